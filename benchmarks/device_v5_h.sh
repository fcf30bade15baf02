#!/usr/bin/env bash
# Device call v5-H (final of session 3): every GPU test on the final kernels, the full benchmark matrix
# beside FlashMLA, the backend demo (eager and graphs).
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PYTHONPATH
timeout 120 python3 -m sparsemla bench --mode all --host-calls 300 --json $OUT/h200.json 2>&1 | grep -E "^\| (flash|pro|hca)|Host|host overhead" | tee /tmp/bench_tail.txt
timeout 200 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 | tail -4 | tee $OUT/gpu_attention_tests.txt
timeout 110 python3 -m pytest -q -m gpu tests/test_backend.py 2>&1 | tail -3 | tee $OUT/gpu_backend_tests.txt
timeout 140 python3 -m sparsemla demo --graphs both --quiet 2>&1 | tail -12 | tee $OUT/demo_gpu.txt
