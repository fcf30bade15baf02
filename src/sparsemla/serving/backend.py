"""``DSv4AttentionBackend``: the DeepSeek-V4 attention layer of a serving engine, end to end.

It owns the paged KV pools (:mod:`sparsemla.serving.pools`), builds per-step index metadata on the
device (one launch, :mod:`sparsemla.serving.fused`; :mod:`sparsemla.serving.metadata` is the torch
reference), stores the rows the model produces and runs :func:`sparsemla.sparse_attention` through its
registered op. Its configuration and a step's description live in :mod:`sparsemla.serving.config`. Its
surface follows SGLang's ``AttentionBackend`` so an adapter is
thin:

=========================================  ==========================================================
SGLang                                     here
=========================================  ==========================================================
``init_forward_metadata(forward_batch)``   :meth:`~DSv4AttentionBackend.init_forward_metadata` (a
                                           :class:`ForwardBatch`: mode, request slots, lengths)
``forward(q, k, v, layer, batch)``         :meth:`~DSv4AttentionBackend.forward` (``kv`` /
                                           ``compressed_kv`` stored first, like ``save_kv_cache``)
``init_cuda_graph_state(max_bs, ...)``     same name
``init_forward_metadata_capture_cuda_graph``  same name (decode, verify)
``init_forward_metadata_replay_cuda_graph``   same name; ``bs`` is the real batch size
``get_cuda_graph_seq_len_fill_value()``    same name
``req_to_token_pool.alloc / free``         :meth:`~DSv4AttentionBackend.admit`,
                                           :meth:`~DSv4AttentionBackend.release`,
                                           :meth:`~DSv4AttentionBackend.reserve` (host side)
=========================================  ==========================================================

A step, as an engine runs it::

    backend.reserve(slots, seq_lens, new_tokens)          # host: pages for the new tokens
    backend.init_forward_metadata(batch)                  # device: indices, lengths, store slots
    for layer in layers:
        q, kv, compressed_kv, topk_ids = ...              # the model's projections, compressor, indexer
        o = backend.forward(layer, q, sinks, topk_ids, kv=kv, compressed_kv=compressed_kv)
        o = backend.inverse_rope(layer, o)                # then the output projection

Per step and per layer nothing waits on the device and no persistent buffer is (re)allocated:
metadata and the output live in buffers sized at construction for the largest step,
``query_row_capacity(chunked_prefill_size, max_prefill_tokens, max_running_requests, num_draft_tokens)``;
short-lived temporaries come from PyTorch's caching allocator (or a graph's pool).
"""

from __future__ import annotations

import torch

from ..ops.attention import sparse_attention
from ..ops.custom_ops import sparse_attention_op
from ..formats import HEAD_DIM
from .metadata import (
    MODES,
    StepMetadata,
    all_compressed_indices,
    compute_rows,
    debug_check_reserved,
    store_slots,
    topk_to_slots,
    window_indices,
)
from .fused import build_step_metadata, store_layer_inputs, store_rows
from .fused import topk_to_slots as fused_topk_to_slots
from ..testing.reference import paged_sparse_attention_torch
from .config import DSv4BackendConfig, ForwardBatch, _check_int
from .packed import PackedLayers, PackedMetadata
from .warmup import warmup_backend
from .pools import CSA, HCA, SLIDING, SWA, DSv4KVPools
from .rope import apply_inverse_rope, rope_inv_freq
from ..ops.plan import DISTINCT_ROWS_MIN_ROWS, distinct_rows_reason, e4m3_prefill_reason
from ..workspace import DistinctRowsWorkspace, SplitKVWorkspace

class DSv4AttentionBackend:
    """DSv4 attention for a serving engine: pools, metadata, stores, the kernel, CUDA-graph hooks.

    Args:
        config: a :class:`DSv4BackendConfig`.
        device: where pools, metadata and the workspace live (default: cuda when present).
    """

    def __init__(self, config: DSv4BackendConfig, device=None):
        if not isinstance(config, DSv4BackendConfig):
            raise TypeError(f"config must be a DSv4BackendConfig, got {type(config).__name__}")
        if device is None:
            device = "cuda" if torch.cuda.is_available() else "cpu"
        self.config = config
        self.device = torch.device(device)
        if self.device.type == "cuda" and self.device.index is None:
            self.device = torch.device("cuda", torch.cuda.current_device())
        pages = config.pool_pages()
        self.pools = DSv4KVPools(
            layer_types=config.layer_types,
            compress_rates=config.compress_rates,
            kv_format=config.kv_format,
            kv_scale=config.kv_scale,
            compressed_kv_format=config.compressed_kv_format,
            window=config.window,
            max_requests=config.max_running_requests,
            max_context_len=config.max_context_len,
            swa_page_size=config.swa_page_size,
            compressed_page_size=config.compressed_page_size,
            num_swa_pages=pages[SWA],
            num_compressed_pages=pages,
            device=self.device,
        )
        self.max_query_rows = config.max_query_rows
        #: True: metadata, stores and CSA slots by the serving kernels (:mod:`sparsemla.serving.fused`,
        #: one launch each); False: the torch reference chains. Settable between steps.
        self.fused = self.device.type == "cuda"
        self._device_index = -1 if self.device.type == "cpu" else self.device.index
        self._sinks_shape = (config.num_heads,)
        self._step_q_shape: tuple = ()
        self._step_store_slots: dict[str, torch.Tensor] = {}
        #: ``"triton"`` or ``"torch"``; settable between steps (e.g. torch for long CPU prefills).
        self.attention_impl = config.attention_impl
        self.workspace = SplitKVWorkspace(self.device, self.max_query_rows)
        self.workspace.counters(config.num_heads)  # made now, never during a capture
        self._layer_types = dict(enumerate(config.layer_types))
        # Eager layers through packed launch pairs (serving.packed); chosen per step (``fused`` and
        # ``attention_impl`` may change between steps).
        self._packed_layers = PackedLayers(self) if self.device.type == "cuda" else None
        self._packed: PackedLayers | None = None
        self._packed_metadata = PackedMetadata(self) if self.device.type == "cuda" else None
        self._step_shapes: dict[int, tuple] = {}  # rows -> (q shape, store slot views, step views)
        self.metadata = StepMetadata(
            max_rows=self.max_query_rows,
            window=config.window,
            groups=self.pools.groups,
            index_topk=config.index_topk,
            max_context_len=config.max_context_len,
            device=self.device,
        )
        self.out = torch.zeros(
            self.max_query_rows, config.num_heads, HEAD_DIM, dtype=torch.bfloat16, device=self.device
        )
        #: The distinct-rows path's workspace for extend steps (``config.distinct_rows``), else None.
        self.rows_workspace = self._make_rows_workspace() if config.distinct_rows else None
        self._prefill_kernel: dict[str, bool] = {}  # layer type → extend steps run a prefill kernel
        inv_freq = {SLIDING: rope_inv_freq(config.rope_theta)}
        compress_freq = rope_inv_freq(config.compress_rope_theta, yarn=config.compress_rope_yarn)
        inv_freq.update({CSA: compress_freq, HCA: compress_freq})
        self.inv_freq = {t: f.to(self.device) for t, f in inv_freq.items()}
        # CUDA-graph state: static request inputs and the captured (mode, batch size) → rows per request.
        self._graph_req_slots: torch.Tensor | None = None
        self._graph_seq_lens: torch.Tensor | None = None
        self._graph_sizes: dict[str, dict[int, int]] = {"decode": {}, "verify": {}}
        self._graph_max_rows = 0  # (init_cuda_graph_state's max_num_tokens)

    # ---- scheduler side (host) -----------------------------------------------------------------
    def admit(self) -> int:
        """A free request slot (page-table row). RuntimeError when ``max_running_requests`` are running."""
        return self.pools.admit()

    def release(self, slot: int) -> None:
        """Give back the request's pages and slot."""
        self.pools.release(slot)

    def reserve(self, slots, seq_lens, new_tokens) -> None:
        """Pages for the next step (host ints): see :meth:`sparsemla.serving.pools.DSv4KVPools.reserve`."""
        self.pools.reserve(slots, seq_lens, new_tokens)

    # ---- per step --------------------------------------------------------------------------------
    def init_forward_metadata(self, batch: ForwardBatch) -> None:
        """Build the step's index lists, lengths and store slots into the persistent buffers.

        Raises RuntimeError when the step has more query rows than were reserved (naming the config
        value to raise), ValueError/TypeError for malformed batches. No device sync, except with the
        ``debug_checks`` option, which also checks the batch's values (request slots admitted or -1,
        no negative lengths) and that every store has a reserved page.
        """
        self._clear_step()  # (first: a rejected step must not leave the previous one to the layers' calls)
        if not isinstance(batch, ForwardBatch):
            raise TypeError(f"batch must be a ForwardBatch, got {type(batch).__name__}")
        if batch.mode not in MODES:
            raise ValueError(f"batch.mode must be one of {MODES}, got {batch.mode!r}")
        num_requests = self._check_request_tensors(batch.req_slots, batch.seq_lens, "batch")
        _check_int("batch.num_rows", batch.num_rows, 0)
        _check_int("batch.rows_per_request", batch.rows_per_request, 1)
        if num_requests == 0 and batch.num_rows:
            raise ValueError(f"batch.num_rows is {batch.num_rows} but the batch has no requests")
        if batch.mode == "extend":
            lens = batch.extend_lens
            if isinstance(lens, torch.Tensor) and lens.dtype not in (torch.int32, torch.int64):
                raise TypeError(f"batch.extend_lens must be int32 or int64, got {lens.dtype}")
            if not isinstance(lens, torch.Tensor) or lens.shape != (num_requests,) or lens.device != self.device:
                raise ValueError(f"batch.extend_lens must be an int tensor of shape [{num_requests}] on {self.device}")
        else:
            expected = num_requests * (batch.rows_per_request if batch.mode == "verify" else 1)
            if batch.mode == "decode" and batch.rows_per_request != 1:
                raise ValueError(f"decode batches have rows_per_request=1, got {batch.rows_per_request}")
            if batch.num_rows != expected:
                raise ValueError(f"batch.num_rows must be {expected} for {batch.mode} with {num_requests} requests")
        self._check_capacity(batch.mode, batch.num_rows, num_requests, batch.rows_per_request)
        if self.config.options.debug_checks:
            self._debug_check_requests(batch.req_slots, batch.seq_lens, batch.extend_lens, batch.mode,
                                       batch.rows_per_request, batch.num_rows)  # fmt: skip
        self._build_metadata(
            batch.mode, batch.req_slots, batch.seq_lens, batch.extend_lens, batch.rows_per_request, batch.num_rows,
            num_requests,
        )  # fmt: skip

    def store_kv(self, layer_id: int, kv: torch.Tensor, compressed_kv: torch.Tensor | None = None) -> None:
        """Write this step's rows of one layer into its pools (graph-safe, no sync).

        Args:
            kv: [R, 512] float window rows, row r = the token of query row r (post-RoPE).
            compressed_kv: [R, 512] for CSA/HCA layers: row r = the compressed row completed by query
                row r's token (``w = (t + 1) // rate - 1``); read only where ``(t + 1) % rate == 0``,
                so other rows may hold anything. Required when a compressed layer's step completes a
                row; None stores no compressed row.
        """
        layer_type = self._layer_type(layer_id)
        if self.metadata.mode is None:
            raise RuntimeError("store_kv called before init_forward_metadata")
        rows = self.metadata.num_rows
        self._check_rows_tensor("kv", kv, rows)
        if compressed_kv is not None:  # (checked before anything is stored)
            if layer_type == SLIDING:
                raise ValueError(f"layer {layer_id} is a sliding_attention layer: it has no compressed rows")
            self._check_rows_tensor("compressed_kv", compressed_kv, rows)
        store = store_rows if self.fused else _torch_store
        store(self.pools.swa_caches[layer_id], kv, self._step_store_slots[SWA])
        if compressed_kv is not None:
            store(self.pools.compressed_caches[layer_id], compressed_kv, self._step_store_slots[layer_type])

    def forward(
        self,
        layer_id: int,
        q: torch.Tensor,
        sinks: torch.Tensor,
        topk_ids: torch.Tensor | None = None,
        *,
        kv: torch.Tensor | None = None,
        compressed_kv: torch.Tensor | None = None,
        out: torch.Tensor | None = None,
    ) -> torch.Tensor:
        """Attention of one layer for the step set up by :meth:`init_forward_metadata`.

        Args:
            layer_id: index into ``config.layer_types``.
            q: bf16 [R, H, 512] post-RoPE queries, R = the step's query rows.
            sinks: float32 [H] attention-sink logits.
            topk_ids: CSA layers only: int [R, k] (k ≤ index_topk) compressed row ids picked by the
                indexer, -1 = none.
            kv, compressed_kv: when given, stored first (:meth:`store_kv`).
            out: bf16 [R, H, 512] to write; default: a view of the backend's persistent buffer (valid
                until the next forward).

        Returns:
            bf16 [R, H, 512], the attention output **before** the inverse RoPE
            (see :meth:`inverse_rope`).
        """
        meta = self.metadata
        if meta.mode is None:
            raise RuntimeError("forward called before init_forward_metadata")
        layer_type = self._layer_types.get(layer_id) if type(layer_id) is int else None
        if layer_type is None:
            layer_type = self._layer_type(layer_id)  # (raises, naming the fault)
        rows = meta.num_rows
        views = self._step_views
        # Per layer only what the layer's own tensors can get wrong, against values made once per step.
        if not isinstance(q, torch.Tensor) or q.shape != self._step_q_shape:
            raise ValueError(f"q must have shape [{rows}, {self.config.num_heads}, {HEAD_DIM}], got {_shape(q)}")
        if q.dtype != torch.bfloat16:
            raise TypeError(f"q must be bfloat16, got {q.dtype}")
        if q.get_device() != self._device_index:  # (the packed layers launch on q's address unchecked)
            raise ValueError(f"q must be on {self.device}, got {q.device}")
        if not isinstance(sinks, torch.Tensor) or sinks.dtype != torch.float32:
            raise TypeError(f"sinks must be a float32 tensor, got {getattr(sinks, 'dtype', type(sinks).__name__)}")
        if sinks.shape != self._sinks_shape or sinks.get_device() != self._device_index:
            raise ValueError(f"sinks must have shape [{self.config.num_heads}] on {self.device}, got {_shape(sinks)}")
        if kv is not None:
            self._check_rows_tensor("kv", kv, rows)
            if compressed_kv is not None:
                if layer_type == SLIDING:
                    raise ValueError(f"layer {layer_id} is a sliding_attention layer: it has no compressed rows")
                self._check_rows_tensor("compressed_kv", compressed_kv, rows)
        elif compressed_kv is not None:
            raise ValueError("compressed_kv needs kv (the window rows of the same step)")
        if layer_type == CSA:
            if not isinstance(topk_ids, torch.Tensor):
                raise ValueError(f"layer {layer_id} is a CSA layer: topk_ids [R, k] is required")
            if topk_ids.dim() != 2 or topk_ids.shape[0] != rows or topk_ids.shape[1] > self.config.index_topk:
                raise ValueError(
                    f"topk_ids must have shape [{rows}, k] with k <= index_topk={self.config.index_topk}, "
                    f"got {list(topk_ids.shape)}"
                )
            if topk_ids.dtype not in (torch.int32, torch.int64) or topk_ids.get_device() != self._device_index:
                raise TypeError(
                    f"topk_ids must be int32/int64 on {self.device}, got {topk_ids.dtype} on {topk_ids.device}"
                )
        elif topk_ids is not None:
            raise ValueError(f"topk_ids is for CSA layers; layer {layer_id} is {layer_type}")
        if out is not None:
            if not isinstance(out, torch.Tensor) or out.dtype != torch.bfloat16:
                raise TypeError(f"out must be a bfloat16 tensor, got {getattr(out, 'dtype', type(out).__name__)}")
            if out.shape != self._step_q_shape or out.get_device() != self._device_index:
                raise ValueError(f"out must have shape [{rows}, {self.config.num_heads}, {HEAD_DIM}] on {self.device}, "
                                 f"got {_shape(out)}")  # fmt: skip
        # Eagerly, the layer's two launches from its kind's packed parameter blocks (serving.packed); under
        # torch.compile (which traces, with fake tensors) the general path's registered op.
        packed = self._packed if out is None and kv is not None and rows else None
        if packed is not None and torch.compiler.is_compiling():
            packed = None
        # Prefill-sized extend steps that the op runs on a prefill kernel (the distinct-rows path or the e4m3
        # kernel) take the general path: a packed pair holds the decode kernel's launch.
        rows_workspace = None
        if meta.mode == "extend" and rows >= DISTINCT_ROWS_MIN_ROWS and self._takes_prefill_kernel(layer_id, q):
            rows_workspace, packed = self.rows_workspace, None
        if packed is not None and packed.launch(layer_id, rows, q, sinks, kv, compressed_kv, topk_ids):
            return views[0]

        # The general path: the same kernels launched one by one (or the torch reference chains).
        extra = {}
        if kv is not None:
            stored = self.fused and store_layer_inputs(
                meta, self.pools.swa_caches[layer_id], _unit_columns(kv), self._step_store_slots[SWA],
                self.pools.compressed_caches[layer_id] if compressed_kv is not None else None,
                _unit_columns(compressed_kv), self._step_store_slots.get(layer_type),
                self.pools.groups[CSA] if layer_type == CSA else None,
                _unit_columns(topk_ids) if layer_type == CSA else None,
            )  # fmt: skip
            if not stored:
                self.store_kv(layer_id, kv, compressed_kv)
        else:
            stored = False
        if layer_type == CSA:
            if stored:  # (the inputs launch mapped the ids too)
                indices = meta.topk_indices[:rows, : max(topk_ids.shape[1], 1)]
                lengths = meta.topk_lengths[:rows]
            else:
                to_slots = fused_topk_to_slots if self.fused else topk_to_slots
                indices, lengths = to_slots(meta, self.pools.groups[CSA], topk_ids)
            extra = dict(
                extra_cache=self.pools.compressed_caches[layer_id], extra_indices=indices, extra_lengths=lengths
            )
        elif layer_type == HCA:
            extra = dict(
                extra_cache=self.pools.compressed_caches[layer_id], extra_indices=views[3], extra_lengths=views[4]
            )
        if out is None:
            out = views[0]
        source = (self.pools.swa_caches[layer_id], views[1], views[2])
        if self.attention_impl == "torch":
            return paged_sparse_attention_torch(
                q, *source, **extra, sinks=sinks, softmax_scale=self.config.softmax_scale, out=out
            )
        # Under torch.compile the registered op, so the compiled graph holds one op per layer; eagerly the
        # op's own implementation, without the dispatcher's per-call cost.
        if torch.compiler.is_compiling():
            attend = sparse_attention_op
        else:
            attend = sparse_attention
            if rows_workspace is not None:
                extra["rows_workspace"] = rows_workspace
        result = attend(
            q, *source, **extra, sinks=sinks, softmax_scale=self.config.softmax_scale,
            workspace=self.workspace, num_splits=self.config.num_splits, out=out, options=self.config.options,
        )  # fmt: skip
        if packed is not None and stored:
            packed.remember(
                layer_id, rows, q, sinks, kv, compressed_kv, topk_ids if layer_type == CSA else None,
                (q, *source, extra.get("extra_cache"), extra.get("extra_indices"), extra.get("extra_lengths"), sinks,
                 self.config.softmax_scale, self.workspace, self.config.num_splits, out, None, self.config.options),
            )  # fmt: skip
        return result

    def inverse_rope(self, layer_id: int, x: torch.Tensor, *, out: torch.Tensor | None = None) -> torch.Tensor:
        """Undo the values' RoPE on the output's last 64 channels at each row's query position.

        ``x`` [R, H, 512] (the output of :meth:`forward`); ``out=x`` works in place. The layer type
        picks the frequencies (plain θ for sliding-only layers, YaRN θ for CSA/HCA).
        """
        layer_type = self._layer_type(layer_id)
        meta = self.metadata
        if meta.mode is None:
            raise RuntimeError("inverse_rope called before init_forward_metadata")
        # (against the step, as forward checks q: positions are the step's)
        if not isinstance(x, torch.Tensor) or x.shape != self._step_q_shape or x.get_device() != self._device_index:
            raise ValueError(
                f"x must have shape [{meta.num_rows}, {self.config.num_heads}, {HEAD_DIM}] on {self.device}, "
                f"got {_shape(x)}{'' if not isinstance(x, torch.Tensor) else f' on {x.device}'}"
            )
        if not x.dtype.is_floating_point:
            raise TypeError(f"x must be a floating-point tensor, got {x.dtype}")
        return apply_inverse_rope(x, meta.positions[: meta.num_rows], self.inv_freq[layer_type], out=out)

    @property
    def positions(self) -> torch.Tensor:
        """int64 [R] absolute positions of the current step's query rows (a view)."""
        return self.metadata.positions[: self.metadata.num_rows]

    def warmup(self, *, kv_dtypes=(torch.bfloat16,), index_dtypes=(torch.int32, torch.int64),
               topk_dtypes=(torch.int32,)) -> int:  # fmt: skip
        """Compile every kernel a step of this backend can launch, before serving (a first call of each
        kind otherwise compiles inside a request's step). Reads and writes nothing of the pools; call it
        between steps (it leaves no step set up). ``kv_dtypes``: dtypes of the rows ``forward`` stores;
        ``index_dtypes``: of the request tensors; ``topk_dtypes``: of the CSA ``topk_ids``. Returns how
        many kinds ran. Compiled kernels land in Triton's on-disk cache, so a second process warms up
        from it (times in docs/performance.md)."""
        return warmup_backend(self, kv_dtypes, index_dtypes, topk_dtypes)

    # ---- CUDA graphs ---------------------------------------------------------------------------
    def init_cuda_graph_state(self, max_bs: int, max_num_tokens: int | None = None) -> None:
        """Static inputs for graphs of up to ``max_bs`` requests; the workspace counters exist already.

        ``max_num_tokens`` (default ``max_bs × max(1, num_draft_tokens)``, at least ``max_bs``) is the most
        query rows one graph may have (a capture of more raises ValueError); RuntimeError when that exceeds
        the reservation.
        """
        _check_int("max_bs", max_bs, 1)
        if max_num_tokens is not None:
            _check_int("max_num_tokens", max_num_tokens, max_bs)
        if max_bs > self.config.max_running_requests:
            raise RuntimeError(
                f"init_cuda_graph_state: max_bs={max_bs} exceeds max_running_requests="
                f"{self.config.max_running_requests}; raise max_running_requests"
            )
        rows = max_num_tokens if max_num_tokens is not None else max_bs * max(1, self.config.num_draft_tokens)
        mode = "verify" if self.config.num_draft_tokens else "decode"
        self._check_capacity(mode, rows, max_bs, max(1, rows // max_bs))
        self.workspace.counters(self.config.num_heads)
        self._graph_req_slots = torch.full((max_bs,), -1, dtype=torch.int32, device=self.device)
        self._graph_seq_lens = torch.zeros(max_bs, dtype=torch.int32, device=self.device)
        self._graph_max_rows = rows

    def init_forward_metadata_capture_cuda_graph(
        self, bs: int, num_tokens: int, req_pool_indices: torch.Tensor, seq_lens: torch.Tensor,
        encoder_lens=None, forward_mode: str = "decode", spec_info=None,
    ) -> None:  # fmt: skip
        """Metadata for capturing a ``forward_mode`` graph of ``bs`` requests × ``num_tokens // bs`` rows.

        Call it before capturing (outside the graph), then capture the per-layer ``forward`` calls.
        The inputs are copied into static buffers; the graph reads only persistent buffers.
        """
        self._clear_step()
        mode = self._graph_mode(forward_mode)
        self._require_graph_state(bs)
        _check_int("num_tokens", num_tokens, bs)
        if num_tokens % bs:
            raise ValueError(f"num_tokens ({num_tokens}) must be a multiple of bs ({bs})")
        per_request = num_tokens // bs
        if mode == "decode" and per_request != 1:
            raise ValueError(f"a decode graph has one row per request, got num_tokens={num_tokens} for bs={bs}")
        if num_tokens > self._graph_max_rows:
            raise ValueError(f"num_tokens={num_tokens} exceeds max_num_tokens={self._graph_max_rows} of "
                             "init_cuda_graph_state")  # fmt: skip
        self._check_capacity(mode, num_tokens, bs, per_request)
        self._load_graph_inputs(bs, bs, req_pool_indices, seq_lens)
        self._graph_sizes[mode][bs] = per_request  # (only once its inputs have passed their checks)
        slots, lens = self._graph_req_slots[:bs], self._graph_seq_lens[:bs]
        self._build_metadata(mode, slots, lens, None, per_request, num_tokens, bs)

    def init_forward_metadata_replay_cuda_graph(
        self, bs: int, req_pool_indices: torch.Tensor, seq_lens: torch.Tensor, seq_lens_sum=None,
        encoder_lens=None, forward_mode: str = "decode", spec_info=None, seq_lens_cpu=None,
    ) -> int:  # fmt: skip
        """Refresh the static metadata before replaying a graph, for a batch of ``bs`` real requests.

        ``bs`` may be smaller than the captured size: the smallest captured size that fits is used
        and the extra requests are padding (they read nothing and write only to the trash pages).
        Entries of ``req_pool_indices`` equal to -1 are padding too. Returns the graph's batch size
        (replay the graph captured for it). No device sync.
        """
        self._clear_step()
        mode = self._graph_mode(forward_mode)
        graph_bs = self.graph_batch_size(bs, mode)
        per_request = self._graph_sizes[mode][graph_bs]
        if self.fused:
            # One launch reads the inputs directly; requests bs … graph_bs - 1 are padding.
            self._check_request_tensors(req_pool_indices, seq_lens, "graph inputs")
            if req_pool_indices.shape[0] < bs:
                raise ValueError(f"req_pool_indices has {req_pool_indices.shape[0]} entries, bs is {bs}")
            self._build_metadata(
                mode, req_pool_indices, seq_lens, None, per_request, graph_bs * per_request, graph_bs, num_live=bs
            )
            return graph_bs
        self._load_graph_inputs(bs, graph_bs, req_pool_indices, seq_lens)
        self._build_metadata(
            mode, self._graph_req_slots[:graph_bs], self._graph_seq_lens[:graph_bs], None, per_request,
            graph_bs * per_request, graph_bs,
        )  # fmt: skip
        return graph_bs

    def graph_batch_size(self, bs: int, forward_mode: str = "decode") -> int:
        """The smallest captured batch size of ``forward_mode`` that holds ``bs`` requests."""
        mode = self._graph_mode(forward_mode)
        _check_int("bs", bs, 1)
        fitting = [size for size in self._graph_sizes[mode] if size >= bs]
        if not fitting:
            raise RuntimeError(
                f"no {mode} CUDA graph captured for {bs} requests (captured: {sorted(self._graph_sizes[mode])}); "
                "capture a larger batch size or run eagerly"
            )
        return min(fitting)

    def get_cuda_graph_seq_len_fill_value(self) -> int:
        return 0

    # ---- internals -----------------------------------------------------------------------------
    def _takes_prefill_kernel(self, layer_id: int, q: torch.Tensor) -> bool:
        """Whether the op runs a prefill kernel for this layer's prefill-sized extend steps: the op's planner
        asked once per layer type (its answer depends on the pools' formats, the heads, the options and the
        device, all fixed for a backend)."""
        layer_type = self._layer_types[layer_id]
        taken = self._prefill_kernel.get(layer_type)
        if taken is None:
            cache, extra_cache = self.pools.swa_caches[layer_id], self.pools.compressed_caches[layer_id]
            options, rows = self.config.options, DISTINCT_ROWS_MIN_ROWS
            taken = (
                self.rows_workspace is not None and distinct_rows_reason(q, cache, extra_cache, options, rows) is None
            ) or e4m3_prefill_reason(q, cache, extra_cache, options, self.config.num_splits, rows) is None
            self._prefill_kernel[layer_type] = taken
        return taken

    def _make_rows_workspace(self) -> DistinctRowsWorkspace:
        """Sized for the step's rows, the window and the widest compressed list (CSA top-k or HCA rows), and
        the largest pools of the layers (one workspace serves every layer: the copy resets itself)."""
        meta = self.metadata
        extra_widths = [t.shape[1] for t in (meta.topk_indices, meta.hca_indices) if t is not None]
        compressed = [c.num_slots for c in self.pools.compressed_caches if c is not None]
        return DistinctRowsWorkspace(
            self.device, self.max_query_rows, self.config.window, max(extra_widths, default=0),
            max(c.num_slots for c in self.pools.swa_caches), max(compressed, default=0),
        )  # fmt: skip

    def _build_metadata(
        self, mode, req_slots, seq_lens, extend_lens, rows_per_request, num_rows, num_requests, num_live=None
    ) -> None:
        meta = self.metadata  # (cleared by the entry points before their checks: mode None until the end)
        packed = self._packed_layers
        self._packed = packed if packed is not None and PackedLayers.supported(self) else None
        # What every forward / store_kv of the step compares against or passes on (made once per row count).
        step = self._step_shapes.get(num_rows)
        if step is None:
            if len(self._step_shapes) >= 1024:
                self._step_shapes.clear()
            step = self._step_shapes[num_rows] = (
                (num_rows, self.config.num_heads, HEAD_DIM),
                {name: slots[:num_rows] for name, slots in meta.store_slots.items()},
                (
                    self.out[:num_rows], meta.swa_indices[:num_rows], meta.swa_lengths[:num_rows],
                    meta.hca_indices[:num_rows] if meta.hca_indices is not None else None,
                    meta.hca_lengths[:num_rows] if meta.hca_lengths is not None else None,
                ),
            )  # fmt: skip
        self._step_q_shape, self._step_store_slots, self._step_views = step
        if num_rows and self.fused:
            live = num_requests if num_live is None else num_live
            groups = self.pools.groups
            # (the metadata kernel reads the request tensors as arrays: a strided view is copied first)
            if not req_slots.is_contiguous():
                req_slots = req_slots.contiguous()
            if not seq_lens.is_contiguous():
                seq_lens = seq_lens.contiguous()
            if extend_lens is not None and not extend_lens.is_contiguous():
                extend_lens = extend_lens.contiguous()
            if self._packed_metadata is not None:
                self._packed_metadata.build(mode, req_slots, seq_lens, extend_lens, rows_per_request, num_rows, live)
            else:
                build_step_metadata(
                    meta, groups, mode, req_slots, seq_lens, extend_lens, rows_per_request, num_rows, live
                )
            if self.config.options.debug_checks:
                debug_check_reserved(meta, groups, num_rows)
        elif num_rows:
            compute_rows(meta, mode, req_slots, seq_lens, extend_lens, rows_per_request, num_rows)
            window_indices(meta, self.pools.groups[SWA], num_rows)
            for group in self.pools.groups.values():
                store_slots(meta, group, num_rows)
            if HCA in self.pools.groups:
                all_compressed_indices(meta, self.pools.groups[HCA], num_rows)
            if self.config.options.debug_checks:
                debug_check_reserved(meta, self.pools.groups, num_rows)
        meta.mode, meta.num_rows, meta.num_requests = mode, num_rows, num_requests

    def _clear_step(self) -> None:
        """No step set up: the layers' calls raise until a step's metadata is built."""
        meta = self.metadata
        meta.mode, meta.num_rows, meta.num_requests = None, 0, 0

    def _debug_check_requests(self, req_slots, seq_lens, extend_lens, mode, rows_per_request, num_rows) -> None:
        """Host check of a step's request values (a device sync; ``debug_checks`` only): every request slot
        is admitted or -1 (padding) and appears once, token counts are not negative, an extend step's counts
        fit its ``num_rows``, and no position reaches ``max_context_len``. Without it a bad slot reads another
        request's page-table row, rows past ``num_rows`` are dropped, and positions past the table are
        neither stored nor read."""
        active = self.pools.active_requests
        slots = req_slots.tolist()
        seen = set()
        for i, slot in enumerate(slots):
            if slot != -1 and slot not in active:
                raise ValueError(
                    f"batch.req_slots[{i}] is {slot}, not an admitted request slot (admit() returns them; -1 pads)"
                )
            if slot != -1 and slot in seen:
                raise ValueError(f"batch.req_slots[{i}] is {slot}, which the batch already holds: one entry per request")
            seen.add(slot)
        for name, values in (("seq_lens", seq_lens), ("extend_lens", extend_lens)):
            lowest = int(values.min()) if values is not None and values.numel() else 0
            if lowest < 0:
                raise ValueError(f"batch.{name} must not be negative, got {lowest}")
        new = extend_lens.tolist() if mode == "extend" else [rows_per_request if mode == "verify" else 1] * len(slots)
        if mode == "extend" and sum(new) > num_rows:
            raise ValueError(f"batch.extend_lens sum to {sum(new)}, more than batch.num_rows={num_rows} (rows past "
                             f"num_rows would be dropped)")  # fmt: skip
        for i, (slot, length, rows) in enumerate(zip(slots, seq_lens.tolist(), new)):
            if slot != -1 and rows and length + rows > self.config.max_context_len:
                raise RuntimeError(
                    f"batch request {i} (slot {slot}) reaches position {length + rows - 1}, past max_context_len="
                    f"{self.config.max_context_len}; raise max_context_len"
                )

    def _check_capacity(self, mode: str, num_rows: int, num_requests: int, rows_per_request: int) -> None:
        cfg = self.config
        if num_requests > cfg.max_running_requests:
            raise RuntimeError(
                f"the step has {num_requests} requests but max_running_requests={cfg.max_running_requests}; "
                "raise max_running_requests"
            )
        if num_rows <= self.max_query_rows:
            return
        if mode == "extend":
            hint = (
                f"raise chunked_prefill_size (now {cfg.chunked_prefill_size}) and max_prefill_tokens "
                f"(now {cfg.max_prefill_tokens}), or split the prefill into smaller chunks"
            )
        elif mode == "verify":
            hint = (
                f"raise max_running_requests (now {cfg.max_running_requests}) or num_draft_tokens "
                f"(now {cfg.num_draft_tokens}); the step has {rows_per_request} rows per request"
            )
        else:
            hint = f"raise max_running_requests (now {cfg.max_running_requests})"
        raise RuntimeError(
            f"DSv4AttentionBackend: the {mode} step has {num_rows} query rows, more than the "
            f"{self.max_query_rows} rows reserved from query_row_capacity(...); {hint}"
        )

    def _check_request_tensors(self, req_slots, seq_lens, where: str) -> int:
        for name, tensor in (("req_slots", req_slots), ("seq_lens", seq_lens)):
            if not isinstance(tensor, torch.Tensor):
                raise TypeError(f"{where}.{name} must be a torch.Tensor, got {type(tensor).__name__}")
            if tensor.dtype not in (torch.int32, torch.int64):
                raise TypeError(f"{where}.{name} must be int32 or int64, got {tensor.dtype}")
            if tensor.dim() != 1 or tensor.get_device() != self._device_index:
                raise ValueError(
                    f"{where}.{name} must be 1-D on {self.device}, got {list(tensor.shape)} on {tensor.device}"
                )
        if req_slots.shape != seq_lens.shape:
            raise ValueError(
                f"{where}.req_slots and seq_lens differ in shape: {list(req_slots.shape)} vs {list(seq_lens.shape)}"
            )
        return req_slots.shape[0]

    def _check_rows_tensor(self, name: str, rows: torch.Tensor, count: int) -> None:
        if not isinstance(rows, torch.Tensor) or not rows.dtype.is_floating_point:
            what = getattr(rows, "dtype", type(rows).__name__)
            raise TypeError(f"{name} must be a floating-point tensor, got {what}")
        if rows.shape != (count, HEAD_DIM) or rows.get_device() != self._device_index:
            raise ValueError(
                f"{name} must have shape [{count}, {HEAD_DIM}] on {self.device}, "
                f"got {list(rows.shape)} on {rows.device}"
            )

    def _layer_type(self, layer_id) -> str:
        _check_int("layer_id", layer_id, 0)
        if layer_id >= len(self.config.layer_types):
            raise ValueError(f"layer_id must be < {len(self.config.layer_types)}, got {layer_id}")
        return self.config.layer_types[layer_id]

    @staticmethod
    def _graph_mode(forward_mode) -> str:
        mode = getattr(forward_mode, "name", forward_mode)
        mode = {"DECODE": "decode", "TARGET_VERIFY": "verify"}.get(mode, mode)
        if mode not in ("decode", "verify"):
            raise ValueError(f"CUDA graphs cover decode and verify steps, got forward_mode={forward_mode!r}")
        return mode

    def _require_graph_state(self, bs: int) -> None:
        if self._graph_req_slots is None:
            raise RuntimeError("call init_cuda_graph_state(max_bs) before capturing")
        _check_int("bs", bs, 1)
        if bs > self._graph_req_slots.shape[0]:
            raise RuntimeError(f"bs={bs} exceeds max_bs={self._graph_req_slots.shape[0]} of init_cuda_graph_state")

    def _load_graph_inputs(self, bs: int, graph_bs: int, req_pool_indices, seq_lens) -> None:
        self._require_graph_state(graph_bs)
        self._check_request_tensors(req_pool_indices, seq_lens, "graph inputs")
        if req_pool_indices.shape[0] < bs:
            raise ValueError(f"req_pool_indices has {req_pool_indices.shape[0]} entries, bs is {bs}")
        self._graph_req_slots[:bs].copy_(req_pool_indices[:bs])
        self._graph_seq_lens[:bs].copy_(seq_lens[:bs])
        self._graph_req_slots[bs:graph_bs].fill_(-1)
        self._graph_seq_lens[bs:graph_bs].fill_(0)


def _unit_columns(x):
    """``x`` with unit stride in its last dimension (a copy only when it has not)."""
    if x is None or x.shape[-1] <= 1 or x.stride(-1) == 1:
        return x
    return x.contiguous()


def _torch_store(cache, rows, slots) -> None:
    cache.store(rows, slots, check=False)


def _shape(x) -> str:
    return str(list(x.shape)) if isinstance(x, torch.Tensor) else type(x).__name__
