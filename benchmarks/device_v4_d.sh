#!/usr/bin/env bash
# Device call v4-D: every GPU test on the final kernels, the backend demo (eager and graphs), host cost.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
timeout 150 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 | tail -4 | tee $OUT/gpu_attention_tests.txt
timeout 120 python3 -m pytest -q -m gpu tests/test_backend.py 2>&1 | tail -4 | tee $OUT/gpu_backend_tests.txt
timeout 150 python3 -m sparsemla demo --graphs both --quiet 2>&1 | tail -20 | tee $OUT/demo.txt
timeout 60 python3 benchmarks/profile_host.py 2>&1 | head -24 | tee $OUT/host_profile.txt
