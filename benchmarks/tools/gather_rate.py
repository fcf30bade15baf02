"""How fast this GPU reads gathered KV rows: the memory floor of a decode step whose time is its row reads
(the 8- and 16-head programs, whose products are small), beside a contiguous read of as many rows.

    python benchmarks/tools/gather_rate.py [--batch-sizes 64,256]

A Triton kernel reads each listed 512-byte row (64 rows per program, 16 bytes per thread, many programs
per SM) and folds it into one checksum per program, so the reads are all it costs. Index lists, per batch
size: the bench's hca_1m step at 16 heads over fp8_uniform pools (each request's 8,192 compressed rows in
its own randomly placed 64-token pages, in the order the kernel reads them, and its 128 window rows), the
same rows sorted, rows drawn uniformly from the compressed pool, and one contiguous run of as many rows.
Timed like the bench (``sparsemla.bench.timing.Timer``: CUDA events, L2 flushed before every launch,
median). Prints µs and TB/s (bytes read) per list, and whether the checksums match torch's.
"""

import argparse

import torch
import triton
import triton.language as tl

ROW_WORDS = 128  # one 512-byte row as int32 words
ROWS_PER_PROGRAM = 64


@triton.jit
def gather_rows_kernel(table_ptr, index_ptr, checksum_ptr, num_rows, ROWS: tl.constexpr, WORDS: tl.constexpr):
    program = tl.program_id(0)
    position = program * ROWS + tl.arange(0, ROWS)
    listed = position < num_rows
    rows = tl.load(index_ptr + position, mask=listed, other=0).to(tl.int64)
    words = tl.arange(0, WORDS)
    values = tl.load(table_ptr + rows[:, None] * WORDS + words[None, :], mask=listed[:, None], other=0)
    tl.store(checksum_ptr + program, tl.sum(tl.sum(values.to(tl.int64), axis=1), axis=0))


def gather(table: torch.Tensor, index: torch.Tensor, checksum: torch.Tensor) -> None:
    """Read ``table[index]`` (table: int32 [rows, 128]) into one int64 checksum per 64 listed rows."""
    programs = triton.cdiv(index.numel(), ROWS_PER_PROGRAM)
    gather_rows_kernel[(programs,)](table, index, checksum, index.numel(), ROWS=ROWS_PER_PROGRAM, WORDS=ROW_WORDS,
                                    num_warps=4)


def expected_checksum(table: torch.Tensor, index: torch.Tensor) -> torch.Tensor:
    padded = torch.zeros(triton.cdiv(index.numel(), ROWS_PER_PROGRAM) * ROWS_PER_PROGRAM, dtype=torch.long,
                         device=index.device)
    padded[: index.numel()] = index
    rows = table[padded].to(torch.int64)
    rows[index.numel():] = 0
    return rows.view(-1, ROWS_PER_PROGRAM * ROW_WORDS).sum(1)


def index_lists(batch: int, device) -> dict:
    """Name -> the (table, index list) pairs one measurement reads, for an hca_1m step of ``batch`` rows."""
    from sparsemla.bench.workloads import SHAPES, build_decode_pools, decode_case

    pools = build_decode_pools(SHAPES["hca_1m"], batch, 1, ["fp8_uniform"], device, 0, 64, 64, heads=16)
    case = decode_case(pools, batch, 1, heads=16)
    # fp8_uniform pages are 64 tokens of 512 bytes back to back, so slot s is row s of the pool's bytes.
    compressed = pools.compressed["fp8_uniform"].data.view(torch.int32).view(-1, ROW_WORDS)
    window = pools.swa["fp8_uniform"].data.view(torch.int32).view(-1, ROW_WORDS)
    step = case.extra_indices.flatten()
    count = step.numel()
    generator = torch.Generator(device=device).manual_seed(1)
    lists = {
        "hca_1m step (compressed rows)": [(compressed, step)],
        "hca_1m step (+ window rows)": [(compressed, step), (window, case.indices.flatten())],
        "the same rows sorted": [(compressed, step.sort().values)],
        "uniform random rows": [(compressed, torch.randint(0, compressed.shape[0], (count,), device=device,
                                                           dtype=torch.int32, generator=generator))],
        "contiguous rows": [(compressed, torch.arange(count, device=device, dtype=torch.int32))],
    }
    return lists


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batch-sizes", default="64,256")
    args = parser.parse_args()
    from sparsemla.bench.timing import Timer

    timer = Timer(torch.device("cuda"), iters=30, warmup=1, graph=False)
    for batch in (int(b) for b in args.batch_sizes.split(",")):
        for name, parts in index_lists(batch, "cuda").items():
            sums = [torch.empty(triton.cdiv(index.numel(), ROWS_PER_PROGRAM), dtype=torch.int64, device="cuda")
                    for _, index in parts]

            def run():
                for (table, index), checksum in zip(parts, sums):
                    gather(table, index, checksum)

            us = timer.measure(run)
            correct = all(torch.equal(checksum, expected_checksum(table, index))
                          for (table, index), checksum in zip(parts, sums))
            nbytes = sum(index.numel() for _, index in parts) * ROW_WORDS * 4
            print(f"B={batch:4d} {name:32s} {nbytes / 1e6:7.1f} MB {us:8.1f} µs {nbytes / us / 1e6:5.2f} TB/s "
                  f"checksums {'ok' if correct else 'WRONG'}")


if __name__ == "__main__":
    main()
