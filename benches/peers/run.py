#!/usr/bin/env python3
"""jitjoin side by side with DuckDB, DataFusion and Polars on the same data and threads.

    python3 benches/peers/run.py                 # every workload at full size, 5 reps
    python3 benches/peers/run.py --scale small   # the same workloads at 1/16 of the rows
    python3 benches/peers/run.py --workloads A,star --reps 3 --json out.json

The script makes its own virtual environment (benches/peers/.venv, the peers at pinned
versions) on first use and reruns itself inside it. Each workload's tables are written once by
`jitjoin gen` (CSV, cached under --data) and loaded into memory by every peer before timing:
DuckDB copies them into its own tables, DataFusion and Polars hold Arrow/DataFrame copies.

jitjoin runs as a fresh process per repetition (`jitjoin run --format json`), which makes the
same data from the plan's seeds in memory, and its time is `total` (planning, compiling,
building, probing; not making the data). A peer's time is its query alone. Every repetition
runs jitjoin and each peer in turn, so drifting bandwidth hits all of them alike; the table
shows medians and each peer's median over jitjoin's. Every peer's answer is checked against
jitjoin's (integers exactly, floats to 1e-9 relative); a mismatch fails the run.

A peer answers every repetition in the process that loaded its data, long before; each of
jitjoin's fresh processes makes its data and answers once, on memory it has just written. So
after the fresh processes, with the peers still loaded, one `jitjoin bench` process makes the
data once, runs the query once untimed (its `first`) and then --warm-reps times (`warm`): the
like-for-like figure for the peers' in-process queries. `--warm-reps 0` skips it.
"""

import argparse
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
VENV = HERE / ".venv"
PINNED = ["duckdb==2.0.1", "datafusion==55.0.0", "polars==2.1.0", "pyarrow==26.0.1"]

FK_SQL = "SELECT COUNT(*) AS n, SUM(CAST({R}.payload AS BIGINT)) AS total FROM {S} JOIN {R} ON {S}.fk = {R}.key"
STAR_SQL = (
    "SELECT COUNT(*) AS n, SUM({lineorder}.revenue) AS revenue, MIN({lineorder}.discount) AS min_discount, "
    "MAX({lineorder}.quantity) AS max_quantity FROM {lineorder} "
    "JOIN {date} ON {lineorder}.orderdate = {date}.datekey "
    "JOIN {supplier} ON {lineorder}.suppkey = {supplier}.suppkey "
    "JOIN {part} ON {lineorder}.partkey = {part}.partkey "
    "WHERE {date}.year BETWEEN 1993 AND 1995 AND {supplier}.region = 2"
)
STAR_GROUPS_SQL = (
    "SELECT {date}.year, {part}.category, SUM({lineorder}.revenue) AS revenue, COUNT(*) AS n, "
    "MAX({lineorder}.quantity) AS max_quantity FROM {lineorder} "
    "JOIN {date} ON {lineorder}.orderdate = {date}.datekey "
    "JOIN {supplier} ON {lineorder}.suppkey = {supplier}.suppkey "
    "JOIN {part} ON {lineorder}.partkey = {part}.partkey "
    "WHERE {supplier}.region = 2 AND {part}.category BETWEEN 6 AND 10 "
    "GROUP BY {date}.year, {part}.category ORDER BY revenue DESC, {date}.year, {part}.category LIMIT 20"
)
DUP_SQL = "SELECT COUNT(*) AS pairs, SUM({B}.weight) AS weight, MAX({A}.ts) AS last_ts FROM {A} JOIN {B} ON {A}.k = {B}.k"

# name: (plan, --set values at full size, SQL). `small` divides every table's rows by 16.
WORKLOADS = {
    "A": ("examples/fk_sum.jj", {"R.rows": 1 << 24, "S.rows": 1 << 28}, FK_SQL),
    "SM": ("examples/fk_sum.jj", {"R.rows": 1 << 16, "S.rows": 1 << 28}, FK_SQL),
    "half": ("benches/peers/fk_half.jj", {"R.rows": 1 << 24, "S.rows": 1 << 28}, FK_SQL),
    "star": ("examples/star.jj", {"lineorder.rows": 1 << 27}, STAR_SQL),
    "star_groups": ("examples/star_groups.jj", {"lineorder.rows": 1 << 27}, STAR_GROUPS_SQL),
    "dup_keys": ("examples/dup_keys.jj", {"B.rows": 1 << 20, "A.rows": 1 << 22}, DUP_SQL),
}
PEERS = ["duckdb", "datafusion", "polars"]


def in_venv():
    return Path(sys.prefix).resolve() == VENV.resolve()


def make_venv():
    """The venv's Python, the venv made with the pinned peers if it is not there yet."""
    py = VENV / "bin" / "python"
    if not py.exists():
        print(f"peers: making {VENV} with {', '.join(PINNED)}", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
        subprocess.run([str(py), "-m", "pip", "install", "-q", *PINNED], check=True)
    return py


def ensure_venv():
    """Make the venv with the pinned peers (once) and rerun this script inside it."""
    if in_venv():
        return
    py = make_venv()
    os.execv(str(py), [str(py), *sys.argv])


def column_types(plan_text):
    """Table name -> {column: type} from a plan's `table` blocks."""
    tables, current = {}, None
    for line in plan_text.splitlines():
        m = re.match(r"\s*table\s+(\w+)", line)
        if m:
            current = tables.setdefault(m.group(1), {})
            continue
        m = re.match(r"\s+(\w+)\s+(u32|u64|i32|i64|f64)\b", line)
        if m and current is not None:
            current[m.group(1)] = m.group(2)
        if line.strip() == "}":
            current = None
    return tables


def sets_for(sets, scale):
    return {k: max(1, v // (16 if scale == "small" else 1)) for k, v in sets.items()}


def set_args(sets):
    return [a for k, v in sets.items() for a in ("--set", f"{k}={v}")]


def gen_data(jj, name, plan, sets, data_dir, threads):
    """The workload's CSV tables (written by `jitjoin gen` unless already there)."""
    key = "_".join(f"{k}={v}" for k, v in sorted(sets.items()))
    out = data_dir / f"{name}_{key}"
    done = out / ".complete"
    if not done.exists():
        out.mkdir(parents=True, exist_ok=True)
        print(f"peers: writing {name}'s tables to {out}", file=sys.stderr)
        subprocess.run([jj, "gen", plan, "--out", str(out), "--threads", str(threads), *set_args(sets)], check=True)
        done.write_text("")
    return out


def load_arrow(dirpath, types):
    import pyarrow as pa
    import pyarrow.csv as pacsv

    arrow = {"u32": pa.uint32(), "u64": pa.uint64(), "i32": pa.int32(), "i64": pa.int64(), "f64": pa.float64()}
    tables = {}
    for table, cols in types.items():
        opts = pacsv.ConvertOptions(column_types={c: arrow[t] for c, t in cols.items()})
        path = dirpath / f"{table}.csv"
        tables[table] = pacsv.read_csv(str(path), convert_options=opts)
        drop_from_page_cache(path)
    return tables


def drop_from_page_cache(path):
    """Evict a CSV file we have read from the page cache. The tables are parsed into memory;
    cached files of gigabytes only crowd the memory every process then allocates (jitjoin's
    fresh processes measured up to 2x slower builds in reclaim under that pressure)."""
    with open(path, "rb") as f:
        os.posix_fadvise(f.fileno(), 0, 0, os.POSIX_FADV_DONTNEED)


class Duck:
    name = "duckdb"

    def __init__(self, tables, threads):
        import duckdb

        self.con = duckdb.connect()
        self.con.execute(f"SET threads = {threads}")
        for t, arrow in tables.items():
            self.con.register("arrow_src", arrow)
            self.con.execute(f"CREATE TABLE t_{t} AS SELECT * FROM arrow_src")
            self.con.unregister("arrow_src")

    def query(self, sql):
        cur = self.con.execute(sql)
        return [d[0] for d in cur.description], [tuple(r) for r in cur.fetchall()]


class Fusion:
    name = "datafusion"

    def __init__(self, tables, threads):
        import datafusion

        cfg = datafusion.SessionConfig().with_target_partitions(threads)
        self.ctx = datafusion.SessionContext(cfg)
        for t, arrow in tables.items():
            batches = arrow.combine_chunks().to_batches(max_chunksize=max(1, arrow.num_rows // threads + 1))
            self.ctx.register_record_batches(f"t_{t}", [batches])

    def query(self, sql):
        table = self.ctx.sql(sql).to_arrow_table()
        return table.column_names, [tuple(r.values()) for r in table.to_pylist()]


class Polars:
    name = "polars"

    def __init__(self, tables, threads):
        import polars as pl

        self.pl = pl
        self.ctx = pl.SQLContext({f"t_{t}": pl.from_arrow(a).lazy() for t, a in tables.items()})

    def query(self, sql):
        frame = self.ctx.execute(sql).collect(engine="streaming")
        return frame.columns, [tuple(r) for r in frame.rows()]


def same(want, got):
    """Whether a peer's (columns, rows) match jitjoin's: global aggregates by name, a grouped
    result's rows in order and column by column (floats to 1e-9 relative)."""
    (wnames, want, by_name), (gnames, got) = want, got
    if by_name:
        if len(got) != 1:
            return False
        named = dict(zip(gnames, got[0]))
        got = [tuple(named.get(n) for n in wnames)]
    if len(want) != len(got):
        return False
    for wrow, grow in zip(want, got):
        if len(wrow) != len(grow):
            return False
        for w, g in zip(wrow, grow):
            if g is None and w is None:
                continue
            if isinstance(w, float) or isinstance(g, float):
                if g is None or w is None or abs(float(g) - float(w)) > 1e-9 * max(1.0, abs(float(w))):
                    return False
            elif g is None or w is None or int(g) != int(w):
                return False
    return True


def run_jitjoin(jj, plan, sets, threads):
    out = subprocess.run(
        [jj, "run", plan, "--threads", str(threads), "--format", "json", *set_args(sets)],
        check=True,
        capture_output=True,
        text=True,
    )
    r = json.loads(out.stdout)
    # The result as (columns, rows, compared by name): a grouped query's rows in order, or
    # the one row of global aggregates, by alias.
    if "rows" in r:
        result = (r["columns"], [tuple(row) for row in r["rows"]], False)
    else:
        result = (list(r["results"]), [tuple(r["results"].values())], True)
    return r["timings_ms"]["total"] / 1e3, result, r


def run_jitjoin_warm(jj, plan, sets, threads, reps):
    """One `jitjoin bench` process: the data made once, the query once untimed, then `reps`
    timed runs (same `total` as `run`'s). Returns (first run, timed runs) in seconds; bench
    itself fails if any run's answer differs from the first's."""
    (key, value), rest = next(iter(sets.items())), dict(list(sets.items())[1:])
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "bench.json"
        subprocess.run(
            [jj, "bench", plan, "--sweep", f"{key}={value}..{value}", *set_args(rest), "--engines", "jit",
             "--threads", str(threads), "--reps", str(reps), "--json", str(out)],
            check=True,
            capture_output=True,
        )
        m = json.loads(out.read_text())["measurements"][0]
    return m["warmup_ms"] / 1e3, [t / 1e3 for t in m["times_ms"]]


# What the kernel did for a jitjoin process, read before and after it: reclaim and compaction
# stalls, huge-page faults, and (on a VM with virtio-balloon free page reporting) the memory
# reported back to the host since the last reading, which the next process must fault in again
# through the hypervisor. Slow builds are faults of fresh pages; these say what kind.
VMSTAT = ["pgfault", "allocstall_normal", "allocstall_movable", "pgscan_direct", "pgscan_kswapd",
          "compact_stall", "thp_fault_alloc", "thp_fault_fallback"]
REPORTED = Path("/sys/module/page_reporting/parameters/reported_kib")


def memory_counters():
    counters = {}
    try:
        for line in Path("/proc/vmstat").read_text().splitlines():
            name, value = line.split()
            if name in VMSTAT:
                counters[name] = int(value)
        for line in Path("/proc/meminfo").read_text().splitlines():
            name, value = line.split()[:2]
            if name in ("MemFree:", "Cached:"):
                counters[name.rstrip(":").lower() + "_kib"] = int(value)
        if REPORTED.exists():
            counters["reported_kib"] = int(REPORTED.read_text())
    except (OSError, ValueError):
        pass
    return counters


def cpu_counters():
    """CPU time in ms: busy on every CPU (user, nice, system, irq, softirq), stolen by the host
    (a VM's `steal`), used by this process's threads (the peers') and by its finished children."""
    import resource

    tick = 1000.0 / os.sysconf("SC_CLK_TCK")
    counters = {}
    try:
        v = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
        counters["busy_ms"] = (v[0] + v[1] + v[2] + v[5] + v[6]) * tick
        counters["steal_ms"] = (v[7] if len(v) > 7 else 0) * tick
    except (OSError, ValueError, IndexError):
        pass
    for name, who in (("peers_ms", resource.RUSAGE_SELF), ("jitjoin_ms", resource.RUSAGE_CHILDREN)):
        r = resource.getrusage(who)
        counters[name] = (r.ru_utime + r.ru_stime) * 1000.0
    return counters


def cpu_name():
    for line in Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("model name"):
            return line.split(":", 1)[1].strip()
    return platform.processor()


def calibrated(jj):
    """The last-level cache and memory figures `jitjoin calibrate` stored (measured on first run)."""
    # Where jitjoin keeps it: $JITJOIN_CACHE_DIR, else $XDG_CACHE_HOME/jitjoin, else ~/.cache/jitjoin.
    base = os.environ.get("JITJOIN_CACHE_DIR") or (
        os.path.join(os.environ["XDG_CACHE_HOME"], "jitjoin")
        if os.environ.get("XDG_CACHE_HOME")
        else str(Path.home() / ".cache" / "jitjoin")
    )
    path = Path(base) / "calibration.json"
    if not path.exists():
        subprocess.run([jj, "targets", "--calibrate"], check=True, capture_output=True)
    try:
        return json.loads(path.read_text())
    except (OSError, json.JSONDecodeError):
        return {}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--workloads", default=",".join(WORKLOADS), help="comma-separated: " + ", ".join(WORKLOADS))
    ap.add_argument("--peers", default=",".join(PEERS), help="comma-separated: " + ", ".join(PEERS))
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--warm-reps", type=int, default=5, help="timed runs of one warm jitjoin process (0: none)")
    ap.add_argument("--scale", choices=["full", "small"], default="full")
    ap.add_argument("--jitjoin", default=str(ROOT / "target" / "release" / "jitjoin"))
    ap.add_argument("--data", default=str(HERE / ".data"), help="where the generated CSV tables are kept")
    ap.add_argument("--json", default=str(HERE / "results.json"))
    args = ap.parse_args()
    # Polars reads its thread count once, when it is imported.
    os.environ["POLARS_MAX_THREADS"] = str(args.threads)
    ensure_venv()
    jj = args.jitjoin
    if not Path(jj).exists():
        subprocess.run(["cargo", "build", "--release", "--bin", "jitjoin"], cwd=ROOT, check=True)
    os.chdir(ROOT)
    peers = [p for p in args.peers.split(",") if p]
    machine = {"cpu": cpu_name(), "threads": args.threads, "calibration": calibrated(jj)}
    report = {"date": time.strftime("%Y-%m-%d"), "machine": machine, "reps": args.reps, "workloads": {}}
    rows = []
    # Files of earlier runs stay cached until a workload reads them: drop them all first.
    for old in Path(args.data).rglob("*.csv"):
        drop_from_page_cache(old)
    for name in [w for w in args.workloads.split(",") if w]:
        plan, full, sql_template = WORKLOADS[name]
        sets = sets_for(full, args.scale)
        types = column_types(Path(plan).read_text())
        sql = sql_template.format(**{t: f"t_{t}" for t in types})
        data = load_arrow(gen_data(jj, name, plan, sets, Path(args.data), args.threads), types)
        systems = []
        for p in peers:
            cls = {"duckdb": Duck, "datafusion": Fusion, "polars": Polars}[p]
            systems.append(cls(data, args.threads))
        times = {"jitjoin": []}
        phases = []
        times.update({s.name: [] for s in systems})
        want, last = None, None
        memory = []
        since = memory_counters()
        for _ in range(args.reps):
            before, cpu_before = memory_counters(), cpu_counters()
            secs, results, last = run_jitjoin(jj, plan, sets, args.threads)
            after, cpu_after = memory_counters(), cpu_counters()
            # Free and cached memory as the process started; every counter's change over it;
            # the memory reported to the host between the last process and this one.
            rep = {k: before[k] for k in ("memfree_kib", "cached_kib") if k in before}
            rep.update({k: after[k] - before[k] for k in VMSTAT if k in before and k in after})
            if "reported_kib" in before and "reported_kib" in after:
                rep["reported_before_kib"] = before["reported_kib"] - since["reported_kib"]
                rep["reported_during_kib"] = after["reported_kib"] - before["reported_kib"]
            # CPU time over the process's life (making its data included): its own, the peers'
            # threads', the host's steal, and what everything else on the machine took.
            cpu = {k: cpu_after[k] - cpu_before[k] for k in cpu_before if k in cpu_after}
            if "busy_ms" in cpu:
                cpu["others_ms"] = cpu.pop("busy_ms") - cpu["jitjoin_ms"] - cpu["peers_ms"]
            rep.update({k: round(v, 1) for k, v in cpu.items()})
            since = after
            memory.append(rep)
            times["jitjoin"].append(secs)
            phases.append(last["timings_ms"])
            want = results
            for s in systems:
                t0 = time.perf_counter()
                got = s.query(sql)
                times[s.name].append(time.perf_counter() - t0)
                if not same(want, got):
                    sys.exit(f"peers: {s.name} disagrees with jitjoin on {name}: {got} vs {want}")
        warm = None
        if args.warm_reps > 0:
            first, runs = run_jitjoin_warm(jj, plan, sets, args.threads, args.warm_reps)
            warm = {"first": first, "seconds": runs, "median": statistics.median(runs)}
        del systems, data
        med = {k: statistics.median(v) for k, v in times.items()}
        report["workloads"][name] = {
            "plan": plan,
            "sets": sets,
            "sql": sql,
            "result": want,
            "jitjoin_algorithms": last.get("algorithms") if last else None,
            "seconds": times,
            "jitjoin_timings_ms": phases,
            "jitjoin_memory": memory,
            "median": med,
            "ratio_over_jitjoin": {k: med[k] / med["jitjoin"] for k in med if k != "jitjoin"},
            "jitjoin_max_over_min": max(times["jitjoin"]) / min(times["jitjoin"]),
        }
        if warm:
            warm["ratio_over_warm"] = {k: med[k] / warm["median"] for k in med if k != "jitjoin"}
            report["workloads"][name]["jitjoin_warm"] = warm
        rows.append((name, med, max(times["jitjoin"]) / min(times["jitjoin"]), warm))
        # Written after every workload, so that an interrupted run keeps what it measured.
        Path(args.json).write_text(json.dumps(report, indent=2) + "\n")
        print(f"peers: {name} done", file=sys.stderr)
    cal = machine["calibration"]
    llc = cal.get("effective_llc") or cal.get("llc")
    gbs = cal.get("read_gbs")
    print(
        f"{report['date']}, {machine['cpu']}, {args.threads} threads, effective last level "
        f"{llc // 1024 if isinstance(llc, int) else '?'} KiB, one-thread read "
        f"{f'{gbs:.1f} GB/s' if isinstance(gbs, float) else '?'}, medians of {args.reps}, scale {args.scale}"
    )
    warm = args.warm_reps > 0
    head = ["workload", "jitjoin fresh (max/min)"] + (["jitjoin warm (first)"] if warm else [])
    head += [f"{p} (× fresh{', × warm' if warm else ''})" for p in peers]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for name, med, spread, w in rows:
        cells = [name, f"{med['jitjoin']:.3f} s ({spread:.2f})"]
        if warm:
            cells.append(f"{w['median']:.3f} s ({w['first']:.3f} s)")
        for p in peers:
            ratios = f"{med[p] / med['jitjoin']:.1f}×" + (f", {med[p] / w['median']:.1f}×" if warm else "")
            cells.append(f"{med[p]:.3f} s ({ratios})")
        print("| " + " | ".join(cells) + " |")
    print(f"JSON: {args.json}", file=sys.stderr)


if __name__ == "__main__":
    main()
