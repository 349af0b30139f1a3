#include "indexing/assign_arithmetic.h"

#include <fmt/format.h>

#include <cmath>

namespace strata {
namespace {

Status ZeroDivisor(AssignOp op) {
  return {StatusCode::kInvalidArgument,
          fmt::format("integer {} by zero", op == AssignOp::kModulo ? "modulo" : "division")};
}

uint64_t PowerBits(uint64_t base, uint64_t exponent) {
  uint64_t result = 1;
  while (exponent != 0) {
    if (exponent & 1) result *= base;
    base *= base;
    exponent >>= 1;
  }
  return result;
}

Result<Number> CombineSigned(AssignOp op, int64_t a, int64_t b) {
  const auto ua = static_cast<uint64_t>(a);
  const auto ub = static_cast<uint64_t>(b);
  auto make = [](uint64_t bits) { return Number{Number::Kind::kSigned, static_cast<int64_t>(bits), 0, 0}; };
  const bool divides = op == AssignOp::kDivide || op == AssignOp::kFloorDivide || op == AssignOp::kModulo;
  if (divides && b == 0) return ZeroDivisor(op);
  if (divides && b == -1) {  // avoids INT64_MIN / −1; a / −1 = −a (wrapping), a % −1 = 0
    return make(op == AssignOp::kModulo ? 0 : 0 - ua);
  }
  switch (op) {
    case AssignOp::kAssign: return make(ub);
    case AssignOp::kAdd: return make(ua + ub);
    case AssignOp::kSubtract: return make(ua - ub);
    case AssignOp::kMultiply: return make(ua * ub);
    case AssignOp::kDivide: return make(static_cast<uint64_t>(a / b));
    case AssignOp::kFloorDivide: {
      const int64_t q = a / b;
      return make(static_cast<uint64_t>(a % b != 0 && ((a < 0) != (b < 0)) ? q - 1 : q));
    }
    case AssignOp::kModulo: {
      const int64_t r = a % b;
      return make(static_cast<uint64_t>(r != 0 && ((r < 0) != (b < 0)) ? r + b : r));
    }
    case AssignOp::kPower:
      if (b < 0) {
        return Status{StatusCode::kInvalidArgument,
                      fmt::format("integer {} raised to the negative power {}", a, b)};
      }
      return make(PowerBits(ua, ub));
  }
  return make(ub);
}

Result<Number> CombineUnsigned(AssignOp op, uint64_t a, uint64_t b) {
  auto make = [](uint64_t v) { return Number{Number::Kind::kUnsigned, 0, v, 0}; };
  switch (op) {
    case AssignOp::kAssign: return make(b);
    case AssignOp::kAdd: return make(a + b);
    case AssignOp::kSubtract: return make(a - b);
    case AssignOp::kMultiply: return make(a * b);
    case AssignOp::kDivide:
    case AssignOp::kFloorDivide:
      if (b == 0) return ZeroDivisor(op);
      return make(a / b);
    case AssignOp::kModulo:
      if (b == 0) return ZeroDivisor(op);
      return make(a % b);
    case AssignOp::kPower: return make(PowerBits(a, b));
  }
  return make(b);
}

// Python's float divmod: the remainder takes the divisor's sign; the quotient is floored.
double FloorDivide(double a, double b) {
  if (b == 0) return a / b;
  const double mod = std::fmod(a, b);
  double div = (a - mod) / b;
  if (mod != 0 && ((b < 0) != (mod < 0))) div -= 1.0;
  if (div == 0) return std::copysign(0.0, a / b);
  const double floored = std::floor(div);
  return div - floored > 0.5 ? floored + 1.0 : floored;
}

double Modulo(double a, double b) {
  if (b == 0) return std::fmod(a, b);
  double mod = std::fmod(a, b);
  if (mod != 0 && ((b < 0) != (mod < 0))) mod += b;
  return mod == 0 ? std::copysign(0.0, b) : mod;
}

Number CombineFloat(AssignOp op, double a, double b) {
  double r = b;
  switch (op) {
    case AssignOp::kAssign: break;
    case AssignOp::kAdd: r = a + b; break;
    case AssignOp::kSubtract: r = a - b; break;
    case AssignOp::kMultiply: r = a * b; break;
    case AssignOp::kDivide: r = a / b; break;
    case AssignOp::kFloorDivide: r = FloorDivide(a, b); break;
    case AssignOp::kModulo: r = Modulo(a, b); break;
    case AssignOp::kPower: r = std::pow(a, b); break;
  }
  return {Number::Kind::kFloat, 0, 0, r};
}

}  // namespace

Result<Number> Combine(AssignOp op, const Number& a, const Number& b) {
  switch (a.kind) {
    case Number::Kind::kSigned: return CombineSigned(op, a.i, b.i);
    case Number::Kind::kUnsigned: return CombineUnsigned(op, a.u, b.u);
    case Number::Kind::kFloat: break;
  }
  return CombineFloat(op, a.f, b.f);
}

}  // namespace strata
