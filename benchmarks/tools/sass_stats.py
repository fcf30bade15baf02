"""Registers, spills and instruction counts of the Gluon kernel's variants, per partition, with no GPU.

    python benchmarks/tools/sass_stats.py [LABEL_PREFIX ...]   # e.g. "gluon H=64 formats=2/2" (default: all)

Compiles the Gluon variants of ``tests/kernels/compile_sm90.py`` for sm_90a with the Triton in use, the
way the op's launches specialise them (pointers, strides and page sizes multiples of 16), and reads the
SASS with Triton's own ``cuobjdump``. Per variant: registers, stack bytes, instructions, and local-memory
stores / loads (``STL`` / ``LDL``: spills) split by partition, where a partition is the code after a
``USETMAXREG`` (named by the registers it sets: the producer's 112-152, the consumers' 184-240). A spill
inside a partition's tile loop costs every tile; one in the prologue or epilogue does not, and register
counts alone do not say which (spill counts also move by several between Triton versions without a
measurable change in time: measure before trusting them).
"""

import os
import re
import subprocess
import sys
import tempfile

os.environ["TRITON_INTERPRET"] = "0"
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "tests", "kernels"))

import triton  # noqa: E402
from triton.experimental.gluon._runtime import GluonASTSource  # noqa: E402

import compile_sm90  # noqa: E402
from sparsemla.kernels.triton.sparse_attention_gluon import sparse_attention_gluon_kernel as KERNEL  # noqa: E402

CUOBJDUMP = os.path.join(os.path.dirname(triton.__file__), "backends", "nvidia", "bin", "cuobjdump")
_SETMAXREG = re.compile(r"USETMAXREG\.(TRY_ALLOC|DEALLOC)\.CTAPOOL (?:UP0, )?(0x[0-9a-f]+)")


def _aligned(name: str, kind: str) -> bool:
    """Arguments the op's launches specialise on 16-byte multiples."""
    return kind.startswith("*") or "stride" in name or "page_bytes" in name


def compile_cubin(constexprs: dict, options: dict) -> bytes:
    names = KERNEL.arg_names
    signature = {n: ("constexpr" if n in constexprs else compile_sm90._type(n)) for n in names}
    attrs = {
        (i,): [["tt.divisibility", 16]]
        for i, n in enumerate(names)
        if n not in constexprs and _aligned(n, signature[n])
    }
    source = GluonASTSource(KERNEL, signature, constexprs=constexprs, attrs=attrs)
    return triton.compile(source, target=compile_sm90.HOPPER, options=options).asm["cubin"]


def _cuobjdump(cubin: bytes, flag: str) -> str:
    with tempfile.NamedTemporaryFile(suffix=".cubin") as file:
        file.write(cubin)
        file.flush()
        return subprocess.run([CUOBJDUMP, flag, file.name], capture_output=True, text=True, check=True).stdout


def sass_stats(cubin: bytes) -> dict:
    usage = _cuobjdump(cubin, "-res-usage")
    registers = re.search(r"REG:(\d+)", usage)
    stack = re.search(r"STACK:(\d+)", usage)
    partitions: dict[str, list[int]] = {}
    partition = "entry"
    instructions = 0
    for line in _cuobjdump(cubin, "-sass").splitlines():
        if not re.match(r"\s*/\*[0-9a-f]{4,}\*/", line):
            continue
        instructions += 1
        marker = _SETMAXREG.search(line)
        if marker:
            partition = f"{int(marker.group(2), 16)} regs"
            continue
        counts = partitions.setdefault(partition, [0, 0])
        counts[0] += " STL" in line
        counts[1] += " LDL" in line
    return {
        "registers": int(registers.group(1)) if registers else None,
        "stack": int(stack.group(1)) if stack else None,
        "instructions": instructions,
        "spills": {name: tuple(c) for name, c in partitions.items() if any(c)},
    }


def main() -> None:
    prefixes = sys.argv[1:]
    print(f"Triton {triton.__version__}; spills as STL / LDL per partition")
    for label, constexprs, options in compile_sm90.attention_variants(gluon=True):
        if prefixes and not any(label.startswith(p) for p in prefixes):
            continue
        stats = sass_stats(compile_cubin(constexprs, options))
        spills = ", ".join(f"{name} {st}/{ld}" for name, (st, ld) in stats["spills"].items()) or "none"
        print(f"{label}: {stats['registers']} regs, stack {stats['stack']} B, {stats['instructions']} instructions;"
              f" spills {spills}", flush=True)


if __name__ == "__main__":
    main()
