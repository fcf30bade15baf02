"""Where a bound call's host time goes (Hopper GPU): the bench's host case (flash_csa, B=1, model1) timed
as the bench times it (bursts of 500 calls, wall clock to issue them, median of the bursts), through each
layer of the launch path in turn.

    python benchmarks/tools/host_probe.py        # with sparsemla installed, or PYTHONPATH=src

Prints one line per path, in µs per call: ``bound`` (the public bound call of the Triton-path kernel,
Gluon where it runs, else Triton; packed launch), ``bound
direct`` and ``bound triton`` (the same call bound with ``AttentionOptions(launch="direct")``: the
compiled kernel's C launcher, and ``launch="triton"``: Triton's launch path); ``eager packed``,
``eager direct``, ``eager triton`` (the functional call with ``out=`` under each launch option;
``bound cute`` and ``eager cute`` with ``kernel='cute'``, what ``kernel='auto'`` runs on Hopper);
then the pieces alone: ``prepare`` (the eager call's argument checks and kernel plan), ``packed`` (one
ctypes cuLaunchKernelEx on a block packed once), ``packed eager`` (the same after packing the call's
arguments), ``launch_direct`` (the C launcher with its ~60 arguments), ``options`` (reading the
``SPARSEMLA_*`` defaults), ``tensor queries`` (what any preparation must read of the call's seven
tensors: address, shape, strides, dtype, device), ``raw stream`` (the current-stream query), and a torch
``add_`` for scale.
The case is split at B = 1, so its launches are cooperative. Host times move between runs on a shared
host (pin the process to one core, e.g. ``taskset -c 3``, and compare within one run).

Without a GPU it times the preparation alone on CPU tensors of the same case (``prepare``: the direct
path's checks and plan, with a workspace), the tensor queries it cannot skip (``tensor queries``: address,
shape, strides, dtype and device of its seven tensors, in a loop) and a torch ``add_`` on 16 floats.
"""

import time

import torch

from sparsemla import AttentionOptions, SplitKVWorkspace, bind_sparse_attention, default_options, sparse_attention
from sparsemla.kernels.cute.launch import cute_available
from sparsemla.kernels.triton import gluon_unavailable_reason
from sparsemla.bench.workloads import SHAPES, build_decode_pools, decode_case
from sparsemla.kernels.launch import launch_direct, pack_launch
from sparsemla.ops.attention import _raw_stream
from sparsemla.ops.plan import prepare_launch

CALLS, BURSTS = 500, 9


def _synchronize():
    if torch.cuda.is_available():
        torch.cuda.synchronize()


def per_call_us(fn):
    for _ in range(50):
        fn()
    _synchronize()
    walls = []
    for _ in range(BURSTS):
        _synchronize()
        start = time.perf_counter()
        for _ in range(CALLS):
            fn()
        walls.append((time.perf_counter() - start) * 1e6 / CALLS)
    _synchronize()
    return sorted(walls)[len(walls) // 2]


def _tensor_queries(tensors):
    """What any preparation of the call must read of each of its tensors (address, shape, strides, dtype,
    device): the floor under an eager call's Python, beside the launch."""

    def queries():
        for tensor in tensors:
            tensor.data_ptr(), tensor.shape, tensor.stride(), tensor.dtype, tensor.get_device()

    return queries


def cpu_main():
    """The preparation alone, on CPU tensors (no GPU: nothing launches)."""
    device = torch.device("cpu")
    pools = build_decode_pools(SHAPES["flash_csa"], 1, 1, ["model1"], device, 0, 128, 64)
    case = decode_case(pools, 1, 1)
    arguments = (
        case.q, pools.swa["model1"], case.indices, case.lengths, pools.compressed["model1"], case.extra_indices,
        case.extra_lengths, case.sinks, None, SplitKVWorkspace(device, 1), None, torch.empty_like(case.q), None,
        AttentionOptions(),
    )  # fmt: skip
    if prepare_launch(*arguments) is None:
        raise RuntimeError("the case did not take the direct path")
    small = torch.zeros(16)
    queries = _tensor_queries((case.q, arguments[11], case.indices, case.lengths, case.extra_indices,
                               case.extra_lengths, case.sinks))  # fmt: skip
    for name, fn in (("prepare", lambda: prepare_launch(*arguments)), ("tensor queries", queries),
                     ("torch add_", lambda: small.add_(1.0))):  # fmt: skip
        print(f"{name:20s} {per_call_us(fn):6.2f} µs/call (CPU tensors)")


def main():
    device = torch.device("cuda")
    pools = build_decode_pools(SHAPES["flash_csa"], 1, 1, ["model1"], device, 0, 128, 64)
    case = decode_case(pools, 1, 1)
    workspace = SplitKVWorkspace(device, 1)
    out = torch.empty_like(case.q)
    # The Triton-path kernel (kernel="auto" runs the CuTe DSL kernel on Hopper: its rows are "... cute").
    triton_path = "triton" if gluon_unavailable_reason(0) else "gluon"
    print(f"triton-path kernel: {triton_path}")

    def bind(launch):
        bound = bind_sparse_attention(
            case.q, pools.swa["model1"], case.indices, case.lengths, extra_cache=pools.compressed["model1"],
            extra_indices=case.extra_indices, extra_lengths=case.extra_lengths, sinks=case.sinks,
            workspace=workspace, out=out, options=AttentionOptions(kernel=triton_path, launch=launch),
        )  # fmt: skip
        for _ in range(3):
            bound()  # compile, register, pack
        torch.cuda.synchronize()
        return bound

    bound = bind("packed")
    reference = out.clone()
    results = {"bound": per_call_us(bound)}
    for launch in ("direct", "triton"):
        other = bind(launch)
        out.fill_(float("nan"))
        other()
        torch.cuda.synchronize()
        print(f"bound {launch} output equals the packed call's: {torch.equal(out, reference)}")
        results[f"bound {launch}"] = per_call_us(other)
    rows = bound.max_rows
    plan = prepare_launch(*bound._prefix(rows), bound.options)
    stream = _raw_stream(0)
    packed = pack_launch(plan) if plan else None
    print(f"packed launch available: {bool(packed)}")
    if packed:
        results["packed"] = per_call_us(lambda: packed(stream))
    if plan:
        results["packed eager"] = per_call_us(lambda: launch_direct(plan, stream, True))
        results["launch_direct"] = per_call_us(lambda: launch_direct(plan, stream))
        results["prepare"] = per_call_us(lambda: prepare_launch(*bound._prefix(rows), bound.options))
    for launch in ("packed", "direct", "triton"):
        options = AttentionOptions(kernel=triton_path, launch=launch)

        def eager():
            sparse_attention(
                case.q, pools.swa["model1"], case.indices, case.lengths, extra_cache=pools.compressed["model1"],
                extra_indices=case.extra_indices, extra_lengths=case.extra_lengths, sinks=case.sinks,
                workspace=workspace, out=out, options=options,
            )  # fmt: skip

        results[f"eager {launch}"] = per_call_us(eager)
    if cute_available(0)[0]:  # (CuTe DSL installed, or its cache holding the case's variant)
        options = AttentionOptions(kernel="cute")
        bound_cute = bind_sparse_attention(
            case.q, pools.swa["model1"], case.indices, case.lengths, extra_cache=pools.compressed["model1"],
            extra_indices=case.extra_indices, extra_lengths=case.extra_lengths, sinks=case.sinks,
            workspace=workspace, out=out, options=options,
        )  # fmt: skip
        results["bound cute"] = per_call_us(bound_cute)
        results["eager cute"] = per_call_us(lambda: sparse_attention(
            case.q, pools.swa["model1"], case.indices, case.lengths, extra_cache=pools.compressed["model1"],
            extra_indices=case.extra_indices, extra_lengths=case.extra_lengths, sinks=case.sinks,
            workspace=workspace, out=out, options=options,
        ))  # fmt: skip
    results["tensor queries"] = per_call_us(_tensor_queries(
        (case.q, out, case.indices, case.lengths, case.extra_indices, case.extra_lengths, case.sinks)))
    results["options"] = per_call_us(default_options)
    results["raw stream"] = per_call_us(lambda: _raw_stream(0))
    small = torch.zeros(16, device=device)
    results["torch add_"] = per_call_us(lambda: small.add_(1.0))
    for name, us in results.items():
        print(f"{name:20s} {us:6.2f} µs/call")


if __name__ == "__main__":
    main() if torch.cuda.is_available() else cpu_main()
