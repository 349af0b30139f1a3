// libFuzzer target: tensors and overlapping views of one shared buffer, at element and at
// unaligned byte offsets (one dtype preferred per input, so operands usually agree), then unary /
// binary / scalar ops, comparisons, compare_all/any, reductions, clamp and conversions among
// them, allocating or into a destination that operands may share memory with. See session.h and
// elementwise_calls.h for the invariants checked after every call.
#include <cstddef>
#include <cstdint>

#include "elementwise_calls.h"
#include "session.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static constexpr strata_dtype kPreferred[] = {
      STRATA_DTYPE_INT8,   STRATA_DTYPE_INT16,  STRATA_DTYPE_INT32,   STRATA_DTYPE_INT64,
      STRATA_DTYPE_UINT8,  STRATA_DTYPE_UINT16, STRATA_DTYPE_UINT32,  STRATA_DTYPE_UINT64,
      STRATA_DTYPE_INT32,  STRATA_DTYPE_INT64,  STRATA_DTYPE_FLOAT32, STRATA_DTYPE_FLOAT64,
      STRATA_DTYPE_FLOAT16, STRATA_DTYPE_BFLOAT16, STRATA_DTYPE_BOOL,   0};
  strata::fuzz::FuzzInput in(data, size);
  strata::fuzz::Session session(in);
  session.PreferDType(kPreferred[in.Byte() % (sizeof(kPreferred) / sizeof(kPreferred[0]))]);
  strata::fuzz::ElementwiseCalls ops(session);
  for (int step = 0; step < 64 && !in.empty(); ++step) {
    switch (in.Byte() % 16) {
      case 0: session.Create(); break;
      case 1: session.Wrap(); break;
      case 2: case 3: case 4: session.WrapLike(); break;
      case 5: session.Slice(); break;
      case 6: session.FillOrClear(); break;
      case 7: session.GetOrSet(); break;
      case 8: case 9: ops.Binary(); break;
      case 10: ops.Unary(); break;
      case 11: ops.CompareAllAny(); break;
      case 12: ops.Reduce(); break;
      case 13: ops.Clamp(); break;
      case 14: ops.Convert(); break;
      default:
        switch (in.Below(4)) {
          case 0: session.RetainOrRelease(); break;
          case 1: session.ToggleAllocationFailure(); break;
          default: session.Create();
        }
    }
    session.ExpectLiveCount();
  }
  return 0;
}
