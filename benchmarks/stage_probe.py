"""Time the warp-specialised Gluon kernel with stages left out (graph replay, unsplit, one wave).

Run once per variant source tree (PYTHONPATH picks it; ``benchmarks/stage_variants.py`` writes them):
the difference between variants places the per-tile time (HOPPER/METHOD: "time variants that leave one
stage out"). Tuning only; the variants compute wrong numbers on purpose.
"""

import sys

import torch
import triton

from sparsemla import SplitKVWorkspace, sparse_attention
from tune_decode import build

CASES = [("flash_csa", 128, 10), ("pro_csa", 64, 18), ("hca_1m", 128, 130)]  # (shape, batch, tiles/program)


def graph_us(fn):
    fn()
    torch.cuda.synchronize()
    return triton.testing.do_bench_cudagraph(fn, rep=40, return_mode="median") * 1e3


def main():
    label = sys.argv[1]
    fmt = sys.argv[2] if len(sys.argv) > 2 else "fp8_uniform"
    workspace = SplitKVWorkspace("cuda", 256)
    cells = []
    for shape, batch, tiles in CASES:
        case = build(shape, batch, 1, fmt, None)
        out = torch.empty_like(case["q"])
        us = graph_us(lambda: sparse_attention(**case, workspace=workspace, out=out, num_splits=1))
        cells.append(f"{shape} b={batch}: {us:7.1f} us ({us / tiles:5.2f}/tile)")
    print(f"{label:>12s} {fmt:>11s} | " + " | ".join(cells), flush=True)


if __name__ == "__main__":
    main()
