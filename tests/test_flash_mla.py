"""sparsemla.flash_mla: FlashMLA's interface on sparsemla's kernels.

CPU: against the float64 reference on identical inputs. GPU (``-m gpu``): against ``sgl-flash-mla``
1.0.0 itself (``use_legacy=True``, the SM90 kernels), skipped when ``flash_mla`` does not import.
"""

import importlib.util
import inspect
import math

import pytest
import torch
from helpers import make_cache, needs_interpreter, random_indices, reference

import sparsemla
from sparsemla import PagedKVCache, flash_mla, sparse_attention_ref
from sparsemla.formats import CACHE_FORMATS

INF = float("inf")


def kcache_view(cache: PagedKVCache, pad_bytes: int = 0) -> torch.Tensor:
    """The cache as FlashMLA's k_cache [num_blocks, page_block_size, 1, bytes_per_token].

    Pages keep sparsemla's (= FlashMLA's) padding; ``pad_bytes`` adds more, in a copy of the bytes.
    """
    data = cache.data
    if pad_bytes:
        data = torch.zeros(cache.num_pages, cache.page_bytes + pad_bytes, dtype=torch.uint8, device=data.device)
        data[:, : cache.page_bytes] = cache.data
    nb, block = cache.num_pages, cache.page_size
    if cache.fmt == "bf16":
        return data.view(torch.bfloat16)[:, : block * 512].view(nb, block, 1, 512)
    width = cache.format.bytes_per_token
    return data[:, : block * width].view(torch.float8_e4m3fn).view(nb, block, 1, width)


def expected_lse(ref_lse):
    """FlashMLA's lse: +inf where no key is valid."""
    return torch.where(torch.isneginf(ref_lse), torch.full_like(ref_lse, INF), ref_lse)


def check(out, lse, ref_out, ref_lse, atol=2e-2):
    torch.testing.assert_close(out.double().cpu(), ref_out.cpu(), atol=atol, rtol=2e-2)
    want = expected_lse(ref_lse).cpu()
    lse = lse.double().cpu()
    assert torch.equal(torch.isinf(lse), torch.isinf(want)), "lse +inf pattern differs"
    finite = torch.isfinite(want)
    torch.testing.assert_close(lse[finite], want[finite], atol=1e-3, rtol=0)


DECODE_CASES = [
    # heads, s_q, main format, extra format, sinks, lengths, pad_bytes
    pytest.param(8, 1, "model1", None, None, False, 0, id="h8-sq1-model1"),
    pytest.param(16, 2, "model1", "model1", "finite", True, 0, id="h16-sq2-extra-sinks-lengths"),
    pytest.param(32, 1, "fp8_uniform", "model1", "inf", True, 0, id="h32-fp8uniform-extra-inf-sinks"),
    pytest.param(64, 2, "model1", None, "inf", True, 576, id="h64-sq2-padded-pages"),
    pytest.param(128, 1, "bf16", "model1", None, False, 0, id="h128-bf16-cache"),
]


def _sinks(kind, heads, generator):
    if kind is None:
        return None
    sinks = torch.randn(heads, generator=generator)
    if kind == "inf":
        sinks[0], sinks[1] = INF, -INF
    return sinks


@needs_interpreter
@pytest.mark.parametrize("heads,s_q,fmt,extra_fmt,sinks_kind,use_lengths,pad", DECODE_CASES)
def test_decode_matches_reference(heads, s_q, fmt, extra_fmt, sinks_kind, use_lengths, pad):
    g = torch.Generator().manual_seed(heads + s_q)
    b, topk, extra_topk, block = 2, 12, 8, 16
    cache, slots = make_cache(40, block, fmt, "cpu", g)
    q = torch.randn(b, s_q, heads, 512, generator=g).bfloat16()
    indices = random_indices(b * s_q, topk, slots, g, "cpu").view(b, s_q, topk)
    indices[-1, -1] = -1  # the last query of the last batch row has no valid main key
    topk_length = torch.tensor([topk - 3, topk], dtype=torch.int32) if use_lengths else None
    kwargs, extra_cache, extra_rows, extra_lengths = {}, None, None, None
    if extra_fmt is not None:
        extra_cache, extra_slots = make_cache(20, 8, extra_fmt, "cpu", g)
        extra_idx = random_indices(b * s_q, extra_topk, extra_slots, g, "cpu").view(b, s_q, extra_topk)
        extra_idx[-1, -1] = -1
        extra_topk_length = torch.tensor([0, 5], dtype=torch.int32) if use_lengths else None
        kwargs = dict(extra_k_cache=kcache_view(extra_cache), extra_indices_in_kvcache=extra_idx,
                      extra_topk_length=extra_topk_length)  # fmt: skip
        extra_rows = extra_idx.view(b * s_q, extra_topk)
        extra_lengths = extra_topk_length.repeat_interleave(s_q) if use_lengths else None
    sinks = _sinks(sinks_kind, heads, g)
    meta, none = flash_mla.get_mla_metadata(torch.zeros(b, dtype=torch.int32), s_q * heads, 1)
    assert none is None
    k_cache = kcache_view(cache, pad)
    out, lse = flash_mla.flash_mla_with_kvcache(
        q, k_cache, None, None, 512, meta, softmax_scale=512**-0.55, indices=indices, attn_sink=sinks,
        topk_length=topk_length, **kwargs,
    )  # fmt: skip
    assert out.shape == (b, s_q, heads, 512) and out.dtype == torch.bfloat16
    assert lse.shape == (b, heads, s_q) and lse.dtype == torch.float32
    lengths = topk_length.repeat_interleave(s_q) if use_lengths else None
    ref_out, ref_lse = sparse_attention_ref(
        q.view(b * s_q, heads, 512).double(), cache.dense().double(), indices.view(b * s_q, topk), lengths,
        kv_extra=extra_cache.dense().double() if extra_cache is not None else None, extra_indices=extra_rows,
        extra_lengths=extra_lengths, sinks=sinks, softmax_scale=512**-0.55,
    )  # fmt: skip
    if extra_fmt is None:
        assert torch.isneginf(ref_lse[-1]).all()  # the empty query: zeros and +inf
    check(out.view(b * s_q, heads, 512), lse.transpose(1, 2).reshape(b * s_q, heads), ref_out, ref_lse)
    # Zero-copy: the metadata's cache reads the caller's bytes.
    assert meta._caches["k_cache"][1].data.data_ptr() == k_cache.data_ptr()
    assert meta.workspace is not None and meta.workspace.max_query_rows >= b * s_q
    # Reuse with the same shapes (the cached cache view and length buffers are reused too).
    out2, lse2 = flash_mla.flash_mla_with_kvcache(
        q, k_cache, None, None, 512, meta, softmax_scale=512**-0.55, indices=indices, attn_sink=sinks,
        topk_length=topk_length, **kwargs,
    )  # fmt: skip
    assert torch.equal(out2, out) and torch.equal(lse2, lse)


def _decode_args():
    g = torch.Generator().manual_seed(3)
    cache, slots = make_cache(16, 16, "model1", "cpu", g)
    q = torch.randn(1, 1, 8, 512, generator=g).bfloat16()
    indices = random_indices(1, 4, slots, g, "cpu").view(1, 1, 4)
    return dict(q=q, k_cache=kcache_view(cache), block_table=None, cache_seqlens=None, head_dim_v=512,
                tile_scheduler_metadata=flash_mla.get_mla_metadata()[0], indices=indices)  # fmt: skip


def _bad(name, value):
    def change(args):
        args[name] = value(args) if callable(value) else value

    return change


DECODE_ERRORS = [
    ("tile_scheduler_metadata", _bad("tile_scheduler_metadata", object()), TypeError),
    ("num_splits", _bad("num_splits", torch.zeros(2, dtype=torch.int32)), ValueError),
    ("indices is required", _bad("indices", None), ValueError),
    ("causal", _bad("causal", True), ValueError),
    ("causal must be a bool", _bad("causal", 0), TypeError),
    ("causal must be a bool", _bad("causal", "no"), TypeError),
    ("head_dim_v", _bad("head_dim_v", 576), ValueError),
    ("q must be bfloat16", _bad("q", lambda a: a["q"].half()), TypeError),
    ("heads", _bad("q", lambda a: a["q"].new_zeros(1, 1, 12, 512)), ValueError),
    ("d_qk = 512", _bad("q", lambda a: a["q"].new_zeros(1, 1, 8, 576)), ValueError),
    ("batch and query-row dims must flatten", _bad("q", lambda a: a["q"].new_zeros(2, 8, 2, 512).transpose(1, 2)),
     ValueError),
    ("k_cache must be float8_e4m3fn", _bad("k_cache", lambda a: a["k_cache"].view(torch.uint8).half()), TypeError),
    ("bytes per token", _bad("k_cache", lambda a: torch.zeros(2, 16, 1, 656, dtype=torch.uint8)), ValueError),
    ("k_cache must have shape", _bad("k_cache", lambda a: torch.zeros(2, 16, 2, 584, dtype=torch.uint8)), ValueError),
    ("multiple of 64", _bad("k_cache", lambda a: torch.zeros(2, 1, 1, 584, dtype=torch.uint8)), ValueError),
    ("is_fp8_kvcache", _bad("is_fp8_kvcache", False), ValueError),
    ("is_fp8_kvcache must be None or a bool", _bad("is_fp8_kvcache", "no"), TypeError),
    ("use_legacy must be a bool", _bad("use_legacy", 0), TypeError),
    ("enable_batch_invariant must be a bool", _bad("enable_batch_invariant", "no"), TypeError),
    ("kv_format='V32'", _bad("kv_format", "V32"), ValueError),
    ("kv_format must be", _bad("kv_format", "V5"), ValueError),
    ("does not match", _bad("kv_format", "V41"), ValueError),
    ("indices must be int32", _bad("indices", lambda a: a["indices"].long()), TypeError),
    ("indices must have shape", _bad("indices", lambda a: a["indices"].view(1, 4)), ValueError),
    ("topk_length must have shape", _bad("topk_length", torch.zeros(2, dtype=torch.int32)), ValueError),
    ("topk_length must be int32", _bad("topk_length", torch.zeros(1, dtype=torch.int64)), TypeError),
    ("attn_sink must be a float32", _bad("attn_sink", torch.zeros(8, dtype=torch.float64)), TypeError),
    ("attn_sink must have shape", _bad("attn_sink", torch.zeros(4)), ValueError),
    ("attn_sink must be contiguous", _bad("attn_sink", torch.zeros(16)[::2]), ValueError),
    ("kv_format must be", _bad("kv_format", ["V4"]), ValueError),
    ("given together", _bad("extra_k_cache", lambda a: a["k_cache"]), ValueError),
    ("extra_topk_length needs", _bad("extra_topk_length", torch.zeros(1, dtype=torch.int32)), ValueError),
]


@pytest.mark.parametrize("match,change,exc", DECODE_ERRORS, ids=[e[0] for e in DECODE_ERRORS])
def test_decode_rejects(match, change, exc):
    args = _decode_args()
    change(args)
    with pytest.raises(exc, match=match.replace("(", r"\(").replace("[", r"\[")):
        flash_mla.flash_mla_with_kvcache(**args)


@needs_interpreter
@pytest.mark.parametrize("match,change,exc", DECODE_ERRORS, ids=[e[0] for e in DECODE_ERRORS])
def test_decode_rejects_after_a_checked_call(match, change, exc):
    """A call whose arguments differ from the last checked call's is checked again in full."""
    args = _decode_args()
    flash_mla.flash_mla_with_kvcache(**args)
    assert args["tile_scheduler_metadata"]._checked is not None
    change(args)
    with pytest.raises(exc) as raised:
        flash_mla.flash_mla_with_kvcache(**args)
    # (a new page size is also a new shape for the metadata, which may be what is reported first)
    assert match in str(raised.value) or "made for other arguments" in str(raised.value), raised.value


@needs_interpreter
def test_decode_repeat_calls_skip_the_checks_and_follow_new_contents(monkeypatch):
    g = torch.Generator().manual_seed(11)
    cache, slots = make_cache(40, 16, "model1", "cpu", g)
    extra, extra_slots = make_cache(30, 8, "fp8_uniform", "cpu", g)
    meta = flash_mla.get_mla_metadata()[0]
    b, s_q, heads = 2, 2, 16
    args = dict(block_table=None, cache_seqlens=None, head_dim_v=512, tile_scheduler_metadata=meta)

    def call(q, k_cache, indices, extra_indices, lengths, sinks):
        return flash_mla.flash_mla_with_kvcache(
            q, k_cache, **args, indices=indices, attn_sink=sinks, extra_k_cache=kcache_view(extra),
            extra_indices_in_kvcache=extra_indices, topk_length=lengths,
        )  # fmt: skip

    def inputs():
        q = torch.randn(b, s_q, heads, 512, generator=g).bfloat16()
        indices = random_indices(b * s_q, 12, slots, g, "cpu").view(b, s_q, 12)
        extra_indices = random_indices(b * s_q, 9, extra_slots, g, "cpu").view(b, s_q, 9)
        lengths = torch.randint(0, 13, (b,), generator=g, dtype=torch.int32)
        return q, indices, extra_indices, lengths, torch.randn(heads, generator=g)

    def expected(q, source, indices, extra_indices, lengths, sinks):
        row_lengths = lengths.repeat_interleave(s_q)
        return sparse_attention_ref(
            q.view(b * s_q, heads, 512).double(), source.dense().double(), indices.view(b * s_q, 12), row_lengths,
            kv_extra=extra.dense().double(), extra_indices=extra_indices.view(b * s_q, 9), sinks=sinks.double(),
        )  # fmt: skip

    def call_and_check(source):
        q, indices, extra_indices, lengths, sinks = inputs()
        out, lse = call(q, kcache_view(source), indices, extra_indices, lengths, sinks)
        ref_out, ref_lse = expected(q, source, indices, extra_indices, lengths, sinks)
        check(out.view(b * s_q, heads, 512), lse.transpose(1, 2).reshape(b * s_q, heads), ref_out, ref_lse)

    other, _ = make_cache(40, 16, "model1", "cpu", g)
    for source in (cache, other):  # another cache buffer (address) is checked once, like the first
        call_and_check(source)
        # Same shapes, dtypes, devices and cache buffer, new contents: no check runs again.
        with monkeypatch.context() as patch:
            patch.setattr(flash_mla, "_check_q", lambda *a: pytest.fail("checked again"))
            call_and_check(source)
            call_and_check(source)


@needs_interpreter
def test_decode_ignores_what_flashmla_ignores_and_checks_reuse():
    args = _decode_args()
    out, lse = flash_mla.flash_mla_with_kvcache(**args)
    ignored = dict(args, block_table=torch.zeros(1, 3, dtype=torch.int32), cache_seqlens=torch.ones(1, dtype=torch.int32),
                   use_legacy=True, descale_q=torch.ones(1), descale_k=torch.ones(1), kv_format="V4")  # fmt: skip
    out2, lse2 = flash_mla.flash_mla_with_kvcache(**ignored)
    assert torch.equal(out, out2) and torch.equal(lse, lse2)
    meta = args["tile_scheduler_metadata"]
    assert meta.have_initialized and meta.config.topk == 4 and meta.config.h_q == 8
    with pytest.raises(ValueError, match="topk"):
        flash_mla.flash_mla_with_kvcache(**dict(args, indices=args["indices"][..., :2].contiguous()))
    with pytest.raises(ValueError, match="enable_batch_invariant"):
        flash_mla.flash_mla_with_kvcache(**dict(args, enable_batch_invariant=True))


@needs_interpreter
def test_first_call_may_be_captured(monkeypatch):
    """FlashMLA's first call on a fresh metadata object (its scheduler) can be captured in a CUDA graph,
    and engines capture it: the workspace is then made inside the capture; an eager call afterwards
    zeroes its counters first (until the graph replays, they hold whatever the graph's pool held)."""
    g = torch.Generator().manual_seed(5)
    cache, slots = make_cache(300, 16, "model1", "cpu", g)
    b, s_q, heads, topk = 1, 2, 16, 256  # two query rows, 256 keys: the launch splits in two
    q = torch.randn(b, s_q, heads, 512, generator=g).bfloat16()
    indices = random_indices(b * s_q, topk, slots, g, "cpu").view(b, s_q, topk)
    topk_length = torch.tensor([200], dtype=torch.int32)
    meta = flash_mla.get_mla_metadata()[0]
    ref_out, ref_lse = sparse_attention_ref(
        q.view(b * s_q, heads, 512).double(), cache.dense().double(), indices.view(b * s_q, topk),
        topk_length.repeat_interleave(s_q),
    )  # fmt: skip

    def call():
        out, lse = flash_mla.flash_mla_with_kvcache(q, kcache_view(cache), None, None, 512, meta, indices=indices,
                                                    topk_length=topk_length)  # fmt: skip
        check(out.view(b * s_q, heads, 512), lse.transpose(1, 2).reshape(b * s_q, heads), ref_out, ref_lse)

    with monkeypatch.context() as patch:
        patch.setattr(flash_mla, "_capturing", lambda tensor: True, raising=False)
        call()  # (on the CPU the "captured" launches run at once)
        call()
    assert meta.have_initialized and meta.workspace is not None
    meta.workspace.counters(heads).fill_(3)  # what a graph's pool may hold before the first replay
    call()


def test_storage_must_cover_padded_pages():
    cache = PagedKVCache(2, 16, "model1")
    # page stride 16 × 584 + 64, but the last page's padding lies outside the storage
    raw = torch.zeros(2 * (16 * 584 + 64) - 64, dtype=torch.uint8)
    k_cache = raw.as_strided((2, 16, 1, 584), (16 * 584 + 64, 584, 584, 1))
    args = _decode_args()
    with pytest.raises(ValueError, match="storage must cover"):
        flash_mla.flash_mla_with_kvcache(**dict(args, k_cache=k_cache))
    del cache


def test_v41_sizes_follow_formats():
    for width in (528, 288):
        k_cache = torch.zeros(2, 16, 1, width, dtype=torch.uint8)
        if flash_mla.FORMAT_BY_BYTES[width] is None:
            with pytest.raises(NotImplementedError, match="V4.1"):
                flash_mla._detect_format(k_cache, "k_cache", "f")
        else:
            assert flash_mla._detect_format(k_cache, "k_cache", "f") == flash_mla.FORMAT_BY_BYTES[width]


@needs_interpreter
def test_use_legacy_reads_block_split_v41_pages():
    """FlashMLA's legacy kernels read 528/288-byte caches as block-split pages (all data rows, then all
    scale rows), its current ones per token interleaved: use_legacy picks the layout."""
    if not {"v41_fp8_blocks", "v41_fp4_blocks"} <= set(CACHE_FORMATS):
        pytest.skip("no V4.1 formats")
    g = torch.Generator().manual_seed(41)
    b, s_q, heads, topk, extra_topk = 2, 2, 16, 8, 6
    rows = torch.randn(30, 512, generator=g)
    extra_rows = torch.randn(20, 512, generator=g)
    slots, extra_slots = torch.randperm(32, generator=g)[:30], torch.randperm(24, generator=g)[:20]
    q = torch.randn(b, s_q, heads, 512, generator=g).bfloat16()
    indices = random_indices(b * s_q, topk, slots, g, "cpu").view(b, s_q, topk)
    extra_idx = random_indices(b * s_q, extra_topk, extra_slots, g, "cpu").view(b, s_q, extra_topk)
    results = {}
    for legacy, suffix in ((False, ""), (True, "_blocks")):
        cache, extra = PagedKVCache(2, 16, "v41_fp8" + suffix), PagedKVCache(3, 8, "v41_fp4" + suffix)
        cache.store(rows, slots)
        extra.store(extra_rows, extra_slots)
        results[legacy] = flash_mla.flash_mla_with_kvcache(
            q, kcache_view(cache), None, None, 512, flash_mla.get_mla_metadata()[0], indices=indices,
            extra_k_cache=kcache_view(extra), extra_indices_in_kvcache=extra_idx, use_legacy=legacy,
        )  # fmt: skip
    ref_out, ref_lse = sparse_attention_ref(
        q.view(b * s_q, heads, 512).double(), cache.dense().double(), indices.view(b * s_q, topk),
        kv_extra=extra.dense().double(), extra_indices=extra_idx.view(b * s_q, extra_topk),
    )  # fmt: skip
    for out, lse in results.values():
        check(out.view(b * s_q, heads, 512), lse.transpose(1, 2).reshape(b * s_q, heads), ref_out, ref_lse)


@needs_interpreter
@pytest.mark.parametrize("heads,sinks_kind,use_lengths", [(8, "inf", True), (64, None, False), (128, "finite", True)])
def test_prefill_matches_reference(heads, sinks_kind, use_lengths):
    g = torch.Generator().manual_seed(heads)
    s_q, s_kv, topk = 3, 24, 10
    q = torch.randn(s_q, heads, 512, generator=g).bfloat16()
    kv = torch.randn(s_kv, 1, 512, generator=g).bfloat16()
    indices = torch.randint(0, s_kv, (s_q, 1, topk), generator=g, dtype=torch.int32)
    indices[0, 0, 2] = -1
    indices[1, 0, 3] = s_kv  # >= s_kv: invalid
    indices[1, 0, 4] = s_kv + 100
    indices[2, 0, :] = -1  # no valid key
    topk_length = torch.tensor([topk, 6, 3], dtype=torch.int32) if use_lengths else None
    sinks = _sinks(sinks_kind, heads, g)
    out, max_logits, lse = flash_mla.flash_mla_sparse_fwd(q, kv, indices, 0.5, 512, sinks, topk_length,
                                                          return_max_logits=True)  # fmt: skip
    ref_idx = indices.view(s_q, topk).clone()
    ref_idx[ref_idx >= s_kv] = -1
    ref_out, ref_lse = sparse_attention_ref(
        q.double(), kv.view(s_kv, 512).double(), ref_idx, topk_length, sinks=sinks, softmax_scale=0.5
    )
    assert out.shape == (s_q, heads, 512) and lse.shape == (s_q, heads) and max_logits.shape == (s_q, heads)
    check(out, lse, ref_out, ref_lse)
    # max_logits: exact max of the valid scaled logits, -inf without any
    keys = kv.view(s_kv, 512).double()[ref_idx.clamp_min(0).long()]
    logits = torch.einsum("qhd,qkd->qhk", q.double(), keys) * 0.5
    valid = ref_idx >= 0
    if topk_length is not None:
        valid &= torch.arange(topk)[None, :] < topk_length[:, None]
    want = logits.masked_fill(~valid[:, None, :], -INF).amax(-1)
    assert torch.isneginf(max_logits[2]).all()
    torch.testing.assert_close(max_logits.double(), want, atol=1e-3, rtol=1e-4)
    # by default no max_logits (its pass skipped); base-2 statistics on request; none with return_log2_lse=False
    out2, none, lse_default = flash_mla.flash_mla_sparse_fwd(q, kv, indices, 0.5, 512, sinks, topk_length)
    assert none is None and torch.equal(out2, out) and torch.equal(lse_default, lse)
    _, ml2, lse2 = flash_mla.flash_mla_sparse_fwd(
        q, kv, indices, 0.5, attn_sink=sinks, topk_length=topk_length, return_log2_lse=True, return_max_logits=True
    )
    finite = torch.isfinite(lse)
    torch.testing.assert_close(lse2[finite], lse[finite] / math.log(2))
    torch.testing.assert_close(ml2[finite], max_logits[finite] / math.log(2))
    assert flash_mla.flash_mla_sparse_fwd(q, kv, indices, 0.5, return_log2_lse=False)[1:] == (None, None)


@needs_interpreter
def test_prefill_without_index_columns_gives_empty_rows_and_minus_infinite_max_logits():
    q = torch.randn(3, 8, 512).bfloat16()
    kv = torch.randn(8, 1, 512).bfloat16()
    out, max_logits, lse = flash_mla.flash_mla_sparse_fwd(q, kv, torch.zeros(3, 1, 0, dtype=torch.int32), 0.1,
                                                          return_max_logits=True)  # fmt: skip
    assert torch.equal(out, torch.zeros_like(out)) and torch.isneginf(max_logits).all()
    assert max_logits.shape == (3, 8) and lse.shape == (3, 8)


@needs_interpreter
def test_prefill_returns_max_logits_when_asked():
    # FlashMLA's flash_mla_sparse_fwd returns (out, max_logits, lse); the kernels here write only the LSE, so
    # max_logits costs an extra exact pass, taken on request (return_max_logits=True) and skipped by default.
    g = torch.Generator().manual_seed(5)
    q = torch.randn(2, 8, 512, generator=g).bfloat16()
    kv = torch.randn(16, 1, 512, generator=g).bfloat16()
    indices = torch.tensor([[[3, 9, -1, 15]], [[0, 20, 7, 7]]], dtype=torch.int32)
    out, max_logits, lse = flash_mla.flash_mla_sparse_fwd(q, kv, indices, 0.25, return_max_logits=True)
    assert isinstance(max_logits, torch.Tensor) and max_logits.dtype == torch.float32
    assert max_logits.shape == lse.shape == (2, 8) and out.shape == (2, 8, 512)
    keys = kv[:, 0].double()
    want = torch.stack([
        (torch.einsum("hd,kd->hk", q[0].double(), keys[[3, 9, 15]]) * 0.25).amax(-1),
        (torch.einsum("hd,kd->hk", q[1].double(), keys[[0, 7]]) * 0.25).amax(-1),
    ])  # fmt: skip
    torch.testing.assert_close(max_logits.double(), want, atol=1e-4, rtol=1e-5)
    assert flash_mla.flash_mla_sparse_fwd(q, kv, indices, 0.25)[1] is None
    with pytest.raises(TypeError, match="return_max_logits must be a bool"):
        flash_mla.flash_mla_sparse_fwd(q, kv, indices, 0.25, return_max_logits=None)


# sgl-flash-mla 1.0.0's flash_mla_interface: each function's parameters with their defaults, in order.
FLASHMLA_SIGNATURES = {
    "get_mla_metadata": [("args", "VAR_POSITIONAL"), ("kwargs", "VAR_KEYWORD")],
    "get_mla_decoding_metadata": [
        ("seqlens_k",), ("num_q_tokens_per_head_k",), ("h_k",), ("h_q", None), ("is_fp8_kvcache", False),
        ("topk", None), ("use_legacy", False),
    ],
    "flash_mla_with_kvcache": [
        ("q",), ("k_cache",), ("block_table",), ("cache_seqlens",), ("head_dim_v",), ("tile_scheduler_metadata",),
        ("num_splits", None), ("softmax_scale", None), ("causal", False), ("is_fp8_kvcache", None), ("indices", None),
        ("attn_sink", None), ("extra_k_cache", None), ("extra_indices_in_kvcache", None), ("topk_length", None),
        ("extra_topk_length", None), ("enable_batch_invariant", False), ("use_legacy", False), ("kv_format", None),
        ("descale_q", None), ("descale_k", None),
    ],
    "flash_mla_sparse_fwd": [
        ("q",), ("kv",), ("indices",), ("sm_scale",), ("d_v", 512), ("attn_sink", None), ("topk_length", None),
        ("use_legacy", False), ("return_log2_lse", None),
    ],
}


@pytest.mark.parametrize("name", sorted(FLASHMLA_SIGNATURES))
def test_signatures_match_flashmla(name):
    """FlashMLA's parameters in its order with its defaults; sparsemla's additions are keyword-only."""
    params = list(inspect.signature(getattr(flash_mla, name)).parameters.values())
    theirs = FLASHMLA_SIGNATURES[name]
    for param, want in zip(params, theirs):
        assert param.name == want[0]
        if len(want) == 2 and want[1] in ("VAR_POSITIONAL", "VAR_KEYWORD"):
            assert param.kind.name == want[1]
        elif len(want) == 2:
            assert param.default == want[1] and type(param.default) is type(want[1])
        else:
            assert param.default is inspect.Parameter.empty
    assert all(p.kind is inspect.Parameter.KEYWORD_ONLY for p in params[len(theirs) :])


PREFILL_ERRORS = [
    ("q must be bfloat16", dict(q=lambda a: a["q"].float()), TypeError),
    ("heads", dict(q=lambda a: a["q"].new_zeros(2, 24, 512)), ValueError),
    ("kv must be bfloat16", dict(kv=lambda a: a["kv"].float()), TypeError),
    ("h_kv = 1", dict(kv=lambda a: a["kv"].expand(8, 2, 512)), ValueError),
    # (the caller's shape and strides, not those of the 4-D page view the checks take)
    ("kv's rows must be contiguous .stride.2. == 1., got shape .8, 1, 512. and strides .1, 4096, 8.$",
     dict(kv=lambda a: a["kv"].new_zeros(1, 512, 8).permute(2, 0, 1)), ValueError),
    # (rows sliced from the middle of wider rows: the last one's stride runs past the buffer)
    ("kv's storage must cover", dict(kv=lambda a: a["kv"].new_zeros(8, 1, 1024)[:, :, 512:]), ValueError),
    ("indices must have shape", dict(indices=lambda a: a["indices"].view(2, 4)), ValueError),
    ("indices must be int32", dict(indices=lambda a: a["indices"].long()), TypeError),
    ("d_v", dict(d_v=lambda a: 448), ValueError),
    ("sm_scale", dict(sm_scale=lambda a: None), TypeError),
    ("topk_length must have shape", dict(topk_length=lambda a: torch.zeros(3, dtype=torch.int32)), ValueError),
    ("attn_sink must have shape", dict(attn_sink=lambda a: torch.zeros(3)), ValueError),
    ("attn_sink must be contiguous", dict(attn_sink=lambda a: torch.zeros(16)[::2]), ValueError),
    ("topk_length must be contiguous", dict(topk_length=lambda a: torch.zeros(4, dtype=torch.int32)[::2]), ValueError),
    ("return_log2_lse must be None or a bool", dict(return_log2_lse=lambda a: 0), TypeError),
    ("return_max_logits must be a bool", dict(return_max_logits=lambda a: "no"), TypeError),
]


@pytest.mark.parametrize("match,change,exc", PREFILL_ERRORS, ids=[e[0] for e in PREFILL_ERRORS])
def test_prefill_rejects(match, change, exc):
    args = dict(q=torch.zeros(2, 8, 512, dtype=torch.bfloat16), kv=torch.zeros(8, 1, 512, dtype=torch.bfloat16),
                indices=torch.zeros(2, 1, 4, dtype=torch.int32), sm_scale=0.1)  # fmt: skip
    for name, make in change.items():
        args[name] = make(args)
    with pytest.raises(exc, match=match):
        flash_mla.flash_mla_sparse_fwd(**args)


def test_package_exports_flash_mla():
    assert sparsemla.flash_mla is flash_mla
    assert flash_mla.get_mla_metadata(1, 2, x=3)[0].have_initialized is False


@needs_interpreter
def test_hoisted_metadata_and_has_legacy():
    """sgl-flash-mla's get_mla_decoding_metadata and has_legacy, as its callers use them."""
    assert flash_mla.has_legacy() is True
    args = _decode_args()
    meta = args["tile_scheduler_metadata"]
    seqlens = torch.full((1,), 64, dtype=torch.int32)
    meta.tile_scheduler_metadata, meta.num_splits = flash_mla.get_mla_decoding_metadata(
        seqlens, 8, 1, 8, is_fp8_kvcache=True, topk=4
    )
    out, lse = flash_mla.flash_mla_with_kvcache(**args)
    assert out.shape == (1, 1, 8, 512) and meta.have_initialized
    with pytest.raises(NotImplementedError, match="topk=None"):
        flash_mla.get_mla_decoding_metadata(seqlens, 8, 1, is_fp8_kvcache=True, use_legacy=True)
    with pytest.raises(TypeError, match="topk"):
        flash_mla.get_mla_decoding_metadata(seqlens, 8, 1, 8, True, 4.0)


# ---- against sgl-flash-mla on the GPU ---------------------------------------------------------------

HAVE_FLASH_MLA = importlib.util.find_spec("flash_mla") is not None


def _flash_mla_module():
    try:
        import flash_mla as fmla  # noqa: PLC0415
    except Exception as exc:  # noqa: BLE001
        pytest.skip(f"flash_mla does not import: {exc}")
    return fmla


def _max_err(a, b, mask=None):
    diff = (a.double() - b.double()).abs()
    return float(diff.max()) if diff.numel() else 0.0


@pytest.mark.gpu
def test_first_call_captured_in_a_cuda_graph():
    """A fresh metadata object's first call inside CUDA-graph capture (vLLM's DeepSeek-V4 backend makes
    one per step and captures it, as FlashMLA allows): replays, and eager calls before any replay, match
    the reference."""
    device = "cuda"
    g = torch.Generator().manual_seed(6)
    cache, slots = make_cache(3000, 64, "model1", device, g)
    b, s_q, heads, topk = 2, 2, 64, 512
    q = torch.zeros(b, s_q, heads, 512, dtype=torch.bfloat16, device=device)
    indices = torch.zeros(b, s_q, topk, dtype=torch.int32, device=device)
    topk_length = torch.tensor([400, 512], dtype=torch.int32, device=device)
    k_cache = kcache_view(cache)

    def fill():
        q.copy_(torch.randn(b, s_q, heads, 512, generator=g).bfloat16())
        indices.copy_(random_indices(b * s_q, topk, slots, g, device).view(b, s_q, topk))

    def call(meta):
        return flash_mla.flash_mla_with_kvcache(q, k_cache, None, None, 512, meta, indices=indices,
                                                topk_length=topk_length)  # fmt: skip

    def check_against_reference(*results):
        ref_out, ref_lse = sparse_attention_ref(
            q.view(b * s_q, heads, 512).double(), cache.dense().double(), indices.view(b * s_q, topk),
            topk_length.repeat_interleave(s_q),
        )  # fmt: skip
        for out, lse in results:
            check(out.view(b * s_q, heads, 512), lse.transpose(1, 2).reshape(b * s_q, heads), ref_out, ref_lse)

    fill()
    call(flash_mla.get_mla_metadata()[0])  # warm-up outside the capture (kernels compiled), as engines do
    torch.cuda.synchronize()
    graph, meta = torch.cuda.CUDAGraph(), flash_mla.get_mla_metadata()[0]
    with torch.cuda.graph(graph):
        first = call(meta)
        second = call(meta)  # another layer on the same metadata object
    assert meta.workspace is not None
    for _ in range(2):
        fill()
        graph.replay()
        torch.cuda.synchronize()
        check_against_reference(first, second)
    check_against_reference(call(meta))  # eagerly, after replays
    other_graph, other_meta = torch.cuda.CUDAGraph(), flash_mla.get_mla_metadata()[0]
    with torch.cuda.graph(other_graph):
        call(other_meta)
    fill()
    check_against_reference(call(other_meta))  # eagerly, before any replay of the graph that made it
    torch.cuda.synchronize()


@pytest.mark.gpu
@pytest.mark.skipif(not HAVE_FLASH_MLA, reason="sgl-flash-mla not installed")
@pytest.mark.parametrize("heads", [64, 128])
@pytest.mark.parametrize("s_q", [1, 2])
@pytest.mark.parametrize("variant", ["plain", "extra-lengths-sinks"])
def test_decode_against_flashmla(heads, s_q, variant):
    fmla = _flash_mla_module()
    device = "cuda"
    g = torch.Generator().manual_seed(heads * 10 + s_q)
    b, topk, extra_topk, block = 4, 128, 64, 64
    cache, slots = make_cache(600, block, "model1", device, g)
    q = (torch.randn(b, s_q, heads, 512, generator=g) * 2).bfloat16().to(device)
    indices = random_indices(b * s_q, topk, slots, g, device).view(b, s_q, topk)
    indices[0, 0, :] = -1  # a query without main keys
    kwargs, extra_cache, extra_rows, extra_lengths, lengths, sinks = {}, None, None, None, None, None
    if variant != "plain":
        extra_cache, extra_slots = make_cache(300, block, "model1", device, g)
        extra_idx = random_indices(b * s_q, extra_topk, extra_slots, g, device).view(b, s_q, extra_topk)
        topk_length = torch.tensor([0, 100, 128, 37], dtype=torch.int32, device=device)
        extra_topk_length = torch.tensor([0, 64, 10, 50], dtype=torch.int32, device=device)
        sinks = torch.randn(heads, generator=g).to(device)
        sinks[0], sinks[1] = INF, -INF
        kwargs = dict(extra_k_cache=kcache_view(extra_cache), extra_indices_in_kvcache=extra_idx,
                      topk_length=topk_length, extra_topk_length=extra_topk_length, attn_sink=sinks)  # fmt: skip
        extra_rows = extra_idx.view(b * s_q, extra_topk)
        lengths = topk_length.repeat_interleave(s_q)
        extra_lengths = extra_topk_length.repeat_interleave(s_q)
    scale = 512**-0.55
    k_cache = kcache_view(cache)
    ours = flash_mla.flash_mla_with_kvcache(
        q, k_cache, None, None, 512, flash_mla.get_mla_metadata()[0], softmax_scale=scale, indices=indices, **kwargs
    )
    theirs = fmla.flash_mla_with_kvcache(
        q, k_cache, None, None, 512, fmla.get_mla_metadata()[0], softmax_scale=scale, is_fp8_kvcache=True,
        indices=indices, use_legacy=True, **kwargs,
    )  # fmt: skip
    torch.cuda.synchronize()
    ref_out, ref_lse = sparse_attention_ref(
        q.view(b * s_q, heads, 512).double(), cache.dense().double(), indices.view(b * s_q, topk), lengths,
        kv_extra=extra_cache.dense().double() if extra_cache is not None else None, extra_indices=extra_rows,
        extra_lengths=extra_lengths, sinks=sinks, softmax_scale=scale,
    )  # fmt: skip
    ours_out, theirs_out = (o.view(b * s_q, heads, 512) for o in (ours[0], theirs[0]))
    err_ours, err_theirs = _max_err(ours_out, ref_out), _max_err(theirs_out, ref_out)
    print(f"decode h={heads} s_q={s_q} {variant}: out max err vs float64 ours {err_ours:.2e} flashmla {err_theirs:.2e}")
    assert err_ours <= max(2 * err_theirs, 1e-2), (err_ours, err_theirs)
    assert not torch.isnan(ours_out).any()
    ours_lse, theirs_lse = (l.transpose(1, 2).reshape(b * s_q, heads) for l in (ours[1], theirs[1]))
    assert torch.equal(torch.isinf(ours_lse), torch.isinf(theirs_lse))
    finite = torch.isfinite(theirs_lse)
    lse_diff = _max_err(ours_lse[finite], theirs_lse[finite])
    print(f"  lse max |ours - flashmla| {lse_diff:.2e} over {int(finite.sum())} entries")
    assert lse_diff <= 1e-3
    check(ours_out, ours_lse, ref_out, ref_lse)


@pytest.mark.gpu
@pytest.mark.skipif(not HAVE_FLASH_MLA, reason="sgl-flash-mla not installed")
@pytest.mark.parametrize("heads", [64, 128])
def test_prefill_against_flashmla(heads):
    fmla = _flash_mla_module()
    device = "cuda"
    g = torch.Generator().manual_seed(heads)
    s_q, s_kv, topk = 64, 1000, 128
    q = torch.randn(s_q, heads, 512, generator=g).bfloat16().to(device)
    kv = torch.randn(s_kv, 1, 512, generator=g).bfloat16().to(device)
    indices = torch.randint(0, s_kv, (s_q, 1, topk), generator=g, dtype=torch.int32)
    indices[torch.rand(s_q, 1, topk, generator=g) < 0.1] = -1
    indices[torch.rand(s_q, 1, topk, generator=g) < 0.05] = s_kv + 7
    indices[3] = -1
    indices = indices.to(device)
    topk_length = torch.randint(0, topk + 1, (s_q,), generator=g, dtype=torch.int32).to(device)
    sinks = torch.randn(heads, generator=g).to(device)
    sinks[0], sinks[1] = INF, -INF
    ours = flash_mla.flash_mla_sparse_fwd(q, kv, indices, 0.5, 512, sinks, topk_length, return_max_logits=True)
    theirs = fmla.flash_mla_sparse_fwd(q, kv, indices, 0.5, 512, sinks, topk_length, use_legacy=True)
    torch.cuda.synchronize()
    ref_idx = indices.view(s_q, topk).clone()
    ref_idx[ref_idx >= s_kv] = -1
    ref_out, _ = sparse_attention_ref(q.double(), kv.view(s_kv, 512).double(), ref_idx, topk_length, sinks=sinks,
                                      softmax_scale=0.5)  # fmt: skip
    err_ours, err_theirs = _max_err(ours[0], ref_out), _max_err(theirs[0], ref_out)
    print(f"prefill h={heads}: out max err vs float64 ours {err_ours:.2e} flashmla {err_theirs:.2e}")
    assert err_ours <= max(2 * err_theirs, 1e-2), (err_ours, err_theirs)
    for name, a, b_ in (("lse", ours[2], theirs[2]), ("max_logits", ours[1], theirs[1])):
        assert torch.equal(torch.isinf(a), torch.isinf(b_)), name
        finite = torch.isfinite(b_)
        diff = _max_err(a[finite], b_[finite])
        print(f"  {name} max |ours - flashmla| {diff:.2e}")
        assert diff <= 1e-3, name


def test_decode_names_a_strided_length_by_flashmla_s_name():
    """With one query per batch row the lengths go to the kernels as they are: a strided topk_length or
    extra_topk_length is refused under its own name (the op named it ``lengths`` / ``extra_lengths``)."""
    g = torch.Generator().manual_seed(5)
    cache, slots = make_cache(16, 16, "model1", "cpu", g)
    q = torch.randn(2, 1, 8, 512, generator=g).bfloat16()
    indices = random_indices(2, 4, slots, g, "cpu").view(2, 1, 4)
    strided = torch.zeros(4, dtype=torch.int32)[::2]
    args = dict(q=q, k_cache=kcache_view(cache), block_table=None, cache_seqlens=None, head_dim_v=512, indices=indices)
    for name, extra in (("topk_length", {}), ("extra_topk_length", dict(extra_k_cache=kcache_view(cache),
                                                                         extra_indices_in_kvcache=indices))):  # fmt: skip
        with pytest.raises(ValueError, match=f"flash_mla_with_kvcache: {name} must be contiguous"):
            flash_mla.flash_mla_with_kvcache(**args, **extra, **{name: strided},
                                             tile_scheduler_metadata=flash_mla.get_mla_metadata()[0])  # fmt: skip


def test_decode_on_meta_tensors_checks_shapes_and_gives_meta_outputs():
    """As prefill (and sparse_attention) on meta tensors: checked, shapes only, meta outputs in FlashMLA's
    layout; no workspace can live on meta, so the caller's metadata is left for a real call to fill."""
    b, s_q, heads, topk = 2, 3, 16, 4
    q = torch.empty(b, s_q, heads, 512, dtype=torch.bfloat16, device="meta")
    k_cache = torch.empty(4, 64, 1, 584, dtype=torch.uint8, device="meta")
    indices = torch.empty(b, s_q, topk, dtype=torch.int32, device="meta")
    lengths = torch.empty(b, dtype=torch.int32, device="meta")
    meta = flash_mla.get_mla_metadata()[0]
    args = dict(q=q, k_cache=k_cache, block_table=None, cache_seqlens=None, head_dim_v=512,
                tile_scheduler_metadata=meta, indices=indices, topk_length=lengths)  # fmt: skip
    out, lse = flash_mla.flash_mla_with_kvcache(**args)
    assert out.is_meta and out.shape == (b, s_q, heads, 512) and out.dtype == torch.bfloat16
    assert lse.is_meta and lse.shape == (b, heads, s_q) and lse.dtype == torch.float32
    assert not meta.have_initialized and meta.workspace is None and meta._checked is None
    with pytest.raises(ValueError, match="flash_mla_with_kvcache: indices is on cpu, q on meta"):
        flash_mla.flash_mla_with_kvcache(**dict(args, indices=torch.zeros(b, s_q, topk, dtype=torch.int32)))
