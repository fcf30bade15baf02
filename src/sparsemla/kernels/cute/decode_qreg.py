"""CuTe DSL (SM90) attention kernel over float16 rows: Q held in registers by a scoring warpgroup.

Reads the float16 copy of a launch's distinct ``fp8_uniform`` rows (:mod:`sparsemla.ops.distinct_rows`;
each pool's scale stays a per-source factor, as in :mod:`.decode_lead`), and keeps that kernel's
contract, parameters, softmax (lazy rescale, P in float16) and epilogue. What changes is who does what:

* **The scoring warpgroup** (warpgroup 0) holds the head group's Q (64 heads × 512, float16) in
  registers, 128 per thread, for the whole launch. Per tile it computes S = Q·Kᵀ with Q as the register
  operand (only K is read from shared memory: 64 KiB per tile instead of 128), the online softmax and
  P, and publishes P with the tile's α, maxima and O's unit. It multiplies nothing else.
* **Two multiplying warpgroups** (1 and 2) hold O: warpgroup 1 channels 0–255, warpgroup 2 channels
  256–511. Per tile each waits for P, rescales and issues O += P·V over its channels, and copies its
  own 256 channels of the rows of the tile three ahead into the stage the tile just left (16-byte
  ``cp.async``): a warpgroup only overwrites columns it alone reads, so a stage needs no hand-back.
* **Why.** With Q and K both in shared memory S at N = 64 alone takes the whole shared-memory bandwidth
  (4 KiB per 32 cycles of tensor work), so the products and the copies queue behind each other. Q in
  registers halves S's operand traffic, and the shared memory Q occupied becomes a third stage (Q is
  staged there once, then read into registers): per 64-row tile ~208 KiB of shared-memory traffic
  against ~2,048 cycles of tensor work, and a tile's copy has two tiles' time to land.

Hand-offs per tile j (stage s = j mod 3): ``FULL[s]`` (the multiplying warpgroups arrive
once their halves of tile j have landed, the scoring warpgroup waits: 384 threads); ``P_READY[s]`` (the
scoring warpgroup arrives after writing P, the multiplying ones wait: 384 threads). P and its α, maxima
and unit take buffer j mod 2. The copy of tile j + 3 into stage s is issued after the copier's own P·V
of tile j has retired, and ``FULL`` of tile j + 2 is arrived only after both multiplying warpgroups'
P·V of tile j has retired, so tile j + 2's P never overwrites a buffer still being read. At the end the scoring warpgroup hands its row sums over
(``LEAD_SUM``) and the multiplying warpgroups run the float16 kernels' epilogue.
"""

from __future__ import annotations

import cutlass
import cutlass.cute as cute
import cutlass.utils.hopper_helpers as sm90_utils
from cutlass import Float32, Int32, Int64
from cutlass.cute.nvgpu import warpgroup
from cutlass.memory import SmemAllocator

from .decode import (
    BAR_FULL, BLOCK_H, BLOCK_N, HEAD_DIM, THREADS, TILE_ELEMS, _cp_async16, _ld_global_s32_pred, _ld_shared_f32,
    _ld_shared_s32, _st_shared_f32, _st_shared_s32, _swizzled_byte,
)  # fmt: skip
from .decode_f16 import TOP_EXPONENT, _f32_from_bits, _ld_shared_v4_f32, _ratio, shared_struct
from .decode_lead import SparseDecodeLeadF16Sm90
from .decode_seesaw import BAR_P_READY, P_ELEMS

STAGES = 3  # stage 2 is Q's staging until the scoring warpgroup has Q in registers
P_BUFFERS = 2
Q_REG_BLOCKS = 7  # Q's 64-column blocks held in registers (112 per thread); the last stays in shared memory
BAR_Q_STAGED = 4  # the multiplying warpgroups have written Q into stage 2 (the scoring one waits)
BAR_Q_DONE = 6  # the scoring warpgroup has Q in registers (stage 2 may be filled)
BAR_LEAD_SUM = 10  # the scoring warpgroup's row sums are in shared memory
BAR_SCORE = 13  # the scoring warpgroup's own barrier (Q's last block moved)
ROW_BYTES = 2 * HEAD_DIM  # one float16 row of the copy


def _st_shared_v4_f32(smem_addr, a, b, c, d):
    cute.arch.inline_ptx("st.shared.v4.f32 [{$r0}], {{$r1}, {$r2}, {$r3}, {$r4}};", read_only_args=[smem_addr, a, b, c, d])


class SparseDecodeQRegF16Sm90(SparseDecodeLeadF16Sm90):
    """Compile-time configuration: sources ``fp8_uniform`` (rows read from their float16 copy), extra
    optional; no clusters (any split count merges through the workspace)."""

    def __init__(self, main_fmt: int, extra_fmt: int, has_main_len: bool, has_extra_len: bool, has_sinks: bool,
                 write_lse: bool):  # fmt: skip
        super().__init__(main_fmt, extra_fmt, has_main_len, has_extra_len, has_sinks, write_lse, 1, True)
        self.full_threads = THREADS
        self.ready_threads = THREADS
        # P + 2·C ≤ 3 × 168: the scoring warpgroup holds 7/8 of Q (112) and S (32), a multiplying one O
        # (128) and needs 160 in all (ptxas ignores setmaxnreg below that); with all of Q in registers the
        # scoring warpgroup spilled Q and ptxas serialised its products.
        self.score_regs = 184
        self.multiply_regs = 160

    def tiled_mmas(self):
        """``(qk_mma, pv_mma)``: S = Q·Kᵀ over the whole tile with Q from registers, O += P·V over 256
        channels (P and V from shared memory)."""
        qk_mma = sm90_utils.make_trivial_tiled_mma(
            cutlass.Float16, cutlass.Float16, cute.nvgpu.OperandMajorMode.K, cute.nvgpu.OperandMajorMode.K,
            Float32, (1, 1, 1), (BLOCK_H, BLOCK_N), a_source=warpgroup.OperandSource.RMEM,
        )  # fmt: skip
        pv_mma = sm90_utils.make_trivial_tiled_mma(
            cutlass.Float16, cutlass.Float16, cute.nvgpu.OperandMajorMode.K, cute.nvgpu.OperandMajorMode.MN,
            Float32, (1, 1, 1), (BLOCK_H, HEAD_DIM // 2),
        )  # fmt: skip
        return qk_mma, pv_mma

    def storage_type(self):
        """Three stages (the third first holds Q), Q's last column block, two P buffers with their α, maxima
        and O's unit."""
        return shared_struct(
            sKV=cute.struct.Align[cute.struct.MemRange[cutlass.Float16, STAGES * TILE_ELEMS], 1024],
            sQTail=cute.struct.Align[cute.struct.MemRange[cutlass.Float16, BLOCK_H * 64], 1024],
            sP=cute.struct.Align[cute.struct.MemRange[cutlass.Float16, P_BUFFERS * P_ELEMS], 1024],
            sValid=cute.struct.Align[cute.struct.MemRange[Int32, STAGES * BLOCK_N], 16],
            sAlpha=cute.struct.Align[cute.struct.MemRange[Float32, P_BUFFERS * BLOCK_H], 16],
            sMax=cute.struct.Align[cute.struct.MemRange[Float32, P_BUFFERS * BLOCK_H], 16],
            sSum=cute.struct.Align[cute.struct.MemRange[Float32, 2 * BLOCK_H], 16],
            sLeadSum=cute.struct.Align[cute.struct.MemRange[Float32, BLOCK_H], 16],
            sOUnit=cute.struct.Align[cute.struct.MemRange[Float32, P_BUFFERS], 16],
            sRed=cute.struct.Align[cute.struct.MemRange[Int32, THREADS // 32], 16],
            sUnit=cute.struct.Align[cute.struct.MemRange[Float32, STAGES], 16],
            sMisc=cute.struct.Align[cute.struct.MemRange[Int32, 4], 16],
        )

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
        _, num_groups, _ = cute.arch.grid_dim()
        wg = cute.arch.make_warp_uniform(tidx // 128)

        smem = SmemAllocator()
        storage = smem.allocate(self.shared_storage)
        skv_base = storage.sKV.data_ptr().toint()
        sq_base = skv_base + 2 * (TILE_ELEMS * 2)  # Q's staging: stage 2
        svalid_base = storage.sValid.data_ptr().toint()
        sred_base = storage.sRed.data_ptr().toint()

        head0 = group * BLOCK_H
        group_heads = cutlass.min(num_heads - head0, BLOCK_H)

        # ---- the row's tiles: main list first, then extra list; this split's share ----
        main_len = m_width
        if cutlass.const_expr(self.has_main_len):
            main_len = cutlass.min(cutlass.max(_ld_global_s32_pred(m_len + Int64(row) * 4, Int32(1), Int32(0)), 0), m_width)
        main_tiles = (main_len + BLOCK_N - 1) // BLOCK_N
        extra_len = Int32(0)
        extra_tiles = Int32(0)
        if cutlass.const_expr(self.has_extra):
            extra_len = e_width
            if cutlass.const_expr(self.has_extra_len):
                extra_len = cutlass.min(cutlass.max(_ld_global_s32_pred(e_len + Int64(row) * 4, Int32(1), Int32(0)), 0), e_width)
            extra_tiles = (extra_len + BLOCK_N - 1) // BLOCK_N
        total_tiles = main_tiles + extra_tiles
        tiles_per_split = (total_tiles + num_splits - 1) // num_splits
        tile_begin = cutlass.min(split * tiles_per_split, total_tiles)
        tile_end = cutlass.min(tile_begin + tiles_per_split, total_tiles)

        if wg == 0:
            cute.arch.setmaxregister_increase(self.score_regs)
            self.score(qk_mma, storage, tidx, tile_begin, tile_end, main_tiles, svalid_base, sred_base,
                       score_scale_log2, m_kv_scale, e_kv_scale)  # fmt: skip
        else:
            cute.arch.setmaxregister_decrease(self.multiply_regs)
            ctid = tidx - 128
            half = ctid // 128
            # Both sources' rows are in the one float16 copy (the main source's cache and slot count): each
            # source keeps only its own index row.
            sources = (m_cache, m_idx + Int64(row) * m_idx_stride * 4, e_idx + Int64(row) * e_idx_stride * 4,
                       m_num_slots)  # fmt: skip
            # Tiles 0 and 1 in flight while Q is staged in stage 2.
            num_tiles = tile_end - tile_begin
            for j in cutlass.range_constexpr(2):
                slot = self.copy_slot(j, tile_begin, tile_end, main_tiles, main_len, extra_len, ctid, sources)
                self.copy_half_tile(j, slot, tile_begin, tile_end, ctid, skv_base, svalid_base, sources)
            self.load_q(ctid, row, head0, group_heads, q_addr, q_stride_row, q_stride_head, sq_base, skv_base,
                        sred_base)  # fmt: skip
            cute.arch.barrier_arrive(barrier_id=BAR_Q_STAGED, number_of_threads=THREADS)
            cute.arch.barrier(barrier_id=BAR_Q_DONE, number_of_threads=THREADS)
            slot = self.copy_slot(2, tile_begin, tile_end, main_tiles, main_len, extra_len, ctid, sources)
            self.copy_half_tile(2, slot, tile_begin, tile_end, ctid, skv_base, svalid_base, sources)
            cute.arch.cp_async_wait_group(0)
            cute.arch.fence_proxy("async.shared", space="cta")
            # Tiles 0 and 1 published now; tile 2 after P·V of tile 0 has retired (its P goes into tile 0's
            # buffer).
            for j in cutlass.range_constexpr(2):
                if j < num_tiles:
                    cute.arch.barrier_arrive(barrier_id=BAR_FULL + j, number_of_threads=self.full_threads)
            if half == 0:
                self.multiply_tiles(pv_mma, storage, 0, ctid, tile_begin, tile_end, main_tiles, main_len, extra_len,
                                    row, group, split, num_groups, head0, group_heads, num_heads, m_kv_scale,
                                    out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr, counters_addr,
                                    partial_o_addr, partial_lse_addr, num_splits, sources)  # fmt: skip
            else:
                self.multiply_tiles(pv_mma, storage, 1, ctid, tile_begin, tile_end, main_tiles, main_len, extra_len,
                                    row, group, split, num_groups, head0, group_heads, num_heads, m_kv_scale,
                                    out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr, counters_addr,
                                    partial_o_addr, partial_lse_addr, num_splits, sources)  # fmt: skip

    def row_ok(self, row_flags, c: int):
        """Whether this thread's column ``c`` is a valid row (``row_flags``: a mask, bit c)."""
        return ((row_flags >> c) & 1) != 0

    @cute.jit
    def copy_slot(self, j, tile_begin, tile_end, main_tiles, main_len, extra_len, ctid, sources):
        """The slot (in the copy) of the row this thread hands its warp for CTA-local tile ``j``: row
        16·warp + lane mod 16; -1 past the range. Loaded a tile ahead of its copy."""
        _, m_row_idx, e_row_idx, _ = sources
        wtid = ctid % 128
        prow = 16 * (wtid // 32) + wtid % 16
        # (load_slot with the row's index rows already located: row 0, stride 0)
        return self.load_slot(tile_begin + j, tile_end, main_tiles, prow, Int32(0), main_len, extra_len, m_row_idx,
                              Int32(0), e_row_idx, Int32(0))  # fmt: skip

    @cute.jit
    def copy_half_tile(self, j, slot, tile_begin, tile_end, ctid, skv_base, svalid_base, sources):
        """Issue (and commit as one group) the copy of this warpgroup's 256 channels of the rows of CTA-local
        tile ``j`` (this thread's row's ``slot``: :meth:`copy_slot`) into stage j mod 3: warp w copies rows
        16w..16w+15, one 512-byte half row per instruction. Rows past the range or with an invalid slot are
        zero-filled and flagged invalid."""
        copy, _, _, num_slots = sources
        half = ctid // 128
        wtid = ctid % 128
        warp = wtid // 32
        lane = wtid % 32
        tile = tile_begin + j
        stage = j % STAGES
        prow = 16 * warp + lane % 16
        valid = (slot >= 0) & (slot < num_slots)
        ok = cutlass.select_(valid, Int32(1), Int32(0))
        rec = copy + Int64(cutlass.select_(valid, slot, Int32(0))) * ROW_BYTES + half * (ROW_BYTES // 2)
        stage_base = skv_base + stage * (TILE_ELEMS * 2)
        if tile < tile_end:
            for i in cutlass.range_constexpr(16):
                rec_i = cute.arch.shuffle_sync(rec, i)
                nbytes = cute.arch.shuffle_sync(ok, i) * 16
                _cp_async16(stage_base + _swizzled_byte(16 * warp + i, 256 * half + 8 * lane), rec_i + 16 * lane,
                            nbytes)  # fmt: skip
            if half == 0 and lane < 16:
                _st_shared_s32(svalid_base + (stage * BLOCK_N + prow) * 4, ok)
        cute.arch.cp_async_commit_group()

    @cute.jit
    def score(self, qk_mma: cute.TiledMma, storage, wtid, tile_begin, tile_end, main_tiles, svalid_base, sred_base,
              score_scale_log2, m_kv_scale, e_kv_scale):  # fmt: skip
        """The scoring warpgroup: Q into registers once, then S, the softmax and P of every tile."""
        lane = wtid % 32
        warp = wtid // 32
        sp_base = storage.sP.data_ptr().toint()
        salpha_base = storage.sAlpha.data_ptr().toint()
        smax_base = storage.sMax.data_ptr().toint()
        sounit_base = storage.sOUnit.data_ptr().toint()
        sunit_base = storage.sUnit.data_ptr().toint()
        if wtid < STAGES:
            _st_shared_f32(sunit_base + wtid * 4, Float32(1.0))  # (rows of the copy: no per-tile unit)

        k_atom = warpgroup.make_smem_layout_atom(warpgroup.SmemLayoutAtomKind.K_SW128, cutlass.Float16)
        # A stage as K: rows of 128 B, 8-row swizzle atoms 1 KiB apart, 64-column blocks 4096 elements apart.
        k_outer = cute.make_layout(((8, 8), (64, 8), STAGES), stride=((64, 512), (1, 4096), TILE_ELEMS))
        sK = cute.make_tensor(cute.recast_ptr(storage.sKV.data_ptr(), k_atom.inner), k_outer)
        # Q's first seven column blocks (as staged in stage 2) and its last block (moved to sQTail).
        q_outer = cute.make_layout(((8, 8), (64, Q_REG_BLOCKS)), stride=((64, 512), (1, 4096)))
        sQ = cute.make_tensor(cute.recast_ptr(storage.sKV.data_ptr() + 2 * TILE_ELEMS, k_atom.inner), q_outer)
        tail_outer = cute.make_layout(((8, 8), (64, 1)), stride=((64, 512), (1, 0)))
        sQTail = cute.make_tensor(cute.recast_ptr(storage.sQTail.data_ptr(), k_atom.inner), tail_outer)
        qk_ss = sm90_utils.make_trivial_tiled_mma(
            cutlass.Float16, cutlass.Float16, cute.nvgpu.OperandMajorMode.K, cute.nvgpu.OperandMajorMode.K,
            Float32, (1, 1, 1), (BLOCK_H, BLOCK_N),
        )  # fmt: skip
        qk_thr = qk_mma.get_slice(wtid)
        ss_thr = qk_ss.get_slice(wtid)
        tSrQ = qk_thr.make_fragment_A(qk_thr.partition_shape_A((BLOCK_H, 64 * Q_REG_BLOCKS)))
        tSrK = qk_thr.make_fragment_B(qk_thr.partition_B(sK))
        tSsQ = ss_thr.make_fragment_A(ss_thr.partition_A(sQTail))
        tSsK = ss_thr.make_fragment_B(ss_thr.partition_B(sK))
        acc_s = qk_thr.make_fragment_C(qk_thr.partition_shape_C((BLOCK_H, BLOCK_N)))

        # Q: staged by the multiplying warpgroups (scaled into float16's range), then into registers.
        cute.arch.barrier(barrier_id=BAR_Q_STAGED, number_of_threads=THREADS)
        top_bits = Int32(0)
        for w in cutlass.range_constexpr(256 // 32):
            top_bits = cutlass.max(top_bits, _ld_shared_s32(sred_base + w * 4))
        shift = cutlass.min(cutlass.max(((top_bits >> 23) & 0xFF) - 127 - TOP_EXPONENT, -126), 113)
        q_up = _f32_from_bits((127 + shift) << 23)
        cute.autovec_copy(qk_thr.partition_A(sQ), tSrQ)
        # The last block, 8 KiB, keeps its swizzle at another 1 KiB-aligned address.
        src = storage.sKV.data_ptr().toint() + 2 * (TILE_ELEMS * 2) + Q_REG_BLOCKS * 8192
        dst = storage.sQTail.data_ptr().toint()
        for c in cutlass.range_constexpr(8192 // (16 * 128)):
            off = (c * 128 + wtid) * 16
            x = _ld_shared_v4_f32(src + off)
            _st_shared_v4_f32(dst + off, x[0], x[1], x[2], x[3])
        cute.arch.fence_proxy("async.shared", space="cta")
        cute.arch.barrier(barrier_id=BAR_SCORE, number_of_threads=128)
        cute.arch.barrier_arrive(barrier_id=BAR_Q_DONE, number_of_threads=THREADS)

        h_a = lane // 4 + 16 * warp
        h_b = h_a + 8
        state, _ = self.consumer_state(m_kv_scale)
        for j in cutlass.range(0, tile_end - tile_begin, unroll=1):
            tile = tile_begin + j
            stage = j % STAGES
            source_scale = m_kv_scale
            if cutlass.const_expr(self.has_extra):
                source_scale = cutlass.select_(tile < main_tiles, m_kv_scale, e_kv_scale)
            cute.arch.barrier(barrier_id=BAR_FULL + stage, number_of_threads=self.full_threads)
            kv_scale = source_scale * _ld_shared_f32(sunit_base + stage * 4)
            s_scale = score_scale_log2 * q_up * kv_scale
            # This thread's 16 columns' row flags as one mask (registers are short here: Q holds 128).
            vbase = svalid_base + stage * BLOCK_N * 4
            row_flags = Int32(0)
            for c in cutlass.range_constexpr(16):
                row_flags = row_flags | (_ld_shared_s32(vbase + (2 * (lane % 4) + (c & 1) + 8 * (c >> 1)) * 4) << c)
            cute.nvgpu.warpgroup.fence()
            for kb in cutlass.range_constexpr(4 * Q_REG_BLOCKS):
                qk_mma.set(warpgroup.Field.ACCUMULATE, kb != 0)
                cute.gemm(qk_mma, acc_s, tSrQ[None, None, kb], tSrK[None, None, kb, stage], acc_s)
            qk_ss.set(warpgroup.Field.ACCUMULATE, True)
            for kb in cutlass.range_constexpr(4):
                cute.gemm(qk_ss, acc_s, tSsQ[None, None, kb], tSsK[None, None, 4 * Q_REG_BLOCKS + kb, stage], acc_s)
            cute.nvgpu.warpgroup.commit_group()
            cute.nvgpu.warpgroup.wait_group(0)
            alpha0, alpha1, new0, new1, sum0, sum1, tile_unit = self.publish_own_tile(
                acc_s, row_flags, s_scale, kv_scale, state, j % P_BUFFERS, lane, warp, wtid, h_a, h_b, sp_base,
                salpha_base, smax_base, sounit_base)  # fmt: skip
            state[2] = state[2] * alpha0 + sum0
            state[3] = state[3] * alpha1 + sum1
            state[0] = new0
            state[1] = new1
            state[4] = tile_unit

        # The row sums, reduced over the quad, for the multiplying warpgroups' epilogue.
        l0 = state[2]
        l1 = state[3]
        for sh in cutlass.range_constexpr(2):
            l0 = l0 + cute.arch.shuffle_sync_bfly(l0, offset=1 << sh)
            l1 = l1 + cute.arch.shuffle_sync_bfly(l1, offset=1 << sh)
        lead_sum = storage.sLeadSum.data_ptr().toint()
        if lane % 4 == 0:
            _st_shared_f32(lead_sum + h_a * 4, l0)
            _st_shared_f32(lead_sum + h_b * 4, l1)
        cute.arch.barrier_arrive(barrier_id=BAR_LEAD_SUM, number_of_threads=THREADS)

    @cute.jit
    def multiply_tiles(self, pv_mma: cute.TiledMma, storage, half: cutlass.Constexpr, ctid, tile_begin, tile_end,
                       main_tiles, main_len, extra_len, row, group, split, num_groups, head0, group_heads, num_heads,
                       m_kv_scale, out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr, counters_addr,
                       partial_o_addr, partial_lse_addr, num_splits, sources):  # fmt: skip
        """Multiplying warpgroup ``half``: O[:, 256·half:] += P·V of every tile, copying its channels of the
        tile three ahead behind each retired product; then the epilogue."""
        wtid = ctid % 128
        lane = wtid % 32
        warp = wtid // 32
        skv_base = storage.sKV.data_ptr().toint()
        svalid_base = storage.sValid.data_ptr().toint()
        salpha_base = storage.sAlpha.data_ptr().toint()
        smax_base = storage.sMax.data_ptr().toint()
        sounit_base = storage.sOUnit.data_ptr().toint()
        k_atom = warpgroup.make_smem_layout_atom(warpgroup.SmemLayoutAtomKind.K_SW128, cutlass.Float16)
        v_atom = warpgroup.make_smem_layout_atom(warpgroup.SmemLayoutAtomKind.MN_SW128, cutlass.Float16)
        p_outer = cute.make_layout(((8, 8), (64, 1), P_BUFFERS), stride=((64, 512), (1, 0), P_ELEMS))
        sP = cute.make_tensor(cute.recast_ptr(storage.sP.data_ptr(), k_atom.inner), p_outer)
        v_outer = cute.make_layout(((64, 4), (8, 8), STAGES), stride=((1, 4096), (64, 512), TILE_ELEMS))
        sV = cute.make_tensor(cute.recast_ptr(storage.sKV.data_ptr() + half * 16384, v_atom.inner), v_outer)
        # (this warpgroup's own tiled MMA, made here: a state change on the launch's object inside one
        # warpgroup's branch would not reach the other's code)
        _, pv_mma = self.tiled_mmas()
        pv_mma.set(warpgroup.Field.ACCUMULATE, True)
        pv_thr = pv_mma.get_slice(wtid)
        tOrP = pv_thr.make_fragment_A(pv_thr.partition_A(sP))
        tOrV = pv_thr.make_fragment_B(pv_thr.partition_B(sV))
        acc_o = pv_thr.make_fragment_C(pv_thr.partition_shape_C((BLOCK_H, HEAD_DIM // 2)))
        acc_o.fill(0.0)

        h_a = lane // 4 + 16 * warp
        h_b = h_a + 8
        state, _ = self.consumer_state(m_kv_scale)
        num_tiles = tile_end - tile_begin
        next_slot = self.copy_slot(3, tile_begin, tile_end, main_tiles, main_len, extra_len, ctid, sources)
        for j in cutlass.range(0, num_tiles, unroll=1):
            buffer = j % P_BUFFERS
            nothing_yet = state[0] == -Float32.inf  # (O is zero: any unit, and the ratio could be inf)
            cute.arch.barrier(barrier_id=BAR_P_READY + buffer, number_of_threads=self.ready_threads)
            alpha0 = _ld_shared_f32(salpha_base + (buffer * BLOCK_H + h_a) * 4)
            alpha1 = _ld_shared_f32(salpha_base + (buffer * BLOCK_H + h_b) * 4)
            state[0] = _ld_shared_f32(smax_base + (buffer * BLOCK_H + h_a) * 4)
            state[1] = _ld_shared_f32(smax_base + (buffer * BLOCK_H + h_b) * 4)
            tile_unit = _ld_shared_f32(sounit_base + buffer * 4)
            rescale = cutlass.select_(nothing_yet, Float32(1.0), _ratio(state[4], tile_unit))
            state[4] = tile_unit
            self.rescale_o(acc_o, alpha0 * rescale, alpha1 * rescale)
            self.multiply(pv_mma, acc_o, tOrP, tOrV, buffer, j % STAGES)
            cute.nvgpu.warpgroup.wait_group(0)
            # Tile j + 2 (copied behind the previous product) has landed: publish it. (After this product
            # has retired: tile j + 2's P goes into this tile's buffer.)
            if j + 2 < num_tiles:
                cute.arch.cp_async_wait_group(0)
                cute.arch.fence_proxy("async.shared", space="cta")
                cute.arch.barrier_arrive(barrier_id=BAR_FULL + (j + 2) % STAGES, number_of_threads=self.full_threads)
            if j + 3 < num_tiles:
                self.copy_half_tile(j + 3, next_slot, tile_begin, tile_end, ctid, skv_base, svalid_base, sources)
                next_slot = self.copy_slot(j + 4, tile_begin, tile_end, main_tiles, main_len, extra_len, ctid,
                                           sources)  # fmt: skip

        # The scoring warpgroup's row sums (to one lane of each quad of the first warpgroup: the
        # epilogue adds the quad's and both warpgroups' shares).
        cute.arch.barrier(barrier_id=BAR_LEAD_SUM, number_of_threads=THREADS)
        lead_sum = storage.sLeadSum.data_ptr().toint()
        l0 = Float32(0.0)
        l1 = Float32(0.0)
        if cutlass.const_expr(half == 0):
            first = lane % 4 == 0
            l0 = cutlass.select_(first, _ld_shared_f32(lead_sum + h_a * 4), Float32(0.0))
            l1 = cutlass.select_(first, _ld_shared_f32(lead_sum + h_b * 4), Float32(0.0))
        self.finish_f16(acc_o, state[0], state[1], l0, l1, state[4], half, ctid, storage.sMisc.data_ptr().toint(),
                        storage.sSum.data_ptr().toint(), skv_base, row, group, split, num_groups, head0, group_heads,
                        num_heads, out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr, counters_addr,
                        partial_o_addr, partial_lse_addr, num_splits)  # fmt: skip
