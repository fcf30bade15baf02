#!/usr/bin/env bash
# Device call v7-E: programs numbered so the head groups of one row run back to back (pro_csa's two
# 64-head programs of a row gather the same rows; the second should find them in L2). Eager A/B with
# L2 flush: .base (commit before, cooperative merge) vs src, twice, pro_csa decode and prefill; then the
# GPU attention tests of 128 heads on src.
set -u
export PYTHONUNBUFFERED=1
T=$PWD/benchmarks:$PWD/tests
for v in base new base new; do
  src=$PWD/src; [ $v = base ] && src=$PWD/.base/src
  echo "== $v"
  PYTHONPATH=$src:$T timeout 100 python3 -m sparsemla bench --mode all --shapes pro_csa,flash_csa --batch-sizes 64,128,256 \
    --rows-per-request 1 --peers none --host-calls 0 --no-probe 2>&1 | grep -E "^\| (flash|pro)"
done | tee $OUT/e_bench_ab.txt
PYTHONPATH=$PWD/src:$T timeout 150 python3 -m pytest -q -m gpu tests/test_attention_gpu.py -k "128 or forced or graph" 2>&1 | tail -3 | tee $OUT/e_gpu_tests.txt
