"""Time the distinct-rows prefill path (``sparse_attention(..., rows_workspace=)``: the chunk's distinct
fp8_uniform rows copied to float16 once, then the CuTe DSL ``f16rows`` kernel) and the opt-in e4m3 path
(``AttentionOptions(qk_fp8=True)``: the ``e4m3rows`` kernel straight from the pools) beside the direct float16
kernel over the pools and the engine path (dequantize the chunk's distinct model1 rows to bf16 + FlashMLA's
``flash_mla_sparse_fwd``, sgl-flash-mla with use_legacy=True), in one run.

    python benchmarks/tools/distinct_rows_bench.py [--shapes flash_csa,pro_csa,hca_32k] [--rows 4096]
        [--requests 1] [--iters 6]

Each timing is the bench's (``sparsemla.bench.timing.Timer``: median, L2 flushed before each call; the
``_graph`` fields replay a CUDA graph of the call). Prints one JSON line per shape: µs of each part, the
path's ratios, the largest difference from the direct kernel's output (the same bytes: 0 expected) and the
workspace's state after the calls.
"""

from __future__ import annotations

import argparse
import json

import torch

import sparsemla
from sparsemla.bench.peers import FlashMLA, engine_prefill
from sparsemla.bench.timing import Timer
from sparsemla.bench.workloads import SHAPES, SOFTMAX_SCALE, build_prefill
from sparsemla.kernels.cute.launch import compiled_with, run_cute_decode
from sparsemla.ops.distinct_rows import copy_distinct_rows


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--shapes", default="flash_csa,pro_csa,hca_32k")
    parser.add_argument("--rows", type=int, default=4096)
    parser.add_argument("--requests", type=int, default=1)
    parser.add_argument("--iters", type=int, default=6)
    args = parser.parse_args()
    timer = Timer(torch.device("cuda"), iters=args.iters, warmup=2, graph=False, budget_s=2.0)
    peer = FlashMLA()
    peer.load()
    for name in args.shapes.split(","):
        shape = SHAPES[name]
        work = build_prefill(shape, args.rows, ["fp8_uniform", "model1"], "cuda", 0, 128, 64, args.requests)
        case = work.case
        engine_path, fwd = engine_prefill(peer, case, work.swa["model1"], work.compressed["model1"])

        swa, comp = work.swa["fp8_uniform"], work.compressed["fp8_uniform"]
        rows_workspace = sparsemla.DistinctRowsWorkspace(case.q.device, args.rows, case.indices.shape[1],
                                                         case.extra_indices.shape[1], swa.num_slots, comp.num_slots)  # fmt: skip
        direct_out, path_out, e4m3_out = torch.empty_like(case.q), torch.empty_like(case.q), torch.empty_like(case.q)
        e4m3_options = sparsemla.AttentionOptions(qk_fp8=True)

        def e4m3():
            sparsemla.sparse_attention(case.q, swa, case.indices, case.lengths, extra_cache=comp,
                                       extra_indices=case.extra_indices, extra_lengths=case.extra_lengths,
                                       sinks=case.sinks, softmax_scale=SOFTMAX_SCALE, out=e4m3_out,
                                       options=e4m3_options)  # fmt: skip

        def direct():
            run_cute_decode(case.q, swa, case.indices, case.lengths, comp, case.extra_indices, case.extra_lengths,
                            case.sinks, SOFTMAX_SCALE, None, 1, direct_out, None)  # fmt: skip

        def copy():
            return copy_distinct_rows(rows_workspace, args.rows, swa, case.indices, case.lengths, comp,
                                      case.extra_indices, case.extra_lengths)  # fmt: skip

        sources = copy()

        def kernel():
            main, main_index, extra, extra_index = sources
            run_cute_decode(case.q, main, main_index, case.lengths, extra, extra_index, case.extra_lengths, case.sinks,
                            SOFTMAX_SCALE, None, 1, path_out, None, design="f16rows")  # fmt: skip

        def path():
            sparsemla.sparse_attention(case.q, swa, case.indices, case.lengths, extra_cache=comp,
                                       extra_indices=case.extra_indices, extra_lengths=case.extra_lengths,
                                       sinks=case.sinks, softmax_scale=SOFTMAX_SCALE, out=path_out,
                                       rows_workspace=rows_workspace)  # fmt: skip

        direct_out.fill_(float("nan"))
        path_out.fill_(float("nan"))
        e4m3_out.fill_(float("nan"))
        direct()
        path()
        e4m3()
        torch.cuda.synchronize()
        e4m3_diff = e4m3_out.double() - direct_out.double()
        row = {
            "shape": name, "rows": args.rows, "requests": args.requests, "distinct_rows_capacity": rows_workspace.max_rows,
            "engine_us": timer.measure(engine_path), "engine_graph_us": timer.measure(engine_path, graph=True),
            "flashmla_fwd_us": timer.measure(fwd), "direct_f16_us": timer.measure(direct),
            "f16rows_kernel_us": timer.measure(kernel), "copy_graph_us": timer.measure(copy, graph=True),
"path_us": timer.measure(path), "path_graph_us": timer.measure(path, graph=True),
            "max_abs_diff_vs_direct": (direct_out.float() - path_out.float()).abs().max().item(),
            "e4m3_us": timer.measure(e4m3), "e4m3_graph_us": timer.measure(e4m3, graph=True),
            "e4m3_rel_rms_vs_direct": (e4m3_diff.norm() / direct_out.double().norm()).item(),
            "e4m3_nan": bool(torch.isnan(e4m3_out).any()),
            "nan": bool(torch.isnan(path_out).any()), "counts_after": rows_workspace.counts.tolist(),
            "row_map_clean": bool((rows_workspace.row_map == -1).all()),
            "torch": torch.__version__, "cute_dsl": list(compiled_with()), "device": torch.cuda.get_device_name(),
        }  # fmt: skip
        row["path_vs_engine"] = row["path_us"] / row["engine_us"]
        row["path_graph_vs_engine_graph"] = row["path_graph_us"] / row["engine_graph_us"]
        row["path_vs_direct"] = row["path_us"] / row["direct_f16_us"]
        row["e4m3_vs_engine"] = row["e4m3_us"] / row["engine_us"]
        row["e4m3_vs_flashmla_fwd"] = row["e4m3_us"] / row["flashmla_fwd_us"]
        print(json.dumps(row), flush=True)
        del work, engine_path, fwd
        torch.cuda.empty_cache()


if __name__ == "__main__":
    main()
