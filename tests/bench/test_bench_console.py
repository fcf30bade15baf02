"""sparsemla.bench.console: failures become one-line notices."""

from sparsemla.bench import console


def test_attempt_turns_failures_into_notices(capsys):
    assert console.attempt("peer x", lambda: 1 / 0) is None
    assert console.attempt("peer y", lambda: (_ for _ in ()).throw(console.PeerUnsupported("no"))) is None
    assert console.attempt("peer z", lambda: 3) == 3
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 2 and "failed (ZeroDivisionError" in out[0] and "skipped (no)" in out[1]


def test_finite_and_fmt():
    assert console.finite(1.5) == 1.5 and console.finite(3) == 3
    assert console.finite(float("nan")) is None and console.finite(float("inf")) is None and console.finite("1") is None
    assert console.fmt(None) == "-" and console.fmt(2.345, ".2f") == "2.35"
