#!/usr/bin/env bash
set -u
export PYTHONPATH=$PWD/src:$PWD/tests PYTHONUNBUFFERED=1
pip_ok=0; python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PYTHONPATH
timeout 90 python3 -m pytest -q -x -m gpu tests/test_attention_gpu.py -k "matches_reference_gpu and (64 or 8-) or forced" 2>&1 | tail -3 | tee $OUT/gpu_tests.txt
timeout 200 python3 benchmarks/tune_decode.py 2>&1 | tee $OUT/tune.txt
timeout 170 python3 -m sparsemla bench --mode decode --batch-sizes 8,64,128 --rows-per-request 1 --kv-formats model1 --peers flashmla --host-calls 300 --json $OUT/bench.json 2>&1 | tail -30
