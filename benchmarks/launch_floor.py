"""Graph-timed floor of a launch of 128 one-warp programs that do nothing (per kernel, back to back), the
baseline under ``benchmarks/stage_probe.py``'s skeleton variants. Tuning only."""

import torch
import triton
import triton.language as tl


@triton.jit
def _empty(ptr):
    pass


def main():
    dummy = torch.empty(1, device="cuda")
    for programs in (128, 132 * 2):
        launch = lambda: _empty[(programs,)](dummy, num_warps=8)  # noqa: E731
        launch()
        torch.cuda.synchronize()
        us = triton.testing.do_bench_cudagraph(launch, rep=40, return_mode="median") * 1e3
        print(f"empty kernel, {programs} programs of 8 warps: {us:.2f} us", flush=True)


if __name__ == "__main__":
    main()
