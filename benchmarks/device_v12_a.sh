#!/usr/bin/env bash
# Device call v12-A (session 10): (1) the GPU tests of the split paths changed this session (merge tiers
# for 33–256 splits, compile-time staged partials, splits without empty programs); (2) forced split
# counts for one and two long (hca_1m) rows, graph-timed; (3) split probe (the heuristic's choice) of
# .base/head (71c0a2b) against this tree, twice per format; (4) the whole GPU attention suite; (5) branch
# seesaw-halves' stale-max fix (.base/seesaw_halves = 3448359's tree): smoke cases and its split tests.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
timeout 200 python3 -m pytest -q -m gpu tests/test_attention_gpu.py -k "forced_splits or many_splits" 2>&1 \
  | grep -E "passed|failed|FAILED|Error|assert" | head -20 | tee $OUT/a_split_tests.txt
{ SPLIT_CASES=hca_1m:1 SPLITS=32,44,65,100,130 timeout 80 python3 benchmarks/tune_splits.py --formats=fp8_uniform,model1
  SPLIT_CASES=hca_1m:2 SPLITS=33,44,66 timeout 40 python3 benchmarks/tune_splits.py --formats=fp8_uniform,model1; } 2>&1 \
  | grep -v Warning | tee $OUT/a_tune_splits.txt
run() {  # tree label fmt
  PYTHONPATH=$1:$PWD/benchmarks:$PWD/tests timeout 60 python3 benchmarks/split_probe.py "$2" "$3" 2>&1 | tail -1
}
for round in 1 2; do
  for fmt in fp8_uniform model1; do
    run $PWD/.base/head/src head $fmt
    run $PWD/src new $fmt
  done
done | tee $OUT/a_split_probe.txt
timeout 170 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 \
  | grep -E "passed|failed|FAILED|Error" | head -20 | tee $OUT/a_gpu_attention.txt
cd .base/seesaw_halves && export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests
SPARSEMLA_GLUON_SEESAW=1 timeout 50 python3 benchmarks/gluon_smoke.py 2>&1 | grep -vE "^\s+File|^\s+\^" | tail -14 | tee $OUT/a_seesaw_smoke.txt
SPARSEMLA_GLUON_SEESAW=1 timeout 60 python3 -m pytest -q -x -m gpu tests/test_attention_gpu.py -k "forced_splits" 2>&1 \
  | grep -E "passed|failed|FAILED|Error|assert" | head -12 | tee $OUT/a_seesaw_splits.txt
