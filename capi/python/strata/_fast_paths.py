"""The mark a Python method carries when strata._accelerator has a C fast path for it.

The mark only names the fast path; :mod:`strata._accelerate` puts the C method in the Tensor
class when the compiled module is available, and the C method calls the marked Python method
for every case its fast path does not cover. Without the compiled module the marks are inert.
"""

from typing import Any, Callable, TypeVar

_Function = TypeVar("_Function", bound=Callable[..., Any])


def fast_path(name: str, **data: Any) -> Callable[[_Function], _Function]:
    """Marks a function (a method, or a property's getter) as having the C fast path name,
    created with the keyword data (strata._accelerator.Method's op and direct)."""

    def mark(function: _Function) -> _Function:
        function.fast_path = (name, data)  # type: ignore[attr-defined]
        return function

    return mark
