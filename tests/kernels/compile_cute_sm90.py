"""Compile the CuTe DSL decode kernel for sm_90a without a GPU: ``python compile_cute_sm90.py [label prefix]``.

CuTe DSL compiles for the architecture named by ``CUTE_DSL_ARCH`` when no GPU is present, so every
variant's compile errors show up on any machine with ``nvidia-cutlass-dsl`` installed. Each variant
compiles for real (an empty cache directory) and its parameters are checked against the launcher's.
With ``cuobjdump`` on the PATH or beside Triton's NVIDIA backend, each line also gives the kernel's
registers per thread and its stack and local-memory bytes (spills), read from the cubin. Run in a
process of its own (the architecture is read when ``cutlass`` is imported). Prints one line per
variant and exits non-zero on the first failure.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("CUTE_DSL_ARCH", "sm_90a")
CACHE = tempfile.mkdtemp(prefix="sparsemla-cute-")

from sparsemla.kernels.cute.launch import FORMAT_CODES, compile_decode  # noqa: E402

NAMES = {code: name for name, code in FORMAT_CODES.items()}


def variants():
    """(label, compile_decode arguments): every main format alone and with every extra format (lengths,
    sinks, LSE on), and one variant with every option off."""
    for main in FORMAT_CODES.values():
        for extra in (-1, *FORMAT_CODES.values()):
            label = f"decode formats={NAMES[main]}/{NAMES.get(extra, 'none')}"
            yield label, (main, extra, True, extra >= 0, True, True)
    yield "decode formats=model1/none plain", (FORMAT_CODES["model1"], -1, False, False, False, False)


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


def _resources(cubin: bytes) -> str:
    """``REG=… STACK=… LOCAL=…`` of the kernel in ``cubin``, or '' without cuobjdump."""
    tool = _cuobjdump()
    if tool is None:
        return ""
    path = Path(CACHE) / "resources.cubin"
    path.write_bytes(cubin)
    report = subprocess.run([tool, "-res-usage", str(path)], capture_output=True, text=True).stdout
    for line in report.splitlines():
        if "REG:" in line:
            fields = dict(part.split(":", 1) for part in line.split() if ":" in part)
            return f"REG={fields.get('REG')} STACK={fields.get('STACK')} LOCAL={fields.get('LOCAL')}"
    return ""


def main() -> int:
    only = sys.argv[1:]
    for label, arguments in variants():
        if only and not any(label.startswith(prefix) for prefix in only):
            continue
        start = time.perf_counter()
        binary = compile_decode(*arguments, cache_dir=CACHE)
        print(f"ok {time.perf_counter() - start:5.1f} s  {label}  {_resources(binary.cubin)}".rstrip(), flush=True)
    shutil.rmtree(CACHE, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
