"""Back-to-back launches of one long decode case for a few seconds per phase, printing each phase's
wall-clock window, so that ``nvidia-smi`` samples taken meanwhile (SM clock, power, throttle reasons)
can be matched to it: random queries, the same with queries zero (session 9 measured that 4.6% faster),
for both FP8 formats. Diagnosis only.

PYTHONPATH=src:benchmarks:tests python benchmarks/power_probe.py [--peer]

With ``--peer`` (session 10): the bench's own hca_1m b=256 case (model1 pools, random data), FlashMLA's
decode on it beside ours (model1 and fp8_uniform), so that both kernels' power and clock are sampled.
"""

import time

import torch

from sparsemla import SplitKVWorkspace, sparse_attention
from tune_decode import build


def run_phase(label, fn, seconds=3.0):
    fn()
    torch.cuda.synchronize()
    start = time.time()
    calls = 0
    while time.time() - start < seconds:
        for _ in range(20):
            fn()
        calls += 20
        torch.cuda.synchronize()
    stop = time.time()
    print(f"{label}: {start:.3f} .. {stop:.3f}, {calls} calls, {(stop - start) / calls * 1e6:.1f} us/call", flush=True)


def peer_main():
    from sparsemla import bench

    device = torch.device("cuda")
    shape = bench.SHAPES["hca_1m"]
    formats = ["model1", "fp8_uniform"]
    pools = bench.build_decode_pools(shape, 256, 1, formats, device, 1234, 128, 64)
    case = bench.decode_case(pools, 256, 1)
    workspace = SplitKVWorkspace("cuda", 256)
    out = torch.empty_like(case.q)
    peer = bench.FlashMLA()
    peer.load()
    run_phase("flashmla hca_1m b=256 model1", peer.decode(case, pools.swa["model1"], pools.compressed["model1"]))
    time.sleep(1.0)
    for fmt in formats:
        run_phase(f"sparsemla hca_1m b=256 {fmt} (bench data)",
                  bench.ours_call(case, pools.swa[fmt], pools.compressed[fmt], workspace, out))
        time.sleep(1.0)


def main():
    workspace = SplitKVWorkspace("cuda", 256)
    for fmt in ("fp8_uniform", "model1"):
        case = build("hca_1m", 256, 1, fmt, None)
        out = torch.empty_like(case["q"])
        run_phase(f"sparsemla hca_1m b=256 {fmt}", lambda: sparse_attention(**case, workspace=workspace, out=out))
        if fmt == "fp8_uniform":
            zero = dict(case, q=torch.zeros_like(case["q"]))
            run_phase("sparsemla hca_1m b=256 fp8_uniform, q = 0",
                      lambda: sparse_attention(**zero, workspace=workspace, out=out))
        time.sleep(1.0)


if __name__ == "__main__":
    import sys

    peer_main() if "--peer" in sys.argv[1:] else main()
