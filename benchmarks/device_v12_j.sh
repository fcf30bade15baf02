#!/usr/bin/env bash
# Device call v12-J (session 10): the option-4 prototype with a cheaper softmax (FAST_SOFTMAX: row sums
# kept per thread until the end, the step's row max by in-thread + shuffle + one [8 warps × 64] exchange:
# 4 barriers per step instead of 8), beside the first version and the library on the same rows.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
timeout 100 python3 benchmarks/attention_operand_probe.py 2>&1 | tail -20 | tee $OUT/j_attention_fast_softmax.txt
