// libFuzzer target: sequences of creation, wrapping (views over one shared buffer with
// arbitrary lengths, strides, offsets and data lengths), slicing, element get/set, fill/clear,
// text form, retain/release, use of released handles and allocation failure. See session.h
// for the invariants checked after every call.
#include <cstddef>
#include <cstdint>

#include "session.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  strata::fuzz::FuzzInput in(data, size);
  strata::fuzz::Session session(in);
  for (int step = 0; step < 64 && !in.empty(); ++step) {
    switch (in.Byte() % 12) {
      case 0: session.Create(); break;
      case 1: case 2: session.Wrap(); break;
      case 3: case 4: session.Slice(); break;
      case 5: case 6: session.GetOrSet(); break;
      case 7: session.FillOrClear(); break;
      case 8: session.ToString(); break;
      case 9: session.RetainOrRelease(); break;
      case 10: session.UseReleasedHandle(); break;
      default:
        if (in.Flag()) {
          session.ToggleAllocationFailure();
        } else {
          session.QueryMisuse();
        }
    }
  }
  return 0;
}
