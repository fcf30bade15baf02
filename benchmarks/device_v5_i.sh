#!/usr/bin/env bash
# Device call v5-I (experiment, on branch exp/gluon-ws, since merged; then opt-in with SPARSEMLA_GLUON_WS=1): warp-specialised Gluon kernel (producer partition of
# 4 warps gathers and converts into a two-slot float16 K ring; 8 consumer warps multiply). GPU tests with
# it enabled, then graph-timed against the default v5.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
SPARSEMLA_GLUON_WS=1 timeout 80 python3 -m pytest -q -x -m gpu tests/test_attention_gpu.py -k "gluon or fp8_uniform" 2>&1 | tail -15 | tee $OUT/gpu_tests.txt
for ws in 1 0; do
  SPARSEMLA_GLUON_WS=$ws TUNE_CASES="flash_csa:8,flash_csa:64,flash_csa:128,pro_csa:64,hca_1m:8,hca_1m:64" \
    timeout 40 python3 benchmarks/tune_graph.py --formats=fp8_uniform ws$ws=64,64,0,8,1,1,1 2>&1 | tee -a $OUT/tune_graph.txt
done
