#!/usr/bin/env bash
# Device call v4-A: Nsight Compute profile of the v3 kernel (flash_csa b=128 model1) and a graph-timed config sweep.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,clocks.mem --format=csv,noheader
timeout 200 python3 benchmarks/tune_graph.py S64=64,32,1,8,1 N64=64,32,0,8,1 N64n64=64,64,0,8,1 S64s2=64,32,1,8,2 2>&1 | tee $OUT/tune_graph.txt
timeout 150 ncu --set full --import-source yes --kernel-name regex:sparse_attention --launch-skip 2 --launch-count 1 -f -o $OUT/v3 python3 benchmarks/ncu_case.py > $OUT/ncu_log.txt 2>&1
tail -3 $OUT/ncu_log.txt
ncu -i $OUT/v3.ncu-rep --page details > $OUT/v3_details.txt 2>&1
ncu -i $OUT/v3.ncu-rep --page source --csv --print-source sass > $OUT/v3_sass.csv 2>&1
ls -la $OUT; head -c 600 $OUT/v3_sass.csv
grep -E "Duration|Registers|Achieved Occupancy|Theoretical Occupancy|Warp Cycles Per Issued|Issue Slots Busy|Memory Throughput|DRAM Throughput|Stall" $OUT/v3_details.txt | head -40
