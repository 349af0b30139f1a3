# Shared by check_abi.sh and update_baseline.sh: how the exported symbol list and the abidw
# representation of libstrata.so are produced. Only the public C interface is kept (types
# defined under include/strata, exported functions), without paths, locations or DT_NEEDED, so
# the result does not depend on where or with which sanitizers the library was built.

# strata_symbols LIBRARY: "name@@VERSION" of every exported function, sorted.
strata_symbols() {
  nm -D --defined-only "$1" | awk '$2 != "A" { print $3 }' | LC_ALL=C sort
}

# strata_abidw LIBRARY HEADERS_DIR: the abidw XML of the library's public interface.
strata_abidw() {
  abidw --exported-interfaces-only --headers-dir "$2" --drop-private-types --drop-undefined-syms \
    --no-corpus-path --no-comp-dir-path --no-show-locs --no-elf-needed --no-architecture \
    --type-id-style hash "$1"
}

# has_dwarf LIBRARY: true when the library carries DWARF type information.
has_dwarf() {
  readelf -S --wide "$1" | grep -q '\.debug_info'
}
