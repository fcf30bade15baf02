#!/usr/bin/env bash
# Device call v12-I (session 10): where the option-4 prototype's time per tile goes: the whole kernel
# beside variants without the gathers, S only, S + softmax, P·V only (benchmarks/attention_operand_probe.py,
# rows in L2), and the library's kernel on the same rows.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
timeout 90 python3 benchmarks/attention_operand_probe.py 2>&1 | tail -20 | tee $OUT/i_attention_breakdown.txt
