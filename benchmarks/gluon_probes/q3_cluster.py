# Q3: num_ctas>1 (thread-block cluster) in Gluon 3.6; what cross-CTA ops lower to DSMEM?
import sys, re, traceback; import os as _os; sys.path.insert(0, _os.path.dirname(_os.path.abspath(__file__)))
from common import compile_kernel
from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.experimental.gluon.language.nvidia.hopper import mbarrier, tma, fence_async_shared

# NB: cga_layout written as a list literal *inside* a jit function becomes a triton tuple and then
# layout equality (broadcast_impl_value) crashes with "'list' object has no attribute 'type'";
# defining the layouts as module-level constexprs (plain Python lists) avoids that frontend bug.
SRC_L = gl.constexpr(gl.BlockedLayout([1, 4], [4, 8], [4, 1], [1, 0], cga_layout=[[1, 0]]))
DST_L = gl.constexpr(gl.BlockedLayout([1, 4], [4, 8], [4, 1], [1, 0], cga_layout=[[0, 1]]))

@gluon.jit
def k_store(x_ptr, y_ptr, MODE: gl.constexpr):
    # CTA-split along dim0: cga_layout bases [[1,0]] => CTA1 owns rows 32..63
    src_l: gl.constexpr = SRC_L
    dst_l: gl.constexpr = DST_L
    pid = gl.program_id(0)
    r = gl.arange(0, 64, layout=gl.SliceLayout(1, src_l)); c = gl.arange(0, 64, layout=gl.SliceLayout(0, src_l))
    x = gl.load(x_ptr + pid * 4096 + r[:, None] * 64 + c[None, :])
    if MODE == 0:
        gl.store(y_ptr + pid * 4096 + r[:, None] * 64 + c[None, :], x)
    elif MODE == 1:   # cross-CTA layout conversion (rows-split -> cols-split)
        y = gl.convert_layout(x, dst_l)
        r2 = gl.arange(0, 64, layout=gl.SliceLayout(1, dst_l)); c2 = gl.arange(0, 64, layout=gl.SliceLayout(0, dst_l))
        gl.store(y_ptr + pid * 4096 + r2[:, None] * 64 + c2[None, :], y)
    elif MODE == 2:   # reduction over the CTA-split axis
        s = gl.sum(x, axis=0)
        gl.store(y_ptr + pid * 64 + c, s)

MC_SL = gl.NVMMASharedLayout(swizzle_byte_width=128, element_bitwidth=16, rank=2, cga_layout=[[0, 0]])
MC_BAR = gl.constexpr(mbarrier.MBarrierLayout(cga_layout=[[0]]))
MC_BL = gl.constexpr(gl.BlockedLayout([1, 8], [4, 8], [4, 1], [1, 0], cga_layout=[[0, 0]]))

@gluon.jit
def k_tma_mcast(desc, y_ptr):
    # smem tile replicated in both CTAs (cga basis [0,0] = broadcast) -> TMA multicast?
    smem = gl.allocate_shared_memory(gl.float16, [64, 64], desc.layout)
    bar = gl.allocate_shared_memory(gl.int64, [1], MC_BAR)
    mbarrier.init(bar, count=1)
    fence_async_shared(cluster=True)
    mbarrier.expect(bar, 64 * 64 * 2)
    tma.async_copy_global_to_shared(desc, [0, 0], bar, smem)
    mbarrier.wait(bar, 0)
    bl: gl.constexpr = MC_BL
    x = smem.load(bl)
    r = gl.arange(0, 64, layout=gl.SliceLayout(1, bl)); c = gl.arange(0, 64, layout=gl.SliceLayout(0, bl))
    gl.store(y_ptr + r[:, None] * 64 + c[None, :], x)

PATS = [r"mapa[^ \t]*", r"shared::cluster", r"ld\.shared::cluster", r"st\.shared::cluster", r"barrier\.cluster[^ ;]*",
        r"%cluster_ctarank", r"%clusterid\.x", r"%ctaid\.x", r"\.reqnctapercluster[^\n]*", r"\.explicitcluster", r"multicast::cluster", r"fence[^ ;]*"]
def report(name, ck):
    ptx = ck.asm["ptx"]; c = {}
    for p in PATS:
        for m in re.findall(p, ptx): c[m] = c.get(m, 0) + 1
    print(name, "num_ctas", ck.metadata.num_ctas, "smem", ck.metadata.shared, c)

if __name__ == "__main__":
    for mode in (0, 1, 2):
        name = f"q3_nctas2_mode{mode}"
        try:
            ck, _ = compile_kernel(k_store, dict(x_ptr="*fp32", y_ptr="*fp32"), dict(MODE=mode), num_warps=4, num_ctas=2, name=name)
            report(name, ck)
        except Exception as e:
            print(name, "FAILED:", [l for l in str(e).splitlines() if "error" in l][:3] or str(e)[-300:])
    try:
        from triton.experimental.gluon.language.nvidia.hopper.tma import tensor_descriptor_type
        import triton.experimental.gluon.language as gl2
        desc_t = f"tensordesc<fp16[64, 64],{MC_SL!r}>"
        name = "q3_tma_mcast"
        ck, _ = compile_kernel(k_tma_mcast, dict(desc=desc_t, y_ptr="*fp16"), {}, num_warps=4, num_ctas=2, name=name)
        report(name, ck)
    except Exception as e:
        print("q3_tma_mcast FAILED:", repr(e)[-400:])
