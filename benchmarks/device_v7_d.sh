#!/usr/bin/env bash
# Device call v7-D: the demo (eager and CUDA graphs, both FP8 formats) on the cooperative merge, and the
# single-partition Gluon loop (SPARSEMLA_GLUON_WS=0, fp8_uniform; model1 then runs on Triton) through
# the split and Gluon GPU tests.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
timeout 220 python3 -m sparsemla demo --graphs both --quiet 2>&1 | tail -12 | tee $OUT/d_demo.txt
SPARSEMLA_GLUON_WS=0 timeout 200 python3 -m pytest -q -m gpu tests/test_attention_gpu.py \
  -k "forced_splits or gluon or graph or matches_reference_gpu" 2>&1 | tail -4 | tee $OUT/d_ws0_tests.txt
