"""DSv4KVPools: admission, page reservation and recycling, pool-full errors (host side, no kernels)."""

import pytest
import torch

from sparsemla.serving.pools import CSA, HCA, SLIDING, SWA, DSv4KVPools

LAYERS = (SLIDING, CSA, HCA)


def make_pools(num_swa_pages=40, csa_pages=40, hca_pages=4, max_requests=3, fmt="bf16", page=16):
    return DSv4KVPools(
        layer_types=LAYERS,
        compress_rates={CSA: 4, HCA: 128},
        kv_format=fmt,
        kv_scale=1.0,
        window=128,
        max_requests=max_requests,
        max_context_len=1024,
        swa_page_size=page,
        compressed_page_size=8,
        num_swa_pages=num_swa_pages,
        num_compressed_pages={CSA: csa_pages, HCA: hca_pages},
        device="cpu",
    )


def held_logical(pools, name, slot):
    row = pools.groups[name].host_table[slot]
    return [i for i, page in enumerate(row.tolist()) if page >= 0]


def test_geometry_and_trash_page():
    pools = make_pools()
    assert [c is None for c in pools.compressed_caches] == [True, False, False]
    swa = pools.groups[SWA]
    assert pools.swa_caches[0].num_pages == swa.num_pages + 1  # + trash page
    assert swa.trash_slot == swa.num_pages * swa.page_size
    assert swa.table.shape == (3, 1024 // 16)
    assert pools.groups[CSA].table.shape == (3, 1024 // 4 // 8)
    assert pools.groups[HCA].table.shape == (3, 1)
    assert torch.equal(swa.table, swa.host_table)
    assert bool((swa.table == -1).all())


def test_reserve_allocates_exactly_what_the_step_writes_and_mirrors_to_the_device():
    pools = make_pools()
    a = pools.admit()
    pools.reserve([a], [0], [150])  # positions 0..149 → SWA pages 0..9; CSA rows 0..36 → pages 0..4; HCA row 0
    assert held_logical(pools, SWA, a) == list(range(10))
    assert held_logical(pools, CSA, a) == list(range(5))
    assert held_logical(pools, HCA, a) == [0]
    for group in pools.groups.values():
        assert torch.equal(group.table, group.host_table)
    pages = pools.groups[SWA].host_table[a, :10].tolist()
    assert len(set(pages)) == 10
    # The same step again (e.g. after rejected draft tokens) adds nothing.
    pools.reserve([a], [0], [150])
    assert pools.held_pages(SWA) == 10


def test_swa_pages_leave_the_window_and_are_reused():
    pools = make_pools(num_swa_pages=12)
    a = pools.admit()
    pools.reserve([a], [0], [150])
    # Next step starts at 150: it reads positions >= 23, so page 0 (0..15) goes back; page 1 (16..31) stays.
    pools.reserve([a], [150], [1])
    assert held_logical(pools, SWA, a) == list(range(1, 10))
    for start in range(151, 400):
        pools.reserve([a], [start], [1])
        first_needed = start - 127
        held = held_logical(pools, SWA, a)
        assert held[0] == first_needed // 16 and held[-1] == start // 16  # every needed row, nothing older
    assert pools.held_pages(SWA) <= 9
    assert torch.equal(pools.groups[SWA].table, pools.groups[SWA].host_table)
    # Compressed rows are kept: 400 tokens → 100 CSA rows on 13 pages, 3 HCA rows on 1 page.
    assert held_logical(pools, CSA, a) == list(range(13))


def test_pool_full_is_an_error_and_changes_nothing():
    pools = make_pools(num_swa_pages=12)
    a, b = pools.admit(), pools.admit()
    pools.reserve([a], [0], [150])  # 10 pages
    before = pools.groups[SWA].host_table.clone()
    full = r"swa pool is full: the step needs 4 more pages .* 3 of 12 are free; raise num_swa_pages"
    with pytest.raises(RuntimeError, match=full):
        pools.reserve([b, a], [0, 150], [60, 1])  # b needs 4 pages; 2 are free and a gives 1 back
    assert torch.equal(pools.groups[SWA].host_table, before)
    assert pools.held_pages(SWA) == 10
    pools.reserve([b, a], [0, 150], [40, 1])  # 3 pages: 2 free + 1 freed by a in the same step
    assert pools.held_pages(SWA) == 12


def test_compressed_pool_full_names_its_config_field():
    pools = make_pools(hca_pages=1)
    a, b = pools.admit(), pools.admit()
    pools.reserve([a], [0], [128])
    with pytest.raises(RuntimeError, match=r"heavily_compressed_attention pool is full.*num_hca_pages"):
        pools.reserve([b], [0], [128])


def test_admission_release_and_reuse():
    pools = make_pools(max_requests=2)
    a, b = pools.admit(), pools.admit()
    assert {a, b} == {0, 1}
    with pytest.raises(RuntimeError, match="max_running_requests"):
        pools.admit()
    pools.reserve([a, b], [0, 0], [100, 200])
    held = pools.held_pages(SWA)
    pools.release(a)
    assert pools.held_pages(SWA) == held - 7
    assert bool((pools.groups[SWA].table[a] == -1).all()) and bool((pools.groups[CSA].table[a] == -1).all())
    with pytest.raises(ValueError, match="not admitted"):
        pools.reserve([a], [0], [1])
    assert pools.admit() == a


def test_context_limit_and_bad_arguments():
    pools = make_pools()
    a = pools.admit()
    with pytest.raises(RuntimeError, match="max_context_len=1024"):
        pools.reserve([a], [1000], [25])
    with pytest.raises(ValueError, match="distinct"):
        pools.reserve([a, a], [0, 0], [1, 1])
    with pytest.raises(ValueError, match="same length"):
        pools.reserve([a], [0, 1], [1])
    with pytest.raises(TypeError, match="request slot must be an int"):
        pools.release("0")
    for bad in ([a], [0.0], [1.5]), ([a], [0], [None]), ([a], ["0"], [1]):
        with pytest.raises(TypeError, match="must hold ints"):
            pools.reserve(*bad)
    pools.reserve([a], [torch.tensor(0)], [1])  # (0-d int tensors and numpy ints are ints)
