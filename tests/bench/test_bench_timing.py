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
