"""GPU tests of sparse_attention (H200): sizes, CUDA graphs, workspace growth, counter soak.

Run on a GPU machine with ``python -m pytest -q -m gpu``; skipped without CUDA.
"""

import dataclasses
import math
import random

import pytest
import torch

import sparsemla
from sparsemla import FORMATS, SplitKVWorkspace, default_options, sparse_attention
from helpers import POISON, assert_matches_reference, make_cache, random_indices, reference

pytestmark = pytest.mark.gpu
DEVICE = "cuda"
# Tests of the Triton-path kernels' launchers (kernel="auto" runs the CuTe DSL kernel on Hopper): they run
# under default options that pick the Gluon kernel where it runs, else the Triton kernel, as do test_gluon_*.
TRITON_PATH_TESTS = {
    "test_bound_call_launches_directly_and_follows_in_place_updates", "test_direct_launch_matches_reference",
    "test_eager_launch_paths_agree_bit_for_bit", "test_eager_packed_launches_from_two_threads",
    "test_direct_launch_misaligned_and_hooked_calls_take_the_triton_path",
}  # fmt: skip


def _triton_path() -> str:
    from sparsemla.kernels.triton import gluon_unavailable_reason

    return "triton" if gluon_unavailable_reason(torch.cuda.current_device()) else "gluon"


@pytest.fixture(autouse=True)
def _triton_path_defaults(request, monkeypatch):
    name = request.node.originalname or request.node.name
    if name.startswith("test_gluon_") or name in TRITON_PATH_TESTS:
        monkeypatch.setenv("SPARSEMLA_KERNEL", _triton_path())


def decode_problem(seed, rows, heads, fmt, window=128, extra_width=512, extra_tokens=4096, extra_fmt=None):
    g = torch.Generator().manual_seed(seed)
    cache, slots = make_cache(max(256, window * 2), 64, fmt, DEVICE, g)
    extra, extra_slots = make_cache(extra_tokens, 64, extra_fmt or fmt, DEVICE, g)
    q = torch.randn(rows, heads, 512, generator=g).to(DEVICE, torch.bfloat16)
    case = dict(
        q=q, cache=cache, indices=random_indices(rows, window, slots, g, DEVICE, skip_fraction=0.02),
        lengths=torch.randint(1, window + 1, (rows,), generator=g, dtype=torch.int32).to(DEVICE),
        extra_cache=extra, extra_indices=random_indices(rows, extra_width, extra_slots, g, DEVICE, skip_fraction=0.02),
        extra_lengths=torch.randint(0, extra_width + 1, (rows,), generator=g, dtype=torch.int32).to(DEVICE),
    )  # fmt: skip
    sinks = torch.randn(heads, generator=g).to(DEVICE)
    return case, sinks


@pytest.mark.parametrize("heads", [8, 16, 32, 64, 128])
@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("rows, extra_width", [(1, 512), (7, 1024), (64, 512), (16, 8192), (4096, 512)])
def test_matches_reference_gpu(heads, fmt, rows, extra_width):
    if rows * heads * (128 + extra_width) > 4096 * 64 * 640:
        pytest.skip("reference too large")
    case, sinks = decode_problem(rows * 7 + heads, rows, heads, fmt, extra_width=extra_width,
                                 extra_tokens=max(4096, extra_width))  # fmt: skip
    workspace = SplitKVWorkspace(DEVICE, 4096)
    out = torch.full_like(case["q"], POISON)
    got, lse = sparse_attention(**case, sinks=sinks, workspace=workspace, out=out, return_lse=True)
    ref_out, ref_lse = reference(**case, sinks=sinks)
    assert_matches_reference(got, lse, ref_out, ref_lse)
    assert torch.count_nonzero(workspace.counters(heads)) == 0


@pytest.mark.parametrize("fmt", ["model1", "fp8_uniform"])
@pytest.mark.parametrize("num_splits", [1, 2, 3, 5, 7, 16, 31, 32])
@pytest.mark.parametrize("rows", [4, 8])
def test_forced_splits_gpu(num_splits, fmt, rows):
    # Both merges: 4 rows fit on the GPU at every split count (cooperative merge), 8 rows × > 16 splits
    # do not (the last split merges); odd counts, more splits than tiles (empty splits).
    import sparsemla.ops.plan as attn

    case, sinks = decode_problem(3 + num_splits + rows, rows, 64, fmt, extra_width=1024)
    expected_mode = attn.split_mode("gluon", rows, num_splits, 0)
    assert expected_mode == (0 if num_splits == 1 else 2 if rows * num_splits <= attn.resident_programs(0) else 1)
    _check_forced_splits(case, sinks, num_splits)


def _check_forced_splits(case, sinks, num_splits):
    """One call with ``num_splits`` forced, into a poisoned output, against the reference (output and LSE); the
    counters are back at zero."""
    workspace = SplitKVWorkspace(DEVICE, 64)
    out = torch.full_like(case["q"], POISON)
    out, lse = sparse_attention(**case, sinks=sinks, workspace=workspace, num_splits=num_splits, out=out,
                                return_lse=True)  # fmt: skip
    ref_out, ref_lse = reference(**case, sinks=sinks)
    assert_matches_reference(out, lse, ref_out, ref_lse)
    assert torch.count_nonzero(workspace.counters(case["q"].shape[1])) == 0


def _capture(fn):
    stream = torch.cuda.Stream()
    stream.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(stream):
        fn()  # warm-up compiles the kernel outside capture
    torch.cuda.current_stream().wait_stream(stream)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        fn()
    return graph


@pytest.mark.parametrize("heads", [16, 32, 64])
def test_cuda_graph_replay_on_new_inputs(heads):
    """Each schedule of fp8_uniform rows (swapped 16- and 32-head programs, 64-head programs), split
    automatically, captured once and replayed on new contents."""
    rows = 8
    case, sinks = decode_problem(10 + heads, rows, heads, "fp8_uniform")
    workspace = SplitKVWorkspace(DEVICE, rows)
    workspace.counters(heads)
    out = torch.empty_like(case["q"])
    static = {k: v for k, v in case.items()}
    graph = _capture(lambda: sparse_attention(**static, sinks=sinks, workspace=workspace, out=out))
    _replay_on_new_inputs(graph, static, sinks, out, workspace, "fp8_uniform", seeds=range(100, 103))


def _replay_on_new_inputs(graph, static, sinks, out, workspace, fmt, seeds):
    """Copy new queries and index lists into the captured tensors (the caches stay the captured ones),
    replay, check every output and that the counters are back at zero."""
    rows, heads, _ = static["q"].shape
    for seed in seeds:
        fresh, _ = decode_problem(seed, rows, heads, fmt)
        for name in ("q", "indices", "lengths", "extra_indices", "extra_lengths"):
            static[name].copy_(fresh[name])
        out.fill_(POISON)
        graph.replay()
        ref_out, _ = reference(**static, sinks=sinks)
        assert_matches_reference(out, None, ref_out, None)
        assert torch.count_nonzero(workspace.counters(heads)) == 0


def test_bound_call_runs_on_the_current_stream_and_in_graphs():
    """A bound call (packed launch after its second call) follows the current stream: eager on a side
    stream, and captured in a CUDA graph, then replayed on new inputs; every output checked."""
    from sparsemla import bind_sparse_attention

    rows, heads = 8, 64
    case, sinks = decode_problem(20, rows, heads, "model1")
    workspace = SplitKVWorkspace(DEVICE, rows)
    out = torch.empty_like(case["q"])
    bound = bind_sparse_attention(**case, sinks=sinks, workspace=workspace, out=out)
    bound()
    bound()
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        # The side stream sleeps, then poisons the output, then launches: a launch on any other stream
        # would run first and be overwritten by the poison.
        torch.cuda._sleep(50_000_000)
        out.fill_(POISON)
        bound()
    torch.cuda.current_stream().wait_stream(side)
    assert_matches_reference(out, None, reference(**case, sinks=sinks)[0], None)
    graph = _capture(bound)
    _replay_on_new_inputs(graph, case, sinks, out, workspace, "model1", seeds=(200, 201))


def test_graph_captured_before_reserve_grows_still_replays():
    rows, heads = 4, 64
    case, sinks = decode_problem(20, rows, heads, "model1")
    workspace = SplitKVWorkspace(DEVICE, rows)
    workspace.counters(heads)
    out = torch.empty_like(case["q"])
    graph = _capture(lambda: sparse_attention(**case, sinks=sinks, workspace=workspace, out=out, num_splits=8))
    captured = workspace.counters(heads)
    workspace.reserve(4096)  # grows: new buffers; the captured ones must stay alive
    assert workspace.counters(heads).data_ptr() != captured.data_ptr()
    torch.cuda.empty_cache()
    junk = [torch.full((1 << 20,), 7, dtype=torch.int32, device=DEVICE) for _ in range(64)]  # reuse freed memory
    for _ in range(3):
        out.fill_(POISON)
        graph.replay()
        ref_out, _ = reference(**case, sinks=sinks)
        assert_matches_reference(out, None, ref_out, None)
    assert torch.count_nonzero(captured) == 0
    del junk
    with pytest.raises(RuntimeError, match="capture"):
        g = torch.cuda.CUDAGraph()
        with torch.cuda.graph(g):
            workspace.reserve(10**6)


def test_ten_thousand_random_calls_leave_counters_zero():
    rng = random.Random(0)
    workspace = SplitKVWorkspace(DEVICE, 64)
    problems = {heads: decode_problem(heads, 64, heads, "model1", extra_width=256) for heads in (8, 64, 128)}
    checked = 0
    for call in range(10_000):
        heads = rng.choice((8, 64, 128))
        case, sinks = problems[heads]
        rows = rng.randint(1, 32)
        sub = {k: (v[:rows] if isinstance(v, torch.Tensor) else v) for k, v in case.items()}
        splits = rng.choice((None, 1, 2, 3, 7))
        out = sparse_attention(**sub, sinks=sinks, workspace=workspace, num_splits=splits)
        if call % 1000 == 0:
            ref_out, _ = reference(**{k: v for k, v in sub.items() if k != "options"}, sinks=sinks)
            assert_matches_reference(out, None, ref_out, None)
            checked += 1
    torch.cuda.synchronize()
    for heads in (8, 64, 128):
        assert torch.count_nonzero(workspace.counters(heads)) == 0
    assert checked == 10


def test_no_device_allocation_per_call():
    case, sinks = decode_problem(30, 8, 64, "model1")
    workspace = SplitKVWorkspace(DEVICE, 8)
    out = torch.empty_like(case["q"])
    sparse_attention(**case, sinks=sinks, workspace=workspace, out=out)
    torch.cuda.synchronize()
    before = torch.cuda.memory_stats()["allocation.all.allocated"]
    for _ in range(100):
        sparse_attention(**case, sinks=sinks, workspace=workspace, out=out)
    torch.cuda.synchronize()
    assert torch.cuda.memory_stats()["allocation.all.allocated"] == before



@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("heads", [16, 64, 128])
def test_bound_call_launches_directly_and_follows_in_place_updates(fmt, heads, monkeypatch):
    import sparsemla.ops.attention as attn
    from sparsemla import bind_sparse_attention

    rows = 8
    case, sinks = decode_problem(50 + heads, rows, heads, fmt, extra_width=1024)
    workspace = SplitKVWorkspace(DEVICE, rows)
    out = torch.empty_like(case["q"])
    bound = bind_sparse_attention(**case, sinks=sinks, workspace=workspace, out=out, return_lse=True)
    for count in (rows, 3, 1):
        bound(count)  # first call of each row count: compiled/registered through the checked path
        bound(count)  # second: Triton's launcher, which then packs the launch (options.launch='packed')
    # From here on the checked path must not run: every call is a direct launch, a packed one except the
    # first of each row count after the workspace moved (steps 3 and 4).
    monkeypatch.setattr(attn, "sparse_attention", lambda *a, **k: pytest.fail("bound call took the checked path"))
    launcher_steps, launch_direct = [], attn.launch_direct
    monkeypatch.setattr(attn, "launch_direct", lambda *a: launcher_steps.append(step) or launch_direct(*a))
    g = torch.Generator().manual_seed(heads)
    for step, count in enumerate((rows, 3, rows, 1, rows)):
        if step == 3:
            workspace.reserve(512)  # reallocates the split buffers: the next call must take the new addresses
        case["q"].copy_(torch.randn(case["q"].shape, generator=g).to(DEVICE, torch.bfloat16))
        case["lengths"].copy_(torch.randint(0, 129, (rows,), generator=g, dtype=torch.int32))
        out.fill_(POISON)
        bound.lse.fill_(math.nan)
        got, lse = bound(count)
        assert got.data_ptr() == out.data_ptr() and got.shape[0] == count
        assert torch.isnan(out[count:]).all(), "rows past the prefix were written"
        prefix = {k: (v[:count] if k in ("q", "indices", "lengths", "extra_indices", "extra_lengths") else v)
                  for k, v in case.items()}  # fmt: skip
        ref_out, ref_lse = reference(**prefix, sinks=sinks)
        assert_matches_reference(got, lse, ref_out, ref_lse)
        assert torch.count_nonzero(workspace.counters(heads)) == 0
    assert launcher_steps == [3, 4]
    torch.cuda.synchronize()
    before = torch.cuda.memory_stats()["allocation.all.allocated"]
    for _ in range(100):
        bound(rows)
    torch.cuda.synchronize()
    assert torch.cuda.memory_stats()["allocation.all.allocated"] == before

def _direct_entries():
    from sparsemla.kernels import launch

    return launch._direct_launches


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("heads", [8, 64, 128])
@pytest.mark.parametrize("rows", [1, 96])
def test_direct_launch_matches_reference(fmt, heads, rows):
    """The second call of a kind goes through the direct launcher; every call is checked."""
    from sparsemla.kernels.launch import direct_launch_supported

    case, sinks = decode_problem(rows + heads, rows, heads, fmt, extra_width=1024)
    workspace = SplitKVWorkspace(DEVICE, 128)
    ref_out, ref_lse = reference(**case, sinks=sinks)
    for _ in range(3):
        out = torch.full_like(case["q"], POISON)
        got, lse = sparse_attention(**case, sinks=sinks, workspace=workspace, out=out, return_lse=True)
        assert_matches_reference(got, lse, ref_out, ref_lse)
    assert torch.count_nonzero(workspace.counters(heads)) == 0
    if direct_launch_supported():  # calls 2 and 3 went through the registered launcher
        from sparsemla.ops.plan import prepare_launch

        prepared = prepare_launch(
            case["q"], case["cache"], case["indices"], case["lengths"], case["extra_cache"], case["extra_indices"],
            case["extra_lengths"], sinks, None, workspace, None, out, lse, default_options(),
        )  # fmt: skip
        assert prepared is not None and _direct_entries().get(prepared.key) is not None


@pytest.mark.parametrize("fmt, heads, rows", [("model1", 64, 5), ("fp8_uniform", 16, 3), ("bf16", 128, 2)])
def test_eager_launch_paths_agree_bit_for_bit(fmt, heads, rows):
    """launch='packed' (the default: one cuLaunchKernelEx on a parameter block packed per call),
    'direct' (the compiled kernel's C launcher) and 'triton' give the same bytes, split and unsplit; the
    packed path built its launcher for the kind."""
    from sparsemla.kernels.launch import direct_launch_supported
    from sparsemla.ops.plan import prepare_launch

    case, sinks = decode_problem(31 + heads, rows, heads, fmt, extra_width=1024)
    ref_out, ref_lse = reference(**case, sinks=sinks)
    for workspace in (None, SplitKVWorkspace(DEVICE, 8)):
        results = {}
        for launch in ("triton", "direct", "packed"):
            options = dataclasses.replace(default_options(), launch=launch)
            for _ in range(3):  # the first call of a kind registers it; the others take the path
                out = torch.full_like(case["q"], POISON)
                got, lse = sparse_attention(**case, sinks=sinks, workspace=workspace, out=out, return_lse=True,
                                            options=options)  # fmt: skip
                assert_matches_reference(got, lse, ref_out, ref_lse)
            results[launch] = (got.clone(), lse.clone())
        for launch in ("direct", "packed"):
            assert torch.equal(results[launch][0], results["triton"][0]), launch
            assert torch.equal(results[launch][1], results["triton"][1]), launch
        if direct_launch_supported():
            prepared = prepare_launch(
                case["q"], case["cache"], case["indices"], case["lengths"], case["extra_cache"],
                case["extra_indices"], case["extra_lengths"], sinks, None, workspace, None, out, lse,
                default_options(),
            )  # fmt: skip
            entry = _direct_entries().get(prepared.key)
            assert entry is not None and entry.eager, "the packed eager launcher was built and used"
        if workspace is not None:
            assert torch.count_nonzero(workspace.counters(heads)) == 0


def test_eager_packed_launches_from_two_threads():
    """Two threads launching the same kind on their own streams, each with its own arguments: every
    thread packs its own parameter block (a shared one would send one thread's pointers to the other's
    launch)."""
    import threading

    problems = [decode_problem(70 + i, 4, 64, "fp8_uniform") for i in range(2)]
    references = [reference(**case, sinks=sinks)[0] for case, sinks in problems]
    outs = [torch.empty_like(case["q"]) for case, _ in problems]
    sparse_attention(**problems[0][0], sinks=problems[0][1], out=outs[0])  # register the kind
    torch.cuda.synchronize()
    errors = []

    def work(i):
        case, sinks = problems[i]
        stream = torch.cuda.Stream()
        try:
            with torch.cuda.stream(stream):
                for _ in range(200):
                    outs[i].fill_(POISON)
                    sparse_attention(**case, sinks=sinks, out=outs[i])
            stream.synchronize()
        except Exception as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors, errors
    for out, want in zip(outs, references):
        assert_matches_reference(out, None, want, None)


def _assert_new_sizes_do_not_recompile(kernel, fmt, options=None):
    """Widths, row counts and split counts are not specialised: one compiled kernel per kind (the launch
    plan's schedule, split mode and staged partials) serves every size of that kind; every output is
    checked."""
    import sparsemla.ops.plan as attn

    workspace = SplitKVWorkspace(DEVICE, 256)
    case, sinks = decode_problem(5, 256, 64, fmt, extra_width=1024)
    names = ("q", "cache", "indices", "lengths", "extra_cache", "extra_indices", "extra_lengths")

    def prefix(rows, width):
        sub = {name: (case[name][:rows] if isinstance(case[name], torch.Tensor) else case[name]) for name in names}
        sub["extra_indices"] = sub["extra_indices"][:, :width]
        sub["extra_lengths"] = sub["extra_lengths"].clamp(max=width)
        return sub

    sizes = [(rows, width) for rows in (1, 3, 17, 64, 200, 256) for width in (512, 777, 1024)]
    first_of_kind = {}
    for rows, width in sizes:
        sub = prefix(rows, width)
        plan = attn.prepare_launch(*sub.values(), sinks, None, workspace, None, torch.empty_like(sub["q"]), None,
                                   options or default_options())  # fmt: skip
        assert plan is not None, (rows, width)
        first_of_kind.setdefault(plan.key.kernel, (rows, width))
    # at least unsplit and split (the Gluon kernel adds 16-head few-row programs, and on Triton 3.6 staged partials)
    assert len(first_of_kind) >= 2, first_of_kind
    for rows, width in first_of_kind.values():  # compile each kind at one of its sizes
        sparse_attention(**prefix(rows, width), sinks=sinks, workspace=workspace, options=options)
    torch.cuda.synchronize()
    compiled_before = sum(len(cache[0]) for cache in kernel.device_caches.values())
    assert compiled_before > 0, "the kernel under test did not run"
    for rows, width in sizes:
        sub = prefix(rows, width)
        out = torch.full_like(sub["q"], POISON)
        sparse_attention(**sub, sinks=sinks, workspace=workspace, out=out, options=options)
        ref_out, _ = reference(**sub, sinks=sinks)
        assert_matches_reference(out, None, ref_out, None)
    compiled_after = sum(len(cache[0]) for cache in kernel.device_caches.values())
    assert compiled_after == compiled_before


def test_direct_launch_new_sizes_do_not_recompile():
    from sparsemla.kernels.triton.sparse_attention import sparse_attention_kernel

    from sparsemla import AttentionOptions

    _assert_new_sizes_do_not_recompile(sparse_attention_kernel, "bf16", AttentionOptions(kernel="triton"))


def test_direct_launch_misaligned_and_hooked_calls_take_the_triton_path():
    import triton

    case, sinks = decode_problem(9, 8, 64, "fp8_uniform")
    workspace = SplitKVWorkspace(DEVICE, 16)
    ref_out, ref_lse = reference(**case, sinks=sinks)
    sparse_attention(**case, sinks=sinks, workspace=workspace)
    # An index list starting 4 bytes into its buffer: not 16-byte aligned.
    shifted = torch.empty(case["indices"].numel() + 1, dtype=torch.int32, device=DEVICE)[1:]
    shifted.copy_(case["indices"].flatten())
    odd = dict(case, indices=shifted.view_as(case["indices"]))
    for _ in range(2):
        out = torch.full_like(case["q"], POISON)
        sparse_attention(**odd, sinks=sinks, workspace=workspace, out=out)
        assert_matches_reference(out, None, ref_out, None)
    seen = []
    hook = lambda metadata: seen.append(metadata)  # noqa: E731
    triton.knobs.runtime.launch_enter_hook.add(hook)
    try:
        out = torch.full_like(case["q"], POISON)
        sparse_attention(**case, sinks=sinks, workspace=workspace, out=out)
    finally:
        triton.knobs.runtime.launch_enter_hook.remove(hook)
    assert_matches_reference(out, None, ref_out, None)
    assert seen, "a launch hook must see every launch"


def _gluon_device():
    from sparsemla.kernels.triton import gluon_supported

    return torch.cuda.is_available() and gluon_supported(torch.cuda.current_device())


needs_gluon = pytest.mark.skipif(not _gluon_device(), reason="the Gluon kernel needs a Hopper GPU and Triton 3.6-3.9")


@needs_gluon
@pytest.mark.parametrize("fmt", ["fp8_uniform", "model1", "bf16"])
def test_gluon_kernel_serves_every_format(fmt):
    import sparsemla.ops.plan as attn
    from sparsemla.kernels.triton.sparse_attention_gluon import sparse_attention_gluon_kernel

    assert sparsemla.describe_kernel(64, fmt, device=DEVICE)[0] == "gluon"
    assert sparsemla.describe_kernel(32, fmt, "bf16", device=DEVICE)[0] == "gluon"
    # 32 heads: swapped 32-head programs over every one of these formats (V4.1 sources keep 64-head programs).
    assert attn.kernel_config(32, fmt == "model1", fmt != "bf16", True, fmt == "fp8_uniform")["block_h"] == 32
    before = sum(len(cache[0]) for cache in sparse_attention_gluon_kernel.device_caches.values())
    case, sinks = decode_problem(41, 3, 64, fmt)
    case["num_splits"] = 1
    out = sparse_attention(**case, sinks=sinks, workspace=SplitKVWorkspace(DEVICE, 64))
    ref_out, _ = reference(**{k: v for k, v in case.items() if k != "num_splits"}, sinks=sinks)
    assert_matches_reference(out, None, ref_out, None)
    # Compiled here (a new kind of call) or earlier in this process.
    assert sum(len(cache[0]) for cache in sparse_attention_gluon_kernel.device_caches.values()) >= max(before, 1)


def _check_two_sources(q, main, main_slots, extra, extra_slots, g, num_splits, unit=1.0, empty_row=False):
    """Rows of 128 main + 700 extra entries (random lengths; row 0 extra only, row 1 main only, row 2
    empty if ``empty_row``) through sparse_attention against the exact reference, outputs compared in
    units of ``unit``; the split counters must be back at zero."""
    rows, heads = q.shape[0], q.shape[1]
    case = dict(
        q=q, cache=main, indices=random_indices(rows, 128, main_slots, g, DEVICE),
        lengths=torch.randint(0, 129, (rows,), generator=g, dtype=torch.int32).to(DEVICE),
        extra_cache=extra, extra_indices=random_indices(rows, 700, extra_slots, g, DEVICE),
        extra_lengths=torch.randint(0, 701, (rows,), generator=g, dtype=torch.int32).to(DEVICE),
    )  # fmt: skip
    case["lengths"][0] = 0  # extra source only
    case["extra_lengths"][1] = 0  # main source only
    if empty_row:
        case["lengths"][2] = case["extra_lengths"][2] = 0  # empty row: zeros, LSE -inf
    sinks = torch.randn(heads, generator=g).to(DEVICE)
    workspace = SplitKVWorkspace(DEVICE, 64)
    out = torch.full_like(q, POISON)
    got, lse = sparse_attention(**case, sinks=sinks, workspace=workspace, num_splits=num_splits, out=out,
                                return_lse=True)  # fmt: skip
    ref_out, ref_lse = reference(**case, sinks=sinks)
    assert_matches_reference(got.double() / unit, lse, ref_out / unit, ref_lse)
    if empty_row:
        assert torch.all(got[2] == 0) and torch.all(torch.isneginf(lse[2]))
    assert torch.count_nonzero(workspace.counters(heads)) == 0


def _token_magnitudes(values, tokens, g):
    """(per-token magnitudes, query scale, unit) of a value-range case: ``beyond_float16`` (|K| up to
    ~1.5e6), ``mixed_in_tile`` (tokens 2^-8 … 2^8 apart) or ``tiny``. Scores stay O(1); outputs are
    compared in units of the largest magnitude (the bf16 output's rounding and the tolerances scale
    with it)."""
    if values == "beyond_float16":
        return torch.full((tokens,), 3e5), 1e-5, 3e5
    if values == "mixed_in_tile":
        return torch.exp2(torch.randint(-8, 9, (tokens,), generator=g).float()), 1e-2, 2.0**8
    return torch.full((tokens,), 1e-3), 1e3, 1e-3


def _cache_with_token_magnitudes(fmt, num_tokens, magnitudes, generator):
    """A ``fmt`` cache whose token i holds a random row times magnitudes[i]."""
    from sparsemla import PagedKVCache

    cache = PagedKVCache(-(-num_tokens // 64) + 1, 64, fmt, device=DEVICE)
    slots = torch.randperm(cache.num_slots, generator=generator)[:num_tokens].to(DEVICE)
    rows = torch.randn(num_tokens, 512, generator=generator) * magnitudes[:, None]
    cache.store(rows.to(DEVICE), slots)
    return cache, slots


@needs_gluon
@pytest.mark.parametrize("heads", [32, 64, 128])
@pytest.mark.parametrize("values", ["beyond_float16", "mixed_in_tile", "tiny"])
@pytest.mark.parametrize("num_splits", [1, None])
def test_gluon_model1_value_ranges(heads, values, num_splits):
    """model1 values outside float16's range (the producer stores each tile in units of a power of
    two chosen from its scale bytes and RoPE exponents), tokens 2^-8 … 2^8 apart in one tile, and
    tiny values."""
    g = torch.Generator().manual_seed(heads * 7 + len(values) + (num_splits or 0))
    rows, tokens = 9, 2048
    magnitudes, q_scale, unit = _token_magnitudes(values, tokens, g)
    main, main_slots = _cache_with_token_magnitudes("model1", tokens, magnitudes, g)
    extra, extra_slots = _cache_with_token_magnitudes("model1", tokens, magnitudes.flip(0), g)
    q = (torch.randn(rows, heads, 512, generator=g) * q_scale).to(DEVICE, torch.bfloat16)
    _check_two_sources(q, main, main_slots, extra, extra_slots, g, num_splits, unit=unit)


@needs_gluon
@pytest.mark.parametrize("heads", [16, 64, 128])
@pytest.mark.parametrize("q_scale", [1e-4, 1.0, 5e3])
@pytest.mark.parametrize("num_splits", [1, 3, None])
def test_gluon_scales_and_query_magnitudes(heads, q_scale, num_splits):
    """Different KV scales per source (applied to O, rescaled where the tiles switch source) and
    queries far from 1 (Q is scaled by a power of two into float16's range); 16 heads run the swapped
    programs."""
    g = torch.Generator().manual_seed(heads + int(q_scale * 10) + (num_splits or 0))
    rows = 9
    main, main_slots = make_cache(512, 64, "fp8_uniform", DEVICE, g, scale=0.25)
    extra, extra_slots = make_cache(4096, 64, "fp8_uniform", DEVICE, g, scale=4.0)
    q = (torch.randn(rows, heads, 512, generator=g) * q_scale).to(DEVICE, torch.bfloat16)
    _check_two_sources(q, main, main_slots, extra, extra_slots, g, num_splits, empty_row=True)


@needs_gluon
@pytest.mark.parametrize("extra_fmt", ["bf16", "fp8_uniform", "model1"])
@pytest.mark.parametrize("heads", [16, 32, 64, 128])
@pytest.mark.parametrize("values", ["beyond_float16", "mixed_in_tile", "tiny", "float32_range", "halves_apart"])
@pytest.mark.parametrize("num_splits", [1, None])
def test_gluon_bf16_value_ranges(extra_fmt, heads, values, num_splits):
    """bf16 rows have float32's exponent range: each tile is stored in units of a power of two chosen
    from its rows' largest exponent. Values beyond float16's range, tokens 2^-8 … 2^8 apart in one tile,
    tiny values, values near float32's extremes (|K| ~ 1e30 and ~1e-30 in alternate tiles of one row),
    and rows whose two 256-column halves are 2^10 apart (the main source's high halves larger, the
    extra bf16 source's low halves: the unit must come from both halves of the tile), beside a bf16,
    fp8_uniform (with a KV scale) or model1 source."""
    g = torch.Generator().manual_seed(heads * 3 + len(values) + (num_splits or 0) + len(extra_fmt))
    rows, tokens = 9, 2048
    if values == "halves_apart":
        magnitudes, q_scale, unit = torch.ones(tokens), 1e-2, 2.0**10
    elif values == "float32_range":
        # 64-token runs alternate between 1e30 and 1e-30: the large rows score O(1) against Q × 1e-30, the
        # small ones ~0; the small rows' units are more than 2^90 below (the producer's floor).
        magnitudes = torch.where((torch.arange(tokens) // 64) % 2 == 0, 1e30, 1e-30)
        q_scale, unit = 1e-30, 1e30
    else:
        magnitudes, q_scale, unit = _token_magnitudes(values, tokens, g)
    main, main_slots = _cache_with_token_magnitudes("bf16", tokens, magnitudes, g)
    if values == "halves_apart":
        rows_of = main.gather(main_slots.long())
        rows_of[:, 256:] *= 2.0**10
        main.store(rows_of, main_slots)
    if extra_fmt == "bf16":
        extra, extra_slots = _cache_with_token_magnitudes("bf16", tokens, magnitudes.flip(0), g)
        if values == "halves_apart":  # the other way round: the low half 2^10 larger
            rows_of = extra.gather(extra_slots.long())
            rows_of[:, :256] *= 2.0**10
            extra.store(rows_of, extra_slots)
    else:
        from sparsemla import PagedKVCache

        # (fp8_uniform: a KV scale that keeps the stored values inside e4m3's range)
        scale = unit / 32 if extra_fmt == "fp8_uniform" else 1.0
        extra = PagedKVCache(tokens // 64 + 1, 64, extra_fmt, device=DEVICE, scale=scale)
        extra_slots = torch.randperm(extra.num_slots, generator=g)[:tokens].to(DEVICE)
        extra.store((torch.randn(tokens, 512, generator=g) * unit).to(DEVICE), extra_slots)
    q = (torch.randn(rows, heads, 512, generator=g) * q_scale).to(DEVICE, torch.bfloat16)
    _check_two_sources(q, main, main_slots, extra, extra_slots, g, num_splits, unit=unit, empty_row=True)


@needs_gluon
@pytest.mark.parametrize("main_fmt, extra_fmt", [("fp8_uniform", "model1"), ("model1", "fp8_uniform")])
@pytest.mark.parametrize("heads", [32, 64, 128])
@pytest.mark.parametrize("num_splits", [1, 3, None])
def test_gluon_mixed_fp8_formats(main_fmt, extra_fmt, heads, num_splits):
    """One source fp8_uniform (with a KV scale), the other model1: the producer branches per tile on
    the source's format and passes the unit (KV scale or power of two) per ring slot."""
    g = torch.Generator().manual_seed(heads + (num_splits or 0) + len(main_fmt))
    rows = 9
    # fp8_uniform takes a per-tensor KV scale; model1 carries its own (scale 1.0).
    main, main_slots = make_cache(512, 64, main_fmt, DEVICE, g, scale=0.5 if main_fmt == "fp8_uniform" else 1.0)
    extra, extra_slots = make_cache(4096, 64, extra_fmt, DEVICE, g, scale=3.0 if extra_fmt == "fp8_uniform" else 1.0)
    q = torch.randn(rows, heads, 512, generator=g).to(DEVICE, torch.bfloat16)
    _check_two_sources(q, main, main_slots, extra, extra_slots, g, num_splits)


@needs_gluon
@pytest.mark.parametrize("main_fmt, extra_fmt", [("v41_fp8", "v41_fp4"), ("v41_fp4", "v41_fp8"), ("model1", "v41_fp4"),
                                                ("v41_fp8_blocks", "v41_fp4_blocks"), ("v41_fp4_blocks", "v41_fp8")])
@pytest.mark.parametrize("heads", [16, 32, 64, 128])
@pytest.mark.parametrize("values", ["beyond_float16", "mixed_in_tile", "tiny"])
@pytest.mark.parametrize("num_splits", [1, None])
def test_gluon_v41_value_ranges(main_fmt, extra_fmt, heads, values, num_splits):
    """V4.1 tiles are stored in units of a power of two chosen from their scale bytes, as model1 tiles
    are: values beyond float16's range, tokens 2^-8 … 2^8 apart in one tile, tiny values (fp4 scales
    at their 2^-9 floor)."""
    g = torch.Generator().manual_seed(heads * 5 + len(values) + (num_splits or 0) + len(main_fmt + extra_fmt))
    rows, tokens = 9, 2048
    magnitudes, q_scale, unit = _token_magnitudes(values, tokens, g)
    main, main_slots = _cache_with_token_magnitudes(main_fmt, tokens, magnitudes, g)
    extra, extra_slots = _cache_with_token_magnitudes(extra_fmt, tokens, magnitudes.flip(0), g)
    q = (torch.randn(rows, heads, 512, generator=g) * q_scale).to(DEVICE, torch.bfloat16)
    _check_two_sources(q, main, main_slots, extra, extra_slots, g, num_splits, unit=unit)


@needs_gluon
@pytest.mark.parametrize("main_fmt", ["model1", "v41_fp8"])
@pytest.mark.parametrize("extra_fmt", ["v41_fp8", "v41_fp4"])
@pytest.mark.parametrize("valid", [1, 5])
def test_gluon_v41_tile_of_few_tiny_rows(main_fmt, extra_fmt, valid):
    """A V4.1 tile whose few valid rows are tiny (its unit far below 1) after a tile of large rows:
    the rows not read must stay zero (a multiplier overflowing float16 would make them 0 × inf = NaN)."""
    g = torch.Generator().manual_seed(valid + len(main_fmt) + 3 * len(extra_fmt))
    rows, heads = 3, 128
    main, main_slots = _cache_with_token_magnitudes(main_fmt, 256, torch.full((256,), 2.0**8), g)
    extra, extra_slots = _cache_with_token_magnitudes(extra_fmt, 256, torch.full((256,), 2.0**-12), g)
    q = torch.randn(rows, heads, 512, generator=g).to(DEVICE, torch.bfloat16) * 1e-2
    case = dict(
        q=q, cache=main, indices=random_indices(rows, 64, main_slots, g, DEVICE),
        lengths=torch.tensor([24, 0, 64], dtype=torch.int32, device=DEVICE),
        extra_cache=extra, extra_indices=random_indices(rows, 64, extra_slots, g, DEVICE),
        extra_lengths=torch.full((rows,), valid, dtype=torch.int32, device=DEVICE),
    )  # fmt: skip
    for num_splits in (1, 2):
        out = torch.full_like(q, POISON)
        got, lse = sparse_attention(**case, workspace=SplitKVWorkspace(DEVICE, 64), num_splits=num_splits, out=out,
                                    return_lse=True)  # fmt: skip
        ref_out, ref_lse = reference(**case)
        assert_matches_reference(got.double() / ref_out.abs().max(), lse, ref_out / ref_out.abs().max(), ref_lse)


@needs_gluon
@pytest.mark.parametrize("fmt", ["v41_fp8", "v41_fp4"])
def test_gluon_v41_nan_tile_reads_as_nan(fmt):
    """A tile stored from a NaN input reads back as NaN (its scale byte is the format's NaN): a row
    that references it gets NaN, the other rows are unaffected."""
    from sparsemla import PagedKVCache

    g = torch.Generator().manual_seed(11)
    cache = PagedKVCache(4, 64, fmt, device=DEVICE)
    rows = torch.randn(256, 512, generator=g)
    rows[5, 40] = float("nan")
    cache.store(rows.to(DEVICE), torch.arange(256, device=DEVICE))
    q = torch.randn(2, 64, 512, generator=g).to(DEVICE, torch.bfloat16)
    indices = torch.stack([torch.arange(128), torch.arange(128, 256)]).to(DEVICE, torch.int32)
    out = sparse_attention(q, cache, indices)
    assert torch.isnan(out[0].float()).all()
    ref_out, _ = reference(q[1:], cache, indices[1:])
    assert_matches_reference(out[1:], None, ref_out, None)


@needs_gluon
@pytest.mark.parametrize("heads", [8, 16, 32])
@pytest.mark.parametrize("fmt", ["fp8_uniform", "model1", "bf16", "v41_fp8", "v41_fp4"])
@pytest.mark.parametrize("num_splits", [1, 3, 16, 32])
@pytest.mark.parametrize("rows", [4, 8])
def test_gluon_small_head_counts(heads, fmt, num_splits, rows):
    """8, 16 and 32 heads run on the Gluon kernel (fp8_uniform: swapped programs of 16 heads, two per SM,
    or of 32 heads, one per SM; model1 and bf16: swapped 16-head programs, one per SM, and swapped 32-head
    programs; V4.1: 64-head programs): padded heads are never written, partials use the
    workspace's per-head-count sizing (both merges)."""
    assert sparsemla.describe_kernel(heads, fmt, fmt, device=DEVICE)[0] == "gluon"
    case, sinks = decode_problem(heads + num_splits + rows, rows, heads, fmt, extra_width=1024)
    _check_forced_splits(case, sinks, num_splits)


@needs_gluon
@pytest.mark.parametrize("heads", [8, 16, 32])
@pytest.mark.parametrize("rows", [1, 64, 200])
def test_gluon_swapped_programs_split_automatically(heads, rows):
    """The swapped programs (16 heads two per SM, 32 heads one): the automatic split count fills the
    SMs' program slots and such launches are cooperative (every program resident) up to that; a
    poisoned output and the counters are checked as with forced splits."""
    case, sinks = decode_problem(heads + rows, rows, heads, "fp8_uniform", extra_width=2048)
    assert sparsemla.describe_kernel(heads, "fp8_uniform", device=DEVICE)[0] == "gluon"
    workspace = SplitKVWorkspace(DEVICE, rows)
    out = torch.full_like(case["q"], POISON)
    out, lse = sparse_attention(**case, sinks=sinks, workspace=workspace, out=out, return_lse=True)
    ref_out, ref_lse = reference(**case, sinks=sinks)
    assert_matches_reference(out, lse, ref_out, ref_lse)
    assert torch.count_nonzero(workspace.counters(heads)) == 0


@needs_gluon
@pytest.mark.parametrize("heads", [8, 16])
@pytest.mark.parametrize("formats", [("model1", "model1"), ("bf16", "bf16"), ("bf16", "model1")])
@pytest.mark.parametrize("rows, extra_width, num_splits, cooperative", [
    (140, 512, None, True), (150, 512, 1, True), (40, 1024, 4, True), (40, 1024, 4, False), (64, 8192, None, True),
    (40, 512, None, True), (8, 8192, None, True),
])  # fmt: skip
def test_gluon_paired_programs_over_units(heads, formats, rows, extra_width, num_splits, cooperative):
    """8 and 16 heads over model1 / bf16 tiles run two 16-head programs per SM (one ring slot each) in
    launches of more programs than SMs and at least a quarter of the SM count in rows (model1 on Triton
    3.6 only), and one per SM with two slots otherwise:
    unsplit, forced splits merged both ways, automatic splits; poisoned outputs, every element against
    the reference, counters back at zero, and the launch's plan says which programs ran."""
    import sparsemla.ops.plan as attn
    from sparsemla import AttentionOptions

    options = AttentionOptions(kernel="gluon", cooperative=cooperative)
    case, sinks = decode_problem(heads + rows + extra_width, rows, heads, formats[0], extra_width=extra_width,
                                 extra_tokens=max(4096, extra_width), extra_fmt=formats[1])  # fmt: skip
    workspace = SplitKVWorkspace(DEVICE, rows) if num_splits != 1 else None
    out = torch.full_like(case["q"], POISON)
    lse = torch.full(case["q"].shape[:2], float("nan"), device=DEVICE)
    plan = attn.prepare_launch(*case.values(), sinks, None, workspace, num_splits, out, lse, options)
    sm_count = torch.cuda.get_device_properties(DEVICE).multi_processor_count
    expected = attn.paired_formats(formats) and 4 * rows >= sm_count and rows * plan.grid[2] > sm_count
    assert plan.key.kernel.programs_per_sm == (2 if expected else 1), (plan.grid, plan.key.kernel)
    ref_out, ref_lse = reference(**case, sinks=sinks)
    for _ in range(2):  # the validated first call, then the direct launch
        out.fill_(POISON)
        lse.fill_(float("nan"))
        sparse_attention(**case, sinks=sinks, workspace=workspace, num_splits=num_splits, out=out, lse=lse,
                         options=options)  # fmt: skip
        assert_matches_reference(out, lse, ref_out, ref_lse)
        if workspace is not None:
            assert torch.count_nonzero(workspace.counters(heads)) == 0
    assert _direct_entries().get(plan.key) is not None


_UNIFORM, _MODEL1, _MIXED = ("fp8_uniform", "fp8_uniform"), ("model1", "model1"), ("model1", "fp8_uniform")


@needs_gluon
@pytest.mark.parametrize(
    "heads, rows, extra_width, formats",
    [(64, 1, 512, _UNIFORM), (64, 6, 512, _UNIFORM), (64, 16, 512, _UNIFORM), (64, 1, 8192, _UNIFORM),
     (64, 2, 8192, _UNIFORM), (128, 1, 1024, _UNIFORM), (128, 4, 1024, _UNIFORM),
     (64, 1, 512, _MODEL1), (64, 2, 512, _MODEL1), (64, 6, 512, _MODEL1), (64, 1, 8192, _MODEL1),
     (128, 1, 1024, _MODEL1), (64, 3, 512, _MIXED), (64, 1, 8192, _MIXED), (128, 1, 1024, _MIXED),
     (64, 2, 512, ("v41_fp8", "v41_fp4")), (64, 1, 8192, ("v41_fp8_blocks", "v41_fp4_blocks")),
     (128, 1, 1024, ("bf16", "v41_fp8")), (64, 4, 512, ("bf16", "bf16")), (64, 1, 8192, ("fp8_uniform", "bf16"))],
)  # fmt: skip
def test_gluon_few_row_launches_run_16_head_programs(heads, rows, extra_width, formats):
    """Automatically split launches of few rows at 64 and 128 heads over any formats run the swapped
    16-head programs (four per 64 heads, one per SM, a two-slot ring; 1-3 tiles per split
    at 640 entries, 5-9 at 8,320, staged partials from 8 tiles on Triton 3.6): every element against the
    reference, poisoned outputs, counters back at zero. A forced split count keeps the 64-head programs."""
    import sparsemla.ops.plan as attn

    case, sinks = decode_problem(heads + rows + extra_width, rows, heads, formats[0], extra_width=extra_width,
                                 extra_tokens=max(4096, extra_width), extra_fmt=formats[1])  # fmt: skip
    workspace = SplitKVWorkspace(DEVICE, 64)
    assert attn.few_row_programs(rows, heads, 128 + extra_width, formats, True, workspace, None, default_options())
    out = torch.full_like(case["q"], POISON)
    lse = torch.full(case["q"].shape[:2], float("nan"), device=DEVICE)
    arguments = (*case.values(), sinks, None, workspace)
    plan = attn.prepare_launch(*arguments, None, out, lse, default_options())
    assert plan.grid[1] == heads // 16 and plan.grid[2] > 1 and plan.key.kernel.cooperative
    assert attn.prepare_launch(*arguments, 3, out, lse, default_options()).grid[1] == heads // 64
    ref_out, ref_lse = reference(**case, sinks=sinks)
    for _ in range(2):  # the validated first call, then the direct launch
        out.fill_(POISON)
        lse.fill_(float("nan"))
        sparse_attention(**case, sinks=sinks, workspace=workspace, out=out, lse=lse)
        assert_matches_reference(out, lse, ref_out, ref_lse)
        assert torch.count_nonzero(workspace.counters(heads)) == 0
    # The first call registered its kernel under the automatic choice's key: later calls launch directly.
    assert _direct_entries().get(plan.key) is not None
    forced = attn.prepare_launch(*arguments, plan.grid[2], out, lse, default_options())
    assert forced.key != plan.key


@needs_gluon
@pytest.mark.parametrize("heads", [16, 32, 64])
@pytest.mark.parametrize("num_splits", [1, 3, 32])
def test_gluon_empty_row_lse_option(heads, num_splits):
    """``AttentionOptions(empty_row_lse=+inf)`` in every Gluon epilogue (64-head, swapped 16- and 32-head
    programs; unsplit, cooperative merge, last-arrival merge at 8 rows × 32 splits): +inf for the empty
    row, everything else as the reference."""
    from sparsemla import AttentionOptions

    case, sinks = decode_problem(heads + num_splits, 8, heads, "fp8_uniform", extra_width=1024)
    case["lengths"][2] = case["extra_lengths"][2] = 0
    workspace = SplitKVWorkspace(DEVICE, 64)
    out = torch.full_like(case["q"], POISON)
    lse = torch.full(case["q"].shape[:2], float("nan"), device=DEVICE)
    sparse_attention(**case, sinks=sinks, workspace=workspace, num_splits=num_splits, out=out, lse=lse,
                     options=AttentionOptions(kernel="gluon", empty_row_lse=float("inf")))  # fmt: skip
    ref_out, ref_lse = reference(**case, sinks=sinks)
    assert torch.isposinf(lse[2]).all() and torch.all(out[2] == 0)
    keep = [0, 1, 3, 4, 5, 6, 7]
    assert_matches_reference(out[keep], lse[keep], ref_out[keep], ref_lse[keep])
    assert torch.count_nonzero(workspace.counters(heads)) == 0


@needs_gluon
def test_gluon_new_sizes_do_not_recompile():
    from sparsemla.kernels.triton.sparse_attention_gluon import sparse_attention_gluon_kernel

    _assert_new_sizes_do_not_recompile(sparse_attention_gluon_kernel, "fp8_uniform")
    _assert_new_sizes_do_not_recompile(sparse_attention_gluon_kernel, "model1")
    _assert_new_sizes_do_not_recompile(sparse_attention_gluon_kernel, "bf16")


@needs_gluon
def test_gluon_qk_fp8_opt_in_stays_within_its_documented_error():
    """options.qk_fp8: S on e4m3 tensor cores with Q rounded to e4m3. Its error against the float64 reference stays within the bound documented in
    docs/performance.md (unit-variance data: relative RMS error of O ≤ 10%, LSE within 0.3), no
    poisoned element survives, and it differs from the float16 path (so the e4m3 path really ran)."""
    from sparsemla import AttentionOptions

    case, sinks = decode_problem(11, 16, 64, "fp8_uniform")
    out = torch.full_like(case["q"], POISON)
    got, lse = sparse_attention(**case, sinks=sinks, workspace=SplitKVWorkspace(DEVICE, 64), out=out,
                                return_lse=True, options=AttentionOptions(kernel="gluon", qk_fp8=True))  # fmt: skip
    fp8 = dict(out=got.cpu(), lse=lse.cpu())
    ref_out, ref_lse = reference(**case, sinks=sinks)
    f16_out = sparse_attention(**case, sinks=sinks, workspace=SplitKVWorkspace(DEVICE, 64)).float().cpu()
    got = fp8["out"].double()
    ref = ref_out.double().cpu()
    assert torch.isfinite(got).all()
    relative_rms = ((got - ref).pow(2).mean().sqrt() / ref.pow(2).mean().sqrt()).item()
    finite = torch.isfinite(ref_lse.cpu())
    lse_error = (fp8["lse"].double()[finite] - ref_lse.cpu().double()[finite]).abs().max().item()
    f16_rms = ((f16_out.double() - ref).pow(2).mean().sqrt() / ref.pow(2).mean().sqrt()).item()
    print(f"qk_fp8: relative RMS {relative_rms:.4f} (float16 path {f16_rms:.4f}), "
          f"max abs {(got - ref).abs().max().item():.4f}, LSE max error {lse_error:.4f}")
    assert relative_rms <= 0.10, relative_rms
    assert lse_error <= 0.3, lse_error
    assert (got - f16_out.double()).abs().max().item() > 1e-3


@needs_gluon
@pytest.mark.parametrize("fmt", ["fp8_uniform", "model1"])
@pytest.mark.parametrize("num_splits", [1, 2])
@pytest.mark.parametrize("heads", [16, 64])
def test_gluon_scores_climbing_from_tile_to_tile(fmt, num_splits, heads):
    """Scores that climb from tile to tile, by a few and by up to 16 (base 2) above every earlier
    tile's: each step rescales O and the sums by factors down to 2^-16 (and would overflow float16 P
    in a kernel that used a stale row max). Row 0 climbs, row 1 reads the same tiles in falling order (P small after the first
    tile), row 2 climbs with a third of its entries skipped; every head against the exact reference
    (16 heads over fp8_uniform: the swapped programs)."""
    from sparsemla import PagedKVCache

    g = torch.Generator().manual_seed(17 + num_splits + len(fmt) + heads)
    tiles = 8
    # Climb of each tile's scores in base 2 above tile 0 (noise ±2).
    climb = torch.tensor([0.0, 3.0, 6.0, 13.0, 14.0, 26.0, 27.0, 40.0])
    direction = torch.randn(512, generator=g)
    direction /= direction.norm()
    tokens = tiles * 64
    offsets = climb.repeat_interleave(64) / math.log2(math.e)  # in natural units of the score
    rows = 0.5 * torch.randn(tokens, 512, generator=g) + offsets[:, None] * direction[None, :]
    cache = PagedKVCache(tokens // 64 + 1, 64, fmt, device=DEVICE)
    slots = torch.randperm(cache.num_slots, generator=g)[:tokens].to(DEVICE)
    cache.store(rows.to(DEVICE), slots)
    # score(h, token) = q_h · k · 512^-0.5 ≈ (1 + noise_h) × (offset + noise)
    q_heads = 512**0.5 * (1.0 + 0.1 * torch.randn(heads, generator=g))
    q = (q_heads[:, None] * direction[None, :]).expand(3, heads, 512).to(DEVICE, torch.bfloat16)
    indices = torch.stack([slots, slots.flip(0), slots]).to(torch.int32)
    indices[2, torch.randperm(tokens, generator=g)[: tokens // 3].to(DEVICE)] = -1
    sinks = torch.randn(heads, generator=g).to(DEVICE)
    workspace = SplitKVWorkspace(DEVICE, 64)
    out = torch.full_like(q, POISON)
    got, lse = sparse_attention(q, cache, indices, sinks=sinks, workspace=workspace, num_splits=num_splits,
                                out=out, return_lse=True)  # fmt: skip
    ref_out, ref_lse = reference(q, cache, indices, sinks=sinks)
    assert_matches_reference(got, lse, ref_out, ref_lse)
    assert torch.count_nonzero(workspace.counters(heads)) == 0


V41_PAIRS = [("v41_fp8", "v41_fp4"), ("v41_fp8", "v41_fp8"), ("v41_fp4", "v41_fp4"), ("v41_fp4", "v41_fp8"),
             ("model1", "v41_fp4"), ("v41_fp8", "model1"), ("bf16", "v41_fp4"), ("v41_fp8", "fp8_uniform")]  # fmt: skip


@pytest.mark.parametrize("heads", [8, 16, 32, 64, 128])
@pytest.mark.parametrize("main_fmt, extra_fmt", V41_PAIRS)
@pytest.mark.parametrize("rows, extra_width", [(1, 512), (64, 512), (16, 8192)])
def test_v41_formats_match_reference_gpu(heads, main_fmt, extra_fmt, rows, extra_width):
    """DeepSeek V4.1 caches (v41_fp8 window + v41_fp4 / v41_fp8 compressed rows, and mixed with the other
    formats) against the float64 reference on the dequantized bytes, poisoned outputs, on the kernel
    ``auto`` picks (the Gluon kernel on Hopper for quantized pairs). Printed: max |out - ref| / max |ref|
    and the largest relative L2 error of one (row, head). The Gluon kernel's products are float16 (P
    exact to 2^-11): relative L2 ≤ 2.5e-3 per (row, head); max relative ≤ 4e-3 (the bf16 output's own
    rounding is up to 2^-9 ≈ 2e-3 of an element; measured up to 2.8e-3). The portable Triton
    kernel rounds P to bf16 (about 2.5e-3 relative L2 in the interpreter): bounded by 1e-2. A row with
    one valid entry returns that row exactly (in-kernel dequantization)."""
    g = torch.Generator().manual_seed(rows + heads + 31 * V41_PAIRS.index((main_fmt, extra_fmt)))
    cache, slots = make_cache(256, 64, main_fmt, DEVICE, g)
    extra, extra_slots = make_cache(max(4096, extra_width), 64, extra_fmt, DEVICE, g)
    q = torch.randn(rows, heads, 512, generator=g).to(DEVICE, torch.bfloat16)
    case = dict(
        q=q, cache=cache, indices=random_indices(rows, 128, slots, g, DEVICE, skip_fraction=0.02),
        lengths=torch.randint(1, 129, (rows,), generator=g, dtype=torch.int32).to(DEVICE),
        extra_cache=extra, extra_indices=random_indices(rows, extra_width, extra_slots, g, DEVICE, skip_fraction=0.02),
        extra_lengths=torch.randint(0, extra_width + 1, (rows,), generator=g, dtype=torch.int32).to(DEVICE),
    )  # fmt: skip
    sinks = torch.randn(heads, generator=g).to(DEVICE)
    workspace = SplitKVWorkspace(DEVICE, 64)
    kernel = sparsemla.describe_kernel(heads, main_fmt, extra_fmt, device=DEVICE)[0]
    for _ in range(2):  # the second call takes the direct launch path
        out = torch.full_like(q, POISON)
        got, lse = sparse_attention(**case, sinks=sinks, workspace=workspace, out=out, return_lse=True)
        ref_out, ref_lse = reference(**case, sinks=sinks)
        assert_matches_reference(got, lse, ref_out, ref_lse)
        relative = float((got.double() - ref_out).abs().max() / ref_out.abs().max())
        error = (got.double() - ref_out).norm(dim=-1) / ref_out.norm(dim=-1).clamp_min(1e-30)
        l2 = float(error[ref_out.norm(dim=-1) > 0].max())
        if kernel == "gluon":
            assert l2 <= 2.5e-3 and relative <= 4e-3, (main_fmt, extra_fmt, heads, l2, relative)
        else:
            assert relative <= 1e-2, (main_fmt, extra_fmt, heads, relative)
    print(f"{kernel} {main_fmt}+{extra_fmt} H={heads} rows={rows} extra={extra_width}: max relative error "
          f"{relative:.2e}, relative L2 per (row, head) ≤ {l2:.2e}")  # fmt: skip
    assert torch.count_nonzero(workspace.counters(heads)) == 0
    # One valid entry (the extra list's first, the main list empty): the dequantized row, bit for bit.
    lone = torch.full_like(case["extra_indices"], -1)
    lone[:, 0] = case["extra_indices"][:, 0].clamp_min(0)
    got = sparse_attention(q, cache, case["indices"], torch.zeros_like(case["lengths"]), extra_cache=extra,
                           extra_indices=lone, workspace=workspace)  # fmt: skip
    want = extra.gather(lone[:, 0].long()).to(torch.bfloat16)
    assert torch.equal(got, want[:, None, :].expand_as(got))


@pytest.mark.parametrize("heads, rows", [*((64, rows) for rows in (8, 32, 46, 47, 64, 66, 67, 118, 119, 128)),
                                         *((128, rows) for rows in (16, 23, 24, 33, 34, 60))])
def test_auto_beside_gluon_runs_each_row_count_on_its_kernel_and_matches_the_reference(heads, rows):
    """kernel='auto' on a device running both the Gluon and the CuTe DSL kernel: fp8_uniform pools at 64 and 128
    heads, row counts inside (CuTe, plan.cute_beats_gluon) and outside the bands, eager, bound and a CUDA graph
    replayed on new contents, each output poisoned first and checked against the reference."""
    from sparsemla import AttentionOptions, bind_sparse_attention
    from sparsemla.ops import plan

    device = torch.device("cuda", torch.cuda.current_device())
    if not plan.cute_beside_gluon(device.index):
        pytest.skip("this device does not run both the Gluon and the CuTe DSL kernel")
    gen = torch.Generator().manual_seed(rows)
    cache, slots = make_cache(3000, 64, "fp8_uniform", device, gen)
    extra, extra_slots = make_cache(900, 64, "fp8_uniform", device, gen)
    workspace = SplitKVWorkspace(device, 128)
    options = AttentionOptions(kernel="auto")
    q = torch.randn(rows, heads, 512, generator=gen).to(device, torch.bfloat16)
    idx = random_indices(rows, 512, slots, gen, device)
    lengths = torch.randint(1, 513, (rows,), generator=gen, dtype=torch.int32).to(device)
    extra_idx = random_indices(rows, 128, extra_slots, gen, device)
    extra_lengths = torch.randint(0, 129, (rows,), generator=gen, dtype=torch.int32).to(device)
    sinks = torch.randn(heads, generator=gen).to(device)
    call = dict(extra_cache=extra, extra_indices=extra_idx, extra_lengths=extra_lengths, sinks=sinks,
                workspace=workspace, options=options)  # fmt: skip
    ref_out, _ = reference(q, cache, idx, lengths, extra, extra_idx, extra_lengths, sinks=sinks)
    out = torch.full_like(q, POISON)
    sparse_attention(q, cache, idx, lengths, out=out, **call)
    assert_matches_reference(out, None, ref_out, None)
    bound = bind_sparse_attention(q, cache, idx, lengths, **call)
    bound.out.fill_(POISON)
    assert_matches_reference(bound().clone(), None, ref_out, None)
    expected = plan.cute_beats_gluon(("fp8_uniform", "fp8_uniform"), heads, rows, 640, workspace.sm_count)
    assert bound._mixed and bound._cute_rows == {rows: expected}
    graph = torch.cuda.CUDAGraph()
    torch.cuda.synchronize()
    with torch.cuda.graph(graph):
        bound()
    q.copy_(torch.randn(rows, heads, 512, generator=gen).to(device, torch.bfloat16))
    ref_new, _ = reference(q, cache, idx, lengths, extra, extra_idx, extra_lengths, sinks=sinks)
    bound.out.fill_(POISON)
    graph.replay()
    torch.cuda.synchronize()
    assert_matches_reference(bound.out, None, ref_new, None)
