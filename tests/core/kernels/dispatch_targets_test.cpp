// The Highway targets the kernels are compiled for, and the one dynamic dispatch picks here. The
// per-target kernel tests (ForEachTarget) iterate every compiled target this CPU supports, so
// these tests say which targets a run exercised. The arm64 runs under QEMU choose the CPU in
// QEMU_CPU (NEON only, or SVE at 128 or 256 bits), which decides the target dispatch must pick.
#include <gtest/gtest.h>
#include <hwy/targets.h>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

namespace strata {
namespace {

std::vector<std::string> Names(int64_t targets) {
  std::vector<std::string> names;
  for (int64_t bit = 1; bit != 0 && bit <= targets; bit <<= 1) {
    if ((targets & bit) != 0) names.emplace_back(hwy::TargetName(bit));
  }
  return names;
}

TEST(DispatchTargets, EveryVectorTargetOfTheArchitectureIsCompiled) {
  const std::vector<std::string> compiled = Names(HWY_TARGETS);
#if defined(__aarch64__)
  const std::vector<std::string> expected = {"SVE2_128", "SVE_256", "SVE2", "SVE", "NEON"};
#elif defined(__x86_64__)
  const std::vector<std::string> expected = {"AVX3", "AVX2", "SSE4", "SSSE3"};
#else
  const std::vector<std::string> expected = compiled;
#endif
  for (const std::string& name : expected) {
    EXPECT_NE(std::find(compiled.begin(), compiled.end(), name), compiled.end())
        << name << " is not among the compiled targets";
  }
}

TEST(DispatchTargets, TheExpectedTargetIsChosenAndIterated) {
  const std::vector<int64_t> supported = hwy::SupportedAndGeneratedTargets();
  ASSERT_FALSE(supported.empty());
  std::string iterated;
  for (int64_t target : supported) iterated += std::string(hwy::TargetName(target)) + " ";
  RecordProperty("targets", iterated);
  const std::vector<std::string> compiled = Names(HWY_TARGETS);
  for (int64_t target : supported) {
    EXPECT_NE(std::find(compiled.begin(), compiled.end(), hwy::TargetName(target)),
              compiled.end()) << hwy::TargetName(target) << " is iterated but not compiled";
  }
  // Under QEMU the CPU it emulates decides which targets run, the best (dispatch's choice) first.
  const char* qemu_cpu = std::getenv("QEMU_CPU");
  if (qemu_cpu == nullptr) return;  // a real CPU: any compiled target it supports
  const std::string cpu = qemu_cpu;
  const auto has = [&](const char* part) { return cpu.find(part) != std::string::npos; };
  const char* expected = has("sve=off")                          ? "NEON "
                         : has("sve-default-vector-length=16") ? "SVE2_128 SVE2 SVE NEON "
                         : has("sve-default-vector-length=32") ? "SVE_256 SVE2 SVE NEON "
                                                               : "SVE2 SVE NEON ";
  EXPECT_EQ(iterated, expected) << "QEMU_CPU=" << cpu;
}

}  // namespace
}  // namespace strata
