"""CuTe DSL (SM90) kernel over a float16 copy of ``fp8_uniform`` rows: seesaw consumers, stages by halves.

The distinct-rows prefill path's copy (``ops/distinct_rows.py``) arrives as float16 rows, so the producer only
copies (16-byte ``cp.async``) and never converts. The Q load, the softmax, P's publication, the epilogue and
the parameters are :mod:`.decode_seesaw`'s; consumer c owns the tiles j ≡ c (mod 2) (S, softmax, P) and both
consumers multiply every tile's P by their own 256 channels of V. Three choices set the tile's pace:

* **Stages handed over by channel halves.** Half h of a stage (channels 256h..256h+255 of its 64 rows) is
  read by the owner's S and by consumer h's P·V only, so each half has its own FULL and EMPTY: the half a
  tile's owner multiplies goes back when its own P·V retires, the other when the other consumer's does.
* **The other consumer's tile is multiplied before this consumer's S is issued.** Its P·V of tile j − 1 is
  issued first, so the release of that stage half does not queue behind a whole S on the tensor pipe; the
  producer refills it while S runs (with S issued first, the owner of tile j + 1 waited for the other
  consumer's S, then its P·V, then the copy).
* **A producer that never waits for its copies.** FULL of a half is an mbarrier: each producer thread
  arrives once through ``cp.async.mbarrier.arrive.noinc`` (when its copies land) and once plainly (after its
  row-flag and unit stores), so the producer goes on to the next half as soon as that half's EMPTY passes.

Barriers: FULL[stage][half] mbarriers (phase = the stage's use count mod 2); named EMPTY of the low half =
decode's ``BAR_EMPTY`` + stage (so the consumers' arrival after loading Q through stage 1 stays the
producer's wait before tile 1), EMPTY of the high half = ``BAR_EMPTY_HIGH``[stage], both with the producer
and both consumers; ``P_READY`` and ``OWN`` as in :mod:`.decode_seesaw`; ``BAR_MBARRIERS_READY`` once (the
mbarriers initialised). No ``wgmma`` group stays in flight across a loop's back edge.
"""

from __future__ import annotations

import cutlass
import cutlass.cute as cute
from cutlass import Float32, Int32, Int64
from cutlass.cute.nvgpu import warpgroup

from .decode import (
    BAR_EMPTY, BLOCK_H, BLOCK_N, HEAD_DIM, NUM_STAGES, THREADS, TILE_ELEMS, _cp_async16, _ld_shared_s32,
    _st_shared_s32, _swizzled_byte,
)  # fmt: skip
from .decode_f16 import _ld_shared_f32, _ratio, _st_shared_f32
from .decode_seesaw import BAR_OWN, BAR_P_READY, SparseDecodeSeesawF16Sm90

BAR_MBARRIERS_READY = 1  # (decode's FULL of stage 0: FULL is an mbarrier here)
BAR_EMPTY_HIGH = (6, 15)  # [stage]: EMPTY of a stage's channels 256..511 (6: the model1 producer's id, unused)
HALF_STEPS = HEAD_DIM // 32  # S's 16-channel k-steps over one channel half


class SparseRowsSeesawF16Sm90(SparseDecodeSeesawF16Sm90):
    """Compile-time configuration of one variant over float16 copies of ``fp8_uniform`` rows (extra optional)."""

    def __init__(self, main_fmt: int, extra_fmt: int, has_main_len: bool, has_extra_len: bool, has_sinks: bool,
                 write_lse: bool):  # fmt: skip
        super().__init__(main_fmt, extra_fmt, has_main_len, has_extra_len, has_sinks, write_lse, f16_rows=True)

    def storage_type(self):
        """:mod:`.decode_seesaw`'s shared memory and the four FULL mbarriers (stage × channel half)."""
        return super().storage_type(sFullBar=cute.struct.Align[cute.struct.MemRange[Int64, 2 * NUM_STAGES], 16])

    # -----------------------------------------------------------------------------------------
    # hand-offs
    # -----------------------------------------------------------------------------------------
    @cute.jit
    def full_barrier(self, storage, stage, half):
        return storage.sFullBar.data_ptr() + (stage * 2 + half)

    @cute.jit
    def wait_full(self, storage, j, half):
        """Wait until channel half ``half`` of tile ``j``'s stage has landed."""
        cute.arch.mbarrier_wait(self.full_barrier(storage, j % NUM_STAGES, half), (j // NUM_STAGES) % 2)
        cute.arch.fence_proxy("async.shared", space="cta")  # cp.async writes → WGMMA (async proxy) reads

    @cute.jit
    def empty_id(self, stage, half: cutlass.Constexpr):
        """Named EMPTY barrier of channel half ``half`` of ``stage``."""
        if cutlass.const_expr(half == 0):
            return BAR_EMPTY + stage
        return cutlass.select_(stage == 0, Int32(BAR_EMPTY_HIGH[0]), Int32(BAR_EMPTY_HIGH[1]))

    @cute.jit
    def release(self, stage, half: cutlass.Constexpr):
        cute.arch.barrier_arrive(barrier_id=self.empty_id(stage, half), number_of_threads=THREADS)

    # -----------------------------------------------------------------------------------------
    # producer
    # -----------------------------------------------------------------------------------------
    @cute.jit
    def produce(self, tidx, row, tile_begin, tile_end, main_tiles, main_len, extra_len, storage, skv_base, svalid_base,
                m_cache, m_idx, m_idx_stride, m_page_size, m_page_bytes, m_num_slots, m_kv_scale,
                e_cache, e_idx, e_idx_stride, e_page_size, e_page_bytes, e_num_slots, e_kv_scale):  # fmt: skip
        """Every tile of the range copied into its stage by halves (the owner's half first), each half
        published on its FULL mbarrier without waiting for it to land; then the last EMPTY arrivals."""
        if tidx == 0:
            for k in cutlass.range_constexpr(2 * NUM_STAGES):
                cute.arch.mbarrier_init(storage.sFullBar.data_ptr() + k, 256)  # 128 copy + 128 plain arrivals
        cute.arch.mbarrier_init_fence()
        cute.arch.barrier_arrive(barrier_id=BAR_MBARRIERS_READY, number_of_threads=THREADS)
        prow = tidx % BLOCK_N  # the tile row whose slot this thread loads
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
                self.copy_tile(storage, slot, j, prow, part, m_cache, m_page_size, m_page_bytes, m_num_slots, skv_base,
                               svalid_base, sunit_base)  # fmt: skip
            else:
                if cutlass.const_expr(self.has_extra):
                    self.copy_tile(storage, slot, j, prow, part, e_cache, e_page_size, e_page_bytes, e_num_slots,
                                   skv_base, svalid_base, sunit_base)  # fmt: skip
            slot = next_slot
            next_slot = later_slot
        num_tiles = tile_end - tile_begin
        for j in cutlass.range(cutlass.max(num_tiles - NUM_STAGES, 0), num_tiles, unroll=1):
            for h in cutlass.range_constexpr(2):
                cute.arch.barrier(barrier_id=self.empty_id(j % NUM_STAGES, h), number_of_threads=THREADS)
        if num_tiles < 2:  # (the consumers' arrival after loading Q, not consumed by tile 1's first wait)
            cute.arch.barrier(barrier_id=BAR_EMPTY + 1, number_of_threads=THREADS)

    @cute.jit
    def copy_tile(self, storage, slot, j, prow, part, cache, page_size, page_bytes, num_slots, skv_base, svalid_base,
                  sunit_base):  # fmt: skip
        """Tile ``j``'s rows (float16, 1,024 B each) by 16-byte ``cp.async`` into its stage, the owner's channel
        half first; each half waits for its EMPTY and is published without waiting to land."""
        stage = j % NUM_STAGES
        valid = (slot >= 0) & (slot < num_slots)
        safe_slot = cutlass.select_(valid, slot, Int32(0))
        own_rec = cache + Int64(safe_slot // page_size) * page_bytes + Int64(safe_slot % page_size) * (2 * HEAD_DIM)
        row_ok = cutlass.select_(valid, Int32(1), Int32(0))
        stage_base = skv_base + stage * (TILE_ELEMS * 2)
        lane = prow % 32
        for k in cutlass.range_constexpr(2):
            half = stage if k == 0 else 1 - stage  # (consumer j mod 2 owns tile j and multiplies its half j mod 2)
            if j >= NUM_STAGES:
                cute.arch.barrier(barrier_id=cutlass.select_(half == 0, BAR_EMPTY + stage, self.empty_id(stage, 1)),
                                  number_of_threads=THREADS)  # fmt: skip
            else:
                if cutlass.const_expr(k == 0):
                    if j == 1:  # (stage 1 holds Q's staging until the consumers' arrival)
                        cute.arch.barrier(barrier_id=BAR_EMPTY + 1, number_of_threads=THREADS)
            # A warp copies one row's half per instruction (512 contiguous bytes); its lanes hand it the address.
            for i in cutlass.range_constexpr(16):
                src = 16 * part + i
                rec_i = cute.arch.shuffle_sync(own_rec, src)
                nbytes = cute.arch.shuffle_sync(row_ok, src) * 16  # (0: zero-filled, masked by the valid flag)
                chunk = lane + 32 * half
                _cp_async16(stage_base + _swizzled_byte(32 * (prow // 32) + src, 8 * chunk), rec_i + 16 * chunk,
                            nbytes)  # fmt: skip
            if cutlass.const_expr(k == 0):
                # The tile's row flags and unit: the owner reads them after its half's FULL.
                if prow == 0 and part == 0:
                    _st_shared_f32(sunit_base + stage * 4, Float32(1.0))
                if part == 0:
                    _st_shared_s32(svalid_base + (stage * BLOCK_N + prow) * 4, row_ok)
            bar = self.full_barrier(storage, stage, half)
            cute.arch.cp_async_mbarrier_arrive_noinc(bar)  # (arrives when this thread's copies have landed)
            cute.arch.mbarrier_arrive(bar)  # (release: this thread's flag and unit stores)

    # -----------------------------------------------------------------------------------------
    # consumers
    # -----------------------------------------------------------------------------------------
    @cute.jit
    def consume_f16(self, qk_mma: cute.TiledMma, pv_mma: cute.TiledMma, storage, half: cutlass.Constexpr, ctid,
                    tile_begin, tile_end, main_tiles, svalid_base, smisc_base, row, group, split, num_groups,
                    head0, group_heads, num_heads, score_scale_log2, m_kv_scale, e_kv_scale,
                    out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr,
                    counters_addr, partial_o_addr, partial_lse_addr, num_splits):  # fmt: skip
        """Consumer ``half``: per own tile j (j ≡ half mod 2), O += P·V of the other consumer's tile j − 1,
        then S over tile j (its own channel half first), the softmax and P, then O += P·V of tile j."""
        cute.arch.barrier(barrier_id=BAR_MBARRIERS_READY, number_of_threads=THREADS)  # the mbarriers exist
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
        other = 1 - half
        for j in cutlass.range(half, num_tiles, 2, unroll=1):
            tile = tile_begin + j
            stage = j % NUM_STAGES
            source_scale = m_kv_scale
            if cutlass.const_expr(self.has_extra):
                source_scale = cutlass.select_(tile < main_tiles, m_kv_scale, e_kv_scale)

            # ---- the other consumer's tile j − 1 first: its stage half goes back while S runs ----
            if j >= 1:
                self.multiply_other_rows(pv_mma, acc_o, tOrP, tOrV, state, j - 1, half, h_a, h_b, salpha_base,
                                         smax_base, sounit_base)  # fmt: skip

            # ---- S = Q·Kᵀ over tile j, this consumer's channel half first ----
            self.wait_full(storage, j, half)
            kv_scale = source_scale * _ld_shared_f32(sunit_base + stage * 4)
            s_scale = score_scale_log2 * kv_scale
            vbase = svalid_base + stage * BLOCK_N * 4
            row_flags = [_ld_shared_s32(vbase + (2 * (lane % 4) + (c & 1) + 8 * (c >> 1)) * 4) for c in range(16)]
            cute.nvgpu.warpgroup.fence()
            for kb in cutlass.range_constexpr(HEAD_DIM // 16):
                if cutlass.const_expr(kb == HALF_STEPS):
                    self.wait_full(storage, j, other)
                block = (kb + HALF_STEPS * half) % (HEAD_DIM // 16)
                qk_mma.set(warpgroup.Field.ACCUMULATE, kb != 0)
                cute.gemm(qk_mma, acc_s, tSrQ[None, None, block], tSrK[None, None, block, stage], acc_s)
            cute.nvgpu.warpgroup.commit_group()
            if j >= 1:
                cute.nvgpu.warpgroup.wait_group(1)  # the other tile's P·V (committed first) has completed
                self.release((j - 1) % NUM_STAGES, half)
            cute.nvgpu.warpgroup.wait_group(0)
            self.release(stage, other)  # (the other consumer's P·V reads that half, after P_READY)

            # ---- softmax, P published for the other consumer, O += P·V of this tile ----
            buffer = j % 2
            alpha0, alpha1, new0, new1, sum0, sum1, tile_unit = self.publish_own_tile(
                acc_s, row_flags, s_scale, kv_scale, state, buffer, lane, warp, wtid, h_a, h_b, sp_base,
                salpha_base, smax_base, sounit_base)  # fmt: skip
            cute.arch.barrier(barrier_id=BAR_OWN + half, number_of_threads=128)
            self.multiply_own_tile(pv_mma, acc_o, tOrP, tOrV, state, alpha0, alpha1, new0, new1, sum0, sum1,
                                   tile_unit, buffer, stage)  # fmt: skip
            cute.nvgpu.warpgroup.wait_group(0)
            self.release(stage, half)

        # ---- the other consumer's last tile, when the range ends with it ----
        if (num_tiles >= 1) & ((num_tiles - 1) % 2 != half):
            self.multiply_other_rows(pv_mma, acc_o, tOrP, tOrV, state, num_tiles - 1, half, h_a, h_b, salpha_base,
                                     smax_base, sounit_base)  # fmt: skip
            cute.nvgpu.warpgroup.wait_group(0)
            self.release((num_tiles - 1) % NUM_STAGES, half)

        self.finish_f16(acc_o, state[0], state[1], state[2], state[3], state[4], half, ctid, smisc_base,
                        storage.sSum.data_ptr().toint(), storage.sKV.data_ptr().toint(), row, group, split,
                        num_groups, head0, group_heads, num_heads, out_addr, out_stride_row, out_stride_head, lse_addr,
                        sinks_addr, counters_addr, partial_o_addr, partial_lse_addr, num_splits)  # fmt: skip

    @cute.jit
    def multiply_other_rows(self, pv_mma: cute.TiledMma, acc_o, tOrP, tOrV, state, j, half: cutlass.Constexpr,
                            h_a, h_b, salpha_base, smax_base, sounit_base):  # fmt: skip
        """O += P·V of the other consumer's tile ``j`` over this consumer's channel half: wait for its P, hand
        back the owner's half of that stage (never read here), take the tile's α, maxima and unit, rescale O
        and issue the product (this consumer's own products have all retired)."""
        buffer = j % 2
        nothing_yet = state[0] == -Float32.inf  # nothing accumulated before tile j (O is zero)
        cute.arch.barrier(barrier_id=BAR_P_READY + buffer, number_of_threads=256)
        self.release(j % NUM_STAGES, 1 - half)
        alpha0 = _ld_shared_f32(salpha_base + (buffer * BLOCK_H + h_a) * 4)
        alpha1 = _ld_shared_f32(salpha_base + (buffer * BLOCK_H + h_b) * 4)
        state[0] = _ld_shared_f32(smax_base + (buffer * BLOCK_H + h_a) * 4)
        state[1] = _ld_shared_f32(smax_base + (buffer * BLOCK_H + h_b) * 4)
        tile_unit = _ld_shared_f32(sounit_base + buffer * 4)
        rescale = cutlass.select_(nothing_yet, Float32(1.0), _ratio(state[4], tile_unit))
        state[4] = tile_unit
        state[2] = state[2] * alpha0
        state[3] = state[3] * alpha1
        self.rescale_o(acc_o, alpha0 * rescale, alpha1 * rescale)
        self.multiply(pv_mma, acc_o, tOrP, tOrV, buffer, j % NUM_STAGES)
