#!/usr/bin/env bash
# Device call v14-F (session 12): compute-sanitizer memcheck on the sanitize case, which now also runs
# bound calls (the third of each a packed launch), every format, 1 and 4 splits.
set -u
export PYTHONPATH=$PWD/src:$PWD/tests PYTHONUNBUFFERED=1
python3 tests/gpu_sanitize_case.py 2>&1 | tail -2 | tee $OUT/f_plain.txt
timeout 240 compute-sanitizer --tool memcheck python3 tests/gpu_sanitize_case.py 2>&1 | tail -4 | tee $OUT/f_memcheck.txt
