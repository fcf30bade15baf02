"""The package's kernels compile for sm_90 without a GPU: every Triton kernel with the installed Triton, and
the CuTe DSL kernel where nvidia-cutlass-dsl is installed."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from helpers import importable

HERE = Path(__file__).parent


def _compiled_lines(script: str, timeout: int, **env_extra) -> list[str]:
    """Run ``script`` (beside this file) with the package importable; its "ok" lines (fails on an error)."""
    import sparsemla

    env = dict(os.environ, **env_extra)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(Path(sparsemla.__file__).parents[1]), env.get("PYTHONPATH")]))
    result = subprocess.run([sys.executable, str(HERE / script)], env=env, capture_output=True, text=True,
                            timeout=timeout)  # fmt: skip
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-4000:]
    return [line for line in result.stdout.splitlines() if line.startswith("ok ")]


@pytest.mark.skipif(not importable("triton.backends.nvidia.compiler"), reason="Triton's NVIDIA backend is not installed")
def test_triton_kernels_compile_for_hopper(tmp_path):
    # (an empty cache directory: compile for real, not from an earlier run's cache)
    compiled = _compiled_lines("compile_sm90.py", 600, TRITON_CACHE_DIR=str(tmp_path))
    import triton

    from sparsemla.kernels.triton import GLUON_TRITON_VERSIONS

    gluon = ".".join(triton.__version__.split(".")[:2]) in GLUON_TRITON_VERSIONS
    # (27 Gluon variants then; 29 on Triton 3.6, which also runs model1 in paired 16-head programs)
    # (23 attention / store / metadata variants, 15 of the distinct-rows copy's kernels)
    assert len(compiled) == 38 + (27 + 2 * triton.__version__.startswith("3.6.")) * gluon, compiled


@pytest.mark.skipif(not importable("cutlass.cute"), reason="nvidia-cutlass-dsl is not installed (the `cute` extra)")
def test_cute_kernels_compile_for_hopper():
    compiled = _compiled_lines("compile_cute_sm90.py", 900)
    assert len(compiled) == 25, compiled


@pytest.mark.parametrize("argv", [["--keep"], ["--all", "--keep"], ["--keep", "--all"]])
def test_cute_compile_script_names_a_keep_without_its_directory(argv):
    """``--keep`` without its DIR is a usage error (as the last argument it raised IndexError; before
    ``--all`` it took that flag for the directory), exiting before anything is compiled."""
    result = subprocess.run([sys.executable, str(HERE / "compile_cute_sm90.py"), *argv], capture_output=True,
                            text=True, timeout=60)  # fmt: skip
    assert result.returncode == 2 and result.stdout == "", result.stderr
    assert result.stderr.startswith("usage: ") and "--keep needs a directory" in result.stderr, result.stderr
