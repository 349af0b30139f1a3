"""Element types: the native codes, their sizes and Python value conversion."""

from __future__ import annotations

import enum
import math
import numbers
import operator
import re
import struct
from typing import Any

from ._errors import DTypeMismatchError


class DType(enum.Enum):
    """Element types; the value is the native code (DLPack type code << 8 | bits).

    A plain Enum that converts to its code (int(), operator.index, ctypes arguments) rather
    than an int subclass: NumPy reads an int as a Python integer, so numpy.result_type of two
    float16 DTypes would be int64; through the dtype property it is float16."""

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
    complex64 = 0x0540
    complex128 = 0x0580

    @property
    def itemsize(self) -> int:
        """Bytes per element."""
        return (self.value & 0xFF) // 8

    @property
    def is_float(self) -> bool:
        """True for float16, float32, float64 and bfloat16."""
        return (self.value >> 8) in (2, 4)

    @property
    def is_complex(self) -> bool:
        """True for complex64 and complex128 (a real then an imaginary part per element)."""
        return (self.value >> 8) == 5

    @property
    def is_integer(self) -> bool:
        """True for the signed and unsigned integer dtypes (not bool)."""
        return (self.value >> 8) in (0, 1)

    @property
    def is_signed(self) -> bool:
        """True for the signed integer dtypes."""
        return (self.value >> 8) == 0

    @property
    def is_opaque(self) -> bool:
        """False: the members are numeric or bool (see OpaqueDType)."""
        return False

    @property
    def dtype(self) -> Any:
        """The NumPy dtype (so numpy.dtype(t.dtype) and numpy.zeros(n, t.dtype) work);
        bfloat16 has none (TypeError)."""
        typestr = NUMPY_TYPESTRS.get(self)
        if typestr is None:
            raise TypeError("%r has no NumPy equivalent" % self)
        return _numpy_module().dtype(typestr)

    def __int__(self) -> int:
        return self.value

    __index__ = __int__

    def __eq__(self, other: object) -> bool:
        if isinstance(other, int) and not isinstance(other, bool):
            return self.value == other
        try:
            return self is as_dtype(other)
        except TypeError:
            return NotImplemented

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    # Identity hashing (C-level, so dict and set lookups keyed by dtypes stay cheap); as for
    # NumPy's dtypes, equality with a name or code does not carry over to the hash.
    __hash__ = object.__hash__

    def __repr__(self) -> str:
        return "strata." + self.name

    __str__ = __repr__


_BY_CODE = {dtype.value: dtype for dtype in DType}


def _numpy_module():
    import numpy

    return numpy


# STRATA_DTYPE_OPAQUE_FLAG and STRATA_MAX_OPAQUE_SIZE (strata_tables.h): an opaque dtype's code is
# the flag ORed with its size, 1 … the maximum. _library re-exports both, where the bindings
# checker compares them with the header.
OPAQUE_FLAG = 0x01000000
MAX_OPAQUE_SIZE = 65536


class OpaqueDType:
    """The dtype of records Strata moves without interpreting (STRATA_DTYPE_OPAQUE(itemsize)).

    Make one with :func:`strata.opaque`. A plain one stands for NumPy's unstructured void dtype
    of its size ("V12"); a described one carries a NumPy structured dtype (fields, offsets,
    padding, alignment, nested records, sub-arrays), which tensors of it keep through views,
    copies and joins and give back to NumPy. Natively, records of one size are one dtype; the
    binding also requires equal descriptions wherever it writes one tensor into another."""

    __slots__ = ("itemsize", "descr", "value")

    def __init__(self, itemsize: int, descr: Any = None) -> None:
        """Use strata.opaque, which validates and normalizes (this takes the parts as they are).

        Parameters
        ----------
        itemsize : int
            Bytes per element, 1 … 65536.
        descr : numpy.dtype, optional
            The NumPy structured dtype of the records, or None for plain bytes.
        """
        self.itemsize = itemsize
        self.descr = descr
        self.value = OPAQUE_FLAG | itemsize

    @property
    def name(self) -> str:
        """"opaque<itemsize>", e.g. "opaque12" (the same for every description)."""
        return "opaque%d" % self.itemsize

    @property
    def dtype(self) -> Any:
        """The NumPy dtype: the description, or numpy.dtype("V<itemsize>")."""
        if self.descr is not None:
            return self.descr
        return _numpy_module().dtype("V%d" % self.itemsize)

    is_float = is_complex = is_integer = is_signed = property(
        lambda self: False, doc="False: records are not numbers.")

    @property
    def is_opaque(self) -> bool:
        """True."""
        return True

    def __int__(self) -> int:
        return self.value

    __index__ = __int__

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, OpaqueDType):
            if isinstance(other, DType):
                return False
            if isinstance(other, int) and not isinstance(other, bool):
                return self.descr is None and self.value == other
            try:
                other = as_dtype(other)
            except TypeError:
                return NotImplemented
            if not isinstance(other, OpaqueDType):
                return False
        if self.itemsize != other.itemsize:
            return False
        if self.descr is None or other.descr is None:
            return self.descr is other.descr
        return bool(self.descr == other.descr)

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __hash__(self) -> int:
        return hash((OpaqueDType, self.itemsize))

    def __reduce__(self) -> Any:
        return opaque, (self.itemsize if self.descr is None else self.descr,)

    def __repr__(self) -> str:
        if self.descr is None:
            return "strata.opaque(%d)" % self.itemsize
        return "strata.opaque(%r)" % (self.descr,)

    __str__ = __repr__


_PLAIN_OPAQUE: dict = {}
_OPAQUE_NAME = re.compile(r"\|?(?:V|opaque)([0-9]+)")


def _checked_size(itemsize):
    if not 1 <= itemsize <= MAX_OPAQUE_SIZE:
        raise TypeError("an opaque dtype has 1 to %d bytes, not %d" % (MAX_OPAQUE_SIZE, itemsize))
    return itemsize


def opaque(description: Any) -> OpaqueDType:
    """The dtype of records of a size or of a NumPy structured or void dtype.

    Parameters
    ----------
    description : int, str, numpy.dtype or anything numpy.dtype takes
        A size in bytes (1 … 65536), "V<size>", an OpaqueDType (returned as it is), or a NumPy
        void dtype: unstructured ("V12", the plain dtype of that size) or structured
        ([("x", "f4"), ("y", "i2")], align=True ones, nested fields and sub-array fields).

    Returns
    -------
    OpaqueDType
        The dtype; plain ones of one size are one object.

    Raises
    ------
    TypeError
        A size outside 1 … 65536, a NumPy dtype that is not a void dtype, one with Python
        object fields (their references cannot be moved as bytes), or a sub-array dtype at the
        top (NumPy turns it into dimensions: give the shape instead).
    """
    if isinstance(description, OpaqueDType):
        return description
    if isinstance(description, int) and not isinstance(description, bool):
        itemsize = _checked_size(description)
        found = _PLAIN_OPAQUE.get(itemsize)
        if found is None:
            found = _PLAIN_OPAQUE.setdefault(itemsize, OpaqueDType(itemsize))
        return found
    if isinstance(description, str):
        match = _OPAQUE_NAME.fullmatch(description)
        if match:
            return opaque(int(match.group(1)))
    try:
        numpy = _numpy_module()
    except ImportError:
        raise TypeError("%r describes an opaque dtype only through NumPy, which is not "
                        "importable" % (description,)) from None
    try:
        descr = numpy.dtype(description)
    except (TypeError, ValueError) as error:
        raise TypeError("cannot interpret %r as an opaque dtype: %s" % (description, error)) from None
    if descr.kind != "V":
        raise TypeError("%s is not a NumPy void dtype (opaque dtypes are structured or void "
                        "dtypes)" % (descr,))
    if descr.subdtype is not None:
        raise TypeError("%s is a sub-array dtype, which NumPy turns into dimensions; give the "
                        "shape instead" % (descr,))
    if descr.hasobject:
        raise TypeError("%s holds Python objects, whose references cannot be moved as bytes"
                        % (descr,))
    _checked_size(descr.itemsize)
    if descr.names is None:
        return opaque(descr.itemsize)
    return OpaqueDType(descr.itemsize, descr)


def from_code(code: int) -> Any:
    """The DType or plain OpaqueDType of a native dtype code."""
    found = _BY_CODE.get(code)
    if found is not None:
        return found
    if code & OPAQUE_FLAG:
        return opaque(code & ~OPAQUE_FLAG)
    raise TypeError("unknown dtype code %#06x" % code)


def is_opaque(dtype: Any) -> bool:
    """True for an OpaqueDType."""
    return type(dtype) is OpaqueDType


# struct formats (little-endian, no padding) of the types struct can pack directly.
_STRUCT_FORMATS = {
    DType.int8: "<b", DType.int16: "<h", DType.int32: "<i", DType.int64: "<q",
    DType.uint8: "<B", DType.uint16: "<H", DType.uint32: "<I", DType.uint64: "<Q",
    DType.float16: "<e", DType.float32: "<f", DType.float64: "<d",
    DType.complex64: "<ff", DType.complex128: "<dd",
}

# NumPy typestrs (array interface) per dtype; bfloat16 has no NumPy equivalent.
NUMPY_TYPESTRS = {
    DType.int8: "|i1", DType.int16: "<i2", DType.int32: "<i4", DType.int64: "<i8",
    DType.uint8: "|u1", DType.uint16: "<u2", DType.uint32: "<u4", DType.uint64: "<u8",
    DType.float16: "<f2", DType.float32: "<f4", DType.float64: "<f8", DType.bool: "|b1",
    DType.complex64: "<c8", DType.complex128: "<c16",
}


# NumPy's other spellings of the dtypes it shares with Strata: type names (numpy.bool_), type
# codes and typestrs without their byte-order character ("f4", "i8", "?", "c8", "D").
_NUMPY_NAMES = {"bool_": "bool", "?": "bool", "b1": "bool", "half": "float16", "single": "float32",
                "double": "float64", "float": "float64", "int": "int64", "e": "float16",
                "f": "float32", "d": "float64", "b": "int8", "h": "int16", "i": "int32",
                "l": "int64", "q": "int64", "B": "uint8", "H": "uint16", "I": "uint32",
                "L": "uint64", "Q": "uint64", "complex": "complex128", "csingle": "complex64",
                "cdouble": "complex128", "F": "complex64", "D": "complex128"}
_NUMPY_NAMES.update({typestr[1:]: dtype.name for dtype, typestr in NUMPY_TYPESTRS.items()})


def as_dtype(value):
    """A DType from a DType, its name ("float32"), a NumPy dtype, scalar type or type string
    ("f4", "<i8", "c8", "D"), the Python types bool, int, float and complex, or a native
    code; an OpaqueDType from one, from "V<size>" or "opaque<size>", from a NumPy void or
    structured dtype, or from a structured dtype's specification (a list of fields, a dict, a
    string such as "f4,i2"; see strata.opaque)."""
    if isinstance(value, DType) or isinstance(value, OpaqueDType):
        return value
    if isinstance(value, str):
        member = _NUMPY_NAMES.get(value.lstrip("<=|"), value)
        try:
            return DType[member]
        except KeyError:
            pass
        if _OPAQUE_NAME.fullmatch(value) or "," in value:
            return opaque(value)
        raise TypeError("unknown dtype name %r" % value)
    if isinstance(value, int) and not isinstance(value, bool):
        return from_code(value)
    if isinstance(value, (list, dict)) or getattr(value, "kind", None) == "V":
        return opaque(value)
    if value is bool:
        return DType.bool
    if value is int:
        return DType.int64
    if value is float:
        return DType.float64
    if value is complex:
        return DType.complex128
    # NumPy dtypes and scalar types (numpy.float32, numpy.dtype("<f4"), numpy.bool_) by name.
    for name in (getattr(value, "name", None), getattr(value, "__name__", None)):
        if isinstance(name, str):
            member = _NUMPY_NAMES.get(name, name)
            if member in DType.__members__:
                return DType[member]
    raise TypeError("cannot interpret %r as a Strata dtype" % (value,))


def _bfloat16_bits(x):
    bits = struct.unpack("<I", struct.pack("<f", x))[0]
    if math.isnan(x):
        return (bits >> 16) | 0x40  # keep it a NaN after truncation
    # round to nearest even on the 16 discarded bits
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16) & 0xFFFF


# Largest finite magnitudes and the magnitude from which a float rounds to infinity when narrowed.
_FLOAT_OVERFLOW = {DType.float16: 65520.0, DType.float32: 3.4028235677973366e38,
                   DType.bfloat16: 3.3961775292304188e38}


_FLOAT_LIMITS = {**_FLOAT_OVERFLOW, DType.float64: math.inf}


def is_complex_number(value):
    """True for a complex number that is not a real one: a Python complex, or a NumPy complex
    scalar (numpy.complex64 is no subclass of complex, but registers as numbers.Complex)."""
    kind = type(value)
    if kind is float or kind is int or kind is bool:
        return False
    return isinstance(value, complex) or (isinstance(value, numbers.Complex)
                                          and not isinstance(value, numbers.Real))


def element_value(dtype, value):
    """The Python value (bool, int, float or complex) an element of dtype receives from value,
    as NumPy 2 assigns a scalar: a real number gives a bool by its truth; a float gives an integer
    by truncation toward zero; a float too large for float16/float32/bfloat16 becomes ±inf; any
    number gives a complex element (each part of a complex64 too large for float32 becomes
    ±inf). Raises OverflowError for an integer outside the integer dtype's range (and for a float
    whose truncation is outside it, or infinite, and for an int too large for a float into a
    complex dtype; a NumPy integer scalar wraps into an integer dtype, as NumPy casts it),
    ValueError for NaN into an integer dtype, TypeError for a value that is not
    a number and for a complex number into any dtype but complex64 and complex128 (bool
    included, as index assignment refuses complex tensors into real ones)."""
    kind = type(value)
    # Fast paths: a finite float within a float dtype's range, an int within an integer's.
    if kind is float:
        limit = _FLOAT_LIMITS.get(dtype)
        if limit is not None and -limit < value < limit:
            return value
    elif kind is int:
        bounds = _INTEGER_RANGES.get(dtype)
        if bounds is not None and bounds[0] <= value <= bounds[1]:
            return value
    if type(dtype) is OpaqueDType:
        raise TypeError("cannot assign %r to an element of %r: opaque elements take records "
                        "of their own dtype (a numpy.void, a tuple of field values, bytes for a "
                        "plain one), not numbers" % (value, dtype))
    if isinstance(value, (str, bytes)):
        raise TypeError("cannot assign %r to a %s element" % (value, dtype.name))
    if dtype.is_complex:
        return _complex_element(dtype, value)
    if is_complex_number(value):
        raise TypeError("cannot assign the complex value %r to a %s element (only complex "
                        "tensors take complex values; assign value.real to keep the real part)"
                        % (value, dtype.name))
    if dtype is DType.bool:
        return bool(value)
    if dtype.is_float:
        value = float(value)
        limit = _FLOAT_OVERFLOW.get(dtype)
        if limit is not None and abs(value) >= limit and not math.isinf(value):
            return math.copysign(math.inf, value)
        return value
    given = value
    if isinstance(value, float) or not hasattr(value, "__index__"):
        value = float(value)
        if math.isnan(value):
            raise ValueError("cannot convert float NaN to integer (%s)" % dtype.name)
        if math.isinf(value):
            raise OverflowError("cannot convert float infinity to integer (%s)" % dtype.name)
        value = int(value)
    else:
        value = operator.index(value)
    low, high = integer_range(dtype)
    if _is_numpy_integer(given):
        # A NumPy integer scalar is a typed value: it converts as its array would, wrapping.
        return (value - low) % (high - low + 1) + low
    if not low <= value <= high:
        truncated = "" if value == given else " (truncated to %d)" % value
        raise OverflowError("%s %r%s out of bounds for %s" % (_type_name(given), given,
                                                             truncated, dtype.name))
    return value


def _is_numpy_integer(value):
    """Whether value is a NumPy integer scalar (numpy.int64 ...; not a Python int)."""
    kind = type(value)
    return (kind.__module__ == "numpy" and isinstance(value, numbers.Integral)
            and not isinstance(value, int))


def _type_name(value):
    """How a message names value's type: "Python integer" (NumPy's words), "Python float", or
    the qualified name of another type ("numpy.float32")."""
    kind = type(value)
    if kind is int:
        return "Python integer"
    if kind.__module__ == "builtins":
        return "Python " + kind.__name__
    return "%s.%s" % (kind.__module__.split(".")[0], kind.__qualname__)


def _complex_element(dtype, value):
    """element_value for complex64 and complex128."""
    try:
        value = complex(value)  # an int too large for a float raises OverflowError
    except TypeError:
        raise TypeError("cannot assign %r to a %s element" % (value, dtype.name)) from None
    if dtype is DType.complex64:
        limit = _FLOAT_OVERFLOW[DType.float32]
        real, imag = value.real, value.imag
        if abs(real) >= limit and not math.isinf(real):
            real = math.copysign(math.inf, real)
        if abs(imag) >= limit and not math.isinf(imag):
            imag = math.copysign(math.inf, imag)
        value = complex(real, imag)
    return value


def _integer_range_of(dtype):
    bits = dtype.itemsize * 8
    if (dtype.value >> 8) == 1:
        return 0, (1 << bits) - 1
    return -(1 << (bits - 1)), (1 << (bits - 1)) - 1


def integer_range(dtype):
    """(lowest, highest) value of an integer dtype."""
    return _INTEGER_RANGES[dtype]


_INTEGER_RANGES = {dtype: _integer_range_of(dtype) for dtype in DType if dtype.is_integer}


def pack(dtype, value):
    """The element bytes of a Python value in dtype (converted by element_value; records by
    record_bytes)."""
    if type(dtype) is OpaqueDType:
        return record_bytes(dtype, value)
    value = element_value(dtype, value)
    if dtype is DType.bool:
        return b"\x01" if value else b"\x00"
    if dtype is DType.bfloat16:
        return struct.pack("<H", _bfloat16_bits(value))
    if dtype.is_complex:
        return struct.pack(_STRUCT_FORMATS[dtype], value.real, value.imag)
    return struct.pack(_STRUCT_FORMATS[dtype], value)


def unpack(dtype, data):
    """The Python value of element bytes (see record_value for records)."""
    if type(dtype) is OpaqueDType:
        return record_value(dtype, data)
    if dtype is DType.bool:
        return data[0] != 0
    if dtype is DType.bfloat16:
        return struct.unpack("<f", b"\x00\x00" + bytes(data[:2]))[0]
    if dtype.is_complex:
        return complex(*struct.unpack(_STRUCT_FORMATS[dtype], bytes(data[: dtype.itemsize])))
    return struct.unpack(_STRUCT_FORMATS[dtype], bytes(data[: dtype.itemsize]))[0]


def record_bytes(dtype, value):
    """The bytes of one record of an opaque dtype: from a NumPy void scalar or one-element array
    of exactly that dtype, from what NumPy turns into one of it (a tuple of field values), or,
    for a plain dtype, from bytes of its size. Numbers raise TypeError (element_value); a
    record of another dtype raises DTypeMismatchError."""
    if isinstance(value, (bool, int, float, complex)):
        element_value(dtype, value)
    if dtype.descr is None and isinstance(value, (bytes, bytearray, memoryview)):
        data = bytes(value)
        if len(data) != dtype.itemsize:
            raise ValueError("a record of %r is %d bytes, not %d"
                             % (dtype, dtype.itemsize, len(data)))
        return data
    numpy = _numpy_module()
    if hasattr(value, "__array_interface__"):
        record = numpy.asarray(value)
        if record.dtype != dtype.dtype:
            raise DTypeMismatchError("cannot write a record of %s into an element of %r (the "
                                     "dtypes must be equal)" % (record.dtype, dtype))
    else:
        record = numpy.array(value, dtype=dtype.dtype)
    if record.size != 1:
        raise ValueError("one record is needed, not %d" % record.size)
    return record.tobytes()


def record_value(dtype, data):
    """The Python value of a record as NumPy's item() gives it: a tuple of the field values for
    a described dtype, bytes for a plain one (also when NumPy is not importable)."""
    data = bytes(data[: dtype.itemsize])
    if dtype.descr is None:
        return data
    return _numpy_module().frombuffer(data, dtype.descr, count=1)[0].item()


def check_computable(a, b):
    """Raises DTypeMismatchError when a or b is an opaque dtype (records take no arithmetic,
    comparison or promotion)."""
    if type(a) is OpaqueDType or type(b) is OpaqueDType:
        opaque_dtype = a if type(a) is OpaqueDType else b
        raise DTypeMismatchError(
            "%r has no arithmetic, comparisons or conversions: Strata moves records without "
            "interpreting them (compute on the fields of tensor.numpy(), which shares memory)"
            % (opaque_dtype,))


# ---- promotion (NumPy 2) -------------------------------------------------------------------

# Order of the kinds for NumPy's "same_kind" casting: a cast may move up this order or stay.
_KIND_ORDER = {"b": 0, "u": 1, "i": 2, "f": 3, "c": 4}


def kind(dtype):
    """NumPy's kind character: "b" bool, "u" unsigned, "i" signed, "f" floating point, "c"
    complex."""
    if dtype is DType.bool:
        return "b"
    if type(dtype) is OpaqueDType:
        return "V"
    if dtype.is_complex:
        return "c"
    return "f" if dtype.is_float else "i" if dtype.is_signed else "u"


# The complex dtype whose parts are a float dtype (float16 and bfloat16, which have no complex
# of their size, take complex64 as in NumPy), and the float dtype of a complex one's parts.
_COMPLEX_FOR_FLOAT = {DType.float16: DType.complex64, DType.bfloat16: DType.complex64,
                      DType.float32: DType.complex64, DType.float64: DType.complex128}
_PART_OF_COMPLEX = {DType.complex64: DType.float32, DType.complex128: DType.float64}


def complex_for(dtype):
    """The complex dtype NumPy gives a float dtype's values with an imaginary part: complex64
    for float16, bfloat16 and float32, complex128 for float64; a complex dtype stays."""
    return dtype if dtype.is_complex else _COMPLEX_FOR_FLOAT[dtype]


def part_dtype(dtype):
    """The float dtype of each part of a complex dtype (float32 for complex64)."""
    return _PART_OF_COMPLEX[dtype]


_SIGNED_BY_SIZE = {1: DType.int8, 2: DType.int16, 4: DType.int32, 8: DType.int64}
# The smallest float that holds every value of an integer of this byte size (NumPy's rule).
_FLOAT_FOR_INTEGER_SIZE = {1: DType.float16, 2: DType.float32, 4: DType.float64, 8: DType.float64}


def float_for_integer(dtype):
    """The smallest float holding every value of a bool or integer dtype (NumPy's rule)."""
    return _FLOAT_FOR_INTEGER_SIZE[dtype.itemsize]


def result_type(a, b):
    """The dtype NumPy gives an operation on two arrays of dtypes a and b (numpy.result_type).
    bfloat16, which NumPy lacks, ranks with float16: with it the result is float32, and an
    integer of 1 byte promotes to bfloat16 with it."""
    if a is b or (type(a) is OpaqueDType and a == b):
        return a
    check_computable(a, b)
    if a is DType.bool or b is DType.bool:
        return b if a is DType.bool else a
    if a.is_complex or b.is_complex:
        # NumPy promotes the real operand with the other's parts: complex64 with int32 is
        # complex128 (float32 with int32 is float64), with float16 or int16 complex64.
        return complex_for(result_type(part_dtype(a) if a.is_complex else a,
                                       part_dtype(b) if b.is_complex else b))
    if a.is_float and b.is_float:
        if {a, b} == {DType.float16, DType.bfloat16}:
            return DType.float32
        return a if a.itemsize > b.itemsize else b
    if a.is_float or b.is_float:
        floating, integer = (a, b) if a.is_float else (b, a)
        needed = _FLOAT_FOR_INTEGER_SIZE[integer.itemsize]
        if needed.itemsize <= floating.itemsize:
            return floating
        return needed
    if a.is_signed == b.is_signed:
        return a if a.itemsize >= b.itemsize else b
    signed, unsigned = (a, b) if a.is_signed else (b, a)
    if signed.itemsize > unsigned.itemsize:
        return signed
    return _SIGNED_BY_SIZE.get(unsigned.itemsize * 2, DType.float64)


# NumPy's type numbers of the numeric dtypes (numpy.dtype.num; int64 is a C long on the platforms
# Strata builds for), which rank the dtypes in common_dtype; bfloat16 ranks with float16.
_NUMPY_TYPE_NUMBER = {
    DType.bool: 0, DType.int8: 1, DType.uint8: 2, DType.int16: 3, DType.uint16: 4,
    DType.int32: 5, DType.uint32: 6, DType.int64: 7, DType.uint64: 8, DType.float32: 11,
    DType.float64: 12, DType.complex64: 14, DType.complex128: 15, DType.float16: 23,
    DType.bfloat16: 23}


def common_dtype(dtypes):
    """numpy.result_type of several dtypes (at least one). NumPy's promotion is not associative
    (int8 with uint8 is int16, int16 with float16 float32, yet int8, uint8 and float16 give
    float16), so it is not folded pair by pair: as NumPy, the dtype of the highest type number
    promotes with each of them and those results fold pairwise."""
    dtypes = list(dtypes)
    if len(dtypes) == 1:
        return dtypes[0]
    main = max(dtypes, key=lambda d: _NUMPY_TYPE_NUMBER.get(d, -1))
    result = result_type(main, dtypes[0])
    for dtype in dtypes[1:]:
        result = result_type(result, result_type(main, dtype))
    return result


def sum_dtype(dtype):
    """NumPy's dtype of sum, prod and cumsum without a dtype argument: bool and the signed
    integers narrower than the platform integer (int64) sum in int64, the narrower unsigned
    ones in uint64; the others keep theirs."""
    if dtype is DType.bool or (dtype.is_signed and dtype.itemsize < 8):
        return DType.int64
    if dtype.is_integer and not dtype.is_signed and dtype.itemsize < 8:
        return DType.uint64
    return dtype


def scalar_result_type(dtype, value):
    """The dtype of an operation on a tensor of dtype and a Python scalar, which is "weak" as in
    NumPy 2: a bool keeps dtype; an int keeps any numeric dtype (the value must fit: see
    element_value) and makes bool int64; a float keeps a floating or complex dtype and makes
    others float64; a complex keeps a complex dtype, makes float16, bfloat16 and float32
    complex64, and makes the others complex128."""
    if isinstance(value, bool):
        return dtype
    if isinstance(value, int):
        return DType.int64 if dtype is DType.bool else dtype
    if is_complex_number(value):
        if dtype.is_complex or dtype.is_float:
            return complex_for(dtype)
        return DType.complex128
    return dtype if dtype.is_float or dtype.is_complex else DType.float64


def can_cast_same_kind(source, target):
    """numpy.can_cast(source, target, "same_kind") for Strata's dtypes (an opaque dtype only to
    an equal one)."""
    if type(source) is OpaqueDType or type(target) is OpaqueDType:
        return source == target
    return _KIND_ORDER[kind(source)] <= _KIND_ORDER[kind(target)] or (
        result_type(source, target) is target)
