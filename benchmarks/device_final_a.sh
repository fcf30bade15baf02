#!/usr/bin/env bash
# Device call A: tuning check of the swapped 64-head kernel, all attention GPU tests, sanitizers.
set -u
export PYTHONPATH=$PWD/src:$PWD/tests PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv,noheader
timeout 150 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 | tail -6 | tee $OUT/gpu_attention_tests.txt
timeout 40 compute-sanitizer --tool memcheck python3 tests/gpu_sanitize_case.py 2>&1 | tail -3 | tee $OUT/memcheck.txt
timeout 50 compute-sanitizer --tool racecheck python3 tests/gpu_sanitize_case.py 2>&1 | tail -3 | tee $OUT/racecheck.txt
timeout 120 python3 benchmarks/tune_decode.py 2>&1 | tee $OUT/tune.txt
