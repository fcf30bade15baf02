"""Triton kernel: DSv4 sparse attention by query row, with in-launch split-KV.

One program handles one (query row, head group, split). It walks its share of the row's index tiles
(the main list first, then the extra list), gathering 512-d rows straight from the paged cache bytes,
and keeps an online softmax in base 2. With one split it writes the final output. With several, each
program writes a normalised partial O and its base-2 LSE to scratch, then bumps the (row, head group)
counter; the program that arrives last merges the partials, applies the sink, writes the output and
puts the counter back to zero, so the counter buffer never needs a memset.
"""

from __future__ import annotations

import triton
import triton.language as tl

# Format codes shared with the host wrapper.
FMT_BF16 = 0
FMT_FP8_UNIFORM = 1
FMT_MODEL1 = 2
FMT_V41_FP8 = 3
FMT_V41_FP4 = 4
# The same V4.1 tokens in block-split pages (all data rows, then all scale rows).
FMT_V41_FP8_BLOCKS = 5
FMT_V41_FP4_BLOCKS = 6

LOG2E = 1.4426950408889634
LN2 = 0.6931471805599453


@triton.jit
def _load_slots(idx_row_ptr, row_length, tile, tile_end, BLOCK_N: tl.constexpr):
    """Issue the load of index tile ``tile``'s slots (tiles at or past tile_end: none). Returns the
    slots and which positions lie in the row; :func:`_valid_slots` tests them once they arrive."""
    positions = tile * BLOCK_N + tl.arange(0, BLOCK_N)
    in_row = (positions < row_length) & (positions < tile_end * BLOCK_N)
    slots = tl.load(idx_row_ptr + positions, mask=in_row, other=-1)
    return slots, in_row


@triton.jit
def _valid_slots(slots, in_row, num_slots):
    # Out-of-range slots are never read: they count as -1.
    return in_row & (slots >= 0) & (slots < num_slots)


@triton.jit
def _v41_token(page, offset, page_size, page_bytes, FMT: tl.constexpr):
    """Byte offsets of V4.1 tokens' data and of their scale bytes: interleaved tokens (FMT 3, 4) are
    ``[data | scales]`` back to back; block-split pages (FMT 5, 6) hold every token's data row, then
    every token's scale row. ``v41_fp8`` data starts on 16 bytes, ``v41_fp4`` data and scales on 32."""
    page_start = page * page_bytes
    if FMT == 3:
        data = tl.multiple_of(page_start + offset * 528, 16)
        scales = data + 512
    elif FMT == 4:
        data = tl.multiple_of(page_start + offset * 288, 32)
        scales = data + 256
    elif FMT == 5:
        data = tl.multiple_of(page_start + offset * 512, 16)
        scales = tl.multiple_of(page_start + page_size * 512 + offset * 16, 16)
    else:
        data = tl.multiple_of(page_start + offset * 256, 32)
        scales = tl.multiple_of(page_start + page_size * 256 + offset * 32, 32)
    return data[:, None], scales[:, None]


@triton.jit
def _gather_raw(bf16_ptr, fp8_ptr, u8_ptr, slots, valid, page_size, page_bytes, FMT: tl.constexpr):
    """Issue the loads of one tile's rows, still encoded: four 128-column chunks, the model1 RoPE part
    and the seven UE8M0 scale bytes. Nothing here waits for the data, so the loads of the next tile
    fly while the current one is computed.

    V4.1 rows (528-B ``v41_fp8``, 288-B ``v41_fp4`` tokens, interleaved or in block-split pages,
    :func:`_v41_token`): each chunk is its raw bytes (``v41_fp4``: 64 bytes of packed codes), and
    ``e0``/``e2``/``e4``/``e6`` hold the chunk's scale bytes ([rows, 4] UE8M0 or [rows, 8] e4m3, as
    uint8); ``e1``/``e3``/``e5`` repeat them, unused.

    bf16, fp8_uniform and model1 records start on a 64-byte boundary, ``v41_fp8`` tokens on 16 and
    ``v41_fp4`` tokens on 32: the hints let Triton issue 16-byte vector loads.
    """
    cols = tl.arange(0, 128)
    page = (slots // page_size).to(tl.int64)
    offset = (slots % page_size).to(tl.int64)
    mask = valid[:, None]
    if FMT == 0:  # bf16 rows, 1024 B each
        base = bf16_ptr + tl.multiple_of(page * (page_bytes // 2) + offset * 512, 64)[:, None] + cols[None, :]
        c0 = tl.load(base, mask=mask, other=0.0)
        c1 = tl.load(base + 128, mask=mask, other=0.0)
        c2 = tl.load(base + 256, mask=mask, other=0.0)
        c3 = tl.load(base + 384, mask=mask, other=0.0)
        rope = c3
        scale_base = slots  # unused
    elif FMT == 1:  # e4m3 rows, 512 B each; the per-tensor scale is applied by the caller
        base = fp8_ptr + tl.multiple_of(page * page_bytes + offset * 512, 64)[:, None] + cols[None, :]
        c0 = tl.load(base, mask=mask, other=0.0)
        c1 = tl.load(base + 128, mask=mask, other=0.0)
        c2 = tl.load(base + 256, mask=mask, other=0.0)
        c3 = tl.load(base + 384, mask=mask, other=0.0)
        rope = c3
        scale_base = slots  # unused
    elif FMT == 3 or FMT == 5:  # v41_fp8: 512 e4m3 | 16 UE8M0, one per 32 columns
        data, scales = _v41_token(page, offset, page_size, page_bytes, FMT)
        base = fp8_ptr + data + cols[None, :]
        c0 = tl.load(base, mask=mask, other=0.0)
        c1 = tl.load(base + 128, mask=mask, other=0.0)
        c2 = tl.load(base + 256, mask=mask, other=0.0)
        c3 = tl.load(base + 384, mask=mask, other=0.0)
        rope = c3
        scale_cols = tl.arange(0, 4)[None, :]
        e0 = tl.load(u8_ptr + scales + scale_cols, mask=mask, other=127)
        e2 = tl.load(u8_ptr + scales + 4 + scale_cols, mask=mask, other=127)
        e4 = tl.load(u8_ptr + scales + 8 + scale_cols, mask=mask, other=127)
        e6 = tl.load(u8_ptr + scales + 12 + scale_cols, mask=mask, other=127)
        scale_base = slots  # unused
    elif FMT == 4 or FMT == 6:  # v41_fp4: 256 B of e2m1 pairs | 32 e4m3, one per 16 columns
        data, scales = _v41_token(page, offset, page_size, page_bytes, FMT)
        base = u8_ptr + data + tl.arange(0, 64)[None, :]
        c0 = tl.load(base, mask=mask, other=0)
        c1 = tl.load(base + 64, mask=mask, other=0)
        c2 = tl.load(base + 128, mask=mask, other=0)
        c3 = tl.load(base + 192, mask=mask, other=0)
        rope = c3
        scale_cols = tl.arange(0, 8)[None, :]
        e0 = tl.load(u8_ptr + scales + scale_cols, mask=mask, other=0)
        e2 = tl.load(u8_ptr + scales + 8 + scale_cols, mask=mask, other=0)
        e4 = tl.load(u8_ptr + scales + 16 + scale_cols, mask=mask, other=0)
        e6 = tl.load(u8_ptr + scales + 24 + scale_cols, mask=mask, other=0)
        scale_base = slots  # unused
    else:  # model1: [448 e4m3 | 64 bf16] records of 576 B, then 8-B UE8M0 scale records
        base = fp8_ptr + tl.multiple_of(page * page_bytes + offset * 576, 64)[:, None] + cols[None, :]
        c0 = tl.load(base, mask=mask, other=0.0)
        c1 = tl.load(base + 128, mask=mask, other=0.0)
        c2 = tl.load(base + 256, mask=mask, other=0.0)
        c3 = tl.load(base + 384, mask=mask & (cols < 64)[None, :], other=0.0)
        rope_elem = tl.multiple_of(page * (page_bytes // 2) + offset * 288 + 224, 32)
        rope = tl.load(bf16_ptr + rope_elem[:, None] + (cols - 64)[None, :], mask=mask & (cols >= 64)[None, :], other=0.0)
        scale_base = page * page_bytes + page_size * 576 + offset * 8
    if FMT == 2:
        e0 = tl.load(u8_ptr + scale_base, mask=valid, other=127)
        e1 = tl.load(u8_ptr + scale_base + 1, mask=valid, other=127)
        e2 = tl.load(u8_ptr + scale_base + 2, mask=valid, other=127)
        e3 = tl.load(u8_ptr + scale_base + 3, mask=valid, other=127)
        e4 = tl.load(u8_ptr + scale_base + 4, mask=valid, other=127)
        e5 = tl.load(u8_ptr + scale_base + 5, mask=valid, other=127)
        e6 = tl.load(u8_ptr + scale_base + 6, mask=valid, other=127)
    elif FMT >= 3:  # loaded above, one tensor per chunk
        e1 = e0
        e3 = e2
        e5 = e4
    else:
        e0 = valid
        e1 = valid
        e2 = valid
        e3 = valid
        e4 = valid
        e5 = valid
        e6 = valid
    return c0, c1, c2, c3, rope, e0, e1, e2, e3, e4, e5, e6


@triton.jit
def _ue8m0(exponent):
    # UE8M0 byte b is the float32 2^(b-127) once shifted into the exponent field.
    return (exponent.to(tl.int32) << 23).to(tl.float32, bitcast=True)


@triton.jit
def _e8m0(exponent):
    # A V4.1 UE8M0 byte: 2^(b-127), and 0xFF (UE8M0's NaN) as NaN.
    bits = exponent.to(tl.int32) << 23
    return tl.where(exponent == 255, 0x7FC00000, bits).to(tl.float32, bitcast=True)


@triton.jit
def _e2m1(code):
    """float32 values of e2m1 codes (uint8 0..15, sign << 3 | m): m ≥ 2 is 2^((m >> 1) - 1)·(1 + (m & 1)/2),
    whose float32 bits are (126 << 23) + (m << 22); m = 0, 1 are 0 and 0.5."""
    c = code.to(tl.int32)
    m = c & 7
    magnitude = tl.where(m >= 2, ((126 << 23) + (m << 22)).to(tl.float32, bitcast=True), m.to(tl.float32) * 0.5)
    return tl.where(c >= 8, -magnitude, magnitude)


@triton.jit
def _e4m3_scale(byte):
    # An e4m3 scale byte as float32; 0x7F / 0xFF (e4m3fn's NaN) as NaN, whatever the conversion does.
    value = byte.to(tl.float8e4nv, bitcast=True).to(tl.float32)
    return tl.where((byte & 0x7F) == 0x7F, float("nan"), value)


@triton.jit
def _v41_dequant(raw, scales, FMT: tl.constexpr):
    """float32 [rows, W] of V4.1 data and its per-tile scale bytes [rows, T]: ``v41_fp8`` raw is e4m3
    [rows, W] with UE8M0 scales; ``v41_fp4`` raw is [rows, W/2] bytes of two e2m1 codes (the even column
    in the low nibble) with e4m3 scales (FMT 5 / 6: the same in block-split pages). Exact: every product
    is representable in bf16."""
    if FMT == 3 or FMT == 5:
        values = tl.reshape(raw.to(tl.float32), [raw.shape[0], scales.shape[1], raw.shape[1] // scales.shape[1]])
        values = values * _e8m0(scales)[:, :, None]
        values = tl.reshape(values, [raw.shape[0], raw.shape[1]])
    else:
        pairs = tl.join(_e2m1(raw & 0xF), _e2m1(raw >> 4))  # [rows, W/2, 2]: even column first
        values = tl.reshape(pairs, [raw.shape[0], scales.shape[1], 2 * raw.shape[1] // scales.shape[1]])
        values = values * _e4m3_scale(scales)[:, :, None]
        values = tl.reshape(values, [raw.shape[0], 2 * raw.shape[1]])
    return values


@triton.jit
def _dequant_chunk(raw, rope, low_exp, high_exp, CHUNK: tl.constexpr, FMT: tl.constexpr, DOT_FP32: tl.constexpr):
    """One 128-column chunk as bf16 (fp32 under the interpreter). A model1 chunk spans two 64-column
    scale tiles, so its scales apply with one select; chunk 3 is tile 6 then the bf16 RoPE part. A V4.1
    chunk gets its scale bytes in ``low_exp`` (4 UE8M0 or 8 e4m3)."""
    if FMT == 0:
        chunk = raw
    elif FMT == 1:
        chunk = raw.to(tl.bfloat16)
    elif FMT >= 3:
        chunk = _v41_dequant(raw, low_exp, FMT).to(tl.bfloat16)
    else:
        in_low = (tl.arange(0, 128) < 64)[None, :]
        low_scale = _ue8m0(low_exp)[:, None]
        if CHUNK < 3:
            scale = tl.where(in_low, low_scale, _ue8m0(high_exp)[:, None])
            chunk = (raw.to(tl.float32) * scale).to(tl.bfloat16)
        else:
            chunk = tl.where(in_low, (raw.to(tl.float32) * low_scale).to(tl.bfloat16), rope)
    if DOT_FP32:  # the interpreter mis-multiplies bf16 dots: same values, fp32 operands
        chunk = chunk.to(tl.float32)
    return chunk


@triton.jit
def _bf16_nearest(x):
    """float32 ``x`` rounded to bf16 precision, to nearest with ties to even, still float32: what the GPU's
    float32 → bf16 conversion gives. The CPU interpreter's own conversion truncates (up to 2^-7 relative,
    biased toward zero), which would make its P and outputs 3× less exact than the GPU's; its kernels round
    through this first."""
    bits = x.to(tl.int32, bitcast=True)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) & -65536).to(tl.float32, bitcast=True)


@triton.jit
def _softmax_step(scores, valid, m_i, l_i, score_scale, value_scale, dtype, HEAD_AXIS: tl.constexpr):
    """One online-softmax step in base 2 over a tile of scores whose heads lie along ``HEAD_AXIS``
    (rows of the tile along the other axis; invalid rows score -inf). Returns the probabilities,
    scaled by ``value_scale`` and rounded to bf16 for the tensor-core P·V (then cast to ``dtype``), the
    factor that rescales the running output, and the new running max and sum."""
    ROW_AXIS: tl.constexpr = 1 - HEAD_AXIS
    valid = tl.expand_dims(valid, HEAD_AXIS)
    scores = tl.where(valid, scores * score_scale, float("-inf"))
    m_new = tl.maximum(m_i, tl.max(scores, axis=ROW_AXIS))
    m_safe = tl.where(m_new == float("-inf"), 0.0, m_new)
    alpha = tl.exp2(m_i - m_safe)
    probs = tl.exp2(scores - tl.expand_dims(m_safe, ROW_AXIS))
    l_i = l_i * alpha + tl.sum(probs, axis=ROW_AXIS)
    if dtype == tl.float32:  # the interpreter (DOT_FP32): bf16 values in float32 operands
        probs = _bf16_nearest(probs * value_scale)
    else:
        probs = (probs * value_scale).to(tl.bfloat16).to(dtype)
    return probs, alpha, m_new, l_i


@triton.jit
def _attend_range(
    q0,
    q1,
    q2,
    q3,
    acc0,
    acc1,
    acc2,
    acc3,
    m_i,
    l_i,
    idx_row_ptr,
    row_length,
    tile_begin,
    tile_end,
    bf16_ptr,
    fp8_ptr,
    u8_ptr,
    page_size,
    page_bytes,
    num_slots,
    score_scale,
    value_scale,
    FMT: tl.constexpr,
    BLOCK_N: tl.constexpr,
    SWAP_AB: tl.constexpr,
    DOT_FP32: tl.constexpr,
):
    """Online softmax over index tiles [tile_begin, tile_end) of one row's index list.

    The 512 channels live in four 128-wide chunks (q0..q3, acc0..acc3): Q·Kᵀ sums four dots, P·V
    feeds four accumulators. With ``SWAP_AB`` the products are transposed — Sᵀ = K·Qᵀ [rows, heads] and
    Oᵀ = Vᵀ·Pᵀ [512, heads], q0..q3 given as Qᵀ chunks — so the gathered rows and the 512 output
    channels are the M side of every product: a 64-head program then fills Hopper's warpgroup
    instructions without spilling its accumulator.

    Software pipeline by hand: the rows of tile i+1 and the slots of tile i+2 are in flight while tile
    i is computed (Triton's pipeliner does not overlap gathers that feed a conversion).
    """
    slots, in_row = _load_slots(idx_row_ptr, row_length, tile_begin, tile_end, BLOCK_N)
    valid = _valid_slots(slots, in_row, num_slots)
    c0, c1, c2, c3, rope, e0, e1, e2, e3, e4, e5, e6 = _gather_raw(
        bf16_ptr, fp8_ptr, u8_ptr, slots, valid, page_size, page_bytes, FMT
    )
    next_slots, next_in_row = _load_slots(idx_row_ptr, row_length, tile_begin + 1, tile_end, BLOCK_N)
    for tile in range(tile_begin, tile_end):
        # Slots loaded one iteration ago: testing them now does not wait on the load.
        next_valid = _valid_slots(next_slots, next_in_row, num_slots)
        n0, n1, n2, n3, nrope, f0, f1, f2, f3, f4, f5, f6 = _gather_raw(
            bf16_ptr, fp8_ptr, u8_ptr, next_slots, next_valid, page_size, page_bytes, FMT
        )
        after_slots, after_in_row = _load_slots(idx_row_ptr, row_length, tile + 2, tile_end, BLOCK_N)

        k0 = _dequant_chunk(c0, rope, e0, e1, 0, FMT, DOT_FP32)
        k1 = _dequant_chunk(c1, rope, e2, e3, 1, FMT, DOT_FP32)
        k2 = _dequant_chunk(c2, rope, e4, e5, 2, FMT, DOT_FP32)
        k3 = _dequant_chunk(c3, rope, e6, e6, 3, FMT, DOT_FP32)
        if SWAP_AB:  # scores [rows, heads]: reduce over axis 0
            scores = tl.dot(k3, q3, tl.dot(k2, q2, tl.dot(k1, q1, tl.dot(k0, q0))))
            probs, alpha, m_new, l_i = _softmax_step(scores, valid, m_i, l_i, score_scale, value_scale, k0.dtype, 1)
            acc0 = tl.dot(tl.trans(k0), probs, acc0 * alpha[None, :])
            acc1 = tl.dot(tl.trans(k1), probs, acc1 * alpha[None, :])
            acc2 = tl.dot(tl.trans(k2), probs, acc2 * alpha[None, :])
            acc3 = tl.dot(tl.trans(k3), probs, acc3 * alpha[None, :])
        else:  # scores [heads, rows]: reduce over axis 1
            scores = tl.dot(q0, tl.trans(k0))
            scores = tl.dot(q1, tl.trans(k1), scores)
            scores = tl.dot(q2, tl.trans(k2), scores)
            scores = tl.dot(q3, tl.trans(k3), scores)
            probs, alpha, m_new, l_i = _softmax_step(scores, valid, m_i, l_i, score_scale, value_scale, k0.dtype, 0)
            acc0 = tl.dot(probs, k0, acc0 * alpha[:, None])
            acc1 = tl.dot(probs, k1, acc1 * alpha[:, None])
            acc2 = tl.dot(probs, k2, acc2 * alpha[:, None])
            acc3 = tl.dot(probs, k3, acc3 * alpha[:, None])
        m_i = m_new

        c0, c1, c2, c3, rope, valid = n0, n1, n2, n3, nrope, next_valid
        e0, e1, e2, e3, e4, e5, e6 = f0, f1, f2, f3, f4, f5, f6
        next_slots, next_in_row = after_slots, after_in_row
    return acc0, acc1, acc2, acc3, m_i, l_i


@triton.jit
def _load_tile(bf16_ptr, fp8_ptr, u8_ptr, slots, valid, page_size, page_bytes, FMT: tl.constexpr,
               DOT_FP32: tl.constexpr):  # fmt: skip
    """One tile of gathered rows as bf16 ``[BLOCK_N, 512]``, read with full-row loads that Triton's
    software pipeliner turns into asynchronous copies (several tiles in flight per program)."""
    cols = tl.arange(0, 512)
    page = (slots // page_size).to(tl.int64)
    offset = (slots % page_size).to(tl.int64)
    mask = valid[:, None]
    if FMT == 0:  # bf16 rows, 1024 B each
        base = tl.multiple_of(page * (page_bytes // 2) + offset * 512, 64)
        tile = tl.load(bf16_ptr + base[:, None] + cols[None, :], mask=mask, other=0.0)
    elif FMT == 1:  # e4m3 rows, 512 B each; the per-tensor scale is applied by the caller
        base = tl.multiple_of(page * page_bytes + offset * 512, 64)
        tile = tl.load(fp8_ptr + base[:, None] + cols[None, :], mask=mask, other=0.0).to(tl.bfloat16)
    elif FMT == 3 or FMT == 5:  # v41_fp8: 512 e4m3 | 16 UE8M0, one per 32 columns
        data, scale_start = _v41_token(page, offset, page_size, page_bytes, FMT)
        raw = tl.load(fp8_ptr + data + cols[None, :], mask=mask, other=0.0)
        scales = tl.load(u8_ptr + scale_start + tl.arange(0, 16)[None, :], mask=mask, other=127)
        tile = _v41_dequant(raw, scales, FMT).to(tl.bfloat16)
    elif FMT == 4 or FMT == 6:  # v41_fp4: 256 B of e2m1 pairs | 32 e4m3, one per 16 columns
        data, scale_start = _v41_token(page, offset, page_size, page_bytes, FMT)
        raw = tl.load(u8_ptr + data + tl.arange(0, 256)[None, :], mask=mask, other=0)
        scales = tl.load(u8_ptr + scale_start + tl.arange(0, 32)[None, :], mask=mask, other=0)
        tile = _v41_dequant(raw, scales, FMT).to(tl.bfloat16)
    else:  # model1: [448 e4m3 | 64 bf16] records of 576 B, then 8-B UE8M0 scale records
        nope_col = (cols < 448)[None, :]
        base = tl.multiple_of(page * page_bytes + offset * 576, 64)
        nope = tl.load(fp8_ptr + base[:, None] + cols[None, :], mask=mask & nope_col, other=0.0)
        rope_base = tl.multiple_of(page * (page_bytes // 2) + offset * 288 + 224, 32)
        rope = tl.load(bf16_ptr + rope_base[:, None] + (cols - 448)[None, :], mask=mask & ~nope_col, other=0.0)
        # The 8-byte scale record (7 UE8M0 exponents + pad) as one 64-bit load per row, spread over
        # the row's eight 64-column tiles in registers.
        scale_record = tl.load((u8_ptr + page * page_bytes + page_size * 576 + offset * 8).to(tl.pointer_type(tl.int64)),
                               mask=valid, other=0x7F7F7F7F7F7F7F7F)
        exponent = (scale_record[:, None] >> ((cols // 64) * 8).to(tl.int64)[None, :]) & 0xFF
        tile = tl.where(nope_col, (nope.to(tl.float32) * _ue8m0(exponent)).to(tl.bfloat16), rope)
    if DOT_FP32:  # the interpreter mis-multiplies bf16 dots: same values, fp32 operands
        tile = tile.to(tl.float32)
    return tile


@triton.jit
def _attend_tiles(
    q,
    acc,
    m_i,
    l_i,
    tile_begin,
    tile_end,
    main_tiles,
    main_idx_ptr,
    main_len,
    main_bf16,
    main_fp8,
    main_u8,
    main_page_size,
    main_page_bytes,
    main_num_slots,
    main_kv_scale,
    extra_idx_ptr,
    extra_len,
    extra_bf16,
    extra_fp8,
    extra_u8,
    extra_page_size,
    extra_page_bytes,
    extra_num_slots,
    extra_kv_scale,
    score_scale_log2,
    FMT: tl.constexpr,
    BLOCK_N: tl.constexpr,
    DOT_FP32: tl.constexpr,
):
    """Online softmax over tiles [tile_begin, tile_end) of the row's joined index list (tiles below
    ``main_tiles`` from the main source, the rest from the extra source, which must have format
    ``FMT`` too), with whole 512-wide rows: S = Q·Kᵀ [heads, rows], O += P·V [heads, 512].

    One loop for both sources, written so that Triton pipelines it (the kernel's ``num_stages``): the
    slots and rows of later tiles are copied into shared memory while this one is computed, across the
    boundary between the sources too, and both products run on Hopper's warpgroup instructions."""
    for tile in range(tile_begin, tile_end):
        in_main = tile < main_tiles
        # The source of this tile: scalar selects, no branch inside the pipelined loop.
        idx_ptr = tl.where(in_main, main_idx_ptr, extra_idx_ptr)
        row_length = tl.where(in_main, main_len, extra_len)
        bf16_ptr = tl.where(in_main, main_bf16, extra_bf16)
        fp8_ptr = tl.where(in_main, main_fp8, extra_fp8)
        u8_ptr = tl.where(in_main, main_u8, extra_u8)
        page_size = tl.where(in_main, main_page_size, extra_page_size)
        page_bytes = tl.where(in_main, main_page_bytes, extra_page_bytes)
        num_slots = tl.where(in_main, main_num_slots, extra_num_slots)
        kv_scale = tl.where(in_main, main_kv_scale, extra_kv_scale)
        positions = tl.where(in_main, tile, tile - main_tiles) * BLOCK_N + tl.arange(0, BLOCK_N)
        in_row = positions < row_length
        slots = tl.load(idx_ptr + positions, mask=in_row, other=-1)
        valid = _valid_slots(slots, in_row, num_slots)
        k = _load_tile(bf16_ptr, fp8_ptr, u8_ptr, slots, valid, page_size, page_bytes, FMT, DOT_FP32)
        scores = tl.dot(q, tl.trans(k))
        probs, alpha, m_new, l_i = _softmax_step(
            scores, valid, m_i, l_i, score_scale_log2 * kv_scale, kv_scale, k.dtype, 0
        )
        acc = tl.dot(probs, k, acc * alpha[:, None])
        m_i = m_new
    return acc, m_i, l_i


@triton.jit
def _store_chunk(ptr, rows, cols, value, mask, INTERPRETED: tl.constexpr = False):
    if INTERPRETED and ptr.dtype.element_ty == tl.bfloat16:
        value = _bf16_nearest(value)  # the interpreter's float32 → bf16 cast truncates
    tl.store(ptr + rows[:, None] + cols[None, :], value.to(ptr.dtype.element_ty), mask=mask)


# Integer arguments Triton would otherwise specialise on (== 1, divisible by 16): a new batch size,
# split count or index width would then compile a new kernel in the middle of serving. None of them
# sets an alignment the kernel relies on.
UNSPECIALISED = ("main_width", "main_num_slots", "extra_width", "extra_num_slots", "num_heads", "num_splits")



@triton.jit
def _empty_row_lse(lse, WRITE_LSE: tl.constexpr):
    """An LSE as written: ``WRITE_LSE`` 2 turns an empty row's -inf into +inf (FlashMLA's convention)."""
    if WRITE_LSE == 2:
        lse = tl.where(lse == float("-inf"), float("inf"), lse)
    return lse

@triton.jit(do_not_specialize=UNSPECIALISED)
def sparse_attention_kernel(
    q_ptr,
    stride_q_row,
    stride_q_head,
    out_ptr,
    stride_out_row,
    stride_out_head,
    lse_ptr,
    sinks_ptr,
    # main source
    main_bf16,
    main_fp8,
    main_u8,
    main_idx_ptr,
    stride_main_idx,
    main_len_ptr,
    main_width,
    main_page_size,
    main_page_bytes,
    main_num_slots,
    main_kv_scale,
    # extra source
    extra_bf16,
    extra_fp8,
    extra_u8,
    extra_idx_ptr,
    stride_extra_idx,
    extra_len_ptr,
    extra_width,
    extra_page_size,
    extra_page_bytes,
    extra_num_slots,
    extra_kv_scale,
    # split-KV workspace
    counters_ptr,
    partial_o_ptr,
    partial_lse_ptr,
    num_heads,
    softmax_scale_log2,
    num_splits,
    MAIN_FMT: tl.constexpr,
    EXTRA_FMT: tl.constexpr,
    HAS_MAIN_LEN: tl.constexpr,
    HAS_EXTRA: tl.constexpr,
    HAS_EXTRA_LEN: tl.constexpr,
    HAS_SINKS: tl.constexpr,
    WRITE_LSE: tl.constexpr,
    IS_SPLIT: tl.constexpr,
    BLOCK_H: tl.constexpr,
    BLOCK_N: tl.constexpr,
    SWAP_AB: tl.constexpr,
    PIPELINED: tl.constexpr,
    DOT_FP32: tl.constexpr,
    STAGED_PARTIALS: tl.constexpr = False,  # Gluon kernel only (same signature); ignored here
    QK_FP8: tl.constexpr = False,  # Gluon kernel only (same signature); ignored here
    RING_SLOTS: tl.constexpr = 0,  # Gluon kernel only (same signature); ignored here
):
    row = tl.program_id(0)
    group = tl.program_id(1)
    split = tl.program_id(2)
    num_groups = tl.num_programs(1)
    row64 = row.to(tl.int64)

    heads = group * BLOCK_H + tl.arange(0, BLOCK_H)
    head_ok = heads < num_heads
    cols = tl.arange(0, 128)
    q_rows = row64 * stride_q_row + heads * stride_q_head
    q_dtype = tl.float32 if DOT_FP32 else tl.bfloat16
    if PIPELINED:
        all_cols = tl.arange(0, 512)
        q = tl.load(q_ptr + q_rows[:, None] + all_cols[None, :], mask=head_ok[:, None], other=0.0).to(q_dtype)
    q0 = tl.load(q_ptr + q_rows[:, None] + cols[None, :], mask=head_ok[:, None], other=0.0).to(q_dtype)
    q1 = tl.load(q_ptr + q_rows[:, None] + (128 + cols)[None, :], mask=head_ok[:, None], other=0.0).to(q_dtype)
    q2 = tl.load(q_ptr + q_rows[:, None] + (256 + cols)[None, :], mask=head_ok[:, None], other=0.0).to(q_dtype)
    q3 = tl.load(q_ptr + q_rows[:, None] + (384 + cols)[None, :], mask=head_ok[:, None], other=0.0).to(q_dtype)

    # Valid widths, clamped to the index width so index reads stay inside the list.
    main_len = main_width
    if HAS_MAIN_LEN:
        main_len = tl.minimum(tl.maximum(tl.load(main_len_ptr + row), 0), main_width)
    main_tiles = tl.cdiv(main_len, BLOCK_N)
    extra_tiles = 0
    extra_len = 0
    if HAS_EXTRA:
        extra_len = extra_width
        if HAS_EXTRA_LEN:
            extra_len = tl.minimum(tl.maximum(tl.load(extra_len_ptr + row), 0), extra_width)
        extra_tiles = tl.cdiv(extra_len, BLOCK_N)

    # This split's share of the row's tiles (main tiles first, then extra tiles).
    total_tiles = main_tiles + extra_tiles
    tiles_per_split = tl.cdiv(total_tiles, num_splits)
    begin = split * tiles_per_split
    end = tl.minimum(begin + tiles_per_split, total_tiles)

    m_i = tl.full([BLOCK_H], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_H], dtype=tl.float32)
    if PIPELINED:
        acc = tl.zeros([BLOCK_H, 512], dtype=tl.float32)
        main_source = (
            main_idx_ptr + row64 * stride_main_idx, main_len, main_bf16, main_fp8, main_u8,
            main_page_size, main_page_bytes, main_num_slots, main_kv_scale,
        )  # fmt: skip
        if HAS_EXTRA:
            extra_source = (
                extra_idx_ptr + row64 * stride_extra_idx, extra_len, extra_bf16, extra_fp8, extra_u8,
                extra_page_size, extra_page_bytes, extra_num_slots, extra_kv_scale,
            )  # fmt: skip
        else:
            extra_source = main_source
        if MAIN_FMT == EXTRA_FMT or not HAS_EXTRA:  # one pipelined loop over both sources
            acc, m_i, l_i = _attend_tiles(
                q, acc, m_i, l_i, begin, end, main_tiles, *main_source, *extra_source, softmax_scale_log2,
                MAIN_FMT, BLOCK_N, DOT_FP32,
            )  # fmt: skip
        else:  # sources of different formats: one loop each
            acc, m_i, l_i = _attend_tiles(
                q, acc, m_i, l_i, begin, tl.minimum(end, main_tiles), main_tiles, *main_source, *extra_source,
                softmax_scale_log2, MAIN_FMT, BLOCK_N, DOT_FP32,
            )  # fmt: skip
            acc, m_i, l_i = _attend_tiles(
                q, acc, m_i, l_i, tl.maximum(begin, main_tiles), end, main_tiles, *main_source, *extra_source,
                softmax_scale_log2, EXTRA_FMT, BLOCK_N, DOT_FP32,
            )  # fmt: skip
        # The epilogue below works on four 128-column chunks.
        acc = tl.reshape(acc, [BLOCK_H, 2, 256])
        acc = tl.permute(acc, [0, 2, 1])
        half0, half1 = tl.split(acc)
        half0 = tl.permute(tl.reshape(half0, [BLOCK_H, 2, 128]), [0, 2, 1])
        half1 = tl.permute(tl.reshape(half1, [BLOCK_H, 2, 128]), [0, 2, 1])
        acc0, acc1 = tl.split(half0)
        acc2, acc3 = tl.split(half1)
    else:
        if SWAP_AB:  # Qᵀ chunks and Oᵀ accumulators [128, heads]
            q0, q1, q2, q3 = tl.trans(q0), tl.trans(q1), tl.trans(q2), tl.trans(q3)
            acc0 = tl.zeros([128, BLOCK_H], dtype=tl.float32)
            acc1 = tl.zeros([128, BLOCK_H], dtype=tl.float32)
            acc2 = tl.zeros([128, BLOCK_H], dtype=tl.float32)
            acc3 = tl.zeros([128, BLOCK_H], dtype=tl.float32)
        else:
            acc0 = tl.zeros([BLOCK_H, 128], dtype=tl.float32)
            acc1 = tl.zeros([BLOCK_H, 128], dtype=tl.float32)
            acc2 = tl.zeros([BLOCK_H, 128], dtype=tl.float32)
            acc3 = tl.zeros([BLOCK_H, 128], dtype=tl.float32)
        acc0, acc1, acc2, acc3, m_i, l_i = _attend_range(
            q0, q1, q2, q3, acc0, acc1, acc2, acc3, m_i, l_i,
            main_idx_ptr + row64 * stride_main_idx, main_len,
            begin, tl.minimum(end, main_tiles),
            main_bf16, main_fp8, main_u8, main_page_size, main_page_bytes, main_num_slots,
            softmax_scale_log2 * main_kv_scale, main_kv_scale,
            MAIN_FMT, BLOCK_N, SWAP_AB, DOT_FP32,
        )  # fmt: skip
        if HAS_EXTRA:
            acc0, acc1, acc2, acc3, m_i, l_i = _attend_range(
                q0, q1, q2, q3, acc0, acc1, acc2, acc3, m_i, l_i,
                extra_idx_ptr + row64 * stride_extra_idx, extra_len,
                tl.maximum(begin - main_tiles, 0), end - main_tiles,
                extra_bf16, extra_fp8, extra_u8, extra_page_size, extra_page_bytes, extra_num_slots,
                softmax_scale_log2 * extra_kv_scale, extra_kv_scale,
                EXTRA_FMT, BLOCK_N, SWAP_AB, DOT_FP32,
            )  # fmt: skip
        if SWAP_AB:
            acc0, acc1, acc2, acc3 = tl.trans(acc0), tl.trans(acc1), tl.trans(acc2), tl.trans(acc3)

    out_rows = row64 * stride_out_row + heads * stride_out_head
    out_mask = head_ok[:, None]
    if not IS_SPLIT:
        m_safe = tl.where(m_i == float("-inf"), 0.0, m_i)
        denom = l_i
        if HAS_SINKS:
            sink = tl.load(sinks_ptr + heads, mask=head_ok, other=float("-inf"))
            denom += tl.exp2(sink * 1.4426950408889634 - m_safe)
        inv = tl.where(l_i > 0, 1.0 / denom, 0.0)[:, None]
        _store_chunk(out_ptr, out_rows, cols, acc0 * inv, out_mask, DOT_FP32)
        _store_chunk(out_ptr, out_rows, 128 + cols, acc1 * inv, out_mask, DOT_FP32)
        _store_chunk(out_ptr, out_rows, 256 + cols, acc2 * inv, out_mask, DOT_FP32)
        _store_chunk(out_ptr, out_rows, 384 + cols, acc3 * inv, out_mask, DOT_FP32)
        if WRITE_LSE:
            lse = _empty_row_lse((m_safe + tl.log2(l_i)) * 0.6931471805599453, WRITE_LSE)
            tl.store(lse_ptr + row64 * num_heads + heads, lse, mask=head_ok)
    else:
        # Scratch is [row, group, split, BLOCK_H, 512] (normalised partial O) and
        # [row, group, split, BLOCK_H] (base-2 LSE).
        slot = (row64 * num_groups + group) * num_splits
        heads_local = tl.arange(0, BLOCK_H)
        inv = tl.where(l_i > 0, 1.0 / l_i, 0.0)[:, None]
        part_rows = ((slot + split) * BLOCK_H + heads_local) * 512
        _store_chunk(partial_o_ptr, part_rows, cols, acc0 * inv, True)
        _store_chunk(partial_o_ptr, part_rows, 128 + cols, acc1 * inv, True)
        _store_chunk(partial_o_ptr, part_rows, 256 + cols, acc2 * inv, True)
        _store_chunk(partial_o_ptr, part_rows, 384 + cols, acc3 * inv, True)
        tl.store(partial_lse_ptr + (slot + split) * BLOCK_H + heads_local, m_i + tl.log2(l_i))
        # Every thread's partial stores must be visible before the arrival is counted.
        tl.debug_barrier()
        counter = counters_ptr + row64 * num_groups + group
        arrived = tl.atomic_add(counter, 1, sem="acq_rel", scope="gpu")
        if arrived == num_splits - 1:
            # Last arrival merges every split (loads bypass L1: the partials come from other SMs).
            lse_max = tl.full([BLOCK_H], float("-inf"), dtype=tl.float32)
            for s in range(num_splits):
                lse_s = tl.load(partial_lse_ptr + (slot + s) * BLOCK_H + heads_local, cache_modifier=".cg")
                lse_max = tl.maximum(lse_max, lse_s)
            max_safe = tl.where(lse_max == float("-inf"), 0.0, lse_max)
            weight_sum = tl.zeros([BLOCK_H], dtype=tl.float32)
            for s in range(num_splits):
                lse_s = tl.load(partial_lse_ptr + (slot + s) * BLOCK_H + heads_local, cache_modifier=".cg")
                weight_sum += tl.exp2(lse_s - max_safe)
            denom = weight_sum
            if HAS_SINKS:
                sink = tl.load(sinks_ptr + heads, mask=head_ok, other=float("-inf"))
                denom += tl.exp2(sink * 1.4426950408889634 - max_safe)
            merge_scale = tl.where(weight_sum > 0, 1.0 / denom, 0.0)
            # One 128-column chunk at a time keeps the merge's registers small.
            for chunk in tl.static_range(4):
                merged = tl.zeros([BLOCK_H, 128], dtype=tl.float32)
                for s in range(num_splits):
                    base = (slot + s) * BLOCK_H
                    weight = tl.exp2(
                        tl.load(partial_lse_ptr + base + heads_local, cache_modifier=".cg") - max_safe
                    ) * merge_scale
                    part = tl.load(
                        partial_o_ptr + ((base + heads_local) * 512 + chunk * 128)[:, None] + cols[None, :],
                        cache_modifier=".cg",
                    )
                    merged += weight[:, None] * part
                _store_chunk(out_ptr, out_rows, chunk * 128 + cols, merged, out_mask, DOT_FP32)
            if WRITE_LSE:
                lse = _empty_row_lse((max_safe + tl.log2(weight_sum)) * 0.6931471805599453, WRITE_LSE)
                tl.store(lse_ptr + row64 * num_heads + heads, lse, mask=head_ok)
            # Self-reset: the next launch (or graph replay) finds the counter at zero.
            tl.atomic_xchg(counter, 0, sem="relaxed", scope="gpu")
