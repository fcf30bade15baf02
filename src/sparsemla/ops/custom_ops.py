"""The attention op registered with ``torch.library`` (namespace ``sparsemla``), so that ``torch.compile``
sees it as one op rather than tracing Python.

Two ops, registered when :mod:`sparsemla` is imported:

``torch.ops.sparsemla.sparse_attention(...) -> (Tensor out, Tensor lse)``
    out bf16 ``[R, H, 512]`` (laid out as ``torch.empty_like(q)``, whichever kernel runs), lse fp32 ``[R, H]``
    (natural log, sink excluded, ``empty_row_lse`` for a row with no valid entry).
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
the same errors; the fake kernels (tracing) raise them too, but for those that read memory (``out``
overlapping itself or ``q``, ``debug_checks``) or depend on the device, left to the run.

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
from .validation import check_argument_types, check_q, check_softmax_scale, validate_call

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


# The sizing (SM count, row capacity) of a workspace over buffers passed to the op, by head count, buffer sizes
# and device. Each call gets a shallow copy holding that call's buffers: nothing here keeps them alive after
# the call (functionalization may pass fresh copies of the caller's buffers on every call).
_WORKSPACES: dict[tuple, SplitKVWorkspace] = {}
_MAX_WORKSPACES = 64


def _workspace(counters, partial_o, partial_lse, num_heads: int) -> SplitKVWorkspace | None:
    given = (counters is not None, partial_o is not None, partial_lse is not None)
    if not any(given):
        return None
    if not all(given):
        raise ValueError("sparse_attention: counters, partial_o and partial_lse must be given together (or none)")
    for name, tensor, dtype in (("counters", counters, torch.int32), ("partial_o", partial_o, torch.float32),
                                ("partial_lse", partial_lse, torch.float32)):  # fmt: skip
        if tensor.dtype != dtype or tensor.dim() != 1 or not tensor.is_contiguous():
            raise ValueError(f"sparse_attention: {name} must be a contiguous 1-D {dtype} tensor (SplitKVWorkspace.buffers)")
        if tensor.device != counters.device:
            raise ValueError(f"sparse_attention: {name} is on {tensor.device}, counters on {counters.device}")
    # (int: sizes may be symbolic in the fake kernel; a workspace's buffers keep their sizes, so it may specialise)
    key = (int(num_heads), int(counters.numel()), int(partial_o.numel()), int(partial_lse.numel()), counters.device)
    template = _WORKSPACES.get(key)
    if template is None:
        num_heads, counters_size, partial_o_size, partial_lse_size = key[:4]
        padded_heads = -(-num_heads // MIN_HEAD_GROUP) * MIN_HEAD_GROUP
        groups = padded_heads // MIN_HEAD_GROUP
        pairs = partial_lse_size // padded_heads
        if (pairs < 2 or pairs % 2 or partial_lse_size != pairs * padded_heads
                or partial_o_size != pairs * padded_heads * HEAD_DIM):  # fmt: skip
            raise ValueError(
                f"sparse_attention: partial_o/partial_lse sizes {partial_o_size}/{partial_lse_size} are not a "
                f"SplitKVWorkspace's buffers for {num_heads} heads"
            )
        template = SplitKVWorkspace(counters.device, max(1, counters_size // groups), sm_count=pairs // 2)
        if len(_WORKSPACES) >= _MAX_WORKSPACES:
            _WORKSPACES.clear()
        _WORKSPACES[key] = template
    workspace = object.__new__(SplitKVWorkspace)  # (a shallow copy, without copy.copy's cost)
    workspace.__dict__.update(template.__dict__)
    workspace._buffers = {key[0]: (counters, partial_o, partial_lse)}
    workspace._pointers = {}
    return workspace


def _call_parts(describe, q, cache, cache_format, cache_page_size, cache_scale, extra_cache, extra_format,
                extra_page_size, extra_scale, counters, partial_o, partial_lse, option_fields):  # fmt: skip
    """The op's sources (``describe``: ``PagedKVCache.from_buffer`` for a run, ``_described`` for the fake
    kernels, which have no addresses), workspace and options, checked in the op's order."""
    check_q(q)  # (before the workspace's buffers are matched to q's head count)
    main = describe(cache, cache_page_size, cache_format, cache_scale)
    extra = None if extra_cache is None else describe(extra_cache, extra_page_size, extra_format, extra_scale)
    return main, extra, _workspace(counters, partial_o, partial_lse, q.shape[1]), _options(*option_fields)


def _run(q, cache, cache_format, cache_page_size, cache_scale, indices, lengths, extra_cache, extra_format,
         extra_page_size, extra_scale, extra_indices, extra_lengths, sinks, softmax_scale, counters, partial_o,
         partial_lse, num_splits, kernel, cooperative, launch, qk_fp8, debug_checks, empty_row_lse, out,
         lse):  # fmt: skip
    """The op's run; with ``out`` None (``sparse_attention``) it allocates ``out`` as the fake kernel says
    (``torch.empty_like(q)``, whichever kernel runs) and ``lse``, and returns both."""
    main, extra, workspace, options = _call_parts(
        PagedKVCache.from_buffer, q, cache, cache_format, cache_page_size, cache_scale, extra_cache, extra_format,
        extra_page_size, extra_scale, counters, partial_o, partial_lse,
        (kernel, cooperative, launch, qk_fp8, debug_checks, empty_row_lse),
    )  # fmt: skip
    functional = out is None
    if functional:
        out = torch.empty_like(q)
        lse = torch.empty(q.shape[:2], dtype=torch.float32, device=q.device)
    sparse_attention(
        q, main, indices, lengths, extra_cache=extra, extra_indices=extra_indices, extra_lengths=extra_lengths,
        sinks=sinks, softmax_scale=softmax_scale, workspace=workspace, num_splits=num_splits, out=out, lse=lse,
        options=options,
    )  # fmt: skip
    return (out, lse) if functional else None


def _check_traced(q, cache, cache_format, cache_page_size, cache_scale, indices, lengths, extra_cache, extra_format,
                  extra_page_size, extra_scale, extra_indices, extra_lengths, sinks, softmax_scale, counters, partial_o,
                  partial_lse, num_splits, kernel, cooperative, launch, qk_fp8, debug_checks, empty_row_lse, out,
                  lse) -> None:  # fmt: skip
    """The fake kernels' checks: :func:`_run`'s, in its order and with its errors, except what needs data
    (``out``'s overlap, ``debug_checks``' value checks) or a device (which kernel can run the call), and
    those of a scalar that tracing made symbolic (checking its value would specialise the graph on it)."""
    symbolic = (torch.SymInt, torch.SymFloat)
    cache_page_size, extra_page_size, cache_scale, extra_scale, softmax_scale, num_splits = (
        placeholder if isinstance(value, symbolic) else value
        for value, placeholder in ((cache_page_size, 1), (extra_page_size, 1), (cache_scale, 1.0), (extra_scale, 1.0),
                                   (softmax_scale, None), (num_splits, None))
    )  # fmt: skip
    main, extra, workspace, options = _call_parts(
        PagedKVCache._described, q, cache, cache_format, cache_page_size, cache_scale, extra_cache, extra_format,
        extra_page_size, extra_scale, counters, partial_o, partial_lse,
        (kernel, cooperative, launch, qk_fp8, debug_checks, empty_row_lse),
    )  # fmt: skip
    if debug_checks:
        options = options.replace(debug_checks=False)
    validate_call(q, main, indices, lengths, extra, extra_indices, extra_lengths, sinks, softmax_scale, workspace,
                  num_splits, out, options, lse, traced=True)  # fmt: skip


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
        partial_lse, num_splits, kernel, cooperative, launch, qk_fp8, debug_checks, empty_row_lse, None, None,
    )  # fmt: skip


@_sparse_attention.register_fake
def _sparse_attention_fake(*args):
    _check_traced(*args, None, None)
    q = args[0]
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
        partial_lse, num_splits, kernel, cooperative, launch, qk_fp8, debug_checks, empty_row_lse, out, lse,
    )  # fmt: skip


@_sparse_attention_out.register_fake
def _sparse_attention_out_fake(*args) -> None:
    _check_traced(*args)


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
    if not (isinstance(softmax_scale, float) and torch.compiler.is_compiling()):
        # (a traced float may be symbolic, e.g. a module attribute under dynamic=True, which math.isfinite would
        # break the graph on: the fake kernel checks it, with the value the op's float argument specialises on)
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
