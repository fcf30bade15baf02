"""Gluon kernel: DSv4 sparse attention by query row, 64, 32 or 16 heads per program, on Hopper.

Same contract and argument list as :func:`sparsemla.kernels.triton.sparse_attention.sparse_attention_kernel`
(so the host path packs and launches both alike); used for every source format (``bf16``,
``fp8_uniform``, ``model1``, ``v41_fp8``, ``v41_fp4``) at every head count: 8, 16 and 32 heads over
V4.1 rows run padded to a 64-head program (masked loads and stores; split partials use ``num_heads``
rounded up to 16 rows, the workspace's sizing); over fp8_uniform, model1 and bf16 rows they run
``SWAP_AB`` programs: Sᵀ = K·Qᵀ and Oᵀ = Vᵀ·Pᵀ with the tile's rows as M (no padded head multiplied),
one consumer and one producer warpgroup (``_ws_consumer_swapped``, ``_finish_swapped``). Programs of
16 heads (8 and 16) with one ring slot take ~84 KiB of shared memory and 128 registers per thread (the
host's ``maxnreg``), so that two programs share an SM; programs of 32 heads, whose Oᵀ alone takes 128
registers per thread, run one per SM with a two-slot ring. 16-head programs with a two-slot ring
(``RING_SLOTS``) run one per SM: the few-row launches at 64 and 128 heads, and 8 / 16 heads over model1
or bf16 tiles in launches of no more programs than SMs, where no second program hides the producer's
conversion. Over tiles with units (bf16, model1, V4.1) the consumer reads each slot's unit. Written in
Gluon because ``triton.language`` gives no control over what limits the Triton kernels (docs/performance.md):

- S = Q·Kᵀ [64 heads, 64 rows] is split over the two warpgroups by rows (each computes 32 columns,
  ``warps_per_cta = [4, 2]``) instead of both computing all of it;
- O += P·V [64, 512] is split by columns (each warpgroup owns 256 output channels);
- both products run in float16 (fp32 accumulation): e4m3 converts to float16 exactly with one
  instruction per two values, where bf16 needs three slow conversions per value (the CUDA-core
  cost that limits FlashMLA's FP8 decode). Q is scaled by a power of two into float16's range
  (exact; the factor goes into the score scale) and P ≤ 1; the per-source KV scale is applied to O
  instead of P (O is rescaled by main/extra scale where the tiles switch source: that ratio must stay
  inside float32's range, ~1e38);
- warp specialisation (default): a 4-warp producer partition gathers each tile's rows and converts
  them into a two-slot float16 K ring (full/empty mbarriers) while the kernel's 8 warps multiply, so
  the row latency and the conversion leave the consumers' path (``_ws_producer`` / ``_ws_consumer``);
  the producer loads the next tile's slots one tile ahead and prefetches its rows into L2, and starts
  gathering while the consumers load Q;
- model1 rows (warp-specialised loop only): the producer stores each 64-row tile in a unit 2^(E − 15)
  chosen from the tile's UE8M0 bytes and RoPE exponents (every value below 2^E, so float16 holds it),
  and passes the unit per ring slot; the consumers scale the tile's scores by it and rescale O where it
  changes, as for the per-source KV scale (``_produce_model1``); V4.1 tiles the same way, their unit
  chosen from the scale bytes alone (``_produce_v41``), bf16 tiles from the rows' own exponents
  (``_produce_bf16``: bf16 has float32's range, so each tile is scaled into float16's, exactly);
- the unsplit output leaves through a free ring slot (``_store_out_staged``): stored straight from the
  accumulator layout, every warp instruction wrote half sectors of eight rows, ~7.8 µs per wave of
  programs; read back row-wise, each warp writes 512 contiguous bytes. Split partials take
  the same route when the host asks for it (``STAGED_PARTIALS``: programs of 8+ tiles, −3…−4%; for
  shorter ones the stage's barriers cost more than the stores save).

One program handles one (query row, head group, split). Split launches write normalised partials
and then merge them one of two ways (``IS_SPLIT``): 1, the Triton kernel's (the last arrival merges
every split and resets the counter); 2, cooperative (``launch_cooperative_grid``, so the driver runs
every program at once; the host picks it when rows × groups × splits fit the SMs): each split counts
its arrival, waits until all have arrived, merges its share of the output columns from every partial
(``_merge_share``, ~128 KiB read per program whatever the split count), and counts itself out; the
last one out resets the counter. The last-arrival merge reads every partial through one SM (~1 µs per
split), so it capped the useful split count at small batch; the cooperative one does not.
"""

from __future__ import annotations

import triton
from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.experimental.gluon.language.nvidia.hopper import (
    fence_async_shared,
    mbarrier,
    warpgroup_mma,
    warpgroup_mma_wait,
)

from .sparse_attention import UNSPECIALISED

# Gluon names that changed across the Tritons this kernel runs with: the CTA-wide barrier
# (``gl.thread_barrier`` in 3.6, ``gl.barrier`` from 3.7) and a shared-memory view at another dtype/shape
# (``_reinterpret`` up to 3.8, ``reinterpret`` from 3.9; the branch not taken is never compiled).
_cta_barrier = gl.barrier if hasattr(gl, "barrier") else gl.thread_barrier
_PUBLIC_REINTERPRET = gl.constexpr(hasattr(gl.shared_memory_descriptor, "reinterpret"))
# Triton 3.6 reduces a value across the producer's warps in two exchanges through shared memory (three
# barriers); later versions in one. On 3.6 the producers' per-tile maxima (model1, v41_fp4, bf16 tiles) take
# one exchange by hand (``_tile_max``; Triton 3.8 already takes one, and the by-hand layout spilled more there).
_TILE_MAX_BY_HAND = gl.constexpr(triton.__version__.startswith("3.6."))


@gluon.jit
def _tile_source(
    tile, end, main_tiles, main_idx_ptr, main_len, main_fp8, main_page_size, main_page_bytes, main_num_slots,
    main_kv_scale, extra_idx_ptr, extra_len, extra_fp8, extra_page_size, extra_page_bytes, extra_num_slots,
    extra_kv_scale, BLOCK_N: gl.constexpr, layout: gl.constexpr,
):  # fmt: skip
    """Slots of the joined index list's tile ``tile`` (main tiles first, then extra tiles), which of
    them name a row to read (none when ``tile >= end``), and the tile's source."""
    in_main = tile < main_tiles
    idx_ptr = gl.where(in_main, main_idx_ptr, extra_idx_ptr)
    row_length = gl.where(in_main, main_len, extra_len)
    num_slots = gl.where(in_main, main_num_slots, extra_num_slots)
    positions = gl.where(in_main, tile, tile - main_tiles) * BLOCK_N + gl.arange(0, BLOCK_N, layout=layout)
    in_row = (positions < row_length) & (tile < end)
    slots = gl.load(idx_ptr + positions, mask=in_row, other=-1)
    # Out-of-range slots are never read: they count as -1.
    valid = in_row & (slots >= 0) & (slots < num_slots)
    return slots, valid


@gluon.jit
def _gather_rows(
    tile, slots, valid, main_tiles, main_fp8, main_page_size, main_page_bytes, extra_fp8, extra_page_size,
    extra_page_bytes, layout: gl.constexpr,
):  # fmt: skip
    """Load the tile's FP8 rows (e4m3, zeros for invalid rows) into registers as two [BLOCK_N, 256]
    column halves; nothing waits for them until they are stored."""
    in_main = tile < main_tiles
    fp8_ptr = gl.where(in_main, main_fp8, extra_fp8)
    page_size = gl.where(in_main, main_page_size, extra_page_size)
    page_bytes = gl.where(in_main, main_page_bytes, extra_page_bytes)
    cols = gl.arange(0, 256, layout=gl.SliceLayout(0, layout))
    page = (slots // page_size).to(gl.int64)
    offset = (slots % page_size).to(gl.int64)
    base = fp8_ptr + gl.multiple_of(page * page_bytes + offset * 512, 16)[:, None] + cols[None, :]
    mask = valid[:, None]
    low = gl.load(base, mask=mask, other=0.0)
    high = gl.load(base + 256, mask=mask, other=0.0)
    return low, high


@gluon.jit
def _store_half(k_tile, rows, COLUMN: gl.constexpr):
    """Convert a [BLOCK_N, 256] FP8 half (columns COLUMN .. COLUMN+255) to float16 (exact) into the
    shared-memory tile, with one store (the hazard analysis puts a barrier between two stores into
    different columns of one buffer)."""
    k_tile.slice(COLUMN, 256, dim=1).store(rows.to(gl.float16))


@gluon.jit
def _halves_row_max(scores, max_smem):
    """Row max of a [64 heads, 64 rows] tile whose columns are split over the two consumer warpgroups:
    each reduces its own 32 columns (registers and shuffles) and writes its 64 maxima into its half of
    ``max_smem`` [128]; after one CTA barrier every thread reads both halves. ``gl.max`` across the
    warpgroups took two barriers and a second round through shared memory. The next tile's writes are
    ordered after these reads by the barrier that publishes P."""
    partial = gl.max(gl.reshape(scores, [64, 2, 32]), axis=2)  # [heads, warpgroup]
    max_smem.store(gl.reshape(gl.permute(partial, (1, 0)), [128]))
    _cta_barrier()
    rows: gl.constexpr = gl.SliceLayout(1, scores.type.layout)
    return gl.maximum(max_smem.slice(0, 64).load(rows), max_smem.slice(64, 64).load(rows))


@gluon.jit
def _thread_column_sums(probs):
    """[64 heads, 64 rows] → [heads, warpgroup, lane in quad]: the sum of each thread's own columns of an
    S tile in ``s_layout`` (the accumulator gives thread (warpgroup w, lane t) the columns
    32w + 8j + 2(t mod 4) + p, j < 4, p < 2): a reduction in registers only. Used by the split model1
    consumers (``THREAD_SUMS``), whose loop spilled with the column-sum tile: −1…−3% there, +0.3…+2.5%
    where it did not spill."""
    return gl.sum(gl.sum(gl.reshape(probs, [64, 2, 4, 4, 2]), axis=4), axis=2)


@gluon.jit
def _softmax_step(
    scores, valid, scale, m_i, l_part, acc, rescale, out_rows: gl.constexpr, max_smem=None,
    THREAD_SUMS: gl.constexpr = False,
):  # fmt: skip
    """One online-softmax step in base 2 over a [heads, rows] tile of scores (invalid rows score -inf):
    the float16 probabilities, the new running max, the running sums and the accumulator rescaled by
    the max's change times ``rescale`` (the source switch of the KV scale).

    The running sum stays a [heads, rows] tile of per-column partial sums (``l_part``), summed over the
    rows once after the last tile: a row sum per tile crosses the two warpgroups through shared memory
    (three barriers), which measured ~0.2 µs of a ~2.5 µs tile. With THREAD_SUMS the partial sums are
    per thread instead (``l_part`` [heads, warpgroup, lane in quad], :func:`_thread_column_sums`): 2
    registers instead of 16. With ``max_smem`` (the warp-specialised consumers of fp8_uniform tiles) the
    row max crosses the warpgroups through it (``_halves_row_max``)."""
    scores = gl.where(valid[None, :], scores * scale, float("-inf"))
    if max_smem is None:
        m_new = gl.maximum(m_i, gl.max(scores, axis=1))
    else:
        m_new = gl.maximum(m_i, _halves_row_max(scores, max_smem))
    m_safe = gl.where(m_new == float("-inf"), 0.0, m_new)
    alpha = gl.exp2(m_i - m_safe)
    probs = gl.exp2(scores - m_safe[:, None])
    if THREAD_SUMS:
        sums_heads: gl.constexpr = gl.SliceLayout(1, gl.SliceLayout(2, l_part.type.layout))
        l_part = l_part * gl.convert_layout(alpha, sums_heads, assert_trivial=True)[:, None, None]
        l_part = l_part + _thread_column_sums(probs)
    else:
        l_part = l_part * alpha[:, None] + probs
    acc = acc * gl.convert_layout(alpha * rescale, out_rows)[:, None]
    return probs.to(gl.float16), m_new, l_part, acc


# ---------------------------------------------------------------------------------------------------
# Warp specialisation (the default): a producer partition (4 warps, 112 or 120 registers) gathers and converts
# each tile into a two-slot float16 K ring while the two consumer warpgroups (192 registers) multiply;
# full/empty mbarriers per slot, the producer one tile ahead. The row latency and the conversion then
# overlap the products without costing the consumers registers (measured −4…−14% graph-timed against
# the single-partition loop, docs/performance.md).
# ---------------------------------------------------------------------------------------------------
WS_PRODUCER_WARPS = gl.constexpr(4)
WS_PRODUCER_REGS = gl.constexpr(112)
# With model1 rows the producer also turns scale bytes into multipliers: at 112 registers it spilled
# 60-76 B. 120 is the most the CTA's pool (168 × 384) leaves next to 256 consumer threads at 192;
# measured −5…−9% for model1, +0.5…+1.7% for fp8_uniform (kept at 112).
WS_PRODUCER_REGS_MODEL1 = gl.constexpr(120)
# Swapped 16-head programs over tiles with units and a two-slot ring run one per SM: the register file
# is the program's alone, and the producer's unit conversion fits in 152 without a spill (120 spilled 27
# stores per model1 variant on later Tritons; the one consumer warpgroup keeps the rest). Two per SM
# (one slot each) their producer takes WS_PRODUCER_REGS_MODEL1.
WS_PRODUCER_REGS_SWAPPED_UNITS = gl.constexpr(152)
# QK_FP8 (options.qk_fp8; fp8_uniform sources only): S = Q·Kᵀ on e4m3 tensor cores. The producer also
# stores each tile's raw e4m3 rows (an e4m3 ring beside the float16 one, which P·V keeps reading) and
# Q is rounded to e4m3 once: half the tensor time and half the shared-memory operand bytes of S (Q is
# read by both warpgroups every tile). P lives in the e4m3 slot of its tile (dead once S is done) so
# that everything fits in shared memory.


@gluon.jit
def _model1_block_multiplier(record, block: gl.constexpr, tile_exponent):
    """float16 multiplier 2^(b - 127 + 15 - E) of one 64-column block per row (b: the block's UE8M0
    byte in the 8-byte scale record): the block's values in units of 2^(E - 15). At most 2^6 (every
    value of the tile is below 2^E); rows more than 2^24 units below flush to zero."""
    exponent = ((record >> (8 * block)) & 0xFF).to(gl.int32)
    field = gl.maximum(exponent + 15 - tile_exponent, 0)
    return (field << 23).to(gl.float32, bitcast=True).to(gl.float16)


@gluon.jit
def _model1_block_float16(block, scales, index: gl.constexpr, tile_exponent):
    """One [rows, 64] block in the tile's float16 units: e4m3 blocks times their multiplier; the RoPE
    block arrives already converted."""
    if block.dtype == gl.float16:
        return block
    return block.to(gl.float16) * _model1_block_multiplier(scales, index, tile_exponent)[:, None]


@gluon.jit
def _model1_four_blocks(x0, x1, x2, x3, scales, FIRST: gl.constexpr, tile_exponent):
    """Blocks FIRST … FIRST+3 side by side as one [rows, 256] float16 tensor (joined in registers)."""
    y0 = _model1_block_float16(x0, scales, FIRST, tile_exponent)
    y1 = _model1_block_float16(x1, scales, FIRST + 1, tile_exponent)
    y2 = _model1_block_float16(x2, scales, FIRST + 2, tile_exponent)
    y3 = _model1_block_float16(x3, scales, FIRST + 3, tile_exponent)
    four = gl.join(gl.join(y0, y1), gl.join(y2, y3))  # [rows, 64, j, k] holds block FIRST + j + 2k
    return gl.reshape(gl.permute(four, (0, 3, 2, 1)), [64, 256])


@gluon.jit
def _tile_max(row_values):
    """The largest of a tile's 64 per-row int32 values, in every producer thread. On Triton 3.6 the values
    cross the producer's warps once, into a layout that gives each warp all 64 (replicated), so the
    reduction stays inside each warp: one exchange through shared memory and one barrier, where its own
    reduction across warps takes two exchanges and three barriers."""
    if _TILE_MAX_BY_HAND:
        replicated: gl.constexpr = gl.BlockedLayout([2], [32], [4], [0])
        return gl.max(gl.convert_layout(row_values, replicated), axis=0)
    else:
        return gl.max(row_values, axis=0)


@gluon.jit
def _produce_model1(
    k_tile, factor_slot, empty_bar, empty_parity, tile, slots, valid, ahead_slots, ahead_valid, exponent_floor,
    cache_ptr, page_size, page_bytes, source, layout: gl.constexpr, MAIN_FMT: gl.constexpr, EXTRA_FMT: gl.constexpr,
):  # fmt: skip
    """Gather one tile of model1 rows (seven e4m3 blocks, the bf16 RoPE part, the scale records), choose
    the tile's power of two E (every value below 2^E, and E ≥ ``exponent_floor``), wait for the slot,
    store the rows as float16 in units of 2^(E - 15) and the unit into ``factor_slot``. Returns E.

    ``cache_ptr`` is the cache's e4m3 view; the RoPE part and the scale records are read through
    bitcasts of it (one 64-bit address per row, the parts at constant offsets)."""
    cols = gl.arange(0, 64, layout=gl.SliceLayout(0, layout))
    page = (slots // page_size).to(gl.int64)
    offset = (slots % page_size).to(gl.int64)
    mask = valid[:, None]
    record = cache_ptr + gl.multiple_of(page * page_bytes + offset * 576, 64)
    nope = record[:, None] + cols[None, :]
    b0 = gl.load(nope, mask=mask, other=0.0)
    b1 = gl.load(nope + 64, mask=mask, other=0.0)
    b2 = gl.load(nope + 128, mask=mask, other=0.0)
    b3 = gl.load(nope + 192, mask=mask, other=0.0)
    b4 = gl.load(nope + 256, mask=mask, other=0.0)
    b5 = gl.load(nope + 320, mask=mask, other=0.0)
    b6 = gl.load(nope + 384, mask=mask, other=0.0)
    rope_ptr = (record + 448).to(gl.pointer_type(gl.bfloat16), bitcast=True)
    rope = gl.load(rope_ptr[:, None] + cols[None, :], mask=mask, other=0.0)
    scale_ptr = cache_ptr + gl.multiple_of(page * page_bytes + page_size * 576 + offset * 8, 8)
    scales = gl.load(scale_ptr.to(gl.pointer_type(gl.int64), bitcast=True), mask=valid, other=0)
    _prefetch_rows(tile + 1, ahead_slots, ahead_valid, source, MAIN_FMT, EXTRA_FMT)

    # Largest exponent per row: e4m3 magnitudes are below 2^9 times the block scale; a bf16 value with
    # biased exponent x is below 2^(x - 126).
    largest_byte = (scales & 0xFF).to(gl.int32)
    for block in gl.static_range(1, 7):
        largest_byte = gl.maximum(largest_byte, ((scales >> (8 * block)) & 0xFF).to(gl.int32))
    rope_bits = gl.max(rope.to(gl.int16, bitcast=True).to(gl.int32) & 0x7FFF, axis=1)
    row_exponent = gl.maximum(largest_byte - 118, (rope_bits >> 7) - 126)
    row_exponent = gl.where(valid, row_exponent, -1000)
    # The floor keeps O's rescale between tiles (2^(E_prev - E)) below 2^90; the clamp keeps 2^(E - 15)
    # and 2^(15 - E) normal float32 numbers.
    tile_exponent = gl.minimum(gl.maximum(gl.maximum(_tile_max(row_exponent), exponent_floor), -111), 142)

    mbarrier.wait(empty_bar, empty_parity)
    # Two stores of four blocks each: every separate store into the tile got a barrier of the producer
    # warps from the hazard analysis (eight per tile with one store per block; −6% per tile).
    k_tile.slice(0, 256, dim=1).store(_model1_four_blocks(b0, b1, b2, b3, scales, 0, tile_exponent))
    rope_multiplier = ((142 - tile_exponent) << 23).to(gl.float32, bitcast=True)  # 2^(15 - E)
    rope16 = (rope.to(gl.float32) * rope_multiplier).to(gl.float16)
    k_tile.slice(256, 256, dim=1).store(_model1_four_blocks(b4, b5, b6, rope16, scales, 4, tile_exponent))
    unit = ((tile_exponent + 112) << 23).to(gl.float32, bitcast=True)  # 2^(E - 15)
    factor_slot.store(gl.full([64], 1.0, gl.float32, gl.SliceLayout(1, layout)) * unit)
    return tile_exponent


@gluon.jit
def _bf16_abs_max(a, b):
    """max(|a|, |b|) elementwise (the sign is not kept), two bf16 values per instruction."""
    return gl.inline_asm_elementwise(
        "max.xorsign.abs.bf16x2 $0, $1, $2;", "=r,r,r", [a, b], dtype=gl.bfloat16, is_pure=True, pack=2
    )


@gluon.jit
def _bf16_halve(x):
    """[rows, 4n] → [rows, 2n]: max(|x|) of columns 4i + j and 4i + 2 + j (j < 2): the two packed pairs
    of each group of four, so that no value moves within its register."""
    rows: gl.constexpr = x.shape[0]
    quads: gl.constexpr = x.shape[1] // 4
    first, second = gl.split(gl.permute(gl.reshape(x, [rows, quads, 2, 2]), (0, 1, 3, 2)))
    return _bf16_abs_max(gl.reshape(first, [rows, quads * 2]), gl.reshape(second, [rows, quads * 2]))


@gluon.jit
def _bf16_row_exponents(half):
    """Per row of a [rows, 256] bf16 half, the least E with every finite value below 2^E (a value with
    biased exponent x is below 2^(x - 126); an Inf gives E = 129, a NaN may be passed over: either makes
    its query row's output NaN whatever the unit). The row max is folded in packed bf16 pairs first
    (two values per instruction), then reduced over the exponent bits: the scalar reduction alone cost
    the bf16 tiles 4-9% (hca_1m, flash_csa B = 64 / 256)."""
    folded = _bf16_halve(_bf16_halve(_bf16_halve(half)))  # (each thread's 16-column runs → 2)
    magnitude = gl.max(folded.to(gl.int16, bitcast=True) & 0x7FFF, axis=1).to(gl.int32)
    return gl.convert_layout((magnitude >> 7) - 126, gl.SliceLayout(1, half.type.layout))


@gluon.jit
def _bf16_float16(half, multiplier):
    """bf16 values times ``multiplier`` (a power of two, bf16 [rows] per row) as float16: the product in
    bf16 (exact), then each pair widened to float32 and narrowed to float16 in one instruction."""
    return gl.inline_asm_elementwise(
        """
        {
        .reg .b32 t, lo, hi;
        mul.rn.bf16x2 t, $1, $2;
        shl.b32 lo, t, 16;
        and.b32 hi, t, 0xFFFF0000;
        cvt.rn.f16x2.f32 $0, hi, lo;
        }
        """,
        "=r,r,r", [half, gl.broadcast(multiplier[:, None], half)[0]], dtype=gl.float16, is_pure=True, pack=2,
    )  # fmt: skip


@gluon.jit
def _produce_bf16(
    k_tile, factor_slot, empty_bar, empty_parity, tile, slots, valid, ahead_slots, ahead_valid, exponent_floor,
    cache_ptr, page_size, page_bytes, source, layout: gl.constexpr, MAIN_FMT: gl.constexpr, EXTRA_FMT: gl.constexpr,
):  # fmt: skip
    """Gather one tile of bf16 rows (1,024 bytes each), choose the tile's power of two E (every value
    below 2^E, and E ≥ ``exponent_floor``), wait for the slot, store the rows as float16 in units of
    2^(E - 15) and the unit into ``factor_slot``. Returns E.

    bf16 has float32's exponent range, float16 does not: scaled into [0, 2^15) every value keeps its 8
    significant bits down to 2^-29 of the tile's largest (float16's subnormals below that), so the
    products see the rows exactly, in float16, as for the quantized formats, and P stays float16 (P
    rounded to bf16 is what limits the portable kernel's accuracy beside bf16 rows). The rows are read
    twice, half by half: once for E, once (from L1/L2) to convert after the slot wait; holding the
    whole tile (64 KiB) would take 128 of the producer's 120 registers. (One read with E guessed from
    the low half measured 1.4-1.6x slower: the high half's load then waits behind the slot wait.)"""
    cols = gl.arange(0, 256, layout=gl.SliceLayout(0, layout))
    page = (slots // page_size).to(gl.int64)
    offset = (slots % page_size).to(gl.int64)
    mask = valid[:, None]
    base = cache_ptr + gl.multiple_of(page * (page_bytes // 2) + offset * 512, 64)[:, None] + cols[None, :]
    # The first read names the cache operator ld.global uses anyway (.ca): the two reads then differ to the
    # compiler, which otherwise merges them (Triton 3.8 and 3.9), holding the whole tile in the producer's
    # registers across the slot wait.
    row_exponent = _bf16_row_exponents(gl.load(base, mask=mask, other=0.0, cache_modifier=".ca"))
    row_exponent = gl.maximum(row_exponent,
                              _bf16_row_exponents(gl.load(base + 256, mask=mask, other=0.0, cache_modifier=".ca")))
    _prefetch_rows(tile + 1, ahead_slots, ahead_valid, source, MAIN_FMT, EXTRA_FMT)
    row_exponent = gl.where(valid, row_exponent, -1000)
    # Same floor and clamp as model1 tiles (_produce_model1).
    tile_exponent = gl.minimum(gl.maximum(gl.maximum(_tile_max(row_exponent), exponent_floor), -111), 142)
    # 2^(15 - E) as bf16 (exact: a power of two within bf16's range), one per row for the packed product
    multiplier = ((142 - tile_exponent) << 23).to(gl.float32, bitcast=True).to(gl.bfloat16)
    multiplier = gl.full([64], 1.0, gl.bfloat16, gl.SliceLayout(1, layout)) * multiplier

    low = gl.load(base, mask=mask, other=0.0)
    mbarrier.wait(empty_bar, empty_parity)
    k_tile.slice(0, 256, dim=1).store(_bf16_float16(low, multiplier))
    high = gl.load(base + 256, mask=mask, other=0.0)
    k_tile.slice(256, 256, dim=1).store(_bf16_float16(high, multiplier))
    unit = ((tile_exponent + 112) << 23).to(gl.float32, bitcast=True)  # 2^(E - 15)
    factor_slot.store(gl.full([64], 1.0, gl.float32, gl.SliceLayout(1, layout)) * unit)
    return tile_exponent


@gluon.jit
def _load_v41_half(cache_ptr, token, valid, HALF: gl.constexpr, FMT: gl.constexpr, layout: gl.constexpr):
    """The raw bytes (uint8) of columns 256·HALF … 256·HALF + 255 of a tile of V4.1 tokens as [rows,
    blocks, bytes per block] (``v41_fp8``: 8 × 32 e4m3; ``v41_fp4``: 16 × 8 bytes of code pairs), zeros for rows
    not read; nothing waits for them until they are converted. ``token`` (byte offsets, multiples of 16)
    and ``valid`` are per row, in the rows layout of ``layout``'s [rows, blocks] slice."""
    BLOCKS: gl.constexpr = 8 if FMT == 3 else 16
    BLOCK_BYTES: gl.constexpr = 32 if FMT == 3 else 8
    block = gl.arange(0, BLOCKS, layout=gl.SliceLayout(0, gl.SliceLayout(2, layout)))
    inner = gl.arange(0, BLOCK_BYTES, layout=gl.SliceLayout(0, gl.SliceLayout(1, layout)))
    first: gl.constexpr = HALF * BLOCKS * BLOCK_BYTES
    where = cache_ptr + token[:, None, None] + (first + block * BLOCK_BYTES)[None, :, None] + inner[None, None, :]
    return gl.load(where, mask=valid[:, None, None], other=0)


@gluon.jit
def _v41_fp8_float16(values, scale_bytes, tile_exponent):
    """A [rows, 8, 32] half tile of e4m3 bytes (:func:`_load_v41_half`) as float16 [rows, 256] in units of
    2^(E - 15): each 32-column block times its multiplier 2^(b - 127 + 15 - E) (b: its UE8M0 byte in
    ``scale_bytes`` [rows, 8]; at most 2^6; a NaN byte 0xFF gives NaN; values more than 2^24 units below
    flush to zero)."""
    field = gl.maximum(scale_bytes + 15 - tile_exponent, 0)
    multiplier = gl.where(scale_bytes == 255, 0x7FC00000, field << 23).to(gl.float32, bitcast=True).to(gl.float16)
    # Converted and scaled two values per instruction (Triton's own multiply by a broadcast factor was
    # one float16 multiply per value).
    scaled = gl.inline_asm_elementwise(
        """
        {
        .reg .b16 lo, hi;
        .reg .b32 a, b;
        mov.b32 {lo, hi}, $2;
        cvt.rn.f16x2.e4m3x2 a, lo;
        cvt.rn.f16x2.e4m3x2 b, hi;
        mul.rn.f16x2 $0, a, $3;
        mul.rn.f16x2 $1, b, $4;
        }
        """,
        "=r,=r,r,r,r", [values, gl.broadcast(multiplier[:, :, None], values)[0]], dtype=gl.float16, is_pure=True,
        pack=4,
    )  # fmt: skip
    return gl.reshape(scaled, [values.shape[0], 256])


def _e2m1_pair_asm(out: str, pair: str, magnitude_shift: int, multiplier: str) -> str:
    """PTX for one float16 pair of e2m1 codes: the nibble whose magnitude bits sit ``magnitude_shift``
    below float16's bits 9-11 (9: low nibbles, 5: high nibbles) of both bytes of ``pair`` (bits 0-7 and
    16-23) → sign and magnitude bits in place (the code's value × 2^-14) → × 2^14 (``k``) × ``multiplier``."""
    return (
        f"shl.b32 t, {pair}, {magnitude_shift}; and.b32 t, t, 0x0E000E00; "
        f"shl.b32 u, {pair}, {magnitude_shift + 3}; and.b32 u, u, 0x80008000; or.b32 t, t, u; "
        f"mul.rn.f16x2 t, t, k; mul.rn.f16x2 {out}, t, {multiplier};"
    )


# Four bytes ($4) and their multipliers ($5: bytes 0, 1; $6: bytes 2, 3) → low-nibble values ($0, $1) and
# high-nibble values ($2, $3). prmt puts bytes 0, 1 (2, 3) into bits 0-7 and 16-23 of v01 (v23).
_E2M1_ASM = gl.constexpr(
    "{ .reg .b32 v01, v23, t, u, k; mov.b32 k, 0x74007400; "
    "prmt.b32 v01, $4, 0, 0x4140; prmt.b32 v23, $4, 0, 0x4342; "
    + _e2m1_pair_asm("$0", "v01", 9, "$5") + _e2m1_pair_asm("$1", "v23", 9, "$6")
    + _e2m1_pair_asm("$2", "v01", 5, "$5") + _e2m1_pair_asm("$3", "v23", 5, "$6") + " }"
)


@gluon.jit
def _e2m1_float16(packed, multiplier):
    """The two e2m1 codes of each byte (low nibble: the even column) as float16 times the byte's
    ``multiplier`` (float16, same shape): ``(even, odd)``.

    Four bytes per asm block (``_E2M1_ASM``): shifts and masks put a code's magnitude bits into
    float16's exponent and top mantissa bits and its sign bit into the sign, which is the code's value
    times 2^-14 (code 1, 0.5, lands on the subnormal 2^-15); two ``mul.f16x2`` by 2^14 and by the
    multiplier, both exact. About 3 instructions per value where the same steps in Triton operations
    took about 8."""
    return gl.inline_asm_elementwise(
        _E2M1_ASM, "=r,=r,=r,=r,r,r,r", [packed, multiplier], dtype=(gl.float16, gl.float16), is_pure=True, pack=4
    )


@gluon.jit
def _v41_fp4_float16(packed, scales, tile_exponent):
    """A [rows, 16, 8] half tile of ``v41_fp4`` code pairs (:func:`_load_v41_half`; the even column in
    the low nibble) as float16 [rows, 256] in units of 2^(E - 15): each 16-column block's codes
    (:func:`_e2m1_float16`) times its e4m3 scale (``scales`` [rows, 16]) · 2^(15 - E), which is below
    2^12: exact in float16 unless more than 2^24 units below. A NaN scale (0x7F / 0xFF) makes its block
    NaN."""
    down = ((142 - tile_exponent) << 23).to(gl.float32, bitcast=True)  # 2^(15 - E)
    scale = scales.to(gl.uint8).to(gl.float8e4nv, bitcast=True).to(gl.float32)
    multiplier = (gl.where((scales & 0x7F) == 0x7F, float("nan"), scale) * down).to(gl.float16)
    even, odd = _e2m1_float16(packed, gl.broadcast(multiplier[:, :, None], packed)[0])
    return gl.reshape(gl.join(even, odd), [packed.shape[0], 256])


@gluon.jit
def _produce_v41(
    k_tile, factor_slot, empty_bar, empty_parity, tile, slots, valid, ahead_slots, ahead_valid, exponent_floor,
    cache_ptr, page_size, page_bytes, source, FMT: gl.constexpr, layout: gl.constexpr, MAIN_FMT: gl.constexpr,
    EXTRA_FMT: gl.constexpr,
):  # fmt: skip
    """Gather one tile of V4.1 tokens (``v41_fp8``, FMT 3: 512 e4m3 + 16 UE8M0 bytes; ``v41_fp4``, FMT
    4: 256 B of e2m1 pairs + 32 e4m3 scales; FMT 5 and 6: the same tokens in block-split pages, every
    token's data row, then every token's scale row), choose the tile's power of two E from the scales
    (every value below 2^E, E ≥ ``exponent_floor``), wait for the slot, store the rows as float16 in
    units of 2^(E - 15) and the unit into ``factor_slot``, as :func:`_produce_model1` does. Returns E."""
    CODE: gl.constexpr = 3 if (FMT == 3) or (FMT == 5) else 4  # the token encoding: v41_fp8 or v41_fp4
    DATA: gl.constexpr = 512 if CODE == 3 else 256
    SCALES: gl.constexpr = 16 if CODE == 3 else 32
    BLOCKS: gl.constexpr = 8 if CODE == 3 else 16  # scale blocks per 256 columns
    # [rows, blocks, bytes of a block], a warp covering 8 rows × 64 columns like the fp8_uniform path:
    # its float16 stores then fill whole 128-byte swizzle rows of the tile without bank conflicts.
    if CODE == 3:
        data_layout: gl.constexpr = gl.BlockedLayout([1, 1, 16], [8, 2, 2], [4, 1, 1], [2, 1, 0])
    else:
        data_layout: gl.constexpr = gl.BlockedLayout([1, 1, 8], [8, 4, 1], [4, 1, 1], [2, 1, 0])
    blocks: gl.constexpr = gl.SliceLayout(2, data_layout)
    rows: gl.constexpr = gl.SliceLayout(1, blocks)
    bytes_ptr = cache_ptr.to(gl.pointer_type(gl.uint8), bitcast=True)
    # Token offsets computed in the layout the loads use, so that their 16-byte alignment is known there.
    row_slots = gl.convert_layout(slots, rows)
    row_valid = gl.convert_layout(valid, rows)
    page = (row_slots // page_size).to(gl.int64)
    offset = (row_slots % page_size).to(gl.int64)
    # (Pages start on 512 bytes; every data row and scale row starts on 16.)
    if FMT >= 5:
        token = gl.multiple_of(page * page_bytes + offset * DATA, 16)
        scale_row = gl.multiple_of(page * page_bytes + page_size * DATA + offset * SCALES, 16)
    else:
        token = gl.multiple_of(page * page_bytes + offset * (DATA + SCALES), 16)
        scale_row = token + DATA
    block = gl.arange(0, BLOCKS, layout=gl.SliceLayout(0, blocks))
    scale_ptr = bytes_ptr + scale_row[:, None] + block[None, :]
    # Rows not read get scale byte 0: their multiplier stays finite (2^(-112 - E) or 0), so their zero
    # values stay zero (a multiplier that overflowed float16 would make them 0 × inf = NaN in P·V).
    low_scales = gl.load(scale_ptr, mask=row_valid[:, None], other=0).to(gl.int32)
    high_scales = gl.load(scale_ptr + BLOCKS, mask=row_valid[:, None], other=0).to(gl.int32)
    # The rows are loaded next, before the scales are waited for (the tile's exponent needs them, and its
    # reduction over rows is a barrier loads do not move across) and before the slot wait: the rows' L2
    # round trip overlaps the scales' instead of following it.
    low = _load_v41_half(bytes_ptr, token, row_valid, 0, CODE, data_layout)
    high = _load_v41_half(bytes_ptr, token, row_valid, 1, CODE, data_layout)
    _prefetch_rows(tile + 1, ahead_slots, ahead_valid, source, MAIN_FMT, EXTRA_FMT)

    # Largest exponent per row (NaN scales left out: their blocks are NaN whatever the unit).
    if CODE == 3:
        # e4m3 magnitudes are below 2^9: a block with byte b stays below 2^(b - 118).
        exponents = gl.where(low_scales == 255, -1000, low_scales - 118)
        exponents_high = gl.where(high_scales == 255, -1000, high_scales - 118)
    else:
        # An e4m3 scale with exponent field f is below 2^(max(f, 1) - 6), its values (≤ 6) below 8 times that.
        exponents = gl.where((low_scales & 0x7F) == 0x7F, -1000, gl.maximum((low_scales >> 3) & 15, 1) - 3)
        exponents_high = gl.where((high_scales & 0x7F) == 0x7F, -1000,
                                  gl.maximum((high_scales >> 3) & 15, 1) - 3)  # fmt: skip
    row_exponent = gl.maximum(gl.max(exponents, axis=1), gl.max(exponents_high, axis=1))
    row_exponent = gl.where(row_valid, row_exponent, -1000)
    # Same floor and clamp as model1 tiles (_produce_model1). fp8 tokens keep the compiler's reduction:
    # with the by-hand one, v41_fp8 alone measured +3...+6% from B = 128 (Triton 3.6, H200).
    if CODE == 3:
        largest = gl.max(row_exponent, axis=0)
    else:
        largest = _tile_max(row_exponent)
    tile_exponent = gl.minimum(gl.maximum(gl.maximum(largest, exponent_floor), -111), 142)

    mbarrier.wait(empty_bar, empty_parity)
    if CODE == 3:
        k_tile.slice(0, 256, dim=1).store(_v41_fp8_float16(low, low_scales, tile_exponent))
        k_tile.slice(256, 256, dim=1).store(_v41_fp8_float16(high, high_scales, tile_exponent))
    else:
        k_tile.slice(0, 256, dim=1).store(_v41_fp4_float16(low, low_scales, tile_exponent))
        k_tile.slice(256, 256, dim=1).store(_v41_fp4_float16(high, high_scales, tile_exponent))
    unit = ((tile_exponent + 112) << 23).to(gl.float32, bitcast=True)  # 2^(E - 15)
    factor_slot.store(gl.full([64], 1.0, gl.float32, gl.SliceLayout(1, layout)) * unit)
    return tile_exponent


@gluon.constexpr_function
def _record_bytes(fmt):
    """Bytes :func:`_prefetch_rows` reads per token of format code ``fmt`` at stride ``fmt``'s record."""
    return {0: 1024, 2: 576, 3: 528, 4: 288, 5: 512, 6: 256}.get(fmt, 512)


@gluon.constexpr_function
def _record_lines(fmt):
    """Addresses (a power of two) :func:`_prefetch_records` issues per token of format code ``fmt``."""
    return 8 if _record_bytes(fmt) > 512 else 4


@gluon.constexpr_function
def _record_stride(fmt):
    """Bytes between those addresses: 128 for the records of five lines (576-byte model1 records start on
    64 bytes, 528-byte ``v41_fp8`` tokens on 16), so that every line is asked for; a quarter record for
    the others (whole lines for 512-byte rows; 288-byte ``v41_fp4`` tokens, on 32 bytes, then leave the
    last line of half their records to the loads, which is faster for them: docs/performance.md)."""
    return 128 if _record_bytes(fmt) > 512 else _record_bytes(fmt) // 4


@gluon.jit
def _prefetch_l2(address, mask):
    """``prefetch.global.L2`` each ``address`` (int64) whose ``mask`` (int32) is non-zero."""
    gl.inline_asm_elementwise(
        "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p prefetch.global.L2 [$1]; mov.b32 $0, 0; }",
        "=r,l,r", [address, mask], dtype=gl.int32, is_pure=False, pack=1,
    )  # fmt: skip


@gluon.jit
def _prefetch_records(cache_ptr, record, valid, record_bytes, stride, LINES: gl.constexpr):
    """``prefetch.global.L2`` the lines at ``stride``-byte steps of the ``record_bytes``-byte records at
    byte offsets ``record`` (one per row) from ``cache_ptr``, for the rows where ``valid``."""
    layout: gl.constexpr = gl.BlockedLayout([1, LINES // 4], [8, 4], [4, 1], [1, 0])
    record = gl.convert_layout(record, gl.SliceLayout(1, layout))
    valid = gl.convert_layout(valid, gl.SliceLayout(1, layout))
    step = gl.arange(0, LINES, layout=gl.SliceLayout(0, layout)) * stride
    mask = (valid[:, None] & (step < record_bytes)[None, :]).to(gl.int32)
    address = cache_ptr + record[:, None] + step[None, :]
    _prefetch_l2(address.to(gl.int64, bitcast=True), mask)


@gluon.jit
def _prefetch_rows(tile, slots, valid, source, MAIN_FMT: gl.constexpr, EXTRA_FMT: gl.constexpr):
    """Ask L2 for tile ``tile``'s rows (``prefetch.global.L2``: no registers, nothing waits for it), so
    that the producer's loads of the tile, issued one tile later, find them there: every line of each
    token record (:func:`_prefetch_records`; as many addresses as the tile's source needs, so that 288-byte
    tokens do not pay for 576-byte ones), model1 rows also their 8-byte scale records, block-split V4.1
    rows their scale rows. (``cp.async.bulk.prefetch.L2`` of whole records measured 8–40% slower,
    probably because every request goes through the copy engine.)"""
    layout: gl.constexpr = gl.BlockedLayout([1, 1], [8, 4], [4, 1], [1, 0])
    rows: gl.constexpr = gl.SliceLayout(1, layout)
    slots = gl.convert_layout(slots, rows)
    valid = gl.convert_layout(valid, rows)
    in_main = tile < source[0]
    cache_ptr = gl.where(in_main, source[3], source[10])
    page_size = gl.where(in_main, source[4], source[11])
    page_bytes = gl.where(in_main, source[5], source[12])
    # Bytes per token record: fp8_uniform 512, model1 576 (+ its scale record), v41_fp8 528, v41_fp4 288;
    # block-split V4.1 pages 512 / 256 (+ the token's scale row).
    main_record: gl.constexpr = _record_bytes(MAIN_FMT)
    extra_record: gl.constexpr = _record_bytes(EXTRA_FMT)
    record_bytes = gl.where(in_main, main_record, extra_record)
    page = (slots // page_size).to(gl.int64)
    offset = (slots % page_size).to(gl.int64)
    record = page * page_bytes + offset * record_bytes
    if _record_lines(MAIN_FMT) == _record_lines(EXTRA_FMT):
        stride = gl.where(in_main, _record_stride(MAIN_FMT), _record_stride(EXTRA_FMT))
        _prefetch_records(cache_ptr, record, valid, record_bytes, stride, _record_lines(MAIN_FMT))
    elif in_main:  # the same branch for the whole program: sources hold whole tiles
        _prefetch_records(cache_ptr, record, valid, main_record, _record_stride(MAIN_FMT), _record_lines(MAIN_FMT))
    else:
        _prefetch_records(cache_ptr, record, valid, extra_record, _record_stride(EXTRA_FMT), _record_lines(EXTRA_FMT))
    if (MAIN_FMT == 2) or (EXTRA_FMT == 2):
        scale_record = cache_ptr + ((page * page_bytes + page_size * 576 + offset * 8) & -16)
        _prefetch_l2(scale_record.to(gl.int64, bitcast=True), (valid & (record_bytes == 576)).to(gl.int32))
    if (MAIN_FMT >= 5) or (EXTRA_FMT >= 5):
        # Block-split V4.1 pages: the token's scale row (16 or 32 bytes, one line) after the page's data rows.
        if (MAIN_FMT >= 5) and (EXTRA_FMT >= 5):
            split_rows = valid
        elif MAIN_FMT >= 5:
            split_rows = valid & (tile < source[0])
        else:
            split_rows = valid & (tile >= source[0])
        scale_bytes = gl.where(in_main, 16 if MAIN_FMT == 5 else 32, 16 if EXTRA_FMT == 5 else 32)
        scale_row = cache_ptr + page * page_bytes + page_size * record_bytes + offset * scale_bytes
        _prefetch_l2(scale_row.to(gl.int64, bitcast=True), split_rows.to(gl.int32))


@gluon.jit
def _produce_tile(
    qk_smem, fp8_smem, factor_smem, bars, tile, slots, valid, ahead_slots, ahead_valid, slot, parity, exponent_floor, source,
    rows_args, bf16_ptrs, FMT: gl.constexpr, MAIN_FMT: gl.constexpr, EXTRA_FMT: gl.constexpr, TILE_FACTORS: gl.constexpr,
    QK8: gl.constexpr,
):  # fmt: skip
    """Gather tile ``tile`` (rows in format FMT), wait until the consumers released ``slot``, convert
    into it; with TILE_FACTORS also store the tile's unit (model1: its power of two, fp8_uniform: the
    source's KV scale); with QK8 also the raw e4m3 rows into ``fp8_smem``'s slot. Returns the exponent
    floor for the next tile."""
    layout: gl.constexpr = gl.BlockedLayout([1, 16], [8, 4], [4, 1], [1, 0])
    slot_layout: gl.constexpr = gl.SliceLayout(1, layout)
    k_tile = qk_smem.index(slot)
    if FMT != 1:  # bf16, model1 and V4.1 tiles: a power-of-two unit per tile
        in_main = tile < source[0]
        # The tile's source as its conversion reads it: the e4m3 view, or the bf16-typed view for bf16
        # rows (their loads are then 16 bytes wide).
        if FMT == 0:
            cache_ptr = gl.where(in_main, bf16_ptrs[0], bf16_ptrs[1])
        else:
            cache_ptr = gl.where(in_main, source[3], source[10])
        page_size = gl.where(in_main, source[4], source[11])
        page_bytes = gl.where(in_main, source[5], source[12])
        tile_args = (k_tile, factor_smem.index(slot), bars.index(2 + slot), parity ^ 1, tile, slots, valid, ahead_slots,
                     ahead_valid, exponent_floor, cache_ptr, page_size, page_bytes, source)  # fmt: skip
        if FMT == 0:
            tile_exponent = _produce_bf16(*tile_args, layout, MAIN_FMT, EXTRA_FMT)
        elif FMT == 2:
            tile_exponent = _produce_model1(*tile_args, layout, MAIN_FMT, EXTRA_FMT)
        else:
            tile_exponent = _produce_v41(*tile_args, FMT, layout, MAIN_FMT, EXTRA_FMT)
        exponent_floor = gl.maximum(exponent_floor, tile_exponent - 90)
    else:
        low, high = _gather_rows(tile, slots, valid, *rows_args, layout)
        _prefetch_rows(tile + 1, ahead_slots, ahead_valid, source, MAIN_FMT, EXTRA_FMT)
        mbarrier.wait(bars.index(2 + slot), parity ^ 1)  # empty: the first use of a slot passes
        _store_half(k_tile, low, 0)
        _store_half(k_tile, high, 256)
        if QK8:
            fp8_smem.index(slot).slice(0, 256, dim=1).store(low)
            fp8_smem.index(slot).slice(256, 256, dim=1).store(high)
        if TILE_FACTORS:
            kv_scale = gl.where(tile < source[0], source[7], source[14])
            factor_smem.index(slot).store(gl.full([64], 1.0, gl.float32, slot_layout) * kv_scale)
    fence_async_shared()
    mbarrier.arrive(bars.index(slot))  # full
    return exponent_floor


@gluon.jit
def _ws_producer(
    qk_smem, fp8_smem, factor_smem, bars, begin, end, source, rows_args, bf16_ptrs, MAIN_FMT: gl.constexpr,
    EXTRA_FMT: gl.constexpr, QK8: gl.constexpr, RING: gl.constexpr,
):  # fmt: skip
    """Producer partition: for each tile, gather the rows (loads issued before waiting for the slot),
    wait until the consumers released the slot, convert into it, signal it full. ``RING`` slots (1 or 2)
    in ``qk_smem``; slot s is full at barrier s and empty at barrier 2 + s. ``bf16_ptrs``: the main and
    extra sources' bf16 views (bf16 rows)."""
    TILE_FACTORS: gl.constexpr = (MAIN_FMT != 1) or (EXTRA_FMT != 1)
    slot_layout: gl.constexpr = gl.SliceLayout(1, gl.BlockedLayout([1, 16], [8, 4], [4, 1], [1, 0]))
    exponent_floor = -1000
    # The next tile's slots are loaded one tile ahead: its rows are prefetched into L2 while this tile
    # is converted.
    ahead_slots, ahead_valid = _tile_source(begin, end, *source, 64, slot_layout)
    for tile in range(begin, end):
        index = tile - begin
        slot = index % RING
        parity = (index // RING) & 1
        slots = ahead_slots
        valid = ahead_valid
        ahead_slots, ahead_valid = _tile_source(tile + 1, end, *source, 64, slot_layout)
        tile_args = (qk_smem, fp8_smem, factor_smem, bars, tile, slots, valid, ahead_slots, ahead_valid, slot, parity,
                     exponent_floor, source, rows_args, bf16_ptrs)  # fmt: skip
        # With two formats, the tile's source picks the conversion (a branch per tile).
        if MAIN_FMT == EXTRA_FMT:
            exponent_floor = _produce_tile(*tile_args, MAIN_FMT, MAIN_FMT, EXTRA_FMT, TILE_FACTORS, QK8)
        elif tile < source[0]:
            exponent_floor = _produce_tile(*tile_args, MAIN_FMT, MAIN_FMT, EXTRA_FMT, TILE_FACTORS, QK8)
        else:
            exponent_floor = _produce_tile(*tile_args, EXTRA_FMT, MAIN_FMT, EXTRA_FMT, TILE_FACTORS, QK8)


@gluon.jit
def _load_q(
    q_ptr, row64, stride_q_row, stride_q_head, group, num_heads, softmax_scale_log2, q_smem, BLOCK_H: gl.constexpr,
    QK8: gl.constexpr = False,
):  # fmt: skip
    """Q of this (row, head group) into shared memory as float16 (padded heads read as zeros), or
    rounded to e4m3 with QK8 (largest magnitude in [2^7, 2^8), below e4m3's 448); returns the score
    scale (softmax scale in base 2 times the power of two Q was scaled by)."""
    q_layout: gl.constexpr = gl.BlockedLayout([1, 8], [2, 16], [gl.num_warps(), 1], [1, 0])
    q_heads = group * BLOCK_H + gl.arange(0, BLOCK_H, layout=gl.SliceLayout(1, q_layout))
    q_cols = gl.arange(0, 512, layout=gl.SliceLayout(0, q_layout))
    q_offsets = row64 * stride_q_row + q_heads * stride_q_head
    q = gl.load(q_ptr + q_offsets[:, None] + q_cols[None, :], mask=(q_heads < num_heads)[:, None], other=0.0)
    # Q × 2^-q_shift has its largest magnitude in [2^14, 2^15): inside float16's range with full
    # precision for the elements that matter. The power of two is exact and moves into the score scale.
    q = q.to(gl.float32)
    q_max = gl.max(gl.max(gl.abs(q), axis=1), axis=0)
    q_exponent = (q_max.to(gl.int32, bitcast=True) >> 23) & 0xFF
    # Biased exponent of the largest stored magnitude: 2^7 (e4m3) or 2^14 (float16).
    TOP_EXPONENT: gl.constexpr = 134 if QK8 else 141
    q_shift = gl.minimum(gl.maximum(q_exponent - TOP_EXPONENT, -126), 113)
    q_down = ((127 - q_shift) << 23).to(gl.float32, bitcast=True)
    q_up = ((127 + q_shift) << 23).to(gl.float32, bitcast=True)
    q_smem.store((q * q_down).to(gl.float8e4nv if QK8 else gl.float16))
    return softmax_scale_log2 * q_up


@gluon.jit
def _ws_consumer(
    qk_smem, fp8_smem, p_smem, factor_smem, max_smem, bars, begin, end, q_args, o_scale, source, main_kv_scale,
    extra_kv_scale,
    TILE_FACTORS: gl.constexpr, QK8: gl.constexpr, THREAD_SUMS: gl.constexpr,
):  # fmt: skip
    """Consumer partition (the kernel's 8 warps): S = Q·Kᵀ, online softmax, O += P·V per tile, then
    release the slot. With TILE_FACTORS each tile's unit (the multiplier of its float16 values) comes
    from the producer; O's unit is then a per-head vector (all equal)."""
    # e4m3 products take 32-deep instructions (the accumulator layout is the same).
    S_DEPTH: gl.constexpr = 32 if QK8 else 16
    s_layout: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[4, 2], instr_shape=[16, 32, S_DEPTH])
    o_layout: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[4, 2], instr_shape=[16, 256, 16])
    score_cols: gl.constexpr = gl.SliceLayout(0, s_layout)
    head_rows: gl.constexpr = gl.SliceLayout(1, s_layout)
    out_rows: gl.constexpr = gl.SliceLayout(1, o_layout)
    main_tiles = source[0]
    # Q is loaded here, while the producer already gathers the first tile.
    if QK8:
        score_scale = _load_q(*q_args, fp8_smem.index(2), 64, True)
        # P of slot s: the first 8 KiB of the slot's e4m3 tile, whose S is done when P is stored.
        p_layout: gl.constexpr = gl.NVMMASharedLayout.get_default_for([64, 64], gl.float16)
        if _PUBLIC_REINTERPRET:
            p_slots = fp8_smem.reinterpret(gl.float16, [12, 64, 64], p_layout)
        else:
            p_slots = fp8_smem._reinterpret(gl.float16, [12, 64, 64], p_layout)
    else:
        score_scale = _load_q(*q_args, qk_smem.index(2), 64)
    fence_async_shared()
    _cta_barrier()
    s_zero = gl.zeros([64, 64], gl.float32, s_layout)
    acc = gl.zeros([64, 512], gl.float32, o_layout)
    m_i = gl.full([64], float("-inf"), gl.float32, head_rows)
    if THREAD_SUMS:
        l_part = _thread_column_sums(gl.zeros([64, 64], gl.float32, s_layout))
    else:
        l_part = gl.zeros([64, 64], gl.float32, s_layout)  # per-column partial sums (see _softmax_step)
    if TILE_FACTORS:
        o_scale = gl.full([64], 1.0, gl.float32, head_rows)
    for tile in range(begin, end):
        index = tile - begin
        slot = index % 2
        parity = (index // 2) & 1
        opaque = tile >> 30  # 0 (tile < 2**25): keeps the descriptors inside the loop
        k_tile = qk_smem.index(slot + opaque)
        if QK8:
            q_tile = fp8_smem.index(2 + opaque)
            s_tile = fp8_smem.index(slot + opaque)
            p_tile = p_slots.index(4 * slot + opaque)
        else:
            q_tile = qk_smem.index(2 + opaque)
            s_tile = k_tile
            p_tile = p_smem
        score_slots, score_valid = _tile_source(tile, end, *source, 64, score_cols)
        if not TILE_FACTORS:
            kv_scale = gl.where(tile < main_tiles, main_kv_scale, extra_kv_scale)
            source_switch = o_scale / kv_scale  # exactly 1 unless the source changed
            o_scale = kv_scale
            tile_scale = score_scale * kv_scale
        mbarrier.wait(bars.index(slot), parity)  # full
        if TILE_FACTORS:
            unit = factor_smem.index(slot).load(head_rows)
            source_switch = o_scale / unit  # a power of two (model1) or the KV-scale ratio
            o_scale = unit
            tile_scale = (score_scale * unit)[:, None]
        scores = warpgroup_mma(q_tile, s_tile.permute((1, 0)), s_zero, use_acc=False, is_async=True)
        scores = warpgroup_mma_wait(num_outstanding=0, deps=(scores,))
        # The one-barrier row max measured −1…−3% for fp8_uniform and +0.5…+1% for model1.
        if TILE_FACTORS:
            probs, m_i, l_part, acc = _softmax_step(scores, score_valid, tile_scale, m_i, l_part, acc, source_switch,
                                                    out_rows, None, THREAD_SUMS)  # fmt: skip
        else:
            probs, m_i, l_part, acc = _softmax_step(scores, score_valid, tile_scale, m_i, l_part, acc, source_switch,
                                                    out_rows, max_smem, THREAD_SUMS)  # fmt: skip
        p_tile.store(probs)
        fence_async_shared()
        _cta_barrier()
        acc = warpgroup_mma(p_tile, k_tile, acc, is_async=True)
        acc = warpgroup_mma_wait(num_outstanding=0, deps=(acc,))
        mbarrier.arrive(bars.index(2 + slot))  # empty (after every consumer warp's wait)
    if THREAD_SUMS:
        l_i = gl.sum(gl.sum(l_part, axis=2), axis=1)
    else:
        l_i = gl.sum(l_part, axis=1)
    return acc, m_i, l_i, o_scale


@gluon.jit
def _ws_consumer_swapped(
    qk_smem, q_smem, p_smem, factor_smem, bars, begin, end, q_args, source, main_kv_scale, extra_kv_scale,
    BLOCK_H: gl.constexpr, RING: gl.constexpr, TILE_FACTORS: gl.constexpr,
):  # fmt: skip
    """Consumer partition of the swapped schedule (``SWAP_AB``; one warpgroup): the tile's rows are the
    products' M dimension, so no padded head is computed. Sᵀ = K·Qᵀ [64 rows, heads], the online softmax
    down each head's column, Oᵀ += Vᵀ·Pᵀ [512, heads] with Vᵀ the ring slot read transposed. A tile's
    unit is its source's KV scale, or with TILE_FACTORS (model1 / V4.1 / bf16 rows) the one the
    producer stored for its slot. Returns Oᵀ, the running max and sum per head, and O's unit per head."""
    # Sᵀ [64, heads] and Oᵀ [512, heads] share one accumulator layout (N = the program's heads).
    s_layout: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[4, 1],
                                                       instr_shape=[16, BLOCK_H, 16])
    o_layout: gl.constexpr = s_layout
    rows: gl.constexpr = gl.SliceLayout(1, s_layout)
    heads: gl.constexpr = gl.SliceLayout(0, s_layout)
    heads_o: gl.constexpr = gl.SliceLayout(0, o_layout)
    main_tiles = source[0]
    score_scale = _load_q(*q_args, q_smem, BLOCK_H)
    fence_async_shared()
    _cta_barrier()
    s_zero = gl.zeros([64, BLOCK_H], gl.float32, s_layout)
    acc = gl.zeros([512, BLOCK_H], gl.float32, o_layout)
    m_i = gl.full([BLOCK_H], float("-inf"), gl.float32, heads)
    # Per-thread partial sums down each head's column, summed across the warps once at the end (a
    # cross-warp sum per tile put another shared-memory exchange on the tile's path: +5% at hca_1m).
    l_part = gl.zeros([64, BLOCK_H], gl.float32, s_layout)
    o_scale = gl.full([BLOCK_H], 1.0, gl.float32, heads) * gl.where(begin < main_tiles, main_kv_scale, extra_kv_scale)
    for tile in range(begin, end):
        index = tile - begin
        slot = index % RING
        parity = (index // RING) & 1
        opaque = tile >> 30  # 0 (tile < 2**25): keeps the descriptors inside the loop
        k_tile = qk_smem.index(slot + opaque)
        score_slots, score_valid = _tile_source(tile, end, *source, 64, rows)
        mbarrier.wait(bars.index(slot), parity)  # full
        if TILE_FACTORS:
            unit = factor_smem.index(slot).slice(0, BLOCK_H).load(heads)
        else:
            kv_scale = gl.where(tile < main_tiles, main_kv_scale, extra_kv_scale)
            unit = gl.full([BLOCK_H], 1.0, gl.float32, heads) * kv_scale
        source_switch = o_scale / unit  # exactly 1 unless the unit changed
        o_scale = unit
        scores = warpgroup_mma(k_tile, q_smem.permute((1, 0)), s_zero, use_acc=False, is_async=True)
        scores = warpgroup_mma_wait(num_outstanding=0, deps=(scores,))
        scores = gl.where(score_valid[:, None], scores * (score_scale * unit)[None, :], float("-inf"))
        m_new = gl.maximum(m_i, gl.max(scores, axis=0))
        m_safe = gl.where(m_new == float("-inf"), 0.0, m_new)
        alpha = gl.exp2(m_i - m_safe)
        probs = gl.exp2(scores - m_safe[None, :])
        l_part = l_part * alpha[None, :] + probs
        m_i = m_new
        acc = acc * gl.convert_layout(alpha * source_switch, heads_o)[None, :]
        p_smem.store(probs.to(gl.float16))
        fence_async_shared()
        _cta_barrier()
        acc = warpgroup_mma(k_tile.permute((1, 0)), p_smem, acc, is_async=True)
        acc = warpgroup_mma_wait(num_outstanding=0, deps=(acc,))
        mbarrier.arrive(bars.index(2 + slot))  # empty (after every consumer warp's wait)
    return acc, m_i, gl.sum(l_part, axis=0), o_scale


@gluon.jit(do_not_specialize=UNSPECIALISED)
def sparse_attention_gluon_kernel(
    q_ptr,
    stride_q_row,
    stride_q_head,
    out_ptr,
    stride_out_row,
    stride_out_head,
    lse_ptr,
    sinks_ptr,
    # main source
    main_bf16,
    main_fp8,
    main_u8,
    main_idx_ptr,
    stride_main_idx,
    main_len_ptr,
    main_width,
    main_page_size,
    main_page_bytes,
    main_num_slots,
    main_kv_scale,
    # extra source
    extra_bf16,
    extra_fp8,
    extra_u8,
    extra_idx_ptr,
    stride_extra_idx,
    extra_len_ptr,
    extra_width,
    extra_page_size,
    extra_page_bytes,
    extra_num_slots,
    extra_kv_scale,
    # split-KV workspace
    counters_ptr,
    partial_o_ptr,
    partial_lse_ptr,
    num_heads,
    softmax_scale_log2,
    num_splits,
    MAIN_FMT: gl.constexpr,
    EXTRA_FMT: gl.constexpr,
    HAS_MAIN_LEN: gl.constexpr,
    HAS_EXTRA: gl.constexpr,
    HAS_EXTRA_LEN: gl.constexpr,
    HAS_SINKS: gl.constexpr,
    WRITE_LSE: gl.constexpr,
    IS_SPLIT: gl.constexpr,
    BLOCK_H: gl.constexpr,
    BLOCK_N: gl.constexpr,
    SWAP_AB: gl.constexpr,
    PIPELINED: gl.constexpr,
    DOT_FP32: gl.constexpr,
    STAGED_PARTIALS: gl.constexpr = False,
    QK_FP8: gl.constexpr = False,
    RING_SLOTS: gl.constexpr = 0,
):
    gl.static_assert((BLOCK_H == 64) or (SWAP_AB and ((BLOCK_H == 16) or (BLOCK_H == 32))),
                     "programs of 64 heads, or 16 / 32 with the swapped products")
    gl.static_assert(BLOCK_N == 64, "tiles of 64 rows")
    gl.static_assert((MAIN_FMT >= 0) and (MAIN_FMT <= 6), "bf16, fp8_uniform, model1 or V4.1 rows (either layout)")
    gl.static_assert((EXTRA_FMT >= 0) and (EXTRA_FMT <= 6), "bf16, fp8_uniform, model1 or V4.1 rows (either layout)")
    # bf16, model1 and V4.1 tiles hold their own unit (a power of two chosen per tile by the producer partition).
    TILE_FACTORS: gl.constexpr = (MAIN_FMT != 1) or (EXTRA_FMT != 1)
    QK8: gl.constexpr = QK_FP8 and not TILE_FACTORS and not SWAP_AB  # (e4m3 S: 64-head programs only)
    # Per-thread running sums where the 16-register tile of column sums spilled inside the loop: the
    # split model1 consumers (−1…−3% there; elsewhere it measured +0.3…+2.5%).
    THREAD_SUMS: gl.constexpr = TILE_FACTORS and (IS_SPLIT != 0)
    gl.static_assert(gl.num_warps() == (4 if SWAP_AB else 8), "two consumer warpgroups (one when swapped)")
    # Ring slots of float16 tiles: one for the swapped 16-head programs of tensor-parallel launches,
    # whose ~84 KiB of shared memory (and 128 registers per thread) let two programs share an SM, each
    # converting while the other multiplies; two elsewhere (a swapped 32-head program's Oᵀ alone takes
    # 128 registers per thread, so it runs alone on its SM and its own producer converts the next tile
    # meanwhile). RING_SLOTS = 2 asks for two in 16-head programs too: launches of one program per SM
    # (the few-row ones, and units in launches of few programs), where no second program hides the
    # producer's conversion.
    RING: gl.constexpr = RING_SLOTS if RING_SLOTS != 0 else (1 if (SWAP_AB and BLOCK_H == 16) else 2)
    gl.static_assert((RING == 1) or (RING == 2), "one or two ring slots")

    # O [heads, 512]: each warpgroup owns 256 output channels.
    o_layout: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[4, 2], instr_shape=[16, 256, 16])
    out_rows_layout: gl.constexpr = gl.SliceLayout(1, o_layout)
    out_cols_layout: gl.constexpr = gl.SliceLayout(0, o_layout)
    k_smem_layout: gl.constexpr = gl.NVMMASharedLayout.get_default_for([BLOCK_N, 512], gl.float16)
    p_smem_layout: gl.constexpr = gl.NVMMASharedLayout.get_default_for([BLOCK_H, BLOCK_N], gl.float16)

    row = gl.program_id(0)
    group = gl.program_id(1)
    split = gl.program_id(2)
    num_groups = gl.num_programs(1)
    row64 = row.to(gl.int64)

    # Valid widths, clamped to the index width so index reads stay inside the list.
    main_len = main_width
    if HAS_MAIN_LEN:
        main_len = gl.minimum(gl.maximum(gl.load(main_len_ptr + row), 0), main_width)
    main_tiles = gl.cdiv(main_len, BLOCK_N)
    extra_tiles = 0
    extra_len = 0
    if HAS_EXTRA:
        extra_len = extra_width
        if HAS_EXTRA_LEN:
            extra_len = gl.minimum(gl.maximum(gl.load(extra_len_ptr + row), 0), extra_width)
        extra_tiles = gl.cdiv(extra_len, BLOCK_N)
    # This split's share of the row's tiles (main tiles first, then extra tiles).
    total_tiles = main_tiles + extra_tiles
    tiles_per_split = gl.cdiv(total_tiles, num_splits)
    begin = split * tiles_per_split
    end = gl.minimum(begin + tiles_per_split, total_tiles)

    main_idx = main_idx_ptr + row64 * stride_main_idx
    extra_idx = main_idx
    if HAS_EXTRA:
        extra_idx = extra_idx_ptr + row64 * stride_extra_idx
    source = (
        main_tiles, main_idx, main_len, main_fp8, main_page_size, main_page_bytes, main_num_slots, main_kv_scale,
        extra_idx, extra_len, extra_fp8, extra_page_size, extra_page_bytes, extra_num_slots, extra_kv_scale,
    )  # fmt: skip
    rows_args = (main_tiles, main_fp8, main_page_size, main_page_bytes, extra_fp8, extra_page_size, extra_page_bytes)
    bf16_ptrs = (main_bf16, extra_bf16)

    # Separate allocations, each used at a fixed place of the loop body (unrolled by two below): the
    # shared-memory hazard analysis then sees that writing one cannot touch the other and inserts no
    # barriers of its own.
    q_smem = None
    if SWAP_AB:
        qk_smem = gl.allocate_shared_memory(gl.float16, [RING, BLOCK_N, 512], k_smem_layout)  # K ring
        q_smem = gl.allocate_shared_memory(
            gl.float16, [BLOCK_H, 512], gl.NVMMASharedLayout.get_default_for([BLOCK_H, 512], gl.float16)
        )
        fp8_smem = qk_smem  # unused
    elif QK8:
        qk_smem = gl.allocate_shared_memory(gl.float16, [2, BLOCK_N, 512], k_smem_layout)  # K ring 0, 1
        # e4m3: K ring 0, 1 (raw rows, S only); Q 2
        fp8_layout: gl.constexpr = gl.NVMMASharedLayout.get_default_for([BLOCK_N, 512], gl.float8e4nv)
        fp8_smem = gl.allocate_shared_memory(gl.float8e4nv, [3, BLOCK_N, 512], fp8_layout)
    else:
        qk_smem = gl.allocate_shared_memory(gl.float16, [3, BLOCK_N, 512], k_smem_layout)  # K ring 0, 1; Q 2
        fp8_smem = qk_smem  # unused
    bars = gl.allocate_shared_memory(gl.int64, [4, 1], mbarrier.MBarrierLayout())  # full 0, 1; empty 0, 1
    # Each ring slot's unit (TILE_FACTORS), one copy per head so the consumers load it per head.
    factor_smem = gl.allocate_shared_memory(
        gl.float32, [2, 64], gl.SwizzledSharedLayout(vec=1, per_phase=1, max_phase=1, order=[0])
    )
    # The consumers' row-max exchange (_halves_row_max): [warpgroup, head].
    max_smem = gl.allocate_shared_memory(
        gl.float32, [128], gl.SwizzledSharedLayout(vec=1, per_phase=1, max_phase=1, order=[0])
    )
    for b in gl.static_range(4):
        mbarrier.init(bars.index(b), count=1)
    if QK8:
        p_smem = fp8_smem  # unused: P goes into the e4m3 slot of its tile
    elif SWAP_AB:  # Pᵀ [rows, heads]
        p_smem = gl.allocate_shared_memory(
            gl.float16, [BLOCK_N, BLOCK_H], gl.NVMMASharedLayout.get_default_for([BLOCK_N, BLOCK_H], gl.float16)
        )
    else:
        p_smem = gl.allocate_shared_memory(gl.float16, [BLOCK_H, BLOCK_N], p_smem_layout)

    # O accumulates P·(stored e4m3 values); the KV scale of the source in use multiplies it at the end
    # (and rescales it once where the tiles switch source).
    o_scale = gl.where(begin < main_tiles, main_kv_scale, extra_kv_scale)
    fence_async_shared()
    _cta_barrier()
    q_args = (q_ptr, row64, stride_q_row, stride_q_head, group, num_heads, softmax_scale_log2)
    if SWAP_AB:
        acc_t, m_i, l_i, o_scale = gl.warp_specialize(
            [
                (_ws_consumer_swapped, (qk_smem, q_smem, p_smem, factor_smem, bars, begin, end, q_args, source,
                                        main_kv_scale, extra_kv_scale, BLOCK_H, RING, TILE_FACTORS)),
                (_ws_producer, (qk_smem, fp8_smem, factor_smem, bars, begin, end, source, rows_args, bf16_ptrs, MAIN_FMT,
                                EXTRA_FMT, QK8, RING)),
            ],
            [WS_PRODUCER_WARPS],
            # (units in two programs per SM, one slot each: the 120 the shared register file leaves)
            [(WS_PRODUCER_REGS_SWAPPED_UNITS if RING == 2 else WS_PRODUCER_REGS_MODEL1) if TILE_FACTORS
             else WS_PRODUCER_REGS],
        )  # fmt: skip
        _finish_swapped(
            acc_t, m_i, l_i, o_scale, out_ptr, stride_out_row, stride_out_head, lse_ptr, sinks_ptr, counters_ptr,
            partial_o_ptr, partial_lse_ptr, row64, group, num_groups, split, num_splits, num_heads, BLOCK_H,
            HAS_SINKS, WRITE_LSE, IS_SPLIT,
        )  # fmt: skip
    else:
        acc, m_i, l_i, o_scale = gl.warp_specialize(
            [
                (_ws_consumer, (qk_smem, fp8_smem, p_smem, factor_smem, max_smem, bars, begin, end, q_args, o_scale,
                                source, main_kv_scale, extra_kv_scale, TILE_FACTORS, QK8, THREAD_SUMS)),
                (_ws_producer, (qk_smem, fp8_smem, factor_smem, bars, begin, end, source, rows_args, bf16_ptrs, MAIN_FMT,
                                EXTRA_FMT, QK8, RING)),
            ],
            [WS_PRODUCER_WARPS],
            [WS_PRODUCER_REGS_MODEL1 if TILE_FACTORS else WS_PRODUCER_REGS],
        )  # fmt: skip
        heads_o = group * BLOCK_H + gl.arange(0, BLOCK_H, layout=out_rows_layout)
        cols_o = gl.arange(0, 512, layout=out_cols_layout)
        head_ok_o = heads_o < num_heads
        m_o = gl.convert_layout(m_i, out_rows_layout)
        l_o = gl.convert_layout(l_i, out_rows_layout)
        if TILE_FACTORS:
            acc = acc * gl.convert_layout(o_scale, out_rows_layout)[:, None]
        else:
            acc = acc * o_scale
        if not IS_SPLIT:
            m_safe = gl.where(m_o == float("-inf"), 0.0, m_o)
            inv = _inverse_denominator(l_o, m_safe, sinks_ptr, heads_o, head_ok_o, HAS_SINKS)
            out_tile = (acc * inv[:, None]).to(gl.bfloat16)
            _store_out_staged(out_tile, qk_smem, out_ptr, row64, stride_out_row, stride_out_head, group, num_heads)
            if WRITE_LSE:
                lse = _empty_row_lse((m_safe + gl.log2(l_o)) * 0.6931471805599453, WRITE_LSE)
                gl.store(lse_ptr + row64 * num_heads + heads_o, lse, mask=head_ok_o)
        else:
            # Scratch is [row, group, split, part_h, 512] (normalised partial O) and
            # [row, group, split, part_h] (base-2 LSE): part_h = the heads a group holds rounded up to 16
            # (the workspace's sizing), 64 except for programs of 8, 16 or 32 heads padded to 64.
            part_h = gl.minimum((num_heads + 15) // 16 * 16, BLOCK_H)
            slot = (row64 * num_groups + group) * num_splits
            local_o = gl.arange(0, BLOCK_H, layout=out_rows_layout)
            part_ok = local_o < part_h
            inv = gl.where(l_o > 0, 1.0 / l_o, 0.0)
            if STAGED_PARTIALS:
                # Chosen by the host for long split programs (attention.stage_partials): −2…−6% there, but
                # +2…+10% where a program has 1–3 tiles (the stage's barriers sit on the path to the merge).
                _store_partial_staged(acc * inv[:, None], qk_smem, partial_o_ptr, (slot + split) * part_h, part_h)
            else:
                part_rows = ((slot + split) * part_h + local_o) * 512
                gl.store(partial_o_ptr + part_rows[:, None] + cols_o[None, :], acc * inv[:, None], mask=part_ok[:, None])
            gl.store(partial_lse_ptr + (slot + split) * part_h + local_o, m_o + gl.log2(l_o), mask=part_ok)
            _arrive_and_merge(out_ptr, stride_out_row, stride_out_head, lse_ptr, sinks_ptr, partial_o_ptr,
                              partial_lse_ptr, counters_ptr, row64, group, num_groups, slot, part_h, num_heads, split,
                              num_splits, BLOCK_H, HAS_SINKS, WRITE_LSE, IS_SPLIT)  # fmt: skip


@gluon.jit
def _arrive_and_merge(
    out_ptr, stride_out_row, stride_out_head, lse_ptr, sinks_ptr, partial_o_ptr, partial_lse_ptr, counters_ptr, row64,
    group, num_groups, slot, part_h, num_heads, split, num_splits, BLOCK_H: gl.constexpr, HAS_SINKS: gl.constexpr,
    WRITE_LSE: gl.constexpr, IS_SPLIT: gl.constexpr,
):  # fmt: skip
    """A split's arrival once its partial (``part_h`` rows at ``slot + split``) is stored, and the merge:
    cooperative (IS_SPLIT 2, every split merges a share of the columns) or by the last arrival (IS_SPLIT
    1); the (row, group) counter is left at zero."""
    # Every thread's partial stores must be visible before the arrival is counted.
    _cta_barrier()
    counter = counters_ptr + row64 * num_groups + group
    merge_args = (out_ptr, stride_out_row, stride_out_head, lse_ptr, sinks_ptr, partial_o_ptr, partial_lse_ptr, row64,
                  group, slot, part_h, num_heads, num_splits)  # fmt: skip
    if IS_SPLIT == 2:
        # Cooperative launch (every program resident): all splits merge, each a share of the columns.
        gl.atomic_add(counter, 1, sem="release", scope="gpu")
        arrived = gl.atomic_add(counter, 0, sem="acquire", scope="gpu")
        while arrived < num_splits:
            arrived = gl.atomic_add(counter, 0, sem="acquire", scope="gpu")
        if num_splits <= 4:
            _merge_share(*merge_args, split, BLOCK_H, HAS_SINKS, WRITE_LSE, 4, 128)
        elif num_splits <= 8:
            _merge_share(*merge_args, split, BLOCK_H, HAS_SINKS, WRITE_LSE, 8, 64)
        elif num_splits <= 16:
            _merge_share(*merge_args, split, BLOCK_H, HAS_SINKS, WRITE_LSE, 16, 32)
        else:
            _merge_share(*merge_args, split, BLOCK_H, HAS_SINKS, WRITE_LSE, 32, 16)
        # Counted again on the way out (every program has seen all arrivals by then); the last one
        # out resets the counter for the next launch.
        left = gl.atomic_add(counter, 1, sem="relaxed", scope="gpu")
        if left == 2 * num_splits - 1:
            gl.atomic_xchg(counter, 0, sem="relaxed", scope="gpu")
    else:
        arrived = gl.atomic_add(counter, 1, sem="acq_rel", scope="gpu")
        if arrived == num_splits - 1:
            _merge_splits(*merge_args, BLOCK_H, HAS_SINKS, WRITE_LSE)
            # Self-reset: the next launch (or graph replay) finds the counter at zero.
            gl.atomic_xchg(counter, 0, sem="relaxed", scope="gpu")


@gluon.jit
def _finish_swapped(
    acc_t, m_i, l_i, o_scale, out_ptr, stride_out_row, stride_out_head, lse_ptr, sinks_ptr, counters_ptr,
    partial_o_ptr, partial_lse_ptr, row64, group, num_groups, split, num_splits, num_heads, BLOCK_H: gl.constexpr,
    HAS_SINKS: gl.constexpr, WRITE_LSE: gl.constexpr, IS_SPLIT: gl.constexpr,
):  # fmt: skip
    """The swapped schedule's epilogue: Oᵀ [512, heads] normalised and stored through a layout in which
    each thread holds 8 consecutive channels of one head (16-byte stores), or stored as the split's
    partial (``BLOCK_H`` rows: the workspace's ``num_heads`` rounded up to 16) before the merge."""
    store_layout: gl.constexpr = gl.BlockedLayout([8, 1], [32, 1], [1, gl.num_warps()], [0, 1])
    heads_layout: gl.constexpr = gl.SliceLayout(0, store_layout)
    acc_t = gl.convert_layout(acc_t, store_layout)
    local = gl.arange(0, BLOCK_H, layout=heads_layout)
    heads = group * BLOCK_H + local
    head_ok = heads < num_heads
    channels = gl.arange(0, 512, layout=gl.SliceLayout(1, store_layout))
    m_o = gl.convert_layout(m_i, heads_layout)
    l_o = gl.convert_layout(l_i, heads_layout)
    acc_t = acc_t * gl.convert_layout(o_scale, heads_layout)[None, :]
    if not IS_SPLIT:
        m_safe = gl.where(m_o == float("-inf"), 0.0, m_o)
        inv = _inverse_denominator(l_o, m_safe, sinks_ptr, heads, head_ok, HAS_SINKS)
        offsets = (row64 * stride_out_row + heads * stride_out_head)[None, :] + channels[:, None]
        gl.store(out_ptr + offsets, (acc_t * inv[None, :]).to(gl.bfloat16), mask=head_ok[None, :])
        if WRITE_LSE:
            lse = _empty_row_lse((m_safe + gl.log2(l_o)) * 0.6931471805599453, WRITE_LSE)
            gl.store(lse_ptr + row64 * num_heads + heads, lse, mask=head_ok)
    else:
        slot = (row64 * num_groups + group) * num_splits
        inv = gl.where(l_o > 0, 1.0 / l_o, 0.0)
        part_rows = ((slot + split) * BLOCK_H + local) * 512
        gl.store(partial_o_ptr + part_rows[None, :] + channels[:, None], acc_t * inv[None, :])
        gl.store(partial_lse_ptr + (slot + split) * BLOCK_H + local, m_o + gl.log2(l_o))
        _arrive_and_merge(out_ptr, stride_out_row, stride_out_head, lse_ptr, sinks_ptr, partial_o_ptr, partial_lse_ptr,
                          counters_ptr, row64, group, num_groups, slot, BLOCK_H, num_heads, split, num_splits, BLOCK_H,
                          HAS_SINKS, WRITE_LSE, IS_SPLIT)  # fmt: skip


@gluon.jit
def _empty_row_lse(lse, WRITE_LSE: gl.constexpr):
    """An LSE as written: ``WRITE_LSE`` 2 turns an empty row's -inf into +inf (FlashMLA's convention)."""
    if WRITE_LSE == 2:
        lse = gl.where(lse == float("-inf"), float("inf"), lse)
    return lse


@gluon.jit
def _stage_in_ring(tile, ring_smem):
    """Store a [64, 512] tile (bf16 or float32) from the ``wgmma`` accumulator layout into the ring's first
    64 / 128 KiB and return that view, for reading back row-wise: from the accumulator layout a warp
    store writes pieces of eight rows, read back a warp covers one row. The ring is free once both
    warpgroups are past their last P·V: the first barrier waits for the other warpgroup's."""
    stage_layout: gl.constexpr = gl.NVMMASharedLayout.get_default_for([64, 512], tile.dtype)
    # The ring holds two or three float16 slots (with or without the e4m3 S opt-in); view it as tiles
    # of this dtype and use the first.
    stages: gl.constexpr = ring_smem.shape[0] * 16 // tile.dtype.primitive_bitwidth
    if _PUBLIC_REINTERPRET:
        stage = ring_smem.reinterpret(tile.dtype, [stages, 64, 512], stage_layout).index(0)
    else:
        stage = ring_smem._reinterpret(tile.dtype, [stages, 64, 512], stage_layout).index(0)
    _cta_barrier()
    stage.store(tile)
    _cta_barrier()
    return stage


@gluon.jit
def _store_out_staged(out_tile, ring_smem, out_ptr, row64, stride_out_row, stride_out_head, group, num_heads):
    """The [64 heads, 512] bf16 output through the ring (:func:`_stage_in_ring`): each warp writes 512
    contiguous bytes in 16-byte pieces instead of 16 bytes of each of eight rows."""
    stage = _stage_in_ring(out_tile, ring_smem)
    row_layout: gl.constexpr = gl.BlockedLayout([1, 8], [1, 32], [gl.num_warps(), 1], [1, 0])
    heads = group * 64 + gl.arange(0, 64, layout=gl.SliceLayout(1, row_layout))
    cols = gl.arange(0, 512, layout=gl.SliceLayout(0, row_layout))
    offsets = row64 * stride_out_row + heads * stride_out_head
    gl.store(out_ptr + offsets[:, None] + cols[None, :], stage.load(row_layout), mask=(heads < num_heads)[:, None])


@gluon.jit
def _store_partial_staged(partial, ring_smem, partial_o_ptr, first_row, part_h):
    """A split's float32 [64 heads, 512] partial (its first ``part_h`` rows) through the ring
    (:func:`_stage_in_ring`): each warp writes 2 KiB of one row in 16-byte pieces instead of 32-byte
    pieces of eight rows."""
    stage = _stage_in_ring(partial, ring_smem)
    row_layout: gl.constexpr = gl.BlockedLayout([1, 4], [1, 32], [gl.num_warps(), 1], [1, 0])
    local = gl.arange(0, 64, layout=gl.SliceLayout(1, row_layout))
    cols = gl.arange(0, 512, layout=gl.SliceLayout(0, row_layout))
    gl.store(partial_o_ptr + ((first_row + local) * 512)[:, None] + cols[None, :], stage.load(row_layout),
             mask=(local < part_h)[:, None])  # fmt: skip


@gluon.jit
def _inverse_denominator(row_sum, max_safe, sinks_ptr, heads, head_ok, HAS_SINKS: gl.constexpr):
    """1 / (row sum + the head's sink term 2^(sink·log2 e − max)), 0 for rows without a valid entry:
    the final normaliser of the unsplit epilogue and of both split merges."""
    denom = row_sum
    if HAS_SINKS:
        sink = gl.load(sinks_ptr + heads, mask=head_ok, other=float("-inf"))
        denom += gl.exp2(sink * 1.4426950408889634 - max_safe)
    return gl.where(row_sum > 0, 1.0 / denom, 0.0)


@gluon.jit
def _merge_share(
    out_ptr, stride_out_row, stride_out_head, lse_ptr, sinks_ptr, partial_o_ptr, partial_lse_ptr, row64, group,
    slot, part_h, num_heads, num_splits, split, BLOCK_H: gl.constexpr, HAS_SINKS: gl.constexpr, WRITE_LSE: gl.constexpr,
    SPLIT_TILE: gl.constexpr, COLS: gl.constexpr,
):  # fmt: skip
    """One split's share of the cooperative merge: output columns ``[u × COLS, (u + 1) × COLS)`` for
    ``u = split, split + num_splits, …`` (512 / COLS units), every split's partial of those columns
    loaded at once (``SPLIT_TILE ≥ num_splits`` rows, the rest masked: one L2 round trip per unit,
    ~128 KiB per program whatever the split count). ``SPLIT_TILE × COLS`` = 512: 128 values per
    thread. Split 0 also writes the LSE. (Tiers for 64–256 splits, 8–2 columns per unit, measured
    slower: their registers spilled, and past ~44 splits the merge cost more than the
    shorter programs saved; docs/performance.md.)"""
    VEC: gl.constexpr = 4
    LANES_C: gl.constexpr = COLS // VEC
    LANES_H: gl.constexpr = 32 // LANES_C
    layout: gl.constexpr = gl.BlockedLayout([SPLIT_TILE, 1, VEC], [1, LANES_H, LANES_C], [1, gl.num_warps(), 1],
                                            [2, 1, 0])
    w_layout: gl.constexpr = gl.SliceLayout(2, layout)  # [splits, heads]
    merged_layout: gl.constexpr = gl.SliceLayout(0, layout)  # [heads, COLS]
    splits_w = gl.arange(0, SPLIT_TILE, layout=gl.SliceLayout(1, w_layout))
    heads_w = gl.arange(0, BLOCK_H, layout=gl.SliceLayout(0, w_layout))
    split_ok = (splits_w < num_splits)[:, None] & (heads_w < part_h)[None, :]
    lse = gl.load(partial_lse_ptr + (slot + splits_w)[:, None] * part_h + heads_w[None, :], mask=split_ok,
                  other=float("-inf"), cache_modifier=".cg")  # fmt: skip
    lse_max = gl.max(lse, axis=0)
    max_safe = gl.where(lse_max == float("-inf"), 0.0, lse_max)
    weights = gl.exp2(lse - max_safe[None, :])
    weight_sum = gl.sum(weights, axis=0)
    heads_g = group * BLOCK_H + heads_w
    inverse = _inverse_denominator(weight_sum, max_safe, sinks_ptr, heads_g, heads_g < num_heads, HAS_SINKS)
    weights = weights * inverse[None, :]

    splits3 = gl.arange(0, SPLIT_TILE, layout=gl.SliceLayout(1, w_layout))[:, None, None]
    heads3 = gl.arange(0, BLOCK_H, layout=gl.SliceLayout(0, w_layout))[None, :, None]
    cols3 = gl.arange(0, COLS, layout=gl.SliceLayout(0, gl.SliceLayout(1, layout)))[None, None, :]
    part_offsets = ((slot + splits3) * part_h + heads3) * 512 + cols3
    part_mask = (splits3 < num_splits) & (heads3 < part_h) & (cols3 >= 0)
    heads_o = group * BLOCK_H + gl.arange(0, BLOCK_H, layout=gl.SliceLayout(1, merged_layout))
    cols_o = gl.arange(0, COLS, layout=gl.SliceLayout(0, merged_layout))
    out_offsets = (row64 * stride_out_row + heads_o * stride_out_head)[:, None] + cols_o[None, :]
    out_mask = (heads_o < num_heads)[:, None] & (cols_o >= 0)[None, :]
    for unit in range(split, 512 // COLS, num_splits):
        part = gl.load(partial_o_ptr + part_offsets + unit * COLS, mask=part_mask, other=0.0, cache_modifier=".cg")
        merged = gl.sum(part * weights[:, :, None], axis=0)
        gl.store(out_ptr + out_offsets + unit * COLS, merged.to(gl.bfloat16), mask=out_mask)
    if WRITE_LSE:
        if split == 0:
            lse_out = _empty_row_lse((max_safe + gl.log2(weight_sum)) * 0.6931471805599453, WRITE_LSE)
            gl.store(lse_ptr + row64 * num_heads + heads_g, lse_out, mask=heads_g < num_heads)


@gluon.jit
def _merge_splits(
    out_ptr, stride_out_row, stride_out_head, lse_ptr, sinks_ptr, partial_o_ptr, partial_lse_ptr, row64, group,
    slot, part_h, num_heads, num_splits, BLOCK_H: gl.constexpr, HAS_SINKS: gl.constexpr, WRITE_LSE: gl.constexpr,
):  # fmt: skip
    """The last arrival's merge of every split's partial (loads bypass L1: the partials come from
    other SMs), one 256-column chunk at a time: each split's partial is a dependent L2 round trip
    per chunk, and 256 columns halve them against 128 (−8…−12% at b = 1; the main loop's
    accumulator is dead here, so the wider chunk costs it nothing). (A merge with every LSE in one load
    and four partials in flight measured 3–4 µs slower per call: its registers cost the
    main loop; docs/performance.md.)"""
    layout: gl.constexpr = gl.BlockedLayout([1, 4], [1, 32], [gl.num_warps(), 1], [1, 0])
    heads_layout: gl.constexpr = gl.SliceLayout(1, layout)
    local = gl.arange(0, BLOCK_H, layout=heads_layout)
    heads = group * BLOCK_H + local
    head_ok = heads < num_heads
    part_ok = local < part_h
    cols = gl.arange(0, 256, layout=gl.SliceLayout(0, layout))
    lse_max = gl.full([BLOCK_H], float("-inf"), gl.float32, heads_layout)
    for s in range(num_splits):
        lse_s = gl.load(partial_lse_ptr + (slot + s) * part_h + local, mask=part_ok, other=float("-inf"),
                        cache_modifier=".cg")  # fmt: skip
        lse_max = gl.maximum(lse_max, lse_s)
    max_safe = gl.where(lse_max == float("-inf"), 0.0, lse_max)
    weight_sum = gl.zeros([BLOCK_H], gl.float32, heads_layout)
    for s in range(num_splits):
        lse_s = gl.load(partial_lse_ptr + (slot + s) * part_h + local, mask=part_ok, other=float("-inf"),
                        cache_modifier=".cg")  # fmt: skip
        weight_sum += gl.exp2(lse_s - max_safe)
    merge_scale = _inverse_denominator(weight_sum, max_safe, sinks_ptr, heads, head_ok, HAS_SINKS)
    out_offsets = row64 * stride_out_row + heads * stride_out_head
    for chunk in gl.static_range(2):
        merged = gl.zeros([BLOCK_H, 256], gl.float32, layout)
        for s in range(num_splits):
            base = (slot + s) * part_h
            lse_s = gl.load(partial_lse_ptr + base + local, mask=part_ok, other=float("-inf"), cache_modifier=".cg")
            weight = gl.exp2(lse_s - max_safe) * merge_scale
            part = gl.load(partial_o_ptr + ((base + local) * 512 + chunk * 256)[:, None] + cols[None, :],
                           mask=part_ok[:, None], other=0.0, cache_modifier=".cg")  # fmt: skip
            merged += weight[:, None] * part
        gl.store(out_ptr + out_offsets[:, None] + (chunk * 256 + cols)[None, :], merged.to(gl.bfloat16),
                 mask=head_ok[:, None])  # fmt: skip
    if WRITE_LSE:
        lse = _empty_row_lse((max_safe + gl.log2(weight_sum)) * 0.6931471805599453, WRITE_LSE)
        gl.store(lse_ptr + row64 * num_heads + heads, lse, mask=head_ok)


__all__ = ["sparse_attention_gluon_kernel"]
