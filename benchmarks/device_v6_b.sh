#!/usr/bin/env bash
# Device call v6-B: L2 prefetch + slots one tile ahead in the Gluon producer. Gluon/model1 GPU tests, then
# graph-timed A/B against the previous commit's kernel (carried in .base/src), then the full GPU attention suite.
set -u
export PYTHONUNBUFFERED=1
NEW=$PWD/src:$PWD/benchmarks:$PWD/tests
BASE=$PWD/.base/src:$PWD/benchmarks:$PWD/tests
PYTHONPATH=$NEW timeout 150 python3 -m pytest -q -m gpu tests/test_attention_gpu.py -k "gluon or model1" 2>&1 | tail -25 > $OUT/b_gluon_tests.txt
tail -3 $OUT/b_gluon_tests.txt
for round in 1 2; do
  echo "== base (previous commit), round $round"; PYTHONPATH=$BASE timeout 100 python3 benchmarks/tune_graph.py v5=64,64,0,8,1,1,1 --formats=model1,fp8_uniform 2>&1 | tee -a $OUT/b_tune_graph.txt
  echo "== prefetch, round $round"; PYTHONPATH=$NEW timeout 100 python3 benchmarks/tune_graph.py v5=64,64,0,8,1,1,1 --formats=model1,fp8_uniform 2>&1 | tee -a $OUT/b_tune_graph.txt
done
PYTHONPATH=$NEW timeout 200 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 | tail -30 > $OUT/b_gpu_attention.txt
tail -3 $OUT/b_gpu_attention.txt
