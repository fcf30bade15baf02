"""Time the CuTe DSL SM90 decode kernel beside FlashMLA (sgl-flash-mla, use_legacy=True) and
``sparsemla.sparse_attention`` on the same model1 pools (DSv4 decode shapes, one row per request).

    python benchmarks/tools/cute_decode_bench.py [--iters 30] [--kv-format model1|fp8_uniform]
        [--designs auto,bf16] [--out results.json]

``--designs``: ``auto`` (the op's choice), or a design of :data:`sparsemla.kernels.cute.launch.DESIGNS`
(``bf16``, ``f16``, ``seesaw``, ``swap16``, ``swap32``, ``f16x2``/``f16x4``/``f16x8``). ``auto`` runs the float16
kernel's 2, 4 and 8 splits in a cluster, ``f16`` merges every split count through the workspace, and a
cluster design runs only its own split count. FlashMLA always reads model1 pools of the same shape (its format).

Each timing is the median of ``--iters`` calls, each after a 256 MiB L2 flush and a GPU sleep that
hides the host launch path, by CUDA events around the call only (GPU time). Also prints our kernel's max relative error against FlashMLA and the host time per call.
"""

from __future__ import annotations

import argparse
import json
import math
import time

import torch

from sparsemla import PagedKVCache, SplitKVWorkspace, sparse_attention
from sparsemla.kernels.cute.launch import (
    DESIGNS, FORMAT_CODES, cluster_splits, heads_per_cta, run_cute_decode, variant_key,
)  # fmt: skip

SCALE = 512**-0.5
SHAPES = {  # name: (window, topk, compressed rows per request)
    "flash_csa": (128, 512, 2048),
    "hca_1m": (128, 8192, 8192),
    "pro_csa": (128, 1024, 4096),
}


def fill(cache: PagedKVCache, gen, chunk=1 << 16):
    for start in range(0, cache.num_slots, chunk):
        stop = min(cache.num_slots, start + chunk)
        rows = torch.randn(stop - start, 512, generator=gen, device="cuda")
        cache.store(rows, torch.arange(start, stop, device="cuda"), check=False)


def pick(rows, pool_per_request, width, gen):
    """Per row (= request) ``width`` distinct slots out of its own ``pool_per_request`` tokens."""
    keys = torch.rand(rows, pool_per_request, generator=gen, device="cuda")
    local = keys.argsort(dim=1)[:, :width]
    return (local + torch.arange(rows, device="cuda")[:, None] * pool_per_request).to(torch.int32).contiguous()


def timed(fn, iters, flush):
    times = []
    for _ in range(3):
        fn()
    for _ in range(iters):
        flush.zero_()
        # Keep the GPU busy while the host enqueues the call, so the events time the kernel(s) only,
        # not the Python launch path (measured separately as host time per call).
        torch.cuda._sleep(1_000_000)
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        torch.cuda.synchronize()
        times.append(start.elapsed_time(end) * 1000.0)
    times.sort()
    return times[len(times) // 2]


def summary(row: dict, kv_format: str) -> str:
    """One line per case: FlashMLA's time, then each design's best split count, its time and the ratio."""
    peer = row.get("flashmla_us")
    best = {}
    for key, value in row.items():
        if key.startswith("cute_") and key.endswith("_us") and key not in ("cute_us", "cute_host_us"):
            design, splits = key[len("cute_"):-len("_us")].rsplit("_s", 1)
            if design not in best or value < best[design][0]:
                best[design] = (value, splits)
    parts = [f"{name} {us:7.1f} (s{splits}{f', {us / peer:.2f}x' if peer else ''})"
             for name, (us, splits) in best.items()]  # fmt: skip
    errors = max((v for k, v in row.items() if k.startswith("err_") and isinstance(v, float)), default=float("nan"))
    head = f"SUMMARY {row['shape']} B={row['batch']} H={row['heads']} {kv_format}"
    flashmla = f"{peer:7.1f}" if peer else "n/a"
    return f"{head}: flashmla {flashmla} | " + " | ".join(parts) + f" | max err {errors:.1e}"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--iters", type=int, default=30)
    parser.add_argument("--out", default=None)
    parser.add_argument("--cases", default="flash_csa:64:64,flash_csa:128:64,hca_1m:64:64,flash_csa:64:16,flash_csa:128:16")
    parser.add_argument("--kv-format", default="model1", choices=("model1", "fp8_uniform", "bf16"))
    parser.add_argument("--designs", default="auto")
    parser.add_argument("--splits", default="1,2,4", help="split counts tried per design (the best is kept)")
    args = parser.parse_args()
    gen = torch.Generator(device="cuda").manual_seed(0)
    flush = torch.empty(256 << 20, dtype=torch.uint8, device="cuda")
    try:
        import flash_mla
    except Exception as exc:  # noqa: BLE001
        flash_mla = None
        print("flash_mla unavailable:", repr(exc)[:200])
    results = []
    for spec in args.cases.split(","):
        shape, batch, heads = spec.split(":")
        batch, heads = int(batch), int(heads)
        window, topk, pool = SHAPES[shape]
        swa = PagedKVCache(batch * window // 64, 64, args.kv_format, device="cuda")
        comp = PagedKVCache(batch * pool // 64, 64, args.kv_format, device="cuda")
        fill(swa, gen)
        fill(comp, gen)
        peer_swa, peer_comp = swa, comp
        if args.kv_format != "model1":
            peer_swa = PagedKVCache(batch * window // 64, 64, "model1", device="cuda")
            peer_comp = PagedKVCache(batch * pool // 64, 64, "model1", device="cuda")
            fill(peer_swa, gen)
            fill(peer_comp, gen)
        idx = pick(batch, window, window, gen)
        eidx = pick(batch, pool, topk, gen)
        lens = torch.full((batch,), window, dtype=torch.int32, device="cuda")
        elens = torch.full((batch,), topk, dtype=torch.int32, device="cuda")
        q = torch.randn(batch, heads, 512, generator=gen, device="cuda").to(torch.bfloat16)
        sinks = torch.randn(heads, generator=gen, device="cuda")
        ws = SplitKVWorkspace("cuda", batch)
        ws.buffers(heads)
        out = torch.empty(batch, heads, 512, dtype=torch.bfloat16, device="cuda")
        lse = torch.empty(batch, heads, dtype=torch.float32, device="cuda")
        row = {"shape": shape, "batch": batch, "heads": heads}
        designs = {"auto": None, **{name: name for name in DESIGNS}}
        outputs = {}
        for design in args.designs.split(","):
            key = variant_key(FORMAT_CODES[args.kv_format], FORMAT_CODES[args.kv_format], True, True, True, True, heads,
                              designs[design])  # fmt: skip
            groups = -(-heads // heads_per_cta(key))  # CTAs per row and split
            for splits in (int(x) for x in args.splits.split(",")):
                if batch * splits > ws.split_pairs(ws.sm_count) or (
                    splits > 1 and batch * groups * splits > 4 * ws.sm_count
                ) or cluster_splits(key) not in (1, splits):  # fmt: skip
                    continue

                def ours(splits=splits, design=designs[design]):
                    run_cute_decode(q, comp, eidx, elens, swa, idx, lens, sinks, SCALE, ws, splits, out, lse,
                                    design=design)  # fmt: skip

                row[f"cute_{design}_s{splits}_us"] = timed(ours, args.iters, flush)
                outputs[(design, splits)] = out.float().clone()
        ours_best = min(v for k, v in row.items() if k.startswith("cute_"))
        row["cute_us"] = ours_best
        # Host time per call (launch only, GPU kept busy by the queue).
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        for _ in range(200):
            run_cute_decode(q, comp, eidx, elens, swa, idx, lens, sinks, SCALE, ws, 1, out, lse)
        row["cute_host_us"] = (time.perf_counter() - t0) / 200 * 1e6
        torch.cuda.synchronize()
        run_cute_decode(q, comp, eidx, elens, swa, idx, lens, sinks, SCALE, ws, 1, out, lse)
        ours_out = out.float().clone()
        try:
            existing = lambda: sparse_attention(q, comp, eidx, elens, extra_cache=swa, extra_indices=idx,  # noqa: E731
                                                extra_lengths=lens, sinks=sinks, workspace=ws)  # fmt: skip
            row["sparsemla_us"] = timed(existing, args.iters, flush)
            ref = existing().float()
            row["err_vs_sparsemla"] = ((ours_out - ref).abs().max() / ref.abs().max()).item()
            for (design, splits), value in outputs.items():
                row[f"err_{design}_s{splits}"] = ((value - ref).abs().max() / ref.abs().max()).item()
        except Exception as exc:  # noqa: BLE001
            row["sparsemla_error"] = repr(exc)[:200]
        if flash_mla is not None:
            try:
                padded = 64 if heads <= 64 else 128
                qp = torch.zeros(batch, padded, 512, dtype=torch.bfloat16, device="cuda")
                qp[:, :heads] = q
                sp = torch.full((padded,), -math.inf, device="cuda")
                sp[:heads] = sinks

                def view(cache):
                    flat = cache.data.view(torch.float8_e4m3fn)[:, : cache.page_size * 584]
                    return flat.view(cache.num_pages, cache.page_size, 1, 584)

                meta = flash_mla.get_mla_metadata()[0]

                def peer():
                    o, _ = flash_mla.flash_mla_with_kvcache(
                        q=qp.view(batch, 1, padded, 512), k_cache=view(peer_swa), block_table=None, cache_seqlens=None,
                        head_dim_v=512, tile_scheduler_metadata=meta, num_splits=None, softmax_scale=SCALE,
                        causal=False, is_fp8_kvcache=True, indices=idx.view(batch, 1, -1), attn_sink=sp,
                        extra_k_cache=view(peer_comp), extra_indices_in_kvcache=eidx.view(batch, 1, -1),
                        topk_length=lens, extra_topk_length=elens, use_legacy=True,
                    )  # fmt: skip
                    return o

                row["flashmla_us"] = timed(peer, args.iters, flush)
                if args.kv_format == "model1":  # (the same bytes)
                    ref = peer().view(batch, padded, 512)[:, :heads].float()
                    row["err_vs_flashmla"] = ((ours_out - ref).abs().max() / ref.abs().max()).item()
                row["ratio_vs_flashmla"] = ours_best / row["flashmla_us"]
            except Exception as exc:  # noqa: BLE001
                row["flashmla_error"] = repr(exc)[:300]
        print(json.dumps(row), flush=True)
        print(summary(row, args.kv_format), flush=True)
        results.append(row)
        del swa, comp, peer_swa, peer_comp
        torch.cuda.empty_cache()
    if args.out:
        with open(args.out, "w") as f:
            json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
