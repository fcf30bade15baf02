"""sparsemla.bench.cli: the ``bench`` options, and whole runs on the CPU interpreter."""

import json

import pytest
import torch

from sparsemla.bench import cli, run_bench

from helpers import needs_interpreter

DECODE_KEYS = {"shape", "batch", "s_q", "kv_format", "us", "flashmla_us", "ratio_vs_flashmla", "torch_us", "tflops",
               "gbps", "roofline_pct", "max_abs_diff_vs_flashmla", "heads", "kernel"}


def test_defaults(parse):
    args = parse()
    assert args.mode == "decode"
    assert args.batch_sizes == [1, 8, 64, 128, 256]
    assert args.rows_per_request == [1, 2]
    assert args.heads is None and not args.append
    assert args.kv_formats == ["fp8_uniform", "model1"]
    assert args.peers == ["flashmla", "torch"]
    assert args.prefill_rows == 4096 and args.prefill_requests == [1, 8] and not args.graph and args.iters > 0
    assert cli.resolve_args(args) == ["decode"]
    assert [s.name for s in cli.shapes_for(args, "decode")] == ["flash_csa", "pro_csa", "hca_1m"]
    assert [s.name for s in cli.shapes_for(args, "prefill")] == ["flash_csa", "pro_csa", "hca_32k"]


def test_lists_and_errors(parse, capsys):
    args = parse("--mode", "all", "--shapes", "hca_1m,flash_csa", "--batch-sizes", "2,4", "--rows-per-request", "2",
                 "--peers", "torch", "--kv-formats", "model1", "--graph", "--iters", "7", "--heads", "8,16,32")
    assert cli.resolve_args(args) == ["decode", "prefill"]
    assert args.shapes == ["hca_1m", "flash_csa"] and args.batch_sizes == [2, 4] and args.rows_per_request == [2]
    assert args.peers == ["torch"] and args.kv_formats == ["model1"] and args.graph and args.iters == 7
    assert args.heads == [8, 16, 32]
    assert parse("--peers", "none").peers == []
    for bad in (["--shapes", "nope"], ["--batch-sizes", "0"], ["--batch-sizes", "x"], ["--peers", "vllm"],
                ["--kv-formats", "fp4"], ["--mode", "train"], ["--heads", "-8"], ["--prefill-requests", "0"]):
        with pytest.raises(SystemExit):
            parse(*bad)
    capsys.readouterr()
    for argv, words in ((["--iters", "0"], "--iters"), (["--heads", "24"], "--heads [24]"),
                        (["--append"], "--append needs --json"), (["--peak-tflops", "0"], "--peak-tflops"),
                        (["--peak-gbps", "-1"], "--peak-gbps")):  # fmt: skip
        assert run_bench(parse(*argv)) == 2
        assert words in capsys.readouterr().err


def test_a_bad_option_variable_ends_the_run_before_it_starts(parse, capsys, monkeypatch):
    monkeypatch.setenv("SPARSEMLA_KERNEL", "bogus")
    assert run_bench(parse("--shapes", "tiny"), allow_cpu=True) == 2
    assert "AttentionOptions.kernel must be one of" in capsys.readouterr().err


@pytest.mark.parametrize("content, words", [
    (None, "cannot be read"), ("{not json", "not JSON"), ("[1, 2]", "got a list"),
    ('{"decode": [1, 2]}', "'decode' must be a list of row objects"), ('{"prefill": "x"}', "'prefill' must be a list"),
    ('{"decode": [{"foo": 1}]}', "rows of another schema"),
])  # fmt: skip
def test_results_files_it_cannot_read_are_named_and_never_overwritten(parse, capsys, tmp_path, content, words):
    path = tmp_path / "results.json"
    if content is not None:
        path.write_text(content)
    assert run_bench(parse("--from-json", str(path))) == 2
    assert "--from-json" in (err := capsys.readouterr().err) and words in err
    if content is not None:
        for extra in ((), ("--append",)):
            assert run_bench(parse("--shapes", "tiny", "--json", str(path), *extra), allow_cpu=True) == 2
            assert "--json" in (err := capsys.readouterr().err) and words in err
            assert path.read_text() == content


def test_outputs_it_cannot_write_end_the_run_before_it_starts(parse, capsys, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    for flag, path in (("--json", tmp_path), ("--json", blocker / "x.json"), ("--markdown", blocker / "t.md")):
        assert run_bench(parse("--shapes", "tiny", flag, str(path)), allow_cpu=True) == 2
        assert flag in capsys.readouterr().err


def test_default_json_only_on_an_h200(parse):
    assert cli.default_json(parse(), "NVIDIA H200") == "benchmarks/results/h200.json"
    assert cli.default_json(parse("--graph"), "NVIDIA H200") == "benchmarks/results/h200_graph.json"
    assert cli.default_json(parse(), "NVIDIA H100 80GB HBM3") is None
    assert cli.default_json(parse("--json", "x.json"), "NVIDIA H100") == "x.json"


def test_a_device_other_than_an_h200_is_told_whose_peaks_the_roofline_takes(parse):
    assert cli.roofline_notice(parse(), "NVIDIA H200") is None
    assert "the H200's peaks (790 TF/s, 4.3 TB/s)" in cli.roofline_notice(parse(), "NVIDIA H100 80GB HBM3")
    assert cli.roofline_notice(parse("--peak-gbps", "3350"), "NVIDIA H100 80GB HBM3") is None


def test_needs_cuda_without_override(parse, capsys):
    if torch.cuda.is_available():
        pytest.skip("has a GPU")
    assert run_bench(parse("--shapes", "tiny")) == 2
    assert "needs a CUDA GPU" in capsys.readouterr().err


@needs_interpreter
def test_end_to_end_on_cpu(fake_flashmla, tmp_path, capsys, monkeypatch, parse):
    """The whole run (decode then prefill) on the interpreter, then tensor-parallel rows appended:
    progress, tables, JSON."""
    path = tmp_path / "r.json"
    pngs = []
    monkeypatch.setattr(cli, "plot_png", lambda png, mode, rows: pngs.append((str(png), mode, len(rows))))
    args = parse("--mode", "all", "--shapes", "tiny", "--batch-sizes", "2", "--rows-per-request", "2",
                 "--prefill-rows", "4", "--prefill-requests", "1,3", "--iters", "1", "--warmup", "0", "--json", str(path))
    assert run_bench(args, allow_cpu=True) == 0
    out = capsys.readouterr().out
    progress = [line for line in out.splitlines() if line.startswith("[")]
    assert len(progress) == 6 and all("µs | flashmla" in line for line in progress)
    assert "prefill tiny (3 requests): " in out and "4 query rows of 3 requests (2, 1, 1)" in out
    assert "peer flashmla: flash_mla python interface, use_legacy=True (version fake)" in out
    assert fake_flashmla.count("decode") >= 2 and fake_flashmla.count("sparse_fwd") >= 2
    data = json.loads(path.read_text())
    assert set(data["versions"]) >= {"torch", "triton", "cutlass_dsl", "flash_mla"}
    assert data["versions"]["torch"] == torch.__version__ and data["versions"]["flash_mla"] == "fake"
    assert len(data["decode"]) == 2 and len(data["prefill"]) == 4
    assert sorted((row["requests"], row["kv_format"]) for row in data["prefill"]) == [
        (1, "fp8_uniform"), (1, "model1"), (3, "fp8_uniform"), (3, "model1")]
    for row in data["decode"]:
        assert DECODE_KEYS <= set(row), out
        assert all(row[key] is not None and row[key] > 0 for key in ("us", "flashmla_us", "torch_us")), out
        assert row["ratio_vs_flashmla"] == pytest.approx(row["us"] / row["flashmla_us"])
        assert row["kernel"] == "triton" and row["heads"] == row["flashmla_heads"] == 64
    model1 = next(row for row in data["decode"] if row["kv_format"] == "model1")
    uniform = next(row for row in data["decode"] if row["kv_format"] == "fp8_uniform")
    assert model1["max_abs_diff_vs_flashmla"] < 2e-2 and uniform["max_abs_diff_vs_flashmla"] is None
    assert pngs == [(str(tmp_path / "r_decode.png"), "decode", 2), (str(tmp_path / "r_prefill.png"), "prefill", 4)]
    for prefill in (row for row in data["prefill"] if row["kv_format"] == "model1"):
        assert prefill["rows"] == 4 and prefill["flashmla_fwd_us"] > 0 and prefill["max_abs_diff_vs_flashmla"] < 2e-2
        assert prefill["kernel"] == "triton" and prefill["max_abs_diff_vs_torch"] < 2e-2
    for prefill in data["prefill"]:  # (the distinct-rows path needs CUDA and the CuTe DSL kernel)
        assert prefill["distinct_rows_us"] is None and prefill["distinct_rows_max_abs_diff_vs_us"] is None
        assert prefill["e4m3_us"] is None and prefill["e4m3_relative_rms_vs_us"] is None
    assert data["host_us_per_call"] is None  # host overhead needs CUDA
    assert (tmp_path / "r_decode.md").exists() and (tmp_path / "r_prefill.md").exists()

    # Tensor-parallel rows added to the same file: both kinds of rows in the JSON, the table and the plot.
    args = parse("--shapes", "tiny", "--heads", "16", "--batch-sizes", "2", "--rows-per-request", "1",
                 "--kv-formats", "model1", "--peers", "flashmla", "--iters", "1", "--warmup", "0",
                 "--json", str(path), "--append")
    args.command_line = "python -m sparsemla bench --heads 16 --append"
    assert run_bench(args, allow_cpu=True) == 0
    data = json.loads(path.read_text())
    assert [(row["heads"], row.get("flashmla_heads")) for row in data["decode"]] == [(64, 64), (64, 64), (16, 64)]
    assert len(data["prefill"]) == 4 and data["commands"]["decode"].endswith(" && " + args.command_line)
    assert pngs[-1] == (str(tmp_path / "r_decode.png"), "decode", 3)
    assert "| tiny | 16 | 64 |" in (tmp_path / "r_decode.md").read_text()

    # the tables can be rebuilt from the JSON alone
    capsys.readouterr()
    assert run_bench(parse("--from-json", str(path), "--mode", "all")) == 0
    assert "| tiny |" in capsys.readouterr().out


@needs_interpreter
def test_format_pairs_put_the_window_and_the_compressed_rows_in_their_own_formats(tmp_path, capsys, parse):
    """``--kv-formats v41_fp8+v41_fp4``: the window pool in v41_fp8, the compressed pool in v41_fp4; the
    row's bytes count each source in its own format, the torch peer reads both and agrees."""
    path = tmp_path / "r.json"
    args = parse("--mode", "decode", "--shapes", "tiny", "--batch-sizes", "2", "--rows-per-request", "1",
                 "--kv-formats", "v41_fp8+v41_fp4,v41_fp8", "--peers", "torch", "--iters", "1", "--warmup", "0",
                 "--json", str(path))  # fmt: skip
    assert run_bench(args, allow_cpu=True) == 0
    rows = {row["kv_format"]: row for row in json.loads(path.read_text())["decode"]}
    assert set(rows) == {"v41_fp8+v41_fp4", "v41_fp8"}
    pair, single = rows["v41_fp8+v41_fp4"], rows["v41_fp8"]
    assert pair["bytes"] < single["bytes"]  # the compressed rows cost 288 B instead of 528 B
    for row in (pair, single):
        assert row["us"] > 0 and row["torch_us"] > 0 and row["max_abs_diff_vs_torch"] < 5e-2
    with pytest.raises(SystemExit):
        parse("--kv-formats", "v41_fp8+fp4")
    capsys.readouterr()
    assert run_bench(parse("--mode", "prefill", "--kv-formats", "v41_fp8+v41_fp4"), allow_cpu=True) == 2
    captured = capsys.readouterr()
    assert "pairs are for --mode decode" in captured.err + captured.out
    assert run_bench(parse("--mode", "engine", "--kv-formats", "v41_fp8_blocks"), allow_cpu=True) == 2
    captured = capsys.readouterr()
    assert "not serving pools" in captured.err + captured.out
