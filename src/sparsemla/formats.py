"""KV-cache formats: bytes per token, page layout, and torch quantize/dequantize.

A token is one 512-d row: 448 "nope" channels then 64 RoPE channels. Three formats:

``bf16``
    1024 B/token, the row as bfloat16, tokens contiguous in the page.
``fp8_uniform``
    512 B/token, ``e4m3(row / scale)`` with one per-tensor float scale (default 1.0), saturated to
    ±448 so that nothing becomes NaN. Tokens contiguous in the page, no in-cache scales.
``model1``
    FlashMLA's DSv4 layout, byte for byte. A page of P tokens holds P records of 576 B
    ``[448 e4m3 nope | 64 bf16 rope]``, then P scale records of 8 B ``[7 UE8M0 bytes | 1 pad]``
    (one power-of-two scale ``2^(b-127)`` per 64-channel tile of the nope part), and the page is
    padded up to a multiple of 576 B. Tile scale = ``2^ceil(log2(max(amax, 1e-4) / 448))``.

Per-token byte records (what :func:`quantize` returns) put the 576-B record first and the 8-B scale
record after it; :class:`KVFormat` says where each part lands in a page.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch

HEAD_DIM = 512
# DeepSeek-V4's softmax scale: one over the square root of the 512-d key.
DEFAULT_SOFTMAX_SCALE = HEAD_DIM**-0.5
NOPE_DIM = 448
ROPE_DIM = 64
FP8_MAX = 448.0
MODEL1_TILE = 64
MODEL1_NUM_TILES = NOPE_DIM // MODEL1_TILE  # 7
MODEL1_RECORD_BYTES = NOPE_DIM + 2 * ROPE_DIM  # 576
MODEL1_SCALE_BYTES = MODEL1_NUM_TILES + 1  # 8
MODEL1_PAGE_ALIGN = 576
MODEL1_AMAX_FLOOR = 1e-4

FORMATS = ("bf16", "fp8_uniform", "model1")


@dataclass(frozen=True)
class KVFormat:
    """Byte geometry of one KV format.

    ``record_bytes`` is the stride between consecutive tokens' main records in a page;
    ``scale_bytes`` (model1 only) the stride of the scale records, which start after all P records.
    """

    name: str
    bytes_per_token: int
    record_bytes: int
    scale_bytes: int

    def page_bytes(self, page_size: int) -> int:
        """Bytes of one page of ``page_size`` tokens, padding included."""
        raw = page_size * self.bytes_per_token
        if self.name == "model1":
            return -(-raw // MODEL1_PAGE_ALIGN) * MODEL1_PAGE_ALIGN
        return raw

    def scale_offset(self, page_size: int) -> int:
        """Byte offset inside a page where the scale records start (0 for formats without any)."""
        return page_size * self.record_bytes if self.scale_bytes else 0


_SPECS = {
    "bf16": KVFormat("bf16", 2 * HEAD_DIM, 2 * HEAD_DIM, 0),
    "fp8_uniform": KVFormat("fp8_uniform", HEAD_DIM, HEAD_DIM, 0),
    "model1": KVFormat("model1", MODEL1_RECORD_BYTES + MODEL1_SCALE_BYTES, MODEL1_RECORD_BYTES, MODEL1_SCALE_BYTES),
}


def get_format(fmt: str | KVFormat) -> KVFormat:
    """Look a format up by name (``"bf16"``, ``"fp8_uniform"``, ``"model1"``)."""
    if isinstance(fmt, KVFormat):
        return fmt
    if fmt not in _SPECS:
        raise ValueError(f"fmt must be one of {FORMATS}, got {fmt!r}")
    return _SPECS[fmt]


def bytes_per_token(fmt: str) -> int:
    return get_format(fmt).bytes_per_token


def _check_rows(rows: torch.Tensor) -> None:
    if not isinstance(rows, torch.Tensor):
        raise TypeError(f"rows must be a torch.Tensor, got {type(rows).__name__}")
    if rows.dim() != 2 or rows.shape[1] != HEAD_DIM:
        raise ValueError(f"rows must have shape [N, {HEAD_DIM}], got {list(rows.shape)}")
    if not rows.dtype.is_floating_point:
        raise TypeError(f"rows must be floating point, got {rows.dtype}")


def _check_scale(scale: float) -> float:
    scale = float(scale)
    if not (scale > 0.0 and scale < float("inf")):
        raise ValueError(f"scale must be a positive finite float, got {scale}")
    return scale


def model1_tile_exponents(nope: torch.Tensor) -> torch.Tensor:
    """UE8M0 scale bytes [N, 7] for the nope part [N, 448]: ``ceil(log2(max(amax, 1e-4) / 448)) + 127``."""
    amax = nope.float().abs().reshape(nope.shape[0], MODEL1_NUM_TILES, MODEL1_TILE).amax(dim=-1)
    exponent = torch.ceil(torch.log2(amax.clamp_min(MODEL1_AMAX_FLOOR) / FP8_MAX))
    return (exponent + 127).clamp(0, 254).to(torch.uint8)


def quantize(rows: torch.Tensor, fmt: str, scale: float = 1.0) -> torch.Tensor:
    """Encode rows [N, 512] into per-token byte records uint8 [N, bytes_per_token(fmt)].

    ``scale`` is the per-tensor scale of ``fp8_uniform`` (ignored by the other formats).
    """
    spec = get_format(fmt)
    _check_rows(rows)
    count = rows.shape[0]
    if spec.name == "bf16":
        return rows.to(torch.bfloat16).contiguous().view(torch.uint8).reshape(count, spec.bytes_per_token)
    if spec.name == "fp8_uniform":
        scaled = rows.float() / _check_scale(scale)
        # torch's e4m3 cast turns out-of-range values into NaN: saturate first.
        return scaled.clamp(-FP8_MAX, FP8_MAX).to(torch.float8_e4m3fn).view(torch.uint8)
    # model1
    nope, rope = rows[:, :NOPE_DIM].float(), rows[:, NOPE_DIM:]
    exponents = model1_tile_exponents(nope)
    tile_scale = torch.exp2(exponents.float() - 127)  # exact powers of two
    scaled = nope.reshape(count, MODEL1_NUM_TILES, MODEL1_TILE) / tile_scale[..., None]
    nope_bytes = scaled.clamp(-FP8_MAX, FP8_MAX).to(torch.float8_e4m3fn).view(torch.uint8).reshape(count, NOPE_DIM)
    rope_bytes = rope.to(torch.bfloat16).contiguous().view(torch.uint8).reshape(count, 2 * ROPE_DIM)
    pad = torch.zeros(count, 1, dtype=torch.uint8, device=rows.device)
    return torch.cat([nope_bytes, rope_bytes, exponents, pad], dim=1)


def dequantize(records: torch.Tensor, fmt: str, scale: float = 1.0) -> torch.Tensor:
    """Decode per-token byte records uint8 [N, bytes_per_token(fmt)] into float32 rows [N, 512]."""
    spec = get_format(fmt)
    if records.dtype != torch.uint8 or records.dim() != 2 or records.shape[1] != spec.bytes_per_token:
        raise ValueError(
            f"records must be uint8 [N, {spec.bytes_per_token}] for {spec.name}, got {records.dtype} {list(records.shape)}"
        )
    records = records.contiguous()
    count = records.shape[0]
    if spec.name == "bf16":
        return records.view(torch.bfloat16).float()
    if spec.name == "fp8_uniform":
        return records.view(torch.float8_e4m3fn).float() * _check_scale(scale)
    nope = records[:, :NOPE_DIM].contiguous().view(torch.float8_e4m3fn).float()
    rope = records[:, NOPE_DIM:MODEL1_RECORD_BYTES].contiguous().view(torch.bfloat16).float()
    exponents = records[:, MODEL1_RECORD_BYTES : MODEL1_RECORD_BYTES + MODEL1_NUM_TILES]
    tile_scale = torch.exp2(exponents.float() - 127)
    nope = (nope.reshape(count, MODEL1_NUM_TILES, MODEL1_TILE) * tile_scale[..., None]).reshape(count, NOPE_DIM)
    return torch.cat([nope, rope], dim=1)
