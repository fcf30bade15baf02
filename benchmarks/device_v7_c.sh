#!/usr/bin/env bash
# Device call v7-C: the cooperative split merge, final check: every GPU attention test, the backend
# GPU tests, and the full benchmark matrix beside FlashMLA.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PYTHONPATH
timeout 200 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 | tail -4 | tee $OUT/c_gpu_attention.txt
timeout 130 python3 -m sparsemla bench --mode all --host-calls 300 --json $OUT/h200.json 2>&1 | grep -E "^\| (flash|pro|hca)|Host|host overhead"
timeout 130 python3 -m pytest -q -m gpu tests/test_backend.py 2>&1 | tail -3 | tee $OUT/c_backend.txt
