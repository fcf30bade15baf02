"""sparse_attention against the exact reference (interpreter on CPU; also runs on a GPU)."""

import math

import pytest
import torch

from sparsemla import FORMATS, PagedKVCache, SplitKVWorkspace, sparse_attention
from helpers import POISON, assert_matches_reference, make_cache, random_indices, reference

DEVICE = "cuda" if torch.cuda.is_available() else "cpu"


def problem(seed, heads, fmt, extra_fmt, rows=4, width=40, extra_width=24, with_lengths=True):
    g = torch.Generator().manual_seed(seed)
    cache, slots = make_cache(70, 16, fmt, DEVICE, g)
    q = torch.randn(rows, heads, 512, generator=g).to(DEVICE, torch.bfloat16)
    indices = random_indices(rows, width, slots, g, DEVICE)
    lengths = None
    if with_lengths:
        lengths = torch.randint(1, width + 1, (rows,), generator=g, dtype=torch.int32)
        lengths[-1] = 0  # a row with no valid main entry
        lengths = lengths.to(DEVICE)
    case = dict(q=q, cache=cache, indices=indices, lengths=lengths)
    if extra_fmt is not None:
        extra_cache, extra_slots = make_cache(30, 8, extra_fmt, DEVICE, g)
        extra_indices = random_indices(rows, extra_width, extra_slots, g, DEVICE)
        extra_lengths = torch.randint(0, extra_width + 1, (rows,), generator=g, dtype=torch.int32)
        extra_lengths[-1] = 0  # the last row has no valid entry at all
        case.update(extra_cache=extra_cache, extra_indices=extra_indices, extra_lengths=extra_lengths.to(DEVICE))
    sinks = (torch.randn(heads, generator=g) * 2).to(DEVICE)
    sinks[0] = -math.inf
    return case, sinks


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("heads", [8, 64])
@pytest.mark.parametrize("num_splits", [1, 3])
@pytest.mark.parametrize("with_extra", [False, True])
def test_matches_reference(fmt, heads, num_splits, with_extra):
    extra_fmt = {"bf16": "model1", "fp8_uniform": "fp8_uniform", "model1": "bf16"}[fmt] if with_extra else None
    case, sinks = problem(hash((fmt, heads, num_splits, with_extra)) % 1000, heads, fmt, extra_fmt)
    workspace = SplitKVWorkspace(DEVICE, 16)
    out = torch.full_like(case["q"], POISON)
    got, lse = sparse_attention(**case, sinks=sinks, workspace=workspace, num_splits=num_splits, out=out, return_lse=True)
    assert got.data_ptr() == out.data_ptr()
    ref_out, ref_lse = reference(**case, sinks=sinks)
    assert_matches_reference(got, lse, ref_out, ref_lse)
    assert torch.all(got[-1] == 0) if with_extra else True  # empty row → zeros
    assert torch.count_nonzero(workspace.counters(heads)) == 0, "counters not reset"


def test_no_sinks_no_lengths_no_workspace():
    case, _ = problem(7, 16, "model1", None, with_lengths=False)
    out = sparse_attention(**case)
    ref_out, _ = reference(**case)
    assert_matches_reference(out, None, ref_out, None)


def test_fp8_uniform_per_tensor_scale():
    g = torch.Generator().manual_seed(11)
    cache, slots = make_cache(40, 16, "fp8_uniform", DEVICE, g, scale=0.5)
    extra, extra_slots = make_cache(20, 8, "fp8_uniform", DEVICE, g, scale=2.0)
    q = torch.randn(3, 8, 512, generator=g).to(DEVICE, torch.bfloat16)
    idx, eidx = random_indices(3, 24, slots, g, DEVICE), random_indices(3, 8, extra_slots, g, DEVICE)
    out = sparse_attention(q, cache, idx, extra_cache=extra, extra_indices=eidx)
    ref_out, _ = reference(q, cache, idx, extra_cache=extra, extra_indices=eidx)
    assert_matches_reference(out, None, ref_out, None)


def test_counters_reused_across_calls_and_one_buffer_per_head_count():
    workspace = SplitKVWorkspace(DEVICE, 8)
    seen = {}
    for call in range(3):
        for heads in (8, 64):
            case, sinks = problem(100 + call, heads, "bf16", "bf16", rows=3, width=32, extra_width=16)
            out = sparse_attention(**case, sinks=sinks, workspace=workspace, num_splits=2 + call)
            ref_out, _ = reference(**case, sinks=sinks)
            assert_matches_reference(out, None, ref_out, None)
            counters = workspace.counters(heads)
            assert torch.count_nonzero(counters) == 0
            seen.setdefault(heads, counters.data_ptr())
            assert counters.data_ptr() == seen[heads], "counter buffer was reallocated"
    assert seen[8] != seen[64]


def test_split_heuristic_runs_split():
    case, sinks = problem(21, 8, "model1", "model1", rows=2, width=128, extra_width=64)
    workspace = SplitKVWorkspace(DEVICE, 4)
    out, lse = sparse_attention(**case, sinks=sinks, workspace=workspace, return_lse=True)
    ref_out, ref_lse = reference(**case, sinks=sinks)
    assert_matches_reference(out, lse, ref_out, ref_lse)
    assert torch.count_nonzero(workspace.counters(8)) == 0


def test_out_of_range_indices_are_never_read():
    case, _ = problem(5, 8, "bf16", None, with_lengths=False)
    # Small queries give near-uniform weights, so reading any row at a bad index would show.
    case["q"] = (case["q"].float() * 1e-3).bfloat16()
    bad = case["indices"].clone()
    bad[:, 2::3] = case["cache"].num_slots + 1000
    bad[:, 3::3] = -7
    out = sparse_attention(case["q"], case["cache"], bad)
    masked = bad.clone()
    masked[:, 2::3] = -1
    masked[:, 3::3] = -1
    ref_out, _ = reference(case["q"], case["cache"], masked)
    assert_matches_reference(out, None, ref_out, None)


def test_capacity_error_names_rows_and_capacity():
    case, _ = problem(1, 8, "bf16", None, rows=5)
    workspace = SplitKVWorkspace(DEVICE, 4)
    with pytest.raises(RuntimeError, match=r"5 query rows exceed the workspace capacity of 4 rows.*reserve\(5\)"):
        sparse_attention(**case, workspace=workspace)
    workspace.reserve(5)
    sparse_attention(**case, workspace=workspace, num_splits=2)


@pytest.mark.parametrize(
    "mutate, exc, message",
    [
        (lambda c: c.update(q=c["q"].float()), TypeError, "q must be bfloat16"),
        (lambda c: c.update(q=c["q"][:, :5]), ValueError, "q has 5 heads"),
        (lambda c: c.update(q=c["q"][..., :256]), ValueError, r"q must have shape \[R, H, 512\]"),
        (lambda c: c.update(indices=c["indices"].long()), TypeError, "indices must be int32"),
        (lambda c: c.update(indices=c["indices"][:2]), ValueError, r"indices must have shape \[4, K\]"),
        (lambda c: c.update(indices=c["indices"].t().contiguous().t()), ValueError, "indices must be contiguous"),
        (lambda c: c.update(lengths=c["lengths"][:2]), ValueError, r"lengths must have shape \[4\]"),
        (lambda c: c.update(lengths=c["lengths"].long()), TypeError, "lengths must be int32"),
        (lambda c: c.update(cache=c["cache"].data), TypeError, "cache must be a PagedKVCache"),
        (lambda c: c.update(extra_indices=c["indices"]), ValueError, "given together"),
        (lambda c: c.update(sinks=torch.zeros(3, device=DEVICE)), ValueError, r"sinks must be a contiguous \[8\]"),
        (lambda c: c.update(sinks=torch.zeros(8, device=DEVICE, dtype=torch.float64)), TypeError, "sinks must be a float32"),
        (lambda c: c.update(num_splits=2), ValueError, "needs a workspace"),
        (lambda c: c.update(num_splits=0), ValueError, "num_splits must lie in"),
        (lambda c: c.update(out=torch.empty(4, 8, 512, device=DEVICE)), TypeError, "out must be a bfloat16"),
        (lambda c: c.update(workspace="ws"), TypeError, "workspace must be a SplitKVWorkspace"),
    ],
)
def test_bad_arguments_raise_before_launch(mutate, exc, message):
    case, sinks = problem(3, 8, "bf16", None)
    case["sinks"] = sinks
    mutate(case)
    with pytest.raises(exc, match=message):
        sparse_attention(**case)


def test_too_many_forced_splits_for_scratch():
    case, _ = problem(2, 8, "bf16", None, rows=4)
    workspace = SplitKVWorkspace(DEVICE, 4, sm_count=2)  # scratch holds 4 (row, split) pairs
    with pytest.raises(RuntimeError, match="exceeds the workspace scratch"):
        sparse_attention(**case, workspace=workspace, num_splits=2)
