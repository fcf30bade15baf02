"""The README's Quickstart runs as written (on a CPU through Triton's interpreter) and is right."""

import re
from pathlib import Path

import torch

import sparsemla

README = Path(__file__).resolve().parents[1] / "README.md"


def quickstart_snippet() -> str:
    """The first ```python block of the README's "## Quickstart" section."""
    text = README.read_text(encoding="utf-8")
    section = re.search(r"^## Quickstart\s*$(.*?)(?=^## |\Z)", text, re.S | re.M)
    assert section, "README.md has no '## Quickstart' section"
    block = re.search(r"^```python\n(.*?)^```", section.group(1), re.S | re.M)
    assert block, "the Quickstart section has no ```python block"
    return block.group(1)


def test_readme_quickstart_runs_and_matches_the_reference(capsys):
    namespace = {"__name__": "__readme__"}
    exec(compile(quickstart_snippet(), str(README) + ":Quickstart", "exec"), namespace)
    printed = capsys.readouterr().out
    assert "max |out - ref|" in printed

    out = namespace["out"]
    q = namespace["q"]
    window, compressed = namespace["window"], namespace["compressed"]
    assert out.dtype == torch.bfloat16 and out.shape == q.shape
    assert q.shape[1] in (8, 16, 32, 64, 128)
    # Independently of the snippet's own comparison: the exact reference in float64.
    expected, _ = sparsemla.sparse_attention_ref(
        q.double(), window.dense().double(), namespace["swa_indices"], namespace["swa_lengths"],
        kv_extra=compressed.dense().double(), extra_indices=namespace["topk_indices"],
        extra_lengths=namespace["topk_lengths"], sinks=namespace["sinks"].double(),
    )  # fmt: skip
    error = (out.double() - expected).abs().max().item()
    assert error <= 2e-2 * max(1.0, expected.abs().max().item()), error
    assert torch.isfinite(out).all()
