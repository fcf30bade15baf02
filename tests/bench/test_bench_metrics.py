"""sparsemla.bench.metrics: FLOPs, bytes, roofline, ratios."""

import pytest

from sparsemla.bench import metrics


def test_metric_formulas():
    rows, heads, width = 256, 64, 640
    flops = metrics.attention_flops(rows, heads, width)
    assert flops == 2 * 2 * rows * heads * width * 512
    nbytes = metrics.attention_bytes(rows, heads, rows * width, 584)
    assert nbytes == rows * width * 584 + rows * heads * 512 * 2 * 2
    roof = metrics.roofline_us(flops, nbytes)
    assert roof == pytest.approx(max(flops / 790e12, nbytes / 4.3e12) * 1e6)
    m = metrics.derived_metrics(2 * roof, flops, nbytes)
    assert m["roofline_pct"] == pytest.approx(50.0)
    assert m["tflops"] == pytest.approx(flops / (2 * roof * 1e-6) / 1e12)
    assert m["gbps"] == pytest.approx(nbytes / (2 * roof * 1e-6) / 1e9)
    for missing in (None, 0.0, float("nan"), float("inf")):
        assert metrics.derived_metrics(missing, flops, nbytes) == {"tflops": None, "gbps": None, "roofline_pct": None}
    assert metrics.ratio(10.0, 20.0) == 0.5
    assert metrics.ratio(None, 1.0) is None and metrics.ratio(1.0, None) is None and metrics.ratio(1.0, 0.0) is None


def test_custom_peaks_move_the_roofline():
    flops, nbytes = metrics.attention_flops(1, 128, 1152), metrics.attention_bytes(1, 128, 1152, 584)
    slow = metrics.derived_metrics(10.0, flops, nbytes, peak_flops=1e12, peak_bw=1e12)
    fast = metrics.derived_metrics(10.0, flops, nbytes)
    assert slow["roofline_pct"] > fast["roofline_pct"]


def test_which_shapes_are_compute_bound():
    # Pro CSA at 128 heads is compute-bound, Flash CSA with its q/out traffic memory-bound.
    pro = metrics.attention_flops(1, 128, 1152), metrics.attention_bytes(1, 128, 1152, 584)
    assert pro[0] / 790e12 > pro[1] / 4.3e12
    flash = metrics.attention_flops(1, 64, 640), metrics.attention_bytes(1, 64, 640, 584)
    assert flash[0] / 790e12 < flash[1] / 4.3e12
