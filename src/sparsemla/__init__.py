"""sparsemla: DeepSeek-V4 sparse attention (sliding window + compressed rows + sink) for Hopper GPUs."""

import os as _os

import torch as _torch

# Without a GPU the Triton kernels run through Triton's CPU interpreter; it must be chosen before
# triton.jit sees the kernels.
if not _torch.cuda.is_available():
    _os.environ.setdefault("TRITON_INTERPRET", "1")

from .ops.attention import BoundSparseAttention, bind_sparse_attention, sparse_attention  # noqa: E402
from .serving.backend import DSv4AttentionBackend, DSv4BackendConfig, ForwardBatch
from .cache import PagedKVCache
from .formats import FORMATS, KVFormat, bytes_per_token, dequantize, get_format, quantize
from .testing.reference import sparse_attention_ref
from .workspace import SplitKVWorkspace, query_row_capacity

__version__ = "0.1.0"

__all__ = [
    "BoundSparseAttention",
    "DSv4AttentionBackend",
    "DSv4BackendConfig",
    "ForwardBatch",
    "FORMATS",
    "KVFormat",
    "PagedKVCache",
    "SplitKVWorkspace",
    "bind_sparse_attention",
    "bytes_per_token",
    "dequantize",
    "get_format",
    "quantize",
    "query_row_capacity",
    "sparse_attention",
    "sparse_attention_ref",
]
