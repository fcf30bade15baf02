"""CuTe DSL (SM90) decode kernel over ``fp8_uniform`` / ``model1`` rows: float16 tiles, a leading consumer.

The producer, the Q load, the epilogue, the hand-offs and the parameters are :mod:`.decode_seesaw`'s. What
changes is who owns a tile: consumer 0 (the leader) owns every tile — S = Q·Kᵀ over the whole tile
(N = 64), the online softmax, P and O[:, :256] += P·V — and consumer 1 (the follower) only multiplies
each tile's P by the other 256 channels of V, in the units the leader publishes.

* **Why.** S at N = 64 reads Q from shared memory once per tile where the split kernel (``decode_f16``)
  reads it twice (two N = 32 products), and no per-tile max exchange stops both consumers; unlike the
  seesaw, only one tile is in the consumers' hands at a time, so the producer keeps a whole tile's time
  to refill the other stage.
* **Per tile j** (stage s = j mod 2, P buffer b = j mod 2): the leader retires its P·V of tile j − 1 and
  releases that stage, waits ``FULL[s]``, computes S, the softmax and P into buffer b with the tile's α,
  maxima and O's unit, arrives ``P_READY[b]``, and issues its P·V. The follower waits ``P_READY[b]``,
  rescales, issues its P·V, retires it at once and releases the stage (so the stage goes back as soon as
  both products have completed). Buffer b is rewritten for tile j + 2 only after ``FULL`` of tile j + 2,
  which the producer publishes only after both consumers' ``EMPTY`` arrivals of tile j.
"""

from __future__ import annotations

import cutlass
import cutlass.cute as cute
from cutlass.cute.nvgpu import warpgroup

from .decode import BLOCK_H, BLOCK_N, HEAD_DIM, NUM_STAGES
from .decode_f16 import CLUSTER_SIZES
from .decode_seesaw import BAR_OWN, SparseDecodeSeesawF16Sm90


class SparseDecodeLeadF16Sm90(SparseDecodeSeesawF16Sm90):
    """Compile-time configuration of one variant: sources ``fp8_uniform`` or ``model1`` (extra optional;
    the op runs it over fp8_uniform rows alone). ``cluster`` > 1: launched with exactly that many splits as
    one thread-block cluster, merged in distributed shared memory (``decode_f16``'s ``finish_cluster``)."""

    def __init__(self, main_fmt: int, extra_fmt: int, has_main_len: bool, has_extra_len: bool, has_sinks: bool,
                 write_lse: bool, cluster: int = 1, f16_rows: bool = False):  # fmt: skip
        if cluster not in CLUSTER_SIZES:
            raise ValueError(f"cluster must be one of {CLUSTER_SIZES}, got {cluster!r}")
        super().__init__(main_fmt, extra_fmt, has_main_len, has_extra_len, has_sinks, write_lse, f16_rows)
        self.cluster = cluster

    @cute.jit
    def consume_f16(self, qk_mma: cute.TiledMma, pv_mma: cute.TiledMma, storage, half: cutlass.Constexpr, ctid,
                    tile_begin, tile_end, main_tiles, svalid_base, smisc_base, row, group, split, num_groups,
                    head0, group_heads, num_heads, score_scale_log2, m_kv_scale, e_kv_scale,
                    out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr,
                    counters_addr, partial_o_addr, partial_lse_addr, num_splits):  # fmt: skip
        """Consumer ``half``: 0 leads (S, softmax, P of every tile, O[:, :256] += P·V), 1 follows
        (O[:, 256:] += P·V of every tile)."""
        wtid = ctid % 128
        lane = wtid % 32
        warp = wtid // 32
        sp_base = storage.sP.data_ptr().toint()
        salpha_base = storage.sAlpha.data_ptr().toint()
        smax_base = storage.sMax.data_ptr().toint()
        sounit_base = storage.sOUnit.data_ptr().toint()
        sunit_base = storage.sUnit.data_ptr().toint()

        qk_mma, pv_mma, qk_thr, tSrQ, tSrK, tOrP, tOrV, acc_o = self.consumer_operands(storage, half, wtid)

        h_a = lane // 4 + 16 * warp
        h_b = h_a + 8
        state, pending = self.consumer_state(m_kv_scale)
        num_tiles = tile_end - tile_begin
        if cutlass.const_expr(half == 0):
            acc_s = qk_thr.make_fragment_C(qk_thr.partition_shape_C((BLOCK_H, BLOCK_N)))
            for j in cutlass.range(0, num_tiles, unroll=1):
                tile = tile_begin + j
                stage = j % NUM_STAGES
                source_scale = m_kv_scale
                if cutlass.const_expr(self.has_extra):
                    source_scale = cutlass.select_(tile < main_tiles, m_kv_scale, e_kv_scale)
                # P·V of tile j − 1 retires and its stage goes back before this tile's FULL wait.
                cute.nvgpu.warpgroup.wait_group(0)
                self.release_pending(pending)
                kv_scale, s_scale, row_flags = self.wait_own_tile(stage, source_scale, score_scale_log2, sunit_base,
                                                                  svalid_base, lane)  # fmt: skip

                # ---- S = Q·Kᵀ (whole tile) ----
                cute.nvgpu.warpgroup.fence()
                for kb in cutlass.range_constexpr(HEAD_DIM // 16):
                    qk_mma.set(warpgroup.Field.ACCUMULATE, kb != 0)
                    cute.gemm(qk_mma, acc_s, tSrQ[None, None, kb], tSrK[None, None, kb, stage], acc_s)
                cute.nvgpu.warpgroup.commit_group()
                cute.nvgpu.warpgroup.wait_group(0)

                # ---- softmax, P published for the follower, O[:, :256] += P·V ----
                buffer = j % 2
                alpha0, alpha1, new0, new1, sum0, sum1, tile_unit = self.publish_own_tile(
                    acc_s, row_flags, s_scale, kv_scale, state, buffer, lane, warp, wtid, h_a, h_b, sp_base,
                    salpha_base, smax_base, sounit_base)  # fmt: skip
                cute.arch.barrier(barrier_id=BAR_OWN, number_of_threads=128)
                self.multiply_own_tile(pv_mma, acc_o, tOrP, tOrV, state, alpha0, alpha1, new0, new1, sum0, sum1,
                                       tile_unit, buffer, stage)  # fmt: skip
                pending[0] = j
        else:
            for j in cutlass.range(0, num_tiles, unroll=1):
                self.multiply_other_tile(pv_mma, acc_o, tOrP, tOrV, state, pending, j, 0, h_a, h_b,
                                         salpha_base, smax_base, sounit_base)  # fmt: skip
                # retired at once: the stage goes back as soon as both products have completed
                cute.nvgpu.warpgroup.wait_group(0)
                self.release_pending(pending)
        cute.nvgpu.warpgroup.wait_group(0)
        self.release_pending(pending)

        if cutlass.const_expr(self.cluster > 1):
            self.finish_cluster(acc_o, state[0], state[1], state[2], state[3], state[4], half, ctid,
                                storage.sSum.data_ptr().toint(), storage.sKV.data_ptr().toint(), sp_base, row, split,
                                head0, group_heads, num_heads, out_addr, out_stride_row, out_stride_head, lse_addr,
                                sinks_addr)  # fmt: skip
        else:
            self.finish_f16(acc_o, state[0], state[1], state[2], state[3], state[4], half, ctid, smisc_base,
                            storage.sSum.data_ptr().toint(), storage.sKV.data_ptr().toint(), row, group, split,
                            num_groups, head0, group_heads, num_heads, out_addr, out_stride_row, out_stride_head,
                            lse_addr, sinks_addr, counters_addr, partial_o_addr, partial_lse_addr, num_splits)  # fmt: skip
