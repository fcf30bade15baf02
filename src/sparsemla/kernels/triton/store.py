"""Fused quantize-and-scatter of KV rows into a paged cache (one program per row).

Bit-identical to :func:`sparsemla.formats.quantize` followed by :meth:`PagedKVCache.store` for
``bf16``, ``fp8_uniform`` and ``model1`` on finite rows, and for ``v41_fp8`` / ``v41_fp4`` on any rows
(NaN and ±inf stored as there). Every rounding is done on the float32 bits with integer arithmetic
(round to nearest even), and bfloat16 rows are widened from their bits, so the result does not
depend on how a Triton version or its interpreter lowers float casts. A division by a Python float
(the ``fp8_uniform`` scale, the V4.1 formats' 448 and 6) is ``div_rn`` on the CPU and a
multiplication by the float32 reciprocal with ``RECIPROCAL`` (how torch divides by a scalar on
CUDA); ``model1``'s tile exponent is FlashMLA's ``ceil(log2(max(amax / 448, 1e-4)))``, exact from
the bits of the quotient. A negative slot, or one at or past ``num_slots``, writes nothing.
"""

from __future__ import annotations

import triton
import triton.language as tl

from . import sparse_attention as _formats

# The format codes of the attention kernel, as constexprs a kernel may read.
FMT_BF16 = tl.constexpr(_formats.FMT_BF16)
FMT_FP8_UNIFORM = tl.constexpr(_formats.FMT_FP8_UNIFORM)
FMT_MODEL1 = tl.constexpr(_formats.FMT_MODEL1)
FMT_V41_FP8 = tl.constexpr(_formats.FMT_V41_FP8)
FMT_V41_FP4 = tl.constexpr(_formats.FMT_V41_FP4)


@triton.jit
def _bf16_bits(x):
    """bfloat16 bits (int32, low 16 used) of float32 ``x``: round to nearest even, NaN → 0x7FC0."""
    bits = x.to(tl.int32, bitcast=True)
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16
    return tl.where(x != x, 0x7FC0, rounded & 0xFFFF)


@triton.jit
def _e4m3_bits(x):
    """e4m3fn bits (int32, low 8 used) of float32 ``x`` with ``|x| <= 448``: round to nearest even,
    the sign kept (negative values rounding to zero give 0x80), NaN → sign | 0x7F."""
    bits = x.to(tl.int32, bitcast=True)
    sign = (bits >> 24) & 0x80
    mag = bits & 0x7FFFFFFF
    # Normal range (|x| >= 2^-6): round the 23-bit mantissa to 3 bits, then rebias 127 → 7.
    normal = ((mag + 0x7FFFF + ((mag >> 20) & 1)) >> 20) - (120 << 3)
    # Subnormals: |x| / 2^-9 rounded to an integer (the 1.5 · 2^23 trick; code 8 is 2^-6, the smallest
    # normal, so rounding up into the next binade lands on the right code).
    ax = mag.to(tl.float32, bitcast=True)
    sub = (ax * 512.0 + 12582912.0).to(tl.int32, bitcast=True) - 0x4B400000
    code = tl.where(mag >= 0x3C800000, normal, sub)
    return tl.where(mag > 0x7F800000, 0x7F, code) | sign


@triton.jit
def _e2m1(q):
    """e2m1 codes (int32, 0..15) of non-NaN float32 ``q``: nearest, ties to the even code, saturating at 6
    (±inf → ±6); the sign bit from ``q``'s sign bit."""
    a = tl.abs(q)
    code = ((a > 0.25).to(tl.int32) + (a >= 0.75).to(tl.int32) + (a > 1.25).to(tl.int32) + (a >= 1.75).to(tl.int32)
            + (a > 2.5).to(tl.int32) + (a >= 3.5).to(tl.int32) + (a > 5.0).to(tl.int32))  # fmt: skip
    return code | (((q.to(tl.int32, bitcast=True) >> 31) & 1) << 3)


@triton.jit
def _load_f32(src, offsets):
    """float32 values of the row elements ``src[offsets]``. A bfloat16 row is widened from its bits: exact
    on every backend (the interpreter's bf16 → fp32 cast mangles subnormals)."""
    if src.dtype.element_ty == tl.bfloat16:
        bits = tl.load(src.to(tl.pointer_type(tl.int16), bitcast=True) + offsets)
        return (bits.to(tl.int32) << 16).to(tl.float32, bitcast=True)
    else:
        return tl.load(src + offsets).to(tl.float32)


@triton.jit
def _divide(x, scale, RECIPROCAL: tl.constexpr):
    """``x / scale`` as torch computes it for a Python-float divisor: correctly rounded on the CPU, times
    the float32 reciprocal (passed as ``scale``) on CUDA."""
    if RECIPROCAL:
        return x * scale
    else:
        return tl.math.div_rn(x, scale)


@triton.jit
def _tile_finite(x, axis: tl.constexpr):
    """Per tile (reduced over ``axis``): True where every value is finite."""
    mag = x.to(tl.int32, bitcast=True) & 0x7FFFFFFF
    return tl.max((mag >= 0x7F800000).to(tl.int32), axis=axis) == 0


@triton.jit
def store_row(src, slot, cache_ptr, page_size, page_bytes, num_slots, scale, FMT: tl.constexpr, RECIPROCAL: tl.constexpr):
    """The 512 float values at ``src`` → slot ``slot`` (int64) of the uint8 cache ``cache_ptr`` in format
    ``FMT``; nothing for a slot outside ``[0, num_slots)``."""
    if (slot >= 0) & (slot < num_slots):
        page = slot // page_size
        offset = slot - page * page_size
        base = page * page_bytes
        if FMT == FMT_BF16:
            cols = tl.arange(0, 512)
            x = _load_f32(src, cols)
            dst = (cache_ptr + base + offset * 1024).to(tl.pointer_type(tl.int16))
            tl.store(dst + cols, _bf16_bits(x).to(tl.int16))
        elif FMT == FMT_FP8_UNIFORM:
            cols = tl.arange(0, 512)
            x = _divide(_load_f32(src, cols), scale, RECIPROCAL)
            nan = x != x
            x = tl.minimum(tl.maximum(x, -448.0), 448.0)
            code = tl.where(nan, 0x7F, _e4m3_bits(x))
            tl.store(cache_ptr + base + offset * 512 + cols, code.to(tl.uint8))
        elif FMT == FMT_V41_FP8:  # [512 e4m3 | 16 UE8M0], 32-value tiles; ``scale`` = 448 (or its reciprocal)
            tiles = tl.arange(0, 16)
            index = tiles[:, None] * 32 + tl.arange(0, 32)[None, :]
            x = _load_f32(src, index)
            finite = _tile_finite(x, 1)
            amax = tl.where(finite, tl.max(tl.abs(x), axis=1), 0.0)
            ratio = tl.maximum(_divide(amax, scale, RECIPROCAL), 1e-4)
            rbits = ratio.to(tl.int32, bitcast=True)
            ceil_log2 = ((rbits >> 23) & 0xFF) - 127 + ((rbits & 0x7FFFFF) != 0).to(tl.int32)
            biased = tl.minimum(tl.maximum(ceil_log2 + 127, 0), 254)
            inv = tl.where(biased == 254, 0x00400000, (254 - biased) << 23).to(tl.float32, bitcast=True)
            scaled = tl.where(finite[:, None], x * inv[:, None], 0.0)
            scaled = tl.minimum(tl.maximum(scaled, -448.0), 448.0)
            record = cache_ptr + base + offset * 528
            tl.store(record + index, _e4m3_bits(scaled).to(tl.uint8))
            tl.store(record + 512 + tiles, tl.where(finite, biased, 0xFF).to(tl.uint8))
        elif FMT == FMT_V41_FP4:  # v41_fp4: [256 B of e2m1 pairs | 32 e4m3 scales], 16-value tiles; ``scale`` = 6 (or 1/6)
            tiles = tl.arange(0, 32)
            even = tiles[:, None] * 16 + 2 * tl.arange(0, 8)[None, :]
            xe = _load_f32(src, even)
            xo = _load_f32(src, even + 1)
            # A NaN makes the tile's scale NaN; ±inf (amax / 6 = inf) clamps it to 448 and saturates.
            has_nan = tl.max(((xe != xe) | (xo != xo)).to(tl.int32), axis=1) != 0
            amax = tl.where(has_nan, 0.0, tl.maximum(tl.max(tl.abs(xe), axis=1), tl.max(tl.abs(xo), axis=1)))
            ratio = tl.minimum(tl.maximum(_divide(amax, scale, RECIPROCAL), 0.001953125), 448.0)
            sbits = _e4m3_bits(ratio)
            e, m = (sbits >> 3) & 0xF, sbits & 7
            tile_scale = tl.where(
                e == 0, m.to(tl.float32) * 0.001953125, (((e + 120) << 23) | (m << 20)).to(tl.float32, bitcast=True)
            )
            qe = tl.where(has_nan[:, None], 0.0, tl.math.div_rn(xe, tile_scale[:, None]))
            qo = tl.where(has_nan[:, None], 0.0, tl.math.div_rn(xo, tile_scale[:, None]))
            record = cache_ptr + base + offset * 288
            tl.store(record + tiles[:, None] * 8 + tl.arange(0, 8)[None, :], (_e2m1(qe) | (_e2m1(qo) << 4)).to(tl.uint8))
            tl.store(record + 256 + tiles, tl.where(has_nan, 0x7F, sbits).to(tl.uint8))
        else:  # model1: [448 e4m3 | 64 bf16] record, then the scale record [7 UE8M0 | 0] after all records
            tiles = tl.arange(0, 8)
            cols = tl.arange(0, 64)
            index = tiles[:, None] * 64 + cols[None, :]
            nope = tiles[:, None] < 7
            x = tl.where(nope, _load_f32(src, index), 0.0)  # (block 7 is the RoPE part: in bounds, unused)
            # FlashMLA's rule: k = ceil(log2(max(amax / 448, 1e-4))), amax / 448 in float32 as torch divides
            # (``scale`` = 448 or its reciprocal), the ceil exact from its bits (ratio = m · 2^e; >= 1e-4).
            ratio = tl.maximum(_divide(tl.max(tl.abs(x), axis=1), scale, RECIPROCAL), 1e-4)
            rbits = ratio.to(tl.int32, bitcast=True)
            k = ((rbits >> 23) & 0xFF) - 127 + ((rbits & 0x7FFFFF) != 0).to(tl.int32)
            biased = tl.minimum(tl.maximum(k + 127, 0), 254)
            # 1 / 2^(biased - 127) exactly (2^-127 is subnormal).
            inv = tl.where(biased == 254, 0x00400000, (254 - biased) << 23).to(tl.float32, bitcast=True)
            scaled = tl.minimum(tl.maximum(x * inv[:, None], -448.0), 448.0)
            record = cache_ptr + base + offset * 576
            tl.store(record + index, _e4m3_bits(scaled).to(tl.uint8), mask=nope)
            rope = _load_f32(src, 448 + cols)
            tl.store((record + 448).to(tl.pointer_type(tl.int16)) + cols, _bf16_bits(rope).to(tl.int16))
            scales = cache_ptr + base + page_size * 576 + offset * 8
            tl.store(scales + tiles, tl.where(tiles < 7, biased, 0).to(tl.uint8))


@triton.jit(do_not_specialize=["row_stride"])
def store_rows_kernel(
    rows_ptr, row_stride, slots_ptr, cache_ptr, page_size, page_bytes, num_slots, scale,
    FMT: tl.constexpr, RECIPROCAL: tl.constexpr,
):  # fmt: skip
    """Row ``pid`` of ``rows`` [N, 512] (float) → slot ``slots[pid]`` of the uint8 cache ``cache_ptr``."""
    pid = tl.program_id(0).to(tl.int64)
    slot = tl.load(slots_ptr + pid).to(tl.int64)
    store_row(rows_ptr + pid * row_stride, slot, cache_ptr, page_size, page_bytes, num_slots, scale, FMT, RECIPROCAL)


__all__ = ["store_row", "store_rows_kernel"]
