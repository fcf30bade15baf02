"""DSv4AttentionBackend end to end against HuggingFace transformers' DeepSeek-V4 attention.

The stack: three ``DeepseekV4Attention`` layers (sliding window, CSA, HCA; random weights, real head
geometry 512 = 448 + 64, 8 heads). Three requests of different lengths, run by HF one sequence each
with shared weights (:func:`sparsemla.testing.e2e.capture_requests`), are batched into 37 serving steps:

====  ========  =====================================================================
step  mode      rows
====  ========  =====================================================================
0-1   extend    A: 150 + 90, B: 70 + 60 (two-chunk prefill)
2-3   extend    C joins: 20 + 12, while A and B decode (ragged, 1-row requests)
4-35  decode    A, B, C: 32 decode steps
36    verify    A, B, C: 3 rows each (MTP)
====  ========  =====================================================================

HF's projections, compressor and indexer give q, the window rows, the compressed rows and the top-k;
the backend stores them in its pools (small pages, tight pools, so pages are recycled) and attends.
Every (layer, step) output is compared with HF's attention output before the inverse RoPE, and the
backend's inverse RoPE with HF's input of the output projection. Bounds (``e2e.ERROR_BOUNDS``, as
``max |out - hf| / max |hf|``): bf16 pools 8u = 3.1e-2 (u = 2^-8; measured ≤ 2.9u with the kernel,
2.1u with the torch path), FP8 pools 0.15 (measured ≤ 0.094). FP8's HF error is the format's own
rounding, so every format is also compared with ``e2e.format_reference`` (HF's index lists rebuilt
independently, HF's rows passed through the format, exact softmax): bound 6u (measured ≤ 2.6u). See
docs/backend.md.

On a CPU the Triton interpreter is too slow for the prefills, so most steps use the backend's exact
torch path (same pools, metadata and formats); the Triton kernel runs the ragged extend step 3, a
decode step and the verify step, and is also checked against the torch path on the same pools.
"""

import math

import pytest
import torch

from sparsemla import FORMATS, DSv4AttentionBackend, DSv4BackendConfig, ForwardBatch
from sparsemla.serving.pools import CSA, HCA, SLIDING

from helpers import needs_interpreter

DEVICE = "cuda" if torch.cuda.is_available() else "cpu"
PREFILLS = [(150, 90), (70, 60), (20, 12)]
DECODE_STEPS = 32
VERIFY_ROWS = 3
KERNEL_STEPS = {3, 35, 36}
KERNEL_VS_TORCH = 6 * 2.0**-8  # the kernel rounds P and O to bf16, the torch path only O (measured ≤ 2.3u)

BACKEND_KW = dict(
    max_running_requests=4, max_prefill_tokens=256, chunked_prefill_size=256, num_draft_tokens=VERIFY_ROWS,
    swa_page_size=16, compressed_page_size=8, max_context_len=512,
    # The schedule peaks at 23 SWA pages when pages leave the window; keeping every page would take 34.
    num_swa_pages=24,
)  # fmt: skip


# ---- configuration and validation -------------------------------------------------------------


def small_config(**overrides):
    kwargs = dict(
        num_heads=8, layer_types=(SLIDING, CSA, HCA), max_running_requests=2, max_prefill_tokens=16,
        chunked_prefill_size=16, num_draft_tokens=2, index_topk=8, kv_format="bf16", swa_page_size=16,
        compressed_page_size=8, max_context_len=512, attention_impl="torch",
    )  # fmt: skip
    kwargs.update(overrides)
    return DSv4BackendConfig(**kwargs)


@pytest.mark.parametrize(
    "overrides, exc, match",
    [
        (dict(num_heads=12), ValueError, "num_heads must be one of"),
        (dict(num_heads=8.0), TypeError, "num_heads must be an int"),
        (dict(layer_types=("sliding_attention", "mla")), ValueError, "layer_types entries"),
        (dict(layer_types="sliding_attention"), TypeError, "layer_types must be a list"),
        (dict(kv_format="fp4"), ValueError, "kv_format must be one of"),
        (dict(max_running_requests=0), ValueError, "max_running_requests must be >= 1"),
        (dict(swa_page_size=None), TypeError, "swa_page_size must be an int"),
        (dict(compress_rates={CSA: 4}), ValueError, "no rate for 'heavily_compressed_attention'"),
        (dict(attention_impl="cuda"), ValueError, "attention_impl must be one of"),
        (dict(softmax_scale=-1.0), ValueError, "softmax_scale must be a positive"),
        (dict(num_hca_pages=0), ValueError, "num_hca_pages must be >= 1"),
        (dict(distinct_rows=1), TypeError, "distinct_rows must be a bool"),
        (dict(num_splits=33), ValueError, r"num_splits must lie in \[1, 32\], got 33"),
        (dict(kv_scale=2.0, kv_format="bf16"), ValueError, "kv_scale applies to fp8_uniform pools only"),
        (dict(kv_scale=2.0, kv_format="model1", compressed_kv_format="v41_fp4"), ValueError,
         "the pools are model1 and v41_fp4, so kv_scale must be 1.0"),
        (dict(distinct_rows=True, num_heads=64), ValueError,
         "distinct_rows copies fp8_uniform rows; the pools are bf16"),
        (dict(distinct_rows=True, num_heads=64, kv_format="fp8_uniform", compressed_kv_format="model1"), ValueError,
         "pools are fp8_uniform and model1"),
        (dict(distinct_rows=True, num_heads=64, kv_format="v41_fp8"), ValueError,
         "distinct_rows copies fp8_uniform rows; the pools are v41_fp8 and v41_fp8"),
        (dict(distinct_rows=True, kv_format="fp8_uniform"), ValueError, "num_heads=8 is not a multiple of 64"),
    ],
)
def test_config_validation(overrides, exc, match):
    with pytest.raises(exc, match=match):
        small_config(**overrides)


def test_config_sizes():
    cfg = small_config()
    assert cfg.max_query_rows == 16  # max(min(16, 16), 2 × 2)
    pages = cfg.pool_pages()
    assert set(pages) == {"swa", CSA, HCA}
    assert pages[HCA] == 2  # every request at 512 tokens: 4 HCA rows on one page of 8
    backend = DSv4AttentionBackend(cfg, device="cpu")
    assert backend.workspace.max_query_rows == 16
    assert backend.out.shape == (16, 8, 512)
    with pytest.raises(TypeError, match="config must be a DSv4BackendConfig"):
        DSv4AttentionBackend({"num_heads": 8})
    assert backend.rows_workspace is None  # (config.distinct_rows is off by default)


def test_distinct_rows_workspace_sizes():
    """config.distinct_rows: one workspace for every layer, sized by the step's rows, the window, the widest
    compressed list (here HCA's 512 // 128 = 4 rows against CSA's top-8) and the largest pools."""
    from sparsemla import DistinctRowsWorkspace

    backend = DSv4AttentionBackend(small_config(distinct_rows=True, kv_format="fp8_uniform", num_heads=64),
                                   device="cpu")
    ws = backend.rows_workspace
    assert isinstance(ws, DistinctRowsWorkspace)
    assert (ws.max_query_rows, ws.main_width, ws.extra_width) == (16, 128, 8)
    assert ws.main_slots == backend.pools.swa_caches[0].num_slots
    assert ws.extra_slots == max(c.num_slots for c in backend.pools.compressed_caches if c is not None)


def test_too_many_rows_names_the_config_value():
    backend = DSv4AttentionBackend(small_config(), device="cpu")
    a, b = backend.admit(), backend.admit()
    with pytest.raises(RuntimeError, match=r"extend step has 17 query rows, more than the 16 rows.*chunked_prefill"):
        backend.init_forward_metadata(ForwardBatch.extend([a, b], [0, 0], [9, 8]))
    with pytest.raises(RuntimeError, match=r"verify step has 18 query rows.*num_draft_tokens"):
        backend.init_forward_metadata(ForwardBatch.verify([a, b], [20, 20], 9))
    with pytest.raises(RuntimeError, match=r"3 requests but max_running_requests=2"):
        backend.init_forward_metadata(ForwardBatch.decode([a, b, -1], [20, 20, 0]))
    with pytest.raises(RuntimeError, match="max_running_requests"):
        backend.admit()
    with pytest.raises(RuntimeError, match="init_cuda_graph_state: max_bs=3 exceeds max_running_requests=2"):
        backend.init_cuda_graph_state(3)


def test_forward_validation():
    backend = DSv4AttentionBackend(small_config(), device="cpu")
    q = torch.zeros(2, 8, 512, dtype=torch.bfloat16)
    sinks = torch.zeros(8)
    with pytest.raises(RuntimeError, match="before init_forward_metadata"):
        backend.forward(0, q, sinks)
    a, b = backend.admit(), backend.admit()
    backend.reserve([a, b], [40, 7], [1, 1])
    backend.init_forward_metadata(ForwardBatch.decode([a, b], [40, 7]))
    with pytest.raises(ValueError, match="layer_id must be < 3"):
        backend.forward(3, q, sinks)
    with pytest.raises(ValueError, match=r"q must have shape \[2, 8, 512\]"):
        backend.forward(0, q[:1], sinks)
    with pytest.raises(TypeError, match="q must be bfloat16"):
        backend.forward(0, q.float(), sinks)
    backend._device_index = 1  # (as a backend on cuda:1 sees a host q: every host tensor reports device -1)
    with pytest.raises(ValueError, match="q must be on cpu, got cpu"):
        backend.forward(0, q, sinks)
    backend._device_index = -1
    with pytest.raises(TypeError, match="sinks must be a float32"):
        backend.forward(0, q, sinks.double())
    with pytest.raises(ValueError, match="topk_ids .* is required"):
        backend.forward(1, q, sinks)
    with pytest.raises(ValueError, match="index_topk=8"):
        backend.forward(1, q, sinks, torch.zeros(2, 9, dtype=torch.int64))
    with pytest.raises(ValueError, match="topk_ids is for CSA layers"):
        backend.forward(0, q, sinks, torch.zeros(2, 8, dtype=torch.int64))
    with pytest.raises(ValueError, match=r"kv must have shape \[2, 512\]"):
        backend.forward(0, q, sinks, kv=torch.zeros(3, 512))
    with pytest.raises(ValueError, match="sliding_attention layer: it has no compressed rows"):
        backend.store_kv(0, torch.zeros(2, 512), torch.zeros(2, 512))
    with pytest.raises(ValueError, match="batch.mode must be one of"):
        backend.init_forward_metadata(ForwardBatch("prefill", torch.tensor([a]), torch.tensor([1]), num_rows=1))
    backend.init_forward_metadata(ForwardBatch.decode([a, b], [40, 7]))  # (the rejected step left none set up)
    with pytest.raises(ValueError, match="num_rows is required"):
        ForwardBatch.extend([a], [0], torch.tensor([3]))
    with pytest.raises(ValueError, match=r"extend_lens must be >= 0, got \[-3, 5\]"):
        ForwardBatch.extend([a, b], [0, 0], [-3, 5])
    with pytest.raises(ValueError, match=r"num_rows=5 is below sum\(extend_lens\) = 8"):
        ForwardBatch.extend([a, b], [0, 0], [4, 4], num_rows=5)
    with pytest.raises(TypeError, match="out must be a bfloat16 tensor, got torch.float32"):
        backend.forward(0, q, sinks, out=torch.empty(2, 8, 512))
    with pytest.raises(ValueError, match=r"out must have shape \[2, 8, 512\]"):
        backend.forward(0, q, sinks, out=q[:1])
    with pytest.raises(TypeError, match="out must be a bfloat16 tensor, got list"):
        backend.forward(0, q, sinks, out=[1])
    # a step's stores are all or nothing: a bad compressed_kv leaves the window pool untouched
    before = backend.pools.swa_caches[2].data.clone()
    with pytest.raises(ValueError, match=r"compressed_kv must have shape \[2, 512\]"):
        backend.store_kv(2, torch.randn(2, 512), torch.randn(3, 512))
    assert torch.equal(backend.pools.swa_caches[2].data, before)
    with pytest.raises(TypeError, match="batch.extend_lens must be int32 or int64, got torch.float32"):
        backend.init_forward_metadata(ForwardBatch.extend([a], [0], torch.tensor([2.7]), num_rows=2))


def test_a_rejected_step_leaves_no_step_set_up():
    """init_forward_metadata (and the graph hooks) that raise leave no step behind: the layers' calls that
    follow raise instead of storing into the previous step's slots and attending over its lists."""
    backend = DSv4AttentionBackend(small_config(), device="cpu")
    a, b = backend.admit(), backend.admit()
    backend.reserve([a, b], [40, 7], [1, 1])
    q, sinks, kv = torch.zeros(2, 8, 512, dtype=torch.bfloat16), torch.zeros(8), torch.zeros(2, 512)
    rejected = [
        lambda: backend.init_forward_metadata(ForwardBatch.verify([a, b], [40, 7], 9)),  # rows past capacity
        lambda: backend.init_forward_metadata(ForwardBatch("decode", torch.tensor([a, b]), torch.tensor([40.0, 7.0]), 2)),
        lambda: backend.init_forward_metadata_capture_cuda_graph(2, 3, torch.tensor([a, b]), torch.tensor([40, 7])),
        lambda: backend.init_forward_metadata_replay_cuda_graph(2, torch.tensor([a, b]), torch.tensor([40, 7])),
    ]
    backend.init_cuda_graph_state(2)
    for reject in rejected:
        backend.init_forward_metadata(ForwardBatch.decode([a, b], [40, 7]))
        before = backend.pools.swa_caches[0].data.clone()
        with pytest.raises((RuntimeError, ValueError, TypeError)):
            reject()
        for call in (lambda: backend.forward(0, q, sinks, kv=kv), lambda: backend.store_kv(0, kv),
                     lambda: backend.inverse_rope(0, q)):  # fmt: skip
            with pytest.raises(RuntimeError, match="before init_forward_metadata"):
                call()
        assert torch.equal(backend.pools.swa_caches[0].data, before)


@pytest.mark.parametrize("make, name", [
    (lambda: ForwardBatch.decode([0, 1], [7, 3.9]), "seq_lens"),
    (lambda: ForwardBatch.decode([0.0], [7]), "req_slots"),
    (lambda: ForwardBatch.verify([0], [True], 2), "seq_lens"),
    (lambda: ForwardBatch.verify([0], [7], 2.0), "rows_per_request"),
    (lambda: ForwardBatch.extend([0, 1], [0, 0], [2.5, 3]), "extend_lens"),
])  # fmt: skip
def test_forward_batch_helpers_reject_non_int_values(make, name):
    """Host lists of the ForwardBatch helpers hold ints: a float was truncated to an int tensor (a length
    of 3.9 became 3, and extend's row count with it), a float rows_per_request was reported as num_rows."""
    with pytest.raises(TypeError, match=f"{name} must hold ints|{name} must be an int"):
        make()
    assert ForwardBatch.extend([0], [5], [__import__("numpy").int64(2)]).num_rows == 2  # (numpy ints are ints)


@pytest.mark.parametrize("compiling", [False, True])
def test_forward_calls_the_registered_op_under_torch_compile(monkeypatch, compiling):
    """Under torch.compile the backend calls the registered op (one op per layer in the compiled graph);
    eagerly the op's implementation directly. Both get the same arguments."""
    import sparsemla.serving.backend as backend_module

    backend = DSv4AttentionBackend(small_config(attention_impl="triton"), device="cpu")
    a, b = backend.admit(), backend.admit()
    backend.reserve([a, b], [40, 7], [1, 1])
    backend.init_forward_metadata(ForwardBatch.decode([a, b], [40, 7]))
    calls = []
    monkeypatch.setattr(torch.compiler, "is_compiling", lambda: compiling)
    monkeypatch.setattr(backend_module, "sparse_attention_op", lambda *a, **k: calls.append(("op", a, k)) or k["out"])
    monkeypatch.setattr(backend_module, "sparse_attention", lambda *a, **k: calls.append(("eager", a, k)) or k["out"])
    q, sinks = torch.zeros(2, 8, 512, dtype=torch.bfloat16), torch.zeros(8)
    backend.forward(2, q, sinks)  # an HCA layer
    ((kind, args, kwargs),) = calls
    assert kind == ("op" if compiling else "eager")
    assert args[0] is q and args[1] is backend.pools.swa_caches[2]
    assert kwargs["extra_cache"] is backend.pools.compressed_caches[2] and kwargs["options"] is backend.config.options
    assert kwargs["out"].data_ptr() == backend.out.data_ptr() and kwargs["out"].shape[0] == 2


def test_compiled_forward_is_one_registered_op_and_matches_eager():
    """torch.compile(fullgraph=True) of a layer's forward: no graph break, the registered op in the graph,
    the same bytes as the eager call."""
    backend = DSv4AttentionBackend(small_config(attention_impl="triton"), device=DEVICE)
    a, b = backend.admit(), backend.admit()
    backend.reserve([a, b], [40, 7], [1, 1])
    g = torch.Generator().manual_seed(5)
    for cache in filter(None, (*backend.pools.swa_caches, *backend.pools.compressed_caches)):
        cache.store(torch.randn(cache.num_slots, 512, generator=g).to(DEVICE), torch.arange(cache.num_slots, device=DEVICE))
    backend.init_forward_metadata(ForwardBatch.decode([a, b], [40, 7], device=DEVICE))
    backend.workspace.counters(8)  # buffers exist before compiling
    q = torch.randn(2, 8, 512, generator=g).to(DEVICE, torch.bfloat16)
    sinks = torch.randn(8, generator=g).to(DEVICE)
    eager = backend.forward(2, q, sinks).clone()
    ops = []

    def collect(graph_module, example_inputs):
        ops.extend(str(node.target) for node in graph_module.graph.nodes if node.op == "call_function")
        return graph_module.forward

    torch._dynamo.reset()
    layer = torch.compile(lambda q, sinks: backend.forward(2, q, sinks, out=torch.empty_like(q)), fullgraph=True,
                          backend=collect)  # fmt: skip
    got = layer(q, sinks)
    assert any("sparsemla.sparse_attention_out" in op for op in ops), ops
    assert torch.equal(got, eager)


@pytest.mark.parametrize("fused", [False, pytest.param(True, marks=needs_interpreter)])  # fused: kernels on CPU
def test_graph_hooks_pad_a_smaller_batch(fused):
    """Capture/replay metadata on any device: a replay of 3 requests runs the 4-request graph, padded."""
    backend = DSv4AttentionBackend(small_config(max_running_requests=4, num_draft_tokens=3), device="cpu")
    backend.fused = fused
    with pytest.raises(RuntimeError, match="init_cuda_graph_state"):
        backend.init_forward_metadata_capture_cuda_graph(1, 1, torch.tensor([-1]), torch.tensor([0]))
    backend.init_cuda_graph_state(4)
    with pytest.raises(ValueError):  # (a failed capture registers no graph size)
        backend.init_forward_metadata_capture_cuda_graph(2, 2, torch.tensor([-1]), torch.zeros(1, dtype=torch.int32))
    with pytest.raises(RuntimeError, match="no decode CUDA graph captured for 1 requests"):
        backend.graph_batch_size(1)
    dummy = torch.full((4,), -1, dtype=torch.int32)
    for bs in (1, 2, 4):
        backend.init_forward_metadata_capture_cuda_graph(bs, bs, dummy[:bs], dummy[:bs] * 0, forward_mode="decode")
        backend.init_forward_metadata_capture_cuda_graph(bs, 3 * bs, dummy[:bs], dummy[:bs] * 0, forward_mode="verify")
    slots = [backend.admit() for _ in range(3)]
    lengths = [300, 5, 130]
    backend.reserve(slots, lengths, [3, 3, 3])
    eager = {}
    for mode, rows in (("decode", 3), ("verify", 9)):
        batch = ForwardBatch.decode(slots, lengths) if mode == "decode" else ForwardBatch.verify(slots, lengths, 3)
        backend.init_forward_metadata(batch)
        meta = backend.metadata
        eager[mode] = [t[:rows].clone() for t in (meta.positions, meta.swa_indices, meta.swa_lengths, meta.hca_indices)]
    for mode, rows, per_request in (("decode", 3, 1), ("verify", 9, 3)):
        graph_bs = backend.init_forward_metadata_replay_cuda_graph(
            3, torch.tensor(slots + [0]), torch.tensor(lengths + [1]), forward_mode=mode
        )
        assert graph_bs == 4
        meta = backend.metadata
        assert meta.num_rows == 4 * per_request
        got = [t[:rows] for t in (meta.positions, meta.swa_indices, meta.swa_lengths, meta.hca_indices)]
        assert all(torch.equal(a, b) for a, b in zip(got, eager[mode]))
        pad = slice(rows, 4 * per_request)
        assert bool((meta.row_slot[pad] == -1).all()) and bool((meta.swa_lengths[pad] == 0).all())
        for name, group in backend.pools.groups.items():
            assert bool((meta.store_slots[name][pad] == group.trash_slot).all())
    assert backend.graph_batch_size(2) == 2
    with pytest.raises(RuntimeError, match="no decode CUDA graph captured for 5 requests"):
        backend.graph_batch_size(5)
    with pytest.raises(ValueError, match="CUDA graphs cover decode and verify"):
        backend.graph_batch_size(1, "extend")


def test_inverse_rope_undoes_the_rotation():
    from sparsemla.serving.rope import apply_inverse_rope, rope_inv_freq

    g = torch.Generator().manual_seed(0)
    x = torch.randn(5, 2, 512, generator=g)
    positions = torch.tensor([0, 1, 127, 4000, 65535])
    yarn = {"factor": 16, "original_max_position_embeddings": 65536}
    for inv_freq in (rope_inv_freq(10000.0), rope_inv_freq(160000.0, yarn=yarn)):
        angle = positions[:, None, None].double() * inv_freq.double()
        pairs = torch.view_as_complex(x[..., 448:].double().reshape(5, 2, 32, 2).contiguous())
        turned = torch.view_as_real(pairs * torch.polar(torch.ones_like(angle), angle)).reshape(5, 2, 64)
        rotated = torch.cat([x[..., :448].double(), turned], -1)
        back = apply_inverse_rope(rotated.float(), positions, inv_freq)
        assert torch.equal(back[..., :448], x[..., :448])
        assert float((back - x).abs().max()) < 5e-3  # fp32 angles at position 65535
        inplace = rotated.float()
        assert apply_inverse_rope(inplace, positions, inv_freq, out=inplace) is inplace
        assert torch.equal(inplace, back)


def test_inverse_rope_validation():
    """The backend's inverse_rope checks its input against the step, as forward does: before a step a
    RuntimeError, a tensor of another row count or dtype the argument's own error (it once named the step's
    positions, and rotated an int tensor, truncating it)."""
    backend = DSv4AttentionBackend(small_config(), device="cpu")
    x = torch.zeros(2, 8, 512, dtype=torch.bfloat16)
    with pytest.raises(RuntimeError, match="inverse_rope called before init_forward_metadata"):
        backend.inverse_rope(0, x)
    a, b = backend.admit(), backend.admit()
    backend.reserve([a, b], [40, 7], [1, 1])
    backend.init_forward_metadata(ForwardBatch.decode([a, b], [40, 7]))
    with pytest.raises(ValueError, match=r"x must have shape \[2, 8, 512\] on cpu, got \[1, 8, 512\]"):
        backend.inverse_rope(0, x[:1])
    with pytest.raises(ValueError, match=r"x must have shape \[2, 8, 512\] on cpu, got list"):
        backend.inverse_rope(0, [x])
    with pytest.raises(TypeError, match="x must be a floating-point tensor, got torch.int32"):
        backend.inverse_rope(0, torch.zeros(2, 8, 512, dtype=torch.int32))
    assert backend.inverse_rope(0, x).shape == (2, 8, 512)


# ---- end to end against HuggingFace ----------------------------------------------------------


@pytest.fixture(scope="module")
def hf_steps():
    pytest.importorskip("transformers.models.deepseek_v4")
    from sparsemla.testing import e2e, oracle

    hf_config = oracle.make_oracle_config()
    schedule = e2e.build_schedule(PREFILLS, late_requests=1, decode_steps=DECODE_STEPS, verify_rows=VERIFY_ROWS)
    captures = e2e.capture_requests(hf_config, e2e.request_chunks(schedule, len(PREFILLS)))
    return hf_config, captures, e2e.merge_steps(captures, schedule, hf_config.index_topk)


def test_schedule_covers_the_issue(hf_steps):
    hf_config, captures, steps = hf_steps
    assert [s.mode for s in steps] == ["extend"] * 4 + ["decode"] * DECODE_STEPS + ["verify"]
    assert [s.num_rows for s in steps[:4]] == [220, 150, 22, 14]
    assert steps[-1].new_tokens == [VERIFY_ROWS] * 3 and steps[-1].num_rows == 9
    for i, chunks in enumerate(PREFILLS):  # every request prefills in two chunks of > 1 token
        assert [s.new_tokens[s.requests.index(i)] for s in steps if i in s.requests][:2] == list(chunks)
    assert [int(c.records[0][-1].positions[-1]) + 1 for c in captures] == [277, 167, 67]
    # HCA rows appear inside an extend chunk (B: t = 127) and during decode (A: t = 255).
    assert 127 in steps[1].positions.tolist()
    assert any(s.mode == "decode" and int(s.positions[0]) == 255 for s in steps)
    # The indexer really selects: A ends with 69 CSA rows for index_topk = 16.
    csa = hf_config.layer_types.index(CSA)
    assert captures[0].records[csa][-1].compressed_kv.shape[0] == 69 > hf_config.index_topk
    assert HCA in hf_config.layer_types and SLIDING in hf_config.layer_types


def run_schedule(hf_config, captures, steps, fmt, kernel_steps=(), graphs=None, fused=None):
    from sparsemla.testing import e2e

    impl = "triton" if DEVICE == "cuda" else "torch"  # a CUDA graph captures the kernel, never the torch path
    run = e2e.make_run(hf_config, captures, device=DEVICE, kv_format=fmt, attention_impl=impl, **BACKEND_KW)
    if fused is not None:
        run.backend.fused = fused
    stack = e2e.StackGraphs(run, graphs, verify_rows=VERIFY_ROWS) if graphs else None
    results = []
    for step in steps:
        run.backend.attention_impl = "triton" if step.index in kernel_steps else "torch"
        if stack is not None and stack.covers(step):
            results.append(stack.replay(step, format_check=True))
        else:
            results.append(
                e2e.run_eager_step(run, step, check_inverse_rope=True, cross_check=True, format_check=True)
            )
    return run, results


@pytest.mark.parametrize("fmt", FORMATS)
def test_end_to_end_against_hf(hf_steps, fmt):
    from sparsemla.testing import e2e

    hf_config, captures, steps = hf_steps
    kernel_steps = KERNEL_STEPS if DEVICE == "cpu" else {s.index for s in steps}
    run, results = run_schedule(hf_config, captures, steps, fmt, kernel_steps)
    bound = e2e.ERROR_BOUNDS[fmt]
    assert len(results) == len(steps)
    for result in results:
        assert len(result.errors) == len(result.format_errors) == 3
        assert max(result.errors) <= bound, (fmt, result.index, result.mode, result.errors)
        assert max(result.format_errors) <= e2e.REFERENCE_BOUND, (fmt, result.index, result.format_errors)
        if result.index in kernel_steps:
            assert max(result.kernel_errors) <= KERNEL_VS_TORCH, (fmt, result.index, result.kernel_errors)
        else:
            assert result.kernel_errors is None
    assert run.backend.pools.held_pages("swa") <= BACKEND_KW["num_swa_pages"]
    run.release_all()
    assert all(run.backend.pools.held_pages(name) == 0 for name in run.backend.pools.groups)


def test_format_reference_applies_the_query_hook(hf_steps):
    """``format_reference(query=)`` multiplies the hook's q: the identity gives the same bytes, a doubled
    q (sharper softmax) a different output."""
    from sparsemla.testing import e2e

    _, _, steps = hf_steps
    step = steps[5]
    for layer in range(3):
        exact = e2e.format_reference(step, layer, "fp8_uniform")
        assert torch.equal(e2e.format_reference(step, layer, "fp8_uniform", query=lambda q: q), exact)
        assert e2e.relative_error(e2e.format_reference(step, layer, "fp8_uniform", query=lambda q: 2 * q), exact) > 1e-3


def test_wrong_rows_fail_the_bounds(hf_steps):
    """A window one position late (t - 128 … t - 1) fails the reference bound and the HF bound of bf16
    pools (measured: ≥ 3.2× and ≥ 2.6×): the bounds are tight enough to catch wrong rows. (The reference
    bound is the same in every format; with model1 pools the same shift gives 0.076-0.25 against it.)"""
    from sparsemla.testing import e2e
    from sparsemla.serving.metadata import window_indices

    hf_config, captures, steps = hf_steps
    fmt = "bf16"
    run = e2e.make_run(hf_config, captures, device=DEVICE, kv_format=fmt, attention_impl="torch", **BACKEND_KW)
    for step in steps[:5]:
        e2e.run_eager_step(run, step)
    step = steps[5]  # a decode step: every query has a full 128-row window
    run.prepare(step)
    backend = run.backend
    slots = [run.slots[i] for i in step.requests]
    backend.init_forward_metadata(ForwardBatch.decode(slots, step.seq_lens, device=DEVICE))
    for layer in range(3):
        compressed = step.compressed_kv[layer]
        backend.store_kv(layer, step.kv[layer].to(DEVICE), None if compressed is None else compressed.to(DEVICE))
    meta = backend.metadata
    meta.positions[:3] -= 1
    window_indices(meta, backend.pools.groups["swa"], 3)
    meta.positions[:3] += 1
    for layer in range(3):
        topk = None if step.topk[layer] is None else step.topk[layer].to(DEVICE)
        out = backend.forward(layer, step.q[layer].to(DEVICE), run.sinks[layer], topk)
        assert e2e.relative_error(out, e2e.format_reference(step, layer, fmt)) > 2 * e2e.REFERENCE_BOUND, layer
        assert e2e.relative_error(out, step.hf_out[layer]) > 2 * e2e.ERROR_BOUNDS[fmt], layer


def test_graph_replay_path_against_hf(hf_steps):
    """Decode and verify through StackGraphs (captured on a GPU, emulated on a CPU), padded 3 → 4."""
    from sparsemla.testing import e2e

    hf_config, captures, steps = hf_steps
    kernel_steps = set() if DEVICE == "cpu" else {s.index for s in steps}
    _, results = run_schedule(hf_config, captures, steps, "model1", kernel_steps, graphs=[1, 2, 4])
    replayed = [r for r in results if r.graph]
    assert len(replayed) == DECODE_STEPS + 1
    for result in results:
        assert max(result.errors) <= e2e.ERROR_BOUNDS["model1"], (result.index, result.errors)
        assert max(result.format_errors) <= e2e.REFERENCE_BOUND, (result.index, result.format_errors)


@needs_interpreter
@pytest.mark.parametrize("fused", [True, False])
def test_serving_kernels_against_hf(hf_steps, fused):
    """Metadata, stores and CSA slots by the serving kernels (the interpreter on a CPU) or by the torch
    chains, eager extend steps and decode/verify through the graph path: every step within the bounds."""
    from sparsemla.testing import e2e

    hf_config, captures, steps = hf_steps
    _, results = run_schedule(hf_config, captures, steps, "model1", graphs=[4], fused=fused)
    assert len(results) == len(steps) and sum(r.graph for r in results) == DECODE_STEPS + 1
    for result in results:
        assert max(result.errors) <= e2e.ERROR_BOUNDS["model1"], (result.index, result.errors)
        assert max(result.format_errors) <= e2e.REFERENCE_BOUND, (result.index, result.format_errors)


# ---- GPU only ---------------------------------------------------------------------------------


@pytest.mark.gpu
@pytest.mark.parametrize("fmt", FORMATS)
def test_gpu_graphs_match_eager(hf_steps, fmt):
    """Captured decode/verify graphs (bs 1, 2, 4) replayed with 3 requests give the eager outputs."""
    from sparsemla.testing import e2e

    hf_config, captures, steps = hf_steps
    every = {s.index for s in steps}
    eager_run, eager = run_schedule(hf_config, captures, steps, fmt, every)
    graph_run, graphed = run_schedule(hf_config, captures, steps, fmt, every, graphs=[1, 2, 4])
    assert sum(r.graph for r in graphed) == DECODE_STEPS + 1
    for a, b in zip(eager, graphed):
        assert max(b.errors) <= e2e.ERROR_BOUNDS[fmt]
        assert max(b.format_errors) <= e2e.REFERENCE_BOUND
        assert all(math.isclose(x, y, rel_tol=0.5, abs_tol=2 * 2.0**-8) for x, y in zip(a.errors, b.errors))
    # The pools were written identically (outside the trash pages).
    for cache_a, cache_b in zip(eager_run.backend.pools.swa_caches, graph_run.backend.pools.swa_caches):
        assert torch.equal(cache_a.data[:-1], cache_b.data[:-1])
    for cache_a, cache_b in zip(eager_run.backend.pools.compressed_caches, graph_run.backend.pools.compressed_caches):
        if cache_a is not None:
            assert torch.equal(cache_a.data[:-1], cache_b.data[:-1])


@pytest.mark.gpu
def test_gpu_distinct_rows_extend_end_to_end(monkeypatch):
    """config.distinct_rows over fp8_uniform pools at 64 heads: the 660-row first extend step takes the
    distinct-rows path in every layer, and every step stays within the HF and format bounds."""
    pytest.importorskip("transformers.models.deepseek_v4")
    import sparsemla.ops.attention as attention
    from sparsemla.testing import e2e, oracle

    calls = []
    real = attention.run_distinct_rows
    monkeypatch.setattr(attention, "run_distinct_rows", lambda *a, **k: (calls.append(a[1].shape[0]), real(*a, **k))[1])
    hf_config = oracle.make_oracle_config(num_attention_heads=64, o_groups=8, index_topk=64, index_n_heads=64)
    schedule = e2e.build_schedule([(400, 300), (260, 200), (100, 60)], late_requests=1, decode_steps=4, verify_rows=3)
    captures = e2e.capture_requests(hf_config, e2e.request_chunks(schedule, 3))
    steps = e2e.merge_steps(captures, schedule, hf_config.index_topk)
    kw = dict(BACKEND_KW, max_prefill_tokens=1024, chunked_prefill_size=1024, max_context_len=1024, num_swa_pages=None)
    run = e2e.make_run(hf_config, captures, device="cuda", kv_format="fp8_uniform", distinct_rows=True, **kw)
    for step in steps:
        result = e2e.run_eager_step(run, step, cross_check=True, format_check=True)
        assert max(result.errors) <= e2e.ERROR_BOUNDS["fp8_uniform"], (step.index, result.errors)
        assert max(result.format_errors) <= e2e.REFERENCE_BOUND, (step.index, result.format_errors)
    assert calls and set(calls) == {660}, calls  # (every layer of the first extend step; the others have < 512 rows)
    ws = run.backend.rows_workspace
    assert ws.counts.tolist() == [0, 0] and bool((ws.row_map == -1).all())


@pytest.mark.gpu
def test_gpu_full_heads_end_to_end():
    """64 heads (DSv4-Flash per device), index_topk 64 < CSA rows, graphs off and on."""
    pytest.importorskip("transformers.models.deepseek_v4")
    from sparsemla.testing import e2e, oracle

    hf_config = oracle.make_oracle_config(num_attention_heads=64, o_groups=8, index_topk=64, index_n_heads=64)
    schedule = e2e.build_schedule([(400, 300), (260, 200), (100, 60)], late_requests=1, decode_steps=32, verify_rows=3)
    captures = e2e.capture_requests(hf_config, e2e.request_chunks(schedule, 3))
    steps = e2e.merge_steps(captures, schedule, hf_config.index_topk)
    kw = dict(BACKEND_KW, max_prefill_tokens=1024, chunked_prefill_size=1024, max_context_len=1024, num_swa_pages=None)
    for fmt in FORMATS:
        for graphs in (None, [1, 2, 4]):
            run = e2e.make_run(hf_config, captures, device="cuda", kv_format=fmt, **kw)
            stack = e2e.StackGraphs(run, graphs, verify_rows=3) if graphs else None
            for step in steps:
                if stack is not None and stack.covers(step):
                    result = stack.replay(step, format_check=True)
                else:
                    result = e2e.run_eager_step(run, step, cross_check=True, format_check=True)
                assert max(result.errors) <= e2e.ERROR_BOUNDS[fmt], (fmt, graphs, step.index, result.errors)
                assert max(result.format_errors) <= e2e.REFERENCE_BOUND, (fmt, graphs, step.index, result.format_errors)


def test_graph_state_and_warmup_arguments_are_checked():
    """init_cuda_graph_state's max_num_tokens (an int >= max_bs, then a capture limit) and warmup's dtype
    lists (the dtypes forward and init_forward_metadata take)."""
    from sparsemla import DSv4AttentionBackend, DSv4BackendConfig

    cfg = DSv4BackendConfig(num_heads=8, layer_types=("sliding_attention",), max_running_requests=4,
                            max_prefill_tokens=64, chunked_prefill_size=64, num_draft_tokens=3, kv_format="bf16",
                            max_context_len=256)  # fmt: skip
    backend = DSv4AttentionBackend(cfg, device="cpu")
    for bad, error in ((-5, ValueError), (0, ValueError), (1, ValueError), (2.5, TypeError), (True, TypeError)):
        with pytest.raises(error, match="max_num_tokens"):
            backend.init_cuda_graph_state(2, bad)
    backend.init_cuda_graph_state(2)  # max_num_tokens = 2 × 3
    ints = lambda *v: torch.tensor(v, dtype=torch.int32)  # noqa: E731
    with pytest.raises(ValueError, match="max_num_tokens=6"):
        backend.init_forward_metadata_capture_cuda_graph(2, 40, ints(-1, -1), ints(0, 0), forward_mode="verify")
    assert backend._graph_sizes["verify"] == {}
    for kwargs, name in (({"kv_dtypes": (torch.int32,)}, "kv_dtypes"), ({"index_dtypes": (torch.float32,)}, "index_dtypes"),
                         ({"topk_dtypes": (torch.bool,)}, "topk_dtypes"), ({"kv_dtypes": torch.bfloat16}, "kv_dtypes")):  # fmt: skip
        with pytest.raises(TypeError, match=name):
            backend.warmup(**kwargs)


@pytest.mark.parametrize("yarn,field", [
    ({"factor": 0.0, "original_max_position_embeddings": 65536}, "factor"),
    ({"factor": float("nan"), "original_max_position_embeddings": 65536}, "factor"),
    ({"factor": 4.0}, "original_max_position_embeddings"),
    ({"factor": 4.0, "original_max_position_embeddings": 0}, "original_max_position_embeddings"),
    ([("factor", 4.0)], "mapping"),
    ({"factor": 4.0, "original_max_position_embeddings": 65536, "beta_fast": 1.0, "beta_slow": 32.0}, "beta_fast"),
])  # fmt: skip
def test_rope_settings_are_checked_by_the_config(yarn, field):
    from sparsemla import DSv4BackendConfig

    base = dict(num_heads=8, layer_types=("compressed_sparse_attention",), max_running_requests=1,
                max_prefill_tokens=16, chunked_prefill_size=16, kv_format="bf16", max_context_len=256)  # fmt: skip
    with pytest.raises((ValueError, TypeError), match=field):
        DSv4BackendConfig(**base, compress_rope_yarn=yarn)
    with pytest.raises(ValueError, match="rope_theta"):
        DSv4BackendConfig(**base, rope_theta=0.5)
