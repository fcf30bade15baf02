"""The distinct-rows step (ops/distinct_rows.py, kernels/triton/distinct_rows.py) on the CPU interpreter:
every live reference maps to a float16 row equal to its pool row's e4m3 values (where a model1 or bf16 pool
takes part, to the dequantized row over a power-of-two factor), dead ones to -1, each distinct row is copied once, and
the workspace is back to its initial state after every call."""

import math

import pytest
import torch

from sparsemla.cache import PagedKVCache
from sparsemla.ops.distinct_rows import copy_distinct_rows
from sparsemla.workspace import DistinctRowsWorkspace

from helpers import needs_interpreter


def _pool(pages, page_size, scale, generator):
    cache = PagedKVCache(pages, page_size, "fp8_uniform", scale=scale)
    cache.data.copy_(torch.randint(0, 256, cache.data.shape, generator=generator, dtype=torch.uint8))
    return cache


def _record(cache, slot):
    page, offset = divmod(slot, cache.page_size)
    return cache.data[page, offset * 512 : (offset + 1) * 512].view(torch.float8_e4m3fn).float()


def _check(copy, cache, indices, lengths, numbers):
    live_numbers = set()
    for r in range(indices.shape[0]):
        for k in range(indices.shape[1]):
            slot, number = int(indices[r, k]), int(numbers[r, k])
            live = (lengths is None or k < int(lengths[r])) and 0 <= slot < cache.num_slots
            if not live:
                assert number == -1, (r, k)
                continue
            got, want = copy.data[number].float(), _record(cache, slot)
            assert torch.equal(got.isnan(), want.isnan()), (r, k)
            assert torch.equal(got.nan_to_num(0.0), want.nan_to_num(0.0)), (r, k)
            live_numbers.add((slot, number))
    return live_numbers


@pytest.mark.parametrize("with_extra", [True, False])
def test_copy_matches_the_pools_and_resets_the_workspace(with_extra):
    generator = torch.Generator().manual_seed(3)
    main = _pool(5, 16, 0.5, generator)
    extra = _pool(3, 8, 2.0, generator) if with_extra else None
    rows, main_width, extra_width = 6, 40, 12
    main_idx = torch.randint(-3, main.num_slots + 4, (rows, main_width), generator=generator, dtype=torch.int32)
    main_len = torch.randint(0, main_width + 1, (rows,), generator=generator, dtype=torch.int32)
    main_len[0] = main_width
    extra_idx = extra_len = None
    if with_extra:
        extra_idx = torch.randint(-2, extra.num_slots + 3, (rows, extra_width), generator=generator, dtype=torch.int32)
        extra_len = None  # (no lengths: every column counts)
    # (sized for a larger main pool: the extra source's rows are numbered past the workspace's main slots)
    workspace = DistinctRowsWorkspace("cpu", 8, main_width, extra_width if with_extra else 0, main.num_slots + 7,
                                      extra.num_slots if with_extra else 0)  # fmt: skip
    for _ in range(2):  # the second call runs on the state the first left
        workspace.rows.fill_(float("nan"))
        main_src, main_numbers, extra_src, extra_numbers = copy_distinct_rows(
            workspace, rows, main, main_idx, main_len, extra, extra_idx, extra_len)  # fmt: skip
        pairs = _check(main_src, main, main_idx, main_len, main_numbers)
        assert main_src.scale == 0.5 and main_src.num_slots == workspace.max_rows
        if with_extra:
            extra_pairs = _check(extra_src, extra, extra_idx, None, extra_numbers)
            assert extra_src.scale == 2.0
            numbers = [n for _, n in pairs] + [n for _, n in extra_pairs]
        else:
            numbers = [n for _, n in pairs]
        # one number per distinct row, numbered densely from 0
        assert len(set(numbers)) == len(numbers)
        assert sorted(numbers) == list(range(len(numbers)))
        assert workspace.counts.tolist() == [0, 0]
        assert bool((workspace.row_map == -1).all())


def test_e4m3_codes_convert_exactly():
    main = PagedKVCache(1, 1, "fp8_uniform")
    main.data[0, :256] = torch.arange(256, dtype=torch.uint8)
    main.data[0, 256:] = torch.arange(256, dtype=torch.uint8)
    workspace = DistinctRowsWorkspace("cpu", 1, 1, 0, 1, 0)
    source, numbers, _, _ = copy_distinct_rows(workspace, 1, main, torch.zeros(1, 1, dtype=torch.int32), None)
    want = main.data[0].view(torch.float8_e4m3fn).float()
    got = source.data[int(numbers[0, 0])].float()
    assert torch.equal(got.isnan(), want.isnan())
    assert torch.equal(got.nan_to_num(0.0), want.nan_to_num(0.0))
    assert torch.equal(got.signbit(), want.signbit())


@pytest.mark.parametrize(
    "args, exc, message",
    [
        ((0, 4, 0, 8, 0), ValueError, "max_query_rows must be > 0"),
        ((2, 0, 0, 8, 0), ValueError, "main_width must be > 0"),
        ((2, 4, 2, 8, 0), ValueError, "extra_width and extra_slots"),
        ((2, 4, -1, 8, 0), ValueError, "extra_width must be >= 0"),
        ((2, 4.0, 0, 8, 0), TypeError, "main_width must be an int"),
    ],
)
def test_workspace_names_the_bad_argument(args, exc, message):
    with pytest.raises(exc, match=message):
        DistinctRowsWorkspace("cpu", *args)
    with pytest.raises(exc, match=message):  # (the public sizing helpers check the same sizes)
        DistinctRowsWorkspace.bytes_for(*args)


@pytest.mark.parametrize("device", ["bogus", None, "meta"])
def test_workspace_names_a_device_it_cannot_use(device):
    with pytest.raises(ValueError, match="DistinctRowsWorkspace: device must"):
        DistinctRowsWorkspace(device, 2, 4, 0, 8, 0)


def test_row_capacity_bounds_the_distinct_rows():
    assert DistinctRowsWorkspace.row_capacity(4, 10, 3, 100, 5) == 40 + 5
    workspace = DistinctRowsWorkspace("cpu", 4, 10, 3, 100, 5)
    assert workspace.rows.shape == (45, 512) and workspace.rows.dtype == torch.float16
    storages = {t.untyped_storage().data_ptr(): t.untyped_storage().nbytes() for t in vars(workspace).values()
                if isinstance(t, torch.Tensor)}  # fmt: skip
    assert DistinctRowsWorkspace.bytes_for(4, 10, 3, 100, 5) == sum(storages.values())
    assert sum(storages.values()) == 4 * 105 + 45 * (8 + 1024) + 8 + 4 * 4 * 13


def test_the_copy_as_a_source_fits_the_kernels_parameters_at_any_size():
    """The copy's geometry goes to the CuTe DSL kernel as 32-bit parameters: a copy of 2^21 rows (2 GiB; a
    workspace for 4,096-row chunks over window 128 + top-512 and large pools holds 2.6 M) must still pack,
    each row at its number × 1,024 bytes."""
    from sparsemla.kernels.cute.launch import KERNEL_PARAMS, decode_values, parameter_struct

    main, extra = PagedKVCache(1, 16, "fp8_uniform"), PagedKVCache(1, 8, "fp8_uniform", scale=2.0)
    workspace = DistinctRowsWorkspace("cpu", 1, 1, 1, main.num_slots, extra.num_slots)
    workspace.max_rows = 1 << 21  # (the size such a workspace has; its copy's 2 GiB are not needed here)
    indices = torch.zeros(1, 1, dtype=torch.int32)
    main_src, main_numbers, extra_src, extra_numbers = copy_distinct_rows(
        workspace, 1, main, indices, None, extra, indices, None)  # fmt: skip
    for source in (main_src, extra_src):
        assert source.num_slots == 1 << 21
        for slot in (0, 1, (1 << 21) - 1):  # (page × page_bytes + offset × 1,024: the f16lead design's formula)
            page, offset = divmod(slot, source.page_size)
            assert page * source.page_bytes + offset * 1024 == slot * 1024
    q = torch.zeros(1, 64, 512, dtype=torch.bfloat16)
    values = decode_values(q, main_src, main_numbers, None, extra_src, extra_numbers, None, None, None, None, 1, q,
                           None)  # fmt: skip
    parameter_struct(KERNEL_PARAMS).pack(0, 0, *values)  # (struct.error where a value outgrows its 32 bits)


@needs_interpreter
@pytest.mark.parametrize("fault", ["q_head_stride", "q_address", "out_address"])
def test_a_call_whose_q_or_out_the_copy_kernel_cannot_take_runs_as_without_the_workspace(monkeypatch, fault):
    """The f16rows kernel copies Q 16 bytes at a time and stores outputs two channels at a time (the CuTe DSL
    kernel's alignment, ``plan.cute_misalignment``): a call it cannot take runs as without the workspace, as
    the e4m3 prefill path does, rather than launching it on addresses it would fault on. (The planner is forced
    to the path, as on Hopper with CuTe DSL; the copy is recorded instead of run.)"""
    import sparsemla.ops.attention as attention
    from sparsemla import sparse_attention

    from helpers import make_cache, random_indices

    taken = []
    monkeypatch.setattr(attention, "distinct_rows_reason", lambda *a, **k: None)
    monkeypatch.setattr(attention, "run_distinct_rows", lambda *a, **k: taken.append(a))
    generator = torch.Generator().manual_seed(5)
    rows, heads = 2, 64
    main, slots = make_cache(20, 16, "fp8_uniform", "cpu", generator, scale=0.5)
    indices = random_indices(rows, 8, slots, generator, "cpu")
    values = torch.randn(rows * heads * 516 + 8, generator=generator).bfloat16()
    q = values[: rows * heads * 512].view(rows, heads, 512)
    out = torch.empty(rows, heads, 512, dtype=torch.bfloat16)
    if fault == "q_head_stride":  # (516 elements: not a multiple of 8)
        q = values[: rows * heads * 516].view(rows, heads, 516)[..., :512]
    elif fault == "q_address":  # (8 bytes past a 16-byte boundary)
        q = values[4 : 4 + rows * heads * 512].view(rows, heads, 512)
    else:  # (2 bytes past a 4-byte boundary)
        out = torch.empty(rows * heads * 512 + 1, dtype=torch.bfloat16)[1:].view(rows, heads, 512)
    workspace = DistinctRowsWorkspace("cpu", rows, 8, 0, main.num_slots, 0)
    sparse_attention(q, main, indices, out=out)
    want = out.clone()
    out.fill_(float("nan"))
    sparse_attention(q, main, indices, out=out, rows_workspace=workspace)
    assert taken == []
    assert torch.equal(out, want)
    aligned = torch.empty(rows, heads, 512, dtype=torch.bfloat16)
    sparse_attention(q.clone(), main, indices, out=aligned, rows_workspace=workspace)  # (the path taken)
    assert len(taken) == 1


@needs_interpreter
def test_a_workspace_too_small_for_the_call_is_named_before_anything_runs(monkeypatch):
    """Rows, widths or slots past the workspace's sizes by one raise naming ``rows_workspace`` and its size,
    before the copy runs; sizes exactly met take the path (the planner forced to it, as on Hopper)."""
    import sparsemla.ops.attention as attention
    from sparsemla import sparse_attention

    taken = []
    monkeypatch.setattr(attention, "distinct_rows_reason", lambda *a, **k: None)
    monkeypatch.setattr(attention, "run_distinct_rows", lambda *a, **k: taken.append(a))
    main, extra = PagedKVCache(2, 16, "fp8_uniform"), PagedKVCache(1, 8, "fp8_uniform")
    rows, widths, slots = 3, (5, 2), (main.num_slots, extra.num_slots)
    q = torch.zeros(rows, 64, 512, dtype=torch.bfloat16)
    call = dict(extra_cache=extra, extra_indices=torch.zeros(rows, widths[1], dtype=torch.int32))
    indices = torch.zeros(rows, widths[0], dtype=torch.int32)
    for sizes, exc, message in (
        ((rows - 1, *widths, *slots), RuntimeError, "3 query rows exceed rows_workspace's 2"),
        ((rows, widths[0] - 1, widths[1], *slots), ValueError, "indices has 5 columns, rows_workspace was sized for 4"),
        ((rows, widths[0], widths[1] - 1, *slots), ValueError, "extra_indices has 2 columns, rows_workspace was sized"),
        ((rows, *widths, slots[0] - 1, slots[1]), ValueError, "cache has 32 slots, rows_workspace was sized for 31"),
        ((rows, *widths, slots[0], slots[1] - 1), ValueError, "extra_cache has 8 slots, rows_workspace was sized"),
    ):
        with pytest.raises(exc, match=message):
            sparse_attention(q, main, indices, **call, rows_workspace=DistinctRowsWorkspace("cpu", *sizes))
    assert taken == []
    sparse_attention(q, main, indices, **call, rows_workspace=DistinctRowsWorkspace("cpu", rows, *widths, *slots))
    assert len(taken) == 1


def _values(cache, slot):
    """What the copy holds for ``slot`` of ``cache``: the e4m3 values of an fp8_uniform row (its scale stays
    with the kernel), the dequantized row of a model1 or bf16 pool."""
    if cache.fmt == "fp8_uniform":
        return _record(cache, slot)
    return cache.gather(torch.tensor([slot]))[0]


@pytest.mark.parametrize("formats", [("model1", None), ("bf16", None), ("model1", "fp8_uniform"),
                                     ("fp8_uniform", "bf16"), ("bf16", "model1")])  # fmt: skip
def test_a_model1_or_bf16_pool_is_copied_to_float16_with_exact_factors(formats):
    """Each row (fp8_uniform rows too, beside a model1 / bf16 pool) over its factor 2^e: the float16 values
    times the factor equal the pool's values (exactly down to 2^-32 of the largest, which lands in
    [2^15, 2^16)); NaN and inf stay where they were."""
    generator = torch.Generator().manual_seed(11)
    pools = []
    for fmt, (pages, page_size) in zip(formats, ((4, 16), (3, 8))):
        if fmt is None:
            pools.append(None)
            continue
        cache = PagedKVCache(pages, page_size, fmt, scale=0.5 if fmt == "fp8_uniform" else 1.0)
        # rows of magnitudes 2^-40 .. 2^40 (model1's tile scales move with them), a few NaN / inf values, a zero row
        rows = torch.randn(cache.num_slots, 512, generator=generator)
        rows *= torch.exp2(torch.randint(-40, 41, (cache.num_slots, 1), generator=generator).float())
        rows[1, 5], rows[2, 500], rows[3] = float("inf"), float("nan"), 0.0
        cache.store(rows, torch.arange(cache.num_slots))
        pools.append(cache)
    main, extra = pools
    rows, main_width, extra_width = 5, 24, 10
    main_idx = torch.randint(-2, main.num_slots + 2, (rows, main_width), generator=generator, dtype=torch.int32)
    main_idx[0, :4] = torch.arange(4)  # (the rows with inf, NaN and zeros)
    extra_idx = None
    if extra is not None:
        extra_idx = torch.randint(-2, extra.num_slots + 2, (rows, extra_width), generator=generator, dtype=torch.int32)
    workspace = DistinctRowsWorkspace("cpu", rows, main_width, extra_width if extra is not None else 0,
                                      main.num_slots, extra.num_slots if extra is not None else 0)  # fmt: skip
    workspace.rows.fill_(float("nan"))
    workspace.row_factors.fill_(float("nan"))
    main_src, main_numbers, extra_src, extra_numbers = copy_distinct_rows(
        workspace, rows, main, main_idx, None, extra, extra_idx, None)  # fmt: skip
    assert main_src.data.dtype == torch.float16 and main_src.data.data_ptr() == workspace.rows.data_ptr()
    # (the kernel reads a row's factor at num_slots x 1,024 bytes past the rows)
    assert workspace.row_factors.data_ptr() == main_src.data.data_ptr() + main_src.num_slots * 1024
    assert main_src.scale == (0.5 if main.fmt == "fp8_uniform" else 1.0)
    checked = 0
    for cache, indices, numbers in ((main, main_idx, main_numbers), (extra, extra_idx, extra_numbers)):
        if cache is None:
            continue
        for r in range(rows):
            for k in range(indices.shape[1]):
                slot, number = int(indices[r, k]), int(numbers[r, k])
                if not 0 <= slot < cache.num_slots:
                    assert number == -1
                    continue
                want = _values(cache, slot).double()
                got, factor = main_src.data[number].double(), float(workspace.row_factors[number])
                assert factor > 0 and math.frexp(factor)[0] == 0.5, (cache.fmt, slot, factor)  # a power of two
                assert torch.equal(got.isnan(), want.isnan()), (cache.fmt, r, k)
                assert torch.equal(got.isinf(), want.isinf()), (cache.fmt, r, k)
                if not want.isfinite().all():
                    continue
                # exact down to 2^-32 of the row's largest magnitude (8 significant bits), rounded below that
                largest = want.abs().max().item()
                exact = want.abs() >= largest * 2.0**-32
                assert torch.equal((got * factor)[exact], want[exact]), (cache.fmt, r, k)
                assert ((got * factor - want).abs() <= largest * 2.0**-40).all(), (cache.fmt, r, k)
                if largest > 0:
                    assert 2**15 <= got.abs().max() < 2**16, (cache.fmt, slot)
                checked += 1
    assert checked > 20
    assert workspace.counts.tolist() == [0, 0]
    assert bool((workspace.row_map == -1).all())


def test_the_copys_factor_bounds_hold_at_their_edges():
    """bf16 rows at the edges of :func:`_scaled_to_f16`'s claims: a value of 8 significant bits just above
    2^-32 of a power-of-two largest is exact (just above 2^-33 it is not: float16 has no 2^-25), negative
    rows, a zero row, rows down to 2^-85 and up to 2^116, and a row holding an inf or a NaN, whose factor
    comes from its finite values (an inf clamped it to 2^100 and flushed the rest of the row to zero)."""
    cache = PagedKVCache(1, 16, "bf16")
    rows = torch.randn(16, 512, generator=torch.Generator().manual_seed(3))
    rows[0], rows[0, 1] = 1.0, (1 + 2**-7) * 2.0**-32
    rows[1], rows[1, 1] = -(2.0**20), -3.0  # (largest exactly a power of two, negative)
    rows[2] = 0.0
    rows[3] *= 2.0**-84
    rows[4] *= 2.0**113
    rows[5, 0] = float("inf")
    rows[6, 1] = -float("inf")
    rows[7, 2] = float("nan")
    rows[8, :2] = torch.tensor([float("inf"), float("nan")])
    rows[8, 2:] *= 2.0**-30
    rows[9], rows[9, 1] = 1.0, (1 + 2**-7) * 2.0**-33  # (rounded: outside the claim)
    cache.store(rows, torch.arange(16))
    workspace = DistinctRowsWorkspace("cpu", 1, 16, 0, 16, 0)
    source, numbers, _, _ = copy_distinct_rows(workspace, 1, cache, torch.arange(16, dtype=torch.int32)[None],
                                               None, None, None, None)  # fmt: skip
    for slot in range(10):
        want = cache.gather(torch.tensor([slot]))[0].double()
        number = int(numbers[0, slot])
        got, factor = source.data[number].double(), float(workspace.row_factors[number])
        finite = want.isfinite()
        assert torch.equal(got.isnan(), want.isnan()) and torch.equal(got.isinf(), want.isinf()), slot
        assert torch.equal(got[~finite & ~want.isnan()], want[~finite & ~want.isnan()]), slot  # (signed infs)
        largest = want[finite].abs().max().item()
        if largest > 0:
            assert 2**15 <= got[finite].abs().max() < 2**16, (slot, factor)
        if slot == 9:
            assert got[1] * factor != want[1] and abs(got[1] * factor - want[1]) <= largest * 2.0**-40
            continue
        assert torch.equal(got[finite] * factor, want[finite]), slot
