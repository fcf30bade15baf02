"""Whether the 512-element (row, head) vectors of bf16 ``[rows, heads, 512]`` tensors (last dim contiguous)
share memory: ``out`` with itself or with ``q``; and whether the LSE buffer meets q, out or sinks. Byte
arithmetic on pointers and strides, nothing read from the device."""

from __future__ import annotations

from ..formats import HEAD_DIM

_ROW_BYTES = 2 * HEAD_DIM  # one bf16 (row, head) vector
_MAX_LATTICE_STEPS = 64  # (layouts needing more are treated as overlapping: see _lattice_hits)


def spans_meet(a_ptr: int, a_stride, b_ptr: int, b_stride, rows: int, heads: int) -> bool:
    """Whether the byte ranges of two bf16 ``[rows, heads, 512]`` tensors (last dim contiguous) meet (two
    comparisons: separate allocations never do, so :func:`rows_overlap` usually stops here)."""
    if rows == 0:
        return False
    a_end = a_ptr + 2 * ((rows - 1) * a_stride[0] + (heads - 1) * a_stride[1]) + _ROW_BYTES
    b_end = b_ptr + 2 * ((rows - 1) * b_stride[0] + (heads - 1) * b_stride[1]) + _ROW_BYTES
    return a_ptr < b_end and b_ptr < a_end


def _lattice_hits(d: int, dims: list, skip_origin: bool) -> bool:
    """Whether ``d + i·b + j·c`` (bytes; ``dims`` = [(b, nb), (c, nc)] sorted by stride, at most two, |i| < nb,
    |j| < nc) comes within a row (|x| < 1 KiB) of 0, the origin excluded when ``skip_origin``: whether two
    512-element rows overlap. Layouts whose rows interleave so finely that the answer would take more than
    ``_MAX_LATTICE_STEPS`` steps count as overlapping (a layout no caller has a reason to build)."""
    if not dims:
        return not skip_origin and abs(d) < _ROW_BYTES
    b, nb = dims[0]
    c, nc = dims[1] if len(dims) > 1 else (0, 1)
    reach = (nb - 1) * b + _ROW_BYTES - 1  # largest |i·b| plus a row: a j with |d + j·c| beyond it has no hit
    j_lo, j_hi = (0 if skip_origin else -(nc - 1)), nc - 1  # (with d = 0 the set is symmetric)
    if c:
        j_lo = max(j_lo, -((reach + d) // c))
        j_hi = min(j_hi, (reach - d) // c)
    if j_hi - j_lo > _MAX_LATTICE_STEPS:
        return True
    for j in range(j_lo, j_hi + 1):
        x = d + j * c
        if skip_origin and j == 0:
            if b < _ROW_BYTES:  # (i = 1)
                return True
            continue
        nearest = min(max(round(-x / b), -(nb - 1)), nb - 1)
        for i in (nearest - 1, nearest, nearest + 1):
            if -nb < i < nb and abs(x + i * b) < _ROW_BYTES:
                return True
    return False


def _outer_dims(stride, rows: int, heads: int) -> list:
    """The (byte stride, size) of the row and head dims that take more than one value, smaller stride first."""
    return sorted((2 * s, n) for s, n in ((stride[0], rows), (stride[1], heads)) if n > 1 and s)


def self_overlapping(stride, rows: int, heads: int) -> bool:
    """Whether two (row, head) vectors of a bf16 ``[rows, heads, 512]`` tensor share memory."""
    if (rows > 1 and stride[0] == 0) or (heads > 1 and stride[1] == 0):
        return True
    return _lattice_hits(0, _outer_dims(stride, rows, heads), skip_origin=True)


def rows_overlap(a_ptr: int, a_stride, b_ptr: int, b_stride, rows: int, heads: int) -> bool:
    """Whether any (row, head) vector of one bf16 ``[rows, heads, 512]`` tensor shares memory with one of the
    other: exact for two tensors of the same strides (slices of one buffer, e.g. heads side by side);
    otherwise any meeting of their byte ranges counts."""
    if not spans_meet(a_ptr, a_stride, b_ptr, b_stride, rows, heads):
        return False
    if tuple(a_stride[:2]) != tuple(b_stride[:2]):
        return True
    return _lattice_hits(b_ptr - a_ptr, _outer_dims(a_stride, rows, heads), skip_origin=False)


def lse_overlap(lse_ptr: int, rows: int, heads: int, q_ptr: int, q_stride, out_ptr: int | None, out_stride,
                sinks_ptr: int | None) -> str | None:  # fmt: skip
    """The name of the tensor (``q``, ``out`` or ``sinks``; None where absent) whose bytes a contiguous float32
    ``[rows, heads]`` LSE buffer at ``lse_ptr`` meets, or None: the kernels read q and sinks, and write out,
    while they write the LSE."""
    if rows == 0:
        return None
    lse_end = lse_ptr + 4 * rows * heads
    if _meets(lse_ptr, lse_end, q_ptr, q_stride, rows, heads):
        return "q"
    if out_ptr is not None and _meets(lse_ptr, lse_end, out_ptr, out_stride, rows, heads):
        return "out"
    if sinks_ptr is not None and lse_ptr < sinks_ptr + 4 * heads and sinks_ptr < lse_end:
        return "sinks"
    return None


def _meets(start: int, end: int, ptr: int, stride, rows: int, heads: int) -> bool:
    """Whether bytes [start, end) meet the span of a bf16 ``[rows, heads, 512]`` tensor at ``ptr``."""
    return start < ptr + 2 * ((rows - 1) * stride[0] + (heads - 1) * stride[1]) + _ROW_BYTES and ptr < end
