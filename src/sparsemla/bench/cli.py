"""The ``bench`` subcommand: its arguments and its entry, :func:`run_bench`."""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import shlex
import sys
from pathlib import Path

import torch

from ..formats import CACHE_FORMATS, V41_BLOCK_FORMATS
from ..kernels.cute.launch import compiled_with as cute_compiled_with
from ..ops import SUPPORTED_HEADS
from .console import attempt, complain, say
from .engine import engine_table, run_engine
from .metrics import PEAK_BYTES_PER_S, PEAK_FLOPS
from .peers import PEERS, resolve_peers
from .report import (
    git_commit, library_versions, markdown_table, option_variables, plot_png, read_results, sidecar, write_json,
)  # fmt: skip
from .runner import HOST_FIELDS, Run, measure_host, run_decode, run_prefill
from .timing import Timer
from .workloads import DEFAULT_SHAPES, SHAPES, Shape


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


def _format_entries(text: str) -> list[str]:
    """``--kv-formats``: formats, or ``main+extra`` pairs (decode: the window pool in ``main``, the
    compressed pool in ``extra``)."""
    entries = [part.strip() for part in text.split(",") if part.strip()]
    for entry in entries:
        parts = entry.split("+")
        bad = [part for part in parts if part not in CACHE_FORMATS]
        if bad or len(parts) > 2:
            raise argparse.ArgumentTypeError(
                f"unknown {entry!r}; give formats or main+extra pairs of {', '.join(CACHE_FORMATS)}"
            )
    return list(dict.fromkeys(entries))


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``bench`` subcommand's options."""
    parser.add_argument("--mode", choices=("decode", "prefill", "all", "engine"), default="decode",
                        help="decode (default), prefill, all (decode then prefill), or engine (a DSv4 step "
                             "through DSv4AttentionBackend, eager and graphed, with its parts)")
    parser.add_argument("--shapes", type=_names(tuple(SHAPES)), default=None,
                        help=f"comma list of {','.join(SHAPES)} (default: {','.join(DEFAULT_SHAPES['decode'])} for "
                             f"decode, {','.join(DEFAULT_SHAPES['prefill'])} for prefill)")
    parser.add_argument("--batch-sizes", type=_ints, default=[1, 8, 64, 128, 256],
                        help="decode batch sizes (default 1,8,64,128,256)")
    parser.add_argument("--rows-per-request", type=_ints, default=[1, 2],
                        help="decode query rows per request, i.e. FlashMLA's s_q (default 1,2)")
    parser.add_argument("--heads", type=_ints, default=None,
                        help="decode query heads, e.g. 8,16,32 for a tensor-parallel rank's share (default: each "
                             "shape's own); FlashMLA runs fewer than 64 at 64, q zero-padded")
    parser.add_argument("--prefill-rows", type=int, default=4096, help="query rows of a prefill launch (default 4096)")
    parser.add_argument("--prefill-requests", type=_ints, default=[1, 8],
                        help="requests the prefill rows belong to, one launch per count: 1 = one request's chunk, "
                             "more = a ragged batch of chunks of mixed lengths (default 1,8)")
    parser.add_argument("--kv-formats", type=_format_entries, default=["fp8_uniform", "model1"],
                        help="KV formats sparsemla reads, main and compressed pools alike: bf16, fp8_uniform, "
                             "model1, v41_fp8, v41_fp4 (and v41_fp8_blocks, v41_fp4_blocks: the same tokens in "
                             "block-split pages); decode also takes main+extra pairs, e.g. v41_fp8+v41_fp4 "
                             "(window pool v41_fp8, compressed pool v41_fp4) (default fp8_uniform,model1)")
    parser.add_argument("--peers", type=_names(PEERS), default=list(PEERS),
                        help="peers to time: flashmla,torch (default both; 'none' for none)")
    parser.add_argument("--graph", action="store_true", help="capture each op in a CUDA graph and time replays")
    parser.add_argument("--iters", type=int, default=50, help="timed launches per op (default 50; fewer for long ops)")
    parser.add_argument("--warmup", type=int, default=5, help="untimed launches before timing (default 5)")
    parser.add_argument("--json", dest="json_path", default=None,
                        help="JSON output (default on an H200: benchmarks/results/h200.json, "
                             "h200_graph.json with --graph; elsewhere none unless given)")
    parser.add_argument("--append", action="store_true",
                        help="add this run's rows to the JSON's rows of the mode (replacing the same cases) "
                             "instead of replacing them all")
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
    engine = parser.add_argument_group("engine mode")
    engine.add_argument("--layers", type=int, default=43,
                        help="model layers: one sliding, then CSA and HCA alternating (default 43)")
    engine.add_argument("--context", type=int, default=8000, help="tokens per request before the step (default 8000)")
    engine.add_argument("--engine-batch-sizes", type=_ints, default=[1, 32, 128],
                        help="decode batch sizes of engine steps (default 1,32,128)")
    engine.add_argument("--extend-rows", type=int, default=4096, help="query rows of the extend step (default 4096)")
    engine.add_argument("--extend-requests", type=int, default=8, help="requests of the extend step (default 8)")
    engine.add_argument("--engine-paths", type=_names(("fused", "torch")), default=["fused"],
                        help="metadata/stores/top-k by the serving kernels (fused) and/or the torch chains "
                             "(torch) (default fused)")
    engine.add_argument("--engine-host-steps", type=int, default=20,
                        help="eager steps timed one by one from an idle GPU for host cost (median; default 20)")


def resolve_args(args) -> list[str]:
    """Check and complete the options; returns the modes to run. Raises ValueError on bad input."""
    modes = ["decode", "prefill"] if args.mode == "all" else [args.mode]
    if args.iters < 1 or args.warmup < 0:
        raise ValueError("--iters must be >= 1 and --warmup >= 0")
    if args.prefill_rows < 1:
        raise ValueError("--prefill-rows must be >= 1")
    if any(not 1 <= requests <= args.prefill_rows for requests in args.prefill_requests):
        raise ValueError("--prefill-requests values must lie in [1, --prefill-rows]")
    if args.swa_page_size < 1 or args.compressed_page_size < 1:
        raise ValueError("page sizes must be >= 1")
    if not args.kv_formats:
        raise ValueError("--kv-formats needs at least one format")
    if any("+" in entry for entry in args.kv_formats) and any(mode != "decode" for mode in modes):
        raise ValueError("--kv-formats: main+extra pairs are for --mode decode")
    if "engine" in modes and any(part in V41_BLOCK_FORMATS for entry in args.kv_formats for part in entry.split("+")):
        raise ValueError("--kv-formats: block-split V4.1 pages are not serving pools (engine mode takes per-token V4.1)")
    if args.host_calls < 0:
        raise ValueError("--host-calls must be >= 0")
    bad_heads = [h for h in args.heads or () if h not in SUPPORTED_HEADS]
    if bad_heads:
        raise ValueError(f"--heads {bad_heads}: sparse_attention runs {', '.join(map(str, SUPPORTED_HEADS))} heads")
    if args.mode == "engine" and (args.layers < 1 or args.context < 4 or args.extend_requests < 1
                                  or args.extend_rows < args.extend_requests or args.engine_host_steps < 1):
        raise ValueError("engine: --layers >= 1, --context >= 4, --extend-rows >= --extend-requests >= 1 and "
                         "--engine-host-steps >= 1")
    if args.append and not args.json_path:
        raise ValueError("--append needs --json")
    if not args.peak_tflops > 0 or not args.peak_gbps > 0:
        raise ValueError("--peak-tflops and --peak-gbps must be > 0")
    from ..config import default_options

    default_options()  # (a SPARSEMLA_* variable the options do not take: ValueError naming it)
    for name in args.shapes or ():
        shape = SHAPES[name]
        if shape.topk > shape.compressed_rows:
            raise ValueError(f"shape {name}: top-{shape.topk} of {shape.compressed_rows} compressed rows")
    return modes


def check_outputs(args, json_path) -> None:
    """ValueError naming the flag when an output cannot be written, or an existing results file cannot be
    read (it is updated, never replaced): checked before anything runs."""
    for flag, path in (("--json", json_path), ("--markdown", args.markdown_path), ("--png", args.png_path)):
        if not path:
            continue
        path = Path(path)
        if path.is_dir():
            raise ValueError(f"{flag} {path}: a directory")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise ValueError(f"{flag} {path}: its folder cannot be made ({exc.strerror})") from None
        if not os.access(path.parent, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
            raise ValueError(f"{flag} {path}: not writable")
    if json_path and Path(json_path).exists():
        try:
            read_results(json_path)
        except ValueError as exc:
            raise ValueError(f"--json: {exc}; move it away or name another file") from None


def shapes_for(args, mode: str) -> list[Shape]:
    names = args.shapes if args.shapes else DEFAULT_SHAPES[mode]
    return [SHAPES[name] for name in names]


def roofline_notice(args, gpu: str) -> str | None:
    """A line saying that the default peaks are the H200's, where another device runs with them."""
    default = args.peak_tflops == PEAK_FLOPS / 1e12 and args.peak_gbps == PEAK_BYTES_PER_S / 1e9
    if not default or "H200" in gpu.upper():
        return None
    return (f"roofline: the H200's peaks ({args.peak_tflops:g} TF/s, {args.peak_gbps / 1e3:g} TB/s), not this "
            f"device's; --peak-tflops / --peak-gbps set its own")


def default_json(args, gpu: str):
    if args.json_path:
        return args.json_path
    if "H200" in gpu.upper():
        return f"benchmarks/results/h200{'_graph' if args.graph else ''}.json"
    return None


def _emit(args, mode, rows, meta, json_path):
    """JSON, then the markdown table (stdout and a file) and the PNG of one finished mode (all the
    file's rows of the mode when appending)."""
    if json_path:
        rows = write_json(json_path, mode, rows, meta, append=args.append)[mode]
        say(f"json: {json_path}")
    table = markdown_table(mode, rows, meta)
    say("")
    say(table)
    say("")
    md_path = args.markdown_path or (sidecar(json_path, mode, ".md") if json_path else None)
    if md_path:
        if args.mode == "all" and args.markdown_path:
            md_path = sidecar(args.markdown_path, mode, ".md")
        Path(md_path).parent.mkdir(parents=True, exist_ok=True)
        Path(md_path).write_text(table + "\n")
        say(f"markdown: {md_path}")
    png_path = args.png_path or (sidecar(json_path, mode, ".png") if json_path else None)
    if png_path:
        if args.mode == "all" and args.png_path:
            png_path = sidecar(args.png_path, mode, ".png")
        attempt("png", lambda: plot_png(png_path, mode, rows))


def _from_json(args) -> int:
    try:
        data = read_results(args.from_json)
    except ValueError as exc:
        complain(f"bench: --from-json: {exc}")
        return 2
    modes = ["decode", "prefill"] if args.mode == "all" else [args.mode]
    for mode in modes:
        rows = data.get(mode) or []
        if not rows:
            say(f"{args.from_json}: no {mode} rows")
            continue
        say(engine_table(rows, data) if mode == "engine" else markdown_table(mode, rows, data))
        say("")
        if args.png_path and mode != "engine":
            path = sidecar(args.png_path, mode, ".png") if len(modes) > 1 else args.png_path
            plot_png(path, mode, rows)
    return 0


def _run_engine(args, device, gpu, json_path, command) -> int:
    """``--mode engine``: the rows of :mod:`.engine`, under ``"engine"`` in the JSON, and their table."""
    timer = Timer(device, args.iters, args.warmup, False)
    run = Run(args, device, timer, None, False)
    meta = {
        "commit": git_commit(),
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "gpu": gpu,
        "command": command,
        "switches": option_variables(),
        "versions": library_versions(),
    }

    def save(partial):
        meta["versions"]["cutlass_dsl_cubins"] = list(cute_compiled_with())  # (as decode and prefill record it)
        if json_path:
            attempt("json", lambda: write_json(json_path, "engine", partial, meta, append=args.append))

    try:
        rows = run_engine(run, save)
    except Exception as exc:  # noqa: BLE001 - e.g. a CUDA error that poisoned the context
        complain(f"bench: engine aborted: {type(exc).__name__}: {exc}")
        return 1
    meta["versions"]["cutlass_dsl_cubins"] = list(cute_compiled_with())
    if json_path:
        rows = write_json(json_path, "engine", rows, meta, append=args.append)["engine"]
        say(f"json: {json_path}")
    table = engine_table(rows, meta)
    say("")
    say(table)
    md_path = args.markdown_path or (sidecar(json_path, "engine", ".md") if json_path else None)
    if md_path:
        Path(md_path).parent.mkdir(parents=True, exist_ok=True)
        Path(md_path).write_text(table + "\n")
        say(f"markdown: {md_path}")
    return 0 if rows else 1  # (as decode and prefill: a run that measured nothing fails)


def run_bench(args, allow_cpu: bool = False) -> int:
    """Entry of ``python -m sparsemla bench``; returns the exit status. ``allow_cpu``: run on the CPU
    through Triton's interpreter (tests)."""
    try:
        modes = resolve_args(args)
    except ValueError as exc:
        complain(f"bench: {exc}")
        return 2
    if args.from_json:
        return _from_json(args)
    cuda = torch.cuda.is_available()
    if not cuda and not allow_cpu:
        complain("bench: needs a CUDA GPU (without one the kernels only run in Triton's interpreter)")
        return 2
    if args.graph and not cuda:
        complain("bench: --graph needs CUDA")
        return 2
    device = torch.device("cuda", torch.cuda.current_device()) if cuda else torch.device("cpu")
    gpu = torch.cuda.get_device_name(device) if cuda else f"cpu ({platform.processor() or platform.machine()})"
    json_path = default_json(args, gpu)
    try:
        check_outputs(args, json_path)
    except ValueError as exc:
        complain(f"bench: {exc}")
        return 2
    command = getattr(args, "command_line", None) or "python -m sparsemla " + shlex.join(sys.argv[1:])
    if args.mode == "engine":
        return _run_engine(args, device, gpu, json_path, command)
    shapes_by_mode = {mode: shapes_for(args, mode) for mode in modes}
    versions = library_versions()
    say(f"sparsemla bench: {', '.join(modes)} on {gpu}; torch {versions['torch']}, triton {versions['triton']}, "
        f"CuTe DSL {versions['cutlass_dsl'] or 'not installed'}; {'CUDA graphs' if args.graph else 'eager'}; "
        f"iters {args.iters}; formats {', '.join(args.kv_formats)}")
    switches = option_variables()
    if switches:
        say("option variables: " + " ".join(f"{k}={v}" for k, v in switches.items()))
    if not json_path:
        say("json: not an H200 and no --json given; results are printed only")
    notice = roofline_notice(args, gpu)
    if notice:
        say(notice)
    flashmla, use_torch, notes = resolve_peers(args.peers, device, modes, shapes_by_mode, args, allow_cpu)
    timer = Timer(device, args.iters, args.warmup, args.graph)
    run = Run(args, device, timer, flashmla, use_torch)
    meta = {
        "commit": git_commit(),
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "gpu": gpu,
        "command": command,
        "graph": bool(args.graph),
        "switches": switches,
        "peers": notes,
        "versions": library_versions(getattr(flashmla, "version", None)),
        "roofline": {"flops_per_s": run.peak_flops, "bytes_per_s": run.peak_bw},
        **dict.fromkeys(HOST_FIELDS),
    }
    status = 0
    for mode in modes:
        runner = run_decode if mode == "decode" else run_prefill

        def save(partial, mode=mode):
            meta["versions"]["cutlass_dsl_cubins"] = list(cute_compiled_with())  # (what compiled the CuTe kernels run)
            if json_path:
                attempt("json", lambda: write_json(json_path, mode, partial, meta, append=args.append))

        try:
            rows = runner(run, shapes_by_mode[mode], save)
        except Exception as exc:  # noqa: BLE001 - e.g. a CUDA error that poisoned the context
            complain(f"bench: {mode} aborted: {type(exc).__name__}: {exc}")
            return 1
        if mode == modes[-1]:
            meta.update(attempt("host overhead", lambda: measure_host(run)) or {})
        meta["versions"]["cutlass_dsl_cubins"] = list(cute_compiled_with())
        if not any(row.get("us") is not None for row in rows):
            status = 1
        _emit(args, mode, rows, meta, json_path)
    return status
