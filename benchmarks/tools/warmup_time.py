"""Seconds a serving process spends compiling before its first request: ``DSv4AttentionBackend.warmup()``
for a DSv4-Flash-like backend (43 layers, 64 heads, ``--kv-format``), timed in this process.

    TRITON_CACHE_DIR=/tmp/tc python benchmarks/tools/warmup_time.py   # first compile (empty cache)
    TRITON_CACHE_DIR=/tmp/tc python benchmarks/tools/warmup_time.py   # a second process: cached start

Prints the kinds warmed up, the warm-up's wall time, and the first eager decode step's time after it.
"""

import argparse
import time

import torch

from sparsemla import DSv4AttentionBackend, DSv4BackendConfig, ForwardBatch
from sparsemla.bench.engine import layer_types
from sparsemla.serving.pools import CSA, SLIDING


def sync(device: str) -> None:
    if device.startswith("cuda"):
        torch.cuda.synchronize()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--kv-format", default="fp8_uniform")
    parser.add_argument("--heads", type=int, default=64)
    parser.add_argument("--device", default="cuda")
    args = parser.parse_args()
    types = layer_types(43)
    config = DSv4BackendConfig(
        num_heads=args.heads, layer_types=types, max_running_requests=128, max_prefill_tokens=8192,
        chunked_prefill_size=8192, num_draft_tokens=2, index_topk=512, kv_format=args.kv_format,
        max_context_len=16384,
    )  # fmt: skip
    start = time.perf_counter()
    backend = DSv4AttentionBackend(config, device=args.device)
    built = time.perf_counter()
    kinds = backend.warmup()
    warmed = time.perf_counter()
    slot = backend.admit()
    backend.reserve([slot], [0], [600])
    backend.reserve([slot], [600], [1])
    q = torch.randn(1, args.heads, 512, device=args.device).bfloat16()
    kv = torch.randn(1, 512, device=args.device).bfloat16()
    topk = torch.randint(0, 100, (1, 512), device=args.device, dtype=torch.int32)
    sinks = torch.zeros(args.heads, device=args.device)
    sync(args.device)
    step = time.perf_counter()
    backend.init_forward_metadata(ForwardBatch.decode(torch.tensor([slot], device=args.device),
                                                      torch.tensor([600], device=args.device)))  # fmt: skip
    for layer, kind in enumerate(types):
        backend.forward(layer, q, sinks, topk if kind == CSA else None, kv=kv,
                        compressed_kv=None if kind == SLIDING else kv)  # fmt: skip
    sync(args.device)
    done = time.perf_counter()
    print(f"backend built {built - start:.2f} s; warmup {warmed - built:.2f} s ({kinds} kinds); "
          f"first decode step after it {1e3 * (done - step):.1f} ms")


if __name__ == "__main__":
    main()
