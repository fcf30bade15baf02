"""End-to-end check of :class:`DSv4AttentionBackend` against HuggingFace's DeepSeek-V4 attention.

HF's ``DeepseekV4Attention`` layers (random weights, real head geometry, one sequence per request) are
run by :mod:`sparsemla.oracle`; their projections, compressor and indexer give the queries, window
rows, compressed rows and top-k picks of every token. A *schedule* batches the requests into serving
steps (chunked prefill, decode, MTP verify); :func:`merge_steps` turns the per-request records into one
batched input per step and layer; :func:`run_eager` and :class:`StackGraphs` drive the backend through
the steps (stores, metadata, attention) and measure, per layer and step, the error against HF's
attention output before the inverse RoPE.

The error of a (layer, step) is ``max |out - hf| / max |hf|`` over all its query rows, heads and
channels. :data:`ERROR_BOUNDS` holds the bounds per KV format (measured; see ``docs/backend.md``).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Sequence

import torch

from . import oracle
from .backend import DSv4AttentionBackend, DSv4BackendConfig, ForwardBatch
from .pools import CSA, HCA

#: Bounds on ``max |out - hf| / max |hf|`` per (layer, step), per KV format, for the Triton kernel
#: and the torch path alike. bf16: a few bf16 unit roundoffs (u = 2^-8) from rounding q, the rows,
#: the probabilities and the output. FP8: measured worst case with a margin (docs/backend.md).
ERROR_BOUNDS = {"bf16": 4 * 2.0**-8, "fp8_uniform": 0.15, "model1": 0.08}


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

    :func:`sparsemla.oracle.run_hf_oracle` seeds weights and inputs from one ``seed``; while it runs
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


def relative_error(out: torch.Tensor, reference: torch.Tensor) -> float:
    """``max |out - reference| / max |reference|`` (NaN anywhere gives inf)."""
    out = out.detach().to("cpu", torch.float64)
    reference = reference.to(torch.float64)
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


@dataclass
class E2ERun:
    """A backend set up for a captured HF stack: the config, the backend and the layers' sinks."""

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
    run: E2ERun, step: StepInputs, *, poison: bool = True, check_inverse_rope: bool = False, cross_check: bool = False
) -> StepResult:
    """One step through the backend without graphs; every layer's output is compared with HF's.

    ``poison`` fills the output buffer with NaN before each layer (a row left unwritten fails).
    ``check_inverse_rope`` also compares :meth:`~DSv4AttentionBackend.inverse_rope` of the output with HF's
    input of the output projection (the worse error counts). ``cross_check`` (Triton steps) recomputes
    every layer with the exact torch path on the same pools and metadata: ``StepResult.kernel_errors``.
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
    return StepResult(step.index, step.mode, step.num_rows, latency, errors, kernel_errors=kernel_errors)


class StackGraphs:
    """CUDA graphs of one whole attention-stack step (stores + attention of every layer).

    One graph per (mode, batch size): decode graphs of ``batch_sizes`` requests and, when
    ``verify_rows`` > 1, verify graphs of ``batch_sizes`` requests × ``verify_rows`` rows. Inputs are
    copied into static buffers; :meth:`replay` runs any batch up to the largest captured size (the
    backend pads it). CUDA only.
    """

    def __init__(self, run: E2ERun, batch_sizes: Sequence[int], *, verify_rows: int = 0):
        backend = run.backend
        if backend.device.type != "cuda":
            raise RuntimeError("CUDA graphs need a CUDA device")
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
        self.graphs: dict[tuple[str, int], torch.cuda.CUDAGraph] = {}
        pool = torch.cuda.graph_pool_handle()
        for mode, per_request in self.modes.items():
            for bs in reversed(self.batch_sizes):
                rows = bs * per_request
                # Capture with every request padded (slot -1): reads nothing, writes the trash pages.
                backend.init_forward_metadata_capture_cuda_graph(bs, rows, self._slots[:bs], self._seq_lens[:bs], forward_mode=mode)
                stream = torch.cuda.Stream(device)
                stream.wait_stream(torch.cuda.current_stream(device))
                with torch.cuda.stream(stream):
                    self._body(rows)  # warm-up: compiles the kernels outside the capture
                torch.cuda.current_stream(device).wait_stream(stream)
                graph = torch.cuda.CUDAGraph()
                with torch.cuda.graph(graph, pool=pool):
                    self._body(rows)
                self.graphs[(mode, bs)] = graph

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
        return (
            step.mode in self.modes
            and step.rows_per_request == self.modes[step.mode]
            and len(step.requests) <= self.batch_sizes[-1]
        )

    def replay(self, step: StepInputs) -> StepResult:
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
            self.out[layer].fill_(float("nan"))
        bs = len(step.requests)
        self._slots[:bs].copy_(torch.tensor(slots, dtype=torch.int32))
        self._seq_lens[:bs].copy_(torch.tensor(step.seq_lens, dtype=torch.int32))
        _sync(device)
        start = time.perf_counter()
        graph_bs = backend.init_forward_metadata_replay_cuda_graph(
            bs, self._slots, self._seq_lens, forward_mode=step.mode
        )
        self.graphs[(step.mode, graph_bs)].replay()
        _sync(device)
        latency = time.perf_counter() - start
        errors = [relative_error(out[:rows], hf) for out, hf in zip(self.out, step.hf_out)]
        return StepResult(step.index, step.mode, rows, latency, errors, graph=True)
