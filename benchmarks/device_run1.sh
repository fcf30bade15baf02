#!/usr/bin/env bash
# One device call: GPU tests, sanitizers, tuning sweep. Output under $OUT.
set -u
export PYTHONPATH=$PWD/src:$PWD/tests PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv
python3 -m sparsemla info 2>&1 | tee $OUT/info.txt
timeout 200 python3 -m pytest -q -x -m gpu tests/test_attention_gpu.py 2>&1 | tail -25 | tee $OUT/gpu_tests.txt
timeout 150 python3 benchmarks/tune_decode.py 2>&1 | tee $OUT/tune.txt
timeout 60 compute-sanitizer --tool memcheck python3 tests/gpu_sanitize_case.py 2>&1 | tail -5 | tee $OUT/memcheck.txt
timeout 90 compute-sanitizer --tool racecheck python3 tests/gpu_sanitize_case.py 2>&1 | tail -5 | tee $OUT/racecheck.txt
