// Decoded copy-family calls on a Session's handles: copy_to / try_copy_to, flatten_to /
// try_flatten_to, copy_from_buffer, resize / resize_to, reverse (allocating, _into, in place),
// broadcast_to / broadcast / broadcast_into / try_broadcast_into, concatenate / stack (allocating
// and _into), split and set_slice. Sources, destinations and buffers are often overlapping views
// of the session's one arena.
//
// Invariants, besides the Session's: a failed call changes no byte; a successful call writes
// exactly the naive reference (values gathered from the operands before the call, placed at the
// destination's logical positions) and nothing else; accepted arguments satisfy the documented
// shape, dtype and read-only rules; new tensors are dense, writable and hold the reference.
#pragma once

#include "fuzz_input.h"
#include "session.h"

namespace strata::fuzz {

class CopyCalls {
 public:
  explicit CopyCalls(Session& session) : s_(session), in_(session.input()) {}

  void CopyTo();
  void FlattenTo();
  void CopyFromBuffer();
  void Resize();
  void Reverse();
  void Broadcast();
  void Join();
  void Split();
  void SetSlice();

 private:
  // Lengths near those given: some length-1 dimensions replaced, leading dimensions added, or
  // (rarely) int64 edges.
  std::vector<int64_t> LengthsNear(const std::vector<int64_t>& lengths);
  // A buffer inside the arena for `element_size` elements: its start and how many fit.
  std::byte* ArenaBuffer(int64_t element_size, int64_t* room);

  Session& s_;
  FuzzInput& in_;
};

}  // namespace strata::fuzz
