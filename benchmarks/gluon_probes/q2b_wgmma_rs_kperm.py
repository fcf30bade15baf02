# Q2 variant: load fp8 A with the *fp8* dot-operand layout (k_width=4 -> 32-bit LDS), upcast to f16, then
# relabel K by a fixed in-register permutation (reshape/permute/reshape) so the result matches
# DotOperandLayout(k_width=2) without data movement.  B's K rows must be permuted identically (pi below).
import sys, re; import os as _os; sys.path.insert(0, _os.path.dirname(_os.path.abspath(__file__)))
from common import compile_kernel
from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.experimental.gluon.language.nvidia.hopper import warpgroup_mma, warpgroup_mma_wait, fence_async_shared

@gluon.jit
def wgmma_rs_kperm_kernel(a_ptr, b_ptr, c_ptr, M: gl.constexpr, K: gl.constexpr, N: gl.constexpr, A_SWZ: gl.constexpr):
    blk: gl.constexpr = gl.BlockedLayout([1, 16], [4, 8], [gl.num_warps(), 1], [1, 0])
    rm = gl.arange(0, M, layout=gl.SliceLayout(1, blk)); rk = gl.arange(0, K, layout=gl.SliceLayout(0, blk))
    rkb = gl.arange(0, K, layout=gl.SliceLayout(1, blk)); rn = gl.arange(0, N, layout=gl.SliceLayout(0, blk))
    a_val = gl.load(a_ptr + rm[:, None] * K + rk[None, :])
    b_val = gl.load(b_ptr + rkb[:, None] * N + rn[None, :])   # host must pre-permute B rows by pi
    a_sl: gl.constexpr = gl.NVMMASharedLayout(swizzle_byte_width=A_SWZ, element_bitwidth=8, rank=2)
    b_sl: gl.constexpr = gl.NVMMASharedLayout.get_default_for([K, N], gl.float16)
    a_smem = gl.allocate_shared_memory(gl.float8e4nv, [M, K], a_sl, a_val)
    b_smem = gl.allocate_shared_memory(gl.float16, [K, N], b_sl, b_val)
    fence_async_shared()
    mma: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[gl.num_warps(), 1], instr_shape=[16, N, 16])
    a_dot4: gl.constexpr = gl.DotOperandLayout(operand_index=0, parent=mma, k_width=4)
    a_dot2: gl.constexpr = gl.DotOperandLayout(operand_index=0, parent=mma, k_width=2)
    # ---- region of interest ----
    a8 = a_smem.load(a_dot4)                       # 4 contiguous fp8 per register
    a16 = a8.to(gl.float16)
    # A bits (a4,a3,a2,a1,a0) of k within a 32-block -> T bits (k4,k3,k2,k1,k0) = (a4,a1,a3,a2,a0)
    t = gl.reshape(a16, [M, K // 32, 2, 2, 2, 2, 2])          # dims: m, blk, a4, a3, a2, a1, a0
    t = gl.permute(t, [0, 1, 2, 5, 3, 4, 6])                  # -> m, blk, a4, a1, a3, a2, a0
    t = gl.reshape(t, [M, K])
    a_reg = gl.convert_layout(t, a_dot2, assert_trivial=True)  # must be a no-op
    acc = gl.zeros([M, N], gl.float32, mma)
    acc = warpgroup_mma(a_reg, b_smem, acc, is_async=True)
    acc = warpgroup_mma_wait(0, deps=[acc])
    gl.store(c_ptr + gl.arange(0, M, layout=gl.SliceLayout(1, mma))[:, None] * N + gl.arange(0, N, layout=gl.SliceLayout(0, mma))[None, :], acc)

def pi(k):  # logical K index used by the kernel -> physical K index in A (apply to B rows on the host)
    b = [(k >> i) & 1 for i in range(5)]  # k0..k4
    a0, a2, a3, a1, a4 = b[0], b[1], b[2], b[3], b[4]
    return (k & ~31) | a0 | (a1 << 1) | (a2 << 2) | (a3 << 3) | (a4 << 4)

if __name__ == "__main__":
    for K, swz in [(64, 64), (512, 128)]:
        name = f"q2b_rs_kperm_K{K}_swz{swz}"
        try:
            ck, sass = compile_kernel(wgmma_rs_kperm_kernel, dict(a_ptr="*fp8e4nv", b_ptr="*fp16", c_ptr="*fp32"),
                                      dict(M=64, K=K, N=64, A_SWZ=swz), num_warps=4, name=name)
        except Exception as e:
            print(name, "FAILED:", [l for l in str(e).splitlines() if "error" in l.lower()][:3] or str(e)[-500:]); continue
        ptx = ck.asm["ptx"]; roi = ptx[ptx.find("fence.proxy.async"):]
        c = {}
        for p in [r"wgmma\.mma_async[^ ]*", r"ldmatrix[^ ]*", r"ld\.shared[^ \t]*", r"st\.shared[^ \t]*", r"cvt\.rn\.f16x2\.e4m3x2", r"shfl[^ ]*", r"prmt"]:
            for m in re.findall(p, roi): c[m] = c.get(m, 0) + 1
        print(name, c, "| SASS LDS:", len(re.findall(r"\bLDS", sass)), "F2FP:", sass.count("F2FP"), "HGMMA:", sass.count("HGMMA"), "PRMT:", sass.count("PRMT"), "SHFL:", sass.count("SHFL"))
