#!/usr/bin/env bash
# Device call v9-F (session 7): opt-in e4m3 S = Q·Kᵀ for fp8_uniform (SPARSEMLA_GLUON_QK_FP8=1). Smoke
# cases against the float64 reference (the error of rounding Q to e4m3), graph-timed stage probe and an
# eager A/B against the float16 path on the same tree.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
SPARSEMLA_GLUON_QK_FP8=1 timeout 60 python3 benchmarks/gluon_smoke.py 2>&1 | tail -12 | tee $OUT/f_smoke.txt
for q in 0 1 0 1; do
  SPARSEMLA_GLUON_QK_FP8=$q timeout 60 python3 benchmarks/stage_probe.py "qk_fp8=$q" fp8_uniform 2>&1 | tail -1
done | tee $OUT/f_probe.txt
for q in 0 1; do
  echo "== SPARSEMLA_GLUON_QK_FP8=$q"
  SPARSEMLA_GLUON_QK_FP8=$q timeout 60 python3 -m sparsemla bench --mode all --shapes flash_csa,pro_csa,hca_1m --batch-sizes 1,64,128 \
    --kv-formats fp8_uniform --rows-per-request 1 --prefill-rows 4096 --peers none --host-calls 0 --no-probe 2>&1 | grep -E "^\| (flash|pro|hca)"
done | tee $OUT/f_bench_ab.txt
