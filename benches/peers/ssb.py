#!/usr/bin/env python3
"""The Star Schema Benchmark's 13 queries: jitjoin (jit and generic) against DuckDB.

    python3 benches/peers/ssb.py                       # scale factor 10, 2 threads, 5 rounds
    python3 benches/peers/ssb.py --scale 1 --rounds 3 --json out.json

`jitjoin gen benches/peers/ssb_tables.jj --format parquet` writes the tables once (cached
under --data); DuckDB copies them into its own in-memory tables before timing. Each round
runs `jitjoin bench examples/ssb` (a fresh process that makes the same tables from the
generator in memory, runs every query once to warm up and once timed on each engine; its
time is planning, compiling, building and probing, not making the data) and then every
query once in DuckDB after one warm-up of each, the query alone timed. Rounds alternate, so
drifting bandwidth hits both alike; the table shows medians over rounds and DuckDB's median
over jitjoin's.

DuckDB runs the specification's SQL, taken from each plan's header comment. Its answer must
equal jitjoin's (rows compared as multisets of their cells); a mismatch fails the run.
"""

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run as peers  # noqa: E402  (the venv, machine facts)

QUERIES = ["q1.1", "q1.2", "q1.3", "q2.1", "q2.2", "q2.3", "q3.1", "q3.2", "q3.3", "q3.4", "q4.1", "q4.2", "q4.3"]
TABLES = ["lineorder", "date", "customer", "supplier", "part"]


def spec_sql(path):
    """The SQL in a plan's header: the comment lines after the first, up to the first blank
    comment-free line or the line that says how the tables are made."""
    lines = []
    for line in path.read_text().splitlines()[1:]:
        if not line.startswith("#   "):
            break
        lines.append(line[4:])
    return "\n".join(lines).rstrip().rstrip(";")


def cells(row):
    """A row as a sorted tuple of its cells as text (the SQL lists columns in another order
    than jitjoin's keys-then-aggregates)."""
    return tuple(sorted(str(c) for c in row))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--scale", default="10")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--jitjoin", default=str(peers.ROOT / "target" / "release" / "jitjoin"))
    ap.add_argument("--data", default=str(peers.HERE / ".data"))
    ap.add_argument("--json", default=str(peers.HERE / "ssb.json"))
    args = ap.parse_args()
    peers.ensure_venv()
    import duckdb

    jj, scale = args.jitjoin, args.scale
    data = Path(args.data) / f"ssb_sf{scale}"
    if not (data / ".complete").exists():
        data.mkdir(parents=True, exist_ok=True)
        print(f"ssb: writing the tables at scale {scale} to {data}", file=sys.stderr)
        subprocess.run(
            [jj, "gen", str(peers.HERE / "ssb_tables.jj"), "--format", "parquet", "--out", str(data),
             "--threads", str(args.threads), "--set", f"*.scale={scale}"],
            check=True,
        )
        (data / ".complete").write_text("")

    con = duckdb.connect()
    con.execute(f"SET threads = {args.threads}")
    t0 = time.perf_counter()
    for t in TABLES:
        con.execute(f'CREATE TABLE "{t}" AS SELECT * FROM read_parquet(\'{data / (t + ".parquet")}\')')
    print(f"ssb: DuckDB loaded the tables in {time.perf_counter() - t0:.1f} s", file=sys.stderr)
    sql = {q: spec_sql(peers.ROOT / "examples" / "ssb" / f"{q}.jj") for q in QUERIES}
    for q in QUERIES:
        con.execute(sql[q]).fetchall()  # warm-up

    times = {q: {"jit": [], "generic": [], "duckdb": []} for q in QUERIES}
    answers = {}
    for r in range(args.rounds):
        with tempfile.NamedTemporaryFile(suffix=".json") as out:
            subprocess.run(
                [jj, "bench", str(peers.ROOT / "examples" / "ssb"), "--set", f"*.scale={scale}", "--threads",
                 str(args.threads), "--reps", "1", "--json", out.name],
                check=True,
                stdout=subprocess.DEVNULL,
            )
            bench = json.loads(Path(out.name).read_text())
        for b in bench["queries"]:
            q = b["query"]
            for e in ("jit", "generic"):
                times[q][e].extend(b["engines"][e]["times_ms"])
            answers[q] = b["answer"]
        for q in QUERIES:
            t = time.perf_counter()
            got = con.execute(sql[q]).fetchall()
            times[q]["duckdb"].append((time.perf_counter() - t) * 1e3)
            want = sorted(cells(row) for row in answers[q])
            if sorted(cells(row) for row in got) != want:
                sys.exit(f"ssb: {q}: DuckDB's answer differs from jitjoin's\n  jitjoin {want[:3]}…\n  duckdb  {sorted(cells(x) for x in got)[:3]}…")
        print(f"ssb: round {r + 1}/{args.rounds} done", file=sys.stderr)

    med = {q: {e: statistics.median(v) for e, v in times[q].items()} for q in QUERIES}
    cal = peers.calibrated(jj)
    print(f"SSB scale factor {scale}, {args.threads} threads, {args.rounds} rounds; {peers.cpu_name()}; "
          f"calibrated last-level cache {(cal.get('effective_llc') or 0) // 1024} KiB, read {cal.get('read_gbs', 0):.1f} GB/s")
    print(f"{'query':<6} {'jit ms':>9} {'generic ms':>11} {'duckdb ms':>10} {'generic/jit':>12} {'duckdb/jit':>11}")
    for q in QUERIES:
        m = med[q]
        print(f"{q:<6} {m['jit']:>9.1f} {m['generic']:>11.1f} {m['duckdb']:>10.1f} "
              f"{m['generic'] / m['jit']:>11.2f}× {m['duckdb'] / m['jit']:>10.2f}×")
    gen_ratio = statistics.median(med[q]["generic"] / med[q]["jit"] for q in QUERIES)
    duck_ratio = statistics.median(med[q]["duckdb"] / med[q]["jit"] for q in QUERIES)
    print(f"{'median':<6} {'':>9} {'':>11} {'':>10} {gen_ratio:>11.2f}× {duck_ratio:>10.2f}×")
    Path(args.json).write_text(json.dumps({
        "scale": scale, "threads": args.threads, "rounds": args.rounds, "cpu": peers.cpu_name(),
        "calibration": cal, "times_ms": times, "median_ms": med,
        "median_generic_over_jit": gen_ratio, "median_duckdb_over_jit": duck_ratio,
    }, indent=1) + "\n")


if __name__ == "__main__":
    main()
