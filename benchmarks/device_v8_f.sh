#!/usr/bin/env bash
# Device call v8-F: the backend GPU tests and the demo (eager and CUDA graphs, both FP8 formats) on the
# final kernels of session 6 (per-column softmax sums).
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
timeout 150 python3 -m pytest -q -m gpu tests/test_backend.py 2>&1 | tail -2 | tee $OUT/f_backend.txt
timeout 260 python3 -m sparsemla demo --graphs both --quiet 2>&1 | tail -12 | tee $OUT/f_demo.txt
