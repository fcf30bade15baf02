"""Running the modes: decode and prefill rows (ours, FlashMLA, torch), and the host cost of a call."""

from __future__ import annotations

import time

import torch

from ..formats import bytes_per_token
from ..ops import bind_sparse_attention
from ..workspace import SplitKVWorkspace
from .console import attempt, finite, fmt, say
from .metrics import attention_bytes, attention_flops, derived_metrics, ratio
from .peers import MODEL1_TOKEN_BYTES, dropin_call, engine_dequantize, engine_workspace, flashmla_heads, torch_call
from .timing import host_time_per_call
from .workloads import (
    SHAPES, SOFTMAX_SCALE, Case, build_decode_pools, build_prefill, call_kernel, decode_case, format_pair, ours_call,
    ragged_lengths,
)


class Run:
    """State shared by the modes of one invocation: options, device, timer, peers, progress."""

    def __init__(self, args, device, timer, flashmla, use_torch):
        self.args = args
        self.device = device
        self.timer = timer
        self.flashmla = flashmla
        self.use_torch = use_torch
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


def _max_abs_diff(a, b):
    if a is None or b is None:
        return None
    return finite((a.float() - b.float()).abs().max().item())


def _measure_ours_and_torch(run: Run, label: str, case: Case, swa, compressed, workspace, out):
    """Run and time sparse_attention, then the torch peer when enabled: (ours_out, us, torch_out, torch_us).

    A failing call or timing records None (with a one-line notice) instead of ending the run.
    """
    ours = ours_call(case, swa, compressed, workspace, out)
    ours_out = attempt(f"{label} sparse_attention", lambda: ours().clone())
    us = attempt(f"{label} sparse_attention timing", lambda: run.timer.measure(ours)) if ours_out is not None else None
    torch_out = torch_us = None
    if run.use_torch:
        peer = torch_call(case, swa, compressed)
        torch_out = attempt(f"{label} torch", peer)
        if torch_out is not None:
            torch_us = attempt(
                f"{label} torch timing", lambda: run.timer.measure(peer, graph=False, budget_s=0.5, warmup=1)
            )
    return ours_out, us, torch_out, torch_us


def _measure_path(run: Run, label: str, what: str, reason, call):
    """Time ``call`` (another way to run the prefill call) where the op takes that path: ``(us, output)``, or
    ``(None, None)`` where ``reason`` says it would not (printed) or the call fails."""
    if reason is not None:
        say(f"{label} {what}: not taken ({reason})")
        return None, None
    path_out = attempt(f"{label} {what}", lambda: call().clone())
    if path_out is None:
        return None, None
    return attempt(f"{label} {what} timing", lambda: run.timer.measure(call)), path_out


def _measure_distinct_rows(run: Run, label: str, case: Case, swa, compressed, workspace, out, ours_out):
    """The prefill call again with a :class:`DistinctRowsWorkspace` (the opt-in distinct-rows path):
    ``(us, max |Δ| against ours_out)``, or ``(None, None)`` where the op would not take the path (its
    reason printed)."""
    from ..config import default_options
    from ..ops import plan
    from ..workspace import DistinctRowsWorkspace

    options = default_options()
    reason = plan.distinct_rows_reason(case.q, swa, compressed, options)
    if reason is None and options.qk_fp8 and plan.e4m3_prefill_reason(case.q, swa, compressed, options) is None:
        reason = "qk_fp8 is on: the op runs the call on the e4m3 prefill kernel, before the distinct-rows path"
    rows_workspace = None
    if reason is None:
        rows_workspace = DistinctRowsWorkspace(case.q.device, case.q.shape[0], case.indices.shape[1],
                                               case.extra_indices.shape[1], swa.num_slots, compressed.num_slots)  # fmt: skip
    call = ours_call(case, swa, compressed, workspace, out, rows_workspace=rows_workspace)
    us, path_out = _measure_path(run, label, "distinct-rows path", reason, call)
    return (us, _max_abs_diff(path_out, ours_out)) if path_out is not None else (None, None)


def _measure_e4m3(run: Run, label: str, case: Case, swa, compressed, workspace, out, ours_out):
    """The prefill call again with ``AttentionOptions(qk_fp8=True)`` (the opt-in e4m3 prefill kernel):
    ``(us, relative RMS difference from ours_out)``, or ``(None, None)`` where the op would not take it (its
    reason printed)."""
    from ..config import AttentionOptions
    from ..ops.plan import e4m3_prefill_reason

    options = AttentionOptions(qk_fp8=True)
    reason = e4m3_prefill_reason(case.q, swa, compressed, options)
    call = ours_call(case, swa, compressed, workspace, out, options=options)
    us, path_out = _measure_path(run, label, "e4m3 path", reason, call)
    if path_out is None:
        return None, None
    exact = ours_out.double()
    return us, float((path_out.double() - exact).norm() / exact.norm())


def heads_for(args, shape) -> list[int]:
    """The decode head counts of a shape: ``--heads`` or the shape's own."""
    return list(getattr(args, "heads", None) or [shape.heads])


def run_decode(run: Run, shapes, save) -> list[dict]:
    """Every (shape, heads, batch, rows per request, format) decode row; ``save(rows)`` after each config."""
    args, device = run.args, run.device
    batches, rprs, formats = args.batch_sizes, args.rows_per_request, args.kv_formats
    parts = [part for entry in formats for part in format_pair(entry)]
    pool_formats = list(dict.fromkeys(parts + (["model1"] if run.flashmla is not None else [])))
    run.total = sum(len(heads_for(args, shape)) for shape in shapes) * len(batches) * len(rprs) * len(formats)
    run.done = 0
    results = []
    for shape in shapes:
        heads_list = heads_for(args, shape)
        started = time.perf_counter()
        say(f"decode {shape.name}: {shape.note}; heads {','.join(map(str, heads_list))}; pools for {max(batches)} "
            f"requests ({', '.join(pool_formats)})")
        pools = attempt(f"{shape.name} pools", lambda: build_decode_pools(
            shape, max(batches), max(rprs), pool_formats, device, args.seed, args.swa_page_size,
            args.compressed_page_size, heads=max(heads_list)))  # fmt: skip
        if pools is None:
            run.done += len(heads_list) * len(batches) * len(rprs) * len(formats)
            continue
        workspace = SplitKVWorkspace(device, max(batches) * max(rprs))
        say(f"  built in {time.perf_counter() - started:.1f}s")
        for heads in heads_list:
            for batch in batches:
                for rpr in rprs:
                    results.extend(_decode_config(run, shape, pools, workspace, heads, batch, rpr, formats))
                    save(results)  # a run cut short by a time limit keeps what it measured
        del pools, workspace
        if device.type == "cuda":
            torch.cuda.empty_cache()
        save(results)
    return results


def _decode_config(run: Run, shape, pools, workspace, heads, batch, rpr, formats) -> list[dict]:
    timer = run.timer
    case = decode_case(pools, batch, rpr, heads)
    rows, width = case.rows, case.width
    flops = attention_flops(rows, heads, width)
    label = f"{shape.name} H={heads} B={batch} s_q={rpr}"
    fmla_us = fmla_out = None
    fmla_heads = flashmla_heads(heads) if run.flashmla is not None else None
    if run.flashmla is not None:
        fmla_fn = attempt(f"{label} flashmla", lambda: run.flashmla.decode(case, pools.swa["model1"], pools.compressed["model1"]))
        if fmla_fn is not None:
            fmla_out = attempt(f"{label} flashmla", lambda: fmla_fn().clone())
            if fmla_out is not None:
                fmla_us = attempt(f"{label} flashmla timing", lambda: timer.measure(fmla_fn))
    # FlashMLA's metrics count the useful heads (the padded ones are work only the peer does).
    fmla_metrics = run.metrics(fmla_us, flops, attention_bytes(rows, heads, rows * width, MODEL1_TOKEN_BYTES))
    out = torch.empty_like(case.q)
    rows_out = []
    for kv_format in formats:
        main_fmt, extra_fmt = format_pair(kv_format)
        # Bytes per token averaged over the row's entries: the window in main_fmt, the rest in extra_fmt.
        window = case.indices.shape[1]
        token_bytes = (window * bytes_per_token(main_fmt) + (width - window) * bytes_per_token(extra_fmt)) / width
        nbytes = attention_bytes(rows, heads, rows * width, token_bytes)
        ours_out, us, torch_out, torch_us = _measure_ours_and_torch(
            run, f"{label} {kv_format}", case, pools.swa[main_fmt], pools.compressed[extra_fmt], workspace, out
        )
        diff = _max_abs_diff(ours_out, fmla_out) if kv_format == "model1" else None
        metrics = run.metrics(us, flops, nbytes)
        row = {
            "shape": shape.name, "batch": batch, "s_q": rpr, "kv_format": kv_format, "us": finite(us),
            "flashmla_us": finite(fmla_us), "ratio_vs_flashmla": finite(ratio(us, fmla_us)),
            "torch_us": finite(torch_us), **{k: finite(v) for k, v in metrics.items()},
            "max_abs_diff_vs_flashmla": diff,
            # extras
            "rows": rows, "heads": heads, "flashmla_heads": fmla_heads, "width": width,
            "kernel": call_kernel(case.q, pools.swa[main_fmt], pools.compressed[extra_fmt], width, workspace),
            "ratio_vs_torch": finite(ratio(us, torch_us)),
            "flashmla_tflops": finite(fmla_metrics["tflops"]), "flashmla_roofline_pct": finite(fmla_metrics["roofline_pct"]),
            "max_abs_diff_vs_torch": _max_abs_diff(ours_out, torch_out), "flops": flops, "bytes": nbytes,
            "graph": run.timer.graph,
        }  # fmt: skip
        rows_out.append(row)
        run.progress(
            f"decode {label} R={rows} {kv_format:11s} {row['kernel']} {fmt(us)} µs | flashmla {fmt(fmla_us)} µs "
            f"(x{fmt(row['ratio_vs_flashmla'], '.2f')}) | torch {fmt(torch_us)} µs | "
            f"{fmt(row['tflops'])} TF/s {fmt(row['gbps'], '.0f')} GB/s {fmt(row['roofline_pct'])}% roofline | "
            f"max|Δ| vs flashmla {fmt(diff, '.1e')}"
        )
    del out
    return rows_out


def _flashmla_prefill(run: Run, shape, work):
    """(out, dequant+fwd µs, fwd µs, dequant µs) of the engine path over the model1 pools, Nones on failure."""
    case, timer = work.case, run.timer
    swa, comp = work.swa["model1"], work.compressed["model1"]

    def setup():
        engine = engine_workspace(case, swa, comp)
        dequant = engine_dequantize(engine, swa, comp)
        fwd = run.flashmla.sparse_fwd(case.q, engine.rows, engine.indices, case.sinks, engine.lengths)
        return dequant, fwd

    parts = attempt(f"prefill {shape.name} flashmla", setup)
    if parts is None:
        return None, None, None, None
    dequant, fwd = parts

    def engine_path():
        dequant()
        return fwd()

    out = attempt(f"prefill {shape.name} flashmla", lambda: engine_path().clone())
    if out is None:
        return None, None, None, None
    total_us = attempt(f"prefill {shape.name} flashmla timing", lambda: timer.measure(engine_path))
    fwd_us = attempt(f"prefill {shape.name} flashmla fwd timing", lambda: timer.measure(fwd))
    deq_us = attempt(f"prefill {shape.name} dequant timing", lambda: timer.measure(dequant))
    return out, total_us, fwd_us, deq_us


def run_prefill(run: Run, shapes, save) -> list[dict]:
    """Per shape and per ``--prefill-requests`` count (one request's chunk, or a ragged batch of
    several requests' chunks), every format; ``save(rows)`` after each."""
    args, device, timer = run.args, run.device, run.timer
    formats = args.kv_formats
    pool_formats = list(dict.fromkeys(formats + (["model1"] if run.flashmla is not None else [])))
    cases = [(shape, requests) for shape in shapes for requests in args.prefill_requests]
    run.total = len(cases) * len(formats)
    run.done = 0
    results = []
    for shape, requests in cases:
        rows = args.prefill_rows
        label = shape.name if requests == 1 else f"{shape.name} ({requests} requests)"
        say(f"prefill {label}: {shape.note}; {rows} query rows"
            + (f" of {requests} requests ({', '.join(map(str, ragged_lengths(rows, requests)))})" if requests > 1 else ""))
        work = attempt(f"{label} pools", lambda: build_prefill(
            shape, rows, pool_formats, device, args.seed, args.swa_page_size, args.compressed_page_size, requests))  # fmt: skip
        if work is None:
            run.done += len(formats)
            continue
        case = work.case
        heads, width = shape.heads, case.width
        # FLOPs of the entries each row reads (HCA rows read the compressed rows before them only).
        entries = int((case.lengths.clamp(max=case.indices.shape[1]) + case.extra_lengths).sum())
        flops = attention_flops(1, heads, entries)
        distinct = torch.unique(case.indices).numel() + torch.unique(case.extra_indices).numel()
        fmla_out = fmla_us = fwd_us = deq_us = None
        if run.flashmla is not None:
            fmla_out, fmla_us, fwd_us, deq_us = _flashmla_prefill(run, shape, work)
        fmla_metrics = run.metrics(fmla_us, flops, attention_bytes(rows, heads, distinct, MODEL1_TOKEN_BYTES))
        workspace = SplitKVWorkspace(device, rows)
        out = torch.empty_like(case.q)
        for kv_format in formats:
            nbytes = attention_bytes(rows, heads, distinct, bytes_per_token(kv_format))
            ours_out, us, torch_out, torch_us = _measure_ours_and_torch(
                run, f"prefill {label} {kv_format}", case, work.swa[kv_format], work.compressed[kv_format],
                workspace, out,
            )  # fmt: skip
            diff = _max_abs_diff(ours_out, fmla_out) if kv_format == "model1" else None
            rows_us = rows_diff = e4m3_us = e4m3_err = None
            if device.type == "cuda" and ours_out is not None:  # (each path says why a call does not take it)
                rows_us, rows_diff = _measure_distinct_rows(
                    run, f"prefill {label} {kv_format}", case, work.swa[kv_format], work.compressed[kv_format],
                    workspace, out, ours_out,
                )  # fmt: skip
            if kv_format == "fp8_uniform" and device.type == "cuda" and ours_out is not None:
                e4m3_us, e4m3_err = _measure_e4m3(
                    run, f"prefill {label} {kv_format}", case, work.swa[kv_format], work.compressed[kv_format],
                    workspace, out, ours_out,
                )  # fmt: skip
            metrics = run.metrics(us, flops, nbytes)
            row = {
                "shape": shape.name, "rows": rows, "requests": requests, "kv_format": kv_format, "us": finite(us),
                "flashmla_us": finite(fmla_us), "flashmla_fwd_us": finite(fwd_us),
                "ratio_vs_flashmla": finite(ratio(us, fmla_us)), "ratio_vs_flashmla_fwd": finite(ratio(us, fwd_us)),
                "torch_us": finite(torch_us), **{k: finite(v) for k, v in metrics.items()},
                "max_abs_diff_vs_flashmla": diff,
                # extras
                # (of this call: rows, width and workspace decide between the Gluon and the CuTe DSL kernel)
                "heads": heads, "width": width,
                "kernel": call_kernel(case.q, work.swa[kv_format], work.compressed[kv_format], width, workspace),
                "distinct_kv_rows": distinct, "flashmla_dequant_us": finite(deq_us),
                "ratio_vs_torch": finite(ratio(us, torch_us)), "flashmla_tflops": finite(fmla_metrics["tflops"]),
                "flashmla_roofline_pct": finite(fmla_metrics["roofline_pct"]),
                "max_abs_diff_vs_torch": _max_abs_diff(ours_out, torch_out), "flops": flops, "bytes": nbytes,
                "graph": timer.graph,
                # the opt-in distinct-rows path (a DistinctRowsWorkspace passed; on Hopper over the pools of
                # plan.DISTINCT_ROWS_FORMATS, None for the others, the reason printed)
                "distinct_rows_us": finite(rows_us), "distinct_rows_ratio_vs_flashmla": finite(ratio(rows_us, fmla_us)),
                "distinct_rows_ratio_vs_flashmla_fwd": finite(ratio(rows_us, fwd_us)),
                "distinct_rows_max_abs_diff_vs_us": rows_diff,
                # the opt-in e4m3 prefill kernel (AttentionOptions(qk_fp8=True); fp8_uniform pools on Hopper)
                "e4m3_us": finite(e4m3_us), "e4m3_ratio_vs_flashmla": finite(ratio(e4m3_us, fmla_us)),
                "e4m3_ratio_vs_flashmla_fwd": finite(ratio(e4m3_us, fwd_us)), "e4m3_relative_rms_vs_us": e4m3_err,
            }  # fmt: skip
            results.append(row)
            run.progress(
                f"prefill {label} R={rows} {kv_format:11s} {row['kernel']} {fmt(us)} µs | flashmla dequant+fwd "
                f"{fmt(fmla_us)} µs (x{fmt(row['ratio_vs_flashmla'], '.2f')}), fwd alone {fmt(fwd_us)} µs | "
                f"torch {fmt(torch_us)} µs | {fmt(row['tflops'])} TF/s {fmt(row['roofline_pct'])}% roofline | "
                f"max|Δ| vs flashmla {fmt(diff, '.1e')}"
                + (f" | distinct-rows path {fmt(rows_us)} µs (x{fmt(row['distinct_rows_ratio_vs_flashmla'], '.2f')})"
                   if rows_us is not None else "")
                + (f" | e4m3 path {fmt(e4m3_us)} µs (x{fmt(row['e4m3_ratio_vs_flashmla'], '.2f')}, "
                   f"{fmt(100 * e4m3_err, '.1f')}% RMS)" if e4m3_us is not None and e4m3_err is not None else "")
            )
        del work, workspace, out
        if device.type == "cuda":
            torch.cuda.empty_cache()
        save(results)
    return results


HOST_FIELDS = ("host_us_per_call", "allocations_per_call", "host_gpu_us_per_call", "bound_host_us_per_call",
               "bound_allocations_per_call", "dropin_host_us_per_call", "dropin_allocations_per_call",
               "flashmla_host_us_per_call", "flashmla_allocations_per_call")


def measure_host(run: Run) -> dict:
    """Eager host cost of one small decode call (flash_csa, B=1), and allocations per call with ``out=``
    given; the same for a bound call, for the call through :mod:`sparsemla.flash_mla` with FlashMLA's
    arguments (``dropin``: the one-import switch; it allocates its outputs, as FlashMLA does) and for
    FlashMLA. All None without CUDA or with ``--host-calls 0``."""
    args, device = run.args, run.device
    result = dict.fromkeys(HOST_FIELDS)
    if device.type != "cuda" or args.host_calls == 0:
        say("host overhead: skipped" + ("" if device.type == "cuda" else " (needs CUDA)"))
        return result
    shape = SHAPES["flash_csa"]
    kv_format = "model1" if "model1" in args.kv_formats else args.kv_formats[0]
    formats = list(dict.fromkeys([kv_format, "model1"]))
    pools = build_decode_pools(shape, 1, 1, formats, device, args.seed, args.swa_page_size, args.compressed_page_size)
    case = decode_case(pools, 1, 1)
    workspace = SplitKVWorkspace(device, 1)
    out = torch.empty_like(case.q)
    ours = ours_call(case, pools.swa[kv_format], pools.compressed[kv_format], workspace, out)

    def per_call(fn):
        return host_time_per_call(fn, device, args.host_calls)

    measured = attempt("host overhead", lambda: per_call(ours))
    if measured is not None:
        result["host_us_per_call"], result["allocations_per_call"] = measured
        result["host_gpu_us_per_call"] = attempt("host overhead gpu time", lambda: run.timer.measure(ours, graph=False))
    # The same launch through a bound call (arguments checked once: bind_sparse_attention).
    bound = attempt("bound call", lambda: bind_sparse_attention(
        case.q, pools.swa[kv_format], case.indices, case.lengths, extra_cache=pools.compressed[kv_format],
        extra_indices=case.extra_indices, extra_lengths=case.extra_lengths, sinks=case.sinks,
        softmax_scale=SOFTMAX_SCALE, workspace=workspace, out=out,
    ))  # fmt: skip
    measured = attempt("bound call host overhead", lambda: per_call(bound)) if bound is not None else None
    if measured is not None:
        result["bound_host_us_per_call"], result["bound_allocations_per_call"] = measured
    dropin = attempt("flash_mla drop-in call", lambda: dropin_call(case, pools.swa["model1"], pools.compressed["model1"]))
    measured = attempt("flash_mla drop-in host overhead", lambda: per_call(dropin)) if dropin is not None else None
    if measured is not None:
        result["dropin_host_us_per_call"], result["dropin_allocations_per_call"] = measured
    if run.flashmla is not None:
        fn = attempt("flashmla host overhead", lambda: run.flashmla.decode(case, pools.swa["model1"], pools.compressed["model1"]))
        measured = attempt("flashmla host overhead", lambda: per_call(fn)) if fn is not None else None
        if measured is not None:
            result["flashmla_host_us_per_call"], result["flashmla_allocations_per_call"] = measured
    say(f"host overhead ({shape.name} B=1 s_q=1 {kv_format}, {args.host_calls} eager calls): sparse_attention "
        f"{fmt(result['host_us_per_call'])} µs/call (GPU {fmt(result['host_gpu_us_per_call'])} µs), "
        f"{fmt(result['allocations_per_call'], '.2f')} allocations/call with out=; bound call "
        f"{fmt(result['bound_host_us_per_call'])} µs/call, {fmt(result['bound_allocations_per_call'], '.2f')} "
        f"allocations/call; sparsemla.flash_mla {fmt(result['dropin_host_us_per_call'])} µs/call, "
        f"{fmt(result['dropin_allocations_per_call'], '.2f')} allocations/call; flashmla "
        f"{fmt(result['flashmla_host_us_per_call'])} µs/call, {fmt(result['flashmla_allocations_per_call'], '.2f')} allocations/call")
    return {k: finite(v) for k, v in result.items()}
