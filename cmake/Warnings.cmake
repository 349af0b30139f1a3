# strata_warnings: the warning set for project code (not for dependencies' headers, which are
# included as system headers).
add_library(strata_warnings INTERFACE)
set(gnu_cxx_for_aarch64 "$<AND:$<COMPILE_LANGUAGE:CXX>,$<CXX_COMPILER_ID:GNU>,\
$<STREQUAL:${CMAKE_SYSTEM_PROCESSOR},aarch64>>")
target_compile_options(strata_warnings INTERFACE
  $<$<COMPILE_LANGUAGE:CXX>:-Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wconversion
                            -Wno-sign-conversion>
  # g++ 12 at -O3 reports -Wrestrict inside libstdc++'s own std::string code (GCC bug 105329).
  $<$<AND:$<COMPILE_LANGUAGE:CXX>,$<CXX_COMPILER_ID:GNU>>:-Wno-restrict>
  # g++ 12 for aarch64 reports -Warray-bounds inside fmt 9's format_decimal once it is inlined into
  # project code (offset -1 of its digit buffer, a path its callers never take); x86-64 does not.
  $<${gnu_cxx_for_aarch64}:-Wno-array-bounds>
  $<$<COMPILE_LANGUAGE:C>:-Wall -Wextra -Wpedantic>
  $<$<BOOL:${STRATA_WARNINGS_AS_ERRORS}>:-Werror>)
