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


# ---- prepare_launch: accepted calls remembered by signature, everything else checked again ----

def _launch_case(rows=3, heads=64, fmt="model1"):
    """A call of the common, valid kind (CPU tensors: prepare_launch plans, nothing launches)."""
    from sparsemla import SplitKVWorkspace

    from helpers import make_cache, random_indices

    g = torch.Generator().manual_seed(11)
    cache, slots = make_cache(256, 64, fmt, "cpu", g)
    extra, extra_slots = make_cache(512, 64, fmt, "cpu", g)
    q = torch.randn(rows, heads, 512, generator=g).to(torch.bfloat16)
    return dict(
        q=q, cache=cache, indices=random_indices(rows, 128, slots, g, "cpu"),
        lengths=torch.full((rows,), 100, dtype=torch.int32), extra_cache=extra,
        extra_indices=random_indices(rows, 256, extra_slots, g, "cpu"),
        extra_lengths=torch.full((rows,), 200, dtype=torch.int32), sinks=torch.randn(heads, generator=g),
        softmax_scale=None, workspace=SplitKVWorkspace("cpu", 64, sm_count=132), num_splits=2,
        out=torch.empty_like(q), lse=torch.empty(rows, heads),
    )  # fmt: skip


_ARGUMENTS = ("q", "cache", "indices", "lengths", "extra_cache", "extra_indices", "extra_lengths", "sinks",
              "softmax_scale", "workspace", "num_splits", "out", "lse")  # fmt: skip


def _prepare(case, options):
    return plan.prepare_launch(*(case[name] for name in _ARGUMENTS), options)


def _validate(case, options):
    from sparsemla.ops.validation import validate_call

    return validate_call(*(case[name] for name in _ARGUMENTS[:11]), case["out"], options, case["lse"])


def _misaligned(tensor, elements=1):
    """A copy of ``tensor`` (same shape and strides) starting ``elements`` past a 16-byte boundary."""
    buffer = torch.empty(tensor.numel() + elements, dtype=tensor.dtype)[elements:]
    return buffer.view_as(tensor).copy_(tensor)


def _counting_checks(monkeypatch):
    """Count the calls that run the full checks (_direct_call)."""
    counted = []
    checks = plan._direct_call
    monkeypatch.setattr(plan, "_direct_call", lambda *args: counted.append(1) or checks(*args))
    return counted


# Each a case of a remembered signature with one argument made invalid: the prepared launch declines it (None)
# and the op's checks (run next) raise naming the argument.
_INVALID = {
    "q dtype": (lambda c: dict(q=c["q"].float()), TypeError, "q must be bfloat16"),
    "q last-dim stride": (lambda c: dict(q=torch.empty(3, 64, 1024, dtype=torch.bfloat16)[..., ::2]), ValueError,
                          "q must be contiguous along its last dim"),
    "indices dtype": (lambda c: dict(indices=c["indices"].long()), TypeError, "indices must be int32"),
    "indices rows": (lambda c: dict(indices=c["indices"][:2]), ValueError, r"indices must have shape \[3, K\]"),
    "indices stride": (lambda c: dict(indices=torch.zeros(3, 256, dtype=torch.int32)[:, ::2]), ValueError,
                       "indices must be contiguous along its last dim"),
    "lengths dtype": (lambda c: dict(lengths=c["lengths"].long()), TypeError, "lengths must be int32"),
    "lengths shape": (lambda c: dict(lengths=c["lengths"][:2]), ValueError, r"lengths must have shape \[3\]"),
    "lengths stride": (lambda c: dict(lengths=torch.zeros(6, dtype=torch.int32)[::2]), ValueError,
                       "lengths must be contiguous"),
    "extra_indices alone": (lambda c: dict(extra_cache=None), ValueError,
                            "extra_cache and extra_indices must be given together"),
    "extra_lengths dtype": (lambda c: dict(extra_lengths=c["extra_lengths"].float()), TypeError,
                            "extra_lengths must be int32"),
    "cache type": (lambda c: dict(cache=c["cache"].data), TypeError, "cache must be a PagedKVCache"),
    "sinks dtype": (lambda c: dict(sinks=c["sinks"].bfloat16()), TypeError, "sinks must be a float32 tensor"),
    "sinks shape": (lambda c: dict(sinks=c["sinks"][:32]), ValueError, r"sinks must be a contiguous \[64\] tensor"),
    "sinks stride": (lambda c: dict(sinks=torch.zeros(128)[::2]), ValueError, r"sinks must be a contiguous \[64\]"),
    "out dtype": (lambda c: dict(out=c["out"].float()), TypeError, "out must be a bfloat16 tensor"),
    "out shape": (lambda c: dict(out=c["out"][:, :32]), ValueError, r"out must be \[3, 64, 512\]"),
    "out overlaps itself": (lambda c: dict(out=torch.empty(1, 64, 512, dtype=torch.bfloat16).expand(3, 64, 512)),
                            ValueError, "out's \\(row, head\\) vectors overlap one another"),
    "out overlaps q": (lambda c: dict(out=c["q"]), ValueError, "out shares memory with q"),
    "lse dtype": (lambda c: dict(lse=c["lse"].double()), TypeError, "lse must be a float32 tensor"),
    "lse layout": (lambda c: dict(lse=torch.empty(64, 3).t()), ValueError, r"lse must be a contiguous \[3, 64\]"),
    "scale nan": (lambda c: dict(softmax_scale=float("nan")), ValueError, "softmax_scale must be finite"),
    "scale inf": (lambda c: dict(softmax_scale=float("-inf")), ValueError, "softmax_scale must be finite"),
    "scale huge": (lambda c: dict(softmax_scale=1e300), ValueError, "softmax_scale must lie within"),
    "scale bool": (lambda c: dict(softmax_scale=True), TypeError, "softmax_scale must be a float"),
    "splits zero": (lambda c: dict(num_splits=0), ValueError, r"num_splits must lie in \[1, 32\]"),
    "splits bool": (lambda c: dict(num_splits=True), TypeError, "num_splits must be an int or None"),
    "splits float": (lambda c: dict(num_splits=2.0), TypeError, "num_splits must be an int or None"),
    "splits beyond scratch": (lambda c: dict(num_splits=32, workspace=type(c["workspace"])("cpu", 64, sm_count=8)),
                              RuntimeError, "exceeds the workspace scratch"),
    "splits without workspace": (lambda c: dict(workspace=None), ValueError, "num_splits=2 needs a workspace"),
    "workspace rows": (lambda c: dict(workspace=type(c["workspace"])("cpu", 2, sm_count=132)), RuntimeError,
                       "max_query_rows|exceeds|capacity"),
}  # fmt: skip


@pytest.mark.parametrize("name", list(_INVALID))
def test_a_remembered_signature_does_not_let_a_changed_bad_argument_through(name, monkeypatch):
    """After a call is remembered, the same call with one argument changed to a bad value is declined (the op then
    runs its checks, which name the argument), whether the change is in the signature (dtype, shape, stride,
    type, layout) or in what each call checks again (the scale's value, addresses)."""
    monkeypatch.setattr(plan, "_launch_decisions", {})
    counted = _counting_checks(monkeypatch)
    case, options = _launch_case(), AttentionOptions()
    first = _prepare(case, options)
    assert first is not None and len(plan._launch_decisions) == 1 and len(counted) == 1
    assert _prepare(case, options) == first and len(counted) == 1  # remembered: the checks are skipped
    change, exc, message = _INVALID[name]
    bad = dict(case, **change(case))
    assert _prepare(bad, options) is None
    with pytest.raises(exc, match=message):
        _validate(bad, options)
    assert _prepare(case, options) == first  # the good call's entry is untouched


def test_a_remembered_signature_checks_each_calls_alignment_and_scale_again(monkeypatch):
    monkeypatch.setattr(plan, "_launch_decisions", {})
    counted = _counting_checks(monkeypatch)
    case, options = _launch_case(), AttentionOptions()
    assert _prepare(case, options) is not None
    # Same signature, another address: q, out, lse and sinks must start 16-byte aligned (else Triton's path).
    for name in ("q", "out", "lse", "sinks"):
        assert _prepare(dict(case, **{name: _misaligned(case[name])}), options) is None, name
    assert len(counted) == 1  # (all of them the remembered signature: declined by the per-call checks)
    # Index and length lists' alignment is compiled in: another signature, a new launch key.
    for name in ("indices", "lengths", "extra_indices", "extra_lengths"):
        shifted = _prepare(dict(case, **{name: _misaligned(case[name])}), options)
        assert shifted is not None and shifted.key != _prepare(case, options).key, name
    assert len(counted) == 5
    # A float scale of the same type: the value is checked on each call, and packed.
    scaled = _prepare(dict(case, softmax_scale=0.25), options)
    assert scaled.runtime_args[-2] == 0.25 * plan.LOG2E and len(counted) == 6
    assert _prepare(dict(case, softmax_scale=0.5), options).runtime_args[-2] == 0.5 * plan.LOG2E
    for bad in (float("inf"), float("nan"), 1e300, -1e300):
        assert _prepare(dict(case, softmax_scale=bad), options) is None
    assert len(counted) == 6
    assert _prepare(dict(case, softmax_scale=1), options) is None  # (an int: the validated path takes it)


def test_a_remembered_signature_reads_each_calls_addresses(monkeypatch):
    """Equal signatures, other tensors, caches and workspace: the addresses are those of this call, exactly as a
    first call packs them; a workspace grown in between (another capacity: planned again) gives its new counters."""
    monkeypatch.setattr(plan, "_launch_decisions", {})
    options = AttentionOptions()
    first, second = _launch_case(), _launch_case()
    before = _prepare(first, options)
    counted = _counting_checks(monkeypatch)
    remembered = _prepare(second, options)
    assert len(counted) == 0 and remembered.key is before.key
    assert remembered.runtime_args[-6] == second["workspace"].buffer_pointers(64)[0] != before.runtime_args[-6]
    plan._launch_decisions.clear()
    assert remembered == _prepare(second, options) != before and len(counted) == 1  # as a fresh plan of the call
    second["workspace"].reserve(4096)  # new counters
    grown = _prepare(second, options)
    assert len(counted) == 2  # (another capacity: planned again)
    assert grown.runtime_args[-6] == second["workspace"].buffer_pointers(64)[0] != remembered.runtime_args[-6]
    plan._launch_decisions.clear()
    assert grown == _prepare(second, options)


@pytest.mark.parametrize(
    "change",
    [
        dict(options=AttentionOptions(empty_row_lse=float("inf"))), dict(options=AttentionOptions(cooperative=False)),
        dict(lse=None), dict(sinks=None), dict(lengths=None), dict(extra_lengths=None), dict(num_splits=None),
        dict(num_splits=4), dict(workspace="sm_count"), dict(rows=5), dict(heads=16), dict(fmt="fp8_uniform"),
        dict(q="row_stride"), dict(out="row_stride"), dict(extra="none"),
    ],
)
def test_a_changed_signature_is_planned_afresh(change, monkeypatch):
    """Each thing the plan depends on, changed after a remembered call: checked and planned again, equal to what
    a process that never saw the first call prepares."""
    monkeypatch.setattr(plan, "_launch_decisions", {})
    # (the Gluon kernel's schedules, where the cooperative option changes the plan too)
    monkeypatch.setattr(plan, "select_kernel", lambda *args: (True, "forced for the test"))
    monkeypatch.setattr(plan, "resident_programs", lambda device_index: 132)
    (what, value), = change.items()
    options = value if what == "options" else AttentionOptions()
    base = _launch_case()
    if what in ("rows", "heads", "fmt"):
        case = _launch_case(**change)
    elif what == "workspace":
        case = dict(base, workspace=type(base["workspace"])("cpu", 64, sm_count=66))
    elif what in ("q", "out"):  # rows 2048 elements apart inside a wider buffer: another row stride
        wide = torch.zeros(3, 2, 64, 512, dtype=torch.bfloat16)[:, 0]
        case = dict(base, **{what: wide.copy_(base[what])})
    elif what == "extra":
        case = dict(base, extra_cache=None, extra_indices=None, extra_lengths=None)
    else:
        case = dict(base, **{what: value}) if what != "options" else base
    counted = _counting_checks(monkeypatch)
    before = _prepare(base, AttentionOptions())
    assert before is not None
    after = _prepare(case, options)
    assert len(counted) == 2  # (the base call, then the changed one: checked again, not taken from the first)
    plan._launch_decisions.clear()
    assert after == _prepare(case, options) is not None and after != before


def test_a_subclass_of_a_remembered_argument_type_is_declined_as_on_a_first_call(monkeypatch):
    """The direct path takes the exact types only (the op's checks accept subclasses, and run them on Triton's
    path): a subclass with the same attributes is not mistaken for the remembered call."""
    from sparsemla import PagedKVCache, SplitKVWorkspace

    class Cache(PagedKVCache):
        pass

    class Workspace(SplitKVWorkspace):
        pass

    class Tensor(torch.Tensor):
        pass

    monkeypatch.setattr(plan, "_launch_decisions", {})
    case, options = _launch_case(), AttentionOptions()
    assert _prepare(case, options) is not None
    cache = Cache.from_buffer(case["cache"].data, case["cache"].page_size, case["cache"].fmt)
    workspace = Workspace("cpu", 64, sm_count=132)
    for change in (dict(cache=cache), dict(workspace=workspace), dict(q=case["q"].as_subclass(Tensor)),
                   dict(lengths=case["lengths"].as_subclass(Tensor)), dict(sinks=case["sinks"].as_subclass(Tensor))):
        plan._launch_decisions.clear()
        assert _prepare(dict(case, **change), options) is None, change  # a first call of it
        assert _prepare(case, options) is not None
        assert _prepare(dict(case, **change), options) is None, change  # after the remembered call


def test_replaced_planning_functions_are_part_of_the_signature(monkeypatch):
    """Tuning scripts and tests replace kernel_config, select_kernel, few_row_launch, resident_programs and the
    Triton-version flags: a remembered plan never outlives the function it came from."""
    monkeypatch.setattr(plan, "_launch_decisions", {})
    case, options = _launch_case(), AttentionOptions()
    before = _prepare(case, options)
    with monkeypatch.context() as patch:  # the Gluon kernel (its 64-head programs)
        patch.setattr(plan, "select_kernel", lambda *args: (True, "forced for the test"))
        assert _prepare(case, options).key.kernel.kernel == "gluon" != before.key.kernel.kernel
    assert _prepare(case, options) == before
    patched = dict(plan.kernel_config(64, True, True), block_n=16)
    monkeypatch.setattr(plan, "kernel_config", lambda *args: patched)
    after = _prepare(case, options)
    assert after.key != before.key and after.key.constexprs[9] == 16
    monkeypatch.setattr(plan, "_STAGED_PARTIALS_TRITON", not plan._STAGED_PARTIALS_TRITON)
    assert len(plan._launch_decisions) == 3 and _prepare(case, options) is not None
    assert len(plan._launch_decisions) == 4
    # 40 rows of 16 heads over model1 in 4 splits: more programs than SMs, paired where model1 compiles clean
    monkeypatch.undo()
    monkeypatch.setattr(plan, "_launch_decisions", {})
    monkeypatch.setattr(plan, "select_kernel", lambda *args: (True, "forced for the test"))
    monkeypatch.setattr(plan, "_PAIRED_MODEL1_TRITON", True)
    case = dict(_launch_case(rows=40, heads=16), num_splits=4)
    paired = _prepare(case, options)
    monkeypatch.setattr(plan, "_PAIRED_MODEL1_TRITON", False)
    alone = _prepare(case, options)
    assert (paired.key.kernel.programs_per_sm, alone.key.kernel.programs_per_sm) == (2, 1)


def test_remembered_signatures_are_bounded(monkeypatch):
    monkeypatch.setattr(plan, "_launch_decisions", {})
    monkeypatch.setattr(plan, "_MAX_LAUNCH_DECISIONS", 4)
    options = AttentionOptions()
    cases = [_launch_case(rows=rows) for rows in range(1, 11)]
    fresh = [_prepare(case, options) for case in cases]
    assert len(plan._launch_decisions) <= 4
    assert [_prepare(case, options) for case in cases] == fresh
    assert len(plan._launch_decisions) <= 4
