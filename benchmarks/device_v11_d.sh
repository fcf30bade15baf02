#!/usr/bin/env bash
# Device call v11-D (session 9): standing run on the kernels of the call's commit (staged unsplit
# output, direct split partials = 0ba1deb's kernel, GPU-tested in call A) beside FlashMLA, eager and
# under CUDA graphs, and the engine path (backend tests, demo with graphs).
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1 SPARSEMLA_COMMIT=${SPARSEMLA_COMMIT:-unknown}
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PYTHONPATH
timeout 260 python3 -m sparsemla bench --mode all --host-calls 300 --json $OUT/h200.json 2>&1 | grep -E "^\| (flash|pro|hca)|Host|host overhead|skipped|NOTICE" | tee $OUT/d_bench.txt
timeout 150 python3 -m sparsemla bench --mode decode --graph --peers flashmla --host-calls 0 --json $OUT/h200_graph.json 2>&1 \
  | grep -E "^\| (flash|pro|hca)|skipped|NOTICE" | tee $OUT/d_bench_graph.txt
timeout 100 python3 -m pytest -q -m gpu tests/test_backend.py 2>&1 | tail -2 | tee $OUT/d_backend.txt
timeout 120 python3 -m sparsemla demo --graphs both --quiet 2>&1 | tail -12 | tee $OUT/d_demo.txt
