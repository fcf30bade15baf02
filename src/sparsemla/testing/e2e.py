"""End-to-end check of :class:`DSv4AttentionBackend` against HuggingFace's DeepSeek-V4 attention.

HF's ``DeepseekV4Attention`` layers (random weights, real head geometry, one sequence per request) are
run by :mod:`sparsemla.testing.oracle`; their projections, compressor and indexer give the queries, window
rows, compressed rows and top-k picks of every token. A *schedule* batches the requests into serving
steps (chunked prefill, decode, MTP verify); :func:`merge_steps` turns the per-request records into one
batched input per step and layer; :func:`run_eager_step` and :class:`StackGraphs` drive the backend
through the steps (stores, metadata, attention) and measure, per layer and step, the error against HF's
attention output before the inverse RoPE, and against :func:`format_reference` (the exact attention on
the same stored rows, with index lists rebuilt independently of the backend).

The error of a (layer, step) is ``max |out - ref| / max |ref|`` over all its query rows, heads and
channels. :data:`ERROR_BOUNDS` (against HF, per KV format) and :data:`REFERENCE_BOUND` hold the bounds
(measured; see ``docs/backend.md``).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Sequence

import torch

from . import oracle
from ..serving.backend import DSv4AttentionBackend, DSv4BackendConfig, ForwardBatch
from ..serving.pools import CSA, HCA

#: Bound on ``max |out - ref| / max |ref|`` against :func:`format_reference` (the same stored rows,
#: exact softmax), any format: 6u (u = 2^-8, the bf16 unit roundoff). What remains is the kernel's
#: bf16 rounding of the output (≤ u) and of the probabilities (≤ u·max|v|/max|out|, a few u);
#: measured ≤ 2.6u (Triton kernel) and 0.92u (torch path).
REFERENCE_BOUND = 6 * 2.0**-8

#: Bounds on ``max |out - hf| / max |hf|`` per (layer, step), per KV format, for the Triton kernel
#: and the torch path alike. bf16: 8u, the reference budget plus rounding q and the rows to bf16;
#: measured ≤ 2.9u (kernel) and 2.1u (torch path). FP8 is the format's own rounding (e4m3 keeps 3
#: mantissa bits): measured ≤ 0.094 (fp8_uniform) and 0.087 (model1); bound 0.15. See docs/backend.md.
ERROR_BOUNDS = {"bf16": 8 * 2.0**-8, "fp8_uniform": 0.15, "model1": 0.15}


@dataclass(frozen=True)
class ScheduledStep:
    """One serving step: its mode and ``{request index: new tokens}`` (in request order)."""

    mode: str
    tokens: dict[int, int]


def build_schedule(
    prefill_chunks: Sequence[Sequence[int]],
    *,
    late_requests: int = 1,
    decode_steps: int = 32,
    verify_rows: int = 3,
) -> list[ScheduledStep]:
    """A schedule of chunked prefills, decode steps and one verify step.

    The first ``len(prefill_chunks) - late_requests`` requests prefill together, chunk ``j`` of each
    at step ``j`` (a request out of chunks decodes one token). The last ``late_requests`` requests then
    join and prefill the same way while the earlier ones decode (ragged extend steps). Then
    ``decode_steps`` decode steps of every request and one verify step of ``verify_rows`` rows per
    request (MTP; skipped when 0).
    """
    count = len(prefill_chunks)
    if not 0 <= late_requests < count:
        raise ValueError(f"late_requests must lie in [0, {count}), got {late_requests}")
    early, late = range(count - late_requests), range(count - late_requests, count)
    steps: list[ScheduledStep] = []
    for joining, running in ((early, []), (late, list(early))):
        for j in range(max((len(prefill_chunks[i]) for i in joining), default=0)):
            tokens = {i: 1 for i in running}
            tokens.update({i: prefill_chunks[i][j] if j < len(prefill_chunks[i]) else 1 for i in joining})
            steps.append(ScheduledStep("extend", dict(sorted(tokens.items()))))
    steps += [ScheduledStep("decode", {i: 1 for i in range(count)}) for _ in range(decode_steps)]
    if verify_rows:
        steps.append(ScheduledStep("verify", {i: verify_rows for i in range(count)}))
    return steps


def request_chunks(schedule: Sequence[ScheduledStep], num_requests: int) -> list[list[int]]:
    """Each request's HF call schedule (tokens per forward call), read off the serving schedule."""
    return [[step.tokens[i] for step in schedule if i in step.tokens] for i in range(num_requests)]


def capture_requests(hf_config, chunks: Sequence[Sequence[int]], *, weight_seed: int = 0, input_seed: int = 1):
    """Run the HF oracle once per request: shared layer weights, a different random input sequence each.

    :func:`sparsemla.testing.oracle.run_hf_oracle` seeds weights and inputs from one ``seed``; while it runs
    here its weight initialiser is pointed at ``weight_seed`` so every request sees the same layers.
    """
    original = oracle.init_oracle_weights

    def shared_weights(module, seed=0, **kwargs):
        return original(module, weight_seed + 1000 * module.layer_idx, **kwargs)

    oracle.init_oracle_weights = shared_weights
    try:
        captures = [
            oracle.run_hf_oracle(hf_config, chunks=list(c), seed=input_seed + 101 * i) for i, c in enumerate(chunks)
        ]
    finally:
        oracle.init_oracle_weights = original
    for layer in range(len(captures[0].records)):
        sinks = captures[0].records[layer][0].sinks
        if any(not torch.equal(c.records[layer][0].sinks, sinks) for c in captures):
            raise RuntimeError("requests did not get the same layer weights")
    return captures


@dataclass
class StepInputs:
    """One step, batched over its requests (CPU tensors; rows in request order).

    Per layer: ``q`` bf16 [R, H, 512]; ``kv`` float32 [R, 512] window rows; ``compressed_kv`` float32
    [R, 512] (row r = the compressed row completed by row r's token, zeros elsewhere; None for sliding
    layers); ``topk`` int64 [R, index_topk] (CSA only, -1 padded); ``hf_out`` float32 [R, H, 512]
    before the inverse RoPE; ``hf_o_proj_in`` the same after it.
    """

    index: int
    mode: str
    requests: list[int]
    seq_lens: list[int]
    new_tokens: list[int]
    positions: torch.Tensor
    q: list[torch.Tensor]
    kv: list[torch.Tensor]
    compressed_kv: list[torch.Tensor | None]
    topk: list[torch.Tensor | None]
    hf_out: list[torch.Tensor]
    hf_o_proj_in: list[torch.Tensor]
    records: list[list[oracle.StepRecord]] = field(default_factory=list)  # [layer][request in step]

    @property
    def num_rows(self) -> int:
        return self.positions.numel()

    @property
    def rows_per_request(self) -> int:
        return self.new_tokens[0] if self.mode == "verify" else 1


def merge_steps(captures, schedule: Sequence[ScheduledStep], index_topk: int) -> list[StepInputs]:
    """Batch the per-request HF records into one :class:`StepInputs` per scheduled step."""
    calls = [0] * len(captures)
    lengths = [0] * len(captures)
    num_layers = len(captures[0].records)
    steps = []
    for index, step in enumerate(schedule):
        requests = list(step.tokens)
        records = [[captures[i].records[layer][calls[i]] for i in requests] for layer in range(num_layers)]
        for i in requests:
            if int(captures[i].records[0][calls[i]].positions[0]) != lengths[i]:
                raise RuntimeError("schedule and HF records disagree on positions")
        layers = [_merge_layer(recs, index_topk) for recs in records]
        steps.append(
            StepInputs(
                index=index,
                mode=step.mode,
                requests=requests,
                seq_lens=[lengths[i] for i in requests],
                new_tokens=[step.tokens[i] for i in requests],
                positions=torch.cat([r.positions for r in records[0]]),
                q=[m["q"] for m in layers],
                kv=[m["kv"] for m in layers],
                compressed_kv=[m["compressed_kv"] for m in layers],
                topk=[m["topk"] for m in layers],
                hf_out=[m["hf_out"] for m in layers],
                hf_o_proj_in=[m["hf_o_proj_in"] for m in layers],
                records=records,
            )
        )
        for i in requests:
            calls[i] += 1
            lengths[i] += step.tokens[i]
    return steps


def _merge_layer(records, index_topk: int) -> dict:
    kv, compressed, topk = [], [], []
    for rec in records:
        kv.append(rec.window_kv[rec.positions])
        if rec.compress_rate:
            rows = torch.zeros(rec.positions.numel(), rec.window_kv.shape[1])
            done = (rec.positions + 1) % rec.compress_rate == 0
            rows[done] = rec.compressed_kv[(rec.positions[done] + 1) // rec.compress_rate - 1]
            compressed.append(rows)
        if rec.topk is not None:
            picks = torch.full((rec.positions.numel(), index_topk), -1, dtype=torch.int64)
            picks[:, : rec.topk.shape[1]] = rec.topk
            topk.append(picks)
    return dict(
        q=torch.cat([r.q for r in records]).to(torch.bfloat16),
        kv=torch.cat(kv),
        compressed_kv=torch.cat(compressed) if compressed else None,
        topk=torch.cat(topk) if topk else None,
        hf_out=torch.cat([r.attn_out for r in records]),
        hf_o_proj_in=torch.cat([r.o_proj_in for r in records]),
    )


def format_reference(
    step: StepInputs, layer: int, fmt: str, scale: float = 1.0, *, device="cpu", query=None, weights=None
) -> torch.Tensor:
    """The exact attention HF's step would give on rows stored in ``fmt``: float64 [R, H, 512].

    Independent of the backend: index lists rebuilt from HF's records by
    :func:`sparsemla.testing.oracle.build_indices` over absolute positions (window, HCA rule, indexer picks),
    HF's window and compressed rows passed through ``quantize``/``dequantize`` of ``fmt``, q rounded to
    bf16 as the backend gets it, :func:`sparsemla.testing.reference.sparse_attention_ref` in float64. It differs
    from the backend's output only by the kernel's own rounding, so it checks pools, metadata and
    formats at bf16 sensitivity, in every format. Computed on ``device``; returned on the CPU. ``query``
    (optional) maps the float64 [rows, H, 512] q before the product, to model a kernel's rounding of it;
    ``weights`` (optional) the softmax numerator's weights (:func:`sparse_attention_ref`'s), to model P's.
    """
    from ..formats import dequantize, quantize
    from .reference import sparse_attention_ref

    def stored(rows: torch.Tensor) -> torch.Tensor:
        rows = rows.to(device)
        return dequantize(quantize(rows, fmt, scale), fmt, scale).double()

    outs = []
    for rec in step.records[layer]:
        indices, lengths, extra, extra_lengths = (
            None if t is None else t.to(device) for t in oracle.build_indices(rec)
        )
        kwargs = {}
        if extra is not None:
            kwargs = dict(kv_extra=stored(rec.compressed_kv), extra_indices=extra, extra_lengths=extra_lengths)
        q = rec.q.to(device, torch.bfloat16).double()
        out, _ = sparse_attention_ref(
            q if query is None else query(q), stored(rec.window_kv), indices, lengths,
            sinks=rec.sinks.to(device).double(), softmax_scale=rec.scaling, weights=weights, **kwargs,
        )  # fmt: skip
        outs.append(out.cpu())
    return torch.cat(outs)


def relative_error(out: torch.Tensor, reference: torch.Tensor) -> float:
    """``max |out - reference| / max |reference|`` (NaN anywhere gives inf)."""
    out = out.detach().to("cpu", torch.float64)
    reference = reference.to("cpu", torch.float64)
    if not torch.isfinite(out).all():
        return float("inf")
    return float((out - reference).abs().max() / reference.abs().max().clamp_min(1e-30))


@dataclass
class StepResult:
    index: int
    mode: str
    rows: int
    latency_s: float  # metadata + stores + attention of every layer (device synchronised)
    errors: list[float]  # per layer, against HF
    graph: bool = False
    kernel_errors: list[float] | None = None  # per layer, Triton kernel against the exact torch path
    format_errors: list[float] | None = None  # per layer, against format_reference (same stored rows)


@dataclass
class E2ERun:
    """A backend set up for a captured HF stack: the backend, the layers' sinks, the admitted requests."""

    backend: DSv4AttentionBackend
    sinks: list[torch.Tensor]
    slots: dict[int, int] = field(default_factory=dict)  # request index → request slot

    @property
    def device(self) -> torch.device:
        return self.backend.device

    def prepare(self, step: StepInputs) -> list[int]:
        """Host side of a step: admit new requests, reserve pages; returns the request slots."""
        for i in step.requests:
            if i not in self.slots:
                self.slots[i] = self.backend.admit()
        slots = [self.slots[i] for i in step.requests]
        self.backend.reserve(slots, step.seq_lens, step.new_tokens)
        return slots

    def release_all(self) -> None:
        for slot in self.slots.values():
            self.backend.release(slot)
        self.slots.clear()


def make_run(hf_config, captures, *, device, **config_kwargs) -> E2ERun:
    """A backend for the HF stack (``config_kwargs`` complete :meth:`DSv4BackendConfig.from_hf_config`)."""
    config = DSv4BackendConfig.from_hf_config(hf_config, **config_kwargs)
    backend = DSv4AttentionBackend(config, device=device)
    sinks = [layer[0].sinks.float().to(device) for layer in captures[0].records]
    return E2ERun(backend, sinks)


def _sync(device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def run_eager_step(
    run: E2ERun,
    step: StepInputs,
    *,
    poison: bool = True,
    check_inverse_rope: bool = False,
    cross_check: bool = False,
    format_check: bool = False,
) -> StepResult:
    """One step through the backend without graphs; every layer's output is compared with HF's.

    ``poison`` fills the output buffer with NaN before each layer (a row left unwritten fails).
    ``check_inverse_rope`` also compares :meth:`~DSv4AttentionBackend.inverse_rope` of the output with HF's
    input of the output projection (the worse error counts). ``cross_check`` (Triton steps) recomputes
    every layer with the exact torch path on the same pools and metadata: ``StepResult.kernel_errors``.
    ``format_check`` compares with :func:`format_reference`: ``StepResult.format_errors``.
    """
    backend, device = run.backend, run.device
    slots = run.prepare(step)
    layer_inputs = [
        (
            step.q[i].to(device),
            step.kv[i].to(device),
            None if step.compressed_kv[i] is None else step.compressed_kv[i].to(device),
            None if step.topk[i] is None else step.topk[i].to(device),
        )
        for i in range(len(step.q))
    ]
    if step.mode == "extend":
        batch = ForwardBatch.extend(slots, step.seq_lens, step.new_tokens, device=device)
    elif step.mode == "verify":
        batch = ForwardBatch.verify(slots, step.seq_lens, step.rows_per_request, device=device)
    else:
        batch = ForwardBatch.decode(slots, step.seq_lens, device=device)
    outputs = []
    _sync(device)
    start = time.perf_counter()
    backend.init_forward_metadata(batch)
    for layer, (q, kv, compressed_kv, topk) in enumerate(layer_inputs):
        if poison:
            backend.out.fill_(float("nan"))  # every row must be written
        out = backend.forward(layer, q, run.sinks[layer], topk, kv=kv, compressed_kv=compressed_kv)
        outputs.append(out.clone())
    _sync(device)
    latency = time.perf_counter() - start
    errors = [relative_error(out, hf) for out, hf in zip(outputs, step.hf_out)]
    kernel_errors = None
    if cross_check and backend.attention_impl == "triton":
        kernel_errors = []
        backend.attention_impl = "torch"
        try:
            for layer, (q, _, _, topk) in enumerate(layer_inputs):
                exact = backend.forward(layer, q, run.sinks[layer], topk, out=torch.empty_like(outputs[layer]))
                kernel_errors.append(relative_error(outputs[layer], exact.float()))
        finally:
            backend.attention_impl = "triton"
    if check_inverse_rope:
        for layer, out in enumerate(outputs):
            derotated = backend.inverse_rope(layer, out.float())
            errors[layer] = max(errors[layer], relative_error(derotated, step.hf_o_proj_in[layer]))
    format_errors = _format_errors(run, step, outputs) if format_check else None
    return StepResult(
        step.index, step.mode, step.num_rows, latency, errors, kernel_errors=kernel_errors, format_errors=format_errors
    )


def _format_errors(run: E2ERun, step: StepInputs, outputs) -> list[float]:
    cfg = run.backend.config
    return [
        relative_error(out, format_reference(step, layer, cfg.kv_format, cfg.kv_scale, device=run.device))
        for layer, out in enumerate(outputs)
    ]


class StackGraphs:
    """CUDA graphs of one whole attention-stack step (stores + attention of every layer).

    One graph per (mode, batch size): decode graphs of ``batch_sizes`` requests and, when
    ``verify_rows`` > 1, verify graphs of ``batch_sizes`` requests × ``verify_rows`` rows. Inputs are
    copied into static buffers; :meth:`replay` runs any batch up to the largest captured size (the
    backend pads it to the smallest captured size that fits).

    Off the GPU (``emulate``, the default there) nothing is captured: "replay" runs the same body
    eagerly on the same static buffers, so the capture/replay metadata path and the padding can be
    tested on a CPU.
    """

    def __init__(self, run: E2ERun, batch_sizes: Sequence[int], *, verify_rows: int = 0, emulate: bool | None = None):
        backend = run.backend
        self.emulate = backend.device.type != "cuda" if emulate is None else emulate
        if not self.emulate and backend.device.type != "cuda":
            raise RuntimeError("CUDA graphs need a CUDA device (use emulate=True to test the replay path)")
        if not self.emulate and backend.attention_impl != "triton":
            raise RuntimeError("CUDA graphs capture the Triton kernel: set attention_impl='triton' first")
        self.run = run
        self.batch_sizes = sorted(set(batch_sizes))
        cfg = backend.config
        self.modes = {"decode": 1}
        if verify_rows > 1:
            self.modes["verify"] = verify_rows
        max_bs = self.batch_sizes[-1]
        max_rows = max_bs * max(self.modes.values())
        backend.init_cuda_graph_state(max_bs, max_rows)
        device, heads = backend.device, cfg.num_heads
        self.layer_types = cfg.layer_types
        self.q = [torch.zeros(max_rows, heads, 512, dtype=torch.bfloat16, device=device) for _ in cfg.layer_types]
        self.kv = [torch.zeros(max_rows, 512, device=device) for _ in cfg.layer_types]
        self.compressed_kv = [
            torch.zeros(max_rows, 512, device=device) if t in (CSA, HCA) else None for t in cfg.layer_types
        ]
        self.topk = [
            torch.full((max_rows, cfg.index_topk), -1, dtype=torch.int64, device=device) if t == CSA else None
            for t in cfg.layer_types
        ]
        self.out = [torch.zeros(max_rows, heads, 512, dtype=torch.bfloat16, device=device) for _ in cfg.layer_types]
        self._slots = torch.full((max_bs,), -1, dtype=torch.int32, device=device)
        self._seq_lens = torch.zeros(max_bs, dtype=torch.int32, device=device)
        self.graphs: dict[tuple[str, int], object] = {}
        pool = None if self.emulate else torch.cuda.graph_pool_handle()
        for mode, per_request in self.modes.items():
            for bs in reversed(self.batch_sizes):
                rows = bs * per_request
                # Capture with every request padded (slot -1): reads nothing, writes the trash pages.
                backend.init_forward_metadata_capture_cuda_graph(
                    bs, rows, self._slots[:bs], self._seq_lens[:bs], forward_mode=mode
                )
                self.graphs[(mode, bs)] = rows if self.emulate else self._capture(rows, pool)

    def _capture(self, rows: int, pool) -> torch.cuda.CUDAGraph:
        device = self.run.device
        stream = torch.cuda.Stream(device)
        stream.wait_stream(torch.cuda.current_stream(device))
        with torch.cuda.stream(stream):
            self._body(rows)  # warm-up: compiles the kernels outside the capture
        torch.cuda.current_stream(device).wait_stream(stream)
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph, pool=pool):
            self._body(rows)
        return graph

    def _body(self, rows: int) -> None:
        backend = self.run.backend
        for layer, layer_type in enumerate(self.layer_types):
            backend.forward(
                layer,
                self.q[layer][:rows],
                self.run.sinks[layer],
                self.topk[layer][:rows] if layer_type == CSA else None,
                kv=self.kv[layer][:rows],
                compressed_kv=None if self.compressed_kv[layer] is None else self.compressed_kv[layer][:rows],
                out=self.out[layer][:rows],
            )

    def covers(self, step: StepInputs) -> bool:
        """Whether a captured graph can run ``step``."""
        return (
            step.mode in self.modes
            and step.rows_per_request == self.modes[step.mode]
            and len(step.requests) <= self.batch_sizes[-1]
        )

    def replay(self, step: StepInputs, *, format_check: bool = False) -> StepResult:
        """Run ``step`` through its graph; outputs are compared with HF's like :func:`run_eager_step`."""
        run, backend, device = self.run, self.run.backend, self.run.device
        slots = run.prepare(step)
        rows = step.num_rows
        for layer in range(len(self.layer_types)):
            self.q[layer][:rows].copy_(step.q[layer])
            self.kv[layer][:rows].copy_(step.kv[layer])
            if self.compressed_kv[layer] is not None:
                self.compressed_kv[layer][:rows].copy_(step.compressed_kv[layer])
            if self.topk[layer] is not None:
                self.topk[layer][:rows].copy_(step.topk[layer])
            self.out[layer].fill_(float("nan"))  # the graph must write every row, padding included
        bs = len(step.requests)
        self._slots[:bs].copy_(torch.tensor(slots, dtype=torch.int32))
        self._seq_lens[:bs].copy_(torch.tensor(step.seq_lens, dtype=torch.int32))
        _sync(device)
        start = time.perf_counter()
        graph_bs = backend.init_forward_metadata_replay_cuda_graph(
            bs, self._slots, self._seq_lens, forward_mode=step.mode
        )
        graph = self.graphs[(step.mode, graph_bs)]
        if self.emulate:
            self._body(graph)
        else:
            graph.replay()
        _sync(device)
        latency = time.perf_counter() - start
        padded_rows = graph_bs * self.modes[step.mode]
        errors = [relative_error(out[:rows], hf) for out, hf in zip(self.out, step.hf_out)]
        if any(not torch.isfinite(out[:padded_rows]).all() for out in self.out):
            errors = [float("inf")] * len(errors)  # a padded row left unwritten
        format_errors = _format_errors(run, step, [out[:rows] for out in self.out]) if format_check else None
        return StepResult(step.index, step.mode, rows, latency, errors, graph=True, format_errors=format_errors)
