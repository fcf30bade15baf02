"""What a :class:`~sparsemla.serving.backend.DSv4AttentionBackend` is built from and fed: its
configuration (:class:`DSv4BackendConfig`: model, cache, scheduler and kernel numbers) and one step's
description (:class:`ForwardBatch`)."""

from __future__ import annotations

import math
import operator
from collections.abc import Mapping
from dataclasses import dataclass, field

import torch

from ..config import AttentionOptions, default_options
from ..formats import ALL_FORMATS, HEAD_DIM
from ..ops.plan import DISTINCT_ROWS_FORMATS, MAX_SPLITS, SUPPORTED_HEADS
from ..workspace import query_row_capacity
from .pools import CSA, HCA, LAYER_TYPES, SWA

IMPLEMENTATIONS = ("triton", "torch")
DEFAULT_COMPRESS_RATES = {CSA: 4, HCA: 128}
DEFAULT_YARN = {"factor": 16.0, "original_max_position_embeddings": 65536, "beta_fast": 32.0, "beta_slow": 1.0}


def _check_int(name: str, value, minimum: int) -> None:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{name} must be an int, got {type(value).__name__}")
    if value < minimum:
        raise ValueError(f"{name} must be >= {minimum}, got {value}")


def _check_yarn(yarn) -> None:
    """``compress_rope_yarn``: None, or a mapping with a finite ``factor`` >= 1 and
    ``original_max_position_embeddings`` >= 1, and optional finite ``beta_fast`` > ``beta_slow`` > 0."""
    if yarn is None:
        return
    if not isinstance(yarn, Mapping):
        raise TypeError(f"compress_rope_yarn must be a mapping or None, got {type(yarn).__name__}")
    for key in ("factor", "original_max_position_embeddings"):
        if key not in yarn:
            raise ValueError(f"compress_rope_yarn needs {key!r}")
    values = {}
    for key, default in (("factor", None), ("original_max_position_embeddings", None), ("beta_fast", 32.0),
                         ("beta_slow", 1.0)):  # fmt: skip
        value = yarn.get(key, default)
        if not isinstance(value, (int, float)) or isinstance(value, bool) or not math.isfinite(value):
            raise ValueError(f"compress_rope_yarn[{key!r}] must be a finite number, got {value!r}")
        values[key] = float(value)
    if values["factor"] < 1 or values["original_max_position_embeddings"] < 1:
        raise ValueError(f"compress_rope_yarn: factor and original_max_position_embeddings must be >= 1, got "
                         f"{values['factor']} and {values['original_max_position_embeddings']}")  # fmt: skip
    if not values["beta_fast"] > values["beta_slow"] > 0:
        raise ValueError(f"compress_rope_yarn: beta_fast > beta_slow > 0 needed, got {values['beta_fast']} and "
                         f"{values['beta_slow']}")  # fmt: skip


@dataclass
class DSv4BackendConfig:
    """Everything :class:`DSv4AttentionBackend` needs to size itself.

    Model:
        num_heads: query heads per device (8, 16, 32, 64 or 128).
        layer_types: per layer, ``"sliding_attention"``, ``"compressed_sparse_attention"`` (CSA) or
            ``"heavily_compressed_attention"`` (HCA).
        window: sliding window (128).
        compress_rates: tokens per compressed row of CSA (4) and HCA (128) layers.
        index_topk: most CSA picks per query row (512 Flash, 1024 Pro).
        softmax_scale: ``512 ** -0.5``.
        rope_theta, compress_rope_theta, compress_rope_yarn: RoPE of sliding-only layers (plain) and
            of CSA/HCA layers (YaRN frequencies), for :meth:`DSv4AttentionBackend.inverse_rope`.
    Cache:
        kv_format: ``"model1"`` (FlashMLA's FP8 layout), ``"fp8_uniform"``, ``"bf16"``, or DeepSeek
            V4.1's ``"v41_fp8"`` / ``"v41_fp4"``: format of the SWA pools, and of the compressed pools
            unless ``compressed_kv_format`` is set.
        compressed_kv_format: format of the CSA / HCA pools (e.g. ``"v41_fp4"`` with ``kv_format=
            "v41_fp8"``, as V4.1 serves); None: ``kv_format``. Any pairing of formats is allowed.
        kv_scale: per-tensor scale of ``fp8_uniform`` pools.
        swa_page_size, compressed_page_size: rows per page.
        max_context_len: longest request (sizes page tables and the HCA index width).
        num_swa_pages, num_csa_pages, num_hca_pages: allocatable pages per layer's pool; None sizes
            the SWA pool for every request's window (``ceil((window - 1) / swa_page_size) + 2`` pages each)
            plus one step's new rows, and the compressed pools for every request at ``max_context_len``.
            A request keeps the pages of its last step's rows until its own next ``reserve``, so a
            schedule in which several requests each hold a prefill chunk between steps needs
            ``num_swa_pages`` sized for it (``reserve`` raises RuntimeError naming the shortfall).
    Scheduler:
        max_running_requests, max_prefill_tokens, chunked_prefill_size, num_draft_tokens: as in
            SGLang; they bound the query rows of one step (:func:`query_row_capacity`).
    Kernel:
        num_splits: None lets :func:`sparse_attention` choose; an int forces it.
        attention_impl: ``"triton"`` (the kernel) or ``"torch"`` (exact gather-and-softmax, with host
            syncs; for CPU runs where the interpreter is too slow).
        distinct_rows: True allocates a :class:`sparsemla.DistinctRowsWorkspace` for the step's widths and
            the pools' slots (``DistinctRowsWorkspace.bytes_for``: the float16 copy and a row factor take
            1,032 B per slot a step can reference) and gives it to extend steps: over ``fp8_uniform`` pools
            at 64/128 heads on Hopper with the CuTe DSL kernel, launches of 512 rows and more copy their
            distinct rows to float16 once and run the ``f16rows`` kernel over the copy (the same result up to
            bf16 roundings; faster than the direct kernels, docs/performance.md). Off by default for its
            memory; ValueError with other pool formats or head counts.
        options: :class:`sparsemla.AttentionOptions` for every attention call (kernel choice,
            cooperative splits, launch path, FP8 Q·Kᵀ, debug checks; ``debug_checks`` also checks each
            step's request slots, lengths and reserved pages on the host); None takes
            :func:`sparsemla.default_options` once, when the config is made.
    """

    num_heads: int
    layer_types: tuple[str, ...]
    max_running_requests: int
    max_prefill_tokens: int
    chunked_prefill_size: int
    num_draft_tokens: int = 0
    window: int = 128
    compress_rates: Mapping[str, int] = field(default_factory=lambda: dict(DEFAULT_COMPRESS_RATES))
    index_topk: int = 512
    kv_format: str = "model1"
    compressed_kv_format: str | None = None
    kv_scale: float = 1.0
    swa_page_size: int = 64
    compressed_page_size: int = 64
    max_context_len: int = 8192
    num_swa_pages: int | None = None
    num_csa_pages: int | None = None
    num_hca_pages: int | None = None
    softmax_scale: float = HEAD_DIM**-0.5
    rope_theta: float = 10000.0
    compress_rope_theta: float = 160000.0
    compress_rope_yarn: Mapping | None = field(default_factory=lambda: dict(DEFAULT_YARN))
    num_splits: int | None = None
    attention_impl: str = "triton"
    distinct_rows: bool = False
    options: AttentionOptions | None = None

    def __post_init__(self) -> None:
        if self.options is None:
            self.options = default_options()
        elif type(self.options) is not AttentionOptions:  # (as the op checks it: a subclass would fail every step)
            raise TypeError(f"options must be an AttentionOptions, got {type(self.options).__name__}")
        _check_int("num_heads", self.num_heads, 1)
        if self.num_heads not in SUPPORTED_HEADS:
            raise ValueError(f"num_heads must be one of {SUPPORTED_HEADS}, got {self.num_heads}")
        if isinstance(self.layer_types, str) or not isinstance(self.layer_types, (list, tuple)):
            raise TypeError(f"layer_types must be a list or tuple of str, got {type(self.layer_types).__name__}")
        self.layer_types = tuple(self.layer_types)
        if not self.layer_types:
            raise ValueError("layer_types must name at least one layer")
        for layer_type in self.layer_types:
            if layer_type not in LAYER_TYPES:
                raise ValueError(f"layer_types entries must be one of {LAYER_TYPES}, got {layer_type!r}")
        for name in ("max_running_requests", "max_prefill_tokens", "window", "swa_page_size",
                     "compressed_page_size", "max_context_len"):  # fmt: skip
            _check_int(name, getattr(self, name), 1)
        _check_int("chunked_prefill_size", self.chunked_prefill_size, -1)
        _check_int("num_draft_tokens", self.num_draft_tokens, 0)
        _check_int("index_topk", self.index_topk, 1)
        if not isinstance(self.compress_rates, Mapping):
            raise TypeError(f"compress_rates must be a mapping, got {type(self.compress_rates).__name__}")
        self.compress_rates = dict(self.compress_rates)
        for layer_type in (CSA, HCA):
            if layer_type in self.layer_types:
                if layer_type not in self.compress_rates:
                    raise ValueError(f"compress_rates has no rate for {layer_type!r}")
                _check_int(f"compress_rates[{layer_type!r}]", self.compress_rates[layer_type], 1)
        if self.kv_format not in ALL_FORMATS:
            raise ValueError(f"kv_format must be one of {ALL_FORMATS}, got {self.kv_format!r}")
        if self.compressed_kv_format is not None and self.compressed_kv_format not in ALL_FORMATS:
            raise ValueError(
                f"compressed_kv_format must be one of {ALL_FORMATS} or None, got {self.compressed_kv_format!r}"
            )
        for name in ("num_swa_pages", "num_csa_pages", "num_hca_pages"):
            if getattr(self, name) is not None:
                _check_int(name, getattr(self, name), 1)
        if self.num_splits is not None:
            _check_int("num_splits", self.num_splits, 1)
            if self.num_splits > MAX_SPLITS:
                raise ValueError(f"num_splits must lie in [1, {MAX_SPLITS}], got {self.num_splits}")
        if not isinstance(self.distinct_rows, bool):
            raise TypeError(f"distinct_rows must be a bool, got {type(self.distinct_rows).__name__}")
        if self.distinct_rows:  # (the workspace is large: refuse it where no call could use it)
            formats = (self.kv_format, self.compressed_kv_format or self.kv_format)
            if any(fmt not in DISTINCT_ROWS_FORMATS for fmt in formats):
                raise ValueError(f"distinct_rows copies {' / '.join(DISTINCT_ROWS_FORMATS)} rows; the pools are "
                                 f"{formats[0]} and {formats[1]}")  # fmt: skip
            if self.num_heads % 64:
                raise ValueError(f"distinct_rows runs 64-head programs: num_heads={self.num_heads} is not a multiple of 64")
        if self.attention_impl not in IMPLEMENTATIONS:
            raise ValueError(f"attention_impl must be one of {IMPLEMENTATIONS}, got {self.attention_impl!r}")
        for name in ("softmax_scale", "kv_scale", "rope_theta", "compress_rope_theta"):
            value = getattr(self, name)
            if not isinstance(value, (int, float)) or isinstance(value, bool) or not 0 < value < math.inf:
                raise ValueError(f"{name} must be a positive finite number, got {value!r}")
        if self.kv_scale != 1 and "fp8_uniform" not in (self.kv_format, self.compressed_kv_format):
            raise ValueError(f"kv_scale applies to fp8_uniform pools only; the pools are {self.kv_format} and "
                             f"{self.compressed_kv_format or self.kv_format}, so kv_scale must be 1.0, "
                             f"got {self.kv_scale!r}")  # fmt: skip
        for name in ("rope_theta", "compress_rope_theta"):  # (the frequencies theta^-(2i/d) must fall with i)
            if not getattr(self, name) > 1:
                raise ValueError(f"{name} must be > 1, got {getattr(self, name)!r}")
        _check_yarn(self.compress_rope_yarn)

    @property
    def max_query_rows(self) -> int:
        """Query rows of the largest step (:func:`query_row_capacity`)."""
        return query_row_capacity(
            self.chunked_prefill_size, self.max_prefill_tokens, self.max_running_requests, self.num_draft_tokens
        )

    def pool_pages(self) -> dict[str, int]:
        """Allocatable pages per pool (the configured numbers, or the defaults described above)."""
        swa = self.num_swa_pages
        if swa is None:
            # Each request: its window plus page-alignment slack; the step's new rows on top.
            per_request = -(-(self.window - 1) // self.swa_page_size) + 2
            swa = self.max_running_requests * per_request + -(-self.max_query_rows // self.swa_page_size)
        pages = {SWA: swa}
        for layer_type, configured in ((CSA, self.num_csa_pages), (HCA, self.num_hca_pages)):
            if layer_type in self.layer_types:
                rows = self.max_context_len // self.compress_rates[layer_type]
                default = self.max_running_requests * max(1, -(-rows // self.compressed_page_size))
                pages[layer_type] = configured if configured is not None else default
        return pages

    @classmethod
    def from_hf_config(cls, hf_config, **kwargs) -> "DSv4BackendConfig":
        """Take the model fields from a transformers ``DeepseekV4Config``; ``kwargs`` give the rest."""
        rope = getattr(hf_config, "rope_parameters", None) or {}
        compress = rope.get("compress", {}) if isinstance(rope, Mapping) else {}
        yarn = None
        if compress.get("rope_type") == "yarn":
            keys = ("factor", "original_max_position_embeddings", "beta_fast", "beta_slow")
            yarn = {k: compress[k] for k in keys if k in compress}
        layer_types = tuple(hf_config.layer_types)
        model = dict(
            num_heads=hf_config.num_attention_heads,
            layer_types=layer_types,
            window=hf_config.sliding_window,
            compress_rates={t: r for t, r in dict(hf_config.compress_rates).items() if t in layer_types},
            index_topk=hf_config.index_topk,
            softmax_scale=hf_config.head_dim**-0.5,
            rope_theta=float(rope.get("main", {}).get("rope_theta", hf_config.rope_theta)),
            compress_rope_theta=float(compress.get("rope_theta", hf_config.compress_rope_theta)),
            compress_rope_yarn=yarn,
        )
        model.update(kwargs)
        return cls(**model)


@dataclass
class ForwardBatch:
    """What one step computes: its mode, requests and lengths (the device view; no host syncs).

    Attributes:
        mode: ``"decode"`` (1 row per request), ``"verify"`` (``rows_per_request`` rows per request:
            MTP draft tokens) or ``"extend"`` (chunked prefill: ``extend_lens[b]`` rows per request,
            ragged; a 1-row request in it is a decode).
        req_slots: int [B] request slots (from :meth:`DSv4AttentionBackend.admit`); -1 = padding.
        seq_lens: int [B] tokens already in the cache before this step (= position of the first new
            token).
        num_rows: total query rows (host int): ``B``, ``B × rows_per_request`` or ``sum(extend_lens)``.
        rows_per_request: rows per request in decode (1) and verify mode.
        extend_lens: int [B] new tokens per request (extend mode).
    """

    mode: str
    req_slots: torch.Tensor
    seq_lens: torch.Tensor
    num_rows: int
    rows_per_request: int = 1
    extend_lens: torch.Tensor | None = None

    @classmethod
    def decode(cls, req_slots, seq_lens, *, device=None) -> "ForwardBatch":
        slots, lens = _as_device(req_slots, device, "req_slots"), _as_device(seq_lens, device, "seq_lens")
        return cls("decode", slots, lens, num_rows=slots.shape[0])

    @classmethod
    def verify(cls, req_slots, seq_lens, rows_per_request: int, *, device=None) -> "ForwardBatch":
        _check_int("rows_per_request", rows_per_request, 1)
        slots, lens = _as_device(req_slots, device, "req_slots"), _as_device(seq_lens, device, "seq_lens")
        return cls("verify", slots, lens, num_rows=slots.shape[0] * rows_per_request, rows_per_request=rows_per_request)

    @classmethod
    def extend(cls, req_slots, seq_lens, extend_lens, *, num_rows: int | None = None, device=None) -> "ForwardBatch":
        """``num_rows`` defaults to ``sum(extend_lens)`` when those are host ints (no device read)."""
        if not isinstance(extend_lens, torch.Tensor):  # (host ints: checked here, without a device read)
            extend_lens = _host_ints(extend_lens, "extend_lens")
            if any(n < 0 for n in extend_lens):
                raise ValueError(f"extend_lens must be >= 0, got {extend_lens}")
            if num_rows is None:
                num_rows = sum(extend_lens)
            elif isinstance(num_rows, int) and num_rows < sum(extend_lens):
                raise ValueError(f"num_rows={num_rows} is below sum(extend_lens) = {sum(extend_lens)}")
        elif num_rows is None:
            raise ValueError("num_rows is required when extend_lens is a tensor (it would need a device read)")
        return cls(
            "extend", _as_device(req_slots, device, "req_slots"), _as_device(seq_lens, device, "seq_lens"),
            num_rows=num_rows, extend_lens=_as_device(extend_lens, device, "extend_lens"),
        )  # fmt: skip


def _host_ints(values, name: str) -> list[int]:
    values = list(values)
    for value in values:  # (an int32 tensor of floats would truncate them)
        if isinstance(value, bool) or not hasattr(type(value), "__index__"):
            raise TypeError(f"{name} must hold ints, got {value!r}")
    return [operator.index(value) for value in values]


def _as_device(values, device, name: str) -> torch.Tensor:
    if isinstance(values, torch.Tensor):
        return values if device is None else values.to(device)
    return torch.tensor(_host_ints(values, name), dtype=torch.int32, device=device)
