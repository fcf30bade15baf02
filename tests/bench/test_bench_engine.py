"""``bench --mode engine`` at tiny sizes on the CPU: every row and field, the JSON and the table."""

import json

import pytest
import torch

from sparsemla.bench import cli, run_bench
from sparsemla.bench.engine import ENGINE_FIELDS, layer_types
from sparsemla.serving.pools import CSA, HCA, SLIDING

from helpers import needs_interpreter


def test_layer_types():
    assert layer_types(5) == (SLIDING, CSA, HCA, CSA, HCA)
    assert len(layer_types(43)) == 43 and layer_types(43).count(SLIDING) == 1


def test_engine_defaults_and_errors(parse, capsys):
    args = parse("--mode", "engine")
    assert (args.layers, args.context, args.engine_batch_sizes) == (43, 8000, [1, 32, 128])
    assert (args.extend_rows, args.extend_requests, args.engine_paths) == (4096, 8, ["fused"])
    assert cli.resolve_args(args) == ["engine"]
    assert run_bench(parse("--mode", "engine", "--layers", "0")) == 2
    assert "--layers >= 1" in capsys.readouterr().err


@needs_interpreter
def test_engine_rows_on_cpu(tmp_path, capsys, parse):
    path = tmp_path / "r.json"
    path.write_text(json.dumps({"decode": [{"shape": "x", "us": 1.0}]}))
    args = parse("--mode", "engine", "--layers", "3", "--context", "160", "--heads", "8", "--engine-batch-sizes",
                 "2", "--extend-rows", "6", "--extend-requests", "2", "--kv-formats", "model1",
                 "--iters", "1", "--warmup", "0", "--engine-host-steps", "1", "--json", str(path),
                 "--engine-paths", "fused,torch")
    assert run_bench(args, allow_cpu=True) == 0
    out = capsys.readouterr().out
    data = json.loads(path.read_text())
    assert data["decode"] == [{"shape": "x", "us": 1.0}]  # other modes kept
    rows = data["engine"]
    cases = [("decode", 2, 2), ("extend", 2, 6)]
    assert [(r["mode"], r["batch"], r["rows"], r["path"]) for r in rows] == [
        case + (path,) for path in ("fused", "torch") for case in cases
    ]
    for row in rows:
        assert set(ENGINE_FIELDS) <= set(row)
        assert row["kv_format"] == "model1" and row["layers"] == 3 and row["heads"] == 8
        for key in ("eager_us", "kernels_us", "stores_us", "metadata_host_us", "metadata_gpu_us"):
            assert row[key] > 0, key
        assert row["eager_host_us_per_layer"] >= 0 and row["graph_us"] is None  # no graphs on the CPU
        assert row["kernel"] == "torch"  # (the CPU steps' attention takes the exact torch path)
    assert isinstance(data["versions"]["cutlass_dsl_cubins"], list)
    assert "| extend | 2 | 6 | model1 | fused |" in out and "sparsemla engine" in out
    assert (tmp_path / "r_engine.md").exists()
    capsys.readouterr()
    assert run_bench(parse("--from-json", str(path), "--mode", "engine")) == 0
    assert "| decode | 2 | 2 | model1 | torch |" in capsys.readouterr().out


@needs_interpreter
def test_engine_rows_name_the_kernel_of_each_layer_type(parse, monkeypatch):
    """The step's attention calls' kernel: one name where every layer type runs the same kernel, else
    ``type:kernel`` per layer type (here a stand-in describe_kernel naming the extra source's format)."""
    from sparsemla import ops
    from sparsemla.bench.engine import EngineStep
    from sparsemla.bench.timing import Timer

    args = parse("--mode", "engine", "--layers", "3", "--context", "160", "--heads", "64", "--iters", "1",
                 "--warmup", "0", "--kv-formats", "fp8_uniform")
    cpu = torch.device("cpu")
    step = EngineStep(args, cpu, "fp8_uniform", 1, 1, 1, 1)
    step.backend.attention_impl = "triton"  # (as on a GPU: the step's calls are the op's)
    timer = Timer(cpu, 1, 0, False)
    assert step.parts(timer)["kernel"] == "triton"
    seen = []

    def describe(heads, main, extra, device, options=None, rows=None, width=None, sm_count=None):
        seen.append((rows, width))
        return ("wide" if width > 128 else "narrow"), "why"

    monkeypatch.setattr(ops, "describe_kernel", describe)
    assert step.parts(timer)["kernel"] == f"{SLIDING}:narrow {CSA}:wide {HCA}:wide"
    assert seen[0] == (1, 128)
