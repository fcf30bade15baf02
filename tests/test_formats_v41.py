"""DeepSeek V4.1 KV formats (``v41_fp8`` 528 B/token, ``v41_fp4`` 288 B/token, interleaved or in block-split
pages): byte layout against pages built by hand from the rules, quantization error, the kernel (Triton
interpreter on a CPU) against the float64 reference on the dequantized bytes, and the serving backend
with V4.1 pools."""

import math
import struct

import pytest
import torch

import sparsemla
from sparsemla import PagedKVCache, SplitKVWorkspace, bytes_per_token, dequantize, get_format, quantize, sparse_attention
from sparsemla.formats import ALL_FORMATS, CACHE_FORMATS, FORMATS, V41_BLOCK_FORMATS, V41_FORMATS
from sparsemla.kernels.triton import gluon_unavailable_reason
from helpers import POISON, assert_matches_reference, make_cache, random_indices, reference

DEVICE = "cuda" if torch.cuda.is_available() else "cpu"
NAN, INF = float("nan"), float("inf")


# ---- plain-Python encoders, written from the rules (no torch casts) --------------------------------


def f32(x: float) -> float:
    """Round a Python float to float32."""
    return struct.unpack("<f", struct.pack("<f", x))[0]


def e4m3_value(code: int) -> float:
    """Value of an e4m3fn byte (0x7F / 0xFF: NaN)."""
    sign = -1.0 if code & 0x80 else 1.0
    exponent, mantissa = (code >> 3) & 0xF, code & 7
    if exponent == 0xF and mantissa == 7:
        return NAN
    if exponent == 0:
        return sign * mantissa * 2.0**-9
    return sign * (1 + mantissa / 8) * 2.0 ** (exponent - 7)


def nearest_even_code(a: float, values: list[float]) -> int:
    """Index of the value nearest to ``a`` (values ascending from 0), ties to the even index, saturating."""
    if a >= values[-1]:
        return len(values) - 1
    for i in range(len(values) - 1):
        low, high = values[i], values[i + 1]
        if a <= high:
            if a - low < high - a:
                return i
            if a - low > high - a:
                return i + 1
            return i if i % 2 == 0 else i + 1
    raise AssertionError


E4M3_POSITIVE = [e4m3_value(c) for c in range(0x7F)]  # 0 … 448, ascending
E2M1_POSITIVE = [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0]


def e4m3_rne(x: float) -> int:
    code = nearest_even_code(abs(x), E4M3_POSITIVE)
    return code | (0x80 if math.copysign(1.0, x) < 0 else 0)


def e2m1_rne(x: float) -> int:
    code = nearest_even_code(abs(x), E2M1_POSITIVE)
    return code | (8 if math.copysign(1.0, x) < 0 else 0)


def hand_v41_fp8_token(row: list[float]) -> bytes:
    data, scales = [], []
    for tile in range(16):
        values = row[32 * tile : 32 * tile + 32]
        if not all(math.isfinite(v) for v in values):
            data += [0] * 32
            scales.append(0xFF)
            continue
        ratio = max(f32(max(abs(v) for v in values) / 448.0), f32(1e-4))
        exponent = -200
        while 2.0**exponent < ratio:  # the ceil of log2, by counting
            exponent += 1
        scales.append(exponent + 127)
        data += [e4m3_rne(v / 2.0**exponent) for v in values]
    return bytes(data + scales)


def hand_v41_fp4_token(row: list[float]) -> bytes:
    codes, scales = [], []
    for tile in range(32):
        values = row[16 * tile : 16 * tile + 16]
        if any(math.isnan(v) for v in values):  # a NaN poisons the tile; ±inf does not (below)
            codes += [0] * 16
            scales.append(0x7F)
            continue
        # An infinite amax clamps the scale to 448; an infinite value then saturates to ±6.
        ratio = min(max(f32(max(abs(v) for v in values) / 6.0), 2.0**-9), 448.0)
        scale_code = e4m3_rne(ratio)
        scale = e4m3_value(scale_code)
        scales.append(scale_code)
        codes += [e2m1_rne(f32(v / scale)) for v in values]
    packed = [codes[2 * j] | (codes[2 * j + 1] << 4) for j in range(256)]  # even index: low nibble
    return bytes(packed + scales)


HAND = {"v41_fp8": hand_v41_fp8_token, "v41_fp4": hand_v41_fp4_token}


def special_rows(count: int, seed: int = 0) -> torch.Tensor:
    """Random rows plus tiles that hit the rules' corners: power-of-two amax, the scale floors, ties,
    saturation, signed zeros, NaN and inf."""
    g = torch.Generator().manual_seed(seed)
    rows = torch.randn(count, 512, generator=g)
    rows[0, :32] *= 1000.0  # large tile
    rows[0, 32:64] *= 1e-7  # below both floors (fp8: amax/448 < 1e-4; fp4: amax/6 < 2^-9)
    rows[0, 64:96] = 0.0  # zero tile
    rows[0, 96] = -0.0
    rows[1, :32] = torch.linspace(-1, 1, 32) * 448 * 2.0**-3  # amax / 448 exactly a power of two
    # e4m3 ties at scale 1 (amax 448 → ratio 1): 1.0625 → 1.0, 1.1875 → 1.25, 17 → 16, 19 → 20, 0.5·2^-9 → 0.
    rows[1, 32:40] = torch.tensor([448.0, 1.0625, 1.1875, 17.0, 19.0, 2.0**-10, -(2.0**-10), 3 * 2.0**-10])
    rows[1, 40:64] = 0.25
    # fp4 tiles with scale exactly 1 (amax 6): the e2m1 ties and -0.
    rows[2, :16] = torch.tensor([6.0, 0.25, 0.75, 1.25, 1.75, 2.5, 3.5, 5.0, -0.25, -0.75, -5.0, -0.1, -0.0, 0.0, 5.5, 2.9])
    # fp4: amax/6 = 1.0625 → e4m3 scale 1.0, so 6.375 saturates to 6.
    rows[2, 16:32] = torch.tensor([6.375, -6.375] + [1.0] * 14)
    rows[2, 32:48] *= 1e4  # amax/6 above 448: the scale clamps to 448, values saturate
    rows[2, 48:64] = 1e-4  # amax/6 below 2^-9: scale 2^-9 (byte 0x01)
    rows[3, 5] = NAN  # NaN tile (fp8 tile 0, fp4 tile 0)
    rows[3, 100] = INF  # +inf tile (fp8 tile 3, fp4 tile 6: saturates)
    rows[3, 300] = -INF  # -inf tile (fp8 tile 9, fp4 tile 18: saturates)
    return rows


# ---- geometry and byte layout ---------------------------------------------------------------------


def test_geometry():
    assert ALL_FORMATS == FORMATS + V41_FORMATS == ("bf16", "fp8_uniform", "model1", "v41_fp8", "v41_fp4")
    assert bytes_per_token("v41_fp8") == 528 and bytes_per_token("v41_fp4") == 288
    for fmt, bpt in (("v41_fp8", 528), ("v41_fp4", 288)):
        spec = get_format(fmt)
        assert spec.page_bytes(64) == 64 * bpt and spec.page_bytes(7) == 7 * bpt  # no padding
        assert spec.record_bytes == bpt and spec.scale_offset(64) == 0
    assert get_format("v41_fp8").data_bytes == 512 and get_format("v41_fp4").data_bytes == 256
    # Block-split pages: P data rows, then P scale rows, the page padded to a multiple of 512 B.
    assert CACHE_FORMATS == ALL_FORMATS + V41_BLOCK_FORMATS == ALL_FORMATS + ("v41_fp8_blocks", "v41_fp4_blocks")
    for fmt, data, scales in (("v41_fp8_blocks", 512, 16), ("v41_fp4_blocks", 256, 32)):
        spec = get_format(fmt)
        assert spec.bytes_per_token == data + scales and spec.data_bytes == data
        assert (spec.record_bytes, spec.scale_bytes, spec.scale_offset(7)) == (data, scales, 7 * data)
        assert spec.page_bytes(64) == 64 * (data + scales)  # already a multiple of 512
        assert spec.page_bytes(7) == -(-7 * (data + scales) // 512) * 512 > 7 * (data + scales)


@pytest.mark.parametrize("fmt", V41_FORMATS)
def test_page_matches_hand_built_layout(fmt):
    page_size, bpt = 8, bytes_per_token(fmt)
    rows = special_rows(page_size, seed=1)
    cache = PagedKVCache(3, page_size, fmt)
    order = torch.tensor([5, 0, 7, 2, 1, 6, 3, 4])  # token i goes to page 1, offset order[i]
    cache.store(rows, page_size + order)
    page = bytes(cache.data[1].tolist())
    data_bytes = get_format(fmt).data_bytes
    for i, row in enumerate(rows.tolist()):
        want = HAND[fmt](row)
        start = int(order[i]) * bpt
        got = page[start : start + bpt]
        # Field by field, so that a failure names the field.
        for j in range(data_bytes):
            assert got[j] == want[j], f"token {i}: data byte {j}: {got[j]:#04x} != {want[j]:#04x}"
        for k in range(bpt - data_bytes):
            assert got[data_bytes + k] == want[data_bytes + k], f"token {i}: scale {k}"
    assert torch.all(cache.data[0] == 0) and torch.all(cache.data[2] == 0)
    assert torch.equal(quantize(rows, fmt)[0], torch.tensor(list(HAND[fmt](rows[0].tolist())), dtype=torch.uint8))


@pytest.mark.parametrize("fmt", V41_BLOCK_FORMATS)
def test_block_split_page_matches_hand_built_layout(fmt):
    """FlashMLA's older V4.1 page: token t's data at t × data_bytes, its scales at P × data_bytes +
    t × scale_bytes, then zero padding to a multiple of 512 B; each token's bytes are the same record
    as in the interleaved format."""
    page_size = 7
    interleaved = fmt.removesuffix("_blocks")
    spec = get_format(fmt)
    data_bytes, scale_bytes = spec.data_bytes, spec.bytes_per_token - spec.data_bytes
    rows = special_rows(page_size, seed=2)
    cache = PagedKVCache(3, page_size, fmt)
    order = torch.tensor([4, 0, 6, 2, 1, 5, 3])  # token i goes to page 2, offset order[i]
    cache.store(rows, 2 * page_size + order)
    page = bytes(cache.data[2].tolist())
    assert len(page) == spec.page_bytes(page_size) and len(page) % 512 == 0
    for i, row in enumerate(rows.tolist()):
        want = HAND[interleaved](row)
        t = int(order[i])
        data = page[t * data_bytes : (t + 1) * data_bytes]
        scales = page[page_size * data_bytes + t * scale_bytes : page_size * data_bytes + (t + 1) * scale_bytes]
        for j in range(data_bytes):
            assert data[j] == want[j], f"token {i}: data byte {j}: {data[j]:#04x} != {want[j]:#04x}"
        for k in range(scale_bytes):
            assert scales[k] == want[data_bytes + k], f"token {i}: scale {k}"
    assert all(byte == 0 for byte in page[page_size * (data_bytes + scale_bytes) :])  # the padding
    assert torch.all(cache.data[0] == 0) and torch.all(cache.data[1] == 0)
    # The same records as the interleaved format, read back alike.
    assert torch.equal(quantize(rows, fmt), quantize(rows, interleaved))
    twin = PagedKVCache(3, page_size, interleaved)
    twin.store(rows, 2 * page_size + order)
    slots = torch.arange(3 * page_size)
    torch.testing.assert_close(cache.gather(slots), twin.gather(slots), rtol=0, atol=0, equal_nan=True)


def test_v41_fp8_rules_spelled_out():
    rows = special_rows(4)
    rec = quantize(rows, "v41_fp8")
    scales = rec[:, 512:]
    assert scales[0, 1] == 127 - 13  # amax/448 below 1e-4: 2^ceil(log2(1e-4)) = 2^-13
    assert scales[0, 2] == 127 - 13 and torch.all(rec[0, 64:96] == 0)  # zero tile
    assert rec[0, 96] == 0x80  # -0.0 keeps its sign
    assert scales[1, 0] == 127 - 3  # amax/448 = 2^-3 exactly: no rounding up
    assert scales[1, 1] == 127  # amax 448 → scale 1
    assert rec[1, 32:40].tolist() == [0x7E, 0x38, 0x3A, 0x58, 0x5A, 0x00, 0x80, 0x02]  # RNE ties
    assert rec[3, 512] == 0xFF and rec[3, 515] == 0xFF and rec[3, 521] == 0xFF  # NaN, +inf, -inf tiles
    assert torch.all(rec[3, 0:32] == 0) and torch.all(rec[3, 96:128] == 0)
    back = dequantize(rec, "v41_fp8")
    assert torch.isnan(back[3, :32]).all() and torch.isnan(back[3, 96:128]).all() and torch.isnan(back[3, 288:320]).all()
    nan_tiles = torch.isnan(back[3]).reshape(16, 32).any(-1)
    assert nan_tiles.tolist() == [t in (0, 3, 9) for t in range(16)]  # other tiles unaffected
    assert not torch.isnan(back[:3]).any()


def test_v41_fp4_rules_spelled_out():
    rows = special_rows(4)
    rec = quantize(rows, "v41_fp4")
    data, scales = rec[:, :256], rec[:, 256:]
    codes = torch.stack([data & 0xF, data >> 4], -1).reshape(4, 512)
    assert scales[2, 0] == 0x38  # amax 6 → scale 1.0
    # 6, .25→0, .75→1.0, 1.25→1.0, 1.75→2, 2.5→2, 3.5→4, 5→4, -.25→-0, -.75→-1, -5→-4, -.1→-0, -0, 0, 5.5→6, 2.9→3
    assert codes[2, :16].tolist() == [7, 0, 2, 2, 4, 4, 6, 6, 8, 10, 14, 8, 8, 0, 7, 5]
    assert data[2, 0] == 0x07 and data[2, 1] == 0x22 and data[2, 7] == 0x57  # even index in the low nibble
    assert scales[2, 1] == 0x38 and codes[2, 16:18].tolist() == [7, 15]  # 6.375 saturates to ±6
    assert scales[2, 2] == 0x7E  # amax/6 > 448: scale 448
    assert scales[2, 3] == 0x01  # amax/6 < 2^-9: scale 2^-9
    assert scales[0, 2] == 0x01 and torch.all(codes[0, 64:80] == 0)  # zero tile
    # A NaN tile: NaN scale, codes 0. ±inf tiles saturate: scale 448, the infinite value ±6.
    assert [int(scales[3, t]) for t in (0, 6, 18)] == [0x7F, 0x7E, 0x7E]
    assert torch.all(codes[3, 0:16] == 0) and codes[3, 100] == 7 and codes[3, 300] == 15
    back = dequantize(rec, "v41_fp4")
    nan_tiles = torch.isnan(back[3]).reshape(32, 16).all(-1)
    assert nan_tiles.tolist() == [t == 0 for t in range(32)]
    assert not torch.isnan(back[3]).reshape(32, 16)[~nan_tiles].any()
    assert back[3, 100] == 6 * 448 and back[3, 300] == -6 * 448
    assert back[2, 16] == 6.0 and back[2, 17] == -6.0


def test_v41_fp4_infinities_saturate_as_flashmla_stores_them():
    """FlashMLA's FP4 quantizer poisons a tile only for a NaN (its scale NaN, its codes 0); ±inf makes
    amax / 6 infinite, which the scale's clamp turns into 448, and the infinite values saturate to ±6
    (±2688), the tile's finite values quantized under that scale. The FP8 formats poison both."""
    row = torch.full((1, 512), 0.5)
    row[0, 0], row[0, 1], row[0, 2], row[0, 3] = INF, -INF, 100.0, -3000.0  # FP4 tile 0: both infinities
    row[0, 16] = -INF  # tile 1: -inf alone
    row[0, 32], row[0, 33] = NAN, INF  # tile 2: NaN beside inf
    rec = quantize(row, "v41_fp4")
    data, scales = rec[0, :256], rec[0, 256:]
    codes = torch.stack([data & 0xF, data >> 4], -1).reshape(512)
    assert scales[:4].tolist() == [0x7E, 0x7E, 0x7F, 0x1B]  # 448, 448, NaN, e4m3(0.5 / 6) = 0.0859375
    # inf → 6, -inf → -6, 100 / 448 → 0, -3000 / 448 → -6 (saturated), 0.5 / 448 → 0
    assert codes[:5].tolist() == [7, 15, 0, 15, 0] and codes[16] == 15 and torch.all(codes[32:48] == 0)
    back = dequantize(rec, "v41_fp4")
    assert back[0, :4].tolist() == [2688.0, -2688.0, 0.0, -2688.0] and back[0, 16] == -2688.0
    assert torch.isnan(back[0, 32:48]).all() and not torch.isnan(back[0, :32]).any()
    assert torch.equal(rec[0], torch.tensor(list(hand_v41_fp4_token(row[0].tolist())), dtype=torch.uint8))
    fp8 = quantize(row, "v41_fp8")
    assert fp8[0, 512:514].tolist() == [0xFF, 0xFF]  # FP8 tiles 0 and 1 (both hold an infinity)


def test_all_e2m1_codes_and_e4m3_scales_decode():
    # Every nibble in both positions, with every finite e4m3 scale, through PagedKVCache.
    rec = torch.zeros(2, 288, dtype=torch.uint8)
    rec[:, :256] = torch.arange(256, dtype=torch.uint8)  # byte b: low nibble b & 15, high b >> 4
    rec[0, 256:] = torch.arange(32, dtype=torch.uint8) * 4 + 1
    rec[1, 256:] = torch.arange(32, dtype=torch.uint8) * 4 + 2
    back = dequantize(rec, "v41_fp4")
    for r in range(2):
        for col in range(512):
            byte = col // 2
            code = (byte >> (4 * (col % 2))) & 0xF
            value = (-1 if code & 8 else 1) * E2M1_POSITIVE[code & 7] * e4m3_value(int(rec[r, 256 + col // 16]))
            assert float(back[r, col]) == value, (r, col)


# ---- quantization error ---------------------------------------------------------------------------


def relative_rms(a: torch.Tensor, b: torch.Tensor) -> float:
    return float((a.double() - b.double()).pow(2).mean().sqrt() / b.double().pow(2).mean().sqrt())


def test_round_trip_error_bounds_and_report():
    g = torch.Generator().manual_seed(5)
    rows = torch.randn(256, 512, generator=g) * torch.exp(torch.randn(256, 16, 1, generator=g)).repeat(1, 1, 32).reshape(256, 512)
    # v41_fp8: scale < 2·max(amax/448, 1e-4) and ≥ amax/448; e4m3 rounding ≤ 2^-4 relative (+ half a
    # subnormal step, 2^-10 of the scale).
    rec = quantize(rows, "v41_fp8")
    back = dequantize(rec, "v41_fp8")
    scale = torch.exp2(rec[:, 512:].float() - 127).repeat_interleave(32, dim=1)
    amax = rows.abs().reshape(256, 16, 32).amax(-1).repeat_interleave(32, dim=1)
    assert torch.all(scale * 448 >= amax) and torch.all(scale < 2 * torch.clamp(amax / 448, min=1e-4))
    assert torch.all((back - rows).abs() <= rows.abs() * 2**-4 + scale * 2**-10)
    # v41_fp4: RNE on the e2m1 grid is within a quarter of |x| or a quarter of the scale; saturation
    # (the scale rounded below amax/6, at most 2^-4 relative for normal e4m3 scales) stays inside that.
    rec4 = quantize(rows, "v41_fp4")
    back4 = dequantize(rec4, "v41_fp4")
    scale4 = rec4[:, 256:].view(torch.float8_e4m3fn).float().repeat_interleave(16, dim=1)
    normal = scale4 >= 2.0**-6
    assert normal.float().mean() > 0.9
    bound = torch.maximum(rows.abs() / 4, scale4 / 4) * (1 + 1e-6)
    assert torch.all((back4 - rows).abs()[normal] <= bound[normal])
    # Subnormal e4m3 scales round coarsely (a step of 2^-9): saturation error up to half the tile's amax.
    amax4 = rows.abs().reshape(256, 32, 16).amax(-1).repeat_interleave(16, dim=1)
    assert torch.all((back4 - rows).abs() <= torch.maximum(bound, amax4 / 2))
    model1 = dequantize(quantize(rows, "model1"), "model1")
    errors = {
        "v41_fp8": relative_rms(back, rows), "v41_fp4": relative_rms(back4, rows), "model1": relative_rms(model1, rows)
    }  # fmt: skip
    print("relative RMS error vs unquantized rows:", {k: f"{v:.4f}" for k, v in errors.items()})
    assert errors["v41_fp8"] < 0.035 and errors["v41_fp4"] < 0.12


# ---- the kernel against the float64 reference on the dequantized bytes ----------------------------

PAIRS = (
    [(m, e) for m in V41_FORMATS for e in (None,) + ALL_FORMATS]
    + [(m, e) for m in FORMATS for e in V41_FORMATS]
    + [("v41_fp8_blocks", "v41_fp4_blocks"), ("v41_fp4_blocks", None), ("model1", "v41_fp8_blocks"),
       ("v41_fp8_blocks", "v41_fp4")]
)  # fmt: skip


def kernel_problem(seed, heads, fmt, extra_fmt, rows=4, width=40, extra_width=24):
    g = torch.Generator().manual_seed(seed)
    cache, slots = make_cache(70, 16, fmt, DEVICE, g)
    q = torch.randn(rows, heads, 512, generator=g).to(DEVICE, torch.bfloat16)
    lengths = torch.randint(1, width + 1, (rows,), generator=g, dtype=torch.int32)
    lengths[-1] = 0
    case = dict(q=q, cache=cache, indices=random_indices(rows, width, slots, g, DEVICE), lengths=lengths.to(DEVICE))
    if extra_fmt is not None:
        extra, extra_slots = make_cache(30, 8, extra_fmt, DEVICE, g)
        extra_lengths = torch.randint(0, extra_width + 1, (rows,), generator=g, dtype=torch.int32)
        extra_lengths[-1] = 0
        case.update(extra_cache=extra, extra_indices=random_indices(rows, extra_width, extra_slots, g, DEVICE),
                    extra_lengths=extra_lengths.to(DEVICE))  # fmt: skip
    sinks = (torch.randn(heads, generator=g) * 2).to(DEVICE)
    sinks[0] = -math.inf
    return case, sinks


@pytest.mark.parametrize("num_splits", [1, 3])
@pytest.mark.parametrize("heads", [8, 64])
@pytest.mark.parametrize("fmt, extra_fmt", PAIRS)
def test_kernel_matches_reference(fmt, extra_fmt, heads, num_splits):
    case, sinks = kernel_problem(PAIRS.index((fmt, extra_fmt)) * 10 + heads + num_splits, heads, fmt, extra_fmt)
    workspace = SplitKVWorkspace(DEVICE, 8)
    out = torch.full_like(case["q"], POISON)
    got, lse = sparse_attention(**case, sinks=sinks, workspace=workspace, num_splits=num_splits, out=out,
                                return_lse=True)  # fmt: skip
    ref_out, ref_lse = reference(**case, sinks=sinks)
    assert_matches_reference(got, lse, ref_out, ref_lse)
    relative = float((got.double() - ref_out).abs().max() / ref_out.abs().max())
    assert relative <= 2.5e-2, relative
    if extra_fmt is not None:
        assert torch.all(got[-1] == 0)  # no valid entry in either list
    assert torch.count_nonzero(workspace.counters(heads)) == 0


@pytest.mark.parametrize("heads", [8, 64])
@pytest.mark.parametrize("fmt", V41_FORMATS + V41_BLOCK_FORMATS)
def test_kernel_dequantizes_exactly(fmt, heads):
    """One valid entry per row: the output is that row, dequantized in the kernel, bit for bit (the
    stored values are exact in bf16); -1 entries and an out-of-range slot around it are skipped."""
    g = torch.Generator().manual_seed(3)
    cache, slots = make_cache(40, 16, fmt, DEVICE, g)
    rows = 5
    q = torch.randn(rows, heads, 512, generator=g).to(DEVICE, torch.bfloat16)
    picked = slots[torch.randint(0, 40, (rows,), generator=g).to(DEVICE)]
    indices = torch.full((rows, 20), -1, dtype=torch.int32, device=DEVICE)
    indices[:, 7] = picked.to(torch.int32)
    indices[:, 3] = cache.num_slots + 5  # never read
    for main_fmt, extra_kwargs in ((fmt, {}), ("bf16", "extra")):
        if extra_kwargs == "extra":  # the same rows as the extra source beside an empty bf16 main list
            empty = PagedKVCache(1, 16, "bf16", device=DEVICE)
            empty_idx = torch.full((rows, 4), -1, dtype=torch.int32, device=DEVICE)
            out = sparse_attention(q, empty, empty_idx, extra_cache=cache, extra_indices=indices)
        else:
            out = sparse_attention(q, cache, indices)
        want = cache.gather(picked.long()).to(torch.bfloat16)
        assert torch.equal(out, want[:, None, :].expand_as(out)), main_fmt


@pytest.mark.parametrize("kernel", ["auto", "triton"])
@pytest.mark.parametrize("num_splits", [1, 3])
def test_block_split_pages_give_the_interleaved_output(num_splits, kernel):
    """The same rows in block-split and in interleaved pages (page size 7: block-split pages padded from
    3,696 / 2,016 to 4,096 / 2,048 B): bit-identical outputs and LSEs from one kernel (the only
    difference is addressing), each against the reference. ``auto``: the Gluon kernel on Hopper (both
    layouts), else the portable Triton kernel."""
    g = torch.Generator().manual_seed(11 + num_splits)
    heads, rows, width, extra_width = 16, 3, 40, 24
    q = torch.randn(rows, heads, 512, generator=g).to(DEVICE, torch.bfloat16)
    window, compressed = torch.randn(60, 512, generator=g), torch.randn(30, 512, generator=g)
    window_slots, compressed_slots = torch.randperm(63, generator=g)[:60], torch.randperm(35, generator=g)[:30]
    indices = window_slots[torch.randint(0, 60, (rows, width), generator=g)].to(torch.int32)
    extra_indices = compressed_slots[torch.randint(0, 30, (rows, extra_width), generator=g)].to(torch.int32)
    indices[0, :5] = -1
    sinks = torch.randn(heads, generator=g).to(DEVICE)
    options = sparsemla.AttentionOptions(kernel=kernel)
    kernels, outputs = set(), []
    for main_fmt, extra_fmt in (("v41_fp8", "v41_fp4"), ("v41_fp8_blocks", "v41_fp4_blocks")):
        kernels.add(sparsemla.describe_kernel(heads, main_fmt, extra_fmt, device=DEVICE, options=options)[0])
        main, extra = PagedKVCache(9, 7, main_fmt, device=DEVICE), PagedKVCache(5, 7, extra_fmt, device=DEVICE)
        main.store(window.to(DEVICE), window_slots.to(DEVICE))
        extra.store(compressed.to(DEVICE), compressed_slots.to(DEVICE))
        case = dict(q=q, cache=main, indices=indices.to(DEVICE), extra_cache=extra, extra_indices=extra_indices.to(DEVICE))
        out = torch.full_like(q, POISON)
        workspace = SplitKVWorkspace(DEVICE, rows)
        got, lse = sparse_attention(**case, sinks=sinks, workspace=workspace, num_splits=num_splits, out=out,
                                    return_lse=True, options=options)  # fmt: skip
        ref_out, ref_lse = reference(**case, sinks=sinks)
        assert_matches_reference(got, lse, ref_out, ref_lse)
        outputs.append((got, lse))
    gluon = DEVICE == "cuda" and kernel == "auto" and gluon_unavailable_reason(torch.cuda.current_device()) is None
    assert kernels == {"gluon" if gluon else "triton"}
    assert torch.equal(outputs[0][0], outputs[1][0]) and torch.equal(outputs[0][1], outputs[1][1])


def test_kernel_nan_tiles_only_where_read():
    """A NaN tile poisons the rows that read it (as a NaN bf16 row would) and no others."""
    g = torch.Generator().manual_seed(8)
    cache, slots = make_cache(20, 8, "v41_fp4", DEVICE, g)
    bad = torch.randn(1, 512, generator=g)
    bad[0, 40] = NAN
    cache.store(bad.to(DEVICE), slots[:1])
    q = torch.randn(2, 8, 512, generator=g).to(DEVICE, torch.bfloat16)
    indices = slots[None, 1:9].repeat(2, 1).to(torch.int32)
    indices[0, 0] = slots[0]
    out = sparse_attention(q, cache, indices)
    assert torch.isnan(out[0]).all() and not torch.isnan(out[1]).any()


# ---- the serving backend with V4.1 pools ------------------------------------------------------------


@pytest.fixture(scope="module")
def hf_small_steps():
    pytest.importorskip("transformers.models.deepseek_v4")
    from sparsemla.testing import e2e, oracle

    hf_config = oracle.make_oracle_config()
    schedule = e2e.build_schedule([(140, 20), (60, 10)], late_requests=1, decode_steps=3, verify_rows=2)
    captures = e2e.capture_requests(hf_config, e2e.request_chunks(schedule, 2))
    return hf_config, captures, e2e.merge_steps(captures, schedule, hf_config.index_topk)


def mixed_format_reference(step, layer, swa_fmt, compressed_fmt):
    """Like ``e2e.format_reference``, with the window rows in ``swa_fmt`` and the compressed rows in
    ``compressed_fmt``: float64 [R, H, 512] on the rows as the pools store them."""
    from sparsemla.testing import oracle
    from sparsemla.testing.reference import sparse_attention_ref

    def stored(rows, fmt):
        return dequantize(quantize(rows, fmt), fmt).double()

    outs = []
    for rec in step.records[layer]:
        indices, lengths, extra, extra_lengths = oracle.build_indices(rec)
        kwargs = {}
        if extra is not None:
            kwargs = dict(kv_extra=stored(rec.compressed_kv, compressed_fmt), extra_indices=extra, extra_lengths=extra_lengths)
        out, _ = sparse_attention_ref(
            rec.q.to(torch.bfloat16).double(), stored(rec.window_kv, swa_fmt), indices, lengths,
            sinks=rec.sinks.double(), softmax_scale=rec.scaling, **kwargs,
        )  # fmt: skip
        outs.append(out)
    return torch.cat(outs)


def run_step(run, step) -> list[torch.Tensor]:
    """One step through the backend (outputs poisoned first); every layer's output."""
    from sparsemla import ForwardBatch

    backend, device = run.backend, run.device
    slots = run.prepare(step)
    if step.mode == "extend":
        batch = ForwardBatch.extend(slots, step.seq_lens, step.new_tokens, device=device)
    elif step.mode == "verify":
        batch = ForwardBatch.verify(slots, step.seq_lens, step.rows_per_request, device=device)
    else:
        batch = ForwardBatch.decode(slots, step.seq_lens, device=device)
    backend.init_forward_metadata(batch)
    outputs = []
    for layer in range(len(step.q)):
        compressed, topk = step.compressed_kv[layer], step.topk[layer]
        backend.out.fill_(float("nan"))
        out = backend.forward(
            layer, step.q[layer].to(device), run.sinks[layer], None if topk is None else topk.to(device),
            kv=step.kv[layer].to(device), compressed_kv=None if compressed is None else compressed.to(device),
        )  # fmt: skip
        outputs.append(out.clone())
    return outputs


@pytest.mark.parametrize("swa_fmt, compressed_fmt", [("v41_fp8", "v41_fp4"), ("v41_fp8", "v41_fp8"), ("model1", "v41_fp4")])
def test_backend_with_v41_pools(hf_small_steps, swa_fmt, compressed_fmt):
    """The backend with V4.1 pools (SWA in v41_fp8, compressed rows in v41_fp4 or v41_fp8) against the
    exact reference on the same stored rows, every layer of every step (the Triton kernel runs the last
    two steps on a CPU, every step on a GPU). The error against HF's unquantized attention and that of
    the compressed rows against HF's rows are printed, not bounded."""
    from sparsemla.testing import e2e

    hf_config, captures, steps = hf_small_steps
    kw = dict(max_running_requests=2, max_prefill_tokens=256, chunked_prefill_size=256, num_draft_tokens=2,
              swa_page_size=16, compressed_page_size=8, max_context_len=512, num_splits=1)  # fmt: skip
    run = e2e.make_run(hf_config, captures, device=DEVICE, kv_format=swa_fmt, compressed_kv_format=compressed_fmt,
                       attention_impl="torch", **kw)  # fmt: skip
    pools = run.backend.pools
    assert {c.fmt for c in pools.swa_caches} == {swa_fmt}
    assert {c.fmt for c in pools.compressed_caches if c is not None} == {compressed_fmt}
    kernel_steps = {len(steps) - 2, len(steps) - 1} if DEVICE == "cpu" else set(range(len(steps)))
    worst_ref, worst_hf, row_errors = 0.0, 0.0, []
    for step in steps:
        run.backend.attention_impl = "triton" if step.index in kernel_steps else "torch"
        outputs = run_step(run, step)
        for layer, out in enumerate(outputs):
            error = e2e.relative_error(out, mixed_format_reference(step, layer, swa_fmt, compressed_fmt))
            assert error <= e2e.REFERENCE_BOUND, (step.index, step.mode, layer, error)
            worst_ref = max(worst_ref, error)
            worst_hf = max(worst_hf, e2e.relative_error(out, step.hf_out[layer]))
            rows = step.compressed_kv[layer]
            if rows is not None and rows.shape[0]:
                row_errors.append(relative_rms(dequantize(quantize(rows, compressed_fmt), compressed_fmt), rows))
    assert row_errors and kernel_steps
    print(f"\n{swa_fmt} + {compressed_fmt}: backend vs reference on the stored rows {worst_ref:.2e} (max, relative); "
          f"vs HF on unquantized rows {worst_hf:.3f}; compressed rows vs unquantized: relative RMS "
          f"{min(row_errors):.4f}-{max(row_errors):.4f}")  # fmt: skip
    run.release_all()


def test_backend_config_and_pool_formats():
    from sparsemla import DSv4AttentionBackend, DSv4BackendConfig
    from sparsemla.serving.pools import CSA, HCA, SLIDING

    kwargs = dict(num_heads=8, layer_types=(SLIDING, CSA, HCA), max_running_requests=2, max_prefill_tokens=16,
                  chunked_prefill_size=16, index_topk=8, swa_page_size=16, compressed_page_size=8,
                  max_context_len=512, attention_impl="torch")  # fmt: skip
    with pytest.raises(ValueError, match="compressed_kv_format must be one of"):
        DSv4BackendConfig(**kwargs, kv_format="v41_fp8", compressed_kv_format="fp4")
    with pytest.raises(ValueError, match="kv_format must be one of"):
        DSv4BackendConfig(**kwargs, kv_format="v41_fp16")
    backend = DSv4AttentionBackend(DSv4BackendConfig(**kwargs, kv_format="v41_fp8"), device="cpu")
    assert {c.fmt for c in backend.pools.swa_caches + backend.pools.compressed_caches if c is not None} == {"v41_fp8"}
    # kv_scale belongs to the fp8_uniform pools only.
    config = DSv4BackendConfig(**kwargs, kv_format="fp8_uniform", compressed_kv_format="v41_fp4", kv_scale=2.0)
    pools = DSv4AttentionBackend(config, device="cpu").pools
    assert all(c.fmt == "fp8_uniform" and c.scale == 2.0 for c in pools.swa_caches)
    assert all(c.fmt == "v41_fp4" and c.scale == 1.0 for c in pools.compressed_caches if c is not None)
    with pytest.raises(ValueError, match="scale"):
        DSv4AttentionBackend(DSv4BackendConfig(**kwargs, kv_format="v41_fp8", kv_scale=2.0), device="cpu")
