"""The Gluon kernel's address rules that run on the host side of compilation (constexpr functions), on the
CPU: which 128-byte lines of a token record the producer asks L2 for one tile ahead."""

import pytest

gluon_kernel = pytest.importorskip("sparsemla.kernels.triton.sparse_attention_gluon")

# format code → (record bytes at the record stride, the alignment of a record's start): pages start on
# 512 bytes, so a record starts on the largest power of two dividing its size (up to 512).
RECORDS = {
    1: (512, 512),  # fp8_uniform
    2: (576, 64),  # model1 (its 8-byte scale records are prefetched apart)
    3: (528, 16),  # v41_fp8, scales at the end of the token
    4: (288, 32),  # v41_fp4
    5: (512, 512),  # v41_fp8_blocks data row
    6: (256, 256),  # v41_fp4_blocks data row
}


def _asked(fmt: int, start: int) -> set[int]:
    lines, stride = gluon_kernel._record_lines(fmt), gluon_kernel._record_stride(fmt)
    record = gluon_kernel._record_bytes(fmt)
    return {(start + k * stride) // 128 for k in range(lines) if k * stride < record}


@pytest.mark.parametrize("fmt", sorted(RECORDS))
def test_prefetch_asks_for_the_lines_of_each_record(fmt):
    record, align = RECORDS[fmt]
    assert gluon_kernel._record_bytes(fmt) == record
    lines = gluon_kernel._record_lines(fmt)
    assert lines & (lines - 1) == 0  # a power of two: the prefetch tensor's shape
    for start in range(0, 512, align):
        touched = set(range(start // 128, (start + record - 1) // 128 + 1))
        asked = _asked(fmt, start)
        assert asked <= touched, (fmt, start)  # never a line outside the record
        if fmt == 4:
            # 288-byte tokens keep quarter-record addresses (measured faster): all but the last line at most.
            assert touched - asked <= {max(touched)}, (fmt, start)
        else:
            assert asked == touched, (fmt, start)  # model1 and v41_fp8 scales sit in the last line
