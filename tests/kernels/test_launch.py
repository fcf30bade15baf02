"""kernels.launch on the CPU: what a direct-path kernel does with tensors a compiled kernel cannot read."""

import pytest
import torch

from sparsemla.cache import PagedKVCache
from sparsemla.kernels import launch
from sparsemla.serving import fused


def test_direct_kernel_names_cpu_tensors_under_compiled_triton(monkeypatch):
    # As on a GPU machine (compiled Triton, direct launches on): CPU tensors get a clear error before
    # Triton's launcher sees their host pointers, and nothing is registered for them.
    monkeypatch.setattr(launch, "direct_launch_supported", lambda: True)
    cache = PagedKVCache(1, 16, "fp8_uniform", device="cpu")
    before = cache.data.clone()
    with pytest.raises(ValueError, match="CPU tensors, but this process compiles Triton kernels.*TRITON_INTERPRET=1"):
        fused.store_rows(cache, torch.randn(3, 512), torch.arange(3))
    assert torch.equal(cache.data, before)
    assert not any(key[-1] == -1 for key in fused._store_rows._entries)
