"""Paged KV cache: a uint8 tensor of pages in one of the formats of :mod:`sparsemla.formats`."""

from __future__ import annotations

import torch

from .formats import HEAD_DIM, KVFormat, _check_scale, dequantize, get_format, quantize


# The page stride the kernels assume per encoding (the records' own alignment: bf16 rows are read in
# 128-byte lines, fp8_uniform / model1 rows in 64-byte ones, V4.1 records start on 16 / 32 bytes).
PAGE_STRIDE_ALIGN = {"bf16": 128, "fp8_uniform": 64, "model1": 64, "v41_fp8": 16, "v41_fp4": 32}
# The kernels take the page stride and the slot count as 32-bit parameters (and slots are int32 indices).
MAX_I32 = 2**31 - 1


def _check_int32_geometry(page_bytes: int, num_slots: int, page_bytes_is: str) -> None:
    if page_bytes > MAX_I32:
        raise ValueError(f"page_bytes = {page_bytes} ({page_bytes_is}) must be <= {MAX_I32}: the kernels take the "
                         "page stride as a 32-bit parameter; use a smaller page_size")  # fmt: skip
    if num_slots > MAX_I32:
        raise ValueError(f"num_pages × page_size = {num_slots} slots must be <= {MAX_I32} (slots are int32 "
                         "indices); use fewer pages")  # fmt: skip


def _cache_device(device) -> torch.device:
    """``device`` as a torch.device: ValueError for what does not name one, RuntimeError for CUDA where torch
    has none (torch's own allocation raises an AssertionError there). None stays None (torch's default device)."""
    if device is None:
        return None
    try:
        device = torch.device(device)
    except (TypeError, RuntimeError, ValueError):
        raise ValueError(f"device must name a torch device, got {device!r}") from None
    if device.type == "cuda" and not torch.cuda.is_available():
        raise RuntimeError(f"device {device} requested, but torch sees no CUDA device")
    return device


class PagedKVCache:
    """A pool of ``num_pages`` pages of ``page_size`` tokens each.

    ``data`` is uint8 ``[num_pages, page_bytes]``; token slot ``s`` lives in page ``s // page_size`` at
    offset ``s % page_size`` (slot = page × page_size + offset). The page layout is the format's
    (see :mod:`sparsemla.formats`); for ``model1`` it is byte-compatible with FlashMLA's block-split
    page, for ``v41_fp8`` / ``v41_fp4`` with its current per-token layout (each token's data, then its
    scales, tokens back to back), for ``v41_fp8_blocks`` / ``v41_fp4_blocks`` with its older
    block-split V4.1 page (all data rows, then all scale rows).

    Args:
        num_pages: number of pages (> 0).
        page_size: tokens per page (> 0).
        fmt: ``"bf16"``, ``"fp8_uniform"``, ``"model1"``, ``"v41_fp8"``, ``"v41_fp4"``,
            ``"v41_fp8_blocks"`` or ``"v41_fp4_blocks"``.
        device: where ``data`` lives.
        scale: per-tensor dequantization scale of ``fp8_uniform`` (stored = row / scale).

    The page stride and the slot count must fit int32 (the kernels' parameters): ValueError otherwise.
    """

    def __init__(self, num_pages: int, page_size: int, fmt: str, device="cpu", scale: float = 1.0):
        for name, value in (("num_pages", num_pages), ("page_size", page_size)):
            if not isinstance(value, int) or isinstance(value, bool):
                raise TypeError(f"{name} must be an int, got {type(value).__name__}")
            if value <= 0:
                raise ValueError(f"{name} must be > 0, got {value}")
        self.format: KVFormat = get_format(fmt)
        scale = _check_scale(scale)
        if self.format.name != "fp8_uniform" and scale != 1.0:
            raise ValueError(f"scale applies to fp8_uniform only; {self.format.name} needs scale=1.0")
        self.num_pages = num_pages
        self.page_size = page_size
        self.scale = scale
        self.page_bytes = self.format.page_bytes(page_size)
        _check_int32_geometry(self.page_bytes, num_pages * page_size, "page_size × bytes_per_token")
        device = _cache_device(device)
        self._attach(torch.zeros(num_pages, self.page_bytes, dtype=torch.uint8, device=device))
        self._columns = self._record_columns()

    @classmethod
    def from_buffer(cls, data: torch.Tensor, page_size: int, fmt: str, scale: float = 1.0) -> "PagedKVCache":
        """A cache over existing bytes, zero-copy: ``data`` uint8 ``[num_pages, page_bytes]``, contiguous.

        ``page_bytes`` (the page stride) may exceed the format's own page size (caller padding) and
        must hold ``page_size × bytes_per_token`` bytes; it must be a multiple of the kernels' alignment
        for the format (:data:`PAGE_STRIDE_ALIGN`: 128 for ``bf16``, 64 for ``fp8_uniform`` and ``model1``,
        16 for ``v41_fp8``, 32 for ``v41_fp4``, as the caches this class makes are), and ``data`` must start on a
        16-byte boundary. Allocates nothing and never waits on the device (usable
        during CUDA-graph capture); the per-byte columns that :meth:`store` and :meth:`gather` address records
        by are made on their first use.
        """
        cache = cls._described(data, page_size, fmt, scale)
        if data.data_ptr() % 16:  # (the kernels read records 16 bytes at a time from page-aligned offsets)
            raise ValueError(f"data must start on a 16-byte boundary, got address {data.data_ptr():#x}")
        cache._attach(data)
        return cache

    @classmethod
    def _described(cls, data: torch.Tensor, page_size: int, fmt: str, scale: float = 1.0) -> "PagedKVCache":
        """:meth:`from_buffer`'s checks and geometry without reading ``data``'s address: what the registered
        op's fake kernel checks (a fake tensor has no address). Launches need :meth:`from_buffer`'s cache."""
        if not isinstance(data, torch.Tensor) or data.dtype != torch.uint8:
            raise TypeError(f"data must be a 2-D uint8 tensor, got {getattr(data, 'dtype', type(data).__name__)}")
        if data.dim() != 2:
            raise ValueError(f"data must be a 2-D uint8 tensor [num_pages, page_bytes], got shape {list(data.shape)}")
        if not isinstance(page_size, int) or isinstance(page_size, bool):  # (as the constructor names it)
            raise TypeError(f"page_size must be an int, got {type(page_size).__name__}")
        if page_size <= 0:
            raise ValueError(f"page_size must be > 0, got {page_size}")
        spec = get_format(fmt)
        num_pages, page_bytes = data.shape
        align = PAGE_STRIDE_ALIGN[spec.encoding or spec.name]
        if num_pages <= 0 or page_bytes < page_size * spec.bytes_per_token or page_bytes % align:
            raise ValueError(
                f"data must be [num_pages > 0, page_bytes] with page_bytes >= {page_size * spec.bytes_per_token} "
                f"(page_size × bytes_per_token) and a multiple of {align}, got {list(data.shape)}"
            )
        if not data.is_contiguous():
            raise ValueError("data must be contiguous (page stride == page_bytes)")
        _check_int32_geometry(page_bytes, num_pages * page_size, "data.shape[1]")
        scale = _check_scale(scale)
        if spec.name != "fp8_uniform" and scale != 1.0:
            raise ValueError(f"scale applies to fp8_uniform only; {spec.name} needs scale=1.0")
        cache = cls.__new__(cls)
        cache.format, cache.num_pages, cache.page_size, cache.scale = spec, num_pages, page_size, scale
        cache.page_bytes = page_bytes
        cache.data = data
        cache._columns = None
        return cache

    def _attach(self, data: torch.Tensor) -> None:
        self.data = data
        # CUDA device index (-1 on the CPU), compared on the launch path without making device objects.
        self.device_index = self.data.get_device()
        # What a direct kernel launch needs of the cache, fixed for its lifetime (``data`` is never
        # reallocated): page address, geometry, format, and how Triton specialises the page size
        # and page bytes (== 1, multiple of 16).
        spec = tuple(1 if v == 1 else (16 if v % 16 == 0 else 0) for v in (self.page_size, self.page_bytes))
        self.launch_record = (self.data.data_ptr(), self.page_size, self.page_bytes, self.num_slots, self.format.name, spec)
        flat = self.data.view(-1)
        # Typed views of the same bytes, made once: kernels read records through them.
        self._views = (flat.view(torch.bfloat16), flat.view(torch.float8_e4m3fn), flat)

    def kernel_views(self) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        """``(bf16, float8_e4m3fn, uint8)`` flat views of ``data`` (byte offset = fp8/uint8 index)."""
        return self._views

    @property
    def fmt(self) -> str:
        return self.format.name

    @property
    def device(self) -> torch.device:
        return self.data.device

    @property
    def num_slots(self) -> int:
        return self.num_pages * self.page_size

    def _record_columns(self) -> tuple[torch.Tensor, torch.Tensor]:
        """Per byte ``c`` of a token's record, int64 ``(stride, base)`` on the cache's device: the byte sits at
        ``offset × stride[c] + base[c]`` in its page for token ``offset``. O(bytes_per_token), where a
        [page_size, bytes_per_token] table would be 8× a page (512 MiB at 2^16-token bf16 pages)."""
        spec, device = self.format, self.data.device
        stride = torch.full((spec.bytes_per_token,), spec.record_bytes, dtype=torch.int64, device=device)
        base = torch.arange(spec.bytes_per_token, dtype=torch.int64, device=device)
        if spec.scale_bytes:  # (scale records after the page's main records)
            stride[spec.record_bytes :] = spec.scale_bytes
            base[spec.record_bytes :] += spec.scale_offset(self.page_size) - spec.record_bytes
        return stride, base

    def _flat_byte_index(self, slots: torch.Tensor, name: str, check: bool) -> torch.Tensor:
        if type(check) is not bool:  # (a truthy 'no' would check, a 0 skip: only a bool says which)
            raise TypeError(f"check must be a bool, got {check!r}")
        if not isinstance(slots, torch.Tensor):
            raise TypeError(f"{name} must be a torch.Tensor, got {type(slots).__name__}")
        if slots.dim() != 1:
            raise ValueError(f"{name} must be 1-D, got shape {list(slots.shape)}")
        if slots.dtype not in (torch.int32, torch.int64):
            raise TypeError(f"{name} must be int32 or int64, got {slots.dtype}")
        if slots.device != self.data.device:
            raise ValueError(f"{name} is on {slots.device}, the cache on {self.data.device}")
        slots = slots.long()
        if check and slots.numel() and not slots.is_meta:  # (meta slots have no values to check)
            low, high = int(slots.min()), int(slots.max())
            if low < 0 or high >= self.num_slots:
                raise ValueError(f"{name} must lie in [0, {self.num_slots}) for this cache, got [{low}, {high}]")
        if self._columns is None:  # (a cache made by from_buffer)
            self._columns = self._record_columns()
        stride, base = self._columns
        pages, offsets = slots // self.page_size, slots % self.page_size
        return (pages * self.page_bytes)[:, None] + offsets[:, None] * stride + base

    def store(self, rows: torch.Tensor, slots: torch.Tensor, *, check: bool = True) -> None:
        """Quantize rows [N, 512] and scatter them to ``slots`` [N] (vectorised; CPU and GPU).

        ``slots`` must be distinct: with a slot listed twice the bytes stored there are unspecified (the
        scatter may mix two rows' bytes in one record). ``check=False`` skips the slot range and
        duplicate checks, which read the slots back to the host.
        """
        if not isinstance(rows, torch.Tensor):
            raise TypeError(f"rows must be a torch.Tensor, got {type(rows).__name__}")
        if rows.dim() != 2 or rows.shape[1] != HEAD_DIM:
            raise ValueError(f"rows must have shape [N, {HEAD_DIM}], got {list(rows.shape)}")
        if rows.device != self.data.device:
            raise ValueError(f"rows are on {rows.device}, the cache on {self.data.device}")
        index = self._flat_byte_index(slots, "slots", check)
        if slots.shape[0] != rows.shape[0]:
            raise ValueError(f"slots must have shape [{rows.shape[0]}] (one per row), got {list(slots.shape)}")
        if check and slots.numel() > 1 and not slots.is_meta:
            ordered = slots.sort().values
            repeated = ordered[1:] == ordered[:-1]
            if bool(repeated.any()):
                raise ValueError(f"slots must be distinct: slot {int(ordered[1:][repeated][0])} is listed more than once")
        records = quantize(rows, self.format.name, self.scale)
        self.data.view(-1).index_put_((index.reshape(-1),), records.reshape(-1))

    def gather(self, slots: torch.Tensor, *, check: bool = True) -> torch.Tensor:
        """Dequantize the tokens at ``slots`` [N] into float32 rows [N, 512]."""
        index = self._flat_byte_index(slots, "slots", check)
        records = self.data.view(-1)[index]
        return dequantize(records, self.format.name, self.scale)

    def dense(self) -> torch.Tensor:
        """All slots dequantized, float32 [num_slots, 512] (for references and tests)."""
        return self.gather(torch.arange(self.num_slots, device=self.data.device), check=False)

    def __repr__(self) -> str:
        return (
            f"PagedKVCache(num_pages={self.num_pages}, page_size={self.page_size}, fmt={self.fmt!r}, "
            f"page_bytes={self.page_bytes}, device={self.device})"
        )
