"""Options and the environment variables that supply their defaults."""

import pytest
import torch

import sparsemla
from sparsemla import AttentionOptions, PagedKVCache, SplitKVWorkspace, default_options, sparse_attention
from sparsemla.config import ENVIRONMENT

from helpers import needs_interpreter


def test_defaults_and_validation():
    options = AttentionOptions()
    assert (options.kernel, options.cooperative, options.launch, options.qk_fp8, options.debug_checks) == (
        "auto", True, "packed", False, False,
    )
    with pytest.raises(ValueError, match="AttentionOptions.kernel"):
        AttentionOptions(kernel="fast")
    with pytest.raises(ValueError, match="AttentionOptions.launch"):
        AttentionOptions(launch="ctypes")
    with pytest.raises(TypeError, match="AttentionOptions.qk_fp8"):
        AttentionOptions(qk_fp8=1)
    assert options.replace(kernel="triton").kernel == "triton" and options.kernel == "auto"
    assert options.empty_row_lse == float("-inf") and options.lse_mode == 1
    assert AttentionOptions(empty_row_lse=float("inf")).lse_mode == 2
    for bad in (0.0, float("nan"), -1e30, 1):
        with pytest.raises(ValueError, match="AttentionOptions.empty_row_lse"):
            AttentionOptions(empty_row_lse=bad)


def test_environment_supplies_defaults_at_call_time(monkeypatch):
    for name in ENVIRONMENT:
        monkeypatch.delenv(name, raising=False)
    assert default_options() == AttentionOptions()
    monkeypatch.setenv("SPARSEMLA_KERNEL", "triton")
    monkeypatch.setenv("SPARSEMLA_COOPERATIVE", "0")
    monkeypatch.setenv("SPARSEMLA_DEBUG", "1")
    assert default_options() == AttentionOptions(kernel="triton", cooperative=False, debug_checks=True)
    monkeypatch.setenv("SPARSEMLA_QK_FP8", "maybe")
    with pytest.raises(ValueError, match="SPARSEMLA_QK_FP8"):
        default_options()
    monkeypatch.setenv("SPARSEMLA_QK_FP8", "0")
    monkeypatch.setenv("SPARSEMLA_LAUNCH", "nowhere")
    with pytest.raises(ValueError, match="launch"):
        default_options()


def test_only_the_config_module_reads_the_environment():
    from pathlib import Path

    root = Path(sparsemla.__file__).resolve().parent
    readers = sorted(str(path.relative_to(root)) for path in root.rglob("*.py") if "os.environ" in path.read_text())
    assert readers == ["config.py"]


def _small_call(options):
    g = torch.Generator().manual_seed(3)
    cache = PagedKVCache(2, 16, "bf16")
    cache.store(torch.randn(20, 512, generator=g), torch.arange(20))
    q = torch.randn(2, 8, 512, generator=g).to(torch.bfloat16)
    indices = torch.tensor([[0, 5, -1, 7], [3, 3, 9, 30]], dtype=torch.int32)
    return sparse_attention(q, cache, indices, workspace=SplitKVWorkspace("cpu", 4), options=options)


@needs_interpreter
def test_options_are_checked_and_forcing_an_unavailable_kernel_names_the_reason():
    with pytest.raises(TypeError, match="options must be an AttentionOptions"):
        _small_call({"kernel": "triton"})
    with pytest.raises(RuntimeError, match="kernel='gluon' cannot run here: not on a CUDA device"):
        _small_call(AttentionOptions(kernel="gluon"))
    assert _small_call(AttentionOptions(kernel="triton", launch="triton")).shape == (2, 8, 512)


@needs_interpreter
def test_debug_checks_option_rejects_out_of_range_slots():
    g = torch.Generator().manual_seed(4)
    cache = PagedKVCache(1, 16, "bf16")
    cache.store(torch.randn(16, 512, generator=g), torch.arange(16))
    q = torch.randn(1, 8, 512, generator=g).to(torch.bfloat16)
    indices = torch.tensor([[0, 16]], dtype=torch.int32)  # 16 is past the cache's 16 slots
    out = sparse_attention(q, cache, indices)  # the kernel skips it
    assert torch.isfinite(out.float()).all()
    with pytest.raises(ValueError, match="indices must lie in"):
        sparse_attention(q, cache, indices, options=AttentionOptions(debug_checks=True))


def test_describe_kernel_says_which_kernel_and_why():
    kernel, reason = sparsemla.describe_kernel(16, "model1", "v41_fp4", device="cpu")
    assert kernel == "triton" and "not on a CUDA device" in reason
    kernel, reason = sparsemla.describe_kernel(64, "bf16", device="cpu")
    assert kernel == "triton" and "not on a CUDA device" in reason
    kernel, reason = sparsemla.describe_kernel(64, "model1", device="cpu", options=AttentionOptions(kernel="triton"))
    assert kernel == "triton" and "forced" in reason


def test_a_hopper_gpu_without_the_fast_kernel_warns_once(monkeypatch):
    from sparsemla.ops import plan

    plan.select_kernel.cache_clear()
    monkeypatch.setattr(plan, "gluon_unavailable_reason", lambda device_index: "Triton 3.8 is not 3.6")
    monkeypatch.setattr(plan.torch.cuda, "get_device_capability", lambda device_index: (9, 0))
    monkeypatch.setattr(plan, "_warned", set())
    monkeypatch.setenv("TRITON_INTERPRET", "0")  # (compiled Triton, as on such a GPU: the interpreter never warns)
    try:
        with pytest.warns(RuntimeWarning, match="fast Hopper kernel .* Triton 3.8 is not 3.6"):
            assert plan.select_kernel("auto", 0, 64, ("model1", "model1"))[0] is False
        import warnings

        with warnings.catch_warnings():
            warnings.simplefilter("error")
            plan.select_kernel("auto", 0, 128, ("fp8_uniform", "fp8_uniform"))  # warned once already
            plan.select_kernel("auto", 0, 16, ("v41_fp8", "v41_fp4"))  # warned once already
            plan.select_kernel("auto", 0, 64, ("bf16", "model1"))  # warned once already
    finally:
        plan.select_kernel.cache_clear()


def test_the_cute_kernel_is_opt_in_and_names_why_it_cannot_run(monkeypatch):
    from sparsemla.ops import plan

    cute = AttentionOptions(kernel="cute")
    assert default_options().kernel == "auto"
    monkeypatch.setenv("SPARSEMLA_KERNEL", "cute")
    assert default_options() == cute
    assert sparsemla.describe_kernel(64, "model1", device="cpu", options=cute) == (
        "-", "kernel='cute' cannot run: not on a CUDA device",
    )  # fmt: skip
    with pytest.raises(ValueError, match="kernel='cute' is the CuTe DSL kernel"):
        plan.select_kernel("cute", 0, 64, ("model1", "model1"))
    # On a device where it is available: the formats and options it takes.
    monkeypatch.setattr("sparsemla.kernels.cute.launch.cute_available", lambda device_index: (True, "ok"))
    assert plan.cute_unavailable_reason(0, ("fp8_uniform", "model1"), cute) is None
    assert plan.cute_unavailable_reason(0, ("bf16", "bf16"), cute) is None
    assert "not v41_fp8" in plan.cute_unavailable_reason(0, ("model1", "v41_fp8"), cute)
    assert "qk_fp8" in plan.cute_unavailable_reason(0, ("fp8_uniform",) * 2, cute.replace(qk_fp8=True))
    assert "empty_row_lse" in plan.cute_unavailable_reason(0, ("model1",) * 2, cute.replace(empty_row_lse=float("inf")))
    monkeypatch.setattr("sparsemla.kernels.cute.launch.cute_available", lambda device_index: (False, "sm_80"))
    assert plan.cute_unavailable_reason(0, ("model1",) * 2, cute) == "sm_80"


@needs_interpreter
def test_forcing_the_cute_kernel_off_the_gpu_checks_arguments_then_names_the_reason():
    from sparsemla import bind_sparse_attention

    cute = AttentionOptions(kernel="cute")
    with pytest.raises(RuntimeError, match="kernel='cute' cannot run this call: not on a CUDA device"):
        _small_call(cute)
    cache = PagedKVCache(1, 16, "bf16")
    q = torch.randn(1, 8, 512).to(torch.bfloat16)
    indices = torch.zeros(1, 4, dtype=torch.int32)
    with pytest.raises(TypeError, match="indices must be int32"):  # the argument checks come first
        sparse_attention(q, cache, indices.long(), options=cute)
    with pytest.raises(ValueError, match="q has 12 heads"):
        sparse_attention(torch.randn(1, 12, 512).to(torch.bfloat16), cache, indices, options=cute)
    with pytest.raises(RuntimeError, match="kernel='cute' cannot run this call: not on a CUDA device"):
        bind_sparse_attention(q, cache, indices, options=cute)


def test_an_empty_environment_variable_counts_as_unset(monkeypatch):
    from sparsemla.config import AttentionOptions, default_options

    for name in ("SPARSEMLA_COOPERATIVE", "SPARSEMLA_KERNEL", "SPARSEMLA_QK_FP8"):
        monkeypatch.setenv(name, "  ")
    assert default_options() == AttentionOptions()


def test_a_bad_option_variable_is_named_in_the_error(monkeypatch):
    for name in ENVIRONMENT:
        monkeypatch.delenv(name, raising=False)
    for name, bad in (("SPARSEMLA_KERNEL", "fastest"), ("SPARSEMLA_LAUNCH", "nowhere"), ("SPARSEMLA_QK_FP8", "2")):
        monkeypatch.setenv(name, bad)
        with pytest.raises(ValueError, match=f"environment variable {name}\\b.*{bad}"):
            default_options()
        monkeypatch.delenv(name)


def test_blank_cache_and_override_variables_count_as_unset(monkeypatch, tmp_path):
    from sparsemla.config import default_cache_dir, environment_overrides

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv("SPARSEMLA_CACHE_DIR", "  ")
    assert default_cache_dir() == tmp_path / "sparsemla"
    monkeypatch.setenv("SPARSEMLA_KERNEL", "")
    monkeypatch.setenv("SPARSEMLA_DEBUG", "1")
    overrides = environment_overrides()
    assert "SPARSEMLA_KERNEL" not in overrides and "SPARSEMLA_CACHE_DIR" not in overrides
    assert overrides["SPARSEMLA_DEBUG"] == "1"


def test_every_value_triton_reads_as_interpreting_counts(monkeypatch):
    # (Triton interprets for TRITON_INTERPRET=true as for 1; a CPU call must then not be told to set it)
    from sparsemla.config import triton_interpreted

    for value in ("1", "true", "True", "YES", "on", "y"):
        monkeypatch.setenv("TRITON_INTERPRET", value)
        assert triton_interpreted(), value
    for value in ("0", "false", "off", "", "2"):
        monkeypatch.setenv("TRITON_INTERPRET", value)
        assert not triton_interpreted(), value
    monkeypatch.delenv("TRITON_INTERPRET")
    assert not triton_interpreted()


def test_the_backend_config_takes_the_options_the_op_takes():
    from sparsemla.serving.config import DSv4BackendConfig

    class MyOptions(AttentionOptions):
        pass

    base = dict(num_heads=8, layer_types=("sliding_attention",), max_running_requests=2, max_prefill_tokens=16,
                chunked_prefill_size=16, index_topk=8, kv_format="bf16", swa_page_size=16, max_context_len=64)  # fmt: skip
    assert DSv4BackendConfig(**base, options=AttentionOptions(kernel="triton")).options.kernel == "triton"
    with pytest.raises(TypeError, match="options must be an AttentionOptions, got MyOptions"):
        DSv4BackendConfig(**base, options=MyOptions())  # (sparse_attention would refuse it at every step)


def test_environment_readers_follow_the_environment_one_name_or_several(monkeypatch):
    # (the one-name reader, TRITON_INTERPRET's on every eager call, has a path of its own)
    from sparsemla.config import _environment_reader

    one, two = _environment_reader(("SPARSEMLA_TEST_A",)), _environment_reader(("SPARSEMLA_TEST_A", "SPARSEMLA_TEST_B"))
    monkeypatch.delenv("SPARSEMLA_TEST_A", raising=False)
    monkeypatch.delenv("SPARSEMLA_TEST_B", raising=False)
    assert one() == (None,) and two() == (None, None)
    monkeypatch.setenv("SPARSEMLA_TEST_A", "é 1")
    assert one() == ("é 1",) and two() == ("é 1", None)
    monkeypatch.setenv("SPARSEMLA_TEST_B", "")
    assert two() == ("é 1", "")
    monkeypatch.delenv("SPARSEMLA_TEST_A")
    assert one() == (None,) and two() == (None, "")
