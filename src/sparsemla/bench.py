"""``python -m sparsemla bench``: time :func:`sparsemla.sparse_attention` against its peers.

Modes
    ``decode``: DSv4 decode/MTP launches, query rows R = batch × rows per request, over a sliding
    window source (SWA pool) plus a compressed source (CSA top-k or HCA all rows).
    ``prefill``: one launch of ``--prefill-rows`` query rows (a prefill chunk of one request).

Peers (``--peers``; a peer that is not installed is skipped with a one-line notice)
    ``flashmla``: PyPI ``sgl-flash-mla`` (module ``flash_mla``), always with ``use_legacy=True``
    (the frozen SM90 / DSv4 "MODEL1" kernels). Decode: ``flash_mla_with_kvcache`` on the **same**
    584-B model1 cache bytes and the same slot indices as ours, so the two outputs are compared
    (``max_abs_diff_vs_flashmla``). Prefill: the engine path that sparsemla replaces (SGLang,
    TRT-LLM): dequantize the referenced rows of the model1 pools into a bf16 workspace with a
    Triton kernel, then ``flash_mla_sparse_fwd`` over it; both parts are timed together
    (``flashmla_us``) and the kernel alone (``flashmla_fwd_us``). Before the matrix, FlashMLA runs
    once in a child process on tiny versions of the shapes (a crash there skips the peer instead
    of killing the run).
    ``torch``: gather + dequantize + bf16 matmuls + fp32 softmax, in row chunks; always eager.

Timing: median over ``--iters`` launches (fewer when a launch is long), CUDA events, a 256-MB L2
flush and a short GPU spin (so the host has queued the launch before its start event) before each
launch; ``--graph`` captures each op (ours and FlashMLA) in a CUDA graph and times
replays. Metrics: FLOPs = 4·R·H·width·512 (QK and PV); bytes = KV reads + q/out (bf16) where KV
reads are R·width·bytes_per_token in decode (every (row, index) pair read once, no reuse) and
distinct rows·bytes_per_token in prefill (a chunk's rows are shared by its query rows); roofline
time = max(FLOPs / 790 TF/s, bytes / 4.3 TB/s) (H200 matmul / copy measurements); % roofline =
roofline time / measured time. Ratios are ours_us / peer_us: lower is better, < 1 means sparsemla
is faster.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import glob
import importlib
import importlib.util
import json
import math
import os
import platform
import shlex
import statistics
import subprocess
import sys
import time
from pathlib import Path

import torch
import triton
import triton.language as tl

from .ops.attention import bind_sparse_attention, sparse_attention
from .cache import PagedKVCache
from .formats import FORMATS, HEAD_DIM, bytes_per_token
from .kernels.triton.sparse_attention import INTERPRETED
from .workspace import SplitKVWorkspace

PEAK_FLOPS = 790e12  # H200 bf16 dense matmul, measured (research/perf_anchors.md §3)
PEAK_BYTES_PER_S = 4.3e12  # H200 device copy, measured
SOFTMAX_SCALE = HEAD_DIM**-0.5
FLASHMLA_HEADS = (64, 128)
FLASHMLA_TOPK_MULTIPLE = 64  # "topk mod B_TOPK must be 0" in the legacy SM90 kernels
MODEL1_TOKEN_BYTES = 584
L2_FLUSH_BYTES = 256 * 2**20
SPIN_CYCLES = 100_000  # ~50 µs at H200 clocks, on top of the ~80-µs flush
TORCH_PEER_BUDGET_ELEMENTS = 1 << 28  # gathered bf16 elements (and fp32 scores) per chunk
PROBE_TAG = "SPARSEMLA_PROBE_RESULT "
# Tests flip this to run the bench (and a stand-in FlashMLA module) on the CPU interpreter.
_ALLOW_CPU = False


@dataclasses.dataclass(frozen=True)
class Shape:
    """One DSv4 attention layer type: H heads, a sliding window, and ``topk`` compressed rows.

    ``context`` is the request length in tokens; a request holds ``context // ratio`` compressed
    rows, of which every query row picks ``topk`` distinct ones (all of them when equal).
    """

    name: str
    heads: int
    window: int
    topk: int
    ratio: int
    context: int
    note: str = ""

    @property
    def width(self) -> int:
        return self.window + self.topk

    @property
    def compressed_rows(self) -> int:
        return self.context // self.ratio


SHAPES = {
    "flash_csa": Shape("flash_csa", 64, 128, 512, 4, 8192, "V4-Flash CSA: H 64, 128 window + top-512 of 2048"),
    "pro_csa": Shape("pro_csa", 128, 128, 1024, 4, 16384, "V4-Pro CSA: H 128, 128 window + top-1024 of 4096"),
    "hca_1m": Shape("hca_1m", 64, 128, 8192, 128, 1 << 20, "V4-Flash HCA at 1M context: H 64, 128 + all 8192"),
    # Test-only geometry (kept out of the defaults): small enough for the CPU interpreter.
    "tiny": Shape("tiny", 64, 64, 64, 4, 512, "test shape: H 64, 64 window + top-64 of 128"),
}
DEFAULT_SHAPES = {"decode": ("flash_csa", "pro_csa", "hca_1m"), "prefill": ("flash_csa", "pro_csa")}
PEERS = ("flashmla", "torch")


def say(message: str = "") -> None:
    print(message, flush=True)


# ---------------------------------------------------------------------------------------------
# Metrics
# ---------------------------------------------------------------------------------------------
def attention_flops(rows: int, heads: int, width: int) -> float:
    """QK and PV: ``2 × 2 × rows × heads × width × 512``."""
    return 4.0 * rows * heads * width * HEAD_DIM


def attention_bytes(rows: int, heads: int, kv_rows: int, token_bytes: int) -> float:
    """``kv_rows × token_bytes`` of KV reads plus q in and out (bf16): ``rows × heads × 512 × 2 × 2``."""
    return float(kv_rows) * token_bytes + 4.0 * rows * heads * HEAD_DIM


def roofline_us(flops: float, nbytes: float, peak_flops: float = PEAK_FLOPS, peak_bw: float = PEAK_BYTES_PER_S) -> float:
    return max(flops / peak_flops, nbytes / peak_bw) * 1e6


def derived_metrics(us, flops, nbytes, peak_flops=PEAK_FLOPS, peak_bw=PEAK_BYTES_PER_S) -> dict:
    """TF/s, GB/s and % of the roofline time for a measured time in µs (all None without one)."""
    if us is None or not (us > 0) or not math.isfinite(us):
        return {"tflops": None, "gbps": None, "roofline_pct": None}
    seconds = us * 1e-6
    return {
        "tflops": flops / seconds / 1e12,
        "gbps": nbytes / seconds / 1e9,
        "roofline_pct": 100.0 * roofline_us(flops, nbytes, peak_flops, peak_bw) / us,
    }


def ratio(ours, peer):
    """``ours / peer`` (None when either is missing)."""
    if ours is None or peer is None or not (peer > 0):
        return None
    return ours / peer


# ---------------------------------------------------------------------------------------------
# Arguments
# ---------------------------------------------------------------------------------------------
def _ints(text: str) -> list[int]:
    try:
        values = [int(part) for part in text.split(",") if part.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected comma-separated integers, got {text!r}") from None
    if not values or any(v <= 0 for v in values):
        raise argparse.ArgumentTypeError(f"expected positive integers, got {text!r}")
    return values


def _names(choices):
    def parse(text: str) -> list[str]:
        names = [part.strip() for part in text.split(",") if part.strip()]
        if text.strip().lower() == "none":
            return []
        bad = [name for name in names if name not in choices]
        if bad:
            raise argparse.ArgumentTypeError(f"unknown {bad}; choose from {', '.join(choices)}")
        return list(dict.fromkeys(names))

    return parse


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``bench`` subcommand's options."""
    parser.add_argument("--mode", choices=("decode", "prefill", "all"), default="decode",
                        help="decode (default), prefill, or all (decode then prefill)")
    parser.add_argument("--shapes", type=_names(tuple(SHAPES)), default=None,
                        help="comma list of flash_csa,pro_csa,hca_1m (default: all three for decode, "
                             "flash_csa,pro_csa for prefill)")
    parser.add_argument("--batch-sizes", type=_ints, default=[1, 8, 64, 128, 256],
                        help="decode batch sizes (default 1,8,64,128,256)")
    parser.add_argument("--rows-per-request", type=_ints, default=[1, 2],
                        help="decode query rows per request, i.e. FlashMLA's s_q (default 1,2)")
    parser.add_argument("--prefill-rows", type=int, default=4096, help="query rows of a prefill launch (default 4096)")
    parser.add_argument("--kv-formats", type=_names(FORMATS), default=["fp8_uniform", "model1"],
                        help="KV formats sparsemla reads (default fp8_uniform,model1)")
    parser.add_argument("--peers", type=_names(PEERS), default=list(PEERS),
                        help="peers to time: flashmla,torch (default both; 'none' for none)")
    parser.add_argument("--graph", action="store_true", help="capture each op in a CUDA graph and time replays")
    parser.add_argument("--iters", type=int, default=50, help="timed launches per op (default 50; fewer for long ops)")
    parser.add_argument("--warmup", type=int, default=5, help="untimed launches before timing (default 5)")
    parser.add_argument("--json", dest="json_path", default=None,
                        help="JSON output (default on an H200: benchmarks/results/h200.json, "
                             "h200_graph.json with --graph; elsewhere none unless given)")
    parser.add_argument("--png", dest="png_path", default=None,
                        help="PNG of %% roofline per shape (needs matplotlib: pip install sparsemla[bench]); "
                             "default: next to the JSON")
    parser.add_argument("--markdown", dest="markdown_path", default=None,
                        help="also write the markdown table here (default: next to the JSON)")
    parser.add_argument("--from-json", dest="from_json", default=None,
                        help="do not run: print the tables (and write --png) from an earlier JSON")
    parser.add_argument("--swa-page-size", type=int, default=128, help="SWA pool page size (default 128, as SGLang)")
    parser.add_argument("--compressed-page-size", type=int, default=64, help="compressed pool page size (default 64)")
    parser.add_argument("--host-calls", type=int, default=1000,
                        help="eager calls timed for the host overhead per call (default 1000; 0 skips)")
    parser.add_argument("--no-probe", action="store_true",
                        help="skip the FlashMLA probe in a child process (a FlashMLA crash then ends the run)")
    parser.add_argument("--peak-tflops", type=float, default=PEAK_FLOPS / 1e12, help="roofline compute (default 790)")
    parser.add_argument("--peak-gbps", type=float, default=PEAK_BYTES_PER_S / 1e9, help="roofline bandwidth (default 4300)")
    parser.add_argument("--seed", type=int, default=0)


def resolve_args(args) -> list[str]:
    """Check and complete the options; returns the modes to run. Raises ValueError on bad input."""
    modes = ["decode", "prefill"] if args.mode == "all" else [args.mode]
    if args.iters < 1 or args.warmup < 0:
        raise ValueError("--iters must be >= 1 and --warmup >= 0")
    if args.prefill_rows < 1:
        raise ValueError("--prefill-rows must be >= 1")
    if args.swa_page_size < 1 or args.compressed_page_size < 1:
        raise ValueError("page sizes must be >= 1")
    if not args.kv_formats:
        raise ValueError("--kv-formats needs at least one format")
    if args.host_calls < 0:
        raise ValueError("--host-calls must be >= 0")
    for name in args.shapes or ():
        shape = SHAPES[name]
        if shape.topk > shape.compressed_rows:
            raise ValueError(f"shape {name}: top-{shape.topk} of {shape.compressed_rows} compressed rows")
    return modes


def shapes_for(args, mode: str) -> list[Shape]:
    names = args.shapes if args.shapes else DEFAULT_SHAPES[mode]
    return [SHAPES[name] for name in names]


# ---------------------------------------------------------------------------------------------
# Timing
# ---------------------------------------------------------------------------------------------
class Timer:
    """Median time of a launch in µs: CUDA events around each launch, L2 flushed before each.

    On the CPU (tests) it falls back to wall time and never flushes or captures.
    """

    def __init__(self, device: torch.device, iters: int, warmup: int, graph: bool, budget_s: float = 0.25):
        self.device = device
        self.cuda = device.type == "cuda"
        self.iters = iters
        self.warmup = warmup
        self.graph = graph and self.cuda
        self.budget_s = budget_s
        self.flush = torch.empty(L2_FLUSH_BYTES // 4, dtype=torch.int32, device=device) if self.cuda else None
        self.spin_cycles = SPIN_CYCLES if self.cuda and hasattr(torch.cuda, "_sleep") else 0

    def _capture(self, fn):
        stream = torch.cuda.Stream(device=self.device)
        stream.wait_stream(torch.cuda.current_stream(self.device))
        with torch.cuda.stream(stream):
            for _ in range(2):
                fn()
        torch.cuda.current_stream(self.device).wait_stream(stream)
        torch.cuda.synchronize(self.device)
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph):
            fn()
        torch.cuda.synchronize(self.device)
        return graph

    def measure(self, fn, *, graph: bool | None = None, budget_s: float | None = None, warmup: int | None = None) -> float:
        graph = self.graph if graph is None else (graph and self.cuda)
        budget_s = self.budget_s if budget_s is None else budget_s
        warmup = self.warmup if warmup is None else warmup
        captured = self._capture(fn) if graph else None
        run = captured.replay if captured is not None else fn
        try:
            if not self.cuda:
                for _ in range(warmup):
                    run()
                times = []
                for _ in range(self.iters):
                    start = time.perf_counter()
                    run()
                    times.append((time.perf_counter() - start) * 1e6)
                    if sum(times) > budget_s * 1e6:
                        break
                return statistics.median(times)
            for _ in range(warmup):
                run()
            torch.cuda.synchronize(self.device)
            # One timed launch sizes the run: about budget_s of launches, at least 3, at most iters.
            estimate = self._timed(run, 1)[0]
            count = max(3, min(self.iters, int(budget_s * 1e6 / max(estimate, 1.0))))
            return statistics.median(self._timed(run, count))
        finally:
            del captured

    def _timed(self, run, count: int) -> list[float]:
        starts = [torch.cuda.Event(enable_timing=True) for _ in range(count)]
        ends = [torch.cuda.Event(enable_timing=True) for _ in range(count)]
        for start, end in zip(starts, ends):
            self.flush.zero_()
            if self.spin_cycles:  # a GPU-side pause, so the host has queued the launch before `start`
                torch.cuda._sleep(self.spin_cycles)
            start.record()
            run()
            end.record()
        torch.cuda.synchronize(self.device)
        return [start.elapsed_time(end) * 1e3 for start, end in zip(starts, ends)]


# ---------------------------------------------------------------------------------------------
# Workloads
# ---------------------------------------------------------------------------------------------
def _cdiv(a: int, b: int) -> int:
    return -(-a // b)


def fill_caches(caches: list[PagedKVCache], generator: torch.Generator, chunk: int = 1 << 16) -> None:
    """Store the same random N(0, 1) rows in every slot of each cache (same geometry)."""
    num_slots, device = caches[0].num_slots, caches[0].device
    for start in range(0, num_slots, chunk):
        stop = min(num_slots, start + chunk)
        rows = torch.randn(stop - start, HEAD_DIM, generator=generator, device=device)
        slots = torch.arange(start, stop, device=device)
        for cache in caches:
            cache.store(rows, slots, check=False)


def _page_table(requests: int, pages_each: int, generator: torch.Generator, device) -> torch.Tensor:
    """[requests, pages_each] distinct pool pages, randomly placed (as an allocator leaves them)."""
    perm = torch.randperm(requests * pages_each, generator=generator, device=device)
    return perm.view(requests, pages_each)


def _slots(pages: torch.Tensor, request: torch.Tensor, position: torch.Tensor, page_size: int) -> torch.Tensor:
    """Slot of request-local row ``position`` [R, K] for the request of each row ``request`` [R]."""
    page = pages[request[:, None], position // page_size]
    return (page * page_size + position % page_size).to(torch.int32).contiguous()


@dataclasses.dataclass
class DecodePools:
    shape: Shape
    swa: dict  # fmt -> PagedKVCache
    compressed: dict  # fmt -> PagedKVCache
    swa_pages: torch.Tensor  # [requests, ring_pages]
    compressed_pages: torch.Tensor  # [requests, pages each]
    ring: int
    positions: torch.Tensor  # [requests]
    q: torch.Tensor  # [requests × max rows per request, H, 512] bf16
    sinks: torch.Tensor  # [H] fp32
    swa_page_size: int
    compressed_page_size: int
    generator: torch.Generator


def build_decode_pools(shape, requests, max_rows_per_request, formats, device, seed, swa_page_size, compressed_page_size):
    """Pools for ``requests`` requests, reused by every batch size up to that.

    Each request owns its SWA ring pages (the window plus the MTP rows fit without wrapping onto
    themselves) and ``context // ratio`` compressed rows in its own compressed pages.
    """
    generator = torch.Generator(device=device).manual_seed(seed)
    ring_pages = _cdiv(shape.window + max_rows_per_request - 1, swa_page_size)
    comp_pages_each = _cdiv(shape.compressed_rows, compressed_page_size)
    swa = {fmt: PagedKVCache(requests * ring_pages, swa_page_size, fmt, device=device) for fmt in formats}
    compressed = {fmt: PagedKVCache(requests * comp_pages_each, compressed_page_size, fmt, device=device) for fmt in formats}
    fill_caches(list(swa.values()), generator)
    fill_caches(list(compressed.values()), generator)
    swa_pages = _page_table(requests, ring_pages, generator, device)
    compressed_pages = _page_table(requests, comp_pages_each, generator, device)
    positions = torch.randint(shape.window, 1 << 30, (requests,), generator=generator, device=device)
    q = torch.randn(requests * max_rows_per_request, shape.heads, HEAD_DIM, generator=generator, device=device)
    sinks = torch.randn(shape.heads, generator=generator, device=device)
    return DecodePools(
        shape, swa, compressed, swa_pages, compressed_pages, ring_pages * swa_page_size, positions,
        q.to(torch.bfloat16), sinks.float(), swa_page_size, compressed_page_size, generator,
    )  # fmt: skip


@dataclasses.dataclass
class Case:
    """One launch: R query rows over a window source and a compressed source."""

    q: torch.Tensor  # [R, H, 512] bf16
    indices: torch.Tensor  # [R, window] int32 slots in the SWA pool
    lengths: torch.Tensor  # [R] int32
    extra_indices: torch.Tensor  # [R, topk] int32 slots in the compressed pool
    extra_lengths: torch.Tensor  # [R] int32
    sinks: torch.Tensor  # [H] fp32
    batch: int
    rows_per_request: int

    @property
    def rows(self) -> int:
        return self.q.shape[0]

    @property
    def width(self) -> int:
        return self.indices.shape[1] + self.extra_indices.shape[1]


def _pick_compressed(rows: int, candidates: int, topk: int, generator, device) -> torch.Tensor:
    """[rows, topk] request-local compressed rows: distinct random picks, or all of them in order."""
    if topk >= candidates:
        return torch.arange(candidates, device=device).expand(rows, candidates)
    return torch.rand(rows, candidates, generator=generator, device=device).topk(topk, dim=1).indices


def decode_case(pools: DecodePools, batch: int, rows_per_request: int) -> Case:
    """Requests 0..batch-1, each with ``rows_per_request`` consecutive query positions (MTP)."""
    shape, device = pools.shape, pools.q.device
    rows = batch * rows_per_request
    request = torch.arange(batch, device=device).repeat_interleave(rows_per_request)
    position = pools.positions[request] + torch.arange(rows_per_request, device=device).repeat(batch)
    window = position[:, None] - (shape.window - 1) + torch.arange(shape.window, device=device)[None, :]
    indices = _slots(pools.swa_pages, request, window % pools.ring, pools.swa_page_size)
    picks = _pick_compressed(rows, shape.compressed_rows, shape.topk, pools.generator, device)
    extra = _slots(pools.compressed_pages, request, picks, pools.compressed_page_size)
    return Case(
        q=pools.q[:rows],
        indices=indices,
        lengths=torch.full((rows,), shape.window, dtype=torch.int32, device=device),
        extra_indices=extra,
        extra_lengths=torch.full((rows,), shape.topk, dtype=torch.int32, device=device),
        sinks=pools.sinks,
        batch=batch,
        rows_per_request=rows_per_request,
    )


@dataclasses.dataclass
class PrefillWork:
    case: Case
    swa: dict
    compressed: dict


def build_prefill(shape, rows, formats, device, seed, swa_page_size, compressed_page_size) -> PrefillWork:
    """One request's prefill chunk: ``rows`` new tokens at the end of ``shape.context`` tokens.

    Row i attends to the 128 tokens ending at its position (the chunk and the window before it sit
    in the request's SWA pages) and to ``topk`` distinct compressed rows of the request.
    """
    generator = torch.Generator(device=device).manual_seed(seed)
    swa_tokens = rows + shape.window - 1
    swa_pages = _cdiv(swa_tokens, swa_page_size)
    comp_pages = _cdiv(shape.compressed_rows, compressed_page_size)
    swa = {fmt: PagedKVCache(swa_pages, swa_page_size, fmt, device=device) for fmt in formats}
    compressed = {fmt: PagedKVCache(comp_pages, compressed_page_size, fmt, device=device) for fmt in formats}
    fill_caches(list(swa.values()), generator)
    fill_caches(list(compressed.values()), generator)
    swa_table = _page_table(1, swa_pages, generator, device)
    comp_table = _page_table(1, comp_pages, generator, device)
    request = torch.zeros(rows, dtype=torch.long, device=device)
    local = torch.arange(rows, device=device)[:, None] + torch.arange(shape.window, device=device)[None, :]
    indices = _slots(swa_table, request, local, swa_page_size)
    picks = _pick_compressed(rows, shape.compressed_rows, shape.topk, generator, device)
    extra = _slots(comp_table, request, picks, compressed_page_size)
    q = torch.randn(rows, shape.heads, HEAD_DIM, generator=generator, device=device).to(torch.bfloat16)
    sinks = torch.randn(shape.heads, generator=generator, device=device).float()
    case = Case(
        q=q, indices=indices, lengths=torch.full((rows,), shape.window, dtype=torch.int32, device=device),
        extra_indices=extra, extra_lengths=torch.full((rows,), shape.topk, dtype=torch.int32, device=device),
        sinks=sinks, batch=1, rows_per_request=rows,
    )  # fmt: skip
    return PrefillWork(case, swa, compressed)


def ours_call(case: Case, swa: PagedKVCache, compressed: PagedKVCache, workspace, out):
    """sparse_attention over both sources into ``out`` (the launch the engines would make)."""

    def call():
        return sparse_attention(
            case.q, swa, case.indices, case.lengths,
            extra_cache=compressed, extra_indices=case.extra_indices, extra_lengths=case.extra_lengths,
            sinks=case.sinks, softmax_scale=SOFTMAX_SCALE, workspace=workspace, out=out,
        )  # fmt: skip

    return call


# ---------------------------------------------------------------------------------------------
# Torch peer: gather + dequantize + matmul softmax
# ---------------------------------------------------------------------------------------------
def gather_rows_bf16(cache: PagedKVCache, slots: torch.Tensor) -> torch.Tensor:
    """Rows at ``slots`` [...] of a paged cache as bf16 [..., 512], with plain torch ops.

    model1 dequantizes in bf16, which is exact (e4m3 values times powers of two).
    """
    page_size, pages = cache.page_size, cache.num_pages
    slots = slots.long()
    page, offset = slots // page_size, slots % page_size
    data = cache.data
    if cache.fmt == "bf16":
        return data.view(pages, page_size, 2 * HEAD_DIM)[page, offset].view(torch.bfloat16)
    if cache.fmt == "fp8_uniform":
        rows = data.view(pages, page_size, HEAD_DIM)[page, offset].view(torch.float8_e4m3fn).to(torch.bfloat16)
        return rows if cache.scale == 1.0 else rows * cache.scale
    records = data[:, : page_size * 576].reshape(pages, page_size, 576)[page, offset]
    exponents = data[:, page_size * 576 : page_size * 584].reshape(pages, page_size, 8)[page, offset, :7]
    scale = torch.exp2(exponents.float() - 127.0).to(torch.bfloat16)
    nope = records[..., :448].view(torch.float8_e4m3fn).to(torch.bfloat16)
    nope = (nope.unflatten(-1, (7, 64)) * scale[..., None]).flatten(-2)
    rope = records[..., 448:].contiguous().view(torch.bfloat16)
    return torch.cat([nope, rope], dim=-1)


def torch_sparse_attention(q, sources, sinks, softmax_scale=SOFTMAX_SCALE, compute_dtype=torch.bfloat16,
                           budget_elements=TORCH_PEER_BUDGET_ELEMENTS):
    """The naive baseline: per chunk of rows, gather the rows of every source (cache, indices [R, K],
    all valid) to bf16, scores by matmul, fp32 softmax with the sink, P·V by matmul.

    ``compute_dtype=torch.float32`` turns it into an fp32 reference (used by the FlashMLA probe).
    """
    rows, heads, _ = q.shape
    width = sum(indices.shape[1] for _, indices in sources)
    chunk = max(1, budget_elements // max(1, width * max(HEAD_DIM, heads)))
    out = torch.empty_like(q)
    sink = sinks.float() if sinks is not None else None
    for start in range(0, rows, chunk):
        stop = min(rows, start + chunk)
        kv = torch.cat([gather_rows_bf16(cache, indices[start:stop]) for cache, indices in sources], dim=1)
        kv = kv.to(compute_dtype)
        scores = torch.matmul(q[start:stop].to(compute_dtype), kv.transpose(1, 2)).float() * softmax_scale
        row_max = scores.amax(dim=-1)
        if sink is not None:
            row_max = torch.maximum(row_max, sink[None, :])
        probs = torch.exp(scores - row_max[..., None])
        denom = probs.sum(dim=-1)
        if sink is not None:
            denom = denom + torch.exp(sink[None, :] - row_max)
        values = torch.matmul(probs.to(compute_dtype), kv).float()
        out[start:stop] = (values / denom[..., None]).to(out.dtype)
    return out


def torch_call(case: Case, swa: PagedKVCache, compressed: PagedKVCache):
    sources = [(swa, case.indices), (compressed, case.extra_indices)]
    return lambda: torch_sparse_attention(case.q, sources, case.sinks)


# ---------------------------------------------------------------------------------------------
# Engine-path dequantization (the bf16 workspace FlashMLA's sparse prefill reads)
# ---------------------------------------------------------------------------------------------
@triton.jit
def _model1_rows_to_bf16_kernel(fp8_ptr, bf16_ptr, u8_ptr, slots_ptr, out_ptr, num_rows, page_size, page_bytes,
                                BLOCK_R: tl.constexpr):
    rows = tl.program_id(0) * BLOCK_R + tl.arange(0, BLOCK_R)
    row_ok = rows < num_rows
    slots = tl.load(slots_ptr + rows, mask=row_ok, other=0).to(tl.int64)
    page = slots // page_size
    offset = slots % page_size
    record = page * page_bytes + offset * 576
    cols = tl.arange(0, 512)
    is_nope = cols < 448
    mask = row_ok[:, None]
    nope = tl.load(fp8_ptr + record[:, None] + cols[None, :], mask=mask & is_nope[None, :], other=0.0)
    rope = tl.load(bf16_ptr + ((record + 448) // 2)[:, None] + (cols - 448)[None, :],
                   mask=mask & (cols >= 448)[None, :], other=0.0)
    scale_at = page * page_bytes + page_size * 576 + offset * 8
    exponent = tl.load(u8_ptr + scale_at[:, None] + (cols // 64)[None, :], mask=mask & is_nope[None, :], other=127)
    scale = (exponent.to(tl.int32) << 23).to(tl.float32, bitcast=True)  # UE8M0 byte b -> 2^(b-127)
    value = tl.where(is_nope[None, :], nope.to(tl.float32) * scale, rope.to(tl.float32))
    tl.store(out_ptr + rows.to(tl.int64)[:, None] * 512 + cols[None, :], value.to(tl.bfloat16), mask=mask)


def dequantize_model1_rows(cache: PagedKVCache, slots: torch.Tensor, out: torch.Tensor) -> torch.Tensor:
    """Write the rows at ``slots`` [N] (int32) of a model1 cache into ``out`` bf16 [N, 512]: one launch."""
    if cache.fmt != "model1":
        raise ValueError(f"dequantize_model1_rows needs a model1 cache, got {cache.fmt}")
    if out.dtype != torch.bfloat16 or out.shape != (slots.shape[0], HEAD_DIM) or not out.is_contiguous():
        raise ValueError("out must be a contiguous bf16 [N, 512] tensor")
    count = slots.shape[0]
    if count:
        bf16_view, fp8_view, byte_view = cache.kernel_views()
        block = 64 if INTERPRETED else 4  # the interpreter pays per program, the GPU wants many
        _model1_rows_to_bf16_kernel[(_cdiv(count, block),)](
            fp8_view, bf16_view, byte_view, slots, out, count, cache.page_size, cache.page_bytes,
            BLOCK_R=block, num_warps=4,
        )  # fmt: skip
    return out


@dataclasses.dataclass
class EngineWorkspace:
    """Metadata (made outside timing) for the dequantize-then-sparse_fwd prefill path."""

    swa_slots: torch.Tensor  # distinct SWA slots referenced, int32
    compressed_slots: torch.Tensor  # distinct compressed slots referenced, int32
    rows: torch.Tensor  # bf16 [compressed + swa, 512] workspace
    indices: torch.Tensor  # int32 [R, 1, width] into the workspace (window part first)
    lengths: torch.Tensor  # int32 [R]

    @property
    def distinct_rows(self) -> int:
        return self.rows.shape[0]


def engine_workspace(case: Case, swa: PagedKVCache, compressed: PagedKVCache) -> EngineWorkspace:
    device = case.q.device
    comp_slots = torch.unique(case.extra_indices).to(torch.int32)
    swa_slots = torch.unique(case.indices).to(torch.int32)
    n_comp, n_swa = comp_slots.numel(), swa_slots.numel()
    comp_lut = torch.full((compressed.num_slots,), -1, dtype=torch.int32, device=device)
    comp_lut[comp_slots.long()] = torch.arange(n_comp, dtype=torch.int32, device=device)
    swa_lut = torch.full((swa.num_slots,), -1, dtype=torch.int32, device=device)
    swa_lut[swa_slots.long()] = torch.arange(n_comp, n_comp + n_swa, dtype=torch.int32, device=device)
    indices = torch.cat([swa_lut[case.indices.long()], comp_lut[case.extra_indices.long()]], dim=1)
    rows = torch.empty(n_comp + n_swa, HEAD_DIM, dtype=torch.bfloat16, device=device)
    lengths = torch.full((case.rows,), case.width, dtype=torch.int32, device=device)
    return EngineWorkspace(swa_slots, comp_slots, rows, indices.unsqueeze(1).contiguous(), lengths)


def engine_dequantize(work: EngineWorkspace, swa: PagedKVCache, compressed: PagedKVCache):
    n_comp = work.compressed_slots.numel()

    def call():
        dequantize_model1_rows(compressed, work.compressed_slots, work.rows[:n_comp])
        dequantize_model1_rows(swa, work.swa_slots, work.rows[n_comp:])
        return work.rows

    return call


# ---------------------------------------------------------------------------------------------
# FlashMLA peer (sgl-flash-mla, use_legacy=True)
# ---------------------------------------------------------------------------------------------
class PeerUnsupported(Exception):
    """The peer cannot run this configuration (a notice, not an error)."""


def flashmla_kv_view(cache: PagedKVCache) -> torch.Tensor:
    """The model1 pool as FlashMLA's ``k_cache``: float8_e4m3fn [pages, page_size, 1, 584].

    Same bytes (a view): page stride = the 576-aligned page size, token stride 584; FlashMLA reads
    the 576-B records at token × 576 and the 8-B scale records after the page's records itself.
    """
    if cache.fmt != "model1":
        raise ValueError(f"FlashMLA reads the model1 layout, got {cache.fmt}")
    size = cache.page_size
    flat = cache.data.view(torch.float8_e4m3fn)[:, : size * MODEL1_TOKEN_BYTES]
    return flat.view(cache.num_pages, size, 1, MODEL1_TOKEN_BYTES)


class FlashMLA:
    """Calls into sgl-flash-mla: its Python interface, or its legacy ops directly when the package's
    ``__init__`` does not import (its SM100 ``cuda.abi3.so`` is loaded first and is not needed here)."""

    def __init__(self):
        self.module = None
        self.ops = None
        self.how = ""
        self.version = None

    @staticmethod
    def installed() -> bool:
        try:
            return importlib.util.find_spec("flash_mla") is not None
        except (ImportError, ValueError):
            return False

    def load(self) -> None:
        try:
            module = importlib.import_module("flash_mla")
            if hasattr(module, "has_legacy") and not module.has_legacy():
                raise RuntimeError("flash_mla has no legacy (SM90 / V4-format) kernels")
            self.module = module
            self.version = getattr(module, "__version__", None)
            self.how = "flash_mla python interface, use_legacy=True"
        except Exception as exc:  # noqa: BLE001 - any failure: try the legacy library directly
            spec = importlib.util.find_spec("flash_mla")
            locations = list(spec.submodule_search_locations or []) if spec is not None else []
            libraries = sorted(p for d in locations for p in glob.glob(os.path.join(d, "_C_legacy*.so")))
            if not libraries:
                raise RuntimeError(f"`import flash_mla` failed ({exc}) and no _C_legacy*.so was found") from exc
            torch.ops.load_library(libraries[0])
            self.ops = torch.ops.flash_mla_legacy
            self.ops.sparse_decode_fwd  # noqa: B018 - raises if the op is missing
            self.how = f"torch.ops.flash_mla_legacy direct (`import flash_mla` failed: {str(exc).splitlines()[0][:120]})"

    @staticmethod
    def _check(heads: int, *widths: int) -> None:
        if heads not in FLASHMLA_HEADS:
            raise PeerUnsupported(f"FlashMLA needs 64 or 128 heads, got {heads}")
        for width in widths:
            if width % FLASHMLA_TOPK_MULTIPLE:
                raise PeerUnsupported(f"FlashMLA needs index widths that are multiples of 64, got {width}")

    def decode(self, case: Case, swa: PagedKVCache, compressed: PagedKVCache):
        """A callable running the sparse FP8 decode on the model1 pools; returns out [R, H, 512]."""
        heads = case.q.shape[1]
        self._check(heads, case.indices.shape[1], case.extra_indices.shape[1])
        batch, s_q = case.batch, case.rows_per_request
        q = case.q.view(batch, s_q, heads, HEAD_DIM)
        k_cache, extra_k_cache = flashmla_kv_view(swa), flashmla_kv_view(compressed)
        indices = case.indices.view(batch, s_q, -1)
        extra_indices = case.extra_indices.view(batch, s_q, -1)
        # Per-request valid widths (FlashMLA's topk_length is [batch]); every index here is valid.
        topk_length = case.lengths.view(batch, s_q)[:, 0].contiguous()
        extra_topk_length = case.extra_lengths.view(batch, s_q)[:, 0].contiguous()
        rows = case.rows
        if self.module is not None:
            sched_meta = self.module.get_mla_metadata()[0]

            def call():
                out, _ = self.module.flash_mla_with_kvcache(
                    q=q, k_cache=k_cache, block_table=None, cache_seqlens=None, head_dim_v=HEAD_DIM,
                    tile_scheduler_metadata=sched_meta, num_splits=None, softmax_scale=SOFTMAX_SCALE,
                    causal=False, is_fp8_kvcache=True, indices=indices, attn_sink=case.sinks,
                    extra_k_cache=extra_k_cache, extra_indices_in_kvcache=extra_indices,
                    topk_length=topk_length, extra_topk_length=extra_topk_length, use_legacy=True,
                )  # fmt: skip
                return out.view(rows, heads, HEAD_DIM)

            return call
        state = [None, None]

        def call_ops():
            out, _, state[0], state[1] = self.ops.sparse_decode_fwd(
                q, k_cache, indices, topk_length, case.sinks, state[0], state[1],
                extra_k_cache, extra_indices, extra_topk_length, HEAD_DIM, SOFTMAX_SCALE, None,
            )  # fmt: skip
            return out.view(rows, heads, HEAD_DIM)

        return call_ops

    def sparse_fwd(self, q: torch.Tensor, kv_rows: torch.Tensor, indices: torch.Tensor, sinks, lengths):
        """A callable running ``flash_mla_sparse_fwd`` (bf16 KV [N, 512], indices [R, 1, K])."""
        self._check(q.shape[1], indices.shape[-1])
        kv = kv_rows.view(-1, 1, HEAD_DIM)
        if self.module is not None:

            def call():
                return self.module.flash_mla_sparse_fwd(
                    q, kv, indices, SOFTMAX_SCALE, HEAD_DIM, sinks, lengths, use_legacy=True
                )[0]

            return call
        return lambda: self.ops.sparse_prefill_fwd(q, kv, indices, SOFTMAX_SCALE, HEAD_DIM, sinks, lengths, False, True)[0]


def flashmla_usable(device: torch.device) -> str | None:
    """None when FlashMLA may run here, else why not."""
    if not FlashMLA.installed():
        return "not installed (pip install --no-deps sgl-flash-mla==1.0.0)"
    if device.type != "cuda":
        return None if _ALLOW_CPU else "needs a CUDA GPU"
    major, minor = torch.cuda.get_device_capability(device)
    if major not in (9, 10):
        return f"its kernels need SM90a or SM100f, this GPU is sm_{major}{minor}"
    return None


def probe_cases(modes, shapes_by_mode, args) -> list[dict]:
    """What the probe runs: per decode shape a 2-request case and the largest one; per prefill
    shape the full chunk."""
    cases = []
    for mode in modes:
        for shape in shapes_by_mode[mode]:
            if mode == "decode":
                batches = sorted({min(2, max(args.batch_sizes)), max(args.batch_sizes)})
                cases += [dict(mode=mode, shape=shape.name, batch=b, rpr=max(args.rows_per_request)) for b in batches]
            else:
                cases.append(dict(mode=mode, shape=shape.name, rows=args.prefill_rows))
    return cases


def probe_flashmla(modes, shapes_by_mode, args, timeout_s: int = 300) -> tuple[bool, str]:
    """Run FlashMLA on the probe cases in a child process; (usable, one-line note).

    A crash (illegal address, abort) ends the child only, so the benchmark goes on without FlashMLA.
    """
    config = {
        "cases": probe_cases(modes, shapes_by_mode, args),
        "swa_page_size": args.swa_page_size,
        "compressed_page_size": args.compressed_page_size,
    }
    env = dict(os.environ, SPARSEMLA_PROBE=json.dumps(config))
    code = "import sys; from sparsemla.bench import probe_main; sys.exit(probe_main())"
    try:
        done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=timeout_s)
    except subprocess.TimeoutExpired:
        return False, f"probe timed out after {timeout_s} s"
    result = None
    for line in (done.stdout or "").splitlines():
        if line.startswith(PROBE_TAG):
            try:
                result = json.loads(line[len(PROBE_TAG):])
            except ValueError:
                result = None
    if done.returncode != 0 or result is None:
        lines = (done.stderr or "").strip().splitlines() or (done.stdout or "").strip().splitlines() or ["no output"]
        return False, f"probe process failed (rc={done.returncode}): {lines[-1][:200]}"
    if not result.get("ok"):
        return False, f"probe failed: {result.get('error', 'unknown error')}"
    diffs = result.get("max_abs_diff", {})
    worst = max(diffs.values(), default=0.0)
    note = (f"{result.get('how')} (version {result.get('version')}); probe: {len(diffs)} cases, "
            f"max|Δ| vs fp32 torch {worst:.1e}")
    if worst > 5e-2:
        note += " WARNING: large difference (" + ", ".join(f"{k} {v:.1e}" for k, v in diffs.items()) + ")"
    return True, note


def _probe_case(peer: "FlashMLA", spec: dict, device, swa_page_size: int, compressed_page_size: int) -> float:
    shape = SHAPES[spec["shape"]]
    if spec["mode"] == "decode":
        pools = build_decode_pools(shape, spec["batch"], spec["rpr"], ["model1"], device, 1234,
                                   swa_page_size, compressed_page_size)
        case = decode_case(pools, spec["batch"], spec["rpr"])
        swa, comp = pools.swa["model1"], pools.compressed["model1"]
        got = peer.decode(case, swa, comp)()
    else:
        work = build_prefill(shape, spec["rows"], ["model1"], device, 1234, swa_page_size, compressed_page_size)
        case, swa, comp = work.case, work.swa["model1"], work.compressed["model1"]
        engine = engine_workspace(case, swa, comp)
        engine_dequantize(engine, swa, comp)()
        got = peer.sparse_fwd(case.q, engine.rows, engine.indices, case.sinks, engine.lengths)()
    want = torch_sparse_attention(case.q, [(swa, case.indices), (comp, case.extra_indices)], case.sinks,
                                  compute_dtype=torch.float32)
    if device.type == "cuda":
        torch.cuda.synchronize(device)
    diff = (got.float() - want.float()).abs().max().item()
    return diff if math.isfinite(diff) else 1e30


def probe_main() -> int:
    """Child-process entry of :func:`probe_flashmla`: prints one tagged JSON line, returns 0."""
    result = {"ok": False}
    try:
        config = json.loads(os.environ["SPARSEMLA_PROBE"])
        cuda = torch.cuda.is_available()
        device = torch.device("cuda", torch.cuda.current_device()) if cuda else torch.device("cpu")
        peer = FlashMLA()
        peer.load()
        result.update(how=peer.how, version=peer.version, max_abs_diff={})
        for spec in config["cases"]:
            label = ":".join(str(v) for v in spec.values())
            result["max_abs_diff"][label] = _probe_case(
                peer, spec, device, config["swa_page_size"], config["compressed_page_size"])
            if cuda:
                torch.cuda.empty_cache()
        result["ok"] = True
    except Exception as exc:  # noqa: BLE001
        result["error"] = f"{type(exc).__name__}: {str(exc).splitlines()[0][:300] if str(exc) else ''}"
    print(PROBE_TAG + json.dumps(result), flush=True)
    return 0


def resolve_peers(names, device, modes, shapes_by_mode, args) -> tuple[FlashMLA | None, bool, dict]:
    """(FlashMLA adapter or None, torch peer on?, notes by peer). Prints one line per peer."""
    notes = {}
    flashmla = None
    if "flashmla" in names:
        why = flashmla_usable(device)
        if why is None and device.type == "cuda" and not args.no_probe:
            usable, note = probe_flashmla(modes, shapes_by_mode, args)
            why = None if usable else note
            if usable:
                notes["flashmla"] = note
        if why is None:
            try:
                flashmla = FlashMLA()
                flashmla.load()
                notes.setdefault("flashmla", f"{flashmla.how} (version {flashmla.version})")
            except Exception as exc:  # noqa: BLE001
                flashmla, why = None, f"failed to load: {str(exc).splitlines()[0][:200]}"
        if why is not None:
            notes["flashmla"] = f"skipped: {why}"
        say(f"peer flashmla: {notes['flashmla']}")
    use_torch = "torch" in names
    if use_torch:
        notes["torch"] = "gather + dequantize + bf16 matmuls + fp32 softmax, row chunks, eager"
        say(f"peer torch: {notes['torch']}")
    return flashmla, use_torch, notes


# ---------------------------------------------------------------------------------------------
# Running
# ---------------------------------------------------------------------------------------------
def _finite(value):
    return value if isinstance(value, (int, float)) and math.isfinite(value) else None


def _attempt(label: str, fn):
    """Run ``fn``; on failure print a one-line notice and return None."""
    try:
        return fn()
    except PeerUnsupported as exc:
        say(f"  {label}: skipped ({exc})")
    except Exception as exc:  # noqa: BLE001 - a peer failure must not end the run
        say(f"  {label}: failed ({type(exc).__name__}: {str(exc).splitlines()[0][:200] if str(exc) else ''})")
        if isinstance(exc, torch.cuda.OutOfMemoryError):
            torch.cuda.empty_cache()
    return None


def _max_abs_diff(a, b):
    if a is None or b is None:
        return None
    return _finite((a.float() - b.float()).abs().max().item())


def _fmt(value, spec=".1f", missing="-"):
    return missing if value is None else format(value, spec)


class Run:
    """State shared by the modes of one invocation."""

    def __init__(self, args, device, timer, flashmla, use_torch, notes):
        self.args = args
        self.device = device
        self.timer = timer
        self.flashmla = flashmla
        self.use_torch = use_torch
        self.notes = notes
        self.peak_flops = args.peak_tflops * 1e12
        self.peak_bw = args.peak_gbps * 1e9
        self.started = time.perf_counter()
        self.done = 0
        self.total = 0

    def progress(self, text: str) -> None:
        self.done += 1
        elapsed = time.perf_counter() - self.started
        say(f"[{self.done:{len(str(self.total))}d}/{self.total} {elapsed:5.0f}s] {text}")

    def metrics(self, us, flops, nbytes):
        return derived_metrics(us, flops, nbytes, self.peak_flops, self.peak_bw)


def _measure_ours_and_torch(run: "Run", label: str, case: Case, swa, compressed, workspace, out):
    """Run and time sparse_attention, then the torch peer when enabled: (ours_out, us, torch_out, torch_us).

    A failing call or timing records None (with a one-line notice) instead of ending the run.
    """
    ours = ours_call(case, swa, compressed, workspace, out)
    ours_out = _attempt(f"{label} sparse_attention", lambda: ours().clone())
    us = _attempt(f"{label} sparse_attention timing", lambda: run.timer.measure(ours)) if ours_out is not None else None
    torch_out = torch_us = None
    if run.use_torch:
        peer = torch_call(case, swa, compressed)
        torch_out = _attempt(f"{label} torch", peer)
        if torch_out is not None:
            torch_us = _attempt(
                f"{label} torch timing", lambda: run.timer.measure(peer, graph=False, budget_s=0.5, warmup=1)
            )
    return ours_out, us, torch_out, torch_us


def run_decode(run: Run, shapes, save) -> list[dict]:
    args, device = run.args, run.device
    batches, rprs, formats = args.batch_sizes, args.rows_per_request, args.kv_formats
    pool_formats = list(dict.fromkeys(formats + (["model1"] if run.flashmla is not None else [])))
    run.total = len(shapes) * len(batches) * len(rprs) * len(formats)
    run.done = 0
    results = []
    for shape in shapes:
        started = time.perf_counter()
        say(f"decode {shape.name}: {shape.note}; pools for {max(batches)} requests ({', '.join(pool_formats)})")
        pools = _attempt(f"{shape.name} pools", lambda: build_decode_pools(
            shape, max(batches), max(rprs), pool_formats, device, args.seed, args.swa_page_size,
            args.compressed_page_size))  # fmt: skip
        if pools is None:
            run.done += len(batches) * len(rprs) * len(formats)
            continue
        workspace = SplitKVWorkspace(device, max(batches) * max(rprs))
        say(f"  built in {time.perf_counter() - started:.1f}s")
        for batch in batches:
            for rpr in rprs:
                results.extend(_decode_config(run, shape, pools, workspace, batch, rpr, formats))
                save(results)  # a run cut short by a time limit keeps what it measured
        del pools, workspace
        if device.type == "cuda":
            torch.cuda.empty_cache()
        save(results)
    return results


def _decode_config(run: Run, shape, pools, workspace, batch, rpr, formats) -> list[dict]:
    timer = run.timer
    case = decode_case(pools, batch, rpr)
    rows, heads, width = case.rows, shape.heads, case.width
    flops = attention_flops(rows, heads, width)
    label = f"{shape.name} B={batch} s_q={rpr}"
    fmla_us = fmla_out = None
    if run.flashmla is not None:
        fmla_fn = _attempt(f"{label} flashmla", lambda: run.flashmla.decode(case, pools.swa["model1"], pools.compressed["model1"]))
        if fmla_fn is not None:
            fmla_out = _attempt(f"{label} flashmla", lambda: fmla_fn().clone())
            if fmla_out is not None:
                fmla_us = _attempt(f"{label} flashmla timing", lambda: timer.measure(fmla_fn))
    fmla_bytes = attention_bytes(rows, heads, rows * width, MODEL1_TOKEN_BYTES)
    fmla_metrics = run.metrics(fmla_us, flops, fmla_bytes)
    out = torch.empty_like(case.q)
    rows_out = []
    for fmt in formats:
        nbytes = attention_bytes(rows, heads, rows * width, bytes_per_token(fmt))
        ours_out, us, torch_out, torch_us = _measure_ours_and_torch(
            run, f"{label} {fmt}", case, pools.swa[fmt], pools.compressed[fmt], workspace, out
        )
        diff = _max_abs_diff(ours_out, fmla_out) if fmt == "model1" else None
        metrics = run.metrics(us, flops, nbytes)
        row = {
            "shape": shape.name, "batch": batch, "s_q": rpr, "kv_format": fmt, "us": _finite(us),
            "flashmla_us": _finite(fmla_us), "ratio_vs_flashmla": _finite(ratio(us, fmla_us)),
            "torch_us": _finite(torch_us), **{k: _finite(v) for k, v in metrics.items()},
            "max_abs_diff_vs_flashmla": diff,
            # extras
            "rows": rows, "heads": heads, "width": width, "ratio_vs_torch": _finite(ratio(us, torch_us)),
            "flashmla_tflops": _finite(fmla_metrics["tflops"]), "flashmla_roofline_pct": _finite(fmla_metrics["roofline_pct"]),
            "max_abs_diff_vs_torch": _max_abs_diff(ours_out, torch_out), "flops": flops, "bytes": nbytes,
            "graph": run.timer.graph,
        }  # fmt: skip
        rows_out.append(row)
        run.progress(
            f"decode {label} R={rows} {fmt:11s} ours {_fmt(us)} µs | flashmla {_fmt(fmla_us)} µs "
            f"(x{_fmt(row['ratio_vs_flashmla'], '.2f')}) | torch {_fmt(torch_us)} µs | "
            f"{_fmt(row['tflops'])} TF/s {_fmt(row['gbps'], '.0f')} GB/s {_fmt(row['roofline_pct'])}% roofline | "
            f"max|Δ| vs flashmla {_fmt(diff, '.1e')}"
        )
    del out
    return rows_out


def run_prefill(run: Run, shapes, save) -> list[dict]:
    args, device, timer = run.args, run.device, run.timer
    formats = args.kv_formats
    pool_formats = list(dict.fromkeys(formats + (["model1"] if run.flashmla is not None else [])))
    run.total = len(shapes) * len(formats)
    run.done = 0
    results = []
    for shape in shapes:
        rows = args.prefill_rows
        say(f"prefill {shape.name}: {shape.note}; {rows} query rows")
        work = _attempt(f"{shape.name} pools", lambda: build_prefill(
            shape, rows, pool_formats, device, args.seed, args.swa_page_size, args.compressed_page_size))  # fmt: skip
        if work is None:
            run.done += len(formats)
            continue
        case = work.case
        heads, width = shape.heads, case.width
        flops = attention_flops(rows, heads, width)
        distinct = torch.unique(case.indices).numel() + torch.unique(case.extra_indices).numel()
        fmla_us = fwd_us = deq_us = fmla_out = None
        if run.flashmla is not None:
            swa1, comp1 = work.swa["model1"], work.compressed["model1"]

            def setup():
                engine = engine_workspace(case, swa1, comp1)
                dequant = engine_dequantize(engine, swa1, comp1)
                fwd = run.flashmla.sparse_fwd(case.q, engine.rows, engine.indices, case.sinks, engine.lengths)
                return engine, dequant, fwd

            parts = _attempt(f"prefill {shape.name} flashmla", setup)
            if parts is not None:
                engine, dequant, fwd = parts

                def engine_path():
                    dequant()
                    return fwd()

                fmla_out = _attempt(f"prefill {shape.name} flashmla", lambda: engine_path().clone())
                if fmla_out is not None:
                    fmla_us = _attempt(f"prefill {shape.name} flashmla timing", lambda: timer.measure(engine_path))
                    fwd_us = _attempt(f"prefill {shape.name} flashmla fwd timing", lambda: timer.measure(fwd))
                    deq_us = _attempt(f"prefill {shape.name} dequant timing", lambda: timer.measure(dequant))
        fmla_metrics = run.metrics(fmla_us, flops, attention_bytes(rows, heads, distinct, MODEL1_TOKEN_BYTES))
        workspace = SplitKVWorkspace(device, rows)
        out = torch.empty_like(case.q)
        for fmt in formats:
            nbytes = attention_bytes(rows, heads, distinct, bytes_per_token(fmt))
            ours_out, us, torch_out, torch_us = _measure_ours_and_torch(
                run, f"prefill {shape.name} {fmt}", case, work.swa[fmt], work.compressed[fmt], workspace, out
            )
            diff = _max_abs_diff(ours_out, fmla_out) if fmt == "model1" else None
            metrics = run.metrics(us, flops, nbytes)
            row = {
                "shape": shape.name, "rows": rows, "kv_format": fmt, "us": _finite(us),
                "flashmla_us": _finite(fmla_us), "flashmla_fwd_us": _finite(fwd_us),
                "ratio_vs_flashmla": _finite(ratio(us, fmla_us)), "ratio_vs_flashmla_fwd": _finite(ratio(us, fwd_us)),
                "torch_us": _finite(torch_us), **{k: _finite(v) for k, v in metrics.items()},
                "max_abs_diff_vs_flashmla": diff,
                # extras
                "heads": heads, "width": width, "distinct_kv_rows": distinct, "flashmla_dequant_us": _finite(deq_us),
                "ratio_vs_torch": _finite(ratio(us, torch_us)), "flashmla_tflops": _finite(fmla_metrics["tflops"]),
                "flashmla_roofline_pct": _finite(fmla_metrics["roofline_pct"]),
                "max_abs_diff_vs_torch": _max_abs_diff(ours_out, torch_out), "flops": flops, "bytes": nbytes,
                "graph": timer.graph,
            }  # fmt: skip
            results.append(row)
            run.progress(
                f"prefill {shape.name} R={rows} {fmt:11s} ours {_fmt(us)} µs | flashmla dequant+fwd {_fmt(fmla_us)} µs "
                f"(x{_fmt(row['ratio_vs_flashmla'], '.2f')}), fwd alone {_fmt(fwd_us)} µs | torch {_fmt(torch_us)} µs | "
                f"{_fmt(row['tflops'])} TF/s {_fmt(row['roofline_pct'])}% roofline | max|Δ| vs flashmla {_fmt(diff, '.1e')}"
            )
        del work, workspace, out
        if device.type == "cuda":
            torch.cuda.empty_cache()
        save(results)
    return results


def measure_host(run: Run) -> dict:
    """Eager host cost of one small decode call, and allocations per call with ``out=`` given."""
    args, device = run.args, run.device
    result = {"host_us_per_call": None, "allocations_per_call": None, "host_gpu_us_per_call": None,
              "bound_host_us_per_call": None, "bound_allocations_per_call": None,
              "flashmla_host_us_per_call": None, "flashmla_allocations_per_call": None}
    if device.type != "cuda" or args.host_calls == 0:
        say("host overhead: skipped" + ("" if device.type == "cuda" else " (needs CUDA)"))
        return result
    shape = SHAPES["flash_csa"]
    fmt = "model1" if "model1" in args.kv_formats else args.kv_formats[0]
    formats = list(dict.fromkeys([fmt, "model1"]))
    pools = build_decode_pools(shape, 1, 1, formats, device, args.seed, args.swa_page_size, args.compressed_page_size)
    case = decode_case(pools, 1, 1)
    workspace = SplitKVWorkspace(device, 1)
    out = torch.empty_like(case.q)
    ours = ours_call(case, pools.swa[fmt], pools.compressed[fmt], workspace, out)

    def per_call(fn):
        for _ in range(20):
            fn()
        torch.cuda.synchronize(device)
        # Host time = time to issue the calls (stopped before synchronising: the GPU may be slower than
        # the host at this size). Bursts of at most 500 calls never fill the launch queue.
        walls = []
        for _ in range(max(1, args.host_calls // 100)):
            torch.cuda.synchronize(device)
            start = time.perf_counter()
            for _ in range(min(args.host_calls, 500)):
                fn()
            walls.append((time.perf_counter() - start) * 1e6 / min(args.host_calls, 500))
        torch.cuda.synchronize(device)
        wall = sorted(walls)[len(walls) // 2]
        before = torch.cuda.memory_stats(device).get("allocation.all.allocated", 0)
        for _ in range(100):
            fn()
        after = torch.cuda.memory_stats(device).get("allocation.all.allocated", 0)
        torch.cuda.synchronize(device)
        return wall, (after - before) / 100

    measured = _attempt("host overhead", lambda: per_call(ours))
    if measured is not None:
        result["host_us_per_call"], result["allocations_per_call"] = measured
        result["host_gpu_us_per_call"] = _attempt("host overhead gpu time", lambda: run.timer.measure(ours, graph=False))
    # The same launch through a bound call (arguments checked once: bind_sparse_attention).
    bound = _attempt("bound call", lambda: bind_sparse_attention(
        case.q, pools.swa[fmt], case.indices, case.lengths, extra_cache=pools.compressed[fmt],
        extra_indices=case.extra_indices, extra_lengths=case.extra_lengths, sinks=case.sinks,
        softmax_scale=SOFTMAX_SCALE, workspace=workspace, out=out,
    ))  # fmt: skip
    measured = _attempt("bound call host overhead", lambda: per_call(bound)) if bound is not None else None
    if measured is not None:
        result["bound_host_us_per_call"], result["bound_allocations_per_call"] = measured
    if run.flashmla is not None:
        fn = _attempt("flashmla host overhead", lambda: run.flashmla.decode(case, pools.swa["model1"], pools.compressed["model1"]))
        measured = _attempt("flashmla host overhead", lambda: per_call(fn)) if fn is not None else None
        if measured is not None:
            result["flashmla_host_us_per_call"], result["flashmla_allocations_per_call"] = measured
    say(f"host overhead ({shape.name} B=1 s_q=1 {fmt}, {args.host_calls} eager calls): sparse_attention "
        f"{_fmt(result['host_us_per_call'])} µs/call (GPU {_fmt(result['host_gpu_us_per_call'])} µs), "
        f"{_fmt(result['allocations_per_call'], '.2f')} allocations/call with out=; bound call "
        f"{_fmt(result['bound_host_us_per_call'])} µs/call, {_fmt(result['bound_allocations_per_call'], '.2f')} "
        "allocations/call; flashmla "
        f"{_fmt(result['flashmla_host_us_per_call'])} µs/call, {_fmt(result['flashmla_allocations_per_call'], '.2f')} allocations/call")
    return {k: _finite(v) for k, v in result.items()}


# ---------------------------------------------------------------------------------------------
# Output: JSON, markdown, PNG
# ---------------------------------------------------------------------------------------------
def kernel_switches() -> dict:
    """The ``SPARSEMLA_*`` environment variables set for this run (e.g. ``SPARSEMLA_GLUON_QK_FP8=1``, the
    e4m3 opt-in), recorded with the results so a table is never mistaken for the default path's;
    the bench's own ``SPARSEMLA_COMMIT`` and ``SPARSEMLA_PROBE`` are left out."""
    internal = {"SPARSEMLA_COMMIT", "SPARSEMLA_PROBE"}
    return {k: v for k, v in sorted(os.environ.items()) if k.startswith("SPARSEMLA_") and k not in internal}


def _git_commit() -> str:
    if os.environ.get("SPARSEMLA_COMMIT"):
        return os.environ["SPARSEMLA_COMMIT"]
    try:
        here = Path(__file__).resolve().parent
        done = subprocess.run(["git", "rev-parse", "HEAD"], cwd=here, capture_output=True, text=True, timeout=10)
        if done.returncode == 0 and done.stdout.strip():
            return done.stdout.strip()
    except (OSError, subprocess.SubprocessError):
        pass
    return "unknown"


def _clean(value):
    """JSON-safe copy: non-finite floats become null."""
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {k: _clean(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_clean(v) for v in value]
    return value


def write_json(path, mode: str, rows: list[dict], meta: dict) -> dict:
    """Write (or update) the results file: ``mode``'s list is replaced, the other mode's kept."""
    path = Path(path)
    data = {}
    if path.exists():
        try:
            data = json.loads(path.read_text())
            if not isinstance(data, dict):
                data = {}
        except (OSError, ValueError):
            data = {}
    data.setdefault("decode", [])
    data.setdefault("prefill", [])
    data[mode] = rows
    commands = data.get("commands") if isinstance(data.get("commands"), dict) else {}
    commands[mode] = meta.get("command")
    data.update(meta)
    data["commands"] = commands
    for key in ("host_us_per_call", "allocations_per_call"):
        data.setdefault(key, None)
    data = _clean(data)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(data, indent=1) + "\n")
    tmp.replace(path)
    return data


DECODE_COLUMNS = [
    ("shape", "shape", "s"), ("B", "batch", "d"), ("s_q", "s_q", "d"), ("R", "rows", "d"), ("KV", "kv_format", "s"),
    ("width", "width", "d"), ("µs", "us", ".1f"), ("FlashMLA µs", "flashmla_us", ".1f"),
    ("÷FlashMLA", "ratio_vs_flashmla", ".2f"), ("torch µs", "torch_us", ".0f"), ("÷torch", "ratio_vs_torch", ".3f"),
    ("TF/s", "tflops", ".0f"), ("GB/s", "gbps", ".0f"), ("% roof", "roofline_pct", ".1f"),
    ("FlashMLA % roof", "flashmla_roofline_pct", ".1f"), ("max abs Δ vs FlashMLA", "max_abs_diff_vs_flashmla", ".1e"),
]  # fmt: skip
PREFILL_COLUMNS = [
    ("shape", "shape", "s"), ("R", "rows", "d"), ("KV", "kv_format", "s"), ("width", "width", "d"),
    ("µs", "us", ".0f"), ("FlashMLA dequant+fwd µs", "flashmla_us", ".0f"), ("÷FlashMLA", "ratio_vs_flashmla", ".2f"),
    ("FlashMLA fwd µs", "flashmla_fwd_us", ".0f"), ("÷fwd", "ratio_vs_flashmla_fwd", ".2f"),
    ("torch µs", "torch_us", ".0f"), ("÷torch", "ratio_vs_torch", ".3f"), ("TF/s", "tflops", ".0f"),
    ("% roof", "roofline_pct", ".1f"), ("FlashMLA % roof", "flashmla_roofline_pct", ".1f"),
    ("max abs Δ vs FlashMLA", "max_abs_diff_vs_flashmla", ".1e"),
]  # fmt: skip


def markdown_table(mode: str, rows: list[dict], meta: dict | None = None) -> str:
    """A markdown table of one mode's rows, with a header saying what the numbers are."""
    columns = DECODE_COLUMNS if mode == "decode" else PREFILL_COLUMNS
    meta = meta or {}
    graph = any(row.get("graph") for row in rows)
    lines = [
        f"**sparsemla {mode}** on {meta.get('gpu', '?')} ({'CUDA graphs' if graph else 'eager'}; "
        f"commit {str(meta.get('commit', '?'))[:12]}, {meta.get('date', '?')}). "
        "µs = median GPU time per launch (L2 flushed). ÷peer = sparsemla µs / peer µs: lower is better, "
        "< 1 means sparsemla is faster. % roof = roofline time / measured, roofline = max(FLOPs / 790 TF/s, "
        "bytes / 4.3 TB/s), FLOPs = 4·R·H·width·512, bytes = KV + q/out"
        + (" (KV counted per (row, index) read)." if mode == "decode" else " (KV counted once per distinct row).")
        + (" FlashMLA = sgl-flash-mla use_legacy=True on the same model1 bytes; max|Δ| = max abs difference "
           "of the two outputs (model1 rows)." if mode == "decode" else
           " FlashMLA = the engine path: dequantize the chunk's model1 rows to bf16 + flash_mla_sparse_fwd "
           "(fwd = the kernel alone).")
        + ("".join(f" {k}={v}." for k, v in meta["switches"].items()) if meta.get("switches") else ""),
        "",
        "| " + " | ".join(title for title, _, _ in columns) + " |",
        "|" + "|".join("---" if spec == "s" else "---:" for _, _, spec in columns) + "|",
    ]
    for row in rows:
        cells = []
        for _, key, spec in columns:
            value = row.get(key)
            if value is None or (isinstance(value, float) and not math.isfinite(value)):
                cells.append("-")
            elif spec == "s":
                cells.append(str(value))
            elif spec == "d":
                cells.append(str(int(value)))
            else:
                cells.append(format(value, spec))
        lines.append("| " + " | ".join(cells) + " |")
    host = meta.get("host_us_per_call")
    if host is not None:
        lines += ["", f"Host: {host:.1f} µs per eager sparse_attention call (flash_csa B=1), "
                      f"{_fmt(meta.get('allocations_per_call'), '.2f')} allocations per call with out=; "
                      f"{_fmt(meta.get('bound_host_us_per_call'))} µs per bound call (bind_sparse_attention), "
                      f"{_fmt(meta.get('bound_allocations_per_call'), '.2f')} allocations; FlashMLA "
                      f"{_fmt(meta.get('flashmla_host_us_per_call'))} µs, "
                      f"{_fmt(meta.get('flashmla_allocations_per_call'), '.2f')} allocations."]
    return "\n".join(lines)


def plot_png(path, mode: str, rows: list[dict]) -> bool:
    """% roofline per shape (matplotlib); False with a notice when matplotlib is missing."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        say("png: matplotlib not installed (pip install 'sparsemla[bench]'); skipped")
        return False
    shapes = list(dict.fromkeys(row["shape"] for row in rows))
    if not shapes:
        return False
    fig, axes = plt.subplots(1, len(shapes), figsize=(5.2 * len(shapes), 4.2), squeeze=False)
    for ax, shape in zip(axes[0], shapes):
        mine = [row for row in rows if row["shape"] == shape]
        if mode == "decode":
            batches = sorted({row["batch"] for row in mine})
            x_of = {b: i for i, b in enumerate(batches)}
            series = {}
            for row in mine:
                series.setdefault((f"sparsemla {row['kv_format']} s_q={row['s_q']}", "-"), []).append(
                    (x_of[row["batch"]], row.get("roofline_pct")))
                if row["kv_format"] == mine[0]["kv_format"]:
                    series.setdefault((f"FlashMLA model1 s_q={row['s_q']}", "--"), []).append(
                        (x_of[row["batch"]], row.get("flashmla_roofline_pct")))
            for (label, style), points in series.items():
                points = sorted((x, y) for x, y in points if y is not None)
                if points:
                    ax.plot([p[0] for p in points], [p[1] for p in points], style, marker="o", label=label)
            ax.set_xticks(range(len(batches)), [str(b) for b in batches])
            ax.set_xlabel("batch (requests)")
        else:
            labels, values = [], []
            for row in mine:
                labels.append(f"ours {row['kv_format']}")
                values.append(row.get("roofline_pct") or 0.0)
            if mine and mine[0].get("flashmla_roofline_pct") is not None:
                labels.append("FlashMLA\ndequant+fwd")
                values.append(mine[0]["flashmla_roofline_pct"])
            ax.bar(range(len(values)), values)
            ax.set_xticks(range(len(values)), labels, fontsize=8)
        ax.set_title(shape)
        ax.set_ylabel("% of roofline")
        ax.set_ylim(bottom=0)
        ax.grid(alpha=0.3)
        if mode == "decode":
            ax.legend(fontsize=7)
    fig.suptitle(f"sparsemla {mode}: % of roofline (max(FLOPs/790 TF/s, bytes/4.3 TB/s) / time)")
    fig.tight_layout()
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    say(f"png: {path}")
    return True


def _sidecar(json_path, mode: str, suffix: str) -> Path:
    json_path = Path(json_path)
    return json_path.with_name(f"{json_path.stem}_{mode}{suffix}")


def _default_json(args, gpu: str):
    if args.json_path:
        return args.json_path
    if "H200" in gpu.upper():
        return f"benchmarks/results/h200{'_graph' if args.graph else ''}.json"
    return None


def _emit(args, mode, rows, meta, json_path):
    """Markdown to stdout (and a file), JSON, PNG for one finished mode."""
    table = markdown_table(mode, rows, meta)
    say("")
    say(table)
    say("")
    if json_path:
        write_json(json_path, mode, rows, meta)
        say(f"json: {json_path}")
    md_path = args.markdown_path or (_sidecar(json_path, mode, ".md") if json_path else None)
    if md_path:
        if args.mode == "all" and args.markdown_path:
            md_path = _sidecar(args.markdown_path, mode, ".md")
        Path(md_path).parent.mkdir(parents=True, exist_ok=True)
        Path(md_path).write_text(table + "\n")
        say(f"markdown: {md_path}")
    png_path = args.png_path or (_sidecar(json_path, mode, ".png") if json_path else None)
    if png_path:
        if args.mode == "all" and args.png_path:
            png_path = _sidecar(args.png_path, mode, ".png")
        _attempt("png", lambda: plot_png(png_path, mode, rows))


def _from_json(args) -> int:
    data = json.loads(Path(args.from_json).read_text())
    modes = ["decode", "prefill"] if args.mode == "all" else [args.mode]
    for mode in modes:
        rows = data.get(mode) or []
        if not rows:
            say(f"{args.from_json}: no {mode} rows")
            continue
        say(markdown_table(mode, rows, data))
        say("")
        if args.png_path:
            path = _sidecar(args.png_path, mode, ".png") if len(modes) > 1 else args.png_path
            plot_png(path, mode, rows)
    return 0


def run_bench(args) -> int:
    """Entry of ``python -m sparsemla bench``; returns the exit status."""
    try:
        modes = resolve_args(args)
    except ValueError as exc:
        say(f"bench: {exc}")
        return 2
    if args.from_json:
        return _from_json(args)
    cuda = torch.cuda.is_available()
    if not cuda and not _ALLOW_CPU:
        say("bench: needs a CUDA GPU (without one the kernels only run in Triton's interpreter)")
        return 2
    if args.graph and not cuda:
        say("bench: --graph needs CUDA")
        return 2
    device = torch.device("cuda", torch.cuda.current_device()) if cuda else torch.device("cpu")
    gpu = torch.cuda.get_device_name(device) if cuda else f"cpu ({platform.processor() or platform.machine()})"
    json_path = _default_json(args, gpu)
    command = getattr(args, "command_line", None) or "python -m sparsemla " + shlex.join(sys.argv[1:])
    shapes_by_mode = {mode: shapes_for(args, mode) for mode in modes}
    say(f"sparsemla bench: {', '.join(modes)} on {gpu}; torch {torch.__version__}, triton {triton.__version__}; "
        f"{'CUDA graphs' if args.graph else 'eager'}; iters {args.iters}; formats {', '.join(args.kv_formats)}")
    switches = kernel_switches()
    if switches:
        say("switches: " + " ".join(f"{k}={v}" for k, v in switches.items()))
    if not json_path:
        say("json: not an H200 and no --json given; results are printed only")
    flashmla, use_torch, notes = resolve_peers(args.peers, device, modes, shapes_by_mode, args)
    timer = Timer(device, args.iters, args.warmup, args.graph)
    run = Run(args, device, timer, flashmla, use_torch, notes)
    meta = {
        "commit": _git_commit(),
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "gpu": gpu,
        "command": command,
        "graph": bool(args.graph),
        "switches": switches,
        "peers": notes,
        "versions": {"torch": torch.__version__, "triton": triton.__version__, "python": platform.python_version(),
                     "flash_mla": getattr(flashmla, "version", None)},
        "roofline": {"flops_per_s": run.peak_flops, "bytes_per_s": run.peak_bw},
        "host_us_per_call": None,
        "allocations_per_call": None,
    }  # fmt: skip
    status = 0
    for mode in modes:
        runner = run_decode if mode == "decode" else run_prefill

        def save(partial, mode=mode):
            if json_path:
                _attempt("json", lambda: write_json(json_path, mode, partial, meta))

        try:
            rows = runner(run, shapes_by_mode[mode], save)
        except Exception as exc:  # noqa: BLE001 - e.g. a CUDA error that poisoned the context
            say(f"bench: {mode} aborted: {type(exc).__name__}: {exc}")
            return 1
        if mode == modes[-1]:
            meta.update(_attempt("host overhead", lambda: measure_host(run)) or {})
        if not any(row.get("us") is not None for row in rows):
            status = 1
        _emit(args, mode, rows, meta, json_path)
    return status
