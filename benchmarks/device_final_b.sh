#!/usr/bin/env bash
# Device call B: backend GPU tests, the demo with graphs off and on, the benchmark JSON.
set -u
export PYTHONPATH=$PWD/src:$PWD/tests PYTHONUNBUFFERED=1
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PYTHONPATH
timeout 60 python3 benchmarks/profile_host.py 2>&1 | head -45 | tee $OUT/host_profile.txt
timeout 100 python3 -m pytest -q -m gpu tests/test_backend.py 2>&1 | tail -6 | tee $OUT/gpu_backend_tests.txt
timeout 150 python3 -m sparsemla demo --graphs both --quiet 2>&1 | tail -14 | tee $OUT/demo.txt
timeout 170 python3 -m sparsemla bench --mode all --host-calls 300 --json $OUT/h200.json 2>&1 | tail -45
