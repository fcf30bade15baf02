"""``python -m sparsemla demo``: a small DSv4 attention stack checked against HuggingFace.

Runs HF's ``DeepseekV4Attention`` (one layer per type: sliding window, CSA, HCA) on random weights, then
the exact reference and the Triton kernel on the rows and index lists HF used, and prints the errors.
Exits non-zero when the reference disagrees with HF beyond ``REFERENCE_BOUND``.
"""

from __future__ import annotations

import time

import torch

REFERENCE_BOUND = 1e-5


def run_demo(args) -> int:
    from sparsemla.oracle import build_indices, compare_with_reference, run_hf_oracle

    device = args.device or ("cuda" if torch.cuda.is_available() else "cpu")
    start = time.perf_counter()
    capture = run_hf_oracle(prefill_len=300, decode_steps=4)
    print(f"HF oracle: 3 layers, prefill 300 + 4 decode steps, {time.perf_counter() - start:.1f} s")
    ref_err = compare_with_reference(capture)
    print(f"reference vs HF: max relative error {ref_err:.2e} (bound {REFERENCE_BOUND:.0e})")
    status = 0 if ref_err <= REFERENCE_BOUND else 1
    _kernel_agreement(capture, build_indices, device)
    print("PASS" if status == 0 else "FAIL")
    return status


def _kernel_agreement(capture, build_indices, device) -> None:
    """Store HF's rows in paged caches of each format and attend with the kernel (decode records)."""
    from sparsemla import PagedKVCache, sparse_attention

    for fmt in ("bf16", "fp8_uniform", "model1"):
        worst = 0.0
        for record in capture.all_records():
            if record.q.shape[0] != 1:
                continue  # decode steps only: the interpreter is slow on CPU
            indices, lengths, extra, extra_len = build_indices(record)
            window = PagedKVCache(-(-record.window_kv.shape[0] // 64), 64, fmt, device=device)
            window.store(record.window_kv.to(device), torch.arange(record.window_kv.shape[0], device=device))
            kwargs = {}
            if extra is not None:
                compressed = PagedKVCache(-(-record.compressed_kv.shape[0] // 64), 64, fmt, device=device)
                compressed.store(
                    record.compressed_kv.to(device), torch.arange(record.compressed_kv.shape[0], device=device)
                )
                kwargs = dict(extra_cache=compressed, extra_indices=extra.to(device), extra_lengths=extra_len.to(device))
            out = sparse_attention(
                record.q.to(device, torch.bfloat16), window, indices.to(device), lengths.to(device),
                sinks=record.sinks.float().to(device), softmax_scale=record.scaling, **kwargs,
            )  # fmt: skip
            hf = record.attn_out.to(device)
            worst = max(worst, float((out.float() - hf).abs().max() / hf.abs().max()))
        print(f"kernel ({fmt:11s}) vs HF, decode steps: max relative error {worst:.2e}")
