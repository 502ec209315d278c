//! jitjoin's SQL checked against DuckDB, an oracle jitjoin did not write: the same Parquet
//! files, the same query text, every engine. A result equals DuckDB's when its column names,
//! their order, their types (decimal precision and scale included) and its values match; rows
//! are compared as a multiset unless ORDER BY fixes their order.
//!
//! ```text
//!   seeded tables (every type, decimals of several scales, dates, strings, nulls) ─▶ Parquet
//!        │                                                                          │
//!   SQL text ──▶ jitjoin (interp, jit, generic) ─▶ ResultTable ─┐                   │
//!            └─▶ tests/duckdb/oracle.py (DuckDB 2.0.1) ─────────┴─▶ compare ◀───────┘
//! ```
//! Checked: the examples' SQL twins, the 13 SSB queries and TPC-H Q1, Q3, Q5, Q6 and Q10 in
//! their official text, and a few hundred random queries over the SQL jitjoin accepts
//! (`JITJOIN_SQL_FUZZ_CASES`, seeded by the date or `JITJOIN_SQL_FUZZ_SEED`). A random
//! query that disagrees is shrunk and written to `tests/duckdb/repro/`, which every later
//! run checks. DuckDB comes from PyPI into a virtual environment under the build directory;
//! without PyPI these tests say so and pass.

use jitjoin::ir::{ColType, Column, Dictionary, Logical, ResultTable, TableData, Validity};
use jitjoin::{Engine, PlanFile, WorkerOptions};
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use serde_json::Value as Json;
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

const ENGINES: [Engine; 3] = [Engine::Interp, Engine::Jit, Engine::Generic];
const ROOT: &str = env!("CARGO_MANIFEST_DIR");

// ---- DuckDB ----

/// The Python of a virtual environment holding DuckDB 2.0.1, made once under the build
/// directory; `None` (said on stderr) when PyPI cannot be reached.
fn duckdb_python() -> Option<&'static Path> {
    static PY: OnceLock<Option<PathBuf>> = OnceLock::new();
    PY.get_or_init(|| {
        let venv = Path::new(env!("CARGO_TARGET_TMPDIR")).join("duckdb-2.0.1");
        let py = venv.join("bin").join("python");
        let ready = |py: &Path| {
            Command::new(py)
                .args(["-c", "import duckdb, sys; sys.exit(duckdb.__version__ != '2.0.1')"])
                .status()
                .is_ok_and(|s| s.success())
        };
        if ready(&py) {
            return Some(py);
        }
        let made = Command::new("python3").args(["-m", "venv", "--clear"]).arg(&venv).output();
        let made = made.unwrap_or_else(|e| panic!("python3 -m venv: {e} (scripts/setup installs python3-venv)"));
        assert!(made.status.success(), "python3 -m venv: {}", String::from_utf8_lossy(&made.stderr));
        let pip = Command::new(&py).args(["-m", "pip", "install", "-q", "duckdb==2.0.1"]).output().unwrap();
        if !pip.status.success() {
            let reach = Command::new(&py)
                .args([
                    "-c",
                    "import urllib.request; urllib.request.urlopen('https://pypi.org/simple/duckdb/', timeout=20)",
                ])
                .status()
                .is_ok_and(|s| s.success());
            if !reach {
                eprintln!("duckdb tests skipped: PyPI cannot be reached to install duckdb==2.0.1");
                return None;
            }
            panic!("pip install duckdb==2.0.1: {}", String::from_utf8_lossy(&pip.stderr));
        }
        assert!(ready(&py), "duckdb 2.0.1 did not install into {}", venv.display());
        Some(py)
    })
    .as_deref()
}

/// A result: column names, SQL types, and rows of cells as text (`None`: null).
#[derive(Clone, Debug, PartialEq)]
struct Answer {
    columns: Vec<String>,
    types: Vec<String>,
    rows: Vec<Vec<Option<String>>>,
}

/// DuckDB's answers (or errors) to `queries` over `tables` (name, Parquet file).
fn duckdb(py: &Path, tables: &[(String, PathBuf)], queries: &[String]) -> Vec<Result<Answer, String>> {
    let spec = serde_json::json!({
        "tables": tables.iter().map(|(n, p)| (n.clone(), Json::String(p.display().to_string()))).collect::<serde_json::Map<_, _>>(),
        "queries": queries,
    });
    let mut child = Command::new(py)
        .arg(Path::new(ROOT).join("tests/duckdb/oracle.py"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(spec.to_string().as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "oracle.py: {}", String::from_utf8_lossy(&out.stderr));
    let answers: Vec<Result<Answer, String>> = out
        .stdout
        .lines()
        .map(|l| {
            let v: Json = serde_json::from_str(&l.unwrap()).unwrap();
            if let Some(e) = v["error"].as_str() {
                return Err(e.to_string());
            }
            let strings = |v: &Json| v.as_array().unwrap().iter().map(|s| s.as_str().unwrap().to_string()).collect();
            let rows = v["rows"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| r.as_array().unwrap().iter().map(|c| c.as_str().map(str::to_string)).collect())
                .collect();
            Ok(Answer { columns: strings(&v["columns"]), types: strings(&v["types"]), rows })
        })
        .collect();
    assert_eq!(answers.len(), queries.len(), "one answer per query");
    answers
}

// ---- jitjoin ----

fn answer_of(t: &ResultTable) -> Answer {
    Answer {
        columns: t.columns.iter().map(|(n, _)| n.clone()).collect(),
        types: t.columns.iter().map(|(_, ty)| ty.sql_name()).collect(),
        rows: (0..t.rows.len()).map(|r| (0..t.columns.len()).map(|c| t.text(r, c)).collect()).collect(),
    }
}

/// jitjoin's answer to `sql` over `tables` on each engine, or its error (with whether it is
/// the user's, exit status 2).
fn jitjoin(sql: &str, tables: &[(String, PathBuf)], dir: &Path) -> Result<Vec<(Engine, Answer)>, (bool, String)> {
    let path = dir.join("q.sql");
    std::fs::write(&path, sql).unwrap();
    let plan = PlanFile::load_with(&path, &[], tables).map_err(|e| (e.is_user_error(), e.to_string()))?;
    let data = plan.make_data(Some(2)).map_err(|e| (e.is_user_error(), e.to_string()))?;
    let workers = WorkerOptions { threads: Some(2), ..Default::default() };
    let mut out = Vec::new();
    for engine in ENGINES {
        let report =
            jitjoin::execute(&plan, &data, engine, &workers).map_err(|e| (e.is_user_error(), e.to_string()))?;
        let t = jitjoin::result_table(&plan, &report).map_err(|e| (e.is_user_error(), e.to_string()))?;
        out.push((engine, answer_of(&t)));
    }
    Ok(out)
}

// ---- comparing ----

/// How the rows of a result are ordered: not at all, wholly, or by some of its columns, each
/// (column, descending, nulls last). Under `By`, jitjoin's rows must be sorted so and equal
/// DuckDB's as a multiset.
#[derive(Clone, Debug, PartialEq)]
enum Order {
    Unordered,
    Total,
    By(Vec<(usize, bool, bool)>),
}

/// Doubles within this of zero are rounding noise: a sum of products that cancels (the fuzz
/// tables' values reach 10^5, their sums' rounding errors 10^-8) is ±10^-11 in one order of
/// addition and ±10^-12 in another.
const NOISE: f64 = 1e-6;

/// Cells equal as their type says: doubles within 10^-9 of each other relatively, or within
/// [`NOISE`] absolutely.
fn same_cell(ty: &str, a: &Option<String>, b: &Option<String>) -> bool {
    match (a, b) {
        (Some(x), Some(y)) if ty == "DOUBLE" && x != y => match (x.parse::<f64>(), y.parse::<f64>()) {
            (Ok(x), Ok(y)) => (x - y).abs() <= 1e-9 * x.abs().max(y.abs()) + NOISE,
            _ => false,
        },
        _ => a == b,
    }
}

/// How rows `a` and `b` of one result compare under ORDER BY `keys`, in SQL's order of each
/// type. (Doubles compare exactly: a result is sorted by its own values; that they are
/// DuckDB's, within the tolerance, the multiset comparison checks.)
fn in_order(
    types: &[String],
    keys: &[(usize, bool, bool)],
    a: &[Option<String>],
    b: &[Option<String>],
) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    for &(k, desc, nulls_last) in keys {
        let o = match (&a[k], &b[k]) {
            (None, None) => Ordering::Equal,
            (None, _) => {
                if nulls_last {
                    Ordering::Greater
                } else {
                    Ordering::Less
                }
            }
            (_, None) => {
                if nulls_last {
                    Ordering::Less
                } else {
                    Ordering::Greater
                }
            }
            (Some(x), Some(y)) => {
                let o = match types[k].as_str() {
                    "VARCHAR" | "DATE" => x.as_bytes().cmp(y.as_bytes()),
                    _ => match (x.parse::<f64>(), y.parse::<f64>()) {
                        // Exact types compare exactly: by their decimal text's value.
                        (Ok(p), Ok(q)) if p != q => p.total_cmp(&q),
                        _ => decimal_cmp(x, y),
                    },
                };
                if desc { o.reverse() } else { o }
            }
        };
        if o != Ordering::Equal {
            return o;
        }
    }
    Ordering::Equal
}

/// Two decimal texts (optional `-`, digits, optional point and digits) by their values.
fn decimal_cmp(x: &str, y: &str) -> std::cmp::Ordering {
    let scale = |t: &str| t.split_once('.').map_or(0, |(_, f)| f.len()) as u8;
    let s = scale(x).max(scale(y));
    let v = |t: &str| jitjoin::ir::types::decimal_at(t, s).unwrap_or(0);
    v(x).cmp(&v(y))
}

/// A row as text that sorts rows alike in both results (doubles to 9 significant digits, and
/// rounding noise as zero).
fn sort_key(types: &[String], row: &[Option<String>]) -> String {
    row.iter()
        .zip(types)
        .map(|(c, ty)| match (c, ty.as_str()) {
            (None, _) => "\u{0}null".to_string(),
            (Some(x), "DOUBLE") => {
                x.parse::<f64>().map_or(x.clone(), |f| format!("{:.9e}", if f.abs() < NOISE { 0.0 } else { f }))
            }
            (Some(x), _) => x.clone(),
        })
        .collect::<Vec<_>>()
        .join("\u{1}")
}

fn compare(want: &Answer, got: &Answer, order: &Order) -> Result<(), String> {
    if want.columns != got.columns {
        return Err(format!("columns: DuckDB {:?}, jitjoin {:?}", want.columns, got.columns));
    }
    if want.types != got.types {
        return Err(format!("types: DuckDB {:?}, jitjoin {:?}", want.types, got.types));
    }
    if want.rows.len() != got.rows.len() {
        return Err(format!("{} rows from DuckDB, {} from jitjoin", want.rows.len(), got.rows.len()));
    }
    let rows_equal = |a: &[Vec<Option<String>>], b: &[Vec<Option<String>>]| -> Result<(), String> {
        for (i, (x, y)) in a.iter().zip(b).enumerate() {
            if !x.iter().zip(y).zip(&want.types).all(|((p, q), ty)| same_cell(ty, p, q)) {
                return Err(format!("row {i}: DuckDB {x:?}, jitjoin {y:?}"));
            }
        }
        Ok(())
    };
    if let Order::By(keys) = order {
        for (i, pair) in got.rows.windows(2).enumerate() {
            if in_order(&want.types, keys, &pair[0], &pair[1]) == std::cmp::Ordering::Greater {
                return Err(format!("rows {i} and {} out of ORDER BY's order: {:?}, {:?}", i + 1, pair[0], pair[1]));
            }
        }
    }
    if *order == Order::Total {
        return rows_equal(&want.rows, &got.rows);
    }
    let sorted = |rows: &[Vec<Option<String>>]| {
        let mut r = rows.to_vec();
        r.sort_by_cached_key(|row| sort_key(&want.types, row));
        r
    };
    rows_equal(&sorted(&want.rows), &sorted(&got.rows))
}

/// Run `queries` (SQL, how its rows are ordered) on DuckDB and jitjoin's every engine; the
/// disagreements, each as (query index, what differs).
fn check_all(py: &Path, tables: &[(String, PathBuf)], queries: &[(String, Order)], dir: &Path) -> Vec<(usize, String)> {
    let sql: Vec<String> = queries.iter().map(|q| q.0.clone()).collect();
    let want = duckdb(py, tables, &sql);
    let mut bad = Vec::new();
    for (i, ((q, order), want)) in queries.iter().zip(want).enumerate() {
        if let Some(why) = disagreement(q, order, want, tables, dir) {
            bad.push((i, why));
        }
    }
    bad
}

fn disagreement(
    q: &str,
    order: &Order,
    want: Result<Answer, String>,
    tables: &[(String, PathBuf)],
    dir: &Path,
) -> Option<String> {
    match (want, jitjoin(q, tables, dir)) {
        (Ok(want), Ok(got)) => got
            .iter()
            .find_map(|(engine, got)| compare(&want, got, order).err().map(|e| format!("{}: {e}", engine.name()))),
        (Ok(_), Err((_, e))) => Some(format!("jitjoin refused what DuckDB answers: {e}")),
        (Err(e), Ok(_)) => Some(format!("jitjoin answered what DuckDB refuses: {e}")),
        (Err(_), Err((user, e))) if !user => Some(format!("both refused, jitjoin with an internal error: {e}")),
        (Err(_), Err(_)) => None,
    }
}

// ---- the data ----

/// The random queries' tables, the same on every run: a fact table `f` and three dimensions
/// keyed by `d1.id` (i32), `d2.id` (u32) and `d3.id` (i64), with every type jitjoin reads.
fn fuzz_tables() -> &'static [(String, PathBuf)] {
    static TABLES: OnceLock<(tempfile::TempDir, Vec<(String, PathBuf)>)> = OnceLock::new();
    &TABLES
        .get_or_init(|| {
            let dir = tempfile::tempdir().unwrap();
            let mut r = Xoshiro256PlusPlus::seed_from_u64(39);
            let mut out = Vec::new();
            for t in schema() {
                let path = dir.path().join(format!("{}.parquet", t.name));
                write_table(&mut r, &t, &path);
                out.push((t.name.to_string(), path));
            }
            (dir, out)
        })
        .1
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    Int,
    Dec(u8),
    Dbl,
    Date,
    Str,
}

/// A column of the random tables: its values are drawn from `lo..=hi` (unscaled for a
/// decimal, days for a date, an index into [`WORDS`] for a string), a share `nulls` null;
/// `small` columns' products stay within DuckDB's 32-bit arithmetic.
#[derive(Clone, Copy, Debug)]
struct Col {
    name: &'static str,
    kind: Kind,
    ty: ColType,
    lo: i64,
    hi: i64,
    nulls: f64,
    small: bool,
}

struct Tab {
    name: &'static str,
    rows: usize,
    /// The key column (first) holds each of 1..=rows once, shuffled, with gaps.
    cols: Vec<Col>,
}

const WORDS: [&str; 12] = ["", "a", "a b", "ASIA", "BRAZIL", "MFGR#12", "MFGR#2", "b", "zeta", "é", "Z", "mid"];

const fn col(name: &'static str, kind: Kind, ty: ColType, lo: i64, hi: i64, nulls: f64, small: bool) -> Col {
    Col { name, kind, ty, lo, hi, nulls, small }
}

fn schema() -> Vec<Tab> {
    use ColType::*;
    use Kind::*;
    vec![
        Tab {
            name: "f",
            rows: 2500,
            cols: vec![
                col("id", Int, I64, 1, 2500, 0.0, false),
                col("k1", Int, I32, 0, 45, 0.1, true),
                col("k2", Int, U32, 1, 32, 0.05, true),
                col("k3", Int, I64, 1, 90, 0.0, false),
                col("q", Int, I32, -20, 20, 0.1, true),
                col("n", Int, I64, -1_000_000, 1_000_000, 0.0, false),
                col("u", Int, U64, 0, 5_000_000, 0.05, false),
                col("price", Dec(2), I64, 0, 99_999_999, 0.1, false),
                col("disc", Dec(3), I64, 0, 200, 0.0, true),
                col("amt", Dec(4), I64, -50_000_000, 50_000_000, 0.05, false),
                col("x", Dbl, F64, -400, 400, 0.05, true),
                col("day", Date, I32, 8035, 10_591, 0.05, false),
                col("s", Str, U32, 0, 11, 0.1, false),
            ],
        },
        Tab {
            name: "d1",
            rows: 40,
            cols: vec![
                col("id", Int, I32, 1, 40, 0.0, true),
                col("name", Str, U32, 0, 11, 0.1, false),
                col("grp", Int, I32, 0, 5, 0.1, true),
                col("w", Dec(2), I64, -100_000, 100_000, 0.0, false),
                col("since", Date, I32, 8400, 9000, 0.1, false),
            ],
        },
        Tab {
            name: "d2",
            rows: 30,
            cols: vec![
                col("id", Int, U32, 1, 30, 0.0, true),
                col("cat", Str, U32, 0, 11, 0.0, false),
                col("v", Int, U32, 0, 9, 0.2, true),
            ],
        },
        Tab {
            name: "d3",
            rows: 80,
            cols: vec![
                col("id", Int, I64, 1, 80, 0.0, false),
                col("region", Str, U32, 3, 6, 0.0, false),
                col("score", Dbl, F64, -40, 40, 0.1, true),
                col("d", Dec(2), I64, 0, 1_000_000, 0.0, false),
            ],
        },
    ]
}

fn logical(c: &Col) -> Logical {
    match c.kind {
        Kind::Dec(scale) => Logical::Decimal { precision: if c.name == "amt" { 18 } else { 12 }, scale },
        Kind::Date => Logical::Date,
        Kind::Str => Logical::Text,
        _ => Logical::Number,
    }
}

/// Write table `t`'s rows, drawn from `r`, as Parquet.
fn write_table(r: &mut Xoshiro256PlusPlus, t: &Tab, path: &Path) {
    let n = t.rows;
    let mut columns = Vec::new();
    let mut validity = Vec::new();
    let mut dicts = Vec::new();
    for (ci, c) in t.cols.iter().enumerate() {
        // The key: 1..=hi, each once, shuffled, the first `rows` of them.
        let vals: Vec<i64> = if ci == 0 {
            let mut keys: Vec<i64> = (c.lo..=c.hi).collect();
            for i in (1..keys.len()).rev() {
                keys.swap(i, r.random_range(0..=i));
            }
            keys.truncate(n);
            keys
        } else {
            (0..n).map(|_| r.random_range(c.lo..=c.hi)).collect()
        };
        let valid: Vec<bool> = (0..n).map(|_| !r.random_bool(c.nulls)).collect();
        validity.push(valid.iter().any(|v| !v).then(|| Validity::from_fn(n, |i| valid[i])));
        let column = match (c.kind, c.ty) {
            (Kind::Str, _) => {
                let words: Vec<&str> = vals.iter().map(|&v| WORDS[v as usize]).collect();
                let (d, codes) = Dictionary::encode(words.iter().copied()).unwrap();
                dicts.push((ci, d));
                Column::U32(codes.into())
            }
            // Quarters, exact in binary: sums do not depend on their order.
            (Kind::Dbl, _) => Column::F64(vals.iter().map(|&v| v as f64 / 4.0).collect::<Vec<_>>().into()),
            (_, ColType::I32) => Column::I32(vals.iter().map(|&v| v as i32).collect::<Vec<_>>().into()),
            (_, ColType::U32) => Column::U32(vals.iter().map(|&v| v as u32).collect::<Vec<_>>().into()),
            (_, ColType::U64) => Column::U64(vals.iter().map(|&v| v as u64).collect::<Vec<_>>().into()),
            _ => Column::I64(vals.into()),
        };
        columns.push(column);
    }
    let mut table = TableData::new(t.name, n, columns);
    for (c, v) in validity.into_iter().enumerate() {
        if let Some(v) = v {
            table.set_validity(c, v);
        }
    }
    for (c, d) in dicts {
        table.set_dictionary(c, d);
    }
    let names: Vec<&str> = t.cols.iter().map(|c| c.name).collect();
    let kinds: Vec<Logical> = t.cols.iter().map(logical).collect();
    jitjoin::write_columns(path, jitjoin::ir::plan::FileFormat::Parquet, &names, &kinds, &table).unwrap();
}

// ---- random queries ----

/// A random query, in parts that shrinking can drop.
#[derive(Clone, Debug)]
struct Query {
    /// Dimensions (1, 2, 3) inner-joined to `f`, on their keys.
    dims: Vec<usize>,
    /// Joined by commas and WHERE equalities rather than JOIN … ON.
    comma: bool,
    /// A dimension tested by a subquery: EXISTS, NOT EXISTS, IN or NOT IN, with a condition.
    sub: Option<(usize, usize, Option<Cond>)>,
    filters: Vec<Cond>,
    shape: Shape,
}

/// A condition over one table (0 = `f`, else the dimension).
#[derive(Clone, Debug)]
struct Cond {
    table: usize,
    sql: String,
}

#[derive(Clone, Debug)]
struct Agg {
    tables: Vec<usize>,
    sql: String,
    alias: String,
}

#[derive(Clone, Debug)]
enum Shape {
    Global(Vec<Agg>),
    Grouped {
        keys: Vec<(usize, Col)>,
        aggs: Vec<Agg>,
        /// The SELECT list: a grouping column (with an alias) or an aggregate.
        select: Vec<Sel>,
        order: Vec<(Sel, bool, Option<bool>)>,
        limit: Option<u64>,
    },
    Rows(Vec<(usize, Col, Option<String>)>),
}

#[derive(Clone, Debug, PartialEq)]
enum Sel {
    Key(usize, Option<String>),
    Agg(usize),
}

const ALIASES: [&str; 4] = ["f", "d1", "d2", "d3"];

fn qual(t: usize, c: &Col) -> String {
    format!("{}.{}", ALIASES[t], c.name)
}

fn cols(t: usize) -> Vec<Col> {
    schema()[t].cols.clone()
}

impl Query {
    fn sql(&self) -> String {
        let key = |d: usize| cols(d)[0].name;
        let fk = ["", "k1", "k2", "k3"];
        let mut from = String::from("f");
        let mut wh: Vec<String> = Vec::new();
        for &d in &self.dims {
            if self.comma {
                from += &format!(", {}", ALIASES[d]);
                wh.push(format!("f.{} = {}.{}", fk[d], ALIASES[d], key(d)));
            } else {
                from += &format!(" JOIN {0} ON f.{1} = {0}.{2}", ALIASES[d], fk[d], key(d));
            }
        }
        if let Some((d, how, cond)) = &self.sub {
            let a = ALIASES[*d];
            let extra = cond.as_ref().map_or(String::new(), |c| format!(" AND {}", c.sql));
            let inner = cond.as_ref().map_or(String::new(), |c| format!(" WHERE {}", c.sql));
            wh.push(match how {
                0 => format!("EXISTS (SELECT 1 FROM {a} WHERE {a}.{} = f.{}{extra})", key(*d), fk[*d]),
                1 => format!("NOT EXISTS (SELECT 1 FROM {a} WHERE {a}.{} = f.{}{extra})", key(*d), fk[*d]),
                2 => format!("f.{} IN (SELECT {a}.{} FROM {a}{inner})", fk[*d], key(*d)),
                _ => format!("f.{} NOT IN (SELECT {a}.{} FROM {a}{inner})", fk[*d], key(*d)),
            });
        }
        wh.extend(self.filters.iter().map(|c| c.sql.clone()));
        let where_ = if wh.is_empty() { String::new() } else { format!(" WHERE {}", wh.join(" AND ")) };
        match &self.shape {
            Shape::Global(aggs) => {
                let items: Vec<String> = aggs.iter().map(|a| format!("{} AS {}", a.sql, a.alias)).collect();
                format!("SELECT {} FROM {from}{where_}", items.join(", "))
            }
            Shape::Rows(cs) => {
                let items: Vec<String> = cs
                    .iter()
                    .map(|(t, c, a)| a.as_ref().map_or(qual(*t, c), |a| format!("{} AS {a}", qual(*t, c))))
                    .collect();
                format!("SELECT {} FROM {from}{where_}", items.join(", "))
            }
            Shape::Grouped { keys, aggs, select, order, limit } => {
                let item = |s: &Sel| match s {
                    Sel::Key(k, None) => qual(keys[*k].0, &keys[*k].1),
                    Sel::Key(k, Some(a)) => format!("{} AS {a}", qual(keys[*k].0, &keys[*k].1)),
                    Sel::Agg(i) => format!("{} AS {}", aggs[*i].sql, aggs[*i].alias),
                };
                let items: Vec<String> = select.iter().map(item).collect();
                let group: Vec<String> = keys.iter().map(|(t, c)| qual(*t, c)).collect();
                let mut sql = format!("SELECT {} FROM {from}{where_} GROUP BY {}", items.join(", "), group.join(", "));
                if !order.is_empty() {
                    let by: Vec<String> = order
                        .iter()
                        .map(|(s, desc, nulls)| {
                            let target = match s {
                                Sel::Key(k, _) => qual(keys[*k].0, &keys[*k].1),
                                Sel::Agg(i) => aggs[*i].alias.clone(),
                            };
                            let dir = if *desc { " DESC" } else { "" };
                            let nulls = match nulls {
                                Some(true) => " NULLS FIRST",
                                Some(false) => " NULLS LAST",
                                None => "",
                            };
                            format!("{target}{dir}{nulls}")
                        })
                        .collect();
                    sql += &format!(" ORDER BY {}", by.join(", "));
                }
                if let Some(n) = limit {
                    sql += &format!(" LIMIT {n}");
                }
                sql
            }
        }
    }

    /// How the result's rows are ordered: by the ORDER BY keys the SELECT list shows, up to
    /// the first it does not (nulls last unless NULLS FIRST, DuckDB's default).
    fn order(&self) -> Order {
        let Shape::Grouped { select, order, .. } = &self.shape else { return Order::Unordered };
        let keys: Vec<(usize, bool, bool)> = order
            .iter()
            .map_while(|(s, desc, nulls_first)| {
                Some((select.iter().position(|x| same_target(x, s))?, *desc, *nulls_first != Some(true)))
            })
            .collect();
        if keys.is_empty() { Order::Unordered } else { Order::By(keys) }
    }

    /// A query one part smaller for each part that can go.
    fn smaller(&self) -> Vec<Query> {
        let mut out = Vec::new();
        for i in 0..self.dims.len() {
            let mut q = self.clone();
            let gone = q.dims.remove(i);
            q.filters.retain(|c| c.table != gone);
            match &mut q.shape {
                Shape::Global(aggs) => aggs.retain(|a| !a.tables.contains(&gone)),
                Shape::Rows(cs) => cs.retain(|c| c.0 != gone),
                Shape::Grouped { .. } => {}
            }
            while let Shape::Grouped { keys, .. } = &q.shape
                && let Some(k) = keys.iter().position(|k| k.0 == gone)
            {
                q.shape = without_key(&q.shape, k);
            }
            if let Shape::Grouped { aggs, .. } = &q.shape
                && aggs.iter().any(|a| a.tables.contains(&gone))
            {
                continue;
            }
            if q.valid() {
                out.push(q);
            }
        }
        if self.sub.is_some() {
            let mut q = self.clone();
            q.sub = None;
            out.push(q);
        }
        for i in 0..self.filters.len() {
            let mut q = self.clone();
            q.filters.remove(i);
            out.push(q);
        }
        match &self.shape {
            Shape::Global(aggs) | Shape::Grouped { aggs, .. } if aggs.len() > 1 => {
                for i in 0..aggs.len() {
                    let mut q = self.clone();
                    q.shape = without_agg(&q.shape, i);
                    out.push(q);
                }
            }
            _ => {}
        }
        match &self.shape {
            Shape::Rows(cs) if cs.len() > 1 => {
                for i in 0..cs.len() {
                    let mut q = self.clone();
                    if let Shape::Rows(cs) = &mut q.shape {
                        cs.remove(i);
                    }
                    out.push(q);
                }
            }
            Shape::Grouped { keys, order, limit, .. } => {
                for k in 0..keys.len() {
                    let mut q = self.clone();
                    q.shape = without_key(&q.shape, k);
                    out.push(q);
                }
                for i in 0..order.len() {
                    let mut q = self.clone();
                    if let Shape::Grouped { order, limit, .. } = &mut q.shape {
                        order.remove(i);
                        *limit = None;
                    }
                    out.push(q);
                }
                if limit.is_some() {
                    let mut q = self.clone();
                    if let Shape::Grouped { limit, .. } = &mut q.shape {
                        *limit = None;
                    }
                    out.push(q);
                }
            }
            _ => {}
        }
        out.retain(Query::valid);
        out
    }

    fn valid(&self) -> bool {
        match &self.shape {
            Shape::Global(aggs) => !aggs.is_empty(),
            Shape::Rows(cs) => !cs.is_empty(),
            Shape::Grouped { keys, aggs, .. } => !keys.is_empty() && !aggs.is_empty(),
        }
    }
}

fn same_target(a: &Sel, b: &Sel) -> bool {
    match (a, b) {
        (Sel::Key(x, _), Sel::Key(y, _)) => x == y,
        (Sel::Agg(x), Sel::Agg(y)) => x == y,
        _ => false,
    }
}

/// `shape` (grouped) without grouping column `k` (and what names it); a grouped shape left
/// with no key becomes a global aggregate.
fn without_key(shape: &Shape, k: usize) -> Shape {
    let Shape::Grouped { keys, aggs, select, order, .. } = shape else { return shape.clone() };
    let mut keys = keys.clone();
    keys.remove(k);
    if keys.is_empty() {
        return Shape::Global(aggs.clone());
    }
    let fix = |s: &Sel| match s {
        Sel::Key(j, _) if *j == k => None,
        Sel::Key(j, a) => Some(Sel::Key(if *j > k { j - 1 } else { *j }, a.clone())),
        Sel::Agg(i) => Some(Sel::Agg(*i)),
    };
    let select = select.iter().filter_map(fix).collect();
    let order = order.iter().filter_map(|(s, d, n)| Some((fix(s)?, *d, *n))).collect();
    Shape::Grouped { keys, aggs: aggs.clone(), select, order, limit: None }
}

fn without_agg(shape: &Shape, i: usize) -> Shape {
    match shape {
        Shape::Global(aggs) => {
            let mut aggs = aggs.clone();
            aggs.remove(i);
            Shape::Global(aggs)
        }
        Shape::Grouped { keys, aggs, select, order, limit } => {
            let mut aggs = aggs.clone();
            aggs.remove(i);
            let fix = |s: &Sel| match s {
                Sel::Agg(j) if *j == i => None,
                Sel::Agg(j) => Some(Sel::Agg(if *j > i { j - 1 } else { *j })),
                k => Some(k.clone()),
            };
            let select = select.iter().filter_map(fix).collect();
            let order = order.iter().filter_map(|(s, d, n)| Some((fix(s)?, *d, *n))).collect();
            Shape::Grouped { keys: keys.clone(), aggs, select, order, limit: *limit }
        }
        other => other.clone(),
    }
}

/// A constant for column `c` as SQL writes it, sometimes just outside its values.
fn constant(r: &mut Xoshiro256PlusPlus, c: &Col) -> String {
    let v = r.random_range(c.lo - 2..=c.hi + 2);
    match c.kind {
        Kind::Int => v.max(if c.ty == ColType::U32 || c.ty == ColType::U64 { 0 } else { v }).to_string(),
        Kind::Dec(s) => {
            // Sometimes a finer constant than the column's scale: compared exactly.
            let (v, s) = if r.random_bool(0.3) { (v * 10 + r.random_range(1..=9), s + 1) } else { (v, s) };
            let text = jitjoin::ir::types::decimal_text(v as i128, s);
            // Trailing zeros would change the type DuckDB gives the constant, not its value.
            if text.contains('.') { text.trim_end_matches('0').trim_end_matches('.').to_string() } else { text }
        }
        Kind::Dbl => format!("{:?}", v as f64 / 4.0 + if r.random_bool(0.3) { 0.125 } else { 0.0 }),
        Kind::Date => {
            let d = jitjoin::ir::types::date_text(v);
            match r.random_range(0..4) {
                0 => format!("DATE '{d}'"),
                1 => format!("CAST('{d}' AS date)"),
                2 => format!("'{d}'"),
                _ => {
                    let (n, unit) = [(1, "YEAR"), (3, "MONTH"), (90, "DAY")][r.random_range(0..3)];
                    format!("DATE '{d}' - INTERVAL '{n}' {unit}")
                }
            }
        }
        Kind::Str => format!("'{}'", WORDS[r.random_range(0..WORDS.len())].replace('\'', "''")),
    }
}

/// An atom of a condition on column `c` of table `t`.
fn atom(r: &mut Xoshiro256PlusPlus, t: usize, c: &Col) -> String {
    let q = qual(t, c);
    let ops = ["=", "<>", "<", "<=", ">", ">="];
    match r.random_range(0..10) {
        0 => format!("{q} IS NULL"),
        1 => format!("{q} IS NOT NULL"),
        2 | 3 => {
            let (a, b) = (constant(r, c), constant(r, c));
            format!("{q} BETWEEN {a} AND {b}")
        }
        4 => {
            let vals: Vec<String> = (0..r.random_range(1..5)).map(|_| constant(r, c)).collect();
            format!("{q} {}IN ({})", if r.random_bool(0.3) { "NOT " } else { "" }, vals.join(", "))
        }
        _ => format!("{q} {} {}", ops[r.random_range(0..ops.len())], constant(r, c)),
    }
}

fn condition(r: &mut Xoshiro256PlusPlus, t: usize) -> Cond {
    let cs = cols(t);
    let mut pick = || cs[r.random_range(0..cs.len())];
    let (a, b) = (pick(), pick());
    let sql = match r.random_range(0..6) {
        0 => format!("({} OR {})", atom(r, t, &a), atom(r, t, &b)),
        1 => format!("NOT ({})", atom(r, t, &a)),
        _ => atom(r, t, &a),
    };
    Cond { table: t, sql }
}

/// An aggregate over the tables `scope`, aliased `alias`.
fn aggregate(r: &mut Xoshiro256PlusPlus, scope: &[usize], alias: String) -> Agg {
    let t = scope[r.random_range(0..scope.len())];
    let cs = cols(t);
    let c = cs[r.random_range(0..cs.len())];
    let q = qual(t, &c);
    let numeric = matches!(c.kind, Kind::Int | Kind::Dec(_) | Kind::Dbl);
    let (sql, tables) = match r.random_range(0..9) {
        0 => ("count(*)".to_string(), vec![]),
        1 => (format!("count({q})"), vec![t]),
        2 if c.kind != Kind::Str => (format!("min({q})"), vec![t]),
        3 if c.kind != Kind::Str => (format!("max({q})"), vec![t]),
        4 if numeric => (format!("avg({q})"), vec![t]),
        5 => {
            // Arithmetic over small columns of the fact table and a dimension.
            let f = |r: &mut Xoshiro256PlusPlus| {
                let pool: Vec<(usize, Col)> = scope
                    .iter()
                    .flat_map(|&t| cols(t).into_iter().map(move |c| (t, c)))
                    // Signed: DuckDB's unsigned arithmetic fails below zero.
                    .filter(|(_, c)| {
                        (c.small || matches!(c.kind, Kind::Dec(_) | Kind::Dbl))
                            && !matches!(c.ty, ColType::U32 | ColType::U64)
                    })
                    .collect();
                pool[r.random_range(0..pool.len())]
            };
            let ((ta, a), (tb, b)) = (f(r), f(r));
            let (ta2, a2) = f(r);
            let e = match r.random_range(0..5) {
                0 => format!("{} * {}", qual(ta, &a), qual(tb, &b)),
                1 => format!("{} * (1 - {})", qual(ta, &a), qual(tb, &b)),
                2 => format!("{} + {} * 2", qual(ta, &a), qual(tb, &b)),
                3 => format!("({} - {}) * {}", qual(ta, &a), qual(tb, &b), qual(ta2, &a2)),
                _ => format!("{} * 0.5 - 3", qual(ta, &a)),
            };
            let func = if r.random_bool(0.8) { "sum" } else { "avg" };
            (format!("{func}({e})"), vec![ta, tb, ta2])
        }
        _ if numeric => (format!("sum({q})"), vec![t]),
        _ => ("count(*)".to_string(), vec![]),
    };
    Agg { tables, sql, alias }
}

fn random_query(r: &mut Xoshiro256PlusPlus) -> Query {
    let mut dims: Vec<usize> = (1..=3).filter(|_| r.random_bool(0.45)).collect();
    for i in (1..dims.len()).rev() {
        dims.swap(i, r.random_range(0..=i));
    }
    let free: Vec<usize> = (1..=3).filter(|d| !dims.contains(d)).collect();
    let sub = (!free.is_empty() && r.random_bool(0.3)).then(|| {
        let d = free[r.random_range(0..free.len())];
        let cond = r.random_bool(0.5).then(|| {
            let cs = cols(d);
            let c = cs[r.random_range(1..cs.len())];
            Cond { table: d, sql: atom(r, d, &c) }
        });
        (d, r.random_range(0..4), cond)
    });
    let scope: Vec<usize> = std::iter::once(0).chain(dims.iter().copied()).collect();
    let filters = (0..r.random_range(0..4))
        .map(|_| {
            let t = scope[r.random_range(0..scope.len())];
            condition(r, t)
        })
        .collect();
    let shape = match r.random_range(0..10) {
        0..=3 => Shape::Global((0..r.random_range(1..5)).map(|i| aggregate(r, &scope, format!("a{i}"))).collect()),
        4..=8 => {
            let mut keys: Vec<(usize, Col)> = Vec::new();
            for _ in 0..r.random_range(1..4) {
                let t = scope[r.random_range(0..scope.len())];
                let cs = cols(t);
                let c = cs[r.random_range(0..cs.len())];
                if c.kind != Kind::Dbl && !keys.iter().any(|(u, d)| *u == t && d.name == c.name) {
                    keys.push((t, c));
                }
            }
            if keys.is_empty() {
                keys.push((0, cols(0)[1]));
            }
            let aggs: Vec<Agg> = (0..r.random_range(1..4)).map(|i| aggregate(r, &scope, format!("a{i}"))).collect();
            let mut select: Vec<Sel> = (0..aggs.len()).map(Sel::Agg).collect();
            for k in 0..keys.len() {
                if r.random_bool(0.9) {
                    let at = r.random_range(0..=select.len());
                    select.insert(at, Sel::Key(k, r.random_bool(0.3).then(|| format!("g{k}"))));
                }
            }
            let mut order = Vec::new();
            if r.random_bool(0.6) {
                for s in &select {
                    if r.random_bool(0.5) {
                        let nulls = [None, Some(true), Some(false)][r.random_range(0..3)];
                        order.push((s.clone(), r.random_bool(0.4), nulls));
                    }
                }
            }
            // LIMIT only under an order of every grouping column: a total order.
            let total = (0..keys.len()).all(|k| order.iter().any(|(s, ..)| matches!(s, Sel::Key(j, _) if *j == k)));
            let limit = (total && !order.is_empty() && r.random_bool(0.5)).then(|| r.random_range(0..20));
            Shape::Grouped { keys, aggs, select, order, limit }
        }
        _ => {
            let cs: Vec<(usize, Col, Option<String>)> = (0..r.random_range(1..5))
                .map(|i| {
                    let t = scope[r.random_range(0..scope.len())];
                    let cs = cols(t);
                    (t, cs[r.random_range(0..cs.len())], r.random_bool(0.3).then(|| format!("c{i}")))
                })
                .collect();
            Shape::Rows(cs)
        }
    };
    Query { dims, comma: r.random_bool(0.5), sub, filters, shape }
}

/// Shrink `q` while DuckDB and jitjoin still disagree on it; `None` when it does not disagree
/// when run alone.
fn shrink(py: &Path, q: Query, dir: &Path) -> Option<(Query, String)> {
    let tables = fuzz_tables();
    let check = |q: &Query| {
        let want = duckdb(py, tables, &[q.sql()]).pop().unwrap();
        disagreement(&q.sql(), &q.order(), want, tables, dir)
    };
    let mut why = check(&q)?;
    let mut q = q;
    'outer: loop {
        for smaller in q.smaller() {
            if let Some(w) = check(&smaller) {
                q = smaller;
                why = w;
                continue 'outer;
            }
        }
        return Some((q, why));
    }
}

fn seed() -> u64 {
    if let Ok(s) = std::env::var("JITJOIN_SQL_FUZZ_SEED") {
        return s.parse().expect("JITJOIN_SQL_FUZZ_SEED is a number");
    }
    // The day: a new run each day, the same all day.
    let days = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs() / 86_400;
    days * 1_000_000
}

#[test]
fn random_sql_gives_duckdbs_answers() {
    let Some(py) = duckdb_python() else { return };
    let cases: usize = std::env::var("JITJOIN_SQL_FUZZ_CASES").map_or(300, |s| s.parse().expect("a count"));
    let seed = seed();
    eprintln!("sql fuzz: {cases} queries from seed {seed} (JITJOIN_SQL_FUZZ_SEED={seed} repeats this run)");
    let tables = fuzz_tables();
    let dir = tempfile::tempdir().unwrap();
    let mut done = 0;
    // In batches, each with one DuckDB process.
    while done < cases {
        let n = (cases - done).min(500);
        let queries: Vec<Query> =
            (done..done + n).map(|i| random_query(&mut Xoshiro256PlusPlus::seed_from_u64(seed + i as u64))).collect();
        let batch: Vec<(String, Order)> = queries.iter().map(|q| (q.sql(), q.order())).collect();
        if let Some((i, why)) = check_all(py, tables, &batch, dir.path()).into_iter().next() {
            let Some((small, why_small)) = shrink(py, queries[i].clone(), dir.path()) else {
                panic!(
                    "query {} of seed {seed} disagreed with DuckDB in its batch but agrees when run alone: {why}\n{}",
                    done + i,
                    queries[i].sql()
                )
            };
            let name = format!("seed-{}.sql", seed + (done + i) as u64);
            let repro = Path::new(env!("CARGO_TARGET_TMPDIR")).join("sql-repro");
            std::fs::create_dir_all(&repro).unwrap();
            let why_line = why_small.lines().next().unwrap_or("");
            let text = format!("-- {why_line}\n-- order: {}\n{}\n", order_text(&small.order()), small.sql());
            std::fs::write(repro.join(&name), &text).unwrap();
            panic!(
                "query {} of seed {seed} disagrees with DuckDB: {why}\n{}\n\nshrunk ({}):\n{}\n\nreproducer {} (copy it into \
                 tests/duckdb/repro/)",
                done + i,
                queries[i].sql(),
                why_small,
                small.sql(),
                repro.join(&name).display()
            );
        }
        done += n;
    }
    eprintln!("sql fuzz: {cases} queries agreed with DuckDB on every engine");
}

/// An order as a reproducer's header says it: `unordered`, `total`, or `COL:asc|desc:first|last …`.
fn order_text(o: &Order) -> String {
    match o {
        Order::Unordered => "unordered".into(),
        Order::Total => "total".into(),
        Order::By(keys) => keys
            .iter()
            .map(|(c, d, l)| format!("{c}:{}:{}", if *d { "desc" } else { "asc" }, if *l { "last" } else { "first" }))
            .collect::<Vec<_>>()
            .join(" "),
    }
}

fn parse_order(text: &str) -> Order {
    match text.trim() {
        "unordered" => Order::Unordered,
        "total" => Order::Total,
        keys => Order::By(
            keys.split_whitespace()
                .map(|k| {
                    let p: Vec<&str> = k.split(':').collect();
                    (p[0].parse().expect("a column"), p[1] == "desc", p[2] == "last")
                })
                .collect(),
        ),
    }
}

/// Reproducers the SQL fuzzer wrote, over its tables.
#[test]
fn sql_reproducers_give_duckdbs_answers() {
    let Some(py) = duckdb_python() else { return };
    let dir = Path::new(ROOT).join("tests/duckdb/repro");
    let mut queries = Vec::new();
    for e in std::fs::read_dir(&dir).into_iter().flatten() {
        let path = e.unwrap().path();
        if path.extension().is_some_and(|x| x == "sql") {
            let text = std::fs::read_to_string(&path).unwrap();
            let sql: String = text.lines().filter(|l| !l.starts_with("--")).collect::<Vec<_>>().join("\n");
            let order = text.lines().find_map(|l| l.strip_prefix("-- order:")).map_or(Order::Unordered, parse_order);
            queries.push((sql, order));
        }
    }
    let tmp = tempfile::tempdir().unwrap();
    let bad = check_all(py, fuzz_tables(), &queries, tmp.path());
    assert!(bad.is_empty(), "{:?}", bad.iter().map(|(i, w)| format!("{}: {w}", queries[*i].0)).collect::<Vec<_>>());
}

// ---- fixed queries ----

/// TPC-H at scale factor 0.01, made by jitjoin's generator (dbgen's rows) and written as
/// Parquet with DuckDB's dbgen types.
fn tpch_tables(dir: &Path) -> Vec<(String, PathBuf)> {
    let p = PlanFile::load(&Path::new(ROOT).join("examples/tpch/tables.jj"), &["*.scale=0.01".into()]).unwrap();
    let data = p.make_data(Some(2)).unwrap();
    p.write_tables_as(&data, dir, jitjoin::ir::plan::FileFormat::Parquet).unwrap();
    p.plan.tables.iter().map(|t| (t.name.name.clone(), dir.join(format!("{}.parquet", t.name.name)))).collect()
}

#[test]
fn tpch_queries_in_their_official_text_give_duckdbs_answers() {
    let Some(py) = duckdb_python() else { return };
    let dir = tempfile::tempdir().unwrap();
    let tables = tpch_tables(dir.path());
    let queries: Vec<(String, Order)> = ["q01", "q03", "q05", "q06", "q10"]
        .iter()
        .map(|q| {
            let sql = std::fs::read_to_string(Path::new(ROOT).join(format!("examples/tpch/sql/{q}.sql"))).unwrap();
            (sql, Order::Total)
        })
        .collect();
    let bad = check_all(py, &tables, &queries, dir.path());
    assert!(bad.is_empty(), "{bad:?}");
}

/// The SSB plans' headers hold the specification's SQL.
fn ssb_sql(plan: &Path) -> String {
    let text = std::fs::read_to_string(plan).unwrap();
    let lines: Vec<&str> = text.lines().skip(1).take_while(|l| l.starts_with("#   ")).map(|l| &l[4..]).collect();
    lines.join("\n").trim_end().trim_end_matches(';').to_string()
}

#[test]
fn ssb_queries_in_their_specification_text_give_duckdbs_answers() {
    let Some(py) = duckdb_python() else { return };
    let dir = tempfile::tempdir().unwrap();
    let p = PlanFile::load(&Path::new(ROOT).join("benches/peers/ssb_tables.jj"), &["*.scale=0.01".into()]).unwrap();
    let data = p.make_data(Some(2)).unwrap();
    p.write_tables_as(&data, dir.path(), jitjoin::ir::plan::FileFormat::Parquet).unwrap();
    let tables: Vec<(String, PathBuf)> = p
        .plan
        .tables
        .iter()
        .map(|t| (t.name.name.clone(), dir.path().join(format!("{}.parquet", t.name.name))))
        .collect();
    let mut queries = Vec::new();
    for q in ["1.1", "1.2", "1.3", "2.1", "2.2", "2.3", "3.1", "3.2", "3.3", "3.4", "4.1", "4.2", "4.3"] {
        let sql = ssb_sql(&Path::new(ROOT).join(format!("examples/ssb/q{q}.jj")));
        let order = if sql.to_ascii_lowercase().contains("order by") { Order::Total } else { Order::Unordered };
        queries.push((sql, order));
    }
    assert_eq!(queries.len(), 13);
    let bad = check_all(py, &tables, &queries, dir.path());
    assert!(bad.is_empty(), "{bad:?}");
}

/// Every example's SQL twin, over its plan's data written as Parquet.
#[test]
fn the_examples_sql_twins_give_duckdbs_answers() {
    let Some(py) = duckdb_python() else { return };
    let mut seen = 0;
    for entry in std::fs::read_dir(Path::new(ROOT).join("examples/sql")).unwrap() {
        let sql_path = entry.unwrap().path();
        let stem = sql_path.file_stem().unwrap().to_str().unwrap().to_string();
        let plan = PlanFile::load(&Path::new(ROOT).join(format!("examples/{stem}.jj")), &small(&stem)).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let data = plan.make_data(Some(2)).unwrap();
        plan.write_tables_as(&data, dir.path(), jitjoin::ir::plan::FileFormat::Parquet).unwrap();
        let tables: Vec<(String, PathBuf)> = plan
            .plan
            .tables
            .iter()
            .map(|t| (t.name.name.clone(), dir.path().join(format!("{}.parquet", t.name.name))))
            .collect();
        // The query, without the CREATE statements of twins that declare their own files:
        // both read the plan's tables as written above.
        let sql = std::fs::read_to_string(&sql_path).unwrap();
        let select = sql.rfind("SELECT").map_or(sql.as_str(), |i| &sql[i..]).to_string();
        let order = if select.to_ascii_lowercase().contains("order by") { Order::Total } else { Order::Unordered };
        let bad = check_all(py, &tables, &[(select, order)], dir.path());
        assert!(bad.is_empty(), "{stem}: {bad:?}");
        seen += 1;
    }
    assert!(seen >= 6);
}

fn small(stem: &str) -> Vec<String> {
    let s: &[&str] = match stem {
        "fk_sum" => &["R.rows=4K", "S.rows=64K"],
        "star" | "star_groups" => &["lineorder.rows=64K", "part.rows=8K"],
        "dup_keys" => &["A.rows=16K", "B.rows=4K", "A.distinct=1K", "B.distinct=1K"],
        "semi_anti" => &["orders.rows=16K", "shipments.rows=8K", "returns.rows=1K"],
        _ => &[],
    };
    s.iter().map(|x| x.to_string()).collect()
}

/// What jitjoin's SQL does not cover is refused, exit status 2, at its line and column.
#[test]
fn sql_beyond_jitjoins_is_refused_with_its_place() {
    let dir = tempfile::tempdir().unwrap();
    let tables = fuzz_tables();
    let cases = [
        "SELECT f.s, count(*) AS n FROM f GROUP BY f.s HAVING count(*) > 3",
        "SELECT count(*) AS n FROM f LEFT JOIN d1 ON f.k1 = d1.id",
        "SELECT sum(f.q / 2) AS s FROM f",
        "SELECT min(f.s) AS m FROM f",
        "SELECT count(*) AS n FROM f WHERE f.s LIKE 'a%'",
        "SELECT count(DISTINCT f.q) AS n FROM f",
        "SELECT f.q + 1 AS p FROM f",
        "SELECT count(*) AS n FROM f WHERE f.day < DATE '1995-01-01' + INTERVAL '3' HOUR",
    ];
    for sql in cases {
        let path = dir.path().join("q.sql");
        std::fs::write(&path, format!("\n  {sql}")).unwrap();
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_jitjoin"));
        cmd.arg("sql").arg(&path);
        for (n, p) in tables {
            cmd.arg("--table").arg(format!("{n}={}", p.display()));
        }
        let out = cmd.output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{sql}: {err}");
        assert!(err.contains(&format!("{}:2:", path.display())), "{sql}: no line and column in {err}");
    }
}
