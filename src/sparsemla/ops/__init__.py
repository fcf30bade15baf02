"""The public ops: :func:`sparse_attention`, :func:`bind_sparse_attention`, and which kernel runs a call."""

from .attention import SUPPORTED_HEADS, BoundSparseAttention, bind_sparse_attention, sparse_attention
from .plan import describe_kernel

__all__ = ["SUPPORTED_HEADS", "BoundSparseAttention", "bind_sparse_attention", "describe_kernel", "sparse_attention"]
