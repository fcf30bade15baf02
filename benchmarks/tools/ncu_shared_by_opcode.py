"""Shared-memory wavefronts per SASS opcode from an Nsight Compute source page (diagnosis only).

    ncu -i REPORT.ncu-rep --page source --print-source sass --csv > sass.csv
    python benchmarks/tools/ncu_shared_by_opcode.py sass.csv TILES

TILES: the launch's 64-row tiles (programs × tiles per program), to print wavefronts per tile. Prints, per
opcode (shape suffixes kept: HGMMA.64x32x16, STS.128, …), the measured and ideal wavefronts, the share of
the total, and the number of instruction sites.
"""

import collections
import csv
import sys


def main(path, tiles):
    rows = list(csv.reader(open(path)))
    head = next(i for i, row in enumerate(rows) if "Source" in row)
    columns = rows[head]
    source, measured = columns.index("Source"), columns.index("L1 Wavefronts Shared")
    ideal = columns.index("L1 Wavefronts Shared Ideal") if "L1 Wavefronts Shared Ideal" in columns else None
    totals, ideals, sites = collections.Counter(), collections.Counter(), collections.Counter()
    for row in rows[head + 1:]:
        try:
            value = float(row[measured].replace(",", ""))
        except (ValueError, IndexError):
            continue
        words = row[source].split()
        if not words or value == 0:
            continue
        opcode = words[1] if words[0].startswith("@") and len(words) > 1 else words[0]
        opcode = ".".join(opcode.split(".")[:2])  # HGMMA.64x32x16.F32 -> HGMMA.64x32x16
        totals[opcode] += value
        ideals[opcode] += float(row[ideal].replace(",", "")) if ideal is not None else value
        sites[opcode] += 1
    grand = sum(totals.values())
    print(f"{'opcode':22s} {'wavefronts':>14s} {'ideal':>14s} {'per tile':>9s} {'share':>6s} sites")
    for opcode, value in totals.most_common():
        print(f"{opcode:22s} {value:14,.0f} {ideals[opcode]:14,.0f} {value / tiles:9.1f} {100 * value / grand:5.1f}% "
              f"{sites[opcode]}")
    print(f"{'total':22s} {grand:14,.0f} {sum(ideals.values()):14,.0f} {grand / tiles:9.1f}")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
