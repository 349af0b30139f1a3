#include "error_state.h"

namespace strata::capi {
namespace {
thread_local Status last_error;
}  // namespace

void SetLastError(const Status& status) { last_error = status; }
const Status& LastError() { return last_error; }
void ClearLastError() { last_error = Status::Ok(); }

}  // namespace strata::capi
