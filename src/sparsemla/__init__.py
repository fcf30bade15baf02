"""sparsemla: DeepSeek-V4 sparse attention (sliding window + compressed rows + sink) for Hopper GPUs."""

import torch as _torch

from .config import AttentionOptions, default_options, use_interpreter_without_gpu

# Without a GPU the Triton kernels run through Triton's CPU interpreter; it must be chosen before
# triton.jit sees the kernels.
use_interpreter_without_gpu(_torch.cuda.is_available())

from .ops import (  # noqa: E402
    BoundSparseAttention, bind_sparse_attention, describe_kernel, sparse_attention, warmup_sparse_attention,
)  # fmt: skip
from .serving.backend import DSv4AttentionBackend, DSv4BackendConfig, ForwardBatch
from .cache import PagedKVCache
from .formats import FORMATS, KVFormat, bytes_per_token, dequantize, get_format, quantize
from .testing.reference import sparse_attention_ref
from .workspace import DistinctRowsWorkspace, SplitKVWorkspace, query_row_capacity
from . import flash_mla  # noqa: E402,F401  (FlashMLA-compatible API; registers torch.ops.sparsemla.*)

__version__ = "0.1.0"

__all__ = [
    "AttentionOptions",
    "BoundSparseAttention",
    "DSv4AttentionBackend",
    "DSv4BackendConfig",
    "ForwardBatch",
    "FORMATS",
    "KVFormat",
    "PagedKVCache",
    "DistinctRowsWorkspace",
    "SplitKVWorkspace",
    "bind_sparse_attention",
    "bytes_per_token",
    "default_options",
    "dequantize",
    "describe_kernel",
    "get_format",
    "quantize",
    "query_row_capacity",
    "sparse_attention",
    "sparse_attention_ref",
    "warmup_sparse_attention",
]
