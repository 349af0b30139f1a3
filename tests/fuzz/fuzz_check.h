// The failure path every fuzz invariant shares: a violated check prints what and after which
// call, with the library's last error, and aborts so that libFuzzer records the input.
#pragma once

namespace strata::fuzz {

__extension__ typedef __int128 Wide;  // exact arithmetic for the naive size models
__extension__ typedef unsigned __int128 UWide;  // wrap-around products

[[noreturn]] void Violation(const char* call, const char* what);

}  // namespace strata::fuzz

#define FUZZ_CHECK(condition, call)                             \
  do {                                                          \
    if (!(condition)) ::strata::fuzz::Violation(call, #condition); \
  } while (false)
