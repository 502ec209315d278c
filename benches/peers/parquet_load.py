#!/usr/bin/env python3
"""Loading a Parquet file: jitjoin's `load` against DataFusion and DuckDB reading the same file.

    python3 benches/peers/parquet_load.py                  # 2^27 rows, two columns, 5 reps
    python3 benches/peers/parquet_load.py --rows 2^24 --reps 3 --json out.json

`jitjoin gen --format parquet` writes the file once (a u32 and an i64 column of uniform values;
Snappy, row groups of 2^20 rows) under --data. Every repetition then runs, in turn:

- jitjoin: a fresh `jitjoin run` of a plan over the file; its time is the `load` phase (footer,
  decoding every row group on the data threads into the table's columns);
- DataFusion: `read_parquet(file).collect()`, every column decoded into Arrow record batches;
- DuckDB: `CREATE TABLE AS SELECT * FROM read_parquet(file)`, into its own storage.

The order rotates every repetition, so that each system follows each other one equally often.

All read the file from the page cache (it is read once before timing), so this measures
decoding, not the disk. Each runs on --threads threads. The table shows medians and each
peer's median over jitjoin's; the answer (count and sums) is checked to agree.
"""

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run as peers  # noqa: E402  (the venv, machine facts)

PLAN = """table T (parquet: "T.parquet")
from T
aggregate count(*) as n, sum(T.k) as ks, sum(T.v) as vs
"""

GEN = """table T (rows: {rows}, seed: 1) {{
    k u32 = uniform(1, 16777216)
    v i64 = uniform(-1000000, 1000000)
}}
from T
aggregate count(*) as n
"""


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rows", default="2^27")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--jitjoin", default=str(peers.ROOT / "target" / "release" / "jitjoin"))
    ap.add_argument("--data", default=str(peers.HERE / ".data" / "parquet_load"))
    ap.add_argument("--json", default=str(peers.HERE / "parquet_load.json"))
    args = ap.parse_args()
    peers.ensure_venv()
    import datafusion
    import duckdb

    jj = args.jitjoin
    if not Path(jj).exists():
        subprocess.run(["cargo", "build", "--release", "--bin", "jitjoin"], cwd=peers.ROOT, check=True)
    data = Path(args.data) / args.rows.replace("^", "_")
    data.mkdir(parents=True, exist_ok=True)
    file = data / "T.parquet"
    if not file.exists():
        (data / "gen.jj").write_text(GEN.format(rows=args.rows))
        subprocess.run([jj, "gen", str(data / "gen.jj"), "--format", "parquet", "--out", str(data)], check=True)
    (data / "load.jj").write_text(PLAN)
    file.read_bytes()  # into the page cache for everybody

    fusion = datafusion.SessionContext(datafusion.SessionConfig().with_target_partitions(args.threads))
    duck = duckdb.connect()
    duck.execute(f"SET threads = {args.threads}")
    times = {"jitjoin": [], "datafusion": [], "duckdb": []}
    want = {}

    def jitjoin():
        out = subprocess.run(
            [jj, "run", str(data / "load.jj"), "--threads", str(args.threads), "--format", "json"],
            check=True,
            capture_output=True,
            text=True,
        )
        r = json.loads(out.stdout)
        want.update(r["results"])
        return r["timings_ms"]["load"] / 1e3, None

    def fusion_load():
        t0 = time.perf_counter()
        batches = fusion.read_parquet(str(file)).collect()
        secs = time.perf_counter() - t0
        return secs, sum(b.num_rows for b in batches)

    def duck_load():
        t0 = time.perf_counter()
        duck.execute(f"CREATE TABLE t AS SELECT * FROM read_parquet('{file}')")
        secs = time.perf_counter() - t0
        got = duck.execute("SELECT count(*), sum(k), sum(v) FROM t").fetchone()
        duck.execute("DROP TABLE t")  # nobody holds the data while the next one loads
        return secs, [int(x) for x in got]

    systems = [("jitjoin", jitjoin), ("datafusion", fusion_load), ("duckdb", duck_load)]
    answers = {}
    for rep in range(args.reps):
        # Each system goes first, second and third in turn: whoever runs right after another
        # one's large allocation meets a kernel still reclaiming it.
        for name, load in systems[rep % 3 :] + systems[: rep % 3]:
            secs, answers[name] = load()
            times[name].append(secs)
        if answers["datafusion"] != want["n"]:
            sys.exit(f"parquet_load: datafusion read {answers['datafusion']} rows, jitjoin {want['n']}")
        if answers["duckdb"] != [want["n"], want["ks"], want["vs"]]:
            sys.exit(f"parquet_load: duckdb got {answers['duckdb']}, jitjoin {want}")

    med = {k: statistics.median(v) for k, v in times.items()}
    report = {
        "date": time.strftime("%Y-%m-%d"),
        "machine": {"cpu": peers.cpu_name(), "threads": args.threads, "calibration": peers.calibrated(jj)},
        "file": {"rows": want["n"], "bytes": file.stat().st_size, "columns": "k u32, v i64; Snappy"},
        "reps": args.reps,
        "seconds": times,
        "median": med,
        "ratio_over_jitjoin": {k: med[k] / med["jitjoin"] for k in med if k != "jitjoin"},
    }
    Path(args.json).write_text(json.dumps(report, indent=2) + "\n")
    print(f"{want['n']} rows, {file.stat().st_size / 2**20:.0f} MiB, {args.threads} threads, medians of {args.reps}")
    for k, v in med.items():
        ratio = "" if k == "jitjoin" else f"  {v / med['jitjoin']:.2f}x jitjoin"
        print(f"  {k:<11} {v:6.3f} s  {want['n'] / v / 1e6:7.1f} M rows/s{ratio}")


if __name__ == "__main__":
    main()
