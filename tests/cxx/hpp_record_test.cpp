// strata.hpp over user records: a trivially copyable struct is an element type whose dtype is the
// opaque dtype of its size, so tensors of it are created, viewed, copied and read as that struct.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "hpp_test_support.h"
#include "strata/strata.hpp"

namespace {

using namespace hpp_test;
using strata::Tensor;

struct Particle {
  double position[3];
  float mass;
  int16_t species;
  bool operator==(const Particle& o) const {
    return position[0] == o.position[0] && position[1] == o.position[1] &&
           position[2] == o.position[2] && mass == o.mass && species == o.species;
  }
};
static_assert(sizeof(Particle) == 32);

Particle Make(int k) {
  return {{k * 1.0, k * 2.0, k * 3.0}, static_cast<float>(k) / 4, static_cast<int16_t>(k)};
}

TEST(HppRecord, StructsAreOpaqueElementsOfTheirSize) {
  static_assert(strata::kIsElementType<Particle>);
  static_assert(strata::kDTypeOf<Particle> == STRATA_DTYPE_OPAQUE(32));
  static_assert(strata::kDTypeOf<const Particle> == STRATA_DTYPE_OPAQUE(32));
  // Table types keep their rows, and pointers or non-trivially-copyable classes are not elements.
  static_assert(strata::kDTypeOf<float> == STRATA_DTYPE_FLOAT32);
  static_assert(!strata::kIsElementType<Particle*>);
  static_assert(!strata::kIsElementType<std::vector<int>>);
  EXPECT_EQ(DType(strata::Zeros<Particle>({2})), STRATA_DTYPE_OPAQUE(32));
}

TEST(HppRecord, LayoutOperationsAndElementAccessMoveWholeStructs) {
  std::vector<Particle> values;
  for (int k = 0; k < 6; ++k) values.push_back(Make(k));
  Tensor m = strata::FromData<Particle>(values, {2, 3});
  EXPECT_EQ(
      Values<Particle>(m.Transpose()),
      (std::vector<Particle>{values[0], values[3], values[1], values[4], values[2], values[5]}));
  EXPECT_EQ(m.template At<Particle>(1, 2), values[5]);
  EXPECT_EQ(Values<Particle>(m.Reverse()), (std::vector<Particle>(values.rbegin(), values.rend())));
  const Particle filler = Make(9);
  m.Transpose().template Fill<Particle>(filler);
  EXPECT_EQ(Values<Particle>(m), std::vector<Particle>(6, filler));
  // Reading as another type is refused; so is arithmetic.
  EXPECT_EQ(StatusOf([&] { (void)m.template At<double>(0, 0); }), STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_EQ(StatusOf([&] { (void)(m + m); }), STRATA_ERROR_DTYPE_MISMATCH);
}

}  // namespace
