#!/usr/bin/env bash
# Device call v5-C: Gluon v5 with the loop unrolled over two static K buffers (4 barriers per tile),
# halves gathered/stored whole, bank-conflict-free conversion layout. Tests, graph-timed sums 2D on/off,
# Nsight Compute source summary, eager side-by-side with FlashMLA.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PYTHONPATH
timeout 120 python3 -m pytest -q -m gpu tests/test_attention_gpu.py -k "gluon or fp8_uniform" 2>&1 | tail -4 | tee $OUT/gpu_tests.txt
for s2 in 1 0; do
  SPARSEMLA_GLUON_SUMS_2D=$s2 TUNE_CASES="flash_csa:8,flash_csa:64,flash_csa:128,pro_csa:64,hca_1m:8,hca_1m:64" \
    timeout 60 python3 benchmarks/tune_graph.py --formats=fp8_uniform V5sums2d$s2=64,64,0,8,1,1,1 2>&1 | tee -a $OUT/tune_graph.txt
done
FMT=fp8_uniform timeout 120 ncu --set full --import-source yes --kernel-name regex:sparse_attention --launch-skip 2 --launch-count 1 -f -o /tmp/v5 python3 benchmarks/ncu_case.py > /tmp/ncu_log.txt 2>&1
tail -2 /tmp/ncu_log.txt
ncu -i /tmp/v5.ncu-rep --page details > $OUT/v5_details.txt 2>&1
ncu -i /tmp/v5.ncu-rep --page source --csv --print-source sass > /tmp/v5_sass.csv 2>&1
python3 benchmarks/ncu_top.py /tmp/v5_sass.csv > $OUT/v5_sass_top.txt 2>&1
timeout 90 python3 -m sparsemla bench --mode decode --kv-formats fp8_uniform --batch-sizes 8,64,128 --rows-per-request 1 \
  --peers flashmla --host-calls 100 --json /tmp/bench.json 2>&1 | grep -E "^\| (flash|pro|hca)|Host|host" | tee $OUT/bench.txt
