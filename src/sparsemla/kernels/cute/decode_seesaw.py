"""CuTe DSL (SM90) decode kernel over ``fp8_uniform`` / ``model1`` rows: float16 tiles, seesaw consumers.

The producer, the Q load, the epilogue and the parameters are :mod:`.decode_f16`'s (one CTA = one query
row, group of up to 64 heads and split; float16 tiles written from registers, ``model1`` tiles in a
power-of-two unit each). What changes is how the two consumer warpgroups share a tile's work:

* **Tiles alternate, channels split.** Consumer c owns the tiles j ≡ c (mod 2) of the CTA's range: it
  computes the whole S = Q·Kᵀ of its tile (64 heads × 64 rows, K = 512), the online softmax and P. Both
  consumers multiply every tile's P by their 256 channels of V (O[:, 256c:256c+256] stays in one
  warpgroup's registers: a 64 × 512 float32 O does not fit one).
* **Why.** The owner's softmax of tile j runs while the other consumer's S of tile j + 1 keeps the
  tensor cores busy, and no consumer waits for the other's half of S (the float16 kernel splits S by
  rows and exchanges row maxima every tile). Each S product has N = 64, where the split kernel's N = 32
  products read Q from shared memory twice as often per multiply.

Hand-offs per tile j (ring stage s = j mod 2, P buffer b = j mod 2, so stage s always belongs to consumer
s): ``FULL[s]`` between the producer (arrives) and the owner (waits): 256 threads; ``P_READY[b]``
between the owner (arrives after writing P, the tile's α = 2^(m_prev − m) per head, its running maxima
and O's unit) and the other consumer (waits): 256 threads; ``OWN[c]``: the owner's four warps, before
its own P·V reads the P they wrote; ``EMPTY[s]`` (producer waits, both consumers arrive once their
P·V of the tile has completed): 384 threads. The other consumer learns that the tile's rows have
landed through ``P_READY`` (the owner passed ``FULL`` first). Buffers of tile j are rewritten for tile
j + 2 only after both consumers' ``EMPTY`` arrivals of tile j (the owner waits on ``FULL`` of tile j + 2,
which the producer publishes only after those), and the running maxima of tile j are read by the other
consumer before it publishes tile j + 1, which the owner waits for before writing tile j + 2's.

WGMMA groups complete in order: each consumer keeps at most one P·V in flight, retired (``wait_group``)
before O is rescaled for the next tile, and its ``EMPTY`` arrival follows the retirement.
"""

from __future__ import annotations

import cutlass
import cutlass.cute as cute
from cutlass import Float32, Int32
from cutlass.cute.nvgpu import warpgroup

from .decode import (
    BAR_EMPTY, BAR_FULL, BLOCK_H, BLOCK_N, FMT_MODEL1, HEAD_DIM, NUM_STAGES, THREADS, TILE_ELEMS, _ld_shared_s32,
    _swizzled_byte, qk_pv_mmas, shared_struct,
)  # fmt: skip
from .decode_f16 import GROW, SparseDecodeF16Sm90, _ld_shared_f32, _ratio, _st_shared_f32, _stmatrix_f16x4

BAR_P_READY = 7  # + P buffer: the owner's P, α, maxima and unit of a tile, for the other consumer
BAR_OWN = 9  # + consumer: one consumer warpgroup's own barrier (its P written, before its P·V)
P_ELEMS = BLOCK_H * BLOCK_N  # one P buffer: 64 heads × 64 rows of float16


class SparseDecodeSeesawF16Sm90(SparseDecodeF16Sm90):
    """Compile-time configuration of one variant: sources ``fp8_uniform`` or ``model1`` (extra optional)."""

    def __init__(self, main_fmt: int, extra_fmt: int, has_main_len: bool, has_extra_len: bool, has_sinks: bool,
                 write_lse: bool, f16_rows: bool = False):  # fmt: skip
        super().__init__(main_fmt, extra_fmt, has_main_len, has_extra_len, has_sinks, write_lse)
        self.f16_rows = f16_rows  # (rows read from a float16 copy: decode_f16's produce_f16_tile)
        self.full_threads = 256  # producer + the tile's owner
        self.empty_threads = THREADS  # producer + both consumers (both read every tile's V)
        # P + 2·C ≤ 3 × 168 (decode_f16): a consumer holds O (128), the whole tile's S (32) and the softmax
        # state, a model1 producer thread its 18 chunks of a row (72). Of the splits that compile, these
        # spill least (sm_90a SASS spill stores: fp8_uniform 3 at 88 / 208 against 14 at 104 / 200 and 32
        # at 120 / 192; with model1 38-39 at 104 / 200 against 45-64 at 88 / 208).
        if FMT_MODEL1 in (main_fmt, extra_fmt):
            self.producer_regs = 104
            self.consumer_regs = 200
        elif f16_rows:  # (the copying producer holds a few addresses)
            self.producer_regs = 56
            self.consumer_regs = 224
        else:
            self.producer_regs = 88
            self.consumer_regs = 208

    def tiled_mmas(self):
        """``(qk_mma, pv_mma)`` (:func:`.decode.qk_pv_mmas`): float16, S over the whole tile (N = 64), P from
        shared memory."""
        return qk_pv_mmas(self.operand_dtype, BLOCK_N)

    def storage_type(self, ounit_elems: int = 2, **extra):
        """The CTA's shared memory: two P buffers, and per buffer the tile's α, maxima and O's unit (``sOUnit``:
        ``ounit_elems`` values, a subclass's per-head units after the two) and a subclass's ``extra`` fields."""
        return shared_struct(
            sQ=cute.struct.Align[cute.struct.MemRange[self.operand_dtype, TILE_ELEMS], 1024],
            sKV=cute.struct.Align[cute.struct.MemRange[self.operand_dtype, NUM_STAGES * TILE_ELEMS], 1024],
            sP=cute.struct.Align[cute.struct.MemRange[self.operand_dtype, 2 * P_ELEMS], 1024],
            sValid=cute.struct.Align[cute.struct.MemRange[Int32, NUM_STAGES * BLOCK_N], 16],
            sAlpha=cute.struct.Align[cute.struct.MemRange[Float32, 2 * BLOCK_H], 16],
            sMax=cute.struct.Align[cute.struct.MemRange[Float32, 2 * BLOCK_H], 16],
            sSum=cute.struct.Align[cute.struct.MemRange[Float32, 2 * BLOCK_H], 16],
            sOUnit=cute.struct.Align[cute.struct.MemRange[Float32, ounit_elems], 16],
            sRed=cute.struct.Align[cute.struct.MemRange[Int32, THREADS // 32], 16],
            sUnit=cute.struct.Align[cute.struct.MemRange[Float32, NUM_STAGES], 16],
            sExp=cute.struct.Align[cute.struct.MemRange[Int32, 2 * 4], 16],
            sMisc=cute.struct.Align[cute.struct.MemRange[Int32, 4], 16],
            **extra,
        )

    # -----------------------------------------------------------------------------------------
    # consumers
    # -----------------------------------------------------------------------------------------
    @cute.jit
    def consume_f16(self, qk_mma: cute.TiledMma, pv_mma: cute.TiledMma, storage, half: cutlass.Constexpr, ctid,
                    tile_begin, tile_end, main_tiles, svalid_base, smisc_base, row, group, split, num_groups,
                    head0, group_heads, num_heads, score_scale_log2, m_kv_scale, e_kv_scale,
                    out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr,
                    counters_addr, partial_o_addr, partial_lse_addr, num_splits):  # fmt: skip
        """Consumer ``half``: S, softmax and P of its own tiles (j ≡ half mod 2), O[:, 256·half:] += P·V
        of every tile in order; O in the units the owners publish."""
        wtid, lane, warp, sp_base, salpha_base, smax_base, sounit_base, sunit_base = self.consumer_bases(storage, ctid)

        qk_mma, pv_mma, qk_thr, tSrQ, tSrK, tOrP, tOrV, acc_o = self.consumer_operands(storage, half, wtid)
        acc_s = qk_thr.make_fragment_C(qk_thr.partition_shape_C((BLOCK_H, BLOCK_N)))

        # Accumulator element i: head = lane//4 + 16·warp + 8·((i>>1)&1), column = 2·(lane%4) + (i&1) + 8·(i>>2).
        h_a = lane // 4 + 16 * warp  # local heads of this thread: h_a and h_a + 8
        h_b = h_a + 8
        state, pending = self.consumer_state(m_kv_scale)
        num_tiles = tile_end - tile_begin
        for j in cutlass.range(half, num_tiles, 2, unroll=1):  # this consumer's own tiles
            tile = tile_begin + j
            stage = j % NUM_STAGES
            source_scale = m_kv_scale
            if cutlass.const_expr(self.has_extra):
                source_scale = cutlass.select_(tile < main_tiles, m_kv_scale, e_kv_scale)
            # This consumer's P·V of tile j − 2 retires and its stage goes back first: the producer refills
            # that stage with tile j only after both consumers' EMPTY arrivals (waiting for FULL while
            # holding one would deadlock), and no WGMMA group stays in flight across the loop's back edge.
            cute.nvgpu.warpgroup.wait_group(0)
            self.release_pending(pending)
            kv_scale, s_scale, row_flags = self.wait_own_tile(stage, source_scale, score_scale_log2, sunit_base,
                                                              svalid_base, lane)  # fmt: skip

            # ---- S = Q·Kᵀ (whole tile), in flight while the other consumer's tile j − 1 is multiplied ----
            cute.nvgpu.warpgroup.fence()
            for kb in cutlass.range_constexpr(HEAD_DIM // 16):
                qk_mma.set(warpgroup.Field.ACCUMULATE, kb != 0)
                cute.gemm(qk_mma, acc_s, tSrQ[None, None, kb], tSrK[None, None, kb, stage], acc_s)
            cute.nvgpu.warpgroup.commit_group()
            if j >= 1:
                self.multiply_other_tile(pv_mma, acc_o, tOrP, tOrV, state, pending, j - 1, 1, h_a, h_b,
                                         salpha_base, smax_base, sounit_base)  # fmt: skip
                cute.nvgpu.warpgroup.wait_group(1)  # S (committed before that P·V) has completed
            else:
                cute.nvgpu.warpgroup.wait_group(0)

            # ---- softmax over the tile's 64 rows, from the running maxima after tile j − 1 ----
            buffer = j % 2
            alpha0, alpha1, new0, new1, sum0, sum1, tile_unit = self.publish_own_tile(
                acc_s, row_flags, s_scale, kv_scale, state, buffer, lane, warp, wtid, h_a, h_b, sp_base,
                salpha_base, smax_base, sounit_base)  # fmt: skip
            cute.arch.barrier(barrier_id=BAR_OWN + half, number_of_threads=128)

            # ---- retire the other tile's P·V, rescale, O += P·V of this tile ----
            cute.nvgpu.warpgroup.wait_group(0)
            self.release_pending(pending)
            self.multiply_own_tile(pv_mma, acc_o, tOrP, tOrV, state, alpha0, alpha1, new0, new1, sum0, sum1,
                                   tile_unit, buffer, stage)  # fmt: skip
            pending[0] = j

        # ---- the other consumer's last tile, when the range ends with it ----
        if (num_tiles >= 1) & ((num_tiles - 1) % 2 != half):
            self.multiply_other_tile(pv_mma, acc_o, tOrP, tOrV, state, pending, num_tiles - 1, 0, h_a, h_b,
                                     salpha_base, smax_base, sounit_base)  # fmt: skip
        cute.nvgpu.warpgroup.wait_group(0)
        self.release_pending(pending)

        self.finish_f16(acc_o, state[0], state[1], state[2], state[3], state[4], half, ctid, smisc_base,
                        storage.sSum.data_ptr().toint(), storage.sKV.data_ptr().toint(), row, group, split,
                        num_groups, head0, group_heads, num_heads, out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr, counters_addr,
                        partial_o_addr, partial_lse_addr, num_splits)  # fmt: skip

    @cute.jit
    def consumer_bases(self, storage, ctid):
        """``(wtid, lane, warp)`` of consumer thread ``ctid`` (0-255) inside its warpgroup, and the shared
        addresses of P, the tiles' α, maxima and O's unit, and the stages' units."""
        wtid = ctid % 128
        return (wtid, wtid % 32, wtid // 32, storage.sP.data_ptr().toint(), storage.sAlpha.data_ptr().toint(),
                storage.sMax.data_ptr().toint(), storage.sOUnit.data_ptr().toint(), storage.sUnit.data_ptr().toint())

    @cute.jit
    def consumer_operands(self, storage, half: cutlass.Constexpr, wtid):
        """Consumer ``half``'s MMAs and operands: ``(qk_mma, pv_mma, qk_thr, tSrQ, tSrK, tOrP, tOrV, acc_o)``
        (S over the whole tile; P·V over channels 256·half.. from either P buffer; O zeroed)."""
        k_atom = warpgroup.make_smem_layout_atom(warpgroup.SmemLayoutAtomKind.K_SW128, self.operand_dtype)
        v_atom = warpgroup.make_smem_layout_atom(warpgroup.SmemLayoutAtomKind.MN_SW128, self.operand_dtype)
        q_layout = cute.tile_to_shape(k_atom, (BLOCK_H, HEAD_DIM), order=(0, 1))
        sQ = storage.sQ.get_tensor(q_layout.outer, swizzle=q_layout.inner)
        # P buffers: (head, row, buffer), each the K-major swizzled 64 × 64 layout, P_ELEMS apart.
        p_outer = cute.make_layout(((8, 8), (64, 1), 2), stride=((64, 512), (1, 0), P_ELEMS))
        sP = cute.make_tensor(cute.recast_ptr(storage.sP.data_ptr(), k_atom.inner), p_outer)
        # The whole tile as K: rows of 128 B, 8-row swizzle atoms 1 KiB apart, 64-column blocks 4096
        # elements apart (the producer's layout).
        k_outer = cute.make_layout(((8, 8), (64, 8), NUM_STAGES), stride=((64, 512), (1, 4096), TILE_ELEMS))
        sK = cute.make_tensor(cute.recast_ptr(storage.sKV.data_ptr(), k_atom.inner), k_outer)
        # V = this half's 256 channels of the same bytes, read as (channel, row), as in decode_f16.
        v_outer = cute.make_layout(((64, 4), (8, 8), NUM_STAGES), stride=((1, 4096), (64, 512), TILE_ELEMS))
        sV = cute.make_tensor(cute.recast_ptr(storage.sKV.data_ptr() + half * 16384, v_atom.inner), v_outer)

        # This consumer's own tiled MMAs: P·V always accumulates, set once here, before the staged control
        # flow the products are issued from (a state change there would not reach the other consumer's
        # code, traced after this one's, if the kernel's arguments were changed).
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
        return qk_mma, pv_mma, qk_thr, tSrQ, tSrK, tOrP, tOrV, acc_o

    @cute.jit
    def consumer_state(self, m_kv_scale):
        """``(state, pending)``: state = running maxima (base 2) of heads h_a and h_b after the last tile seen,
        this consumer's share of their row sums, O's unit (first the main source's scale); pending = the tile
        whose P·V may still be in flight (-1: none)."""
        state = cute.make_rmem_tensor((5,), Float32)
        state[0] = -Float32.inf
        state[1] = -Float32.inf
        state[2] = Float32(0.0)
        state[3] = Float32(0.0)
        state[4] = m_kv_scale
        pending = cute.make_rmem_tensor((1,), Int32)
        pending[0] = Int32(-1)
        return state, pending

    @cute.jit
    def wait_own_tile(self, stage, source_scale, score_scale_log2, sunit_base, svalid_base, lane):
        """The owner's wait for ``stage``'s tile (``FULL``), then ``(kv_scale, s_scale, row_flags)``: the tile's
        values' scale, the score scale (base 2) and this thread's 16 columns' row flags, read before the
        products so their latency overlaps them."""
        cute.arch.barrier(barrier_id=BAR_FULL + stage, number_of_threads=self.full_threads)
        kv_scale = source_scale * _ld_shared_f32(sunit_base + stage * 4)
        vbase = svalid_base + stage * BLOCK_N * 4
        row_flags = [_ld_shared_s32(vbase + (2 * (lane % 4) + (c & 1) + 8 * (c >> 1)) * 4) for c in range(16)]
        return kv_scale, score_scale_log2 * kv_scale, row_flags

    @cute.jit
    def publish_own_tile(self, acc_s, row_flags, s_scale, kv_scale, state, buffer, lane, warp, wtid, h_a, h_b,
                         sp_base, salpha_base, smax_base, sounit_base):  # fmt: skip
        """The tile owner's softmax over S (the whole tile, in ``acc_s``) from the running maxima in ``state``:
        P into P buffer ``buffer`` with the tile's α, maxima and O's unit, then ``P_READY[buffer]`` arrived.
        Returns ``(alpha0, alpha1, new0, new1, sum0, sum1, tile_unit)`` for heads h_a and h_b."""
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
        tile_unit, new0, new1, safe0, safe1, alpha0, alpha1 = self.moved_maxima(mx0, mx1, state, kv_scale)
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
        self.publish_p(probs, alpha0, alpha1, new0, new1, tile_unit, p_base, buffer, lane, warp, wtid, h_a, h_b,
                       salpha_base, smax_base, sounit_base)  # fmt: skip
        return alpha0, alpha1, new0, new1, sum0, sum1, tile_unit

    @cute.jit
    def moved_maxima(self, mx0, mx1, state, kv_scale):
        """From the tile's maxima (base 2, heads h_a and h_b) and the running ones in ``state``: ``(tile_unit,
        new0, new1, safe0, safe1, alpha0, alpha1)``, the tile's O unit, the new running maxima, the same with
        -inf as 0 (the exponent's offset) and the factors from the old maxima to the new."""
        # A tile with no valid row (every column masked: the same for all heads) keeps O's unit: its
        # P is zero, and switching to its unit could overflow O (a model1 tile's unit then comes
        # from the exponent floor, not from data).
        tile_unit = cutlass.select_(mx0 == -Float32.inf, state[4], kv_scale)
        # The running reference moves only when the tile's maximum exceeds it by more than GROW (P may
        # then reach 2^GROW): O is rarely rescaled (the other consumer takes the owner's maxima).
        new0 = cutlass.select_(mx0 - state[0] > GROW, mx0, state[0])
        new1 = cutlass.select_(mx1 - state[1] > GROW, mx1, state[1])
        safe0 = cutlass.select_(new0 == -Float32.inf, Float32(0.0), new0)
        safe1 = cutlass.select_(new1 == -Float32.inf, Float32(0.0), new1)
        alpha0 = cute.math.exp2(state[0] - safe0, fastmath=True)
        alpha1 = cute.math.exp2(state[1] - safe1, fastmath=True)
        return tile_unit, new0, new1, safe0, safe1, alpha0, alpha1

    @cute.jit
    def publish_p(self, probs, alpha0, alpha1, new0, new1, tile_unit, p_base, buffer, lane, warp, wtid, h_a, h_b,
                  salpha_base, smax_base, sounit_base):  # fmt: skip
        """The owner's P (``probs``, this thread's 32 values) into ``p_base`` with the tile's α, maxima and
        O's unit, then ``P_READY[buffer]`` arrived."""
        # Four stmatrix of four 8×8 matrices each (pairs v = 4g..4g+3: heads +8·(v & 1), 8-column chunk
        # 2g + (v >> 1)); lane l addresses row l % 8 of matrix l // 8.
        st_head = 16 * warp + 8 * ((lane // 8) & 1) + lane % 8
        for g in cutlass.range_constexpr(len(probs) // 8):
            st_col = 8 * (2 * g + (lane // 16))
            _stmatrix_f16x4(p_base + _swizzled_byte(st_head, st_col), *probs[8 * g : 8 * g + 8])
        self.publish_factors(alpha0, alpha1, new0, new1, tile_unit, buffer, lane, wtid, h_a, h_b, salpha_base,
                             smax_base, sounit_base)  # fmt: skip

    @cute.jit
    def publish_factors(self, alpha0, alpha1, new0, new1, tile_unit, buffer, lane, wtid, h_a, h_b, salpha_base,
                        smax_base, sounit_base):  # fmt: skip
        """After the owner's P stores: the tile's α, maxima and O's unit, then ``P_READY[buffer]`` arrived."""
        if lane % 4 == 0:
            _st_shared_f32(salpha_base + (buffer * BLOCK_H + h_a) * 4, alpha0)
            _st_shared_f32(salpha_base + (buffer * BLOCK_H + h_b) * 4, alpha1)
            _st_shared_f32(smax_base + (buffer * BLOCK_H + h_a) * 4, new0)
            _st_shared_f32(smax_base + (buffer * BLOCK_H + h_b) * 4, new1)
        if wtid == 0:
            _st_shared_f32(sounit_base + buffer * 4, tile_unit)
        cute.arch.fence_proxy("async.shared", space="cta")  # P: generic-proxy writes → WGMMA
        cute.arch.barrier_arrive(barrier_id=BAR_P_READY + buffer, number_of_threads=256)

    @cute.jit
    def multiply_own_tile(self, pv_mma: cute.TiledMma, acc_o, tOrP, tOrV, state, alpha0, alpha1, new0, new1, sum0,
                          sum1, tile_unit, buffer, stage):  # fmt: skip
        """The owner's running state moved to its tile (:meth:`publish_own_tile`'s results), O rescaled and
        O += P[buffer]·V[stage] issued."""
        # (nothing accumulated yet: O is zero in any unit, and the ratio could be inf)
        rescale = cutlass.select_(state[0] == -Float32.inf, Float32(1.0), _ratio(state[4], tile_unit))
        state[4] = tile_unit
        state[2] = state[2] * alpha0 + sum0
        state[3] = state[3] * alpha1 + sum1
        state[0] = new0
        state[1] = new1
        self.rescale_o(acc_o, alpha0 * rescale, alpha1 * rescale)
        self.multiply(pv_mma, acc_o, tOrP, tOrV, buffer, stage)

    @cute.jit
    def multiply_other_tile(self, pv_mma: cute.TiledMma, acc_o, tOrP, tOrV, state, pending, j,
                            keep: cutlass.Constexpr, h_a, h_b, salpha_base, smax_base, sounit_base):  # fmt: skip
        """O += P·V of the other consumer's tile ``j`` (CTA-local index): wait for its P, take its α,
        maxima and unit, retire this consumer's previous P·V (all but the ``keep`` newest WGMMA groups
        complete), rescale O and issue the product."""
        buffer = j % 2
        nothing_yet = state[0] == -Float32.inf  # nothing accumulated before tile j (O is zero)
        cute.arch.barrier(barrier_id=BAR_P_READY + buffer, number_of_threads=256)
        alpha0 = _ld_shared_f32(salpha_base + (buffer * BLOCK_H + h_a) * 4)
        alpha1 = _ld_shared_f32(salpha_base + (buffer * BLOCK_H + h_b) * 4)
        state[0] = _ld_shared_f32(smax_base + (buffer * BLOCK_H + h_a) * 4)
        state[1] = _ld_shared_f32(smax_base + (buffer * BLOCK_H + h_b) * 4)
        tile_unit = _ld_shared_f32(sounit_base + buffer * 4)
        cute.nvgpu.warpgroup.wait_group(keep)
        self.release_pending(pending)
        rescale = cutlass.select_(nothing_yet, Float32(1.0), _ratio(state[4], tile_unit))
        state[4] = tile_unit
        state[2] = state[2] * alpha0
        state[3] = state[3] * alpha1
        self.rescale_o(acc_o, alpha0 * rescale, alpha1 * rescale)
        self.multiply(pv_mma, acc_o, tOrP, tOrV, buffer, j % NUM_STAGES)
        pending[0] = j

    @cute.jit
    def release_pending(self, pending):
        """The stage of the tile whose P·V has just been retired goes back to the producer."""
        if pending[0] >= 0:
            cute.arch.barrier_arrive(barrier_id=BAR_EMPTY + pending[0] % NUM_STAGES,
                                     number_of_threads=self.empty_threads)  # fmt: skip
            pending[0] = Int32(-1)

    @cute.jit
    def multiply(self, pv_mma: cute.TiledMma, acc_o, tOrP, tOrV, buffer, stage):
        """Issue O += P[buffer]·V[stage] (this consumer's 256 channels) as one WGMMA group (``pv_mma``
        accumulates)."""
        cute.nvgpu.warpgroup.fence()
        for kb in cutlass.range_constexpr(BLOCK_N // 16):
            cute.gemm(pv_mma, acc_o, tOrP[None, None, kb, buffer], tOrV[None, None, kb, stage], acc_o)
        cute.nvgpu.warpgroup.commit_group()
