"""sparsemla: DeepSeek-V4 sparse attention (sliding window + compressed rows + sink) for Hopper GPUs."""

from .attention import sparse_attention
from .cache import PagedKVCache
from .formats import FORMATS, KVFormat, bytes_per_token, dequantize, get_format, quantize
from .reference import sparse_attention_ref
from .workspace import SplitKVWorkspace, query_row_capacity

__version__ = "0.1.0"

__all__ = [
    "FORMATS",
    "KVFormat",
    "PagedKVCache",
    "SplitKVWorkspace",
    "bytes_per_token",
    "dequantize",
    "get_format",
    "quantize",
    "query_row_capacity",
    "sparse_attention",
    "sparse_attention_ref",
]
