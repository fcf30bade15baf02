#!/usr/bin/env bash
# Device call v5-J (last of session 3): warp-specialised v5 as the default. GPU tests on the fp8_uniform /
# Gluon paths and graph replay, then the full benchmark matrix beside FlashMLA.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PYTHONPATH
timeout 60 python3 -m pytest -q -m gpu tests/test_attention_gpu.py -k "gluon or fp8_uniform or graph_replay_on_new_inputs" 2>&1 | tail -3 | tee $OUT/gpu_tests.txt
timeout 100 python3 -m sparsemla bench --mode all --host-calls 300 --json $OUT/h200.json 2>&1 | grep -E "^\| (flash|pro|hca)|Host|host overhead" | grep -E "fp8_uniform|Host|host"
