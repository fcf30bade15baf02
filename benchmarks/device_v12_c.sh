#!/usr/bin/env bash
# Device call v12-C (session 10): standing run on this commit's kernels (compile-time staged partials,
# GPU-tested in call B) beside FlashMLA, eager and under CUDA graphs; then power and clock (nvidia-smi
# every 100 ms) while FlashMLA's decode and ours run back to back on the bench's hca_1m b=256 case
# (benchmarks/power_probe.py --peer): session 9 sampled only ours.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1 SPARSEMLA_COMMIT=${SPARSEMLA_COMMIT:-unknown}
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PYTHONPATH
timeout 260 python3 -m sparsemla bench --mode all --host-calls 300 --json $OUT/h200.json 2>&1 | grep -E "^\| (flash|pro|hca)|Host|host overhead|skipped|NOTICE" | tee $OUT/c_bench.txt
timeout 150 python3 -m sparsemla bench --mode decode --graph --peers flashmla --host-calls 0 --json $OUT/h200_graph.json 2>&1 \
  | grep -E "^\| (flash|pro|hca)|skipped|NOTICE" | tee $OUT/c_bench_graph.txt
nvidia-smi --query-gpu=timestamp,clocks.sm,clocks.max.sm,power.draw,power.limit,temperature.gpu,clocks_throttle_reasons.active \
  --format=csv -lms 100 > $OUT/c_smi.csv 2>&1 &
SMI=$!
sleep 1
timeout 90 python3 benchmarks/power_probe.py --peer 2>&1 | tail -4 | tee $OUT/c_power.txt
kill $SMI
