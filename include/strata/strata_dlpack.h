/**
 * @file strata_dlpack.h
 * @brief DLPack export and import.
 *
 * Part of the C ABI; include "strata/strata.h". Conventions are stated at the top of strata.h.
 *
 * The structs below reproduce the DLPack 1.x memory layouts (DLManagedTensorVersioned) and the
 * legacy pre-1.0 layout (DLManagedTensor) under Strata's own names, so this header needs no
 * dlpack.h and never clashes with one the user includes. The layouts are identical: a pointer
 * to strata_dlpack_managed_tensor_versioned may be cast to DLManagedTensorVersioned* and back
 * (likewise for the legacy struct). Sizes are checked at compile time for 64-bit targets.
 *
 * Exported tensors (strata_tensor_to_dlpack*):
 * - device {CPU, 0}; dtype {code = strata_dtype >> 8, bits = strata_dtype & 0xff, lanes 1};
 *   data is the address of the first element and byte_offset is 0.
 * - shape and strides are always non-NULL arrays of ndim = rank entries, in elements.
 *   Strata stores stride 0 on dimensions of length <= 1 and on every dimension of an empty
 *   tensor; such strides carry no information, so the export replaces them by the compact
 *   row-major value (the next inner dimension's exported stride times its length, 1 for the
 *   innermost, zero lengths counting as 1). A dense tensor therefore exports exactly the
 *   row-major strides a consumer tests for contiguity. Broadcast dimensions (length > 1,
 *   stride 0) keep stride 0.
 * - The managed tensor holds a reference to the tensor's storage: the handle may be released
 *   at once. The consumer calls deleter(self) exactly once, from any thread.
 *
 * Imported tensors (strata_tensor_from_dlpack*):
 * - Accepted: device type CPU; lanes 1 and the dtypes of strata_dtype (int, uint, float 16/32/
 *   64, bfloat 16, bool 8); ndim 0..STRATA_MAX_RANK (ndim 0, a DLPack scalar, becomes shape
 *   [1]); strides NULL (compact row-major) or nonnegative on every dimension of length > 1
 *   (the stride of a length-0/1 dimension is ignored); data + byte_offset is the origin.
 * - The view is read-only when the versioned flags carry STRATA_DLPACK_FLAG_READ_ONLY or the
 *   caller passes STRATA_WRAP_READ_ONLY.
 * - Ownership of the managed tensor passes to Strata only on success: its deleter (if not NULL)
 *   is then called exactly once, on whichever thread releases the last reference to the
 *   storage. On failure nothing is called and the caller still owns it.
 */
#ifndef STRATA_STRATA_DLPACK_H
#define STRATA_STRATA_DLPACK_H

#include "strata/strata.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The DLPack major version this header describes and the exporter writes. */
#define STRATA_DLPACK_MAJOR_VERSION 1
/** The DLPack minor version this header describes and the exporter writes. */
#define STRATA_DLPACK_MINOR_VERSION 0

/** DLDeviceType values (only CPU is accepted). */
enum {
  STRATA_DLPACK_DEVICE_CPU = 1, /**< kDLCPU */
  STRATA_DLPACK_DEVICE_CUDA = 2 /**< kDLCUDA (refused on import) */
};

/** DLDataTypeCode values. */
enum {
  STRATA_DLPACK_CODE_INT = 0,     /**< kDLInt: signed integers */
  STRATA_DLPACK_CODE_UINT = 1,    /**< kDLUInt: unsigned integers */
  STRATA_DLPACK_CODE_FLOAT = 2,   /**< kDLFloat: IEEE floating point */
  STRATA_DLPACK_CODE_BFLOAT = 4,  /**< kDLBfloat: bfloat16 */
  STRATA_DLPACK_CODE_COMPLEX = 5, /**< kDLComplex: complex64 (bits 64), complex128 (bits 128) */
  STRATA_DLPACK_CODE_BOOL = 6     /**< kDLBool: one byte per element */
};

/** DLManagedTensorVersioned.flags bit: the consumer must not write the data. */
#define STRATA_DLPACK_FLAG_READ_ONLY ((uint64_t)1)
/** DLManagedTensorVersioned.flags bit: the data is a copy made for the export. */
#define STRATA_DLPACK_FLAG_IS_COPIED ((uint64_t)2)

/** DLPackVersion */
typedef struct strata_dlpack_version {
  uint32_t major; /**< DLPack major version */
  uint32_t minor; /**< DLPack minor version */
} strata_dlpack_version;

/** DLDevice (device_type is a C enum, i.e. int32_t, in dlpack.h). */
typedef struct strata_dlpack_device {
  int32_t device_type; /**< STRATA_DLPACK_DEVICE_* */
  int32_t device_id;   /**< the device's ordinal (0 for the CPU) */
} strata_dlpack_device;

/** DLDataType */
typedef struct strata_dlpack_data_type {
  uint8_t code;   /**< STRATA_DLPACK_CODE_* */
  uint8_t bits;   /**< bits per lane */
  uint16_t lanes; /**< lanes per element (1 for every dtype Strata accepts) */
} strata_dlpack_data_type;

/** DLTensor: shape and strides in elements; strides NULL means compact row-major. */
typedef struct strata_dlpack_tensor {
  void* data;                    /**< base address; data + byte_offset is the origin */
  strata_dlpack_device device;   /**< where the data lives */
  int32_t ndim;                  /**< number of dimensions */
  strata_dlpack_data_type dtype; /**< element type */
  int64_t* shape;                /**< ndim lengths */
  int64_t* strides;              /**< ndim strides in elements, or NULL (compact row-major) */
  uint64_t byte_offset;          /**< bytes from data to the first element */
} strata_dlpack_tensor;

/** DLManagedTensor (legacy, no version and no read-only flag). */
typedef struct strata_dlpack_managed_tensor {
  strata_dlpack_tensor dl_tensor; /**< the tensor described */
  void* manager_ctx;              /**< the producer's context */
  /** Frees the managed tensor; called exactly once by its owner, with self. */
  void (*deleter)(struct strata_dlpack_managed_tensor* self);
} strata_dlpack_managed_tensor;

/** DLManagedTensorVersioned (DLPack 1.x). */
typedef struct strata_dlpack_managed_tensor_versioned {
  strata_dlpack_version version; /**< the DLPack version of this struct */
  void* manager_ctx;             /**< the producer's context */
  /** Frees the managed tensor; called exactly once by its owner, with self. */
  void (*deleter)(struct strata_dlpack_managed_tensor_versioned* self);
  uint64_t flags;                /**< STRATA_DLPACK_FLAG_* bits */
  strata_dlpack_tensor dl_tensor; /**< the tensor described */
} strata_dlpack_managed_tensor_versioned;

/* Layout checks (C99 has no static_assert: a negative array size fails to compile). */
#if UINTPTR_MAX == 0xFFFFFFFFFFFFFFFFu
/** Layout check: sizeof(strata_dlpack_device) is 8. */
typedef char strata_dlpack_check_device_size[sizeof(strata_dlpack_device) == 8 ? 1 : -1];
/** Layout check: sizeof(strata_dlpack_data_type) is 4. */
typedef char strata_dlpack_check_data_type_size[sizeof(strata_dlpack_data_type) == 4 ? 1 : -1];
/** Layout check: sizeof(strata_dlpack_tensor) is 48. */
typedef char strata_dlpack_check_tensor_size[sizeof(strata_dlpack_tensor) == 48 ? 1 : -1];
/** Layout check: strata_dlpack_tensor.shape is at offset 24. */
typedef char strata_dlpack_check_tensor_shape[offsetof(strata_dlpack_tensor, shape) == 24 ? 1 : -1];
/** Layout check: sizeof(strata_dlpack_managed_tensor) is 64. */
typedef char strata_dlpack_check_managed_size[sizeof(strata_dlpack_managed_tensor) == 64 ? 1 : -1];
/** Layout check: sizeof(strata_dlpack_managed_tensor_versioned) is 80. */
typedef char strata_dlpack_check_versioned_size
    [sizeof(strata_dlpack_managed_tensor_versioned) == 80 ? 1 : -1];
/** Layout check: strata_dlpack_managed_tensor_versioned.dl_tensor is at offset 32. */
typedef char strata_dlpack_check_versioned_tensor
    [offsetof(strata_dlpack_managed_tensor_versioned, dl_tensor) == 32 ? 1 : -1];
#endif

/** Exports tensor as a DLPack 1.x managed tensor (layout above). flags carries
 * STRATA_DLPACK_FLAG_READ_ONLY when the tensor is a read-only view. The result owns a reference to
 * the storage; call (*out)->deleter(*out) exactly once when done.
 * @param tensor The tensor (borrowed); not NULL.
 * @param out Receives the managed tensor (owned by the caller until its deleter runs); set to NULL
 *   on entry; not NULL.
 * @return STRATA_OK, or: out NULL → NULL_POINTER; tensor NULL / not live → NULL_POINTER /
 *   INVALID_HANDLE; allocation failure → OUT_OF_MEMORY. */
STRATA_API strata_status strata_tensor_to_dlpack_versioned(
    const strata_tensor* tensor, strata_dlpack_managed_tensor_versioned** out);

/** Exports tensor as a legacy DLManagedTensor. The legacy layout cannot say "read-only", so a
 * read-only view is refused rather than handed out as writable.
 * @param tensor The tensor (borrowed); not NULL.
 * @param out Receives the managed tensor (owned by the caller until its deleter runs); set to NULL
 *   on entry; not NULL.
 * @return STRATA_OK, or: as strata_tensor_to_dlpack_versioned, plus a read-only view →
 *   READ_ONLY. */
STRATA_API strata_status strata_tensor_to_dlpack(const strata_tensor* tensor,
                                                 strata_dlpack_managed_tensor** out);

/** A view over the memory a DLPack 1.x managed tensor describes (rules above). flags: 0 or
 * STRATA_WRAP_READ_ONLY. On success Strata owns managed and calls its deleter exactly once.
 * @param managed The managed tensor; owned by Strata after a successful call only.
 * @param flags 0 or STRATA_WRAP_READ_ONLY.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: out or managed NULL, shape NULL with ndim > 0, data NULL for a nonempty
 *   tensor → NULL_POINTER; unknown flags, a major version other than 1, a device other than CPU,
 *   strides that make dimensions alias → INVALID_ARGUMENT; lanes ≠ 1 or an unsupported (code,
 *   bits) → DTYPE_MISMATCH; ndim < 0 or > STRATA_MAX_RANK, a negative length, a negative stride on
 *   a dimension of length > 1 → ARGUMENT_OUT_OF_RANGE; sizes, data + byte_offset, or the storage
 *   the layout reaches from there, beyond the address space → OVERFLOW. */
STRATA_API strata_status strata_tensor_from_dlpack_versioned(
    strata_dlpack_managed_tensor_versioned* managed, int32_t flags, strata_tensor** out);

/** As strata_tensor_from_dlpack_versioned for a legacy managed tensor (no version to check; the
 * view is writable unless flags has STRATA_WRAP_READ_ONLY).
 * @param managed The legacy managed tensor; owned by Strata after a successful call only.
 * @param flags 0 or STRATA_WRAP_READ_ONLY.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: as strata_tensor_from_dlpack_versioned. */
STRATA_API strata_status strata_tensor_from_dlpack(strata_dlpack_managed_tensor* managed,
                                                   int32_t flags, strata_tensor** out);

#ifdef __cplusplus
}
#endif

#endif /* STRATA_STRATA_DLPACK_H */
