"""Host wrapper of the CuTe DSL decode kernel: compile once per variant, launch with one driver call.

Compilation (:func:`compile_decode`) runs CuTe DSL once per variant, for sm_90a, and keeps what a
launch needs: the cubin, the kernel's name, its parameter types (read from the PTX) and its
shared-memory size. That record is cached in memory and on disk
(:func:`sparsemla.config.default_cache_dir`), keyed by the variant and the source, so a second
process loads the cubin instead of compiling (no CuTe DSL executor, no MLIR engine on the hot path), and
a machine without CuTe DSL runs the variants its cache directory holds (compiled elsewhere); where CuTe DSL
is installed, a variant another version of it compiled is compiled again.

Launching (:func:`run_cute_decode`) loads the cubin once per process as a context-independent CUDA
library, then packs the call's addresses and scalars into a per-thread parameter block with one
``struct.pack_into`` and calls ``cuLaunchKernelEx`` on torch's current stream: no allocation, no
synchronisation, capturable in CUDA graphs. The op layer validates; nothing here checks tensors.
``cutlass`` is imported only to compile.
"""

from __future__ import annotations

import ctypes
import functools
import hashlib
import json
import os
import re
import struct
import tempfile
import inspect
import itertools
import threading
import time
import warnings
from pathlib import Path
from typing import NamedTuple

from ..launch import _CUDA_ERROR_INVALID_CONTEXT, _LaunchAttribute, _LaunchConfig, parameter_slots

FORMAT_CODES = {"bf16": 0, "fp8_uniform": 1, "model1": 2}
# The kernel designs and the heads one CTA takes: ``bf16`` (decode.py: bf16 tiles), ``f16`` (decode_f16.py:
# float16 tiles, S split over the consumers; over fp8_uniform rows alone decode_lead.py: one consumer leads
# with S, softmax and P, the other multiplies the second half of the channels), ``seesaw`` (decode_seesaw.py:
# float16 tiles, consumers on alternate tiles' S and softmax, each multiplying every tile by half the
# channels), ``swap16`` / ``swap32``
# (decode_swap.py: products swapped, 16- or 32-head groups), ``f16x2`` / ``f16x4`` / ``f16x8`` (the float16
# kernel launched with exactly 2, 4 or 8 splits as one thread-block cluster, merged in distributed shared
# memory), ``f16rows`` (prefill_rows.py: the distinct-rows prefill path's kernel over a float16 copy of
# fp8_uniform rows, ops/distinct_rows.py; its producer takes each source as one page of 1,024-byte rows, the
# copy's RowCopy), ``f16scaled`` (the same schedule over copy_distinct_rows' float16 copy of model1 / bf16 rows,
# each row with a power-of-two factor after the rows), ``f16lead`` (the leading-consumer schedule
# over the float16 copy, which f16rows replaced; kept
# for benchmarks/tools/prefill_tile_probes.py), ``e4m3rows`` (prefill_e4m3.py: both products on e4m3 tensor
# cores over fp8_uniform pools, opt-in precision, one split). The values are decode.BLOCK_H and the swapped
# kernels' N (not imported: that imports cutlass).
DESIGNS = {"bf16": 64, "f16": 64, "seesaw": 64, "swap16": 16, "swap32": 32, "f16x2": 64, "f16x4": 64, "f16x8": 64,
           "f16rows": 64, "f16scaled": 64, "f16lead": 64, "e4m3rows": 64}
ONE_SPLIT_DESIGNS = ("e4m3rows",)  # designs without a split merge
CLUSTER_SPLITS = {"f16x2": 2, "f16x4": 4, "f16x8": 8}  # the cluster designs' split count (= cluster size)
_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION = 4  # CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION (cuda.h)
QUANTIZED_CODES = (1, 2)  # fp8_uniform, model1: the float16 kernels' formats
LOG2E = 1.4426950408889634

# The kernel's parameters in order (decode.py, SparseDecodeSm90.kernel) with their PTX kinds: the two
# tiled-MMA descriptors (1-byte placeholders), then the runtime scalars the host packs (decode_values).
_SOURCE_ARGUMENTS = (
    ("cache", "u64"), ("idx", "u64"), ("idx_stride", "u32"), ("len", "u64"), ("width", "u32"),
    ("page_size", "u32"), ("page_bytes", "u32"), ("num_slots", "u32"), ("kv_scale", "f32"),
)  # fmt: skip
KERNEL_ARGUMENTS = (
    ("qk_mma", "b8"), ("pv_mma", "b8"),
    ("q_addr", "u64"), ("q_stride_row", "u32"), ("q_stride_head", "u32"),
    ("out_addr", "u64"), ("out_stride_row", "u32"), ("out_stride_head", "u32"),
    ("lse_addr", "u64"), ("sinks_addr", "u64"),
    *((f"m_{name}", kind) for name, kind in _SOURCE_ARGUMENTS),
    *((f"e_{name}", kind) for name, kind in _SOURCE_ARGUMENTS),
    ("counters_addr", "u64"), ("partial_o_addr", "u64"), ("partial_lse_addr", "u64"),
    ("num_heads", "u32"), ("score_scale_log2", "f32"), ("num_splits", "u32"),
)  # fmt: skip
KERNEL_PARAMS = tuple(kind for _, kind in KERNEL_ARGUMENTS)
# One 8-byte slot per parameter (struct codes, little-endian): the block is packed by one pack_into.
_SLOT_CODES = {"b8": "B7x", "u32": "i4x", "u64": "Q", "f32": "f4x"}
_PARAM_KINDS = {".u64": "u64", ".b64": "u64", ".s64": "u64", ".u32": "u32", ".b32": "u32", ".s32": "u32",
                ".f32": "f32"}  # fmt: skip

_compiled: dict = {}
_compile_lock = threading.Lock()


class CuteBinary(NamedTuple):
    """What launching one compiled variant needs."""

    name: str  # the kernel's symbol in the cubin
    cubin: bytes
    params: tuple  # parameter kinds in order ("b8", "u32", "u64", "f32")
    shared_bytes: int  # dynamic shared memory per CTA
    threads: int  # threads per CTA
    cute_dsl: str = "unknown"  # the nvidia-cutlass-dsl version that compiled it


class CuteUnavailableError(RuntimeError):
    """A variant that is not in the cache could not be compiled (no CuTe DSL, or CuTe DSL failed on it)."""


@functools.lru_cache(maxsize=None)
def _cute_import_error() -> str | None:
    try:
        import cutlass  # noqa: F401
        import cutlass.cute  # noqa: F401
    except Exception as exc:  # ImportError, or a broken install
        return f"nvidia-cutlass-dsl not importable: {exc!r}"
    return None


@functools.lru_cache(maxsize=None)  # (asked on every eager call; a device's properties do not change)
def cute_available(device_index: int) -> tuple[bool, str]:
    """Whether the CuTe DSL kernel can run on CUDA device ``device_index`` (and why not). Without CuTe DSL
    it runs the variants already in its cache directory (the reason says so); others raise when called."""
    import torch

    if not torch.cuda.is_available():
        return False, "CUDA is not available"
    if device_index < 0 or device_index >= torch.cuda.device_count():
        return False, f"no CUDA device {device_index}"
    major, minor = torch.cuda.get_device_capability(device_index)
    if (major, minor) != (9, 0):
        return False, f"the CuTe DSL kernel is SM90-only (device {device_index} is sm_{major}{minor})"
    error = _cute_import_error()
    if error is not None:
        return True, f"cached variants only ({error})"
    return True, "ok"


def ptx_entry_params(ptx: str) -> tuple[str, tuple]:
    """``(name, parameter kinds)`` of the single ``.entry`` in ``ptx``; kinds as in :data:`KERNEL_PARAMS`.
    ValueError for a parameter type this launcher does not pack."""
    found = re.search(r"\.entry\s+([A-Za-z_$][\w$]*)\s*\((.*?)\)", ptx, re.S)
    if found is None:
        raise ValueError("no .entry in the PTX")
    kinds = []
    for declaration in filter(None, (part.strip() for part in found.group(2).split(","))):
        words = declaration.split()
        if words[:3] == [".param", ".align", "1"] and words[3] == ".b8" and words[4].endswith("[1]"):
            kinds.append("b8")
        elif len(words) == 3 and words[0] == ".param" and words[1] in _PARAM_KINDS:
            kinds.append(_PARAM_KINDS[words[1]])
        else:
            raise ValueError(f"unsupported kernel parameter {declaration!r}")
    return found.group(1), tuple(kinds)


def quantized_sources(main_fmt: int, extra_fmt: int) -> bool:
    """Whether every source (format codes, -1 = no extra source) is fp8_uniform or model1: the sources the
    float16 and swapped kernels read."""
    return int(main_fmt) in QUANTIZED_CODES and int(extra_fmt) in (-1, *QUANTIZED_CODES)


def variant_key(main_fmt, extra_fmt, has_main_len, has_extra_len, has_sinks, write_lse, num_heads=64,
                design=None) -> tuple:  # fmt: skip
    """What a compiled variant is specialised on (formats as :data:`FORMAT_CODES`, -1 = no extra source) and
    its design (:data:`DESIGNS`); None picks it from the formats and ``num_heads``: over fp8_uniform and
    model1 sources the swapped kernels for 8, 16 and 32 heads and the float16 one for more (with gathers by
    128-byte lines it ran 64-head decode in 0.77x and 0.69x the bf16-tile kernel's time, fp8_uniform
    flash_csa and hca_1m at B = 64: docs/performance.md), else (a bf16 source) the bf16-tile one."""
    if design is None:
        if quantized_sources(main_fmt, extra_fmt):
            design = "f16" if num_heads > 32 else "swap16" if num_heads <= 16 else "swap32"
        else:
            design = "bf16"
    if design not in DESIGNS:
        raise ValueError(f"design must be one of {tuple(DESIGNS)}, got {design!r}")
    return (int(main_fmt), int(extra_fmt), bool(has_main_len), bool(has_extra_len), bool(has_sinks), bool(write_lse),
            design)  # fmt: skip


def heads_per_cta(key: tuple) -> int:
    """Heads one CTA of variant ``key`` takes: the grid's second dimension is ceil(heads / this)."""
    return DESIGNS[key[6]]


def cluster_splits(key: tuple) -> int:
    """The split count variant ``key`` must be launched with, as one cluster per (row, head group); 1 for a
    design without clusters (any split count, merged through the workspace)."""
    return CLUSTER_SPLITS.get(key[6], 1)


def with_splits(key: tuple, num_splits: int) -> tuple:
    """``key`` with the design that runs ``num_splits`` splits best: a float16 variant (``f16`` or any cluster
    design) at 2, 4 or 8 splits merges them inside a cluster (no workspace round trips), at any other count
    through the workspace (``f16``); other designs unchanged."""
    design = key[6]
    if design != "f16" and design not in CLUSTER_SPLITS:
        return key
    wanted = next((name for name, splits in CLUSTER_SPLITS.items() if splits == num_splits), "f16")
    return key[:6] + (wanted,)


TARGET = "sm_90a"  # the kernel uses Hopper's WGMMA and setmaxnreg: compiled for this target on any machine


@functools.lru_cache(maxsize=None)
def _source_digest() -> str:
    """The kernels' sources and the compile step's: a cached binary is valid while they are unchanged
    (edits elsewhere in this launcher keep the cache)."""
    here = Path(__file__)
    names = ("decode.py", "decode_f16.py", "decode_lead.py", "decode_seesaw.py", "decode_swap.py", "prefill_rows.py",
             "prefill_e4m3.py")
    kernels = b"\0".join(here.with_name(name).read_bytes() for name in names)
    return hashlib.sha256(kernels + b"\0" + inspect.getsource(_COMPILE_STEP).encode()).hexdigest()


def _cache_paths(cache_dir: Path, key: tuple) -> tuple[Path, Path]:
    digest = hashlib.sha256(f"{_source_digest()}|{TARGET}|{key}".encode()).hexdigest()[:32]
    return cache_dir / f"decode-{digest}.json", cache_dir / f"decode-{digest}.cubin"


_MAX_SHARED_BYTES = 227 * 1024  # (Hopper's per-block dynamic shared memory limit)


def _read_cached(meta_path: Path, cubin_path: Path) -> CuteBinary | None:
    return _load_cached(meta_path, cubin_path)[0]


def _load_cached(meta_path: Path, cubin_path: Path) -> tuple[CuteBinary | None, str | None]:
    """``(binary, None)`` of a valid entry, ``(None, None)`` where there is none, ``(None, why)`` for one
    that cannot be used (partial, damaged, foreign): that one is compiled again."""
    try:
        text = meta_path.read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        return None, None
    except OSError as error:
        return None, f"unreadable: {error}"
    try:
        meta = json.loads(text)
        cubin = cubin_path.read_bytes()
        if len(cubin) != meta["cubin_bytes"] or hashlib.sha256(cubin).hexdigest() != meta["cubin_sha256"]:
            return None, "its cubin does not match the size and hash recorded"
        binary = CuteBinary(meta["name"], cubin, tuple(meta["params"]), meta["shared_bytes"], meta["threads"],
                            str(meta.get("cute_dsl", "unknown")))  # fmt: skip
    except (OSError, ValueError, KeyError, TypeError) as error:  # partial or foreign: compile again
        return None, f"{type(error).__name__}: {error}"
    # The hash covers the cubin, not the metadata: what a launch takes from it must fit the launcher (a
    # wrong parameter list would pack a wrong parameter block).
    if binary.params != KERNEL_PARAMS:
        return None, f"its parameters {binary.params} differ from the launcher's"
    if (not isinstance(binary.name, str) or not binary.name or not _int_in(binary.shared_bytes, 0, _MAX_SHARED_BYTES)
            or not _int_in(binary.threads, 1, 1024)):  # fmt: skip
        return None, "its kernel name, shared memory size or thread count is not valid"
    return binary, None


def cached_variant(key: tuple, cache_dir: str | os.PathLike) -> bool:
    """Whether ``cache_dir`` holds an entry of variant ``key`` that loads (what runs without CuTe DSL)."""
    return _read_cached(*_cache_paths(Path(cache_dir), key)) is not None


def cached_variants(cache_dir: str | os.PathLike) -> list:
    """The variants (:func:`variant_key`) ``cache_dir`` holds entries of that load: not those of another
    kernel source (other file names) nor damaged ones."""
    directory = Path(cache_dir)
    try:
        names = {path.name for path in directory.glob("decode-*.json")}
    except OSError:
        return []
    found = []
    for main in FORMAT_CODES.values():
        for extra in (-1, *FORMAT_CODES.values()):
            for flags in itertools.product((False, True), repeat=4):
                if extra == -1 and flags[1]:
                    continue
                for design in DESIGNS:
                    key = variant_key(main, extra, *flags, design=design)
                    meta_path, cubin_path = _cache_paths(directory, key)
                    if meta_path.name in names and _read_cached(meta_path, cubin_path) is not None:
                        found.append(key)
    return found


def _int_in(value, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def _write_atomic(path: Path, data: bytes) -> None:
    # Created with 0666 less the umask, as open() makes files (mkstemp's 0600 kept other users of a shared
    # cache directory from reading it); O_EXCL on a random name, as mkstemp.
    while True:
        temporary = path.with_name(f"{path.name}.{os.urandom(6).hex()}.tmp")
        try:
            handle = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
            break
        except FileExistsError:
            continue
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
        os.replace(temporary, path)  # (readers see the old file or the whole new one)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


# _write_atomic's temporary files: "<entry name>.<12 hex digits>.tmp". A writer's lives for the milliseconds
# its write takes; one older than _STALE_TEMPORARY_S was left by a killed writer. (A writer stalled that long
# loses its file: its os.replace fails, which _write_cached warns about, and the variant serves from memory.)
_TEMPORARY_NAME = re.compile(r"decode-[0-9a-f]{32}\.(?:json|cubin)\.[0-9a-f]{12}\.tmp")
_STALE_TEMPORARY_S = 15 * 60
_swept: set = set()  # cache directories already cleared of stale temporary files


def _remove_stale_temporaries(directory: Path) -> None:
    """Remove the temporary files killed writers left in ``directory`` (this cache's own names only, and only
    those older than :data:`_STALE_TEMPORARY_S`); once per directory and process. Errors are ignored (a
    missing or read-only directory; another process removing the same file)."""
    if str(directory) in _swept:
        return
    _swept.add(str(directory))
    cutoff = time.time() - _STALE_TEMPORARY_S
    try:
        with os.scandir(directory) as entries:
            names = [entry for entry in entries if _TEMPORARY_NAME.fullmatch(entry.name)]
    except OSError:
        return
    for entry in names:
        try:
            if entry.is_file(follow_symlinks=False) and entry.stat(follow_symlinks=False).st_mtime < cutoff:
                os.unlink(entry.path)
        except OSError:
            pass


def _write_cached(meta_path: Path, cubin_path: Path, binary: CuteBinary) -> None:
    try:
        meta_path.parent.mkdir(parents=True, exist_ok=True)
        _remove_stale_temporaries(meta_path.parent)
        _write_atomic(cubin_path, binary.cubin)
        meta = {
            "name": binary.name, "params": list(binary.params), "shared_bytes": binary.shared_bytes,
            "threads": binary.threads, "cubin_bytes": len(binary.cubin),
            "cubin_sha256": hashlib.sha256(binary.cubin).hexdigest(), "cute_dsl": binary.cute_dsl,
        }  # fmt: skip
        _write_atomic(meta_path, json.dumps(meta).encode())  # (written last: it validates the cubin)
    except OSError as error:  # a read-only or full disk: the in-memory copy still serves this process
        directory = str(meta_path.parent)
        if directory not in _unwritable:  # (once per directory: each variant would fail alike)
            _unwritable.add(directory)
            warnings.warn(f"sparsemla: cannot write the CuTe DSL kernel cache in {directory} ({error}); variants "
                          "compiled now serve this process only (set SPARSEMLA_CACHE_DIR to a writable directory)",
                          RuntimeWarning, stacklevel=3)  # fmt: skip


_unwritable: set = set()  # cache directories (or why there is none) already warned about


def compiled_with() -> tuple:
    """The nvidia-cutlass-dsl versions that compiled the variants this process has loaded (benchmarks record
    them: a machine running cached cubins may have no CuTe DSL installed)."""
    return tuple(sorted({binary.cute_dsl for binary in list(_compiled.values())}))


def _cute_dsl_version() -> str:
    from importlib import metadata

    try:
        return metadata.version("nvidia-cutlass-dsl")
    except metadata.PackageNotFoundError:
        return "unknown"


def _compile(key: tuple) -> CuteBinary:
    """Run CuTe DSL for one variant and read what a launch needs out of its artifacts."""
    error = _cute_import_error()
    if error is not None:
        raise RuntimeError(f"CuTe DSL decode kernel variant {key} is not in the cache directory and {error}; "
                           "install it with pip install 'sparsemla[cute]'")  # fmt: skip
    import cuda.bindings.driver as cuda
    import cutlass
    import cutlass.cute as cute

    from .decode import FMT_FP8_UNIFORM, FMT_NONE, THREADS, SparseDecodeSm90
    from .decode_f16 import SparseDecodeF16Sm90
    from .decode_lead import SparseDecodeLeadF16Sm90
    from .decode_seesaw import SparseDecodeSeesawF16Sm90
    from .decode_swap import SparseDecodeSwapF16Sm90
    from .prefill_e4m3 import SparseRowsE4m3Sm90
    from .prefill_rows import SparseRowsPairF16Sm90, SparseRowsScaledF16Sm90

    design = key[6]
    # The float16 designs over fp8_uniform rows alone run the leading-consumer schedule (decode_lead.py);
    # with a model1 source the split-S one (its producer needs the registers the leader would take).
    fp8_only = key[0] == FMT_FP8_UNIFORM and key[1] in (FMT_FP8_UNIFORM, FMT_NONE)
    float16 = SparseDecodeLeadF16Sm90 if fp8_only else SparseDecodeF16Sm90
    if design.startswith("swap"):
        kernel = SparseDecodeSwapF16Sm90(*key[:6], DESIGNS[design])
    elif design in CLUSTER_SPLITS:
        kernel = float16(*key[:6], cluster=CLUSTER_SPLITS[design])
    elif design == "f16":
        kernel = float16(*key[:6])
    elif design in ("f16rows", "f16scaled", "f16lead", "e4m3rows"):
        if not fp8_only:  # (the copies' variants are keyed as fp8_uniform sources: RowCopy)
            raise ValueError(f"design {design!r} reads fp8_uniform rows (or 16-bit copies of rows)")
        if design == "e4m3rows":
            kernel = SparseRowsE4m3Sm90(*key[:6])
        elif design == "f16rows":
            kernel = SparseRowsPairF16Sm90(*key[:6])
        elif design == "f16scaled":
            kernel = SparseRowsScaledF16Sm90(*key[:6])
        else:
            kernel = SparseDecodeLeadF16Sm90(*key[:6], f16_rows=True)
    else:
        kernel = {"seesaw": SparseDecodeSeesawF16Sm90, "bf16": SparseDecodeSm90}[design](*key[:6])
    i64, i32, f32 = cutlass.Int64(0), cutlass.Int32(0), cutlass.Float32(0.0)
    source = (i64, i64, i32, i64, i32, i32, i32, i32, f32)
    args = (i64, i32, i32, i64, i32, i32, i64, i64, *source, *source, i64, i64, i64, i32, i32, f32, i32)
    with tempfile.TemporaryDirectory(prefix="sparsemla-cute-") as dump:
        options = f"--gpu-arch={TARGET} --keep-cubin --keep-ptx --dump-dir={dump}"
        compiled = cute.compile(kernel, *args, cuda.CUstream(0), options=options)
        cubin, ptx = compiled.artifacts.CUBIN, compiled.artifacts.PTX
    if not isinstance(cubin, bytes) or not isinstance(ptx, str):
        raise RuntimeError("CuTe DSL did not return the kernel's cubin and PTX")
    name, params = ptx_entry_params(ptx)
    if params != KERNEL_PARAMS:
        raise RuntimeError(f"the compiled kernel's parameters {params} differ from the launcher's {KERNEL_PARAMS}")
    return CuteBinary(name, cubin, params, int(kernel.shared_storage.size_in_bytes()), THREADS)


_COMPILE_STEP = _compile  # (the function the cache key hashes, kept apart from stand-ins tests put in its place)


def compile_decode(main_fmt: int, extra_fmt: int, has_main_len: bool, has_extra_len: bool, has_sinks: bool,
                   write_lse: bool, cache_dir: str | os.PathLike | None = None, design: str | None = None,
                   num_heads: int = 64) -> CuteBinary:  # fmt: skip
    """The :class:`CuteBinary` of one variant (formats as codes, ``extra_fmt`` -1 = no extra source;
    ``design`` and ``num_heads`` as :func:`variant_key` takes them).

    Looked up in memory, then in ``cache_dir`` (default :func:`sparsemla.config.default_cache_dir` /
    ``cute``), else compiled for sm_90a with CuTe DSL (a few seconds; no GPU needed) and written there.
    Where the default cannot be resolved (a ``~user`` in its variable that names no user) there is no
    on-disk cache: compiled variants serve this process only, warned once.
    :class:`CuteUnavailableError` (a RuntimeError) when it must compile and CuTe DSL is not importable or
    fails on the variant."""
    key = variant_key(main_fmt, extra_fmt, has_main_len, has_extra_len, has_sinks, write_lse, num_heads, design)
    found = _compiled.get(key)
    if found is not None:
        return found
    directory = _cache_directory(cache_dir)
    meta_path, cubin_path = _cache_paths(directory, key) if directory is not None else (None, None)
    with _compile_lock:
        found = _compiled.get(key)
        if found is None:
            found, problem = None, None
            if directory is not None:
                _remove_stale_temporaries(directory)
                found, problem = _load_cached(meta_path, cubin_path)
            if problem is not None:
                warnings.warn(f"sparsemla: ignoring the CuTe DSL kernel cache entry {meta_path} ({problem}); "
                              "compiling the variant again", RuntimeWarning, stacklevel=2)  # fmt: skip
            # The file names leave the CuTe DSL version out (a machine without it finds variants compiled
            # elsewhere): one compiled by another version than the installed one is compiled again.
            installed, stale = _cute_dsl_version(), None
            if found is not None and "unknown" not in (installed, found.cute_dsl) and found.cute_dsl != installed:
                stale, found = found, None
            if found is None:
                try:
                    found = _compile(key)._replace(cute_dsl=installed)
                except Exception as error:  # (CuTe DSL's own errors derive from Exception)
                    if stale is None and isinstance(error, CuteUnavailableError):
                        raise
                    message = str(error) if isinstance(error, RuntimeError) else f"CuTe DSL failed on {key}: {error!r}"
                    if stale is None:
                        raise CuteUnavailableError(message) from error
                    warnings.warn(f"sparsemla: CuTe DSL {installed} could not compile variant {key} again ({message}); "
                                  f"running the one CuTe DSL {stale.cute_dsl} compiled ({meta_path})", RuntimeWarning,
                                  stacklevel=2)  # fmt: skip
                    found = stale
                else:
                    if directory is not None:
                        _write_cached(meta_path, cubin_path, found)
            _compiled[key] = found
    return found


def _cache_directory(cache_dir, strict: bool = False) -> Path | None:
    """``cache_dir``, or the default one (:func:`sparsemla.config.default_cache_dir` / ``cute``); where that
    cannot be resolved, None (no on-disk cache), warned once per reason, or with ``strict`` its ValueError."""
    if cache_dir is not None:
        return Path(cache_dir)
    from ...config import default_cache_dir

    try:
        return default_cache_dir() / "cute"
    except ValueError as error:
        # (kernel="auto" must not fail over a cache: the variants still compile, or the call falls back)
        if strict:
            raise
        if str(error) not in _unwritable:
            _unwritable.add(str(error))
            warnings.warn(f"sparsemla: no CuTe DSL kernel cache directory ({error}); variants compiled now serve this "
                          "process only", RuntimeWarning, stacklevel=3)  # fmt: skip
        return None


def store_variant(key: tuple, cache_dir: str | os.PathLike | None = None) -> CuteBinary:
    """:func:`compile_decode` of variant ``key``, and its entry written to ``cache_dir`` (as there) where that
    holds none that loads: one this process already holds in memory (loaded from, or compiled for,
    another directory) is written too. What fills a cache directory for other machines calls this: a default
    directory that cannot be resolved raises its ValueError (:func:`sparsemla.config.default_cache_dir`)."""
    directory = _cache_directory(cache_dir, strict=True)
    binary = compile_decode(*key[:6], cache_dir=directory, design=key[6])
    meta_path, cubin_path = _cache_paths(directory, key)
    if _read_cached(meta_path, cubin_path) is None:
        _write_cached(meta_path, cubin_path, binary)
    return binary


# -------------------------------------------------------------------------------------------------
# Driver: the cubin as a context-independent library; one cuLaunchKernelEx per call
# -------------------------------------------------------------------------------------------------
_CUDA_ERROR_INVALID_HANDLE = 400
_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8


@functools.lru_cache(maxsize=None)
def _driver():
    driver = ctypes.CDLL("libcuda.so.1")
    for name in ("cuLibraryLoadData", "cuLibraryGetKernel", "cuKernelSetAttribute", "cuDeviceGet",
                 "cuDevicePrimaryCtxRetain", "cuCtxPushCurrent_v2", "cuCtxPopCurrent_v2", "cuLaunchKernelEx",
                 "cuGetErrorName"):  # fmt: skip
        getattr(driver, name).restype = ctypes.c_int
    driver.cuGetErrorName.argtypes = (ctypes.c_int, ctypes.POINTER(ctypes.c_char_p))
    return driver


def _check(status: int, what: str) -> None:
    if status:
        name = ctypes.c_char_p()
        _driver().cuGetErrorName(status, ctypes.byref(name))
        raise RuntimeError(f"CuTe DSL decode kernel: {what} failed: {(name.value or b'?').decode()} ({status})")


def parameter_struct(params: tuple) -> struct.Struct:
    """The layout of a parameter block: one 8-byte slot per parameter (each value at its slot's start)."""
    return struct.Struct("<" + "".join(_SLOT_CODES[kind] for kind in params))


class CuteLaunch:
    """One compiled variant loaded on one device, launched by packing its parameters.

    ``launch(grid, stream, values)``: ``values`` are the kernel's runtime parameters in order (after the two
    placeholders), ``stream`` a raw CUDA stream of the device. Each thread packs its own parameter block
    (the driver reads it during the call). A driver error raises RuntimeError."""

    __slots__ = ("_binary", "_kernel", "_device", "_struct", "_slots", "_local", "_library", "cluster")

    def __init__(self, binary: CuteBinary, device_index: int, cluster: int = 1):
        import torch

        torch.cuda.init()  # (cuInit: the library API needs an initialised driver)
        driver = _driver()
        self._binary = binary
        library, kernel, device = ctypes.c_void_p(), ctypes.c_void_p(), ctypes.c_int()
        _check(driver.cuLibraryLoadData(ctypes.byref(library), binary.cubin, None, None, 0, None, None, 0),
               "cuLibraryLoadData")  # fmt: skip
        _check(driver.cuLibraryGetKernel(ctypes.byref(kernel), library, binary.name.encode()), "cuLibraryGetKernel")
        _check(driver.cuDeviceGet(ctypes.byref(device), device_index), "cuDeviceGet")
        _check(driver.cuKernelSetAttribute(_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, binary.shared_bytes,
                                           kernel, device), "cuKernelSetAttribute")  # fmt: skip
        self._library = library  # (loaded for the process's lifetime)
        self._kernel = kernel
        self._device = device
        self._struct = parameter_struct(binary.params)
        self._slots = len(binary.params)
        self._local = threading.local()
        self.cluster = cluster  # CTAs per cluster along the grid's split dimension (1: no cluster)

    def _block(self):
        """This thread's (parameter buffer, pointer array, launch config, its reference, its attributes)."""
        buffer, params = parameter_slots(self._slots)
        config, attrs = self._config((1, 1, 1))
        block = (buffer, params, config, ctypes.byref(config), attrs)
        self._local.block = block
        return block

    def _config(self, grid: tuple) -> tuple:
        """``(CUlaunchConfig on grid, the attribute array it points into)``; for a cluster variant the
        array holds its cluster dimension (1, 1, splits)."""
        binary = self._binary
        if self.cluster == 1:
            return _LaunchConfig(*grid, binary.threads, 1, 1, binary.shared_bytes, None, None, 0), None
        attrs = (_LaunchAttribute * 1)(_LaunchAttribute(id=_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION))
        attrs[0].value[0], attrs[0].value[1], attrs[0].value[2] = 1, 1, self.cluster
        config = _LaunchConfig(*grid, binary.threads, 1, 1, binary.shared_bytes, None,
                               ctypes.cast(attrs, ctypes.POINTER(_LaunchAttribute)), 1)  # fmt: skip
        return config, attrs

    def __call__(self, grid: tuple, stream: int, values: tuple) -> None:
        try:
            block = self._local.block
        except AttributeError:
            block = self._block()
        self._struct.pack_into(block[0], 0, 0, 0, *values)
        config = block[2]
        config.grid_x, config.grid_y, config.grid_z, config.stream = grid[0], grid[1], grid[2], stream
        self._launch_block(block)

    def _launch_block(self, block) -> None:
        """One ``cuLaunchKernelEx`` of a (parameter buffer, pointer array, config, its reference, …) block."""
        status = _driver().cuLaunchKernelEx(block[3], self._kernel, block[1], None)
        if status in (_CUDA_ERROR_INVALID_CONTEXT, _CUDA_ERROR_INVALID_HANDLE):
            # This thread's current context is not the stream's device's (or none): launch in that one.
            self._launch_in_device_context(block)
        elif status:
            _check(status, "cuLaunchKernelEx")

    def packed(self, grid: tuple, values: tuple) -> "PackedCuteLaunch":
        """This kernel's launch on ``grid`` with ``values`` packed once: calling it with a stream launches."""
        return PackedCuteLaunch(self, grid, values)

    def _launch_in_device_context(self, block) -> None:
        driver = _driver()
        context = ctypes.c_void_p()
        _check(driver.cuDevicePrimaryCtxRetain(ctypes.byref(context), self._device), "cuDevicePrimaryCtxRetain")
        _check(driver.cuCtxPushCurrent_v2(context), "cuCtxPushCurrent")
        try:
            _check(driver.cuLaunchKernelEx(block[3], self._kernel, block[1], None), "cuLaunchKernelEx")
        finally:
            driver.cuCtxPopCurrent_v2(ctypes.byref(ctypes.c_void_p()))


class PackedCuteLaunch:
    """One launch of a :class:`CuteLaunch` with every value fixed (a bound call's row count): the parameter
    block is packed once, and each ``launch(stream)`` is one ``cuLaunchKernelEx``. A driver error raises
    RuntimeError; a thread whose current context is not the stream's retries in the device's own."""

    __slots__ = ("_launch", "_block", "_stream")

    def __init__(self, launch: CuteLaunch, grid: tuple, values: tuple):
        self._launch = launch
        buffer, params = parameter_slots(len(launch._binary.params))
        launch._struct.pack_into(buffer, 0, 0, 0, *values)
        config, attrs = launch._config(tuple(grid))
        self._block = (buffer, params, config, ctypes.byref(config), attrs)
        self._stream = None

    def __call__(self, stream: int) -> bool:
        block = self._block
        if stream != self._stream:
            block[2].stream = stream
            self._stream = stream
        self._launch._launch_block(block)
        return True

    def value_kind(self, position: int) -> str:
        """The PTX kind of value ``position`` (:data:`KERNEL_ARGUMENTS` order after the placeholders)."""
        return self._launch._binary.params[position + 2]

    def set(self, position: int, value: int) -> None:
        """Replace value ``position`` with ``value``, for a ``u64`` value (:meth:`value_kind`): an address,
        as the serving backend's packed layers set q, sinks and the caches per layer."""
        self._block[0][position + 2] = value


_launches: dict = {}


def cute_launch(key: tuple, device_index: int) -> CuteLaunch:
    """The loaded launcher of variant ``key`` (:func:`variant_key`) on a device."""
    found = _launches.get((key, device_index))
    if found is None:
        binary = compile_decode(*key[:6], design=key[6])
        found = _launches[(key, device_index)] = CuteLaunch(binary, device_index, cluster_splits(key))
    return found


def decode_values(q, main_cache, main_indices, main_lengths, extra_cache, extra_indices, extra_lengths, sinks,
                  softmax_scale, workspace, num_splits, out, lse) -> tuple:  # fmt: skip
    """The kernel's runtime parameter values of one call, in :data:`KERNEL_ARGUMENTS` order (after the two
    placeholders)."""
    heads = q.shape[1]
    main = _source(main_cache, main_indices, main_lengths)
    extra = _source(extra_cache, extra_indices, extra_lengths) if extra_cache is not None else main
    if num_splits > 1:
        counters, partial_o, partial_lse = workspace.buffer_pointers(heads)
    else:
        counters = partial_o = partial_lse = 0
    scale = (512**-0.5 if softmax_scale is None else float(softmax_scale)) * LOG2E
    return (
        q.data_ptr(), q.stride(0), q.stride(1), out.data_ptr(), out.stride(0), out.stride(1),
        lse.data_ptr() if lse is not None else 0, sinks.data_ptr() if sinks is not None else 0,
        *main, *extra, counters, partial_o, partial_lse, heads, scale, int(num_splits),
    )  # fmt: skip


def _source(cache, indices, lengths):
    return (
        cache.data.data_ptr(), indices.data_ptr(), indices.stride(0),
        lengths.data_ptr() if lengths is not None else 0, indices.shape[1],
        cache.page_size, cache.page_bytes, cache.num_slots, float(cache.scale),
    )  # fmt: skip


def run_cute_decode(q, main_cache, main_indices, main_lengths, extra_cache, extra_indices, extra_lengths, sinks,
                    softmax_scale, workspace, num_splits, out, lse, design=None):  # fmt: skip
    """Launch the SM90 CuTe DSL decode kernel on the current torch stream (:func:`cute_decode_launch`'s
    launch, arguments as it takes them)."""
    import torch

    prepared = cute_decode_launch(q, main_cache, main_indices, main_lengths, extra_cache, extra_indices,
                                  extra_lengths, sinks, softmax_scale, workspace, num_splits, out, lse, design)  # fmt: skip
    if prepared is not None:
        launch, grid, values = prepared
        launch(grid, torch._C._cuda_getCurrentRawStream(q.get_device()), values)


def cute_decode_launch(q, main_cache, main_indices, main_lengths, extra_cache, extra_indices, extra_lengths, sinks,
                       softmax_scale, workspace, num_splits, out, lse, design=None):  # fmt: skip
    """``(launch, grid, values)`` of the SM90 CuTe DSL decode kernel over these arguments (None for zero
    rows): ``launch(grid, stream, values)`` runs it, ``launch.packed(grid, values)`` packs it once.

    Takes validated tensors: q bf16 [R, H, 512] (last dim contiguous, row/head strides multiples of
    8), int32 indices [R, K] (last dim contiguous), int32 lengths [R] or None, caches
    (:class:`sparsemla.cache.PagedKVCache`), sinks fp32 [H] or None, out bf16 [R, H, 512] (last dim
    contiguous), lse fp32 [R, H] contiguous or None. ``workspace`` (:class:`SplitKVWorkspace`) is
    needed when ``num_splits > 1``; the caller keeps ``R × num_splits`` within its split pairs.
    ``design``: None (:func:`variant_key`'s choice, then :func:`with_splits`': the float16 kernel runs 2, 4
    or 8 splits as a cluster) or one of :data:`DESIGNS` (a CTA takes :func:`heads_per_cta` heads: e.g. 64
    heads in four 16-head CTAs under ``"swap16"``; ``"f16"`` merges any split count through the workspace,
    ``"f16x4"`` takes exactly 4); more heads than one CTA takes must be a multiple of that (ValueError: the
    split partials are laid out by equal groups), and a cluster design's split count is its own (ValueError).
    """
    rows, heads, _ = q.shape
    if rows == 0:
        return None
    has_extra = extra_cache is not None
    key = variant_key(
        FORMAT_CODES[main_cache.fmt], FORMAT_CODES[extra_cache.fmt] if has_extra else -1, main_lengths is not None,
        has_extra and extra_lengths is not None, sinks is not None, lse is not None, heads, design,
    )  # fmt: skip
    if design is None:
        key = with_splits(key, int(num_splits))
    elif cluster_splits(key) > 1 and int(num_splits) != cluster_splits(key):
        raise ValueError(f"design {key[6]!r} runs exactly {cluster_splits(key)} splits, got num_splits={num_splits}")
    if key[6] in ONE_SPLIT_DESIGNS and int(num_splits) != 1:
        raise ValueError(f"design {key[6]!r} runs one split per row, got num_splits={num_splits}")
    per_cta = heads_per_cta(key)
    if heads > per_cta and heads % per_cta:
        raise ValueError(f"design {key[6]!r} takes {per_cta} heads per CTA: {heads} heads are not a multiple of that")
    device_index = q.get_device()
    launch = _launches.get((key, device_index)) or cute_launch(key, device_index)
    values = decode_values(q, main_cache, main_indices, main_lengths, extra_cache, extra_indices, extra_lengths,
                           sinks, softmax_scale, workspace, num_splits, out, lse)  # fmt: skip
    return launch, (rows, -(-heads // per_cta), int(num_splits)), values
