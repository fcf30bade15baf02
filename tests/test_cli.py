"""``python -m sparsemla info`` and the demo's message when its extra is missing."""

import contextlib

import sparsemla
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


def _kernel_line(out: str, fmt: str, heads: int) -> str:
    (line,) = [line for line in out.splitlines() if line.split()[:2] == [fmt, f"H={heads}"]]
    return line


@contextlib.contextmanager
def _fresh_plan_memos(plan):
    """The planner's per-device memos cleared for the body and again after it (they would keep its stand-ins);
    yields them for bodies that change a stand-in midway."""
    memos = (plan.select_kernel, plan.cute_device, plan.cute_beside_gluon, plan.auto_cute_reason)
    for memo in memos:
        memo.cache_clear()
    try:
        yield memos
    finally:
        for memo in memos:
            memo.cache_clear()


def _hopper_without_cute_dsl(monkeypatch):
    """A Hopper GPU (properties mocked) whose Triton the Gluon kernel does not take, without nvidia-cutlass-dsl:
    ``(the CuTe DSL launcher module, ops.plan)``, for further stand-ins."""
    import types

    import torch

    from sparsemla.kernels.cute import launch as cute_launch
    from sparsemla.ops import plan

    props = types.SimpleNamespace(name="H100", major=9, minor=0, multi_processor_count=132, total_memory=80 * 2**30)
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "current_device", lambda: 0)
    monkeypatch.setattr(torch.cuda, "get_device_properties", lambda device_index=0: props)
    monkeypatch.setattr(torch.cuda, "get_device_capability", lambda device_index=0: (9, 0))
    monkeypatch.setattr(plan, "gluon_unavailable_reason", lambda device_index: "this is Triton 3.10.0")
    monkeypatch.setattr(cute_launch, "cute_available",
                        lambda device_index: (True, "cached variants only (nvidia-cutlass-dsl not importable)"))
    return cute_launch, plan


def test_info_on_a_hopper_gpu_without_cute_dsl_reports_what_its_cache_lets_run(capsys, monkeypatch, tmp_path):
    # A Hopper GPU (properties mocked) whose Triton the Gluon kernel does not take and without nvidia-cutlass-dsl:
    # kernel="auto" runs the CuTe DSL kernel only from variants in the cache directory; with none there the op's
    # first such call warns and runs the portable kernel, and info says so rather than "cute".
    cute_launch, plan = _hopper_without_cute_dsl(monkeypatch)
    monkeypatch.setenv("SPARSEMLA_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("SPARSEMLA_KERNEL", raising=False)
    with _fresh_plan_memos(plan) as memos:
        assert cli.main(["info"]) == 0
        out = capsys.readouterr().out
        line = _kernel_line(out, "model1", 64)
        assert " triton " in line and "holds none of its variants" in line and "this is Triton 3.10.0" in line
        assert "cannot run here" in [line for line in out.splitlines() if line.startswith("CuTe DSL kernel")][0]
        assert "'f16rows' kernel): not here: " in out
        assert "e4m3rows' kernel): not here: " in out
        assert plan.describe_kernel(64, "model1", options=sparsemla.AttentionOptions(kernel="cute"))[0] == "-"
        # One variant of 64-head model1 calls in the cache: those calls run the CuTe DSL kernel.
        key = cute_launch.variant_key(2, -1, True, False, True, False, 64)
        binary = cute_launch.CuteBinary("kernel_0", b"\x7fELF" + bytes(64), cute_launch.KERNEL_PARAMS, 230400, 384)
        cute_launch._write_cached(*cute_launch._cache_paths(tmp_path / "cute", key), binary)
        assert cli.main(["info"]) == 0
        out = capsys.readouterr().out
        assert " cute " in _kernel_line(out, "model1", 64) and " triton " in _kernel_line(out, "bf16", 64)
        assert "can run here: cached variants only (nvidia-cutlass-dsl not importable): 1 in " in out
        # Beside the Gluon kernel: a launch the CuTe DSL kernel runs faster stays on the Gluon kernel without one.
        monkeypatch.setattr(plan, "gluon_unavailable_reason", lambda device_index: None)
        for memo in memos:
            memo.cache_clear()
        kernel, reason = plan.describe_kernel(64, "fp8_uniform", rows=50, width=640, sm_count=132)
        assert kernel == "gluon" and "would run faster on the CuTe DSL kernel, but" in reason
        # The prefill paths under options that keep calls off the CuTe DSL kernel.
        monkeypatch.setattr(cute_launch, "cute_available", lambda device_index: (True, "ok"))
        monkeypatch.setenv("SPARSEMLA_KERNEL", "triton")
        assert cli.main(["info"]) == 0
        out = capsys.readouterr().out
        assert "'f16rows' kernel): not under kernel='triton'" in out


def test_info_without_cute_dsl_names_a_cache_directory_variable_that_cannot_be_resolved(capsys, monkeypatch):
    """A ``~user`` in SPARSEMLA_CACHE_DIR that names no user: no variant can load, and info says why rather
    than failing (the kernel lines stay on the Triton-path kernels)."""
    cute_launch, plan = _hopper_without_cute_dsl(monkeypatch)
    monkeypatch.setattr(cute_launch, "_compiled", {})
    monkeypatch.setenv("SPARSEMLA_CACHE_DIR", "~nosuchuser_xyz/cache")
    monkeypatch.delenv("SPARSEMLA_KERNEL", raising=False)
    with _fresh_plan_memos(plan):
        assert cli.main(["info"]) == 0
        out = capsys.readouterr().out
        line = _kernel_line(out, "model1", 64)
        assert " triton " in line and "no cache directory to load its variants from" in line
        (cute_line,) = [line for line in out.splitlines() if line.startswith("CuTe DSL kernel")]
        assert "cannot run here: no cache directory (environment variable SPARSEMLA_CACHE_DIR" in cute_line, cute_line


def test_info_without_cute_dsl_counts_only_cache_entries_this_launcher_can_run(capsys, monkeypatch, tmp_path):
    """Entries of an older kernel source (other file names) and damaged ones are no variants it can run:
    info says the CuTe DSL kernel cannot run, and the kernel lines stay on the Triton-path kernels."""
    cute_launch, plan = _hopper_without_cute_dsl(monkeypatch)
    monkeypatch.setattr(cute_launch, "_compiled", {})
    monkeypatch.setenv("SPARSEMLA_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("SPARSEMLA_KERNEL", raising=False)
    binary = cute_launch.CuteBinary("kernel_0", b"\x7fELF" + bytes(64), cute_launch.KERNEL_PARAMS, 230400, 384, "4.8.1")
    directory = tmp_path / "cute"
    cute_launch._write_cached(directory / f"decode-{'0' * 32}.json", directory / f"decode-{'0' * 32}.cubin", binary)
    key = cute_launch.variant_key(2, -1, True, False, True, False, 64)
    meta_path, cubin_path = cute_launch._cache_paths(directory, key)
    cute_launch._write_cached(meta_path, cubin_path, binary)
    cubin_path.write_bytes(b"truncated")
    with _fresh_plan_memos(plan):
        assert cli.main(["info"]) == 0
        out = capsys.readouterr().out
        assert " triton " in _kernel_line(out, "model1", 64) and "holds none of its variants" in out
        (cute_line,) = [line for line in out.splitlines() if line.startswith("CuTe DSL kernel")]
        assert "cannot run here" in cute_line, cute_line
        cute_launch._write_cached(meta_path, cubin_path, binary)  # (repaired: one variant it can run)
        assert cli.main(["info"]) == 0
        out = capsys.readouterr().out
        assert " cute " in _kernel_line(out, "model1", 64)
        assert "can run here: cached variants only (nvidia-cutlass-dsl not importable): 1 in " in out
