"""NumPy operations the library has no kernel for, composed in Python from native ones: matmul
(and dot beyond vectors), cumsum, all/any, clip with NumPy's bounds, and eye. Each runs a few native
calls per call (elementwise ops, reductions, copies), none per element; the ElementwiseMethods
methods of the same names call these.

matmul multiplies broadcast blocks of the shared dimension and sums them (strata_reduce_axes), a
block at a time so that the products stay within _PRODUCT_ELEMENTS elements. cumsum adds shifted
copies of the running sums (1, 2, 4, ... positions: log2(n) steps of two native calls); floating
sums therefore associate differently from NumPy's left-to-right loop and may differ in the last
bits."""

from __future__ import annotations

import math
import warnings
from typing import TYPE_CHECKING, Any, Optional

from ._construct import full, zeros
from ._core import cast
from ._docstrings import numpy_doc
from ._dtypes import DType, as_dtype, common_dtype, scalar_result_type, sum_dtype
from ._errors import ShapeMismatchError, normalize_axis

if TYPE_CHECKING:
    from ._tensor import Tensor
    from ._typing import DTypeLike

# The most elements one block of matmul's broadcast products holds.
_PRODUCT_ELEMENTS = 1 << 20
_MATMUL_SIGNATURE = "(n?,k),(k,m?)->(n?,m?)"


def matmul(x: Tensor, y: Tensor) -> Tensor:
    """x @ y as numpy.matmul: stacks of matrices broadcast over their leading dimensions; a 1-D
    operand is a row (first) or a column (second) whose dimension the result drops; two 1-D
    operands give rank 0. Bool operands give bool (any of the products is true)."""
    for position, operand in enumerate((x, y)):
        if operand.ndim == 0:
            raise ValueError("matmul: Input operand %d does not have enough dimensions (has 0, "
                             "gufunc core with signature %s requires 1)"
                             % (position, _MATMUL_SIGNATURE))
    dtype = common_dtype([x.dtype, y.dtype])
    a = x.unsqueeze(0) if x.ndim == 1 else x
    b = y.unsqueeze(1) if y.ndim == 1 else y
    (n, k), (k2, m) = a.shape[-2:], b.shape[-2:]
    if k != k2:
        raise ValueError("matmul: Input operand 1 has a mismatch in its core dimension 0, with "
                         "gufunc signature %s (size %d is different from %d)"
                         % (_MATMUL_SIGNATURE, k2, k))
    batch = _batch_shape(x.shape, y.shape, a.shape[:-2], b.shape[:-2])
    result = _matrix_products(a, b, dtype, batch + (n, m))
    shape = batch + ((n,) if x.ndim > 1 else ()) + ((m,) if y.ndim > 1 else ())
    return result.reshape(shape)


def _batch_shape(x_shape, y_shape, a, b):
    """The broadcast of the stack dimensions a and b (NumPy's error when they do not)."""
    rank = max(len(a), len(b))
    a, b = (1,) * (rank - len(a)) + tuple(a), (1,) * (rank - len(b)) + tuple(b)
    if any(p != q and 1 not in (p, q) for p, q in zip(a, b)):
        raise ShapeMismatchError("matmul: the stack dimensions of shapes %s and %s do not "
                                 "broadcast together" % (x_shape, y_shape))
    return tuple(q if p == 1 else p for p, q in zip(a, b))


def _matrix_products(a, b, dtype, shape):
    """A new dense tensor of shape (..., n, m): Σ_j a[..., i, j] · b[..., j, l] in dtype (bool:
    whether any product is true)."""
    compute = DType.int64 if dtype is DType.bool else dtype
    a, b = cast(a, compute), cast(b, compute)
    k = a.shape[-1]
    total = zeros(shape, compute)
    # Each block broadcasts (..., n, c, 1) against (..., 1, c, m) and sums over c.
    block = max(1, _PRODUCT_ELEMENTS // max(1, math.prod(shape)))
    for start in range(0, k, block):
        count = min(block, k - start)
        rows = a.narrow(-1, start, count).unsqueeze(a.ndim)
        columns = b.narrow(-2, start, count).unsqueeze(b.ndim - 2)
        partial = rows.binary("multiply", columns).sum(axis=-2, dtype=compute)
        total.binary("add", partial, out=total)
    return total.binary("ne", 0) if dtype is DType.bool else total


def dot(x: Tensor, y: Any) -> Tensor:
    """numpy.dot: the inner product of vectors (natively), the product by a Python number or a
    rank-0 tensor, matmul for a vector second operand or matrices, and for N-D operands the sum
    over x's last axis and y's second-to-last, the result's axes x's others then y's."""
    if isinstance(y, (bool, int, float, complex)) or x.ndim == 0 or y.ndim == 0:
        return x.binary("multiply", y)  # NumPy: a rank-0 operand multiplies
    x_shape, y_shape = x.shape, y.shape
    inner = x_shape[-1]
    axis = 0 if y.ndim == 1 else y.ndim - 2
    if y_shape[axis] != inner:
        raise ValueError("shapes %s and %s not aligned: %d (dim %d) != %d (dim %d)"
                         % (_numpy_shape(x_shape), _numpy_shape(y_shape), inner, x.ndim - 1,
                            y_shape[axis], axis))
    if x.ndim == 1 and y.ndim == 1:
        dtype = common_dtype([x.dtype, y.dtype])
        if dtype is DType.bool:  # NumPy's bool dot: whether some pair is true
            return x.binary("bitwise_and", y).any()
        return cast(x, dtype).reduce("dot", cast(y, dtype))
    if y.ndim == 1 or (x.ndim <= 2 and y.ndim == 2):
        return matmul(x, y)
    # y's contracted axis first, then both flattened to matrices.
    rows, columns = math.prod(x_shape[:-1]), math.prod(y_shape[:-2]) * y_shape[-1]
    a = x.contiguous().reshape(rows, inner)
    b = y.movedim(axis, 0).contiguous().reshape(inner, columns)
    product = matmul(a, b)
    return product.reshape(x_shape[:-1] + y_shape[:-2] + y_shape[-1:])


def deviation(x: Tensor, axis: Any, dtype: Any, ddof: Any, keepdims: bool) -> Tensor:
    """numpy.std with a ddof: the deviations from the mean (in dtype), their squared magnitudes
    summed over axis, divided by N − ddof (N the elements each result reduces; a divisor ≤ 0
    divides by 0, with NumPy's RuntimeWarning), and the square root."""
    mean = x.mean(axis=axis, dtype=dtype, keepdims=True)
    deviations = cast(x, mean.dtype).binary("subtract", mean)
    # As NumPy: a complex tensor's squared magnitudes are real; a real one's squares stay in
    # dtype (complex when dtype is).
    squares = (deviations.binary("multiply", deviations.conjugate()).real
               if x.dtype.is_complex else deviations.binary("multiply", deviations))
    total = squares.sum(axis=axis, keepdims=keepdims)
    count = x.size // total.size if total.size else 0
    divisor = max(count - ddof, 0)
    if divisor == 0:
        warnings.warn("Degrees of freedom <= 0 for slice", RuntimeWarning, stacklevel=3)
    return total.binary("divide", divisor).sqrt()


def _numpy_shape(shape):
    """A shape as NumPy writes it in messages: (3,) and (2,3)."""
    return "(%s)" % ",".join(map(str, shape)) + ("," if len(shape) == 1 else "")


def cumsum(x: Tensor, axis: Optional[int], dtype: Optional[Any]) -> Tensor:
    """numpy.cumsum into a new dense tensor (see the module text for the order of the sums)."""
    target = as_dtype(dtype) if dtype is not None else sum_dtype(x.dtype)
    if axis is None:
        x = x.contiguous().reshape(x.size)
        axis = 0
    else:
        axis = normalize_axis(axis, x.ndim)
    sums = x.astype(target)  # always a new dense tensor
    n, shift = sums.shape[axis], 1
    while shift < n:
        tail = sums.narrow(axis, shift, n - shift)
        tail.binary("add", sums.narrow(axis, 0, n - shift)).copy_to(tail)
        shift *= 2
    return sums


def truth(x: Tensor, op: str, axis: Any, keepdims: bool) -> Tensor:
    """numpy.all (op "all") or numpy.any of x's elements by their truth (NaN is true; an empty
    all is True, an empty any False): a new bool tensor, rank 0 when every axis is reduced and
    keepdims is false."""
    zero = False if x.dtype is DType.bool else 0
    if axis is None and not keepdims:
        # One native pass, nothing allocated but a one-element zero and the result.
        zero_tensor = full((), zero, x.dtype)
        found = (not x.compare_any("eq", zero_tensor) if op == "all"
                 else not x.compare_all("eq", zero_tensor))
        return full((), found, DType.bool)
    # Count the elements that decide (zeros for all, nonzeros for any) along the axes.
    counted = x.binary("eq" if op == "all" else "ne", zero)
    counts = counted.sum(axis=axis, keepdims=keepdims)
    return counts.binary("eq" if op == "all" else "gt", 0)


def clip(x: Tensor, low: Any, high: Any) -> Tensor:
    """numpy.clip: maximum(x, low), then minimum(.., high), with NumPy's promotion (a float
    bound makes an integer tensor float64) and broadcast bounds; low > high gives high, as
    NumPy's composition does. Number bounds that keep x's real dtype take one native clamp."""
    if low is None and high is None:
        raise ValueError("One of max or min must be given")
    if _clamps_natively(x.dtype, low) and _clamps_natively(x.dtype, high) and low <= high:
        return x.clamp(low, high)
    result = x
    for bound in (low, high):
        if isinstance(bound, (float, complex)):
            # One promotion over all three operands, as NumPy's clip ufunc: a float bound makes
            # the result float before the other bound meets it (an int bound outside an
            # integer dtype then fits).
            result = cast(result, scalar_result_type(result.dtype, bound))
    if low is not None:
        result = result.binary("maximum", low)
    if high is not None:
        result = result.binary("minimum", high)
    return result


def _clamps_natively(dtype, bound):
    """Whether bound is a Python int or float (not NaN) that leaves a real numeric dtype as it
    is, so that strata_clamp computes what NumPy's composition does."""
    kind = type(bound)
    if kind is not int and kind is not float or bound != bound:  # NaN: the composition
        return False
    return ((dtype.is_integer or dtype.is_float) and scalar_result_type(dtype, bound) is dtype)


@numpy_doc("A 2-D tensor with ones on one diagonal and zeros elsewhere (numpy.eye).",
           ("N", "int", "Number of rows."),
           ("M", "int, optional", "Number of columns (default N)."),
           ("k", "int, optional", "The diagonal: 0 the main one, > 0 above it, < 0 below."),
           ("dtype", "dtype-like, optional", "Element type (default float64)."),
           returns=("Tensor", "A new dense tensor of shape (N, M)."),
           raises=[("ValueError", "A negative N or M.")])
def eye(N: int, M: Optional[int] = None, k: int = 0,
        dtype: DTypeLike = DType.float64) -> Tensor:
    result = zeros((N, N if M is None else M), dtype)
    result.diagonal(k).fill(1)
    return result
