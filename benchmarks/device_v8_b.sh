#!/usr/bin/env bash
# Device call v8-B: the consumers issue S of tile t+1 before the softmax of tile t (src) against HEAD
# (.base/head). Stage probe (graph, unsplit), consumer-only time of the new loop, eager A/B twice, then
# the Gluon GPU tests on src.
set -u
export PYTHONUNBUFFERED=1
T=$PWD/benchmarks:$PWD/tests
python3 benchmarks/stage_variants.py base no_gather > /dev/null   # from src (the new loop)
for fmt in fp8_uniform model1; do
  for v in head base no_gather; do
    PYTHONPATH=$PWD/.base/$v/src:$T timeout 60 python3 benchmarks/stage_probe.py $v $fmt 2>&1 | tail -1
  done
done | tee $OUT/b_stages.txt
for v in head new head new; do
  src=$PWD/src; [ $v = head ] && src=$PWD/.base/head/src
  echo "== $v"
  PYTHONPATH=$src:$T timeout 120 python3 -m sparsemla bench --mode all --shapes flash_csa,pro_csa,hca_1m --batch-sizes 1,8,64,128 \
    --rows-per-request 1 --prefill-rows 2048 --peers none --host-calls 0 --no-probe 2>&1 | grep -E "^\| (flash|pro|hca)"
done | tee $OUT/b_bench_ab.txt
PYTHONPATH=$PWD/src:$T timeout 170 python3 -m pytest -q -m gpu tests/test_attention_gpu.py -k "gluon or forced or matches_reference_gpu" 2>&1 | tail -3 | tee $OUT/b_gpu_tests.txt
