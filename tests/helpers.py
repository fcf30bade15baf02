"""Shared test helpers: random paged problems and the reference check."""

import torch

from sparsemla import PagedKVCache, sparse_attention_ref

POISON = float("nan")


def make_cache(num_tokens, page_size, fmt, device, generator, scale=1.0):
    """A cache with random rows in shuffled slots; returns (cache, slot of token i)."""
    num_pages = -(-num_tokens // page_size) + 1  # one spare page stays zero
    cache = PagedKVCache(num_pages, page_size, fmt, device=device, scale=scale)
    slots = torch.randperm(num_pages * page_size, generator=generator)[:num_tokens].to(device)
    rows = torch.randn(num_tokens, 512, generator=generator).to(device) * scale
    cache.store(rows, slots)
    return cache, slots


def random_indices(rows, width, slots, generator, device, skip_fraction=0.1):
    """int32 [rows, width] of random slots with some -1 and duplicates."""
    token = torch.randint(0, slots.numel(), (rows, width), generator=generator)
    idx = slots.cpu()[token].to(torch.int32)
    idx[torch.rand(rows, width, generator=generator) < skip_fraction] = -1
    if width >= 4:
        idx[:, 1] = idx[:, 0]  # duplicates count twice
    return idx.to(device)


def reference(q, cache, indices, lengths=None, extra_cache=None, extra_indices=None, extra_lengths=None, sinks=None):
    return sparse_attention_ref(
        q.double(), cache.dense().double(), indices, lengths,
        kv_extra=extra_cache.dense().double() if extra_cache is not None else None,
        extra_indices=extra_indices, extra_lengths=extra_lengths,
        sinks=sinks,
    )  # fmt: skip


def assert_matches_reference(out, lse, ref_out, ref_lse):
    """Every element checked. The kernel rounds P and the output to bf16: a few bf16 ulps of O(1) values."""
    assert not torch.isnan(out).any(), "output has NaN (poison left unwritten?)"
    torch.testing.assert_close(out.double(), ref_out, atol=2e-2, rtol=2e-2)
    if lse is not None:
        finite = torch.isfinite(ref_lse)
        assert torch.equal(torch.isfinite(lse.cpu()), finite.cpu()), "LSE -inf pattern differs"
        torch.testing.assert_close(lse.double()[finite], ref_lse[finite], atol=1e-3, rtol=1e-4)
