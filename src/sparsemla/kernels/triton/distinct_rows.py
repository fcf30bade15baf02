"""A 16-bit copy of the distinct rows a launch references, and its indices into that copy.

A prefill chunk references few distinct rows many times (a 4,096-row Flash chunk: 6,271 distinct rows,
2.6 M references). Converting each distinct row once, then gathering 16-bit rows with no conversion,
takes the conversion off the attention kernel's path. Five launches (the marking one twice), caller-owned buffers
(:class:`sparsemla.workspace.DistinctRowsWorkspace`), nothing allocated, no host synchronisation:

* :func:`_mark_rows` (one program per query row and block of index columns, both sources), twice: each
  live reference (within its row's length, slot in ``[0, num_slots)``) stores −2 into its row's entry of
  ``row_map`` (one int32 per slot of both pools, −1 otherwise) unless it reads −2 there already (an
  atomic minimum: every reference writes the same value). The first launch takes every 32nd query row
  and reads the map through L2; the second takes every row and reads it through L1, where the map's
  lines stay (the rows of a chunk overlap, so the first launch has marked nearly every entry the
  second reads; a stale −1 in L1 costs one redundant atomic, never a missed mark).
* :func:`_number_marked` (one program per 1,024 entries of ``row_map``): the marked entries of a block
  take consecutive numbers from one atomic add on ``counts[0]`` (a block's count), written into
  ``row_map`` and, as the row's key, into ``row_list``.
* :func:`_write_numbers` (as :func:`_mark_rows`): each reference's number (−1 where dead) into the copy's
  index tensors, which the attention kernel reads in place of the pools'.
* :func:`_copy_rows` (a fixed grid): row ``n`` of ``row_list`` is converted, exactly, into row ``n`` of the
  float16 copy (``fp8_uniform`` e4m3 → float16, the pool's per-tensor scale staying with the attention
  kernel; where a ``model1`` or ``bf16`` pool takes part, every row dequantized and divided by its own power
  of two 2^e, written beside the copy as the row's factor: :func:`_scaled_to_f16`) and its map entry is set
  back to −1; the last program to finish resets ``counts`` to zero, so the buffers are
  ready for the next launch (and for CUDA-graph replay) without a memset.
"""

from __future__ import annotations

import triton
import triton.language as tl


@triton.jit
def _live_keys(m_idx_ptr, m_stride, m_len_ptr, m_width, m_slots, e_idx_ptr, e_stride, e_len_ptr, e_width, e_slots,
               main_blocks, e_offset, HAS_LEN: tl.constexpr, HAS_EXTRA: tl.constexpr, HAS_EXTRA_LEN: tl.constexpr,
               BLOCK: tl.constexpr, ROW_STEP: tl.constexpr = 1):  # fmt: skip
    """This program's block of index columns (main blocks first, then extra blocks) of query row
    ``program_id(0) * ROW_STEP``: ``(key, live, cols, in_width, source)`` with key = slot (main) or
    ``e_offset`` + slot (extra)."""
    row = tl.program_id(0).to(tl.int64) * ROW_STEP
    block = tl.program_id(1)
    source = 0
    if HAS_EXTRA:
        if block >= main_blocks:
            source = 1
    if source == 0:
        cols = block * BLOCK + tl.arange(0, BLOCK)
        in_width = cols < m_width
        slot = tl.load(m_idx_ptr + row * m_stride + cols, mask=in_width, other=-1)
        live = in_width & (slot >= 0) & (slot < m_slots)
        if HAS_LEN:
            live = live & (cols < tl.load(m_len_ptr + row))
        key = slot
    else:
        cols = (block - main_blocks) * BLOCK + tl.arange(0, BLOCK)
        in_width = cols < e_width
        slot = tl.load(e_idx_ptr + row * e_stride + cols, mask=in_width, other=-1)
        live = in_width & (slot >= 0) & (slot < e_slots)
        if HAS_EXTRA_LEN:
            live = live & (cols < tl.load(e_len_ptr + row))
        key = slot + e_offset
    return key, live, cols, in_width, source


@triton.jit
def _mark_rows(m_idx_ptr, m_stride, m_len_ptr, m_width, m_slots, e_idx_ptr, e_stride, e_len_ptr, e_width, e_slots,
               main_blocks, e_offset, map_ptr, HAS_LEN: tl.constexpr, HAS_EXTRA: tl.constexpr,
               HAS_EXTRA_LEN: tl.constexpr, BLOCK: tl.constexpr, ROW_STEP: tl.constexpr):  # fmt: skip
    key, live, _, _, _ = _live_keys(m_idx_ptr, m_stride, m_len_ptr, m_width, m_slots, e_idx_ptr, e_stride, e_len_ptr,
                                    e_width, e_slots, main_blocks, e_offset, HAS_LEN, HAS_EXTRA, HAS_EXTRA_LEN, BLOCK,
                                    ROW_STEP)  # fmt: skip
    # A reference marks its row unless it reads the mark already (a chunk references some rows ~1,000 times),
    # with an atomic: plain stores to a few hot lines from every SM measured twice as slow (H100). The
    # sampled launch reads through L2 (L1 would hold the −1 it read first); the full one through L1: scattered
    # reads of a few thousand hot entries took 80 µs through L2 for a 4,096-row Flash chunk (2.6 M reads).
    if ROW_STEP > 1:
        seen = tl.load(map_ptr + key, mask=live, other=-2, cache_modifier=".cg")
    else:
        seen = tl.load(map_ptr + key, mask=live, other=-2)
    tl.atomic_min(map_ptr + key, tl.full([BLOCK], -2, tl.int32), mask=live & (seen != -2), sem="relaxed")


@triton.jit
def _number_marked(map_ptr, total, list_ptr, counts_ptr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    marked = (tl.load(map_ptr + offs, mask=offs < total, other=-1) == -2).to(tl.int32)
    count = tl.sum(marked, axis=0)
    if count > 0:
        base = tl.atomic_add(counts_ptr, count)  # (one atomic per block: numbers are dense, not ordered)
        number = base + tl.cumsum(marked, axis=0) - 1
        keep = marked != 0
        tl.store(map_ptr + offs, number, mask=keep)
        tl.store(list_ptr + number, offs, mask=keep)


@triton.jit
def _write_numbers(m_idx_ptr, m_stride, m_len_ptr, m_width, m_slots, e_idx_ptr, e_stride, e_len_ptr, e_width, e_slots,
                   main_blocks, e_offset, map_ptr, m_out_ptr, m_out_stride, e_out_ptr, e_out_stride,
                   HAS_LEN: tl.constexpr, HAS_EXTRA: tl.constexpr, HAS_EXTRA_LEN: tl.constexpr,
                   BLOCK: tl.constexpr):  # fmt: skip
    key, live, cols, in_width, source = _live_keys(
        m_idx_ptr, m_stride, m_len_ptr, m_width, m_slots, e_idx_ptr, e_stride, e_len_ptr, e_width, e_slots,
        main_blocks, e_offset, HAS_LEN, HAS_EXTRA, HAS_EXTRA_LEN, BLOCK)  # fmt: skip
    number = tl.where(live, tl.load(map_ptr + key, mask=live, other=-1), -1)
    row = tl.program_id(0).to(tl.int64)
    if source == 0:
        tl.store(m_out_ptr + row * m_out_stride + cols, number, mask=in_width)
    else:
        tl.store(e_out_ptr + row * e_out_stride + cols, number, mask=in_width)


@triton.jit
def _e4m3_to_f32(code):
    """float32 value of e4m3fn ``code`` (int32, low 8 bits): exact, NaN for 0x7F / 0xFF."""
    exponent = (code >> 3) & 0xF
    mantissa = code & 0x7
    normal = ((exponent + 120) << 23) | (mantissa << 20)
    magnitude = tl.where(exponent == 0, mantissa.to(tl.float32) * 0.001953125, normal.to(tl.float32, bitcast=True))
    magnitude = tl.where((code & 0x7F) == 0x7F, float("nan"), magnitude)
    return tl.where((code & 0x80) != 0, -magnitude, magnitude)


@triton.jit
def _row_values(data_ptr, page_size, page_bytes, slot, cols, FMT: tl.constexpr):
    """float32 values of row ``slot`` of a pool (``data_ptr``: its bytes), exact: FMT 1 ``fp8_uniform`` (the e4m3
    values; the per-tensor scale stays with the attention kernel), 2 ``model1`` (e4m3 × its tile's UE8M0 scale, as
    the Triton kernel reads it, and the bf16 RoPE), 0 ``bf16``."""
    page_start = data_ptr + (slot // page_size).to(tl.int64) * page_bytes
    offset = slot % page_size
    if FMT == 1:  # 512 e4m3 bytes a row
        return _e4m3_to_f32(tl.load(page_start + offset * 512 + cols).to(tl.int32))
    if FMT == 0:  # 1,024 bytes a row, each value's bf16 bits little-endian
        record = page_start + offset * 1024 + 2 * cols
        bits = tl.load(record).to(tl.int32) | (tl.load(record + 1).to(tl.int32) << 8)
        return (bits << 16).to(tl.float32, bitcast=True)
    # model1: [448 e4m3 | 64 bf16] records of 576 B, then the page's 8-byte UE8M0 scale records
    record = page_start + offset * 576
    nope_col = cols < 448
    code = tl.load(record + cols, mask=nope_col, other=0).to(tl.int32)
    exponent = tl.load(page_start + page_size * 576 + offset * 8 + cols // 64, mask=nope_col, other=127).to(tl.int32)
    nope = _e4m3_to_f32(code) * (exponent << 23).to(tl.float32, bitcast=True)
    rope_byte = record + 448 + 2 * (cols - 448)
    bits = tl.load(rope_byte, mask=~nope_col, other=0).to(tl.int32)
    bits = bits | (tl.load(rope_byte + 1, mask=~nope_col, other=0).to(tl.int32) << 8)
    return tl.where(nope_col, nope, (bits << 16).to(tl.float32, bitcast=True))


FACTOR_EXPONENT_LIMIT = tl.constexpr(100)  # |e| of a row's factor 2^e: F and 1 / F stay normal float32 in the kernel
FACTOR_TOP = tl.constexpr(15)  # a row's largest magnitude lands in [2^15, 2^16): float16's top binade


@triton.jit
def _scaled_to_f16(values):
    """``(values / 2^e, 2^e)`` of one row's float32 values: e puts the largest finite magnitude in [2^15, 2^16)
    (a bf16 value there is at most 65,280, an e4m3 × 2^k one 61,440: both below float16's 65,504), so every
    value of 8 significant bits (bf16) down to 2^-32 of the largest, of 4 (model1's e4m3 × 2^k) down to
    2^-36, is exact in float16 (a value of 2^-33 of a largest of 2^k needs float16's 2^-25: rounded), smaller
    ones rounded within 2^-40 of the largest. e stays within ±FACTOR_EXPONENT_LIMIT: a row whose largest is
    below 2^-85 is scaled by 2^100 only (its values land below 2^15, in float16's subnormals under 2^-114,
    at zero under 2^-125: not exact), one past 2^116 overflows to inf. NaN and inf stay NaN and inf and do not
    set the factor (an inf would clamp it to 2^100, flushing the row's other values to zero and, in the
    f16scaled kernel, raising its tile's unit past every other row's)."""
    magnitudes = tl.abs(values)
    largest = tl.max(tl.where(magnitudes < float("inf"), magnitudes, 0.0), axis=0)  # (False for NaN too)
    e = ((largest.to(tl.int32, bitcast=True) >> 23) & 0xFF) - 127 - FACTOR_TOP
    e = tl.minimum(tl.maximum(e, -FACTOR_EXPONENT_LIMIT), FACTOR_EXPONENT_LIMIT)
    inverse = ((127 - e) << 23).to(tl.float32, bitcast=True)
    return values * inverse, ((127 + e) << 23).to(tl.float32, bitcast=True)


@triton.jit
def _copy_rows(list_ptr, counts_ptr, map_ptr, main_ptr, main_page_size, main_page_bytes, main_slots, extra_ptr,
               extra_page_size, extra_page_bytes, copy_ptr, factor_ptr, HAS_EXTRA: tl.constexpr,
               DIM: tl.constexpr, MAIN_FMT: tl.constexpr = 1, EXTRA_FMT: tl.constexpr = 1,
               SCALED: tl.constexpr = False):  # fmt: skip
    """Row ``n`` of ``row_list`` into row ``n`` of the float16 copy: the values as read (fp8_uniform pools), or
    with ``SCALED`` (a model1 or bf16 pool takes part) each row over its factor, which goes to
    ``factor_ptr[n]``: exact either way."""
    programs = tl.num_programs(0)
    count = tl.load(counts_ptr, volatile=True)
    cols = tl.arange(0, DIM)
    for n in range(tl.program_id(0), count, programs):
        key = tl.load(list_ptr + n)
        if HAS_EXTRA and key >= main_slots:
            values = _row_values(extra_ptr, extra_page_size, extra_page_bytes, key - main_slots, cols, EXTRA_FMT)
        else:
            values = _row_values(main_ptr, main_page_size, main_page_bytes, key, cols, MAIN_FMT)
        if SCALED:
            values, factor = _scaled_to_f16(values)
            tl.store(factor_ptr + n, factor)
        tl.store(copy_ptr + tl.cast(n, tl.int64) * DIM + cols, values.to(tl.float16))
        tl.store(map_ptr + key, -1)
    # The last program out resets the counts (counts[1] counts programs out).
    out = tl.atomic_add(counts_ptr + 1, 1)
    if out == programs - 1:
        tl.store(counts_ptr, 0)
        tl.store(counts_ptr + 1, 0)
