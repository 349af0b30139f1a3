#include "format.h"

#include <fmt/format.h>

#include <cmath>
#include <cstdlib>

namespace strata {
namespace {

// .NET prints shortest round-trip digits in fixed notation for decimal exponents in [-5, 15)
// and otherwise as d.dddE+XX with at least two exponent digits.
template <class Float>
std::string FormatFloating(Float v) {
  if (std::isnan(v)) return "NaN";
  if (std::isinf(v)) return v > 0 ? "Infinity" : "-Infinity";
  const std::string sci = fmt::format("{:e}", v);  // shortest digits, e.g. "-1.25e+03"
  const size_t e_pos = sci.find('e');
  const int exponent = std::atoi(sci.c_str() + e_pos + 1);
  const bool negative = sci[0] == '-';
  std::string digits;
  for (size_t i = negative ? 1 : 0; i < e_pos; ++i) {
    if (sci[i] != '.') digits += sci[i];
  }
  std::string out = negative ? "-" : "";
  if (exponent >= 15 || exponent < -5) {
    out += digits.substr(0, 1);
    if (digits.size() > 1) out += "." + digits.substr(1);
    return out + fmt::format("E{}{:02}", exponent < 0 ? '-' : '+', std::abs(exponent));
  }
  if (exponent < 0) return out + "0." + std::string(static_cast<size_t>(-exponent - 1), '0') + digits;
  const auto integer_digits = static_cast<size_t>(exponent + 1);
  if (digits.size() <= integer_digits) return out + digits + std::string(integer_digits - digits.size(), '0');
  return out + digits.substr(0, integer_digits) + "." + digits.substr(integer_digits);
}

struct BodyWriter {
  const Tensor& tensor;
  std::span<const int64_t> maximum_lengths;
  std::string out;

  int64_t Shown(int32_t d) const { return std::min(maximum_lengths[d], tensor.shape().length(d)); }
  bool Truncated(int32_t d) const { return maximum_lengths[d] < tensor.shape().length(d); }

  void Row(const std::byte* base) {
    const int32_t d = tensor.rank() - 1;
    const int64_t step = tensor.shape().stride(d) * tensor.element_size();
    out += '[';
    for (int64_t i = 0; i < Shown(d); ++i) {
      if (i > 0) out += ", ";
      out += FormatElement(tensor.dtype(), base + i * step);
    }
    if (Truncated(d)) out += Shown(d) > 0 ? ", .." : "..";
    out += ']';
  }

  // The children of dimension d, one per line at `indent`, then ".." when truncated.
  void Items(int32_t d, const std::byte* base, size_t indent) {
    const int64_t step = tensor.shape().stride(d) * tensor.element_size();
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
    const T v = LoadElement<T>(element);
    if constexpr (std::is_same_v<T, Bool8>) {
      return v.value != 0 ? "True" : "False";
    } else if constexpr (std::is_same_v<T, Float16> || std::is_same_v<T, BFloat16>) {
      return FormatFloating(ToFloat(v));
    } else if constexpr (std::is_floating_point_v<T>) {
      return FormatFloating(v);
    } else {
      return fmt::format("{}", v);
    }
  });
}

Result<std::string> ToString(const Tensor& t, std::span<const int64_t> maximum_lengths) {
  std::string header = fmt::format("Tensor<{}>[{}]", DTypeName(t.dtype()),
                                   fmt::join(t.shape().lengths(), ", "));
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
