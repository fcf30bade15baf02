"""Which kernel runs a call, how it is split, and the prepared launch of a call of the usual kind.

:func:`select_kernel` applies ``AttentionOptions.kernel`` to the device and the call;
:func:`kernel_config` gives the kernel's tile shapes; :func:`choose_num_splits` / :func:`split_mode`
the split-KV decomposition; :func:`prepare_launch` everything a direct launch needs, with as few tensor
queries as it can and its decisions remembered per kind of call (this is the eager host path).
"""

from __future__ import annotations

import functools
import itertools
import warnings

import torch
import triton

from ..cache import PagedKVCache
from ..config import AttentionOptions, triton_interpreted
from ..formats import DEFAULT_SOFTMAX_SCALE, HEAD_DIM, SUPPORTED_HEADS
from ..kernels.cute import launch as cute_launcher
from ..kernels.launch import FORMAT_CODES, LOG2E, KernelPlan, LaunchKey, LaunchPlan, launch_constexprs
from ..kernels.triton import GLUON_TRITON_VERSIONS, gluon_unavailable_reason
from ..workspace import SplitKVWorkspace
from .overlap import lse_overlap, rows_overlap

# The Triton versions the Gluon kernel runs on, as the kernel-choice reasons print them ("3.6-3.9").
_GLUON_RANGE = f"{GLUON_TRITON_VERSIONS[0]}-{GLUON_TRITON_VERSIONS[-1]}"

MAX_SPLITS = 32
# The kernels take the softmax scale times log2(e) as a float32.
MAX_SOFTMAX_SCALE = torch.finfo(torch.float32).max / LOG2E
# Each split keeps at least this many index entries: the last program's merge reads every split's
# partial output, so tiny splits cost more than they save.
MIN_SPLIT_WIDTH = 128
# The automatic choice stops here (forced split counts may go up to MAX_SPLITS): on the H200 the
# merge of more partials cost more than the extra parallelism saved (docs/performance.md).
AUTO_MAX_SPLITS = 16
# With the cooperative merge (every split merges a share: its cost does not grow with the split
# count) each split needs only one 64-row tile.
COOPERATIVE_SPLIT_WIDTH = 64
# Programs that share an SM (the swapped 16-head ones, two per SM) hide each other's latency only over
# long splits: on the H200, splitting to fill the second slot paid at hca_1m (33-65 tiles per split,
# B = 64 / 128: 125 / 227 µs against 131 / 240 at one program per SM) and cost at flash_csa and pro_csa
# (3-9 tiles per split: B = 64 26.4 against 23.9 µs, B = 128 35.2 against 30.3). Measured from 64
# programs on 132 SMs up; smaller launches, which split for latency, keep filling both slots.
SHARED_SM_SPLIT_TILES = 16
# Split programs of at least this many 64-row tiles write their partial through shared memory
# (row-contiguous 16-byte stores, −3…−4% at hca_1m b = 8 / 64); shorter ones store it straight from the
# accumulator, since the stage's two barriers sit on their path to the merge (+2…+10% at 1–5 tiles).
STAGED_PARTIAL_TILES = 8
# Split launches of few rows run 64/128-head calls in swapped 16-head programs (few_row_launch): over
# fp8_uniform rows, four programs per 64 heads put more SMs on the step, each split's partial is 32 KiB
# instead of 128 (the merge's round trip through L2), and a 64-row tile costs a 16-head program about
# half what it costs a 64-head one. H200, CUDA-graph timed, Triton 3.6, 64-head -> 16-head programs
# (benchmarks/tools/few_row_sweep.py): flash_csa 1 / 2 / 4 / 8 rows 17.6 / 18.0 / 18.4 / 20.2 -> 13.6 /
# 14.2 / 16.4 / 18.3 µs; hca_1m 1 / 2 rows 29.4 / 29.8 -> 22.9 / 28.7 (3 rows 31.2 -> 34.6); pro_csa
# 1 / 2 rows 19.0 / 20.3 -> 16.3 / 18.2 (6 rows 25.0 -> 28.4). The 16-head programs win while they run
# at most twice the tiles per split, plus one.
FEW_ROWS_TILE_RATIO = 2
# Tiles with their own unit (model1, V4.1, bf16) cost a 16-head program about twice what fp8_uniform
# tiles do (scale bytes or exponents, and the unit): there the 16-head programs win while they run at
# most as many tiles per split as the 64-head programs, plus one. Same tool, model1: flash_csa 1 / 2 /
# 3 / 4 / 6 / 8 rows 18.4 / 18.9 / 19.2 / 19.4 / 19.8 / 21.1 -> 14.5 / 15.1 / 15.8 / 18.4 / 18.8 / 21.3
# µs; pro_csa 1 / 2 rows 19.7 / 21.0 -> 18.4 / 21.0; hca_1m 1 / 2 rows 31.6 / 32.1 -> 28.3 / 37.0
# (v41_fp8, v41_fp4 and bf16 alike: flash_csa 1 row 18.0 / 19.7 / 20.2 -> 14.6 / 15.7 / 16.1).
FEW_ROWS_TILE_RATIO_UNITS = 1
# 8 and 16 heads over model1 / bf16 tiles in launches of more programs than SMs run two 16-head programs
# per SM (one ring slot each, paired_programs) instead of one with two slots: each program's conversion
# then hides behind the other's products. H200, Triton 3.6, B = 64 / 128 / 256, model1
# (benchmarks/tools/tp_program_sweep.py): hca_1m 159 / 278 / 542 -> 148 / 270 / 523 µs, pro_csa and
# flash_csa at B = 256 96.7 / 60.7 -> 94.9 / 58.5; bf16 -2...-7% alike. With fewer programs than SMs
# each runs alone on one slot and loses (flash_csa B = 64 27.2 -> 28.1), and so do launches of fewer
# rows than a quarter of the SMs that split to fill both slots (B = 8: hca_1m 35.1 -> 40.0, pro_csa
# 18.8 -> 21.7). model1 only on Triton 3.6: at 120 producer registers later Tritons' model1 producer
# spills (27-29 stores).
_PAIRED_MODEL1_TRITON = triton.__version__.startswith("3.6.")


@functools.lru_cache(maxsize=None)
def kernel_config(
    num_heads: int, tile_scales: bool = True, fp8_tiles: bool = True, gluon: bool = False, uniform_fp8: bool = False,
    few_rows: bool = False,
    paired: bool = False,
) -> dict:
    """Launch parameters for ``num_heads`` query heads; ``tile_scales``: a source is ``model1`` (FP8
    with a UE8M0 scale per 64-column tile); ``fp8_tiles``: every source stores FP8 rows; ``gluon``:
    the Gluon kernel may run (Hopper, a verified Triton, not ruled out by the options).

    Gluon allowed: the Gluon kernel
    (``kernels/triton/sparse_attention_gluon.py``): programs of 64 heads (fewer heads padded to 64),
    64-row tiles, float16 products split over two warpgroups, a producer partition converting the next
    tile while the consumers multiply; over fp8_uniform rows (``uniform_fp8``) 8 and 16 heads in
    programs of 16 heads with swapped products, two per SM (``programs_per_sm``, ``maxnreg``), and 32
    heads in swapped programs of 32, one per SM; with a model1 or bf16 source 8 and 16 heads in the
    swapped 16-head programs one per SM with a two-slot ring (``ring_slots``) and 32 heads in the
    swapped 32-head programs. H ≥ 64
    otherwise, bf16 / fp8_uniform sources: the
    pipelined Triton kernel: programs of 64 heads, tiles of whole 512-wide rows (64 rows FP8, 32 rows bf16) copied
    asynchronously two tiles ahead, S = Q·Kᵀ and O = P·V on warpgroup instructions. H ≥ 64 with a
    model1 source: the hand-pipelined Triton kernel: 32-row tiles gathered a tile ahead into registers,
    products swapped (Sᵀ = K·Qᵀ, Oᵀ = Vᵀ·Pᵀ) so the 512 output channels spread over two warpgroups.
    H ≤ 32: programs of 32 heads (16 when H ≤ 16, the padding masked inside the kernel), 16-row
    tiles, 4 warps. ``v41_fp8`` / ``v41_fp4`` sources count as FP8 tiles without ``tile_scales``.
    ``few_rows`` (:func:`few_row_programs`): 64 and 128 heads also run in swapped 16-head programs, one
    per SM (with a two-slot ring, ``ring_slots``, unless both sources are fp8_uniform). ``paired``
    (:func:`paired_programs`): 8 and 16 heads over model1 / bf16 tiles run two 16-head programs per SM
    with one ring slot each, as over fp8_uniform. The returned dict is shared between calls: do not
    modify it.
    """
    if gluon:
        if few_rows and num_heads >= 64:
            # A launch of few rows: four programs per 64 heads put 4x the SMs on the step and cut each
            # split's partial to 32 KiB (the merge's round trip through L2), one program per SM. Over
            # fp8_uniform rows the tensor-parallel programs (one ring slot, 128 registers; a two-slot
            # ring measured the same); tiles with units (model1, V4.1, bf16) need the producer registers
            # only the whole register file leaves, and take the second ring slot with them.
            if uniform_fp8:
                return dict(block_h=16, block_n=64, swap_ab=True, pipelined=True, num_warps=4, num_stages=1,
                            kernel="gluon", maxnreg=128, programs_per_sm=1)  # fmt: skip
            return dict(block_h=16, block_n=64, swap_ab=True, pipelined=True, num_warps=4, num_stages=1,
                        kernel="gluon", programs_per_sm=1, ring_slots=2)  # fmt: skip
        if num_heads <= 16 and (uniform_fp8 or paired):
            # Swapped products (the rows are M, 16 heads N) in programs of 16 heads, two per SM: 128
            # registers per thread (4 consumer + 4 producer warps) and one ring slot. (32 heads as two
            # such programs measured slower than 64-head programs.) Over model1 / bf16 tiles only where
            # the launch has more programs than SMs (paired_programs; the producer then takes 120).
            return dict(block_h=16, block_n=64, swap_ab=True, pipelined=True, num_warps=4, num_stages=1,
                        kernel="gluon", maxnreg=128, programs_per_sm=2)  # fmt: skip
        if num_heads <= 16 and (tile_scales or not fp8_tiles):
            # A model1 or bf16 source: the few-row programs' configuration (swapped 16-head programs,
            # one per SM, two ring slots, the whole register file for the units' producer). H200,
            # Triton 3.6, B = 64-256 against 64-head programs (benchmarks/tools/tp_program_sweep.py):
            # model1 -10...-18% (hca_1m B = 256 662 -> 540 µs), bf16 -12...-16%; V4.1 pairs -4...+3%,
            # so those stay on 64-head programs.
            return dict(block_h=16, block_n=64, swap_ab=True, pipelined=True, num_warps=4, num_stages=1,
                        kernel="gluon", programs_per_sm=1, ring_slots=2)  # fmt: skip
        if num_heads == 32 and (uniform_fp8 or tile_scales or not fp8_tiles):
            # The same swapped products with N = 32, one program per SM (Oᵀ takes 128 registers per
            # thread) and a two-slot ring: each row converted once for all 32 heads, no padded head.
            # Over model1 and bf16 tiles too: B = 64-256 against the 64-head programs (H200,
            # tp_program_sweep.py) model1 -0...-7% on Triton 3.6 and +2...-14% on 3.8 (hca_1m B = 256
            # 715 -> 627 µs), bf16 -2...-9% and 0...-14%. V4.1 tiles stay on 64-head programs (v41_fp8
            # +3...+9%, Triton 3.6).
            return dict(block_h=32, block_n=64, swap_ab=True, pipelined=True, num_warps=4, num_stages=1,
                        kernel="gluon")  # fmt: skip
        return dict(block_h=64, block_n=64, swap_ab=False, pipelined=True, num_warps=8, num_stages=1, kernel="gluon")
    if num_heads >= 64:
        if not tile_scales:
            # Five stages: Triton 3.6 multi-buffers the gathered tiles (index load → row copy → use)
            # only from five stages on; with fewer it waits for every copy at the top of the loop.
            # bf16 tiles are twice the bytes: 32 rows keep the buffers inside shared memory.
            block_n = 64 if fp8_tiles else 32
            return dict(block_h=64, block_n=block_n, swap_ab=False, pipelined=True, num_warps=8, num_stages=5,
                        kernel="triton")  # fmt: skip
        return dict(block_h=64, block_n=32, swap_ab=True, pipelined=False, num_warps=8, num_stages=1, kernel="triton")
    block_h = min(max(num_heads, 16), 32)
    return dict(block_h=block_h, block_n=16, swap_ab=False, pipelined=False, num_warps=4, num_stages=1, kernel="triton")


_warned: set = set()


def _warn_once(key, message: str, stacklevel: int = 4) -> None:
    if key not in _warned:
        _warned.add(key)
        warnings.warn(message, RuntimeWarning, stacklevel=stacklevel)


def uniform_fp8(formats: tuple) -> bool:
    """Whether both sources of a call (``(main, extra)``; ``extra`` = ``main`` for one source) are
    ``fp8_uniform``: :func:`kernel_config`'s ``uniform_fp8``."""
    return formats[0] == formats[1] == "fp8_uniform"


@functools.lru_cache(maxsize=1024)
def select_kernel(kernel_option: str, device_index: int, num_heads: int, formats: tuple) -> tuple[bool, str]:
    """``(gluon, reason)``: whether the Gluon kernel may run a call with ``num_heads`` heads over sources
    of ``formats`` on CUDA device ``device_index`` (-1: not a GPU), and why this kernel runs.

    ``kernel_option`` is ``AttentionOptions.kernel``. ``"gluon"`` where the Gluon kernel cannot run
    raises RuntimeError with the reason. With ``"auto"``, a Hopper GPU that would run the Gluon kernel
    for this call but cannot (another Triton version) warns once, saying why.
    """
    if kernel_option == "triton":
        return False, "forced by options (kernel='triton')"
    if kernel_option == "cute":  # (the op runs it on a path of its own: sparse_attention)
        raise ValueError("select_kernel chooses between the Triton kernels; kernel='cute' is the CuTe DSL kernel")
    unavailable = "not on a CUDA device" if device_index < 0 else gluon_unavailable_reason(device_index)
    if kernel_option == "gluon":
        if unavailable is not None:
            raise RuntimeError(f"sparse_attention: options.kernel='gluon' cannot run here: {unavailable}")
        return True, "forced by options (kernel='gluon')"
    if unavailable is None:
        # The programs kernel_config gives these sources (flags as the op derives them from the formats).
        config = kernel_config(num_heads, "model1" in formats, "bf16" not in formats, True, uniform_fp8(formats))
        if config["block_h"] == 16:
            schedule = f" (swapped 16-head programs, {'two' if config.get('programs_per_sm') == 2 else 'one'} per SM"
            if paired_formats(formats) and num_heads <= 16:
                schedule += "; two per SM in launches of more programs than SMs"
            schedule += ")"
        elif config["block_h"] == 32:
            schedule = " (swapped 32-head programs)"
        elif num_heads >= 64:
            schedule = " (64-head programs; split launches of few rows: swapped 16-head programs)"
        else:
            schedule = " (heads padded to 64)"
        return True, f"fastest available: Hopper with Triton {_GLUON_RANGE}{schedule}"
    if device_index >= 0 and torch.cuda.get_device_capability(device_index)[0] == 9:
        _warn_without_gluon(device_index, unavailable)
    return False, f"the Gluon kernel is not available: {unavailable}"


def _warn_without_gluon(device_index: int, unavailable: str) -> None:
    """Warn once that Hopper GPU ``device_index`` runs a slower kernel than the Gluon one, and why (both
    kernels it may run instead reach here: select_kernel and auto_cute_reason). Not under Triton's CPU
    interpreter: the user chose it, and the Gluon kernel never runs there."""
    if triton_interpreted():
        return
    if cute_device(device_index):
        others = (f"Calls over {', '.join(CUTE_FORMATS)} sources run the CuTe DSL kernel (up to 2.3x the Gluon "
                  "kernel's time in docs/performance.md's H200 runs), the others (other formats, qk_fp8, "
                  "empty_row_lse=+inf) the portable Triton kernel")  # fmt: skip
    else:
        others = "Running the portable Triton kernel"
    _warn_once(
        ("gluon", device_index),
        f"sparsemla: the fast Hopper kernel (Gluon) is not available: {unavailable}. {others}, about 1.2-3x "
        "slower at 64/128 heads over FP8 caches.",
        stacklevel=5,  # (one frame more than select_kernel's own warning had)
    )


# The formats the CuTe DSL decode kernel reads (kernels/cute): an opt-in kernel (options.kernel='cute').
CUTE_FORMATS = ("bf16", "fp8_uniform", "model1")


def cute_unavailable_reason(device_index: int, formats: tuple, options: AttentionOptions) -> str | None:
    """Why the CuTe DSL decode kernel cannot run a call over sources of ``formats`` on CUDA device
    ``device_index`` (-1: not a GPU) under ``options``; None when it can."""
    if device_index < 0:
        return "not on a CUDA device"
    from ..kernels.cute.launch import cute_available

    available, why = cute_available(device_index)
    if not available:
        return why
    for name in formats:
        if name not in CUTE_FORMATS:
            return f"it reads {', '.join(CUTE_FORMATS)} sources, not {name}"
    if options.qk_fp8:
        return "qk_fp8 is an option of the Gluon kernel"
    if options.empty_row_lse > 0:
        return "it writes -inf as the LSE of a row with no valid entry (empty_row_lse=+inf is not supported)"
    return None


@functools.lru_cache(maxsize=64)
def cute_device(device_index: int) -> bool:
    """Whether ``kernel="auto"`` may run the CuTe DSL kernel on CUDA device ``device_index``: it can run
    there (SM90; CuTe DSL installed or variants cached) and the Gluon kernel cannot (another Triton
    version): where both run, the Gluon kernel took 0.53-1.03x the CuTe kernel's time through the op,
    faster on every model1 and few-row case (docs/performance.md); the portable Triton kernel takes
    1.2-3x FlashMLA's. The first, cheap test of ``kernel="auto"``."""
    if device_index in _auto_cute_off:
        return False
    if device_index >= 0 and gluon_unavailable_reason(device_index) is None:
        return False
    return cute_launcher.cute_available(device_index)[0]


_auto_cute_off: set = set()  # devices where a variant could not be loaded: auto stops picking the CuTe kernel


@functools.lru_cache(maxsize=1024)
def auto_cute_reason(device_index: int, formats: tuple, options: AttentionOptions) -> str | None:
    """Why ``kernel="auto"`` runs a call over sources of ``formats`` (main, extra) on the CuTe DSL kernel
    (every head count alike), or None where it runs the Triton-path kernels: on a device :func:`cute_device`
    accepts (Hopper without the Gluon kernel), the calls the CuTe kernel can run (its formats, no
    ``qk_fp8``, -inf empty-row LSE)."""
    if options.kernel != "auto" or not cute_device(device_index):
        return None
    if cute_unavailable_reason(device_index, formats, options) is not None:
        return None
    note = cute_launcher.cute_available(device_index)[1]
    cached = "" if note == "ok" else f"; {note}"
    why = "not on a CUDA device" if device_index < 0 else gluon_unavailable_reason(device_index)
    if device_index >= 0:
        _warn_without_gluon(device_index, why)  # (once: this function's answers are memoised)
    return f"fastest available: Hopper without the Gluon kernel ({why}): CuTe DSL kernel{cached}"


@functools.lru_cache(maxsize=64)
def cute_beside_gluon(device_index: int) -> bool:
    """Whether CUDA device ``device_index`` runs both the Gluon kernel and the CuTe DSL kernel (SM90, a
    Triton the Gluon kernel supports, CuTe DSL installed or variants cached): ``kernel="auto"`` then gives
    the CuTe DSL kernel the calls :func:`cute_beats_gluon` names."""
    if device_index < 0 or device_index in _auto_cute_off or gluon_unavailable_reason(device_index) is not None:
        return False
    return cute_launcher.cute_available(device_index)[0]


# Where both kernels run, the CuTe DSL kernel is the faster through the op over fp8_uniform pools (its
# leading-consumer schedule, decode_lead.py) in two kinds of launch (same H200 runs, CuTe / Gluon µs;
# docs/performance.md): two-split clusters filling most of the SMs at 64 heads (flash_csa / hca_1m B = 64
# 28.7 / 166.8 against 33.8 / 188.0; on an H100 B = 48 29.6 / 175.5 against 33.7 / 186.8 with the split-S
# consumers, while at B = 32, clusters of four, hca_1m took 159.3 against 104.3), and unsplit launches whose
# CTAs fill their waves at 64 and 128 heads (flash_csa / hca_1m B = 128 37.1 / 309.0 against 37.9 / 339.3,
# B = 256 68.8 / 606.8 against 70.3 / 666.3; pro_csa B = 128 / 256 107.0 / 204.2 against 110.9 / 212.6;
# 4,096 prefill rows 923 / 3,049 against 988 / 3,362), and at 128 heads two-split clusters filling most of
# the SMs (pro_csa on an H100, B = 24 / 28 / 32: 37.0 / 38.2 / 39.7 against 41.1 / 41.9 / 43.4; B = 20,
# clusters on 61% of the SMs, 36.6 against 37.0); level or slower everywhere else.
CUTE_OVER_GLUON_FORMATS = ("fp8_uniform", "fp8_uniform")
CUTE_OVER_GLUON_HEADS = (64, 128)
CUTE_OVER_GLUON_FILL = 0.7  # the least share of the SMs the two-split clusters must take
CUTE_OVER_GLUON_WAVE_FILL = 0.9  # the least share of its waves' CTA slots an unsplit launch must fill


@functools.lru_cache(maxsize=4096)
def cute_beats_gluon(formats: tuple, num_heads: int, rows: int, width: int, sm_count: int) -> bool:
    """Whether ``kernel="auto"``, on a device running both kernels (:func:`cute_beside_gluon`), gives the
    CuTe DSL kernel an automatically split call (a workspace, no forced split count) of ``rows`` query
    rows and ``num_heads`` heads over sources of ``formats`` (main, extra) with ``width`` entries per row:
    over fp8_uniform pools, where the float16 kernel (:func:`cute_cluster_splits`) runs two splits as one
    cluster and those CTAs (rows × head groups × 2) take at least ``CUTE_OVER_GLUON_FILL`` of the SMs (on
    132 SMs 47-66 rows at 64 heads, 24-33 at 128), or runs unsplit at 64 or 128 heads with its CTAs (rows ×
    head groups) filling at least
    ``CUTE_OVER_GLUON_WAVE_FILL`` of the CTA slots of their waves (one per SM: on 132 SMs at 64 heads
    119-132 rows, 238-264, ...; every prefill chunk of thousands of rows)."""
    if formats != CUTE_OVER_GLUON_FORMATS or num_heads not in CUTE_OVER_GLUON_HEADS or rows <= 0:
        return False
    splits = cute_cluster_splits(rows, num_heads, width, sm_count)
    if splits == 2:
        return 2 * rows * (num_heads // 64) >= CUTE_OVER_GLUON_FILL * sm_count
    if splits == 1:
        ctas = rows * (num_heads // 64)
        return ctas >= CUTE_OVER_GLUON_WAVE_FILL * sm_count * -(-ctas // sm_count)
    return False


def auto_cute_call(device_index: int, formats: tuple, options: AttentionOptions, num_heads: int, rows: int,
                   width: int, workspace, num_splits) -> bool:  # fmt: skip
    """Whether ``kernel="auto"`` runs a call on the CuTe DSL kernel: every call it can run on a Hopper GPU
    without the Gluon kernel (:func:`auto_cute_reason`); beside the Gluon kernel
    (:func:`cute_beside_gluon`), the automatically split calls :func:`cute_beats_gluon` names."""
    if options.kernel != "auto":
        return False
    if auto_cute_reason(device_index, formats, options) is not None:
        return True
    return (workspace is not None and num_splits is None and cute_beside_gluon(device_index)
            and cute_unavailable_reason(device_index, formats, options) is None
            and cute_beats_gluon(formats, num_heads, rows, width, workspace.sm_count))  # fmt: skip


def auto_cute_failed(device_index: int, error: Exception) -> None:
    """``kernel="auto"`` picked the CuTe DSL kernel but could not load a variant (no CuTe DSL to compile it
    and not in the cache): say so once; this call and the device's later ones run the Triton-path
    kernels."""
    _auto_cute_off.add(device_index)
    cute_device.cache_clear()
    cute_beside_gluon.cache_clear()
    auto_cute_reason.cache_clear()
    _warn_once(("cute", device_index), f"sparsemla: the CuTe DSL kernel could not run a call ({error}); kernel='auto' "
               f"runs the Triton-path kernels on device {device_index} from now on. Install nvidia-cutlass-dsl "
               "(pip install 'sparsemla[cute]') or compile the variants into the cache ahead "
               "(sparsemla.warmup_sparse_attention).")  # fmt: skip


def cute_fallback(kernel: str, device_index: int, error: Exception) -> None:
    """A CuTe DSL variant could not be loaded (``error``): under ``kernel="auto"`` warned once
    (:func:`auto_cute_failed`) and the caller runs the call without the CuTe DSL kernel; under any other
    kernel option ``error`` is raised."""
    if kernel != "auto":
        raise error
    auto_cute_failed(device_index, error)

def cute_variants_missing(
    device_index: int, formats: tuple, num_heads: int, designs: tuple | None = None
) -> str | None:
    """Why the CuTe DSL kernel could load no variant for calls of ``num_heads`` heads over sources of
    ``formats`` (main, extra; its formats) on CUDA device ``device_index``, or None where it can (or where it
    cannot run at all: :func:`cute_unavailable_reason`). CuTe DSL compiles any variant; without it
    (``cute_available``'s "cached variants only") the on-disk cache, or this process, must hold one of them
    (a call of a missing variant raises CuteUnavailableError; under ``kernel="auto"`` it is warned once and
    the device's calls go to the Triton-path kernels). ``designs``: variants of those designs
    (``"f16rows"``, ``"f16scaled"``, ``"e4m3rows"``); default the decode designs :func:`cute_launch_plan`
    picks. For ``python -m sparsemla info`` and :func:`describe_kernel`: it reads the cache directory."""
    from ..config import default_cache_dir

    available, note = cute_launcher.cute_available(device_index)
    if not available or note == "ok":  # (a device it cannot run on: cute_unavailable_reason says so)
        return None
    try:
        directory = default_cache_dir() / "cute"
    except ValueError as error:  # (its variable names no directory: only this process's variants load)
        directory, unresolved = None, error
    codes = cute_launcher.FORMAT_CODES
    main = codes[formats[0]]
    for extra in (-1, codes[formats[1]]) if formats[0] == formats[1] else (codes[formats[1]],):
        for main_len, extra_len, sinks, lse in itertools.product((False, True), repeat=4):
            if extra == -1 and extra_len:
                continue
            flags = (main, extra, main_len, extra_len, sinks, lse)
            if designs is None:
                base = cute_launcher.variant_key(*flags, num_heads)
                keys = {cute_launcher.with_splits(base, splits) for splits in (1, 2, 4, 8)}
                if num_heads >= 64 and cute_launcher.quantized_sources(main, extra):
                    keys.add(cute_launcher.variant_key(*flags, num_heads, "swap16"))
            else:
                keys = {cute_launcher.variant_key(*flags, num_heads, design) for design in designs}
            for key in keys:
                if key in cute_launcher._compiled or (
                    directory is not None and cute_launcher.cached_variant(key, directory)
                ):  # fmt: skip
                    return None
    if directory is None:
        return (f"nvidia-cutlass-dsl is not installed and there is no cache directory to load its variants from "
                f"({unresolved})")
    return (f"nvidia-cutlass-dsl is not installed and {directory} holds none of its variants for these calls "
            "(pip install 'sparsemla[cute]', or fill that cache: sparsemla.warmup_sparse_attention)")  # fmt: skip


def describe_kernel(
    num_heads: int, main_fmt: str, extra_fmt: str | None = None, device="cuda", options: AttentionOptions | None = None,
    rows: int | None = None, width: int | None = None, sm_count: int | None = None,
) -> tuple[str, str]:
    """``(kernel, reason)``: the kernel a call with ``num_heads`` heads over sources ``main_fmt`` (and
    ``extra_fmt``) runs on ``device`` under ``options``, and why (``python -m sparsemla info`` prints it).
    With ``rows``, ``width`` (entries per row) and ``sm_count`` (its workspace's; an automatic split count):
    the kernel of that call exactly (:func:`cute_beats_gluon`). Without CuTe DSL the CuTe DSL kernel counts only
    where its cache directory holds a variant for such calls (:func:`cute_variants_missing`)."""
    from ..config import default_options

    options = default_options() if options is None else options
    device = torch.device(device)
    device_index = -1
    if device.type == "cuda" and torch.cuda.is_available():
        device_index = device.index if device.index is not None else torch.cuda.current_device()
    formats = (main_fmt, main_fmt if extra_fmt is None else extra_fmt)
    if options.kernel == "cute":
        why = cute_unavailable_reason(device_index, formats, options)
        if why is None:
            why = cute_variants_missing(device_index, formats, num_heads)
        if why is not None:
            return "-", f"kernel='cute' cannot run: {why}"
        return "cute", "forced by options (kernel='cute')"
    reason = auto_cute_reason(device_index, formats, options)
    missing = None
    if reason is not None:
        missing = cute_variants_missing(device_index, formats, num_heads)
        if missing is None:
            return "cute", reason
    try:
        gluon, reason = select_kernel(options.kernel, device_index, num_heads, formats)
    except RuntimeError as exc:  # (a forced kernel that cannot run here: a call would raise this)
        return "-", str(exc).removeprefix("sparse_attention: ")
    if missing is not None:  # (kernel="auto" tries the CuTe DSL kernel first, then runs the calls here)
        reason += (f"; the CuTe DSL kernel would run these calls, but {missing}: the first warns, and the device's "
                   "calls run the Triton-path kernels")  # fmt: skip
    elif options.kernel == "auto" and cute_device(device_index):  # (the CuTe DSL kernel runs other calls here)
        reason += f"; not the CuTe DSL kernel: {cute_unavailable_reason(device_index, formats, options)}"
    config = kernel_config(num_heads, "model1" in formats, "bf16" not in formats, gluon, uniform_fp8(formats))
    if (options.kernel == "auto" and formats == CUTE_OVER_GLUON_FORMATS and num_heads in CUTE_OVER_GLUON_HEADS
            and cute_beside_gluon(device_index) and cute_unavailable_reason(device_index, formats, options) is None):
        calls = ("calls with a workspace whose CuTe DSL launch fills the SMs (two-split clusters on 70% of the SMs, "
                 "e.g. 47-66 rows at 64 heads and 24-33 at 128 on 132 SMs; unsplit launches filling 90% of their "
                 "waves)")  # fmt: skip
        missing = cute_variants_missing(device_index, formats, num_heads)
        if missing is not None:
            reason += (f"; {calls} would run faster on the CuTe DSL kernel, but {missing}: the first such call warns "
                       "and they run here")  # fmt: skip
        elif None not in (rows, width, sm_count) and cute_beats_gluon(formats, num_heads, rows, width, sm_count):
            return "cute", "fastest available: the CuTe DSL kernel for this launch (cute_beats_gluon)"
        else:
            reason += f"; {calls} go to the CuTe DSL kernel, faster there"
    return config["kernel"], reason


@functools.lru_cache(maxsize=4096)
def choose_num_splits(
    query_rows: int, num_heads: int, index_width: int, sm_count: int, cooperative: bool = False,
    block_h: int | None = None, per_sm: int = 1,
) -> int:
    """Splits per (row, head group) so that the launch fills about one wave of SMs.

    No split when rows × head groups already reach the SM count. Otherwise
    ``sm_count // (rows × groups)`` splits, capped by the workspace scratch (rows × splits ≤ 2 × SMs)
    and by the merge: with ``cooperative`` (the Gluon kernel, whose splits merge together, see
    :func:`split_mode`) at ``MAX_SPLITS`` and one 64-entry tile per split; otherwise (the last split
    merges them all, a cost that grows with the split count) at ``AUTO_MAX_SPLITS`` and
    ``MIN_SPLIT_WIDTH`` entries per split. ``block_h`` (heads per program) and ``per_sm`` (programs an
    SM runs at once) come from the call's :func:`kernel_config` (default: the portable kernel's). Where
    SMs run ``per_sm`` > 1 programs and the launch has at least a quarter of the SM count in programs,
    splitting to fill the extra program slots is kept only while each split keeps
    ``SHARED_SM_SPLIT_TILES`` 64-entry tiles; shorter splits fill one program per SM.
    """
    if block_h is None:
        block_h = kernel_config(num_heads)["block_h"]
    programs = query_rows * -(-num_heads // block_h)
    if programs >= sm_count * per_sm or query_rows == 0:
        return 1
    if cooperative:
        by_work, cap = -(-index_width // COOPERATIVE_SPLIT_WIDTH), MAX_SPLITS
    else:
        by_work, cap = index_width // MIN_SPLIT_WIDTH, AUTO_MAX_SPLITS
    by_scratch = SplitKVWorkspace.split_pairs(sm_count) // query_rows
    splits = max(1, min(sm_count * per_sm // programs, by_work, cap, by_scratch))
    if per_sm > 1 and 4 * programs >= sm_count and -(-index_width // (64 * splits)) < SHARED_SM_SPLIT_TILES:
        splits = max(1, min(sm_count // programs, by_work, cap, by_scratch))
    return splits


@functools.lru_cache(maxsize=4096)
def few_row_launch(
    query_rows: int, num_heads: int, index_width: int, sm_count: int, tile_ratio: int = FEW_ROWS_TILE_RATIO
) -> bool:
    """Whether an automatically split Gluon launch of ``num_heads`` ≥ 64 heads runs in swapped 16-head
    programs (:func:`kernel_config`'s ``few_rows``): when both its 64-head programs and the 16-head ones
    (split as for one per SM) would split, and the 16-head programs take at most ``tile_ratio`` × as
    many 64-row tiles per split, plus one. On 132 SMs, with the fp8_uniform ratio (2): at 640 entries
    per row 1-8 and 14-16 rows of 64 heads; at 8,320 entries 1-2; at 1,152 entries and 128 heads 1, 2
    and 4. With the ratio for tiles with units (1): 1-6, 1 and 1."""
    if num_heads < 64 or query_rows == 0:
        return False
    tiles = -(-index_width // 64)
    splits_64 = choose_num_splits(query_rows, num_heads, index_width, sm_count, True, 64)
    splits_16 = choose_num_splits(query_rows, num_heads, index_width, sm_count, True, 16)
    if splits_64 == 1 or splits_16 == 1:
        return False
    return -(-tiles // splits_16) <= tile_ratio * -(-tiles // splits_64) + 1


def few_row_programs(rows, num_heads, width, formats, gluon, workspace, num_splits, options) -> bool:
    """Whether a call runs in the few-row 16-head programs: the automatic split choice (``num_splits``
    None) with a ``workspace``, the Gluon kernel (``gluon``), cooperative splits allowed, no ``qk_fp8``,
    and :func:`few_row_launch` for its ``rows`` and index ``width`` (at ``FEW_ROWS_TILE_RATIO`` when both
    ``formats`` (main, extra) are fp8_uniform, else at ``FEW_ROWS_TILE_RATIO_UNITS``). The validated path
    and :func:`prepare_launch` both decide here, so a launch's plan and the kernel registered for it
    agree."""
    return (
        num_splits is None and workspace is not None and gluon and options.cooperative and not options.qk_fp8
        and few_row_launch(rows, num_heads, width, workspace.sm_count,
                           FEW_ROWS_TILE_RATIO if uniform_fp8(formats) else FEW_ROWS_TILE_RATIO_UNITS)
    )  # fmt: skip


def paired_formats(formats: tuple) -> bool:
    """Whether sources of ``formats`` (main, extra) may run :func:`paired_programs`: each bf16, or model1
    on Triton 3.6."""
    return all(fmt == "bf16" or (fmt == "model1" and _PAIRED_MODEL1_TRITON) for fmt in formats)


def paired_programs(rows, num_heads, width, formats, gluon, workspace, num_splits, options, device_index) -> bool:
    """Whether a call of 8 or 16 heads over model1 / bf16 sources (``formats``: (main, extra), each one
    of them; model1 only on Triton 3.6) runs two swapped 16-head programs per SM
    (:func:`kernel_config`'s ``paired``): on the Gluon kernel (``gluon``), when its launch has at least a
    quarter of the SM count in rows and, split as two programs per SM would split it (``num_splits``
    None: :func:`choose_num_splits`; else as forced), more programs than the GPU has SMs
    (``workspace.sm_count``, else device ``device_index``'s). Decided here for both the validated path
    and :func:`prepare_launch`, like :func:`few_row_programs`."""
    if not gluon or num_heads > 16 or rows == 0 or not paired_formats(formats):
        return False
    sm_count = workspace.sm_count if workspace is not None else resident_programs(device_index)
    if num_splits is None:
        num_splits = 1 if workspace is None else choose_num_splits(
            rows, num_heads, width, sm_count, options.cooperative, 16, 2
        )  # fmt: skip
    elif type(num_splits) is not int:
        return False  # (the checks name it)
    return 4 * rows >= sm_count and rows * num_splits > sm_count


@functools.lru_cache(maxsize=None)
def resident_programs(device_index: int) -> int:
    """SMs of CUDA device ``device_index`` (the Gluon kernel's 64-head programs take ~200 KiB of shared
    memory: one per SM; its 16-head programs two, ``kernel_config``'s ``programs_per_sm``); 0 off the GPU
    (``device_index`` < 0)."""
    if device_index < 0:
        return 0
    return torch.cuda.get_device_properties(device_index).multi_processor_count


def split_mode(
    kernel: str, programs: int, num_splits: int, device_index: int, cooperative: bool = True, per_sm: int = 1
) -> int:
    """How a launch of ``programs`` (row, head group) programs × ``num_splits`` merges its splits:
    0 unsplit; 2 cooperatively (Gluon kernel, ``cooperative`` allowed, every program resident: the
    launch is cooperative, so the driver runs all programs together, and each split merges a share of
    the columns); 1 the last split to arrive merges them all (otherwise). ``per_sm``: programs an SM
    runs at once (``kernel_config``'s ``programs_per_sm``)."""
    if num_splits == 1:
        return 0
    if cooperative and kernel == "gluon" and programs * num_splits <= resident_programs(device_index) * per_sm:
        return 2
    return 1


# Staged partials view 128 KiB of the kernel's 192 KiB ring as one float32 tile; Triton 3.7+ reinterprets
# shared memory only at equal sizes, so there the partials are stored from the accumulator layout.
_STAGED_PARTIALS_TRITON = triton.__version__.startswith("3.6.")


def stage_partials(kernel: str, index_width: int, num_splits: int) -> bool:
    """Whether a split launch of the Gluon kernel writes its partials through shared memory: when its
    programs have at least ``STAGED_PARTIAL_TILES`` tiles of 64 of the ``index_width`` entries."""
    if kernel != "gluon" or num_splits == 1 or not _STAGED_PARTIALS_TRITON:
        return False
    tiles = -(-index_width // 64)
    tiles_per_split = -(-tiles // num_splits)
    return tiles_per_split >= STAGED_PARTIAL_TILES


@functools.lru_cache(maxsize=1024)
def kernel_plan(
    config_for, gluon, num_heads, main_fmt, extra_fmt, has_main_len, has_extra, has_extra_len, has_sinks, write_lse,
    mode, staged=False, qk_fp8=False, few_rows=False, paired=False,
) -> KernelPlan:  # fmt: skip
    """The :class:`KernelPlan` of a call of this kind (``write_lse``: 0 no LSE, else
    ``AttentionOptions.lse_mode``; ``mode``: :func:`split_mode`; ``staged``: :func:`stage_partials`;
    ``qk_fp8``: ``AttentionOptions.qk_fp8``, Gluon kernel only; ``few_rows``: :func:`few_row_programs`;
    ``paired``: :func:`paired_programs`).

    ``config_for`` is :func:`kernel_config` (passed in, so a tuning script that replaces it gets new
    plans rather than memoised ones)."""
    formats = (main_fmt, extra_fmt)
    config = config_for(
        num_heads, "model1" in formats, "bf16" not in formats, gluon, uniform_fp8(formats), few_rows, paired
    )  # fmt: skip
    kernel = config.get("kernel", "triton")
    constexprs = launch_constexprs(
        FORMAT_CODES[main_fmt], FORMAT_CODES[extra_fmt], has_main_len, has_extra, has_extra_len, has_sinks,
        write_lse, mode, config["block_h"], config["block_n"], config["swap_ab"], config["pipelined"], staged,
        qk_fp8 and kernel == "gluon", config.get("ring_slots", 0),
    )  # fmt: skip
    return KernelPlan(
        kernel, constexprs, config["num_warps"], config["num_stages"], mode == 2, -(-num_heads // config["block_h"]),
        config.get("programs_per_sm", 1),
    )


_Tensor = torch.Tensor
_BF16, _F32, _I32 = torch.bfloat16, torch.float32, torch.int32
_SUPPORTED_HEADS = frozenset(SUPPORTED_HEADS)
_I32_MAX = 2**31 - 1
_new_tuple = tuple.__new__


def _spec(value: int) -> int:
    """What Triton specialises an integer argument on: == 1, multiple of 16 (or neither)."""
    return 1 if value == 1 else (16 if value % 16 == 0 else 0)


def _direct_source(cache, indices, lengths, rows, device_index):
    """Kernel arguments of one KV source for a direct launch, and their specialisation, or None when
    anything is unusual (the caller then takes the validated path)."""
    if type(cache) is not PagedKVCache or cache.device_index != device_index:
        return None
    if type(indices) is not _Tensor or indices.dtype is not _I32 or indices.get_device() != device_index:
        return None
    shape = indices.shape
    if len(shape) != 2 or shape[0] != rows:
        return None
    stride = indices.stride()
    width = shape[1]
    if (width > 1 and stride[1] != 1) or stride[0] > _I32_MAX:
        return None
    index_ptr = indices.data_ptr()
    if lengths is None:
        length_ptr = index_ptr
    else:
        if type(lengths) is not _Tensor or lengths.dtype is not _I32 or lengths.get_device() != device_index:
            return None
        if lengths.shape != (rows,) or (rows > 1 and lengths.stride()[0] != 1):
            return None
        length_ptr = lengths.data_ptr()
    pages, page_size, page_bytes, num_slots, fmt, page_spec = cache.launch_record
    args = (pages, pages, pages, index_ptr, stride[0], length_ptr, width, page_size, page_bytes, num_slots, cache.scale)
    spec = (index_ptr % 16, length_ptr % 16, _spec(stride[0]), page_spec, fmt, lengths is not None)
    return args, spec, width


# prepare_launch's accepted calls by signature (what every check and decision reads of the arguments, the
# options object and the module state tools replace) -> (options, launch key, grid, heads, q's and out's
# byte spans, index widths): a call of a signature accepted before skips the checks and the plan logic.
# Bounded: cleared when full.
_launch_decisions: dict = {}
_MAX_LAUNCH_DECISIONS = 4096
_DEFAULT_SCALE_LOG2 = DEFAULT_SOFTMAX_SCALE * LOG2E  # (the runtime argument of softmax_scale=None)


def _launch_decision(
    options, gluon, device_index, num_heads, rows, width, main_spec, extra_spec, has_extra, has_sinks, has_lse,
    workspace, num_splits, strides,
) -> tuple:
    """``(options, key, head groups, splits)`` of a direct launch: its :class:`LaunchKey` (None when a
    forced ``num_splits`` is not valid for the call: the validated path names it), the grid's head groups
    and split count. ``main_spec`` / ``extra_spec``: :func:`_direct_source`'s specialisations (format
    name at 4, lengths given at 5)."""
    main_fmt, extra_fmt = main_spec[4], extra_spec[4]
    plan_args = (
        kernel_config, gluon, num_heads, main_fmt, extra_fmt, main_spec[5], has_extra, has_extra and extra_spec[5],
        has_sinks, options.lse_mode if has_lse else 0,
    )  # fmt: skip
    formats = (main_fmt, extra_fmt)
    few_rows = few_row_programs(rows, num_heads, width, formats, gluon, workspace, num_splits, options)
    paired = paired_programs(rows, num_heads, width, formats, gluon, workspace, num_splits, options, device_index)
    plan = kernel_plan(*plan_args, 0, False, options.qk_fp8, few_rows, paired)
    if num_splits is None:
        num_splits = 1 if workspace is None else choose_num_splits(
            rows, num_heads, width, workspace.sm_count, plan.kernel == "gluon" and options.cooperative,
            -(-num_heads // plan.head_groups), plan.programs_per_sm,
        )  # fmt: skip
    elif not 1 <= num_splits <= MAX_SPLITS or (
        num_splits > 1 and (workspace is None or rows * num_splits > workspace.split_pairs(workspace.sm_count))
    ):  # fmt: skip
        return options, None, 0, num_splits
    if num_splits > 1:
        mode = split_mode(plan.kernel, rows * plan.head_groups, num_splits, device_index, options.cooperative,
                          plan.programs_per_sm)  # fmt: skip
        staged = stage_partials(plan.kernel, width, num_splits)
        plan = kernel_plan(*plan_args, mode, staged, options.qk_fp8, few_rows, paired)
    strides_spec = tuple(_spec(stride) for stride in strides)
    key = LaunchKey(device_index, plan.constexprs, plan, main_spec, extra_spec, strides_spec)
    return options, key, plan.head_groups, num_splits


def _direct_call(
    q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale, workspace,
    num_splits, out, lse,
) -> tuple | None:
    """The checks every direct launch makes (types, dtypes, shapes, devices, strides within int32):
    ``(rows, num_heads, device_index, q_stride, out_stride, main, extra, width, softmax_scale)`` with
    :func:`_direct_source`'s records (``extra is main`` without a second source), or None when the call
    is not of the common, valid kind."""
    if type(q) is not _Tensor or q.dtype is not _BF16 or type(out) is not _Tensor:
        return None
    shape = q.shape
    if len(shape) != 3:
        return None
    rows, num_heads, head_dim = shape
    if head_dim != HEAD_DIM or num_heads not in _SUPPORTED_HEADS or rows == 0:
        return None
    device_index = q.get_device()
    q_stride = q.stride()
    out_stride = out.stride()
    if q_stride[2] != 1 or out_stride[2] != 1:
        return None
    if q_stride[0] > _I32_MAX or q_stride[1] > _I32_MAX or out_stride[0] > _I32_MAX or out_stride[1] > _I32_MAX:
        return None
    if out.dtype is not _BF16 or out.shape != shape or out.get_device() != device_index:
        return None
    main = _direct_source(cache, indices, lengths, rows, device_index)
    if main is None:
        return None
    width = main[2]
    if extra_cache is not None:
        extra = _direct_source(extra_cache, extra_indices, extra_lengths, rows, device_index)
        if extra is None:
            return None
        width += extra[2]
    elif extra_indices is not None or extra_lengths is not None:
        return None
    else:
        extra = main
    if lse is not None and (
        type(lse) is not _Tensor or lse.dtype is not _F32 or lse.get_device() != device_index
        or lse.shape != (rows, num_heads) or lse.stride()[1] != 1 or (rows > 1 and lse.stride()[0] != num_heads)
    ):  # fmt: skip
        return None
    if sinks is not None:
        if type(sinks) is not _Tensor or sinks.dtype is not _F32 or sinks.get_device() != device_index:
            return None
        if sinks.shape != (num_heads,) or sinks.stride()[0] != 1:
            return None
    if softmax_scale is None:
        softmax_scale = DEFAULT_SOFTMAX_SCALE
    elif type(softmax_scale) is not float or softmax_scale - softmax_scale != 0.0:  # (not finite: the checks name it)
        return None
    elif not -MAX_SOFTMAX_SCALE <= softmax_scale <= MAX_SOFTMAX_SCALE:
        return None
    if not _rows_apart(out_stride, rows, num_heads):
        return None  # (out's vectors may overlap one another: the checks decide)
    if workspace is not None and (
        type(workspace) is not SplitKVWorkspace or workspace.device_index != device_index
        or rows > workspace.max_query_rows
    ):  # fmt: skip
        return None
    if num_splits is not None and type(num_splits) is not int:
        return None
    return rows, num_heads, device_index, q_stride, out_stride, main, extra, width, softmax_scale


def _rows_apart(stride, rows: int, heads: int) -> bool:
    """Whether a ``[rows, heads, 512]`` tensor's (row, head) vectors certainly lie apart: one dim's vectors
    512 elements apart or more and the other dim's blocks of them apart too (row- or head-major layouts)."""
    return ((heads == 1 or stride[1] >= HEAD_DIM) and (rows == 1 or stride[0] >= (heads - 1) * stride[1] + HEAD_DIM)) or (
        (rows == 1 or stride[0] >= HEAD_DIM) and (heads == 1 or stride[1] >= (rows - 1) * stride[0] + HEAD_DIM))


def prepare_launch(
    q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale, workspace,
    num_splits, out, lse, options,
) -> LaunchPlan | None:
    """The :class:`LaunchPlan` of a direct launch, or None when the call is not of the common, valid
    kind (then the validated path checks it and names the fault).

    ``out``/``lse`` are the tensors the kernel writes. This is the eager host path: the checks and the
    plan are remembered per call signature (every type, dtype, shape, stride and device of the arguments,
    the index and length lists' 16-byte alignment, the caches' formats, the workspace's geometry, the
    softmax scale's type, forced splits, the options object and the module state tools replace), so a
    call whose signature was accepted before reads each tensor once and checks only what the signature
    leaves out: the scale's value, the other addresses' alignment and ``out`` against ``q``."""
    if options.kernel == "cute":
        return None  # (the CuTe DSL kernel has a launch path of its own: prepare_cute_direct)
    # The signature, inline (this is the hot path).
    try:
        q_stride, out_stride = q.stride(), out.stride()
        index_stride, index_ptr = indices.stride(), indices.data_ptr()
        length_ptr = index_ptr if lengths is None else lengths.data_ptr()
        record = cache.launch_record
        if extra_indices is None:
            extra_stride = extra_index_ptr = extra_length_ptr = None
        else:
            extra_stride, extra_index_ptr = extra_indices.stride(), extra_indices.data_ptr()
            extra_length_ptr = extra_index_ptr if extra_lengths is None else extra_lengths.data_ptr()
        extra_record = None if extra_cache is None else extra_cache.launch_record
        # (nested displays of at most 30 values: CPython builds those in one step, longer ones through a list)
        signature = (
            (id(options), select_kernel, kernel_config, few_row_launch, resident_programs, _PAIRED_MODEL1_TRITON,
             _STAGED_PARTIALS_TRITON),
            type(q), q.dtype, q.shape, q_stride, q.get_device(),
            type(out), out.dtype, out.shape, out_stride, out.get_device(),
            (type(cache), cache.device_index, record[4], record[5]),
            (type(indices), indices.dtype, indices.shape, index_stride, indices.get_device(), index_ptr & 15),
            None if lengths is None else (
                type(lengths), lengths.dtype, lengths.shape, lengths.stride(), lengths.get_device(), length_ptr & 15
            ),
            None if extra_cache is None else (
                type(extra_cache), extra_cache.device_index, extra_record[4], extra_record[5]
            ),
            None if extra_indices is None else (
                type(extra_indices), extra_indices.dtype, extra_indices.shape, extra_stride,
                extra_indices.get_device(), extra_index_ptr & 15,
            ),
            None if extra_lengths is None else (
                type(extra_lengths), extra_lengths.dtype, extra_lengths.shape, extra_lengths.stride(),
                extra_lengths.get_device(), extra_length_ptr & 15,
            ),
            None if sinks is None else (type(sinks), sinks.dtype, sinks.shape, sinks.stride(), sinks.get_device()),
            None if lse is None else (type(lse), lse.dtype, lse.shape, lse.stride(), lse.get_device()),
            type(softmax_scale),
            None if workspace is None else (
                type(workspace), workspace.device_index, workspace.max_query_rows, workspace.sm_count
            ),
            type(num_splits), num_splits,
        )  # fmt: skip
        remembered = _launch_decisions.get(signature)
    except Exception:  # noqa: BLE001 - an argument of another kind (e.g. without .stride): the validated path names it
        return None
    if remembered is None:
        remembered = _plan_launch(
            q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale, workspace,
            num_splits, out, lse, options, signature,
        )  # fmt: skip
        if remembered is None:
            return None
    _, key, grid, num_heads, q_span, out_span, main_width, extra_width = remembered
    # What the signature leaves out, checked as the checked path checks it.
    if softmax_scale is None:
        scale = _DEFAULT_SCALE_LOG2
    elif -MAX_SOFTMAX_SCALE <= softmax_scale <= MAX_SOFTMAX_SCALE:  # (a float: False for NaN and ±inf too)
        scale = softmax_scale * LOG2E
    else:
        return None  # (not finite, or out of range: the checks name it)
    q_ptr, out_ptr = q.data_ptr(), out.data_ptr()
    # (rows_overlap's first test inline: separate allocations never meet)
    if q_ptr < out_ptr + out_span and out_ptr < q_ptr + q_span and rows_overlap(
        q_ptr, q_stride, out_ptr, out_stride, grid[0], num_heads
    ):  # fmt: skip
        return None  # (out overlaps q: the checks name it)
    splits = grid[2]
    split_0, split_1, split_2 = workspace.buffer_pointers(num_heads) if splits > 1 else (q_ptr, q_ptr, q_ptr)
    lse_ptr = out_ptr if lse is None else lse.data_ptr()
    sinks_ptr = q_ptr if sinks is None else sinks.data_ptr()  # (else: never read)
    if lse is not None and lse_overlap(lse_ptr, grid[0], num_heads, q_ptr, q_stride, out_ptr, out_stride,
                                       None if sinks is None else sinks_ptr):  # fmt: skip
        return None  # (lse meets q, out or sinks: the checks name it)
    if (q_ptr | out_ptr | lse_ptr | sinks_ptr | split_0 | split_1 | split_2) % 16:
        return None  # Triton specialises each pointer on 16-byte alignment; keep the usual case only
    pages, page_size, page_bytes, num_slots, _, _ = record
    main_scale = cache.scale
    if extra_record is None:
        extra_pages, extra_page_size, extra_page_bytes, extra_slots, extra_scale = (
            pages, page_size, page_bytes, num_slots, main_scale
        )
        extra_index_ptr, extra_row_stride, extra_length_ptr, extra_width = (
            index_ptr, index_stride[0], length_ptr, main_width
        )
    else:
        extra_pages, extra_page_size, extra_page_bytes, extra_slots, _, _ = extra_record
        extra_scale, extra_row_stride = extra_cache.scale, extra_stride[0]
    # (two tuple displays of at most 30 values, which CPython builds in one step (longer ones go through a
    # list), joined: ~3x faster than unpacking the sources' tuples into one display)
    runtime_args = (
        q_ptr, q_stride[0], q_stride[1], out_ptr, out_stride[0], out_stride[1], lse_ptr, sinks_ptr,
        pages, pages, pages, index_ptr, index_stride[0], length_ptr, main_width, page_size, page_bytes, num_slots,
        main_scale,
    ) + (
        extra_pages, extra_pages, extra_pages, extra_index_ptr, extra_row_stride, extra_length_ptr, extra_width,
        extra_page_size, extra_page_bytes, extra_slots, extra_scale,
        split_0, split_1, split_2, num_heads, scale, splits,
    )  # fmt: skip
    # (tuple.__new__: the named tuples' own constructors are Python functions, ~3x slower)
    return _new_tuple(LaunchPlan, (key, grid, runtime_args))


def _plan_launch(
    q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale, workspace,
    num_splits, out, lse, options, signature,
) -> tuple | None:
    """What :func:`prepare_launch` remembers of a call whose ``signature`` it has not seen: every check and
    the plan, derived afresh and remembered under ``signature``; None (not remembered) when the call is not
    of the common, valid kind."""
    call = _direct_call(
        q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale, workspace,
        num_splits, out, lse,
    )  # fmt: skip
    if call is None:
        return None
    rows, num_heads, device_index, q_stride, out_stride, main, extra, width, _ = call
    has_extra = extra is not main
    extra_spec = extra[1]
    formats = (main[1][4], extra_spec[4])
    gluon = select_kernel(options.kernel, device_index, num_heads, formats)[0]
    _, key, grid_heads, num_splits = _launch_decision(
        options, gluon, device_index, num_heads, rows, width, main[1], extra_spec, has_extra, sinks is not None,
        lse is not None, workspace, num_splits, (q_stride[0], q_stride[1], out_stride[0], out_stride[1]),
    )  # fmt: skip
    if key is None:
        return None
    if len(_launch_decisions) >= _MAX_LAUNCH_DECISIONS:
        _launch_decisions.clear()
    # (the entry holds the options: the signature has them by id, which must not be reused while it lives)
    remembered = _launch_decisions[signature] = (
        options, key, (rows, grid_heads, num_splits), num_heads, _span(q_stride, rows, num_heads),
        _span(out_stride, rows, num_heads), main[2], extra[2] if has_extra else 0,
    )  # fmt: skip
    return remembered


def _span(stride, rows: int, heads: int) -> int:
    """Bytes from the start of a bf16 ``[rows, heads, 512]`` tensor to the end of its last (row, head) vector
    (:func:`sparsemla.ops.overlap.spans_meet`'s extent)."""
    return 2 * ((rows - 1) * stride[0] + (heads - 1) * stride[1] + HEAD_DIM)


# prepare_cute_direct's decisions (the launcher, grid and split count) by what they depend on.
_cute_decisions: dict = {}


def cute_misalignment(q_ptr: int, q_stride: tuple, out_ptr: int, out_stride: tuple, indices=None,
                      extra_indices=None) -> str | None:  # fmt: skip
    """What the CuTe DSL kernel cannot take in ``q``'s / ``out``'s addresses and (row, head) strides, or in the
    row strides of ``indices`` / ``extra_indices`` (when given), or None: Q rows are copied 16 bytes at a time,
    outputs stored two channels at a time, and every stride is a 32-bit kernel parameter."""
    if q_ptr % 16 or q_stride[0] % 8 or q_stride[1] % 8:
        return "q must start 16-byte aligned with row and head strides multiples of 8 for kernel='cute'"
    if out_ptr % 4 or out_stride[0] % 2 or out_stride[1] % 2:
        return "out must start 4-byte aligned with even row and head strides for kernel='cute'"
    for name, stride in (("q", q_stride), ("out", out_stride)):
        if stride[0] > _I32_MAX or stride[1] > _I32_MAX:
            return f"{name}'s row and head strides must be at most {_I32_MAX} for kernel='cute', got {tuple(stride)}"
    for name, tensor in (("indices", indices), ("extra_indices", extra_indices)):
        if tensor is not None and tensor.stride(0) > _I32_MAX:
            return f"{name}'s row stride must be at most {_I32_MAX} for kernel='cute', got {tensor.stride(0)}"
    return None


# A split call of 64/128 heads over fp8_uniform / model1 sources runs in the CuTe DSL kernel's swapped
# 16-head CTAs instead of the float16 kernel's cluster splits (cute_few_row_launch) only where each cluster
# split keeps more than this many 64-entry tiles: with its splits merged in a cluster the float16 kernel
# wins the short rows. H100, CUDA events, L2 flushed, f16 cluster / swap16 µs (benchmarks/tools/
# cute_decode_bench.py, best of 1-8 splits): fp8_uniform flash_csa B = 1 / 2 / 4 / 8 19.3 / 19.4 / 19.6 / 20.3
# against 20.4 / 19.9 / 20.1 / 21.7, pro_csa B = 2 / 4 / 8 21.9 / 22.6 / 26.6 against 22.8 / 24.5 / 31.3,
# hca_1m B = 8 / 16 58.1 / 95.5 against 76.2 / 135, but hca_1m B = 1 / 2 / 4 56.2 / 57.1 / 57.7 against
# 47.6 / 47.8 / 49.0 (17 tiles per cluster split); model1 flash_csa B = 1 / 8 22.0 / 23.1 against 25.4 /
# 27.7, hca_1m B = 1 74.0 against 65.5.
CUTE_FEW_ROWS_CLUSTER_TILES = 4
# A cluster's CTAs are placed in one GPC at once, one per SM (each takes ~225 KiB of shared memory), and
# GPCs hold uneven SM counts, so clusters of 4 or 8 that would need every SM do not run in one wave:
# H100 (132 SMs), the same µs, 128 CTAs: pro_csa B = 8 in clusters of 8 41.8 against 26.6 in clusters of
# 4 (64 CTAs), hca_1m B = 16 113.0 against 95.5, flash_csa B = 32 in clusters of 4 39.8 against 27.5 in
# clusters of 2 (64 CTAs; pairs of CTAs fill every SM: flash_csa B = 64 in 128 CTAs 30.7 µs). So clusters
# of 4 and 8 are kept to launches of at most 1/CUTE_WIDE_CLUSTER_SHARE of the SMs.
CUTE_WIDE_CLUSTER_SHARE = 2


@functools.lru_cache(maxsize=4096)
def cute_cluster_splits(query_rows: int, num_heads: int, index_width: int, sm_count: int) -> int:
    """The float16 kernel's automatic split count: as many splits as fill the SMs with one 64-entry tile
    each (:func:`choose_num_splits` as for cooperative merges: a cluster's merge costs no global round
    trip), rounded down to a cluster size (1, 2, 4 or 8), and clusters of 4 or 8 CTAs only while their
    launch takes at most half the SMs (``CUTE_WIDE_CLUSTER_SHARE``)."""
    most = choose_num_splits(query_rows, num_heads, index_width, sm_count, True, 64)
    ctas_per_split = query_rows * -(-num_heads // 64)
    return max(
        size for size in (1, *cute_launcher.CLUSTER_SPLITS.values())
        if size <= most and (size <= 2 or ctas_per_split * size * CUTE_WIDE_CLUSTER_SHARE <= sm_count)
    )  # fmt: skip


@functools.lru_cache(maxsize=4096)
def cute_few_row_launch(query_rows: int, num_heads: int, index_width: int, sm_count: int) -> bool:
    """Whether an automatically split CuTe DSL call of ``num_heads`` ≥ 64 heads over fp8_uniform / model1
    sources runs in swapped 16-head CTAs: when the float16 kernel's cluster splits
    (:func:`cute_cluster_splits`) keep more than ``CUTE_FEW_ROWS_CLUSTER_TILES`` tiles each and the 16-head
    CTAs, split to fill the SMs, take at most as many. On 132 SMs: hca_1m (8,320 entries) at 1-4 rows of
    64 heads; never flash_csa (640) or pro_csa (1,152 entries, 128 heads)."""
    if num_heads < 64 or query_rows == 0:
        return False
    tiles = -(-index_width // 64)
    per_cluster_split = -(-tiles // cute_cluster_splits(query_rows, num_heads, index_width, sm_count))
    splits_16 = choose_num_splits(query_rows, num_heads, index_width, sm_count, True, 16)
    return splits_16 > 1 and per_cluster_split > CUTE_FEW_ROWS_CLUSTER_TILES and -(-tiles // splits_16) <= per_cluster_split


def cute_launch_plan(formats: tuple, has_extra: bool, has_main_len: bool, has_extra_len: bool, has_sinks: bool,
                     has_lse: bool, rows: int, num_heads: int, width: int, workspace, num_splits) -> tuple:  # fmt: skip
    """``(variant key, grid)`` of a CuTe DSL kernel launch: ``num_splits`` None picks the split count. Over
    fp8_uniform / model1 sources at 64 and 128 heads that is the float16 kernel's cluster split count
    (:func:`cute_cluster_splits`), or, for the few long rows :func:`cute_few_row_launch` names, swapped
    16-head CTAs; a float16 launch of 2, 4 or 8 splits, automatic or forced, runs them as one cluster
    (:func:`sparsemla.kernels.cute.launch.with_splits`)."""
    codes = cute_launcher.FORMAT_CODES
    main_code, extra_code = codes[formats[0]], codes[formats[1]] if has_extra else -1
    design = None
    if (num_splits is None and workspace is not None and num_heads >= 64
            and cute_launcher.quantized_sources(main_code, extra_code)
            and cute_few_row_launch(rows, num_heads, width, workspace.sm_count)):
        design = "swap16"
    key = cute_launcher.variant_key(main_code, extra_code, has_main_len, has_extra_len, has_sinks, has_lse, num_heads,
                                    design)  # fmt: skip
    heads_per_cta = cute_launcher.heads_per_cta(key)  # (the design the formats and head count pick)
    if num_splits is None:
        if workspace is None:
            num_splits = 1
        elif key[6] == "f16":
            num_splits = cute_cluster_splits(rows, num_heads, width, workspace.sm_count)
        else:
            num_splits = choose_num_splits(rows, num_heads, width, workspace.sm_count, False, heads_per_cta)
    key = cute_launcher.with_splits(key, num_splits)
    return key, (rows, -(-num_heads // heads_per_cta), num_splits)


def _cute_decision(options, device_index, num_heads, rows, width, main_spec, extra_spec, has_sinks, has_lse,
                   workspace, num_splits) -> tuple | None:  # fmt: skip
    """``(options, launcher, grid)`` of a CuTe DSL kernel launch, or None when the kernel cannot run the call
    or a forced ``num_splits`` is not valid for it (the validated path names why)."""
    formats = (main_spec[4], main_spec[4] if extra_spec is None else extra_spec[4])
    if cute_unavailable_reason(device_index, formats, options) is not None:
        return None
    if num_splits is not None and (not 1 <= num_splits <= MAX_SPLITS or (
        num_splits > 1 and (workspace is None or rows * num_splits > workspace.split_pairs(workspace.sm_count))
    )):  # fmt: skip
        return None
    if options.kernel == "auto" and not auto_cute_call(device_index, formats, options, num_heads, rows, width,
                                                       workspace, num_splits):
        return None
    key, grid = cute_launch_plan(formats, extra_spec is not None, main_spec[5], extra_spec is not None and extra_spec[5],
                                 has_sinks, has_lse, rows, num_heads, width, workspace, num_splits)  # fmt: skip
    try:
        launcher = cute_launcher.cute_launch(key, device_index)
    except cute_launcher.CuteUnavailableError as error:
        cute_fallback(options.kernel, device_index, error)
        return None
    return options, launcher, grid


def _cute_source(record: tuple, spec: tuple) -> tuple:
    """The CuTe DSL kernel's values of one source from :func:`_direct_source`'s record (address 0 for
    absent lengths)."""
    return (record[2], record[3], record[4], record[5] if spec[5] else 0, *record[6:])


def prepare_cute_direct(
    q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale, workspace,
    num_splits, out, lse, options,
) -> tuple | None:
    """``(launcher, grid, values)`` of a CuTe DSL kernel launch (``options.kernel == 'cute'``) for a call of
    the common, valid kind, or None (then :func:`sparsemla.ops.attention.prepare_cute_launch` checks the call
    and names the fault). The eager CuTe path: :func:`prepare_launch`'s checks plus this kernel's alignment,
    its decisions remembered per kind of call."""
    call = _direct_call(
        q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale, workspace,
        num_splits, out, lse,
    )  # fmt: skip
    if call is None:
        return None
    rows, num_heads, device_index, q_stride, out_stride, main, extra, width, softmax_scale = call
    q_ptr, out_ptr = q.data_ptr(), out.data_ptr()
    if cute_misalignment(q_ptr, q_stride, out_ptr, out_stride) is not None:
        return None
    if rows_overlap(q_ptr, q_stride, out_ptr, out_stride, rows, num_heads):
        return None  # (out overlaps q: the checks name it)
    if lse is not None and lse_overlap(lse.data_ptr(), rows, num_heads, q_ptr, q_stride, out_ptr, out_stride,
                                       None if sinks is None else sinks.data_ptr()):  # fmt: skip
        return None  # (lse meets q, out or sinks: the checks name it)
    extra_spec = extra[1] if extra is not main else None
    decision_key = (
        id(options), cute_unavailable_reason, cute_launcher.cute_launch, device_index, num_heads, rows, width,
        main[1], extra_spec, sinks is not None, lse is not None, -1 if workspace is None else workspace.sm_count,
        num_splits,
    )  # fmt: skip
    decision = _cute_decisions.get(decision_key)
    if decision is None:
        decision = _cute_decision(options, device_index, num_heads, rows, width, main[1], extra_spec,
                                  sinks is not None, lse is not None, workspace, num_splits)  # fmt: skip
        if len(_cute_decisions) >= _MAX_LAUNCH_DECISIONS:
            _cute_decisions.clear()
        # (a "no" is remembered too, holding its options: the key has them by id, which must not be reused)
        decision = _cute_decisions[decision_key] = decision or (options, None, None)
    if decision[1] is None:
        return None
    _, launcher, grid = decision
    splits = grid[2]
    main_values = _cute_source(main[0], main[1])
    values = (
        q_ptr, q_stride[0], q_stride[1], out_ptr, out_stride[0], out_stride[1], 0 if lse is None else lse.data_ptr(),
        0 if sinks is None else sinks.data_ptr(), *main_values,
        *(main_values if extra_spec is None else _cute_source(extra[0], extra_spec)),
        *(workspace.buffer_pointers(num_heads) if splits > 1 else (0, 0, 0)), num_heads, softmax_scale * LOG2E,
        splits,
    )  # fmt: skip
    return launcher, grid, values


# ---------------------------------------------------------------------------------------------
# The distinct-rows prefill path (ops/distinct_rows.py + the CuTe DSL "f16rows" / "f16scaled" kernels)
# ---------------------------------------------------------------------------------------------
# Prefill-sized calls only: the copy pays off when rows are referenced many times (measured at 4,096 rows;
# decode and verify launches reference each row about once).
DISTINCT_ROWS_MIN_ROWS = 512


# The pools the op runs the path over: fp8_uniform rows copied as their e4m3 values (the f16rows kernel).
# Over model1 / bf16 copies (the f16scaled kernel, O in a power of two per head) it stays off until that
# kernel has passed its GPU tests (docs/performance.md, "Why the op keeps model1 and bf16 pools off it").
DISTINCT_ROWS_FORMATS = ("fp8_uniform",)


def _prefill_cute_reason(q, cache, extra_cache, options: AttentionOptions, rows: int | None,
                         formats_read: tuple = ("fp8_uniform",)) -> str | None:  # fmt: skip
    """The conditions both prefill paths share (CuTe DSL, pools of ``formats_read``, 64-head programs,
    prefill-sized calls): None when met, else why not."""
    if options.kernel not in ("auto", "cute"):
        return f"kernel={options.kernel!r} (the path runs the CuTe DSL kernel)"
    if options.empty_row_lse != float("-inf"):
        return "empty_row_lse=+inf (the CuTe DSL prefill kernels write -inf for a row with no valid entry)"
    if not isinstance(q, torch.Tensor) or not q.is_cuda:
        return "q is not on a CUDA device"
    available, reason = cute_launcher.cute_available(q.get_device())
    if not available:
        return reason
    if options.kernel == "auto" and q.get_device() in _auto_cute_off:
        return "the CuTe DSL kernel could not be loaded on this device (warned)"
    # (asked before the op's checks: a wrong argument gets a reason here and the TypeError naming it there)
    if not isinstance(cache, PagedKVCache) or not (extra_cache is None or isinstance(extra_cache, PagedKVCache)):
        return "cache or extra_cache is not a PagedKVCache"
    formats = (cache.fmt,) if extra_cache is None else (cache.fmt, extra_cache.fmt)
    if any(fmt not in formats_read for fmt in formats):
        return f"sources {formats}: the path reads {' / '.join(formats_read)} rows"
    if q.dim() != 3 or q.shape[1] % 64:
        return "heads are not a multiple of 64"
    rows = q.shape[0] if rows is None else rows
    if rows < DISTINCT_ROWS_MIN_ROWS:
        return f"{rows} rows < {DISTINCT_ROWS_MIN_ROWS}"
    return None


def distinct_rows_reason(q, cache, extra_cache, options: AttentionOptions, rows: int | None = None) -> str | None:
    """None when a call given a :class:`sparsemla.workspace.DistinctRowsWorkspace` runs the distinct-rows
    path (every distinct row the call references copied to float16 once, then a CuTe DSL kernel over the
    copy: ``f16rows`` over fp8_uniform pools, ``f16scaled`` where a model1 or bf16 pool takes part;
    ``ops.distinct_rows``, :data:`DISTINCT_ROWS_FORMATS`), else why it does not
    (the call then runs as without that workspace, as does one whose ``q`` or ``out`` the kernel cannot take:
    :func:`cute_misalignment`). ``rows``: the call's query rows when not ``q``'s (a warm-up asking whether
    calls of that size would take it)."""
    if options.qk_fp8:
        return "qk_fp8 runs the e4m3 prefill kernel (e4m3_prefill_reason) or the Gluon kernel"
    return _prefill_cute_reason(q, cache, extra_cache, options, rows, DISTINCT_ROWS_FORMATS)


def e4m3_prefill_reason(q, cache, extra_cache, options: AttentionOptions, num_splits=None,
                        rows: int | None = None) -> str | None:  # fmt: skip
    """None when a call runs the opt-in e4m3 prefill kernel (``options.qk_fp8``: the CuTe DSL ``e4m3rows``
    design, Q·Kᵀ and P·V on e4m3 tensor cores straight from the ``fp8_uniform`` pools, no workspace), else
    why it does not (the call then runs as it would otherwise: ``qk_fp8`` is the Gluon kernel's option)."""
    if not options.qk_fp8:
        return "qk_fp8 is off"
    if num_splits not in (None, 1):
        return f"num_splits={num_splits} (the e4m3 kernel runs one split per row)"
    return _prefill_cute_reason(q, cache, extra_cache, options, rows)
