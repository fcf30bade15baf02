#!/usr/bin/env bash
# Device call v12-H (session 10): a whole-tile prototype of option 4 (benchmarks/attention_operand_probe.py:
# cp.async-gathered raw e4m3 rows, Sᵀ = K·Qᵀ and Oᵀ = Vᵀ·Pᵀ both with the tile as the register operand,
# online softmax, two warpgroups, 128 rows per step): correctness against torch, µs per 64-row tile
# beside the library's kernel on the same rows.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
timeout 200 python3 benchmarks/attention_operand_probe.py 2>&1 | tail -25 | tee $OUT/h_attention_probe.txt
