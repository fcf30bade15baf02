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
2. :func:`build_indices` rebuilds per-query index lists the way a serving system does
   (:mod:`sparsemla.testing.oracle_check`);
3. :func:`compare_with_reference` / :func:`reference_errors` run
   :func:`sparsemla.testing.reference.sparse_attention_ref` on them and measure the error against HF.

``transformers`` is imported lazily, so importing this module never needs it. Install it with
``pip install 'sparsemla[demo]'``.

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


# The checks live in their own module; their names stay importable from here.
from .oracle_check import (  # noqa: E402
    RecordError,
    apply_interleaved_rope,
    build_indices,
    compare_with_reference,
    hf_visible_masks,
    index_masks,
    reference_errors,
    rope_inv_freq,
)
