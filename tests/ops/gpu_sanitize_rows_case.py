"""The distinct-rows path's kernels for compute-sanitizer (memcheck / racecheck): the copy's Triton launches,
then a CuTe DSL kernel over the copy (``f16rows``, or the designs named), unsplit and in 3 splits, at 64 and
128 heads over two ``fp8_uniform`` sources (40 query rows), each checked against the float64 reference with
poisoned outputs and the workspaces' reset, as ``tests/ops/test_distinct_rows_gpu.py`` checks them; exits
non-zero on a mismatch.

``compute-sanitizer --tool memcheck python tests/ops/gpu_sanitize_rows_case.py [f16rows,f16lead]``"""

import sys

sys.path.insert(0, __file__.rsplit("/", 2)[0])
from ops.test_distinct_rows_gpu import test_copy_kernel_splits_match_reference as check  # noqa: E402

designs = sys.argv[1].split(",") if len(sys.argv) > 1 else ["f16rows"]
for design in designs:
    for heads in (64, 128):
        for num_splits in (1, 3):
            check(heads, num_splits, design)
print(f"distinct-rows sanitizer case ({', '.join(designs)}): 40 rows at 64 and 128 heads, 1 and 3 splits: ok")
