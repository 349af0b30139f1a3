// libFuzzer target: tensors and overlapping views of one shared buffer, at element and at
// unaligned byte offsets (create, wrap, views shaped like other handles, slices, fills), then
// copy_to / try_copy_to / flatten_to / copy_from_buffer / resize / reverse (allocating, _into,
// in place) / broadcast / concatenate / stack / split / set_slice among them. See session.h and
// copy_calls.h for the invariants checked after every call.
#include <cstddef>
#include <cstdint>

#include "copy_calls.h"
#include "session.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  strata::fuzz::FuzzInput in(data, size);
  strata::fuzz::Session session(in);
  strata::fuzz::CopyCalls copies(session);
  for (int step = 0; step < 64 && !in.empty(); ++step) {
    switch (in.Byte() % 16) {
      case 0: session.Create(); break;
      case 1: session.Wrap(); break;
      case 2: case 3: session.WrapLike(); break;
      case 4: session.Slice(); break;
      case 5: session.FillOrClear(); break;
      case 6: copies.CopyTo(); break;
      case 7: copies.FlattenTo(); break;
      case 8: copies.CopyFromBuffer(); break;
      case 9: copies.Resize(); break;
      case 10: copies.Reverse(); break;
      case 11: copies.Broadcast(); break;
      case 12: copies.Join(); break;
      case 13: copies.Split(); break;
      case 14: copies.SetSlice(); break;
      default:
        switch (in.Below(4)) {
          case 0: session.RetainOrRelease(); break;
          case 1: session.ToggleAllocationFailure(); break;
          default: session.GetOrSet();
        }
    }
    session.ExpectLiveCount();
  }
  return 0;
}
