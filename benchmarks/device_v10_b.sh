#!/usr/bin/env bash
# Device call v10-B (session 8): the consumers' row max through one shared exchange (one CTA barrier
# per tile instead of two, and one shared-memory round instead of two). Graph-timed stage probe and
# eager A/B against the previous kernel (.base/base = commit 86603e3, carried), fp8_uniform and model1;
# the bank-conflict check of the e4m3 P·V experiment (its producer layout [16 rows, 2 chunks] per warp,
# .base/pv16x2, against the branch as run in v10-A, .base/pvorig); the GPU attention suite on the new kernel.
set -u
export PYTHONUNBUFFERED=1
probe() {  # tree label fmt [env...]
  local tree=$1 label=$2 fmt=$3; shift 3
  env "$@" PYTHONPATH=$tree:$PWD/benchmarks:$PWD/tests timeout 60 python3 benchmarks/stage_probe.py "$label" "$fmt" 2>&1 | tail -1
}
for round in 1 2; do
  for fmt in fp8_uniform model1; do
    probe $PWD/.base/base/src base $fmt
    probe $PWD/src xchg $fmt
  done
done | tee $OUT/b_probe.txt
{ probe $PWD/.base/pvorig/src pv_orig fp8_uniform SPARSEMLA_GLUON_FP8_PRODUCTS=1
  probe $PWD/.base/pv16x2/src pv_16x2 fp8_uniform SPARSEMLA_GLUON_FP8_PRODUCTS=1
  probe $PWD/.base/pvorig/src qk_fp8 fp8_uniform SPARSEMLA_GLUON_QK_FP8=1; } | tee $OUT/b_probe_pv.txt
for tree in .base/base/src src; do
  echo "== $tree"
  PYTHONPATH=$PWD/$tree:$PWD/benchmarks:$PWD/tests timeout 100 python3 -m sparsemla bench --mode all --shapes flash_csa,pro_csa,hca_1m \
    --batch-sizes 1,64,128 --kv-formats fp8_uniform,model1 --rows-per-request 1 --prefill-rows 4096 --peers none --host-calls 0 \
    --no-probe 2>&1 | grep -E "^\| (flash|pro|hca)"
done | tee $OUT/b_bench_ab.txt
PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests timeout 220 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 \
  | grep -E "passed|failed|FAILED|Error" | head -20 | tee $OUT/b_gpu_attention.txt
