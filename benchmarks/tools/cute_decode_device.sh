#!/usr/bin/env bash
# One device call for the CuTe DSL decode kernel: unpack the carried CuTe DSL (device_carry.sh parts
# in /tmp/carry/cute), install carried extras, then: smoke case, full test file, benchmark. Logs in $OUT.
#   bash benchmarks/tools/cute_decode_device.sh [smoke|test|bench|all]
set -u
OUT=${OUT:-/tmp/cute_out}; mkdir -p "$OUT"
site=/tmp/site-cute
if [ ! -d $site/nvidia_cutlass_dsl ]; then mkdir -p $site && cat /tmp/carry/cute/p* | xz -d | tar -x -C $site; fi
export PYTHONPATH=$PWD/src:$site:$site/nvidia_cutlass_dsl/dsl_packages:${PYTHONPATH:-}
if ! python -c "import cuda.bindings.driver" 2>/dev/null; then
  pip install --no-deps -q --target /tmp/site-extra .carry/extra/cuda_*.whl >> "$OUT/env.txt" 2>&1
  export PYTHONPATH=$PYTHONPATH:/tmp/site-extra
fi
if ! python -c "import flash_mla" 2>/dev/null && ls .carry/extra/sgl_flash_mla*.whl >/dev/null 2>&1; then
  pip install --no-deps -q --target /tmp/site-fm .carry/extra/sgl_flash_mla*.whl >> "$OUT/env.txt" 2>&1
  export PYTHONPATH=$PYTHONPATH:/tmp/site-fm
fi
export CUTE_DSL_ARCH=sm_90a
nvidia-smi --query-gpu=name,driver_version --format=csv >> "$OUT/env.txt" 2>&1
python -c "import torch, cutlass, cuda.bindings; print(torch.__version__, torch.version.cuda, cutlass.__version__)" >> "$OUT/env.txt" 2>&1
step=${1:-all}
T=tests/kernels/test_cute_decode.py
if [ "$step" = smoke ] || [ "$step" = all ]; then
  timeout 120 python -m pytest -q -s -p no:cacheprovider "$T" -k "64-fp8_uniform+None-1-1 or 64-bf16+None-1-1 or 64-model1+None-1-3" > "$OUT/smoke.log" 2>&1
  rc=$?; echo "smoke rc=$rc" >> "$OUT/smoke.log"; tail -25 "$OUT/smoke.log"
  [ $rc -eq 0 ] || exit 1
fi
if [ "$step" = test ] || [ "$step" = all ]; then
  timeout ${TEST_TIMEOUT:-300} python -m pytest -v -s -p no:cacheprovider -rf "$T" > "$OUT/test.log" 2>&1
  echo "test rc=$?" >> "$OUT/test.log"; grep -E "passed|failed|rc=" "$OUT/test.log" | tail -3
fi
if [ "$step" = quick ]; then
  # heads 64 for every format pair + the multi-row split and no-optional-input tests; falls back to
  # the last fully tested decode.py (carried in .carry/verified/) when they fail.
  timeout 150 python -m pytest -v -s -p no:cacheprovider -rf "$T" -k "${QUICK_K:-64- or many_rows or no_optional}" > "$OUT/quick.log" 2>&1
  rc=$?; echo "quick rc=$rc" >> "$OUT/quick.log"; grep -E "passed|failed|rc=" "$OUT/quick.log" | tail -2
  if [ $rc -ne 0 ] && [ -f .carry/verified/decode.py ]; then
    cp .carry/verified/decode.py src/sparsemla/kernels/cute/decode.py; echo "FALLBACK to verified decode.py"
  fi
  step=bench
fi
if [ "$step" = bench ] || [ "$step" = all ]; then
  timeout ${BENCH_TIMEOUT:-240} python benchmarks/tools/cute_decode_bench.py --out "$OUT/bench.json" ${BENCH_ARGS:-} > "$OUT/bench.log" 2>&1
  echo "bench rc=$?" >> "$OUT/bench.log"; tail -8 "$OUT/bench.log"
fi
