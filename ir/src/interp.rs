//! The reference interpreter (engine `interp`): tuple at a time, std collections, no cleverness.
//!
//! It is the oracle every compiled kernel is checked against, so it favours being obviously
//! right over being fast: keys widen to `i128`, each build side becomes a
//! `HashMap<key, Vec<row>>`, and the pipeline is a recursive walk over the joins.
//!
//! Nulls follow SQL, read straight from each column's validity (the compiled engines see
//! them lowered to plain columns instead, [`crate::nulls`], so this is an independent check):
//! a filter is three-valued and keeps a row only when it is true; a null key matches
//! nothing (an anti join keeps its row); aggregates skip nulls, `count(col)` counts values,
//! and `sum`, `min` and `max` of no values are null.

use crate::data::{Column, Dataset, TableData};
use crate::plan::{AggFunc, JoinKind};
use crate::query::{Agg, ColId, OutputSpec, Overflow, Pred, Query};
use crate::types::Value;
use std::cmp::Ordering;
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// One aggregate's result. Integer sums are exact (accumulated in 128 bits).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum AggValue {
    Int(i128),
    Float(f64),
    /// `sum`, `min` or `max` over no values.
    Null,
}

impl std::fmt::Display for AggValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AggValue::Int(i) => write!(f, "{i}"),
            AggValue::Float(x) => write!(f, "{x:?}"),
            AggValue::Null => write!(f, "null"),
        }
    }
}

/// What a query produced, whichever engine ran it.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct QueryResult {
    /// `(alias, value)` in plan order, for `aggregate`.
    pub aggregates: Vec<(String, AggValue)>,
    /// The emitted rows, for `emit` (in no particular order when an engine runs in parallel),
    /// or the groups of a grouped aggregate (their keys, then their aggregates, in the
    /// order [`crate::query::GroupSpec::arrange`] gives, none unless `ordered`); `None` is a null.
    pub rows: Vec<Row>,
    /// Result rows: 1 for `aggregate`, the number of emitted rows or groups otherwise.
    pub rows_out: u64,
    /// Per column of `rows`, the dictionary of a column read from a string column, whose
    /// cells hold its codes; empty, or `None`, for the rest. Engines leave it empty; the
    /// driver fills it ([`crate::strings::result_dictionaries`]) and [`QueryResult::text`]
    /// decodes.
    pub dicts: Vec<Option<crate::data::Dictionary>>,
    /// Integer arithmetic or a sum left the 128 bits it is computed in: the values are not
    /// the answer, and the driver reports an error instead of them.
    pub overflow: bool,
}

impl QueryResult {
    /// Cell `col` of `row` as text: a string column's word, a null as `null`.
    pub fn text(&self, row: &Row, col: usize) -> String {
        match (&row[col], self.dicts.get(col).and_then(Option::as_ref)) {
            (Some(Value::Int(code)), Some(d)) => {
                u32::try_from(*code).ok().and_then(|k| d.word(k)).map_or_else(|| format!("#{code}"), str::to_string)
            }
            (v, _) => cell_text(v),
        }
    }

    /// Every row, each cell as [`QueryResult::text`] gives it.
    pub fn text_rows(&self) -> Vec<Vec<String>> {
        self.rows.iter().map(|r| (0..r.len()).map(|c| self.text(r, c)).collect()).collect()
    }
}

pub use crate::types::Row;

/// A row's cells as text, a null as `null`.
pub fn cell_text(v: &Option<Value>) -> String {
    v.map_or_else(|| "null".to_string(), |v| v.to_string())
}

/// Time spent in each phase of a run.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PhaseTimes {
    pub compile: Duration,
    pub build: Duration,
    pub probe: Duration,
}

/// Does row `row` of `t` satisfy `p`? (Is it true, in SQL's three-valued logic, where a
/// comparison with a null is unknown; see [`eval_pred3`].)
pub fn eval_pred(p: &Pred, t: &TableData, row: usize) -> bool {
    eval_pred3(p, t, row) == Some(true)
}

/// `p` at row `row` of `t` in SQL's three-valued logic: `None` is unknown. A comparison of a
/// null is unknown; `and` is false when an operand is, `or` true when an operand is, and
/// unknown otherwise when an operand is; `not` of unknown is unknown.
pub fn eval_pred3(p: &Pred, t: &TableData, row: usize) -> Option<bool> {
    fn cmp(col: &Column, row: usize, v: &Value) -> Ordering {
        match (col, v) {
            (Column::F64(xs), v) => xs[row].partial_cmp(&v.as_f64()).unwrap_or(Ordering::Less),
            (c, Value::Int(i)) => c.int(row).expect("integer column").cmp(i),
            // The verifier rejects float constants on integer columns; compare exactly anyway.
            (c, Value::Float(x)) => {
                (c.int(row).expect("integer column") as f64).partial_cmp(x).unwrap_or(Ordering::Less)
            }
        }
    }
    match p {
        Pred::IsNull { col } => Some(!t.is_valid(*col, row)),
        Pred::Text { col, .. } if !t.is_valid(*col, row) => None,
        // Read through the dictionary: the string itself is compared, not its code. A column
        // without a dictionary (which the driver refuses) or a code past its end fails.
        Pred::Text { col, test } => Some(
            t.dictionary(*col)
                .zip(t.columns[*col].int(row))
                .and_then(|(d, code)| d.word(u32::try_from(code).ok()?))
                .is_some_and(|s| test.holds(s)),
        ),
        Pred::Cmp { col, .. } | Pred::Between { col, .. } | Pred::In { col, .. } if !t.is_valid(*col, row) => None,
        Pred::Cmp { col, op, value, .. } => Some(op.holds(cmp(&t.columns[*col], row, value))),
        Pred::Between { col, lo, hi, .. } => {
            let c = &t.columns[*col];
            Some(cmp(c, row, lo) != Ordering::Less && cmp(c, row, hi) != Ordering::Greater)
        }
        // `values` is sorted in the column's order.
        Pred::In { col, values, .. } => {
            Some(values.binary_search_by(|v| cmp(&t.columns[*col], row, v).reverse()).is_ok())
        }
        Pred::And(ps) | Pred::Or(ps) => {
            // One operand that is false (and) or true (or) decides; else any unknown one makes
            // the whole unknown.
            let decides = matches!(p, Pred::Or(_));
            let mut unknown = false;
            for q in ps {
                match eval_pred3(q, t, row) {
                    Some(b) if b == decides => return Some(decides),
                    None => unknown = true,
                    Some(_) => {}
                }
            }
            if unknown { None } else { Some(!decides) }
        }
        Pred::Not(p) => eval_pred3(p, t, row).map(|b| !b),
    }
}

type Key = [i128; 2];

/// The key of the bound rows; `None` when a key column is null (a null matches nothing).
fn key_of(data: &Dataset, cols: impl Iterator<Item = ColId>, bound: &[usize]) -> Option<Key> {
    let mut k = [0i128; 2];
    for (i, c) in cols.enumerate() {
        let t = &data.tables[c.table];
        if !t.is_valid(c.col, bound[c.table]) {
            return None;
        }
        k[i] = t.columns[c.col].int(bound[c.table]).expect("join keys are integers");
    }
    Some(k)
}

/// Running state of one aggregate.
#[derive(Clone, Copy)]
enum Acc {
    Count(i128),
    /// The sum so far; `None` before the first value.
    SumInt(Option<i128>),
    SumFloat(Option<f64>),
    /// An average's sum (exact for integers) and count of values.
    Avg(i128, f64, i128),
    MinMax(AggValue),
}

struct Run<'a> {
    q: &'a Query,
    data: &'a Dataset,
    tables: &'a [HashMap<Key, Vec<usize>>],
    /// Per join: whether its build side kept any row, and any row with a null key (what a
    /// `not in join` needs besides the matches).
    kept: &'a [(bool, bool)],
    accs: Vec<Acc>,
    /// Per group (its key values, `None` for a null): its accumulators.
    groups: HashMap<Vec<Option<i128>>, Vec<Acc>>,
    rows: Vec<Row>,
    limit: u64,
    /// An aggregate's arithmetic or sum left 128 bits.
    overflow: bool,
}

impl Run<'_> {
    /// Visit the result tuples that extend `bound` (one row index per table) from join `depth` on.
    /// Returns false once an `emit … limit` is full.
    fn visit(&mut self, depth: usize, bound: &mut Vec<usize>) -> bool {
        let Some(j) = self.q.joins.get(depth) else {
            return self.leaf(bound);
        };
        let key = key_of(self.data, j.probe_keys.iter().copied(), bound);
        let tables = self.tables;
        let matches: &[usize] = key.and_then(|k| tables[depth].get(&k)).map_or(&[], Vec::as_slice);
        match j.kind {
            JoinKind::Inner => {
                for &r in matches {
                    bound[j.build] = r;
                    if !self.visit(depth + 1, bound) {
                        return false;
                    }
                }
                true
            }
            JoinKind::Semi if !matches.is_empty() => self.visit(depth + 1, bound),
            // `x NOT IN (SELECT y …)` over some rows is unknown for a null x, and for every x
            // not found when some y is null: the row is dropped.
            JoinKind::Anti if j.null_aware && self.kept[depth].0 && (key.is_none() || self.kept[depth].1) => true,
            JoinKind::Anti if matches.is_empty() => self.visit(depth + 1, bound),
            _ => true,
        }
    }

    fn leaf(&mut self, bound: &[usize]) -> bool {
        let data = self.data;
        let value = |c: ColId| {
            let t = &data.tables[c.table];
            t.is_valid(c.col, bound[c.table]).then(|| t.columns[c.col].value(bound[c.table]))
        };
        match &self.q.output {
            OutputSpec::Aggregate(aggs) => {
                self.overflow |= add(&mut self.accs, aggs, &value).is_err();
                true
            }
            OutputSpec::Group(g) => {
                let key: Vec<Option<i128>> = g
                    .keys
                    .iter()
                    .map(|&c| {
                        value(c).map(|v| match v {
                            Value::Int(i) => i,
                            Value::Float(_) => unreachable!("verified: grouping columns are integers"),
                        })
                    })
                    .collect();
                let (q, accs) = (self.q, &mut self.groups);
                let group = accs.entry(key).or_insert_with(|| new_accs(q, &g.aggs));
                self.overflow |= add(group, &g.aggs, &value).is_err();
                true
            }
            OutputSpec::Emit { columns, .. } => {
                let row = columns.iter().map(|&c| value(c)).collect();
                self.rows.push(row);
                (self.rows.len() as u64) < self.limit
            }
        }
    }
}

/// Fresh accumulators for `aggs`.
fn new_accs(q: &Query, aggs: &[Agg]) -> Vec<Acc> {
    aggs.iter()
        .map(|a| match a.func {
            AggFunc::Count => Acc::Count(0),
            AggFunc::Sum if a.is_float(q) => Acc::SumFloat(None),
            AggFunc::Sum => Acc::SumInt(None),
            AggFunc::Min | AggFunc::Max => Acc::MinMax(AggValue::Null),
            AggFunc::Avg => Acc::Avg(0, 0.0, 0),
        })
        .collect()
}

/// Add one result tuple, whose values `value` reads, to the accumulators of `aggs`; `Err` when
/// an integer value or sum leaves 128 bits.
fn add(accs: &mut [Acc], aggs: &[Agg], value: &dyn Fn(ColId) -> Option<Value>) -> Result<(), Overflow> {
    for (acc, a) in accs.iter_mut().zip(aggs) {
        // `count(*)` counts the row; every other aggregate skips a null.
        let v = match a.arg.as_ref().map(|c| c.eval(value)).transpose()? {
            None => None,
            Some(None) => continue,
            Some(Some(v)) => Some(v),
        };
        *acc = match (*acc, v) {
            (Acc::Count(n), _) => Acc::Count(n + 1),
            (Acc::SumInt(s), Some(Value::Int(i))) => Acc::SumInt(Some(s.unwrap_or(0).checked_add(i).ok_or(Overflow)?)),
            (Acc::SumFloat(s), Some(v)) => Acc::SumFloat(Some(s.unwrap_or(0.0) + v.as_f64())),
            (Acc::Avg(i, x, n), Some(Value::Int(v))) => Acc::Avg(i.checked_add(v).ok_or(Overflow)?, x, n + 1),
            (Acc::Avg(i, x, n), Some(Value::Float(v))) => Acc::Avg(i, x + v, n + 1),
            (Acc::MinMax(cur), Some(v)) => {
                let new = match v {
                    Value::Int(i) => AggValue::Int(i),
                    Value::Float(x) => AggValue::Float(x),
                };
                let better = match (cur, new) {
                    (AggValue::Null, _) => true,
                    (AggValue::Int(c), AggValue::Int(n)) => (n < c) == (a.func == AggFunc::Min) && n != c,
                    (AggValue::Float(c), AggValue::Float(n)) => (n < c) == (a.func == AggFunc::Min) && n != c,
                    _ => false,
                };
                Acc::MinMax(if better { new } else { cur })
            }
            (acc, _) => acc,
        };
    }
    Ok(())
}

/// The accumulators' results.
fn results(accs: &[Acc]) -> impl Iterator<Item = AggValue> + '_ {
    accs.iter().map(|acc| match *acc {
        Acc::Count(n) => AggValue::Int(n),
        Acc::SumInt(s) => s.map_or(AggValue::Null, AggValue::Int),
        Acc::SumFloat(s) => s.map_or(AggValue::Null, AggValue::Float),
        Acc::Avg(_, _, 0) => AggValue::Null,
        // One of the sums is 0: an average is over an integer or a float column.
        Acc::Avg(i, x, n) => AggValue::Float((i as f64 + x) / n as f64),
        Acc::MinMax(v) => v,
    })
}

/// An aggregate's result as a cell of a row (`None`: null).
pub fn agg_cell(v: AggValue) -> Option<Value> {
    match v {
        AggValue::Int(i) => Some(Value::Int(i)),
        AggValue::Float(x) => Some(Value::Float(x)),
        AggValue::Null => None,
    }
}

/// Run `q` over `data` and time its build and probe phases.
pub fn run(q: &Query, data: &Dataset) -> (QueryResult, PhaseTimes) {
    let t0 = Instant::now();
    let mut tables = Vec::with_capacity(q.joins.len());
    let mut kept = Vec::with_capacity(q.joins.len());
    for j in &q.joins {
        let t = &data.tables[j.build];
        let mut map: HashMap<Key, Vec<usize>> = HashMap::new();
        let (mut any, mut null_key) = (false, false);
        for r in 0..t.rows {
            if q.filters[j.build].as_ref().is_none_or(|p| eval_pred(p, t, r)) {
                let mut bound = vec![0; data.tables.len()];
                bound[j.build] = r;
                let cols = j.build_keys.iter().map(|&col| crate::query::ColId { table: j.build, col });
                any = true;
                match key_of(data, cols, &bound) {
                    Some(k) => map.entry(k).or_default().push(r),
                    None => null_key = true,
                }
            }
        }
        tables.push(map);
        kept.push((any, null_key));
    }
    let build = t0.elapsed();

    let t1 = Instant::now();
    let (accs, limit) = match &q.output {
        OutputSpec::Aggregate(aggs) => (new_accs(q, aggs), u64::MAX),
        OutputSpec::Group(_) => (Vec::new(), u64::MAX),
        OutputSpec::Emit { limit, .. } => (Vec::new(), limit.unwrap_or(u64::MAX)),
    };
    let mut run = Run {
        q,
        data,
        tables: &tables,
        kept: &kept,
        accs,
        groups: HashMap::new(),
        rows: Vec::new(),
        limit,
        overflow: false,
    };
    let probe = &data.tables[q.probe];
    let mut bound = vec![0usize; data.tables.len()];
    if limit > 0 {
        for r in 0..probe.rows {
            if q.filters[q.probe].as_ref().is_none_or(|p| eval_pred(p, probe, r)) {
                bound[q.probe] = r;
                if !run.visit(0, &mut bound) {
                    break;
                }
            }
        }
    }
    let mut result = match &q.output {
        OutputSpec::Aggregate(aggs) => QueryResult {
            aggregates: aggs.iter().map(|a| a.alias.clone()).zip(results(&run.accs)).collect(),
            rows: Vec::new(),
            rows_out: 1,
            ..Default::default()
        },
        OutputSpec::Group(g) => {
            let mut rows: Vec<Row> = run
                .groups
                .iter()
                .map(|(key, accs)| key.iter().map(|k| k.map(Value::Int)).chain(results(accs).map(agg_cell)).collect())
                .collect();
            g.arrange(&mut rows);
            QueryResult { aggregates: Vec::new(), rows_out: rows.len() as u64, rows, ..Default::default() }
        }
        OutputSpec::Emit { .. } => QueryResult {
            aggregates: Vec::new(),
            rows_out: run.rows.len() as u64,
            rows: run.rows,
            ..Default::default()
        },
    };
    result.overflow = run.overflow;
    (result, PhaseTimes { compile: Duration::ZERO, build, probe: t1.elapsed() })
}
