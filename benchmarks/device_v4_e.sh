#!/usr/bin/env bash
# Device call v4-E: the full benchmark matrix beside FlashMLA (sgl-flash-mla 1.0.0) and torch.
set -u
export PYTHONPATH=$PWD/src:$PWD/tests PYTHONUNBUFFERED=1
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PYTHONPATH
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
timeout 540 python3 -m sparsemla bench --mode all --host-calls 300 --json $OUT/h200.json 2>&1 | tail -60
