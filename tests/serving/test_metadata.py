"""Per-step metadata against a row-by-row Python rebuild (decode, verify, extend, padding, top-k)."""

import random

import pytest
import torch

from sparsemla import DSv4AttentionBackend, DSv4BackendConfig, ForwardBatch
from sparsemla.serving.pools import CSA, HCA, SLIDING, SWA

WINDOW = 128


def make_backend(**overrides):
    kwargs = dict(
        num_heads=8, layer_types=(SLIDING, CSA, HCA), max_running_requests=6, max_prefill_tokens=512,
        chunked_prefill_size=512, num_draft_tokens=3, index_topk=12, kv_format="bf16", swa_page_size=16,
        compressed_page_size=8, max_context_len=1024, attention_impl="torch",
    )  # fmt: skip
    kwargs.update(overrides)
    return DSv4AttentionBackend(DSv4BackendConfig(**kwargs), device="cpu")


def slot_of(backend, name, req_slot, logical):
    group = backend.pools.groups[name]
    page = int(group.host_table[req_slot, logical // group.page_size])
    return -1 if page < 0 else page * group.page_size + logical % group.page_size


def expected_rows(req_slots, seq_lens, new_tokens):
    return [(slot, start + j) for slot, start, n in zip(req_slots, seq_lens, new_tokens) for j in range(n)]


def check_metadata(backend, rows, num_rows):
    """rows: (request slot, position) per row, None = padding; rows past len(rows) up to num_rows are padding."""
    meta = backend.metadata
    assert meta.num_rows == num_rows
    trash = {name: g.trash_slot for name, g in backend.pools.groups.items()}
    for r in range(num_rows):
        if r >= len(rows) or rows[r] is None:  # padding
            assert int(meta.row_slot[r]) == -1
            assert int(meta.swa_lengths[r]) == 0 and int(meta.hca_lengths[r]) == 0
            assert bool((meta.swa_indices[r] == -1).all()) and bool((meta.hca_indices[r] == -1).all())
            for name in trash:
                assert int(meta.store_slots[name][r]) == trash[name]
            continue
        slot, t = rows[r]
        assert int(meta.row_slot[r]) == slot and int(meta.positions[r]) == t
        window = [slot_of(backend, SWA, slot, p) for p in range(max(0, t - WINDOW + 1), t + 1)]
        assert int(meta.swa_lengths[r]) == len(window)
        assert meta.swa_indices[r].tolist() == window + [-1] * (WINDOW - len(window))
        assert -1 not in window
        assert int(meta.store_slots[SWA][r]) == slot_of(backend, SWA, slot, t)
        hca = [slot_of(backend, HCA, slot, w) for w in range((t + 1) // 128)]
        assert int(meta.hca_lengths[r]) == len(hca)
        assert meta.hca_indices[r, : len(hca)].tolist() == hca and bool((meta.hca_indices[r, len(hca) :] == -1).all())
        assert -1 not in hca
        for name, rate in ((CSA, 4), (HCA, 128)):
            want = slot_of(backend, name, slot, (t + 1) // rate - 1) if (t + 1) % rate == 0 else trash[name]
            assert int(meta.store_slots[name][r]) == want, (name, t)


@pytest.fixture
def backend_with_requests():
    """Four requests whose pages interleave (reserved step by step, one released and re-admitted)."""
    backend = make_backend()
    slots = [backend.admit() for _ in range(4)]
    lengths = [0, 0, 0, 0]
    rng = random.Random(0)
    for _ in range(6):
        new = [rng.randint(20, 70) for _ in slots]
        backend.reserve(slots, lengths, new)
        lengths = [a + b for a, b in zip(lengths, new)]
    backend.release(slots[1])
    slots[1] = backend.admit()
    lengths[1] = 0
    backend.reserve([slots[1]], [0], [90])
    lengths[1] = 90
    return backend, slots, lengths


def test_decode(backend_with_requests):
    backend, slots, lengths = backend_with_requests
    backend.reserve(slots, lengths, [1] * 4)
    backend.init_forward_metadata(ForwardBatch.decode(slots, lengths))
    check_metadata(backend, expected_rows(slots, lengths, [1] * 4), 4)


def test_verify(backend_with_requests):
    backend, slots, lengths = backend_with_requests
    backend.reserve(slots, lengths, [3] * 4)
    backend.init_forward_metadata(ForwardBatch.verify(slots, lengths, 3))
    check_metadata(backend, expected_rows(slots, lengths, [3] * 4), 12)


def test_extend_ragged_with_empty_and_single_row_requests(backend_with_requests):
    backend, slots, lengths = backend_with_requests
    new = [37, 0, 1, 130]
    backend.reserve(slots, lengths, new)
    backend.init_forward_metadata(ForwardBatch.extend(slots, lengths, new))
    check_metadata(backend, expected_rows(slots, lengths, new), sum(new))
    # Rows beyond sum(extend_lens) are padding.
    lens = torch.tensor(new, dtype=torch.int32)
    backend.init_forward_metadata(ForwardBatch.extend(slots, lengths, lens, num_rows=sum(new) + 5))
    check_metadata(backend, expected_rows(slots, lengths, new), sum(new) + 5)


def test_padding_requests(backend_with_requests):
    backend, slots, lengths = backend_with_requests
    backend.reserve(slots[:2], lengths[:2], [1, 1])
    batch = ForwardBatch.decode([slots[0], -1, slots[1], -1], [lengths[0], 0, lengths[1], 77])
    backend.init_forward_metadata(batch)
    rows = [(slots[0], lengths[0]), None, (slots[1], lengths[1]), None]
    check_metadata(backend, rows, 4)


def test_topk_translation(backend_with_requests):
    from sparsemla.serving.metadata import topk_to_slots

    backend, slots, lengths = backend_with_requests
    backend.reserve(slots, lengths, [3] * 4)
    backend.init_forward_metadata(ForwardBatch.verify(slots, lengths, 3))
    rows = expected_rows(slots, lengths, [3] * 4)
    g = torch.Generator().manual_seed(1)
    k = backend.config.index_topk
    ids = torch.full((len(rows), k), -1, dtype=torch.int64)
    for r, (_, t) in enumerate(rows):
        count = min(k, (t + 1) // 4)
        ids[r, :count] = torch.randperm((t + 1) // 4, generator=g)[:count]
    ids[0, 1] = -1  # a hole before the last valid pick
    ids[1, :] = -1  # no pick at all
    indices, lengths_out = topk_to_slots(backend.metadata, backend.pools.groups[CSA], ids[:, : k - 2])
    assert indices.shape == (len(rows), k - 2)
    for r, (slot, _) in enumerate(rows):
        picks = ids[r, : k - 2].tolist()
        assert indices[r].tolist() == [slot_of(backend, CSA, slot, w) if w >= 0 else -1 for w in picks]
        valid = [i for i, w in enumerate(picks) if w >= 0]
        assert int(lengths_out[r]) == (valid[-1] + 1 if valid else 0)


def test_buffers_keep_their_addresses(backend_with_requests):
    backend, slots, lengths = backend_with_requests
    meta = backend.metadata
    before = [t.data_ptr() for t in (meta.swa_indices, meta.hca_indices, meta.positions, backend.out)]
    backend.reserve(slots, lengths, [1] * 4)
    backend.init_forward_metadata(ForwardBatch.decode(slots, lengths))
    new = [50, 1, 1, 1]
    backend.reserve(slots, lengths, new)
    backend.init_forward_metadata(ForwardBatch.extend(slots, lengths, new))
    assert before == [t.data_ptr() for t in (meta.swa_indices, meta.hca_indices, meta.positions, backend.out)]


def test_unreserved_pages_are_caught_in_debug_mode(backend_with_requests, monkeypatch):
    from sparsemla import AttentionOptions

    backend, slots, lengths = backend_with_requests
    monkeypatch.setattr(backend.config, "options", AttentionOptions(debug_checks=True))
    with pytest.raises(RuntimeError, match="unreserved swa page"):
        backend.init_forward_metadata(ForwardBatch.extend(slots, lengths, [40, 40, 40, 40]))


@pytest.mark.parametrize("fused", [False, True])
def test_rows_past_the_page_table_are_neither_stored_nor_read(fused):
    """A position at or past max_context_len, or a request slot past the table, maps to no slot (the
    trash slot for its store, -1 for its reads): never another position's row."""
    backend = make_backend(max_context_len=64, max_running_requests=2)
    backend.fused = fused
    a = backend.admit()
    backend.reserve([a], [0], [64])
    backend.init_forward_metadata(ForwardBatch.decode([a, 5], [64, 3]))
    meta = backend.metadata
    for r in range(2):
        assert int(meta.store_slots[SWA][r]) == backend.pools.groups[SWA].trash_slot
    assert -1 not in meta.swa_indices[0, :63].tolist()  # (positions 1 … 63 of request a)
    assert meta.swa_indices[0].tolist().count(slot_of(backend, SWA, a, 63)) == 1
    assert int(meta.swa_lengths[1]) == 0 or bool((meta.swa_indices[1] == -1).all())


@pytest.mark.parametrize("bad, match", [
    ("position_past_context", "reaches position 1024, past max_context_len=1024"),
    ("slot_twice", r"batch.req_slots\[2\] is .*, which the batch already holds"),
    ("slot_not_admitted", r"batch.req_slots\[1\] is 6, not an admitted request slot"),
    ("slot_past_table", r"batch.req_slots\[0\] is 99, not an admitted request slot"),
    ("negative_seq_len", "batch.seq_lens must not be negative, got -3"),
    ("negative_extend_len", "batch.extend_lens must not be negative, got -1"),
    ("extend_lens_past_num_rows", r"batch.extend_lens sum to 5, more than batch.num_rows=4"),
])  # fmt: skip
def test_bad_request_values_are_caught_in_debug_mode(backend_with_requests, monkeypatch, bad, match):
    # Without the option these values would read another request's page-table row, or past the table.
    from sparsemla import AttentionOptions

    backend, slots, lengths = backend_with_requests
    monkeypatch.setattr(backend.config, "options", AttentionOptions(debug_checks=True))
    slots, lengths, new = list(slots), list(lengths), [1] * len(slots)
    if bad == "position_past_context":
        lengths[0] = 1024
    elif bad == "slot_twice":
        slots[2] = slots[0]
    elif bad == "slot_not_admitted":
        slots[1] = 6
    elif bad == "slot_past_table":
        slots[0] = 99
    elif bad == "negative_seq_len":
        lengths[2] = -3
    elif bad == "negative_extend_len":
        new[3] = -1
    else:
        new[0] = 2
    assert 6 not in backend.pools.active_requests
    rows = {}
    if bad in ("negative_extend_len", "extend_lens_past_num_rows"):  # (host ints are refused on construction)
        rows = {"num_rows": 4 if bad == "extend_lens_past_num_rows" else sum(new)}
        new = torch.tensor(new, dtype=torch.int32)
    with pytest.raises(RuntimeError if bad == "position_past_context" else ValueError, match=match):
        backend.init_forward_metadata(ForwardBatch.extend(slots, lengths, new, **rows))
    assert backend.metadata.mode is None
    # -1 pads a batch and passes.
    good_slots, good_lengths = list(backend_with_requests[1]), list(backend_with_requests[2])
    backend.reserve(good_slots, good_lengths, [1] * len(good_slots))
    backend.init_forward_metadata(ForwardBatch.decode(good_slots + [-1], good_lengths + [0]))
