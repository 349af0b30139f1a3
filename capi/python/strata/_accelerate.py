"""Loading strata._accelerator, the optional compiled module of C fast paths, into Tensor.

The module is looked up, in order:

1. STRATA_ACCELERATOR, when set: ``0`` leaves the package pure Python; any other value is the
   module's file, and a file that does not load raises ImportError.
2. ``_accelerator<suffix>`` next to this package (a wheel carries it there), then next to the
   loaded libstrata.so (a build tree puts it beside the library), for the suffixes this
   interpreter loads (``importlib.machinery.EXTENSION_SUFFIXES``).

Found, it is bound to the loaded library and each Tensor method or property marked with
:func:`strata._fast_paths.fast_path` is replaced by the C method that runs its fast path and
calls the marked Python one for the rest; Tensor's finalizer then runs the release fast path
directly. Its t.T and t[a:b] defer their native view until the result's handle is first needed
(strata._handle.resolve_deferred, which the module provides): a view that is never used makes no
native call, and one that is used makes the same call as before, when first used. Its element
reads (t[i, j]) likewise keep the element's bytes and make their rank-0 tensor when first
needed; item() (and so float(), int(), bool()) reads the bytes without making it. Not found,
Tensor keeps the Python methods: the package behaves the same, only slower per call.
"""

import ctypes
import importlib.machinery
import importlib.util
import os

from . import _handle, _native
from ._dtypes import DType
from ._handle import NativeHandle
from ._loader import HERE
from ._core import slot_descriptors
from ._tensor import RecordTensor, Tensor

MODULE = "_accelerator"
# The C functions the fast paths call.
_FUNCTIONS = ("strata_tensor_narrow", "strata_tensor_permute", "strata_binary",
              "strata_tensor_release", "strata_tensor_retain", "strata_tensor_rank",
              "strata_tensor_dtype", "strata_tensor_lengths", "strata_tensor_strides",
              "strata_tensor_data", "strata_tensor_is_read_only",
              "strata_tensor_create_uninitialized")

# The compiled module once installed, else None.
installed = None


def _candidates():
    """The paths to try, in order, and whether a failure to load is an error."""
    configured = os.environ.get("STRATA_ACCELERATOR")
    if configured == "0":
        return [], False
    if configured:
        return [configured], True
    folders = [HERE]
    library = getattr(_native.lib, "_name", None)
    if library and os.path.isabs(library):
        folders.append(os.path.dirname(library))
    return [os.path.join(folder, MODULE + suffix) for folder in folders
            for suffix in importlib.machinery.EXTENSION_SUFFIXES], False


def _load(path):
    name = __package__ + "." + MODULE
    loader = importlib.machinery.ExtensionFileLoader(name, path)
    spec = importlib.util.spec_from_file_location(name, path, loader=loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def _element_kind(dtype):
    if dtype.is_complex:
        return "complex"  # copied and read by the module, not written
    if dtype is DType.bool:
        return "bool"
    if dtype.is_float:
        return dtype.name  # float16, bfloat16, float32, float64
    return "signed" if dtype.is_signed else "unsigned"


def _bind(module):
    functions = {name: ctypes.cast(getattr(_native.lib, name), ctypes.c_void_p).value
                 for name in _FUNCTIONS}
    # The module copies and reads elements of every plain dtype and writes those of the real
    # ones; complex writes take the Python methods.
    dtypes = tuple((dtype, _element_kind(dtype), dtype.itemsize) for dtype in DType)
    module.bind(Tensor, slot_descriptors(), dtypes, functions, _native.raise_status)


def _replace_marked_members(module):
    """Puts the C method (or property) in Tensor for every marked member Tensor resolves to.

    The fast paths of the operations (Tensor's method classes, the bases that are not
    NativeHandles) make plain Tensors, so RecordTensor keeps their Python members."""
    seen = set()
    for owner in Tensor.__mro__[:-1]:  # all but object
        for name, member in vars(owner).items():
            if name in seen:
                continue
            seen.add(name)
            if isinstance(member, property):
                mark = getattr(member.fget, "fast_path", None)
                accelerated = mark and module.Property(mark[0], member)
            else:
                mark = getattr(member, "fast_path", None)
                accelerated = mark and module.Method(mark[0], member, **mark[1])
            if mark is not None:
                setattr(Tensor, name, accelerated)
                if not issubclass(owner, NativeHandle):
                    setattr(RecordTensor, name, member)


def install():
    """Loads, binds and installs the compiled module when it is found (see the module text);
    returns it, or None when the package stays pure Python."""
    global installed
    if installed is not None:
        return installed
    paths, required = _candidates()
    for path in paths:
        if not required and not os.path.exists(path):
            continue
        try:
            module = _load(path)
        except ImportError as error:
            if required:
                raise ImportError("STRATA_ACCELERATOR=%s does not load: %s" % (path, error))
            continue
        _bind(module)
        _handle.resolve_deferred = module.resolve
        _replace_marked_members(module)
        module.finalize_directly()
        installed = module
        return module
    if required:
        raise ImportError("STRATA_ACCELERATOR=%s: no such file" % paths[0])
    return None


def accelerated() -> bool:
    """Whether the compiled fast paths (strata._accelerator) are in use.

    Without them every operation still works, through ctypes alone, only slower per call; set
    STRATA_ACCELERATOR=0 to leave them out, or to a file to load that one.

    Returns
    -------
    bool
        True when the compiled module was found and installed when the package loaded.
    """
    return installed is not None
