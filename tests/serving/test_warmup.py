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
