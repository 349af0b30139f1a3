"""Element types: the native codes, their sizes and Python value conversion."""

import enum
import math
import struct


class DType(enum.IntEnum):
    """Element types; the value is the native code (DLPack type code << 8 | bits)."""

    int8 = 0x0008
    int16 = 0x0010
    int32 = 0x0020
    int64 = 0x0040
    uint8 = 0x0108
    uint16 = 0x0110
    uint32 = 0x0120
    uint64 = 0x0140
    float16 = 0x0210
    float32 = 0x0220
    float64 = 0x0240
    bfloat16 = 0x0410
    bool = 0x0608

    @property
    def itemsize(self):
        return (self.value & 0xFF) // 8

    @property
    def is_float(self):
        return (self.value >> 8) in (2, 4)

    @property
    def is_integer(self):
        return (self.value >> 8) in (0, 1)

    def __repr__(self):
        return "strata." + self.name

    __str__ = __repr__


# struct formats (little-endian, no padding) of the types struct can pack directly.
_STRUCT_FORMATS = {
    DType.int8: "<b", DType.int16: "<h", DType.int32: "<i", DType.int64: "<q",
    DType.uint8: "<B", DType.uint16: "<H", DType.uint32: "<I", DType.uint64: "<Q",
    DType.float16: "<e", DType.float32: "<f", DType.float64: "<d",
}

# NumPy typestrs (array interface) per dtype; bfloat16 has no NumPy equivalent.
NUMPY_TYPESTRS = {
    DType.int8: "|i1", DType.int16: "<i2", DType.int32: "<i4", DType.int64: "<i8",
    DType.uint8: "|u1", DType.uint16: "<u2", DType.uint32: "<u4", DType.uint64: "<u8",
    DType.float16: "<f2", DType.float32: "<f4", DType.float64: "<f8", DType.bool: "|b1",
}


def as_dtype(value):
    """A DType from a DType, its name ("float32"), a native code, or a NumPy dtype."""
    if isinstance(value, DType):
        return value
    if isinstance(value, str):
        try:
            return DType[value]
        except KeyError:
            raise TypeError("unknown dtype name %r" % value) from None
    if isinstance(value, int) and not isinstance(value, bool):
        try:
            return DType(value)
        except ValueError:
            raise TypeError("unknown dtype code %#06x" % value) from None
    if value is bool:
        return DType.bool
    if value is int:
        return DType.int64
    if value is float:
        return DType.float64
    name = getattr(value, "name", None) or getattr(getattr(value, "dtype", None), "name", None)
    if isinstance(name, str) and name in DType.__members__:
        return DType[name]
    raise TypeError("cannot interpret %r as a Strata dtype" % (value,))


def _bfloat16_bits(x):
    bits = struct.unpack("<I", struct.pack("<f", x))[0]
    if math.isnan(x):
        return (bits >> 16) | 0x40  # keep it a NaN after truncation
    # round to nearest even on the 16 discarded bits
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16) & 0xFFFF


def pack(dtype, value):
    """The element bytes of a Python value (bool, int or float) in dtype."""
    if dtype is DType.bool:
        return b"\x01" if value else b"\x00"
    if dtype is DType.bfloat16:
        return struct.pack("<H", _bfloat16_bits(float(value)))
    if dtype.is_float:
        return struct.pack(_STRUCT_FORMATS[dtype], float(value))
    if isinstance(value, float):
        if not value.is_integer():
            raise TypeError("%r is not an integer value for %r" % (value, dtype))
        value = int(value)
    try:
        return struct.pack(_STRUCT_FORMATS[dtype], int(value))
    except struct.error:
        raise OverflowError("%r does not fit in %r" % (value, dtype)) from None


def unpack(dtype, data):
    """The Python value of element bytes."""
    if dtype is DType.bool:
        return data[0] != 0
    if dtype is DType.bfloat16:
        return struct.unpack("<f", b"\x00\x00" + bytes(data[:2]))[0]
    return struct.unpack(_STRUCT_FORMATS[dtype], bytes(data[: dtype.itemsize]))[0]
