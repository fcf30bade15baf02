"""CuTe DSL (SM90) prefill kernel with both products on e4m3 tensor cores (the ``e4m3rows`` design, opt-in).

Rows are gathered straight from ``fp8_uniform`` pools (their bytes are e4m3 already: no copy, no conversion), Q
is rounded to e4m3 under one power-of-two factor per head group, and P to e4m3 (P ≤ 2^GROW under the lazily
moved maxima, inside e4m3's range). Precision is that of e4m3 (about 2.6% relative RMS on unit-variance data,
docs/performance.md); the exact kernels are the default.

Structure (consumer c owns the tiles j ≡ c mod 2, as in :mod:`.prefill_rows`; the producer is its row-owning
one over 512-byte rows):

* **S = Q·Kᵀ** (owner): e4m3 Q (shared memory) × the raw tile (K-major, 128-byte swizzle), 64 heads × 64 rows.
* **Oᵀ = Vᵀ·Pᵀ** (both consumers, their own 256 channels): e4m3 ``wgmma`` accepts K-major operands only, and
  V's K is the tile's rows. The products are therefore swapped: Vᵀ is the register operand, built from the raw
  tile by ``ldmatrix.trans`` (2×2 byte blocks) and two ``prmt`` per register, and Pᵀ is read from shared memory
  ([head][row], 64-byte swizzle). Within each 16-row block the product's k order is the one the register
  fragment gives (k = 4c + t ↔ row 8·(t // 2) + 2c + t % 2); the owner writes P in that order, so the two
  operands meet without any shuffle. Oᵀ's rows are channels (m ↔ 2·(m % 8) + m // 8 inside a warp's 16), its
  columns heads: each thread holds two adjacent channels of 16 heads, stored as bf16 pairs.
* The pair schedule (:meth:`SparseRowsE4m3Sm90.consume_pairs`): each consumer issues S of its next tile before
  it waits for the other's P of the tile before, so that S runs beside the other's softmax and its own product
  of the other's tile, and the softmaxes alternate between the consumers without a tensor-core gap. No product
  is in flight at a loop's back edge or where control flow merges.
* A four-stage ring: S of tile j + 1 is issued while tile j − 1's stage is still being released, so the
  producer refills a stage two tiles ahead of its reader. FULL mbarriers per stage half (as in
  :mod:`.prefill_rows`), one named EMPTY per stage, ``P_READY``; each consumer releases a stage once it holds
  its Vᵀ registers (and, as owner, once S has completed and its softmax has read the stage's row flags and
  unit).

One split per (row, head group): the host refuses ``num_splits`` > 1.
"""
from __future__ import annotations

import cutlass
import cutlass.cute as cute
import cutlass.utils.hopper_helpers as sm90_utils
from cutlass import Float32, Int32, Int64
from cutlass.cute.nvgpu import warpgroup

from .decode import (
    BAR_EMPTY, BLOCK_H, BLOCK_N, HEAD_DIM, LN2, ONE_BITS, THREADS, _cp_async16, _st_global_bf16x2, _st_global_f32,
    _st_shared_f32, _st_shared_s32, shared_struct,
)  # fmt: skip
from .decode_f16 import _ld_shared_f32, _ratio
from .decode_seesaw import BAR_OWN, BAR_P_READY
from .prefill_rows import BAR_MBARRIERS_READY, SparseRowsPairF16Sm90

ROW_BYTES = HEAD_DIM  # one e4m3 row
TILE_BYTES = BLOCK_N * ROW_BYTES  # 32 KiB
RING_STAGES = 4  # (each consumer issues S of its next tile early: its stage must have landed by then)
RING_EMPTY = (BAR_EMPTY, BAR_EMPTY + 1, 6, 15)  # [stage]: one EMPTY per stage (both channel halves)
P_BYTES = BLOCK_H * BLOCK_N  # one e4m3 P buffer
Q_TOP = 7  # Q's largest magnitude is put in [2^7, 2^8): below e4m3's 448


def _bf16x8_words_to_e4m3_times(w0, w1, w2, w3, factor, dst_smem):
    """8 bf16 (4 words) × ``factor`` → 8 e4m3 bytes at ``dst_smem`` (round to nearest, saturating)."""
    lines = ["{", ".reg .b32 lo, hi, o0, o1; .reg .b16 p0, p1, p2, p3;"]
    for k, w in enumerate(("{$r0}", "{$r1}", "{$r2}", "{$r3}")):
        lines.append(f"shl.b32 lo, {w}, 16; and.b32 hi, {w}, 0xffff0000;")
        lines.append("mul.f32 lo, lo, {$r4}; mul.f32 hi, hi, {$r4};")
        lines.append(f"cvt.rn.satfinite.e4m3x2.f32 p{k}, hi, lo;")
    lines.append("mov.b32 o0, {p0, p1}; mov.b32 o1, {p2, p3};")
    lines.append("st.shared.v2.b32 [{$r5}], {o0, o1};")
    lines.append("}")
    cute.arch.inline_ptx("\n".join(lines), read_only_args=[w0, w1, w2, w3, factor, dst_smem])


def _st_shared_e4m3x4(smem_addr, a, b, c, d):
    """Bytes e4m3(a), e4m3(b), e4m3(c), e4m3(d) (in that order) at ``smem_addr``."""
    cute.arch.inline_ptx(
        "{ .reg .b16 l, h; .reg .b32 w; cvt.rn.satfinite.e4m3x2.f32 l, {$r2}, {$r1}; "
        "cvt.rn.satfinite.e4m3x2.f32 h, {$r4}, {$r3}; mov.b32 w, {l, h}; st.shared.b32 [{$r0}], w; }",
        read_only_args=[smem_addr, a, b, c, d],
    )


def _ldmatrix_trans_x4(smem_addr):
    return cute.arch.inline_ptx(
        "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}];",
        write_only_types=[Int32, Int32, Int32, Int32], read_only_args=[smem_addr],
    )  # fmt: skip


def _prmt(a, b, selector: int):
    return cute.arch.inline_ptx(f"prmt.b32 {{$w0}}, {{$r0}}, {{$r1}}, {selector:#x};", write_only_types=[Int32],
                                read_only_args=[a, b])  # fmt: skip


def _opaque_zero(i: int):
    """0.0 from a distinct inline-asm statement per ``i``: the compiler cannot fold or merge it, so O's
    registers start as 128 separate values (a shared known zero puts copies inside a WGMMA stage: C7514)."""
    return cute.arch.inline_ptx(f"mov.b32 {{$w0}}, 0; // {i}", write_only_types=[Float32])


def _ld_shared_v2_f32(smem_addr):
    return cute.arch.inline_ptx("ld.shared.v2.f32 {{$w0}, {$w1}}, [{$r0}];", write_only_types=[Float32, Float32],
                                read_only_args=[smem_addr])  # fmt: skip


class SparseRowsE4m3Sm90(SparseRowsPairF16Sm90):
    """Compile-time configuration of one variant over ``fp8_uniform`` pools (extra source optional)."""

    def __init__(self, main_fmt: int, extra_fmt: int, has_main_len: bool, has_extra_len: bool, has_sinks: bool,
                 write_lse: bool):  # fmt: skip
        super().__init__(main_fmt, extra_fmt, has_main_len, has_extra_len, has_sinks, write_lse)
        self.q_top_exponent = Q_TOP  # (load_q: Q's largest magnitude in [2^7, 2^8))
        self.q_max_shift = 120
        # The consumers hold Oᵀ (128), S of the next tile (32) and the tile's Vᵀ half (32) at once; the
        # producer a few addresses (spill-free at 40: 40 + 2 × 232 ≤ 3 × 168).
        self.producer_regs = 40
        self.consumer_regs = 232
        self.ring_stages = RING_STAGES

    def storage_type(self):
        f8 = cutlass.Float8E4M3FN
        return shared_struct(
            sQ=cute.struct.Align[cute.struct.MemRange[f8, BLOCK_H * HEAD_DIM], 1024],
            sKV=cute.struct.Align[cute.struct.MemRange[f8, self.ring_stages * TILE_BYTES], 1024],
            sP=cute.struct.Align[cute.struct.MemRange[f8, 2 * P_BYTES], 1024],
            sValid=cute.struct.Align[cute.struct.MemRange[Int32, self.ring_stages * BLOCK_N], 16],
            sAlpha=cute.struct.Align[cute.struct.MemRange[Float32, 2 * BLOCK_H], 16],
            sMax=cute.struct.Align[cute.struct.MemRange[Float32, 2 * BLOCK_H], 16],
            sSum=cute.struct.Align[cute.struct.MemRange[Float32, 2 * BLOCK_H], 16],
            sInv=cute.struct.Align[cute.struct.MemRange[Float32, 2 * BLOCK_H], 16],
            sOUnit=cute.struct.Align[cute.struct.MemRange[Float32, 2], 16],
            sRed=cute.struct.Align[cute.struct.MemRange[Int32, THREADS // 32], 16],
            sUnit=cute.struct.Align[cute.struct.MemRange[Float32, self.ring_stages], 16],
            sExp=cute.struct.Align[cute.struct.MemRange[Int32, 2 * 4], 16],
            sMisc=cute.struct.Align[cute.struct.MemRange[Int32, 4], 16],
            sFullBar=cute.struct.Align[cute.struct.MemRange[Int64, 2 * self.ring_stages], 16],
        )

    def q_byte(self, h, col):
        """Byte of e4m3 Q element (h, col), col % 8 == 0: K-major, 128-byte swizzle, 128-column blocks."""
        return (col // 128) * (BLOCK_H * 128) + h * 128 + ((((col % 128) // 16) ^ (h % 8)) * 16) + col % 16

    def store_q_chunk(self, w, factor, dst_smem):
        """8 bf16 of Q (4 words ``w``) × ``factor`` into ``sQ`` at ``dst_smem`` as e4m3 (round to nearest,
        saturating); :meth:`load_q` (decode_f16's) picks the factor that puts the group's largest magnitude in
        [2^7, 2^8), below e4m3's 448."""
        _bf16x8_words_to_e4m3_times(w[0], w[1], w[2], w[3], factor, dst_smem)

    # -----------------------------------------------------------------------------------------
    # producer
    # -----------------------------------------------------------------------------------------
    @cute.jit
    def copy_owned_rows(self, storage, j, s0, s1, s2, s3, group, chunk, my_smem, cache, num_slots, page_size,
                        page_bytes, svalid_base, sunit_base, tidx):  # fmt: skip
        """:mod:`.prefill_rows`' producer step over the pools' 512-byte e4m3 records: tile ``j``'s four rows of
        this thread (one 16-byte chunk of each 128-byte block) by ``cp.async`` into its stage, the owner's
        channel half first, each half published on its FULL mbarrier without waiting for it to land."""
        stage = j % self.ring_stages
        slots = (s0, s1, s2, s3)
        oks = [(s >= 0) & (s < num_slots) for s in slots]
        recs = []
        for s, ok in zip(slots, oks):
            safe = cutlass.select_(ok, s, Int32(0))
            recs.append(cache + Int64(safe // page_size) * page_bytes + Int64(safe % page_size) * ROW_BYTES + chunk * 16)
        nbytes = [cutlass.select_(ok, Int32(16), Int32(0)) for ok in oks]
        stage_base = my_smem + stage * TILE_BYTES
        for k in cutlass.range_constexpr(2):
            half = j % 2 if k == 0 else 1 - j % 2  # (the owner, consumer j mod 2, reads both halves for S)
            if j >= self.ring_stages:
                if cutlass.const_expr(k == 0):
                    cute.arch.barrier(barrier_id=self.ring_empty(stage), number_of_threads=THREADS)
            else:
                if cutlass.const_expr(k == 0):
                    if j == 1:  # (the consumers' arrival after loading Q)
                        cute.arch.barrier(barrier_id=BAR_EMPTY + 1, number_of_threads=THREADS)
            for r in cutlass.range_constexpr(4):
                for b in cutlass.range_constexpr(2):
                    block = 2 * half + b
                    _cp_async16(stage_base + block * (BLOCK_N * 128) + r * 16 * 128, recs[r] + block * 128,
                                nbytes[r])  # fmt: skip
            if cutlass.const_expr(k == 0):
                if tidx == 0:
                    _st_shared_s32(sunit_base + stage * 4, Int32(ONE_BITS))
                if chunk == 0:
                    for r in cutlass.range_constexpr(4):
                        _st_shared_s32(svalid_base + (stage * BLOCK_N + 16 * r + group) * 4,
                                       cutlass.select_(oks[r], Int32(1), Int32(0)))  # fmt: skip
            bar = self.full_barrier(storage, stage, half)
            cute.arch.cp_async_mbarrier_arrive_noinc(bar)
            cute.arch.mbarrier_arrive(bar)

    # -----------------------------------------------------------------------------------------
    # consumers
    # -----------------------------------------------------------------------------------------
    @cute.jit
    def load_vt(self, vt_words, stage_base, half: cutlass.Constexpr, lane, warp):
        """This consumer's Vᵀ operand of the tile in ``stage_base`` (channels 256·half.., 64 rows) into the
        register fragment's words: per (64-channel block mb, 32-row step kb) one ``ldmatrix.x4.trans`` of rows
        kb·32 + 8i + lane % 8 (i = lane // 8) at this warp's 16-byte channel chunk, then bytes regrouped by
        channel (``prmt``)."""
        for mb in cutlass.range_constexpr(4):
            b = 256 * half + 64 * mb  # + 16·warp: this warp's channel chunk
            for kb in cutlass.range_constexpr(2):
                r = 32 * kb + 8 * (lane // 8) + lane % 8
                col = b + 16 * warp
                addr = stage_base + (col // 128) * (BLOCK_N * 128) + r * 128 + ((((col % 128) // 16) ^ (lane % 8)) * 16)
                r0, r1, r2, r3 = _ldmatrix_trans_x4(addr)
                w = 4 * mb + 16 * kb
                vt_words[w + 0] = _prmt(r0, r1, 0x6420)
                vt_words[w + 1] = _prmt(r0, r1, 0x7531)
                vt_words[w + 2] = _prmt(r2, r3, 0x6420)
                vt_words[w + 3] = _prmt(r2, r3, 0x7531)

    @cute.jit
    def publish_e4m3(self, acc_s, row_flags, s_scale, kv_scale, state, buffer, lane, wtid, h_a, h_b,
                     sp_base, salpha_base, smax_base, sounit_base, masked: cutlass.Constexpr):  # fmt: skip
        """The owner's softmax on raw scores (:mod:`.prefill_rows`'), P as e4m3 into ``sP[buffer]`` in the
        product's k order, the tile's α, maxima and unit published, ``P_READY[buffer]`` arrived."""
        p, alpha0, alpha1, new0, new1, sum0, sum1, tile_unit = self.raw_softmax(acc_s, row_flags, s_scale, kv_scale,
                                                                                state, masked)  # fmt: skip
        # Word (head, q) holds logical k = 16q + 4c .. + 3 = rows 16q + {2c, 2c + 1, 2c + 8, 2c + 9}; the 64-byte
        # swizzle moves the 16-byte chunk q by (head >> 1) & 3.
        p_base = sp_base + buffer * P_BYTES
        c4 = 4 * (lane % 4)
        for q in cutlass.range_constexpr(4):
            _st_shared_e4m3x4(p_base + h_a * 64 + ((q ^ ((h_a >> 1) & 3)) * 16) + c4,
                              p[8 * q], p[8 * q + 1], p[8 * q + 4], p[8 * q + 5])  # fmt: skip
            _st_shared_e4m3x4(p_base + h_b * 64 + ((q ^ ((h_b >> 1) & 3)) * 16) + c4,
                              p[8 * q + 2], p[8 * q + 3], p[8 * q + 6], p[8 * q + 7])  # fmt: skip
        self.publish_factors(alpha0, alpha1, new0, new1, tile_unit, buffer, lane, wtid, h_a, h_b, salpha_base,
                             smax_base, sounit_base)  # fmt: skip
        return alpha0, alpha1, new0, new1, sum0, sum1, tile_unit

    @cute.jit
    def rescale_heads(self, acc_o, salpha_base, buffer, lane, factor):
        """Oᵀ's columns (heads 2c + v0 + 8·v2 of this thread) times the tile's α of each head and ``factor``
        (a change of O's unit); skipped by the warp when every factor is 1."""
        alphas = []
        changed = factor != Float32(1.0)
        for v2 in cutlass.range_constexpr(8):
            a0, a1 = _ld_shared_v2_f32(salpha_base + (buffer * BLOCK_H + 8 * v2 + 2 * (lane % 4)) * 4)
            alphas.append(a0 * factor)
            alphas.append(a1 * factor)
            changed = changed | (a0 != Float32(1.0)) | (a1 != Float32(1.0))
        if cute.arch.vote_any_sync(changed):
            for f in cutlass.range_constexpr(cute.size(acc_o)):
                acc_o[f] = acc_o[f] * alphas[(f & 1) + 2 * ((f >> 2) & 7)]

    @cute.jit
    def multiply_vt(self, pv_mma: cute.TiledMma, acc_o, tOrVt, tOrPt, buffer):
        """Issue Oᵀ += Vᵀ·Pᵀ[buffer] (256 channels × 64 heads, two 32-row steps) as one WGMMA group."""
        cute.nvgpu.warpgroup.fence()
        for kb in cutlass.range_constexpr(BLOCK_N // 32):
            cute.gemm(pv_mma, acc_o, tOrVt[None, None, kb], tOrPt[None, None, kb, buffer], acc_o)
        cute.nvgpu.warpgroup.commit_group()

    @cute.jit
    def consume_f16(self, qk_mma: cute.TiledMma, pv_mma: cute.TiledMma, storage, half: cutlass.Constexpr, ctid,
                    tile_begin, tile_end, main_tiles, svalid_base, smisc_base, row, group, split, num_groups,
                    head0, group_heads, num_heads, score_scale_log2, m_kv_scale, e_kv_scale,
                    out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr,
                    counters_addr, partial_o_addr, partial_lse_addr, num_splits):  # fmt: skip
        """Consumer ``half``: every tile in the pair schedule (:meth:`consume_pairs`), then the epilogue."""
        cute.arch.barrier(barrier_id=BAR_MBARRIERS_READY, number_of_threads=THREADS)  # the mbarriers exist
        wtid, lane, warp, sp_base, salpha_base, smax_base, sounit_base, sunit_base = self.consumer_bases(storage, ctid)
        f8 = cutlass.Float8E4M3FN
        kmajor = cute.nvgpu.OperandMajorMode.K
        qk = sm90_utils.make_trivial_tiled_mma(f8, f8, kmajor, kmajor, Float32, (1, 1, 1), (BLOCK_H, BLOCK_N))
        pv = sm90_utils.make_trivial_tiled_mma(f8, f8, kmajor, kmajor, Float32, (1, 1, 1), (64, BLOCK_H),
                                               a_source=warpgroup.OperandSource.RMEM)  # fmt: skip
        pv.set(warpgroup.Field.ACCUMULATE, True)
        sw128 = warpgroup.make_smem_layout_atom(warpgroup.SmemLayoutAtomKind.K_SW128, f8)
        sw64 = warpgroup.make_smem_layout_atom(warpgroup.SmemLayoutAtomKind.K_SW64, f8)
        q_layout = cute.tile_to_shape(sw128, (BLOCK_H, HEAD_DIM), order=(0, 1))
        sQ = storage.sQ.get_tensor(q_layout.outer, swizzle=q_layout.inner)
        # The tile as K: rows of 128 B, 8-row atoms 1 KiB apart, 128-column blocks 8 KiB apart.
        k_outer = cute.make_layout(((8, 8), (128, 4), self.ring_stages), stride=((128, 1024), (1, 8192), TILE_BYTES))
        sK = cute.make_tensor(cute.recast_ptr(storage.sKV.data_ptr(), sw128.inner), k_outer)
        # Pᵀ as B: (head, k) rows of 64 B, 8-row atoms 512 B apart, two buffers.
        p_outer = cute.make_layout(((8, 8), 64, 2), stride=((64, 512), 1, P_BYTES))
        sPt = cute.make_tensor(cute.recast_ptr(storage.sP.data_ptr(), sw64.inner), p_outer)
        qk_thr = qk.get_slice(wtid)
        pv_thr = pv.get_slice(wtid)
        tSrQ = qk_thr.make_fragment_A(qk_thr.partition_A(sQ))
        tSrK = qk_thr.make_fragment_B(qk_thr.partition_B(sK))
        tOrPt = pv_thr.make_fragment_B(pv_thr.partition_B(sPt))
        tOrVt = pv_thr.make_fragment_A(pv_thr.partition_shape_A((HEAD_DIM // 2, BLOCK_N)))
        vt_words = cute.recast_tensor(tOrVt, Int32)
        acc_s = qk_thr.make_fragment_C(qk_thr.partition_shape_C((BLOCK_H, BLOCK_N)))
        acc_o = pv_thr.make_fragment_C(pv_thr.partition_shape_C((HEAD_DIM // 2, BLOCK_H)))
        for f in cutlass.range_constexpr(cute.size(acc_o)):
            acc_o[f] = _opaque_zero(f)  # (never a known constant at a product: see consume_pairs)
        qk_first = sm90_utils.make_trivial_tiled_mma(f8, f8, kmajor, kmajor, Float32, (1, 1, 1), (BLOCK_H, BLOCK_N))
        qk_first.set(warpgroup.Field.ACCUMULATE, False)
        qk.set(warpgroup.Field.ACCUMULATE, True)
        state, _ = self.consumer_state(m_kv_scale)
        skv_base = storage.sKV.data_ptr().toint()
        bases = (skv_base, sp_base, salpha_base, smax_base, sounit_base, sunit_base, svalid_base)
        operands = (qk_first, qk, pv, tSrQ, tSrK, tOrPt, tOrVt, vt_words, acc_s, acc_o)
        num_tiles = tile_end - tile_begin
        own_args = (tile_begin, main_tiles, m_kv_scale, e_kv_scale, score_scale_log2, lane, warp, wtid)
        self.consume_pairs(operands, bases, state, storage, half, num_tiles, own_args)
        cute.nvgpu.warpgroup.wait_group(0)
        self.finish_e4m3(acc_o, state, half, wtid, lane, warp, storage, row, head0, group_heads, num_heads, out_addr,
                         out_stride_row, out_stride_head, lse_addr, sinks_addr)  # fmt: skip

    @cute.jit
    def issue_s(self, operands, storage, j):
        """S = Q·Kᵀ of tile ``j`` (both channel halves landed) issued as one WGMMA group."""
        qk_first, qk, pv, tSrQ, tSrK, tOrPt, tOrVt, vt_words, acc_s, acc_o = operands
        stage = j % self.ring_stages
        self.wait_full(storage, j, 0)
        self.wait_full(storage, j, 1)
        cute.nvgpu.warpgroup.fence()
        for kb in cutlass.range_constexpr(HEAD_DIM // 32):
            cute.gemm(qk_first if kb == 0 else qk, acc_s, tSrQ[None, None, kb], tSrK[None, None, kb, stage], acc_s)
        cute.nvgpu.warpgroup.commit_group()

    @cute.jit
    def own_softmax(self, operands, bases, state, j, half: cutlass.Constexpr, tile_begin, main_tiles, m_kv_scale,
                    e_kv_scale, score_scale_log2, lane, warp, wtid):  # fmt: skip
        """The owner's softmax of tile ``j`` (S has completed), P and the tile's factors published, the running
        state moved; returns O's change of unit (α are read back per head by :meth:`rescale_heads`)."""
        qk_first, qk, pv, tSrQ, tSrK, tOrPt, tOrVt, vt_words, acc_s, acc_o = operands
        skv_base, sp_base, salpha_base, smax_base, sounit_base, sunit_base, svalid_base = bases
        stage = j % self.ring_stages
        buffer = j % 2
        h_a = lane // 4 + 16 * warp
        h_b = h_a + 8
        kv_scale, s_scale, row_flags = self.own_tile_scales(tile_begin + j, main_tiles, m_kv_scale, e_kv_scale,
                                                            score_scale_log2, stage, sunit_base, svalid_base, lane)  # fmt: skip
        ok = row_flags[0]
        for c in cutlass.range_constexpr(1, 16):
            ok = ok & row_flags[c]
        alpha0 = Float32(0.0)
        alpha1 = Float32(0.0)
        new0 = Float32(0.0)
        new1 = Float32(0.0)
        sum0 = Float32(0.0)
        sum1 = Float32(0.0)
        tile_unit = Float32(0.0)
        if cute.arch.vote_all_sync(ok != 0):
            alpha0, alpha1, new0, new1, sum0, sum1, tile_unit = self.publish_e4m3(
                acc_s, row_flags, s_scale, kv_scale, state, buffer, lane, wtid, h_a, h_b, sp_base, salpha_base,
                smax_base, sounit_base, False)  # fmt: skip
        else:
            alpha0, alpha1, new0, new1, sum0, sum1, tile_unit = self.publish_e4m3(
                acc_s, row_flags, s_scale, kv_scale, state, buffer, lane, wtid, h_a, h_b, sp_base, salpha_base,
                smax_base, sounit_base, True)  # fmt: skip
        rescale = cutlass.select_(state[0] == -Float32.inf, Float32(1.0), _ratio(state[4], tile_unit))
        state[4] = tile_unit
        state[2] = state[2] * alpha0 + sum0
        state[3] = state[3] * alpha1 + sum1
        state[0] = new0
        state[1] = new1
        cute.arch.barrier(barrier_id=BAR_OWN + half, number_of_threads=128)  # this warpgroup's P and α
        return rescale

    @cute.jit
    def take_other(self, bases, state, j, lane, warp):
        """Wait for the other consumer's P of tile ``j``; move the running state to its maxima and unit.
        Returns O's change of unit."""
        skv_base, sp_base, salpha_base, smax_base, sounit_base, sunit_base, svalid_base = bases
        buffer = j % 2
        h_a = lane // 4 + 16 * warp
        h_b = h_a + 8
        nothing_yet = state[0] == -Float32.inf
        cute.arch.barrier(barrier_id=BAR_P_READY + buffer, number_of_threads=256)
        alpha0 = _ld_shared_f32(salpha_base + (buffer * BLOCK_H + h_a) * 4)
        alpha1 = _ld_shared_f32(salpha_base + (buffer * BLOCK_H + h_b) * 4)
        state[0] = _ld_shared_f32(smax_base + (buffer * BLOCK_H + h_a) * 4)
        state[1] = _ld_shared_f32(smax_base + (buffer * BLOCK_H + h_b) * 4)
        tile_unit = _ld_shared_f32(sounit_base + buffer * 4)
        rescale = cutlass.select_(nothing_yet, Float32(1.0), _ratio(state[4], tile_unit))
        state[4] = tile_unit
        state[2] = state[2] * alpha0
        state[3] = state[3] * alpha1
        return rescale

    @cute.jit
    def take_vt(self, operands, bases, storage, j, half: cutlass.Constexpr, lane, warp, wait_half: cutlass.Constexpr,
                release: cutlass.Constexpr = True):  # fmt: skip
        """This consumer's Vᵀ registers of tile ``j`` (after its channel half has landed, when ``wait_half``),
        then, where ``release``, the stage released by this consumer (an owner whose S may still be reading
        the stage releases it with :meth:`release_stage` once S has completed)."""
        qk_first, qk, pv, tSrQ, tSrK, tOrPt, tOrVt, vt_words, acc_s, acc_o = operands
        skv_base = bases[0]
        stage = j % self.ring_stages
        if cutlass.const_expr(wait_half):
            self.wait_full(storage, j, half)
        self.load_vt(vt_words, skv_base + stage * TILE_BYTES, half, lane, warp)
        if cutlass.const_expr(release):
            self.release_stage(j)

    @cute.jit
    def release_stage(self, j):
        """This consumer's EMPTY arrivals on both channel halves of tile ``j``'s stage."""
        cute.arch.barrier_arrive(barrier_id=self.ring_empty(j % self.ring_stages), number_of_threads=THREADS)

    @cute.jit
    def ring_empty(self, stage):
        """The EMPTY barrier of ``stage`` (both channel halves: each consumer releases a stage once)."""
        if cutlass.const_expr(isinstance(stage, int)):
            return RING_EMPTY[stage]
        return cutlass.select_(stage < 2, cutlass.select_(stage == 0, Int32(RING_EMPTY[0]), Int32(RING_EMPTY[1])),
                               cutlass.select_(stage == 2, Int32(RING_EMPTY[2]), Int32(RING_EMPTY[3])))  # fmt: skip

    @cute.jit
    def wait_full(self, storage, j, half):
        """Wait until channel half ``half`` of tile ``j``'s stage has landed."""
        cute.arch.mbarrier_wait(self.full_barrier(storage, j % self.ring_stages, half), (j // self.ring_stages) % 2)
        cute.arch.fence_proxy("async.shared", space="cta")  # cp.async writes → WGMMA (async proxy) reads

    @cute.jit
    def drain_empty(self, num_tiles):
        """The consumers' EMPTY arrivals on the last stages' uses, consumed by the producer."""
        for j in cutlass.range(cutlass.max(num_tiles - self.ring_stages, 0), num_tiles, unroll=1):
            cute.arch.barrier(barrier_id=self.ring_empty(j % self.ring_stages), number_of_threads=THREADS)

    @cute.jit
    def product(self, operands, bases, j, lane, rescale):
        """O rescaled by tile ``j``'s α (and ``rescale``), then Oᵀ += Vᵀ·Pᵀ[j mod 2] issued."""
        qk_first, qk, pv, tSrQ, tSrK, tOrPt, tOrVt, vt_words, acc_s, acc_o = operands
        self.rescale_heads(acc_o, bases[2], j % 2, lane, rescale)
        self.multiply_vt(pv, acc_o, tOrVt, tOrPt, j % 2)

    @cute.jit
    def consume_pairs(self, operands, bases, state, storage, half: cutlass.Constexpr, num_tiles, own_args):
        """The pair schedule: consumer 0 takes tile 0 alone, then both consumers run :meth:`pair_loop` (the
        other's tile j, their own j + 1), consumer 0 from tile 1 and consumer 1 from tile 0, and each ends with
        the other's last tile where the count leaves one. Nothing is in flight at a loop's back edge."""
        lane, warp = own_args[5], own_args[6]
        if cutlass.const_expr(half == 0):
            if num_tiles >= 1:
                self.issue_s(operands, storage, 0)
                self.take_vt(operands, bases, storage, 0, half, lane, warp, False, False)
                cute.nvgpu.warpgroup.wait_group(0)
                rescale = self.own_softmax(operands, bases, state, 0, half, *own_args)
                self.release_stage(0)  # (S has read the stage, the softmax its row flags and unit)
                self.product(operands, bases, 0, lane, rescale)
                cute.nvgpu.warpgroup.wait_group(0)
            self.pair_loop(operands, bases, state, storage, half, 1, num_tiles, own_args)
            if (num_tiles >= 2) & (num_tiles % 2 == 0):
                self.take_vt(operands, bases, storage, num_tiles - 1, half, lane, warp, True)
                rescale = self.take_other(bases, state, num_tiles - 1, lane, warp)
                self.product(operands, bases, num_tiles - 1, lane, rescale)
                cute.nvgpu.warpgroup.wait_group(0)
        else:
            self.pair_loop(operands, bases, state, storage, half, 0, num_tiles, own_args)
            if num_tiles % 2 == 1:
                self.take_vt(operands, bases, storage, num_tiles - 1, half, lane, warp, True)
                rescale = self.take_other(bases, state, num_tiles - 1, lane, warp)
                self.product(operands, bases, num_tiles - 1, lane, rescale)
                cute.nvgpu.warpgroup.wait_group(0)

    @cute.jit
    def pair_loop(self, operands, bases, state, storage, half: cutlass.Constexpr, start, num_tiles, own_args):
        """Pairs (the other consumer's tile j, this one's j + 1) from ``start``: S(j + 1) issued before this
        consumer waits for the other's P of tile j, so S runs beside that softmax and this product."""
        lane, warp = own_args[5], own_args[6]
        for j in cutlass.range(start, num_tiles - 1, 2, unroll=1):  # (other j, own j + 1)
            self.issue_s(operands, storage, j + 1)
            self.take_vt(operands, bases, storage, j, half, lane, warp, True)
            rescale = self.take_other(bases, state, j, lane, warp)
            self.product(operands, bases, j, lane, rescale)
            # (both retire before the softmax: beside the product's registers it would spill)
            cute.nvgpu.warpgroup.wait_group(0)
            rescale = self.own_softmax(operands, bases, state, j + 1, half, *own_args)
            self.take_vt(operands, bases, storage, j + 1, half, lane, warp, False)
            self.product(operands, bases, j + 1, lane, rescale)
            cute.nvgpu.warpgroup.wait_group(0)

    @cute.jit
    def finish_e4m3(self, acc_o, state, half: cutlass.Constexpr, wtid, lane, warp, storage, row, head0, group_heads,
                    num_heads, out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr):  # fmt: skip
        """Row sums over both consumers, the sinks, then Oᵀ normalised per head into ``out`` as bf16 pairs of
        adjacent channels, and the LSE."""
        h_a = lane // 4 + 16 * warp
        h_b = h_a + 8
        m0 = state[0]
        m1 = state[1]
        l0, l1 = self.sum_halves(state[2], state[3], half, wtid, storage.sSum.data_ptr().toint())
        safe0 = cutlass.select_(m0 == -Float32.inf, Float32(0.0), m0)
        safe1 = cutlass.select_(m1 == -Float32.inf, Float32(0.0), m1)
        den0, den1 = self.add_sinks(l0, l1, safe0, safe1, sinks_addr, head0, h_a, h_b, group_heads)
        unit = state[4]
        inv_base = storage.sInv.data_ptr().toint() + half * BLOCK_H * 4
        if lane % 4 == 0:
            _st_shared_f32(inv_base + h_a * 4, cutlass.select_(l0 > 0.0, unit / den0, Float32(0.0)))
            _st_shared_f32(inv_base + h_b * 4, cutlass.select_(l1 > 0.0, unit / den1, Float32(0.0)))
        if cutlass.const_expr(self.write_lse):
            if half == 0 and lane % 4 == 0:
                lse_base = lse_addr + (Int64(row) * num_heads + head0) * 4
                if h_a < group_heads:
                    _st_global_f32(lse_base + h_a * 4, (safe0 + cute.math.log2(l0, fastmath=False)) * LN2)
                if h_b < group_heads:
                    _st_global_f32(lse_base + h_b * 4, (safe1 + cute.math.log2(l1, fastmath=False)) * LN2)
        cute.arch.barrier(barrier_id=BAR_OWN + half, number_of_threads=128)
        g = lane // 4
        c2 = 2 * (lane % 4)
        row_out = out_addr + (Int64(row) * out_stride_row + Int64(head0) * out_stride_head) * 2
        for v2 in cutlass.range_constexpr(8):
            inv_a, inv_b = _ld_shared_v2_f32(inv_base + (8 * v2 + c2) * 4)
            for v0 in cutlass.range_constexpr(2):
                head = 8 * v2 + c2 + v0
                inv = inv_a if v0 == 0 else inv_b
                if head < group_heads:
                    for mb in cutlass.range_constexpr(4):
                        channel = 256 * half + 64 * mb + 16 * warp + 2 * g
                        f = v0 + 4 * v2 + 32 * mb
                        _st_global_bf16x2(row_out + (Int64(head) * out_stride_head + channel) * 2,
                                          acc_o[f] * inv, acc_o[f + 2] * inv)  # fmt: skip

