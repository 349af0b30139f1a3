// strata.hpp elementwise surface: every named op of the op tables against the C function it
// stands for, operators and compound assignment with tensors and scalars on either side,
// comparisons, reductions, clamp, round, softmax and conversions.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>
#include <vector>

#include "hpp_test_support.h"
#include "strata/strata.hpp"

namespace {

using hpp_test::DType;
using hpp_test::Lengths;
using hpp_test::StatusOf;
using hpp_test::Values;
using strata::Tensor;

// The operands every named op is tried on: each op is defined for at least one of them.
struct Operands {
  Tensor f64 = strata::FromData<double>({0.25, 0.5, 0.75});
  Tensor f64_other = strata::FromData<double>({2.0, 0.5, -0.25});
  Tensor i32 = strata::FromData<int32_t>({7, -8, 9});
  Tensor i32_other = strata::FromData<int32_t>({2, 3, -4});
  Tensor f32_matrix = strata::FromData<float>({1, 2, 3, 4, 5, 6}, {2, 3});
};

bool SameContents(strata_tensor* a, const Tensor& b) {
  strata_dtype da = 0;
  EXPECT_EQ(strata_tensor_dtype(a, &da), STRATA_OK);
  int32_t equal = 0;
  EXPECT_EQ(strata_tensor_sequence_equal(a, b.get(), &equal), STRATA_OK);
  return da == DType(b) && equal == 1;
}

// The wrapper call must give what the C call gave: the same status, or a tensor of the same
// dtype and contents. Returns whether the C call succeeded.
template <class Call>
bool MatchesC(const char* op_name, strata_status c_status, strata_tensor* c_out, Call call) {
  SCOPED_TRACE(op_name);
  if (c_status != STRATA_OK) {
    EXPECT_EQ(StatusOf([&] { call(); }), c_status);
    return false;
  }
  const Tensor expected = Tensor::Adopt(c_out);
  const Tensor actual = call();
  EXPECT_TRUE(SameContents(expected.get(), actual));
  return true;
}

// Same for calls giving a value (bytes compared, so NaN matches NaN).
template <class T, class Call>
bool ValueMatchesC(const char* op_name, strata_status c_status, const T& c_value, Call call) {
  SCOPED_TRACE(op_name);
  if (c_status != STRATA_OK) {
    EXPECT_EQ(StatusOf([&] { call(); }), c_status);
    return false;
  }
  const T actual = call();
  EXPECT_EQ(std::memcmp(&actual, &c_value, sizeof(T)), 0);
  return true;
}

// Each test below expands an op table: one block per op, so adding an op to the table adds it
// here too.
TEST(HppNamedOps, EveryUnaryOpAndPredicateMatchesStrataUnary) {
  const Operands o;
  int succeeded = 0;
  int ops = 0;
  for (const Tensor* x : {&o.f64, &o.i32}) {
#define CHECK_UNARY(public_name, name, value, name_text)                                   \
  {                                                                                        \
    ++ops;                                                                                 \
    const auto wrapper = [](const auto& input) {                                           \
      if constexpr (strata::detail::TakesN(public_name)) {                                 \
        return strata::name(input, 2);                                                     \
      } else {                                                                             \
        return strata::name(input);                                                        \
      }                                                                                    \
    };                                                                                     \
    strata_tensor* out = nullptr;                                                          \
    const int64_t n = strata::detail::TakesN(public_name) ? 2 : 0;                         \
    const strata_status status = strata_unary(public_name, x->get(), n, &out);             \
    succeeded += MatchesC(name_text, status, out, [&] { return wrapper(*x); }) ? 1 : 0;    \
  }
    STRATA_UNARY_OP_TABLE(CHECK_UNARY)
    STRATA_PREDICATE_OP_TABLE(CHECK_UNARY)
#undef CHECK_UNARY
  }
  // Each op is defined for one operand at least (math on floats, bit ops on integers).
  EXPECT_GE(succeeded, ops / 2);
}

TEST(HppNamedOps, EveryPredicateAllAndAnyMatchesStrataPredicateAllAny) {
  const Operands o;
  for (const Tensor* x : {&o.f64, &o.i32}) {
#define CHECK_PREDICATE(public_name, name, value, name_text)                          \
  {                                                                                   \
    int32_t all = 0;                                                                  \
    int32_t any = 0;                                                                  \
    const strata_status all_status = strata_predicate_all(public_name, x->get(), &all); \
    const strata_status any_status = strata_predicate_any(public_name, x->get(), &any); \
    ValueMatchesC(name_text, all_status, all != 0, [&] { return strata::name##All(*x); }); \
    ValueMatchesC(name_text, any_status, any != 0, [&] { return strata::name##Any(*x); }); \
  }
    STRATA_PREDICATE_OP_TABLE(CHECK_PREDICATE)
#undef CHECK_PREDICATE
  }
}

TEST(HppNamedOps, EveryBinaryOpAndComparisonMatchesStrataBinaryWithTensorsAndScalars) {
  const Operands o;
  const double f_scalar = 2.0;
  const int32_t i_scalar = 3;
  int succeeded = 0;
  int ops = 0;
  const auto check_pair = [&](strata_op op, const char* name, const auto& call, const Tensor& x,
                              const Tensor& y, const void* scalar, const auto& scalar_value) {
    strata_tensor* out = nullptr;
    strata_status status = strata_binary(op, x.get(), y.get(), &out);
    succeeded += MatchesC(name, status, out, [&] { return call(x, y); }) ? 1 : 0;
    status = strata_binary_scalar(op, x.get(), scalar, 0, &out);
    MatchesC(name, status, out, [&] { return call(x, scalar_value); });
    status = strata_binary_scalar(op, x.get(), scalar, 1, &out);
    MatchesC(name, status, out, [&] { return call(scalar_value, x); });
  };
#define CHECK_BINARY(public_name, name, value, name_text)                                     \
  {                                                                                           \
    ++ops;                                                                                    \
    const auto call = [](const auto& x, const auto& y) { return strata::name(x, y); };        \
    check_pair(public_name, name_text, call, o.f64, o.f64_other, &f_scalar, f_scalar);        \
    check_pair(public_name, name_text, call, o.i32, o.i32_other, &i_scalar, i_scalar);        \
  }
  STRATA_BINARY_OP_TABLE(CHECK_BINARY)
  STRATA_COMPARISON_OP_TABLE(CHECK_BINARY)
#undef CHECK_BINARY
  EXPECT_GE(succeeded, ops);
}

TEST(HppNamedOps, EveryComparisonAllAndAnyMatchesStrataCompareAllAny) {
  const Operands o;
  const Tensor two = strata::FromData<int32_t>({3});
#define CHECK_COMPARISON(public_name, name, value, name_text)                                    \
  {                                                                                              \
    int32_t all = 0;                                                                             \
    int32_t any = 0;                                                                             \
    ASSERT_EQ(strata_compare_all(public_name, o.i32.get(), o.i32_other.get(), &all), STRATA_OK); \
    ASSERT_EQ(strata_compare_any(public_name, o.i32.get(), o.i32_other.get(), &any), STRATA_OK); \
    EXPECT_EQ(strata::name##All(o.i32, o.i32_other), all != 0) << name_text;                     \
    EXPECT_EQ(strata::name##Any(o.i32, o.i32_other), any != 0) << name_text;                     \
    ASSERT_EQ(strata_compare_all(public_name, two.get(), o.i32.get(), &all), STRATA_OK);         \
    ASSERT_EQ(strata_compare_any(public_name, o.i32.get(), two.get(), &any), STRATA_OK);         \
    EXPECT_EQ(strata::name##All(3, o.i32), all != 0) << name_text;                               \
    EXPECT_EQ(strata::name##Any(o.i32, 3), any != 0) << name_text;                               \
  }
  STRATA_COMPARISON_OP_TABLE(CHECK_COMPARISON)
#undef CHECK_COMPARISON
}

TEST(HppNamedOps, EveryReductionMatchesStrataReduceAndReduceAxes) {
  const Operands o;
  const Tensor f64_matrix = strata::Cast<double>(o.f32_matrix);
  const int32_t axis = 1;
  int succeeded = 0;
#define CHECK_REDUCTION(public_name, name, value, name_text)                                      \
  {                                                                                               \
    using R = std::conditional_t<strata::detail::IsIndexReduction(public_name), int64_t, double>; \
    R c_value{};                                                                                  \
    strata_status status = strata_reduce(public_name, o.f64.get(), nullptr, &c_value);            \
    succeeded += ValueMatchesC(name_text, status, c_value,                                        \
                               [&] { return strata::name<R>(o.f64); }) ? 1 : 0;                   \
    status = strata_reduce(public_name, o.f64.get(), o.f64_other.get(), &c_value);                \
    succeeded += ValueMatchesC(name_text, status, c_value,                                        \
                               [&] { return strata::name<R>(o.f64, o.f64_other); }) ? 1 : 0;      \
    strata_tensor* out = nullptr;                                                                 \
    status = strata_reduce_axes(public_name, f64_matrix.get(), &axis, 1, 1, &out);                \
    MatchesC(name_text, status, out, [&] { return strata::name(f64_matrix, {1}, true); });        \
  }
  STRATA_REDUCTION_OP_TABLE(CHECK_REDUCTION)
#undef CHECK_REDUCTION
  // Each reduction takes one operand or two.
  int reductions = 0;
#define COUNT(...) ++reductions;
  STRATA_REDUCTION_OP_TABLE(COUNT)
#undef COUNT
  EXPECT_EQ(succeeded, reductions);
}

// ---- Operators, with values worked out by hand ----

TEST(HppOperators, ArithmeticAndBitwiseOperatorsOnIntegerTensors) {
  const Tensor a = strata::FromData<int32_t>({7, -8, 9});
  const Tensor b = strata::FromData<int32_t>({2, 3, -4});
  EXPECT_EQ(Values<int32_t>(a + b), (std::vector<int32_t>{9, -5, 5}));
  EXPECT_EQ(Values<int32_t>(a - b), (std::vector<int32_t>{5, -11, 13}));
  EXPECT_EQ(Values<int32_t>(a * b), (std::vector<int32_t>{14, -24, -36}));
  EXPECT_EQ(Values<int32_t>(a / b), (std::vector<int32_t>{3, -2, -2}));  // truncates
  EXPECT_EQ(Values<int32_t>(a % b), (std::vector<int32_t>{1, 1, -3}));   // divisor's sign
  EXPECT_EQ(Values<int32_t>(a & b), (std::vector<int32_t>{2, 0, 8}));
  EXPECT_EQ(Values<int32_t>(a | b), (std::vector<int32_t>{7, -5, -3}));
  EXPECT_EQ(Values<int32_t>(a ^ b), (std::vector<int32_t>{5, -5, -11}));
  EXPECT_EQ(Values<int32_t>(-a), (std::vector<int32_t>{-7, 8, -9}));
  EXPECT_EQ(Values<int32_t>(~a), (std::vector<int32_t>{-8, 7, -10}));
  EXPECT_EQ(Values<int32_t>(a << 2), (std::vector<int32_t>{28, -32, 36}));
  EXPECT_EQ(Values<int32_t>(a >> 1), (std::vector<int32_t>{3, -4, 4}));
  const Tensor u = strata::FromData<uint8_t>({0x80, 0x03});
  EXPECT_EQ(Values<uint8_t>(u >> 1), (std::vector<uint8_t>{0x40, 0x01}));  // logical
}

TEST(HppOperators, ScalarsOnEitherSideKeepOperandOrder) {
  const Tensor a = strata::FromData<int32_t>({7, -8, 9});
  EXPECT_EQ(Values<int32_t>(a + 1), (std::vector<int32_t>{8, -7, 10}));
  EXPECT_EQ(Values<int32_t>(10 - a), (std::vector<int32_t>{3, 18, 1}));
  EXPECT_EQ(Values<int32_t>(2 * a), (std::vector<int32_t>{14, -16, 18}));
  EXPECT_EQ(Values<int32_t>(a / 2), (std::vector<int32_t>{3, -4, 4}));
  EXPECT_EQ(Values<int32_t>(20 % a), (std::vector<int32_t>{6, -4, 2}));
  EXPECT_EQ(Values<int32_t>(a & int64_t{3}), (std::vector<int32_t>{3, 0, 1}));
  EXPECT_EQ(Values<int32_t>(1 | a), (std::vector<int32_t>{7, -7, 9}));
  EXPECT_EQ(Values<int32_t>(a ^ 1), (std::vector<int32_t>{6, -7, 8}));
  EXPECT_EQ(Values<int32_t>(a - 2.0), (std::vector<int32_t>{5, -10, 7}));  // integral double
  const Tensor x = strata::FromData<float>({0.5f, 2.0f});
  EXPECT_EQ(Values<float>(x * 3), (std::vector<float>{1.5f, 6.0f}));
  EXPECT_EQ(Values<float>(1.0 / x), (std::vector<float>{2.0f, 0.5f}));
  EXPECT_EQ(Values<float>(x - 0.25), (std::vector<float>{0.25f, 1.75f}));
}

TEST(HppOperators, ScalarsMustFitTheTensorsDType) {
  const Tensor a = strata::FromData<int32_t>({1, 2});
  EXPECT_EQ(StatusOf([&] { (void)(a + 2.5); }), STRATA_ERROR_INVALID_ARGUMENT);
  const Tensor small = strata::FromData<int8_t>({1});
  EXPECT_EQ(StatusOf([&] { (void)(small + 300); }), STRATA_ERROR_OVERFLOW);
  const Tensor bytes = strata::FromData<uint8_t>({1});
  EXPECT_EQ(StatusOf([&] { (void)(bytes - (-1)); }), STRATA_ERROR_OVERFLOW);
  try {
    (void)(a * 0.5);
    FAIL() << "no exception";
  } catch (const strata::Error& e) {
    EXPECT_EQ(std::string(e.what()),
              "'scalar': value 0.5 (Double) is not an integer, so it does not fit Int32");
  }
  // The library's overflow messages name the dtype.
  try {
    (void)strata::Abs(strata::FromData<int8_t>({-128}));
    FAIL() << "no exception";
  } catch (const strata::Error& e) {
    EXPECT_EQ(e.status(), STRATA_ERROR_OVERFLOW);
    EXPECT_EQ(std::string(e.what()), "abs(-128) is not representable in SByte");
  }
  try {
    (void)(strata::FromData<int32_t>({INT32_MIN}) / -1);
    FAIL() << "no exception";
  } catch (const strata::Error& e) {
    EXPECT_EQ(std::string(e.what()), "-2147483648 / -1 is not representable in Int32");
  }
  // Mixed tensor dtypes are the library's error, named by dtype.
  try {
    (void)(a + strata::FromData<float>({1.0f, 2.0f}));
    FAIL() << "no exception";
  } catch (const strata::Error& e) {
    EXPECT_EQ(e.status(), STRATA_ERROR_DTYPE_MISMATCH);
    EXPECT_NE(std::string(e.what()).find("Single"), std::string::npos) << e.what();
  }
}

TEST(HppOperators, CompoundAssignmentWritesTheLeftTensorInPlace) {
  Tensor c = strata::FromData<int32_t>({7, -8, 9});
  const Tensor alias = c;  // shares the handle, so it sees every write
  const void* storage = c.data();
  c += strata::FromData<int32_t>({2, 3, -4});
  EXPECT_EQ(Values<int32_t>(alias), (std::vector<int32_t>{9, -5, 5}));
  c -= 1;
  EXPECT_EQ(Values<int32_t>(c), (std::vector<int32_t>{8, -6, 4}));
  c *= 2;
  EXPECT_EQ(Values<int32_t>(c), (std::vector<int32_t>{16, -12, 8}));
  c /= 4;
  EXPECT_EQ(Values<int32_t>(c), (std::vector<int32_t>{4, -3, 2}));
  c %= 3;
  EXPECT_EQ(Values<int32_t>(c), (std::vector<int32_t>{1, 0, 2}));
  c |= 4;
  EXPECT_EQ(Values<int32_t>(c), (std::vector<int32_t>{5, 4, 6}));
  c &= 6;
  EXPECT_EQ(Values<int32_t>(c), (std::vector<int32_t>{4, 4, 6}));
  c ^= 1;
  EXPECT_EQ(Values<int32_t>(c), (std::vector<int32_t>{5, 5, 7}));
  c <<= 1;
  EXPECT_EQ(Values<int32_t>(c), (std::vector<int32_t>{10, 10, 14}));
  c >>= 2;
  EXPECT_EQ(Values<int32_t>(alias), (std::vector<int32_t>{2, 2, 3}));
  EXPECT_EQ(c.data(), storage);
  // A broadcast operand works; a result that does not fit the left tensor is refused.
  Tensor m = strata::Zeros<int32_t>({2, 2});
  m += strata::FromData<int32_t>({1, 2});
  EXPECT_EQ(Values<int32_t>(m), (std::vector<int32_t>{1, 2, 1, 2}));
  Tensor row = strata::Zeros<int32_t>({2});
  EXPECT_EQ(StatusOf([&] { row += m; }), STRATA_ERROR_SHAPE_MISMATCH);
}

template <class A, class B, class = void>
struct HasEquality : std::false_type {};
template <class A, class B>
struct HasEquality<A, B, std::void_t<decltype(std::declval<A>() == std::declval<B>())>>
    : std::true_type {};
template <class A, class B, class = void>
struct HasInequality : std::false_type {};
template <class A, class B>
struct HasInequality<A, B, std::void_t<decltype(std::declval<A>() != std::declval<B>())>>
    : std::true_type {};
template <class A, class B, class = void>
struct HasLess : std::false_type {};
template <class A, class B>
struct HasLess<A, B, std::void_t<decltype(std::declval<A>() < std::declval<B>())>>
    : std::true_type {};

static_assert(!HasEquality<const Tensor&, const Tensor&>::value, "== is deleted");
static_assert(!HasEquality<const Tensor&, int>::value, "== is deleted");
static_assert(!HasInequality<int, const Tensor&>::value, "!= is deleted");
static_assert(HasLess<const Tensor&, const Tensor&>::value && HasLess<double, const Tensor&>::value,
              "< is elementwise");

TEST(HppOperators, OrderingOperatorsAndNamedComparisonsGiveBoolTensors) {
  const Tensor a = strata::FromData<int32_t>({7, -8, 9});
  const Tensor b = strata::FromData<int32_t>({2, 3, 9});
  using B = std::vector<uint8_t>;
  EXPECT_EQ(DType(a < b), STRATA_DTYPE_BOOL);
  EXPECT_EQ(Values<uint8_t>(a < b), (B{0, 1, 0}));
  EXPECT_EQ(Values<uint8_t>(a <= b), (B{0, 1, 1}));
  EXPECT_EQ(Values<uint8_t>(a > b), (B{1, 0, 0}));
  EXPECT_EQ(Values<uint8_t>(a >= 9), (B{0, 0, 1}));
  EXPECT_EQ(Values<uint8_t>(0 > a), (B{0, 1, 0}));
  EXPECT_EQ(Values<uint8_t>(strata::Equals(a, b)), (B{0, 0, 1}));
  EXPECT_EQ(Values<uint8_t>(strata::NotEquals(a, b)), (B{1, 1, 0}));
  EXPECT_EQ(Values<uint8_t>(strata::NotEquals(9, a)), (B{1, 1, 0}));
  EXPECT_TRUE(strata::EqualsAll(a, a));
  EXPECT_FALSE(strata::GreaterThanAll(a, -9 + 1));
  EXPECT_TRUE(strata::LessThanAny(a, 0));
  // Bool tensors: & | ^ ~ are the logical operations.
  const Tensor m = a > 0;
  EXPECT_EQ(Values<uint8_t>(~m), (B{0, 1, 0}));
  EXPECT_EQ(Values<uint8_t>(m & (b > 2)), (B{0, 0, 1}));
  EXPECT_EQ(Values<uint8_t>(m | true), (B{1, 1, 1}));
  EXPECT_EQ(Values<uint8_t>(false ^ m), (B{1, 0, 1}));
}

// ---- Generic forms by op code ----

TEST(HppGenericOps, UnaryBinaryAndTheirIntoFormsByOpCode) {
  const Tensor a = strata::FromData<int32_t>({1, -2, 3});
  EXPECT_EQ(Values<int32_t>(strata::Unary(STRATA_OP_ABS, a)), (std::vector<int32_t>{1, 2, 3}));
  EXPECT_EQ(Values<int32_t>(strata::Unary(STRATA_OP_ROTATE_LEFT, a, 1)),
            (std::vector<int32_t>{2, -3, 6}));  // -2 = 0xFFFFFFFE rotates to 0xFFFFFFFD
  Tensor destination = strata::Zeros<int32_t>({3});
  strata::UnaryInto(STRATA_OP_NEGATE, a, destination);
  EXPECT_EQ(Values<int32_t>(destination), (std::vector<int32_t>{-1, 2, -3}));
  strata::UnaryInto(STRATA_OP_SHIFT_LEFT, a, destination, 3);
  EXPECT_EQ(Values<int32_t>(destination), (std::vector<int32_t>{8, -16, 24}));
  EXPECT_EQ(Values<int32_t>(strata::Binary(STRATA_OP_MAX, a, 0)), (std::vector<int32_t>{1, 0, 3}));
  EXPECT_EQ(Values<int32_t>(strata::Binary(STRATA_OP_SUBTRACT, 10, a)),
            (std::vector<int32_t>{9, 12, 7}));
  strata::BinaryInto(STRATA_OP_MULTIPLY, a, a, destination);
  EXPECT_EQ(Values<int32_t>(destination), (std::vector<int32_t>{1, 4, 9}));
  strata::BinaryInto(STRATA_OP_SUBTRACT, a, 1, destination);
  EXPECT_EQ(Values<int32_t>(destination), (std::vector<int32_t>{0, -3, 2}));
  strata::BinaryInto(STRATA_OP_SUBTRACT, 1, a, destination);
  EXPECT_EQ(Values<int32_t>(destination), (std::vector<int32_t>{0, 3, -2}));
  EXPECT_TRUE(strata::CompareAll(STRATA_OP_GREATER_THAN, a, -3));
  EXPECT_FALSE(strata::CompareAny(STRATA_OP_GREATER_THAN, a, a));
  EXPECT_TRUE(strata::PredicateAny(STRATA_OP_IS_NEGATIVE, a));
  EXPECT_FALSE(strata::PredicateAll(STRATA_OP_IS_EVEN_INTEGER, a));
  EXPECT_EQ(StatusOf([&] { strata::Unary(STRATA_OP_ADD, a); }), STRATA_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(std::string(strata::OpName(STRATA_OP_IS_NAN)), "is_nan");
  EXPECT_EQ(std::string(strata::OpName(9999)), "unknown");
}

TEST(HppGenericOps, NamedUnaryOpsWithAnOperand) {
  const Tensor a = strata::FromData<uint8_t>({0x81, 0x01});
  EXPECT_EQ(Values<uint8_t>(strata::RotateRight(a, 1)), (std::vector<uint8_t>{0xC0, 0x80}));
  EXPECT_EQ(Values<uint8_t>(strata::ShiftRightLogical(a, 7)), (std::vector<uint8_t>{1, 0}));
  const Tensor x = strata::FromData<double>({8.0, 27.0});
  const std::vector<double> roots = Values<double>(strata::RootN(x, 3));
  EXPECT_NEAR(roots[0], 2.0, 1e-15);
  EXPECT_NEAR(roots[1], 3.0, 1e-15);
  EXPECT_EQ(Values<double>(strata::Sqrt(strata::FromData<double>({4.0, 9.0}))),
            (std::vector<double>{2.0, 3.0}));
  EXPECT_EQ(Values<uint8_t>(strata::IsNaN(strata::FromData<double>({NAN, 1.0}))),
            (std::vector<uint8_t>{1, 0}));
  EXPECT_TRUE(strata::IsNaNAny(strata::FromData<double>({NAN, 1.0})));
  EXPECT_FALSE(strata::IsFiniteAll(strata::FromData<double>({INFINITY, 1.0})));
}

// ---- Reductions, clamp, round, softmax, conversions ----

TEST(HppReductions, ValuesPositionsAndAxes) {
  const Tensor a = strata::FromData<int32_t>({7, -8, 9});
  EXPECT_EQ(strata::Sum<int32_t>(a), 8);
  EXPECT_EQ(strata::Product<int32_t>(a), -504);
  EXPECT_EQ(strata::ReduceMin<int32_t>(a), -8);
  EXPECT_EQ(strata::IndexOfMax(a), 2);
  EXPECT_EQ(strata::IndexOfMin(a), 1);
  EXPECT_EQ(strata::Reduce<int32_t>(STRATA_OP_REDUCE_MAX, a), 9);
  const Tensor x = strata::FromData<double>({1, 2, 3});
  const Tensor y = strata::FromData<double>({4, 5, 6});
  EXPECT_EQ(strata::Dot<double>(x, y), 32.0);
  EXPECT_EQ(strata::Reduce<double>(STRATA_OP_DISTANCE, x, x), 0.0);
  EXPECT_EQ(strata::Average<double>(x), 2.0);
  // The element type must be the tensor's (or int64_t for positions).
  EXPECT_EQ(StatusOf([&] { strata::Sum<int64_t>(a); }), STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_EQ(StatusOf([&] { strata::IndexOfMax<int32_t>(a); }), STRATA_ERROR_DTYPE_MISMATCH);
  const Tensor m = strata::FromData<int32_t>({0, 1, 2, 3, 4, 5}, {2, 3});
  const Tensor columns = strata::Sum(m, {0});
  EXPECT_EQ(Lengths(columns), (std::vector<int64_t>{3}));
  EXPECT_EQ(Values<int32_t>(columns), (std::vector<int32_t>{3, 5, 7}));
  const Tensor rows = strata::Sum(m, {-1}, true);
  EXPECT_EQ(Lengths(rows), (std::vector<int64_t>{2, 1}));
  EXPECT_EQ(Values<int32_t>(rows), (std::vector<int32_t>{3, 12}));
  EXPECT_EQ(Values<int64_t>(strata::ReduceAxes(STRATA_OP_INDEX_OF_MAX, m, {1})),
            (std::vector<int64_t>{2, 2}));
  const std::vector<int32_t> both{0, 1};
  EXPECT_EQ(Values<int32_t>(strata::ReduceMax(m, both)), (std::vector<int32_t>{5}));
}

TEST(HppElementwise, ClampRoundSoftmaxAndTheirIntoForms) {
  const Tensor a = strata::FromData<int32_t>({7, -8, 3});
  EXPECT_EQ(Values<int32_t>(strata::Clamp(a, -5, 5)), (std::vector<int32_t>{5, -5, 3}));
  Tensor destination = strata::Zeros<int32_t>({3});
  strata::ClampInto(a, 0, 4, destination);
  EXPECT_EQ(Values<int32_t>(destination), (std::vector<int32_t>{4, 0, 3}));
  EXPECT_EQ(StatusOf([&] { strata::Clamp(a, 5, -5); }), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);

  const Tensor x = strata::FromData<double>({2.675, 2.5, -1.25});
  EXPECT_EQ(Values<double>(strata::Round(x)), (std::vector<double>{3.0, 2.0, -1.0}));
  EXPECT_EQ(Values<double>(strata::Round(x, 1, STRATA_ROUND_AWAY_FROM_ZERO)),
            (std::vector<double>{2.7, 2.5, -1.3}));
  Tensor rounded = strata::Zeros<double>({3});
  strata::RoundInto(x, 0, STRATA_ROUND_TO_NEGATIVE_INFINITY, rounded);
  EXPECT_EQ(Values<double>(rounded), (std::vector<double>{2.0, 2.0, -2.0}));

  const Tensor equal = strata::FromData<float>({1000.0f, 1000.0f});
  EXPECT_EQ(Values<float>(strata::Softmax(equal)), (std::vector<float>{0.5f, 0.5f}));
  Tensor soft = strata::Zeros<float>({2});
  strata::SoftmaxInto(equal, soft);
  EXPECT_EQ(Values<float>(soft), (std::vector<float>{0.5f, 0.5f}));
  EXPECT_EQ(StatusOf([&] { strata::Softmax(a); }), STRATA_ERROR_DTYPE_MISMATCH);
}

TEST(HppElementwise, ConversionsAndCasts) {
  const Tensor x = strata::FromData<double>({1.9, -1.9, 300.0});
  const Tensor truncated = strata::Convert(x, STRATA_DTYPE_INT32);
  EXPECT_EQ(DType(truncated), STRATA_DTYPE_INT32);
  EXPECT_EQ(Values<int32_t>(truncated), (std::vector<int32_t>{1, -1, 300}));
  EXPECT_EQ(StatusOf([&] { strata::Cast<int8_t>(x); }), STRATA_ERROR_OVERFLOW);
  EXPECT_EQ(Values<int8_t>(strata::Cast<int8_t>(x, STRATA_CONVERT_SATURATING)),
            (std::vector<int8_t>{1, -1, 127}));
  Tensor destination = strata::Zeros<float>({3});
  strata::ConvertInto(x, destination);
  EXPECT_EQ(Values<float>(destination), (std::vector<float>{1.9f, -1.9f, 300.0f}));
  const Tensor half = strata::Cast<strata::Float16Bits>(strata::FromData<float>({1.0f, -2.0f}));
  EXPECT_EQ(Values<uint16_t>(half), (std::vector<uint16_t>{0x3C00, 0xC000}));
  // Scalars reach Float16 tensors through the library's conversion.
  EXPECT_EQ(Values<uint16_t>(half * 2), (std::vector<uint16_t>{0x4000, 0xC400}));
}

}  // namespace
