"""CuTe DSL (SM90) decode kernel over ``fp8_uniform`` / ``model1`` rows: float16 tiles, S split over consumers.

Same contract, parameters and launch as :mod:`sparsemla.kernels.cute.decode` (one CTA = one query row,
group of up to 64 heads and split; three warpgroups), with the work per tile halved:

* **float16 operands.** e4m3 converts to float16 exactly with one instruction per two values, so the
  producer writes float16 tiles straight from registers (no raw staging buffer) and both products run
  on float16 tensor cores. Q is scaled by a power of two into float16's range (exact; the factor goes
  into the score scale). P ≤ 2^GROW (the reference maximum moves lazily, below) is one float16 operand
  (10-bit mantissa), where a bf16 P needed a hi + lo pair, i.e. two P·V products. The per-source KV scale is kept out of P: O is held in units of the
  current tile's scale and rescaled where it changes. ``model1`` tiles get a power-of-two unit each:
  the producer warpgroup picks the tile's exponent E from the rows' UE8M0 bytes and RoPE exponents
  (every value below 2^E) and stores the rows as float16 in units of 2^(E − 15), exactly (blocks more
  than 2^24 units below flush to zero); the unit travels with the stage.
* **S split by tile rows.** Consumer c computes S for rows 32c..32c+31 of the tile (N = 32) instead of
  both computing all 64; the two exchange their row maxima through shared memory (every thread's partial
  maxima, read back four at a time after one barrier: no shuffles on the tile's path), each writes its
  half of P (float16, the WGMMA's K-major swizzled layout, with ``stmatrix``), and both multiply the
  whole P (from shared memory) by their 256 channels of V.
* **Lazy rescale.** The reference maximum per head moves only when a tile's maximum exceeds it by more
  than GROW (base 2), so P ≤ 2^GROW and O's 128 values per thread are rescaled only when a factor
  differs from 1 for some lane of the warp (a vote), not every tile.
* **Q beside the first gather.** The consumers load Q (staged in the second KV stage) while the
  producer gathers the first tile; the producer's second tile waits for the consumers' EMPTY arrival on
  that stage. Each tile's stage goes back to the producer as soon as the tile's P·V has completed.

Per tile and CTA that is 4.2 + 4.2 MFLOP of products instead of 8.4 + 8.4 (S twice, P·V twice).

* **Splits merged in a cluster** (``cluster`` > 1): the splits of one (row, head group) run as one
  thread-block cluster and, after their last tile, exchange normalised partial O and LSE through
  distributed shared memory; each CTA combines its 512 / splits channels (:meth:`finish_cluster`), with no
  workspace scratch and no counter.

Hand-offs: named barriers ``FULL[s]`` / ``EMPTY[s]`` between the producer and the consumers (as in
``decode.py``); ``CONSUMERS`` (256 threads) twice per tile between the two consumers: after the row
maxima are written, and after P is written. One P buffer suffices: a consumer writes the next tile's P
only after the next tile's first consumer barrier, which the other consumer reaches only once its P·V
of this tile has completed.
"""

from __future__ import annotations

import cutlass
import cutlass.cute as cute
from cutlass import Float32, Int32, Int64
from cutlass.cute.nvgpu import warpgroup
from cutlass.utils import SmemAllocator

from .decode import (
    BAR_CONSUMERS, BAR_EMPTY, BAR_FULL, BLOCK_H, BLOCK_N, FMT_FP8_UNIFORM, FMT_MODEL1, FMT_NONE, HEAD_DIM, LN2,
    NUM_STAGES, ONE_BITS, THREADS, TILE_ELEMS, _atomic_add_gpu, _fence_gpu, _ld_global_s32_pred,
    _ld_shared_f32, _ld_shared_s32, _st_global_bf16x2, _st_global_f32, _st_shared_f32, _st_global_f32x2, _st_global_s32,
    _st_shared_s32,
    _swizzled_byte, _cp_async16, _prefetch_l2, SparseDecodeSm90, qk_pv_mmas, shared_struct,
)  # fmt: skip

HALF_N = BLOCK_N // 2  # tile rows per consumer in S

BAR_PRODUCER = 6  # the producer warpgroup's own barrier (a model1 tile's exponent)
MODEL1_CHUNKS = 36  # 16-byte chunks of a model1 record: 28 of e4m3 (7 blocks of 64), 8 of bf16 RoPE
# A tile's exponent stays within EXPONENT_FALL of the last one's floor, so O's rescale between tiles
# (2^(E_prev - E)) stays below 2^EXPONENT_FALL, which with P up to 2^GROW keeps O inside float32; and within
# [-111, 142], so 2^(E - 15) and 2^(15 - E) are normal float32 numbers.
EXPONENT_FALL = 82
# Q × 2^-shift has its largest magnitude in [2^14, 2^15): inside float16's range with its full precision.
TOP_EXPONENT = 14
# How far (log2) a tile's maximum may exceed the running reference before it moves (P ≤ 2^GROW).
GROW = 8.0
FLT_MIN = 1.1754943508222875e-38  # the least normal float32


# ---------------------------------------------------------------------------------------------
# PTX helpers
# ---------------------------------------------------------------------------------------------
def _ld_shared_v4_f32(smem_addr):
    return cute.arch.inline_ptx(
        "ld.shared.v4.f32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}];",
        write_only_types=[Float32, Float32, Float32, Float32], read_only_args=[smem_addr],
    )


def _div_full(num, den):
    # div.full.f32: 2 ulp over the whole range, without the IEEE division's subroutine call.
    return cute.arch.inline_ptx("div.full.f32 {$w0}, {$r0}, {$r1};", write_only_types=[Float32],
                                read_only_args=[num, den])


@cute.jit
def _ratio(num, den):
    """num / den on O's rescale path: exactly 1 where equal (the usual case), else within 2 ulp."""
    return cutlass.select_(num == den, Float32(1.0), _div_full(num, den))


def _ld_global_v4_pred(gmem_addr, pred):
    """16 bytes (4 words) from global memory, or zeros where ``pred`` is 0 (nothing read)."""
    return cute.arch.inline_ptx(
        "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; "
        "mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }",
        write_only_types=[Int32, Int32, Int32, Int32],
        read_only_args=[gmem_addr, pred],
    )


def _e4m3x16_to_f16(w0, w1, w2, w3, dst0_smem, dst1_smem):
    """16 e4m3 values (four words, byte order) → 16 float16 at ``dst0`` (first 8) and ``dst1`` (last 8);
    exact, one conversion per two values."""
    lines = ["{", ".reg .b16 q<8>;", ".reg .b32 h<8>;"]
    for k in range(4):
        lines.append(f"mov.b32 {{q{2 * k}, q{2 * k + 1}}}, {{$r{k}}};")
    for k in range(8):
        lines.append(f"cvt.rn.f16x2.e4m3x2 h{k}, q{k};")
    lines.append("st.shared.v4.b32 [{$r4}], {h0, h1, h2, h3};")
    lines.append("st.shared.v4.b32 [{$r5}], {h4, h5, h6, h7};")
    lines.append("}")
    cute.arch.inline_ptx("\n".join(lines), read_only_args=[w0, w1, w2, w3, dst0_smem, dst1_smem])


@cute.jit
def _first_stored(w, sub, reorder: cutlass.Constexpr):
    """A lane's 16 gathered e4m3 values (four words) in the order its two 16-byte stores write them, and the
    column offset (0 or 8) of the first store. The eight lanes of a quarter warp (sub = 0..7, one row) hold
    columns 16·sub.. of two 64-column blocks, so taken in the same order, lanes sub and sub + 4 would write
    the same 16-byte bank group (two wavefronts per quarter warp). With ``reorder`` the second block's lanes
    store their last eight values first, and the quarter warp's first store covers all eight bank groups (one
    wavefront); without it, the plain order (what a model1 producer keeps: the selects cost it registers)."""
    if cutlass.const_expr(not reorder):
        return w[0], w[1], w[2], w[3], 0
    second = sub >= 4
    return (cutlass.select_(second, w[2], w[0]), cutlass.select_(second, w[3], w[1]),
            cutlass.select_(second, w[0], w[2]), cutlass.select_(second, w[1], w[3]),
            cutlass.select_(second, Int32(8), Int32(0)))  # fmt: skip


def _e4m3x16_to_f16_times(w0, w1, w2, w3, multiplier, dst0_smem, dst1_smem):
    """As :func:`_e4m3x16_to_f16`, each value times ``multiplier`` (float32, a power of two that float16
    holds): exact but for values that fall below float16's range."""
    lines = ["{", ".reg .b16 q<8>, m;", ".reg .b32 h<8>, m2;", "cvt.rn.f16.f32 m, {$r4};", "mov.b32 m2, {m, m};"]
    for k in range(4):
        lines.append(f"mov.b32 {{q{2 * k}, q{2 * k + 1}}}, {{$r{k}}};")
    for k in range(8):
        lines.append(f"cvt.rn.f16x2.e4m3x2 h{k}, q{k};")
        lines.append(f"mul.rn.f16x2 h{k}, h{k}, m2;")
    lines.append("st.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};")
    lines.append("st.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};")
    lines.append("}")
    cute.arch.inline_ptx("\n".join(lines), read_only_args=[w0, w1, w2, w3, multiplier, dst0_smem, dst1_smem])


def _bf16x8_words_to_f16_times(w0, w1, w2, w3, factor, dst_smem):
    """8 bf16 (four words) × ``factor`` (a power of two) → 8 float16 at ``dst``."""
    lines = ["{", ".reg .b32 o<4>;", ".reg .f32 lo, hi;"]
    for k in range(4):
        lines.append(f"shl.b32 lo, {{$r{k}}}, 16;")
        lines.append(f"and.b32 hi, {{$r{k}}}, 0xFFFF0000;")
        lines.append("mul.f32 lo, lo, {$r4};")
        lines.append("mul.f32 hi, hi, {$r4};")
        lines.append(f"cvt.rn.f16x2.f32 o{k}, hi, lo;")
    lines.append("st.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};")
    lines.append("}")
    cute.arch.inline_ptx("\n".join(lines), read_only_args=[w0, w1, w2, w3, factor, dst_smem])


def _bf16x8_words_abs_max_bits(w0, w1, w2, w3, current):
    """max(current, |x| bit patterns of the 8 bf16 in four words)."""
    # (the result is accumulated in a local register and written last: an output may share its register
    # with an input, so it is not written before every input has been read)
    lines = ["{", ".reg .b32 t, acc;", "mov.b32 acc, {$r4};"]
    for k in range(4):
        lines.append(f"and.b32 t, {{$r{k}}}, 0x7FFF;")
        lines.append("max.u32 acc, acc, t;")
        lines.append(f"shr.u32 t, {{$r{k}}}, 16;")
        lines.append("and.b32 t, t, 0x7FFF;")
        lines.append("max.u32 acc, acc, t;")
    lines.append("mov.b32 {$w0}, acc;")
    lines.append("}")
    return cute.arch.inline_ptx("\n".join(lines), write_only_types=[Int32], read_only_args=[w0, w1, w2, w3, current])


def _bf16x8_abs_max_bits(src_smem, current):
    """max(current, |x| bit patterns of the 8 bf16 at ``src_smem``): magnitudes compare as their bits."""
    lines = ["{", ".reg .b32 a<4>, t;", "ld.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];", "mov.b32 {$w0}, {$r1};"]
    for k in range(4):
        lines.append(f"and.b32 t, a{k}, 0x7FFF;")
        lines.append("max.u32 {$w0}, {$w0}, t;")
        lines.append(f"shr.u32 t, a{k}, 16;")
        lines.append("and.b32 t, t, 0x7FFF;")
        lines.append("max.u32 {$w0}, {$w0}, t;")
    lines.append("}")
    return cute.arch.inline_ptx("\n".join(lines), write_only_types=[Int32], read_only_args=[src_smem, current])


def _bf16x8_to_f16_scaled(src_smem, dst_smem, factor):
    """8 bf16 at ``src`` × ``factor`` (a power of two) → 8 float16 at ``dst`` (same layout position)."""
    lines = ["{", ".reg .b32 a<4>, o<4>;", ".reg .f32 lo, hi;", "ld.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];"]
    for k in range(4):
        lines.append(f"shl.b32 lo, a{k}, 16;")
        lines.append(f"and.b32 hi, a{k}, 0xFFFF0000;")
        lines.append("mul.f32 lo, lo, {$r2};")
        lines.append("mul.f32 hi, hi, {$r2};")
        lines.append(f"cvt.rn.f16x2.f32 o{k}, hi, lo;")
    lines.append("st.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};")
    lines.append("}")
    cute.arch.inline_ptx("\n".join(lines), read_only_args=[src_smem, dst_smem, factor])


def _stmatrix_f16x4(smem_addr, v0, v1, v2, v3, v4, v5, v6, v7):
    """Four 8×8 float16 matrices from accumulator pairs (v0, v1) … (v6, v7), each pair a thread's two adjacent
    columns of one matrix row (the MMA accumulator's layout), in one ``stmatrix``: lane l gives the address of
    row l % 8 of matrix l // 8."""
    cute.arch.inline_ptx(
        "{ .reg .b32 a, b, c, d; cvt.rn.f16x2.f32 a, {$r2}, {$r1}; cvt.rn.f16x2.f32 b, {$r4}, {$r3}; "
        "cvt.rn.f16x2.f32 c, {$r6}, {$r5}; cvt.rn.f16x2.f32 d, {$r8}, {$r7}; "
        "stmatrix.sync.aligned.m8n8.x4.shared.b16 [{$r0}], {a, b, c, d}; }",
        read_only_args=[smem_addr, v0, v1, v2, v3, v4, v5, v6, v7],
    )


def _stmatrix_trans_f16x4(smem_addr, v0, v1, v2, v3, v4, v5, v6, v7):
    """As :func:`_stmatrix_f16x4`, each matrix stored transposed: the 16 bytes lane l addresses receive
    column l % 8 of matrix l // 8."""
    cute.arch.inline_ptx(
        "{ .reg .b32 a, b, c, d; cvt.rn.f16x2.f32 a, {$r2}, {$r1}; cvt.rn.f16x2.f32 b, {$r4}, {$r3}; "
        "cvt.rn.f16x2.f32 c, {$r6}, {$r5}; cvt.rn.f16x2.f32 d, {$r8}, {$r7}; "
        "stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [{$r0}], {a, b, c, d}; }",
        read_only_args=[smem_addr, v0, v1, v2, v3, v4, v5, v6, v7],
    )


def _st_shared_f16x2(smem_addr, lo, hi):
    cute.arch.inline_ptx(
        "{ .reg .b32 t; cvt.rn.f16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }",
        read_only_args=[smem_addr, lo, hi],
    )


def _cluster_address(smem_addr, rank):
    """The shared::cluster address of ``smem_addr`` (this CTA's shared window) in cluster CTA ``rank``."""
    return cute.arch.inline_ptx("mapa.shared::cluster.u32 {$w0}, {$r0}, {$r1};", write_only_types=[Int32],
                                read_only_args=[smem_addr, rank])


def _st_cluster_v4_f32(cluster_addr, a, b, c, d):
    cute.arch.inline_ptx("st.shared::cluster.v4.f32 [{$r0}], {{$r1}, {$r2}, {$r3}, {$r4}};",
                         read_only_args=[cluster_addr, a, b, c, d])


def _st_cluster_f32(cluster_addr, value):
    cute.arch.inline_ptx("st.shared::cluster.f32 [{$r0}], {$r1};", read_only_args=[cluster_addr, value])


def _cluster_sync():
    """Every thread of every CTA in the cluster arrives (release) and waits (acquire): shared-memory writes
    before it, local or remote, are visible to every thread of the cluster after it."""
    cute.arch.inline_ptx("barrier.cluster.arrive.release;")
    cute.arch.inline_ptx("barrier.cluster.wait.acquire;")


def _f32_from_bits(bits):
    return cute.arch.inline_ptx("mov.b32 {$w0}, {$r0};", write_only_types=[Float32], read_only_args=[bits])


def _bits_from_f32(value):
    return cute.arch.inline_ptx("mov.b32 {$w0}, {$r0};", write_only_types=[Int32], read_only_args=[value])


def _fp8_unit_floor(fp8_scale):
    """The least exponent of a model1 tile after fp8_uniform tiles of per-tensor scale ``fp8_scale``: O is
    then held in units of that scale, and moving it to the model1 tile's unit 2^(E − 15) multiplies it by
    fp8_scale · 2^(15 − E), which this keeps below 2^EXPONENT_FALL (an all-zero model1 tile would
    otherwise get the unit 2^-126)."""
    ceil_log2 = ((_bits_from_f32(fp8_scale) >> 23) & 0xFF) - 126  # ≥ log2(fp8_scale) for a normal scale
    return cutlass.min(cutlass.max(ceil_log2 + 15 - EXPONENT_FALL, Int32(-111)), Int32(142))


F16_FORMATS = (FMT_FP8_UNIFORM, FMT_MODEL1)


CLUSTER_SIZES = (1, 2, 4, 8)  # splits merged inside a thread-block cluster (1: the workspace merge)


class SparseDecodeF16Sm90(SparseDecodeSm90):
    """Compile-time configuration of one variant: sources ``fp8_uniform`` or ``model1`` (extra optional).
    ``cluster`` > 1: launched with exactly that many splits as one thread-block cluster (1, 1, cluster),
    whose CTAs merge their partials through distributed shared memory (:meth:`finish_cluster`)."""

    def __init__(self, main_fmt: int, extra_fmt: int, has_main_len: bool, has_extra_len: bool, has_sinks: bool,
                 write_lse: bool, cluster: int = 1):  # fmt: skip
        if main_fmt not in F16_FORMATS or extra_fmt not in (FMT_NONE, *F16_FORMATS):
            raise ValueError("the float16 decode kernel reads fp8_uniform and model1 sources")
        if cluster not in CLUSTER_SIZES:
            raise ValueError(f"cluster must be one of {CLUSTER_SIZES}, got {cluster!r}")
        super().__init__(main_fmt, extra_fmt, has_main_len, has_extra_len, has_sinks, write_lse)
        self.cluster = cluster
        # Rows read from a float16 copy (``decode_lead``'s ``f16_rows``) instead of the encoded pool.
        self.f16_rows = False
        # The products' 16-bit operand type (Q, the staged rows, P).
        self.operand_dtype = cutlass.Float16
        # The consumers' softmax takes the scores' factor as positive (prefill_rows.py): Q carries its sign.
        self.positive_score_scale = False
        # setmaxnreg moves registers within the CTA's allocation (168 per thread at 384 threads): the
        # producer's release must cover the consumers' growth, P + 2·C ≤ 3 × 168. The consumers hold O
        # (128) and S (16), a model1 producer thread its 18 chunks of a row (72); of the splits that
        # compile, 120 / 192 spills least over the common pairs (sm_90a SASS spill stores: fp8_uniform 0,
        # model1 + fp8_uniform 6, model1 + model1 30; 104 / 200: 0 / 27 / 23; 136 / 184: 3 / 24 / 17).
        self.producer_regs = 120
        self.consumer_regs = 192
        self.q_rows = BLOCK_H  # Q rows in shared memory (heads, zero-padded)
        # Q's power of two puts its largest magnitude in [2^q_top_exponent, 2^(q_top_exponent + 1)) (load_q).
        self.q_top_exponent = TOP_EXPONENT
        self.q_max_shift = 113
        # Threads meeting at a stage's FULL barrier (the producer's arrivals and the consumers that wait
        # for the tile) and at its EMPTY barrier (the consumers' arrivals and the producer's wait).
        self.full_threads = THREADS
        self.empty_threads = THREADS

    def q_byte(self, h, col):
        """Byte offset of Q element (h, col), col % 8 == 0, in the K-major swizzled (q_rows, 512) layout."""
        return (col // 64) * (self.q_rows * 128) + h * 128 + ((((col % 64) // 8) ^ (h % 8)) * 16)

    def tiled_mmas(self):
        """``(qk_mma, pv_mma)`` (:func:`.decode.qk_pv_mmas`): float16, S over this consumer's 32 tile rows, P
        from shared memory."""
        return qk_pv_mmas(self.operand_dtype, HALF_N)

    def storage_type(self):
        """The CTA's shared memory."""
        return shared_struct(
            sQ=cute.struct.Align[cute.struct.MemRange[self.operand_dtype, TILE_ELEMS], 1024],
            sKV=cute.struct.Align[cute.struct.MemRange[self.operand_dtype, NUM_STAGES * TILE_ELEMS], 1024],
            sP=cute.struct.Align[cute.struct.MemRange[self.operand_dtype, BLOCK_H * BLOCK_N], 1024],
            sValid=cute.struct.Align[cute.struct.MemRange[Int32, NUM_STAGES * BLOCK_N], 16],
            sMax=cute.struct.Align[cute.struct.MemRange[Float32, 2 * BLOCK_H * 4], 16],
            sSum=cute.struct.Align[cute.struct.MemRange[Float32, 2 * BLOCK_H], 16],
            sRed=cute.struct.Align[cute.struct.MemRange[Int32, THREADS // 32], 16],
            sUnit=cute.struct.Align[cute.struct.MemRange[Float32, NUM_STAGES], 16],
            sExp=cute.struct.Align[cute.struct.MemRange[Int32, 2 * 4], 16],
            sMisc=cute.struct.Align[cute.struct.MemRange[Int32, 4], 16],
        )

    def cluster_launch(self) -> dict:
        """The launch's cluster shape, if any: (1, 1, splits), the splits of one (row, head group)."""
        return {"cluster": [1, 1, self.cluster]} if self.cluster > 1 else {}

    # -----------------------------------------------------------------------------------------
    # device side
    # -----------------------------------------------------------------------------------------
    @cute.kernel
    def kernel(
        self, qk_mma: cute.TiledMma, pv_mma: cute.TiledMma,
        q_addr: Int64, q_stride_row: Int32, q_stride_head: Int32,
        out_addr: Int64, out_stride_row: Int32, out_stride_head: Int32, lse_addr: Int64, sinks_addr: Int64,
        m_cache: Int64, m_idx: Int64, m_idx_stride: Int32, m_len: Int64, m_width: Int32,
        m_page_size: Int32, m_page_bytes: Int32, m_num_slots: Int32, m_kv_scale: Float32,
        e_cache: Int64, e_idx: Int64, e_idx_stride: Int32, e_len: Int64, e_width: Int32,
        e_page_size: Int32, e_page_bytes: Int32, e_num_slots: Int32, e_kv_scale: Float32,
        counters_addr: Int64, partial_o_addr: Int64, partial_lse_addr: Int64,
        num_heads: Int32, score_scale_log2: Float32, num_splits: Int32,
    ):  # fmt: skip
        tidx, _, _ = cute.arch.thread_idx()
        row, group, split = cute.arch.block_idx()
        _, num_groups, _ = cute.arch.grid_dim()  # grid = (rows, head groups, splits)
        wg = cute.arch.make_warp_uniform(tidx // 128)

        smem = SmemAllocator()
        storage = smem.allocate(self.shared_storage)
        sq_base = storage.sQ.data_ptr().toint()
        skv_base = storage.sKV.data_ptr().toint()
        svalid_base = storage.sValid.data_ptr().toint()
        sred_base = storage.sRed.data_ptr().toint()
        smisc_base = storage.sMisc.data_ptr().toint()

        head0 = group * BLOCK_H
        group_heads = cutlass.min(num_heads - head0, BLOCK_H)

        # ---- the row's tiles: main list first, then extra list; this split's share ----
        main_len, main_tiles, extra_len, tile_begin, tile_end = self.split_tiles(
            row, split, num_splits, m_len, m_width, e_len, e_width)

        if wg == 0:
            # ======================= producer warpgroup =======================
            # (it gathers the first tile while the consumers load Q into the second stage; that stage's
            # first use waits for their EMPTY arrival below)
            cute.arch.setmaxregister_decrease(self.producer_regs)
            if cutlass.const_expr(self.f16_rows):  # (prefill-sized launches; the converting producers lost 2%)
                self.prefetch_row_ahead(tidx, row, head0, group_heads, num_groups, q_addr, q_stride_row,
                                        q_stride_head, m_idx, m_idx_stride, m_width, e_idx, e_idx_stride, e_width)  # fmt: skip
            self.produce(tidx, row, tile_begin, tile_end, main_tiles, main_len, extra_len, storage, skv_base,
                         svalid_base, m_cache, m_idx, m_idx_stride, m_page_size, m_page_bytes, m_num_slots, m_kv_scale,
                         e_cache, e_idx, e_idx_stride, e_page_size, e_page_bytes, e_num_slots, e_kv_scale)  # fmt: skip
        else:
            # ======================= consumer warpgroups =======================
            q_sign = None
            if cutlass.const_expr(self.positive_score_scale):
                q_sign = cutlass.select_(score_scale_log2 < 0, Float32(-1.0), Float32(1.0))
            q_up = self.load_q(tidx - 128, row, head0, group_heads, q_addr, q_stride_row, q_stride_head, sq_base,
                               skv_base, sred_base, q_sign)  # fmt: skip
            if cutlass.const_expr(self.positive_score_scale):
                # Q is stored negated under a negative scale, so the scores' factor is positive (a zero scale
                # becomes the least normal float: every score ~0, the masked ones still -inf)
                score_scale_log2 = cute.arch.fmax(score_scale_log2 * q_sign, Float32(FLT_MIN))
            # The second stage (Q's staging) is free: the producer's first EMPTY wait on it.
            cute.arch.barrier_arrive(barrier_id=BAR_EMPTY + 1, number_of_threads=self.empty_threads)
            cute.arch.setmaxregister_increase(self.consumer_regs)
            if wg == 1:
                self.consume_f16(qk_mma, pv_mma, storage, 0, tidx - 128, tile_begin, tile_end, main_tiles,
                                 svalid_base, smisc_base, row, group, split, num_groups, head0, group_heads,
                                 num_heads, score_scale_log2 * q_up, m_kv_scale, e_kv_scale, out_addr,
                                 out_stride_row, out_stride_head, lse_addr, sinks_addr, counters_addr,
                                 partial_o_addr, partial_lse_addr, num_splits)  # fmt: skip
            else:
                self.consume_f16(qk_mma, pv_mma, storage, 1, tidx - 128, tile_begin, tile_end, main_tiles,
                                 svalid_base, smisc_base, row, group, split, num_groups, head0, group_heads,
                                 num_heads, score_scale_log2 * q_up, m_kv_scale, e_kv_scale, out_addr,
                                 out_stride_row, out_stride_head, lse_addr, sinks_addr, counters_addr,
                                 partial_o_addr, partial_lse_addr, num_splits)  # fmt: skip

    @cute.jit
    def prefetch_row_ahead(self, tidx, row, head0, group_heads, num_groups, q_addr, q_stride_row, q_stride_head,
                           m_idx, m_idx_stride, m_width, e_idx, e_idx_stride, e_width):  # fmt: skip
        """Ask L2 for the Q and index rows of the row one wave ahead (row + SMs / head groups: the CTA a
        freed SM is likely to start next in a launch of many rows), so that CTA's prologue (Q, the first
        tile's indices) reads L2 instead of DRAM. Nothing waits for it; past the last row it asks nothing."""
        num_rows, _, _ = cute.arch.grid_dim()
        ahead = row + cute.arch.nsmid() // num_groups
        head = tidx // 2
        ok = cutlass.select_((ahead < num_rows) & (head < group_heads), Int32(1), Int32(0))
        ahead = cutlass.min(ahead, num_rows - 1)
        # Q: this group's heads × 1 KiB, four 128-byte lines per thread.
        q_line = q_addr + (Int64(ahead) * q_stride_row + Int64(head0 + head) * q_stride_head) * 2 + (tidx % 2) * 512
        for k in cutlass.range_constexpr(4):
            _prefetch_l2(q_line + k * 128, ok)
        ok = cutlass.select_(ahead < num_rows, Int32(1), Int32(0))
        main_lines = (m_width * 4 + 127) // 128
        for k in cutlass.range(tidx, main_lines, 128, unroll=1):
            _prefetch_l2(m_idx + Int64(ahead) * m_idx_stride * 4 + k * 128, ok)
        if cutlass.const_expr(self.has_extra):
            extra_lines = (e_width * 4 + 127) // 128
            for k in cutlass.range(tidx, extra_lines, 128, unroll=1):
                _prefetch_l2(e_idx + Int64(ahead) * e_idx_stride * 4 + k * 128, ok)

    @cute.jit
    def produce(self, tidx, row, tile_begin, tile_end, main_tiles, main_len, extra_len, storage, skv_base, svalid_base,
                m_cache, m_idx, m_idx_stride, m_page_size, m_page_bytes, m_num_slots, m_kv_scale,
                e_cache, e_idx, e_idx_stride, e_page_size, e_page_bytes, e_num_slots, e_kv_scale):  # fmt: skip
        """The producer warpgroup: every tile of the range gathered, converted to float16 into its ring stage
        and published; then the consumers' last EMPTY arrivals consumed."""
        # Warps 0-1 take the first part of each row, warps 2-3 the second: the parts run different
        # code over model1 rows, so each warp stays on one path.
        prow = tidx % BLOCK_N  # the tile row this thread gathers
        part = tidx // BLOCK_N
        units = (storage.sUnit.data_ptr().toint(), storage.sExp.data_ptr().toint())
        floor = Int32(-111)  # the next model1 tile's least exponent
        fp8_floor = Int32(-111)  # ... after an fp8_uniform tile
        if cutlass.const_expr(self.main_fmt == FMT_FP8_UNIFORM and self.extra_fmt == FMT_MODEL1):
            fp8_floor = _fp8_unit_floor(m_kv_scale)
        if cutlass.const_expr(self.main_fmt == FMT_MODEL1 and self.extra_fmt == FMT_FP8_UNIFORM):
            fp8_floor = _fp8_unit_floor(e_kv_scale)
        # Slots two tiles ahead, the next tile's rows prefetched into L2 (as in decode.py's producer).
        slot = self.load_slot(tile_begin, tile_end, main_tiles, prow, row, main_len, extra_len,
                              m_idx, m_idx_stride, e_idx, e_idx_stride)  # fmt: skip
        next_slot = self.load_slot(tile_begin + 1, tile_end, main_tiles, prow, row, main_len, extra_len,
                                   m_idx, m_idx_stride, e_idx, e_idx_stride)  # fmt: skip
        for tile in cutlass.range(tile_begin, tile_end, unroll=1):
            j = tile - tile_begin
            later_slot = self.load_slot(tile + 2, tile_end, main_tiles, prow, row, main_len, extra_len,
                                        m_idx, m_idx_stride, e_idx, e_idx_stride)  # fmt: skip
            if cutlass.const_expr(not self.f16_rows):  # (a float16 copy of a chunk's rows stays in L2)
                self.prefetch_next(tile + 1, next_slot, main_tiles, part, m_cache, m_page_size, m_page_bytes,
                                   m_num_slots, e_cache, e_page_size, e_page_bytes, e_num_slots)  # fmt: skip
            if tile < main_tiles:
                floor = self.produce_f16_tile(self.main_fmt, slot, j, prow, part, m_cache, m_page_size,
                                              m_page_bytes, m_num_slots, skv_base, svalid_base, units, floor)  # fmt: skip
                if cutlass.const_expr(self.main_fmt == FMT_FP8_UNIFORM):
                    floor = cutlass.max(floor, fp8_floor)
            else:
                if cutlass.const_expr(self.has_extra):
                    floor = self.produce_f16_tile(self.extra_fmt, slot, j, prow, part, e_cache, e_page_size,
                                                  e_page_bytes, e_num_slots, skv_base, svalid_base, units, floor)  # fmt: skip
                    if cutlass.const_expr(self.extra_fmt == FMT_FP8_UNIFORM):
                        floor = cutlass.max(floor, fp8_floor)
            slot = next_slot
            next_slot = later_slot
        # Consume the consumers' last EMPTY arrivals so no barrier is left half-arrived.
        num_tiles = tile_end - tile_begin
        for j in cutlass.range(cutlass.max(num_tiles - NUM_STAGES, 0), num_tiles, unroll=1):
            cute.arch.barrier(barrier_id=BAR_EMPTY + j % NUM_STAGES, number_of_threads=self.empty_threads)
        if num_tiles < 2:  # (the consumers' arrival after loading Q, not consumed by a second tile)
            cute.arch.barrier(barrier_id=BAR_EMPTY + 1, number_of_threads=self.empty_threads)
        if cutlass.const_expr(self.cluster > 1):
            # The consumers' merge (finish_cluster): every thread of the cluster meets there twice.
            _cluster_sync()
            _cluster_sync()

    # -----------------------------------------------------------------------------------------
    @cute.jit
    def load_q(self, tidx, row, head0, group_heads, q_addr, q_stride_row, q_stride_head, sq_base, skv_base,
               sred_base, q_sign=None):  # fmt: skip
        """Q of this (row, head group) into ``sQ`` × 2^-shift (padded heads zero; each chunk as
        :meth:`store_q_chunk` stores it, float16 here; the largest magnitude in [2^q_top_exponent,
        2^(q_top_exponent + 1))); returns 2^shift.

        The two consumer warpgroups (``tidx`` 0-255, their own barrier), while the producer gathers the first
        tile: the bf16 rows land in the second KV stage (the producer's second tile waits for the consumers'
        EMPTY arrival there, after this), then the group's largest magnitude picks
        the shift and each 16-byte chunk is converted into the same place of ``sQ``'s layout (times ``q_sign``,
        ±1, where given)."""
        # Each consumer thread holds its chunks of Q in registers (consecutive threads, consecutive 16 bytes of
        # a head): the largest magnitude is taken there and each chunk converted once into sQ (the second
        # stage is no longer used as staging; its EMPTY hand-off after this stays as it was).
        total = self.q_rows * (HEAD_DIM // 8)
        chunks = []
        top = Int32(0)
        for c in cutlass.range_constexpr((total + 255) // 256):
            chunk = tidx + c * 256
            h = chunk // (HEAD_DIM // 8)
            col = (chunk % (HEAD_DIM // 8)) * 8
            h_src = cutlass.min(h, group_heads - 1)
            src = q_addr + (Int64(row) * q_stride_row + Int64(head0 + h_src) * q_stride_head + col) * 2
            ok = cutlass.select_((h < group_heads) & (chunk < total), Int32(1), Int32(0))
            w = _ld_global_v4_pred(src, ok)
            chunks.append(w)
            top = _bf16x8_words_abs_max_bits(w[0], w[1], w[2], w[3], top)
        top_f = _f32_from_bits(top << 16)  # (as a float32: its exponent is the bf16's)
        for sh in cutlass.range_constexpr(5):
            top_f = cute.arch.fmax(top_f, cute.arch.shuffle_sync_bfly(top_f, offset=1 << sh))
        lane = tidx % 32
        if lane == 0:
            _st_shared_s32(sred_base + (tidx // 32) * 4, _bits_from_f32(top_f))
        cute.arch.barrier(barrier_id=BAR_CONSUMERS, number_of_threads=256)
        top_bits = Int32(0)
        for w in cutlass.range_constexpr(256 // 32):
            top_bits = cutlass.max(top_bits, _ld_shared_s32(sred_base + w * 4))
        shift = cutlass.min(cutlass.max(((top_bits >> 23) & 0xFF) - 127 - self.q_top_exponent, -126), self.q_max_shift)
        down = _f32_from_bits((127 - shift) << 23)
        if cutlass.const_expr(q_sign is not None):
            down = down * q_sign
        for c in cutlass.range_constexpr((total + 255) // 256):
            chunk = tidx + c * 256
            w = chunks[c]
            if cutlass.const_expr((c + 1) * 256 <= total):
                self.store_q_chunk(w, down, sq_base + self.q_byte(chunk // (HEAD_DIM // 8), (chunk % (HEAD_DIM // 8)) * 8))
            else:
                if chunk < total:
                    self.store_q_chunk(w, down,
                                       sq_base + self.q_byte(chunk // (HEAD_DIM // 8), (chunk % (HEAD_DIM // 8)) * 8))
        cute.arch.fence_proxy("async.shared", space="cta")  # generic-proxy writes → WGMMA (async proxy)
        cute.arch.barrier(barrier_id=BAR_CONSUMERS, number_of_threads=256)
        return _f32_from_bits((127 + shift) << 23)

    def store_q_chunk(self, w, factor, dst_smem):
        """8 bf16 of Q (4 words ``w``) × ``factor`` into ``sQ`` at ``dst_smem``: as the operand type."""
        _bf16x8_words_to_f16_times(w[0], w[1], w[2], w[3], factor, dst_smem)

    @cute.jit
    def produce_f16_tile(self, fmt: cutlass.Constexpr, slot, j, prow, part, cache, page_size, page_bytes, num_slots,
                         skv_base, svalid_base, units, floor):  # fmt: skip
        """Gather this thread's part of row ``prow`` into registers, wait for the stage, convert it to
        float16 into the stage and publish it with the tile's unit. Returns the next model1 floor."""
        stage = j % NUM_STAGES
        valid = (slot >= 0) & (slot < num_slots)
        safe_slot = cutlass.select_(valid, slot, Int32(0))
        page = safe_slot // page_size
        offset = safe_slot % page_size
        page_addr = cache + Int64(page) * page_bytes
        row_ok = cutlass.select_(valid, Int32(1), Int32(0))
        stage_base = skv_base + stage * (TILE_ELEMS * 2)
        if cutlass.const_expr(self.f16_rows):
            # Rows already float16 (1,024 B each): 16-byte cp.async straight into the stage's swizzled
            # layout, no register round trip and no conversion. A warp copies one row per two
            # instructions (512 contiguous bytes each); its lanes hand it the row's address.
            own_rec = page_addr + Int64(offset) * (2 * HEAD_DIM)
            lane = prow % 32
            if j >= 1:  # (tile 1's stage is Q's staging until the consumers' EMPTY arrival)
                cute.arch.barrier(barrier_id=BAR_EMPTY + stage, number_of_threads=self.empty_threads)
            for i in cutlass.range_constexpr(16):
                src = 16 * part + i
                rec_i = cute.arch.shuffle_sync(own_rec, src)
                nbytes = cute.arch.shuffle_sync(row_ok, src) * 16  # (0: zero-filled, masked by the valid flag)
                r = 32 * (prow // 32) + src
                for h in cutlass.range_constexpr(2):
                    chunk = lane + 32 * h
                    _cp_async16(stage_base + _swizzled_byte(r, 8 * chunk), rec_i + 16 * chunk, nbytes)
            cute.arch.cp_async_commit_group()
            cute.arch.cp_async_wait_group(0)
            if prow == 0 and part == 0:
                _st_shared_f32(units[0] + stage * 4, _f32_from_bits(Int32(ONE_BITS)))
        elif cutlass.const_expr(fmt == FMT_FP8_UNIFORM):
            # Eight lanes read one 128-byte line of a row, so a warp's load covers four rows' lines (4 L1
            # tags, 16 L2 sectors; a lane walking its own row touches 32 lines and half of 32 sectors).
            # Warp w gathers rows 32·(w % 2) + 16·part + 0..15, whose records its own lanes located.
            own_rec = page_addr + Int64(offset) * HEAD_DIM
            lane = prow % 32
            sub = lane % 8  # the 16-byte chunk of the line
            rsel = lane // 8  # which of the four rows
            words = []
            for q in cutlass.range_constexpr(4):
                src = 16 * part + 4 * q + rsel
                rec_q = cute.arch.shuffle_sync(own_rec, src)
                ok_q = cute.arch.shuffle_sync(row_ok, src)
                for line in cutlass.range_constexpr(4):
                    words.append(_ld_global_v4_pred(rec_q + 128 * line + 16 * sub, ok_q))
            if j >= 1:  # (tile 1's stage is Q's staging until the consumers' EMPTY arrival)
                cute.arch.barrier(barrier_id=BAR_EMPTY + stage, number_of_threads=self.empty_threads)
            # One wavefront per quarter warp's store over fp8_uniform sources alone (_first_stored; beside a
            # model1 source the selects spill, so those variants keep the plain order).
            reorder = FMT_MODEL1 not in (self.main_fmt, self.extra_fmt)
            row_base = 32 * (prow // 32) + 16 * part + rsel
            for q in cutlass.range_constexpr(4):
                for line in cutlass.range_constexpr(4):
                    col = 128 * line + 16 * sub
                    w = _first_stored(words[4 * q + line], sub, reorder)
                    _e4m3x16_to_f16(w[0], w[1], w[2], w[3], stage_base + _swizzled_byte(row_base + 4 * q, col + w[4]),
                                    stage_base + _swizzled_byte(row_base + 4 * q, col + 8 - w[4]))  # fmt: skip
            if prow == 0 and part == 0:
                _st_shared_f32(units[0] + stage * 4, _f32_from_bits(Int32(ONE_BITS)))
        else:
            floor = self.produce_model1_tile(j, stage, prow, part, valid, row_ok, page_addr, page_size, offset,
                                             stage_base, units, floor)  # fmt: skip
        if part == 0:
            _st_shared_s32(svalid_base + (stage * BLOCK_N + prow) * 4, row_ok)
        # Make the stage's generic-proxy writes visible to the WGMMA (async proxy), then publish it.
        cute.arch.fence_proxy("async.shared", space="cta")
        cute.arch.barrier_arrive(barrier_id=BAR_FULL + stage, number_of_threads=self.full_threads)
        return floor

    @cute.jit
    def produce_model1_tile(self, j, stage, prow, part, valid, row_ok, page_addr, page_size, offset, stage_base,
                            units, floor):  # fmt: skip
        """This thread's share of a model1 tile (576-byte records: 448 e4m3 in seven blocks of 64, then 64
        bf16 RoPE; each record's 8-byte scale record after the page's records): gathered, the tile's
        exponent E agreed with the other producer threads, then stored in units of 2^(E − 15). Returns
        the next tile's floor.

        Warp w gathers rows 32·(w % 2) + 16·part + 0..15, whose records and scales its own lanes located
        (``prow``): eight lanes read a 128-byte run of a record, a load four rows' runs (chunks 0-31), and
        two more loads the records' last four chunks for eight rows each, so a load touches at most eight
        lines and reads whole sectors (a lane walking its own record touches 32 lines per load)."""
        lane = prow % 32
        sub = lane % 8  # the 16-byte chunk of the run
        rsel = lane // 8  # which of the four rows
        own_rec = page_addr + Int64(offset) * 576
        scale_rec = page_addr + Int64(page_size) * 576 + Int64(offset) * 8
        own_lo = _ld_global_s32_pred(scale_rec, row_ok, Int32(0))
        own_hi = _ld_global_s32_pred(scale_rec + 4, row_ok, Int32(0))
        recs = []
        oks = []
        for q in cutlass.range_constexpr(4):
            src = 16 * part + 4 * q + rsel
            recs.append(cute.arch.shuffle_sync(own_rec, src))
            oks.append(cute.arch.shuffle_sync(row_ok, src))
        words = []  # words[4·q + run]: chunk 8·run + sub of row group q
        for q in cutlass.range_constexpr(4):
            for run in cutlass.range_constexpr(4):
                words.append(_ld_global_v4_pred(recs[q] + 128 * run + 16 * sub, oks[q]))
        # Chunks 32-35 (RoPE): lanes sub < 4 for row group 2·p, sub ≥ 4 for group 2·p + 1.
        upper = sub >= 4
        tails = []
        for p in cutlass.range_constexpr(2):
            tail_rec = cutlass.select_(upper, recs[2 * p + 1], recs[2 * p])
            tail_ok = cutlass.select_(upper, oks[2 * p + 1], oks[2 * p])
            tails.append(_ld_global_v4_pred(tail_rec + 16 * (32 + sub % 4), tail_ok))
        # Every value of the tile is below 2^candidate: e4m3 magnitudes below 2^9 × the block's 2^(b - 127)
        # (each row's scale bytes, from the row's own threads), a bf16 value with biased exponent x below
        # 2^(x - 126) (the RoPE chunks this thread holds: run 3 of lanes sub ≥ 4, every tail).
        block_bytes = [(own_lo >> (8 * b)) & 0xFF for b in range(4)] + [(own_hi >> (8 * b)) & 0xFF for b in range(3)]
        largest = block_bytes[0]
        for b in cutlass.range_constexpr(1, 7):
            largest = cutlass.max(largest, block_bytes[b])
        candidate = cutlass.select_(valid, largest - 118, Int32(-1000))
        rope_bits = Int32(0)
        for p in cutlass.range_constexpr(2):
            w = tails[p]
            rope_bits = _bf16x8_words_abs_max_bits(w[0], w[1], w[2], w[3], rope_bits)
        for q in cutlass.range_constexpr(4):
            w = words[4 * q + 3]
            bits = _bf16x8_words_abs_max_bits(w[0], w[1], w[2], w[3], rope_bits)
            rope_bits = cutlass.select_(upper, bits, rope_bits)
        candidate = cutlass.max(candidate, (rope_bits >> 7) - 126)
        # The tile's exponent: the largest over the producer's 128 threads (two buffers: a warp writes
        # tile j + 2's only after every warp has passed tile j + 1's barrier, i.e. read tile j's).
        for sh in cutlass.range_constexpr(5):
            candidate = cutlass.max(candidate, cute.arch.shuffle_sync_bfly(candidate, offset=1 << sh))
        exchange = units[1] + (j % 2) * 16
        if prow % 32 == 0:
            _st_shared_s32(exchange + (prow // 32 + 2 * part) * 4, candidate)
        cute.arch.barrier(barrier_id=BAR_PRODUCER, number_of_threads=128)
        exponent = _ld_shared_s32(exchange)
        for w in cutlass.range_constexpr(1, 4):
            exponent = cutlass.max(exponent, _ld_shared_s32(exchange + w * 4))
        exponent = cutlass.min(cutlass.max(cutlass.max(exponent, floor), Int32(-111)), Int32(142))
        if j >= 1:  # (tile 1's stage is Q's staging until the consumers' EMPTY arrival)
            cute.arch.barrier(barrier_id=BAR_EMPTY + stage, number_of_threads=self.empty_threads)
        # 2^(b - 127 + 15 - E) per block: at most 2^6; a field below 1 flushes it to zero. Run r of a row
        # holds blocks 2·r and 2·r + 1 (lanes sub < 4, sub ≥ 4); run 3 block 6 (sub < 4) and RoPE.
        rope_factor = _f32_from_bits((142 - exponent) << 23)  # 2^(15 - E)
        row_base = 32 * (prow // 32) + 16 * part + rsel
        for q in cutlass.range_constexpr(4):
            row_q = row_base + 4 * q
            lo = cute.arch.shuffle_sync(own_lo, 16 * part + 4 * q + rsel)
            hi = cute.arch.shuffle_sync(own_hi, 16 * part + 4 * q + rsel)
            for run in cutlass.range_constexpr(3):
                word = lo if run < 2 else hi
                field = (word >> (16 * (run % 2) + 8 * (sub // 4))) & 0xFF
                multiplier = _f32_from_bits(cutlass.max(field + 15 - exponent, Int32(0)) << 23)
                col = 128 * run + 16 * sub
                w = words[4 * q + run]
                _e4m3x16_to_f16_times(w[0], w[1], w[2], w[3], multiplier, stage_base + _swizzled_byte(row_q, col),
                                      stage_base + _swizzled_byte(row_q, col + 8))  # fmt: skip
            w = words[4 * q + 3]
            if upper:
                _bf16x8_words_to_f16_times(w[0], w[1], w[2], w[3], rope_factor,
                                           stage_base + _swizzled_byte(row_q, 448 + 8 * (sub - 4)))  # fmt: skip
            else:
                multiplier = _f32_from_bits(cutlass.max(((hi >> 16) & 0xFF) + 15 - exponent, Int32(0)) << 23)
                _e4m3x16_to_f16_times(w[0], w[1], w[2], w[3], multiplier,
                                      stage_base + _swizzled_byte(row_q, 384 + 16 * sub),
                                      stage_base + _swizzled_byte(row_q, 392 + 16 * sub))  # fmt: skip
        for p in cutlass.range_constexpr(2):
            w = tails[p]
            row_t = row_base + 8 * p + 4 * (sub // 4)
            _bf16x8_words_to_f16_times(w[0], w[1], w[2], w[3], rope_factor,
                                       stage_base + _swizzled_byte(row_t, 480 + 8 * (sub % 4)))  # fmt: skip
        if prow == 0 and part == 0:
            _st_shared_f32(units[0] + stage * 4, _f32_from_bits((exponent + 112) << 23))  # 2^(E - 15)
        return cutlass.max(floor, exponent - EXPONENT_FALL)

    # -----------------------------------------------------------------------------------------
    @cute.jit
    def consume_f16(self, qk_mma: cute.TiledMma, pv_mma: cute.TiledMma, storage, half: cutlass.Constexpr, ctid,
                    tile_begin, tile_end, main_tiles, svalid_base, smisc_base, row, group, split, num_groups,
                    head0, group_heads, num_heads, score_scale_log2, m_kv_scale, e_kv_scale,
                    out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr,
                    counters_addr, partial_o_addr, partial_lse_addr, num_splits):  # fmt: skip
        """Consumer ``half``: S for tile rows 32·half.., the row maxima and P shared with the other
        consumer, O[:, half*256:(half+1)*256] += P·V; O in units of the current source's scale."""
        wtid = ctid % 128  # thread inside this warpgroup
        lane = wtid % 32
        warp = wtid // 32
        smax_base = storage.sMax.data_ptr().toint()
        sp_base = storage.sP.data_ptr().toint()
        sunit_base = storage.sUnit.data_ptr().toint()

        k_atom = warpgroup.make_smem_layout_atom(warpgroup.SmemLayoutAtomKind.K_SW128, cutlass.Float16)
        v_atom = warpgroup.make_smem_layout_atom(warpgroup.SmemLayoutAtomKind.MN_SW128, cutlass.Float16)
        q_layout = cute.tile_to_shape(k_atom, (BLOCK_H, HEAD_DIM), order=(0, 1))
        p_layout = cute.tile_to_shape(k_atom, (BLOCK_H, BLOCK_N), order=(0, 1))
        sQ = storage.sQ.get_tensor(q_layout.outer, swizzle=q_layout.inner)
        sP = storage.sP.get_tensor(p_layout.outer, swizzle=p_layout.inner)
        # This consumer's 32 tile rows of K: rows of 128 B, 8-row swizzle atoms 1 KiB apart, 64-column
        # blocks 4096 elements apart (the producer's layout); rows 32..63 start 2048 elements in.
        k_outer = cute.make_layout(((8, 4), (64, 8), NUM_STAGES), stride=((64, 512), (1, 4096), TILE_ELEMS))
        sK = cute.make_tensor(cute.recast_ptr(storage.sKV.data_ptr() + half * 2048, k_atom.inner), k_outer)
        # V = this half's 256 channels of the same bytes, read as (channel, row): 64-channel blocks of
        # 64 rows × 128 B, so channel block b sits at b×4096 elements, exactly where the K view puts it.
        v_outer = cute.make_layout(((64, 4), (8, 8), NUM_STAGES), stride=((1, 4096), (64, 512), TILE_ELEMS))
        sV = cute.make_tensor(cute.recast_ptr(storage.sKV.data_ptr() + half * 16384, v_atom.inner), v_outer)

        qk_thr = qk_mma.get_slice(wtid)
        pv_thr = pv_mma.get_slice(wtid)
        tSrQ = qk_thr.make_fragment_A(qk_thr.partition_A(sQ))
        tSrK = qk_thr.make_fragment_B(qk_thr.partition_B(sK))
        tOrP = pv_thr.make_fragment_A(pv_thr.partition_A(sP))
        tOrV = pv_thr.make_fragment_B(pv_thr.partition_B(sV))
        acc_s = qk_thr.make_fragment_C(qk_thr.partition_shape_C((BLOCK_H, HALF_N)))
        acc_o = pv_thr.make_fragment_C(pv_thr.partition_shape_C((BLOCK_H, HEAD_DIM // 2)))
        acc_o.fill(0.0)

        # Accumulator element i: head = lane//4 + 16·warp + 8·((i>>1)&1), column = 2·(lane%4) + (i&1) + 8·(i>>2).
        h_a = lane // 4 + 16 * warp  # local heads of this thread: h_a and h_a + 8
        h_b = h_a + 8
        m0 = -Float32.inf
        m1 = -Float32.inf
        l0 = Float32(0.0)
        l1 = Float32(0.0)
        unit = m_kv_scale  # O is held in units of this scale (the current tile's)
        for tile in cutlass.range(tile_begin, tile_end, unroll=1):
            j = tile - tile_begin
            stage = j % NUM_STAGES
            source_scale = m_kv_scale
            if cutlass.const_expr(self.has_extra):
                source_scale = cutlass.select_(tile < main_tiles, m_kv_scale, e_kv_scale)
            cute.arch.barrier(barrier_id=BAR_FULL + stage, number_of_threads=self.full_threads)
            # The tile's unit and this thread's row flags are read before the products are issued, so
            # their shared-memory latency does not sit between the products and the softmax.
            kv_scale = source_scale * _ld_shared_f32(sunit_base + stage * 4)  # the tile's values' scale
            vbase = svalid_base + (stage * BLOCK_N + half * HALF_N) * 4
            row_flags = [_ld_shared_s32(vbase + (2 * (lane % 4) + (c & 1) + 8 * (c >> 1)) * 4) for c in range(8)]
            s_scale = score_scale_log2 * kv_scale

            # ---- S = Q·Kᵀ over this consumer's 32 rows ----
            cute.nvgpu.warpgroup.fence()
            for kb in cutlass.range_constexpr(HEAD_DIM // 16):
                qk_mma.set(warpgroup.Field.ACCUMULATE, kb != 0)
                cute.gemm(qk_mma, acc_s, tSrQ[None, None, kb], tSrK[None, None, kb, stage], acc_s)
            cute.nvgpu.warpgroup.commit_group()
            cute.nvgpu.warpgroup.wait_group(0)

            # ---- row maxima over the whole tile (base 2), shared with the other consumer ----
            mx0 = -Float32.inf
            mx1 = -Float32.inf
            for i in cutlass.range_constexpr(16):
                ok = row_flags[(i & 1) + 2 * (i >> 2)] != 0
                s = cutlass.select_(ok, acc_s[i] * s_scale, -Float32.inf)
                acc_s[i] = s
                if cutlass.const_expr(((i >> 1) & 1) == 0):
                    mx0 = cute.arch.fmax(mx0, s)
                else:
                    mx1 = cute.arch.fmax(mx1, s)
            # Each thread's partial maxima go to shared memory as they are (no shuffles: the quad's and
            # the other consumer's partials are read back together after the one barrier).
            _st_shared_f32(smax_base + ((half * BLOCK_H + h_a) * 4 + lane % 4) * 4, mx0)
            _st_shared_f32(smax_base + ((half * BLOCK_H + h_b) * 4 + lane % 4) * 4, mx1)
            cute.arch.barrier(barrier_id=BAR_CONSUMERS, number_of_threads=256)
            for c in cutlass.range_constexpr(2):
                a = _ld_shared_v4_f32(smax_base + (c * BLOCK_H + h_a) * 16)
                b = _ld_shared_v4_f32(smax_base + (c * BLOCK_H + h_b) * 16)
                mx0 = cute.arch.fmax(mx0, cute.arch.fmax(cute.arch.fmax(a[0], a[1]), cute.arch.fmax(a[2], a[3])))
                mx1 = cute.arch.fmax(mx1, cute.arch.fmax(cute.arch.fmax(b[0], b[1]), cute.arch.fmax(b[2], b[3])))
            # The reference maxima move only when a tile's maximum exceeds them by more than GROW (P may then
            # reach 2^GROW, well inside float16), so O is rarely rescaled (the same decision in both consumers).
            new0 = cutlass.select_(mx0 - m0 > GROW, mx0, m0)
            new1 = cutlass.select_(mx1 - m1 > GROW, mx1, m1)
            safe0 = cutlass.select_(new0 == -Float32.inf, Float32(0.0), new0)
            safe1 = cutlass.select_(new1 == -Float32.inf, Float32(0.0), new1)
            # (alpha also moves O into this tile's source units where the tiles switch source)
            alpha0 = cute.math.exp2(m0 - safe0, fastmath=True)
            alpha1 = cute.math.exp2(m1 - safe1, fastmath=True)
            # A tile with no valid row (every column masked: the same for all heads) keeps O's unit: its P
            # is zero, and a model1 tile's unit then comes from the exponent floor, not from data (the
            # switch could overflow O).
            tile_unit = cutlass.select_(mx0 == -Float32.inf, unit, kv_scale)
            # (nothing accumulated yet: O is zero in any unit, and the ratio could be inf)
            rescale = cutlass.select_(m0 == -Float32.inf, Float32(1.0), _ratio(unit, tile_unit))
            unit = tile_unit

            # ---- P (this consumer's 32 columns) as float16 into the shared P tile ----
            sum0 = Float32(0.0)
            sum1 = Float32(0.0)
            probs = []
            for i in cutlass.range_constexpr(16):
                if cutlass.const_expr(((i >> 1) & 1) == 0):
                    probs.append(cute.math.exp2(acc_s[i] - safe0, fastmath=True))
                    sum0 = sum0 + probs[i]
                else:
                    probs.append(cute.math.exp2(acc_s[i] - safe1, fastmath=True))
                    sum1 = sum1 + probs[i]
            # Two stmatrix of four 8×8 matrices each (pairs v = 4g..4g+3: heads +8·(v & 1), 8-column chunk
            # 2g + (v >> 1) of this consumer's 32); lane l addresses row l % 8 of matrix l // 8.
            st_head = 16 * warp + 8 * ((lane // 8) & 1) + lane % 8
            for g in cutlass.range_constexpr(2):
                st_col = half * HALF_N + 8 * (2 * g + (lane // 16))
                _stmatrix_f16x4(sp_base + _swizzled_byte(st_head, st_col), *probs[8 * g : 8 * g + 8])
            l0 = l0 * alpha0 + sum0
            l1 = l1 * alpha1 + sum1
            m0 = new0
            m1 = new1
            self.rescale_o(acc_o, alpha0 * rescale, alpha1 * rescale)
            cute.arch.fence_proxy("async.shared", space="cta")  # P: generic-proxy writes → WGMMA
            cute.arch.barrier(barrier_id=BAR_CONSUMERS, number_of_threads=256)

            # ---- O += P·V (this half's 256 channels) ----
            cute.nvgpu.warpgroup.fence()
            pv_mma.set(warpgroup.Field.ACCUMULATE, True)
            for kb in cutlass.range_constexpr(BLOCK_N // 16):
                cute.gemm(pv_mma, acc_o, tOrP[None, None, kb], tOrV[None, None, kb, stage], acc_o)
            cute.nvgpu.warpgroup.commit_group()
            cute.nvgpu.warpgroup.wait_group(0)
            cute.arch.barrier_arrive(barrier_id=BAR_EMPTY + stage, number_of_threads=self.empty_threads)

        if cutlass.const_expr(self.cluster > 1):
            self.finish_cluster(acc_o, m0, m1, l0, l1, unit, half, ctid, storage.sSum.data_ptr().toint(),
                                storage.sKV.data_ptr().toint(), sp_base, row, split, head0, group_heads, num_heads,
                                out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr)  # fmt: skip
        else:
            self.finish_f16(acc_o, m0, m1, l0, l1, unit, half, ctid, smisc_base, storage.sSum.data_ptr().toint(),
                            storage.sKV.data_ptr().toint(), row, group, split, num_groups, head0, group_heads,
                            num_heads, out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr,
                            counters_addr, partial_o_addr, partial_lse_addr, num_splits)  # fmt: skip

    @cute.jit
    def rescale_o(self, acc_o, factor0, factor1):
        """O's values of heads h_a (``factor0``) and h_b (``factor1``) rescaled; skipped by the whole warp when
        none of its factors differs from 1 (the usual case, with the lazy maxima)."""
        if cute.arch.vote_any_sync((factor0 != Float32(1.0)) | (factor1 != Float32(1.0))):
            for i in cutlass.range_constexpr(cute.size(acc_o)):
                if cutlass.const_expr(((i >> 1) & 1) == 0):
                    acc_o[i] = acc_o[i] * factor0
                else:
                    acc_o[i] = acc_o[i] * factor1

    def output_factor(self, unit, head: int, den):
        """What O of head h_a (``head`` 0) or h_b (1) is multiplied by into the output: O's unit over the
        denominator ``den`` (a subclass may keep O in other units)."""
        return unit / den

    @cute.jit
    def sum_halves(self, l0, l1, half: cutlass.Constexpr, wtid, ssum_base):
        """The row sums of heads h_a and h_b over the quad and both consumers (each holds its share)."""
        lane = wtid % 32
        h_a = lane // 4 + 16 * (wtid // 32)
        h_b = h_a + 8
        for sh in cutlass.range_constexpr(2):
            l0 = l0 + cute.arch.shuffle_sync_bfly(l0, offset=1 << sh)
            l1 = l1 + cute.arch.shuffle_sync_bfly(l1, offset=1 << sh)
        if lane % 4 == 0:
            _st_shared_f32(ssum_base + (half * BLOCK_H + h_a) * 4, l0)
            _st_shared_f32(ssum_base + (half * BLOCK_H + h_b) * 4, l1)
        cute.arch.barrier(barrier_id=BAR_CONSUMERS, number_of_threads=256)
        l0 = l0 + _ld_shared_f32(ssum_base + ((1 - half) * BLOCK_H + h_a) * 4)
        l1 = l1 + _ld_shared_f32(ssum_base + ((1 - half) * BLOCK_H + h_b) * 4)
        return l0, l1

    @cute.jit
    def finish_cluster(self, acc_o, m0, m1, l0, l1, unit, half: cutlass.Constexpr, ctid, ssum_base, skv_base,
                       sp_base, row, rank, head0, group_heads, num_heads, out_addr, out_stride_row, out_stride_head,
                       lse_addr, sinks_addr):  # fmt: skip
        """Consumer ``half``'s epilogue in a cluster of ``self.cluster`` splits (``rank`` = this CTA's split,
        its rank in the cluster, whose dimensions are (1, 1, splits)).

        Cluster CTA r owns output channels [r·W, (r+1)·W), W = 512 / splits. After a cluster barrier (every
        CTA done with its tiles, so its KV stages and P are free) each CTA sends its normalised O to the
        owners of its channels: every consumer thread stores its accumulator's 16-byte groups (two channels
        of heads h_a and h_b) into the owner's KV stages, at [source rank][group][thread] (consecutive
        threads, consecutive 16 bytes), and the first consumer's quad leaders send their heads' base-2 LSE
        into every CTA's P buffer. After a second barrier each CTA combines its channels as the workspace
        merge does (weights 2^(lse_s − max), the sink in the denominator) from its own shared memory, with
        no global scratch, no counter and no waiting on the slowest split's global round trips."""
        C = self.cluster
        W = HEAD_DIM // C  # channels a rank owns
        V = W // 8  # 16-byte groups per thread in one rank's channels (a thread's group covers 8 columns)
        wtid = ctid % 128
        lane = wtid % 32
        warp = wtid // 32
        h_a = lane // 4 + 16 * warp
        h_b = h_a + 8
        l0, l1 = self.sum_halves(l0, l1, half, wtid, ssum_base)
        inv0 = cutlass.select_(l0 > 0.0, unit / l0, Float32(0.0))
        inv1 = cutlass.select_(l1 > 0.0, unit / l1, Float32(0.0))
        _cluster_sync()  # every CTA of the cluster is past its last tile
        # This consumer's channels half·256.. are ranks half·C/2 .. half·C/2 + C/2 − 1's.
        for d in cutlass.range_constexpr(C // 2):
            remote = _cluster_address(skv_base, Int32(half * (C // 2) + d))
            for v in cutlass.range_constexpr(V):
                i = 4 * (d * V + v)
                _st_cluster_v4_f32(remote + ((rank * V + v) * 128 + wtid) * 16, acc_o[i] * inv0, acc_o[i + 1] * inv0,
                                   acc_o[i + 2] * inv1, acc_o[i + 3] * inv1)  # fmt: skip
        if half == 0 and lane % 4 == 0:
            lse0 = m0 + cute.math.log2(l0, fastmath=False)  # (−inf for a split without a valid entry)
            lse1 = m1 + cute.math.log2(l1, fastmath=False)
            for d in cutlass.range_constexpr(C):
                remote = _cluster_address(sp_base, Int32(d))
                _st_cluster_f32(remote + (rank * BLOCK_H + h_a) * 4, lse0)
                _st_cluster_f32(remote + (rank * BLOCK_H + h_b) * 4, lse1)
        _cluster_sync()  # every partial of this CTA's channels has landed
        # ---- combine: weights per (split, head) of this thread's two heads, then its groups ----
        max0 = -Float32.inf
        max1 = -Float32.inf
        lses0 = []
        lses1 = []
        for r in cutlass.range_constexpr(C):
            lses0.append(_ld_shared_f32(sp_base + (r * BLOCK_H + h_a) * 4))
            lses1.append(_ld_shared_f32(sp_base + (r * BLOCK_H + h_b) * 4))
            max0 = cute.arch.fmax(max0, lses0[r])
            max1 = cute.arch.fmax(max1, lses1[r])
        safe0 = cutlass.select_(max0 == -Float32.inf, Float32(0.0), max0)
        safe1 = cutlass.select_(max1 == -Float32.inf, Float32(0.0), max1)
        weights0 = []
        weights1 = []
        wsum0 = Float32(0.0)
        wsum1 = Float32(0.0)
        for r in cutlass.range_constexpr(C):
            weights0.append(cute.math.exp2(lses0[r] - safe0, fastmath=False))
            weights1.append(cute.math.exp2(lses1[r] - safe1, fastmath=False))
            wsum0 = wsum0 + weights0[r]
            wsum1 = wsum1 + weights1[r]
        den0 = wsum0
        den1 = wsum1
        den0, den1 = self.add_sinks(den0, den1, safe0, safe1, sinks_addr, head0, h_a, h_b, group_heads)
        norm0 = cutlass.select_(wsum0 > 0.0, 1.0 / den0, Float32(0.0))
        norm1 = cutlass.select_(wsum1 > 0.0, 1.0 / den1, Float32(0.0))
        for r in cutlass.range_constexpr(C):
            weights0[r] = weights0[r] * norm0
            weights1[r] = weights1[r] * norm1
        # The two consumers take alternate halves of the groups; a group's two channels per head are
        # columns rank·W + 8·v + 2·(lane % 4) + {0, 1}.
        out_a = out_addr + (Int64(row) * out_stride_row + Int64(head0 + h_a) * out_stride_head) * 2
        out_b = out_addr + (Int64(row) * out_stride_row + Int64(head0 + h_b) * out_stride_head) * 2
        for k in cutlass.range_constexpr(V // 2):
            v = half * (V // 2) + k
            a0 = Float32(0.0)
            a1 = Float32(0.0)
            b0 = Float32(0.0)
            b1 = Float32(0.0)
            for r in cutlass.range_constexpr(C):
                x = _ld_shared_v4_f32(skv_base + ((r * V + v) * 128 + wtid) * 16)
                a0 = a0 + weights0[r] * x[0]
                a1 = a1 + weights0[r] * x[1]
                b0 = b0 + weights1[r] * x[2]
                b1 = b1 + weights1[r] * x[3]
            col = rank * W + 8 * v + 2 * (lane % 4)
            if h_a < group_heads:
                _st_global_bf16x2(out_a + col * 2, a0, a1)
            if h_b < group_heads:
                _st_global_bf16x2(out_b + col * 2, b0, b1)
        if cutlass.const_expr(self.write_lse):
            if rank == 0 and half == 0 and lane % 4 == 0:
                lse_base = lse_addr + (Int64(row) * num_heads + head0) * 4
                if h_a < group_heads:
                    _st_global_f32(lse_base + h_a * 4, (safe0 + cute.math.log2(wsum0, fastmath=False)) * LN2)
                if h_b < group_heads:
                    _st_global_f32(lse_base + h_b * 4, (safe1 + cute.math.log2(wsum1, fastmath=False)) * LN2)

    @cute.jit
    def finish_f16(self, acc_o, m0, m1, l0, l1, unit, half: cutlass.Constexpr, ctid, smisc_base, ssum_base,
                   skv_base, row, group, split, num_groups, head0, group_heads, num_heads, out_addr, out_stride_row,
                   out_stride_head, lse_addr, sinks_addr, counters_addr, partial_o_addr, partial_lse_addr,
                   num_splits):  # fmt: skip
        """Consumer ``half``'s epilogue: the row sums ``l0``/``l1`` (heads h_a, h_b of this thread; each
        consumer's share) added over both consumers, then O[:, half*256:(half+1)*256] (``acc_o``, in units
        of ``unit``, running maxima ``m0``/``m1`` base 2) normalised into ``out`` and the LSE, or stored as
        this split's partial, the last split to arrive merging them."""
        wtid = ctid % 128
        lane = wtid % 32
        warp = wtid // 32
        h_a = lane // 4 + 16 * warp
        h_b = h_a + 8
        l0, l1 = self.sum_halves(l0, l1, half, wtid, ssum_base)
        col0 = half * 256 + 2 * (lane % 4)
        if num_splits == 1:
            safe0 = cutlass.select_(m0 == -Float32.inf, Float32(0.0), m0)
            safe1 = cutlass.select_(m1 == -Float32.inf, Float32(0.0), m1)
            den0 = l0
            den1 = l1
            den0, den1 = self.add_sinks(den0, den1, safe0, safe1, sinks_addr, head0, h_a, h_b, group_heads)
            inv0 = cutlass.select_(l0 > 0.0, self.output_factor(unit, 0, den0), Float32(0.0))
            inv1 = cutlass.select_(l1 > 0.0, self.output_factor(unit, 1, den1), Float32(0.0))
            # Every stage is free: both consumers passed the barrier above after their last product, and
            # the producer has written every tile.
            self.store_out(acc_o, inv0, inv1, half, wtid, skv_base, row, head0, group_heads, out_addr,
                           out_stride_row, out_stride_head)  # fmt: skip
            if cutlass.const_expr(self.write_lse):
                if half == 0 and lane % 4 == 0:
                    lse_base = lse_addr + (Int64(row) * num_heads + head0) * 4
                    if h_a < group_heads:
                        _st_global_f32(lse_base + h_a * 4, (safe0 + cute.math.log2(l0, fastmath=False)) * LN2)
                    if h_b < group_heads:
                        _st_global_f32(lse_base + h_b * 4, (safe1 + cute.math.log2(l1, fastmath=False)) * LN2)
        else:
            # Partial: normalised O and base-2 LSE into scratch [(row, group, split), head, 512].
            slot = (Int64(row) * num_groups + group) * num_splits
            inv0 = cutlass.select_(l0 > 0.0, self.output_factor(unit, 0, l0), Float32(0.0))
            inv1 = cutlass.select_(l1 > 0.0, self.output_factor(unit, 1, l1), Float32(0.0))
            part_a = partial_o_addr + ((slot + split) * group_heads + h_a) * (HEAD_DIM * 4)
            part_b = partial_o_addr + ((slot + split) * group_heads + h_b) * (HEAD_DIM * 4)
            for v2 in cutlass.range_constexpr(cute.size(acc_o) // 4):
                col = col0 + 8 * v2
                if h_a < group_heads:
                    _st_global_f32x2(part_a + col * 4, acc_o[4 * v2] * inv0, acc_o[4 * v2 + 1] * inv0)
                if h_b < group_heads:
                    _st_global_f32x2(part_b + col * 4, acc_o[4 * v2 + 2] * inv1, acc_o[4 * v2 + 3] * inv1)
            if half == 0 and lane % 4 == 0:
                lse_part = partial_lse_addr + ((slot + split) * group_heads) * 4
                if h_a < group_heads:
                    _st_global_f32(lse_part + h_a * 4, m0 + cute.math.log2(l0, fastmath=False))
                if h_b < group_heads:
                    _st_global_f32(lse_part + h_b * 4, m1 + cute.math.log2(l1, fastmath=False))
            # Every consumer thread's partial stores are made visible, then one thread counts the arrival.
            _fence_gpu()
            cute.arch.barrier(barrier_id=BAR_CONSUMERS, number_of_threads=256)
            counter = counters_addr + (Int64(row) * num_groups + group) * 4
            if ctid == 0:
                _st_shared_s32(smisc_base, _atomic_add_gpu(counter, Int32(1)))
            cute.arch.barrier(barrier_id=BAR_CONSUMERS, number_of_threads=256)
            arrived = _ld_shared_s32(smisc_base)
            if arrived == num_splits - 1:
                _fence_gpu()
                self.merge(ctid, row, slot, num_splits, group_heads, head0, num_heads, out_addr, out_stride_row,
                           out_stride_head, lse_addr, sinks_addr, partial_o_addr, partial_lse_addr,
                           skv_base)  # (the KV stages are free: every tile is done)  # fmt: skip
                if ctid == 0:
                    # Self-reset: the next launch (or graph replay) finds the counter at zero.
                    _st_global_s32(counter, Int32(0))
