#include "copy_calls.h"

#include <algorithm>
#include <cstring>

#include "reference.h"

namespace strata::fuzz {
namespace {

using Slot = Session::Slot;

// A dimension argument: mostly in [−1, rank], sometimes an int64 edge cut to int32.
int32_t PickDimension(FuzzInput& in, int32_t rank) {
  if (in.Below(8) == 0) return static_cast<int32_t>(in.Int());
  return static_cast<int32_t>(in.Below(rank + 2)) - 1;
}

}  // namespace

std::vector<int64_t> CopyCalls::LengthsNear(const std::vector<int64_t>& lengths) {
  std::vector<int64_t> out = lengths;
  if (in_.Below(8) == 0) {
    out.assign(static_cast<size_t>(in_.Below(4)), 0);
    for (int64_t& length : out) length = in_.Int();
    return out;
  }
  for (int64_t& length : out) {
    if (length == 1 && in_.Flag()) length = in_.Below(8) == 0 ? in_.Int() : in_.Below(5);
  }
  for (int64_t extra = in_.Below(3); extra > 0; --extra) {
    out.insert(out.begin(), in_.Below(8) == 0 ? in_.Int() : in_.Below(4));
  }
  return out;
}

std::byte* CopyCalls::ArenaBuffer(int64_t element_size, int64_t* room) {
  int64_t offset = in_.Below(Session::kArenaBytes);
  const bool misaligned = in_.Flag() && in_.Flag();  // one time in four
  if (!misaligned) offset -= offset % element_size;
  *room = (static_cast<int64_t>(Session::kArenaBytes) - offset) / element_size;
  return s_.arena() + offset;
}

// ---- copy_to / try_copy_to ----------------------------------------------------------------

void CopyCalls::CopyTo() {
  Slot* to = s_.PickSlot();
  Slot* from = in_.Below(8) == 0 ? to : s_.PickSlot();  // sometimes the identical handle
  if (to == nullptr) return;
  const Layout src = Describe(from->handle);
  const Layout dst = Describe(to->handle);
  if (!Walkable(src.lengths) || !Walkable(dst.lengths)) return;
  const bool attempt = in_.Flag();
  const bool broadcasts = BroadcastsTo(src.lengths, dst.lengths);
  const bool fewer = src.flattened_length <= dst.flattened_length;
  std::vector<std::byte> values;
  if (broadcasts) values = Gather(BroadcastAddresses(src, dst.lengths), src.element_size);
  const Session::Snapshot before = s_.TakeSnapshot();
  int32_t copied = -1;
  const char* call = attempt ? "try_copy_to" : "copy_to";
  const strata_status status = attempt
                                   ? strata_tensor_try_copy_to(from->handle, to->handle, &copied)
                                   : strata_tensor_copy_to(from->handle, to->handle);
  if (status != STRATA_OK) {
    s_.ExpectFailure(status, before, call);
    FUZZ_CHECK(copied == -1, call);
    return;
  }
  if (attempt && copied == 0) {
    s_.ExpectBytes(before, {}, call);
    FUZZ_CHECK(!broadcasts || !fewer || RepeatsStorage(dst), "try_copy_to declined a valid copy");
    return;
  }
  FUZZ_CHECK(!attempt || copied == 1, call);
  FUZZ_CHECK(broadcasts && fewer && src.dtype == dst.dtype && !dst.read_only, call);
  s_.ExpectBytes(before, WritesOf(Addresses(dst), values, dst.element_size), call);
}

// ---- flatten_to / try_flatten_to ----------------------------------------------------------

void CopyCalls::FlattenTo() {
  Slot* from = s_.PickSlot();
  if (from == nullptr) return;
  const Layout src = Describe(from->handle);
  if (!Walkable(src.lengths)) return;
  int64_t room = 0;
  std::byte* buffer = ArenaBuffer(src.element_size, &room);
  int64_t capacity = in_.Flag() ? std::min(src.flattened_length, room) : in_.Below(room + 1);
  if (in_.Below(8) == 0) capacity = std::min(in_.Int(), room);  // negative edges too
  if (in_.Below(16) == 0) buffer = nullptr;
  const bool attempt = in_.Flag();
  const std::vector<std::byte> values = Gather(Addresses(src), src.element_size);
  const Session::Snapshot before = s_.TakeSnapshot();
  int32_t copied = -1;
  const char* call = attempt ? "try_flatten_to" : "flatten_to";
  const strata_status status =
      attempt ? strata_tensor_try_flatten_to(from->handle, buffer, capacity, &copied)
              : strata_tensor_flatten_to(from->handle, buffer, capacity);
  if (status != STRATA_OK) {
    s_.ExpectFailure(status, before, call);
    FUZZ_CHECK(copied == -1, call);
    return;
  }
  if (attempt && copied == 0) {
    s_.ExpectBytes(before, {}, call);
    FUZZ_CHECK(capacity < src.flattened_length, "try_flatten_to declined a buffer that fits");
    return;
  }
  FUZZ_CHECK(!attempt || copied == 1, call);
  FUZZ_CHECK(capacity >= src.flattened_length, call);
  FUZZ_CHECK(buffer != nullptr || src.flattened_length == 0, call);
  std::vector<std::byte*> targets;
  for (int64_t k = 0; k < src.flattened_length; ++k) targets.push_back(buffer + k * src.element_size);
  s_.ExpectBytes(before, WritesOf(targets, values, src.element_size), call);
}

// ---- copy_from_buffer ---------------------------------------------------------------------

void CopyCalls::CopyFromBuffer() {
  Slot* to = s_.PickSlot();
  if (to == nullptr) return;
  const Layout dst = Describe(to->handle);
  if (!Walkable(dst.lengths)) return;
  int64_t room = 0;
  const std::byte* data = ArenaBuffer(dst.element_size, &room);
  int64_t data_length = in_.Flag() ? std::min(dst.flattened_length, room) : in_.Below(room + 1);
  if (in_.Below(8) == 0) data_length = std::min(in_.Int(), room);
  if (in_.Below(16) == 0) data = nullptr;
  std::vector<std::byte> values;
  if (data != nullptr && data_length >= dst.flattened_length) {
    values.assign(data, data + dst.flattened_length * dst.element_size);
  }
  const Session::Snapshot before = s_.TakeSnapshot();
  const strata_status status = strata_tensor_copy_from_buffer(to->handle, data, data_length);
  if (status != STRATA_OK) {
    s_.ExpectFailure(status, before, "copy_from_buffer");
    return;
  }
  FUZZ_CHECK(data_length >= dst.flattened_length && !dst.read_only, "copy_from_buffer");
  FUZZ_CHECK(data != nullptr || dst.flattened_length == 0, "copy_from_buffer");
  s_.ExpectBytes(before, WritesOf(Addresses(dst), values, dst.element_size), "copy_from_buffer");
}

// ---- resize / resize_to -------------------------------------------------------------------

void CopyCalls::Resize() {
  Slot* from = s_.PickSlot();
  if (from == nullptr) return;
  const Layout src = Describe(from->handle);
  if (!Walkable(src.lengths)) return;
  const std::vector<std::byte> source_values = Gather(Addresses(src), src.element_size);
  // The reference: the first min(n_source, n) source elements, then zeros.
  auto reference = [&](int64_t n) {
    std::vector<std::byte> values(static_cast<size_t>(n * src.element_size), std::byte{0});
    const size_t kept = std::min(values.size(), source_values.size());
    std::copy(source_values.begin(), source_values.begin() + static_cast<std::ptrdiff_t>(kept),
              values.begin());
    return values;
  };
  if (in_.Flag()) {
    const std::vector<int64_t> lengths = LengthsNear(src.lengths);
    const Session::Snapshot before = s_.TakeSnapshot();
    strata_tensor* out = reinterpret_cast<strata_tensor*>(&out);
    const strata_status status = strata_tensor_resize(
        from->handle, lengths.data(), static_cast<int32_t>(lengths.size()), &out);
    if (status != STRATA_OK) {
      FUZZ_CHECK(out == nullptr, "resize");
      s_.ExpectFailure(status, before, "resize");
      return;
    }
    s_.ExpectBytes(before, {}, "resize");
    if (Walkable(lengths)) {
      ExpectElements(out, lengths, reference(static_cast<int64_t>(CountOf(lengths))), "resize");
    }
    s_.AdoptResult(out, src.dtype, "resize");
    return;
  }
  Slot* to = in_.Below(8) == 0 ? from : s_.PickSlot();
  const Layout dst = Describe(to->handle);
  if (!Walkable(dst.lengths)) return;
  const Session::Snapshot before = s_.TakeSnapshot();
  const strata_status status = strata_tensor_resize_to(from->handle, to->handle);
  if (status != STRATA_OK) {
    s_.ExpectFailure(status, before, "resize_to");
    return;
  }
  FUZZ_CHECK(src.dtype == dst.dtype && !dst.read_only && !RepeatsStorage(dst), "resize_to");
  s_.ExpectBytes(before, WritesOf(Addresses(dst), reference(dst.flattened_length), dst.element_size),
                 "resize_to");
}

// ---- reverse ------------------------------------------------------------------------------

void CopyCalls::Reverse() {
  Slot* from = s_.PickSlot();
  if (from == nullptr) return;
  const Layout src = Describe(from->handle);
  if (!Walkable(src.lengths)) return;
  const auto rank = static_cast<int32_t>(src.lengths.size());
  const int form = static_cast<int>(in_.Below(4));  // whole, dimension, whole _into, dimension _into
  const bool by_dimension = form % 2 == 1;
  const int32_t dimension = by_dimension ? PickDimension(in_, rank) : -1;
  const bool valid_dimension = dimension >= -1 && dimension < rank;
  const Layout reversed = valid_dimension ? Reversed(src, dimension) : src;
  if (form < 2) {
    const std::vector<std::byte> values = Gather(Addresses(reversed), src.element_size);
    const Session::Snapshot before = s_.TakeSnapshot();
    strata_tensor* out = reinterpret_cast<strata_tensor*>(&out);
    const strata_status status =
        by_dimension ? strata_tensor_reverse_dimension(from->handle, dimension, &out)
                     : strata_tensor_reverse(from->handle, &out);
    if (status != STRATA_OK) {
      FUZZ_CHECK(out == nullptr, "reverse");
      s_.ExpectFailure(status, before, "reverse");
      return;
    }
    FUZZ_CHECK(valid_dimension, "reverse of an invalid dimension");
    s_.ExpectBytes(before, {}, "reverse");
    ExpectElements(out, src.lengths, values, "reverse");
    s_.AdoptResult(out, src.dtype, "reverse");
    return;
  }
  Slot* to = in_.Below(4) == 0 ? from : s_.PickSlot();  // in place fairly often
  const Layout dst = Describe(to->handle);
  if (!Walkable(dst.lengths)) return;
  const bool broadcasts = BroadcastsTo(src.lengths, dst.lengths);
  std::vector<std::byte> values;
  if (broadcasts) values = Gather(BroadcastAddresses(reversed, dst.lengths), src.element_size);
  const Session::Snapshot before = s_.TakeSnapshot();
  const strata_status status =
      by_dimension ? strata_tensor_reverse_dimension_into(from->handle, to->handle, dimension)
                   : strata_tensor_reverse_into(from->handle, to->handle);
  if (status != STRATA_OK) {
    s_.ExpectFailure(status, before, "reverse_into");
    return;
  }
  FUZZ_CHECK(valid_dimension && broadcasts && src.dtype == dst.dtype && !dst.read_only,
             "reverse_into");
  s_.ExpectBytes(before, WritesOf(Addresses(dst), values, dst.element_size), "reverse_into");
}

// ---- broadcast ----------------------------------------------------------------------------

void CopyCalls::Broadcast() {
  Slot* from = s_.PickSlot();
  if (from == nullptr) return;
  const Layout src = Describe(from->handle);
  const int form = static_cast<int>(in_.Below(4));  // view, allocating, _into, try_ _into
  if (form < 2) {
    const std::vector<int64_t> lengths = LengthsNear(src.lengths);
    bool nonnegative = true;
    for (int64_t length : lengths) nonnegative &= length >= 0;
    const Wide count = CountOf(lengths);
    const bool valid = nonnegative && BroadcastsTo(src.lengths, lengths);
    const bool check_elements = valid && count <= Session::kMaxWalk;
    std::vector<std::byte*> sources;
    if (check_elements) sources = BroadcastAddresses(src, lengths);
    const Session::Snapshot before = s_.TakeSnapshot();
    strata_tensor* out = reinterpret_cast<strata_tensor*>(&out);
    const char* call = form == 0 ? "broadcast_to" : "broadcast";
    const strata_status status =
        form == 0 ? strata_tensor_broadcast_to(from->handle, lengths.data(),
                                               static_cast<int32_t>(lengths.size()), &out)
                  : strata_tensor_broadcast(from->handle, lengths.data(),
                                            static_cast<int32_t>(lengths.size()), &out);
    if (status != STRATA_OK) {
      FUZZ_CHECK(out == nullptr, call);
      s_.ExpectFailure(status, before, call);
      // Lengths whose element count does not fit int64 can only be reported as an overflow.
      FUZZ_CHECK(!valid || count <= Wide{INT64_MAX} || status == STRATA_ERROR_OVERFLOW, call);
      return;
    }
    FUZZ_CHECK(valid && count <= Wide{INT64_MAX}, call);
    s_.ExpectBytes(before, {}, call);
    if (form == 0) {
      const Layout view = Describe(out);
      FUZZ_CHECK(view.lengths == lengths, call);
      FUZZ_CHECK(view.dtype == src.dtype && view.read_only == src.read_only, call);
      if (check_elements) FUZZ_CHECK(Addresses(view) == sources, "broadcast_to addresses");
      s_.Adopt(out, from->region);
      return;
    }
    if (check_elements) ExpectElements(out, lengths, Gather(sources, src.element_size), call);
    s_.AdoptResult(out, src.dtype, call);
    return;
  }
  Slot* to = in_.Below(8) == 0 ? from : s_.PickSlot();
  const Layout dst = Describe(to->handle);
  if (!Walkable(dst.lengths)) return;
  const bool broadcasts = BroadcastsTo(src.lengths, dst.lengths);
  std::vector<std::byte> values;
  if (broadcasts) values = Gather(BroadcastAddresses(src, dst.lengths), src.element_size);
  const bool attempt = form == 3;
  const char* call = attempt ? "try_broadcast_into" : "broadcast_into";
  const Session::Snapshot before = s_.TakeSnapshot();
  int32_t copied = -1;
  const strata_status status =
      attempt ? strata_tensor_try_broadcast_into(from->handle, to->handle, &copied)
              : strata_tensor_broadcast_into(from->handle, to->handle);
  if (status != STRATA_OK) {
    s_.ExpectFailure(status, before, call);
    FUZZ_CHECK(copied == -1, call);
    return;
  }
  if (attempt && copied == 0) {
    s_.ExpectBytes(before, {}, call);
    FUZZ_CHECK(!broadcasts || RepeatsStorage(dst), "try_broadcast_into declined a valid copy");
    return;
  }
  FUZZ_CHECK(broadcasts && src.dtype == dst.dtype && !dst.read_only, call);
  FUZZ_CHECK(!SharesBytes(src, dst), "broadcast_into accepted an overlap");
  s_.ExpectBytes(before, WritesOf(Addresses(dst), values, dst.element_size), call);
}

// ---- concatenate / stack ------------------------------------------------------------------

void CopyCalls::Join() {
  const bool stack = in_.Flag();
  const bool into = in_.Flag();
  const auto count = static_cast<int32_t>(in_.Below(8) == 0 ? in_.Below(2) : 2 + in_.Below(2));
  std::vector<strata_tensor*> handles;
  std::vector<Layout> inputs;
  bool null_entry = false;
  bool walk = true;  // every input small enough for the reference
  for (int32_t k = 0; k < count; ++k) {
    Slot* slot = s_.PickSlot();
    if (slot == nullptr) return;
    if (in_.Below(32) == 0) {
      handles.push_back(nullptr);
      null_entry = true;
      continue;
    }
    handles.push_back(slot->handle);
    inputs.push_back(Describe(slot->handle));
    walk &= Walkable(inputs.back().lengths);
  }
  const int32_t rank = inputs.empty() ? 0 : static_cast<int32_t>(inputs[0].lengths.size());
  const int32_t dimension = PickDimension(in_, rank);
  Slot* to = into ? s_.PickSlot() : nullptr;
  if (into && to == nullptr) return;
  Layout dst;
  if (into) {
    dst = Describe(to->handle);
    if (!Walkable(dst.lengths)) return;
  }

  // The model: validity, result lengths, and (when small) the result's sources in row-major
  // order.
  bool valid = !null_entry && count >= 2;
  for (const Layout& t : inputs) valid &= t.dtype == inputs[0].dtype;
  std::vector<int64_t> result;
  std::vector<std::vector<int64_t>> aligned;  // concatenate: each input's lengths at `rank`
  if (valid && stack) {
    valid = dimension >= 0 && dimension <= rank;
    for (const Layout& t : inputs) valid &= EquivalentShapes(t.lengths, inputs[0].lengths);
    result = inputs[0].lengths;
    if (valid) result.insert(result.begin() + dimension, count);
  } else if (valid && dimension == -1) {
    Wide total = 0;
    for (const Layout& t : inputs) total += t.flattened_length;
    if (total <= INT64_MAX) result = {static_cast<int64_t>(total)};
  } else if (valid) {
    valid = dimension >= 0 && dimension < rank;
    const auto d = static_cast<size_t>(dimension);
    Wide joined = 0;
    for (const Layout& t : inputs) {
      if (!valid) break;
      std::vector<int64_t> lengths = t.lengths;
      while (lengths.size() > static_cast<size_t>(rank) && lengths.front() == 1) {
        lengths.erase(lengths.begin());
      }
      while (lengths.size() < static_cast<size_t>(rank)) lengths.insert(lengths.begin(), 1);
      valid = lengths.size() == static_cast<size_t>(rank);
      for (size_t e = 0; valid && e < lengths.size(); ++e) {
        valid = e == d || lengths[e] == inputs[0].lengths[e];
      }
      joined += valid ? lengths[d] : 0;
      aligned.push_back(lengths);
    }
    if (valid && joined <= INT64_MAX) {
      result = inputs[0].lengths;
      result[d] = static_cast<int64_t>(joined);
    }
  }
  // A valid join whose joined length does not fit int64 must overflow, and so must an
  // allocating join whose element count does not (a destination cannot be equivalent to it).
  const bool length_overflows = valid && result.empty();
  const bool overflows = length_overflows || (valid && CountOf(result) > Wide{INT64_MAX});
  walk &= valid && !overflows && Walkable(result);
  if (valid && !overflows && !walk && into) return;  // a long call the reference cannot check
  std::vector<std::byte*> sources;
  if (walk) {
    std::vector<int64_t> index(result.size(), 0);
    const auto d = static_cast<size_t>(dimension);
    const Wide positions = CountOf(result);
    for (Wide n = 0; n < positions; ++n) {
      std::vector<int64_t> inner = index;
      size_t k = 0;
      if (stack) {
        k = static_cast<size_t>(index[d]);
        inner.erase(inner.begin() + dimension);
      } else if (dimension == -1) {
        break;  // every input's elements in turn, below
      } else {
        while (inner[d] >= aligned[k][d]) inner[d] -= aligned[k++][d];
      }
      sources.push_back(AddressAt(inputs[k], inner));
      Advance(result, &index);
    }
    if (!stack && dimension == -1) {
      for (const Layout& t : inputs) {
        for (std::byte* p : Addresses(t)) sources.push_back(p);
      }
    }
  }
  const int64_t element_size = inputs.empty() ? 1 : inputs[0].element_size;
  const std::vector<std::byte> values = Gather(sources, element_size);

  const char* call = stack ? (into ? "stack_into" : "stack")
                           : (into ? "concatenate_into" : "concatenate");
  const Session::Snapshot before = s_.TakeSnapshot();
  strata_tensor* out = reinterpret_cast<strata_tensor*>(&out);
  strata_status status;
  if (into) {
    status = stack ? strata_tensor_stack_into(handles.data(), count, dimension, to->handle)
                   : strata_tensor_concatenate_into(handles.data(), count, dimension, to->handle);
  } else {
    status = stack ? strata_tensor_stack(handles.data(), count, dimension, &out)
                   : strata_tensor_concatenate(handles.data(), count, dimension, &out);
  }
  if (status != STRATA_OK) {
    FUZZ_CHECK(into || out == nullptr, call);
    s_.ExpectFailure(status, before, call);
    FUZZ_CHECK(!(into ? length_overflows : overflows) || status == STRATA_ERROR_OVERFLOW, call);
    return;
  }
  FUZZ_CHECK(valid && !overflows, call);
  if (!into) {
    s_.ExpectBytes(before, {}, call);
    if (walk) ExpectElements(out, result, values, call);
    s_.AdoptResult(out, inputs[0].dtype, call);
    return;
  }
  const bool fits = !stack && dimension == -1 ? dst.flattened_length == result[0]
                                              : EquivalentShapes(dst.lengths, result);
  FUZZ_CHECK(fits && dst.dtype == inputs[0].dtype && !dst.read_only && !RepeatsStorage(dst), call);
  for (const Layout& t : inputs) FUZZ_CHECK(!SharesBytes(t, dst), "join accepted an overlap");
  s_.ExpectBytes(before, WritesOf(Addresses(dst), values, element_size), call);
}

// ---- split --------------------------------------------------------------------------------

void CopyCalls::Split() {
  Slot* from = s_.PickSlot();
  if (from == nullptr) return;
  const Layout src = Describe(from->handle);
  if (!Walkable(src.lengths)) return;
  const auto rank = static_cast<int32_t>(src.lengths.size());
  const int64_t split_count = in_.Below(8) == 0 ? in_.Int() : 1 + in_.Below(4);
  const int32_t dimension = PickDimension(in_, rank);
  constexpr int32_t kPieces = 16;
  const bool query = in_.Below(8) == 0;
  const auto capacity = static_cast<int32_t>(query ? 0 : in_.Below(kPieces + 1));
  strata_tensor* pieces[kPieces];
  std::fill(std::begin(pieces), std::end(pieces), nullptr);
  int32_t produced = -1;
  const bool valid = split_count > 0 && dimension >= 0 && dimension < rank &&
                     src.lengths[static_cast<size_t>(dimension)] % split_count == 0 &&
                     (query || split_count <= capacity);
  const Session::Snapshot before = s_.TakeSnapshot();
  const strata_status status = strata_tensor_split(from->handle, split_count, dimension,
                                                   query ? nullptr : pieces, capacity, &produced);
  if (status != STRATA_OK) {
    s_.ExpectFailure(status, before, "split");
    FUZZ_CHECK(produced == -1, "split");
    for (strata_tensor* piece : pieces) FUZZ_CHECK(piece == nullptr, "split");
    return;
  }
  FUZZ_CHECK(valid && produced == split_count, "split");
  s_.ExpectBytes(before, {}, "split");
  if (query) return;
  const auto d = static_cast<size_t>(dimension);
  Layout part = src;
  part.lengths[d] = src.lengths[d] / split_count;
  // An empty source may carry unbounded strides; its pieces have no elements to locate.
  const bool empty = std::find(part.lengths.begin(), part.lengths.end(), 0) != part.lengths.end();
  for (int32_t k = 0; k < produced; ++k) {
    Layout at = part;
    if (!empty) at.data += k * part.lengths[d] * src.strides[d] * src.element_size;
    ExpectElements(pieces[k], part.lengths, Gather(Addresses(at), src.element_size), "split");
    s_.AdoptResult(pieces[k], src.dtype, "split");
  }
}

// ---- set_slice ----------------------------------------------------------------------------

void CopyCalls::SetSlice() {
  Slot* to = s_.PickSlot();
  Slot* from = s_.PickSlot();
  if (to == nullptr) return;
  const Layout dst = Describe(to->handle);
  const Layout src = Describe(from->handle);
  if (!Walkable(dst.lengths) || !Walkable(src.lengths)) return;
  const auto rank = static_cast<int32_t>(dst.lengths.size());
  int32_t count = in_.Below(4) == 0 ? 0 : rank;
  if (in_.Below(16) == 0) count = static_cast<int32_t>(in_.Below(rank + 2));
  std::vector<strata_nrange> ranges(static_cast<size_t>(count));
  bool valid = count == 0 || count == rank;
  Layout slice = dst;
  std::vector<int64_t> begins(ranges.size());
  bool empty = false;
  for (size_t d = 0; d < ranges.size(); ++d) {
    const int64_t length = d < dst.lengths.size() ? dst.lengths[d] : 1;
    ranges[d].start = DecodeNIndex(in_, length);
    ranges[d].end = DecodeNIndex(in_, length);
    const int64_t begin = PositionOf(ranges[d].start, length);
    const int64_t end = PositionOf(ranges[d].end, length);
    valid &= WellFormed(ranges[d].start) && WellFormed(ranges[d].end) && 0 <= begin &&
             begin <= end && end <= length;
    if (valid) {
      begins[d] = begin;
      slice.lengths[d] = end - begin;
      empty |= begin == end;
    }
  }
  // An empty slice addresses nothing, and its strides (an empty destination's) may be unbounded.
  if (valid && !empty) {
    for (size_t d = 0; d < ranges.size(); ++d) {
      slice.data += begins[d] * dst.strides[d] * dst.element_size;
    }
  }
  const bool broadcasts = valid && BroadcastsTo(src.lengths, slice.lengths);
  std::vector<std::byte> values;
  if (broadcasts) values = Gather(BroadcastAddresses(src, slice.lengths), src.element_size);
  const Session::Snapshot before = s_.TakeSnapshot();
  const strata_status status = strata_tensor_set_slice(to->handle, from->handle, ranges.data(), count);
  if (status != STRATA_OK) {
    s_.ExpectFailure(status, before, "set_slice");
    return;
  }
  FUZZ_CHECK(broadcasts && src.dtype == dst.dtype && !dst.read_only, "set_slice");
  if (CountOf(slice.lengths) == 0) {
    s_.ExpectBytes(before, {}, "set_slice");
    return;
  }
  s_.ExpectBytes(before, WritesOf(Addresses(slice), values, dst.element_size), "set_slice");
}

}  // namespace strata::fuzz
