#include "session.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace strata::fuzz {

void Violation(const char* call, const char* what) {
  std::fprintf(stderr, "invariant violated after %s: %s (last error %d: %s)\n", call, what,
               strata_last_error_code(), strata_last_error_message());
  std::abort();
}

namespace {

// ---- An allocator that refuses large blocks and, on request, every block ----------------

constexpr size_t kMaxOwnedBytes = size_t{1} << 16;
bool fail_allocations = false;
int64_t live_blocks = 0;

void* Allocate(size_t bytes, size_t alignment, void*) {
  if (fail_allocations || bytes > kMaxOwnedBytes) return nullptr;
  const size_t rounded = (bytes + alignment) / alignment * alignment;  // never 0
  void* p = std::aligned_alloc(alignment, rounded);
  if (p != nullptr) ++live_blocks;
  return p;
}

void ReleaseBlock(void* p, size_t, size_t, void*) {
  --live_blocks;
  std::free(p);
}

const strata_allocator kAllocator{sizeof(strata_allocator), Allocate, ReleaseBlock, nullptr};

// ---- Deleters of views over the arena ---------------------------------------------------

int64_t deleters_run = 0;
void CountDeleter(void*, void* user_data) { ++*static_cast<int64_t*>(user_data); }

// ---- The naive model of a layout --------------------------------------------------------

struct Model {
  bool valid_values = true;  // no negative length or stride
  bool fits = true;          // element count and storage representable in int64
  int64_t flattened_length = 0;
  int64_t required_storage = 0;
  std::vector<int64_t> lengths;
  std::vector<int64_t> strides;
};

// Row-major strides with stride 0 on length-1 dimensions and everywhere when empty.
std::vector<int64_t> RowMajor(const std::vector<int64_t>& lengths) {
  std::vector<int64_t> strides(lengths.size(), 0);
  for (int64_t length : lengths) {
    if (length == 0) return strides;
  }
  Wide product = 1;
  for (size_t d = lengths.size(); d-- > 0;) {
    strides[d] = lengths[d] > 1 && product <= INT64_MAX ? static_cast<int64_t>(product) : 0;
    product *= lengths[d];
    if (product > INT64_MAX) product = Wide{INT64_MAX} + 1;
  }
  return strides;
}

Model ModelOf(std::vector<int64_t> lengths, const std::vector<int64_t>* explicit_strides) {
  Model m;
  m.lengths = lengths;
  for (int64_t length : lengths) m.valid_values &= length >= 0;
  if (explicit_strides != nullptr && !explicit_strides->empty()) {
    m.strides = *explicit_strides;
    if (m.strides.size() != lengths.size()) m.strides.assign(lengths.size(), 0);
    for (int64_t stride : m.strides) m.valid_values &= stride >= 0;
  } else if (m.valid_values) {
    m.strides = RowMajor(lengths);
  } else {
    m.strides.assign(lengths.size(), 0);
  }
  if (!m.valid_values) return m;
  Wide count = 1;
  Wide last = 0;
  for (size_t d = 0; d < lengths.size(); ++d) {
    count *= lengths[d];
    if (count > INT64_MAX) count = Wide{INT64_MAX} + 1;
    if (lengths[d] > 0) last += Wide{lengths[d] - 1} * m.strides[d];
    if (last > INT64_MAX) last = Wide{INT64_MAX} + 1;
  }
  if (count == 0) {
    return m;  // empty: no elements, no storage, whatever the strides
  }
  m.fits = count <= INT64_MAX && last + 1 <= INT64_MAX;
  if (m.fits) {
    m.flattened_length = static_cast<int64_t>(count);
    m.required_storage = static_cast<int64_t>(last + 1);
  }
  return m;
}

// Two distinct positions share storage only through a zero stride of a dimension longer than 1.
void ExpectNoAliasing(const Layout& layout, const char* call) {
  for (size_t d = 0; d < layout.lengths.size(); ++d) {
    if (layout.lengths[d] > 1 && layout.strides[d] == 0) return;
  }
  if (layout.flattened_length > Session::kMaxWalk) return;
  std::vector<std::byte*> seen;
  ForEachElement(layout, [&](std::byte* p) { seen.push_back(p); });
  std::sort(seen.begin(), seen.end());
  FUZZ_CHECK(std::adjacent_find(seen.begin(), seen.end()) == seen.end(), call);
}

// Layout queries agree with the model: lengths, strides, counts and origin. Explicit strides are
// kept as given (validation rejects a nonzero stride on a dimension of length ≤ 1); a derived
// view (slice) has stride 0 wherever a dimension has length ≤ 1 or the view is empty.
std::string Join(const std::vector<int64_t>& values) {
  std::string text;
  for (int64_t v : values) text += std::to_string(v) + " ";
  return text;
}

void ExpectLayout(const Layout& got, const Model& want, std::byte* origin, bool derived,
                  const char* call) {
  std::vector<int64_t> strides = want.strides;
  for (size_t d = 0; d < strides.size(); ++d) {
    if (derived && (want.lengths[d] <= 1 || want.flattened_length == 0)) strides[d] = 0;
  }
  if (got.lengths != want.lengths || got.strides != strides ||
      got.flattened_length != want.flattened_length ||
      got.required_storage != want.required_storage) {
    std::fprintf(stderr, "%s: lengths %s/%s strides %s/%s count %lld/%lld storage %lld/%lld\n",
                 call, Join(got.lengths).c_str(), Join(want.lengths).c_str(),
                 Join(got.strides).c_str(), Join(strides).c_str(),
                 static_cast<long long>(got.flattened_length),
                 static_cast<long long>(want.flattened_length),
                 static_cast<long long>(got.required_storage),
                 static_cast<long long>(want.required_storage));
  }
  FUZZ_CHECK(got.lengths == want.lengths, call);
  FUZZ_CHECK(got.strides == strides, call);
  FUZZ_CHECK(got.flattened_length == want.flattened_length, call);
  FUZZ_CHECK(got.required_storage == want.required_storage, call);
  FUZZ_CHECK(origin == nullptr || got.data == origin, call);
  ExpectNoAliasing(got, call);
}

int64_t KnownElementSize(strata_dtype dtype) {
  size_t size = 0;
  return strata_dtype_size(dtype, &size) == STRATA_OK ? static_cast<int64_t>(size) : 0;
}

}  // namespace

strata_nindex DecodeNIndex(FuzzInput& in, int64_t length) {
  strata_nindex out{};
  out.from_end = in.Below(4) == 0;
  out.value = in.Below(8) == 0 ? in.Int() : in.Below(std::min(length, Session::kMaxWalk) + 2);
  out.reserved = in.Below(32) == 0;
  if (in.Below(32) == 0) out.from_end = 2;
  return out;
}

int64_t PositionOf(const strata_nindex& index, int64_t length) {
  if (index.value < 0) return -1;  // rejected anyway; avoids overflowing the model
  return index.from_end != 0 ? length - index.value : index.value;
}

bool WellFormed(const strata_nindex& index) {
  return index.value >= 0 && (index.from_end == 0 || index.from_end == 1) && index.reserved == 0;
}

Layout Describe(const strata_tensor* handle) {
  Layout l;
  int32_t rank = 0;
  int32_t read_only = 0;
  void* data = nullptr;
  FUZZ_CHECK(strata_tensor_rank(handle, &rank) == STRATA_OK, "describe");
  l.lengths.resize(static_cast<size_t>(rank));
  l.strides.resize(static_cast<size_t>(rank));
  FUZZ_CHECK(strata_tensor_lengths(handle, l.lengths.data(), rank) == STRATA_OK, "describe");
  FUZZ_CHECK(strata_tensor_strides(handle, l.strides.data(), rank) == STRATA_OK, "describe");
  FUZZ_CHECK(strata_tensor_dtype(handle, &l.dtype) == STRATA_OK, "describe");
  FUZZ_CHECK(strata_tensor_flattened_length(handle, &l.flattened_length) == STRATA_OK, "describe");
  FUZZ_CHECK(strata_tensor_required_storage(handle, &l.required_storage) == STRATA_OK,
             "describe");
  FUZZ_CHECK(strata_tensor_is_read_only(handle, &read_only) == STRATA_OK, "describe");
  FUZZ_CHECK(strata_tensor_data(handle, &data) == STRATA_OK, "describe");
  l.data = static_cast<std::byte*>(data);
  l.read_only = read_only != 0;
  l.element_size = KnownElementSize(l.dtype);
  FUZZ_CHECK(l.element_size > 0, "describe");
  return l;
}

Session::Session(FuzzInput& in) : in_(in) {
  // A pattern rather than input bytes: distinct neighbouring values make misplaced writes
  // visible without spending the input on the arena.
  const uint8_t seed = in_.Byte();
  for (size_t k = 0; k < kArenaBytes; ++k) arena_[k] = static_cast<std::byte>(k * 37 + seed);
  fail_allocations = false;
  deleters_run = 0;
  FUZZ_CHECK(strata_set_allocator(&kAllocator) == STRATA_OK, "set_allocator");
  ExpectLiveCount();
}

Session::~Session() {
  for (Slot& slot : slots_) {
    while (slot.references-- > 0) strata_tensor_release(slot.handle);
  }
  FUZZ_CHECK(strata_live_tensor_count() == 0, "releasing every handle");
  FUZZ_CHECK(deleters_run == deleters_expected_, "releasing every handle");
  FUZZ_CHECK(live_blocks == 0, "releasing every handle");
  FUZZ_CHECK(strata_set_allocator(nullptr) == STRATA_OK, "set_allocator(NULL)");
}

Session::Slot* Session::PickSlot() {
  Slot* picked = &slots_[in_.Below(kSlots)];
  if (picked->handle != nullptr) return picked;
  for (Slot& slot : slots_) {
    if (slot.handle != nullptr) return &slot;
  }
  return nullptr;
}

strata_dtype Session::PickDType() {
  if (preferred_dtype_ != 0 && in_.Below(4) != 0) return preferred_dtype_;
  static constexpr strata_dtype kTypes[] = {
      STRATA_DTYPE_INT8,    STRATA_DTYPE_INT16,   STRATA_DTYPE_INT32,   STRATA_DTYPE_INT64,
      STRATA_DTYPE_UINT8,   STRATA_DTYPE_UINT16,  STRATA_DTYPE_UINT32,  STRATA_DTYPE_UINT64,
      STRATA_DTYPE_FLOAT16, STRATA_DTYPE_FLOAT32, STRATA_DTYPE_FLOAT64, STRATA_DTYPE_BFLOAT16,
      STRATA_DTYPE_BOOL,    0,                    0x0218,               -1};
  return kTypes[in_.Below(sizeof(kTypes) / sizeof(kTypes[0]))];
}

void Session::Adopt(strata_tensor* handle, Region region) {
  for (Slot& slot : slots_) {
    if (slot.handle == nullptr) {
      slot = {handle, 1, region};
      return;
    }
  }
  strata_tensor_release(handle);  // the pool is full
  released_.push_back(handle);
}

void Session::AdoptResult(strata_tensor* handle, strata_dtype dtype, const char* call) {
  FUZZ_CHECK(handle != nullptr, call);
  const Layout layout = Describe(handle);
  int32_t dense = 0;
  FUZZ_CHECK(strata_tensor_is_dense(handle, &dense) == STRATA_OK, call);
  FUZZ_CHECK(layout.flattened_length == 0 || dense == 1, call);
  FUZZ_CHECK(layout.dtype == dtype && !layout.read_only, call);
  FUZZ_CHECK(layout.required_storage == layout.flattened_length, call);
  ExpectNoAliasing(layout, call);
  Adopt(handle, {layout.data, static_cast<size_t>(layout.required_storage * layout.element_size)});
}

Session::Snapshot Session::TakeSnapshot() const {
  Snapshot s;
  s.regions.push_back({const_cast<std::byte*>(arena_), kArenaBytes});
  for (const Slot& slot : slots_) {
    if (slot.handle == nullptr || slot.region.bytes == 0) continue;
    bool known = false;
    for (const Region& r : s.regions) known |= r.base == slot.region.base;
    if (!known) s.regions.push_back(slot.region);
  }
  for (const Region& r : s.regions) s.bytes.emplace_back(r.base, r.base + r.bytes);
  return s;
}

void Session::ExpectBytes(const Snapshot& before, const std::vector<Write>& writes,
                          const char* call) const {
  std::vector<const Write*> order;
  for (const Write& w : writes) order.push_back(&w);
  std::sort(order.begin(), order.end(),
            [](const Write* a, const Write* b) { return a->address < b->address; });
  for (size_t k = 1; k < order.size(); ++k) {
    const Write& a = *order[k - 1];
    const Write& b = *order[k];
    if (a.address != b.address || a.value == nullptr || b.value == nullptr) continue;
    FUZZ_CHECK(std::memcmp(a.value, b.value, static_cast<size_t>(a.size)) == 0, call);
  }
  for (size_t k = 0; k < before.regions.size(); ++k) {
    const Region& r = before.regions[k];
    bool alive = r.base == arena_;
    for (const Slot& slot : slots_) alive |= slot.handle != nullptr && slot.region.base == r.base;
    if (!alive) continue;  // its last handle was released by this call
    std::vector<std::byte> want = before.bytes[k];
    for (const Write& w : writes) {
      if (w.address < r.base || w.address >= r.base + r.bytes) continue;
      std::memcpy(want.data() + (w.address - r.base), w.value != nullptr ? w.value : w.address,
                  static_cast<size_t>(w.size));
    }
    FUZZ_CHECK(std::memcmp(want.data(), r.base, r.bytes) == 0, call);
  }
}

void Session::ExpectFailure(strata_status status, const Snapshot& before, const char* call) const {
  FUZZ_CHECK(status < 0 && status >= STRATA_ERROR_INVALID_HANDLE, call);
  FUZZ_CHECK(strata_last_error_code() == status, call);
  FUZZ_CHECK(std::strlen(strata_last_error_message()) > 0, call);
  ExpectBytes(before, {}, call);
}

void Session::ExpectLiveCount() const {
  int64_t held = 0;
  for (const Slot& slot : slots_) held += slot.handle != nullptr;
  FUZZ_CHECK(strata_live_tensor_count() == held, "live handle count");
}

// ---- Creation ---------------------------------------------------------------------------

void Session::Create() {
  const strata_dtype dtype = PickDType();
  const int32_t rank = in_.Flag() && in_.Flag() ? static_cast<int32_t>(in_.Int()) : static_cast<int32_t>(in_.Below(5));
  const int32_t used_rank = rank < 0 || rank > 16 ? 0 : rank;  // never read past our arrays
  std::vector<int64_t> lengths(static_cast<size_t>(used_rank));
  for (int64_t& length : lengths) length = in_.Int();
  std::vector<int64_t> strides;
  if (in_.Flag()) {
    strides.resize(static_cast<size_t>(used_rank + (in_.Below(8) == 0 ? 1 : 0)));
    for (int64_t& stride : strides) stride = in_.Int();
  }
  const bool zeroed = in_.Flag();
  const auto stride_count = static_cast<int32_t>(strides.size());
  const Model model = ModelOf(lengths, &strides);
  const Snapshot before = TakeSnapshot();
  strata_tensor* out = reinterpret_cast<strata_tensor*>(&out);
  const strata_status status =
      zeroed ? strata_tensor_create(dtype, lengths.data(), rank, strides.data(), stride_count, &out)
             : strata_tensor_create_uninitialized(dtype, lengths.data(), rank, strides.data(),
                                                  stride_count, &out);
  const int64_t element_size = KnownElementSize(dtype);
  const bool arguments_valid = element_size > 0 && rank == used_rank && model.valid_values &&
                               (stride_count == 0 || stride_count == rank);
  if (status != STRATA_OK) {
    FUZZ_CHECK(out == nullptr, "create");
    ExpectFailure(status, before, "create");
    // Automatic strides cannot alias: valid arguments fail only on size or allocation.
    if (arguments_valid && stride_count == 0) {
      const Wide bytes = Wide{model.required_storage} * element_size;
      const bool allocatable = !fail_allocations && bytes <= static_cast<Wide>(kMaxOwnedBytes);
      FUZZ_CHECK(!model.fits || !allocatable, "create with automatic strides");
      FUZZ_CHECK(model.fits || status == STRATA_ERROR_OVERFLOW, "create beyond int64");
      FUZZ_CHECK(!model.fits || bytes > INT64_MAX || status == STRATA_ERROR_OUT_OF_MEMORY,
                 "create of a refused allocation");
    }
    return;
  }
  FUZZ_CHECK(arguments_valid && model.fits, "create");
  const Layout layout = Describe(out);
  ExpectLayout(layout, model, nullptr, false, "create");
  FUZZ_CHECK(layout.dtype == dtype && !layout.read_only, "create");
  const size_t bytes = static_cast<size_t>(layout.required_storage * element_size);
  if (zeroed) {
    for (size_t k = 0; k < bytes; ++k) FUZZ_CHECK(layout.data[k] == std::byte{0}, "create");
  }
  ExpectBytes(before, {}, "create");
  Adopt(out, {layout.data, bytes});
}

void Session::Wrap() {
  const strata_dtype dtype = PickDType();
  const int64_t known_size = KnownElementSize(dtype);
  const int64_t element_size = known_size > 0 ? known_size : 1;
  int64_t offset = in_.Below(kArenaBytes);
  const bool misaligned = in_.Flag() && in_.Flag();  // one time in four
  if (!misaligned) offset -= offset % element_size;
  const int64_t capacity = (static_cast<int64_t>(kArenaBytes) - offset) / element_size;
  int64_t data_length = in_.Flag() ? in_.Below(capacity + 1) : in_.Int();
  if (data_length > capacity) data_length = capacity;  // never describe memory we do not own
  std::byte* data = in_.Below(16) == 0 ? nullptr : arena_ + offset;

  const bool inferred = in_.Below(4) == 0;
  const int32_t rank = inferred ? 0 : static_cast<int32_t>(in_.Below(5));
  std::vector<int64_t> lengths(static_cast<size_t>(rank));
  for (int64_t& length : lengths) length = in_.Flag() ? in_.Below(6) : in_.Int();
  std::vector<int64_t> strides;
  if (!inferred && in_.Flag()) {
    strides.resize(static_cast<size_t>(rank));
    for (int64_t& stride : strides) stride = in_.Flag() ? in_.Below(40) : in_.Int();
  }
  const int32_t flags = in_.Below(8) == 0 ? static_cast<int32_t>(in_.Int()) : in_.Flag();
  const bool with_deleter = in_.Flag();

  const Model model = inferred ? ModelOf({data_length}, nullptr) : ModelOf(lengths, &strides);
  // An explicit empty lengths list (non-NULL, rank 0) means rank 0; NULL means "infer".
  const int64_t no_lengths = 0;
  const int64_t* lengths_or_empty = lengths.empty() ? &no_lengths : lengths.data();
  const Snapshot before = TakeSnapshot();
  const int64_t deleters_before = deleters_run;
  strata_tensor* out = reinterpret_cast<strata_tensor*>(&out);
  const strata_status status = strata_tensor_wrap(
      dtype, data, data_length, inferred ? nullptr : lengths_or_empty, rank, strides.data(),
      static_cast<int32_t>(strides.size()), flags, with_deleter ? CountDeleter : nullptr,
      &deleters_run, &out);
  FUZZ_CHECK(deleters_run == deleters_before, "wrap");
  if (status != STRATA_OK) {
    FUZZ_CHECK(out == nullptr, "wrap");
    ExpectFailure(status, before, "wrap");
    return;
  }
  FUZZ_CHECK(known_size > 0 && model.valid_values && model.fits, "wrap");
  FUZZ_CHECK(data_length >= model.required_storage, "wrap within data_length");
  FUZZ_CHECK(flags == 0 || flags == STRATA_WRAP_READ_ONLY, "wrap flags");
  const Layout layout = Describe(out);
  ExpectLayout(layout, model, data, false, "wrap");
  FUZZ_CHECK(layout.read_only == (flags == STRATA_WRAP_READ_ONLY), "wrap");
  ExpectBytes(before, {}, "wrap");
  if (with_deleter) ++deleters_expected_;
  Adopt(out, {arena_, kArenaBytes});
}

// A view over the arena with the lengths of a live handle (sometimes with a dimension set to 1,
// or a leading 1 added), at an input-chosen offset, with row-major or permuted strides: views
// that match or broadcast to one another, and overlap, far more often than independent wraps.
void Session::WrapLike() {
  Slot* slot = PickSlot();
  if (slot == nullptr) return;
  const Layout like = Describe(slot->handle);
  std::vector<int64_t> lengths = like.lengths;
  if (lengths.empty()) return;
  if (in_.Below(4) == 0) lengths[static_cast<size_t>(in_.Below(static_cast<int64_t>(lengths.size())))] = 1;
  if (in_.Below(8) == 0) lengths.insert(lengths.begin(), 1);
  const strata_dtype dtype = in_.Below(4) == 0 ? PickDType() : like.dtype;
  const int64_t element_size = KnownElementSize(dtype);
  if (element_size == 0) return;
  // Dense strides in an input-chosen dimension order (innermost first).
  std::vector<size_t> order(lengths.size());
  for (size_t d = 0; d < order.size(); ++d) order[d] = order.size() - 1 - d;
  if (in_.Flag()) {
    for (size_t d = order.size(); d > 1; --d) {
      std::swap(order[d - 1], order[static_cast<size_t>(in_.Below(static_cast<int64_t>(d)))]);
    }
  }
  std::vector<int64_t> strides(lengths.size(), 0);
  Wide step = in_.Below(4) == 0 ? 2 : 1;  // sometimes every other element
  bool empty = false;
  for (int64_t length : lengths) empty |= length == 0;
  for (size_t d : order) {
    strides[d] = lengths[d] > 1 && !empty ? static_cast<int64_t>(step) : 0;
    step *= lengths[d] > 1 ? lengths[d] : 1;
    if (step > INT64_MAX / 2) return;  // far larger than the arena
  }
  const Model model = ModelOf(lengths, &strides);
  if (!model.valid_values || !model.fits) return;
  const int64_t elements = static_cast<int64_t>(kArenaBytes) / element_size;
  if (model.required_storage > elements) return;
  int64_t offset = in_.Below(elements - model.required_storage + 1) * element_size;
  // One read picks read-only (one time in eight) and, from bits that choice leaves unused, a
  // start 1 to element_size − 1 bytes past the element boundary (one time in four, where the
  // view still fits), so inputs consume the same bytes for the same calls as before views here
  // were ever misaligned.
  const int64_t choice = in_.Below(256);
  const int32_t flags = choice % 8 == 0 ? STRATA_WRAP_READ_ONLY : 0;
  const int64_t shift =
      element_size > 1 && choice / 8 % 4 == 0 ? 1 + choice / 32 % (element_size - 1) : 0;
  if (offset + shift + model.required_storage * element_size <= static_cast<int64_t>(kArenaBytes)) {
    offset += shift;
  }
  const int64_t data_length = (static_cast<int64_t>(kArenaBytes) - offset) / element_size;
  const Snapshot before = TakeSnapshot();
  strata_tensor* out = nullptr;
  const strata_status status =
      strata_tensor_wrap(dtype, arena_ + offset, data_length, lengths.data(),
                         static_cast<int32_t>(lengths.size()), strides.data(),
                         static_cast<int32_t>(strides.size()), flags, nullptr, nullptr, &out);
  if (status != STRATA_OK) {
    FUZZ_CHECK(false, "wrap of a valid layout within the arena");
  }
  const Layout layout = Describe(out);
  ExpectLayout(layout, model, arena_ + offset, false, "wrap like");
  ExpectBytes(before, {}, "wrap like");
  Adopt(out, {arena_, kArenaBytes});
}

// ---- Slicing ----------------------------------------------------------------------------

void Session::Slice() {
  Slot* slot = PickSlot();
  if (slot == nullptr) return;
  const Layout parent = Describe(slot->handle);
  const auto rank = static_cast<int32_t>(parent.lengths.size());
  const int32_t count = in_.Below(8) == 0 ? static_cast<int32_t>(in_.Below(rank + 2)) : rank;
  const int kind = static_cast<int>(in_.Below(3));  // ranges, NIndex starts, plain starts

  auto pick_index = [&](size_t d, strata_nindex* out) {
    *out = DecodeNIndex(in_, d < parent.lengths.size() ? parent.lengths[d] : 1);
  };
  auto offset_of = PositionOf;
  auto well_formed = WellFormed;

  std::vector<strata_nrange> ranges(static_cast<size_t>(count));
  std::vector<strata_nindex> starts(static_cast<size_t>(count));
  std::vector<int64_t> plain(static_cast<size_t>(count));
  std::vector<int64_t> begin(static_cast<size_t>(count)), end(static_cast<size_t>(count));
  bool valid = count == rank;
  for (size_t d = 0; d < static_cast<size_t>(count); ++d) {
    const int64_t length = d < parent.lengths.size() ? parent.lengths[d] : 1;
    if (kind == 0) {
      pick_index(d, &ranges[d].start);
      pick_index(d, &ranges[d].end);
      valid &= well_formed(ranges[d].start) && well_formed(ranges[d].end);
      begin[d] = offset_of(ranges[d].start, length);
      end[d] = offset_of(ranges[d].end, length);
      valid &= 0 <= begin[d] && begin[d] <= end[d] && end[d] <= length;
    } else {
      pick_index(d, &starts[d]);
      if (kind == 2) starts[d].from_end = 0, starts[d].reserved = 0;
      plain[d] = starts[d].value;
      valid &= well_formed(starts[d]);
      begin[d] = offset_of(starts[d], length);
      end[d] = length;
      valid &= 0 <= begin[d] && begin[d] < length;
    }
  }

  const Snapshot before = TakeSnapshot();
  strata_tensor* out = reinterpret_cast<strata_tensor*>(&out);
  const strata_status status =
      kind == 0   ? strata_tensor_slice(slot->handle, ranges.data(), count, &out)
      : kind == 1 ? strata_tensor_slice_nindex(slot->handle, starts.data(), count, &out)
                  : strata_tensor_slice_starts(slot->handle, plain.data(), count, &out);
  if (status != STRATA_OK) {
    FUZZ_CHECK(out == nullptr, "slice");
    ExpectFailure(status, before, "slice");
    FUZZ_CHECK(!valid, "slice of valid ranges");
    return;
  }
  FUZZ_CHECK(valid, "slice of invalid ranges");
  std::vector<int64_t> lengths(static_cast<size_t>(rank));
  for (size_t d = 0; d < lengths.size(); ++d) lengths[d] = end[d] - begin[d];
  Model model = ModelOf(lengths, &parent.strides);
  // An empty slice addresses nothing, and its strides (an empty parent's) may be unbounded.
  int64_t offset = 0;
  if (model.flattened_length != 0) {
    for (size_t d = 0; d < lengths.size(); ++d) offset += begin[d] * parent.strides[d];
  }
  const std::byte* origin =
      model.flattened_length == 0 ? parent.data : parent.data + offset * parent.element_size;
  const Layout layout = Describe(out);
  ExpectLayout(layout, model, const_cast<std::byte*>(origin), true, "slice");
  FUZZ_CHECK(layout.dtype == parent.dtype && layout.read_only == parent.read_only, "slice");
  ExpectBytes(before, {}, "slice");
  Adopt(out, slot->region);
}

// ---- Element access and whole-tensor writes ---------------------------------------------

void Session::GetOrSet() {
  Slot* slot = PickSlot();
  if (slot == nullptr) return;
  const Layout layout = Describe(slot->handle);
  const auto rank = static_cast<int32_t>(layout.lengths.size());
  const int32_t count = in_.Below(16) == 0 ? static_cast<int32_t>(in_.Below(rank + 2)) : rank;
  const bool as_nindex = in_.Flag();
  const bool is_set = in_.Flag();
  std::vector<int64_t> plain(static_cast<size_t>(count));
  std::vector<strata_nindex> nindexes(static_cast<size_t>(count));
  bool valid = count == rank;
  int64_t offset = 0;
  for (size_t d = 0; d < static_cast<size_t>(count); ++d) {
    const int64_t length = d < layout.lengths.size() ? layout.lengths[d] : 1;
    const int64_t value = in_.Below(8) == 0 ? in_.Int() : in_.Below(std::min(length, kMaxWalk) + 1);
    const bool from_end = as_nindex && in_.Below(4) == 0;
    plain[d] = value;
    nindexes[d] = {value, from_end ? 1 : 0, 0};
    const int64_t position = from_end && value >= 0 ? length - value : value;
    valid &= value >= 0 && position >= 0 && position < length;
    // Only empty shapes leave strides unbounded, and no index is valid in them.
    int64_t step = 0;
    if (valid && (__builtin_mul_overflow(position, layout.strides[d], &step) ||
                  __builtin_add_overflow(offset, step, &offset))) {
      valid = false;
    }
  }
  std::byte value[8];
  in_.Bytes(value, sizeof(value));
  std::byte got[8];
  std::memcpy(got, value, sizeof(got));

  const Snapshot before = TakeSnapshot();
  strata_status status;
  if (is_set) {
    status = as_nindex ? strata_tensor_set_nindex(slot->handle, nindexes.data(), count, value)
                       : strata_tensor_set(slot->handle, plain.data(), count, value);
  } else {
    status = as_nindex ? strata_tensor_get_nindex(slot->handle, nindexes.data(), count, got)
                       : strata_tensor_get(slot->handle, plain.data(), count, got);
  }
  const char* call = is_set ? "set" : "get";
  if (status != STRATA_OK) {
    ExpectFailure(status, before, call);
    FUZZ_CHECK(std::memcmp(got, value, sizeof(got)) == 0, call);
    FUZZ_CHECK(!valid || (is_set && layout.read_only), call);
    return;
  }
  FUZZ_CHECK(valid && !(is_set && layout.read_only), call);
  std::byte* address = layout.data + offset * layout.element_size;
  const auto size = static_cast<size_t>(layout.element_size);
  if (is_set) {
    ExpectBytes(before, {{address, value, layout.element_size}}, call);
  } else {
    FUZZ_CHECK(std::memcmp(got, address, size) == 0, call);
    FUZZ_CHECK(std::memcmp(got + size, value + size, sizeof(got) - size) == 0, call);
    ExpectBytes(before, {}, call);
  }
}

void Session::FillOrClear() {
  Slot* slot = PickSlot();
  if (slot == nullptr) return;
  const Layout layout = Describe(slot->handle);
  if (layout.flattened_length > kMaxWalk) return;
  const bool clear = in_.Flag();
  std::byte value[8] = {};
  if (!clear) in_.Bytes(value, sizeof(value));
  const Snapshot before = TakeSnapshot();
  const strata_status status =
      clear ? strata_tensor_clear(slot->handle) : strata_tensor_fill(slot->handle, value);
  const char* call = clear ? "clear" : "fill";
  if (status != STRATA_OK) {
    ExpectFailure(status, before, call);
    FUZZ_CHECK(layout.read_only && status == STRATA_ERROR_READ_ONLY, call);
    return;
  }
  FUZZ_CHECK(!layout.read_only, call);
  std::vector<Write> writes;
  ForEachElement(layout, [&](std::byte* p) { writes.push_back({p, value, layout.element_size}); });
  ExpectBytes(before, writes, call);
}

void Session::ToString() {
  Slot* slot = PickSlot();
  if (slot == nullptr) return;
  const Layout layout = Describe(slot->handle);
  const auto rank = static_cast<int32_t>(layout.lengths.size());
  int32_t count = in_.Flag() ? 0 : rank;
  if (in_.Below(16) == 0) count = static_cast<int32_t>(in_.Below(rank + 2));
  std::vector<int64_t> maxima(static_cast<size_t>(count));
  Wide printed = 1;
  bool valid = count == 0 || count == rank;
  for (size_t d = 0; d < maxima.size(); ++d) {
    maxima[d] = in_.Below(8) == 0 ? in_.Int() : in_.Below(4);
    valid &= maxima[d] >= 0;
    if (d < layout.lengths.size() && maxima[d] >= 0) {
      // Saturates just above the walk limit so the product cannot overflow.
      const Wide positions = Wide{std::min(maxima[d], layout.lengths[d])} + 1;  // may be 2^63
      printed = std::min<Wide>(printed * positions, kMaxWalk + 1);
    }
  }
  if (printed > kMaxWalk) return;
  const Snapshot before = TakeSnapshot();
  char* text = reinterpret_cast<char*>(&text);
  const strata_status status = strata_tensor_to_string(slot->handle, maxima.data(), count, &text);
  if (status != STRATA_OK) {
    FUZZ_CHECK(text == nullptr, "to_string");
    ExpectFailure(status, before, "to_string");
    FUZZ_CHECK(!valid, "to_string");
    return;
  }
  FUZZ_CHECK(valid && text != nullptr, "to_string");
  FUZZ_CHECK(std::string(text).rfind("Tensor<", 0) == 0, "to_string");
  strata_string_free(text);
  ExpectBytes(before, {}, "to_string");
}

// ---- Lifetime and misuse ----------------------------------------------------------------

void Session::RetainOrRelease() {
  Slot* slot = PickSlot();
  if (slot == nullptr) return;
  const Snapshot before = TakeSnapshot();
  if (in_.Flag()) {
    strata_tensor_retain(slot->handle);
    ++slot->references;
  } else {
    strata_tensor_release(slot->handle);
    if (--slot->references == 0) {
      released_.push_back(slot->handle);
      *slot = Slot{};
      // The last view of a wrap may have just run its deleter; the arena is not freed by it.
    }
  }
  ExpectBytes(before, {}, "retain/release");
  ExpectLiveCount();
}

void Session::UseReleasedHandle() {
  if (released_.empty()) return;
  strata_tensor* stale = released_[static_cast<size_t>(in_.Below(static_cast<int64_t>(released_.size())))];
  // Handle values carry a generation and are never reissued, so a live tensor holding a released
  // value means the handle table aliased two tensors.
  for (const Slot& slot : slots_) {
    FUZZ_CHECK(slot.handle != stale, "a released handle value was reissued to a live tensor");
  }
  const Snapshot before = TakeSnapshot();
  int32_t rank = -7;
  strata_tensor* view = reinterpret_cast<strata_tensor*>(&view);
  const std::byte value[8] = {};
  const int64_t index = 0;
  switch (in_.Below(5)) {
    case 0:
      ExpectFailure(strata_tensor_rank(stale, &rank), before, "rank of a released handle");
      FUZZ_CHECK(rank == -7 && strata_last_error_code() == STRATA_ERROR_INVALID_HANDLE, "rank");
      break;
    case 1:
      ExpectFailure(strata_tensor_fill(stale, value), before, "fill of a released handle");
      FUZZ_CHECK(strata_last_error_code() == STRATA_ERROR_INVALID_HANDLE, "fill");
      break;
    case 2:
      ExpectFailure(strata_tensor_set(stale, &index, 1, value), before, "set");
      FUZZ_CHECK(strata_last_error_code() == STRATA_ERROR_INVALID_HANDLE, "set");
      break;
    case 3:
      ExpectFailure(strata_tensor_slice_starts(stale, &index, 1, &view), before, "slice");
      FUZZ_CHECK(view == nullptr, "slice of a released handle");
      break;
    default:
      strata_clear_last_error();
      if (in_.Flag()) {
        strata_tensor_release(stale);
      } else {
        strata_tensor_retain(stale);
      }
      FUZZ_CHECK(strata_last_error_code() == STRATA_ERROR_INVALID_HANDLE, "double release");
      ExpectBytes(before, {}, "double release");
  }
  ExpectLiveCount();
}

void Session::ToggleAllocationFailure() { fail_allocations = in_.Flag(); }

void Session::QueryMisuse() {
  Slot* slot = PickSlot();
  if (slot == nullptr) return;
  const Layout layout = Describe(slot->handle);
  const auto rank = static_cast<int32_t>(layout.lengths.size());
  int64_t buffer[8];
  std::memset(buffer, 0x5a, sizeof(buffer));
  const int32_t capacity = static_cast<int32_t>(in_.Below(rank + 1)) - (in_.Flag() ? 1 : 0);
  const Snapshot before = TakeSnapshot();
  if (capacity < rank && rank <= 8) {
    ExpectFailure(strata_tensor_lengths(slot->handle, buffer, capacity), before, "lengths");
    FUZZ_CHECK(strata_last_error_code() == STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, "lengths");
    for (int64_t v : buffer) FUZZ_CHECK(v == 0x5a5a5a5a5a5a5a5a, "lengths");
  }
  ExpectFailure(strata_tensor_flattened_length(slot->handle, nullptr), before, "NULL out");
  FUZZ_CHECK(strata_last_error_code() == STRATA_ERROR_NULL_POINTER, "NULL out");
  ExpectFailure(strata_tensor_fill(slot->handle, nullptr), before, "fill with NULL value");
}

}  // namespace strata::fuzz
