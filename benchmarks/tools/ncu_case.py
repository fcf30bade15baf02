"""One decode case for Nsight Compute (H200): a few launches of sparse_attention with a config from the env.

SPARSEMLA_NCU_CONFIG="block_h,block_n,swap,warps,stages" overrides the kernel config; SHAPE/BATCH/FMT pick the case.
"""

import os
import sys

import torch

sys.path.insert(0, os.path.dirname(__file__))
import sparsemla.attention as attn  # noqa: E402
from sparsemla import SplitKVWorkspace, sparse_attention  # noqa: E402
from tune_decode import build  # noqa: E402

shape = os.environ.get("SHAPE", "flash_csa")
batch = int(os.environ.get("BATCH", "128"))
fmt = os.environ.get("FMT", "model1")
cfg = os.environ.get("SPARSEMLA_NCU_CONFIG")
if cfg:
    bh, bn, swap, warps, stages, *pipe = (int(x) for x in cfg.split(","))
    attn.kernel_config = lambda h, *_: dict(block_h=bh, block_n=bn, swap_ab=bool(swap), pipelined=bool(pipe and pipe[0]),
                                        num_warps=warps, num_stages=stages)
case = build(shape, batch, 1, fmt, None)
ws = SplitKVWorkspace("cuda", 8192)
for _ in range(5):
    sparse_attention(**case, workspace=ws)
torch.cuda.synchronize()
print("done", shape, batch, fmt, cfg)
