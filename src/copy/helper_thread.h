// A pool of persistent helper threads for splitting one large piece of work into disjoint parts.
#pragma once

namespace strata {

// The most threads (caller included) that work on one RunInParts call: the pool holds at most
// kMaxParallelThreads - 1 helpers.
inline constexpr int kMaxParallelThreads = 64;

// Runs work(context, part) once for every part in [0, parts) and returns when all have finished.
// The caller runs parts itself while up to min(parts, kMaxParallelThreads) - 1 helper threads
// (started on first need, then parked between calls) take parts as well; each part is claimed
// by exactly one thread, in no fixed assignment. When the pool is serving another caller (or it or
// a helper cannot be made), the caller runs every part no helper has claimed itself, so as long
// as the parts write disjoint memory, the result never depends on scheduling or on how many
// threads took part. Memory written by any part is visible to the caller on return.
// parts <= 0 runs nothing; work must not throw. Thread-safe. fork() may come at any time, also
// while a call runs (it does not wait for one); the child never uses the parent's pool and makes
// its own on first need.
void RunInParts(void (*work)(void* context, int part), void* context, int parts);

}  // namespace strata
