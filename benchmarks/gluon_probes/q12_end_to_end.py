# End-to-end: cp.async gather of 64 arbitrary fp8 rows (512 B) into NVMMA-128B smem -> mbarrier completion ->
# ldmatrix (fp8 k_width=4) -> cvt to f16 -> K-relabel (free) -> wgmma RS (A regs, B = Q^T fp16 from smem).
import sys, re; import os as _os; sys.path.insert(0, _os.path.dirname(_os.path.abspath(__file__)))
from common import compile_kernel
from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.experimental.gluon.language.nvidia.ampere import async_copy as cp
from triton.experimental.gluon.language.nvidia.hopper import mbarrier, warpgroup_mma, warpgroup_mma_wait, fence_async_shared

@gluon.jit
def gather_qk_kernel(kv_ptr, idx_ptr, qt_ptr, s_ptr, stride_row):
    BN: gl.constexpr = 64
    D: gl.constexpr = 512
    H: gl.constexpr = 64
    blk: gl.constexpr = gl.BlockedLayout([1, 16], [1, 32], [gl.num_warps(), 1], [1, 0])
    rows = gl.load(idx_ptr + gl.arange(0, BN, layout=gl.SliceLayout(1, blk)))
    cols = gl.arange(0, D, layout=gl.SliceLayout(0, blk))
    kv_sl: gl.constexpr = gl.NVMMASharedLayout(swizzle_byte_width=128, element_bitwidth=8, rank=2)
    kv_smem = gl.allocate_shared_memory(gl.float8e4nv, [BN, D], kv_sl)
    bar = gl.allocate_shared_memory(gl.int64, [1], mbarrier.MBarrierLayout())
    mbarrier.init(bar, count=gl.num_warps() * 32)
    cp.async_copy_global_to_shared(kv_smem, kv_ptr + rows.to(gl.int64)[:, None] * stride_row + cols[None, :], mask=(rows >= 0)[:, None])
    cp.mbarrier_arrive(bar, increment_count=False)
    # Q^T [D, H] fp16, K rows pre-permuted by pi on the host
    qb: gl.constexpr = gl.BlockedLayout([1, 8], [4, 8], [gl.num_warps(), 1], [1, 0])
    rq = gl.arange(0, D, layout=gl.SliceLayout(1, qb)); cq = gl.arange(0, H, layout=gl.SliceLayout(0, qb))
    q_smem = gl.allocate_shared_memory(gl.float16, [D, H], gl.NVMMASharedLayout.get_default_for([D, H], gl.float16),
                                       gl.load(qt_ptr + rq[:, None] * H + cq[None, :]))
    fence_async_shared()
    mbarrier.wait(bar, 0)
    mma: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[gl.num_warps(), 1], instr_shape=[16, H, 16])
    a8 = kv_smem.load(gl.DotOperandLayout(operand_index=0, parent=mma, k_width=4))
    t = gl.reshape(a8.to(gl.float16), [BN, D // 32, 2, 2, 2, 2, 2])
    t = gl.reshape(gl.permute(t, [0, 1, 2, 5, 3, 4, 6]), [BN, D])
    a = gl.convert_layout(t, gl.DotOperandLayout(operand_index=0, parent=mma, k_width=2), assert_trivial=True)
    acc = warpgroup_mma(a, q_smem, gl.zeros([BN, H], gl.float32, mma), is_async=True)
    acc = warpgroup_mma_wait(0, deps=[acc])
    gl.store(s_ptr + gl.arange(0, BN, layout=gl.SliceLayout(1, mma))[:, None] * H + gl.arange(0, H, layout=gl.SliceLayout(0, mma))[None, :], acc)

if __name__ == "__main__":
    ck, sass = compile_kernel(gather_qk_kernel, dict(kv_ptr="*fp8e4nv", idx_ptr="*i32", qt_ptr="*fp16", s_ptr="*fp32", stride_row="i32"), {}, num_warps=4, name="q12_end_to_end")
    ptx = ck.asm["ptx"]
    c = {}
    for p in [r"cp\.async\.cg\.shared\.global", r"cp\.async\.mbarrier\.arrive[^ \t]*", r"ldmatrix[^ ]*", r"ld\.shared[^ \t]*", r"cvt\.rn\.f16x2\.e4m3x2", r"wgmma\.mma_async[^ ]*"]:
        for m in re.findall(p, ptx): c[m] = c.get(m, 0) + 1
    print(c, "smem bytes", ck.metadata.shared)
    import subprocess, os
    from common import BIN
    open(_os.path.join(_os.environ.get("GLUON_PROBE_OUT", "/tmp/gluon_probes_out"), "q12.ptx"),"w").write(ptx)
    r = subprocess.run([os.path.join(BIN, "ptxas"), "-arch=sm_90a", "-v", _os.path.join(_os.environ.get("GLUON_PROBE_OUT", "/tmp/gluon_probes_out"), "q12.ptx"), "-o", "/dev/null"], capture_output=True, text=True)
    print([l for l in r.stderr.splitlines() if "registers" in l or "spill" in l])
