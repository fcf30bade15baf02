#!/usr/bin/env bash
# Device call v6-I: graph-timed A/B, small batches included: src (committed) vs .m (split merge in 256-column
# chunks: half the dependent L2 round trips) vs .q (Q loaded inside the consumer partition, so the producer
# gathers the first tile meanwhile) vs .mq (both).
set -u
export PYTHONUNBUFFERED=1 TUNE_CASES="flash_csa:1,flash_csa:8,flash_csa:128,pro_csa:1,pro_csa:64,hca_1m:1,hca_1m:64"
for variant in src m q mq src; do
  if [ $variant = src ]; then root=$PWD/src; else root=$PWD/.$variant/src; fi
  echo "== $variant"
  PYTHONPATH=$root:$PWD/benchmarks:$PWD/tests timeout 100 python3 benchmarks/tune_graph.py v5=64,64,0,8,1,1,1 --formats=model1,fp8_uniform 2>&1 | tee -a $OUT/i_tune_graph.txt
done
