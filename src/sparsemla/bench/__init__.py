"""``python -m sparsemla bench``: time :func:`sparsemla.sparse_attention` against its peers.

Modes
    ``decode``: DSv4 decode/MTP launches, query rows R = batch × rows per request, over a sliding
    window source (SWA pool) plus a compressed source (CSA top-k or HCA all rows), at each shape's
    head count or at ``--heads`` (a tensor-parallel rank's share).
    ``prefill``: one launch of ``--prefill-rows`` query rows per shape and ``--prefill-requests`` count:
    a prefill chunk of one request, or a ragged batch of several requests' chunks of mixed lengths.
    ``engine``: DSv4 steps through :class:`sparsemla.DSv4AttentionBackend` (``--layers``, ``--context``,
    ``--engine-batch-sizes``, an extend step), eager and graphed, with the per-part breakdown
    (:mod:`.engine`).

Modules
    :mod:`.cli` (arguments, :func:`run_bench`), :mod:`.workloads` (shapes, pools, cases),
    :mod:`.peers` (FlashMLA, the torch baseline, the dequantize + FlashMLA engine path, the probe),
    :mod:`.timing` (CUDA-event timer, L2 flush, graphs, host cost), :mod:`.metrics` (FLOPs, bytes,
    roofline), :mod:`.runner` (the decode and prefill rows), :mod:`.engine` (the engine rows),
    :mod:`.report` (JSON, markdown, PNG).

Timing: median over ``--iters`` launches (fewer when a launch is long), CUDA events, a 256-MB L2
flush and a short GPU spin (so the host has queued the launch before its start event) before each
launch; ``--graph`` captures each op (ours and FlashMLA) in a CUDA graph and times replays. Ratios are
ours_us / peer_us: lower is better, < 1 means sparsemla is faster.
"""

from .cli import add_arguments, run_bench

__all__ = ["add_arguments", "run_bench"]
