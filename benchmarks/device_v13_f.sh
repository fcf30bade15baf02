#!/usr/bin/env bash
# Device call v13-F (session 11): the final tree (6439708's kernels: per-thread sums in split model1
# launches only) — the GPU attention suite (with the climbing-score tests on the fp8_uniform exchange
# path), then the demo (HF DeepseekV4Attention as reference) for model1, eager and CUDA graphs.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
timeout 200 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 \
  | grep -E "passed|failed|FAILED|Error|assert" | head -20 | tee $OUT/f_gpu_attention.txt
timeout 80 python3 -m sparsemla demo --formats model1 --graphs both --quiet 2>&1 | tail -6 | tee $OUT/f_demo.txt
