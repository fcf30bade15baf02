#!/usr/bin/env bash
# Device call for the next session (branch persistent-programs): validate the persistent programs, then
# measure them. Every GPU attention test (incl. test_gluon_persistent_programs_walk_every_item), eager
# A/B of SPARSEMLA_PERSISTENT=0 vs 1 on the same tree (multi-wave decode and 4096-row prefill), backend
# tests. If model1 regresses (offline: 132 B of spills in its persistent producer), restrict split mode 3
# to fp8_uniform sources.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
timeout 150 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 | tail -4 | tee $OUT/a_gpu_attention.txt
for p in 0 1 0 1; do
  echo "== SPARSEMLA_PERSISTENT=$p"
  SPARSEMLA_PERSISTENT=$p timeout 80 python3 -m sparsemla bench --mode all --shapes flash_csa,pro_csa --batch-sizes 128,256 \
    --rows-per-request 1 --prefill-rows 4096 --peers none --host-calls 0 --no-probe 2>&1 | grep -E "^\| (flash|pro|hca)"
done | tee $OUT/a_bench_ab.txt
timeout 150 python3 -m pytest -q -m gpu tests/test_backend.py 2>&1 | tail -2 | tee $OUT/a_backend.txt
