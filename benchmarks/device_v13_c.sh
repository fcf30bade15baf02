#!/usr/bin/env bash
# Device call v13-C (session 11): running sums per thread (this tree) against .base/c46 (head before it:
# a 16-register tile of column sums), split_probe graph-timed: round 1 the 8 split cases + 4 larger ones,
# round 2 the 8 split cases; then the whole GPU attention suite on this tree.
set -u
export PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,clocks.max.sm,power.limit --format=csv,noheader
probe() {  # tree label fmt [cases]
  PYTHONPATH=$1:$PWD/benchmarks:$PWD/tests SPLIT_PROBE_CASES=${4:-} timeout 90 python3 benchmarks/split_probe.py "$2" "$3" 2>&1 | tail -1
}
BIG=flash_csa:128,flash_csa:256,pro_csa:64,hca_1m:128
{
  for fmt in fp8_uniform model1; do
    probe $PWD/.base/c46/src head $fmt
    probe $PWD/src sums $fmt
    probe $PWD/.base/c46/src head $fmt $BIG
    probe $PWD/src sums $fmt $BIG
  done
  for fmt in fp8_uniform model1; do
    probe $PWD/.base/c46/src head $fmt
    probe $PWD/src sums $fmt
  done
} | tee $OUT/c_sums_probe.txt
PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests timeout 240 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 \
  | grep -E "passed|failed|FAILED|Error|assert" | head -20 | tee $OUT/c_gpu_attention.txt
