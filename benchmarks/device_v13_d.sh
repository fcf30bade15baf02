#!/usr/bin/env bash
# Device call v13-D (session 11): the held row max (fp8_uniform consumers rescale O only where a head's
# max moves by more than 2^8) against .base/c46 (head of session 10), split_probe graph-timed, two
# rounds (8 split cases + 4 larger ones); the GPU attention suite; then, only if the held max wins by
# >= 1% over the summed probe times, the standing run beside FlashMLA (eager and graphs).
# Ran at 1dd494b; main reverted the change: apply benchmarks/results/v13/variants/held_max.diff to rerun it.
set -u
export PYTHONUNBUFFERED=1 SPARSEMLA_COMMIT=${SPARSEMLA_COMMIT:-unknown}
nvidia-smi --query-gpu=name,clocks.max.sm,power.limit --format=csv,noheader
probe() {  # tree label fmt [cases]
  PYTHONPATH=$1:$PWD/benchmarks:$PWD/tests SPLIT_PROBE_CASES=${4:-} timeout 90 python3 benchmarks/split_probe.py "$2" "$3" 2>&1 | tail -1
}
BIG=flash_csa:128,flash_csa:256,pro_csa:64,hca_1m:128
for round in 1 2; do
  probe $PWD/.base/c46/src head fp8_uniform
  probe $PWD/src held fp8_uniform
  probe $PWD/.base/c46/src head fp8_uniform $BIG
  probe $PWD/src held fp8_uniform $BIG
done | tee $OUT/d_held_probe.txt
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests
timeout 240 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 \
  | grep -E "passed|failed|FAILED|Error|assert" | head -20 | tee $OUT/d_gpu_attention.txt
# Sum of each label's probe times (every case, both rounds).
read head held < <(python3 - "$OUT/d_held_probe.txt" <<'PY'
import re, sys
tot = {"head": 0.0, "held": 0.0}
for line in open(sys.argv[1]):
    label = line.split()[0] if line.strip() else ""
    if label in tot:
        tot[label] += sum(float(x) for x in re.findall(r":\s+([0-9.]+)", line))
print(tot["head"], tot["held"])
PY
)
echo "probe sums: head $head held $held"
if python3 -c "import sys; sys.exit(0 if $held < 0.99 * $head else 1)" && grep -q " passed" $OUT/d_gpu_attention.txt && ! grep -q failed $OUT/d_gpu_attention.txt; then
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PYTHONPATH
  timeout 200 python3 -m sparsemla bench --mode all --host-calls 300 --json $OUT/h200.json 2>&1 | grep -E "^\| (flash|pro|hca)|Host|host overhead|skipped|NOTICE" | tee $OUT/d_bench.txt
  timeout 120 python3 -m sparsemla bench --mode decode --graph --peers flashmla --host-calls 0 --json $OUT/h200_graph.json 2>&1 \
    | grep -E "^\| (flash|pro|hca)|skipped|NOTICE" | tee $OUT/d_bench_graph.txt
else
  echo "no standing run (held max not >= 1% faster, or tests failed)"
fi
