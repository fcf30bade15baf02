"""The serving kernels against their torch references: fused stores (bytes), step metadata and CSA
top-k slots (every buffer, exact), on random batches; each output is poisoned before the kernel runs."""

import random

import pytest
import torch

from sparsemla import DSv4AttentionBackend, DSv4BackendConfig, ForwardBatch
from sparsemla.cache import PagedKVCache
from sparsemla.formats import FORMATS, quantize
from sparsemla.serving import fused
from sparsemla.serving.metadata import (
    all_compressed_indices, compute_rows, store_slots, topk_to_slots, window_indices,
)  # fmt: skip
from sparsemla.serving.pools import CSA, HCA, SLIDING, SWA

from helpers import make_backend, metadata_buffers, needs_interpreter, random_population

DEVICES = [pytest.param("cpu", marks=needs_interpreter)] + (["cuda"] if torch.cuda.is_available() else [])


def special_rows(count: int, device, dtype) -> torch.Tensor:
    """Random rows of many magnitudes plus edge values: zeros, exact powers of two, 448 · 2^k, ties."""
    gen = torch.Generator().manual_seed(count)
    rows = torch.randn(count, 512, generator=gen) * torch.exp2(torch.randint(-20, 12, (count, 8), generator=gen).float()).repeat_interleave(64, 1)
    rows[0] = 0.0
    rows[1, :64] = 2.0 ** torch.arange(-10, 54, dtype=torch.float32).clamp(max=20)
    rows[2] = 448.0 * torch.exp2(torch.randint(-12, 4, (512,), generator=gen).float())
    rows[3] = -1e-6  # tiny negatives: e4m3 -0 / subnormals
    rows[4, :] = torch.linspace(-3e-3, 3e-3, 512)  # the e4m3 subnormal range
    rows[5, :] = 1.0 + 2.0**-4 * torch.arange(512) % 1.0  # halfway cases of the mantissa rounding
    # tile maxima just above 448 · 2^k (model1's exact ceil) and a tile below 448 · 1e-4 (FlashMLA's floor)
    rows[10, 0] = torch.nextafter(torch.tensor(448.0 * 2.0**5), torch.tensor(float("inf")))
    rows[11, 64] = torch.nextafter(torch.tensor(448.0 * 2.0**-6), torch.tensor(float("inf")))
    rows[12, 128:192] = 0.01
    # below 2^-126 (subnormal in bf16 too), both signs, the RoPE part included: copied bit for bit
    rows[13] = (torch.arange(512) % 127 + 1) * 2.0**-133 * (1 - 2 * (torch.arange(512) % 2))
    return rows.to(dtype).to(device)


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
@pytest.mark.parametrize("fmt,scale", [
    ("bf16", 1.0), ("fp8_uniform", 1.0), ("fp8_uniform", 0.37), ("model1", 1.0), ("v41_fp8", 1.0), ("v41_fp4", 1.0),
])  # fmt: skip
def test_fused_store_matches_quantize_and_store(device, dtype, fmt, scale):
    page_size, num_pages, count = 16, 5, 24
    rows = special_rows(count, device, dtype)
    if fmt.startswith("v41"):  # non-finite tiles: a NaN scale, zero values, the row's other tiles intact
        rows[6, 3], rows[6, 100], rows[8, 511] = float("nan"), float("inf"), float("-inf")
    slots = torch.randperm(num_pages * page_size, generator=torch.Generator().manual_seed(1))[:count].to(device)
    slots[7] = -1  # writes nothing
    slots[9] = num_pages * page_size + 3  # past the cache: writes nothing
    reference = PagedKVCache(num_pages, page_size, fmt, device=device, scale=scale)
    fused_cache = PagedKVCache(num_pages, page_size, fmt, device=device, scale=scale)
    poison = torch.randint(0, 256, reference.data.shape, dtype=torch.uint8, generator=torch.Generator().manual_seed(2))
    reference.data.copy_(poison)
    fused_cache.data.copy_(poison)
    keep = (slots >= 0) & (slots < num_pages * page_size)
    reference.store(rows[keep], slots[keep])
    fused.store_rows(fused_cache, rows, slots)
    assert torch.equal(fused_cache.data, reference.data)
    # And the records are what formats.quantize encodes.
    records = quantize(rows[keep], fmt, scale)
    assert torch.equal(fused_cache.data.view(-1)[fused_cache._flat_byte_index(slots[keep], "s", True)], records)


@needs_interpreter
@pytest.mark.parametrize("fmt", ["bf16", "fp8_uniform", "model1", "v41_fp8", "v41_fp4"])
def test_fused_store_reads_strided_rows(fmt):
    """Rows with a row stride other than 512 (read in place) or a column stride of 2 (copied first)
    give the bytes of the contiguous rows."""
    rows = special_rows(16, "cpu", torch.bfloat16)
    slots = torch.randperm(32, generator=torch.Generator().manual_seed(4))[:16]
    wide = torch.zeros(16, 1100, dtype=torch.bfloat16)
    wide[:, 77:589] = rows
    spaced = torch.zeros(16, 1024, dtype=torch.bfloat16)
    spaced[:, ::2] = rows
    caches = []
    for source in (rows, wide[:, 77:589], spaced[:, ::2]):
        cache = PagedKVCache(2, 16, fmt)
        fused.store_rows(cache, source, slots)
        caches.append(cache.data)
    assert torch.equal(caches[0], caches[1]) and torch.equal(caches[0], caches[2])


def test_fused_store_other_formats_take_the_torch_path(monkeypatch):
    from sparsemla.formats import ALL_FORMATS

    assert set(fused.FUSED_STORE_FORMATS) == set(ALL_FORMATS)
    monkeypatch.setattr(fused, "FUSED_STORE_FORMATS", {"bf16": 0})
    for fmt in ("model1", "v41_fp4"):
        cache = PagedKVCache(2, 8, fmt)
        rows, slots = torch.randn(3, 512), torch.tensor([0, 5, 9])
        reference = PagedKVCache(2, 8, fmt)
        reference.store(rows, slots)
        fused.store_rows(cache, rows, slots)
        assert torch.equal(cache.data, reference.data)


def poison(meta, gen):
    for buffer in metadata_buffers(meta):
        buffer.copy_(torch.randint(-(2**20), 2**20, buffer.shape, generator=gen).to(buffer.dtype))


def reference_metadata(backend, mode, req_slots, seq_lens, extend_lens, per_request, num_rows):
    meta = backend.metadata
    compute_rows(meta, mode, req_slots, seq_lens, extend_lens, per_request, num_rows)
    window_indices(meta, backend.pools.groups[SWA], num_rows)
    for group in backend.pools.groups.values():
        store_slots(meta, group, num_rows)
    if HCA in backend.pools.groups:
        all_compressed_indices(meta, backend.pools.groups[HCA], num_rows)
    return [b[:num_rows].clone() for b in metadata_buffers(meta)]


CASES = ["decode", "verify", "extend", "padding", "graph_padding"]


@needs_interpreter
@pytest.mark.parametrize("layers", [(SLIDING, CSA, HCA), (SLIDING, CSA), (SLIDING, HCA), (SLIDING,)])
@pytest.mark.parametrize("case", CASES)
def test_step_metadata_kernel_matches_the_torch_chain(case, layers):
    rng, gen = random.Random(hash((case, layers)) % 1000), torch.Generator().manual_seed(3)
    backend = make_backend(layer_types=layers)
    slots, lengths = random_population(backend, rng, 6)
    per_request, extend_lens, num_live = 1, None, len(slots)
    mode = {"padding": "decode", "graph_padding": "decode"}.get(case, case)
    if mode == "verify":
        per_request = 3
        backend.reserve(slots, lengths, [3] * len(slots))
    elif mode == "extend":
        new = [rng.choice([0, 1, 5, 16, 64, 100]) for _ in slots]
        new[0] = 0
        backend.reserve(slots, lengths, new)
        extend_lens = torch.tensor(new, dtype=torch.int64)
    else:
        backend.reserve(slots, lengths, [1] * len(slots))
    req = torch.tensor(slots, dtype=torch.int32)
    lens = torch.tensor(lengths, dtype=torch.int64)
    if case == "padding":
        req[2] = -1
    num_rows = int(extend_lens.sum()) + 5 if mode == "extend" else len(slots) * per_request
    if case == "graph_padding":  # a batch of 4 live requests in a graph of 6
        num_live = 4
        req_for_ref = req.clone()
        req_for_ref[4:] = -1
    else:
        req_for_ref = req
    want = reference_metadata(backend, mode, req_for_ref, lens, extend_lens, per_request, num_rows)
    poison(backend.metadata, gen)
    fused.build_step_metadata(
        backend.metadata, backend.pools.groups, mode, req, lens, extend_lens, per_request, num_rows, num_live
    )
    got = [b[:num_rows] for b in metadata_buffers(backend.metadata)]
    for name, a, b in zip(range(len(want)), got, want):
        assert torch.equal(a, b), name


@needs_interpreter
@pytest.mark.parametrize("k", [0, 1, 12])
def test_topk_kernel_matches_the_torch_mapping(k):
    rng, gen = random.Random(k), torch.Generator().manual_seed(k)
    backend = make_backend()
    slots, lengths = random_population(backend, rng, 5)
    backend.reserve(slots, lengths, [1] * len(slots))
    req = torch.tensor(slots[:4] + [-1], dtype=torch.int32)  # one padding row
    backend.init_forward_metadata(ForwardBatch.decode(req, torch.tensor(lengths)))
    group = backend.pools.groups[CSA]
    rows_ids = group.pages_per_request * group.page_size
    ids = torch.randint(-1, rows_ids + 3, (5, k), generator=gen)
    ids[:, k // 2 :] = torch.where(torch.rand(5, k - k // 2, generator=gen) < 0.5, -1, ids[:, k // 2 :])
    meta = backend.metadata
    want_i, want_l = (t.clone() for t in topk_to_slots(meta, group, ids))
    for dtype in (torch.int32, torch.int64):
        meta.topk_indices.fill_(-7)
        meta.topk_lengths.fill_(-7)
        got_i, got_l = fused.topk_to_slots(meta, group, ids.to(dtype))
        assert torch.equal(got_i, want_i) and torch.equal(got_l, want_l)


@needs_interpreter
def test_backend_fused_and_reference_steps_write_the_same_bytes():
    """Two backends, fused and torch, run the same steps: metadata, caches and outputs match exactly."""
    for fmt, compressed in [(f, None) for f in FORMATS] + [("v41_fp8", "v41_fp4")]:
        pair = [make_backend(kv_format=fmt, compressed_kv_format=compressed) for _ in range(2)]
        pair[0].fused, pair[1].fused = True, False
        populations = [random_population(b, random.Random(7), 4) for b in pair]
        slots, lengths = populations[0]
        for b in pair:
            b.reserve(slots, lengths, [2] * 4)
        gen = torch.Generator().manual_seed(11)
        batch = ForwardBatch.verify(torch.tensor(slots), torch.tensor(lengths), 2)
        kv, ckv = torch.randn(8, 512, generator=gen), torch.randn(8, 512, generator=gen)
        q, sinks = torch.randn(8, 8, 512, generator=gen).bfloat16(), torch.randn(8, generator=gen)
        topk = torch.randint(-1, 60, (8, 12), generator=gen)
        outs = []
        for b in pair:
            b.init_forward_metadata(batch)
            outs.append([
                b.forward(i, q, sinks, topk if i == 1 else None, kv=kv, compressed_kv=ckv if i else None).clone()
                for i in range(3)
            ])  # fmt: skip
        for a, b in zip(metadata_buffers(pair[0].metadata), metadata_buffers(pair[1].metadata)):
            assert torch.equal(a[:8], b[:8])
        for i in range(3):  # every page but the trash page (its bytes are whichever write came last)
            assert torch.equal(pair[0].pools.swa_caches[i].data[:-1], pair[1].pools.swa_caches[i].data[:-1])
            if pair[0].pools.compressed_caches[i] is not None:
                a, b = pair[0].pools.compressed_caches[i].data, pair[1].pools.compressed_caches[i].data
                assert torch.equal(a[:-1], b[:-1]) and bool(a[:-1].any())
            assert torch.equal(outs[0][i], outs[1][i])


@needs_interpreter
def test_fused_graph_replay_hook_pads_like_the_reference():
    """The replay hook reads the caller's inputs directly (one launch) and pads the batch up to the
    captured size; every buffer equals the reference hook's (which copies into static inputs first)."""
    pair = [make_backend(), make_backend()]
    pair[0].fused, pair[1].fused = True, False
    for b in pair:
        slots, lengths = random_population(b, random.Random(9), 5)
        b.reserve(slots, lengths, [1] * 5)
        b.init_cuda_graph_state(6)
        b.init_forward_metadata_capture_cuda_graph(6, 6, torch.tensor(slots + [-1]), torch.tensor(lengths + [0]))
    gen = torch.Generator().manual_seed(4)
    poison(pair[0].metadata, gen)
    got = pair[0].init_forward_metadata_replay_cuda_graph(3, torch.tensor(slots[:3] + [99]), torch.tensor(lengths[:3] + [7]))
    want = pair[1].init_forward_metadata_replay_cuda_graph(3, torch.tensor(slots[:3]), torch.tensor(lengths[:3]))
    assert got == want == 6 and pair[0].metadata.num_rows == 6
    for a, b in zip(metadata_buffers(pair[0].metadata), metadata_buffers(pair[1].metadata)):
        assert torch.equal(a[:6], b[:6])
    assert bool((pair[0].metadata.row_slot[3:6] == -1).all())
    with pytest.raises(ValueError, match="req_pool_indices has 2 entries"):
        pair[0].init_forward_metadata_replay_cuda_graph(3, torch.tensor(slots[:2]), torch.tensor(lengths[:2]))


@pytest.mark.gpu
@pytest.mark.parametrize("case", CASES)
def test_gpu_step_metadata_and_topk_kernels(case):
    """The metadata and top-k kernels compiled for the GPU against the torch chains on the GPU."""
    rng, gen = random.Random(21), torch.Generator(device="cuda").manual_seed(3)
    backend = DSv4AttentionBackend(make_backend().config, device="cuda")
    slots, lengths = random_population(backend, rng, 6)
    extend_lens, per_request, num_live, mode = None, 1, 6, "decode"
    if case == "extend":
        mode, new = "extend", [0, 1, 5, 16, 64, 100]
        backend.reserve(slots, lengths, new)
        extend_lens = torch.tensor(new, device="cuda")
    elif case == "verify":
        mode, per_request = "verify", 3
        backend.reserve(slots, lengths, [3] * 6)
    else:
        backend.reserve(slots, lengths, [1] * 6)
    req = torch.tensor(slots, dtype=torch.int32, device="cuda")
    lens = torch.tensor(lengths, device="cuda")
    if case == "padding":
        req[2] = -1
    ref_req = req.clone()
    if case == "graph_padding":
        num_live = 4
        ref_req[4:] = -1
    num_rows = int(extend_lens.sum()) + 5 if mode == "extend" else 6 * per_request
    want = reference_metadata(backend, mode, ref_req, lens, extend_lens, per_request, num_rows)
    for buffer in metadata_buffers(backend.metadata):
        buffer.fill_(-12345)
    fused.build_step_metadata(backend.metadata, backend.pools.groups, mode, req, lens, extend_lens, per_request, num_rows, num_live)
    for a, b in zip(metadata_buffers(backend.metadata), want):
        assert torch.equal(a[:num_rows], b)
    backend.metadata.num_rows = num_rows
    group = backend.pools.groups[CSA]
    ids = torch.randint(-1, group.pages_per_request * group.page_size + 2, (num_rows, 12), device="cuda", generator=gen)
    want_i, want_l = (t.clone() for t in topk_to_slots(backend.metadata, group, ids))
    backend.metadata.topk_indices.fill_(-7)
    got_i, got_l = fused.topk_to_slots(backend.metadata, group, ids)
    assert torch.equal(got_i, want_i) and torch.equal(got_l, want_l)


@pytest.mark.gpu
def test_gpu_fused_step_in_a_graph_matches_eager_reference():
    """A fused decode step captured in a CUDA graph and replayed for a smaller batch writes the caches and
    outputs that the reference (torch) step writes eagerly."""
    config = make_backend(kv_format="model1", attention_impl="triton").config
    pair = [DSv4AttentionBackend(config, device="cuda") for _ in range(2)]
    pair[0].fused, pair[1].fused = True, False
    gen = torch.Generator(device="cuda").manual_seed(0)
    q = torch.randn(6, 8, 512, device="cuda", generator=gen).bfloat16()
    kv, ckv = torch.randn(6, 512, device="cuda", generator=gen), torch.randn(6, 512, device="cuda", generator=gen)
    sinks = torch.randn(8, device="cuda", generator=gen)
    topk = torch.randint(-1, 40, (6, 12), device="cuda", generator=gen)
    for b in pair:
        slots, lengths = random_population(b, random.Random(3), 5)
        b.reserve(slots, lengths, [1] * 5)

    def layers(b, rows):
        return [b.forward(i, q[:rows], sinks, topk[:rows] if i == 1 else None, kv=kv[:rows],
                          compressed_kv=ckv[:rows] if i else None).clone() for i in range(3)]

    fused_backend = pair[0]
    fused_backend.init_cuda_graph_state(6)
    fused_backend.init_forward_metadata_capture_cuda_graph(
        6, 6, torch.tensor(slots + [-1], device="cuda"), torch.tensor(lengths + [0], device="cuda"))
    outs = []
    stream = torch.cuda.Stream()
    stream.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(stream):
        layers(fused_backend, 6)
    torch.cuda.current_stream().wait_stream(stream)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        for i in range(3):
            out = fused_backend.forward(i, q, sinks, topk if i == 1 else None, kv=kv, compressed_kv=ckv if i else None)
            outs.append(out.clone())  # (every layer's output is a view of the same persistent buffer)
    fused_backend.init_forward_metadata_replay_cuda_graph(
        5, torch.tensor(slots, device="cuda"), torch.tensor(lengths, device="cuda"))
    graph.replay()
    pair[1].init_forward_metadata(ForwardBatch.decode(torch.tensor(slots + [-1], device="cuda"),
                                                      torch.tensor(lengths + [0], device="cuda")))
    want = layers(pair[1], 6)
    torch.cuda.synchronize()
    for i in range(3):
        torch.testing.assert_close(outs[i][:5], want[i][:5])
        assert torch.equal(fused_backend.pools.swa_caches[i].data[:-1], pair[1].pools.swa_caches[i].data[:-1])
        if i:
            a, b = fused_backend.pools.compressed_caches[i].data, pair[1].pools.compressed_caches[i].data
            assert torch.equal(a[:-1], b[:-1])


@needs_interpreter
@pytest.mark.parametrize("k,ids_dtype", [(0, torch.int32), (12, torch.int64)])
def test_layer_inputs_kernel_is_the_two_stores_and_the_topk_mapping(k, ids_dtype):
    """One launch (window row, compressed row, top-k → slots) writes what store_rows twice and
    topk_to_slots write, for strided rows and either id dtype."""
    gen = torch.Generator().manual_seed(k)
    pair = [make_backend(kv_format="model1", compressed_kv_format="v41_fp4") for _ in range(2)]
    for b in pair:
        slots, lengths = random_population(b, random.Random(4), 4)
        b.reserve(slots, lengths, [3] * 4)
        b.init_forward_metadata(ForwardBatch.verify(torch.tensor(slots), torch.tensor(lengths), 3))
    kv = torch.randn(12, 600, generator=gen)[:, :512]  # row stride 600
    ckv = torch.randn(12, 512, generator=gen)
    ids = torch.randint(-1, 60, (12, k), generator=gen).to(ids_dtype)
    meta_a, meta_b = pair[0].metadata, pair[1].metadata
    for meta in (meta_a, meta_b):
        meta.topk_indices.fill_(-9)
        meta.topk_lengths.fill_(-9)
    pools_a, pools_b = pair[0].pools, pair[1].pools
    stores = meta_a.store_slots
    assert fused.store_layer_inputs(
        meta_a, pools_a.swa_caches[1], kv, stores[SWA][:12], pools_a.compressed_caches[1], ckv, stores[CSA][:12],
        pools_a.groups[CSA], ids,
    )  # fmt: skip
    fused.store_rows(pools_b.swa_caches[1], kv, meta_b.store_slots[SWA][:12])
    fused.store_rows(pools_b.compressed_caches[1], ckv, meta_b.store_slots[CSA][:12])
    want_i, want_l = topk_to_slots(meta_b, pools_b.groups[CSA], ids)
    assert torch.equal(pools_a.swa_caches[1].data, pools_b.swa_caches[1].data)
    assert torch.equal(pools_a.compressed_caches[1].data, pools_b.compressed_caches[1].data)
    # (both stores wrote: a launch that stored nothing would match an untouched pool)
    assert bool(pools_a.swa_caches[1].data.any()) and bool(pools_a.compressed_caches[1].data.any())
    assert torch.equal(meta_a.topk_indices[:12, : max(k, 1)], want_i) and torch.equal(meta_a.topk_lengths[:12], want_l)


@needs_interpreter
def test_strided_request_tensors_give_the_torch_paths_metadata():
    """Request tensors that are strided views (every other element of a longer tensor): the fused metadata
    kernel reads arrays, so they are copied first; the same rows, slots and positions as the torch path,
    through init_forward_metadata and the graph replay hook."""
    cfg = DSv4BackendConfig(num_heads=8, layer_types=("sliding_attention",), max_running_requests=4,
                            max_prefill_tokens=64, chunked_prefill_size=64, kv_format="bf16", swa_page_size=16,
                            max_context_len=256)  # fmt: skip
    backend = DSv4AttentionBackend(cfg, device="cpu")
    s = [backend.admit() for _ in range(3)]
    backend.reserve(s, [0, 0, 0], [4, 2, 3])
    ints = lambda *v: torch.tensor(v, dtype=torch.int32)  # noqa: E731
    slots, seqs, ext = ints(s[0], 9, s[1], 9, s[2], 9)[::2], ints(0, 7, 0, 7, 0, 7)[::2], ints(4, 5, 2, 5, 3, 5)[::2]
    seen = []
    for fused in (False, True):
        backend.fused = fused
        backend.init_forward_metadata(ForwardBatch.extend(slots, seqs, ext, num_rows=9))
        seen.append((backend.metadata.row_slot[:9].tolist(), backend.metadata.positions[:9].tolist()))
    assert seen[0] == seen[1] and seen[0][0] == [s[0]] * 4 + [s[1]] * 2 + [s[2]] * 3
    backend.reserve(s, [4, 2, 3], [10, 20, 30])
    backend.init_cuda_graph_state(4)
    backend.init_forward_metadata_capture_cuda_graph(4, 4, ints(-1, -1, -1, -1), ints(0, 0, 0, 0), forward_mode="decode")
    seen = []
    for fused in (False, True):
        backend.fused = fused
        backend.init_forward_metadata_replay_cuda_graph(3, ints(s[0], 5, s[1], 5, s[2], 5)[::2],
                                                        ints(10, 0, 20, 0, 30, 0)[::2], forward_mode="decode")  # fmt: skip
        seen.append((backend.metadata.row_slot[:4].tolist(), backend.metadata.positions[:4].tolist()))
    assert seen[0] == seen[1] and seen[0][0][:3] == s
