"""Split launches against the unsplit launch of the same kernel build (same rounding, only the order of
the sums differs): for paths without a float64-exact reference tolerance, e.g. the e4m3 S opt-in
(``SPARSEMLA_GLUON_QK_FP8=1``, read at import). Forces split counts whose programs store their partials
staged (8+ tiles) and direct. Diagnosis only; prints one line per split count.

PYTHONPATH=src:tests SPARSEMLA_GLUON_QK_FP8=1 python benchmarks/split_consistency.py
"""

import torch

import sparsemla.attention as attn
from sparsemla import SplitKVWorkspace, sparse_attention
from test_attention_gpu import decode_problem


def main():
    case, sinks = decode_problem(77, 32, 64, "fp8_uniform", extra_width=1024)  # 2 + 16 tiles per row
    workspace = SplitKVWorkspace("cuda", 32)  # 32 rows × 6 splits ≤ 2 × SMs
    base, base_lse = sparse_attention(**case, sinks=sinks, workspace=workspace, num_splits=1, return_lse=True)
    width = case["indices"].shape[1] + case["extra_indices"].shape[1]
    for splits in (2, 3, 6):
        out = torch.full_like(case["q"], float("nan"))
        out, lse = sparse_attention(**case, sinks=sinks, workspace=workspace, num_splits=splits, out=out,
                                    return_lse=True)  # fmt: skip
        torch.cuda.synchronize()
        print(f"splits {splits} staged={attn.stage_partials('gluon', width, splits)}: "
              f"max|Δ| {(out.float() - base.float()).abs().max().item():.3e}  "
              f"lse {(lse - base_lse).abs().max().item():.3e}  nan {torch.isnan(out).sum().item()}", flush=True)


if __name__ == "__main__":
    main()
