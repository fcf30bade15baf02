"""warmup_sparse_attention: the calls it makes, its argument checks, and (GPU) that a warmed-up kind of
call compiles nothing later."""

import pytest
import torch

import sparsemla
from helpers import make_cache, needs_interpreter, random_indices
from sparsemla import AttentionOptions, SplitKVWorkspace, sparse_attention, warmup_sparse_attention


@needs_interpreter
def test_warmup_runs_each_kind_once():
    formats = ["bf16", ("fp8_uniform", "v41_fp4")]
    kinds = warmup_sparse_attention([8, 64], formats, device="cpu")
    # Per (head schedule, formats): the unsplit kind and the split kind (on the Triton kernel a split
    # launch merges one way and never stages its partials).
    assert kinds == 2 * 2 * 2
    # 8 and 16 heads run the same compiled kernel (16-head programs), so they are one kind.
    assert warmup_sparse_attention([8, 16], formats, device="cpu") == 2 * 2
    assert warmup_sparse_attention(8, "bf16", device="cpu", splits=False) == 1


@pytest.mark.parametrize("kwargs,exc,match", [
    (dict(num_heads=12, kv_formats="bf16"), ValueError, "num_heads must be in"),
    (dict(num_heads=8, kv_formats="fp9"), ValueError, "main format 'fp9'"),
    (dict(num_heads=8, kv_formats=[("bf16", "fp9")]), ValueError, "extra format 'fp9'"),
    (dict(num_heads=8, kv_formats=[]), ValueError, "at least one"),
    (dict(num_heads=8, kv_formats="bf16", options="fast"), TypeError, "options must be an AttentionOptions"),
    (dict(num_heads=[], kv_formats="bf16"), ValueError, "num_heads must name at least one head count"),
    (dict(num_heads=8, kv_formats=[("bf16",)]), TypeError, "each item must be a format name or a .main, extra. pair"),
    (dict(num_heads=8, kv_formats=[7]), TypeError, "each item must be a format name"),
    (dict(num_heads=8, kv_formats=[(None, "bf16")]), TypeError, "main format must be a name"),
    (dict(num_heads=8, kv_formats=7), TypeError, "kv_formats must be a format name or a list"),
    (dict(num_heads=8.0, kv_formats="bf16"), TypeError, "num_heads must be a head count or an iterable of them, got float"),
    (dict(num_heads=None, kv_formats="bf16"), TypeError, "num_heads must be a head count or an iterable of them"),
    (dict(num_heads="64", kv_formats="bf16"), TypeError, "num_heads must be a head count or an iterable of them, got str"),
    (dict(num_heads=8, kv_formats="bf16", lengths="no"), TypeError, "lengths must be a bool, got str"),
    (dict(num_heads=8, kv_formats="bf16", sinks=None), TypeError, "sinks must be a bool, got NoneType"),
    (dict(num_heads=8, kv_formats="bf16", return_lse=1), TypeError, "return_lse must be a bool, got int"),
    (dict(num_heads=8, kv_formats="bf16", splits=0), TypeError, "splits must be a bool, got int"),
])  # fmt: skip
def test_warmup_names_the_bad_argument(kwargs, exc, match):
    with pytest.raises(exc, match=match):
        warmup_sparse_attention(**kwargs, device="cpu")


def test_warmup_names_a_device_it_cannot_warm():
    with pytest.raises(ValueError, match="device must be a CUDA device"):
        warmup_sparse_attention(8, "bf16", device="meta")


@pytest.mark.gpu
@pytest.mark.parametrize("heads,formats", [(64, ("model1", "model1")), (16, ("fp8_uniform", "v41_fp4")),
                                           (128, ("fp8_uniform", "fp8_uniform")), (16, ("bf16", "bf16"))])  # fmt: skip
def test_gpu_warmed_up_calls_compile_nothing(heads, formats, monkeypatch):
    """One row split automatically runs the few-row programs at 64 / 128 heads (staged partials at 16,512
    entries, Triton 3.6), 200 rows of 16 heads over bf16 two programs per SM; warm-up compiled them all.
    (Kernels compiled by earlier tests are forgotten first: Triton's in-memory caches and the direct
    launches.)"""
    import triton

    from sparsemla.kernels import launch
    from sparsemla.kernels.triton.sparse_attention import sparse_attention_kernel
    from sparsemla.kernels.triton.sparse_attention_gluon import sparse_attention_gluon_kernel

    for kernel in (sparse_attention_kernel, sparse_attention_gluon_kernel):
        kernel.device_caches.clear()
    monkeypatch.setattr(launch, "_direct_launches", {})
    warmup_sparse_attention(heads, [formats])
    compiled = []
    monkeypatch.setattr(triton.knobs.runtime, "jit_post_compile_hook", lambda *a, **k: compiled.append(k))
    gen = torch.Generator().manual_seed(heads)
    cache, slots = make_cache(700, 64, formats[0], "cuda", gen)
    extra, extra_slots = make_cache(3000, 64, formats[1], "cuda", gen)
    workspace = SplitKVWorkspace("cuda", 256)
    for rows, width, extra_width, splits in ((1, 128, 2048, None), (4, 96, 512, 3), (200, 128, 1024, None),
                                             (3, 64, 64, 1), (1, 128, 16384, None)):  # fmt: skip
        q = torch.randn(rows, heads, 512, generator=gen).bfloat16().cuda()
        idx = random_indices(rows, width, slots, gen, "cuda")
        extra_idx = random_indices(rows, extra_width, extra_slots, gen, "cuda")
        lengths = torch.randint(0, width + 1, (rows,), generator=gen).int().cuda()
        extra_lengths = torch.randint(0, extra_width + 1, (rows,), generator=gen).int().cuda()
        sparse_attention(q, cache, idx, lengths, extra_cache=extra, extra_indices=extra_idx,
                         extra_lengths=extra_lengths, sinks=torch.randn(heads).cuda(), workspace=workspace,
                         num_splits=splits)  # fmt: skip
    torch.cuda.synchronize()
    assert compiled == [], [k.get("repr") for k in compiled]


def _fake_cute_compile(monkeypatch) -> list:
    """CuTe DSL's compile step replaced by a stand-in returning a well-formed binary, nothing in memory yet:
    the keys it is asked for, in order."""
    from sparsemla.kernels.cute import launch as cute

    compiled = []

    def fake_compile(key):
        compiled.append(key)
        return cute.CuteBinary(f"kernel_{len(compiled)}", b"\x7fELF" + bytes(64), cute.KERNEL_PARAMS, 230400, 384)

    monkeypatch.setattr(cute, "_compiled", {})
    monkeypatch.setattr(cute, "_compile", fake_compile)
    return compiled


def test_cute_warmup_without_a_gpu_fills_the_cute_cache(monkeypatch, tmp_path):
    """kernel='cute' on a machine without a GPU: warm-up compiles one CuTe DSL variant per format pair,
    design (by head count: 64 and 128 share one) and set of optional inputs into the on-disk cache,
    launches nothing, and a second process finds them there; formats the kernel does not read are named."""
    from sparsemla.kernels.cute import launch as cute

    compiled = _fake_cute_compile(monkeypatch)
    monkeypatch.setenv("SPARSEMLA_CACHE_DIR", str(tmp_path))
    options = AttentionOptions(kernel="cute")
    pairs = ["model1", ("fp8_uniform", "model1"), ("model1", "model1"), "model1"]
    # 64 and 128 heads: the automatic design, the swapped 16-head one of few-row calls and the cluster
    # designs of split calls, per pair (no distinct-rows kernel: these pools are not plan.DISTINCT_ROWS_FORMATS).
    designs = (None, "swap16", *cute.CLUSTER_SPLITS)
    assert warmup_sparse_attention([64, 128], pairs, device="cpu", options=options, return_lse=True) == 15
    flags = {(2, -1): (True, False, True, True), (1, 2): (True, True, True, True), (2, 2): (True, True, True, True)}
    assert compiled == [cute.variant_key(*codes, *flag, 64, design) for codes, flag in flags.items()
                        for design in designs]  # fmt: skip
    assert len(list((tmp_path / "cute").glob("*.cubin"))) == 15
    monkeypatch.setattr(cute, "_compiled", {})  # a new process: from the disk cache, nothing compiles
    assert warmup_sparse_attention(128, pairs, device="cpu", options=options, return_lse=True) == 15
    # 8 and 16 heads: one swapped design, the one the few-row 64-head calls run (already compiled)
    assert warmup_sparse_attention([8, 16], "model1", device="cpu", options=options, return_lse=True) == 1
    assert len(compiled) == 15
    warmup_sparse_attention(16, "bf16", device="cpu", options=options, lengths=False, sinks=False)
    assert compiled[-1] == cute.variant_key(0, -1, False, False, False, False, 16)
    with pytest.raises(ValueError, match="not 'v41_fp8'"):
        warmup_sparse_attention(64, ("model1", "v41_fp8"), device="cpu", options=options)
    # qk_fp8: the e4m3 prefill kernel's variant of each fp8_uniform pair too (one for 64 and 128 heads)
    before = len(compiled)
    fp8_options = AttentionOptions(kernel="cute", qk_fp8=True)
    warmup_sparse_attention([64, 128], [("fp8_uniform", "fp8_uniform")], device="cpu", options=fp8_options)
    assert cute.variant_key(1, 1, True, True, True, False, 64, "e4m3rows") in compiled[before:]
    assert sum(key[6] == "e4m3rows" for key in compiled) == 1


def test_cute_warmup_fills_the_cache_directory_set_now_with_variants_already_in_memory(monkeypatch, tmp_path):
    """A process that compiled or loaded the variants before (another cache directory, or while it could not
    write) still writes them into the directory it fills: a GPU machine loads them from there."""
    from sparsemla.kernels.cute import launch as cute

    compiled = _fake_cute_compile(monkeypatch)
    options = AttentionOptions(kernel="cute")
    for name in ("first", "second"):
        monkeypatch.setenv("SPARSEMLA_CACHE_DIR", str(tmp_path / name))
        assert warmup_sparse_attention(64, "model1", device="cpu", options=options) == 5
    assert len(compiled) == 5  # (compiled once)
    for name in ("first", "second"):
        assert len(cute.cached_variants(tmp_path / name / "cute")) == 5, name


def test_warmup_names_an_unparsable_device():
    from sparsemla import warmup_sparse_attention

    with pytest.raises(ValueError, match="device"):
        warmup_sparse_attention(16, "bf16", device="xyz")


def test_e4m3_warmup_falls_back_under_auto_where_the_variant_cannot_load(monkeypatch):
    """qk_fp8's prefill variants on a Hopper GPU without CuTe DSL and without them cached: kernel="auto"
    warns once and goes on (the op's calls then run as without the e4m3 kernel); kernel="cute" raises."""
    from sparsemla.kernels.cute import launch as cute_launch
    from sparsemla.ops import plan, warmup

    def unavailable(*args, **kwargs):
        raise cute_launch.CuteUnavailableError("no CuTe DSL and no cached variant")

    failed = []
    monkeypatch.setattr(cute_launch, "compile_decode", unavailable)
    monkeypatch.setattr(plan, "auto_cute_failed", lambda index, error: failed.append((index, str(error))))
    keys = warmup._e4m3_keys([64], [("fp8_uniform", None)], True, True, False)
    assert keys
    assert warmup._compile_e4m3(0, keys, AttentionOptions(qk_fp8=True)) == 0
    assert failed == [(0, "no CuTe DSL and no cached variant")]
    with pytest.raises(cute_launch.CuteUnavailableError):
        warmup._compile_e4m3(0, keys, AttentionOptions(kernel="cute", qk_fp8=True))
