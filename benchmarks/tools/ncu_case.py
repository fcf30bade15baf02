"""One decode case of the bench for Nsight Compute: a few launches of sparse_attention, nothing else.

    ncu --set full -k regex:sparse_attention -c 1 -o flash_csa_b128 \
        python benchmarks/tools/ncu_case.py --shape flash_csa --batch 128 --fmt model1

``--kernel`` and ``--launch`` pick the op's options (``AttentionOptions``); ``--heads`` runs a
tensor-parallel share of the shape's heads; ``--design`` launches a CuTe DSL kernel design directly. Then ``ncu_shared_by_opcode.py`` reads the report's SASS page.
"""

import argparse

import torch

from sparsemla import AttentionOptions, SplitKVWorkspace, sparse_attention
from sparsemla.bench.workloads import SHAPES, SOFTMAX_SCALE, build_decode_pools, build_prefill, decode_case
from sparsemla.config import KERNELS, LAUNCHES


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shape", choices=sorted(SHAPES), default="flash_csa")
    parser.add_argument("--batch", type=int, default=128)
    parser.add_argument("--rows-per-request", type=int, default=1)
    parser.add_argument("--heads", type=int, default=None, help="query heads (default: the shape's)")
    parser.add_argument("--fmt", choices=("bf16", "fp8_uniform", "model1"), default="model1")
    parser.add_argument("--kernel", choices=KERNELS, default="auto")
    parser.add_argument("--launch", choices=LAUNCHES, default="packed")
    parser.add_argument("--launches", type=int, default=5)
    parser.add_argument("--prefill-rows", type=int, default=0,
                        help="a prefill chunk of this many query rows (one request) instead of decode rows")
    parser.add_argument("--design", default=None,
                        help="a CuTe DSL kernel design (kernels.cute.launch.DESIGNS), launched directly")
    parser.add_argument("--splits", type=int, default=1, help="split count of a --design launch (default 1)")
    args = parser.parse_args(argv)
    device = torch.device("cuda")
    shape = SHAPES[args.shape]
    if args.prefill_rows:
        pools = build_prefill(shape, args.prefill_rows, [args.fmt], device, 0, 128, 64)
        case = pools.case
    else:
        pools = build_decode_pools(shape, args.batch, args.rows_per_request, [args.fmt], device, 0, 128, 64,
                                   heads=args.heads)
        case = decode_case(pools, args.batch, args.rows_per_request, args.heads)
    workspace = SplitKVWorkspace(device, case.rows)
    options = AttentionOptions(kernel=args.kernel, launch=args.launch)
    if args.design is not None:
        from sparsemla.kernels.cute.launch import run_cute_decode

        out = torch.empty_like(case.q)
        for _ in range(args.launches):
            run_cute_decode(case.q, pools.swa[args.fmt], case.indices, case.lengths, pools.compressed[args.fmt],
                            case.extra_indices, case.extra_lengths, case.sinks, SOFTMAX_SCALE,
                            workspace if args.splits > 1 else None, args.splits, out, None, design=args.design)  # fmt: skip
        torch.cuda.synchronize()
        print("done", args.shape, f"H={case.heads}", f"B={args.batch}", args.fmt, "design", args.design,
              "splits", args.splits)
        return
    for _ in range(args.launches):
        sparse_attention(
            case.q, pools.swa[args.fmt], case.indices, case.lengths, extra_cache=pools.compressed[args.fmt],
            extra_indices=case.extra_indices, extra_lengths=case.extra_lengths, sinks=case.sinks,
            softmax_scale=SOFTMAX_SCALE, workspace=workspace, options=options,
        )  # fmt: skip
    torch.cuda.synchronize()
    print("done", args.shape, f"H={case.heads}", f"B={args.batch}", args.fmt, options)


if __name__ == "__main__":
    main()
