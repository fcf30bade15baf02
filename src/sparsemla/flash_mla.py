"""FlashMLA's Python interface for DeepSeek sparse attention, on sparsemla's kernels.

Same names, signatures, argument semantics and return layouts as ``flash_mla/flash_mla_interface.py`` of
``sgl-flash-mla`` 1.0.0 for the DeepSeek-V4 sparse paths, so that a FlashMLA call site switches with
one import::

    from sparsemla import flash_mla as flash_mla_interface   # was: import flash_mla ... / from flash_mla import ...

- :func:`get_mla_metadata` → ``(FlashMLASchedMeta, None)``; the metadata is filled by the first
  :func:`flash_mla_with_kvcache` call, and must then be reused only with the same shapes.
- :func:`flash_mla_with_kvcache` → sparse decode, ``(out [b, s_q, h_q, 512] bf16, lse [b, h_q, s_q] fp32)``.
- :func:`flash_mla_sparse_fwd` → sparse prefill, ``(out [s_q, h_q, 512] bf16, max_logits, lse)``.

Differences from FlashMLA (each function's docstring repeats the ones that concern it):

- Head counts 8, 16, 32, 64 and 128 (FlashMLA: 64 and 128). Only ``d_qk = d_v = 512`` (DeepSeek-V4):
  the V3.2 (656 B, ``d_qk = 576``) cache and dense (non-sparse) decoding are rejected.
- Cache formats by bytes per token: 584 (V4 "MODEL1", FlashMLA's byte layout and page padding: per
  page all tokens' 576-B records, then their 8-B scale records; the page stride is ``k_cache.stride(0)``),
  and, beyond FlashMLA, 512 (sparsemla's ``fp8_uniform``, per-tensor scale 1.0) and a bfloat16
  ``k_cache`` ``[num_blocks, page_block_size, 1, 512]``. The V4.1 sizes (528, 288) map to sparsemla's
  V4.1 formats where :mod:`sparsemla.formats` has them (:data:`FORMAT_BY_BYTES`: FlashMLA's current
  per-token interleaved pages; with ``use_legacy=True``, :data:`LEGACY_FORMATS`: the block-split pages
  that FlashMLA's legacy kernels read), else NotImplementedError. ``k_cache`` and ``extra_k_cache`` may
  be of any two formats (FlashMLA: the same, or V4.1 FP8 with V4.1 FP4).
- The page stride (``k_cache.stride(0)`` in bytes) must be a multiple of 64 (128 for bf16, 16 for 528-byte
  and 32 for 288-byte tokens: FlashMLA's unpadded V4.1 pages pass), and
  ``k_cache``'s storage must extend over whole pages (FlashMLA's padded pages do).
- Decode indices other than −1 that fall outside the cache are skipped like −1 (FlashMLA reads out of
  bounds). ``topk_length``/``extra_topk_length`` values are clamped to [0, topk].
- The split-KV workspace (counters sized by ``b·s_q`` query rows) lives in the metadata object and is
  made by the first call, as FlashMLA's scheduling metadata is. That call may be captured in a CUDA
  graph, as FlashMLA's may (engines capture a fresh metadata object's first call): the workspace then
  comes from the graph's pool and its zeroing is part of the graph. Use such a metadata object in that
  graph's replays or eagerly (its first eager call zeroes the counters again), not in another graph's
  capture. ``enable_batch_invariant=True`` runs unsplit.
- ``use_legacy`` selects only the V4.1 page layout above (one kernel family serves both); the features
  FlashMLA keeps to one side (``return_log2_lse=True``, ``kv_format``, ``enable_batch_invariant``) are
  accepted with either. ``descale_q``/``descale_k``, ``block_table`` and ``cache_seqlens`` are ignored
  in sparse mode, as FlashMLA does.
- Prefill returns ``max_logits=None`` unless ``return_max_logits=True`` (a sparsemla keyword): the kernels
  do not produce it, and the exact PyTorch pass that then computes it costs about as much as the
  attention's own Q·K (:func:`flash_mla_sparse_fwd`), a price no caller that discards it (engines take the
  output and the LSE) should pay by default.
- Decode's ``q`` and ``indices`` must have batch and query-row dims that merge into one (``stride(0) ==
  seq_len_q · stride(1)``; any contiguous tensor does): the kernels take query rows with one row stride,
  where FlashMLA takes the two strides apart.
- :func:`get_mla_decoding_metadata` returns ``(None, None)`` (nothing to hoist; dense decoding's
  ``topk=None``: NotImplementedError); :func:`has_legacy` is True. FlashMLA's dense MHA
  ``flash_attn_varlen_func`` and its SM100 ``fused_norm_rope_attn_rope_cast`` kernels are not provided.
- Errors are ``ValueError``/``TypeError``/``NotImplementedError`` naming the argument, where FlashMLA asserts.

Under ``torch.compile`` both functions call the registered op (:mod:`sparsemla.ops.custom_ops`).
"""

from __future__ import annotations

import dataclasses
import functools
import math
from typing import NamedTuple, Optional, Tuple

import torch

from .cache import PagedKVCache
from .formats import HEAD_DIM, get_format
from .ops.attention import SUPPORTED_HEADS, sparse_attention
from .config import AttentionOptions, default_options
from .ops import custom_ops  # noqa: F401  (registers torch.ops.sparsemla.*)
from .workspace import SplitKVWorkspace

__all__ = [
    "FORMAT_BY_BYTES",
    "FlashMLASchedMeta",
    "LEGACY_FORMATS",
    "flash_mla_sparse_fwd",
    "flash_mla_with_kvcache",
    "get_mla_decoding_metadata",
    "get_mla_metadata",
    "has_legacy",
]

def _format_if_known(name: str) -> Optional[str]:
    try:
        get_format(name)
    except ValueError:
        return None
    return name


# Bytes per token of a 1-byte-dtype k_cache → sparsemla format name (None: not supported). The V4.1
# sizes resolve to sparsemla's V4.1 formats when :mod:`sparsemla.formats` has them (per-token
# interleaved pages: each token's data followed by its scales, FlashMLA's current layout, which the
# sgl-flash-mla 1.0.0 docstring describes).
FORMAT_BY_BYTES: dict[int, Optional[str]] = {
    584: "model1",  # DeepSeek-V4 "MODEL1"
    512: "fp8_uniform",  # sparsemla's own pool (not a FlashMLA format)
    528: _format_if_known("v41_fp8"),  # DeepSeek-V4.1 FP8
    288: _format_if_known("v41_fp4"),  # DeepSeek-V4.1 FP4 (FlashMLA: extra cache only)
}
# What ``use_legacy=True`` reads instead: FlashMLA's frozen (legacy) kernels take the V4.1 sizes in the
# older block-split pages (all data rows, then all scale rows), its current ones per token interleaved.
LEGACY_FORMATS: dict[str, Optional[str]] = {
    "v41_fp8": _format_if_known("v41_fp8_blocks"),
    "v41_fp4": _format_if_known("v41_fp4_blocks"),
}
_FP8_DTYPES = (torch.float8_e4m3fn, torch.int8, torch.uint8)
_KV_FORMAT_NAMES = {"V4": 584, "V41": 528}
_LOG2_E = 1.0 / math.log(2.0)
_INF = float("inf")


def _fail(exc, function, message):
    raise exc(f"{function}: {message}")


@dataclasses.dataclass
class FlashMLASchedMeta:
    """The metadata object of :func:`get_mla_metadata`, filled by the first :func:`flash_mla_with_kvcache`.

    FlashMLA's fields (``have_initialized``, ``config``, ``tile_scheduler_metadata``, ``num_splits``;
    the last two stay None here), plus ``workspace``: the :class:`~sparsemla.SplitKVWorkspace` of the
    split-KV launches, sized by ``b·s_q`` query rows and made by the first call.
    """

    @dataclasses.dataclass
    class Config:
        b: int
        s_q: int
        h_q: int
        page_block_size: int
        h_k: int

        causal: bool
        is_fp8_kvcache: bool
        topk: Optional[int]

        extra_page_block_size: Optional[int]
        extra_topk: Optional[int]

        enable_batch_invariant: bool

    have_initialized: bool = False
    config: Optional[Config] = None
    tile_scheduler_metadata: Optional[torch.Tensor] = None
    num_splits: Optional[torch.Tensor] = None
    workspace: Optional[SplitKVWorkspace] = None
    # (key, PagedKVCache) of the last k_cache / extra_k_cache seen, and the per-row length buffers of
    # calls with s_q > 1 (FlashMLA's lengths are per batch row; sparsemla's per query row).
    _caches: dict = dataclasses.field(default_factory=dict, repr=False)
    _lengths: dict = dataclasses.field(default_factory=dict, repr=False)
    # (signature, _DecodePlan) of the last checked eager call: a call with the same signature skips the
    # checks (every one of them depends only on what the signature holds).
    _checked: Optional[tuple] = dataclasses.field(default=None, repr=False)
    # Set when the workspace was made inside a CUDA-graph capture, until an eager call has zeroed it.
    _zero_counters: bool = dataclasses.field(default=False, repr=False)


def get_mla_metadata(*args, **kwargs) -> Tuple[FlashMLASchedMeta, None]:
    """An empty :class:`FlashMLASchedMeta` and None (FlashMLA's historical tuple); all arguments are
    ignored, as FlashMLA does. The first :func:`flash_mla_with_kvcache` call fills it."""
    return FlashMLASchedMeta(), None


def get_mla_decoding_metadata(
    seqlens_k: torch.Tensor,
    num_q_tokens_per_head_k: int,
    h_k: int,
    h_q: Optional[int] = None,
    is_fp8_kvcache: bool = False,
    topk: Optional[int] = None,
    use_legacy: bool = False,
) -> Tuple[None, None]:
    """FlashMLA's scheduling metadata hoisted out of the decode call (its signature), for assigning onto
    a :class:`FlashMLASchedMeta` (``meta.tile_scheduler_metadata, meta.num_splits = ...``).

    sparsemla's sparse decoding keeps no scheduler tensors (its :class:`FlashMLASchedMeta` holds None
    there, and the first :func:`flash_mla_with_kvcache` call makes the split-KV workspace, inside a
    CUDA-graph capture too), so this returns ``(None, None)``: the assignment leaves the object as
    :func:`get_mla_metadata` made it. ``topk=None`` asks for FlashMLA's dense decoding scheduler:
    NotImplementedError (dense decoding is not supported). The other arguments are not read.
    """
    if topk is None:
        _fail(NotImplementedError, "get_mla_decoding_metadata", "topk=None schedules dense MLA decoding, which "
              "sparsemla does not have (sparse decoding only: pass the index width as topk)")  # fmt: skip
    if isinstance(topk, bool) or not isinstance(topk, int):
        _fail(TypeError, "get_mla_decoding_metadata", f"topk must be an int or None, got {type(topk).__name__}")
    return None, None


def has_legacy() -> bool:
    """True: ``use_legacy=True`` calls are served (FlashMLA: False when its wheel was built without its
    legacy kernels). They run on the same kernels; only the V4.1 page layout differs (:data:`LEGACY_FORMATS`)."""
    return True


def _detect_format(k_cache: torch.Tensor, name: str, function: str, legacy: bool = False) -> str:
    if not isinstance(k_cache, torch.Tensor):
        _fail(TypeError, function, f"{name} must be a torch.Tensor, got {type(k_cache).__name__}")
    if k_cache.dim() != 4 or k_cache.shape[2] != 1:
        _fail(ValueError, function, f"{name} must have shape [num_blocks, page_block_size, 1, bytes_per_token], "
              f"got {list(k_cache.shape)}")  # fmt: skip
    width = k_cache.shape[3]
    if k_cache.dtype == torch.bfloat16:
        if width != HEAD_DIM:
            _fail(ValueError, function, f"a bfloat16 {name} must have {HEAD_DIM} values per token, got {width}")
        return "bf16"
    if k_cache.dtype not in _FP8_DTYPES:
        _fail(TypeError, function, f"{name} must be float8_e4m3fn, int8 or uint8 (or bfloat16), got {k_cache.dtype}")
    if width not in FORMAT_BY_BYTES:
        _fail(ValueError, function, f"{name} has {width} bytes per token; supported: 584 (V4 MODEL1), 528/288 (V4.1), "
              "512 (fp8_uniform)")  # fmt: skip
    fmt = FORMAT_BY_BYTES[width]
    if fmt is None:
        _fail(NotImplementedError, function, f"{name} has {width} bytes per token (DeepSeek-V4.1): this sparsemla has no V4.1 formats")
    if legacy and fmt in LEGACY_FORMATS:
        fmt = LEGACY_FORMATS[fmt]
        if fmt is None:
            _fail(NotImplementedError, function, f"use_legacy=True reads {name}'s {width}-byte tokens in FlashMLA's "
                  "block-split V4.1 pages: this sparsemla has no block-split V4.1 formats")  # fmt: skip
    return fmt


def _page_bytes_view(k_cache: torch.Tensor, name: str, function: str) -> torch.Tensor:
    """``k_cache`` [num_blocks, page_block_size, 1, width] as uint8 pages [num_blocks, page stride], no copy."""
    num_blocks, block, _, width = k_cache.shape
    stride = k_cache.stride()
    if stride[3] != 1 or (block > 1 and stride[1] != width):
        _fail(ValueError, function, f"{name} must have stride(3) == 1 and stride(1) == {width} (tokens packed in a "
              f"page), got strides {list(stride)}")  # fmt: skip
    size = k_cache.element_size()
    page_stride = stride[0] * size if num_blocks > 1 else block * width * size
    if page_stride < block * width * size:
        _fail(ValueError, function, f"{name}.stride(0) must be >= page_block_size × {width}, got {stride[0]}")
    data = k_cache.view(torch.uint8)
    try:
        return data.as_strided((num_blocks, page_stride), (page_stride, 1))  # (keeps the storage offset)
    except RuntimeError:
        _fail(ValueError, function, f"{name}'s storage must cover num_blocks whole pages of stride(0) = {stride[0]} "
              "elements (pages padded inside the buffer, as FlashMLA pads them)")  # fmt: skip


def _source(k_cache, name, function, fmt, block, meta=None):
    """The cache as a :class:`PagedKVCache` over its bytes; under ``torch.compile``, as the op's
    ``(bytes, format, page size)`` (a PagedKVCache reads the buffer's address, which tracing cannot)."""
    if torch.compiler.is_compiling():
        return _page_bytes_view(k_cache, name, function), fmt, block
    key = None
    if meta is not None:
        key = (k_cache.data_ptr(), k_cache.shape, k_cache.stride(), k_cache.dtype, k_cache.device, fmt)
        found = meta._caches.get(name)
        if found is not None and found[0] == key:
            return found[1]
    data = _page_bytes_view(k_cache, name, function)
    try:
        cache = PagedKVCache.from_buffer(data, block, fmt)
    except (TypeError, ValueError) as exc:
        _fail(ValueError, function, f"{name}: {exc}")
    if meta is not None:
        meta._caches[name] = (key, cache)
    return cache


def _check_int_tensor(value, name, function, shape, device):
    if value is None:
        return
    if not isinstance(value, torch.Tensor):
        _fail(TypeError, function, f"{name} must be a torch.Tensor, got {type(value).__name__}")
    if value.dtype != torch.int32:
        _fail(TypeError, function, f"{name} must be int32, got {value.dtype}")
    if tuple(value.shape) != tuple(shape):
        _fail(ValueError, function, f"{name} must have shape {list(shape)}, got {list(value.shape)}")
    if value.device != device:
        _fail(ValueError, function, f"{name} is on {value.device}, q on {device}")


def _check_sink(attn_sink, num_heads, function, device):
    if attn_sink is None:
        return
    if not isinstance(attn_sink, torch.Tensor) or attn_sink.dtype != torch.float32:
        _fail(TypeError, function, f"attn_sink must be a float32 tensor, got {getattr(attn_sink, 'dtype', type(attn_sink).__name__)}")
    if attn_sink.shape != (num_heads,) or attn_sink.device != device:
        _fail(ValueError, function, f"attn_sink must have shape [{num_heads}] on {device}, got {list(attn_sink.shape)} on {attn_sink.device}")  # fmt: skip
    if num_heads > 1 and attn_sink.stride(0) != 1:  # (the op's check, under this function's name for it)
        _fail(ValueError, function, f"attn_sink must be contiguous, got stride {attn_sink.stride(0)}")


def _check_q(q, dims, function):
    if not isinstance(q, torch.Tensor):
        _fail(TypeError, function, f"q must be a torch.Tensor, got {type(q).__name__}")
    if q.dtype != torch.bfloat16:
        _fail(TypeError, function, f"q must be bfloat16, got {q.dtype}")
    if q.dim() != dims or q.shape[-1] != HEAD_DIM:
        shape = "[batch_size, seq_len_q, num_heads_q, 512]" if dims == 4 else "[s_q, h_q, 512]"
        _fail(ValueError, function, f"q must have shape {shape} (DeepSeek-V4, d_qk = 512), got {list(q.shape)}")
    if q.shape[-2] not in SUPPORTED_HEADS:
        _fail(ValueError, function, f"q has {q.shape[-2]} heads; supported: {SUPPORTED_HEADS}")
    if dims == 4 and q.shape[0] > 1 and q.shape[1] > 1 and q.stride(0) != q.shape[1] * q.stride(1):
        # (the kernels take q as [batch_size · seq_len_q, num_heads_q, 512] rows)
        _fail(ValueError, function, f"q's batch and query-row dims must flatten into one (stride(0) == seq_len_q · "
              f"stride(1)), got shape {list(q.shape)} and strides {list(q.stride())}")  # fmt: skip


def _row_lengths(meta, name, topk_length, b, s_q):
    """FlashMLA's per-batch-row length [b] as sparsemla's per-query-row length [b·s_q]."""
    if topk_length is None:
        return None
    if s_q == 1:
        return topk_length
    buffer = meta._lengths.get(name)
    if buffer is None or buffer.shape != (b * s_q,) or buffer.device != topk_length.device:
        # (made once per metadata object, inside a capture too: every call, replays included, rewrites it
        # before the launch reads it)
        buffer = meta._lengths[name] = torch.empty(b * s_q, dtype=torch.int32, device=topk_length.device)
    buffer.view(b, s_q).copy_(topk_length.view(b, 1))
    return buffer


def _rows(indices, name, shape, function):
    try:
        return indices.view(shape)
    except RuntimeError:
        _fail(ValueError, function, f"{name} must be viewable as {list(shape)} with a contiguous last dim")


def flash_mla_with_kvcache(
    q: torch.Tensor,
    k_cache: torch.Tensor,
    block_table: Optional[torch.Tensor],
    cache_seqlens: Optional[torch.Tensor],
    head_dim_v: int,
    tile_scheduler_metadata: FlashMLASchedMeta,
    num_splits: None = None,
    softmax_scale: Optional[float] = None,
    causal: bool = False,
    is_fp8_kvcache: Optional[bool] = None,
    indices: Optional[torch.Tensor] = None,
    attn_sink: Optional[torch.Tensor] = None,
    extra_k_cache: Optional[torch.Tensor] = None,
    extra_indices_in_kvcache: Optional[torch.Tensor] = None,
    topk_length: Optional[torch.Tensor] = None,
    extra_topk_length: Optional[torch.Tensor] = None,
    enable_batch_invariant: bool = False,
    use_legacy: bool = False,
    kv_format: Optional[str] = None,
    descale_q: Optional[torch.Tensor] = None,
    descale_k: Optional[torch.Tensor] = None,
) -> Tuple[torch.Tensor, torch.Tensor]:
    """Sparse decoding attention over a paged KV cache (FlashMLA's signature and semantics).

    Arguments:
        q: bf16 ``[batch_size, seq_len_q, num_heads_q, 512]``, ``num_heads_q`` in {8, 16, 32, 64, 128}
            (FlashMLA: 64 or 128); viewable as ``[b·s_q, h_q, 512]``.
        k_cache: ``[num_blocks, page_block_size, 1, bytes_per_token]``, float8_e4m3fn/int8/uint8, read
            in place. 584 B/token: FlashMLA's V4 MODEL1 pages (all records, then all scales; page
            stride ``stride(0)``, padded or not). 512 B/token: sparsemla's ``fp8_uniform`` (scale 1.0).
            Beyond FlashMLA, a bfloat16 ``[num_blocks, page_block_size, 1, 512]`` cache. 528/288
            (V4.1): sparsemla's V4.1 formats when present (FORMAT_BY_BYTES: per-token interleaved
            pages; with ``use_legacy=True`` LEGACY_FORMATS: block-split pages, as FlashMLA's legacy
            kernels read them), else NotImplementedError.
            The page stride must be a multiple of 64 bytes (128 for bf16, 16 for 528-byte and 32
            for 288-byte tokens).
        block_table, cache_seqlens: ignored (as in FlashMLA's sparse mode).
        head_dim_v: must be 512.
        tile_scheduler_metadata: a :class:`FlashMLASchedMeta` from :func:`get_mla_metadata`. The first
            call records the shapes and makes the split-KV workspace (it may be captured in a CUDA
            graph: the module docstring says how such a metadata object may be reused);
            later calls must have the same shapes (ValueError otherwise, FlashMLA asserts).
        num_splits: must be None.
        softmax_scale: default ``512 ** -0.5``.
        causal: must be False (a bool: TypeError otherwise).
        is_fp8_kvcache: None or True (FlashMLA's sparse mode requires True); False is accepted only
            for a bfloat16 ``k_cache``.
        indices: int32 ``[b, s_q, topk]`` slots ``page·page_block_size + offset``; −1 is skipped.
            Required (dense decoding is not supported). Other out-of-range values are skipped too
            (FlashMLA reads out of bounds).
        attn_sink: fp32 ``[h_q]``; output scaled by ``exp(lse) / (exp(lse) + exp(attn_sink))``,
            lse unchanged; +inf gives zeros, −inf has no effect.
        extra_k_cache, extra_indices_in_kvcache: a second source in the same softmax; its format and
            page size may differ from ``k_cache``'s (FlashMLA: same format).
        topk_length, extra_topk_length: int32 ``[b]``: only the leftmost entries of every query of
            batch row ``i`` count. With ``s_q > 1`` they are expanded into a buffer of the metadata.
        enable_batch_invariant: True runs unsplit (results independent of the batch).
        use_legacy: True reads 528/288-byte caches as block-split V4.1 pages (FlashMLA's legacy
            layout); no other effect.
        kv_format: None, ``"V4"`` (must match 584 B) or ``"V41"`` (must match 528 B);
            ``"V32"``/``"V32_NO_ROPE"`` (DeepSeek V3.2's layouts: d_qk 576, and 512 without RoPE at 528
            B/token) are rejected.
        descale_q, descale_k: ignored (FlashMLA uses them in dense fp8 decoding only).

    Returns:
        ``(out, softmax_lse)``: out bf16 ``[b, s_q, h_q, 512]``; softmax_lse fp32 ``[b, h_q, s_q]``,
        natural log, sink excluded, +inf for a query with no valid key (whose output is zeros).
        ``softmax_lse`` is a transposed view of ``[b, s_q, h_q]`` storage, as FlashMLA's is.
        Nothing but these outputs is allocated after the first call, and nothing waits on the device.
        Meta tensors are checked (shapes only) and give meta outputs; the metadata is left unfilled.

    Host cost: an eager call whose tensors have the shapes, strides, dtypes and devices (and whose caches
    the buffers) of the previous checked call on the same metadata, with the same other arguments, skips
    the checks above and goes straight to the launch; any other call is checked in full.
    """
    fn = "flash_mla_with_kvcache"
    meta = tile_scheduler_metadata
    if not isinstance(meta, FlashMLASchedMeta):
        _fail(TypeError, fn, f"tile_scheduler_metadata must be a FlashMLASchedMeta (get_mla_metadata), got {type(meta).__name__}")
    # Bool flags take bools only ('no' would count as True), checked ahead of the repeat-call shortcut:
    # its signature compares 1 == True.
    if is_fp8_kvcache is not None and type(is_fp8_kvcache) is not bool:
        _fail(TypeError, fn, f"is_fp8_kvcache must be None or a bool, got {is_fp8_kvcache!r}")
    if type(causal) is not bool:  # (causal=0 passed the `if causal` check as False)
        _fail(TypeError, fn, f"causal must be a bool, got {causal!r}")
    if type(use_legacy) is not bool:
        _fail(TypeError, fn, f"use_legacy must be a bool, got {use_legacy!r}")
    if type(enable_batch_invariant) is not bool:
        _fail(TypeError, fn, f"enable_batch_invariant must be a bool, got {enable_batch_invariant!r}")
    signature = None
    if not torch.compiler.is_compiling():
        signature = (
            _tensor_key(q), _tensor_key(k_cache), k_cache.data_ptr() if type(k_cache) is torch.Tensor else None,
            _tensor_key(indices), _tensor_key(attn_sink), _tensor_key(extra_k_cache),
            extra_k_cache.data_ptr() if type(extra_k_cache) is torch.Tensor else None,
            _tensor_key(extra_indices_in_kvcache), _tensor_key(topk_length), _tensor_key(extra_topk_length),
            num_splits, softmax_scale, causal, is_fp8_kvcache, head_dim_v, enable_batch_invariant, kv_format,
            use_legacy,
        )  # fmt: skip
        checked = meta._checked
        if checked is not None and checked[0] == signature:
            return _run_decode(checked[1], meta, q, indices, extra_indices_in_kvcache, topk_length, extra_topk_length,
                               attn_sink)  # fmt: skip
    if num_splits is not None:
        _fail(ValueError, fn, "num_splits must be None (the split counts live in tile_scheduler_metadata)")
    if indices is None:
        _fail(ValueError, fn, "indices is required: only sparse decoding is supported (no dense MLA decoding)")
    if causal:
        _fail(ValueError, fn, "causal must be False when sparse attention is enabled")
    if head_dim_v != HEAD_DIM:
        _fail(ValueError, fn, f"head_dim_v must be {HEAD_DIM}, got {head_dim_v}")
    _check_q(q, 4, fn)
    b, s_q, h_q, _ = q.shape
    legacy = bool(use_legacy)
    fmt = _detect_format(k_cache, "k_cache", fn, legacy)
    if is_fp8_kvcache is None:
        is_fp8_kvcache = fmt != "bf16"
    if bool(is_fp8_kvcache) != (fmt != "bf16"):
        _fail(ValueError, fn, f"is_fp8_kvcache={is_fp8_kvcache} does not match k_cache's dtype {k_cache.dtype} "
              "(sparse decoding needs an fp8 cache; a bfloat16 cache needs is_fp8_kvcache=False or None)")  # fmt: skip
    if kv_format is not None:
        if kv_format in ("V32", "V32_NO_ROPE"):
            _fail(ValueError, fn, f"kv_format={kv_format!r}: DeepSeek-V3.2 caches are not supported")
        if not isinstance(kv_format, str) or kv_format not in _KV_FORMAT_NAMES:  # (a list: unhashable)
            _fail(ValueError, fn, f"kv_format must be None, 'V4' or 'V41', got {kv_format!r}")
        if _KV_FORMAT_NAMES[kv_format] != k_cache.shape[-1] or k_cache.dtype not in _FP8_DTYPES:
            _fail(ValueError, fn, f"kv_format={kv_format!r} does not match k_cache [..., {k_cache.shape[-1]}] {k_cache.dtype}")
    if (extra_k_cache is None) != (extra_indices_in_kvcache is None):
        _fail(ValueError, fn, "extra_k_cache and extra_indices_in_kvcache must be given together")
    if extra_topk_length is not None and extra_k_cache is None:
        _fail(ValueError, fn, "extra_topk_length needs extra_k_cache and extra_indices_in_kvcache")
    device = q.device
    for name, value in (("indices", indices), ("extra_indices_in_kvcache", extra_indices_in_kvcache)):
        if value is not None:
            if not isinstance(value, torch.Tensor) or value.dim() != 3 or value.shape[:2] != (b, s_q):
                _fail(ValueError, fn, f"{name} must have shape [{b}, {s_q}, topk], got {list(getattr(value, 'shape', []))}")
            _check_int_tensor(value, name, fn, value.shape, device)
    for name, value in (("topk_length", topk_length), ("extra_topk_length", extra_topk_length)):
        _check_int_tensor(value, name, fn, (b,), device)
        if value is not None and s_q == 1 and b > 1 and value.stride(0) != 1:  # (s_q > 1: copied per query row)
            _fail(ValueError, fn, f"{name} must be contiguous, got stride {value.stride(0)}")
    _check_sink(attn_sink, h_q, fn, device)
    extra_fmt = None
    if extra_k_cache is not None:
        extra_fmt = _detect_format(extra_k_cache, "extra_k_cache", fn, legacy)
    topk = indices.shape[-1]
    extra_topk = extra_indices_in_kvcache.shape[-1] if extra_indices_in_kvcache is not None else None
    config = FlashMLASchedMeta.Config(
        b=b, s_q=s_q, h_q=h_q, page_block_size=k_cache.shape[1], h_k=k_cache.shape[2], causal=bool(causal),
        is_fp8_kvcache=bool(is_fp8_kvcache), topk=topk,
        extra_page_block_size=extra_k_cache.shape[1] if extra_k_cache is not None else None, extra_topk=extra_topk,
        enable_batch_invariant=bool(enable_batch_invariant),
    )  # fmt: skip
    rows = b * s_q
    if meta.have_initialized and meta.config != config:
        changed = [f.name for f in dataclasses.fields(config) if getattr(config, f.name) != getattr(meta.config, f.name)]
        _fail(ValueError, fn, f"tile_scheduler_metadata was made for other arguments ({', '.join(changed)} differ); "
              "reuse it only with the same shapes")  # fmt: skip
    if q.is_meta:
        # Meta tensors are checked, shapes only, and give meta outputs, as sparse_attention's do: no workspace
        # can live on meta, so the call runs unsplit on a throwaway metadata and leaves the caller's unfilled.
        meta, signature = FlashMLASchedMeta(), None
    elif not meta.have_initialized:
        meta.workspace = SplitKVWorkspace(device, max(rows, 1))
        if _capturing(q):
            # FlashMLA's first call (its scheduler) is capturable, and engines capture a fresh metadata
            # object's first call: the buffers then belong to the graph, which zeroes the counters.
            meta.workspace.make_buffers_in_capture(h_q)
            meta._zero_counters = True
        else:
            meta.workspace.counters(h_q)
        meta.config = config
        meta.have_initialized = True
    if softmax_scale is None:
        softmax_scale = HEAD_DIM**-0.5
    cache = _source(k_cache, "k_cache", fn, fmt, k_cache.shape[1], meta)
    extra_cache = None
    if extra_k_cache is not None:
        extra_cache = _source(extra_k_cache, "extra_k_cache", fn, extra_fmt, extra_k_cache.shape[1], meta)
        _rows(extra_indices_in_kvcache, "extra_indices_in_kvcache", (rows, extra_topk), fn)
    _rows(indices, "indices", (rows, topk), fn)
    plan = _DecodePlan(b, s_q, h_q, topk, extra_topk, cache, extra_cache, softmax_scale,
                       1 if enable_batch_invariant else None)  # fmt: skip
    result = _run_decode(plan, meta, q, indices, extra_indices_in_kvcache, topk_length, extra_topk_length, attn_sink)
    if signature is not None:
        meta._checked = (signature, plan)
    return result


class _DecodePlan(NamedTuple):
    """What a checked :func:`flash_mla_with_kvcache` call resolved: shapes, the sources, scale and splits."""

    b: int
    s_q: int
    h_q: int
    topk: int
    extra_topk: Optional[int]
    cache: object  # PagedKVCache, or (bytes, format, page size) under torch.compile
    extra_cache: object
    softmax_scale: float
    splits: Optional[int]


def _tensor_key(value) -> object:
    """What the checks read of an argument: a tensor's shape, strides, dtype and device; None for None.
    Anything else (a tensor subclass included) gets a key that equals nothing, so its call is checked."""
    if value is None:
        return None
    if type(value) is not torch.Tensor:
        return object()
    return value.shape, value.stride(), value.dtype, value.get_device()


def _capturing(tensor: torch.Tensor) -> bool:
    """Whether launches on ``tensor``'s device are being captured into a CUDA graph (on its stream)."""
    return tensor.is_cuda and torch.cuda.is_current_stream_capturing()


def _run_decode(plan, meta, q, indices, extra_indices, topk_length, extra_topk_length, attn_sink):
    """The decode launch of checked arguments, in FlashMLA's output layout."""
    b, s_q, h_q = plan.b, plan.s_q, plan.h_q
    if meta._zero_counters and not _capturing(q):
        # Counters made inside a capture hold whatever the graph's pool held until a replay zeroes them.
        meta.workspace.counters(h_q).zero_()
        meta._zero_counters = False
    rows = b * s_q
    extra_rows = None
    if plan.extra_cache is not None:
        extra_rows = extra_indices.view(rows, plan.extra_topk)
    lengths = _row_lengths(meta, "topk_length", topk_length, b, s_q)
    extra_lengths = _row_lengths(meta, "extra_topk_length", extra_topk_length, b, s_q)
    out, lse = _attend(
        q.view(rows, h_q, HEAD_DIM), plan.cache, indices.view(rows, plan.topk), lengths, plan.extra_cache,
        extra_rows, extra_lengths, attn_sink, plan.softmax_scale, meta.workspace, plan.splits,
    )  # fmt: skip
    return out.view(b, s_q, h_q, HEAD_DIM), lse.view(b, s_q, h_q).transpose(1, 2)


def _attend(q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, scale, workspace, splits):
    """``(out, lse)`` of sparsemla's op, the kernels writing FlashMLA's +inf LSE for a query with no valid
    key: eager calls go straight to :func:`sparse_attention`; traced ones to the registered op
    (``cache``/``extra_cache`` then being ``(bytes, format, page size)``)."""
    options = _positive_empty_lse(default_options())
    if not torch.compiler.is_compiling():
        return sparse_attention(
            q, cache, indices, lengths, extra_cache=extra_cache, extra_indices=extra_indices,
            extra_lengths=extra_lengths, sinks=sinks, softmax_scale=scale, workspace=workspace, num_splits=splits,
            return_lse=True, options=options,
        )  # fmt: skip
    buffers = (None, None, None)
    if workspace is not None:
        buffers = workspace._buffers[q.shape[1]]  # made by the first, eager, call
    extra = (None, "bf16", 1) if extra_cache is None else extra_cache
    return torch.ops.sparsemla.sparse_attention(
        q, cache[0], cache[1], cache[2], 1.0, indices, lengths, extra[0], extra[1], extra[2], 1.0, extra_indices,
        extra_lengths, sinks, None if scale is None else float(scale), *buffers, splits, options.kernel,
        options.cooperative, options.launch, options.qk_fp8, options.debug_checks, options.empty_row_lse,
    )  # fmt: skip


@functools.lru_cache(maxsize=16)
def _positive_empty_lse(options: AttentionOptions) -> AttentionOptions:
    """``options`` with ``empty_row_lse=+inf``: FlashMLA's LSE for a query with no valid key."""
    return options.replace(empty_row_lse=_INF)


def _max_logits(q, kv_rows, indices, lengths, sm_scale):
    """Exact max over the valid keys of ``sm_scale · q·k`` (fp32 [s_q, h_q], −inf without any).

    The kernels keep a running max but write only ``lse = max + log(sum)``, from which the max cannot be
    recovered, so the keys are gathered again and multiplied in float32, 2^24 gathered elements a chunk."""
    s_q, topk = indices.shape
    valid = (indices >= 0) & (indices < kv_rows.shape[0])
    if lengths is not None:
        valid &= torch.arange(topk, device=indices.device)[None, :] < lengths[:, None]
    result = torch.full(q.shape[:2], -_INF, dtype=torch.float32, device=q.device)
    if topk == 0 or kv_rows.shape[0] == 0:  # (no key: every max is -inf)
        return result
    chunk = max(1, (1 << 24) // max(1, topk * HEAD_DIM))
    for start in range(0, s_q, chunk):
        stop = min(s_q, start + chunk)
        keys = kv_rows[indices[start:stop].clamp(0, kv_rows.shape[0] - 1).long()].float()  # [c, topk, 512]
        logits = torch.einsum("chd,ckd->chk", q[start:stop].float(), keys) * sm_scale
        logits.masked_fill_(~valid[start:stop, None, :], -_INF)
        result[start:stop] = logits.amax(dim=-1)
    return result


def flash_mla_sparse_fwd(
    q: torch.Tensor,
    kv: torch.Tensor,
    indices: torch.Tensor,
    sm_scale: float,
    d_v: int = 512,
    attn_sink: Optional[torch.Tensor] = None,
    topk_length: Optional[torch.Tensor] = None,
    use_legacy: bool = False,
    return_log2_lse: Optional[bool] = None,
    *,
    return_max_logits: bool = False,
) -> Tuple[torch.Tensor, Optional[torch.Tensor], Optional[torch.Tensor]]:
    """Sparse attention prefill over bf16 KV rows (FlashMLA's signature and semantics).

    Args:
        q: bf16 ``[s_q, h_q, 512]``, ``h_q`` in {8, 16, 32, 64, 128} (FlashMLA: 64 or 128).
        kv: bf16 ``[s_kv, 1, 512]``, read in place, each row a page of one token: rows contiguous
            (``stride(2) == 1``), the first starting on a 16-byte boundary, the row stride ``stride(0)``
            ``>= 512`` and a multiple of 64 elements, and ``kv``'s storage extending over ``s_kv`` whole row
            strides from its first element (ValueError naming kv otherwise). So ``buf[:, :, :512]`` of a wider
            ``buf`` is read in place, but ``buf[:, :, 512:]`` is refused: its last row's stride runs past the
            end of ``buf``.
        indices: int32 ``[s_q, 1, topk]``; entries −1 or ``>= s_kv`` (or < 0) are invalid.
        sm_scale: the softmax scale.
        d_v: must be 512.
        attn_sink: optional fp32 ``[h_q]``, as in :func:`flash_mla_with_kvcache`.
        topk_length: optional int32 ``[s_q]``: query ``i`` uses ``indices[i, :, :topk_length[i]]``.
        use_legacy: ignored.
        return_log2_lse: None: natural-log statistics; True: base 2 (FlashMLA: legacy kernels only);
            False: ``(out, None, None)``.
        return_max_logits: sparsemla's keyword. The kernels do not produce ``max_logits``: it is None unless
            this is True, which computes it exactly by an extra PyTorch pass that gathers each query's
            ``topk`` keys again and multiplies them in float32 (``s_q · h_q · topk · 512`` multiply-adds,
            about the attention's own Q·K work but on float32 units, plus a gather of up to 2^24 float32
            elements a chunk and small per-chunk allocations; no host sync).

    Returns:
        ``(out bf16 [s_q, h_q, 512], max_logits fp32 [s_q, h_q] or None, lse fp32 [s_q, h_q])``, as
        FlashMLA's except ``max_logits`` (None unless ``return_max_logits``): lse excludes the sink and is
        +inf for a query with no valid key (output zeros, max_logits −inf); both statistics are None with
        ``return_log2_lse=False``.
    """
    fn = "flash_mla_sparse_fwd"
    _check_q(q, 3, fn)
    s_q, h_q, _ = q.shape
    if d_v != HEAD_DIM:
        _fail(ValueError, fn, f"d_v must be {HEAD_DIM}, got {d_v}")
    if not isinstance(kv, torch.Tensor):
        _fail(TypeError, fn, f"kv must be a torch.Tensor, got {type(kv).__name__}")
    if kv.dtype != torch.bfloat16:
        _fail(TypeError, fn, f"kv must be bfloat16, got {kv.dtype}")
    if kv.dim() != 3 or kv.shape[1] != 1 or kv.shape[2] != HEAD_DIM:
        _fail(ValueError, fn, f"kv must have shape [s_kv, 1, {HEAD_DIM}] (h_kv = 1), got {list(kv.shape)}")
    if kv.device != q.device:
        _fail(ValueError, fn, f"kv is on {kv.device}, q on {q.device}")
    if not isinstance(indices, torch.Tensor) or indices.dim() != 3 or indices.shape[:2] != (s_q, 1):
        _fail(ValueError, fn, f"indices must have shape [{s_q}, 1, topk], got {list(getattr(indices, 'shape', []))}")
    _check_int_tensor(indices, "indices", fn, indices.shape, q.device)
    _check_int_tensor(topk_length, "topk_length", fn, (s_q,), q.device)
    if topk_length is not None and s_q > 1 and topk_length.stride(0) != 1:
        _fail(ValueError, fn, f"topk_length must be contiguous, got stride {topk_length.stride(0)}")
    _check_sink(attn_sink, h_q, fn, q.device)
    if isinstance(sm_scale, bool) or not isinstance(sm_scale, (int, float)):
        _fail(TypeError, fn, f"sm_scale must be a float, got {type(sm_scale).__name__}")
    if return_log2_lse is not None and not isinstance(return_log2_lse, bool):  # (1 == True: `in` took ints)
        _fail(TypeError, fn, f"return_log2_lse must be None or a bool, got {return_log2_lse!r}")
    if not isinstance(return_max_logits, bool):
        _fail(TypeError, fn, f"return_max_logits must be a bool, got {return_max_logits!r}")
    s_kv = kv.shape[0]
    topk = indices.shape[-1]
    if s_kv == 0:
        _fail(ValueError, fn, "kv must have at least one row")
    if kv.stride(2) != 1:  # (here, not in _source: its message would quote its 4-D page view's strides)
        _fail(ValueError, fn, f"kv's rows must be contiguous (stride(2) == 1), got shape {list(kv.shape)} and strides "
              f"{list(kv.stride())}")  # fmt: skip
    # One token per page: slot = row, so every index >= s_kv is outside the cache and skipped.
    cache = _source(kv.unsqueeze(1), "kv", fn, "bf16", 1)
    main_indices = _rows(indices, "indices", (s_q, topk), fn)
    out, lse = _attend(q, cache, main_indices, topk_length, None, None, None, attn_sink, float(sm_scale), None, None)
    if return_log2_lse is False:
        return out, None, None
    max_logits = None
    if return_max_logits:
        max_logits = _max_logits(q, kv[:, 0], main_indices, topk_length, float(sm_scale))
    if return_log2_lse:
        lse.mul_(_LOG2_E)
        if max_logits is not None:
            max_logits.mul_(_LOG2_E)
    return out, max_logits, lse
