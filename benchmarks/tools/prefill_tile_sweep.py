"""Split a prefill kernel's time into a fixed cost per CTA and a time per 64-row tile.

    python benchmarks/tools/prefill_tile_sweep.py [--shape flash_csa] [--rows 4096] [--iters 7] [--designs f16rows,f16lead]

Runs the ``flash_csa`` prefill chunk (one CTA per query row and 64 heads, one CTA per SM) with every row's
lengths cut to 1, 2, 3, 5, 7 and 10 tiles, over the kernels on the same rows: the CuTe DSL designs over the
distinct-rows copy (``--designs``; ``e4m3rows`` reads the pools), the direct float16 kernel over the ``fp8_uniform`` pools, and FlashMLA's
``flash_mla_sparse_fwd`` over the engine path's bf16 rows (``topk_length`` cut the same way). Fits
time / waves = fixed + tiles × per-tile (waves = rows / SMs) and prints both per kernel with the residuals.
Timings: the bench's ``Timer`` (median, L2 flushed before each call).
"""

from __future__ import annotations

import argparse
import functools

import torch

import sparsemla
from sparsemla.bench.peers import FlashMLA, engine_dequantize, engine_workspace
from sparsemla.bench.timing import Timer
from sparsemla.bench.workloads import SHAPES, SOFTMAX_SCALE, build_prefill
from sparsemla.kernels.cute.launch import run_cute_decode
from sparsemla.ops.distinct_rows import copy_distinct_rows

POOL_DESIGNS = ("e4m3rows", "e4m3two")  # designs over the fp8_uniform pools themselves, not the copy
CUTS = ((64, 0), (64, 64), (128, 64), (128, 192), (128, 320), (128, 512))  # (window, compressed) lengths


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--shape", default="flash_csa")
    parser.add_argument("--rows", type=int, default=4096)
    parser.add_argument("--iters", type=int, default=7)
    parser.add_argument("--designs", default="f16rows,f16lead", help="CuTe DSL designs (comma list)")
    args = parser.parse_args()
    designs = args.designs.split(",")
    timer = Timer(torch.device("cuda"), iters=args.iters, warmup=2, graph=False, budget_s=2.0)
    peer = FlashMLA()
    peer.load()
    work = build_prefill(SHAPES[args.shape], args.rows, ["fp8_uniform", "model1"], "cuda", 0, 128, 64, 1)
    case = work.case
    swa, comp = work.swa["fp8_uniform"], work.compressed["fp8_uniform"]
    rows_workspace = sparsemla.DistinctRowsWorkspace(case.q.device, args.rows, case.indices.shape[1],
                                                     case.extra_indices.shape[1], swa.num_slots, comp.num_slots)  # fmt: skip
    copy = copy_distinct_rows(rows_workspace, args.rows, swa, case.indices, case.lengths, comp, case.extra_indices,
                              case.extra_lengths)  # fmt: skip
    engine = engine_workspace(case, work.swa["model1"], work.compressed["model1"])
    engine_dequantize(engine, work.swa["model1"], work.compressed["model1"])()
    out = torch.empty_like(case.q)
    waves = args.rows / torch.cuda.get_device_properties(0).multi_processor_count
    names = (*designs, "direct", "flashmla")
    times = {}
    for window, compressed in CUTS:
        main_len, extra_len = torch.full_like(case.lengths, window), torch.full_like(case.extra_lengths, compressed)
        tiles = (window + compressed) // 64

        def rows(design, main_len=main_len, extra_len=extra_len):
            a, a_idx, b, b_idx = (swa, case.indices, comp, case.extra_indices) if design in POOL_DESIGNS else copy
            run_cute_decode(case.q, a, a_idx, main_len, b, b_idx, extra_len, case.sinks, SOFTMAX_SCALE, None, 1, out,
                            None, design=design)  # fmt: skip

        def direct(main_len=main_len, extra_len=extra_len):
            run_cute_decode(case.q, swa, case.indices, main_len, comp, case.extra_indices, extra_len, case.sinks,
                            SOFTMAX_SCALE, None, 1, out, None)  # fmt: skip

        fwd = peer.sparse_fwd(case.q, engine.rows, engine.indices, case.sinks, torch.full_like(case.lengths, tiles * 64))
        kernels = [functools.partial(rows, design) for design in designs] + [direct, fwd]
        times[tiles] = [timer.measure(fn) for fn in kernels]
        print(tiles, "tiles:", ", ".join(f"{n} {t:.1f} µs" for n, t in zip(names, times[tiles])), flush=True)
    x = torch.tensor(sorted(times), dtype=torch.float64)
    for i, name in enumerate(names):
        y = torch.tensor([times[t][i] for t in sorted(times)], dtype=torch.float64) / waves
        design = torch.stack([x, torch.ones_like(x)], dim=1)
        per_tile, fixed = torch.linalg.lstsq(design, y[:, None]).solution[:, 0].tolist()
        residuals = (y - (per_tile * x + fixed)).tolist()
        print(f"{name}: per CTA {fixed:.2f} µs fixed + {per_tile:.3f} µs per tile; residuals",
              " ".join(f"{r:+.2f}" for r in residuals))  # fmt: skip


if __name__ == "__main__":
    main()
