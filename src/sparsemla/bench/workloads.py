"""DeepSeek-V4 attention shapes and the launches the bench times on them.

Decode: R = batch × rows per request query rows (MTP rows are consecutive positions of a request)
over a sliding-window source (the SWA pool, each request owning its ring pages) and a compressed
source (top-k distinct compressed rows of the request, or all of them for HCA). Prefill: a chunk of
query rows at the end of a request's context, or a ragged batch of several requests' chunks of mixed
lengths (varlen prefill); HCA rows see the compressed rows before their own position. Every index is
valid; rows are random N(0, 1), stored with ``PagedKVCache.store`` in every format measured, so all
formats hold the same rows.
"""

from __future__ import annotations

import dataclasses

import torch

from ..cache import PagedKVCache
from ..formats import HEAD_DIM
from ..ops import sparse_attention

SOFTMAX_SCALE = HEAD_DIM**-0.5


@dataclasses.dataclass(frozen=True)
class Shape:
    """One DSv4 attention layer type: H heads, a sliding window, and ``topk`` compressed rows.

    ``context`` is the request length in tokens; a request holds ``context // ratio`` compressed
    rows, of which every query row picks ``topk`` distinct ones (all of them when equal).
    """

    name: str
    heads: int
    window: int
    topk: int
    ratio: int
    context: int
    note: str = ""

    @property
    def compressed_rows(self) -> int:
        return self.context // self.ratio


SHAPES = {
    "flash_csa": Shape("flash_csa", 64, 128, 512, 4, 8192, "V4-Flash CSA: H 64, 128 window + top-512 of 2048"),
    "pro_csa": Shape("pro_csa", 128, 128, 1024, 4, 16384, "V4-Pro CSA: H 128, 128 window + top-1024 of 4096"),
    "hca_1m": Shape("hca_1m", 64, 128, 8192, 128, 1 << 20, "V4-Flash HCA at 1M context: H 64, 128 + all 8192"),
    "hca_32k": Shape("hca_32k", 64, 128, 256, 128, 32768,
                     "V4-Flash HCA at 32K context: H 64, 128 window + the compressed rows before each token (≤ 256)"),
    # Test-only geometry (kept out of the defaults): small enough for the CPU interpreter.
    "tiny": Shape("tiny", 64, 64, 64, 4, 512, "test shape: H 64, 64 window + top-64 of 128"),
}
DEFAULT_SHAPES = {"decode": ("flash_csa", "pro_csa", "hca_1m"), "prefill": ("flash_csa", "pro_csa", "hca_32k")}


def cdiv(a: int, b: int) -> int:
    return -(-a // b)


def fill_caches(caches: list[PagedKVCache], generator: torch.Generator, chunk: int = 1 << 16) -> None:
    """Store the same random N(0, 1) rows in every slot of each cache (same geometry)."""
    num_slots, device = caches[0].num_slots, caches[0].device
    for start in range(0, num_slots, chunk):
        stop = min(num_slots, start + chunk)
        rows = torch.randn(stop - start, HEAD_DIM, generator=generator, device=device)
        slots = torch.arange(start, stop, device=device)
        for cache in caches:
            cache.store(rows, slots, check=False)


def _page_table(requests: int, pages_each: int, generator: torch.Generator, device) -> torch.Tensor:
    """[requests, pages_each] distinct pool pages, randomly placed (as an allocator leaves them)."""
    perm = torch.randperm(requests * pages_each, generator=generator, device=device)
    return perm.view(requests, pages_each)


def _slots(pages: torch.Tensor, request: torch.Tensor, position: torch.Tensor, page_size: int) -> torch.Tensor:
    """Slot of request-local row ``position`` [R, K] for the request of each row ``request`` [R]."""
    page = pages[request[:, None], position // page_size]
    return (page * page_size + position % page_size).to(torch.int32).contiguous()


@dataclasses.dataclass
class DecodePools:
    shape: Shape
    swa: dict  # fmt -> PagedKVCache
    compressed: dict  # fmt -> PagedKVCache
    swa_pages: torch.Tensor  # [requests, ring_pages]
    compressed_pages: torch.Tensor  # [requests, pages each]
    ring: int
    positions: torch.Tensor  # [requests]
    q: torch.Tensor  # [requests × max rows per request, max heads, 512] bf16
    sinks: torch.Tensor  # [max heads] fp32
    swa_page_size: int
    compressed_page_size: int
    generator: torch.Generator


def build_decode_pools(shape, requests, max_rows_per_request, formats, device, seed, swa_page_size,
                       compressed_page_size, heads=None) -> DecodePools:
    """Pools for ``requests`` requests, reused by every batch size up to that.

    Each request owns its SWA ring pages (the window plus the MTP rows fit without wrapping onto
    themselves) and ``context // ratio`` compressed rows in its own compressed pages. ``q`` and
    ``sinks`` have ``heads`` heads (default the shape's); a case may use the first heads of them.
    """
    heads = shape.heads if heads is None else heads
    generator = torch.Generator(device=device).manual_seed(seed)
    ring_pages = cdiv(shape.window + max_rows_per_request - 1, swa_page_size)
    comp_pages_each = cdiv(shape.compressed_rows, compressed_page_size)
    swa = {fmt: PagedKVCache(requests * ring_pages, swa_page_size, fmt, device=device) for fmt in formats}
    compressed = {fmt: PagedKVCache(requests * comp_pages_each, compressed_page_size, fmt, device=device) for fmt in formats}
    fill_caches(list(swa.values()), generator)
    fill_caches(list(compressed.values()), generator)
    swa_pages = _page_table(requests, ring_pages, generator, device)
    compressed_pages = _page_table(requests, comp_pages_each, generator, device)
    positions = torch.randint(shape.window, 1 << 30, (requests,), generator=generator, device=device)
    q = torch.randn(requests * max_rows_per_request, heads, HEAD_DIM, generator=generator, device=device)
    sinks = torch.randn(heads, generator=generator, device=device)
    return DecodePools(
        shape, swa, compressed, swa_pages, compressed_pages, ring_pages * swa_page_size, positions,
        q.to(torch.bfloat16), sinks.float(), swa_page_size, compressed_page_size, generator,
    )  # fmt: skip


@dataclasses.dataclass
class Case:
    """One launch: R query rows over a window source and a compressed source."""

    q: torch.Tensor  # [R, H, 512] bf16
    indices: torch.Tensor  # [R, window] int32 slots in the SWA pool
    lengths: torch.Tensor  # [R] int32
    extra_indices: torch.Tensor  # [R, topk] int32 slots in the compressed pool
    extra_lengths: torch.Tensor  # [R] int32
    sinks: torch.Tensor  # [H] fp32
    batch: int
    rows_per_request: int

    @property
    def rows(self) -> int:
        return self.q.shape[0]

    @property
    def heads(self) -> int:
        return self.q.shape[1]

    @property
    def width(self) -> int:
        return self.indices.shape[1] + self.extra_indices.shape[1]


def _pick_compressed(rows: int, candidates: int, topk: int, generator, device) -> torch.Tensor:
    """[rows, topk] request-local compressed rows: distinct random picks, or all of them in order."""
    if topk >= candidates:
        return torch.arange(candidates, device=device).expand(rows, candidates)
    return torch.rand(rows, candidates, generator=generator, device=device).topk(topk, dim=1).indices


def decode_case(pools: DecodePools, batch: int, rows_per_request: int, heads: int | None = None) -> Case:
    """Requests 0..batch-1, each with ``rows_per_request`` consecutive query positions (MTP), at
    ``heads`` query heads (default the shape's; fewer model a tensor-parallel rank's share)."""
    shape, device = pools.shape, pools.q.device
    heads = shape.heads if heads is None else heads
    if not 0 < heads <= pools.q.shape[1]:
        raise ValueError(f"the pools hold q for {pools.q.shape[1]} heads, asked for {heads}")
    rows = batch * rows_per_request
    request = torch.arange(batch, device=device).repeat_interleave(rows_per_request)
    position = pools.positions[request] + torch.arange(rows_per_request, device=device).repeat(batch)
    window = position[:, None] - (shape.window - 1) + torch.arange(shape.window, device=device)[None, :]
    indices = _slots(pools.swa_pages, request, window % pools.ring, pools.swa_page_size)
    picks = _pick_compressed(rows, shape.compressed_rows, shape.topk, pools.generator, device)
    extra = _slots(pools.compressed_pages, request, picks, pools.compressed_page_size)
    q = pools.q[:rows] if heads == pools.q.shape[1] else pools.q[:rows, :heads].contiguous()
    return Case(
        q=q,
        indices=indices,
        lengths=torch.full((rows,), shape.window, dtype=torch.int32, device=device),
        extra_indices=extra,
        extra_lengths=torch.full((rows,), shape.topk, dtype=torch.int32, device=device),
        sinks=pools.sinks[:heads].contiguous(),
        batch=batch,
        rows_per_request=rows_per_request,
    )


@dataclasses.dataclass
class PrefillWork:
    case: Case
    swa: dict
    compressed: dict


def ragged_lengths(rows: int, requests: int) -> list[int]:
    """Query rows per request of a ragged prefill batch: ``rows`` shared in proportion to requests,
    requests − 1, …, 1 (the largest first; 4,096 rows over 8 requests: 914, 796, 682, 568, 455, 341,
    227, 113)."""
    if requests < 1 or rows < requests:
        raise ValueError(f"a ragged batch needs 1 <= requests <= rows, got {requests} requests for {rows} rows")
    total = requests * (requests + 1) // 2
    lengths = [max(1, rows * weight // total) for weight in range(requests, 0, -1)]
    lengths[0] += rows - sum(lengths)
    return lengths


def build_prefill(
    shape, rows, formats, device, seed, swa_page_size, compressed_page_size, requests: int = 1
) -> PrefillWork:
    """``requests`` requests' prefill chunks (:func:`ragged_lengths`; one request: all ``rows``), each
    the last new tokens of ``shape.context`` tokens, in the request's own pages.

    Row i of a chunk attends to the window of tokens ending at its position (the chunk and the window
    before it sit in the request's SWA pages) and to ``topk`` distinct compressed rows of the request;
    where the shape reads all its compressed rows (HCA), to those before its position (its
    ``extra_lengths``).
    """
    generator = torch.Generator(device=device).manual_seed(seed)
    counts = ragged_lengths(rows, requests)
    swa_pages = cdiv(max(counts) + shape.window - 1, swa_page_size)
    comp_pages = cdiv(shape.compressed_rows, compressed_page_size)
    swa = {fmt: PagedKVCache(requests * swa_pages, swa_page_size, fmt, device=device) for fmt in formats}
    compressed = {fmt: PagedKVCache(requests * comp_pages, compressed_page_size, fmt, device=device) for fmt in formats}
    fill_caches(list(swa.values()), generator)
    fill_caches(list(compressed.values()), generator)
    swa_table = _page_table(requests, swa_pages, generator, device)
    comp_table = _page_table(requests, comp_pages, generator, device)
    sizes = torch.tensor(counts, device=device)
    request = torch.repeat_interleave(torch.arange(requests, device=device), sizes)
    within = torch.arange(rows, device=device) - (torch.cumsum(sizes, 0) - sizes)[request]  # row in its chunk
    local = within[:, None] + torch.arange(shape.window, device=device)[None, :]
    indices = _slots(swa_table, request, local, swa_page_size)
    picks = _pick_compressed(rows, shape.compressed_rows, shape.topk, generator, device)
    extra = _slots(comp_table, request, picks, compressed_page_size)
    q = torch.randn(rows, shape.heads, HEAD_DIM, generator=generator, device=device).to(torch.bfloat16)
    sinks = torch.randn(shape.heads, generator=generator, device=device).float()
    extra_lengths = torch.full((rows,), shape.topk, dtype=torch.int32, device=device)
    if shape.topk >= shape.compressed_rows:  # every compressed row, up to the row's own position
        position = shape.context - sizes[request] + within
        extra_lengths = ((position + 1) // shape.ratio).clamp(max=shape.compressed_rows).to(torch.int32)
    case = Case(
        q=q, indices=indices, lengths=torch.full((rows,), shape.window, dtype=torch.int32, device=device),
        extra_indices=extra, extra_lengths=extra_lengths, sinks=sinks, batch=requests,
        rows_per_request=max(counts),  # (the largest request's)
    )  # fmt: skip
    return PrefillWork(case, swa, compressed)


def ours_call(case: Case, swa: PagedKVCache, compressed: PagedKVCache, workspace, out, rows_workspace=None,
              options=None):  # fmt: skip
    """sparse_attention over both sources into ``out`` (the launch the engines would make; with
    ``rows_workspace``, the distinct-rows path where the op takes it; ``options``: the op's, None its defaults)."""

    def call():
        return sparse_attention(
            case.q, swa, case.indices, case.lengths,
            extra_cache=compressed, extra_indices=case.extra_indices, extra_lengths=case.extra_lengths,
            sinks=case.sinks, softmax_scale=SOFTMAX_SCALE, workspace=workspace, out=out,
            rows_workspace=rows_workspace, options=options,
        )  # fmt: skip

    return call


def kernel_name(heads: int, main_fmt: str, extra_fmt: str, device, rows=None, width=None, workspace=None,
                options=None) -> str:  # fmt: skip
    """The kernel :func:`sparse_attention` runs for this call (``"triton"`` where the op cannot say): of
    ``rows`` query rows of ``width`` entries split automatically over ``workspace``, where given, under
    ``options`` (None: the defaults the op takes)."""
    from .. import ops

    describe = getattr(ops, "describe_kernel", None) or getattr(ops.attention, "describe_kernel", None)
    if describe is None:
        return "triton"
    extra = {} if options is None else {"options": options}
    try:
        if workspace is not None and rows is not None:
            return describe(heads, main_fmt, extra_fmt, device, rows=rows, width=width,
                            sm_count=workspace.sm_count, **extra)[0]  # fmt: skip
        return describe(heads, main_fmt, extra_fmt, device, **extra)[0]
    except Exception:  # noqa: BLE001 - a row records what it can
        return "unknown"


E4M3_PREFILL_KERNEL = "cute:e4m3rows"


def call_kernel(q, cache, extra_cache, width: int, workspace, options=None) -> str:
    """The kernel :func:`sparse_attention` runs for a call of ``q`` over ``cache`` (and ``extra_cache``) with
    ``width`` entries per row, split automatically over ``workspace``: the opt-in e4m3 prefill kernel where
    ``options.qk_fp8`` (e.g. ``SPARSEMLA_QK_FP8=1``) gives it the call, else :func:`kernel_name`'s."""
    from ..config import default_options
    from ..ops import plan

    resolved = default_options() if options is None else options
    try:
        if resolved.qk_fp8 and plan.e4m3_prefill_reason(q, cache, extra_cache, resolved) is None:
            return E4M3_PREFILL_KERNEL
    except Exception:  # noqa: BLE001 - a row records what it can
        return "unknown"
    extra_fmt = cache.fmt if extra_cache is None else extra_cache.fmt
    return kernel_name(q.shape[1], cache.fmt, extra_fmt, q.device, q.shape[0], width, workspace, options)


def format_pair(entry: str) -> tuple[str, str]:
    """``(main, extra)`` formats of a ``--kv-formats`` entry (a single format serves both pools)."""
    main, _, extra = entry.partition("+")
    return main, extra or main
