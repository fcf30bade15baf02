"""Options of the attention op, and the environment variables that supply their defaults.

Every behaviour choice of :func:`sparsemla.sparse_attention` is an argument: pass an
:class:`AttentionOptions` as ``options=``. A call without one takes :func:`default_options`, which
reads the ``SPARSEMLA_*`` variables below at that moment (this module is the only place the library
reads the environment). Nothing is read at import.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import os

KERNELS = ("auto", "gluon", "triton", "cute")
LAUNCHES = ("packed", "direct", "triton")


@dataclasses.dataclass(frozen=True)
class AttentionOptions:
    """How :func:`sparsemla.sparse_attention` runs a call (every field has a safe default).

    Attributes:
        kernel: ``"auto"`` runs the fastest kernel this device has for the call: on a Hopper GPU the
            Gluon kernel (Triton 3.6-3.9), and with another Triton the CuTe DSL kernel for ``bf16`` /
            ``fp8_uniform`` / ``model1`` sources (it needs ``nvidia-cutlass-dsl``, the ``cute`` extra,
            or its variants in the on-disk cache); else the portable Triton kernel. ``python -m
            sparsemla info`` prints the choice and why per format and head count. ``"triton"`` forces
            the portable Triton kernel, ``"gluon"`` the Gluon kernel and ``"cute"`` the CuTe DSL kernel
            (``RuntimeError`` where the forced kernel cannot run the call).
        cooperative: split launches of the Gluon kernel whose programs all fit on the GPU are launched
            cooperatively (every split merges a share of the output). Turn off on GPUs shared through
            MPS or green contexts, where a cooperative launch may not get the SMs it counts on.
        launch: ``"packed"`` (bound calls and the serving backend's eager layers: one
            ``cuLaunchKernelEx`` per kernel on a parameter block packed once; other eager calls: the
            same launch on a per-thread block their arguments are packed into), ``"direct"`` (the
            compiled kernel's own launcher, skipping Triton's argument binding), ``"triton"`` (Triton's
            launch path on every call). The first two need Triton 3.6-3.9 (the versions they run on a GPU
            with); with another every call takes Triton's path.
        qk_fp8: opt-in, less exact: the Gluon kernel computes S = Q·Kᵀ of ``fp8_uniform`` rows on e4m3
            tensor cores, Q rounded to e4m3 (about 2.6% relative RMS output error on unit-variance data
            instead of 0.17%; the error grows with the logits). Prefill-sized calls over ``fp8_uniform`` pools
            on Hopper (``ops.plan.e4m3_prefill_reason``: at least 512 rows, 64 or 128 heads, one split, the
            CuTe DSL kernel) run the CuTe DSL ``e4m3rows`` kernel instead: P·V on e4m3 tensor cores too
            (P rounded to e4m3), rows read straight from the pools.
        debug_checks: host-side checks of index and length values (a device sync: not for CUDA graphs).
        empty_row_lse: the LSE a kernel writes for a row with no valid entry: ``-inf`` (the log of an
            empty sum) or ``+inf`` (FlashMLA's convention, which :mod:`sparsemla.flash_mla` keeps).
    """

    kernel: str = "auto"
    cooperative: bool = True
    launch: str = "packed"
    qk_fp8: bool = False
    debug_checks: bool = False
    empty_row_lse: float = float("-inf")

    def __post_init__(self):
        for name, choices in (("kernel", KERNELS), ("launch", LAUNCHES)):
            value = getattr(self, name)
            if value not in choices:
                raise ValueError(f"AttentionOptions.{name} must be one of {choices}, got {value!r}")
        for name in ("cooperative", "qk_fp8", "debug_checks"):
            value = getattr(self, name)
            if not isinstance(value, bool):
                raise TypeError(f"AttentionOptions.{name} must be a bool, got {type(value).__name__}")
        if type(self.empty_row_lse) is not float or abs(self.empty_row_lse) != float("inf"):
            raise ValueError(f"AttentionOptions.empty_row_lse must be float('-inf') or float('inf'), "
                             f"got {self.empty_row_lse!r}")  # fmt: skip

    @property
    def lse_mode(self) -> int:
        """The kernels' ``WRITE_LSE`` value when an LSE is written: 1 (``-inf`` for empty rows) or 2 (``+inf``)."""
        return 2 if self.empty_row_lse > 0 else 1

    def replace(self, **changes) -> AttentionOptions:
        """A copy with ``changes`` applied (validated)."""
        return dataclasses.replace(self, **changes)


# Environment variable → (option field, how its text becomes the value). Listed in the README.
ENVIRONMENT = {
    "SPARSEMLA_KERNEL": ("kernel", str),
    "SPARSEMLA_COOPERATIVE": ("cooperative", "bool"),
    "SPARSEMLA_LAUNCH": ("launch", str),
    "SPARSEMLA_QK_FP8": ("qk_fp8", "bool"),
    "SPARSEMLA_DEBUG": ("debug_checks", "bool"),
}
_NAMES = tuple(ENVIRONMENT)


def _environment_reader(names: tuple):
    """A function returning the current values of ``names`` (None where unset), as a tuple.

    On POSIX ``os.environ`` keeps its contents in a dict of encoded names (``_data``), which every
    assignment through ``os.environ`` updates: reading it directly costs ~0.3 µs per call for the five
    options, against ~3 µs through ``os.environ.get`` (this runs on every eager call without
    ``options=``). Elsewhere, or if that dict is missing, the public mapping is read.
    """
    data = getattr(os.environ, "_data", None)
    encode = getattr(os.environ, "encodekey", None)
    if type(data) is dict and os.name == "posix" and encode is not None:
        try:
            keys = tuple(encode(name) for name in names)
        except Exception:  # noqa: BLE001 - an unusual environment mapping: take the public path
            keys = None
        if keys is not None and all(type(key) is bytes for key in keys):
            decode = os.environ.decodevalue

            _UNSET = (None,) * len(names)
            if len(keys) == 1:  # (TRITON_INTERPRET, read on every eager call: ~3x faster without the map)
                (key,), get = keys, data.get

                def read() -> tuple:
                    value = get(key)
                    return _UNSET if value is None else (decode(value),)

                return read

            def read() -> tuple:
                raw = tuple(map(data.get, keys))
                return raw if raw == _UNSET else tuple(None if value is None else decode(value) for value in raw)

            return read
    environ = os.environ
    return lambda: tuple(environ.get(name) for name in names)


_read_options_environment = _environment_reader(_NAMES)


def _flag(name: str, text: str) -> bool:
    lowered = text.strip().lower()
    if lowered in ("1", "true", "yes", "on"):
        return True
    if lowered in ("0", "false", "no", "off"):
        return False
    raise ValueError(f"environment variable {name} must be 0 or 1, got {text!r}")


@functools.lru_cache(maxsize=64)
def _options_from(values: tuple) -> AttentionOptions:
    fields = {}
    for name, text in zip(_NAMES, values):
        if text is None or not text.strip():  # (set but empty: as unset, for every variable alike)
            continue
        field, kind = ENVIRONMENT[name]
        fields[field] = _flag(name, text) if kind == "bool" else text.strip().lower()
        try:  # (each value alone, so the error names the variable that supplied it)
            AttentionOptions(**{field: fields[field]})
        except (TypeError, ValueError) as exc:
            raise ValueError(f"environment variable {name}: {exc}") from None
    return AttentionOptions(**fields)


def default_options() -> AttentionOptions:
    """The options of a call made without ``options=``: the defaults of :class:`AttentionOptions`,
    overridden by whichever ``SPARSEMLA_*`` variables are set now."""
    return _options_from(_read_options_environment())


_read_interpret = _environment_reader(("TRITON_INTERPRET",))
# The values Triton reads as true (its knobs: 1, true, yes, on, y, in any case), spelt out so the test is one
# set lookup (direct_launch_supported asks on every eager call).
_INTERPRET_ON = frozenset(
    "".join(letters) for word in ("1", "true", "yes", "on", "y")
    for letters in itertools.product(*((char.lower(), char.upper()) for char in word))
)  # fmt: skip


def triton_interpreted() -> bool:
    """True when Triton runs kernels in its CPU interpreter (``TRITON_INTERPRET=1``, or another value Triton
    reads as true: ``true``, ``yes``, ``on``, ``y``)."""
    return _read_interpret()[0] in _INTERPRET_ON


# What a call with CPU tensors is told when Triton compiles for the GPU (its launcher would reject the
# host pointers with a less helpful message).
CPU_TENSORS_NEED_INTERPRETER = (
    "this process compiles Triton kernels for the GPU; move the tensors to CUDA, or set TRITON_INTERPRET=1 "
    "before triton is imported to run on the CPU"
)


def use_interpreter_without_gpu(cuda_available: bool) -> None:
    """Without a GPU, run Triton kernels in Triton's CPU interpreter; must happen before ``triton.jit``
    sees a kernel (the package calls it at import)."""
    if not cuda_available:
        os.environ.setdefault("TRITON_INTERPRET", "1")


def environment_overrides() -> dict:
    """The ``SPARSEMLA_*`` variables set now (recorded beside benchmark results); a blank one counts as unset."""
    return {
        name: value for name, value in sorted(os.environ.items()) if name.startswith("SPARSEMLA_") and value.strip()
    }


def environment_value(name: str, default: str | None = None) -> str | None:
    """One environment variable (for the bench and tools, e.g. the commit to record)."""
    return os.environ.get(name, default)


def default_cache_dir():
    """Where compiled kernels are kept across processes (the CuTe DSL kernels; Triton keeps its own cache):
    ``SPARSEMLA_CACHE_DIR`` if set now, else ``$XDG_CACHE_HOME/sparsemla``, else ``~/.cache/sparsemla``.
    ValueError naming the variable whose ``~`` / ``~user`` cannot be resolved (no such user, no home
    directory)."""
    chosen = os.environ.get("SPARSEMLA_CACHE_DIR", "")
    if chosen.strip():  # (blank: as unset, like the options' variables)
        return _expanded_path("SPARSEMLA_CACHE_DIR", chosen)
    base = os.environ.get("XDG_CACHE_HOME", "")
    if base.strip():
        return _expanded_path("XDG_CACHE_HOME", base) / "sparsemla"
    return _expanded_path(None, "~") / ".cache" / "sparsemla"


def _expanded_path(name: str | None, text: str):
    from pathlib import Path

    try:
        return Path(text).expanduser()
    except RuntimeError:  # (pathlib's "Could not determine home directory." names neither the path nor the variable)
        where = "no home directory (HOME unset, no password entry)" if name is None else (
            f"environment variable {name} = {text!r}: its home directory cannot be resolved (no such user, or no home "
            "directory)"
        )  # fmt: skip
        raise ValueError(f"{where}; set SPARSEMLA_CACHE_DIR to an absolute path") from None
