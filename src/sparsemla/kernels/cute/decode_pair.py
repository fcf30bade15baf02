"""CuTe DSL (SM90) decode kernel over ``fp8_uniform`` rows: the leading-consumer kernel, its two head groups
as one cluster that converts each tile once.

At 65–128 heads a query row runs as two CTAs (head groups 0 and 1) that gather and convert the same KV
rows. Here the two are one thread-block cluster of shape (1, 2, 1), and each CTA's producer gathers and
converts only its half of every row's 512 channels (CTA r: channels 256·r … 256·r + 255, two of the row's
four 128-byte lines) and stores the float16 values into the same place of both CTAs' stages (its own
with ``st.shared``, the other's with ``st.shared::cluster``). Each CTA's consumers then see whole tiles, as
in :mod:`.decode_lead`, whose consumers, Q load and epilogue run unchanged. Per CTA that halves the
producer's global loads, L2 traffic and conversions (FlashMLA's 128-head "crossover" shares dequantized
rows the same way).

Hand-offs between the two producers, per stage s (mbarriers in each CTA's shared memory, 128 arrivals
each, one per producer thread of the other CTA):

* ``FREE[s]``: the other CTA's stage s may take this CTA's half. A producer arrives on the other CTA's
  ``FREE[s]`` once its own consumers have released stage s (its ``EMPTY[s]`` named barrier), and waits on
  its own ``FREE[s]`` before storing into the other CTA.
* ``HALF[s]``: the other CTA's half of this CTA's stage s has landed. A producer stores its half into
  both CTAs, then arrives (release, cluster scope) on the other CTA's ``HALF[s]``, waits (acquire,
  cluster scope) on its own, and only then publishes ``FULL[s]`` to its consumers.

The two CTAs of a cluster have the same row, split and tile range (only their heads differ), so every
arrival is matched by a wait. Every thread meets at a cluster barrier after the mbarriers are set up
(the producer before its first store into the other CTA) and again before exiting, so no CTA exits
while the other may still write into it. Row flags are computed by both CTAs (each reads every row's
slot); fp8_uniform tiles have the unit 1.
"""

from __future__ import annotations

import cutlass
import cutlass.cute as cute
from cutlass import Int32, Int64

from .decode import BAR_EMPTY, BAR_FULL, BLOCK_N, FMT_FP8_UNIFORM, FMT_NONE, HEAD_DIM, NUM_STAGES, TILE_ELEMS
from .decode import _prefetch_l2, _st_shared_f32, _st_shared_s32, _swizzled_byte
from .decode_f16 import _cluster_address, _cluster_arrive, _cluster_sync, _cluster_wait, _ld_global_v4_pred
from .decode_lead import SparseDecodeLeadF16Sm90

PAIR_ARRIVALS = 128  # the other CTA's producer threads arrive on each FREE / HALF barrier


# ---------------------------------------------------------------------------------------------
# PTX helpers (raw 32-bit shared addresses)
# ---------------------------------------------------------------------------------------------
def _mbarrier_init(smem_addr, count):
    cute.arch.inline_ptx("mbarrier.init.shared::cta.b64 [{$r0}], {$r1};", read_only_args=[smem_addr, count])


def _mbarrier_init_fence():
    # the initialisations become visible to the cluster (the other CTA arrives on them remotely)
    cute.arch.inline_ptx("fence.mbarrier_init.release.cluster;")


def _mbarrier_arrive_remote(smem_addr, rank):
    """Arrive (release, cluster scope) on the mbarrier at ``smem_addr`` of cluster CTA ``rank``: this
    thread's earlier stores, local or remote, are visible to whoever acquires its completion."""
    cute.arch.inline_ptx(
        "{ .reg .b32 ra; mapa.shared::cluster.u32 ra, {$r0}, {$r1}; "
        "mbarrier.arrive.release.cluster.shared::cluster.b64 _, [ra]; }",
        read_only_args=[smem_addr, rank],
    )


def _mbarrier_try_wait(smem_addr, parity):
    """1 once the phase of parity ``parity`` of this CTA's mbarrier at ``smem_addr`` has completed (acquire,
    cluster scope), else 0 after the hardware's suspend time limit."""
    return cute.arch.inline_ptx(
        "{ .reg .pred p; mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 p, [{$r0}], {$r1}; "
        "selp.s32 {$w0}, 1, 0, p; }",
        write_only_types=[Int32], read_only_args=[smem_addr, parity],
    )  # fmt: skip


@cute.jit
def _mbarrier_wait(smem_addr, parity):
    done = _mbarrier_try_wait(smem_addr, parity)
    while done == 0:
        done = _mbarrier_try_wait(smem_addr, parity)


def _fence_proxy_async_cluster():
    # this thread's generic-proxy stores into the other CTA → that CTA's WGMMA (async proxy)
    cute.arch.inline_ptx("fence.proxy.async.shared::cluster;")


def _e4m3x16_to_f16_both(w0, w1, w2, w3, dst0_smem, dst1_smem, dst0_cluster, dst1_cluster):
    """16 e4m3 values (four words) → 16 float16 at ``dst0``/``dst1`` (first / last 8) of this CTA's shared
    memory and at the same places of the other CTA's (``shared::cluster`` addresses); exact."""
    lines = ["{", ".reg .b16 q<8>;", ".reg .b32 h<8>;"]
    for k in range(4):
        lines.append(f"mov.b32 {{q{2 * k}, q{2 * k + 1}}}, {{$r{k}}};")
    for k in range(8):
        lines.append(f"cvt.rn.f16x2.e4m3x2 h{k}, q{k};")
    lines.append("st.shared.v4.b32 [{$r4}], {h0, h1, h2, h3};")
    lines.append("st.shared.v4.b32 [{$r5}], {h4, h5, h6, h7};")
    lines.append("st.shared::cluster.v4.b32 [{$r6}], {h0, h1, h2, h3};")
    lines.append("st.shared::cluster.v4.b32 [{$r7}], {h4, h5, h6, h7};")
    lines.append("}")
    cute.arch.inline_ptx("\n".join(lines),
                         read_only_args=[w0, w1, w2, w3, dst0_smem, dst1_smem, dst0_cluster, dst1_cluster])  # fmt: skip


class SparseDecodePairF16Sm90(SparseDecodeLeadF16Sm90):
    """Compile-time configuration of one variant: ``fp8_uniform`` sources (extra optional). Launched on
    exactly two head groups (65–128 heads) with the cluster shape (1, 2, 1); any split count, merged
    through the workspace."""

    def __init__(self, main_fmt: int, extra_fmt: int, has_main_len: bool, has_extra_len: bool, has_sinks: bool,
                 write_lse: bool):  # fmt: skip
        if main_fmt != FMT_FP8_UNIFORM or extra_fmt not in (FMT_NONE, FMT_FP8_UNIFORM):
            raise ValueError("the paired decode kernel reads fp8_uniform sources")
        super().__init__(main_fmt, extra_fmt, has_main_len, has_extra_len, has_sinks, write_lse)
        self.pair = True

    def cluster_launch(self) -> dict:
        """The two head groups of one (row, split) form a cluster."""
        return {"cluster": [1, 2, 1]}

    def storage_fields(self) -> dict:
        """The leading-consumer kernel's shared memory, then the FREE and HALF mbarriers of both stages."""
        return {**super().storage_fields(), "sPair": cute.struct.Align[cute.struct.MemRange[Int64, 2 * NUM_STAGES], 8]}

    # -----------------------------------------------------------------------------------------
    # the pair's set-up and tear-down (called from decode_f16's kernel when ``self.pair``)
    # -----------------------------------------------------------------------------------------
    @cute.jit
    def pair_begin(self, tidx, storage):
        """Thread 0 sets up this CTA's FREE and HALF barriers; every thread arrives at the cluster barrier
        (the producer waits there before its first store into the other CTA, the consumers after Q)."""
        if tidx == 0:
            pair_base = storage.sPair.data_ptr().toint()
            for k in cutlass.range_constexpr(2 * NUM_STAGES):
                _mbarrier_init(pair_base + 8 * k, Int32(PAIR_ARRIVALS))
            _mbarrier_init_fence()
        _cluster_arrive()

    @cute.jit
    def pair_end(self, producer_without_tiles):
        """Every thread of both CTAs meets before exiting (a producer with no tile has not yet waited for
        the first cluster barrier)."""
        if producer_without_tiles:
            _cluster_wait()
        _cluster_sync()

    # -----------------------------------------------------------------------------------------
    # producer: half of every row, into both CTAs
    # -----------------------------------------------------------------------------------------
    @cute.jit
    def prefetch_next(self, tile, slot, main_tiles, part, m_cache, m_page_size, m_page_bytes, m_num_slots,
                      e_cache, e_page_size, e_page_bytes, e_num_slots):  # fmt: skip
        """``prefetch.global.L2`` of this CTA's half of row ``slot`` of ``tile``: line 2·rank + part."""
        _, group, _ = cute.arch.block_idx()
        line = 2 * (group % 2) + part
        cache, page_size, page_bytes, num_slots = m_cache, m_page_size, m_page_bytes, m_num_slots
        if cutlass.const_expr(self.has_extra):
            if tile >= main_tiles:
                cache, page_size, page_bytes, num_slots = e_cache, e_page_size, e_page_bytes, e_num_slots
        valid = (slot >= 0) & (slot < num_slots)
        safe_slot = cutlass.select_(valid, slot, Int32(0))
        start = cache + Int64(safe_slot // page_size) * page_bytes + Int64(safe_slot % page_size) * HEAD_DIM
        _prefetch_l2(start + 128 * line, cutlass.select_(valid, Int32(1), Int32(0)))

    @cute.jit
    def produce_f16_tile(self, fmt: cutlass.Constexpr, slot, j, prow, part, cache, page_size, page_bytes, num_slots,
                         skv_base, svalid_base, units, floor):  # fmt: skip
        """Gather this CTA's half (two 128-byte lines) of row ``prow``'s record, wait for the stage in both
        CTAs, convert it into both, exchange HALF with the other CTA's producer and publish the stage."""
        _, group, _ = cute.arch.block_idx()
        rank = group % 2
        other = 1 - rank
        stage = j % NUM_STAGES
        pair_base = units[2]  # (decode_f16's produce passes the FREE / HALF barriers' address)
        free_bar = pair_base + 8 * stage
        half_bar = pair_base + 8 * (NUM_STAGES + stage)
        valid = (slot >= 0) & (slot < num_slots)
        safe_slot = cutlass.select_(valid, slot, Int32(0))
        page_addr = cache + Int64(safe_slot // page_size) * page_bytes
        row_ok = cutlass.select_(valid, Int32(1), Int32(0))
        stage_base = skv_base + stage * (TILE_ELEMS * 2)
        other_stage = _cluster_address(stage_base, other)
        # As decode_f16's gather by lines (eight lanes per 128-byte line, four rows per warp load), over
        # this CTA's two lines of each row only.
        own_rec = page_addr + Int64(safe_slot % page_size) * HEAD_DIM
        lane = prow % 32
        sub = lane % 8
        rsel = lane // 8
        words = []
        for q in cutlass.range_constexpr(4):
            src = 16 * part + 4 * q + rsel
            rec_q = cute.arch.shuffle_sync(own_rec, src)
            ok_q = cute.arch.shuffle_sync(row_ok, src)
            for h in cutlass.range_constexpr(2):
                words.append(_ld_global_v4_pred(rec_q + 256 * rank + 128 * h + 16 * sub, ok_q))
        if j == 0:
            _cluster_wait()  # the other CTA's barriers are set up
        else:  # (tile 1's stage is Q's staging until the consumers' EMPTY arrival)
            cute.arch.barrier(barrier_id=BAR_EMPTY + stage, number_of_threads=self.empty_threads)
            _mbarrier_arrive_remote(free_bar, other)
            _mbarrier_wait(free_bar, ((j - 1) // 2) % 2)
        row_base = 32 * (prow // 32) + 16 * part + rsel
        for q in cutlass.range_constexpr(4):
            for h in cutlass.range_constexpr(2):
                col = 256 * rank + 128 * h + 16 * sub
                w = words[2 * q + h]
                at0 = _swizzled_byte(row_base + 4 * q, col)
                at1 = _swizzled_byte(row_base + 4 * q, col + 8)
                _e4m3x16_to_f16_both(w[0], w[1], w[2], w[3], stage_base + at0, stage_base + at1, other_stage + at0,
                                     other_stage + at1)  # fmt: skip
        if prow == 0 and part == 0:
            _st_shared_f32(units[0] + stage * 4, cutlass.Float32(1.0))
        if part == 0:
            _st_shared_s32(svalid_base + (stage * BLOCK_N + prow) * 4, row_ok)
        _fence_proxy_async_cluster()
        _mbarrier_arrive_remote(half_bar, other)
        _mbarrier_wait(half_bar, (j // 2) % 2)
        # Both halves are in: the generic-proxy writes (this CTA's and the other's) → WGMMA, then publish.
        cute.arch.fence_proxy("async.shared", space="cta")
        cute.arch.barrier_arrive(barrier_id=BAR_FULL + stage, number_of_threads=self.full_threads)
        return floor
