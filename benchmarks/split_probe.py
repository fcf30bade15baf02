"""Graph-timed decode launches that split the KV (the split heuristic's choice), for A/B of the split
path (partials and merges) between source trees; PYTHONPATH picks the tree. Tuning only.

PYTHONPATH=<tree>:benchmarks:tests python benchmarks/split_probe.py LABEL [fmt]
SPLIT_PROBE_CASES="flash_csa:128,hca_1m:128" picks other (shape, batch) cases.
"""

import os
import sys

import torch
import triton

from sparsemla import SplitKVWorkspace, sparse_attention
from tune_decode import build

CASES = [("flash_csa", 1), ("flash_csa", 8), ("flash_csa", 64), ("pro_csa", 1), ("pro_csa", 8), ("hca_1m", 1),
         ("hca_1m", 8), ("hca_1m", 64)]  # fmt: skip
if os.environ.get("SPLIT_PROBE_CASES"):
    CASES = [(c.split(":")[0], int(c.split(":")[1])) for c in os.environ["SPLIT_PROBE_CASES"].split(",")]


def main():
    label = sys.argv[1]
    fmt = sys.argv[2] if len(sys.argv) > 2 else "fp8_uniform"
    workspace = SplitKVWorkspace("cuda", 256)
    cells = []
    for shape, batch in CASES:
        case = build(shape, batch, 1, fmt, None)
        out = torch.empty_like(case["q"])
        call = lambda: sparse_attention(**case, workspace=workspace, out=out)  # noqa: E731
        call()
        torch.cuda.synchronize()
        us = triton.testing.do_bench_cudagraph(call, rep=40, return_mode="median") * 1e3
        cells.append(f"{shape[:5]} b={batch}: {us:6.1f}")
    print(f"{label:>8s} {fmt:>11s} | " + " | ".join(cells), flush=True)


if __name__ == "__main__":
    main()
