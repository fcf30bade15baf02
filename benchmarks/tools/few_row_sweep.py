"""Few-row launches: 64-head against 16-head programs (Hopper GPU with the Gluon kernel).

For each decode shape (fp8_uniform pools) and query-row count, times the same call with the op's
choice (``sparsemla.ops.plan.few_row_launch``) forced each way: CUDA-graph replays, L2 flushed, median
µs. Prints the choice the op makes and the largest difference between the two outputs.

    python benchmarks/tools/few_row_sweep.py        # with sparsemla installed, or PYTHONPATH=src
"""

import torch

import sparsemla.ops.plan as plan
from sparsemla import SplitKVWorkspace, sparse_attention
from sparsemla.bench.timing import Timer
from sparsemla.bench.workloads import SHAPES, build_decode_pools, decode_case

FMT = "fp8_uniform"
CASES = ((1, 1), (2, 1), (3, 1), (4, 1), (6, 1), (8, 1), (12, 1), (16, 1), (1, 2), (4, 2), (8, 2))  # (batch, s_q)


def main():
    device = torch.device("cuda")
    timer = Timer(device, iters=200, warmup=5, graph=True)
    workspace = SplitKVWorkspace(device, 64)
    choice = plan.few_row_launch
    try:
        for name in ("flash_csa", "pro_csa", "hca_1m"):
            pools = build_decode_pools(SHAPES[name], 16, 2, [FMT], device, 0, 128, 64)
            for batch, rows_per_request in CASES:
                case = decode_case(pools, batch, rows_per_request)
                chosen = choice(case.rows, case.q.shape[1], case.width, workspace.sm_count)
                line = f"{name} B={batch} s_q={rows_per_request} rows={case.rows} 16-head chosen={chosen}"
                outputs = []
                for label, forced in (("64-head", False), ("16-head", True)):
                    # (plan.few_row_programs reads it for the validated first call and the direct launches)
                    plan.few_row_launch = lambda *args, forced=forced: forced
                    out = torch.full_like(case.q, float("nan"))

                    def call():
                        sparse_attention(
                            case.q, pools.swa[FMT], case.indices, case.lengths, extra_cache=pools.compressed[FMT],
                            extra_indices=case.extra_indices, extra_lengths=case.extra_lengths, sinks=case.sinks,
                            workspace=workspace, out=out,
                        )  # fmt: skip

                    call()
                    torch.cuda.synchronize()
                    outputs.append(out.float().clone())
                    line += f" | {label} {timer.measure(call):6.1f} µs"
                difference = (outputs[0] - outputs[1]).abs().max().item()
                print(f"{line} | max|Δ| {difference:.1e}", flush=True)
    finally:
        plan.few_row_launch = choice


if __name__ == "__main__":
    main()
