/* strata._accelerator: C fast paths for the Python binding's most frequent calls.
 *
 * The package is complete without this module; each fast path here stands in for one Python
 * method, handles only the common case of it, and calls that method (its "fallback") for
 * everything else, so errors and rare cases keep exactly one definition (the Python one).
 * What the fast paths do:
 * - t[i, j, ...] read and write with one exact int per dimension, in range, on a bool, integer or
 *   float32/float64 tensor (float16/bfloat16 reads too): the element at the storage offset taken
 *   from the layout cached in the Tensor's slots; a write converts Python bool/int/float values
 *   as _dtypes.element_value does and leaves the others (floats into integers, float16 writes)
 *   to the fallback.
 * - t[a:b] (no step) and t.T: a Tensor whose native view (strata_tensor_narrow of dimension 0,
 *   strata_tensor_permute with no dims) is deferred: it holds one reference to the source's
 *   handle and makes the view the first time anything needs its handle (see DeferredView).
 * - x op y for two Tensors of one dtype that the op computes directly: one strata_binary.
 * - the layout and storage caches (Tensor.__getattr__ while a slot is empty, and every cache
 *   read here): filled with the native queries, for the bound real and complex dtypes.
 * - t.__array_struct__ (NumPy's C-level array interface) for plain Tensors: the package's
 *   __array_interface__ cache, transcribed into the struct NumPy reads without parsing a dict.
 * - __del__: the one strata_tensor_release.
 *
 * It never loads libstrata itself: bind() receives the addresses of the C functions from the
 * ctypes library the package loaded, so both paths call the same copy of the library, and the
 * Tensor type, the slot descriptors of its cached layout and the status-to-exception function
 * from the package. Every native call runs with the GIL held, so a handle the calling frame
 * holds cannot be released during the call.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>

#include <float.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "strata/strata.h"

/* ---- the C functions, from the loaded library ---------------------------------------------- */

typedef strata_status (*NarrowFunction)(const strata_tensor*, int64_t, int64_t, int64_t,
                                        strata_tensor**);
typedef strata_status (*PermuteFunction)(const strata_tensor*, const int64_t*, int32_t,
                                         strata_tensor**);
typedef strata_status (*BinaryFunction)(strata_op, const strata_tensor*, const strata_tensor*,
                                        strata_tensor**);
typedef void (*ReleaseFunction)(strata_tensor*);
typedef void (*RetainFunction)(strata_tensor*);
typedef strata_status (*RankFunction)(const strata_tensor*, int32_t*);
typedef strata_status (*DTypeFunction)(const strata_tensor*, strata_dtype*);
typedef strata_status (*ListFunction)(const strata_tensor*, int64_t*, int32_t);
typedef strata_status (*DataFunction)(const strata_tensor*, void**);
typedef strata_status (*FlagFunction)(const strata_tensor*, int32_t*);
typedef strata_status (*CreateFunction)(strata_dtype, const int64_t*, int32_t, const int64_t*,
                                        int32_t, strata_tensor**);

/* Each typedef above is checked against the header's declaration. */
#define CHECK_SIGNATURE(type, function)                                     \
  _Static_assert(__builtin_types_compatible_p(type, __typeof__(&function)), \
                 #function "'s signature")
CHECK_SIGNATURE(NarrowFunction, strata_tensor_narrow);
CHECK_SIGNATURE(PermuteFunction, strata_tensor_permute);
CHECK_SIGNATURE(BinaryFunction, strata_binary);
CHECK_SIGNATURE(ReleaseFunction, strata_tensor_release);
CHECK_SIGNATURE(RetainFunction, strata_tensor_retain);
CHECK_SIGNATURE(RankFunction, strata_tensor_rank);
CHECK_SIGNATURE(DTypeFunction, strata_tensor_dtype);
CHECK_SIGNATURE(ListFunction, strata_tensor_lengths);
CHECK_SIGNATURE(ListFunction, strata_tensor_strides);
CHECK_SIGNATURE(DataFunction, strata_tensor_data);
CHECK_SIGNATURE(FlagFunction, strata_tensor_is_read_only);
CHECK_SIGNATURE(CreateFunction, strata_tensor_create_uninitialized);
#undef CHECK_SIGNATURE

static struct {
  NarrowFunction narrow;
  PermuteFunction permute;
  BinaryFunction binary;
  ReleaseFunction release;
  RetainFunction retain;
  RankFunction rank;
  DTypeFunction dtype;
  ListFunction lengths;
  ListFunction strides;
  DataFunction data;
  FlagFunction is_read_only;
  CreateFunction create_uninitialized;
} native;

/* The functions above by name, as bind() receives their addresses. */
static const struct {
  const char* name;
  void* target;
} kNativeFunctions[] = {
    {"strata_tensor_narrow", &native.narrow},   {"strata_tensor_permute", &native.permute},
    {"strata_binary", &native.binary},          {"strata_tensor_release", &native.release},
    {"strata_tensor_retain", &native.retain},   {"strata_tensor_rank", &native.rank},
    {"strata_tensor_dtype", &native.dtype},     {"strata_tensor_lengths", &native.lengths},
    {"strata_tensor_strides", &native.strides}, {"strata_tensor_data", &native.data},
    {"strata_tensor_is_read_only", &native.is_read_only},
    {"strata_tensor_create_uninitialized", &native.create_uninitialized},
};

/* ---- what bind() receives from the package -------------------------------------------------- */

/* The Tensor slots read and filled here, in the order bind() takes their descriptors; the
 * layout slots (shape to size) are filled together. */
enum {
  kHandleSlot, kShapeSlot, kStridesSlot, kDTypeSlot, kNDimSlot, kSizeSlot, kStorageSlot,
  kInterfaceSlot, kSlotCount
};
static const char* const kSlotNames[kSlotCount] = {
    "_handle", "shape", "_strides", "dtype", "ndim", "size", "_storage", "_interface"};

/* How an element of a dtype is read and written. */
typedef enum {
  kBool, kSigned, kUnsigned, kFloat16, kBFloat16, kFloat32, kFloat64,
  kComplex /* copied and read (element reads, item()), not written here */
} ElementKind;

typedef struct {
  PyObject* member; /* the strata.DType member (borrowed from the kept tuple) */
  ElementKind kind;
  int size;
  long code; /* the member's value, the native dtype code */
} DTypeInfo;

enum { kMaxDTypes = 32 };

static struct {
  int bound;
  PyTypeObject* tensor_type;
  Py_ssize_t slot_offsets[kSlotCount];
  PyObject* slot_names[kSlotCount];
  PyObject* raise_status; /* raise_status(status): raises the package's exception */
  PyObject* dtypes;       /* the tuple the DTypeInfo members are borrowed from */
  DTypeInfo infos[kMaxDTypes];
  int dtype_count;
} bound;

/* ---- slots --------------------------------------------------------------------------------- */

static PyObject** SlotAddress(PyObject* self, int slot) {
  return (PyObject**)((char*)self + bound.slot_offsets[slot]);
}

/* ---- deferred handles -----------------------------------------------------------------------
 *
 * t.T and t[a:b] put a DeferredView in the result's _handle slot instead of an int: the view
 * call to make, and one reference to the source's handle, which keeps the storage alive whatever
 * happens to the source. An element read t[i, j] puts one holding a copy of the element's bytes:
 * its rank-0 tensor is made (and the bytes written into it) on first need, and until then
 * item() reads the bytes. The first use that needs the result's handle (Handle() here,
 * Tensor._h through resolve()) makes it, stores its handle as usual and drops the
 * DeferredView, whose deallocation releases the source reference. Making it holds the GIL
 * throughout (the native calls do not release it), so one thread makes it, exactly once. A
 * result that is collected unused costs no native call at all. */
typedef enum {
  kNarrowView,    /* narrow(source, 0, start, count) */
  kReversedView,  /* permute(source) with the dimensions reversed */
  kElementCopy,   /* a new rank-0 tensor of `element` holding `bytes` */
} DeferredKind;

typedef struct {
  PyObject_HEAD
  DeferredKind kind;
  strata_tensor* source; /* one reference; NULL for an element copy */
  int64_t start;
  int64_t count;
  const DTypeInfo* element;
  unsigned char bytes[16]; /* the largest element these dtypes have (complex128) */
} DeferredView;

static void DeferredViewDealloc(DeferredView* view) {
  if (view->source != NULL) native.release(view->source);
  PyObject_Free(view);
}

static PyTypeObject DeferredViewType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "strata._accelerator.DeferredView",
    .tp_basicsize = sizeof(DeferredView),
    .tp_dealloc = (destructor)DeferredViewDealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A Tensor's view call not made yet, holding a reference to its source.",
};

static PyObject* RaiseStatus(strata_status status) {
  PyObject* raised = PyObject_CallFunction(bound.raise_status, "i", (int)status);
  Py_XDECREF(raised);
  if (!PyErr_Occurred()) {
    PyErr_Format(PyExc_RuntimeError, "strata call failed with status %d", (int)status);
  }
  return NULL;
}

/* The element copy ElementCopy last made, with this module's reference. When that is the only
 * reference left (its caller dropped the result), nothing can observe the object any more, and
 * the next element read rewrites it rather than allocating a Tensor and a DeferredView, as
 * CPython reuses a result tuple that only its iterator still holds. It is reused only as made:
 * a plain Tensor whose handle is still its element copy (its rank-0 layout cached, nothing
 * else loaded: every other cache needs the handle) and with no weak reference. Making its
 * handle gives it up (MakeDeferredView), so no native tensor stays alive here. */
static PyObject* spare_element;

/* The rank-0 tensor of an element copy, its bytes written. */
static strata_status MakeElementCopy(const DeferredView* view, strata_tensor** out) {
  strata_status status = native.create_uninitialized((strata_dtype)view->element->code, NULL, 0,
                                                     NULL, 0, out);
  void* address = NULL;
  if (status == STRATA_OK) status = native.data(*out, &address);
  if (status != STRATA_OK) {
    if (*out != NULL) native.release(*out);
    *out = NULL;
    return status;
  }
  memcpy(address, view->bytes, (size_t)view->element->size);
  return STRATA_OK;
}

/* Makes the handle of self's DeferredView and stores it in the slot; NULL with an exception
 * set on failure (the DeferredView then stays). */
static strata_tensor* MakeDeferredView(PyObject* self, DeferredView* view) {
  strata_tensor* out = NULL;
  strata_status status = STRATA_OK;
  switch (view->kind) {
    case kNarrowView:
      status = native.narrow(view->source, 0, view->start, view->count, &out);
      break;
    case kReversedView:
      status = native.permute(view->source, NULL, 0, &out);
      break;
    case kElementCopy:
      status = MakeElementCopy(view, &out);
      break;
  }
  if (status == STRATA_OK && self == spare_element) {
    /* No longer reusable: the caller's reference keeps self alive. */
    spare_element = NULL;
    Py_DECREF(self);
  }
  if (status != STRATA_OK) return (strata_tensor*)RaiseStatus(status);
  PyObject* address = PyLong_FromVoidPtr(out);
  if (address == NULL) {
    native.release(out);
    return NULL;
  }
  *SlotAddress(self, kHandleSlot) = address;
  Py_DECREF(view);
  return out;
}

/* The native handle, made now if it was deferred; NULL when the tensor was released, or when
 * the deferred view cannot be made (no exception set either way: the fallback then meets the same
 * state and raises the package's error). */
static strata_tensor* Handle(PyObject* self) {
  PyObject* handle = *SlotAddress(self, kHandleSlot);
  if (handle == NULL || handle == Py_None) return NULL;
  if (Py_IS_TYPE(handle, &DeferredViewType)) {
    strata_tensor* made = MakeDeferredView(self, (DeferredView*)handle);
    if (made == NULL) PyErr_Clear();
    return made;
  }
  return (strata_tensor*)PyLong_AsVoidPtr(handle);
}

/* Whether self's handle was released (a deferred one is not). */
static int IsReleased(PyObject* self) {
  PyObject* handle = *SlotAddress(self, kHandleSlot);
  return handle == NULL || handle == Py_None;
}

static const DTypeInfo* InfoOf(PyObject* dtype) {
  for (int i = 0; i < bound.dtype_count; ++i) {
    if (bound.infos[i].member == dtype) return &bound.infos[i];
  }
  return NULL;
}

/* ---- the cached layout ----------------------------------------------------------------------
 *
 * What the package's loaders (Tensor.__getattr__: _load_layout, _load_storage) put in the cache
 * slots, made here with the native queries and no Python call. Each returns 1 when it filled its
 * slots, 0 when it leaves them to the package's loader (a released tensor, a record dtype, a
 * rank above kMaxLoadedRank: rare cases whose errors and values keep one definition there), -1
 * with an exception set. */

enum { kMaxLoadedRank = 64 };

static const DTypeInfo* InfoOfCode(long code) {
  for (int i = 0; i < bound.dtype_count; ++i) {
    if (bound.infos[i].code == code) return &bound.infos[i];
  }
  return NULL;
}

static void SetSlot(PyObject* self, int slot, PyObject* value) {
  Py_XSETREF(*SlotAddress(self, slot), value);
}

/* A tuple of ints from count values; NULL with an exception set on failure. */
static PyObject* IntTuple(const int64_t* values, int32_t count) {
  PyObject* tuple = PyTuple_New(count);
  if (tuple == NULL) return NULL;
  for (int32_t k = 0; k < count; ++k) {
    PyObject* value = PyLong_FromLongLong(values[k]);
    if (value == NULL) {
      Py_DECREF(tuple);
      return NULL;
    }
    PyTuple_SET_ITEM(tuple, k, value);
  }
  return tuple;
}

/* ndim, shape, _strides (in elements), dtype and size. */
static int LoadLayout(PyObject* self) {
  strata_tensor* handle = Handle(self);
  int32_t rank = 0;
  strata_dtype code;
  if (handle == NULL || native.rank(handle, &rank) != STRATA_OK || rank > kMaxLoadedRank ||
      native.dtype(handle, &code) != STRATA_OK) {
    return 0;
  }
  const DTypeInfo* info = InfoOfCode((long)code);
  int64_t lengths[kMaxLoadedRank], strides[kMaxLoadedRank];
  if (info == NULL || (rank > 0 && (native.lengths(handle, lengths, rank) != STRATA_OK ||
                                    native.strides(handle, strides, rank) != STRATA_OK))) {
    return 0;
  }
  int64_t size = 1; /* fits: the library counts elements in int64 */
  for (int32_t k = 0; k < rank; ++k) size *= lengths[k];
  PyObject* shape = IntTuple(lengths, rank);
  PyObject* stride_tuple = shape == NULL ? NULL : IntTuple(strides, rank);
  PyObject* ndim = stride_tuple == NULL ? NULL : PyLong_FromLong(rank);
  PyObject* count = ndim == NULL ? NULL : PyLong_FromLongLong(size);
  if (count == NULL) {
    Py_XDECREF(shape);
    Py_XDECREF(stride_tuple);
    Py_XDECREF(ndim);
    return -1;
  }
  SetSlot(self, kDTypeSlot, Py_NewRef(info->member));
  SetSlot(self, kStridesSlot, stride_tuple);
  SetSlot(self, kSizeSlot, count);
  SetSlot(self, kShapeSlot, shape);
  SetSlot(self, kNDimSlot, ndim);
  return 1;
}

/* _storage: (origin address, read-only flag). */
static int LoadStorage(PyObject* self) {
  strata_tensor* handle = Handle(self);
  void* address = NULL;
  int32_t read_only = 0;
  if (handle == NULL || native.data(handle, &address) != STRATA_OK ||
      native.is_read_only(handle, &read_only) != STRATA_OK) {
    return 0;
  }
  PyObject* value = Py_BuildValue("(NO)", PyLong_FromVoidPtr(address),
                                  read_only ? Py_True : Py_False);
  if (value == NULL) return -1;
  SetSlot(self, kStorageSlot, value);
  return 1;
}

/* Fills the cache slot `slot` (and those loaded with it); 1, 0 or -1 as the loaders. The
 * array-interface cache is always the package's. */
static int LoadSlot(PyObject* self, int slot) {
  if (slot == kInterfaceSlot) return 0;
  return slot == kStorageSlot ? LoadStorage(self) : LoadLayout(self);
}

/* A cached slot (borrowed), filled when empty, here or else through the package's loader (the
 * class __getattr__); NULL with an exception set on failure. */
static PyObject* LayoutSlot(PyObject* self, int slot) {
  PyObject* value = *SlotAddress(self, slot);
  if (value != NULL) return value;
  int loaded = LoadSlot(self, slot);
  if (loaded < 0) return NULL;
  if (loaded == 0) {
    PyObject* fallback = PyObject_GetAttr(self, bound.slot_names[slot]);
    if (fallback == NULL) return NULL;
    Py_DECREF(fallback);
  }
  value = *SlotAddress(self, slot);
  if (value == NULL) PyErr_Format(PyExc_RuntimeError, "Tensor.%U was not cached",
                                  bound.slot_names[slot]);
  return value;
}

/* A new Tensor owning handle (released here if the object cannot be made). */
static PyObject* AdoptHandle(strata_tensor* handle) {
  PyTypeObject* type = bound.tensor_type;
  PyObject* tensor = type->tp_alloc(type, 0);
  PyObject* address = tensor == NULL ? NULL : PyLong_FromVoidPtr(handle);
  if (address == NULL) {
    Py_XDECREF(tensor);
    native.release(handle);
    return NULL;
  }
  *SlotAddress(tensor, kHandleSlot) = address;
  return tensor;
}

/* The result of a C call that made *out: adopted, or the package's exception. (Takes the
 * address so that *out is read after the call, whose argument order C leaves unspecified.) */
static PyObject* TensorResult(strata_status status, strata_tensor* const* out) {
  if (status == STRATA_OK) return AdoptHandle(*out);
  return RaiseStatus(status);
}

/* A new Tensor whose _handle slot holds view (the reference is taken over). */
static PyObject* TensorOfDeferred(DeferredView* view) {
  PyTypeObject* type = bound.tensor_type;
  PyObject* tensor = type->tp_alloc(type, 0);
  if (tensor == NULL) {
    Py_DECREF(view);
    return NULL;
  }
  *SlotAddress(tensor, kHandleSlot) = (PyObject*)view;
  return tensor;
}

/* A new Tensor whose view of source (see DeferredView) is made when first needed. */
static PyObject* DeferredTensor(strata_tensor* source, DeferredKind kind, int64_t start,
                                int64_t count) {
  DeferredView* view = PyObject_New(DeferredView, &DeferredViewType);
  if (view == NULL) return NULL;
  native.retain(source);
  view->kind = kind;
  view->source = source;
  view->start = start;
  view->count = count;
  view->element = NULL;
  return TensorOfDeferred(view);
}

static int IsReusableElement(PyObject* tensor) {
  if (Py_REFCNT(tensor) != 1 || !Py_IS_TYPE(tensor, bound.tensor_type)) return 0;
  PyObject* handle = *SlotAddress(tensor, kHandleSlot);
  if (handle == NULL || !Py_IS_TYPE(handle, &DeferredViewType) ||
      ((DeferredView*)handle)->kind != kElementCopy) {
    return 0;
  }
  return *PyObject_GET_WEAKREFS_LISTPTR(tensor) == NULL;
}

/* A new rank-0 Tensor holding a copy of the element at where (see DeferredView), with its
 * layout cached: shape (), strides (), its dtype, ndim 0, size 1. */
static PyObject* ElementCopy(const char* where, const DTypeInfo* info) {
  if (spare_element != NULL && IsReusableElement(spare_element)) {
    DeferredView* view = (DeferredView*)*SlotAddress(spare_element, kHandleSlot);
    view->element = info;
    memcpy(view->bytes, where, (size_t)info->size);
    if (*SlotAddress(spare_element, kDTypeSlot) != info->member) {
      SetSlot(spare_element, kDTypeSlot, Py_NewRef(info->member));
    }
    return Py_NewRef(spare_element);
  }
  DeferredView* view = PyObject_New(DeferredView, &DeferredViewType);
  if (view == NULL) return NULL;
  view->kind = kElementCopy;
  view->source = NULL;
  view->start = view->count = 0;
  view->element = info;
  memcpy(view->bytes, where, (size_t)info->size);
  PyObject* tensor = TensorOfDeferred(view);
  PyObject* empty = tensor == NULL ? NULL : PyTuple_New(0);
  PyObject* zero = empty == NULL ? NULL : PyLong_FromLong(0);
  PyObject* one = zero == NULL ? NULL : PyLong_FromLong(1);
  if (one == NULL) {
    Py_XDECREF(tensor);
    Py_XDECREF(empty);
    Py_XDECREF(zero);
    return NULL;
  }
  SetSlot(tensor, kShapeSlot, Py_NewRef(empty));
  SetSlot(tensor, kStridesSlot, empty);
  SetSlot(tensor, kDTypeSlot, Py_NewRef(info->member));
  SetSlot(tensor, kNDimSlot, zero);
  SetSlot(tensor, kSizeSlot, one);
  Py_XSETREF(spare_element, Py_NewRef(tensor));
  return tensor;
}

/* ---- elements ------------------------------------------------------------------------------ */

/* Results of a fast path: handled (the result, or an exception), or not (the fallback runs). */
typedef enum { kNotHandled, kHandled } Outcome;

/* The address of the element key selects: key is one exact int per dimension, each in
 * [-length, length). Returns 0 when key is anything else (the fallback decides), 1 with *where,
 * *info and *read_only set, -1 with an exception set. */
static int ElementAddress(PyObject* self, PyObject* key, char** where, const DTypeInfo** info,
                          int* read_only) {
  PyObject* const* indexes;
  Py_ssize_t count;
  if (PyLong_CheckExact(key)) {
    indexes = &key;
    count = 1;
  } else if (PyTuple_CheckExact(key)) {
    indexes = &PyTuple_GET_ITEM(key, 0);
    count = PyTuple_GET_SIZE(key);
  } else {
    return 0;
  }
  PyObject* shape = LayoutSlot(self, kShapeSlot);
  if (shape == NULL) return -1;
  if (PyTuple_GET_SIZE(shape) != count || count == 0) return 0;
  PyObject* strides = LayoutSlot(self, kStridesSlot);
  PyObject* dtype = strides == NULL ? NULL : LayoutSlot(self, kDTypeSlot);
  if (dtype == NULL) return -1;
  *info = InfoOf(dtype);
  if (*info == NULL) return 0;
  int64_t offset = 0;
  for (Py_ssize_t k = 0; k < count; ++k) {
    if (!PyLong_CheckExact(indexes[k])) return 0;
    int overflow = 0;
    long long index = PyLong_AsLongLongAndOverflow(indexes[k], &overflow);
    if (overflow != 0) return 0;
    long long length = PyLong_AsLongLong(PyTuple_GET_ITEM(shape, k));
    long long stride = PyLong_AsLongLong(PyTuple_GET_ITEM(strides, k));
    if (index < -length || index >= length) return 0;
    /* In range of a live view: the product and sum stay within the storage span. */
    offset += (index < 0 ? index + length : index) * stride;
  }
  PyObject* storage = LayoutSlot(self, kStorageSlot);
  if (storage == NULL) return -1;
  char* origin = (char*)PyLong_AsVoidPtr(PyTuple_GET_ITEM(storage, 0));
  if (origin == NULL) return PyErr_Occurred() ? -1 : 0;
  *where = origin + offset * (*info)->size;
  *read_only = PyTuple_GET_ITEM(storage, 1) == Py_True;
  return 1;
}

static PyObject* ReadElement(const char* where, const DTypeInfo* info) {
  switch (info->kind) {
    case kBool:
      return PyBool_FromLong(*where != 0);
    case kSigned: {
      int64_t value = 0;
      if (info->size == 1) { int8_t v; memcpy(&v, where, 1); value = v; }
      else if (info->size == 2) { int16_t v; memcpy(&v, where, 2); value = v; }
      else if (info->size == 4) { int32_t v; memcpy(&v, where, 4); value = v; }
      else { memcpy(&value, where, 8); }
      return PyLong_FromLongLong(value);
    }
    case kUnsigned: {
      uint64_t value = 0;
      if (info->size == 1) { uint8_t v; memcpy(&v, where, 1); value = v; }
      else if (info->size == 2) { uint16_t v; memcpy(&v, where, 2); value = v; }
      else if (info->size == 4) { uint32_t v; memcpy(&v, where, 4); value = v; }
      else { memcpy(&value, where, 8); }
      return PyLong_FromUnsignedLongLong(value);
    }
    case kFloat16: {
      double value = PyFloat_Unpack2(where, 1);
      return value == -1.0 && PyErr_Occurred() ? NULL : PyFloat_FromDouble(value);
    }
    case kBFloat16: {
      uint16_t bits;
      memcpy(&bits, where, 2);
      uint32_t wide = (uint32_t)bits << 16;
      float value;
      memcpy(&value, &wide, 4);
      return PyFloat_FromDouble(value);
    }
    case kFloat32: {
      float value;
      memcpy(&value, where, 4);
      return PyFloat_FromDouble(value);
    }
    case kFloat64: {
      double value;
      memcpy(&value, where, 8);
      return PyFloat_FromDouble(value);
    }
    case kComplex: {
      if (info->size == 8) {
        float parts[2];
        memcpy(parts, where, 8);
        return PyComplex_FromDoubles(parts[0], parts[1]);
      }
      double parts[2];
      memcpy(parts, where, 16);
      return PyComplex_FromDoubles(parts[0], parts[1]);
    }
  }
  PyErr_SetString(PyExc_SystemError, "no element reader for this dtype");
  return NULL;
}

/* The largest finite magnitudes below which a double rounds to a finite float32: beyond them
 * _dtypes.element_value gives ±inf. */
static const double kFloat32Overflow = 3.4028235677973366e38;

/* Writes value as _dtypes.element_value converts it, for exact bool, int and float values
 * into the dtypes whose rule is a plain C conversion; 0 (nothing written) otherwise. */
static int WriteElement(char* where, const DTypeInfo* info, PyObject* value) {
  int is_bool = PyBool_Check(value), is_int = PyLong_CheckExact(value);
  int is_float = PyFloat_CheckExact(value);
  if (!is_bool && !is_int && !is_float) return 0;
  if (info->kind == kBool) {
    int truth = PyObject_IsTrue(value); /* any number becomes a bool by its truth */
    if (truth < 0) { PyErr_Clear(); return 0; }
    *where = (char)truth;
    return 1;
  }
  if (info->kind == kSigned || info->kind == kUnsigned) {
    if (is_float) return 0; /* truncation, NaN and infinities: the fallback's rules */
    if (info->kind == kUnsigned && info->size == 8) {
      unsigned long long v = PyLong_AsUnsignedLongLong(value);
      if (v == (unsigned long long)-1 && PyErr_Occurred()) { PyErr_Clear(); return 0; }
      memcpy(where, &v, 8);
      return 1;
    }
    int overflow = 0;
    long long v = PyLong_AsLongLongAndOverflow(value, &overflow);
    if (overflow != 0) return 0;
    int bits = info->size * 8;
    if (info->kind == kSigned) {
      if (bits < 64 && (v < -(1LL << (bits - 1)) || v >= (1LL << (bits - 1)))) return 0;
    } else if (v < 0 || v >= (1LL << bits)) {
      return 0;
    }
    if (bits == 8) { uint8_t n = (uint8_t)v; memcpy(where, &n, 1); }
    else if (bits == 16) { uint16_t n = (uint16_t)v; memcpy(where, &n, 2); }
    else if (bits == 32) { uint32_t n = (uint32_t)v; memcpy(where, &n, 4); }
    else { memcpy(where, &v, 8); }
    return 1;
  }
  if (info->kind != kFloat32 && info->kind != kFloat64) return 0;
  double number;
  if (is_float) {
    number = PyFloat_AS_DOUBLE(value);
  } else {
    int overflow = 0;
    long long v = PyLong_AsLongLongAndOverflow(value, &overflow);
    if (overflow != 0) return 0;
    number = (double)v; /* rounded to nearest, as Python's float(int) */
  }
  if (info->kind == kFloat64) {
    memcpy(where, &number, 8);
    return 1;
  }
  float narrow = isfinite(number) && fabs(number) >= kFloat32Overflow
                     ? copysignf(INFINITY, (float)copysign(1.0, number))
                     : (float)number;
  memcpy(where, &narrow, 4);
  return 1;
}

static Outcome GetItem(PyObject* self, PyObject* key, PyObject** result) {
  if (IsReleased(self)) return kNotHandled;
  if (PySlice_Check(key) && ((PySliceObject*)key)->step == Py_None) {
    /* t[a:b]: a view of dimension 0 (the same as the planner's, see test_metadata_cache). */
    PyObject* shape = LayoutSlot(self, kShapeSlot);
    if (shape == NULL) { *result = NULL; return kHandled; }
    if (PyTuple_GET_SIZE(shape) == 0) return kNotHandled;
    Py_ssize_t start, stop, step;
    if (PySlice_Unpack(key, &start, &stop, &step) < 0) { *result = NULL; return kHandled; }
    Py_ssize_t length = PyLong_AsSsize_t(PyTuple_GET_ITEM(shape, 0));
    Py_ssize_t count = PySlice_AdjustIndices(length, &start, &stop, step);
    strata_tensor* source = Handle(self);
    if (source == NULL) return kNotHandled;
    *result = DeferredTensor(source, kNarrowView, start, count);
    return kHandled;
  }
  char* where;
  const DTypeInfo* info;
  int read_only;
  int found = ElementAddress(self, key, &where, &info, &read_only);
  if (found == 0) return kNotHandled;
  *result = found < 0 ? NULL : ElementCopy(where, info);
  return kHandled;
}

/* How Item converts the element's value. */
typedef enum { kAsItem, kAsFloat, kAsInt, kAsBool } Conversion;

/* t.item(), float(t), int(t) or bool(t) of an element copy not made yet: its value, from the
 * bytes it holds, converted as the Python methods convert item(). */
static Outcome Item(PyObject* self, Conversion conversion, PyObject** result) {
  PyObject* handle = *SlotAddress(self, kHandleSlot);
  if (handle == NULL || !Py_IS_TYPE(handle, &DeferredViewType)) return kNotHandled;
  const DeferredView* view = (const DeferredView*)handle;
  if (view->kind != kElementCopy) return kNotHandled;
  PyObject* value = ReadElement((const char*)view->bytes, view->element);
  if (value == NULL || conversion == kAsItem) {
    *result = value;
    return kHandled;
  }
  if (conversion == kAsBool) {
    int truth = PyObject_IsTrue(value);
    *result = truth < 0 ? NULL : PyBool_FromLong(truth);
  } else {
    *result = conversion == kAsFloat ? PyNumber_Float(value) : PyNumber_Long(value);
  }
  Py_DECREF(value);
  return kHandled;
}

static Outcome SetItem(PyObject* self, PyObject* key, PyObject* value, PyObject** result) {
  if (IsReleased(self)) return kNotHandled;
  char* where;
  const DTypeInfo* info;
  int read_only;
  int found = ElementAddress(self, key, &where, &info, &read_only);
  if (found < 0) { *result = NULL; return kHandled; }
  if (found == 0 || read_only || info->kind == kComplex || !WriteElement(where, info, value)) {
    return kNotHandled;
  }
  *result = Py_NewRef(Py_None);
  return kHandled;
}

/* ---- cache loading, NumPy, views, operators, release ----------------------------------------- */

/* t.__getattr__(name), which runs while a cache slot is empty: the slots this module loads. */
static Outcome GetAttr(PyObject* self, PyObject* name, PyObject** result) {
  if (!PyUnicode_CheckExact(name)) return kNotHandled;
  for (int slot = kHandleSlot + 1; slot < kSlotCount; ++slot) {
    PyObject* slot_name = bound.slot_names[slot];
    if (name != slot_name && PyUnicode_Compare(name, slot_name) != 0) continue;
    int loaded = *SlotAddress(self, slot) != NULL ? 1 : LoadSlot(self, slot);
    if (loaded == 0) return kNotHandled;
    *result = loaded < 0 ? NULL : Py_NewRef(*SlotAddress(self, slot));
    return kHandled;
  }
  return kNotHandled;
}

/* NumPy's PyArrayInterface (the C-level array interface, "__array_struct__"), laid out as NumPy
 * documents it, and the flag bits used here. */
typedef struct {
  int two; /* 2 */
  int nd;
  char typekind;
  int itemsize;
  int flags;
  Py_intptr_t* shape;
  Py_intptr_t* strides; /* in bytes */
  void* data;
  PyObject* descr;
} ArrayInterface;
enum { kArrayNotSwapped = 0x0200, kArrayWriteable = 0x0400 };

static void FreeArrayInterface(PyObject* capsule) {
  PyMem_Free(PyCapsule_GetPointer(capsule, NULL));
}

/* t.__array_struct__ of a plain Tensor: what __array_interface__ states (the _interface cache:
 * typestr, (address, read-only), byte strides; and the shape) in one allocation that the capsule
 * frees; NumPy keeps the Tensor itself as the array's base. Subclasses (record tensors, whose
 * interface also carries a descr) are left to the package, which declines. */
static Outcome ArrayStruct(PyObject* self, PyObject** result) {
  if (!Py_IS_TYPE(self, bound.tensor_type) || IsReleased(self)) return kNotHandled;
  PyObject* cached = LayoutSlot(self, kInterfaceSlot);
  PyObject* shape = cached == NULL ? NULL : LayoutSlot(self, kShapeSlot);
  if (shape == NULL) { *result = NULL; return kHandled; }
  const char* typestr = PyUnicode_AsUTF8(PyTuple_GET_ITEM(cached, 0));
  if (typestr == NULL) { *result = NULL; return kHandled; }
  PyObject* data = PyTuple_GET_ITEM(cached, 1);
  PyObject* byte_strides = PyTuple_GET_ITEM(cached, 2);
  Py_ssize_t nd = PyTuple_GET_SIZE(shape);
  ArrayInterface* interface =
      PyMem_Malloc(sizeof(ArrayInterface) + 2 * (size_t)nd * sizeof(Py_intptr_t));
  if (interface == NULL) { *result = PyErr_NoMemory(); return kHandled; }
  interface->two = 2;
  interface->nd = (int)nd;
  interface->typekind = typestr[1];                /* "<f4", "|b1", "|V12": byte order, kind, */
  interface->itemsize = (int)strtol(typestr + 2, NULL, 10); /* size; all in native order */
  interface->flags = kArrayNotSwapped |
                     (PyTuple_GET_ITEM(data, 1) == Py_True ? 0 : kArrayWriteable);
  interface->shape = (Py_intptr_t*)(interface + 1);
  interface->strides = interface->shape + nd;
  interface->data = PyLong_AsVoidPtr(PyTuple_GET_ITEM(data, 0));
  interface->descr = NULL;
  for (Py_ssize_t k = 0; k < nd; ++k) {
    interface->shape[k] = PyLong_AsSsize_t(PyTuple_GET_ITEM(shape, k));
    interface->strides[k] = PyLong_AsSsize_t(PyTuple_GET_ITEM(byte_strides, k));
  }
  PyObject* capsule = PyErr_Occurred() ? NULL : PyCapsule_New(interface, NULL, FreeArrayInterface);
  if (capsule == NULL) PyMem_Free(interface);
  *result = capsule;
  return kHandled;
}

static Outcome Transpose(PyObject* self, PyObject** result) {
  strata_tensor* source = Handle(self);
  if (source == NULL) return kNotHandled;
  *result = DeferredTensor(source, kReversedView, 0, 0);
  return kHandled;
}

static Outcome Binary(PyObject* self, PyObject* other, int op, PyObject* direct,
                      PyObject** result) {
  if (!Py_IS_TYPE(other, bound.tensor_type)) return kNotHandled;
  strata_tensor* x = Handle(self);
  strata_tensor* y = Handle(other);
  if (x == NULL || y == NULL) return kNotHandled;
  PyObject* dtype = LayoutSlot(self, kDTypeSlot);
  PyObject* other_dtype = dtype == NULL ? NULL : LayoutSlot(other, kDTypeSlot);
  if (other_dtype == NULL) { *result = NULL; return kHandled; }
  if (dtype != other_dtype) return kNotHandled;
  int is_direct = PySet_Contains(direct, dtype);
  if (is_direct < 0) { *result = NULL; return kHandled; }
  if (!is_direct) return kNotHandled;
  strata_tensor* out = NULL;
  *result = TensorResult(native.binary((strata_op)op, x, y, &out), &out);
  return kHandled;
}

static Outcome Release(PyObject* self, PyObject** result) {
  PyObject** slot = SlotAddress(self, kHandleSlot);
  PyObject* handle = *slot;
  if (handle != NULL && handle != Py_None) {
    /* A DeferredView releases its source reference as it goes. */
    strata_tensor* address =
        PyLong_CheckExact(handle) ? (strata_tensor*)PyLong_AsVoidPtr(handle) : NULL;
    *slot = Py_NewRef(Py_None);
    Py_DECREF(handle);
    if (address != NULL) native.release(address);
  }
  PyErr_Clear(); /* as the Python __del__: nothing escapes a finalizer */
  *result = Py_NewRef(Py_None);
  return kHandled;
}

/* Tensor's finalizer once finalize_directly() ran: what the accelerated __del__ does, without
 * looking the method up and calling it for every object. Like every tp_finalize it leaves the
 * current exception state as it found it. */
static void FinalizeTensor(PyObject* self) {
  PyObject *type, *value, *traceback;
  PyErr_Fetch(&type, &value, &traceback);
  PyObject* result = NULL;
  Release(self, &result);
  Py_XDECREF(result);
  PyErr_Restore(type, value, traceback);
}

/* ---- the Method and Property descriptors ---------------------------------------------------- */

typedef enum {
  kGetItem, kSetItem, kBinary, kRelease, kTranspose, kGetAttr, kArrayStruct, kItem, kToFloat,
  kToInt, kToBool
} FastPath;

static const struct {
  const char* name;
  FastPath path;
  int is_property;
} kFastPaths[] = {
    {"getitem", kGetItem, 0}, {"setitem", kSetItem, 0}, {"binary", kBinary, 0},
    {"release", kRelease, 0}, {"transpose", kTranspose, 1}, {"getattr", kGetAttr, 0},
    {"array_struct", kArrayStruct, 1}, {"item", kItem, 0}, {"float", kToFloat, 0},
    {"int", kToInt, 0}, {"bool", kToBool, 0},
};

static int FastPathNamed(PyObject* name, int is_property, FastPath* path) {
  const char* text = PyUnicode_AsUTF8(name);
  if (text == NULL) return -1;
  for (size_t i = 0; i < sizeof kFastPaths / sizeof kFastPaths[0]; ++i) {
    if (strcmp(kFastPaths[i].name, text) == 0 && kFastPaths[i].is_property == is_property) {
      *path = kFastPaths[i].path;
      return 0;
    }
  }
  PyErr_Format(PyExc_ValueError, "no %s fast path named %R",
               is_property ? "property" : "method", name);
  return -1;
}

/* The conversion of an item fast path. */
static Conversion ConversionOf(FastPath path) {
  switch (path) {
    case kToFloat: return kAsFloat;
    case kToInt: return kAsInt;
    case kToBool: return kAsBool;
    default: return kAsItem;
  }
}

/* A method of Tensor: the fast path, else the fallback function with the same arguments. It is
 * a method descriptor (Py_TPFLAGS_METHOD_DESCRIPTOR), so t[key] and t.method(...) call it with
 * self first and no bound-method object. */
typedef struct {
  PyObject_HEAD
  vectorcallfunc vectorcall;
  FastPath path;
  int op;           /* kBinary: the strata_op */
  PyObject* direct; /* kBinary: the set of DType members the op computes directly */
  PyObject* fallback;
} Method;

static PyObject* MethodCall(PyObject* callable, PyObject* const* args, size_t nargsf,
                            PyObject* kwnames) {
  Method* method = (Method*)callable;
  Py_ssize_t count = PyVectorcall_NARGS(nargsf);
  if (bound.bound && kwnames == NULL && count >= 1 &&
      PyObject_TypeCheck(args[0], bound.tensor_type)) {
    PyObject* result = NULL;
    Outcome outcome = kNotHandled;
    switch (method->path) {
      case kGetItem:
        if (count == 2) outcome = GetItem(args[0], args[1], &result);
        break;
      case kSetItem:
        if (count == 3) outcome = SetItem(args[0], args[1], args[2], &result);
        break;
      case kBinary:
        if (count == 2) outcome = Binary(args[0], args[1], method->op, method->direct, &result);
        break;
      case kRelease:
        if (count == 1) outcome = Release(args[0], &result);
        break;
      case kGetAttr:
        if (count == 2) outcome = GetAttr(args[0], args[1], &result);
        break;
      case kItem:
      case kToFloat:
      case kToInt:
      case kToBool:
        if (count == 1) outcome = Item(args[0], ConversionOf(method->path), &result);
        break;
      case kTranspose:
      case kArrayStruct:
        break;
    }
    if (outcome == kHandled) return result;
  }
  return PyObject_Vectorcall(method->fallback, args, nargsf, kwnames);
}

static PyObject* MethodNew(PyTypeObject* type, PyObject* args, PyObject* kwargs) {
  static char* keywords[] = {"path", "fallback", "op", "direct", NULL};
  PyObject *name, *fallback, *direct = NULL;
  int op = 0;
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "UO|iO!", keywords, &name, &fallback, &op,
                                   &PyFrozenSet_Type, &direct)) {
    return NULL;
  }
  FastPath path;
  if (FastPathNamed(name, 0, &path) < 0) return NULL;
  if (path == kBinary && direct == NULL) {
    PyErr_SetString(PyExc_TypeError, "a binary fast path needs op and direct");
    return NULL;
  }
  Method* method = (Method*)type->tp_alloc(type, 0);
  if (method == NULL) return NULL;
  method->vectorcall = MethodCall;
  method->path = path;
  method->op = op;
  method->direct = Py_XNewRef(direct);
  method->fallback = Py_NewRef(fallback);
  return (PyObject*)method;
}

static int MethodTraverse(Method* method, visitproc visit, void* arg) {
  Py_VISIT(method->direct);
  Py_VISIT(method->fallback);
  return 0;
}

static int MethodClear(Method* method) {
  Py_CLEAR(method->direct);
  Py_CLEAR(method->fallback);
  return 0;
}

static void MethodDealloc(Method* method) {
  PyObject_GC_UnTrack(method);
  MethodClear(method);
  Py_TYPE(method)->tp_free((PyObject*)method);
}

static PyObject* MethodGet(PyObject* self, PyObject* instance, PyObject* owner) {
  (void)owner;
  if (instance == NULL || instance == Py_None) return Py_NewRef(self);
  return PyMethod_New(self, instance);
}

/* __doc__, __name__, __qualname__, __module__, __annotations__ … are the fallback's. */
static PyObject* MethodGetAttr(PyObject* self, PyObject* name) {
  PyObject* found = PyObject_GenericGetAttr(self, name);
  if (found != NULL || !PyErr_ExceptionMatches(PyExc_AttributeError)) return found;
  PyErr_Clear();
  return PyObject_GetAttr(((Method*)self)->fallback, name);
}

static PyObject* MethodRepr(Method* method) {
  return PyUnicode_FromFormat("<accelerated %R>", method->fallback);
}

static PyMemberDef kMethodMembers[] = {
    {"__wrapped__", T_OBJECT, offsetof(Method, fallback), READONLY,
     "The Python method this one accelerates (it runs every case the fast path does not)."},
    {NULL, 0, 0, 0, NULL},
};

static PyObject* MethodDoc(PyObject* self, void* closure) {
  (void)closure;
  return PyObject_GetAttrString(((Method*)self)->fallback, "__doc__");
}

static PyGetSetDef kMethodGetSets[] = {
    {"__doc__", MethodDoc, NULL, NULL, NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject MethodType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "strata._accelerator.Method",
    .tp_basicsize = sizeof(Method),
    .tp_dealloc = (destructor)MethodDealloc,
    .tp_vectorcall_offset = offsetof(Method, vectorcall),
    .tp_repr = (reprfunc)MethodRepr,
    .tp_call = PyVectorcall_Call,
    .tp_getattro = MethodGetAttr,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_HAVE_VECTORCALL |
                Py_TPFLAGS_METHOD_DESCRIPTOR,
    .tp_doc = "Method(path, fallback, op=0, direct=None): a Tensor method with a C fast path.",
    .tp_traverse = (traverseproc)MethodTraverse,
    .tp_clear = (inquiry)MethodClear,
    .tp_members = kMethodMembers,
    .tp_getset = kMethodGetSets,
    .tp_descr_get = MethodGet,
    .tp_new = MethodNew,
};

/* A read-only property of Tensor: the fast path, else the fallback property. */
typedef struct {
  PyObject_HEAD
  FastPath path;
  PyObject* fallback; /* the property */
} Property;

static PyObject* PropertyGet(PyObject* self, PyObject* instance, PyObject* owner) {
  Property* property = (Property*)self;
  if (instance == NULL || instance == Py_None) return Py_NewRef(self);
  if (bound.bound && PyObject_TypeCheck(instance, bound.tensor_type)) {
    PyObject* result = NULL;
    Outcome outcome = property->path == kTranspose ? Transpose(instance, &result)
                                                   : ArrayStruct(instance, &result);
    if (outcome == kHandled) return result;
  }
  return Py_TYPE(property->fallback)->tp_descr_get(property->fallback, instance, owner);
}

static int PropertySet(PyObject* self, PyObject* instance, PyObject* value) {
  PyObject* fallback = ((Property*)self)->fallback;
  return Py_TYPE(fallback)->tp_descr_set(fallback, instance, value);
}

static PyObject* PropertyNew(PyTypeObject* type, PyObject* args, PyObject* kwargs) {
  static char* keywords[] = {"path", "fallback", NULL};
  PyObject *name, *fallback;
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "UO!", keywords, &name, &PyProperty_Type,
                                   &fallback)) {
    return NULL;
  }
  FastPath path;
  if (FastPathNamed(name, 1, &path) < 0) return NULL;
  Property* property = (Property*)type->tp_alloc(type, 0);
  if (property == NULL) return NULL;
  property->path = path;
  property->fallback = Py_NewRef(fallback);
  return (PyObject*)property;
}

static int PropertyTraverse(Property* property, visitproc visit, void* arg) {
  Py_VISIT(property->fallback);
  return 0;
}

static int PropertyClear(Property* property) {
  Py_CLEAR(property->fallback);
  return 0;
}

static void PropertyDealloc(Property* property) {
  PyObject_GC_UnTrack(property);
  PropertyClear(property);
  Py_TYPE(property)->tp_free((PyObject*)property);
}

/* fget, __doc__ … are the fallback property's. */
static PyObject* PropertyGetAttr(PyObject* self, PyObject* name) {
  PyObject* found = PyObject_GenericGetAttr(self, name);
  if (found != NULL || !PyErr_ExceptionMatches(PyExc_AttributeError)) return found;
  PyErr_Clear();
  return PyObject_GetAttr(((Property*)self)->fallback, name);
}

static PyObject* PropertyDoc(PyObject* self, void* closure) {
  (void)closure;
  return PyObject_GetAttrString(((Property*)self)->fallback, "__doc__");
}

static PyGetSetDef kPropertyGetSets[] = {
    {"__doc__", PropertyDoc, NULL, NULL, NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyMemberDef kPropertyMembers[] = {
    {"__wrapped__", T_OBJECT, offsetof(Property, fallback), READONLY,
     "The property this one accelerates."},
    {NULL, 0, 0, 0, NULL},
};

static PyTypeObject PropertyType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "strata._accelerator.Property",
    .tp_basicsize = sizeof(Property),
    .tp_dealloc = (destructor)PropertyDealloc,
    .tp_getattro = PropertyGetAttr,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_doc = "Property(path, fallback): a read-only Tensor property with a C fast path.",
    .tp_traverse = (traverseproc)PropertyTraverse,
    .tp_clear = (inquiry)PropertyClear,
    .tp_members = kPropertyMembers,
    .tp_getset = kPropertyGetSets,
    .tp_descr_get = PropertyGet,
    .tp_descr_set = PropertySet,
    .tp_new = PropertyNew,
};

/* ---- bind() -------------------------------------------------------------------------------- */

static int FunctionAddress(PyObject* functions, const char* name, void* target) {
  PyObject* address = PyDict_GetItemString(functions, name);
  if (address == NULL) {
    PyErr_Format(PyExc_KeyError, "no address for %s", name);
    return -1;
  }
  void* pointer = PyLong_AsVoidPtr(address);
  if (pointer == NULL) {
    if (!PyErr_Occurred()) PyErr_Format(PyExc_ValueError, "%s is at address 0", name);
    return -1;
  }
  /* A function's address from the loader, stored into a function pointer. */
  memcpy(target, &pointer, sizeof pointer);
  return 0;
}

static int ElementKindNamed(const char* name, ElementKind* kind) {
  static const struct { const char* name; ElementKind kind; } kKinds[] = {
      {"bool", kBool}, {"signed", kSigned}, {"unsigned", kUnsigned}, {"float16", kFloat16},
      {"bfloat16", kBFloat16}, {"float32", kFloat32}, {"float64", kFloat64},
      {"complex", kComplex},
  };
  for (size_t i = 0; i < sizeof kKinds / sizeof kKinds[0]; ++i) {
    if (strcmp(kKinds[i].name, name) == 0) {
      *kind = kKinds[i].kind;
      return 0;
    }
  }
  PyErr_Format(PyExc_ValueError, "unknown element kind %s", name);
  return -1;
}

static PyObject* Bind(PyObject* module, PyObject* args) {
  (void)module;
  PyObject *tensor_type, *slots, *dtypes, *functions, *raise_status;
  if (!PyArg_ParseTuple(args, "O!O!O!O!O:bind", &PyType_Type, &tensor_type, &PyDict_Type, &slots,
                        &PyTuple_Type, &dtypes, &PyDict_Type, &functions, &raise_status)) {
    return NULL;
  }
  if (bound.bound) {
    PyErr_SetString(PyExc_RuntimeError, "the accelerator is already bound");
    return NULL;
  }
  for (size_t i = 0; i < sizeof kNativeFunctions / sizeof kNativeFunctions[0]; ++i) {
    if (FunctionAddress(functions, kNativeFunctions[i].name, kNativeFunctions[i].target) < 0) {
      return NULL;
    }
  }
  for (int slot = 0; slot < kSlotCount; ++slot) {
    PyObject* descriptor = PyDict_GetItemString(slots, kSlotNames[slot]);
    if (descriptor == NULL || !Py_IS_TYPE(descriptor, &PyMemberDescr_Type)) {
      PyErr_Format(PyExc_TypeError, "slots[%s] is not a slot descriptor", kSlotNames[slot]);
      return NULL;
    }
    PyMemberDef* member = ((PyMemberDescrObject*)descriptor)->d_member;
    if (member->type != T_OBJECT_EX) {
      PyErr_Format(PyExc_TypeError, "slots[%s] is not an object slot", kSlotNames[slot]);
      return NULL;
    }
    bound.slot_offsets[slot] = member->offset;
    bound.slot_names[slot] = PyUnicode_InternFromString(kSlotNames[slot]);
    if (bound.slot_names[slot] == NULL) return NULL;
  }
  Py_ssize_t count = PyTuple_GET_SIZE(dtypes);
  if (count > kMaxDTypes) {
    PyErr_SetString(PyExc_ValueError, "too many dtypes");
    return NULL;
  }
  for (Py_ssize_t i = 0; i < count; ++i) {
    PyObject* member;
    const char* kind;
    int size;
    if (!PyArg_ParseTuple(PyTuple_GET_ITEM(dtypes, i), "Osi", &member, &kind, &size)) {
      return NULL;
    }
    if (size != 1 && size != 2 && size != 4 && size != 8 && size != 16) {
      PyErr_Format(PyExc_ValueError, "element size %d", size);
      return NULL;
    }
    if (ElementKindNamed(kind, &bound.infos[i].kind) < 0) return NULL;
    PyObject* code = PyObject_GetAttrString(member, "value");
    bound.infos[i].code = code == NULL ? -1 : PyLong_AsLong(code);
    Py_XDECREF(code);
    if (PyErr_Occurred()) return NULL;
    bound.infos[i].member = member;
    bound.infos[i].size = size;
  }
  bound.dtype_count = (int)count;
  bound.dtypes = Py_NewRef(dtypes);
  bound.tensor_type = (PyTypeObject*)Py_NewRef(tensor_type);
  bound.raise_status = Py_NewRef(raise_status);
  bound.bound = 1;
  Py_RETURN_NONE;
}

/* Installs FinalizeTensor as Tensor's tp_finalize; Tensor.__del__ must be the accelerated
 * release method. Assigning Tensor.__del__ later restores the interpreter's generic finalizer,
 * and subclasses keep it, so every other case still runs the __del__ they resolve to. */
static PyObject* FinalizeDirectly(PyObject* module, PyObject* unused) {
  (void)module;
  (void)unused;
  if (!bound.bound) {
    PyErr_SetString(PyExc_RuntimeError, "the accelerator is not bound");
    return NULL;
  }
  PyObject* del = PyDict_GetItemString(bound.tensor_type->tp_dict, "__del__");
  if (del == NULL || !Py_IS_TYPE(del, &MethodType) || ((Method*)del)->path != kRelease) {
    PyErr_SetString(PyExc_TypeError, "Tensor.__del__ is not the accelerated release method");
    return NULL;
  }
  bound.tensor_type->tp_finalize = FinalizeTensor;
  Py_RETURN_NONE;
}

/* resolve(tensor): the handle of a Tensor whose _handle slot holds a DeferredView, made now. */
static PyObject* Resolve(PyObject* module, PyObject* tensor) {
  (void)module;
  if (!bound.bound || !PyObject_TypeCheck(tensor, bound.tensor_type)) {
    PyErr_SetString(PyExc_TypeError, "resolve() takes a Tensor of the bound package");
    return NULL;
  }
  PyObject* handle = *SlotAddress(tensor, kHandleSlot);
  if (handle != NULL && Py_IS_TYPE(handle, &DeferredViewType) &&
      MakeDeferredView(tensor, (DeferredView*)handle) == NULL) {
    return NULL;
  }
  handle = *SlotAddress(tensor, kHandleSlot);
  return Py_NewRef(handle == NULL ? Py_None : handle);
}

static PyMethodDef kModuleFunctions[] = {
    {"resolve", Resolve, METH_O,
     "resolve(tensor): makes the native view a Tensor deferred (t.T, t[a:b]) and returns its "
     "_handle slot: the handle as an int, or None once released."},
    {"bind", Bind, METH_VARARGS,
     "bind(tensor_type, slots, dtypes, functions, raise_status): connects the fast paths to the "
     "package, once.\n\nslots maps _handle, shape, _strides (in elements), dtype, ndim, size, "
     "_storage and _interface to Tensor's slot descriptors; dtypes holds (DType member, element "
     "kind, size) triples; functions maps C function names to their addresses in the loaded "
     "libstrata; raise_status(status) raises the package's exception for a failed call."},
    {"finalize_directly", FinalizeDirectly, METH_NOARGS,
     "finalize_directly(): once Tensor.__del__ is the accelerated release method, makes Tensor's "
     "finalizer run it directly (no method lookup and call per object)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef kModule = {
    PyModuleDef_HEAD_INIT,
    .m_name = "strata._accelerator",
    .m_doc = "C fast paths for the most frequent Tensor calls (optional; see strata._accelerate).",
    .m_size = -1,
    .m_methods = kModuleFunctions,
};

PyMODINIT_FUNC PyInit__accelerator(void) {
  if (PyType_Ready(&MethodType) < 0 || PyType_Ready(&PropertyType) < 0 ||
      PyType_Ready(&DeferredViewType) < 0) {
    return NULL;
  }
  PyObject* module = PyModule_Create(&kModule);
  if (module == NULL) return NULL;
  if (PyModule_AddObjectRef(module, "Method", (PyObject*)&MethodType) < 0 ||
      PyModule_AddObjectRef(module, "Property", (PyObject*)&PropertyType) < 0) {
    Py_DECREF(module);
    return NULL;
  }
  return module;
}
