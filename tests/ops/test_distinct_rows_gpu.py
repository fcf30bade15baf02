"""The distinct-rows prefill path on the GPU (the float16 copy + the CuTe DSL ``f16rows`` kernel over fp8_uniform
pools) through the op, and the ``f16scaled`` kernel over model1 / bf16 copies, which the op does not run
(``plan.DISTINCT_ROWS_FORMATS``), called directly; against the float64 reference on the dequantized rows:
poisoned outputs, every element, -1 / out-of-range / duplicate entries, empty rows, sinks, one or two sources,
64 and 128 heads, unsplit (the kernels over the copy, ``f16rows``, ``f16lead`` and ``f16scaled``, split too),
eager and replayed from a CUDA graph on new contents; the workspace back to its initial state after each
call."""

import math
import zlib

import pytest
import torch

pytestmark = pytest.mark.gpu

if not torch.cuda.is_available():
    pytest.skip("needs a CUDA GPU", allow_module_level=True)

from sparsemla import DistinctRowsWorkspace, SplitKVWorkspace, sparse_attention  # noqa: E402
from sparsemla.cache import PagedKVCache  # noqa: E402
from sparsemla.config import AttentionOptions  # noqa: E402
from sparsemla.kernels.cute.launch import run_cute_decode  # noqa: E402
from sparsemla.ops.distinct_rows import copy_distinct_rows  # noqa: E402
from sparsemla.ops.plan import DISTINCT_ROWS_MIN_ROWS, distinct_rows_reason  # noqa: E402

from helpers import l2_errors  # noqa: E402
from kernels.test_cute_decode import _cache, _check, _indices, _reference  # noqa: E402

ROWS = DISTINCT_ROWS_MIN_ROWS + 37


def _problem(heads, two_sources, seed, rows=ROWS):
    gen = torch.Generator().manual_seed(seed)
    main, main_slots = _cache(900, 64, "fp8_uniform", gen, scale=0.5)
    main_idx = _indices(rows, 200, main_slots, main.num_slots, gen)
    main_len = torch.randint(1, 201, (rows,), generator=gen).to(torch.int32)
    main_len[0] = 200
    main_len[rows - 1] = 0
    extra = extra_idx = extra_len = None
    if two_sources:
        extra, extra_slots = _cache(400, 32, "fp8_uniform", gen, scale=2.0)
        extra_idx = _indices(rows, 130, extra_slots, extra.num_slots, gen)
        extra_len = torch.randint(0, 131, (rows,), generator=gen).to(torch.int32)
        extra_len[rows - 1] = 0
        extra_len = extra_len.cuda()
    q = torch.randn(rows, heads, 512, generator=gen).cuda().to(torch.bfloat16)
    sinks = torch.randn(heads, generator=gen).cuda()
    return q, main, main_idx, main_len.cuda(), extra, extra_idx, extra_len, sinks


def _workspace(main, main_idx, extra, extra_idx):
    return DistinctRowsWorkspace("cuda", ROWS, main_idx.shape[1], extra_idx.shape[1] if extra is not None else 0,
                                 main.num_slots, extra.num_slots if extra is not None else 0)  # fmt: skip


def _clean(rows_workspace):
    assert rows_workspace.counts.tolist() == [0, 0], "counts not reset"
    assert bool((rows_workspace.row_map == -1).all()), "row map not reset"


@pytest.mark.parametrize("two_sources", [True, False])
@pytest.mark.parametrize("heads", [64, 128])
def test_distinct_rows_path_matches_reference(heads, two_sources):
    seed = zlib.crc32(repr(("distinct", heads, two_sources)).encode())
    q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks = _problem(heads, two_sources, seed)
    options = AttentionOptions(kernel="cute")
    assert distinct_rows_reason(q, main, extra, options) is None
    rows_workspace = _workspace(main, main_idx, extra, extra_idx)
    ref_out, ref_lse = _reference(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks)
    out = torch.empty_like(q)
    lse = torch.empty(ROWS, heads, dtype=torch.float32, device="cuda")
    for _ in range(2):  # the second call runs on the state the first left
        out.fill_(math.nan)
        lse.fill_(math.nan)
        sparse_attention(q, main, main_idx, main_len, extra_cache=extra, extra_indices=extra_idx,
                         extra_lengths=extra_len, sinks=sinks, out=out, lse=lse, return_lse=True, options=options,
                         rows_workspace=rows_workspace)  # fmt: skip
        torch.cuda.synchronize()
        _check(out, lse, ref_out, ref_lse)
        _clean(rows_workspace)


@pytest.mark.parametrize("design", ["f16rows", "f16lead"])
@pytest.mark.parametrize("num_splits", [1, 3])
@pytest.mark.parametrize("heads", [64, 128])
def test_copy_kernel_splits_match_reference(heads, num_splits, design):
    """A kernel over the copy at few rows, merged through the split workspace (the op takes the path
    only at prefill sizes, where a launch is never split)."""
    seed = zlib.crc32(repr((design, heads, num_splits)).encode())
    q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks = _problem(heads, True, seed)
    rows = 40
    q, main_idx, main_len, extra_idx, extra_len = q[:rows], main_idx[:rows], main_len[:rows], extra_idx[:rows], extra_len[:rows]
    main_len[rows - 1] = 0
    extra_len[rows - 1] = 0
    rows_workspace = _workspace(main, main_idx, extra, extra_idx)
    workspace = SplitKVWorkspace("cuda", rows)
    workspace.buffers(heads)
    ref_out, ref_lse = _reference(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks)
    out = torch.full_like(q, math.nan)
    lse = torch.full((rows, heads), math.nan, dtype=torch.float32, device="cuda")
    for _ in range(2):
        out.fill_(math.nan)
        lse.fill_(math.nan)
        a, a_idx, b, b_idx = copy_distinct_rows(rows_workspace, rows, main, main_idx, main_len, extra, extra_idx,
                                                extra_len)  # fmt: skip
        run_cute_decode(q, a, a_idx, main_len, b, b_idx, extra_len, sinks, None, workspace, num_splits, out, lse,
                        design=design)  # fmt: skip
        torch.cuda.synchronize()
        _check(out, lse, ref_out, ref_lse)
        _clean(rows_workspace)
    assert int(workspace.counters(heads).abs().sum()) == 0, "split counters not reset"


@pytest.mark.parametrize("design", ["f16rows", "f16lead"])
@pytest.mark.parametrize("softmax_scale", [-0.03, 0.0])
def test_copy_kernel_takes_any_softmax_scale(design, softmax_scale):
    """A negative or zero scale (``f16rows`` folds the scale's sign into Q and takes the maxima of the raw
    scores: a negative scale must turn the smallest raw score into the largest logit)."""
    q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks = _problem(64, True, 23)
    rows = 40
    q, main_idx, main_len, extra_idx, extra_len = q[:rows], main_idx[:rows], main_len[:rows], extra_idx[:rows], extra_len[:rows]
    rows_workspace = _workspace(main, main_idx, extra, extra_idx)
    ref_out, ref_lse = _reference(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks, softmax_scale)
    out = torch.full_like(q, math.nan)
    lse = torch.full((rows, 64), math.nan, dtype=torch.float32, device="cuda")
    a, a_idx, b, b_idx = copy_distinct_rows(rows_workspace, rows, main, main_idx, main_len, extra, extra_idx,
                                            extra_len)  # fmt: skip
    run_cute_decode(q, a, a_idx, main_len, b, b_idx, extra_len, sinks, softmax_scale, None, 1, out, lse,
                    design=design)  # fmt: skip
    torch.cuda.synchronize()
    _check(out, lse, ref_out, ref_lse)
    _clean(rows_workspace)


@pytest.mark.parametrize("design", ["f16rows", "f16lead"])
def test_copy_kernel_full_tiles_match_reference(design):
    """Rows whose tiles are all valid (no -1, whole tiles: ``f16rows`` skips the score masks there) beside rows
    that end inside a tile, in one launch."""
    q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks = _problem(64, True, 29)
    rows = 40
    q, main_idx, main_len, extra_idx, extra_len = q[:rows], main_idx[:rows], main_len[:rows], extra_idx[:rows], extra_len[:rows]
    for idx, cache in ((main_idx, main), (extra_idx, extra)):
        valid = (idx >= 0) & (idx < cache.num_slots)
        idx.copy_(torch.where(valid, idx, idx[valid][0]))
    main_len.fill_(192)  # three whole tiles of 64
    extra_len.fill_(128)  # two
    main_len[1::4] = 100  # some rows end inside a tile (masked scores), some lists are empty
    extra_len[2::4] = 70
    extra_len[3::8] = 0
    rows_workspace = _workspace(main, main_idx, extra, extra_idx)
    ref_out, ref_lse = _reference(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks)
    out = torch.full_like(q, math.nan)
    lse = torch.full((rows, 64), math.nan, dtype=torch.float32, device="cuda")
    a, a_idx, b, b_idx = copy_distinct_rows(rows_workspace, rows, main, main_idx, main_len, extra, extra_idx,
                                            extra_len)  # fmt: skip
    run_cute_decode(q, a, a_idx, main_len, b, b_idx, extra_len, sinks, None, None, 1, out, lse, design=design)
    torch.cuda.synchronize()
    _check(out, lse, ref_out, ref_lse)
    _clean(rows_workspace)


def replayed_on_new_contents(call, q, main, main_idx, seed, poisoned, pool_bytes=None):
    """Capture ``call`` in a CUDA graph (after one eager call, which compiles and loads its kernels), then
    twice: new Q, the index rows rolled by one, new ``main`` pool bytes (``pool_bytes(shape, generator)``,
    by default uniform bytes below 120: finite in every format), the ``poisoned`` outputs filled with NaN,
    one replay; yields after each replay (synchronised) for the caller's checks."""
    call()
    torch.cuda.synchronize()
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        call()
    gen = torch.Generator().manual_seed(seed)
    for _ in range(2):
        q.copy_(torch.randn(q.shape, generator=gen).to(torch.bfloat16))
        main_idx.copy_(main_idx.roll(1, dims=0))
        if pool_bytes is None:
            main.data.copy_(torch.randint(0, 120, main.data.shape, generator=gen, dtype=torch.uint8))
        else:
            main.data.copy_(pool_bytes(main.data.shape, gen))
        for output in poisoned:
            output.fill_(math.nan)
        graph.replay()
        torch.cuda.synchronize()
        yield


def test_distinct_rows_path_replays_on_new_contents():
    q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks = _problem(64, True, 11)
    rows_workspace = _workspace(main, main_idx, extra, extra_idx)
    out = torch.empty_like(q)

    def call():
        sparse_attention(q, main, main_idx, main_len, extra_cache=extra, extra_indices=extra_idx,
                         extra_lengths=extra_len, sinks=sinks, out=out, rows_workspace=rows_workspace)  # fmt: skip

    for _ in replayed_on_new_contents(call, q, main, main_idx, 12, (out,)):
        ref_out, ref_lse = _reference(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks)
        empty = torch.isinf(ref_lse)
        assert not torch.isnan(out).any()
        errors = l2_errors(out, ref_out)  # (the bound as _check applies it)
        assert (errors.error - errors.rounding.clamp_min(2.5e-3))[~empty].max().item() <= 0
        _clean(rows_workspace)


def test_undersized_workspace_is_named():
    q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks = _problem(64, True, 13)
    small = DistinctRowsWorkspace("cuda", ROWS - 1, 200, 130, main.num_slots, extra.num_slots)
    with pytest.raises(RuntimeError, match="rows_workspace"):
        sparse_attention(q, main, main_idx, main_len, extra_cache=extra, extra_indices=extra_idx,
                         extra_lengths=extra_len, sinks=sinks, rows_workspace=small)  # fmt: skip
    narrow = DistinctRowsWorkspace("cuda", ROWS, 100, 130, main.num_slots, extra.num_slots)
    with pytest.raises(ValueError, match="rows_workspace"):
        sparse_attention(q, main, main_idx, main_len, extra_cache=extra, extra_indices=extra_idx,
                         extra_lengths=extra_len, sinks=sinks, rows_workspace=narrow)  # fmt: skip


def _scaled_problem(heads, main_fmt, extra_fmt, seed, rows=40, spread=0):
    """A problem over model1 / bf16 (or fp8_uniform) pools for the f16scaled kernel; ``spread`` > 0 scales
    each stored token by 2^k, k uniform in [-spread, spread] (rows of one tile far apart in magnitude; the
    scores stay moderate: q is scaled down by the same amount on average)."""
    gen = torch.Generator().manual_seed(seed)

    def pool(num_tokens, page_size, fmt):
        cache, slots = _cache(num_tokens, page_size, fmt, gen, scale=0.5 if fmt == "fp8_uniform" else 1.0)
        if spread:
            values = torch.randn(num_tokens, 512, generator=gen)
            values *= torch.exp2(torch.randint(-spread, spread + 1, (num_tokens, 1), generator=gen).double()).float()
            cache.store(values.cuda(), slots)
        return cache, slots

    main, main_slots = pool(900, 64, main_fmt)
    main_idx = _indices(rows, 200, main_slots, main.num_slots, gen)
    main_len = torch.randint(1, 201, (rows,), generator=gen).to(torch.int32).cuda()
    main_len[rows - 1] = 0
    extra = extra_idx = extra_len = None
    if extra_fmt is not None:
        extra, extra_slots = pool(400, 32, extra_fmt)
        extra_idx = _indices(rows, 130, extra_slots, extra.num_slots, gen)
        extra_len = torch.randint(0, 131, (rows,), generator=gen).to(torch.int32).cuda()
        extra_len[rows - 1] = 0
    q = torch.randn(rows, heads, 512, generator=gen).cuda().to(torch.bfloat16)
    sinks = torch.randn(heads, generator=gen).cuda()
    return q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks


SCALED_PAIRS = [("model1", "model1"), ("model1", "bf16"), ("bf16", "bf16"), ("fp8_uniform", "model1"),
                ("bf16", "fp8_uniform"), ("model1", None), ("bf16", None)]  # fmt: skip


@pytest.mark.parametrize("num_splits", [1, 3])
@pytest.mark.parametrize("heads", [64, 128])
@pytest.mark.parametrize("formats", SCALED_PAIRS, ids=lambda f: f"{f[0]}+{f[1]}")
def test_f16scaled_over_model1_and_bf16_pools(formats, heads, num_splits):
    """The f16scaled kernel over the copy of model1 / bf16 pools (each row over its power of two, exact in
    float16; beside an fp8_uniform pool too), unsplit and split: the op's bound against the float64
    reference, poisoned outputs, the workspaces back to their initial state."""
    seed = zlib.crc32(repr(("f16scaled", formats, heads, num_splits)).encode())
    q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks = _scaled_problem(heads, *formats, seed)
    rows = q.shape[0]
    rows_workspace = DistinctRowsWorkspace("cuda", rows, 200, 130 if extra is not None else 0, main.num_slots,
                                           extra.num_slots if extra is not None else 0)  # fmt: skip
    workspace = SplitKVWorkspace("cuda", rows)
    workspace.buffers(heads)
    ref_out, ref_lse = _reference(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks)
    out = torch.full_like(q, math.nan)
    lse = torch.full((rows, heads), math.nan, dtype=torch.float32, device="cuda")
    a, a_idx, b, b_idx = copy_distinct_rows(rows_workspace, rows, main, main_idx, main_len, extra, extra_idx,
                                            extra_len)  # fmt: skip
    assert a.data.dtype == torch.float16
    run_cute_decode(q, a, a_idx, main_len, b, b_idx, extra_len, sinks, None, workspace, num_splits, out, lse,
                    design="f16scaled")  # fmt: skip
    torch.cuda.synchronize()
    _check(out, lse, ref_out, ref_lse)
    _clean(rows_workspace)
    assert int(workspace.counters(heads).abs().sum()) == 0, "split counters not reset"


def _run_scaled(rows_workspace, q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks, out, lse=None):
    """The copy and the f16scaled kernel over it, unsplit (as the distinct-rows path would run them)."""
    a, a_idx, b, b_idx = copy_distinct_rows(rows_workspace, q.shape[0], main, main_idx, main_len, extra, extra_idx,
                                            extra_len)  # fmt: skip
    run_cute_decode(q, a, a_idx, main_len, b, b_idx, extra_len, sinks, None, None, 1, out, lse, design="f16scaled")


def _check_scaled(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks):
    """:func:`_run_scaled` on poisoned outputs against the float64 reference, the workspace reset after."""
    rows_workspace = _workspace(main, main_idx, extra, extra_idx)
    ref_out, ref_lse = _reference(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks)
    out = torch.full_like(q, math.nan)
    lse = torch.full(q.shape[:2], math.nan, dtype=torch.float32, device="cuda")
    _run_scaled(rows_workspace, q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks, out, lse)
    torch.cuda.synchronize()
    _check(out, lse, ref_out, ref_lse)
    _clean(rows_workspace)


@pytest.mark.parametrize("heads", [64, 128])
@pytest.mark.parametrize("formats", [("model1", "model1"), ("model1", "bf16"), ("fp8_uniform", "bf16"), ("bf16", None)],
                         ids=lambda f: f"{f[0]}+{f[1]}")  # fmt: skip
def test_f16scaled_prefill_sized_over_model1_and_bf16_pools(formats, heads):
    """The copy and the f16scaled kernel over model1 / bf16 pools (beside fp8_uniform too), prefill-sized, LSE
    too."""
    seed = zlib.crc32(repr(("distinct scaled", formats, heads)).encode())
    _check_scaled(*_scaled_problem(heads, *formats, seed, rows=ROWS))


@pytest.mark.parametrize("formats", [("model1", "model1"), ("fp8_uniform", "bf16"), ("bf16", None)],
                         ids=lambda f: f"{f[0]}+{f[1]}")  # fmt: skip
def test_op_with_a_workspace_over_model1_and_bf16_pools_runs_without_it(formats):
    """Where a model1 or bf16 pool takes part, the op declines the path (its reason names the pools) and runs
    as without the workspace: the result within the bound, the workspace untouched."""
    seed = zlib.crc32(repr(("distinct declined", formats)).encode())
    q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks = _scaled_problem(64, *formats, seed, rows=ROWS)
    reason = distinct_rows_reason(q, main, extra, AttentionOptions())
    assert reason is not None and "the path reads fp8_uniform rows" in reason
    rows_workspace = _workspace(main, main_idx, extra, extra_idx)
    ref_out, ref_lse = _reference(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks)
    out = torch.full_like(q, math.nan)
    lse = torch.full(q.shape[:2], math.nan, dtype=torch.float32, device="cuda")
    sparse_attention(q, main, main_idx, main_len, extra_cache=extra, extra_indices=extra_idx, extra_lengths=extra_len,
                     sinks=sinks, out=out, lse=lse, return_lse=True, rows_workspace=rows_workspace)  # fmt: skip
    torch.cuda.synchronize()
    _check(out, lse, ref_out, ref_lse)
    _clean(rows_workspace)


@pytest.mark.parametrize("formats", [("bf16", "bf16"), ("model1", "bf16")], ids=lambda f: f"{f[0]}+{f[1]}")
def test_f16scaled_rows_far_apart_in_one_tile(formats):
    """Rows 2^-12 .. 2^12 apart in magnitude within every tile (each column's ratio to the tile's unit, O's
    unit moving between tiles), 549 rows, 64 heads, two sources."""
    seed = zlib.crc32(repr(("f16scaled spread", formats)).encode())
    q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks = _scaled_problem(
        64, *formats, seed, rows=ROWS, spread=12)  # fmt: skip
    q = (q.float() / 64).to(torch.bfloat16)  # (scores of rows up to 2^12 stay within a few hundred)
    _check_scaled(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks)


@pytest.mark.parametrize("formats", [("model1", None), ("bf16", None), ("bf16", "model1")],
                         ids=lambda f: f"{f[0]}+{f[1]}")  # fmt: skip
def test_f16scaled_softmax_on_rows_2_to_the_60_below_the_largest(formats):
    """Rows near 2^-20 beside rows near 2^40 in every tile, with every large row's score below -2^40 (Q
    positive, the large rows negative): the softmax sits on the small rows, whose P × factor is 2^-60 of the
    largest factor the CTA reads, and the output is theirs (O in its own power of two per head)."""
    seed = zlib.crc32(repr(("f16scaled small rows", formats)).encode())
    q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks = _scaled_problem(64, *formats, seed, rows=ROWS)
    gen = torch.Generator().manual_seed(seed)
    for cache in (main, extra) if extra is not None else (main,):
        values = torch.randn(cache.num_slots, 512, generator=gen) * 2.0**-20
        values[1::2] = -(values[1::2].abs() * 2.0**60)
        cache.store(values.cuda(), torch.arange(cache.num_slots, device="cuda"))
    q = q.abs()
    _check_scaled(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks)


def test_f16scaled_zero_rows_beside_rows_near_2_to_the_80():
    """All-zero rows (factor 2^-100) in the tiles of rows near 2^80 (factor 2^65): their ratio to the tile's
    unit underflows float32 to 0, and they stay live, with score 0. With Q negative and the large rows
    positive, every large row's score is below -2^80, so where a query row references a zero row its output
    is 0 and its LSE ln(the zero rows' count); elsewhere the softmax over the large rows as usual."""
    seed = zlib.crc32(repr("f16scaled zero rows").encode())
    q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks = _scaled_problem(64, "bf16", None, seed, rows=ROWS)
    gen = torch.Generator().manual_seed(seed)
    values = torch.randn(main.num_slots, 512, generator=gen).abs() * 2.0**80
    values[0::2] = 0.0
    main.store(values.cuda(), torch.arange(main.num_slots, device="cuda"))
    q = -q.abs()
    ref_out, ref_lse = _reference(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks)
    rows_workspace = _workspace(main, main_idx, extra, extra_idx)
    out = torch.full_like(q, math.nan)
    lse = torch.full(q.shape[:2], math.nan, dtype=torch.float32, device="cuda")
    _run_scaled(rows_workspace, q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks, out, lse)
    torch.cuda.synchronize()
    empty = torch.isinf(ref_lse)
    assert torch.equal(torch.isinf(lse), empty)
    zero = (ref_out.abs().amax(dim=-1) == 0) & ~empty
    assert int(zero.sum()) > ROWS * 64 // 2  # (most query rows reference a zero row)
    assert bool((out[zero] == 0).all()), "zero rows lost from the softmax"
    lse_err = (lse.double() - ref_lse).abs()[~empty] / ref_lse.abs()[~empty].clamp_min(1.0)
    assert lse_err.max().item() <= 2.5e-3
    others = ~empty & ~zero  # (rows referencing only large rows: their softmax as usual)
    errors = l2_errors(out, ref_out)
    assert bool(((errors.error - errors.rounding.clamp_min(2.5e-3))[others] <= 0).all())
    _clean(rows_workspace)


@pytest.mark.parametrize("formats", [("model1", "model1"), ("bf16", "bf16")], ids=lambda f: f"{f[0]}+{f[1]}")
def test_f16scaled_replays_on_new_contents(formats):
    """The copy and the f16scaled kernel captured in a CUDA graph, replayed on new pool rows."""
    seed = zlib.crc32(repr(("f16scaled graph", formats)).encode())
    q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks = _scaled_problem(64, *formats, seed, rows=ROWS)
    rows_workspace = _workspace(main, main_idx, extra, extra_idx)
    out = torch.empty_like(q)

    def call():
        _run_scaled(rows_workspace, q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks, out)

    def pool_bytes(shape, gen):  # (new rows of magnitudes 2^-8 .. 2^8, as the pool's format stores them)
        fresh = PagedKVCache(main.data.shape[0], main.page_size, main.fmt, device="cuda")
        values = torch.randn(fresh.num_slots, 512, generator=gen)
        values *= torch.exp2(torch.randint(-8, 9, (fresh.num_slots, 1), generator=gen).float())
        fresh.store(values.cuda(), torch.arange(fresh.num_slots, device="cuda"))
        return fresh.data.cpu()

    for _ in replayed_on_new_contents(call, q, main, main_idx, 12, (out,), pool_bytes):
        ref_out, ref_lse = _reference(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks)
        empty = torch.isinf(ref_lse)
        assert not torch.isnan(out).any()
        errors = l2_errors(out, ref_out)
        assert (errors.error - errors.rounding.clamp_min(2.5e-3))[~empty].max().item() <= 0
        _clean(rows_workspace)


@pytest.mark.parametrize("formats", [("model1", "model1"), ("bf16", "bf16")], ids=lambda f: f"{f[0]}+{f[1]}")
def test_f16scaled_over_pools_of_random_bytes(formats):
    """Pools of uniform bytes below 120 (finite in every format; bf16 values and model1 RoPE up to 2^112,
    scores near 2^111, where a maximum's exponent left unrounded by a fused multiply-add is 2^87: P = inf),
    where a query row's softmax often sits on a row far below the largest its CTA reads."""
    seed = zlib.crc32(repr(("f16scaled bytes", formats)).encode())
    q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks = _scaled_problem(64, *formats, seed, rows=ROWS)
    gen = torch.Generator().manual_seed(seed)
    main.data.copy_(torch.randint(0, 120, main.data.shape, generator=gen, dtype=torch.uint8))
    _check_scaled(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks)
