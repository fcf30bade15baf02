#!/usr/bin/env bash
# Device call v6-G: host cost of an eager model1 call on the Gluon kernel vs the Triton kernel (SPARSEMLA_GLUON=0).
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
echo "== Gluon (default)"; timeout 120 python3 benchmarks/profile_host.py 2>&1 | head -40 | tee $OUT/g_host_gluon.txt
echo "== Triton (SPARSEMLA_GLUON=0)"; SPARSEMLA_GLUON=0 timeout 120 python3 benchmarks/profile_host.py 2>&1 | head -6 | tee $OUT/g_host_triton.txt
