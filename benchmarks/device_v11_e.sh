#!/usr/bin/env bash
# Device call v11-E (session 9): the engine path on the staged-output kernel (call D's backend tests and
# model1 demo ran past their time limits there): backend tests, the model1 demo eager and under CUDA
# graphs; then the e4m3 S opt-in beside FlashMLA (batch 64/128 and prefill).
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
timeout 170 python3 -m pytest -q -m gpu tests/test_backend.py 2>&1 | tail -2 | tee $OUT/e_backend.txt
timeout 170 python3 -m sparsemla demo --formats model1 --graphs both --quiet 2>&1 | tail -6 | tee $OUT/e_demo.txt
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PYTHONPATH
SPARSEMLA_GLUON_QK_FP8=1 timeout 110 python3 -m sparsemla bench --mode all --shapes flash_csa,pro_csa,hca_1m --batch-sizes 64,128 \
  --kv-formats fp8_uniform --rows-per-request 1 --prefill-rows 4096 --peers flashmla --host-calls 0 --no-probe 2>&1 \
  | grep -E "^\| (flash|pro|hca)|switch" | tee $OUT/e_bench_qk_fp8.txt
