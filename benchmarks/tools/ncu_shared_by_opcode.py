"""L1 work per SASS opcode from an Nsight Compute source page (diagnosis only): shared-memory wavefronts
and global-load tag lookups.

    ncu -i REPORT.ncu-rep --page source --print-source sass --csv > sass.csv
    python benchmarks/tools/ncu_shared_by_opcode.py sass.csv TILES

TILES: the launch's 64-row tiles (programs × tiles per program), to print the work per tile. Prints, per
opcode (shape suffixes kept: HGMMA.64x32x16, STS.128, …), the measured and ideal shared-memory wavefronts,
the global L1 tag lookups, their sum per tile, its share of the total, and the number of instruction sites.
The sum is what the L1 pipe works through: where two kernels keep it equally busy, their times follow it.
"""

import collections
import csv
import sys


def _number(row, column):
    if column is None:
        return 0.0
    try:
        return float(row[column].replace(",", ""))
    except (ValueError, IndexError):
        return 0.0


def main(path, tiles):
    rows = list(csv.reader(open(path)))
    head = next(i for i, row in enumerate(rows) if "Source" in row)
    columns = rows[head]
    source, measured = columns.index("Source"), columns.index("L1 Wavefronts Shared")
    ideal = columns.index("L1 Wavefronts Shared Ideal") if "L1 Wavefronts Shared Ideal" in columns else None
    tags = columns.index("L1 Tag Requests Global") if "L1 Tag Requests Global" in columns else None
    totals, ideals, lookups, sites = (collections.Counter() for _ in range(4))
    for row in rows[head + 1:]:
        words = row[source].split() if len(row) > source else []
        value, lookup = _number(row, measured), _number(row, tags)
        if not words or value == 0 and lookup == 0:
            continue
        opcode = words[1] if words[0].startswith("@") and len(words) > 1 else words[0]
        opcode = ".".join(opcode.split(".")[:2])  # HGMMA.64x32x16.F32 -> HGMMA.64x32x16
        totals[opcode] += value
        ideals[opcode] += _number(row, ideal) if ideal is not None else value
        lookups[opcode] += lookup
        sites[opcode] += 1
    work = {opcode: totals[opcode] + lookups[opcode] for opcode in sites}
    grand = sum(work.values())
    print(f"{'opcode':22s} {'wavefronts':>14s} {'ideal':>14s} {'global tags':>14s} {'per tile':>9s} {'share':>6s} sites")
    for opcode in sorted(work, key=work.get, reverse=True):
        print(f"{opcode:22s} {totals[opcode]:14,.0f} {ideals[opcode]:14,.0f} {lookups[opcode]:14,.0f} "
              f"{work[opcode] / tiles:9.1f} {100 * work[opcode] / grand:5.1f}% {sites[opcode]}")
    print(f"{'total':22s} {sum(totals.values()):14,.0f} {sum(ideals.values()):14,.0f} {sum(lookups.values()):14,.0f} "
          f"{grand / tiles:9.1f}")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
