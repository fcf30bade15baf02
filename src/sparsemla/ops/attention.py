"""The public sparse attention op.

Two host paths lead to the same kernel. A call of the usual kind (tensors of the expected dtypes,
shapes, devices and alignment, float or default scale) is prepared by :func:`sparsemla.ops.plan.prepare_launch`
with few tensor queries and, once Triton has compiled and launched that kind once, launched straight
through the compiled kernel's CUDA launcher (:mod:`sparsemla.kernels.launch`). Every other call, and the
first of each kind, goes through :func:`sparsemla.ops.validation.validate_call` (each check names the
argument at fault) and Triton's own launch. Bound calls (:func:`bind_sparse_attention`) go one step
further: their arguments never change, so after the first direct launch the kernel's parameter block is
packed once and each call is a single driver launch.
"""

from __future__ import annotations

import torch

from ..cache import PagedKVCache
from ..config import AttentionOptions, default_options
from ..formats import DEFAULT_SOFTMAX_SCALE
from ..kernels.launch import (
    direct_launch_supported,
    launch_direct,
    launch_sparse_attention,
    pack_launch,
    register_direct_launch,
    source_args,
)
from ..kernels.cute.launch import CuteUnavailableError, cute_decode_launch, run_cute_decode
from ..workspace import DistinctRowsWorkspace, SplitKVWorkspace
from .distinct_rows import check_workspace, run_distinct_rows
from .plan import (
    CUTE_OVER_GLUON_FORMATS,
    CUTE_OVER_GLUON_HEADS,
    SUPPORTED_HEADS,
    auto_cute_call,
    auto_cute_failed,
    auto_cute_reason,
    choose_num_splits,
    cute_beside_gluon,
    cute_device,
    cute_fallback,
    cute_launch_plan,
    cute_misalignment,
    cute_unavailable_reason,
    distinct_rows_reason,
    e4m3_prefill_reason,
    few_row_programs,
    kernel_config,
    paired_programs,
    prepare_cute_direct,
    prepare_launch,
    select_kernel,
    split_mode,
    stage_partials,
    uniform_fp8,
)
from .validation import fail, validate_call

__all__ = ["SUPPORTED_HEADS", "BoundSparseAttention", "bind_sparse_attention", "sparse_attention"]

_Tensor = torch.Tensor


def _raw_stream(device_index: int) -> int:
    return torch._C._cuda_getCurrentRawStream(device_index)


def sparse_attention(
    q: torch.Tensor,
    cache: PagedKVCache,
    indices: torch.Tensor,
    lengths: torch.Tensor | None = None,
    *,
    extra_cache: PagedKVCache | None = None,
    extra_indices: torch.Tensor | None = None,
    extra_lengths: torch.Tensor | None = None,
    sinks: torch.Tensor | None = None,
    softmax_scale: float | None = None,
    workspace: SplitKVWorkspace | None = None,
    num_splits: int | None = None,
    out: torch.Tensor | None = None,
    return_lse: bool = False,
    options: AttentionOptions | None = None,
    lse: torch.Tensor | None = None,
    rows_workspace: DistinctRowsWorkspace | None = None,
):
    """DSv4 sparse attention by query row: one softmax over two gathered row sets plus a sink.

    Decode (rows = requests × rows per request, e.g. MTP) and varlen prefill (rows = new tokens) are
    the same call; the kernel knows only query rows.

    Args:
        q: bf16 [R, H, 512], H in {8, 16, 32, 64, 128}; last dim contiguous.
        cache: :class:`PagedKVCache` (any format) holding the rows ``indices`` point at.
        indices: int32 [R, K] slots (page × page_size + offset) into ``cache``; ``-1`` = skip. Each
            row's entries at positions ``>= lengths[r]`` are ignored. A duplicated slot counts twice.
            Slots outside ``[0, cache.num_slots)`` are never read (the kernel treats them as ``-1``);
            with ``options.debug_checks`` they raise ValueError on the host instead (a device sync,
            not for CUDA graphs).
        lengths: int32 [R] valid width per row, or None for all K. Values are clamped to [0, K]
            (checked with ``options.debug_checks``).
        extra_cache, extra_indices, extra_lengths: the second source (compressed rows), same rules;
            its page size and format may differ from ``cache``'s.
        sinks: fp32 [H] per-head sink logits (not scaled); ``-inf`` = no sink.
        softmax_scale: a finite float within ±2.36e38 (the kernels take it times log2(e) as a float32;
            ValueError otherwise); default ``512 ** -0.5``. The scores ``softmax_scale · q·k`` are float32:
            where they overflow it (|score| ≥ 3.4e38) the outputs are NaN.
        workspace: :class:`SplitKVWorkspace` enabling split-KV; without one the op runs unsplit.
            R must not exceed ``workspace.max_query_rows`` (RuntimeError).
        num_splits: None picks splits with :func:`choose_num_splits`; an int forces that many
            (needs a workspace when > 1; ``R × num_splits`` must fit ``2 × workspace.sm_count``).
            A split launch of the Gluon kernel whose programs all fit on the GPU is a cooperative
            launch (:func:`sparsemla.ops.plan.split_mode`; ``options.cooperative=False`` turns that off).
        out: optional bf16 [R, H, 512] output (last dim contiguous), written in place; its (row, head)
            vectors must not overlap one another or ``q`` (ValueError; slices of one buffer side by side are fine).
        return_lse: a bool (TypeError otherwise): also return fp32 [R, H] natural-log LSE (sink
            excluded; for a row with no valid entry ``options.empty_row_lse``, default -inf).
        lse: optional contiguous fp32 [R, H] buffer the LSE is written into (then nothing is allocated
            for it); returned with ``return_lse``.
        rows_workspace: :class:`sparsemla.DistinctRowsWorkspace` for prefill-sized calls over
            ``fp8_uniform`` pools on Hopper (``plan.distinct_rows_reason``: at least 512 rows, a multiple of
            64 heads, the CuTe DSL kernel available, ``kernel`` "auto" or "cute", ``empty_row_lse`` -inf;
            ``q`` and ``out`` laid out as the CuTe DSL kernel takes them, ``plan.cute_misalignment``): the
            distinct rows the call references are copied to float16 once, then the CuTe DSL kernel gathers
            the copy; the same result (e4m3 values are exact in float16).
            Other calls ignore it, and so does ``kernel='auto'`` where the kernel's variant can be neither
            loaded nor compiled (warned once). It must cover the call's rows, index widths and pools
            (ValueError / RuntimeError naming it).
        options: :class:`sparsemla.AttentionOptions` (kernel choice, cooperative splits, launch path,
            e4m3 products (``qk_fp8``: prefill-sized calls as ``plan.e4m3_prefill_reason`` allows run both
            products on e4m3 tensor cores, no workspace needed), debug checks); None takes
            :func:`sparsemla.config.default_options` (the defaults, overridden by ``SPARSEMLA_*`` environment
            variables read now).

    Returns:
        ``out`` bf16 [R, H, 512], or ``(out, lse)`` when ``return_lse``. Rows with no valid entry
        give zeros. Nothing is allocated besides ``out``/``lse`` and nothing waits on the device
        (unless ``options.debug_checks``). Meta tensors are checked (but for what reads data or
        addresses) and give meta ``out``/``lse``; nothing launches.

    Host cost: the first call of each kind compiles (Triton) and later ones of the same kind launch
    directly (see the module docstring). Sizes are not specialised, but rows and widths pick the programs
    of some launches (few-row 16-head programs at 64 / 128 heads; two 16-head programs per SM over model1
    / bf16 at 8 / 16 heads): :func:`sparsemla.warmup_sparse_attention` compiles those kinds too.
    ``options.launch='triton'`` keeps every call on Triton's launch path.
    """
    if options is None:
        options = default_options()
    elif type(options) is not AttentionOptions:
        fail(TypeError, f"options must be an AttentionOptions, got {type(options).__name__}")
    if return_lse is not False and return_lse is not True:
        fail(TypeError, f"return_lse must be a bool, got {type(return_lse).__name__}")
    if rows_workspace is not None and type(rows_workspace) is not DistinctRowsWorkspace:
        fail(TypeError, f"rows_workspace must be a DistinctRowsWorkspace or None, got {type(rows_workspace).__name__}")
    if options.qk_fp8 and e4m3_prefill_reason(q, cache, extra_cache, options, num_splits) is None:
        validate_call(
            q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale,
            workspace, num_splits, out, options, lse,
        )  # fmt: skip
        if out is None:
            out = torch.empty_like(q, memory_format=torch.contiguous_format)
        if lse is None and return_lse:
            lse = torch.empty(q.shape[:2], dtype=torch.float32, device=q.device)
        if cute_misalignment(q.data_ptr(), q.stride(), out.data_ptr(), out.stride(), indices, extra_indices) is None:
            try:
                run_cute_decode(q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks,
                                softmax_scale, None, 1, out, lse, design="e4m3rows")  # fmt: skip
                return (out, lse) if return_lse else out
            except CuteUnavailableError as error:  # (a variant neither cached nor compilable: nothing launched)
                cute_fallback(options.kernel, q.get_device(), error)  # (auto: the call runs as without the kernel)
        # (addresses or strides the CuTe DSL kernel cannot take: the call runs as without qk_fp8's prefill kernel)
    if rows_workspace is not None and distinct_rows_reason(q, cache, extra_cache, options) is None:
        splits = validate_call(
            q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale,
            workspace, num_splits, out, options, lse,
        )  # fmt: skip
        if out is None:
            out = torch.empty_like(q, memory_format=torch.contiguous_format)
        if cute_misalignment(q.data_ptr(), q.stride(), out.data_ptr(), out.stride(), indices, extra_indices) is None:
            check_workspace(rows_workspace, q, cache, indices, extra_cache, extra_indices)
            if lse is None and return_lse:
                lse = torch.empty(q.shape[:2], dtype=torch.float32, device=q.device)
            try:
                run_distinct_rows(rows_workspace, q, cache, indices, lengths, extra_cache, extra_indices,
                                  extra_lengths, sinks, softmax_scale, workspace, 1 if splits is None else splits,
                                  out, lse)  # fmt: skip
                return (out, lse) if return_lse else out
            except CuteUnavailableError as error:  # (the copy ran into the workspace; out is not written yet)
                cute_fallback(options.kernel, q.get_device(), error)  # (auto: runs as without the workspace)
        # (addresses or strides the CuTe DSL kernel cannot take: the call runs as without the workspace)
    cute = options.kernel == "cute"
    if not cute and options.kernel == "auto" and type(q) is _Tensor:
        device_index = q.get_device()
        if cute_device(device_index):
            # A Hopper GPU without the Gluon kernel: the CuTe DSL kernel takes the calls auto_cute_reason gives it.
            cute = _auto_runs_cute(q, cache, extra_cache, options)
        elif cute_beside_gluon(device_index):
            # Both kernels run here: the CuTe DSL kernel takes the calls it runs faster (cute_beats_gluon).
            cute = _auto_prefers_cute(q, cache, indices, extra_cache, extra_indices, workspace, num_splits, options)
    if cute:
        if type(q) is _Tensor and not options.debug_checks:
            if out is None:
                out = torch.empty_like(q, memory_format=torch.contiguous_format)
            if lse is None and return_lse:
                lse = torch.empty(q.shape[:2], dtype=torch.float32, device=q.device)
            direct = prepare_cute_direct(
                q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale,
                workspace, num_splits, out, lse, options,
            )  # fmt: skip
            if direct is not None:
                launcher, grid, values = direct
                launcher(grid, _raw_stream(q.get_device()), values)
                return (out, lse) if return_lse else out
        try:
            launcher, grid, values, out, lse = prepare_cute_launch(
                q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale,
                workspace, num_splits, out, lse, return_lse, options,
            )  # fmt: skip
        except CuteUnavailableError as error:
            cute_fallback(options.kernel, q.get_device(), error)
            cute = False
        except ValueError:
            if options.kernel == "cute":
                raise
            cute = False  # auto: an alignment the CuTe kernel does not take (a bad argument raises again below)
        if cute:
            if launcher is not None:
                launcher(grid, _raw_stream(q.get_device()), values)
            return (out, lse) if return_lse else out
    direct = options.launch != "triton" and not options.debug_checks and direct_launch_supported()
    if direct and type(q) is _Tensor and q.is_cuda:
        kernel_out = torch.empty_like(q) if out is None else out
        kernel_lse = lse
        if kernel_lse is None and return_lse:
            kernel_lse = torch.empty(q.shape[:2], dtype=torch.float32, device=q.device)
        prepared = prepare_launch(
            q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale,
            workspace, num_splits, kernel_out, kernel_lse, options,
        )  # fmt: skip
        packed = options.launch == "packed"
        if prepared is not None and launch_direct(prepared, _raw_stream(prepared.key.device_index), packed):
            return (kernel_out, kernel_lse) if return_lse else kernel_out
        out, lse = kernel_out, kernel_lse  # not launched yet: the validated path below writes them
    num_splits = validate_call(
        q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale,
        workspace, num_splits, out, options, lse,
    )  # fmt: skip
    requested_splits = num_splits  # None: the automatic choice (which may also pick the programs' shape)
    rows, num_heads, _ = q.shape
    if softmax_scale is None:
        softmax_scale = DEFAULT_SOFTMAX_SCALE
    formats = (cache.fmt, cache.fmt if extra_cache is None else extra_cache.fmt)
    device_index = q.get_device() if q.is_cuda else -1
    gluon = select_kernel(options.kernel, device_index, num_heads, formats)[0]
    width = indices.shape[1] + (extra_indices.shape[1] if extra_indices is not None else 0)
    few_rows = few_row_programs(rows, num_heads, width, formats, gluon, workspace, num_splits, options)
    paired = paired_programs(rows, num_heads, width, formats, gluon, workspace, num_splits, options, device_index)
    config = kernel_config(
        num_heads, "model1" in formats, "bf16" not in formats, gluon, uniform_fp8(formats), few_rows, paired
    )  # fmt: skip
    kernel = config.get("kernel", "triton")  # (tuning scripts may pass configs without it)
    if num_splits is None:
        if workspace is None:
            num_splits = 1
        else:
            num_splits = choose_num_splits(
                rows, num_heads, width, workspace.sm_count, kernel == "gluon" and options.cooperative,
                config["block_h"], config.get("programs_per_sm", 1),
            )  # fmt: skip
    if out is None:
        out = torch.empty_like(q)
    if return_lse and lse is None:
        lse = torch.empty(rows, num_heads, dtype=torch.float32, device=q.device)
    if rows == 0 or q.is_meta:  # (meta tensors: checked, shapes only; no kernel can run on them)
        return (out, lse) if return_lse else out

    counters = partial_o = partial_lse = None
    if num_splits > 1:
        counters, partial_o, partial_lse = workspace.buffers(num_heads)
    main = source_args(cache, indices, lengths)
    extra = source_args(extra_cache, extra_indices, extra_lengths) if extra_cache is not None else None
    programs = rows * -(-num_heads // config["block_h"])
    per_sm = config.get("programs_per_sm", 1)
    mode = split_mode(kernel, programs, num_splits, device_index, options.cooperative, per_sm) if q.is_cuda else int(
        num_splits > 1
    )
    staged = stage_partials(kernel, main[6] + (extra[6] if extra is not None else 0), num_splits)
    compiled = launch_sparse_attention(
        q, out, lse, sinks, main, extra, counters, partial_o, partial_lse,
        softmax_scale=float(softmax_scale), num_splits=num_splits, split_mode=mode, staged_partials=staged,
        qk_fp8=options.qk_fp8 and kernel == "gluon", lse_mode=options.lse_mode, **config,
    )  # fmt: skip
    if direct and q.is_cuda:
        # Register the compiled kernel for direct launches of calls of the same kind.
        prepared = prepare_launch(
            q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale,
            workspace, requested_splits, out, lse, options,
        )  # fmt: skip
        # (the plan must describe this very launch: a key never maps to another schedule's kernel)
        if prepared is not None and prepared.grid == (rows, -(-num_heads // config["block_h"]), num_splits):
            register_direct_launch(prepared.key, compiled)
    return (out, lse) if return_lse else out


def prepare_cute_launch(
    q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale, workspace,
    num_splits, out, lse, return_lse, options,
) -> tuple:
    """Check a call for the CuTe DSL kernel (``options.kernel == 'cute'``) and prepare its launch:
    ``(launch, grid, values, out, lse)`` with ``out``/``lse`` allocated where not given; ``launch`` None
    for zero rows. Every argument check of :func:`sparse_attention`, then what this kernel needs besides
    (RuntimeError saying why it cannot run the call, ValueError for an alignment it does not take)."""
    from ..kernels.cute.launch import cute_launch, decode_values

    num_splits = validate_call(
        q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale, workspace,
        num_splits, out, options, lse,
    )  # fmt: skip
    rows, num_heads, _ = q.shape
    device_index = q.get_device() if q.is_cuda else -1
    formats = (cache.fmt, cache.fmt if extra_cache is None else extra_cache.fmt)
    why = cute_unavailable_reason(device_index, formats, options)
    if why is not None:
        fail(RuntimeError, f"options.kernel='cute' cannot run this call: {why}")
    if out is None:
        out = torch.empty_like(q, memory_format=torch.contiguous_format)
    fault = cute_misalignment(q.data_ptr(), q.stride(), out.data_ptr(), out.stride(), indices, extra_indices)
    if fault is not None:
        fail(ValueError, fault)
    if lse is None and return_lse:
        lse = torch.empty(rows, num_heads, dtype=torch.float32, device=q.device)
    if rows == 0:
        return None, None, None, out, lse
    width = indices.shape[1] + (extra_indices.shape[1] if extra_indices is not None else 0)
    key, grid = cute_launch_plan(formats, extra_cache is not None, lengths is not None, extra_lengths is not None,
                                 sinks is not None, lse is not None, rows, num_heads, width, workspace, num_splits)  # fmt: skip
    values = decode_values(q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks,
                           softmax_scale, workspace, grid[2], out, lse)  # fmt: skip
    return cute_launch(key, device_index), grid, values, out, lse


def _auto_runs_cute(q, cache, extra_cache, options) -> bool:
    """Whether ``kernel="auto"`` gives a call the CuTe DSL kernel (:func:`auto_cute_reason`), read from
    its arguments before they are checked (False for anything unusual: the checked path names it)."""
    if not isinstance(cache, PagedKVCache) or not (extra_cache is None or isinstance(extra_cache, PagedKVCache)):
        return False
    if q.dim() != 3:
        return False
    formats = (cache.fmt, cache.fmt if extra_cache is None else extra_cache.fmt)
    return auto_cute_reason(q.get_device(), formats, options) is not None


def _auto_prefers_cute(q, cache, indices, extra_cache, extra_indices, workspace, num_splits, options) -> bool:
    """Whether ``kernel="auto"``, on a device running both kernels, gives a call the CuTe DSL kernel
    (:func:`sparsemla.ops.plan.cute_beats_gluon`), read from its arguments before they are checked, the
    cheapest tests first (False for anything unusual: the checked path names it)."""
    if (q.dim() != 3 or q.shape[1] not in CUTE_OVER_GLUON_HEADS or num_splits is not None
            or not isinstance(workspace, SplitKVWorkspace)):  # fmt: skip
        return False
    if not isinstance(cache, PagedKVCache) or not (extra_cache is None or isinstance(extra_cache, PagedKVCache)):
        return False
    formats = (cache.fmt, cache.fmt if extra_cache is None else extra_cache.fmt)
    if formats != CUTE_OVER_GLUON_FORMATS:
        return False
    if not isinstance(indices, _Tensor) or indices.dim() != 2 or not (
        extra_indices is None or (isinstance(extra_indices, _Tensor) and extra_indices.dim() == 2)
    ):  # fmt: skip
        return False
    width = indices.shape[1] + (0 if extra_indices is None else extra_indices.shape[1])
    return auto_cute_call(q.get_device(), formats, options, q.shape[1], q.shape[0], width, workspace, num_splits)


def _packed_cute(prepared: tuple):
    """The parameter block of a :func:`prepare_cute_launch` result packed once (None for zero rows)."""
    launch, grid, values = prepared[:3]
    return None if launch is None else launch.packed(grid, values)


class BoundSparseAttention:
    """:func:`sparse_attention` on fixed buffers: every argument is checked once, here; each call then
    launches the kernel on the first ``rows`` query rows with no checks and no allocation, on the
    current stream (from the second call of a row count: one ``cuLaunchKernelEx`` with a parameter
    block packed once, about the cost of the CUDA launch itself; docs/performance.md). One
    bound object serves one thread at a time.

    Made by :func:`bind_sparse_attention` (same arguments as :func:`sparse_attention`, shapes at their
    largest: R rows). The contract is the one of CUDA-graph inputs: write new contents into the bound
    tensors in place (``q``, ``indices``, ``lengths``, ``sinks``), never resize or re-point them; the
    caches keep their pages. A :class:`SplitKVWorkspace` may grow (``reserve``) between calls: the next
    call notices and prepares again. Outputs are the bound ``out`` (and ``lse``) row prefixes.

    ``bound(rows=None)`` → ``out[:rows]`` (all R rows when None), or ``(out[:rows], lse[:rows])`` when
    bound with ``return_lse=True``. ``rows`` must be an int in [0, R] (ValueError/TypeError).
    """

    def __init__(self, q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale,
                 workspace, num_splits, out, return_lse, options):  # fmt: skip
        validate_call(
            q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale, workspace,
            num_splits, out, options, None,
        )  # fmt: skip
        self.options = options
        self.max_rows = q.shape[0]
        if softmax_scale is not None:
            softmax_scale = float(softmax_scale)  # (an int or a float subclass: the launch paths take a float)
        self.out = torch.empty_like(q) if out is None else out
        self.lse = torch.empty(q.shape[:2], dtype=torch.float32, device=q.device) if return_lse else None
        self._arguments = (q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale,
                           workspace, num_splits)  # fmt: skip
        self._workspace = workspace
        self._generation = workspace.generation if workspace is not None else 0
        self._cute = options.kernel == "cute" or (options.kernel == "auto" and _auto_runs_cute(q, cache, extra_cache,
                                                                                               options))  # fmt: skip
        self._cute_launches: dict[int, object] = {}  # rows -> PackedCuteLaunch (None for 0 rows)
        self._cute_generation = self._generation  # (the workspace generation its launches were packed for)
        self._device_index = q.device.index
        # Both kernels on this device under kernel="auto": the row counts the CuTe DSL kernel runs faster go
        # to it (cute_beats_gluon), decided once per row count; the others run the Triton-path kernels.
        self._mixed = not self._cute and options.kernel == "auto" and cute_beside_gluon(q.get_device())
        self._cute_rows: dict[int, bool] = {}
        # Whether the Triton-path kernels launch directly (where this bound call runs them)
        self._direct_allowed = (
            options.launch != "triton" and not options.debug_checks and q.is_cuda and direct_launch_supported()
        )  # fmt: skip
        if self._cute:  # (its own checks here rather than at the first call)
            self._prepare_cute(self.max_rows, return_lse)
        elif options.kernel == "gluon":  # (a forced Gluon kernel that cannot run here: raised at bind, as a call would)
            formats = (cache.fmt, cache.fmt if extra_cache is None else extra_cache.fmt)
            select_kernel("gluon", q.get_device() if q.is_cuda else -1, q.shape[1], formats)
        self._direct = self._direct_allowed and not self._cute
        self._pack = options.launch == "packed"
        self._launches: dict[int, object] = {}  # rows -> LaunchPlan (prepare_launch), or None
        # rows -> PackedLaunch, or False where the launch cannot be packed (made after the first direct launch)
        self._packed: dict[int, object] = {}
        self._results: dict[int, object] = {}  # rows -> what a call returns
        # With qk_fp8, the row counts the op gives the e4m3 prefill kernel (e4m3_prefill_reason) run it here
        # too: rows -> its packed launch, or None where that count runs as without it.
        self._e4m3_launches: dict[int, object] | None = {} if options.qk_fp8 else None

    def _prepare_cute(self, rows, return_lse) -> bool:
        """Pack the CuTe DSL kernel's launch of the first ``rows`` rows; under ``kernel="auto"`` a variant it
        cannot load (warned once) or an alignment it does not take turns this bound call over to the
        Triton-path kernels (False)."""
        try:
            self._cute_launches[rows] = _packed_cute(prepare_cute_launch(*self._prefix(rows), return_lse,
                                                                         self.options))  # fmt: skip
            return True
        except (CuteUnavailableError, ValueError) as error:
            if self.options.kernel == "cute":
                raise
            if isinstance(error, CuteUnavailableError):
                auto_cute_failed(self._device_index, error)
                self._mixed = False
            self._cute_rows[rows] = False
            self._cute = False
            self._direct = self._direct_allowed
            return False

    def _prepare_e4m3(self, rows):
        """The packed ``e4m3rows`` launch of the first ``rows`` rows where the op would run that kernel on
        them, else None (under ``kernel="auto"`` also where its variant cannot load: warned once)."""
        q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, scale, _, splits, out, lse = (
            self._prefix(rows)
        )
        if e4m3_prefill_reason(q, cache, extra_cache, self.options, splits) is not None:
            return None
        if cute_misalignment(q.data_ptr(), q.stride(), out.data_ptr(), out.stride(), indices,
                             extra_indices) is not None:  # fmt: skip
            return None  # (as the op: the call runs as without the e4m3 kernel)
        try:
            launch, grid, values = cute_decode_launch(q, cache, indices, lengths, extra_cache, extra_indices,
                                                      extra_lengths, sinks, scale, None, 1, out, lse,
                                                      design="e4m3rows")  # fmt: skip
        except CuteUnavailableError as error:
            cute_fallback(self.options.kernel, self._device_index, error)
            return None
        return launch.packed(grid, values)

    def _mixed_cute(self, rows) -> bool:
        """Whether this bound call (both kernels on its device) runs ``rows`` rows on the CuTe DSL kernel."""
        use = self._cute_rows.get(rows)
        if use is None:
            q, cache, indices, _, extra_cache, extra_indices, _, _, _, workspace, splits = self._arguments
            use = _auto_prefers_cute(q[:rows], cache, indices[:rows], extra_cache,
                                     None if extra_indices is None else extra_indices[:rows], workspace, splits,
                                     self.options)  # fmt: skip
            self._cute_rows[rows] = use
        return use

    def _prefix(self, rows):
        """The bound arguments restricted to the first ``rows`` query rows, then ``out`` and ``lse``."""
        q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, scale, workspace, splits = (
            self._arguments
        )
        rows_of = lambda tensor: None if tensor is None else tensor[:rows]  # noqa: E731
        return (
            q[:rows], cache, indices[:rows], rows_of(lengths), extra_cache, rows_of(extra_indices),
            rows_of(extra_lengths), sinks, scale, workspace, splits, self.out[:rows], rows_of(self.lse),
        )  # fmt: skip

    def _slow(self, rows):
        """The checked path on the row prefix (compiles and registers the kernel on first use)."""
        (q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, scale, workspace, splits, out,
         lse) = self._prefix(rows)  # fmt: skip
        sparse_attention(
            q, cache, indices, lengths, extra_cache=extra_cache, extra_indices=extra_indices,
            extra_lengths=extra_lengths, sinks=sinks, softmax_scale=scale, workspace=workspace, num_splits=splits,
            out=out, lse=lse, options=self.options,
        )  # fmt: skip

    def __call__(self, rows: int | None = None):
        if rows is None:
            rows = self.max_rows
        elif type(rows) is not int:  # (before the lookup: 2.0 and True hash like 2 and 1)
            raise TypeError(f"rows must be an int, got {type(rows).__name__}")
        result = self._results.get(rows)
        if result is None:
            if not 0 <= rows <= self.max_rows:
                raise ValueError(f"rows must lie in [0, {self.max_rows}] (the bound row count), got {rows}")
            out_rows = self.out[:rows]
            result = out_rows if self.lse is None else (out_rows, self.lse[:rows])
            self._results[rows] = result
        if rows == 0:
            return result
        if self._e4m3_launches is not None:
            packed = self._e4m3_launches.get(rows, False)
            if packed is False:
                packed = self._e4m3_launches[rows] = self._prepare_e4m3(rows)
            if packed is not None:
                packed(_raw_stream(self._device_index))
                return result
        if self._cute or (self._mixed and self._mixed_cute(rows)):
            workspace = self._workspace
            if workspace is not None and workspace.generation != self._cute_generation:
                self._cute_launches.clear()  # the workspace was reallocated: its addresses changed
                self._cute_generation = workspace.generation
            if rows not in self._cute_launches and not self._prepare_cute(rows, self.lse is not None):
                return self(rows)  # (auto, turned over to the Triton-path kernels)
            packed = self._cute_launches[rows]
            if packed is not None:
                packed(_raw_stream(self._device_index))
            return result
        if self._direct:
            workspace = self._workspace
            if workspace is not None and workspace.generation != self._generation:
                self._launches.clear()  # the workspace was reallocated: its addresses changed
                self._packed.clear()
                self._generation = workspace.generation
            stream = _raw_stream(self._device_index)
            packed = self._packed.get(rows)
            if packed and packed(stream):
                return result
            launch = self._launches.get(rows)
            if launch is None:
                launch = self._launches[rows] = prepare_launch(*self._prefix(rows), self.options) or ()
            if launch and launch_direct(launch, stream, self._pack):
                if packed is None:  # registered and launched once: pack it for the next calls
                    self._packed[rows] = (self._pack and pack_launch(launch)) or False
                return result
        self._slow(rows)
        if self._direct and not self._launches.get(rows):
            self._launches.pop(rows, None)  # prepare again now that the kind is compiled
        return result


def bind_sparse_attention(
    q: torch.Tensor,
    cache: PagedKVCache,
    indices: torch.Tensor,
    lengths: torch.Tensor | None = None,
    *,
    extra_cache: PagedKVCache | None = None,
    extra_indices: torch.Tensor | None = None,
    extra_lengths: torch.Tensor | None = None,
    sinks: torch.Tensor | None = None,
    softmax_scale: float | None = None,
    workspace: SplitKVWorkspace | None = None,
    num_splits: int | None = None,
    out: torch.Tensor | None = None,
    return_lse: bool = False,
    options: AttentionOptions | None = None,
) -> BoundSparseAttention:
    """Check the arguments of :func:`sparse_attention` once and return a :class:`BoundSparseAttention`
    whose calls launch the op on fixed buffers (the eager analogue of a CUDA graph: for engines that
    keep persistent ``q``/index/output buffers and do not capture graphs).

    The arguments of :func:`sparse_attention` except ``lse`` and ``rows_workspace``, with the same errors,
    raised here and naming the argument; ``out`` (and the LSE buffer, with ``return_lse``) are allocated
    once when not given. Nothing runs on the GPU
    until the bound object is called. ``options`` (None: :func:`sparsemla.config.default_options`, read
    now) are fixed for the bound object's life.
    """
    if not isinstance(return_lse, bool):
        fail(TypeError, f"return_lse must be a bool, got {type(return_lse).__name__}")
    if options is None:
        options = default_options()
    elif type(options) is not AttentionOptions:  # (as sparse_attention checks it: a subclass fails every call)
        fail(TypeError, f"options must be an AttentionOptions, got {type(options).__name__}")
    return BoundSparseAttention(
        q, cache, indices, lengths, extra_cache, extra_indices, extra_lengths, sinks, softmax_scale, workspace,
        num_splits, out, return_lse, options,
    )  # fmt: skip
