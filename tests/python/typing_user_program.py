"""A program using strata as its users do, for a type checker only (test_typing runs mypy
--strict on it and never runs it). Each reveal_type line ends with the type mypy must reveal."""

from typing import List, Union

import numpy

import strata

Number = Union[bool, int, float, complex]

# Construction from NumPy arrays, lists and shapes.
a = strata.from_numpy(numpy.arange(6, dtype=numpy.float32).reshape(2, 3))
reveal_type(a)  # strata._tensor.Tensor
b = strata.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], strata.float32)
reveal_type(b)  # strata._tensor.Tensor
c = strata.zeros((2, 3), strata.int64)
reveal_type(strata.ones(4))  # strata._tensor.Tensor
reveal_type(strata.as_tensor([1, 2, 3]))  # strata._tensor.Tensor
reveal_type(strata.from_dlpack(numpy.ones(3)))  # strata._tensor.Tensor

# Layout: reshape, transpose and permute are views.
reveal_type(a.reshape(3, 2))  # strata._tensor.Tensor
reveal_type(a.reshape((6,)))  # strata._tensor.Tensor
reveal_type(a.transpose())  # strata._tensor.Tensor
reveal_type(a.transpose(1, 0))  # strata._tensor.Tensor
reveal_type(a.transpose((1, 0)))  # strata._tensor.Tensor
reveal_type(a.permute(1, 0))  # strata._tensor.Tensor
reveal_type(a.T)  # strata._tensor.Tensor
reveal_type(a.unsqueeze(0).squeeze())  # strata._tensor.Tensor
pieces: List[strata.Tensor] = a.split(1, dim=0)

# Slicing and indexing: views, and elements as rank-0 tensors.
reveal_type(a[0])  # strata._tensor.Tensor
row = a[0, 1:]
assert isinstance(row, strata.Tensor)  # an index of fewer integers than dimensions
reveal_type(row)  # strata._tensor.Tensor
a[1, 1:] = 7
a[0] = b[1]
reveal_type(a.item(0, 0))  # Union[builtins.int, builtins.float, builtins.complex]

# Reductions.
reveal_type(a.sum())  # strata._tensor.Tensor
total = a.sum(axis=0, keepdims=True)
mean = a.mean(axis=1)
reveal_type(a.argmax())  # strata._tensor.Tensor

# Elementwise methods and operators.
reveal_type(a.sin())  # strata._tensor.Tensor
reveal_type(a.exp(out=b))  # strata._tensor.Tensor
reveal_type(a.add(b))  # strata._tensor.Tensor
reveal_type(a.maximum(0.5))  # strata._tensor.Tensor
reveal_type(a + b)  # strata._tensor.Tensor
reveal_type(a * 2)  # strata._tensor.Tensor
reveal_type(2.5 - a)  # strata._tensor.Tensor
reveal_type(a / b)  # strata._tensor.Tensor
reveal_type(-a)  # strata._tensor.Tensor
reveal_type(a == b)  # strata._tensor.Tensor
reveal_type(a != 1)  # strata._tensor.Tensor
reveal_type(a < b)  # strata._tensor.Tensor
reveal_type(a.isnan())  # strata._tensor.Tensor
reveal_type(a.norm())  # strata._tensor.Tensor
reveal_type(a.all())  # strata._tensor.Tensor
reveal_type(a.any(axis=0, keepdims=True))  # strata._tensor.Tensor
reveal_type(a.clip(0, 1))  # strata._tensor.Tensor
reveal_type(a.cumsum(axis=1))  # strata._tensor.Tensor
reveal_type(a @ b.T)  # strata._tensor.Tensor
reveal_type(a.dot(b.T))  # strata._tensor.Tensor
reveal_type(strata.eye(3, k=1))  # strata._tensor.Tensor
reveal_type(strata.unstack(a))  # builtins.tuple[strata._tensor.Tensor, ...]
joined: strata.Tensor = strata.concatenate([a, c])
a += 1
reveal_type(a)  # strata._tensor.Tensor

# Copies between tensors, and back to NumPy.
a.copy_to(b)
reveal_type(a.copy())  # strata._tensor.Tensor
reveal_type(a.astype(strata.float64))  # strata._tensor.Tensor
reveal_type(a.tolist())  # Any
array = numpy.asarray(a)
reveal_type(a.numpy())  # Any

# Metadata and dtypes.
reveal_type(a.shape)  # builtins.tuple[builtins.int, ...]
reveal_type(a.ndim)  # builtins.int
reveal_type(a.strides)  # builtins.tuple[builtins.int, ...]
reveal_type(a.stride())  # Union[builtins.tuple[builtins.int, ...], builtins.int]
reveal_type(a.nbytes)  # builtins.int
reveal_type(a.dtype)  # Union[strata._dtypes.DType, strata._dtypes.OpaqueDType]
reveal_type(a.dtype.itemsize)  # builtins.int
reveal_type(strata.result_type(strata.int8, strata.float32))  # strata._dtypes.DType
reveal_type(strata.can_cast(strata.int8, strata.int64))  # builtins.bool
with strata.empty((2, 2), strata.float64) as scratch:
    reveal_type(scratch)  # strata._tensor.Tensor
