"""The public sparse attention op: validation, split choice, launch.

Two host paths lead to the same kernel. A call of the usual kind (tensors of the expected dtypes,
shapes, devices and alignment, float or default scale) is packed by :func:`_direct_args` with few
tensor queries and, once Triton has compiled and launched that kind once, launched straight through
the compiled kernel's CUDA launcher (``kernels.sparse_attention.launch_direct``). Every other call, and
the first of each kind, goes through :func:`_validate` (each check names the argument at fault) and
Triton's own launch. Bound calls (:func:`bind_sparse_attention`) go one step further: their arguments
never change, so after the first direct launch the kernel's parameter block is packed once and each call
is a single driver launch (``kernels.sparse_attention.PackedLaunch``).
"""

from __future__ import annotations

import functools
import os

import torch

from ..cache import PagedKVCache
from ..formats import DEFAULT_SOFTMAX_SCALE, HEAD_DIM
from ..kernels.triton import GLUON_WARP_SPECIALIZED, gluon_supported
from ..kernels.triton.sparse_attention import (
    DIRECT_LAUNCH,
    FORMAT_CODES,
    LOG2E,
    launch_constexprs,
    launch_direct,
    launch_sparse_attention,
    pack_launch,
    register_direct_launch,
    source_args,
)
from ..workspace import SplitKVWorkspace

SUPPORTED_HEADS = (8, 16, 32, 64, 128)
MAX_SPLITS = 32
# Each split keeps at least this many index entries: the last program's merge reads every split's
# partial output, so tiny splits cost more than they save.
MIN_SPLIT_WIDTH = 128
# The automatic choice stops here (forced split counts may go up to MAX_SPLITS): on the H200 the
# merge of more partials cost more than the extra parallelism saved (docs/performance.md, v5 splits).
AUTO_MAX_SPLITS = 16
# With the cooperative merge (every split merges a share: its cost does not grow with the split
# count) each split needs only one 64-row tile (session 5, docs/performance.md).
COOPERATIVE_SPLIT_WIDTH = 64
# Split programs of at least this many 64-row tiles write their partial through shared memory
# (row-contiguous 16-byte stores, −3…−4% at hca_1m b = 8 / 64); shorter ones store it straight from the
# accumulator, since the stage's two barriers sit on their path to the merge (+2…+10% at 1–5 tiles;
# docs/performance.md, sessions 9 and 10).
STAGED_PARTIAL_TILES = 8
# SPARSEMLA_COOPERATIVE=0 (read at import) keeps every split launch on the last-arrival merge (for GPUs
# shared through MPS or green contexts, where a cooperative launch may not get every SM it counts on).
COOPERATIVE = os.environ.get("SPARSEMLA_COOPERATIVE", "1") != "0"
# Host-side index checks (a device sync) when SPARSEMLA_DEBUG=1; see sparse_attention's docstring.
DEBUG = os.environ.get("SPARSEMLA_DEBUG", "0") not in ("", "0")


@functools.lru_cache(maxsize=None)
def kernel_config(num_heads: int, tile_scales: bool = True, fp8_tiles: bool = True, gluon: bool = False) -> dict:
    """Launch parameters for ``num_heads`` query heads; ``tile_scales``: a source is ``model1`` (FP8
    with a UE8M0 scale per 64-column tile); ``fp8_tiles``: every source stores FP8 rows; ``gluon``:
    the device runs the Gluon kernel (Hopper, see :func:`sparsemla.kernels.gluon_supported`).

    H ≥ 64, every source FP8 (``fp8_uniform`` or ``model1``), Gluon available: the Gluon kernel (v5,
    ``kernels/sparse_attention_gluon.py``): programs of 64 heads, 64-row tiles, float16 products split
    over two warpgroups, the next tile converted while the current one is multiplied (model1 only with
    the warp-specialised loop, the default).
    H ≥ 64, bf16 / fp8_uniform sources otherwise: the pipelined Triton kernel (v4): programs of 64
    heads, tiles of whole 512-wide rows (64 rows FP8, 32 rows bf16) copied asynchronously two tiles
    ahead, S = Q·Kᵀ and O = P·V on warpgroup instructions. H ≥ 64 with a model1 source: the
    hand-pipelined kernel (v3): 32-row tiles gathered a tile ahead into registers, products swapped
    (Sᵀ = K·Qᵀ, Oᵀ = Vᵀ·Pᵀ) so the 512 output channels spread over two warpgroups; on the H200 it
    beats v4 for model1 by 3–10% (docs/performance.md). H ≤ 32: programs of 32 heads (16 when
    H ≤ 16, the padding masked inside the kernel), 16-row tiles, 4 warps. The returned dict is
    shared between calls: do not modify it.
    """
    if num_heads >= 64:
        if fp8_tiles and gluon and (GLUON_WARP_SPECIALIZED or not tile_scales):
            return dict(block_h=64, block_n=64, swap_ab=False, pipelined=True, num_warps=8, num_stages=1,
                        kernel="gluon")  # fmt: skip
        if not tile_scales:
            # Five stages: Triton 3.6 multi-buffers the gathered tiles (index load → row copy → use)
            # only from five stages on; with fewer it waits for every copy at the top of the loop.
            # bf16 tiles are twice the bytes: 32 rows keep the buffers inside shared memory.
            block_n = 64 if fp8_tiles else 32
            return dict(block_h=64, block_n=block_n, swap_ab=False, pipelined=True, num_warps=8, num_stages=5,
                        kernel="triton")  # fmt: skip
        return dict(block_h=64, block_n=32, swap_ab=True, pipelined=False, num_warps=8, num_stages=1, kernel="triton")
    block_h = min(max(num_heads, 16), 32)
    return dict(block_h=block_h, block_n=16, swap_ab=False, pipelined=False, num_warps=4, num_stages=1, kernel="triton")


@functools.lru_cache(maxsize=4096)
def choose_num_splits(
    query_rows: int, num_heads: int, index_width: int, sm_count: int, cooperative: bool = False
) -> int:
    """Splits per (row, head group) so that the launch fills about one wave of SMs.

    No split when rows × head groups already reach the SM count. Otherwise
    ``sm_count // (rows × groups)`` splits, capped by the workspace scratch (rows × splits ≤ 2 × SMs)
    and by the merge: with ``cooperative`` (the Gluon kernel, whose splits merge together, see
    :func:`split_mode`) at ``MAX_SPLITS`` and one 64-entry tile per split; otherwise (the last split
    merges them all, a cost that grows with the split count) at ``AUTO_MAX_SPLITS`` and
    ``MIN_SPLIT_WIDTH`` entries per split. (A split count of 2^k can leave the last splits without a
    tile; lowering it to the fewest splits with the same tiles each measured slower in session 10: the
    cooperative merge's 512 / COLS column units then no longer divide evenly among the splits.)
    """
    programs = query_rows * -(-num_heads // kernel_config(num_heads)["block_h"])
    if programs >= sm_count or query_rows == 0:
        return 1
    if cooperative:
        by_work, cap = -(-index_width // COOPERATIVE_SPLIT_WIDTH), MAX_SPLITS
    else:
        by_work, cap = index_width // MIN_SPLIT_WIDTH, AUTO_MAX_SPLITS
    by_scratch = SplitKVWorkspace.split_pairs(sm_count) // query_rows
    return max(1, min(sm_count // programs, by_work, cap, by_scratch))


@functools.lru_cache(maxsize=None)
def resident_programs(device_index: int) -> int:
    """Programs of the Gluon kernel that CUDA device ``device_index`` runs at once: one per SM (each
    takes ~200 KiB of shared memory); 0 off the GPU (``device_index`` < 0) and with
    ``SPARSEMLA_COOPERATIVE=0`` (then no launch is cooperative)."""
    if device_index < 0 or not COOPERATIVE:
        return 0
    return torch.cuda.get_device_properties(device_index).multi_processor_count


def split_mode(kernel: str, programs: int, num_splits: int, device_index: int) -> int:
    """How a launch of ``programs`` (row, head group) programs × ``num_splits`` merges its splits:
    0 unsplit; 2 cooperatively (Gluon kernel, every program resident: the launch is cooperative, so
    the driver runs all programs together, and each split merges a share of the columns); 1 the
    last split to arrive merges them all (otherwise)."""
    if num_splits == 1:
        return 0
    if kernel == "gluon" and programs * num_splits <= resident_programs(device_index):
        return 2
    return 1


def stage_partials(kernel: str, index_width: int, num_splits: int) -> bool:
    """Whether a split launch of the Gluon kernel writes its partials through shared memory: when its
    programs have at least ``STAGED_PARTIAL_TILES`` tiles of 64 of the ``index_width`` entries."""
    if kernel != "gluon" or num_splits == 1:
        return False
    tiles = -(-index_width // 64)
    tiles_per_split = -(-tiles // num_splits)
    return tiles_per_split >= STAGED_PARTIAL_TILES


def _raw_stream(device_index: int) -> int:
    return torch._C._cuda_getCurrentRawStream(device_index)


def _fail(exc, message):
    raise exc(f"sparse_attention: {message}")


def _check_index_source(name, cache, indices, lengths, rows, device, cache_name):
    if not isinstance(cache, PagedKVCache):
        _fail(TypeError, f"{cache_name} must be a PagedKVCache, got {type(cache).__name__}")
    if cache.device != device:
        _fail(ValueError, f"{cache_name} is on {cache.device}, q on {device}")
    if not isinstance(indices, torch.Tensor):
        _fail(TypeError, f"{name} must be a torch.Tensor, got {type(indices).__name__}")
    if indices.dtype != torch.int32:
        _fail(TypeError, f"{name} must be int32, got {indices.dtype}")
    if indices.dim() != 2 or indices.shape[0] != rows:
        _fail(ValueError, f"{name} must have shape [{rows}, K], got {list(indices.shape)}")
    if indices.device != device:
        _fail(ValueError, f"{name} is on {indices.device}, q on {device}")
    if indices.shape[1] > 1 and indices.stride(1) != 1:
        _fail(ValueError, f"{name} must be contiguous along its last dim (stride(1) == 1)")
    length_name = "lengths" if name == "indices" else "extra_lengths"
    if lengths is not None:
        if not isinstance(lengths, torch.Tensor):
            _fail(TypeError, f"{length_name} must be a torch.Tensor, got {type(lengths).__name__}")
        if lengths.dtype != torch.int32:
            _fail(TypeError, f"{length_name} must be int32, got {lengths.dtype}")
        if lengths.shape != (rows,):
            _fail(ValueError, f"{length_name} must have shape [{rows}], got {list(lengths.shape)}")
        if lengths.device != device:
            _fail(ValueError, f"{length_name} is on {lengths.device}, q on {device}")
        if rows > 1 and lengths.stride(0) != 1:
            _fail(ValueError, f"{length_name} must be contiguous")
    if DEBUG:
        _debug_check_values(name, indices, lengths, length_name, cache)


def _debug_check_values(name, indices, lengths, length_name, cache):
    """Value checks that read device memory (SPARSEMLA_DEBUG=1 only)."""
    width = indices.shape[1]
    if lengths is not None and lengths.numel():
        low, high = int(lengths.min()), int(lengths.max())
        if low < 0 or high > width:
            _fail(ValueError, f"{length_name} must lie in [0, {width}] (the width of {name}), got [{low}, {high}]")
    if indices.numel():
        low, high = int(indices.min()), int(indices.max())
        if low < -1 or high >= cache.num_slots:
            _fail(ValueError, f"{name} must lie in [-1, {cache.num_slots}) (the cache's slots), got [{low}, {high}]")


def sparse_attention(
    q: torch.Tensor,
    cache: PagedKVCache,
    indices: torch.Tensor,
    lengths: torch.Tensor | None = None,
    *,
    extra_cache: PagedKVCache | None = None,
    extra_indices: torch.Tensor | None = None,
    extra_lengths: torch.Tensor | None = None,
    sinks: torch.Tensor | None = None,
    softmax_scale: float | None = None,
    workspace: SplitKVWorkspace | None = None,
    num_splits: int | None = None,
    out: torch.Tensor | None = None,
    return_lse: bool = False,
):
    """DSv4 sparse attention by query row: one softmax over two gathered row sets plus a sink.

    Decode (rows = requests × rows per request, e.g. MTP) and varlen prefill (rows = new tokens) are
    the same call; the kernel knows only query rows.

    Args:
        q: bf16 [R, H, 512], H in {8, 16, 32, 64, 128}; last dim contiguous.
        cache: :class:`PagedKVCache` (any format) holding the rows ``indices`` point at.
        indices: int32 [R, K] slots (page × page_size + offset) into ``cache``; ``-1`` = skip. Each
            row's entries at positions ``>= lengths[r]`` are ignored. A duplicated slot counts twice.
            Slots outside ``[0, cache.num_slots)`` are never read (the kernel treats them as ``-1``);
            with the environment variable ``SPARSEMLA_DEBUG=1`` they raise ValueError on the host
            instead (a device sync, not for CUDA graphs).
        lengths: int32 [R] valid width per row, or None for all K. Values are clamped to [0, K]
            (checked under ``SPARSEMLA_DEBUG=1``).
        extra_cache, extra_indices, extra_lengths: the second source (compressed rows), same rules;
            its page size and format may differ from ``cache``'s.
        sinks: fp32 [H] per-head sink logits (not scaled); ``-inf`` = no sink.
        softmax_scale: default ``512 ** -0.5``.
        workspace: :class:`SplitKVWorkspace` enabling split-KV; without one the op runs unsplit.
            R must not exceed ``workspace.max_query_rows`` (RuntimeError).
        num_splits: None picks splits with :func:`choose_num_splits`; an int forces that many
            (needs a workspace when > 1; ``R × num_splits`` must fit ``2 × workspace.sm_count``).
            A split launch of the Gluon kernel whose programs all fit on the GPU is a cooperative
            launch (:func:`split_mode`; ``SPARSEMLA_COOPERATIVE=0`` turns that off).
        out: optional bf16 [R, H, 512] output (last dim contiguous), written in place.
        return_lse: also return fp32 [R, H] natural-log LSE (sink excluded, -inf for empty rows).

    Returns:
        ``out`` bf16 [R, H, 512], or ``(out, lse)`` when ``return_lse``. Rows with no valid entry
        give zeros. Nothing is allocated besides ``out``/``lse`` and nothing waits on the device
        (unless ``SPARSEMLA_DEBUG=1``).

    Host cost: the first call of each kind compiles (Triton) and later ones of the same kind launch
    directly (see the module docstring); sizes (rows, widths, split counts) do not make new kinds.
    ``SPARSEMLA_DIRECT_LAUNCH=0`` keeps every call on Triton's launch path.
    """
    direct = DIRECT_LAUNCH and not DEBUG
    lse = None
    if direct and type(q) is _Tensor and q.is_cuda:
        kernel_out = torch.empty_like(q) if out is None else out
        lse = torch.empty(q.shape[:2], dtype=torch.float32, device=q.device) if return_lse else None
        prepared = _direct_args(
            q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale,
            workspace, num_splits, kernel_out, lse,
        )  # fmt: skip
        if prepared is not None:
            key, grid, runtime_args, constexprs = prepared
            if launch_direct(key, grid, runtime_args, constexprs, _raw_stream(key[0])):
                return (kernel_out, lse) if return_lse else kernel_out
        out = kernel_out  # not launched yet: the validated path below writes it
    num_splits = _validate(
        q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale,
        workspace, num_splits, out,
    )  # fmt: skip
    rows, num_heads, _ = q.shape
    if softmax_scale is None:
        softmax_scale = DEFAULT_SOFTMAX_SCALE
    formats = (cache.fmt, cache.fmt if extra_cache is None else extra_cache.fmt)
    gluon = q.is_cuda and gluon_supported(q.get_device())
    config = kernel_config(num_heads, "model1" in formats, "bf16" not in formats, gluon)
    kernel = config.get("kernel", "triton")  # (tuning scripts may pass configs without it)
    if num_splits is None:
        if workspace is None:
            num_splits = 1
        else:
            width = indices.shape[1] + (extra_indices.shape[1] if extra_indices is not None else 0)
            num_splits = choose_num_splits(
                rows, num_heads, width, workspace.sm_count, cooperative=kernel == "gluon" and COOPERATIVE
            )  # fmt: skip
    if out is None:
        out = torch.empty_like(q)
    if return_lse and lse is None:
        lse = torch.empty(rows, num_heads, dtype=torch.float32, device=q.device)
    if rows == 0:
        return (out, lse) if return_lse else out

    counters = partial_o = partial_lse = None
    if num_splits > 1:
        counters, partial_o, partial_lse = workspace.buffers(num_heads)
    main = source_args(cache, indices, lengths)
    extra = source_args(extra_cache, extra_indices, extra_lengths) if extra_cache is not None else None
    programs = rows * -(-num_heads // config["block_h"])
    mode = split_mode(kernel, programs, num_splits, q.get_device()) if q.is_cuda else int(num_splits > 1)
    staged = stage_partials(kernel, main[6] + (extra[6] if extra is not None else 0), num_splits)
    compiled = launch_sparse_attention(
        q, out, lse, sinks, main, extra, counters, partial_o, partial_lse,
        softmax_scale=float(softmax_scale), num_splits=num_splits, split_mode=mode, staged_partials=staged,
        **config,
    )  # fmt: skip
    if direct and q.is_cuda:
        # Register the compiled kernel for direct launches of calls of the same kind.
        prepared = _direct_args(
            q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale,
            workspace, num_splits, out, lse,
        )  # fmt: skip
        if prepared is not None:
            register_direct_launch(prepared[0], compiled)
    return (out, lse) if return_lse else out


def _validate(
    q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale, workspace,
    num_splits, out,
):
    """Every argument check, each raising with the argument's name; returns ``num_splits``."""
    if not isinstance(q, torch.Tensor):
        _fail(TypeError, f"q must be a torch.Tensor, got {type(q).__name__}")
    if q.dtype != torch.bfloat16:
        _fail(TypeError, f"q must be bfloat16, got {q.dtype}")
    if q.dim() != 3 or q.shape[2] != HEAD_DIM:
        _fail(ValueError, f"q must have shape [R, H, {HEAD_DIM}], got {list(q.shape)}")
    rows, num_heads, _ = q.shape
    if num_heads not in SUPPORTED_HEADS:
        _fail(ValueError, f"q has {num_heads} heads; supported: {SUPPORTED_HEADS}")
    if q.stride(2) != 1:
        _fail(ValueError, "q must be contiguous along its last dim (stride(2) == 1)")
    device = q.device
    _check_index_source("indices", cache, indices, lengths, rows, device, "cache")
    if (extra_cache is None) != (extra_indices is None):
        _fail(ValueError, "extra_cache and extra_indices must be given together")
    if extra_lengths is not None and extra_indices is None:
        _fail(ValueError, "extra_lengths needs extra_indices")
    if extra_cache is not None:
        _check_index_source("extra_indices", extra_cache, extra_indices, extra_lengths, rows, device, "extra_cache")
    if sinks is not None:
        if not isinstance(sinks, torch.Tensor) or sinks.dtype != torch.float32:
            _fail(TypeError, f"sinks must be a float32 tensor, got {getattr(sinks, 'dtype', type(sinks).__name__)}")
        if sinks.shape != (num_heads,) or sinks.device != device or (num_heads > 1 and sinks.stride(0) != 1):
            _fail(ValueError, f"sinks must be a contiguous [{num_heads}] tensor on {device}, got {list(sinks.shape)}")
    if softmax_scale is not None and (not isinstance(softmax_scale, (int, float)) or isinstance(softmax_scale, bool)):
        _fail(TypeError, f"softmax_scale must be a float, got {type(softmax_scale).__name__}")
    if out is not None:
        if not isinstance(out, torch.Tensor) or out.dtype != torch.bfloat16:
            _fail(TypeError, f"out must be a bfloat16 tensor, got {getattr(out, 'dtype', type(out).__name__)}")
        if out.shape != q.shape or out.device != device or out.stride(2) != 1:
            _fail(ValueError, f"out must be [{rows}, {num_heads}, {HEAD_DIM}] on {device}, last dim contiguous")
    if workspace is not None:
        if not isinstance(workspace, SplitKVWorkspace):
            _fail(TypeError, f"workspace must be a SplitKVWorkspace, got {type(workspace).__name__}")
        if workspace.device != device:
            _fail(ValueError, f"workspace is on {workspace.device}, q on {device}")
        workspace.check_rows(rows)
    if num_splits is not None:
        if not isinstance(num_splits, int) or isinstance(num_splits, bool):
            _fail(TypeError, f"num_splits must be an int or None, got {type(num_splits).__name__}")
        if not 1 <= num_splits <= MAX_SPLITS:
            _fail(ValueError, f"num_splits must lie in [1, {MAX_SPLITS}], got {num_splits}")
        if num_splits > 1:
            if workspace is None:
                _fail(ValueError, f"num_splits={num_splits} needs a workspace (SplitKVWorkspace)")
            pairs = workspace.split_pairs(workspace.sm_count)
            if rows * num_splits > pairs:
                _fail(
                    RuntimeError,
                    f"rows × num_splits = {rows} × {num_splits} exceeds the workspace scratch of {pairs} "
                    "(row, split) pairs (2 × sm_count); use fewer splits",
                )

    return num_splits


_Tensor = torch.Tensor
_BF16, _F32, _I32 = torch.bfloat16, torch.float32, torch.int32
_SUPPORTED_HEADS = frozenset(SUPPORTED_HEADS)
_I32_MAX = 2**31 - 1


def _spec(value: int) -> int:
    """What Triton specialises an integer argument on: == 1, multiple of 16 (or neither)."""
    return 1 if value == 1 else (16 if value % 16 == 0 else 0)


def _direct_source(cache, indices, lengths, rows, device_index):
    """Kernel arguments of one KV source for a direct launch, and their specialisation, or None when
    anything is unusual (the caller then takes the validated path)."""
    if type(cache) is not PagedKVCache or cache.device_index != device_index:
        return None
    if type(indices) is not _Tensor or indices.dtype is not _I32 or indices.get_device() != device_index:
        return None
    shape = indices.shape
    if len(shape) != 2 or shape[0] != rows:
        return None
    stride = indices.stride()
    width = shape[1]
    if (width > 1 and stride[1] != 1) or stride[0] > _I32_MAX:
        return None
    index_ptr = indices.data_ptr()
    if lengths is None:
        length_ptr = index_ptr
    else:
        if type(lengths) is not _Tensor or lengths.dtype is not _I32 or lengths.get_device() != device_index:
            return None
        if lengths.shape != (rows,) or (rows > 1 and lengths.stride()[0] != 1):
            return None
        length_ptr = lengths.data_ptr()
    pages, page_size, page_bytes, num_slots, fmt, page_spec = cache.launch_record
    args = (pages, pages, pages, index_ptr, stride[0], length_ptr, width, page_size, page_bytes, num_slots, cache.scale)
    spec = (index_ptr % 16, length_ptr % 16, _spec(stride[0]), page_spec, fmt, lengths is not None)
    return args, spec, width


@functools.lru_cache(maxsize=1024)
def _launch_plan(
    config_for, gluon, num_heads, main_fmt, extra_fmt, has_main_len, has_extra, has_extra_len, has_sinks, write_lse,
    mode, staged=False,
):  # fmt: skip
    """Compile-time arguments, launch options, head-group count and kernel name of a call of this
    kind (``mode``: :func:`split_mode`; ``staged``: :func:`stage_partials`).

    ``config_for`` is :func:`kernel_config` (passed in, so a tuning script that replaces it gets new
    plans rather than memoised ones)."""
    formats = (main_fmt, extra_fmt)
    config = config_for(num_heads, "model1" in formats, "bf16" not in formats, gluon)
    constexprs = launch_constexprs(
        FORMAT_CODES[main_fmt], FORMAT_CODES[extra_fmt], has_main_len, has_extra, has_extra_len, has_sinks,
        write_lse, mode, config["block_h"], config["block_n"], config["swap_ab"], config["pipelined"], staged,
    )  # fmt: skip
    kernel = config.get("kernel", "triton")
    launch_options = (config["num_warps"], config["num_stages"], kernel, mode == 2)
    return constexprs, launch_options, -(-num_heads // config["block_h"]), kernel


def _direct_args(
    q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale, workspace,
    num_splits, out, lse,
):
    """Everything a direct launch needs — ``(key, grid, runtime args, constexprs)`` — or None when the
    call is not of the common, valid kind (then :func:`_validate` checks it and names the fault).

    ``out``/``lse`` are the tensors the kernel writes. Uses as few tensor queries as it can: this is
    the eager host path."""
    if type(q) is not _Tensor or q.dtype is not _BF16 or type(out) is not _Tensor:
        return None
    shape = q.shape
    if len(shape) != 3:
        return None
    rows, num_heads, head_dim = shape
    if head_dim != HEAD_DIM or num_heads not in _SUPPORTED_HEADS or rows == 0:
        return None
    device_index = q.get_device()
    q_stride = q.stride()
    out_stride = out.stride()
    if q_stride[2] != 1 or out_stride[2] != 1:
        return None
    if q_stride[0] > _I32_MAX or q_stride[1] > _I32_MAX or out_stride[0] > _I32_MAX or out_stride[1] > _I32_MAX:
        return None
    if out.dtype is not _BF16 or out.shape != shape or out.get_device() != device_index:
        return None
    main = _direct_source(cache, indices, lengths, rows, device_index)
    if main is None:
        return None
    width = main[2]
    if extra_cache is not None:
        extra = _direct_source(extra_cache, extra_indices, extra_lengths, rows, device_index)
        if extra is None:
            return None
        width += extra[2]
    elif extra_indices is not None or extra_lengths is not None:
        return None
    else:
        extra = main
    if sinks is not None:
        if type(sinks) is not _Tensor or sinks.dtype is not _F32 or sinks.get_device() != device_index:
            return None
        if sinks.shape != (num_heads,) or sinks.stride()[0] != 1:
            return None
    if softmax_scale is None:
        softmax_scale = DEFAULT_SOFTMAX_SCALE
    elif type(softmax_scale) is not float:
        return None
    if workspace is not None and (
        type(workspace) is not SplitKVWorkspace or workspace.device_index != device_index
        or rows > workspace.max_query_rows
    ):  # fmt: skip
        return None
    has_extra = extra is not main
    plan = (
        kernel_config, gluon_supported(device_index), num_heads, main[1][4], extra[1][4], lengths is not None,
        has_extra, has_extra and extra_lengths is not None, sinks is not None, lse is not None,
    )  # fmt: skip
    constexprs, launch_options, groups, kernel = _launch_plan(*plan, 0)
    if num_splits is None:
        num_splits = 1 if workspace is None else choose_num_splits(
            rows, num_heads, width, workspace.sm_count, cooperative=kernel == "gluon" and COOPERATIVE
        )  # fmt: skip
    elif type(num_splits) is not int or not 1 <= num_splits <= MAX_SPLITS or (
        num_splits > 1 and (workspace is None or rows * num_splits > workspace.split_pairs(workspace.sm_count))
    ):  # fmt: skip
        return None
    is_split = num_splits > 1
    if is_split:
        constexprs, launch_options, groups, kernel = _launch_plan(
            *plan, split_mode(kernel, rows * groups, num_splits, device_index),
            stage_partials(kernel, width, num_splits),
        )  # fmt: skip
    q_ptr, out_ptr = q.data_ptr(), out.data_ptr()
    split_ptrs = workspace.buffer_pointers(num_heads) if is_split else (q_ptr, q_ptr, q_ptr)  # else: never read
    lse_ptr = out_ptr if lse is None else lse.data_ptr()
    sinks_ptr = q_ptr if sinks is None else sinks.data_ptr()
    if (q_ptr | out_ptr | lse_ptr | sinks_ptr | split_ptrs[0] | split_ptrs[1] | split_ptrs[2]) % 16:
        return None  # Triton specialises each pointer on 16-byte alignment; keep the usual case only
    runtime_args = (
        q_ptr, q_stride[0], q_stride[1], out_ptr, out_stride[0], out_stride[1], lse_ptr, sinks_ptr,
        *main[0], *extra[0], *split_ptrs, num_heads, softmax_scale * LOG2E, num_splits,
    )  # fmt: skip
    key = (
        device_index, constexprs, launch_options, main[1], extra[1],
        _spec(q_stride[0]), _spec(q_stride[1]), _spec(out_stride[0]), _spec(out_stride[1]),
    )  # fmt: skip
    grid = (rows, groups, num_splits)
    return key, grid, runtime_args, constexprs


class BoundSparseAttention:
    """:func:`sparse_attention` on fixed buffers: every argument is checked once, here; each call then
    launches the kernel on the first ``rows`` query rows with no checks and no allocation, on the
    current stream (from the second call of a row count: one ``cuLaunchKernelEx`` with a parameter
    block packed once, about the cost of the CUDA launch itself; docs/performance.md, "Host"). One
    bound object serves one thread at a time.

    Made by :func:`bind_sparse_attention` (same arguments as :func:`sparse_attention`, shapes at their
    largest: R rows). The contract is the one of CUDA-graph inputs: write new contents into the bound
    tensors in place (``q``, ``indices``, ``lengths``, ``sinks``), never resize or re-point them; the
    caches keep their pages. A :class:`SplitKVWorkspace` may grow (``reserve``) between calls: the next
    call notices and prepares again. Outputs are the bound ``out`` (and ``lse``) row prefixes.

    ``bound(rows=None)`` → ``out[:rows]`` (all R rows when None), or ``(out[:rows], lse[:rows])`` when
    bound with ``return_lse=True``. ``rows`` must be an int in [0, R] (ValueError/TypeError).
    """

    def __init__(self, q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale,
                 workspace, num_splits, out, return_lse):  # fmt: skip
        _validate(
            q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale, workspace,
            num_splits, out,
        )  # fmt: skip
        self.max_rows = q.shape[0]
        self.out = torch.empty_like(q) if out is None else out
        self.lse = torch.empty(q.shape[:2], dtype=torch.float32, device=q.device) if return_lse else None
        self._arguments = (q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale,
                           workspace, num_splits)  # fmt: skip
        self._workspace = workspace
        self._generation = workspace.generation if workspace is not None else 0
        self._direct = DIRECT_LAUNCH and not DEBUG and q.is_cuda
        self._device_index = q.device.index
        self._launches: dict[int, tuple] = {}  # rows -> (key, grid, runtime args, constexprs) of _direct_args
        # rows -> PackedLaunch, or False where the launch cannot be packed (made after the first direct launch)
        self._packed: dict[int, object] = {}
        self._results: dict[int, object] = {}  # rows -> what a call returns

    def _prefix(self, rows):
        """The bound arguments restricted to the first ``rows`` query rows, then ``out`` and ``lse``."""
        q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, scale, workspace, splits = (
            self._arguments
        )
        rows_of = lambda tensor: None if tensor is None else tensor[:rows]  # noqa: E731
        return (
            q[:rows], cache, indices[:rows], rows_of(lengths), extra_cache, rows_of(extra_indices),
            rows_of(extra_lengths), sinks, scale, workspace, splits, self.out[:rows], rows_of(self.lse),
        )  # fmt: skip

    def _slow(self, rows):
        """The checked path on the row prefix (compiles and registers the kernel on first use)."""
        (q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, scale, workspace, splits, out,
         lse) = self._prefix(rows)  # fmt: skip
        result = sparse_attention(
            q, cache, indices, lengths, extra_cache=extra_cache, extra_indices=extra_indices,
            extra_lengths=extra_lengths, sinks=sinks, softmax_scale=scale, workspace=workspace, num_splits=splits,
            out=out, return_lse=lse is not None,
        )  # fmt: skip
        if lse is not None:
            lse.copy_(result[1])  # (sparse_attention has no lse= argument: off the direct path only)

    def __call__(self, rows: int | None = None):
        if rows is None:
            rows = self.max_rows
        elif type(rows) is not int:  # (before the lookup: 2.0 and True hash like 2 and 1)
            raise TypeError(f"rows must be an int, got {type(rows).__name__}")
        result = self._results.get(rows)
        if result is None:
            if not 0 <= rows <= self.max_rows:
                raise ValueError(f"rows must lie in [0, {self.max_rows}] (the bound row count), got {rows}")
            out_rows = self.out[:rows]
            result = out_rows if self.lse is None else (out_rows, self.lse[:rows])
            self._results[rows] = result
        if rows == 0:
            return result
        if self._direct:
            workspace = self._workspace
            if workspace is not None and workspace.generation != self._generation:
                self._launches.clear()  # the workspace was reallocated: its addresses changed
                self._packed.clear()
                self._generation = workspace.generation
            stream = _raw_stream(self._device_index)
            packed = self._packed.get(rows)
            if packed and packed(stream):
                return result
            launch = self._launches.get(rows)
            if launch is None:
                launch = self._launches[rows] = _direct_args(*self._prefix(rows)) or ()
            if launch and launch_direct(*launch, stream):
                if packed is None:  # registered and launched once: pack it for the next calls
                    self._packed[rows] = pack_launch(*launch) or False
                return result
        self._slow(rows)
        if self._direct and not self._launches.get(rows):
            self._launches.pop(rows, None)  # prepare again now that the kind is compiled
        return result


def bind_sparse_attention(
    q: torch.Tensor,
    cache: PagedKVCache,
    indices: torch.Tensor,
    lengths: torch.Tensor | None = None,
    *,
    extra_cache: PagedKVCache | None = None,
    extra_indices: torch.Tensor | None = None,
    extra_lengths: torch.Tensor | None = None,
    sinks: torch.Tensor | None = None,
    softmax_scale: float | None = None,
    workspace: SplitKVWorkspace | None = None,
    num_splits: int | None = None,
    out: torch.Tensor | None = None,
    return_lse: bool = False,
) -> BoundSparseAttention:
    """Check the arguments of :func:`sparse_attention` once and return a :class:`BoundSparseAttention`
    whose calls launch the op on fixed buffers (the eager analogue of a CUDA graph: for engines that
    keep persistent ``q``/index/output buffers and do not capture graphs).

    Same arguments and errors as :func:`sparse_attention` (raised here, naming the argument); ``out``
    (and ``lse`` with ``return_lse``) are allocated once when not given. Nothing runs on the GPU
    until the bound object is called.
    """
    if not isinstance(return_lse, bool):
        _fail(TypeError, f"return_lse must be a bool, got {type(return_lse).__name__}")
    return BoundSparseAttention(
        q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale, workspace,
        num_splits, out, return_lse,
    )  # fmt: skip
