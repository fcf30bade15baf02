#!/usr/bin/env bash
# Device call v14-C (session 12): the final tree (packed launches for bound calls; kernels unchanged
# since 6439708) — the GPU attention suite, then the standing run beside FlashMLA, eager and under
# CUDA graphs (the bound call's host time now through the packed launch).
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1 SPARSEMLA_COMMIT=${SPARSEMLA_COMMIT:-unknown}
timeout 220 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 \
  | grep -E "passed|failed|FAILED|Error|assert" | head -20 | tee $OUT/c_gpu_attention.txt
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PYTHONPATH
timeout 220 python3 -m sparsemla bench --mode all --host-calls 300 --json $OUT/h200.json 2>&1 | grep -E "^\| (flash|pro|hca)|Host|host overhead|skipped|NOTICE" | tee $OUT/c_bench.txt
timeout 130 python3 -m sparsemla bench --mode decode --graph --peers flashmla --host-calls 0 --json $OUT/h200_graph.json 2>&1 \
  | grep -E "^\| (flash|pro|hca)|skipped|NOTICE" | tee $OUT/c_bench_graph.txt
