"""HF transformers DeepSeek-V4 attention vs. sparsemla's exact reference (CPU, fp32, no GPU needed).

The oracle runs HF's eager ``DeepseekV4Attention`` layers (sliding / CSA / HCA): a prefill of 380 tokens,
then 8 decode steps (positions 380..387). This schedule crosses an HCA boundary during decode: at t = 383
the count ``(t + 1) // 128`` goes from 2 to 3. The test rebuilds index lists the way a serving system does
and checks that ``sparse_attention_ref`` reproduces HF's attention output (before the inverse RoPE) to 1e-5.
The negative tests show that the comparison can fail: each perturbed rule gives an error above 1e-3.
"""

from __future__ import annotations

import pytest
import torch

pytest.importorskip("transformers")
pytest.importorskip("transformers.models.deepseek_v4")

from sparsemla.testing import oracle  # noqa: E402

PREFILL = 380
DECODE = 8
TOL = 1e-5
FAIL = 1e-3
LAYER_TYPES = list(oracle.DEFAULT_LAYER_TYPES)


@pytest.fixture(scope="module")
def capture():
    return oracle.run_hf_oracle(prefill_len=PREFILL, decode_steps=DECODE, seed=0)


def _by_type(errors):
    out = {}
    for err in errors:
        out.setdefault(err.layer_type, []).append(err)
    return out


def test_capture_shapes(capture):
    cfg = capture.config
    assert capture.layer_types == LAYER_TYPES
    assert capture.chunks == [PREFILL] + [1] * DECODE
    for layer in capture.records:
        assert len(layer) == 1 + DECODE
        for rec in layer:
            T = rec.positions.numel()
            assert rec.q.shape == (T, cfg.num_attention_heads, 512)
            assert rec.attn_out.shape == rec.q.shape == rec.o_proj_in.shape
            assert rec.window_kv.shape == (int(rec.positions[-1]) + 1, 512)
            assert rec.sinks.shape == (cfg.num_attention_heads,) and bool((rec.sinks != 0).all())
            assert rec.scaling == pytest.approx(512**-0.5)
            t_last = int(rec.positions[-1])
            if rec.layer_type == "sliding_attention":
                assert rec.compressed_kv is None and rec.topk is None
            else:
                # HF emits a row as soon as its window is complete, before attention runs.
                assert rec.compressed_kv.shape == ((t_last + 1) // rec.compress_rate, 512)
            if rec.layer_type == "compressed_sparse_attention":
                assert rec.topk.shape == (T, cfg.index_topk)
            else:
                assert rec.topk is None
    hca = capture.records[LAYER_TYPES.index("heavily_compressed_attention")]
    assert hca[0].compressed_kv.shape[0] == 2  # 380 prefill tokens -> 2 HCA rows
    assert hca[-1].compressed_kv.shape[0] == 3  # row 2 appears at t = 383


def test_indexer_selects_a_causal_subset(capture):
    csa = capture.records[LAYER_TYPES.index("compressed_sparse_attention")]
    k = capture.config.index_topk
    for rec in csa:
        t = rec.positions[:, None]
        picks = rec.topk
        valid = picks >= 0
        assert bool((picks[valid] < ((t + 1) // 4).expand_as(picks)[valid]).all())  # causal
        n_valid = valid.sum(dim=1)
        assert torch.equal(n_valid, torch.clamp((rec.positions + 1) // 4, max=k))
        for row, n in zip(picks, n_valid):  # no duplicate picks
            assert row[row >= 0].unique().numel() == int(n)
    # At 380 tokens there are 95 rows and k = 16: the indexer really chooses.
    assert csa[-1].compressed_kv.shape[0] > 4 * k


def test_index_lists_match_hf_masks(capture):
    """Exact structural check: the rebuilt index sets equal the sets HF's additive mask left visible."""
    for rec in capture.all_records():
        indices, lengths, extra, extra_len = oracle.build_indices(rec)
        hf_window, hf_comp = oracle.hf_visible_masks(rec)
        assert torch.equal(oracle.index_masks(indices, lengths, rec.window_kv.shape[0]), hf_window), (
            rec.layer_type,
            rec.step,
        )
        if hf_comp is not None:
            got = oracle.index_masks(extra, extra_len, rec.compressed_kv.shape[0])
            assert torch.equal(got, hf_comp), (rec.layer_type, rec.step)


def test_reference_matches_hf(capture):
    errors = oracle.reference_errors(capture)
    by_type = _by_type(errors)
    assert sorted(by_type) == sorted(LAYER_TYPES)
    for layer_type, errs in by_type.items():
        assert {e.step for e in errs} == set(range(1 + DECODE))  # prefill and every decode step
        worst = max(e.rel_err for e in errs)
        assert worst <= TOL, f"{layer_type}: max relative error {worst:.3e}"
    assert oracle.compare_with_reference(capture) <= TOL
    # The same holds when the reference computes in fp32, as kernels will.
    assert oracle.compare_with_reference(capture, compute_dtype=torch.float32) <= TOL


def test_captured_output_is_before_inverse_rope(capture):
    for rec in capture.all_records():
        inv_freq = oracle.rope_inv_freq(capture.config, rec.layer_type)
        hf_key = "main" if rec.layer_type == "sliding_attention" else "compress"
        torch.testing.assert_close(inv_freq, capture.rope_inv_freq_hf[hf_key], rtol=1e-6, atol=0)
        # Our own conjugate rotation at the query position maps the captured output onto the input of o_a_proj.
        derotated = oracle.apply_interleaved_rope(rec.attn_out, rec.positions, inv_freq, inverse=True)
        scale = rec.o_proj_in.abs().max()
        assert float((derotated - rec.o_proj_in).abs().max() / scale) < 1e-5
        # The nope channels are untouched; the rope channels really differ (so attn_out is pre-inverse-RoPE).
        assert torch.equal(rec.attn_out[..., :448], rec.o_proj_in[..., :448])
        assert float((rec.attn_out[..., 448:] - rec.o_proj_in[..., 448:]).abs().max() / scale) > 1e-2


def test_dropping_the_sink_fails(capture):
    for layer_type, errs in _by_type(oracle.reference_errors(capture, use_sinks=False)).items():
        assert min(e.rel_err for e in errs) > FAIL, layer_type


@pytest.mark.parametrize("window", [127, 129])
def test_window_off_by_one_fails(capture, window):
    # Every record has queries at t >= 128, where a 127- or 129-row window differs from HF's 128.
    for layer_type, errs in _by_type(oracle.reference_errors(capture, window=window)).items():
        assert min(e.rel_err for e in errs) > FAIL, (layer_type, window)


def test_hca_rule_off_by_one_fails(capture):
    # w < t // 128 instead of w < (t + 1) // 128: the sets differ exactly at t = 127, 255 (prefill) and
    # t = 383 (decode step 4, where HF's row 2 has just been emitted).
    errs = oracle.reference_errors(capture, hca_offset=-1, layer_types=["heavily_compressed_attention"])
    by_pos = {int(e.positions[-1]): e for e in errs}
    prefill = by_pos[PREFILL - 1]
    assert prefill.rel_err > FAIL
    assert float(prefill.row_rel_err[127]) > FAIL and float(prefill.row_rel_err[255]) > FAIL
    bad_rows = prefill.row_rel_err > TOL
    assert int(bad_rows.sum()) == 2
    assert by_pos[383].rel_err > FAIL
    for t in range(PREFILL, PREFILL + DECODE):
        if t != 383:
            assert by_pos[t].rel_err <= TOL
    # The other layer types have no HCA rows, so the same option leaves them exact.
    assert oracle.compare_with_reference(capture, hca_offset=-1, layer_types=LAYER_TYPES[:2]) <= TOL


def test_csa_ignoring_the_indexer_fails(capture):
    errs = oracle.reference_errors(capture, csa_mode="all", layer_types=["compressed_sparse_attention"])
    assert min(e.rel_err for e in errs) > FAIL
