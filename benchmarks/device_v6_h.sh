#!/usr/bin/env bash
# Device call v6-H: mixed-format sources (fp8_uniform + model1) on the Gluon kernel, and the Gluon tests.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
timeout 200 python3 -m pytest -q -m gpu tests/test_attention_gpu.py -k "gluon" 2>&1 | tail -30 | tee $OUT/h_gluon_tests.txt | tail -12
