#!/usr/bin/env python3
"""Ballista with jitjoin's rule against Ballista alone, on one cluster: a jitjoin-scheduler and
two jitjoin-executors on 127.0.0.1 (one task slot each: this machine's two cores).

    python3 benches/peers/ballista.py --sf 10 --rounds 3
    python3 benches/peers/ballista.py --sf 1 --rounds 1 --tpch 1,3 --ssb 3.1

Each round runs every query as `jitjoin-df sql --ballista HOST:PORT --format json`, with and
without `--no-jitjoin` (the session's `jitjoin.enabled`, so the same scheduler plans both),
alternating which goes first. The time is planning plus execution as the client reports it.
Answers of the two runs are compared. TPC-H tables come from `jitjoin-df tpch`, SSB tables from
`jitjoin gen benches/peers/ssb_tables.jj` (both cached under benches/peers/.data).
"""

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
DF = ROOT / "integrations" / "datafusion"
BIN = DF / "target" / "release"
TPCH_TABLES = ["lineitem", "orders", "customer", "part", "partsupp", "supplier", "nation", "region"]
SSB_TABLES = ["lineorder", "date", "customer", "supplier", "part"]

sys.path.insert(0, str(HERE))
from ssb import spec_sql  # noqa: E402
from tpch import same  # noqa: E402


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(what, limit, ok):
    t0 = time.time()
    while not ok():
        if time.time() - t0 > limit:
            raise SystemExit(f"ballista.py: waited {limit} s for {what}")
        time.sleep(0.1)


class Cluster:
    """A scheduler and two executors, stopped (SIGTERM) on exit."""

    def __init__(self, logs):
        self.procs = []
        sched = subprocess.Popen([str(BIN / "jitjoin-scheduler"), "--bind-host", "127.0.0.1", "--port", "0",
                                  "--external-host", "127.0.0.1"],
                                 stdout=subprocess.PIPE, stderr=open(logs / "scheduler.log", "w"), text=True)
        self.procs.append(sched)
        line = sched.stdout.readline()
        if not line.startswith("jitjoin-scheduler listening on"):
            raise SystemExit(f"ballista.py: the scheduler said {line!r}")
        self.at = line.split()[-1]
        for i in range(2):
            log = logs / f"executor-{i}.log"
            self.procs.append(subprocess.Popen(
                [str(BIN / "jitjoin-executor"), "--scheduler", self.at, "--bind-host", "127.0.0.1",
                 "--external-host", "127.0.0.1", "--port", str(free_port()), "--grpc-port", str(free_port()),
                 "--concurrent-tasks", "1", "--work-dir", str(logs / f"work-{i}")],
                stdout=subprocess.DEVNULL, stderr=open(log, "w"), env={**os.environ, "RUST_LOG": "info,jitjoin=debug"}))
            (logs / f"work-{i}").mkdir(exist_ok=True)
            wait_for("an executor to register", 60, lambda: "registration succeed" in log.read_text())

    def stop(self):
        for p in self.procs:
            p.terminate()
        for p in self.procs:
            try:
                p.wait(timeout=20)
            except subprocess.TimeoutExpired:
                p.kill()


def run(at, sql_path, tables, jitjoin, threads):
    args = [str(BIN / "jitjoin-df"), "sql", str(sql_path), *tables, "--ballista", at, "--format", "json",
            "--threads", str(threads)]
    if not jitjoin:
        args.append("--no-jitjoin")
    out = subprocess.run(args, capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit(f"{' '.join(args)}: {out.stderr}")
    return json.loads(out.stdout)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sf", default="10")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--threads", type=int, default=2, help="the session's partitions")
    ap.add_argument("--tpch", default="1,3,5,10")
    ap.add_argument("--ssb", default="1.1,1.2,1.3,2.1,2.2,2.3,3.1,3.2,3.3,3.4,4.1,4.2,4.3")
    ap.add_argument("--json", help="write every measurement here")
    a = ap.parse_args()
    subprocess.run(["cargo", "build", "--release", "--bins"], cwd=DF, check=True)
    tpch = HERE / ".data" / f"tpch-sf{float(a.sf):g}"
    if a.tpch and not (tpch / "region.parquet").exists():
        subprocess.run([str(BIN / "jitjoin-df"), "tpch", "--sf", a.sf, "--out", str(tpch)], check=True)
    ssb = HERE / ".data" / f"ssb_sf{a.sf}"
    if a.ssb and not (ssb / ".complete").exists():
        subprocess.run(["cargo", "build", "--release", "--bin", "jitjoin"], cwd=ROOT, check=True)
        ssb.mkdir(parents=True, exist_ok=True)
        subprocess.run([str(ROOT / "target" / "release" / "jitjoin"), "gen", str(HERE / "ssb_tables.jj"), "--format",
                        "parquet", "--out", str(ssb), "--threads", "2", "--set", f"*.scale={a.sf}"], check=True)
        (ssb / ".complete").write_text("")
    work = []
    for q in filter(None, a.tpch.split(",")):
        tables = [f"--table={t}={tpch / (t + '.parquet')}" for t in TPCH_TABLES]
        work.append((f"TPC-H Q{q}", ROOT / "examples" / "tpch" / "sql" / f"q{int(q):02}.sql", tables))
    tmp = Path(tempfile.mkdtemp(prefix="jitjoin-ballista-"))
    for q in filter(None, a.ssb.split(",")):
        path = tmp / f"ssb-q{q}.sql"
        path.write_text(spec_sql(ROOT / "examples" / "ssb" / f"q{q}.jj"))
        tables = [f"--table={t}={ssb / (t + '.parquet')}" for t in SSB_TABLES]
        work.append((f"SSB Q{q}", path, tables))
    cluster = Cluster(tmp)
    times = {name: {"jitjoin": [], "ballista": []} for name, _, _ in work}
    logs = [tmp / f"executor-{i}.log" for i in range(2)]
    ran = {True: [0, 0], False: [0, 0]}  # JitjoinExec runs per executor, with and without jitjoin

    def runs():
        return [log.read_text().count("JitjoinExec ran") for log in logs]
    try:
        for r in range(a.rounds):
            for name, path, tables in work:
                order = [True, False] if r % 2 == 0 else [False, True]
                got = {}
                for jj in order:
                    before = runs()
                    v = run(cluster.at, path, tables, jj, a.threads)
                    time.sleep(0.2)  # the executors' last log lines
                    ran[jj] = [r + x - b for r, x, b in zip(ran[jj], runs(), before)]
                    got[jj] = v["results"]
                    times[name]["jitjoin" if jj else "ballista"].append(v["timings_ms"]["total"])
                if not same(got[True], got[False]):
                    raise SystemExit(f"{name}: Ballista with jitjoin answered otherwise than Ballista alone")
                print(f"round {r + 1} {name}: jitjoin {times[name]['jitjoin'][-1]:.0f} ms, "
                      f"alone {times[name]['ballista'][-1]:.0f} ms", file=sys.stderr)
    finally:
        cluster.stop()
    if sum(ran[False]) > 0:
        raise SystemExit(f"ballista.py: runs without jitjoin ran JitjoinExec {ran[False]} times")
    print("| query | Ballista + jitjoin (ms) | Ballista alone (ms) | speedup |")
    print("|---|---|---|---|")
    speedups = []
    for name, _, _ in work:
        j, b = statistics.median(times[name]["jitjoin"]), statistics.median(times[name]["ballista"])
        speedups.append(b / j)
        print(f"| {name} | {j:.0f} | {b:.0f} | {b / j:.2f}x |")
    print(f"median speedup {statistics.median(speedups):.2f}x over {len(work)} queries; JitjoinExec runs per "
          f"executor with jitjoin {ran[True]}, without {ran[False]}; executors' logs: {tmp}", file=sys.stderr)
    if a.json:
        Path(a.json).write_text(json.dumps({"sf": a.sf, "rounds": a.rounds, "threads": a.threads, "times_ms": times,
                                            "jitjoin_runs_per_executor": ran[True]}, indent=1))


if __name__ == "__main__":
    main()
