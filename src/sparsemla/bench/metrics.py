"""What a launch computes and reads, and how close a measured time comes to the roofline.

FLOPs = 4·R·H·width·512 (QK and PV); bytes = KV reads + q in and out (bf16); roofline time =
max(FLOPs / peak FLOP/s, bytes / peak bytes/s), with the H200's measured 790 TF/s (bf16 dense matmul)
and 4.3 TB/s (device copy) as defaults.
"""

from __future__ import annotations

import math

from ..formats import HEAD_DIM

PEAK_FLOPS = 790e12  # H200 bf16 dense matmul, measured
PEAK_BYTES_PER_S = 4.3e12  # H200 device copy, measured


def attention_flops(rows: int, heads: int, width: int) -> float:
    """QK and PV: ``2 × 2 × rows × heads × width × 512``."""
    return 4.0 * rows * heads * width * HEAD_DIM


def attention_bytes(rows: int, heads: int, kv_rows: int, token_bytes: int) -> float:
    """``kv_rows × token_bytes`` of KV reads plus q in and out (bf16): ``rows × heads × 512 × 2 × 2``."""
    return float(kv_rows) * token_bytes + 4.0 * rows * heads * HEAD_DIM


def roofline_us(flops: float, nbytes: float, peak_flops: float = PEAK_FLOPS, peak_bw: float = PEAK_BYTES_PER_S) -> float:
    return max(flops / peak_flops, nbytes / peak_bw) * 1e6


def derived_metrics(us, flops, nbytes, peak_flops=PEAK_FLOPS, peak_bw=PEAK_BYTES_PER_S) -> dict:
    """TF/s, GB/s and % of the roofline time for a measured time in µs (all None without one)."""
    if us is None or not (us > 0) or not math.isfinite(us):
        return {"tflops": None, "gbps": None, "roofline_pct": None}
    seconds = us * 1e-6
    return {
        "tflops": flops / seconds / 1e12,
        "gbps": nbytes / seconds / 1e9,
        "roofline_pct": 100.0 * roofline_us(flops, nbytes, peak_flops, peak_bw) / us,
    }


def ratio(ours, peer):
    """``ours / peer`` (None when either is missing)."""
    if ours is None or peer is None or not (peer > 0):
        return None
    return ours / peer
