#!/usr/bin/env python3
"""Adaptive start: time to result of small fk_sum queries in fresh processes whose kernel
directory is empty, for each way a phase whose kernel is not compiled may start
(`JITJOIN_ADAPTIVE`: 0 waits for the kernel, 1 runs a phase of at most 2^16 rows on the
generic engine, `switch` also starts a larger one there until its kernel is ready), beside
the generic engine alone. Rounds alternate the order of the modes. Prints medians of `total`
(the query's time to result, in ms), its `compile` (the time it waited for code) and the rows
the generic engine ran in the builds and the probe.

    python3 benches/adaptive_start.py [--rounds 11] [--binary target/release/jitjoin]
"""
import argparse, json, os, shutil, statistics, subprocess, tempfile

SIZES = [("1K", "10K"), ("10K", "100K"), ("100K", "1M")]
MODES = {
    "wait (0)": ({"JITJOIN_ADAPTIVE": "0"}, []),
    "small (1)": ({"JITJOIN_ADAPTIVE": "1"}, []),
    "switch": ({"JITJOIN_ADAPTIVE": "switch"}, []),
    "generic engine": ({}, ["--engine", "generic"]),
}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=11)
    ap.add_argument("--binary", default="target/release/jitjoin")
    a = ap.parse_args()
    # On disk, as a user's cache directory is; the calibration kept, so only the kernels are cold.
    cache = tempfile.mkdtemp(prefix="adaptive-", dir=os.path.join(os.path.dirname(__file__), "..", "target"))
    home = os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")
    calibration = os.path.join(home, "jitjoin", "calibration.json")
    if os.path.exists(calibration):
        shutil.copy(calibration, cache)
    res = {}
    try:
        for r in range(a.rounds):
            modes = list(MODES.items())
            for rows_r, rows_s in SIZES:
                for name, (env, args) in modes if r % 2 == 0 else modes[::-1]:
                    shutil.rmtree(os.path.join(cache, "kernels"), ignore_errors=True)
                    sizes = ["--set", f"R.rows={rows_r}", "--set", f"S.rows={rows_s}"]
                    out = subprocess.run(
                        [a.binary, "run", *sizes, "--format", "json", *args],
                        capture_output=True,
                        env=dict(os.environ, JITJOIN_CACHE_DIR=cache, **env),
                        check=True,
                    )
                    d = json.loads(out.stdout)
                    t, g = d["timings_ms"], d.get("generic_rows", {})
                    res.setdefault((f"{rows_r} ⋈ {rows_s}", name), []).append(
                        (t["total"], t["compile"], g.get("build", 0), g.get("probe", 0))
                    )
    finally:
        shutil.rmtree(cache, ignore_errors=True)
    print("| R ⋈ S | start | time to result | compile (waited) | generic rows: build / probe |")
    print("|---|---|---|---|---|")
    for (size, name), v in res.items():
        med = [statistics.median(x[i] for x in v) for i in range(4)]
        print(f"| {size} | {name} | {med[0]:.2f} | {med[1]:.2f} | {med[2]:.0f} / {med[3]:.0f} |")


if __name__ == "__main__":
    main()
