"""sparsemla.bench.runner: decode rows at tensor-parallel head counts, prefill rows, host cost skipped on CPU."""

import sys

import pytest
import torch

from sparsemla.bench import peers, runner
from sparsemla.bench.timing import Timer
from sparsemla.bench.workloads import SHAPES

from helpers import needs_interpreter

CPU = torch.device("cpu")


def _run(args, flashmla=None, use_torch=False):
    return runner.Run(args, CPU, Timer(CPU, args.iters, args.warmup, False), flashmla, use_torch)


@needs_interpreter
def test_decode_rows_at_tensor_parallel_heads(fake_flashmla, parse, capsys):
    args = parse("--shapes", "tiny", "--heads", "16", "--batch-sizes", "2", "--rows-per-request", "1",
                 "--kv-formats", "model1", "--iters", "1", "--warmup", "0")
    flashmla = peers.FlashMLA()
    flashmla.load()
    saved = []
    rows = runner.run_decode(_run(args, flashmla), [SHAPES["tiny"]], lambda partial: saved.append(len(partial)))
    assert len(rows) == 1 and saved and saved[-1] == 1
    row = rows[0]
    assert (row["shape"], row["heads"], row["flashmla_heads"], row["batch"], row["s_q"]) == ("tiny", 16, 64, 2, 1)
    assert row["kernel"] == "triton" and row["rows"] == 2 and row["width"] == 128
    assert row["us"] > 0 and row["flashmla_us"] > 0 and row["max_abs_diff_vs_flashmla"] < 2e-2
    assert row["flops"] == 4 * 2 * 16 * 128 * 512  # the useful heads, not FlashMLA's 64
    assert "decode" in fake_flashmla and sys.modules["flash_mla"].last_decode[0].shape[2] == 64
    assert "tiny H=16 B=2 s_q=1" in capsys.readouterr().out


@needs_interpreter
def test_decode_rows_default_to_the_shape_heads_and_count_progress(parse, capsys):
    args = parse("--shapes", "tiny", "--batch-sizes", "1", "--rows-per-request", "1", "--kv-formats",
                 "fp8_uniform", "--iters", "1", "--warmup", "0")
    run = _run(args, use_torch=True)
    rows = runner.run_decode(run, [SHAPES["tiny"]], lambda partial: None)
    assert [row["heads"] for row in rows] == [64] and rows[0]["flashmla_heads"] is None
    assert rows[0]["torch_us"] > 0 and rows[0]["max_abs_diff_vs_torch"] < 5e-2
    assert run.done == run.total == 1
    assert runner.heads_for(parse("--heads", "8,32"), SHAPES["pro_csa"]) == [8, 32]
    assert runner.heads_for(args, SHAPES["pro_csa"]) == [128]


def test_a_failing_case_is_a_notice_not_an_abort(parse, capsys, monkeypatch):
    args = parse("--shapes", "tiny", "--batch-sizes", "1", "--rows-per-request", "1", "--kv-formats", "model1",
                 "--iters", "1", "--warmup", "0")

    def broken(*a, **k):
        raise RuntimeError("boom")

    monkeypatch.setattr(runner, "ours_call", lambda *a: broken)
    rows = runner.run_decode(_run(args), [SHAPES["tiny"]], lambda partial: None)
    assert rows[0]["us"] is None and rows[0]["tflops"] is None
    assert "sparse_attention: failed (RuntimeError: boom)" in capsys.readouterr().out


def test_host_cost_needs_cuda(parse, capsys):
    if torch.cuda.is_available():
        pytest.skip("has a GPU")
    result = runner.measure_host(_run(parse()))
    assert set(result) == set(runner.HOST_FIELDS) and all(v is None for v in result.values())
    assert "skipped (needs CUDA)" in capsys.readouterr().out


def test_distinct_rows_path_is_measured_only_where_the_op_takes_it(parse, capsys):
    """On CPU tensors the op never takes the distinct-rows path: nothing timed, the reason printed."""
    from sparsemla.bench.workloads import build_prefill

    args = parse("--shapes", "tiny", "--iters", "1", "--warmup", "0")
    work = build_prefill(SHAPES["tiny"], 4, ["fp8_uniform"], CPU, 0, 64, 64)
    case = work.case
    out = torch.empty_like(case.q)
    result = runner._measure_distinct_rows(_run(args), "prefill tiny", case, work.swa["fp8_uniform"],
                                           work.compressed["fp8_uniform"], None, out, out)  # fmt: skip
    assert result == (None, None)
    assert "prefill tiny distinct-rows path: not taken (" in capsys.readouterr().out


def _tiny_prefill_measure_args(parse):
    """The arguments of the runner's prefill path measurements for the tiny shape over fp8_uniform pools."""
    from sparsemla.bench.workloads import build_prefill

    args = parse("--shapes", "tiny", "--iters", "1", "--warmup", "0")
    work = build_prefill(SHAPES["tiny"], 4, ["fp8_uniform"], CPU, 0, 64, 64)
    out = torch.empty_like(work.case.q)
    return _run(args), "prefill tiny", work.case, work.swa["fp8_uniform"], work.compressed["fp8_uniform"], None, out, out


def test_distinct_rows_path_is_not_timed_where_qk_fp8_takes_the_call(parse, capsys, monkeypatch):
    """Under SPARSEMLA_QK_FP8=1 the op runs a prefill call it gives the e4m3 kernel on that kernel even with a
    DistinctRowsWorkspace: the distinct-rows fields would time the e4m3 kernel, so they stay empty."""
    from sparsemla.ops import plan

    monkeypatch.setenv("SPARSEMLA_QK_FP8", "1")
    for name in ("distinct_rows_reason", "e4m3_prefill_reason"):  # (both paths open, as on Hopper)
        monkeypatch.setattr(plan, name, lambda *a, **k: None)
    result = runner._measure_distinct_rows(*_tiny_prefill_measure_args(parse))
    assert result == (None, None)
    assert "distinct-rows path: not taken (qk_fp8 is on" in capsys.readouterr().out


def test_e4m3_path_is_measured_only_where_the_op_takes_it(parse, capsys):
    """On CPU tensors the op never takes the e4m3 prefill path: nothing timed, the reason printed."""
    result = runner._measure_e4m3(*_tiny_prefill_measure_args(parse))
    assert result == (None, None)
    assert "prefill tiny e4m3 path: not taken (q is not on a CUDA device)" in capsys.readouterr().out


@needs_interpreter
def test_prefill_rows_name_the_kernel_of_their_own_launch(parse, monkeypatch):
    """The kernel recorded is the one the op picks for this call (its rows, width and workspace decide
    between the Gluon and the CuTe DSL kernel), not the one of a call described without them."""
    from sparsemla import ops

    seen = []

    def describe(heads, main, extra, device, options=None, rows=None, width=None, sm_count=None):
        seen.append((rows, width, sm_count))
        return ("cute" if rows is not None else "gluon"), "why"

    monkeypatch.setattr(ops, "describe_kernel", describe)
    args = parse("--mode", "prefill", "--shapes", "tiny", "--prefill-rows", "4", "--prefill-requests", "1",
                 "--kv-formats", "fp8_uniform", "--iters", "1", "--warmup", "0")
    rows = runner.run_prefill(_run(args), [SHAPES["tiny"]], lambda partial: None)
    assert [row["kernel"] for row in rows] == ["cute"]
    assert seen[-1][:2] == (4, 128) and seen[-1][2] >= 1
