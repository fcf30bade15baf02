#!/usr/bin/env bash
# Device call v14-D (session 12): the end-to-end checks on the final tree — the backend's GPU tests and
# the demo (HF transformers' DeepseekV4Attention as the reference) for every KV format, eager and
# CUDA graphs; then the host probe, three rounds with packed launches on and off.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
timeout 200 python3 -m pytest -q -m gpu tests/test_backend.py 2>&1 | grep -E "passed|failed|FAILED|Error" | head -10 | tee $OUT/d_backend.txt
for fmt in model1 fp8_uniform bf16; do
  timeout 150 python3 -m sparsemla demo --formats $fmt --graphs both --quiet 2>&1 | tail -6 | tee -a $OUT/d_demo.txt
done
for round in 1 2 3; do  # packed launches on and off, alternating (one process each)
  timeout 60 python3 benchmarks/host_probe.py 2>&1 | grep -E "^bound |^packed |^launch_direct|^torch" | sed "s/^/on  $round: /" | tee -a $OUT/d_host.txt
  SPARSEMLA_PACKED_LAUNCH=0 timeout 60 python3 benchmarks/host_probe.py 2>&1 | grep -E "^bound |^launch_direct|^torch" | sed "s/^/off $round: /" | tee -a $OUT/d_host.txt
done
