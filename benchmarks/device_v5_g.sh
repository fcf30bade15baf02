#!/usr/bin/env bash
# Device call v5-G: final v5 candidate (serial merge, 1-D sums, new split heuristic) vs storing the first
# converted half after the softmax; graph-timed, plus the MTP and 256-batch cases.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
for late in 0 1; do
  SPARSEMLA_GLUON_LATE_LOW=$late TUNE_CASES="flash_csa:8,flash_csa:64,flash_csa:128,flash_csa:256,pro_csa:64,hca_1m:8,hca_1m:64" \
    timeout 70 python3 benchmarks/tune_graph.py --formats=fp8_uniform late$late=64,64,0,8,1,1,1 2>&1 | tee -a $OUT/tune_graph.txt
done
