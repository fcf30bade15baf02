#!/usr/bin/env bash
# Device call v14-E (session 12): shared-memory wavefronts per SASS opcode of the option-4 prototype
# ("full, fast softmax" of benchmarks/attention_operand_probe.py, 132 programs × 64 tiles), to set
# against the library kernel's 2,812 per tile (call B). Session 10's profile counted 2,193 per tile for
# the prototype, 9% of them excess, where the plan's count of its operands gives ~1,470.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
VARIANT="full, fast softmax" timeout 200 ncu --section SourceCounters --section SpeedOfLight --section WarpStateStats \
  --kernel-name regex:attention_operand --launch-skip 2 --launch-count 1 -o $OUT/e_proto \
  python3 benchmarks/attention_probe_ncu.py > $OUT/e_ncu_log.txt 2>&1
tail -2 $OUT/e_ncu_log.txt
ncu -i $OUT/e_proto.ncu-rep --page source --print-source sass --csv > $OUT/e_proto_sass.csv 2>/dev/null
python3 benchmarks/ncu_shared_by_opcode.py $OUT/e_proto_sass.csv $((132 * 64)) | tee $OUT/e_proto_by_opcode.txt
ncu -i $OUT/e_proto.ncu-rep --print-details all > $OUT/e_proto_details.txt 2>&1
grep -E "Duration|SM Frequency|Elapsed Cycles|L1/TEX Cache Throughput|Compute \(SM\)" $OUT/e_proto_details.txt | head -8
grep -A22 "Warp State (All Cycles)" $OUT/e_proto_details.txt | grep -E "Stall|Selected" | head -8
rm -f $OUT/e_proto.ncu-rep
