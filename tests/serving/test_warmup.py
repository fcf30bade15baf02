"""DSv4AttentionBackend.warmup: it leaves the pools and step state alone, and (GPU) every step kind after
it — decode, verify, extend, graph capture and replay — compiles nothing."""

import random

import pytest
import torch

from helpers import make_backend, needs_interpreter, random_population
from sparsemla import ForwardBatch
from sparsemla.serving.pools import CSA, HCA, SLIDING


@needs_interpreter
def test_warmup_leaves_pools_and_step_state_alone():
    backend = make_backend(kv_format="model1", compressed_kv_format="v41_fp8", attention_impl="triton")
    backend.fused = True
    before = [c.data.clone() for c in backend.pools.swa_caches]
    kinds = backend.warmup()
    assert kinds > 0 and backend.metadata.mode is None
    for cache, data in zip(backend.pools.swa_caches, before):
        assert torch.equal(cache.data, data)
    with pytest.raises(RuntimeError, match="before init_forward_metadata"):
        backend.forward(0, torch.zeros(1, 8, 512, dtype=torch.bfloat16), torch.zeros(8))


@pytest.mark.gpu
def test_gpu_steps_after_warmup_compile_nothing(monkeypatch):
    import triton

    layers = (SLIDING, CSA, HCA)
    backend = make_backend("cuda", kv_format="fp8_uniform", layer_types=layers, attention_impl="triton",
                           num_heads=64)  # fmt: skip
    backend.warmup()
    compiled = []
    monkeypatch.setattr(triton.knobs.runtime, "jit_post_compile_hook", lambda *a, **k: compiled.append(k))
    slots, lengths = random_population(backend, random.Random(1), 5)
    gen = torch.Generator(device="cuda").manual_seed(0)
    req = torch.tensor(slots, device="cuda")
    new = [3, 1, 7, 2, 5]
    backend.reserve(slots, lengths, new)
    batches = [
        ForwardBatch.extend(req, torch.tensor(lengths, device="cuda"), torch.tensor(new, device="cuda"),
                            num_rows=sum(new)),
        ForwardBatch.decode(req, torch.tensor([n + m for n, m in zip(lengths, new)], device="cuda")),
    ]  # fmt: skip
    for batch in batches:
        backend.init_forward_metadata(batch)
        rows = batch.num_rows
        for layer, kind in enumerate(layers):
            q = torch.randn(rows, 64, 512, device="cuda", generator=gen).bfloat16()
            kv = torch.randn(rows, 512, device="cuda", generator=gen).bfloat16()
            topk = torch.randint(-1, 40, (rows, 12), device="cuda", generator=gen, dtype=torch.int32)
            backend.forward(layer, q, torch.randn(64, device="cuda", generator=gen), topk if kind == CSA else None,
                            kv=kv, compressed_kv=None if kind == SLIDING else kv)  # fmt: skip
    torch.cuda.synchronize()
    assert compiled == [], [k.get("repr") for k in compiled]


@pytest.mark.gpu
def test_gpu_distinct_rows_extend_after_warmup_compiles_nothing(monkeypatch):
    """config.distinct_rows: the warm-up compiles the copy's kernels too, so a 550-row extend step (the
    distinct-rows path in every layer) compiles nothing."""
    import triton

    import sparsemla.ops.attention as attention

    layers = (SLIDING, CSA, HCA)
    backend = make_backend("cuda", kv_format="fp8_uniform", layer_types=layers, attention_impl="triton",
                           num_heads=64, distinct_rows=True)  # fmt: skip
    backend.warmup()
    compiled, paths = [], []
    monkeypatch.setattr(triton.knobs.runtime, "jit_post_compile_hook", lambda *a, **k: compiled.append(k))
    real = attention.run_distinct_rows
    monkeypatch.setattr(attention, "run_distinct_rows", lambda *a, **k: (paths.append(1), real(*a, **k))[1])
    slots, lengths = random_population(backend, random.Random(2), 2)
    new = [300, 250]
    backend.reserve(slots, lengths, new)
    gen = torch.Generator(device="cuda").manual_seed(0)
    batch = ForwardBatch.extend(torch.tensor(slots, device="cuda"), torch.tensor(lengths, device="cuda"),
                                torch.tensor(new, device="cuda"), num_rows=sum(new))  # fmt: skip
    backend.init_forward_metadata(batch)
    for layer, kind in enumerate(layers):
        q = torch.randn(550, 64, 512, device="cuda", generator=gen).bfloat16()
        kv = torch.randn(550, 512, device="cuda", generator=gen).bfloat16()
        topk = torch.randint(-1, 40, (550, 12), device="cuda", generator=gen, dtype=torch.int32)
        backend.forward(layer, q, torch.randn(64, device="cuda", generator=gen), topk if kind == CSA else None,
                        kv=kv, compressed_kv=None if kind == SLIDING else kv)  # fmt: skip
    torch.cuda.synchronize()
    assert len(paths) == len(layers)
    assert compiled == [], [k.get("repr") for k in compiled]


@needs_interpreter
def test_distinct_rows_warmup_marks_and_copies_nothing(monkeypatch):
    """The warm-up's copy calls (one row, every length zero) leave the workspace as made: counts zero, map
    all −1 (interpreter; the op's reason for the path is forced, as a Hopper GPU would give it)."""
    import sparsemla.ops.plan as plan
    from sparsemla.serving import warmup

    backend = make_backend(kv_format="fp8_uniform", attention_impl="triton", num_heads=64, distinct_rows=True)
    monkeypatch.setattr(plan, "distinct_rows_reason", lambda *a, **k: None)
    meta, pools, config = backend.metadata, backend.pools, backend.config
    q = torch.zeros(1, 64, 512, dtype=torch.bfloat16)
    meta.swa_lengths[:1].zero_()
    meta.topk_lengths[:1].zero_()
    meta.hca_lengths[:1].zero_()
    meta.swa_indices[:1] = torch.arange(meta.swa_indices.shape[1], dtype=torch.int32)  # live slots, length zero
    calls = [(q, pools.swa_caches[i], meta.swa_indices[:1], meta.swa_lengths[:1],
              *((None, None, None) if kind == SLIDING else
                (pools.compressed_caches[i], *((meta.topk_indices[:1], meta.topk_lengths[:1]) if kind == CSA
                                              else (meta.hca_indices[:1], meta.hca_lengths[:1])))))
             for i, kind in enumerate(config.layer_types)]  # fmt: skip
    assert warmup._warm_distinct_rows(backend, calls) == len(calls)
    ws = backend.rows_workspace
    assert ws.counts.tolist() == [0, 0] and bool((ws.row_map == -1).all())
    assert bool((ws.main_index[0] == -1).all()), "a reference past its row's length was numbered"
