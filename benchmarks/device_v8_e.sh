#!/usr/bin/env bash
# Device call v8-E: S of the next tile issued right behind P·V (src) against HEAD (.base/head2): stage
# probe (graph, unsplit), eager decode A/B (incl. split launches at small batch), the Gluon/forced-split
# GPU tests on src.
set -u
export PYTHONUNBUFFERED=1
T=$PWD/benchmarks:$PWD/tests
for fmt in fp8_uniform model1; do
  for v in head2 src; do
    dir=$PWD/.base/$v/src; [ $v = src ] && dir=$PWD/src
    PYTHONPATH=$dir:$T timeout 60 python3 benchmarks/stage_probe.py $v $fmt 2>&1 | tail -1
  done
done | tee $OUT/e_stages.txt
for v in head2 src; do
  dir=$PWD/.base/$v/src; [ $v = src ] && dir=$PWD/src
  echo "== $v"
  PYTHONPATH=$dir:$T timeout 100 python3 -m sparsemla bench --mode decode --shapes flash_csa,pro_csa,hca_1m --batch-sizes 1,8,64,128 \
    --rows-per-request 1 --peers none --host-calls 0 --no-probe 2>&1 | grep -E "^\| (flash|pro|hca)"
done | tee $OUT/e_bench_ab.txt
PYTHONPATH=$PWD/src:$T timeout 150 python3 -m pytest -q -m gpu tests/test_attention_gpu.py -k "gluon or forced" 2>&1 | tail -2 | tee $OUT/e_gpu_tests.txt
