"""CuTe DSL (nvidia-cutlass-dsl) kernels for SM90. ``cutlass`` is imported lazily: this package
imports without CuTe DSL; :func:`cute_available` says whether the kernels can run."""

from .launch import cute_available, run_cute_decode

__all__ = ["cute_available", "run_cute_decode"]
