// Exact handle validation: a released tensor or parameter handle stays invalid however many
// handles are created afterwards (no new handle ever has its value), foreign values are refused
// without being dereferenced, and this holds while other threads create and release handles.
#include <gtest/gtest.h>

#include <cstdint>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "strata/strata.h"
#include "strata/strata_views.h"

namespace {

strata_tensor* NewVector(int64_t length) {
  strata_tensor* t = nullptr;
  EXPECT_EQ(strata_tensor_create(STRATA_DTYPE_INT32, &length, 1, nullptr, 0, &t), STRATA_OK);
  return t;
}

// Every entry point kind refuses the handle: a query, a retain and a release.
void ExpectInvalid(strata_tensor* handle) {
  int32_t rank = -7;
  EXPECT_EQ(strata_tensor_rank(handle, &rank), STRATA_ERROR_INVALID_HANDLE);
  EXPECT_EQ(rank, -7);
  strata_tensor_retain(handle);
  EXPECT_EQ(strata_last_error_code(), STRATA_ERROR_INVALID_HANDLE);
  strata_tensor_release(handle);
  EXPECT_EQ(strata_last_error_code(), STRATA_ERROR_INVALID_HANDLE);
}

TEST(HandleValidation, AReleasedHandleStaysInvalidWhileManyNewTensorsAreCreated) {
  const int64_t live_before = strata_live_tensor_count();
  strata_tensor* stale = NewVector(3);
  strata_tensor_release(stale);
  std::vector<strata_tensor*> fresh;
  for (int round = 0; round < 20000; ++round) {
    strata_tensor* t = NewVector(round % 5);
    ASSERT_NE(t, stale) << "a new handle reused a released handle's value";
    // Alternate between keeping and releasing, so slots are both reused and newly made.
    if (round % 3 == 0) {
      fresh.push_back(t);
    } else {
      strata_tensor_release(t);
    }
    if (round % 1000 == 0) ExpectInvalid(stale);
  }
  ExpectInvalid(stale);
  for (strata_tensor* t : fresh) strata_tensor_release(t);
  EXPECT_EQ(strata_live_tensor_count(), live_before);
}

TEST(HandleValidation, NoHandleValueIsIssuedTwice) {
  std::set<uintptr_t> seen;
  for (int round = 0; round < 5000; ++round) {
    strata_tensor* t = NewVector(1);
    EXPECT_TRUE(seen.insert(reinterpret_cast<uintptr_t>(t)).second);
    strata_tensor_release(t);
  }
}

TEST(HandleValidation, AHandleReleasedTwiceReportsTheSecondRelease) {
  strata_tensor* t = NewVector(2);
  strata_tensor_retain(t);
  strata_tensor_release(t);
  int32_t rank = 0;
  EXPECT_EQ(strata_tensor_rank(t, &rank), STRATA_OK);  // one reference left
  strata_tensor_release(t);
  ExpectInvalid(t);
}

TEST(HandleValidation, ForeignValuesAreRefusedWithoutBeingRead) {
  int32_t local = 0;
  alignas(64) static unsigned char zeros[256] = {};
  const uintptr_t foreign[] = {
      reinterpret_cast<uintptr_t>(&local),  reinterpret_cast<uintptr_t>(zeros),
      1,                                    UINTPTR_MAX,
      uintptr_t{1} << 32,                   (uintptr_t{1} << 32) | 0xFFFFFF,
      uintptr_t{0xFFFFFFFF},                uintptr_t{0xDEADBEEF} << 16};
  for (const uintptr_t value : foreign) {
    SCOPED_TRACE(value);
    ExpectInvalid(reinterpret_cast<strata_tensor*>(value));
  }
}

TEST(HandleValidation, AReleasedParameterHandleStaysInvalid) {
  strata_tensor* data = NewVector(3);
  strata_parameter* stale = nullptr;
  ASSERT_EQ(strata_parameter_create(data, "w", 1, &stale), STRATA_OK);
  strata_parameter_release(stale);
  std::vector<strata_parameter*> fresh;
  for (int round = 0; round < 2000; ++round) {
    strata_parameter* p = nullptr;
    ASSERT_EQ(strata_parameter_create(data, "v", 0, &p), STRATA_OK);
    ASSERT_NE(p, stale);
    if (round % 2 == 0) {
      fresh.push_back(p);
    } else {
      strata_parameter_release(p);
    }
  }
  int32_t requires_grad = -1;
  EXPECT_EQ(strata_parameter_requires_grad(stale, &requires_grad), STRATA_ERROR_INVALID_HANDLE);
  EXPECT_EQ(requires_grad, -1);
  strata_parameter_release(stale);
  EXPECT_EQ(strata_last_error_code(), STRATA_ERROR_INVALID_HANDLE);
  for (strata_parameter* p : fresh) strata_parameter_release(p);
  strata_tensor_release(data);
}

// Handles of the two kinds are created in step, so that a table that numbered both alike would
// hand out equal values; each kind must still be refused where the other is taken.
TEST(HandleValidation, TensorAndParameterHandlesNeverPassForEachOther) {
  std::vector<strata_tensor*> tensors;
  std::vector<strata_parameter*> parameters;
  for (int k = 0; k < 64; ++k) {
    tensors.push_back(NewVector(2));
    strata_parameter* p = nullptr;
    ASSERT_EQ(strata_parameter_create(tensors.back(), "w", 0, &p), STRATA_OK);
    parameters.push_back(p);
  }
  for (int k = 0; k < 64; ++k) {
    auto* as_tensor = reinterpret_cast<strata_tensor*>(parameters[k]);
    auto* as_parameter = reinterpret_cast<strata_parameter*>(tensors[k]);
    int32_t rank = -7;
    EXPECT_EQ(strata_tensor_rank(as_tensor, &rank), STRATA_ERROR_INVALID_HANDLE);
    EXPECT_EQ(rank, -7);
    EXPECT_NE(std::string(strata_last_error_message()).find("is a parameter handle, not a tensor"),
              std::string::npos)
        << strata_last_error_message();
    int32_t flag = -7;
    EXPECT_EQ(strata_parameter_requires_grad(as_parameter, &flag), STRATA_ERROR_INVALID_HANDLE);
    EXPECT_EQ(flag, -7);
    EXPECT_NE(std::string(strata_last_error_message()).find("is a tensor handle, not a parameter"),
              std::string::npos)
        << strata_last_error_message();
    // Releasing through the wrong kind releases nothing.
    strata_tensor_release(as_tensor);
    EXPECT_EQ(strata_last_error_code(), STRATA_ERROR_INVALID_HANDLE);
    strata_parameter_release(as_parameter);
    EXPECT_EQ(strata_last_error_code(), STRATA_ERROR_INVALID_HANDLE);
    EXPECT_EQ(strata_tensor_rank(tensors[k], &rank), STRATA_OK);
    EXPECT_EQ(strata_parameter_requires_grad(parameters[k], &flag), STRATA_OK);
  }
  for (strata_parameter* p : parameters) strata_parameter_release(p);
  for (strata_tensor* t : tensors) strata_tensor_release(t);
}

TEST(HandleValidation, StaleHandlesStayInvalidWhileOtherThreadsCreateAndRelease) {
  const int64_t live_before = strata_live_tensor_count();
  auto worker = [] {
    for (int round = 0; round < 3000; ++round) {
      strata_tensor* t = NewVector(round % 4 + 1);
      strata_tensor* view = nullptr;
      const strata_nrange all = {{0, 0, 0}, {0, 1, 0}};  // [0..^0]
      ASSERT_EQ(strata_tensor_slice(t, &all, 1, &view), STRATA_OK);
      strata_tensor_release(t);
      int32_t rank = 0;
      ASSERT_EQ(strata_tensor_rank(view, &rank), STRATA_OK);
      strata_tensor_release(view);
      ASSERT_EQ(strata_tensor_rank(view, &rank), STRATA_ERROR_INVALID_HANDLE);
      ASSERT_EQ(strata_tensor_rank(t, &rank), STRATA_ERROR_INVALID_HANDLE);
    }
  };
  std::thread a(worker), b(worker);
  a.join();
  b.join();
  EXPECT_EQ(strata_live_tensor_count(), live_before);
}

// A thread keeps freed slots for its own next handles; when it exits they must go back to the
// other threads, or every short-lived thread would pin a few dozen slots for good.
TEST(HandleValidation, SlotsFreedOnAThreadThatExitedServeLaterThreads) {
  std::set<uint32_t> slots_used;  // a handle's low 32 bits are its slot index
  for (int round = 0; round < 500; ++round) {
    std::vector<strata_tensor*> made;
    std::thread([&made] {
      for (int k = 0; k < 40; ++k) made.push_back(NewVector(1));
      for (strata_tensor* t : made) strata_tensor_release(t);
    }).join();
    for (strata_tensor* t : made)
      slots_used.insert(static_cast<uint32_t>(reinterpret_cast<uintptr_t>(t)));
  }
  // 500 threads of 40 handles would use 20 000 slots if the exited threads kept theirs.
  EXPECT_LT(slots_used.size(), 1000u);
}

}  // namespace
