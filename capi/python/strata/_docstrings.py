"""NumPy-style docstrings composed from shared parameter descriptions, so that a parameter
many functions take (axis, out, dtype, …) is described once."""

from typing import Any, Callable, Iterable, Optional, Tuple, TypeVar, Union

_Function = TypeVar("_Function", bound=Callable[..., Any])

# Descriptions of the parameters several public functions share, by name.
SHARED_PARAMETERS = {
    "axis": ("None, int or sequence of int, optional",
             "Axes to reduce (negative counts from the back); None reduces all."),
    "keepdims": ("bool, optional", "Keep reduced axes with length 1."),
    "out": ("Tensor, optional", "Destination, cast to under the same_kind rule."),
    "same_dtype_out": ("Tensor, optional", "Destination of this tensor's dtype."),
    "dtype": ("dtype-like, optional", "Dtype to compute and return in."),
    "other": ("Tensor, array_like or Python scalar",
              "The second operand, broadcast against this tensor; promoted as NumPy 2 does."),
    "prototype": ("Tensor or array_like", "Gives the shape and dtype."),
    "like_dtype": ("dtype-like, optional", "Overrides the dtype."),
    "like_shape": ("int or sequence of int, optional", "Overrides the shape."),
    "shape": ("int or sequence of int", "Lengths of the dimensions."),
    "new_dtype": ("dtype-like, optional", "Element type (default float64)."),
    "strides": ("sequence of int, optional",
                "Strides in elements (default row-major); length-1 dimensions take stride 0."),
    "comparison": ("str", "\"eq\", \"gt\", \"ge\", \"lt\" or \"le\"."),
    "predicate": ("str or int", "A name of PREDICATES or a native op code."),
    "operand": ("Tensor, array_like or Python scalar",
                "The second operand (promoted with this tensor's dtype)."),
    "dim": ("int, optional", "The dimension (default 0); negative counts from the back."),
    "sections": ("int or sequence of int",
                 "A count n of nearly equal pieces (the first length % n one longer, those past "
                 "the length empty), or the split points, clamped like slice bounds (one piece "
                 "more than points)."),
    "like": ("Tensor", "Gives the lengths."),
}


def numpy_doc(summary: str, *parameters: Union[str, Tuple[str, str, str]],
              returns: Optional[Tuple[str, str]] = None,
              raises: Iterable[Tuple[str, str]] = ()) -> Callable[[_Function], _Function]:
    """A decorator setting a function's docstring in NumPy's style.

    parameters: names of SHARED_PARAMETERS, or (name, type, description) for one of a kind; a
    shared name may be given as "shown_name=shared_name". returns: (type, description).
    raises: (exception, when) pairs.
    """
    lines = [summary]
    if parameters:
        lines += ["", "Parameters", "----------"]
        for parameter in parameters:
            if isinstance(parameter, str):
                shown, _, shared = parameter.partition("=")
                kind, description = SHARED_PARAMETERS[shared or shown]
                parameter = (shown, kind, description)
            name, kind, description = parameter
            lines += ["%s : %s" % (name, kind), "    " + description]
    if returns is not None:
        lines += ["", "Returns", "-------", returns[0], "    " + returns[1]]
    if raises:
        lines += ["", "Raises", "------"]
        for error, when in raises:
            lines += [error, "    " + when]
    text = "\n".join(lines)

    def decorate(function: _Function) -> _Function:
        function.__doc__ = text
        return function

    return decorate
