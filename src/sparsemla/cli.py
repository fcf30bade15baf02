"""Command line: ``python -m sparsemla info | demo | bench``."""

from __future__ import annotations

import argparse
import platform
import sys

import torch


def cmd_info(args) -> int:
    import triton

    import sparsemla
    from sparsemla.config import default_options
    from sparsemla.formats import CACHE_FORMATS, get_format
    from sparsemla.ops.plan import SUPPORTED_HEADS, describe_kernel

    print(f"sparsemla   {sparsemla.__version__}")
    print(f"python      {platform.python_version()}")
    print(f"torch       {torch.__version__}")
    print(f"triton      {triton.__version__}")
    print(f"cute dsl    {_package_version('nvidia-cutlass-dsl') or 'not installed'}")
    transformers_version = _package_version("transformers")
    if transformers_version:
        print(f"transformers {transformers_version}")
    else:
        print("transformers not installed (the demo needs `pip install 'sparsemla[demo]'`)")
    device = "cpu"
    if torch.cuda.is_available():
        props = torch.cuda.get_device_properties(torch.cuda.current_device())  # (the device the kernels describe)
        device = "cuda"
        print(f"device      {props.name} (sm_{props.major}{props.minor}, {props.multi_processor_count} SMs, "
              f"{props.total_memory / 2**30:.0f} GiB)")
    else:
        print("device      CPU only: kernels run through the Triton interpreter (TRITON_INTERPRET=1)")
    try:
        options = default_options()
    except ValueError as exc:  # (a SPARSEMLA_* variable the options do not take)
        print(f"info: {exc}", file=sys.stderr)
        return 2
    print(f"options     {options}")
    print("formats:")
    for name in CACHE_FORMATS:
        spec = get_format(name)
        print(f"  {name:14s} {spec.bytes_per_token:5d} B/token   page of 64: {spec.page_bytes(64):6d} B   "
              f"page of 256: {spec.page_bytes(256):7d} B")
    print(f"kernels on this machine (main and extra source of the same format; heads {', '.join(map(str, SUPPORTED_HEADS))}):")
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the reason is printed below
        for name in CACHE_FORMATS:
            for heads in SUPPORTED_HEADS:
                kernel, reason = describe_kernel(heads, name, name, device=device, options=options)
                print(f"  {name:14s} H={heads:<4d} {kernel:7s} {reason}")
    from sparsemla.config import AttentionOptions, default_cache_dir
    from sparsemla.ops.plan import CUTE_FORMATS, cute_unavailable_reason, cute_variants_missing

    index = torch.cuda.current_device() if device == "cuda" else -1  # (the device describe_kernel reports)
    why = cute_unavailable_reason(index, CUTE_FORMATS[:1], AttentionOptions(kernel="cute"))
    if why is None:
        from sparsemla.kernels.cute.launch import cached_variants, cute_available

        note = cute_available(index)[1]
        state = "can run here"
        if note != "ok":  # (no CuTe DSL: only the variants its cache directory holds)
            try:
                directory = default_cache_dir() / "cute"
            except ValueError as error:
                state = f"cannot run here: no cache directory ({error}) and none can be compiled ({note})"
            else:
                cached = len(cached_variants(directory))  # (not entries of another kernel source, nor damaged ones)
                state = f"can run here: {note}: {cached} in {directory}" if cached else (
                    f"cannot run here: {directory} holds no compiled variant and none can be compiled ({note}; "
                    "pip install 'sparsemla[cute]')"
                )  # fmt: skip
    else:
        state = f"cannot run here: {why}"
    print(f"CuTe DSL kernel ({', '.join(CUTE_FORMATS)} sources; kernel='auto' picks it on Hopper without the "
          f"Gluon kernel, and beside it for calls with a workspace over fp8_uniform pools at 64 / 128 heads "
          f"whose launch fills the SMs: two-split clusters on 70% of the SMs, unsplit launches filling 90% of their "
          f"waves): {state}")
    from sparsemla.ops.plan import DISTINCT_ROWS_MIN_ROWS

    def prefill_state(*designs: str) -> str:
        """Whether prefill-sized calls under these options take the path of the CuTe DSL ``designs``, and why not."""
        if why is not None:
            return f"not here: {why}"
        if options.kernel not in ("auto", "cute"):
            return f"not under kernel={options.kernel!r} (the path runs the CuTe DSL kernel)"
        missing = cute_variants_missing(index, ("fp8_uniform", "fp8_uniform"), 64, designs)
        return "runs here" if missing is None else f"not here: {missing}"

    print(f"distinct-rows prefill (calls given a DistinctRowsWorkspace: 64 / 128 heads, >= {DISTINCT_ROWS_MIN_ROWS} "
          f"rows over fp8_uniform pools; each distinct row copied to float16 once, then the CuTe DSL 'f16rows' "
          f"kernel): {prefill_state('f16rows')}")
    print(f"e4m3 prefill (AttentionOptions(qk_fp8=True), opt-in, less exact: fp8_uniform pools, 64 / 128 heads, "
          f">= {DISTINCT_ROWS_MIN_ROWS} rows, one split; both products on e4m3 tensor cores, the CuTe DSL "
          f"'e4m3rows' kernel): {prefill_state('e4m3rows')}")
    return 0


def _package_version(name: str) -> str | None:
    from importlib import metadata

    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


def cmd_demo(args) -> int:
    from sparsemla.demo import run_demo

    return run_demo(args)


def cmd_bench(args) -> int:
    from sparsemla.bench import run_bench

    return run_bench(args)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m sparsemla", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("info", help="versions, device, KV formats").set_defaults(func=cmd_info)
    demo = sub.add_parser("demo", help="serve a DSv4 attention stack with DSv4AttentionBackend, check it against HuggingFace")
    from sparsemla.demo import add_arguments as add_demo_arguments

    add_demo_arguments(demo)
    demo.set_defaults(func=cmd_demo)
    try:
        from sparsemla.bench import add_arguments
    except ImportError:
        add_arguments = None
    if add_arguments is not None:
        bench = sub.add_parser("bench", help="time sparse_attention against its peers")
        add_arguments(bench)
        bench.set_defaults(func=cmd_bench)
    return parser


def main(argv=None) -> int:
    args = build_parser().parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
