#!/usr/bin/env bash
# Device call v11-C (session 9): the split partials staged only for programs of 4+ tiles (commit of the
# call): GPU attention tests, split probe against .base/head (0ba1deb, direct partial stores); then the
# standing run beside FlashMLA (-> benchmarks/results/h200.json, tables, PNGs).
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1 SPARSEMLA_COMMIT=${SPARSEMLA_COMMIT:-unknown}
timeout 200 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 | grep -E "passed|failed|FAILED|Error" | head -20 \
  | tee $OUT/c_gpu_attention.txt
for fmt in fp8_uniform model1; do
  PYTHONPATH=$PWD/.base/head/src:$PWD/benchmarks:$PWD/tests timeout 60 python3 benchmarks/split_probe.py head $fmt 2>&1 | tail -1
  timeout 60 python3 benchmarks/split_probe.py cond $fmt 2>&1 | tail -1
done | tee $OUT/c_split.txt
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PYTHONPATH
timeout 260 python3 -m sparsemla bench --mode all --host-calls 300 --json $OUT/h200.json 2>&1 | grep -E "^\| (flash|pro|hca)|Host|host overhead|skipped|NOTICE" | tee $OUT/c_bench.txt
