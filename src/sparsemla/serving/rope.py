"""DSv4's interleaved RoPE on the last 64 channels, and its inverse on the attention output.

K = V in DSv4, so the attention output carries the RoPE of the rows it averaged on its last 64
channels. The model undoes it with the conjugate rotation at the **query** position before the output
projection; :func:`apply_inverse_rope` is that step. It computes like HuggingFace and the reference code:
angle = fp32(position) × fp32(frequency), cos/sin in fp32, the rotation in fp32.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

import torch

ROPE_DIM = 64


def rope_inv_freq(theta: float, rope_dim: int = ROPE_DIM, yarn: Mapping | None = None) -> torch.Tensor:
    """The ``rope_dim / 2`` float32 frequencies of one layer type.

    Args:
        theta: the RoPE base (DSv4: 10000 for sliding-only layers, 160000 for CSA/HCA layers).
        rope_dim: rotated channels (64).
        yarn: None for plain RoPE, else the YaRN parameters ``factor``,
            ``original_max_position_embeddings``, ``beta_fast`` (default 32) and ``beta_slow`` (1).
            YaRN changes only the frequencies here: DSv4 applies no mscale.
    """
    if not isinstance(rope_dim, int) or rope_dim <= 0 or rope_dim % 2:
        raise ValueError(f"rope_dim must be a positive even int, got {rope_dim!r}")
    theta = float(theta)
    if not theta > 1.0:
        raise ValueError(f"theta must be > 1, got {theta}")
    exponents = torch.arange(0, rope_dim, 2, dtype=torch.float64) / rope_dim
    freqs = 1.0 / theta**exponents
    if yarn is None:
        return freqs.float()
    factor = float(yarn["factor"])
    original = float(yarn["original_max_position_embeddings"])
    beta_fast, beta_slow = float(yarn.get("beta_fast", 32)), float(yarn.get("beta_slow", 1))

    def correction_dim(rotations: float) -> float:
        # The channel pair whose wavelength makes `rotations` turns over the original context.
        return rope_dim * math.log(original / (rotations * 2 * math.pi)) / (2 * math.log(theta))

    low = max(math.floor(correction_dim(beta_fast)), 0)
    high = min(math.ceil(correction_dim(beta_slow)), rope_dim - 1)
    if low == high:
        high += 0.001
    ramp = ((torch.arange(rope_dim // 2, dtype=torch.float64) - low) / (high - low)).clamp(0, 1)
    # ramp 0 keeps the original (high) frequency, ramp 1 divides it by the factor.
    return (freqs * (1 - ramp) + freqs / factor * ramp).float()


def apply_inverse_rope(
    x: torch.Tensor, positions: torch.Tensor, inv_freq: torch.Tensor, *, out: torch.Tensor | None = None
) -> torch.Tensor:
    """Rotate the last ``2 × len(inv_freq)`` channels of ``x [R, H, D]`` back by the angle at ``positions [R]``.

    Interleaved pairs ``(x[2i], x[2i+1])`` are complex numbers multiplied by ``e^{-i·pos·f_i}``; the other
    channels are copied. ``out`` (same shape and dtype as ``x``; may be ``x`` itself) receives the result,
    else a new tensor is returned. No host synchronisation.
    """
    if x.dim() != 3:
        raise ValueError(f"x must have shape [R, H, D], got {list(x.shape)}")
    if positions.shape != (x.shape[0],):
        raise ValueError(f"positions must have shape [{x.shape[0]}], got {list(positions.shape)}")
    rope_dim = 2 * inv_freq.numel()
    if out is None:
        out = x.clone()
    elif out.shape != x.shape or out.dtype != x.dtype:
        raise ValueError(f"out must be a {x.dtype} tensor of shape {list(x.shape)}")
    elif out.data_ptr() != x.data_ptr():
        out[..., :-rope_dim].copy_(x[..., :-rope_dim])
    angles = positions.to(torch.float32)[:, None] * inv_freq.to(device=x.device, dtype=torch.float32)[None, :]
    cos, sin = angles.cos()[:, None, :], angles.sin()[:, None, :]  # [R, 1, rope_dim / 2]
    pairs = x[..., -rope_dim:].float().unflatten(-1, (-1, 2))
    even, odd = pairs[..., 0], pairs[..., 1]
    rotated = torch.stack([even * cos + odd * sin, odd * cos - even * sin], dim=-1)
    out[..., -rope_dim:].copy_(rotated.flatten(-2))
    return out
