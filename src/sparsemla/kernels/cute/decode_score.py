"""CuTe DSL (SM90) kernel over float16 copies of ``fp8_uniform`` rows: a scoring warpgroup and two multipliers.

The producer (``cp.async`` of float16 rows, :mod:`.decode_f16`'s ``f16_rows`` path), the Q load, the softmax
and its hand-offs are :mod:`.decode_seesaw`'s; the epilogue is :mod:`.decode_f16`'s. What changes is who does
what, over four warpgroups (512 threads) instead of three:

* **Scorer** (warpgroup 1): S = Q·Kᵀ over the whole tile (N = 64), the online softmax and P of every tile,
  with the tile's α, maxima and O's unit, into one of two P buffers. It holds no O, so it never waits for a
  P·V: it scores tile j + 1 as soon as the tile has landed, while the multipliers run P·V of tile j.
* **Multipliers** (warpgroups 2 and 3): O[:, 256·m : 256·m + 256] += P·V of every tile, each in the units
  the scorer publishes (:meth:`multiply_other_tile`, the leading-consumer kernel's follower).
* **Why.** In the leading-consumer kernel (:mod:`.decode_lead`) the leader's tile is S → softmax → P·V in one
  chain, and the tensor pipe idles through its softmax. Here the scorer's softmax of tile j runs beside the
  multipliers' P·V of tile j − 1, so a tile costs about S + softmax or S + P·V, not S + softmax + P·V.
* **Registers.** 512 threads leave 128 per thread; ``setmaxnreg`` gives the producer 56, the scorer 112 (S and
  the softmax) and each multiplier 168 (O's 128 and the product's descriptors).

Hand-offs per tile j (stage s = j mod 2, P buffer b = j mod 2): ``FULL[s]``: producer arrives, scorer waits
(256 threads); ``P_READY[b]``: scorer arrives, both multipliers wait (384); ``EMPTY[s]``: scorer (after its
S) and multipliers (after their P·V completes) arrive, producer waits (512). Buffer b is rewritten for tile
j + 2 only after ``FULL`` of tile j + 2, which the producer publishes after every ``EMPTY`` arrival of tile
j. At the end the scorer publishes its row sums through ``SUMS`` (384 threads), which the multipliers pass
only after their last product: the stages are then free for the staged output store.

One split per (row, head group): the split merge's barriers count two consumer warpgroups, and a split of
no tiles would let a multiplier reach them while the others still load Q.
"""

from __future__ import annotations

import cutlass
import cutlass.cute as cute
import cutlass.utils.hopper_helpers as sm90_utils
from cutlass import Float32

from .decode import BAR_EMPTY, BLOCK_H, BLOCK_N, FMT_FP8_UNIFORM, FMT_NONE, HEAD_DIM, NUM_STAGES
from .decode_f16 import _ld_shared_f32, _st_shared_f32
from .decode_lead import SparseDecodeLeadF16Sm90

BAR_SUMS = 13  # the scorer's row sums, for the multipliers' epilogue
THREADS_SCORE = 512  # producer, scorer, two multipliers


class SparseDecodeScoreF16Sm90(SparseDecodeLeadF16Sm90):
    """Compile-time configuration of one variant: main source ``fp8_uniform`` read from a float16 copy
    (extra optional, the same), one split per (row, head group)."""

    def __init__(self, main_fmt: int, extra_fmt: int, has_main_len: bool, has_extra_len: bool, has_sinks: bool,
                 write_lse: bool):  # fmt: skip
        if main_fmt != FMT_FP8_UNIFORM or extra_fmt not in (FMT_FP8_UNIFORM, FMT_NONE):
            raise ValueError("the scoring kernel reads float16 copies of fp8_uniform rows")
        super().__init__(main_fmt, extra_fmt, has_main_len, has_extra_len, has_sinks, write_lse, f16_rows=True)
        self.threads = THREADS_SCORE
        self.full_threads = 256  # producer + scorer
        self.empty_threads = THREADS_SCORE  # producer + scorer + both multipliers
        self.p_ready_threads = 384  # scorer + both multipliers
        # 56 + 112 + 2 × 168 = 504 ≤ 512 × 128 / 128 (setmaxnreg moves registers within the CTA's 128 per thread)
        self.producer_regs = 56
        self.scorer_regs = 112
        self.consumer_regs = 168

    def tiled_mmas(self):
        """``(qk_mma, pv_mma)``: S over the whole tile (N = 64); P·V in products of 128 channels, two per
        multiplier and k-step (ptxas checks every instruction against the kernel's 128 registers per thread,
        whatever ``setmaxnreg`` grants: an N = 256 product's 128 accumulators do not pass)."""
        qk_mma, _ = super().tiled_mmas()
        pv_mma = sm90_utils.make_trivial_tiled_mma(
            cutlass.Float16, cutlass.Float16, cute.nvgpu.OperandMajorMode.K, cute.nvgpu.OperandMajorMode.MN,
            Float32, (1, 1, 1), (BLOCK_H, HEAD_DIM // 4),
        )  # fmt: skip
        return qk_mma, pv_mma

    @cute.jit
    def consume(self, qk_mma: cute.TiledMma, pv_mma: cute.TiledMma, storage, wg, tidx, tile_begin, tile_end,
                main_tiles, svalid_base, smisc_base, sq_base, skv_base, sred_base, row, group, split, num_groups,
                head0, group_heads, num_heads, q_addr, q_stride_row, q_stride_head, score_scale_log2, m_kv_scale,
                e_kv_scale, out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr, counters_addr,
                partial_o_addr, partial_lse_addr, num_splits):  # fmt: skip
        """Warpgroup 1 scores every tile, 2 and 3 multiply every tile by their halves of the channels."""
        q_up = Float32(1.0)
        if wg < 3:  # (the scorer and the first multiplier load Q: load_q's 256 threads)
            q_up = self.load_q(tidx - 128, row, head0, group_heads, q_addr, q_stride_row, q_stride_head, sq_base,
                               skv_base, sred_base)  # fmt: skip
        # The second stage (Q's staging in decode_f16) is free: the producer's first EMPTY wait on it.
        cute.arch.barrier_arrive(barrier_id=BAR_EMPTY + 1, number_of_threads=self.empty_threads)
        if wg == 1:
            cute.arch.setmaxregister_decrease(self.scorer_regs)
            self.score(storage, tidx - 128, tile_begin, tile_end, main_tiles, svalid_base, score_scale_log2 * q_up,
                       m_kv_scale, e_kv_scale)  # fmt: skip
        else:
            cute.arch.setmaxregister_increase(self.consumer_regs)
            if wg == 2:
                self.multiply_tiles(storage, 0, tidx - 256, tile_begin, tile_end, smisc_base, row, group, split,
                                    num_groups, head0, group_heads, num_heads, m_kv_scale, out_addr,
                                    out_stride_row, out_stride_head, lse_addr, sinks_addr, counters_addr,
                                    partial_o_addr, partial_lse_addr, num_splits)  # fmt: skip
            else:
                self.multiply_tiles(storage, 1, tidx - 256, tile_begin, tile_end, smisc_base, row, group, split,
                                    num_groups, head0, group_heads, num_heads, m_kv_scale, out_addr,
                                    out_stride_row, out_stride_head, lse_addr, sinks_addr, counters_addr,
                                    partial_o_addr, partial_lse_addr, num_splits)  # fmt: skip

    @cute.jit
    def score(self, storage, wtid, tile_begin, tile_end, main_tiles, svalid_base, score_scale_log2, m_kv_scale,
              e_kv_scale):  # fmt: skip
        """The scorer: per tile, wait for it, S = Q·Kᵀ, release the stage (its part), softmax and publish P;
        at the end, the row sums for the multipliers."""
        lane = wtid % 32
        warp = wtid // 32
        sp_base = storage.sP.data_ptr().toint()
        salpha_base = storage.sAlpha.data_ptr().toint()
        smax_base = storage.sMax.data_ptr().toint()
        sounit_base = storage.sOUnit.data_ptr().toint()
        sunit_base = storage.sUnit.data_ptr().toint()
        qk_mma, _, qk_thr, tSrQ, tSrK, _, _, _ = self.consumer_operands(storage, 0, wtid)
        acc_s = qk_thr.make_fragment_C(qk_thr.partition_shape_C((BLOCK_H, BLOCK_N)))
        h_a = lane // 4 + 16 * warp
        h_b = h_a + 8
        state, _ = self.consumer_state(m_kv_scale)
        for j in cutlass.range(0, tile_end - tile_begin, unroll=1):
            tile = tile_begin + j
            stage = j % NUM_STAGES
            source_scale = m_kv_scale
            if cutlass.const_expr(self.has_extra):
                source_scale = cutlass.select_(tile < main_tiles, m_kv_scale, e_kv_scale)
            kv_scale, s_scale, row_flags = self.wait_own_tile(stage, source_scale, score_scale_log2, sunit_base,
                                                              svalid_base, lane)  # fmt: skip
            cute.nvgpu.warpgroup.fence()
            for kb in cutlass.range_constexpr(HEAD_DIM // 16):
                qk_mma.set(cute.nvgpu.warpgroup.Field.ACCUMULATE, kb != 0)
                cute.gemm(qk_mma, acc_s, tSrQ[None, None, kb], tSrK[None, None, kb, stage], acc_s)
            cute.nvgpu.warpgroup.commit_group()
            cute.nvgpu.warpgroup.wait_group(0)
            # S has read the stage: the scorer's share of its release (the multipliers' follows their P·V).
            cute.arch.barrier_arrive(barrier_id=BAR_EMPTY + stage, number_of_threads=self.empty_threads)
            alpha0, alpha1, new0, new1, sum0, sum1, tile_unit = self.publish_own_tile(
                acc_s, row_flags, s_scale, kv_scale, state, j % 2, lane, warp, wtid, h_a, h_b, sp_base,
                salpha_base, smax_base, sounit_base)  # fmt: skip
            state[2] = state[2] * alpha0 + sum0
            state[3] = state[3] * alpha1 + sum1
            state[0] = new0
            state[1] = new1
            state[4] = tile_unit
        l0 = state[2]
        l1 = state[3]
        for sh in cutlass.range_constexpr(2):
            l0 = l0 + cute.arch.shuffle_sync_bfly(l0, offset=1 << sh)
            l1 = l1 + cute.arch.shuffle_sync_bfly(l1, offset=1 << sh)
        if lane % 4 == 0:
            ssum_base = storage.sSum.data_ptr().toint()
            _st_shared_f32(ssum_base + h_a * 4, l0)
            _st_shared_f32(ssum_base + h_b * 4, l1)
        cute.arch.barrier_arrive(barrier_id=BAR_SUMS, number_of_threads=384)

    @cute.jit
    def multiply_tiles(self, storage, half: cutlass.Constexpr, ctid, tile_begin, tile_end, smisc_base, row, group,
                       split, num_groups, head0, group_heads, num_heads, m_kv_scale, out_addr, out_stride_row,
                       out_stride_head, lse_addr, sinks_addr, counters_addr, partial_o_addr, partial_lse_addr,
                       num_splits):  # fmt: skip
        """Multiplier ``half``: O[:, 256·half:] += P·V of every tile, each stage released as soon as the product
        has completed; then :meth:`finish_f16` with the scorer's row sums."""
        wtid = ctid % 128
        lane = wtid % 32
        h_a = lane // 4 + 16 * (wtid // 32)
        h_b = h_a + 8
        _, pv_mma, _, _, _, tOrP, tOrV, acc_o = self.consumer_operands(storage, half, wtid)
        state, pending = self.consumer_state(m_kv_scale)
        for j in cutlass.range(0, tile_end - tile_begin, unroll=1):
            self.multiply_other_tile(pv_mma, acc_o, tOrP, tOrV, state, pending, j, 0, h_a, h_b,
                                     storage.sAlpha.data_ptr().toint(), storage.sMax.data_ptr().toint(),
                                     storage.sOUnit.data_ptr().toint())  # fmt: skip
            cute.nvgpu.warpgroup.wait_group(0)
            self.release_pending(pending)
        self.finish_f16(acc_o, state[0], state[1], state[2], state[3], state[4], half, ctid, smisc_base,
                        storage.sSum.data_ptr().toint(), storage.sKV.data_ptr().toint(), row, group, split,
                        num_groups, head0, group_heads, num_heads, out_addr, out_stride_row, out_stride_head,
                        lse_addr, sinks_addr, counters_addr, partial_o_addr, partial_lse_addr, num_splits)  # fmt: skip

    @cute.jit
    def sum_halves(self, l0, l1, half: cutlass.Constexpr, wtid, ssum_base):
        """The row sums of heads h_a and h_b: the scorer's, published once every product has completed."""
        lane = wtid % 32
        h_a = lane // 4 + 16 * (wtid // 32)
        cute.arch.barrier(barrier_id=BAR_SUMS, number_of_threads=384)
        return _ld_shared_f32(ssum_base + h_a * 4), _ld_shared_f32(ssum_base + (h_a + 8) * 4)
