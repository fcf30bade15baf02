#!/usr/bin/env bash
# Device call v9-C (session 7): where the seesaw consumers lose. Graph-timed stage probe
# (benchmarks/stage_probe.py, unsplit, one wave) of: the split-S kernel (SEESAW=0) and the seesaw kernel
# with the max published before P (SEESAW=1), each whole and with the producer's gather and stores left
# out (consumers alone); the first seesaw version (.base/ss_v1, commit of call B). Then the seesaw
# kernel's smoke cases and Gluon GPU tests.
set -u
T=$PWD/benchmarks:$PWD/tests
export PYTHONUNBUFFERED=1
for fmt in fp8_uniform model1; do
  for v in base no_gather; do
    for s in 0 1; do
      SPARSEMLA_GLUON_SEESAW=$s PYTHONPATH=$PWD/.base/$v/src:$T timeout 60 python3 benchmarks/stage_probe.py "$v/ss$s" $fmt 2>&1 | tail -1
    done
  done
  SPARSEMLA_GLUON_SEESAW=1 PYTHONPATH=$PWD/.base/ss_v1/src:$T timeout 60 python3 benchmarks/stage_probe.py "ss_v1" $fmt 2>&1 | tail -1
done | tee $OUT/c_probe.txt
export PYTHONPATH=$PWD/src:$T
SPARSEMLA_GLUON_SEESAW=1 timeout 60 python3 benchmarks/gluon_smoke.py 2>&1 | tail -12 | tee $OUT/c_smoke.txt
SPARSEMLA_GLUON_SEESAW=1 timeout 150 python3 -m pytest -q -m gpu tests/test_attention_gpu.py -k "gluon or forced or graph or bound" 2>&1 | grep -E "passed|failed|FAILED" | head -20 | tee $OUT/c_gpu.txt
