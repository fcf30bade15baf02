#!/usr/bin/env bash
# Device call C: backend GPU tests and the demo (graphs off and on) after the transformers 5.17 fix.
set -u
export PYTHONPATH=$PWD/src:$PWD/tests PYTHONUNBUFFERED=1
timeout 130 python3 -m pytest -q -m gpu tests/test_backend.py 2>&1 | tail -8 | tee $OUT/gpu_backend_tests.txt
timeout 170 python3 -m sparsemla demo --graphs both --quiet 2>&1 | tail -20 | tee $OUT/demo.txt
