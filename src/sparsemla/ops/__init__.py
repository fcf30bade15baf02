"""The public ops: :func:`sparse_attention`, :func:`bind_sparse_attention`, which kernel runs a call, and
the warm-up that compiles a server's kinds of call ahead of serving."""

from .attention import SUPPORTED_HEADS, BoundSparseAttention, bind_sparse_attention, sparse_attention
from .plan import describe_kernel
from .warmup import warmup_sparse_attention

__all__ = [
    "SUPPORTED_HEADS", "BoundSparseAttention", "bind_sparse_attention", "describe_kernel", "sparse_attention",
    "warmup_sparse_attention",
]  # fmt: skip
