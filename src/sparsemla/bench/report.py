"""Results: the JSON file (one list of rows per mode, plus the run's metadata), markdown tables, PNG plots."""

from __future__ import annotations

import importlib.metadata
import json
import math
import platform
import subprocess
from pathlib import Path

import torch
import triton

from ..config import environment_overrides, environment_value
from .console import fmt, say
from .metrics import PEAK_BYTES_PER_S, PEAK_FLOPS

# Not kernel options: the bench's own, and where compiled kernels are kept (a path on the machine that ran it).
BENCH_VARIABLES = ("SPARSEMLA_COMMIT", "SPARSEMLA_CACHE_DIR")


def distribution_version(name: str) -> str | None:
    """The installed version of distribution ``name`` (None when it is not installed)."""
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return None


def library_versions(flash_mla: str | None = None) -> dict:
    """Versions recorded with every result: torch, Triton, the CuTe DSL (``nvidia-cutlass-dsl``), Python,
    FlashMLA (None for what is not installed). The bench adds ``cutlass_dsl_cubins``: the CuTe DSL versions
    that compiled the CuTe kernels it ran (from their cache metadata; a GPU machine may run cached cubins
    without CuTe DSL installed)."""
    return {
        "torch": torch.__version__,
        "triton": triton.__version__,
        "cutlass_dsl": distribution_version("nvidia-cutlass-dsl"),
        "python": platform.python_version(),
        "flash_mla": flash_mla,
    }


def option_variables() -> dict:
    """The ``SPARSEMLA_*`` variables set for this run (they supply the op's option defaults), recorded
    with the results so a table is never mistaken for the default path's."""
    return {k: v for k, v in environment_overrides().items() if k not in BENCH_VARIABLES}


def git_commit() -> str:
    """``SPARSEMLA_COMMIT`` when set (a copy of the tree without ``.git``), else ``git rev-parse HEAD``."""
    commit = environment_value("SPARSEMLA_COMMIT")
    if commit:
        return commit
    try:
        here = Path(__file__).resolve().parent
        done = subprocess.run(["git", "rev-parse", "HEAD"], cwd=here, capture_output=True, text=True, timeout=10)
        if done.returncode == 0 and done.stdout.strip():
            return done.stdout.strip()
    except (OSError, subprocess.SubprocessError):
        pass
    return "unknown"


def _clean(value):
    """JSON-safe copy: non-finite floats become null."""
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {k: _clean(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_clean(v) for v in value]
    return value


def row_key(mode: str, row: dict) -> tuple:
    """What identifies a row: one row per case (eager and CUDA-graph times of a case are two rows)."""
    if mode == "decode":
        return (row.get("shape"), row.get("heads"), row.get("batch"), row.get("s_q"), row.get("kv_format"),
                bool(row.get("graph")))  # fmt: skip
    if mode == "engine":
        keys = ("mode", "path", "heads", "layers", "context", "batch", "rows", "kv_format")
        return tuple(row.get(key) for key in keys)
    return (row.get("shape"), row.get("heads"), row.get("rows"), row.get("requests", 1), row.get("kv_format"),
            bool(row.get("graph")))  # fmt: skip


# What produced a row (and the peaks its % roofline is of): the file's metadata speaks for rows without
# their own.
PROVENANCE = ("commit", "versions", "switches", "roofline")


def _provenance(source: dict, keys) -> tuple:
    return tuple((source.get(key) or None) if key == "switches" else source.get(key) for key in keys)


def _stamp(rows, source: dict, keys) -> None:
    """Rows without their own commit / versions / option variables / roofline take ``source``'s."""
    for row in rows:
        for key in keys:
            row.setdefault(key, source.get(key))


RESULT_MODES = ("decode", "prefill", "engine")


def read_results(path) -> dict:
    """An earlier results file: a JSON object whose ``decode`` / ``prefill`` / ``engine`` entries, where
    present, are lists of row objects (decode and prefill rows name their ``shape``). ValueError naming the
    file and what is wrong otherwise (unreadable, not JSON, another schema)."""
    path = Path(path)
    try:
        data = json.loads(path.read_text())
    except (OSError, UnicodeDecodeError) as exc:
        raise ValueError(f"{path}: cannot be read ({type(exc).__name__}: {exc.strerror or exc})") from None
    except ValueError as exc:
        raise ValueError(f"{path}: not JSON ({exc})") from None
    if not isinstance(data, dict):
        raise ValueError(f"{path}: not a results file (a JSON object), got a {type(data).__name__}")
    for mode in RESULT_MODES:
        rows = data.get(mode)
        if rows is None:
            continue
        if not isinstance(rows, list) or not all(isinstance(row, dict) for row in rows):
            raise ValueError(f"{path}: '{mode}' must be a list of row objects")
        if mode != "engine" and not all("shape" in row for row in rows):
            raise ValueError(f"{path}: '{mode}' rows of another schema (a row without 'shape')")
    return data


def write_json(path, mode: str, rows: list[dict], meta: dict, append: bool = False) -> dict:
    """Write (or update) the results file and return its contents.

    ``mode``'s list is replaced (the other modes' kept); ``append``: the run's rows replace only the
    rows of the same cases, the run's command is added to ``commands[mode]`` (joined with ``&&``), and
    metadata the run did not measure (None) keeps the file's value. When the run's commit, versions,
    option variables or roofline peaks (:data:`PROVENANCE`) differ from the file's, the rows it keeps (of every mode; a
    plain run keeps the other modes') record their own, so a file that combines runs still says what
    produced each row.
    """
    path = Path(path)
    data = read_results(path) if path.exists() else {}  # (a file it cannot read is never overwritten)
    data.setdefault("decode", [])
    data.setdefault("prefill", [])
    data.setdefault(mode, [])
    commands = data.get("commands") if isinstance(data.get("commands"), dict) else {}
    command = meta.get("command")
    keys = [key for key in PROVENANCE if key in meta]  # (engine runs have no roofline)
    mixed = _provenance(data, keys) != _provenance(meta, keys)
    if append:
        if mixed:  # the file's metadata changes: rows of every mode keep their own
            for other in RESULT_MODES:
                _stamp(data.get(other) or (), data, keys)
        if data[mode] and (mixed or any("commit" in row for row in data[mode])):
            _stamp(data[mode], data, keys)
            rows = [dict(row, **{key: meta.get(key) for key in keys}) for row in rows]
        cases = {row_key(mode, row) for row in rows}
        data[mode] = [row for row in data[mode] if row_key(mode, row) not in cases] + list(rows)
        earlier = [part for part in (commands.get(mode) or "").split(" && ") if part]
        commands[mode] = " && ".join(earlier + ([command] if command and command not in earlier else []))
        data.update({k: v for k, v in meta.items() if v is not None or data.get(k) is None})
    else:
        if mixed and any(value is not None for value in _provenance(data, keys)):
            for other in RESULT_MODES:  # the other modes' rows keep the file's metadata, which this run replaces
                if other != mode:
                    _stamp(data.get(other) or (), data, keys)
        data[mode] = list(rows)
        commands[mode] = command
        data.update(meta)
    data["commands"] = commands
    for key in ("host_us_per_call", "allocations_per_call"):
        data.setdefault(key, None)
    data = _clean(data)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(data, indent=1) + "\n")
    tmp.replace(path)
    return data


DECODE_COLUMNS = [
    ("shape", "shape", "s"), ("H", "heads", "d"), ("FlashMLA H", "flashmla_heads", "d"), ("B", "batch", "d"),
    ("s_q", "s_q", "d"), ("R", "rows", "d"), ("KV", "kv_format", "s"), ("kernel", "kernel", "s"),
    ("width", "width", "d"), ("µs", "us", ".1f"), ("FlashMLA µs", "flashmla_us", ".1f"),
    ("÷FlashMLA", "ratio_vs_flashmla", ".2f"), ("torch µs", "torch_us", ".0f"), ("÷torch", "ratio_vs_torch", ".3f"),
    ("TF/s", "tflops", ".0f"), ("GB/s", "gbps", ".0f"), ("% roof", "roofline_pct", ".1f"),
    ("FlashMLA % roof", "flashmla_roofline_pct", ".1f"), ("max abs Δ vs FlashMLA", "max_abs_diff_vs_flashmla", ".1e"),
]  # fmt: skip
PREFILL_COLUMNS = [
    ("shape", "shape", "s"), ("R", "rows", "d"), ("requests", "requests", "d"), ("KV", "kv_format", "s"),
    ("kernel", "kernel", "s"), ("width", "width", "d"), ("µs", "us", ".0f"),
    ("FlashMLA dequant+fwd µs", "flashmla_us", ".0f"),
    ("÷FlashMLA", "ratio_vs_flashmla", ".2f"), ("FlashMLA fwd µs", "flashmla_fwd_us", ".0f"),
    ("÷fwd", "ratio_vs_flashmla_fwd", ".2f"), ("torch µs", "torch_us", ".0f"), ("÷torch", "ratio_vs_torch", ".3f"),
    ("TF/s", "tflops", ".0f"), ("% roof", "roofline_pct", ".1f"), ("FlashMLA % roof", "flashmla_roofline_pct", ".1f"),
    ("max abs Δ vs FlashMLA", "max_abs_diff_vs_flashmla", ".1e"),
]  # fmt: skip


def _padded(rows) -> bool:
    """Some row ran FlashMLA at more heads than sparsemla (a tensor-parallel share, zero-padded)."""
    return any(row.get("flashmla_heads") not in (None, row.get("heads")) for row in rows)


def _cell(value, spec: str) -> str:
    if value is None or (isinstance(value, float) and not math.isfinite(value)):
        return "-"
    if spec == "s":
        return str(value)
    if spec == "d":
        return str(int(value))
    return format(value, spec)


def markdown_table(mode: str, rows: list[dict], meta: dict | None = None) -> str:
    """A markdown table of one mode's rows, with a header saying what the numbers are."""
    columns = DECODE_COLUMNS if mode == "decode" else PREFILL_COLUMNS
    if not _padded(rows):
        columns = [column for column in columns if column[1] != "flashmla_heads"]
    meta = meta or {}
    # Rows from several commits name each row's; rows of one commit name it in the heading (the file's
    # own commit and date are those of its latest run, which may have measured only the other mode).
    commits = {str(row.get("commit")) for row in rows if row.get("commit")}
    mixed = len(commits) > 1
    if mixed:
        columns = columns + [("commit", "commit", "s")]
    commit = next(iter(commits)) if len(commits) == 1 else str(meta.get("commit", "?"))
    when = meta.get("date", "?") if commit == str(meta.get("commit")) else "an earlier run"
    # Eager and graph rows, or rows of runs under different option variables, side by side: a column each.
    graphs = {bool(row.get("graph")) for row in rows}
    graph = any(graphs)
    timing = "eager and CUDA-graph rows, see graph" if len(graphs) > 1 else ("CUDA graphs" if graph else "eager")
    if len(graphs) > 1:
        columns = columns + [("graph", "graph", "s")]
    texts = [" ".join(f"{k}={v}" for k, v in (row.get("switches", meta.get("switches")) or {}).items()) or "-"
             for row in rows]  # fmt: skip
    switches = meta.get("switches") or {}
    if len(set(texts)) > 1:
        columns = columns + [("option variables", "option_variables", "s")]
        rows = [dict(row, option_variables=text) for row, text in zip(rows, texts)]
        switches = {}
    elif rows:
        switches = rows[0].get("switches", meta.get("switches")) or {}
    peaks = {json.dumps(row.get("roofline", meta.get("roofline")), sort_keys=True) for row in rows} or {"null"}
    roofline = json.loads(next(iter(peaks))) if len(peaks) == 1 else None
    roofline = (f"max(FLOPs / {(roofline or {}).get('flops_per_s', PEAK_FLOPS) / 1e12:g} TF/s, "
                f"bytes / {(roofline or {}).get('bytes_per_s', PEAK_BYTES_PER_S) / 1e12:g} TB/s)"
                if len(peaks) == 1 else "max(FLOPs / peak FLOP/s, bytes / peak bytes/s) at each row's peaks (JSON)")
    lines = [
        f"**sparsemla {mode}** on {meta.get('gpu', '?')} ({timing}; "
        + (f"rows from several runs, each row's commit in its column; latest {meta.get('date', '?')}). " if mixed else
           f"commit {commit[:12]}, {when}). ")
        + "µs = median GPU time per launch (L2 flushed); kernel = the kernel sparse_attention ran. "
        "÷peer = sparsemla µs / peer µs: lower is better, "
        f"< 1 means sparsemla is faster. % roof = roofline time / measured, roofline = {roofline}, "
        + ("FLOPs = 4·R·H·width·512" if mode == "decode" else "FLOPs = 4·H·512 × the entries the rows read")
        + ", bytes = KV + q/out"
        + (" (KV counted per (row, index) read)." if mode == "decode" else " (KV counted once per distinct row).")
        + (" FlashMLA = sgl-flash-mla use_legacy=True on the same model1 bytes; max|Δ| = max abs difference "
           "of the two outputs (model1 rows)." if mode == "decode" else
           " FlashMLA = the engine path: dequantize the chunk's model1 rows to bf16 + flash_mla_sparse_fwd "
           "(fwd = the kernel alone).")
        + (" Rows with fewer than 64 heads (a tensor-parallel share) run FlashMLA at FlashMLA H heads, q "
           "zero-padded and the pad heads' sinks −inf, as engines call it." if _padded(rows) else "")
        + "".join(f" {k}={v}." for k, v in switches.items()),
        "",
        "| " + " | ".join(title for title, _, _ in columns) + " |",
        "|" + "|".join("---" if spec == "s" else "---:" for _, _, spec in columns) + "|",
    ]
    for row in rows:
        lines.append("| " + " | ".join(_cell(row.get(key), spec) for _, key, spec in columns) + " |")
    host = meta.get("host_us_per_call")
    if host is not None:
        lines += ["", f"Host: {host:.1f} µs per eager sparse_attention call (flash_csa B=1), "
                      f"{fmt(meta.get('allocations_per_call'), '.2f')} allocations per call with out=; "
                      f"{fmt(meta.get('bound_host_us_per_call'))} µs per bound call (bind_sparse_attention), "
                      f"{fmt(meta.get('bound_allocations_per_call'), '.2f')} allocations; "
                      f"{fmt(meta.get('dropin_host_us_per_call'))} µs through sparsemla.flash_mla (FlashMLA's "
                      f"interface), {fmt(meta.get('dropin_allocations_per_call'), '.2f')} allocations; FlashMLA "
                      f"{fmt(meta.get('flashmla_host_us_per_call'))} µs, "
                      f"{fmt(meta.get('flashmla_allocations_per_call'), '.2f')} allocations."]
    return "\n".join(lines)


def plot_panels(mode: str, rows: list[dict]) -> list[list[tuple]]:
    """The PNG's grid: decode, one line of panels per shape, one panel per head count (the most heads
    first); prefill, one line with a panel per shape. Each panel is (shape, heads or None)."""
    shapes = list(dict.fromkeys(row["shape"] for row in rows))
    if mode != "decode":
        return [[(shape, None) for shape in shapes]] if shapes else []
    grid = []
    for shape in shapes:
        heads = list(dict.fromkeys(row.get("heads") for row in rows if row["shape"] == shape))
        grid.append([(shape, h) for h in sorted(heads, key=lambda h: (h is None, -(h or 0)))])
    return grid


def _plot_decode(ax, mine):
    batches = sorted({row["batch"] for row in mine})
    x_of = {b: i for i, b in enumerate(batches)}
    series = {}
    for row in mine:
        series.setdefault((f"sparsemla {row['kv_format']} s_q={row['s_q']}", "-"), []).append(
            (x_of[row["batch"]], row.get("roofline_pct")))
        if row["kv_format"] == mine[0]["kv_format"]:
            series.setdefault((f"FlashMLA model1 s_q={row['s_q']}", "--"), []).append(
                (x_of[row["batch"]], row.get("flashmla_roofline_pct")))
    for (label, style), points in series.items():
        points = sorted((x, y) for x, y in points if y is not None)
        if points:
            ax.plot([p[0] for p in points], [p[1] for p in points], style, marker="o", label=label)
    ax.set_xticks(range(len(batches)), [str(b) for b in batches])
    ax.set_xlabel("batch (requests)")
    ax.legend(fontsize=7)


def _plot_prefill(ax, mine):
    labels, values = [], []
    for requests in dict.fromkeys(row.get("requests", 1) for row in mine):
        group = [row for row in mine if row.get("requests", 1) == requests]
        suffix = "" if requests == 1 else f"\n{requests} req"
        for row in group:
            labels.append(f"ours {row['kv_format']}{suffix}")
            values.append(row.get("roofline_pct") or 0.0)
        if group[0].get("flashmla_roofline_pct") is not None:
            labels.append(f"FlashMLA\ndequant+fwd{suffix}")
            values.append(group[0]["flashmla_roofline_pct"])
    ax.bar(range(len(values)), values)
    ax.set_xticks(range(len(values)), labels, fontsize=8)


def plot_png(path, mode: str, rows: list[dict]) -> bool:
    """% roofline per shape (and head count) with matplotlib; False with a notice when it is missing."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        say("png: matplotlib not installed (pip install 'sparsemla[bench]'); skipped")
        return False
    grid = plot_panels(mode, rows)
    if not grid:
        return False
    ncols = max(len(line) for line in grid)
    fig, axes = plt.subplots(len(grid), ncols, figsize=(5.2 * ncols, 4.2 * len(grid)), squeeze=False)
    for axes_line, panels in zip(axes, grid):
        for ax in axes_line[len(panels):]:
            ax.set_visible(False)
        for ax, (shape, heads) in zip(axes_line, panels):
            mine = [row for row in rows if row["shape"] == shape and (heads is None or row.get("heads") == heads)]
            if mode == "decode":
                _plot_decode(ax, mine)
                padded = mine[0].get("flashmla_heads")
                title = f"{shape} H={heads}" + (f" (FlashMLA at {padded})" if padded not in (None, heads) else "")
            else:
                _plot_prefill(ax, mine)
                title = shape
            ax.set_title(title)
            ax.set_ylabel("% of roofline")
            ax.set_ylim(bottom=0)
            ax.grid(alpha=0.3)
    fig.suptitle(f"sparsemla {mode}: % of roofline (max(FLOPs/790 TF/s, bytes/4.3 TB/s) / time)")
    fig.tight_layout(rect=(0, 0, 1, 0.97))  # room for the suptitle
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    say(f"png: {path}")
    return True


def sidecar(json_path, mode: str, suffix: str) -> Path:
    """``results/h200.json`` → ``results/h200_<mode><suffix>``."""
    json_path = Path(json_path)
    return json_path.with_name(f"{json_path.stem}_{mode}{suffix}")
