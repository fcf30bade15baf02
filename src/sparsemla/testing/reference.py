"""Exact PyTorch reference for DSv4 sparse attention.

Every kernel in sparsemla is judged against :func:`sparse_attention_ref`. It is written for clarity and
exactness, not speed: it gathers the selected rows densely and runs one softmax over them.
"""

from __future__ import annotations

import math

import torch

from ..cache import PagedKVCache
from ..formats import DEFAULT_SOFTMAX_SCALE, HEAD_DIM

# Rows are processed in chunks so that the dense gather [rows, width, 512] stays bounded in memory.
_GATHER_BUDGET_ELEMENTS = 1 << 26


def _compute_dtype(*tensors: torch.Tensor) -> torch.dtype:
    dtype = tensors[0].dtype
    for tensor in tensors[1:]:
        dtype = torch.promote_types(dtype, tensor.dtype)
    # Half types are widened: the reference must not add rounding of its own.
    if dtype in (torch.float16, torch.bfloat16) or not dtype.is_floating_point:
        dtype = torch.float32
    return dtype


def _valid_mask(indices: torch.Tensor, lengths: torch.Tensor | None, name: str) -> torch.Tensor:
    rows, width = indices.shape
    if indices.dtype == torch.bool or indices.dtype.is_floating_point or indices.dtype.is_complex:
        raise TypeError(f"{name} must be an integer tensor, got {indices.dtype}")
    if lengths is not None and (lengths.dtype == torch.bool or lengths.dtype.is_floating_point):
        raise TypeError(f"{name}: lengths must be an integer tensor, got {lengths.dtype}")
    valid = indices >= 0
    if lengths is not None:
        if lengths.shape != (rows,):
            raise ValueError(f"{name}: lengths must have shape [{rows}], got {list(lengths.shape)}")
        if rows and (int(lengths.min()) < 0 or int(lengths.max()) > width):
            raise ValueError(f"{name}: lengths must lie in [0, {width}] (the index width)")
        positions = torch.arange(width, device=indices.device)
        valid &= positions[None, :] < lengths.to(indices.device)[:, None].long()
    return valid


def _check_source(q, kv, indices, name):
    if kv.dim() != 2 or kv.shape[1] != q.shape[-1]:
        raise ValueError(f"{name}: kv rows must have shape [N, {q.shape[-1]}], got {list(kv.shape)}")
    if indices.dim() != 2 or indices.shape[0] != q.shape[0]:
        raise ValueError(f"{name}: indices must have shape [{q.shape[0]}, K], got {list(indices.shape)}")


def sparse_attention_ref(
    q: torch.Tensor,
    kv_main: torch.Tensor,
    indices: torch.Tensor,
    lengths: torch.Tensor | None = None,
    *,
    kv_extra: torch.Tensor | None = None,
    extra_indices: torch.Tensor | None = None,
    extra_lengths: torch.Tensor | None = None,
    sinks: torch.Tensor | None = None,
    softmax_scale: float | None = None,
    weights=None,
) -> tuple[torch.Tensor, torch.Tensor]:
    """One softmax per (query row, head) over the union of two gathered row sets, plus a sink.

    Args:
        q: [R, H, D] queries (D = 512 for DSv4).
        kv_main: [N, D] dense rows; each row is both key and value.
        indices: [R, K] integer indices into ``kv_main``. ``-1`` means skip; entries at positions
            ``>= lengths[r]`` are ignored. A duplicated index counts as many times as it appears.
        lengths: [R] valid width per row, or None for the whole width.
        kv_extra, extra_indices, extra_lengths: a second source with the same rules (e.g. compressed
            rows); both sources enter the same softmax.
        sinks: [H] logits (not scaled) of a zero value vector; ``-inf`` means no sink.
        softmax_scale: multiplies ``q·k``; default ``D ** -0.5``.
        weights: optional map of the unnormalised weights ``e^(s−m)`` ([r, H, K], m the row's maximum) as
            the numerator uses them, to model a kernel's rounding of P; the denominator sums the exact ones.

    Returns:
        ``(out [R, H, D], lse [R, H])`` in the compute dtype: the promoted dtype of ``q`` and the
        rows, widened to float32 for half types (float64 in gives float64 out).
        ``out = Σ e^(s−m)·k / (Σ e^(s−m) + e^(sink−m))``; ``lse = log Σ e^s`` (natural log, sink
        excluded, ``-inf`` for a row with no valid entry, whose output is zeros).
    """
    if q.dim() != 3:
        raise ValueError(f"q must have shape [R, H, D], got {list(q.shape)}")
    if (kv_extra is None) != (extra_indices is None):
        raise ValueError("kv_extra and extra_indices must be given together")
    if extra_lengths is not None and extra_indices is None:
        raise ValueError("extra_lengths needs extra_indices")
    rows, heads, dim = q.shape
    scale = DEFAULT_SOFTMAX_SCALE if softmax_scale is None else float(softmax_scale)
    if softmax_scale is None and dim != HEAD_DIM:
        scale = dim**-0.5

    sources = [(kv_main, indices, lengths, "indices")]
    if kv_extra is not None:
        sources.append((kv_extra, extra_indices, extra_lengths, "extra_indices"))
    for kv, idx, _, name in sources:
        _check_source(q, kv, idx, name)
    dtype = _compute_dtype(q, *(kv for kv, *_ in sources))

    # Concatenate the two sources into one row table and one index list per query row.
    tables, index_lists, masks, row_offset = [], [], [], 0
    for kv, idx, lens, name in sources:
        mask = _valid_mask(idx, lens, name)
        # (entries past a row's length are ignored, whatever they hold; a counted one must name a row)
        if mask.any() and int(idx[mask].max()) >= kv.shape[0]:
            raise ValueError(f"{name}: index {int(idx[mask].max())} out of range for {kv.shape[0]} kv rows")
        masks.append(mask)
        # (a skipped entry points at the table's first row, then masked: its values are never used)
        index_lists.append(torch.where(mask, idx.long() + row_offset, 0))
        tables.append(kv.to(dtype))
        row_offset += kv.shape[0]
    table = torch.cat(tables)
    all_indices = torch.cat(index_lists, dim=1)
    valid = torch.cat(masks, dim=1)
    width = all_indices.shape[1]

    sink = None
    if sinks is not None:
        if sinks.shape != (heads,):
            raise ValueError(f"sinks must have shape [{heads}], got {list(sinks.shape)}")
        sink = sinks.to(device=q.device, dtype=dtype)

    out = torch.zeros(rows, heads, dim, dtype=dtype, device=q.device)
    lse = torch.full((rows, heads), -math.inf, dtype=dtype, device=q.device)
    if width == 0 or table.shape[0] == 0:  # no entries, or no rows to name: every row is empty
        return out, lse
    chunk = max(1, _GATHER_BUDGET_ELEMENTS // max(1, width * dim))
    for start in range(0, rows, chunk):
        stop = min(rows, start + chunk)
        mask = valid[start:stop]
        # skipped entries' rows zeroed: their weights are 0, and 0 · NaN or 0 · inf would still be NaN
        gathered = torch.where(mask[..., None], table[all_indices[start:stop]], 0.0)  # [r, K, D]
        scores = torch.einsum("rhd,rkd->rhk", q[start:stop].to(dtype), gathered) * scale
        scores = scores.masked_fill(~mask[:, None, :], -math.inf)
        row_max = scores.amax(dim=-1)  # -inf where the row has no valid entry
        safe_max = torch.where(torch.isfinite(row_max), row_max, torch.zeros_like(row_max))
        exp_scores = torch.exp(scores - safe_max[..., None])
        total = exp_scores.sum(dim=-1)
        denom = total if sink is None else total + torch.exp(sink[None, :] - safe_max)
        numer = torch.einsum("rhk,rkd->rhd", exp_scores if weights is None else weights(exp_scores), gathered)
        has_entry = mask.any(dim=-1)[:, None]
        out[start:stop] = torch.where(has_entry[..., None], numer / denom[..., None], 0.0)
        lse[start:stop] = torch.where(has_entry, safe_max + torch.log(total), -math.inf)
    return out, lse


# ---------------------------------------------------------------------------------------------------
# Over paged caches: gather the indexed rows (dequantized), then the same softmax. For CPU runs, where
# Triton's interpreter is too slow for long prefills, and for debugging; it reads back values (host
# syncs) and is not CUDA-graph safe.
# ---------------------------------------------------------------------------------------------------

# Gathered rows per chunk of query rows (× 512 float32 each: 64 MiB).
_GATHER_BUDGET_ROWS = 1 << 15


def _gathered(cache: PagedKVCache, indices: torch.Tensor, lengths: torch.Tensor | None):
    """(rows [R·K, 512] float32, local indices [R, K] into them, -1 where skipped)."""
    rows, width = indices.shape
    valid = (indices >= 0) & (indices < cache.num_slots)
    if lengths is not None:
        valid &= torch.arange(width, device=indices.device)[None, :] < lengths.to(indices.device)[:, None]
    slots = torch.where(valid, indices.long(), 0).reshape(-1)
    kv = cache.gather(slots, check=False)
    local = torch.arange(rows * width, device=indices.device).view(rows, width)
    return kv, torch.where(valid, local, -1)


def paged_sparse_attention_torch(
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
    out: torch.Tensor | None = None,
) -> torch.Tensor:
    """Attention of ``q`` [R, H, 512] over the indexed rows of one or two paged caches; bf16 [R, H, 512].

    Scores, softmax and the weighted sum run in float32 on the bf16 ``q`` and the dequantized rows; the
    result is rounded to bf16 once, into ``out`` when given.
    """
    if out is None:
        out = torch.empty(q.shape, dtype=torch.bfloat16, device=q.device)
    width = indices.shape[1] + (extra_indices.shape[1] if extra_indices is not None else 0)
    chunk = max(1, _GATHER_BUDGET_ROWS // max(1, width))  # bounds the gathered float32 rows
    for start in range(0, q.shape[0], chunk):
        rows = slice(start, start + chunk)

        def part(tensor):
            return None if tensor is None else tensor[rows]

        kv, local = _gathered(cache, indices[rows], part(lengths))
        kwargs = {}
        if extra_cache is not None:
            extra_kv, extra_local = _gathered(extra_cache, extra_indices[rows], part(extra_lengths))
            kwargs = dict(kv_extra=extra_kv, extra_indices=extra_local)
        result, _ = sparse_attention_ref(
            q[rows].float(), kv, local, sinks=None if sinks is None else sinks.float(), softmax_scale=softmax_scale,
            **kwargs,
        )  # fmt: skip
        out[rows].copy_(result)
    return out


E4M3_GROUP = 64  # heads sharing Q's power of two in the e4m3 kernels (one CTA's or program's heads)


def e4m3_query(q: torch.Tensor) -> torch.Tensor:
    """q [rows, H, 512] as the e4m3 kernels (``qk_fp8``) multiply it: per (row, 64-head group) a power of two
    puts the largest magnitude (as float32) in [2^7, 2^8), then e4m3 rounding, then the power of two undone
    (float64 out). The shift is clamped to [-126, 113]: only |q| beyond 2^120 meets the clamp."""
    rows, heads, dim = q.shape
    groups = -(-heads // E4M3_GROUP)
    padded = torch.zeros(rows, groups * E4M3_GROUP, dim, dtype=torch.float32, device=q.device)
    padded[:, :heads] = q.float()
    grouped = padded.view(rows, groups, E4M3_GROUP * dim)
    top = grouped.abs().amax(dim=2, keepdim=True)
    exponent = (top.view(torch.int32) >> 23) & 0xFF
    shift = (exponent - 134).clamp(-126, 113).double()
    rounded = (grouped.double() * torch.exp2(-shift)).float().to(torch.float8_e4m3fn).double() * torch.exp2(shift)
    return rounded.view(rows, groups * E4M3_GROUP, dim)[:, :heads]


def e4m3_weights(weights: torch.Tensor) -> torch.Tensor:
    """The softmax numerator's weights (in [0, 1]) rounded to e4m3, a model of the e4m3 prefill kernel's P
    (:func:`sparse_attention_ref`'s ``weights``)."""
    return weights.float().to(torch.float8_e4m3fn).double()
