"""A small case of the distinct-rows path's kernels for compute-sanitizer (memcheck / racecheck): the copy's
Triton launches, then the CuTe DSL ``f16rows`` kernel over the copy, unsplit and in 3 splits, at 64 and 128
heads over two ``fp8_uniform`` sources; every output checked against the float64 reference (exits non-zero on
a mismatch).

``python gpu_sanitize_rows_case.py [ROWS]`` (default 40; racecheck is slow: 12 is enough)."""

import math
import sys

import torch

sys.path.insert(0, __file__.rsplit("/", 2)[0])
from kernels.test_cute_decode import _check, _reference  # noqa: E402
from ops.test_distinct_rows_gpu import _problem, _workspace  # noqa: E402

from sparsemla import SplitKVWorkspace  # noqa: E402
from sparsemla.kernels.cute.launch import run_cute_decode  # noqa: E402
from sparsemla.ops.distinct_rows import copy_distinct_rows  # noqa: E402

rows = int(sys.argv[1]) if len(sys.argv) > 1 else 40
for heads in (64, 128):
    q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks = _problem(heads, True, 5)
    q, main_idx, main_len = q[:rows], main_idx[:rows], main_len[:rows]
    extra_idx, extra_len = extra_idx[:rows], extra_len[:rows]
    rows_workspace = _workspace(main, main_idx, extra, extra_idx)
    split_workspace = SplitKVWorkspace("cuda", rows)
    split_workspace.buffers(heads)
    ref_out, ref_lse = _reference(q, main, main_idx, main_len, extra, extra_idx, extra_len, sinks)
    for splits in (1, 3):
        out = torch.full_like(q, math.nan)
        lse = torch.full((rows, heads), math.nan, device="cuda")
        a, a_idx, b, b_idx = copy_distinct_rows(rows_workspace, rows, main, main_idx, main_len, extra, extra_idx,
                                                extra_len)  # fmt: skip
        run_cute_decode(q, a, a_idx, main_len, b, b_idx, extra_len, sinks, None, split_workspace, splits, out, lse,
                        design="f16rows")  # fmt: skip
        torch.cuda.synchronize()
        _check(out, lse, ref_out, ref_lse)
print(f"distinct-rows sanitizer case: {rows} rows at 64 and 128 heads, 1 and 3 splits: ok")
