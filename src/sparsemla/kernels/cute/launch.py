"""Host wrapper of the CuTe DSL decode kernel: compile once per variant, launch on torch's stream.

The op layer validates; :func:`run_cute_decode` only packs addresses and scalars (no allocation, no
synchronisation) and launches on the current torch stream. ``cutlass`` is imported on first use.
"""

from __future__ import annotations

import functools
import math

FORMAT_CODES = {"bf16": 0, "fp8_uniform": 1, "model1": 2}
LOG2E = 1.4426950408889634

_compiled: dict = {}


@functools.lru_cache(maxsize=None)
def _cute_import_error() -> str | None:
    try:
        import cutlass  # noqa: F401
        import cutlass.cute  # noqa: F401
    except Exception as exc:  # ImportError, or a broken install
        return f"nvidia-cutlass-dsl not importable: {exc!r}"
    return None


def cute_available(device_index: int) -> tuple[bool, str]:
    """Whether the CuTe DSL kernel can run on CUDA device ``device_index`` (and why not)."""
    import torch

    if not torch.cuda.is_available():
        return False, "CUDA is not available"
    if device_index < 0 or device_index >= torch.cuda.device_count():
        return False, f"no CUDA device {device_index}"
    major, minor = torch.cuda.get_device_capability(device_index)
    if (major, minor) != (9, 0):
        return False, f"the CuTe DSL kernel is SM90-only (device {device_index} is sm_{major}{minor})"
    error = _cute_import_error()
    if error is not None:
        return False, error
    return True, "ok"


def _key(main_fmt, extra_fmt, has_main_len, has_extra_len, has_sinks, write_lse):
    return (main_fmt, extra_fmt, bool(has_main_len), bool(has_extra_len), bool(has_sinks), bool(write_lse))


def compile_decode(main_fmt: int, extra_fmt: int, has_main_len: bool, has_extra_len: bool, has_sinks: bool,
                   write_lse: bool):  # fmt: skip
    """The compiled kernel for one variant (formats as codes, extra_fmt -1 = no extra source); cached."""
    key = _key(main_fmt, extra_fmt, has_main_len, has_extra_len, has_sinks, write_lse)
    found = _compiled.get(key)
    if found is not None:
        return found
    import cuda.bindings.driver as cuda
    import cutlass
    import cutlass.cute as cute

    from .decode import SparseDecodeSm90

    kernel = SparseDecodeSm90(*key)
    i64, i32, f32 = cutlass.Int64(0), cutlass.Int32(0), cutlass.Float32(0.0)
    source = (i64, i64, i32, i64, i32, i32, i32, i32, f32)
    args = (i64, i32, i32, i64, i32, i32, i64, i64, *source, *source, i64, i64, i64, i32, i32, f32, i32)
    compiled = cute.compile(kernel, *args, cuda.CUstream(0))
    _compiled[key] = compiled
    return compiled


def _source(cache, indices, lengths):
    return (
        cache.data.data_ptr(), indices.data_ptr(), indices.stride(0),
        lengths.data_ptr() if lengths is not None else 0, indices.shape[1],
        cache.page_size, cache.page_bytes, cache.num_slots, float(cache.scale),
    )  # fmt: skip


def run_cute_decode(q, main_cache, main_indices, main_lengths, extra_cache, extra_indices, extra_lengths, sinks,
                    softmax_scale, workspace, num_splits, out, lse):  # fmt: skip
    """Launch the SM90 CuTe DSL decode kernel on the current torch stream.

    Takes validated tensors: q bf16 [R, H, 512] (last dim contiguous, row/head strides multiples of
    8), int32 indices [R, K] (last dim contiguous), int32 lengths [R] or None, caches
    (:class:`sparsemla.cache.PagedKVCache`), sinks fp32 [H] or None, out bf16 [R, H, 512] (last dim
    contiguous), lse fp32 [R, H] contiguous or None. ``workspace`` (:class:`SplitKVWorkspace`) is
    needed when ``num_splits > 1``; the caller keeps ``R × num_splits`` within its split pairs.
    """
    import torch
    import cuda.bindings.driver as cuda

    rows, heads, _ = q.shape
    has_extra = extra_cache is not None
    kernel = compile_decode(
        FORMAT_CODES[main_cache.fmt], FORMAT_CODES[extra_cache.fmt] if has_extra else -1, main_lengths is not None,
        has_extra and extra_lengths is not None, sinks is not None, lse is not None,
    )  # fmt: skip
    main = _source(main_cache, main_indices, main_lengths)
    extra = _source(extra_cache, extra_indices, extra_lengths) if has_extra else main
    if num_splits > 1:
        counters, partial_o, partial_lse = workspace.buffer_pointers(heads)
    else:
        counters = partial_o = partial_lse = 0
    scale = (512**-0.5 if softmax_scale is None else float(softmax_scale)) * LOG2E
    stream = cuda.CUstream(torch.cuda.current_stream(q.device).cuda_stream)
    kernel(
        q.data_ptr(), q.stride(0), q.stride(1), out.data_ptr(), out.stride(0), out.stride(1),
        lse.data_ptr() if lse is not None else 0, sinks.data_ptr() if sinks is not None else 0,
        *main, *extra, counters, partial_o, partial_lse, rows, heads, scale, int(num_splits), stream,
    )  # fmt: skip
