"""Per-step serving metadata in two kernels (one program per query row).

``step_metadata_kernel`` writes everything :func:`sparsemla.serving.metadata.compute_rows`,
``window_indices``, ``store_slots`` (every group) and ``all_compressed_indices`` write, with the same
values; ``topk_slots_kernel`` is :func:`~sparsemla.serving.metadata.topk_to_slots`. Slot of compressed
or window row ``logical`` of request slot ``req``: ``table[req, logical // page_size] · page_size +
logical % page_size``, or the fill value where the row is not valid or its page is unallocated (-1).
"""

from __future__ import annotations

import triton
import triton.language as tl


@triton.jit
def _slots(logical, req, valid, table_ptr, table_rows, pages_per_request, page_size, fill):
    """Slots (int64) of rows ``logical`` of request slot ``req`` (scalar, >= 0); ``fill`` where not valid (also
    past the table: a slot beyond its rows, a position beyond its pages)."""
    page_index = tl.minimum(tl.maximum(logical // page_size, 0), pages_per_request - 1)
    # (``!= 0``: the interpreter turns a block bool & a scalar bool into ints.)
    valid = (valid & (req < table_rows) & (logical // page_size < pages_per_request)) != 0
    page = tl.load(table_ptr + req * pages_per_request + page_index, mask=valid, other=-1).to(tl.int64)
    ok = valid & (page >= 0)
    return tl.where(ok, page * page_size + logical % page_size, fill)


# Per-step integers are not specialised (no new compilation when the batch changes).
@triton.jit(do_not_specialize=["num_live", "rows_per_request"])
def step_metadata_kernel(
    req_slots_ptr, seq_lens_ptr, extend_lens_ptr, num_live, rows_per_request, table_rows,
    row_request_ptr, row_slot_ptr, positions_ptr,
    swa_indices_ptr, swa_lengths_ptr, window,
    swa_table_ptr, swa_pages, swa_page_size, swa_store_ptr, swa_trash,
    csa_table_ptr, csa_pages, csa_page_size, csa_rate, csa_store_ptr, csa_trash,
    hca_table_ptr, hca_pages, hca_page_size, hca_rate, hca_store_ptr, hca_trash,
    hca_indices_ptr, hca_lengths_ptr, hca_width,
    EXTEND: tl.constexpr, BLOCK_B: tl.constexpr, BLOCK_WINDOW: tl.constexpr, BLOCK_HCA: tl.constexpr,
    HAS_CSA: tl.constexpr, HAS_HCA: tl.constexpr,
):  # fmt: skip
    """Query row ``pid``: its request, slot and position, window slots, store slots, HCA slots.

    Requests ``>= num_live`` are padding (a graph batch padded to its captured size).
    """
    row = tl.program_id(0).to(tl.int64)
    if EXTEND:
        b = tl.arange(0, BLOCK_B)
        in_batch = b < num_live
        lens = tl.load(extend_lens_ptr + b, mask=in_batch, other=0).to(tl.int64)
        ends = tl.cumsum(lens, 0)
        request = tl.sum(((ends <= row) & in_batch).to(tl.int64), 0)
        past_end = request >= num_live
        request = tl.minimum(request, num_live - 1)
        offset = row - tl.sum(tl.where(b == request, ends - lens, 0), 0)
    else:
        request = row // rows_per_request
        offset = row - request * rows_per_request
        past_end = request >= num_live
    slot = tl.load(req_slots_ptr + request, mask=~past_end, other=-1).to(tl.int64)
    seq_len = tl.load(seq_lens_ptr + request, mask=~past_end, other=0).to(tl.int64)
    live = (slot >= 0) & ~past_end
    pos = tl.where(live, seq_len + offset, 0)
    req = tl.where(live, slot, 0)
    tl.store(row_request_ptr + row, request)
    tl.store(row_slot_ptr + row, tl.where(live, slot, -1))
    tl.store(positions_ptr + row, pos)

    # Window: positions max(0, t - window + 1) … t.
    j = tl.arange(0, BLOCK_WINDOW)
    logical = tl.maximum(pos - (window - 1), 0) + j
    valid = (logical <= pos) & live
    slots = _slots(logical, req, valid, swa_table_ptr, table_rows, swa_pages, swa_page_size, -1)
    tl.store(swa_indices_ptr + row * window + j, slots.to(tl.int32), mask=j < window)
    tl.store(swa_lengths_ptr + row, tl.where(live, tl.minimum(pos + 1, window), 0).to(tl.int32))

    # Store slots, one per group.
    tl.store(swa_store_ptr + row, _slots(pos, req, live, swa_table_ptr, table_rows, swa_pages, swa_page_size, swa_trash))
    if HAS_CSA:
        logical = (pos + 1) // csa_rate - 1
        valid = live & ((pos + 1) % csa_rate == 0)
        tl.store(csa_store_ptr + row, _slots(logical, req, valid, csa_table_ptr, table_rows, csa_pages, csa_page_size, csa_trash))
    if HAS_HCA:
        logical = (pos + 1) // hca_rate - 1
        valid = live & ((pos + 1) % hca_rate == 0)
        tl.store(hca_store_ptr + row, _slots(logical, req, valid, hca_table_ptr, table_rows, hca_pages, hca_page_size, hca_trash))
        # HCA: every completed compressed row w < (t + 1) // rate.
        count = tl.where(live, tl.minimum((pos + 1) // hca_rate, hca_width), 0)
        tl.store(hca_lengths_ptr + row, count.to(tl.int32))
        for start in range(0, hca_width, BLOCK_HCA):
            w = start + tl.arange(0, BLOCK_HCA)
            # (its own name: a loop may not re-assign the window's ``slots`` with another shape)
            hca_slots = _slots(w, req, w < count, hca_table_ptr, table_rows, hca_pages, hca_page_size, -1)
            tl.store(hca_indices_ptr + row * hca_width + w, hca_slots.to(tl.int32), mask=w < hca_width)


@triton.jit
def topk_row(row, ids_ptr, ids_stride, k, row_slot_ptr, table_ptr, table_rows, pages_per_request, page_size,
             indices_ptr, indices_stride, lengths_ptr, BLOCK_K: tl.constexpr):  # fmt: skip
    """Query row ``row`` (int64): its CSA top-k compressed row ids (-1 padded) → slots; length = one past
    the last valid pick. ``k == 0`` writes one -1 column."""
    slot = tl.load(row_slot_ptr + row).to(tl.int64)
    j = tl.arange(0, BLOCK_K)
    ids = tl.load(ids_ptr + row * ids_stride + j, mask=j < k, other=-1).to(tl.int64)
    valid = (ids >= 0) & (ids < pages_per_request * page_size) & (slot >= 0)
    slots = _slots(ids, tl.maximum(slot, 0), valid, table_ptr, table_rows, pages_per_request, page_size, -1)
    tl.store(indices_ptr + row * indices_stride + j, slots.to(tl.int32), mask=j < tl.maximum(k, 1))
    tl.store(lengths_ptr + row, tl.max(tl.where(valid, j + 1, 0), 0).to(tl.int32))


@triton.jit(do_not_specialize=["ids_stride", "k"])
def topk_slots_kernel(
    ids_ptr, ids_stride, k, row_slot_ptr, table_ptr, table_rows, pages_per_request, page_size,
    indices_ptr, indices_stride, lengths_ptr, BLOCK_K: tl.constexpr,
):  # fmt: skip
    """Row ``pid``: :func:`topk_row`."""
    topk_row(tl.program_id(0).to(tl.int64), ids_ptr, ids_stride, k, row_slot_ptr, table_ptr, table_rows,
             pages_per_request, page_size, indices_ptr, indices_stride, lengths_ptr, BLOCK_K)  # fmt: skip


__all__ = ["step_metadata_kernel", "topk_row", "topk_slots_kernel"]
