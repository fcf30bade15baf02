"""torch.ops.sparsemla.*: opcheck, the fake implementation, torch.compile (fullgraph) and CUDA graphs."""

import pytest
import torch
from helpers import make_cache, needs_interpreter, random_indices

import sparsemla  # noqa: F401  (registers the ops)
from sparsemla import AttentionOptions, PagedKVCache, SplitKVWorkspace, sparse_attention
from sparsemla.ops.custom_ops import OP_NAMES, sparse_attention_op

OPTIONS = ("auto", True, "packed", False, False, float("-inf"))


def _problem(device="cpu", heads=8, rows=2, seed=0, extra=True):
    g = torch.Generator().manual_seed(seed)
    cache, slots = make_cache(24, 16, "model1", device, g)
    q = torch.randn(rows, heads, 512, generator=g).bfloat16().to(device)
    indices = random_indices(rows, 8, slots, g, device)
    lengths = torch.tensor([8, 5] * (rows // 2) + [3] * (rows % 2), dtype=torch.int32, device=device)
    sinks = torch.randn(heads, generator=g).to(device)
    sinks[0] = float("inf")
    problem = dict(q=q, cache=cache, indices=indices, lengths=lengths, sinks=sinks)
    if extra:
        extra_cache, extra_slots = make_cache(10, 8, "fp8_uniform", device, g)
        problem.update(extra_cache=extra_cache, extra_indices=random_indices(rows, 4, extra_slots, g, device))
    return problem


def _op_args(p, buffers=(None, None, None)):
    cache, extra = p["cache"], p.get("extra_cache")
    extra_args = (None, "bf16", 1, 1.0) if extra is None else (extra.data, extra.fmt, extra.page_size, extra.scale)
    return (
        p["q"], cache.data, cache.fmt, cache.page_size, cache.scale, p["indices"], p["lengths"], *extra_args,
        p.get("extra_indices"), None, p["sinks"], 0.07, *buffers, None, *OPTIONS,
    )  # fmt: skip


def _eager(p, **kwargs):
    return sparse_attention(
        p["q"], p["cache"], p["indices"], p["lengths"], extra_cache=p.get("extra_cache"),
        extra_indices=p.get("extra_indices"), sinks=p["sinks"], softmax_scale=0.07, return_lse=True, **kwargs,
    )  # fmt: skip


def test_names():
    assert OP_NAMES == ("sparsemla::sparse_attention", "sparsemla::sparse_attention_out")
    assert torch.ops.sparsemla.sparse_attention.default is not None
    assert torch.ops.sparsemla.sparse_attention_out.default is not None


@needs_interpreter
def test_op_matches_sparse_attention():
    p = _problem()
    out, lse = torch.ops.sparsemla.sparse_attention(*_op_args(p))
    want_out, want_lse = _eager(p)
    assert torch.equal(out, want_out) and torch.equal(lse, want_lse)
    buf_out, buf_lse = torch.full_like(out, float("nan")), torch.full_like(lse, float("nan"))
    torch.ops.sparsemla.sparse_attention_out(*_op_args(p), buf_out, buf_lse)
    assert torch.equal(buf_out, want_out) and torch.equal(buf_lse, want_lse)
    # the wrapper, with a workspace (split launches) and without
    workspace = SplitKVWorkspace("cpu", 4)
    got = sparse_attention_op(
        p["q"], p["cache"], p["indices"], p["lengths"], extra_cache=p["extra_cache"], extra_indices=p["extra_indices"],
        sinks=p["sinks"], softmax_scale=0.07, workspace=workspace, num_splits=2, return_lse=True,
    )  # fmt: skip
    want = _eager(p, workspace=workspace, num_splits=2)
    torch.testing.assert_close(got[0], want[0], atol=0, rtol=0)
    torch.testing.assert_close(got[1], want[1], atol=0, rtol=0)


@needs_interpreter
def test_op_carries_the_empty_row_lse_option():
    """``AttentionOptions.empty_row_lse`` reaches the kernels through the registered ops: +inf for a row
    with no valid entry, the other rows as the eager call."""
    p = _problem(extra=False)
    p["lengths"][1] = 0
    options = AttentionOptions(empty_row_lse=float("inf"))
    got_out, got_lse = sparse_attention_op(
        p["q"], p["cache"], p["indices"], p["lengths"], sinks=p["sinks"], softmax_scale=0.07, return_lse=True,
        options=options,
    )  # fmt: skip
    want_out, want_lse = _eager(p, options=options)
    assert torch.isposinf(got_lse[1]).all() and torch.isfinite(got_lse[0]).all()
    assert torch.equal(got_out, want_out) and torch.equal(got_lse, want_lse)
    assert torch.isneginf(_eager(p)[1][1]).all()  # the default: -inf


@needs_interpreter
def test_op_errors_name_the_argument():
    p = _problem(extra=False)
    args = list(_op_args(p))
    args[2] = "fp9"
    with pytest.raises(ValueError, match="fmt must be one of"):
        torch.ops.sparsemla.sparse_attention(*args)
    args = list(_op_args(p))
    args[5] = p["indices"].long()
    with pytest.raises(TypeError, match="indices must be int32"):
        torch.ops.sparsemla.sparse_attention(*args)
    workspace = SplitKVWorkspace("cpu", 4)
    counters, partial_o, _ = workspace.buffers(8)
    with pytest.raises(ValueError, match="together"):
        torch.ops.sparsemla.sparse_attention(*_op_args(p, (counters, partial_o, None)))
    with pytest.raises(TypeError, match="cache must be a PagedKVCache"):
        sparse_attention_op(p["q"], p["cache"].data, p["indices"])
    # q, the scale and return_lse are checked before the workspace's buffers for q's head count are made
    fresh = SplitKVWorkspace("cpu", 4)
    with pytest.raises(ValueError, match="q has 5 heads"):
        sparse_attention_op(p["q"][:, :5], p["cache"], p["indices"], workspace=fresh)
    with pytest.raises(ValueError, match=r"q must have shape \[R, H, 512\]"):
        sparse_attention_op(p["q"][0, 0], p["cache"], p["indices"], workspace=fresh)
    assert not fresh._buffers
    with pytest.raises(TypeError, match="softmax_scale must be a float, got str"):
        sparse_attention_op(p["q"], p["cache"], p["indices"], softmax_scale="0.1")
    with pytest.raises(TypeError, match="return_lse must be a bool, got int"):
        sparse_attention_op(p["q"], p["cache"], p["indices"], return_lse=1)


@needs_interpreter
@pytest.mark.parametrize("extra", [False, True])
def test_opcheck(extra):
    p = _problem(extra=extra)
    torch.library.opcheck(torch.ops.sparsemla.sparse_attention.default, _op_args(p))
    out, lse = torch.empty_like(p["q"]), torch.empty(p["q"].shape[:2])
    torch.library.opcheck(torch.ops.sparsemla.sparse_attention_out.default, (*_op_args(p), out, lse))


@needs_interpreter
def test_opcheck_with_workspace_buffers():
    p = _problem(extra=False)
    workspace = SplitKVWorkspace("cpu", 4)
    args = list(_op_args(p, workspace.buffers(8)))
    args[18] = 2  # num_splits: the split path writes the buffers
    torch.library.opcheck(torch.ops.sparsemla.sparse_attention.default, tuple(args))


def test_fake_shapes():
    from torch._subclasses.fake_tensor import FakeTensorMode  # noqa: PLC0415

    p = _problem(heads=16, rows=3)
    with FakeTensorMode(allow_non_fake_inputs=True) as mode:
        args = [mode.from_tensor(a) if isinstance(a, torch.Tensor) else a for a in _op_args(p)]
        out, lse = torch.ops.sparsemla.sparse_attention(*args)
        assert out.shape == (3, 16, 512) and out.dtype == torch.bfloat16
        assert lse.shape == (3, 16) and lse.dtype == torch.float32
        assert torch.ops.sparsemla.sparse_attention_out(*args, torch.empty_like(args[0]), None) is None


class _Attention(torch.nn.Module):
    """A module whose forward calls the op through the wrapper, around other work."""

    def __init__(self, problem, workspace=None, use_out=False):
        super().__init__()
        self.p = problem
        self.workspace = workspace
        self.use_out = use_out
        self.options = AttentionOptions()

    def forward(self, q):
        p = self.p
        kwargs = dict(extra_cache=p.get("extra_cache"), extra_indices=p.get("extra_indices"), sinks=p["sinks"],
                      softmax_scale=0.07, workspace=self.workspace, options=self.options)  # fmt: skip
        if self.use_out:
            out = torch.empty_like(q)
            lse = torch.empty(q.shape[:2], dtype=torch.float32, device=q.device)
            out, lse = sparse_attention_op(q * 2, p["cache"], p["indices"], p["lengths"], out=out, lse=lse,
                                           return_lse=True, **kwargs)  # fmt: skip
        else:
            out, lse = sparse_attention_op(q * 2, p["cache"], p["indices"], p["lengths"], return_lse=True, **kwargs)
        return out.float() + 1, lse * 2


@needs_interpreter
@pytest.mark.parametrize("use_out", [False, True])
def test_compile_fullgraph_matches_eager(use_out):
    torch._dynamo.reset()
    p = _problem()
    module = _Attention(p, use_out=use_out)
    eager = module(p["q"])
    compiled = torch.compile(module, fullgraph=True, backend="inductor")
    got = compiled(p["q"])
    torch.testing.assert_close(got[0], eager[0], atol=0, rtol=0)
    torch.testing.assert_close(got[1], eager[1], atol=0, rtol=0)
    explanation = torch._dynamo.explain(module)(p["q"])
    assert explanation.graph_break_count == 0 and explanation.graph_count == 1


@needs_interpreter
def test_compile_flash_mla_decode_fullgraph():
    from sparsemla import flash_mla  # noqa: PLC0415

    torch._dynamo.reset()
    p = _problem(extra=False)
    cache = p["cache"]
    k_cache = cache.data[:, : 16 * 584].view(torch.float8_e4m3fn).view(cache.num_pages, 16, 1, 584)
    q = p["q"].view(2, 1, 8, 512)
    indices = p["indices"].view(2, 1, 8)
    meta = flash_mla.get_mla_metadata()[0]

    def decode(q):
        return flash_mla.flash_mla_with_kvcache(q, k_cache, None, None, 512, meta, indices=indices, attn_sink=p["sinks"])

    eager = decode(q)  # the first call, eager: fills the metadata and its workspace
    got = torch.compile(decode, fullgraph=True)(q)
    torch.testing.assert_close(got[0], eager[0], atol=0, rtol=0)
    torch.testing.assert_close(got[1], eager[1], atol=0, rtol=0)


@pytest.mark.gpu
@pytest.mark.parametrize("use_workspace", [False, True])
def test_compile_reduce_overhead_cuda_graphs(use_workspace):
    torch._dynamo.reset()
    p = _problem(device="cuda", heads=64, rows=4)
    workspace = None
    if use_workspace:
        workspace = SplitKVWorkspace("cuda", 4)
        for buffer in workspace.buffers(64):  # made before capture; static, so graphs may write them
            torch._dynamo.mark_static_address(buffer)
    from torch._dynamo.utils import counters  # noqa: PLC0415

    counters.clear()
    module = _Attention(p, workspace=workspace)
    eager = module(p["q"])
    compiled = torch.compile(module, mode="reduce-overhead", fullgraph=True)
    q = p["q"].clone()
    for _ in range(4):  # warm-up, record, replays
        got = compiled(q)
    torch.cuda.synchronize()
    torch.testing.assert_close(got[0], eager[0], atol=2e-2, rtol=2e-2)
    torch.testing.assert_close(got[1], eager[1], atol=1e-3, rtol=0)
    assert counters["inductor"]["cudagraph_skips"] == 0, dict(counters["inductor"])
    q.copy_(p["q"] * 0.5)  # new contents, same buffer: a replay sees them
    got = compiled(q)
    want = module(q)
    torch.cuda.synchronize()
    torch.testing.assert_close(got[0], want[0], atol=2e-2, rtol=2e-2)
    if workspace is not None:
        assert int(workspace.counters(64).abs().sum()) == 0  # counters came back to zero


@pytest.mark.gpu
def test_opcheck_gpu():
    p = _problem(device="cuda", heads=64, rows=2)
    torch.library.opcheck(torch.ops.sparsemla.sparse_attention.default, _op_args(p))
    workspace = SplitKVWorkspace("cuda", 4)
    torch.library.opcheck(torch.ops.sparsemla.sparse_attention.default, _op_args(p, workspace.buffers(64)))


@needs_interpreter
def test_op_refuses_before_any_launch_and_names_the_argument():
    """The registered op's wrapper: lse missing for return_lse with out= (out untouched), non-tensor and
    bool arguments (TypeError naming them, not torch's schema error), and the raw op's 2-D q with
    workspace buffers (ValueError naming q, not a division by zero)."""
    import math

    cache = PagedKVCache(2, 64, "bf16")
    cache.store(torch.randn(64, 512), torch.arange(64))
    q = torch.randn(2, 16, 512).bfloat16()
    idx = torch.arange(16, dtype=torch.int32).repeat(2, 1)
    out = torch.full_like(q, math.nan)
    with pytest.raises(ValueError, match="lse= buffer"):
        sparse_attention_op(q, cache, idx, out=out, return_lse=True)
    assert bool(out.isnan().all()), "the kernel ran before the error"
    workspace = SplitKVWorkspace("cpu", 4)
    for kwargs, name in (({"lengths": 3}, "lengths"), ({"sinks": [0.0] * 16}, "sinks"), ({"out": [1]}, "out"),
                         ({"workspace": workspace, "num_splits": True}, "num_splits"),
                         ({"workspace": workspace, "num_splits": 2.0}, "num_splits")):  # fmt: skip
        with pytest.raises(TypeError, match=name):
            sparse_attention_op(q, cache, idx, **kwargs)
    with pytest.raises(TypeError, match="indices"):
        sparse_attention_op(q, cache, idx.tolist())
    counters, partial_o, partial_lse = workspace.buffers(16)
    args = (torch.randn(2, 512).bfloat16(), cache.data, "bf16", 64, 1.0, idx, None, None, "bf16", 1, 1.0, None, None,
            None, None, counters, partial_o, partial_lse, None, "auto", True, "packed", False, False, float("-inf"))  # fmt: skip
    with pytest.raises(ValueError, match="q must"):
        torch.ops.sparsemla.sparse_attention(*args)


def test_softmax_scale_huge_integer_is_a_value_error():
    cache = PagedKVCache(1, 16, "bf16")
    q = torch.randn(1, 16, 512).bfloat16()
    with pytest.raises(ValueError, match="softmax_scale"):
        sparse_attention(q, cache, torch.zeros(1, 4, dtype=torch.int32), softmax_scale=10**400)


@needs_interpreter
def test_op_keeps_no_reference_to_workspace_buffers():
    """Functionalization (``aot_eager``, or inductor where it does not re-inplace) hands the op fresh copies
    of the workspace buffers on every call: the op must not keep them alive once it returns."""
    import gc
    import weakref

    p = _problem(extra=False)
    buffers = [b.clone() for b in SplitKVWorkspace("cpu", 4).buffers(8)]
    refs = [weakref.ref(b) for b in buffers]
    args = list(_op_args(p, buffers))
    args[18] = 2  # num_splits: the split path reads the buffers
    want = torch.ops.sparsemla.sparse_attention(*args)
    del args, buffers
    gc.collect()
    assert all(ref() is None for ref in refs), "the op kept the caller's workspace buffers alive"
    # other buffers of the same sizes: the same results (nothing of the first call's buffers is reused)
    args = list(_op_args(p, [b.clone() for b in SplitKVWorkspace("cpu", 4).buffers(8)]))
    args[18] = 2
    got = torch.ops.sparsemla.sparse_attention(*args)
    assert torch.equal(got[0], want[0]) and torch.equal(got[1], want[1])


@needs_interpreter
def test_fake_layout_matches_the_op_whatever_the_kernel_allocates(monkeypatch):
    """The fake kernel returns ``out`` laid out as ``torch.empty_like(q)``; the op must too, whichever kernel
    runs (the CuTe DSL kernels allocate a contiguous ``out``: emulated here for a transposed, dense q)."""
    import sparsemla.ops.custom_ops as custom_ops

    real = custom_ops.sparse_attention

    def contiguous_out(q, *args, out=None, **kwargs):
        if out is None:
            out = torch.empty_like(q, memory_format=torch.contiguous_format)
        return real(q, *args, out=out, **kwargs)

    monkeypatch.setattr(custom_ops, "sparse_attention", contiguous_out)
    p = _problem(extra=False, rows=3)
    p["q"] = p["q"].transpose(0, 1).contiguous().transpose(0, 1)  # dense [R, H, 512], heads outermost
    assert not p["q"].is_contiguous()
    out, lse = torch.ops.sparsemla.sparse_attention(*_op_args(p))
    assert out.stride() == torch.empty_like(p["q"]).stride() and lse.is_contiguous()
    torch.library.opcheck(torch.ops.sparsemla.sparse_attention.default, _op_args(p), test_utils=("test_faketensor",))


def _fake_call(op, args):
    from torch._subclasses.fake_tensor import FakeTensorMode  # noqa: PLC0415

    with FakeTensorMode() as mode:
        return op(*[mode.from_tensor(a) if isinstance(a, torch.Tensor) else a for a in args])


def _bad_arguments():
    """``(cases, problem)``: calls the op refuses, each ``(name, changes to _op_args(problem) by position,
    the out-variant's (out, lse) or None)``."""
    p = _problem(rows=2, heads=16)
    q, idx, lengths, sinks = p["q"], p["indices"], p["lengths"], p["sinks"]
    buffers = SplitKVWorkspace("cpu", 4).buffers(16)
    return [
        ("q fp32", {0: q.float()}, None),
        ("q heads", {0: q[:, :5].contiguous()}, None),
        ("q last dim", {0: q.transpose(1, 2).contiguous().transpose(1, 2)}, None),
        ("format", {2: "fp9"}, None),
        ("cache dtype", {1: p["cache"].data.view(torch.int8)}, None),
        ("page size", {3: 64}, None),
        ("scale", {4: 2.0}, None),
        ("indices dtype", {5: idx.long()}, None),
        ("indices rows", {5: idx[:1]}, None),
        ("lengths dtype", {6: lengths.long()}, None),
        ("lengths shape", {6: lengths[:1]}, None),
        ("extra pairing", {11: None}, None),
        ("sinks dtype", {13: sinks.half()}, None),
        ("sinks shape", {13: sinks[:3]}, None),
        ("softmax_scale", {14: float("nan")}, None),
        ("workspace partial", {15: buffers[0], 16: buffers[1]}, None),
        ("workspace dtype", {15: buffers[0].float(), 16: buffers[1], 17: buffers[2]}, None),
        ("workspace sizes", {15: buffers[0], 16: buffers[1][:-512], 17: buffers[2][:-1]}, None),
        ("num_splits range", {18: 0}, None),
        ("num_splits workspace", {18: 2}, None),
        ("num_splits capacity", {15: buffers[0], 16: buffers[1], 17: buffers[2], 18: 32}, None),
        ("kernel", {19: "nope"}, None),
        ("out dtype", {}, (torch.empty(2, 16, 512), None)),
        ("out shape", {}, (torch.empty(2, 16, 256, dtype=torch.bfloat16), None)),
        ("lse dtype", {}, (torch.empty_like(q), torch.empty(2, 16, dtype=torch.half))),
        ("lse shape", {}, (torch.empty_like(q), torch.empty(2, 17))),
    ], p


@needs_interpreter
def test_fake_raises_the_op_errors():
    """Under tracing the fake kernels refuse what the op refuses, with its error: at compile time, not at the
    first run of a compiled graph (or CUDA-graph capture)."""
    cases, p = _bad_arguments()
    for name, changes, buffers in cases:
        args = list(_op_args(p))
        for position, value in changes.items():
            args[position] = value
        op = torch.ops.sparsemla.sparse_attention if buffers is None else torch.ops.sparsemla.sparse_attention_out
        if buffers is not None:
            args += list(buffers)
        with pytest.raises((TypeError, ValueError, RuntimeError)) as real:
            op(*args)
        with pytest.raises(type(real.value)) as fake:
            _fake_call(op, args)
        assert str(fake.value) == str(real.value), name


@needs_interpreter
def test_compile_dynamic_rows_one_graph():
    """fullgraph, dynamic=True, the row count changing between calls (wrapper with a workspace and the raw
    op): one graph for every row count of at least 2, results as eager."""
    from torch._dynamo.utils import counters  # noqa: PLC0415

    torch._dynamo.reset()
    p = _problem(extra=False)
    cache, sinks = p["cache"], p["sinks"]
    workspace = SplitKVWorkspace("cpu", 8)
    workspace.buffers(8)

    def attend(q, indices, lengths):
        out, lse = sparse_attention_op(q, cache, indices, lengths, sinks=sinks, softmax_scale=0.07,
                                       workspace=workspace, return_lse=True)  # fmt: skip
        raw = torch.ops.sparsemla.sparse_attention(
            q, cache.data, cache.fmt, cache.page_size, cache.scale, indices, lengths, None, "bf16", 1, 1.0, None,
            None, None, None, None, None, None, None, *OPTIONS,
        )  # fmt: skip
        return out, lse, raw[0]

    counters.clear()
    compiled = torch.compile(attend, fullgraph=True, dynamic=True, backend="aot_eager")
    g = torch.Generator().manual_seed(1)
    for rows in (4, 6, 2):  # (not the cache's 3 pages: duck sizing would tie the two sizes)
        q = torch.randn(rows, 8, 512, generator=g).bfloat16()
        indices = p["indices"][:1].repeat(rows, 1)
        lengths = torch.randint(0, 9, (rows,), generator=g, dtype=torch.int32)
        got, want = compiled(q, indices, lengths), attend(q, indices, lengths)
        for a, b in zip(got, want):
            assert torch.equal(a, b)
    assert counters["stats"]["unique_graphs"] == 1 and not counters["graph_break"]


@needs_interpreter
def test_compile_dynamic_float_scale_attribute():
    """A module's float ``softmax_scale`` attribute, which ``dynamic=True`` traces as a symbolic float: the
    wrapper's checks take its value (no graph break under fullgraph), results as eager."""
    torch._dynamo.reset()
    p = _problem(extra=False)

    class Scaled(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.scale = 0.07

        def forward(self, q):
            return sparse_attention_op(q, p["cache"], p["indices"], p["lengths"], sinks=p["sinks"],
                                       softmax_scale=self.scale, return_lse=True)  # fmt: skip

    module = Scaled()
    got = torch.compile(module, fullgraph=True, dynamic=True, backend="aot_eager")(p["q"])
    want = module(p["q"])
    assert torch.equal(got[0], want[0]) and torch.equal(got[1], want[1])
    torch._dynamo.reset()
    module.scale = float("nan")  # refused while tracing (the fake kernel checks the value)
    with pytest.raises(RuntimeError, match="softmax_scale must be finite"):
        torch.compile(module, fullgraph=True, dynamic=True, backend="aot_eager")(p["q"])
