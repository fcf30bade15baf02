"""First-run diagnostics for the Gluon kernel: small cases, each compared with the float64 reference
(max abs error printed, exceptions caught), from the simplest upward. Tuning/debug only."""

import traceback

import torch

from helpers import make_cache, random_indices, reference
from sparsemla import SplitKVWorkspace, sparse_attention
from sparsemla.kernels import gluon_supported

DEVICE = "cuda"


def run(name, rows, heads, main_width, extra_width, skip=0.0, splits=1, sinks=True, q_scale=1.0):
    g = torch.Generator().manual_seed(rows * 31 + heads + main_width + extra_width)
    main, main_slots = make_cache(1024, 64, "fp8_uniform", DEVICE, g)
    extra, extra_slots = make_cache(4096, 64, "fp8_uniform", DEVICE, g, scale=2.0)
    q = (torch.randn(rows, heads, 512, generator=g) * q_scale).to(DEVICE, torch.bfloat16)
    case = dict(q=q, cache=main, indices=random_indices(rows, main_width, main_slots, g, DEVICE, skip_fraction=skip))
    if extra_width:
        case.update(extra_cache=extra, extra_indices=random_indices(rows, extra_width, extra_slots, g, DEVICE,
                                                                     skip_fraction=skip))  # fmt: skip
    sink = torch.randn(heads, generator=g).to(DEVICE) if sinks else None
    try:
        out = torch.full_like(q, float("nan"))
        got, lse = sparse_attention(**case, sinks=sink, workspace=SplitKVWorkspace(DEVICE, max(64, rows)), num_splits=splits,
                                    out=out, return_lse=True)  # fmt: skip
        torch.cuda.synchronize()
        ref, ref_lse = reference(**case, sinks=sink)
        err = (got.double() - ref).abs().max().item()
        finite = torch.isfinite(ref_lse)
        lse_err = (lse.double()[finite] - ref_lse[finite]).abs().max().item() if finite.any() else 0.0
        nans = torch.isnan(got).sum().item()
        print(f"{name:28s} max|Δ| {err:.3e}  lse {lse_err:.2e}  nan {nans}  {'OK' if err < 2e-2 and not nans else 'BAD'}",
              flush=True)  # fmt: skip
    except Exception:
        print(f"{name:28s} EXCEPTION", flush=True)
        traceback.print_exc()


if __name__ == "__main__":
    print("gluon_supported:", gluon_supported(0), torch.cuda.get_device_name(0), flush=True)
    run("one tile, main only", 1, 64, 64, 0, sinks=False)
    run("two tiles, main only", 1, 64, 128, 0, sinks=False)
    run("main+extra", 2, 64, 128, 512)
    run("skips", 3, 64, 128, 512, skip=0.3)
    run("splits 4", 3, 64, 128, 512, splits=4)
    run("128 heads", 2, 128, 128, 1024)
    run("q x 1e4", 2, 64, 128, 512, q_scale=1e4)
    run("rows 300", 300, 64, 128, 512)
