"""The dense tensor-core rate this GPU sustains (cuBLAS through torch), the ceiling any exact-product
attention kernel runs under: a decode step's two products (S = Q·Kᵀ, O = P·V) cannot take less time
than their FLOPs at this rate.

    python benchmarks/tools/tensor_rate.py

Prints, for bf16 and float16 (the Gluon kernel multiplies in float16): a large square GEMM (the best
rate), the two GEMM shapes of an hca_1m step with 64 heads (K = 512 for S, N = 512 for O; one K shared by
all rows, so they run as single GEMMs), and both back to back at 64…512 query rows; then the same square
and S shapes with e4m3 operands (`torch._scaled_mm`, bf16 out), the ceiling of the `qk_fp8` products.
Medians of 20 launches, CUDA events.
"""

import statistics

import torch

KEYS, DIM, HEADS = 8320, 512, 64  # hca_1m: 128 window + 8,192 compressed rows; K = V = one 512-d row


def median_seconds(fn, reps: int = 20) -> float:
    fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(reps):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        torch.cuda.synchronize()
        times.append(start.elapsed_time(end) * 1e-3)
    return statistics.median(times)


def gemm_rate(m: int, n: int, k: int, dtype) -> tuple[float, float]:
    a = torch.randn(m, k, device="cuda", dtype=dtype)
    b = torch.randn(k, n, device="cuda", dtype=dtype)
    c = torch.empty(m, n, device="cuda", dtype=dtype)
    seconds = median_seconds(lambda: torch.matmul(a, b, out=c))
    return seconds, 2 * m * n * k / seconds


def e4m3_gemm_rate(m: int, n: int, k: int) -> tuple[float, float]:
    a = torch.randn(m, k, device="cuda").to(torch.float8_e4m3fn)
    b = torch.randn(n, k, device="cuda").to(torch.float8_e4m3fn).t()  # column-major, as cuBLASLt wants
    one = torch.ones((), device="cuda")
    c = torch.empty(m, n, device="cuda", dtype=torch.bfloat16)
    seconds = median_seconds(lambda: torch._scaled_mm(a, b, one, one, out_dtype=torch.bfloat16, out=c))
    return seconds, 2 * m * n * k / seconds


def main() -> None:
    print(torch.__version__, torch.cuda.get_device_name())
    for dtype in (torch.bfloat16, torch.float16):
        for m, n, k in ((8192, 8192, 8192), (128 * HEADS, KEYS, DIM), (128 * HEADS, DIM, KEYS)):
            seconds, rate = gemm_rate(m, n, k, dtype)
            print(f"{dtype} GEMM {m}x{n}x{k}: {seconds * 1e6:.1f} µs, {rate / 1e12:.0f} TF/s")
        for rows in (64, 128, 256, 512):
            m = rows * HEADS
            q = torch.randn(m, DIM, device="cuda", dtype=dtype)
            k_t = torch.randn(DIM, KEYS, device="cuda", dtype=dtype)
            v = torch.randn(KEYS, DIM, device="cuda", dtype=dtype)
            p = torch.empty(m, KEYS, device="cuda", dtype=dtype)
            o = torch.empty(m, DIM, device="cuda", dtype=dtype)

            def step():
                torch.matmul(q, k_t, out=p)
                torch.matmul(p, v, out=o)

            seconds = median_seconds(step)
            flops = 4 * m * KEYS * DIM
            print(f"{dtype} hca_1m products, {rows} rows: {seconds * 1e6:.1f} µs, {flops / seconds / 1e12:.0f} TF/s")
    for m, n, k in ((8192, 8192, 8192), (128 * HEADS, KEYS, DIM)):
        seconds, rate = e4m3_gemm_rate(m, n, k)
        print(f"e4m3 GEMM {m}x{n}x{k}: {seconds * 1e6:.1f} µs, {rate / 1e12:.0f} TF/s")


if __name__ == "__main__":
    main()
