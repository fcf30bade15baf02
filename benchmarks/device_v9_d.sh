#!/usr/bin/env bash
# Device call v9-D (session 7): seesaw v3 (each tile split by rows between the consumer warpgroups, so
# both work on one ring slot while the producer fills the other). Smoke cases against the float64
# reference, then the graph-timed stage probe: split-S kernel (SEESAW=0) vs seesaw v3 (SEESAW=1), whole
# and with the producer's gather and stores left out (consumers alone), both FP8 formats; eager A/B on
# prefill.
set -u
T=$PWD/benchmarks:$PWD/tests
export PYTHONUNBUFFERED=1
SPARSEMLA_GLUON_SEESAW=1 PYTHONPATH=$PWD/src:$T timeout 60 python3 benchmarks/gluon_smoke.py 2>&1 | tail -12 | tee $OUT/d_smoke.txt
for fmt in fp8_uniform model1; do
  for v in base/ss0 base/ss1 no_gather/ss1; do
    SPARSEMLA_GLUON_SEESAW=${v: -1} PYTHONPATH=$PWD/.base/${v%/*}/src:$T timeout 60 python3 benchmarks/stage_probe.py "$v" $fmt 2>&1 | tail -1
  done
done | tee $OUT/d_probe.txt
for s in 0 1; do
  echo "== SPARSEMLA_GLUON_SEESAW=$s"
  SPARSEMLA_GLUON_SEESAW=$s PYTHONPATH=$PWD/src:$T timeout 60 python3 -m sparsemla bench --mode all --shapes flash_csa,pro_csa --batch-sizes 1,64 \
    --rows-per-request 1 --prefill-rows 4096 --peers none --host-calls 0 --no-probe 2>&1 | grep -E "^\| (flash|pro|hca)"
done | tee $OUT/d_bench_ab.txt
