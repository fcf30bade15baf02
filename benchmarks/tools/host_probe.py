"""Where a bound call's host time goes (H200): the bench's host case (flash_csa, b=1, model1) timed as
the bench times it (bursts of 500 calls, wall clock to issue them, median of the bursts), through each
layer of the launch path in turn.

    PYTHONPATH=src:benchmarks python3 benchmarks/host_probe.py

Prints one line per path: µs per call. ``bound`` is the public call (packed launch), ``bound via launcher``
the same call with its packed launches off (Triton's C launcher: what sessions 6–11 measured), then the
pieces alone: ``packed`` (one ctypes cuLaunchKernelEx), ``launch_direct`` (the C launcher with its ~60
arguments), ``raw stream`` (torch's current-stream query), and a torch ``add_`` for scale.
"""

import time

import torch

from sparsemla import SplitKVWorkspace, bind_sparse_attention
from sparsemla.attention import _direct_args, _raw_stream
from sparsemla.bench import SHAPES, build_decode_pools, decode_case
from sparsemla.kernels.sparse_attention import launch_direct, pack_launch

CALLS, BURSTS = 500, 9


def per_call_us(fn):
    for _ in range(50):
        fn()
    torch.cuda.synchronize()
    walls = []
    for _ in range(BURSTS):
        torch.cuda.synchronize()
        start = time.perf_counter()
        for _ in range(CALLS):
            fn()
        walls.append((time.perf_counter() - start) * 1e6 / CALLS)
    torch.cuda.synchronize()
    return sorted(walls)[len(walls) // 2]


def main():
    device = torch.device("cuda")
    pools = build_decode_pools(SHAPES["flash_csa"], 1, 1, ["model1"], device, 0, 128, 64)
    case = decode_case(pools, 1, 1)
    workspace = SplitKVWorkspace(device, 1)
    out = torch.empty_like(case.q)
    arguments = (case.q, pools.swa["model1"], case.indices, case.lengths)
    options = dict(extra_cache=pools.compressed["model1"], extra_indices=case.extra_indices,
                   extra_lengths=case.extra_lengths, sinks=case.sinks, workspace=workspace, out=out)  # fmt: skip
    bound = bind_sparse_attention(*arguments, **options)
    for _ in range(3):
        bound()  # compile, register, pack
    torch.cuda.synchronize()
    reference = out.clone()
    rows = bound.max_rows
    packed = bound._packed.get(rows)
    print(f"packed launch in use: {bool(packed)}")
    launch = _direct_args(*bound._prefix(rows))
    stream = _raw_stream(0)
    results = {"bound": per_call_us(bound)}
    out.fill_(float("nan"))
    bound()
    torch.cuda.synchronize()
    print(f"bound output equals the launcher's: {torch.equal(out, reference)}")
    bound._packed[rows] = False
    results["bound via launcher"] = per_call_us(bound)
    bound._packed[rows] = packed
    fresh = pack_launch(*launch)
    if fresh:
        results["packed"] = per_call_us(lambda: fresh(stream))
    results["launch_direct"] = per_call_us(lambda: launch_direct(*launch, stream))
    results["raw stream"] = per_call_us(lambda: _raw_stream(0))
    small = torch.zeros(16, device=device)
    results["torch add_"] = per_call_us(lambda: small.add_(1.0))
    for name, us in results.items():
        print(f"{name:20s} {us:6.2f} µs/call")


if __name__ == "__main__":
    main()
