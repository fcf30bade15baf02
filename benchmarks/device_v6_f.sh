#!/usr/bin/env bash
# Device call v6-F (session 4): backend GPU tests and the demo (eager and CUDA graphs) on the final kernels.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
timeout 150 python3 -m pytest -q -m gpu tests/test_backend.py 2>&1 | tail -3 | tee $OUT/f_backend.txt
timeout 200 python3 -m sparsemla demo --graphs both --quiet 2>&1 | tail -12 | tee $OUT/f_demo.txt
