#!/usr/bin/env bash
# Device call v9-B (session 7): first run of the seesaw consumers (SPARSEMLA_GLUON_SEESAW=1): smoke cases
# against the float64 reference, every GPU attention test with the seesaw kernel, then an eager A/B of
# SPARSEMLA_GLUON_SEESAW=0 vs 1 on the same tree (decode b = 1, 64, 128 and 4096-row prefill).
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
SPARSEMLA_GLUON_SEESAW=1 timeout 90 python3 benchmarks/gluon_smoke.py 2>&1 | tail -40 | tee $OUT/b_smoke.txt
SPARSEMLA_GLUON_SEESAW=1 timeout 200 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 | grep -E "passed|failed|FAILED|Error|error" | head -30 | tee $OUT/b_gpu_attention.txt
for s in 0 1 0 1; do
  echo "== SPARSEMLA_GLUON_SEESAW=$s"
  SPARSEMLA_GLUON_SEESAW=$s timeout 60 python3 -m sparsemla bench --mode all --shapes flash_csa,pro_csa,hca_1m --batch-sizes 1,64,128 \
    --rows-per-request 1 --prefill-rows 4096 --peers none --host-calls 0 --no-probe 2>&1 | grep -E "^\| (flash|pro|hca)"
done | tee $OUT/b_bench_ab.txt
