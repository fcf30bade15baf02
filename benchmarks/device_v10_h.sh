#!/usr/bin/env bash
# Device call v10-H (session 8): the ring's "slot released" signal as a named hardware barrier per slot
# (every consumer thread bar.arrive after its own P·V wait; the producer bar.sync before refilling)
# instead of an mbarrier arrived by one thread after a consumer CTA barrier: 4 → 2 CTA barriers per
# tile in the consumers. Graph-timed probe against 9f67126's kernels (.base/head), then the GPU suite.
set -u
export PYTHONUNBUFFERED=1
probe() {  # tree label fmt
  PYTHONPATH=$1:$PWD/benchmarks:$PWD/tests timeout 45 python3 benchmarks/stage_probe.py "$2" "$3" 2>&1 | tail -1
}
{ probe $PWD/.base/head/src before fp8_uniform; probe $PWD/src named fp8_uniform
  probe $PWD/.base/head/src before model1; probe $PWD/src named model1; } | tee $OUT/h_probe.txt
PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests timeout 150 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 \
  | grep -E "passed|failed|FAILED|Error" | head -20 | tee $OUT/h_gpu_attention.txt
