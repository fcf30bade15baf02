"""Console output of the bench, and failures turned into one-line notices."""

from __future__ import annotations

import math
import sys

import torch


class PeerUnsupported(Exception):
    """A peer cannot run this configuration (a notice, not an error)."""


def say(message: str = "") -> None:
    print(message, flush=True)


def complain(message: str) -> None:
    """A message that ends the run (standard error)."""
    print(message, file=sys.stderr, flush=True)


def attempt(label: str, fn):
    """Run ``fn``; on failure print a one-line notice and return None (a failure never ends the run)."""
    try:
        return fn()
    except PeerUnsupported as exc:
        say(f"  {label}: skipped ({exc})")
    except Exception as exc:  # noqa: BLE001 - a peer or a case failing must not end the run
        say(f"  {label}: failed ({type(exc).__name__}: {str(exc).splitlines()[0][:200] if str(exc) else ''})")
        if isinstance(exc, torch.cuda.OutOfMemoryError):
            torch.cuda.empty_cache()
    return None


def finite(value):
    """``value`` when it is a finite number, else None."""
    return value if isinstance(value, (int, float)) and math.isfinite(value) else None


def fmt(value, spec=".1f", missing="-"):
    return missing if value is None else format(value, spec)
