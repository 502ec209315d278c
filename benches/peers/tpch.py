#!/usr/bin/env python3
"""TPC-H from Parquet: DataFusion alone, DataFusion with jitjoin's operator, and DuckDB.

    python3 benches/peers/tpch.py --sf 10 --rounds 3            # every query
    python3 benches/peers/tpch.py --sf 1 --queries 1,3,5,10     # some

The tables are written once by `jitjoin-df tpch` (tpchgen, dbgen's rows) as Parquet under
benches/peers/.data/tpch-sf<SF>. Each round runs every query as `jitjoin-df sql --format
json` with and without `--no-jitjoin` (fresh processes; the time is planning plus execution,
as the binary reports it) and in one DuckDB 2.0.1 process over views of the same files (the
query alone), in alternating order, on --threads threads. The table shows medians, the
speedup of jitjoin over DataFusion alone, and whether the plan holds a JitjoinExec. Answers
of the two DataFusion runs are compared (as the integration's tests do, floats to 1e-9).
`scans` is the query planned and its scans alone (`jitjoin-df sql --scans-only`: every leaf
of DataFusion's plan read to its end, nothing above it), `bound` DataFusion's time over it:
the most an operator that takes everything above the scans could gain.
"""

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))
from run import VENV, make_venv  # noqa: E402  (the peers' venv, shared with run.py)
DF = ROOT / "integrations" / "datafusion"
TABLES = ["lineitem", "orders", "customer", "part", "partsupp", "supplier", "nation", "region"]


def jitjoin_df(args):
    exe = DF / "target" / "release" / "jitjoin-df"
    out = subprocess.run([str(exe), *args], capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit(f"jitjoin-df {' '.join(args)}: {out.stderr}")
    return out.stdout


def same(a, b):
    if a["columns"] != b["columns"] or len(a["rows"]) != len(b["rows"]):
        return False
    def close(x, y):
        if x == y:
            return True
        if isinstance(x, float) or isinstance(y, float):
            return abs(float(x) - float(y)) <= 1e-9 * max(abs(float(x)), abs(float(y)), 1.0)
        return False
    ra, rb = sorted(map(json.dumps, a["rows"])), sorted(map(json.dumps, b["rows"]))
    return all(close(x, y) for p, q in zip(map(json.loads, ra), map(json.loads, rb)) for x, y in zip(p, q))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sf", type=float, default=10)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--queries", default=",".join(str(q) for q in range(1, 23)))
    ap.add_argument("--duckdb", default=str(VENV / "bin" / "python"),
                    help="a Python with duckdb 2.0.1 (default: run.py's venv, made if missing)")
    ap.add_argument("--json", help="write every measurement here")
    a = ap.parse_args()
    subprocess.run(["cargo", "build", "--release", "--bin", "jitjoin-df"], cwd=DF, check=True)
    data = HERE / ".data" / f"tpch-sf{a.sf:g}"
    if not (data / "region.parquet").exists():
        jitjoin_df(["tpch", "--sf", str(a.sf), "--out", str(data)])
    tables = [f"--table={t}={data / (t + '.parquet')}" for t in TABLES]
    queries = [int(q) for q in a.queries.split(",")]
    # DuckDB in one process, reading the queries from stdin, answering with times.
    duck_src = (
        "import duckdb, sys, time, json\n"
        "c = duckdb.connect(); c.execute(f'SET threads={int(sys.argv[1])}'); c.execute('SET enable_progress_bar=false')\n"
        "for t in sys.argv[2].split(','):\n"
        "    name, path = t.split('=', 1); c.execute(f\"CREATE VIEW {name} AS SELECT * FROM read_parquet('{path}')\")\n"
        "for line in sys.stdin:\n"
        "    q = open(line.strip()).read(); t0 = time.perf_counter(); c.execute(q).fetchall()\n"
        "    print(json.dumps((time.perf_counter() - t0) * 1e3), flush=True)\n"
    )
    if a.duckdb == str(VENV / "bin" / "python"):
        make_venv()
    duck = None
    if Path(a.duckdb).exists():
        tl = ",".join(f"{t}={data / (t + '.parquet')}" for t in TABLES)
        duck = subprocess.Popen([a.duckdb, "-c", duck_src, str(a.threads), tl], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, text=True)
    times = {q: {"datafusion": [], "jitjoin": [], "duckdb": [], "scans": []} for q in queries}
    has = {}
    for r in range(a.rounds):
        for q in queries:
            path = ROOT / "examples" / "tpch" / "sql" / f"q{q:02}.sql"
            runs = [("datafusion", ["--no-jitjoin"]), ("jitjoin", [])]
            if r % 2:
                runs.reverse()
            answers = {}
            for name, extra in runs:
                v = json.loads(jitjoin_df(["sql", str(path), *tables, "--threads", str(a.threads),
                                           "--format", "json", *extra]))
                times[q][name].append(v["timings_ms"]["total"])
                answers[name] = v["results"]
                if name == "jitjoin":
                    has[q] = v["jitjoin_operators"]
            # The floor for an operator above DataFusion's scans: the scans alone.
            v = json.loads(jitjoin_df(["sql", str(path), *tables, "--threads", str(a.threads), "--format", "json",
                                       "--no-jitjoin", "--scans-only"]))
            times[q]["scans"].append(v["timings_ms"]["total"])
            if not same(answers["datafusion"], answers["jitjoin"]):
                raise SystemExit(f"Q{q}: jitjoin's answer differs from DataFusion's")
            if duck:
                duck.stdin.write(str(path) + "\n")
                duck.stdin.flush()
                times[q]["duckdb"].append(json.loads(duck.stdout.readline()))
        print(f"round {r + 1} of {a.rounds} done", file=sys.stderr)
    print(f"TPC-H SF {a.sf:g}, {a.threads} threads, medians of {a.rounds} rounds (ms)")
    print(f"{'query':>6} {'JitjoinExec':>11} {'DataFusion':>11} {'DF+jitjoin':>11} {'speedup':>8} {'DuckDB':>9} "
          f"{'scans':>7} {'bound':>7}")
    speedups, bounds = [], []
    for q in queries:
        m = {k: statistics.median(v) if v else float('nan') for k, v in times[q].items()}
        s = m["datafusion"] / m["jitjoin"]
        bound = m["datafusion"] / m["scans"]
        if has[q]:
            speedups.append(s)
            bounds.append(bound)
        print(f"{'Q' + str(q):>6} {has[q]:>11} {m['datafusion']:>11.1f} {m['jitjoin']:>11.1f} {s:>7.2f}x {m['duckdb']:>9.1f} "
              f"{m['scans']:>7.1f} {bound:>6.2f}x")
    if speedups:
        print(f"queries with a JitjoinExec: median speedup {statistics.median(speedups):.2f}x, "
              f"range {min(speedups):.2f}x..{max(speedups):.2f}x; the most their scans allow: median "
              f"{statistics.median(bounds):.2f}x, range {min(bounds):.2f}x..{max(bounds):.2f}x")
    if a.json:
        Path(a.json).write_text(json.dumps({"sf": a.sf, "threads": a.threads, "times": times, "jitjoin_operators": has}, indent=1))


if __name__ == "__main__":
    main()
