"""Launching compiled kernels with little host work.

Three paths lead to the same compiled kernel (``AttentionOptions.launch``):

- ``"triton"``: Triton's own launch (``kernel[grid](...)``): binds and specialises ~60 arguments per
  call, compiles on first use. Every first call of a kind takes it, and it returns the compiled kernel.
- ``"direct"``: the compiled kernel registered under a :class:`LaunchKey` is launched through its CUDA
  launcher, skipping Triton's binding (~60 µs of host time per call on an H200 host).
- ``"packed"``: one ``cuLaunchKernelEx`` through ctypes. Bound calls, whose arguments never change,
  pack the kernel's parameter block once (:class:`PackedLaunch`); eager calls pack their arguments
  into a per-thread block with one ``struct.pack_into`` (:class:`EagerPackedLaunch`), skipping the C
  launcher's parse of ~60 Python arguments.

The direct and packed paths follow the launcher protocols of Triton 3.6 (arguments spread after the
launch constants) and 3.7–3.9 (an argument tuple with its annotations and packed signature), the
versions they are tested with on a GPU; with any other Triton version (or the interpreter) every call
takes Triton's path.
"""

from __future__ import annotations

import ctypes
import functools
import inspect
import operator
import struct
import threading
from typing import NamedTuple

import torch
import triton

from ..config import CPU_TENSORS_NEED_INTERPRETER, triton_interpreted
from .triton.sparse_attention import (
    FMT_BF16, FMT_FP8_UNIFORM, FMT_MODEL1, FMT_V41_FP4, FMT_V41_FP4_BLOCKS, FMT_V41_FP8, FMT_V41_FP8_BLOCKS, LOG2E,
    sparse_attention_kernel,
)  # fmt: skip

FORMAT_CODES = {
    "bf16": FMT_BF16, "fp8_uniform": FMT_FP8_UNIFORM, "model1": FMT_MODEL1, "v41_fp8": FMT_V41_FP8,
    "v41_fp4": FMT_V41_FP4, "v41_fp8_blocks": FMT_V41_FP8_BLOCKS, "v41_fp4_blocks": FMT_V41_FP4_BLOCKS,
}  # fmt: skip
# The Triton versions whose launcher protocols the direct and packed paths follow and were run with on a
# GPU (read at launch registration: 3.6 spreads the arguments, 3.7–3.9 pass them as a tuple with
# annotations).
_DIRECT_TRITON = triton.__version__.split(".")[:2] in (["3", "6"], ["3", "7"], ["3", "8"], ["3", "9"])


def direct_launch_supported() -> bool:
    """Whether this Triton can take the direct and packed paths (3.6–3.9, compiled, not interpreted)."""
    return _DIRECT_TRITON and not triton_interpreted()


class LaunchKey(NamedTuple):
    """Everything Triton specialises a launch on: calls with equal keys run the same compiled kernel."""

    device_index: int
    constexprs: tuple
    kernel: "KernelPlan"
    main_spec: tuple
    extra_spec: tuple
    strides_spec: tuple


class KernelPlan(NamedTuple):
    """How a kind of call runs: the kernel, its compile-time arguments and launch options."""

    kernel: str  # "triton" or "gluon"
    constexprs: tuple  # the kernel's compile-time arguments in signature order
    num_warps: int
    num_stages: int
    cooperative: bool
    head_groups: int
    programs_per_sm: int = 1  # programs one SM runs at once (the schedule's occupancy)


class LaunchPlan(NamedTuple):
    """One prepared launch: its key, grid and non-constexpr arguments in signature order."""

    key: LaunchKey
    grid: tuple
    runtime_args: tuple

# Direct launches: the caller computes a key that fixes everything Triton specialises on; the first
# launch of each key goes through Triton and registers the compiled kernel, later launches call its CUDA
# launcher directly.
_direct_launches: dict = {}


class _DirectLaunch:
    """A compiled kernel's CUDA launcher and the launch constants it needs.

    ``run(grid_x, grid_y, grid_z, stream, args)`` launches with ``args`` = every argument in signature
    order (constexprs included, pointers as addresses), in the protocol of this Triton's launcher."""

    __slots__ = ("launch", "function", "packed_metadata", "cooperative", "pdl", "signature", "annotations",
                 "kernel_signature", "eager")  # fmt: skip

    def __init__(self, compiled):
        launcher = compiled.run  # loads the module on first use
        if launcher.global_scratch_size or launcher.profile_scratch_size or getattr(launcher, "gsan_enabled", False):
            raise RuntimeError("kernel needs launch-time scratch")
        self.launch = launcher.launch
        self.function = compiled.function
        self.packed_metadata = compiled.packed_metadata
        self.cooperative = launcher.launch_cooperative_grid
        self.pdl = launcher.launch_pdl
        # Triton 3.7+: the launcher takes the arguments as one tuple with their annotations.
        self.annotations = getattr(launcher, "arg_annotations", None)
        self.kernel_signature = getattr(launcher, "kernel_signature", None)
        if (self.annotations is None) != (self.kernel_signature is None):
            raise RuntimeError("unknown launcher protocol")
        if self.annotations is None and not triton.__version__.startswith("3.6."):
            raise RuntimeError("unknown launcher protocol")
        source = getattr(compiled, "src", None)  # (None when loaded from Triton's cache without its source)
        self.signature = tuple(source.signature.values()) if hasattr(source, "signature") else None
        self.eager = None  # EagerPackedLaunch once built (False: this kernel cannot be packed)

    def run(self, grid_x: int, grid_y: int, grid_z: int, stream: int, args) -> None:
        if self.annotations is None:  # Triton 3.6
            self.launch(
                grid_x, grid_y, grid_z, stream, self.function, self.cooperative, self.pdl, None, None,
                self.packed_metadata, None, None, None, *args,
            )  # fmt: skip
        else:
            self.launch(
                grid_x, grid_y, grid_z, stream, self.function, self.cooperative, self.pdl, self.packed_metadata,
                None, None, None, None, None, self.annotations, self.kernel_signature, tuple(args),
            )  # fmt: skip


def register_direct_launch(key, compiled) -> None:
    """Remember ``compiled`` (what a Triton launch returned) for later direct launches under ``key``."""
    if compiled is None or key in _direct_launches:
        return
    try:
        _direct_launches[key] = _DirectLaunch(compiled)
    except (AttributeError, RuntimeError):  # launcher protocol differs: keep Triton's own path
        _direct_launches[key] = None


def launch_direct(plan: LaunchPlan, stream: int, packed: bool = False) -> bool:
    """Launch ``plan`` through the kernel registered under its key on the raw CUDA stream ``stream``;
    False (nothing launched) when none is registered yet or a Triton launch hook (a profiler) is
    installed, so the caller goes through Triton. ``packed``: one ``cuLaunchKernelEx`` on a parameter
    block packed for this call (:class:`EagerPackedLaunch`) where the kernel allows it, else the
    compiled kernel's C launcher."""
    entry = _direct_launches.get(plan.key)
    if entry is None:
        return False
    runtime = triton.knobs.runtime
    if runtime.launch_enter_hook.calls or runtime.launch_exit_hook.calls:
        return False
    grid = plan.grid
    if packed:
        eager = entry.eager
        if eager is None:
            eager = entry.eager = EagerPackedLaunch.build(entry, len(plan.runtime_args), _driver_launch()) or False
        if eager and eager(grid, stream, plan.runtime_args):
            return True
    entry.run(grid[0], grid[1], grid[2], stream, (*plan.runtime_args, *plan.key.constexprs))
    return True


class DirectKernel:
    """A small Triton kernel launched like the attention kernel: the first call of each kind goes through
    Triton (compiling on first use) and registers the compiled kernel; later calls of that kind call its
    CUDA launcher directly, skipping Triton's per-call binding. Used for the serving kernels (stores, step
    metadata, top-k → slots), which run several times per layer.

    ``kernel(grid, args, constexprs, num_warps)``: ``args`` are the non-constexpr arguments in signature
    order (tensors, ints, floats), ``constexprs`` the compile-time ones in signature order, after them
    (asserted at construction). The kind is everything Triton specialises on: each tensor's dtype and
    16-byte alignment, each int's type range, == 1 and divisibility by 16, the constexprs and warps.
    Off the direct path (another Triton, the interpreter, a launch hook) every call goes through Triton.
    """

    def __init__(self, kernel):
        # (from the Python function, so this works on interpreted kernels too)
        params = list(inspect.signature(kernel.fn).parameters.values())
        names = [param.name for param in params]
        constexpr_positions = [i for i, param in enumerate(params) if "constexpr" in str(param.annotation)]
        if constexpr_positions != list(range(len(names) - len(constexpr_positions), len(names))):
            raise ValueError(f"{kernel.fn.__name__}: constexpr arguments must come last")
        self.kernel = kernel
        self.constexpr_names = tuple(names[i] for i in constexpr_positions)
        self._entries: dict = {}

    @staticmethod
    def _kind(args: tuple, constexprs: tuple, num_warps: int) -> tuple:
        """(kind key, argument values with tensors as addresses, device index)."""
        key = [constexprs, num_warps]
        values = []
        for value in args:
            kind = type(value)
            if kind is torch.Tensor:
                address = value.data_ptr()
                key.append((value.dtype, address % 16 == 0))
                values.append(address)
            elif kind is int:
                key.append((value == 1, value % 16 == 0, -_I32_LIMIT <= value < _I32_LIMIT))
                values.append(value)
            else:  # floats, bools: their type alone
                key.append(kind)
                values.append(value)
        device = args[0].get_device()
        key.append(device)
        return tuple(key), values, device

    def pack(self, grid: tuple, args: tuple, constexprs: tuple, num_warps: int = 4) -> "PackedLaunch | None":
        """A :class:`PackedLaunch` of this call once its kind is registered (a call of the kind ran), for
        callers that launch it again with a few arguments changed (:meth:`PackedLaunch.set`); None off the
        direct path, before registration, or when the kind cannot be packed."""
        if not direct_launch_supported() or type(args[0]) is not torch.Tensor or 0 in grid:
            return None
        key, values, _ = self._kind(args, constexprs, num_warps)
        entry = self._entries.get(key)
        if not entry or entry.signature is None or entry.packed_metadata[1] != 1:
            return None
        params = pack_kernel_params(entry.signature, (*values, *constexprs))
        return None if params is None else PackedLaunch(entry, (*grid, 1, 1)[:3], params, _driver_launch())

    def __call__(self, grid: tuple, args: tuple, constexprs: tuple, num_warps: int = 4) -> None:
        if direct_launch_supported() and type(args[0]) is torch.Tensor:
            key, values, device = self._kind(args, constexprs, num_warps)
            entry = self._entries.get(key)
            if entry and not (
                triton.knobs.runtime.launch_enter_hook.calls or triton.knobs.runtime.launch_exit_hook.calls
            ):
                full_grid = (*grid, 1, 1)[:3]
                entry.run(
                    full_grid[0], full_grid[1], full_grid[2], torch._C._cuda_getCurrentRawStream(device),
                    (*values, *constexprs),
                )  # fmt: skip
                return
            if device < 0:
                raise ValueError(f"{self.kernel.fn.__name__}: CPU tensors, but {CPU_TENSORS_NEED_INTERPRETER}")
            compiled = self.kernel[grid](*args, **dict(zip(self.constexpr_names, constexprs)), num_warps=num_warps)
            if entry is None:
                try:
                    self._entries[key] = _DirectLaunch(compiled)
                except (AttributeError, RuntimeError):
                    self._entries[key] = False  # launcher protocol differs: Triton's path for this kind
            return
        self.kernel[grid](*args, **dict(zip(self.constexpr_names, constexprs)), num_warps=num_warps)


_I32_LIMIT = 2**31


# Packed launches: the same driver call Triton's launcher makes (cuLaunchKernelEx), without its per-call
# parsing of ~60 Python arguments.

_CUDA_ERROR_INVALID_CONTEXT = 201
_LAUNCH_ATTRIBUTE_COOPERATIVE = 2
_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION = 6


class _LaunchAttribute(ctypes.Structure):  # CUlaunchAttribute (cuda.h): id, pad to 8, 64-byte value union
    _fields_ = [("id", ctypes.c_uint32), ("pad", ctypes.c_uint32), ("value", ctypes.c_int32 * 16)]


class _LaunchConfig(ctypes.Structure):  # CUlaunchConfig (cuda.h)
    _fields_ = [
        ("grid_x", ctypes.c_uint), ("grid_y", ctypes.c_uint), ("grid_z", ctypes.c_uint),
        ("block_x", ctypes.c_uint), ("block_y", ctypes.c_uint), ("block_z", ctypes.c_uint),
        ("shared_bytes", ctypes.c_uint), ("stream", ctypes.c_void_p),
        ("attrs", ctypes.POINTER(_LaunchAttribute)), ("num_attrs", ctypes.c_uint),
    ]  # fmt: skip


# Kernel parameter types as Triton's launcher stores them (driver.py: ty_to_cpp, FLOAT_STORAGE_TYPE).
_PARAM_TYPES = {
    "i1": ctypes.c_int8, "i8": ctypes.c_int8, "i16": ctypes.c_int16, "i32": ctypes.c_int32,
    "i64": ctypes.c_int64, "u1": ctypes.c_uint8, "u8": ctypes.c_uint8, "u16": ctypes.c_uint16,
    "u32": ctypes.c_uint32, "u64": ctypes.c_uint64, "fp32": ctypes.c_float, "f32": ctypes.c_float,
    "fp64": ctypes.c_double,
}  # fmt: skip


def pack_kernel_params(signature, values) -> list | None:
    """The C values of a Triton kernel's parameters, in order: ``signature`` lists the kernel's
    argument types (Triton's strings: ``"*bf16"``, ``"i32"``, ``"fp32"``, ``"constexpr"``…), ``values``
    the arguments in the same order. Constexprs are dropped and the two scratch pointers Triton (3.6–3.9)
    appends (global, profile: null) are added. None when a type is not one this packer knows."""
    signature = list(signature)
    if len(signature) != len(values):
        return None
    packed = []
    for kind, value in zip(signature, values):
        if not isinstance(kind, str):
            return None  # tuples of arguments: not used by our kernels
        if kind == "constexpr":
            continue
        if kind.startswith("*"):
            address = value if isinstance(value, int) else (0 if value is None else value.data_ptr())
            packed.append(ctypes.c_uint64(address))
        elif kind == "fp16":
            packed.append(ctypes.c_uint16(struct.unpack("<H", struct.pack("<e", value))[0]))
        elif kind == "bf16":  # (Triton truncates the float32 bits)
            packed.append(ctypes.c_uint16(struct.unpack("<I", struct.pack("<f", value))[0] >> 16))
        elif kind in _PARAM_TYPES:
            packed.append(_PARAM_TYPES[kind](value))
        else:
            return None
    packed += [ctypes.c_uint64(0), ctypes.c_uint64(0)]
    return packed


@functools.lru_cache(maxsize=None)
def _driver_launch():
    """``cuLaunchKernelEx`` and ``cuGetErrorName`` of the CUDA driver torch has loaded."""
    driver = ctypes.CDLL("libcuda.so.1")
    launch = driver.cuLaunchKernelEx
    launch.restype = ctypes.c_int
    error_name = driver.cuGetErrorName
    error_name.argtypes = (ctypes.c_int, ctypes.POINTER(ctypes.c_char_p))
    error_name.restype = ctypes.c_int
    return launch, error_name


class PackedLaunch:
    """One registered kernel launch with every argument fixed, packed once.

    ``launch(stream)`` launches on the raw CUDA stream ``stream`` and returns True; False (nothing
    launched) when a Triton launch hook is installed or no CUDA context is current on this thread, so
    the caller takes Triton's path. A driver error raises RuntimeError. Made by :func:`pack_launch`
    (``entry``: a registered launch; ``params``: :func:`pack_kernel_params`; ``driver``: the
    ``(cuLaunchKernelEx, cuGetErrorName)`` pair).
    """

    __slots__ = ("_launch", "_error_name", "_config", "_config_ref", "_function", "_params", "_values", "_keep",
                 "_stream", "_slots")  # fmt: skip

    def __init__(self, entry, grid, params, driver):
        self._launch, self._error_name = driver
        self._config, attr_array = _launch_config(entry, grid)
        self._config_ref = ctypes.byref(self._config)
        self._function = ctypes.c_void_p(entry.function)
        self._params = (ctypes.c_void_p * len(params))(*(ctypes.addressof(value) for value in params))
        self._values = params
        self._keep = attr_array  # the C memory the pointers above point into (with ``_values``)
        self._stream = None
        # Signature position -> parameter slot: an integer argument equal to 1 is compiled as a constant and
        # has no slot, so the slots of the arguments after it sit one further down than their positions.
        signature = getattr(entry, "signature", None)
        self._slots = None if signature is None else {
            position: slot for slot, position in
            enumerate(position for position, kind in enumerate(signature) if kind != "constexpr")
        }  # fmt: skip

    def set(self, position: int, value: int) -> None:
        """Change the non-constexpr argument at ``position`` (signature order) for the next launches: an
        address for a pointer, an int for an integer. The caller keeps the kind the kernel was compiled
        for (dtype and 16-byte alignment of pointers; integer specialisation unless not specialised).
        ValueError for an argument the kernel was compiled with as a constant (an integer equal to 1)."""
        slot = position if self._slots is None else self._slots.get(position)
        if slot is None:
            raise ValueError(f"PackedLaunch.set: argument {position} was compiled as a constant, not a parameter")
        self._values[slot].value = value

    def __call__(self, stream: int) -> bool:
        runtime = triton.knobs.runtime
        if runtime.launch_enter_hook.calls or runtime.launch_exit_hook.calls:
            return False
        if stream != self._stream:
            self._config.stream = stream
            self._stream = stream
        status = self._launch(self._config_ref, self._function, self._params, None)
        return status == 0 or _launch_status(status, self._error_name)


def _launch_config(entry, grid) -> tuple:
    """(CUlaunchConfig of ``entry``'s kernel on ``grid``, the attribute array it points into)."""
    num_warps, num_ctas, shared_bytes = entry.packed_metadata
    attrs = []
    for wanted, attribute in ((entry.pdl, _LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION),
                              (entry.cooperative, _LAUNCH_ATTRIBUTE_COOPERATIVE)):  # fmt: skip
        if wanted:
            attrs.append(_LaunchAttribute(id=attribute))
            attrs[-1].value[0] = 1
    attr_array = (_LaunchAttribute * max(1, len(attrs)))(*attrs)
    config = _LaunchConfig(
        grid[0] * num_ctas, grid[1], grid[2], 32 * num_warps, 1, 1, shared_bytes, None,
        ctypes.cast(attr_array, ctypes.POINTER(_LaunchAttribute)), len(attrs),
    )  # fmt: skip
    return config, attr_array


def _launch_status(status: int, error_name) -> bool:
    """False for a missing CUDA context (the caller takes Triton's path, which makes one current);
    RuntimeError naming any other driver error."""
    if status == _CUDA_ERROR_INVALID_CONTEXT:
        return False
    name = ctypes.c_char_p()
    error_name(status, ctypes.byref(name))
    raise RuntimeError(f"sparse_attention: cuLaunchKernelEx failed: {(name.value or b'?').decode()} ({status})")


# One 8-byte slot per kernel parameter in an eager call's parameter block (struct codes, little-endian,
# padded): the block is packed by one ``pack_into`` per call.
_SLOT_CODES = {
    "i1": "b7x", "i8": "b7x", "i16": "h6x", "i32": "i4x", "i64": "q", "u1": "B7x", "u8": "B7x", "u16": "H6x",
    "u32": "I4x", "u64": "Q", "fp32": "f4x", "f32": "f4x", "fp64": "d",
}  # fmt: skip


def parameter_slots(count: int) -> tuple:
    """``(buffer, params)``: ``count`` zeroed 8-byte parameter slots and the array of their addresses
    (``cuLaunchKernelEx``'s kernel parameters), into which a launcher packs each call's values."""
    buffer = (ctypes.c_uint64 * count)()
    base = ctypes.addressof(buffer)
    return buffer, (ctypes.c_void_p * count)(*(base + 8 * i for i in range(count)))


class EagerPackedLaunch:
    """Eager launches of one registered kernel (every argument may change per call) as one
    ``cuLaunchKernelEx``: the non-constexpr arguments are packed into a per-thread parameter block by
    one ``struct.pack_into``, skipping the ~60-argument parse of the kernel's C launcher.

    ``launch(grid, stream, runtime_args)`` → True when launched; False (nothing launched) when the
    arguments do not fit the compiled types or no CUDA context is current (the caller then takes the C
    launcher). A driver error raises RuntimeError. Made by
    :meth:`build`; ``runtime_args`` are a :class:`LaunchPlan`'s.
    """

    __slots__ = ("_entry", "_struct", "_pick", "_slots", "_local", "_launch", "_error_name", "_function")

    def __init__(self, entry, struct_format: str, positions: tuple, slots: int, driver):
        self._entry = entry
        self._struct = struct.Struct(struct_format)
        self._pick = operator.itemgetter(*positions) if len(positions) > 1 else (lambda args: (args[positions[0]],))
        self._slots = slots
        self._local = threading.local()  # each thread packs its own block: the driver reads it during the call
        self._launch, self._error_name = driver
        self._function = ctypes.c_void_p(entry.function)

    @classmethod
    def build(cls, entry, runtime_count: int, driver) -> "EagerPackedLaunch | None":
        """The eager launcher of registered ``entry`` whose calls pass ``runtime_count`` non-constexpr
        arguments; None without the kernel's signature, for cluster launches, or with a parameter type
        it does not know."""
        signature = entry.signature
        if signature is None or entry.packed_metadata[1] != 1 or len(signature) < runtime_count:
            return None
        codes, positions = ["<"], []
        for position, kind in enumerate(signature[:runtime_count]):
            if kind == "constexpr":  # (specialised on its value: not a parameter)
                continue
            code = "Q" if isinstance(kind, str) and kind.startswith("*") else _SLOT_CODES.get(kind)
            if code is None:
                return None
            codes.append(code)
            positions.append(position)
        if not positions or any(kind != "constexpr" for kind in signature[runtime_count:]):
            return None
        return cls(entry, "".join(codes), tuple(positions), len(positions) + 2, driver)  # + Triton's two scratch

    def _block(self):
        """This thread's (parameter buffer, pointer array, launch config, config reference)."""
        buffer, params = parameter_slots(self._slots)  # zeroed: Triton's two scratch pointers stay null
        config, attr_array = _launch_config(self._entry, (1, 1, 1))
        block = (buffer, params, config, ctypes.byref(config), attr_array)
        self._local.block = block
        return block

    def __call__(self, grid: tuple, stream: int, runtime_args: tuple) -> bool:
        try:
            block = self._local.block
        except AttributeError:
            block = self._block()
        try:
            self._struct.pack_into(block[0], 0, *self._pick(runtime_args))
        except struct.error:  # a value outside its compiled type: Triton's path reports it
            return False
        config = block[2]
        config.grid_x, config.grid_y, config.grid_z, config.stream = grid[0], grid[1], grid[2], stream
        status = self._launch(block[3], self._function, block[1], None)
        return status == 0 or _launch_status(status, self._error_name)


def pack_launch(plan: LaunchPlan) -> PackedLaunch | None:
    """A :class:`PackedLaunch` of ``plan`` through the kernel registered under its key; None when none
    is registered yet, the kernel launches in clusters, or its signature has a type
    :func:`pack_kernel_params` does not know."""
    entry = _direct_launches.get(plan.key)
    if entry is None or entry.signature is None or 0 in plan.grid:
        return None
    if entry.packed_metadata[1] != 1:
        return None
    params = pack_kernel_params(entry.signature, (*plan.runtime_args, *plan.key.constexprs))
    return None if params is None else PackedLaunch(entry, plan.grid, params, _driver_launch())


def launch_sparse_attention(
    q,
    out,
    lse,
    sinks,
    main,
    extra,
    counters,
    partial_o,
    partial_lse,
    softmax_scale: float,
    num_splits: int,
    block_h: int,
    block_n: int,
    swap_ab: bool,
    pipelined: bool,
    num_warps: int,
    num_stages: int,
    kernel: str = "triton",
    split_mode: int | None = None,
    staged_partials: bool = False,
    qk_fp8: bool = False,
    maxnreg: int | None = None,
    programs_per_sm: int = 1,
    lse_mode: int = 1,
    ring_slots: int = 0,
):
    """Launch the kernel through Triton. ``main``/``extra`` are tuples from :func:`source_args` (extra
    may be None); ``kernel`` "gluon" launches :mod:`.sparse_attention_gluon`'s kernel (same arguments).
    Returns Triton's compiled kernel (for :func:`register_direct_launch`). ``split_mode``
    (:func:`sparsemla.ops.plan.split_mode`; default: 1 when split) 2 launches cooperatively;
    ``staged_partials`` (:func:`sparsemla.ops.plan.stage_partials`, Gluon kernel only) writes split
    partials through shared memory; ``qk_fp8`` (Gluon kernel only) computes S = Q·Kᵀ on e4m3;
    ``maxnreg`` caps the registers per thread for the schedule's occupancy (``programs_per_sm``, which
    only the split choice uses; both from ``kernel_config``); ``ring_slots`` (Gluon kernel, from
    ``kernel_config``) 2 gives swapped 16-head programs a two-slot ring, 0 the schedule's default;
    ``lse_mode`` (``AttentionOptions.lse_mode``) the LSE of an empty row when ``lse`` is given: 1
    ``-inf``, 2 ``+inf``.

    All validation happens in :func:`sparsemla.ops.attention.sparse_attention`; this wrapper only packs
    arguments, so it allocates nothing and never synchronises.
    """
    rows, num_heads, _ = q.shape
    num_groups = triton.cdiv(num_heads, block_h)
    has_extra = extra is not None
    if not has_extra:
        extra = main  # placeholders; HAS_EXTRA=False prunes every use
    grid = (rows, num_groups, num_splits)
    mode = int(num_splits > 1) if split_mode is None else split_mode
    if kernel == "gluon":
        from .triton.sparse_attention_gluon import sparse_attention_gluon_kernel as kernel_fn
    else:
        kernel_fn = sparse_attention_kernel
    return kernel_fn[grid](
        q, q.stride(0), q.stride(1),
        out, out.stride(0), out.stride(1),
        lse if lse is not None else out,
        sinks if sinks is not None else q,
        *main[:-2], *extra[:-2],
        counters if counters is not None else q,
        partial_o if partial_o is not None else q,
        partial_lse if partial_lse is not None else q,
        num_heads,
        softmax_scale * LOG2E,
        num_splits,
        *launch_constexprs(main[-2], extra[-2], main[-1], has_extra, has_extra and extra[-1], sinks is not None,
                           0 if lse is None else lse_mode, mode, block_h, block_n, swap_ab, pipelined, staged_partials, qk_fp8,
                           ring_slots),
        num_warps=num_warps,
        num_stages=num_stages,
        launch_cooperative_grid=mode == 2,
        **({} if maxnreg is None else {"maxnreg": maxnreg}),
    )  # fmt: skip


def launch_constexprs(main_fmt, extra_fmt, has_main_len, has_extra, has_extra_len, has_sinks, write_lse, is_split,
                      block_h, block_n, swap_ab, pipelined, staged_partials=False, qk_fp8=False, ring_slots=0):  # fmt: skip
    """The kernel's compile-time arguments, in signature order. (Triton's CPU interpreter computes bf16
    dots wrongly, so interpreted runs feed the same bf16-rounded values to the dots as fp32.)"""
    return (
        main_fmt, extra_fmt, has_main_len, has_extra, has_extra_len, has_sinks, write_lse, is_split,
        block_h, block_n, swap_ab, pipelined, triton_interpreted(), bool(staged_partials), bool(qk_fp8),
        int(ring_slots),
    )  # fmt: skip


def source_args(cache, indices, lengths):
    """Pack one KV source (cache + index list) into the kernel's argument order.

    Returns ``(bf16 view, fp8 view, byte view, indices, index row stride, lengths, width, page_size,
    page_bytes, num_slots, kv_scale, FMT, HAS_LEN)``; the last two are compile-time constants.
    """
    bf16_view, fp8_view, byte_view = cache.kernel_views()
    return (
        bf16_view, fp8_view, byte_view,
        indices, indices.stride(0),
        lengths if lengths is not None else indices,
        indices.shape[1], cache.page_size, cache.page_bytes, cache.num_slots, cache.scale,
        FORMAT_CODES[cache.fmt], lengths is not None,
    )  # fmt: skip

