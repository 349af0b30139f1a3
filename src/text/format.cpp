#include "text/format.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <span>
#include <string>

#include "base/checked_math.h"

namespace strata {
namespace {

// Floating-point text follows .NET's default ("G", shortest round-trip) formatting: the fewest
// significant digits that read back as the same value of the element's own type, printed in
// fixed notation unless the decimal point position (scale, with value = 0.ddd × 10^scale) lies
// beyond max(digit count, P) or below −3, in which case it is d.dddE+XX with at least two
// exponent digits. P is the type's precision constant: 15 (Double), 7 (Single), 5 (Half and
// BFloat16). Negative zero prints as "-0".
struct Decimal {
  bool negative = false;
  std::string digits;  // significant digits, no leading or trailing zeros (except "0")
  int exponent = 0;    // value = d.ddd × 10^exponent
};

Decimal ParseScientific(const std::string& sci) {
  Decimal out;
  const size_t e_pos = sci.find('e');
  out.exponent = std::atoi(sci.c_str() + e_pos + 1);
  out.negative = sci[0] == '-';
  for (size_t i = out.negative ? 1 : 0; i < e_pos; ++i) {
    if (sci[i] != '.') out.digits += sci[i];
  }
  while (out.digits.size() > 1 && out.digits.back() == '0') out.digits.pop_back();
  return out;
}

// Shortest digits of a 16-bit float: the first precision whose decimal value rounds (to nearest,
// ties to even) back to the same bit pattern. Rounding is decided against the midpoints to the
// neighbouring values, which are exact in double, so no second rounding can interfere.
template <class Half>
Decimal ShortestDigits(Half h) {
  constexpr uint16_t kSign = 0x8000;
  const auto magnitude = static_cast<uint16_t>(h.bits & ~kSign);
  const double value = ToFloat(Half{magnitude});
  const double lower = ToFloat(Half{static_cast<uint16_t>(magnitude - 1)});
  double upper = ToFloat(Half{static_cast<uint16_t>(magnitude + 1)});
  if (std::isinf(upper)) upper = value + (value - lower);  // the largest finite value
  const double low_mid = (lower + value) / 2;
  const double high_mid = (value + upper) / 2;
  const bool even = (magnitude & 1) == 0;
  for (int precision = 1;; ++precision) {
    const std::string sci = fmt::format("{:.{}e}", value, precision - 1);
    const double back = std::strtod(sci.c_str(), nullptr);
    const bool above_low = back > low_mid || (even && back == low_mid);
    const bool below_high = back < high_mid || (even && back == high_mid);
    if ((above_low && below_high) || precision >= 17) {
      Decimal out = ParseScientific(sci);
      out.negative = (h.bits & kSign) != 0;
      return out;
    }
  }
}

// The round-trip digit count .NET uses for a floating type (its MaxRoundTripDigits): beyond that
// many places before the point, the text turns scientific. bfloat16 takes Half's.
template <class T>
constexpr int RoundTripDigits() {
  if constexpr (std::is_same_v<T, double>) return 17;
  if constexpr (std::is_same_v<T, float>) return 9;
  return 5;
}

// precision_constant is RoundTripDigits of the value's type.
std::string FormatDecimal(const Decimal& d, int precision_constant) {
  std::string out = d.negative ? "-" : "";
  const int scale = d.exponent + 1;
  const int digit_count = static_cast<int>(d.digits.size());
  if (scale > std::max(digit_count, precision_constant) || scale < -3) {
    out += d.digits.substr(0, 1);
    if (digit_count > 1) out += "." + d.digits.substr(1);
    return out + fmt::format("E{}{:02}", d.exponent < 0 ? '-' : '+', std::abs(d.exponent));
  }
  if (scale <= 0) return out + "0." + std::string(static_cast<size_t>(-scale), '0') + d.digits;
  if (digit_count <= scale) return out + d.digits + std::string(static_cast<size_t>(scale - digit_count), '0');
  return out + d.digits.substr(0, static_cast<size_t>(scale)) + "." + d.digits.substr(static_cast<size_t>(scale));
}

template <class T>
std::string FormatFloating(T v, int precision_constant) {
  double as_double = 0;
  if constexpr (std::is_floating_point_v<T>) {
    as_double = v;
  } else {
    as_double = ToFloat(v);
  }
  if (std::isnan(as_double)) return "NaN";
  if (std::isinf(as_double)) return as_double > 0 ? "Infinity" : "-Infinity";
  if (as_double == 0) return std::signbit(as_double) ? "-0" : "0";
  if constexpr (std::is_floating_point_v<T>) {
    // Scientific to_chars without a precision gives the shortest round-trip digits of T.
    char buffer[64];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, v, std::chars_format::scientific).ptr;
    return FormatDecimal(ParseScientific(std::string(buffer, end)), precision_constant);
  } else {
    return FormatDecimal(ShortestDigits(v), precision_constant);
  }
}

struct BodyWriter {
  const Tensor& tensor;
  std::span<const int64_t> maximum_lengths;
  std::string out;

  int64_t Shown(int32_t d) const { return std::min(maximum_lengths[d], tensor.shape().length(d)); }
  // A zero-length dimension always prints its ".." marker ("[..]" innermost, a ".." line
  // otherwise), whatever the maximum, as System.Numerics.Tensors does.
  bool Truncated(int32_t d) const {
    return maximum_lengths[d] < tensor.shape().length(d) || tensor.shape().length(d) == 0;
  }

  // A lower bound on the body's length, saturating at INT64_MAX: every printed row takes at
  // least two characters ("[]") and every printed element at least one more.
  int64_t MinimumLength() const {
    const int32_t last = tensor.rank() - 1;
    int64_t rows = 1;
    for (int32_t d = 0; d < last; ++d) {
      if (!CheckedMul(rows, Shown(d) + (Truncated(d) ? 1 : 0), &rows)) return INT64_MAX;
    }
    // At least one character per element; an opaque element always takes "0x" and two per byte.
    const int64_t width = IsOpaque(tensor.dtype()) ? 2 + 2 * tensor.element_size() : 1;
    int64_t row = 0;
    int64_t length = 0;
    if (!CheckedMul(Shown(last), width, &row) || !CheckedMul(rows, row + 2, &length)) {
      return INT64_MAX;
    }
    return length;
  }

  void Row(const std::byte* base) {
    const int32_t d = tensor.rank() - 1;
    const int64_t step = StepBytes(d);
    out += '[';
    for (int64_t i = 0; i < Shown(d); ++i) {
      if (i > 0) out += ", ";
      out += FormatElement(tensor.dtype(), base + i * step);
    }
    if (Truncated(d)) out += Shown(d) > 0 ? ", .." : "..";
    out += ']';
  }

  // Bytes between neighbours along d. Only non-empty shapes bound their strides (an empty shape
  // may carry any stride and is never stepped), so the product is formed only for those.
  int64_t StepBytes(int32_t d) const {
    const Shape& shape = tensor.shape();
    return shape.is_empty() || shape.length(d) < 2 ? 0 : shape.stride(d) * tensor.element_size();
  }

  // The children of dimension d, one per line at `indent`, then ".." when truncated.
  void Items(int32_t d, const std::byte* base, size_t indent) {
    const int64_t step = StepBytes(d);
    const std::string pad(indent, ' ');
    bool first = true;
    auto separate = [&] {
      if (!first) out += ",\n";
      first = false;
      out += pad;
    };
    for (int64_t i = 0; i < Shown(d); ++i) {
      separate();
      Level(d + 1, base + i * step, indent);
    }
    if (Truncated(d)) {
      separate();
      out += "..";
    }
  }

  void Level(int32_t d, const std::byte* base, size_t indent) {
    if (d == tensor.rank() - 1) return Row(base);
    out += "[\n";
    Items(d, base, indent + 2);
    out += '\n' + std::string(indent, ' ') + ']';
  }
};

}  // namespace

std::string FormatElement(DType dtype, const std::byte* element) {
  return VisitDType(dtype, [&](auto tag) -> std::string {
    using T = decltype(tag);
    if constexpr (std::is_same_v<T, OpaqueElement>) {
      // Opaque elements have no value to print: their bytes in memory order, in hexadecimal.
      const auto bytes = std::span(element, static_cast<size_t>(ElementSize(dtype)));
      std::string hex = "0x";
      for (const std::byte b : bytes) hex += fmt::format("{:02X}", static_cast<unsigned>(b));
      return hex;
    } else {
      const T v = LoadElement<T>(element);
      if constexpr (kIsComplex<T>) {
        // System.Numerics.Complex.ToString: "<real; imaginary>", each part as its float type.
        return "<" + FormatFloating(v.real, RoundTripDigits<decltype(v.real)>()) + "; " +
               FormatFloating(v.imag, RoundTripDigits<decltype(v.imag)>()) + ">";
      } else if constexpr (std::is_same_v<T, Bool8>) {
        return v.value != 0 ? "True" : "False";
      } else if constexpr (std::is_floating_point_v<T> || std::is_same_v<T, Float16> ||
                           std::is_same_v<T, BFloat16>) {
        return FormatFloating(v, RoundTripDigits<T>());
      } else {
        return fmt::format("{}", v);
      }
    }
  });
}

Result<std::string> ToString(const Tensor& t, std::span<const int64_t> maximum_lengths) {
  const std::string type = IsOpaque(t.dtype()) ? fmt::format("Opaque{}", t.element_size())
                                               : std::string(DTypeName(t.dtype()));
  std::string header = fmt::format("Tensor<{}>[{}]", type, fmt::join(t.shape().lengths(), ", "));
  // Rank 0 has no dimension to limit, so its one element is always shown.
  if (t.rank() == 0) return header + " {\n  " + FormatElement(t.dtype(), t.origin()) + "\n}";
  if (maximum_lengths.empty()) return header;
  if (maximum_lengths.size() != static_cast<size_t>(t.rank())) {
    return Status{StatusCode::kArgumentOutOfRange,
                  fmt::format("{} maximum lengths were given for a tensor of rank {}",
                              maximum_lengths.size(), t.rank())};
  }
  for (size_t d = 0; d < maximum_lengths.size(); ++d) {
    if (maximum_lengths[d] < 0) {
      return Status{StatusCode::kArgumentOutOfRange,
                    fmt::format("maximum length {} for dimension {} is negative",
                                maximum_lengths[d], d)};
    }
  }
  BodyWriter writer{t, maximum_lengths, header + " {\n"};
  if (const int64_t minimum = writer.MinimumLength(); minimum > kMaxTextLength) {
    return Status{StatusCode::kOutOfMemory,
                  fmt::format("maximum lengths {} ask for a text of at least {} characters; at "
                              "most {} can be made",
                              FormatList(maximum_lengths), minimum, kMaxTextLength)};
  }
  if (t.rank() == 1) {
    writer.out += "  ";
    writer.Row(t.origin());
  } else {
    writer.Items(0, t.origin(), 2);
  }
  writer.out += "\n}";
  return std::move(writer.out);
}

}  // namespace strata
