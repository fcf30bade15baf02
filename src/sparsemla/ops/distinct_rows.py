"""The distinct-rows prefill path's first step: number the distinct rows a launch references and copy
them, converted once, into a caller-owned workspace.

The attention kernel then gathers 16-bit rows from the copy through the indices written here, without
converting: the same values as reading the pools. Over ``fp8_uniform`` pools the copy is float16 (e4m3 →
float16 is exact; each pool's scale stays a per-source factor of the kernel) and the kernel the CuTe DSL
``f16rows`` design: the op's path. Given a ``model1`` or ``bf16`` pool the copy is bfloat16 (a model1 row's
scaled values and RoPE, and bf16 rows, are exact in bfloat16, not in float16) for the ``bf16rows`` kernel,
the same schedule on bfloat16 products; the op does not take it (``plan.distinct_rows_reason``): its
bfloat16 P puts the output 3.1–4.2e-3 from the float64 reference, above the 2.5e-3 bound
(docs/performance.md, "What was tried and lost").
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

    data: torch.Tensor  # [max_rows, 512]: float16, or bfloat16 (the same bytes) for bf16rows
    page_size: int
    page_bytes: int
    num_slots: int
    scale: float  # the pool's fp8_uniform scale; 1.0 for model1 and bf16 pools (copied dequantized)
    fmt: str = "fp8_uniform"  # (the kernels' variants over copies are keyed as fp8_uniform sources)


COPY_FORMATS = {"bf16": 0, "fp8_uniform": 1, "model1": 2}  # the copy kernel's FMT codes (the formats it reads)


def copy_design(main_cache, extra_cache=None) -> str:
    """The CuTe DSL design over the copy of these pools' rows: ``f16rows`` over float16 copies of fp8_uniform
    pools, ``bf16rows`` over bfloat16 copies where a model1 or bf16 pool takes part."""
    formats = (main_cache.fmt, extra_cache.fmt if extra_cache is not None else "fp8_uniform")
    return "f16rows" if formats == ("fp8_uniform", "fp8_uniform") else "bf16rows"


def copy_distinct_rows(workspace: DistinctRowsWorkspace, rows: int, main_cache, main_indices, main_lengths,
                       extra_cache=None, extra_indices=None, extra_lengths=None):  # fmt: skip
    """Number and copy the distinct rows ``rows`` query rows reference (validated inputs: int32 indices,
    fp8_uniform, model1 or bf16 pools of the workspace's sizes). Returns ``(main_source, main_index, extra_source,
    extra_index)``: the copy as each pool's stand-in and the indices into it (−1 where a reference is
    dead), views of the workspace's buffers. Five Triton launches, no allocation, no synchronisation. The copy
    is float16 over fp8_uniform pools, else bfloat16 (:func:`copy_design`)."""
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
    copy = ws.rows_bf16 if copy_design(main_cache, extra_cache) == "bf16rows" else ws.rows
    _copy_rows[(programs,)](
        ws.row_list, ws.counts, ws.row_map, main_cache.data, main_cache.page_size, main_cache.page_bytes,
        ws.main_slots, extra_data, extra_cache.page_size if has_extra else 1,
        extra_cache.page_bytes if has_extra else 1, copy, HAS_EXTRA=has_extra,
        DIM=HEAD_DIM, MAIN_FMT=COPY_FORMATS[main_cache.fmt],
        EXTRA_FMT=COPY_FORMATS[extra_cache.fmt] if has_extra else 1,
    )  # fmt: skip
    # Pages of one row each (row n at n × 1,024 B): the page stride then fits the kernel's 32-bit parameter
    # at any size, where one page holding every row would not once the copy reaches 2^21 rows (2 GiB).
    n = ws.max_rows
    main_source = RowCopy(copy, 1, 2 * HEAD_DIM, n, _copy_scale(main_cache))
    extra_source = RowCopy(copy, 1, 2 * HEAD_DIM, n, _copy_scale(extra_cache)) if has_extra else None
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
    (:func:`copy_design`; the op calls it for fp8_uniform pools: ``f16rows``)."""
    from ..kernels.cute.launch import run_cute_decode

    rows = q.shape[0]
    main_source, main_index, extra_source, extra_index = copy_distinct_rows(
        workspace, rows, cache, indices, lengths, extra_cache, extra_indices, extra_lengths)  # fmt: skip
    run_cute_decode(q, main_source, main_index, lengths, extra_source, extra_index, extra_lengths, sinks,
                    softmax_scale, split_workspace, num_splits, out, lse,
                    design=copy_design(cache, extra_cache))  # fmt: skip
