"""Every public name of the package is documented in NumPy's docstring style and annotated:
a docstring with a summary, a Parameters section naming each parameter and a Returns section
when something is returned; a type hint on every parameter and on the return; and py.typed is
shipped so type checkers read them."""

import inspect
import os
import typing
import unittest

import strata
from strata import _typing

PUBLIC_CLASSES = (strata.Tensor, strata.Parameter, strata.ParameterTuple, strata.DType)
# Members Python or the base classes define (tuple's for ParameterTuple; an Enum's name and
# value), documented where they come from.
INHERITED = {name for base in (tuple, object) for name in dir(base)} | {
    "name", "value"}


def public_callables(operators=False):
    """(qualified name, function) of every public function and method of the package; with
    operators, also the special methods (__add__, __getitem__, ...) the package defines. A
    member the compiled fast paths replaced is reported as the Python one it wraps, whose
    signature inspect.signature also gives for the replacement."""
    for name in strata.__all__:
        obj = getattr(strata, name)
        if inspect.isfunction(obj):
            yield "strata." + name, obj
    for cls in PUBLIC_CLASSES:
        for name, member in inspect.getmembers(cls):
            member = getattr(inspect.getattr_static(cls, name), "__wrapped__", member)
            if name.startswith("_") and name != "__init__" and not (
                    operators and _is_special(name) and _defined_by_package(cls, name)):
                continue
            if name in INHERITED and not _defined_by_package(cls, name):
                continue
            if isinstance(member, property):
                yield "%s.%s" % (cls.__name__, name), member.fget
            elif inspect.isfunction(member) and (name != "__init__" or "__init__" in vars(cls)):
                yield "%s.%s" % (cls.__name__, name), member


def parameters_of(function):
    return [p for p in inspect.signature(function).parameters.values()
            if p.name not in ("self", "cls")]


class PublicApi(unittest.TestCase):
    def test_every_public_name_has_a_docstring(self):
        missing = [name for name in strata.__all__ if not inspect.getdoc(getattr(strata, name))
                   and not isinstance(getattr(strata, name), strata.DType)]
        missing += [name for name, function in public_callables()
                    if not (function.__doc__ or "").strip()]
        self.assertEqual(missing, [], "public names without a docstring")

    def test_docstrings_follow_numpy_style(self):
        problems = []
        for name, function in public_callables():
            doc = inspect.getdoc(function) or ""
            parameters = parameters_of(function)
            if parameters and not _is_property(name):
                if "Parameters\n----------" not in doc:
                    problems.append((name, "no Parameters section"))
                    continue
                section = doc.split("Parameters\n----------", 1)[1]
                for p in parameters:
                    label = ("*" if p.kind is p.VAR_POSITIONAL else "**" if
                             p.kind is p.VAR_KEYWORD else "") + p.name
                    if not any(line.startswith(label) for line in section.splitlines()):
                        problems.append((name, "parameter %s undocumented" % p.name))
            returns = inspect.signature(function).return_annotation
            if returns not in (None, "None", inspect.Signature.empty) and not _is_property(
                    name) and "Returns\n-------" not in doc and "Yields\n------" not in doc:
                problems.append((name, "no Returns section"))
        self.assertEqual(problems, [])

    def test_every_public_signature_is_annotated(self):
        problems = []
        for name, function in public_callables(operators=True):
            signature = inspect.signature(function)
            for p in parameters_of(function):
                if p.annotation is inspect.Parameter.empty:
                    problems.append((name, p.name))
            if signature.return_annotation is inspect.Signature.empty:
                problems.append((name, "return"))
        self.assertEqual(problems, [], "parameters or returns without a type hint")

    def test_annotations_resolve(self):
        # Every annotation names a real type (typing.get_type_hints evaluates the strings).
        namespace = dict(vars(typing), **vars(_typing), Tensor=strata.Tensor,
                         DType=strata.DType, Parameter=strata.Parameter,
                         ParameterTuple=strata.ParameterTuple)
        for name, function in public_callables():
            try:
                typing.get_type_hints(function, globalns=dict(function.__globals__, **namespace))
            except Exception as error:  # the name and the error are the report
                self.fail("%s: %r" % (name, error))

    def test_package_ships_py_typed(self):
        self.assertTrue(os.path.isfile(os.path.join(os.path.dirname(strata.__file__),
                                                    "py.typed")))


def _is_special(name):
    return name.startswith("__") and name.endswith("__")


def _defined_by_package(cls, name):
    """Whether the class that gives cls its member `name` is one of the package's."""
    owner = next((c for c in cls.__mro__ if name in vars(c)), object)
    return owner.__module__.split(".")[0] == strata.__name__


def _is_property(qualified_name):
    cls_name, _, member = qualified_name.partition(".")
    cls = {c.__name__: c for c in PUBLIC_CLASSES}.get(cls_name)
    found = inspect.getattr_static(cls, member, None) if cls is not None else None
    return isinstance(getattr(found, "__wrapped__", found), property)


if __name__ == "__main__":
    unittest.main()
