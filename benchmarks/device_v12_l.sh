#!/usr/bin/env bash
# Device call v12-L (session 10): where the option-4 prototype's softmax time goes: "S + fast softmax"
# with one piece removed at a time (max exchange, Pᵀ store, exp2, rescale; timing only, not checked).
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
timeout 90 python3 benchmarks/attention_operand_probe.py --ablations 2>&1 | tail -14 | tee $OUT/l_softmax_ablations.txt
