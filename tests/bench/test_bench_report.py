"""sparsemla.bench.report: the JSON file, markdown tables, plots, the run's metadata; the committed results."""

import json
from pathlib import Path

import pytest

from sparsemla.bench import report, run_bench

DECODE_KEYS = {"shape", "batch", "s_q", "kv_format", "us", "flashmla_us", "ratio_vs_flashmla", "torch_us", "tflops",
               "gbps", "roofline_pct", "max_abs_diff_vs_flashmla"}
TOP_KEYS = {"decode", "prefill", "host_us_per_call", "allocations_per_call", "commit", "date", "gpu", "command"}
META = dict(commit="abc", date="today", gpu="NVIDIA H200", command="python -m sparsemla bench",
            host_us_per_call=12.0, allocations_per_call=0.0)


def _row(**extra):
    row = dict(shape="flash_csa", heads=64, batch=8, s_q=2, kv_format="model1", us=10.0, flashmla_us=12.5,
               ratio_vs_flashmla=0.8, torch_us=float("nan"), tflops=1.0, gbps=2.0, roofline_pct=30.0,
               max_abs_diff_vs_flashmla=1e-3, rows=16, width=640, kernel="gluon")
    row.update(extra)
    return row


def test_json_writer_schema_and_merge(tmp_path):
    path = tmp_path / "sub" / "h200.json"
    report.write_json(path, "decode", [_row()], META)
    data = json.loads(path.read_text())
    assert TOP_KEYS <= set(data) and data["prefill"] == []
    assert DECODE_KEYS <= set(data["decode"][0])
    assert data["decode"][0]["torch_us"] is None  # NaN never reaches the file
    prefill_row = dict(shape="pro_csa", rows=4096, kv_format="fp8_uniform", us=500.0, flashmla_us=None)
    report.write_json(path, "prefill", [prefill_row], dict(META, command="prefill cmd", host_us_per_call=None))
    data = json.loads(path.read_text())
    assert len(data["decode"]) == 1 and data["prefill"][0]["rows"] == 4096  # the other mode is kept
    assert data["commands"] == {"decode": "python -m sparsemla bench", "prefill": "prefill cmd"}
    assert data["command"] == "prefill cmd" and data["host_us_per_call"] is None  # a plain run replaces
    report.write_json(path, "decode", [_row(batch=1)], META)
    assert [row["batch"] for row in json.loads(path.read_text())["decode"]] == [1]  # a plain run replaces its mode


def test_json_append_adds_cases_and_keeps_measured_metadata(tmp_path):
    path = tmp_path / "h200.json"
    report.write_json(path, "decode", [_row(), _row(batch=64)], META)
    tp = [_row(heads=16, flashmla_heads=64), _row(batch=64, us=3.0)]  # a new case, and one measured again
    tp_meta = dict(META, command="tp cmd", host_us_per_call=None)
    for _ in range(2):  # a run saves after every config: appending again changes nothing
        data = report.write_json(path, "decode", tp, tp_meta, append=True)
    assert [(r["heads"], r["batch"], r["us"]) for r in data["decode"]] == [(64, 8, 10.0), (16, 8, 10.0), (64, 64, 3.0)]
    assert data["commands"]["decode"] == "python -m sparsemla bench && tp cmd" and data["command"] == "tp cmd"
    assert data["host_us_per_call"] == 12.0  # not measured by the appended run: kept
    assert json.loads(path.read_text()) == data


def test_json_append_from_another_commit_records_each_rows_commit(tmp_path):
    path = tmp_path / "h200.json"
    report.write_json(path, "decode", [_row(), _row(batch=64)], dict(META, versions={"triton": "3.6.0"}))
    later = dict(META, commit="def", command="later", versions={"triton": "3.6.0"})
    data = report.write_json(path, "decode", [_row(heads=16, flashmla_heads=64)], later, append=True)
    assert [(r["heads"], r["batch"], r["commit"]) for r in data["decode"]] == [(64, 8, "abc"), (64, 64, "abc"),
                                                                             (16, 8, "def")]  # fmt: skip
    assert data["commit"] == "def" and all(r["versions"] == {"triton": "3.6.0"} for r in data["decode"])
    same = report.write_json(path, "decode", [_row(heads=32)], later, append=True)  # same commit: stamped too
    assert same["decode"][-1]["commit"] == "def"
    table = report.markdown_table("decode", same["decode"], same)
    assert "several runs" in table and "| commit |" in table and "| abc |" in table and "| def |" in table
    assert "several runs" not in report.markdown_table("decode", same["decode"][-2:], same)
    prefill_row = dict(shape="pro_csa", rows=4096, requests=1, kv_format="fp8_uniform", us=500.0, flashmla_us=None)
    report.write_json(path, "prefill", [prefill_row], later, append=True)
    newest = dict(META, commit="fed", command="newest", versions={"triton": "3.6.0"})
    data = report.write_json(path, "decode", [_row(heads=8, flashmla_heads=64)], newest, append=True)
    assert data["commit"] == "fed" and data["prefill"][0]["commit"] == "def"  # the other mode keeps its commit
    assert "commit def, an earlier run" in report.markdown_table("prefill", data["prefill"], data)


def test_json_append_keeps_the_engine_rows_commit(tmp_path):
    """A decode run appended to a file with engine rows from another commit leaves those rows theirs;
    a later engine run appended beside them makes a table that names each row's commit."""
    from sparsemla.bench.engine import engine_table

    path = tmp_path / "h200.json"
    engine_row = dict(mode="decode", batch=32, rows=32, kv_format="model1", path="fused", eager_us=1.0)
    report.write_json(path, "engine", [engine_row], META)
    later = dict(META, commit="def", command="later")
    report.write_json(path, "decode", [_row()], later, append=True)
    data = report.write_json(path, "engine", [dict(engine_row, batch=1, rows=1)], later, append=True)
    assert [(r["batch"], r["commit"]) for r in data["engine"]] == [(32, "abc"), (1, "def")]
    table = engine_table(data["engine"], data)
    assert "several runs" in table and "| abc |" in table and "| def |" in table
    assert "several runs" not in engine_table(data["engine"][1:], data)


def test_a_plain_run_leaves_the_other_modes_rows_their_commit(tmp_path):
    """A prefill run replacing the prefill rows of a file whose decode rows another commit measured: the
    decode rows keep that commit and those versions (the file's metadata becomes the new run's)."""
    path = tmp_path / "h200.json"
    report.write_json(path, "decode", [_row()], dict(META, versions={"triton": "3.6.0"}))
    prefill_row = dict(shape="pro_csa", rows=4096, requests=1, kv_format="fp8_uniform", us=500.0)
    data = report.write_json(path, "prefill", [prefill_row], dict(META, commit="def", versions={"triton": "3.8.0"}))
    assert data["commit"] == "def" and data["versions"] == {"triton": "3.8.0"}
    assert (data["decode"][0]["commit"], data["decode"][0]["versions"]) == ("abc", {"triton": "3.6.0"})
    assert "commit abc, an earlier run" in report.markdown_table("decode", data["decode"], data)
    again = report.write_json(path, "prefill", [prefill_row], dict(META, commit="def", versions={"triton": "3.8.0"}))
    assert "commit" not in again["prefill"][0] and again["decode"][0]["commit"] == "abc"


def test_appended_graph_rows_sit_beside_the_eager_rows_of_a_case(tmp_path):
    path = tmp_path / "r.json"
    report.write_json(path, "decode", [_row(graph=False)], META)
    data = report.write_json(path, "decode", [_row(graph=True, us=9.0)], META, append=True)
    assert [(r["graph"], r["us"]) for r in data["decode"]] == [(False, 10.0), (True, 9.0)]
    table = report.markdown_table("decode", data["decode"], data)
    assert "eager and CUDA-graph rows" in table and "| graph |" in table.splitlines()[2]
    data = report.write_json(path, "decode", [_row(graph=True, us=8.0)], META, append=True)  # the same case again
    assert [(r["graph"], r["us"]) for r in data["decode"]] == [(False, 10.0), (True, 8.0)]


def test_appended_rows_of_other_option_variables_keep_their_own(tmp_path):
    """Rows measured under SPARSEMLA_* variables appended to a file of default rows: each row records the
    variables it ran under, and the table names them per row instead of claiming them for every row."""
    path = tmp_path / "r.json"
    report.write_json(path, "decode", [_row()], dict(META, switches={}))
    forced = dict(META, switches={"SPARSEMLA_KERNEL": "triton"})
    data = report.write_json(path, "decode", [_row(batch=64, kernel="triton")], forced, append=True)
    assert [r["switches"] for r in data["decode"]] == [{}, {"SPARSEMLA_KERNEL": "triton"}]
    table = report.markdown_table("decode", data["decode"], data)
    header, titles = table.splitlines()[0], table.splitlines()[2]
    assert "SPARSEMLA_KERNEL=triton." not in header and "| option variables |" in titles
    assert "| SPARSEMLA_KERNEL=triton |" in table and table.splitlines()[4].endswith("| - |")


def test_markdown_header_states_the_runs_peaks():
    meta = {"roofline": {"flops_per_s": 989e12, "bytes_per_s": 3.35e12}}
    table = report.markdown_table("decode", [_row()], meta)
    assert "max(FLOPs / 989 TF/s, bytes / 3.35 TB/s)" in table and "790" not in table
    assert "max(FLOPs / 790 TF/s, bytes / 4.3 TB/s)" in report.markdown_table("decode", [_row()], {})


def test_prefill_header_counts_the_entries_read():
    """Prefill FLOPs count each row's entries (HCA rows read fewer than the width): the header says so."""
    table = report.markdown_table("prefill", [dict(shape="hca_32k", rows=4096, kv_format="model1", us=1.0)], {})
    assert "the entries the rows read" in table and "4·R·H·width·512" not in table


def test_markdown_table():
    table = report.markdown_table("decode", [_row(), _row(kv_format="fp8_uniform", flashmla_us=None, ratio_vs_flashmla=None)],
                                  {"gpu": "NVIDIA H200", "commit": "abcdef", "host_us_per_call": 20.0})
    lines = table.splitlines()
    header = next(i for i, line in enumerate(lines) if line.startswith("| shape"))
    assert lines[header + 1].startswith("|---")
    assert len(lines[header].split("|")) == len(lines[header + 2].split("|")) == len(lines[header + 3].split("|"))
    assert "lower is better" in table and "0.80" in table and "Host: 20.0 µs" in table
    assert "| kernel |" in lines[header] and "| gluon |" in lines[header + 2]
    assert "FlashMLA H" not in table and "zero-padded" not in table


def test_markdown_table_names_flashmla_heads_of_tensor_parallel_rows():
    table = report.markdown_table("decode", [_row(), _row(heads=16, flashmla_heads=64)], {})
    header = next(line for line in table.splitlines() if line.startswith("| shape"))
    titles = [cell.strip() for cell in header.strip("|").split("|")]
    assert titles[:3] == ["shape", "H", "FlashMLA H"] and "zero-padded" in table
    assert "| flash_csa | 16 | 64 |" in table


def test_markdown_header_names_the_option_variables_of_the_run():
    plain = report.markdown_table("decode", [], {"gpu": "NVIDIA H200"})
    opt_in = report.markdown_table("decode", [], {"gpu": "NVIDIA H200", "switches": {"SPARSEMLA_QK_FP8": "1"}})
    assert "SPARSEMLA_QK_FP8=1" in opt_in and "SPARSEMLA_" not in plain


def test_plot_panels():
    rows = [_row(), _row(heads=16), _row(heads=32), _row(shape="hca_1m"), _row(shape="hca_1m", heads=8)]
    assert report.plot_panels("decode", rows) == [[("flash_csa", 64), ("flash_csa", 32), ("flash_csa", 16)],
                                                  [("hca_1m", 64), ("hca_1m", 8)]]
    assert report.plot_panels("prefill", rows) == [[("flash_csa", None), ("hca_1m", None)]]
    assert report.plot_panels("decode", []) == []


def test_png_or_notice(tmp_path, capsys):
    rows = [_row(), _row(batch=64, flashmla_roofline_pct=40.0), _row(heads=16, flashmla_heads=64)]
    ok = report.plot_png(tmp_path / "p.png", "decode", rows)
    out = capsys.readouterr().out
    if ok:
        assert (tmp_path / "p.png").stat().st_size > 1000
    else:
        assert "matplotlib not installed" in out and not (tmp_path / "p.png").exists()


def test_versions_record_the_cute_dsl(monkeypatch):
    versions = report.library_versions("1.0.0")
    assert set(versions) == {"torch", "triton", "cutlass_dsl", "python", "flash_mla"} and versions["flash_mla"] == "1.0.0"
    assert report.distribution_version("no-such-distribution-for-sparsemla") is None
    monkeypatch.setattr(report.importlib.metadata, "version", lambda name: {"nvidia-cutlass-dsl": "4.3.0"}[name])
    assert report.library_versions()["cutlass_dsl"] == "4.3.0"


def test_option_variables_leave_out_the_commit_and_the_cache_dir(monkeypatch):
    for key in [k for k in report.environment_overrides()]:
        monkeypatch.delenv(key)
    assert report.option_variables() == {}
    monkeypatch.setenv("SPARSEMLA_QK_FP8", "1")
    monkeypatch.setenv("SPARSEMLA_COMMIT", "abc1234")
    monkeypatch.setenv("SPARSEMLA_CACHE_DIR", "/somewhere/sparsemla")
    assert report.option_variables() == {"SPARSEMLA_QK_FP8": "1"}
    assert report.git_commit() == "abc1234"


# ---- the committed H200 results ---------------------------------------------------------------------
RESULTS = Path(__file__).resolve().parents[2] / "benchmarks" / "results"


@pytest.mark.parametrize(
    "name, modes",
    [("h200.json", ("decode", "prefill")), ("h200_graph.json", ("decode",)), ("h200_triton38.json", ("decode", "prefill")),
     ("h200_triton39.json", ("decode", "prefill"))],
)
def test_committed_results_follow_the_schema(name, modes, capsys, parse):
    """benchmarks/results/h200*.json: one row per case with µs, FlashMLA µs, their ratio (consistent with
    the two times) and % roofline; prefill rows; host cost and allocations; commit and date. The tables
    rebuild from the JSON alone."""
    data = json.loads((RESULTS / name).read_text())
    assert isinstance(data["commit"], str) and len(data["commit"]) >= 7 and isinstance(data["date"], str)
    assert data["gpu"] == "NVIDIA H200"
    for mode in modes:
        rows = data[mode]
        assert rows, mode
        for row in rows:
            assert row["shape"] in (("flash_csa", "pro_csa", "hca_1m") if mode == "decode" else ("flash_csa", "pro_csa", "hca_32k"))
            assert row["kv_format"] in ("bf16", "fp8_uniform", "model1", "v41_fp8", "v41_fp8+v41_fp4")
            assert row.get("commit", data["commit"]) and row.get("versions", data["versions"])["triton"]
            for key in ("us", "flashmla_us", "ratio_vs_flashmla", "roofline_pct"):
                assert isinstance(row[key], float) and row[key] > 0, (mode, key, row)
            assert row["ratio_vs_flashmla"] == pytest.approx(row["us"] / row["flashmla_us"], rel=1e-6)
            assert 0 < row["roofline_pct"] < 100
            if row.get("flashmla_heads") is not None:
                assert row["flashmla_heads"] == max(64, row["heads"])
        keys = {report.row_key(mode, r) for r in rows}
        assert len(keys) == len(rows)  # one row per case
        if mode == "decode":
            assert all(isinstance(r["batch"], int) and r["s_q"] in (1, 2) for r in rows)
        else:
            assert all(isinstance(r["requests"], int) and 1 <= r["requests"] <= r["rows"] for r in rows)
    if name == "h200.json":  # the host case runs with the full bench
        assert isinstance(data["host_us_per_call"], float) and data["allocations_per_call"] == 0.0
    mode = "all" if "prefill" in modes else "decode"
    assert run_bench(parse("--from-json", str(RESULTS / name), "--mode", mode)) == 0  # tables only, no PNG
    assert "| flash_csa |" in capsys.readouterr().out
