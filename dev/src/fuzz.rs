//! The differential fuzzer: random plans over the whole plan language, run on every engine,
//! algorithm, thread count and runnable target, and compared with the interpreter.
//!
//! ```text
//!   seed ──► random Plan (the plan types) ──► print ──► parse ══ same plan? ──► verify
//!                                                                              │
//!            interpreter ◄──── generated data ◄────────────────────────────────┘
//!                 │                  │
//!                 ▼                  ▼
//!              oracle ══ same ══ every config: jit | generic × auto | hash | radix | vector
//!                                × 1 | 2 | 3 threads, on the host, on the host with a small
//!                                cache (prefetching and partitioning at small sizes) and on
//!                                the runnable presets in turn
//!                 │ no
//!                 ▼
//!   shrink (drop joins, filters, outputs, columns, tables; fewer rows) while it still fails
//!                 ▼
//!   reproducer `<seed>.jj`, which `dev/tests/fuzz.rs` runs on every configuration
//! ```
//!
//! Plans are generated as [`Plan`] values, not text: every column type; every generator,
//! with `uniform` ranges at and near each type's limits and 2^53; one- and two-column keys;
//! inner, semi and anti joins in stars and chains of 0–4 build tables; nested filters with
//! comparisons, ranges and in-lists (long ones too); every aggregate; emit with and without
//! `limit`; empty tables and sizes around 0, 1, 63/64/65, 2^12 and 2^16 ± 1.
//!
//! A case is its seed: the same seed makes the same plan, and the plan's tables are
//! generated from the seeds written in it, so a reproducer is one plan file.

use jitjoin::compare::same;
use jitjoin::compiler::plan::CacheModel;
use jitjoin::ir::Value;
use jitjoin::ir::interp::QueryResult;
use jitjoin::ir::plan::*;
use jitjoin::ir::types::ColType;
use jitjoin::ir::{Dataset, Query};
use jitjoin::runtime::exec::{self, Strategy};
use jitjoin::runtime::workers::Workers;
use jitjoin::{Engine, PlanFile, Target, WorkerOptions};
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

type Rng64 = Xoshiro256PlusPlus;

/// The most rows a plan's joins may produce (probe rows times each inner join's worst-case
/// fan-out); the generator shrinks tables with duplicate keys until a plan fits, so that one
/// case takes milliseconds, not minutes.
const MAX_RESULT_ROWS: u64 = 1 << 21;

/// The widest key range on which the fuzzer forces a vector join (2^24 keys: a vector of at
/// most 128 MiB).
const MAX_VECTOR_RANGE: i128 = 1 << 24;

/// How many plans an engine serves before the fuzzer makes it anew.
const ENGINE_PLANS: u64 = 500;

/// The last-level cache of the small-cache target: structures of a few thousand rows are
/// then prefetched, and partitioned under `auto`.
const SMALL_LLC: u64 = 32 << 10;

// ---- generating plans ----

/// Table sizes around the edges the engines care about: empty, one row, a SIMD width, a cache
/// line of keys, a morsel, 2^16.
fn size(r: &mut Rng64) -> u64 {
    const SMALL: [u64; 12] = [0, 1, 2, 3, 7, 15, 63, 64, 65, 100, 255, 1000];
    const MEDIUM: [u64; 5] = [4095, 4096, 4097, 10_000, 16_385];
    const LARGE: [u64; 3] = [65_535, 65_536, 65_537];
    match r.random_range(0..100) {
        0..88 => pick(r, &SMALL),
        88..97 => pick(r, &MEDIUM),
        _ => pick(r, &LARGE),
    }
}

fn pick<T: Copy>(r: &mut Rng64, xs: &[T]) -> T {
    xs[r.random_range(0..xs.len())]
}

fn int_type(r: &mut Rng64) -> ColType {
    pick(r, &[ColType::I32, ColType::I64, ColType::U32, ColType::U64])
}

/// Values every integer type must get right, clipped to `ty`: the type's ends, zero, and the
/// 32-bit and 2^53 boundaries.
fn landmarks(ty: ColType) -> Vec<i128> {
    let (lo, hi) = ty.int_range().expect("an integer type");
    let p53 = 1i128 << 53;
    let mut v = vec![lo, lo + 1, -1, 0, 1, 2, 1000, (1 << 31) - 1, 1 << 31, (1 << 32) - 1, 1 << 32];
    v.extend([p53 - 1, p53, p53 + 1, -p53, hi - 1, hi]);
    v.retain(|x| ty.fits(*x));
    v
}

/// The range of values a generator draws from, as far as the plan says (`None`: unknown, e.g.
/// a copy or a foreign key).
fn range_of(g: &Gen, rows: u64) -> Option<(i128, i128)> {
    match g {
        Gen::Dense => Some((1, rows.max(1) as i128)),
        Gen::Seq => Some((0, rows.saturating_sub(1) as i128)),
        Gen::Dup { distinct } => Some((1, *distinct as i128)),
        Gen::Uniform { lo: Value::Int(a), hi: Value::Int(b) } => Some((*a, *b)),
        Gen::Const(Value::Int(c)) => Some((*c, *c)),
        _ => None,
    }
}

/// A random `[lo, hi]` within `ty`: around a landmark, of a width from one value to the whole
/// type.
fn int_range(r: &mut Rng64, ty: ColType) -> (i128, i128) {
    let (tlo, thi) = ty.int_range().expect("an integer type");
    let centre = if r.random_bool(0.4) { r.random_range(-50..100) } else { pick(r, &landmarks(ty)) };
    let width: i128 = match r.random_range(0..8) {
        0 => 0,
        1 => 1,
        2 => 15,
        3 => 100,
        4 => 5000,
        5 => 1 << 17,
        6 => 1 << 40,
        _ => thi - tlo,
    };
    let lo = (centre - width / 2).clamp(tlo, thi);
    let hi = (lo + width).clamp(tlo, thi);
    (lo.min(hi), hi)
}

/// A generator for a key column of `ty` in a table of `rows` rows; `true` when its keys are
/// unique (so the join's fan-out is at most one).
fn key_gen(r: &mut Rng64, ty: ColType, rows: u64) -> (Gen, bool) {
    match r.random_range(0..10) {
        0..4 => (Gen::Dense, true),
        4 => (Gen::Seq, true),
        5 | 6 => (Gen::Dup { distinct: pick(r, &[1, 2, 3, 50, rows.max(1), 2 * rows + 1]) }, false),
        7 => (Gen::Const(Value::Int(pick(r, &landmarks(ty)))), false),
        _ => {
            let (lo, hi) = int_range(r, ty);
            (Gen::Uniform { lo: Value::Int(lo), hi: Value::Int(hi) }, false)
        }
    }
}

/// A generator for a payload column of `ty`; `earlier` are the columns declared before it
/// (a copy needs one of the same type).
fn payload_gen(r: &mut Rng64, ty: ColType, earlier: &[ColumnDecl]) -> Gen {
    let same: Vec<&ColumnDecl> = earlier.iter().filter(|c| c.ty == ty).collect();
    if !same.is_empty() && r.random_bool(0.15) {
        return Gen::Copy(Ident::new(same[r.random_range(0..same.len())].name.name.clone()));
    }
    if ty == ColType::F64 {
        return match r.random_range(0..6) {
            0 => Gen::Seq,
            1 => Gen::Const(Value::Float(pick(r, &[0.0, -0.0, 1.5, -2.25, 1e-300, 9.5e15]))),
            2 => Gen::Uniform { lo: Value::Float(-1e15), hi: Value::Float(1e15) },
            3 => Gen::Uniform { lo: Value::Float(0.0), hi: Value::Float(1e-3) },
            4 => Gen::Uniform { lo: Value::Int(-5), hi: Value::Int(5) },
            _ => Gen::Uniform { lo: Value::Float(-1000.0), hi: Value::Float(1000.0) },
        };
    }
    match r.random_range(0..6) {
        0 => Gen::Seq,
        1 => Gen::Const(Value::Int(pick(r, &landmarks(ty)))),
        _ => {
            let (lo, hi) = int_range(r, ty);
            Gen::Uniform { lo: Value::Int(lo), hi: Value::Int(hi) }
        }
    }
}

/// A generator for a probe-side key column that meets the build key `key` (of table
/// `build`, `rows` rows) of type `ty`: mostly foreign keys, else values around or far from
/// the build keys.
fn probe_gen(r: &mut Rng64, ty: ColType, build: &str, key: &ColumnDecl, rows: u64) -> Gen {
    let range = key.generator.as_ref().and_then(|g| range_of(g, rows));
    match r.random_range(0..20) {
        0..11 if rows > 0 => {
            let dist = if r.random_bool(0.25) { Dist::Zipf(pick(r, &[0.0, 0.5, 1.0, 1.5])) } else { Dist::Uniform };
            let (tlo, thi) = ty.int_range().expect("keys are integers");
            // Keys over the whole type leave no room for misses.
            let full = range.is_some_and(|(lo, hi)| lo == tlo && hi == thi);
            let hit = if full { 1.0 } else { pick(r, &[1.0, 1.0, 0.9, 0.5, 0.0]) };
            let of = ColRef { table: Ident::new(build), column: Ident::new(key.name.name.clone()) };
            Gen::Foreign { of, dist, hit }
        }
        0..15 if range.is_some() => {
            // Around the build keys, a little past both ends.
            let (lo, hi) = range.expect("checked");
            let (tlo, thi) = ty.int_range().expect("keys are integers");
            let pad = r.random_range(0..4);
            Gen::Uniform { lo: Value::Int((lo - pad).max(tlo)), hi: Value::Int((hi + pad).min(thi)) }
        }
        0..17 => Gen::Const(Value::Int(pick(r, &landmarks(ty)))),
        _ => {
            let (lo, hi) = int_range(r, ty);
            Gen::Uniform { lo: Value::Int(lo), hi: Value::Int(hi) }
        }
    }
}

/// A table under construction, with what the filters and the fan-out bound need to know.
struct Table {
    decl: TableDecl,
    rows: u64,
    /// Whether its join keys are unique (fan-out at most one).
    unique: bool,
    /// Joined with `join` (its columns are readable), or the probe table.
    readable: bool,
}

impl Table {
    fn new(name: String, rows: u64, seed: u64) -> Table {
        let decl = TableDecl {
            name: Ident::new(name),
            source: Source::Generated { rows, seed },
            columns: Vec::new(),
            partition: None,
        };
        Table { decl, rows, unique: true, readable: false }
    }

    fn add(&mut self, name: String, ty: ColType, generator: Gen) -> ColRef {
        self.decl.columns.push(ColumnDecl {
            name: Ident::new(name.clone()),
            ty,
            generator: Some(generator),
            nulls: None,
            logical: jitjoin::ir::Logical::Number,
        });
        ColRef { table: Ident::new(self.decl.name.name.clone()), column: Ident::new(name) }
    }

    fn set_rows(&mut self, rows: u64) {
        self.rows = rows;
        if let Source::Generated { rows: n, .. } = &mut self.decl.source {
            *n = rows;
        }
    }
}

/// A comparison constant for a column: the ends of its generator's range and one past them,
/// a value inside, or a landmark of its type.
fn constant(r: &mut Rng64, c: &ColumnDecl, rows: u64) -> Value {
    if c.ty == ColType::F64 {
        return Value::Float(pick(r, &[0.0, -0.0, 0.5, -1.0, 999.5, 1e15, -3e14, 1e-4]));
    }
    let range = c.generator.as_ref().and_then(|g| range_of(g, rows));
    let v = match (range, r.random_range(0..6)) {
        (Some((lo, _)), 0) => lo,
        (Some((_, hi)), 1) => hi,
        (Some((lo, _)), 2) => lo - 1,
        (Some((_, hi)), 3) => hi + 1,
        (Some((lo, hi)), 4) => lo + (hi - lo) / 2,
        _ => pick(r, &landmarks(c.ty)),
    };
    let (tlo, thi) = c.ty.int_range().expect("an integer type");
    Value::Int(v.clamp(tlo, thi))
}

/// A random predicate over `t`'s columns, nested at most `depth` combinators deep.
fn expr(r: &mut Rng64, t: &Table, depth: u32) -> Expr {
    if depth > 0 && r.random_bool(0.4) {
        let n = r.random_range(2..4);
        let kids: Vec<Expr> = (0..n).map(|_| expr(r, t, depth - 1)).collect();
        return match r.random_range(0..3) {
            0 => Expr::And(kids),
            1 => Expr::Or(kids),
            _ => Expr::Not(Box::new(kids.into_iter().next().expect("two or more"))),
        };
    }
    let c = &t.decl.columns[r.random_range(0..t.decl.columns.len())];
    let col = ColRef { table: Ident::new(t.decl.name.name.clone()), column: Ident::new(c.name.name.clone()) };
    match r.random_range(0..10) {
        0..6 => {
            let op = pick(r, &[CmpOp::Eq, CmpOp::Ne, CmpOp::Lt, CmpOp::Le, CmpOp::Gt, CmpOp::Ge]);
            Expr::Cmp { col, op, value: constant(r, c, t.rows) }
        }
        6 | 7 => {
            // The verifier refuses an empty `between`; order the bounds.
            let (a, b) = (constant(r, c, t.rows), constant(r, c, t.rows));
            let ordered = match (a, b) {
                (Value::Int(x), Value::Int(y)) => x <= y,
                _ => a.as_f64() <= b.as_f64(),
            };
            let (lo, hi) = if ordered { (a, b) } else { (b, a) };
            Expr::Between { col, lo, hi }
        }
        _ => {
            // Short lists, and long ones that the engines search instead of unrolling.
            let n = if r.random_bool(0.2) { r.random_range(20..70) } else { r.random_range(1..6) };
            Expr::In { col, values: (0..n).map(|_| constant(r, c, t.rows)).collect() }
        }
    }
}

/// The random plan of case `seed`.
pub fn random_plan(seed: u64) -> Plan {
    let mut r = Rng64::seed_from_u64(seed);
    let r = &mut r;
    let builds = pick(r, &[0usize, 1, 1, 1, 2, 2, 2, 3, 3, 4]);
    let mut tables = vec![Table::new("P".into(), size(r), r.random_range(0..1000))];
    tables[0].readable = true;
    // At least one column, so that a plan without joins still has something to read.
    for i in 0..r.random_range(1..3) {
        let ty = pick(r, &ColType::ALL);
        let g = payload_gen(r, ty, &tables[0].decl.columns);
        tables[0].add(format!("v{i}"), ty, g);
    }
    let mut joins = Vec::new();
    for b in 0..builds {
        let rows = size(r);
        let mut t = Table::new(format!("D{b}"), rows, r.random_range(0..1000));
        let keys = if r.random_bool(0.2) { 2 } else { 1 };
        let mut key_cols = Vec::new();
        for k in 0..keys {
            let ty = int_type(r);
            let (g, unique) = key_gen(r, ty, rows);
            // Two columns make a unique key when either does.
            t.unique = if k == 0 { unique } else { t.unique || unique };
            key_cols.push(t.add(format!("k{k}"), ty, g));
        }
        for i in 0..r.random_range(0..4) {
            let ty = pick(r, &ColType::ALL);
            let g = payload_gen(r, ty, &t.decl.columns);
            t.add(format!("v{i}"), ty, g);
        }
        let kind = pick(r, &[JoinKind::Inner, JoinKind::Inner, JoinKind::Semi, JoinKind::Anti]);
        // A star joins on the probe table; a chain on a table joined before.
        let readable: Vec<usize> = (0..tables.len()).filter(|&i| tables[i].readable).collect();
        let side = if r.random_bool(0.5) { pick(r, &readable) } else { 0 };
        let mut on = Vec::new();
        for (k, key) in key_cols.iter().enumerate() {
            let decl = t.decl.columns[k].clone();
            let g = probe_gen(r, decl.ty, &t.decl.name.name, &decl, rows);
            let probe = tables[side].add(format!("f{b}_{k}"), decl.ty, g);
            on.push(if r.random_bool(0.5) { (probe, key.clone()) } else { (key.clone(), probe) });
        }
        t.readable = kind == JoinKind::Inner;
        joins.push(JoinClause {
            kind,
            null_aware: false,
            table: Ident::new(t.decl.name.name.clone()),
            on,
            algorithm: Algorithm::Auto,
            span: Span::default(),
        });
        tables.push(t);
    }
    // Bound the result: shrink build tables with duplicate keys until the worst case fits.
    loop {
        let worst = tables[1..]
            .iter()
            .zip(&joins)
            .filter(|(t, j)| j.kind == JoinKind::Inner && !t.unique)
            .fold(tables[0].rows.max(1), |acc, (t, _)| acc.saturating_mul(t.rows.max(1)));
        if worst <= MAX_RESULT_ROWS {
            break;
        }
        let big = (1..tables.len())
            .filter(|&i| !tables[i].unique && joins[i - 1].kind == JoinKind::Inner)
            .max_by_key(|&i| tables[i].rows)
            .expect("a fan-out beyond one has a table with duplicate keys");
        let rows = tables[big].rows / 8;
        tables[big].set_rows(rows);
        // Keys drawn from `rows` values (dup, dense) stay as they are: only the count changes.
    }
    let mut filters = Vec::new();
    for _ in 0..pick(r, &[0, 0, 1, 1, 2, 3]) {
        let t = &tables[r.random_range(0..tables.len())];
        let depth = pick(r, &[0, 1, 2, 3]);
        filters.push(Filter { expr: expr(r, t, depth), span: Span::default() });
    }
    let readable: Vec<(usize, usize)> = (0..tables.len())
        .filter(|&i| tables[i].readable)
        .flat_map(|i| (0..tables[i].decl.columns.len()).map(move |c| (i, c)))
        .collect();
    let col = |r: &mut Rng64| {
        let (t, c) = pick(r, &readable);
        ColRef {
            table: Ident::new(tables[t].decl.name.name.clone()),
            column: Ident::new(tables[t].decl.columns[c].name.name.clone()),
        }
    };
    let ints: Vec<(usize, usize)> =
        readable.iter().copied().filter(|&(t, c)| tables[t].decl.columns[c].ty != ColType::F64).collect();
    let output = if r.random_bool(0.7) {
        let funcs = [AggFunc::Count, AggFunc::Sum, AggFunc::Min, AggFunc::Max, AggFunc::Avg];
        let items: Vec<AggItem> = (0..r.random_range(1..5))
            .map(|i| {
                let func = pick(r, &funcs);
                let mut arg = (func != AggFunc::Count).then(|| Arith::Col(col(r)));
                // Sums and averages take arithmetic a fifth of the time: a column plus or minus
                // another, or times a small constant.
                if func.sums() && r.random_bool(0.2) {
                    let l = Box::new(Arith::Col(col(r)));
                    arg = Some(match pick(r, &[ArithOp::Add, ArithOp::Sub, ArithOp::Mul]) {
                        ArithOp::Mul => {
                            let k = Value::Int(r.random_range(-3..=3));
                            Arith::Bin { op: ArithOp::Mul, l, r: Box::new(Arith::Const(k, Span::default())) }
                        }
                        op => Arith::Bin { op, l, r: Box::new(Arith::Col(col(r))) },
                    });
                }
                AggItem { func, arg, alias: Ident::new(format!("a{i}")), span: Span::default() }
            })
            .collect();
        // A third of the aggregates are grouped, by one to three integer columns, some of
        // them ordered and cut.
        if ints.is_empty() || r.random_bool(0.67) {
            Output::Aggregate(items)
        } else {
            let mut keys: Vec<ColRef> = Vec::new();
            // Now and then more than four: the hash table of groups.
            let most = if r.random_bool(0.1) { 8 } else { 4 };
            for _ in 0..r.random_range(1..most) {
                let (t, c) = pick(r, &ints);
                let k = ColRef {
                    table: Ident::new(tables[t].decl.name.name.clone()),
                    column: Ident::new(tables[t].decl.columns[c].name.name.clone()),
                };
                if !keys.contains(&k) {
                    keys.push(k);
                }
            }
            let mut order = Vec::new();
            if r.random_bool(0.5) {
                let key = if r.random_bool(0.5) {
                    OrderKey::Column(keys[r.random_range(0..keys.len())].clone())
                } else {
                    OrderKey::Alias(items[r.random_range(0..items.len())].alias.clone())
                };
                let desc = r.random_bool(0.5);
                let nulls_last = if r.random_bool(0.7) { desc } else { !desc };
                order.push(OrderItem { key, desc, nulls_last });
            }
            let limit = if r.random_bool(0.5) { None } else { Some(pick(r, &[1, 5, 100])) };
            // Half of them list their grouping columns among the aggregates, in some order
            // (as SQL's SELECT list does), some renamed.
            let mut select = Vec::new();
            if r.random_bool(0.5) {
                select = (0..items.len()).map(Selected::Agg).collect();
                for (i, k) in keys.iter().enumerate() {
                    if r.random_bool(0.8) {
                        let at = r.random_range(0..=select.len());
                        let name = r.random_bool(0.5).then(|| Ident::new(format!("k{i}")));
                        select.insert(at, Selected::Key { col: k.clone(), name });
                    }
                }
                if !select.iter().any(|s| matches!(s, Selected::Key { .. })) {
                    select.clear();
                }
            }
            Output::Group(GroupBy { aggs: items, keys, order, limit, span: Span::default(), select })
        }
    } else {
        let columns: Vec<ColRef> = (0..r.random_range(1..5)).map(|_| col(r)).collect();
        let limit = if r.random_bool(0.5) { None } else { Some(pick(r, &[1, 5, 100])) };
        let mut names: Vec<Option<Ident>> = if r.random_bool(0.3) {
            (0..columns.len()).map(|i| r.random_bool(0.5).then(|| Ident::new(format!("e{i}")))).collect()
        } else {
            Vec::new()
        };
        // As the parser reads them: no names at all when none is given.
        if names.iter().all(Option::is_none) {
            names.clear();
        }
        Output::Emit { columns, names, limit, span: Span::default() }
    };
    // A third of the plans have nulls: a few columns, few, half or all of their rows.
    if r.random_bool(0.33) {
        for c in tables.iter_mut().flat_map(|t| t.decl.columns.iter_mut()) {
            if r.random_bool(0.3) {
                c.nulls = Some(pick(r, &[0.05, 0.5, 1.0]));
            }
        }
    }
    Plan { tables: tables.into_iter().map(|t| t.decl).collect(), from: Ident::new("P"), joins, filters, output }
}

// ---- running plans ----

/// One way to run a plan: engine, algorithm forced on every join (`auto` lets the planner
/// choose), worker threads, and which of the fuzzer's targets plans and compiles it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Config {
    pub engine: Engine,
    pub algorithm: Algorithm,
    pub threads: usize,
    pub target: usize,
    /// Through the object-file path: the kernels compiled ahead of time for the host, linked
    /// with the reference host program (`host/jitjoin_host.c`) and run as a process.
    pub aot: bool,
    /// The NUMA strategy, on this many virtual nodes (0: the host's own nodes).
    pub numa: Strategy,
    pub nodes: usize,
    /// Rows per block of a partitioned probe side (`--probe-block-rows`; `None`: planned).
    pub probe_block_rows: Option<usize>,
    /// Every table's integer columns packed ([`jitjoin::ir::packed`]), whatever its size, so
    /// that the JIT's probe kernels read the packed copies.
    pub packed: bool,
}

impl Config {
    fn new(engine: Engine, algorithm: Algorithm, threads: usize, target: usize) -> Config {
        Config {
            engine,
            algorithm,
            threads,
            target,
            aot: false,
            numa: Strategy::Local,
            nodes: 0,
            probe_block_rows: None,
            packed: false,
        }
    }
}

/// What one plan did.
#[derive(Debug)]
pub enum Outcome {
    /// Every configuration agreed with the interpreter; how many ran.
    Agree(usize),
    /// The plan or its data was refused as the user's error (the generator made something
    /// the language does not allow); the reason.
    Refused(String),
    /// A configuration disagreed with the interpreter, failed, or panicked.
    Mismatch { config: Config, msg: String },
}

/// The fuzzer's targets and the configurations it runs, with the worker pools and engines it
/// keeps from plan to plan (starting threads for every run cost more than small runs).
pub struct Fuzzer {
    /// The host, the host with a small last-level cache, then every preset this CPU runs.
    pub targets: Vec<Target>,
    caches: Vec<CacheModel>,
    /// Pinned workers, one pool per thread count, virtual nodes, strategy and probe blocks;
    /// made on first use.
    pools: HashMap<(usize, usize, Strategy, Option<usize>), Workers>,
    /// The JIT for each target, and the generic engine; made on first use.
    engines: HashMap<(bool, usize), Box<dyn jitjoin::compiler::engine::Engine>>,
    /// Whether the JIT runs in checked mode (every kernel access bounds-checked).
    checked: bool,
    /// The reference host program compiled for this machine, made on first use.
    aot: Option<AotHost>,
}

/// The object-file path: the reference host compiled once, linked with each plan's object.
struct AotHost {
    tc: jitjoin::aot::Toolchain,
    object: PathBuf,
    dir: tempfile::TempDir,
}

/// The symbol prefix of the fuzzer's objects.
const AOT_PREFIX: &str = "fuzz";

impl AotHost {
    fn new(t: &Target) -> Result<AotHost, jitjoin::Error> {
        let tc = jitjoin::aot::Toolchain::for_target(t)?;
        tc.check()?;
        let dir = tempfile::tempdir()
            .map_err(|e| jitjoin::Error::Internal(format!("the fuzzer's host program: a temporary directory: {e}")))?;
        let object = tc.compile_host(dir.path(), AOT_PREFIX)?;
        Ok(AotHost { tc, object, dir })
    }

    /// Compile `p` for `t`, link it with the host program and run it on `data` with each
    /// of `threads`: the results.
    fn run(
        &self,
        p: &PlanFile,
        data: &Dataset,
        t: &Target,
        threads: &[usize],
    ) -> Result<Vec<QueryResult>, jitjoin::Error> {
        let internal = |e: std::io::Error| jitjoin::Error::Internal(format!("the fuzzer's object case: {e}"));
        let c = jitjoin::aot::compile(p, data, t, AOT_PREFIX)?;
        let case = tempfile::tempdir_in(self.dir.path()).map_err(internal)?;
        let (obj, json, exe) = (case.path().join("fuzz.o"), case.path().join("fuzz.json"), case.path().join("fuzz"));
        std::fs::write(&obj, &c.object).map_err(internal)?;
        std::fs::write(&json, &c.json).map_err(internal)?;
        p.write_tables(data, case.path())?;
        self.tc.link(&self.object, AOT_PREFIX, &[&obj], &exe)?;
        threads
            .iter()
            .map(|n| {
                let n = n.to_string();
                let out = self.tc.run(&exe, &[json.as_os_str(), case.path().as_os_str(), n.as_ref()])?;
                jitjoin::aot::parse_output(&out, &p.query).map_err(jitjoin::Error::Internal)
            })
            .collect()
    }
}

impl Fuzzer {
    /// Targets for this host; `checked` runs the JIT in checked mode
    /// ([`jitjoin::compiler::abi::bounds`]): a kernel access outside its run's memory traps.
    pub fn new(checked: bool) -> Result<Fuzzer, jitjoin::Error> {
        let host = jitjoin::runtime::host::caches::host_target();
        let o = jitjoin::target::Overrides { l3: Some(SMALL_LLC), ..Default::default() };
        let small = jitjoin::target::resolve("host", &o, &host)?;
        let mut targets = vec![host, small];
        targets.extend(jitjoin::target::presets().iter().filter(|t| t.runs_on_host()).cloned());
        let caches = targets.iter().map(CacheModel::of).collect();
        Ok(Fuzzer { targets, caches, pools: HashMap::new(), engines: HashMap::new(), checked, aot: None })
    }

    /// Run `q` on `data` as `c` says.
    fn execute(&mut self, q: &Query, data: &Dataset, c: Config) -> Result<QueryResult, jitjoin::Error> {
        let key = (c.engine == Engine::Jit, if c.engine == Engine::Jit { c.target } else { 0 });
        let engine = match self.engines.entry(key) {
            std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
            std::collections::hash_map::Entry::Vacant(v) => {
                let t = &self.targets[c.target];
                v.insert(match c.engine {
                    Engine::Jit if self.checked => exec::checked_engine(t)?,
                    e => exec::engine(e == Engine::Jit, t)?,
                })
            }
        };
        let pool = match self.pools.entry((c.threads, c.nodes, c.numa, c.probe_block_rows)) {
            std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
            std::collections::hash_map::Entry::Vacant(v) => v.insert(Workers::host(&WorkerOptions {
                threads: Some(c.threads),
                virtual_nodes: (c.nodes > 0).then_some(c.nodes),
                numa: c.numa,
                probe_block_rows: c.probe_block_rows,
                ..Default::default()
            })?),
        };
        Ok(exec::execute(q, data, engine.as_mut(), pool, &self.caches[c.target])?.result)
    }

    /// Run `p` through the object-file path for the host with `algorithm` on each of `threads`.
    fn execute_aot(
        &mut self,
        p: &PlanFile,
        data: &Dataset,
        algorithm: Algorithm,
        threads: &[usize],
    ) -> Result<Vec<QueryResult>, jitjoin::Error> {
        if self.aot.is_none() {
            self.aot = Some(AotHost::new(&self.targets[0])?);
        }
        let host = self.aot.as_ref().expect("made above");
        host.run(&p.clone().with_algorithm(Some(algorithm)), data, &self.targets[0], threads)
    }

    /// The name of target `i` as a reproducer prints it.
    pub fn target_name(&self, i: usize) -> String {
        match i {
            0 => "host".into(),
            1 => format!("host --l3 {}K", SMALL_LLC >> 10),
            _ => self.targets[i].name.to_string(),
        }
    }

    /// The configurations of case `case`: on the host, both engines × every algorithm × 1, 2
    /// and 3 threads (3 is more than this machine's cores); on the small-cache host both
    /// engines × every algorithm on 2 threads; and the JIT × every algorithm on 1 and 3
    /// threads for one runnable preset, a different one each case.
    pub fn configs(&self, case: u64) -> Vec<Config> {
        let mut out = Vec::new();
        for engine in [Engine::Jit, Engine::Generic] {
            for algorithm in Algorithm::ALL {
                for threads in [1, 2, 3] {
                    out.push(Config::new(engine, algorithm, threads, 0));
                }
                out.push(Config::new(engine, algorithm, 2, 1));
            }
        }
        if self.targets.len() > 2 {
            let target = 2 + (case as usize) % (self.targets.len() - 2);
            for algorithm in Algorithm::ALL {
                for threads in [1, 3] {
                    out.push(Config::new(Engine::Jit, algorithm, threads, target));
                }
            }
        }
        // Every NUMA strategy on 2 or 3 virtual nodes of 3 workers, the engine and algorithm
        // turning with the case.
        for (i, numa) in Strategy::ALL.into_iter().enumerate() {
            let turn = case as usize + i;
            let engine = if turn.is_multiple_of(2) { Engine::Jit } else { Engine::Generic };
            let algorithm = Algorithm::ALL[turn % Algorithm::ALL.len()];
            out.push(Config { numa, nodes: 2 + turn % 2, ..Config::new(engine, algorithm, 3, 0) });
        }
        // The JIT over packed columns, every algorithm on 2 threads.
        for algorithm in Algorithm::ALL {
            out.push(Config { packed: true, ..Config::new(Engine::Jit, algorithm, 2, 0) });
        }
        // A radix join's probe side in blocks of 1 to 97 rows, on both engines.
        for engine in [Engine::Jit, Engine::Generic] {
            let block = Some(1 + (case as usize * 7) % 97);
            out.push(Config { probe_block_rows: block, ..Config::new(engine, Algorithm::Radix, 2, 0) });
        }
        out
    }

    /// The object-file configurations: every algorithm on 1 and 3 threads, for the host.
    pub fn aot_configs(&self) -> Vec<Config> {
        let mut out = Vec::new();
        for algorithm in Algorithm::ALL {
            for threads in [1, 3] {
                out.push(Config { aot: true, ..Config::new(Engine::Jit, algorithm, threads, 0) });
            }
        }
        out
    }

    /// Every configuration of every case, the object-file path included.
    pub fn all_configs(&self) -> Vec<Config> {
        let mut out = self.configs(0);
        for case in 1..self.targets.len().saturating_sub(2) as u64 {
            out.extend(self.configs(case).into_iter().filter(|c| c.target > 1));
        }
        out.extend(self.aot_configs());
        out
    }

    /// Run `plan` on each of `configs` and compare with the interpreter.
    pub fn check(&mut self, plan: &Plan, configs: &[Config]) -> Outcome {
        let text = plan.to_string();
        // The printer and parser must agree on generated plans as on written ones.
        match jitjoin::ir::parse("fuzz.jj", &text) {
            Ok(back) if back == *plan => {}
            Ok(_) => return mismatch(configs[0], format!("the printed plan parses into another plan:\n{text}")),
            Err(e) => return mismatch(configs[0], format!("the printed plan does not parse: {e}\n{text}")),
        }
        let p = match PlanFile::from_text(Path::new("fuzz.jj"), &text, &[]) {
            Ok(p) => p,
            Err(e) => return Outcome::Refused(e.to_string()),
        };
        let data = match p.make_data(Some(2)) {
            Ok(d) => d,
            Err(e) if e.is_user_error() => return Outcome::Refused(e.to_string()),
            Err(e) => return mismatch(configs[0], format!("generating the data: {e}")),
        };
        let interp = WorkerOptions::default();
        let want = match jitjoin::execute(&p, &data, Engine::Interp, &interp) {
            Ok(w) => w,
            Err(e) => return mismatch(configs[0], format!("the interpreter failed: {e}")),
        };
        // Under `limit`, the full result says which rows may be emitted.
        let full = match &plan.output {
            Output::Emit { limit: Some(_), .. } => {
                let mut unlimited = p.clone();
                if let jitjoin::ir::query::OutputSpec::Emit { limit, .. } = &mut unlimited.query.output {
                    *limit = None;
                }
                match jitjoin::execute(&unlimited, &data, Engine::Interp, &interp) {
                    Ok(r) => Some(r.result.rows),
                    Err(e) => return mismatch(configs[0], format!("the interpreter failed: {e}")),
                }
            }
            _ => None,
        };
        // A vector forced over keys spread across billions of values is a legal request that
        // allocates gigabytes: leave those to `auto`, which never picks it.
        let narrow = p.query.joins.iter().all(|j| {
            let col = &data.tables[j.build].columns[j.build_keys[0]];
            let keys = (0..col.len()).filter_map(|r| col.int(r));
            let (lo, hi) = keys.fold((i128::MAX, i128::MIN), |(lo, hi), k| (lo.min(k), hi.max(k)));
            hi.saturating_sub(lo) < MAX_VECTOR_RANGE
        });
        let mut ran = 0;
        // The object-file path: one object per algorithm, run on each of its thread counts.
        for algorithm in Algorithm::ALL {
            let aot: Vec<Config> = configs.iter().copied().filter(|c| c.aot && c.algorithm == algorithm).collect();
            // A host program reads no validity (`jitjoin compile` refuses nulls), and computes
            // neither groups nor averages.
            if aot.is_empty()
                || (algorithm == Algorithm::Vector && !narrow)
                || data.has_nulls()
                || !host_computes(&p.query)
            {
                continue;
            }
            let threads: Vec<usize> = aot.iter().map(|c| c.threads).collect();
            match self.execute_aot(&p, &data, algorithm, &threads) {
                Ok(results) => {
                    for (c, got) in aot.iter().zip(&results) {
                        if let Err(msg) = same(&want.result, got, "aot", full.as_deref()) {
                            return mismatch(*c, msg);
                        }
                    }
                    ran += results.len();
                }
                Err(e) if algorithm == Algorithm::Vector && e.is_user_error() => {}
                Err(e) => return mismatch(aot[0], format!("failed: {e}")),
            }
        }
        let packed = configs.iter().any(|c| c.packed).then(|| {
            let mut d = data.clone();
            d.tables.iter_mut().for_each(|t| t.pack(0, |cs| cs.iter().map(jitjoin::ir::Column::packed).collect()));
            d
        });
        for &c in configs.iter().filter(|c| !c.aot) {
            if c.algorithm == Algorithm::Vector && !narrow {
                continue;
            }
            let data = if c.packed { packed.as_ref().expect("packed above") } else { &data };
            ran += 1;
            let mut q = p.query.clone();
            q.joins.iter_mut().for_each(|j| j.algorithm = c.algorithm);
            let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.execute(&q, data, c)));
            match run {
                Ok(Ok(got)) => {
                    if let Err(msg) = same(&want.result, &got, c.engine.name(), full.as_deref()) {
                        return mismatch(c, msg);
                    }
                }
                // A forced vector join is refused where it cannot hold the keys (duplicates, two
                // key columns, a range too wide for memory): the user's error, with a fix. So is
                // a strategy that does not compose with the plan (`--numa …:` says why).
                Ok(Err(e)) if c.algorithm == Algorithm::Vector && e.is_user_error() => {}
                Ok(Err(e)) if c.numa != Strategy::Local && e.is_user_error() && e.to_string().contains("--numa ") => {}
                Ok(Err(e)) => return mismatch(c, format!("failed: {e}")),
                Err(panic) => {
                    let msg = panic
                        .downcast_ref::<String>()
                        .cloned()
                        .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                        .unwrap_or_default();
                    return mismatch(c, format!("panicked: {msg}"));
                }
            }
        }
        Outcome::Agree(ran)
    }

    /// The smallest plan derived from `plan` that still fails on `config`: joins, filters,
    /// outputs, columns and tables dropped, filters replaced by their operands, in-lists
    /// halved, rows cut, one step at a time while the failure stays. At most `budget` checks.
    pub fn shrink(&mut self, plan: &Plan, config: Config, budget: usize) -> Plan {
        shrink_by(plan, budget, |p| matches!(self.check(p, &[config]), Outcome::Mismatch { .. }))
    }
}

/// The smallest plan derived from `plan` for which `fails` holds, found greedily (see
/// [`Fuzzer::shrink`]), with at most `budget` calls of `fails`.
pub fn shrink_by(plan: &Plan, budget: usize, mut fails: impl FnMut(&Plan) -> bool) -> Plan {
    let mut cur = plan.clone();
    let mut calls = 0;
    'outer: loop {
        for cand in smaller(&cur) {
            if calls >= budget {
                break 'outer;
            }
            calls += 1;
            if fails(&cand) {
                cur = cand;
                continue 'outer;
            }
        }
        break;
    }
    cur
}

fn mismatch(config: Config, msg: String) -> Outcome {
    Outcome::Mismatch { config, msg }
}

/// Whether a compiled host program computes `q`'s output (not groups, not averages).
fn host_computes(q: &Query) -> bool {
    match &q.output {
        jitjoin::ir::query::OutputSpec::Group(_) => false,
        jitjoin::ir::query::OutputSpec::Aggregate(aggs) => {
            aggs.iter().all(|a| a.func != AggFunc::Avg && a.arg.as_ref().is_none_or(|c| c.col().is_some()))
        }
        jitjoin::ir::query::OutputSpec::Emit { .. } => true,
    }
}

// ---- shrinking ----

fn mentions(e: &Expr, table: &str) -> bool {
    e.columns().iter().any(|c| c.table.name == table)
}

/// `plan` without join `i` and whatever reads its table.
fn without_join(plan: &Plan, i: usize) -> Plan {
    let mut p = plan.clone();
    let gone = p.joins.remove(i).table.name;
    p.filters.retain(|f| !mentions(&f.expr, &gone));
    match &mut p.output {
        Output::Aggregate(items) => {
            items.retain(|a| a.arg.as_ref().is_none_or(|e| e.columns().iter().all(|c| c.table.name != gone)));
            if items.is_empty() {
                items.push(AggItem { func: AggFunc::Count, arg: None, alias: Ident::new("n"), span: Span::default() });
            }
        }
        Output::Group(g) => {
            // The SELECT-like list names aggregates by position: dropped with them.
            g.select.clear();
            g.aggs.retain(|a| a.arg.as_ref().is_none_or(|e| e.columns().iter().all(|c| c.table.name != gone)));
            g.keys.retain(|c| c.table.name != gone);
            g.order.retain(|o| !matches!(&o.key, OrderKey::Column(c) if c.table.name == gone));
            let aliases: Vec<String> = g.aggs.iter().map(|a| a.alias.name.clone()).collect();
            g.order.retain(|o| !matches!(&o.key, OrderKey::Alias(a) if !aliases.contains(&a.name)));
            if g.aggs.is_empty() {
                g.aggs.push(AggItem { func: AggFunc::Count, arg: None, alias: Ident::new("n"), span: Span::default() });
            }
            if g.keys.is_empty() {
                p.output = Output::Aggregate(g.aggs.clone());
            }
        }
        Output::Emit { columns, names, .. } => {
            names.clear();
            columns.retain(|c| c.table.name != gone);
            if columns.is_empty() {
                let n = AggItem { func: AggFunc::Count, arg: None, alias: Ident::new("n"), span: Span::default() };
                p.output = Output::Aggregate(vec![n]);
            }
        }
    }
    p
}

/// Plans one step smaller than `plan`, the biggest steps first.
fn smaller(plan: &Plan) -> Vec<Plan> {
    let mut out = Vec::new();
    for i in (0..plan.joins.len()).rev() {
        out.push(without_join(plan, i));
    }
    for i in 0..plan.tables.len() {
        let mut p = plan.clone();
        p.tables.remove(i);
        out.push(p);
    }
    for i in 0..plan.filters.len() {
        let mut p = plan.clone();
        p.filters.remove(i);
        out.push(p);
        for child in plan.filters[i].expr.children() {
            let mut p = plan.clone();
            p.filters[i].expr = child.clone();
            out.push(p);
        }
        if let Expr::In { values, .. } = &plan.filters[i].expr
            && values.len() > 1
        {
            let mut p = plan.clone();
            if let Expr::In { values, .. } = &mut p.filters[i].expr {
                values.truncate(values.len() / 2);
            }
            out.push(p);
        }
    }
    match &plan.output {
        Output::Aggregate(items) if items.len() > 1 => {
            for i in 0..items.len() {
                let mut p = plan.clone();
                if let Output::Aggregate(items) = &mut p.output {
                    items.remove(i);
                }
                out.push(p);
            }
        }
        Output::Emit { columns, limit, .. } => {
            for i in 0..columns.len() {
                if columns.len() > 1 {
                    let mut p = plan.clone();
                    if let Output::Emit { columns, names, .. } = &mut p.output {
                        columns.remove(i);
                        if !names.is_empty() {
                            names.remove(i);
                        }
                        if names.iter().all(Option::is_none) {
                            names.clear();
                        }
                    }
                    out.push(p);
                }
            }
            if limit.is_some() {
                let mut p = plan.clone();
                if let Output::Emit { limit, .. } = &mut p.output {
                    *limit = None;
                }
                out.push(p);
            }
        }
        _ => {}
    }
    for (t, decl) in plan.tables.iter().enumerate() {
        if let Source::Generated { rows, .. } = decl.source {
            for fewer in [0, 1, rows / 2, rows.saturating_sub(1)] {
                if fewer < rows {
                    let mut p = plan.clone();
                    p.tables[t].source = match p.tables[t].source {
                        Source::Generated { seed, .. } => Source::Generated { rows: fewer, seed },
                        ref s => s.clone(),
                    };
                    out.push(p);
                }
            }
        }
        for c in 0..decl.columns.len() {
            let mut p = plan.clone();
            p.tables[t].columns.remove(c);
            out.push(p);
        }
    }
    out
}

// ---- the driver ----

/// How long and where to fuzz.
#[derive(Clone, Debug)]
pub struct Options {
    /// The first case's seed; case `i` is seed `seed + i`.
    pub seed: u64,
    /// Stop after this many plans.
    pub plans: Option<u64>,
    /// Stop after this long (checked between plans).
    pub time: Option<Duration>,
    /// Where reproducers are written.
    pub out: PathBuf,
    /// Write each plan here before running it, so that a crash leaves the plan behind.
    pub current: Option<PathBuf>,
    /// Stop at the first mismatch.
    pub stop_on_failure: bool,
    /// Run the JIT in checked mode.
    pub checked: bool,
    /// Also run every `aot_every`-th plan (by seed) through the object-file path (0: never).
    pub aot_every: u64,
}

/// A mismatch, shrunk and written down.
#[derive(Debug)]
pub struct Failure {
    pub seed: u64,
    pub config: String,
    pub msg: String,
    pub reproducer: PathBuf,
    pub text: String,
}

/// What a fuzzing session did.
#[derive(Debug, Default)]
pub struct Report {
    /// Plans run on every configuration.
    pub plans: u64,
    /// Plans the verifier or the data generator refused, with the commonest reasons.
    pub refused: u64,
    pub refusals: Vec<(String, u64)>,
    /// Engine runs compared with the interpreter.
    pub runs: u64,
    /// Plans also run through the object-file path.
    pub aot_plans: u64,
    pub failures: Vec<Failure>,
    pub elapsed: Duration,
    /// Seeds `seed..next_seed` were tried.
    pub next_seed: u64,
}

/// A configuration as a reproducer names it.
pub fn describe(f: &Fuzzer, c: &Config) -> String {
    let engine = if c.aot { "aot (object + host/jitjoin_host.c)" } else { c.engine.name() };
    let numa = match c.nodes {
        0 => String::new(),
        n => format!(" numa={} virtual-nodes={n}", c.numa.name()),
    };
    let blocks = c.probe_block_rows.map_or(String::new(), |r| format!(" probe-block-rows={r}"));
    let packed = if c.packed { " packed (every table's columns, as `TableData::pack(0, …)`)" } else { "" };
    format!(
        "{engine} {} threads={} target={}{numa}{blocks}{packed}",
        c.algorithm.name(),
        c.threads,
        f.target_name(c.target)
    )
}

/// Fuzz until `o.plans` plans or `o.time` have passed; `progress` sees the report after every
/// plan.
pub fn run(o: &Options, mut progress: impl FnMut(&Report)) -> Result<Report, jitjoin::Error> {
    let mut f = Fuzzer::new(o.checked)?;
    let start = Instant::now();
    let mut rep = Report { next_seed: o.seed, ..Default::default() };
    let mut reasons: std::collections::HashMap<String, u64> = Default::default();
    loop {
        if o.plans.is_some_and(|n| rep.plans + rep.refused >= n) || o.time.is_some_and(|t| start.elapsed() >= t) {
            break;
        }
        let seed = rep.next_seed;
        rep.next_seed += 1;
        // Engines keep every kernel they compiled; start them afresh now and then so that a
        // run of hours stays within bounded memory.
        if seed.is_multiple_of(ENGINE_PLANS) {
            f.engines.clear();
        }
        let plan = random_plan(seed);
        if let Some(cur) = &o.current {
            let _ = std::fs::write(cur, format!("# jitjoin fuzz: seed {seed}, running\n{plan}"));
        }
        let mut configs = f.configs(seed);
        if o.aot_every > 0 && seed.is_multiple_of(o.aot_every) {
            configs.extend(f.aot_configs());
            rep.aot_plans += 1;
        }
        match f.check(&plan, &configs) {
            Outcome::Agree(n) => {
                rep.plans += 1;
                rep.runs += n as u64;
            }
            Outcome::Refused(why) => {
                rep.refused += 1;
                // The reason without positions and names, so that alike refusals count together.
                let key: String = why.lines().next().unwrap_or("").chars().filter(|c| !c.is_ascii_digit()).collect();
                *reasons.entry(key).or_default() += 1;
            }
            Outcome::Mismatch { config, msg } => {
                rep.plans += 1;
                let small = f.shrink(&plan, config, 3000);
                let msg = match f.check(&small, &[config]) {
                    Outcome::Mismatch { msg, .. } => msg,
                    _ => msg,
                };
                let config = describe(&f, &config);
                let text = reproducer(seed, &config, &msg, &small);
                std::fs::create_dir_all(&o.out)
                    .map_err(|source| jitjoin::runtime::DataError::Write { path: o.out.clone(), source })?;
                let path = o.out.join(format!("seed-{seed}.jj"));
                std::fs::write(&path, &text)
                    .map_err(|source| jitjoin::runtime::DataError::Write { path: path.clone(), source })?;
                rep.failures.push(Failure { seed, config, msg, reproducer: path, text });
                if o.stop_on_failure {
                    break;
                }
            }
        }
        rep.elapsed = start.elapsed();
        progress(&rep);
    }
    let mut r: Vec<(String, u64)> = reasons.into_iter().collect();
    r.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    rep.refusals = r;
    rep.elapsed = start.elapsed();
    if let Some(cur) = &o.current {
        let _ = std::fs::remove_file(cur);
    }
    Ok(rep)
}

/// The text of a reproducer: what failed, as comments, then the shrunk plan.
pub fn reproducer(seed: u64, config: &str, msg: &str, plan: &Plan) -> String {
    let mut s = format!("# jitjoin fuzz reproducer: seed {seed}, shrunk\n# fails on: {config}\n");
    for line in msg.lines().take(6) {
        s += &format!("# {line}\n");
    }
    s + &plan.to_string()
}

/// The default seed of a day's fuzzing: days since 1970 times 10^6, so that each day's CI run
/// tries new plans and a log's date gives its seed.
pub fn todays_seed() -> u64 {
    let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    secs / 86_400 * 1_000_000
}

/// Parse a duration such as `90`, `90s`, `10m` or `2h`.
pub fn parse_duration(s: &str) -> Result<Duration, String> {
    let (num, unit) = match s.find(|c: char| !c.is_ascii_digit()) {
        Some(i) => s.split_at(i),
        None => (s, "s"),
    };
    let n: u64 = num.parse().map_err(|_| format!("`{s}` is not a duration; write e.g. 90s, 10m or 2h"))?;
    let secs = match unit {
        "s" => n,
        "m" => n * 60,
        "h" => n * 3600,
        _ => return Err(format!("`{s}`: unknown unit `{unit}`; use s, m or h")),
    };
    Ok(Duration::from_secs(secs))
}

/// Every reproducer in `dir` (`*.jj`), sorted by name.
pub fn reproducers(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "jj"))
        .collect();
    v.sort();
    Ok(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_makes_the_same_plan() {
        for seed in 0..50 {
            assert_eq!(random_plan(seed).to_string(), random_plan(seed).to_string());
        }
        assert_ne!(random_plan(1).to_string(), random_plan(2).to_string());
    }

    #[test]
    fn some_plans_have_nulls_and_some_do_not() {
        let with = (0..100).filter(|&s| random_plan(s).to_string().contains(" nulls ")).count();
        assert!((10..90).contains(&with), "{with} of 100 plans have nulls");
    }

    /// Shrinking keeps what the failure needs and drops the rest: here the failure is "a
    /// two-join plan whose D1 has more than 10 rows", so one join, D1 and its key remain, with
    /// 11 to 20 rows (halving stops above 10).
    #[test]
    fn shrinking_keeps_only_what_fails() {
        let needs = |p: &Plan| {
            p.joins.iter().any(|j| j.table.name == "D1")
                && p.table("D1").is_some_and(|t| matches!(t.source, Source::Generated { rows, .. } if rows > 10))
                && jitjoin::ir::verify("x.jj", p).is_ok()
        };
        let seed = (0..10_000).find(|&s| {
            let p = random_plan(s);
            needs(&p) && p.joins.len() >= 3 && !p.filters.is_empty()
        });
        let plan = random_plan(seed.expect("a plan with three joins, a filter and a large D1"));
        let small = shrink_by(&plan, 10_000, needs);
        assert!(needs(&small));
        assert_eq!(small.joins.len(), 1, "{small}");
        assert!(small.filters.is_empty(), "{small}");
        assert_eq!(small.tables.len(), 2, "{small}");
        let Source::Generated { rows, .. } = small.table("D1").unwrap().source else { unreachable!() };
        assert!((11..=20).contains(&rows), "{small}");
    }

    #[test]
    fn durations_parse() {
        assert_eq!(parse_duration("90").unwrap(), Duration::from_secs(90));
        assert_eq!(parse_duration("10m").unwrap(), Duration::from_secs(600));
        assert_eq!(parse_duration("2h").unwrap(), Duration::from_secs(7200));
        assert!(parse_duration("2d").is_err());
        assert!(parse_duration("h").is_err());
    }
}
