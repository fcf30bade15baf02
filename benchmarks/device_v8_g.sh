#!/usr/bin/env bash
# Device call v8-G: persistent programs for multi-wave unsplit Gluon launches. Every GPU attention test
# (incl. the persistent ones), eager A/B (SPARSEMLA_PERSISTENT=0 vs 1 on the same tree) on multi-wave
# decode and prefill, the backend GPU tests.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
timeout 130 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 | tail -3 | tee $OUT/g_gpu_attention.txt
for p in 0 1; do
  echo "== SPARSEMLA_PERSISTENT=$p"
  SPARSEMLA_PERSISTENT=$p timeout 60 python3 -m sparsemla bench --mode all --shapes flash_csa,pro_csa --batch-sizes 256 \
    --rows-per-request 1 --prefill-rows 4096 --peers none --host-calls 0 --no-probe 2>&1 | grep -E "^\| (flash|pro|hca)"
done | tee $OUT/g_bench_ab.txt
timeout 130 python3 -m pytest -q -m gpu tests/test_backend.py 2>&1 | tail -2 | tee $OUT/g_backend.txt
