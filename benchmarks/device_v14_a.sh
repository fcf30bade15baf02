#!/usr/bin/env bash
# Device call v14-A (session 12): (1) packed launches for bound calls — the GPU tests of the direct,
# bound and graph paths, then benchmarks/host_probe.py (where a bound call's host time goes);
# (2) Nsight Compute on hca_1m b=128 fp8_uniform for main and for the held row max
# (benchmarks/results/v13/variants/held_max.diff): shared-memory wavefronts and bank conflicts,
# tensor-pipe activity, stall reasons — does the held max, measured slower in session 11, show more
# shared-memory contention and longer barrier waits?
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv,noheader
timeout 200 python3 -m pytest -q -m gpu tests/test_attention_gpu.py -k "bound or direct or graph" 2>&1 \
  | grep -E "passed|failed|FAILED|Error|assert" | head -20 | tee $OUT/a_gpu_launch.txt
timeout 90 python3 benchmarks/host_probe.py 2>&1 | tail -12 | tee $OUT/a_host.txt
SPARSEMLA_PACKED_LAUNCH=0 timeout 60 python3 benchmarks/host_probe.py 2>&1 | tail -12 | sed 's/^/packed off: /' | tee -a $OUT/a_host.txt

# Nsight Compute: only the metrics this ncu knows (an unknown name fails the whole run).
ncu --query-metrics > $OUT/a_metrics_list.txt 2>&1
want="gpu__time_duration sm__cycles_elapsed l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld
l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld
l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st l1tex__data_pipe_lsu_wavefronts_mem_shared
sm__pipe_tensor_op_gmma_cycles_active sm__pipe_tensor_op_hmma_cycles_active sm__inst_executed_pipe_uniform
smsp__inst_executed l1tex__throughput sm__warps_active"
metrics=""
for m in $want; do
  if grep -qE "^$m( |$)" $OUT/a_metrics_list.txt; then
    case $m in
      gpu__time_duration|sm__cycles_elapsed) metrics+="$m.max," ;;
      sm__pipe_tensor_op_*|l1tex__throughput|sm__warps_active) metrics+="$m.avg.pct_of_peak_sustained_active," ;;
      *) metrics+="$m.sum," ;;
    esac
  else
    echo "ncu lacks $m"
  fi
done
echo "metrics: $metrics"
rm -rf /tmp/held && mkdir -p /tmp/held && cp -r src /tmp/held/ && (cd /tmp/held && git apply $OLDPWD/benchmarks/results/v13/variants/held_max.diff) && echo "held tree ready"
for tree in main held; do
  src=$PWD/src; [ $tree = held ] && src=/tmp/held/src
  PYTHONPATH=$src:$PWD/benchmarks:$PWD/tests SHAPE=hca_1m BATCH=128 FMT=fp8_uniform timeout 150 ncu \
    --metrics "${metrics%,}" --section WarpStateStats --section SpeedOfLight --section MemoryWorkloadAnalysis_Tables \
    --print-details all --kernel-name regex:sparse_attention --launch-skip 2 --launch-count 1 \
    python3 benchmarks/ncu_case.py > $OUT/a_ncu_$tree.txt 2>&1
  echo "== $tree"; grep -E "ERR|Error|done" $OUT/a_ncu_$tree.txt | head -5
done
