#!/usr/bin/env bash
# Device call v7-A: the split tree (pairwise merge) in the Gluon kernel: GPU attention tests, then
# graph-timed split sweeps of the old flat merge (.base, commit 4b6d3e1) and the tree, same call.
set -u
export PYTHONUNBUFFERED=1
T=$PWD/benchmarks:$PWD/tests
PYTHONPATH=$PWD/src:$T timeout 200 python3 -m pytest -q -m gpu tests/test_attention_gpu.py -x 2>&1 | tail -6 | tee $OUT/a_gpu_attention.txt
for v in base new; do
  src=$PWD/src; [ $v = base ] && src=$PWD/.base/src
  echo "== $v"
  SPLITS=4,8,12,16,24,32 SPLIT_CASES=flash_csa:1,flash_csa:8,pro_csa:1,pro_csa:8,hca_1m:1,hca_1m:8 \
    PYTHONPATH=$src:$T timeout 150 python3 benchmarks/tune_splits.py --formats=fp8_uniform 2>&1 | tail -8
done | tee $OUT/a_tune_splits.txt
