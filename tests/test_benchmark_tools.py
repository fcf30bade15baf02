"""The tuning tools under benchmarks/ still fit the kernel they edit (CPU only)."""

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _stage_variants():
    spec = importlib.util.spec_from_file_location("stage_variants", ROOT / "benchmarks" / "stage_variants.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


STAGE_VARIANTS = _stage_variants()


@pytest.mark.parametrize("name", sorted(STAGE_VARIANTS.VARIANTS))
def test_every_stage_variant_applies_to_the_current_kernel(name):
    source = (ROOT / "src" / STAGE_VARIANTS.KERNEL).read_text()
    edited = STAGE_VARIANTS.apply(name, source)
    assert (edited == source) == (not STAGE_VARIANTS.VARIANTS[name])
    compile(edited, STAGE_VARIANTS.KERNEL, "exec")  # still Python


def test_a_stale_pattern_is_reported():
    STAGE_VARIANTS.VARIANTS["_stale"] = [("no such line\n", "")]
    try:
        with pytest.raises(SystemExit, match="_stale: pattern not found once"):
            STAGE_VARIANTS.apply("_stale", "kernel text\n")
    finally:
        del STAGE_VARIANTS.VARIANTS["_stale"]
