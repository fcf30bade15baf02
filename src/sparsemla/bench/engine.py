"""``--mode engine``: a DSv4 step through :class:`sparsemla.DSv4AttentionBackend`, as an engine drives it.

The model (``--layers``: one sliding layer, then CSA and HCA alternating; ``--heads``; ``--context``
tokens per request) runs per step ``init_forward_metadata`` and, per layer, ``forward(layer, q, sinks,
topk_ids, kv=, compressed_kv=)``. One row per (mode, batch, KV format):

``eager_us``
    the eager step (metadata + every layer), CUDA events around it (host-bound steps show host time).
``graph_us``
    metadata refresh (``init_forward_metadata_replay_cuda_graph``) + replay of the captured layers.
``kernel``
    the kernel the step's attention calls run (``type:kernel`` per layer type where they differ).
``kernels_us``
    the step's attention kernels alone, each launch timed in a graph with the L2 flushed, summed.
``stores_us``
    the step's layer inputs alone: stores and CSA top-k → slot mappings (one launch per layer with the
    serving kernels), GPU time summed over the layers.
``metadata_host_us``, ``metadata_gpu_us``
    the metadata refresh: host time to issue it, GPU time of what it launches.
``eager_host_us_per_layer``
    host time to issue an eager step (from an idle GPU: a GPU-bound step's launch-queue waits are not
    host time), less the metadata's, over the layers.

``path``: ``fused`` (the serving kernels) or ``torch`` (the reference chains; ``--engine-paths``).

``mode: "extend"``: one eager step of ``--extend-rows`` rows over ``--extend-requests`` requests, each
with ``--context`` tokens before it (no graph).
"""

from __future__ import annotations

import statistics
import time

import torch

from ..ops.attention import sparse_attention
from ..serving.backend import DSv4AttentionBackend, DSv4BackendConfig, ForwardBatch
from ..serving.pools import CSA, HCA, SLIDING, SWA
from ..serving.fused import store_layer_inputs
from ..serving.metadata import topk_to_slots as reference_topk_to_slots
from .console import say
from .report import _cell
from .workloads import call_kernel

ENGINE_FIELDS = ("mode", "batch", "kv_format", "kernel", "eager_us", "graph_us", "kernels_us", "metadata_host_us",
                 "metadata_gpu_us", "eager_host_us_per_layer")  # fmt: skip


def layer_types(layers: int) -> tuple[str, ...]:
    """One sliding layer, then CSA and HCA alternating."""
    return (SLIDING,) + tuple(CSA if i % 2 == 0 else HCA for i in range(layers - 1))


def host_us(fn, device, calls: int) -> float:
    """Median host µs to issue ``fn`` once, from an idle GPU (synchronised before each call, not inside
    it), so a GPU-bound step does not fill the launch queue and charge its wait to the host."""
    cuda = device.type == "cuda"
    fn()
    walls = []
    for _ in range(calls if cuda else 1):  # (the CPU runs only exercise the path)
        if cuda:
            torch.cuda.synchronize(device)
        start = time.perf_counter()
        fn()
        walls.append((time.perf_counter() - start) * 1e6)
    if cuda:
        torch.cuda.synchronize(device)
    return statistics.median(walls)


class EngineStep:
    """A backend with ``batch`` requests of ``context`` tokens and the inputs of one step."""

    def __init__(self, args, device, fmt: str, batch: int, rows: int, max_rows: int, max_batch: int, fused=True):
        self.device = device
        self.types = layer_types(args.layers)
        heads = args.heads[0] if args.heads else 64
        per_request = rows // batch
        config = DSv4BackendConfig(
            num_heads=heads, layer_types=self.types, max_running_requests=max_batch, max_prefill_tokens=max_rows,
            chunked_prefill_size=max_rows, kv_format=fmt, index_topk=min(512, args.context // 4),
            swa_page_size=args.swa_page_size, compressed_page_size=args.compressed_page_size,
            max_context_len=args.context + max(per_request, 1),
            # (on the CPU the steps' attention takes the exact torch path; the kernels alone stay timed)
            attention_impl="triton" if device.type == "cuda" else "torch",
        )  # fmt: skip
        self.backend = backend = DSv4AttentionBackend(config, device=device)
        backend.fused = fused
        self.slots = [backend.admit() for _ in range(batch)]
        # The step's pages: its window (and new rows) in the SWA pool, every compressed row before it.
        backend.reserve(self.slots, [args.context] * batch, [per_request] * batch)
        self.req = torch.tensor(self.slots, dtype=torch.int32, device=device)
        self.seq = torch.full((batch,), args.context, dtype=torch.int32, device=device)
        if per_request == 1:
            self.batch = ForwardBatch.decode(self.req, self.seq)
        else:
            lens = torch.full((batch,), per_request, dtype=torch.int32, device=device)
            self.batch = ForwardBatch.extend(self.req, self.seq, lens, num_rows=rows)
        gen = torch.Generator(device=device).manual_seed(args.seed)
        self.q = torch.randn(rows, heads, 512, generator=gen, device=device).to(torch.bfloat16)
        self.kv = torch.randn(rows, 512, generator=gen, device=device)
        self.compressed_kv = torch.randn(rows, 512, generator=gen, device=device)
        self.sinks = torch.randn(heads, generator=gen, device=device)
        compressed_rows = (args.context + per_request) // config.compress_rates[CSA]
        topk = config.index_topk
        self.topk_ids = torch.randint(0, max(compressed_rows, 1), (rows, topk), generator=gen, device=device)
        self.topk_ids = self.topk_ids.to(torch.int32)

    def layer(self, i: int):
        kind = self.types[i]
        return self.backend.forward(
            i, self.q, self.sinks, self.topk_ids if kind == CSA else None, kv=self.kv,
            compressed_kv=None if kind == SLIDING else self.compressed_kv,
        )  # fmt: skip

    def layers(self) -> None:
        for i in range(len(self.types)):
            self.layer(i)

    def step(self) -> None:
        self.backend.init_forward_metadata(self.batch)
        self.layers()

    def parts(self, timer) -> dict:
        """GPU µs of the step's attention kernels and of its layer inputs (stores and CSA top-k → slots)
        alone (one of each layer type, times its count), and ``kernel``: the kernel the step's attention
        calls run (``type:kernel`` per layer type where they differ; ``torch`` for the reference path)."""
        backend, meta = self.backend, self.backend.metadata
        backend.init_forward_metadata(self.batch)
        rows = meta.num_rows
        totals = {"kernels_us": 0.0, "stores_us": 0.0}
        kernels = {}
        for kind in dict.fromkeys(self.types):
            i, count = self.types.index(kind), self.types.count(kind)
            self.layer(i)  # the CSA slots of this layer into the metadata
            extra = {}
            if kind == CSA:
                extra = dict(extra_indices=meta.topk_indices[:rows], extra_lengths=meta.topk_lengths[:rows])
            elif kind == HCA:
                extra = dict(extra_indices=meta.hca_indices[:rows], extra_lengths=meta.hca_lengths[:rows])
            if extra:
                extra["extra_cache"] = backend.pools.compressed_caches[i]

            def attention(i=i, extra=extra):
                sparse_attention(
                    self.q, backend.pools.swa_caches[i], meta.swa_indices[:rows], meta.swa_lengths[:rows], **extra,
                    sinks=self.sinks, softmax_scale=backend.config.softmax_scale, workspace=backend.workspace,
                    num_splits=backend.config.num_splits, out=backend.out[:rows], options=backend.config.options,
                )  # fmt: skip

            def inputs(i=i, kind=kind):
                compressed = kind != SLIDING
                pools, slots = backend.pools, backend._step_store_slots
                if backend.fused:  # what forward launches: one kernel per layer
                    store_layer_inputs(
                        meta, pools.swa_caches[i], self.kv, slots[SWA],
                        pools.compressed_caches[i] if compressed else None, self.compressed_kv if compressed else None,
                        slots.get(kind), pools.groups[CSA] if kind == CSA else None,
                        self.topk_ids if kind == CSA else None,
                    )  # fmt: skip
                    return
                backend.store_kv(i, self.kv, self.compressed_kv if compressed else None)
                if kind == CSA:
                    reference_topk_to_slots(meta, pools.groups[CSA], self.topk_ids)

            totals["kernels_us"] += count * timer.measure(attention, graph=True)
            totals["stores_us"] += count * timer.measure(inputs, graph=True)
            if backend.attention_impl == "torch":
                kernels[kind] = "torch"
            else:
                width = meta.swa_indices.shape[1] + (extra["extra_indices"].shape[1] if extra else 0)
                kernels[kind] = call_kernel(
                    self.q[:rows], backend.pools.swa_caches[i], extra.get("extra_cache"), width,
                    backend.workspace if backend.config.num_splits is None else None, backend.config.options,
                )  # fmt: skip
        named = set(kernels.values())
        totals["kernel"] = named.pop() if len(named) == 1 else " ".join(f"{k}:{v}" for k, v in kernels.items())
        return totals


def _graph_step(step: EngineStep, timer, bs: int):
    """Capture the layers for ``bs`` requests; returns (refresh, graph)."""
    backend = step.backend
    backend.init_cuda_graph_state(bs)
    backend.init_forward_metadata_capture_cuda_graph(bs, bs, step.req, step.seq)
    stream = torch.cuda.Stream(device=step.device)
    stream.wait_stream(torch.cuda.current_stream(step.device))
    with torch.cuda.stream(stream):
        step.layers()
    torch.cuda.current_stream(step.device).wait_stream(stream)
    torch.cuda.synchronize(step.device)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        step.layers()
    torch.cuda.synchronize(step.device)

    def refresh():
        backend.init_forward_metadata_replay_cuda_graph(bs, step.req, step.seq)

    return refresh, graph


def engine_row(args, device, timer, fmt: str, mode: str, batch: int, rows: int, max_rows: int, max_batch: int,
               path: str = "fused") -> dict:
    step = EngineStep(args, device, fmt, batch, rows, max_rows, max_batch, fused=path == "fused")
    backend, layers = step.backend, len(step.types)
    row = dict(mode=mode, batch=batch, rows=rows, kv_format=fmt, path=path, layers=layers,
               heads=backend.config.num_heads, context=args.context)  # fmt: skip
    calls = args.engine_host_steps
    step.step()
    row["eager_us"] = timer.measure(step.step, graph=False)
    row.update(step.parts(timer))
    if mode == "extend":
        refresh = lambda: backend.init_forward_metadata(step.batch)  # noqa: E731
        row["graph_us"] = None
    else:
        refresh = lambda: backend.init_forward_metadata(step.batch)  # noqa: E731
        row["graph_us"] = None
        if device.type == "cuda":
            refresh, graph = _graph_step(step, timer, batch)

            def graph_step():
                refresh()
                graph.replay()

            row["graph_us"] = timer.measure(graph_step, graph=False)
    row["metadata_host_us"] = host_us(refresh, device, calls * 5)
    row["metadata_gpu_us"] = timer.measure(refresh, graph=True)
    step_host = host_us(step.step, device, calls)
    row["eager_host_us_per_layer"] = max(0.0, step_host - row["metadata_host_us"]) / layers
    if row["kernels_us"]:
        row["eager_over_kernels"] = row["eager_us"] / row["kernels_us"]
        if row["graph_us"] is not None:
            row["graph_over_kernels"] = row["graph_us"] / row["kernels_us"]
    return row


ENGINE_COLUMNS = [
    ("mode", "mode", "s"), ("B", "batch", "d"), ("R", "rows", "d"), ("KV", "kv_format", "s"), ("path", "path", "s"),
    ("kernel", "kernel", "s"),
    ("eager µs", "eager_us", ".0f"), ("graph µs", "graph_us", ".0f"), ("kernels µs", "kernels_us", ".0f"),
    ("graph ÷ kernels", "graph_over_kernels", ".2f"), ("eager ÷ kernels", "eager_over_kernels", ".2f"),
    ("stores + top-k µs", "stores_us", ".0f"), ("metadata host µs", "metadata_host_us", ".1f"),
    ("metadata GPU µs", "metadata_gpu_us", ".1f"), ("eager host µs / layer", "eager_host_us_per_layer", ".1f"),
]  # fmt: skip


def engine_table(rows: list[dict], meta: dict | None = None) -> str:
    """Markdown table of the engine rows."""
    meta = meta or {}
    first = rows[0] if rows else {}
    columns = ENGINE_COLUMNS
    # Rows of several runs name each row's commit (as the decode and prefill tables do).
    commits = {str(row.get("commit")) for row in rows if row.get("commit")}
    if len(commits) > 1:
        columns = columns + [("commit", "commit", "s")]
        run = f"rows from several runs, each row's commit in its column; latest {meta.get('date', '?')}"
    else:
        run = f"commit {(next(iter(commits)) if commits else str(meta.get('commit', '?')))[:12]}, {meta.get('date', '?')}"
    lines = [
        f"**sparsemla engine** on {meta.get('gpu', '?')} ({run}): {first.get('layers', '?')} layers (one sliding, then CSA/HCA alternating), "
        f"{first.get('heads', '?')} heads, context {first.get('context', '?')}. µs = median GPU time of a step "
        "(CUDA events); kernels = the step's attention kernels alone, summed (L2 flushed); stores + top-k = "
        "the step's stores and CSA slot mappings alone; metadata host/GPU = the refresh before a step.",
        "",
        "| " + " | ".join(title for title, _, _ in columns) + " |",
        "|" + "|".join("---" if spec == "s" else "---:" for _, _, spec in columns) + "|",
    ]
    for row in rows:
        lines.append("| " + " | ".join(_cell(row.get(key), spec) for _, key, spec in columns) + " |")
    return "\n".join(lines)


def run_engine(run, save) -> list[dict]:
    """Every (batch, format) decode row, then one extend row per format."""
    args, device = run.args, run.device
    batches, formats = args.engine_batch_sizes, args.kv_formats
    max_batch = max(batches + [args.extend_requests])
    max_rows = max(max(batches), args.extend_rows)
    cases = [("decode", b, b) for b in batches] + [("extend", args.extend_requests, args.extend_rows)]
    run.total = len(cases) * len(formats) * len(args.engine_paths)
    rows = []
    for fmt, path in ((f, p) for f in formats for p in args.engine_paths):
        for mode, batch, count in cases:
            row = engine_row(args, device, run.timer, fmt, mode, batch, count, max_rows, max_batch, path)
            rows.append(row)
            graph = f"{row['graph_us']:.0f}" if row["graph_us"] is not None else "-"
            run.progress(
                f"engine {mode} B={batch} R={count} {fmt} {path}: eager {row['eager_us']:.0f} µs, graph {graph} µs, "
                f"kernels {row['kernels_us']:.0f} µs, metadata {row['metadata_host_us']:.1f} µs host / "
                f"{row['metadata_gpu_us']:.1f} µs GPU, {row['eager_host_us_per_layer']:.1f} µs host per layer"
            )
            save(rows)
            del row
            if device.type == "cuda":
                torch.cuda.empty_cache()
    say(f"engine: {len(rows)} rows")
    return rows


__all__ = ["ENGINE_FIELDS", "layer_types", "run_engine", "engine_row", "host_us"]
