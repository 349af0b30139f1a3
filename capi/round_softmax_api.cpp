// Rounding to decimal digits and SoftMax: handle and argument checks, then the core.
#include "call_guard.h"
#include "handle.h"
#include "elementwise/round_digits.h"
#include "elementwise/softmax.h"
#include "views_api_support.h"

using namespace strata;
using namespace strata::capi;

namespace {

// Runs write(x, destination).
template <class Write>
strata_status IntoCall(const char* function, const strata_tensor* x, strata_tensor* destination,
                       Write write) {
  return Guarded(function, [&]() -> Status {
    auto input = Lookup(x, "x");
    STRATA_RETURN_IF_ERROR(input);
    auto d = Lookup(destination, "destination");
    STRATA_RETURN_IF_ERROR(d);
    return write(*input.value(), *d.value());
  });
}

}  // namespace

extern "C" {

strata_status strata_round(const strata_tensor* x, int32_t digits, int32_t mode,
                           strata_tensor** out) {
  return TensorOutCall(__func__, x, "x", out,
                       [&](const Tensor& t) { return RoundDigits(t, digits, mode); });
}

strata_status strata_round_into(const strata_tensor* x, int32_t digits, int32_t mode,
                                strata_tensor* destination) {
  return IntoCall(__func__, x, destination, [&](const Tensor& t, const Tensor& d) {
    return RoundDigitsInto(t, digits, mode, d);
  });
}

strata_status strata_softmax(const strata_tensor* x, strata_tensor** out) {
  return TensorOutCall(__func__, x, "x", out, [](const Tensor& t) { return SoftMax(t); });
}

strata_status strata_softmax_into(const strata_tensor* x, strata_tensor* destination) {
  return IntoCall(__func__, x, destination,
                  [](const Tensor& t, const Tensor& d) { return SoftMaxInto(t, d); });
}

}  // extern "C"
