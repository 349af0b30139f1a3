"""What a 64-bit little-endian ELF shared library needs from the system, read from the file itself
(no ldd, so it works for another architecture's library too): its machine, the shared libraries
it names (DT_NEEDED) and the symbol versions it requires from each (the version-needs section,
SHT_GNU_verneed). The wheel's manylinux tag is computed from these."""

import re
import struct

_SHT_DYNAMIC = 6
_SHT_GNU_VERNEED = 0x6FFFFFFE
_DT_NEEDED = 1
_MACHINES = {62: "x86_64", 183: "aarch64"}
_GLIBC_VERSION = re.compile(r"^GLIBC_([0-9]+)\.([0-9]+)(?:\.[0-9]+)?$")


class ElfNeeds:
    """machine (wheel architecture name), needed (SONAMEs), versions ({SONAME: set of version
    names}) of one library."""

    def __init__(self, path):
        with open(path, "rb") as f:
            data = f.read()
        if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
            raise ValueError("%s is not a 64-bit little-endian ELF file" % path)
        machine, = struct.unpack_from("<H", data, 18)
        if machine not in _MACHINES:
            raise ValueError("%s is for ELF machine %d, not one Strata packages" % (path, machine))
        self.machine = _MACHINES[machine]
        section_offset, = struct.unpack_from("<Q", data, 0x28)
        entry_size, count = struct.unpack_from("<HH", data, 0x3A)
        sections = [struct.unpack_from("<IIQQQQIIQQ", data, section_offset + i * entry_size)
                    for i in range(count)]

        def string(table_index, offset):
            start = sections[table_index][4] + offset
            return data[start:data.index(b"\0", start)].decode()

        self.needed = []
        self.versions = {}
        for _, kind, _, _, offset, size, link, info, _, _ in sections:
            if kind == _SHT_DYNAMIC:
                for position in range(offset, offset + size, 16):
                    tag, value = struct.unpack_from("<qQ", data, position)
                    if tag == _DT_NEEDED:
                        self.needed.append(string(link, value))
            elif kind == _SHT_GNU_VERNEED:
                position = offset
                for _ in range(info):
                    _, aux_count, file_name, aux, next_need = struct.unpack_from(
                        "<HHIII", data, position)
                    names = self.versions.setdefault(string(link, file_name), set())
                    aux_position = position + aux
                    for _ in range(aux_count):
                        _, _, _, name, next_aux = struct.unpack_from("<IHHII", data, aux_position)
                        names.add(string(link, name))
                        aux_position += next_aux
                    position += next_need

    def glibc_minor(self):
        """The highest GLIBC_2.N version the library requires (its N), or 0."""
        minors = [int(m.group(2)) for names in self.versions.values() for name in names
                  for m in [_GLIBC_VERSION.match(name)] if m and m.group(1) == "2"]
        return max(minors, default=0)
