"""A layer's inputs in one launch (one program per query row): the window row stored, the compressed row
stored, the CSA top-k ids mapped to slots.

The same bytes and slots as :func:`~sparsemla.kernels.triton.store.store_rows_kernel` (twice) and
:func:`~sparsemla.kernels.triton.metadata.topk_slots_kernel`; one launch instead of three is what keeps
an eager serving step's host time per layer near the cost of two launches.
"""

from __future__ import annotations

import triton
import triton.language as tl

from .metadata import topk_row
from .store import store_row


# Strides and the top-k width are not specialised: a new projection layout does not recompile.
@triton.jit(do_not_specialize=["kv_stride", "compressed_stride", "ids_stride", "k"])
def layer_inputs_kernel(
    kv_ptr, kv_stride, swa_slots_ptr, swa_cache_ptr, swa_page_size, swa_page_bytes, swa_num_slots, swa_scale,
    compressed_ptr, compressed_stride, compressed_slots_ptr, compressed_cache_ptr, compressed_page_size,
    compressed_page_bytes, compressed_num_slots, compressed_scale,
    ids_ptr, ids_stride, k, row_slot_ptr, table_ptr, table_rows, pages_per_request, page_size,
    indices_ptr, indices_stride, lengths_ptr,
    SWA_FMT: tl.constexpr, SWA_RECIPROCAL: tl.constexpr, HAS_COMPRESSED: tl.constexpr,
    COMPRESSED_FMT: tl.constexpr, COMPRESSED_RECIPROCAL: tl.constexpr, HAS_TOPK: tl.constexpr,
    BLOCK_K: tl.constexpr,
):  # fmt: skip
    """Row ``pid``: ``kv[pid]`` → ``swa_slots[pid]``; with ``HAS_COMPRESSED`` ``compressed[pid]`` →
    ``compressed_slots[pid]``; with ``HAS_TOPK`` the top-k ids of the row → slots (``topk_row``)."""
    row = tl.program_id(0).to(tl.int64)
    slot = tl.load(swa_slots_ptr + row).to(tl.int64)
    store_row(kv_ptr + row * kv_stride, slot, swa_cache_ptr, swa_page_size, swa_page_bytes, swa_num_slots,
              swa_scale, SWA_FMT, SWA_RECIPROCAL)  # fmt: skip
    if HAS_COMPRESSED:
        slot = tl.load(compressed_slots_ptr + row).to(tl.int64)
        store_row(compressed_ptr + row * compressed_stride, slot, compressed_cache_ptr, compressed_page_size,
                  compressed_page_bytes, compressed_num_slots, compressed_scale, COMPRESSED_FMT,
                  COMPRESSED_RECIPROCAL)  # fmt: skip
    if HAS_TOPK:
        topk_row(row, ids_ptr, ids_stride, k, row_slot_ptr, table_ptr, table_rows, pages_per_request, page_size,
                 indices_ptr, indices_stride, lengths_ptr, BLOCK_K)  # fmt: skip


__all__ = ["layer_inputs_kernel"]
