"""Tensor-parallel head counts over pools with per-tile units: which Gluon programs run them fastest.

For 8, 16 and 32 heads over model1 (or other non-fp8_uniform) pools, times the same decode call
(B = 64 / 128 / 256, one row per request) in the op's programs and in the alternatives:

* ``64-head``: programs of 64 heads, the extra heads masked;
* ``16-head``: swapped 16-head programs with two ring slots and the whole register file (the few-row
  programs' configuration), one per SM, split by the op's rule for one program per SM;
* ``16-head x2``: swapped 16-head programs with one ring slot and 128 registers, two per SM (the
  fp8_uniform programs' configuration), split by the op's rule for two per SM;
* ``32-head``: swapped 32-head programs (32 heads only).

CUDA-graph replays, L2 flushed, median µs; prints the op's choice and the largest difference between
the outputs (Hopper GPU with the Gluon kernel).

    python benchmarks/tools/tp_program_sweep.py [FORMATS] [BATCHES] [HEADS]   # default model1 64,128,256 8,16,32
"""

import sys

import torch

import sparsemla.ops.attention as attention
import sparsemla.ops.plan as plan
from sparsemla import AttentionOptions, SplitKVWorkspace, sparse_attention
from sparsemla.bench.timing import Timer
from sparsemla.bench.workloads import SHAPES, build_decode_pools, decode_case

_SWAPPED = dict(block_n=64, swap_ab=True, pipelined=True, num_warps=4, num_stages=1, kernel="gluon")
VARIANTS = {
    "64-head": dict(block_h=64, block_n=64, swap_ab=False, pipelined=True, num_warps=8, num_stages=1, kernel="gluon"),
    "16-head": dict(block_h=16, programs_per_sm=1, ring_slots=2, **_SWAPPED),
    "16-head x2": dict(block_h=16, programs_per_sm=2, maxnreg=128, **_SWAPPED),
    "32-head": dict(block_h=32, **_SWAPPED),
}


def _forcing(original, config):
    """``original`` (``kernel_config``) with ``config`` in place of its Gluon choice below 64 heads."""

    def config_for(num_heads, *flags):
        gluon = len(flags) > 2 and flags[2]
        return config if gluon and num_heads < 64 else original(num_heads, *flags)

    return config_for


def main():
    formats = (sys.argv[1] if len(sys.argv) > 1 else "model1").split(",")
    batches = [int(b) for b in (sys.argv[2] if len(sys.argv) > 2 else "64,128,256").split(",")]
    head_counts = [int(h) for h in (sys.argv[3] if len(sys.argv) > 3 else "8,16,32").split(",")]
    device = torch.device("cuda")
    timer = Timer(device, iters=100, warmup=3, graph=True)
    workspace = SplitKVWorkspace(device, max(batches))
    config = plan.kernel_config
    try:
        for fmt in formats:
            for name in ("flash_csa", "pro_csa", "hca_1m"):
                pools = build_decode_pools(SHAPES[name], max(batches), 1, [fmt], device, 0, 128, 64, heads=32)
                for heads in head_counts:
                    for batch in batches:
                        case = decode_case(pools, batch, 1, heads)
                        width = case.indices.shape[1] + case.extra_indices.shape[1]
                        paired = plan.paired_programs(batch, heads, width, (fmt, fmt), True, workspace, None,
                                                      AttentionOptions(), device.index or 0)  # fmt: skip
                        flags = (fmt == "model1", fmt != "bf16", True, fmt == "fp8_uniform", False, paired)
                        chosen = config(heads, *flags)
                        line = f"{fmt} {name} H={heads} B={batch} op=block_h {chosen['block_h']}"
                        line += f" x{chosen.get('programs_per_sm', 1)}"
                        outputs = []
                        for label, forced in VARIANTS.items():
                            if forced["block_h"] < heads:
                                continue
                            plan.kernel_config = attention.kernel_config = _forcing(config, forced)
                            out = torch.full_like(case.q, float("nan"))

                            def call():
                                sparse_attention(
                                    case.q, pools.swa[fmt], case.indices, case.lengths,
                                    extra_cache=pools.compressed[fmt], extra_indices=case.extra_indices,
                                    extra_lengths=case.extra_lengths, sinks=case.sinks, workspace=workspace, out=out,
                                )  # fmt: skip

                            call()
                            torch.cuda.synchronize()
                            outputs.append(out.float().clone())
                            line += f" | {label} {timer.measure(call):7.1f} µs"
                        difference = max((outputs[0] - other).abs().max().item() for other in outputs[1:])
                        print(f"{line} | max|Δ| {difference:.1e}", flush=True)
    finally:
        plan.kernel_config = attention.kernel_config = config


if __name__ == "__main__":
    main()
