"""Path choices of :mod:`sparsemla.ops.plan` that need no GPU: why a call does not take a prefill path."""

import pytest
import torch

from sparsemla.cache import PagedKVCache
from sparsemla.config import AttentionOptions
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
