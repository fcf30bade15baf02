"""Packed layer launches (serving.packed) against the general path: the same kernels launched one by one.

Every layer gets fresh q / kv / compressed rows / sinks / top-k tensors (new addresses), so a packed launch
that kept a stale address fails; several steps of one kind reuse the packs, a new row count makes new ones,
and unaligned or strided inputs fall back to the general path."""

import random

import pytest
import torch

from helpers import make_backend, random_population
from sparsemla import AttentionOptions, ForwardBatch
from sparsemla.serving.pools import CSA, HCA, SLIDING

LAYERS = (SLIDING, CSA, HCA, CSA, HCA, CSA, HCA)


def layer_inputs(rows, heads, index_topk, gen, unusual=False):
    """Fresh inputs for one layer; ``unusual``: q misaligned by one element, kv with a row stride of 640."""
    if unusual:
        q = torch.randn(rows * heads * 512 + 1, device="cuda", generator=gen).bfloat16()[1:].view(rows, heads, 512)
        kv = torch.randn(rows, 640, device="cuda", generator=gen)[:, :512]
    else:
        q = torch.randn(rows, heads, 512, device="cuda", generator=gen).bfloat16()
        kv = torch.randn(rows, 512, device="cuda", generator=gen)
    ckv = torch.randn(rows, 512, device="cuda", generator=gen)
    sinks = torch.randn(heads, device="cuda", generator=gen)
    topk = torch.randint(-1, 60, (rows, index_topk), device="cuda", generator=gen, dtype=torch.int32)
    return q, kv, ckv, sinks, topk


@pytest.mark.gpu
@pytest.mark.parametrize("fmt,compressed", [("fp8_uniform", None), ("model1", None), ("bf16", None),
                                            ("v41_fp8", "v41_fp4")])  # fmt: skip
@pytest.mark.parametrize("heads", [8, 64])
def test_gpu_packed_layers_match_the_general_path(fmt, compressed, heads):
    kwargs = dict(kv_format=fmt, compressed_kv_format=compressed, layer_types=LAYERS, attention_impl="triton",
                  num_heads=heads)  # fmt: skip
    packed = make_backend("cuda", **kwargs)
    general = make_backend("cuda", **kwargs, options=AttentionOptions(launch="direct"))
    assert packed._packed_layers is not None
    for b in (packed, general):
        slots, lengths = random_population(b, random.Random(5), 5)
    gen = torch.Generator(device="cuda").manual_seed(1)
    req = torch.tensor(slots, dtype=torch.int32, device="cuda")
    steps = [ForwardBatch.decode(req, torch.tensor(lengths, device="cuda"))] * 3
    steps.append(ForwardBatch.verify(req, torch.tensor(lengths, device="cuda"), 3))
    steps.append(ForwardBatch.decode(req[:3], torch.tensor(lengths[:3], device="cuda")))
    for step_index, batch in enumerate(steps):
        for b in (packed, general):
            b.reserve(slots, lengths, [batch.rows_per_request] * 5)
            b.init_forward_metadata(batch)
        rows = batch.num_rows
        for layer, kind in enumerate(LAYERS):
            unusual = step_index == 2 and layer == 3
            q, kv, ckv, sinks, topk = layer_inputs(rows, heads, 12, gen, unusual)
            outs = []
            for b in (packed, general):
                b.out.fill_(float("nan"))
                out = b.forward(layer, q, sinks, topk if kind == CSA else None, kv=kv,
                                compressed_kv=None if kind == SLIDING else ckv)  # fmt: skip
                outs.append(out.clone())
            assert not outs[0].isnan().any()
            assert torch.equal(outs[0], outs[1]), (step_index, layer)
        if batch.mode == "decode":
            lengths = [n + 1 for n in lengths]
        else:
            lengths = [n + batch.rows_per_request for n in lengths]
    torch.cuda.synchronize()
    assert packed._packed_layers._packs, "no packed launch was made"
    for layer in range(len(LAYERS)):
        assert torch.equal(packed.pools.swa_caches[layer].data[:-1], general.pools.swa_caches[layer].data[:-1])
        if LAYERS[layer] != SLIDING:
            a, b = packed.pools.compressed_caches[layer].data, general.pools.compressed_caches[layer].data
            assert torch.equal(a[:-1], b[:-1])


@pytest.mark.gpu
def test_gpu_packed_layers_take_the_packed_path():
    """After the first layer of a kind, forward launches only through the packs (no general-path call)."""
    backend = make_backend("cuda", kv_format="fp8_uniform", layer_types=LAYERS, attention_impl="triton")
    slots, lengths = random_population(backend, random.Random(2), 4)
    backend.reserve(slots, lengths, [1] * 4)
    backend.init_forward_metadata(ForwardBatch.decode(torch.tensor(slots, device="cuda"),
                                                      torch.tensor(lengths, device="cuda")))  # fmt: skip
    gen = torch.Generator(device="cuda").manual_seed(3)
    calls = []
    original = backend._packed_layers.launch

    def launch(*args):
        calls.append(original(*args))
        return calls[-1]

    backend._packed_layers.launch = launch
    for layer, kind in enumerate(LAYERS):
        q, kv, ckv, sinks, topk = layer_inputs(4, 8, 12, gen)
        backend.forward(layer, q, sinks, topk if kind == CSA else None, kv=kv,
                        compressed_kv=None if kind == SLIDING else ckv)  # fmt: skip
    # the first sliding, CSA and HCA layers take the general path; every later layer the packs
    assert calls == [False, False, False, True, True, True, True]


class _RecordingPack:
    """A stand-in for the backend's packed layers: records each launch tried (its arguments) and takes it."""

    def __init__(self):
        self.tried = []

    def launch(self, *args):
        self.tried.append(args)
        return True

    def remember(self, *args):
        pass


@pytest.mark.parametrize("compiling", [False, True])
def test_packed_launches_stay_out_of_torch_compile(monkeypatch, compiling):
    """Eagerly forward tries the packed pair first; under torch.compile (fake tensors) never."""
    import sparsemla.serving.backend as backend_module

    backend = make_backend(attention_impl="triton")
    slots, lengths = random_population(backend, random.Random(0), 2)
    backend.reserve(slots, lengths, [1, 1])
    backend.init_forward_metadata(ForwardBatch.decode(torch.tensor(slots), torch.tensor(lengths)))
    backend._packed = packed = _RecordingPack()
    monkeypatch.setattr(torch.compiler, "is_compiling", lambda: compiling)
    monkeypatch.setattr(backend_module, "sparse_attention_op", lambda *a, **k: k["out"])
    q, kv = torch.zeros(2, 8, 512, dtype=torch.bfloat16), torch.zeros(2, 512)
    backend.forward(0, q, torch.zeros(8), kv=kv)
    assert [args[0] for args in packed.tried] == ([] if compiling else [0])


@pytest.mark.parametrize("kernel_reason", [None, "sources ('model1', 'model1'): the path reads fp8_uniform rows"])
@pytest.mark.parametrize("qk_fp8", [False, True])
def test_prefill_sized_extend_steps_skip_the_packed_pair_when_the_op_runs_a_prefill_kernel(
    monkeypatch, qk_fp8, kernel_reason
):
    """Under qk_fp8 an extend step of DISTINCT_ROWS_MIN_ROWS rows takes the general path where the op's planner
    says the op runs the e4m3 prefill kernel there (a packed pair would replay the exact decode kernel); where
    it says not (e.g. model1 pools), without qk_fp8, and for a step below that size, the packed pair is tried
    first. The planner is asked once per layer type."""
    import sparsemla.serving.backend as backend_module
    from sparsemla.ops.plan import DISTINCT_ROWS_MIN_ROWS

    asked = []

    def planner(q, cache, extra_cache, options, num_splits, rows):
        asked.append(rows)
        return kernel_reason if options.qk_fp8 else "qk_fp8 is off"

    backend = make_backend(attention_impl="triton", options=AttentionOptions(qk_fp8=qk_fp8))
    slots = [backend.admit() for _ in range(2)]
    tried = []
    monkeypatch.setattr(backend_module, "e4m3_prefill_reason", planner)
    monkeypatch.setattr(backend_module, "store_layer_inputs", lambda *a, **k: True)
    monkeypatch.setattr(backend_module, "sparse_attention", lambda *a, **k: k["out"])
    first = [DISTINCT_ROWS_MIN_ROWS - 100, 100]
    for start, new in (([0, 0], first), (first, [3, 4]), ([first[0] + 3, first[1] + 4], first)):
        backend.reserve(slots, start, new)
        backend.init_forward_metadata(ForwardBatch.extend(slots, start, new))
        backend._packed = packed = _RecordingPack()
        rows = sum(new)
        backend.forward(0, torch.zeros(rows, 8, 512, dtype=torch.bfloat16), torch.zeros(8), kv=torch.zeros(rows, 512))
        tried += [args[1] for args in packed.tried]  # (the row count of each launch tried)
    prefill_kernel = qk_fp8 and kernel_reason is None
    assert tried == ([7] if prefill_kernel else [DISTINCT_ROWS_MIN_ROWS, 7, DISTINCT_ROWS_MIN_ROWS])
    assert asked == [DISTINCT_ROWS_MIN_ROWS]


@pytest.mark.parametrize("kernel_reason", [None, "q is not on a CUDA device"])
def test_prefill_sized_extend_steps_pass_the_rows_workspace_where_the_op_runs_the_path(monkeypatch, kernel_reason):
    """With config.distinct_rows, a step of DISTINCT_ROWS_MIN_ROWS rows gives the op the backend's workspace (and
    tries no packed pair) where the planner says the op runs the distinct-rows path; where it says not, the
    packed pair is tried and the op gets no workspace."""
    import sparsemla.serving.backend as backend_module
    from sparsemla.ops.plan import DISTINCT_ROWS_MIN_ROWS

    class _RefusingPack(_RecordingPack):
        def launch(self, *args):
            super().launch(*args)
            return False  # (the general path runs: its arguments are recorded below)

    backend = make_backend(attention_impl="triton", kv_format="fp8_uniform", num_heads=64, distinct_rows=True)
    slots = [backend.admit() for _ in range(2)]
    calls = []
    monkeypatch.setattr(backend_module, "distinct_rows_reason", lambda *a: kernel_reason)
    monkeypatch.setattr(backend_module, "store_layer_inputs", lambda *a, **k: True)
    monkeypatch.setattr(backend_module, "sparse_attention", lambda *a, **k: calls.append(k) or k["out"])
    new = [DISTINCT_ROWS_MIN_ROWS - 100, 100]
    backend.reserve(slots, [0, 0], new)
    backend.init_forward_metadata(ForwardBatch.extend(slots, [0, 0], new))
    backend._packed = packed = _RefusingPack()
    rows = sum(new)
    backend.forward(0, torch.randn(rows, 64, 512).bfloat16(), torch.zeros(64), kv=torch.randn(rows, 512))
    assert len(calls) == 1
    if kernel_reason is None:
        assert packed.tried == [] and calls[0]["rows_workspace"] is backend.rows_workspace
    else:
        assert len(packed.tried) == 1 and "rows_workspace" not in calls[0]


def test_cute_positions_are_the_addresses_set_per_layer():
    """The values a packed CuTe DSL attention launch takes per layer: q, sinks and the two caches."""
    from sparsemla.kernels.cute.launch import KERNEL_ARGUMENTS
    from sparsemla.serving.packed import _CUTE_POSITIONS

    names = [name for name, _ in KERNEL_ARGUMENTS[2:]]
    q, sinks, main_views, extra_views = _CUTE_POSITIONS
    chosen = [names[q], names[sinks], *(names[i] for i in main_views), *(names[i] for i in extra_views)]
    assert chosen == ["q_addr", "sinks_addr", "m_cache", "e_cache"]
