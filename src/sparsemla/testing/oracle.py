"""HuggingFace ``transformers`` DeepSeek-V4 attention as an end-to-end oracle.

The oracle runs HF's eager ``DeepseekV4Attention`` layers (one per layer type) on random weights and random
hidden states, in fp32 on CPU: a prefill, then single-token decode steps through HF's own cache. While it
runs, it records everything a sparse-attention kernel needs and everything it must reproduce:

* the post-RoPE query ``[T, H, 512]``;
* the window KV rows (post-RoPE), one per absolute position;
* the compressed rows (CSA / HCA), one per compressed index ``w``;
* the Lightning Indexer's top-k picks (CSA);
* HF's attention output *before* the inverse RoPE and before the output projection ``[T, H, 512]``.

The three jobs are kept apart so that other tests can reuse each one:

1. :func:`run_hf_oracle` captures (returns an :class:`OracleCapture`);
2. :func:`build_indices` rebuilds per-query index lists the way a serving system does;
3. :func:`compare_with_reference` / :func:`reference_errors` run
   :func:`sparsemla.testing.reference.sparse_attention_ref` on them and measure the error against HF.

``transformers`` is imported lazily, so importing this module never needs it. Install it with
``pip install sparsemla[test]``.

How the capture works: HF's attention module looks up its core attention function by
``config._attn_implementation`` in ``transformers``' ``AttentionInterface``. This module registers one
extra name (:data:`ATTN_IMPLEMENTATION`). Under that name, HF's own ``eager_attention_forward`` runs
unchanged, and a recorder sees its inputs and output. The mask is built by HF's ``eager_mask``, registered
under the same name. The compressor, the indexer and the output projection are observed with ordinary
forward hooks. Nothing in HF is patched.
"""

from __future__ import annotations

import copy
import math
from dataclasses import dataclass, field
from typing import Any, Sequence

import torch

__all__ = [
    "ATTN_IMPLEMENTATION",
    "DEFAULT_LAYER_TYPES",
    "StepRecord",
    "OracleCapture",
    "RecordError",
    "make_oracle_config",
    "init_oracle_weights",
    "run_hf_oracle",
    "build_indices",
    "index_masks",
    "hf_visible_masks",
    "reference_errors",
    "compare_with_reference",
    "rope_inv_freq",
    "apply_interleaved_rope",
]

#: The ``config._attn_implementation`` name under which the capturing eager attention is registered.
ATTN_IMPLEMENTATION = "sparsemla_oracle_eager"

#: One layer of each DSv4 attention type, in the order the oracle builds them.
DEFAULT_LAYER_TYPES = ("sliding_attention", "compressed_sparse_attention", "heavily_compressed_attention")

HEAD_DIM = 512
ROPE_DIM = 64

_INSTALL_HINT = (
    "the HuggingFace oracle needs `transformers` (>= 5.8.1, with DeepSeek-V4 support); "
    "install it with `pip install 'sparsemla[demo]'`"
)


# --------------------------------------------------------------------------------------------------------------
# Lazy imports
# --------------------------------------------------------------------------------------------------------------


def _hf() -> Any:
    """Import the HF DeepSeek-V4 modules, or raise an ImportError that says how to install them."""
    try:
        from transformers.models.deepseek_v4 import modeling_deepseek_v4 as mod
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ImportError(_INSTALL_HINT) from exc
    return mod  # it also exports DeepseekV4Config (imported from the configuration module)


_REGISTERED = False


def _cache_kwarg(function) -> str:
    """The name under which ``function`` takes the KV cache: ``cache`` (newer) or ``past_key_values``."""
    import inspect

    return "cache" if "cache" in inspect.signature(function).parameters else "past_key_values"


def _register_attention() -> None:
    """Register :data:`ATTN_IMPLEMENTATION` in HF's attention and mask interfaces (once, idempotent)."""
    global _REGISTERED
    if _REGISTERED:
        return
    mod = _hf()
    from transformers.masking_utils import AttentionMaskInterface, eager_mask
    from transformers.modeling_utils import AttentionInterface

    eager = mod.eager_attention_forward

    def capturing_eager(module, query, key, value, attention_mask, scaling, dropout=0.0, **kwargs):
        out, weights = eager(module, query, key, value, attention_mask, scaling, dropout=dropout, **kwargs)
        recorder = getattr(module, "_sparsemla_recorder", None)
        if recorder is not None:
            recorder(query=query, key=key, attention_mask=attention_mask, scaling=scaling, output=out)
        return out, weights

    AttentionInterface.register(ATTN_IMPLEMENTATION, capturing_eager)
    AttentionMaskInterface.register(ATTN_IMPLEMENTATION, eager_mask)
    _REGISTERED = True


# --------------------------------------------------------------------------------------------------------------
# Config and weights
# --------------------------------------------------------------------------------------------------------------


def make_oracle_config(
    *,
    layer_types: Sequence[str] = DEFAULT_LAYER_TYPES,
    num_attention_heads: int = 8,
    hidden_size: int = 256,
    q_lora_rank: int = 64,
    o_groups: int = 2,
    o_lora_rank: int = 64,
    index_n_heads: int = 16,
    index_head_dim: int = 128,
    index_topk: int = 16,
    sliding_window: int = 128,
    compress_rates: dict | None = None,
    **overrides: Any,
):
    """A small ``DeepseekV4Config`` with the real attention head geometry.

    The head geometry is the real one: head_dim 512 = 448 nope + 64 rope (``partial_rotary_factor`` 64/512),
    one shared KV head, sliding window 128, compress rates CSA 4 / HCA 128, index_head_dim 128.
    Sliding-only layers use plain RoPE with θ = 10000. CSA/HCA layers use θ = 160000 with YaRN (factor 16,
    original 65536, β_fast 32, β_slow 1); HF forces ``attention_factor`` 1, as in the reference code.

    Everything else is shrunk so that it runs in seconds on a CPU. ``index_topk`` (16) is far below the
    number of CSA rows at a few hundred tokens (95 at 380 tokens), so the indexer really selects a subset.
    16 indexer heads keep exact score ties (all-ReLU-zero rows) rare. ``layer_types`` is always explicit,
    because HF's default schedule is not the Flash one.
    """
    mod = _hf()
    if compress_rates is None:
        compress_rates = {"compressed_sparse_attention": 4, "heavily_compressed_attention": 128}
    kwargs = dict(
        vocab_size=128,
        hidden_size=hidden_size,
        moe_intermediate_size=64,
        num_hidden_layers=len(layer_types),
        num_attention_heads=num_attention_heads,
        num_key_value_heads=1,
        head_dim=HEAD_DIM,
        partial_rotary_factor=ROPE_DIM / HEAD_DIM,
        q_lora_rank=q_lora_rank,
        num_experts_per_tok=2,
        n_routed_experts=4,
        n_shared_experts=1,
        layer_types=list(layer_types),
        mlp_layer_types=["moe"] * len(layer_types),
        compress_rates=dict(compress_rates),
        rope_theta=10000.0,
        compress_rope_theta=160000.0,
        rope_parameters={
            "rope_type": "yarn",
            "factor": 16.0,
            "original_max_position_embeddings": 65536,
            "beta_fast": 32.0,
            "beta_slow": 1.0,
        },
        max_position_embeddings=1048576,
        sliding_window=sliding_window,
        o_groups=o_groups,
        o_lora_rank=o_lora_rank,
        index_n_heads=index_n_heads,
        index_head_dim=index_head_dim,
        index_topk=index_topk,
        attention_dropout=0.0,
    )
    kwargs.update(overrides)
    config = mod.DeepseekV4Config(**kwargs)
    if config.num_attention_heads % config.o_groups:
        raise ValueError("o_groups must divide num_attention_heads")
    return config


@torch.no_grad()
def init_oracle_weights(module: torch.nn.Module, seed: int = 0, *, sink_mean: float = 1.0) -> None:
    """Fill every parameter of ``module`` with seeded random values (in place).

    * Weight matrices: N(0, 1/fan_in), so every projection gives O(1) activations.
    * RMSNorm weights: U(0.5, 1.5), so they are not all ones.
    * ``sinks``: N(sink_mean, 1). They are deliberately large enough to move the output by a few per cent,
      so a kernel that drops the sink fails the comparison.
    * ``position_bias`` (the compressor's ``ape``): N(0, 0.5²).
    """
    gen = torch.Generator().manual_seed(seed)
    for name, param in sorted(module.named_parameters(), key=lambda item: item[0]):
        leaf = name.rsplit(".", 1)[-1]
        if leaf == "sinks":
            values = torch.randn(param.shape, generator=gen, dtype=torch.float64) + sink_mean
        elif leaf == "position_bias":
            values = torch.randn(param.shape, generator=gen, dtype=torch.float64) * 0.5
        elif "norm" in name and param.dim() == 1:
            values = torch.rand(param.shape, generator=gen, dtype=torch.float64) + 0.5
        elif param.dim() >= 2:
            values = torch.randn(param.shape, generator=gen, dtype=torch.float64) / math.sqrt(param.shape[-1])
        else:
            values = torch.randn(param.shape, generator=gen, dtype=torch.float64) * 0.1
        param.copy_(values.to(param.dtype))


# --------------------------------------------------------------------------------------------------------------
# Capture
# --------------------------------------------------------------------------------------------------------------


@dataclass
class StepRecord:
    """What one attention layer saw and produced in one forward call (prefill chunk or decode step).

    All tensors are fp32 CPU copies with the batch dimension removed.
    """

    layer_idx: int
    layer_type: str  # "sliding_attention" | "compressed_sparse_attention" | "heavily_compressed_attention"
    step: int  # 0 = first call (prefill), 1, 2, ... = later calls
    compress_rate: int  # 0 for sliding-only layers
    positions: torch.Tensor  # [T] int64, absolute positions of this call's query tokens
    q: torch.Tensor  # [T, H, 512] post-RoPE query (exactly what HF's eager attention got)
    window_kv: torch.Tensor  # [positions[-1] + 1, 512] window KV rows (post-RoPE), row p = absolute position p
    compressed_kv: torch.Tensor | None  # [W, 512] compressed rows (post-norm, post-RoPE), row w = index w
    topk: torch.Tensor | None  # [T, k] int64 indexer picks into compressed rows, -1 = none (CSA only)
    attn_out: torch.Tensor  # [T, H, 512] HF attention output BEFORE the inverse RoPE / output projection
    o_proj_in: torch.Tensor  # [T, H, 512] the same AFTER HF's inverse RoPE (the input of o_a_proj)
    sinks: torch.Tensor  # [H] fp32 sink logits
    scaling: float  # HF's softmax scale (512 ** -0.5)
    hf_window_positions: torch.Tensor  # [Nw] absolute positions of the window rows HF attended over
    hf_visible: torch.Tensor  # [T, Nw + W] bool, True where HF's additive mask was 0 (entry visible)


@dataclass
class OracleCapture:
    """Everything :func:`run_hf_oracle` recorded. ``records[layer][step]`` is a :class:`StepRecord`."""

    config: Any
    layer_types: list[str]
    chunks: list[int]  # tokens per call: [prefill_len, 1, 1, ...]
    records: list[list[StepRecord]] = field(default_factory=list)
    rope_inv_freq_hf: dict[str, torch.Tensor] = field(default_factory=dict)  # HF's tables, "main" / "compress"

    def all_records(self) -> list[StepRecord]:
        return [rec for layer in self.records for rec in layer]


class _LayerRecorder:
    """Collects the pieces of one layer call from the attention function and the forward hooks."""

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.attn: dict[str, Any] | None = None
        self.compressed: torch.Tensor | None = None
        self.topk: torch.Tensor | None = None
        self.o_proj_in: torch.Tensor | None = None

    def __call__(self, *, query, key, attention_mask, scaling, output) -> None:
        if self.attn is not None:
            raise RuntimeError("the attention function ran twice in one layer call")
        self.attn = dict(
            query=query.detach().clone(),
            key=key.detach().clone(),
            mask=None if attention_mask is None else attention_mask.detach().clone(),
            scaling=float(scaling),
            output=output.detach().clone(),
        )

    def compressor_hook(self, module, args, output) -> None:
        compressed_kv, _ = output
        self.compressed = compressed_kv.detach().clone()  # [B, 1, W, 512]

    def indexer_hook(self, module, args, output) -> None:
        self.topk = output.detach().clone()  # [B, S, k]

    def o_proj_pre_hook(self, module, args) -> None:
        self.o_proj_in = args[0].detach().clone()  # [B, S, G, (H/G)*512]


@torch.no_grad()
def run_hf_oracle(
    config=None,
    *,
    prefill_len: int = 380,
    decode_steps: int = 8,
    chunks: Sequence[int] | None = None,
    seed: int = 0,
) -> OracleCapture:
    """Run one HF ``DeepseekV4Attention`` per layer type (prefill, then decode) and record everything.

    Args:
        config: a ``DeepseekV4Config``, by default :func:`make_oracle_config`. A private copy is used.
        prefill_len, decode_steps: the default call schedule ``[prefill_len] + [1] * decode_steps``.
        chunks: an explicit schedule (tokens per forward call) that replaces the default one.
        seed: seeds the weights (layer ``i`` uses ``seed + 1000 * i``) and the inputs.

    Each layer gets its own random input sequence ``[1, sum(chunks), hidden]``; the layers are not
    chained. All calls share one HF ``DynamicCache`` built from the config, so the window cache, compressor
    buffers, overlap state and compressed rows are HF's own. The mask for each call is built before any layer
    runs, like ``DeepseekV4Model.forward``, by ``create_sliding_window_causal_mask``. Everything runs in fp32
    eager mode on CPU.

    Returns:
        An :class:`OracleCapture` with ``records[layer][step]``.
    """
    mod = _hf()
    _register_attention()
    from transformers.cache_utils import DynamicCache
    from transformers.masking_utils import create_sliding_window_causal_mask

    config = make_oracle_config() if config is None else config
    config = copy.deepcopy(config)
    config._attn_implementation = ATTN_IMPLEMENTATION
    schedule = [int(c) for c in (chunks if chunks is not None else [prefill_len] + [1] * decode_steps)]
    if not schedule or min(schedule) < 1:
        raise ValueError("every chunk must hold at least one token")
    total = sum(schedule)

    layer_types = list(config.layer_types)
    layers = []
    for idx in range(len(layer_types)):
        layer = mod.DeepseekV4Attention(config, idx).eval()
        init_oracle_weights(layer, seed + 1000 * idx)
        layers.append(layer)
    rotary = mod.DeepseekV4RotaryEmbedding(config)
    cache = DynamicCache(config=config)

    gen = torch.Generator().manual_seed(seed + 7)
    inputs = [torch.randn(1, total, config.hidden_size, generator=gen) for _ in layers]

    capture = OracleCapture(
        config=config,
        layer_types=layer_types,
        chunks=schedule,
        records=[[] for _ in layers],
        rope_inv_freq_hf={k: getattr(rotary, f"{k}_inv_freq").clone() for k in ("main", "compress")},
    )
    window_tables: list[torch.Tensor | None] = [None] * len(layers)
    compressed_prev: list[torch.Tensor | None] = [None] * len(layers)

    recorders, handles = [], []
    for layer in layers:
        rec = _LayerRecorder()
        layer._sparsemla_recorder = rec
        handles.append(layer.o_a_proj.register_forward_pre_hook(rec.o_proj_pre_hook))
        if layer.compressor is not None:
            handles.append(layer.compressor.register_forward_hook(rec.compressor_hook))
            if hasattr(layer.compressor, "indexer"):
                handles.append(layer.compressor.indexer.register_forward_hook(rec.indexer_hook))
        recorders.append(rec)

    # transformers renamed `past_key_values` to `cache` after 5.17; accept both.
    mask_cache_arg = _cache_kwarg(create_sliding_window_causal_mask)
    layer_cache_arg = _cache_kwarg(type(layers[0]).forward)
    try:
        start = 0
        for step, length in enumerate(schedule):
            positions = torch.arange(start, start + length)
            position_ids = positions.unsqueeze(0)
            probe = inputs[0][:, start : start + length]
            position_embeddings = {
                "main": rotary(probe, position_ids=position_ids, layer_type="main"),
                "compress": rotary(probe, position_ids=position_ids, layer_type="compress"),
            }
            mask = create_sliding_window_causal_mask(
                config=config, inputs_embeds=probe, attention_mask=None, position_ids=position_ids,
                **{mask_cache_arg: cache},
            )  # fmt: skip
            for idx, layer in enumerate(layers):
                rec = recorders[idx]
                rec.reset()
                layer(
                    inputs[idx][:, start : start + length],
                    position_embeddings=position_embeddings,
                    position_ids=position_ids,
                    attention_mask=mask,
                    **{layer_cache_arg: cache},
                )
                record, window_tables[idx] = _make_record(
                    rec, layer, idx, step, positions, window_tables[idx], compressed_prev[idx]
                )
                compressed_prev[idx] = record.compressed_kv
                capture.records[idx].append(record)
            start += length
    finally:
        for handle in handles:
            handle.remove()
        for layer in layers:
            layer._sparsemla_recorder = None
    return capture


def _make_record(rec, layer, idx, step, positions, window_table, compressed_prev):
    if rec.attn is None or rec.o_proj_in is None:
        raise RuntimeError("capture failed: the attention function or the output projection was not observed")
    T = positions.numel()
    start = int(positions[0])
    query, key, mask = rec.attn["query"], rec.attn["key"], rec.attn["mask"]
    if query.shape[0] != 1 or key.shape[1] != 1:
        raise RuntimeError(f"unexpected shapes: query {list(query.shape)}, key {list(key.shape)}")
    q = query[0].transpose(0, 1).contiguous()  # [T, H, D]
    keys = key[0, 0]  # [Nw + W, D]

    compressed = None
    n_comp = 0
    if layer.compressor is not None:
        if rec.compressed is None:
            raise RuntimeError("compressor output was not observed")
        compressed = rec.compressed[0, 0].contiguous()  # [W, D]
        n_comp = compressed.shape[0]
        if compressed_prev is not None:
            # HF only appends compressed rows; rows once emitted never change.
            if compressed.shape[0] < compressed_prev.shape[0] or not torch.equal(
                compressed[: compressed_prev.shape[0]], compressed_prev
            ):
                raise RuntimeError("HF's compressed rows changed between calls")
        if not torch.equal(keys[keys.shape[0] - n_comp :], compressed):
            raise RuntimeError("the compressed rows are not the tail of HF's key tensor")
    window_part = keys[: keys.shape[0] - n_comp]
    n_window = window_part.shape[0]
    if n_window < T:
        raise RuntimeError("HF's window part is shorter than the call")

    # Maintain the dense table of window rows, indexed by absolute position.
    new_rows = window_part[n_window - T :]
    if window_table is None:
        if start != 0:
            raise RuntimeError("the first call must start at position 0")
        window_table = new_rows.clone()
    else:
        if window_table.shape[0] != start:
            raise RuntimeError("window table out of step with the positions")
        window_table = torch.cat([window_table, new_rows])
    hf_window_positions = torch.arange(start + T - n_window, start + T)
    if int(hf_window_positions[0]) < 0 or not torch.equal(
        window_table[hf_window_positions], window_part
    ):
        raise RuntimeError("HF's cached window rows differ from the rows recorded at their positions")

    if mask is None:
        visible = torch.ones(T, keys.shape[0], dtype=torch.bool)
    else:
        visible = (mask[0, 0] == 0).expand(T, keys.shape[0]).clone()

    topk = None
    if rec.topk is not None:
        topk = rec.topk[0].to(torch.int64).contiguous()

    o_proj_in = rec.o_proj_in[0].reshape(T, layer.num_heads, layer.head_dim).contiguous()
    attn_out = rec.attn["output"][0].contiguous()  # eager returns [B, T, H, D]
    layer_type = layer.layer_type
    rate = 0 if layer.compressor is None else int(layer.compressor.compress_rate)
    record = StepRecord(
        layer_idx=idx,
        layer_type=layer_type,
        step=step,
        compress_rate=rate,
        positions=positions.clone(),
        q=q,
        window_kv=window_table,
        compressed_kv=compressed,
        topk=topk,
        attn_out=attn_out,
        o_proj_in=o_proj_in,
        sinks=layer.sinks.detach().clone(),
        scaling=rec.attn["scaling"],
        hf_window_positions=hf_window_positions,
        hf_visible=visible,
    )
    return record, window_table


# --------------------------------------------------------------------------------------------------------------
# Index lists (the serving-system view)
# --------------------------------------------------------------------------------------------------------------


def _pack(candidates: torch.Tensor, valid: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Move the valid entries of each row to the front (order kept), pad with -1; return (indices, lengths)."""
    order = torch.sort((~valid).to(torch.int8), dim=1, stable=True).indices
    packed = torch.gather(torch.where(valid, candidates, torch.full_like(candidates, -1)), 1, order)
    return packed.to(torch.int32), valid.sum(dim=1).to(torch.int32)


def build_indices(
    record: StepRecord,
    *,
    window: int = 128,
    hca_offset: int = 0,
    csa_mode: str = "topk",
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor | None, torch.Tensor | None]:
    """Per-query index lists for one record, built the way a serving system builds them.

    * Window (every layer type): absolute positions ``max(0, t - window + 1) … t``. They index
      ``record.window_kv``, whose row p is the KV row of absolute position p.
    * CSA, ``csa_mode="topk"``: the indexer's picks (``record.topk``), with -1 entries dropped. With
      ``csa_mode="all"``, every completed row ``w < (t + 1) // 4`` is used instead; that mode exists for
      negative tests.
    * HCA: every compressed row ``w < (t + 1 + hca_offset) // 128``, clipped to the rows that exist.

    ``window`` and ``hca_offset`` are parameters so that tests can perturb the rules. Compressed indices
    point into ``record.compressed_kv``.

    Returns:
        ``(indices [T, window], lengths [T], extra_indices [T, K] | None, extra_lengths [T] | None)``, all
        int32. Valid entries come first; the rest of each row is -1 and lies at or beyond its length.
        ``extra_*`` is None for sliding-only layers.
    """
    if window < 1:
        raise ValueError("window must be >= 1")
    t = record.positions.to(torch.int64)[:, None]  # [T, 1]
    cand = (t - (window - 1)).clamp_min(0) + torch.arange(window)[None, :]
    indices, lengths = _pack(cand, cand <= t)

    if record.compress_rate == 0:
        return indices, lengths, None, None
    n_rows = record.compressed_kv.shape[0]
    rows = torch.arange(n_rows)[None, :].expand(t.shape[0], n_rows)
    if record.layer_type == "compressed_sparse_attention" and csa_mode == "topk":
        picks = record.topk
        if picks is None:
            raise ValueError("a CSA record without indexer picks")
        extra, extra_len = _pack(picks, picks >= 0)
    elif record.layer_type == "compressed_sparse_attention" and csa_mode != "all":
        raise ValueError(f"unknown csa_mode {csa_mode!r}")
    else:
        offset = hca_offset if record.layer_type == "heavily_compressed_attention" else 0
        limit = torch.div(t + 1 + offset, record.compress_rate, rounding_mode="floor").clamp(0, n_rows)
        extra, extra_len = _pack(rows, rows < limit)
    return indices, lengths, extra, extra_len


def index_masks(
    indices: torch.Tensor, lengths: torch.Tensor | None, n_rows: int
) -> torch.Tensor:
    """Turn an index list ``[T, K]`` (-1 = skip, entries at or beyond ``lengths`` ignored) into a
    ``[T, n_rows]`` bool membership mask."""
    T, K = indices.shape
    valid = indices >= 0
    if lengths is not None:
        valid &= torch.arange(K)[None, :] < lengths.long()[:, None]
    mask = torch.zeros(T, n_rows + 1, dtype=torch.bool)
    mask.scatter_(1, torch.where(valid, indices.long(), torch.full_like(indices.long(), n_rows)), True)
    return mask[:, :n_rows]


def hf_visible_masks(record: StepRecord) -> tuple[torch.Tensor, torch.Tensor | None]:
    """The rows HF actually let each query see, read off the additive mask it used.

    Returns:
        ``(window [T, len(window_kv)] bool`` over absolute positions, ``compressed [T, W] bool | None)``.
    """
    T = record.positions.numel()
    n_win = record.hf_window_positions.numel()
    window = torch.zeros(T, record.window_kv.shape[0], dtype=torch.bool)
    window[:, record.hf_window_positions] = record.hf_visible[:, :n_win]
    compressed = None if record.compressed_kv is None else record.hf_visible[:, n_win:].clone()
    return window, compressed


# --------------------------------------------------------------------------------------------------------------
# Comparison with the exact reference
# --------------------------------------------------------------------------------------------------------------


@dataclass
class RecordError:
    layer_idx: int
    layer_type: str
    step: int
    positions: torch.Tensor
    rel_err: float  # max |ref - hf| / max |hf| over this record's [T, H, 512] output
    row_rel_err: torch.Tensor  # [T] max |ref - hf| over (H, 512) for each query, / max |hf| of the record


def reference_errors(
    capture: OracleCapture,
    *,
    window: int = 128,
    hca_offset: int = 0,
    csa_mode: str = "topk",
    use_sinks: bool = True,
    compute_dtype: torch.dtype = torch.float64,
    layer_types: Sequence[str] | None = None,
) -> list[RecordError]:
    """Run ``sparse_attention_ref`` on every record (or those of ``layer_types``) and measure the error.

    The reference gets the captured post-RoPE q, the window rows (by absolute position) as ``kv_main``, the
    compressed rows as ``kv_extra``, the index lists from :func:`build_indices` (``window``,
    ``hca_offset``, ``csa_mode``), the sinks (or none when ``use_sinks`` is False) and HF's scale. Inputs are
    cast to ``compute_dtype`` (float64 by default, so that the measured error is HF's fp32 rounding alone).

    The error of a record is ``max |ref - hf| / max |hf|`` over all its queries, heads and 512 channels, where
    hf is HF's attention output before the inverse RoPE.
    """
    from sparsemla.testing.reference import sparse_attention_ref

    results = []
    for rec in capture.all_records():
        if layer_types is not None and rec.layer_type not in layer_types:
            continue
        indices, lengths, extra, extra_len = build_indices(
            rec, window=window, hca_offset=hca_offset, csa_mode=csa_mode
        )
        kwargs = {}
        if extra is not None:
            kwargs = dict(kv_extra=rec.compressed_kv.to(compute_dtype), extra_indices=extra, extra_lengths=extra_len)
        out, _ = sparse_attention_ref(
            rec.q.to(compute_dtype),
            rec.window_kv.to(compute_dtype),
            indices,
            lengths,
            sinks=rec.sinks.to(compute_dtype) if use_sinks else None,
            softmax_scale=rec.scaling,
            **kwargs,
        )
        hf = rec.attn_out.to(compute_dtype)
        scale = hf.abs().max().clamp_min(torch.finfo(compute_dtype).tiny)
        diff = (out - hf).abs()
        results.append(
            RecordError(
                layer_idx=rec.layer_idx,
                layer_type=rec.layer_type,
                step=rec.step,
                positions=rec.positions,
                rel_err=float(diff.max() / scale),
                row_rel_err=(diff.flatten(1).amax(dim=1) / scale).float(),
            )
        )
    return results


def compare_with_reference(capture: OracleCapture, **kwargs: Any) -> float:
    """The largest relative error over all records: ``max over records of max |ref - hf| / max |hf|``.

    ``kwargs`` are those of :func:`reference_errors` (``window``, ``hca_offset``, ``csa_mode``, ``use_sinks``,
    ``compute_dtype``, ``layer_types``). hf is HF's attention output before the inverse RoPE and before the
    output projection; ref is ``sparse_attention_ref`` on index lists rebuilt by :func:`build_indices`.
    """
    errors = reference_errors(capture, **kwargs)
    if not errors:
        raise ValueError("no records to compare")
    return max(e.rel_err for e in errors)


# --------------------------------------------------------------------------------------------------------------
# Independent RoPE (used to check where HF's captured output sits relative to the inverse RoPE)
# --------------------------------------------------------------------------------------------------------------


def rope_inv_freq(config, layer_type: str) -> torch.Tensor:
    """The 32 RoPE frequencies of a layer type, computed by :func:`sparsemla.serving.rope.rope_inv_freq` (the
    backend's own table) from the config, independently of HF's rotary module.

    Sliding-only layers use plain RoPE with ``rope_theta``. CSA/HCA layers use ``compress_rope_theta`` with
    the reference code's YaRN frequency blend (no mscale).
    """
    from sparsemla.serving.rope import rope_inv_freq as dsv4_rope_inv_freq

    dim = int(round(config.head_dim * config.partial_rotary_factor))
    if layer_type == "sliding_attention":
        return dsv4_rope_inv_freq(float(config.rope_theta), dim)
    params = config.rope_parameters["compress"]
    yarn = params if params.get("rope_type") == "yarn" else None
    return dsv4_rope_inv_freq(float(params["rope_theta"]), dim, yarn=yarn)


def apply_interleaved_rope(
    x: torch.Tensor, positions: torch.Tensor, inv_freq: torch.Tensor, *, inverse: bool = False
) -> torch.Tensor:
    """Rotate the last ``2 * len(inv_freq)`` channels of ``x [T, ..., D]`` by the interleaved (complex-pair)
    RoPE at ``positions [T]``; ``inverse=True`` applies the conjugate rotation. Computed in float64."""
    rd = 2 * inv_freq.numel()
    angles = positions.to(torch.float64)[:, None] * inv_freq.to(torch.float64)[None, :]  # [T, rd/2]
    rot = torch.polar(torch.ones_like(angles), -angles if inverse else angles)
    rot = rot.view(rot.shape[0], *([1] * (x.dim() - 2)), rot.shape[1])
    tail = torch.view_as_complex(x[..., -rd:].to(torch.float64).reshape(*x.shape[:-1], rd // 2, 2).contiguous())
    rotated = torch.view_as_real(tail * rot).reshape(*x.shape[:-1], rd)
    return torch.cat([x[..., :-rd].to(torch.float64), rotated], dim=-1).to(x.dtype)
