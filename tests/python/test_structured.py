"""NumPy structured and void dtypes through strata: opaque tensors that share memory with NumPy
arrays both ways, keep the exact NumPy dtype (fields, offsets, padding, alignment, nested records,
sub-arrays) through every view, copy and join, and refuse what would interpret their bytes.

NumPy is the oracle: each layout operation is run on the NumPy array and on the tensor, and the
two results must have the same dtype, shape and field bytes in logical order (bytes rather than
field values, so that NaN payloads from random data compare exactly; fields rather than whole
records, because NumPy copies structured records field by field and leaves the padding of a new
array as it finds it, while Strata moves whole records, padding included).
"""

import copy
import pickle
import unittest

import strata
from strata._tensor import RecordTensor
from support import StrataTestCase, needs_numpy, numpy as np

# Structured dtypes of several kinds, and plain void dtypes of odd sizes.
STRUCTURED = {
    "packed": [("x", "f4"), ("y", "i2")],
    "aligned": ("aligned", [("a", "i1"), ("b", "f8"), ("c", "u2")]),
    "nested": [("p", [("x", "f8"), ("y", "u1")]), ("s", "i2", (2, 3))],
    "big_endian": [("a", ">i4"), ("b", "u1")],
    "offsets": {"names": ["a", "b"], "formats": ["i4", "u1"], "offsets": [4, 0], "itemsize": 12},
    "titled": [(("the a", "a"), "u2"), ("b", "i1")],
}
PLAIN_SIZES = (3, 5, 12, 24)


def structured(name):
    spec = STRUCTURED[name]
    if isinstance(spec, tuple):
        return np.dtype(spec[1], align=True)
    return np.dtype(spec)


def all_dtypes():
    """(label, NumPy dtype) of every structured and plain void dtype under test."""
    if np is None:
        return []
    return ([(name, structured(name)) for name in STRUCTURED]
            + [("V%d" % n, np.dtype("V%d" % n)) for n in PLAIN_SIZES])


def field_bytes(array):
    """The bytes of every field of array in logical order, padding left out."""
    if array.dtype.names is None:
        return array.tobytes()
    return b"".join(field_bytes(array[name]) for name in array.dtype.names)


def records(dtype, shape, seed=0):
    """A NumPy array of dtype with random field bytes and zero padding."""
    count = int(np.prod(shape))
    raw = np.random.default_rng(seed).integers(0, 256, count * dtype.itemsize, dtype=np.uint8)
    noisy = raw.view(dtype).reshape(shape)
    if dtype.names is None:
        return noisy.copy()
    clean = np.zeros(shape, dtype)
    for name in dtype.names:
        clean[name] = noisy[name]
    return clean


class RecordCase(StrataTestCase):
    def assertSameRecords(self, actual, expected):
        """actual (a tensor or array) holds expected's records: the same dtype (alignment flag
        included), shape and bytes in logical order."""
        actual = np.asarray(actual)
        self.assertEqual(actual.dtype, expected.dtype)
        self.assertEqual(actual.dtype.fields, expected.dtype.fields)
        self.assertEqual(actual.dtype.itemsize, expected.dtype.itemsize)
        self.assertEqual(actual.dtype.isalignedstruct, expected.dtype.isalignedstruct)
        self.assertEqual(actual.shape, expected.shape)
        self.assertEqual(field_bytes(actual), field_bytes(expected))

    def assertSameView(self, view, expected, base):
        """view is a tensor viewing base's memory as NumPy's view expected does."""
        self.assertSameRecords(view, expected)
        exported = np.asarray(view)
        self.assertTrue(np.shares_memory(exported, base))
        self.assertEqual(exported.__array_interface__["data"][0],
                         expected.__array_interface__["data"][0])
        # Strata gives length-1 dimensions stride 0; the others must match NumPy's.
        for length, got, want in zip(expected.shape, exported.strides, expected.strides):
            if length > 1:
                self.assertEqual(got, want)


@needs_numpy
class OpaqueDTypes(StrataTestCase):
    def test_a_numpy_void_dtype_gives_an_opaque_dtype_of_its_size(self):
        for label, dtype in all_dtypes():
            with self.subTest(dtype=label):
                d = strata.opaque(dtype)
                self.assertEqual(d.itemsize, dtype.itemsize)
                self.assertEqual(int(d), 0x01000000 | dtype.itemsize)
                self.assertEqual(d.dtype, dtype)
                self.assertEqual(d, dtype)
                self.assertEqual(strata.dtype_size(d), dtype.itemsize)
                self.assertEqual(strata.as_tensor(np.zeros(2, dtype)).dtype, d)

    def test_plain_dtypes_are_numpy_void_of_their_size_and_one_object(self):
        self.assertIs(strata.opaque(12), strata.opaque("V12"))
        self.assertIs(strata.opaque(12), strata.opaque(np.dtype("V12")))
        self.assertEqual(strata.opaque(12).dtype, np.dtype("V12"))
        self.assertEqual(strata.opaque(12), "V12")
        self.assertEqual(strata.opaque(12), 0x0100000C)
        self.assertEqual(repr(strata.opaque(12)), "strata.opaque(12)")
        self.assertEqual(strata.opaque(12).name, "opaque12")

    def test_equality_follows_numpy(self):
        packed = structured("packed")
        self.assertEqual(strata.opaque(packed), strata.opaque([("x", "f4"), ("y", "i2")]))
        self.assertEqual(strata.opaque(packed), packed)
        renamed = np.dtype([("u", "f4"), ("v", "i2")])
        self.assertEqual(strata.opaque(packed) == strata.opaque(renamed), packed == renamed)
        self.assertEqual(strata.opaque(packed) == strata.opaque(6), packed == np.dtype("V6"))
        self.assertNotEqual(strata.opaque(6), strata.opaque(7))
        self.assertNotEqual(strata.opaque(4), strata.int32)
        self.assertNotEqual(strata.int32, strata.opaque(4))
        self.assertEqual(hash(strata.opaque(packed)), hash(strata.opaque(renamed)))
        self.assertEqual(repr(strata.opaque(packed)), "strata.opaque(%r)" % (packed,))

    def test_dtype_spellings_numpy_accepts_are_accepted(self):
        self.assertEqual(strata.zeros(2, "V5").dtype, strata.opaque(5))
        self.assertEqual(strata.zeros(2, "|V5").dtype, strata.opaque(5))
        self.assertEqual(strata.zeros(2, np.dtype("V5")).dtype, strata.opaque(5))
        self.assertEqual(strata.zeros(2, "f4,i2").dtype, np.dtype("f4,i2"))
        self.assertEqual(strata.zeros(2, [("x", "f4"), ("y", "i2")]).dtype,
                         structured("packed"))
        self.assertEqual(strata.zeros(2, structured("aligned")).numpy().dtype,
                         structured("aligned"))

    def test_dtypes_without_an_opaque_form_are_refused(self):
        for bad in (0, 65537, "S5", np.dtype("U2"), np.dtype(("i4", (2,))),
                    [("o", "O")], [("a", "i4"), ("o", "O")]):
            with self.subTest(bad=bad):
                with self.assertRaises(TypeError):
                    strata.opaque(bad)
        self.assertEqual(strata.opaque(65536).itemsize, 65536)
        with self.assertRaises(TypeError):
            strata.as_tensor(np.zeros(2, [("o", "O")]))

    def test_pickling_keeps_the_description_and_the_alignment(self):
        aligned = strata.opaque(structured("aligned"))
        restored = pickle.loads(pickle.dumps(aligned))
        self.assertEqual(restored, aligned)
        self.assertTrue(restored.dtype.isalignedstruct)
        self.assertIs(pickle.loads(pickle.dumps(strata.opaque(5))), strata.opaque(5))

    def test_promotion_questions_answer_as_numpy(self):
        packed = structured("packed")
        self.assertEqual(strata.result_type(strata.opaque(packed), strata.opaque(packed)),
                         np.result_type(packed, packed))
        self.assertEqual(strata.can_cast(strata.opaque(packed), strata.opaque(packed)),
                         np.can_cast(packed, packed, "same_kind"))
        self.assertEqual(strata.can_cast(strata.opaque(6), strata.int16),
                         np.can_cast(np.dtype("V6"), np.int16, "same_kind"))
        with self.assertRaises(TypeError):
            strata.result_type(strata.opaque(packed), strata.float32)


@needs_numpy
class ZeroCopyRoundTrip(RecordCase):
    def test_as_tensor_and_asarray_share_memory_and_keep_the_exact_dtype(self):
        for label, dtype in all_dtypes():
            with self.subTest(dtype=label):
                a = records(dtype, (4, 3))
                t = strata.as_tensor(a)
                self.assertIsInstance(t, strata.Tensor)
                self.assertEqual(t.shape, (4, 3))
                self.assertEqual(t.itemsize, dtype.itemsize)
                self.assertEqual(t.data_ptr, a.__array_interface__["data"][0])
                self.assertSameView(t, a, a)
                if dtype.names is not None:
                    self.assertIs(np.asarray(t).dtype, dtype)

    def test_writes_are_visible_both_ways(self):
        for label, dtype in all_dtypes():
            with self.subTest(dtype=label):
                a = records(dtype, (5,))
                other = records(dtype, (2,), seed=1)
                t = strata.from_numpy(a)
                a[1] = other[0]
                self.assertEqual(t.numpy()[1].tobytes(), other[0].tobytes())
                t[3] = other[1]
                self.assertEqual(a[3].tobytes(), other[1].tobytes())

    def test_plain_void_tensors_are_plain_tensors_and_structured_ones_carry_their_dtype(self):
        plain = strata.as_tensor(np.zeros(3, "V6"))
        self.assertIs(type(plain), strata.Tensor)
        self.assertEqual(plain.dtype, strata.opaque(6))
        described = strata.as_tensor(np.zeros(3, structured("packed")))
        self.assertIsInstance(described, RecordTensor)
        self.assertEqual(described.dtype, strata.opaque(structured("packed")))
        self.assertEqual(np.asarray(strata.zeros(3, strata.opaque(6))).dtype, np.dtype("V6"))

    def test_a_tensor_without_a_description_exports_as_void(self):
        t = strata.zeros((2, 2), strata.opaque(7))
        self.assertEqual(t.__array_interface__["typestr"], "|V7")
        self.assertNotIn("descr", t.__array_interface__)
        self.assertEqual(np.asarray(t).dtype, np.dtype("V7"))

    def test_non_contiguous_arrays_are_viewed_without_a_copy(self):
        for label, dtype in all_dtypes():
            base = records(dtype, (6, 7))
            for name, view in (("rows", base[::2]), ("columns", base[:, 1::3]),
                               ("transposed", base.T), ("both", base[1::2, ::2].T)):
                with self.subTest(dtype=label, view=name):
                    t = strata.as_tensor(view)
                    self.assertSameView(t, view, base)

    def test_unaligned_memory_is_viewed_in_place(self):
        for label, dtype in all_dtypes():
            with self.subTest(dtype=label):
                buffer = np.zeros(1 + 6 * dtype.itemsize, np.uint8)
                a = buffer[1:].view(dtype).reshape(2, 3)
                a[...] = records(dtype, (2, 3))
                t = strata.as_tensor(a)
                self.assertSameView(t.T, a.T, buffer)
                self.assertSameRecords(t.reverse(), np.flip(a))

    def test_negative_strides_are_copied_as_for_numeric_arrays(self):
        a = records(structured("packed"), (5,))
        t = strata.as_tensor(a[::-1])
        self.assertFalse(np.shares_memory(np.asarray(t), a))
        self.assertSameRecords(t, a[::-1])

    def test_empty_arrays_keep_shape_and_dtype(self):
        for label, dtype in all_dtypes():
            with self.subTest(dtype=label):
                a = np.zeros((0, 3), dtype)
                self.assertSameRecords(strata.as_tensor(a), a)

    def test_read_only_arrays_give_read_only_tensors_and_back(self):
        a = records(structured("nested"), (3,))
        a.flags.writeable = False
        t = strata.as_tensor(a)
        self.assertTrue(t.read_only)
        self.assertFalse(np.asarray(t).flags.writeable)
        before = a.tobytes()
        with self.assertRaises(strata.ReadOnlyError):
            t[0] = a[1]
        self.assertEqual(a.tobytes(), before)


@needs_numpy
class LayoutOperations(RecordCase):
    def test_views_match_numpy_and_share_memory(self):
        for label, dtype in all_dtypes():
            a = records(dtype, (4, 5))
            t = strata.as_tensor(a)
            views = (
                ("slice", t[1:3], a[1:3]),
                ("step", t[:, ::2], a[:, ::2]),
                ("T", t.T, a.T),
                ("permute", t.permute(1, 0), a.transpose(1, 0)),
                ("swapaxes", t.swapaxes(0, 1), a.swapaxes(0, 1)),
                ("reshape", t.reshape(5, 4), a.reshape(5, 4)),
                ("flat", t.reshape(-1), a.reshape(-1)),
                ("unsqueeze", t.unsqueeze(1), a[:, None]),
                ("row", t[2], a[2]),
                ("ellipsis", t[..., 3], a[..., 3]),
                ("narrow", t.narrow(1, 1, 3), a[:, 1:4]),
                ("diagonal", t.diagonal(), a.diagonal()),
                ("broadcast_to", t[1:2].broadcast_to(3, 5), np.broadcast_to(a[1:2], (3, 5))),
                ("expand", t.unsqueeze(0).expand(2, 4, 5), np.broadcast_to(a, (2, 4, 5))),
                ("slice method", t.slice([(1, 4), (0, 2)]), a[1:4, 0:2]),
                ("chain", t.T[1:4][:, ::2].T.unsqueeze(0), a.T[1:4][:, ::2].T[None]),
            )
            for name, view, expected in views:
                with self.subTest(dtype=label, view=name):
                    self.assertSameView(view, expected, a)
            for name, pieces, expected in (
                    ("split", t.split(2, 1), np.array_split(a, [2, 4], axis=1)),
                    ("tensor_split", t.tensor_split(3), np.array_split(a, 3)),
                    ("hsplit", t.hsplit([1, 3]), np.hsplit(a, [1, 3])),
                    ("unbind", t.unbind(0), list(a))):
                with self.subTest(dtype=label, pieces=name):
                    self.assertEqual(len(pieces), len(expected))
                    for piece, want in zip(pieces, expected):
                        self.assertSameView(piece, want, a)

    def test_advanced_indexing_matches_numpy(self):
        for label, dtype in all_dtypes():
            with self.subTest(dtype=label):
                a = records(dtype, (4, 5))
                t = strata.as_tensor(a)
                self.assertSameRecords(t[[3, 0, 3]], a[[3, 0, 3]])
                mask = np.array([True, False, True, True])
                self.assertSameRecords(t[mask], a[mask])
                self.assertSameRecords(t[[0, 2], 1:], a[[0, 2], 1:])
                self.assertSameRecords(t[::-1, 1:], a[::-1, 1:])
                self.assertSameRecords(t[::-2, ::-3], a[::-2, ::-3])

    def test_copies_match_numpy_and_own_their_memory(self):
        # NumPy's joins promote structured dtypes to a canonical form (native byte order, fields
        # in offset order); Strata keeps the dtype, so NumPy's join is cast back to compare.
        for label, dtype in all_dtypes():
            a = records(dtype, (3, 4))
            other = records(dtype, (3, 4), seed=2)
            t, u = strata.as_tensor(a), strata.as_tensor(other)
            resized = np.zeros(14, dtype)
            resized[:12] = a.reshape(-1)
            copies = (
                ("copy", t.copy(), a.copy()),
                ("copy module", copy.copy(t), a.copy()),
                ("deepcopy", copy.deepcopy(t), a.copy()),
                ("pickle", pickle.loads(pickle.dumps(t.T)), a.T.copy()),
                ("array", strata.array(t.T), np.array(a.T)),
                ("contiguous", t.T.contiguous(), np.ascontiguousarray(a.T)),
                ("reverse", t.reverse(), np.flip(a)),
                ("reverse dim", t.reverse(1), np.flip(a, 1)),
                ("resize", t.resize(14), resized),
                ("broadcast", t[:1].broadcast(2, 4), np.broadcast_to(a[:1], (2, 4)).copy()),
                ("concatenate", strata.concatenate([t, u]),
                 np.concatenate([a, other]).astype(dtype)),
                ("concatenate 1", strata.concatenate([t, u], 1),
                 np.concatenate([a, other], 1).astype(dtype)),
                ("stack", strata.stack([t, u], 1), np.stack([a, other], 1).astype(dtype)),
                ("split_equal", strata.concatenate(t.split_equal(2, 1), 1), a),
            )
            for name, result, expected in copies:
                with self.subTest(dtype=label, copy=name):
                    self.assertSameRecords(result, expected)
                    self.assertFalse(np.shares_memory(np.asarray(result), a))

    def test_copies_move_whole_records_padding_included(self):
        dtype = structured("aligned")
        count = 6
        raw = np.random.default_rng(7).integers(0, 256, count * dtype.itemsize, dtype=np.uint8)
        a = raw.view(dtype)
        rows = raw.reshape(count, dtype.itemsize)
        t = strata.as_tensor(a)
        self.assertEqual(np.asarray(t.copy()).view(np.uint8).tobytes(), rows.tobytes())
        self.assertEqual(np.asarray(t.reverse()).view(np.uint8).tobytes(),
                         rows[::-1].tobytes())
        self.assertEqual(np.asarray(strata.concatenate([t[::2], t[1::2]])).view(np.uint8)
                         .tobytes(), np.concatenate([rows[::2], rows[1::2]]).tobytes())
        self.assertEqual(t.flatten(), rows.tobytes())

    def test_into_forms_write_what_numpy_computes(self):
        for label, dtype in all_dtypes():
            with self.subTest(dtype=label):
                a = records(dtype, (3, 4))
                t = strata.as_tensor(a)
                out = strata.zeros((4, 3), dtype)
                t.T.copy_to(out)
                self.assertSameRecords(out, a.T.copy())
                t.reverse_into(out.T)
                self.assertSameRecords(out, np.flip(a).T.copy())
                joined = strata.empty((6, 4), dtype)
                strata.concatenate([t, t[::-1]], out=joined)
                self.assertSameRecords(joined, np.concatenate([a, a[::-1]]).astype(dtype))
                t[:1].broadcast_into(out.T)
                self.assertSameRecords(out, np.broadcast_to(a[:1], (3, 4)).T.copy())

    def test_overlapping_copies_keep_the_source_records(self):
        a = records(structured("nested"), (8,))
        expected = a.copy()
        expected[2:] = a[:6].copy()
        t = strata.as_tensor(a)
        t[:6].copy_to(t[2:])
        self.assertSameRecords(a, expected)

    def test_zeros_full_and_fill_match_numpy(self):
        for label, dtype in all_dtypes():
            with self.subTest(dtype=label):
                self.assertSameRecords(strata.zeros((2, 3), dtype), np.zeros((2, 3), dtype))
                self.assertSameRecords(strata.zeros_like(strata.zeros(2, dtype)),
                                       np.zeros(2, dtype))
                self.assertEqual(np.asarray(strata.empty((2, 3), dtype)).dtype, dtype)
                record = records(dtype, (1,), seed=3)[0]
                expected = np.zeros((2, 3), dtype)
                expected.fill(record)
                self.assertSameRecords(strata.full((2, 3), record), expected)
                self.assertSameRecords(strata.full_like(strata.zeros((2, 3), dtype), record),
                                       expected)
                a = records(dtype, (3, 4))
                t = strata.as_tensor(a)
                t[:, 1::2].fill(record)
                b = records(dtype, (3, 4))
                b[:, 1::2] = record
                self.assertSameRecords(a, b)

    def test_equality_of_contents_matches_numpy(self):
        # Byte equality is NumPy's equality for records of integer fields without padding.
        for dtype in (np.dtype([("a", "i4"), ("b", "u1")]), np.dtype("V5")):
            with self.subTest(dtype=dtype):
                a = records(dtype, (3, 4))
                same = a.copy()
                changed = a.copy()
                changed[1, 2] = records(dtype, (1,), seed=9)[0]
                for other in (same, changed, same.T.copy().T):
                    self.assertEqual(strata.as_tensor(a).sequence_equal(strata.as_tensor(other)),
                                     np.array_equal(a, other))

    def test_text_follows_numpy_and_to_string_prints_bytes(self):
        for label, dtype in all_dtypes():
            with self.subTest(dtype=label):
                a = records(dtype, (3,))
                t = strata.as_tensor(a)
                self.assertEqual(str(t), str(a))
                expected = np.array_repr(a).replace("\n", "\n" + " " * 8)
                self.assertEqual(repr(t), "strata.tensor(" + expected[len("array("):])
                self.assertEqual(t.to_string(3), "Tensor<Opaque%d>[3] {\n  [%s]\n}" % (
                    dtype.itemsize, ", ".join("0x" + r.tobytes().hex().upper() for r in a)))


@needs_numpy
class ElementsAndAssignment(RecordCase):
    def test_one_element_is_a_numpy_void_as_numpy_indexes(self):
        for label, dtype in all_dtypes():
            with self.subTest(dtype=label):
                a = records(dtype, (3, 4))
                t = strata.as_tensor(a)
                element = t[1, -2]
                self.assertIsInstance(element, type(a[1, -2]))
                self.assertEqual(element.dtype, a.dtype)
                self.assertEqual(element.tobytes(), a[1, -2].tobytes())
                # repr: random field bytes may be NaN, which equals itself only in text.
                self.assertEqual(repr(t.item(1, 2)), repr(a.item(1, 2)))
                self.assertEqual(repr(t.tolist()), repr(a.tolist()))
                self.assertEqual([r.tobytes() for r in t[2]], [r.tobytes() for r in a[2]])

    def test_a_record_element_views_the_tensor_as_numpy_s_does(self):
        a = records(structured("packed"), (4,))
        t = strata.as_tensor(a)
        t[2]["y"] = 1234
        self.assertEqual(a["y"][2], 1234)
        read_only = strata.from_numpy(a, read_only=True)
        with self.assertRaises(ValueError):
            read_only[1]["y"] = 5

    def test_index_assignment_takes_records_of_the_same_dtype(self):
        for label, dtype in all_dtypes():
            with self.subTest(dtype=label):
                a = records(dtype, (4, 3))
                source = records(dtype, (4, 3), seed=5)
                expected = a.copy()
                t = strata.as_tensor(a)
                t[0, 1] = source[1, 1]
                expected[0, 1] = source[1, 1]
                t[1:3] = source[:2]
                expected[1:3] = source[:2]
                t[3] = strata.as_tensor(source)[3, 0]
                expected[3] = source[3, 0]
                t[[0, 2], 2] = source[0, :2]
                expected[[0, 2], 2] = source[0, :2]
                self.assertSameRecords(a, expected)
                mask = np.array([[True, False, True]] * 4)
                t.filtered_update(mask, source[2, 2])
                expected[mask] = source[2, 2]
                self.assertSameRecords(a, expected)

    def test_python_values_become_records_as_numpy_makes_them(self):
        packed = structured("packed")
        a = np.zeros(4, packed)
        t = strata.as_tensor(a)
        t[0] = (1.5, -2)
        t[2:] = [(3.25, 7), (4.5, 8)]
        expected = np.zeros(4, packed)
        expected[0] = (1.5, -2)
        expected[2:] = [(3.25, 7), (4.5, 8)]
        self.assertSameRecords(a, expected)
        made = strata.array([(1.5, 2), (3.0, 4)], dtype=packed)
        self.assertSameRecords(made, np.array([(1.5, 2), (3.0, 4)], dtype=packed))
        plain = np.zeros(3, "V3")
        p = strata.as_tensor(plain)
        p[1] = b"abc"
        self.assertEqual(plain[1].tobytes(), b"abc")

    def test_records_of_another_dtype_are_refused_with_nothing_written(self):
        a = records(structured("packed"), (4,))
        before = a.tobytes()
        t = strata.as_tensor(a)
        renamed = np.zeros(4, [("u", "f4"), ("v", "i2")])
        for label, value in (("renamed fields", renamed), ("plain void", np.zeros(4, "V6")),
                             ("numbers", np.zeros(4, np.float64)),
                             ("plain tensor", strata.zeros(4, strata.opaque(6))),
                             ("number tensor", strata.zeros(4, strata.int16))):
            with self.subTest(value=label):
                with self.assertRaises(TypeError):
                    t[...] = value
                with self.assertRaises(TypeError):
                    t[1] = value[:1]
                with self.assertRaises(TypeError):
                    t.set_slice(value, [(0, 4)])
                with self.assertRaises(TypeError):
                    t.filtered_update(np.ones(4, bool), value)
        for value in (renamed[0], np.zeros(2, "V6")[0]):
            with self.assertRaises(TypeError):
                t[2] = value
            with self.assertRaises(TypeError):
                t.fill(value)
        for value in (1, 2.5, True, 1j):
            with self.assertRaises(TypeError):
                t[0] = value
            with self.assertRaises(TypeError):
                t.fill(value)
        with self.assertRaises(TypeError):
            strata.as_tensor(renamed).copy_to(t)
        with self.assertRaises(TypeError):
            strata.concatenate([t, strata.as_tensor(renamed)])
        with self.assertRaises(TypeError):
            strata.concatenate([t, strata.zeros(4, strata.opaque(6))])
        with self.assertRaises(TypeError):
            t.sequence_equal(strata.as_tensor(renamed))
        self.assertEqual(a.tobytes(), before)
        plain = strata.zeros(4, strata.opaque(6))
        with self.assertRaises(TypeError):
            plain[...] = a
        self.assertEqual(plain.flatten(), bytes(24))

    def test_field_names_are_not_indexes(self):
        t = strata.as_tensor(records(structured("packed"), (3,)))
        with self.assertRaises(IndexError) as caught:
            t["x"]
        self.assertIn("numpy()", str(caught.exception))


@needs_numpy
class RefusedOperations(RecordCase):
    def test_arithmetic_comparisons_and_reductions_raise_and_change_nothing(self):
        a = records(structured("packed"), (2, 3))
        b = records(structured("packed"), (2, 3), seed=4)
        before = (a.tobytes(), b.tobytes())
        t, u = strata.as_tensor(a), strata.as_tensor(b)
        for name, operation in (
                ("add", lambda: t + u), ("add scalar", lambda: t + 1),
                ("reflected", lambda: 1 - t), ("equal", lambda: t == u),
                ("less", lambda: t < u), ("negate", lambda: -t), ("abs", lambda: abs(t)),
                ("sum", lambda: t.sum()), ("max", lambda: t.max(axis=0)),
                ("sqrt", lambda: t.sqrt()), ("astype", lambda: t.astype(strata.float32)),
                ("astype other records", lambda: t.astype([("u", "f4"), ("v", "i2")])),
                ("array other dtype", lambda: strata.array(t, strata.int16))):
            with self.subTest(operation=name):
                with self.assertRaises(TypeError):
                    operation()
        for name in ("__iadd__", "__imul__", "__isub__"):
            with self.subTest(operation=name):
                with self.assertRaises(TypeError):
                    getattr(t, name)(u)
        self.assertEqual((a.tobytes(), b.tobytes()), before)

    def test_astype_to_the_same_dtype_copies(self):
        a = records(structured("aligned"), (3,))
        result = strata.as_tensor(a).astype(structured("aligned"))
        self.assertSameRecords(result, a)
        self.assertFalse(np.shares_memory(np.asarray(result), a))

    def test_parameters_refuse_descriptions_they_cannot_keep(self):
        described = np.zeros(3, structured("packed"))
        with self.assertRaises(TypeError):
            strata.Parameter(described, "records")
        parameter = strata.Parameter(strata.zeros(3, strata.opaque(6)), "bytes")
        with self.assertRaises(TypeError):
            parameter.set_data(described)
        self.assertEqual(parameter.data.flatten(), bytes(18))
        parameter.set_data(np.frombuffer(b"abcdef" * 3, "V6"))
        self.assertEqual(parameter.data.tolist(), np.frombuffer(b"abcdef" * 3, "V6").tolist())
        parameter.release()

    def test_dlpack_refuses_records_as_numpy_does(self):
        a = records(structured("packed"), (3,))
        with self.assertRaises(BufferError):
            a.__dlpack__()
        t = strata.as_tensor(a)
        with self.assertRaises(BufferError):
            t.__dlpack__()
        with self.assertRaises(BufferError):
            np.from_dlpack(strata.zeros(3, strata.opaque(5)))


if __name__ == "__main__":
    unittest.main()
