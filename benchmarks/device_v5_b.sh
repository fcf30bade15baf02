#!/usr/bin/env bash
# Device call v5-B: Gluon tests (half-tile row prefetch on by default), graph-timed prefetch on/off,
# Nsight Compute of v5 (flash_csa B=128, fp8_uniform), eager side-by-side with FlashMLA.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PYTHONPATH
timeout 100 python3 -m pytest -q -m gpu tests/test_attention_gpu.py -k "gluon" 2>&1 | tail -4 | tee $OUT/gpu_tests.txt
for pf in 1 0; do
  SPARSEMLA_GLUON_PREFETCH=$pf TUNE_CASES="flash_csa:8,flash_csa:64,flash_csa:128,pro_csa:64,hca_1m:8,hca_1m:64" \
    timeout 60 python3 benchmarks/tune_graph.py --formats=fp8_uniform V5pf$pf=64,64,0,8,1,1,1 2>&1 | tee -a $OUT/tune_graph.txt
done
FMT=fp8_uniform timeout 120 ncu --set full --import-source yes --kernel-name regex:sparse_attention --launch-skip 2 --launch-count 1 -f -o $OUT/v5 python3 benchmarks/ncu_case.py > $OUT/ncu_log.txt 2>&1
tail -2 $OUT/ncu_log.txt
ncu -i $OUT/v5.ncu-rep --page details > $OUT/v5_details.txt 2>&1
ncu -i $OUT/v5.ncu-rep --page source --csv --print-source sass > /tmp/v5_sass.csv 2>&1
python3 benchmarks/ncu_top.py /tmp/v5_sass.csv > $OUT/v5_sass_top.txt 2>&1
rm -f $OUT/v5.ncu-rep
timeout 90 python3 -m sparsemla bench --mode decode --kv-formats fp8_uniform --batch-sizes 8,64,128 --rows-per-request 1 \
  --peers flashmla --host-calls 100 --json $OUT/bench.json 2>&1 | grep -E "^\| (flash|pro|hca)|Host|host" | tee $OUT/bench.txt
