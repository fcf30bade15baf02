"""KV-cache formats: bytes per token, page layout, and torch quantize/dequantize.

A token is one 512-d row: 448 "nope" channels then 64 RoPE channels. Five formats:

``bf16``
    1024 B/token, the row as bfloat16, tokens contiguous in the page.
``fp8_uniform``
    512 B/token, ``e4m3(row / scale)`` with one per-tensor float scale (default 1.0; a normal float32
    whose reciprocal is one too, [2^-126, 2^126]), saturated to ±448 so that nothing becomes NaN.
    Tokens contiguous in the page, no in-cache scales.
``model1``
    FlashMLA's DSv4 layout, byte for byte. A page of P tokens holds P records of 576 B
    ``[448 e4m3 nope | 64 bf16 rope]``, then P scale records of 8 B ``[7 UE8M0 bytes | 1 pad]``
    (one power-of-two scale ``2^(b-127)`` per 64-channel tile of the nope part), and the page is
    padded up to a multiple of 576 B. Tile scale = ``2^ceil(log2(max(amax / 448, 1e-4)))`` (FlashMLA's
    rule: amax / 448 in float32, the ceil taken exactly, so the least scale is 2^-13). The bytes stored
    for a row holding NaN or ±inf are not specified, and so is the output of a query that attends to
    such a row (FlashMLA's quantizer gives such a nope tile the UE8M0 NaN byte 0xFF: the reference and
    the portable kernel read it as 2^128, so the tile's values are ±inf and its zeros NaN; sparsemla's
    float16 kernels take the range of the query's 64-row tiles from the rows' scale bytes and do not read
    0xFF as NaN: it raises the tile's unit, flushing its other rows and most of the query's later tiles).
    Entries a call ignores (past the row's length, −1, out of range) are never read, their bytes
    whatever they are.

``v41_fp8``
    DeepSeek V4.1's sliding-window format, 528 B/token: 512 e4m3 values covering **all** 512 dims
    (RoPE included), then 16 UE8M0 scale bytes, scale ``k`` for dims ``[32k, 32k + 32)``. Tile scale =
    ``2^ceil(log2(max(amax / 448, 1e-4)))`` (amax / 448 in float32), stored as the byte ``exponent +
    127``; values ``e4m3(x / scale)``, round to nearest even (never above 448 thanks to the ceil).
    Dequantized ``e4m3 · 2^(b - 127)``, exact in bf16.
``v41_fp4``
    DeepSeek V4.1's compressed-row format, 288 B/token: 256 B of e2m1 codes, two per byte, byte ``j``
    = ``code[2j] | code[2j + 1] << 4`` (the even-indexed value in the low nibble; a code is
    ``sign << 3 | m``, ``m`` indexing ``0, 0.5, 1, 1.5, 2, 3, 4, 6``), then 32 **e4m3** scale bytes,
    scale ``k`` for dims ``[16k, 16k + 16)``. Tile scale = ``e4m3_rne(clamp(amax / 6, 2^-9, 448))``
    (amax / 6 in float32; no per-tensor scale). Values ``e2m1(x / scale)`` (the quotient in float32),
    round to nearest with ties to the even code (0.25 → 0, 0.75 → 1, 1.25 → 1, 2.5 → 2, 5 → 4),
    saturating at ±6 (a scale rounded below amax / 6 saturates the tile's largest values). The sign
    bit follows the quotient's sign, so negative values that round to zero are stored as code 8
    (−0). Dequantized ``e2m1 · e4m3``, exact in bf16.

Both V4.1 formats store each token as its data immediately followed by its scales, tokens back to
back (FlashMLA's current layout; pages are ``page_size × bytes_per_token``, no padding).

``v41_fp8_blocks``, ``v41_fp4_blocks``
    The same tokens in FlashMLA's older block-split page (its releases up to ba89, which engines pinned
    to them allocate): a page of P tokens holds P data rows (512 B ``v41_fp8`` values, 256 B
    ``v41_fp4`` codes), then P scale rows (16 UE8M0 / 32 e4m3 bytes), padded up to a multiple of
    512 B. Same quantization, same per-token records (:func:`quantize`); only where the bytes sit in
    the page differs. The op reads them on the same kernels as the per-token layout.

Non-finite inputs in the V4.1 formats, as FlashMLA's quantizers store them: a ``v41_fp8`` tile (32
values) that holds a NaN or ±inf, and a ``v41_fp4`` tile (16 values) that holds a NaN, is stored as a
NaN scale (UE8M0 ``0xFF``, e4m3 ``0x7F``) with all its value bytes (codes) zero, so the whole tile
reads back as NaN, in :func:`dequantize` and in the kernels. A ``v41_fp4`` tile with ±inf but no NaN
saturates instead: amax / 6 is infinite, so the scale clamps to 448 and the infinite values are
stored as ±6 (reading back ±2688), the tile's finite values quantized under that scale. The row's
other tiles are unaffected.

Any format may serve as the main or the extra (compressed) source of an attention call, in any
pairing (FlashMLA allows FP4 only as the extra source beside a ``v41_fp8`` main source).

Per-token byte records (what :func:`quantize` returns) put the 576-B record first and the 8-B scale
record after it for ``model1``, and are the in-page token layout for the other formats;
:class:`KVFormat` says where each part lands in a page.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import torch

HEAD_DIM = 512
# Query heads per device the kernels take (DeepSeek-V4's 64 / 128, and tensor-parallel shares of them).
SUPPORTED_HEADS = (8, 16, 32, 64, 128)
# DeepSeek-V4's softmax scale: one over the square root of the 512-d key.
DEFAULT_SOFTMAX_SCALE = HEAD_DIM**-0.5
NOPE_DIM = 448
ROPE_DIM = 64
FP8_MAX = 448.0
MODEL1_TILE = 64
MODEL1_NUM_TILES = NOPE_DIM // MODEL1_TILE  # 7
MODEL1_RECORD_BYTES = NOPE_DIM + 2 * ROPE_DIM  # 576
MODEL1_SCALE_BYTES = MODEL1_NUM_TILES + 1  # 8
MODEL1_PAGE_ALIGN = 576
MODEL1_AMAX_FLOOR = 1e-4  # on amax / 448 (FlashMLA's)
# DeepSeek V4.1 formats.
V41_FP8_TILE = 32
V41_FP8_NUM_TILES = HEAD_DIM // V41_FP8_TILE  # 16
V41_FP8_DATA_BYTES = HEAD_DIM  # 512
V41_FP8_AMAX_FLOOR = 1e-4  # on amax / 448
V41_FP4_TILE = 16
V41_FP4_NUM_TILES = HEAD_DIM // V41_FP4_TILE  # 32
V41_FP4_DATA_BYTES = HEAD_DIM // 2  # 256
FP4_MAX = 6.0
V41_FP4_SCALE_MIN = 2.0**-9
# e2m1 magnitudes by code & 7.
E2M1_VALUES = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0)

# The formats before DeepSeek V4.1, and all of them. ``FORMATS`` keeps its earlier meaning (the
# serving stack's HF end-to-end bounds and demo cover these three); every API taking a format name
# accepts ``ALL_FORMATS``.
FORMATS = ("bf16", "fp8_uniform", "model1")
V41_FORMATS = ("v41_fp8", "v41_fp4")
ALL_FORMATS = FORMATS + V41_FORMATS
# V4.1 tokens in block-split pages: what a PagedKVCache and the op take beside ALL_FORMATS (the serving
# backend's pools and the benchmarks use the interleaved layout).
V41_BLOCK_FORMATS = ("v41_fp8_blocks", "v41_fp4_blocks")
CACHE_FORMATS = ALL_FORMATS + V41_BLOCK_FORMATS
V41_BLOCK_PAGE_ALIGN = 512


@dataclass(frozen=True)
class KVFormat:
    """Byte geometry of one KV format.

    ``record_bytes`` is the stride between consecutive tokens' main records in a page;
    ``scale_bytes`` (model1 and the block-split V4.1 formats) the stride of the scale records, which
    start after all P records. ``data_bytes`` (V4.1 formats) is where a token's scales start inside its
    per-token record (:func:`quantize`): ``[data_bytes of values | bytes_per_token - data_bytes of
    scales]``. ``encoding`` names the format whose records these are (the block-split formats share
    the interleaved ones'); ``page_align`` is the multiple a page is padded to.
    """

    name: str
    bytes_per_token: int
    record_bytes: int
    scale_bytes: int
    data_bytes: int = 0
    encoding: str = ""
    page_align: int = 1

    def page_bytes(self, page_size: int) -> int:
        """Bytes of one page of ``page_size`` tokens, padding included."""
        raw = page_size * self.bytes_per_token
        return -(-raw // self.page_align) * self.page_align

    def scale_offset(self, page_size: int) -> int:
        """Byte offset inside a page where the scale records start (0 for formats without any)."""
        return page_size * self.record_bytes if self.scale_bytes else 0


_SPECS = {
    "bf16": KVFormat("bf16", 2 * HEAD_DIM, 2 * HEAD_DIM, 0),
    "fp8_uniform": KVFormat("fp8_uniform", HEAD_DIM, HEAD_DIM, 0),
    "model1": KVFormat("model1", MODEL1_RECORD_BYTES + MODEL1_SCALE_BYTES, MODEL1_RECORD_BYTES, MODEL1_SCALE_BYTES,
                       page_align=MODEL1_PAGE_ALIGN),
    "v41_fp8": KVFormat("v41_fp8", 528, 528, 0, V41_FP8_DATA_BYTES),
    "v41_fp4": KVFormat("v41_fp4", 288, 288, 0, V41_FP4_DATA_BYTES),
    "v41_fp8_blocks": KVFormat("v41_fp8_blocks", 528, V41_FP8_DATA_BYTES, 528 - V41_FP8_DATA_BYTES, V41_FP8_DATA_BYTES,
                               "v41_fp8", V41_BLOCK_PAGE_ALIGN),
    "v41_fp4_blocks": KVFormat("v41_fp4_blocks", 288, V41_FP4_DATA_BYTES, 288 - V41_FP4_DATA_BYTES, V41_FP4_DATA_BYTES,
                               "v41_fp4", V41_BLOCK_PAGE_ALIGN),
}


def get_format(fmt: str | KVFormat) -> KVFormat:
    """Look a format up by name (one of :data:`CACHE_FORMATS`)."""
    if isinstance(fmt, KVFormat):
        return fmt
    if not isinstance(fmt, str) or fmt not in _SPECS:  # (a list would fail the lookup as unhashable)
        raise ValueError(f"fmt must be one of {CACHE_FORMATS}, got {fmt!r}")
    return _SPECS[fmt]


def bytes_per_token(fmt: str) -> int:
    return get_format(fmt).bytes_per_token


def _check_rows(rows: torch.Tensor) -> None:
    if not isinstance(rows, torch.Tensor):
        raise TypeError(f"rows must be a torch.Tensor, got {type(rows).__name__}")
    if rows.dim() != 2 or rows.shape[1] != HEAD_DIM:
        raise ValueError(f"rows must have shape [N, {HEAD_DIM}], got {list(rows.shape)}")
    if not rows.dtype.is_floating_point:
        raise TypeError(f"rows must be floating point, got {rows.dtype}")


# fp8_uniform's scale range: a normal float32 whose reciprocal is normal too (the kernels divide by it or
# multiply by its reciprocal in float32; outside it zeros become 0/0 or values x·inf).
SCALE_MIN, SCALE_MAX = 2.0**-126, 2.0**126


def _check_scale(scale: float) -> float:
    if isinstance(scale, bool) or not isinstance(scale, (int, float)):
        raise TypeError(f"scale must be a float, got {type(scale).__name__}")
    if not (SCALE_MIN <= scale <= SCALE_MAX):  # (compared as given: a huge int does not fit a float)
        shown = scale if isinstance(scale, float) or abs(scale) < 10**20 else f"an int of {len(str(abs(scale)))} digits"
        raise ValueError(f"scale must be a positive float in [2^-126, 2^126] (float32, with its reciprocal), "
                         f"got {shown}")  # fmt: skip
    return float(scale)


def model1_tile_exponents(nope: torch.Tensor) -> torch.Tensor:
    """UE8M0 scale bytes [N, 7] for the nope part [N, 448]: ``ceil(log2(max(amax / 448, 1e-4))) + 127``
    (FlashMLA's rule; amax / 448 rounded to float32, the ceil taken exactly from its bits)."""
    amax = nope.float().abs().reshape(nope.shape[0], MODEL1_NUM_TILES, MODEL1_TILE).amax(dim=-1)
    ratio = (amax / FP8_MAX).clamp_min(MODEL1_AMAX_FLOOR)
    mantissa, exponent = torch.frexp(ratio)  # ratio = mantissa · 2^exponent, mantissa in [0.5, 1)
    ceil_log2 = exponent - (mantissa == 0.5).to(exponent.dtype)
    return (ceil_log2 + 127).clamp(0, 254).to(torch.uint8)


def _tiles_finite(tiles: torch.Tensor) -> torch.Tensor:
    """[N, T] True where every value of the tile [N, T, width] is finite."""
    return torch.isfinite(tiles).all(dim=-1)


def v41_fp8_tile_exponents(rows: torch.Tensor) -> torch.Tensor:
    """UE8M0 scale bytes [N, 16] of rows [N, 512]: ``ceil(log2(max(amax / 448, 1e-4))) + 127`` per
    32-value tile (amax / 448 rounded to float32; the ceil taken exactly), 0xFF for a non-finite tile."""
    tiles = rows.float().reshape(rows.shape[0], V41_FP8_NUM_TILES, V41_FP8_TILE)
    finite = _tiles_finite(tiles)
    amax = torch.where(finite, tiles.abs().amax(dim=-1), 0.0)
    ratio = (amax / FP8_MAX).clamp_min(V41_FP8_AMAX_FLOOR)
    mantissa, exponent = torch.frexp(ratio)  # ratio = mantissa · 2^exponent, mantissa in [0.5, 1)
    ceil_log2 = exponent - (mantissa == 0.5).to(exponent.dtype)
    biased = (ceil_log2 + 127).clamp(0, 254).to(torch.uint8)
    return torch.where(finite, biased, torch.full_like(biased, 0xFF))


def v41_fp4_tile_scales(rows: torch.Tensor) -> torch.Tensor:
    """e4m3 scale bytes [N, 32] of rows [N, 512]: ``e4m3_rne(clamp(amax / 6, 2^-9, 448))`` per 16-value
    tile (an infinite amax clamps to 448), 0x7F (NaN) for a tile holding a NaN."""
    tiles = rows.float().reshape(rows.shape[0], V41_FP4_NUM_TILES, V41_FP4_TILE)
    has_nan = torch.isnan(tiles).any(dim=-1)
    amax = torch.where(has_nan, 0.0, tiles.abs().amax(dim=-1))
    scale = (amax / FP4_MAX).clamp(V41_FP4_SCALE_MIN, FP8_MAX).to(torch.float8_e4m3fn).view(torch.uint8)
    return torch.where(has_nan, torch.full_like(scale, 0x7F), scale)


def e2m1_codes(values: torch.Tensor) -> torch.Tensor:
    """e2m1 codes (uint8, 0..15) of float32 ``values``: round to nearest, ties to the even code,
    saturating at ±6 (±inf → ±6); the sign bit is the value's sign bit (−0 and small negatives → 8).
    NaN gives code 0."""
    a = values.abs()
    # Upper bounds of codes 0..6: inclusive at ties that go to the (even) lower code.
    code = (
        (a > 0.25).to(torch.uint8) + (a >= 0.75) + (a > 1.25) + (a >= 1.75) + (a > 2.5) + (a >= 3.5) + (a > 5.0)
    ).to(torch.uint8)
    code = code | (torch.signbit(values).to(torch.uint8) << 3)
    return torch.where(torch.isnan(values), torch.zeros_like(code), code)


def _quantize_v41_fp8(rows: torch.Tensor) -> torch.Tensor:
    count = rows.shape[0]
    exponents = v41_fp8_tile_exponents(rows)
    finite = exponents != 0xFF
    tile_scale = torch.exp2(exponents.float() - 127)  # exact powers of two
    tiles = rows.float().reshape(count, V41_FP8_NUM_TILES, V41_FP8_TILE)
    scaled = torch.where(finite[..., None], tiles / tile_scale[..., None], 0.0)
    values = scaled.clamp(-FP8_MAX, FP8_MAX).to(torch.float8_e4m3fn).view(torch.uint8).reshape(count, HEAD_DIM)
    return torch.cat([values, exponents], dim=1)


def _quantize_v41_fp4(rows: torch.Tensor) -> torch.Tensor:
    count = rows.shape[0]
    scale_bytes = v41_fp4_tile_scales(rows)
    nan_tile = scale_bytes == 0x7F  # (a finite scale is at most 448, 0x7E)
    tile_scale = scale_bytes.view(torch.float8_e4m3fn).float()
    tiles = rows.float().reshape(count, V41_FP4_NUM_TILES, V41_FP4_TILE)
    # ±inf / scale is ±inf, which e2m1_codes saturates to ±6.
    quotient = torch.where(nan_tile[..., None], 0.0, tiles / tile_scale[..., None])
    codes = e2m1_codes(quotient).reshape(count, V41_FP4_DATA_BYTES, 2)  # NaN tiles: all 0
    packed = codes[..., 0] | (codes[..., 1] << 4)
    return torch.cat([packed, scale_bytes], dim=1)


def e2m1_decode(codes: torch.Tensor) -> torch.Tensor:
    """float32 values of e2m1 codes (uint8, low 4 bits used)."""
    table = torch.tensor(E2M1_VALUES + tuple(-v for v in E2M1_VALUES), dtype=torch.float32, device=codes.device)
    return table[(codes & 0xF).long()]


def quantize(rows: torch.Tensor, fmt: str, scale: float = 1.0) -> torch.Tensor:
    """Encode rows [N, 512] into per-token byte records uint8 [N, bytes_per_token(fmt)].

    ``scale`` is the per-tensor scale of ``fp8_uniform`` (ignored by the other formats). The V4.1
    formats follow the rules of the module docstring, non-finite tiles included.
    """
    spec = get_format(fmt)
    _check_rows(rows)
    count = rows.shape[0]
    name = spec.encoding or spec.name
    if name == "bf16":
        return rows.to(torch.bfloat16).contiguous().view(torch.uint8).reshape(count, spec.bytes_per_token)
    if name == "fp8_uniform":
        scaled = rows.float() / _check_scale(scale)
        # torch's e4m3 cast turns out-of-range values into NaN: saturate first.
        return scaled.clamp(-FP8_MAX, FP8_MAX).to(torch.float8_e4m3fn).view(torch.uint8)
    if name == "v41_fp8":
        return _quantize_v41_fp8(rows)
    if name == "v41_fp4":
        return _quantize_v41_fp4(rows)
    # model1
    nope, rope = rows[:, :NOPE_DIM].float(), rows[:, NOPE_DIM:]
    exponents = model1_tile_exponents(nope)
    tile_scale = torch.exp2(exponents.float() - 127)  # exact powers of two
    scaled = nope.reshape(count, MODEL1_NUM_TILES, MODEL1_TILE) / tile_scale[..., None]
    nope_bytes = scaled.clamp(-FP8_MAX, FP8_MAX).to(torch.float8_e4m3fn).view(torch.uint8).reshape(count, NOPE_DIM)
    rope_bytes = rope.to(torch.bfloat16).contiguous().view(torch.uint8).reshape(count, 2 * ROPE_DIM)
    pad = torch.zeros(count, 1, dtype=torch.uint8, device=rows.device)
    return torch.cat([nope_bytes, rope_bytes, exponents, pad], dim=1)


def dequantize(records: torch.Tensor, fmt: str, scale: float = 1.0) -> torch.Tensor:
    """Decode per-token byte records uint8 [N, bytes_per_token(fmt)] into float32 rows [N, 512]."""
    spec = get_format(fmt)
    if not isinstance(records, torch.Tensor):
        raise TypeError(f"records must be a torch.Tensor, got {type(records).__name__}")
    if records.dtype != torch.uint8 or records.dim() != 2 or records.shape[1] != spec.bytes_per_token:
        raise ValueError(
            f"records must be uint8 [N, {spec.bytes_per_token}] for {spec.name}, got {records.dtype} {list(records.shape)}"
        )
    records = records.contiguous()
    count = records.shape[0]
    name = spec.encoding or spec.name
    if name == "bf16":
        return records.view(torch.bfloat16).float()
    if name == "fp8_uniform":
        return records.view(torch.float8_e4m3fn).float() * _check_scale(scale)
    if name == "v41_fp8":
        values = records[:, :V41_FP8_DATA_BYTES].contiguous().view(torch.float8_e4m3fn).float()
        exponents = records[:, V41_FP8_DATA_BYTES:]
        tile_scale = torch.where(exponents == 0xFF, math.nan, torch.exp2(exponents.float() - 127))
        values = values.reshape(count, V41_FP8_NUM_TILES, V41_FP8_TILE) * tile_scale[..., None]
        return values.reshape(count, HEAD_DIM)
    if name == "v41_fp4":
        packed = records[:, :V41_FP4_DATA_BYTES]
        codes = torch.stack([packed & 0xF, packed >> 4], dim=-1).reshape(count, HEAD_DIM)
        tile_scale = records[:, V41_FP4_DATA_BYTES:].contiguous().view(torch.float8_e4m3fn).float()
        values = e2m1_decode(codes).reshape(count, V41_FP4_NUM_TILES, V41_FP4_TILE) * tile_scale[..., None]
        return values.reshape(count, HEAD_DIM)
    nope = records[:, :NOPE_DIM].contiguous().view(torch.float8_e4m3fn).float()
    rope = records[:, NOPE_DIM:MODEL1_RECORD_BYTES].contiguous().view(torch.bfloat16).float()
    exponents = records[:, MODEL1_RECORD_BYTES : MODEL1_RECORD_BYTES + MODEL1_NUM_TILES]
    tile_scale = torch.exp2(exponents.float() - 127)
    nope = (nope.reshape(count, MODEL1_NUM_TILES, MODEL1_TILE) * tile_scale[..., None]).reshape(count, NOPE_DIM)
    return torch.cat([nope, rope], dim=1)
