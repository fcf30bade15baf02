"""The distinct-rows prefill path's first step: number the distinct ``fp8_uniform`` rows a launch
references and copy them, converted to float16 once, into a caller-owned workspace.

The attention kernel (the CuTe DSL ``f16rows`` design) then gathers float16 rows from the copy through
the indices written here, without converting: the same result as reading the pools (e4m3 → float16 is
exact; each pool's scale stays a per-source factor of the kernel).
"""

from __future__ import annotations

from typing import NamedTuple

import torch

from ..formats import HEAD_DIM
from ..workspace import DistinctRowsWorkspace

NUMBER_BLOCK = DistinctRowsWorkspace.SPARE_ENTRIES  # index columns per numbering program (a spare entry each)
COPY_PROGRAMS_PER_SM = 8


class RowCopy(NamedTuple):
    """The float16 copy seen as a source of the attention kernel (what its launcher reads of a cache)."""

    data: torch.Tensor  # float16 [max_rows, 512]
    page_size: int
    page_bytes: int
    num_slots: int
    scale: float  # the pool's fp8_uniform scale
    fmt: str = "fp8_uniform"


def copy_distinct_rows(workspace: DistinctRowsWorkspace, rows: int, main_cache, main_indices, main_lengths,
                       extra_cache=None, extra_indices=None, extra_lengths=None):  # fmt: skip
    """Number and copy the distinct rows ``rows`` query rows reference (validated inputs: int32 indices,
    fp8_uniform pools of the workspace's sizes). Returns ``(main_source, main_index, extra_source,
    extra_index)``: the copy as each pool's stand-in and the indices into it (−1 where a reference is
    dead), views of the workspace's buffers. Two Triton launches, no allocation, no synchronisation."""
    from ..kernels.triton.distinct_rows import _copy_rows, _number_rows

    ws = workspace
    has_extra = extra_cache is not None
    dummy = ws.main_slots + ws.extra_slots
    main_index = ws.main_index[:rows, : main_indices.shape[1]]
    sources = [(main_indices, main_lengths, main_cache.num_slots, 0, main_index)]
    extra_index = None
    if has_extra:
        extra_index = ws.extra_index[:rows, : extra_indices.shape[1]]
        sources.append((extra_indices, extra_lengths, extra_cache.num_slots, ws.main_slots, extra_index))
    for indices, lengths, num_slots, offset, out in sources:
        width = indices.shape[1]
        if rows == 0 or width == 0:
            continue
        _number_rows[(rows, -(-width // NUMBER_BLOCK))](
            indices, indices.stride(0), lengths if lengths is not None else indices, width, num_slots, offset,
            ws.row_map, dummy, ws.row_list, ws.counts, out, out.stride(0),
            HAS_LEN=lengths is not None, BLOCK=NUMBER_BLOCK,
        )  # fmt: skip
    programs = COPY_PROGRAMS_PER_SM * (torch.cuda.get_device_properties(ws.device).multi_processor_count
                                       if ws.device.type == "cuda" else 2)  # fmt: skip
    extra_data = extra_cache.data if has_extra else main_cache.data
    _copy_rows[(programs,)](
        ws.row_list, ws.counts, ws.row_map, main_cache.data, main_cache.page_size, main_cache.page_bytes,
        ws.main_slots, extra_data, extra_cache.page_size if has_extra else 1,
        extra_cache.page_bytes if has_extra else 1, ws.rows, HAS_EXTRA=has_extra, DIM=HEAD_DIM,
    )  # fmt: skip
    n = ws.max_rows
    main_source = RowCopy(ws.rows, n, n * 2 * HEAD_DIM, n, float(main_cache.scale))
    extra_source = RowCopy(ws.rows, n, n * 2 * HEAD_DIM, n, float(extra_cache.scale)) if has_extra else None
    return main_source, main_index, extra_source, extra_index


def check_workspace(workspace: DistinctRowsWorkspace, q, cache, indices, extra_cache, extra_indices) -> None:
    """Raise (naming ``rows_workspace``) unless ``workspace`` was sized for this call: its device, at least
    its rows and index widths, and the pools' slot counts (which bound the distinct rows)."""
    from .validation import fail

    if not isinstance(workspace, DistinctRowsWorkspace):
        fail(TypeError, f"rows_workspace must be a DistinctRowsWorkspace or None, got {type(workspace).__name__}")
    if workspace.device != q.device:
        fail(ValueError, f"rows_workspace is on {workspace.device}, q on {q.device}")
    rows = q.shape[0]
    if rows > workspace.max_query_rows:
        fail(RuntimeError, f"{rows} query rows exceed rows_workspace's {workspace.max_query_rows}")
    if indices.shape[1] > workspace.main_width:
        fail(ValueError, f"indices has {indices.shape[1]} columns, rows_workspace was sized for {workspace.main_width}")
    if cache.num_slots > workspace.main_slots:
        fail(ValueError, f"cache has {cache.num_slots} slots, rows_workspace was sized for {workspace.main_slots}")
    if extra_cache is not None:
        if extra_indices.shape[1] > workspace.extra_width:
            fail(ValueError, f"extra_indices has {extra_indices.shape[1]} columns, rows_workspace was sized for "
                             f"{workspace.extra_width}")  # fmt: skip
        if extra_cache.num_slots > workspace.extra_slots:
            fail(ValueError, f"extra_cache has {extra_cache.num_slots} slots, rows_workspace was sized for "
                             f"{workspace.extra_slots}")  # fmt: skip


def run_distinct_rows(workspace: DistinctRowsWorkspace, q, cache, indices, lengths, extra_cache, extra_indices,
                      extra_lengths, sinks, softmax_scale, split_workspace, num_splits, out, lse):  # fmt: skip
    """The distinct-rows path on validated arguments: copy, then the CuTe DSL ``qreg`` kernel over the copy."""
    from ..kernels.cute.launch import run_cute_decode

    rows = q.shape[0]
    main_source, main_index, extra_source, extra_index = copy_distinct_rows(
        workspace, rows, cache, indices, lengths, extra_cache, extra_indices, extra_lengths)  # fmt: skip
    run_cute_decode(q, main_source, main_index, lengths, extra_source, extra_index, extra_lengths, sinks,
                    softmax_scale, split_workspace, num_splits, out, lse, design="qreg")  # fmt: skip
