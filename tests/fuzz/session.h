// A fuzzing session: a pool of tensor handles (owning tensors and views over one shared arena)
// driven by decoded C ABI calls, with a naive model of every call to check the library against.
//
// Invariants checked after every call (a violation aborts, so libFuzzer records the input):
// - a failed call returns a negative status that strata_last_error_code() repeats with a
//   nonempty message, sets handle outs to NULL, and leaves every byte of the arena and of every
//   owning tensor exactly as it was (compared with a snapshot taken before the call);
// - a successful call agrees with the naive model: the layout queries report the lengths,
//   strides, origin and sizes computed independently here, get reads and set/fill write exactly
//   the bytes the model addresses, accepted layouts never let two positions share storage except
//   through an explicit zero stride, and required storage never exceeds data_length;
// - the library's live-handle count equals the handles the session holds; when the session ends
//   every deleter ran exactly once and every block from the session's allocator was returned.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "fuzz_check.h"
#include "fuzz_input.h"
#include "strata/strata.h"

namespace strata::fuzz {

// A tensor's layout as the library's queries report it.
struct Layout {
  std::byte* data = nullptr;
  strata_dtype dtype = 0;
  int64_t element_size = 0;
  std::vector<int64_t> lengths;
  std::vector<int64_t> strides;
  int64_t flattened_length = 0;
  int64_t required_storage = 0;
  bool read_only = false;
};

// Memory that a handle's elements lie in.
struct Region {
  std::byte* base = nullptr;
  size_t bytes = 0;
};

class Session {
 public:
  static constexpr size_t kArenaBytes = 512;
  static constexpr int kSlots = 8;
  // Larger element walks (fill, text form, copies) are skipped to keep each input fast.
  static constexpr int64_t kMaxWalk = 4096;

  struct Slot {
    strata_tensor* handle = nullptr;
    int references = 0;
    Region region;
  };
  struct Snapshot {
    std::vector<Region> regions;
    std::vector<std::vector<std::byte>> bytes;
  };
  // One expected write of a successful call; value NULL means "any value" (an operation whose
  // result is not modelled exactly, but which may write only there).
  struct Write {
    std::byte* address;
    const std::byte* value;
    int64_t size;
  };

  explicit Session(FuzzInput& in);
  ~Session();
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  // Decoded calls; each picks its own arguments from the input.
  void Create();
  void Wrap();
  void WrapLike();
  void Slice();
  void GetOrSet();
  void FillOrClear();
  void ToString();
  void RetainOrRelease();
  void UseReleasedHandle();
  void ToggleAllocationFailure();
  void QueryMisuse();

  // The mechanism the call families of every fuzz target share.
  FuzzInput& input() { return in_; }
  std::byte* arena() { return arena_; }
  // A live slot chosen by the input, or NULL when there is none.
  Slot* PickSlot();
  // PickDType returns `dtype` three times in four from now on (0: no preference).
  void PreferDType(strata_dtype dtype) { preferred_dtype_ = dtype; }
  strata_dtype PickDType();
  // Takes over one reference to a handle whose elements lie in `region`.
  void Adopt(strata_tensor* handle, Region region);
  // Takes over a new owning tensor returned by the library, after checking that it is a fresh
  // writable dense tensor of `dtype`. (The fuzz loops check the live-handle count after every
  // call.)
  void AdoptResult(strata_tensor* handle, strata_dtype dtype, const char* call);
  Snapshot TakeSnapshot() const;
  // Every byte equals the snapshot, except the given writes (conflicting writes to one address
  // are a violation: an accepted call must have one defined result).
  void ExpectBytes(const Snapshot& before, const std::vector<Write>& writes, const char* call) const;
  void ExpectFailure(strata_status status, const Snapshot& before, const char* call) const;
  void ExpectLiveCount() const;

 private:
  FuzzInput& in_;
  alignas(64) std::byte arena_[kArenaBytes];
  Slot slots_[kSlots];
  std::vector<strata_tensor*> released_;
  int64_t deleters_expected_ = 0;
  strata_dtype preferred_dtype_ = 0;
};

// An NIndex for a dimension of `length`: mostly within [0, length + 1], sometimes an int64 edge,
// from the end, or malformed (reserved set, from_end 2).
strata_nindex DecodeNIndex(FuzzInput& in, int64_t length);
// The position an NIndex names in a dimension of `length` (−1 for a negative value).
int64_t PositionOf(const strata_nindex& index, int64_t length);
// A nonnegative value with from_end 0 or 1 and reserved 0.
bool WellFormed(const strata_nindex& index);

// The layout of a live handle (every query must succeed).
Layout Describe(const strata_tensor* handle);
// Calls fn(address) for every logical element, in row-major order.
template <class Fn>
void ForEachElement(const Layout& layout, Fn&& fn) {
  if (layout.flattened_length == 0) return;
  std::vector<int64_t> index(layout.lengths.size(), 0);
  for (int64_t n = 0; n < layout.flattened_length; ++n) {
    int64_t offset = 0;
    for (size_t d = 0; d < index.size(); ++d) offset += index[d] * layout.strides[d];
    fn(layout.data + offset * layout.element_size);
    for (size_t d = index.size(); d-- > 0;) {
      if (++index[d] < layout.lengths[d]) break;
      index[d] = 0;
    }
  }
}

}  // namespace strata::fuzz
