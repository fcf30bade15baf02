# Q4: Hopper TMA in Gluon 3.6: tiled async_copy_global_to_shared works; Blackwell async_gather is rejected on sm_90.
import sys, re; import os as _os; sys.path.insert(0, _os.path.dirname(_os.path.abspath(__file__)))
from common import compile_kernel
from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.experimental.gluon.language.nvidia.hopper import mbarrier, tma, fence_async_shared
from triton.experimental.gluon.language.nvidia.blackwell import tma as btma

SL = gl.NVMMASharedLayout(swizzle_byte_width=128, element_bitwidth=8, rank=2)
DESC = f"tensordesc<fp8e4nv[64, 128],{SL!r}>"

@gluon.jit
def k_tma_tile(desc, y_ptr, row0):
    smem = gl.allocate_shared_memory(gl.float8e4nv, [64, 128], desc.layout)
    bar = gl.allocate_shared_memory(gl.int64, [1], mbarrier.MBarrierLayout())
    mbarrier.init(bar, count=1)
    fence_async_shared()
    mbarrier.expect(bar, 64 * 128)
    tma.async_copy_global_to_shared(desc, [row0, 0], bar, smem)
    mbarrier.wait(bar, 0)
    bl: gl.constexpr = gl.BlockedLayout([1, 16], [4, 8], [4, 1], [1, 0])
    x = smem.load(bl)
    r = gl.arange(0, 64, layout=gl.SliceLayout(1, bl)); c = gl.arange(0, 128, layout=gl.SliceLayout(0, bl))
    gl.store(y_ptr + r[:, None] * 128 + c[None, :], x)

@gluon.jit
def k_tma_gather(desc, idx_ptr, y_ptr):
    # Blackwell-only TMA gather4 (tensormap tile::gather4): 8 arbitrary rows per call
    smem = gl.allocate_shared_memory(gl.float8e4nv, [8, 128], desc.layout)
    bar = gl.allocate_shared_memory(gl.int64, [1], mbarrier.MBarrierLayout())
    mbarrier.init(bar, count=1)
    il: gl.constexpr = gl.BlockedLayout([1], [32], [4], [0])
    rows = gl.load(idx_ptr + gl.arange(0, 8, layout=gl.SliceLayout(0, gl.BlockedLayout([1, 8], [32, 1], [4, 1], [1, 0]))))
    mbarrier.expect(bar, 8 * 128)
    btma.async_gather(desc, rows, 0, bar, smem)
    mbarrier.wait(bar, 0)

if __name__ == "__main__":
    ck, sass = compile_kernel(k_tma_tile, dict(desc=DESC, y_ptr="*fp8e4nv", row0="i32"), {}, num_warps=4, name="q4_tma_tile")
    ptx = ck.asm["ptx"]
    print("q4_tma_tile:", [l.strip() for l in ptx.splitlines() if "cp.async.bulk" in l], "SASS UTMALDG:", sass.count("UTMALDG"))
    desc_g = f"tensordesc<fp8e4nv[1, 128],{SL!r}>"
    try:
        ck, sass = compile_kernel(k_tma_gather, dict(desc=desc_g, idx_ptr="*i32", y_ptr="*fp8e4nv"), {}, num_warps=4, name="q4_tma_gather_sm90")
        print("q4_tma_gather sm90 compiled?!", [l.strip() for l in ck.asm["ptx"].splitlines() if "cp.async.bulk" in l])
    except Exception as e:
        print("q4_tma_gather on sm_90 FAILED:", [l for l in str(e).splitlines() if "error" in l.lower()][:3] or str(e)[-400:])

# ---- Hopper workaround: per-row TMA (box = 1 row x 128 B) into row slices of a 128B-swizzled tile ----
SL1 = gl.NVMMASharedLayout(swizzle_byte_width=128, element_bitwidth=8, rank=2)
DESC1 = f"tensordesc<fp8e4nv[1, 128],{SL1!r}>"

@gluon.jit
def k_tma_rowwise(desc, idx_ptr, y_ptr):
    smem = gl.allocate_shared_memory(gl.float8e4nv, [64, 128], desc.layout)
    bar = gl.allocate_shared_memory(gl.int64, [1], mbarrier.MBarrierLayout())
    mbarrier.init(bar, count=1)
    fence_async_shared()
    mbarrier.expect(bar, 64 * 128)
    for i in gl.static_range(64):
        row = gl.load(idx_ptr + i)
        tma.async_copy_global_to_shared(desc, [row, 0], bar, smem.slice(i, 1))
    mbarrier.wait(bar, 0)
    bl: gl.constexpr = gl.BlockedLayout([1, 16], [4, 8], [4, 1], [1, 0])
    x = smem.load(bl)
    r = gl.arange(0, 64, layout=gl.SliceLayout(1, bl)); c = gl.arange(0, 128, layout=gl.SliceLayout(0, bl))
    gl.store(y_ptr + r[:, None] * 128 + c[None, :], x)

if __name__ == "__main__":
    try:
        ck, sass = compile_kernel(k_tma_rowwise, dict(desc=DESC1, idx_ptr="*i32", y_ptr="*fp8e4nv"), {}, num_warps=4, name="q4_tma_rowwise")
        ptx = ck.asm["ptx"]
        print("q4_tma_rowwise: cp.async.bulk.tensor count", ptx.count("cp.async.bulk.tensor"), "UTMALDG", sass.count("UTMALDG"),
              [l.strip() for l in ptx.splitlines() if "cp.async.bulk" in l][:2])
    except Exception as e:
        print("q4_tma_rowwise FAILED:", [l for l in str(e).splitlines() if "error" in l.lower()][:3] or str(e)[-400:])

# variant: 3-D allocation [64, 1, 128] (rank-3 NVMMA) and .index(i) per row, 3-D descriptor [1, 1, 128]
SL3 = gl.NVMMASharedLayout(swizzle_byte_width=128, element_bitwidth=8, rank=3)
DESC3 = f"tensordesc<fp8e4nv[1, 1, 128],{SL3!r}>"

@gluon.jit
def k_tma_rowwise3(desc, idx_ptr, y_ptr):
    smem = gl.allocate_shared_memory(gl.float8e4nv, [64, 1, 128], desc.layout)
    bar = gl.allocate_shared_memory(gl.int64, [1], mbarrier.MBarrierLayout())
    mbarrier.init(bar, count=1)
    fence_async_shared()
    mbarrier.expect(bar, 64 * 128)
    for i in gl.static_range(64):
        row = gl.load(idx_ptr + i)
        tma.async_copy_global_to_shared(desc, [row, 0, 0], bar, smem.slice(i, 1))
    mbarrier.wait(bar, 0)
    flat = smem.reshape([64, 128])
    bl: gl.constexpr = gl.BlockedLayout([1, 16], [4, 8], [4, 1], [1, 0])
    x = flat.load(bl)
    r = gl.arange(0, 64, layout=gl.SliceLayout(1, bl)); c = gl.arange(0, 128, layout=gl.SliceLayout(0, bl))
    gl.store(y_ptr + r[:, None] * 128 + c[None, :], x)

if __name__ == "__main__":
    try:
        ck, sass = compile_kernel(k_tma_rowwise3, dict(desc=DESC3, idx_ptr="*i32", y_ptr="*fp8e4nv"), {}, num_warps=4, name="q4_tma_rowwise3")
        ptx = ck.asm["ptx"]
        print("q4_tma_rowwise3: cp.async.bulk.tensor count", ptx.count("cp.async.bulk.tensor"), "UTMALDG", sass.count("UTMALDG"),
              [l.strip() for l in ptx.splitlines() if "cp.async.bulk" in l][:2])
        print(open("/tmp/research_gluon/out/q4_tma_rowwise3.ttgir").read().split("\n")[0:6])
    except Exception as e:
        print("q4_tma_rowwise3 FAILED:", [l for l in str(e).splitlines() if "error" in l.lower()][:3] or str(e)[-400:])

# variant: unswizzled NVMMA (swizzle_byte_width=0) -> per-row slices are allowed
SL0 = gl.NVMMASharedLayout(swizzle_byte_width=0, element_bitwidth=8, rank=2)
DESC0 = f"tensordesc<fp8e4nv[1, 128],{SL0!r}>"
if __name__ == "__main__":
    try:
        ck, sass = compile_kernel(k_tma_rowwise, dict(desc=DESC0, idx_ptr="*i32", y_ptr="*fp8e4nv"), {}, num_warps=4, name="q4_tma_rowwise_swz0")
        ptx = ck.asm["ptx"]
        print("q4_tma_rowwise_swz0: cp.async.bulk.tensor count", ptx.count("cp.async.bulk.tensor"), "UTMALDG", sass.count("UTMALDG"),
              [l.strip() for l in ptx.splitlines() if "cp.async.bulk" in l][:1])
    except Exception as e:
        print("q4_tma_rowwise_swz0 FAILED:", [l for l in str(e).splitlines() if "error" in l.lower()][:3] or str(e)[-400:])
