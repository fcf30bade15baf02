"""The public sparse attention op: validation, split choice, launch."""

from __future__ import annotations

import os

import torch

from .cache import PagedKVCache
from .formats import HEAD_DIM
from .kernels.sparse_attention import launch_sparse_attention, source_args
from .reference import DEFAULT_SOFTMAX_SCALE
from .workspace import SplitKVWorkspace

SUPPORTED_HEADS = (8, 16, 32, 64, 128)
MAX_SPLITS = 32
# Each split keeps at least this many index entries: the last program's merge reads every split's
# partial output, so tiny splits cost more than they save.
MIN_SPLIT_WIDTH = 128
# Host-side index checks (a device sync) when SPARSEMLA_DEBUG=1; see sparse_attention's docstring.
DEBUG = os.environ.get("SPARSEMLA_DEBUG", "0") not in ("", "0")


def kernel_config(num_heads: int) -> dict:
    """Launch parameters for ``num_heads`` query heads.

    H ≥ 64: programs of 64 heads with the matrix products swapped (Sᵀ = K·Qᵀ, Oᵀ = Vᵀ·Pᵀ), 32-row
    tiles, 8 warps: the 512 output channels spread over two warpgroups, so nothing spills and each
    gathered row is dequantized once for 64 heads. H ≤ 32: programs of 32 heads (16 when H ≤ 16, the
    padding masked inside the kernel) with 16-row tiles and 4 warps. Register counts come from the
    ptxas report for Triton 3.6 / sm_90a.
    """
    if num_heads >= 64:
        return dict(block_h=64, block_n=32, swap_ab=True, num_warps=8, num_stages=1)
    block_h = min(max(num_heads, 16), 32)
    return dict(block_h=block_h, block_n=16, swap_ab=False, num_warps=4, num_stages=1)


def choose_num_splits(query_rows: int, num_heads: int, index_width: int, sm_count: int) -> int:
    """Splits per (row, head group) so that the launch fills about one wave of SMs.

    No split when rows × head groups already reach the SM count. Otherwise
    ``sm_count // (rows × groups)`` splits, capped so each split keeps at least ``MIN_SPLIT_WIDTH``
    entries, at ``MAX_SPLITS``, and by the workspace scratch (rows × splits ≤ 2 × SMs).
    """
    programs = query_rows * -(-num_heads // kernel_config(num_heads)["block_h"])
    if programs >= sm_count or query_rows == 0:
        return 1
    by_work = max(1, index_width // MIN_SPLIT_WIDTH)
    by_scratch = SplitKVWorkspace.split_pairs(sm_count) // query_rows
    return max(1, min(sm_count // programs, by_work, MAX_SPLITS, by_scratch))


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
        out: optional bf16 [R, H, 512] output (last dim contiguous), written in place.
        return_lse: also return fp32 [R, H] natural-log LSE (sink excluded, -inf for empty rows).

    Returns:
        ``out`` bf16 [R, H, 512], or ``(out, lse)`` when ``return_lse``. Rows with no valid entry
        give zeros. Nothing is allocated besides ``out``/``lse`` and nothing waits on the device
        (unless ``SPARSEMLA_DEBUG=1``).
    """
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
    if softmax_scale is None:
        softmax_scale = DEFAULT_SOFTMAX_SCALE
    elif not isinstance(softmax_scale, (int, float)) or isinstance(softmax_scale, bool):
        _fail(TypeError, f"softmax_scale must be a float, got {type(softmax_scale).__name__}")
    if out is not None:
        if not isinstance(out, torch.Tensor) or out.dtype != torch.bfloat16:
            _fail(TypeError, f"out must be a bfloat16 tensor, got {getattr(out, 'dtype', type(out).__name__)}")
        if out.shape != q.shape or out.device != device or out.stride(2) != 1:
            _fail(ValueError, f"out must be [{rows}, {num_heads}, {HEAD_DIM}] on {device}, last dim contiguous")

    width = indices.shape[1] + (extra_indices.shape[1] if extra_indices is not None else 0)
    if workspace is not None:
        if not isinstance(workspace, SplitKVWorkspace):
            _fail(TypeError, f"workspace must be a SplitKVWorkspace, got {type(workspace).__name__}")
        if workspace.device != device:
            _fail(ValueError, f"workspace is on {workspace.device}, q on {device}")
        workspace.check_rows(rows)
    if num_splits is None:
        num_splits = 1 if workspace is None else choose_num_splits(rows, num_heads, width, workspace.sm_count)
    else:
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

    if out is None:
        out = torch.empty_like(q)
    lse = torch.empty(rows, num_heads, dtype=torch.float32, device=device) if return_lse else None
    if rows == 0:
        return (out, lse) if return_lse else out

    counters = partial_o = partial_lse = None
    if num_splits > 1:
        counters, partial_o, partial_lse = workspace.buffers(num_heads)
    main = source_args(cache, indices, lengths)
    extra = source_args(extra_cache, extra_indices, extra_lengths) if extra_cache is not None else None
    launch_sparse_attention(
        q, out, lse, sinks, main, extra, counters, partial_o, partial_lse,
        softmax_scale=float(softmax_scale), num_splits=num_splits,
        **kernel_config(num_heads),
    )  # fmt: skip
    return (out, lse) if return_lse else out
