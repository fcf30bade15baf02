#!/usr/bin/env bash
# Device call v14-B (session 12): where the Gluon kernel's shared-memory store wavefronts come from.
# Call A measured ~12 wavefronts per shared store instruction on hca_1m b=128 fp8_uniform (29.1 M
# wavefronts, 2.42 M instructions) where the producer's 16-byte stores into the 128-byte-swizzled tile
# should need 4: per-SASS-instruction source counters (wavefronts, ideal wavefronts) say which.
set -u
export PYTHONPATH=$PWD/src:$PWD/benchmarks:$PWD/tests PYTHONUNBUFFERED=1
SHAPE=hca_1m BATCH=128 FMT=fp8_uniform timeout 240 ncu --section SourceCounters --section MemoryWorkloadAnalysis_Tables \
  --kernel-name regex:sparse_attention --launch-skip 2 --launch-count 1 -o $OUT/b_src python3 benchmarks/ncu_case.py \
  > $OUT/b_ncu_log.txt 2>&1
tail -3 $OUT/b_ncu_log.txt
ncu -i $OUT/b_src.ncu-rep --page source --print-source sass --csv > $OUT/b_source_sass.csv 2> $OUT/b_source_err.txt
wc -l $OUT/b_source_sass.csv; head -c 600 $OUT/b_source_err.txt
ncu -i $OUT/b_src.ncu-rep --section SourceCounters --print-details all > $OUT/b_source_tables.txt 2>&1
grep -iE "shared|wavefront|excessive" $OUT/b_source_tables.txt | head -30
python3 - $OUT/b_source_sass.csv <<'PY'
import csv, sys
rows = list(csv.reader(open(sys.argv[1])))
head = next((i for i, r in enumerate(rows) if any("Source" == c or "Address" in c for c in r)), 0)
cols = rows[head]
print("columns:", [c for c in cols if "hared" in c or c in ("Address", "Source")])
def col(name):
    return next((i for i, c in enumerate(cols) if c == name), None)
src, wf, ideal = col("Source"), col("L1 Wavefronts Shared"), col("L1 Wavefronts Shared Ideal")
if None in (src, wf):
    sys.exit(0)
out = []
for r in rows[head + 1:]:
    try:
        w = float(r[wf].replace(",", ""))
    except (ValueError, IndexError):
        continue
    if w > 0:
        out.append((w, r[ideal] if ideal is not None else "?", r[src]))
out.sort(reverse=True)
for w, i, s in out[:40]:
    print(f"{w:14,.0f} ideal {i:>14} {s}")
PY
