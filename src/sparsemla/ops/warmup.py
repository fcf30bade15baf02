"""Compiling ahead of serving: :func:`warmup_sparse_attention` runs one tiny call per kind of
:func:`sparse_attention` call (formats, head count, optional arguments, split merge), so that each kind's
kernel is compiled before the first request.

The first call of each kind compiles its kernel (seconds on a GPU). Formats, head counts, optional
arguments and the way a split launch merges make kinds; sizes are not specialised, but the op picks some
programs by row count and width (the few-row 16-head programs at 64 and 128 heads, two 16-head programs
per SM over model1 / bf16 in launches of more programs than SMs), and warm-up runs those too. Triton
keeps what it compiles in its on-disk cache (``TRITON_CACHE_DIR``, default ``~/.triton/cache``): a
second process warms up from the cache. The CuTe DSL kernel (``AttentionOptions(kernel="cute")``) keeps
its own (:func:`sparsemla.config.default_cache_dir`), which a machine without a GPU can fill: there
warm-up compiles its variants and launches nothing.
"""

from __future__ import annotations

import dataclasses
from typing import Iterable, Sequence

import torch

from ..cache import PagedKVCache
from ..config import AttentionOptions, default_options
from ..formats import CACHE_FORMATS, HEAD_DIM
from ..workspace import SplitKVWorkspace
from .plan import (
    CUTE_FORMATS, DISTINCT_ROWS_FORMATS, CUTE_OVER_GLUON_FORMATS, CUTE_OVER_GLUON_HEADS, MAX_SPLITS,
    STAGED_PARTIAL_TILES, SUPPORTED_HEADS,
    auto_cute_failed, cute_beside_gluon, cute_fallback, paired_formats, prepare_launch, resident_programs,
)  # fmt: skip
from .validation import fail

_PAGE_SIZE = 64
# A width whose few-row 16-head splits (one row, 32 splits) stage their partials.
_FEW_ROW_STAGED_WIDTH = MAX_SPLITS * STAGED_PARTIAL_TILES * 64


def _format_pairs(kv_formats) -> list[tuple[str, str | None]]:
    if isinstance(kv_formats, str):
        kv_formats = [kv_formats]
    if not isinstance(kv_formats, (list, tuple)):
        fail(TypeError, f"kv_formats must be a format name or a list of names and (main, extra) pairs, got "
             f"{type(kv_formats).__name__}")  # fmt: skip
    pairs = []
    for item in kv_formats:
        if not isinstance(item, str) and not (isinstance(item, (list, tuple)) and len(item) == 2):
            fail(TypeError, f"kv_formats: each item must be a format name or a (main, extra) pair, got {item!r}")
        main, extra = (item, None) if isinstance(item, str) else tuple(item)
        if not isinstance(main, str):
            fail(TypeError, f"kv_formats: a pair's main format must be a name, got {main!r}")
        for name, fmt in (("main", main), ("extra", extra)):
            if fmt is not None and fmt not in CACHE_FORMATS:
                fail(ValueError, f"kv_formats: {name} format {fmt!r} is not one of {CACHE_FORMATS}")
        pairs.append((main, extra))
    if not pairs:
        fail(ValueError, "kv_formats must name at least one format or (main, extra) pair")
    return list(dict.fromkeys(pairs))


def warmup_sparse_attention(
    num_heads: int | Iterable[int],
    kv_formats: str | Sequence[str | tuple[str, str | None]],
    *,
    device: torch.device | str | None = None,
    options: AttentionOptions | None = None,
    lengths: bool = True,
    sinks: bool = True,
    return_lse: bool = False,
    splits: bool = True,
    index_stride: int = 64,
) -> int:
    """Compile (and launch once, on tiny inputs) every kind of :func:`sparse_attention` call described.

    Args:
        num_heads: the head count(s) the server runs (each in 8/16/32/64/128).
        kv_formats: formats of single-source calls (``"model1"``) and/or ``(main, extra)`` pairs of
            two-source calls (``("fp8_uniform", "v41_fp4")``).
        device: the CUDA device the server uses (default: the current one; the CPU interpreter
            compiles nothing, so a CPU run only checks the calls; with ``options.kernel='cute'`` a run
            without a GPU compiles the CuTe DSL kernel's variants into its on-disk cache instead, for GPU
            machines to load: :func:`compile_cute_kinds`).
        options: the :class:`AttentionOptions` the server passes (kernel choice, cooperative splits,
            launch path, ``qk_fp8``: then the e4m3 prefill kernel's variants of fp8_uniform pairs too); None:
            :func:`sparsemla.config.default_options`.
        lengths, sinks, return_lse: whether the server's calls pass per-row lengths, sinks, an LSE (bools).
        splits: also the split-KV kinds (a workspace is passed): each way a split launch can merge
            (cooperatively, by last arrival) and store its partials.
        index_stride: the row stride of the server's index tensors (Triton compiles separately for a
            stride of 1, a multiple of 16, and any other value; default: a multiple of 16).

    Returns:
        how many distinct kinds (compiled kernels) ran. Nothing it allocates outlives the call; it
        synchronises the device once at the end.
    """
    if isinstance(num_heads, int):
        head_counts = [num_heads]
    elif isinstance(num_heads, Iterable) and not isinstance(num_heads, (str, bytes)):
        head_counts = list(num_heads)
    else:
        fail(TypeError, f"num_heads must be a head count or an iterable of them, got {type(num_heads).__name__}")
    if not head_counts:
        fail(ValueError, f"num_heads must name at least one head count of {SUPPORTED_HEADS}")
    for heads in head_counts:
        if type(heads) is not int or heads not in SUPPORTED_HEADS:
            fail(ValueError, f"num_heads must be in {SUPPORTED_HEADS}, got {heads!r}")
    pairs = _format_pairs(kv_formats)
    options = default_options() if options is None else options
    if type(options) is not AttentionOptions:
        fail(TypeError, f"options must be an AttentionOptions, got {type(options).__name__}")
    for name, flag in (("lengths", lengths), ("sinks", sinks), ("return_lse", return_lse), ("splits", splits)):
        if not isinstance(flag, bool):  # (a truthy non-bool would pick kinds the server may never run)
            fail(TypeError, f"{name} must be a bool, got {type(flag).__name__}")
    if type(index_stride) is not int or index_stride < 1:
        fail(ValueError, f"index_stride must be a positive int, got {index_stride!r}")
    if device is None:
        device = torch.device("cuda", torch.cuda.current_device()) if torch.cuda.is_available() else "cpu"
    try:
        device = torch.device(device)
    except (RuntimeError, TypeError) as error:
        fail(ValueError, f"device must be a CUDA device (or the CPU, to check the calls), got {device!r}: {error}")
    if device.type not in ("cuda", "cpu"):
        fail(ValueError, f"device must be a CUDA device (or the CPU, to check the calls), got {device}")
    if options.kernel == "cute" and device.type != "cuda":
        return compile_cute_kinds(head_counts, pairs, lengths, sinks, return_lse, options.qk_fp8)
    generator = torch.Generator(device="cpu").manual_seed(0)
    workspace = SplitKVWorkspace(device, 1) if splits else None
    calls = []
    for heads in head_counts:
        q = torch.randn(1, heads, HEAD_DIM, generator=generator).to(torch.bfloat16).to(device)
        out = torch.empty_like(q)
        lse = torch.empty(1, heads, dtype=torch.float32, device=device) if return_lse else None
        sink_logits = torch.zeros(heads, dtype=torch.float32, device=device) if sinks else None
        # Short programs and (split) programs long enough to stage their partials.
        for width in (64, 2 * 64 * STAGED_PARTIAL_TILES):
            for main, extra in pairs:
                pages = -(-width // _PAGE_SIZE) + 1
                source = _warm_source(main, pages, width, index_stride, lengths, device)
                extra_source = _warm_source(extra, pages, width, index_stride, lengths, device) if extra else (None,) * 3
                calls.append((q, *source, *extra_source, sink_logits, None, workspace, None, out, lse, options))
    kinds = run_kinds(calls, splits)
    cute_heads = [heads for heads in head_counts if heads in CUTE_OVER_GLUON_HEADS]
    if device.type == "cuda" and splits and options.kernel == "auto" and cute_heads:
        index = device.index if device.index is not None else torch.cuda.current_device()
        fp8_pairs = [(main, extra) for main, extra in pairs if (main, extra or main) == CUTE_OVER_GLUON_FORMATS]
        if fp8_pairs and cute_beside_gluon(index):
            # The calls kernel="auto" gives the CuTe DSL kernel beside the Gluon kernel (cute_beats_gluon): its
            # unsplit variants and its two-split cluster ones, compiled or loaded from the cache.
            from ..kernels.cute.launch import FORMAT_CODES, CuteUnavailableError, compile_decode, variant_key

            designs = ("f16", "f16x2")
            try:
                for main, extra in fp8_pairs:
                    codes = (FORMAT_CODES[main], -1 if extra is None else FORMAT_CODES[extra])
                    for design in designs:
                        key = variant_key(*codes, lengths, lengths and extra is not None, sinks, return_lse, 64, design)
                        compile_decode(*key[:6], design=key[6])
                        kinds += 1
            except CuteUnavailableError as error:
                auto_cute_failed(index, error)
    if device.type == "cuda" and options.qk_fp8:
        # Prefill-sized calls run the e4m3 kernel (plan.e4m3_prefill_reason): its variants, compiled or loaded.
        from ..kernels.cute.launch import cute_available

        index = device.index if device.index is not None else torch.cuda.current_device()
        if options.kernel in ("auto", "cute") and cute_available(index)[0]:
            kinds += _compile_e4m3(index, _e4m3_keys(head_counts, pairs, lengths, sinks, return_lse), options)
    if device.type == "cuda":
        torch.cuda.synchronize(device)
    return kinds


def _compile_e4m3(device_index: int, keys: list, options: AttentionOptions) -> int:
    """Compile or load the e4m3 prefill kernel's variants ``keys``; how many. Under ``kernel="auto"`` a
    variant that can be neither loaded nor compiled (no CuTe DSL, not in the cache) is warned once and the
    op's prefill calls run as without the kernel, as the op does; ``kernel="cute"`` raises, as the op does."""
    from ..kernels.cute.launch import CuteUnavailableError, compile_decode

    done = 0
    try:
        for key in keys:
            compile_decode(*key[:6], design=key[6])
            done += 1
    except CuteUnavailableError as error:
        cute_fallback(options.kernel, device_index, error)
    return done


def _e4m3_keys(head_counts, pairs, lengths: bool, sinks: bool, return_lse: bool) -> list:
    """The e4m3 prefill kernel's variants (``qk_fp8``: fp8_uniform sources, 64 / 128 heads)."""
    from ..kernels.cute.launch import FORMAT_CODES, variant_key

    if not any(heads % 64 == 0 for heads in head_counts):
        return []
    fp8 = FORMAT_CODES["fp8_uniform"]
    keys = []
    for main, extra in pairs:
        if main == "fp8_uniform" and extra in (None, "fp8_uniform"):
            codes = (fp8, -1 if extra is None else fp8)
            keys.append(variant_key(*codes, lengths, lengths and extra is not None, sinks, return_lse, 64, "e4m3rows"))
    return list(dict.fromkeys(keys))


def compile_cute_kinds(head_counts, pairs, lengths: bool, sinks: bool, return_lse: bool, qk_fp8: bool = False) -> int:
    """Compile the CuTe DSL kernel's variants of each head count and ``(main, extra)`` format pair (the
    design :func:`sparsemla.kernels.cute.launch.variant_key` picks, and at 64 / 128 heads over fp8_uniform /
    model1 the swapped 16-head one of few-row calls and the cluster designs of split calls, at 64 / 128 heads
    the distinct-rows path's kernel over the copy (``f16rows``; ``plan.DISTINCT_ROWS_FORMATS``); with
    ``qk_fp8`` the e4m3 prefill kernel's over fp8_uniform) into its on-disk cache
    (:func:`sparsemla.config.default_cache_dir`), launching nothing: no GPU needed, CuTe DSL needed
    (RuntimeError without it). A GPU machine then loads them, with or without CuTe DSL. Returns how many
    variants there are (compiled now or found in the cache)."""
    from ..kernels.cute.launch import CLUSTER_SPLITS, FORMAT_CODES, quantized_sources, store_variant, variant_key

    keys = []
    for main, extra in pairs:
        for name in (main, extra):
            if name is not None and name not in CUTE_FORMATS:
                fail(ValueError, f"kv_formats: the CuTe DSL kernel reads {', '.join(CUTE_FORMATS)} sources, not {name!r}")
        codes = (FORMAT_CODES[main], -1 if extra is None else FORMAT_CODES[extra])
        flags = (lengths, lengths and extra is not None, sinks, return_lse)
        for heads in head_counts:
            keys.append(variant_key(*codes, *flags, heads))
            if heads >= 64 and quantized_sources(*codes):
                keys.append(variant_key(*codes, *flags, heads, "swap16"))  # (few-row calls: cute_launch_plan)
                # (split calls: the float16 kernel's cluster designs, cute_launch_plan)
                keys.extend(variant_key(*codes, *flags, heads, design) for design in CLUSTER_SPLITS)
            if heads >= 64 and all(name in DISTINCT_ROWS_FORMATS for name in (main, extra) if name is not None):
                # (prefill with a DistinctRowsWorkspace: the kernel over the copy, whose sources are keyed
                # as fp8_uniform)
                fp8 = FORMAT_CODES["fp8_uniform"]
                design = "f16rows" if {main, extra} <= {"fp8_uniform", None} else "f16scaled"
                keys.append(variant_key(fp8, -1 if extra is None else fp8, *flags, heads, design))
    if qk_fp8:
        keys.extend(_e4m3_keys(head_counts, pairs, lengths, sinks, return_lse))
    keys = list(dict.fromkeys(keys))
    for key in keys:
        store_variant(key)  # (written also where this process holds it in memory already)
    return len(keys)


def run_kinds(calls, splits: bool = True) -> int:
    """Run each call of ``calls`` (argument tuples of :func:`sparsemla.ops.plan.prepare_launch`, one query
    row) unsplit and, with ``splits``, in every split kind it can take: merged cooperatively (where its
    options allow) and by last arrival, with its partials staged and not (where its width allows), and
    split automatically (one row of 64 or 128 heads: the few-row 16-head programs). Kinds the op picks by
    size run on copies of the call's row: the few-row programs over splits long enough to stage their
    partials (the row's slots repeated to ``_FEW_ROW_STAGED_WIDTH``), and 8 / 16 heads over model1 / bf16
    in launches of more programs than SMs (:func:`sparsemla.ops.plan.paired_programs`). Calls of a kind
    already run are skipped; returns how many kinds ran."""
    from .attention import sparse_attention  # (ops.attention imports this module's package)

    seen = set()
    for call in calls:
        (q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, scale, workspace, _, out, lse,
         options) = call  # fmt: skip
        width = indices.shape[1] + (extra_indices.shape[1] if extra_indices is not None else 0)
        tiles = -(-width // 64)
        variants = [(1, 1, options, None)]  # (rows, splits, options, main source's width: None = the call's)
        merges = [options]
        counts = []
        if splits and workspace is not None:
            if options.cooperative:
                merges.append(dataclasses.replace(options, cooperative=False))
                variants.append((1, None, options, None))
                if q.shape[1] >= 64:
                    variants.append((1, None, options, _FEW_ROW_STAGED_WIDTH))
            # two splits (staged where each has enough tiles), and enough splits that none has
            counts = {min(2, tiles), min(MAX_SPLITS, tiles, -(-tiles // (STAGED_PARTIAL_TILES - 1)))}
            counts = [count for count in sorted(counts) if count > 1]
            variants += [(1, count, merge, None) for merge in merges for count in counts]
        formats = (cache.fmt, cache.fmt if extra_cache is None else extra_cache.fmt)
        sm_count = resident_programs(q.get_device()) if q.is_cuda else 0
        if q.shape[1] <= 16 and paired_formats(formats) and sm_count:
            # More programs than SMs: unsplit (the device's SMs), and split as above (the workspace's SM
            # count; rows x splits <= its scratch's 2 x SMs).
            variants.append((sm_count + 1, 1, options, None))
            split_sms = workspace.sm_count if counts else 0
            for count in counts:
                rows = split_sms // count + 1
                if 4 * rows >= split_sms and rows * count <= SplitKVWorkspace.split_pairs(split_sms):
                    variants += [(rows, count, merge, None) for merge in merges]
        for rows, num_splits, call_options, main_width in variants:
            args = (q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, scale,
                    None if num_splits == 1 else workspace, num_splits, out, lse, call_options)  # fmt: skip
            if rows > 1 or main_width is not None:
                args = _resized(args, rows, main_width)
            plan = prepare_launch(*args)
            kind = (id(call), rows, num_splits, call_options, main_width) if plan is None else plan.key
            if kind in seen:
                continue
            seen.add(kind)
            sparse_attention(
                *args[:4], extra_cache=args[4], extra_indices=args[5], extra_lengths=args[6], sinks=args[7],
                softmax_scale=args[8], workspace=args[9], num_splits=num_splits, out=args[11], lse=args[12],
                return_lse=args[12] is not None, options=call_options,
            )  # fmt: skip
    return len(seen)


def _resized(args, rows: int, main_width: int | None = None):
    """``prepare_launch`` arguments of one query row repeated to ``rows`` rows, the main source's slots
    repeated to ``main_width`` columns (None: as they are), with a workspace of that capacity where one
    is passed. Index rows keep their row stride, so the launch specialises alike. Warm-up only: this
    allocates."""
    (q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, scale, workspace, num_splits, out,
     lse, options) = args  # fmt: skip

    def index_rows(one, width=None):
        if one is None:
            return None
        stride, width = max(one.stride(0), 1), width or one.shape[1]
        size = (rows - 1) * stride + width
        # (the row's slots over and over: rows closer than their width overlap, and any slot of it is valid)
        storage = one[0].repeat(-(-size // one.shape[1]))[:size].contiguous()
        return torch.as_strided(storage, (rows, width), (stride, 1))

    def repeat(one):
        return None if one is None else one.expand(rows, *one.shape[1:]).contiguous()

    if workspace is not None:
        workspace = SplitKVWorkspace(workspace.device, rows, sm_count=workspace.sm_count)
    return (repeat(q), cache, index_rows(indices, main_width), repeat(lengths), extra_cache, index_rows(extra_indices),
            repeat(extra_lengths), sinks, scale, workspace, num_splits, repeat(out), repeat(lse), options)  # fmt: skip


def _warm_source(fmt: str, pages: int, width: int, index_stride: int, lengths: bool, device):
    """A cache of ``pages`` pages and one index row of ``width`` slots (row stride ``index_stride``)."""
    cache = PagedKVCache(pages, _PAGE_SIZE, fmt, device=device)
    slots = torch.arange(width, dtype=torch.int32, device=device) % (pages * _PAGE_SIZE)
    indices = torch.as_strided(slots, (1, width), (index_stride, 1))  # (one row: any stride is valid)
    row_lengths = torch.full((1,), width, dtype=torch.int32, device=device) if lengths else None
    return cache, indices, row_lengths


__all__ = ["warmup_sparse_attention", "run_kinds"]
