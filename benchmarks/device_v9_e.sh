#!/usr/bin/env bash
# Device call v9-E (final of session 7): main after the seesaw revert (the kernels of d42cdc6 plus the
# bound-call refactor of b615699/1a78de8): every GPU attention test and the backend tests.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
timeout 200 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 | grep -E "passed|failed|FAILED" | head -20 | tee $OUT/e_gpu_attention.txt
timeout 180 python3 -m pytest -q -m gpu tests/test_backend.py 2>&1 | grep -E "passed|failed|FAILED" | head -10 | tee $OUT/e_backend.txt
