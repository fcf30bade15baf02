#!/usr/bin/env bash
# Device call v11-F (session 9), diagnosis for the next step: (1) SM clock, power and throttle reasons
# (nvidia-smi every 100 ms) while hca_1m b=256 runs back to back, random and zero queries, both FP8
# formats (benchmarks/power_probe.py); (2) Nsight Compute's memory tables (shared-memory wavefronts,
# bank conflicts) and speed of light for the current kernel, hca_1m b=128 fp8_uniform.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=timestamp,clocks.sm,clocks.max.sm,power.draw,power.limit,temperature.gpu,clocks_throttle_reasons.active \
  --format=csv -lms 100 > $OUT/f_smi.csv 2>&1 &
SMI=$!
sleep 1
timeout 60 python3 benchmarks/power_probe.py 2>&1 | tail -4 | tee $OUT/f_power.txt
kill $SMI
SHAPE=hca_1m BATCH=128 FMT=fp8_uniform timeout 120 ncu --section SpeedOfLight --section MemoryWorkloadAnalysis_Tables \
  --section ComputeWorkloadAnalysis --section WarpStateStats --kernel-name regex:sparse_attention --launch-skip 2 \
  --launch-count 1 python3 benchmarks/ncu_case.py > $OUT/f_ncu.txt 2>&1
tail -3 $OUT/f_ncu.txt
grep -iE "shared|bank|wavefront|Duration|Throughput|Frequency" $OUT/f_ncu.txt | head -40
