#!/usr/bin/env bash
# Device call v13-A/B (session 11; B after the per-thread sums and the -inf guard): the lagged row max in the warp-specialised consumers (one CTA barrier
# fewer per tile). A/B of SPARSEMLA_GLUON_LAGGED_MAX=0 (session 10's kernel) against 1 in one tree,
# graph-timed (split_probe: its 8 split cases + 4 larger unsplit ones), twice per format; then the
# whole GPU attention suite on the new default. CALL=b names the outputs of the rerun (call B).
# The switch is not on main (the change was reverted): check out 19171b2 and apply
# benchmarks/results/v13/variants/lagged_max.diff
# (it does not apply to later commits), or both halves of the A/B run the same kernel.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,clocks.max.sm,power.limit --format=csv,noheader
probe() {  # lagged label fmt [cases]
  SPARSEMLA_GLUON_LAGGED_MAX=$1 SPLIT_PROBE_CASES=${4:-} timeout 90 python3 benchmarks/split_probe.py "$2" "$3" 2>&1 | tail -1
}
BIG=flash_csa:128,flash_csa:256,pro_csa:64,hca_1m:128
for round in 1 2; do
  for fmt in fp8_uniform model1; do
    probe 0 exchange $fmt
    probe 1 lagged $fmt
    probe 0 exchange $fmt $BIG
    probe 1 lagged $fmt $BIG
  done
done | tee $OUT/${CALL:-a}_lagged_probe.txt
timeout 240 python3 -m pytest -q -m gpu tests/test_attention_gpu.py -x 2>&1 \
  | grep -E "passed|failed|FAILED|Error|assert" | head -20 | tee $OUT/${CALL:-a}_gpu_attention.txt
