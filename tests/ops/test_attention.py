"""sparse_attention against the exact reference (interpreter on CPU; also runs on a GPU)."""

import math

import pytest
import torch

from sparsemla import (
    FORMATS, AttentionOptions, PagedKVCache, SplitKVWorkspace, bind_sparse_attention, sparse_attention,
    sparse_attention_ref,
)  # fmt: skip
from helpers import POISON, assert_matches_reference, make_cache, needs_interpreter, random_indices, reference

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


@pytest.mark.parametrize("num_splits", [1, 3])
def test_lse_buffer_is_written_in_place(num_splits):
    """``lse=``: the LSE goes into the caller's buffer (poisoned first), also without ``return_lse``;
    a buffer of the wrong dtype, shape or layout is named."""
    case, sinks = problem(17 + num_splits, 16, "model1", "fp8_uniform")
    workspace = SplitKVWorkspace(DEVICE, 16)
    ref_out, ref_lse = reference(**case, sinks=sinks)
    out = torch.full_like(case["q"], POISON)
    lse = torch.full(case["q"].shape[:2], math.nan, device=DEVICE)
    got, got_lse = sparse_attention(**case, sinks=sinks, workspace=workspace, num_splits=num_splits, out=out, lse=lse,
                                    return_lse=True)  # fmt: skip
    assert got_lse.data_ptr() == lse.data_ptr()
    assert_matches_reference(got, lse, ref_out, ref_lse)
    lse.fill_(math.nan)
    sparse_attention(**case, sinks=sinks, workspace=workspace, num_splits=num_splits, lse=lse)
    assert_matches_reference(got, lse, ref_out, ref_lse)
    with pytest.raises(TypeError, match="lse must be a float32"):
        sparse_attention(**case, lse=lse.double())
    with pytest.raises(ValueError, match="lse must be a contiguous"):
        sparse_attention(**case, lse=lse.t().contiguous().t())
    with pytest.raises(ValueError, match="lse must be a contiguous"):
        sparse_attention(**case, lse=lse[:-1])


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


@pytest.mark.parametrize("num_splits", [1, 3])
def test_empty_row_lse_option_gives_positive_infinity(num_splits):
    """``AttentionOptions(empty_row_lse=+inf)``: the kernel writes +inf for a row with no valid entry (both
    the unsplit epilogue and the split merge), every other LSE and the output as with the default."""
    case, sinks = problem(17 + num_splits, 64, "fp8_uniform", "fp8_uniform")
    workspace = SplitKVWorkspace(DEVICE, 16)
    ref_out, ref_lse = reference(**case, sinks=sinks)
    assert torch.isneginf(ref_lse[-1]).all() and torch.isfinite(ref_lse[:-1]).all()
    out = torch.full_like(case["q"], POISON)
    lse = torch.full(case["q"].shape[:2], math.nan, dtype=torch.float32, device=DEVICE)
    sparse_attention(**case, sinks=sinks, workspace=workspace, num_splits=num_splits, out=out, lse=lse,
                     options=AttentionOptions(empty_row_lse=math.inf))  # fmt: skip
    assert torch.isposinf(lse[-1]).all()
    assert_matches_reference(out[:-1], lse[:-1], ref_out[:-1], ref_lse[:-1])
    assert torch.all(out[-1] == 0)
    assert torch.count_nonzero(workspace.counters(64)) == 0


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


@pytest.mark.parametrize("num_splits", [1, 3])
def test_lengths_outside_the_index_width_count_as_clamped(num_splits):
    """Lengths are read on the device, so negative ones and ones past the width are not refused: the result is
    that of the lengths clamped to [0, K], on both sources."""
    case, sinks = problem(23 + num_splits, 16, "fp8_uniform", "model1")
    case["lengths"] = torch.tensor([-3, 0, 40, 1000], dtype=torch.int32, device=DEVICE)
    case["extra_lengths"] = torch.tensor([25, -1, 7, 2**31 - 1], dtype=torch.int32, device=DEVICE)
    workspace = SplitKVWorkspace(DEVICE, 16)
    out = torch.full_like(case["q"], POISON)
    got, lse = sparse_attention(**case, sinks=sinks, workspace=workspace, num_splits=num_splits, out=out,
                                return_lse=True)  # fmt: skip
    clamped = dict(case, lengths=case["lengths"].clamp(0, 40), extra_lengths=case["extra_lengths"].clamp(0, 24))
    ref_out, ref_lse = reference(**clamped, sinks=sinks)
    assert_matches_reference(got, lse, ref_out, ref_lse)
    assert torch.all(got[1] == 0)  # (both lengths 0 or below: nothing to read)


def test_capacity_error_names_rows_and_capacity():
    case, _ = problem(1, 8, "bf16", None, rows=5)
    workspace = SplitKVWorkspace(DEVICE, 4)
    with pytest.raises(RuntimeError, match=r"5 query rows exceed the workspace capacity of 4 rows.*reserve\(5\)"):
        sparse_attention(**case, workspace=workspace)
    workspace.reserve(5)
    sparse_attention(**case, workspace=workspace, num_splits=2)


def test_cpu_tensors_under_compiled_triton_get_a_clear_error(monkeypatch):
    # On a GPU machine Triton compiles kernels, and only its interpreter can run them on CPU tensors: the
    # op says so before any launch instead of letting the launcher reject a host pointer.
    from sparsemla.ops import validation

    cache = PagedKVCache(1, 16, "bf16", device="cpu")
    q = torch.randn(2, 8, 512).bfloat16()
    indices = torch.randint(0, cache.num_slots, (2, 8), dtype=torch.int32)
    monkeypatch.setattr(validation, "triton_interpreted", lambda: False)
    with pytest.raises(ValueError, match="q is on the CPU, but this process compiles Triton kernels.*TRITON_INTERPRET"):
        sparse_attention(q, cache, indices)


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
        (lambda c: c.update(softmax_scale=float("nan")), ValueError, "softmax_scale must be finite"),
        (lambda c: c.update(softmax_scale=-float("inf")), ValueError, "softmax_scale must be finite"),
        (lambda c: c.update(return_lse=1), TypeError, "return_lse must be a bool, got int"),
        (lambda c: c.update(return_lse="yes"), TypeError, "return_lse must be a bool, got str"),
    ],
)
def test_bad_arguments_raise_before_launch(mutate, exc, message):
    case, sinks = problem(3, 8, "bf16", None)
    case["sinks"] = sinks
    mutate(case)
    with pytest.raises(exc, match=message):
        sparse_attention(**case)


def test_out_sharing_memory_with_q_or_with_itself_is_refused():
    case, sinks = problem(3, 8, "bf16", None)
    buffer = torch.empty(5, 8, 512, dtype=torch.bfloat16, device=DEVICE)
    buffer[:4] = case["q"]
    for q, out in ((buffer[:4], buffer[1:]), (buffer[:4], buffer[:4])):
        with pytest.raises(ValueError, match="out shares memory with q"):
            sparse_attention(**dict(case, q=q), out=out)
    expanded = torch.empty(1, 8, 512, dtype=torch.bfloat16, device=DEVICE).expand(4, 8, 512)
    with pytest.raises(ValueError, match="out's .row, head. vectors overlap one another"):
        sparse_attention(**case, out=expanded)


@pytest.mark.parametrize("num_splits", [1, 3])
def test_q_and_out_side_by_side_in_one_buffer(num_splits):
    """Slices of one buffer that interleave without sharing a vector (heads side by side, row by row) are
    a valid out for q."""
    case, sinks = problem(5, 8, "fp8_uniform", "model1")
    buffer = torch.randn(4, 17, 512, device=DEVICE).to(torch.bfloat16)
    buffer[:, :8] = case["q"]
    workspace = SplitKVWorkspace(DEVICE, 4)
    expected = sparse_attention(**case, sinks=sinks, workspace=workspace, num_splits=num_splits)
    out = buffer[:, 9:]
    result = sparse_attention(**dict(case, q=buffer[:, :8]), sinks=sinks, workspace=workspace, num_splits=num_splits,
                              out=out)  # fmt: skip
    assert result.data_ptr() == out.data_ptr()
    torch.testing.assert_close(out, expected, rtol=0, atol=0)
    torch.testing.assert_close(buffer[:, :8], case["q"], rtol=0, atol=0)  # (q untouched)


def test_softmax_scale_beyond_the_kernels_float32_is_refused():
    case, _ = problem(3, 8, "bf16", None)
    for scale in (1e300, -1e39):
        with pytest.raises(ValueError, match="softmax_scale must lie within"):
            sparse_attention(**case, softmax_scale=scale)


def test_debug_checks_read_only_the_entries_within_each_rows_length():
    case, _ = problem(3, 8, "fp8_uniform", None)
    options = AttentionOptions(debug_checks=True)
    indices = case["indices"].clone()
    lengths = torch.full((4,), 10, dtype=torch.int32, device=DEVICE)
    indices[:, 10:] = case["cache"].num_slots + 5  # (past every row's length: ignored)
    expected = sparse_attention(**dict(case, indices=indices, lengths=lengths))
    result = sparse_attention(**dict(case, indices=indices, lengths=lengths), options=options)
    torch.testing.assert_close(result, expected, rtol=0, atol=0)
    indices[2, 9] = case["cache"].num_slots  # (within row 2's length)
    with pytest.raises(ValueError, match=r"indices must lie in \[-1, "):
        sparse_attention(**dict(case, indices=indices, lengths=lengths), options=options)


def test_too_many_forced_splits_for_scratch():
    case, _ = problem(2, 8, "bf16", None, rows=4)
    workspace = SplitKVWorkspace(DEVICE, 4, sm_count=2)  # scratch holds 4 (row, split) pairs
    with pytest.raises(RuntimeError, match="exceeds the workspace scratch"):
        sparse_attention(**case, workspace=workspace, num_splits=2)


def test_workspace_pointers_follow_reserve():
    """Direct launches read buffer addresses from the workspace; growing it must renew them."""
    workspace = SplitKVWorkspace("cpu", 4, sm_count=8)
    before = workspace.buffer_pointers(64)
    assert before == tuple(t.data_ptr() for t in workspace.buffers(64))
    workspace.reserve(4096)
    after = workspace.buffer_pointers(64)
    assert after == tuple(t.data_ptr() for t in workspace.buffers(64))
    # Only the counters grow with the rows; the replaced ones stay alive for graphs captured before.
    assert after[0] != before[0] and after[1:] == before[1:]
    assert [t.data_ptr() for t in workspace._retired] == [before[0]]
    assert workspace.counters(64).numel() == SplitKVWorkspace.counter_bytes(4096, 64, 8) // 4
    assert torch.count_nonzero(workspace.counters(64)) == 0


def _direct_case(fmt="model1", rows=3, heads=64, split=True):
    g = torch.Generator().manual_seed(7)
    cache, slots = make_cache(256, 64, fmt, "cpu", g)
    extra, extra_slots = make_cache(512, 64, fmt, "cpu", g)
    case = dict(
        q=torch.randn(rows, heads, 512, generator=g).to(torch.bfloat16), cache=cache,
        indices=random_indices(rows, 128, slots, g, "cpu"),
        lengths=torch.full((rows,), 100, dtype=torch.int32), extra_cache=extra,
        extra_indices=random_indices(rows, 256, extra_slots, g, "cpu"),
        extra_lengths=torch.full((rows,), 200, dtype=torch.int32),
        sinks=torch.randn(heads, generator=g), softmax_scale=None,
        workspace=SplitKVWorkspace("cpu", 64, sm_count=132), num_splits=2 if split else 1,
    )  # fmt: skip
    case["out"] = torch.empty_like(case["q"])
    case["lse"] = None
    return case


def _direct(case, options=None):
    """(key, grid, runtime args, constexprs) of the call's prepared launch, or None."""
    import sparsemla.ops.plan as plan

    prepared = plan.prepare_launch(*_direct_args_tuple(case), options or AttentionOptions())
    return None if prepared is None else (prepared.key, prepared.grid, prepared.runtime_args, prepared.key.constexprs)


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("split", [False, True])
def test_direct_launch_arguments_match_the_triton_launch(fmt, split):
    """The direct path (GPU only at run time) passes exactly the arguments the validated path gives
    Triton, pointers as addresses, in the kernel's signature order."""
    from sparsemla.kernels.launch import launch_constexprs, source_args
    from sparsemla.kernels.triton.sparse_attention import sparse_attention_kernel

    case = _direct_case(fmt, split=split)
    key, grid, runtime_args, constexprs = _direct(case)
    names = sparse_attention_kernel.arg_names
    assert len(runtime_args) + len(constexprs) == len(names)
    main = source_args(case["cache"], case["indices"], case["lengths"])
    extra = source_args(case["extra_cache"], case["extra_indices"], case["extra_lengths"])
    q, out = case["q"], case["out"]
    counters = case["workspace"].buffers(64) if split else (q, q, q)
    expected = (
        q, q.stride(0), q.stride(1), out, out.stride(0), out.stride(1), out, case["sinks"],
        *main[:-2], *extra[:-2], *counters, 64, (512**-0.5) * 1.4426950408889634, case["num_splits"],
    )  # fmt: skip
    as_values = tuple(v.data_ptr() if isinstance(v, torch.Tensor) else v for v in expected)
    assert len(runtime_args) == len(as_values)
    for position, (got, want) in enumerate(zip(runtime_args, as_values)):
        if isinstance(want, float):  # the log2-scaled softmax scale, kv scales
            assert got == pytest.approx(want, rel=1e-12), names[position]
        else:  # addresses, strides, sizes: exact
            assert got == want and type(got) is int, names[position]
    config = attn_config(64, fmt)
    assert constexprs == launch_constexprs(
        main[-2], extra[-2], True, True, True, True, False, split, config["block_h"], config["block_n"],
        config["swap_ab"], config["pipelined"],
    )  # fmt: skip
    assert grid == (3, 1, case["num_splits"])


def attn_config(heads, fmt):
    import sparsemla.ops.plan as attn

    return attn.kernel_config(heads, fmt == "model1", fmt != "bf16")


def test_direct_launch_key_separates_what_triton_specialises():
    base = _direct(_direct_case())[0]
    # Another width, row count or split count: same compiled kernel.
    other = _direct_case(rows=5)
    other["extra_indices"] = other["extra_indices"][:, :200]
    assert _direct(other)[0] == base
    # Misaligned index list: the key changes (Triton specialises pointers on 16-byte alignment).
    shifted = _direct_case()
    buffer = torch.empty(shifted["indices"].numel() + 1, dtype=torch.int32)[1:]
    buffer.copy_(shifted["indices"].flatten())
    shifted["indices"] = buffer.view_as(shifted["indices"])
    assert _direct(shifted)[0] != base
    # Different compile-time flags: different keys.
    for change in (dict(sinks=None), dict(lengths=None), dict(num_splits=1), dict(lse=torch.empty(3, 64))):
        case = _direct_case()
        case.update(change)
        assert _direct(case)[0] != base, change
    # A misaligned q falls back to the validated path (None).
    odd = _direct_case()
    odd["q"] = torch.empty(3 * 64 * 512 + 1, dtype=torch.bfloat16)[1:].view(3, 64, 512)
    assert _direct(odd) is None


@pytest.mark.parametrize(
    "change",
    [
        dict(q="float32"), dict(indices="int64"), dict(lengths="short"), dict(sinks="short"), dict(out="shape"),
        dict(softmax_scale=1), dict(softmax_scale=float("nan")), dict(softmax_scale=float("inf")), dict(num_splits=0),
        dict(extra_indices="drop"), dict(workspace="small"), dict(softmax_scale=1e300), dict(out="overlaps_q"),
        dict(out="expanded"),
    ],
)
def test_direct_launch_declines_unusual_calls(change):
    """Anything unusual goes to the validated path, which names the fault or accepts the call."""
    case = _direct_case()
    (name, what), = change.items()
    if what == "float32":
        case["q"] = case["q"].float()
    elif what == "int64":
        case["indices"] = case["indices"].long()
    elif what == "short":
        case[name] = case[name][:-1]
    elif what == "shape":
        case["out"] = case["out"][:, :32]
    elif what == "drop":
        case["extra_indices"] = None
    elif what == "overlaps_q":
        buffer = torch.empty(4, 64, 512, dtype=torch.bfloat16)
        buffer[:3] = case["q"]
        case["q"], case["out"] = buffer[:3], buffer[1:]
    elif what == "expanded":
        case["out"] = torch.empty(1, 64, 512, dtype=torch.bfloat16).expand(3, 64, 512)
    elif what == "small":
        case["workspace"] = SplitKVWorkspace("cpu", 2, sm_count=132)
    else:
        case[name] = what
    assert _direct(case) is None


def test_direct_launch_plan_follows_a_replaced_kernel_config(monkeypatch):
    """Tuning scripts swap ``kernel_config``; the memoised launch plan must not keep the old one."""
    import sparsemla.ops.plan as attn

    options = AttentionOptions()
    before = _direct(_direct_case(), options)
    patched = dict(attn.kernel_config(64, True, True), block_n=16)
    monkeypatch.setattr(attn, "kernel_config", lambda *args: patched)
    after = _direct(_direct_case(), options)
    assert after[3] != before[3] and after[3][9] == 16  # BLOCK_N in the compile-time arguments
    assert after[0] != before[0]


def test_direct_launch_plan_follows_the_kernel_choice_and_a_replaced_few_row_choice(monkeypatch):
    """Remembered decisions follow the kernel choice and ``few_row_launch``, the other function tuning
    scripts replace."""
    import sparsemla.ops.plan as attn

    case, options = _direct_case("fp8_uniform", rows=1), AttentionOptions()
    case["num_splits"] = None  # the automatic choice: one row of 64 heads runs the few-row programs
    assert _direct(case, options)[3][:2] == (1, 1) and _direct(case, options)[1][1] == 1  # Triton kernel (CPU)
    monkeypatch.setattr(attn, "select_kernel", lambda *args: (True, "forced for the test"))
    monkeypatch.setattr(attn, "resident_programs", lambda device_index: 132)
    assert _direct(case, options)[1][1] == 4  # four 16-head programs per row
    monkeypatch.setattr(attn, "few_row_launch", lambda *args: False)
    assert _direct(case, options)[1][1] == 1  # one 64-head program


@pytest.mark.parametrize("gluon", [False, True])
def test_remembered_launch_decisions_equal_fresh_ones(gluon, monkeypatch):
    """A call of a kind seen before skips the plan logic; what it prepares is what a first call prepares,
    for every option object, split request and optional argument (and None where the call is declined),
    on the Triton kernel and on the Gluon kernel's schedules (few-row, paired, swapped programs)."""
    import sparsemla.ops.plan as attn

    if gluon:
        monkeypatch.setattr(attn, "select_kernel", lambda *args: (True, "forced for the test"))
        monkeypatch.setattr(attn, "resident_programs", lambda device_index: 132)
    workspace = SplitKVWorkspace("cpu", 200, sm_count=132)
    option_sets = (
        AttentionOptions(), AttentionOptions(empty_row_lse=float("inf")), AttentionOptions(cooperative=False)
    )  # fmt: skip
    cases = []
    for fmt, heads in (("model1", 64), ("fp8_uniform", 64), ("bf16", 16), ("fp8_uniform", 16), ("model1", 32)):
        for rows in (1, 3, 40, 140):
            base = _direct_case(fmt, rows=rows, heads=heads)
            base.update(workspace=workspace, lse=torch.empty(rows, heads))
            # each variant changes one thing the decision depends on
            variants = (
                dict(), dict(lse=None), dict(sinks=None), dict(lengths=None), dict(extra_lengths=None),
                dict(extra_indices=base["extra_indices"][:, :200]), dict(workspace=None),
                dict(workspace=SplitKVWorkspace("cpu", 200, sm_count=66)),
            )  # fmt: skip
            if heads == 64:  # 16 of the 64 heads: another head count with the same strides
                variants += (dict(q=base["q"][:, :16], out=base["out"][:, :16], sinks=base["sinks"][:16], lse=None),)
            for num_splits in (None, 1, 2, 4, 40, 33):
                for options in option_sets:
                    for variant in variants:
                        cases.append((dict(base, num_splits=num_splits, **variant), options))
    fresh = []
    for case, options in cases:
        attn._launch_decisions.clear()
        fresh.append(_direct(case, options))
    assert any(result is None for result in fresh) and any(result is not None for result in fresh)
    assert [_direct(case, options) for case, options in cases] == fresh  # each kind remembered after its first
    assert [_direct(case, options) for case, options in reversed(cases)][::-1] == fresh
    # Options in new objects: each call gets its own plan (the LSE mode of empty rows is compiled in).
    lse_modes = {_direct(cases[0][0], AttentionOptions(empty_row_lse=value))[3][6] for value in (-math.inf, math.inf)}
    assert lse_modes == {1, 2}


def test_split_mode_is_cooperative_only_for_gluon_launches_that_fit(monkeypatch):
    import sparsemla.ops.plan as attn

    uncached = attn.resident_programs.__wrapped__
    monkeypatch.setattr(attn, "resident_programs", lambda device_index: 132)
    assert attn.split_mode("gluon", 4, 1, 0) == 0
    assert attn.split_mode("gluon", 4, 33, 0) == 2  # 132 programs: all resident, cooperative launch
    assert attn.split_mode("gluon", 4, 34, 0) == 1  # 136: the last split to arrive merges
    assert attn.split_mode("triton", 4, 2, 0) == 1
    # options.cooperative=False: no launch is cooperative.
    assert attn.split_mode("gluon", 1, 2, 0, cooperative=False) == 1
    monkeypatch.setattr(attn, "resident_programs", uncached)
    assert attn.resident_programs(-1) == 0  # off the GPU nothing is resident


def test_direct_launch_of_a_gluon_split_is_cooperative_when_it_fits(monkeypatch):
    import sparsemla.ops.plan as attn

    gluon_config = dict(attn.kernel_config(64, False, True, True))
    monkeypatch.setattr(attn, "kernel_config", lambda *args: gluon_config)
    monkeypatch.setattr(attn, "resident_programs", lambda device_index: 132)
    case = _direct_case(rows=3)  # 3 rows × 1 head group × 2 splits: fits
    key, grid, _, constexprs = _direct(case)
    assert grid == (3, 1, 2) and constexprs[7] == 2 and key[2].cooperative is True
    case["num_splits"] = 32  # 96 programs: still fits
    assert _direct(case)[3][7] == 2
    monkeypatch.setattr(attn, "resident_programs", lambda device_index: 64)
    key, grid, _, constexprs = _direct(case)  # 96 > 64: the last split merges, no cooperative launch
    assert constexprs[7] == 1 and key[2].cooperative is False
    # Automatic splits for a cooperative launch: one tile per split, never more programs than SMs.
    monkeypatch.setattr(attn, "resident_programs", lambda device_index: 132)
    case = _direct_case(rows=1)
    case["num_splits"] = None
    key, grid, _, constexprs = _direct(case)
    assert grid == (1, 1, attn.choose_num_splits(1, 64, 128 + 256, 132, cooperative=True)) == (1, 1, 6)
    assert constexprs[7] == 2


def test_kernel_config_picks_the_gluon_kernel_only_where_it_applies():
    import sparsemla.ops.plan as attn

    # Any sources on a Hopper device with a verified Triton: the Gluon kernel, in programs of 64 heads;
    # over fp8_uniform sources only, 8 and 16 heads in programs of 16 heads with swapped products (the
    # rows as M), two per SM, and 32 heads in swapped programs of 32, one per SM; with a model1 or bf16
    # source 8 and 16 heads in swapped 16-head programs, one per SM, two ring slots (V4.1 pairs, whose
    # flags are (False, True, False), keep the 64-head programs), and 32 heads in swapped 32-head programs.
    for heads in (8, 16, 32, 64, 128):
        for tile_scales, fp8_tiles, uniform in ((False, True, True), (False, True, False), (True, True, False),
                                                (False, False, False), (True, False, False)):  # fmt: skip
            config = attn.kernel_config(heads, tile_scales, fp8_tiles, True, uniform)
            two_per_sm = heads <= 16 and uniform
            units_16 = heads <= 16 and (tile_scales or not fp8_tiles)
            units_32 = heads == 32 and (tile_scales or not fp8_tiles)
            swapped = (heads <= 32 and uniform) or units_16 or units_32
            block_h = (16 if two_per_sm or units_16 else 32) if swapped else 64
            assert config["kernel"] == "gluon" and config["block_h"] == block_h
            assert config["swap_ab"] == swapped and config.get("programs_per_sm", 1) == (2 if two_per_sm else 1)
            assert config.get("maxnreg") == (128 if two_per_sm else None)
            assert config.get("ring_slots", 0) == (2 if units_16 else 0)
    # No Gluon on the device: the Triton kernels.
    assert attn.kernel_config(32, False, True, False)["kernel"] == "triton"
    assert attn.kernel_config(64, False, True, False)["kernel"] == "triton"
    assert attn.kernel_config(64, False, False, False)["kernel"] == "triton"
    # select_kernel: every format qualifies, any supported head count; without a GPU forcing it names why.
    for formats in (("v41_fp8", "v41_fp4"), ("model1", "v41_fp8"), ("fp8_uniform", "v41_fp4"), ("bf16", "v41_fp8")):
        with pytest.raises(RuntimeError, match="cannot run here: not on a CUDA device"):
            attn.select_kernel("gluon", -1, 16, formats)
    # At 64 heads both kernels' programs have 64 heads: the split heuristic does not depend on the kernel.
    assert attn.kernel_config(64, False, True, True)["block_h"] == attn.kernel_config(64, False, True)["block_h"]
    # The swapped programs take calls whose both sources are fp8_uniform (one source: extra = main).
    assert attn.uniform_fp8(("fp8_uniform", "fp8_uniform"))
    assert not attn.uniform_fp8(("fp8_uniform", "model1")) and not attn.uniform_fp8(("v41_fp8", "fp8_uniform"))
    # Two 16-head programs per SM: twice the splits of one per SM, within the scratch's 2 x SMs pairs.
    assert attn.choose_num_splits(64, 16, 8320, 132, True, 16, 2) == 4
    # Split launches of few rows at 64 / 128 heads: swapped 16-head programs, one per SM (over fp8_uniform
    # one ring slot and 128 registers; over unit tiles two slots and no register cap); the Triton kernel
    # has none.
    for heads in (64, 128):
        config = attn.kernel_config(heads, False, True, True, True, True)
        assert config["block_h"] == 16 and config["swap_ab"] and config["programs_per_sm"] == 1
        assert config["maxnreg"] == 128
        config = attn.kernel_config(heads, True, True, True, False, True)
        assert config["block_h"] == 16 and config["ring_slots"] == 2 and "maxnreg" not in config
        assert attn.kernel_config(heads, True, True, False, False, True)["kernel"] == "triton"


def test_select_kernel_names_the_programs_kernel_config_picks(monkeypatch):
    import sparsemla.ops.plan as attn

    # As on a Hopper GPU with a verified Triton: the reason names the programs each head count runs, and
    # they are the ones kernel_config returns (the flags as the op derives them from the formats).
    monkeypatch.setattr(attn, "gluon_unavailable_reason", lambda device_index: None)
    cases = [
        (8, ("fp8_uniform", "fp8_uniform"), "swapped 16-head programs, two per SM", 16),
        (16, ("model1", "model1"), "swapped 16-head programs, one per SM", 16),
        (16, ("bf16", "fp8_uniform"), "swapped 16-head programs, one per SM)", 16),
        (8, ("bf16", "bf16"), "one per SM; two per SM in launches of more programs than SMs", 16),
        (32, ("fp8_uniform", "fp8_uniform"), "swapped 32-head programs", 32),
        (32, ("model1", "model1"), "swapped 32-head programs", 32),
        (32, ("bf16", "model1"), "swapped 32-head programs", 32),
        (16, ("v41_fp8", "v41_fp4"), "heads padded to 64", 64),
        (32, ("v41_fp8", "v41_fp8"), "heads padded to 64", 64),
        (64, ("model1", "model1"), "(64-head programs; split launches of few rows: swapped 16-head programs)", 64),
    ]
    for heads, formats, schedule, block_h in cases:
        gluon, reason = attn.select_kernel("auto", 0, heads, formats)
        assert gluon and schedule in reason, (heads, formats, reason)
        config = attn.kernel_config(heads, "model1" in formats, "bf16" not in formats, True, attn.uniform_fp8(formats))
        assert config["kernel"] == "gluon" and config["block_h"] == block_h, (heads, formats, config)


def test_paired_programs_where_the_launch_has_more_programs_than_sms(monkeypatch):
    import types

    import sparsemla.ops.plan as attn
    from sparsemla import AttentionOptions

    monkeypatch.setattr(attn, "_PAIRED_MODEL1_TRITON", True)
    workspace = types.SimpleNamespace(sm_count=132)
    options = AttentionOptions()
    model1, bf16 = ("model1", "model1"), ("bf16", "bf16")

    def paired(rows, width, formats=model1, splits=None, heads=16, space=workspace, gluon=True, opts=options):
        return attn.paired_programs(rows, heads, width, formats, gluon, space, splits, opts, 0)

    # Automatic splits as two programs per SM would split: hca_1m (8,320 entries) splits B = 64 and 128
    # into 256 programs; flash_csa (640) and pro_csa (1,152) keep <= 132 programs up to B = 128. Fewer
    # rows than a quarter of the SMs never (B = 8 splits hca_1m into 256 programs too).
    for rows, expected in ((64, True), (128, True), (256, True), (33, True), (32, False), (8, False), (1, False)):
        assert paired(rows, 8320) is expected and paired(rows, 8320, bf16, heads=8) is expected
    for rows, expected in ((64, False), (128, False), (132, False), (133, True), (256, True)):
        assert paired(rows, 640) is expected and paired(rows, 1152, ("bf16", "model1")) is expected
    # Forced splits count as given; without a workspace the launch is unsplit (the device's SMs).
    assert paired(40, 640, splits=4) and not paired(33, 640, splits=4) and not paired(5, 640, splits=32)
    monkeypatch.setattr(attn, "resident_programs", lambda device_index: 132)
    assert paired(133, 640, splits=1, space=None) and not paired(132, 640, splits=1, space=None)
    # Only 8 / 16 heads over bf16 / model1 sources on the Gluon kernel; model1 only where it compiles clean.
    for formats in (("fp8_uniform", "fp8_uniform"), ("model1", "fp8_uniform"), ("v41_fp8", "v41_fp8"),
                    ("bf16", "v41_fp4")):  # fmt: skip
        assert not paired(256, 8320, formats)
    assert not paired(256, 8320, heads=32) and not paired(256, 8320, gluon=False) and not paired(0, 8320)
    assert not paired(256, 8320, splits="2")  # (the checks name it)
    monkeypatch.setattr(attn, "_PAIRED_MODEL1_TRITON", False)
    assert not paired(256, 8320) and not paired(256, 8320, ("bf16", "model1")) and paired(256, 8320, bf16)
    # The programs: two per SM, one ring slot, 128 registers per thread.
    config = attn.kernel_config(16, True, True, True, False, False, True)
    assert config["block_h"] == 16 and config["programs_per_sm"] == 2 and config["maxnreg"] == 128
    assert config.get("ring_slots", 0) == 0
    assert attn.kernel_config(16, True, True, True, False, False, False)["ring_slots"] == 2


def test_few_row_launches_are_split_launches_of_few_tiles_per_16_head_split():
    import sparsemla.ops.plan as attn

    # 132 SMs. flash_csa (640 entries, 10 tiles): 64-head programs split into one-tile splits up to 13
    # rows; 16-head programs take at most 2 x those tiles + 1 up to 8 rows and at 14-16 (where the
    # 64-head splits hold two tiles). hca_1m (8,320 entries): 1-2 rows. pro_csa (128 heads): 1, 2, 4.
    assert [r for r in range(1, 300) if attn.few_row_launch(r, 64, 640, 132)] == [1, 2, 3, 4, 5, 6, 7, 8, 14, 15, 16]
    assert [r for r in range(1, 300) if attn.few_row_launch(r, 64, 8320, 132)] == [1, 2]
    assert [r for r in range(1, 300) if attn.few_row_launch(r, 128, 1152, 132)] == [1, 2, 4]
    # Never below 64 heads (those have their own programs), nor when either launch would not split.
    assert not attn.few_row_launch(1, 32, 8320, 132) and not attn.few_row_launch(0, 64, 640, 132)
    assert not attn.few_row_launch(1, 64, 64, 132) and not attn.few_row_launch(64, 64, 640, 132)
    # The 16-head programs split to fill one program per SM.
    assert attn.choose_num_splits(8, 64, 640, 132, True, 16, 1) == 4


def test_cute_plan_runs_split_calls_in_float16_clusters_and_few_long_rows_in_swapped_16_head_ctas():
    import types

    import sparsemla.ops.plan as attn

    workspace = types.SimpleNamespace(sm_count=132)
    fp8, model1, bf16 = ("fp8_uniform",) * 2, ("model1", "fp8_uniform"), ("bf16",) * 2

    def plan(formats, rows, heads, width, splits=None, ws=workspace):
        return attn.cute_launch_plan(formats, True, True, True, True, True, rows, heads, width, ws, splits)

    key, grid = plan(fp8, 1, 64, 8320)  # hca_1m B = 1: four 16-head CTAs per row and split
    assert key[6] == "swap16" and grid[1] == 4 and grid[2] > 1
    assert plan(model1, 4, 64, 8320)[0][6] == "swap16"
    for formats, rows, heads, width, splits, ws, design in (
        (fp8, 1, 64, 640, None, workspace, "f16x8"),  # flash_csa B = 1: eight splits in a cluster
        (model1, 1, 128, 1152, None, workspace, "f16x8"),  # pro_csa B = 1, two head groups
        (fp8, 8, 64, 8320, None, workspace, "f16x8"),  # hca_1m B = 8: long rows, 64-head CTAs in clusters
        (fp8, 8, 128, 1152, None, workspace, "f16x4"),  # clusters of 8 would take every SM: 4
        (fp8, 32, 64, 640, None, workspace, "f16x2"),  # ... and 2 where 4 would
        (fp8, 64, 64, 640, None, workspace, "f16x2"),  # two splits in a cluster
        (fp8, 132, 64, 640, None, workspace, "f16"),  # a CTA per SM: no split
        (model1, 40, 64, 640, None, workspace, "f16x2"),  # splits rounded down to a cluster size (3 -> 2)
        (fp8, 1, 64, 640, 4, workspace, "f16x4"),  # a forced split count of a cluster size: clustered
        (fp8, 1, 64, 640, 3, workspace, "f16"),  # ... any other merged through the workspace
        (fp8, 1, 64, 640, None, None, "f16"),  # no workspace: no split
        (bf16, 1, 64, 640, None, workspace, "bf16"),  # bf16 sources: the bf16-tile kernel only
    ):  # fmt: skip
        key, grid = plan(formats, rows, heads, width, splits, ws)
        assert key[6] == design and grid[1] == max(1, heads // 64), (formats, rows, heads, width, splits, key, grid)
        if design != "bf16":
            assert grid[2] == {"f16x2": 2, "f16x4": 4, "f16x8": 8}.get(design, splits or 1), (key, grid)
    assert plan(fp8, 1, 32, 640)[0][6] == "swap32"
    # The swapped CTAs only for rows whose cluster splits keep more than the tile threshold:
    assert [rows for rows in range(1, 17) if attn.cute_few_row_launch(rows, 64, 8320, 132)] == [1, 2, 3, 4]
    assert not any(attn.cute_few_row_launch(rows, heads, width, 132) for rows in range(1, 17)
                   for heads, width in ((64, 640), (128, 1152)))  # fmt: skip


def test_few_row_programs_need_the_automatic_split_choice_on_the_gluon_kernel():
    import types

    import sparsemla.ops.plan as attn
    from sparsemla import AttentionOptions

    workspace = types.SimpleNamespace(sm_count=132)
    uniform = ("fp8_uniform", "fp8_uniform")
    options = AttentionOptions()
    assert attn.few_row_programs(1, 64, 640, uniform, True, workspace, None, options)
    for formats in (("model1", "model1"), ("fp8_uniform", "model1"), ("v41_fp8", "v41_fp4"), ("bf16", "fp8_uniform")):
        assert attn.few_row_programs(1, 64, 640, formats, True, workspace, None, options)
    # Any one condition missing keeps the 64-head programs: a forced split count, no workspace, the
    # Triton kernel, cooperative splits off, e4m3 S, many rows.
    assert not attn.few_row_programs(1, 64, 640, uniform, True, workspace, 4, options)
    assert not attn.few_row_programs(1, 64, 640, uniform, True, None, None, options)
    assert not attn.few_row_programs(1, 64, 640, uniform, False, workspace, None, options)
    # Their programs: 16 heads, swapped, one per SM; where a source has tile units (model1, V4.1, bf16),
    # with a two-slot ring and no register cap, and only up to as many tiles per split as the 64-head
    # programs, plus one.
    for tile_scales, uniform_fp8, ring_slots in ((False, True, 0), (True, False, 2)):
        config = attn.kernel_config(64, tile_scales, True, True, uniform_fp8, True)
        assert (config["block_h"], config["swap_ab"], config["programs_per_sm"]) == (16, True, 1)
        assert config.get("ring_slots", 0) == ring_slots and ("maxnreg" in config) == (ring_slots == 0)
    for formats in (("model1", "model1"), ("fp8_uniform", "model1"), ("v41_fp4_blocks", "bf16")):
        flash = [r for r in range(1, 64) if attn.few_row_programs(r, 64, 640, formats, True, workspace, None, options)]
        hca = [r for r in range(1, 64) if attn.few_row_programs(r, 64, 8320, formats, True, workspace, None, options)]
        pro = [r for r in range(1, 64) if attn.few_row_programs(r, 128, 1152, formats, True, workspace, None, options)]
        assert (flash, hca, pro) == ([1, 2, 3, 4, 5, 6], [1], [1])
    assert not attn.few_row_programs(1, 64, 640, uniform, True, workspace, None, AttentionOptions(cooperative=False))
    assert not attn.few_row_programs(1, 64, 640, uniform, True, workspace, None, AttentionOptions(qk_fp8=True))
    assert not attn.few_row_programs(64, 64, 640, uniform, True, workspace, None, options)
    assert attn.choose_num_splits(64, 16, 8320, 132, True, 16, 1) == 2
    # ... but short splits fill one program per SM (flash_csa / pro_csa widths at B = 64, 128), except in
    # launches under a quarter of the SM count in programs (B = 8, 32: unchanged).
    assert attn.choose_num_splits(128, 16, 8320, 132, True, 16, 2) == 2
    assert [attn.choose_num_splits(b, 16, 640, 132, True, 16, 2) for b in (8, 32, 64, 128)] == [10, 8, 2, 1]
    assert [attn.choose_num_splits(b, 16, 1152, 132, True, 16, 2) for b in (8, 32, 64, 128)] == [18, 8, 2, 1]
    assert attn.choose_num_splits(8, 16, 8320, 132, True, 16, 2) == 32
    assert attn.split_mode("gluon", 64, 4, -1, True, 2) == 1  # (no device: nothing is resident)


def test_gluon_is_off_without_a_hopper_gpu():
    from sparsemla.kernels.triton import gluon_supported

    if not torch.cuda.is_available():
        assert gluon_supported(0) is False


def test_direct_launch_key_names_the_kernel(monkeypatch):
    """A Gluon and a Triton launch of otherwise equal calls must not share a registered launcher."""
    import sparsemla.ops.plan as attn

    triton_key = _direct(_direct_case())[0]
    gluon_config = dict(attn.kernel_config(64, False, True, True))
    monkeypatch.setattr(attn, "kernel_config", lambda *args: gluon_config)
    gluon_key = _direct(_direct_case())[0]
    assert gluon_key != triton_key and "gluon" in gluon_key[2]


def test_cooperative_splits_give_each_split_one_tile():
    import sparsemla.ops.plan as attn

    # The Gluon kernel's splits merge together: one 64-entry tile per split, up to MAX_SPLITS, and
    # never more programs than SMs.
    assert attn.choose_num_splits(1, 64, 640, 132, cooperative=True) == 10
    assert attn.choose_num_splits(1, 64, 8320, 132, cooperative=True) == attn.MAX_SPLITS
    assert attn.choose_num_splits(8, 64, 8320, 132, cooperative=True) == 16
    assert attn.choose_num_splits(8, 128, 1152, 132, cooperative=True) == 8
    assert attn.choose_num_splits(132, 64, 640, 132, cooperative=True) == 1


def test_long_split_programs_stage_their_partials(monkeypatch):
    import sparsemla.ops.plan as attn

    monkeypatch.setattr(attn, "_STAGED_PARTIALS_TRITON", False)  # Triton 3.7+: never
    assert not attn.stage_partials("gluon", 8320, 16)
    monkeypatch.setattr(attn, "_STAGED_PARTIALS_TRITON", True)  # Triton 3.6
    # hca_1m at b = 8 (16 splits of nine tiles) stages; flash_csa b = 64 (two splits of five) does not.
    assert attn.stage_partials("gluon", 8320, 16)
    assert not attn.stage_partials("gluon", 640, 2)
    assert not attn.stage_partials("gluon", 8320, 1)
    assert not attn.stage_partials("triton", 8320, 15)
    assert attn.stage_partials("gluon", 2 * 64 * attn.STAGED_PARTIAL_TILES, 2)


def test_automatic_splits_stop_at_sixteen():
    import sparsemla.ops.plan as attn

    # One HCA row of 8320 entries on 132 SMs: enough work for 32 splits, the choice stops at 16.
    assert attn.choose_num_splits(1, 64, 8320, 132) == attn.AUTO_MAX_SPLITS == 16
    assert attn.AUTO_MAX_SPLITS <= attn.MAX_SPLITS


def _prefix(case, rows):
    """The case restricted to its first ``rows`` query rows."""
    return {k: (v[:rows] if k in ("q", "indices", "lengths", "extra_indices", "extra_lengths") and v is not None else v)
            for k, v in case.items()}  # fmt: skip


@pytest.mark.parametrize("fmt", ["fp8_uniform", "model1"])
def test_bound_call_matches_reference_on_row_prefixes(fmt):
    case, sinks = problem(41, 64, fmt, fmt, rows=4)
    workspace = SplitKVWorkspace(DEVICE, 16)
    out = torch.full_like(case["q"], POISON)
    bound = bind_sparse_attention(**case, sinks=sinks, workspace=workspace, out=out, return_lse=True)
    g = torch.Generator().manual_seed(3)
    for rows in (None, 2, 0, 4):
        # New contents written into the bound buffers in place, as an engine does between steps.
        case["q"].copy_(torch.randn(case["q"].shape, generator=g).to(DEVICE, torch.bfloat16))
        out.fill_(POISON)
        bound.lse.fill_(math.nan)
        got, lse = bound(rows)
        count = 4 if rows is None else rows
        assert got.shape[0] == count and lse.shape == (count, 64)
        assert count == 0 or got.data_ptr() == out.data_ptr()  # (an empty view has no address)
        assert torch.isnan(out[count:]).all(), "rows past the prefix were written"  # still POISON (NaN)
        if count:
            ref_out, ref_lse = reference(**_prefix(case, count), sinks=sinks)
            assert_matches_reference(got, lse, ref_out, ref_lse)
    assert torch.count_nonzero(workspace.counters(64)) == 0, "counters not reset"


@needs_interpreter
def test_bound_call_runs_the_e4m3_prefill_kernel_on_the_row_counts_the_op_gives_it(monkeypatch):
    # With qk_fp8, a row count the op runs on the e4m3 prefill kernel (e4m3_prefill_reason: prefill-sized,
    # on Hopper; mocked here as "3 rows or more") runs it from the bound object too, as one packed launch
    # over the row prefix with no workspace and one split; the other counts keep the bound kernels.
    from sparsemla.kernels.cute.launch import CuteUnavailableError
    from sparsemla.ops import attention, plan

    case, sinks = problem(7, 64, "fp8_uniform", "fp8_uniform", rows=4)
    options = AttentionOptions(qk_fp8=True)
    monkeypatch.setattr(attention, "e4m3_prefill_reason",
                        lambda q, *args, **kwargs: None if q.shape[0] >= 3 else "few rows")  # fmt: skip
    monkeypatch.setattr(attention, "_raw_stream", lambda device_index: 0)
    made, launched = [], []

    class Launch:
        def packed(self, grid, values):
            def run(stream):
                launched.append(grid)
                out[: grid[0]].fill_(7.0)  # (what the e4m3 kernel would write, recognisable)
            return run

    def prepare(q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks_, scale, workspace,
                num_splits, out_, lse, design=None):  # fmt: skip
        made.append((q.shape[0], indices.shape[0], extra_indices.shape[0], workspace, num_splits, design,
                     out_.data_ptr() == out.data_ptr(), out_.shape[0]))  # fmt: skip
        return Launch(), (q.shape[0], 1, 1), ()

    monkeypatch.setattr(attention, "cute_decode_launch", prepare)
    out = torch.full_like(case["q"], POISON)
    bound = bind_sparse_attention(**case, sinks=sinks, out=out, options=options)
    bound(4)
    bound(3)
    bound(3)
    assert made == [(4, 4, 4, None, 1, "e4m3rows", True, 4), (3, 3, 3, None, 1, "e4m3rows", True, 3)]  # packed once
    assert launched == [(4, 1, 1), (3, 1, 1), (3, 1, 1)] and (out[:3] == 7).all()
    got = bound(2)  # (a count the op runs on the other kernels)
    assert len(launched) == 3
    ref_out, ref_lse = reference(**_prefix(case, 2), sinks=sinks)
    assert_matches_reference(got, None, ref_out, None)

    # A variant that cannot load: kernel="auto" warns once and runs the count as without the e4m3 kernel.
    def missing(*args, **kwargs):
        raise CuteUnavailableError("CuTe DSL decode kernel variant is not in the cache directory")

    monkeypatch.setattr(attention, "cute_decode_launch", missing)
    monkeypatch.setattr(plan, "_warned", set())
    monkeypatch.setattr(plan, "_auto_cute_off", set())
    out.fill_(POISON)
    bound = bind_sparse_attention(**case, sinks=sinks, out=out, options=options)
    with pytest.warns(RuntimeWarning, match="not in the cache"):
        got = bound(4)
    ref_out, _ = reference(**case, sinks=sinks)
    assert_matches_reference(got, None, ref_out, None)


def test_bound_call_takes_a_softmax_scale_of_any_real_type_as_a_float():
    # The launch paths take exactly a float (an int or numpy scalar would send every bound call down the
    # checked path): the bound object keeps the validated value as one.
    import numpy as np

    case, sinks = problem(13, 16, "bf16", None, rows=2)
    for scale in (np.float64(0.05), 1):
        bound = bind_sparse_attention(**case, sinks=sinks, softmax_scale=scale)
        assert type(bound._arguments[8]) is float
        ref_out, _ = reference(**case, sinks=sinks, softmax_scale=float(scale))
        assert_matches_reference(bound(), None, ref_out, None)


def test_bind_checks_arguments_once_and_rows_on_each_call():
    case, _ = problem(5, 8, "bf16", None)
    with pytest.raises(TypeError, match="q must be bfloat16"):
        bind_sparse_attention(**dict(case, q=case["q"].float()))
    with pytest.raises(ValueError, match="indices"):
        bind_sparse_attention(**dict(case, indices=case["indices"][:2]))
    with pytest.raises(TypeError, match="return_lse must be a bool"):
        bind_sparse_attention(**case, return_lse=1)
    if not torch.cuda.is_available():  # (a forced kernel that cannot run here is named at bind, as a call names it)
        with pytest.raises(RuntimeError, match="options.kernel='gluon' cannot run here"):
            bind_sparse_attention(**case, options=AttentionOptions(kernel="gluon"))
    bound = bind_sparse_attention(**case)
    assert bound.out.shape == case["q"].shape  # allocated once, at bind time
    with pytest.raises(ValueError, match=r"rows must lie in \[0, 4\]"):
        bound(5)
    with pytest.raises(ValueError, match=r"rows must lie in \[0, 4\]"):
        bound(-1)
    with pytest.raises(TypeError, match="rows must be an int"):
        bound(2.0)
    got = bound(3)
    with pytest.raises(TypeError, match="rows must be an int"):
        bound(3.0)  # also once 3 rows have been called
    with pytest.raises(TypeError, match="rows must be an int"):
        bound(True)
    ref_out, _ = reference(**_prefix(case, 3))
    assert_matches_reference(got, None, ref_out, None)


def test_workspace_generation_counts_reallocations():
    workspace = SplitKVWorkspace("cpu", 4, sm_count=8)
    workspace.counters(64)
    assert workspace.generation == 0
    workspace.reserve(2)  # within capacity: nothing reallocated
    assert workspace.generation == 0
    workspace.reserve(64)
    assert workspace.generation == 1



@needs_interpreter  # CPU tensors (the launcher is stubbed, the checks are not)
def test_bound_call_fast_path_launches_prepared_row_prefixes(monkeypatch):
    """The direct path of a bound call (GPU only at run time), with the launcher stubbed: each row
    count is prepared once, exactly as the functional call would pack it, and prepared again after the
    workspace is reallocated."""
    import sparsemla.ops.attention as attn

    case = _direct_case(rows=5)
    launches = []
    monkeypatch.setattr(attn, "launch_direct", lambda *launch: launches.append(launch) or True)
    monkeypatch.setattr(attn, "_raw_stream", lambda device_index: 0)
    workspace = case["workspace"]
    bound = bind_sparse_attention(
        case["q"], case["cache"], case["indices"], case["lengths"], extra_cache=case["extra_cache"],
        extra_indices=case["extra_indices"], extra_lengths=case["extra_lengths"], sinks=case["sinks"],
        workspace=workspace, num_splits=2, out=case["out"],
    )  # fmt: skip
    bound._direct = True  # as on a GPU
    prepare = attn.prepare_launch
    prepared = []
    monkeypatch.setattr(attn, "prepare_launch", lambda *args: prepared.append(args[0].shape[0]) or prepare(*args))
    for rows in (5, 2, 5, 2):
        assert bound(rows).shape[0] == rows
    assert prepared == [5, 2], "each row count is prepared once"
    sub = {k: (v[:2] if k in ("q", "indices", "lengths", "extra_indices", "extra_lengths", "out") else v)
           for k, v in case.items()}  # fmt: skip
    monkeypatch.setattr(attn, "prepare_launch", prepare)  # (the functional call's packing, for comparison)
    key, grid, runtime_args, constexprs = _direct(sub)
    plan, stream, packed = launches[-1]
    assert (plan.key, plan.grid, plan.runtime_args, stream) == (key, grid, runtime_args, 0) and grid == (2, 1, 2)
    assert packed is True  # the default launch option packs the first direct launch of each row count too
    monkeypatch.setattr(attn, "prepare_launch", lambda *args: prepared.append(args[0].shape[0]) or prepare(*args))
    workspace.reserve(1024)  # new split buffers: the next call prepares again, with their addresses
    bound(2)
    assert prepared == [5, 2, 2]
    assert launches[-1][0].runtime_args == _direct(sub)[2] != runtime_args


@needs_interpreter  # (the op's checks on CPU tensors)
def _stub_direct_launches(monkeypatch) -> list:
    """The functional op's direct path on CPU tensors taken for CUDA ones, its launches recorded in the list
    returned instead of run, its remembered decisions emptied."""
    import sparsemla.ops.attention as attn
    import sparsemla.ops.plan as plan

    launches = []
    monkeypatch.setattr(plan, "_launch_decisions", {})
    monkeypatch.setattr(attn, "direct_launch_supported", lambda: True)
    monkeypatch.setattr(attn, "launch_direct", lambda *launch: launches.append(launch) or True)
    monkeypatch.setattr(attn, "_raw_stream", lambda device_index: 0)
    monkeypatch.setattr(torch.Tensor, "is_cuda", property(lambda self: True))  # (the direct path's device test)
    return launches


@pytest.mark.parametrize(
    "name, change, exc, message",
    [
        ("q", lambda c: c["q"].float(), TypeError, "q must be bfloat16"),
        ("indices", lambda c: c["indices"][:2], ValueError, r"indices must have shape \[3, K\]"),
        ("lengths", lambda c: torch.zeros(6, dtype=torch.int32)[::2], ValueError, "lengths must be contiguous"),
        ("extra_lengths", lambda c: c["extra_lengths"].long(), TypeError, "extra_lengths must be int32"),
        ("sinks", lambda c: c["sinks"][:32], ValueError, r"sinks must be a contiguous \[64\] tensor"),
        ("out", lambda c: c["q"], ValueError, "out shares memory with q"),
        ("softmax_scale", lambda c: float("nan"), ValueError, "softmax_scale must be finite"),
        ("num_splits", lambda c: 2.0, TypeError, "num_splits must be an int or None"),
    ],
)
def test_eager_direct_calls_name_a_bad_argument_after_a_remembered_call(name, change, exc, message, monkeypatch):
    """The functional op's direct path (GPU only at run time: here CPU tensors taken for CUDA ones, the launch
    stubbed): after a call of a kind is remembered, the same call with one bad argument still raises naming it,
    before anything launches."""
    import sparsemla.ops.plan as plan

    launches = _stub_direct_launches(monkeypatch)
    case = _direct_case()
    del case["lse"]
    for _ in range(2):
        assert sparse_attention(**case) is case["out"]
    assert len(launches) == 2 and len(plan._launch_decisions) == 1  # remembered, then launched from memory
    with pytest.raises(exc, match=message):
        sparse_attention(**dict(case, **{name: change(case)}))
    assert len(launches) == 2  # nothing launched
    assert sparse_attention(**case) is case["out"] and launches[-1][0] == launches[0][0]


def _lse_over(case, name):
    """A float32 [rows, heads] view of the memory of ``case[name]`` (q, out or sinks, the latter too short: the
    view starts 16 bytes before it, in a buffer holding both)."""
    rows, heads = case["q"].shape[:2]
    if name == "sinks":
        both = torch.empty(rows * heads + 4)
        both[4 : 4 + heads] = case["sinks"]
        case["sinks"] = both[4 : 4 + heads]
        return both[: rows * heads].view(rows, heads)
    return case[name].view(-1).view(torch.float32)[: rows * heads].view(rows, heads)


@pytest.mark.parametrize("rows", [1, 3])
@pytest.mark.parametrize(
    "bad, message",
    [
        ("expanded", r"lse must be a contiguous \[\d, 64\] tensor on cpu, got \[\d, 64\] with strides \[\d+, 0\]"),
        ("every other", r"lse must be a contiguous .* with strides \[\d+, 2\]"),
        ("q", "lse shares memory with q"),
        ("out", "lse shares memory with out"),
        ("sinks", "lse shares memory with sinks"),
    ],
)
def test_a_bad_lse_is_named_before_any_launch_on_every_path(rows, bad, message, monkeypatch):
    """An LSE buffer whose layout is not [rows, heads] contiguous (one row included: the direct paths check its
    head stride whatever the row count) or whose memory meets q, out or sinks is refused, naming lse, on the
    validated path and on the direct path after a call of the kind is remembered (GPU only at run time: here CPU
    tensors taken for CUDA ones, the launch stubbed)."""
    import sparsemla.ops.plan as plan

    case = _direct_case(rows=rows, split=False)
    heads = case["q"].shape[1]
    if bad == "expanded":
        lse = torch.empty(rows, 1).expand(rows, heads)
    elif bad == "every other":
        lse = torch.empty(rows, 2 * heads)[:, ::2]
    else:
        lse = _lse_over(case, bad)
    with pytest.raises(ValueError, match=message):
        sparse_attention(**dict(case, lse=lse))
    launches = _stub_direct_launches(monkeypatch)
    good = torch.empty(rows, heads)
    for _ in range(2):
        assert sparse_attention(**dict(case, lse=good)) is case["out"]
    assert len(launches) == 2
    assert plan.prepare_launch(*_direct_args_tuple(dict(case, lse=lse)), AttentionOptions()) is None
    with pytest.raises(ValueError, match=message):
        sparse_attention(**dict(case, lse=lse))
    assert len(launches) == 2  # nothing launched


def _direct_args_tuple(case):
    return (
        case["q"], case["cache"], case["indices"], case["lengths"], case["extra_cache"], case["extra_indices"],
        case["extra_lengths"], case["sinks"], case["softmax_scale"], case["workspace"], case["num_splits"],
        case["out"], case["lse"],
    )  # fmt: skip


def test_packed_kernel_params_hold_the_c_values_in_signature_order():
    import ctypes
    import struct

    from sparsemla.kernels.launch import pack_kernel_params

    class FakeTensor:
        def data_ptr(self):
            return 0xDEAD_BEEF_0000

    signature = ("*bf16", "i32", "constexpr", "i64", "fp32", "*fp32", "fp16", "bf16", "i1", "*i8")
    values = (0x7F00_0000_1000, -7, 64, 2**40 + 3, 0.1, FakeTensor(), 1.5, -2.75, True, None)
    packed = pack_kernel_params(signature, values)
    raw = [bytes(value) for value in packed]
    assert raw == [
        struct.pack("<Q", 0x7F00_0000_1000), struct.pack("<i", -7), struct.pack("<q", 2**40 + 3),
        struct.pack("<f", 0.1), struct.pack("<Q", 0xDEAD_BEEF_0000), struct.pack("<e", 1.5),
        struct.pack("<I", struct.unpack("<I", struct.pack("<f", -2.75))[0])[2:], b"\x01", bytes(8),
        bytes(8), bytes(8),  # Triton 3.6's global and profile scratch pointers, null
    ]  # fmt: skip
    assert all(isinstance(value, ctypes._SimpleCData) for value in packed)
    assert pack_kernel_params(signature[:-1], values) is None  # counts differ
    assert pack_kernel_params(("nvTmaDesc",), (object(),)) is None  # a type it does not pack
    assert pack_kernel_params((("i32", "i32"),), ((1, 2),)) is None  # tuple arguments


def test_eager_packed_launch_packs_each_call_per_thread():
    """The eager packed launch (GPU at run time) checked against a stand-in driver: each call's
    arguments land in the parameter block as the compiled types (constexpr-specialised positions
    dropped, Triton's two scratch pointers null), grid and stream per call, one block per thread; a
    value outside its compiled type or a missing context launches nothing; other errors raise."""
    import ctypes
    import threading
    import types

    from sparsemla.kernels import launch as kernels

    signature = ("*bf16", "i32", "constexpr", "fp32", "i64", "*fp32", "constexpr", "constexpr")
    entry = types.SimpleNamespace(packed_metadata=(8, 1, 1000), function=0x99, cooperative=True, pdl=False,
                                  signature=signature)  # fmt: skip
    calls, statuses = [], []

    def fake_launch(config_ref, function, param_block, extra):
        config = ctypes.cast(config_ref, ctypes.POINTER(kernels._LaunchConfig)).contents
        block = [param_block[i] for i in range(6)]
        calls.append((
            (config.grid_x, config.grid_y, config.grid_z), config.block_x, config.stream, config.num_attrs,
            function.value, ctypes.c_uint64.from_address(block[0]).value, ctypes.c_int32.from_address(block[1]).value,
            ctypes.c_float.from_address(block[2]).value, ctypes.c_int64.from_address(block[3]).value,
            ctypes.c_uint64.from_address(block[4]).value, ctypes.c_uint64.from_address(block[5]).value,
            ctypes.c_uint64.from_address(block[5] + 8).value, block[0],
        ))  # fmt: skip
        return statuses.pop(0) if statuses else 0

    def fake_error_name(status, name_ref):
        ctypes.cast(name_ref, ctypes.POINTER(ctypes.c_char_p)).contents.value = b"CUDA_ERROR_ILLEGAL_ADDRESS"
        return 0

    assert kernels.EagerPackedLaunch.build(entry, 5, (fake_launch, fake_error_name)) is None  # a parameter after them
    eager = kernels.EagerPackedLaunch.build(entry, 6, (fake_launch, fake_error_name))
    assert eager((3, 2, 1), 0xA, (0x7000, -5, 1, 0.25, 2**40, 0x8000)) is True
    assert eager((9, 1, 4), 0xB, (0x7100, 7, 1, -1.5, -3, 0x8100)) is True
    assert calls[0][:-1] == ((3, 2, 1), 256, 0xA, 1, 0x99, 0x7000, -5, 0.25, 2**40, 0x8000, 0, 0)
    assert calls[1][:-1] == ((9, 1, 4), 256, 0xB, 1, 0x99, 0x7100, 7, -1.5, -3, 0x8100, 0, 0)
    assert calls[0][-1] == calls[1][-1]  # one block per thread, reused
    other = threading.Thread(target=lambda: eager((1, 1, 1), 0xC, (0x7200, 1, 1, 1.0, 1, 0x8200)))
    other.start()
    other.join()
    assert calls[2][5] == 0x7200 and calls[2][-1] != calls[0][-1]
    count = len(calls)
    assert eager((1, 1, 1), 0xA, (0x7000, 2**31, 1, 0.5, 1, 0x8000)) is False and len(calls) == count
    statuses.append(kernels._CUDA_ERROR_INVALID_CONTEXT)
    assert eager((1, 1, 1), 0xA, (0x7000, 1, 1, 0.5, 1, 0x8000)) is False
    statuses.append(700)
    with pytest.raises(RuntimeError, match="CUDA_ERROR_ILLEGAL_ADDRESS"):
        eager((1, 1, 1), 0xA, (0x7000, 1, 1, 0.5, 1, 0x8000))
    for unpackable in ((8, 2, 1000), None):  # clusters; no signature
        clustered = types.SimpleNamespace(**{**vars(entry), "packed_metadata": unpackable or (8, 1, 1000),
                                             "signature": signature if unpackable else None})  # fmt: skip
        assert kernels.EagerPackedLaunch.build(clustered, 6, (fake_launch, fake_error_name)) is None


@pytest.mark.parametrize("cooperative", [False, True])
def test_packed_launch_passes_one_config_and_reports_driver_errors(cooperative):
    """The packed launch (GPU at run time) checked against a stand-in driver: grid, block, shared
    bytes, stream, attributes and the parameter block Triton's launcher would build; a missing context
    gives way to Triton's path, any other error raises."""
    import ctypes
    import types

    import triton

    from sparsemla.kernels import launch as kernels

    entry = types.SimpleNamespace(packed_metadata=(12, 1, 200_000), function=0x1234, cooperative=cooperative, pdl=False)
    params = kernels.pack_kernel_params(("*bf16", "i32", "constexpr", "fp32"), (0x7000, 9, 1, 0.5))
    calls, statuses = [], []

    def fake_launch(config_ref, function, param_block, extra):
        config = ctypes.cast(config_ref, ctypes.POINTER(kernels._LaunchConfig)).contents
        attrs = [(config.attrs[i].id, config.attrs[i].value[0]) for i in range(config.num_attrs)]
        block = [param_block[i] for i in range(4)]
        calls.append((
            (config.grid_x, config.grid_y, config.grid_z), (config.block_x, config.block_y, config.block_z),
            config.shared_bytes, config.stream, attrs, function.value, extra,
            ctypes.c_uint64.from_address(block[0]).value, ctypes.c_int32.from_address(block[1]).value,
            ctypes.c_float.from_address(block[2]).value, ctypes.c_uint64.from_address(block[3]).value,
        ))  # fmt: skip
        return statuses.pop(0) if statuses else 0

    def fake_error_name(status, name_ref):
        ctypes.cast(name_ref, ctypes.POINTER(ctypes.c_char_p)).contents.value = b"CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES"
        return 0

    launch = kernels.PackedLaunch(entry, (5, 2, 3), params, (fake_launch, fake_error_name))
    assert launch(0xABC) is True and launch(0xDEF) is True
    expected_attrs = [(kernels._LAUNCH_ATTRIBUTE_COOPERATIVE, 1)] if cooperative else []
    for call, stream in zip(calls, (0xABC, 0xDEF)):
        assert call == ((5, 2, 3), (384, 1, 1), 200_000, stream, expected_attrs, 0x1234, None, 0x7000, 9, 0.5, 0)
    statuses.append(kernels._CUDA_ERROR_INVALID_CONTEXT)
    assert launch(0xDEF) is False
    statuses.append(701)
    with pytest.raises(RuntimeError, match="CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES"):
        launch(0xDEF)
    # An installed launch hook (a profiler) sends the call through Triton: nothing launched here.
    count = len(calls)
    hook = lambda *args: None  # noqa: E731
    triton.knobs.runtime.launch_enter_hook.add(hook)
    try:
        assert launch(0xDEF) is False and len(calls) == count
    finally:
        triton.knobs.runtime.launch_enter_hook.remove(hook)
    assert launch(0xDEF) is True and len(calls) == count + 1


@pytest.mark.parametrize("seed", range(8))
def test_random_calls_match_reference(seed):
    # Random calls across every cache format pair, page sizes down to 1, -1 / past-the-cache / duplicated
    # slots, widths from 0, per-row lengths, sinks (one -inf), scales and split counts: every (row, head)
    # within the portable kernel's bf16-P error (docs/performance.md), empty rows exactly zero, the LSE's
    # -inf pattern and values.
    import random

    from sparsemla.formats import CACHE_FORMATS

    rng = random.Random(seed)
    gen = torch.Generator().manual_seed(seed)
    formats = sorted(CACHE_FORMATS)
    for _ in range(3):
        rows, heads = rng.randint(1, 4), rng.choice([8, 16, 32, 64, 128])
        caches = []
        for fmt, page_sizes in ((rng.choice(formats), [1, 2, 16, 64]), (rng.choice(formats), [1, 8, 64])):
            scale = rng.choice([1.0, 0.37]) if fmt == "fp8_uniform" else 1.0
            cache = PagedKVCache(rng.randint(1, 4), rng.choice(page_sizes), fmt, device=DEVICE, scale=scale)
            values = torch.randn(cache.num_slots, 512, generator=gen) * rng.choice([1e-3, 1.0, 30.0])
            cache.store(values.to(DEVICE), torch.arange(cache.num_slots, device=DEVICE))
            caches.append(cache)
        lists, masked, lengths = [], [], []
        for cache, width in zip(caches, (rng.randint(0, 70), rng.randint(0, 140))):
            slots = torch.randint(-1, cache.num_slots + 3, (rows, width), generator=gen, dtype=torch.int32)
            if width and rng.random() < 0.3:
                slots[:, : width // 2] = slots[:, :1]  # duplicates count twice
            lists.append(slots.to(DEVICE))
            masked.append(torch.where(slots >= cache.num_slots, -1, slots).to(DEVICE))  # never read
            lengths.append(torch.randint(0, width + 1, (rows,), generator=gen, dtype=torch.int32).to(DEVICE)
                           if rng.random() < 0.7 else None)  # fmt: skip
        q = (torch.randn(rows, heads, 512, generator=gen) * rng.choice([0.01, 1.0, 10.0])).bfloat16().to(DEVICE)
        sinks = None
        if rng.random() < 0.7:
            sinks = torch.randn(heads, generator=gen) * rng.choice([1.0, 100.0])
            sinks[0] = float("-inf")
            sinks = sinks.to(DEVICE)
        scale = rng.choice([None, 0.01, 0.1, 1.0])
        splits = rng.choice([None, 1, 2, 3, 7])
        out = torch.full((rows, heads, 512), POISON, dtype=torch.bfloat16, device=DEVICE)
        out, lse = sparse_attention(
            q, caches[0], lists[0], lengths[0], extra_cache=caches[1], extra_indices=lists[1], extra_lengths=lengths[1],
            sinks=sinks, softmax_scale=scale, workspace=SplitKVWorkspace(DEVICE, rows), num_splits=splits, out=out,
            return_lse=True,
        )  # fmt: skip
        ref, ref_lse = sparse_attention_ref(
            q.double(), caches[0].dense().double(), masked[0], lengths[0], kv_extra=caches[1].dense().double(),
            extra_indices=masked[1], extra_lengths=lengths[1], sinks=None if sinks is None else sinks.double(),
            softmax_scale=scale,
        )  # fmt: skip
        norms = ref.norm(dim=-1)
        assert torch.all(out[norms == 0] == 0)
        # Relative per (row, head); the absolute floor covers heads whose sink outweighs every row by more
        # than float32's range (the exact output is below 1e-30 there, the kernel's is 0).
        error = (out.double() - ref).norm(dim=-1)
        assert torch.all(error <= 5e-3 * norms + 1e-30), (seed, (error / norms.clamp_min(1e-300)).max())
        assert torch.equal(torch.isinf(lse), torch.isinf(ref_lse))
        finite = torch.isfinite(ref_lse)
        torch.testing.assert_close(lse.double()[finite], ref_lse[finite], atol=2e-3, rtol=1e-4)


@pytest.mark.skipif(torch.cuda.is_available(), reason="stands in for the device off the GPU")
def test_the_cute_kernel_option_prepares_one_launch_per_call(monkeypatch):
    """options.kernel='cute' with the CuTe DSL launch replaced by a recorder (no GPU here): eager calls
    check, allocate what is missing and launch once with the grid and the values the kernel's parameters
    take; bound calls prepare once per row count and again after the workspace grows."""
    from sparsemla.kernels.cute import launch as cute
    from sparsemla.ops import attention, plan

    launched = []

    class Recorder:
        def __init__(self, key):
            self.key = key

        def __call__(self, grid, stream, values):
            launched.append((self.key, grid, stream, values))

        def packed(self, grid, values):  # (bound calls: packed once per row count)
            return lambda stream: launched.append((self.key, grid, stream, values))

    prepared = []

    def fake_launch(key, device_index):
        prepared.append((key, device_index))
        return Recorder(key)

    monkeypatch.setattr(cute, "cute_launch", fake_launch)
    monkeypatch.setattr(plan, "cute_unavailable_reason", lambda device_index, formats, options: None)
    monkeypatch.setattr(attention, "cute_unavailable_reason", lambda device_index, formats, options: None)
    monkeypatch.setattr(attention, "_raw_stream", lambda device_index: 77)
    options = AttentionOptions(kernel="cute")
    case, sinks = problem(5, 64, "model1", "fp8_uniform", rows=3, width=300, extra_width=100)
    workspace = SplitKVWorkspace(DEVICE, 8)

    out, lse = sparse_attention(**case, sinks=sinks, workspace=workspace, num_splits=2, return_lse=True,
                                options=options)  # fmt: skip
    (key, grid, stream, values), = launched
    # (two splits of the float16 kernel: one cluster per row)
    assert key == cute.variant_key(2, 1, True, True, True, True, design="f16x2") and grid == (3, 1, 2) and stream == 77
    assert values == cute.decode_values(case["q"], case["cache"], case["indices"], case["lengths"],
                                        case["extra_cache"], case["extra_indices"], case["extra_lengths"], sinks,
                                        None, workspace, 2, out, lse)  # fmt: skip
    assert out.shape == (3, 64, 512) and out.is_contiguous() and lse.shape == (3, 64)

    launched.clear()
    q128 = torch.randn(2, 128, 512).to(torch.bfloat16)
    given = torch.empty_like(q128)
    result = sparse_attention(q128, case["cache"], case["indices"][:2], options=options, out=given)
    assert result is given
    ((key, grid, _, values),) = launched
    assert key == cute.variant_key(2, -1, False, False, False, False) and grid == (2, 2, 1)  # no workspace: one split
    assert values[-3:-1] == (128, 512**-0.5 * cute.LOG2E) and values[-1] == 1

    launched.clear()
    misaligned = torch.empty(2, 128, 514, dtype=torch.bfloat16)[..., 1:513]
    with pytest.raises(ValueError, match="q must start 16-byte aligned"):
        sparse_attention(misaligned, case["cache"], case["indices"][:2], options=options)
    bad_out = torch.empty(2, 128, 513, dtype=torch.bfloat16)[..., 1:]
    with pytest.raises(ValueError, match="out must start 4-byte aligned"):
        sparse_attention(q128, case["cache"], case["indices"][:2], options=options, out=bad_out)
    assert sparse_attention(q128[:0], case["cache"], case["indices"][:0], options=options).shape == (0, 128, 512)
    assert not launched

    prepared.clear()
    bound = bind_sparse_attention(**case, sinks=sinks, workspace=workspace, options=options)
    assert len(prepared) == 1 and not launched  # checked and prepared at bind, nothing launched
    for rows in (3, 2, 3, 2, 1):
        result = bound(rows)
        assert result.shape == (rows, 64, 512) and result.data_ptr() == bound.out.data_ptr()
    width = 300 + 100
    grids = {rows: plan.cute_launch_plan(("model1", "fp8_uniform"), True, True, True, True, False, rows, 64, width,
                                         workspace, None)[1] for rows in (1, 2, 3)}  # fmt: skip
    assert grids[3][2] > 1  # (so the workspace's addresses are among the values)
    assert [grid for _, grid, _, _ in launched] == [grids[rows] for rows in (3, 2, 3, 2, 1)]
    assert len(prepared) == 3  # prepared once per row count (3 at bind, then 2 and 1)
    assert launched[0][3] == launched[2][3] and launched[0][3][-6:-3] == workspace.buffer_pointers(64)
    workspace.reserve(64)  # new buffers: the next call prepares again with their addresses
    launched.clear()
    bound(3)
    assert launched[0][3][-6:-3] == workspace.buffer_pointers(64) != values[-6:-3]


def test_auto_keeps_the_gluon_kernel_where_it_runs(monkeypatch):
    """Where both run, the Gluon kernel was the faster through the op for all but a few kinds of call
    (docs/performance.md): auto gives every call the CuTe DSL kernel takes to it only on a Hopper GPU whose
    Triton cannot run the Gluon kernel (the few kinds: the next tests)."""
    from sparsemla.kernels.cute import launch as cute
    from sparsemla.ops import plan

    monkeypatch.setattr(cute, "cute_available", lambda device_index: (True, "ok"))
    monkeypatch.setattr(plan, "_auto_cute_off", set())
    try:
        for gluon_reason, expected in ((None, False), ("Triton 3.10 is not one of 3.6-3.9", True)):
            monkeypatch.setattr(plan, "gluon_unavailable_reason", lambda device_index: gluon_reason)
            plan.cute_device.cache_clear()
            assert plan.cute_device(0) is expected
    finally:
        plan.cute_device.cache_clear()


def test_beside_gluon_auto_gives_the_cute_kernel_the_fp8_uniform_launches_that_fill_the_sms():
    """cute_beats_gluon over fp8_uniform pools: the split calls the float16 kernel runs as clusters of two splits
    taking most of the SMs (47-66 rows at 64 heads, 24-33 at 128 on 132 SMs), and at 64 and 128 heads the unsplit
    launches whose CTAs (rows × head groups) fill 90% of their waves' slots; nothing else (other formats, head
    counts, clusters of four, launches leaving SMs idle); auto_cute_call asks for an automatic split count with a
    workspace."""
    from sparsemla.ops import plan

    fp8 = ("fp8_uniform", "fp8_uniform")
    full_waves = [*range(119, 133), *range(238, 265)]
    for width in (640, 8320):
        assert [rows for rows in range(1, 265) if plan.cute_beats_gluon(fp8, 64, rows, width, 132)] == [
            *range(47, 67), *full_waves]
    # 128 heads: two head groups per row (24-33 rows in two-split clusters: 96-132 CTAs; unsplit 60-66 rows: 120-132)
    assert [rows for rows in range(1, 265) if plan.cute_beats_gluon(fp8, 128, rows, 1152, 132)] == [
        *range(24, 34), *range(60, 67), *range(119, 133), *range(179, 199), *range(238, 265)]
    assert plan.cute_beats_gluon(fp8, 64, 4096, 640, 132) and plan.cute_beats_gluon(fp8, 128, 4096, 1152, 132)
    assert plan.cute_beats_gluon(fp8, 64, 64, 640, 132)
    assert not plan.cute_beats_gluon(fp8, 64, 32, 8320, 132)  # (clusters of four on a quarter of the SMs)
    assert not plan.cute_beats_gluon(("model1", "model1"), 64, 128, 640, 132)
    assert not plan.cute_beats_gluon(("fp8_uniform", "model1"), 64, 64, 640, 132)
    assert plan.cute_beats_gluon(fp8, 128, 32, 1152, 132) and not plan.cute_beats_gluon(fp8, 128, 23, 1152, 132)
    assert not plan.cute_beats_gluon(fp8, 128, 34, 1152, 132)  # (unsplit: 68 of 132 SMs)
    assert not plan.cute_beats_gluon(fp8, 32, 128, 640, 132)
    assert not plan.cute_beats_gluon(fp8, 64, 0, 640, 132)
    workspace = SplitKVWorkspace("cpu", 64, sm_count=132)
    options = AttentionOptions(kernel="auto")
    # (off a GPU nothing runs both kernels)
    assert not plan.auto_cute_call(-1, fp8, options, 64, 64, 640, workspace, None)


@needs_interpreter
@pytest.mark.skipif(torch.cuda.is_available(), reason="stands in for the device off the GPU")
def test_beside_gluon_auto_runs_the_calls_cute_beats_gluon_names_on_the_cute_kernel(monkeypatch):
    """kernel='auto' on a device running both kernels (stood in for by patching the device tests; the CuTe
    launch replaced by a recorder): an eager split call of the row count cute_beats_gluon names goes to the
    CuTe DSL kernel's two-split cluster design, other row counts, forced splits, no workspace and model1
    pools to the Triton path (outputs checked against the reference); a bound call decides per row count,
    and each path re-prepares after the workspace grows."""
    from sparsemla.kernels.cute import launch as cute
    from sparsemla.ops import attention, plan

    launched = []

    class Recorder:
        def __init__(self, key):
            self.key = key

        def __call__(self, grid, stream, values):
            launched.append((self.key, grid, values))

        def packed(self, grid, values):
            return lambda stream: launched.append((self.key, grid, values))

    def cute_unavailable_reason(device_index, formats, options):  # (its real checks, the device's left out)
        return None if set(formats) <= set(plan.CUTE_FORMATS) else "not its format"

    monkeypatch.setattr(cute, "cute_launch", lambda key, device_index: Recorder(key))
    for module in (plan, attention):
        monkeypatch.setattr(module, "cute_unavailable_reason", cute_unavailable_reason)
        monkeypatch.setattr(module, "cute_device", lambda device_index: False)
        monkeypatch.setattr(module, "cute_beside_gluon", lambda device_index: True)
    monkeypatch.setattr(attention, "_raw_stream", lambda device_index: 77)
    plan.auto_cute_reason.cache_clear()
    try:
        options = AttentionOptions(kernel="auto")
        # width 64 + 32 on 2 SMs: one row runs two clustered splits, two and three rows one split
        # (cute_cluster_splits), three leaving one of their two waves' four slots empty
        case, sinks = problem(13, 64, "fp8_uniform", "fp8_uniform", rows=3, width=64, extra_width=32)
        assert plan.cute_beats_gluon(("fp8_uniform",) * 2, 64, 1, 96, 2)
        assert plan.cute_beats_gluon(("fp8_uniform",) * 2, 64, 2, 96, 2)
        assert not plan.cute_beats_gluon(("fp8_uniform",) * 2, 64, 3, 96, 2)
        workspace = SplitKVWorkspace("cpu", 3, sm_count=2)
        first = {name: (value[:1] if name in ("q", "indices", "lengths", "extra_indices", "extra_lengths") else value)
                 for name, value in case.items()}  # fmt: skip
        key = cute.variant_key(1, 1, True, True, True, False, 64, "f16x2")

        def check(call, out):
            args = {name: call.get(name) for name in ("q", "cache", "indices", "lengths", "extra_cache",
                                                      "extra_indices", "extra_lengths")}  # fmt: skip
            ref_out, _ = reference(*args.values(), sinks=sinks)
            assert_matches_reference(out, None, ref_out, None)

        sparse_attention(**first, sinks=sinks, workspace=workspace, options=options)
        assert [(k, grid) for k, grid, _ in launched] == [(key, (1, 1, 2))]
        launched.clear()
        # (what the bench records as the kernel of each call)
        describe = lambda rows: plan.describe_kernel(64, "fp8_uniform", "fp8_uniform", device="cpu",  # noqa: E731
                                                     options=options, rows=rows, width=96, sm_count=2)[0]
        assert describe(1) == describe(2) == "cute" and describe(3) != "cute"
        for call, extra in ((case, dict(workspace=workspace)), (first, dict(workspace=workspace, num_splits=2)),
                            (first, {})):  # fmt: skip
            out = torch.full_like(call["q"], POISON)
            sparse_attention(**call, sinks=sinks, out=out, options=options, **extra)
            assert launched == []
            check(call, out)
        model1, model1_sinks = problem(14, 64, "model1", "model1", rows=1, width=64, extra_width=32)
        out = torch.full_like(model1["q"], POISON)
        sparse_attention(**model1, sinks=model1_sinks, workspace=workspace, out=out, options=options)
        assert launched == []

        bound = bind_sparse_attention(**case, sinks=sinks, workspace=workspace, options=options)
        assert bound._mixed and not bound._cute
        bound(1)
        assert [(k, grid) for k, grid, _ in launched] == [(key, (1, 1, 2))]
        pointers = launched[0][2][-6:-3]
        assert pointers == workspace.buffer_pointers(64)
        launched.clear()
        bound(2)  # (unsplit: the workspace is not read)
        assert [(k, grid) for k, grid, _ in launched] == [(key[:6] + ("f16",), (2, 1, 1))]
        launched.clear()
        check(case, bound(3))
        assert launched == []
        workspace.reserve(8)  # new buffers: both paths prepare again with their addresses
        bound(1)
        assert launched[0][2][-6:-3] == workspace.buffer_pointers(64) != pointers
        check(case, bound(3).clone())
    finally:
        plan.auto_cute_reason.cache_clear()


@needs_interpreter
@pytest.mark.skipif(torch.cuda.is_available(), reason="stands in for the device off the GPU")
def test_auto_runs_the_cute_kernel_where_it_can_and_the_triton_path_elsewhere(monkeypatch):
    """kernel='auto' on a Hopper GPU without the Gluon kernel, where the CuTe DSL kernel can run (stood in
    for by patching the device test; the CuTe launch replaced by a recorder): its formats go to it, eager
    and bound; another format and an alignment it does not take run the Triton path (the device keeps the
    CuTe kernel); a variant that fails to load (warned once) turns the device over to the Triton path,
    a bound call's new row count included. Every Triton-path output is checked against the reference."""
    from sparsemla.kernels.cute import launch as cute
    from sparsemla.ops import attention, plan

    launched, failing = [], []

    class Recorder:
        def __init__(self, key):
            self.key = key

        def __call__(self, grid, stream, values):
            launched.append((self.key, grid))

        def packed(self, grid, values):
            return lambda stream: launched.append((self.key, grid))

    def fake_launch(key, device_index):
        if failing:
            raise cute.CuteUnavailableError("variant not in the cache and CuTe DSL not installed")
        return Recorder(key)

    def cute_unavailable_reason(device_index, formats, options):  # (its real checks, the device's left out)
        return None if set(formats) <= set(plan.CUTE_FORMATS) else "not its format"

    def check(case, sinks, out):
        args = {name: case.get(name) for name in ("q", "cache", "indices", "lengths", "extra_cache",
                                                  "extra_indices", "extra_lengths")}  # fmt: skip
        ref_out, _ = reference(*args.values(), sinks=sinks)
        assert_matches_reference(out, None, ref_out, None)

    monkeypatch.setattr(cute, "cute_launch", fake_launch)
    monkeypatch.setattr(plan, "cute_unavailable_reason", cute_unavailable_reason)
    monkeypatch.setattr(attention, "cute_unavailable_reason", cute_unavailable_reason)
    monkeypatch.setattr(attention, "_raw_stream", lambda device_index: 77)
    _cute_available_here(monkeypatch)
    try:
        options = AttentionOptions(kernel="auto")
        assert plan.describe_kernel(64, "model1", "fp8_uniform", device="cpu", options=options)[0] == "cute"
        assert plan.describe_kernel(64, "v41_fp8", device="cpu", options=options)[0] != "cute"
        case, sinks = problem(11, 64, "model1", "fp8_uniform", rows=3, width=40, extra_width=24)
        key = cute.variant_key(2, 1, True, True, True, False, 64)
        sparse_attention(**case, sinks=sinks, options=options)
        assert [k for k, _ in launched] == [key]
        bound = bind_sparse_attention(**case, sinks=sinks, options=options)
        assert bound._cute and not bound._direct
        launched.clear()
        bound()
        assert [k for k, _ in launched] == [key]
        launched.clear()

        # q starting 4 bytes into its buffer: not an alignment the CuTe kernel takes (eager and bound)
        shifted = torch.empty(case["q"].numel() + 2, dtype=torch.bfloat16)[2:].view_as(case["q"])
        shifted.copy_(case["q"])
        odd = dict(case, q=shifted)
        out = torch.full_like(case["q"], POISON)
        sparse_attention(**odd, sinks=sinks, out=out, options=options)
        check(case, sinks, out)
        odd_bound = bind_sparse_attention(**odd, sinks=sinks, options=options)
        assert not odd_bound._cute
        check(case, sinks, odd_bound())
        assert launched == [] and plan.cute_device(-1)  # (the device keeps the CuTe kernel)

        case41, sinks41 = problem(12, 64, "v41_fp8", None, rows=2, width=40)
        out = torch.full_like(case41["q"], POISON)
        sparse_attention(**case41, sinks=sinks41, out=out, options=options)
        assert launched == []
        check(case41, sinks41, out)

        failing.append(True)  # a variant that cannot be loaded: a bound call's new row count
        with pytest.warns(RuntimeWarning, match="could not run a call"):
            got = bound(2)
        assert launched == [] and not plan.cute_device(-1)  # (this device's later calls skip it)
        check({name: (value[:2] if name in ("q", "indices", "lengths", "extra_indices", "extra_lengths") else value)
               for name, value in case.items()}, sinks, got)  # fmt: skip
        out = torch.full_like(case["q"], POISON)
        sparse_attention(**case, sinks=sinks, out=out, options=options)
        assert launched == []
        check(case, sinks, out)
    finally:
        for function in (plan.cute_device, plan.auto_cute_reason):
            function.cache_clear()


@pytest.mark.skipif(torch.cuda.is_available(), reason="stands in for the device off the GPU")
@pytest.mark.parametrize("heads", [8, 64, 128])
def test_the_cute_eager_path_prepares_what_the_checked_path_prepares(monkeypatch, heads):
    """prepare_cute_direct (the eager CuTe path: few tensor queries, decisions remembered) gives the launcher,
    grid and values of prepare_cute_launch (every check) for calls of every kind it takes, and None for what
    it does not take (misaligned tensors, invalid forced splits, a kernel that cannot run), so that the
    checked path names the fault."""
    from sparsemla.kernels.cute import launch as cute
    from sparsemla.ops import attention, plan

    monkeypatch.setattr(cute, "cute_launch", lambda key, device_index: ("launcher", key, device_index))
    monkeypatch.setattr(plan, "cute_unavailable_reason", lambda device_index, formats, options: None)
    monkeypatch.setattr(attention, "cute_unavailable_reason", lambda device_index, formats, options: None)
    options = AttentionOptions(kernel="cute")
    workspace = SplitKVWorkspace(DEVICE, 8)
    checked = 0
    for extra_fmt, with_lengths, num_splits, with_sinks, with_lse in [
        (None, False, None, False, False), ("fp8_uniform", True, None, True, True), ("bf16", True, 2, True, False),
        ("model1", False, 1, False, True), (None, True, 3, True, True),
    ]:  # fmt: skip
        case, sinks = problem(heads + checked, heads, "model1", extra_fmt, rows=3, width=200, extra_width=72,
                              with_lengths=with_lengths)  # fmt: skip
        sinks = sinks if with_sinks else None
        out = torch.empty_like(case["q"])
        lse = torch.empty(3, heads) if with_lse else None
        arguments = dict(case, sinks=sinks, workspace=workspace, num_splits=num_splits, out=out, lse=lse)
        full = {name: arguments.get(name) for name in (
            "q", "cache", "indices", "lengths", "extra_cache", "extra_indices", "extra_lengths", "sinks")}
        full.update(softmax_scale=0.05 if with_lse else None, workspace=workspace, num_splits=num_splits, out=out)
        direct = plan.prepare_cute_direct(*full.values(), lse, options)
        launcher, grid, values, _, _ = attention.prepare_cute_launch(*full.values(), lse, False, options)
        assert direct == (launcher, grid, values)
        assert direct is not None and direct[0][1] == cute.with_splits(cute.variant_key(
            2, cute.FORMAT_CODES[extra_fmt] if extra_fmt else -1, with_lengths, extra_fmt is not None,  # (problem() gives the extra source lengths)
            with_sinks, with_lse, heads,
        ), grid[2])  # fmt: skip
        assert plan.prepare_cute_direct(*full.values(), lse, options) == direct  # (remembered decision)
        checked += 1
        if num_splits == 3:  # rows x splits beyond the workspace's split pairs: the checked path names it
            too_many = dict(full, num_splits=plan.MAX_SPLITS + 1)
            assert plan.prepare_cute_direct(*too_many.values(), lse, options) is None
            with pytest.raises(ValueError, match="num_splits"):
                sparse_attention(**dict(too_many, options=options, lse=lse))
    case, _ = problem(1, heads, "model1", None, rows=2)
    misaligned_q = torch.empty(2, heads, 520, dtype=torch.bfloat16)[..., 4:516]
    misaligned_q.copy_(case["q"])
    odd_out = torch.empty(2, heads, 513, dtype=torch.bfloat16)[..., 1:]
    for q, out in ((misaligned_q, torch.empty_like(case["q"])), (case["q"], odd_out)):
        arguments = (q, case["cache"], case["indices"], case["lengths"], None, None, None, None, None, None, None, out)
        assert plan.prepare_cute_direct(*arguments, None, options) is None
    monkeypatch.setattr(plan, "cute_unavailable_reason", lambda device_index, formats, options: "no CuTe here")
    monkeypatch.setattr(attention, "cute_unavailable_reason", lambda device_index, formats, options: "no CuTe here")
    arguments = (case["q"], case["cache"], case["indices"], case["lengths"], None, None, None, None, None, None, None,
                 torch.empty_like(case["q"]))  # fmt: skip
    assert plan.prepare_cute_direct(*arguments, None, options) is None
    with pytest.raises(RuntimeError, match="no CuTe here"):
        sparse_attention(case["q"], case["cache"], case["indices"], case["lengths"], options=options)


def test_a_remembered_cute_refusal_keeps_its_options_alive(monkeypatch):
    # The eager CuTe path keys its decisions on the options' id: a remembered "no" must hold the options, or a
    # later options object at the same address would inherit it.
    import gc
    import weakref

    from sparsemla.ops import plan

    monkeypatch.setattr(plan, "cute_unavailable_reason", lambda device_index, formats, options: "no CuTe here")
    case, _ = problem(1, 64, "model1", None, rows=2)
    options = AttentionOptions(kernel="cute")
    alive = weakref.ref(options)
    arguments = (case["q"], case["cache"], case["indices"], case["lengths"], None, None, None, None, None, None, None,
                 torch.empty_like(case["q"]))  # fmt: skip
    assert plan.prepare_cute_direct(*arguments, None, options) is None
    assert plan.prepare_cute_direct(*arguments, None, options) is None  # (the remembered decision)
    del options
    gc.collect()
    assert alive() is not None, "the remembered decision let its options go: their id may be reused"


def _cute_available_here(monkeypatch):
    """The CuTe DSL kernel available on every device, nothing warned or turned off yet (the choice caches
    cleared: the caller clears them again when done)."""
    from sparsemla.kernels.cute import launch as cute
    from sparsemla.ops import plan

    monkeypatch.setattr(cute, "cute_available", lambda device_index: (True, "ok"))
    monkeypatch.setattr(plan, "_auto_cute_off", set())
    monkeypatch.setattr(plan, "_warned", set())
    for function in (plan.cute_device, plan.auto_cute_reason):
        function.cache_clear()


def test_bind_refuses_an_options_subclass_as_calls_do():
    import dataclasses

    from sparsemla import AttentionOptions, PagedKVCache, bind_sparse_attention

    @dataclasses.dataclass(frozen=True)
    class MyOptions(AttentionOptions):
        pass

    cache = PagedKVCache(1, 16, "bf16")
    q = torch.randn(1, 16, 512).bfloat16()
    with pytest.raises(TypeError, match="options must be an AttentionOptions"):
        bind_sparse_attention(q, cache, torch.zeros(1, 4, dtype=torch.int32), options=MyOptions())


def test_the_distinct_rows_path_leaves_index_strides_beyond_32_bits_to_the_other_kernels(monkeypatch):
    # Its CuTe DSL kernel takes the index row stride as a 32-bit parameter: such a call runs as without the
    # workspace (one row, so any row stride is valid), as calls with a misaligned q or out do.
    from sparsemla.ops import attention
    from sparsemla.workspace import DistinctRowsWorkspace

    ran = []
    monkeypatch.setattr(attention, "distinct_rows_reason", lambda *args, **kwargs: None)
    monkeypatch.setattr(attention, "run_distinct_rows", lambda *args, **kwargs: ran.append(args))
    case, sinks = problem(17, 64, "fp8_uniform", None, rows=1, width=40)
    workspace = DistinctRowsWorkspace(DEVICE, 1, 40, 0, case["cache"].num_slots, 0)
    far = case["indices"].as_strided(case["indices"].shape, (2**31, 1))
    out = sparse_attention(**dict(case, indices=far), sinks=sinks, rows_workspace=workspace)
    assert ran == []
    ref_out, _ = reference(**case, sinks=sinks)
    assert_matches_reference(out, None, ref_out, None)
    sparse_attention(**case, sinks=sinks, rows_workspace=workspace)
    assert len(ran) == 1  # (the same call with a usual stride takes the path)


def test_the_cute_kernel_refuses_strides_beyond_its_32_bit_parameters(monkeypatch):
    """The CuTe DSL kernel takes q's / out's strides and the index row strides as 32-bit parameters (the
    launch replaced by a recorder that packs its values as the real one does): kernel='cute' raises
    ValueError naming the tensor before anything launches, and kernel='auto' on a device whose calls go to
    the CuTe kernel runs such a call on the Triton path (checked against the reference)."""
    from sparsemla.kernels.cute import launch as cute
    from sparsemla.ops import attention, plan

    launched = []
    layout = cute.parameter_struct(cute.KERNEL_PARAMS)

    class Recorder:
        def __call__(self, grid, stream, values):
            layout.pack_into(bytearray(layout.size), 0, 0, 0, *values)
            launched.append(values)

        def packed(self, grid, values):
            layout.pack_into(bytearray(layout.size), 0, 0, 0, *values)
            return lambda stream: launched.append(values)

    monkeypatch.setattr(cute, "cute_launch", lambda key, device_index: Recorder())
    monkeypatch.setattr(plan, "cute_unavailable_reason", lambda device_index, formats, options: None)
    monkeypatch.setattr(attention, "cute_unavailable_reason", lambda device_index, formats, options: None)
    monkeypatch.setattr(attention, "_raw_stream", lambda device_index: 77)
    case, sinks = problem(13, 64, "model1", None, rows=1, width=40)
    q, indices = case["q"], case["indices"]
    # (one row: its row stride is never stepped, so any value is valid)
    far_q = q.as_strided(q.shape, (2**31, 512, 1))
    far_indices = indices.as_strided(indices.shape, (2**31, 1))
    far_out = torch.empty_like(q).as_strided(q.shape, (2**32, 512, 1))
    options = AttentionOptions(kernel="cute")
    for changes, name in ((dict(q=far_q), "q"), (dict(out=far_out), "out"), (dict(indices=far_indices), "indices")):
        with pytest.raises(ValueError, match=f"{name}'s row (and head )?strides? must be at most 2147483647"):
            sparse_attention(**dict(case, **changes), sinks=sinks, options=options)
        with pytest.raises(ValueError, match=f"{name}'s row (and head )?strides? must be at most 2147483647"):
            bind_sparse_attention(**dict(case, **changes), sinks=sinks, options=options)
    assert launched == []

    _cute_available_here(monkeypatch)
    try:
        options = AttentionOptions(kernel="auto")
        sparse_attention(**case, sinks=sinks, options=options)
        assert len(launched) == 1  # (auto gives this device's calls to the CuTe kernel)
        ref_out, _ = reference(q, case["cache"], indices, case["lengths"], sinks=sinks)
        for changes in (dict(q=far_q), dict(indices=far_indices)):
            out = sparse_attention(**dict(case, **changes), sinks=sinks, options=options)
            assert_matches_reference(out, None, ref_out, None)
            bound = bind_sparse_attention(**dict(case, **changes), sinks=sinks, options=options)
            assert_matches_reference(bound(), None, ref_out, None)
        assert len(launched) == 1
    finally:
        for function in (plan.cute_device, plan.auto_cute_reason):
            function.cache_clear()


def test_meta_tensors_are_checked_and_give_meta_outputs_without_a_launch(monkeypatch):
    """Meta tensors (shapes only, as torch's own ops take them and as the registered op's fake kernel does):
    the call is checked, returns meta out / lse of the op's shapes and launches nothing; the checks that read
    data or addresses (debug_checks, out's overlap: meta tensors all sit at address 0) are left out."""
    from sparsemla.ops import attention

    monkeypatch.setattr(attention, "launch_sparse_attention", lambda *a, **k: pytest.fail("launched"))
    rows, heads = 3, 8
    cache = PagedKVCache(2, 16, "model1", device="meta")
    extra = PagedKVCache(2, 8, "v41_fp4", device="meta")
    q = torch.empty(rows, heads, 512, dtype=torch.bfloat16, device="meta")
    case = dict(q=q, cache=cache, indices=torch.empty(rows, 12, dtype=torch.int32, device="meta"),
                lengths=torch.empty(rows, dtype=torch.int32, device="meta"), extra_cache=extra,
                extra_indices=torch.empty(rows, 5, dtype=torch.int32, device="meta"),
                sinks=torch.empty(heads, device="meta"))  # fmt: skip
    for options in (AttentionOptions(), AttentionOptions(debug_checks=True)):
        out, lse = sparse_attention(**case, return_lse=True, options=options)
        assert out.is_meta and out.shape == q.shape and out.dtype == torch.bfloat16
        assert lse.is_meta and lse.shape == (rows, heads) and lse.dtype == torch.float32
        given = torch.empty_like(q)
        assert sparse_attention(**case, out=given, options=options) is given
        out, lse = bind_sparse_attention(**case, return_lse=True, options=options)(2)
        assert out.is_meta and out.shape == (2, heads, 512) and lse.shape == (2, heads)
    with pytest.raises(TypeError, match="indices must be int32"):  # (the other checks still apply)
        sparse_attention(**dict(case, indices=case["indices"].long()))
    with pytest.raises(ValueError, match="indices is on cpu, q on meta"):
        sparse_attention(**dict(case, indices=torch.zeros(rows, 12, dtype=torch.int32)))
