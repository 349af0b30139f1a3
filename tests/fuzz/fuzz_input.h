// Decodes the fuzzer's bytes into arguments for C ABI calls. Values are small most of the time
// (so shapes stay valid often enough to reach deep code), and sometimes int64 edge values (so
// every overflow and range check is exercised). An exhausted input yields zeros.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace strata::fuzz {

class FuzzInput {
 public:
  FuzzInput(const uint8_t* data, size_t size) : data_(data), size_(size) {}

  bool empty() const { return position_ >= size_; }

  uint8_t Byte() { return empty() ? 0 : data_[position_++]; }

  bool Flag() { return (Byte() & 1) != 0; }

  // A value in [0, bound) for bound ≥ 1.
  int64_t Below(int64_t bound) {
    uint16_t raw = Byte();
    raw = static_cast<uint16_t>(raw << 8 | Byte());
    return static_cast<int64_t>(raw % static_cast<uint64_t>(bound));
  }

  // Mostly 0..7, sometimes an int64 edge (negative, near INT64_MAX, near its square root).
  int64_t Int() {
    const uint8_t selector = Byte();
    if (selector < 0xd0) return selector % 8;
    static constexpr int64_t kEdges[] = {
        -1,
        -2,
        INT64_MIN,
        INT64_MAX,
        INT64_MAX - 1,
        INT64_MAX / 2,
        INT64_MAX / 2 + 1,
        INT64_MAX / 8 + 1,
        3037000499,  // floor(sqrt(INT64_MAX))
        3037000500,
        int64_t{1} << 31,
        (int64_t{1} << 31) - 1,
        int64_t{1} << 32,
        int64_t{1} << 62,
        int64_t{1} << 20,
        16,
    };
    return kEdges[Byte() % (sizeof(kEdges) / sizeof(kEdges[0]))];
  }

  // Copies n bytes (zero-padded when the input runs out).
  void Bytes(void* out, size_t n) {
    auto* bytes = static_cast<uint8_t*>(out);
    for (size_t k = 0; k < n; ++k) bytes[k] = Byte();
  }

 private:
  const uint8_t* data_;
  size_t size_;
  size_t position_ = 0;
};

}  // namespace strata::fuzz
