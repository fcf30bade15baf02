"""PV-operand probe: O^T = V^T . P^T with V^T as an RS-wgmma A operand built from the raw e4m3 tile (H200, sm_90a, Gluon).

What it measures
    The other half of attention.  The value rows sit in shared memory exactly as rs_operand_probe.py gathers them:
    an e4m3 tile [64 rows, 512 channels], row-major, 128B-swizzled.  For O^T = V^T . P^T the wgmma A operand is
    V^T [M = channels, K = rows]: every 32-bit A register needs two float16 of ONE channel from TWO consecutive rows,
    i.e. the transposed access.
      * Loading the fp8 tile through smem.permute((1, 0)) with a DotOperandLayout (k_width 2 or 4) compiles, but to
        one ld.shared.b8 per byte (256 per thread per 64-row tile) -- not usable.
      * What this probe does instead: view the same bytes as int16 [64 rows, 256 units] (unit u = channels 2u, 2u+1
        of one row, same 128B swizzle), load a [64 units, 64 rows] slice of its transpose as a k_width=2 dot operand:
        the compiler emits ldmatrix.x4.trans.b16 (4 per 128 channels).  Each register then holds (row 2q: ch 2u,2u+1;
        row 2q+1: ch 2u,2u+1); one prmt.b32 + two cvt.rn.f16x2.e4m3x2 (inline asm) give channel 2u (rows 2q,2q+1) and
        channel 2u+1 (rows 2q,2q+1).  join/reshape/permute/split then relabel the channels (free: convert_layout
        with assert_trivial=True) into two [64, 64] k_width=2 A operands per 128 channels.
        Logical A row m of 128-channel block b, half h  <->  physical channel  b*128 + 2*(16*w + 8*h + g) + j,
        with m = 16*w + 8*j + g (w = m>>4, j = (m>>3)&1, g = m&7): only the rows of O^T (output channels) are
        permuted, to be undone at the final store.
    Per 64-row step: cp.async gather (two-slot ring + mbarriers, code imported from rs_operand_probe.py), then for the
    8 M-blocks of 64 channels an RS wgmma O^T_block[64 ch, 64 heads] = V^T_block . P^T against P^T (float16 [64 rows,
    64 heads], random, in shared memory, loaded once per program).  The per-block accumulator is folded into a
    checksum out[program, head] = sum over tiles, channels of wt(channel) * O^T[channel, head], where wt is a
    non-symmetric per-channel weight computed from the PHYSICAL channel index -- so the check also validates the
    channel relabelling, not only the row pairing.
    Variants (constexpr): "whole", "gather only" (no ldmatrix/cvt/wgmma), "product only" (ring filled once, then
    ldmatrix+prmt+cvt+wgmma every step).  Timing: 132 programs x 64 tiles of 64 rows, 8 MiB L2-resident cache.

How to run
    python benchmarks/pv_operand_probe.py                # correctness check + timings (needs an sm_90 GPU)
    python benchmarks/pv_operand_probe.py --compile-only # compile every variant for sm_90a offline, print ptxas stats

This is a diagnosis probe for the next kernel design; it is not used by the library.
"""
import os
import sys
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import torch
import triton
from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.experimental.gluon.language.nvidia.hopper import (fence_async_shared, mbarrier, warpgroup_mma,
                                                              warpgroup_mma_wait)

from rs_operand_probe import _issue_gather, bench_us, compile_sm90, ptx_counts  # same cp.async gather into the 128B-swizzled ring slot

TILE_ROWS, HEAD_DIM, NUM_HEADS = 64, 512, 64
VARIANTS = {"whole": (True, True), "gather only": (True, False), "product only": (False, True)}  # (GATHER, PRODUCT)


@gluon.jit
def _split_bytes(x):
    # x: int16 pairs packed per register as (row 2q: ch 2u | ch 2u+1 << 8) | (row 2q+1: same) << 16.
    # prmt 0x3120 -> low b16 = (ch 2u: row 2q, row 2q+1), high b16 = (ch 2u+1: row 2q, row 2q+1); cvt each to f16x2.
    return gl.inline_asm_elementwise(
        "{ .reg .b32 t; .reg .b16 lo, hi; prmt.b32 t, $2, 0, 0x3120; mov.b32 {lo, hi}, t; "
        "cvt.rn.f16x2.e4m3x2 $0, lo; cvt.rn.f16x2.e4m3x2 $1, hi; }",
        "=r,=r,r", [x], dtype=(gl.float16, gl.float16), is_pure=True, pack=2)


@gluon.jit
def _channel_weight(b, h, mma_layout: gl.constexpr):
    # physical channel of logical A row m in 128-channel block b, half h; weight is non-symmetric in the channel
    m = gl.arange(0, 64, layout=gl.SliceLayout(1, mma_layout))
    ch = b * 128 + 2 * (16 * (m >> 4) + 8 * h + (m & 7)) + ((m >> 3) & 1)
    return ((ch * 5) % 11).to(gl.float32) - 5.0


@gluon.jit
def _tile_pv(v16, p_smem, checksum, mma_layout: gl.constexpr):
    op16: gl.constexpr = gl.DotOperandLayout(operand_index=0, parent=mma_layout, k_width=2)
    for b in gl.static_range(4):  # 128 channels (64 b16 units) per ldmatrix group, two 64-channel M-blocks
        x = v16.slice(b * 64, 64, dim=1).permute((1, 0)).load(op16)  # [64 units, 64 rows]: ldmatrix.x4.trans.b16
        ca, cb = _split_bytes(x)                                      # channel 2u / 2u+1 (rows 2q, 2q+1 per reg)
        y = gl.reshape(gl.join(ca, cb), [4, 2, 8, 64, 2])             # (w, h, g, rows, j), u = 16w + 8h + g
        y = gl.reshape(gl.permute(y, [1, 0, 4, 2, 3]), [2, 64, 64])   # (h, m = 16w + 8j + g, rows)
        a0, a1 = gl.split(gl.permute(y, [1, 2, 0]))
        a0 = gl.convert_layout(a0, op16, assert_trivial=True)
        a1 = gl.convert_layout(a1, op16, assert_trivial=True)
        zero = gl.zeros([64, 64], gl.float32, mma_layout)
        o0 = warpgroup_mma(a0, p_smem, zero, use_acc=False, is_async=True)
        o1 = warpgroup_mma(a1, p_smem, zero, use_acc=False, is_async=True)
        o0, o1 = warpgroup_mma_wait(0, deps=[o0, o1])
        checksum += o0 * _channel_weight(b, 0, mma_layout)[:, None]
        checksum += o1 * _channel_weight(b, 1, mma_layout)[:, None]
    return checksum


@gluon.jit
def pv_operand_probe_kernel(cache_ptr, slots_ptr, pt_ptr, out_ptr, stride_cache_row, stride_slots_row, num_steps,
                            GATHER: gl.constexpr, PRODUCT: gl.constexpr):
    gl.static_assert(gl.num_warps() == 4, "one warpgroup")
    ROWS: gl.constexpr = 64
    HEAD_DIM: gl.constexpr = 512
    NUM_HEADS: gl.constexpr = 64
    pid = gl.program_id(0)
    slots_row_ptr = slots_ptr + pid.to(gl.int64) * stride_slots_row

    kv_layout: gl.constexpr = gl.NVMMASharedLayout(swizzle_byte_width=128, element_bitwidth=8, rank=2)
    kv16_layout: gl.constexpr = gl.NVMMASharedLayout(swizzle_byte_width=128, element_bitwidth=16, rank=2)
    kv_ring = gl.allocate_shared_memory(gl.float8e4nv, [2, ROWS, HEAD_DIM], kv_layout)
    bars = gl.allocate_shared_memory(gl.int64, [2, 1], mbarrier.MBarrierLayout())
    mbarrier.init(bars.index(0), count=gl.num_warps() * 32)
    mbarrier.init(bars.index(1), count=gl.num_warps() * 32)

    # P^T [64 rows, 64 heads] float16, loaded once per program
    p_smem = gl.allocate_shared_memory(gl.float16, [ROWS, NUM_HEADS],
                                       gl.NVMMASharedLayout.get_default_for([ROWS, NUM_HEADS], gl.float16))
    p_layout: gl.constexpr = gl.BlockedLayout([1, 8], [4, 8], [gl.num_warps(), 1], [1, 0])
    p_rows = gl.arange(0, ROWS, layout=gl.SliceLayout(1, p_layout))
    p_cols = gl.arange(0, NUM_HEADS, layout=gl.SliceLayout(0, p_layout))
    pt_prog_ptr = pt_ptr + pid.to(gl.int64) * (ROWS * NUM_HEADS)
    p_smem.store(gl.load(pt_prog_ptr + p_rows[:, None] * NUM_HEADS + p_cols[None, :]))
    fence_async_shared()
    gl.thread_barrier()

    mma_layout: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[gl.num_warps(), 1],
                                                         instr_shape=[16, NUM_HEADS, 16])
    checksum = gl.zeros([64, NUM_HEADS], gl.float32, mma_layout)

    _issue_gather(cache_ptr, slots_row_ptr, 0, kv_ring.index(0), bars.index(0), stride_cache_row, ROWS, HEAD_DIM)
    if not GATHER:
        _issue_gather(cache_ptr, slots_row_ptr, 1, kv_ring.index(1), bars.index(1), stride_cache_row, ROWS, HEAD_DIM)
        mbarrier.wait(bars.index(0), 0)
        mbarrier.wait(bars.index(1), 0)

    for step in range(num_steps):
        slot = step % 2
        if GATHER:
            gl.thread_barrier()  # every warp finished reading slot 1-slot before it is overwritten
            if step + 1 < num_steps:
                _issue_gather(cache_ptr, slots_row_ptr, step + 1, kv_ring.index(1 - slot), bars.index(1 - slot),
                              stride_cache_row, ROWS, HEAD_DIM)
            mbarrier.wait(bars.index(slot), (step // 2) % 2)
        if PRODUCT:
            v16 = kv_ring.index(slot)._reinterpret(gl.int16, [ROWS, HEAD_DIM // 2], kv16_layout)  # same bytes
            checksum = _tile_pv(v16, p_smem, checksum, mma_layout)

    gl.thread_barrier()
    mbarrier.invalidate(bars.index(0))
    mbarrier.invalidate(bars.index(1))
    per_head = gl.sum(checksum, axis=0)
    gl.store(out_ptr + pid * NUM_HEADS + gl.arange(0, NUM_HEADS, layout=gl.SliceLayout(0, mma_layout)), per_head)


def channel_weight():
    ch = torch.arange(HEAD_DIM, device="cuda")
    return ((ch * 5) % 11).float() - 5.0


def make_inputs(programs, tiles, num_slots, seed=0):
    gen = torch.Generator(device="cuda").manual_seed(seed)
    cache = torch.empty(num_slots, HEAD_DIM, dtype=torch.float8_e4m3fn, device="cuda")
    for start in range(0, num_slots, 1 << 18):
        chunk = torch.randn(min(1 << 18, num_slots - start), HEAD_DIM, device="cuda", generator=gen)
        cache[start:start + chunk.shape[0]] = chunk.clamp_(-448, 448).to(torch.float8_e4m3fn)
    slots = torch.randint(0, num_slots, (programs, tiles * TILE_ROWS), device="cuda", dtype=torch.int32, generator=gen)
    pt = torch.rand(programs, TILE_ROWS, NUM_HEADS, device="cuda", generator=gen).to(torch.float16)  # [P, rows, heads]
    return cache, slots, pt


def launch(cache, slots, pt, out, variant):
    gather, product = VARIANTS[variant]
    steps = slots.shape[1] // TILE_ROWS
    assert cache.shape[1] == HEAD_DIM and cache.stride(1) == 1 and cache.stride(0) % 16 == 0
    assert all(t.data_ptr() % 16 == 0 for t in (cache, slots, pt, out)) and slots.stride(0) % 16 == 0
    assert slots.shape[1] % TILE_ROWS == 0 and steps >= 2 and pt.is_contiguous() and out.is_contiguous()
    pv_operand_probe_kernel[(slots.shape[0],)](cache, slots, pt, out, cache.stride(0), slots.stride(0), steps,
                                               GATHER=gather, PRODUCT=product, num_warps=4)


def check_correctness(programs=4, tiles=3, num_slots=4096):
    cache, slots, pt = make_inputs(programs, tiles, num_slots, seed=1)
    out = torch.full((programs, NUM_HEADS), float("nan"), device="cuda")
    launch(cache, slots, pt, out, "whole")
    torch.cuda.synchronize()
    v = cache[slots.long()].float().view(programs, tiles, TILE_ROWS, HEAD_DIM)   # [P, T, rows, ch]
    ot = torch.einsum("ptrc,prh->ptch", v, pt.float())                            # O^T per tile
    ref = torch.einsum("ptch,c->ph", ot, channel_weight())
    err = (out - ref).abs().max().item()
    rel = err / ref.abs().max().clamp_min(1e-6).item()
    ok = bool(torch.isfinite(out).all()) and rel < 1e-3
    print(f"correctness ({programs} programs x {tiles} tiles): max abs err {err:.3e}, rel err {rel:.3e} "
          f"(|ref| max {ref.abs().max().item():.1f}) -> {'PASS' if ok else 'FAIL'}")
    return ok


def time_variants(programs=132, tiles=64, num_slots=16384):
    cache, slots, pt = make_inputs(programs, tiles, num_slots, seed=tiles)
    out = torch.empty(programs, NUM_HEADS, device="cuda")
    us = {variant: bench_us(lambda: launch(cache, slots, pt, out, variant), flush_l2=False) for variant in VARIANTS}
    print(f"cache={num_slots * HEAD_DIM >> 20}MiB (L2-warm): whole {us['whole'] / tiles:.3f} us/tile "
          f"(gather only {us['gather only'] / tiles:.3f}, product only {us['product only'] / tiles:.3f})")
    print(f"      kernels whole / gather only / product only = {us['whole']:.1f} / {us['gather only']:.1f} / "
          f"{us['product only']:.1f} us ({programs} programs x {tiles} tiles of 64 rows)")


def compile_only():
    sig = dict(cache_ptr="*fp8e4nv", slots_ptr="*i32", pt_ptr="*fp16", out_ptr="*fp32", stride_cache_row="i32",
               stride_slots_row="i32", num_steps="i32")
    divisible = ("cache_ptr", "slots_ptr", "pt_ptr", "out_ptr", "stride_cache_row", "stride_slots_row")
    ok = True
    for variant, (gather, product) in VARIANTS.items():
        consts = dict(GATHER=gather, PRODUCT=product)
        ck, rc, info, spilled = compile_sm90(pv_operand_probe_kernel, sig, consts, divisible, num_warps=4)
        counts = ptx_counts(ck.asm["ptx"], (
            ("ldmatrix", r"ldmatrix"), ("ldmatrix.trans", r"ldmatrix\S*\.trans"), ("ld.shared", r"ld\.shared"),
            ("ld.shared.b8", r"ld\.shared\.[bu]8"), ("prmt", r"prmt"), ("cvt.e4m3x2", r"cvt\.rn\.f16x2\.e4m3x2"),
            ("wgmma", r"wgmma\.mma_async"), ("cp.async", r"cp\.async\.cg"), ("local", r"st\.local|ld\.local")))
        ok &= rc == 0 and not spilled and ck.metadata.shared <= 227 * 1024
        print(f"{variant:12s} smem {ck.metadata.shared} B, ptxas rc={rc}: {info} | ptx (one 64-row tile "
              f"in the loop body) {counts}")
    print(f"compile-only: {'OK' if ok else 'PROBLEM (ptxas error, spills or smem > 227 KiB)'}")
    return ok


def main():
    try:
        if "--compile-only" in sys.argv:
            return 0 if compile_only() else 1
        if not torch.cuda.is_available() or torch.cuda.get_device_capability()[0] != 9:
            raise RuntimeError("needs a Hopper (sm_90) GPU; use --compile-only on other machines")
        print(f"device: {torch.cuda.get_device_name()}, triton {triton.__version__}, torch {torch.__version__}")
        ok = check_correctness(programs=4, tiles=3)  # 3 steps: slot 0 reused (mbarrier phase 1)
        time_variants()
        if not ok:
            print("ERROR: correctness check failed")
        return 0 if ok else 1
    except Exception as exc:  # noqa: BLE001 - a probe must report, not crash silently
        traceback.print_exc()
        print(f"ERROR: {type(exc).__name__}: {exc}")
        return 1


if __name__ == "__main__":
    sys.exit(main())
