"""The CPU-testable parts of ``python -m sparsemla bench``: options, metrics, JSON, peers, workloads.

FlashMLA is replaced by a stand-in module that checks sgl-flash-mla 1.0.0's documented call contract
(shapes, dtypes, strides, ``use_legacy=True``) and computes the answer from the raw cache bytes the way
FlashMLA's MODEL1 layout defines them, so the adapter's plumbing is checked without a GPU.
"""

import importlib.machinery
import json
import sys
import types
from pathlib import Path

import pytest
import torch

import sparsemla.bench as bench
from sparsemla import PagedKVCache, sparse_attention_ref
from sparsemla.cli import build_parser

CPU = torch.device("cpu")


def parse(*argv):
    return build_parser().parse_args(["bench", *argv])


# ---- options ----------------------------------------------------------------------------------
def test_defaults():
    args = parse()
    assert args.mode == "decode"
    assert args.batch_sizes == [1, 8, 64, 128, 256]
    assert args.rows_per_request == [1, 2]
    assert args.kv_formats == ["fp8_uniform", "model1"]
    assert args.peers == ["flashmla", "torch"]
    assert args.prefill_rows == 4096 and not args.graph and args.iters > 0
    assert bench.resolve_args(args) == ["decode"]
    assert [s.name for s in bench.shapes_for(args, "decode")] == ["flash_csa", "pro_csa", "hca_1m"]
    assert [s.name for s in bench.shapes_for(args, "prefill")] == ["flash_csa", "pro_csa"]


def test_lists_and_errors(capsys):
    args = parse("--mode", "all", "--shapes", "hca_1m,flash_csa", "--batch-sizes", "2,4", "--rows-per-request", "2",
                 "--peers", "torch", "--kv-formats", "model1", "--graph", "--iters", "7")
    assert bench.resolve_args(args) == ["decode", "prefill"]
    assert args.shapes == ["hca_1m", "flash_csa"] and args.batch_sizes == [2, 4] and args.rows_per_request == [2]
    assert args.peers == ["torch"] and args.kv_formats == ["model1"] and args.graph and args.iters == 7
    assert parse("--peers", "none").peers == []
    for bad in (["--shapes", "nope"], ["--batch-sizes", "0"], ["--batch-sizes", "x"], ["--peers", "vllm"],
                ["--kv-formats", "fp4"], ["--mode", "train"]):
        with pytest.raises(SystemExit):
            parse(*bad)
    capsys.readouterr()
    assert bench.run_bench(parse("--iters", "0")) == 2
    assert "--iters" in capsys.readouterr().out


def test_shapes_are_dsv4():
    flash, pro, hca = (bench.SHAPES[n] for n in ("flash_csa", "pro_csa", "hca_1m"))
    assert (flash.heads, flash.window, flash.topk) == (64, 128, 512)
    assert (pro.heads, pro.window, pro.topk) == (128, 128, 1024)
    assert (hca.heads, hca.window, hca.topk, hca.compressed_rows) == (64, 128, 8192, 8192)
    for shape in (flash, pro, hca):
        assert shape.topk <= shape.compressed_rows
        assert shape.window % 64 == 0 and shape.topk % 64 == 0  # FlashMLA's index-width rule


# ---- metrics ----------------------------------------------------------------------------------
def test_metric_formulas():
    rows, heads, width = 256, 64, 640
    flops = bench.attention_flops(rows, heads, width)
    assert flops == 2 * 2 * rows * heads * width * 512
    nbytes = bench.attention_bytes(rows, heads, rows * width, 584)
    assert nbytes == rows * width * 584 + rows * heads * 512 * 2 * 2
    roof = bench.roofline_us(flops, nbytes)
    assert roof == pytest.approx(max(flops / 790e12, nbytes / 4.3e12) * 1e6)
    m = bench.derived_metrics(2 * roof, flops, nbytes)
    assert m["roofline_pct"] == pytest.approx(50.0)
    assert m["tflops"] == pytest.approx(flops / (2 * roof * 1e-6) / 1e12)
    assert m["gbps"] == pytest.approx(nbytes / (2 * roof * 1e-6) / 1e9)
    assert bench.derived_metrics(None, flops, nbytes) == {"tflops": None, "gbps": None, "roofline_pct": None}
    assert bench.ratio(10.0, 20.0) == 0.5 and bench.ratio(None, 1.0) is None and bench.ratio(1.0, None) is None
    # Pro CSA at 128 heads is compute-bound, Flash CSA with q/out traffic memory-bound (perf_anchors §3.1).
    pro = bench.attention_flops(1, 128, 1152), bench.attention_bytes(1, 128, 1152, 584)
    assert pro[0] / 790e12 > pro[1] / 4.3e12
    flash = bench.attention_flops(1, 64, 640), bench.attention_bytes(1, 64, 640, 584)
    assert flash[0] / 790e12 < flash[1] / 4.3e12


# ---- JSON and tables --------------------------------------------------------------------------
DECODE_KEYS = {"shape", "batch", "s_q", "kv_format", "us", "flashmla_us", "ratio_vs_flashmla", "torch_us", "tflops",
               "gbps", "roofline_pct", "max_abs_diff_vs_flashmla"}
TOP_KEYS = {"decode", "prefill", "host_us_per_call", "allocations_per_call", "commit", "date", "gpu", "command"}


def _row(**extra):
    row = dict(shape="flash_csa", batch=8, s_q=2, kv_format="model1", us=10.0, flashmla_us=12.5, ratio_vs_flashmla=0.8,
               torch_us=float("nan"), tflops=1.0, gbps=2.0, roofline_pct=30.0, max_abs_diff_vs_flashmla=1e-3,
               rows=16, width=640)
    row.update(extra)
    return row


def test_json_writer_schema_and_merge(tmp_path):
    path = tmp_path / "sub" / "h200.json"
    meta = dict(commit="abc", date="today", gpu="NVIDIA H200", command="python -m sparsemla bench",
                host_us_per_call=12.0, allocations_per_call=0.0)
    bench.write_json(path, "decode", [_row()], meta)
    data = json.loads(path.read_text())
    assert TOP_KEYS <= set(data) and data["prefill"] == []
    assert DECODE_KEYS <= set(data["decode"][0])
    assert data["decode"][0]["torch_us"] is None  # NaN never reaches the file
    prefill_row = dict(shape="pro_csa", rows=4096, kv_format="fp8_uniform", us=500.0, flashmla_us=None)
    bench.write_json(path, "prefill", [prefill_row], dict(meta, command="prefill cmd", host_us_per_call=None))
    data = json.loads(path.read_text())
    assert len(data["decode"]) == 1 and data["prefill"][0]["rows"] == 4096  # the other mode is kept
    assert data["commands"] == {"decode": "python -m sparsemla bench", "prefill": "prefill cmd"}
    assert data["command"] == "prefill cmd"


def test_markdown_table():
    table = bench.markdown_table("decode", [_row(), _row(kv_format="fp8_uniform", flashmla_us=None, ratio_vs_flashmla=None)],
                                 {"gpu": "NVIDIA H200", "commit": "abcdef", "host_us_per_call": 20.0})
    lines = table.splitlines()
    header = next(i for i, line in enumerate(lines) if line.startswith("| shape"))
    assert lines[header + 1].startswith("|---")
    assert len(lines[header].split("|")) == len(lines[header + 2].split("|")) == len(lines[header + 3].split("|"))
    assert "lower is better" in table and "0.80" in table and "Host: 20.0 µs" in table


def test_png_or_notice(tmp_path, capsys):
    ok = bench.plot_png(tmp_path / "p.png", "decode", [_row(), _row(batch=64, flashmla_roofline_pct=40.0)])
    out = capsys.readouterr().out
    if ok:
        assert (tmp_path / "p.png").stat().st_size > 1000
    else:
        assert "matplotlib not installed" in out


# ---- peers ------------------------------------------------------------------------------------
def test_missing_peer_is_one_notice(monkeypatch, capsys):
    monkeypatch.setattr(bench.FlashMLA, "installed", staticmethod(lambda: False))
    args = parse("--shapes", "tiny")
    flashmla, use_torch, notes = bench.resolve_peers(["flashmla", "torch"], CPU, ["decode"], {"decode": []}, args)
    lines = [line for line in capsys.readouterr().out.splitlines() if line.strip()]
    assert flashmla is None and use_torch
    assert [line.split(":")[0] for line in lines] == ["peer flashmla", "peer torch"]
    assert "not installed" in lines[0] and "skipped" in notes["flashmla"]


def test_attempt_turns_failures_into_notices(capsys):
    assert bench._attempt("peer x", lambda: 1 / 0) is None
    assert bench._attempt("peer y", lambda: (_ for _ in ()).throw(bench.PeerUnsupported("no"))) is None
    assert bench._attempt("peer z", lambda: 3) == 3
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 2 and "failed (ZeroDivisionError" in out[0] and "skipped (no)" in out[1]


# ---- workloads and the torch peer ---------------------------------------------------------------
def _dense_reference(case, swa, comp):
    out, _ = sparse_attention_ref(
        case.q.double(), swa.dense().double(), case.indices, case.lengths, kv_extra=comp.dense().double(),
        extra_indices=case.extra_indices, extra_lengths=case.extra_lengths, sinks=case.sinks,
    )  # fmt: skip
    return out


def test_decode_workload_layout():
    shape = bench.SHAPES["tiny"]
    pools = bench.build_decode_pools(shape, 3, 2, ["model1", "fp8_uniform"], CPU, 0, 64, 16)
    case = bench.decode_case(pools, 3, 2)
    assert case.q.shape == (6, 64, 512) and case.indices.shape == (6, 64) and case.extra_indices.shape == (6, 64)
    assert case.indices.dtype == case.extra_indices.dtype == torch.int32
    assert int(case.indices.min()) >= 0 and int(case.extra_indices.min()) >= 0  # no -1 in the valid part
    assert int(case.indices.max()) < pools.swa["model1"].num_slots
    assert int(case.extra_indices.max()) < pools.compressed["model1"].num_slots
    for row in range(6):  # distinct picks per row
        assert case.extra_indices[row].unique().numel() == 64 and case.indices[row].unique().numel() == 64
    swa_page = case.indices.long() // 64
    comp_page = case.extra_indices.long() // 16
    for a in range(3):  # each request reads only its own pages
        for b in range(a + 1, 3):
            assert not set(swa_page[2 * a : 2 * a + 2].flatten().tolist()) & set(swa_page[2 * b : 2 * b + 2].flatten().tolist())
            assert not set(comp_page[2 * a : 2 * a + 2].flatten().tolist()) & set(comp_page[2 * b : 2 * b + 2].flatten().tolist())
    # MTP rows of one request: windows shifted by one token.
    assert torch.equal(case.indices[0, 1:], case.indices[1, :-1])
    # both formats hold the same rows
    rows_m1 = pools.swa["model1"].gather(torch.arange(64))
    rows_u = pools.swa["fp8_uniform"].gather(torch.arange(64))
    assert (rows_m1 - rows_u).abs().max() < 0.3


@pytest.mark.parametrize("fmt", ["model1", "fp8_uniform", "bf16"])
def test_torch_peer_matches_reference(fmt):
    shape = bench.Shape("t", 16, 32, 32, 4, 256)
    pools = bench.build_decode_pools(shape, 2, 2, [fmt], CPU, 1, 16, 16)
    case = bench.decode_case(pools, 2, 2)
    swa, comp = pools.swa[fmt], pools.compressed[fmt]
    want = _dense_reference(case, swa, comp)
    got = bench.torch_call(case, swa, comp)()
    assert got.dtype == torch.bfloat16
    torch.testing.assert_close(got.double(), want, atol=2e-2, rtol=2e-2)
    exact = bench.torch_sparse_attention(case.q, [(swa, case.indices), (comp, case.extra_indices)], case.sinks,
                                         compute_dtype=torch.float32, budget_elements=3 * 64 * 512)  # several chunks
    torch.testing.assert_close(exact.double(), want, atol=1e-2, rtol=1e-2)
    rows = bench.gather_rows_bf16(comp, case.extra_indices[:1, :5])
    torch.testing.assert_close(rows[0].float(), comp.gather(case.extra_indices[0, :5]), atol=0, rtol=0)


def test_engine_dequantize_kernel_and_workspace():
    shape = bench.SHAPES["tiny"]
    work = bench.build_prefill(shape, 8, ["model1"], CPU, 2, 64, 16)
    case, swa, comp = work.case, work.swa["model1"], work.compressed["model1"]
    engine = bench.engine_workspace(case, swa, comp)
    rows = bench.engine_dequantize(engine, swa, comp)()
    n_comp = engine.compressed_slots.numel()
    assert rows.dtype == torch.bfloat16 and rows.shape[0] == n_comp + engine.swa_slots.numel()
    torch.testing.assert_close(rows[:n_comp].float(), comp.gather(engine.compressed_slots), atol=0, rtol=0)
    torch.testing.assert_close(rows[n_comp:].float(), swa.gather(engine.swa_slots), atol=0, rtol=0)
    # the rebased indices point at the same rows
    combined = torch.cat([case.indices, case.extra_indices], dim=1)
    sources = torch.cat([swa.gather(combined[:, :64].flatten()), comp.gather(combined[:, 64:].flatten())])
    via_workspace = rows.float()[engine.indices[:, 0].long()]
    torch.testing.assert_close(via_workspace[:, :64].reshape(-1, 512), sources[: 8 * 64], atol=0, rtol=0)
    assert engine.indices.shape == (8, 1, 128) and engine.lengths.tolist() == [128] * 8
    with pytest.raises(ValueError):
        bench.dequantize_model1_rows(PagedKVCache(1, 4, "bf16"), torch.zeros(1, dtype=torch.int32),
                                     torch.empty(1, 512, dtype=torch.bfloat16))


# ---- FlashMLA adapter against a contract-checking stand-in -----------------------------------------
class _SchedMeta:
    pass


def _decode_model1_pages(k_cache, slots):
    """FlashMLA MODEL1 bytes -> float32 rows, written from its layout description (quant.py)."""
    blocks, page, heads_k, token_bytes = k_cache.shape
    raw = k_cache.view(torch.uint8).reshape(blocks, page * token_bytes)
    records = raw[:, : page * 576].reshape(blocks, page, 576)
    scales = raw[:, page * 576 : page * 584].reshape(blocks, page, 8)[:, :, :7]
    slots = slots.long()
    rec, exp = records[slots // page, slots % page], scales[slots // page, slots % page]
    nope = rec[..., :448].contiguous().view(torch.float8_e4m3fn).float().unflatten(-1, (7, 64))
    nope = (nope * torch.exp2(exp.float() - 127)[..., None]).flatten(-2)
    rope = rec[..., 448:].contiguous().view(torch.bfloat16).float()
    return torch.cat([nope, rope], dim=-1)


def _attend(q, kv, sinks, scale):
    scores = torch.einsum("hd,kd->hk", q.float(), kv) * scale
    m = torch.maximum(scores.amax(-1), sinks)
    p = torch.exp(scores - m[:, None])
    return (p @ kv) / (p.sum(-1) + torch.exp(sinks - m))[:, None]


def _fake_flash_mla(calls):
    module = types.ModuleType("flash_mla")
    module.__spec__ = importlib.machinery.ModuleSpec("flash_mla", None)
    module.__version__ = "fake"
    module.has_legacy = lambda: True
    module.get_mla_metadata = lambda *a, **k: (_SchedMeta(), None)

    def check_cache(k_cache):
        assert k_cache.dtype in (torch.float8_e4m3fn, torch.uint8, torch.int8)
        assert k_cache.dim() == 4 and k_cache.shape[2] == 1 and k_cache.shape[3] == 584
        assert k_cache.stride(1) == 584 and k_cache.stride(3) == 1 and k_cache.stride(0) % 576 == 0

    def flash_mla_with_kvcache(q, k_cache, block_table, cache_seqlens, head_dim_v, tile_scheduler_metadata,
                               num_splits=None, softmax_scale=None, causal=False, is_fp8_kvcache=None, indices=None,
                               attn_sink=None, extra_k_cache=None, extra_indices_in_kvcache=None, topk_length=None,
                               extra_topk_length=None, enable_batch_invariant=False, use_legacy=False, kv_format=None,
                               descale_q=None, descale_k=None):
        calls.append("decode")
        assert use_legacy is True and is_fp8_kvcache is True and causal is False and num_splits is None
        assert head_dim_v == 512 and isinstance(tile_scheduler_metadata, _SchedMeta) and kv_format is None
        b, s_q, h, d = q.shape
        assert q.dtype == torch.bfloat16 and d == 512 and h in (64, 128) and q.stride(-1) == 1
        check_cache(k_cache)
        check_cache(extra_k_cache)
        for idx, length in ((indices, topk_length), (extra_indices_in_kvcache, extra_topk_length)):
            assert idx.dtype == torch.int32 and idx.shape[:2] == (b, s_q) and idx.shape[2] % 64 == 0 and idx.stride(-1) == 1
            assert length.dtype == torch.int32 and length.shape == (b,) and length.is_contiguous()
        assert attn_sink.dtype == torch.float32 and attn_sink.shape == (h,) and attn_sink.is_contiguous()
        out = torch.empty(b, s_q, h, 512)
        for i in range(b):
            for j in range(s_q):
                kv = torch.cat([
                    _decode_model1_pages(k_cache, indices[i, j, : topk_length[i]]),
                    _decode_model1_pages(extra_k_cache, extra_indices_in_kvcache[i, j, : extra_topk_length[i]]),
                ])
                out[i, j] = _attend(q[i, j], kv, attn_sink, softmax_scale)
        return out.to(torch.bfloat16), torch.zeros(b, h, s_q)

    def flash_mla_sparse_fwd(q, kv, indices, sm_scale, d_v=512, attn_sink=None, topk_length=None, use_legacy=False,
                             return_log2_lse=None):
        calls.append("sparse_fwd")
        assert use_legacy is True and d_v == 512
        s_q, h, d = q.shape
        assert q.dtype == kv.dtype == torch.bfloat16 and d == 512 and h in (64, 128)
        assert kv.dim() == 3 and kv.shape[1:] == (1, 512) and kv.stride(-1) == 1
        assert indices.dtype == torch.int32 and indices.shape[:2] == (s_q, 1) and indices.shape[2] % 64 == 0
        assert topk_length.shape == (s_q,) and attn_sink.shape == (h,)
        out = torch.stack([_attend(q[r], kv[indices[r, 0, : topk_length[r]].long(), 0].float(), attn_sink, sm_scale)
                           for r in range(s_q)])
        return [out.to(torch.bfloat16), None, None]

    module.flash_mla_with_kvcache = flash_mla_with_kvcache
    module.flash_mla_sparse_fwd = flash_mla_sparse_fwd
    return module


@pytest.fixture
def fake_flashmla(monkeypatch):
    calls = []
    monkeypatch.setitem(sys.modules, "flash_mla", _fake_flash_mla(calls))
    monkeypatch.setattr(bench, "_ALLOW_CPU", True)
    return calls


def test_flashmla_adapter_decode_matches_reference(fake_flashmla):
    peer = bench.FlashMLA()
    peer.load()
    assert peer.module is sys.modules["flash_mla"] and "use_legacy=True" in peer.how
    shape = bench.SHAPES["tiny"]
    pools = bench.build_decode_pools(shape, 2, 2, ["model1"], CPU, 3, 64, 16)
    case = bench.decode_case(pools, 2, 2)
    swa, comp = pools.swa["model1"], pools.compressed["model1"]
    view = bench.flashmla_kv_view(comp)
    assert view.data_ptr() == comp.data.data_ptr() and view.shape == (comp.num_pages, 16, 1, 584)
    got = peer.decode(case, swa, comp)()
    assert fake_flashmla == ["decode"] and got.shape == case.q.shape
    torch.testing.assert_close(got.double(), _dense_reference(case, swa, comp), atol=2e-2, rtol=2e-2)
    with pytest.raises(bench.PeerUnsupported):
        small = bench.Shape("s", 16, 64, 64, 4, 512)
        spools = bench.build_decode_pools(small, 1, 1, ["model1"], CPU, 0, 64, 16)
        peer.decode(bench.decode_case(spools, 1, 1), spools.swa["model1"], spools.compressed["model1"])


def test_probe_child_runs_the_cases(fake_flashmla, monkeypatch, capsys):
    args = parse("--mode", "all", "--shapes", "tiny", "--batch-sizes", "1,3", "--rows-per-request", "1,2",
                 "--prefill-rows", "4")
    modes = bench.resolve_args(args)
    cases = bench.probe_cases(modes, {m: bench.shapes_for(args, m) for m in modes}, args)
    assert cases == [dict(mode="decode", shape="tiny", batch=2, rpr=2), dict(mode="decode", shape="tiny", batch=3, rpr=2),
                     dict(mode="prefill", shape="tiny", rows=4)]
    config = dict(cases=cases, swa_page_size=64, compressed_page_size=16)
    monkeypatch.setenv("SPARSEMLA_PROBE", json.dumps(config))
    assert bench.probe_main() == 0
    line = [x for x in capsys.readouterr().out.splitlines() if x.startswith(bench.PROBE_TAG)]
    result = json.loads(line[0][len(bench.PROBE_TAG):])
    assert result["ok"] and len(result["max_abs_diff"]) == 3 and max(result["max_abs_diff"].values()) < 2e-2


@pytest.mark.parametrize("rc, stdout, usable, words", [
    (0, bench.PROBE_TAG + json.dumps({"ok": True, "how": "iface", "version": "1", "max_abs_diff": {"a": 1e-3}}),
     True, "iface"),
    (0, bench.PROBE_TAG + json.dumps({"ok": False, "error": "RuntimeError: bad"}), False, "RuntimeError: bad"),
    (-11, "", False, "rc=-11"),
    (0, "garbage", False, "probe process failed"),
])
def test_probe_outcomes(monkeypatch, rc, stdout, usable, words):
    def fake_run(cmd, **kwargs):
        assert "SPARSEMLA_PROBE" in kwargs["env"]
        return bench.subprocess.CompletedProcess(cmd, rc, stdout, "Segmentation fault" if rc else "")

    monkeypatch.setattr(bench.subprocess, "run", fake_run)
    args = parse("--shapes", "tiny")
    ok, note = bench.probe_flashmla(["decode"], {"decode": [bench.SHAPES["tiny"]]}, args)
    assert ok == usable and words in note


def test_end_to_end_on_cpu(fake_flashmla, tmp_path, capsys, monkeypatch):
    """The whole run (decode then prefill) on the interpreter: progress, tables, JSON."""
    path = tmp_path / "r.json"
    pngs = []
    monkeypatch.setattr(bench, "plot_png", lambda png, mode, rows: pngs.append((str(png), mode, len(rows))))
    args = parse("--mode", "all", "--shapes", "tiny", "--batch-sizes", "2", "--rows-per-request", "2",
                 "--prefill-rows", "4", "--iters", "1", "--warmup", "0", "--json", str(path))
    assert bench.run_bench(args) == 0
    out = capsys.readouterr().out
    progress = [line for line in out.splitlines() if line.startswith("[")]
    assert len(progress) == 4 and all("ours" in line for line in progress)
    assert "peer flashmla: flash_mla python interface, use_legacy=True (version fake)" in out
    assert fake_flashmla.count("decode") >= 2 and fake_flashmla.count("sparse_fwd") >= 2
    data = json.loads(path.read_text())
    assert TOP_KEYS <= set(data)
    assert len(data["decode"]) == 2 and len(data["prefill"]) == 2
    for row in data["decode"]:
        assert DECODE_KEYS <= set(row), out
        assert all(row[key] is not None and row[key] > 0 for key in ("us", "flashmla_us", "torch_us")), out
        assert row["ratio_vs_flashmla"] == pytest.approx(row["us"] / row["flashmla_us"])
    model1 = next(row for row in data["decode"] if row["kv_format"] == "model1")
    uniform = next(row for row in data["decode"] if row["kv_format"] == "fp8_uniform")
    assert model1["max_abs_diff_vs_flashmla"] < 2e-2 and uniform["max_abs_diff_vs_flashmla"] is None
    prefill = next(row for row in data["prefill"] if row["kv_format"] == "model1")
    assert pngs == [(str(tmp_path / "r_decode.png"), "decode", 2), (str(tmp_path / "r_prefill.png"), "prefill", 2)]
    assert prefill["rows"] == 4 and prefill["flashmla_fwd_us"] > 0 and prefill["max_abs_diff_vs_flashmla"] < 2e-2
    assert data["host_us_per_call"] is None  # host overhead needs CUDA
    assert (tmp_path / "r_decode.md").exists() and (tmp_path / "r_prefill.md").exists()
    # the tables can be rebuilt from the JSON alone
    assert bench.run_bench(parse("--from-json", str(path), "--mode", "all")) == 0
    assert "| tiny |" in capsys.readouterr().out


def test_needs_cuda_without_override(capsys):
    if torch.cuda.is_available():
        pytest.skip("has a GPU")
    assert bench.run_bench(parse("--shapes", "tiny")) == 2
    assert "needs a CUDA GPU" in capsys.readouterr().out


def test_kernel_switches_are_recorded_but_not_the_bench_internals(monkeypatch):
    from sparsemla import bench

    for key in [k for k in __import__("os").environ if k.startswith("SPARSEMLA_")]:
        monkeypatch.delenv(key)
    assert bench.kernel_switches() == {}
    monkeypatch.setenv("SPARSEMLA_GLUON_QK_FP8", "1")
    monkeypatch.setenv("SPARSEMLA_COMMIT", "abc")
    monkeypatch.setenv("SPARSEMLA_PROBE", "{}")
    assert bench.kernel_switches() == {"SPARSEMLA_GLUON_QK_FP8": "1"}


def test_markdown_header_names_the_switches_of_the_run():
    from sparsemla import bench

    plain = bench.markdown_table("decode", [], {"gpu": "NVIDIA H200"})
    opt_in = bench.markdown_table("decode", [], {"gpu": "NVIDIA H200", "switches": {"SPARSEMLA_GLUON_QK_FP8": "1"}})
    assert "SPARSEMLA_GLUON_QK_FP8=1" in opt_in and "SPARSEMLA_" not in plain


# ---- the committed H200 results ---------------------------------------------------------------------
RESULTS = Path(__file__).resolve().parents[2] / "benchmarks" / "results"


@pytest.mark.parametrize("name, modes", [("h200.json", ("decode", "prefill")), ("h200_graph.json", ("decode",))])
def test_committed_results_follow_the_issue_schema(name, modes, capsys):
    """benchmarks/results/h200*.json as the performance issue specifies them: one row per (shape, batch,
    s_q, kv_format) with µs, FlashMLA µs, their ratio (consistent with the two times) and % roofline;
    prefill rows; host cost and allocations; commit and date. The tables rebuild from the JSON alone."""
    data = json.loads((RESULTS / name).read_text())
    assert isinstance(data["commit"], str) and len(data["commit"]) >= 7 and isinstance(data["date"], str)
    assert data["gpu"] == "NVIDIA H200"
    for mode in modes:
        rows = data[mode]
        assert rows, mode
        for row in rows:
            assert row["shape"] in ("flash_csa", "pro_csa", "hca_1m")
            assert row["kv_format"] in ("fp8_uniform", "model1")
            for key in ("us", "flashmla_us", "ratio_vs_flashmla", "roofline_pct"):
                assert isinstance(row[key], float) and row[key] > 0, (mode, key, row)
            assert row["ratio_vs_flashmla"] == pytest.approx(row["us"] / row["flashmla_us"], rel=1e-6)
            assert 0 < row["roofline_pct"] < 100
        if mode == "decode":
            keys = {(r["shape"], r["batch"], r["s_q"], r["kv_format"]) for r in rows}
            assert len(keys) == len(rows)  # one row per case
            assert all(isinstance(r["batch"], int) and r["s_q"] in (1, 2) for r in rows)
    if "prefill" in modes:
        assert isinstance(data["host_us_per_call"], float) and data["allocations_per_call"] == 0.0
    mode = "all" if "prefill" in modes else "decode"
    assert bench.run_bench(parse("--from-json", str(RESULTS / name), "--mode", mode)) == 0  # tables only, no PNG
    assert "| flash_csa |" in capsys.readouterr().out
