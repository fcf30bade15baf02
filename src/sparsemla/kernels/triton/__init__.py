"""Triton kernels: the portable kernel (every format and head count, any GPU Triton supports, and
Triton's CPU interpreter) and the Gluon kernel (Hopper, 64-head programs over quantized rows:
``fp8_uniform``, ``model1``, ``v41_fp8``, ``v41_fp4``; fewer heads padded)."""

from __future__ import annotations

import functools

from ...config import triton_interpreted


#: Triton versions the Gluon kernel is tested with on a Hopper GPU (3.6: torch 2.11; 3.7: torch 2.13; 3.8:
#: torch 2.14, the SGLang and vLLM toolchain; 3.9: the next).
GLUON_TRITON_VERSIONS = ("3.6", "3.7", "3.8", "3.9")


@functools.lru_cache(maxsize=None)
def gluon_unavailable_reason(device_index: int) -> str | None:
    """None when CUDA device ``device_index`` runs the Gluon kernel; otherwise why it cannot: it needs
    a Hopper GPU (compute capability 9.x: it uses warpgroup MMA) and a Triton whose Gluon API it was
    checked against on the GPU (:data:`GLUON_TRITON_VERSIONS`), compiled, not interpreted."""
    import torch
    import triton

    if triton_interpreted():
        return "Triton runs in its CPU interpreter"
    if not torch.cuda.is_available():
        return "no CUDA device"
    major, minor = torch.cuda.get_device_capability(device_index)
    if major != 9:
        return f"the GPU is sm_{major}{minor}, not Hopper (sm_90)"
    if ".".join(triton.__version__.split(".")[:2]) not in GLUON_TRITON_VERSIONS:
        verified = " or ".join(GLUON_TRITON_VERSIONS)
        return f"the Gluon kernel is verified on Triton {verified}; this is Triton {triton.__version__}"
    try:
        from . import sparse_attention_gluon  # noqa: F401
    except ImportError as exc:
        return f"the Gluon kernel does not import: {exc}"
    return None


def gluon_supported(device_index: int) -> bool:
    """True when CUDA device ``device_index`` runs the Gluon kernel (see :func:`gluon_unavailable_reason`)."""
    return gluon_unavailable_reason(device_index) is None
