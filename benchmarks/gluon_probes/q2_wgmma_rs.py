# Q2: warpgroup_mma with A in registers (DotOperandLayout parent=NVMMA v3), A = fp8 smem -> load -> .to(fp16)
import sys, re; import os as _os; sys.path.insert(0, _os.path.dirname(_os.path.abspath(__file__)))
from common import compile_kernel, count
from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.experimental.gluon.language.nvidia.hopper import warpgroup_mma, warpgroup_mma_wait, fence_async_shared

@gluon.jit
def wgmma_rs_kernel(a_ptr, b_ptr, c_ptr, M: gl.constexpr, K: gl.constexpr, N: gl.constexpr,
                    A_FP8: gl.constexpr, KW: gl.constexpr, A_SWZ: gl.constexpr):
    blk: gl.constexpr = gl.BlockedLayout([1, 16], [4, 8], [gl.num_warps(), 1], [1, 0])
    rm = gl.arange(0, M, layout=gl.SliceLayout(1, blk)); rk = gl.arange(0, K, layout=gl.SliceLayout(0, blk))
    rkb = gl.arange(0, K, layout=gl.SliceLayout(1, blk)); rn = gl.arange(0, N, layout=gl.SliceLayout(0, blk))
    a_val = gl.load(a_ptr + rm[:, None] * K + rk[None, :])
    b_val = gl.load(b_ptr + rkb[:, None] * N + rn[None, :])
    a_sl: gl.constexpr = gl.NVMMASharedLayout(swizzle_byte_width=A_SWZ, element_bitwidth=8 if A_FP8 else 16, rank=2)
    b_sl: gl.constexpr = gl.NVMMASharedLayout.get_default_for([K, N], gl.float16)
    a_smem = gl.allocate_shared_memory(a_ptr.dtype.element_ty, [M, K], a_sl, a_val)
    b_smem = gl.allocate_shared_memory(gl.float16, [K, N], b_sl, b_val)
    fence_async_shared()
    mma: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[gl.num_warps(), 1], instr_shape=[16, N, 16])
    a_dot: gl.constexpr = gl.DotOperandLayout(operand_index=0, parent=mma, k_width=KW)
    gl.static_assert(True)
    # ---- region of interest: smem(fp8) -> regs(dot operand) -> cvt f16 -> wgmma(RS) ----
    a_reg = a_smem.load(a_dot)
    if A_FP8:
        a_reg = a_reg.to(gl.float16)
    acc = gl.zeros([M, N], gl.float32, mma)
    acc = warpgroup_mma(a_reg, b_smem, acc, is_async=True)
    acc = warpgroup_mma_wait(0, deps=[acc])
    out_l: gl.constexpr = blk
    gl.store(c_ptr + gl.arange(0, M, layout=gl.SliceLayout(1, mma))[:, None] * N + gl.arange(0, N, layout=gl.SliceLayout(0, mma))[None, :], acc)

PATS = [r"wgmma\.mma_async[^ ]*", r"ldmatrix[^ ]*", r"ld\.shared[^ ]*", r"st\.shared[^ ]*", r"cvt\.rn\.f16x2\.e4m3x2", r"cvt\.[a-z0-9.]*", r"bar\.sync", r"prmt"]
if __name__ == "__main__":
    for (afp8, kw, K, swz) in [(False, 2, 64, 128), (True, 2, 64, 64), (True, 4, 64, 64), (True, 2, 128, 128), (True, 2, 512, 128)]:
        name = f"q2_rs_fp8{int(afp8)}_kw{kw}_K{K}_swz{swz}"
        sig = dict(a_ptr="*fp8e4nv" if afp8 else "*fp16", b_ptr="*fp16", c_ptr="*fp32")
        try:
            ck, sass = compile_kernel(wgmma_rs_kernel, sig, dict(M=64, K=K, N=64, A_FP8=afp8, KW=kw, A_SWZ=swz), num_warps=4, name=name)
        except Exception as e:
            print(name, "FAILED:", str(e).splitlines()[-1][:300]); continue
        ptx = ck.asm["ptx"]
        # restrict counting to the region after the first fence.proxy.async (the operand staging stores are before it)
        roi = ptx[ptx.find("fence.proxy.async"):]
        c = {}
        for p in PATS:
            for m in re.findall(p, roi): c[m] = c.get(m, 0) + 1
        print(name, c, "| SASS LDSM:", len(re.findall(r"LDSM", sass)), "LDS:", len(re.findall(r"\bLDS\b|LDS\.", sass)), "F2FP:", len(re.findall(r"F2FP", sass)), "HGMMA:", len(re.findall("HGMMA", sass)), "STS:", len(re.findall(r"STS", sass)))
