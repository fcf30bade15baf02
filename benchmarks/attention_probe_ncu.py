"""Launch one variant of the option-4 prototype (benchmarks/attention_operand_probe.py) a few times, for
Nsight Compute: 132 programs × 64 tiles, rows from an L2-resident 8 MiB cache. Diagnosis only.

VARIANT="S + fast softmax" ncu --set full --import-source yes --kernel-name regex:attention_operand \
    --launch-skip 2 --launch-count 1 python benchmarks/attention_probe_ncu.py
"""

import os

import torch

import attention_operand_probe as probe


def main():
    variant = os.environ.get("VARIANT", "full, fast softmax")
    _, cache, slots, _, qt_perm = probe.make_inputs(132, 64, 16384, seed=3)
    out = torch.empty(132, 64, 512, dtype=torch.bfloat16, device="cuda")
    lse = torch.empty(132, 64, dtype=torch.float32, device="cuda")
    for _ in range(4):
        probe.launch(cache, slots, qt_perm, out, lse, variant)
    torch.cuda.synchronize()
    print(f"launched {variant!r} 4 times")


if __name__ == "__main__":
    main()
