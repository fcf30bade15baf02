"""The distinct-rows path's kernels for compute-sanitizer (memcheck / racecheck): the copy's Triton launches,
then a CuTe DSL kernel over the copy (``f16rows``, or the designs named), unsplit and in 3 splits, at 64 and
128 heads over two ``fp8_uniform`` sources (``f16scaled``: a model1 and a bf16 source; 40 query rows), each
checked against the float64 reference with poisoned outputs and the workspaces' reset, as
``tests/ops/test_distinct_rows_gpu.py`` checks them; exits non-zero on a mismatch.

``compute-sanitizer --tool memcheck python tests/ops/gpu_sanitize_rows_case.py [f16rows,f16lead,f16scaled]``"""

import sys

sys.path.insert(0, __file__.rsplit("/", 2)[0])
from ops.test_distinct_rows_gpu import test_copy_kernel_splits_match_reference as check  # noqa: E402
from ops.test_distinct_rows_gpu import test_f16scaled_over_model1_and_bf16_pools as check_scaled  # noqa: E402

designs = sys.argv[1].split(",") if len(sys.argv) > 1 else ["f16rows"]
for design in designs:
    for heads in (64, 128):
        for num_splits in (1, 3):
            if design == "f16scaled":
                check_scaled(("model1", "bf16"), heads, num_splits)
            else:
                check(heads, num_splits, design)
print(f"distinct-rows sanitizer case ({', '.join(designs)}): 40 rows at 64 and 128 heads, 1 and 3 splits: ok")
