#!/usr/bin/env bash
# Device call v8-C: per-column running sums (src: no per-tile row-sum exchange between the warpgroups)
# against HEAD, and two variants issuing S of the next tile under the softmax (.base/sa: one issue,
# .base/sa4: four K-chunks interleaved with the softmax phases). Stage probe (graph, unsplit), then the
# Gluon GPU tests on src.
set -u
export PYTHONUNBUFFERED=1
T=$PWD/benchmarks:$PWD/tests
for fmt in fp8_uniform model1; do
  for v in head src sa sa4; do
    dir=$PWD/.base/$v/src; [ $v = src ] && dir=$PWD/src
    PYTHONPATH=$dir:$T timeout 60 python3 benchmarks/stage_probe.py $v $fmt 2>&1 | tail -1
  done
done | tee $OUT/c_stages.txt
PYTHONPATH=$PWD/src:$T timeout 170 python3 -m pytest -q -m gpu tests/test_attention_gpu.py -k "gluon or forced or matches_reference_gpu" 2>&1 | tail -3 | tee $OUT/c_gpu_tests.txt
