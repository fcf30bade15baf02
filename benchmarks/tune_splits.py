"""Graph-timed split counts for small decode batches (the split heuristic's input). Tuning only.

python benchmarks/tune_splits.py [--formats fp8_uniform]   (SPLIT_CASES="flash_csa:8,..." to pick cases,
SPLITS="4,8,16" to pick split counts)
"""

import os
import sys

import torch
import triton

import sparsemla.attention as attn
from sparsemla import SplitKVWorkspace, sparse_attention
from tune_decode import SHAPES, build

CASES = [("flash_csa", 1), ("flash_csa", 8), ("flash_csa", 32), ("pro_csa", 8), ("hca_1m", 1), ("hca_1m", 8)]
if os.environ.get("SPLIT_CASES"):
    CASES = [(c.split(":")[0], int(c.split(":")[1])) for c in os.environ["SPLIT_CASES"].split(",")]
SPLITS = (1, 2, 3, 4, 6, 8, 12, 16, 24, 32)
if os.environ.get("SPLITS"):
    SPLITS = tuple(int(s) for s in os.environ["SPLITS"].split(","))


def main():
    formats = ["fp8_uniform"]
    for arg in sys.argv[1:]:
        if arg.startswith("--formats="):
            formats = arg.split("=", 1)[1].split(",")
    workspace = SplitKVWorkspace("cuda", 8192)
    print("case".ljust(28), "auto", " ".join(f"{s:>6d}" for s in SPLITS), flush=True)
    for fmt in formats:
        for shape, batch in CASES:
            case = build(shape, batch, 1, fmt, None)
            out = torch.empty_like(case["q"])
            heads, width = SHAPES[shape][0], 128 + SHAPES[shape][1]
            auto = attn.choose_num_splits(batch, heads, width, workspace.sm_count)
            cells = []
            for splits in SPLITS:
                if batch * splits > workspace.split_pairs(workspace.sm_count):
                    cells.append("     -")
                    continue
                call = lambda: sparse_attention(**case, workspace=workspace, out=out, num_splits=splits)  # noqa: E731
                call()
                torch.cuda.synchronize()
                cells.append(f"{triton.testing.do_bench_cudagraph(call, rep=20, return_mode='median') * 1e3:6.1f}")
            print(f"{fmt} {shape} b={batch}".ljust(28), f"{auto:4d}", " ".join(cells), flush=True)


if __name__ == "__main__":
    main()
