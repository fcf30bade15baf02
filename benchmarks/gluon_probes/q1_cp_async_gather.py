# Q1: per-thread cp.async gather of 64 rows x 512 B (fp8e4nv) into NVMMA 128B-swizzled smem
import sys; import os as _os; sys.path.insert(0, _os.path.dirname(_os.path.abspath(__file__)))
from common import compile_kernel, count
from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.experimental.gluon.language.nvidia.ampere import async_copy as cp
from triton.experimental.gluon.language.nvidia.hopper import mbarrier

@gluon.jit
def gather_kernel(kv_ptr, idx_ptr, out_ptr, stride_row, USE_MBAR: gl.constexpr, SWZ: gl.constexpr):
    BLOCK_N: gl.constexpr = 64
    D: gl.constexpr = 512
    # 16 B (16 x fp8) per thread, a warp covers one 512 B row
    blk: gl.constexpr = gl.BlockedLayout([1, 16], [1, 32], [gl.num_warps(), 1], [1, 0])
    rows = gl.load(idx_ptr + gl.arange(0, BLOCK_N, layout=gl.SliceLayout(1, blk)))   # arbitrary row ids
    cols = gl.arange(0, D, layout=gl.SliceLayout(0, blk))
    ptrs = kv_ptr + rows.to(gl.int64)[:, None] * stride_row + cols[None, :]
    smem_l: gl.constexpr = gl.NVMMASharedLayout(swizzle_byte_width=SWZ, element_bitwidth=8, rank=2)
    smem = gl.allocate_shared_memory(gl.float8e4nv, [BLOCK_N, D], smem_l)
    mask = (rows >= 0)[:, None]
    if USE_MBAR:
        bar = gl.allocate_shared_memory(gl.int64, [1], mbarrier.MBarrierLayout())
        mbarrier.init(bar, count=gl.num_warps() * 32)
        cp.async_copy_global_to_shared(smem, ptrs, mask=mask)
        cp.mbarrier_arrive(bar, increment_count=False)
        mbarrier.wait(bar, 0)
    else:
        cp.async_copy_global_to_shared(smem, ptrs, mask=mask)
        cp.commit_group()
        cp.wait_group(0)
    x = smem.load(blk)
    gl.store(out_ptr + gl.arange(0, BLOCK_N, layout=gl.SliceLayout(1, blk))[:, None] * D + cols[None, :], x)

if __name__ == "__main__":
    sig = dict(kv_ptr="*fp8e4nv", idx_ptr="*i32", out_ptr="*fp8e4nv", stride_row="i32")
    for mb in (False, True):
        for swz in (128, 64, 32, 0):
            name = f"q1_gather_mbar{int(mb)}_swz{swz}"
            ck, sass = compile_kernel(gather_kernel, sig, dict(USE_MBAR=mb, SWZ=swz), num_warps=4, name=name)
            ptx = ck.asm["ptx"]
            print(name, count(ptx, [r"cp\.async\.cg\.shared\.global \[[^\]]*\], \[[^\]]*\], 0x10", r"cp\.async\.ca", r"cp\.async\.commit_group",
                                     r"cp\.async\.wait_group", r"cp\.async\.mbarrier\.arrive", r"mbarrier\.try_wait"]),
                  "SASS LDGSTS:", sass.count("LDGSTS"), "smem", ck.metadata.shared)
