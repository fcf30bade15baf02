import math

import pytest
import torch

from sparsemla import FORMATS, PagedKVCache, bytes_per_token, dequantize, get_format, quantize


def dsv4_rows(count, seed=0):
    """Rows shaped like DSv4 KV (RMS-normed, so |x| is O(1)), with a few large and tiny tiles."""
    g = torch.Generator().manual_seed(seed)
    rows = torch.randn(count, 512, generator=g)
    rows[0, :64] *= 1000.0  # a tile far outside e4m3's range without its scale
    rows[1, 64:128] *= 1e-6  # a near-zero tile (amax below the 1e-4 floor)
    return rows


def test_bytes_per_token_and_page_bytes():
    assert [bytes_per_token(f) for f in FORMATS] == [1024, 512, 584]
    assert get_format("model1").page_bytes(64) == 37440  # 64 × 584 = 37376, padded to 65 × 576
    assert get_format("model1").page_bytes(256) % 576 == 0
    assert get_format("bf16").page_bytes(16) == 16 * 1024
    with pytest.raises(ValueError, match="fmt"):
        get_format("fp4")


def test_bf16_round_trip_is_bf16_rounding():
    rows = dsv4_rows(8)
    back = dequantize(quantize(rows, "bf16"), "bf16")
    torch.testing.assert_close(back, rows.bfloat16().float(), rtol=0, atol=0)


@pytest.mark.parametrize("scale", [1.0, 0.25])
def test_fp8_uniform_round_trip_and_saturation(scale):
    rows = torch.randn(16, 512) * 3
    back = dequantize(quantize(rows, "fp8_uniform", scale), "fp8_uniform", scale)
    # e4m3 has a 3-bit mantissa: relative error ≤ 2^-4 for normal values.
    err = (back - rows).abs()
    assert torch.all(err <= rows.abs() * 2**-4 + 2**-9 * scale)
    huge = torch.full((1, 512), 1e6)
    huge[0, 1] = -1e6
    sat = dequantize(quantize(huge, "fp8_uniform", scale), "fp8_uniform", scale)
    assert not torch.isnan(sat).any()
    assert sat[0, 0] == 448 * scale and sat[0, 1] == -448 * scale


def test_model1_round_trip_error_bound():
    rows = dsv4_rows(32)
    back = dequantize(quantize(rows, "model1"), "model1")
    torch.testing.assert_close(back[:, 448:], rows[:, 448:].bfloat16().float(), rtol=0, atol=0)
    nope, back_nope = rows[:, :448].reshape(32, 7, 64), back[:, :448].reshape(32, 7, 64)
    amax = nope.abs().amax(-1, keepdim=True)
    # Per tile: scale ≤ 2·amax/448 (or the least scale, 2^-13, for amax < 0.0448), and e4m3 rounding adds at
    # most half an ulp (≤ 2^-4 relative; below e4m3's normal range half its least step, 2^-10 of the scale).
    assert torch.all((back_nope - nope).abs() <= nope.abs() * 2**-4 + amax * 2**-9 + 2**-23)
    assert not torch.isnan(back).any()


def build_model1_page_by_hand(rows, page_size):
    """A MODEL1 page written field by field from the layout description, with plain Python loops."""
    page = bytearray(get_format("model1").page_bytes(page_size))
    for token, row in enumerate(rows):
        record = token * 576
        for tile in range(7):
            values = row[tile * 64 : (tile + 1) * 64]
            # FlashMLA's rule: the floor on amax / 448 (in float32), the ceil exact (frexp, no rounded log)
            ratio = max(float(torch.tensor(float(values.abs().max())) / 448), float(torch.tensor(1e-4)))
            mantissa, exponent = math.frexp(ratio)
            exponent -= mantissa == 0.5
            scale = 2.0**exponent
            quantized = (values / scale).clamp(-448, 448).to(torch.float8_e4m3fn).view(torch.uint8)
            page[record + tile * 64 : record + (tile + 1) * 64] = bytes(quantized.tolist())
            page[page_size * 576 + token * 8 + tile] = exponent + 127
        page[page_size * 576 + token * 8 + 7] = 0
        rope = row[448:].to(torch.bfloat16).view(torch.int16).tolist()
        for i, bits in enumerate(rope):
            page[record + 448 + 2 * i : record + 450 + 2 * i] = (bits & 0xFFFF).to_bytes(2, "little")
    return torch.tensor(list(page), dtype=torch.uint8)


def test_model1_page_matches_hand_built_layout():
    page_size = 16
    rows = dsv4_rows(page_size, seed=3)
    cache = PagedKVCache(2, page_size, "model1")
    cache.store(rows, torch.arange(page_size, 2 * page_size))  # page 1, offsets 0..15
    want = build_model1_page_by_hand(rows, page_size)
    got = cache.data[1]
    # Compare field by field so that a failure names the field.
    for token in range(page_size):
        rec = token * 576
        assert torch.equal(got[rec : rec + 448], want[rec : rec + 448]), f"nope bytes of token {token}"
        assert torch.equal(got[rec + 448 : rec + 576], want[rec + 448 : rec + 576]), f"rope bytes of token {token}"
        sc = page_size * 576 + token * 8
        assert torch.equal(got[sc : sc + 7], want[sc : sc + 7]), f"scale bytes of token {token}"
        assert got[sc + 7] == 0, f"pad byte of token {token}"
    assert torch.equal(got, want)  # including the page padding
    assert torch.all(cache.data[0] == 0)  # page 0 untouched


def _flashmla_model1_exponent(amax: float) -> int:
    """FlashMLA's model1 tile exponent, independently: ceil(log2(max(amax / 448, 1e-4))) in float32, exact."""
    ratio = max(float(torch.tensor(amax) / 448), float(torch.tensor(1e-4)))
    mantissa, exponent = math.frexp(ratio)
    return exponent - (mantissa == 0.5)


def test_model1_scale_bytes_follow_flashmla_at_the_edges():
    """Tile maxima just above 448 · 2^k (where a rounded log2 loses the ceil's step) and tiles below
    448 · 1e-4 (FlashMLA floors amax / 448, not amax): the scale bytes FlashMLA's rule gives."""
    amaxes = [float(torch.nextafter(torch.tensor(448.0 * 2.0**k), torch.tensor(math.inf))) for k in (5, 10, -6, -10)]
    amaxes += [448.0 * 2.0**3, 0.01, 0.0448, 0.04, 1e-6, 0.0]
    rows = torch.zeros(len(amaxes), 512)
    for i, amax in enumerate(amaxes):
        rows[i, 0] = amax
        rows[i, 1] = -amax / 3
    records = quantize(rows, "model1")
    for i, amax in enumerate(amaxes):
        assert records[i, 576].item() - 127 == _flashmla_model1_exponent(amax), amax
        # the value under that scale: never saturated (the ceil keeps |x / scale| <= 448)
        assert records[i, 0].item() & 0x7F != 0x7F
    back = dequantize(records, "model1")
    assert torch.all((back[:, :2] - rows[:, :2]).abs() <= rows[:, :2].abs() * 2**-4 + 2**-23)


@pytest.mark.parametrize("scale", [1e-300, 1e-38, 2.0**127, 1e39])
def test_fp8_uniform_scale_outside_float32_is_refused(scale):
    rows = torch.randn(2, 512)
    with pytest.raises(ValueError, match="scale"):
        quantize(rows, "fp8_uniform", scale)
    with pytest.raises(ValueError, match="scale"):
        PagedKVCache(1, 4, "fp8_uniform", scale=scale)
    for edge in (2.0**-126, 2.0**126):  # the range's ends: no NaN either way
        back = dequantize(quantize(torch.zeros(1, 512), "fp8_uniform", edge), "fp8_uniform", edge)
        assert not torch.isnan(back).any()


def test_an_int_scale_too_large_for_a_float_and_a_format_that_is_not_a_name_are_named():
    """A scale given as an int beyond float's range is refused as out of range (not an OverflowError from its
    conversion), and a format that is not a name (an unhashable list too) as not one of the formats."""
    for scale in (10**400, -(10**400)):
        with pytest.raises(ValueError, match="scale must be a positive float in .* got an int of 401 digits"):
            PagedKVCache(1, 4, "fp8_uniform", scale=scale)
        with pytest.raises(ValueError, match="scale must be a positive float"):
            quantize(torch.zeros(1, 512), "fp8_uniform", scale)
    assert PagedKVCache(1, 4, "fp8_uniform", scale=2).scale == 2.0 and type(PagedKVCache(1, 4, "fp8_uniform").scale) is float
    for fmt in (["bf16"], {"bf16": 1}, None, 3):
        with pytest.raises(ValueError, match="fmt must be one of"):
            get_format(fmt)
        with pytest.raises(ValueError, match="fmt must be one of"):
            PagedKVCache(1, 4, fmt)
