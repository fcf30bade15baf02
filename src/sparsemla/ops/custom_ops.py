"""The attention op registered with ``torch.library`` (namespace ``sparsemla``), so that ``torch.compile``
sees it as one op rather than tracing Python.

Two ops, registered when :mod:`sparsemla` is imported:

``torch.ops.sparsemla.sparse_attention(...) -> (Tensor out, Tensor lse)``
    out bf16 ``[R, H, 512]`` (strides of ``q``), lse fp32 ``[R, H]`` (natural log, sink excluded,
    ``empty_row_lse`` for a row with no valid entry).
``torch.ops.sparsemla.sparse_attention_out(..., Tensor(a!) out, Tensor(b!)? lse) -> ()``
    the same, written into caller buffers (``lse`` may be None).

Arguments, in order (the op only takes tensors and scalars)::

    q, cache, cache_format, cache_page_size, cache_scale, indices, lengths,
    extra_cache, extra_format, extra_page_size, extra_scale, extra_indices, extra_lengths,
    sinks, softmax_scale, counters, partial_o, partial_lse, num_splits,
    kernel, cooperative, launch, qk_fp8, debug_checks, empty_row_lse

A cache is its byte tensor, uint8 ``[num_pages, page_bytes]`` contiguous (``PagedKVCache.data``, or any
buffer of that shape; the page stride may exceed the format's page size), plus its format name, page
size and per-tensor scale (``fp8_uniform``; 1.0 otherwise). ``extra_cache=None`` means no second
source (``extra_format`` etc. are then ignored). ``counters``/``partial_o``/``partial_lse`` are a
:class:`~sparsemla.SplitKVWorkspace`'s buffers for ``H`` heads (``workspace.buffers(H)``), all three or
none; the op writes them (the counters come back to zero). The last six arguments are the fields of
:class:`~sparsemla.AttentionOptions`. Every check of :func:`sparsemla.sparse_attention` applies, with
the same errors.

:func:`sparse_attention_op` takes the arguments of :func:`sparsemla.sparse_attention` (cache and
workspace objects) and calls the right op; it is what a compiled module calls.
"""

from __future__ import annotations

import functools
from typing import Optional

import torch

from ..cache import PagedKVCache
from ..config import AttentionOptions, default_options
from ..formats import HEAD_DIM
from ..workspace import MIN_HEAD_GROUP, SplitKVWorkspace
from .attention import sparse_attention
from .validation import check_argument_types, check_q, check_softmax_scale

__all__ = ["OP_NAMES", "sparse_attention_op"]

NAMESPACE = "sparsemla"
OP_NAMES = (f"{NAMESPACE}::sparse_attention", f"{NAMESPACE}::sparse_attention_out")

_Tensor = torch.Tensor


@functools.lru_cache(maxsize=64)
def _options(
    kernel: str, cooperative: bool, launch: str, qk_fp8: bool, debug_checks: bool, empty_row_lse: float
) -> AttentionOptions:
    return AttentionOptions(kernel=kernel, cooperative=cooperative, launch=launch, qk_fp8=qk_fp8,
                            debug_checks=debug_checks, empty_row_lse=empty_row_lse)  # fmt: skip


# Workspaces rebuilt around buffers passed to the op, by the buffers' addresses and sizes. An entry keeps
# its buffers alive, so an address cannot be reused while its entry exists.
_WORKSPACES: dict[tuple, SplitKVWorkspace] = {}
_MAX_WORKSPACES = 64


def _workspace(counters, partial_o, partial_lse, num_heads: int) -> SplitKVWorkspace | None:
    given = (counters is not None, partial_o is not None, partial_lse is not None)
    if not any(given):
        return None
    if not all(given):
        raise ValueError("sparse_attention: counters, partial_o and partial_lse must be given together (or none)")
    key = (num_heads, counters.data_ptr(), counters.numel(), partial_o.data_ptr(), partial_o.numel(),
           partial_lse.data_ptr(), partial_lse.numel(), counters.device)  # fmt: skip
    found = _WORKSPACES.get(key)
    if found is not None:
        return found
    for name, tensor, dtype in (("counters", counters, torch.int32), ("partial_o", partial_o, torch.float32),
                                ("partial_lse", partial_lse, torch.float32)):  # fmt: skip
        if tensor.dtype != dtype or tensor.dim() != 1 or not tensor.is_contiguous():
            raise ValueError(f"sparse_attention: {name} must be a contiguous 1-D {dtype} tensor (SplitKVWorkspace.buffers)")
    padded_heads = -(-num_heads // MIN_HEAD_GROUP) * MIN_HEAD_GROUP
    groups = padded_heads // MIN_HEAD_GROUP
    pairs = partial_lse.numel() // padded_heads
    if pairs < 2 or pairs % 2 or partial_lse.numel() != pairs * padded_heads or partial_o.numel() != pairs * padded_heads * HEAD_DIM:
        raise ValueError(
            f"sparse_attention: partial_o/partial_lse sizes {partial_o.numel()}/{partial_lse.numel()} are not a "
            f"SplitKVWorkspace's buffers for {num_heads} heads"
        )
    workspace = SplitKVWorkspace(counters.device, max(1, counters.numel() // groups), sm_count=pairs // 2)
    workspace._buffers[num_heads] = (counters, partial_o, partial_lse)
    if len(_WORKSPACES) >= _MAX_WORKSPACES:
        _WORKSPACES.clear()
    _WORKSPACES[key] = workspace
    return workspace


def _run(q, cache, cache_format, cache_page_size, cache_scale, indices, lengths, extra_cache, extra_format,
         extra_page_size, extra_scale, extra_indices, extra_lengths, sinks, softmax_scale, counters, partial_o,
         partial_lse, num_splits, kernel, cooperative, launch, qk_fp8, debug_checks, empty_row_lse, out, lse,
         want_lse):  # fmt: skip
    check_q(q)  # (before the workspace's buffers are matched to q's head count)
    main = PagedKVCache.from_buffer(cache, cache_page_size, cache_format, cache_scale)
    extra = None
    if extra_cache is not None:
        extra = PagedKVCache.from_buffer(extra_cache, extra_page_size, extra_format, extra_scale)
    workspace = _workspace(counters, partial_o, partial_lse, q.shape[1] if q.dim() == 3 else 0)
    return sparse_attention(
        q, main, indices, lengths, extra_cache=extra, extra_indices=extra_indices, extra_lengths=extra_lengths,
        sinks=sinks, softmax_scale=softmax_scale, workspace=workspace, num_splits=num_splits, out=out, lse=lse,
        return_lse=want_lse, options=_options(kernel, cooperative, launch, qk_fp8, debug_checks, empty_row_lse),
    )  # fmt: skip


@torch.library.custom_op(OP_NAMES[0], mutates_args=("counters", "partial_o", "partial_lse"))
def _sparse_attention(
    q: _Tensor, cache: _Tensor, cache_format: str, cache_page_size: int, cache_scale: float,
    indices: _Tensor, lengths: Optional[_Tensor],
    extra_cache: Optional[_Tensor], extra_format: str, extra_page_size: int, extra_scale: float,
    extra_indices: Optional[_Tensor], extra_lengths: Optional[_Tensor],
    sinks: Optional[_Tensor], softmax_scale: Optional[float],
    counters: Optional[_Tensor], partial_o: Optional[_Tensor], partial_lse: Optional[_Tensor],
    num_splits: Optional[int], kernel: str, cooperative: bool, launch: str, qk_fp8: bool, debug_checks: bool,
    empty_row_lse: float,
) -> tuple[_Tensor, _Tensor]:  # fmt: skip
    return _run(
        q, cache, cache_format, cache_page_size, cache_scale, indices, lengths, extra_cache, extra_format,
        extra_page_size, extra_scale, extra_indices, extra_lengths, sinks, softmax_scale, counters, partial_o,
        partial_lse, num_splits, kernel, cooperative, launch, qk_fp8, debug_checks, empty_row_lse, None, None, True,
    )  # fmt: skip


@_sparse_attention.register_fake
def _sparse_attention_fake(q, cache, cache_format, cache_page_size, cache_scale, indices, lengths, extra_cache,
                           extra_format, extra_page_size, extra_scale, extra_indices, extra_lengths, sinks,
                           softmax_scale, counters, partial_o, partial_lse, num_splits, kernel, cooperative, launch,
                           qk_fp8, debug_checks, empty_row_lse):  # fmt: skip
    if q.dim() != 3:
        raise ValueError(f"sparse_attention: q must have shape [R, H, {HEAD_DIM}], got {list(q.shape)}")
    return torch.empty_like(q), q.new_empty((q.shape[0], q.shape[1]), dtype=torch.float32)


@torch.library.custom_op(OP_NAMES[1], mutates_args=("out", "lse", "counters", "partial_o", "partial_lse"))
def _sparse_attention_out(
    q: _Tensor, cache: _Tensor, cache_format: str, cache_page_size: int, cache_scale: float,
    indices: _Tensor, lengths: Optional[_Tensor],
    extra_cache: Optional[_Tensor], extra_format: str, extra_page_size: int, extra_scale: float,
    extra_indices: Optional[_Tensor], extra_lengths: Optional[_Tensor],
    sinks: Optional[_Tensor], softmax_scale: Optional[float],
    counters: Optional[_Tensor], partial_o: Optional[_Tensor], partial_lse: Optional[_Tensor],
    num_splits: Optional[int], kernel: str, cooperative: bool, launch: str, qk_fp8: bool, debug_checks: bool,
    empty_row_lse: float, out: _Tensor, lse: Optional[_Tensor],
) -> None:  # fmt: skip
    _run(
        q, cache, cache_format, cache_page_size, cache_scale, indices, lengths, extra_cache, extra_format,
        extra_page_size, extra_scale, extra_indices, extra_lengths, sinks, softmax_scale, counters, partial_o,
        partial_lse, num_splits, kernel, cooperative, launch, qk_fp8, debug_checks, empty_row_lse, out, lse, False,
    )  # fmt: skip


@_sparse_attention_out.register_fake
def _sparse_attention_out_fake(*args) -> None:
    return None


def sparse_attention_op(
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
    lse: torch.Tensor | None = None,
    return_lse: bool = False,
    options: AttentionOptions | None = None,
):
    """:func:`sparsemla.sparse_attention` through the registered ops (``sparse_attention_out`` when
    ``out`` is given, else ``sparse_attention``): same arguments, results and errors, plus ``lse`` (an
    fp32 ``[R, H]`` buffer the out-variant writes; it is returned when ``return_lse``).

    Under ``torch.compile`` the workspace's buffers for ``H`` heads must exist already (made by an
    eager call or ``workspace.counters(H)``, outside graph capture): RuntimeError otherwise.
    """
    if options is None:
        options = default_options()
    if type(options) is not AttentionOptions:
        raise TypeError(f"sparse_attention: options must be an AttentionOptions, got {type(options).__name__}")
    for name, source in (("cache", cache), ("extra_cache", extra_cache)):
        if (source is not None or name == "cache") and not isinstance(source, PagedKVCache):
            raise TypeError(f"sparse_attention: {name} must be a PagedKVCache, got {type(source).__name__}")
    num_heads = check_q(q)[1]  # (before the workspace's buffers for its head count are looked up)
    check_softmax_scale(softmax_scale)
    check_argument_types(indices, lengths, extra_indices, extra_lengths, sinks, out, lse, num_splits)
    if return_lse is not False and return_lse is not True:
        raise TypeError(f"sparse_attention: return_lse must be a bool, got {type(return_lse).__name__}")
    counters = partial_o = partial_lse = None
    if workspace is not None:
        if not isinstance(workspace, SplitKVWorkspace):
            raise TypeError(f"sparse_attention: workspace must be a SplitKVWorkspace, got {type(workspace).__name__}")
        if torch.compiler.is_compiling():
            buffers = workspace._buffers.get(num_heads)
            if buffers is None:
                raise RuntimeError(
                    f"sparse_attention: call workspace.counters({num_heads}) before compiling (buffers are made "
                    "outside graph capture)"
                )
        else:
            buffers = workspace.buffers(num_heads)
        counters, partial_o, partial_lse = buffers
    extra = (
        (None, "bf16", 1, 1.0)
        if extra_cache is None
        else (extra_cache.data, extra_cache.fmt, extra_cache.page_size, extra_cache.scale)
    )
    args = (
        q, cache.data, cache.fmt, cache.page_size, cache.scale, indices, lengths, *extra, extra_indices,
        extra_lengths, sinks, None if softmax_scale is None else float(softmax_scale), counters, partial_o,
        partial_lse, num_splits, options.kernel, options.cooperative, options.launch, options.qk_fp8,
        options.debug_checks, options.empty_row_lse,
    )  # fmt: skip
    if out is None:
        if lse is not None:
            raise ValueError("sparse_attention: lse= needs out= (the out-variant writes both)")
        result_out, result_lse = torch.ops.sparsemla.sparse_attention(*args)
    else:
        if return_lse and lse is None:  # (before the launch)
            raise ValueError("sparse_attention: return_lse with out= needs an lse= buffer")
        torch.ops.sparsemla.sparse_attention_out(*args, out, lse)
        result_out, result_lse = out, lse
    if return_lse:
        return result_out, result_lse
    return result_out
