#!/usr/bin/env bash
# Device call v11-H (session 9, branch seesaw-halves): the seesaw-with-halves consumers alone (producer
# only waits and signals, .base/sw_nogather) against the whole seesaw kernel and main's (.base/head),
# graph-timed stage probe, unsplit, fp8_uniform.
set -u
export PYTHONUNBUFFERED=1
probe() {  # tree label
  PYTHONPATH=$1:$PWD/benchmarks:$PWD/tests timeout 40 python3 benchmarks/stage_probe.py "$2" fp8_uniform 2>&1 | tail -1
}
{
  SPARSEMLA_GLUON_SEESAW=1 probe $PWD/.base/sw_nogather/src seesaw-consumers-alone
  SPARSEMLA_GLUON_SEESAW=1 probe $PWD/src seesaw-halves
  probe $PWD/.base/head/src head
} | tee $OUT/h_probe.txt
