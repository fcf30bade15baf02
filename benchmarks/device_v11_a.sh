#!/usr/bin/env bash
# Device call v11-A (session 9): where the per-program fixed cost goes (graph-timed skeleton variants:
# no Q load, no output store, no tiles; an empty launch), and the staged output store (the unsplit
# epilogue through a free ring slot, 16-byte coalesced stores) against HEAD: stage probe twice, eager
# A/B, GPU attention tests.
set -u
export PYTHONUNBUFFERED=1
probe() {  # tree label fmt
  PYTHONPATH=$1:$PWD/benchmarks:$PWD/tests timeout 60 python3 benchmarks/stage_probe.py "$2" "$3" 2>&1 | tail -1
}
python3 benchmarks/launch_floor.py 2>&1 | tail -2 | tee $OUT/a_floor.txt
for v in skeleton skel_no_q skel_no_out skel_no_q_out no_tiles no_tiles_q_out; do
  probe $PWD/.base/$v/src $v fp8_uniform
done | tee $OUT/a_fixed.txt
for round in 1 2; do
  probe $PWD/.base/head/src head fp8_uniform
  probe $PWD/src staged fp8_uniform
done | tee $OUT/a_probe.txt
probe $PWD/.base/head/src head model1 | tee -a $OUT/a_probe.txt
probe $PWD/src staged model1 | tee -a $OUT/a_probe.txt
for tree in .base/head/src src; do
  echo "== $tree"
  PYTHONPATH=$PWD/$tree:$PWD/benchmarks:$PWD/tests timeout 70 python3 -m sparsemla bench --mode all --shapes flash_csa,pro_csa,hca_1m \
    --batch-sizes 1,64,128 --kv-formats fp8_uniform --rows-per-request 1 --prefill-rows 4096 --peers none --host-calls 0 \
    --no-probe 2>&1 | grep -E "^\| (flash|pro|hca)"
done | tee $OUT/a_bench_ab.txt
PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests timeout 170 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 \
  | grep -E "passed|failed|FAILED|Error" | head -20 | tee $OUT/a_gpu_attention.txt
