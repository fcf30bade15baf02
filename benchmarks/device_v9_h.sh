#!/usr/bin/env bash
# Device call v9-H (session 7): the opt-in e4m3 S (SPARSEMLA_GLUON_QK_FP8=1) beside FlashMLA in one run,
# fp8_uniform decode at b = 64, 128 (1 row per request) and 4096-row prefill.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PYTHONPATH
SPARSEMLA_GLUON_QK_FP8=1 timeout 150 python3 -m sparsemla bench --mode all --shapes flash_csa,pro_csa,hca_1m --batch-sizes 64,128 \
  --rows-per-request 1 --kv-formats fp8_uniform --prefill-rows 4096 --peers flashmla --host-calls 0 --no-probe 2>&1 | grep -E "^\| (flash|pro|hca)|^\| shape" | tee $OUT/h_bench_qk_fp8.txt
