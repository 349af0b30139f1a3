// Element loads and stores at any byte address. Caller memory (strata_tensor_wrap, DLPack
// imports) need not be aligned to its element size, and dereferencing a misaligned T* is
// undefined behaviour, so scalar kernel code reads and writes elements only through these (each
// compiles to one move). Highway's LoadU and StoreU accept any address; Load, Store and Stream
// need vector alignment, and the EMU128 target's BlendedStore and LoadInterleaved dereference
// T*, so kernels use none of those on caller memory unless it is suitably aligned.
#pragma once

#include <cstring>

namespace strata {

template <class T>
inline T LoadUnaligned(const T* p) {
  T v;
  std::memcpy(&v, p, sizeof(T));
  return v;
}

template <class T>
inline void StoreUnaligned(T* p, T v) {
  std::memcpy(p, &v, sizeof(T));
}

}  // namespace strata
