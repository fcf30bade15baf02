#!/usr/bin/env bash
# Device call v12-D (session 10): the engine path on the landed kernel (compile-time staged partials):
# backend tests, the demo (HF DeepseekV4Attention as reference) for every format, eager and CUDA graphs;
# the e4m3 S opt-in: split launches (staged and direct partials) against its own unsplit launch, and
# beside FlashMLA at the batches where staging applies.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
for env in "" "SPARSEMLA_GLUON_QK_FP8=1"; do
  echo "== ${env:-float16 path}"; env $env timeout 60 python3 benchmarks/split_consistency.py 2>&1 | tail -3
done | tee $OUT/d_split_consistency.txt
timeout 200 python3 -m pytest -q -m gpu tests/test_backend.py 2>&1 | tail -2 | tee $OUT/d_backend.txt
timeout 150 python3 -m sparsemla demo --formats bf16,fp8_uniform --graphs both --quiet 2>&1 | tail -8 | tee $OUT/d_demo.txt
timeout 150 python3 -m sparsemla demo --formats model1 --graphs both --quiet 2>&1 | tail -6 | tee -a $OUT/d_demo.txt
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PYTHONPATH
SPARSEMLA_GLUON_QK_FP8=1 timeout 100 python3 -m sparsemla bench --mode decode --shapes hca_1m --batch-sizes 8,64 \
  --kv-formats fp8_uniform --rows-per-request 1 --peers flashmla --host-calls 0 --no-probe 2>&1 \
  | grep -E "^\| (flash|pro|hca)|switch" | tee $OUT/d_bench_qk_fp8.txt
