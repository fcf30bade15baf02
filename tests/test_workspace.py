"""SplitKVWorkspace: constructor checks, the public sizing helpers, buffers and their growth."""

import pytest
import torch

from sparsemla import SplitKVWorkspace
from sparsemla.workspace import query_row_capacity


@pytest.mark.parametrize(
    "kwargs, exc, message",
    [
        (dict(max_query_rows=0), ValueError, "max_query_rows must be > 0"),
        (dict(max_query_rows=2.0), TypeError, "max_query_rows must be an int"),
        (dict(max_query_rows=True), TypeError, "max_query_rows must be an int"),
        (dict(max_query_rows=4, sm_count=0), ValueError, "sm_count must be > 0"),
        (dict(max_query_rows=4, sm_count=-8), ValueError, "sm_count must be > 0"),
        (dict(max_query_rows=4, sm_count=8.0), TypeError, "sm_count must be an int or None"),
        (dict(max_query_rows=4, sm_count="8"), TypeError, "sm_count must be an int or None"),
    ],
)
def test_constructor_names_the_bad_argument(kwargs, exc, message):
    with pytest.raises(exc, match=message):
        SplitKVWorkspace("cpu", **kwargs)


@pytest.mark.parametrize("heads", [0, -8, 24, 256, 64.0])
def test_buffers_name_an_unsupported_head_count(heads):
    with pytest.raises(ValueError, match="num_heads must be one of"):
        SplitKVWorkspace("cpu", 4).counters(heads)


@pytest.mark.parametrize("device", ["bogus", None, "meta"])
def test_a_device_a_workspace_cannot_use_is_named(device):
    with pytest.raises(ValueError, match="SplitKVWorkspace: device must"):
        SplitKVWorkspace(device, 4)


@pytest.mark.skipif(torch.cuda.is_available(), reason="needs a machine without a CUDA device")
def test_a_cuda_workspace_without_a_cuda_device_says_so():
    with pytest.raises(RuntimeError, match="torch sees no CUDA device"):
        SplitKVWorkspace("cuda", 4)


@pytest.mark.parametrize("heads", [8, 16, 32, 64, 128])
def test_buffers_have_the_documented_sizes_and_zero_counters(heads):
    workspace = SplitKVWorkspace("cpu", 37, sm_count=5)
    counters, partial_o, partial_lse = workspace.buffers(heads)
    groups = -(-heads // 16)
    # one counter per (row, group of >= 16 heads), at least sm_count, rounded up to 8
    assert counters.numel() * 4 == SplitKVWorkspace.counter_bytes(37, heads, 5) == 4 * (-(-max(37 * groups, 5) // 8) * 8)
    assert counters.dtype == torch.int32 and not counters.any()
    padded = groups * 16
    assert (partial_o.numel() + partial_lse.numel()) * 4 == SplitKVWorkspace.scratch_bytes(37, heads, 5)
    assert partial_lse.numel() == SplitKVWorkspace.split_pairs(5) * padded == 10 * padded
    assert workspace.counters(heads) is counters  # made once, then reused


def test_reserve_grows_the_counters_only_and_counts_generations():
    workspace = SplitKVWorkspace("cpu", 4, sm_count=8)
    counters, partial_o, partial_lse = workspace.buffers(64)
    workspace.reserve(2)  # never shrinks: nothing changes
    assert workspace.generation == 0 and workspace.counters(64) is counters
    workspace.reserve(100)
    grown, same_o, same_lse = workspace.buffers(64)
    assert workspace.generation == 1 and workspace.max_query_rows == 100
    assert grown.numel() == SplitKVWorkspace.counter_bytes(100, 64, 8) // 4 and not grown.any()
    assert same_o is partial_o and same_lse is partial_lse
    with pytest.raises(TypeError, match="query_rows must be an int"):
        workspace.reserve(200.0)


def test_check_rows_names_rows_and_capacity():
    workspace = SplitKVWorkspace("cpu", 4, sm_count=8)
    workspace.check_rows(4)
    with pytest.raises(RuntimeError, match=r"5 query rows exceed the workspace capacity of 4 rows"):
        workspace.check_rows(5)


@pytest.mark.parametrize("rows", ["5", 5.0, None, True])
def test_check_rows_names_a_row_count_that_is_not_an_int(rows):
    with pytest.raises(TypeError, match="query_rows must be an int"):
        SplitKVWorkspace("cpu", 4, sm_count=8).check_rows(rows)


def test_check_rows_refuses_a_negative_row_count():
    with pytest.raises(ValueError, match="query_rows must be >= 0, got -1"):
        SplitKVWorkspace("cpu", 4, sm_count=8).check_rows(-1)
    SplitKVWorkspace("cpu", 4, sm_count=8).check_rows(0)


def test_check_rows_takes_a_traced_row_count_and_guards_only_on_the_capacity():
    """A traced call's row count is a SymInt: it passes, and the only guard check_rows adds to the trace is
    the capacity's (a sign check on it would add another, over a symbol whose range includes negatives)."""
    from torch._dynamo.source import ConstantSource
    from torch.fx.experimental.symbolic_shapes import ShapeEnv

    env = ShapeEnv()
    rows = env.create_symintnode(env.create_symbol(3, ConstantSource("rows"), positive=None), hint=3)
    SplitKVWorkspace("cpu", 4, sm_count=8).check_rows(rows)
    assert [str(guard.expr) for guard in env.guards] == [f"{rows.node.expr} <= 4"]


def test_query_row_capacity():
    # decode/verify: requests x draft tokens; prefill: the chunk (or all prefill tokens without chunking)
    assert query_row_capacity(8192, 16384, 256, 3) == 8192
    assert query_row_capacity(512, 16384, 256, 3) == 768
    assert query_row_capacity(0, 16384, 256, 0) == 16384
    assert query_row_capacity(-1, 4096, 64, 1) == 4096
    with pytest.raises(ValueError, match="num_draft_tokens must be >= 0"):
        query_row_capacity(8192, 16384, 256, -1)
    with pytest.raises(TypeError, match="max_running_requests must be an int"):
        query_row_capacity(8192, 16384, 256.0, 3)


def test_reserve_refuses_a_negative_row_count_and_buffers_name_an_unhashable_head_count():
    workspace = SplitKVWorkspace("cpu", 4, sm_count=8)
    with pytest.raises(ValueError, match="query_rows must be >= 0, got -1"):
        workspace.reserve(-1)
    workspace.reserve(0)  # (nothing to grow)
    assert workspace.max_query_rows == 4 and workspace.generation == 0
    for call in (workspace.counters, workspace.buffers, workspace.buffer_pointers, workspace.make_buffers_in_capture):
        with pytest.raises(ValueError, match=r"num_heads must be one of .*, got \[64\]"):
            call([64])


SIZING_ERRORS = [
    (lambda: SplitKVWorkspace.counter_bytes(-1, 8, 4), ValueError, "query_rows must be >= 0, got -1"),
    (lambda: SplitKVWorkspace.counter_bytes(4, 0, 4), ValueError, "num_heads must be > 0, got 0"),
    (lambda: SplitKVWorkspace.counter_bytes(4, 8, -4), ValueError, "sm_count must be > 0, got -4"),
    (lambda: SplitKVWorkspace.counter_bytes(4.0, 8, 4), TypeError, "query_rows must be an int, got float"),
    (lambda: SplitKVWorkspace.counter_bytes(4, "8", 4), TypeError, "num_heads must be an int, got str"),
    (lambda: SplitKVWorkspace.counter_bytes(4, 8, True), TypeError, "sm_count must be an int, got bool"),
    (lambda: SplitKVWorkspace.split_pairs(-3), ValueError, "sm_count must be > 0, got -3"),
    (lambda: SplitKVWorkspace.split_pairs(0), ValueError, "sm_count must be > 0, got 0"),
    (lambda: SplitKVWorkspace.split_pairs("8"), TypeError, "sm_count must be an int, got str"),
    (lambda: SplitKVWorkspace.scratch_bytes(-1, 8, 4), ValueError, "query_rows must be >= 0, got -1"),
    (lambda: SplitKVWorkspace.scratch_bytes(4, -8, 4), ValueError, "num_heads must be > 0, got -8"),
    (lambda: SplitKVWorkspace.scratch_bytes(4, 8, 0), ValueError, "sm_count must be > 0, got 0"),
    (lambda: SplitKVWorkspace.scratch_bytes(4, 8.0, 4), TypeError, "num_heads must be an int, got float"),
]


@pytest.mark.parametrize("call, exc, message", SIZING_ERRORS, ids=[e[2] for e in SIZING_ERRORS])
def test_sizing_helpers_name_a_size_that_is_not_a_valid_int(call, exc, message):
    with pytest.raises(exc, match=message):
        call()
    assert SplitKVWorkspace.counter_bytes(0, 8, 4) == 32 and SplitKVWorkspace.split_pairs(4) == 8


def test_buffer_pointers_are_the_current_buffers_addresses():
    # (the eager launch path reads them on every split call: after reserve, and for buffers made in a capture)
    workspace = SplitKVWorkspace("cpu", 4, sm_count=8)
    workspace.make_buffers_in_capture(16)
    assert workspace.buffer_pointers(16) == tuple(t.data_ptr() for t in workspace.buffers(16))
    before = workspace.buffer_pointers(64)
    assert before == tuple(t.data_ptr() for t in workspace.buffers(64)) and workspace.buffer_pointers(64) is before
    workspace.reserve(4096)
    for heads in (16, 64):
        assert workspace.buffer_pointers(heads) == tuple(t.data_ptr() for t in workspace.buffers(heads))
    assert workspace.buffer_pointers(64)[0] != before[0]
