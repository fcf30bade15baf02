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
from cutlass import Float32, Int32
from cutlass.cute.nvgpu import warpgroup

from .decode import BAR_FULL, BLOCK_H, BLOCK_N, HEAD_DIM, NUM_STAGES, TILE_ELEMS, _ld_shared_s32, _swizzled_byte
from .decode_f16 import CLUSTER_SIZES, GROW, _ld_shared_f32, _ratio, _st_shared_f32, _stmatrix_f16x4
from .decode_seesaw import BAR_OWN, BAR_P_READY, P_ELEMS, SparseDecodeSeesawF16Sm90


class SparseDecodeLeadF16Sm90(SparseDecodeSeesawF16Sm90):
    """Compile-time configuration of one variant: sources ``fp8_uniform`` or ``model1`` (extra optional;
    the op runs it over fp8_uniform rows alone). ``cluster`` > 1: launched with exactly that many splits as
    one thread-block cluster, merged in distributed shared memory (``decode_f16``'s ``finish_cluster``)."""

    def __init__(self, main_fmt: int, extra_fmt: int, has_main_len: bool, has_extra_len: bool, has_sinks: bool,
                 write_lse: bool, cluster: int = 1):  # fmt: skip
        if cluster not in CLUSTER_SIZES:
            raise ValueError(f"cluster must be one of {CLUSTER_SIZES}, got {cluster!r}")
        super().__init__(main_fmt, extra_fmt, has_main_len, has_extra_len, has_sinks, write_lse)
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

        k_atom = warpgroup.make_smem_layout_atom(warpgroup.SmemLayoutAtomKind.K_SW128, cutlass.Float16)
        v_atom = warpgroup.make_smem_layout_atom(warpgroup.SmemLayoutAtomKind.MN_SW128, cutlass.Float16)
        q_layout = cute.tile_to_shape(k_atom, (BLOCK_H, HEAD_DIM), order=(0, 1))
        sQ = storage.sQ.get_tensor(q_layout.outer, swizzle=q_layout.inner)
        p_outer = cute.make_layout(((8, 8), (64, 1), 2), stride=((64, 512), (1, 0), P_ELEMS))
        sP = cute.make_tensor(cute.recast_ptr(storage.sP.data_ptr(), k_atom.inner), p_outer)
        k_outer = cute.make_layout(((8, 8), (64, 8), NUM_STAGES), stride=((64, 512), (1, 4096), TILE_ELEMS))
        sK = cute.make_tensor(cute.recast_ptr(storage.sKV.data_ptr(), k_atom.inner), k_outer)
        v_outer = cute.make_layout(((64, 4), (8, 8), NUM_STAGES), stride=((1, 4096), (64, 512), TILE_ELEMS))
        sV = cute.make_tensor(cute.recast_ptr(storage.sKV.data_ptr() + half * 16384, v_atom.inner), v_outer)

        qk_mma, pv_mma = self.tiled_mmas()
        pv_mma.set(warpgroup.Field.ACCUMULATE, True)
        qk_thr = qk_mma.get_slice(wtid)
        pv_thr = pv_mma.get_slice(wtid)
        tSrQ = qk_thr.make_fragment_A(qk_thr.partition_A(sQ))
        tSrK = qk_thr.make_fragment_B(qk_thr.partition_B(sK))
        tOrP = pv_thr.make_fragment_A(pv_thr.partition_A(sP))
        tOrV = pv_thr.make_fragment_B(pv_thr.partition_B(sV))
        acc_o = pv_thr.make_fragment_C(pv_thr.partition_shape_C((BLOCK_H, HEAD_DIM // 2)))
        acc_o.fill(0.0)

        h_a = lane // 4 + 16 * warp
        h_b = h_a + 8
        state = cute.make_rmem_tensor((5,), Float32)
        state[0] = -Float32.inf
        state[1] = -Float32.inf
        state[2] = Float32(0.0)
        state[3] = Float32(0.0)
        state[4] = m_kv_scale
        pending = cute.make_rmem_tensor((1,), Int32)
        pending[0] = Int32(-1)
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
                cute.arch.barrier(barrier_id=BAR_FULL + stage, number_of_threads=self.full_threads)
                kv_scale = source_scale * _ld_shared_f32(sunit_base + stage * 4)
                s_scale = score_scale_log2 * kv_scale
                vbase = svalid_base + stage * BLOCK_N * 4
                row_flags = [_ld_shared_s32(vbase + (2 * (lane % 4) + (c & 1) + 8 * (c >> 1)) * 4) for c in range(16)]

                # ---- S = Q·Kᵀ (whole tile) ----
                cute.nvgpu.warpgroup.fence()
                for kb in cutlass.range_constexpr(HEAD_DIM // 16):
                    qk_mma.set(warpgroup.Field.ACCUMULATE, kb != 0)
                    cute.gemm(qk_mma, acc_s, tSrQ[None, None, kb], tSrK[None, None, kb, stage], acc_s)
                cute.nvgpu.warpgroup.commit_group()
                cute.nvgpu.warpgroup.wait_group(0)

                # ---- softmax over the tile's 64 rows (lazy reference maxima, as in decode_f16) ----
                mx0 = -Float32.inf
                mx1 = -Float32.inf
                for i in cutlass.range_constexpr(cute.size(acc_s)):
                    ok = row_flags[(i & 1) + 2 * (i >> 2)] != 0
                    s = cutlass.select_(ok, acc_s[i] * s_scale, -Float32.inf)
                    acc_s[i] = s
                    if cutlass.const_expr(((i >> 1) & 1) == 0):
                        mx0 = cute.arch.fmax(mx0, s)
                    else:
                        mx1 = cute.arch.fmax(mx1, s)
                for sh in cutlass.range_constexpr(2):
                    mx0 = cute.arch.fmax(mx0, cute.arch.shuffle_sync_bfly(mx0, offset=1 << sh))
                    mx1 = cute.arch.fmax(mx1, cute.arch.shuffle_sync_bfly(mx1, offset=1 << sh))
                tile_unit = cutlass.select_(mx0 == -Float32.inf, state[4], kv_scale)
                new0 = cutlass.select_(mx0 - state[0] > GROW, mx0, state[0])
                new1 = cutlass.select_(mx1 - state[1] > GROW, mx1, state[1])
                safe0 = cutlass.select_(new0 == -Float32.inf, Float32(0.0), new0)
                safe1 = cutlass.select_(new1 == -Float32.inf, Float32(0.0), new1)
                alpha0 = cute.math.exp2(state[0] - safe0, fastmath=True)
                alpha1 = cute.math.exp2(state[1] - safe1, fastmath=True)
                buffer = j % 2
                p_base = sp_base + buffer * (P_ELEMS * 2)
                sum0 = Float32(0.0)
                sum1 = Float32(0.0)
                probs = []
                for i in cutlass.range_constexpr(cute.size(acc_s)):
                    if cutlass.const_expr(((i >> 1) & 1) == 0):
                        probs.append(cute.math.exp2(acc_s[i] - safe0, fastmath=True))
                        sum0 = sum0 + probs[i]
                    else:
                        probs.append(cute.math.exp2(acc_s[i] - safe1, fastmath=True))
                        sum1 = sum1 + probs[i]
                st_head = 16 * warp + 8 * ((lane // 8) & 1) + lane % 8
                for g in cutlass.range_constexpr(cute.size(acc_s) // 8):
                    st_col = 8 * (2 * g + (lane // 16))
                    _stmatrix_f16x4(p_base + _swizzled_byte(st_head, st_col), *probs[8 * g : 8 * g + 8])
                if lane % 4 == 0:
                    _st_shared_f32(salpha_base + (buffer * BLOCK_H + h_a) * 4, alpha0)
                    _st_shared_f32(salpha_base + (buffer * BLOCK_H + h_b) * 4, alpha1)
                    _st_shared_f32(smax_base + (buffer * BLOCK_H + h_a) * 4, new0)
                    _st_shared_f32(smax_base + (buffer * BLOCK_H + h_b) * 4, new1)
                if wtid == 0:
                    _st_shared_f32(sounit_base + buffer * 4, tile_unit)
                cute.arch.fence_proxy("async.shared", space="cta")  # P: generic-proxy writes → WGMMA
                cute.arch.barrier_arrive(barrier_id=BAR_P_READY + buffer, number_of_threads=256)
                cute.arch.barrier(barrier_id=BAR_OWN, number_of_threads=128)

                # ---- rescale, O[:, :256] += P·V ----
                rescale = cutlass.select_(state[0] == -Float32.inf, Float32(1.0), _ratio(state[4], tile_unit))
                state[4] = tile_unit
                state[2] = state[2] * alpha0 + sum0
                state[3] = state[3] * alpha1 + sum1
                state[0] = new0
                state[1] = new1
                self.rescale_o(acc_o, alpha0 * rescale, alpha1 * rescale)
                self.multiply(pv_mma, acc_o, tOrP, tOrV, buffer, stage)
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
