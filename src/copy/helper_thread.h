// A second thread for splitting one large transfer in two.
#pragma once

namespace strata {

// Runs work(context, 0) on a persistent helper thread while the caller runs work(context, 1),
// and returns when both have finished. When the helper is already serving another caller (or
// cannot be started), the caller runs part 0 and then part 1 itself, so the result never
// depends on scheduling. work must not throw. Thread-safe.
void RunInTwoParts(void (*work)(void* context, int part), void* context);

}  // namespace strata
