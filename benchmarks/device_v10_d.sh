#!/usr/bin/env bash
# Device call v10-D (final of session 8): the standing benchmark beside FlashMLA on the kernels of
# commit 9f67126 (row-max exchange for fp8_uniform, model1 producer in two stores), JSON + tables +
# PNGs; the opt-in e4m3 S beside FlashMLA again; every GPU attention test on this tree.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1 SPARSEMLA_COMMIT=${SPARSEMLA_COMMIT:-9f67126}
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PYTHONPATH
timeout 230 python3 -m sparsemla bench --mode all --host-calls 300 --json $OUT/h200.json 2>&1 | grep -E "^\| (flash|pro|hca)|Host|host overhead|skipped|NOTICE" | tee $OUT/d_bench.txt
SPARSEMLA_GLUON_QK_FP8=1 timeout 100 python3 -m sparsemla bench --mode all --shapes flash_csa,pro_csa,hca_1m --batch-sizes 64,128 \
  --kv-formats fp8_uniform --rows-per-request 1 --prefill-rows 4096 --peers flashmla --host-calls 0 --no-probe --json $OUT/qk_fp8.json 2>&1 \
  | grep -E "^\| (flash|pro|hca)|switch" | tee $OUT/d_bench_qk_fp8.txt
timeout 200 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 | grep -E "passed|failed|FAILED|Error" | head -20 | tee $OUT/d_gpu_attention.txt
