"""The ``e4m3rows`` CuTe DSL prefill kernel (both products on e4m3 tensor cores, opt-in precision) on the GPU,
straight from ``fp8_uniform`` pools, against the float64 reference on the dequantized rows: poisoned outputs,
every element finite, empty rows exact (zeros, -inf LSE), and per (row, head) the error e4m3 operands allow;
-1 / out-of-range / duplicate entries, lengths, sinks, one or two sources, 64 and 128 heads, whole valid tiles,
a negative scale; through the op, eagerly and replayed from a CUDA graph on new contents."""

import math
import zlib

import pytest
import torch

pytestmark = pytest.mark.gpu

if not torch.cuda.is_available():
    pytest.skip("needs a CUDA GPU", allow_module_level=True)

from sparsemla.kernels.cute.launch import run_cute_decode  # noqa: E402

from sparsemla.testing.reference import e4m3_query  # noqa: E402

from kernels.test_cute_decode import _reference  # noqa: E402
from ops.test_distinct_rows_gpu import _problem as _pool_problem, replayed_on_new_contents  # noqa: E402

ROWS = 150
# Against the float64 reference on Q rounded as the kernel rounds it (testing.reference.e4m3_query), whose error
# grows with the logits: what remains is P's e4m3 rounding (about 2% relative RMS, at most 2^-4 of a one-entry
# row; the LSE sums unrounded P) and the e4m3 tensor cores' accumulation. A wrong row, channel or head order,
# or zeros, gives errors near 100%.
MAX_ROW_ERROR = 0.12
MAX_RMS_ERROR = 0.04
MAX_LSE_ERROR = 0.05


def _model(q, *rest, softmax_scale=None):
    """``(out, lse)`` of the float64 reference on the kernel's e4m3 Q."""
    return _reference(e4m3_query(q), *rest, softmax_scale=softmax_scale)


def _problem(heads, two_sources, seed, rows=ROWS):
    """The distinct-rows tests' problem (fp8_uniform pools at 0.5× and 2× N(0, 1), lengths, -1 / out-of-range /
    duplicate entries, an empty last row) at ``rows`` rows."""
    return _pool_problem(heads, two_sources, seed, rows)


def _run(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks, softmax_scale=None):
    out = torch.full_like(q, math.nan)
    lse = torch.full(q.shape[:2], math.nan, dtype=torch.float32, device="cuda")
    run_cute_decode(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks, softmax_scale, None, 1, out, lse,
                    design="e4m3rows")  # fmt: skip
    torch.cuda.synchronize()
    return out, lse


def _check_e4m3(out, lse, ref_out, ref_lse):
    assert not torch.isnan(out).any() and not torch.isnan(lse).any(), "poison left unwritten"
    empty = torch.isinf(ref_lse)
    assert torch.equal(torch.isinf(lse), empty), "LSE -inf pattern differs"
    assert (out[empty] == 0).all(), "empty rows must give zeros"
    diff = (out.double() - ref_out)[~empty]
    ref = ref_out[~empty]
    row_err = diff.norm(dim=-1) / ref.norm(dim=-1).clamp_min(1e-30)
    rms = (diff.norm() / ref.norm()).item()
    assert row_err.max().item() <= MAX_ROW_ERROR, f"worst (row, head) relative error {row_err.max().item():.4f}"
    assert rms <= MAX_RMS_ERROR, f"relative RMS error {rms:.4f}"
    lse_err = (lse.double() - ref_lse)[~empty].abs().max().item()
    assert lse_err <= MAX_LSE_ERROR, f"LSE error {lse_err:.4f}"
    return rms


@pytest.mark.parametrize("two_sources", [True, False])
@pytest.mark.parametrize("heads", [64, 128])
def test_e4m3_kernel_matches_reference(heads, two_sources):
    problem = _problem(heads, two_sources, zlib.crc32(repr((heads, two_sources)).encode()))
    out, lse = _run(*problem)
    ref_out, ref_lse = _model(*problem)
    _check_e4m3(out, lse, ref_out, ref_lse)


def test_e4m3_kernel_full_tiles_and_negative_scale():
    """Whole valid tiles (the unmasked softmax) beside rows ending inside a tile, under a negative scale."""
    q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks = _problem(64, True, 31, rows=40)
    for idx, cache in ((main_idx, main), (extra_idx, extra)):
        valid = (idx >= 0) & (idx < cache.num_slots)
        idx.copy_(torch.where(valid, idx, idx[valid][0]))
    main_len.fill_(192)
    extra_len.fill_(128)
    main_len[1::4] = 100
    extra_len[2::4] = 70
    extra_len[3::8] = 0
    problem = (q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks)
    for scale in (None, -0.03):
        out, lse = _run(*problem, softmax_scale=scale)
        _check_e4m3(out, lse, *_model(*problem, softmax_scale=scale))


def test_e4m3_kernel_refuses_splits():
    q, main, main_idx, main_len, *_ = _problem(64, False, 5, rows=4)
    out = torch.empty_like(q)
    with pytest.raises(ValueError, match="num_splits"):
        run_cute_decode(q, main, main_idx, main_len, None, None, None, None, None, None, 2, out, None, design="e4m3rows")


def test_op_runs_e4m3_kernel_with_qk_fp8():
    """``sparse_attention`` with ``qk_fp8`` on a prefill-sized call takes the e4m3 kernel (no workspace)."""
    from sparsemla import sparse_attention
    from sparsemla.config import AttentionOptions
    from sparsemla.ops.plan import DISTINCT_ROWS_MIN_ROWS, e4m3_prefill_reason

    rows = DISTINCT_ROWS_MIN_ROWS + 9
    q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks = _problem(64, True, 11, rows=rows)
    options = AttentionOptions(qk_fp8=True)
    assert e4m3_prefill_reason(q, main, extra, options) is None
    out = torch.full_like(q, math.nan)
    out, lse = sparse_attention(q, main, main_idx, main_len, extra_cache=extra, extra_indices=extra_idx,
                                extra_lengths=extra_len, sinks=sinks, out=out, return_lse=True, options=options)  # fmt: skip
    torch.cuda.synchronize()
    _check_e4m3(out, lse, *_model(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks))
    # An exact kernel stays within 2.5e-3 of the exact reference; the e4m3 one is ~10x further from it.
    exact, exact_lse = _reference(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks)
    valid = ~torch.isinf(exact_lse)
    exact_rms = ((out.double() - exact)[valid].norm() / exact[valid].norm()).item()
    assert exact_rms > 0.01, f"relative RMS {exact_rms:.4f} against the exact reference: an exact kernel ran"


def test_op_e4m3_path_replays_on_new_contents():
    """The e4m3 path captured in a CUDA graph (``qk_fp8``, prefill-sized) and replayed on new Q, indices and
    pool bytes: every output against the model of the new contents."""
    from sparsemla import sparse_attention
    from sparsemla.config import AttentionOptions
    from sparsemla.ops.plan import DISTINCT_ROWS_MIN_ROWS

    q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks = _problem(64, True, 21,
                                                                                rows=DISTINCT_ROWS_MIN_ROWS + 3)  # fmt: skip
    out = torch.empty_like(q)
    lse = torch.empty(q.shape[:2], dtype=torch.float32, device="cuda")
    options = AttentionOptions(qk_fp8=True)

    def call():
        sparse_attention(q, main, main_idx, main_len, extra_cache=extra, extra_indices=extra_idx,
                         extra_lengths=extra_len, sinks=sinks, out=out, lse=lse, options=options)  # fmt: skip

    def unit_e4m3(shape, gen):
        # Unit-variance e4m3 values, the data the bounds above are set for. (Uniform bytes below 120 make every
        # K channel positive and up to 240: logits of ~10², where an eager call misses the absolute LSE bound
        # as well, 0.15 at |LSE| up to 147 against 0.0075 on these values; H100.)
        return torch.randn(shape, generator=gen).to(torch.float8_e4m3fn).view(torch.uint8)

    for _ in replayed_on_new_contents(call, q, main, main_idx, 22, (out, lse), unit_e4m3):
        _check_e4m3(out, lse, *_model(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks))


def test_bound_call_runs_the_e4m3_kernel_as_the_op_does():
    """A bound call (``bind_sparse_attention``) with ``qk_fp8`` at a prefill-sized row count launches the same
    e4m3 kernel as the op: bit-identical outputs and LSE, on new contents each call, within the e4m3 bounds of
    the reference; a count under the prefill size runs what the op runs there (the same outputs)."""
    from sparsemla import bind_sparse_attention, sparse_attention
    from sparsemla.config import AttentionOptions
    from sparsemla.ops.plan import DISTINCT_ROWS_MIN_ROWS

    rows = DISTINCT_ROWS_MIN_ROWS + 5
    q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks = _problem(64, True, 31, rows=rows)
    options = AttentionOptions(qk_fp8=True)
    out = torch.full_like(q, math.nan)
    bound = bind_sparse_attention(q, main, main_idx, main_len, extra_cache=extra, extra_indices=extra_idx,
                                  extra_lengths=extra_len, sinks=sinks, out=out, return_lse=True, options=options)  # fmt: skip
    gen = torch.Generator(device="cuda").manual_seed(4)
    for count in (rows, rows, 7):
        q.copy_(torch.randn(q.shape, generator=gen, device="cuda").to(torch.bfloat16))
        out.fill_(math.nan)
        bound.lse.fill_(math.nan)
        got, got_lse = bound(count)
        want, want_lse = sparse_attention(q[:count], main, main_idx[:count], main_len[:count], extra_cache=extra,
                                          extra_indices=extra_idx[:count], extra_lengths=extra_len[:count],
                                          sinks=sinks, return_lse=True, options=options)  # fmt: skip
        torch.cuda.synchronize()
        assert torch.equal(got, want) and torch.equal(got_lse, want_lse)
        assert torch.isnan(out[count:]).all(), "rows past the prefix were written"
        if count == rows:
            _check_e4m3(got, got_lse, *_model(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks))
