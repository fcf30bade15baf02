"""Host side of the serving kernels: fused stores, step metadata, CSA top-k → slots.

Each function is one kernel launch into existing buffers: no allocation, no device sync. The torch
functions they replace (:meth:`sparsemla.cache.PagedKVCache.store` after
:func:`sparsemla.formats.quantize`, and :mod:`sparsemla.serving.metadata`) stay as the reference and
give the same bytes.
"""

from __future__ import annotations

import numpy as np
import torch
import triton

from ..cache import PagedKVCache
from ..kernels.launch import DirectKernel
from ..kernels.triton.layer_inputs import layer_inputs_kernel
from ..kernels.triton.metadata import step_metadata_kernel, topk_slots_kernel
from ..kernels.triton.sparse_attention import FMT_BF16, FMT_FP8_UNIFORM, FMT_MODEL1, FMT_V41_FP4, FMT_V41_FP8
from ..kernels.triton.store import store_rows_kernel
from .metadata import StepMetadata
from .pools import CSA, HCA, SWA, PageGroup

# Launched through their compiled launchers after the first call of each kind (kernels.launch.DirectKernel).
_store_rows = DirectKernel(store_rows_kernel)
_step_metadata = DirectKernel(step_metadata_kernel)
_topk_slots = DirectKernel(topk_slots_kernel)
_layer_inputs = DirectKernel(layer_inputs_kernel)

#: Formats the fused store writes; any other format takes ``PagedKVCache.store``.
FUSED_STORE_FORMATS = {
    "bf16": FMT_BF16, "fp8_uniform": FMT_FP8_UNIFORM, "model1": FMT_MODEL1, "v41_fp8": FMT_V41_FP8,
    "v41_fp4": FMT_V41_FP4,
}  # fmt: skip
# The Python-float divisor of each format's quantization (``rows / divisor`` in formats.quantize).
_DIVISORS = {FMT_MODEL1: 448.0, FMT_V41_FP8: 448.0, FMT_V41_FP4: 6.0}  # (model1: amax / 448 of the tile scale)
_HCA_BLOCK = 256


def _store_args(cache: PagedKVCache, rows: torch.Tensor, slots: torch.Tensor) -> tuple[tuple, tuple]:
    """A store's arguments and constexprs in the store kernels' order (``rows``: unit column stride)."""
    fmt = FUSED_STORE_FORMATS[cache.format.name]
    divisor = _DIVISORS.get(fmt, cache.scale)
    # torch on CUDA divides by a Python float as a multiplication by its float32 reciprocal.
    reciprocal = fmt in (FMT_FP8_UNIFORM, FMT_MODEL1, FMT_V41_FP8, FMT_V41_FP4) and cache.device_index >= 0
    scale = float(np.float32(1.0) / np.float32(divisor)) if reciprocal else divisor
    args = (rows, rows.stride(0), slots, cache.data, cache.page_size, cache.page_bytes, cache.num_slots, scale)
    return args, (fmt, reciprocal)


def store_rows(cache: PagedKVCache, rows: torch.Tensor, slots: torch.Tensor) -> None:
    """Quantize ``rows`` [N, 512] (float, unit column stride) to ``cache``'s format and write row ``i`` to
    slot ``slots[i]`` (int, [N], on the cache's device); negative or out-of-range slots write nothing.

    One launch for the fused formats; the torch path (``cache.store(..., check=False)``) for the others.
    """
    if cache.format.name not in FUSED_STORE_FORMATS:
        cache.store(rows, slots, check=False)
        return
    if rows.shape[0] == 0:
        return
    if rows.stride(1) != 1:
        rows = rows.contiguous()
    args, constexprs = _store_args(cache, rows, slots)
    _store_rows((rows.shape[0],), args, constexprs, num_warps=4)


def layer_inputs_launch(
    meta: StepMetadata,
    swa_cache: PagedKVCache,
    kv: torch.Tensor,
    swa_slots: torch.Tensor,
    compressed_cache: PagedKVCache | None = None,
    compressed_kv: torch.Tensor | None = None,
    compressed_slots: torch.Tensor | None = None,
    csa_group: PageGroup | None = None,
    topk_ids: torch.Tensor | None = None,
) -> tuple | None:
    """``(grid, args, constexprs)`` of the one launch that stores a layer's rows and maps its top-k ids
    (:func:`store_layer_inputs`), or None when a format is not one the kernels store (the caller then
    takes :func:`store_rows` and :func:`topk_to_slots`). Row tensors must have unit column stride and
    ``topk_ids`` unit stride along k."""
    if swa_cache.format.name not in FUSED_STORE_FORMATS:
        return None
    swa_args, swa_constexprs = _store_args(swa_cache, kv, swa_slots)
    has_compressed = compressed_kv is not None
    if has_compressed:
        if compressed_cache.format.name not in FUSED_STORE_FORMATS:
            return None
        compressed_args, compressed_constexprs = _store_args(compressed_cache, compressed_kv, compressed_slots)
    else:
        compressed_args, compressed_constexprs = swa_args, (swa_constexprs[0], False)  # never read
    has_topk = topk_ids is not None
    if has_topk:
        k = topk_ids.shape[1]
        topk_args = (
            topk_ids, topk_ids.stride(0), k, meta.row_slot, csa_group.table, csa_group.table.shape[0],
            csa_group.pages_per_request, csa_group.page_size, meta.topk_indices, meta.topk_indices.stride(0),
            meta.topk_lengths,
        )  # fmt: skip
    else:
        k = 0
        topk_args = (kv, 0, 0, swa_slots, swa_slots, 0, 1, 1, swa_slots, 0, swa_slots)  # never read
    constexprs = (
        *swa_constexprs, has_compressed, *compressed_constexprs, has_topk, triton.next_power_of_2(max(k, 1)),
    )  # fmt: skip
    return (kv.shape[0],), (*swa_args, *compressed_args, *topk_args), constexprs


def store_layer_inputs(meta: StepMetadata, *args, **kwargs) -> bool:
    """Store a layer's window row (and compressed row) per query row and map its CSA top-k ids to slots
    (into ``meta.topk_indices``/``topk_lengths``) in one launch; arguments as :func:`layer_inputs_launch`.
    False (nothing launched) when a format needs the separate path."""
    launch = layer_inputs_launch(meta, *args, **kwargs)
    if launch is None:
        return False
    grid, launch_args, constexprs = launch
    if grid[0]:
        _layer_inputs(grid, launch_args, constexprs, num_warps=4)
    return True


def step_metadata_launch(
    meta: StepMetadata,
    groups: dict[str, PageGroup],
    mode: str,
    req_slots: torch.Tensor,
    seq_lens: torch.Tensor,
    extend_lens: torch.Tensor | None,
    rows_per_request: int,
    num_rows: int,
    num_live: int,
) -> tuple:
    """``(grid, args, constexprs)`` of :func:`build_step_metadata`'s launch (``req_slots``, ``seq_lens``,
    the extend lengths and ``num_live`` are its first four arguments)."""
    swa = groups[SWA]
    csa, hca = groups.get(CSA, swa), groups.get(HCA, swa)
    has_csa, has_hca = CSA in groups, HCA in groups
    store = meta.store_slots
    hca_indices = meta.hca_indices if has_hca else meta.swa_indices
    hca_lengths = meta.hca_lengths if has_hca else meta.swa_lengths
    hca_width = meta.hca_indices.shape[1] if has_hca else 1
    extend = mode == "extend"
    args = (
        req_slots, seq_lens, extend_lens if extend else seq_lens, num_live, rows_per_request, swa.table.shape[0],
        meta.row_request, meta.row_slot, meta.positions,
        meta.swa_indices, meta.swa_lengths, meta.window,
        swa.table, swa.pages_per_request, swa.page_size, store[SWA], swa.trash_slot,
        csa.table, csa.pages_per_request, csa.page_size, csa.rate, store[csa.name], csa.trash_slot,
        hca.table, hca.pages_per_request, hca.page_size, hca.rate, store[hca.name], hca.trash_slot,
        hca_indices, hca_lengths, hca_width,
    )  # fmt: skip
    constexprs = (
        extend, triton.next_power_of_2(max(num_live, 1)) if extend else 1, triton.next_power_of_2(meta.window),
        min(_HCA_BLOCK, triton.next_power_of_2(hca_width)), has_csa, has_hca,
    )  # fmt: skip
    return (num_rows,), args, constexprs


def build_step_metadata(meta, groups, mode, req_slots, seq_lens, extend_lens, rows_per_request, num_rows,
                        num_live) -> None:  # fmt: skip
    """One launch: rows, window lists, store slots of every group and HCA lists of ``num_rows`` rows
    (arguments as :func:`step_metadata_launch`).

    Requests ``>= num_live`` are padding (a graph batch padded up to its captured size);
    ``req_slots``/``seq_lens`` are read only below ``num_live``.
    """
    if num_rows == 0:
        return
    grid, args, constexprs = step_metadata_launch(
        meta, groups, mode, req_slots, seq_lens, extend_lens, rows_per_request, num_rows, num_live
    )
    _step_metadata(grid, args, constexprs, num_warps=1)


def topk_to_slots(meta: StepMetadata, group: PageGroup, topk_ids: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """:func:`sparsemla.serving.metadata.topk_to_slots` in one launch; returns views of the buffers."""
    rows, k = topk_ids.shape
    indices = meta.topk_indices[:rows, : max(k, 1)]
    lengths = meta.topk_lengths[:rows]
    if k and topk_ids.stride(1) != 1:
        topk_ids = topk_ids.contiguous()
    if rows:
        _topk_slots(
            (rows,),
            (
                topk_ids, topk_ids.stride(0), k, meta.row_slot, group.table, group.table.shape[0],
                group.pages_per_request, group.page_size, meta.topk_indices, meta.topk_indices.stride(0), lengths,
            ),
            (triton.next_power_of_2(max(k, 1)),),
            num_warps=4,
        )  # fmt: skip
    return indices, lengths


__all__ = [
    "FUSED_STORE_FORMATS", "store_rows", "layer_inputs_launch", "store_layer_inputs", "step_metadata_launch",
    "build_step_metadata",
    "topk_to_slots",
]  # fmt: skip
