#!/usr/bin/env bash
# Device call v5-E: S = Q·Kᵀ on the copied e4m3 rows with Q split into two e4m3 terms (rows copied two
# tiles ahead with cp.async, converted to float16 for P·V under S), faster split merge. Tests, graph-timed
# variants, eager side-by-side with FlashMLA.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PYTHONPATH
timeout 60 python3 benchmarks/gluon_smoke.py 2>&1 | tail -12 | tee $OUT/smoke.txt
timeout 120 python3 -m pytest -q -m gpu tests/test_attention_gpu.py -k "gluon or fp8_uniform" 2>&1 | tail -6 | tee $OUT/gpu_tests.txt
for variant in "1 1" "1 0" "0 1"; do
  set -- $variant
  SPARSEMLA_GLUON_QK_FP8=$1 SPARSEMLA_GLUON_SUMS_2D=$2 TUNE_CASES="flash_csa:8,flash_csa:64,flash_csa:128,pro_csa:64,hca_1m:8,hca_1m:64" \
    timeout 60 python3 benchmarks/tune_graph.py --formats=fp8_uniform qkfp8$1_sums2d$2=64,64,0,8,1,1,1 2>&1 | tee -a $OUT/tune_graph.txt
done
timeout 90 python3 -m sparsemla bench --mode decode --kv-formats fp8_uniform --batch-sizes 8,64,128 --rows-per-request 1 \
  --peers flashmla --host-calls 100 --json /tmp/bench.json 2>&1 | grep -E "^\| (flash|pro|hca)|Host|host" | tee $OUT/bench.txt
