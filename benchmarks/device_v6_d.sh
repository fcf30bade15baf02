#!/usr/bin/env bash
# Device call v6-D: graph-timed A/B: committed src (slots one tile ahead, prefetch.global.L2 of the next
# tile after this tile's loads) vs .p3 (slots two tiles ahead, the next tile prefetched before this
# tile's loads).
set -u
export PYTHONUNBUFFERED=1
for variant in src p3 src p3; do
  if [ $variant = src ]; then root=$PWD/src; else root=$PWD/.$variant/src; fi
  echo "== $variant"
  PYTHONPATH=$root:$PWD/benchmarks:$PWD/tests timeout 100 python3 benchmarks/tune_graph.py v5=64,64,0,8,1,1,1 --formats=model1,fp8_uniform 2>&1 | tee -a $OUT/d_tune_graph.txt
done
