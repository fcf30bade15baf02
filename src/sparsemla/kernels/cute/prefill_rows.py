"""CuTe DSL (SM90) prefill kernel over a float16 copy of ``fp8_uniform`` rows (the ``f16rows`` design).

The distinct-rows prefill path's copy (``ops/distinct_rows.py``) arrives as float16 rows, so the producer only
copies (16-byte ``cp.async``) and never converts. The Q load, P's publication, the epilogue and the parameters
are :mod:`.decode_seesaw`'s; consumer c owns the tiles j ≡ c (mod 2) (S, softmax, P) and both consumers
multiply every tile's P by their own 256 channels of V. What sets the tile's pace:

* **Consumers in opposite orders.** Consumer 1 issues S of its tile b before it waits for consumer 0's P of
  tile a, so S(b) runs beside consumer 0's softmax; consumer 0 multiplies tile b by its channel half before it
  issues S(a + 2), so that product, and the stage half it frees, do not queue behind a whole S.
* **The owner's P from registers.** The owner multiplies its own tile with P as the register operand of an
  RS ``wgmma``; only the other consumer reads P from shared memory. Its softmax takes the maxima of the raw
  scores (Q carries the sign of the scale) and skips the masks on tiles whose rows are all valid.
* **Stages handed over by channel halves.** Half h of a stage (channels 256h..256h+255 of its 64 rows) is
  read by the owner's S and by consumer h's P·V only, so each half has its own FULL and EMPTY.
* **A producer that owns rows and never waits for its copies.** Each producer thread copies one 16-byte
  chunk of four fixed rows of every tile: its shared-memory offsets are constants and each row's address is
  computed once per tile (a producer that shuffled each row's address to its warp ran 2.5× the instructions,
  and the tile took 1.77 against 1.56 µs). FULL of a half is an mbarrier that each thread arrives on through
  ``cp.async.mbarrier.arrive.noinc`` (when its copies land) and once plainly (after its row-flag stores).

Barriers: FULL[stage][half] mbarriers (phase = the stage's use count mod 2); named EMPTY of the low half =
decode's ``BAR_EMPTY`` + stage (so the consumers' arrival after loading Q stays the producer's wait before
tile 1), EMPTY of the high half = ``BAR_EMPTY_HIGH``[stage], both with the producer and both consumers;
``P_READY`` as in :mod:`.decode_seesaw`; ``BAR_PRODUCER_INIT`` and ``BAR_MBARRIERS_READY`` once (no thread
arrives on an mbarrier before thread 0 has initialised it). No ``wgmma`` group stays in flight across a
loop's back edge.
"""
from __future__ import annotations

import cutlass
import cutlass.cute as cute
import cutlass.utils.hopper_helpers as sm90_utils
from cutlass import Float32, Int32, Int64
from cutlass.cute.nvgpu import warpgroup

from .decode import (
    BAR_EMPTY, BLOCK_H, BLOCK_N, HEAD_DIM, NUM_STAGES, ONE_BITS, THREADS, TILE_ELEMS, _cp_async16, _ld_shared_s32,
    _st_shared_s32, _swizzled_byte,
)  # fmt: skip
from .decode_f16 import GROW, _ld_shared_f32, _ratio, _st_shared_f32
from .decode_seesaw import BAR_P_READY, P_ELEMS, SparseDecodeSeesawF16Sm90

BAR_MBARRIERS_READY = 1  # (decode's FULL of stage 0: FULL is an mbarrier here)
BAR_PRODUCER_INIT = 2  # (decode's FULL of stage 1): the producer warpgroup, once the mbarriers exist
BAR_EMPTY_HIGH = (6, 15)  # [stage]: EMPTY of a stage's channels 256..511 (6: the model1 producer's id, unused)
HALF_STEPS = HEAD_DIM // 32  # S's 16-channel k-steps over one channel half


def _cp_async4(smem_addr, gmem_addr, src_bytes):
    # src_bytes = 0 writes 4 zero bytes without reading global memory.
    cute.arch.inline_ptx("cp.async.ca.shared.global [{$r0}], [{$r1}], 4, {$r2};",
                         read_only_args=[smem_addr, gmem_addr, src_bytes])  # fmt: skip


def _ld_shared_v2_f32(smem_addr):
    return cute.arch.inline_ptx("ld.shared.v2.f32 {{$w0}, {$w1}}, [{$r0}];", write_only_types=[Float32, Float32],
                                read_only_args=[smem_addr])  # fmt: skip


def _stmatrix_b16x4(smem_addr, w0, w1, w2, w3):
    """:func:`.decode_f16._stmatrix_f16x4` from words already holding 16-bit pairs."""
    cute.arch.inline_ptx("stmatrix.sync.aligned.m8n8.x4.shared.b16 [{$r0}], {{$r1}, {$r2}, {$r3}, {$r4}};",
                         read_only_args=[smem_addr, w0, w1, w2, w3])  # fmt: skip


def _mul_rn(a, b):
    """a × b rounded on its own: a ``mul.rn`` is never fused into a following subtraction, so a score's
    product and the maximum taken from the same products agree exactly (a fused multiply-add leaves the
    maximum's own exponent at up to half an ulp of its score: 2^87 for a score near 2^111, P = inf)."""
    return cute.arch.inline_ptx("mul.rn.f32 {$w0}, {$r0}, {$r1};", write_only_types=[Float32], read_only_args=[a, b])


@cute.jit
def _quad_max(a, b):
    """``a`` and ``b`` maximised over the four lanes that hold one head's 64 columns (lanes 4i … 4i + 3)."""
    for sh in cutlass.range_constexpr(2):
        a = cute.arch.fmax(a, cute.arch.shuffle_sync_bfly(a, offset=1 << sh))
        b = cute.arch.fmax(b, cute.arch.shuffle_sync_bfly(b, offset=1 << sh))
    return a, b


def _pow2_reciprocal(x):
    """1 / x, exactly, for a power of two x in [2^-126, 2^126]: the exponent field's complement (no division,
    no approximation)."""
    return cute.arch.inline_ptx("{ .reg .b32 t; mov.b32 t, {$r0}; sub.s32 t, 2130706432, t; mov.b32 {$w0}, t; }",
                                write_only_types=[Float32], read_only_args=[x])  # fmt: skip


class SparseRowsPairF16Sm90(SparseDecodeSeesawF16Sm90):
    """Compile-time configuration of one variant over float16 copies of ``fp8_uniform`` rows (extra optional).

    Consumer 0 owns the even tiles a, consumer 1 the odd tiles b = a + 1; consumer c multiplies every tile by
    its channel half c. Per pair: consumer 1 issues S(b) *before* waiting for consumer 0's P of tile a, so S(b)
    runs beside consumer 0's softmax of a; consumer 0 multiplies the other consumer's tile b *before* issuing
    its next S(a + 2), so that product and the half stages it frees are not queued behind S. The maxima chain
    a → b → a + 2 through ``P_READY``; each product uses P under its own tile's maxima, O rescaled between.
    The owner multiplies its own P from registers (RS ``wgmma``); the other consumer reads it from ``sP``.

    Releases (each consumer arrives once per tile on both halves' EMPTY): consumer 0 frees stage 0's high half
    once S(a) completes and its low half once its own P·V of a completes, stage 1's high half (never read by
    it) once it has seen stage 1's low half land, and that low half once its P·V of b completes; consumer 1
    symmetrically. S is never in flight across a loop's back edge (issued and retired in the same iteration).
    """

    def __init__(self, main_fmt: int, extra_fmt: int, has_main_len: bool, has_extra_len: bool, has_sinks: bool,
                 write_lse: bool):  # fmt: skip
        super().__init__(main_fmt, extra_fmt, has_main_len, has_extra_len, has_sinks, write_lse, f16_rows=True)
        self.positive_score_scale = True  # (publish_scores: maxima of the raw scores)
        self.row_scales = False  # (SparseRowsScaledF16Sm90: rows with power-of-two factors)
        self.ring_stages = NUM_STAGES  # stages of the tile ring (the FULL mbarriers: two per stage)

    def storage_type(self, **extra):
        """:mod:`.decode_seesaw`'s shared memory and the four FULL mbarriers (stage × channel half)."""
        return super().storage_type(sFullBar=cute.struct.Align[cute.struct.MemRange[Int64, 2 * NUM_STAGES], 16],
                                    **extra)  # fmt: skip

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
        if cutlass.const_expr(isinstance(stage, int)):
            return BAR_EMPTY_HIGH[stage]
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
        """Each producer thread owns one 16-byte column chunk of four rows of every tile (rows
        16r + t // 8, chunk t % 8 of each 64-column block), so its shared-memory offsets are constants and each
        row's address is computed once per tile, not shuffled to the warp per copy (FlashMLA's producer
        layout). Sources are ``ops/distinct_rows.py``'s copies: one page, row ``slot`` at ``slot × 1,024`` bytes
        (:meth:`copy_owned_rows`; a subclass's may read paged pools)."""
        if tidx == 0:
            for k in cutlass.range_constexpr(2 * self.ring_stages):
                cute.arch.mbarrier_init(storage.sFullBar.data_ptr() + k, 256)
        cute.arch.mbarrier_init_fence()
        cute.arch.barrier(barrier_id=BAR_PRODUCER_INIT, number_of_threads=128)
        cute.arch.barrier_arrive(barrier_id=BAR_MBARRIERS_READY, number_of_threads=THREADS)
        group = tidx // 8
        chunk = tidx % 8
        # rows 16r + group all have row % 8 == group % 8: one swizzled chunk for every row and block
        my_smem = skv_base + group * 128 + ((chunk ^ (group % 8)) * 16)
        sunit_base = storage.sUnit.data_ptr().toint()
        s0 = self.load_slot(tile_begin, tile_end, main_tiles, group, row, main_len, extra_len, m_idx, m_idx_stride,
                            e_idx, e_idx_stride)  # fmt: skip
        s1 = self.load_slot(tile_begin, tile_end, main_tiles, 16 + group, row, main_len, extra_len, m_idx,
                            m_idx_stride, e_idx, e_idx_stride)  # fmt: skip
        s2 = self.load_slot(tile_begin, tile_end, main_tiles, 32 + group, row, main_len, extra_len, m_idx,
                            m_idx_stride, e_idx, e_idx_stride)  # fmt: skip
        s3 = self.load_slot(tile_begin, tile_end, main_tiles, 48 + group, row, main_len, extra_len, m_idx,
                            m_idx_stride, e_idx, e_idx_stride)  # fmt: skip
        for tile in cutlass.range(tile_begin, tile_end, unroll=1):
            j = tile - tile_begin
            n0 = self.load_slot(tile + 1, tile_end, main_tiles, group, row, main_len, extra_len, m_idx,
                                m_idx_stride, e_idx, e_idx_stride)  # fmt: skip
            n1 = self.load_slot(tile + 1, tile_end, main_tiles, 16 + group, row, main_len, extra_len, m_idx,
                                m_idx_stride, e_idx, e_idx_stride)  # fmt: skip
            n2 = self.load_slot(tile + 1, tile_end, main_tiles, 32 + group, row, main_len, extra_len, m_idx,
                                m_idx_stride, e_idx, e_idx_stride)  # fmt: skip
            n3 = self.load_slot(tile + 1, tile_end, main_tiles, 48 + group, row, main_len, extra_len, m_idx,
                                m_idx_stride, e_idx, e_idx_stride)  # fmt: skip
            cache = m_cache
            num_slots = m_num_slots
            page_size = m_page_size
            page_bytes = m_page_bytes
            if cutlass.const_expr(self.has_extra):
                in_main = tile < main_tiles
                cache = cutlass.select_(in_main, m_cache, e_cache)
                num_slots = cutlass.select_(in_main, m_num_slots, e_num_slots)
                page_size = cutlass.select_(in_main, m_page_size, e_page_size)
                page_bytes = cutlass.select_(in_main, m_page_bytes, e_page_bytes)
            self.copy_owned_rows(storage, j, s0, s1, s2, s3, group, chunk, my_smem, cache, num_slots, page_size,
                                 page_bytes, svalid_base, sunit_base, tidx)  # fmt: skip
            s0 = n0
            s1 = n1
            s2 = n2
            s3 = n3
        num_tiles = tile_end - tile_begin
        self.drain_empty(num_tiles)
        if num_tiles < 2:
            cute.arch.barrier(barrier_id=BAR_EMPTY + 1, number_of_threads=THREADS)

    @cute.jit
    def drain_empty(self, num_tiles):
        """The consumers' EMPTY arrivals on the last stages' uses, consumed so no barrier is left half-arrived."""
        for j in cutlass.range(cutlass.max(num_tiles - NUM_STAGES, 0), num_tiles, unroll=1):
            for h in cutlass.range_constexpr(2):
                cute.arch.barrier(barrier_id=self.empty_id(j % NUM_STAGES, h), number_of_threads=THREADS)

    @cute.jit
    def copy_owned_rows(self, storage, j, s0, s1, s2, s3, group, chunk, my_smem, cache, num_slots, page_size,
                        page_bytes, svalid_base, sunit_base, tidx):  # fmt: skip
        """Tile ``j``'s four rows of this thread by 16-byte ``cp.async`` into its stage, the owner's channel half
        first, each half published on its FULL mbarrier without waiting for it to land (the copy is one page:
        ``page_size`` and ``page_bytes`` are not needed)."""
        stage = j % NUM_STAGES
        slots = (s0, s1, s2, s3)
        oks = [(s >= 0) & (s < num_slots) for s in slots]
        recs = [cache + Int64(cutlass.select_(ok, s, Int32(0))) * (2 * HEAD_DIM) + chunk * 16 for s, ok in zip(slots, oks)]
        nbytes = [cutlass.select_(ok, Int32(16), Int32(0)) for ok in oks]
        stage_base = my_smem + stage * (TILE_ELEMS * 2)
        for k in cutlass.range_constexpr(2):
            half = stage if k == 0 else 1 - stage  # (consumer j mod 2 owns tile j and multiplies its half j mod 2)
            if j >= NUM_STAGES:
                cute.arch.barrier(barrier_id=cutlass.select_(half == 0, BAR_EMPTY + stage, self.empty_id(stage, 1)),
                                  number_of_threads=THREADS)  # fmt: skip
            else:
                if cutlass.const_expr(k == 0):
                    if j == 1:  # (stage 1 holds Q's staging until the consumers' arrival)
                        cute.arch.barrier(barrier_id=BAR_EMPTY + 1, number_of_threads=THREADS)
            half_smem = stage_base + half * (4 * 8192)
            for r in cutlass.range_constexpr(4):
                src = recs[r] + half * 512
                for b in cutlass.range_constexpr(4):
                    _cp_async16(half_smem + b * 8192 + r * 16 * 128, src + b * 128, nbytes[r])
            if cutlass.const_expr(k == 0):
                if tidx == 0:
                    _st_shared_s32(sunit_base + stage * 4, Int32(ONE_BITS))
                if chunk == 0:
                    for r in cutlass.range_constexpr(4):
                        flag = svalid_base + (stage * BLOCK_N + 16 * r + group) * 4
                        if cutlass.const_expr(self.row_scales):  # the row's factor, 0 for a dead row
                            factor = cache + Int64(num_slots) * (2 * HEAD_DIM) + Int64(
                                cutlass.select_(oks[r], slots[r], Int32(0))) * 4  # fmt: skip
                            _cp_async4(flag, factor, cutlass.select_(oks[r], Int32(4), Int32(0)))
                        else:
                            _st_shared_s32(flag, cutlass.select_(oks[r], Int32(1), Int32(0)))
            bar = self.full_barrier(storage, stage, half)
            cute.arch.cp_async_mbarrier_arrive_noinc(bar)
            cute.arch.mbarrier_arrive(bar)

    @cute.jit
    def issue_s(self, qk_first: cute.TiledMma, qk_mma: cute.TiledMma, acc_s, tSrQ, tSrK, storage, j,
                half: cutlass.Constexpr):  # fmt: skip
        """S = Q·Kᵀ over tile ``j`` (stage ``half``), this consumer's channel half first, as one group
        (``qk_first`` overwrites, ``qk_mma`` accumulates: both set before the staged control flow)."""
        self.wait_full(storage, j, half)
        cute.nvgpu.warpgroup.fence()
        for kb in cutlass.range_constexpr(HEAD_DIM // 16):
            if cutlass.const_expr(kb == HALF_STEPS):
                self.wait_full(storage, j, 1 - half)
            block = (kb + HALF_STEPS * half) % (HEAD_DIM // 16)
            cute.gemm(qk_first if kb == 0 else qk_mma, acc_s, tSrQ[None, None, block], tSrK[None, None, block, half],
                      acc_s)  # fmt: skip
        cute.nvgpu.warpgroup.commit_group()

    @cute.jit
    def publish_own_tile(self, acc_s, row_flags, s_scale, kv_scale, state, buffer, lane, warp, wtid, h_a, h_b,
                         sp_base, salpha_base, smax_base, sounit_base, tOrPl):  # fmt: skip
        """The owner's softmax and P's publication (:mod:`.decode_seesaw`'s, on raw scores): a tile whose 64
        rows are all valid (a warp vote over the row flags each thread holds; the warps' lanes hold them all)
        skips the per-score masks."""
        ok = self.all_rows_valid(row_flags)
        alpha0 = Float32(0.0)
        alpha1 = Float32(0.0)
        new0 = Float32(0.0)
        new1 = Float32(0.0)
        sum0 = Float32(0.0)
        sum1 = Float32(0.0)
        tile_unit = Float32(0.0)
        if cute.arch.vote_all_sync(ok != 0):
            alpha0, alpha1, new0, new1, sum0, sum1, tile_unit = self.publish_scores(
                acc_s, row_flags, s_scale, kv_scale, state, buffer, lane, warp, wtid, h_a, h_b, sp_base, salpha_base,
                smax_base, sounit_base, tOrPl, False)  # fmt: skip
        else:
            alpha0, alpha1, new0, new1, sum0, sum1, tile_unit = self.publish_scores(
                acc_s, row_flags, s_scale, kv_scale, state, buffer, lane, warp, wtid, h_a, h_b, sp_base, salpha_base,
                smax_base, sounit_base, tOrPl, True)  # fmt: skip
        return alpha0, alpha1, new0, new1, sum0, sum1, tile_unit

    @cute.jit
    def all_rows_valid(self, row_flags):
        """Nonzero where each of this thread's 16 columns holds a valid row (int32 flags)."""
        ok = row_flags[0]
        for c in cutlass.range_constexpr(1, 16):
            ok = ok & row_flags[c]
        return ok

    @cute.jit
    def raw_softmax(self, acc_s, row_flags, s_scale, kv_scale, state, masked: cutlass.Constexpr):
        """The owner's softmax of the raw scores in ``acc_s`` (``s_scale`` > 0: Q carries the scale's sign):
        the maxima of the raw values scaled once, then each score scaled (:func:`_mul_rn`) into exp2 (columns
        masked by ``row_flags`` where ``masked``). Returns ``(probs, alpha0, alpha1, new0, new1, sum0, sum1,
        tile_unit)`` for heads h_a and h_b (:meth:`moved_maxima`'s factors)."""
        mx0 = -Float32.inf
        mx1 = -Float32.inf
        raw = []
        for i in cutlass.range_constexpr(cute.size(acc_s)):
            v = acc_s[i]
            if cutlass.const_expr(masked):
                v = cutlass.select_(row_flags[(i & 1) + 2 * (i >> 2)] != 0, v, -Float32.inf)
            raw.append(v)
            if cutlass.const_expr(((i >> 1) & 1) == 0):
                mx0 = cute.arch.fmax(mx0, v)
            else:
                mx1 = cute.arch.fmax(mx1, v)
        mx0, mx1 = _quad_max(mx0, mx1)
        mx0 = _mul_rn(mx0, s_scale)
        mx1 = _mul_rn(mx1, s_scale)
        tile_unit, new0, new1, safe0, safe1, alpha0, alpha1 = self.moved_maxima(mx0, mx1, state, kv_scale)
        neg0 = -safe0
        neg1 = -safe1
        sum0 = Float32(0.0)
        sum1 = Float32(0.0)
        probs = []
        for i in cutlass.range_constexpr(cute.size(acc_s)):
            if cutlass.const_expr(((i >> 1) & 1) == 0):
                probs.append(cute.math.exp2(_mul_rn(raw[i], s_scale) + neg0, fastmath=True))
                sum0 = sum0 + probs[i]
            else:
                probs.append(cute.math.exp2(_mul_rn(raw[i], s_scale) + neg1, fastmath=True))
                sum1 = sum1 + probs[i]
        return probs, alpha0, alpha1, new0, new1, sum0, sum1, tile_unit

    @cute.jit
    def publish_scores(self, acc_s, row_flags, s_scale, kv_scale, state, buffer, lane, warp, wtid, h_a, h_b,
                       sp_base, salpha_base, smax_base, sounit_base, tOrPl, masked: cutlass.Constexpr):  # fmt: skip
        """The softmax of the raw scores (:meth:`raw_softmax`), P to ``sP`` for the other consumer and to
        ``tOrPl`` for the owner's product from registers. S is read, never written back: the other consumer's P·V is
        in flight here, and a non-WGMMA definition of an accumulator inside a WGMMA stage makes ptxas
        serialise every product (C7515)."""
        probs, alpha0, alpha1, new0, new1, sum0, sum1, tile_unit = self.raw_softmax(acc_s, row_flags, s_scale,
                                                                                    kv_scale, state, masked)  # fmt: skip
        p_base = sp_base + buffer * (P_ELEMS * 2)
        self.publish_p(probs, alpha0, alpha1, new0, new1, tile_unit, p_base, buffer, lane, warp, wtid, h_a, h_b,
                       salpha_base, smax_base, sounit_base)  # fmt: skip
        for i in cutlass.range_constexpr(cute.size(acc_s)):
            tOrPl[i] = Float32(probs[i]).to(self.operand_dtype)
        return alpha0, alpha1, new0, new1, sum0, sum1, tile_unit

    @cute.jit
    def multiply_own(self, pv_rs: cute.TiledMma, acc_o, tOrV, tOrPl, state, alpha0, alpha1, new0, new1, sum0, sum1,
                     tile_unit, half: cutlass.Constexpr):  # fmt: skip
        """The owner's O += P·V of its tile (stage ``half``) from P in registers (RS ``wgmma``)."""
        factor0, factor1 = self.move_own_state(state, alpha0, alpha1, new0, new1, sum0, sum1, tile_unit)
        self.rescale_o(acc_o, factor0, factor1)
        cute.nvgpu.warpgroup.fence()
        for kb in cutlass.range_constexpr(BLOCK_N // 16):
            cute.gemm(pv_rs, acc_o, tOrPl[None, None, kb], tOrV[None, None, kb, half], acc_o)
        cute.nvgpu.warpgroup.commit_group()

    @cute.jit
    def move_own_state(self, state, alpha0, alpha1, new0, new1, sum0, sum1, tile_unit):
        """The owner's running state moved to its tile; returns O's factors for heads h_a and h_b."""
        rescale = cutlass.select_(state[0] == -Float32.inf, Float32(1.0), _ratio(state[4], tile_unit))
        state[4] = tile_unit
        state[2] = state[2] * alpha0 + sum0
        state[3] = state[3] * alpha1 + sum1
        state[0] = new0
        state[1] = new1
        return alpha0 * rescale, alpha1 * rescale

    @cute.jit
    def own_tile_scales(self, tile, main_tiles, m_kv_scale, e_kv_scale, score_scale_log2, stage: cutlass.Constexpr,
                        sunit_base, svalid_base, lane):  # fmt: skip
        """``(kv_scale, s_scale, row_flags)`` of the owner's tile in ``stage`` (read once S has completed)."""
        source_scale = m_kv_scale
        if cutlass.const_expr(self.has_extra):
            source_scale = cutlass.select_(tile < main_tiles, m_kv_scale, e_kv_scale)
        kv_scale = source_scale * _ld_shared_f32(sunit_base + stage * 4)
        vbase = svalid_base + stage * BLOCK_N * 4
        row_flags = [_ld_shared_s32(vbase + (2 * (lane % 4) + (c & 1) + 8 * (c >> 1)) * 4) for c in range(16)]
        return kv_scale, score_scale_log2 * kv_scale, row_flags

    @cute.jit
    def take_other_tile(self, state, buffer: cutlass.Constexpr, h_a, h_b, salpha_base, smax_base, sounit_base):
        """Wait for the other consumer's P of its tile in ``buffer``; move this consumer's state to that tile's
        maxima and unit. Returns O's factors for heads h_a, h_b (no product of this consumer may be in
        flight when O is multiplied by them)."""
        nothing_yet = state[0] == -Float32.inf  # nothing accumulated yet (O is zero)
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
        return alpha0 * rescale, alpha1 * rescale

    @cute.jit
    def consume_f16(self, qk_mma: cute.TiledMma, pv_mma: cute.TiledMma, storage, half: cutlass.Constexpr, ctid,
                    tile_begin, tile_end, main_tiles, svalid_base, smisc_base, row, group, split, num_groups,
                    head0, group_heads, num_heads, score_scale_log2, m_kv_scale, e_kv_scale,
                    out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr,
                    counters_addr, partial_o_addr, partial_lse_addr, num_splits):  # fmt: skip
        """Consumer 0: softmax and P·V of tile a, P·V of tile b, then S(a + 2). Consumer 1: S(b), P·V of
        tile a, softmax and P·V of tile b."""
        cute.arch.barrier(barrier_id=BAR_MBARRIERS_READY, number_of_threads=THREADS)  # the mbarriers exist
        wtid, lane, warp, sp_base, salpha_base, smax_base, sounit_base, sunit_base = self.consumer_bases(storage, ctid)

        qk_mma, pv_mma, qk_thr, tSrQ, tSrK, tOrP, tOrV, acc_o = self.consumer_operands(storage, half, wtid)
        acc_s = qk_thr.make_fragment_C(qk_thr.partition_shape_C((BLOCK_H, BLOCK_N)))
        qk_first, _ = self.tiled_mmas()
        qk_first.set(warpgroup.Field.ACCUMULATE, False)
        qk_mma.set(warpgroup.Field.ACCUMULATE, True)
        # the owner's P·V from registers: P as the A operand (RS WGMMA), V's channel half as B
        pv_rs = sm90_utils.make_trivial_tiled_mma(
            self.operand_dtype, self.operand_dtype, cute.nvgpu.OperandMajorMode.K, cute.nvgpu.OperandMajorMode.MN,
            Float32, (1, 1, 1), (BLOCK_H, HEAD_DIM // 2), a_source=warpgroup.OperandSource.RMEM,
        )  # fmt: skip
        pv_rs.set(warpgroup.Field.ACCUMULATE, True)
        pv_rs_thr = pv_rs.get_slice(wtid)
        tOrPl = pv_rs_thr.make_fragment_A(pv_rs_thr.partition_shape_A((BLOCK_H, BLOCK_N)))
        h_a = lane // 4 + 16 * warp
        h_b = h_a + 8
        state, _ = self.consumer_state(m_kv_scale)
        num_tiles = tile_end - tile_begin
        if cutlass.const_expr(half == 0):
            if num_tiles >= 1:
                self.issue_s(qk_first, qk_mma, acc_s, tSrQ, tSrK, storage, 0, 0)
                cute.nvgpu.warpgroup.wait_group(0)
            for j in cutlass.range(0, num_tiles, 2, unroll=1):
                # ---- tile a = j: S has completed ----
                self.release(0, 1)  # stage 0's high half: only S read it here
                kv_scale, s_scale, row_flags = self.own_tile_scales(tile_begin + j, main_tiles, m_kv_scale,
                                                                    e_kv_scale, score_scale_log2, 0, sunit_base,
                                                                    svalid_base, lane)  # fmt: skip
                alpha0, alpha1, new0, new1, sum0, sum1, tile_unit = self.publish_own_tile(
                    acc_s, row_flags, s_scale, kv_scale, state, 0, lane, warp, wtid, h_a, h_b, sp_base,
                    salpha_base, smax_base, sounit_base, tOrPl)  # fmt: skip
                self.multiply_own(pv_rs, acc_o, tOrV, tOrPl, state, alpha0, alpha1, new0, new1, sum0,
                                  sum1, tile_unit, 0)  # fmt: skip
                cute.nvgpu.warpgroup.wait_group(0)
                self.release(0, 0)
                if j + 1 < num_tiles:
                    # ---- tile b = j + 1 (the other consumer's): P·V over this half, before S(a + 2) ----
                    self.wait_full(storage, j + 1, 0)
                    self.release(1, 1)  # stage 1's high half: never read here
                    factor0, factor1 = self.take_other_tile(state, 1, h_a, h_b, salpha_base, smax_base, sounit_base)
                    self.rescale_o(acc_o, factor0, factor1)
                    self.multiply(pv_mma, acc_o, tOrP, tOrV, 1, 1)
                    if j + 2 < num_tiles:
                        self.issue_s(qk_first, qk_mma, acc_s, tSrQ, tSrK, storage, j + 2, 0)
                        cute.nvgpu.warpgroup.wait_group(1)
                        self.release(1, 0)
                        cute.nvgpu.warpgroup.wait_group(0)
                    else:
                        cute.nvgpu.warpgroup.wait_group(0)
                        self.release(1, 0)
        else:
            for j in cutlass.range(1, num_tiles + 1, 2, unroll=1):
                has_own = j < num_tiles
                if has_own:
                    self.issue_s(qk_first, qk_mma, acc_s, tSrQ, tSrK, storage, j, 1)
                # ---- tile a = j − 1 (the other consumer's), beside S(b) ----
                self.wait_full(storage, j - 1, 1)
                self.release(0, 0)  # stage 0's low half: never read here
                factor0, factor1 = self.take_other_tile(state, 0, h_a, h_b, salpha_base, smax_base, sounit_base)
                # (S stays in flight; the wait closes the WGMMA stage before O is written, else ptxas
                # serialises every product: C7515)
                cute.nvgpu.warpgroup.wait_group(1)
                self.rescale_o(acc_o, factor0, factor1)
                self.multiply(pv_mma, acc_o, tOrP, tOrV, 0, 0)
                if has_own:
                    # ---- tile b = j: softmax from tile a's maxima, then P·V ----
                    cute.nvgpu.warpgroup.wait_group(1)
                    self.release(1, 0)  # stage 1's low half: only S read it here
                    kv_scale, s_scale, row_flags = self.own_tile_scales(tile_begin + j, main_tiles, m_kv_scale,
                                                                        e_kv_scale, score_scale_log2, 1, sunit_base,
                                                                        svalid_base, lane)  # fmt: skip
                    alpha0, alpha1, new0, new1, sum0, sum1, tile_unit = self.publish_own_tile(
                        acc_s, row_flags, s_scale, kv_scale, state, 1, lane, warp, wtid, h_a, h_b, sp_base,
                        salpha_base, smax_base, sounit_base, tOrPl)  # fmt: skip
                    cute.nvgpu.warpgroup.wait_group(0)
                    self.release(0, 1)
                    self.multiply_own(pv_rs, acc_o, tOrV, tOrPl, state, alpha0, alpha1, new0, new1,
                                      sum0, sum1, tile_unit, 1)  # fmt: skip
                    cute.nvgpu.warpgroup.wait_group(0)
                    self.release(1, 1)
                else:
                    cute.nvgpu.warpgroup.wait_group(0)
                    self.release(0, 1)

        self.finish_f16(acc_o, state[0], state[1], state[2], state[3], self.o_unit(state), half, ctid, smisc_base,
                        storage.sSum.data_ptr().toint(), storage.sKV.data_ptr().toint(), row, group, split,
                        num_groups, head0, group_heads, num_heads, out_addr, out_stride_row, out_stride_head, lse_addr,
                        sinks_addr, counters_addr, partial_o_addr, partial_lse_addr, num_splits)  # fmt: skip

    def o_unit(self, state):
        """O's unit for :meth:`finish_f16` (:meth:`output_factor`'s ``unit``)."""
        return state[4]


def _log2_pow2(x):
    """log2 of a positive power of two ``x`` (a normal float32), exactly: its exponent field less the bias."""
    return cute.arch.inline_ptx("{ .reg .b32 t; mov.b32 t, {$r0}; shr.u32 t, t, 23; sub.s32 t, t, 127; "
                                "cvt.rn.f32.s32 {$w0}, t; }", write_only_types=[Float32], read_only_args=[x])  # fmt: skip


@cute.jit
def _moved_exponent(d_old, m_old, safe_new, w):
    """``(D, D with -inf as 0)``: O's exponent D (``d_old``, under the running maximum ``m_old``) moved to a
    tile whose largest log2 P + log2 factor is ``w`` (under the new maximum, offset ``safe_new``), lazily as the
    maxima move: only where ``w`` exceeds the old exponent by more than GROW (the operand then ≤ 2^GROW)."""
    old = d_old + (m_old - safe_new)
    d = cutlass.select_(w - old > GROW, w, old)
    return d, cutlass.select_(d == -Float32.inf, Float32(0.0), d)


@cute.jit
def _o_factor(d_old, m_old, safe_new, d_safe):
    """O's factor from exponent ``d_old`` under ``m_old`` to ``d_safe`` under the new maximum (offset
    ``safe_new``): 0 while nothing has been accumulated (``d_old`` = -inf). Both consumers compute it from the
    same values, so their halves of O move alike."""
    return cute.math.exp2((d_old + (m_old - safe_new)) - d_safe, fastmath=True)


class TileRatios:
    """An owner's view of its tile's row factors (:class:`SparseRowsScaledF16Sm90`), read pair by pair from the
    row flags' shared memory where used (the float16 design's consumers hold 221 of their 224 registers: 16
    values held across the softmax spill), and whether all 16 of this thread's columns hold live rows."""

    def __init__(self, vbase, lane, inverse, log_source, all_live):
        self.vbase, self.lane, self.inverse, self.log_source, self.all_live = vbase, lane, inverse, log_source, all_live

    def factors(self, k):
        """The factors of columns 2k and 2k + 1 of this thread (adjacent rows 2·(lane % 4) + 8k + {0, 1}; 0 for
        a dead row)."""
        return _ld_shared_v2_f32(self.vbase + (2 * (self.lane % 4) + 8 * k) * 4)

    def ratios(self, f):
        """The factors ``f`` over the tile's unit (0 for a live row more than 2^126 below it)."""
        return f[0] * self.inverse, f[1] * self.inverse

    @staticmethod
    def live(f):
        """Liveness from the factors themselves, not the ratios, which underflow to 0 for a live row more than
        2^126 below the tile's unit (an all-zero row, factor 2^-100, beside rows past 2^41)."""
        return f[0] != 0.0, f[1] != 0.0

    def log_weights(self, f):
        """log2 of the factors times the source's scale: exact in the factors (powers of two)."""
        return _log2_pow2(f[0]) + self.log_source, _log2_pow2(f[1]) + self.log_source


class SparseRowsScaledF16Sm90(SparseRowsPairF16Sm90):
    """The ``f16scaled`` design: the pair schedule over float16 copies of ``model1`` / ``bf16`` rows
    (``ops/distinct_rows.py``), each row with a power-of-two factor.

    Row n of the copy is the pool's dequantized row divided by its factor 2^e (e from the row's largest
    magnitude), exact in float16; the float32 factors follow the rows (at ``num_slots`` × 1,024 + n × 4 bytes of
    the source). The producer copies each row's factor, by ``cp.async``, where the float16 design writes its row
    flag (a dead row: 0). The owner takes the tile's largest factor F as the unit of its scores and scales each
    column by its ratio r = factor ÷ F (a power of two ≤ 1; a dead row, factor 0, masked) before the maxima;
    the row sums come from P as usual. O holds each head's sum of P × factor × V in its own power of two: the
    product's operand is 2^(log2 P + log2 factor − D), D a per-head running maximum of log2 P + log2 factor
    under the softmax's maximum (moved lazily, as the maximum is), so the row that dominates a head's output
    enters the product near 1 whatever its factor, however far below the largest factor the CTA has read, and
    O is scaled by 2^D at the end. A row more than 2^126 below F has r = 0: its score counts as 0 (its own is
    under 2^-110 · Σ|q| in units of F)."""

    def __init__(self, main_fmt: int, extra_fmt: int, has_main_len: bool, has_extra_len: bool, has_sinks: bool,
                 write_lse: bool):  # fmt: skip
        super().__init__(main_fmt, extra_fmt, has_main_len, has_extra_len, has_sinks, write_lse)
        self.row_scales = True

    def storage_type(self, **extra):
        """The pair design's shared memory with each P buffer's per-head exponents D after O's units."""
        return super().storage_type(ounit_elems=2 + 2 * BLOCK_H, **extra)

    @cute.jit
    def consumer_state(self, m_kv_scale):
        """:mod:`.decode_seesaw`'s state (O's unit fixed at 1) and, per head h_a and h_b, O's exponent D
        (``state[5]``, ``state[6]``) and the factor O takes to the owner's latest tile (``state[7]``,
        ``state[8]``)."""
        state = cute.make_rmem_tensor((9,), Float32)
        state[0] = -Float32.inf
        state[1] = -Float32.inf
        state[2] = Float32(0.0)
        state[3] = Float32(0.0)
        state[4] = Float32(1.0)
        state[5] = -Float32.inf
        state[6] = -Float32.inf
        state[7] = Float32(1.0)
        state[8] = Float32(1.0)
        pending = cute.make_rmem_tensor((1,), Int32)
        pending[0] = Int32(-1)
        return state, pending

    @cute.jit
    def own_tile_scales(self, tile, main_tiles, m_kv_scale, e_kv_scale, score_scale_log2, stage: cutlass.Constexpr,
                        sunit_base, svalid_base, lane):  # fmt: skip
        """``(kv_scale, s_scale, factors)`` of the owner's tile in ``stage``: the unit F (the largest factor of
        the tile's rows, over the four lanes that hold a head's 64 columns) times the source's scale, the score
        scale, and the columns' :class:`TileRatios`."""
        source_scale = m_kv_scale
        if cutlass.const_expr(self.has_extra):
            source_scale = cutlass.select_(tile < main_tiles, m_kv_scale, e_kv_scale)
        vbase = svalid_base + stage * BLOCK_N * 4
        top = Float32(0.0)
        all_live = Int32(1)
        for k in cutlass.range_constexpr(8):
            f0, f1 = _ld_shared_v2_f32(vbase + (2 * (lane % 4) + 8 * k) * 4)
            top = cute.arch.fmax(top, cute.arch.fmax(f0, f1))
            all_live = all_live & cutlass.select_((f0 != 0.0) & (f1 != 0.0), Int32(1), Int32(0))
        for sh in cutlass.range_constexpr(2):
            top = cute.arch.fmax(top, cute.arch.shuffle_sync_bfly(top, offset=1 << sh))
        top = cutlass.select_(top > 0.0, top, Float32(1.0))  # (no live row: any unit; the tile is masked)
        kv_scale = source_scale * top
        log_source = cute.math.log2(source_scale, fastmath=False)
        return kv_scale, score_scale_log2 * kv_scale, TileRatios(vbase, lane, _pow2_reciprocal(top), log_source,
                                                                 all_live)  # fmt: skip

    @cute.jit
    def all_rows_valid(self, row_flags):
        return row_flags.all_live

    def scaled_columns(self, acc_s, row_flags, masked: bool, with_logs: bool):
        """Yields ``(i, head, v, log)`` for each element i of ``acc_s`` in order: its head (0: h_a, 1: h_b), its
        score in units of F times its column's ratio (-inf where ``masked`` masks it) and, ``with_logs``, log2 of
        its row's factor times the source's scale. Each pair of columns' factors is read once, where used."""
        for k in range(8):
            f = row_flags.factors(k)
            ratio = row_flags.ratios(f)
            live = row_flags.live(f)
            logs = row_flags.log_weights(f) if with_logs else (None, None)
            for i in range(4 * k, 4 * k + 4):
                v = acc_s[i] * ratio[i & 1]
                if masked:
                    v = cutlass.select_(live[i & 1], v, -Float32.inf)
                yield i, (i >> 1) & 1, v, logs[i & 1]

    @cute.jit
    def publish_scores(self, acc_s, row_flags, s_scale, kv_scale, state, buffer, lane, warp, wtid, h_a, h_b,
                       sp_base, salpha_base, smax_base, sounit_base, tOrPl, masked: cutlass.Constexpr):  # fmt: skip
        """The softmax with each column's factor (``row_flags``: the :class:`TileRatios`) in three passes over
        the scores (P is never held as 32 float32 values: the registers are not there): the maxima of the
        scores × r (a dead row's factor is 0: masked); the maxima of log2 P + log2 factor under the moved
        maxima, which move D; the sums from P and 2^(log2 P + log2 factor − D) into ``tOrPl``, then to ``sP``
        from its words. D and O's factor to this tile go to ``state[5:9]`` and D to shared memory for the other
        consumer. Element i of ``acc_s`` holds column (i & 1) + 8·(i >> 2) of head h_a or h_b ((i >> 1) & 1)."""
        mx = [-Float32.inf, -Float32.inf]
        for i, head, v, _ in self.scaled_columns(acc_s, row_flags, masked, False):
            mx[head] = cute.arch.fmax(mx[head], v)
        mx0, mx1 = _quad_max(mx[0], mx[1])
        mx0 = _mul_rn(mx0, s_scale)
        mx1 = _mul_rn(mx1, s_scale)
        # (O's unit stays 1: the tile unit returned is state[4]'s)
        tile_unit, new0, new1, safe0, safe1, alpha0, alpha1 = self.moved_maxima(mx0, mx1, state, state[4])
        safe = (safe0, safe1)
        w = [-Float32.inf, -Float32.inf]
        for i, head, v, log in self.scaled_columns(acc_s, row_flags, masked, True):
            w[head] = cute.arch.fmax(w[head], (_mul_rn(v, s_scale) - safe[head]) + log)
        w0, w1 = _quad_max(w[0], w[1])
        d0, dsafe0 = _moved_exponent(state[5], state[0], safe0, w0)
        d1, dsafe1 = _moved_exponent(state[6], state[1], safe1, w1)
        state[7] = _o_factor(state[5], state[0], safe0, dsafe0)
        state[8] = _o_factor(state[6], state[1], safe1, dsafe1)
        state[5] = d0
        state[6] = d1
        dsafe = (dsafe0, dsafe1)
        sums = [Float32(0.0), Float32(0.0)]
        for i, head, v, log in self.scaled_columns(acc_s, row_flags, masked, True):
            e = _mul_rn(v, s_scale) - safe[head]
            sums[head] = sums[head] + cute.math.exp2(e, fastmath=True)
            tOrPl[i] = cute.math.exp2((e + log) - dsafe[head], fastmath=True).to(self.operand_dtype)
        sum0, sum1 = sums
        words = cute.recast_tensor(tOrPl, Int32)
        p_base = sp_base + buffer * (P_ELEMS * 2)
        st_head = 16 * warp + 8 * ((lane // 8) & 1) + lane % 8  # (as publish_p's stmatrix)
        for g in cutlass.range_constexpr(4):
            st_col = 8 * (2 * g + (lane // 16))
            _stmatrix_b16x4(p_base + _swizzled_byte(st_head, st_col), words[4 * g], words[4 * g + 1],
                            words[4 * g + 2], words[4 * g + 3])  # fmt: skip
        if lane % 4 == 0:
            _st_shared_f32(sounit_base + (2 + buffer * BLOCK_H + h_a) * 4, d0)
            _st_shared_f32(sounit_base + (2 + buffer * BLOCK_H + h_b) * 4, d1)
        self.publish_factors(alpha0, alpha1, new0, new1, tile_unit, buffer, lane, wtid, h_a, h_b, salpha_base,
                             smax_base, sounit_base)  # fmt: skip
        return alpha0, alpha1, new0, new1, sum0, sum1, tile_unit

    @cute.jit
    def move_own_state(self, state, alpha0, alpha1, new0, new1, sum0, sum1, tile_unit):
        """The owner's running state moved to its tile (D already moved by :meth:`publish_scores`); returns O's
        factors for heads h_a and h_b."""
        state[2] = state[2] * alpha0 + sum0
        state[3] = state[3] * alpha1 + sum1
        state[0] = new0
        state[1] = new1
        return state[7], state[8]

    @cute.jit
    def take_other_tile(self, state, buffer: cutlass.Constexpr, h_a, h_b, salpha_base, smax_base, sounit_base):
        """Wait for the other consumer's P of its tile in ``buffer``; move this consumer's state to that tile's
        maxima and D (O's factor computed as the owner computed it). Returns O's factors for heads h_a, h_b."""
        cute.arch.barrier(barrier_id=BAR_P_READY + buffer, number_of_threads=256)
        alpha0 = _ld_shared_f32(salpha_base + (buffer * BLOCK_H + h_a) * 4)
        alpha1 = _ld_shared_f32(salpha_base + (buffer * BLOCK_H + h_b) * 4)
        new0 = _ld_shared_f32(smax_base + (buffer * BLOCK_H + h_a) * 4)
        new1 = _ld_shared_f32(smax_base + (buffer * BLOCK_H + h_b) * 4)
        d0 = _ld_shared_f32(sounit_base + (2 + buffer * BLOCK_H + h_a) * 4)
        d1 = _ld_shared_f32(sounit_base + (2 + buffer * BLOCK_H + h_b) * 4)
        safe0 = cutlass.select_(new0 == -Float32.inf, Float32(0.0), new0)
        safe1 = cutlass.select_(new1 == -Float32.inf, Float32(0.0), new1)
        beta0 = _o_factor(state[5], state[0], safe0, cutlass.select_(d0 == -Float32.inf, Float32(0.0), d0))
        beta1 = _o_factor(state[6], state[1], safe1, cutlass.select_(d1 == -Float32.inf, Float32(0.0), d1))
        state[0] = new0
        state[1] = new1
        state[5] = d0
        state[6] = d1
        state[2] = state[2] * alpha0
        state[3] = state[3] * alpha1
        return beta0, beta1

    def o_unit(self, state):
        """O's per-head exponents D (:meth:`output_factor`)."""
        return state[5], state[6]

    def output_factor(self, unit, head: int, den):
        """2^(D − log2 den): O's exponent D of the head (under the softmax's maximum, as ``den``) and the
        denominator in one power, so neither 2^D nor 1 / den need be representable alone."""
        return cute.math.exp2(unit[head] - cute.math.log2(den, fastmath=False), fastmath=False)
