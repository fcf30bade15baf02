"""Sweep kernel launch configs on DSv4 decode shapes (H200). Prints µs per config; for tuning only.

python benchmarks/tune_decode.py [--quick]
"""

import itertools
import sys

import torch
import triton

import sparsemla.attention as attn
from sparsemla import PagedKVCache, SplitKVWorkspace, sparse_attention

SHAPES = {"flash_csa": (64, 512), "pro_csa": (128, 1024), "hca_1m": (64, 8192)}


def build(shape, batch, s_q, fmt, g):
    heads, extra_width = SHAPES[shape]
    rows = batch * s_q
    window_pool = PagedKVCache(batch * 2 + 2, 64, fmt, device="cuda")
    extra_tokens = max(extra_width * 2, 16384) if shape != "hca_1m" else extra_width * batch
    extra_tokens = min(extra_tokens, 8192 * 256)
    extra_pool = PagedKVCache(extra_tokens // 64 + 1, 64, fmt, device="cuda")
    window_pool.store(torch.randn(window_pool.num_slots, 512, device="cuda"), torch.arange(window_pool.num_slots, device="cuda"), check=False)
    extra_pool.store(torch.randn(extra_pool.num_slots, 512, device="cuda"), torch.arange(extra_pool.num_slots, device="cuda"), check=False)
    req = torch.arange(rows, device="cuda") // s_q
    window = (req[:, None] * 128 + torch.arange(128, device="cuda")[None, :]).to(torch.int32)
    if shape == "hca_1m":
        extra = (req[:, None] * extra_width + torch.arange(extra_width, device="cuda")[None, :]) % extra_pool.num_slots
    else:
        extra = torch.rand(rows, extra_tokens, device="cuda").argsort(dim=1)[:, :extra_width]
    q = torch.randn(rows, heads, 512, device="cuda", dtype=torch.bfloat16)
    sinks = torch.randn(heads, device="cuda")
    return dict(q=q, cache=window_pool, indices=window, extra_cache=extra_pool,
                extra_indices=extra.to(torch.int32).contiguous(), sinks=sinks)


def main():
    quick = "--quick" in sys.argv
    g = torch.Generator().manual_seed(0)
    workspace = SplitKVWorkspace("cuda", 8192)
    configs = [
        dict(block_n=bn, num_warps=w, num_stages=st)
        for bn, w, st in itertools.product((32, 64), (4, 8), (1, 2, 3))
    ]
    if quick:
        configs = configs[:4]
    cases = [("flash_csa", 8), ("flash_csa", 64), ("flash_csa", 128), ("flash_csa", 256),
             ("pro_csa", 8), ("pro_csa", 64), ("pro_csa", 128), ("hca_1m", 8), ("hca_1m", 64)]
    original = attn.kernel_config
    for fmt in ("model1", "fp8_uniform"):
        for shape, batch in cases:
            case = build(shape, batch, 1, fmt, g)
            out = torch.empty_like(case["q"])
            results = []
            for cfg in configs:
                attn.kernel_config = lambda h, r, s, cfg=cfg: dict(block_h=attn.head_block(h), **cfg)
                try:
                    fn = lambda: sparse_attention(**case, workspace=workspace, out=out)
                    fn()
                    us = triton.testing.do_bench(fn, warmup=20, rep=100, return_mode="median") * 1e3
                except Exception as exc:  # a config that does not compile (shared memory) is skipped
                    us = float("nan")
                    print(f"  {cfg} failed: {type(exc).__name__}: {str(exc)[:120]}", flush=True)
                results.append((us, cfg))
            attn.kernel_config = original
            splits = attn.choose_num_splits(batch, SHAPES[shape][0], 128 + SHAPES[shape][1], workspace.sm_count)
            best = min(results, key=lambda r: r[0] if r[0] == r[0] else 1e9)
            line = "  ".join(f"{us:7.1f}" for us, _ in results)
            print(f"{fmt:11s} {shape:9s} b={batch:3d} splits={splits:2d} | {line} | best {best[0]:.1f} {best[1]}", flush=True)
    print("configs:", configs)


if __name__ == "__main__":
    main()
