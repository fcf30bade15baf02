#!/usr/bin/env bash
# Device call v9-G (final of session 7): every GPU attention test on main with the opt-in e4m3 S code
# in the kernel (default float16 path), incl. the opt-in's error test (printed with -s).
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
timeout 120 python3 -m pytest -q -s -m gpu tests/test_attention_gpu.py -k qk_fp8 2>&1 | grep -E "qk_fp8|passed|failed|Error" | head -10 | tee $OUT/g_qk_fp8.txt
timeout 220 python3 -m pytest -q -m gpu tests/test_attention_gpu.py 2>&1 | grep -E "passed|failed|FAILED" | head -20 | tee $OUT/g_gpu_attention.txt
