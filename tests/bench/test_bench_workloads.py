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
    hca_prefill = SHAPES["hca_32k"]  # 128 window + the ≤ 256 compressed rows before each token
    assert (hca_prefill.heads, hca_prefill.window, hca_prefill.topk, hca_prefill.compressed_rows) == (64, 128, 256, 256)
    assert workloads.DEFAULT_SHAPES == {
        "decode": ("flash_csa", "pro_csa", "hca_1m"), "prefill": ("flash_csa", "pro_csa", "hca_32k")}


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


def test_ragged_lengths():
    assert workloads.ragged_lengths(4096, 8) == [914, 796, 682, 568, 455, 341, 227, 113]
    assert workloads.ragged_lengths(4096, 1) == [4096] and workloads.ragged_lengths(3, 3) == [1, 1, 1]
    for rows, requests in ((4096, 8), (100, 7), (9, 4)):
        lengths = workloads.ragged_lengths(rows, requests)
        assert sum(lengths) == rows and len(lengths) == requests and min(lengths) >= 1
    for bad in ((3, 4), (8, 0)):
        try:
            workloads.ragged_lengths(*bad)
        except ValueError:
            pass
        else:
            raise AssertionError(bad)


def test_ragged_prefill_rows_read_their_own_requests_pages():
    """A ragged batch: each request's rows read its own SWA and compressed pages; inside a request each
    row's window is the previous row's moved by one; one request reproduces the single chunk."""
    shape = SHAPES["tiny"]
    work = build_prefill(shape, 10, ["model1"], CPU, 2, 64, 16, requests=3)
    case = work.case
    counts = workloads.ragged_lengths(10, 3)
    assert counts == [6, 3, 1] and case.rows == 10 and case.batch == 3
    starts = [0, 6, 9]
    swa_pages = [set((case.indices[s : s + n].long() // 64).flatten().tolist()) for s, n in zip(starts, counts)]
    comp_pages = [set((case.extra_indices[s : s + n].long() // 16).flatten().tolist()) for s, n in zip(starts, counts)]
    for a in range(3):
        for b in range(a + 1, 3):
            assert not swa_pages[a] & swa_pages[b] and not comp_pages[a] & comp_pages[b]
    for s, n in zip(starts, counts):
        for row in range(s, s + n - 1):
            assert torch.equal(case.indices[row, 1:], case.indices[row + 1, :-1])
    assert not torch.equal(case.indices[5, 1:], case.indices[6, :-1])  # a new request starts at row 6
    single = build_prefill(shape, 8, ["model1"], CPU, 2, 64, 16, requests=1).case
    again = build_prefill(shape, 8, ["model1"], CPU, 2, 64, 16).case
    assert torch.equal(single.indices, again.indices) and torch.equal(single.extra_indices, again.extra_indices)


def test_hca_prefill_rows_see_the_compressed_rows_before_them():
    shape = workloads.Shape("hca_tiny", 64, 64, 32, 16, 512)  # 32 compressed rows, every one read
    work = build_prefill(shape, 48, ["model1"], CPU, 2, 64, 16, requests=2)
    case = work.case
    counts = workloads.ragged_lengths(48, 2)  # 32, 16: each chunk ends the request's 512 tokens
    positions = [512 - n + i for n in counts for i in range(n)]
    assert case.extra_lengths.tolist() == [min(32, (p + 1) // 16) for p in positions]
    assert case.extra_lengths.min() < 32 and case.extra_lengths.max() == 32
    # Every row lists the request's compressed rows in order (its length cuts the ones after it).
    comp = work.compressed["model1"]
    for row in (0, 47):
        assert torch.equal(comp.gather(case.extra_indices[row]), comp.gather(case.extra_indices[0 if row < 32 else 32]))


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


def test_call_kernel_names_the_e4m3_prefill_kernel_where_qk_fp8_gives_it_the_call(monkeypatch):
    """Under SPARSEMLA_QK_FP8=1 the op runs the calls e4m3_prefill_reason accepts on the e4m3 prefill kernel:
    the row names that kernel, not the one the call would run without qk_fp8."""
    from sparsemla.ops import plan

    work = build_prefill(SHAPES["tiny"], 4, ["fp8_uniform"], CPU, 0, 64, 16)
    case, swa, comp = work.case, work.swa["fp8_uniform"], work.compressed["fp8_uniform"]
    assert workloads.call_kernel(case.q, swa, comp, case.width, None) == "triton"
    monkeypatch.setattr(plan, "e4m3_prefill_reason", lambda *a, **k: None)  # (as on Hopper with CuTe DSL)
    assert workloads.call_kernel(case.q, swa, comp, case.width, None) == "triton"  # qk_fp8 off
    monkeypatch.setenv("SPARSEMLA_QK_FP8", "1")
    assert workloads.call_kernel(case.q, swa, comp, case.width, None) == workloads.E4M3_PREFILL_KERNEL
