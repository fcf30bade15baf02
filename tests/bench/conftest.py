"""Shared by the bench tests: parsing ``bench`` arguments, and a FlashMLA stand-in.

The stand-in module checks sgl-flash-mla 1.0.0's documented call contract (shapes, dtypes, strides,
``use_legacy=True``) and computes the answer from the raw cache bytes the way FlashMLA's MODEL1 layout
defines them, so the adapter's plumbing is checked without a GPU.
"""

import importlib.machinery
import sys
import types

import pytest
import torch

from sparsemla import sparse_attention_ref
from sparsemla.cli import build_parser


@pytest.fixture
def parse():
    return lambda *argv: build_parser().parse_args(["bench", *argv])


@pytest.fixture
def dense_reference():
    def reference(case, swa, comp):
        out, _ = sparse_attention_ref(
            case.q.double(), swa.dense().double(), case.indices, case.lengths, kv_extra=comp.dense().double(),
            extra_indices=case.extra_indices, extra_lengths=case.extra_lengths, sinks=case.sinks,
        )  # fmt: skip
        return out

    return reference


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
        assert k_cache.stride(1) == 584 and k_cache.stride(3) == 1 and (k_cache.shape[0] == 1 or k_cache.stride(0) % 576 == 0)

    def flash_mla_with_kvcache(q, k_cache, block_table, cache_seqlens, head_dim_v, tile_scheduler_metadata,
                               num_splits=None, softmax_scale=None, causal=False, is_fp8_kvcache=None, indices=None,
                               attn_sink=None, extra_k_cache=None, extra_indices_in_kvcache=None, topk_length=None,
                               extra_topk_length=None, enable_batch_invariant=False, use_legacy=False, kv_format=None,
                               descale_q=None, descale_k=None):
        calls.append("decode")
        module.last_decode = (q, attn_sink)
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
    """A stand-in ``flash_mla`` module; the fixture's value lists its calls ("decode", "sparse_fwd"); the
    module keeps the last decode call's ``(q, attn_sink)`` as ``last_decode``."""
    calls = []
    monkeypatch.setitem(sys.modules, "flash_mla", _fake_flash_mla(calls))
    return calls
