"""Caller-owned split-KV workspace: self-resetting counters and partial-result scratch.

The split-KV kernel counts arrivals per (query row, head group) in an int32 counter. Either the last
program to arrive merges the partials and writes the counter back to zero, or (the Gluon kernel's
cooperative launches) every split waits for all arrivals, merges a share of the columns and counts
itself out, and the last one out writes the counter back to zero. So the counters are zeroed once,
at allocation, and then reused by every launch and every CUDA-graph replay. The workspace owns them,
sized by **query rows** (a varlen prefill or an MTP verify launch has many rows per request).

Lifetime rules (the ones SGLang learnt the hard way, see its PR #38512):
- buffers are only allocated outside CUDA-graph capture, zeroed once (the one exception,
  :meth:`SplitKVWorkspace.make_buffers_in_capture`, puts the zeroing into the graph itself);
- ``reserve`` only grows; once a graph has captured a buffer, growing keeps the old one alive,
  because the graph replays against its address;
- one workspace per stream or graph that can run concurrently: launches sharing counters must not
  overlap.
"""

from __future__ import annotations

import torch

from .formats import HEAD_DIM, SUPPORTED_HEADS

# Smallest head group a launch uses; counters are sized for it so tuning never outgrows them.
MIN_HEAD_GROUP = 16
# Partial results exist for at most this many (query row, split) pairs per SM: splitting only pays
# when rows × head groups cannot fill the GPU, so the heuristic never needs more.
SPLIT_PAIRS_PER_SM = 2
# Without a GPU (interpreter tests) pretend to have this many SMs.
CPU_SM_COUNT = 16


def device_sm_count(device: torch.device | str) -> int:
    """Streaming multiprocessors of ``device`` (``CPU_SM_COUNT`` off the GPU)."""
    device = torch.device(device)
    if device.type == "cuda":
        return torch.cuda.get_device_properties(device).multi_processor_count
    return CPU_SM_COUNT


def _workspace_device(device, owner: str) -> torch.device:
    """``device`` as a workspace's device (a CUDA device with its index, or the CPU for interpreter runs);
    ValueError / RuntimeError naming ``owner`` otherwise."""
    try:
        device = torch.device(device)
    except (TypeError, RuntimeError, ValueError):
        raise ValueError(f"{owner}: device must name a CUDA device (or the CPU), got {device!r}") from None
    if device.type not in ("cuda", "cpu"):
        raise ValueError(f"{owner}: device must be a CUDA device (or the CPU), got {device}")
    if device.type == "cuda" and not torch.cuda.is_available():
        raise RuntimeError(f"{owner}: device {device} requested, but torch sees no CUDA device")
    if device.type == "cuda" and device.index is None:
        device = torch.device("cuda", torch.cuda.current_device())
    return device


def _check_size(name: str, value, minimum: int) -> None:
    """TypeError / ValueError naming a size that is not an int (a bool is not one) or is below ``minimum``."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{name} must be an int, got {type(value).__name__}")
    if value < minimum:
        raise ValueError(f"{name} must be {'> 0' if minimum == 1 else f'>= {minimum}'}, got {value}")


def _round_up(value: int, multiple: int) -> int:
    return -(-value // multiple) * multiple


def query_row_capacity(
    chunked_prefill_size: int,
    max_prefill_tokens: int,
    max_running_requests: int,
    num_draft_tokens: int,
) -> int:
    """The largest number of query rows any one attention launch can have.

    A prefill launch has at most ``min(chunked_prefill_size, max_prefill_tokens)`` rows when chunked
    prefill is on (``chunked_prefill_size > 0``), else ``max_prefill_tokens``; a decode/verify launch
    has ``max_running_requests × max(1, num_draft_tokens)`` rows. The capacity is the larger bound.
    """
    for name, value in (
        ("chunked_prefill_size", chunked_prefill_size),
        ("max_prefill_tokens", max_prefill_tokens),
        ("max_running_requests", max_running_requests),
        ("num_draft_tokens", num_draft_tokens),
    ):
        if not isinstance(value, int) or isinstance(value, bool):
            raise TypeError(f"{name} must be an int, got {type(value).__name__}")
    if max_prefill_tokens <= 0 or max_running_requests <= 0:
        raise ValueError("max_prefill_tokens and max_running_requests must be > 0")
    if num_draft_tokens < 0:
        raise ValueError(f"num_draft_tokens must be >= 0, got {num_draft_tokens}")
    prefill_rows = min(chunked_prefill_size, max_prefill_tokens) if chunked_prefill_size > 0 else max_prefill_tokens
    decode_rows = max_running_requests * max(1, num_draft_tokens)
    return max(prefill_rows, decode_rows)


class SplitKVWorkspace:
    """Counters and scratch for split-KV launches, owned by the caller.

    Args:
        device: the GPU (or CPU for interpreter runs) the kernels run on.
        max_query_rows: initial capacity in query rows (grow with :meth:`reserve`).
        sm_count: SM count used for sizing, an int > 0; default: the device's.

    Buffers are made per head count on first use (:meth:`counters`), zeroed once and reused.
    """

    def __init__(self, device, max_query_rows: int, *, sm_count: int | None = None):
        if not isinstance(max_query_rows, int) or isinstance(max_query_rows, bool):
            raise TypeError(f"max_query_rows must be an int, got {type(max_query_rows).__name__}")
        if max_query_rows <= 0:
            raise ValueError(f"max_query_rows must be > 0, got {max_query_rows}")
        self.device = _workspace_device(device, "SplitKVWorkspace")
        if sm_count is not None and (not isinstance(sm_count, int) or isinstance(sm_count, bool)):
            raise TypeError(f"sm_count must be an int or None, got {type(sm_count).__name__}")
        if sm_count is not None and sm_count <= 0:
            raise ValueError(f"sm_count must be > 0, got {sm_count}")
        self.sm_count = sm_count if sm_count is not None else device_sm_count(self.device)
        # CUDA device index (-1 on the CPU), compared on the launch path without making device objects.
        self.device_index = self.device.index if self.device.type == "cuda" else -1
        self.max_query_rows = max_query_rows
        self._buffers: dict[int, tuple[torch.Tensor, torch.Tensor, torch.Tensor]] = {}
        self._pointers: dict[int, tuple[int, int, int]] = {}
        # Buffers a captured graph may still replay against; kept alive when the workspace grows.
        self._retired: list[torch.Tensor] = []  # counters replaced by reserve (captured graphs may use them)
        # Counts reallocations (reserve): launches prepared against older buffers must prepare again.
        self.generation = 0

    # ---- sizing (public, static) -------------------------------------------------------------
    @staticmethod
    def counter_bytes(query_rows: int, num_heads: int, sm_count: int) -> int:
        """Bytes of the int32 counter buffer for ``query_rows`` rows of ``num_heads`` heads.

        ``4 × round_up(max(query_rows × ceil(num_heads / 16), sm_count), 8)``: one counter per
        (query row, head group of at least 16 heads), never fewer than the SM count, rounded up to
        8 counters (32 B). TypeError / ValueError naming a size that is not an int, negative
        (``query_rows``) or not > 0 (``num_heads``, ``sm_count``).
        """
        _check_size("query_rows", query_rows, 0)
        _check_size("num_heads", num_heads, 1)
        _check_size("sm_count", sm_count, 1)
        groups = -(-num_heads // MIN_HEAD_GROUP)
        return 4 * _round_up(max(query_rows * groups, sm_count), 8)

    @staticmethod
    def split_pairs(sm_count: int) -> int:
        """(query row, split) pairs the scratch holds: ``2 × sm_count`` (TypeError / ValueError naming an
        ``sm_count`` that is not an int > 0)."""
        if type(sm_count) is not int or sm_count <= 0:  # (launch path: the full check only off the common case)
            _check_size("sm_count", sm_count, 1)
        return SPLIT_PAIRS_PER_SM * sm_count

    @staticmethod
    def scratch_bytes(query_rows: int, num_heads: int, sm_count: int) -> int:
        """Bytes of partial-result scratch for one head count.

        ``split_pairs × round_up(num_heads, 16) × (512 + 1) × 4``: a float32 partial output row and
        a float32 LSE per head, for ``split_pairs = 2 × sm_count`` (query row, split) pairs. It does
        not grow with ``query_rows`` (kept in the signature for symmetry with
        :meth:`counter_bytes`, and checked as it is there): a launch may split only while
        ``rows × splits <= split_pairs``.
        """
        _check_size("query_rows", query_rows, 0)
        _check_size("num_heads", num_heads, 1)
        padded_heads = _round_up(num_heads, MIN_HEAD_GROUP)
        return SplitKVWorkspace.split_pairs(sm_count) * padded_heads * (HEAD_DIM + 1) * 4

    # ---- buffers -------------------------------------------------------------------------------
    def _make_buffers(self, num_heads: int, in_capture: bool = False):
        if type(num_heads) is not int or num_heads not in SUPPORTED_HEADS:
            raise ValueError(f"SplitKVWorkspace: num_heads must be one of {SUPPORTED_HEADS}, got {num_heads!r}")
        if not in_capture and self.device.type == "cuda" and torch.cuda.is_current_stream_capturing():
            raise RuntimeError(
                f"SplitKVWorkspace: the buffers for num_heads={num_heads} do not exist yet and cannot be "
                "allocated during CUDA-graph capture; call workspace.counters(num_heads) before capturing"
            )
        counters = self._make_counters(num_heads)
        pairs = self.split_pairs(self.sm_count)
        padded_heads = _round_up(num_heads, MIN_HEAD_GROUP)
        partial_o = torch.empty(pairs * padded_heads * HEAD_DIM, dtype=torch.float32, device=self.device)
        partial_lse = torch.empty(pairs * padded_heads, dtype=torch.float32, device=self.device)
        return counters, partial_o, partial_lse

    def _make_counters(self, num_heads: int) -> torch.Tensor:
        return torch.zeros(
            self.counter_bytes(self.max_query_rows, num_heads, self.sm_count) // 4, dtype=torch.int32, device=self.device
        )

    def buffers(self, num_heads: int) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        """``(counters int32, partial_o float32, partial_lse float32)`` for ``num_heads``."""
        try:
            found = self._buffers.get(num_heads)
        except TypeError:  # (unhashable, e.g. a list: _make_buffers names it)
            found = None
        if found is None:
            found = self._buffers[num_heads] = self._make_buffers(num_heads)
        return found

    def buffer_pointers(self, num_heads: int) -> tuple[int, int, int]:
        """Device addresses of :meth:`buffers` (same bookkeeping), for direct kernel launches."""
        try:
            found = self._pointers.get(num_heads)  # (kept only while its buffers are: reserve clears both)
        except TypeError:  # (unhashable, e.g. a list: _make_buffers names it)
            found = None
        if found is None:
            found = self._pointers[num_heads] = tuple(t.data_ptr() for t in self.buffers(num_heads))
        return found

    def make_buffers_in_capture(self, num_heads: int) -> None:
        """Make the buffers for ``num_heads`` inside the CUDA-graph capture in progress (none if they exist).

        For an owner that first meets the workspace inside a capture (:mod:`sparsemla.flash_mla`, whose
        metadata object FlashMLA fills in its first call, which engines capture). The buffers come from
        the graph's memory pool and zeroing the counters becomes a node of that graph, ahead of the
        launches that use them, so every replay starts from zero. Until a replay has run, the counters
        hold whatever that memory held: a launch outside the graph must zero them first
        (``counters(num_heads).zero_()``).
        """
        if type(num_heads) is not int or num_heads not in self._buffers:  # (_make_buffers names a bad one)
            self._buffers[num_heads] = self._make_buffers(num_heads, in_capture=True)

    def counters(self, num_heads: int) -> torch.Tensor:
        """The persistent int32 counter buffer for ``num_heads`` (made, zeroed, on first use)."""
        return self.buffers(num_heads)[0]

    def reserve(self, query_rows: int) -> None:
        """Grow the capacity to at least ``query_rows`` rows (never shrinks).

        Raises RuntimeError inside CUDA-graph capture. Buffers that a captured graph may replay
        against stay alive after growing.
        """
        if not isinstance(query_rows, int) or isinstance(query_rows, bool):
            raise TypeError(f"query_rows must be an int, got {type(query_rows).__name__}")
        if query_rows < 0:  # (a row count: a negative one is a caller's mistake, not a request to keep the size)
            raise ValueError(f"query_rows must be >= 0, got {query_rows}")
        if query_rows <= self.max_query_rows:
            return
        if self.device.type == "cuda" and torch.cuda.is_current_stream_capturing():
            raise RuntimeError(
                f"SplitKVWorkspace.reserve({query_rows}) called during CUDA-graph capture; reserve before capturing"
            )
        old = self._buffers
        self.max_query_rows = query_rows
        # Only the counters grow with the rows (the partials' size is fixed by the SM count). The old
        # counters stay alive: a CUDA graph captured before may still replay against them (they are
        # small; keeping them spares a capture query on every call).
        self._buffers = {}
        for heads, (counters, partial_o, partial_lse) in old.items():
            self._buffers[heads] = (self._make_counters(heads), partial_o, partial_lse)
            self._retired.append(counters)
        self._pointers = {}  # addresses of the new buffers are taken on next use
        self.generation += 1  # bound calls (BoundSparseAttention) re-take their addresses

    def check_rows(self, query_rows: int) -> None:
        """Raise RuntimeError when a launch of ``query_rows`` rows exceeds the reserved capacity (TypeError for
        a row count that is not an int, ValueError for a negative int)."""
        # (a str failed the comparison unnamed; a bool is no count; a traced call's rows may be a SymInt)
        if type(query_rows) is not int and not isinstance(query_rows, torch.SymInt):
            raise TypeError(f"query_rows must be an int, got {type(query_rows).__name__}")
        # (a plain int only: comparing a SymInt would add a guard to the traced graph; a size is never negative)
        if type(query_rows) is int and query_rows < 0:
            raise ValueError(f"query_rows must be >= 0, got {query_rows}")
        if query_rows > self.max_query_rows:
            raise RuntimeError(
                f"sparse_attention: {query_rows} query rows exceed the workspace capacity of "
                f"{self.max_query_rows} rows; call workspace.reserve({query_rows}) outside graph capture "
                "(or size it with query_row_capacity(...))"
            )

    def __repr__(self) -> str:
        return (
            f"SplitKVWorkspace(device={self.device}, max_query_rows={self.max_query_rows}, "
            f"sm_count={self.sm_count}, head_counts={sorted(self._buffers)})"
        )


class DistinctRowsWorkspace:
    """Caller-owned buffers of the distinct-rows prefill path: a float16 copy of the distinct rows one launch
    references (``ops.distinct_rows``; model1 / bf16 rows each with a power-of-two factor), and the launch's
    indices into that copy.

    Args:
        device: the GPU (or CPU for interpreter runs).
        max_query_rows: the most query rows a launch has (:func:`query_row_capacity`).
        main_width, extra_width: index columns of the main and extra (0: none) sources.
        main_slots, extra_slots: slots of the two pools (``PagedKVCache.num_slots``; 0: no extra pool).

    The copy holds :meth:`row_capacity` rows, the most distinct rows any launch within these sizes can
    reference, so no launch overflows it. Everything is allocated here, once: ``row_map`` (int32, one entry
    per slot of both pools, −1), the copy's row list and counts (reset by the copy kernels themselves), the
    copy (float16 ``rows`` ``[max_rows, 512]``, then in the same allocation the rows' float32 factors
    ``row_factors`` ``[max_rows]``, where the kernel finds them) and the index tensors. One workspace per stream
    or graph that can run concurrently.
    """

    def __init__(self, device, max_query_rows: int, main_width: int, extra_width: int, main_slots: int,
                 extra_slots: int):  # fmt: skip
        max_rows = self.row_capacity(max_query_rows, main_width, extra_width, main_slots, extra_slots)
        self.device = _workspace_device(device, "DistinctRowsWorkspace")
        self.sm_count = device_sm_count(self.device) if self.device.type == "cuda" else 2  # (the copy's grid)
        self.max_query_rows, self.max_rows = max_query_rows, max_rows
        self.main_width, self.extra_width = main_width, extra_width
        self.main_slots, self.extra_slots = main_slots, extra_slots
        total = main_slots + extra_slots
        self.row_map = torch.full((total,), -1, dtype=torch.int32, device=self.device)
        self.row_list = torch.empty(max_rows, dtype=torch.int32, device=self.device)
        self.counts = torch.zeros(2, dtype=torch.int32, device=self.device)
        copy = torch.empty(max_rows * (2 * HEAD_DIM + 4), dtype=torch.uint8, device=self.device)
        self.rows = copy[: max_rows * 2 * HEAD_DIM].view(torch.float16).view(max_rows, HEAD_DIM)
        self.row_factors = copy[max_rows * 2 * HEAD_DIM :].view(torch.float32)
        self.main_index = torch.empty(max_query_rows, main_width, dtype=torch.int32, device=self.device)
        self.extra_index = torch.empty(max_query_rows, max(extra_width, 1), dtype=torch.int32, device=self.device)

    @staticmethod
    def row_capacity(query_rows: int, main_width: int, extra_width: int, main_slots: int, extra_slots: int) -> int:
        """The most distinct rows one launch can reference: ``min(query_rows × main_width, main_slots) +
        min(query_rows × extra_width, extra_slots)``. TypeError / ValueError naming a size that is not an int,
        not > 0 (``query_rows``, the main width and slots) or negative (the extra ones), or an extra source
        given by only one of its width and slots."""
        sizes = dict(max_query_rows=query_rows, main_width=main_width, extra_width=extra_width, main_slots=main_slots,
                     extra_slots=extra_slots)  # fmt: skip
        for name, value in sizes.items():
            _check_size(name, value, 0 if name.startswith("extra") else 1)
        if (extra_width == 0) != (extra_slots == 0):
            raise ValueError(f"extra_width and extra_slots are both 0 (no extra source) or both > 0, got "
                             f"{extra_width} and {extra_slots}")  # fmt: skip
        return min(query_rows * main_width, main_slots) + min(query_rows * extra_width, extra_slots)

    @staticmethod
    def bytes_for(query_rows: int, main_width: int, extra_width: int, main_slots: int, extra_slots: int) -> int:
        """Device bytes of a workspace of these sizes (the float16 copy dominates: 1,024 B per row, and its
        factor and row-list entry 8 more)."""
        rows = DistinctRowsWorkspace.row_capacity(query_rows, main_width, extra_width, main_slots, extra_slots)
        return (4 * (main_slots + extra_slots) + rows * (8 + 2 * HEAD_DIM) + 8
                + 4 * query_rows * (main_width + max(extra_width, 1)))  # fmt: skip

    def __repr__(self) -> str:
        return (f"DistinctRowsWorkspace(device={self.device}, max_query_rows={self.max_query_rows}, "
                f"widths=({self.main_width}, {self.extra_width}), slots=({self.main_slots}, {self.extra_slots}), "
                f"max_rows={self.max_rows})")  # fmt: skip
