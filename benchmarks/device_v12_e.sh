#!/usr/bin/env bash
# Device call v12-E (session 10): call D's split consistency probe again (it asked for 64 rows × 6 splits,
# past the workspace's 2 × SMs pairs, and its output was cut): split launches (staged and direct
# partials) against the unsplit launch, float16 path and e4m3 S opt-in; then the register-operand probe
# for the next kernel design (benchmarks/rs_operand_probe.py: cp.async-gathered e4m3 rows converted in
# registers into a wgmma A operand, no float16 tile in shared memory).
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
for env in "" "SPARSEMLA_GLUON_QK_FP8=1"; do
  echo "== ${env:-float16 path}"; env $env timeout 60 python3 benchmarks/split_consistency.py 2>&1 | tail -4
done | tee $OUT/e_split_consistency.txt
timeout 150 python3 benchmarks/rs_operand_probe.py 2>&1 | tail -30 | tee $OUT/e_rs_probe.txt
