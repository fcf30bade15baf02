"""The peers sparse_attention is timed against.

``flashmla``: PyPI ``sgl-flash-mla`` (module ``flash_mla``), always with ``use_legacy=True`` (the frozen
SM90 / DSv4 "MODEL1" kernels). Decode: ``flash_mla_with_kvcache`` on the same 584-B model1 cache bytes and
slot indices as sparsemla, at 64 or 128 heads: fewer query heads (a tensor-parallel rank's share) run the
way engines call it, q zero-padded to 64 heads and the pad heads' sinks at −inf. Prefill: the engine path
sparsemla replaces (dequantize the referenced model1 rows into a bf16 workspace with a Triton kernel, then
``flash_mla_sparse_fwd``). :func:`probe_flashmla` runs it once in a child process first, so a crash there
skips the peer instead of ending the run.

``torch``: gather + dequantize + bf16 matmuls + fp32 softmax with the sink, in row chunks; always eager.
"""

from __future__ import annotations

import dataclasses
import importlib
import importlib.util
import json
import math
import subprocess
import sys
from pathlib import Path

import torch
import triton
import triton.language as tl

from ..cache import PagedKVCache
from ..config import triton_interpreted
from ..formats import HEAD_DIM, V41_BLOCK_FORMATS, V41_FORMATS, dequantize
from .console import PeerUnsupported, say
from .workloads import SHAPES, SOFTMAX_SCALE, Case, cdiv, build_decode_pools, build_prefill, decode_case

FLASHMLA_HEADS = (64, 128)
FLASHMLA_TOPK_MULTIPLE = 64  # "topk mod B_TOPK must be 0" in the legacy SM90 kernels
MODEL1_TOKEN_BYTES = 584
TORCH_PEER_BUDGET_ELEMENTS = 1 << 28  # gathered bf16 elements (and fp32 scores) per chunk
PROBE_TAG = "SPARSEMLA_PROBE_RESULT "
PEERS = ("flashmla", "torch")


# ---------------------------------------------------------------------------------------------
# Torch peer: gather + dequantize + matmul softmax
# ---------------------------------------------------------------------------------------------
def gather_rows_bf16(cache: PagedKVCache, slots: torch.Tensor) -> torch.Tensor:
    """Rows at ``slots`` [...] of a paged cache as bf16 [..., 512], with plain torch ops.

    model1 dequantizes in bf16, which is exact (e4m3 values times powers of two).
    """
    page_size, pages = cache.page_size, cache.num_pages
    slots = slots.long()
    page, offset = slots // page_size, slots % page_size
    data = cache.data
    if cache.fmt == "bf16":
        return data.view(pages, page_size, 2 * HEAD_DIM)[page, offset].view(torch.bfloat16)
    if cache.fmt == "fp8_uniform":
        rows = data.view(pages, page_size, HEAD_DIM)[page, offset].view(torch.float8_e4m3fn).to(torch.bfloat16)
        return rows if cache.scale == 1.0 else rows * cache.scale
    if cache.fmt in V41_BLOCK_FORMATS:  # block-split pages: the cache's own addressing
        return cache.gather(slots.reshape(-1), check=False).to(torch.bfloat16).reshape(*slots.shape, HEAD_DIM)
    if cache.fmt in V41_FORMATS:  # tokens back to back, each its data then its scales
        token_bytes = cache.format.bytes_per_token
        records = data[:, : page_size * token_bytes].reshape(pages, page_size, token_bytes)[page, offset]
        return dequantize(records.reshape(-1, token_bytes), cache.fmt).to(torch.bfloat16).reshape(*page.shape, HEAD_DIM)
    records = data[:, : page_size * 576].reshape(pages, page_size, 576)[page, offset]
    exponents = data[:, page_size * 576 : page_size * 584].reshape(pages, page_size, 8)[page, offset, :7]
    scale = torch.exp2(exponents.float() - 127.0).to(torch.bfloat16)
    nope = records[..., :448].view(torch.float8_e4m3fn).to(torch.bfloat16)
    nope = (nope.unflatten(-1, (7, 64)) * scale[..., None]).flatten(-2)
    rope = records[..., 448:].contiguous().view(torch.bfloat16)
    return torch.cat([nope, rope], dim=-1)


def torch_sparse_attention(q, sources, sinks, softmax_scale=SOFTMAX_SCALE, compute_dtype=torch.bfloat16,
                           budget_elements=TORCH_PEER_BUDGET_ELEMENTS):
    """The naive baseline: per chunk of rows, gather the rows of every source (``(cache, indices [R, K])``
    with every entry valid, or ``(cache, indices, lengths [R])``: entries at positions ≥ the row's length
    left out) to bf16, scores by matmul, fp32 softmax with the sink, P·V by matmul.

    ``compute_dtype=torch.float32`` turns it into an fp32 reference (used by the FlashMLA probe).
    """
    rows, heads, _ = q.shape
    width = sum(source[1].shape[1] for source in sources)
    chunk = max(1, budget_elements // max(1, width * max(HEAD_DIM, heads)))
    out = torch.empty_like(q)
    sink = sinks.float() if sinks is not None else None
    for start in range(0, rows, chunk):
        stop = min(rows, start + chunk)
        kv = torch.cat([gather_rows_bf16(source[0], source[1][start:stop]) for source in sources], dim=1)
        kv = kv.to(compute_dtype)
        scores = torch.matmul(q[start:stop].to(compute_dtype), kv.transpose(1, 2)).float() * softmax_scale
        if any(len(source) > 2 for source in sources):
            valid = torch.cat([
                torch.arange(source[1].shape[1], device=q.device)[None, :] < source[2][start:stop, None]
                if len(source) > 2 else torch.ones_like(source[1][start:stop], dtype=torch.bool)
                for source in sources
            ], dim=1)  # fmt: skip
            scores = scores.masked_fill(~valid[:, None, :], float("-inf"))
        row_max = scores.amax(dim=-1)
        if sink is not None:
            row_max = torch.maximum(row_max, sink[None, :])
        probs = torch.exp(scores - row_max[..., None])
        denom = probs.sum(dim=-1)
        if sink is not None:
            denom = denom + torch.exp(sink[None, :] - row_max)
        values = torch.matmul(probs.to(compute_dtype), kv).float()
        out[start:stop] = (values / denom[..., None]).to(out.dtype)
    return out


def torch_call(case: Case, swa: PagedKVCache, compressed: PagedKVCache):
    sources = []
    for cache, indices, lengths in ((swa, case.indices, case.lengths), (compressed, case.extra_indices, case.extra_lengths)):
        full = bool((lengths >= indices.shape[1]).all())  # (checked once, before timing: masks only where needed)
        sources.append((cache, indices) if full else (cache, indices, lengths))
    return lambda: torch_sparse_attention(case.q, sources, case.sinks)


# ---------------------------------------------------------------------------------------------
# Engine-path dequantization (the bf16 workspace FlashMLA's sparse prefill reads)
# ---------------------------------------------------------------------------------------------
@triton.jit
def _model1_rows_to_bf16_kernel(fp8_ptr, bf16_ptr, u8_ptr, slots_ptr, out_ptr, num_rows, page_size, page_bytes,
                                BLOCK_R: tl.constexpr):
    rows = tl.program_id(0) * BLOCK_R + tl.arange(0, BLOCK_R)
    row_ok = rows < num_rows
    slots = tl.load(slots_ptr + rows, mask=row_ok, other=0).to(tl.int64)
    page = slots // page_size
    offset = slots % page_size
    record = page * page_bytes + offset * 576
    cols = tl.arange(0, 512)
    is_nope = cols < 448
    mask = row_ok[:, None]
    nope = tl.load(fp8_ptr + record[:, None] + cols[None, :], mask=mask & is_nope[None, :], other=0.0)
    rope = tl.load(bf16_ptr + ((record + 448) // 2)[:, None] + (cols - 448)[None, :],
                   mask=mask & (cols >= 448)[None, :], other=0.0)
    scale_at = page * page_bytes + page_size * 576 + offset * 8
    exponent = tl.load(u8_ptr + scale_at[:, None] + (cols // 64)[None, :], mask=mask & is_nope[None, :], other=127)
    scale = (exponent.to(tl.int32) << 23).to(tl.float32, bitcast=True)  # UE8M0 byte b -> 2^(b-127)
    value = tl.where(is_nope[None, :], nope.to(tl.float32) * scale, rope.to(tl.float32))
    tl.store(out_ptr + rows.to(tl.int64)[:, None] * 512 + cols[None, :], value.to(tl.bfloat16), mask=mask)


def dequantize_model1_rows(cache: PagedKVCache, slots: torch.Tensor, out: torch.Tensor) -> torch.Tensor:
    """Write the rows at ``slots`` [N] (int32) of a model1 cache into ``out`` bf16 [N, 512]: one launch."""
    if cache.fmt != "model1":
        raise ValueError(f"dequantize_model1_rows needs a model1 cache, got {cache.fmt}")
    if out.dtype != torch.bfloat16 or out.shape != (slots.shape[0], HEAD_DIM) or not out.is_contiguous():
        raise ValueError("out must be a contiguous bf16 [N, 512] tensor")
    count = slots.shape[0]
    if count:
        bf16_view, fp8_view, byte_view = cache.kernel_views()
        block = 64 if triton_interpreted() else 4  # the interpreter pays per program, the GPU wants many
        _model1_rows_to_bf16_kernel[(cdiv(count, block),)](
            fp8_view, bf16_view, byte_view, slots, out, count, cache.page_size, cache.page_bytes,
            BLOCK_R=block, num_warps=4,
        )  # fmt: skip
    return out


@dataclasses.dataclass
class EngineWorkspace:
    """Metadata (made outside timing) for the dequantize-then-sparse_fwd prefill path."""

    swa_slots: torch.Tensor  # distinct SWA slots referenced, int32
    compressed_slots: torch.Tensor  # distinct compressed slots referenced, int32
    rows: torch.Tensor  # bf16 [compressed + swa, 512] workspace
    indices: torch.Tensor  # int32 [R, 1, width] into the workspace (window part first)
    lengths: torch.Tensor  # int32 [R]


def engine_workspace(case: Case, swa: PagedKVCache, compressed: PagedKVCache) -> EngineWorkspace:
    device = case.q.device
    comp_slots = torch.unique(case.extra_indices).to(torch.int32)
    swa_slots = torch.unique(case.indices).to(torch.int32)
    n_comp, n_swa = comp_slots.numel(), swa_slots.numel()
    comp_lut = torch.full((compressed.num_slots,), -1, dtype=torch.int32, device=device)
    comp_lut[comp_slots.long()] = torch.arange(n_comp, dtype=torch.int32, device=device)
    swa_lut = torch.full((swa.num_slots,), -1, dtype=torch.int32, device=device)
    swa_lut[swa_slots.long()] = torch.arange(n_comp, n_comp + n_swa, dtype=torch.int32, device=device)
    indices = torch.cat([swa_lut[case.indices.long()], comp_lut[case.extra_indices.long()]], dim=1)
    rows = torch.empty(n_comp + n_swa, HEAD_DIM, dtype=torch.bfloat16, device=device)
    # Each row's entries: its whole window (the workloads' windows are full), then its compressed rows.
    lengths = (case.lengths + case.extra_lengths).to(torch.int32)
    return EngineWorkspace(swa_slots, comp_slots, rows, indices.unsqueeze(1).contiguous(), lengths)


def engine_dequantize(work: EngineWorkspace, swa: PagedKVCache, compressed: PagedKVCache):
    n_comp = work.compressed_slots.numel()

    def call():
        dequantize_model1_rows(compressed, work.compressed_slots, work.rows[:n_comp])
        dequantize_model1_rows(swa, work.swa_slots, work.rows[n_comp:])
        return work.rows

    return call


def engine_prefill(peer, case: Case, swa: PagedKVCache, compressed: PagedKVCache):
    """``(engine_path, fwd)`` over two model1 pools: the engines' prefill path (dequantize the chunk's
    distinct rows to bf16, then ``peer``'s ``flash_mla_sparse_fwd``), and its kernel alone; each call
    returns FlashMLA's output. The distinct rows are found here, outside any timing."""
    engine = engine_workspace(case, swa, compressed)
    dequant = engine_dequantize(engine, swa, compressed)
    fwd = peer.sparse_fwd(case.q, engine.rows, engine.indices, case.sinks, engine.lengths)

    def engine_path():
        dequant()
        return fwd()

    return engine_path, fwd


# ---------------------------------------------------------------------------------------------
# FlashMLA peer (sgl-flash-mla, use_legacy=True)
# ---------------------------------------------------------------------------------------------
def flashmla_heads(heads: int) -> int | None:
    """The head count FlashMLA runs ``heads`` query heads at: the smallest of 64 and 128 that holds them
    (the rest zero-padded, as engines call it), None above 128."""
    return next((count for count in FLASHMLA_HEADS if count >= heads), None)


def flashmla_kv_view(cache: PagedKVCache) -> torch.Tensor:
    """The model1 pool as FlashMLA's ``k_cache``: float8_e4m3fn [pages, page_size, 1, 584].

    Same bytes (a view): page stride = the 576-aligned page size, token stride 584; FlashMLA reads
    the 576-B records at token × 576 and the 8-B scale records after the page's records itself.
    """
    if cache.fmt != "model1":
        raise ValueError(f"FlashMLA reads the model1 layout, got {cache.fmt}")
    size = cache.page_size
    flat = cache.data.view(torch.float8_e4m3fn)[:, : size * MODEL1_TOKEN_BYTES]
    return flat.view(cache.num_pages, size, 1, MODEL1_TOKEN_BYTES)


def _check_widths(*widths: int) -> None:
    for width in widths:
        if width % FLASHMLA_TOPK_MULTIPLE:
            raise PeerUnsupported(f"FlashMLA needs index widths that are multiples of 64, got {width}")


def flashmla_decode_arguments(case: Case, swa: PagedKVCache, compressed: PagedKVCache, heads: int) -> dict:
    """``flash_mla_with_kvcache``'s keyword arguments (all but the metadata) for ``case`` over two model1
    pools, at ``heads`` heads (≥ the case's: q zero-padded and the pad heads' sinks −inf, made here,
    outside any timing)."""
    rows, q, sinks = case.rows, case.q, case.sinks
    if heads != case.heads:
        q = torch.zeros(rows, heads, HEAD_DIM, dtype=case.q.dtype, device=case.q.device)
        q[:, : case.heads] = case.q
        sinks = torch.full((heads,), -math.inf, dtype=torch.float32, device=case.sinks.device)
        sinks[: case.heads] = case.sinks
    batch, s_q = case.batch, case.rows_per_request
    # Per-request valid widths (FlashMLA's topk_length is [batch]); every index here is valid.
    return dict(
        q=q.view(batch, s_q, heads, HEAD_DIM), k_cache=flashmla_kv_view(swa), block_table=None, cache_seqlens=None,
        head_dim_v=HEAD_DIM, num_splits=None, softmax_scale=SOFTMAX_SCALE, causal=False, is_fp8_kvcache=True,
        indices=case.indices.view(batch, s_q, -1), attn_sink=sinks, extra_k_cache=flashmla_kv_view(compressed),
        extra_indices_in_kvcache=case.extra_indices.view(batch, s_q, -1),
        topk_length=case.lengths.view(batch, s_q)[:, 0].contiguous(),
        extra_topk_length=case.extra_lengths.view(batch, s_q)[:, 0].contiguous(),
    )  # fmt: skip


def dropin_call(case: Case, swa: PagedKVCache, compressed: PagedKVCache):
    """A callable running the case through :mod:`sparsemla.flash_mla` (FlashMLA's interface on sparsemla:
    the one-import switch) with FlashMLA's arguments over the model1 pools; returns out [R, H, 512]."""
    from .. import flash_mla

    arguments = flashmla_decode_arguments(case, swa, compressed, case.heads)
    meta = flash_mla.get_mla_metadata()[0]

    def call():
        return flash_mla.flash_mla_with_kvcache(**arguments, tile_scheduler_metadata=meta)[0].view(
            case.rows, case.heads, HEAD_DIM
        )

    return call


class FlashMLA:
    """Calls into sgl-flash-mla: its Python interface, or its legacy ops directly when the package's
    ``__init__`` does not import (its SM100 ``cuda.abi3.so`` is loaded first and is not needed here)."""

    def __init__(self):
        self.module = None
        self.ops = None
        self.how = ""
        self.version = None

    @staticmethod
    def installed() -> bool:
        try:
            return importlib.util.find_spec("flash_mla") is not None
        except (ImportError, ValueError):
            return False

    def load(self) -> None:
        try:
            module = importlib.import_module("flash_mla")
            if hasattr(module, "has_legacy") and not module.has_legacy():
                raise RuntimeError("flash_mla has no legacy (SM90 / V4-format) kernels")
            self.module = module
            self.version = getattr(module, "__version__", None)
            self.how = "flash_mla python interface, use_legacy=True"
        except Exception as exc:  # noqa: BLE001 - any failure: try the legacy library directly
            spec = importlib.util.find_spec("flash_mla")
            locations = list(spec.submodule_search_locations or []) if spec is not None else []
            libraries = sorted(str(p) for d in locations for p in Path(d).glob("_C_legacy*.so"))
            if not libraries:
                raise RuntimeError(f"`import flash_mla` failed ({exc}) and no _C_legacy*.so was found") from exc
            torch.ops.load_library(libraries[0])
            self.ops = torch.ops.flash_mla_legacy
            self.ops.sparse_decode_fwd  # noqa: B018 - raises if the op is missing
            self.how = f"torch.ops.flash_mla_legacy direct (`import flash_mla` failed: {str(exc).splitlines()[0][:120]})"

    def decode(self, case: Case, swa: PagedKVCache, compressed: PagedKVCache):
        """A callable running the sparse FP8 decode on the model1 pools; returns out [R, H, 512].

        Fewer than 64 heads run at 64: q zero-padded (made here, outside timing), the pad heads' sinks
        −inf; the call returns the first H heads of FlashMLA's output.
        """
        heads, rows = case.heads, case.rows
        padded = flashmla_heads(heads)
        if padded is None:
            raise PeerUnsupported(f"FlashMLA runs 64 or 128 heads, got {heads}")
        _check_widths(case.indices.shape[1], case.extra_indices.shape[1])
        arguments = flashmla_decode_arguments(case, swa, compressed, padded)
        q, k_cache, indices, sinks = arguments["q"], arguments["k_cache"], arguments["indices"], arguments["attn_sink"]
        extra_k_cache, extra_indices = arguments["extra_k_cache"], arguments["extra_indices_in_kvcache"]
        topk_length, extra_topk_length = arguments["topk_length"], arguments["extra_topk_length"]
        if self.module is not None:
            sched_meta = self.module.get_mla_metadata()[0]

            def call():
                out, _ = self.module.flash_mla_with_kvcache(
                    **arguments, tile_scheduler_metadata=sched_meta, use_legacy=True
                )  # fmt: skip
                return out.view(rows, padded, HEAD_DIM)[:, :heads]

            return call
        state = [None, None]

        def call_ops():
            out, _, state[0], state[1] = self.ops.sparse_decode_fwd(
                q, k_cache, indices, topk_length, sinks, state[0], state[1],
                extra_k_cache, extra_indices, extra_topk_length, HEAD_DIM, SOFTMAX_SCALE, None,
            )  # fmt: skip
            return out.view(rows, padded, HEAD_DIM)[:, :heads]

        return call_ops

    def sparse_fwd(self, q: torch.Tensor, kv_rows: torch.Tensor, indices: torch.Tensor, sinks, lengths):
        """A callable running ``flash_mla_sparse_fwd`` (bf16 KV [N, 512], indices [R, 1, K])."""
        if q.shape[1] not in FLASHMLA_HEADS:
            raise PeerUnsupported(f"FlashMLA's sparse prefill needs 64 or 128 heads, got {q.shape[1]}")
        _check_widths(indices.shape[-1])
        kv = kv_rows.view(-1, 1, HEAD_DIM)
        if self.module is not None:

            def call():
                return self.module.flash_mla_sparse_fwd(
                    q, kv, indices, SOFTMAX_SCALE, HEAD_DIM, sinks, lengths, use_legacy=True
                )[0]

            return call
        return lambda: self.ops.sparse_prefill_fwd(q, kv, indices, SOFTMAX_SCALE, HEAD_DIM, sinks, lengths, False, True)[0]


def flashmla_usable(device: torch.device, allow_cpu: bool = False) -> str | None:
    """None when FlashMLA may run here, else why not (``allow_cpu``: tests with a stand-in module)."""
    if not FlashMLA.installed():
        return "not installed (pip install --no-deps sgl-flash-mla==1.0.0)"
    if device.type != "cuda":
        return None if allow_cpu else "needs a CUDA GPU"
    major, minor = torch.cuda.get_device_capability(device)
    if major not in (9, 10):
        return f"its kernels need SM90a or SM100f, this GPU is sm_{major}{minor}"
    return None


# ---------------------------------------------------------------------------------------------
# The FlashMLA probe (a child process)
# ---------------------------------------------------------------------------------------------
def probe_cases(modes, shapes_by_mode, args) -> list[dict]:
    """What the probe runs: per decode shape and FlashMLA head count a 2-request case and the largest
    one (at the fewest heads padded to that count); per prefill shape the full chunk."""
    cases = []
    for mode in modes:
        for shape in shapes_by_mode[mode]:
            if mode == "decode":
                batches = sorted({min(2, max(args.batch_sizes)), max(args.batch_sizes)})
                by_padded = {}
                for heads in sorted(getattr(args, "heads", None) or [shape.heads]):
                    by_padded.setdefault(flashmla_heads(heads), heads)
                cases += [dict(mode=mode, shape=shape.name, batch=b, rpr=max(args.rows_per_request), heads=h)
                          for padded, h in by_padded.items() if padded is not None for b in batches]
            else:
                cases.append(dict(mode=mode, shape=shape.name, rows=args.prefill_rows))
    return cases


def probe_flashmla(modes, shapes_by_mode, args, timeout_s: int = 300) -> tuple[bool, str]:
    """Run FlashMLA on the probe cases in a child process (its configuration on stdin); (usable, note).

    A crash (illegal address, abort) ends the child only, so the benchmark goes on without FlashMLA.
    """
    config = {
        "cases": probe_cases(modes, shapes_by_mode, args),
        "swa_page_size": args.swa_page_size,
        "compressed_page_size": args.compressed_page_size,
    }
    code = "import sys; from sparsemla.bench.peers import probe_main; sys.exit(probe_main())"
    try:
        done = subprocess.run([sys.executable, "-c", code], input=json.dumps(config), capture_output=True, text=True,
                              timeout=timeout_s)
    except subprocess.TimeoutExpired:
        return False, f"probe timed out after {timeout_s} s"
    result = None
    for line in (done.stdout or "").splitlines():
        if line.startswith(PROBE_TAG):
            try:
                result = json.loads(line[len(PROBE_TAG):])
            except ValueError:
                result = None
    if done.returncode != 0 or result is None:
        lines = (done.stderr or "").strip().splitlines() or (done.stdout or "").strip().splitlines() or ["no output"]
        return False, f"probe process failed (rc={done.returncode}): {lines[-1][:200]}"
    if not result.get("ok"):
        return False, f"probe failed: {result.get('error', 'unknown error')}"
    diffs = result.get("max_abs_diff", {})
    worst = max(diffs.values(), default=0.0)
    note = (f"{result.get('how')} (version {result.get('version')}); probe: {len(diffs)} cases, "
            f"max|Δ| vs fp32 torch {worst:.1e}")
    if worst > 5e-2:
        note += " WARNING: large difference (" + ", ".join(f"{k} {v:.1e}" for k, v in diffs.items()) + ")"
    return True, note


def _probe_case(peer: FlashMLA, spec: dict, device, swa_page_size: int, compressed_page_size: int) -> float:
    shape = SHAPES[spec["shape"]]
    if spec["mode"] == "decode":
        heads = spec.get("heads", shape.heads)
        pools = build_decode_pools(shape, spec["batch"], spec["rpr"], ["model1"], device, 1234,
                                   swa_page_size, compressed_page_size, heads=heads)
        case = decode_case(pools, spec["batch"], spec["rpr"], heads)
        swa, comp = pools.swa["model1"], pools.compressed["model1"]
        got = peer.decode(case, swa, comp)()
    else:
        work = build_prefill(shape, spec["rows"], ["model1"], device, 1234, swa_page_size, compressed_page_size)
        case, swa, comp = work.case, work.swa["model1"], work.compressed["model1"]
        engine = engine_workspace(case, swa, comp)
        engine_dequantize(engine, swa, comp)()
        got = peer.sparse_fwd(case.q, engine.rows, engine.indices, case.sinks, engine.lengths)()
    # With each row's lengths: HCA prefill rows read only the compressed rows before them.
    sources = [(swa, case.indices, case.lengths), (comp, case.extra_indices, case.extra_lengths)]
    want = torch_sparse_attention(case.q, sources, case.sinks, compute_dtype=torch.float32)
    if device.type == "cuda":
        torch.cuda.synchronize(device)
    diff = (got.float() - want.float()).abs().max().item()
    return diff if math.isfinite(diff) else 1e30


def probe_main(config_text: str | None = None) -> int:
    """Child-process entry of :func:`probe_flashmla`: reads its configuration (JSON) from stdin unless
    given, prints one tagged JSON line, returns 0."""
    result = {"ok": False}
    try:
        config = json.loads(sys.stdin.read() if config_text is None else config_text)
        cuda = torch.cuda.is_available()
        device = torch.device("cuda", torch.cuda.current_device()) if cuda else torch.device("cpu")
        peer = FlashMLA()
        peer.load()
        result.update(how=peer.how, version=peer.version, max_abs_diff={})
        for spec in config["cases"]:
            label = ":".join(str(v) for v in spec.values())
            result["max_abs_diff"][label] = _probe_case(
                peer, spec, device, config["swa_page_size"], config["compressed_page_size"])
            if cuda:
                torch.cuda.empty_cache()
        result["ok"] = True
    except Exception as exc:  # noqa: BLE001
        result["error"] = f"{type(exc).__name__}: {str(exc).splitlines()[0][:300] if str(exc) else ''}"
    print(PROBE_TAG + json.dumps(result), flush=True)
    return 0


def resolve_peers(names, device, modes, shapes_by_mode, args, allow_cpu: bool = False):
    """(FlashMLA adapter or None, torch peer on?, notes by peer). Prints one line per peer."""
    notes = {}
    flashmla = None
    if "flashmla" in names:
        why = flashmla_usable(device, allow_cpu)
        if why is None and device.type == "cuda" and not args.no_probe:
            usable, note = probe_flashmla(modes, shapes_by_mode, args)
            why = None if usable else note
            if usable:
                notes["flashmla"] = note
        if why is None:
            try:
                flashmla = FlashMLA()
                flashmla.load()
                notes.setdefault("flashmla", f"{flashmla.how} (version {flashmla.version})")
            except Exception as exc:  # noqa: BLE001
                flashmla, why = None, f"failed to load: {str(exc).splitlines()[0][:200]}"
        if why is not None:
            notes["flashmla"] = f"skipped: {why}"
        say(f"peer flashmla: {notes['flashmla']}")
    use_torch = "torch" in names
    if use_torch:
        notes["torch"] = "gather + dequantize + bf16 matmuls + fp32 softmax, row chunks, eager"
        say(f"peer torch: {notes['torch']}")
    return flashmla, use_torch, notes
