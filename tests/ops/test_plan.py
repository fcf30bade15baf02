"""Path choices of :mod:`sparsemla.ops.plan` that need no GPU: why a call does not take a prefill path."""

import torch

from sparsemla.cache import PagedKVCache
from sparsemla.config import AttentionOptions
from sparsemla.ops.plan import DISTINCT_ROWS_MIN_ROWS, distinct_rows_reason, e4m3_prefill_reason


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
