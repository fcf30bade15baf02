#!/usr/bin/env bash
# Device call v10-G (session 8): decode beside FlashMLA with both ops captured in CUDA graphs (replays
# timed, L2 flushed before each), the way engines run decode; kernels of commit 9f67126.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1 SPARSEMLA_COMMIT=${SPARSEMLA_COMMIT:-9f67126}
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PYTHONPATH
timeout 230 python3 -m sparsemla bench --mode decode --graph --peers flashmla --host-calls 0 --json $OUT/h200_graph.json 2>&1 \
  | grep -E "^\| (flash|pro|hca)|skipped|NOTICE" | tee $OUT/g_bench_graph.txt
