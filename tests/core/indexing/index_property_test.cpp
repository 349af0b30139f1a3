// Property test: random chains of basic indexing and view operators against a naive reference.
// The base tensor holds 0, 1, 2, … so every element names its own storage position; the
// reference tracks, for every element of the current result, the base position it must show.
// After each step the result must match the reference, and a result that is a view must write
// through to the base (a copy — from a negative step — must not).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <functional>
#include <numeric>
#include <optional>
#include <random>
#include <vector>

#include "indexing/indexing.h"
#include "views/permute.h"
#include "views/squeeze.h"
#include "views/view_ops.h"
#include "support/view_test_support.h"

namespace strata {
namespace {

using Lengths = std::vector<int64_t>;

struct Reference {
  Lengths lengths;
  std::vector<int64_t> positions;  // row-major
};

int64_t Count(const Lengths& l) {
  int64_t n = 1;
  for (int64_t x : l) n *= x;
  return n;
}

// The reference of `lengths` whose element at index i is old's element at source(i).
Reference Map(const Reference& old, Lengths lengths,
              const std::function<Lengths(const Lengths&)>& source) {
  Reference r{lengths, {}};
  const int64_t n = Count(r.lengths);
  for (int64_t k = 0; k < n; ++k) {
    Lengths index(lengths.size());
    int64_t rest = k;
    for (size_t d = lengths.size(); d-- > 0;) {
      index[d] = rest % lengths[d];
      rest /= lengths[d];
    }
    const Lengths from = source(index);
    int64_t flat = 0;
    for (size_t d = 0; d < from.size(); ++d) flat = flat * old.lengths[d] + from[d];
    r.positions.push_back(old.positions[static_cast<size_t>(flat)]);
  }
  return r;
}

// The positions a Python slice selects from range(n), by filtering (no slice arithmetic).
Lengths SliceSelection(std::optional<int64_t> start, std::optional<int64_t> stop, int64_t step,
                       int64_t n) {
  auto norm = [&](int64_t v) { return v < 0 ? v + n : v; };
  Lengths out;
  if (step > 0) {
    const int64_t s = start ? std::clamp<int64_t>(norm(*start), 0, n) : 0;
    const int64_t e = stop ? std::clamp<int64_t>(norm(*stop), 0, n) : n;
    for (int64_t i = 0; i < n; ++i) {
      if (i >= s && i < e && (i - s) % step == 0) out.push_back(i);
    }
  } else {
    const int64_t s = start ? std::clamp<int64_t>(norm(*start), -1, n - 1) : n - 1;
    const int64_t e = stop ? std::clamp<int64_t>(norm(*stop), -1, n - 1) : -1;
    for (int64_t i = n - 1; i >= 0; --i) {
      if (i <= s && i > e && (s - i) % (-step) == 0) out.push_back(i);
    }
  }
  return out;
}

Reference IndexReference(const Reference& old, const std::vector<IndexItem>& items) {
  // Per result dimension: which old dimension and which positions (or none for None); ints fix.
  struct Dim {
    int64_t axis;  // −1: inserted
    Lengths picks;
  };
  std::vector<Dim> dims;
  Lengths fixed(old.lengths.size(), -1);
  int64_t consumed = 0;
  for (const IndexItem& i : items) consumed += i.kind == IndexKind::kInteger || i.kind == IndexKind::kSlice;
  int64_t axis = 0;
  for (const IndexItem& i : items) {
    if (i.kind == IndexKind::kEllipsis) {
      for (int64_t n = static_cast<int64_t>(old.lengths.size()) - consumed; n > 0; --n, ++axis) {
        dims.push_back({axis, SliceSelection({}, {}, 1, old.lengths[axis])});
      }
    } else if (i.kind == IndexKind::kNone) {
      dims.push_back({-1, {0}});
    } else if (i.kind == IndexKind::kInteger) {
      fixed[axis] = i.value < 0 ? i.value + old.lengths[axis] : i.value;
      ++axis;
    } else {
      dims.push_back({axis, SliceSelection(i.start, i.stop, i.step.value_or(1), old.lengths[axis])});
      ++axis;
    }
  }
  for (; axis < static_cast<int64_t>(old.lengths.size()); ++axis) {
    dims.push_back({axis, SliceSelection({}, {}, 1, old.lengths[axis])});
  }
  Lengths lengths;
  for (const Dim& d : dims) lengths.push_back(static_cast<int64_t>(d.picks.size()));
  return Map(old, lengths, [&](const Lengths& index) {
    Lengths from = fixed;
    for (size_t d = 0; d < dims.size(); ++d) {
      if (dims[d].axis >= 0) from[dims[d].axis] = dims[d].picks[index[d]];
    }
    return from;
  });
}

class Chain {
 public:
  explicit Chain(uint32_t seed) : rng_(seed) {}
  int64_t Uniform(int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng_);
  }

  std::vector<IndexItem> RandomItems(const Lengths& lengths) {
    std::vector<IndexItem> items;
    const auto rank = static_cast<int64_t>(lengths.size());
    const int64_t used = Uniform(0, rank);
    const int64_t ellipsis_at = Uniform(0, 2) == 0 ? Uniform(0, used) : -1;
    for (int64_t d = 0; d < used; ++d) {
      if (d == ellipsis_at) items.push_back(IndexItem::Ellipsis());
      if (Uniform(0, 5) == 0) items.push_back(IndexItem::NewAxis());
      const int64_t n = lengths[ellipsis_at >= 0 ? d + (rank - used) * (d >= ellipsis_at) : d];
      if (n > 0 && Uniform(0, 2) == 0) {  // no integer can index an empty axis
        items.push_back(IndexItem::Integer(Uniform(-n, n - 1)));
      } else {
        auto bound = [&]() -> std::optional<int64_t> {
          if (Uniform(0, 2) == 0) return std::nullopt;
          return Uniform(-n - 2, n + 2);
        };
        int64_t step = Uniform(1, 3) * (Uniform(0, 3) == 0 ? -1 : 1);
        items.push_back(IndexItem::Slice(bound(), bound(),
                                         Uniform(0, 1) ? std::optional<int64_t>(step) : std::nullopt));
      }
    }
    if (ellipsis_at == used) items.push_back(IndexItem::Ellipsis());
    return items;
  }

 private:
  std::mt19937 rng_;
};

void ExpectMatches(const Tensor& t, const Reference& r) {
  const Lengths lengths(t.shape().lengths().begin(), t.shape().lengths().end());
  ASSERT_EQ(lengths, r.lengths);
  ASSERT_EQ(test::Read(t), r.positions);
}

// Writing −1 through element k must show at base position positions[k] exactly when t is a view.
void ExpectWriteThrough(const Tensor& base, const Tensor& t, const Reference& r, bool view) {
  if (r.positions.empty()) return;
  AccessPlan plan;
  for (int32_t d = 0; d < t.rank(); ++d) plan.dimensions.push_back({t.shape().length(d), t.shape().stride(d), false});
  int64_t first = 0;
  WalkPlan(plan, [&](int64_t offset, int64_t position) {
    if (position == 0) first = offset;
  });
  std::byte* element = t.origin() + first * 8;
  const int64_t saved = LoadElement<int64_t>(element);
  const int64_t marker = -1;
  std::memcpy(element, &marker, 8);
  const int64_t seen = LoadElement<int64_t>(base.origin() + r.positions[0] * 8);
  EXPECT_EQ(seen == -1, view);
  std::memcpy(element, &saved, 8);
}

TEST(IndexProperty, RandomBasicIndexingAndViewChainsMatchANaiveReference) {
  for (uint32_t seed = 1; seed <= 300; ++seed) {
    SCOPED_TRACE(seed);
    Chain chain(seed);
    Lengths lengths;
    const int64_t rank = chain.Uniform(1, 4);
    for (int64_t d = 0; d < rank; ++d) lengths.push_back(chain.Uniform(1, 4));
    auto shape = Shape::Create(lengths);
    auto base = Tensor::Allocate(DType::kInt64, shape.value(), false);
    ASSERT_TRUE(base.ok());
    for (int64_t i = 0; i < Count(lengths); ++i) std::memcpy(base->origin() + i * 8, &i, 8);
    Reference ref{lengths, {}};
    for (int64_t i = 0; i < Count(lengths); ++i) ref.positions.push_back(i);
    Tensor current = base.value();
    bool view = true;
    for (int step = 0; step < 4; ++step) {
      const Lengths now = ref.lengths;
      const auto r = static_cast<int64_t>(now.size());
      Result<Tensor> next = current;
      Reference expected;
      switch (chain.Uniform(0, 4)) {
        case 0: {
          const auto items = chain.RandomItems(now);
          next = Index(current, items);
          expected = IndexReference(ref, items);
          bool reverses = false;
          for (const IndexItem& i : items) reverses |= i.kind == IndexKind::kSlice && i.step.value_or(1) < 0;
          if (next.ok() && next->storage() != base->storage()) {
            EXPECT_TRUE(reverses) << "only a negative step may copy";
            view = false;
          }
          break;
        }
        case 1: {
          Lengths perm(now.size());
          std::iota(perm.begin(), perm.end(), 0);
          std::shuffle(perm.begin(), perm.end(), std::mt19937(seed * 7u + static_cast<uint32_t>(step)));
          next = PermuteDimensions(current, perm);
          Lengths out;
          for (int64_t p : perm) out.push_back(now[p]);
          expected = Map(ref, out, [&](const Lengths& i) {
            Lengths from(now.size());
            for (size_t k = 0; k < perm.size(); ++k) from[perm[k]] = i[k];
            return from;
          });
          break;
        }
        case 2: {
          const int64_t at = chain.Uniform(0, r);
          next = Unsqueeze(current, at);
          Lengths out = now;
          out.insert(out.begin() + at, 1);
          expected = Map(ref, out, [&](const Lengths& i) {
            Lengths from = i;
            from.erase(from.begin() + at);
            return from;
          });
          break;
        }
        case 3: {
          if (r == 0) {  // rank 0 has no dimension to narrow
            expected = ref;
            break;
          }
          const int64_t d = chain.Uniform(0, r - 1);
          const int64_t start = chain.Uniform(0, now[d]);
          const int64_t length = chain.Uniform(0, now[d] - start);
          next = Narrow(current, d, start, length);
          Lengths out = now;
          out[d] = length;
          expected = Map(ref, out, [&](const Lengths& i) {
            Lengths from = i;
            from[d] += start;
            return from;
          });
          break;
        }
        default: {
          next = Squeeze(current);
          Lengths out;
          for (int64_t l : now) {
            if (l != 1) out.push_back(l);
          }
          if (out.empty() && !now.empty()) out = {1};  // as .NET, squeeze never makes rank 0
          expected = Map(ref, out, [&](const Lengths& i) {
            Lengths from(now.size(), 0);
            size_t k = 0;
            for (size_t d = 0; d < now.size(); ++d) {
              if (now[d] != 1) from[d] = i[k++];
            }
            return from;
          });
          break;
        }
      }
      ASSERT_TRUE(next.ok()) << next.status().message();
      ExpectMatches(next.value(), expected);
      ExpectWriteThrough(base.value(), next.value(), expected, view);
      current = next.value();
      ref = expected;
      if (!view) break;  // later views would be of the copy, not of the base
    }
  }
}

}  // namespace
}  // namespace strata
