"""Time kernel configs on DSv4 decode shapes with CUDA-graph replay (no host launch cost). Tuning only.

python benchmarks/tune_graph.py NAME=block_h,block_n,swap,warps,stages[,pipelined[,gluon]] [...] [--formats model1,fp8_uniform]

``gluon`` = 1 runs the Gluon kernel (FP8 sources: fp8_uniform, model1; 64-head programs) instead of the Triton one.
"""

import os
import sys

import torch
import triton

import sparsemla.attention as attn
from sparsemla import SplitKVWorkspace, sparse_attention
from tune_decode import SHAPES, build

CASES = [("flash_csa", 8), ("flash_csa", 64), ("flash_csa", 128), ("pro_csa", 64), ("hca_1m", 8), ("hca_1m", 64)]
if os.environ.get("TUNE_CASES"):  # e.g. "flash_csa:64,hca_1m:8"
    CASES = [(c.split(":")[0], int(c.split(":")[1])) for c in os.environ["TUNE_CASES"].split(",")]


def graph_us(fn):
    fn()
    torch.cuda.synchronize()
    return triton.testing.do_bench_cudagraph(fn, rep=30, return_mode="median") * 1e3


def main():
    configs = {}
    formats = ["model1", "fp8_uniform"]
    for arg in sys.argv[1:]:
        if arg.startswith("--formats="):
            formats = arg.split("=", 1)[1].split(",")
            continue
        name, spec = arg.split("=")
        bh, bn, swap, warps, stages, *rest = (int(x) for x in spec.split(","))
        configs[name] = dict(block_h=bh, block_n=bn, swap_ab=bool(swap), pipelined=bool(rest and rest[0]),
                             num_warps=warps, num_stages=stages,
                             kernel="gluon" if len(rest) > 1 and rest[1] else "triton")  # fmt: skip
    workspace = SplitKVWorkspace("cuda", 8192)
    original = attn.kernel_config
    print("case".ljust(30), " ".join(f"{n:>9s}" for n in configs), flush=True)
    for fmt in formats:
        for shape, batch in CASES:
            case = build(shape, batch, 1, fmt, None)
            out = torch.empty_like(case["q"])
            ref = None
            cells = []
            for name, cfg in configs.items():
                attn.kernel_config = lambda h, *_, cfg=cfg: dict(cfg, block_h=min(h, cfg["block_h"]))
                try:
                    call = lambda: sparse_attention(**case, workspace=workspace, out=out)  # noqa: E731
                    call()
                    got = out.float().clone()
                    if ref is None:
                        ref = got
                    err = (got - ref).abs().max().item()
                    cells.append(f"{graph_us(call):9.1f}" + ("" if err < 2e-2 else f"!{err:.0e}"))
                except Exception as exc:
                    cells.append("      err")
                    print(f"  {name}: {type(exc).__name__}: {str(exc)[:160]}", flush=True)
            attn.kernel_config = original
            splits = attn.choose_num_splits(batch, SHAPES[shape][0], 128 + SHAPES[shape][1], workspace.sm_count)
            print(f"{fmt} {shape} b={batch} s={splits}".ljust(30), " ".join(cells), flush=True)


if __name__ == "__main__":
    main()
