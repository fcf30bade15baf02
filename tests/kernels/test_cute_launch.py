"""The CuTe DSL kernel's host wrapper without a GPU: its parameter table against the kernel's signature,
the PTX parser, the packed parameter block, and the on-disk cache of compiled variants (a real compile
where nvidia-cutlass-dsl is installed)."""

import ast
import json
import os
import struct
import subprocess
import sys
import textwrap
import warnings
from pathlib import Path

import pytest
import torch

from sparsemla import PagedKVCache, SplitKVWorkspace
from sparsemla.kernels.cute import launch as cute_launch
from sparsemla.kernels.cute.launch import KERNEL_ARGUMENTS, CuteBinary, compile_decode, decode_values, ptx_entry_params

from helpers import importable

DECODE = Path(cute_launch.__file__).with_name("decode.py")
ANNOTATION_KINDS = {"cute.TiledMma": "b8", "Int64": "u64", "Int32": "u32", "Float32": "f32"}


def test_kernel_arguments_follow_the_kernel_signature():
    """The launcher's parameter table names the kernel's parameters in order, with their PTX kinds (read
    from decode.py's source, so this runs without CuTe DSL)."""
    tree = ast.parse(DECODE.read_text())
    (kernel_class,) = [node for node in tree.body if isinstance(node, ast.ClassDef) and node.name == "SparseDecodeSm90"]
    (kernel,) = [node for node in kernel_class.body if isinstance(node, ast.FunctionDef) and node.name == "kernel"]
    params = [(arg.arg, ANNOTATION_KINDS[ast.unparse(arg.annotation)]) for arg in kernel.args.args[1:]]
    assert tuple(params) == KERNEL_ARGUMENTS


PTX = textwrap.dedent(
    """
    .visible .entry the_kernel_0(
        .param .align 1 .b8 the_kernel_0_param_0[1],
        .param .u64 the_kernel_0_param_1,
        .param .u32 the_kernel_0_param_2,
        .param .f32 the_kernel_0_param_3
    )
    .reqntid 384, 1, 1
    {
        ret;
    }
    """
)


def test_ptx_entry_params_reads_name_and_kinds():
    assert ptx_entry_params(PTX) == ("the_kernel_0", ("b8", "u64", "u32", "f32"))


@pytest.mark.parametrize("declaration", [".param .u16 p", ".param .align 8 .b8 p[16]", ".param .f64 p"])
def test_ptx_entry_params_rejects_parameters_it_cannot_pack(declaration):
    with pytest.raises(ValueError, match="unsupported kernel parameter"):
        ptx_entry_params(PTX.replace(".param .u32 the_kernel_0_param_2", declaration))
    with pytest.raises(ValueError, match="no .entry"):
        ptx_entry_params(".version 8.8\n.target sm_90a\n")


def _call(num_splits):
    """A call of every optional input on CPU tensors (the wrapper only reads addresses and sizes)."""
    gen = torch.Generator().manual_seed(3)
    rows, heads = 3, 32
    main = PagedKVCache(4, 64, "fp8_uniform", scale=0.5)
    extra = PagedKVCache(3, 32, "model1")
    q = torch.randn(rows, heads + 5, 512, generator=gen).to(torch.bfloat16)[:, 2 : 2 + heads]  # strided heads
    main_idx = torch.randint(0, main.num_slots, (rows, 70), generator=gen, dtype=torch.int32)
    extra_idx = torch.randint(0, extra.num_slots, (rows, 40), generator=gen, dtype=torch.int32)
    main_len = torch.randint(0, 71, (rows,), generator=gen, dtype=torch.int32)
    extra_len = torch.randint(0, 41, (rows,), generator=gen, dtype=torch.int32)
    sinks = torch.randn(heads, generator=gen)
    out = torch.empty(rows, heads, 512, dtype=torch.bfloat16)
    lse = torch.empty(rows, heads)
    workspace = SplitKVWorkspace("cpu", rows)
    args = (q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks, 0.04, workspace, num_splits, out, lse)
    return args


@pytest.mark.parametrize("num_splits", [1, 2])
def test_decode_values_follow_the_kernel_arguments(num_splits):
    args = _call(num_splits)
    q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks, scale, workspace, _, out, lse = args
    values = dict(zip([name for name, _ in KERNEL_ARGUMENTS[2:]], decode_values(*args)))
    assert len(values) == len(KERNEL_ARGUMENTS) - 2 == len(decode_values(*args))
    expected = {
        "q_addr": q.data_ptr(), "q_stride_row": q.stride(0), "q_stride_head": q.stride(1),
        "out_addr": out.data_ptr(), "out_stride_row": out.stride(0), "out_stride_head": out.stride(1),
        "lse_addr": lse.data_ptr(), "sinks_addr": sinks.data_ptr(), "num_heads": 32, "num_splits": num_splits,
        "score_scale_log2": scale * cute_launch.LOG2E,
    }  # fmt: skip
    for prefix, cache, idx, length in (("m", main, main_idx, main_len), ("e", extra, extra_idx, extra_len)):
        expected.update({
            f"{prefix}_cache": cache.data.data_ptr(), f"{prefix}_idx": idx.data_ptr(),
            f"{prefix}_idx_stride": idx.stride(0), f"{prefix}_len": length.data_ptr(), f"{prefix}_width": idx.shape[1],
            f"{prefix}_page_size": cache.page_size, f"{prefix}_page_bytes": cache.page_bytes,
            f"{prefix}_num_slots": cache.num_slots, f"{prefix}_kv_scale": float(cache.scale),
        })  # fmt: skip
    buffers = workspace.buffer_pointers(32) if num_splits > 1 else (0, 0, 0)
    expected.update(zip(("counters_addr", "partial_o_addr", "partial_lse_addr"), buffers))
    assert values == expected
    assert values["q_stride_head"] == 512 and values["q_stride_row"] == 37 * 512  # (the strided view's)


def test_parameter_block_puts_each_value_in_its_slot():
    """The struct a launch packs: one 8-byte slot per PTX parameter, each value where its parameter is."""
    layout = cute_launch.parameter_struct(cute_launch.KERNEL_PARAMS)
    assert layout.size == 8 * len(KERNEL_ARGUMENTS)
    values = decode_values(*_call(2))
    block = bytearray(layout.size)
    layout.pack_into(block, 0, 0, 0, *values)
    for slot, ((name, kind), value) in enumerate(zip(KERNEL_ARGUMENTS[2:], values), start=2):
        code = {"u64": "<Q", "u32": "<i", "f32": "<f"}[kind]
        (read,) = struct.unpack_from(code, block, 8 * slot)
        assert read == (struct.unpack("<f", struct.pack("<f", value))[0] if kind == "f32" else value), name


def _fake_binary(tag: bytes) -> CuteBinary:
    return CuteBinary("kernel_" + tag.decode(), b"\x7fELF" + tag * 100, cute_launch.KERNEL_PARAMS, 230400, 384)


@pytest.fixture
def fake_compiler(monkeypatch):
    """compile_decode with a stand-in for CuTe DSL that counts its calls; the memory cache emptied."""
    calls = []

    def compile_variant(key):
        calls.append(key)
        return _fake_binary(str(len(calls)).encode())

    monkeypatch.setattr(cute_launch, "_compiled", {})
    monkeypatch.setattr(cute_launch, "_compile", compile_variant)
    # (the stamp compile_decode puts on a fresh binary: the installed CuTe DSL's version, where there is one)
    monkeypatch.setattr(cute_launch, "_cute_dsl_version", lambda: "unknown")
    return calls


def test_compiled_variants_are_cached_on_disk(tmp_path, fake_compiler):
    variant = (1, 2, True, True, True, False)
    first = compile_decode(*variant, cache_dir=tmp_path)
    assert fake_compiler == [cute_launch.variant_key(*variant)] and compile_decode(*variant, cache_dir=tmp_path) is first  # memory
    cute_launch._compiled.clear()  # a new process: read back from disk, no compile
    assert compile_decode(*variant, cache_dir=tmp_path) == first and len(fake_compiler) == 1
    other = compile_decode(1, -1, True, False, True, False, cache_dir=tmp_path)  # another variant compiles
    assert len(fake_compiler) == 2 and other != first
    assert len(list(tmp_path.glob("*.cubin"))) == 2 and len(list(tmp_path.glob("*.json"))) == 2
    assert not list(tmp_path.glob("*.tmp"))


@pytest.mark.parametrize("write", [False, True])
def test_temporary_files_killed_writers_left_are_removed(tmp_path, fake_compiler, monkeypatch, write):
    """A writer killed between creating its temporary file and renaming it leaves ``*.tmp`` behind: the first
    look into the directory (a load, or a write) removes those of this cache's own naming that are older
    than a live write could be, and nothing else."""
    monkeypatch.setattr(cute_launch, "_swept", set())
    digest, suffix = "0123456789abcdef" * 2, "a1b2c3d4e5f6"
    stale = [tmp_path / f"decode-{digest}.json.{suffix}.tmp", tmp_path / f"decode-{digest}.cubin.{suffix}.tmp"]
    kept = [
        tmp_path / f"decode-{digest}.cubin.{'f' * 12}.tmp",  # (a live writer's: fresh)
        tmp_path / "notes.tmp", tmp_path / f"decode-{digest}.json.tmp",  # (not the cache's naming)
        tmp_path / f"decode-{digest}.cubin.{suffix}.tmp.bak",
    ]
    old = cute_launch.time.time() - cute_launch._STALE_TEMPORARY_S - 60
    for path in stale + kept:
        path.write_bytes(b"partial")
        if path != kept[0]:
            os.utime(path, (old, old))
    if write:
        cute_launch._write_cached(*cute_launch._cache_paths(tmp_path, ("key",)), _fake_binary(b"w"))
    else:
        compile_decode(1, -1, True, False, True, True, cache_dir=tmp_path)
    assert not any(path.exists() for path in stale) and all(path.exists() for path in kept)
    stale[0].write_bytes(b"partial")  # (once per directory and process: no listing on every load)
    os.utime(stale[0], (old, old))
    compile_decode(1, -1, True, False, False, True, cache_dir=tmp_path)
    assert stale[0].exists()


@pytest.mark.parametrize("damage", ["cubin bytes", "cubin size", "no cubin", "bad json", "missing field", "truncated json",
                                    "not an object"])
def test_a_damaged_cache_entry_is_compiled_again(tmp_path, fake_compiler, damage):
    variant = (0, -1, False, False, False, True)
    compile_decode(*variant, cache_dir=tmp_path)
    (meta_path,) = tmp_path.glob("*.json")
    cubin_path = meta_path.with_suffix(".cubin")
    if damage == "cubin bytes":
        cubin_path.write_bytes(cubin_path.read_bytes()[:-1] + b"?")
    elif damage == "cubin size":
        cubin_path.write_bytes(cubin_path.read_bytes()[:10])
    elif damage == "no cubin":
        cubin_path.unlink()
    elif damage == "bad json":
        meta_path.write_text("{not json")
    elif damage == "truncated json":
        meta_path.write_bytes(meta_path.read_bytes()[:40])
    elif damage == "not an object":
        meta_path.write_text("[1, 2]")
    else:
        meta = json.loads(meta_path.read_text())
        del meta["shared_bytes"]
        meta_path.write_text(json.dumps(meta))
    cute_launch._compiled.clear()
    with pytest.warns(RuntimeWarning, match=f"ignoring the CuTe DSL kernel cache entry {meta_path}"):
        again = compile_decode(*variant, cache_dir=tmp_path)
    assert len(fake_compiler) == 2 and again == _fake_binary(b"2")
    cute_launch._compiled.clear()
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # (a missing entry, or a valid one, is no news)
        assert compile_decode(*variant, cache_dir=tmp_path) == again and len(fake_compiler) == 2  # rewritten
        compile_decode(1, -1, True, False, True, True, cache_dir=tmp_path)


_WRONG_PARAMS = list(cute_launch.KERNEL_PARAMS[:3]) + ["u64"] + list(cute_launch.KERNEL_PARAMS[4:])


@pytest.mark.parametrize("field, value", [
    ("params", _WRONG_PARAMS), ("params", list(cute_launch.KERNEL_PARAMS[:-1])), ("params", ["f64"] * 34),
    ("params", "b8"), ("name", 7), ("name", ""), ("shared_bytes", -1), ("shared_bytes", 10**9),
    ("shared_bytes", "230400"), ("threads", 0), ("threads", 384.5), ("threads", True),
])  # fmt: skip
def test_a_cache_entry_whose_metadata_does_not_fit_the_launcher_is_compiled_again(tmp_path, fake_compiler, field,
                                                                                   value):  # fmt: skip
    """The stored parameter list (and what else a launch takes from the metadata) is checked against the
    launcher's: an entry that disagrees would be launched with the wrong parameter block or shape."""
    variant = (1, -1, True, False, True, True)
    compile_decode(*variant, cache_dir=tmp_path)
    (meta_path,) = tmp_path.glob("*.json")
    meta = json.loads(meta_path.read_text())
    meta[field] = value
    meta_path.write_text(json.dumps(meta))
    cute_launch._compiled.clear()
    with pytest.warns(RuntimeWarning, match="ignoring the CuTe DSL kernel cache entry"):
        again = compile_decode(*variant, cache_dir=tmp_path)
    assert len(fake_compiler) == 2 and again == _fake_binary(b"2")


@pytest.mark.parametrize("umask", [0o022, 0o002])
def test_cache_files_take_the_umask_like_any_other_file(tmp_path, fake_compiler, umask):
    """A cache directory shared between users: the files are readable by those the umask lets read them
    (not 0600, which made every other user compile again, or fail without CuTe DSL)."""
    previous = os.umask(umask)
    try:
        compile_decode(1, -1, True, False, True, True, cache_dir=tmp_path / "cute")
    finally:
        os.umask(previous)
    files = sorted((tmp_path / "cute").iterdir())
    assert [path.suffix for path in files] == [".cubin", ".json"]
    assert {oct(path.stat().st_mode & 0o777) for path in files} == {oct(0o666 & ~umask)}


def test_an_unwritable_cache_directory_still_compiles(tmp_path, fake_compiler, monkeypatch):
    """It works from memory and says so once per directory (each variant compiles again in every process)."""
    monkeypatch.setattr(cute_launch, "_unwritable", set())
    blocked = tmp_path / "file"
    blocked.write_text("not a directory")
    with pytest.warns(RuntimeWarning, match=f"cannot write the CuTe DSL kernel cache in {blocked / 'cute'}") as seen:
        binary = compile_decode(2, -1, True, False, False, False, cache_dir=blocked / "cute")
        other = compile_decode(2, -1, True, False, True, False, cache_dir=blocked / "cute")
    assert binary == _fake_binary(b"1") and other == _fake_binary(b"2") and blocked.read_text() == "not a directory"
    assert len([w for w in seen if "cannot write" in str(w.message)]) == 1


def test_an_unresolvable_default_cache_directory_compiles_without_one(tmp_path, fake_compiler, monkeypatch):
    """A ``~user`` in SPARSEMLA_CACHE_DIR that names no user: compile_decode (what a kernel="auto" call loads
    variants through) keeps them in memory only and says so once, naming the variable (it raised pathlib's
    bare RuntimeError, which no fallback catches); store_variant, which exists to fill that cache, raises."""
    monkeypatch.setattr(cute_launch, "_unwritable", set())
    monkeypatch.setenv("SPARSEMLA_CACHE_DIR", "~nosuchuser_xyz/cache")
    monkeypatch.chdir(tmp_path)  # (where a literal "~nosuchuser_xyz" directory would be made)
    named = r"SPARSEMLA_CACHE_DIR = '~nosuchuser_xyz/cache'"
    with pytest.warns(RuntimeWarning, match=named) as seen:
        first = compile_decode(1, -1, True, False, True, True)
        second = compile_decode(1, -1, True, False, True, False)
    assert (first, second) == (_fake_binary(b"1"), _fake_binary(b"2")) and len(fake_compiler) == 2
    assert len([w for w in seen if "SPARSEMLA_CACHE_DIR" in str(w.message)]) == 1
    assert not list(tmp_path.iterdir())
    with pytest.raises(ValueError, match=named + ".*cannot be resolved"):
        cute_launch.store_variant(cute_launch.variant_key(0, -1, False, False, False, False))
    assert len(fake_compiler) == 2  # (raised before compiling)


def test_without_cute_dsl_only_cached_variants_run(tmp_path, monkeypatch):
    monkeypatch.setattr(cute_launch, "_compiled", {})
    monkeypatch.setattr(cute_launch, "_cute_import_error", lambda: "nvidia-cutlass-dsl not importable: (test)")
    key = cute_launch.variant_key(1, -1, True, False, True, True)
    cute_launch._write_cached(*cute_launch._cache_paths(tmp_path, key), _fake_binary(b"c"))
    assert compile_decode(1, -1, True, False, True, True, cache_dir=tmp_path) == _fake_binary(b"c")
    missing = r"not in the cache directory and nvidia-cutlass-dsl not importable.*\[cute\]"
    with pytest.raises(RuntimeError, match=missing):
        compile_decode(1, -1, True, False, True, False, cache_dir=tmp_path)


def test_a_variant_another_cute_dsl_compiled_is_compiled_again_where_cute_dsl_is_installed(tmp_path, fake_compiler,
                                                                                          monkeypatch):  # fmt: skip
    """The cache's file names do not hold the CuTe DSL version (a machine without CuTe DSL finds variants
    compiled elsewhere): the version stored with a variant is compared instead, so a CuTe DSL upgrade (a
    code-generation fix) reaches cached variants. Without CuTe DSL, or where the installed one fails on the
    variant, the cached one runs."""
    variant = (1, -1, True, False, True, True)
    key = cute_launch.variant_key(*variant)
    old = _fake_binary(b"old")._replace(cute_dsl="4.6.2")
    cute_launch._write_cached(*cute_launch._cache_paths(tmp_path, key), old)
    assert compile_decode(*variant, cache_dir=tmp_path) == old and fake_compiler == []  # (no CuTe DSL installed)
    cute_launch._compiled.clear()
    monkeypatch.setattr(cute_launch, "_cute_dsl_version", lambda: "4.8.1")
    fresh = compile_decode(*variant, cache_dir=tmp_path)
    assert fake_compiler == [key] and fresh == _fake_binary(b"1")._replace(cute_dsl="4.8.1")
    cute_launch._compiled.clear()
    assert compile_decode(*variant, cache_dir=tmp_path) == fresh and len(fake_compiler) == 1  # (rewritten)
    # A CuTe DSL that fails on the variant: the one cached runs, with a warning.
    cute_launch._write_cached(*cute_launch._cache_paths(tmp_path, key), old)
    cute_launch._compiled.clear()

    def broken(key):
        raise RuntimeError("nvidia-cutlass-dsl not importable: (test)")

    monkeypatch.setattr(cute_launch, "_compile", broken)
    with pytest.warns(RuntimeWarning, match="4.6.2.*4.8.1|4.8.1.*4.6.2"):
        assert compile_decode(*variant, cache_dir=tmp_path) == old


def test_default_cache_directory(monkeypatch, tmp_path):
    from sparsemla.config import default_cache_dir

    monkeypatch.setenv("SPARSEMLA_CACHE_DIR", str(tmp_path / "mine"))
    assert default_cache_dir() == tmp_path / "mine"
    monkeypatch.delenv("SPARSEMLA_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert default_cache_dir() == tmp_path / "xdg" / "sparsemla"
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert default_cache_dir() == Path.home() / ".cache" / "sparsemla"
    for name in ("XDG_CACHE_HOME", "SPARSEMLA_CACHE_DIR"):  # (a ~user that names no user: pathlib's bare RuntimeError)
        monkeypatch.setenv(name, "~nosuchuser_xyz/cache")
        with pytest.raises(ValueError, match=f"environment variable {name} = '~nosuchuser_xyz/cache'"):
            default_cache_dir()


COMPILE_SCRIPT = """
import sys, time
from sparsemla.kernels.cute import launch
if sys.argv[2] == "cached":  # a cached start must not compile
    def refuse(key):
        raise AssertionError("compiled although the variant is cached")
    launch._compile = refuse
start = time.perf_counter()
binary = launch.compile_decode(1, 2, True, True, True, True, cache_dir=sys.argv[1])
import hashlib
print(f"{time.perf_counter() - start:.3f}", binary.name, binary.params == launch.KERNEL_PARAMS, binary.shared_bytes,
      binary.threads, hashlib.sha256(binary.cubin).hexdigest())
"""


@pytest.mark.skipif(not importable("cutlass.cute"), reason="nvidia-cutlass-dsl is not installed (the `cute` extra)")
def test_a_compiled_variant_starts_from_the_disk_cache_in_a_new_process(tmp_path):
    import sparsemla

    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(Path(sparsemla.__file__).parents[1]),
                                                                     os.environ.get("PYTHONPATH")])))  # fmt: skip
    runs = []
    for mode in ("compile", "cached"):
        result = subprocess.run([sys.executable, "-c", COMPILE_SCRIPT, str(tmp_path), mode], env=env,
                                capture_output=True, text=True, timeout=600)  # fmt: skip
        assert result.returncode == 0, result.stderr[-4000:]
        runs.append(result.stdout.split())
    (compile_s, *compiled), (cached_s, *cached) = runs
    assert compiled == cached  # same kernel, parameters, shared memory and cubin bytes
    name, params_ok, shared_bytes, threads, _ = compiled
    assert params_ok == "True" and name.startswith("kernel_") and threads == "384"
    assert 200 * 1024 < int(shared_bytes) <= 227 * 1024  # (Hopper's per-block limit)
    print(f"CUTE_COMPILE first {float(compile_s):.3f} s, cached {float(cached_s):.3f} s")


@pytest.mark.skipif(not importable("cutlass.cute"), reason="nvidia-cutlass-dsl is not installed (the `cute` extra)")
@pytest.mark.parametrize("formats, design, schedule", [
    ((1, -1), "f16", "SparseDecodeLeadF16Sm90"), ((1, 1), "f16x2", "SparseDecodeLeadF16Sm90"),
    ((2, 1), "f16", "SparseDecodeF16Sm90"), ((1, 2), "f16x4", "SparseDecodeF16Sm90"),
])  # fmt: skip
def test_float16_designs_over_fp8_uniform_rows_alone_run_the_leading_consumer(tmp_path, formats, design, schedule):
    """The float16 designs compile the leading-consumer schedule (decode_lead.py) over fp8_uniform rows alone
    and the split-S one (decode_f16.py) wherever a model1 source is read (its producer's registers)."""
    binary = compile_decode(*formats, True, formats[1] >= 0, True, True, cache_dir=tmp_path, design=design)
    assert f"decode_{'lead' if 'Lead' in schedule else 'f16'}{schedule}" in binary.name, binary.name


def test_variant_key_picks_the_design_from_formats_and_heads():
    fp8, model1, bf16 = (cute_launch.FORMAT_CODES[name] for name in ("fp8_uniform", "model1", "bf16"))
    flags = (True, True, True, True)
    expected = {8: "swap16", 16: "swap16", 32: "swap32", 64: "f16", 128: "f16"}
    for heads, design in expected.items():
        for main, extra in ((fp8, -1), (model1, fp8), (fp8, model1), (model1, model1)):
            key = cute_launch.variant_key(main, extra, *flags, num_heads=heads)
            assert key[6] == design and -(-heads // cute_launch.heads_per_cta(key)) == max(1, heads // 64)
        assert cute_launch.variant_key(bf16, -1, *flags, num_heads=heads)[6] == "bf16"
        assert cute_launch.variant_key(model1, bf16, *flags, num_heads=heads)[6] == "bf16"
    assert cute_launch.variant_key(fp8, -1, *flags, num_heads=16, design="bf16")[6] == "bf16"
    seesaw = cute_launch.variant_key(model1, fp8, *flags, num_heads=128, design="seesaw")  # (never the default)
    assert seesaw[6] == "seesaw" and cute_launch.heads_per_cta(seesaw) == 64
    with pytest.raises(ValueError, match="design must be one of"):
        cute_launch.variant_key(fp8, -1, *flags, design="fast")


def test_warpgroup_register_splits_fit_the_cta_allocation():
    """``setmaxnreg`` moves registers only within the CTA's allocation: 168 per thread at 384 threads
    (65,536 / 384 rounded down to a multiple of 8), so producer + 2 × consumer ≤ 3 × 168, or the
    consumers' ``setmaxnreg.inc`` waits forever; each count a multiple of 8 in [24, 256]. Read from
    every CuTe kernel class's source (no CuTe DSL needed)."""
    allocation = 65536 // 384 // 8 * 8
    splits = {}
    for path in sorted(DECODE.parent.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ClassDef):
                values = {"producer_regs": [], "consumer_regs": []}  # every assignment, in source order
                for item in ast.walk(node):
                    if (isinstance(item, ast.Assign) and isinstance(item.targets[0], ast.Attribute)
                            and item.targets[0].attr in values):  # fmt: skip
                        values[item.targets[0].attr].append(ast.literal_eval(item.value))
                if values["producer_regs"]:
                    splits[f"{path.name}:{node.name}"] = values
    assert splits, "no register splits found"
    for name, values in splits.items():
        assert len(values["producer_regs"]) == len(values["consumer_regs"]), (name, values)
        for producer, consumer in zip(values["producer_regs"], values["consumer_regs"]):
            for count in (producer, consumer):
                assert 24 <= count <= 256 and count % 8 == 0, (name, count)
            assert producer <= allocation <= consumer and producer + 2 * consumer <= 3 * allocation, (name, values)


def test_cute_kernels_name_no_variable_pred():
    """CuTe DSL 4.8 stages a dynamic ``if`` as a function whose first parameter, ``pred``, holds the branch
    condition: a variable of that name read (not written) inside the branch silently becomes the condition
    (a row-validity flag once turned into ``part == 0``). No traced function (``@cute.jit`` /
    ``@cute.kernel``) of the CuTe kernels names a variable or parameter ``pred``."""
    offenders = []
    for path in sorted(DECODE.parent.glob("*.py")):
        for function in ast.walk(ast.parse(path.read_text())):
            if not isinstance(function, ast.FunctionDef) or not any(
                isinstance(d, ast.Attribute) and d.attr in ("jit", "kernel") for d in function.decorator_list
            ):  # fmt: skip
                continue
            for node in ast.walk(function):
                if (isinstance(node, ast.Name) and node.id == "pred") or (isinstance(node, ast.arg) and node.arg == "pred"):
                    offenders.append(f"{path.name}:{node.lineno} in {function.name}")
    assert not offenders, offenders


def test_a_packed_launch_hands_the_driver_what_an_eager_one_does(monkeypatch):
    """CuteLaunch.packed (bound calls: packed once per row count) and CuteLaunch's own call (eager: packed
    per call) give cuLaunchKernelEx the same grid, block, shared memory, stream and parameter slots; the
    packed block is not rebuilt between calls. A driver stand-in reads what it is handed."""
    import ctypes

    seen = []

    class Driver:
        def cuLaunchKernelEx(self, config_ref, kernel, params, extra):
            config = config_ref._obj  # (the structure byref() points at)
            slots = [ctypes.c_uint64.from_address(params[i]).value for i in range(len(KERNEL_ARGUMENTS))]
            seen.append(((config.grid_x, config.grid_y, config.grid_z), config.block_x, config.shared_bytes,
                         config.stream, kernel, slots, params[0]))  # fmt: skip
            return 0

    monkeypatch.setattr(cute_launch, "_driver", lambda: Driver())
    launch = object.__new__(cute_launch.CuteLaunch)  # (no GPU: the fields a loaded library would fill)
    binary = _fake_binary(b"p")
    launch._binary, launch._kernel, launch._struct = binary, "kernel", cute_launch.parameter_struct(binary.params)
    launch._slots, launch._local = len(binary.params), __import__("threading").local()
    launch.cluster = 1
    values = decode_values(*_call(2))
    launch((3, 1, 2), 77, values)
    packed = launch.packed((3, 1, 2), values)
    packed(77)
    packed(78)
    (eager_grid, *eager), (grid, *first), (_, *second) = seen
    assert eager_grid == grid == (3, 1, 2)
    assert eager[:2] == first[:2] == [binary.threads, binary.shared_bytes] and eager[3:5] == first[3:5]
    assert eager[2] == first[2] == 77 and second[2] == 78  # the stream
    assert second[4] == first[4] and second[5] == first[5]  # the same block, packed once
    # The serving backend's packed layers set the addresses of q, sinks and the caches per layer.
    names = [name for name, _ in KERNEL_ARGUMENTS[2:]]
    assert [packed.value_kind(names.index(name)) for name in ("q_addr", "q_stride_row", "m_cache",
                                                              "m_kv_scale")] == ["u64", "u32", "u64", "f32"]
    for name, address in (("q_addr", 0x1000), ("sinks_addr", 0x2000), ("m_cache", 0x3000), ("e_cache", 0x4000)):
        packed.set(names.index(name), address)
    packed(78)
    slots = seen[-1][5]
    assert [slots[names.index(name) + 2] for name in ("q_addr", "sinks_addr", "m_cache", "e_cache")] == [
        0x1000, 0x2000, 0x3000, 0x4000]
    unchanged = [i for i, name in enumerate(names) if name not in ("q_addr", "sinks_addr", "m_cache", "e_cache")]
    assert [slots[i + 2] for i in unchanged] == [first[4][i + 2] for i in unchanged]


def test_a_forced_design_takes_whole_head_groups():
    """A forced design whose CTA takes fewer heads than the call has must divide them (its split partials
    are laid out by equal head groups): 24 heads in 16-head CTAs are refused before anything launches."""
    from sparsemla import PagedKVCache
    from sparsemla.kernels.cute.launch import run_cute_decode

    cache = PagedKVCache(1, 64, "fp8_uniform")
    q = torch.zeros(1, 24, 512, dtype=torch.bfloat16)
    indices = torch.zeros(1, 64, dtype=torch.int32)
    with pytest.raises(ValueError, match="24 heads are not a multiple"):
        run_cute_decode(q, cache, indices, None, None, None, None, None, None, None, 1, torch.empty_like(q), None,
                        design="swap16")  # fmt: skip


def test_float16_splits_of_a_cluster_size_run_as_one_cluster():
    """The float16 kernel runs 2, 4 or 8 splits in its cluster designs (any other count, and every other
    design, is left as it is) and a cluster design takes exactly its own split count."""
    fp8, model1, bf16 = (cute_launch.FORMAT_CODES[name] for name in ("fp8_uniform", "model1", "bf16"))
    flags = (True, False, True, True)
    f16 = cute_launch.variant_key(model1, fp8, *flags, num_heads=64)
    for splits, design in ((1, "f16"), (2, "f16x2"), (3, "f16"), (4, "f16x4"), (8, "f16x8"), (16, "f16")):
        key = cute_launch.with_splits(f16, splits)
        assert key[:6] == f16[:6] and key[6] == design
        assert cute_launch.cluster_splits(key) == (splits if design != "f16" else 1)
        assert cute_launch.with_splits(cute_launch.with_splits(f16, 4), splits) == key  # (from a cluster design too)
        assert cute_launch.heads_per_cta(key) == 64
    for key in (cute_launch.variant_key(fp8, -1, *flags, num_heads=16), cute_launch.variant_key(bf16, -1, *flags),
                cute_launch.variant_key(fp8, -1, *flags, design="seesaw")):  # fmt: skip
        assert cute_launch.with_splits(key, 4) == key and cute_launch.cluster_splits(key) == 1
    cache = PagedKVCache(1, 64, "fp8_uniform")
    q = torch.zeros(1, 64, 512, dtype=torch.bfloat16)
    indices = torch.zeros(1, 64, dtype=torch.int32)
    with pytest.raises(ValueError, match="design 'f16x4' runs exactly 4 splits, got num_splits=2"):
        cute_launch.run_cute_decode(q, cache, indices, None, None, None, None, None, None, None, 2,
                                    torch.empty_like(q), None, design="f16x4")  # fmt: skip


@pytest.mark.parametrize("cluster", [1, 2, 8])
def test_a_cluster_variant_launches_with_its_cluster_shape(monkeypatch, cluster):
    """Eager and packed launches of a cluster variant hand the driver the cluster dimension (1, 1, splits) as
    a launch attribute; other variants launch with none."""
    import ctypes

    seen = []

    class Driver:
        def cuLaunchKernelEx(self, config_ref, kernel, params, extra):
            config = config_ref._obj
            attrs = [(config.attrs[i].id, tuple(config.attrs[i].value[:3])) for i in range(config.num_attrs)]
            seen.append(((config.grid_x, config.grid_y, config.grid_z), attrs))
            return 0

    monkeypatch.setattr(cute_launch, "_driver", lambda: Driver())
    launch = object.__new__(cute_launch.CuteLaunch)
    binary = _fake_binary(b"c")
    launch._binary, launch._kernel, launch._struct = binary, "kernel", cute_launch.parameter_struct(binary.params)
    launch._slots, launch._local, launch.cluster = len(binary.params), __import__("threading").local(), cluster
    values = decode_values(*_call(cluster))
    launch((3, 2, cluster), 5, values)
    launch.packed((3, 2, cluster), values)(5)
    expected = [] if cluster == 1 else [(4, (1, 1, cluster))]  # CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION
    assert seen == [((3, 2, cluster), expected)] * 2
    assert ctypes.sizeof(cute_launch._LaunchAttribute) == 72  # (CUlaunchAttribute: id, padding, 64-byte value)


def test_compiled_with_names_the_cute_dsl_of_the_loaded_variants(monkeypatch, tmp_path):
    """Benchmarks record which nvidia-cutlass-dsl compiled the cubins they ran (a machine running cached
    cubins may have none installed): the version is kept in the cache's metadata and read back."""
    binary = _fake_binary(b"v")._replace(cute_dsl="4.8.1")
    meta_path, cubin_path = tmp_path / "v.json", tmp_path / "v.cubin"
    cute_launch._write_cached(meta_path, cubin_path, binary)
    assert cute_launch._read_cached(meta_path, cubin_path) == binary
    monkeypatch.setattr(cute_launch, "_compiled", {("a",): binary, ("b",): binary._replace(cute_dsl="4.6.2")})
    assert cute_launch.compiled_with() == ("4.6.2", "4.8.1")
