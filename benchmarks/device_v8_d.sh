#!/usr/bin/env bash
# Device call v8-D (final of session 6): full benchmark matrix beside FlashMLA (incl. the bound call's
# host cost), every GPU attention test, and the Gluon tests on the single-partition loop (its softmax
# sums changed too).
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PYTHONPATH
timeout 150 python3 -m sparsemla bench --mode all --host-calls 300 --json $OUT/h200.json 2>&1 | grep -E "^\| (flash|pro|hca)|Host|host overhead" | tee $OUT/d_bench.txt
timeout 200 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 | tail -3 | tee $OUT/d_gpu_attention.txt
SPARSEMLA_GLUON_WS=0 timeout 150 python3 -m pytest -q -m gpu tests/test_attention_gpu.py -k "gluon or forced" 2>&1 | tail -2 | tee $OUT/d_gpu_ws0.txt
