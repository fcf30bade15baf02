#!/usr/bin/env bash
# Device call v4-B: GPU tests of the direct launch path and the deferred slot test, host cost per call,
# graph-timed sweep of kernel variants (QK chains, MMA v3 off, tile/warp sizes).
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
timeout 240 python3 -m pytest -q -x -m gpu tests/test_attention_gpu.py 2>&1 | tail -4 | tee $OUT/gpu_attention_tests.txt
timeout 60 python3 benchmarks/profile_host.py 2>&1 | head -30 | tee $OUT/host_profile.txt
export TUNE_CASES="flash_csa:64,flash_csa:128,pro_csa:64,hca_1m:8,hca_1m:64"
for chains in 1 2 4; do
  echo "== QK_CHAINS=$chains"
  SPARSEMLA_QK_CHAINS=$chains timeout 100 python3 benchmarks/tune_graph.py S64=64,32,1,8,1 S64n16=64,16,1,8,1 2>&1 | tee -a $OUT/tune_graph.txt
done
echo "== DISABLE_MMA_V3=1"
DISABLE_MMA_V3=1 timeout 100 python3 benchmarks/tune_graph.py S64=64,32,1,8,1 S64w16=64,32,1,16,1 N64=64,32,0,8,1 2>&1 | tee -a $OUT/tune_graph.txt
echo "== 16 warps"
timeout 80 python3 benchmarks/tune_graph.py S64w16=64,32,1,16,1 S64n64w16=64,64,1,16,1 --formats=model1 2>&1 | tee -a $OUT/tune_graph.txt
