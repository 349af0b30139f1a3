// A vector of trivially copyable elements that keeps up to kInline of them inside the object and
// moves to the heap only beyond that. Per-call bookkeeping sized by a rank (loop nests,
// broadcast strides, the shape of a result) then allocates nothing for the ranks people use,
// which matters for calls on a few thousand elements where malloc and free would otherwise be a
// tenth of the time.
#pragma once

#include <algorithm>
#include <cstddef>
#include <initializer_list>
#include <memory>
#include <span>
#include <type_traits>
#include <vector>

namespace strata {

template <class T, size_t kInline>
class SmallVector {
  static_assert(std::is_trivially_copyable_v<T>, "elements are copied as bytes");
  static_assert(kInline > 0);

 public:
  using value_type = T;
  using size_type = size_t;
  using iterator = T*;
  using const_iterator = const T*;

  SmallVector() = default;
  SmallVector(size_t count, const T& value) { resize(count, value); }
  SmallVector(std::initializer_list<T> values) { assign(values.begin(), values.end()); }
  explicit SmallVector(std::span<const T> values) { assign(values.begin(), values.end()); }
  SmallVector(const SmallVector& other) { assign(other.begin(), other.end()); }
  SmallVector(SmallVector&& other) noexcept { Take(other); }
  SmallVector& operator=(const SmallVector& other) {
    if (this != &other) assign(other.begin(), other.end());
    return *this;
  }
  SmallVector& operator=(SmallVector&& other) noexcept {
    if (this != &other) {
      heap_.reset();
      Take(other);
    }
    return *this;
  }
  ~SmallVector() = default;

  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  size_t capacity() const { return heap_ ? heap_capacity_ : kInline; }
  T* data() { return heap_ ? heap_.get() : inline_; }
  const T* data() const { return heap_ ? heap_.get() : inline_; }
  T* begin() { return data(); }
  T* end() { return data() + size_; }
  const T* begin() const { return data(); }
  const T* end() const { return data() + size_; }
  T& operator[](size_t i) { return data()[i]; }
  const T& operator[](size_t i) const { return data()[i]; }
  T& front() { return data()[0]; }
  const T& front() const { return data()[0]; }
  T& back() { return data()[size_ - 1]; }
  const T& back() const { return data()[size_ - 1]; }

  void reserve(size_t count) {
    if (count <= capacity()) return;
    auto grown = std::make_unique<T[]>(count);
    std::copy(begin(), end(), grown.get());
    heap_ = std::move(grown);
    heap_capacity_ = count;
  }
  void push_back(const T& value) {
    if (size_ == capacity()) {
      const T copy = value;  // value may live in this vector
      reserve(2 * capacity());
      data()[size_++] = copy;
      return;
    }
    data()[size_++] = value;
  }
  void pop_back() { --size_; }
  void clear() { size_ = 0; }
  void resize(size_t count, const T& value = T{}) {
    reserve(count);
    if (count > size_) std::fill(data() + size_, data() + count, value);
    size_ = count;
  }
  // Sizes to count and leaves any new elements unwritten, for a caller that writes them all
  // next (resize would fill them first, and at the sizes of a rank the fill is a large part of
  // the cost).
  void resize_for_overwrite(size_t count) {
    reserve(count);
    size_ = count;
  }
  template <class Iterator>
  void assign(Iterator first, Iterator last) {
    size_ = 0;
    reserve(static_cast<size_t>(std::distance(first, last)));
    std::copy(first, last, data());
    size_ = static_cast<size_t>(std::distance(first, last));
  }

  std::vector<T> ToVector() const { return std::vector<T>(begin(), end()); }

  friend bool operator==(const SmallVector& a, const SmallVector& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }
  friend bool operator==(const SmallVector& a, const std::vector<T>& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }

 private:
  void Take(SmallVector& other) {
    size_ = other.size_;
    if (other.heap_) {
      heap_ = std::move(other.heap_);
      heap_capacity_ = other.heap_capacity_;
    } else {
      std::copy(other.inline_, other.inline_ + other.size_, inline_);
    }
    other.size_ = 0;
  }

  T inline_[kInline];
  std::unique_ptr<T[]> heap_;
  size_t heap_capacity_ = 0;
  size_t size_ = 0;
};

// Lengths or strides of one view: inline up to rank 8.
using DimVector = SmallVector<int64_t, 8>;

}  // namespace strata
