"""sparsemla.bench.timing: the CPU path of the timer (the GPU path needs CUDA events)."""

import time

import pytest
import torch

from sparsemla.bench.timing import Timer


def test_cpu_timer_is_a_median_of_wall_times():
    calls = []
    timer = Timer(torch.device("cpu"), iters=5, warmup=2, graph=True)
    assert not timer.graph and timer.flush is None  # no graphs, no flush without CUDA

    def sleep():
        calls.append(1)
        time.sleep(0.002)

    us = timer.measure(sleep)
    assert len(calls) == 2 + 5
    assert 1500 < us < 50_000


def test_cpu_timer_stops_at_its_budget():
    calls = []
    timer = Timer(torch.device("cpu"), iters=100, warmup=0, graph=False, budget_s=0.01)
    timer.measure(lambda: (calls.append(1), time.sleep(0.004)))
    assert 2 <= len(calls) <= 5
    calls.clear()
    timer.measure(lambda: calls.append(1), warmup=3, budget_s=10.0)
    assert len(calls) == 103


@pytest.mark.gpu
def test_gpu_timer_sees_a_longer_launch():
    device = torch.device("cuda")
    timer = Timer(device, iters=10, warmup=1, graph=False)
    small, big = torch.zeros(1 << 10, device=device), torch.zeros(1 << 28, device=device)
    assert timer.measure(lambda: big.add_(1.0)) > 5 * timer.measure(lambda: small.add_(1.0))
    assert timer.measure(lambda: big.add_(1.0), graph=True) > 0


class _Clock:
    """A fake ``time`` module whose clock the timed callable moves: ``costs(i)`` seconds for call i."""

    def __init__(self, costs):
        self.now, self.calls, self.costs = 0.0, 0, costs

    def perf_counter(self):
        return self.now

    def call(self):
        self.now += self.costs(self.calls)
        self.calls += 1


def _no_cuda(monkeypatch):
    monkeypatch.setattr(torch.cuda, "synchronize", lambda device=None: None)
    monkeypatch.setattr(torch.cuda, "memory_stats", lambda device=None: {})


def test_host_time_is_the_median_of_the_bursts(monkeypatch):
    """Two bursts of 200 calls (after 20 warm-up calls) at 1 and 3 µs per call: the median is 2 µs."""
    from sparsemla.bench import timing

    _no_cuda(monkeypatch)
    clock = _Clock(lambda i: 1e-6 if i < 220 else 3e-6)
    monkeypatch.setattr(timing, "time", clock)
    wall, allocations = timing.host_time_per_call(clock.call, "cuda", 200)
    assert wall == pytest.approx(2.0) and allocations == 0


def test_engine_host_time_is_the_median_of_the_steps(monkeypatch):
    from types import SimpleNamespace

    from sparsemla.bench import engine

    _no_cuda(monkeypatch)
    clock = _Clock(lambda i: [0.0, 1e-6, 3e-6][i])  # a first untimed call, then two timed ones
    monkeypatch.setattr(engine, "time", clock)
    assert engine.host_us(clock.call, SimpleNamespace(type="cuda"), 2) == pytest.approx(2.0)
