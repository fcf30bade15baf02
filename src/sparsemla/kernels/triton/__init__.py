"""Triton kernels: the portable kernel (every format and head count, any GPU Triton supports, and
Triton's CPU interpreter) and the Gluon kernel (Hopper, 64-head programs over FP8 rows:
``fp8_uniform`` and ``model1``)."""

from __future__ import annotations

import functools

from ...config import triton_interpreted


@functools.lru_cache(maxsize=None)
def gluon_unavailable_reason(device_index: int) -> str | None:
    """None when CUDA device ``device_index`` runs the Gluon kernel; otherwise why it cannot: it needs
    a Hopper GPU (compute capability 9.x: it uses warpgroup MMA) and Triton 3.6 (the Gluon API it was
    written and checked against), compiled, not interpreted."""
    import torch
    import triton

    if triton_interpreted():
        return "Triton runs in its CPU interpreter"
    if not torch.cuda.is_available():
        return "no CUDA device"
    major, minor = torch.cuda.get_device_capability(device_index)
    if major != 9:
        return f"the GPU is sm_{major}{minor}, not Hopper (sm_90)"
    if not triton.__version__.startswith("3.6."):
        return f"the Gluon kernel needs Triton 3.6 (torch 2.11); this is Triton {triton.__version__}"
    try:
        from . import sparse_attention_gluon  # noqa: F401
    except ImportError as exc:
        return f"the Gluon kernel does not import: {exc}"
    return None


def gluon_supported(device_index: int) -> bool:
    """True when CUDA device ``device_index`` runs the Gluon kernel (see :func:`gluon_unavailable_reason`)."""
    return gluon_unavailable_reason(device_index) is None
