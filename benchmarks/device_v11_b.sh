#!/usr/bin/env bash
# Device call v11-B (session 9): (1) split partials through shared memory (16-byte coalesced float32
# stores, _store_partial_staged) against HEAD 0ba1deb: split probe twice per format, GPU attention tests;
# (2) on the kernel with the staged output: the whole kernel without Q's load traffic (.base/no_q) and
# without the output's global stores (.base/no_out), graph-timed, to see what of the fixed cost is left
# on the critical path.
set -u
export PYTHONUNBUFFERED=1
run() {  # tree script label fmt
  PYTHONPATH=$1:$PWD/benchmarks:$PWD/tests timeout 90 python3 benchmarks/$2 "$3" "$4" 2>&1 | tail -1
}
for round in 1 2; do
  for fmt in fp8_uniform model1; do
    run $PWD/.base/head/src split_probe.py head $fmt
    run $PWD/src split_probe.py staged $fmt
  done
done | tee $OUT/b_split.txt
for tree in head no_q no_out; do
  run $PWD/.base/$tree/src stage_probe.py $tree fp8_uniform
done | tee $OUT/b_fixed.txt
PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests timeout 200 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 \
  | grep -E "passed|failed|FAILED|Error" | head -20 | tee $OUT/b_gpu_attention.txt
