"""``python -m sparsemla demo``: a DSv4 attention stack served by DSv4AttentionBackend, checked against HF.

HuggingFace's ``DeepseekV4Attention`` layers (sliding window, CSA, HCA; random weights, real head
geometry) run several requests; their queries, window rows, compressed rows and indexer picks are fed
to :class:`sparsemla.DSv4AttentionBackend` step by step as a serving engine would: two-chunk prefills
(one request joining late), 32 decode steps and one MTP verify step of 3 rows per request. Every step
prints its latency, the error of each layer against HF's attention output, and the error against the
exact attention on the same stored rows (:func:`sparsemla.testing.e2e.format_reference`: HF's index lists,
HF's rows passed through the KV format). The demo exits 1 when an error exceeds its bound
(:data:`sparsemla.testing.e2e.ERROR_BOUNDS`, :data:`sparsemla.testing.e2e.REFERENCE_BOUND`).

On a GPU: 64 heads (DSv4-Flash per device), index_topk 512, up to 2500-token requests, every step on
the Triton kernel, CUDA graphs off and on. On a CPU: 8 heads and shorter requests; Triton runs in its
interpreter, which would take many minutes for the prefills, so extend steps use the backend's exact
torch path and decode/verify steps the (interpreted) kernel.
"""

from __future__ import annotations

import time

import torch

SIZES = {
    "small": dict(
        model=dict(num_attention_heads=8),
        prefills=[(150, 90), (70, 60), (20, 12)],
    ),
    "full": dict(
        model=dict(
            num_attention_heads=64, hidden_size=1024, q_lora_rank=256, o_groups=8, o_lora_rank=256,
            index_n_heads=64, index_topk=512,
        ),
        prefills=[(1400, 1100), (900, 700), (500, 300), (300, 200)],
    ),
}  # fmt: skip


def add_arguments(parser) -> None:
    parser.add_argument("--device", default=None, help="cuda or cpu (default: cuda when present)")
    parser.add_argument("--size", choices=("small", "full"), default=None,
                        help="stack size (default: full on a GPU, small on a CPU)")
    parser.add_argument("--formats", default="bf16,fp8_uniform,model1", help="comma-separated KV formats")
    parser.add_argument("--graphs", choices=("off", "on", "both"), default=None,
                        help="CUDA graphs for decode/verify steps (default: both on a GPU, off on a CPU)")
    parser.add_argument("--decode-steps", type=int, default=32, help="decode steps after the prefills (32)")
    parser.add_argument("--quiet", action="store_true", help="one summary line per run instead of every step")


DEMO_EXTRA_HINT = "the demo needs HuggingFace transformers: pip install 'sparsemla[demo]'"


def transformers_missing() -> bool:
    """True when HuggingFace's DeepSeek-V4 modules (the demo's oracle) cannot be imported."""
    try:
        import transformers.models.deepseek_v4  # noqa: F401
    except ImportError:
        return True
    return False


def run_demo(args) -> int:
    import sys

    if transformers_missing():
        print(DEMO_EXTRA_HINT, file=sys.stderr)
        return 2
    from sparsemla import FORMATS
    from sparsemla.testing import e2e, oracle

    device = torch.device(getattr(args, "device", None) or ("cuda" if torch.cuda.is_available() else "cpu"))
    size = getattr(args, "size", None) or ("full" if device.type == "cuda" else "small")
    formats = [f.strip() for f in (getattr(args, "formats", None) or ",".join(FORMATS)).split(",") if f.strip()]
    for fmt in formats:
        if fmt not in FORMATS:
            raise SystemExit(f"--formats: unknown format {fmt!r} (choose from {', '.join(FORMATS)})")
    graphs = getattr(args, "graphs", None) or ("both" if device.type == "cuda" else "off")
    if graphs != "off" and device.type != "cuda":
        raise SystemExit("--graphs needs a CUDA device")
    from sparsemla.config import triton_interpreted

    if device.type == "cpu" and not triton_interpreted():
        raise SystemExit("--device cpu on a machine with a GPU: set TRITON_INTERPRET=1 in the environment first "
                         "(Triton runs kernels on the CPU only in its interpreter)")
    graph_modes = {"off": [False], "on": [True], "both": [False, True]}[graphs]
    decode_steps = getattr(args, "decode_steps", 32)
    quiet = getattr(args, "quiet", False)

    spec = SIZES[size]
    hf_config = oracle.make_oracle_config(**spec["model"])
    schedule = e2e.build_schedule(spec["prefills"], late_requests=1, decode_steps=decode_steps, verify_rows=3)
    num_requests = len(spec["prefills"])
    start = time.perf_counter()
    captures = e2e.capture_requests(hf_config, e2e.request_chunks(schedule, num_requests))
    steps = e2e.merge_steps(captures, schedule, hf_config.index_topk)
    lengths = [int(c.records[0][-1].positions[-1]) + 1 for c in captures]
    print(
        f"HF DeepseekV4Attention stack: layers {', '.join(hf_config.layer_types)}; {hf_config.num_attention_heads} "
        f"heads × 512, index_topk {hf_config.index_topk}; {num_requests} requests of {lengths} tokens; "
        f"{len(steps)} steps ({_mode_counts(steps)}); HF on CPU took {time.perf_counter() - start:.1f} s"
    )
    if device.type == "cpu":
        print(
            "CPU: extend steps use the exact torch path, decode/verify steps the Triton kernel in Triton's "
            "interpreter, unsplit (the interpreter pays per program)"
        )

    max_rows = max(step.num_rows for step in steps)
    backend_kwargs = dict(
        max_running_requests=max(8, num_requests),
        max_prefill_tokens=max_rows,
        chunked_prefill_size=max_rows,
        num_draft_tokens=3,
        max_context_len=-(-max(lengths) // 1024) * 1024,
        num_splits=1 if device.type == "cpu" else None,
    )
    failures = []
    for fmt in formats:
        bound = e2e.ERROR_BOUNDS[fmt]
        for use_graphs in graph_modes:
            label = f"{fmt}, graphs {'on' if use_graphs else 'off'}" if device.type == "cuda" else fmt
            print(f"\n== {label}: bound {bound:.3g} on max|out − hf| / max|hf| per layer and step")
            if not quiet:
                print(" step  mode    reqs  rows      latency   error vs HF (per layer)      vs exact, same format")
            run = e2e.make_run(hf_config, captures, device=device, kv_format=fmt, **backend_kwargs)
            stack = e2e.StackGraphs(run, [1, 2, 4, 8], verify_rows=3) if use_graphs else None
            worst, worst_exact, latency = 0.0, 0.0, {}
            for step in steps:
                on_cpu_prefill = device.type == "cpu" and step.mode == "extend"
                run.backend.attention_impl = "torch" if on_cpu_prefill else "triton"
                if stack is not None and stack.covers(step):
                    result = stack.replay(step, format_check=True)
                else:
                    result = e2e.run_eager_step(run, step, check_inverse_rope=True, format_check=True)
                worst = max(worst, *result.errors)
                worst_exact = max(worst_exact, *result.format_errors)
                latency.setdefault(step.mode, []).append(result.latency_s)
                if not quiet:
                    errors = " ".join(f"{e:.2e}" for e in result.errors)
                    exact = " ".join(f"{e:.2e}" for e in result.format_errors)
                    tags = "  [torch]" if on_cpu_prefill else ("  [graph]" if result.graph else "")
                    print(
                        f"{step.index:5d}  {step.mode:6s}  {len(step.requests):4d}  {step.num_rows:4d}  "
                        f"{result.latency_s * 1e3:9.2f} ms  {errors}   {exact}{tags}"
                    )
            ok = worst <= bound and worst_exact <= e2e.REFERENCE_BOUND
            means = ", ".join(f"{mode} {1e3 * sum(v) / len(v):.2f} ms" for mode, v in latency.items())
            print(
                f"-- {label}: max error vs HF {worst:.3e} (bound {bound:.3g}), vs exact {worst_exact:.3e} "
                f"(bound {e2e.REFERENCE_BOUND:.3g}); mean step latency: {means}  {'PASS' if ok else 'FAIL'}"
            )
            if not ok:
                failures.append(label)
            run.release_all()
    print("\nPASS" if not failures else f"\nFAIL: {', '.join(failures)}")
    return 0 if not failures else 1


def _mode_counts(steps) -> str:
    counts: dict[str, int] = {}
    for step in steps:
        counts[step.mode] = counts.get(step.mode, 0) + 1
    return ", ".join(f"{n} {mode}" for mode, n in counts.items())
