"""PyTorch as a DLPack consumer and producer: Strata tensors handed to torch and torch tensors
handed to Strata share memory (same data pointer, writes seen both ways), keep their shapes and
element strides, and outlive the object they came from. Expected values come from torch itself
(the same view or operation applied to a torch tensor of the same data).

Torch 1.13 (Debian's python3-torch, installed by cmake/setup.sh) speaks legacy DLPack only, has
no uint16/32/64 and exchanges no bool tensors through DLPack; it has no read-only tensors, so a
read-only Strata tensor is refused unless exported as a copy. Strata has no rank-0 tensors (a
torch 0-d tensor arrives as shape [1]) and rejects layouts whose elements alias (torch's unfold).
"""

import gc
import threading
import unittest

import strata
from support import StrataTestCase

try:
    import torch
    from torch.utils.dlpack import from_dlpack as to_torch
except ImportError:
    torch = None
# torch's modules hold about 100,000 objects; frozen, they stay out of the collections that
# every test runs (the module takes 0.1 s instead of 6 s).
gc.freeze()

needs_torch = unittest.skipIf(torch is None, "python3-torch is not installed "
                              "(bash cmake/setup.sh installs it)")

# Element types both libraries have, as (Strata, torch) pairs.
SHARED_DTYPES = () if torch is None else (
    (strata.int8, torch.int8), (strata.int16, torch.int16), (strata.int32, torch.int32),
    (strata.int64, torch.int64), (strata.uint8, torch.uint8), (strata.float16, torch.float16),
    (strata.bfloat16, torch.bfloat16), (strata.float32, torch.float32),
    (strata.float64, torch.float64), (strata.complex64, torch.complex64),
    (strata.complex128, torch.complex128))
VALUES = [[1, -2, 3], [-4, 5, -6]]


def torch_exchanges_bool():
    """Whether this torch exports bool tensors through DLPack (1.13 does not)."""
    try:
        torch.utils.dlpack.to_dlpack(torch.zeros(1, dtype=torch.bool))
    except RuntimeError:
        return False
    return True


def grid():
    """A torch reference and a Strata tensor holding the same 4x6 float32 values."""
    reference = torch.arange(24, dtype=torch.float32).reshape(4, 6)
    return reference, strata.array(reference.tolist(), strata.float32)


# Views applied alike to a torch tensor and a Strata tensor of the same data.
VIEWS = {
    "transposed": lambda a: a.T,
    "sliced": lambda a: a[1:3, 2:5],
    "stepped": lambda a: a[::2, 1::3],
    "stepped from an offset": lambda a: a[1::2, ::5],
    "column": lambda a: a[:, 4],
    "one row": lambda a: a[1:2, :],
    "one column": lambda a: a[:, 4:5],
}


@needs_torch
class SharedDTypes(StrataTestCase):
    def assert_shared(self, t, x, expected):
        """Strata tensor t and torch tensor x (2-D) view the same elements: one address, the
        expected values, and a write through either is seen by the other."""
        self.assertEqual(x.data_ptr(), t.data_ptr)
        self.assertEqual((t.tolist(), x.tolist()), (expected.tolist(), expected.tolist()))
        t[1, 2] = 7
        self.assertEqual(x[1, 2].item(), 7)
        x[0, 1] = 9
        self.assertEqual(t.item(0, 1), 9)

    def test_every_shared_dtype_is_zero_copy_with_writes_seen_both_ways(self):
        for sdtype, tdtype in SHARED_DTYPES:
            with self.subTest(dtype=sdtype, direction="Strata to torch"):
                reference = torch.tensor(VALUES).to(tdtype)
                t = strata.array(reference.tolist(), sdtype)
                x = to_torch(t)
                self.assertEqual(x.dtype, tdtype)
                self.assert_shared(t, x, reference)
            with self.subTest(dtype=sdtype, direction="torch to Strata"):
                x = torch.tensor(VALUES).to(tdtype)
                t = strata.from_dlpack(x)
                self.assertEqual(t.dtype, sdtype)
                self.assert_shared(t, x, x.clone())


@needs_torch
class StrataToTorch(StrataTestCase):
    def test_torch_from_dlpack_is_the_same_entry_point(self):
        t = strata.array([1.5, 2.5], strata.float32)
        x = torch.from_dlpack(t)
        self.assertEqual(x.data_ptr(), t.data_ptr)
        self.assertEqual(x.tolist(), [1.5, 2.5])

    def test_bfloat16_values_round_as_torch_rounds_them(self):
        reference = torch.tensor([1.0, 1.00390625, -3.14159, 65504.0, 1e-3]).to(torch.bfloat16)
        t = strata.array([1.0, 1.00390625, -3.14159, 65504.0, 1e-3], strata.bfloat16)
        self.assertEqual(to_torch(t).tolist(), reference.tolist())

    def test_types_torch_lacks_are_refused_by_torch_and_nothing_leaks(self):
        lacking = [strata.uint16, strata.uint32, strata.uint64]
        if not torch_exchanges_bool():
            lacking.append(strata.bool_)
        for dtype in lacking:
            with self.subTest(dtype=dtype):
                t = strata.zeros((2, 3), dtype)
                with self.assertRaises(RuntimeError):
                    to_torch(t)  # tearDown checks that the untaken capsule was freed

    @unittest.skipUnless(torch is not None and torch_exchanges_bool(),
                         "this torch exchanges no bool tensors through DLPack")
    def test_bool_is_zero_copy(self):
        t = strata.array([True, False, True], strata.bool_)
        x = to_torch(t)
        self.assertEqual((x.dtype, x.data_ptr(), x.tolist()),
                         (torch.bool, t.data_ptr, [True, False, True]))

    def test_views_keep_shape_strides_and_address(self):
        reference, t = grid()
        for name, view in VIEWS.items():
            with self.subTest(view=name):
                expected, v = view(reference), view(t)
                x = to_torch(v)
                self.assertEqual(tuple(x.shape), tuple(expected.shape))
                self.assertEqual(x.stride(), expected.stride())
                self.assertEqual(x.data_ptr(), v.data_ptr)
                self.assertEqual(x.tolist(), expected.tolist())
                x.mul_(-1)  # writes through torch land in the Strata view
                self.assertEqual(v.tolist(), (-expected).tolist())
                x.mul_(-1)

    def test_torch_operations_write_strided_shared_memory(self):
        reference, t = grid()
        x = to_torch(t.T)
        torch.add(x, torch.ones(6, 4), out=x)
        x.mul_(2)
        self.assertEqual(t.tolist(), ((reference + 1) * 2).tolist())
        y = to_torch(t)
        torch.sin(y, out=y)
        self.assertEqual(t.tolist(), torch.sin((reference + 1) * 2).tolist())

    def test_torch_operations_read_shared_memory(self):
        reference, t = grid()
        product = torch.matmul(to_torch(t), to_torch(t.T))
        self.assertTrue(torch.equal(product, reference @ reference.T))
        self.assertEqual(to_torch(t[::2, 1::3]).sum().item(), reference[::2, 1::3].sum().item())

    def test_broadcast_view_reaches_torch_with_zero_strides(self):
        row = strata.array([1.0, 2.0, 3.0], strata.float32)
        b = row.broadcast_to((4, 3))
        x = to_torch(b)
        expected = torch.tensor([1.0, 2.0, 3.0]).expand(4, 3)
        self.assertEqual((tuple(x.shape), x.stride()), (tuple(expected.shape), expected.stride()))
        self.assertEqual(x.data_ptr(), row.data_ptr)
        self.assertEqual(x.tolist(), expected.tolist())
        row[1] = 20
        self.assertEqual(x[:, 1].tolist(), [20.0] * 4)
        # torch refuses in-place writes where elements alias, as for its own expand()
        with self.assertRaisesRegex(RuntimeError, "single memory location"):
            x.add_(1)

    def test_empty_tensors(self):
        for shape in [(0,), (0, 3), (3, 0), (2, 0, 4)]:
            with self.subTest(shape=shape):
                x = to_torch(strata.zeros(shape, strata.float32))
                self.assertEqual(tuple(x.shape), shape)
                self.assertEqual(x.numel(), 0)
                self.assertEqual(x.sum().item(), 0.0)

    def test_read_only_tensor_is_refused_but_exports_as_a_copy(self):
        source = strata.array([1.0, 2.0])
        read_only = strata.from_dlpack(source, read_only=True)
        with self.assertRaisesRegex(BufferError, "read-only"):
            to_torch(read_only)
        x = to_torch(read_only.__dlpack__(copy=True))
        self.assertNotEqual(x.data_ptr(), read_only.data_ptr)
        x[0] = 5.0
        self.assertEqual((x.tolist(), source.tolist()), ([5.0, 2.0], [1.0, 2.0]))

    def test_torch_tensor_outlives_the_strata_tensor(self):
        reference, t = grid()
        x = to_torch(t[1:, ::2].T)
        del t
        gc.collect()
        self.assertEqual(x.tolist(), reference[1:, ::2].T.tolist())
        x.add_(1)
        self.assertEqual(x.tolist(), (reference[1:, ::2].T + 1).tolist())

    def test_dropping_the_torch_tensor_on_another_thread_frees_the_export(self):
        live = strata.live_tensor_count()
        holder = [to_torch(strata.zeros((3, 3)))]
        worker = threading.Thread(target=holder.clear)
        worker.start()
        worker.join()
        gc.collect()
        self.assertEqual(strata.live_tensor_count(), live)


@needs_torch
class TorchToStrata(StrataTestCase):
    def test_bool_follows_what_torch_exports(self):
        x = torch.tensor([True, False, True])
        if not torch_exchanges_bool():
            with self.assertRaisesRegex(RuntimeError, "[Bb]ool"):
                strata.from_dlpack(x)
            return
        t = strata.from_dlpack(x)
        self.assertEqual((t.dtype, t.data_ptr, t.tolist()),
                         (strata.bool_, x.data_ptr(), [True, False, True]))

    def test_non_contiguous_tensors_keep_strides_and_address(self):
        base = torch.arange(24, dtype=torch.float64)
        cases = {
            "transposed": base.reshape(4, 6).t(),
            "sliced": base.reshape(4, 6)[1:3, 2:5],
            "stepped": base.reshape(4, 6)[1::2, ::5],
            "permuted": base.reshape(2, 3, 4).permute(2, 0, 1),
            "one column": base.reshape(4, 6)[:, 4:5],
            "expanded": base[:3].expand(4, 3),
        }
        for name, x in cases.items():
            with self.subTest(layout=name):
                t = strata.from_dlpack(x)
                self.assertEqual(t.shape, tuple(x.shape))
                # a length-1 dimension's stride addresses nothing; Strata stores 0 there
                self.assertEqual([s for s, n in zip(t.stride(), t.shape) if n > 1],
                                 [s for s, n in zip(x.stride(), x.shape) if n > 1])
                self.assertEqual(t.data_ptr, x.data_ptr())
                self.assertEqual(t.tolist(), x.tolist())

    def test_writes_through_a_strided_strata_view_land_in_torch(self):
        x = torch.zeros(4, 6)
        t = strata.from_dlpack(x.t()[::2])
        t.fill(1.0)
        expected = torch.zeros(4, 6)
        expected.t()[::2] = 1.0
        self.assertTrue(torch.equal(x, expected))

    def test_zero_dimensional_tensor_arrives_as_rank_zero(self):
        x = torch.tensor(2.5)
        t = strata.from_dlpack(x)
        self.assertEqual((t.shape, t.data_ptr, t.tolist()), (tuple(x.shape), x.data_ptr(), x.tolist()))
        back = torch.from_dlpack(t)
        self.assertEqual((tuple(back.shape), back.item()), ((), 2.5))

    def test_empty_tensors(self):
        for shape in [(0,), (0, 3), (3, 0), (2, 0, 4)]:
            with self.subTest(shape=shape):
                t = strata.from_dlpack(torch.zeros(shape))
                self.assertEqual((t.shape, t.size), (shape, 0))

    def test_aliasing_layout_is_refused_and_its_contiguous_copy_taken(self):
        windows = torch.arange(6.0).unfold(0, 3, 1)  # overlapping rows: strides (1, 1)
        with self.assertRaisesRegex(strata.InvalidArgumentError, "alias"):
            strata.from_dlpack(windows)
        self.assertEqual(windows.tolist()[1], [1.0, 2.0, 3.0])  # torch's tensor is untouched
        self.assertEqual(strata.from_dlpack(windows.contiguous()).tolist(), windows.tolist())

    def test_strata_tensor_outlives_the_torch_tensor(self):
        x = torch.arange(12, dtype=torch.int32).reshape(3, 4)
        expected = x.t().tolist()
        t = strata.from_dlpack(x.t())
        del x
        gc.collect()
        self.assertEqual(t.tolist(), expected)
        t[0, 0] = 42
        self.assertEqual(t.item(0, 0), 42)


@needs_torch
class RoundTrips(StrataTestCase):
    def test_strata_torch_strata_shares_one_storage(self):
        _, t = grid()
        view = t[1:, ::2]
        back = strata.from_dlpack(to_torch(view))
        self.assertEqual((back.shape, back.strides, back.data_ptr),
                         (view.shape, view.strides, view.data_ptr))
        back[0, 0] = -1
        self.assertEqual(t.item(1, 0), -1)

    def test_torch_strata_torch_shares_one_storage(self):
        x = torch.arange(20, dtype=torch.int64).reshape(4, 5)[:, 1:4].t()
        y = to_torch(strata.from_dlpack(x))
        self.assertEqual((tuple(y.shape), y.stride(), y.data_ptr()),
                         (tuple(x.shape), x.stride(), x.data_ptr()))
        y[2, 3] = 100
        self.assertEqual(x[2, 3].item(), 100)

    def test_round_trips_outlive_both_originals(self):
        x = torch.arange(6.0)
        y = to_torch(strata.from_dlpack(x))
        del x
        gc.collect()
        self.assertEqual(y.tolist(), [0.0, 1.0, 2.0, 3.0, 4.0, 5.0])
        t = strata.array([1, 2, 3], strata.int16)
        u = strata.from_dlpack(to_torch(t))
        del t
        gc.collect()
        self.assertEqual(u.tolist(), [1, 2, 3])


if __name__ == "__main__":
    unittest.main()
