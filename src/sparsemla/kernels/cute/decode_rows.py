"""CuTe DSL (SM90) kernel over a float16 copy of the rows: seesaw consumers, stages handed over by halves.

The Q load, the epilogue, the softmax and the parameters are :mod:`.decode_seesaw`'s over ``f16_rows``
(the distinct-rows prefill path's copy, ``ops/distinct_rows.py``): consumer c owns the tiles j ≡ c (mod 2)
(S, softmax, P) and both consumers multiply every tile's P by their own 256 channels of V. What changes is
how a stage goes back to the producer:

* **By channel halves.** Half h of a stage (channels 256h..256h+255 of its 64 rows) is read by the owner's
  S and by consumer h's P·V only, so it has its own FULL and EMPTY barriers: the producer refills each half
  as soon as its two readers are done, and the owner's S of the next tile in that stage starts on the half
  that comes back first (its own: it retires its own P·V right after issuing it), while the other half
  still serves the other consumer's P·V.
* **Why.** With whole stages the seesaw holds both of the two 64 KiB stages until both consumers' products
  of a tile complete, and the producer's ``cp.async`` refill (issued only once the stage is free) then sits
  on the owner's path; FlashMLA's bf16 prefill kernel hands its K/V blocks over by halves for the same
  reason.
* **Per own tile j** (stage s = j mod 2 = c, other consumer o): wait FULL[s][c], issue S over half c's
  channels, wait FULL[s][o], issue S over half o's, multiply the other consumer's tile j − 1 (its P·V on
  half c of the other stage), S completes → arrive EMPTY[s][o], softmax and P → ``P_READY``, the previous
  P·V retires → arrive EMPTY[s−1][c], this tile's P·V issued and retired → arrive EMPTY[s][c]. A consumer
  multiplying the other's tile arrives at that tile's EMPTY of the owner's half as soon as P is ready (it
  never reads that half). No ``wgmma`` stays in flight across the loop's back edge.

Barriers: FULL[s][0] and EMPTY[s][0] are the whole-stage ids of :mod:`.decode` (so the consumers' arrival
after loading Q, on EMPTY of stage 1, is the producer's wait before tile 1's half 0); FULL[s][1] and
EMPTY[s][1] take ids no other part of this kernel uses.
"""

from __future__ import annotations

import cutlass
import cutlass.cute as cute
from cutlass import Float32, Int32, Int64
from cutlass.cute.nvgpu import warpgroup

from .decode import (
    BAR_EMPTY, BAR_FULL, BLOCK_H, BLOCK_N, HEAD_DIM, NUM_STAGES, TILE_ELEMS, _cp_async16, _ld_shared_s32,
    _st_shared_s32, _swizzled_byte,
)  # fmt: skip
from .decode_f16 import _ld_shared_f32, _ratio, _st_shared_f32
from .decode_seesaw import BAR_OWN, BAR_P_READY, SparseDecodeSeesawF16Sm90

BAR_FULL_HIGH = 13  # + stage: FULL of a stage's channels 256..511
BAR_EMPTY_HIGH = (6, 15)  # [stage]: EMPTY of a stage's channels 256..511 (6: the model1 producer's id, unused here)
HALF_BLOCKS = HEAD_DIM // 32  # S's 16-channel k-blocks in one half


def _full_id(stage, half):
    """FULL barrier of channel half ``half`` (a Python int or a run-time value) of ``stage``."""
    if isinstance(half, int):
        return (BAR_FULL if half == 0 else BAR_FULL_HIGH) + stage
    return cutlass.select_(half == 0, BAR_FULL + stage, BAR_FULL_HIGH + stage)


def _empty_id(stage, half):
    """EMPTY barrier of channel half ``half`` of ``stage``."""
    high = cutlass.select_(stage == 0, Int32(BAR_EMPTY_HIGH[0]), Int32(BAR_EMPTY_HIGH[1]))
    if isinstance(half, int):
        return BAR_EMPTY + stage if half == 0 else high
    return cutlass.select_(half == 0, BAR_EMPTY + stage, high)


class SparseDecodeRowsF16Sm90(SparseDecodeSeesawF16Sm90):
    """Compile-time configuration of one variant over float16 copies of ``fp8_uniform`` rows (extra
    optional)."""

    def __init__(self, main_fmt: int, extra_fmt: int, has_main_len: bool, has_extra_len: bool, has_sinks: bool,
                 write_lse: bool):  # fmt: skip
        super().__init__(main_fmt, extra_fmt, has_main_len, has_extra_len, has_sinks, write_lse, f16_rows=True)

    # -----------------------------------------------------------------------------------------
    # producer
    # -----------------------------------------------------------------------------------------
    @cute.jit
    def produce(self, tidx, row, tile_begin, tile_end, main_tiles, main_len, extra_len, storage, skv_base, svalid_base,
                m_cache, m_idx, m_idx_stride, m_page_size, m_page_bytes, m_num_slots, m_kv_scale,
                e_cache, e_idx, e_idx_stride, e_page_size, e_page_bytes, e_num_slots, e_kv_scale):  # fmt: skip
        """Every tile of the range copied into its stage by halves (the owner's half first), each half
        published when it lands; then the consumers' last EMPTY arrivals consumed."""
        prow = tidx % BLOCK_N
        part = tidx // BLOCK_N
        sunit_base = storage.sUnit.data_ptr().toint()
        slot = self.load_slot(tile_begin, tile_end, main_tiles, prow, row, main_len, extra_len,
                              m_idx, m_idx_stride, e_idx, e_idx_stride)  # fmt: skip
        next_slot = self.load_slot(tile_begin + 1, tile_end, main_tiles, prow, row, main_len, extra_len,
                                   m_idx, m_idx_stride, e_idx, e_idx_stride)  # fmt: skip
        for tile in cutlass.range(tile_begin, tile_end, unroll=1):
            j = tile - tile_begin
            later_slot = self.load_slot(tile + 2, tile_end, main_tiles, prow, row, main_len, extra_len,
                                        m_idx, m_idx_stride, e_idx, e_idx_stride)  # fmt: skip
            if tile < main_tiles:
                self.produce_rows_tile(slot, j, prow, part, m_cache, m_page_size, m_page_bytes, m_num_slots,
                                       skv_base, svalid_base, sunit_base)  # fmt: skip
            else:
                if cutlass.const_expr(self.has_extra):
                    self.produce_rows_tile(slot, j, prow, part, e_cache, e_page_size, e_page_bytes, e_num_slots,
                                           skv_base, svalid_base, sunit_base)  # fmt: skip
            slot = next_slot
            next_slot = later_slot
        num_tiles = tile_end - tile_begin
        for j in cutlass.range(cutlass.max(num_tiles - NUM_STAGES, 0), num_tiles, unroll=1):
            for h in cutlass.range_constexpr(2):
                cute.arch.barrier(barrier_id=_empty_id(j % NUM_STAGES, h), number_of_threads=self.empty_threads)
        if num_tiles < 2:  # (the consumers' arrival after loading Q, not consumed by tile 1's first wait)
            cute.arch.barrier(barrier_id=BAR_EMPTY + 1, number_of_threads=self.empty_threads)

    @cute.jit
    def produce_rows_tile(self, slot, j, prow, part, cache, page_size, page_bytes, num_slots, skv_base, svalid_base,
                          sunit_base):  # fmt: skip
        """Tile ``j``'s rows (float16, 1,024 B each) by 16-byte ``cp.async`` into the stage, the owner's
        channel half first, each half waited for (EMPTY) and published (FULL) on its own."""
        stage = j % NUM_STAGES
        owner = stage  # (consumer j mod 2 owns tile j)
        valid = (slot >= 0) & (slot < num_slots)
        safe_slot = cutlass.select_(valid, slot, Int32(0))
        own_rec = cache + Int64(safe_slot // page_size) * page_bytes + Int64(safe_slot % page_size) * (2 * HEAD_DIM)
        row_ok = cutlass.select_(valid, Int32(1), Int32(0))
        lane = prow % 32
        stage_base = skv_base + stage * (TILE_ELEMS * 2)
        for k in cutlass.range_constexpr(2):
            half = owner if k == 0 else 1 - owner
            if j >= NUM_STAGES:
                cute.arch.barrier(barrier_id=_empty_id(stage, half), number_of_threads=self.empty_threads)
            elif (j == 1) & (half == 0):  # (stage 1's half 0: the consumers' arrival after loading Q)
                cute.arch.barrier(barrier_id=BAR_EMPTY + 1, number_of_threads=self.empty_threads)
            # A warp copies one row's half per instruction (512 contiguous bytes); its lanes hand it the address.
            for i in cutlass.range_constexpr(16):
                src = 16 * part + i
                rec_i = cute.arch.shuffle_sync(own_rec, src)
                nbytes = cute.arch.shuffle_sync(row_ok, src) * 16  # (0: zero-filled, masked by the valid flag)
                r = 32 * (prow // 32) + src
                chunk = lane + 32 * half
                _cp_async16(stage_base + _swizzled_byte(r, 8 * chunk), rec_i + 16 * chunk, nbytes)
            cute.arch.cp_async_commit_group()
            if k == 0:
                # The tile's row flags and unit: the owner reads them after the first half's FULL (and read
                # tile j − 2's before arriving at that half's EMPTY).
                if part == 0:
                    _st_shared_s32(svalid_base + (stage * BLOCK_N + prow) * 4, row_ok)
                if prow == 0 and part == 0:
                    _st_shared_f32(sunit_base + stage * 4, Float32(1.0))
        cute.arch.cp_async_wait_group(1)
        cute.arch.fence_proxy("async.shared", space="cta")
        cute.arch.barrier_arrive(barrier_id=_full_id(stage, owner), number_of_threads=self.full_threads)
        cute.arch.cp_async_wait_group(0)
        cute.arch.fence_proxy("async.shared", space="cta")
        cute.arch.barrier_arrive(barrier_id=_full_id(stage, 1 - owner), number_of_threads=self.full_threads)

    # -----------------------------------------------------------------------------------------
    # consumers
    # -----------------------------------------------------------------------------------------
    @cute.jit
    def consume_f16(self, qk_mma: cute.TiledMma, pv_mma: cute.TiledMma, storage, half: cutlass.Constexpr, ctid,
                    tile_begin, tile_end, main_tiles, svalid_base, smisc_base, row, group, split, num_groups,
                    head0, group_heads, num_heads, score_scale_log2, m_kv_scale, e_kv_scale,
                    out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr,
                    counters_addr, partial_o_addr, partial_lse_addr, num_splits):  # fmt: skip
        """Consumer ``half``: S, softmax and P of its own tiles (j ≡ half mod 2) and O[:, 256·half:] += P·V
        of every tile in order, each stage half handed back as soon as this consumer is done with it."""
        wtid = ctid % 128
        lane = wtid % 32
        warp = wtid // 32
        sp_base = storage.sP.data_ptr().toint()
        salpha_base = storage.sAlpha.data_ptr().toint()
        smax_base = storage.sMax.data_ptr().toint()
        sounit_base = storage.sOUnit.data_ptr().toint()
        sunit_base = storage.sUnit.data_ptr().toint()

        qk_mma, pv_mma, qk_thr, tSrQ, tSrK, tOrP, tOrV, acc_o = self.consumer_operands(storage, half, wtid)
        acc_s = qk_thr.make_fragment_C(qk_thr.partition_shape_C((BLOCK_H, BLOCK_N)))
        h_a = lane // 4 + 16 * warp
        h_b = h_a + 8
        state, _ = self.consumer_state(m_kv_scale)
        num_tiles = tile_end - tile_begin
        for j in cutlass.range(half, num_tiles, 2, unroll=1):
            tile = tile_begin + j
            stage = j % NUM_STAGES
            source_scale = m_kv_scale
            if cutlass.const_expr(self.has_extra):
                source_scale = cutlass.select_(tile < main_tiles, m_kv_scale, e_kv_scale)

            # ---- S = Q·Kᵀ: this consumer's channel half first (that half of the stage comes back first) ----
            cute.arch.barrier(barrier_id=_full_id(stage, half), number_of_threads=self.full_threads)
            kv_scale = source_scale * _ld_shared_f32(sunit_base + stage * 4)
            s_scale = score_scale_log2 * kv_scale
            vbase = svalid_base + stage * BLOCK_N * 4
            row_flags = [_ld_shared_s32(vbase + (2 * (lane % 4) + (c & 1) + 8 * (c >> 1)) * 4) for c in range(16)]
            cute.nvgpu.warpgroup.fence()
            for kb in cutlass.range_constexpr(HEAD_DIM // 16):
                if cutlass.const_expr(kb == HALF_BLOCKS):
                    cute.arch.barrier(barrier_id=_full_id(stage, 1 - half), number_of_threads=self.full_threads)
                block = (kb + HALF_BLOCKS * half) % (HEAD_DIM // 16)
                qk_mma.set(warpgroup.Field.ACCUMULATE, kb != 0)
                cute.gemm(qk_mma, acc_s, tSrQ[None, None, block], tSrK[None, None, block, stage], acc_s)
            cute.nvgpu.warpgroup.commit_group()
            if j >= 1:
                self.multiply_other_rows(pv_mma, acc_o, tOrP, tOrV, state, j - 1, half, 1, h_a, h_b, salpha_base,
                                         smax_base, sounit_base)  # fmt: skip
                cute.nvgpu.warpgroup.wait_group(1)  # S (committed before that P·V) has completed
            else:
                cute.nvgpu.warpgroup.wait_group(0)
            # The other half of this stage has no reader left here (the other consumer's P·V reads it).
            cute.arch.barrier_arrive(barrier_id=_empty_id(stage, 1 - half), number_of_threads=self.empty_threads)

            # ---- softmax over the tile's 64 rows, P published for the other consumer ----
            buffer = j % 2
            alpha0, alpha1, new0, new1, sum0, sum1, tile_unit = self.publish_own_tile(
                acc_s, row_flags, s_scale, kv_scale, state, buffer, lane, warp, wtid, h_a, h_b, sp_base,
                salpha_base, smax_base, sounit_base)  # fmt: skip
            cute.arch.barrier(barrier_id=BAR_OWN + half, number_of_threads=128)

            # ---- the other tile's P·V retires (its half of that stage goes back), O += P·V of this tile ----
            cute.nvgpu.warpgroup.wait_group(0)
            if j >= 1:
                cute.arch.barrier_arrive(barrier_id=_empty_id((j - 1) % NUM_STAGES, half),
                                         number_of_threads=self.empty_threads)  # fmt: skip
            self.multiply_own_tile(pv_mma, acc_o, tOrP, tOrV, state, alpha0, alpha1, new0, new1, sum0, sum1,
                                   tile_unit, buffer, stage)  # fmt: skip
            cute.nvgpu.warpgroup.wait_group(0)
            cute.arch.barrier_arrive(barrier_id=_empty_id(stage, half), number_of_threads=self.empty_threads)

        # ---- the other consumer's last tile, when the range ends with it ----
        if (num_tiles >= 1) & ((num_tiles - 1) % 2 != half):
            self.multiply_other_rows(pv_mma, acc_o, tOrP, tOrV, state, num_tiles - 1, half, 0, h_a, h_b,
                                     salpha_base, smax_base, sounit_base)  # fmt: skip
            cute.nvgpu.warpgroup.wait_group(0)
            cute.arch.barrier_arrive(barrier_id=_empty_id((num_tiles - 1) % NUM_STAGES, half),
                                     number_of_threads=self.empty_threads)  # fmt: skip

        self.finish_f16(acc_o, state[0], state[1], state[2], state[3], state[4], half, ctid, smisc_base,
                        storage.sSum.data_ptr().toint(), storage.sKV.data_ptr().toint(), row, group, split,
                        num_groups, head0, group_heads, num_heads, out_addr, out_stride_row, out_stride_head, lse_addr,
                        sinks_addr, counters_addr, partial_o_addr, partial_lse_addr, num_splits)  # fmt: skip

    @cute.jit
    def multiply_other_rows(self, pv_mma: cute.TiledMma, acc_o, tOrP, tOrV, state, j, half: cutlass.Constexpr,
                            keep: cutlass.Constexpr, h_a, h_b, salpha_base, smax_base, sounit_base):  # fmt: skip
        """O += P·V of the other consumer's tile ``j`` over this consumer's channel half: wait for its P,
        hand back the owner's half of that stage (never read here), take the tile's α, maxima and unit,
        rescale O and issue the product. ``keep``: WGMMA groups left in flight before O is touched (the S just
        issued; this consumer's own products on O have retired already, but ptxas must see it)."""
        buffer = j % 2
        stage = j % NUM_STAGES
        nothing_yet = state[0] == -Float32.inf  # nothing accumulated before tile j (O is zero)
        cute.arch.barrier(barrier_id=BAR_P_READY + buffer, number_of_threads=256)
        cute.arch.barrier_arrive(barrier_id=_empty_id(stage, 1 - half), number_of_threads=self.empty_threads)
        alpha0 = _ld_shared_f32(salpha_base + (buffer * BLOCK_H + h_a) * 4)
        alpha1 = _ld_shared_f32(salpha_base + (buffer * BLOCK_H + h_b) * 4)
        state[0] = _ld_shared_f32(smax_base + (buffer * BLOCK_H + h_a) * 4)
        state[1] = _ld_shared_f32(smax_base + (buffer * BLOCK_H + h_b) * 4)
        tile_unit = _ld_shared_f32(sounit_base + buffer * 4)
        cute.nvgpu.warpgroup.wait_group(keep)
        rescale = cutlass.select_(nothing_yet, Float32(1.0), _ratio(state[4], tile_unit))
        state[4] = tile_unit
        state[2] = state[2] * alpha0
        state[3] = state[3] * alpha1
        self.rescale_o(acc_o, alpha0 * rescale, alpha1 * rescale)
        self.multiply(pv_mma, acc_o, tOrP, tOrV, buffer, stage)
