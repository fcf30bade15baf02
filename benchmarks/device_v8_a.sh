#!/usr/bin/env bash
# Device call v8-A (session 6): where a tile's time goes in the warp-specialised Gluon kernel. Graph-timed
# unsplit one-wave cases with stages left out or doubled (benchmarks/stage_variants.py), then Nsight
# Compute on the unmodified kernel (hca_1m b=128, fp8_uniform: 130 tiles per program).
set -u
export PYTHONUNBUFFERED=1
T=$PWD/benchmarks:$PWD/tests
python3 benchmarks/stage_variants.py > /dev/null
for v in base no_math no_gather skeleton no_s no_pv no_softmax two_pv no_prefetch; do
  PYTHONPATH=$PWD/.base/$v/src:$T timeout 60 python3 benchmarks/stage_probe.py $v fp8_uniform 2>&1 | tail -1
done | tee $OUT/a_stages_fp8.txt
for v in base no_math no_gather; do
  PYTHONPATH=$PWD/.base/$v/src:$T timeout 60 python3 benchmarks/stage_probe.py $v model1 2>&1 | tail -1
done | tee $OUT/a_stages_model1.txt
export PYTHONPATH=$PWD/src:$T
SHAPE=hca_1m BATCH=128 FMT=fp8_uniform timeout 150 ncu --set full --import-source yes --kernel-name regex:sparse_attention --launch-skip 2 --launch-count 1 -f -o /tmp/v8 python3 benchmarks/ncu_case.py > /tmp/ncu_log.txt 2>&1
tail -2 /tmp/ncu_log.txt
ncu -i /tmp/v8.ncu-rep --page details > $OUT/a_ncu_details.txt 2>&1
ncu -i /tmp/v8.ncu-rep --page source --csv --print-source sass > /tmp/v8_sass.csv 2>&1
python3 benchmarks/ncu_top.py /tmp/v8_sass.csv > $OUT/a_ncu_sass_top.txt 2>&1
ls -la $OUT
