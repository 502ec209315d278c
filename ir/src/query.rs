//! The verified, name-resolved form of a plan that every engine executes.
//!
//! ```text
//!   probe table P ──filter──▶ join B1 ──▶ join B2 ──▶ … ──▶ aggregate | emit
//!                               ▲            ▲
//!                    build B1 ──┘ build B2 ──┘   (each build side filtered first)
//! ```
//! One pipeline streams the probe table; each join adds one build table, probed with key
//! columns of the probe table or of a build table joined before it. A star probes every build
//! table with probe-table columns; a chain probes each with the previous build table's columns.

use crate::plan::{AggFunc, Algorithm, ArithOp, CmpOp, JoinKind, TextTest};
use crate::types::{ColType, Logical, ResultType, Value};

/// A column: table index into [`Query::tables`] and column index into that table's schema.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ColId {
    pub table: usize,
    pub col: usize,
}

#[derive(Clone, Debug, PartialEq, Hash)]
pub struct TableSchema {
    pub name: String,
    pub columns: Vec<(String, ColType)>,
    /// The column the table is statically partitioned by across NUMA nodes (`partition:`).
    pub partition: Option<usize>,
    /// The string columns (declared `str`), ascending: each holds `u32` codes into its
    /// dictionary.
    pub text: Vec<usize>,
    /// What each column's values mean (numbers, strings, decimals, dates), one per column.
    pub logical: Vec<Logical>,
}

impl TableSchema {
    pub fn column_type(&self, col: usize) -> ColType {
        self.columns[col].1
    }

    /// What column `col`'s values mean (a column added by a rewrite is a number).
    pub fn logical(&self, col: usize) -> Logical {
        self.logical.get(col).copied().unwrap_or_default()
    }

    /// Is column `col` a string column (codes into a dictionary)?
    pub fn is_text(&self, col: usize) -> bool {
        self.text.binary_search(&col).is_ok()
    }
}

/// A verified query over the plan's tables.
#[derive(Clone, Debug, PartialEq, Hash)]
pub struct Query {
    pub tables: Vec<TableSchema>,
    /// The table the pipeline streams.
    pub probe: usize,
    /// Joins in pipeline order.
    pub joins: Vec<Join>,
    /// Per table (same index as `tables`): the conjunction of its filters, if any.
    pub filters: Vec<Option<Pred>>,
    pub output: OutputSpec,
    /// The result's columns as the query presents them (names, order, types), over the rows
    /// engines produce ([`Query::row_columns`], or the aggregates of a global aggregate).
    pub result: Vec<ResultColumn>,
}

/// One column of a query's result as it is presented (SQL's SELECT list): which column of the
/// engines' rows it shows, under what name and type.
///
/// ```text
///   engines' row:   keys… aggregates…        (a grouped result; an emit's columns; a
///                      │      │                global aggregate's values)
///   result:       [ source 2, source 0, … ]  in the query's order, named, typed
/// ```
#[derive(Clone, Debug, PartialEq, Hash)]
pub struct ResultColumn {
    /// The column of the engines' rows (or the aggregate, for a global aggregate).
    pub source: usize,
    pub name: String,
    pub ty: ResultType,
    /// A float cell's point moves this many digits left: the average of decimals, which
    /// engines compute over their unscaled values.
    pub unscale: u8,
}

impl Query {
    pub fn column_name(&self, c: ColId) -> String {
        format!("{}.{}", self.tables[c.table].name, self.tables[c.table].columns[c.col].0)
    }
    pub fn column_type(&self, c: ColId) -> ColType {
        self.tables[c.table].columns[c.col].1
    }
    pub fn is_text(&self, c: ColId) -> bool {
        self.tables[c.table].is_text(c.col)
    }
    pub fn logical(&self, c: ColId) -> Logical {
        self.tables[c.table].logical(c.col)
    }
    /// Does any filter compare strings (which engines need lowered to codes first)?
    pub fn has_text_tests(&self) -> bool {
        fn walk(p: &Pred) -> bool {
            match p {
                Pred::Text { .. } => true,
                Pred::And(ps) | Pred::Or(ps) => ps.iter().any(walk),
                Pred::Not(q) => walk(q),
                _ => false,
            }
        }
        self.filters.iter().flatten().any(walk)
    }
    /// The columns of the result's rows, named and typed: an `emit`'s, or a grouped
    /// aggregate's keys then aggregates; `None` for a global aggregate (one row of values).
    pub fn row_columns(&self) -> Option<Vec<(String, ColType)>> {
        match &self.output {
            OutputSpec::Aggregate(_) => None,
            OutputSpec::Emit { columns, .. } => {
                Some(columns.iter().map(|&c| (self.column_name(c), self.column_type(c))).collect())
            }
            OutputSpec::Group(g) => Some(
                g.keys
                    .iter()
                    .map(|&c| (self.column_name(c), self.column_type(c)))
                    .chain(g.aggs.iter().map(|a| (a.alias.clone(), a.result_type(self))))
                    .collect(),
            ),
        }
    }

    /// Tables that take part in the pipeline: the probe table, then each join's build table.
    pub fn pipeline_tables(&self) -> impl Iterator<Item = usize> + '_ {
        std::iter::once(self.probe).chain(self.joins.iter().map(|j| j.build))
    }
}

#[derive(Clone, Debug, PartialEq, Hash)]
pub struct Join {
    pub kind: JoinKind,
    pub build: usize,
    /// Key columns on the probe side, each from the probe table or an earlier inner join.
    pub probe_keys: Vec<ColId>,
    /// Key columns of the build table, pairwise equal in type to `probe_keys`.
    pub build_keys: Vec<usize>,
    pub key_types: Vec<ColType>,
    pub algorithm: Algorithm,
    /// An anti join with `NOT IN` semantics ([`crate::plan::JoinClause::null_aware`]); engines
    /// never see it set on data with nulls in its keys, where alone it matters.
    pub null_aware: bool,
}

/// A filter predicate over the columns of one table (column indices into that table).
#[derive(Clone, Debug, PartialEq, Hash)]
pub enum Pred {
    Cmp {
        col: usize,
        ty: ColType,
        op: CmpOp,
        value: Value,
    },
    Between {
        col: usize,
        ty: ColType,
        lo: Value,
        hi: Value,
    },
    /// `values` are distinct and in ascending order; `words` holds them as 64-bit words (i64
    /// for signed columns, u64 for unsigned, the IEEE bits for f64), in the same order, so
    /// engines can search a long list instead of comparing with every value.
    In {
        col: usize,
        ty: ColType,
        values: Vec<Value>,
        words: Vec<u64>,
    },
    /// True where the column is null. Engines see it only over columns without nulls (the
    /// driver lowers it on a column that has some, [`crate::nulls`]), where it is false.
    IsNull {
        col: usize,
    },
    /// A string column against string constants, read through its dictionary. Engines never
    /// see it: the driver lowers it to a test of the column's codes ([`crate::strings`]).
    Text {
        col: usize,
        test: TextTest,
    },
    And(Vec<Pred>),
    Or(Vec<Pred>),
    Not(Box<Pred>),
}

impl Pred {
    /// An `in` list over a column of type `ty`: sorted, without repeats, with its words.
    pub fn in_list(col: usize, ty: ColType, mut values: Vec<Value>) -> Pred {
        // The verifier admits only integer constants on integer columns.
        let int = |v: &Value| match v {
            Value::Int(i) => *i,
            Value::Float(x) => *x as i128,
        };
        if ty == ColType::F64 {
            // -0.0 and 0.0 match the same rows: keep one, 0.0.
            values.iter_mut().filter(|v| v.as_f64() == 0.0).for_each(|v| *v = Value::Float(0.0));
            values.sort_by(|a, b| a.as_f64().total_cmp(&b.as_f64()));
            values.dedup_by(|a, b| a.as_f64() == b.as_f64());
        } else {
            values.sort_by_key(int);
            values.dedup_by(|a, b| int(a) == int(b));
        }
        let words = values
            .iter()
            .map(|v| if ty == ColType::F64 { v.as_f64().to_bits() } else { int(v) as i64 as u64 })
            .collect();
        Pred::In { col, ty, values, words }
    }

    /// Can some row satisfy the predicate, when the values of every integer column (by index) lie in the
    /// closed range `range` gives (`None`: unknown, e.g. an `f64` column or no statistics)?
    ///
    /// Conservative: `false` only when the ranges prove that no row can, so a reader may skip
    /// a block of rows (a Parquet row group) for which this is `false`. Recurses once per
    /// level, within [`crate::plan::MAX_TREE_DEPTH`].
    pub fn may_hold(&self, range: &dyn Fn(usize) -> Option<(i128, i128)>) -> bool {
        self.may(range, true)
    }

    /// `want`: may the predicate hold (true) or may it fail (false) for some row?
    fn may(&self, range: &dyn Fn(usize) -> Option<(i128, i128)>, want: bool) -> bool {
        let int = |v: &Value| match v {
            Value::Int(i) => Some(*i),
            Value::Float(_) => None,
        };
        match self {
            Pred::Cmp { col, op, value, .. } => {
                let (Some((lo, hi)), Some(v)) = (range(*col), int(value)) else { return true };
                // Some x in lo..=hi with `x op v` (or, when !want, with `not x op v`).
                let op = if want { *op } else { op.negated() };
                match op {
                    CmpOp::Eq => lo <= v && v <= hi,
                    CmpOp::Ne => !(lo == v && hi == v),
                    CmpOp::Lt => lo < v,
                    CmpOp::Le => lo <= v,
                    CmpOp::Gt => hi > v,
                    CmpOp::Ge => hi >= v,
                }
            }
            Pred::Between { col, lo: a, hi: b, .. } => {
                let (Some((lo, hi)), Some(a), Some(b)) = (range(*col), int(a), int(b)) else { return true };
                if want { a <= hi && lo <= b && a <= b } else { lo < a || hi > b || a > b }
            }
            Pred::In { col, values, .. } => {
                let Some((lo, hi)) = range(*col) else { return true };
                if values.iter().any(|v| int(v).is_none()) {
                    return true;
                }
                let hit = |x: i128| values.iter().any(|v| int(v) == Some(x));
                if want { values.iter().filter_map(int).any(|v| lo <= v && v <= hi) } else { !(lo == hi && hit(lo)) }
            }
            // Holds: every operand may (a conservative answer: they might need different rows).
            // Fails: some operand may.
            Pred::And(es) => {
                if want {
                    es.iter().all(|e| e.may(range, true))
                } else {
                    es.iter().any(|e| e.may(range, false))
                }
            }
            Pred::Or(es) => {
                if want {
                    es.iter().any(|e| e.may(range, true))
                } else {
                    es.iter().all(|e| e.may(range, false))
                }
            }
            Pred::Not(e) => e.may(range, !want),
            // Statistics of values say nothing of nulls, nor of strings.
            Pred::IsNull { .. } | Pred::Text { .. } => true,
        }
    }

    /// Every column the predicate names (`is null` included), in order, with repeats.
    pub fn columns(&self) -> Vec<usize> {
        fn walk(p: &Pred, out: &mut Vec<usize>) {
            match p {
                Pred::Cmp { col, .. }
                | Pred::Between { col, .. }
                | Pred::In { col, .. }
                | Pred::IsNull { col }
                | Pred::Text { col, .. } => out.push(*col),
                Pred::And(ps) | Pred::Or(ps) => ps.iter().for_each(|q| walk(q, out)),
                Pred::Not(q) => walk(q, out),
            }
        }
        let mut out = Vec::new();
        walk(self, &mut out);
        out
    }

    /// Comparisons in the predicate (an `in` list counts once).
    pub fn comparisons(&self) -> usize {
        match self {
            Pred::And(ps) | Pred::Or(ps) => ps.iter().map(Pred::comparisons).sum(),
            Pred::Not(p) => p.comparisons(),
            _ => 1,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Hash)]
pub struct Agg {
    pub func: AggFunc,
    /// `None` for `count(*)`.
    pub arg: Option<Calc>,
    pub alias: String,
}

/// An aggregate's argument ([`crate::plan::Arith`] resolved): a column, or `+ - *` over
/// columns and constants. Arithmetic on integers is exact in 128 bits (a product of two
/// 64-bit values fits); any `f64` operand makes it `f64`. Only `sum` and `avg` take
/// arithmetic; a null operand makes the value null.
#[derive(Clone, Debug, PartialEq, Hash)]
pub enum Calc {
    Col(ColId),
    Const(Value),
    Bin(ArithOp, Box<Calc>, Box<Calc>),
}

impl Calc {
    /// The column, when the argument is just one.
    pub fn col(&self) -> Option<ColId> {
        match self {
            Calc::Col(c) => Some(*c),
            _ => None,
        }
    }

    /// Every column the argument reads, in order, with repeats.
    pub fn columns(&self) -> Vec<ColId> {
        match self {
            Calc::Col(c) => vec![*c],
            Calc::Const(_) => Vec::new(),
            Calc::Bin(_, l, r) => {
                let mut out = l.columns();
                out.extend(r.columns());
                out
            }
        }
    }

    /// The value's type: a column's own, else `f64` when an operand is, else `i64` (as the
    /// type of an integer result; its value is exact in 128 bits).
    pub fn ty(&self, q: &Query) -> ColType {
        match self {
            Calc::Col(c) => q.column_type(*c),
            _ if self.is_float(q) => ColType::F64,
            _ => ColType::I64,
        }
    }

    fn is_float(&self, q: &Query) -> bool {
        match self {
            Calc::Col(c) => q.column_type(*c) == ColType::F64,
            Calc::Const(v) => matches!(v, Value::Float(_)),
            Calc::Bin(_, l, r) => l.is_float(q) || r.is_float(q),
        }
    }

    /// The value from the operands' values (`value` reads a column; `Ok(None)`: null), or
    /// [`Overflow`] when integer arithmetic leaves 128 bits.
    pub fn eval(&self, value: &dyn Fn(ColId) -> Option<Value>) -> Result<Option<Value>, Overflow> {
        Ok(match self {
            Calc::Col(c) => value(*c),
            Calc::Const(v) => Some(*v),
            Calc::Bin(op, l, r) => {
                let (Some(a), Some(b)) = (l.eval(value)?, r.eval(value)?) else { return Ok(None) };
                Some(match (a, b) {
                    (Value::Int(x), Value::Int(y)) => Value::Int(
                        match op {
                            ArithOp::Add => x.checked_add(y),
                            ArithOp::Sub => x.checked_sub(y),
                            ArithOp::Mul => x.checked_mul(y),
                        }
                        .ok_or(Overflow)?,
                    ),
                    (a, b) => {
                        let (x, y) = (a.as_f64(), b.as_f64());
                        Value::Float(match op {
                            ArithOp::Add => x + y,
                            ArithOp::Sub => x - y,
                            ArithOp::Mul => x * y,
                        })
                    }
                })
            }
        })
    }

    /// An upper bound on the bits of the magnitude of every value the argument and each of its
    /// parts can take, from the columns' types (a decimal's precision, else its machine type)
    /// and the constants: at most 127 means no integer operation in it can leave an `i128`.
    pub fn bits(&self, q: &Query) -> u32 {
        match self {
            Calc::Col(c) => column_bits(q.column_type(*c), q.logical(*c)),
            Calc::Const(Value::Int(i)) => 128 - i.unsigned_abs().leading_zeros(),
            Calc::Const(Value::Float(_)) => 0,
            Calc::Bin(op, l, r) => {
                let (a, b) = (l.bits(q), r.bits(q));
                match op {
                    ArithOp::Add | ArithOp::Sub => a.max(b) + 1,
                    ArithOp::Mul => a + b,
                }
            }
        }
    }

    /// Can an integer operation of the argument, or a sum of its values over any number of
    /// rows one machine can process (fewer than 2^63), leave an `i128`? Engines check such
    /// arguments for overflow; for the rest, no check can fire.
    pub fn may_overflow(&self, q: &Query) -> bool {
        !self.is_float(q) && self.bits(q) > 64
    }
}

/// The bits of the largest magnitude a column holds: a decimal's `10^P - 1`, else its machine
/// type's range.
pub fn column_bits(ty: ColType, logical: Logical) -> u32 {
    match (logical, ty) {
        (Logical::Decimal { precision, .. }, _) => 128 - (crate::types::pow10(precision) - 1).leading_zeros(),
        (_, ColType::I32) => 31,
        (_, ColType::U32) => 32,
        (_, ColType::I64) => 63,
        (_, ColType::U64) => 64,
        (_, ColType::F64) => 0,
    }
}

/// Integer arithmetic or a sum left the 128 bits it is computed in: no answer is right, so the
/// query fails (as DuckDB's "Overflow in multiplication of INT128" does).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Overflow;

impl Agg {
    /// Type of the result: counts are integers, sums of integers are exact integers, min and max
    /// keep the column's type.
    pub fn is_float(&self, q: &Query) -> bool {
        self.func == AggFunc::Avg
            || self.func != AggFunc::Count && self.arg.as_ref().is_some_and(|c| c.ty(q) == ColType::F64)
    }

    /// The type of the result as a column: i64 for counts and integer sums (a sum beyond
    /// i64 does not fit it), f64 for float sums and averages, the column's for min and max.
    pub fn result_type(&self, q: &Query) -> ColType {
        match (self.func, &self.arg) {
            (AggFunc::Min | AggFunc::Max, Some(c)) => c.ty(q),
            _ if self.is_float(q) => ColType::F64,
            _ => ColType::I64,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Hash)]
pub enum OutputSpec {
    Aggregate(Vec<Agg>),
    /// One row per group: its grouping columns' values, then its aggregates.
    Group(GroupSpec),
    Emit {
        columns: Vec<ColId>,
        limit: Option<u64>,
    },
}

/// A grouped aggregate ([`crate::plan::GroupBy`] resolved).
#[derive(Clone, Debug, PartialEq, Hash)]
pub struct GroupSpec {
    /// Integer columns of the probe table or of inner-joined tables.
    pub keys: Vec<ColId>,
    pub aggs: Vec<Agg>,
    /// Sort keys of the result, most significant first: (output column, descending, nulls
    /// last). The output columns are the keys, then the aggregates. Whatever is not ordered by
    /// them is ordered by the grouping columns, ascending, so a result has one order.
    pub order: Vec<(usize, bool, bool)>,
    pub limit: Option<u64>,
    /// Whether the rows are put in that order. `false` when whoever reads the result takes
    /// its groups as a set (an engine above that aggregates or sorts them again): then only
    /// a `limit` makes [`GroupSpec::arrange`] sort.
    pub ordered: bool,
}

impl GroupSpec {
    /// The result's column names: the grouping columns as `T.c`, then the aliases.
    pub fn names(&self, q: &Query) -> Vec<String> {
        self.keys.iter().map(|&c| q.column_name(c)).chain(self.aggs.iter().map(|a| a.alias.clone())).collect()
    }

    /// Put a grouped result's rows (keys, then aggregates) in the spec's order and keep the
    /// first `limit`. Nulls go where each sort key says; the grouping columns that break ties
    /// sort nulls first.
    pub fn arrange(&self, rows: &mut Vec<crate::types::Row>) {
        if !self.ordered && self.limit.is_none() {
            return;
        }
        let keys = self.keys.len();
        // Ordered by integer grouping columns alone (the usual GROUP BY without ORDER BY):
        // each row's keys are read once into a flat array and those are sorted.
        let sorted = self.order.is_empty()
            && match keys {
                1 => by_int_keys::<1>(rows),
                2 => by_int_keys::<2>(rows),
                3 => by_int_keys::<3>(rows),
                4 => by_int_keys::<4>(rows),
                _ => false,
            };
        // The grouping columns end the comparison and no two groups share them: no ties, so
        // an unstable sort gives the one order there is.
        if !sorted {
            self.sort_rows(rows);
        }
        if let Some(n) = self.limit {
            rows.truncate(n.min(rows.len() as u64) as usize);
        }
    }

    /// [`GroupSpec::arrange`]'s order, comparing the rows' cells.
    fn sort_rows(&self, rows: &mut [crate::types::Row]) {
        use std::cmp::Ordering;
        fn cmp(a: &Option<Value>, b: &Option<Value>) -> Ordering {
            match (a, b) {
                (None, None) => Ordering::Equal,
                (None, _) => Ordering::Less,
                (_, None) => Ordering::Greater,
                (Some(Value::Int(x)), Some(Value::Int(y))) => x.cmp(y),
                (Some(x), Some(y)) => x.as_f64().total_cmp(&y.as_f64()),
            }
        }
        let keys = self.keys.len();
        rows.sort_unstable_by(|a, b| {
            self.order
                .iter()
                .map(|&(c, desc, nulls_last)| match (&a[c], &b[c]) {
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
                    (x, y) if desc => cmp(y, x),
                    (x, y) => cmp(x, y),
                })
                .chain((0..keys).map(|c| cmp(&a[c], &b[c])))
                .find(|o| o.is_ne())
                .unwrap_or(Ordering::Equal)
        });
    }
}

/// Sort `rows` by their first `N` cells, nulls first, when every one of them is an integer
/// or null (else leave them and say `false`). A null sorts as `(false, 0)`, below every
/// `(true, v)`.
fn by_int_keys<const N: usize>(rows: &mut Vec<crate::types::Row>) -> bool {
    let mut keyed: Vec<([(bool, i128); N], u32)> = Vec::with_capacity(rows.len());
    for (i, row) in rows.iter().enumerate() {
        let mut key = [(false, 0); N];
        for (k, cell) in key.iter_mut().zip(row) {
            *k = match cell {
                None => (false, 0),
                Some(Value::Int(v)) => (true, *v),
                Some(Value::Float(_)) => return false,
            };
        }
        let Ok(i) = u32::try_from(i) else { return false };
        keyed.push((key, i));
    }
    keyed.sort_unstable();
    let mut taken: Vec<Option<crate::types::Row>> = std::mem::take(rows).into_iter().map(Some).collect();
    rows.extend(keyed.iter().map(|&(_, i)| taken[i as usize].take().expect("each row once")));
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::Row;
    use proptest::prelude::*;

    fn cell() -> impl Strategy<Value = Option<Value>> {
        prop_oneof![Just(None), (-3i128..3).prop_map(|v| Some(Value::Int(v))), Just(Some(Value::Int(i128::MIN)))]
    }

    proptest! {
        /// The flat-key sort orders rows exactly as comparing their cells does, nulls first,
        /// with a limit, for 1–5 grouping columns (5 takes the comparing sort).
        #[test]
        fn grouped_rows_sort_by_their_keys_either_way(
            keys in 1usize..=5,
            rows in proptest::collection::vec(proptest::collection::vec(cell(), 6), 0..60),
            limit in proptest::option::of(0u64..70),
        ) {
            // Distinct keys, as groups have.
            let mut rows: Vec<Row> = rows;
            rows.sort_by_key(|r| format!("{:?}", &r[..keys]));
            rows.dedup_by_key(|r| format!("{:?}", &r[..keys]));
            let spec = GroupSpec { keys: (0..keys).map(|c| ColId { table: 0, col: c }).collect(), aggs: Vec::new(), order: Vec::new(), limit, ordered: true };
            let mut fast = rows.clone();
            spec.arrange(&mut fast);
            let mut slow = rows;
            spec.sort_rows(&mut slow);
            if let Some(n) = limit {
                slow.truncate(n as usize);
            }
            prop_assert_eq!(fast, slow);
        }

        /// Groups read as a set keep the order they came in; a limit still sorts and cuts.
        #[test]
        fn unordered_groups_are_sorted_only_for_a_limit(
            rows in proptest::collection::vec(proptest::collection::vec(cell(), 2), 0..40),
            limit in proptest::option::of(0u64..50),
        ) {
            let mut rows: Vec<Row> = rows;
            rows.dedup_by_key(|r| format!("{:?}", &r[..1]));
            let ordered = GroupSpec { keys: vec![ColId { table: 0, col: 0 }], aggs: Vec::new(), order: Vec::new(), limit, ordered: true };
            let set = GroupSpec { ordered: false, ..ordered.clone() };
            let (mut sorted, mut kept) = (rows.clone(), rows.clone());
            ordered.arrange(&mut sorted);
            set.arrange(&mut kept);
            prop_assert_eq!(kept, if limit.is_some() { sorted } else { rows });
        }
    }
}
