"""The distinct-rows prefill path's first step: number the distinct rows a launch references and copy
them, converted once, into a caller-owned workspace.

The attention kernel then gathers float16 rows from the copy through the indices written here, without
converting: the same values as reading the pools. Over ``fp8_uniform`` pools the copy holds the e4m3 values
(exact in float16; each pool's scale stays a per-source factor of the kernel) and the kernel is the CuTe DSL
``f16rows`` design. Where a ``model1`` or ``bf16`` pool takes part, each row is dequantized and divided by
its own power of two (exact in float16, which a model1 row's scaled values or a bf16 row are not as they
are), the factors written after the rows, and the kernel is the ``f16scaled`` design, which applies them;
the op does not run that pairing (``plan.DISTINCT_ROWS_FORMATS`` says why).
"""

from __future__ import annotations

from typing import NamedTuple

import torch

from ..formats import HEAD_DIM
from ..workspace import DistinctRowsWorkspace

NUMBER_BLOCK = 256  # index columns per marking / numbering program
MAP_BLOCK = 1024  # row_map entries per numbering program
COPY_PROGRAMS_PER_SM = 8
MARK_SAMPLE_STEP = 32  # the first marking launch's stride over query rows (kernels/triton/distinct_rows.py)


class RowCopy(NamedTuple):
    """The copy seen as a source of the attention kernel (what its launcher reads of a cache)."""

    data: torch.Tensor  # [max_rows, 512] float16 (f16scaled: the rows' float32 factors follow in memory)
    page_size: int
    page_bytes: int
    num_slots: int
    scale: float  # the pool's fp8_uniform scale; 1.0 for model1 and bf16 pools (copied dequantized)
    fmt: str = "fp8_uniform"  # (the kernels' variants over copies are keyed as fp8_uniform sources)


COPY_FORMATS = {"bf16": 0, "fp8_uniform": 1, "model1": 2}  # the copy kernel's FMT codes (the formats it reads)


def copy_design(main_cache, extra_cache=None) -> str:
    """The CuTe DSL design over the copy of these pools' rows: ``f16rows`` over the e4m3 values of
    fp8_uniform pools, ``f16scaled`` over rows with factors where a model1 or bf16 pool takes part."""
    formats = (main_cache.fmt, extra_cache.fmt if extra_cache is not None else "fp8_uniform")
    return "f16rows" if formats == ("fp8_uniform", "fp8_uniform") else "f16scaled"


def copy_variant_key(main_cache, extra_cache, has_lengths: bool, has_extra_lengths: bool, has_sinks: bool,
                     write_lse: bool, num_heads: int) -> tuple:  # fmt: skip
    """The CuTe DSL variant a call over the copy of these pools launches (the copy's sources are keyed as
    fp8_uniform: :class:`RowCopy`)."""
    from ..kernels.cute.launch import FORMAT_CODES, variant_key

    fp8 = FORMAT_CODES["fp8_uniform"]
    return variant_key(fp8, fp8 if extra_cache is not None else -1, has_lengths, has_extra_lengths, has_sinks,
                       write_lse, num_heads, copy_design(main_cache, extra_cache))  # fmt: skip


def copy_distinct_rows(workspace: DistinctRowsWorkspace, rows: int, main_cache, main_indices, main_lengths,
                       extra_cache=None, extra_indices=None, extra_lengths=None):  # fmt: skip
    """Number and copy the distinct rows ``rows`` query rows reference (validated inputs: int32 indices,
    fp8_uniform, model1 or bf16 pools of the workspace's sizes). Returns ``(main_source, main_index, extra_source,
    extra_index)``: the copy as each pool's stand-in and the indices into it (−1 where a reference is
    dead), views of the workspace's buffers. Five Triton launches, no allocation, no synchronisation. Rows
    of model1 or bf16 pools are copied with factors (:func:`copy_design`)."""
    from ..kernels.triton.distinct_rows import _copy_rows, _mark_rows, _number_marked, _write_numbers

    ws = workspace
    has_extra = extra_cache is not None
    main_width = main_indices.shape[1]
    main_index = ws.main_index[:rows, :main_width]
    extra_index = ws.extra_index[:rows, : extra_indices.shape[1]] if has_extra else main_index
    extra_width = extra_indices.shape[1] if has_extra else 0
    main_blocks = -(-main_width // NUMBER_BLOCK)
    blocks = main_blocks + -(-extra_width // NUMBER_BLOCK)
    sources = (
        main_indices, main_indices.stride(0), main_lengths if main_lengths is not None else main_indices, main_width,
        main_cache.num_slots,
        extra_indices if has_extra else main_indices, extra_indices.stride(0) if has_extra else 0,
        extra_lengths if extra_lengths is not None else main_indices, extra_width,
        extra_cache.num_slots if has_extra else 0, main_blocks, ws.main_slots,
    )  # fmt: skip
    flags = dict(HAS_LEN=main_lengths is not None, HAS_EXTRA=has_extra,
                 HAS_EXTRA_LEN=has_extra and extra_lengths is not None, BLOCK=NUMBER_BLOCK)  # fmt: skip
    if rows > 0 and blocks > 0:
        _mark_rows[(-(-rows // MARK_SAMPLE_STEP), blocks)](*sources, ws.row_map, **flags, ROW_STEP=MARK_SAMPLE_STEP)
        _mark_rows[(rows, blocks)](*sources, ws.row_map, **flags, ROW_STEP=1)
        total = ws.main_slots + ws.extra_slots
        _number_marked[(-(-total // MAP_BLOCK),)](ws.row_map, total, ws.row_list, ws.counts, BLOCK=MAP_BLOCK)
        _write_numbers[(rows, blocks)](*sources, ws.row_map, main_index, main_index.stride(0), extra_index,
                                       extra_index.stride(0), **flags)  # fmt: skip
    programs = COPY_PROGRAMS_PER_SM * ws.sm_count
    extra_data = extra_cache.data if has_extra else main_cache.data
    _copy_rows[(programs,)](
        ws.row_list, ws.counts, ws.row_map, main_cache.data, main_cache.page_size, main_cache.page_bytes,
        ws.main_slots, extra_data, extra_cache.page_size if has_extra else 1,
        extra_cache.page_bytes if has_extra else 1, ws.rows, ws.row_factors, HAS_EXTRA=has_extra,
        DIM=HEAD_DIM, MAIN_FMT=COPY_FORMATS[main_cache.fmt],
        EXTRA_FMT=COPY_FORMATS[extra_cache.fmt] if has_extra else 1,
        SCALED=copy_design(main_cache, extra_cache) == "f16scaled",
    )  # fmt: skip
    # Pages of one row each (row n at n × 1,024 B): the page stride then fits the kernel's 32-bit parameter
    # at any size, where one page holding every row would not once the copy reaches 2^21 rows (2 GiB). The
    # factors follow the max_rows rows (the kernel reads them at num_slots × 1,024 B).
    n = ws.max_rows
    main_source = RowCopy(ws.rows, 1, 2 * HEAD_DIM, n, _copy_scale(main_cache))
    extra_source = RowCopy(ws.rows, 1, 2 * HEAD_DIM, n, _copy_scale(extra_cache)) if has_extra else None
    return main_source, main_index, extra_source, extra_index if has_extra else None


def _copy_scale(cache) -> float:
    """The per-source factor of the kernel over the copy: fp8_uniform's scale (its rows are copied as e4m3
    values), 1.0 for model1 and bf16 rows (copied dequantized)."""
    return float(cache.scale) if cache.fmt == "fp8_uniform" else 1.0


def check_workspace(workspace: DistinctRowsWorkspace, q, cache, indices, extra_cache, extra_indices) -> None:
    """Raise (naming ``rows_workspace``; its type is the op's check) unless ``workspace`` was sized for this
    call: its device, at least
    its rows and index widths, and the pools' slot counts (which bound the distinct rows)."""
    from .validation import fail

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
    """The distinct-rows path on validated arguments: copy, then the CuTe DSL kernel over the copy
    (:func:`copy_design`)."""
    from ..kernels.cute.launch import run_cute_decode

    rows = q.shape[0]
    main_source, main_index, extra_source, extra_index = copy_distinct_rows(
        workspace, rows, cache, indices, lengths, extra_cache, extra_indices, extra_lengths)  # fmt: skip
    run_cute_decode(q, main_source, main_index, lengths, extra_source, extra_index, extra_lengths, sinks,
                    softmax_scale, split_workspace, num_splits, out, lse,
                    design=copy_design(cache, extra_cache))  # fmt: skip
