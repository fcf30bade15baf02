import math

import pytest
import torch

from sparsemla import sparse_attention_ref


def naive_attention(q, kv_main, indices, lengths, kv_extra, extra_indices, extra_lengths, sinks, scale):
    """Per-row, per-head float64 loop, written independently of the vectorised reference."""
    rows, heads, dim = q.shape
    out = torch.zeros(rows, heads, dim, dtype=torch.float64)
    lse = torch.full((rows, heads), -math.inf, dtype=torch.float64)
    for r in range(rows):
        keys = []
        sources = [(kv_main, indices, lengths)]
        if kv_extra is not None:
            sources.append((kv_extra, extra_indices, extra_lengths))
        for kv, idx, lens in sources:
            width = idx.shape[1] if lens is None else int(lens[r])
            for j in range(width):
                if int(idx[r, j]) >= 0:
                    keys.append(kv[int(idx[r, j])].double())
        if not keys:
            continue
        k = torch.stack(keys)
        for h in range(heads):
            s = [float(q[r, h].double() @ key) * scale for key in k]
            m = max(s)
            w = [math.exp(x - m) for x in s]
            total = sum(w)
            denom = total
            if sinks is not None:
                denom += math.exp(float(sinks[h]) - m) if float(sinks[h]) != math.inf else math.inf
            out[r, h] = sum(wi * key for wi, key in zip(w, k)) / denom
            lse[r, h] = m + math.log(total)
    return out, lse


def random_case(seed, rows=6, heads=4, dim=512, main_rows=40, extra_rows=12, width=10, extra_width=5, extra=True):
    g = torch.Generator().manual_seed(seed)
    q = torch.randn(rows, heads, dim, generator=g, dtype=torch.float64)
    kv_main = torch.randn(main_rows, dim, generator=g, dtype=torch.float64)
    indices = torch.randint(-1, main_rows, (rows, width), generator=g, dtype=torch.int32)
    indices[0, :3] = 7  # duplicates count each time
    indices[1, :] = -1  # a row with no valid main entry
    lengths = torch.randint(0, width + 1, (rows,), generator=g, dtype=torch.int32)
    lengths[2] = 0
    case = dict(q=q, kv_main=kv_main, indices=indices, lengths=lengths, kv_extra=None, extra_indices=None, extra_lengths=None)
    if extra:
        case["kv_extra"] = torch.randn(extra_rows, dim, generator=g, dtype=torch.float64)
        case["extra_indices"] = torch.randint(-1, extra_rows, (rows, extra_width), generator=g, dtype=torch.int32)
        case["extra_indices"][1, :] = -1  # row 1 is empty in both sources
        case["extra_lengths"] = torch.randint(0, extra_width + 1, (rows,), generator=g, dtype=torch.int32)
    sinks = torch.randn(heads, generator=g, dtype=torch.float32) * 2
    sinks[0] = -math.inf
    sinks[1] = math.inf
    return case, sinks


@pytest.mark.parametrize("seed", [0, 1, 2])
@pytest.mark.parametrize("extra", [False, True])
@pytest.mark.parametrize("with_sinks", [False, True])
def test_reference_matches_naive_loop(seed, extra, with_sinks):
    case, sinks = random_case(seed, extra=extra)
    sinks = sinks if with_sinks else None
    scale = 512**-0.5
    out, lse = sparse_attention_ref(
        case["q"], case["kv_main"], case["indices"], case["lengths"],
        kv_extra=case["kv_extra"], extra_indices=case["extra_indices"], extra_lengths=case["extra_lengths"],
        sinks=sinks,
    )  # fmt: skip
    want_out, want_lse = naive_attention(
        case["q"], case["kv_main"], case["indices"], case["lengths"],
        case["kv_extra"], case["extra_indices"], case["extra_lengths"], sinks, scale,
    )  # fmt: skip
    assert out.dtype == torch.float64 and lse.dtype == torch.float64
    torch.testing.assert_close(out, want_out, rtol=1e-12, atol=1e-12)
    torch.testing.assert_close(lse, want_lse, rtol=1e-12, atol=1e-12)
    assert torch.all(out[1] == 0) and torch.all(lse[1] == -math.inf)  # the empty row
    assert out.abs().sum() > 0


def test_sink_semantics():
    case, _ = random_case(3, extra=False)
    args = (case["q"], case["kv_main"], case["indices"], case["lengths"])
    base, base_lse = sparse_attention_ref(*args)
    heads = case["q"].shape[1]
    no_sink, _ = sparse_attention_ref(*args, sinks=torch.full((heads,), -math.inf))
    torch.testing.assert_close(no_sink, base, rtol=0, atol=0)
    inf_sink, inf_lse = sparse_attention_ref(*args, sinks=torch.full((heads,), math.inf))
    assert torch.all(inf_sink == 0)
    torch.testing.assert_close(inf_lse, base_lse)  # the sink never enters the LSE
    # A finite sink scales each row by exp(lse) / (exp(lse) + exp(sink)).
    sink = torch.full((heads,), 0.3)
    scaled, _ = sparse_attention_ref(*args, sinks=sink)
    factor = torch.exp(base_lse) / (torch.exp(base_lse) + math.exp(0.3))
    torch.testing.assert_close(scaled, base * torch.nan_to_num(factor)[..., None])


def test_weights_map_changes_the_numerator_only():
    """``weights`` (a model of a kernel's rounding of P) maps the numerator's weights; the denominator and the
    LSE keep the exact ones."""
    case, _ = random_case(5, extra=True)
    args = (case["q"], case["kv_main"], case["indices"], case["lengths"])
    kwargs = dict(kv_extra=case["kv_extra"], extra_indices=case["extra_indices"], extra_lengths=case["extra_lengths"])
    base, base_lse = sparse_attention_ref(*args, **kwargs)
    same, same_lse = sparse_attention_ref(*args, weights=lambda w: w, **kwargs)
    torch.testing.assert_close(same, base, rtol=0, atol=0)
    half, half_lse = sparse_attention_ref(*args, weights=lambda w: 0.5 * w, **kwargs)
    torch.testing.assert_close(half, 0.5 * base)
    torch.testing.assert_close(half_lse, base_lse, rtol=0, atol=0)


def test_e4m3_query_rounds_each_head_group_under_one_power_of_two():
    from sparsemla.testing.reference import e4m3_query

    g = torch.Generator().manual_seed(7)
    q = torch.randn(3, 128, 512, generator=g, dtype=torch.float64)
    q[1, 64:] *= 1e-3  # the second group of row 1 gets its own factor
    model = e4m3_query(q)
    assert model.dtype == torch.float64 and model.shape == q.shape
    top = q.abs().view(3, 2, 64 * 512).amax(dim=2).repeat_interleave(64, dim=1)[..., None]  # each group's largest
    # The group's power of two puts its largest value in [2^7, 2^8), so that power is at most top / 2^7: each value
    # is off by at most half an e4m3 step, 2^-4 of itself (3-bit mantissas), or 2^-10 of that power (subnormals).
    bound = torch.maximum(q.abs() * 2**-4, top * 2**-17)
    assert ((model - q).abs() <= bound).all()
    assert (model != q).any()  # (one power of two for the whole row would break the bound in its small group)
    exact = torch.ldexp(torch.ones(1, 64, 512, dtype=torch.float64), torch.randint(-3, 4, (1, 64, 512), generator=g))
    torch.testing.assert_close(e4m3_query(exact), exact, rtol=0, atol=0)  # powers of two pass unchanged


def test_reference_softmax_scale_and_dtype():
    case, _ = random_case(4, extra=False)
    q32 = case["q"].float()
    out, lse = sparse_attention_ref(q32, case["kv_main"].float(), case["indices"], softmax_scale=0.1)
    want, want_lse = naive_attention(case["q"], case["kv_main"], case["indices"], None, None, None, None, None, 0.1)
    assert out.dtype == torch.float32
    torch.testing.assert_close(out.double(), want, rtol=1e-4, atol=1e-5)
    out_bf16, _ = sparse_attention_ref(q32.bfloat16(), case["kv_main"].bfloat16(), case["indices"])
    assert out_bf16.dtype == torch.float32  # half inputs are computed in float32


def test_reference_zero_width_gives_empty_rows():
    # No index columns in either source: every row is empty (zeros, LSE -inf), as the op returns.
    case, _ = random_case(5, extra=False)
    q, kv = case["q"], case["kv_main"]
    empty = torch.empty(q.shape[0], 0, dtype=torch.int32)
    out, lse = sparse_attention_ref(q, kv, empty, kv_extra=kv, extra_indices=empty,
                                    sinks=torch.randn(q.shape[1]))
    assert out.shape == q.shape and torch.all(out == 0)
    assert lse.shape == q.shape[:2] and torch.all(lse == -math.inf)


def test_reference_ignores_whatever_lies_past_a_rows_length():
    case, _ = random_case(5, extra=False)
    q, kv, idx = case["q"], case["kv_main"], case["indices"]
    lengths = torch.full((q.shape[0],), 3, dtype=torch.int32)
    stale = idx.clone()
    stale[:, 3:] = kv.shape[0] + 7
    expected = sparse_attention_ref(q, kv, idx, lengths)
    result = sparse_attention_ref(q, kv, stale, lengths)
    torch.testing.assert_close(result[0], expected[0], rtol=0, atol=0)
    torch.testing.assert_close(result[1], expected[1], rtol=0, atol=0)
    stale[1, 2] = kv.shape[0]  # (a counted entry must name a row)
    with pytest.raises(ValueError, match="out of range"):
        sparse_attention_ref(q, kv, stale, lengths)


def test_reference_rejects_bad_arguments():
    case, _ = random_case(5, extra=False)
    q, kv, idx = case["q"], case["kv_main"], case["indices"]
    with pytest.raises(ValueError, match="out of range"):
        sparse_attention_ref(q, kv, idx.clone().fill_(kv.shape[0]))
    with pytest.raises(ValueError, match="lengths"):
        sparse_attention_ref(q, kv, idx, torch.full((q.shape[0],), idx.shape[1] + 1, dtype=torch.int32))
    with pytest.raises(ValueError, match="sinks"):
        sparse_attention_ref(q, kv, idx, sinks=torch.zeros(q.shape[1] + 1))
    with pytest.raises(ValueError, match="together"):
        sparse_attention_ref(q, kv, idx, kv_extra=kv)


def test_skipped_entries_never_reach_the_output():
    """A -1 entry, or one past the row's length, whose table row holds NaN / inf: ignored, as the kernels do."""
    torch.manual_seed(0)
    kv = torch.randn(4, 512, dtype=torch.float64)
    kv[0, 0], kv[3, 5] = float("nan"), float("inf")
    q = torch.randn(1, 2, 512, dtype=torch.float64)
    clean, clean_lse = sparse_attention_ref(q, kv, torch.tensor([[1, 2]]))
    for indices, lengths in ((torch.tensor([[1, 2, -1]]), None), (torch.tensor([[1, 2, 0, 3]]), torch.tensor([2]))):
        out, lse = sparse_attention_ref(q, kv, indices, lengths)
        assert bool(torch.isfinite(out).all())
        torch.testing.assert_close(out, clean, rtol=1e-12, atol=1e-12)
        torch.testing.assert_close(lse, clean_lse, rtol=1e-12, atol=1e-12)


def test_empty_tables_and_sources():
    q = torch.randn(2, 2, 512, dtype=torch.float64)
    out, lse = sparse_attention_ref(q, torch.zeros(0, 512, dtype=torch.float64), torch.tensor([[-1], [-1]]))
    assert torch.equal(out, torch.zeros_like(out)) and bool(torch.isneginf(lse).all())
    # an empty second source after a real one, every entry of it skipped
    kv = torch.randn(3, 512, dtype=torch.float64)
    out, lse = sparse_attention_ref(q, kv, torch.tensor([[0, 1], [2, -1]]), kv_extra=torch.zeros(0, 512, dtype=torch.float64),
                                    extra_indices=torch.tensor([[-1], [-1]]))  # fmt: skip
    ref, ref_lse = sparse_attention_ref(q, kv, torch.tensor([[0, 1], [2, -1]]))
    assert torch.equal(out, ref) and torch.equal(lse, ref_lse)


@pytest.mark.parametrize("bad", ["float_indices", "bool_indices", "float_lengths"])
def test_non_integer_indices_and_lengths_are_refused(bad):
    q, kv = torch.randn(1, 2, 512), torch.randn(3, 512)
    indices, lengths = torch.tensor([[0, 1]]), torch.tensor([2])
    if bad == "float_indices":
        indices = indices.float() + 0.7
    elif bad == "bool_indices":
        indices = indices.bool()
    else:
        lengths = lengths.float() - 0.5
    with pytest.raises(TypeError, match="integer"):
        sparse_attention_ref(q, kv, indices, lengths)
