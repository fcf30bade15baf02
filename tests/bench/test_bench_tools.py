"""benchmarks/tools: the scripts import against the package's layout; the Nsight helper reads a SASS page."""

import importlib.util
import sys
from pathlib import Path

import pytest

TOOLS = Path(__file__).resolve().parents[2] / "benchmarks" / "tools"


def _load(name, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", True)  # no __pycache__ under benchmarks/
    spec = importlib.util.spec_from_file_location(f"bench_tool_{name}", TOOLS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # imports only: each tool runs from its __main__ guard
    return module


@pytest.mark.parametrize("name", ["host_probe", "ncu_case", "ncu_shared_by_opcode", "tensor_rate", "fp8_convert_rate", "cute_prefill_bench", "prefill_tile_probes"])
def test_tools_import(name, monkeypatch):
    assert callable(_load(name, monkeypatch).main)


def test_ncu_case_options(capsys, monkeypatch):
    with pytest.raises(SystemExit) as exit_info:
        _load("ncu_case", monkeypatch).main(["--help"])
    text = capsys.readouterr().out
    assert exit_info.value.code == 0 and "--heads" in text and "--prefill-rows" in text


def test_l1_work_by_opcode(tmp_path, capsys, monkeypatch):
    page = tmp_path / "sass.csv"
    page.write_text(
        '"Kernel","x"\n'
        '"Address","Source","L1 Wavefronts Shared","L1 Wavefronts Shared Ideal","L1 Tag Requests Global"\n'
        '"0x10","HGMMA.64x32x16.F32 R0, gdesc[UR4]","3,000","1,000","0"\n'
        '"0x20","@P0 STS.128 [R1], R4","1,000","1,000","0"\n'
        '"0x30","HGMMA.64x32x16.F32 R8, gdesc[UR8]","1,000","1,000","0"\n'
        '"0x40","@P1 LDG.E.NA.128.CONSTANT R4, desc[UR8][R2.64]","0","0","3,200"\n'
        '"0x50","IADD3 R1, R1, 1","0","0","0"\n'
    )
    _load("ncu_shared_by_opcode", monkeypatch).main(str(page), 10)
    lines = capsys.readouterr().out.splitlines()
    by_opcode = {line.split()[0]: line.split()[1:] for line in lines[1:]}
    assert by_opcode["HGMMA.64x32x16"][:4] == ["4,000", "2,000", "0", "400.0"] and by_opcode["HGMMA.64x32x16"][-1] == "2"
    assert by_opcode["LDG.E"][2:4] == ["3,200", "320.0"] and lines[1].split()[0] == "HGMMA.64x32x16"
    assert by_opcode["STS.128"][:2] == ["1,000", "1,000"] and "IADD3" not in by_opcode
    assert by_opcode["total"] == ["5,000", "3,000", "3,200", "820.0"]


def test_host_probe_times_the_preparation_on_cpu_tensors(capsys, monkeypatch):
    """Without a GPU the host probe times the preparation of the bench's host case on CPU tensors."""
    probe = _load("host_probe", monkeypatch)
    monkeypatch.setattr(probe, "CALLS", 5)
    monkeypatch.setattr(probe, "BURSTS", 1)
    probe.cpu_main()
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines] == ["prepare", "tensor", "torch"]
    assert all(float(line.split("µs")[0].split()[-1]) > 0 for line in lines)
