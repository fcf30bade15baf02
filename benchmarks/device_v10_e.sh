#!/usr/bin/env bash
# Device call v10-E (session 8): the engine path on the final kernels of session 8 — backend GPU tests
# (pools, metadata, CUDA-graph capture/replay) and the demo with eager and graph steps, both FP8 formats.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
timeout 170 python3 -m pytest -q -m gpu tests/test_backend.py 2>&1 | tail -2 | tee $OUT/e_backend.txt
timeout 260 python3 -m sparsemla demo --graphs both --quiet 2>&1 | tail -12 | tee $OUT/e_demo.txt
