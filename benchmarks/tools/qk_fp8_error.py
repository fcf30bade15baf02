"""The output error of the ``qk_fp8`` option on real-scale data, from a float64 model of its rounding: the
Gluon kernel's S = Q·Kᵀ on e4m3 tensor cores (Q rounded to e4m3), and the prefill kernel ``e4m3rows`` (Q and
P rounded to e4m3). Runs on the CPU.

    python benchmarks/tools/qk_fp8_error.py [--size small|full] [--decode-steps N]

The model is the Gluon kernel's Q path: each (query row, 64-head group) of Q is scaled by the power of two
that puts its largest magnitude in [2^7, 2^8), rounded to e4m3 and scaled back (the kernel folds the
factor into the score scale, exactly); K is the ``fp8_uniform`` pool's e4m3 rows, exact; everything else
is the float64 reference. P's model (``e4m3_weights``) rounds the softmax numerator's weights e^(s − m), m the
row's maximum, to e4m3; the kernel's P is relative to a running reference up to 2^8 below that maximum, so
fewer of its weights are subnormal than the model's. It leaves out the e4m3 tensor cores' own
accumulation, which the kernel's GPU
test measures (``tests/ops/test_attention_gpu.py::test_gluon_qk_fp8_opt_in_stays_within_its_documented_error``).

Data: the demo's HF ``DeepseekV4Attention`` stack (random weights, real head geometry: q and the KV rows at
the scales those layers produce; prefill, decode and verify steps), every layer against
``format_reference`` on the same stored rows; and, for comparison, unit-variance q and rows (64 heads,
128 window + 512 compressed rows). Prints the relative RMS error of the output per layer type and overall.
"""

import argparse

import torch

from sparsemla.testing.reference import e4m3_query, e4m3_weights

def relative_rms(out: torch.Tensor, reference: torch.Tensor) -> float:
    return float((out - reference).pow(2).sum().sqrt() / reference.pow(2).sum().sqrt())


def unit_variance_error(seed: int = 0, weights=None) -> float:
    from sparsemla.formats import dequantize, quantize
    from sparsemla.testing.reference import sparse_attention_ref

    g = torch.Generator().manual_seed(seed)
    rows, heads, window, compressed, pool = 64, 64, 128, 512, 4096
    q = torch.randn(rows, heads, 512, generator=g).to(torch.bfloat16).double()
    kv = dequantize(quantize(torch.randn(pool, 512, generator=g), "fp8_uniform"), "fp8_uniform").double()
    main = torch.stack([torch.randperm(pool, generator=g)[:window] for _ in range(rows)]).int()
    extra = torch.stack([torch.randperm(pool, generator=g)[:compressed] for _ in range(rows)]).int()
    args = dict(kv_extra=kv, extra_indices=extra, softmax_scale=512**-0.5)
    exact, _ = sparse_attention_ref(q, kv, main, **args)
    model, _ = sparse_attention_ref(e4m3_query(q), kv, main, weights=weights, **args)
    return relative_rms(model, exact)


def main() -> None:
    from sparsemla.demo import SIZES
    from sparsemla.testing import e2e, oracle

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", choices=tuple(SIZES), default="full")
    parser.add_argument("--decode-steps", type=int, default=4)
    args = parser.parse_args()
    spec = SIZES[args.size]
    hf_config = oracle.make_oracle_config(**spec["model"])
    schedule = e2e.build_schedule(spec["prefills"], late_requests=1, decode_steps=args.decode_steps, verify_rows=3)
    captures = e2e.capture_requests(hf_config, e2e.request_chunks(schedule, len(spec["prefills"])))
    steps = e2e.merge_steps(captures, schedule, hf_config.index_topk)
    print(f"HF stack ({args.size}: {hf_config.num_attention_heads} heads, layers {', '.join(hf_config.layer_types)}; "
          f"{len(steps)} steps, {sum(s.num_rows for s in steps)} query rows), fp8_uniform rows:")
    for label, weights in (("Q in e4m3 (the Gluon kernel's qk_fp8)", None),
                           ("Q and P in e4m3 (the e4m3rows prefill kernel)", e4m3_weights)):  # fmt: skip
        errors: dict[str, list[tuple[float, float]]] = {}  # layer type -> (squared error, squared norm)
        for step in steps:
            for layer, kind in enumerate(hf_config.layer_types):
                exact = e2e.format_reference(step, layer, "fp8_uniform")
                model = e2e.format_reference(step, layer, "fp8_uniform", query=e4m3_query, weights=weights)
                errors.setdefault(kind, []).append((float((model - exact).pow(2).sum()), float(exact.pow(2).sum())))
        print(f" {label}:")
        for kind, parts in errors.items():
            per_layer = [(e / n) ** 0.5 for e, n in parts]
            total = (sum(e for e, _ in parts) / sum(n for _, n in parts)) ** 0.5
            print(f"  {kind:28s} relative RMS {100 * total:.2f}% (per step and layer {100 * min(per_layer):.2f}–"
                  f"{100 * max(per_layer):.2f}%)")
        every = [p for parts in errors.values() for p in parts]
        print(f"  {'all layers':28s} relative RMS "
              f"{100 * (sum(e for e, _ in every) / sum(n for _, n in every)) ** 0.5:.2f}%")
        print(f"  unit-variance q and rows (64 heads, 128 + 512 rows): relative RMS "
              f"{100 * unit_variance_error(weights=weights):.2f}%")


if __name__ == "__main__":
    main()
