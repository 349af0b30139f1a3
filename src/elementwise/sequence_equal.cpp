#include "elementwise/sequence_equal.h"

#include <array>
#include <cmath>
#include <cstring>
#include <type_traits>

#include "copy/copy.h"
#include "copy/loop_nest.h"
#include "layout/broadcast_rules.h"

namespace strata {
namespace {

template <class T>
bool ElementEquals(T x, T y) {
  if constexpr (std::is_same_v<T, Float16> || std::is_same_v<T, BFloat16>) {
    return ElementEquals(ToFloat(x), ToFloat(y));
  } else if constexpr (std::is_floating_point_v<T>) {
    return x == y || (std::isnan(x) && std::isnan(y));
  } else if constexpr (std::is_same_v<T, Bool8>) {
    return x.value == y.value;
  } else if constexpr (kIsComplex<T>) {
    return ElementEquals(x.real, y.real) && ElementEquals(x.imag, y.imag);
  } else {
    return x == y;
  }
}

}  // namespace

Result<bool> SequenceEqual(const Tensor& a, const Tensor& b) {
  STRATA_RETURN_IF_ERROR(CheckSameDType(a, b, "sequence_equal"));
  const auto lengths = a.shape().lengths();
  if (!EquivalentModuloLeadingOnes(lengths, b.shape().lengths())) return false;
  const auto b_strides = BroadcastStrides(b.shape(), lengths);
  const auto a_strides = a.shape().strides();
  // Every position of a dimension that both operands repeat compares the same pair of elements:
  // one position answers for all. A length of 0 stays, so an empty pair stays empty.
  DimVector walked(lengths);
  for (size_t d = 0; d < walked.size(); ++d) {
    if (walked[d] > 1 && a_strides[d] == 0 && b_strides[d] == 0) walked[d] = 1;
  }
  const int64_t size = a.element_size();
  const auto nest = BuildLoopNest<2>(walked, {a_strides, b_strides}, {size, size},
                                     DimensionOrder::kDestinationFirst);
  return VisitDType(a.dtype(), [&](auto tag) {
    using T = decltype(tag);
    return WalkRows(nest, {a.origin(), b.origin()},
                    [&](const std::array<std::byte*, 2>& p, int64_t n,
                        const std::array<int64_t, 2>& s) {
                      for (int64_t i = 0; i < n; ++i) {
                        const std::byte* x = p[0] + i * s[0];
                        const std::byte* y = p[1] + i * s[1];
                        if constexpr (std::is_same_v<T, OpaqueElement>) {
                          // Opaque elements are equal when their bytes are.
                          if (std::memcmp(x, y, static_cast<size_t>(size)) != 0) return false;
                        } else if (!ElementEquals(LoadElement<T>(x), LoadElement<T>(y))) {
                          return false;
                        }
                      }
                      return true;
                    });
  });
}

}  // namespace strata
