#!/usr/bin/env bash
# Device call v12-B (session 10): call A's wider merge tiers and split normalisation reverted (slower);
# only the compile-time staged partials (programs of 8+ tiles) left: split probe of .base/head (71c0a2b)
# against this tree, twice per format, and the whole GPU attention suite.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
run() {  # tree label fmt
  PYTHONPATH=$1:$PWD/benchmarks:$PWD/tests timeout 60 python3 benchmarks/split_probe.py "$2" "$3" 2>&1 | tail -1
}
for round in 1 2; do
  for fmt in fp8_uniform model1; do
    run $PWD/.base/head/src head $fmt
    run $PWD/src staged8 $fmt
  done
done | tee $OUT/b_split_probe.txt
timeout 200 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 \
  | grep -E "passed|failed|FAILED|Error" | head -20 | tee $OUT/b_gpu_attention.txt
