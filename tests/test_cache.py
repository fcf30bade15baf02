import pytest
import torch

from sparsemla import PagedKVCache, dequantize, quantize
from sparsemla.formats import CACHE_FORMATS


@pytest.mark.parametrize("fmt", CACHE_FORMATS)
def test_store_gather_round_trip(fmt):
    g = torch.Generator().manual_seed(0)
    cache = PagedKVCache(5, 8, fmt)
    assert cache.data.shape == (5, cache.page_bytes) and cache.data.dtype == torch.uint8
    rows = torch.randn(20, 512, generator=g)
    slots = torch.randperm(40, generator=g)[:20]
    cache.store(rows, slots)
    want = dequantize(quantize(rows, fmt), fmt)
    torch.testing.assert_close(cache.gather(slots), want, rtol=0, atol=0)
    # Untouched slots stay zero; dense() agrees with gather.
    untouched = torch.tensor(sorted(set(range(40)) - set(slots.tolist())))
    assert torch.all(cache.gather(untouched) == 0)
    torch.testing.assert_close(cache.dense()[slots], want, rtol=0, atol=0)


def test_fp8_uniform_scale():
    cache = PagedKVCache(2, 4, "fp8_uniform", scale=4.0)
    rows = torch.full((1, 512), 960.0)
    cache.store(rows, torch.tensor([3]))
    assert torch.all(cache.gather(torch.tensor([3])) == 960.0)  # 240 × 4: 240 is exact in e4m3, 960 is not


def test_bad_arguments_raise():
    with pytest.raises(ValueError, match="fmt"):
        PagedKVCache(2, 4, "int8")
    with pytest.raises(ValueError, match="num_pages"):
        PagedKVCache(0, 4, "bf16")
    with pytest.raises(TypeError, match="page_size"):
        PagedKVCache(2, 4.0, "bf16")
    with pytest.raises(ValueError, match="scale"):
        PagedKVCache(2, 4, "model1", scale=2.0)
    with pytest.raises(TypeError, match="scale must be a float, got str"):
        PagedKVCache(2, 4, "fp8_uniform", scale="0.5")
    with pytest.raises(TypeError, match="records must be a torch.Tensor"):
        dequantize([[1]], "bf16")
    cache = PagedKVCache(2, 4, "bf16")
    rows = torch.randn(2, 512)
    with pytest.raises(ValueError, match=r"slots must lie in \[0, 8\)"):
        cache.store(rows, torch.tensor([1, 8]))
    with pytest.raises(ValueError, match=r"slots must lie in \[0, 8\)"):
        cache.gather(torch.tensor([-1]))
    with pytest.raises(TypeError, match="int32 or int64"):
        cache.store(rows, torch.tensor([0.0, 1.0]))
    with pytest.raises(ValueError, match=r"rows must have shape \[N, 512\]"):
        cache.store(torch.randn(2, 256), torch.tensor([0, 1]))
    with pytest.raises(ValueError, match="one per row"):
        cache.store(rows, torch.tensor([0, 1, 2]))


@pytest.mark.parametrize("fmt", ["v41_fp8", "v41_fp4", "v41_fp8_blocks", "v41_fp4_blocks", "model1", "bf16"])
@pytest.mark.parametrize("page_size", [1, 3])
def test_from_buffer_takes_the_pages_the_constructor_makes(fmt, page_size):
    cache = PagedKVCache(2, page_size, fmt)
    again = PagedKVCache.from_buffer(cache.data, page_size, fmt)
    assert again.page_bytes == cache.page_bytes


def test_from_buffer_names_a_page_size_that_is_not_a_positive_int():
    data = torch.zeros(2, 1024, dtype=torch.uint8)
    for bad in (1.0, True, "1"):
        with pytest.raises(TypeError, match="page_size must be an int"):
            PagedKVCache.from_buffer(data, bad, "bf16")
    with pytest.raises(ValueError, match="page_size must be > 0, got 0"):
        PagedKVCache.from_buffer(data, 0, "bf16")


def test_from_buffer_names_the_shape_of_3d_data():
    with pytest.raises(ValueError, match=r"shape \[2, 1, 576\]"):
        PagedKVCache.from_buffer(torch.zeros(2, 1, 576, dtype=torch.uint8), 1, "model1")


def test_store_refuses_a_slot_listed_twice():
    cache = PagedKVCache(1, 4, "v41_fp8")
    with pytest.raises(ValueError, match="slot 2 is listed more than once"):
        cache.store(torch.randn(3, 512), torch.tensor([2, 0, 2]))
    cache.store(torch.randn(3, 512), torch.tensor([2, 0, 1]))  # distinct: stored


def test_pages_and_slots_past_int32_are_refused():
    # The kernels take the page stride and the slot count as 32-bit parameters (meta: nothing allocated).
    with pytest.raises(ValueError, match=r"page_bytes = 2147483648 \(data.shape\[1\]\) must be <= 2147483647"):
        PagedKVCache.from_buffer(torch.empty(1, 2**31, dtype=torch.uint8, device="meta"), 2**22, "fp8_uniform")
    with pytest.raises(ValueError, match=r"page_bytes = 2147483648 \(page_size × bytes_per_token\) must be <= 2147483647"):
        PagedKVCache(1, 2**22, "fp8_uniform", device="meta")
    with pytest.raises(ValueError, match=r"2147483648 slots must be <= 2147483647"):
        PagedKVCache(2**25, 64, "v41_fp4", device="meta")
    with pytest.raises(ValueError, match=r"2147483648 slots must be <= 2147483647"):
        PagedKVCache.from_buffer(torch.empty(2**31, 512, dtype=torch.uint8, device="meta"), 1, "fp8_uniform")


def test_from_buffer_refuses_data_off_a_16_byte_boundary():
    # Kernels load records 16 bytes at a time (and the direct launch assumes 16-byte aligned pages).
    flat = torch.zeros(2 * 1024 + 16, dtype=torch.uint8)
    shift = -flat.data_ptr() % 16
    aligned = flat[shift : shift + 2 * 1024].view(2, 1024)
    PagedKVCache.from_buffer(aligned, 1, "bf16")
    with pytest.raises(ValueError, match="data must start on a 16-byte boundary"):
        PagedKVCache.from_buffer(flat[shift + 8 : shift + 8 + 2 * 1024].view(2, 1024), 1, "bf16")


def _held_elements(cache) -> int:
    """Elements of the tensors a cache holds besides its pages (and views of them)."""
    pages = cache.data.untyped_storage().data_ptr()
    count, stack = 0, list(vars(cache).values())
    while stack:
        value = stack.pop()
        if isinstance(value, (tuple, list)):
            stack.extend(value)
        elif isinstance(value, torch.Tensor) and value.untyped_storage().data_ptr() != pages:
            count += value.numel()
    return count


@pytest.mark.parametrize("fmt", ["bf16", "model1", "v41_fp8_blocks"])
def test_slot_addressing_holds_nothing_page_sized(fmt):
    # A [page_size, bytes_per_token] int64 offsets table is 8× a page (512 MiB at 2^16-token bf16 pages).
    page_size = 4096
    cache = PagedKVCache(2, page_size, fmt)
    shared = PagedKVCache.from_buffer(cache.data, page_size, fmt)
    rows, slots = torch.randn(3, 512), torch.tensor([0, page_size - 1, 2 * page_size - 1])
    cache.store(rows, slots)
    torch.testing.assert_close(shared.gather(slots), dequantize(quantize(rows, fmt), fmt), rtol=0, atol=0)
    bound = 4 * (page_size + cache.format.bytes_per_token)
    assert _held_elements(cache) <= bound and _held_elements(shared) <= bound


@pytest.mark.parametrize("fmt", CACHE_FORMATS)
@pytest.mark.parametrize("page_size,padding", [(1, 0), (3, 0), (5, 1)])
def test_flat_byte_index_follows_the_page_layout(fmt, page_size, padding):
    spec = PagedKVCache(1, page_size, fmt).format
    page_bytes = spec.page_bytes(page_size) + padding * 1024  # (a padded stride, as from_buffer takes)
    cache = PagedKVCache.from_buffer(torch.zeros(3, page_bytes, dtype=torch.uint8), page_size, fmt)
    slots = torch.arange(3 * page_size).flip(0)
    index = cache._flat_byte_index(slots, "slots", True)
    pages, offsets = slots // page_size, slots % page_size
    for i in range(slots.numel()):  # each token's record bytes, then its scale record's
        start = int(pages[i]) * page_bytes + int(offsets[i]) * spec.record_bytes
        want = list(range(start, start + spec.record_bytes))
        if spec.scale_bytes:
            start = int(pages[i]) * page_bytes + spec.scale_offset(page_size) + int(offsets[i]) * spec.scale_bytes
            want += list(range(start, start + spec.scale_bytes))
        assert index[i].tolist() == want


def test_a_device_that_cannot_hold_the_cache_is_named():
    """A device that torch cannot parse is a ValueError naming it; CUDA without a CUDA device a RuntimeError
    saying so (torch's allocation raises an AssertionError, or a RuntimeError not naming the argument)."""
    for device in ("bogus", object()):
        with pytest.raises(ValueError, match="device must name a torch device"):
            PagedKVCache(2, 4, "bf16", device=device)
    if not torch.cuda.is_available():
        with pytest.raises(RuntimeError, match="device cuda requested, but torch sees no CUDA device"):
            PagedKVCache(2, 4, "bf16", device="cuda")
    assert PagedKVCache(2, 4, "bf16", device=None).device == torch.empty(0).device  # (torch's default device)
    assert PagedKVCache(2, 4, "bf16", device=torch.device("cpu")).device.type == "cpu"


def test_store_and_gather_on_a_meta_cache_leave_the_slot_values_unchecked():
    """Meta tensors have shapes but no values: the slot range and duplicate checks (which read the slots to
    the host) are left out instead of failing in Tensor.item(); the other checks still apply."""
    cache = PagedKVCache(2, 16, "model1", device="meta")
    slots = torch.empty(3, dtype=torch.int64, device="meta")
    cache.store(torch.empty(3, 512, device="meta"), slots)
    assert cache.gather(slots).shape == (3, 512) and cache.gather(slots).is_meta
    with pytest.raises(ValueError, match="one per row"):
        cache.store(torch.empty(2, 512, device="meta"), slots)
    with pytest.raises(TypeError, match="int32 or int64"):
        cache.gather(slots.float())


@pytest.mark.parametrize("check", ["no", 0, 1, None])
def test_store_and_gather_take_only_a_bool_check(check):
    cache = PagedKVCache(2, 16, "bf16")
    slots = torch.tensor([0, 1])
    with pytest.raises(TypeError, match="check must be a bool"):
        cache.store(torch.zeros(2, 512), slots, check=check)
    with pytest.raises(TypeError, match="check must be a bool"):
        cache.gather(slots, check=check)
    cache.store(torch.zeros(2, 512), slots, check=False)
