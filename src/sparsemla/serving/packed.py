"""Eager serving steps at the cost of their launches: one packed launch pair reused by many layers.

Every layer of a step runs two kernels — its inputs (window row, compressed row, CSA top-k → slots:
:func:`sparsemla.serving.fused.store_layer_inputs`) and attention — on buffers whose addresses are fixed
(metadata, output, workspace). Layers of one type with caches of one geometry differ only in a few
addresses: the caches, ``q``, ``sinks`` and the new rows. So the first layer of each kind packs both
launches' parameter blocks (:class:`sparsemla.kernels.launch.PackedLaunch`) and every later layer of
that kind sets those addresses and makes two driver calls; nothing is re-derived per layer.

A kind is (geometry class, query rows, row and id dtypes, top-k width); packs are kept across steps of
the same kind (a steady decode batch packs once) and dropped when the workspace is reallocated.
Calls that are not of the usual kind (unaligned or strided inputs, an ``out=`` buffer) take the backend's
general path, which is the same kernels launched one by one.
"""

from __future__ import annotations

from typing import NamedTuple

import torch

from ..kernels.launch import PackedLaunch, direct_launch_supported, pack_launch
from ..ops.plan import prepare_cute_direct, prepare_launch
from .fused import _layer_inputs, _step_metadata, build_step_metadata, layer_inputs_launch, step_metadata_launch
from .pools import CSA, HCA, SWA

# Positions of the per-layer values in the kernels' parameter lists (signature order).
_KV, _KV_STRIDE, _SWA_CACHE = 0, 1, 3
_COMPRESSED, _COMPRESSED_STRIDE, _COMPRESSED_CACHE = 8, 9, 11
_IDS, _IDS_STRIDE = 16, 17
# Attention: (q, sinks, the main cache's views, the extra cache's views) in the Triton-path kernels' runtime
# arguments and in the CuTe DSL kernel's values (kernels.cute.launch.KERNEL_ARGUMENTS: one cache address).
_TRITON_PATH_POSITIONS = (0, 7, (8, 9, 10), (19, 20, 21))
_CUTE_POSITIONS = (0, 7, (8,), (17,))
_I32_LIMIT = 2**31
# Kinds kept; a server cycling through more row counts than this re-packs (a few tens of µs per kind).
_MAX_KINDS = 256


class _Pack(NamedTuple):
    inputs: PackedLaunch
    attention: object  # PackedLaunch, or kernels.cute.launch.PackedCuteLaunch
    positions: tuple  # _TRITON_PATH_POSITIONS or _CUTE_POSITIONS
    q_stride: tuple
    has_compressed: bool
    has_topk: bool
    has_extra: bool


def _pack_attention(attention_args: tuple) -> tuple:
    """``(packed launch, positions)`` of a layer's attention call (the kernel the op runs for it: the CuTe
    DSL kernel where ``kernel='auto'`` picks it, else the Triton-path kernel registered by the general
    path), or ``(None, None)``."""
    options = attention_args[-1]
    if options.kernel in ("auto", "cute"):
        direct = prepare_cute_direct(*attention_args)
        if direct is not None:
            launcher, grid, values = direct
            packed = launcher.packed(grid, values)
            q, sinks, main_views, extra_views = _CUTE_POSITIONS
            if any(packed.value_kind(position) != "u64" for position in (q, sinks, *main_views, *extra_views)):
                return None, None  # (a kernel whose parameters moved: the general path stays correct)
            return packed, _CUTE_POSITIONS
        if options.kernel == "cute":
            return None, None
    plan = prepare_launch(*attention_args)
    attention = pack_launch(plan) if plan is not None else None
    return (attention, _TRITON_PATH_POSITIONS) if attention is not None else (None, None)


class PackedLayers:
    """The backend's packed launch pairs (see the module docstring). One per backend; one thread."""

    def __init__(self, backend):
        self._backend = backend
        pools = backend.pools
        self._packs: dict = {}
        self._generation = backend.workspace.generation
        # Per layer: its geometry class and the addresses of its caches.
        classes: dict = {}
        self._layer_class, self._swa_address, self._compressed_address = [], [], []
        for layer_id, layer_type in enumerate(backend.config.layer_types):
            swa = pools.swa_caches[layer_id]
            compressed = pools.compressed_caches[layer_id]
            geometry = (layer_type, swa.launch_record[1:], swa.scale)
            if compressed is not None:
                geometry += (compressed.launch_record[1:], compressed.scale)
            self._layer_class.append(classes.setdefault(geometry, len(classes)))
            self._swa_address.append(swa.launch_record[0])
            self._compressed_address.append(compressed.launch_record[0] if compressed is not None else 0)

    @staticmethod
    def supported(backend) -> bool:
        """Whether this backend's eager steps can take packed launches (CUDA, fused kernels, the Triton
        attention path, packed launches allowed by its options, a Triton whose launcher this follows)."""
        options = backend.config.options
        return (
            backend.device.type == "cuda" and backend.fused and backend.attention_impl == "triton"
            and options.launch == "packed" and not options.debug_checks and direct_launch_supported()
        )  # fmt: skip

    def _kind(self, layer_id, rows, kv, compressed_kv, topk_ids) -> tuple:
        return (
            self._layer_class[layer_id], rows, kv.dtype, None if compressed_kv is None else compressed_kv.dtype,
            None if topk_ids is None else (topk_ids.dtype, topk_ids.shape[1]),
        )  # fmt: skip

    def launch(self, layer_id, rows, q, sinks, kv, compressed_kv, topk_ids) -> bool:
        """Launch the layer's two kernels from its kind's packs; False (nothing launched) when the kind has
        none yet or an input is not of the usual kind."""
        workspace = self._backend.workspace
        if workspace.generation != self._generation:
            self._packs.clear()  # reallocated: the packed workspace addresses are stale
            self._generation = workspace.generation
            return False
        pack = self._packs.get(self._kind(layer_id, rows, kv, compressed_kv, topk_ids))
        if pack is None:
            return False
        q_address, sinks_address, kv_address = q.data_ptr(), sinks.data_ptr(), kv.data_ptr()
        kv_stride = kv.stride()
        if (q_address | sinks_address | kv_address) % 16 or q.stride() != pack.q_stride or kv_stride[1] != 1:
            return False
        if sinks.stride()[0] != 1 or kv_stride[0] >= _I32_LIMIT:
            return False
        inputs, attention = pack.inputs, pack.attention
        q_position, sinks_position, main_views, extra_views = pack.positions
        if pack.has_compressed:
            compressed_address = compressed_kv.data_ptr()
            compressed_stride = compressed_kv.stride()
            if compressed_address % 16 or compressed_stride[1] != 1 or compressed_stride[0] >= _I32_LIMIT:
                return False
            inputs.set(_COMPRESSED, compressed_address)
            inputs.set(_COMPRESSED_STRIDE, compressed_stride[0])
            inputs.set(_COMPRESSED_CACHE, self._compressed_address[layer_id])
        if pack.has_topk:
            ids_address = topk_ids.data_ptr()
            ids_stride = topk_ids.stride()
            if ids_address % 16 or (ids_stride[1] != 1 and topk_ids.shape[1] > 1) or ids_stride[0] >= _I32_LIMIT:
                return False
            inputs.set(_IDS, ids_address)
            inputs.set(_IDS_STRIDE, ids_stride[0])
        inputs.set(_KV, kv_address)
        inputs.set(_KV_STRIDE, kv_stride[0])
        inputs.set(_SWA_CACHE, self._swa_address[layer_id])
        attention.set(q_position, q_address)
        attention.set(sinks_position, sinks_address)
        swa_address = self._swa_address[layer_id]
        for position in main_views:
            attention.set(position, swa_address)
        if pack.has_extra:
            compressed_address = self._compressed_address[layer_id]
            for position in extra_views:
                attention.set(position, compressed_address)
        stream = torch._C._cuda_getCurrentRawStream(q.get_device())
        if not inputs(stream):
            return False
        # (a False here would mean a launch hook appeared in between: the caller's general path repeats
        # the inputs launch, which rewrites the same bytes)
        return attention(stream)

    def remember(self, layer_id, rows, q, sinks, kv, compressed_kv, topk_ids, attention_args: tuple) -> None:
        """Pack the launches the general path just made for this layer (its kernels are registered now),
        for the later layers of its kind. ``attention_args``: the positional arguments of
        :func:`sparsemla.ops.plan.prepare_launch` the general path used."""
        if self._backend.workspace.generation != self._generation:
            self._packs.clear()
            self._generation = self._backend.workspace.generation
        kind = self._kind(layer_id, rows, kv, compressed_kv, topk_ids)
        if kind in self._packs:
            return
        if len(self._packs) >= _MAX_KINDS:
            self._packs.clear()
        backend, meta = self._backend, self._backend.metadata
        layer_type = backend.config.layer_types[layer_id]
        store = backend._step_store_slots
        pools = backend.pools
        has_compressed = compressed_kv is not None
        has_topk = topk_ids is not None
        launch = layer_inputs_launch(
            meta, pools.swa_caches[layer_id], kv, store[SWA],
            pools.compressed_caches[layer_id] if has_compressed else None, compressed_kv,
            store[layer_type] if has_compressed else None, pools.groups[CSA] if has_topk else None, topk_ids,
        )  # fmt: skip
        if launch is None:
            return
        inputs = _layer_inputs.pack(*launch, num_warps=4)
        attention, positions = _pack_attention(attention_args)
        if inputs is None or attention is None:
            return
        has_extra = layer_type in (CSA, HCA)
        self._packs[kind] = _Pack(inputs, attention, positions, q.stride(), has_compressed, has_topk, has_extra)

    def clear(self) -> None:
        self._packs.clear()


class PackedMetadata:
    """The step-metadata launch (:func:`sparsemla.serving.fused.build_step_metadata`) packed per kind
    (mode, rows, rows per request, input dtypes, and for extend steps the batch block); per step only the
    request tensors' addresses and the live request count change. Its other arguments are the backend's
    persistent buffers."""

    def __init__(self, backend):
        self._backend = backend
        self._packs: dict = {}

    def build(self, mode, req_slots, seq_lens, extend_lens, rows_per_request, num_rows, num_live) -> None:
        """Launch the step's metadata kernel: packed when this kind ran before, else through
        :func:`build_step_metadata` (then packed for the next steps)."""
        backend = self._backend
        extend = mode == "extend"
        lens = extend_lens if extend else seq_lens
        kind = (
            mode, num_rows, rows_per_request, req_slots.dtype, seq_lens.dtype, lens.dtype,
            (max(num_live, 1) - 1).bit_length() if extend else 0,  # (the kernel's batch block: next power of two)
        )  # fmt: skip
        pack = self._packs.get(kind)
        addresses = (req_slots.data_ptr(), seq_lens.data_ptr(), lens.data_ptr())
        aligned = not (addresses[0] | addresses[1] | addresses[2]) % 16
        if pack is not None and aligned and num_live < _I32_LIMIT:
            pack.set(0, addresses[0])
            pack.set(1, addresses[1])
            pack.set(2, addresses[2])
            pack.set(3, num_live)
            if pack(torch._C._cuda_getCurrentRawStream(backend._device_index)):
                return
        meta, groups = backend.metadata, backend.pools.groups
        build_step_metadata(meta, groups, mode, req_slots, seq_lens, extend_lens, rows_per_request, num_rows, num_live)
        if pack is None and aligned and PackedLayers.supported(backend):
            if len(self._packs) >= _MAX_KINDS:
                self._packs.clear()
            launch = step_metadata_launch(
                meta, groups, mode, req_slots, seq_lens, extend_lens, rows_per_request, num_rows, num_live
            )
            pack = _step_metadata.pack(*launch, num_warps=1)
            if pack is not None:
                self._packs[kind] = pack


__all__ = ["PackedLayers", "PackedMetadata"]
