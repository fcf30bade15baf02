"""The package's kernels compile for sm_90 without a GPU: every Triton kernel with the installed Triton, and
the CuTe DSL kernel where nvidia-cutlass-dsl is installed."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).with_name("compile_sm90.py")


def _nvidia_backend() -> bool:
    try:
        from triton.backends.nvidia import compiler  # noqa: F401
    except Exception:
        return False
    return True


@pytest.mark.skipif(not _nvidia_backend(), reason="Triton's NVIDIA backend is not installed")
def test_triton_kernels_compile_for_hopper(tmp_path):
    import sparsemla

    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(Path(sparsemla.__file__).parents[1]), env.get("PYTHONPATH")]))
    env["TRITON_CACHE_DIR"] = str(tmp_path)  # compile for real, not from an earlier run's cache
    result = subprocess.run([sys.executable, str(SCRIPT)], env=env, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-4000:]
    compiled = [line for line in result.stdout.splitlines() if line.startswith("ok ")]
    import triton

    from sparsemla.kernels.triton import GLUON_TRITON_VERSIONS

    gluon = ".".join(triton.__version__.split(".")[:2]) in GLUON_TRITON_VERSIONS  # (13 Gluon variants then)
    assert len(compiled) == 23 + 13 * gluon, result.stdout


def _cute_dsl() -> bool:
    try:
        import cutlass.cute  # noqa: F401
    except Exception:
        return False
    return True


@pytest.mark.skipif(not _cute_dsl(), reason="nvidia-cutlass-dsl is not installed (the `cute` extra)")
def test_cute_kernels_compile_for_hopper():
    import sparsemla

    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(Path(sparsemla.__file__).parents[1]), env.get("PYTHONPATH")]))
    script = SCRIPT.with_name("compile_cute_sm90.py")
    result = subprocess.run([sys.executable, str(script)], env=env, capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-4000:]
    compiled = [line for line in result.stdout.splitlines() if line.startswith("ok ")]
    assert len(compiled) == 13, result.stdout
