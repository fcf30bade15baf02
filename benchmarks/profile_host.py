"""Where the host time of one eager sparse_attention call goes (H200 host). Prints µs/call and a profile."""

import cProfile
import pstats
import time

import torch

import sparsemla.attention as attn
from sparsemla import PagedKVCache, SplitKVWorkspace, sparse_attention

cache = PagedKVCache(8, 64, "model1", device="cuda")
extra = PagedKVCache(16, 64, "model1", device="cuda")
q = torch.randn(1, 64, 512, device="cuda", dtype=torch.bfloat16)
idx = torch.arange(128, device="cuda", dtype=torch.int32)[None]
eidx = torch.arange(512, device="cuda", dtype=torch.int32)[None]
lens = torch.full((1,), 128, device="cuda", dtype=torch.int32)
elens = torch.full((1,), 512, device="cuda", dtype=torch.int32)
sinks = torch.randn(64, device="cuda")
out = torch.empty_like(q)
ws = SplitKVWorkspace("cuda", 8)
call = lambda: sparse_attention(q, cache, idx, lens, extra_cache=extra, extra_indices=eidx, extra_lengths=elens,
                                sinks=sinks, workspace=ws, out=out)  # fmt: skip
for _ in range(50):
    call()
torch.cuda.synchronize()


def host_us(calls=500, repeats=7):
    """Median host time per call over bursts short enough that the launch queue never fills."""
    times = []
    for _ in range(repeats):
        torch.cuda.synchronize()
        start = time.perf_counter()
        for _ in range(calls):
            call()
        times.append((time.perf_counter() - start) / calls * 1e6)
    torch.cuda.synchronize()
    return sorted(times)[len(times) // 2]


print(f"eager call, host side: {host_us():.1f} us/call")
original = attn.launch_direct
attn.launch_direct = lambda *a: True
print(f"  of which sparsemla's Python (direct launch stubbed): {host_us():.1f} us/call")
attn.launch_direct = original
import os  # noqa: E402

os.environ["SPARSEMLA_DIRECT_LAUNCH"] = "0"
attn.DIRECT_LAUNCH = False
print(f"  through Triton's launcher instead (SPARSEMLA_DIRECT_LAUNCH=0): {host_us():.1f} us/call")
attn.DIRECT_LAUNCH = True
profile = cProfile.Profile()
profile.enable()
for _ in range(500):
    call()
profile.disable()
torch.cuda.synchronize()
pstats.Stats(profile).sort_stats("tottime").print_stats(14)
