# Q3 workaround: no DSMEM builtin in Gluon 3.6, but inline_asm_elementwise can emit mapa / ld.shared::cluster /
# barrier.cluster / remote mbarrier arrive, using the PTX symbol `global_smem` + the allocation offset.
import sys, re; import os as _os; sys.path.insert(0, _os.path.dirname(_os.path.abspath(__file__)))
from common import compile_kernel
from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.experimental.gluon.language.nvidia.hopper import mbarrier

# with num_ctas=2 every layout needs log2(num_ctas) CGA bases; [[0]] = each CTA holds a full copy
BL = gl.constexpr(gl.BlockedLayout([1], [32], [4], [0], cga_layout=[[0]]))
SSL = gl.constexpr(gl.SwizzledSharedLayout(1, 1, 1, [0], cga_layout=[[0]]))
BARL = gl.constexpr(mbarrier.MBarrierLayout(cga_layout=[[0]]))

@gluon.jit
def k_dsmem(x_ptr, y_ptr):
    bl: gl.constexpr = BL
    offs = gl.arange(0, 128, layout=bl)
    x = gl.load(x_ptr + gl.program_id(0) * 256 + offs)
    smem = gl.allocate_shared_memory(gl.float32, [128], SSL, x)  # offset 0 (only alloc)
    bar = gl.allocate_shared_memory(gl.int64, [1], BARL)
    mbarrier.init(bar, count=1)
    # cluster-wide barrier so the peer's smem is written/initialised
    rank = gl.inline_asm_elementwise("mov.u32 $0, %cluster_ctarank; barrier.cluster.arrive.aligned; barrier.cluster.wait.aligned;",
                                     "=r", [], dtype=gl.int32, is_pure=False, pack=1)
    peer = rank ^ 1
    # read peer CTA's smem element i: mapa + ld.shared::cluster
    y = gl.inline_asm_elementwise(
        "{ .reg .u32 a; mov.u32 a, global_smem; add.u32 a, a, $1; mapa.shared::cluster.u32 a, a, $2; ld.shared::cluster.f32 $0, [a]; }",
        "=r,r,r", [offs * 4, gl.full([128], 0, gl.int32, bl) + peer], dtype=gl.float32, is_pure=False, pack=1)
    smem._keep_alive()   # otherwise the compiler DCEs the smem buffer (it cannot see the asm reading it)
    gl.store(y_ptr + gl.program_id(0) * 256 + rank * 128 + offs, y)

if __name__ == "__main__":
    ck, sass = compile_kernel(k_dsmem, dict(x_ptr="*fp32", y_ptr="*fp32"), {}, num_warps=4, num_ctas=2, name="q3_dsmem_inline_asm")
    ptx = ck.asm["ptx"]
    print([l.strip() for l in ptx.splitlines() if re.search(r"mapa|shared::cluster|barrier\.cluster|reqnctapercluster", l)][:6])
    print([l.strip() for l in ptx.splitlines() if re.search(r"st\.shared|mbarrier\.init", l)][:3])
    print("SASS:", sorted(set(re.findall(r"\b(LD|UCGABAR_ARV|UCGABAR_WAIT|CCTL|MEMBAR)[A-Z0-9._]*", sass))), "LD.E (dsmem generic ld):", len(re.findall(r"\bLD\.", sass)))
