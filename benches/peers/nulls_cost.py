#!/usr/bin/env python3
"""What nulls cost: the same foreign-key join over Parquet files without and with nulls.

    python3 benches/peers/nulls_cost.py                    # R 2^20 rows, S 2^24, 10 % nulls, 7 reps
    python3 benches/peers/nulls_cost.py --null-share 0.5 --reps 5 --json out.json

`jitjoin gen --format parquet` writes examples/fk_sum.jj's tables once; pyarrow then writes a
copy where a share of S.fk (a probe key) and of R.payload (an aggregated payload) is null.
Every repetition runs, alternately, `jitjoin run` of three queries on both copies:

- keys:     count(*), sum(R.key): only the probe key holds nulls;
- payload:  count(*), count(R.payload), sum(R.payload), max(R.payload): the key and an
            aggregated payload do;
- none:     count(*), sum(R.key), min(R.key) over R alone, whose key holds no null though its
            payload does (what a query pays for nulls it does not read: nothing, the lowering
            is skipped).

The table shows the medians of the phases (load, nulls = deriving the lowered columns, build,
probe, total = everything after load) and each with-nulls median over the plain one. DuckDB
runs the payload query on the copy with nulls once, and its answer must equal jitjoin's.
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

TABLES = """table R (parquet: "R.parquet")
table S (parquet: "S.parquet")
from S
join R on S.fk = R.key
"""

QUERIES = {
    "keys": "aggregate count(*) as n, sum(R.key) as k",
    "payload": "aggregate count(*) as n, count(R.payload) as c, sum(R.payload) as total, max(R.payload) as hi",
    "none": "from R aggregate count(*) as n, sum(R.key) as k, min(R.key) as lo",
}

PHASES = ["load", "nulls", "build", "probe", "total"]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--r-rows", default="1M")
    ap.add_argument("--s-rows", default="16M")
    ap.add_argument("--null-share", type=float, default=0.1)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--reps", type=int, default=7)
    ap.add_argument("--jitjoin", default=str(peers.ROOT / "target" / "release" / "jitjoin"))
    ap.add_argument("--data", default=str(peers.HERE / ".data" / "nulls_cost"))
    ap.add_argument("--json", default=str(peers.HERE / "nulls_cost.json"))
    args = ap.parse_args()
    peers.ensure_venv()
    import duckdb
    import pyarrow as pa
    import pyarrow.compute as pc
    import pyarrow.parquet as pq

    jj = args.jitjoin
    if not Path(jj).exists():
        subprocess.run(["cargo", "build", "--release", "--bin", "jitjoin"], cwd=peers.ROOT, check=True)
    root = Path(args.data) / f"{args.r_rows}_{args.s_rows}_{args.null_share}"
    plain, nulls = root / "plain", root / "nulls"
    if not (nulls / "S.parquet").exists():
        plain.mkdir(parents=True, exist_ok=True)
        nulls.mkdir(parents=True, exist_ok=True)
        sets = ["--set", f"R.rows={args.r_rows}", "--set", f"S.rows={args.s_rows}"]
        fk = str(peers.ROOT / "examples" / "fk_sum.jj")
        subprocess.run([jj, "gen", fk, "--format", "parquet", "--out", str(plain), *sets], check=True)
        for name, col, seed in [("S", "fk", 7), ("R", "payload", 8)]:
            t = pq.read_table(plain / f"{name}.parquet")
            a = t.column(col)
            hole = pc.less(pc.random(len(a), initializer=seed), args.null_share)
            t = t.set_column(t.schema.get_field_index(col), col, pc.if_else(hole, pa.scalar(None, a.type), a))
            pq.write_table(t, nulls / f"{name}.parquet", compression="snappy", row_group_size=1 << 20)
    for d in (plain, nulls):
        for q, agg in QUERIES.items():
            text = TABLES + agg if agg.startswith("aggregate") else f'table R (parquet: "R.parquet")\n{agg}'
            (d / f"{q}.jj").write_text(text + "\n")
        for f in d.glob("*.parquet"):
            f.read_bytes()  # into the page cache

    def run(d, q):
        out = subprocess.run(
            [jj, "run", str(d / f"{q}.jj"), "--threads", str(args.threads), "--format", "json"],
            check=True,
            capture_output=True,
            text=True,
        )
        r = json.loads(out.stdout)
        t = r["timings_ms"]
        return r["results"], {p: t.get(p, 0.0) for p in PHASES}

    times = {q: {"plain": [], "nulls": []} for q in QUERIES}
    answers = {}
    for rep in range(args.reps):
        for q in QUERIES:
            order = [("plain", plain), ("nulls", nulls)]
            for kind, d in order if rep % 2 == 0 else order[::-1]:
                answers[(q, kind)], t = run(d, q)
                times[q][kind].append(t)

    duck = duckdb.connect()
    duck.execute(f"SET threads = {args.threads}")
    got = duck.execute(
        f"SELECT count(*), count(R.payload), sum(R.payload), max(R.payload) FROM '{nulls}/S.parquet' S "
        f"JOIN '{nulls}/R.parquet' R ON S.fk = R.key"
    ).fetchone()
    mine = answers[("payload", "nulls")]
    if [int(x) for x in got] != [mine["n"], mine["c"], mine["total"], mine["hi"]]:
        sys.exit(f"nulls_cost: duckdb got {got}, jitjoin {mine}")

    med = {
        q: {kind: {p: statistics.median(t[p] for t in ts) for p in PHASES} for kind, ts in k.items()}
        for q, k in times.items()
    }
    report = {
        "date": time.strftime("%Y-%m-%d"),
        "machine": {"cpu": peers.cpu_name(), "threads": args.threads, "calibration": peers.calibrated(jj)},
        "rows": {"R": args.r_rows, "S": args.s_rows},
        "null_share": args.null_share,
        "reps": args.reps,
        "ms": times,
        "median_ms": med,
        "answers_with_nulls": {q: answers[(q, "nulls")] for q in QUERIES},
    }
    Path(args.json).write_text(json.dumps(report, indent=2) + "\n")
    print(f"R {args.r_rows}, S {args.s_rows}, {args.null_share:.0%} nulls, {args.threads} threads, medians of {args.reps} (ms)")
    print(f"  {'query':<8} {'':<6} " + " ".join(f"{p:>8}" for p in PHASES))
    for q, k in med.items():
        for kind in ("plain", "nulls"):
            print(f"  {q:<8} {kind:<6} " + " ".join(f"{k[kind][p]:8.1f}" for p in PHASES))
        ratio = [k["nulls"][p] / k["plain"][p] if k["plain"][p] else float("nan") for p in PHASES]
        print(f"  {q:<8} {'ratio':<6} " + " ".join(f"{r:7.2f}x" for r in ratio))


if __name__ == "__main__":
    main()
