// Indexing and index assignment (strata_views.h): converts the blittable item array into core
// index items, checking every field.
#include "enum_conversions.h"
#include "indexing/index_assign.h"
#include "indexing/indexing.h"
#include "call_wrappers.h"

using namespace strata;
using namespace strata::capi;

namespace {

Status BadItem(size_t k, const strata_index_item& item, const char* why) {
  return {StatusCode::kInvalidArgument,
          fmt::format("index item {} (kind {}, flags {}, value {}, stop {}, step {}): {}", k,
                      item.kind, item.flags, item.value, item.stop, item.step, why)};
}

Result<IndexItem> ConvertItem(const strata_index_item& item, size_t k) {
  const bool no_numbers = item.flags == 0 && item.stop == 0 && item.step == 0;
  const bool no_tensor = item.tensor == nullptr;
  switch (item.kind) {
    case STRATA_INDEX_INTEGER:
      if (!no_numbers || !no_tensor) return BadItem(k, item, "an integer uses only 'value'");
      return IndexItem::Integer(item.value);
    case STRATA_INDEX_SLICE: {
      const int32_t f = item.flags;
      if ((f & ~7) != 0 || !no_tensor || (!(f & STRATA_SLICE_HAS_START) && item.value != 0) ||
          (!(f & STRATA_SLICE_HAS_STOP) && item.stop != 0) ||
          (!(f & STRATA_SLICE_HAS_STEP) && item.step != 0)) {
        return BadItem(k, item, "a slice sets only the fields its flags name");
      }
      auto field = [&](int32_t bit, int64_t v) {
        return (f & bit) ? std::optional<int64_t>(v) : std::nullopt;
      };
      return IndexItem::Slice(field(STRATA_SLICE_HAS_START, item.value),
                              field(STRATA_SLICE_HAS_STOP, item.stop),
                              field(STRATA_SLICE_HAS_STEP, item.step));
    }
    case STRATA_INDEX_NONE:
    case STRATA_INDEX_ELLIPSIS:
      if (!no_numbers || !no_tensor || item.value != 0) {
        return BadItem(k, item, "None and Ellipsis use no fields");
      }
      return item.kind == STRATA_INDEX_NONE ? IndexItem::NewAxis() : IndexItem::Ellipsis();
    case STRATA_INDEX_BOOL:
      if (!no_numbers || !no_tensor || (item.value != 0 && item.value != 1)) {
        return BadItem(k, item, "a bool uses only 'value', 0 or 1");
      }
      return IndexItem::Bool(item.value == 1);
    case STRATA_INDEX_TENSOR: {
      if (!no_numbers || item.value != 0) return BadItem(k, item, "a tensor item uses only 'tensor'");
      auto tensor = Lookup(item.tensor, "items[].tensor");
      STRATA_RETURN_IF_ERROR(tensor);
      return IndexItem::Of(*tensor.value());
    }
    default:
      return BadItem(k, item, "unknown kind");
  }
}

// Items that index a dimension number at most the rank and None items at most the result's
// rank, each ≤ kMaxRank; only bool items (which broadcast into one dimension) could add more,
// and NumPy refuses more than twice its maximum rank too. The bound is checked before the
// items are read.
constexpr int32_t kMaxIndexItems = 2 * kMaxRank;

Result<std::vector<IndexItem>> ConvertItems(const strata_index_item* items, int32_t count) {
  if (count < 0 || count > kMaxIndexItems) {
    return Status{StatusCode::kArgumentOutOfRange,
                  fmt::format("item count {} is outside [0, {}]", count, kMaxIndexItems)};
  }
  STRATA_RETURN_IF_ERROR(count > 0 ? RequirePointer(items, "items") : Status::Ok());
  std::vector<IndexItem> out;
  for (int32_t k = 0; k < count; ++k) {
    auto item = ConvertItem(items[k], static_cast<size_t>(k));
    STRATA_RETURN_IF_ERROR(item);
    out.push_back(std::move(item).value());
  }
  return out;
}

Result<AssignOp> ConvertOp(int32_t op) {
  if (op < STRATA_ASSIGN || op > STRATA_ASSIGN_FLOOR_DIVIDE) {
    return Status{StatusCode::kInvalidArgument,
                  fmt::format("assignment operator {} is not one of 0..7", op)};
  }
  return static_cast<AssignOp>(op);
}

// Converts the handle, items and operator, then runs assign(tensor, items, op).
template <class Assign>
strata_status AssignCall(const char* function, strata_tensor* handle,
                         const strata_index_item* items, int32_t count, int32_t op,
                         Assign assign) {
  return Guarded(function, [&]() -> Status {
    auto tensor = Lookup(handle, "tensor");
    STRATA_RETURN_IF_ERROR(tensor);
    auto converted = ConvertItems(items, count);
    STRATA_RETURN_IF_ERROR(converted);
    auto assign_op = ConvertOp(op);
    STRATA_RETURN_IF_ERROR(assign_op);
    return assign(*tensor.value(), converted.value(), assign_op.value());
  });
}

}  // namespace

extern "C" {

strata_status strata_tensor_index(const strata_tensor* t, const strata_index_item* items,
                                  int32_t count, strata_tensor** out) {
  return TensorOutCall(__func__, t, out, [&](const Tensor& x) -> Result<Tensor> {
    auto converted = ConvertItems(items, count);
    STRATA_RETURN_IF_ERROR(converted);
    return Index(x, converted.value());
  });
}

strata_status strata_tensor_index_assign(strata_tensor* t, const strata_index_item* items,
                                         int32_t count, const strata_tensor* value, int32_t op) {
  return AssignCall(__func__, t, items, count, op,
                    [&](const Tensor& x, const std::vector<IndexItem>& i, AssignOp o) -> Status {
                      auto v = Lookup(value, "value");
                      STRATA_RETURN_IF_ERROR(v);
                      return IndexAssign(x, i, *v.value(), o);
                    });
}

strata_status strata_tensor_index_assign_scalar(strata_tensor* t, const strata_index_item* items,
                                                int32_t count, strata_dtype value_dtype,
                                                const void* value, int32_t op) {
  return AssignCall(__func__, t, items, count, op,
                    [&](const Tensor& x, const std::vector<IndexItem>& i, AssignOp o) -> Status {
                      STRATA_RETURN_IF_ERROR(RequirePointer(value, "value"));
                      const auto type = DTypeFromPublic(value_dtype);
                      if (!type) {
                        return {StatusCode::kInvalidArgument,
                                fmt::format("value dtype {:#06x} is not a known dtype",
                                            value_dtype)};
                      }
                      return IndexAssignScalar(x, i, *type, value, o);
                    });
}

}  // extern "C"
