#!/usr/bin/env bash
# Device call v10-F (session 8): lazy rescaling in the fp8_uniform consumers (the running max moves only
# when a row's tile maximum exceeds it by more than 2^8; otherwise the accumulator's rescale is skipped).
# Every GPU attention test on this tree first; then the graph-timed probe against the kernel before
# (.base/head = commit 9f67126's kernels) twice, the e4m3 S opt-in once each, and an eager A/B.
set -u
export PYTHONUNBUFFERED=1
PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests timeout 200 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 \
  | grep -E "passed|failed|FAILED|Error" | head -20 | tee $OUT/f_gpu_attention.txt
probe() {  # tree label fmt [env...]
  local tree=$1 label=$2 fmt=$3; shift 3
  env "$@" PYTHONPATH=$tree:$PWD/benchmarks:$PWD/tests timeout 60 python3 benchmarks/stage_probe.py "$label" "$fmt" 2>&1 | tail -1
}
{ for round in 1 2; do probe $PWD/.base/head/src before fp8_uniform; probe $PWD/src lazy fp8_uniform; done
  probe $PWD/.base/head/src qk8_before fp8_uniform SPARSEMLA_GLUON_QK_FP8=1
  probe $PWD/src qk8_lazy fp8_uniform SPARSEMLA_GLUON_QK_FP8=1; } | tee $OUT/f_probe.txt
for tree in .base/head/src src; do
  echo "== $tree"
  PYTHONPATH=$PWD/$tree:$PWD/benchmarks:$PWD/tests timeout 60 python3 -m sparsemla bench --mode all --shapes flash_csa,pro_csa,hca_1m \
    --batch-sizes 1,64,128 --kv-formats fp8_uniform --rows-per-request 1 --prefill-rows 4096 --peers none --host-calls 0 \
    --no-probe 2>&1 | grep -E "^\| (flash|pro|hca)"
done | tee $OUT/f_bench_ab.txt
