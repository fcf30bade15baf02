#!/usr/bin/env bash
# Device call v4-C: GPU tests with the pipelined 64-head kernel (v4), graph-timed sweep v3 vs v4 variants.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
timeout 200 python3 -m pytest -q -x -m gpu tests/test_attention_gpu.py 2>&1 | tail -4 | tee $OUT/gpu_attention_tests.txt
export TUNE_CASES="flash_csa:8,flash_csa:64,flash_csa:128,pro_csa:64,hca_1m:8,hca_1m:64"
timeout 300 python3 benchmarks/tune_graph.py S64=64,32,1,8,1,0 P64=64,32,0,8,3,1 P64s2=64,32,0,8,2,1 P64s4=64,32,0,8,4,1 \
  P64n16=64,16,0,8,4,1 P64n64=64,64,0,8,2,1 2>&1 | tee $OUT/tune_graph.txt
