"""Path choices of :mod:`sparsemla.ops.plan` that need no GPU: why a call does not take a prefill path, and
what kernel="auto" does on a Hopper GPU (its properties mocked) without the Gluon kernel or the CuTe DSL one."""

import warnings

import pytest
import torch

from sparsemla.cache import PagedKVCache
from sparsemla.config import AttentionOptions
from sparsemla.ops import plan
from sparsemla.ops.plan import DISTINCT_ROWS_MIN_ROWS, distinct_rows_reason, e4m3_prefill_reason

from helpers import needs_interpreter


def _call(fmt="fp8_uniform"):
    q = torch.zeros(DISTINCT_ROWS_MIN_ROWS, 64, 512, dtype=torch.bfloat16)
    return q, PagedKVCache(2, 64, fmt), PagedKVCache(2, 64, "fp8_uniform")


def test_e4m3_prefill_reasons_name_the_condition():
    q, cache, extra = _call()
    assert e4m3_prefill_reason(q, cache, extra, AttentionOptions()) == "qk_fp8 is off"
    options = AttentionOptions(qk_fp8=True)
    assert "num_splits=2" in e4m3_prefill_reason(q, cache, extra, options, num_splits=2)
    assert "empty_row_lse" in e4m3_prefill_reason(q, cache, extra, AttentionOptions(qk_fp8=True, empty_row_lse=float("inf")))
    assert "kernel='triton'" in e4m3_prefill_reason(q, cache, extra, AttentionOptions(qk_fp8=True, kernel="triton"))
    assert e4m3_prefill_reason(q, cache, extra, options) == "q is not on a CUDA device"


def test_qk_fp8_keeps_calls_off_the_float16_copy():
    q, cache, extra = _call()
    assert "qk_fp8" in distinct_rows_reason(q, cache, extra, AttentionOptions(qk_fp8=True))
    assert distinct_rows_reason(q, cache, extra, AttentionOptions()) == "q is not on a CUDA device"


def test_the_distinct_rows_path_leaves_calls_wanting_positive_empty_row_lse_to_other_kernels():
    # (its f16rows kernel writes -inf for a row with no valid entry; the FlashMLA interface asks for +inf)
    q, cache, extra = _call()
    assert "empty_row_lse=+inf" in distinct_rows_reason(q, cache, extra, AttentionOptions(empty_row_lse=float("inf")))


@needs_interpreter  # (the op's checks on CPU tensors)
def test_prefill_reasons_leave_a_wrong_cache_to_the_ops_type_check(monkeypatch):
    """The op asks the planner before its argument checks: past the device checks (forced here, as on Hopper with
    CuTe DSL) a cache that is not a PagedKVCache gets a reason, so the op's TypeError names it (not an
    AttributeError from the planner)."""
    import sparsemla.ops.plan as plan
    from sparsemla import DistinctRowsWorkspace, sparse_attention

    class _CudaLooking(torch.Tensor):
        is_cuda = property(lambda self: True)

    monkeypatch.setattr(plan.cute_launcher, "cute_available", lambda device_index: (True, None))
    q, cache, _ = _call()
    q = q.as_subclass(_CudaLooking)
    for main, extra in ((cache.data, None), (cache, cache.data)):
        assert "PagedKVCache" in distinct_rows_reason(q, main, extra, AttentionOptions())
        assert "PagedKVCache" in e4m3_prefill_reason(q, main, extra, AttentionOptions(qk_fp8=True))
    indices = torch.zeros(q.shape[0], 1, dtype=torch.int32)
    workspace = DistinctRowsWorkspace("cpu", q.shape[0], 1, 0, cache.num_slots, 0)
    with pytest.raises(TypeError, match="cache must be a PagedKVCache"):
        sparse_attention(q, cache.data, indices, rows_workspace=workspace)


# ---- kernel="auto" on a Hopper GPU without the Gluon kernel (device properties mocked) ----

def _clear_choice_caches():
    for memo in (plan.select_kernel, plan.cute_device, plan.cute_beside_gluon, plan.auto_cute_reason):
        memo.cache_clear()
    plan._auto_cute_off.clear()


@pytest.fixture
def hopper(monkeypatch):
    """CUDA device 0 as a Hopper GPU whose Triton the Gluon kernel does not take, the CuTe DSL kernel installed."""
    _clear_choice_caches()
    monkeypatch.setattr(plan, "_warned", set())
    monkeypatch.setattr(plan.torch.cuda, "get_device_capability", lambda device_index: (9, 0))
    monkeypatch.setattr(plan.torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(plan.torch.cuda, "current_device", lambda: 0)
    monkeypatch.setattr(plan, "gluon_unavailable_reason", lambda device_index: "this is Triton 3.10.0")
    monkeypatch.setattr(plan.cute_launcher, "cute_available", lambda device_index: (True, "ok"))
    monkeypatch.setenv("TRITON_INTERPRET", "0")
    yield
    _clear_choice_caches()


def test_calls_that_auto_gives_the_cute_kernel_warn_once_that_gluon_is_missing(hopper):
    # (the CuTe DSL kernel is the faster of the two left, but slower than the Gluon kernel: the user is told why)
    with pytest.warns(RuntimeWarning, match="fast Hopper kernel .*this is Triton 3.10.0.*CuTe DSL kernel"):
        assert plan.auto_cute_reason(0, ("fp8_uniform", "fp8_uniform"), AttentionOptions()) is not None
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # once per reason: neither kernel warns again
        assert plan.auto_cute_reason(0, ("model1", "model1"), AttentionOptions()) is not None
        assert plan.select_kernel("auto", 0, 64, ("v41_fp8", "v41_fp8")) == (
            False, "the Gluon kernel is not available: this is Triton 3.10.0",
        )  # fmt: skip


def test_no_warning_under_the_interpreter(hopper, monkeypatch):
    monkeypatch.setenv("TRITON_INTERPRET", "1")
    monkeypatch.setattr(plan, "gluon_unavailable_reason", lambda device_index: "Triton runs in its CPU interpreter")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert plan.select_kernel("auto", 0, 64, ("v41_fp8", "v41_fp8"))[0] is False
        plan.auto_cute_reason(0, ("model1", "model1"), AttentionOptions())


def _prefill_call(options, **extra):
    from sparsemla import PagedKVCache, sparse_attention

    g = torch.Generator().manual_seed(5)
    cache = PagedKVCache(2, 16, "fp8_uniform")
    cache.store(torch.randn(20, 512, generator=g), torch.arange(20))
    q = torch.randn(2, 64, 512, generator=g).to(torch.bfloat16)
    indices = torch.tensor([[0, 5, -1, 7], [3, 3, 9, 19]], dtype=torch.int32)
    return sparse_attention(q, cache, indices, options=options, **extra)


@needs_interpreter
@pytest.mark.parametrize("path", ["e4m3", "distinct_rows"])
def test_auto_prefill_paths_fall_back_when_the_cute_kernel_cannot_load(path, monkeypatch):
    # A Hopper GPU with the CuTe DSL kernel "available" from its cache alone, whose cache lacks the prefill
    # kernel's variant: kernel="auto" warns once and runs the call on the other kernels; kernel="cute" raises.
    from sparsemla.kernels.cute.launch import CuteUnavailableError
    from sparsemla.ops import attention
    from sparsemla.workspace import DistinctRowsWorkspace

    monkeypatch.setattr(plan, "_warned", set())
    monkeypatch.setattr(plan, "_auto_cute_off", set())

    def missing(*args, **kwargs):
        raise CuteUnavailableError("CuTe DSL decode kernel variant is not in the cache directory")

    if path == "e4m3":
        options, extra = AttentionOptions(qk_fp8=True), {}
        monkeypatch.setattr(attention, "e4m3_prefill_reason", lambda *args, **kwargs: None)
        monkeypatch.setattr(attention, "run_cute_decode", missing)
    else:
        options, extra = AttentionOptions(), {"rows_workspace": DistinctRowsWorkspace("cpu", 2, 4, 0, 32, 0)}
        monkeypatch.setattr(attention, "distinct_rows_reason", lambda *args, **kwargs: None)
        monkeypatch.setattr(attention, "run_distinct_rows", missing)
    expected = _prefill_call(AttentionOptions(kernel="triton"))
    try:
        with pytest.warns(RuntimeWarning, match="CuTe DSL kernel could not run a call .*not in the cache"):
            out = _prefill_call(options, **extra)
        torch.testing.assert_close(out, expected, rtol=0, atol=0)
        with pytest.raises(CuteUnavailableError, match="not in the cache"):  # forced: never a silent fallback
            _prefill_call(options.replace(kernel="cute"), **extra)
    finally:
        _clear_choice_caches()


def test_describe_kernel_says_why_auto_leaves_a_call_off_the_cute_kernel(hopper):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert plan.describe_kernel(64, "model1")[0] == "cute"
        kernel, reason = plan.describe_kernel(64, "model1", options=AttentionOptions(qk_fp8=True))
        assert kernel == "triton" and reason.endswith("not the CuTe DSL kernel: qk_fp8 is an option of the Gluon kernel")
        kernel, reason = plan.describe_kernel(16, "v41_fp8")
        assert kernel == "triton" and reason.endswith("not v41_fp8")
