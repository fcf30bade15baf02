#!/usr/bin/env bash
# Device call v13-E (session 11): standing run of this commit's kernels (per-thread sums in split model1
# launches; the held max and lagged max reverted) beside FlashMLA, eager and under CUDA graphs.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1 SPARSEMLA_COMMIT=${SPARSEMLA_COMMIT:-unknown}
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PYTHONPATH
timeout 220 python3 -m sparsemla bench --mode all --host-calls 300 --json $OUT/h200.json 2>&1 | grep -E "^\| (flash|pro|hca)|Host|host overhead|skipped|NOTICE" | tee $OUT/e_bench.txt
timeout 130 python3 -m sparsemla bench --mode decode --graph --peers flashmla --host-calls 0 --json $OUT/h200_graph.json 2>&1 \
  | grep -E "^\| (flash|pro|hca)|skipped|NOTICE" | tee $OUT/e_bench_graph.txt
