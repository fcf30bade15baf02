"""``python -m sparsemla demo`` (the README's main job): a short CPU run passes, an exceeded bound fails."""

import re

import pytest

pytest.importorskip("transformers.models.deepseek_v4")

from sparsemla import cli, config, demo
from sparsemla.testing import e2e  # noqa: E402

from helpers import needs_interpreter


@needs_interpreter
def test_demo_runs_and_passes(capsys):
    status = cli.main(["demo", "--device", "cpu", "--formats", "bf16", "--decode-steps", "1"])
    out = capsys.readouterr().out
    assert status == 0, out
    assert "3 requests of [246, 136, 36] tokens" in out
    assert "6 steps (4 extend, 1 decode, 1 verify)" in out
    step_lines = [line for line in out.splitlines() if re.match(r"\s+\d+\s+(extend|decode|verify)\s.* ms ", line)]
    assert len(step_lines) == 6  # one line per step with its latency
    assert "PASS" in out.splitlines()[-1]


@needs_interpreter
def test_demo_fails_beyond_the_bound(capsys, monkeypatch):
    monkeypatch.setitem(demo.SIZES, "small", dict(model=dict(num_attention_heads=8), prefills=[(5, 3), (4, 2)]))
    monkeypatch.setitem(e2e.ERROR_BOUNDS, "bf16", 1e-9)
    status = cli.main(["demo", "--device", "cpu", "--formats", "bf16", "--decode-steps", "0", "--quiet"])
    out = capsys.readouterr().out
    assert status == 1
    assert out.splitlines()[-1] == "FAIL: bf16"
    with pytest.raises(SystemExit, match="unknown format 'fp4'"):
        cli.main(["demo", "--device", "cpu", "--formats", "fp4"])
    with pytest.raises(SystemExit, match="--graphs needs a CUDA device"):
        cli.main(["demo", "--device", "cpu", "--graphs", "on"])


def test_demo_on_the_cpu_of_a_gpu_machine_says_how(monkeypatch):
    # Where Triton compiles (a GPU is present), CPU tensors need its interpreter, set before start.
    monkeypatch.setattr(config, "triton_interpreted", lambda: False)
    with pytest.raises(SystemExit, match="--device cpu on a machine with a GPU: set TRITON_INTERPRET=1"):
        cli.main(["demo", "--device", "cpu", "--formats", "bf16"])
