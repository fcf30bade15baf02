"""Write copies of the source tree with one stage of the warp-specialised Gluon kernel left out, doubled
or replaced (``.base/<variant>/src``), for ``benchmarks/stage_probe.py``. Tuning only: the variants
compute wrong results on purpose.

python benchmarks/stage_variants.py [variant ...]   (default: all)
"""

import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
KERNEL = "sparsemla/kernels/sparse_attention_gluon.py"

S_PRODUCT = (
    "        scores = warpgroup_mma(q_tile, k_tile.permute((1, 0)), s_zero, use_acc=False, is_async=True)\n"
    "        scores = warpgroup_mma_wait(num_outstanding=0, deps=(scores,))\n"
)
SOFTMAX = (
    "        probs, m_i, l_part, acc = _softmax_step(scores, score_valid, tile_scale, m_i, l_part, acc, source_switch, out_rows)\n"
)
PV_PRODUCT = (
    "        acc = warpgroup_mma(p_smem, k_tile, acc, is_async=True)\n"
    "        acc = warpgroup_mma_wait(num_outstanding=0, deps=(acc,))\n"
    "        mbarrier.arrive(bars.index(2 + slot))"
)
P_STORE = "        p_smem.store(probs)\n        fence_async_shared()\n        gl.thread_barrier()\n"
GATHER = (
    "        low, high = _gather_rows(tile, slots, valid, *rows_args, layout)\n"
    "        _prefetch_rows(tile + 1, ahead_slots, ahead_valid, source, MAIN_FMT, EXTRA_FMT)\n"
)
STORES = "        _store_half(k_tile, low, 0)\n        _store_half(k_tile, high, 256)\n"
PREFETCH = "        _prefetch_rows(tile + 1, ahead_slots, ahead_valid, source, MAIN_FMT, EXTRA_FMT)\n"

VARIANTS = {
    "base": [],
    # consumers only wait for a full slot and release it: the producer's throughput
    "no_math": [(S_PRODUCT + SOFTMAX + P_STORE, ""), (PV_PRODUCT, "        mbarrier.arrive(bars.index(2 + slot))")],
    # producer only waits for an empty slot and signals it full: the consumers' throughput
    "no_gather": [(GATHER, ""), (STORES, "")],
    "skeleton": [(GATHER, ""), (STORES, ""), (S_PRODUCT + SOFTMAX + P_STORE, ""),
                 (PV_PRODUCT, "        mbarrier.arrive(bars.index(2 + slot))")],
    "no_s": [(S_PRODUCT, "        scores = s_zero\n")],
    "two_s": [(S_PRODUCT, S_PRODUCT + S_PRODUCT.replace("s_zero, use_acc=False", "scores, use_acc=True"))],
    "no_pv": [(PV_PRODUCT, "        mbarrier.arrive(bars.index(2 + slot))")],
    "two_pv": [(PV_PRODUCT, PV_PRODUCT.replace("        mbarrier.arrive(bars.index(2 + slot))", "") + PV_PRODUCT)],
    "no_softmax": [(SOFTMAX, "        probs = scores.to(gl.float16)\n")],
    "no_prefetch": [(PREFETCH, "")],
}


def write(name):
    target = ROOT / ".base" / name / "src"
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(ROOT / "src", target, ignore=shutil.ignore_patterns("__pycache__"))
    path = target / KERNEL
    text = path.read_text()
    for old, new in VARIANTS[name]:
        if text.count(old) != 1:
            raise SystemExit(f"{name}: pattern found {text.count(old)} times: {old[:60]!r}")
        text = text.replace(old, new)
    path.write_text(text)
    print(name, target)


if __name__ == "__main__":
    for name in sys.argv[1:] or VARIANTS:
        write(name)
