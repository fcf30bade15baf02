"""Exact attention over paged caches in plain torch: gather the indexed rows, then the reference softmax.

Same contract as :func:`sparsemla.sparse_attention` (slots, ``-1`` = skip, lengths, two sources, sink)
but computed by :func:`sparsemla.testing.reference.sparse_attention_ref` in float32 on rows dequantized from the
caches. It exists for CPU runs, where Triton's interpreter is too slow for long prefills, and for
debugging. It reads back values (host syncs) and is not CUDA-graph safe.
"""

from __future__ import annotations

import torch

from ..cache import PagedKVCache
from .reference import sparse_attention_ref

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
