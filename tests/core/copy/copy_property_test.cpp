// Seeded randomized property test: thousands of random layouts (dense, gapped, permuted,
// zero-stride) inside one buffer, so sources and destinations overlap, interleave or stay apart
// by chance. Each operation is compared with a naive reference written here from the rules —
// read every source value first, then write destination positions in logical order — and
// every rejected call must leave the buffer unchanged.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <set>

#include "copy/broadcast_copy.h"
#include "copy/copy.h"
#include "copy/resize.h"
#include "copy/reverse.h"
#include "support/copy_test_support.h"
#include "joins/concatenate.h"
#include "layout/broadcast_rules.h"

namespace strata {
namespace {

using namespace copytest;

constexpr int64_t kBufferLength = 48;

struct Layout {
  int64_t offset;
  Lengths lengths;
  Lengths strides;
};

class Generator {
 public:
  explicit Generator(uint64_t seed) : rng_(seed) {}

  Layout Next() {
    while (true) {
      const int rank = Pick(3) + 1;
      Lengths lengths;
      for (int d = 0; d < rank; ++d) lengths.push_back(Pick(9) == 0 ? 0 : Pick(4) + 1);
      Lengths strides = Pick(3) == 0 ? Lengths{} : NestedStrides(lengths);
      const Shape shape = Shape::Create(lengths, strides).value();
      const int64_t storage = shape.required_storage();
      if (storage > kBufferLength) continue;
      return {Pick(static_cast<int>(kBufferLength - storage) + 1), lengths,
              ToVec(shape.strides())};
    }
  }

  int Pick(int n) { return static_cast<int>(rng_() % static_cast<uint64_t>(n)); }

 private:
  // Strides nested in a random dimension order, with random gaps and occasional zero strides.
  Lengths NestedStrides(const Lengths& lengths) {
    std::vector<size_t> order(lengths.size());
    std::iota(order.begin(), order.end(), 0);
    std::shuffle(order.begin(), order.end(), rng_);
    Lengths strides(lengths.size(), 0);
    int64_t extent = 1;
    for (size_t d : order) {
      if (lengths[d] <= 1 || Pick(8) == 0) continue;
      strides[d] = extent * (Pick(2) + 1);
      extent = strides[d] * lengths[d];
    }
    return strides;
  }

  std::mt19937_64 rng_;
};

// ---- The naive reference ------------------------------------------------------------------

std::vector<int64_t> Positions(const Layout& l) {
  std::vector<int64_t> out;
  for (int64_t o : LogicalOffsets(Shape::Create(l.lengths, l.strides).value())) {
    out.push_back(l.offset + o);
  }
  return out;
}

bool Dense(const Layout& l) { return Shape::Create(l.lengths, l.strides).value().is_dense(); }
int64_t Count(const Layout& l) { return static_cast<int64_t>(Positions(l).size()); }

bool Shares(const Layout& a, const Layout& b) {
  const auto pa = Positions(a), pb = Positions(b);
  const std::set<int64_t> sa(pa.begin(), pa.end());
  return std::any_of(pb.begin(), pb.end(), [&](int64_t p) { return sa.count(p) > 0; });
}

bool SameView(const Layout& a, const Layout& b) {
  auto strip = [](const Layout& l) {
    size_t d = 0;
    while (d + 1 < l.lengths.size() && l.lengths[d] == 1) ++d;
    return std::make_pair(Lengths(l.lengths.begin() + d, l.lengths.end()),
                          Lengths(l.strides.begin() + d, l.strides.end()));
  };
  return a.offset == b.offset && strip(a) == strip(b);
}

bool Broadcasts(const Lengths& from, const Lengths& to) {
  for (size_t i = 0; i < from.size(); ++i) {
    const int64_t f = from[from.size() - 1 - i];
    if (f != 1 && (i >= to.size() || to[to.size() - 1 - i] != f)) return false;
  }
  return true;
}

// Index (row-major) into `from` of each logical position of `to` under broadcasting.
std::vector<int64_t> BroadcastMap(const Lengths& from, const Lengths& to) {
  std::vector<int64_t> out;
  const Shape target = Shape::Create(to).value();
  for (int64_t flat = 0; flat < target.flattened_length(); ++flat) {
    int64_t rest = flat, index = 0, scale = 1;
    for (size_t i = 0; i < to.size(); ++i) {
      const int64_t len = to[to.size() - 1 - i];
      const int64_t coordinate = rest % len;
      rest /= len;
      if (i < from.size()) {
        const int64_t f = from[from.size() - 1 - i];
        index += (f == 1 ? 0 : coordinate) * scale;
        scale *= f;
      }
    }
    out.push_back(index);
  }
  return out;
}

bool RepeatsWhereSourceVaries(const Layout& dst, const Layout& src) {
  const size_t nd = dst.lengths.size(), ns = src.lengths.size();
  if (Count(dst) == 0) return false;
  for (size_t i = 0; i < nd; ++i) {
    const size_t d = nd - 1 - i;
    if (dst.lengths[d] > 1 && dst.strides[d] == 0 && i < ns &&
        src.strides[ns - 1 - i] != 0) {
      return true;
    }
  }
  return false;
}

struct Expected {
  StatusCode code = StatusCode::kOk;
  std::vector<int32_t> buffer;
};

// Values of `src` (already read), broadcast and written to dst's positions in logical order.
void WriteBroadcast(const std::vector<int32_t>& values, const Layout& src_shape_from,
                    const Layout& dst, std::vector<int32_t>* buffer) {
  const auto map = BroadcastMap(src_shape_from.lengths, dst.lengths);
  const auto positions = Positions(dst);
  for (size_t k = 0; k < positions.size(); ++k) (*buffer)[positions[k]] = values[map[k]];
}

std::vector<int32_t> Read(const std::vector<int32_t>& buffer, const Layout& l) {
  std::vector<int32_t> out;
  for (int64_t p : Positions(l)) out.push_back(buffer[p]);
  return out;
}

// copy_to (rule: dense/dense equal counts or same view), broadcast_into (no overlap), and
// reverse_into (same dense view; no-op same view) share this reference.
enum class Op { kCopy, kBroadcast, kReverse };

Expected CopyLike(Op op, const Layout& src, const Layout& dst, int dimension,
                  const std::vector<int32_t>& buffer) {
  Expected e{StatusCode::kOk, buffer};
  if (op == Op::kCopy && Count(src) > Count(dst)) return {StatusCode::kArgumentOutOfRange, buffer};
  std::vector<int32_t> values = Read(buffer, src);
  if (op == Op::kReverse) {
    // Reverse the row-major values along `dimension` (−1: all).
    const Shape s = Shape::Create(src.lengths).value();
    std::vector<int32_t> reversed(values.size());
    for (size_t flat = 0; flat < values.size(); ++flat) {
      int64_t rest = static_cast<int64_t>(flat), target = 0, scale = 1;
      for (int32_t d = s.rank(); d-- > 0;) {
        const int64_t len = s.length(d), c = rest % len;
        rest /= len;
        target += ((dimension == -1 || dimension == d) ? len - 1 - c : c) * scale;
        scale *= len;
      }
      reversed[target] = values[flat];
    }
    values = reversed;
    bool no_op = true;
    for (size_t d = 0; d < src.lengths.size(); ++d) {
      if ((dimension == -1 || dimension == static_cast<int>(d)) && src.lengths[d] > 1 &&
          src.strides[d] != 0) {
        no_op = false;
      }
    }
    if (SameView(src, dst) && Count(src) > 0 && no_op) return e;
  }
  if (!Broadcasts(src.lengths, dst.lengths)) return {StatusCode::kShapeMismatch, buffer};
  if (RepeatsWhereSourceVaries(dst, src)) return {StatusCode::kInvalidArgument, buffer};
  if (Shares(src, dst)) {
    const bool allowed =
        op == Op::kCopy ? SameView(src, dst) || (Dense(src) && Dense(dst) && Count(src) == Count(dst))
        : op == Op::kReverse ? SameView(src, dst) && Dense(dst)
                             : false;
    if (!allowed) return {StatusCode::kOverlap, buffer};
  }
  WriteBroadcast(values, src, dst, &e.buffer);
  return e;
}

Expected ResizeReference(const Layout& src, const Layout& dst, const std::vector<int32_t>& buffer) {
  for (size_t d = 0; d < dst.lengths.size() && Count(dst) > 0; ++d) {
    if (dst.lengths[d] > 1 && dst.strides[d] == 0) return {StatusCode::kInvalidArgument, buffer};
  }
  if (Shares(src, dst) && !(Dense(src) && Dense(dst))) return {StatusCode::kOverlap, buffer};
  Expected e{StatusCode::kOk, buffer};
  const auto values = Read(buffer, src);
  const auto positions = Positions(dst);
  for (size_t k = 0; k < positions.size(); ++k) {
    e.buffer[positions[k]] = k < values.size() ? values[k] : 0;
  }
  return e;
}

Expected ConcatenateFlatReference(const Layout& a, const Layout& b, const Layout& dst,
                                  const std::vector<int32_t>& buffer) {
  if (Count(a) + Count(b) != Count(dst)) return {StatusCode::kShapeMismatch, buffer};
  for (size_t d = 0; d < dst.lengths.size() && Count(dst) > 0; ++d) {
    if (dst.lengths[d] > 1 && dst.strides[d] == 0) return {StatusCode::kInvalidArgument, buffer};
  }
  if (Shares(a, dst) || Shares(b, dst)) return {StatusCode::kOverlap, buffer};
  Expected e{StatusCode::kOk, buffer};
  auto values = Read(buffer, a);
  const auto tail = Read(buffer, b);
  values.insert(values.end(), tail.begin(), tail.end());
  const auto positions = Positions(dst);
  for (size_t k = 0; k < positions.size(); ++k) e.buffer[positions[k]] = values[k];
  return e;
}

// ---- The property -------------------------------------------------------------------------

// The element types the property runs on. The reference works on value ids; each type stores an
// id so that a torn, shifted or half-written wide element decodes to -1, an id never written.
template <class E>
struct Codec;
template <>
struct Codec<int32_t> {
  static int32_t Encode(int32_t id) { return id; }
  static int32_t Decode(int32_t v) { return v; }
};
template <class C>
struct ComplexCodec {
  using Part = decltype(C::real);
  static C Encode(int32_t id) { return {static_cast<Part>(id), Part(-0.5) * static_cast<Part>(id)}; }
  static int32_t Decode(C v) {
    return v.imag == Part(-0.5) * v.real ? static_cast<int32_t>(v.real) : -1;
  }
};
template <>
struct Codec<Complex64> : ComplexCodec<Complex64> {};
template <>
struct Codec<Complex128> : ComplexCodec<Complex128> {};

template <class E>
std::vector<E> Encoded(const std::vector<int32_t>& ids) {
  std::vector<E> out;
  for (int32_t id : ids) out.push_back(Codec<E>::Encode(id));
  return out;
}
template <class E>
std::vector<int32_t> Decoded(const std::vector<E>& cells) {
  std::vector<int32_t> out;
  for (const E& e : cells) out.push_back(Codec<E>::Decode(e));
  return out;
}

template <class E>
class CopyProperty : public testing::Test {};
// int32 moves as one machine word; complex64 as one 8-byte word; complex128 as two.
using ElementTypes = testing::Types<int32_t, Complex64, Complex128>;
TYPED_TEST_SUITE(CopyProperty, ElementTypes);

TYPED_TEST(CopyProperty, EveryOperationMatchesTheNaiveReferenceOnRandomLayouts) {
  using E = TypeParam;
  Generator gen(0x5eed2026);
  std::vector<int32_t> buffer(kBufferLength);
  std::vector<E> cells;
  int accepted = 0, overlap_rejected = 0, overlap_accepted = 0;
  for (int trial = 0; trial < 6000; ++trial) {
    std::iota(buffer.begin(), buffer.end(), 100);
    cells = Encoded<E>(buffer);
    const Layout a = gen.Next(), b = gen.Next(), c = gen.Next();
    const Tensor ta = ViewOf(cells, a.offset, a.lengths, a.strides);
    const Tensor tb = ViewOf(cells, b.offset, b.lengths, b.strides);
    const Tensor tc = ViewOf(cells, c.offset, c.lengths, c.strides);
    const std::vector<int32_t> before = buffer;
    Expected expected;
    StatusCode actual = StatusCode::kOk;
    const int op = gen.Pick(6);
    const int dimension = gen.Pick(static_cast<int>(a.lengths.size()) + 1) - 1;
    switch (op) {
      case 0:
        expected = CopyLike(Op::kCopy, a, b, 0, before);
        actual = CopyTo(ta, tb).code();
        break;
      case 1: {
        expected = CopyLike(Op::kCopy, a, b, 0, before);
        if (expected.code == StatusCode::kArgumentOutOfRange ||
            expected.code == StatusCode::kShapeMismatch ||
            expected.code == StatusCode::kInvalidArgument) {
          expected.code = StatusCode::kOk;  // try_copy_to: "not copied"
        }
        auto tried = TryCopyTo(ta, tb);
        actual = CodeOf(tried);
        break;
      }
      case 2:
        expected = CopyLike(Op::kBroadcast, a, b, 0, before);
        actual = BroadcastInto(ta, tb).code();
        break;
      case 3:
        expected = CopyLike(Op::kReverse, a, b, dimension, before);
        actual = ReverseDimensionInto(ta, tb, dimension).code();
        break;
      case 4:
        expected = ResizeReference(a, b, before);
        actual = ResizeTo(ta, tb).code();
        break;
      default: {
        expected = ConcatenateFlatReference(a, b, c, before);
        const std::vector<Tensor> inputs{ta, tb};
        actual = ConcatenateOnDimensionInto(inputs, -1, tc).code();
        break;
      }
    }
    buffer = Decoded(cells);
    ASSERT_EQ(actual, expected.code)
        << "trial " << trial << " op " << op << " a " << FormatList(a.lengths) << "/"
        << FormatList(a.strides) << "@" << a.offset << " b " << FormatList(b.lengths) << "/"
        << FormatList(b.strides) << "@" << b.offset << " dimension " << dimension;
    if (actual != StatusCode::kOk) {
      ASSERT_EQ(buffer, before) << "trial " << trial << ": a rejected call wrote";
    } else {
      ASSERT_EQ(buffer, expected.buffer) << "trial " << trial << " op " << op;
    }
    accepted += actual == StatusCode::kOk;
    overlap_rejected += actual == StatusCode::kOverlap;
    overlap_accepted += actual == StatusCode::kOk && Shares(a, b) && op < 5;
  }
  // The sample covers accepted calls, rejected overlaps and accepted overlaps.
  EXPECT_GT(accepted, 1000);
  EXPECT_GT(overlap_rejected, 150);
  EXPECT_GT(overlap_accepted, 50);
}

// flatten_to into the same buffer: a dense source may overlap it, nothing else may.
TYPED_TEST(CopyProperty, FlattenIntoTheSameBufferMatchesTheReference) {
  using E = TypeParam;
  Generator gen(77);
  std::vector<int32_t> buffer(kBufferLength);
  std::vector<E> cells;
  for (int trial = 0; trial < 3000; ++trial) {
    std::iota(buffer.begin(), buffer.end(), 100);
    cells = Encoded<E>(buffer);
    const Layout a = gen.Next();
    const int64_t at = gen.Pick(static_cast<int>(kBufferLength));
    const int64_t capacity = kBufferLength - at;
    const std::vector<int32_t> before = buffer;
    const Tensor ta = ViewOf(cells, a.offset, a.lengths, a.strides);
    const Layout target{at, {Count(a)}, {}};
    const StatusCode actual = FlattenTo(ta, cells.data() + at, capacity).code();
    buffer = Decoded(cells);
    StatusCode expected = StatusCode::kOk;
    if (Count(a) > capacity) {
      expected = StatusCode::kInvalidArgument;
    } else if (Shares(a, target) && !Dense(a)) {
      expected = StatusCode::kOverlap;
    }
    ASSERT_EQ(actual, expected) << "trial " << trial;
    std::vector<int32_t> want = before;
    if (expected == StatusCode::kOk) {
      const auto values = Read(before, a);
      std::copy(values.begin(), values.end(), want.begin() + at);
    }
    ASSERT_EQ(buffer, want) << "trial " << trial;
  }
}

}  // namespace
}  // namespace strata
