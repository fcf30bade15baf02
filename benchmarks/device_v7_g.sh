#!/usr/bin/env bash
# Device call v7-G (final of session 5): the full benchmark matrix beside FlashMLA on the final kernels
# (cooperative merge, model1 producer at 120 registers), then every GPU attention test and the backend GPU tests.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PYTHONPATH
timeout 130 python3 -m sparsemla bench --mode all --host-calls 300 --json $OUT/h200.json 2>&1 | grep -E "^\| (flash|pro|hca)|Host|host overhead"
timeout 200 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 | tail -3 | tee $OUT/g_gpu_attention.txt
timeout 130 python3 -m pytest -q -m gpu tests/test_backend.py 2>&1 | tail -3 | tee $OUT/g_backend.txt
