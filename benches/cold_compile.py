#!/usr/bin/env python3
"""Cold compile: `jitjoin run` in fresh processes whose kernel directory is empty (a plan's
first run, or the first after a rebuild), for one or more jitjoin binaries, rounds
alternating their order. Prints medians of `compile` (the time the query waited for code),
`compile_work` (compiling on every thread; `compile` for builds that do not report it),
`total` and the whole process, in ms.

    python3 benches/cold_compile.py [--rounds 7] NAME=PATH [NAME=PATH ...]

e.g. `NAME=target/release/jitjoin` alone, or an older build beside it to compare.
"""
import argparse, json, os, shutil, statistics, subprocess, tempfile, time

QUERIES = {
    "fk_sum (1M ⋈ 16M)": [],
    "fk_sum (1K ⋈ 64K)": ["--set", "R.rows=1K", "--set", "S.rows=64K"],
    "fk_sum (64K ⋈ 1M)": ["--set", "R.rows=64K", "--set", "S.rows=1M"],
    "star (default)": ["examples/star.jj"],
    "star (64K fact)": ["examples/star.jj", "--set", "lineorder.rows=64K"],
    "semi_anti": ["examples/semi_anti.jj"],
    "star_groups": ["examples/star_groups.jj"],
}
# The 13 SSB queries at scale factor 1 (6 M fact rows: the fact table's kernels in the default
# tier, as at any larger scale; the dimensions' builds in the quick one, as at SF 10).
for q in ["1.1", "1.2", "1.3", "2.1", "2.2", "2.3", "3.1", "3.2", "3.3", "3.4", "4.1", "4.2", "4.3"]:
    QUERIES[f"ssb q{q} (SF 1)"] = [f"examples/ssb/q{q}.jj", "--set", "*.scale=1"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--only", default="", help="run only the queries whose name contains this text")
    ap.add_argument("binaries", nargs="+", metavar="NAME=PATH")
    a = ap.parse_args()
    bins = [b.split("=", 1) for b in a.binaries]
    queries = {q: args for q, args in QUERIES.items() if a.only in q}
    # On disk (not tmpfs), as a user's cache directory is; the calibration kept, so that
    # only the kernels are cold.
    cache = tempfile.mkdtemp(prefix="cold-compile-", dir=os.path.join(os.path.dirname(__file__), "..", "target"))
    home = os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")
    calibration = os.path.join(home, "jitjoin", "calibration.json")
    if os.path.exists(calibration):
        shutil.copy(calibration, cache)
    env = dict(os.environ, JITJOIN_CACHE_DIR=cache)
    res = {}
    try:
        for r in range(a.rounds):
            for q, args in queries.items():
                for name, path in bins if r % 2 == 0 else bins[::-1]:
                    shutil.rmtree(os.path.join(cache, "kernels"), ignore_errors=True)
                    t0 = time.perf_counter()
                    out = subprocess.run([path, "run", *args, "--format", "json"], capture_output=True, env=env, check=True)
                    wall = (time.perf_counter() - t0) * 1e3
                    t = json.loads(out.stdout)["timings_ms"]
                    work = t.get("compile_work", t["compile"])
                    res.setdefault((q, name), []).append((t["compile"], work, t["total"], wall))
    finally:
        shutil.rmtree(cache, ignore_errors=True)
    names = [n for n, _ in bins]
    cols = [f"{what} {n}" for what in ("compile", "work", "total", "process") for n in names]
    print("| query | " + " | ".join(cols) + " |")
    print("|---|" + "---|" * len(cols))
    for q in queries:
        cells = []
        for i, fmt in ((0, "{:.2f}"), (1, "{:.2f}"), (2, "{:.1f}"), (3, "{:.0f}")):
            for n in names:
                cells.append(fmt.format(statistics.median(x[i] for x in res[(q, n)])))
        print(f"| {q} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
