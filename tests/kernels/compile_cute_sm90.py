"""Compile the CuTe DSL decode kernel for sm_90a without a GPU.

    python compile_cute_sm90.py [--all] [--keep DIR] [label prefix...]

The kernel compiles for sm_90a on any machine, so every variant's compile errors show up wherever
``nvidia-cutlass-dsl`` is installed. Each variant compiles for real, into an empty cache directory (or
``DIR``, which keeps the cubins: a cache directory for a machine without CuTe DSL), and its parameters
are checked against the launcher's; ``--all`` compiles all 168 variants, and over fp8_uniform and model1
sources the float16 (unclustered and in clusters of 2, 4 and 8), seesaw and swapped kernels beside the
automatic one (728 in all), instead of 25 (the prefill kernels over float16 and bfloat16 copies and the e4m3 prefill
kernel among them). With
``cuobjdump`` on the PATH or beside Triton's NVIDIA backend, each line also gives the kernel's registers
per thread, its stack and local-memory bytes (spills) and its HGMMA and full-wait counts, read from the
cubin; a variant whose every WGMMA ptxas serialised fails. Prints one line per variant and exits non-zero
on the first failure.
"""

import itertools
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

USAGE = "usage: python compile_cute_sm90.py [--all] [--keep DIR] [label prefix...]"
KEEP = sys.argv.index("--keep") if "--keep" in sys.argv else None
if KEEP is not None and (KEEP + 1 == len(sys.argv) or sys.argv[KEEP + 1].startswith("--")):
    print(f"{USAGE}\ncompile_cute_sm90.py: --keep needs a directory", file=sys.stderr)
    sys.exit(2)
CACHE = sys.argv[KEEP + 1] if KEEP is not None else tempfile.mkdtemp(prefix="sparsemla-cute-")
if KEEP is not None:
    del sys.argv[KEEP : KEEP + 2]
ALL = "--all" in sys.argv
if ALL:
    sys.argv.remove("--all")

from sparsemla.kernels.cute.launch import FORMAT_CODES, compile_decode

NAMES = {code: name for name, code in FORMAT_CODES.items()}
QUANTIZED = ("fp8_uniform", "model1")  # the float16 kernel's formats (the bf16-tile kernel reads them too)


def variants():
    """(label, compile_decode arguments): every main format alone and with every extra format (lengths,
    sinks, LSE on), and one variant with every option off; with ``--all`` every combination."""
    if ALL:
        for main in FORMAT_CODES.values():
            for extra in (-1, *FORMAT_CODES.values()):
                for main_len, extra_len, sinks, lse in itertools.product((True, False), repeat=4):
                    if extra < 0 and extra_len:
                        continue
                    label = (f"decode formats={NAMES[main]}/{NAMES.get(extra, 'none')} "
                             f"lengths={main_len:d}{extra_len:d} sinks={sinks:d} lse={lse:d}")  # fmt: skip
                    yield label, (main, extra, main_len, extra_len, sinks, lse), {}
                    if NAMES[main] in QUANTIZED and NAMES.get(extra, "model1") in QUANTIZED:
                        for design in ("f16", "seesaw", "swap16", "swap32", "f16x2", "f16x4", "f16x8"):
                            yield f"{label} {design}", (main, extra, main_len, extra_len, sinks, lse), {"design": design}
        return
    for main in FORMAT_CODES.values():
        for extra in (-1, *FORMAT_CODES.values()):
            label = f"decode formats={NAMES[main]}/{NAMES.get(extra, 'none')}"
            yield label, (main, extra, True, extra >= 0, True, True), {}
    yield "decode formats=model1/none plain", (FORMAT_CODES["model1"], -1, False, False, False, False), {}
    fp8, model1 = FORMAT_CODES["fp8_uniform"], FORMAT_CODES["model1"]
    yield "decode formats=fp8_uniform/none f16", (fp8, -1, True, False, True, True), {"design": "f16"}
    yield "decode formats=model1/model1 f16", (model1, model1, True, True, True, True), {"design": "f16"}
    yield "decode formats=fp8_uniform/model1 swap16", (fp8, model1, True, True, True, True), {"design": "swap16"}
    yield "decode formats=model1/model1 swap32", (model1, model1, True, True, True, True), {"design": "swap32"}
    yield "decode formats=fp8_uniform/none seesaw", (fp8, -1, True, False, True, True), {"design": "seesaw"}
    yield "decode formats=model1/fp8_uniform seesaw", (model1, fp8, True, True, True, True), {"design": "seesaw"}
    yield "decode formats=fp8_uniform/none f16x2", (fp8, -1, True, False, True, True), {"design": "f16x2"}
    yield "decode formats=model1/fp8_uniform f16x8", (model1, fp8, True, True, True, True), {"design": "f16x8"}
    yield "decode formats=fp8_uniform/fp8_uniform f16rows", (fp8, fp8, True, True, True, True), {"design": "f16rows"}
    yield "decode formats=fp8_uniform/fp8_uniform f16scaled", (fp8, fp8, True, True, True, True), {"design": "f16scaled"}
    yield "decode formats=fp8_uniform/none f16lead", (fp8, -1, True, False, True, False), {"design": "f16lead"}
    yield "decode formats=fp8_uniform/fp8_uniform e4m3rows", (fp8, fp8, True, True, True, True), {"design": "e4m3rows"}


def _cuobjdump() -> str | None:
    found = shutil.which("cuobjdump")
    if found:
        return found
    try:
        import triton

        bundled = Path(triton.__file__).parent / "backends" / "nvidia" / "bin" / "cuobjdump"
    except ImportError:
        return None
    return str(bundled) if bundled.exists() else None


def _resources(cubin: bytes) -> tuple[str, bool]:
    """``("REG=… STACK=… LOCAL=… HGMMA=… WAITS=…", serialised)`` (HGMMA counts the e4m3 QGMMA too) of the kernel in ``cubin`` (``("", False)``
    without cuobjdump). ``WAITS`` counts the warpgroup waits for no WGMMA group in flight
    (``WARPGROUP.DEPBAR.LE gsb0, 0x0``); one per HGMMA means ptxas serialised every WGMMA (its C7514
    warning: a group left in flight where it cannot track it), which ``serialised`` reports."""
    tool = _cuobjdump()
    if tool is None:
        return "", False
    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / "kernel.cubin"
        path.write_bytes(cubin)
        report = subprocess.run([tool, "-res-usage", str(path)], capture_output=True, text=True).stdout
        sass = subprocess.run([tool, "-sass", str(path)], capture_output=True, text=True).stdout
    text = ""
    for line in report.splitlines():
        if "REG:" in line:
            fields = dict(part.split(":", 1) for part in line.split() if ":" in part)
            text = f"REG={fields.get('REG')} STACK={fields.get('STACK')} LOCAL={fields.get('LOCAL')}"
    hgmma = sass.count("GMMA.")  # (HGMMA: 16-bit operands, QGMMA: e4m3)
    waits = sum(1 for line in sass.splitlines() if "WARPGROUP.DEPBAR.LE" in line and "gsb0, 0x0" in line)
    return f"{text} HGMMA={hgmma} WAITS={waits}", hgmma > 0 and waits >= hgmma


def main() -> int:
    only = sys.argv[1:]
    for label, arguments, options in variants():
        if only and not any(label.startswith(prefix) for prefix in only):
            continue
        start = time.perf_counter()
        binary = compile_decode(*arguments, cache_dir=CACHE, **options)
        resources, serialised = _resources(binary.cubin)
        print(f"ok {time.perf_counter() - start:5.1f} s  {label}  {resources}".rstrip(), flush=True)
        if serialised:
            print(f"FAILED {label}: every WGMMA is serialised (ptxas C7514)", flush=True)
            return 1
    if KEEP is None:
        shutil.rmtree(CACHE, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
