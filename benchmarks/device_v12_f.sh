#!/usr/bin/env bash
# Device call v12-F (session 10): the register-operand probe extended: 128 rows per step over two
# warpgroups (8 warps) beside 64 rows in one, and rows from an L2-resident 8 MiB cache beside a 512 MiB
# one (HBM), so that the gather's and the product's costs per 64-row tile can be told apart.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
timeout 150 python3 benchmarks/rs_operand_probe.py 2>&1 | tail -30 | tee $OUT/f_rs_probe.txt
