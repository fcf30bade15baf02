#!/usr/bin/env bash
# Device call v12-G (session 10): the P·V half of the register-operand design
# (benchmarks/pv_operand_probe.py: Oᵀ = Vᵀ·Pᵀ with Vᵀ built in registers from the raw e4m3 tile through
# ldmatrix.trans on 16-bit units + an in-thread byte permute + cvt), correctness and timings.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
timeout 120 python3 benchmarks/pv_operand_probe.py 2>&1 | tail -20 | tee $OUT/g_pv_probe.txt
