#!/usr/bin/env bash
# Device call v11-G (session 9, branch seesaw-halves): the seesaw loop with half-slot release
# (SPARSEMLA_GLUON_SEESAW=1, fp8_uniform): smoke cases against the float64 reference (deadlock guard:
# timeouts), stage probe against .base/head (main's kernel), then the GPU attention tests with the
# switch on (stop at the first failure).
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
SPARSEMLA_GLUON_SEESAW=1 timeout 50 python3 benchmarks/gluon_smoke.py 2>&1 | grep -vE "^\s+File|^\s+\^" | tail -14 | tee $OUT/g_smoke.txt
PYTHONPATH=$PWD/.base/head/src:$PWD/benchmarks:$PWD/tests timeout 40 python3 benchmarks/stage_probe.py head fp8_uniform 2>&1 | tail -1 | tee $OUT/g_probe.txt
SPARSEMLA_GLUON_SEESAW=1 timeout 40 python3 benchmarks/stage_probe.py seesaw-halves fp8_uniform 2>&1 | tail -1 | tee -a $OUT/g_probe.txt
SPARSEMLA_GLUON_SEESAW=1 timeout 140 python3 -m pytest -q -x -m gpu tests/test_attention_gpu.py 2>&1 \
  | grep -E "passed|failed|FAILED|Error|assert" | head -12 | tee $OUT/g_gpu_attention.txt
