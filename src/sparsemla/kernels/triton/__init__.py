"""Kernels: the Triton kernel (every format and head count) and the Gluon kernel (Hopper, 64-head
programs over FP8 rows: ``fp8_uniform`` and ``model1``), with their launch wrappers."""

from __future__ import annotations

import functools
import os

# SPARSEMLA_GLUON_WS=0 (read once, at import) runs the Gluon kernel's single-partition loop instead of
# the warp-specialised one; that loop serves fp8_uniform rows only.
GLUON_WARP_SPECIALIZED = os.environ.get("SPARSEMLA_GLUON_WS", "1") != "0"
# SPARSEMLA_GLUON_QK_FP8=1 (read once, at import; opt-in, less exact): the warp-specialised kernel
# computes S = Q·Kᵀ of fp8_uniform rows on e4m3 tensor cores, Q rounded to e4m3 (docs/performance.md).
GLUON_QK_FP8 = GLUON_WARP_SPECIALIZED and os.environ.get("SPARSEMLA_GLUON_QK_FP8", "0") not in ("", "0")


@functools.lru_cache(maxsize=None)
def gluon_supported(device_index: int) -> bool:
    """True when CUDA device ``device_index`` runs the Gluon kernel: a Hopper GPU (compute
    capability 9.x: it uses warpgroup MMA), Triton 3.6 (the Gluon API it was written and checked
    against), not the interpreter, and ``SPARSEMLA_GLUON`` not set to 0."""
    if os.environ.get("SPARSEMLA_GLUON", "1") in ("", "0") or os.environ.get("TRITON_INTERPRET", "0") == "1":
        return False
    import torch
    import triton

    if not triton.__version__.startswith("3.6.") or not torch.cuda.is_available():
        return False
    if torch.cuda.get_device_capability(device_index)[0] != 9:
        return False
    try:
        from . import sparse_attention_gluon  # noqa: F401
    except ImportError:
        return False
    return True
