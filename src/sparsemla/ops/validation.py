"""Argument checks of the attention op: each names the argument at fault and the limit, and all run
before any launch."""

from __future__ import annotations

import math

import torch

from ..cache import PagedKVCache
from ..config import CPU_TENSORS_NEED_INTERPRETER, AttentionOptions, triton_interpreted
from ..formats import HEAD_DIM
from ..workspace import SplitKVWorkspace
from .overlap import lse_overlap, rows_overlap, self_overlapping
from .plan import MAX_SOFTMAX_SCALE, MAX_SPLITS, SUPPORTED_HEADS


def fail(exc, message):
    raise exc(f"sparse_attention: {message}")


def _check_index_source(name, cache, indices, lengths, rows, device, cache_name, debug_checks):
    if not isinstance(cache, PagedKVCache):
        fail(TypeError, f"{cache_name} must be a PagedKVCache, got {type(cache).__name__}")
    if cache.device != device:
        fail(ValueError, f"{cache_name} is on {cache.device}, q on {device}")
    if not isinstance(indices, torch.Tensor):
        fail(TypeError, f"{name} must be a torch.Tensor, got {type(indices).__name__}")
    if indices.dtype != torch.int32:
        fail(TypeError, f"{name} must be int32, got {indices.dtype}")
    if indices.dim() != 2 or indices.shape[0] != rows:
        fail(ValueError, f"{name} must have shape [{rows}, K], got {list(indices.shape)}")
    if indices.device != device:
        fail(ValueError, f"{name} is on {indices.device}, q on {device}")
    if indices.shape[1] > 1 and indices.stride(1) != 1:
        fail(ValueError, f"{name} must be contiguous along its last dim (stride(1) == 1)")
    length_name = "lengths" if name == "indices" else "extra_lengths"
    if lengths is not None:
        if not isinstance(lengths, torch.Tensor):
            fail(TypeError, f"{length_name} must be a torch.Tensor, got {type(lengths).__name__}")
        if lengths.dtype != torch.int32:
            fail(TypeError, f"{length_name} must be int32, got {lengths.dtype}")
        if lengths.shape != (rows,):
            fail(ValueError, f"{length_name} must have shape [{rows}], got {list(lengths.shape)}")
        if lengths.device != device:
            fail(ValueError, f"{length_name} is on {lengths.device}, q on {device}")
        if rows > 1 and lengths.stride(0) != 1:
            fail(ValueError, f"{length_name} must be contiguous")
    if debug_checks:
        _debug_check_values(name, indices, lengths, length_name, cache)


def _debug_check_values(name, indices, lengths, length_name, cache):
    """Value checks that read device memory (``AttentionOptions.debug_checks`` only)."""
    width = indices.shape[1]
    if lengths is not None and lengths.numel():
        low, high = int(lengths.min()), int(lengths.max())
        if low < 0 or high > width:
            fail(ValueError, f"{length_name} must lie in [0, {width}] (the width of {name}), got [{low}, {high}]")
    if lengths is not None:  # (entries at positions >= lengths[r] are ignored, whatever they hold)
        positions = torch.arange(width, device=indices.device)
        indices = indices[positions[None, :] < lengths.clamp(0, width)[:, None]]
    if indices.numel():
        low, high = int(indices.min()), int(indices.max())
        if low < -1 or high >= cache.num_slots:
            fail(ValueError, f"{name} must lie in [-1, {cache.num_slots}) (the cache's slots), got [{low}, {high}]")


def check_q(q) -> tuple[int, int]:
    """``q``'s checks (a bf16 ``[R, H, 512]`` tensor, H supported, last dim contiguous); returns ``(R, H)``."""
    if not isinstance(q, torch.Tensor):
        fail(TypeError, f"q must be a torch.Tensor, got {type(q).__name__}")
    if q.dtype != torch.bfloat16:
        fail(TypeError, f"q must be bfloat16, got {q.dtype}")
    if q.dim() != 3 or q.shape[2] != HEAD_DIM:
        fail(ValueError, f"q must have shape [R, H, {HEAD_DIM}], got {list(q.shape)}")
    rows, num_heads, _ = q.shape
    if num_heads not in SUPPORTED_HEADS:
        fail(ValueError, f"q has {num_heads} heads; supported: {SUPPORTED_HEADS}")
    if q.stride(2) != 1:
        fail(ValueError, "q must be contiguous along its last dim (stride(2) == 1)")
    return rows, num_heads


def check_softmax_scale(softmax_scale) -> None:
    """None, or a finite float (an int too) within what the kernels' float32 takes."""
    if softmax_scale is None:
        return
    if not isinstance(softmax_scale, (int, float)) or isinstance(softmax_scale, bool):
        fail(TypeError, f"softmax_scale must be a float, got {type(softmax_scale).__name__}")
    if isinstance(softmax_scale, float) and not math.isfinite(softmax_scale):
        fail(ValueError, f"softmax_scale must be finite, got {softmax_scale}")  # (NaN or inf: every output NaN)
    if abs(softmax_scale) > MAX_SOFTMAX_SCALE:  # (compared as given: a huge int does not fit a float)
        shown = f"{softmax_scale:.4g}" if isinstance(softmax_scale, float) else f"{len(str(abs(softmax_scale)))} digits"
        fail(ValueError, f"softmax_scale must lie within ±{MAX_SOFTMAX_SCALE:.4g} (the kernels take it times log2(e) "
             f"as a float32), got {shown}")  # fmt: skip


def check_argument_types(indices, lengths, extra_indices, extra_lengths, sinks, out, lse, num_splits) -> None:
    """The argument types :func:`validate_call` checks, alone (the registered op's wrapper runs them before
    torch's schema would coerce or refuse the values with messages of its own)."""
    if not isinstance(indices, torch.Tensor):
        fail(TypeError, f"indices must be a torch.Tensor, got {type(indices).__name__}")
    for name, value in (("lengths", lengths), ("extra_indices", extra_indices), ("extra_lengths", extra_lengths),
                        ("sinks", sinks), ("out", out), ("lse", lse)):  # fmt: skip
        if value is not None and not isinstance(value, torch.Tensor):
            fail(TypeError, f"{name} must be a torch.Tensor or None, got {type(value).__name__}")
    if num_splits is not None and (not isinstance(num_splits, int) or isinstance(num_splits, bool)):
        fail(TypeError, f"num_splits must be an int or None, got {type(num_splits).__name__}")


def validate_call(
    q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale, workspace,
    num_splits, out, options, lse=None, traced=False,
):
    """Every argument check of :func:`sparsemla.sparse_attention`, each raising with the argument's name,
    before anything is launched; returns ``num_splits``. ``traced``: for the registered op's fake kernel (fake
    tensors, sizes maybe symbolic), which leaves out's overlap checks to the op's run. Meta tensors have no
    data either: their calls skip the checks that read memory or addresses, as traced ones do."""
    if not isinstance(options, AttentionOptions):
        fail(TypeError, f"options must be an AttentionOptions, got {type(options).__name__}")
    rows, num_heads = check_q(q)
    device = q.device
    if device.type == "cpu" and not triton_interpreted():
        fail(ValueError, f"q is on the CPU, but {CPU_TENSORS_NEED_INTERPRETER}")
    traced = traced or device.type == "meta"
    debug_checks = options.debug_checks and not traced
    _check_index_source("indices", cache, indices, lengths, rows, device, "cache", debug_checks)
    if (extra_cache is None) != (extra_indices is None):
        fail(ValueError, "extra_cache and extra_indices must be given together")
    if extra_lengths is not None and extra_indices is None:
        fail(ValueError, "extra_lengths needs extra_indices")
    if extra_cache is not None:
        _check_index_source(
            "extra_indices", extra_cache, extra_indices, extra_lengths, rows, device, "extra_cache", debug_checks
        )
    if sinks is not None:
        if not isinstance(sinks, torch.Tensor) or sinks.dtype != torch.float32:
            fail(TypeError, f"sinks must be a float32 tensor, got {getattr(sinks, 'dtype', type(sinks).__name__)}")
        if sinks.shape != (num_heads,) or sinks.device != device or (num_heads > 1 and sinks.stride(0) != 1):
            fail(ValueError, f"sinks must be a contiguous [{num_heads}] tensor on {device}, got {list(sinks.shape)} "
                 f"with strides {list(sinks.stride())} on {sinks.device}")  # fmt: skip
    check_softmax_scale(softmax_scale)
    if out is not None:
        if not isinstance(out, torch.Tensor) or out.dtype != torch.bfloat16:
            fail(TypeError, f"out must be a bfloat16 tensor, got {getattr(out, 'dtype', type(out).__name__)}")
        if out.shape != q.shape or out.device != device or out.stride(2) != 1:
            fail(ValueError, f"out must be [{rows}, {num_heads}, {HEAD_DIM}] on {device}, last dim contiguous")
        if not traced:  # (addresses, and stride arithmetic that would guard on symbolic sizes)
            if self_overlapping(out.stride(), rows, num_heads):
                fail(ValueError, f"out's (row, head) vectors overlap one another (strides {list(out.stride())}): "
                     f"each needs {HEAD_DIM} elements of its own")  # fmt: skip
            if rows_overlap(q.data_ptr(), q.stride(), out.data_ptr(), out.stride(), rows, num_heads):
                fail(ValueError, "out shares memory with q (the kernels read q while they write out): pass an out "
                     "that does not overlap q")  # fmt: skip
    if lse is not None:
        if not isinstance(lse, torch.Tensor) or lse.dtype != torch.float32:
            fail(TypeError, f"lse must be a float32 tensor, got {getattr(lse, 'dtype', type(lse).__name__)}")
        if lse.shape != (rows, num_heads) or lse.device != device or not lse.is_contiguous():
            fail(ValueError, f"lse must be a contiguous [{rows}, {num_heads}] tensor on {device}, got "
                 f"{list(lse.shape)} with strides {list(lse.stride())} on {lse.device}")  # fmt: skip
        if not traced:
            met = lse_overlap(lse.data_ptr(), rows, num_heads, q.data_ptr(), q.stride(),
                              None if out is None else out.data_ptr(), None if out is None else out.stride(),
                              None if sinks is None else sinks.data_ptr())  # fmt: skip
            if met is not None:
                fail(ValueError, f"lse shares memory with {met} (the kernels write lse while they read q and sinks "
                     "and write out): pass an lse that overlaps none of them")  # fmt: skip
    if workspace is not None:
        if not isinstance(workspace, SplitKVWorkspace):
            fail(TypeError, f"workspace must be a SplitKVWorkspace, got {type(workspace).__name__}")
        if workspace.device != device:
            fail(ValueError, f"workspace is on {workspace.device}, q on {device}")
        workspace.check_rows(rows)
    if num_splits is not None:
        if not isinstance(num_splits, int) or isinstance(num_splits, bool):
            fail(TypeError, f"num_splits must be an int or None, got {type(num_splits).__name__}")
        if not 1 <= num_splits <= MAX_SPLITS:
            fail(ValueError, f"num_splits must lie in [1, {MAX_SPLITS}], got {num_splits}")
        if num_splits > 1:
            if workspace is None:
                fail(ValueError, f"num_splits={num_splits} needs a workspace (SplitKVWorkspace)")
            pairs = workspace.split_pairs(workspace.sm_count)
            if rows * num_splits > pairs:
                fail(
                    RuntimeError,
                    f"rows × num_splits = {rows} × {num_splits} exceeds the workspace scratch of {pairs} "
                    "(row, split) pairs (2 × sm_count); use fewer splits",
                )

    return num_splits
