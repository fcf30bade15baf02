#!/usr/bin/env bash
# Device call v6-C: graph-timed A/B of the producer's look-ahead variants (copies of src carried in
# .base / .p0 / .p2): base = index load inside the tile; bulk = slots one tile ahead + cp.async.bulk
# L2 prefetch (the committed src); p0 = slots one tile ahead, no prefetch; p2 = prefetch.global.L2 per line.
set -u
export PYTHONUNBUFFERED=1
for variant in base p0 p2 src base; do
  if [ $variant = src ]; then root=$PWD/src; else root=$PWD/.$variant/src; fi
  echo "== $variant"
  PYTHONPATH=$root:$PWD/benchmarks:$PWD/tests timeout 100 python3 benchmarks/tune_graph.py v5=64,64,0,8,1,1,1 --formats=model1,fp8_uniform 2>&1 | tee -a $OUT/c_tune_graph.txt
done
