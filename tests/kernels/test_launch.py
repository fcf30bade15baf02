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


def test_packed_launch_sets_arguments_by_signature_position():
    # An integer argument equal to 1 is compiled as a constant (no parameter slot): set() still takes
    # signature positions, as the serving backend's packed layers pass them (a pool of page_size 1 makes
    # the attention kernel's main_page_size such a constant, ahead of the extra cache's addresses).
    import ctypes
    import types

    signature = ("*bf16", "i32", "constexpr", "*fp32", "i32", "constexpr")
    entry = types.SimpleNamespace(packed_metadata=(4, 1, 0), function=0x99, cooperative=False, pdl=False,
                                  signature=signature)  # fmt: skip
    blocks = []

    def fake_launch(config_ref, function, param_block, extra):
        addresses = [param_block[i] for i in range(6)]
        blocks.append((
            ctypes.c_uint64.from_address(addresses[0]).value, ctypes.c_int32.from_address(addresses[1]).value,
            ctypes.c_uint64.from_address(addresses[2]).value, ctypes.c_int32.from_address(addresses[3]).value,
            ctypes.c_uint64.from_address(addresses[4]).value, ctypes.c_uint64.from_address(addresses[5]).value,
        ))  # fmt: skip
        return 0

    params = launch.pack_kernel_params(signature, (0x1000, 7, 1, 0x2000, 9, 64))
    packed = launch.PackedLaunch(entry, (1, 1, 1), params, (fake_launch, None))
    assert packed(0) and blocks[-1] == (0x1000, 7, 0x2000, 9, 0, 0)
    packed.set(3, 0x3000)
    packed.set(4, 11)
    packed.set(0, 0x1100)
    assert packed(0) and blocks[-1] == (0x1100, 7, 0x3000, 11, 0, 0)  # (Triton's scratch pointers stay null)
    with pytest.raises(ValueError, match="argument 2 was compiled as a constant"):
        packed.set(2, 5)
