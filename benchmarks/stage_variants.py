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

# Patterns of the current kernel (session 9). A (start, stop) pair replaces the text from start up to
# and including stop.
GATHER = (
    "        low, high = _gather_rows(tile, slots, valid, *rows_args, layout)\n"
    "        _prefetch_rows(tile + 1, ahead_slots, ahead_valid, source, MAIN_FMT, EXTRA_FMT)\n"
)
STORES = "        _store_half(k_tile, low, 0)\n        _store_half(k_tile, high, 256)\n"
CONSUMER_MATH = (
    "        scores = warpgroup_mma(q_tile, s_tile.permute((1, 0)), s_zero, use_acc=False, is_async=True)\n",
    "        acc = warpgroup_mma_wait(num_outstanding=0, deps=(acc,))\n",
)
Q_LOAD = "        score_scale = _load_q(*q_args, qk_smem.index(2), 64)\n"
# The unsplit output store (since session 9 through shared memory, _store_out_staged): every column but
# the first masked off. (Call v11-A ran these variants on the kernel before, with the direct store.)
OUT_STORE = "stage.load(row_layout), mask=(heads < num_heads)[:, None])"
OUT_ONE_COLUMN = "stage.load(row_layout), mask=(heads < num_heads)[:, None] & (cols == 0)[None, :])"
TILE_RANGE = "    end = gl.minimum(begin + tiles_per_split, total_tiles)\n"

SKELETON = [(GATHER, ""), (STORES, ""), (CONSUMER_MATH, "        gl.thread_barrier()\n")]
# Q's load masked off (no memory traffic); the zeros still go into shared memory, so the allocation
# (and one program per SM) stays.
NO_Q = [(Q_LOAD, Q_LOAD.replace("*q_args,", "*q_args[:5], 0, q_args[6],"))]
NO_OUT = [(OUT_STORE, OUT_ONE_COLUMN)]
NO_TILES = [(TILE_RANGE, TILE_RANGE + "    end = begin\n")]

VARIANTS = {
    "base": [],
    # producer only waits for an empty slot and signals it full: the consumers' throughput
    "no_gather": [(GATHER, ""), (STORES, "")],
    # neither partition does its work: ring handshakes, prologue, epilogue
    "skeleton": SKELETON,
    # where the skeleton's fixed cost goes: the Q load, the output store, the launch
    "skel_no_q": SKELETON + NO_Q,
    "skel_no_out": SKELETON + NO_OUT,
    "skel_no_q_out": SKELETON + NO_Q + NO_OUT,
    "no_tiles": NO_TILES,
    "no_tiles_q_out": NO_TILES + NO_Q + NO_OUT,
    # the whole kernel without the Q load's memory traffic / without the output's
    "no_q": NO_Q,
    "no_out": NO_OUT,
}


def apply(name, text):
    """The kernel source ``text`` with variant ``name``'s replacements made; SystemExit when a pattern
    is not found exactly once (the kernel changed under the variant)."""
    for old, new in VARIANTS[name]:
        first, last = old if isinstance(old, tuple) else (old, old)
        if text.count(first) != 1 or text.count(last) != 1:
            raise SystemExit(f"{name}: pattern not found once: {first[:60]!r} / {last[:60]!r}")
        begin = text.index(first)
        stop = text.index(last, begin) + len(last)
        text = text[:begin] + new + text[stop:]
    return text


def write(name):
    target = ROOT / ".base" / name / "src"
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(ROOT / "src", target, ignore=shutil.ignore_patterns("__pycache__"))
    path = target / KERNEL
    path.write_text(apply(name, path.read_text()))
    print(name, target)


if __name__ == "__main__":
    for name in sys.argv[1:] or VARIANTS:
        write(name)
