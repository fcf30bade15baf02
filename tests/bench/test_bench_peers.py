"""sparsemla.bench.peers: the torch baseline, the engine path's dequantization, the FlashMLA adapter
(against the stand-in module of conftest.py) and its probe."""

import json
import math
import subprocess
import sys

import pytest
import torch

from sparsemla import PagedKVCache
from sparsemla.bench import peers
from sparsemla.bench.console import PeerUnsupported
from sparsemla.bench.workloads import SHAPES, Shape, build_decode_pools, build_prefill, decode_case

from helpers import needs_interpreter

CPU = torch.device("cpu")


# ---- the torch peer ------------------------------------------------------------------------------
@pytest.mark.parametrize("fmt", ["model1", "fp8_uniform", "bf16", "v41_fp8", "v41_fp8_blocks", "v41_fp4_blocks"])
def test_torch_peer_matches_reference(fmt, dense_reference):
    shape = Shape("t", 16, 32, 32, 4, 256)
    pools = build_decode_pools(shape, 2, 2, [fmt], CPU, 1, 16, 16)
    case = decode_case(pools, 2, 2)
    swa, comp = pools.swa[fmt], pools.compressed[fmt]
    want = dense_reference(case, swa, comp)
    got = peers.torch_call(case, swa, comp)()
    assert got.dtype == torch.bfloat16
    torch.testing.assert_close(got.double(), want, atol=2e-2, rtol=2e-2)
    exact = peers.torch_sparse_attention(case.q, [(swa, case.indices), (comp, case.extra_indices)], case.sinks,
                                         compute_dtype=torch.float32, budget_elements=3 * 64 * 512)  # several chunks
    torch.testing.assert_close(exact.double(), want, atol=1e-2, rtol=1e-2)
    rows = peers.gather_rows_bf16(comp, case.extra_indices[:1, :5])
    torch.testing.assert_close(rows[0].float(), comp.gather(case.extra_indices[0, :5]), atol=0, rtol=0)


def test_torch_peer_and_engine_lengths_follow_causal_hca_rows(dense_reference):
    """HCA prefill rows read only the compressed rows before them (``extra_lengths`` < the index width):
    the torch peer masks the rest, and the engine path's per-row lengths cover the window plus them."""
    shape = Shape("hca_tiny", 64, 64, 32, 16, 512)
    work = build_prefill(shape, 24, ["model1"], CPU, 3, 64, 16, requests=2)
    case, swa, comp = work.case, work.swa["model1"], work.compressed["model1"]
    assert int(case.extra_lengths.min()) < 32
    want = dense_reference(case, swa, comp)
    got = peers.torch_call(case, swa, comp)()
    torch.testing.assert_close(got.double(), want, atol=2e-2, rtol=2e-2)
    engine = peers.engine_workspace(case, swa, comp)
    assert torch.equal(engine.lengths, case.lengths + case.extra_lengths)


# ---- the engine path: dequantize model1 rows into a bf16 workspace ---------------------------------
@needs_interpreter  # the dequantize kernel on CPU tensors
def test_engine_dequantize_kernel_and_workspace():
    work = build_prefill(SHAPES["tiny"], 8, ["model1"], CPU, 2, 64, 16)
    case, swa, comp = work.case, work.swa["model1"], work.compressed["model1"]
    engine = peers.engine_workspace(case, swa, comp)
    rows = peers.engine_dequantize(engine, swa, comp)()
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
        peers.dequantize_model1_rows(PagedKVCache(1, 4, "bf16"), torch.zeros(1, dtype=torch.int32),
                                     torch.empty(1, 512, dtype=torch.bfloat16))


# ---- FlashMLA --------------------------------------------------------------------------------------
def test_flashmla_head_counts():
    assert [peers.flashmla_heads(h) for h in (8, 16, 32, 64, 96, 128, 256)] == [64, 64, 64, 64, 128, 128, None]


def test_missing_flashmla_is_one_notice(monkeypatch, capsys, parse):
    monkeypatch.setattr(peers.FlashMLA, "installed", staticmethod(lambda: False))
    flashmla, use_torch, notes = peers.resolve_peers(["flashmla", "torch"], CPU, ["decode"], {"decode": []},
                                                     parse("--shapes", "tiny"))
    lines = [line for line in capsys.readouterr().out.splitlines() if line.strip()]
    assert flashmla is None and use_torch
    assert [line.split(":")[0] for line in lines] == ["peer flashmla", "peer torch"]
    assert "not installed" in lines[0] and "skipped" in notes["flashmla"]


def test_flashmla_needs_a_gpu_unless_allowed(fake_flashmla):
    assert peers.flashmla_usable(CPU) == "needs a CUDA GPU"
    assert peers.flashmla_usable(CPU, allow_cpu=True) is None


def test_flashmla_adapter_decode_matches_reference(fake_flashmla, dense_reference):
    peer = peers.FlashMLA()
    peer.load()
    assert peer.module is sys.modules["flash_mla"] and "use_legacy=True" in peer.how and peer.version == "fake"
    pools = build_decode_pools(SHAPES["tiny"], 2, 2, ["model1"], CPU, 3, 64, 16)
    case = decode_case(pools, 2, 2)
    swa, comp = pools.swa["model1"], pools.compressed["model1"]
    view = peers.flashmla_kv_view(comp)
    assert view.data_ptr() == comp.data.data_ptr() and view.shape == (comp.num_pages, 16, 1, 584)
    got = peer.decode(case, swa, comp)()
    assert fake_flashmla == ["decode"] and got.shape == case.q.shape
    torch.testing.assert_close(got.double(), dense_reference(case, swa, comp), atol=2e-2, rtol=2e-2)
    with pytest.raises(PeerUnsupported):  # index widths must be multiples of 64
        narrow = Shape("s", 64, 32, 64, 4, 512)
        npools = build_decode_pools(narrow, 1, 1, ["model1"], CPU, 0, 64, 16)
        peer.decode(decode_case(npools, 1, 1), npools.swa["model1"], npools.compressed["model1"])


@needs_interpreter  # sparsemla's kernel on CPU tensors
@pytest.mark.parametrize("heads", [16, 64])
def test_dropin_call_runs_flashmlas_arguments_through_sparsemla(dense_reference, heads):
    """The host case's one-import switch: FlashMLA's arguments (no padding) into sparsemla.flash_mla."""
    pools = build_decode_pools(SHAPES["tiny"], 2, 2, ["model1"], CPU, 5, 64, 16, heads=heads)
    case = decode_case(pools, 2, 2, heads=heads)
    swa, comp = pools.swa["model1"], pools.compressed["model1"]
    call = peers.dropin_call(case, swa, comp)
    for _ in range(2):  # the second call takes the checked-call path
        got = call()
        assert got.shape == case.q.shape
        torch.testing.assert_close(got.double(), dense_reference(case, swa, comp), atol=2e-2, rtol=2e-2)


def test_flashmla_runs_a_tensor_parallel_share_at_64_padded_heads(fake_flashmla, dense_reference):
    """16 heads: q zero-padded to 64, the pad heads' sinks −inf, the first 16 heads of the output returned."""
    peer = peers.FlashMLA()
    peer.load()
    pools = build_decode_pools(SHAPES["tiny"], 2, 1, ["model1"], CPU, 4, 64, 16, heads=16)
    case = decode_case(pools, 2, 1, heads=16)
    swa, comp = pools.swa["model1"], pools.compressed["model1"]
    got = peer.decode(case, swa, comp)()
    q, sinks = sys.modules["flash_mla"].last_decode
    assert q.shape == (2, 1, 64, 512) and torch.equal(q[:, 0, :16], case.q) and not q[:, :, 16:].any()
    assert torch.equal(sinks[:16], case.sinks) and bool((sinks[16:] == -math.inf).all())
    assert got.shape == (2, 16, 512)
    torch.testing.assert_close(got.double(), dense_reference(case, swa, comp), atol=2e-2, rtol=2e-2)


def test_flashmla_prefill_needs_64_or_128_heads(fake_flashmla):
    peer = peers.FlashMLA()
    peer.load()
    q = torch.zeros(4, 16, 512, dtype=torch.bfloat16)
    with pytest.raises(PeerUnsupported):
        peer.sparse_fwd(q, torch.zeros(8, 512, dtype=torch.bfloat16), torch.zeros(4, 1, 64, dtype=torch.int32),
                        torch.zeros(16), torch.full((4,), 64, dtype=torch.int32))


# ---- the probe -------------------------------------------------------------------------------------
def test_probe_cases_cover_each_flashmla_head_count(parse):
    args = parse("--mode", "all", "--shapes", "tiny", "--batch-sizes", "1,3", "--rows-per-request", "1,2",
                 "--prefill-rows", "4")
    shapes = {"decode": [SHAPES["tiny"]], "prefill": [SHAPES["tiny"]]}
    assert peers.probe_cases(["decode", "prefill"], shapes, args) == [
        dict(mode="decode", shape="tiny", batch=2, rpr=2, heads=64),
        dict(mode="decode", shape="tiny", batch=3, rpr=2, heads=64),
        dict(mode="prefill", shape="tiny", rows=4),
    ]
    args = parse("--shapes", "tiny", "--batch-sizes", "4", "--heads", "32,8,64,128")
    assert [(c["heads"], c["batch"]) for c in peers.probe_cases(["decode"], shapes, args)] == [(8, 2), (8, 4), (128, 2), (128, 4)]


@needs_interpreter  # the probe runs both kernels on CPU tensors
def test_probe_child_runs_the_cases(fake_flashmla, capsys):
    cases = [dict(mode="decode", shape="tiny", batch=2, rpr=2, heads=64), dict(mode="decode", shape="tiny", batch=1,
             rpr=1, heads=16), dict(mode="prefill", shape="tiny", rows=4)]  # fmt: skip
    config = dict(cases=cases, swa_page_size=64, compressed_page_size=16)
    assert peers.probe_main(json.dumps(config)) == 0
    line = [x for x in capsys.readouterr().out.splitlines() if x.startswith(peers.PROBE_TAG)]
    result = json.loads(line[0][len(peers.PROBE_TAG):])
    assert result["ok"], result
    assert len(result["max_abs_diff"]) == 3 and max(result["max_abs_diff"].values()) < 2e-2


@needs_interpreter
def test_probe_reference_reads_only_the_entries_each_row_reads(fake_flashmla, capsys, monkeypatch):
    """HCA prefill rows read the compressed rows before them only: the probe's reference must too, or a
    correct FlashMLA is reported with a large difference."""
    monkeypatch.setitem(peers.SHAPES, "hca_tiny", Shape("hca_tiny", 64, 64, 64, 8, 512))  # 64 rows, all read
    config = dict(cases=[dict(mode="prefill", shape="hca_tiny", rows=48)], swa_page_size=64, compressed_page_size=16)
    assert peers.probe_main(json.dumps(config)) == 0
    line = [x for x in capsys.readouterr().out.splitlines() if x.startswith(peers.PROBE_TAG)]
    result = json.loads(line[0][len(peers.PROBE_TAG):])
    assert result["ok"], result
    assert max(result["max_abs_diff"].values()) < 2e-2


def test_probe_child_reports_a_failure(capsys):
    assert peers.probe_main("{not json") == 0
    line = [x for x in capsys.readouterr().out.splitlines() if x.startswith(peers.PROBE_TAG)]
    result = json.loads(line[0][len(peers.PROBE_TAG):])
    assert not result["ok"] and result["error"].startswith("JSONDecodeError")


@pytest.mark.parametrize("rc, stdout, usable, words", [
    (0, peers.PROBE_TAG + json.dumps({"ok": True, "how": "iface", "version": "1", "max_abs_diff": {"a": 1e-3}}),
     True, "iface"),
    (0, peers.PROBE_TAG + json.dumps({"ok": True, "how": "iface", "version": "1", "max_abs_diff": {"a": 0.5}}),
     True, "WARNING"),
    (0, peers.PROBE_TAG + json.dumps({"ok": False, "error": "RuntimeError: bad"}), False, "RuntimeError: bad"),
    (-11, "", False, "rc=-11"),
    (0, "garbage", False, "probe process failed"),
])  # fmt: skip
def test_probe_outcomes(monkeypatch, parse, rc, stdout, usable, words):
    def fake_run(cmd, **kwargs):
        config = json.loads(kwargs["input"])  # the configuration travels on stdin
        assert config["cases"][0]["shape"] == "tiny" and config["swa_page_size"] == 128
        assert "env" not in kwargs and "probe_main" in cmd[-1]
        return subprocess.CompletedProcess(cmd, rc, stdout, "Segmentation fault" if rc else "")

    monkeypatch.setattr(peers.subprocess, "run", fake_run)
    ok, note = peers.probe_flashmla(["decode"], {"decode": [SHAPES["tiny"]]}, parse("--shapes", "tiny"))
    assert ok == usable and words in note
