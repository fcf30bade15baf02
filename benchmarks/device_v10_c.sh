#!/usr/bin/env bash
# Device call v10-C (session 8): model1 producer with fewer barriers. The tile's rows go into shared
# memory in two stores of 256 columns (blocks joined in registers) instead of eight of 64, each of
# which the hazard analysis fenced with a barrier of the producer warps; the tile exponent crosses the
# four producer warps through one exchange and one barrier. Graph-timed probe of model1 against the
# kernel before (.base/base), pairs of blocks (.base/m1p), two stores without the exchange (.base/m1q)
# and this tree (both changes), two rounds; fp8_uniform once (unchanged); eager A/B of model1; the GPU
# attention suite on this tree.
set -u
export PYTHONUNBUFFERED=1
probe() {  # tree label fmt
  PYTHONPATH=$1:$PWD/benchmarks:$PWD/tests timeout 60 python3 benchmarks/stage_probe.py "$2" "$3" 2>&1 | tail -1
}
for round in 1 2; do
  probe $PWD/.base/base/src base model1
  probe $PWD/.base/m1p/src pairs model1
  probe $PWD/.base/m1q/src halves model1
  probe $PWD/src halves+xchg model1
done | tee $OUT/c_probe.txt
probe $PWD/src halves+xchg fp8_uniform | tee -a $OUT/c_probe.txt
for tree in .base/base/src src; do
  echo "== $tree"
  PYTHONPATH=$PWD/$tree:$PWD/benchmarks:$PWD/tests timeout 80 python3 -m sparsemla bench --mode all --shapes flash_csa,pro_csa,hca_1m \
    --batch-sizes 1,64,128 --kv-formats model1 --rows-per-request 1 --prefill-rows 4096 --peers none --host-calls 0 \
    --no-probe 2>&1 | grep -E "^\| (flash|pro|hca)"
done | tee $OUT/c_bench_ab.txt
PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests timeout 200 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 \
  | grep -E "passed|failed|FAILED|Error" | head -20 | tee $OUT/c_gpu_attention.txt
