"""A small split-KV case for compute-sanitizer (memcheck / racecheck), through sparse_attention and through
bound calls (whose third call is a packed launch); exits non-zero on mismatch.

``python gpu_sanitize_case.py [HEADS ...]`` (default 64): each head count runs its own kernel schedule
(8 and 16 heads: the Gluon kernel's swapped 16-head programs, two per SM over fp8_uniform, one per SM with
a two-slot ring over model1 and bf16; 32 heads: the swapped 32-head programs). Split
counts 1, 4 and the automatic choice, which at 64 and 128 heads over every format runs this few-row
launch in the swapped 16-head programs."""

import sys

import torch

sys.path.insert(0, __file__.rsplit("/", 2)[0])
from helpers import assert_matches_reference, make_cache, random_indices, reference  # noqa: E402

from sparsemla import SplitKVWorkspace, bind_sparse_attention, sparse_attention  # noqa: E402

g = torch.Generator().manual_seed(0)
for heads, fmt in [(int(h), f) for h in (sys.argv[1:] or ["64"]) for f in ("bf16", "fp8_uniform", "model1")]:
    cache, slots = make_cache(256, 64, fmt, "cuda", g)
    extra, extra_slots = make_cache(512, 64, fmt, "cuda", g)
    q = torch.randn(2, heads, 512, generator=g).to("cuda", torch.bfloat16)
    idx = random_indices(2, 128, slots, g, "cuda")
    eidx = random_indices(2, 256, extra_slots, g, "cuda")
    sinks = torch.randn(heads, generator=g).cuda()
    workspace = SplitKVWorkspace("cuda", 2)
    for splits in (1, 4, None):
        out, lse = sparse_attention(q, cache, idx, extra_cache=extra, extra_indices=eidx, sinks=sinks,
                                    workspace=workspace, num_splits=splits, return_lse=True)  # fmt: skip
        ref_out, ref_lse = reference(q, cache, idx, extra_cache=extra, extra_indices=eidx, sinks=sinks)
        assert_matches_reference(out, lse, ref_out, ref_lse)
        bound = bind_sparse_attention(q, cache, idx, extra_cache=extra, extra_indices=eidx, sinks=sinks,
                                      workspace=workspace, num_splits=splits, return_lse=True)  # fmt: skip
        for _ in range(3):  # checked path, Triton's launcher, packed launch
            bound.out.fill_(float("nan"))
            out, lse = bound()
            assert_matches_reference(out, lse, ref_out, ref_lse)
    assert torch.count_nonzero(workspace.counters(heads)) == 0
print("sanitize case OK")
