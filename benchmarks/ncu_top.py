"""Summarise an Nsight Compute SASS source export (``ncu -i R --page source --csv --print-source sass``):
the instructions with the most warp-stall samples and the samples per opcode. Tuning only."""

import collections
import csv
import sys


def main(path):
    rows = list(csv.reader(open(path, newline="", errors="replace")))
    header_at = next(i for i, r in enumerate(rows) if "Source" in r)
    header = rows[header_at]
    src = header.index("Source")
    sample_cols = [i for i, h in enumerate(header) if h.startswith("Warp Stall Sampling (All")]
    col = sample_cols[0] if sample_cols else None
    print("columns:", [h for h in header if "Stall" in h or "Sampling" in h][:12])
    if col is None:
        return
    body = []
    for index, r in enumerate(rows[header_at + 1:]):
        if len(r) <= max(src, col):
            continue
        try:
            body.append((float(r[col] or 0), index, r[src].strip()))
        except ValueError:
            continue
    total = sum(v for v, _, _ in body) or 1.0
    print(f"instructions {len(body)}, stall samples {total:.0f}")
    by_op = collections.Counter()
    for value, _, text in body:
        by_op[text.split()[0] if text else "?"] += value
    for op, value in by_op.most_common(20):
        print(f"  {op:24s} {100 * value / total:5.1f}%")
    print("top instructions (position, %, sass):")
    for value, index, text in sorted(body, reverse=True)[:45]:
        print(f"  {index:5d} {100 * value / total:5.1f}%  {text[:110]}")


if __name__ == "__main__":
    main(sys.argv[1])
