"""DuckDB as the oracle of jitjoin's SQL: runs queries over Parquet files and prints each
result (or error) as one JSON line.

Input (stdin, JSON): {"tables": {"name": "path.parquet", ...}, "queries": ["SELECT ...", ...]}
Output (stdout): per query, in order, one line:
  {"columns": [...], "types": ["DECIMAL(38,2)", ...], "rows": [[cell, ...], ...]}
  or {"error": "..."}
Cells are text as jitjoin writes them: integers and decimals exactly (a decimal with all its
scale's digits), dates as YYYY-MM-DD, strings as they are, doubles as repr() (compared with a
tolerance), nulls as null.
"""

import datetime
import decimal
import json
import sys

import duckdb


def cell(v):
    if v is None:
        return None
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, float):
        return repr(v)
    if isinstance(v, decimal.Decimal):
        return format(v, "f")
    if isinstance(v, datetime.date):
        return v.isoformat()
    return str(v)


def main():
    spec = json.load(sys.stdin)
    con = duckdb.connect()
    con.execute("SET threads = 1")
    for name, path in spec["tables"].items():
        con.execute(f'CREATE TABLE "{name}" AS SELECT * FROM read_parquet(\'{path}\')')
    for q in spec["queries"]:
        try:
            r = con.execute(q)
            out = {
                "columns": [d[0] for d in r.description],
                "types": [str(d[1]) for d in r.description],
                "rows": [[cell(v) for v in row] for row in r.fetchall()],
            }
        except Exception as e:  # noqa: BLE001 (every error is an answer to compare)
            out = {"error": f"{type(e).__name__}: {e}"}
        print(json.dumps(out), flush=True)


if __name__ == "__main__":
    main()
