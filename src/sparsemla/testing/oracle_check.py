"""What the HF oracle's captures are checked with: per-query index lists rebuilt the way a serving
system builds them, the exact reference run on them, and an independent RoPE.

:func:`build_indices` turns a :class:`~sparsemla.testing.oracle.StepRecord` into index lists;
:func:`reference_errors` / :func:`compare_with_reference` run
:func:`sparsemla.testing.reference.sparse_attention_ref` on them and measure the error against HF's output.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

import torch

if TYPE_CHECKING:
    from .oracle import OracleCapture, StepRecord


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
