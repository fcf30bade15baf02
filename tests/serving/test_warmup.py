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

    from sparsemla.kernels.cute import launch as cute

    backend = make_backend(kv_format="fp8_uniform", attention_impl="triton", num_heads=64, distinct_rows=True)
    monkeypatch.setattr(plan, "distinct_rows_reason", lambda *a, **k: None)
    monkeypatch.setattr(cute, "cute_launch", lambda key, index: None)  # (the f16rows variant: no GPU here)
    backend.device = torch.device("cuda", 0)  # (read for its index only)
    meta, pools, config = backend.metadata, backend.pools, backend.config
    q = torch.zeros(1, 64, 512, dtype=torch.bfloat16)
    meta.swa_lengths[:1].zero_()
    meta.topk_lengths[:1].zero_()
    meta.hca_lengths[:1].zero_()
    meta.swa_indices[:1] = torch.arange(meta.swa_indices.shape[1], dtype=torch.int32)  # live slots, length zero
    calls = [(q, pools.swa_caches[i], meta.swa_indices[:1], meta.swa_lengths[:1],
              *((None, None, None) if kind == SLIDING else
                (pools.compressed_caches[i], *((meta.topk_indices[:1], meta.topk_lengths[:1]) if kind == CSA
                                              else (meta.hca_indices[:1], meta.hca_lengths[:1])))),
              torch.zeros(64), None, None, None, None, None, config.options)
             for i, kind in enumerate(config.layer_types)]  # fmt: skip
    assert warmup._warm_distinct_rows(backend, calls) == len(calls) + 2  # (+ the f16rows variants, 1 and 2 sources)
    ws = backend.rows_workspace
    assert ws.counts.tolist() == [0, 0] and bool((ws.row_map == -1).all())
    assert bool((ws.main_index[0] == -1).all()), "a reference past its row's length was numbered"


@needs_interpreter
@pytest.mark.parametrize("kernel", ["auto", "cute"])
def test_prefill_warmup_loads_the_cute_dsl_prefill_variants(monkeypatch, kernel):
    """The one-row warm-up calls never take the prefill paths, so the warm-up loads their CuTe DSL variants
    itself (else a 512-row extend step compiles or loads them): distinct_rows the f16rows kernel's over the
    copy, qk_fp8 the e4m3 kernel's, per layer type. One that cannot load: warned under kernel="auto" (the
    calls run without it), raised under kernel="cute" (interpreter; the paths' reasons forced, as a Hopper
    GPU would give them)."""
    import sparsemla.ops.plan as plan
    from sparsemla import AttentionOptions
    from sparsemla.kernels.cute import launch as cute
    from sparsemla.serving import warmup

    loaded = []
    monkeypatch.setattr(cute, "cute_launch", lambda key, index: loaded.append((key, index)))
    monkeypatch.setattr(plan, "distinct_rows_reason", lambda *a, **k: None)
    monkeypatch.setattr(plan, "e4m3_prefill_reason", lambda *a, **k: None)
    layers = (SLIDING, CSA, HCA)
    for qk_fp8 in (False, True):
        backend = make_backend(kv_format="fp8_uniform", compressed_kv_format="fp8_uniform", attention_impl="triton",
                               num_heads=64, layer_types=layers, distinct_rows=not qk_fp8,
                               options=AttentionOptions(kernel=kernel, qk_fp8=qk_fp8))  # fmt: skip
        backend.device = torch.device("cuda", 0)  # (only read for its index: the loads are stand-ins)
        calls = [(torch.zeros(1, 64, 512), backend.pools.swa_caches[i], None, backend.metadata.swa_lengths[:1],
                  *((None, None, None) if kind == SLIDING else (backend.pools.compressed_caches[i], None,
                                                               backend.metadata.swa_lengths[:1])),
                  torch.zeros(64), None, None, None, None, None, None) for i, kind in enumerate(layers)]  # fmt: skip
        loaded.clear()
        if qk_fp8:
            assert warmup._warm_e4m3(backend, calls) == 2
        else:
            import sparsemla.ops.distinct_rows as distinct_rows

            monkeypatch.setattr(distinct_rows, "copy_distinct_rows", lambda *a, **k: None)
            assert warmup._warm_distinct_rows(backend, calls) == 3 + 2
        design = "e4m3rows" if qk_fp8 else "f16rows"
        fp8 = cute.FORMAT_CODES["fp8_uniform"]
        assert loaded == [(cute.variant_key(fp8, -1, True, False, True, False, 64, design), 0),
                          (cute.variant_key(fp8, fp8, True, True, True, False, 64, design), 0)]  # fmt: skip

    def unavailable(key, index):
        raise cute.CuteUnavailableError("no CuTe DSL and no cached variant")

    monkeypatch.setattr(cute, "cute_launch", unavailable)
    failed = []
    monkeypatch.setattr(plan, "auto_cute_failed", lambda index, error: failed.append((index, str(error))))
    if kernel == "auto":
        assert warmup._warm_e4m3(backend, calls) == 0 and failed == [(0, "no CuTe DSL and no cached variant")]
    else:
        with pytest.raises(cute.CuteUnavailableError):
            warmup._warm_e4m3(backend, calls)
