"""RS-operand probe: e4m3 key tile -> attention scores without a float16 shared-memory copy (H200, sm_90a, Gluon).

What it measures
    One program (CTA) per row of `slots` walks over its key rows in steps of ROWS rows (constexpr): ROWS=64 with one
    warpgroup (4 warps), or ROWS=128 with two warpgroups (8 warps), each computing S^T for its 64 of the 128 rows
    against the same Q^T.  For every step:
      * cp.async (all warps) gathers the ROWS e4m3 rows (512 B each, every row at its own address in a paged cache)
        into a 128B-swizzled [ROWS, 512] shared slot; a two-slot ring with one mbarrier per slot lets the gather of
        step i+1 overlap the product of step i (ROWS=128: 2 x 64 KiB ring + 64 KiB Q^T = 192 KiB shared memory);
      * ldmatrix loads the fp8 tile as a k_width=4 dot operand, cvt.rn.f16x2.e4m3x2 converts it in registers, and a
        free K relabelling turns it into a k_width=2 wgmma A operand (no float16 copy in shared memory);
      * an RS wgmma computes S^T = K . Q^T ([64 rows x 64 heads], fp32) against Q^T (float16, K rows permuted by pi,
        loaded once per program into shared memory).
    The checksum out[program, head] = sum over tiles and rows of S^T is written at the end and checked against torch.
    Variants (constexpr): "rs" (everything), "gather only" (no ldmatrix/cvt/wgmma), "mma only" (ring filled once,
    then ldmatrix+cvt+wgmma repeated every step).
    Timing: 132 programs x T=64 tiles of 64 rows (ROWS=128: 32 steps), for ROWS in (64, 128) and two cache sizes:
    16384 slots (8 MiB, L2-resident on the H200's 50 MB L2) and 1<<20 slots (512 MiB, HBM-bound gathers).
    A "tile" in us/tile is always 64 key rows: us/tile = kernel time / 64.

How to run
    python benchmarks/rs_operand_probe.py                # correctness check + timings (needs an sm_90 GPU)
    python benchmarks/rs_operand_probe.py --compile-only # compile every variant for sm_90a offline, print ptxas stats

This is a diagnosis probe for the next kernel design; it is not used by the library.
"""
import os
import re
import subprocess
import sys
import tempfile
import traceback

import torch
import triton
from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.experimental.gluon.language.nvidia.ampere import async_copy as cp
from triton.experimental.gluon.language.nvidia.hopper import (fence_async_shared, mbarrier, warpgroup_mma,
                                                              warpgroup_mma_wait)

TILE_ROWS, HEAD_DIM, NUM_HEADS = 64, 512, 64  # a "tile" (unit of slots and of us/tile) is 64 key rows
ROWS_TO_WARPS = {64: 4, 128: 8}  # rows per kernel step -> num_warps (one warpgroup per 64 rows)
VARIANTS = {"rs": (True, True), "gather only": (True, False), "mma only": (False, True)}  # name -> (GATHER, MMA)


@gluon.jit
def _issue_gather(cache_ptr, slots_row_ptr, step, kv_slot, bar, stride_cache_row,
                  ROWS: gl.constexpr, HEAD_DIM: gl.constexpr):
    # 16 B per thread, one warp per 512 B row (all warps of the CTA): each row at its own address
    gather_layout: gl.constexpr = gl.BlockedLayout([1, 16], [1, 32], [gl.num_warps(), 1], [1, 0])
    row_ids = gl.load(slots_row_ptr + step * ROWS + gl.arange(0, ROWS, layout=gl.SliceLayout(1, gather_layout)))
    cols = gl.arange(0, HEAD_DIM, layout=gl.SliceLayout(0, gather_layout))
    cp.async_copy_global_to_shared(kv_slot, cache_ptr + row_ids.to(gl.int64)[:, None] * stride_cache_row + cols[None, :])
    cp.mbarrier_arrive(bar, increment_count=False)  # barrier counts one arrival per thread, fired when its copies land


@gluon.jit
def _tile_scores(kv_slot, q_smem, mma_layout: gl.constexpr, ROWS: gl.constexpr, HEAD_DIM: gl.constexpr,
                 NUM_HEADS: gl.constexpr, K_CHUNK: gl.constexpr):
    # ROWS=128: warps_per_cta=[8, 1], so warpgroup g issues the wgmma for rows 64g..64g+63 (same Q^T, same code)
    fp8_operand: gl.constexpr = gl.DotOperandLayout(operand_index=0, parent=mma_layout, k_width=4)
    f16_operand: gl.constexpr = gl.DotOperandLayout(operand_index=0, parent=mma_layout, k_width=2)
    scores = gl.zeros([ROWS, NUM_HEADS], gl.float32, mma_layout)
    for c in gl.static_range(HEAD_DIM // K_CHUNK):
        k8 = kv_slot.slice(c * K_CHUNK, K_CHUNK, dim=1).load(fp8_operand)       # ldmatrix, 4 fp8 per register
        k16 = gl.reshape(k8.to(gl.float16), [ROWS, K_CHUNK // 32, 2, 2, 2, 2, 2])  # cvt.rn.f16x2.e4m3x2
        k16 = gl.reshape(gl.permute(k16, [0, 1, 2, 5, 3, 4, 6]), [ROWS, K_CHUNK])  # free K relabel (pi)
        a_regs = gl.convert_layout(k16, f16_operand, assert_trivial=True)
        scores = warpgroup_mma(a_regs, q_smem.slice(c * K_CHUNK, K_CHUNK, dim=0), scores, is_async=True)
        scores = warpgroup_mma_wait(1, deps=[scores])
    return warpgroup_mma_wait(0, deps=[scores])


@gluon.jit
def rs_operand_probe_kernel(cache_ptr, slots_ptr, qt_ptr, out_ptr, stride_cache_row, stride_slots_row, num_steps,
                            GATHER: gl.constexpr, MMA: gl.constexpr, K_CHUNK: gl.constexpr, ROWS: gl.constexpr):
    # ROWS key rows per step (64 with 4 warps, 128 with 8 warps); the slots row holds num_steps * ROWS entries
    gl.static_assert(ROWS == 16 * gl.num_warps(), "one warpgroup (4 warps) per 64 rows")
    HEAD_DIM: gl.constexpr = 512
    NUM_HEADS: gl.constexpr = 64
    pid = gl.program_id(0)
    slots_row_ptr = slots_ptr + pid.to(gl.int64) * stride_slots_row

    kv_layout: gl.constexpr = gl.NVMMASharedLayout(swizzle_byte_width=128, element_bitwidth=8, rank=2)
    kv_ring = gl.allocate_shared_memory(gl.float8e4nv, [2, ROWS, HEAD_DIM], kv_layout)
    bars = gl.allocate_shared_memory(gl.int64, [2, 1], mbarrier.MBarrierLayout())
    mbarrier.init(bars.index(0), count=gl.num_warps() * 32)
    mbarrier.init(bars.index(1), count=gl.num_warps() * 32)

    # Q^T [HEAD_DIM, NUM_HEADS] float16, rows pre-permuted by pi on the host; stored in 128-row pieces
    q_smem = gl.allocate_shared_memory(gl.float16, [HEAD_DIM, NUM_HEADS],
                                       gl.NVMMASharedLayout.get_default_for([HEAD_DIM, NUM_HEADS], gl.float16))
    q_layout: gl.constexpr = gl.BlockedLayout([1, 8], [4, 8], [gl.num_warps(), 1], [1, 0])
    q_rows = gl.arange(0, 128, layout=gl.SliceLayout(1, q_layout))
    q_cols = gl.arange(0, NUM_HEADS, layout=gl.SliceLayout(0, q_layout))
    qt_prog_ptr = qt_ptr + pid.to(gl.int64) * (HEAD_DIM * NUM_HEADS)
    for r in gl.static_range(HEAD_DIM // 128):
        q_smem.slice(r * 128, 128, dim=0).store(gl.load(qt_prog_ptr + (r * 128 + q_rows)[:, None] * NUM_HEADS + q_cols[None, :]))
    fence_async_shared()
    gl.thread_barrier()  # barrier init + Q^T visible to every warp before first use

    mma_layout: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[gl.num_warps(), 1],
                                                         instr_shape=[16, NUM_HEADS, 16])
    checksum = gl.zeros([ROWS, NUM_HEADS], gl.float32, mma_layout)

    _issue_gather(cache_ptr, slots_row_ptr, 0, kv_ring.index(0), bars.index(0), stride_cache_row, ROWS, HEAD_DIM)
    if not GATHER:  # "mma only": fill both ring slots once, then only the product runs in the loop
        _issue_gather(cache_ptr, slots_row_ptr, 1, kv_ring.index(1), bars.index(1), stride_cache_row, ROWS, HEAD_DIM)
        mbarrier.wait(bars.index(0), 0)
        mbarrier.wait(bars.index(1), 0)

    for step in range(num_steps):
        slot = step % 2
        if GATHER:
            # every warp has finished reading slot 1-slot (step-1's product) before it is overwritten
            gl.thread_barrier()
            if step + 1 < num_steps:
                _issue_gather(cache_ptr, slots_row_ptr, step + 1, kv_ring.index(1 - slot), bars.index(1 - slot),
                              stride_cache_row, ROWS, HEAD_DIM)
            mbarrier.wait(bars.index(slot), (step // 2) % 2)  # the n-th use of a slot completes phase n
        if MMA:
            checksum += _tile_scores(kv_ring.index(slot), q_smem, mma_layout, ROWS, HEAD_DIM, NUM_HEADS, K_CHUNK)

    gl.thread_barrier()
    mbarrier.invalidate(bars.index(0))
    mbarrier.invalidate(bars.index(1))
    per_head = gl.sum(checksum, axis=0)  # sum over the ROWS rows of every step
    gl.store(out_ptr + pid * NUM_HEADS + gl.arange(0, NUM_HEADS, layout=gl.SliceLayout(0, mma_layout)), per_head)


K_CHUNK = 128  # K columns per wgmma group (one 128 B swizzle atom of fp8)


def pi(k):  # kernel's logical K index -> physical K column of the fp8 tile (apply to Q^T rows on the host)
    b = [(k >> i) & 1 for i in range(5)]
    a0, a2, a3, a1, a4 = b[0], b[1], b[2], b[3], b[4]
    return (k & ~31) | a0 | (a1 << 1) | (a2 << 2) | (a3 << 3) | (a4 << 4)


def make_inputs(programs, tiles, num_slots, seed=0):
    gen = torch.Generator(device="cuda").manual_seed(seed)
    cache = torch.empty(num_slots, HEAD_DIM, dtype=torch.float8_e4m3fn, device="cuda")
    for start in range(0, num_slots, 1 << 18):  # chunked to bound the fp32 temporary
        chunk = torch.randn(min(1 << 18, num_slots - start), HEAD_DIM, device="cuda", generator=gen)
        cache[start:start + chunk.shape[0]] = chunk.clamp_(-448, 448).to(torch.float8_e4m3fn)
    slots = torch.randint(0, num_slots, (programs, tiles * TILE_ROWS), device="cuda", dtype=torch.int32, generator=gen)
    q = torch.randn(programs, NUM_HEADS, HEAD_DIM, device="cuda", generator=gen).to(torch.bfloat16)
    perm = torch.tensor([pi(k) for k in range(HEAD_DIM)], device="cuda")
    qt_perm = q.to(torch.float16).transpose(1, 2)[:, perm, :].contiguous()  # [programs, 512, 64], row k = Q^T[pi(k)]
    return cache, slots, q, qt_perm


def launch(cache, slots, qt_perm, out, variant, rows=TILE_ROWS):
    gather, mma = VARIANTS[variant]
    steps = slots.shape[1] // rows  # the kernel consumes `rows` slots entries per step
    # cp.async moves 16 B per thread: the JIT only proves that when pointers/strides are 16-aligned
    assert cache.shape[1] == HEAD_DIM and cache.stride(1) == 1 and cache.stride(0) % 16 == 0
    assert all(t.data_ptr() % 16 == 0 for t in (cache, slots, qt_perm, out)) and slots.stride(0) % 16 == 0
    assert slots.shape[1] % rows == 0 and steps >= 2 and qt_perm.is_contiguous() and out.is_contiguous()
    rs_operand_probe_kernel[(slots.shape[0],)](cache, slots, qt_perm, out, cache.stride(0), slots.stride(0), steps,
                                               GATHER=gather, MMA=mma, K_CHUNK=K_CHUNK, ROWS=rows,
                                               num_warps=ROWS_TO_WARPS[rows])


def check_correctness(rows=TILE_ROWS, programs=4, tiles=3, num_slots=4096):
    cache, slots, q, qt_perm = make_inputs(programs, tiles, num_slots, seed=1)
    out = torch.full((programs, NUM_HEADS), float("nan"), device="cuda")
    launch(cache, slots, qt_perm, out, "rs", rows)
    torch.cuda.synchronize()
    keys = cache[slots.long()].float()                                   # [P, T*64, 512]
    ref = torch.einsum("pnk,phk->ph", keys, q.float())                   # sum over tiles and rows of S^T
    err = (out - ref).abs().max().item()
    rel = err / ref.abs().max().clamp_min(1e-6).item()
    ok = bool(torch.isfinite(out).all()) and rel < 1e-3
    print(f"correctness rows/step={rows} ({programs} programs x {tiles} tiles = {tiles * TILE_ROWS // rows} steps): "
          f"max abs err {err:.3e}, rel err {rel:.3e} (|ref| max {ref.abs().max().item():.1f}) "
          f"-> {'PASS' if ok else 'FAIL'}")
    return ok


def bench_us(fn, flush_l2, reps=50):
    """Median kernel time in us over `reps` launches (events around each launch).  flush_l2=True overwrites a
    256 MiB buffer before every launch (as triton.testing.do_bench does); flush_l2=False runs back to back, so a
    cache smaller than L2 stays L2-resident across launches."""
    flush = torch.empty(256 << 20, dtype=torch.int8, device="cuda") if flush_l2 else None
    for _ in range(3):
        fn()
    events = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)) for _ in range(reps)]
    for start, end in events:
        if flush is not None:
            flush.zero_()
        start.record()
        fn()
        end.record()
    torch.cuda.synchronize()
    return sorted(start.elapsed_time(end) for start, end in events)[reps // 2] * 1e3


def time_variants(programs=132, tiles=64, rows_per_step=(64, 128), cache_slots=(16384, 1 << 20)):
    """One line per (rows/step, cache size); a tile is 64 rows, so us/tile = kernel time / tiles in every case."""
    assert all(tiles * TILE_ROWS % rows == 0 for rows in rows_per_step)  # ROWS=128 needs an even tile count
    l2_bytes = getattr(torch.cuda.get_device_properties(0), "L2_cache_size", 50 << 20)  # H200: 50 MB
    for num_slots in cache_slots:
        cache_bytes = num_slots * HEAD_DIM
        l2_resident = cache_bytes <= l2_bytes // 2
        cache, slots, q, qt_perm = make_inputs(programs, tiles, num_slots, seed=tiles)
        out = torch.empty(programs, NUM_HEADS, device="cuda")
        for rows in rows_per_step:
            us = {variant: bench_us(lambda: launch(cache, slots, qt_perm, out, variant, rows), flush_l2=not l2_resident)
                  for variant in VARIANTS}
            print(f"rows/step={rows} cache={cache_bytes >> 20}MiB: rs {us['rs'] / tiles:.3f} us/tile "
                  f"(gather only {us['gather only'] / tiles:.3f}, mma only {us['mma only'] / tiles:.3f})")
            gbs = programs * tiles * TILE_ROWS * HEAD_DIM / (us["rs"] * 1e-6) / 1e9
            print(f"      kernels rs / gather only / mma only = {us['rs']:.1f} / {us['gather only']:.1f} / "
                  f"{us['mma only']:.1f} us ({programs} programs x {tiles} tiles, "
                  f"{'L2-warm, no flush' if l2_resident else 'L2 flushed'}); rs gathered fp8 {gbs:.0f} GB/s")
        del cache, slots, q, qt_perm, out
        torch.cuda.empty_cache()


def compile_sm90(fn, signature, constexprs, divisible, num_warps):
    """Compile a Gluon kernel for sm_90a without a GPU and run ptxas on it (shared by the operand probes'
    ``--compile-only``). Returns (compiled kernel, ptxas return code, its register / spill / warning
    summary, spilled bytes)."""
    from triton.backends.compiler import GPUTarget
    from triton.experimental.gluon._runtime import GluonASTSource
    sig = dict(signature, **{k: "constexpr" for k in constexprs})
    attrs = {(fn.arg_names.index(n),): [["tt.divisibility", 16]] for n in divisible}
    src = GluonASTSource(fn, sig, constexprs={(fn.arg_names.index(k),): v for k, v in constexprs.items()}, attrs=attrs)
    ck = triton.compile(src, target=GPUTarget("cuda", 90, 32), options=dict(num_warps=num_warps))
    ptxas = os.path.join(os.path.dirname(triton.__file__), "backends/nvidia/bin/ptxas")
    with tempfile.NamedTemporaryFile("w", suffix=".ptx", delete=False) as f:
        f.write(ck.asm["ptx"])
    r = subprocess.run([ptxas, "-arch=sm_90a", "-v", f.name, "-o", os.devnull], capture_output=True, text=True)
    os.unlink(f.name)
    info = " ".join(re.findall(r"Used \d+ registers|\d+ bytes spill stores|\d+ bytes spill loads|warning.*", r.stderr))
    spilled = sum(int(n) for n in re.findall(r"(\d+) bytes spill", r.stderr))
    if r.returncode:
        print(r.stderr[-2000:])
    return ck, r.returncode, info, spilled


def ptx_counts(ptx, patterns):
    """How often each (name, regex) of ``patterns`` occurs in ``ptx``."""
    return {name: len(re.findall(pattern, ptx)) for name, pattern in patterns}


def compile_only():
    sig = dict(cache_ptr="*fp8e4nv", slots_ptr="*i32", qt_ptr="*fp16", out_ptr="*fp32", stride_cache_row="i32",
               stride_slots_row="i32", num_steps="i32")
    divisible = ("cache_ptr", "slots_ptr", "qt_ptr", "out_ptr", "stride_cache_row", "stride_slots_row")
    ok = True
    for rows, num_warps in ROWS_TO_WARPS.items():
        for variant, (gather, mma) in VARIANTS.items():
            consts = dict(GATHER=gather, MMA=mma, K_CHUNK=K_CHUNK, ROWS=rows)
            ck, rc, info, spilled = compile_sm90(rs_operand_probe_kernel, sig, consts, divisible, num_warps)
            counts = ptx_counts(ck.asm["ptx"], [(p, p) for p in (r"wgmma\.mma_async", r"ldmatrix",
                                                                 r"cvt\.rn\.f16x2\.e4m3x2", r"cp\.async\.cg",
                                                                 r"st\.local|ld\.local")])
            ok &= rc == 0 and not spilled and ck.metadata.shared <= 227 * 1024
            print(f"rows/step={rows} warps={num_warps} {variant:12s} smem {ck.metadata.shared} B, "
                  f"ptxas rc={rc}: {info} | ptx {counts}")
    print(f"compile-only: {'OK' if ok else 'PROBLEM (ptxas error, spills or smem > 227 KiB)'}")
    return ok


def main():
    try:
        if "--compile-only" in sys.argv:
            return 0 if compile_only() else 1
        if not torch.cuda.is_available() or torch.cuda.get_device_capability()[0] != 9:
            raise RuntimeError("needs a Hopper (sm_90) GPU; use --compile-only on other machines")
        print(f"device: {torch.cuda.get_device_name()}, triton {triton.__version__}, torch {torch.__version__}")
        ok = check_correctness(rows=64, programs=4, tiles=3)   # 3 steps: slot 0 reused (mbarrier phase 1)
        ok &= check_correctness(rows=128, programs=4, tiles=8)  # 4 steps of 128 rows: both slots reused
        time_variants()
        return 0 if ok else 1
    except Exception as exc:  # noqa: BLE001 - a probe must report, not crash silently
        traceback.print_exc()
        print(f"ERROR: {type(exc).__name__}: {exc}")
        return 1


if __name__ == "__main__":
    sys.exit(main())
