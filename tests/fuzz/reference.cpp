#include "reference.h"

#include <algorithm>
#include <cstring>
#include <iterator>
#include <utility>

namespace strata::fuzz {

Wide CountOf(const std::vector<int64_t>& lengths) {
  Wide count = 1;  // rank 0: one element
  for (int64_t length : lengths) {
    if (length <= 0) return 0;  // negative lengths never reach a walk
  }
  for (int64_t length : lengths) {
    count *= length;
    if (count > Wide{INT64_MAX}) return Wide{INT64_MAX} + 1;
  }
  return count;
}

bool BroadcastsTo(const std::vector<int64_t>& from, const std::vector<int64_t>& to) {
  const auto& f = from;
  const auto& t = to;
  for (size_t k = 1; k <= f.size(); ++k) {
    const int64_t length = f[f.size() - k];
    if (length == 1) continue;
    if (k > t.size() || t[t.size() - k] != length) return false;
  }
  return true;
}

bool BroadcastPair(const std::vector<int64_t>& x, const std::vector<int64_t>& y,
                   std::vector<int64_t>* out) {
  const auto& a = x;
  const auto& b = y;
  const size_t rank = std::max(a.size(), b.size());
  out->assign(rank, 1);
  for (size_t k = 1; k <= rank; ++k) {
    const int64_t la = k <= a.size() ? a[a.size() - k] : 1;
    const int64_t lb = k <= b.size() ? b[b.size() - k] : 1;
    if (la != lb && la != 1 && lb != 1) return false;
    (*out)[rank - k] = la == 1 ? lb : la;
  }
  return true;
}

bool EquivalentShapes(const std::vector<int64_t>& a, const std::vector<int64_t>& b) {
  size_t i = 0, j = 0;
  while (i < a.size() && a[i] == 1) ++i;
  while (j < b.size() && b[j] == 1) ++j;
  return std::equal(a.begin() + static_cast<std::ptrdiff_t>(i), a.end(),
                    b.begin() + static_cast<std::ptrdiff_t>(j), b.end());
}

std::vector<std::byte*> BroadcastAddresses(const Layout& layout,
                                           const std::vector<int64_t>& lengths) {
  std::vector<std::byte*> out;
  const Wide count = CountOf(lengths);
  if (count == 0) return out;
  FUZZ_CHECK(count <= Session::kMaxWalk, "reference walk within its bound");
  std::vector<int64_t> index(lengths.size(), 0);
  for (Wide n = 0; n < count; ++n) {
    out.push_back(AddressAt(layout, index));
    Advance(lengths, &index);
  }
  return out;
}

std::byte* AddressAt(const Layout& layout, const std::vector<int64_t>& index) {
  const size_t rank = index.size();
  const size_t own = layout.lengths.size();
  int64_t offset = 0;
  for (size_t k = 1; k <= rank && k <= own; ++k) {
    if (layout.lengths[own - k] != 1) offset += index[rank - k] * layout.strides[own - k];
  }
  return layout.data + offset * layout.element_size;
}

void Advance(const std::vector<int64_t>& lengths, std::vector<int64_t>* index) {
  for (size_t d = lengths.size(); d-- > 0;) {
    if (++(*index)[d] < lengths[d]) return;
    (*index)[d] = 0;
  }
}

Layout Reversed(const Layout& layout, int32_t dimension) {
  // An empty layout addresses nothing, and its strides may be unbounded.
  if (std::find(layout.lengths.begin(), layout.lengths.end(), 0) != layout.lengths.end()) {
    return layout;
  }
  Layout r = layout;
  for (size_t d = 0; d < r.lengths.size(); ++d) {
    if (dimension != -1 && static_cast<size_t>(dimension) != d) continue;
    r.data += (r.lengths[d] - 1) * r.strides[d] * r.element_size;
    r.strides[d] = -r.strides[d];
  }
  return r;
}

std::vector<std::byte> Gather(const std::vector<std::byte*>& addresses, int64_t size) {
  std::vector<std::byte> out(addresses.size() * static_cast<size_t>(size));
  for (size_t k = 0; k < addresses.size(); ++k) {
    std::memcpy(out.data() + k * static_cast<size_t>(size), addresses[k], static_cast<size_t>(size));
  }
  return out;
}

std::vector<Session::Write> WritesOf(const std::vector<std::byte*>& addresses,
                                     const std::vector<std::byte>& values, int64_t size) {
  FUZZ_CHECK(values.size() == addresses.size() * static_cast<size_t>(size), "reference writes");
  std::vector<Session::Write> out;
  for (size_t k = 0; k < addresses.size(); ++k) {
    out.push_back({addresses[k], values.data() + k * static_cast<size_t>(size), size});
  }
  return out;
}

std::vector<Session::Write> AnyWritesOf(const std::vector<std::byte*>& addresses, int64_t size) {
  std::vector<Session::Write> out;
  for (std::byte* a : addresses) out.push_back({a, nullptr, size});
  return out;
}

bool SharesBytes(const Layout& a, const Layout& b) {
  if (a.flattened_length == 0 || b.flattened_length == 0) return false;
  std::vector<std::pair<std::byte*, std::byte*>> spans;
  for (std::byte* p : Addresses(a)) spans.emplace_back(p, p + a.element_size);
  std::sort(spans.begin(), spans.end());
  for (std::byte* p : Addresses(b)) {
    // Spans starting at or after p + size cannot intersect; all spans have one length, so the
    // last one starting before reaches furthest.
    auto it = std::lower_bound(spans.begin(), spans.end(),
                               std::make_pair(p + b.element_size, static_cast<std::byte*>(nullptr)));
    if (it != spans.begin() && std::prev(it)->second > p) return true;
  }
  return false;
}

bool SameView(const Layout& a, const Layout& b) {
  auto strip = [](const Layout& l) {
    size_t d = 0;
    while (d < l.lengths.size() && l.lengths[d] == 1) ++d;
    return std::make_pair(std::vector<int64_t>(l.lengths.begin() + static_cast<std::ptrdiff_t>(d), l.lengths.end()),
                          std::vector<int64_t>(l.strides.begin() + static_cast<std::ptrdiff_t>(d), l.strides.end()));
  };
  return a.data == b.data && a.element_size == b.element_size && strip(a) == strip(b);
}

bool RepeatsStorage(const Layout& layout) {
  if (layout.flattened_length == 0) return false;
  for (size_t d = 0; d < layout.lengths.size(); ++d) {
    if (layout.lengths[d] > 1 && layout.strides[d] == 0) return true;
  }
  return false;
}

void ExpectElements(const strata_tensor* handle, const std::vector<int64_t>& lengths,
                    const std::vector<std::byte>& values, const char* call) {
  const Layout got = Describe(handle);
  FUZZ_CHECK(EquivalentShapes(got.lengths, lengths), call);
  const std::vector<std::byte> bytes = Gather(Addresses(got), got.element_size);
  FUZZ_CHECK(bytes == values, call);
}

}  // namespace strata::fuzz
