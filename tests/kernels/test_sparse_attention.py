"""kernels/triton/sparse_attention.py: rounding to bf16 the way the GPU does, in the interpreter too."""

import torch
import triton
import triton.language as tl

from sparsemla import PagedKVCache, sparse_attention
from sparsemla.kernels.triton.sparse_attention import _bf16_nearest
from helpers import random_indices, reference

DEVICE = "cuda" if torch.cuda.is_available() else "cpu"


@triton.jit
def _round_kernel(x_ptr, y_ptr, N: tl.constexpr):
    offsets = tl.arange(0, N)
    tl.store(y_ptr + offsets, _bf16_nearest(tl.load(x_ptr + offsets)))


def test_bf16_nearest_matches_torchs_round_to_nearest_even():
    g = torch.Generator().manual_seed(0)
    values = torch.randn(4096, generator=g) * torch.exp2(torch.randint(-60, 60, (4096,), generator=g).float())
    # Exact ties (the 16 dropped bits 0x8000) with odd and even kept bits, both signs, and the specials.
    ties = torch.tensor([0x3F808000, 0x3F818000, 0xBF808000, 0xBF818000, 0x7F7FFFFF], dtype=torch.int64)
    values[:5] = ties.to(torch.int32).view(torch.float32)
    values[5:8] = torch.tensor([float("inf"), float("-inf"), 0.0])
    x = values.to(DEVICE)
    y = torch.full_like(x, float("nan"))
    _round_kernel[(1,)](x, y, 4096)
    assert torch.equal(y.cpu(), values.to(torch.bfloat16).float())


def test_portable_kernel_error_is_set_by_bf16_rounding_only():
    """Relative L2 error per (row, head) against the float64 reference: P and the output rounded to bf16
    (to nearest) give about 2.5e-3; a truncating conversion (the interpreter's own) gave 6e-3."""
    g = torch.Generator().manual_seed(1)
    cache = PagedKVCache(9, 64, "bf16", device=DEVICE)
    slots = torch.randperm(cache.num_slots, generator=g)[:512].to(DEVICE)
    cache.store(torch.randn(512, 512, generator=g).to(DEVICE), slots)
    q = torch.randn(4, 16, 512, generator=g).to(DEVICE, torch.bfloat16)
    indices = random_indices(4, 256, slots, g, DEVICE, skip_fraction=0.02)
    out = sparse_attention(q, cache, indices)
    ref, _ = reference(q, cache, indices)
    error = (out.double() - ref).norm(dim=-1) / ref.norm(dim=-1)
    assert float(error.max()) < 3.5e-3
