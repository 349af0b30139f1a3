#include "elementwise_calls.h"

#include <algorithm>
#include <cstring>
#include <iterator>

#include "reference.h"

namespace strata::fuzz {
namespace {

using Slot = Session::Slot;

// ---- Typed element values ------------------------------------------------------------------

struct Kind {
  bool integer = false;
  bool is_signed = false;
  bool floating = false;  // float32 / float64: compared exactly
  int bytes = 0;
};

Kind KindOf(strata_dtype dtype) {
  switch (dtype) {
    case STRATA_DTYPE_INT8: return {true, true, false, 1};
    case STRATA_DTYPE_INT16: return {true, true, false, 2};
    case STRATA_DTYPE_INT32: return {true, true, false, 4};
    case STRATA_DTYPE_INT64: return {true, true, false, 8};
    case STRATA_DTYPE_UINT8: return {true, false, false, 1};
    case STRATA_DTYPE_UINT16: return {true, false, false, 2};
    case STRATA_DTYPE_UINT32: return {true, false, false, 4};
    case STRATA_DTYPE_UINT64: return {true, false, false, 8};
    case STRATA_DTYPE_FLOAT32: return {false, false, true, 4};
    case STRATA_DTYPE_FLOAT64: return {false, false, true, 8};
    default: return {};
  }
}

bool Arithmetic(strata_dtype dtype) {
  return KindOf(dtype).integer || dtype == STRATA_DTYPE_FLOAT16 || dtype == STRATA_DTYPE_FLOAT32 ||
         dtype == STRATA_DTYPE_FLOAT64 || dtype == STRATA_DTYPE_BFLOAT16;
}
// Comparisons also order bool (false < true), and the bitwise ops accept it (as .NET's bool
// implements the bitwise operators).
bool Comparable(strata_dtype dtype) { return Arithmetic(dtype) || dtype == STRATA_DTYPE_BOOL; }
bool IsBitwise(strata_op op) {
  return op == STRATA_OP_BITWISE_AND || op == STRATA_OP_BITWISE_OR || op == STRATA_OP_XOR ||
         op == STRATA_OP_ONES_COMPLEMENT;
}

// The exact value of an integer element (sign- or zero-extended).
Wide LoadInt(const std::byte* p, const Kind& kind) {
  uint64_t bits = 0;
  std::memcpy(&bits, p, static_cast<size_t>(kind.bytes));  // little-endian
  const int unused = 64 - 8 * kind.bytes;
  if (kind.is_signed) return static_cast<int64_t>(bits << unused) >> unused;
  return static_cast<Wide>(bits);
}

// Stores the low bits of v (two's complement wrap-around).
void StoreInt(std::byte* out, const Kind& kind, Wide v) {
  const auto bits = static_cast<uint64_t>(static_cast<UWide>(v));
  std::memcpy(out, &bits, static_cast<size_t>(kind.bytes));
}

double LoadFloat(const std::byte* p, const Kind& kind) {
  if (kind.bytes == 4) {
    float f;
    std::memcpy(&f, p, 4);
    return f;
  }
  double d;
  std::memcpy(&d, p, 8);
  return d;
}

// The low 64 bits of a product (operands within 64 bits, so the low bits are exact).
Wide MulWrap(Wide a, Wide b) { return static_cast<Wide>(static_cast<UWide>(a) * static_cast<UWide>(b)); }
// v reduced to its low 64 bits, so sums and products stay within Wide.
Wide Wrap64(Wide v) { return static_cast<Wide>(static_cast<uint64_t>(static_cast<UWide>(v))); }

Wide MinOf(const Kind& k) { return k.is_signed ? -(Wide{1} << (8 * k.bytes - 1)) : 0; }
Wide MaxOf(const Kind& k) {
  return k.is_signed ? (Wide{1} << (8 * k.bytes - 1)) - 1 : (Wide{1} << (8 * k.bytes)) - 1;
}

// Exact integer binary ops; false for ops not modelled.
bool IntBinary(strata_op op, Wide a, Wide b, Wide* r) {
  switch (op) {
    case STRATA_OP_ADD: *r = a + b; return true;
    case STRATA_OP_SUBTRACT: *r = a - b; return true;
    case STRATA_OP_MULTIPLY: *r = MulWrap(a, b); return true;
    case STRATA_OP_MIN: *r = std::min(a, b); return true;
    case STRATA_OP_MAX: *r = std::max(a, b); return true;
    case STRATA_OP_BITWISE_AND: *r = a & b; return true;
    case STRATA_OP_BITWISE_OR: *r = a | b; return true;
    case STRATA_OP_XOR: *r = a ^ b; return true;
    default: return false;
  }
}

bool IsComparison(strata_op op) { return op >= STRATA_OP_EQUALS && op <= STRATA_OP_LESS_THAN_OR_EQUAL; }

template <class T>
bool Compare(strata_op op, T a, T b) {
  switch (op) {
    case STRATA_OP_EQUALS: return a == b;
    case STRATA_OP_GREATER_THAN: return a > b;
    case STRATA_OP_GREATER_THAN_OR_EQUAL: return a >= b;
    case STRATA_OP_LESS_THAN: return a < b;
    default: return a <= b;
  }
}

// The comparison of two elements of one dtype, when modelled.
bool ModelledComparison(const Kind& k) { return k.integer || k.floating; }
bool CompareElements(strata_op op, const Kind& k, const std::byte* a, const std::byte* b) {
  if (k.integer) return Compare(op, LoadInt(a, k), LoadInt(b, k));
  return Compare(op, LoadFloat(a, k), LoadFloat(b, k));
}

// A tensor-shaped stand-in for a scalar argument: one element, broadcast everywhere.
Layout ScalarLayout(const std::byte* value, const Layout& like) {
  Layout l;
  l.data = const_cast<std::byte*>(value);
  l.dtype = like.dtype;
  l.element_size = like.element_size;
  l.lengths = {1};
  l.strides = {0};
  l.flattened_length = 1;
  l.required_storage = 1;
  return l;
}

constexpr strata_op kUnaryOps[] = {
    STRATA_OP_NEGATE, STRATA_OP_ABS, STRATA_OP_INCREMENT, STRATA_OP_DECREMENT,
    STRATA_OP_ONES_COMPLEMENT, STRATA_OP_NEGATE, STRATA_OP_ABS, STRATA_OP_SQRT, STRATA_OP_EXP,
    STRATA_OP_FLOOR, STRATA_OP_ROUND, STRATA_OP_SHIFT_LEFT, STRATA_OP_SHIFT_RIGHT_ARITHMETIC,
    STRATA_OP_POP_COUNT, STRATA_OP_ROTATE_LEFT, STRATA_OP_ROOT_N, STRATA_OP_ADD};
constexpr strata_op kBinaryOps[] = {
    STRATA_OP_ADD, STRATA_OP_SUBTRACT, STRATA_OP_MULTIPLY, STRATA_OP_MIN, STRATA_OP_MAX,
    STRATA_OP_ADD, STRATA_OP_SUBTRACT, STRATA_OP_MULTIPLY, STRATA_OP_MIN, STRATA_OP_MAX,
    STRATA_OP_BITWISE_AND, STRATA_OP_BITWISE_OR, STRATA_OP_XOR, STRATA_OP_DIVIDE, STRATA_OP_POW,
    STRATA_OP_MAX_MAGNITUDE, STRATA_OP_EQUALS, STRATA_OP_GREATER_THAN,
    STRATA_OP_GREATER_THAN_OR_EQUAL, STRATA_OP_LESS_THAN, STRATA_OP_LESS_THAN_OR_EQUAL,
    STRATA_OP_NEGATE, STRATA_OP_SUM};
constexpr strata_op kComparisons[] = {STRATA_OP_EQUALS, STRATA_OP_GREATER_THAN,
                                      STRATA_OP_GREATER_THAN_OR_EQUAL, STRATA_OP_LESS_THAN,
                                      STRATA_OP_LESS_THAN_OR_EQUAL, STRATA_OP_ADD};
constexpr strata_op kReductions[] = {
    STRATA_OP_SUM, STRATA_OP_PRODUCT, STRATA_OP_REDUCE_MIN, STRATA_OP_REDUCE_MAX, STRATA_OP_DOT,
    STRATA_OP_INDEX_OF_MAX, STRATA_OP_INDEX_OF_MIN, STRATA_OP_AVERAGE, STRATA_OP_NORM,
    STRATA_OP_DISTANCE, STRATA_OP_INDEX_OF_MAX_MAGNITUDE, STRATA_OP_ADD};

}  // namespace

// What Run needs to know about a call.
struct ElementwiseCalls::Plan {
  const char* call;
  std::vector<Layout> inputs;       // the operands (a scalar as a one-element layout)
  std::vector<bool> tensor_inputs;  // which operands are tensors (the overlap rules apply)
  bool conversion = false;          // no overlap at all is allowed
  std::vector<int64_t> lengths;     // the result's lengths (before a destination)
  bool valid = false;               // every rule the harness knows holds
  strata_status required_failure = STRATA_OK;  // when nonzero the call must fail so
  strata_dtype result_dtype = 0;
  // Writes the result at one position from the operands' elements; false when the call must
  // fail. Empty: results are not modelled.
  std::function<bool(const std::vector<const std::byte*>&, std::byte*)> apply;
};

strata_op ElementwiseCalls::PickOp(const strata_op* ops, size_t count) {
  if (in_.Below(32) == 0) return static_cast<strata_op>(in_.Int());
  return ops[in_.Below(static_cast<int64_t>(count))];
}

void ElementwiseCalls::Run(const Plan& plan, Slot* destination,
                           const std::function<strata_status(strata_tensor** out)>& invoke) {
  Layout dst;
  std::vector<int64_t> target = plan.lengths;
  if (destination != nullptr) {
    dst = Describe(destination->handle);
    if (!Walkable(dst.lengths)) return;
    target = dst.lengths;
  } else if (plan.valid && !Walkable(plan.lengths) && CountOf(plan.lengths) <= Wide{INT64_MAX}) {
    // A long allocating call: the session's allocator bounds it, but the reference cannot.
    if (CountOf(plan.lengths) > (Wide{1} << 16)) return;
  }
  bool walk = plan.valid && Walkable(target);
  for (const Layout& input : plan.inputs) walk &= BroadcastsTo(input.lengths, target);
  const int64_t result_size = KindOf(plan.result_dtype).bytes > 0 ? KindOf(plan.result_dtype).bytes : 1;
  bool must_fail = false;
  std::vector<std::byte> values;
  if (walk && plan.apply) {
    std::vector<std::vector<std::byte*>> sources;
    for (const Layout& input : plan.inputs) sources.push_back(BroadcastAddresses(input, target));
    const auto n = static_cast<size_t>(CountOf(target));
    values.resize(n * static_cast<size_t>(result_size));
    std::vector<const std::byte*> at(plan.inputs.size());
    for (size_t k = 0; k < n; ++k) {
      for (size_t i = 0; i < at.size(); ++i) at[i] = sources[i][k];
      must_fail |= !plan.apply(at, values.data() + k * static_cast<size_t>(result_size));
    }
  }
  const Session::Snapshot before = s_.TakeSnapshot();
  strata_tensor* out = reinterpret_cast<strata_tensor*>(&out);
  const strata_status status = invoke(destination != nullptr ? nullptr : &out);
  if (status != STRATA_OK) {
    FUZZ_CHECK(destination != nullptr || out == nullptr, plan.call);
    s_.ExpectFailure(status, before, plan.call);
    FUZZ_CHECK(plan.required_failure == STRATA_OK || status == plan.required_failure, plan.call);
    return;
  }
  FUZZ_CHECK(plan.valid && plan.required_failure == STRATA_OK, plan.call);
  FUZZ_CHECK(!must_fail, plan.call);
  if (destination == nullptr) {
    s_.ExpectBytes(before, {}, plan.call);
    const Layout got = Describe(out);
    FUZZ_CHECK(EquivalentShapes(got.lengths, plan.lengths), plan.call);
    if (walk && plan.apply) ExpectElements(out, plan.lengths, values, plan.call);
    s_.AdoptResult(out, plan.result_dtype, plan.call);
    return;
  }
  FUZZ_CHECK(dst.dtype == plan.result_dtype && !dst.read_only, plan.call);
  FUZZ_CHECK(BroadcastsTo(plan.lengths, dst.lengths), plan.call);
  for (size_t i = 0; i < plan.inputs.size(); ++i) {
    if (!plan.tensor_inputs[i] || !SharesBytes(plan.inputs[i], dst)) continue;
    FUZZ_CHECK(!plan.conversion, "conversion accepted an overlapping destination");
    FUZZ_CHECK(SameView(plan.inputs[i], dst) && !RepeatsStorage(dst),
               "elementwise accepted an overlap other than the destination's own view");
  }
  s_.ExpectBytes(before,
                 plan.apply ? WritesOf(Addresses(dst), values, dst.element_size)
                            : AnyWritesOf(Addresses(dst), dst.element_size),
                 plan.call);
}

// ---- Unary --------------------------------------------------------------------------------

void ElementwiseCalls::Unary() {
  Slot* from = s_.PickSlot();
  if (from == nullptr) return;
  const strata_op op = PickOp(kUnaryOps, std::size(kUnaryOps));
  const int64_t n = in_.Below(4) == 0 ? in_.Int() : in_.Below(70) - 2;
  Slot* to = in_.Flag() ? (in_.Below(4) == 0 ? from : s_.PickSlot()) : nullptr;
  Plan plan;
  plan.call = to != nullptr ? "unary_into" : "unary";
  plan.inputs = {Describe(from->handle)};
  plan.tensor_inputs = {true};
  plan.lengths = plan.inputs[0].lengths;
  plan.result_dtype = plan.inputs[0].dtype;
  const Kind k = KindOf(plan.result_dtype);
  plan.valid = (IsBitwise(op) ? Comparable(plan.result_dtype) : Arithmetic(plan.result_dtype)) &&
               op >= STRATA_OP_NEGATE && op <= STRATA_OP_ROOT_N;
  if (k.integer) {
    switch (op) {
      case STRATA_OP_NEGATE:
      case STRATA_OP_ABS:
      case STRATA_OP_INCREMENT:
      case STRATA_OP_DECREMENT:
      case STRATA_OP_ONES_COMPLEMENT:
      case STRATA_OP_FLOOR:
      case STRATA_OP_ROUND:
        plan.apply = [op, k](const std::vector<const std::byte*>& at, std::byte* out) {
          const Wide x = LoadInt(at[0], k);
          if (op == STRATA_OP_ABS && k.is_signed && x == MinOf(k)) return false;
          const Wide r = op == STRATA_OP_NEGATE           ? -x
                         : op == STRATA_OP_ABS            ? (x < 0 ? -x : x)
                         : op == STRATA_OP_INCREMENT      ? x + 1
                         : op == STRATA_OP_DECREMENT      ? x - 1
                         : op == STRATA_OP_ONES_COMPLEMENT ? ~x
                                                          : x;  // integers round to themselves
          StoreInt(out, k, r);
          return true;
        };
        break;
      default: break;
    }
  }
  Run(plan, to, [&](strata_tensor** out) {
    return to != nullptr ? strata_unary_into(op, from->handle, n, to->handle)
                         : strata_unary(op, from->handle, n, out);
  });
}

// ---- Binary, scalar and comparisons -------------------------------------------------------

void ElementwiseCalls::Binary() {
  Slot* xs = s_.PickSlot();
  if (xs == nullptr) return;
  const strata_op op = PickOp(kBinaryOps, std::size(kBinaryOps));
  const bool scalar = in_.Flag();
  std::byte scalar_value[8];
  in_.Bytes(scalar_value, sizeof(scalar_value));
  int32_t scalar_first = in_.Flag() ? 1 : 0;
  if (in_.Below(16) == 0) scalar_first = static_cast<int32_t>(in_.Int());
  Slot* ys = scalar ? nullptr : (in_.Below(8) == 0 ? xs : s_.PickSlot());
  Slot* to = in_.Flag() ? (in_.Below(3) == 0 ? xs : s_.PickSlot()) : nullptr;

  Plan plan;
  const Layout x = Describe(xs->handle);
  const Layout y = scalar ? ScalarLayout(scalar_value, x) : Describe(ys->handle);
  const bool comparison = IsComparison(op);
  plan.call = scalar ? (to != nullptr ? "binary_scalar_into" : "binary_scalar")
                     : (to != nullptr ? "binary_into" : "binary");
  // Operand order as the op sees it.
  const bool swapped = scalar && scalar_first == 1;
  plan.inputs = swapped ? std::vector<Layout>{y, x} : std::vector<Layout>{x, y};
  plan.tensor_inputs = swapped ? std::vector<bool>{false, true} : std::vector<bool>{true, !scalar};
  plan.result_dtype = comparison ? STRATA_DTYPE_BOOL : x.dtype;
  const bool shapes = BroadcastPair(x.lengths, y.lengths, &plan.lengths);
  const bool known_op = (op >= STRATA_OP_ADD && op <= STRATA_OP_MIN_MAGNITUDE_NUMBER) || comparison;
  plan.valid = shapes && known_op && x.dtype == y.dtype &&
               (comparison || IsBitwise(op) ? Comparable(x.dtype) : Arithmetic(x.dtype)) &&
               (!scalar || scalar_first == 0 || scalar_first == 1) &&
               CountOf(plan.lengths) <= Wide{INT64_MAX};
  Wide unused = 0;
  const bool every_dtype = comparison || (op != STRATA_OP_BITWISE_AND && IntBinary(op, 0, 0, &unused) &&
                                          op != STRATA_OP_BITWISE_OR && op != STRATA_OP_XOR);
  if (to == nullptr && shapes && every_dtype && x.dtype == y.dtype && Arithmetic(x.dtype) &&
      CountOf(plan.lengths) > Wide{INT64_MAX}) {
    plan.required_failure = STRATA_ERROR_ARGUMENT_OUT_OF_RANGE;  // the broadcast count overflows
  }
  const Kind k = KindOf(x.dtype);
  if (comparison && ModelledComparison(k)) {
    plan.apply = [op, k](const std::vector<const std::byte*>& at, std::byte* out) {
      *out = std::byte{CompareElements(op, k, at[0], at[1]) ? uint8_t{1} : uint8_t{0}};
      return true;
    };
  } else if (k.integer && IntBinary(op, 0, 0, &unused)) {
    plan.apply = [op, k](const std::vector<const std::byte*>& at, std::byte* out) {
      Wide r = 0;
      IntBinary(op, LoadInt(at[0], k), LoadInt(at[1], k), &r);
      StoreInt(out, k, r);
      return true;
    };
  }
  Run(plan, to, [&](strata_tensor** out) {
    if (scalar) {
      return to != nullptr
                 ? strata_binary_scalar_into(op, xs->handle, scalar_value, scalar_first, to->handle)
                 : strata_binary_scalar(op, xs->handle, scalar_value, scalar_first, out);
    }
    return to != nullptr ? strata_binary_into(op, xs->handle, ys->handle, to->handle)
                         : strata_binary(op, xs->handle, ys->handle, out);
  });
}

// ---- compare_all / compare_any ------------------------------------------------------------

void ElementwiseCalls::CompareAllAny() {
  Slot* xs = s_.PickSlot();
  Slot* ys = in_.Below(8) == 0 ? xs : s_.PickSlot();
  if (xs == nullptr) return;
  const strata_op op = PickOp(kComparisons, std::size(kComparisons));
  const bool all = in_.Flag();
  const Layout x = Describe(xs->handle);
  const Layout y = Describe(ys->handle);
  std::vector<int64_t> lengths;
  const bool shapes = BroadcastPair(x.lengths, y.lengths, &lengths);
  const Wide count = CountOf(lengths);
  if (shapes && count > Session::kMaxWalk && count <= Wide{INT64_MAX}) return;  // too long
  const bool valid = shapes && count <= Wide{INT64_MAX} && IsComparison(op) &&
                     x.dtype == y.dtype && Comparable(x.dtype);
  const Kind k = KindOf(x.dtype);
  int32_t want = all ? 1 : 0;
  if (valid && ModelledComparison(k)) {
    const auto xa = BroadcastAddresses(x, lengths);
    const auto ya = BroadcastAddresses(y, lengths);
    for (size_t i = 0; i < xa.size(); ++i) {
      if (CompareElements(op, k, xa[i], ya[i]) != all) want = all ? 0 : 1;
    }
  }
  const char* call = all ? "compare_all" : "compare_any";
  const Session::Snapshot before = s_.TakeSnapshot();
  int32_t got = -7;
  const strata_status status = all ? strata_compare_all(op, xs->handle, ys->handle, &got)
                                   : strata_compare_any(op, xs->handle, ys->handle, &got);
  if (status != STRATA_OK) {
    s_.ExpectFailure(status, before, call);
    FUZZ_CHECK(got == -7, call);
    return;
  }
  FUZZ_CHECK(valid && (got == 0 || got == 1), call);
  if (ModelledComparison(k)) FUZZ_CHECK(got == want, call);
  s_.ExpectBytes(before, {}, call);
}

// ---- Reductions ---------------------------------------------------------------------------

void ElementwiseCalls::Reduce() {
  Slot* xs = s_.PickSlot();
  if (xs == nullptr) return;
  const strata_op op = PickOp(kReductions, std::size(kReductions));
  const bool pairwise = op == STRATA_OP_DOT || op == STRATA_OP_DISTANCE;
  const bool give_y = in_.Below(16) == 0 ? !pairwise : pairwise;  // sometimes wrongly
  Slot* ys = give_y ? (in_.Below(4) == 0 ? xs : s_.PickSlot()) : nullptr;
  const Layout x = Describe(xs->handle);
  const Layout y = give_y ? Describe(ys->handle) : x;
  std::vector<int64_t> lengths = x.lengths;
  const bool shapes = !give_y || BroadcastPair(x.lengths, y.lengths, &lengths);
  if (!Walkable(x.lengths) || (shapes && !Walkable(lengths))) return;
  const bool index_op = op >= STRATA_OP_INDEX_OF_MAX && op <= STRATA_OP_INDEX_OF_MIN_MAGNITUDE;
  const Kind k = KindOf(x.dtype);
  const bool known = (op >= STRATA_OP_SUM && op <= STRATA_OP_REDUCE_MAX_NUMBER) ||
                     (op >= STRATA_OP_DOT && op <= STRATA_OP_COSINE_SIMILARITY) || index_op;
  const bool valid = known && give_y == pairwise && shapes && Arithmetic(x.dtype) &&
                     x.dtype == y.dtype;
  const int64_t count = static_cast<int64_t>(CountOf(lengths));
  // The integer reference: sum, product, dot, min and max.
  bool must_fail = false;
  bool modelled = false;
  std::byte want[8] = {};
  if (valid && k.integer) {
    const auto xa = BroadcastAddresses(x, lengths);
    const auto ya = BroadcastAddresses(y, lengths);
    Wide acc = op == STRATA_OP_PRODUCT ? 1 : 0;
    for (size_t i = 0; i < xa.size(); ++i) {
      const Wide v = LoadInt(xa[i], k);
      if (op == STRATA_OP_SUM) acc = Wrap64(acc + v);
      if (op == STRATA_OP_PRODUCT) acc = Wrap64(MulWrap(acc, v));
      if (op == STRATA_OP_DOT) acc = Wrap64(acc + MulWrap(v, LoadInt(ya[i], k)));
      if (op == STRATA_OP_REDUCE_MIN) acc = i == 0 ? v : std::min(acc, v);
      if (op == STRATA_OP_REDUCE_MAX) acc = i == 0 ? v : std::max(acc, v);
    }
    modelled = op == STRATA_OP_SUM || op == STRATA_OP_PRODUCT || op == STRATA_OP_DOT ||
               op == STRATA_OP_REDUCE_MIN || op == STRATA_OP_REDUCE_MAX;
    must_fail = count == 0 && (op == STRATA_OP_PRODUCT || op == STRATA_OP_REDUCE_MIN ||
                               op == STRATA_OP_REDUCE_MAX);
    StoreInt(want, k, acc);
  }
  std::byte got[16];
  std::memset(got, 0xa5, sizeof(got));
  const Session::Snapshot before = s_.TakeSnapshot();
  const strata_status status = strata_reduce(op, xs->handle, give_y ? ys->handle : nullptr, got);
  std::byte untouched[16];
  std::memset(untouched, 0xa5, sizeof(untouched));
  if (status != STRATA_OK) {
    s_.ExpectFailure(status, before, "reduce");
    FUZZ_CHECK(std::memcmp(got, untouched, sizeof(got)) == 0, "reduce");
    return;
  }
  FUZZ_CHECK(valid && !must_fail, "reduce");
  s_.ExpectBytes(before, {}, "reduce");
  const size_t written = index_op ? 8 : static_cast<size_t>(x.element_size);
  FUZZ_CHECK(std::memcmp(got + written, untouched, sizeof(got) - written) == 0, "reduce");
  if (modelled) FUZZ_CHECK(std::memcmp(got, want, written) == 0, "reduce");
  if (index_op) {
    int64_t index = 0;
    std::memcpy(&index, got, sizeof(index));
    FUZZ_CHECK(count == 0 ? index == -1 : 0 <= index && index < count, "reduce index");
    if (k.integer && count > 0 && (op == STRATA_OP_INDEX_OF_MAX || op == STRATA_OP_INDEX_OF_MIN)) {
      const auto xa = Addresses(x);
      const Wide at = LoadInt(xa[static_cast<size_t>(index)], k);
      for (std::byte* p : xa) {
        const Wide v = LoadInt(p, k);
        FUZZ_CHECK(op == STRATA_OP_INDEX_OF_MAX ? v <= at : v >= at, "reduce index extreme");
      }
    }
  }
}

// ---- Clamp --------------------------------------------------------------------------------

void ElementwiseCalls::Clamp() {
  Slot* xs = s_.PickSlot();
  if (xs == nullptr) return;
  std::byte low[8];
  std::byte high[8];
  in_.Bytes(low, sizeof(low));
  in_.Bytes(high, sizeof(high));
  Slot* to = in_.Flag() ? (in_.Below(3) == 0 ? xs : s_.PickSlot()) : nullptr;
  Plan plan;
  plan.call = to != nullptr ? "clamp_into" : "clamp";
  plan.inputs = {Describe(xs->handle)};
  plan.tensor_inputs = {true};
  plan.lengths = plan.inputs[0].lengths;
  plan.result_dtype = plan.inputs[0].dtype;
  plan.valid = Arithmetic(plan.result_dtype);
  const Kind k = KindOf(plan.result_dtype);
  if (k.integer) {
    const Wide lo = LoadInt(low, k);
    const Wide hi = LoadInt(high, k);
    if (lo > hi) plan.valid = false;
    plan.apply = [k, lo, hi](const std::vector<const std::byte*>& at, std::byte* out) {
      StoreInt(out, k, std::clamp(LoadInt(at[0], k), lo, hi));
      return true;
    };
  }
  Run(plan, to, [&](strata_tensor** out) {
    return to != nullptr ? strata_clamp_into(xs->handle, low, high, to->handle)
                         : strata_clamp(xs->handle, low, high, out);
  });
}

// ---- Conversions --------------------------------------------------------------------------

void ElementwiseCalls::Convert() {
  Slot* xs = s_.PickSlot();
  if (xs == nullptr) return;
  int32_t mode = static_cast<int32_t>(in_.Below(3));
  if (in_.Below(16) == 0) mode = static_cast<int32_t>(in_.Int());
  Slot* to = in_.Flag() ? (in_.Below(4) == 0 ? xs : s_.PickSlot()) : nullptr;
  const strata_dtype target = to != nullptr ? Describe(to->handle).dtype : s_.PickDType();
  Plan plan;
  plan.call = to != nullptr ? "convert_into" : "convert";
  plan.inputs = {Describe(xs->handle)};
  plan.tensor_inputs = {true};
  plan.conversion = true;
  plan.lengths = plan.inputs[0].lengths;
  plan.result_dtype = target;
  plan.valid = Arithmetic(plan.inputs[0].dtype) && Arithmetic(target) && mode >= 0 && mode <= 2;
  const Kind from = KindOf(plan.inputs[0].dtype);
  const Kind into = KindOf(target);
  if (from.integer && into.integer) {
    plan.apply = [from, into, mode](const std::vector<const std::byte*>& at, std::byte* out) {
      const Wide v = LoadInt(at[0], from);
      const bool fits = MinOf(into) <= v && v <= MaxOf(into);
      if (mode == STRATA_CONVERT_CHECKED && !fits) return false;
      StoreInt(out, into,
               mode == STRATA_CONVERT_SATURATING ? std::clamp(v, MinOf(into), MaxOf(into)) : v);
      return true;
    };
  }
  Run(plan, to, [&](strata_tensor** out) {
    return to != nullptr ? strata_convert_into(xs->handle, to->handle, mode)
                         : strata_convert(xs->handle, target, mode, out);
  });
}

}  // namespace strata::fuzz
