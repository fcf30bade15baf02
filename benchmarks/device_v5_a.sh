#!/usr/bin/env bash
# Device call v5-A: first run of the Gluon kernel (v5): smoke cases, GPU tests on the fp8_uniform /
# Gluon paths, then graph-timed v4 vs v5 on the decode shapes.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader
timeout 90 python3 benchmarks/gluon_smoke.py 2>&1 | tail -40 | tee $OUT/smoke.txt
timeout 150 python3 -m pytest -q -x -m gpu tests/test_attention_gpu.py -k "gluon or fp8_uniform" 2>&1 | tail -25 | tee $OUT/gpu_tests.txt
TUNE_CASES="flash_csa:8,flash_csa:64,flash_csa:128,pro_csa:64,hca_1m:8,hca_1m:64" timeout 120 python3 benchmarks/tune_graph.py \
  --formats=fp8_uniform V4=64,64,0,8,5,1 V5=64,64,0,8,1,1,1 2>&1 | tee $OUT/tune_graph.txt
