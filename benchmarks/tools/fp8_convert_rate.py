"""How fast this GPU turns e4m3 bytes into float16: the hardware conversion (``cvt.rn.f16x2.e4m3x2``,
what the Gluon producer uses) against bit placement with integer instructions (``prmt`` copying each
byte's sign, a shift and a mask: the value × 2^-8, exact for every finite code), and half of each.

    python benchmarks/tools/fp8_convert_rate.py

Prints values converted per clock per SM (at the H200's 1.98 GHz boost clock) for each method: a loop of
256 conversions per 32-bit word over 4.3 M words, 8 warps per program, median of 7 launches; then
whether bit placement matches the hardware conversion on all 256 codes (NaN codes excepted).
"""

import statistics

import torch
import triton
import triton.language as tl

HARDWARE = tl.constexpr(
    "{ .reg .b16 lo, hi; mov.b32 {lo, hi}, $2; cvt.rn.f16x2.e4m3x2 $0, lo; cvt.rn.f16x2.e4m3x2 $1, hi; }"
)
# prmt selector 0x9180 / 0xB3A2: bytes 0, 1 (2, 3) into the low byte of each 16-bit half, each with its
# sign copied into the high byte; << 7 and the mask leave sign | e4m3 exponent and mantissa in float16's
# bits, i.e. the value × 2^-8 (subnormal codes included).
BITS = tl.constexpr(
    "{ .reg .b32 v, w; prmt.b32 v, $2, 0, 0x9180; prmt.b32 w, $2, 0, 0xB3A2; shl.b32 v, v, 7; shl.b32 w, w, 7; "
    "and.b32 $0, v, 0xBF80BF80; and.b32 $1, w, 0xBF80BF80; }"
)
HALF_EACH = tl.constexpr(
    "{ .reg .b16 lo, hi; .reg .b32 w; mov.b32 {lo, hi}, $2; cvt.rn.f16x2.e4m3x2 $0, lo; "
    "prmt.b32 w, $2, 0, 0xB3A2; shl.b32 w, w, 7; and.b32 $1, w, 0xBF80BF80; }"
)
ITERS, BLOCK, CLOCK_HZ = 256, 4096, 1.98e9


@triton.jit
def _convert_loop(x_ptr, o_ptr, ITERS: tl.constexpr, MODE: tl.constexpr, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offsets)
    acc = tl.zeros([BLOCK], tl.int32)
    for i in range(ITERS):
        word = x ^ i  # a new word each round, so nothing is hoisted
        if MODE == 0:
            a, b = tl.inline_asm_elementwise(HARDWARE, "=r,=r,r", [word], dtype=(tl.int32, tl.int32), is_pure=True, pack=1)
        elif MODE == 1:
            a, b = tl.inline_asm_elementwise(BITS, "=r,=r,r", [word], dtype=(tl.int32, tl.int32), is_pure=True, pack=1)
        else:
            a, b = tl.inline_asm_elementwise(HALF_EACH, "=r,=r,r", [word], dtype=(tl.int32, tl.int32), is_pure=True,
                                             pack=1)  # fmt: skip
        acc = acc ^ a ^ b
    tl.store(o_ptr + offsets, acc)


@triton.jit
def _convert_once(x_ptr, a_ptr, b_ptr):
    offsets = tl.arange(0, 256)
    a, b = tl.inline_asm_elementwise(BITS, "=r,=r,r", [tl.load(x_ptr + offsets)], dtype=(tl.int32, tl.int32),
                                     is_pure=True, pack=1)  # fmt: skip
    tl.store(a_ptr + offsets, a)
    tl.store(b_ptr + offsets, b)


def main() -> None:
    props = torch.cuda.get_device_properties(0)
    words = torch.randint(-(2**31), 2**31 - 1, (props.multi_processor_count * 8 * BLOCK,), dtype=torch.int32,
                          device="cuda")  # fmt: skip
    out = torch.empty_like(words)
    grid = (words.numel() // BLOCK,)
    for mode, name in ((0, "cvt.rn.f16x2.e4m3x2"), (1, "bit placement"), (2, "half each")):
        _convert_loop[grid](words, out, ITERS, mode, BLOCK, num_warps=8)
        torch.cuda.synchronize()
        times = []
        for _ in range(7):
            start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            start.record()
            _convert_loop[grid](words, out, ITERS, mode, BLOCK, num_warps=8)
            end.record()
            torch.cuda.synchronize()
            times.append(start.elapsed_time(end) * 1e-3)
        seconds = statistics.median(times)
        values = words.numel() * 4 * ITERS
        per_clock = values / seconds / props.multi_processor_count / CLOCK_HZ
        print(f"{name}: {seconds * 1e6:.0f} µs, {per_clock:.1f} values per clock per SM")
    codes = torch.arange(256, dtype=torch.int32, device="cuda")
    packed = codes | (codes << 8) | (codes << 16) | (codes << 24)
    low, high = torch.empty_like(packed), torch.empty_like(packed)
    _convert_once[(1,)](packed, low, high)
    got = low.view(torch.float16).view(-1, 2)[:, 0].float() * 256
    expected = codes.to(torch.uint8).view(torch.float8_e4m3fn).float()
    finite = torch.isfinite(expected)
    print("bit placement exact on the finite codes:", bool((got[finite] == expected[finite]).all()))


if __name__ == "__main__":
    main()
