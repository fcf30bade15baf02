"""sparsemla.bench.workloads: DSv4 shapes, pools, decode and prefill cases."""

import torch

from sparsemla.bench import workloads
from sparsemla.bench.workloads import SHAPES, build_decode_pools, build_prefill, decode_case

CPU = torch.device("cpu")


def test_shapes_are_dsv4():
    flash, pro, hca = (SHAPES[n] for n in ("flash_csa", "pro_csa", "hca_1m"))
    assert (flash.heads, flash.window, flash.topk) == (64, 128, 512)
    assert (pro.heads, pro.window, pro.topk) == (128, 128, 1024)
    assert (hca.heads, hca.window, hca.topk, hca.compressed_rows) == (64, 128, 8192, 8192)
    for shape in (flash, pro, hca):
        assert shape.topk <= shape.compressed_rows
        assert shape.window % 64 == 0 and shape.topk % 64 == 0  # FlashMLA's index-width rule
    assert workloads.DEFAULT_SHAPES == {"decode": ("flash_csa", "pro_csa", "hca_1m"), "prefill": ("flash_csa", "pro_csa")}


def test_decode_workload_layout():
    pools = build_decode_pools(SHAPES["tiny"], 3, 2, ["model1", "fp8_uniform"], CPU, 0, 64, 16)
    case = decode_case(pools, 3, 2)
    assert case.q.shape == (6, 64, 512) and case.indices.shape == (6, 64) and case.extra_indices.shape == (6, 64)
    assert case.rows == 6 and case.heads == 64 and case.width == 128
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


def test_tensor_parallel_heads_are_the_first_heads_of_the_pools():
    pools = build_decode_pools(SHAPES["tiny"], 2, 1, ["model1"], CPU, 0, 64, 16, heads=64)
    full, share = decode_case(pools, 2, 1), decode_case(pools, 2, 1, heads=16)
    assert share.q.shape == (2, 16, 512) and share.q.is_contiguous() and share.heads == 16
    assert torch.equal(share.q, full.q[:, :16]) and torch.equal(share.sinks, full.sinks[:16])
    assert share.sinks.shape == (16,) and share.sinks.is_contiguous()
    try:
        decode_case(build_decode_pools(SHAPES["tiny"], 1, 1, ["model1"], CPU, 0, 64, 16, heads=16), 1, 1, heads=32)
    except ValueError as exc:
        assert "16 heads" in str(exc)
    else:
        raise AssertionError("more heads than the pools hold must be refused")


def test_prefill_chunk_reads_the_window_before_each_row():
    work = build_prefill(SHAPES["tiny"], 8, ["model1"], CPU, 2, 64, 16)
    case = work.case
    assert case.q.shape == (8, 64, 512) and case.indices.shape == (8, 64) and case.extra_indices.shape == (8, 64)
    assert torch.equal(case.indices[0, 1:], case.indices[1, :-1])  # row i+1's window is row i's moved by one
    assert case.lengths.tolist() == [64] * 8 and case.extra_lengths.tolist() == [64] * 8
    assert int(case.indices.max()) < work.swa["model1"].num_slots


def test_kernel_name_falls_back_to_triton(monkeypatch):
    from sparsemla import ops

    for module in (ops, ops.attention):
        monkeypatch.delattr(module, "describe_kernel", raising=False)
    assert workloads.kernel_name(64, "model1", "model1", CPU) == "triton"
    seen = []
    monkeypatch.setattr(ops, "describe_kernel", lambda *a: seen.append(a) or ("gluon", "why"), raising=False)
    assert workloads.kernel_name(64, "model1", "fp8_uniform", CPU) == "gluon"
    assert seen == [(64, "model1", "fp8_uniform", CPU)]


def test_kernel_name_of_the_op():
    assert workloads.kernel_name(16, "model1", "model1", CPU) == "triton"  # no Gluon kernel off Hopper
