"""Take the ``f16lead`` kernel's time per tile apart: probe builds with parts of a tile's work removed.

    python benchmarks/tools/prefill_tile_probes.py build probes.pkl [--probes noload,nopv]  # where CuTe DSL is installed
    python benchmarks/tools/prefill_tile_probes.py time probes.pkl      # on the GPU (cubins from the file)

Each probe is the ``f16lead`` kernel (``kernels/cute/decode_lead.py`` over the distinct-rows copy, the
leading-consumer schedule that ``f16rows`` replaced) with one
change: ``noload`` (the producer publishes each stage without copying rows into it), ``nopv`` (no P·V
issued), ``nos`` (no S issued: the softmax runs on a stale accumulator), ``noq`` (Q never read), ``noout``
(the output never stored), ``nosinks`` (no sink terms), combinations of those; ``bulkout`` / ``csout`` (the
output stored by bulk asynchronous copies / streaming stores: exact, checked against the kernel's output),
``stagger4`` / ``stagger8`` (the first wave's consumers start up to 3.5 / 7 µs apart: exact), ``persistent``
/ ``persistent40`` (one CTA per SM looping over rows, commit c4bd60f's design without its spills; the second
with the producer at 40 registers and the consumers at 232: exact), ``stsmout`` (the output staged by
``stmatrix``, 16 stores per thread instead of 64: exact), and
``s_behind_pv`` (the leader issues the next tile's S right behind this tile's P·V and retires both before the
softmax, so nothing is in flight across the loop's back edge). ``time`` runs the flash_csa chunk cut to 1-10
tiles per row, as ``prefill_tile_sweep.py`` does, beside the ``f16lead`` kernel, and fits time ÷ waves =
fixed + tiles × per-tile for each, with the kernel also timed writing every row's output over the same
64 KiB (row stride 0: no output traffic beyond L2). The probes' outputs are meaningless; only their times
are.
"""

from __future__ import annotations

import argparse
import functools
import pickle
import tempfile

PROBES = {
    "noload": ("NoLoad",), "nopv": ("NoPV",), "nos": ("NoS",), "nos_nopv": ("NoS", "NoPV"),
    "nos_nopv_noload": ("NoS", "NoPV", "NoLoad"), "nopv_noload": ("NoPV", "NoLoad"), "s_behind_pv": ("SBehindPV",),
    "noq": ("NoQ",), "noout": ("NoOut",), "noq_noout": ("NoQ", "NoOut"),
    "noq_noout_nos_nopv_noload": ("NoQ", "NoOut", "NoS", "NoPV", "NoLoad"), "bulkout": ("BulkOut",),
    "csout": ("CsOut",), "stagger4": ("Stagger4",), "stagger8": ("Stagger8",),
    "nosinks": ("NoSinks",), "nostage": ("NoStage",), "noglobal": ("NoGlobal",),
    "persistent": ("Persistent",), "persistent40": ("Persistent40",), "stsmout": ("StsmOut",),
}  # fmt: skip
PERSISTENT_PROBES = {"persistent", "persistent40"}  # launched one CTA per SM, the row count in num_splits' slot
EXACT_PROBES = {"bulkout", "csout", "stagger4", "stagger8", "persistent", "persistent40", "stsmout"}
CUTS = ((64, 0), (64, 64), (128, 64), (128, 192), (128, 320), (128, 512))  # (window, compressed) lengths


def probe_classes() -> dict:
    """The probe kernels' classes by name (imports CuTe DSL)."""
    import cutlass
    import cutlass.cute as cute
    from cutlass import Float32, Int32
    from cutlass.cute.nvgpu import warpgroup

    from cutlass import Int64
    from cutlass.memory import SmemAllocator

    def _opaque(value):
        return cute.arch.inline_ptx("mov.b32 {$w0}, {$r0};", write_only_types=[Int32], read_only_args=[value])

    # (CuTe DSL evaluates a kernel's annotations and staged code against the module's globals)
    globals().update(cutlass=cutlass, cute=cute, Float32=Float32, Int32=Int32, Int64=Int64, _opaque=_opaque)

    from sparsemla.kernels.cute.decode import (
        BAR_CONSUMERS, BAR_EMPTY, BAR_FULL, BAR_OUT_STAGED, BLOCK_H, BLOCK_N, HEAD_DIM, NUM_STAGES,
        _copy_shared_to_global16, _ld_global_s32_pred, _ld_shared_s32, _st_shared_bf16x2,
    )  # fmt: skip
    from sparsemla.kernels.cute.decode_f16 import _ld_shared_f32, _st_shared_f32, _st_shared_s32
    from sparsemla.kernels.cute.decode_lead import SparseDecodeLeadF16Sm90
    from sparsemla.kernels.cute.decode_seesaw import BAR_OWN

    class NoLoad:
        @cute.jit
        def produce_f16_tile(self, fmt: cutlass.Constexpr, slot, j, prow, part, cache, page_size, page_bytes, num_slots,
                             skv_base, svalid_base, units, floor):
            stage = j % NUM_STAGES
            valid = (slot >= 0) & (slot < num_slots)
            row_ok = cutlass.select_(valid, Int32(1), Int32(0))
            if j >= 1:
                cute.arch.barrier(barrier_id=BAR_EMPTY + stage, number_of_threads=self.empty_threads)
            if prow == 0 and part == 0:
                _st_shared_f32(units[0] + stage * 4, Float32(1.0))
            if part == 0:
                _st_shared_s32(svalid_base + (stage * BLOCK_N + prow) * 4, row_ok)
            cute.arch.fence_proxy("async.shared", space="cta")
            cute.arch.barrier_arrive(barrier_id=BAR_FULL + stage, number_of_threads=self.full_threads)
            return floor


    class NoPV:
        @cute.jit
        def multiply(self, pv_mma, acc_o, tOrP, tOrV, buffer, stage):
            cute.nvgpu.warpgroup.fence()
            cute.nvgpu.warpgroup.commit_group()


    class LeadS:
        """The leading-consumer loop (decode_lead) with S issued ``s_times`` (0 or 1) per tile."""
        s_times = 1

        @cute.jit
        def staging_base(self, storage):
            """Where the epilogue stages O: a free ring stage."""
            return storage.sKV.data_ptr().toint()

        @cute.jit
        def issue_s(self, qk_mma: cute.TiledMma, acc_s, tSrQ, tSrK, stage):
            """S = Q·Kᵀ over the whole tile in ``stage``, issued and committed as one WGMMA group."""
            cute.nvgpu.warpgroup.fence()
            for kb in cutlass.range_constexpr(HEAD_DIM // 16):
                qk_mma.set(warpgroup.Field.ACCUMULATE, kb != 0)
                cute.gemm(qk_mma, acc_s, tSrQ[None, None, kb], tSrK[None, None, kb, stage], acc_s)
            cute.nvgpu.warpgroup.commit_group()

        @cute.jit
        def source_scale(self, tile, main_tiles, m_kv_scale, e_kv_scale):
            scale = m_kv_scale
            if cutlass.const_expr(self.has_extra):
                scale = cutlass.select_(tile < main_tiles, m_kv_scale, e_kv_scale)
            return scale

        @cute.jit
        def consume_f16(self, qk_mma: cute.TiledMma, pv_mma: cute.TiledMma, storage, half: cutlass.Constexpr, ctid,
                        tile_begin, tile_end, main_tiles, svalid_base, smisc_base, row, group, split, num_groups,
                        head0, group_heads, num_heads, score_scale_log2, m_kv_scale, e_kv_scale,
                        out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr,
                        counters_addr, partial_o_addr, partial_lse_addr, num_splits):
            wtid = ctid % 128
            lane = wtid % 32
            warp = wtid // 32
            qk_mma, pv_mma, qk_thr, tSrQ, tSrK, tOrP, tOrV, acc_o = self.consumer_operands(storage, half, wtid)
            state, pending = self.consumer_state(m_kv_scale)
            num_tiles = tile_end - tile_begin
            if cutlass.const_expr(half == 0):
                acc_s = qk_thr.make_fragment_C(qk_thr.partition_shape_C((BLOCK_H, BLOCK_N)))
                acc_s.fill(0.0)
                for j in cutlass.range(0, num_tiles, unroll=1):
                    stage = j % NUM_STAGES
                    cute.nvgpu.warpgroup.wait_group(0)
                    self.release_pending(pending)
                    kv_scale, s_scale, row_flags = self.wait_own_tile(
                        stage, self.source_scale(tile_begin + j, main_tiles, m_kv_scale, e_kv_scale), score_scale_log2,
                        storage.sUnit.data_ptr().toint(), svalid_base, lane)  # fmt: skip
                    for rep in cutlass.range_constexpr(self.s_times):
                        self.issue_s(qk_mma, acc_s, tSrQ, tSrK, stage)
                        cute.nvgpu.warpgroup.wait_group(0)
                    self.lead_tile(storage, pv_mma, acc_o, tOrP, tOrV, acc_s, row_flags, s_scale, kv_scale, state, j,
                                   stage, lane, warp, wtid)  # fmt: skip
                    pending[0] = j
            else:
                self.follow(storage, pv_mma, acc_o, tOrP, tOrV, state, pending, num_tiles, lane, warp)
            cute.nvgpu.warpgroup.wait_group(0)
            self.release_pending(pending)
            self.finish_f16(acc_o, state[0], state[1], state[2], state[3], state[4], half, ctid, smisc_base,
                            storage.sSum.data_ptr().toint(), self.staging_base(storage), row, group, split,
                            num_groups, head0, group_heads, num_heads, out_addr, out_stride_row, out_stride_head,
                            lse_addr, sinks_addr, counters_addr, partial_o_addr, partial_lse_addr, num_splits)

        @cute.jit
        def lead_tile(self, storage, pv_mma: cute.TiledMma, acc_o, tOrP, tOrV, acc_s, row_flags, s_scale, kv_scale,
                      state, j, stage, lane, warp, wtid):  # fmt: skip
            """The leader's softmax of tile j, P published, its P·V issued (decode_lead's order)."""
            h_a = lane // 4 + 16 * warp
            alpha0, alpha1, new0, new1, sum0, sum1, tile_unit = self.publish_own_tile(
                acc_s, row_flags, s_scale, kv_scale, state, j % 2, lane, warp, wtid, h_a, h_a + 8,
                storage.sP.data_ptr().toint(), storage.sAlpha.data_ptr().toint(), storage.sMax.data_ptr().toint(),
                storage.sOUnit.data_ptr().toint())  # fmt: skip
            cute.arch.barrier(barrier_id=BAR_OWN, number_of_threads=128)
            self.multiply_own_tile(pv_mma, acc_o, tOrP, tOrV, state, alpha0, alpha1, new0, new1, sum0, sum1,
                                   tile_unit, j % 2, stage)  # fmt: skip

        @cute.jit
        def follow(self, storage, pv_mma: cute.TiledMma, acc_o, tOrP, tOrV, state, pending, num_tiles, lane, warp):
            """The follower's loop (decode_lead's): each tile's P·V over the other 256 channels, retired at once."""
            h_a = lane // 4 + 16 * warp
            for j in cutlass.range(0, num_tiles, unroll=1):
                self.multiply_other_tile(pv_mma, acc_o, tOrP, tOrV, state, pending, j, 0, h_a, h_a + 8,
                                         storage.sAlpha.data_ptr().toint(), storage.sMax.data_ptr().toint(),
                                         storage.sOUnit.data_ptr().toint())  # fmt: skip
                cute.nvgpu.warpgroup.wait_group(0)
                self.release_pending(pending)

    class LeadOverlap(LeadS):
        """Leader: S of tile j + 1 issued right behind its P·V of tile j; both retired before tile j + 1's softmax."""

        @cute.jit
        def consume_f16(self, qk_mma: cute.TiledMma, pv_mma: cute.TiledMma, storage, half: cutlass.Constexpr, ctid,
                        tile_begin, tile_end, main_tiles, svalid_base, smisc_base, row, group, split, num_groups,
                        head0, group_heads, num_heads, score_scale_log2, m_kv_scale, e_kv_scale,
                        out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr,
                        counters_addr, partial_o_addr, partial_lse_addr, num_splits):
            wtid = ctid % 128
            lane = wtid % 32
            warp = wtid // 32
            sunit_base = storage.sUnit.data_ptr().toint()
            qk_mma, pv_mma, qk_thr, tSrQ, tSrK, tOrP, tOrV, acc_o = self.consumer_operands(storage, half, wtid)
            state, pending = self.consumer_state(m_kv_scale)
            num_tiles = tile_end - tile_begin
            if cutlass.const_expr(half == 0):
                acc_s = qk_thr.make_fragment_C(qk_thr.partition_shape_C((BLOCK_H, BLOCK_N)))
                if num_tiles > 0:
                    cute.arch.barrier(barrier_id=BAR_FULL + 0, number_of_threads=self.full_threads)
                    cute.nvgpu.warpgroup.fence()
                    for kb in cutlass.range_constexpr(HEAD_DIM // 16):  # (inline: the MMA's state set in a helper
                        qk_mma.set(warpgroup.Field.ACCUMULATE, kb != 0)  # under a staged branch escapes it)
                        cute.gemm(qk_mma, acc_s, tSrQ[None, None, kb], tSrK[None, None, kb, 0], acc_s)
                    cute.nvgpu.warpgroup.commit_group()
                    cute.nvgpu.warpgroup.wait_group(0)
                for j in cutlass.range(0, num_tiles, unroll=1):
                    stage = j % NUM_STAGES
                    # (the tile's FULL was passed before its S, behind the previous P·V: its scale and flags now)
                    kv_scale = self.source_scale(tile_begin + j, main_tiles, m_kv_scale, e_kv_scale) * _ld_shared_f32(
                        sunit_base + stage * 4)  # fmt: skip
                    vbase = svalid_base + stage * BLOCK_N * 4
                    row_flags = [_ld_shared_s32(vbase + (2 * (lane % 4) + (c & 1) + 8 * (c >> 1)) * 4)
                                 for c in range(16)]  # fmt: skip
                    self.lead_tile(storage, pv_mma, acc_o, tOrP, tOrV, acc_s, row_flags, score_scale_log2 * kv_scale,
                                   kv_scale, state, j, stage, lane, warp, wtid)  # fmt: skip
                    if j + 1 < num_tiles:
                        nstage = (j + 1) % NUM_STAGES
                        cute.arch.barrier(barrier_id=BAR_FULL + nstage, number_of_threads=self.full_threads)
                        cute.nvgpu.warpgroup.fence()
                        for kb in cutlass.range_constexpr(HEAD_DIM // 16):
                            qk_mma.set(warpgroup.Field.ACCUMULATE, kb != 0)
                            cute.gemm(qk_mma, acc_s, tSrQ[None, None, kb], tSrK[None, None, kb, nstage], acc_s)
                        cute.nvgpu.warpgroup.commit_group()
                    cute.nvgpu.warpgroup.wait_group(0)
                    pending[0] = j
                    self.release_pending(pending)
            else:
                self.follow(storage, pv_mma, acc_o, tOrP, tOrV, state, pending, num_tiles, lane, warp)
            cute.nvgpu.warpgroup.wait_group(0)
            self.release_pending(pending)
            self.finish_f16(acc_o, state[0], state[1], state[2], state[3], state[4], half, ctid, smisc_base,
                            storage.sSum.data_ptr().toint(), self.staging_base(storage), row, group, split,
                            num_groups, head0, group_heads, num_heads, out_addr, out_stride_row, out_stride_head,
                            lse_addr, sinks_addr, counters_addr, partial_o_addr, partial_lse_addr, num_splits)

    class NoS(LeadS):
        s_times = 0

    class NoQ:
        """Q never read: sQ keeps whatever the shared memory held (load_q's two consumer barriers kept)."""

        @cute.jit
        def load_q(self, tidx, row, head0, group_heads, q_addr, q_stride_row, q_stride_head, sq_base, skv_base,
                   sred_base):  # fmt: skip
            cute.arch.barrier(barrier_id=BAR_CONSUMERS, number_of_threads=256)
            cute.arch.barrier(barrier_id=BAR_CONSUMERS, number_of_threads=256)
            return Float32(1.0)

    class NoOut:
        """The output never stored."""

        @cute.jit
        def store_out(self, acc_o, inv0, inv1, half: cutlass.Constexpr, wtid, buffer, row, head0, group_heads,
                      out_addr, out_stride_row, out_stride_head):  # fmt: skip
            pass

    class BulkOut:
        """The output staged at 528-byte head rows (conflict-free 4-byte stores from the accumulator layout,
        one whole stage per consumer), then one 512-byte bulk copy per head (``cp.async.bulk``), the CTA
        waiting only until the copies have read shared memory."""

        @cute.jit
        def store_out(self, acc_o, inv0, inv1, half: cutlass.Constexpr, wtid, buffer, row, head0, group_heads,
                      out_addr, out_stride_row, out_stride_head):  # fmt: skip
            lane = wtid % 32
            h_a = lane // 4 + 16 * (wtid // 32)
            h_b = h_a + 8
            buf = buffer + half * (BLOCK_N * HEAD_DIM * 2)
            for v2 in cutlass.range_constexpr(cute.size(acc_o) // 4):
                col = 2 * (lane % 4) + 8 * v2
                _st_shared_bf16x2(buf + h_a * 528 + col * 2, acc_o[4 * v2] * inv0, acc_o[4 * v2 + 1] * inv0)
                _st_shared_bf16x2(buf + h_b * 528 + col * 2, acc_o[4 * v2 + 2] * inv1, acc_o[4 * v2 + 3] * inv1)
            cute.arch.fence_proxy("async.shared", space="cta")
            cute.arch.barrier(barrier_id=BAR_OUT_STAGED + half, number_of_threads=128)
            if wtid < group_heads:
                dst = out_addr + (Int64(row) * out_stride_row + Int64(head0 + wtid) * out_stride_head) * 2 + half * 512
                cute.arch.inline_ptx("cp.async.bulk.global.shared::cta.bulk_group [{$r0}], [{$r1}], 512;",
                                     read_only_args=[dst, buf + wtid * 528])  # fmt: skip
                cute.arch.inline_ptx("cp.async.bulk.commit_group;", read_only_args=[])
                cute.arch.inline_ptx("cp.async.bulk.wait_group.read 0;", read_only_args=[])

    class StagedOut:
        """decode.py's output staging, shared by the probes that change what follows it."""

        @cute.jit
        def stage_out(self, acc_o, inv0, inv1, half: cutlass.Constexpr, wtid, buffer):
            """O × inv as bf16 into this consumer's half of ``buffer`` (16-byte chunks XOR head % 8), then the
            consumer's barrier; returns that half's address."""
            lane = wtid % 32
            warp = wtid // 32
            h_a = lane // 4 + 16 * warp
            h_b = h_a + 8
            buf = buffer + half * (BLOCK_H * 512)
            for v2 in cutlass.range_constexpr(cute.size(acc_o) // 4):
                word = (lane % 4) * 4
                _st_shared_bf16x2(buf + h_a * 512 + ((v2 ^ (h_a % 8)) * 16) + word,
                                  acc_o[4 * v2] * inv0, acc_o[4 * v2 + 1] * inv0)  # fmt: skip
                _st_shared_bf16x2(buf + h_b * 512 + ((v2 ^ (h_b % 8)) * 16) + word,
                                  acc_o[4 * v2 + 2] * inv1, acc_o[4 * v2 + 3] * inv1)  # fmt: skip
            cute.arch.barrier(barrier_id=BAR_OUT_STAGED + half, number_of_threads=128)
            return buf

    class CsOut(StagedOut):
        """The staged output store (decode.py's) with the global stores marked streaming (``st.global.cs``:
        evict first), so 64 KiB per CTA do not push the copy's rows and the next wave's Q out of L2."""

        @cute.jit
        def store_out(self, acc_o, inv0, inv1, half: cutlass.Constexpr, wtid, buffer, row, head0, group_heads,
                      out_addr, out_stride_row, out_stride_head):  # fmt: skip
            lane = wtid % 32
            warp = wtid // 32
            buf = self.stage_out(acc_o, inv0, inv1, half, wtid, buffer)
            for k in cutlass.range_constexpr(BLOCK_H // 4):
                h = 4 * k + warp
                if h < group_heads:
                    dst = out_addr + (Int64(row) * out_stride_row + Int64(head0 + h) * out_stride_head) * 2
                    cute.arch.inline_ptx(
                        "{ .reg .b32 a, b, c, d; ld.shared.v4.b32 {a, b, c, d}, [{$r0}]; "
                        "st.global.cs.v4.b32 [{$r1}], {a, b, c, d}; }",
                        read_only_args=[buf + h * 512 + ((lane ^ (h % 8)) * 16), dst + half * 512 + lane * 16],
                    )  # fmt: skip

    class Stagger:
        """CTAs of the first wave (row < SMs) start their consumers (row mod 8) × ``step_ns`` late, so the
        waves that follow do not all load Q and store O at the same moment."""
        step_ns = 500

        @cute.jit
        def load_q(self, tidx, row, head0, group_heads, q_addr, q_stride_row, q_stride_head, sq_base, skv_base,
                   sred_base):  # fmt: skip
            if row < cute.arch.nsmid():
                cute.arch.inline_ptx("nanosleep.u32 {$r0};", read_only_args=[(row % 8) * Int32(self.step_ns)])
            return SparseDecodeLeadF16Sm90.load_q(self, tidx, row, head0, group_heads, q_addr, q_stride_row,
                                                  q_stride_head, sq_base, skv_base, sred_base)  # fmt: skip

    class Stagger4(Stagger):
        step_ns = 500

    class Stagger8(Stagger):
        step_ns = 1000

    class NoSinks:
        """The sinks never read (their terms left out of the denominators)."""

        @cute.jit
        def add_sinks(self, den0, den1, safe0, safe1, sinks_addr, head0, h_a, h_b, group_heads):
            return den0, den1

    class NoStage:
        """The output's global stores kept (of whatever the staging buffer holds), its normalisation and
        staging writes left out."""

        @cute.jit
        def store_out(self, acc_o, inv0, inv1, half: cutlass.Constexpr, wtid, buffer, row, head0, group_heads,
                      out_addr, out_stride_row, out_stride_head):  # fmt: skip
            lane = wtid % 32
            warp = wtid // 32
            buf = buffer + half * (BLOCK_H * 512)
            cute.arch.barrier(barrier_id=BAR_OUT_STAGED + half, number_of_threads=128)
            for k in cutlass.range_constexpr(BLOCK_H // 4):
                h = 4 * k + warp
                if h < group_heads:
                    dst = out_addr + (Int64(row) * out_stride_row + Int64(head0 + h) * out_stride_head) * 2
                    _copy_shared_to_global16(buf + h * 512 + ((lane ^ (h % 8)) * 16), dst + half * 512 + lane * 16)

    class NoGlobal(StagedOut):
        """The output normalised and staged in shared memory, never stored to global memory."""

        @cute.jit
        def store_out(self, acc_o, inv0, inv1, half: cutlass.Constexpr, wtid, buffer, row, head0, group_heads,
                      out_addr, out_stride_row, out_stride_head):  # fmt: skip
            self.stage_out(acc_o, inv0, inv1, half, wtid, buffer)

    class Persistent(LeadS):
        """One CTA per SM looping over rows row0, row0 + CTAs, ... (the row count in num_splits' slot), as
        commit c4bd60f built it: O staged in sQ, so the producer gathers the next row's first tiles during the
        epilogue; the producer asks L2 for the CTA's next row's Q and indices as each row starts. Shared-memory
        bases pass through an opaque move each row, so the compiler does not hoist every address derived from
        them out of the row loop (held across it, they spill)."""

        @cute.jit
        def staging_base(self, storage):
            return _opaque(storage.sQ.data_ptr().toint())

        @cute.jit
        def row_tiles(self, row, m_len, m_width, e_len, e_width):
            main_len = m_width
            if cutlass.const_expr(self.has_main_len):
                main_len = cutlass.min(cutlass.max(_ld_global_s32_pred(m_len + Int64(row) * 4, Int32(1), Int32(0)), 0),
                                       m_width)  # fmt: skip
            main_tiles = (main_len + BLOCK_N - 1) // BLOCK_N
            extra_len = Int32(0)
            extra_tiles = Int32(0)
            if cutlass.const_expr(self.has_extra):
                extra_len = e_width
                if cutlass.const_expr(self.has_extra_len):
                    extra_len = cutlass.min(
                        cutlass.max(_ld_global_s32_pred(e_len + Int64(row) * 4, Int32(1), Int32(0)), 0), e_width)
                extra_tiles = (extra_len + BLOCK_N - 1) // BLOCK_N
            return main_len, main_tiles, extra_len, main_tiles + extra_tiles

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
            row0, group, _ = cute.arch.block_idx()
            row_step, num_groups, _ = cute.arch.grid_dim()
            wg = cute.arch.make_warp_uniform(tidx // 128)
            smem = SmemAllocator()
            storage = smem.allocate(self.shared_storage)
            skv_base = storage.sKV.data_ptr().toint()
            svalid_base = storage.sValid.data_ptr().toint()
            head0 = group * BLOCK_H
            group_heads = cutlass.min(num_heads - head0, BLOCK_H)
            num_rows = num_splits
            if wg == 0:
                cute.arch.setmaxregister_decrease(self.producer_regs)
                for row in cutlass.range(row0, num_rows, row_step, unroll=1):
                    main_len, main_tiles, extra_len, total = self.row_tiles(row, m_len, m_width, e_len, e_width)
                    self.prefetch_row_ahead(tidx, row, head0, group_heads, num_groups, q_addr, q_stride_row,
                                            q_stride_head, m_idx, m_idx_stride, m_width, e_idx, e_idx_stride,
                                            e_width)  # fmt: skip
                    self.produce(tidx, row, Int32(0), total, main_tiles, main_len, extra_len, storage, skv_base,
                                 svalid_base, m_cache, m_idx, m_idx_stride, m_page_size, m_page_bytes, m_num_slots,
                                 m_kv_scale, e_cache, e_idx, e_idx_stride, e_page_size, e_page_bytes, e_num_slots,
                                 e_kv_scale)  # fmt: skip
            else:
                cute.arch.setmaxregister_increase(self.consumer_regs)
                if wg == 1:
                    self.consume_rows(qk_mma, pv_mma, storage, 0, tidx, row0, row_step, num_rows, group, num_groups,
                                      head0, group_heads, num_heads, q_addr, q_stride_row, q_stride_head,
                                      score_scale_log2, m_len, m_width, e_len, e_width, m_kv_scale, e_kv_scale,
                                      out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr)  # fmt: skip
                else:
                    self.consume_rows(qk_mma, pv_mma, storage, 1, tidx, row0, row_step, num_rows, group, num_groups,
                                      head0, group_heads, num_heads, q_addr, q_stride_row, q_stride_head,
                                      score_scale_log2, m_len, m_width, e_len, e_width, m_kv_scale, e_kv_scale,
                                      out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr)  # fmt: skip

        @cute.jit
        def consume_rows(self, qk_mma: cute.TiledMma, pv_mma: cute.TiledMma, storage, half: cutlass.Constexpr, tidx,
                         row0, row_step, num_rows, group, num_groups, head0, group_heads, num_heads, q_addr,
                         q_stride_row, q_stride_head, score_scale_log2, m_len, m_width, e_len, e_width, m_kv_scale,
                         e_kv_scale, out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr):  # fmt: skip
            zero = Int64(0)
            for row in cutlass.range(row0, num_rows, row_step, unroll=1):
                main_len, main_tiles, extra_len, total = self.row_tiles(row, m_len, m_width, e_len, e_width)
                tidx = _opaque(tidx)  # (every address derived from the thread or head group: recomputed per row)
                head0 = _opaque(head0)
                q_up = self.load_q(tidx - 128, row, head0, group_heads, q_addr, q_stride_row, q_stride_head,
                                   _opaque(storage.sQ.data_ptr().toint()), storage.sKV.data_ptr().toint(),
                                   _opaque(storage.sRed.data_ptr().toint()))  # fmt: skip
                cute.arch.barrier_arrive(barrier_id=BAR_EMPTY + 1, number_of_threads=self.empty_threads)
                self.consume_f16(qk_mma, pv_mma, storage, half, tidx - 128, Int32(0), total, main_tiles,
                                 storage.sValid.data_ptr().toint(), storage.sMisc.data_ptr().toint(), row, group,
                                 Int32(0), num_groups, head0, group_heads, num_heads, score_scale_log2 * q_up,
                                 m_kv_scale, e_kv_scale, out_addr, out_stride_row, out_stride_head, lse_addr,
                                 sinks_addr, zero, zero, zero, Int32(1))  # fmt: skip

    class Persistent40(Persistent):
        """The persistent CTA with the producer at 40 registers and the consumers at 232."""

        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self.producer_regs = 40
            self.consumer_regs = 232

    class StsmOut:
        """The output staged by ``stmatrix`` (four 8×8 bf16 matrices per instruction: 16 per thread instead of
        64 four-byte stores), same staging layout and global stores as decode.py's."""

        @cute.jit
        def store_out(self, acc_o, inv0, inv1, half: cutlass.Constexpr, wtid, buffer, row, head0, group_heads,
                      out_addr, out_stride_row, out_stride_head):  # fmt: skip
            lane = wtid % 32
            warp = wtid // 32
            buf = buffer + half * (BLOCK_H * 512)
            st_head = 16 * warp + 8 * ((lane // 8) & 1) + lane % 8
            for g in cutlass.range_constexpr(cute.size(acc_o) // 8):
                chunk = 2 * g + lane // 16
                v = [acc_o[8 * g + k] * (inv0 if ((k >> 1) & 1) == 0 else inv1) for k in range(8)]
                cute.arch.inline_ptx(
                    "{ .reg .b32 a, b, c, d; cvt.rn.bf16x2.f32 a, {$r2}, {$r1}; cvt.rn.bf16x2.f32 b, {$r4}, {$r3}; "
                    "cvt.rn.bf16x2.f32 c, {$r6}, {$r5}; cvt.rn.bf16x2.f32 d, {$r8}, {$r7}; "
                    "stmatrix.sync.aligned.m8n8.x4.shared.b16 [{$r0}], {a, b, c, d}; }",
                    read_only_args=[buf + st_head * 512 + ((chunk ^ (st_head % 8)) * 16), *v],
                )  # fmt: skip
            cute.arch.barrier(barrier_id=BAR_OUT_STAGED + half, number_of_threads=128)
            for k in cutlass.range_constexpr(BLOCK_H // 4):
                h = 4 * k + warp
                if h < group_heads:
                    dst = out_addr + (Int64(row) * out_stride_row + Int64(head0 + h) * out_stride_head) * 2
                    _copy_shared_to_global16(buf + h * 512 + ((lane ^ (h % 8)) * 16), dst + half * 512 + lane * 16)

    mixins = {
        "NoLoad": NoLoad, "NoPV": NoPV, "NoS": NoS, "NoQ": NoQ, "NoOut": NoOut, "NoSinks": NoSinks, "NoStage": NoStage,
        "NoGlobal": NoGlobal, "SBehindPV": LeadOverlap, "BulkOut": BulkOut, "CsOut": CsOut, "StsmOut": StsmOut,
        "Stagger4": Stagger4, "Stagger8": Stagger8, "Persistent": Persistent, "Persistent40": Persistent40,
    }  # fmt: skip
    return {name: type(name, tuple(mixins[m] for m in parts) + (SparseDecodeLeadF16Sm90,), {})
            for name, parts in PROBES.items()}


def build(path: str, names=None) -> None:
    """Compile every probe (or those in ``names``) into ``path``, each in its own process (CuTe DSL keeps
    state between compiles of classes whose methods share names)."""
    import subprocess
    import sys

    out = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name in names or PROBES:
            one = f"{tmp}/{name}.pkl"
            subprocess.run([sys.executable, __file__, "build-one", one, "--probe", name], check=True)
            with open(one, "rb") as f:
                out.update(pickle.load(f))
            print(name, "built", flush=True)
    with open(path, "wb") as f:
        pickle.dump(out, f)


def build_one(path: str, name: str) -> None:
    """Compile probe ``name`` (key: fp8_uniform main and extra sources with lengths, sinks, no LSE) into ``path``."""
    import cuda.bindings.driver as cuda
    import cutlass
    import cutlass.cute as cute

    from sparsemla.kernels.cute import launch
    from sparsemla.kernels.cute.decode import THREADS

    i64, i32, f32 = cutlass.Int64(0), cutlass.Int32(0), cutlass.Float32(0.0)
    source = (i64, i64, i32, i64, i32, i32, i32, i32, f32)
    args = (i64, i32, i32, i64, i32, i32, i64, i64, *source, *source, i64, i64, i64, i32, i32, f32, i32)
    kernel = probe_classes()[name](1, 1, True, True, True, False, f16_rows=True)
    with tempfile.TemporaryDirectory() as dump:
        options = f"--gpu-arch={launch.TARGET} --keep-cubin --keep-ptx --dump-dir={dump}"
        compiled = cute.compile(kernel, *args, cuda.CUstream(0), options=options)
    entry, params = launch.ptx_entry_params(compiled.artifacts.PTX)
    binary = launch.CuteBinary(entry, compiled.artifacts.CUBIN, params, int(kernel.shared_storage.size_in_bytes()),
                               THREADS)  # fmt: skip
    with open(path, "wb") as f:
        pickle.dump({name: binary._asdict()}, f)


def time_probes(path: str, iters: int) -> None:
    import torch

    import sparsemla
    from sparsemla.bench.timing import Timer
    from sparsemla.bench.workloads import SHAPES, SOFTMAX_SCALE, build_prefill
    from sparsemla.kernels.cute import launch
    from sparsemla.ops.distinct_rows import copy_distinct_rows

    rows = 4096
    timer = Timer(torch.device("cuda"), iters=iters, warmup=2, graph=False, budget_s=2.0)
    work = build_prefill(SHAPES["flash_csa"], rows, ["fp8_uniform"], "cuda", 0, 128, 64, 1)
    case = work.case
    swa, comp = work.swa["fp8_uniform"], work.compressed["fp8_uniform"]
    workspace = sparsemla.DistinctRowsWorkspace(case.q.device, rows, case.indices.shape[1],
                                                case.extra_indices.shape[1], swa.num_slots, comp.num_slots)  # fmt: skip
    copy = copy_distinct_rows(workspace, rows, swa, case.indices, case.lengths, comp, case.extra_indices,
                              case.extra_lengths)  # fmt: skip
    out = torch.empty_like(case.q)
    with open(path, "rb") as f:
        probes = {name: launch.CuteLaunch(launch.CuteBinary(**b), 0) for name, b in pickle.load(f).items()}
    sms = torch.cuda.get_device_properties(0).multi_processor_count
    waves = rows / sms
    persistent = {probes[name] for name in PERSISTENT_PROBES & probes.keys()}
    one_out = torch.empty_like(case.q[:1]).expand_as(case.q)  # (row stride 0: the output stays in L2)
    names = ["f16lead", "f16lead_one_output_row", *probes]
    times = {}
    for window, compressed in CUTS:
        main_len, extra_len = torch.full_like(case.lengths, window), torch.full_like(case.extra_lengths, compressed)
        values = launch.decode_values(case.q, copy[0], copy[1], main_len, copy[2], copy[3], extra_len, case.sinks,
                                      SOFTMAX_SCALE, None, 1, out, None)  # fmt: skip

        def kernel(main_len=main_len, extra_len=extra_len):
            launch.run_cute_decode(case.q, copy[0], copy[1], main_len, copy[2], copy[3], extra_len, case.sinks,
                                   SOFTMAX_SCALE, None, 1, out, None, design="f16lead")  # fmt: skip

        def probe(p, values=values):
            if p in persistent:  # one CTA per SM, the row count in num_splits' slot
                p((min(rows, sms), 1, 1), torch.cuda.current_stream().cuda_stream, values[:-1] + (rows,))
            else:
                p((rows, 1, 1), torch.cuda.current_stream().cuda_stream, values)

        def kernel_one_out(main_len=main_len, extra_len=extra_len):  # every row writes the same 64 KiB
            launch.run_cute_decode(case.q, copy[0], copy[1], main_len, copy[2], copy[3], extra_len, case.sinks,
                                   SOFTMAX_SCALE, None, 1, one_out, None, design="f16lead")  # fmt: skip

        tiles = (window + compressed) // 64
        fns = [kernel, kernel_one_out] + [functools.partial(probe, p) for p in probes.values()]
        times[tiles] = [timer.measure(fn) for fn in fns]
        print(tiles, "tiles:", ", ".join(f"{n} {t:.1f} µs" for n, t in zip(names, times[tiles])), flush=True)
    # Probes that change only how the output is stored must store the kernel's output exactly.
    kernel()
    torch.cuda.synchronize()
    reference = out.clone()
    for name in EXACT_PROBES & probes.keys():
        out.fill_(float("nan"))
        probe(probes[name])
        torch.cuda.synchronize()
        print(f"{name}: max |diff| against f16lead {(out.float() - reference.float()).abs().max().item()}")
    x = torch.tensor(sorted(times), dtype=torch.float64)
    fit = torch.stack([x, torch.ones_like(x)], dim=1)
    for i, name in enumerate(names):
        y = torch.tensor([times[t][i] for t in sorted(times)], dtype=torch.float64) / waves
        per_tile, fixed = torch.linalg.lstsq(fit, y[:, None]).solution[:, 0].tolist()
        print(f"{name}: per CTA {fixed:.2f} µs fixed + {per_tile:.3f} µs per tile")


def main(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("step", choices=("build", "build-one", "time"))
    parser.add_argument("path")
    parser.add_argument("--iters", type=int, default=5)
    parser.add_argument("--probe", help="build-one: the probe to compile")
    parser.add_argument("--probes", help="build: only these probes (comma list)")
    args = parser.parse_args(argv)
    if args.step == "build":
        build(args.path, args.probes.split(",") if args.probes else None)
    elif args.step == "build-one":
        build_one(args.path, args.probe)
    else:
        time_probes(args.path, args.iters)


if __name__ == "__main__":
    main()
