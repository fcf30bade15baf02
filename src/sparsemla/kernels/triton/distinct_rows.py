"""A float16 copy of the distinct ``fp8_uniform`` rows a launch references, and its indices into that copy.

A prefill chunk references few distinct rows many times (a 4,096-row Flash chunk: 6,271 distinct rows,
2.6 M references). Converting each distinct row once, then gathering float16 rows with no conversion,
takes the conversion off the attention kernel's path. Two launches, caller-owned buffers
(:class:`sparsemla.workspace.DistinctRowsWorkspace`), nothing allocated, no host synchronisation:

* :func:`_number_rows` (one program per query row and block of index columns): each live reference
  (within its row's length, slot in ``[0, num_slots)``) looks its row up in ``row_map`` (one int32 per
  slot of both pools, −1 = not yet numbered, then one spare entry per lane of a program); the first reference to claim a row (compare-and-swap
  −1 → −2) takes the next number from ``counts[0]``, records the row in ``row_list`` and publishes the
  number; references that lost the race wait for it. Each reference's number (−1 where dead) goes to
  the copy's index tensor, which the attention kernel reads in place of the pool's.
* :func:`_copy_rows` (a fixed grid): row ``n`` of ``row_list`` is converted, e4m3 → float16 (exact;
  the pool's per-tensor scale stays with the attention kernel), into row ``n`` of the copy and its map
  entry is set back to −1; the last program to finish resets ``counts`` to zero, so the buffers are
  ready for the next launch (and for CUDA-graph replay) without a memset.
"""

from __future__ import annotations

import triton
import triton.language as tl


@triton.jit
def _number_rows(idx_ptr, idx_stride, len_ptr, width, num_slots, key_offset, map_ptr, dummy_key, list_ptr, counts_ptr,
                 out_ptr, out_stride, HAS_LEN: tl.constexpr, BLOCK: tl.constexpr):  # fmt: skip
    row = tl.program_id(0)
    cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    in_width = cols < width
    slot = tl.load(idx_ptr + row.to(tl.int64) * idx_stride + cols, mask=in_width, other=-1)
    live = in_width & (slot >= 0) & (slot < num_slots)
    if HAS_LEN:
        live = live & (cols < tl.load(len_ptr + row))
    # Dead lanes point at the map's spare entries (one per lane: no two lanes' atomics meet there).
    key = tl.where(live, slot + key_offset, dummy_key + tl.arange(0, BLOCK))
    number = tl.load(map_ptr + key, mask=live, other=0, volatile=True)
    claim = live & (number == -1)
    if tl.max(claim.to(tl.int32), axis=0) > 0:  # (once a row is numbered, its later references skip this)
        # Lanes not claiming compare against a value no entry holds: their compare-and-swap changes nothing.
        old = tl.atomic_cas(map_ptr + key, tl.where(claim, -1, -3), tl.zeros_like(key) - 2)
        won = claim & (old == -1)
        taken = tl.atomic_add(counts_ptr + tl.zeros_like(key), 1, mask=won)
        tl.store(list_ptr + taken, key, mask=won)
        tl.atomic_xchg(map_ptr + key, taken, mask=won)
        number = tl.where(won, taken, tl.where(claim, old, number))
    waiting = live & (number < 0)
    while tl.max(waiting.to(tl.int32), axis=0) > 0:  # (another program is publishing the row's number)
        number = tl.where(waiting, tl.load(map_ptr + key, mask=waiting, other=0, volatile=True), number)
        waiting = waiting & (number < 0)
    tl.store(out_ptr + row.to(tl.int64) * out_stride + cols, tl.where(live, number, -1), mask=in_width)


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
def _copy_rows(list_ptr, counts_ptr, map_ptr, main_ptr, main_page_size, main_page_bytes, main_slots, extra_ptr,
               extra_page_size, extra_page_bytes, copy_ptr, HAS_EXTRA: tl.constexpr, DIM: tl.constexpr):  # fmt: skip
    programs = tl.num_programs(0)
    count = tl.load(counts_ptr, volatile=True)
    cols = tl.arange(0, DIM)
    for n in range(tl.program_id(0), count, programs):
        key = tl.load(list_ptr + n)
        if HAS_EXTRA and key >= main_slots:
            slot = key - main_slots
            record = extra_ptr + (slot // extra_page_size).to(tl.int64) * extra_page_bytes + (slot % extra_page_size) * DIM
        else:
            record = main_ptr + (key // main_page_size).to(tl.int64) * main_page_bytes + (key % main_page_size) * DIM
        code = tl.load(record + cols).to(tl.int32)
        tl.store(copy_ptr + tl.cast(n, tl.int64) * DIM + cols, _e4m3_to_f32(code).to(tl.float16))
        tl.store(map_ptr + key, -1)
    # The last program out resets the counts (counts[1] counts programs out).
    out = tl.atomic_add(counts_ptr + 1, 1)
    if out == programs - 1:
        tl.store(counts_ptr, 0)
        tl.store(counts_ptr + 1, 0)
