"""Time the CuTe DSL SM90 kernels as a prefill path (every query row of a chunk, one launch) beside the
engine path: dequantize the chunk's distinct model1 rows to bf16, then FlashMLA's ``flash_mla_sparse_fwd``
(sgl-flash-mla, use_legacy=True), timed as a whole and alone.

    python benchmarks/tools/cute_prefill_bench.py [--shapes flash_csa,pro_csa,hca_32k] [--rows 4096]
        [--requests 1] [--kv-formats fp8_uniform,model1,bf16] [--designs bf16,f16] [--iters 10] [--out F]

``--designs``: designs of :data:`sparsemla.kernels.cute.launch.DESIGNS` (the float16 ones only over
fp8_uniform / model1). Workloads are the bench's (``sparsemla.bench.workloads.build_prefill``). Each timing
is the bench's (``sparsemla.bench.timing.Timer``): the median of up to ``--iters`` calls, each after an L2
flush, by CUDA events around the call.
Prints one JSON line per (shape, format, design) with the ratio to both FlashMLA timings and the largest
difference from FlashMLA's output (model1: the same bytes) relative to its largest magnitude.
"""

from __future__ import annotations

import argparse
import json

import torch

from sparsemla.bench.peers import FlashMLA, engine_prefill
from sparsemla.bench.timing import Timer
from sparsemla.bench.workloads import SHAPES, SOFTMAX_SCALE, build_prefill
from sparsemla.kernels.cute.launch import run_cute_decode

PEAK_FLOPS = 790e12


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--shapes", default="flash_csa,pro_csa,hca_32k")
    parser.add_argument("--rows", type=int, default=4096)
    parser.add_argument("--requests", type=int, default=1)
    parser.add_argument("--kv-formats", default="fp8_uniform,model1,bf16")
    parser.add_argument("--designs", default="bf16,f16")
    parser.add_argument("--iters", type=int, default=10)
    parser.add_argument("--out", default=None)
    args = parser.parse_args()
    formats = args.kv_formats.split(",")
    timer = Timer(torch.device("cuda"), iters=args.iters, warmup=2, graph=False, budget_s=2.0)
    peer = FlashMLA()
    peer.load()
    results = []
    for name in args.shapes.split(","):
        shape = SHAPES[name]
        work = build_prefill(shape, args.rows, list(dict.fromkeys(formats + ["model1"])), "cuda", 0, 128, 64,
                             args.requests)  # fmt: skip
        case = work.case
        entries = int((case.lengths.clamp(max=case.indices.shape[1]) + case.extra_lengths).sum())
        flops = 4 * shape.heads * entries * 512
        engine_path, fwd = engine_prefill(peer, case, work.swa["model1"], work.compressed["model1"])

        ref = engine_path().float()
        path_us, fwd_us = timer.measure(engine_path), timer.measure(fwd)
        out = torch.empty_like(case.q)
        for fmt in formats:
            for design in args.designs.split(","):
                if design != "bf16" and fmt == "bf16":
                    continue

                def ours(fmt=fmt, design=design, work=work, case=case, out=out):
                    run_cute_decode(case.q, work.swa[fmt], case.indices, case.lengths, work.compressed[fmt],
                                    case.extra_indices, case.extra_lengths, case.sinks, SOFTMAX_SCALE, None, 1, out,
                                    None, design=design)  # fmt: skip

                out.fill_(float("nan"))
                ours()
                got = out.float()
                err = ((got - ref).abs().max() / ref.abs().max()).item()
                us = timer.measure(ours)
                row = {
                    "shape": name, "rows": args.rows, "requests": args.requests, "heads": shape.heads,
                    "kv_format": fmt, "design": design, "us": us, "flashmla_us": path_us, "flashmla_fwd_us": fwd_us,
                    "ratio_vs_flashmla": us / path_us, "ratio_vs_flashmla_fwd": us / fwd_us,
                    "roofline_pct": 100 * flops / PEAK_FLOPS / (us * 1e-6),
                    "flashmla_roofline_pct": 100 * flops / PEAK_FLOPS / (path_us * 1e-6),
                    "rel_err_vs_flashmla": err, "nan": bool(torch.isnan(got).any()),
                }  # fmt: skip
                print(json.dumps(row), flush=True)
                results.append(row)
        del work, engine_path, fwd, out
        torch.cuda.empty_cache()
    if args.out:
        with open(args.out, "w") as f:
            json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
