"""The CuTe DSL SM90 decode kernel against the float64 reference on the dequantized rows."""

import math
import zlib

import pytest
import torch

pytestmark = pytest.mark.gpu

if not torch.cuda.is_available():
    pytest.skip("needs a CUDA GPU", allow_module_level=True)

from sparsemla import PagedKVCache, SplitKVWorkspace, sparse_attention_ref  # noqa: E402
from sparsemla.formats import get_format  # noqa: E402
from sparsemla.kernels.cute.launch import cute_available, run_cute_decode  # noqa: E402

from helpers import l2_errors  # noqa: E402

_OK, _WHY = cute_available(torch.cuda.current_device())
if not _OK:
    pytest.skip(f"CuTe DSL kernel unavailable: {_WHY}", allow_module_level=True)

HEADS = (8, 16, 32, 64, 128)
FORMATS = ("bf16", "fp8_uniform", "model1")
PAIRS = [(m, None) for m in FORMATS] + [(m, e) for m in FORMATS for e in FORMATS]
REL_TOL = 2.5e-3


def _cache(num_tokens, page_size, fmt, gen, scale=1.0):
    num_pages = -(-num_tokens // page_size) + 1
    cache = PagedKVCache(num_pages, page_size, fmt, device="cuda", scale=scale)
    slots = torch.randperm(num_pages * page_size, generator=gen)[:num_tokens].cuda()
    cache.store(torch.randn(num_tokens, 512, generator=gen).cuda() * scale, slots)
    return cache, slots


def _indices(rows, width, slots, num_slots, gen):
    idx = slots.cpu()[torch.randint(0, slots.numel(), (rows, width), generator=gen)].to(torch.int32)
    idx[torch.rand(rows, width, generator=gen) < 0.1] = -1  # skipped entries
    idx[:, 1] = idx[:, 0]  # a duplicate counts twice
    idx[0, 2] = num_slots + 5  # out of range: skipped like -1
    return idx.cuda()


def _problem(heads, main_fmt, extra_fmt, rows_per_request, seed):
    gen = torch.Generator().manual_seed(seed)
    rows = 3 * rows_per_request
    main, main_slots = _cache(300, 64, main_fmt, gen, scale=0.5 if main_fmt == "fp8_uniform" else 1.0)
    main_idx = _indices(rows, 200, main_slots, main.num_slots, gen)
    main_len = torch.randint(1, 201, (rows,), generator=gen).to(torch.int32)
    main_len[0] = 200
    extra = extra_idx = extra_len = None
    if extra_fmt is not None:
        extra, extra_slots = _cache(170, 32, extra_fmt, gen, scale=2.0 if extra_fmt == "fp8_uniform" else 1.0)
        extra_idx = _indices(rows, 130, extra_slots, extra.num_slots, gen)
        extra_len = torch.randint(0, 131, (rows,), generator=gen).to(torch.int32)
        extra_len[rows - 1] = 0
        extra_len = extra_len.cuda()
    main_len[rows - 1] = 0  # the last row is empty in every source
    main_len = main_len.cuda()
    q = torch.randn(rows, heads, 512, generator=gen).cuda().to(torch.bfloat16)
    sinks = torch.randn(heads, generator=gen).cuda()
    return q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks


def _reference(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks, softmax_scale=None):
    kv_main = main.dense().double()
    valid = (main_idx >= 0) & (main_idx < main.num_slots)
    main_ref_idx = torch.where(valid, main_idx, -1)
    kwargs = {}
    if extra is not None:
        valid_e = (extra_idx >= 0) & (extra_idx < extra.num_slots)
        kwargs = dict(kv_extra=extra.dense().double(), extra_indices=torch.where(valid_e, extra_idx, -1),
                      extra_lengths=extra_len)  # fmt: skip
    return sparse_attention_ref(q.double(), kv_main, main_ref_idx, main_len, sinks=sinks.double(),
                                softmax_scale=softmax_scale, **kwargs)  # fmt: skip


def _check(out, lse, ref_out, ref_lse):
    """Every element: |out - ref| within 1e-2 of its (row, head)'s largest |ref| (bf16 output rounding
    alone is up to 2^-8 of an element), and per (row, head) the relative L2 error ||out - ref|| / ||ref||
    <= 2.5e-3, or no more than the correctly rounded answer's own error where that is larger: on rows of
    one or two entries the output is a multiple of one or two e4m3 rows, whose 3-bit mantissas put every
    element's bf16 rounding at the same relative place (2.50e-3 measured), so the plain bound would fail an
    exact kernel."""
    assert not torch.isnan(out).any(), "output has NaN (poison left unwritten?)"
    empty = torch.isinf(ref_lse)
    assert torch.equal(torch.isinf(lse), empty), "LSE -inf pattern differs"
    assert (out[empty] == 0).all(), "empty rows must give zeros"
    errors = l2_errors(out, ref_out)
    errors = type(errors)(*(e[~empty] for e in errors))
    diff = out.double() - ref_out
    amax = ref_out.abs().amax(dim=-1, keepdim=True)[~empty]
    elem_err = (diff[~empty].abs() / amax).max().item()
    lse_err = ((lse.double() - ref_lse).abs()[~empty] / ref_lse.abs()[~empty].clamp_min(1.0)).max().item()
    print(f"CUTE_ERR l2={errors.error.max().item():.3e} rounding={errors.rounding.max().item():.3e} "
          f"elem={elem_err:.3e} lse={lse_err:.3e}")  # fmt: skip
    excess = errors.error - errors.rounding.clamp_min(REL_TOL)
    assert excess.max().item() <= 0, f"output relative L2 error {errors.error.max().item():.3e}"
    assert elem_err <= 1e-2, f"output element error {elem_err:.3e} (relative to the row-head max)"
    assert lse_err <= REL_TOL, f"LSE relative error {lse_err:.3e}"
    return errors.error.max().item(), elem_err, lse_err


@pytest.mark.parametrize("design", [None, "bf16", "f16", "seesaw", "swap16", "swap32"], ids=lambda d: d or "auto")
@pytest.mark.parametrize("num_splits", [1, 3])
@pytest.mark.parametrize("rows_per_request", [1, 2])
@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: f"{p[0]}+{p[1]}")
@pytest.mark.parametrize("heads", HEADS)
def test_cute_decode_matches_reference(heads, pair, rows_per_request, num_splits, design):
    main_fmt, extra_fmt = pair
    # Over fp8_uniform and model1 sources every design runs (auto: swapped for 8-32 heads, else float16;
    # float16 at 8-32 heads pads to 64, the swapped ones take more heads in several head groups); over
    # bf16 sources only the bf16-tile kernel.
    quantized = ("fp8_uniform", "model1")
    if design is not None and not (main_fmt in quantized and extra_fmt in (None, *quantized)):
        pytest.skip("the bf16-tile kernel is the only design over bf16 sources")
    if design == "f16" and heads > 32:
        pytest.skip("the automatic design at 64 and 128 heads")
    seed = zlib.crc32(repr((heads, pair, rows_per_request, num_splits)).encode())
    q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks = _problem(
        heads, main_fmt, extra_fmt, rows_per_request, seed
    )
    rows = q.shape[0]
    workspace = SplitKVWorkspace("cuda", rows)
    workspace.buffers(heads)
    out = torch.full((rows, heads, 512), math.nan, dtype=torch.bfloat16, device="cuda")
    lse = torch.full((rows, heads), math.nan, dtype=torch.float32, device="cuda")
    ref_out, ref_lse = _reference(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks)
    for _ in range(2):  # the second launch finds the split counters reset to zero
        out.fill_(math.nan)
        lse.fill_(math.nan)
        run_cute_decode(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks, None, workspace,
                        num_splits, out, lse, design=design)  # fmt: skip
        torch.cuda.synchronize()
        _check(out, lse, ref_out, ref_lse)
    assert int(workspace.counters(heads).abs().sum()) == 0, "split counters not reset"


@pytest.mark.parametrize("num_splits", [2, 4, 8])
@pytest.mark.parametrize("rows_per_request", [1, 2])
@pytest.mark.parametrize("pair", [(m, e) for m in ("fp8_uniform", "model1") for e in (None, "fp8_uniform", "model1")],
                         ids=lambda p: f"{p[0]}+{p[1]}")
@pytest.mark.parametrize("heads", [64, 128])
def test_cute_f16_cluster_splits_match_reference(heads, pair, rows_per_request, num_splits):
    """The float16 kernel's splits merged inside a thread-block cluster (the automatic design at 2, 4 and 8
    splits): every output element and LSE against the reference, splits without a tile included (8 splits
    of at most 6 tiles), the workspace's counters untouched."""
    seed = zlib.crc32(repr(("cluster", heads, pair, rows_per_request, num_splits)).encode())
    q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks = _problem(heads, *pair, rows_per_request, seed)
    rows = q.shape[0]
    workspace = SplitKVWorkspace("cuda", rows)
    workspace.buffers(heads)
    ref_out, ref_lse = _reference(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks)
    for _ in range(2):
        out, lse = _poisoned(rows, heads)
        run_cute_decode(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks, None, workspace,
                        num_splits, out, lse)  # fmt: skip
        torch.cuda.synchronize()
        _check(out, lse, ref_out, ref_lse)
    assert int(workspace.counters(heads).abs().sum()) == 0
    out, _ = _poisoned(rows, heads)  # (without the LSE: its variant)
    run_cute_decode(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks, None, workspace, num_splits,
                    out, None, design=f"f16x{num_splits}")  # fmt: skip
    torch.cuda.synchronize()
    empty = torch.isinf(ref_lse)
    assert not torch.isnan(out).any() and (out[empty] == 0).all()
    torch.testing.assert_close(out.double()[~empty], ref_out[~empty], atol=1e-2 * ref_out.abs().max().item(), rtol=0)


@pytest.mark.parametrize("fmt, design, rows, splits", [("bf16", None, 80, 3), ("fp8_uniform", "swap16", 40, 6),
                                                      ("model1", "seesaw", 40, 6), ("fp8_uniform", "f16", 40, 6)])
@pytest.mark.parametrize("heads", [8, 128])
def test_cute_decode_many_rows_split(heads, fmt, design, rows, splits):
    """Many query rows and head groups with splits: scratch and counters are indexed by (row, group, split)
    (128 heads: two 64-head groups, or eight 16-head ones under swap16)."""
    gen = torch.Generator().manual_seed(heads)
    main, slots = _cache(600, 64, fmt, gen)
    idx = _indices(rows, 300, slots, main.num_slots, gen)
    lens = torch.randint(0, 301, (rows,), generator=gen).to(torch.int32).cuda()
    q = torch.randn(rows, heads, 512, generator=gen).cuda().to(torch.bfloat16)
    sinks = torch.randn(heads, generator=gen).cuda()
    workspace = SplitKVWorkspace("cuda", rows)
    workspace.buffers(heads)
    out = torch.full((rows, heads, 512), math.nan, dtype=torch.bfloat16, device="cuda")
    lse = torch.full((rows, heads), math.nan, dtype=torch.float32, device="cuda")
    run_cute_decode(q, main, idx, lens, None, None, None, sinks, None, workspace, splits, out, lse, design=design)
    torch.cuda.synchronize()
    ref_out, ref_lse = _reference(q, main, idx, lens, None, None, None, sinks)
    _check(out, lse, ref_out, ref_lse)
    assert int(workspace.counters(heads).abs().sum()) == 0, "split counters not reset"


@pytest.mark.parametrize("design", [None, "f16", "swap16", "seesaw"], ids=lambda d: d or "auto")
@pytest.mark.parametrize("heads", [16, 64])
def test_cute_decode_no_optional_inputs(heads, design):
    """No lengths, no extra source, no sinks, no LSE, explicit softmax scale."""
    q, main, main_idx, _, _, _, _, _ = _problem(heads, "fp8_uniform", None, 1, 7)
    rows = q.shape[0]
    out = torch.full((rows, heads, 512), math.nan, dtype=torch.bfloat16, device="cuda")
    run_cute_decode(q, main, main_idx, None, None, None, None, None, 0.03, None, 1, out, None, design=design)
    torch.cuda.synchronize()
    valid = (main_idx >= 0) & (main_idx < main.num_slots)
    ref_out, _ = sparse_attention_ref(q.double(), main.dense().double(), torch.where(valid, main_idx, -1),
                                      softmax_scale=0.03)  # fmt: skip
    assert not torch.isnan(out).any()
    l2_err = ((out.double() - ref_out).norm(dim=-1) / ref_out.norm(dim=-1)).max().item()
    assert l2_err <= REL_TOL, f"output relative L2 error {l2_err:.3e}"


# ---- through the op: options.kernel='cute' ----------------------------------------------------------
def _options():
    from sparsemla import AttentionOptions

    return AttentionOptions(kernel="cute")


def _poisoned(rows, heads):
    out = torch.full((rows, heads, 512), math.nan, dtype=torch.bfloat16, device="cuda")
    lse = torch.full((rows, heads), math.nan, dtype=torch.float32, device="cuda")
    return out, lse


@pytest.mark.parametrize("num_splits", [None, 1, 2])
@pytest.mark.parametrize("pair", [("model1", "fp8_uniform"), ("fp8_uniform", "model1"), ("bf16", None)],
                         ids=lambda p: f"{p[0]}+{p[1]}")  # fmt: skip
@pytest.mark.parametrize("heads", HEADS)
def test_op_runs_the_cute_kernel_eager_and_bound(heads, pair, num_splits):
    from sparsemla import bind_sparse_attention, sparse_attention

    q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks = _problem(heads, *pair, 2, 11 * heads)
    rows = q.shape[0]
    workspace = SplitKVWorkspace("cuda", rows)
    ref_out, ref_lse = _reference(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks)
    kwargs = dict(extra_cache=extra, extra_indices=extra_idx, extra_lengths=extra_len, sinks=sinks,
                  workspace=workspace, num_splits=num_splits, options=_options())  # fmt: skip
    out, lse = _poisoned(rows, heads)
    result = sparse_attention(q, main, main_idx, main_len, out=out, lse=lse, return_lse=True, **kwargs)
    assert result[0] is out and result[1] is lse
    torch.cuda.synchronize()
    _check(out, lse, ref_out, ref_lse)
    out, lse = sparse_attention(q, main, main_idx, main_len, return_lse=True, **kwargs)  # allocated outputs
    torch.cuda.synchronize()
    _check(out, lse, ref_out, ref_lse)
    bound = bind_sparse_attention(q, main, main_idx, main_len, return_lse=True, **kwargs)
    for _ in range(2):
        bound.out.fill_(math.nan)
        bound.lse.fill_(math.nan)
        out, lse = bound()
        torch.cuda.synchronize()
        _check(out, lse, ref_out, ref_lse)
    assert int(workspace.counters(heads).abs().sum()) == 0, "split counters not reset"


def test_op_cute_kernel_checks_alignment_and_options():
    from sparsemla import AttentionOptions, sparse_attention

    q, main, main_idx, main_len, _, _, _, sinks = _problem(64, "model1", None, 1, 5)
    wide = torch.randn(q.shape[0], 64, 516, device="cuda").to(torch.bfloat16)[..., 2:514]  # rows 4-byte aligned
    with pytest.raises(ValueError, match="q must start 16-byte aligned"):
        sparse_attention(wide, main, main_idx, main_len, options=_options())
    with pytest.raises(RuntimeError, match="empty_row_lse"):
        sparse_attention(q, main, main_idx, options=AttentionOptions(kernel="cute", empty_row_lse=float("inf")))
    v41 = PagedKVCache(2, 64, "v41_fp8", device="cuda")
    with pytest.raises(RuntimeError, match="not v41_fp8"):
        sparse_attention(q, v41, torch.zeros_like(main_idx), options=_options())
    empty = sparse_attention(q[:0], main, main_idx[:0], options=_options())
    assert empty.shape == (0, 64, 512)


def test_cute_kernel_replays_in_a_cuda_graph_on_new_contents():
    from sparsemla import bind_sparse_attention

    heads = 64
    q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks = _problem(heads, "model1", "fp8_uniform", 2, 21)
    rows = q.shape[0]
    workspace = SplitKVWorkspace("cuda", rows)
    bound = bind_sparse_attention(q, main, main_idx, main_len, extra_cache=extra, extra_indices=extra_idx,
                                  extra_lengths=extra_len, sinks=sinks, workspace=workspace, num_splits=2,
                                  return_lse=True, options=_options())  # fmt: skip
    bound()  # (prepared outside the capture)
    torch.cuda.synchronize()
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        bound()
    for seed in (1, 2):
        fresh = _problem(heads, "model1", "fp8_uniform", 2, 100 + seed)
        q.copy_(fresh[0])
        main_len.copy_(fresh[3].clamp_max(main_idx.shape[1]))
        main_idx.copy_(torch.where(torch.rand_like(main_idx, dtype=torch.float32) < 0.5, main_idx.flip(1), main_idx))
        sinks.copy_(torch.randn_like(sinks))
        bound.out.fill_(math.nan)
        bound.lse.fill_(math.nan)
        graph.replay()
        torch.cuda.synchronize()
        _check(bound.out, bound.lse, *_reference(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks))
    assert int(workspace.counters(heads).abs().sum()) == 0, "split counters not reset"


def test_cute_counters_stay_zero_over_many_random_calls():
    """10^4 launches of random row counts and split counts on one workspace, then a checked call."""
    from sparsemla import bind_sparse_attention

    heads = 32
    q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks = _problem(heads, "fp8_uniform", "model1", 4, 9)
    rows = q.shape[0]
    workspace = SplitKVWorkspace("cuda", rows)
    bounds = [
        bind_sparse_attention(q, main, main_idx, main_len, extra_cache=extra, extra_indices=extra_idx,
                              extra_lengths=extra_len, sinks=sinks, workspace=workspace, num_splits=splits,
                              return_lse=True, options=_options())  # fmt: skip
        for splits in (1, 2, 3, 5)
    ]
    gen = torch.Generator().manual_seed(0)
    choices = torch.randint(0, len(bounds), (10_000,), generator=gen).tolist()
    row_counts = torch.randint(1, rows + 1, (10_000,), generator=gen).tolist()
    for which, count in zip(choices, row_counts):
        bounds[which](count)
    torch.cuda.synchronize()
    assert int(workspace.counters(heads).abs().sum()) == 0, "split counters not reset"
    bounds[3].out.fill_(math.nan)
    bounds[3].lse.fill_(math.nan)
    out, lse = bounds[3]()
    torch.cuda.synchronize()
    _check(out, lse, *_reference(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks))


def test_cute_kernel_launches_from_a_new_thread():
    """A thread that has made no CUDA call has no current context: the launch makes the device's current."""
    import threading

    q, main, main_idx, main_len, _, _, _, sinks = _problem(16, "model1", None, 1, 31)
    out, lse = _poisoned(q.shape[0], 16)
    failures = []

    def call():
        try:
            run_cute_decode(q, main, main_idx, main_len, None, None, None, sinks, None, None, 1, out, lse)
        except Exception as exc:  # noqa: BLE001 - reported below
            failures.append(exc)

    thread = threading.Thread(target=call)
    thread.start()
    thread.join()
    assert not failures, failures
    torch.cuda.synchronize()
    _check(out, lse, *_reference(q, main, main_idx, main_len, None, None, None, sinks))


@pytest.mark.parametrize("design", ["f16", "seesaw"])
@pytest.mark.parametrize("q_scale", [1e-4, 30.0, 3e4])
def test_cute_f16_kernel_scales_q_into_float16(q_scale, design):
    """The float16 kernel's Q shift: queries far from unit size (bf16 has float32's range) stay exact."""
    q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks = _problem(64, "fp8_uniform", "fp8_uniform", 1, 77)
    q = (q.float() * q_scale).to(torch.bfloat16)
    scale = 0.5 / q_scale  # keeps the logits O(1)
    rows = q.shape[0]
    out, lse = _poisoned(rows, 64)
    run_cute_decode(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks, scale, None, 1, out, lse,
                    design=design)  # fmt: skip
    torch.cuda.synchronize()
    kv_main = main.dense().double()
    valid = (main_idx >= 0) & (main_idx < main.num_slots)
    valid_e = (extra_idx >= 0) & (extra_idx < extra.num_slots)
    ref_out, ref_lse = sparse_attention_ref(
        q.double(), kv_main, torch.where(valid, main_idx, -1), main_len, sinks=sinks.double(), softmax_scale=scale,
        kv_extra=extra.dense().double(), extra_indices=torch.where(valid_e, extra_idx, -1), extra_lengths=extra_len,
    )  # fmt: skip
    _check(out, lse, ref_out, ref_lse)


@pytest.mark.parametrize("design", ["f16", "seesaw"])
@pytest.mark.parametrize("spread", [0, 12, 40])
def test_cute_f16_kernel_model1_tile_units(spread, design):
    """model1 rows whose magnitudes differ by up to 2^±spread within and across tiles: each tile's unit is
    its largest value's power of two (blocks far below it flush), O is rescaled between tiles."""
    gen = torch.Generator().manual_seed(spread)
    heads, rows = 64, 3
    main = PagedKVCache(6, 64, "model1", device="cuda")
    extra = PagedKVCache(6, 64, "model1", device="cuda")
    for cache in (main, extra):
        values = torch.randn(cache.num_slots, 512, generator=gen)
        values *= torch.exp2(torch.randint(-spread, spread + 1, (cache.num_slots, 1), generator=gen).float())
        cache.store(values.cuda(), torch.arange(cache.num_slots, device="cuda"))
    main_idx = torch.randint(0, main.num_slots, (rows, 200), generator=gen, dtype=torch.int32).cuda()
    extra_idx = torch.randint(0, extra.num_slots, (rows, 150), generator=gen, dtype=torch.int32).cuda()
    q = (torch.randn(rows, heads, 512, generator=gen) * 0.05).cuda().to(torch.bfloat16)
    scale = 2.0 ** -spread / 16  # logits of the largest rows stay O(10)
    sinks = torch.randn(heads, generator=gen).cuda()
    out, lse = _poisoned(rows, heads)
    run_cute_decode(q, main, main_idx, None, extra, extra_idx, None, sinks, scale, None, 1, out, lse, design=design)
    torch.cuda.synchronize()
    ref_out, ref_lse = sparse_attention_ref(q.double(), main.dense().double(), main_idx, sinks=sinks.double(),
                                            softmax_scale=scale, kv_extra=extra.dense().double(),
                                            extra_indices=extra_idx)  # fmt: skip
    _check(out, lse, ref_out, ref_lse)


@pytest.mark.parametrize("num_splits", [1, 2])
@pytest.mark.parametrize("design", ["f16", "seesaw", "swap16", "swap32", "bf16"])
@pytest.mark.parametrize("extra_rows", ["skipped", "zero"])
def test_cute_kernels_model1_tiles_without_data_after_fp8_tiles(extra_rows, design, num_splits):
    """fp8_uniform rows (scale 4) then model1 tiles whose 64 entries are all -1 ("skipped": no extra
    lengths, the list padded), or all point at a row of zeros with scale bytes 0: O, held in the fp8 source's
    units, must not be moved into such a tile's tiny unit (it would overflow), and the valid model1 tile
    after them still counts."""
    gen = torch.Generator().manual_seed(11)
    heads = {"swap16": 16, "swap32": 32}.get(design, 64)
    rows = 2
    main, main_slots = _cache(300, 64, "fp8_uniform", gen, scale=4.0)
    extra, extra_slots = _cache(100, 64, "model1", gen)
    zero_slot = int(torch.tensor(sorted(set(range(extra.num_slots)) - set(extra_slots.tolist())))[0])
    extra.store(torch.zeros(1, 512, device="cuda"), torch.tensor([zero_slot], device="cuda"))
    # ... with its seven UE8M0 scale bytes 0 (2^-127: the smallest unit a model1 row can claim)
    page, offset = divmod(zero_slot, extra.page_size)
    scale_at = page * extra.page_bytes + get_format("model1").scale_offset(extra.page_size) + offset * 8
    extra.data.view(-1)[scale_at : scale_at + 7] = 0
    main_idx = _indices(rows, 192, main_slots, main.num_slots, gen)
    extra_idx = extra_slots.cpu()[torch.randint(0, extra_slots.numel(), (rows, 192), generator=gen)].to(torch.int32)
    extra_idx[:, :128] = -1 if extra_rows == "skipped" else zero_slot  # two tiles without data, then one with
    extra_idx = extra_idx.cuda()
    q = torch.randn(rows, heads, 512, generator=gen).cuda().to(torch.bfloat16)
    sinks = torch.randn(heads, generator=gen).cuda()
    workspace = SplitKVWorkspace("cuda", rows)
    workspace.buffers(heads)
    out, lse = _poisoned(rows, heads)
    run_cute_decode(q, main, main_idx, None, extra, extra_idx, None, sinks, None, workspace, num_splits, out, lse,
                    design=design)  # fmt: skip
    torch.cuda.synchronize()
    _check(out, lse, *_reference(q, main, main_idx, None, extra, extra_idx, None, sinks))
    assert int(workspace.counters(heads).abs().sum()) == 0, "split counters not reset"


@pytest.mark.parametrize("design", [None, "bf16", "f16", "seesaw", "swap16", "swap32"], ids=lambda d: d or "auto")
def test_cute_kernels_logits_rising_tile_by_tile(design):
    """Entries whose rows grow by 2^0.5 per 64-entry tile (ten tiles): each tile's largest logit exceeds the
    last by a growing step (from under one to tens, base 2), so the running maximum moves after O has
    accumulated, by small and by large steps."""
    gen = torch.Generator().manual_seed(5)
    heads = {"swap16": 16, "swap32": 32}.get(design, 64)
    rows, width = 2, 640
    # The entries' rows sit at random slots of a pool twice their size (the other slots hold unit rows),
    # so a kernel reading slots in order instead of through the indices fails.
    cache = PagedKVCache(2 * width // 64, 64, "fp8_uniform", device="cuda")
    slots = torch.randperm(cache.num_slots, generator=gen)[:width]
    values = torch.randn(cache.num_slots, 512, generator=gen)
    values[slots] *= torch.exp2(torch.arange(width) // 64 * 0.5)[:, None]
    cache.store(values.cuda(), torch.arange(cache.num_slots, device="cuda"))
    idx = slots.to(torch.int32).repeat(rows, 1).cuda()
    q = torch.randn(rows, heads, 512, generator=gen).cuda().to(torch.bfloat16)
    sinks = torch.randn(heads, generator=gen).cuda()
    scale = 512**-0.5
    out, lse = _poisoned(rows, heads)
    run_cute_decode(q, cache, idx, None, None, None, None, sinks, scale, None, 1, out, lse, design=design)
    torch.cuda.synchronize()
    ref_out, ref_lse = sparse_attention_ref(q.double(), cache.dense().double(), idx, sinks=sinks.double(),
                                            softmax_scale=scale)  # fmt: skip
    _check(out, lse, ref_out, ref_lse)
