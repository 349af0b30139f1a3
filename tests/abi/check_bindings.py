#!/usr/bin/python3
"""Checks that the C# and Python bindings declare exactly what the public C headers define.

The headers are the single source of truth. They are parsed with libclang (clang.cindex, Debian's
python3-clang-14), so whatever the preprocessor produces is what counts (enums expanded from
X-macro tables included); nothing reads the header text directly. From the AST come every
exported function (FUNCTION_DECL named strata_* declared in include/strata: name, return type,
parameter types in order) and the constants (ENUM_CONSTANT_DECL) of the status codes (STRATA_OK,
STRATA_ERROR_*), dtypes (STRATA_DTYPE_*), ops (STRATA_OP_*), rounding modes (STRATA_ROUND_*) and
conversion modes (STRATA_CONVERT_*).

C# (capi/dotnet/*.cs, read as source text):
  - every [LibraryImport]/[DllImport] method names an existing C function (EntryPoint, or the
    method name), with the same parameter count and, position by position, a compatible type
    (CS_SCALARS below; pointers as nint/IntPtr, void*, T* / ref T / out T / in T / T[] with T
    compatible with the pointee, char* also as string, function pointers as delegate* unmanaged
    or a delegate type of the same signature, structs field by field);
  - the enums DType, ElementwiseOp and StrataStatus have int as underlying type and exactly the
    header's constants: same set of names after normalisation (prefix removed, underscores
    dropped, case ignored: STRATA_DTYPE_FLOAT32 ~ Float32, STRATA_OP_IEEE754_REMAINDER ~
    Ieee754Remainder, STRATA_OK ~ Ok; CS_NAME_ALIASES lists the few deliberate renames) and the
    same values;
  - the binding wraps a chosen subset of the C ABI, so C functions it does not declare are
    listed for information only.
Python (capi/python/strata, imported without loading libstrata.so: _native.py is executed with
ctypes.CDLL replaced by a recorder, so the argtypes and restype it assigns are read back):
  - every function _native declares exists in the header with the same parameter count and
    compatible argtypes/restype (ctypes types of the same width and signedness, c_void_p or
    POINTER(x) for pointers, c_char_p for char*, CFUNCTYPE for function pointers, Structures
    field by field at the same offsets; ctypes itself cannot tell size_t from uint64_t, as
    c_size_t is c_uint64 on LP64), and every C function is declared: the module promises to
    declare them all;
  - _dtypes.DType has exactly the STRATA_DTYPE_* names (lower case) and values; every
    STRATA_ERROR_* code has one _errors.Error subclass whose name (without "Error") normalises to
    it and whose status is its value; the op tables of _elementwise hold only STRATA_OP_* values
    and its ROUNDING_MODES / CONVERT_MODES exactly the STRATA_ROUND_* / STRATA_CONVERT_* ones;
    _logging.LOG_LEVELS exactly the STRATA_LOG_* ones.
Limits and flags (integer #define STRATA_MAX_* and STRATA_*_FLAG of the headers, read from
libclang's macro records) that the bindings expose, BINDING_LIMITS: C# declares each as a
`const int` named after it (STRATA_MAX_COPY_THREADS ~ MaxCopyThreads, STRATA_DTYPE_OPAQUE_FLAG ~
OpaqueFlag) and Python's _library as a module constant (MAX_COPY_THREADS, OPAQUE_FLAG), both with
the header's value.

Exits 1 listing every difference (function, parameter index, both types; constant, both values),
0 otherwise; the last line summarises what was compared. Run with /usr/bin/python3.
"""

import argparse
import contextlib
import ctypes
import importlib
import os
import re
import sys
import types
from pathlib import Path

try:
    import clang.cindex as ci
except ImportError:
    sys.exit("clang.cindex not found: install python3-clang-14 (cmake/setup.sh) and run this "
             "with /usr/bin/python3")

sys.dont_write_bytecode = True  # importing the Python binding leaves no __pycache__ behind

# ---- C side: types as small tuples ---------------------------------------------------------
#   ("scalar", name, alias)  name: a fixed-width name (int32_t, size_t, char, double...);
#                            alias: the strata_* typedef it came through, or None
#   ("void",)  ("pointer", pointee)  ("function", result, (parameters...))
#   ("struct", name)  with its fields in CHeader.structs;  ("opaque", name) for handle structs

FIXED_WIDTH = {"int8_t", "uint8_t", "int16_t", "uint16_t", "int32_t", "uint32_t", "int64_t",
               "uint64_t", "size_t", "ptrdiff_t", "intptr_t", "uintptr_t"}
BUILTINS = {
    ci.TypeKind.CHAR_S: "char", ci.TypeKind.CHAR_U: "char", ci.TypeKind.SCHAR: "int8_t",
    ci.TypeKind.UCHAR: "uint8_t", ci.TypeKind.SHORT: "int16_t", ci.TypeKind.USHORT: "uint16_t",
    ci.TypeKind.INT: "int32_t", ci.TypeKind.UINT: "uint32_t", ci.TypeKind.LONG: "int64_t",
    ci.TypeKind.ULONG: "uint64_t", ci.TypeKind.LONGLONG: "int64_t",
    ci.TypeKind.ULONGLONG: "uint64_t", ci.TypeKind.FLOAT: "float", ci.TypeKind.DOUBLE: "double",
}

ENUM_GROUPS = {  # group → prefixes of its constants (short_name removes the prefix)
    "status": ("STRATA_ERROR_", "STRATA_OK"),
    "dtype": ("STRATA_DTYPE_",),
    "op": ("STRATA_OP_",),
    "round": ("STRATA_ROUND_",),
    "convert": ("STRATA_CONVERT_",),
    "log": ("STRATA_LOG_",),
}


def group_of(constant):
    for group, prefixes in ENUM_GROUPS.items():
        if constant.startswith(prefixes):
            return group
    return None


def short_name(constant):
    """STRATA_DTYPE_FLOAT32 → FLOAT32, STRATA_ERROR_OVERFLOW → OVERFLOW, STRATA_OK → OK."""
    for prefixes in ENUM_GROUPS.values():
        for prefix in prefixes:
            if constant.startswith(prefix) and constant != prefix:
                return constant[len(prefix):]
    return constant[len("STRATA_"):]


def normalise(name):
    return name.replace("_", "").casefold()


class CHeader:
    """Functions, enum constants and struct layouts of the public headers."""

    def __init__(self, include_dir, generated_include_dir):
        self.include_dir = Path(include_dir).resolve()
        self.generated_include_dir = Path(generated_include_dir).resolve()
        self.functions = {}  # name → (result, (parameter types...), (parameter spellings...))
        self.parameter_names = {}  # function name → (parameter names...)
        self.constants = {}  # name → value
        self.structs = {}  # name → (size in bytes, [(field, offset in bytes, type)])
        self.limits = {}  # integer macro STRATA_MAX_* or STRATA_*_FLAG → value
        self._parse()

    def _parse(self):
        headers = sorted(p for p in (self.include_dir / "strata").glob("*.h"))
        source = "".join('#include "strata/%s"\n' % p.name for p in headers)
        unit = ci.Index.create().parse(
            "strata_bindings_check.c", args=["-x", "c", "-std=c99", "-I", str(self.include_dir),
                                              "-I", str(self.generated_include_dir)],
            unsaved_files=[("strata_bindings_check.c", source)],
            options=ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD)
        errors = [str(d) for d in unit.diagnostics if d.severity >= ci.Diagnostic.Error]
        if errors:
            raise SystemExit("cannot parse the headers:\n  " + "\n  ".join(errors))
        for cursor in unit.cursor.walk_preorder():
            if not self._is_public(cursor):
                continue
            if cursor.kind == ci.CursorKind.FUNCTION_DECL and cursor.spelling.startswith("strata_"):
                parameters = list(cursor.get_arguments())
                self.functions[cursor.spelling] = (
                    self.shape(cursor.result_type),
                    tuple(self.shape(p.type) for p in parameters),
                    tuple(p.type.spelling for p in parameters))
                self.parameter_names[cursor.spelling] = tuple(p.spelling for p in parameters)
            elif cursor.kind == ci.CursorKind.ENUM_CONSTANT_DECL:
                self.constants[cursor.spelling] = cursor.enum_value
            elif (cursor.kind == ci.CursorKind.MACRO_DEFINITION and
                  (cursor.spelling.startswith("STRATA_MAX_") or
                   cursor.spelling.endswith("_FLAG"))):
                tokens = [t.spelling for t in cursor.get_tokens()]
                if len(tokens) == 2 and re.fullmatch(r"[0-9]+|0[xX][0-9a-fA-F]+", tokens[1]):
                    self.limits[cursor.spelling] = int(tokens[1], 0)

    def _is_public(self, cursor):
        location = cursor.location.file
        return location is not None and Path(location.name).resolve().is_relative_to(
            self.include_dir)

    def shape(self, t):
        if t.kind == ci.TypeKind.ELABORATED:
            return self.shape(t.get_named_type())
        if t.kind == ci.TypeKind.TYPEDEF:
            name = t.get_declaration().spelling
            if name in FIXED_WIDTH:
                return ("scalar", name, None)
            inner = self.shape(t.get_declaration().underlying_typedef_type)
            if inner[0] == "scalar" and inner[2] is None and name.startswith("strata_"):
                return ("scalar", inner[1], name)
            return inner
        if t.kind == ci.TypeKind.POINTER:
            return ("pointer", self.shape(t.get_pointee()))
        if t.kind == ci.TypeKind.FUNCTIONPROTO:
            return ("function", self.shape(t.get_result()),
                    tuple(self.shape(a) for a in t.argument_types()))
        if t.kind == ci.TypeKind.VOID:
            return ("void",)
        if t.kind == ci.TypeKind.RECORD:
            return self._record(t)
        if t.kind in BUILTINS:
            return ("scalar", BUILTINS[t.kind], None)
        raise SystemExit("unsupported C type at the boundary: %s" % t.spelling)

    def _record(self, t):
        declaration = t.get_declaration()
        name = declaration.spelling or t.spelling
        definition = declaration.get_definition()
        if definition is None:
            return ("opaque", name)
        if name not in self.structs:
            self.structs[name] = None  # recursion guard (a deleter taking its own struct)
            fields = [(f.spelling, t.get_offset(f.spelling) // 8, self.shape(f.type))
                      for f in definition.get_children() if f.kind == ci.CursorKind.FIELD_DECL]
            self.structs[name] = (t.get_size(), fields)
        return ("struct", name)

    def spell(self, shape):
        kind = shape[0]
        if kind == "scalar":
            return shape[2] or shape[1]
        if kind == "void":
            return "void"
        if kind == "pointer":
            return self.spell(shape[1]) + "*"
        if kind == "function":
            return "%s(*)(%s)" % (self.spell(shape[1]), ", ".join(map(self.spell, shape[2])))
        return shape[1]

    def group(self, group):
        return {k: v for k, v in self.constants.items() if group_of(k) == group}


class Report:
    def __init__(self):
        self.differences = []
        self.notes = []

    def difference(self, text):
        self.differences.append(text)

    def note(self, text):
        self.notes.append(text)


# ---- C# ---------------------------------------------------------------------------------------

# C scalar → the C# types that have its width and signedness (LP64; nint/nuint for size_t).
CS_SCALARS = {
    "int8_t": {"sbyte", "SByte"}, "uint8_t": {"byte", "Byte"}, "char": {"byte", "sbyte"},
    "int16_t": {"short", "Int16"}, "uint16_t": {"ushort", "UInt16"},
    "int32_t": {"int", "Int32"}, "uint32_t": {"uint", "UInt32"},
    "int64_t": {"long", "Int64"}, "uint64_t": {"ulong", "UInt64"},
    "size_t": {"nuint", "UIntPtr"}, "uintptr_t": {"nuint", "UIntPtr"},
    "ptrdiff_t": {"nint", "IntPtr"}, "intptr_t": {"nint", "IntPtr"},
    "float": {"float", "Single"}, "double": {"double", "Double"},
}
CS_POINTERS = {"nint", "IntPtr"}  # opaque, pointer-sized: any C pointer
# The C# enum standing for each strata_* typedef (also accepted where the C type is that typedef).
CS_ENUMS = {"strata_status": ("StrataStatus", "status"), "strata_dtype": ("DType", "dtype"),
            "strata_op": ("ElementwiseOp", "op"),
            # Constants passed as int32_t, with no typedef of their own: keyed by their group.
            "(STRATA_LOG_*)": ("NativeLogLevel", "log")}
# Deliberate C# renames, header short name → C# member: the comparison EQUALS is "Equal"
# (a member named Equals would read as object.Equals).
CS_NAME_ALIASES = {"op": {"EQUALS": "Equal"}}

IMPORT_ATTRIBUTE = re.compile(r"\[\s*(?:LibraryImport|DllImport)\s*\(([^\]]*)\)\s*\]")
METHOD = re.compile(r"\s*((?:\[[^\]]*\]\s*)*)(?P<modifiers>(?:\w+\s+)*?)(?:static\s+)"
                    r"(?:(?:extern|partial|unsafe)\s+)*(?P<result>[\w\s\*<>,\[\]]+?)\s+"
                    r"(?P<name>\w+)\s*\((?P<parameters>[^)]*)\)\s*;")
CONST_INT = re.compile(r"\bconst\s+int\s+(\w+)\s*=\s*(-?(?:0x)?[0-9A-Fa-f]+)\s*;")
ENUM = re.compile(r"\benum\s+(\w+)\s*(?::\s*(\w+))?\s*\{([^}]*)\}")
STRUCT = re.compile(r"\bstruct\s+(\w+)\s*\{([^}]*)\}")
DELEGATE = re.compile(r"\bdelegate\s+([\w\*]+)\s+(\w+)\s*\(([^)]*)\)\s*;")


def strip_comments(text):
    """C# source without comments; string literals are kept."""
    return re.sub(r'//[^\n]*|/\*.*?\*/|("(?:\\.|[^"\\])*")',
                  lambda m: m.group(1) or "", text, flags=re.S)


def split_top_level(text):
    parts, depth, current = [], 0, ""
    for character in text:
        if character in "<[(":
            depth += 1
        elif character in ">])":
            depth -= 1
        if character == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += character
    return [p.strip() for p in parts + [current] if p.strip()]


def cs_type(text):
    """A C# type as ("name", n) | ("pointer", t) | ("array", t) | ("ref", t) | ("fnptr", r, ps)."""
    text = text.strip()
    function_pointer = re.fullmatch(r"delegate\s*\*\s*(unmanaged|managed)?\s*(?:\[[^\]]*\])?"
                                    r"\s*<(.*)>", text, flags=re.S)
    if function_pointer:
        types_ = [cs_type(t) for t in split_top_level(function_pointer.group(2))]
        return ("fnptr", types_[-1], tuple(types_[:-1]), function_pointer.group(1) == "unmanaged")
    if text.endswith("*"):
        return ("pointer", cs_type(text[:-1]))
    if text.endswith("[]"):
        return ("array", cs_type(text[:-2]))
    return ("name", text)


def cs_parameter(text):
    """(type, name) of one C# parameter declaration (attributes such as MarshalAs dropped)."""
    text = re.sub(r"\[[^\]]*\]", "", text).strip()
    modifier = re.match(r"(ref|out|in|scoped\s+ref)\s+", text)
    body = text[modifier.end():] if modifier else text
    type_text, _, name = body.rpartition(" ")
    shape = cs_type(type_text)
    return (("ref", shape) if modifier else shape), name


def cs_spell(shape):
    kind = shape[0]
    if kind == "name":
        return shape[1]
    if kind == "pointer":
        return cs_spell(shape[1]) + "*"
    if kind == "array":
        return cs_spell(shape[1]) + "[]"
    if kind == "ref":
        return "ref " + cs_spell(shape[1])
    return "delegate*%s<%s>" % (" unmanaged" if shape[3] else "",
                                 ", ".join(map(cs_spell, shape[2] + (shape[1],))))


class CSharpBinding:
    def __init__(self, directory):
        self.imports = []  # (file, C name, method, result, [(type, name)])
        self.enums = {}  # name → (underlying type, {member: value})
        self.structs = {}  # name → [(type, field name)]
        self.delegates = {}  # name → (result, [types])
        self.constants = {}  # const int name → value
        for path in sorted(Path(directory).glob("*.cs")):
            self._read(path, strip_comments(path.read_text(encoding="utf-8")))

    def _read(self, path, text):
        for match in IMPORT_ATTRIBUTE.finditer(text):
            arguments = match.group(1)
            method = METHOD.match(text, match.end())
            if method is None:
                raise SystemExit("%s: cannot read the declaration after %s" %
                                 (path.name, match.group(0)))
            entry = re.search(r'EntryPoint\s*=\s*"(\w+)"', arguments)
            parameters = [cs_parameter(p) for p in split_top_level(method.group("parameters"))]
            self.imports.append((path.name, entry.group(1) if entry else method.group("name"),
                                 method.group("name"), cs_type(method.group("result")),
                                 parameters))
        for name, underlying, body in ENUM.findall(text):
            members = {}
            previous = -1
            for item in split_top_level(body):
                member, _, value = (s.strip() for s in item.partition("="))
                previous = int(value, 0) if value else previous + 1
                members[member] = previous
            self.enums[name] = (underlying or "int", members)
        for name, body in STRUCT.findall(text):
            fields = re.findall(r"public\s+(?:fixed\s+)?([\w\*<>, ]+?)\s+(\w+)\s*;", body)
            self.structs[name] = [(cs_type(t), n) for t, n in fields]
        for name, value in CONST_INT.findall(text):
            self.constants[name] = int(value, 0)
        for result, name, parameters in DELEGATE.findall(text):
            self.delegates[name] = (cs_type(result),
                                    [cs_parameter(p)[0] for p in split_top_level(parameters)])


class CSharpChecker:
    def __init__(self, header, binding, report):
        self.header, self.binding, self.report = header, binding, report
        self.comparing = set()

    def mismatch(self, c, cs, parameter=False):
        """Why the C# type cs cannot carry the C type c, or None when it can."""
        kind = c[0]
        if kind == "void":
            return None if cs == ("name", "void") else "expected void"
        if kind == "scalar":
            if cs[0] == "name" and cs[1] in CS_SCALARS.get(c[1], ()):
                return None
            enum = CS_ENUMS.get(c[2])
            if enum and cs == ("name", enum[0]):
                return None
            return "expected %s for %s" % (" or ".join(sorted(CS_SCALARS[c[1]])), c[1])
        if kind == "struct":
            return self.struct_mismatch(c[1], cs)
        if kind == "opaque" or kind == "function":
            return "%s cannot be passed by value" % self.header.spell(c)
        pointee = c[1]
        if cs[0] == "name" and cs[1] in CS_POINTERS:
            return None
        if cs[0] == "pointer" and (cs[1] == ("name", "void") or pointee == ("void",)):
            return None
        if pointee[0] == "function":
            return self.function_pointer_mismatch(pointee, cs)
        if cs == ("name", "string"):
            # the compiler requires a marshaller (StringMarshalling or MarshalAs) for it
            if parameter and pointee[:2] == ("scalar", "char"):
                return None
            return "string only for a char* parameter"
        if cs[0] in ("pointer", "array", "ref"):
            if pointee[0] in ("void", "opaque"):
                return "a pointer to %s needs nint or void*" % self.header.spell(pointee)
            inner = self.mismatch(pointee, cs[1])
            return None if inner is None else "pointee: " + inner
        return "expected a pointer type (nint, void*, T*, ref T, T[])"

    def function_pointer_mismatch(self, function, cs):
        if cs[0] == "fnptr":
            if not cs[3]:
                return "a C callback needs delegate* unmanaged<...>"
            result, parameters = cs[1], cs[2]
        elif cs[0] == "name" and cs[1] in self.binding.delegates:
            result, parameters = self.binding.delegates[cs[1]]
        else:
            return "expected delegate* unmanaged<...> or a delegate type"
        if len(parameters) != len(function[2]):
            return "callback takes %d parameters, C %d" % (len(parameters), len(function[2]))
        problems = [self.mismatch(c, s) for c, s in zip(function[2] + (function[1],),
                                                         tuple(parameters) + (result,))]
        problems = [p for p in problems if p]
        return ("callback: " + "; ".join(problems)) if problems else None

    def struct_mismatch(self, name, cs):
        if cs[0] != "name" or cs[1] not in self.binding.structs:
            return "expected a [StructLayout(Sequential)] struct mirroring %s" % name
        if (name, cs[1]) in self.comparing:
            return None  # a struct reached again through its own fields (a deleter's argument)
        self.comparing.add((name, cs[1]))
        try:
            return self._fields_mismatch(name, cs)
        finally:
            self.comparing.discard((name, cs[1]))

    def _fields_mismatch(self, name, cs):
        fields = self.binding.structs[cs[1]]
        _, c_fields = self.header.structs[name]
        if len(fields) != len(c_fields):
            return "%s has %d fields, %s %d" % (cs[1], len(fields), name, len(c_fields))
        for (c_name, _, c_type), (cs_field_type, cs_name) in zip(c_fields, fields):
            problem = self.mismatch(c_type, cs_field_type)
            if problem:
                return "field %s.%s (%s) vs %s.%s (%s): %s" % (
                    name, c_name, self.header.spell(c_type), cs[1], cs_name,
                    cs_spell(cs_field_type), problem)
        return None

    def check_functions(self):
        declared = set()
        for file, c_name, method, result, parameters in self.binding.imports:
            declared.add(c_name)
            where = "C# %s %s (%s)" % (file, method, c_name)
            if c_name not in self.header.functions:
                self.report.difference("%s: no such function in the headers" % where)
                continue
            c_result, c_parameters, spellings = self.header.functions[c_name]
            if len(parameters) != len(c_parameters):
                self.report.difference("%s: %d parameters, the header has %d" %
                                       (where, len(parameters), len(c_parameters)))
                continue
            problem = self.mismatch(c_result, result)
            if problem:
                self.report.difference("%s: return type %s vs C %s: %s" % (
                    where, cs_spell(result), self.header.spell(c_result), problem))
            for index, (c, spelling, (cs, name)) in enumerate(
                    zip(c_parameters, spellings, parameters)):
                problem = self.mismatch(c, cs, parameter=True)
                if problem:
                    self.report.difference("%s: parameter %d (%s) is %s, C has %s: %s" % (
                        where, index, name, cs_spell(cs), spelling, problem))
        missing = sorted(set(self.header.functions) - declared)
        if missing:
            self.report.note("C# declares %d of %d C functions (a deliberate subset); not "
                             "declared: %s" % (len(declared & set(self.header.functions)),
                                               len(self.header.functions), ", ".join(missing)))
        return len(self.binding.imports)

    def check_enums(self):
        compared = 0
        for enum_name, group in CS_ENUMS.values():
            if enum_name not in self.binding.enums:
                self.report.difference("C# enum %s not found" % enum_name)
                continue
            underlying, members = self.binding.enums[enum_name]
            if underlying not in CS_SCALARS["int32_t"]:
                self.report.difference("C# enum %s : %s, expected int (int32_t)" %
                                       (enum_name, underlying))
            aliases = CS_NAME_ALIASES.get(group, {})
            expected = {aliases.get(short_name(k), short_name(k)): (k, v)
                        for k, v in self.header.group(group).items()}
            compared += compare_named_values(
                self.report, "C# %s" % enum_name, expected, members)
        return compared

    def check_limits(self):
        for limit in BINDING_LIMITS:
            compare_limit(self.report, self.header, limit, "C# const int",
                          normalise(short_name(limit)),
                          {normalise(k): v for k, v in self.binding.constants.items()})
        return len(BINDING_LIMITS)


def compare_limit(report, header, limit, where, name, declared):
    """The binding's value of one BINDING_LIMITS macro (declared: name → value) against the
    header's."""
    if limit not in header.limits:
        report.difference("%s not found in the headers as an integer #define" % limit)
    elif name not in declared:
        report.difference("%s for %s not found" % (where, limit))
    elif declared[name] != header.limits[limit]:
        report.difference("%s %s = %d, the header's %s is %d" % (
            where, name, declared[name], limit, header.limits[limit]))


def compare_named_values(report, where, expected, actual):
    """expected: binding name → (C constant, value); actual: binding name → value. Names are
    matched after normalise()."""
    by_key = {normalise(name): (name, value) for name, value in actual.items()}
    for name, (constant, value) in sorted(expected.items(), key=lambda item: item[1][1]):
        found = by_key.pop(normalise(name), None)
        if found is None:
            report.difference("%s: no member for %s = %d" % (where, constant, value))
        elif found[1] != value:
            report.difference("%s.%s = %d, but %s = %d" % (where, found[0], found[1], constant,
                                                             value))
    for name, value in sorted(by_key.values(), key=lambda item: item[1]):
        report.difference("%s.%s = %d has no constant in the headers" % (where, name, value))
    return len(expected)


# ---- Python -----------------------------------------------------------------------------------

class _RecordedFunction:
    """Stands in for a ctypes function: remembers the argtypes and restype assigned to it."""

    def __init__(self, name):
        self.__dict__.update(name=name, assigned=set(), argtypes=None, restype=ctypes.c_int,
                             errcheck=None)

    def __setattr__(self, attribute, value):
        self.__dict__[attribute] = value
        self.assigned.add(attribute)

    def __call__(self, *arguments):
        raise RuntimeError("%s called while checking the declarations" % self.name)


class _RecordingLibrary:
    """Stands in for ctypes.CDLL(path): hands out a _RecordedFunction per name."""

    def __init__(self, *arguments, **keywords):
        self._functions = {}

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return self._functions.setdefault(name, _RecordedFunction(name))

    __getitem__ = __getattr__


@contextlib.contextmanager
def recording_ctypes():
    saved = ctypes.CDLL, ctypes.cdll, os.environ.get("STRATA_LIBRARY")
    ctypes.CDLL, ctypes.cdll = _RecordingLibrary, ctypes.LibraryLoader(_RecordingLibrary)
    os.environ["STRATA_LIBRARY"] = "libstrata.so"  # any path: nothing is opened
    try:
        yield
    finally:
        ctypes.CDLL, ctypes.cdll = saved[0], saved[1]
        if saved[2] is None:
            del os.environ["STRATA_LIBRARY"]
        else:
            os.environ["STRATA_LIBRARY"] = saved[2]


def import_python_binding(directory):
    """The modules _native, _dtypes, _errors, _elementwise, _logging and _library of the package in
    directory, imported without running its __init__ and without loading libstrata.so."""
    package = types.ModuleType("strata")
    package.__path__ = [str(Path(directory) / "strata")]
    sys.modules["strata"] = package
    with recording_ctypes():
        return {name: importlib.import_module("strata." + name)
                for name in ("_native", "_dtypes", "_errors", "_elementwise", "_logging",
                             "_library")}


# C scalar → the ctypes types of its width and signedness (c_int32 is c_int, c_size_t c_ulong...).
PY_SCALARS = {
    "int8_t": {ctypes.c_int8}, "uint8_t": {ctypes.c_uint8},
    "char": {ctypes.c_char, ctypes.c_byte, ctypes.c_ubyte},
    "int16_t": {ctypes.c_int16}, "uint16_t": {ctypes.c_uint16},
    "int32_t": {ctypes.c_int32}, "uint32_t": {ctypes.c_uint32},
    "int64_t": {ctypes.c_int64}, "uint64_t": {ctypes.c_uint64},
    "size_t": {ctypes.c_size_t}, "uintptr_t": {ctypes.c_size_t},
    "ptrdiff_t": {ctypes.c_ssize_t}, "intptr_t": {ctypes.c_ssize_t},
    "float": {ctypes.c_float}, "double": {ctypes.c_double},
}
# Readable names of ctypes' aliases (c_int32 is c_int): the fixed-width name where there is one.
PY_NAMES = {getattr(ctypes, n): n for n in (
    "c_char", "c_byte", "c_ubyte", "c_float", "c_double", "c_void_p", "c_char_p", "c_size_t",
    "c_ssize_t", "c_int8", "c_uint8", "c_int16", "c_uint16", "c_int32", "c_uint32", "c_int64",
    "c_uint64")}


def is_function_pointer(t):
    return isinstance(t, type) and hasattr(t, "_argtypes_") and hasattr(t, "_restype_")


def py_spell(t):
    if t is None:
        return "None"
    if isinstance(t, type) and issubclass(t, ctypes._Pointer):
        return "POINTER(%s)" % py_spell(t._type_)
    if is_function_pointer(t):
        return "CFUNCTYPE(%s)" % ", ".join(map(py_spell, (t._restype_,) + tuple(t._argtypes_)))
    return PY_NAMES.get(t) or getattr(t, "__name__", repr(t))


class PythonChecker:
    def __init__(self, header, modules, report):
        self.header, self.modules, self.report = header, modules, report
        self.comparing = set()

    def mismatch(self, c, py):
        """Why the ctypes type py cannot carry the C type c, or None when it can."""
        kind = c[0]
        if kind == "void":
            return None if py is None else "expected None"
        if kind == "scalar":
            expected = PY_SCALARS[c[1]]
            return None if py in expected else "expected %s for %s" % (
                " or ".join(sorted(map(py_spell, expected))), c[1])
        if kind == "struct":
            return self.struct_mismatch(c[1], py)
        if kind in ("opaque", "function"):
            return "%s cannot be passed by value" % self.header.spell(c)
        pointee = c[1]
        if py is ctypes.c_void_p:
            return None
        if py is ctypes.c_char_p:
            return None if pointee[:2] == ("scalar", "char") else "c_char_p only for char*"
        if isinstance(py, type) and issubclass(py, ctypes._Pointer):
            if pointee[0] in ("void", "opaque"):
                return "a pointer to %s needs c_void_p" % self.header.spell(pointee)
            inner = self.mismatch(pointee, py._type_)
            return None if inner is None else "pointee: " + inner
        if is_function_pointer(py):
            if pointee[0] != "function":
                return "CFUNCTYPE for a pointer to %s" % self.header.spell(pointee)
            if len(py._argtypes_) != len(pointee[2]):
                return "callback takes %d parameters, C %d" % (len(py._argtypes_),
                                                                len(pointee[2]))
            problems = [self.mismatch(ct, pt) for ct, pt in
                        zip(pointee[2] + (pointee[1],), tuple(py._argtypes_) + (py._restype_,))]
            problems = [p for p in problems if p]
            return ("callback: " + "; ".join(problems)) if problems else None
        return "expected c_void_p, POINTER(...), c_char_p or CFUNCTYPE"

    def struct_mismatch(self, name, py):
        if not (isinstance(py, type) and issubclass(py, ctypes.Structure)):
            return "expected a ctypes.Structure mirroring %s" % name
        if (name, py) in self.comparing:
            return None  # a struct reached again through its own fields (a deleter's argument)
        self.comparing.add((name, py))
        try:
            return self._fields_mismatch(name, py)
        finally:
            self.comparing.discard((name, py))

    def _fields_mismatch(self, name, py):
        size, c_fields = self.header.structs[name]
        fields = py._fields_
        if len(fields) != len(c_fields):
            return "%s has %d fields, %s %d" % (py.__name__, len(fields), name, len(c_fields))
        for (c_name, offset, c_type), (py_name, py_type) in zip(c_fields, fields):
            problem = self.mismatch(c_type, py_type)
            if problem is None and getattr(py, py_name).offset != offset:
                problem = "offset %d, C %d" % (getattr(py, py_name).offset, offset)
            if problem:
                return "field %s.%s vs %s.%s (%s): %s" % (name, c_name, py.__name__, py_name,
                                                           py_spell(py_type), problem)
        if ctypes.sizeof(py) != size:
            return "%s is %d bytes, %s %d" % (py.__name__, ctypes.sizeof(py), name, size)
        return None

    def check_functions(self):
        library = self.modules["_native"].lib
        declared = {name: f for name, f in library._functions.items()
                    if f.assigned & {"argtypes", "restype"}}
        for name, function in sorted(declared.items()):
            where = "Python _native %s" % name
            if name not in self.header.functions:
                self.report.difference("%s: no such function in the headers" % where)
                continue
            c_result, c_parameters, spellings = self.header.functions[name]
            if "argtypes" not in function.assigned or function.argtypes is None:
                self.report.difference("%s: argtypes not set" % where)
                continue
            argtypes = list(function.argtypes)
            if len(argtypes) != len(c_parameters):
                self.report.difference("%s: %d argtypes, the header has %d parameters" %
                                       (where, len(argtypes), len(c_parameters)))
                continue
            problem = self.mismatch(c_result, function.restype)
            if problem:
                self.report.difference("%s: restype %s vs C %s: %s" % (
                    where, py_spell(function.restype), self.header.spell(c_result), problem))
            for index, (c, spelling, py) in enumerate(zip(c_parameters, spellings, argtypes)):
                problem = self.mismatch(c, py)
                if problem:
                    self.report.difference("%s: argtypes[%d] is %s, C has %s: %s" % (
                        where, index, py_spell(py), spelling, problem))
        for name in sorted(set(self.header.functions) - set(declared)):
            self.report.difference("Python _native: %s is not declared" % name)
        return len(declared)

    def check_constants(self):
        compared = 0
        dtype = self.modules["_dtypes"].DType
        compared += compare_named_values(
            self.report, "Python DType",
            {short_name(k): (k, v) for k, v in self.header.group("dtype").items()},
            {m.name: int(m.value) for m in dtype})
        errors = self.modules["_errors"]
        # The classes that define a status; a subclass inheriting one (AxisError, a kind of
        # ArgumentOutOfRangeError) is a refinement, not a second class for the code.
        classes = {n: c.status for n, c in vars(errors).items()
                   if isinstance(c, type) and issubclass(c, errors.Error)
                   and "status" in vars(c) and isinstance(c.status, int)}
        expected = {PY_ERROR_ALIASES.get(short_name(k), short_name(k)) + "_ERROR": (k, v)
                    for k, v in self.header.group("status").items() if k != "STRATA_OK"}
        compared += compare_named_values(self.report, "Python _errors", expected, classes)
        elementwise = self.modules["_elementwise"]
        op_values = set(self.header.group("op").values())
        used = set()
        for table in PY_OP_TABLES:
            for name, value in getattr(elementwise, table, {}).items():
                compared += 1
                used.add(value)
                if value not in op_values:
                    self.report.difference("Python _elementwise.%s[%r] = %d is no STRATA_OP_* "
                                           "value" % (table, name, value))
            if not hasattr(elementwise, table):
                self.report.difference("Python _elementwise.%s not found" % table)
        unused = sorted(k for k, v in self.header.group("op").items() if v not in used)
        if unused:
            self.report.note("Python op tables do not reach: %s" % ", ".join(unused))
        for (module, table), group in PY_MODE_TABLES.items():
            compared += compare_named_values(
                self.report, "Python %s.%s" % (module, table),
                {short_name(k): (k, v) for k, v in self.header.group(group).items()},
                getattr(self.modules[module], table, {}))
        library = vars(self.modules["_library"])
        for limit in BINDING_LIMITS:
            compared += 1
            compare_limit(self.report, self.header, limit, "Python _library constant",
                          short_name(limit), {k: v for k, v in library.items()
                                              if isinstance(v, int)})
        return compared


# The header limits every binding exposes under its own name.
BINDING_LIMITS = ("STRATA_MAX_COPY_THREADS", "STRATA_MAX_OPAQUE_SIZE", "STRATA_DTYPE_OPAQUE_FLAG")
# Python exception classes named apart from their code: OVERFLOW is SizeOverflowError, so that it
# does not shadow the built-in OverflowError it derives from.
PY_ERROR_ALIASES = {"OVERFLOW": "SIZE_OVERFLOW"}
# _elementwise's op tables use NumPy's names, so only their values are compared.
PY_OP_TABLES = ("UNARY", "UNARY_N", "BINARY", "PREDICATES", "REDUCE", "PAIR_REDUCE")
# (module, table) → the header group whose constants the table holds, by name and value.
PY_MODE_TABLES = {("_elementwise", "ROUNDING_MODES"): "round",
                  ("_elementwise", "CONVERT_MODES"): "convert", ("_logging", "LOG_LEVELS"): "log"}


def main():
    root = Path(__file__).resolve().parents[2]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--include", default=root / "include", help="public include directory")
    parser.add_argument("--dotnet", default=root / "capi" / "dotnet", help="C# binding sources")
    parser.add_argument("--python", default=root / "capi" / "python",
                        help="directory holding the strata Python package")
    parser.add_argument("--generated-include", default=None,
                        help="include directory holding the generated strata/strata_version.h "
                             "(default: $STRATA_GENERATED_INCLUDE, else that of the first "
                             "configured build/<preset>)")
    arguments = parser.parse_args()

    generated = arguments.generated_include or os.environ.get("STRATA_GENERATED_INCLUDE")
    if not generated:
        found = sorted((root / "build").glob("*/include/strata/strata_version.h"))
        if not found:
            raise SystemExit("no generated strata/strata_version.h: configure a build preset first "
                             "or pass --generated-include")
        generated = found[0].parents[1]
    header = CHeader(arguments.include, generated)
    report = Report()
    cs = CSharpChecker(header, CSharpBinding(arguments.dotnet), report)
    cs_functions, cs_constants = cs.check_functions(), cs.check_enums() + cs.check_limits()
    py = PythonChecker(header, import_python_binding(arguments.python), report)
    py_functions, py_constants = py.check_functions(), py.check_constants()

    for note in report.notes:
        print("note: " + note)
    for difference in report.differences:
        print("DIFFERENCE: " + difference)
    print("%s: headers %d functions, %d constants; C# %d functions, %d enum members; Python %d "
          "functions, %d codes; %d differences" % (
              "FAILED" if report.differences else "ok", len(header.functions),
              len(header.constants), cs_functions, cs_constants, py_functions, py_constants,
              len(report.differences)))
    return 1 if report.differences else 0


if __name__ == "__main__":
    sys.exit(main())
