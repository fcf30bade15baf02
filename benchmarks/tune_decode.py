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


def time_us(fn):
    fn()
    return triton.testing.do_bench(fn, warmup=10, rep=40, return_mode="median") * 1e3


def main():
    quick = "--quick" in sys.argv
    g = torch.Generator().manual_seed(0)
    workspace = SplitKVWorkspace("cuda", 8192)
    configs = {
        "P16": dict(block_h=32, block_n=16, swap_ab=False, num_warps=4, num_stages=1),
        "S64": dict(block_h=64, block_n=32, swap_ab=True, num_warps=8, num_stages=1),
        "S64n16": dict(block_h=64, block_n=16, swap_ab=True, num_warps=8, num_stages=1),
        "S64w16": dict(block_h=64, block_n=32, swap_ab=True, num_warps=16, num_stages=1),
    }
    cases = [("flash_csa", 1), ("flash_csa", 8), ("flash_csa", 64), ("flash_csa", 128), ("flash_csa", 256),
             ("pro_csa", 8), ("pro_csa", 64), ("hca_1m", 8), ("hca_1m", 64)]
    formats = ("model1", "fp8_uniform")
    if quick:
        configs = {"S64": configs["S64"]}
        formats = ("model1",)
    original = attn.kernel_config
    print("case".ljust(34), " ".join(f"{name:>8s}" for name in configs), flush=True)
    for fmt in formats:
        for shape, batch in cases:
            case = build(shape, batch, 1, fmt, g)
            out = torch.empty_like(case["q"])
            cells = []
            for name, cfg in configs.items():
                if fmt == "fp8_uniform" and name not in ("P16", "S64"):
                    cells.append(float("nan"))
                    continue
                attn.kernel_config = lambda h, *_, cfg=cfg: dict(cfg, block_h=min(max(h, 16), cfg["block_h"]))
                try:
                    cells.append(time_us(lambda: sparse_attention(**case, workspace=workspace, out=out)))
                except Exception as exc:  # a config that does not fit (shared memory) is skipped
                    cells.append(float("nan"))
                    print(f"  {name} failed: {type(exc).__name__}: {str(exc)[:100]}", flush=True)
            attn.kernel_config = original
            heads, width = SHAPES[shape][0], 128 + SHAPES[shape][1]
            splits = attn.choose_num_splits(batch, heads, width, workspace.sm_count)
            label = f"{fmt} {shape} b={batch} s={splits}"
            print(label.ljust(34), " ".join(f"{c:8.1f}" for c in cells), flush=True)
            if batch <= 64 and fmt == "model1":  # split policy: force split counts with the default config
                forced = []
                for n in (1, 2, 4, 8):
                    if batch * n > workspace.split_pairs(workspace.sm_count):
                        continue
                    forced.append(f"{n}:{time_us(lambda: sparse_attention(**case, workspace=workspace, out=out, num_splits=n)):.1f}")
                print("    forced splits", " ".join(forced), flush=True)


if __name__ == "__main__":
    main()
