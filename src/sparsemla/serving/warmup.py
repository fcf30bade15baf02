"""Compile a backend's kernels before serving (:meth:`DSv4AttentionBackend.warmup`).

A serving step runs three kinds of kernels: the step metadata (one kind per mode, and for extend steps
per power of two of the request count), each layer's inputs (per layer type, row dtype, with or without
a compressed row) and attention (per layer type's format pair and split merge). Each compiles on its
first call; the warm-up makes those calls on inputs that read and write nothing of the pools (every
request is padding, every store slot is −1), then leaves the backend with no step set up.
"""

from __future__ import annotations

import torch

from ..formats import HEAD_DIM
from ..ops.warmup import run_kinds
from .fused import build_step_metadata, store_layer_inputs
from .pools import CSA, HCA, SLIDING


def warmup_backend(backend, kv_dtypes=(torch.bfloat16,), index_dtypes=(torch.int32, torch.int64),
                   topk_dtypes=(torch.int32,)) -> int:  # fmt: skip
    """Run every kind of kernel call ``backend``'s steps make; returns how many kinds ran.

    ``kv_dtypes``: dtypes of the rows ``forward`` stores (``kv``, ``compressed_kv``); ``index_dtypes``:
    of the request tensors (``req_slots``/``seq_lens``, ``req_pool_indices``); ``topk_dtypes``: of the
    CSA ``topk_ids``."""
    for name, dtypes, allowed in (
        ("kv_dtypes", kv_dtypes, None), ("index_dtypes", index_dtypes, (torch.int32, torch.int64)),
        ("topk_dtypes", topk_dtypes, (torch.int32, torch.int64)),
    ):  # (the dtypes forward and init_forward_metadata take)
        if isinstance(dtypes, torch.dtype) or not all(isinstance(d, torch.dtype) for d in dtypes):
            raise TypeError(f"{name} must be a sequence of torch dtypes, got {dtypes!r}")
        for dtype in dtypes:
            if (allowed is None and not dtype.is_floating_point) or (allowed is not None and dtype not in allowed):
                what = "floating-point dtypes" if allowed is None else "int32 / int64"
                raise TypeError(f"{name} must hold {what} (as forward takes), got {dtype}")
    config, pools, meta = backend.config, backend.pools, backend.metadata
    device = backend.device
    types = list(dict.fromkeys(config.layer_types))
    kinds = 0
    meta.mode, meta.num_rows, meta.num_requests = None, 0, 0
    if backend.attention_impl == "triton":
        # Attention on the backend's own buffers (their strides and geometry are what Triton compiles
        # for), one query row whose lengths are zero: nothing of the pools is read.
        q = torch.zeros(1, config.num_heads, HEAD_DIM, dtype=torch.bfloat16, device=device)
        sinks = torch.zeros(config.num_heads, dtype=torch.float32, device=device)
        sources = {SLIDING: (None, None, None)}
        if meta.topk_indices is not None:
            meta.topk_lengths[:1].zero_()
            sources[CSA] = (meta.topk_indices[:1], meta.topk_lengths[:1])
        if meta.hca_indices is not None:
            meta.hca_lengths[:1].zero_()
            sources[HCA] = (meta.hca_indices[:1], meta.hca_lengths[:1])
        meta.swa_lengths[:1].zero_()
        calls = []
        for layer_type in types:
            layer = config.layer_types.index(layer_type)
            extra = (None, None, None)
            if layer_type != SLIDING:
                extra = (pools.compressed_caches[layer], *sources[layer_type])
            calls.append((
                q, pools.swa_caches[layer], meta.swa_indices[:1], meta.swa_lengths[:1], *extra, sinks,
                config.softmax_scale, backend.workspace, None, backend.out[:1], None, config.options,
            ))  # fmt: skip
        kinds += run_kinds(calls, splits=config.num_splits != 1)
        if device.type == "cuda":
            if backend.rows_workspace is not None:
                kinds += _warm_distinct_rows(backend, calls)
            kinds += _warm_e4m3(backend, calls)
    if not backend.fused:
        return kinds
    groups = pools.groups
    # Step metadata: one row of one padding request per mode (and per extend batch block).
    modes = [("decode", 1, 1)]
    if config.num_draft_tokens:
        modes.append(("verify", config.num_draft_tokens, 1))
    live = 1
    while True:
        modes.append(("extend", 1, live))
        if live >= config.max_running_requests:
            break
        live *= 2
    for dtype in index_dtypes:
        for mode, per_request, num_live in modes:
            slots = torch.full((num_live,), -1, dtype=dtype, device=device)
            lens = torch.zeros(num_live, dtype=dtype, device=device)
            build_step_metadata(meta, groups, mode, slots, lens, lens, per_request, per_request, num_live)
            kinds += 1
    # Layer inputs: per layer type, row dtype, with and without a compressed row, top-k id dtype.
    no_slot = torch.full((1,), -1, dtype=torch.int64, device=device)
    meta.row_slot[:1].fill_(-1)
    for layer_type in types:
        layer = config.layer_types.index(layer_type)
        for dtype in kv_dtypes:
            rows = torch.zeros(1, HEAD_DIM, dtype=dtype, device=device)
            compressed_options = [False] if layer_type == SLIDING else [False, True]
            for compressed in compressed_options:
                for topk_dtype in topk_dtypes if layer_type == CSA else [None]:
                    ids = torch.full((1, config.index_topk), -1, dtype=topk_dtype, device=device) if topk_dtype else None
                    store_layer_inputs(
                        meta, pools.swa_caches[layer], rows, no_slot,
                        pools.compressed_caches[layer] if compressed else None, rows if compressed else None,
                        no_slot if compressed else None, groups[CSA] if ids is not None else None, ids,
                    )  # fmt: skip
                    kinds += 1
    if device.type == "cuda":
        torch.cuda.synchronize(device)
    return kinds


def _warm_distinct_rows(backend, calls) -> int:
    """The distinct-rows path's kernels per layer type (``config.distinct_rows``): the copy's (one row whose
    lengths are zero marks nothing and copies nothing) and the CuTe DSL kernel's variant over the copy
    (``f16rows``), loaded on the device (the one-row calls never run it: an extend step of
    512 rows would compile or load it)."""
    from ..ops.distinct_rows import copy_distinct_rows, copy_variant_key
    from ..ops.plan import DISTINCT_ROWS_MIN_ROWS, distinct_rows_reason

    kinds, keys = 0, []
    for call in calls:
        q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks = call[:8]
        if distinct_rows_reason(q, cache, extra_cache, backend.config.options, rows=DISTINCT_ROWS_MIN_ROWS):
            continue  # (calls of that size would not take the path here)
        copy_distinct_rows(backend.rows_workspace, 1, cache, indices, lengths, extra_cache, extra_indices,
                           extra_lengths)  # fmt: skip
        kinds += 1
        keys.append(copy_variant_key(cache, extra_cache, lengths is not None, extra_cache is not None
                                     and extra_lengths is not None, sinks is not None, call[12] is not None,
                                     q.shape[1]))  # fmt: skip
    return kinds + _load_cute(backend, keys)


def _warm_e4m3(backend, calls) -> int:
    """``qk_fp8``: the e4m3 prefill kernel's variants of the layer types whose prefill-sized calls run it,
    loaded on the device (the one-row calls never run it)."""
    from ..ops.plan import DISTINCT_ROWS_MIN_ROWS, e4m3_prefill_reason

    options = backend.config.options
    keys = [_cute_key(call, "e4m3rows") for call in calls if options.qk_fp8 and e4m3_prefill_reason(
        call[0], call[1], call[4], options, backend.config.num_splits, rows=DISTINCT_ROWS_MIN_ROWS) is None]  # fmt: skip
    return _load_cute(backend, keys)


def _cute_key(call, design: str) -> tuple:
    """The CuTe DSL variant of ``design`` a prefill-sized call like ``call`` (run_kinds' tuple) launches."""
    from ..kernels.cute.launch import FORMAT_CODES, variant_key

    q, cache, _, lengths, extra_cache, _, extra_lengths, sinks = call[:8]
    extra = extra_cache is not None
    return variant_key(FORMAT_CODES[cache.fmt], FORMAT_CODES[extra_cache.fmt] if extra else -1, lengths is not None,
                       extra and extra_lengths is not None, sinks is not None, call[12] is not None, q.shape[1], design)  # fmt: skip


def _load_cute(backend, keys) -> int:
    """Load CuTe DSL variants ``keys`` on the backend's device (compiled, or read from the cache); how many.
    One that cannot load is handled as the op would: warned once under ``kernel="auto"`` (the calls run
    without it), raised under ``kernel="cute"``."""
    from ..kernels.cute import launch as cute
    from ..ops.plan import cute_fallback

    device = backend.device
    index = device.index if device.index is not None else torch.cuda.current_device()
    keys = list(dict.fromkeys(keys))
    try:
        for key in keys:
            cute.cute_launch(key, index)
    except cute.CuteUnavailableError as error:
        cute_fallback(backend.config.options.kernel, index, error)
        return 0
    return len(keys)


__all__ = ["warmup_backend"]
