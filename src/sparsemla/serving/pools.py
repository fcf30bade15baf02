"""DSv4 KV pools: paged SWA and compressed-row caches per layer, per-request page tables, page allocation.

Three page groups, each with one page table shared by the layers of the group (positions and compressed
row ids are the same in every layer) and one :class:`PagedKVCache` per layer:

``swa``
    window rows, one per token position, in every layer. Logical page ``p // page_size`` of a request
    maps to a physical page. Pages are allocated as positions are reserved and given back once every
    position on them is older than the window of the step about to run, so a request holds about
    ``(window - 1 + new tokens) / page_size + 1`` pages. Rows are never overwritten while a query of
    the step can still reach them: a step that starts at position ``s`` frees only pages whose last
    position is below ``s - window + 1``, the oldest position its first query reads.
``compressed_sparse_attention`` / ``heavily_compressed_attention``
    compressed rows (one per ``compress_rate`` tokens) of the CSA or HCA layers; compressed row ``w``
    sits on logical page ``w // page_size``. They stay until the request is released (HCA reads all of
    them, the CSA indexer may pick any).

Slot = physical page × page_size + offset, as :class:`PagedKVCache` expects. Each cache has one extra
page at the end that is never allocated: the **trash page**. Writes that must go nowhere (padded rows of
a CUDA-graph batch, tokens that complete no compressed row) land there, so stores stay fixed-shape and
sync-free. Page-table entries of unallocated pages are -1, which turns their slots negative: the
kernel never reads a negative slot.

Admission, reservation and release are host-side scheduler work (plain Python). Page tables live on
the device and are updated with one small host-to-device copy per group and call.
"""

from __future__ import annotations

import operator
from dataclasses import dataclass

import torch

from ..cache import PagedKVCache

SWA = "swa"
CSA = "compressed_sparse_attention"
HCA = "heavily_compressed_attention"
SLIDING = "sliding_attention"
LAYER_TYPES = (SLIDING, CSA, HCA)


@dataclass
class PageGroup:
    """One page table and free list, shared by the caches of one group of layers.

    Attributes:
        name: ``"swa"``, or the layer type of the compressed group.
        rate: tokens per row (1 for the window, the compress rate otherwise).
        page_size: rows per page.
        num_pages: allocatable pages (the caches hold one more: the trash page).
        table: int32 [max_requests, pages_per_request] on the device; -1 = no page.
        config_name: the config field that sizes this pool (named in pool-full errors).
    """

    name: str
    rate: int
    page_size: int
    num_pages: int
    table: torch.Tensor
    config_name: str

    def __post_init__(self) -> None:
        self.host_table = torch.full(tuple(self.table.shape), -1, dtype=torch.int32)
        # A stack: low page ids come out first, pages given back are reused first.
        self.free_pages = list(range(self.num_pages - 1, -1, -1))
        # Per request slot: logical pages [low, high) are the ones that may hold pages.
        self.low = [0] * self.table.shape[0]
        self.high = [0] * self.table.shape[0]

    @property
    def trash_slot(self) -> int:
        """A slot of the trash page (never allocated, never read)."""
        return self.num_pages * self.page_size

    @property
    def pages_per_request(self) -> int:
        return self.table.shape[1]


class DSv4KVPools:
    """The paged KV pools of a DSv4 attention stack, with host-side request admission.

    Args:
        layer_types: one of ``"sliding_attention"``, ``"compressed_sparse_attention"``,
            ``"heavily_compressed_attention"`` per layer.
        compress_rates: rate of each compressed layer type present.
        kv_format, kv_scale: format of the SWA caches (see :mod:`sparsemla.formats`), and of the
            compressed ones unless ``compressed_kv_format`` is given; ``kv_scale`` is the per-tensor
            scale of the ``fp8_uniform`` caches.
        compressed_kv_format: format of the compressed (CSA / HCA) caches, e.g. ``"v41_fp4"`` beside
            ``"v41_fp8"`` SWA caches (DeepSeek V4.1); None: ``kv_format``. Any pairing is allowed.
        window: window length (128).
        max_requests: request slots (rows of the page tables).
        max_context_len: largest sequence length of a request (sizes the page tables).
        swa_page_size, compressed_page_size: rows per page.
        num_swa_pages: allocatable pages of each layer's SWA cache.
        num_compressed_pages: allocatable pages of each compressed layer type's caches.
        device: where the caches and page tables live.
    """

    def __init__(
        self,
        *,
        layer_types,
        compress_rates,
        kv_format: str,
        kv_scale: float,
        compressed_kv_format: str | None = None,
        window: int,
        max_requests: int,
        max_context_len: int,
        swa_page_size: int,
        compressed_page_size: int,
        num_swa_pages: int,
        num_compressed_pages,
        device,
    ):
        self.device = torch.device(device)
        self.layer_types = tuple(layer_types)
        self.window = window
        self.max_requests = max_requests
        self.max_context_len = max_context_len

        def table(rows_per_request: int, page_size: int) -> torch.Tensor:
            width = max(1, -(-rows_per_request // page_size))
            return torch.full((max_requests, width), -1, dtype=torch.int32, device=self.device)

        self.groups: dict[str, PageGroup] = {
            SWA: PageGroup(SWA, 1, swa_page_size, num_swa_pages, table(max_context_len, swa_page_size), "num_swa_pages")
        }
        for layer_type in (CSA, HCA):
            if layer_type in self.layer_types:
                rate = int(compress_rates[layer_type])
                self.groups[layer_type] = PageGroup(
                    layer_type,
                    rate,
                    compressed_page_size,
                    int(num_compressed_pages[layer_type]),
                    table(max_context_len // rate, compressed_page_size),
                    "num_csa_pages" if layer_type == CSA else "num_hca_pages",
                )

        self.kv_format = kv_format
        self.compressed_kv_format = kv_format if compressed_kv_format is None else compressed_kv_format
        # kv_scale belongs to the fp8_uniform caches; with none of them it goes to every cache, which
        # rejects a scale other than 1.
        any_uniform = "fp8_uniform" in (self.kv_format, self.compressed_kv_format)

        def cache(group: PageGroup, fmt: str) -> PagedKVCache:
            scale = kv_scale if fmt == "fp8_uniform" or not any_uniform else 1.0
            return PagedKVCache(group.num_pages + 1, group.page_size, fmt, device=self.device, scale=scale)

        self.swa_caches = [cache(self.groups[SWA], self.kv_format) for _ in self.layer_types]
        self.compressed_caches = [
            cache(self.groups[t], self.compressed_kv_format) if t in self.groups else None for t in self.layer_types
        ]
        self._free_requests = list(range(max_requests - 1, -1, -1))
        self._active: set[int] = set()

    # ---- requests ------------------------------------------------------------------------------
    @property
    def active_requests(self) -> frozenset[int]:
        return frozenset(self._active)

    def admit(self) -> int:
        """Take a free request slot (a row of every page table). RuntimeError when all are in use."""
        if not self._free_requests:
            raise RuntimeError(
                f"DSv4 KV pools: all {self.max_requests} request slots are in use; release a request or "
                "raise max_running_requests"
            )
        slot = self._free_requests.pop()
        self._active.add(slot)
        return slot

    def release(self, slot: int) -> None:
        """Give back every page of request ``slot`` and the slot itself."""
        self._check_active(slot)
        for group in self.groups.values():
            changed = self._free_range(group, slot, group.low[slot], group.high[slot])
            group.low[slot] = group.high[slot] = 0
            self._write_table(group, changed)
        self._active.discard(slot)
        self._free_requests.append(slot)

    def reserve(self, slots, seq_lens, new_tokens) -> None:
        """Make room for one step: request ``slots[i]`` holds ``seq_lens[i]`` tokens and adds ``new_tokens[i]``.

        Allocates the SWA pages of positions ``[seq_lens[i], seq_lens[i] + new_tokens[i])`` and the
        compressed pages of rows ``w < (seq_lens[i] + new_tokens[i]) // rate``, and gives back SWA pages
        the step can no longer reach. All or nothing: when a pool lacks pages, RuntimeError names it
        (and the config field that sizes it) before anything changes. Calling it again for the same
        step (or after rejected draft tokens) only adds what is missing. Host ints only; no device sync.
        """
        slots, seq_lens, new_tokens = list(slots), list(seq_lens), list(new_tokens)
        if not (len(slots) == len(seq_lens) == len(new_tokens)):
            raise ValueError("slots, seq_lens and new_tokens must have the same length")
        for name, values in (("slots", slots), ("seq_lens", seq_lens), ("new_tokens", new_tokens)):
            for value in values:
                if isinstance(value, bool) or not hasattr(type(value), "__index__"):  # (ints, numpy or 0-d int tensors)
                    raise TypeError(f"{name} must hold ints, got {value!r}")
        slots, seq_lens, new_tokens = ([operator.index(v) for v in values] for values in (slots, seq_lens, new_tokens))
        if len(set(slots)) != len(slots):
            raise ValueError(f"slots must be distinct, got {slots}")
        plans = {name: [] for name in self.groups}
        for slot, start, count in zip(slots, seq_lens, new_tokens):
            self._check_active(slot)
            if start < 0 or count < 0:
                raise ValueError(f"seq_lens and new_tokens must be >= 0, got {start} and {count} for slot {slot}")
            end = start + count
            if end > self.max_context_len:
                raise RuntimeError(
                    f"DSv4 KV pools: request slot {slot} would reach {end} tokens, beyond "
                    f"max_context_len={self.max_context_len}; raise max_context_len"
                )
            for name, group in self.groups.items():
                rows_end = end if group.rate == 1 else end // group.rate
                high = max(group.high[slot], -(-rows_end // group.page_size))
                low = group.low[slot]
                if name == SWA:
                    # Oldest position this step reads: start - window + 1.
                    low = max(low, min(high, max(0, start - self.window + 1) // group.page_size))
                plans[name].append((slot, low, high))
        for name, group in self.groups.items():
            freed = sum(max(0, min(low, group.high[s]) - group.low[s]) for s, low, _ in plans[name])
            needed = sum(high - max(low, group.high[s]) for s, low, high in plans[name])
            available = len(group.free_pages) + freed
            if needed > available:
                what = "window rows" if name == SWA else f"{name} rows"
                raise RuntimeError(
                    f"DSv4 {name} pool is full: the step needs {needed} more pages of {group.page_size} {what} "
                    f"but {available} of {group.num_pages} are free; raise {group.config_name} or run fewer "
                    "or shorter requests"
                )
        for name, group in self.groups.items():
            changed: list[tuple[int, int, int]] = []
            for slot, low, _ in plans[name]:  # every give-back first: other requests may take those pages
                changed += self._free_range(group, slot, group.low[slot], min(low, group.high[slot]))
            for slot, low, high in plans[name]:
                for logical in range(max(low, group.high[slot]), high):
                    page = group.free_pages.pop()
                    group.host_table[slot, logical] = page
                    changed.append((slot, logical, page))
                group.low[slot], group.high[slot] = low, max(high, low)
            self._write_table(group, changed)

    def held_pages(self, name: str) -> int:
        """Pages of group ``name`` currently held by requests."""
        group = self.groups[name]
        return group.num_pages - len(group.free_pages)

    # ---- internals -----------------------------------------------------------------------------
    def _check_active(self, slot) -> None:
        if not isinstance(slot, int) or isinstance(slot, bool):
            raise TypeError(f"request slot must be an int, got {type(slot).__name__}")
        if slot not in self._active:
            raise ValueError(f"request slot {slot} is not admitted")

    @staticmethod
    def _free_range(group: PageGroup, slot: int, low: int, high: int) -> list[tuple[int, int, int]]:
        changed = []
        for logical in range(low, high):
            page = int(group.host_table[slot, logical])
            if page >= 0:
                group.free_pages.append(page)
                group.host_table[slot, logical] = -1
                changed.append((slot, logical, -1))
        return changed

    def _write_table(self, group: PageGroup, changed: list[tuple[int, int, int]]) -> None:
        if not changed:
            return
        update = torch.tensor(changed, dtype=torch.int64)  # [n, 3]: slot, logical page, physical page
        if self.device.type == "cuda":
            # Pinned staging + non_blocking: ordered on the stream, no host wait.
            update = update.pin_memory().to(self.device, non_blocking=True)
        else:
            update = update.to(self.device)
        group.table[update[:, 0], update[:, 1]] = update[:, 2].to(torch.int32)
