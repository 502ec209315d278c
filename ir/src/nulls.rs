//! Nulls lowered to plain columns, for engines that know nothing of nulls.
//!
//! The interpreter reads validity directly ([`crate::interp`]). The compiled engines never
//! do: before they run, a query that reads a column holding nulls is rewritten, over columns
//! derived from the nullable ones, into a query that gives the same answer on values alone.
//! A query whose columns hold no null is not touched ([`lower`] returns `None`), so the
//! kernels, their cache keys and their speed are exactly those of a plan without nulls.
//!
//! ```text
//!   column c with nulls        derived columns (appended to c's table, named c?…)
//!   ───────────────────        ───────────────────────────────────────────────────
//!   c:  7  ·  3  ·  9          c?valid u32:   1 0 1 0 1     1 where c holds a value
//!       (· = null)             c?fill=F:      7 F 3 F 9     c, each null replaced by F
//!
//!   filter atom on c           c?valid = 1 and atom         (after pushing `not` down to
//!                                                            atoms: SQL's three-valued logic
//!                                                            keeps a row only when true)
//!   c is null / c is not null  c?valid = 0 / c?valid = 1    (on a column without nulls it
//!                                                            stays: engines read it as false)
//!   any join's probe key c     key c?fill=K, K outside the build key's range: a null key
//!                              matches nothing (an inner or semi join drops the row, an
//!                              anti join keeps it); when the build key spans its whole
//!                              type, c?valid = 1 on c's table, or for an anti join a
//!                              second key: c?valid against the build side's 1
//!   any join's build key c     c?valid = 1 on the build table
//!   not in join, x or y null   over no build rows: as an anti join; else, if some
//!                              build row's y is null, an empty probe table; else
//!                              x?valid = 1 on x's table
//!   count(c)                   sum(c?valid)
//!   sum(c) / min(c) / max(c)   sum(c?fill=0) / min(c?fill=MAX) / max(c?fill=MIN),
//!                              null when the hidden sum(c?valid) is 0
//!   emit c                     emit c and, hidden, c?valid: null where it is 0
//! ```
//! A fill never changes a result that has a value: 0 adds nothing, and the largest (smallest)
//! value of the type is never below (above) a minimum (maximum) of real values. A column whose
//! null slots already hold what a fill would put there (readers write 0 under nulls, see
//! [`crate::Validity::zeros_under_nulls`]) is used as it is, with no derived column.
//! [`Lowered::restore`] maps the lowered query's result back: hidden aggregates and columns
//! dropped, nulls put in.

use crate::data::{Column, Dataset, TableData, Validity};
use crate::interp::{AggValue, QueryResult, Row, eval_pred};
use crate::plan::{AggFunc, Algorithm, ArithOp, CmpOp, JoinKind};
use crate::query::{Agg, Calc, ColId, GroupSpec, OutputSpec, Pred, Query};
use crate::types::{ColType, Value};
use std::collections::HashMap;

/// A query whose nulls cannot be lowered.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NullError {
    #[error(
        "anti join on two key columns, one of them {column}: its probe key holds nulls, which must match \
         nothing, but the build key {build} holds both the smallest and the largest value of {ty}, so no key \
         value is free to stand for a null, and a join has no room for a third key column beside the two; \
         filter the nulls out of {column} (an anti join keeps those rows) or the extremes out of {build}"
    )]
    NoFreeKey { column: String, build: String, ty: ColType },
}

/// A query rewritten over derived columns, the data with those columns, and how to map the
/// rewritten query's result back.
#[derive(Clone, Debug)]
pub struct Lowered {
    pub query: Query,
    pub data: Dataset,
    restore: Restore,
}

#[derive(Clone, Debug)]
enum Restore {
    /// Per original aggregate: its index in the lowered list and how to read it; the lowered
    /// list may hold hidden aggregates after the originals.
    Aggregates(Vec<AggBack>),
    /// Per original emitted column: the index of its hidden validity column, if it has one.
    Emit(Vec<Option<usize>>),
    /// Per original grouping column: the index in a lowered row of its hidden validity key,
    /// if it has one; the aggregates as for [`Restore::Aggregates`]; the original spec, whose
    /// order and limit apply once the nulls are back.
    Group { valid: Vec<Option<usize>>, back: Vec<AggBack>, spec: GroupSpec },
}

/// The original aggregates' values from the lowered ones' (`values`: the lowered list's,
/// hidden ones included).
fn restore_aggs(values: &[AggValue], back: &[AggBack]) -> Vec<AggValue> {
    values
        .iter()
        .zip(back)
        .map(|(&v, b)| match *b {
            AggBack::Same => v,
            AggBack::Count if v == AggValue::Null => AggValue::Int(0),
            AggBack::Count => v,
            AggBack::NullIfNone(h) if matches!(values[h], AggValue::Null | AggValue::Int(0)) => AggValue::Null,
            AggBack::NullIfNone(_) => v,
            AggBack::Mean(h) => match (v, values[h]) {
                (AggValue::Int(s), AggValue::Int(n)) if n > 0 => AggValue::Float(s as f64 / n as f64),
                (AggValue::Float(s), AggValue::Int(n)) if n > 0 => AggValue::Float(s / n as f64),
                _ => AggValue::Null,
            },
        })
        .collect()
}

/// A row's cell as an aggregate's value.
fn agg_value(c: Option<Value>) -> AggValue {
    match c {
        None => AggValue::Null,
        Some(Value::Int(i)) => AggValue::Int(i),
        Some(Value::Float(x)) => AggValue::Float(x),
    }
}

#[derive(Clone, Copy, Debug)]
enum AggBack {
    /// The value as it is.
    Same,
    /// A count lowered to a sum of validity: 0 over no rows, not null.
    Count,
    /// Null when the hidden aggregate at this index (a sum of validity) is 0 or null.
    NullIfNone(usize),
    /// An average lowered to a sum of the values (nulls filled with 0), divided by the
    /// hidden count of values at this index (a sum of validity); null when it is 0.
    Mean(usize),
}

/// What a derived column holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Derived {
    /// u32: 1 where the column holds a value, 0 where it is null.
    Valid,
    /// The column's type: its value, or these bits where it is null (an integer as
    /// [`Value::Int`], or an `f64`'s bits).
    Fill(i128),
}

/// Lower the nulls of the columns `q` reads in `data`; `None` when none of them holds a null
/// (run `q` on `data` as they are).
pub fn lower(q: &Query, data: &Dataset) -> Result<Option<Lowered>, NullError> {
    let nullable = |c: ColId| data.tables[c.table].validity(c.col).is_some();
    if nullable_read(q, data).is_none() {
        return Ok(None);
    }
    let mut l = Lowering { q: q.clone(), data: data.clone(), src: data, made: HashMap::new() };
    for t in &mut l.data.tables {
        t.nulls.clear();
    }

    // Filters: three-valued, so each atom on a nullable column also asks for a value.
    for t in 0..q.tables.len() {
        if let Some(p) = &q.filters[t] {
            l.q.filters[t] = Some(l.pred(t, p, false));
        }
    }
    // Joins: a null key matches nothing.
    let mut no_rows = false;
    for (j, join) in q.joins.iter().enumerate() {
        for &b in &join.build_keys {
            l.require_value(ColId { table: join.build, col: b });
        }
        let (x, y) = (join.probe_keys[0], ColId { table: join.build, col: join.build_keys[0] });
        if join.null_aware && (nullable(x) || nullable(y)) {
            // SQL's `x NOT IN (SELECT y …)`: over no rows, true (even for a null x: as `NOT
            // EXISTS`, below); else unknown for a null x, and for every x when some y is null.
            let b = &data.tables[join.build];
            let mut passing =
                (0..b.rows).filter(|&r| q.filters[join.build].as_ref().is_none_or(|p| eval_pred(p, b, r)));
            let first = passing.next();
            if first.is_some() {
                if first.into_iter().chain(passing).any(|r| !b.is_valid(y.col, r)) {
                    no_rows = true;
                } else {
                    l.require_value(x);
                }
                continue;
            }
        }
        for (k, &c) in join.probe_keys.iter().enumerate() {
            if !nullable(c) {
                continue;
            }
            // A null probe key looks up a key no build row holds, so it matches nothing: the
            // row is dropped by an inner or semi join and kept by an anti join, with no filter
            // and no column read beside the key.
            let build = ColId { table: join.build, col: join.build_keys[k] };
            let build_col = &data.tables[build.table].columns[build.col];
            // The keys the build inserts: its null keys are filtered out above.
            let build_valid = data.tables[build.table].validity(build.col);
            // Null slots that already hold keys no build row has (Parquet's zeros under dense
            // keys from 1) need no rewrite: the column is its own fill.
            let range = value_range(build_col, build_valid);
            if nulls_all(data, c, |v| range.is_none_or(|(lo, hi)| v < lo || v > hi)) {
                continue;
            }
            match (free_key(build_col, build_valid), join.kind) {
                (Some(free), _) => l.q.joins[j].probe_keys[k] = l.derive(c, Derived::Fill(free)),
                (None, JoinKind::Inner | JoinKind::Semi) => l.require_value(c),
                // No key is free to stand for a null: key on the validity too. The probe side
                // adds `c?valid`, the build side a column of ones (its null keys are filtered
                // out above), so a null probe key (valid 0) matches no build row.
                (None, JoinKind::Anti) if join.probe_keys.len() == 1 => {
                    let pv = l.derive(c, Derived::Valid);
                    let bv = l.derive(build, Derived::Valid);
                    let jj = &mut l.q.joins[j];
                    jj.probe_keys.push(pv);
                    jj.build_keys.push(bv.col);
                    jj.key_types.push(ColType::U32);
                    // A vector is indexed by one key.
                    if jj.algorithm == Algorithm::Vector {
                        jj.algorithm = Algorithm::Hash;
                    }
                }
                (None, JoinKind::Anti) => {
                    return Err(NullError::NoFreeKey {
                        column: q.column_name(c),
                        build: q.column_name(build),
                        ty: q.column_type(build),
                    });
                }
            }
        }
    }
    // Output: aggregates skip nulls; emitted nulls come back as nulls.
    let restore = match &q.output {
        OutputSpec::Aggregate(aggs) => {
            let (lowered, back) = l.aggregates(aggs);
            l.q.output = OutputSpec::Aggregate(lowered);
            Restore::Aggregates(back)
        }
        OutputSpec::Group(g) => {
            // A null is a group of its own: each nullable key is grouped by as a fill and by
            // its validity, a hidden key after the others.
            let mut keys = g.keys.clone();
            let mut valid = Vec::with_capacity(g.keys.len());
            for &c in &g.keys {
                valid.push(nullable(c).then(|| {
                    keys.push(l.derive(c, Derived::Valid));
                    keys.len() - 1
                }));
            }
            for k in 0..g.keys.len() {
                if valid[k].is_some() {
                    // The smallest value keeps the key's range as it is (a dense group array
                    // stays as small).
                    let c = g.keys[k];
                    let t = &data.tables[c.table];
                    let least = value_range(&t.columns[c.col], t.validity(c.col)).map_or(0, |r| r.0);
                    keys[k] = l.derive(c, Derived::Fill(least));
                }
            }
            let (aggs, back) = l.aggregates(&g.aggs);
            // Ordered and cut once the nulls are back, not before.
            l.q.output = OutputSpec::Group(GroupSpec { keys, aggs, order: Vec::new(), limit: None, ordered: false });
            Restore::Group { valid, back, spec: g.clone() }
        }
        OutputSpec::Emit { columns, limit } => {
            let mut lowered = columns.clone();
            let mut back = Vec::with_capacity(columns.len());
            for &c in columns {
                back.push(nullable(c).then(|| {
                    lowered.push(l.derive(c, Derived::Valid));
                    lowered.len() - 1
                }));
            }
            l.q.output = OutputSpec::Emit { columns: lowered, limit: *limit };
            Restore::Emit(back)
        }
    };
    if no_rows {
        // A `NOT IN` that holds for no row: the pipeline reads an empty probe table.
        let t = &mut l.data.tables[q.probe];
        let columns = t.columns.iter().map(|c| Column::zeroed(c.ty(), 0)).collect();
        *t = TableData::new(t.name.clone(), 0, columns);
        if let Some(b) = l.data.blocks.get_mut(q.probe) {
            *b = None;
        }
    }
    Ok(Some(Lowered { query: l.q, data: l.data, restore }))
}

impl Lowered {
    /// The original query's result from the lowered query's.
    pub fn restore(&self, mut r: QueryResult) -> QueryResult {
        match &self.restore {
            Restore::Aggregates(back) => {
                let values: Vec<AggValue> = r.aggregates.iter().map(|(_, v)| *v).collect();
                r.aggregates.truncate(back.len());
                for ((_, v), new) in r.aggregates.iter_mut().zip(restore_aggs(&values, back)) {
                    *v = new;
                }
            }
            Restore::Group { valid, back, spec } => {
                let (keys, lowered_keys) = (spec.keys.len(), spec.keys.len() + valid.iter().flatten().count());
                for row in &mut r.rows {
                    let mut out: Row = row[..keys].to_vec();
                    for (k, v) in valid.iter().enumerate() {
                        if let Some(h) = *v
                            && row[h] == Some(Value::Int(0))
                        {
                            out[k] = None;
                        }
                    }
                    let values: Vec<AggValue> = row[lowered_keys..].iter().map(|c| agg_value(*c)).collect();
                    out.extend(restore_aggs(&values, back).into_iter().map(crate::interp::agg_cell));
                    *row = out;
                }
                spec.arrange(&mut r.rows);
                r.rows_out = r.rows.len() as u64;
            }
            Restore::Emit(back) => {
                for row in &mut r.rows {
                    for (i, b) in back.iter().enumerate() {
                        if let Some(h) = *b
                            && row[h] == Some(Value::Int(0))
                        {
                            row[i] = None;
                        }
                    }
                    row.truncate(back.len());
                }
            }
        }
        r
    }
}

/// The first column `q` reads that holds a null in `data`, if any.
pub fn nullable_read(q: &Query, data: &Dataset) -> Option<ColId> {
    reads(q).into_iter().find(|c| data.tables[c.table].validity(c.col).is_some())
}

/// Every column `q` reads: in filters, join keys and the output.
fn reads(q: &Query) -> Vec<ColId> {
    let mut out = Vec::new();
    for (table, f) in q.filters.iter().enumerate() {
        if let Some(p) = f {
            out.extend(p.columns().into_iter().map(|col| ColId { table, col }));
        }
    }
    for j in &q.joins {
        out.extend(j.probe_keys.iter().copied());
        out.extend(j.build_keys.iter().map(|&col| ColId { table: j.build, col }));
    }
    match &q.output {
        OutputSpec::Aggregate(aggs) => out.extend(aggs.iter().flat_map(|a| a.arg.iter().flat_map(Calc::columns))),
        OutputSpec::Group(g) => {
            out.extend(g.keys.iter().copied().chain(g.aggs.iter().flat_map(|a| a.arg.iter().flat_map(Calc::columns))))
        }
        OutputSpec::Emit { columns, .. } => out.extend(columns.iter().copied()),
    }
    out
}

/// The smallest and largest value of an integer column, over the rows `valid` says hold one
/// (all when `None`); `None` when there is none (or the column is `f64`).
fn value_range(col: &Column, valid: Option<&Validity>) -> Option<(i128, i128)> {
    fn range<T: Copy + Ord + Into<i128>>(xs: &[T], valid: Option<&Validity>) -> Option<(i128, i128)> {
        let Some(v) = valid else {
            return Some(((*xs.iter().min()?).into(), (*xs.iter().max()?).into()));
        };
        let mut kept = xs.iter().enumerate().filter(|&(r, _)| v.is_valid(r)).map(|(_, &x)| x);
        let first = kept.next()?;
        let (lo, hi) = kept.fold((first, first), |(lo, hi), x| (lo.min(x), hi.max(x)));
        Some((lo.into(), hi.into()))
    }
    match col {
        Column::I32(xs) => range(xs, valid),
        Column::I64(xs) => range(xs, valid),
        Column::U32(xs) => range(xs, valid),
        Column::U64(xs) => range(xs, valid),
        Column::F64(_) => None,
    }
}

/// A key value no row of `col` holds (of those `valid` says hold one): one past its largest
/// value, or one below its smallest.
fn free_key(col: &Column, valid: Option<&Validity>) -> Option<i128> {
    let (lo, hi) = col.ty().int_range()?;
    match value_range(col, valid) {
        None => Some(0),
        Some((_, max)) if max < hi => Some(max + 1),
        Some((min, _)) if min > lo => Some(min - 1),
        _ => None,
    }
}

/// Does every null slot of column `c` hold a value (an integer, or an `f64`'s bits) for which
/// `ok` holds? Visits the null rows only.
fn nulls_all(data: &Dataset, c: ColId, ok: impl Fn(i128) -> bool) -> bool {
    let t = &data.tables[c.table];
    let Some(v) = t.validity(c.col) else { return true };
    if v.zeros_under_nulls() {
        return ok(0);
    }
    let col = &t.columns[c.col];
    v.null_rows().all(|r| match col {
        Column::F64(xs) => ok(xs[r].to_bits() as i128),
        _ => col.int(r).is_some_and(&ok),
    })
}

struct Lowering<'a> {
    q: Query,
    data: Dataset,
    /// The data as given, with its validity.
    src: &'a Dataset,
    made: HashMap<(ColId, Derived), usize>,
}

impl Lowering<'_> {
    /// `aggs` over the lowered columns, hidden aggregates after them, and how to read each
    /// original back: aggregates skip nulls.
    fn aggregates(&mut self, aggs: &[Agg]) -> (Vec<Agg>, Vec<AggBack>) {
        let mut lowered: Vec<Agg> = aggs.to_vec();
        // Per set of nullable columns: the hidden count of rows where all hold a value.
        let mut hidden: HashMap<Vec<ColId>, usize> = HashMap::new();
        let mut back = Vec::with_capacity(aggs.len());
        for (i, a) in aggs.iter().enumerate() {
            let Some(arg) = &a.arg else {
                back.push(AggBack::Same);
                continue;
            };
            let mut nullable: Vec<ColId> = arg.columns().into_iter().filter(|&c| self.validity(c).is_some()).collect();
            nullable.sort_by_key(|c| (c.table, c.col));
            nullable.dedup();
            if nullable.is_empty() {
                back.push(AggBack::Same);
                continue;
            }
            // 1 where every nullable operand holds a value, else 0.
            let valid = nullable
                .iter()
                .map(|&c| Calc::Col(self.derive(c, Derived::Valid)))
                .reduce(|x, y| Calc::Bin(ArithOp::Mul, Box::new(x), Box::new(y)))
                .expect("a nullable column");
            if a.func == AggFunc::Count {
                lowered[i] = Agg { func: AggFunc::Sum, arg: Some(valid), alias: a.alias.clone() };
                back.push(AggBack::Count);
                continue;
            }
            let names: Vec<String> = nullable.iter().map(|&c| self.q.column_name(c)).collect();
            let Some(c) = arg.col() else {
                // Arithmetic (a sum or an average): each nullable operand read with 0 for its
                // nulls, the whole multiplied by `valid`, so a row with a null adds nothing.
                let filled = self.fill_zero(arg);
                lowered[i].arg = Some(Calc::Bin(ArithOp::Mul, Box::new(valid.clone()), Box::new(filled)));
                lowered[i].func = AggFunc::Sum;
                let h = *hidden.entry(nullable).or_insert_with(|| {
                    lowered.push(Agg {
                        func: AggFunc::Sum,
                        arg: Some(valid),
                        alias: format!("{}?valid", names.join("*")),
                    });
                    lowered.len() - 1
                });
                back.push(if a.func == AggFunc::Avg { AggBack::Mean(h) } else { AggBack::NullIfNone(h) });
                continue;
            };
            let (ty, name) = (self.q.column_type(c), self.q.column_name(c));
            let fill = match (a.func, ty) {
                (AggFunc::Min, ColType::F64) => f64::INFINITY.to_bits() as i128,
                (AggFunc::Max, ColType::F64) => f64::NEG_INFINITY.to_bits() as i128,
                (AggFunc::Min, t) => t.int_range().expect("an integer type").1,
                (AggFunc::Max, t) => t.int_range().expect("an integer type").0,
                _ => 0, // a sum or an average (0 is also +0.0's bits)
            };
            lowered[i].arg = Some(Calc::Col(self.derive(c, Derived::Fill(fill))));
            if a.func == AggFunc::Avg {
                lowered[i].func = AggFunc::Sum;
            }
            let h = *hidden.entry(nullable).or_insert_with(|| {
                lowered.push(Agg { func: AggFunc::Sum, arg: Some(valid), alias: format!("{name}?valid") });
                lowered.len() - 1
            });
            back.push(if a.func == AggFunc::Avg { AggBack::Mean(h) } else { AggBack::NullIfNone(h) });
        }
        (lowered, back)
    }

    /// `arg` with each nullable column read with 0 for its nulls.
    fn fill_zero(&mut self, arg: &Calc) -> Calc {
        match arg {
            Calc::Col(c) if self.validity(*c).is_some() => Calc::Col(self.derive(*c, Derived::Fill(0))),
            Calc::Bin(op, l, r) => Calc::Bin(*op, Box::new(self.fill_zero(l)), Box::new(self.fill_zero(r))),
            other => other.clone(),
        }
    }

    fn validity(&self, c: ColId) -> Option<&Validity> {
        self.src.tables[c.table].validity(c.col)
    }

    /// The column derived from `c` as `how`, made (and appended to its table) on first use.
    fn derive(&mut self, c: ColId, how: Derived) -> ColId {
        if let Some(&col) = self.made.get(&(c, how)) {
            return ColId { table: c.table, col };
        }
        let data: &Dataset = self.src;
        // A fill its null slots already hold (Parquet writes zeros there) is the column itself.
        if let Derived::Fill(f) = how
            && nulls_all(data, c, |v| v == f)
        {
            return c;
        }
        let src = &data.tables[c.table].columns[c.col];
        let Some(v) = data.tables[c.table].validity(c.col) else {
            // A column without nulls is valid on every row (a build key beside a nullable
            // probe key).
            assert_eq!(how, Derived::Valid, "filled only where a column holds nulls");
            let ones = Column::U32(vec![1u32; src.len()].into());
            return self.push_derived(c, how, ones, ColType::U32, "valid".to_string());
        };
        let (column, ty, name) = match how {
            Derived::Valid => {
                (Column::U32(par_collect(v.len(), |r| v.is_valid(r) as u32).into()), ColType::U32, "valid".to_string())
            }
            Derived::Fill(f) => (fill(src, v, f), src.ty(), format!("fill={}", fill_text(src.ty(), f))),
        };
        self.push_derived(c, how, column, ty, name)
    }

    /// Append `column`, derived from `c` as `how`, to `c`'s table as `c?name`.
    fn push_derived(&mut self, c: ColId, how: Derived, column: Column, ty: ColType, name: String) -> ColId {
        let t: &mut TableData = &mut self.data.tables[c.table];
        t.columns.push(column);
        let schema = &mut self.q.tables[c.table];
        schema.columns.push((format!("{}?{name}", schema.columns[c.col].0), ty));
        let col = t.columns.len() - 1;
        self.made.insert((c, how), col);
        ColId { table: c.table, col }
    }

    /// `c?valid = 1`.
    fn has_value(&mut self, c: ColId) -> Pred {
        let v = self.derive(c, Derived::Valid);
        Pred::Cmp { col: v.col, ty: ColType::U32, op: CmpOp::Eq, value: Value::Int(1) }
    }

    /// Keep only the rows of `c`'s table where `c` holds a value (nothing to do if it has no
    /// nulls).
    fn require_value(&mut self, c: ColId) {
        if self.validity(c).is_none() {
            return;
        }
        let atom = self.has_value(c);
        let f = &mut self.q.filters[c.table];
        *f = Some(match f.take() {
            None => atom,
            Some(Pred::And(mut ps)) => {
                ps.push(atom);
                Pred::And(ps)
            }
            Some(p) => Pred::And(vec![p, atom]),
        });
    }

    /// `p` (negated when `neg`) over table `t`, true exactly where SQL's three-valued `p` is
    /// true: `not` pushed down to the atoms, each atom on a nullable column guarded by
    /// `c?valid = 1`. A predicate over columns without nulls is kept as it was.
    fn pred(&mut self, t: usize, p: &Pred, neg: bool) -> Pred {
        if p.columns().into_iter().all(|col| self.validity(ColId { table: t, col }).is_none()) {
            return if neg { Pred::Not(Box::new(p.clone())) } else { p.clone() };
        }
        match p {
            Pred::IsNull { col } => {
                let v = self.derive(ColId { table: t, col: *col }, Derived::Valid);
                Pred::Cmp { col: v.col, ty: ColType::U32, op: CmpOp::Eq, value: Value::Int(neg as i128) }
            }
            Pred::Cmp { col, .. } | Pred::Between { col, .. } | Pred::In { col, .. } | Pred::Text { col, .. } => {
                let atom = if neg { Pred::Not(Box::new(p.clone())) } else { p.clone() };
                Pred::And(vec![self.has_value(ColId { table: t, col: *col }), atom])
            }
            Pred::And(ps) => {
                let ps = ps.iter().map(|q| self.pred(t, q, neg)).collect();
                if neg { Pred::Or(ps) } else { Pred::And(ps) }
            }
            Pred::Or(ps) => {
                let ps = ps.iter().map(|q| self.pred(t, q, neg)).collect();
                if neg { Pred::And(ps) } else { Pred::Or(ps) }
            }
            Pred::Not(q) => self.pred(t, q, !neg),
        }
    }
}

/// `c` with each null replaced by `f` (an integer, or an `f64`'s bits).
fn fill(c: &Column, v: &Validity, f: i128) -> Column {
    fn fill_with<T: Copy + Default + Send + Sync + 'static>(xs: &[T], v: &Validity, f: T) -> crate::data::Values<T> {
        par_collect(xs.len(), |r| if v.is_valid(r) { xs[r] } else { f }).into()
    }
    match c {
        Column::I32(xs) => Column::I32(fill_with(xs, v, f as i32)),
        Column::I64(xs) => Column::I64(fill_with(xs, v, f as i64)),
        Column::U32(xs) => Column::U32(fill_with(xs, v, f as u32)),
        Column::U64(xs) => Column::U64(fill_with(xs, v, f as u64)),
        Column::F64(xs) => Column::F64(fill_with(xs, v, f64::from_bits(f as u64))),
    }
}

/// `f(r)` for every row `r` in `0..len`, in chunks of at least 64 Ki rows spread over the
/// machine's cores (a derived column is a pass over a whole column, as long as a scan).
fn par_collect<T: Copy + Default + Send>(len: usize, f: impl Fn(usize) -> T + Sync) -> Vec<T> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let chunk = len.div_ceil(threads).max(1 << 16);
    // Zeroed pages are mapped lazily, so each thread faults in the part it writes.
    let mut out = vec![T::default(); len];
    let f = &f;
    std::thread::scope(|s| {
        for (i, part) in out.chunks_mut(chunk).enumerate() {
            s.spawn(move || {
                for (j, o) in part.iter_mut().enumerate() {
                    *o = f(i * chunk + j);
                }
            });
        }
    });
    out
}

fn fill_text(ty: ColType, f: i128) -> String {
    match ty {
        ColType::F64 => format!("{:?}", f64::from_bits(f as u64)),
        _ => f.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_free_key_lies_outside_the_column() {
        assert_eq!(free_key(&Column::U32(vec![3, 9].into()), None), Some(10));
        assert_eq!(free_key(&Column::U32(vec![0, u32::MAX].into()), None), None);
        assert_eq!(free_key(&Column::I32(vec![5, i32::MAX].into()), None), Some(4));
        assert_eq!(free_key(&Column::I64(Vec::new().into()), None), Some(0));
        // The value under a null is no key.
        let one_null = Validity::from_fn(2, |r| r == 0);
        assert_eq!(free_key(&Column::U32(vec![3, u32::MAX].into()), Some(&one_null)), Some(4));
    }
}
