"""Per-step attention metadata on the device: which slots each query row reads and writes.

Everything here is vectorised torch on the device: no ``.item()``, no host copies, no Python loop over
rows, so it runs eagerly before a CUDA-graph replay or inside a captured forward. Results go into the
persistent buffers of :class:`StepMetadata` (fixed addresses, sized for the largest step); the
functions write the first ``num_rows`` rows. Temporaries of ``[rows]`` or ``[rows, width]`` come from
PyTorch's caching allocator (no cudaMalloc once warm, no sync).

Per query row ``r`` of request ``b`` at absolute position ``t`` (rules from the DSv4 reference code):

* window: positions ``max(0, t - window + 1) … t`` → SWA slots, length ``min(t + 1, window)``;
* HCA: every compressed row ``w < (t + 1) // rate`` → compressed slots;
* CSA: the indexer's top-k compressed row ids (``-1`` padded) → compressed slots
  (:func:`topk_to_slots`, per layer, inside the forward);
* stores: the window row of ``t`` goes to the SWA slot of ``t``; a compressed layer's row completed by
  the token at ``t`` (when ``(t + 1) % rate == 0``) goes to the slot of ``w = (t + 1) // rate - 1``.

A row whose request slot is negative is padding (a CUDA-graph batch padded to its captured size): it
reads nothing (lengths 0) and its stores go to the pool's trash slot.
"""

from __future__ import annotations

import torch

from .pools import CSA, HCA, PageGroup

MODES = ("decode", "verify", "extend")


class StepMetadata:
    """Persistent metadata buffers of one backend (addresses never change).

    Attributes (first ``num_rows`` rows valid after :meth:`DSv4AttentionBackend.init_forward_metadata`):
        row_request: int64 [max_rows] batch index of each row's request.
        row_slot: int64 [max_rows] page-table row (request slot) of each row; -1 = padding.
        positions: int64 [max_rows] absolute position of each row's token.
        swa_indices, swa_lengths: int32 [max_rows, window], [max_rows].
        store_slots: group name → int64 [max_rows] slot each row's new row is written to.
        hca_indices, hca_lengths: int32 [max_rows, hca_width], [max_rows] (HCA layers present).
        topk_indices, topk_lengths: int32 [max_rows, index_topk], [max_rows] (CSA scratch, per layer).
    """

    def __init__(
        self, *, max_rows: int, window: int, groups: dict[str, PageGroup], index_topk: int, max_context_len: int, device
    ):
        device = torch.device(device)
        self.max_rows = max_rows
        self.window = window
        self.row_request = torch.zeros(max_rows, dtype=torch.int64, device=device)
        self.row_slot = torch.full((max_rows,), -1, dtype=torch.int64, device=device)
        self.positions = torch.zeros(max_rows, dtype=torch.int64, device=device)
        self.swa_indices = torch.full((max_rows, window), -1, dtype=torch.int32, device=device)
        self.swa_lengths = torch.zeros(max_rows, dtype=torch.int32, device=device)
        self.store_slots = {name: torch.zeros(max_rows, dtype=torch.int64, device=device) for name in groups}
        widths = [max_rows, window]
        self.hca_indices = self.hca_lengths = None
        if HCA in groups:
            hca_width = max(1, max_context_len // groups[HCA].rate)
            self.hca_indices = torch.full((max_rows, hca_width), -1, dtype=torch.int32, device=device)
            self.hca_lengths = torch.zeros(max_rows, dtype=torch.int32, device=device)
            widths.append(hca_width)
        self.topk_indices = self.topk_lengths = None
        if CSA in groups:
            self.topk_indices = torch.full((max_rows, max(1, index_topk)), -1, dtype=torch.int32, device=device)
            self.topk_lengths = torch.zeros(max_rows, dtype=torch.int32, device=device)
            widths.append(index_topk + 1)
        self.arange = torch.arange(max(widths), dtype=torch.int64, device=device)
        # Host description of the step the buffers describe.
        self.mode: str | None = None
        self.num_rows = 0
        self.num_requests = 0


def compute_rows(
    meta: StepMetadata,
    mode: str,
    req_slots: torch.Tensor,
    seq_lens: torch.Tensor,
    extend_lens: torch.Tensor | None,
    rows_per_request: int,
    num_rows: int,
) -> None:
    """Fill ``row_request``, ``row_slot`` and ``positions`` for the first ``num_rows`` rows.

    ``decode``/``verify``: row ``r`` belongs to request ``r // n`` at position ``seq_lens[b] + r % n``
    (``n = rows_per_request``). ``extend``: requests own consecutive runs of ``extend_lens[b]`` rows;
    rows past ``sum(extend_lens)`` are padding.
    """
    rows = meta.arange[:num_rows]
    slots = req_slots.to(torch.int64)
    if mode == "extend":
        lens = extend_lens.to(torch.int64)
        ends = torch.cumsum(lens, 0)
        request = torch.searchsorted(ends, rows, right=True)
        past_end = request >= lens.numel()
        request = request.clamp_(max=lens.numel() - 1)
        offset = rows - (ends - lens)[request]
    else:
        request = torch.div(rows, rows_per_request, rounding_mode="floor")
        offset = rows - request * rows_per_request
        past_end = None
    row_slot = slots[request]
    padding = row_slot < 0 if past_end is None else (row_slot < 0) | past_end
    meta.row_request[:num_rows].copy_(request)
    meta.row_slot[:num_rows].copy_(row_slot.masked_fill(padding, -1))
    meta.positions[:num_rows].copy_((seq_lens.to(torch.int64)[request] + offset).masked_fill(padding, 0))


def _slots(logical: torch.Tensor, row_slot: torch.Tensor, group: PageGroup, valid: torch.Tensor, fill) -> torch.Tensor:
    """Slots of rows ``logical`` (int64 [N] or [N, K]) of requests ``row_slot`` [N]; ``fill`` where not valid.

    A row whose page is unallocated (page-table entry -1) is not valid either, nor one past the table: a
    request slot beyond its rows or a position beyond ``max_context_len`` (neither stored nor read, never
    another position's slot).
    """
    width, page_size = group.pages_per_request, group.page_size
    in_table = row_slot < group.table.shape[0]
    req = row_slot.clamp(min=0).masked_fill(~in_table, 0)
    if logical.dim() == 2:
        req, in_table = req[:, None], in_table[:, None]
    page_index = torch.div(logical, page_size, rounding_mode="floor")
    valid = valid & in_table & (page_index < width)
    page = group.table.view(-1)[req * width + page_index.clamp(0, width - 1)].to(torch.int64)
    valid = valid & (page >= 0)
    return torch.where(valid, page * page_size + logical.remainder(page_size), fill)


def window_indices(meta: StepMetadata, group: PageGroup, num_rows: int) -> None:
    """``swa_indices``/``swa_lengths``: slots of positions ``max(0, t - window + 1) … t``."""
    window = meta.window
    t, row_slot = meta.positions[:num_rows], meta.row_slot[:num_rows]
    first = (t - (window - 1)).clamp_(min=0)
    logical = first[:, None] + meta.arange[:window][None, :]
    live = row_slot >= 0
    valid = (logical <= t[:, None]) & live[:, None]
    meta.swa_indices[:num_rows].copy_(_slots(logical, row_slot, group, valid, -1))
    meta.swa_lengths[:num_rows].copy_(torch.clamp(t + 1, max=window).masked_fill(~live, 0))


def all_compressed_indices(meta: StepMetadata, group: PageGroup, num_rows: int) -> None:
    """``hca_indices``/``hca_lengths``: slots of every completed compressed row ``w < (t + 1) // rate``."""
    t, row_slot = meta.positions[:num_rows], meta.row_slot[:num_rows]
    width = meta.hca_indices.shape[1]
    count = torch.div(t + 1, group.rate, rounding_mode="floor").clamp_(max=width).masked_fill_(row_slot < 0, 0)
    logical = meta.arange[:width][None, :].expand(num_rows, width)
    valid = logical < count[:, None]
    meta.hca_indices[:num_rows].copy_(_slots(logical, row_slot, group, valid, -1))
    meta.hca_lengths[:num_rows].copy_(count)


def store_slots(meta: StepMetadata, group: PageGroup, num_rows: int) -> None:
    """``store_slots[group]``: where each row's new window row (or completed compressed row) goes."""
    t, row_slot = meta.positions[:num_rows], meta.row_slot[:num_rows]
    valid = row_slot >= 0
    if group.rate == 1:
        logical = t
    else:
        valid = valid & ((t + 1).remainder(group.rate) == 0)
        logical = torch.div(t + 1, group.rate, rounding_mode="floor") - 1
    meta.store_slots[group.name][:num_rows].copy_(_slots(logical, row_slot, group, valid, group.trash_slot))


def topk_to_slots(meta: StepMetadata, group: PageGroup, topk_ids: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Translate CSA top-k compressed row ids [R, k] (-1 padded) into slots; returns views of the buffers.

    ``lengths`` = one past the last valid pick of each row, so -1 padding at the end costs nothing.
    """
    rows, k = topk_ids.shape
    ids = topk_ids.to(torch.int64)
    row_slot = meta.row_slot[:rows]
    valid = (ids >= 0) & (ids < group.pages_per_request * group.page_size) & (row_slot >= 0)[:, None]
    indices = meta.topk_indices[:rows, : max(k, 1)]
    lengths = meta.topk_lengths[:rows]
    if k == 0:
        indices.fill_(-1)
        lengths.zero_()
        return indices, lengths
    indices.copy_(_slots(ids, row_slot, group, valid, -1))
    # A pick on an unallocated page reads as -1 in `indices`; counting it in the length is harmless.
    lengths.copy_((valid * meta.arange[1 : k + 1][None, :]).amax(dim=1))
    return indices, lengths


def debug_check_reserved(meta: StepMetadata, groups: dict[str, PageGroup], num_rows: int) -> None:
    """Host check (a device sync; only with the ``debug_checks`` option): every live row's stores have
    allocated pages."""
    live = meta.row_slot[:num_rows] >= 0
    for name, group in groups.items():
        slots = meta.store_slots[name][:num_rows]
        if group.rate == 1:
            expected = live
        else:
            expected = live & ((meta.positions[:num_rows] + 1).remainder(group.rate) == 0)
        missing = expected & (slots == group.trash_slot)
        if bool(missing.any()):
            row = int(missing.nonzero()[0, 0])
            raise RuntimeError(
                f"DSv4 metadata: row {row} (request slot {int(meta.row_slot[row])}, position "
                f"{int(meta.positions[row])}) writes to an unreserved {name} page; call reserve() for the step"
            )


__all__ = [
    "MODES",
    "StepMetadata",
    "compute_rows",
    "window_indices",
    "all_compressed_indices",
    "store_slots",
    "topk_to_slots",
    "debug_check_reserved",
]
