#!/usr/bin/env bash
set -u
export PYTHONPATH=$PWD/src:$PWD/tests PYTHONUNBUFFERED=1
timeout 120 python3 -m pytest -q -x -m gpu tests/test_attention_gpu.py -k "matches_reference_gpu and (64 or 8-) or forced or graph" 2>&1 | tail -4 | tee $OUT/gpu_tests.txt
timeout 400 python3 benchmarks/tune_decode.py 2>&1 | tee $OUT/tune.txt
