"""CuTe DSL (SM90) decode kernel over ``fp8_uniform`` rows: float16 tiles, a leading consumer, a converting follower.

The Q load, the epilogue and the parameters are :mod:`.decode_seesaw`'s. What changes is who owns a tile
and who fills it:

* **The leader** (consumer 0) owns every tile: S = Q·Kᵀ over the whole tile (N = 64), the online softmax,
  P and O[:, :256] += P·V. S at N = 64 reads Q from shared memory once per tile where the split kernel
  (``decode_f16``) reads it twice, and no per-tile max exchange stops both consumers.
* **The follower** (consumer 1) multiplies each tile's P by the other 256 channels of V in the units the
  leader publishes, and converts half of every tile: while the leader computes S and the softmax of tile
  j + 1 (when the follower would otherwise wait for P), the follower gathers and converts the last two
  128-byte lines (channels 256-511) of each row of tile j + 2, the producer the first two. Halving the
  producer's gathers and conversions took 13-19% off the kernel's time (a build that converted only half
  of each row, H100), and the follower is idle for most of each tile.
* **Per tile j** (stage s = j mod 2, P buffer b = j mod 2): the leader retires its P·V of tile j − 1 and
  releases that stage, waits ``FULL[s]``, computes S, the softmax and P into buffer b with the tile's α,
  maxima and O's unit, arrives ``P_READY[b]``, and issues its P·V. The follower loads tile j + 2's slots,
  waits ``P_READY[b]``, rescales, issues its P·V, gathers its half of tile j + 2, retires its product,
  waits ``EMPTY[s]`` with the producer (the leader arrives there once its own P·V of tile j has
  completed), converts into stage s and arrives ``FULL[s]`` with the producer. Without a tile j + 2 it
  only arrives at ``EMPTY[s]`` (the producer's last waits consume those rounds).

Barrier counts: ``FULL[s]``: producer and follower arrive, the leader waits (384 threads); ``EMPTY[s]``: the
leader arrives, producer and follower wait (the follower arrives instead when it has no half to convert,
and both consumers arrive once after loading Q for the first use of stage 1); ``P_READY[b]``: leader and
follower (256). Buffer b is rewritten for tile j + 2 only after ``FULL`` of tile j + 2, which needs the
follower's half, converted after its P·V of tile j.
"""

from __future__ import annotations

import cutlass
import cutlass.cute as cute
from cutlass.cute.nvgpu import warpgroup

from cutlass import Float32, Int32, Int64

from .decode import (
    BAR_EMPTY, BAR_FULL, BLOCK_H, BLOCK_N, FMT_FP8_UNIFORM, FMT_NONE, HEAD_DIM, NUM_STAGES, THREADS, TILE_ELEMS,
    _st_shared_f32, _st_shared_s32, _swizzled_byte,
)  # fmt: skip
from .decode_f16 import CLUSTER_SIZES, _e4m3x16_to_f16, _ld_global_v4_pred
from .decode_seesaw import BAR_OWN, SparseDecodeSeesawF16Sm90

HALF_LINES = 2  # 128-byte lines of each 512-byte row converted by the producer (the first) and the follower


class SparseDecodeLeadF16Sm90(SparseDecodeSeesawF16Sm90):
    """Compile-time configuration of one variant: ``fp8_uniform`` sources (extra optional). ``cluster`` > 1:
    launched with exactly that many splits as one thread-block cluster, merged in distributed shared memory
    (``decode_f16``'s ``finish_cluster``)."""

    def __init__(self, main_fmt: int, extra_fmt: int, has_main_len: bool, has_extra_len: bool, has_sinks: bool,
                 write_lse: bool, cluster: int = 1):  # fmt: skip
        if main_fmt != FMT_FP8_UNIFORM or extra_fmt not in (FMT_NONE, FMT_FP8_UNIFORM):
            raise ValueError("the leading-consumer kernel reads fp8_uniform sources")
        if cluster not in CLUSTER_SIZES:
            raise ValueError(f"cluster must be one of {CLUSTER_SIZES}, got {cluster!r}")
        super().__init__(main_fmt, extra_fmt, has_main_len, has_extra_len, has_sinks, write_lse)
        self.cluster = cluster
        self.full_threads = THREADS  # producer and follower arrive, the leader waits
        self.empty_threads = THREADS  # the leader arrives, producer and follower wait
        # P + 2·C ≤ 3 × 168: the producer holds half a tile's gathers (32 registers), the follower O (128) and
        # the other half's. sm_90a SASS spill stores (with / without the LSE, two-split cluster): 4 / 4 / 5 at
        # 80 / 208, 7 / 4 / 5 at 88 / 208, 6 / 3 / 2 at 72 / 216.
        self.producer_regs = 80
        self.consumer_regs = 208

    # -----------------------------------------------------------------------------------------
    # half a tile: gathered into registers, converted into a stage
    # -----------------------------------------------------------------------------------------
    @cute.jit
    def gather_half(self, slot, prow, part, first: cutlass.Constexpr, cache, page_size, page_bytes, num_slots):
        """Lines ``first`` and ``first + 1`` of the rows this thread's warp gathers (``decode_f16``'s gather
        by lines: eight lanes per 128-byte line, four rows per load; warp w takes rows 32·(w % 2) + 16·part
        + 0..15, whose records its own lanes located from ``slot``). Returns ``(words, row_ok)``."""
        valid = (slot >= 0) & (slot < num_slots)
        safe_slot = cutlass.select_(valid, slot, Int32(0))
        own_rec = cache + Int64(safe_slot // page_size) * page_bytes + Int64(safe_slot % page_size) * HEAD_DIM
        row_ok = cutlass.select_(valid, Int32(1), Int32(0))
        lane = prow % 32
        words = []
        for q in cutlass.range_constexpr(4):
            src = 16 * part + 4 * q + lane // 8
            rec_q = cute.arch.shuffle_sync(own_rec, src)
            ok_q = cute.arch.shuffle_sync(row_ok, src)
            for line in cutlass.range_constexpr(first, first + HALF_LINES):
                words.append(_ld_global_v4_pred(rec_q + 128 * line + 16 * (lane % 8), ok_q))
        return words, row_ok

    @cute.jit
    def convert_half(self, words, first: cutlass.Constexpr, stage_base, prow, part):
        """The gathered lines as float16 into the stage (four rows of consecutive row % 8 and two column
        blocks per store: 4 wavefronts, no conflict)."""
        lane = prow % 32
        row_base = 32 * (prow // 32) + 16 * part + lane // 8
        for q in cutlass.range_constexpr(4):
            for k in cutlass.range_constexpr(HALF_LINES):
                col = 128 * (first + k) + 16 * (lane % 8)
                w = words[HALF_LINES * q + k]
                _e4m3x16_to_f16(w[0], w[1], w[2], w[3], stage_base + _swizzled_byte(row_base + 4 * q, col),
                                stage_base + _swizzled_byte(row_base + 4 * q, col + 8))  # fmt: skip

    @cute.jit
    def produce_f16_tile(self, fmt: cutlass.Constexpr, slot, j, prow, part, cache, page_size, page_bytes, num_slots,
                         skv_base, svalid_base, units, floor):  # fmt: skip
        """The producer's half of tile ``j`` (the first two lines of every row), the tile's row flags and
        unit; published with the follower's half at ``FULL``."""
        stage = j % NUM_STAGES
        words, row_ok = self.gather_half(slot, prow, part, 0, cache, page_size, page_bytes, num_slots)
        if j >= 1:  # (tile 1's stage: the consumers' arrivals after loading Q)
            cute.arch.barrier(barrier_id=BAR_EMPTY + stage, number_of_threads=self.empty_threads)
        self.convert_half(words, 0, skv_base + stage * (TILE_ELEMS * 2), prow, part)
        if prow == 0 and part == 0:
            _st_shared_f32(units[0] + stage * 4, Float32(1.0))
        if part == 0:
            _st_shared_s32(svalid_base + (stage * BLOCK_N + prow) * 4, row_ok)
        # Make the stage's generic-proxy writes visible to the WGMMA (async proxy), then publish it.
        cute.arch.fence_proxy("async.shared", space="cta")
        cute.arch.barrier_arrive(barrier_id=BAR_FULL + stage, number_of_threads=self.full_threads)
        return floor

    @cute.jit
    def follower_gather(self, tile, slot, main_tiles, prow, part, sources):
        """The follower's half (the last two lines) of ``tile``'s rows into registers."""
        (_, _, _, _, m_cache, _, _, m_page_size, m_page_bytes, m_num_slots,
         e_cache, _, _, e_page_size, e_page_bytes, e_num_slots) = sources  # fmt: skip
        cache, page_size, page_bytes, num_slots = m_cache, m_page_size, m_page_bytes, m_num_slots
        if cutlass.const_expr(self.has_extra):
            main = tile < main_tiles
            cache = cutlass.select_(main, m_cache, e_cache)
            page_size = cutlass.select_(main, m_page_size, e_page_size)
            page_bytes = cutlass.select_(main, m_page_bytes, e_page_bytes)
            num_slots = cutlass.select_(main, m_num_slots, e_num_slots)
        words, _ = self.gather_half(slot, prow, part, HALF_LINES, cache, page_size, page_bytes, num_slots)
        return words

    @cute.jit
    def follower_publish(self, words, stage, skv_base, prow, part):
        """The follower's converted half of the tile in ``stage``, published (``FULL``) with the producer's."""
        self.convert_half(words, HALF_LINES, skv_base + stage * (TILE_ELEMS * 2), prow, part)
        cute.arch.fence_proxy("async.shared", space="cta")
        cute.arch.barrier_arrive(barrier_id=BAR_FULL + stage, number_of_threads=self.full_threads)

    @cute.jit
    def follower_slot(self, tile, tile_end, main_tiles, prow, sources):
        """Slot of row ``prow`` of ``tile`` (-1 past the range), as the producer loads it."""
        (row, main_len, extra_len, _, _, m_idx, m_idx_stride, _, _, _, _, e_idx, e_idx_stride, _, _, _) = sources
        return self.load_slot(tile, tile_end, main_tiles, prow, row, main_len, extra_len, m_idx, m_idx_stride,
                              e_idx, e_idx_stride)  # fmt: skip

    @cute.jit
    def consume_f16(self, qk_mma: cute.TiledMma, pv_mma: cute.TiledMma, storage, half: cutlass.Constexpr, ctid,
                    tile_begin, tile_end, main_tiles, svalid_base, smisc_base, row, group, split, num_groups,
                    head0, group_heads, num_heads, score_scale_log2, m_kv_scale, e_kv_scale,
                    out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr,
                    counters_addr, partial_o_addr, partial_lse_addr, num_splits, sources=None):  # fmt: skip
        """Consumer ``half``: 0 leads (S, softmax, P of every tile, O[:, :256] += P·V), 1 follows
        (O[:, 256:] += P·V of every tile, and the last two lines of every row of the tile two ahead)."""
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
            skv_base = sources[3]
            prow = wtid % BLOCK_N
            part = wtid // BLOCK_N
            # Its halves of the first two tiles (stage 1 is free: its first round is the consumers' arrivals
            # after loading Q).
            for j in cutlass.range(0, cutlass.min(num_tiles, NUM_STAGES), unroll=1):
                tile = tile_begin + j
                slot = self.follower_slot(tile, tile_end, main_tiles, prow, sources)
                words = self.follower_gather(tile, slot, main_tiles, prow, part, sources)
                self.follower_publish(words, j % NUM_STAGES, skv_base, prow, part)
            for j in cutlass.range(0, num_tiles, unroll=1):
                later = tile_begin + j + NUM_STAGES
                slot = self.follower_slot(later, tile_end, main_tiles, prow, sources)
                self.multiply_other_tile(pv_mma, acc_o, tOrP, tOrV, state, pending, j, 0, h_a, h_b,
                                         salpha_base, smax_base, sounit_base)  # fmt: skip
                words = self.follower_gather(later, slot, main_tiles, prow, part, sources)
                # retired at once: the stage goes back as soon as both products have completed
                cute.nvgpu.warpgroup.wait_group(0)
                pending[0] = Int32(-1)
                stage = j % NUM_STAGES
                if later < tile_end:
                    cute.arch.barrier(barrier_id=BAR_EMPTY + stage, number_of_threads=self.empty_threads)
                    self.follower_publish(words, stage, skv_base, prow, part)
                else:
                    cute.arch.barrier_arrive(barrier_id=BAR_EMPTY + stage, number_of_threads=self.empty_threads)
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
