"""GPU time of one launch: CUDA events around each launch, the L2 flushed before each, optional graphs."""

from __future__ import annotations

import statistics
import time

import torch

L2_FLUSH_BYTES = 256 * 2**20
SPIN_CYCLES = 100_000  # ~50 µs at H200 clocks, on top of the ~80-µs flush


class Timer:
    """Median time of a launch in µs: CUDA events around each launch, L2 flushed before each.

    ``graph``: capture the launch in a CUDA graph and time replays. On the CPU (tests) it falls back to
    wall time and never flushes or captures.
    """

    def __init__(self, device: torch.device, iters: int, warmup: int, graph: bool, budget_s: float = 0.25):
        self.device = device
        self.cuda = device.type == "cuda"
        self.iters = iters
        self.warmup = warmup
        self.graph = graph and self.cuda
        self.budget_s = budget_s
        self.flush = torch.empty(L2_FLUSH_BYTES // 4, dtype=torch.int32, device=device) if self.cuda else None
        self.spin_cycles = SPIN_CYCLES if self.cuda and hasattr(torch.cuda, "_sleep") else 0

    def _capture(self, fn):
        stream = torch.cuda.Stream(device=self.device)
        stream.wait_stream(torch.cuda.current_stream(self.device))
        with torch.cuda.stream(stream):
            for _ in range(2):
                fn()
        torch.cuda.current_stream(self.device).wait_stream(stream)
        torch.cuda.synchronize(self.device)
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph):
            fn()
        torch.cuda.synchronize(self.device)
        return graph

    def measure(self, fn, *, graph: bool | None = None, budget_s: float | None = None, warmup: int | None = None) -> float:
        """Median µs of ``fn``: about ``budget_s`` of launches, at least 3 (on the GPU), at most ``iters``."""
        graph = self.graph if graph is None else (graph and self.cuda)
        budget_s = self.budget_s if budget_s is None else budget_s
        warmup = self.warmup if warmup is None else warmup
        captured = self._capture(fn) if graph else None
        run = captured.replay if captured is not None else fn
        try:
            if not self.cuda:
                for _ in range(warmup):
                    run()
                times = []
                for _ in range(self.iters):
                    start = time.perf_counter()
                    run()
                    times.append((time.perf_counter() - start) * 1e6)
                    if sum(times) > budget_s * 1e6:
                        break
                return statistics.median(times)
            for _ in range(warmup):
                run()
            torch.cuda.synchronize(self.device)
            # One timed launch sizes the run: about budget_s of launches, at least 3, at most iters.
            estimate = self._timed(run, 1)[0]
            count = max(3, min(self.iters, int(budget_s * 1e6 / max(estimate, 1.0))))
            return statistics.median(self._timed(run, count))
        finally:
            del captured

    def _timed(self, run, count: int) -> list[float]:
        starts = [torch.cuda.Event(enable_timing=True) for _ in range(count)]
        ends = [torch.cuda.Event(enable_timing=True) for _ in range(count)]
        for start, end in zip(starts, ends):
            self.flush.zero_()
            if self.spin_cycles:  # a GPU-side pause, so the host has queued the launch before `start`
                torch.cuda._sleep(self.spin_cycles)
            start.record()
            run()
            end.record()
        torch.cuda.synchronize(self.device)
        return [start.elapsed_time(end) * 1e3 for start, end in zip(starts, ends)]


def host_time_per_call(fn, device, calls: int) -> tuple[float, float]:
    """(host µs to issue one call, caching-allocator allocations per call) of an eager callable.

    Host time = the time to issue the calls, stopped before synchronising (the GPU may be slower than
    the host at small sizes): median over bursts of at most 500 calls, which never fill the launch queue.
    """
    for _ in range(20):
        fn()
    torch.cuda.synchronize(device)
    burst = min(calls, 500)
    walls = []
    for _ in range(max(1, calls // 100)):
        torch.cuda.synchronize(device)
        start = time.perf_counter()
        for _ in range(burst):
            fn()
        walls.append((time.perf_counter() - start) * 1e6 / burst)
    torch.cuda.synchronize(device)
    wall = statistics.median(walls)  # (an even count of bursts: the mean of the middle two)
    before = torch.cuda.memory_stats(device).get("allocation.all.allocated", 0)
    for _ in range(100):
        fn()
    after = torch.cuda.memory_stats(device).get("allocation.all.allocated", 0)
    torch.cuda.synchronize(device)
    return wall, (after - before) / 100
