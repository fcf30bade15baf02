"""CuTe DSL (SM90) sparse-attention decode kernel: gathered KV rows, WGMMA, in-launch split-KV.

One CTA = one (query row, group of up to 64 heads, split). Three warpgroups:

* **producer** (warpgroup 0): for each 64-row tile of the row's index list (main source, then
  extra source) it reads the slots, gathers the encoded rows with 16-byte ``cp.async`` (a -1 /
  out-of-range / past-length slot is zero-filled and flagged invalid), dequantizes them on CUDA cores
  to bf16 and writes them into one of two **KV stages** in the 128-byte-swizzled layout the
  WGMMA reads. bf16 rows are copied straight into the stage; fp8 bytes go through a raw staging
  buffer first (the producer converts only what it copied itself, so no producer-wide barrier).
* **consumers** (warpgroups 1 and 2): each computes S = Q·Kᵀ [64 heads × 64 rows] for the tile
  (both do, so neither waits on the other), an online softmax in base 2, and O += P·V for its
  half of the 512 output channels (the 64×512 fp32 output would not fit one warpgroup's registers).
  P enters P·V as two bf16 parts (hi + lo) so that bf16 rounding of the weights stays out of the
  accuracy budget. Fewer than 64 heads are zero-padded to 64 inside the CTA (no swap-AB yet).

Stage hand-off uses named barriers: ``FULL[s]`` (producer arrives, consumers sync) and ``EMPTY[s]``
(consumers arrive, producer syncs), so each stage is a two-slot ring without mbarriers.

Split-KV: with ``num_splits > 1`` each CTA writes its normalised partial O and base-2 LSE to the
caller's workspace, then bumps the (row, head group) counter; the CTA that arrives last merges all
partials, applies the sink, writes the output and stores 0 back into the counter (no memset).
"""

from __future__ import annotations

import cutlass
import cutlass.cute as cute
from cutlass.utils import SmemAllocator
import cutlass.utils.hopper_helpers as sm90_utils
from cutlass import Float32, Int32, Int64
from cutlass.cute.nvgpu import warpgroup

FMT_BF16 = 0
FMT_FP8_UNIFORM = 1
FMT_MODEL1 = 2
FMT_NONE = -1

BLOCK_H = 64  # heads per CTA (the WGMMA M side)
BLOCK_N = 64  # gathered rows per tile
HEAD_DIM = 512
NUM_STAGES = 2
THREADS = 384  # producer + 2 consumer warpgroups
LOG2E = 1.4426950408889634
# 1.0f's bits: inline PTX gets float constants built from bits (CuTe DSL 4.6's libNVVM rejects float constants).
ONE_BITS = 0x3F800000
LN2 = 0.6931471805599453

# Named barrier ids (0 is __syncthreads).
BAR_FULL = 1  # + stage
BAR_EMPTY = 3  # + stage
BAR_CONSUMERS = 5
BAR_OUT_STAGED = 11  # + consumer: one consumer warpgroup's own barrier in the staged output store

TILE_ELEMS = BLOCK_N * HEAD_DIM  # one bf16 tile: 32768 elements, 64 KiB
RECORD_BYTES = {FMT_BF16: 1024, FMT_FP8_UNIFORM: 512, FMT_MODEL1: 576}  # one token's record in a page


# ---------------------------------------------------------------------------------------------
# PTX helpers (raw addresses: shared = 32-bit, global = 64-bit)
# ---------------------------------------------------------------------------------------------
def _cp_async16(smem_addr, gmem_addr, src_bytes):
    # src_bytes = 0 writes 16 zero bytes without reading global memory.
    cute.arch.inline_ptx(
        "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};",
        read_only_args=[smem_addr, gmem_addr, src_bytes],
    )


def _ld_global_s32_pred(gmem_addr, pred, default):
    return cute.arch.inline_ptx(
        "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }",
        write_only_types=[Int32],
        read_only_args=[gmem_addr, pred, default],
    )


def _prefetch_l2(gmem_addr, pred):
    # Nothing waits for it and it takes no register: the line is in L2 when a later load asks.
    cute.arch.inline_ptx(
        "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; @p prefetch.global.L2 [{$r0}]; }",
        read_only_args=[gmem_addr, pred],
    )


def _ld_global_f32(gmem_addr):
    return cute.arch.inline_ptx("ld.global.nc.f32 {$w0}, [{$r0}];", write_only_types=[Float32], read_only_args=[gmem_addr])


def _ld_global_cg_f32(gmem_addr):
    # Partials come from other CTAs: bypass L1.
    return cute.arch.inline_ptx("ld.global.cg.f32 {$w0}, [{$r0}];", write_only_types=[Float32], read_only_args=[gmem_addr])


def _ld_global_cg_v4_f32_pred(gmem_addr, pred):
    # 16 bytes of another CTA's partial (L2, not L1), or zeros where ``pred`` is 0 (nothing read).
    return cute.arch.inline_ptx(
        "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.f32 {$w0}, 0f00000000; mov.f32 {$w1}, 0f00000000; "
        "mov.f32 {$w2}, 0f00000000; mov.f32 {$w3}, 0f00000000; "
        "@p ld.global.cg.v4.f32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }",
        write_only_types=[Float32, Float32, Float32, Float32],
        read_only_args=[gmem_addr, pred],
    )


def _ld_shared_f32(smem_addr):
    return cute.arch.inline_ptx("ld.shared.f32 {$w0}, [{$r0}];", write_only_types=[Float32], read_only_args=[smem_addr])


def _st_shared_f32(smem_addr, value):
    cute.arch.inline_ptx("st.shared.f32 [{$r0}], {$r1};", read_only_args=[smem_addr, value])


def _st_global_f32(gmem_addr, value):
    cute.arch.inline_ptx("st.global.f32 [{$r0}], {$r1};", read_only_args=[gmem_addr, value])


def _st_global_f32x2(gmem_addr, lo, hi):
    cute.arch.inline_ptx("st.global.v2.f32 [{$r0}], {{$r1}, {$r2}};", read_only_args=[gmem_addr, lo, hi])


def _st_global_bf16x2(gmem_addr, lo, hi):
    cute.arch.inline_ptx(
        "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }",
        read_only_args=[gmem_addr, lo, hi],
    )


def _st_shared_bf16x2(smem_addr, lo, hi):
    cute.arch.inline_ptx(
        "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.shared.b32 [{$r0}], t; }",
        read_only_args=[smem_addr, lo, hi],
    )


def _copy_shared_to_global16(smem_addr, gmem_addr):
    cute.arch.inline_ptx(
        "{ .reg .b32 a, b, c, d; ld.shared.v4.b32 {a, b, c, d}, [{$r0}]; st.global.v4.b32 [{$r1}], {a, b, c, d}; }",
        read_only_args=[smem_addr, gmem_addr],
    )


def _st_global_s32(gmem_addr, value):
    cute.arch.inline_ptx("st.global.b32 [{$r0}], {$r1};", read_only_args=[gmem_addr, value])


def _ld_shared_s32(smem_addr):
    return cute.arch.inline_ptx("ld.shared.b32 {$w0}, [{$r0}];", write_only_types=[Int32], read_only_args=[smem_addr])


def _st_shared_s32(smem_addr, value):
    cute.arch.inline_ptx("st.shared.b32 [{$r0}], {$r1};", read_only_args=[smem_addr, value])


def _fence_gpu():
    cute.arch.inline_ptx("fence.acq_rel.gpu;")


def _atomic_add_gpu(gmem_addr, value):
    return cute.arch.inline_ptx(
        "atom.acq_rel.gpu.global.add.s32 {$w0}, [{$r0}], {$r1};",
        write_only_types=[Int32],
        read_only_args=[gmem_addr, value],
    )


def _fp8x16_to_bf16(src_smem, dst0_smem, dst1_smem, scale, scaled: bool):
    """16 e4m3 bytes at ``src_smem`` → 16 bf16 (×scale) at ``dst0`` (first 8) and ``dst1`` (last 8).

    e4m3 → f16 is exact, f16 → f32 → bf16 is exact, and the model1 scales are powers of two: the
    staged tile equals the dequantized row exactly."""
    lines = [
        "{",
        ".reg .b32 a0, a1, a2, a3, h<8>, o<8>;",
        ".reg .b16 q<8>, x<16>;",
        ".reg .f32 f<16>;",
        "ld.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];",
        "mov.b32 {q0, q1}, a0;",
        "mov.b32 {q2, q3}, a1;",
        "mov.b32 {q4, q5}, a2;",
        "mov.b32 {q6, q7}, a3;",
    ]
    for k in range(8):
        lines.append(f"cvt.rn.f16x2.e4m3x2 h{k}, q{k};")
        lines.append(f"mov.b32 {{x{2 * k}, x{2 * k + 1}}}, h{k};")
    for k in range(16):
        lines.append(f"cvt.f32.f16 f{k}, x{k};")
        if scaled:
            lines.append(f"mul.f32 f{k}, f{k}, {{$r3}};")
    for k in range(8):
        lines.append(f"cvt.rn.bf16x2.f32 o{k}, f{2 * k + 1}, f{2 * k};")
    lines.append("st.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};")
    lines.append("st.shared.v4.b32 [{$r2}], {o4, o5, o6, o7};")
    lines.append("}")
    operands = [src_smem, dst0_smem, dst1_smem] + ([scale] if scaled else [])  # (CuTe DSL 4.6 rejects unused ones)
    cute.arch.inline_ptx("\n".join(lines), read_only_args=operands)


def _swizzled_byte(row, col):
    """Byte offset of bf16 element (row, col), col % 8 == 0, inside one 64×512 tile laid out as
    eight 64-column K-major blocks of 64 rows × 128 B with the 128-byte swizzle (16-byte chunk index
    XOR row % 8) — the layout ``make_smem_layout_atom(K_SW128)`` tiled over (64, 512) describes."""
    return (col // 64) * 8192 + row * 128 + ((((col % 64) // 8) ^ (row % 8)) * 16)


def qk_pv_mmas(dtype, qk_rows: int, p_from_registers: bool = False):
    """``(qk_mma, pv_mma)`` of one consumer warpgroup over 64 heads: S = Q·Kᵀ over ``qk_rows`` tile rows (both
    operands K-major) and O += P·V over 256 channels, V the staged tile read channel-major (MN-major B), P from
    shared memory or, where ``p_from_registers``, from registers."""
    k_major, mn_major = cute.nvgpu.OperandMajorMode.K, cute.nvgpu.OperandMajorMode.MN
    qk_mma = sm90_utils.make_trivial_tiled_mma(dtype, dtype, k_major, k_major, Float32, (1, 1, 1), (BLOCK_H, qk_rows))
    p_source = (warpgroup.OperandSource.RMEM,) if p_from_registers else ()
    pv_mma = sm90_utils.make_trivial_tiled_mma(dtype, dtype, k_major, mn_major, Float32, (1, 1, 1),
                                               (BLOCK_H, HEAD_DIM // 2), *p_source)  # fmt: skip
    return qk_mma, pv_mma


def shared_struct(**fields):
    """A ``cute.struct`` of ``fields`` in order: the annotations given as objects (the kernel modules postpone
    annotation evaluation, so a class body's would be strings)."""
    return cute.struct(type("SharedStorage", (), {"__annotations__": fields}))


class SparseDecodeSm90:
    """Compile-time configuration of one kernel variant (formats and optional inputs)."""

    def __init__(self, main_fmt: int, extra_fmt: int, has_main_len: bool, has_extra_len: bool, has_sinks: bool,
                 write_lse: bool):  # fmt: skip
        self.main_fmt = main_fmt
        self.extra_fmt = extra_fmt
        self.has_extra = extra_fmt != FMT_NONE
        self.has_main_len = has_main_len
        self.has_extra_len = has_extra_len and self.has_extra
        self.has_sinks = has_sinks
        self.write_lse = write_lse
        self.heads_per_cta = BLOCK_H  # heads of one CTA (the grid's head groups)
        self.producer_regs = 56
        self.consumer_regs = 224

    def split_tiles(self, row, split, num_splits, m_len, m_width, e_len, e_width):
        """The row's tiles, main list first, then the extra list, and this split's share of them:
        ``(main_len, main_tiles, extra_len, tile_begin, tile_end)``. Called while a kernel traces (its
        branches are on the variant's compile-time flags)."""
        main_len = m_width
        if self.has_main_len:
            main_len = cutlass.min(cutlass.max(_ld_global_s32_pred(m_len + Int64(row) * 4, Int32(1), Int32(0)), 0), m_width)
        main_tiles = (main_len + BLOCK_N - 1) // BLOCK_N
        extra_len = Int32(0)
        extra_tiles = Int32(0)
        if self.has_extra:
            extra_len = e_width
            if self.has_extra_len:
                extra_len = cutlass.min(cutlass.max(_ld_global_s32_pred(e_len + Int64(row) * 4, Int32(1), Int32(0)), 0), e_width)
            extra_tiles = (extra_len + BLOCK_N - 1) // BLOCK_N
        total_tiles = main_tiles + extra_tiles
        tiles_per_split = (total_tiles + num_splits - 1) // num_splits
        tile_begin = cutlass.min(split * tiles_per_split, total_tiles)
        tile_end = cutlass.min(tile_begin + tiles_per_split, total_tiles)
        return main_len, main_tiles, extra_len, tile_begin, tile_end

    def tiled_mmas(self):
        """``(qk_mma, pv_mma)`` (:func:`qk_pv_mmas`): bf16, S over the tile's 64 rows, P from registers."""
        return qk_pv_mmas(cutlass.BFloat16, BLOCK_N, p_from_registers=True)

    def storage_type(self):
        """The CTA's shared memory."""
        return shared_struct(
            sQ=cute.struct.Align[cute.struct.MemRange[cutlass.BFloat16, TILE_ELEMS], 1024],
            sKV=cute.struct.Align[cute.struct.MemRange[cutlass.BFloat16, NUM_STAGES * TILE_ELEMS], 1024],
            sRaw=cute.struct.Align[cute.struct.MemRange[cutlass.Uint8, BLOCK_N * HEAD_DIM], 1024],
            sValid=cute.struct.Align[cute.struct.MemRange[Int32, NUM_STAGES * BLOCK_N], 16],
            sMisc=cute.struct.Align[cute.struct.MemRange[Int32, 4], 16],
        )

    def cluster_launch(self) -> dict:
        """The launch's cluster shape, if any (none here)."""
        return {}

    # -----------------------------------------------------------------------------------------
    # host side
    # -----------------------------------------------------------------------------------------
    @cute.jit
    def __call__(
        self,
        q_addr: Int64, q_stride_row: Int32, q_stride_head: Int32,
        out_addr: Int64, out_stride_row: Int32, out_stride_head: Int32,
        lse_addr: Int64, sinks_addr: Int64,
        m_cache: Int64, m_idx: Int64, m_idx_stride: Int32, m_len: Int64, m_width: Int32,
        m_page_size: Int32, m_page_bytes: Int32, m_num_slots: Int32, m_kv_scale: Float32,
        e_cache: Int64, e_idx: Int64, e_idx_stride: Int32, e_len: Int64, e_width: Int32,
        e_page_size: Int32, e_page_bytes: Int32, e_num_slots: Int32, e_kv_scale: Float32,
        counters_addr: Int64, partial_o_addr: Int64, partial_lse_addr: Int64,
        num_rows: Int32, num_heads: Int32, score_scale_log2: Float32, num_splits: Int32,
        stream,
    ):  # fmt: skip
        qk_mma, pv_mma = self.tiled_mmas()
        self.shared_storage = self.storage_type()
        num_groups = (num_heads + self.heads_per_cta - 1) // self.heads_per_cta
        self.kernel(
            qk_mma, pv_mma,
            q_addr, q_stride_row, q_stride_head, out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr,
            m_cache, m_idx, m_idx_stride, m_len, m_width, m_page_size, m_page_bytes, m_num_slots, m_kv_scale,
            e_cache, e_idx, e_idx_stride, e_len, e_width, e_page_size, e_page_bytes, e_num_slots, e_kv_scale,
            counters_addr, partial_o_addr, partial_lse_addr, num_heads, score_scale_log2, num_splits,
        ).launch(grid=[num_rows, num_groups, num_splits], block=[THREADS, 1, 1], stream=stream,
                 min_blocks_per_mp=1, **self.cluster_launch())  # fmt: skip

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
        _, num_groups, _ = cute.arch.grid_dim()  # grid = (rows, head groups, splits)
        wg = cute.arch.make_warp_uniform(tidx // 128)

        smem = SmemAllocator()
        storage = smem.allocate(self.shared_storage)
        sq_base = storage.sQ.data_ptr().toint()
        skv_base = storage.sKV.data_ptr().toint()
        sraw_base = storage.sRaw.data_ptr().toint()
        svalid_base = storage.sValid.data_ptr().toint()
        smisc_base = storage.sMisc.data_ptr().toint()

        head0 = group * BLOCK_H
        group_heads = cutlass.min(num_heads - head0, BLOCK_H)

        # ---- the row's tiles: main list first, then extra list; this split's share ----
        main_len, main_tiles, extra_len, tile_begin, tile_end = self.split_tiles(
            row, split, num_splits, m_len, m_width, e_len, e_width)

        # ---- Q: all 384 threads copy the group's 64×512 bf16 queries (zero rows past the heads) ----
        for chunk in cutlass.range(tidx, BLOCK_H * (HEAD_DIM // 8), THREADS, unroll=1):
            h = chunk // (HEAD_DIM // 8)
            col = (chunk % (HEAD_DIM // 8)) * 8
            ok = h < group_heads
            h_src = cutlass.min(h, group_heads - 1)
            src = q_addr + (Int64(row) * q_stride_row + Int64(head0 + h_src) * q_stride_head + col) * 2
            _cp_async16(sq_base + _swizzled_byte(h, col), src, cutlass.select_(ok, Int32(16), Int32(0)))
        cute.arch.cp_async_commit_group()
        cute.arch.cp_async_wait_group(0)
        cute.arch.fence_proxy("async.shared", space="cta")  # generic-proxy writes → WGMMA (async proxy)
        cute.arch.sync_threads()

        if wg == 0:
            # ======================= producer warpgroup =======================
            cute.arch.setmaxregister_decrease(self.producer_regs)
            ptid = tidx
            prow = ptid // 2  # the tile row whose slot this thread loads (its warp gathers that row)
            part = ptid % 2  # which half of the row's bytes
            # Slots are loaded two tiles ahead and the next tile's rows prefetched into L2 (see
            # prefetch_next), so neither latency starts a tile's dependent chain.
            slot = self.load_slot(tile_begin, tile_end, main_tiles, prow, row, main_len, extra_len,
                                  m_idx, m_idx_stride, e_idx, e_idx_stride)  # fmt: skip
            next_slot = self.load_slot(tile_begin + 1, tile_end, main_tiles, prow, row, main_len, extra_len,
                                       m_idx, m_idx_stride, e_idx, e_idx_stride)  # fmt: skip
            for tile in cutlass.range(tile_begin, tile_end, unroll=1):
                j = tile - tile_begin
                stage = j % NUM_STAGES
                later_slot = self.load_slot(tile + 2, tile_end, main_tiles, prow, row, main_len, extra_len,
                                            m_idx, m_idx_stride, e_idx, e_idx_stride)  # fmt: skip
                self.prefetch_next(tile + 1, next_slot, main_tiles, part,
                                   m_cache, m_page_size, m_page_bytes, m_num_slots,
                                   e_cache, e_page_size, e_page_bytes, e_num_slots)  # fmt: skip
                if tile < main_tiles:
                    self.produce_tile(self.main_fmt, slot, j, stage, prow, part,
                                      m_cache, m_page_size, m_page_bytes, m_num_slots,
                                      skv_base, sraw_base, svalid_base)  # fmt: skip
                else:
                    if cutlass.const_expr(self.has_extra):
                        self.produce_tile(self.extra_fmt, slot, j, stage, prow, part,
                                          e_cache, e_page_size, e_page_bytes, e_num_slots,
                                          skv_base, sraw_base, svalid_base)  # fmt: skip
                slot = next_slot
                next_slot = later_slot
            # Consume the consumers' last EMPTY arrivals so no barrier is left half-arrived.
            num_tiles = tile_end - tile_begin
            for j in cutlass.range(cutlass.max(num_tiles - NUM_STAGES, 0), num_tiles, unroll=1):
                cute.arch.barrier(barrier_id=BAR_EMPTY + j % NUM_STAGES, number_of_threads=THREADS)
        else:
            # ======================= consumer warpgroups =======================
            cute.arch.setmaxregister_increase(self.consumer_regs)
            if wg == 1:
                self.consume(qk_mma, pv_mma, storage, 0, tidx - 128, tile_begin, tile_end, main_tiles, svalid_base,
                             smisc_base, row, group, split, num_groups, head0, group_heads, num_heads,
                             score_scale_log2, m_kv_scale, e_kv_scale, out_addr, out_stride_row, out_stride_head,
                             lse_addr, sinks_addr, counters_addr, partial_o_addr, partial_lse_addr, num_splits)  # fmt: skip
            else:
                self.consume(qk_mma, pv_mma, storage, 1, tidx - 128, tile_begin, tile_end, main_tiles, svalid_base,
                             smisc_base, row, group, split, num_groups, head0, group_heads, num_heads,
                             score_scale_log2, m_kv_scale, e_kv_scale, out_addr, out_stride_row, out_stride_head,
                             lse_addr, sinks_addr, counters_addr, partial_o_addr, partial_lse_addr, num_splits)  # fmt: skip

    # -----------------------------------------------------------------------------------------
    @cute.jit
    def load_slot(self, tile, tile_end, main_tiles, prow, row, main_len, extra_len, m_idx, m_idx_stride, e_idx,
                  e_idx_stride):  # fmt: skip
        """Slot of row ``prow`` of ``tile`` (main tiles first, then extra tiles); -1 past the row's
        length or past ``tile_end``. The load is issued here and waited for where the value is used."""
        pos = tile * BLOCK_N + prow
        in_row = (tile < tile_end) & (pos < main_len)
        addr = m_idx + (Int64(row) * m_idx_stride + pos) * 4
        if cutlass.const_expr(self.has_extra):
            if tile >= main_tiles:
                pos = (tile - main_tiles) * BLOCK_N + prow
                in_row = (tile < tile_end) & (pos < extra_len)
                addr = e_idx + (Int64(row) * e_idx_stride + pos) * 4
        return _ld_global_s32_pred(addr, cutlass.select_(in_row, Int32(1), Int32(0)), Int32(-1))

    @cute.jit
    def prefetch_next(self, tile, slot, main_tiles, part, m_cache, m_page_size, m_page_bytes, m_num_slots,
                      e_cache, e_page_size, e_page_bytes, e_num_slots):  # fmt: skip
        """Ask L2 for this thread's half of row ``slot`` of ``tile`` (the tile after the one being
        produced): its gather, one tile later, then waits on L2 instead of DRAM. ``slot`` -1 (past the
        range) prefetches nothing."""
        if tile < main_tiles:
            self.prefetch_row(self.main_fmt, slot, part, m_cache, m_page_size, m_page_bytes, m_num_slots)
        else:
            if cutlass.const_expr(self.has_extra):
                self.prefetch_row(self.extra_fmt, slot, part, e_cache, e_page_size, e_page_bytes, e_num_slots)

    @cute.jit
    def prefetch_row(self, fmt: cutlass.Constexpr, slot, part, cache, page_size, page_bytes, num_slots):
        """``prefetch.global.L2`` of every 128-byte line of half ``part`` of row ``slot``'s record (and of a
        model1 row's scale record)."""
        valid = (slot >= 0) & (slot < num_slots)
        ok = cutlass.select_(valid, Int32(1), Int32(0))
        safe_slot = cutlass.select_(valid, slot, Int32(0))
        page = safe_slot // page_size
        offset = safe_slot % page_size
        page_addr = cache + Int64(page) * page_bytes
        half = RECORD_BYTES[fmt] // 2
        start = page_addr + Int64(offset) * RECORD_BYTES[fmt] + part * half
        # Lines at 0, 128, ... and the half's last byte: every line the half touches, whatever its alignment.
        for k in cutlass.range_constexpr((half + 127) // 128):
            _prefetch_l2(start + k * 128, ok)
        if cutlass.const_expr(half % 128 != 0):
            _prefetch_l2(start + (half - 1), ok)
        if cutlass.const_expr(fmt == FMT_MODEL1):
            if part == 1:
                _prefetch_l2(page_addr + Int64(page_size) * 576 + Int64(offset) * 8, ok)

    @cute.jit
    def produce_tile(self, fmt: cutlass.Constexpr, slot, j, stage, prow, part, cache, page_size, page_bytes,
                     num_slots, skv_base, sraw_base, svalid_base):  # fmt: skip
        """Gather + dequantize this thread's share of one tile into ``stage``: rows by 128-byte lines (runs of
        a model1 record), four rows per warp copy, the rows whose slots the warp holds."""
        valid = (slot >= 0) & (slot < num_slots)
        safe_slot = cutlass.select_(valid, slot, Int32(0))
        page = safe_slot // page_size
        offset = safe_slot % page_size
        nbytes = cutlass.select_(valid, Int32(16), Int32(0))
        stage_base = skv_base + stage * (TILE_ELEMS * 2)
        page_addr = cache + Int64(page) * page_bytes

        if cutlass.const_expr(fmt == FMT_BF16):
            # bf16 rows go straight into the stage once the consumers have released it.
            if j >= NUM_STAGES:
                cute.arch.barrier(barrier_id=BAR_EMPTY + stage, number_of_threads=THREADS)
            # Eight lanes copy one 128-byte line of a row, a warp four rows' lines per copy (4 L1 tags, 16
            # L2 sectors; a lane walking its own row touches 32 lines and half of 32 sectors). Warp w copies
            # rows 16·w + 0..15, whose records its own lanes located.
            own_rec = page_addr + Int64(offset) * (2 * HEAD_DIM)
            lane = (prow % 16) * 2 + part
            sub = lane % 8  # the 16-byte chunk of the line
            rsel = lane // 8  # which of the four rows
            row_base = 16 * (prow // 16) + rsel
            for q in cutlass.range_constexpr(4):
                src = 2 * (4 * q + rsel)
                rec_q = cute.arch.shuffle_sync(own_rec, src)
                nbytes_q = cute.arch.shuffle_sync(nbytes, src)
                for line in cutlass.range_constexpr(8):
                    b = 128 * line + 16 * sub
                    _cp_async16(stage_base + _swizzled_byte(row_base + 4 * q, b // 2), rec_q + b, nbytes_q)
            cute.arch.cp_async_commit_group()
            cute.arch.cp_async_wait_group(0)
        elif cutlass.const_expr(fmt == FMT_FP8_UNIFORM):
            # Raw bytes into the staging buffer, coalesced as the bf16 copy above; each thread then waits
            # for the stage and converts exactly the chunks it copied (no other thread reads them; model1
            # tiles give each lane the same raw chunks).
            own_rec = page_addr + Int64(offset) * HEAD_DIM
            lane = (prow % 16) * 2 + part
            sub = lane % 8
            rsel = lane // 8
            row_base = 16 * (prow // 16) + rsel
            for q in cutlass.range_constexpr(4):
                src = 2 * (4 * q + rsel)
                rec_q = cute.arch.shuffle_sync(own_rec, src)
                nbytes_q = cute.arch.shuffle_sync(nbytes, src)
                for line in cutlass.range_constexpr(4):
                    b = 128 * line + 16 * sub
                    _cp_async16(sraw_base + (row_base + 4 * q) * HEAD_DIM + b, rec_q + b, nbytes_q)
            cute.arch.cp_async_commit_group()
            if j >= NUM_STAGES:
                cute.arch.barrier(barrier_id=BAR_EMPTY + stage, number_of_threads=THREADS)
            cute.arch.cp_async_wait_group(0)
            for q in cutlass.range_constexpr(4):
                for line in cutlass.range_constexpr(4):
                    col = 128 * line + 16 * sub
                    r = row_base + 4 * q
                    _fp8x16_to_bf16(sraw_base + r * HEAD_DIM + col, stage_base + _swizzled_byte(r, col),
                                    stage_base + _swizzled_byte(r, col + 8), Float32(1.0), False)  # fmt: skip
        else:
            # model1: 576-B record [448 e4m3 | 64 bf16], scale record of 8 B after the page's records. Rows as
            # above (warp w: rows 16·w + 0..15, four per copy): eight lanes copy a 128-byte run (chunks 8·r + sub),
            # two more copies take the records' last four chunks for eight rows; e4m3 chunks (0-27) go to the
            # raw buffer, RoPE chunks (28-35) straight into the stage once it is free. The lanes holding a row's
            # scale words (part 0: blocks 0-3, part 1: blocks 4-6) hand them to the lanes converting it.
            scale_word = _ld_global_s32_pred(page_addr + Int64(page_size) * 576 + Int64(offset) * 8 + part * 4,
                                             cutlass.select_(valid, Int32(1), Int32(0)), Int32(0x7F7F7F7F))  # fmt: skip
            own_rec = page_addr + Int64(offset) * 576
            lane = (prow % 16) * 2 + part
            sub = lane % 8
            rsel = lane // 8
            row_base = 16 * (prow // 16) + rsel
            upper = sub >= 4
            recs = []
            counts = []
            for q in cutlass.range_constexpr(4):
                src = 2 * (4 * q + rsel)
                recs.append(cute.arch.shuffle_sync(own_rec, src))
                counts.append(cute.arch.shuffle_sync(nbytes, src))
                for run in cutlass.range_constexpr(3):
                    b = 128 * run + 16 * sub
                    _cp_async16(sraw_base + (row_base + 4 * q) * HEAD_DIM + b, recs[q] + b, counts[q])
                if sub < 4:
                    b = 384 + 16 * sub
                    _cp_async16(sraw_base + (row_base + 4 * q) * HEAD_DIM + b, recs[q] + b, counts[q])
            cute.arch.cp_async_commit_group()
            if j >= NUM_STAGES:
                cute.arch.barrier(barrier_id=BAR_EMPTY + stage, number_of_threads=THREADS)
            for q in cutlass.range_constexpr(4):
                if sub >= 4:  # chunks 28-31: RoPE
                    _cp_async16(stage_base + _swizzled_byte(row_base + 4 * q, 448 + 8 * (sub - 4)),
                                recs[q] + 384 + 16 * sub, counts[q])  # fmt: skip
            for p in cutlass.range_constexpr(2):  # chunks 32-35 of row groups 2·p (sub < 4) and 2·p + 1
                tail_rec = cutlass.select_(upper, recs[2 * p + 1], recs[2 * p])
                tail_count = cutlass.select_(upper, counts[2 * p + 1], counts[2 * p])
                _cp_async16(stage_base + _swizzled_byte(row_base + 8 * p + 4 * (sub // 4), 480 + 8 * (sub % 4)),
                            tail_rec + 16 * (32 + sub % 4), tail_count)  # fmt: skip
            cute.arch.cp_async_commit_group()
            words = []
            for q in cutlass.range_constexpr(4):
                words.append(cute.arch.shuffle_sync(scale_word, 2 * (4 * q + rsel)))  # blocks 0-3
                words.append(cute.arch.shuffle_sync(scale_word, 2 * (4 * q + rsel) + 1))  # blocks 4-6
            cute.arch.cp_async_wait_group(0)
            for q in cutlass.range_constexpr(4):
                r = row_base + 4 * q
                for run in cutlass.range_constexpr(3):
                    word = words[2 * q] if run < 2 else words[2 * q + 1]
                    self.convert_model1_run(word, 16 * (run % 2) + 8 * (sub // 4), r, 128 * run + 16 * sub,
                                            sraw_base, stage_base)  # fmt: skip
                if sub < 4:
                    self.convert_model1_run(words[2 * q + 1], 16, r, 384 + 16 * sub, sraw_base, stage_base)
        if part == 0:
            _st_shared_s32(svalid_base + (stage * BLOCK_N + prow) * 4, cutlass.select_(valid, Int32(1), Int32(0)))
        # Make the stage's generic-proxy writes visible to the WGMMA (async proxy), then publish it.
        cute.arch.fence_proxy("async.shared", space="cta")
        cute.arch.barrier_arrive(barrier_id=BAR_FULL + stage, number_of_threads=THREADS)

    @cute.jit
    def convert_model1_run(self, word, shift, row, col, sraw_base, stage_base):
        """16 e4m3 bytes of ``row`` at ``col`` (raw buffer) → bf16 × their block's scale (the UE8M0 byte at
        bit ``shift`` of ``word``) into the stage."""
        exponent = (word >> shift) & 0xFF
        # UE8M0 byte b is the float32 2^(b-127) once shifted into the exponent field.
        scale = cute.arch.inline_ptx("mov.b32 {$w0}, {$r0};", write_only_types=[Float32], read_only_args=[exponent << 23])
        _fp8x16_to_bf16(sraw_base + row * HEAD_DIM + col, stage_base + _swizzled_byte(row, col),
                        stage_base + _swizzled_byte(row, col + 8), scale, True)  # fmt: skip

    # -----------------------------------------------------------------------------------------
    @cute.jit
    def consume(self, qk_mma: cute.TiledMma, pv_mma: cute.TiledMma, storage, half: cutlass.Constexpr, ctid,
                tile_begin, tile_end, main_tiles, svalid_base, smisc_base, row, group, split, num_groups,
                head0, group_heads, num_heads, score_scale_log2, m_kv_scale, e_kv_scale,
                out_addr, out_stride_row, out_stride_head, lse_addr, sinks_addr,
                counters_addr, partial_o_addr, partial_lse_addr, num_splits):  # fmt: skip
        """One consumer warpgroup: S = Q·Kᵀ, online softmax, O[:, half*256:(half+1)*256] += P·V."""
        wtid = ctid % 128  # thread inside this warpgroup
        lane = wtid % 32
        warp = wtid // 32

        k_atom = warpgroup.make_smem_layout_atom(warpgroup.SmemLayoutAtomKind.K_SW128, cutlass.BFloat16)
        v_atom = warpgroup.make_smem_layout_atom(warpgroup.SmemLayoutAtomKind.MN_SW128, cutlass.BFloat16)
        q_layout = cute.tile_to_shape(k_atom, (BLOCK_H, HEAD_DIM), order=(0, 1))
        k_layout = cute.tile_to_shape(k_atom, (BLOCK_N, HEAD_DIM, NUM_STAGES), order=(0, 1, 2))
        # V = this half's 256 channels of the same bytes, read as (channel, row): 64-channel blocks of
        # 64 rows × 128 B, so channel block b sits at b×4096 elements, exactly where the K view puts it.
        v_outer = cute.make_layout(((64, 4), (8, 8), NUM_STAGES), stride=((1, 4096), (64, 512), TILE_ELEMS))
        sQ = storage.sQ.get_tensor(q_layout.outer, swizzle=q_layout.inner)
        sK = storage.sKV.get_tensor(k_layout.outer, swizzle=k_layout.inner)
        v_ptr = cute.recast_ptr(storage.sKV.data_ptr() + half * 16384, v_atom.inner)
        sV = cute.make_tensor(v_ptr, v_outer)

        qk_thr = qk_mma.get_slice(wtid)
        pv_thr = pv_mma.get_slice(wtid)
        tSrQ = qk_thr.make_fragment_A(qk_thr.partition_A(sQ))
        tSrK = qk_thr.make_fragment_B(qk_thr.partition_B(sK))
        tOrV = pv_thr.make_fragment_B(pv_thr.partition_B(sV))
        acc_s = qk_thr.make_fragment_C(qk_thr.partition_shape_C((BLOCK_H, BLOCK_N)))
        acc_o = pv_thr.make_fragment_C(pv_thr.partition_shape_C((BLOCK_H, HEAD_DIM // 2)))
        acc_o.fill(0.0)
        p_f32 = cute.make_rmem_tensor(pv_thr.partition_shape_A((BLOCK_H, BLOCK_N)), Float32)
        p_bf16 = cute.make_rmem_tensor(pv_thr.partition_shape_A((BLOCK_H, BLOCK_N)), cutlass.BFloat16)
        p_lo_bf16 = cute.make_rmem_tensor(pv_thr.partition_shape_A((BLOCK_H, BLOCK_N)), cutlass.BFloat16)

        # Accumulator element i: head = lane//4 + 16·warp + 8·((i>>1)&1), column = 2·(lane%4) + (i&1) + 8·(i>>2).
        m0 = -Float32.inf
        m1 = -Float32.inf
        l0 = Float32(0.0)
        l1 = Float32(0.0)
        for tile in cutlass.range(tile_begin, tile_end, unroll=1):
            j = tile - tile_begin
            stage = j % NUM_STAGES
            kv_scale = cutlass.select_(tile < main_tiles, m_kv_scale, e_kv_scale)
            s_scale = score_scale_log2 * kv_scale
            cute.arch.barrier(barrier_id=BAR_FULL + stage, number_of_threads=THREADS)

            # ---- S = Q·Kᵀ ----
            cute.nvgpu.warpgroup.fence()
            for kb in cutlass.range_constexpr(HEAD_DIM // 16):
                qk_mma.set(warpgroup.Field.ACCUMULATE, kb != 0)
                cute.gemm(qk_mma, acc_s, tSrQ[None, None, kb], tSrK[None, None, kb, stage], acc_s)
            cute.nvgpu.warpgroup.commit_group()
            cute.nvgpu.warpgroup.wait_group(0)

            # ---- online softmax (base 2) over the tile's 64 rows ----
            vbase = svalid_base + stage * (BLOCK_N * 4)
            mx0 = -Float32.inf
            mx1 = -Float32.inf
            for i in cutlass.range_constexpr(32):
                col = 2 * (lane % 4) + (i & 1) + 8 * (i >> 2)
                ok = _ld_shared_s32(vbase + col * 4) != 0
                s = cutlass.select_(ok, acc_s[i] * s_scale, -Float32.inf)
                acc_s[i] = s
                if cutlass.const_expr(((i >> 1) & 1) == 0):
                    mx0 = cute.arch.fmax(mx0, s)
                else:
                    mx1 = cute.arch.fmax(mx1, s)
            for sh in cutlass.range_constexpr(2):
                mx0 = cute.arch.fmax(mx0, cute.arch.shuffle_sync_bfly(mx0, offset=1 << sh))
                mx1 = cute.arch.fmax(mx1, cute.arch.shuffle_sync_bfly(mx1, offset=1 << sh))
            new0 = cute.arch.fmax(m0, mx0)
            new1 = cute.arch.fmax(m1, mx1)
            safe0 = cutlass.select_(new0 == -Float32.inf, Float32(0.0), new0)
            safe1 = cutlass.select_(new1 == -Float32.inf, Float32(0.0), new1)
            alpha0 = cute.math.exp2(m0 - safe0, fastmath=True)
            alpha1 = cute.math.exp2(m1 - safe1, fastmath=True)
            sum0 = Float32(0.0)
            sum1 = Float32(0.0)
            for i in cutlass.range_constexpr(32):
                if cutlass.const_expr(((i >> 1) & 1) == 0):
                    p = cute.math.exp2(acc_s[i] - safe0, fastmath=True)
                    sum0 = sum0 + p
                else:
                    p = cute.math.exp2(acc_s[i] - safe1, fastmath=True)
                    sum1 = sum1 + p
                p_f32[i] = p * kv_scale
            l0 = l0 * alpha0 + sum0
            l1 = l1 * alpha1 + sum1
            m0 = new0
            m1 = new1
            for i in cutlass.range_constexpr(cute.size(acc_o)):
                if cutlass.const_expr(((i >> 1) & 1) == 0):
                    acc_o[i] = acc_o[i] * alpha0
                else:
                    acc_o[i] = acc_o[i] * alpha1
            # P = hi + lo, both bf16: a bf16 P alone puts 2^-9 relative noise on every weight, which
            # is the whole accuracy budget; the second P·V product makes it 2^-17.
            p_full = p_f32.load()
            p_hi = p_full.to(cutlass.BFloat16)
            p_bf16.store(p_hi)
            p_lo_bf16.store((p_full - p_hi.to(Float32)).to(cutlass.BFloat16))

            # ---- O += P·V (this half's 256 channels) ----
            cute.nvgpu.warpgroup.fence()
            pv_mma.set(warpgroup.Field.ACCUMULATE, True)
            for kb in cutlass.range_constexpr(BLOCK_N // 16):
                cute.gemm(pv_mma, acc_o, p_bf16[None, None, kb], tOrV[None, None, kb, stage], acc_o)
            for kb in cutlass.range_constexpr(BLOCK_N // 16):
                cute.gemm(pv_mma, acc_o, p_lo_bf16[None, None, kb], tOrV[None, None, kb, stage], acc_o)
            cute.nvgpu.warpgroup.commit_group()
            cute.nvgpu.warpgroup.wait_group(0)
            cute.arch.barrier_arrive(barrier_id=BAR_EMPTY + stage, number_of_threads=THREADS)

        # ---- epilogue ----
        for sh in cutlass.range_constexpr(2):
            l0 = l0 + cute.arch.shuffle_sync_bfly(l0, offset=1 << sh)
            l1 = l1 + cute.arch.shuffle_sync_bfly(l1, offset=1 << sh)
        h_a = lane // 4 + 16 * warp  # local heads of this thread: h_a and h_a + 8
        h_b = h_a + 8
        col0 = half * 256 + 2 * (lane % 4)
        if num_splits == 1:
            safe0 = cutlass.select_(m0 == -Float32.inf, Float32(0.0), m0)
            safe1 = cutlass.select_(m1 == -Float32.inf, Float32(0.0), m1)
            den0 = l0
            den1 = l1
            den0, den1 = self.add_sinks(den0, den1, safe0, safe1, sinks_addr, head0, h_a, h_b, group_heads)
            inv0 = cutlass.select_(l0 > 0.0, 1.0 / den0, Float32(0.0))
            inv1 = cutlass.select_(l1 > 0.0, 1.0 / den1, Float32(0.0))
            # The stage that does not hold the last tile: both consumers passed the last tile's FULL
            # barrier together, so both have finished reading it, and the producer is done.
            free_stage = (tile_end - tile_begin) % NUM_STAGES
            self.store_out(acc_o, inv0, inv1, half, wtid, storage.sKV.data_ptr().toint() + free_stage * (TILE_ELEMS * 2),
                           row, head0, group_heads, out_addr, out_stride_row, out_stride_head)  # fmt: skip
            if cutlass.const_expr(self.write_lse):
                if half == 0 and lane % 4 == 0:
                    lse_base = lse_addr + (Int64(row) * num_heads + head0) * 4
                    if h_a < group_heads:
                        _st_global_f32(lse_base + h_a * 4, (safe0 + cute.math.log2(l0, fastmath=False)) * LN2)
                    if h_b < group_heads:
                        _st_global_f32(lse_base + h_b * 4, (safe1 + cute.math.log2(l1, fastmath=False)) * LN2)
        else:
            # Partial: normalised O and base-2 LSE into scratch [(row, group, split), head, 512].
            slot = (Int64(row) * num_groups + group) * num_splits
            inv0 = cutlass.select_(l0 > 0.0, 1.0 / l0, Float32(0.0))
            inv1 = cutlass.select_(l1 > 0.0, 1.0 / l1, Float32(0.0))
            part_a = partial_o_addr + ((slot + split) * group_heads + h_a) * (HEAD_DIM * 4)
            part_b = partial_o_addr + ((slot + split) * group_heads + h_b) * (HEAD_DIM * 4)
            for v2 in cutlass.range_constexpr(cute.size(acc_o) // 4):
                col = col0 + 8 * v2
                if h_a < group_heads:
                    _st_global_f32x2(part_a + col * 4, acc_o[4 * v2] * inv0, acc_o[4 * v2 + 1] * inv0)
                if h_b < group_heads:
                    _st_global_f32x2(part_b + col * 4, acc_o[4 * v2 + 2] * inv1, acc_o[4 * v2 + 3] * inv1)
            if half == 0 and lane % 4 == 0:
                lse_part = partial_lse_addr + ((slot + split) * group_heads) * 4
                if h_a < group_heads:
                    _st_global_f32(lse_part + h_a * 4, m0 + cute.math.log2(l0, fastmath=False))
                if h_b < group_heads:
                    _st_global_f32(lse_part + h_b * 4, m1 + cute.math.log2(l1, fastmath=False))
            # Every consumer thread's partial stores are made visible, then one thread counts the arrival.
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
                           storage.sKV.data_ptr().toint())  # (the KV stages are free: every tile is done)  # fmt: skip
                if ctid == 0:
                    # Self-reset: the next launch (or graph replay) finds the counter at zero.
                    _st_global_s32(counter, Int32(0))

    # -----------------------------------------------------------------------------------------
    @cute.jit
    def add_sinks(self, den0, den1, safe0, safe1, sinks_addr, head0, h_a, h_b, group_heads):
        """The softmax denominators of heads h_a and h_b (local; padded heads read the group's last sink)
        with each head's sink added, 2^(sink·log2e − running max ``safe``); unchanged without sinks."""
        if cutlass.const_expr(self.has_sinks):
            sink0 = _ld_global_f32(sinks_addr + Int64(head0 + cutlass.min(h_a, group_heads - 1)) * 4)
            sink1 = _ld_global_f32(sinks_addr + Int64(head0 + cutlass.min(h_b, group_heads - 1)) * 4)
            den0 = den0 + cute.math.exp2(sink0 * LOG2E - safe0, fastmath=False)
            den1 = den1 + cute.math.exp2(sink1 * LOG2E - safe1, fastmath=False)
        return den0, den1

    @cute.jit
    def store_out(self, acc_o, inv0, inv1, half: cutlass.Constexpr, wtid, buffer, row, head0, group_heads,
                  out_addr, out_stride_row, out_stride_head):  # fmt: skip
        """``out[row, head0 + h, half*256 : half*256 + 256] = acc_o × inv`` (bf16) for this consumer's heads.

        Where ``out``'s rows are 16-byte aligned the values go through ``buffer`` (32 KiB of free shared
        memory per consumer): written from the accumulator layout (16-byte chunk index XOR row % 8, so a
        warp's 4-byte stores hit 32 banks), then read back row-wise, so each warp stores 512 contiguous
        bytes of one head. Stored straight, every warp instruction writes 4-byte pieces of 8 rows."""
        lane = wtid % 32
        warp = wtid // 32
        h_a = lane // 4 + 16 * warp
        h_b = h_a + 8
        aligned = ((out_addr % 16) == 0) & ((out_stride_row % 8) == 0) & ((out_stride_head % 8) == 0)
        if aligned:
            buf = buffer + half * (BLOCK_H * 512)
            for v2 in cutlass.range_constexpr(cute.size(acc_o) // 4):
                word = (lane % 4) * 4
                _st_shared_bf16x2(buf + h_a * 512 + ((v2 ^ (h_a % 8)) * 16) + word,
                                  acc_o[4 * v2] * inv0, acc_o[4 * v2 + 1] * inv0)  # fmt: skip
                _st_shared_bf16x2(buf + h_b * 512 + ((v2 ^ (h_b % 8)) * 16) + word,
                                  acc_o[4 * v2 + 2] * inv1, acc_o[4 * v2 + 3] * inv1)  # fmt: skip
            cute.arch.barrier(barrier_id=BAR_OUT_STAGED + half, number_of_threads=128)
            for k in cutlass.range_constexpr(BLOCK_H // 4):
                h = 4 * k + warp
                if h < group_heads:
                    dst = out_addr + (Int64(row) * out_stride_row + Int64(head0 + h) * out_stride_head) * 2
                    _copy_shared_to_global16(buf + h * 512 + ((lane ^ (h % 8)) * 16), dst + half * 512 + lane * 16)
        else:
            col0 = half * 256 + 2 * (lane % 4)
            base_a = out_addr + (Int64(row) * out_stride_row + Int64(head0 + h_a) * out_stride_head) * 2
            base_b = out_addr + (Int64(row) * out_stride_row + Int64(head0 + h_b) * out_stride_head) * 2
            for v2 in cutlass.range_constexpr(cute.size(acc_o) // 4):
                col = col0 + 8 * v2
                if h_a < group_heads:
                    _st_global_bf16x2(base_a + col * 2, acc_o[4 * v2] * inv0, acc_o[4 * v2 + 1] * inv0)
                if h_b < group_heads:
                    _st_global_bf16x2(base_b + col * 2, acc_o[4 * v2 + 2] * inv1, acc_o[4 * v2 + 3] * inv1)

    @cute.jit
    def merge(self, ctid, row, slot, num_splits, group_heads, head0, num_heads, out_addr, out_stride_row,
              out_stride_head, lse_addr, sinks_addr, partial_o_addr, partial_lse_addr, scratch):  # fmt: skip
        """Last-arriving CTA (its 256 consumer threads): O = Σ_s 2^(lse_s − max)·O_s / (Σ_s 2^(lse_s − max)
        + 2^(sink·log2e − max)). ``scratch``: free shared memory for num_splits × group_heads floats.

        The partial LSEs are read at once into ``scratch``, one thread per head turns them into weights
        (normalisation included), then each thread sums four channels of every other head over the
        splits, four heads × four splits of 16-byte loads in flight together: one dependent load per
        (head, split), as a serial walk does, costs an L2 round trip each."""
        count = num_splits * group_heads
        lse_base = partial_lse_addr + slot * group_heads * 4
        for base in cutlass.range(0, count, 1024, unroll=1):
            for q in cutlass.range_constexpr(4):
                idx = base + q * 256 + ctid
                if idx < count:
                    _st_shared_f32(scratch + idx * 4, _ld_global_cg_f32(lse_base + idx * 4))
        cute.arch.barrier(barrier_id=BAR_CONSUMERS, number_of_threads=256)
        if ctid < group_heads:
            h = ctid
            lse_max = -Float32.inf
            for s in cutlass.range(num_splits, unroll=1):
                lse_max = cute.arch.fmax(lse_max, _ld_shared_f32(scratch + (s * group_heads + h) * 4))
            max_safe = cutlass.select_(lse_max == -Float32.inf, Float32(0.0), lse_max)
            wsum = Float32(0.0)
            for s in cutlass.range(num_splits, unroll=1):
                w = cute.math.exp2(_ld_shared_f32(scratch + (s * group_heads + h) * 4) - max_safe, fastmath=False)
                wsum = wsum + w
                _st_shared_f32(scratch + (s * group_heads + h) * 4, w)
            denom = wsum
            if cutlass.const_expr(self.has_sinks):
                denom = denom + cute.math.exp2(_ld_global_f32(sinks_addr + Int64(head0 + h) * 4) * LOG2E - max_safe,
                                               fastmath=False)  # fmt: skip
            inv = cutlass.select_(wsum > 0.0, 1.0 / denom, Float32(0.0))
            for s in cutlass.range(num_splits, unroll=1):
                weight = scratch + (s * group_heads + h) * 4
                _st_shared_f32(weight, _ld_shared_f32(weight) * inv)
            if cutlass.const_expr(self.write_lse):
                _st_global_f32(lse_addr + (Int64(row) * num_heads + head0 + h) * 4,
                               (max_safe + cute.math.log2(wsum, fastmath=False)) * LN2)  # fmt: skip
        cute.arch.barrier(barrier_id=BAR_CONSUMERS, number_of_threads=256)
        col = (ctid % 128) * 4
        acc = cute.make_rmem_tensor((16,), Float32)
        for hb in cutlass.range(ctid // 128, group_heads, 8, unroll=1):  # heads hb, hb + 2, hb + 4, hb + 6
            for i in cutlass.range_constexpr(16):
                acc[i] = Float32(0.0)
            for sb in cutlass.range(0, num_splits, 4, unroll=1):
                for u in cutlass.range_constexpr(4):
                    for q in cutlass.range_constexpr(4):
                        ok = (hb + 2 * u < group_heads) & (sb + q < num_splits)
                        entry = cutlass.select_(ok, (sb + q) * group_heads + hb + 2 * u, Int32(0))
                        w = cutlass.select_(ok, _ld_shared_f32(scratch + entry * 4), Float32(0.0))
                        src = partial_o_addr + ((slot * group_heads + entry) * HEAD_DIM + col) * 4
                        v = _ld_global_cg_v4_f32_pred(src, cutlass.select_(ok, Int32(1), Int32(0)))
                        for c in cutlass.range_constexpr(4):
                            acc[4 * u + c] = acc[4 * u + c] + w * v[c]
            for u in cutlass.range_constexpr(4):
                h = hb + 2 * u
                if h < group_heads:
                    dst = out_addr + (Int64(row) * out_stride_row + Int64(head0 + h) * out_stride_head + col) * 2
                    _st_global_bf16x2(dst, acc[4 * u], acc[4 * u + 1])
                    _st_global_bf16x2(dst + 4, acc[4 * u + 2], acc[4 * u + 3])
