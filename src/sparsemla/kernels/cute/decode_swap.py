"""CuTe DSL (SM90) decode kernel in 16- or 32-head CTAs: the products swapped, heads on the N side.

Sᵀ = K·Qᵀ (M = the tile's 64 rows, N = 16 or 32 heads, K = 512) and Oᵀ = Vᵀ·Pᵀ (M = 512 channels in
eight MMA tiles, N = the heads, K = the tile's rows), both in float16 with float32 accumulation: the
kernel of 8 (padded to 16), 16 and 32 heads, and of more heads in several head groups (64 heads in
four 16-head CTAs spread a few-row launch over more SMs). The producer, the Q load and the parameters
are those of :mod:`.decode_f16` (one CTA = one query row, head group and split). The two consumer
warpgroups take alternate tiles (consumer c: tiles j ≡ c mod 2, always ring stage c), each with its own
softmax state, so one's softmax runs while the other's products do; they merge through shared memory
at the end. A tile's per-head maxima reduce over its rows, i.e. over the warpgroup's four warps: one
exchange through shared memory per tile.
"""

from __future__ import annotations

import cutlass
import cutlass.cute as cute
import cutlass.utils.hopper_helpers as sm90_utils
from cutlass import Float32, Int32, Int64
from cutlass.cute.nvgpu import warpgroup
from cutlass.utils import SmemAllocator

from .decode import (
    BAR_CONSUMERS, BAR_EMPTY, BAR_FULL, BLOCK_N, HEAD_DIM, LN2, LOG2E, NUM_STAGES, THREADS, TILE_ELEMS,
    _atomic_add_gpu, _fence_gpu, _ld_global_f32, _ld_global_s32_pred, _ld_shared_s32, _st_global_f32,
    _st_global_s32, _st_shared_s32, shared_struct,
)  # fmt: skip
from .decode_f16 import GROW, SparseDecodeF16Sm90, _ld_shared_f32, _ratio, _st_shared_f32, _stmatrix_trans_f16x4

BAR_WARPGROUP = 7  # + consumer: one consumer warpgroup's own barrier (per-head maxima, P, row sums)
MERGE_FLOATS = 4 * 32 * 128  # consumer 1's Oᵀ fragment for the merge (N ≤ 32: 4N floats per thread)


def _st_global_bf16(gmem_addr, value):
    cute.arch.inline_ptx(
        "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }", read_only_args=[gmem_addr, value]
    )


class SparseDecodeSwapF16Sm90(SparseDecodeF16Sm90):
    """Compile-time configuration of one variant: ``heads_n`` = 16 or 32 heads per CTA (head group)."""

    def __init__(self, main_fmt: int, extra_fmt: int, has_main_len: bool, has_extra_len: bool, has_sinks: bool,
                 write_lse: bool, heads_n: int):  # fmt: skip
        if heads_n not in (16, 32):
            raise ValueError("the swapped decode kernel runs 16- or 32-head groups")
        super().__init__(main_fmt, extra_fmt, has_main_len, has_extra_len, has_sinks, write_lse)
        self.heads_n = heads_n
        self.q_rows = heads_n
        self.heads_per_cta = heads_n
        # A stage is one consumer's: producer + that consumer at both of its barriers.
        self.full_threads = 256
        self.empty_threads = 256
        # P + 2·C ≤ 3 × 168 (decode_f16): the consumers hold Oᵀ (4N: 128 at 32 heads, 64 at 16), Sᵀ (N/2)
        # and 4 values per head slot, a model1 producer thread its 18 chunks of a row (72). Of the splits
        # that compile, these spill least (sm_90a SASS spill stores over fp8_uniform / model1 pairs): 32
        # heads 104 / 200 (14-33; 120 / 192: 35-44), 16 heads 136 / 184 (0-5; 104 / 200: 24-26).
        if heads_n == 32:
            self.producer_regs = 104
            self.consumer_regs = 200
        else:
            self.producer_regs = 136
            self.consumer_regs = 184

    def tiled_mmas(self):
        """``(st_mma, ot_mma)``: Sᵀ = K·Qᵀ and Oᵀ += Vᵀ·Pᵀ, the tile on the 64-row M side, the heads on N."""
        n = self.heads_n
        # Sᵀ: A = the tile (rows × channels, K-major), B = Q (heads × channels, K-major).
        st_mma = sm90_utils.make_trivial_tiled_mma(
            cutlass.Float16, cutlass.Float16, cute.nvgpu.OperandMajorMode.K, cute.nvgpu.OperandMajorMode.K,
            Float32, (1, 1, 1), (64, n),
        )  # fmt: skip
        # Oᵀ: A = the tile read channel-major (MN-major), B = Pᵀ stored as P (heads × rows, K-major).
        ot_mma = sm90_utils.make_trivial_tiled_mma(
            cutlass.Float16, cutlass.Float16, cute.nvgpu.OperandMajorMode.MN, cute.nvgpu.OperandMajorMode.K,
            Float32, (1, 1, 1), (64, n),
        )  # fmt: skip
        return st_mma, ot_mma

    def storage_type(self):
        """The CTA's shared memory."""
        return shared_struct(
            sQ=cute.struct.Align[cute.struct.MemRange[cutlass.Float16, 32 * HEAD_DIM], 1024],
            sKV=cute.struct.Align[cute.struct.MemRange[cutlass.Float16, NUM_STAGES * TILE_ELEMS], 1024],
            sP=cute.struct.Align[cute.struct.MemRange[cutlass.Float16, 2 * 32 * BLOCK_N], 1024],
            sValid=cute.struct.Align[cute.struct.MemRange[Int32, NUM_STAGES * BLOCK_N], 16],
            sMaxW=cute.struct.Align[cute.struct.MemRange[Float32, 2 * 4 * 32], 16],
            sMerge=cute.struct.Align[cute.struct.MemRange[Float32, 2 * 32], 16],
            sRed=cute.struct.Align[cute.struct.MemRange[Int32, THREADS // 32], 16],
            sUnit=cute.struct.Align[cute.struct.MemRange[Float32, NUM_STAGES], 16],
            sExp=cute.struct.Align[cute.struct.MemRange[Int32, 2 * 4], 16],
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
        _, num_groups, _ = cute.arch.grid_dim()  # grid = (rows, head groups of heads_n, splits)
        wg = cute.arch.make_warp_uniform(tidx // 128)
        head0 = group * self.heads_n
        group_heads = cutlass.min(num_heads - head0, self.heads_n)

        smem = SmemAllocator()
        storage = smem.allocate(self.shared_storage)
        sq_base = storage.sQ.data_ptr().toint()
        skv_base = storage.sKV.data_ptr().toint()
        svalid_base = storage.sValid.data_ptr().toint()
        sred_base = storage.sRed.data_ptr().toint()

        # ---- the row's tiles: main list first, then extra list; this split's share ----
        main_len, main_tiles, extra_len, tile_begin, tile_end = self.split_tiles(
            row, split, num_splits, m_len, m_width, e_len, e_width)

        if wg == 0:
            # ======================= producer warpgroup (decode_f16's) =======================
            cute.arch.setmaxregister_decrease(self.producer_regs)
            self.produce(tidx, row, tile_begin, tile_end, main_tiles, main_len, extra_len, storage, skv_base,
                         svalid_base, m_cache, m_idx, m_idx_stride, m_page_size, m_page_bytes, m_num_slots, m_kv_scale,
                         e_cache, e_idx, e_idx_stride, e_page_size, e_page_bytes, e_num_slots, e_kv_scale)  # fmt: skip
        else:
            # ======================= consumer warpgroups =======================
            # (Q is loaded by the consumers while the producer gathers the first tile; the Q staging
            # stage is the second, consumer 1's: it hands it over at that stage's EMPTY barrier)
            q_up = self.load_q(tidx - 128, row, head0, group_heads, q_addr, q_stride_row, q_stride_head, sq_base,
                               skv_base, sred_base)  # fmt: skip
            if wg == 2:
                cute.arch.barrier_arrive(barrier_id=BAR_EMPTY + 1, number_of_threads=self.empty_threads)
            cute.arch.setmaxregister_increase(self.consumer_regs)
            if wg == 1:
                self.consume_swap(qk_mma, pv_mma, storage, 0, tidx - 128, tile_begin, tile_end, main_tiles,
                                  svalid_base, row, group, num_groups, split, num_heads, head0, group_heads,
                                  score_scale_log2 * q_up, m_kv_scale,
                                  e_kv_scale, out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr,
                                  counters_addr, partial_o_addr, partial_lse_addr, num_splits)  # fmt: skip
            else:
                self.consume_swap(qk_mma, pv_mma, storage, 1, tidx - 128, tile_begin, tile_end, main_tiles,
                                  svalid_base, row, group, num_groups, split, num_heads, head0, group_heads,
                                  score_scale_log2 * q_up, m_kv_scale,
                                  e_kv_scale, out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr,
                                  counters_addr, partial_o_addr, partial_lse_addr, num_splits)  # fmt: skip

    # -----------------------------------------------------------------------------------------
    @cute.jit
    def consume_swap(self, st_mma: cute.TiledMma, ot_mma: cute.TiledMma, storage, half: cutlass.Constexpr, ctid,
                     tile_begin, tile_end, main_tiles, svalid_base, row, group, num_groups, split, num_heads, head0,
                     group_heads, score_scale_log2,
                     m_kv_scale, e_kv_scale, out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr,
                     counters_addr, partial_o_addr, partial_lse_addr, num_splits):  # fmt: skip
        """Consumer ``half``: tiles tile_begin + half, + 2, … (ring stage ``half``), its own softmax state;
        then the two consumers' states merge and the result is written (or the split's partial)."""
        n = self.heads_n
        slots = n // 4  # heads per thread: 2·(lane%4) + (k % 2) + 8·(k // 2) for slot k
        wtid = ctid % 128
        lane = wtid % 32
        warp = wtid // 32
        smaxw_base = storage.sMaxW.data_ptr().toint()
        smerge_base = storage.sMerge.data_ptr().toint()
        sp_base = storage.sP.data_ptr().toint()
        sunit_base = storage.sUnit.data_ptr().toint()
        smisc_base = storage.sMisc.data_ptr().toint()
        skv_base = storage.sKV.data_ptr().toint()

        k_atom = warpgroup.make_smem_layout_atom(warpgroup.SmemLayoutAtomKind.K_SW128, cutlass.Float16)
        v_atom = warpgroup.make_smem_layout_atom(warpgroup.SmemLayoutAtomKind.MN_SW128, cutlass.Float16)
        tile_layout = cute.tile_to_shape(k_atom, (BLOCK_N, HEAD_DIM, NUM_STAGES), order=(0, 1, 2))
        q_layout = cute.tile_to_shape(k_atom, (n, HEAD_DIM), order=(0, 1))
        p_layout = cute.tile_to_shape(k_atom, (n, BLOCK_N, 2), order=(0, 1, 2))
        sK = storage.sKV.get_tensor(tile_layout.outer, swizzle=tile_layout.inner)
        sQ = storage.sQ.get_tensor(q_layout.outer, swizzle=q_layout.inner)
        sP = storage.sP.get_tensor(p_layout.outer, swizzle=p_layout.inner)
        # Vᵀ = the same tile bytes read as (channel, row): 64-channel blocks 4096 elements apart.
        vt_outer = cute.make_layout(((64, 8), (8, 8), NUM_STAGES), stride=((1, 4096), (64, 512), TILE_ELEMS))
        sVt = cute.make_tensor(cute.recast_ptr(storage.sKV.data_ptr(), v_atom.inner), vt_outer)

        st_thr = st_mma.get_slice(wtid)
        ot_thr = ot_mma.get_slice(wtid)
        tSrK = st_thr.make_fragment_A(st_thr.partition_A(sK))
        tSrQ = st_thr.make_fragment_B(st_thr.partition_B(sQ))
        tOrV = ot_thr.make_fragment_A(ot_thr.partition_A(sVt))
        tOrP = ot_thr.make_fragment_B(ot_thr.partition_B(sP))
        acc_s = st_thr.make_fragment_C(st_thr.partition_shape_C((BLOCK_N, n)))
        acc_o = ot_thr.make_fragment_C(ot_thr.partition_shape_C((HEAD_DIM, n)))
        acc_o.fill(0.0)

        # Sᵀ element i: row = lane//4 + 16·warp + 8·((i>>1)&1), head slot (i&1) + 2·(i>>2). Oᵀ element
        # i: the same within each of the eight 64-channel MMA tiles (i // (n/2)), rows being channels.
        heads = [2 * (lane % 4) + (k % 2) + 8 * (k // 2) for k in range(slots)]
        # (register tensors: the loop over tiles carries them)
        m = cute.make_rmem_tensor((slots,), Float32)
        lsum = cute.make_rmem_tensor((slots,), Float32)
        for k in cutlass.range_constexpr(slots):
            m[k] = -Float32.inf
            lsum[k] = Float32(0.0)
        unit = m_kv_scale
        for tile in cutlass.range(tile_begin + half, tile_end, 2, unroll=1):
            stage = half
            source_scale = m_kv_scale
            if cutlass.const_expr(self.has_extra):
                source_scale = cutlass.select_(tile < main_tiles, m_kv_scale, e_kv_scale)
            cute.arch.barrier(barrier_id=BAR_FULL + stage, number_of_threads=self.full_threads)
            kv_scale = source_scale * _ld_shared_f32(sunit_base + stage * 4)
            s_scale = score_scale_log2 * kv_scale

            # ---- Sᵀ = K·Qᵀ ----
            cute.nvgpu.warpgroup.fence()
            for kb in cutlass.range_constexpr(HEAD_DIM // 16):
                st_mma.set(warpgroup.Field.ACCUMULATE, kb != 0)
                cute.gemm(st_mma, acc_s, tSrK[None, None, kb, stage], tSrQ[None, None, kb], acc_s)
            cute.nvgpu.warpgroup.commit_group()
            cute.nvgpu.warpgroup.wait_group(0)

            # ---- per-head maxima over the tile's rows: this thread's two rows, its warp, then the four warps ----
            vbase = svalid_base + stage * (BLOCK_N * 4)
            ok_a = _ld_shared_s32(vbase + (lane // 4 + 16 * warp) * 4) != 0
            ok_b = _ld_shared_s32(vbase + (lane // 4 + 16 * warp + 8) * 4) != 0
            mx = [-Float32.inf for _ in range(slots)]
            for i in cutlass.range_constexpr(n // 2):
                k = (i & 1) + 2 * (i >> 2)
                ok = ok_a if ((i >> 1) & 1) == 0 else ok_b
                s = cutlass.select_(ok, acc_s[i] * s_scale, -Float32.inf)
                acc_s[i] = s
                mx[k] = cute.arch.fmax(mx[k], s)
            for k in cutlass.range_constexpr(slots):
                for sh in cutlass.range_constexpr(2, 5):  # lanes of the same lane % 4
                    mx[k] = cute.arch.fmax(mx[k], cute.arch.shuffle_sync_bfly(mx[k], offset=1 << sh))
            maxw = smaxw_base + half * (4 * 32 * 4)
            if lane < 4:
                for k in cutlass.range_constexpr(slots):
                    _st_shared_f32(maxw + (warp * 32 + heads[k]) * 4, mx[k])
            cute.arch.barrier(barrier_id=BAR_WARPGROUP + half, number_of_threads=128)
            nothing_yet = m[0] == -Float32.inf  # nothing accumulated before this tile (O is zero)
            alpha = []
            safe = []
            tops = []
            for k in cutlass.range_constexpr(slots):
                top = mx[k]
                for w in cutlass.range_constexpr(4):
                    top = cute.arch.fmax(top, _ld_shared_f32(maxw + (w * 32 + heads[k]) * 4))
                tops.append(top)
                # (lazy rescale, as in decode_f16: the reference moves only past GROW, so P ≤ 2^GROW)
                new = cutlass.select_(top - m[k] > GROW, top, m[k])
                safe.append(cutlass.select_(new == -Float32.inf, Float32(0.0), new))
                alpha.append(cute.math.exp2(m[k] - safe[k], fastmath=True))
                m[k] = new
            # A tile with no valid row (every row masked: the same for all heads) keeps O's unit: its P
            # is zero, and a model1 tile's unit then comes from the exponent floor, not from data (the
            # switch could overflow O).
            tile_unit = cutlass.select_(tops[0] == -Float32.inf, unit, kv_scale)
            rescale = cutlass.select_(nothing_yet, Float32(1.0), _ratio(unit, tile_unit))
            unit = tile_unit

            # ---- P (float16) into this consumer's P buffer as (head, row), K-major swizzled ----
            pbuf = sp_base + half * (n * 128)
            sums = [Float32(0.0) for _ in range(slots)]
            probs = []
            for i in cutlass.range_constexpr(n // 2):
                k = (i & 1) + 2 * (i >> 2)
                p = cute.math.exp2(acc_s[i] - safe[k], fastmath=True)
                sums[k] = sums[k] + p
                probs.append(p)
            # Sᵀ's 8×8 blocks (tile rows 16·warp + 8·hh.., heads 8·cc..) stored transposed with stmatrix:
            # register j of group g holds pair 4g + j (hh = j & 1, cc = 2g + (j >> 1)); lane l addresses
            # the 16 bytes of head 8·cc + l % 8 (its 8 tile rows) of matrix l // 8.
            for g in cutlass.range_constexpr(n // 16):
                st_h = 8 * (2 * g + (lane // 16)) + lane % 8
                st_r = 16 * warp + 8 * ((lane // 8) & 1)
                _stmatrix_trans_f16x4(pbuf + st_h * 128 + (((st_r // 8) ^ (st_h % 8)) * 16), *probs[8 * g : 8 * g + 8])
            for k in cutlass.range_constexpr(slots):
                lsum[k] = lsum[k] * alpha[k] + sums[k]
            factors = [alpha[k] * rescale for k in range(slots)]
            changed = factors[0] != Float32(1.0)
            for k in cutlass.range_constexpr(1, slots):
                changed = changed | (factors[k] != Float32(1.0))
            if cute.arch.vote_any_sync(changed):  # (O is rescaled only when some lane's factor moved)
                for i in cutlass.range_constexpr(cute.size(acc_o)):
                    k = (i & 1) + 2 * ((i % (n // 2)) >> 2)
                    acc_o[i] = acc_o[i] * factors[k]
            cute.arch.fence_proxy("async.shared", space="cta")  # P: generic-proxy writes → WGMMA
            cute.arch.barrier(barrier_id=BAR_WARPGROUP + half, number_of_threads=128)

            # ---- Oᵀ += Vᵀ·Pᵀ ----
            cute.nvgpu.warpgroup.fence()
            ot_mma.set(warpgroup.Field.ACCUMULATE, True)
            for kb in cutlass.range_constexpr(BLOCK_N // 16):
                cute.gemm(ot_mma, acc_o, tOrV[None, None, kb, stage], tOrP[None, None, kb, half], acc_o)
            cute.nvgpu.warpgroup.commit_group()
            cute.nvgpu.warpgroup.wait_group(0)
            cute.arch.barrier_arrive(barrier_id=BAR_EMPTY + stage, number_of_threads=self.empty_threads)

        # ---- this consumer's row sums per head: over its lanes of the same lane % 4, then its warps ----
        for k in cutlass.range_constexpr(slots):
            for sh in cutlass.range_constexpr(2, 5):
                lsum[k] = lsum[k] + cute.arch.shuffle_sync_bfly(lsum[k], offset=1 << sh)
        maxw = smaxw_base + half * (4 * 32 * 4)
        cute.arch.barrier(barrier_id=BAR_WARPGROUP + half, number_of_threads=128)  # (the maxima are read)
        if lane < 4:
            for k in cutlass.range_constexpr(slots):
                _st_shared_f32(maxw + (warp * 32 + heads[k]) * 4, lsum[k])
        cute.arch.barrier(barrier_id=BAR_WARPGROUP + half, number_of_threads=128)
        for k in cutlass.range_constexpr(slots):
            total = Float32(0.0)
            for w in cutlass.range_constexpr(4):
                total = total + _ld_shared_f32(maxw + (w * 32 + heads[k]) * 4)
            lsum[k] = total

        # ---- merge the two consumers: consumer 1 hands over its state, consumer 0 combines ----
        # (every tile is done: the ring's shared memory is free for consumer 1's Oᵀ)
        slot = (Int64(row) * num_groups + group) * num_splits  # this (row, head group)'s split partials
        cute.arch.barrier(barrier_id=BAR_CONSUMERS, number_of_threads=256)
        if cutlass.const_expr(half == 1):
            for i in cutlass.range_constexpr(cute.size(acc_o)):
                _st_shared_f32(skv_base + (i * 128 + wtid) * 4, acc_o[i] * unit)
            if lane < 4 and warp == 0:
                for k in cutlass.range_constexpr(slots):
                    _st_shared_f32(smerge_base + heads[k] * 4, m[k])
                    _st_shared_f32(smerge_base + (32 + heads[k]) * 4, lsum[k])
        cute.arch.barrier(barrier_id=BAR_CONSUMERS, number_of_threads=256)
        if cutlass.const_expr(half == 0):
            weights = []
            for k in cutlass.range_constexpr(slots):
                m_other = _ld_shared_f32(smerge_base + heads[k] * 4)
                l_other = _ld_shared_f32(smerge_base + (32 + heads[k]) * 4)
                top = cute.arch.fmax(m[k], m_other)
                safe_top = cutlass.select_(top == -Float32.inf, Float32(0.0), top)
                mine = cute.math.exp2(m[k] - safe_top, fastmath=False)
                theirs = cute.math.exp2(m_other - safe_top, fastmath=False)
                lsum[k] = lsum[k] * mine + l_other * theirs
                m[k] = top
                weights.append((mine * unit, theirs))
            for i in cutlass.range_constexpr(cute.size(acc_o)):
                k = (i & 1) + 2 * ((i % (n // 2)) >> 2)
                acc_o[i] = acc_o[i] * weights[k][0] + _ld_shared_f32(skv_base + (i * 128 + wtid) * 4) * weights[k][1]
            self.write_swapped(acc_o, m, lsum, heads, lane, warp, row, slot, split, num_heads, head0, group_heads,
                               out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr, partial_o_addr,
                               partial_lse_addr, num_splits)  # fmt: skip
        if num_splits > 1:
            # Every partial store is made visible, then one thread counts the arrival; the last CTA merges.
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
                    _st_global_s32(counter, Int32(0))  # self-reset for the next launch or replay

    @cute.jit
    def write_swapped(self, acc_o, m, lsum, heads, lane, warp, row, slot, split, num_heads, head0, group_heads,
                      out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr, partial_o_addr,
                      partial_lse_addr, num_splits):  # fmt: skip
        """Consumer 0, after the merge: Oᵀ (true units) / the row sums into ``out`` (unsplit, with the sink)
        or the split's normalised partial and base-2 LSE into the workspace (``slot``: the first split's of
        this row and head group; local heads ``heads[k]`` are heads ``head0 + heads[k]``, those below
        ``group_heads`` real)."""
        n = self.heads_n
        slots = n // 4
        inv = []
        safe = []
        for k in cutlass.range_constexpr(slots):
            safe.append(cutlass.select_(m[k] == -Float32.inf, Float32(0.0), m[k]))
            den = lsum[k]
            if cutlass.const_expr(self.has_sinks):
                if num_splits == 1:
                    sink = _ld_global_f32(sinks_addr + Int64(head0 + cutlass.min(heads[k], group_heads - 1)) * 4)
                    den = den + cute.math.exp2(sink * LOG2E - safe[k], fastmath=False)
            inv.append(cutlass.select_(lsum[k] > 0.0, 1.0 / den, Float32(0.0)))
        part_base = partial_o_addr + (slot + split) * group_heads * (HEAD_DIM * 4)
        for i in cutlass.range_constexpr(cute.size(acc_o)):
            k = (i & 1) + 2 * ((i % (n // 2)) >> 2)
            channel = 64 * (i // (n // 2)) + lane // 4 + 16 * warp + 8 * ((i >> 1) & 1)
            if heads[k] < group_heads:
                value = acc_o[i] * inv[k]
                if num_splits == 1:
                    _st_global_bf16(out_addr + (Int64(row) * out_stride_row + Int64(head0 + heads[k]) * out_stride_head
                                                + channel) * 2, value)  # fmt: skip
                else:
                    _st_global_f32(part_base + (Int64(heads[k]) * HEAD_DIM + channel) * 4, value)
        if lane < 4 and warp == 0:
            for k in cutlass.range_constexpr(slots):
                if heads[k] < group_heads:
                    if num_splits == 1:
                        if cutlass.const_expr(self.write_lse):
                            _st_global_f32(lse_addr + (Int64(row) * num_heads + head0 + heads[k]) * 4,
                                           (safe[k] + cute.math.log2(lsum[k], fastmath=False)) * LN2)  # fmt: skip
                    else:
                        lse_part = partial_lse_addr + ((slot + split) * group_heads + heads[k]) * 4
                        _st_global_f32(lse_part, m[k] + cute.math.log2(lsum[k], fastmath=False))
