#!/usr/bin/env bash
# Device call v7-F: producer partition at 120 registers instead of 112 (the most the CTA's register
# pool leaves it next to 256 consumer threads at 192; model1 producer spills 60-76 B -> 12-28 B).
# Eager A/B with L2 flush, .base (HEAD) vs src, twice; then the Gluon GPU tests on src.
set -u
export PYTHONUNBUFFERED=1
T=$PWD/benchmarks:$PWD/tests
for v in base new base new; do
  src=$PWD/src; [ $v = base ] && src=$PWD/.base/src
  echo "== $v"
  PYTHONPATH=$src:$T timeout 100 python3 -m sparsemla bench --mode all --shapes flash_csa,pro_csa,hca_1m --batch-sizes 8,64,128 \
    --rows-per-request 1 --prefill-rows 2048 --peers none --host-calls 0 --no-probe 2>&1 | grep -E "^\| (flash|pro|hca)"
done | tee $OUT/f_bench_ab.txt
PYTHONPATH=$PWD/src:$T timeout 150 python3 -m pytest -q -m gpu tests/test_attention_gpu.py -k "gluon or forced or matches_reference_gpu" 2>&1 | tail -3 | tee $OUT/f_gpu_tests.txt
