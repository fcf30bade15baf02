"""Few-row launches: 64-head against 16-head programs (Hopper GPU with the Gluon kernel).

For each decode shape, pool format and query-row count, times the same call with the op's choice
(``sparsemla.ops.plan.few_row_launch``) forced each way: CUDA-graph replays, L2 flushed, median µs.
Over fp8_uniform pools it also times the 16-head programs with two ring slots and the whole register file
(what model1 pools run) in place of the op's (one ring slot, 128 registers per thread). Prints the
choice the op makes and the largest difference between the outputs.

    python benchmarks/tools/few_row_sweep.py [FORMATS]   # FORMATS: comma-separated, default fp8_uniform,model1
"""

import sys

import torch

import sparsemla.ops.attention as attention
import sparsemla.ops.plan as plan
from sparsemla import SplitKVWorkspace, sparse_attention
from sparsemla.bench.timing import Timer
from sparsemla.bench.workloads import SHAPES, build_decode_pools, decode_case

CASES = ((1, 1), (2, 1), (3, 1), (4, 1), (6, 1), (8, 1), (12, 1), (16, 1), (1, 2), (4, 2), (8, 2))  # (batch, s_q)
# The few-row 16-head programs of model1 pools (two ring slots, no register cap), split alike.
TWO_SLOTS = dict(block_h=16, block_n=64, swap_ab=True, pipelined=True, num_warps=4, num_stages=1, kernel="gluon",
                 programs_per_sm=1, ring_slots=2)  # fmt: skip


def _with_few_row_config(original, few_row_config):
    """``original`` (``kernel_config``) with the few-row programs' config replaced by ``few_row_config``
    (None: the op's own)."""

    def config_for(num_heads, *flags):
        few_rows = len(flags) > 4 and flags[4]
        if few_row_config is not None and few_rows and num_heads >= 64:
            return few_row_config
        return original(num_heads, *flags)

    return config_for


def main():
    formats = (sys.argv[1] if len(sys.argv) > 1 else "fp8_uniform,model1").split(",")
    device = torch.device("cuda")
    timer = Timer(device, iters=200, warmup=5, graph=True)
    workspace = SplitKVWorkspace(device, 64)
    choice, config = plan.few_row_launch, plan.kernel_config
    try:
        for fmt in formats:
            variants = [("64-head", False, None), ("16-head", True, None)]
            if fmt == "fp8_uniform":
                variants.append(("16-head, 2 slots", True, TWO_SLOTS))
            for name in ("flash_csa", "pro_csa", "hca_1m"):
                pools = build_decode_pools(SHAPES[name], 16, 2, [fmt], device, 0, 128, 64)
                for batch, rows_per_request in CASES:
                    case = decode_case(pools, batch, rows_per_request)
                    ratio = plan.FEW_ROWS_TILE_RATIO if fmt == "fp8_uniform" else plan.FEW_ROWS_TILE_RATIO_UNITS
                    chosen = choice(case.rows, case.q.shape[1], case.width, workspace.sm_count, ratio)
                    line = f"{fmt} {name} B={batch} s_q={rows_per_request} rows={case.rows} 16-head chosen={chosen}"
                    outputs = []
                    for label, forced, few_row_config in variants:
                        # (plan.few_row_programs reads it for the validated first call and the direct launches)
                        plan.few_row_launch = lambda *args, forced=forced: forced
                        plan.kernel_config = attention.kernel_config = _with_few_row_config(config, few_row_config)
                        out = torch.full_like(case.q, float("nan"))

                        def call():
                            sparse_attention(
                                case.q, pools.swa[fmt], case.indices, case.lengths, extra_cache=pools.compressed[fmt],
                                extra_indices=case.extra_indices, extra_lengths=case.extra_lengths, sinks=case.sinks,
                                workspace=workspace, out=out,
                            )  # fmt: skip

                        call()
                        torch.cuda.synchronize()
                        outputs.append(out.float().clone())
                        line += f" | {label} {timer.measure(call):6.1f} µs"
                    difference = max((outputs[0] - other).abs().max().item() for other in outputs[1:])
                    print(f"{line} | max|Δ| {difference:.1e}", flush=True)
    finally:
        plan.few_row_launch = choice
        plan.kernel_config = attention.kernel_config = config


if __name__ == "__main__":
    main()
