"""Shared test helpers: random paged problems and the reference check."""

from typing import NamedTuple

import pytest
import torch

from sparsemla import DSv4AttentionBackend, DSv4BackendConfig, PagedKVCache, sparse_attention_ref
from sparsemla.config import triton_interpreted
from sparsemla.serving.pools import CSA, HCA, SLIDING

POISON = float("nan")

# Tests that run the kernels on CPU tensors: only Triton's interpreter can (on a GPU machine, where Triton
# compiles, their `gpu` twins run the compiled kernels instead).
needs_interpreter = pytest.mark.skipif(
    not triton_interpreted(), reason="CPU tensors: Triton's interpreter only (this process compiles for the GPU)"
)


def importable(module: str) -> bool:
    """Whether ``module`` imports (an optional dependency; False for a broken install too)."""
    import importlib

    try:
        importlib.import_module(module)
    except Exception:  # ImportError, or a broken install
        return False
    return True


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


def reference(q, cache, indices, lengths=None, extra_cache=None, extra_indices=None, extra_lengths=None, sinks=None,
              softmax_scale=None):  # fmt: skip
    return sparse_attention_ref(
        q.double(), cache.dense().double(), indices, lengths,
        kv_extra=extra_cache.dense().double() if extra_cache is not None else None,
        extra_indices=extra_indices, extra_lengths=extra_lengths,
        sinks=sinks, softmax_scale=softmax_scale,
    )  # fmt: skip


class L2Errors(NamedTuple):
    error: torch.Tensor  # ||out - ref|| / ||ref|| per (row, head)
    rounding: torch.Tensor  # the same for ref correctly rounded to out's dtype: no output of that dtype does better


def l2_errors(out, ref_out) -> L2Errors:
    """Relative L2 errors per (row, head) (last dimension) of ``out`` and of the correctly rounded reference,
    both against the float64 reference (zero-norm rows give NaN; callers mask empty rows)."""
    norm = ref_out.norm(dim=-1)
    rounded = ref_out.to(out.dtype).double()
    return L2Errors((out.double() - ref_out).norm(dim=-1) / norm, (rounded - ref_out).norm(dim=-1) / norm)


def assert_matches_reference(out, lse, ref_out, ref_lse):
    """Every element checked. The kernel rounds P and the output to bf16: a few bf16 ulps of O(1) values."""
    assert not torch.isnan(out).any(), "output has NaN (poison left unwritten?)"
    torch.testing.assert_close(out.double(), ref_out, atol=2e-2, rtol=2e-2)
    if lse is not None:
        finite = torch.isfinite(ref_lse)
        assert torch.equal(torch.isfinite(lse.cpu()), finite.cpu()), "LSE -inf pattern differs"
        torch.testing.assert_close(lse.double()[finite], ref_lse[finite], atol=1e-3, rtol=1e-4)


# ---- serving backends ----

def make_backend(device="cpu", **overrides):
    kwargs = dict(
        num_heads=8, layer_types=(SLIDING, CSA, HCA), max_running_requests=7, max_prefill_tokens=640,
        chunked_prefill_size=640, num_draft_tokens=3, index_topk=12, kv_format="bf16", swa_page_size=16,
        compressed_page_size=8, max_context_len=1024, attention_impl="torch", num_swa_pages=400,
    )  # fmt: skip
    kwargs.update(overrides)
    return DSv4AttentionBackend(DSv4BackendConfig(**kwargs), device=device)


def metadata_buffers(meta):
    buffers = [meta.row_request, meta.row_slot, meta.positions, meta.swa_indices, meta.swa_lengths]
    buffers += list(meta.store_slots.values())
    if meta.hca_indices is not None:
        buffers += [meta.hca_indices, meta.hca_lengths]
    return buffers


def random_population(backend, rng, count):
    """``count`` admitted requests with random lengths (some on page boundaries), pages interleaved."""
    slots = [backend.admit() for _ in range(count)]
    lengths = [0] * count
    for _ in range(3):
        new = [rng.choice([1, 7, 16, 64, 127, 128, 129]) + rng.randint(0, 90) for _ in slots]
        backend.reserve(slots, lengths, new)
        lengths = [a + b for a, b in zip(lengths, new)]
    # Lengths just before, on and past page and compressed-row boundaries.
    for i, slot in enumerate(slots):
        target = rng.choice([127, 128, 255, 256, 383, 511, 512]) - 1
        if target > lengths[i]:
            backend.reserve([slot], [lengths[i]], [target - lengths[i]])
            lengths[i] = target
    return slots, lengths
