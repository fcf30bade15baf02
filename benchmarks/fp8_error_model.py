"""CPU model of the error of e4m3 products in DSv4 sparse attention (analysis only, no kernel).

python benchmarks/fp8_error_model.py [--rows 16] [--width 640] [--q-scale 1.0]

Simulates, in float64 on the CPU, what each kernel variant rounds: the float16 path (Q scaled into
float16, P rounded to float16), e4m3 Q (the ``SPARSEMLA_GLUON_QK_FP8=1`` opt-in: Q scaled by a power of
two so its largest magnitude lies in [2^7, 2^8), rounded to e4m3), e4m3 Q plus e4m3 P (P scaled by 2^8
before rounding; the row sums keep the unrounded P, as a kernel would), e4m3 P with the float16 Q, and Q
as a sum of two e4m3 tensors (S as two e4m3 products). K = V are the e4m3 rows of an
fp8_uniform cache (unit-variance values). Prints the output's relative RMS error, its largest absolute
error and the LSE's largest error against the exact float64 attention of the same e4m3 rows.
"""

import argparse
import math

import torch


def round_e4m3(x):
    return x.to(torch.float8_e4m3fn).to(torch.float64)


def pow2_scale(x, top_exponent):
    """2^-s with max|x| · 2^-s in [2^top, 2^(top+1))."""
    largest = x.abs().max().item()
    return 2.0 ** -(math.floor(math.log2(largest)) - top_exponent) if largest > 0 else 1.0


def split_e4m3(q):
    """Q as the sum of two e4m3 tensors (hi, then the rounded remainder): two e4m3 products for S."""
    factor = pow2_scale(q, 7)
    high = round_e4m3(q * factor)
    low = round_e4m3((q * factor - high) * 16.0) / 16.0
    return (high + low) / factor


def attention(q, kv, scale, sink, q_round=None, p_round=None):
    """O and LSE of one softmax over kv rows per head (q [H, 512], kv [N, 512]), with the sink."""
    if q_round is not None:
        q = q_round(q)
    logits = (q @ kv.T) * scale  # [H, N]
    top = torch.maximum(logits.max(dim=1).values, sink)
    probs = torch.exp(logits - top[:, None])
    row_sum = probs.sum(dim=1) + torch.exp(sink - top)
    if p_round is not None:
        probs = p_round(probs)
    out = (probs @ kv) / row_sum[:, None]
    return out, top + torch.log(row_sum)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=16)
    parser.add_argument("--heads", type=int, default=64)
    parser.add_argument("--width", type=int, default=640)
    parser.add_argument("--q-scale", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    g = torch.Generator().manual_seed(args.seed)
    scale = 512**-0.5
    variants = {
        "float16 path": (lambda q: (q * pow2_scale(q, 14)).half().double() / pow2_scale(q, 14),
                         lambda p: p.half().double()),
        "e4m3 Q (opt-in)": (lambda q: round_e4m3(q * pow2_scale(q, 7)) / pow2_scale(q, 7), lambda p: p.half().double()),
        "e4m3 Q + e4m3 P": (lambda q: round_e4m3(q * pow2_scale(q, 7)) / pow2_scale(q, 7),
                            lambda p: round_e4m3(p * 256.0) / 256.0),
        "e4m3 P only": (lambda q: (q * pow2_scale(q, 14)).half().double() / pow2_scale(q, 14),
                        lambda p: round_e4m3(p * 256.0) / 256.0),
        "e4m3 Q as hi + lo": (split_e4m3, lambda p: p.half().double()),
    }  # fmt: skip
    errors = {name: [] for name in variants}
    for _ in range(args.rows):
        q = (torch.randn(args.heads, 512, generator=g) * args.q_scale).bfloat16().double()
        kv = round_e4m3(torch.randn(args.width, 512, generator=g, dtype=torch.float64))
        sink = torch.randn(args.heads, generator=g, dtype=torch.float64)
        ref_out, ref_lse = attention(q, kv, scale, sink)
        for name, (q_round, p_round) in variants.items():
            out, lse = attention(q, kv, scale, sink, q_round, p_round)
            errors[name].append((out - ref_out, ref_out, lse - ref_lse))
    print(f"rows {args.rows}, heads {args.heads}, width {args.width}, |q| x {args.q_scale}")
    for name, parts in errors.items():
        diff = torch.cat([d.flatten() for d, _, _ in parts])
        ref = torch.cat([r.flatten() for _, r, _ in parts])
        lse = torch.cat([e for _, _, e in parts])
        rms = (diff.pow(2).mean().sqrt() / ref.pow(2).mean().sqrt()).item()
        print(f"{name:18s} relative RMS {rms:.4f}  max abs {diff.abs().max().item():.4f}  "
              f"LSE max {lse.abs().max().item():.4f}")  # fmt: skip


if __name__ == "__main__":
    main()
