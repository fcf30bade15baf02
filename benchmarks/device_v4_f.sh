#!/usr/bin/env bash
# Device call v4-F (last of the session): GPU tests with five-stage pipelined v4 defaults, a graph-timed
# sweep (v3 / v4 two-stage / v4 five-stage), then the full benchmark matrix with the new defaults.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PYTHONPATH
timeout 130 python3 -m pytest -q -x -m gpu tests/test_attention_gpu.py 2>&1 | tail -3 | tee $OUT/gpu_attention_tests.txt
TUNE_CASES="flash_csa:8,flash_csa:64,flash_csa:128,pro_csa:64,hca_1m:8,hca_1m:64" timeout 110 python3 benchmarks/tune_graph.py \
  S64=64,32,1,8,1,0 P64n64s2=64,64,0,8,2,1 P64n64s5=64,64,0,8,5,1 P64s5=64,32,0,8,5,1 2>&1 | tee $OUT/tune_graph.txt
timeout 100 python3 -m sparsemla bench --mode all --host-calls 300 --json $OUT/h200.json 2>&1 | grep -E "^\| (flash|pro|hca)|Host|host overhead" | tee $OUT/bench_tail.txt
