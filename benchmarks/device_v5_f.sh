#!/usr/bin/env bash
# Device call v5-F: v5 back to the float16 gather (the e4m3-Q·Kᵀ step was slower and failed tests);
# merge A/B (table + 4 in flight vs one split at a time); split counts for small batches.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
timeout 100 python3 -m pytest -q -m gpu tests/test_attention_gpu.py -k "gluon or fp8_uniform" 2>&1 | tail -4 | tee $OUT/gpu_tests.txt
for serial in 0 1; do
  SPARSEMLA_GLUON_SERIAL_MERGE=$serial TUNE_CASES="flash_csa:8,flash_csa:64,hca_1m:8,hca_1m:64" \
    timeout 50 python3 benchmarks/tune_graph.py --formats=fp8_uniform serialmerge$serial=64,64,0,8,1,1,1 2>&1 | tee -a $OUT/tune_graph.txt
done
timeout 120 python3 benchmarks/tune_splits.py 2>&1 | tee $OUT/tune_splits.txt
