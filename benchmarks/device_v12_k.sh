#!/usr/bin/env bash
# Device call v12-K (session 10): Nsight Compute on the option-4 prototype (fast softmax): where the
# softmax's ~0.7 µs per tile goes — warp stall reasons and the source lines that stall, for "S + fast
# softmax" and the whole kernel.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
for variant in "S + fast softmax" "full, fast softmax"; do
  tag=$(echo "$variant" | tr -c 'a-zA-Z0-9\n' '_')
  VARIANT="$variant" timeout 120 ncu --section SpeedOfLight --section WarpStateStats --section SourceCounters \
    --section ComputeWorkloadAnalysis --kernel-name regex:attention_operand --launch-skip 2 --launch-count 1 \
    python3 benchmarks/attention_probe_ncu.py > $OUT/k_ncu_$tag.txt 2>&1
  echo "== $variant"; grep -iE "Duration|Stall|Warp Cycles Per Issued|Issue Slots Busy|SM Busy|Executed Ipc" $OUT/k_ncu_$tag.txt | head -24
done | tee $OUT/k_ncu_summary.txt
