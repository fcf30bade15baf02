"""Compile the package's Triton kernels for sm_90 (Hopper) without a GPU: ``python compile_sm90.py``.

Triton's CPU interpreter runs the kernels but skips the compiler's checks (types of loop-carried values,
layouts, lowering), so CPU tests alone can pass kernels that do not compile. Run in a process of its own:
the package chooses the interpreter at import when there is no GPU, and this needs compiled kernels.
Prints one line per kernel variant and exits non-zero on the first failure, or where a Gluon variant with bf16
rows has lost the bf16 producer's two separate reads (``check_bf16_reads``).
"""

import os
import sys
import time

os.environ["TRITON_INTERPRET"] = "0"

import triton  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402
from triton.compiler import ASTSource  # noqa: E402
from triton.experimental.gluon._runtime import GluonASTSource  # noqa: E402

from sparsemla.kernels.launch import launch_constexprs  # noqa: E402
from sparsemla.kernels.triton.distinct_rows import _copy_rows, _mark_rows, _number_marked, _write_numbers  # noqa: E402
from sparsemla.kernels.triton.layer_inputs import layer_inputs_kernel  # noqa: E402
from sparsemla.kernels.triton.metadata import step_metadata_kernel, topk_slots_kernel  # noqa: E402
from sparsemla.kernels.triton import GLUON_TRITON_VERSIONS  # noqa: E402
from sparsemla.kernels.triton.sparse_attention import sparse_attention_kernel  # noqa: E402
from sparsemla.kernels.triton.sparse_attention_gluon import sparse_attention_gluon_kernel  # noqa: E402
from sparsemla.kernels.triton.store import store_rows_kernel  # noqa: E402
from sparsemla.ops.plan import kernel_config  # noqa: E402

HOPPER = GPUTarget("cuda", 90, 32)
# Argument types by name; every other non-constexpr argument is an i32.
POINTERS = {
    "q_ptr": "*bf16", "out_ptr": "*bf16", "lse_ptr": "*fp32", "sinks_ptr": "*fp32", "counters_ptr": "*i32",
    "partial_o_ptr": "*fp32", "partial_lse_ptr": "*fp32", "rows_ptr": "*fp32", "cache_ptr": "*u8",
    "kv_ptr": "*bf16", "compressed_ptr": "*fp32", "swa_cache_ptr": "*u8", "compressed_cache_ptr": "*u8",
    "ids_ptr": "*i32", "indices_ptr": "*i32", "lengths_ptr": "*i32",
    # the distinct-rows copy's (ops/distinct_rows.py)
    "m_idx_ptr": "*i32", "m_len_ptr": "*i32", "e_idx_ptr": "*i32", "e_len_ptr": "*i32", "map_ptr": "*i32",
    "list_ptr": "*i32", "m_out_ptr": "*i32", "e_out_ptr": "*i32", "main_ptr": "*u8", "extra_ptr": "*u8",
    "copy_ptr": "*fp16", "factor_ptr": "*fp32",
}  # fmt: skip
FLOATS = {"softmax_scale_log2", "main_kv_scale", "extra_kv_scale", "scale", "swa_scale", "compressed_scale"}


def _type(name: str) -> str:
    if name in POINTERS:
        return POINTERS[name]
    for prefix in ("main_", "extra_"):
        if name.startswith(prefix):
            rest = name[len(prefix):]
            kinds = {"bf16": "*bf16", "fp8": "*fp8e4nv", "u8": "*u8", "idx_ptr": "*i32", "len_ptr": "*i32"}
            if rest in kinds:
                return kinds[rest]
    if name in FLOATS:
        return "fp32"
    return "*i64" if name.endswith("_ptr") else "i32"


def compile_variant(kernel, constexprs: dict, **options):
    signature = {name: ("constexpr" if name in constexprs else _type(name)) for name in kernel.arg_names}
    source = (GluonASTSource if kernel is sparse_attention_gluon_kernel else ASTSource)(
        kernel, signature, constexprs=constexprs
    )
    return triton.compile(source, target=HOPPER, options=options)


def gluon_checked() -> bool:
    """Whether this Triton is one the Gluon kernel is verified with (then it is compiled here too)."""
    return ".".join(triton.__version__.split(".")[:2]) in GLUON_TRITON_VERSIONS


def attention_variants(gluon=False):
    """(label, constexprs, options): every format as main and extra source, each head-count schedule, split;
    with ``gluon``, the Gluon kernel's variants (unsplit, last-arrival and cooperative; every format)."""
    names = [n for n in sparse_attention_kernel.arg_names if n.isupper()]
    cases = (
        (8, 0, 0, 0), (16, 2, 4, 1), (32, 3, 0, 1), (64, 1, 1, 0), (64, 1, 1, 1), (64, 0, 3, 1), (64, 2, 2, 1),
        (64, 4, 4, 0), (128, 1, 2, 1), (64, 5, 5, 0), (16, 6, 5, 1), (128, 2, 6, 1),
    )  # fmt: skip
    if gluon:  # (+ staged partials, + e4m3 S)
        staged = triton.__version__.startswith("3.6.")  # (ops.plan.stage_partials: Triton 3.6 only)
        cases = ((64, 1, 1, 0, False, False), (64, 2, 2, 2, staged, False), (128, 1, 2, 1, staged, True),
                 (64, 3, 4, 0, False, False), (64, 3, 3, 2, False, False), (128, 4, 2, 1, False, False),
                 (16, 1, 1, 0, False, False), (8, 1, 1, 2, False, False), (16, 1, 1, 1, False, False),
                 (8, 2, 4, 2, False, False), (32, 3, 1, 1, False, False), (64, 5, 6, 2, False, False),
                 (16, 6, 3, 1, False, False), (64, 0, 0, 0, False, False), (128, 0, 2, 2, False, False),
                 (16, 1, 0, 1, False, False), (16, 2, 2, 0, False, False), (8, 0, 0, 2, False, False),
                 (16, 2, 1, 1, staged, False), (32, 2, 2, 2, False, False))
        # few-row launches: 64/128 heads in 16-head programs with a two-slot ring (cooperative splits)
        cases += ((64, 1, 1, 2, False, False, True), (64, 2, 2, 2, False, False, True),
                  (128, 1, 2, 2, False, False, True), (64, 5, 6, 2, False, False, True), (64, 3, 4, 2, False, False, True),
                  (64, 0, 0, 2, False, False, True))
        # 8 / 16 heads over units, two programs per SM (ops.plan.paired_programs: model1 on Triton 3.6 only)
        cases += ((8, 0, 0, 2, False, False, False, True),)
        if triton.__version__.startswith("3.6."):
            cases += ((16, 2, 2, 0, False, False, False, True), (16, 0, 2, 1, False, False, False, True))
    for heads, main, extra, split, *more in cases:
        formats = {main, extra}
        few_rows = len(more) > 2 and more[2]
        paired = len(more) > 3 and more[3]
        config = kernel_config(heads, 2 in formats, 0 not in formats, gluon, formats == {1}, few_rows, paired)
        values = launch_constexprs(main, extra, True, True, True, True, True, split, config["block_h"],
                                   config["block_n"], config["swap_ab"], config["pipelined"], *more[:2],
                                   config.get("ring_slots", 0))  # fmt: skip
        values = tuple(False if name == "DOT_FP32" else value for name, value in zip(names, values))
        label = f"{'gluon' if gluon else 'attention'} H={heads} formats={main}/{extra} split={split}"
        label += " staged" * bool(more and more[0]) + " qk_fp8" * bool(more and more[1])
        label += " few_rows" * few_rows + " paired" * paired
        options = dict(num_warps=config["num_warps"], num_stages=config["num_stages"])
        if config.get("maxnreg"):
            options["maxnreg"] = config["maxnreg"]
        yield label, dict(zip(names, values)), options


def check_bf16_reads(ttgir: str, label: str) -> None:
    """The Gluon kernel's bf16 producer reads each 256-column half of a tile twice (once for the tile's
    exponent, once to convert after the slot wait): four separate loads. A compiler that merged them would
    hold the whole tile in the producer's registers across the wait (Triton 3.8 did, 2-5x slower)."""
    reads = sum("tt.load" in line and "tensor<64x256x!tt.ptr<bf16>" in line for line in ttgir.splitlines())
    if reads != 4:
        raise SystemExit(f"{label}: {reads} loads of bf16 tile halves in the TTGIR, expected 4 (two passes)")


def main() -> int:
    cases = list(attention_variants())
    if gluon_checked():
        cases += list(attention_variants(gluon=True))
    for fmt in range(5):
        cases.append((f"store format={fmt}", dict(FMT=fmt, RECIPROCAL=True), {}))
    for extend in (False, True):
        cases.append((f"step metadata extend={extend}", dict(EXTEND=extend, BLOCK_B=128, BLOCK_WINDOW=128,
                      BLOCK_HCA=256, HAS_CSA=True, HAS_HCA=True), {}))  # fmt: skip
    cases.append(("top-k slots", dict(BLOCK_K=512), {}))
    for swa, compressed, topk in ((1, 4, True), (2, 3, False), (0, 0, False)):
        cases.append((f"layer-inputs formats={swa}/{compressed} topk={topk}", dict(
            SWA_FMT=swa, SWA_RECIPROCAL=True, HAS_COMPRESSED=swa != 0, COMPRESSED_FMT=compressed,
            COMPRESSED_RECIPROCAL=True, HAS_TOPK=topk, BLOCK_K=512), {}))  # fmt: skip
    for extra, lengths in ((True, True), (False, True), (True, False)):
        flags = dict(HAS_LEN=lengths, HAS_EXTRA=extra, HAS_EXTRA_LEN=extra and lengths, BLOCK=256)
        for step in (32, 1):
            cases.append((f"rows-mark extra={extra} lengths={lengths} step={step}", dict(flags, ROW_STEP=step), {}))
        cases.append((f"rows-write extra={extra} lengths={lengths}", flags, {}))
    cases.append(("rows-number", dict(BLOCK=1024), {}))
    for main, extra, scaled in ((1, 1, False), (1, None, False), (2, 0, True), (0, 1, True), (2, None, True)):
        cases.append((f"rows-copy formats={main}/{extra} scaled={scaled}", dict(
            HAS_EXTRA=extra is not None, DIM=512, MAIN_FMT=main, EXTRA_FMT=1 if extra is None else extra,
            SCALED=scaled), {}))  # fmt: skip
    kernels = {"attention": sparse_attention_kernel, "store": store_rows_kernel, "step": step_metadata_kernel,
               "top-k": topk_slots_kernel, "layer-inputs": layer_inputs_kernel,
               "gluon": sparse_attention_gluon_kernel, "rows-mark": _mark_rows, "rows-write": _write_numbers,
               "rows-number": _number_marked, "rows-copy": _copy_rows}  # fmt: skip
    only = sys.argv[1:]
    for label, constexprs, options in cases:
        if only and not any(label.startswith(prefix) for prefix in only):
            continue
        start = time.perf_counter()
        compiled = compile_variant(kernels[label.split(" ")[0]], constexprs, **options)
        if label.startswith("gluon") and 0 in (constexprs["MAIN_FMT"], constexprs["EXTRA_FMT"]):
            check_bf16_reads(compiled.asm["ttgir"], label)
        print(f"ok {time.perf_counter() - start:5.1f} s  {label}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
