"""``python -m sparsemla info`` and the demo's message when its extra is missing."""

from sparsemla import cli, demo
from sparsemla.formats import CACHE_FORMATS


def test_info_prints_versions_formats_and_the_kernel_of_every_case(capsys):
    assert cli.main(["info"]) == 0
    out = capsys.readouterr().out
    assert "torch" in out and "triton" in out and "cute dsl" in out
    kernel_lines = [line for line in out.splitlines() if " H=" in line]
    assert len(kernel_lines) == len(CACHE_FORMATS) * 5  # every format × head count, with its kernel and the reason
    assert all(any(name in line for name in ("triton", "gluon", "cute")) for line in kernel_lines)
    (cute_line,) = [line for line in out.splitlines() if line.startswith("CuTe DSL kernel")]
    assert "kernel='auto'" in cute_line and ("can run here" in cute_line or "cannot run here: " in cute_line)


def test_demo_without_transformers_says_which_extra_to_install(capsys, monkeypatch):
    monkeypatch.setattr(demo, "transformers_missing", lambda: True)
    assert cli.main(["demo", "--device", "cpu"]) == 2
    captured = capsys.readouterr()
    assert captured.err.strip() == "the demo needs HuggingFace transformers: pip install 'sparsemla[demo]'"
    assert "Traceback" not in captured.err + captured.out


def test_info_says_where_a_forced_kernel_cannot_run_and_names_a_bad_option_variable(capsys, monkeypatch):
    import torch

    monkeypatch.setenv("SPARSEMLA_KERNEL", "gluon")
    assert cli.main(["info"]) == 0
    out = capsys.readouterr().out
    if not torch.cuda.is_available():
        assert "options.kernel='gluon' cannot run here" in out
    monkeypatch.setenv("SPARSEMLA_KERNEL", "bogus")
    assert cli.main(["info"]) == 2
    assert "AttentionOptions.kernel must be one of" in capsys.readouterr().err
