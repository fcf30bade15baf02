#!/usr/bin/env bash
# Device call v6-A (session 4): model1 on the warp-specialised Gluon kernel. Targeted GPU tests, graph-timed
# v3 (Triton) vs v5 (Gluon) on model1, the full GPU attention suite, model1 decode beside FlashMLA, backend tests.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PYTHONPATH
timeout 120 python3 -m pytest -q -m gpu tests/test_attention_gpu.py -k "gluon" -x 2>&1 | tail -25 > $OUT/a_gluon_tests.txt
tail -3 $OUT/a_gluon_tests.txt
timeout 120 python3 benchmarks/tune_graph.py v3=64,32,1,8,1,0 v5=64,64,0,8,1,1,1 --formats=model1 2>&1 | tee $OUT/a_tune_graph.txt
timeout 200 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 | tail -30 > $OUT/a_gpu_attention.txt
tail -3 $OUT/a_gpu_attention.txt
timeout 90 python3 -m sparsemla bench --mode decode --kv-formats model1 --host-calls 100 --json $OUT/a_model1.json 2>&1 | grep -E "^\| (flash|pro|hca)|Host|host" | tee $OUT/a_bench.txt
timeout 150 python3 -m pytest -q -m gpu tests/test_backend.py 2>&1 | tail -5 > $OUT/a_backend.txt
tail -2 $OUT/a_backend.txt
