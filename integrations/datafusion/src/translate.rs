//! From a DataFusion physical subtree to a jitjoin query.
//!
//! ```text
//!   AggregateExec (Partial | Single)            ─▶ aggregate … group by …
//!     ProjectionExec                             column renames; arithmetic kept as terms
//!       FilterExec                               conjuncts over one table ─▶ filter t.c …
//!         HashJoinExec, SortMergeJoinExec        ─▶ join / semi join / anti join / not in join
//!         (inner, semi, anti)
//!           Repartition, CoalescePartitions,     passed through (a sort's order is of no use
//!           Sort (no limit)                      under an aggregate)
//!             FilterExec over a scan (a join     a leaf with its scan: DataFusion filters,
//!             side's)                            jitjoin holds only the rows that pass
//!             anything else                      a leaf: DataFusion runs it, jitjoin reads its
//!                                                batches as memory table t<i> (columns c<j>)
//! ```
//!
//! A node the translation cannot express becomes a leaf when its output can be read (every
//! column used is of a type jitjoin reads), so the largest subtree jitjoin can compile is
//! taken and the rest stays DataFusion's. Every refusal is kept with its reason.

use datafusion::arrow::datatypes::{DataType, Schema};
use datafusion::common::{JoinType, NullEquality, ScalarValue};
use datafusion::datasource::source::DataSourceExec;
use datafusion::logical_expr::Operator;
use datafusion::physical_expr::expressions::{
    BinaryExpr, CastExpr, Column, InListExpr, IsNotNullExpr, IsNullExpr, Literal, NotExpr, TryCastExpr,
};
use datafusion::physical_plan::aggregates::{AggregateExec, AggregateMode};
use datafusion::physical_plan::coalesce_partitions::CoalescePartitionsExec;
use datafusion::physical_plan::filter::FilterExec;
use datafusion::physical_plan::joins::{HashJoinExec, JoinOnRef, SortMergeJoinExec};
use datafusion::physical_plan::projection::ProjectionExec;
use datafusion::physical_plan::repartition::RepartitionExec;
use datafusion::physical_plan::sorts::sort::SortExec;
use datafusion::physical_plan::{ExecutionPlan, Partitioning, PhysicalExpr};
use std::collections::BTreeSet;
use std::sync::Arc;

/// A value over the leaves' columns: a column (leaf, column), a constant, or `+ - *` of two.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    Col(usize, usize),
    Const(Const),
    Arith(char, Box<Expr>, Box<Expr>),
}

/// A constant as jitjoin's plan language writes it.
#[derive(Clone, Debug, PartialEq)]
pub enum Const {
    Int(i128),
    /// Unscaled value and scale.
    Dec(i128, i8),
    Str(String),
    /// Days since 1970-01-01.
    Date(i32),
}

impl Const {
    fn text(&self) -> String {
        match self {
            Const::Int(v) => v.to_string(),
            Const::Dec(v, s) if *s <= 0 => (v * 10i128.pow((-*s) as u32)).to_string(),
            Const::Dec(v, s) => jitjoin::ir::types::decimal_text(*v, *s as u8),
            Const::Str(s) => format!("'{s}'"),
            Const::Date(d) => format!("date '{}'", jitjoin::ir::types::date_text(i64::from(*d))),
        }
    }
}

/// An inner equi-join between two leaves' columns.
#[derive(Clone, Debug)]
struct Edge {
    a: usize,
    a_cols: Vec<usize>,
    b: usize,
    b_cols: Vec<usize>,
}

/// A semi, anti or `not in` join: rows of `keep` (or of the tables joined to it) kept by
/// whether `build` holds their keys.
#[derive(Clone, Debug)]
struct SideJoin {
    kind: &'static str,
    keep: usize,
    keep_cols: Vec<usize>,
    build: usize,
    build_cols: Vec<usize>,
}

/// A translated subtree: each output column's value (`None`: not expressible), the leaves it
/// reads, the leaf DataFusion probes, its joins and its filters.
#[derive(Clone, Debug)]
struct Rel {
    cols: Vec<Option<Expr>>,
    tables: Vec<usize>,
    probe: usize,
    inner: Vec<Edge>,
    side: Vec<SideJoin>,
    filters: Vec<(usize, String)>,
    /// Joins translated (inner, semi and anti).
    joins: usize,
}

/// How each output column of the replaced subtree is made from jitjoin's result column of
/// the same position: cast to the field's type.
#[derive(Clone, Debug)]
pub struct Translation {
    /// The jitjoin query, in the plan language over tables `t<i>` with columns `c<j>`.
    pub text: String,
    /// The subtrees DataFusion runs, whose batches become tables `t<i>`.
    pub leaves: Vec<Arc<dyn ExecutionPlan>>,
    /// Per leaf: the columns the query reads (registered as `c<j>`).
    pub used: Vec<Vec<usize>>,
    /// Joins jitjoin runs.
    pub joins: usize,
    /// Why subtrees were left to DataFusion (as leaves).
    pub kept: Vec<String>,
    /// The same query probing another table of its inner joins: (table, text), `text`'s own
    /// first. The operator probes the table that holds the most rows once its inputs are read
    /// (DataFusion's statistics may be missing, and a sort-merge join's sides are only the
    /// query's order).
    pub probes: Vec<(usize, String)>,
}

/// A filter over a scan that keeps less than this share of the scan's rows (as DataFusion's
/// statistics estimate it) stays DataFusion's: converting a row into jitjoin's columns costs
/// about twice DataFusion's test of it (both are passes over the same columns), so below
/// half, testing every row and converting the few that pass is the cheaper order.
const SELECTIVE: f64 = 0.5;

/// The share of its input's rows `filter` keeps, as DataFusion's statistics estimate it
/// (from the scan's column bounds); `None` when they say nothing.
fn selectivity(filter: &FilterExec) -> Option<f64> {
    use datafusion::physical_plan::{StatisticsArgs, StatisticsContext};
    let stats = StatisticsContext::new();
    let rows = |p: &dyn ExecutionPlan| {
        stats.compute(p, &StatisticsArgs::new()).ok().and_then(|s| s.num_rows.get_value().copied())
    };
    let (out, all) = (rows(filter)?, rows(filter.input().as_ref())?);
    (all > 0).then(|| out as f64 / all as f64)
}

/// The filter over a table scan that `plan` is, through repartitions, merges of partitions
/// and sorts without a limit (a sort-merge join's sides are sorted), above the filter and
/// between it and the scan.
fn filtered_scan(plan: &Arc<dyn ExecutionPlan>) -> Option<&Arc<dyn ExecutionPlan>> {
    let filter = below(plan, |_| true);
    let f = filter.downcast_ref::<FilterExec>()?;
    below(f.input(), |_| true).is::<DataSourceExec>().then_some(filter)
}

/// `plan` below the operators on top of it that only move batches: merges of partitions,
/// sorts without a limit, and the repartitions whose partitioning `moves` accepts.
fn below(mut plan: &Arc<dyn ExecutionPlan>, moves: impl Fn(&Partitioning) -> bool) -> &Arc<dyn ExecutionPlan> {
    loop {
        if let Some(x) = plan.downcast_ref::<RepartitionExec>()
            && moves(x.partitioning())
        {
            plan = x.input();
        } else if let Some(x) = plan.downcast_ref::<CoalescePartitionsExec>()
            && x.fetch().is_none()
        {
            plan = x.input();
        } else if let Some(x) = plan.downcast_ref::<SortExec>()
            && x.fetch().is_none()
        {
            plan = x.input();
        } else {
            return plan;
        }
    }
}

/// The types jitjoin reads from a record batch column.
pub fn readable(t: &DataType) -> bool {
    use DataType::*;
    match t {
        Int8 | Int16 | Int32 | Int64 | UInt8 | UInt16 | UInt32 | UInt64 | Float32 | Float64 | Date32 => true,
        Decimal128(p, s) => *p <= 18 && *s >= 0,
        Utf8 | LargeUtf8 | Utf8View => true,
        _ => false,
    }
}

fn is_int(t: &DataType) -> bool {
    use DataType::*;
    matches!(t, Int8 | Int16 | Int32 | Int64 | UInt8 | UInt16 | UInt32 | UInt64)
}

/// An equi-join as DataFusion's hash and sort-merge joins both describe it.
struct Join<'a> {
    left: &'a Arc<dyn ExecutionPlan>,
    right: &'a Arc<dyn ExecutionPlan>,
    on: JoinOnRef<'a>,
    /// A condition beyond the equal keys.
    filtered: bool,
    null_equality: NullEquality,
    join_type: JoinType,
    /// `NOT IN`: a null key on the build side empties the result.
    null_aware: bool,
    /// The output columns, when the join projects them.
    projection: Option<&'a [usize]>,
}

/// The translation of a subtree rooted at an aggregate.
pub struct Translator {
    leaves: Vec<Arc<dyn ExecutionPlan>>,
    kept: Vec<String>,
}

/// Translate `agg` and the subtree below it, or say why not.
pub fn translate(agg: &AggregateExec) -> Result<Translation, String> {
    let mut t = Translator { leaves: Vec::new(), kept: Vec::new() };
    let rel = t.rel_or_leaf(agg.input())?;
    let only_scan = rel.joins == 0
        && (rel.tables.len() != 1
            || !(t.leaves[rel.tables[0]].is::<DataSourceExec>() || filtered_scan(&t.leaves[rel.tables[0]]).is_some()));
    if only_scan {
        return Err("no join to compile, and its input is not a table scan".into());
    }
    let (select, group) = t.aggregates(agg, &rel)?;
    let mut used: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); t.leaves.len()];
    let text = t.query(&rel, &select, &group, &mut used)?;
    let mut probes = vec![(rel.probe, text.clone())];
    let builds: Vec<usize> = rel.side.iter().map(|s| s.build).collect();
    for &p in rel.tables.iter().filter(|&&p| p != rel.probe && !builds.contains(&p)) {
        let other = Rel { probe: p, ..rel.clone() };
        // The same joins, filters and output read the same columns.
        let mut scratch = used.clone();
        if let Ok(text) = t.query(&other, &select, &group, &mut scratch) {
            probes.push((p, text));
        }
    }
    Ok(Translation {
        text,
        leaves: t.leaves,
        used: used.into_iter().map(|u| u.into_iter().collect()).collect(),
        joins: rel.joins,
        kept: t.kept,
        probes,
    })
}

impl Translator {
    /// `plan` translated, or, when it cannot be, read as a leaf.
    fn rel_or_leaf(&mut self, plan: &Arc<dyn ExecutionPlan>) -> Result<Rel, String> {
        let (leaves, kept) = (self.leaves.len(), self.kept.len());
        match self.rel(plan) {
            Ok(r) => Ok(r),
            Err(why) => {
                // What the failed translation took from below is DataFusion's again.
                self.leaves.truncate(leaves);
                self.kept.truncate(kept);
                if !plan.schema().fields().iter().any(|f| readable(f.data_type())) {
                    return Err(format!("{} ({why}) gives no column jitjoin reads", plan.name()));
                }
                let rel = self.leaf(plan);
                let leaf = &self.leaves[rel.tables[0]];
                // A scan is only read: nothing of DataFusion's is kept to note.
                if !leaf.children().is_empty() {
                    self.kept.push(format!("{}: {why}", leaf.name()));
                }
                Ok(rel)
            }
        }
    }

    fn leaf(&mut self, plan: &Arc<dyn ExecutionPlan>) -> Rel {
        // jitjoin reads every partition of a leaf: a round-robin repartition or a merge of
        // partitions on top of it only moves batches, so the leaf is what is below them.
        let plan = below(plan, |p| matches!(p, Partitioning::RoundRobinBatch(_)));
        let id = self.leaves.len();
        self.leaves.push(Arc::clone(plan));
        let cols = (0..plan.schema().fields().len()).map(|c| Some(Expr::Col(id, c))).collect();
        Rel { cols, tables: vec![id], probe: id, inner: vec![], side: vec![], filters: vec![], joins: 0 }
    }

    fn rel(&mut self, plan: &Arc<dyn ExecutionPlan>) -> Result<Rel, String> {
        if let Some(x) = plan.downcast_ref::<RepartitionExec>() {
            return self.rel(x.input());
        }
        if let Some(x) = plan.downcast_ref::<CoalescePartitionsExec>() {
            if x.fetch().is_some() {
                return Err("a limit".into());
            }
            return self.rel(x.input());
        }
        if let Some(x) = plan.downcast_ref::<ProjectionExec>() {
            let mut r = self.rel_or_leaf(x.input())?;
            let schema = x.input().schema();
            r.cols = x.expr().iter().map(|pe| expr_of(&pe.expr, &r.cols, &schema).ok()).collect();
            return Ok(r);
        }
        if let Some(x) = plan.downcast_ref::<FilterExec>() {
            // A selective filter over a scan: DataFusion filters, jitjoin converts the rows that
            // pass (converting a row costs more than DataFusion's test of it).
            if let Some(kept) = selectivity(x).filter(|&k| k < SELECTIVE)
                && filtered_scan(plan).is_some()
            {
                let rel = self.leaf(plan);
                self.kept.push(format!(
                    "FilterExec over a scan keeping about {:.0} % of its rows: DataFusion filters them as they are read",
                    100.0 * kept
                ));
                return Ok(rel);
            }
            let mut conjuncts = Vec::new();
            split_and(x.predicate(), &mut conjuncts);
            let mut r = self.rel_or_leaf(x.input())?;
            let schema = x.input().schema();
            for c in conjuncts {
                let (table, text) = pred(c, &r.cols, &schema)?;
                r.filters.push((table, text));
            }
            if let Some(p) = x.projection() {
                r.cols = p.iter().map(|&i| r.cols[i].clone()).collect();
            }
            return Ok(r);
        }
        if let Some(x) = plan.downcast_ref::<SortExec>() {
            if x.fetch().is_some() {
                return Err("a limit".into());
            }
            return self.rel(x.input());
        }
        if let Some(x) = plan.downcast_ref::<HashJoinExec>() {
            let join = Join {
                left: x.left(),
                right: x.right(),
                on: x.on(),
                filtered: x.filter().is_some(),
                null_equality: x.null_equality(),
                join_type: *x.join_type(),
                null_aware: x.null_aware,
                projection: x.projection.as_deref(),
            };
            return self.join(&join);
        }
        // Ballista plans sort-merge joins (they spill): the same join to jitjoin.
        if let Some(x) = plan.downcast_ref::<SortMergeJoinExec>() {
            let join = Join {
                left: x.left(),
                right: x.right(),
                on: x.on(),
                filtered: x.filter().is_some(),
                null_equality: x.null_equality(),
                join_type: x.join_type(),
                null_aware: false,
                projection: None,
            };
            return self.join(&join);
        }
        Err(format!("{} is not compiled", plan.name()))
    }

    fn join(&mut self, x: &Join) -> Result<Rel, String> {
        if x.filtered {
            return Err("a join filter beyond equal keys".into());
        }
        if x.null_equality != NullEquality::NullEqualsNothing {
            return Err("keys whose nulls are equal".into());
        }
        let kind = match x.join_type {
            JoinType::Inner => "join",
            JoinType::LeftSemi | JoinType::RightSemi => "semi join",
            JoinType::LeftAnti | JoinType::RightAnti if x.null_aware => "not in join",
            JoinType::LeftAnti | JoinType::RightAnti => "anti join",
            other => return Err(format!("a {other} join")),
        };
        if x.on.len() > 2 {
            return Err(format!("{} key columns (jitjoin joins on one or two)", x.on.len()));
        }
        let l = self.side(x.left)?;
        let r = self.side(x.right)?;
        let keys = |rel: &Rel, side: usize| -> Result<(usize, Vec<usize>), String> {
            let mut table = None;
            let mut cols = Vec::new();
            for pair in x.on {
                let (e, schema) = if side == 0 { (&pair.0, x.left.schema()) } else { (&pair.1, x.right.schema()) };
                match expr_of(e, &rel.cols, &schema)? {
                    Expr::Col(t, c) if table.is_none() || table == Some(t) => {
                        table = Some(t);
                        cols.push(c);
                    }
                    Expr::Col(..) => return Err("join keys from two tables on one side".into()),
                    _ => return Err("a join key that is not a column".into()),
                }
            }
            Ok((table.expect("one key at least"), cols))
        };
        let (lt, lc) = keys(&l, 0)?;
        let (rt, rc) = keys(&r, 1)?;
        let single = |rel: &Rel| rel.tables.len() == 1 && rel.inner.is_empty() && rel.side.is_empty();
        let mut out = Rel {
            cols: vec![],
            tables: [l.tables.clone(), r.tables.clone()].concat(),
            probe: r.probe,
            inner: [l.inner.clone(), r.inner.clone()].concat(),
            side: [l.side.clone(), r.side.clone()].concat(),
            filters: [l.filters.clone(), r.filters.clone()].concat(),
            joins: l.joins + r.joins + 1,
        };
        match x.join_type {
            JoinType::Inner => {
                out.inner.push(Edge { a: lt, a_cols: lc, b: rt, b_cols: rc });
                out.cols = [l.cols, r.cols].concat();
            }
            JoinType::LeftSemi | JoinType::LeftAnti => {
                if !single(&r) {
                    return Err(format!("a {kind} whose other side is itself a join"));
                }
                out.side.push(SideJoin { kind, keep: lt, keep_cols: lc, build: rt, build_cols: rc });
                out.cols = l.cols;
                out.probe = l.probe;
            }
            _ => {
                if !single(&l) {
                    return Err(format!("a {kind} whose other side is itself a join"));
                }
                out.side.push(SideJoin { kind, keep: rt, keep_cols: rc, build: lt, build_cols: lc });
                out.cols = r.cols;
            }
        }
        if let Some(p) = x.projection {
            out.cols = p.iter().map(|&i| out.cols[i].clone()).collect();
        }
        Ok(out)
    }

    /// A join's side. A filter over a table scan stays DataFusion's, the scan and the filter
    /// one leaf: DataFusion filters each batch as it is read, and jitjoin converts and holds
    /// only the rows that pass (all of a scan's rows would be held until the joins ran).
    /// Anything else is translated.
    fn side(&mut self, plan: &Arc<dyn ExecutionPlan>) -> Result<Rel, String> {
        let Some(filter) = filtered_scan(plan) else {
            return self.rel_or_leaf(plan);
        };
        if !filter.schema().fields().iter().any(|f| readable(f.data_type())) {
            return self.rel_or_leaf(plan);
        }
        let rel = self.leaf(filter);
        let note = "FilterExec over a scan: DataFusion filters the rows as they are read";
        if !self.kept.iter().any(|k| k == note) {
            self.kept.push(note.into());
        }
        Ok(rel)
    }

    fn col_type(&self, t: usize, c: usize) -> DataType {
        self.leaves[t].schema().field(c).data_type().clone()
    }

    fn nullable(&self, t: usize, c: usize) -> bool {
        self.leaves[t].schema().field(c).is_nullable()
    }

    /// The aggregate list (with aliases, in the replaced node's output order) and the
    /// grouping columns.
    fn aggregates(&self, agg: &AggregateExec, rel: &Rel) -> Result<(Vec<String>, Vec<String>), String> {
        let partial = match agg.mode() {
            AggregateMode::Partial => true,
            AggregateMode::Single | AggregateMode::SinglePartitioned => false,
            m => return Err(format!("a {m:?} aggregate (its partial one below is compiled)")),
        };
        let g = agg.group_expr();
        if g.has_grouping_set() {
            return Err("grouping sets".into());
        }
        if g.expr().len() > 16 {
            return Err(format!("{} grouping columns (jitjoin groups by up to 16)", g.expr().len()));
        }
        let mut select = Vec::new();
        let mut group = Vec::new();
        let schema = agg.input_schema();
        for (i, (e, _)) in g.expr().iter().enumerate() {
            match expr_of(e, &rel.cols, &schema)? {
                Expr::Col(t, c) => {
                    select.push(format!("t{t}.c{c} as g{i}"));
                    group.push(format!("t{t}.c{c}"));
                }
                _ => return Err("a grouping key that is computed".into()),
            }
        }
        for (i, a) in agg.aggr_expr().iter().enumerate() {
            if a.is_distinct() {
                return Err(format!("{} (distinct)", a.name()));
            }
            if agg.filter_expr().get(i).is_some_and(Option::is_some) {
                return Err(format!("{} with a filter", a.name()));
            }
            if !a.order_bys().is_empty() {
                return Err(format!("{} with an order", a.name()));
            }
            let fun = a.fun().name().to_ascii_lowercase();
            let args = a.expressions();
            let [arg] = &args[..] else { return Err(format!("{} of {} arguments", a.name(), args.len())) };
            let states = if partial { a.state_fields().map_err(|e| e.to_string())?.len() } else { 1 };
            let literal = arg.downcast_ref::<Literal>().is_some_and(|l| !l.value().is_null());
            let value = if literal { None } else { Some(expr_of(arg, &rel.cols, &schema)?) };
            // Whether the value is never null: then counting it counts rows.
            let total = |e: &Expr| cols_of(e).iter().all(|&(t, c)| !self.nullable(t, c));
            let count = |alias: String| match &value {
                None => Ok(format!("count(*) as {alias}")),
                Some(Expr::Col(t, c)) => Ok(format!("count(t{t}.c{c}) as {alias}")),
                Some(e) if total(e) => Ok(format!("count(*) as {alias}")),
                Some(_) => Err(format!("{}: a count of a computed value that may be null", a.name())),
            };
            let term = |what: &str| -> Result<String, String> {
                match &value {
                    Some(e) => Ok(format!("{what}({})", term_text(e, self)?)),
                    None => Err(format!("{} of a constant", a.name())),
                }
            };
            let column = |what: &str| -> Result<String, String> {
                match &value {
                    Some(Expr::Col(t, c)) => Ok(format!("{what}(t{t}.c{c})")),
                    _ => Err(format!("{} of a computed value", a.name())),
                }
            };
            match (fun.as_str(), states) {
                ("count", 1) => select.push(count(format!("a{i}"))?),
                ("sum", 1) => select.push(format!("{} as a{i}", term("sum")?)),
                ("min" | "max", 1) => select.push(format!("{} as a{i}", column(&fun)?)),
                ("avg", 2) if partial => {
                    select.push(count(format!("a{i}_count"))?);
                    select.push(format!("{} as a{i}_sum", term("sum")?));
                }
                ("avg", 1) if !partial && a.field().data_type() == &DataType::Float64 => {
                    select.push(format!("{} as a{i}", term("avg")?));
                }
                _ => return Err(format!("the aggregate {}", a.name())),
            }
        }
        Ok((select, group))
    }

    /// The query text: the probe table, its joins in an order each can be written in, the
    /// filters and the output.
    fn query(
        &self,
        rel: &Rel,
        select: &[String],
        group: &[String],
        used: &mut [BTreeSet<usize>],
    ) -> Result<String, String> {
        let mut lines = vec![format!("from t{}", rel.probe)];
        let mut joined = vec![rel.probe];
        let mut pending: Vec<&Edge> = rel.inner.iter().collect();
        let key_types = |a: usize, ac: &[usize], b: usize, bc: &[usize]| -> Result<(), String> {
            for (&x, &y) in ac.iter().zip(bc) {
                let (tx, ty) = (self.col_type(a, x), self.col_type(b, y));
                if tx != ty || !is_int(&tx) {
                    return Err(format!("join keys of types {tx} and {ty} (jitjoin joins equal integer types)"));
                }
            }
            Ok(())
        };
        let on = |p: usize, pc: &[usize], b: usize, bc: &[usize]| -> String {
            pc.iter().zip(bc).map(|(x, y)| format!("t{p}.c{x} = t{b}.c{y}")).collect::<Vec<_>>().join(" and ")
        };
        while !pending.is_empty() {
            let Some(i) = pending.iter().position(|e| joined.contains(&e.a) != joined.contains(&e.b)) else {
                return Err("joins that close a cycle (an equality between two joined tables)".into());
            };
            let e = pending.remove(i);
            let (p, pc, b, bc) =
                if joined.contains(&e.a) { (e.a, &e.a_cols, e.b, &e.b_cols) } else { (e.b, &e.b_cols, e.a, &e.a_cols) };
            key_types(p, pc, b, bc)?;
            pc.iter().for_each(|&c| _ = used[p].insert(c));
            bc.iter().for_each(|&c| _ = used[b].insert(c));
            lines.push(format!("join t{b} on {}", on(p, pc, b, bc)));
            joined.push(b);
        }
        for s in &rel.side {
            if !joined.contains(&s.keep) {
                return Err("a semi or anti join of a table not joined".into());
            }
            key_types(s.keep, &s.keep_cols, s.build, &s.build_cols)?;
            s.keep_cols.iter().for_each(|&c| _ = used[s.keep].insert(c));
            s.build_cols.iter().for_each(|&c| _ = used[s.build].insert(c));
            lines.push(format!("{} t{} on {}", s.kind, s.build, on(s.keep, &s.keep_cols, s.build, &s.build_cols)));
        }
        for (t, f) in &rel.filters {
            lines.push(format!("filter {f}"));
            for c in columns_named(f, *t) {
                used[*t].insert(c);
            }
        }
        let mut out = format!("aggregate {}", select.join(", "));
        if !group.is_empty() {
            out.push_str(&format!(" group by {}", group.join(", ")));
        }
        for s in select.iter().chain(group) {
            for (t, u) in used.iter_mut().enumerate() {
                u.extend(columns_named(s, t));
            }
        }
        lines.push(out);
        for (t, cols) in used.iter().enumerate() {
            for &c in cols {
                let ty = self.col_type(t, c);
                if !readable(&ty) {
                    return Err(format!("column {} of type {ty}", self.leaves[t].schema().field(c).name()));
                }
            }
        }
        Ok(lines.join("\n"))
    }
}

/// The columns `t<t>.c<j>` that `text` names.
fn columns_named(text: &str, t: usize) -> Vec<usize> {
    let needle = format!("t{t}.c");
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find(&needle) {
        let before = rest[..i].chars().last();
        let digits: String = rest[i + needle.len()..].chars().take_while(char::is_ascii_digit).collect();
        if !before.is_some_and(|b| b.is_ascii_alphanumeric() || b == '_')
            && let Ok(c) = digits.parse()
        {
            out.push(c);
        }
        rest = &rest[i + needle.len()..];
    }
    out
}

/// The columns an expression reads.
fn cols_of(e: &Expr) -> Vec<(usize, usize)> {
    match e {
        Expr::Col(t, c) => vec![(*t, *c)],
        Expr::Const(_) => vec![],
        Expr::Arith(_, a, b) => [cols_of(a), cols_of(b)].concat(),
    }
}

/// An arithmetic term in the plan language.
fn term_text(e: &Expr, t: &Translator) -> Result<String, String> {
    Ok(match e {
        Expr::Col(a, c) => {
            let ty = t.col_type(*a, *c);
            if !readable(&ty) || matches!(ty, DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View) {
                return Err(format!("arithmetic over a column of type {ty}"));
            }
            format!("t{a}.c{c}")
        }
        Expr::Const(Const::Str(_)) | Expr::Const(Const::Date(_)) => {
            return Err("arithmetic with a string or date".into());
        }
        Expr::Const(k) => k.text(),
        Expr::Arith(op, a, b) => format!("({} {op} {})", term_text(a, t)?, term_text(b, t)?),
    })
}

/// The conjuncts of `e`.
fn split_and<'a>(e: &'a Arc<dyn PhysicalExpr>, out: &mut Vec<&'a Arc<dyn PhysicalExpr>>) {
    if let Some(b) = e.downcast_ref::<BinaryExpr>()
        && *b.op() == Operator::And
    {
        split_and(b.left(), out);
        split_and(b.right(), out);
        return;
    }
    out.push(e);
}

/// A constant of a literal.
fn constant(v: &ScalarValue) -> Result<Const, String> {
    Ok(match v {
        ScalarValue::Int8(Some(x)) => Const::Int(*x as i128),
        ScalarValue::Int16(Some(x)) => Const::Int(*x as i128),
        ScalarValue::Int32(Some(x)) => Const::Int(*x as i128),
        ScalarValue::Int64(Some(x)) => Const::Int(*x as i128),
        ScalarValue::UInt8(Some(x)) => Const::Int(*x as i128),
        ScalarValue::UInt16(Some(x)) => Const::Int(*x as i128),
        ScalarValue::UInt32(Some(x)) => Const::Int(*x as i128),
        ScalarValue::UInt64(Some(x)) => Const::Int(*x as i128),
        ScalarValue::Decimal128(Some(x), _, s) => Const::Dec(*x, *s),
        ScalarValue::Date32(Some(d)) => Const::Date(*d),
        ScalarValue::Utf8(Some(s)) | ScalarValue::LargeUtf8(Some(s)) | ScalarValue::Utf8View(Some(s))
            if !s.contains(['\'', '"', '\n']) =>
        {
            Const::Str(s.clone())
        }
        other => return Err(format!("the constant {other:?}")),
    })
}

/// A cast jitjoin's own arithmetic already does: a wider integer, an integer as a decimal, a
/// decimal at a larger scale, a string as another string type.
fn transparent(from: &DataType, to: &DataType) -> bool {
    use DataType::*;
    match (from, to) {
        (a, b) if a == b => true,
        (a, b) if is_int(a) && is_int(b) => widens(a, b),
        (a, Decimal128(_, s)) if is_int(a) && *s >= 0 => true,
        (Decimal128(_, s1), Decimal128(_, s2)) => s2 >= s1,
        (Utf8 | LargeUtf8 | Utf8View, Utf8 | LargeUtf8 | Utf8View) => true,
        _ => false,
    }
}

/// Whether every value of integer type `a` is a value of integer type `b` (jitjoin computes
/// in 64 bits either way, so such a cast changes nothing it computes).
fn widens(a: &DataType, b: &DataType) -> bool {
    use DataType::*;
    let kind = |t: &DataType| -> (bool, u32) {
        match t {
            Int8 => (true, 8),
            Int16 => (true, 16),
            Int32 => (true, 32),
            Int64 => (true, 64),
            UInt8 => (false, 8),
            UInt16 => (false, 16),
            UInt32 => (false, 32),
            _ => (false, 64),
        }
    };
    let ((sa, wa), (sb, wb)) = (kind(a), kind(b));
    match (sa, sb) {
        (true, true) | (false, false) => wa <= wb,
        (false, true) => wa < wb,
        (true, false) => false,
    }
}

/// `e` over columns `cols` as an expression over the leaves.
fn expr_of(e: &Arc<dyn PhysicalExpr>, cols: &[Option<Expr>], schema: &Schema) -> Result<Expr, String> {
    if let Some(c) = e.downcast_ref::<Column>() {
        return cols.get(c.index()).cloned().flatten().ok_or_else(|| format!("column {} is computed", c.name()));
    }
    if let Some(l) = e.downcast_ref::<Literal>() {
        return constant(l.value()).map(Expr::Const);
    }
    if let Some(c) = e.downcast_ref::<CastExpr>() {
        let inner = expr_of(c.expr(), cols, schema)?;
        let from = c.expr().data_type(schema).map_err(|e| e.to_string())?;
        return match inner {
            Expr::Const(k) => Ok(Expr::Const(k)),
            // DataFusion computes integer arithmetic in its operands' type, wrapping, and
            // widens after; jitjoin computes exactly. Only a column's cast is the same in both.
            Expr::Arith(..) if is_int(&from) => {
                Err(format!("a cast of {from} arithmetic to {} (DataFusion wraps in {from} first)", c.cast_type()))
            }
            other if transparent(&from, c.cast_type()) => Ok(other),
            _ => Err(format!("a cast from {from} to {}", c.cast_type())),
        };
    }
    if e.downcast_ref::<TryCastExpr>().is_some() {
        return Err("a try_cast".into());
    }
    if let Some(b) = e.downcast_ref::<BinaryExpr>() {
        let op = match b.op() {
            Operator::Plus => '+',
            Operator::Minus => '-',
            Operator::Multiply => '*',
            o => return Err(format!("the operator {o}")),
        };
        let l = expr_of(b.left(), cols, schema)?;
        let r = expr_of(b.right(), cols, schema)?;
        return Ok(Expr::Arith(op, Box::new(l), Box::new(r)));
    }
    Err(format!("the expression {e}"))
}

/// A predicate over one table's columns and constants: its table and its text.
fn pred(e: &Arc<dyn PhysicalExpr>, cols: &[Option<Expr>], schema: &Schema) -> Result<(usize, String), String> {
    let col = |e: &Arc<dyn PhysicalExpr>| -> Result<(usize, usize), String> {
        match expr_of(e, cols, schema)? {
            Expr::Col(t, c) => Ok((t, c)),
            _ => Err(format!("a predicate over {e}, not a column")),
        }
    };
    let same = |a: usize, b: usize| -> Result<usize, String> {
        if a == b { Ok(a) } else { Err("a predicate over two tables".into()) }
    };
    if let Some(b) = e.downcast_ref::<BinaryExpr>() {
        match b.op() {
            Operator::And | Operator::Or => {
                let (ta, a) = pred(b.left(), cols, schema)?;
                let (tb, bt) = pred(b.right(), cols, schema)?;
                let word = if *b.op() == Operator::And { "and" } else { "or" };
                return Ok((same(ta, tb)?, format!("({a} {word} {bt})")));
            }
            Operator::Eq | Operator::NotEq | Operator::Lt | Operator::LtEq | Operator::Gt | Operator::GtEq => {
                let (l, r) = (expr_of(b.left(), cols, schema)?, expr_of(b.right(), cols, schema)?);
                let (c, k, op) = match (l, r) {
                    (Expr::Col(t, c), Expr::Const(k)) => ((t, c), k, *b.op()),
                    (Expr::Const(k), Expr::Col(t, c)) => ((t, c), k, b.op().swap().ok_or("an operator")?),
                    (Expr::Col(..), Expr::Col(..)) => return Err(format!("a comparison of two columns ({e})")),
                    _ => return Err(format!("a comparison of computed values ({e})")),
                };
                let op = match op {
                    Operator::Eq => "=",
                    Operator::NotEq => "<>",
                    Operator::Lt => "<",
                    Operator::LtEq => "<=",
                    Operator::Gt => ">",
                    _ => ">=",
                };
                return Ok((c.0, format!("t{}.c{} {op} {}", c.0, c.1, k.text())));
            }
            o => return Err(format!("the operator {o} in a filter")),
        }
    }
    if let Some(i) = e.downcast_ref::<InListExpr>() {
        let (t, c) = col(i.expr())?;
        let items: Result<Vec<String>, String> = i
            .list()
            .iter()
            .map(|x| match expr_of(x, cols, schema)? {
                Expr::Const(k) => Ok(k.text()),
                _ => Err("an in-list of non-constants".to_string()),
            })
            .collect();
        let not = if i.negated() { "not " } else { "" };
        return Ok((t, format!("t{t}.c{c} {not}in ({})", items?.join(", "))));
    }
    if let Some(n) = e.downcast_ref::<IsNullExpr>() {
        let (t, c) = col(n.arg())?;
        return Ok((t, format!("t{t}.c{c} is null")));
    }
    if let Some(n) = e.downcast_ref::<IsNotNullExpr>() {
        let (t, c) = col(n.arg())?;
        return Ok((t, format!("t{t}.c{c} is not null")));
    }
    if let Some(n) = e.downcast_ref::<NotExpr>() {
        let (t, p) = pred(n.arg(), cols, schema)?;
        return Ok((t, format!("not ({p})")));
    }
    Err(format!("the predicate {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants_are_written_as_the_plan_language_reads_them() {
        assert_eq!(Const::Dec(5, 2).text(), "0.05");
        assert_eq!(Const::Dec(-1234, 2).text(), "-12.34");
        assert_eq!(Const::Dec(7, 0).text(), "7");
        assert_eq!(Const::Date(0).text(), "date '1970-01-01'");
        assert_eq!(Const::Date(9204).text(), "date '1995-03-15'");
        assert_eq!(Const::Date(-1).text(), "date '1969-12-31'");
    }

    #[test]
    fn columns_named_reads_each_reference() {
        assert_eq!(columns_named("sum((t0.c5 * (1 - t0.c6))) as a0, t10.c1", 0), vec![5, 6]);
        assert_eq!(columns_named("t10.c1 = t1.c2", 1), vec![2]);
    }

    #[test]
    fn casts_jitjoin_does_itself_are_transparent() {
        assert!(transparent(&DataType::Int32, &DataType::Int64));
        assert!(transparent(&DataType::Int64, &DataType::Decimal128(20, 0)));
        assert!(!transparent(&DataType::Decimal128(15, 2), &DataType::Decimal128(15, 1)));
        assert!(transparent(&DataType::UInt32, &DataType::UInt64));
        assert!(transparent(&DataType::UInt32, &DataType::Int64));
        assert!(!transparent(&DataType::UInt64, &DataType::Int64));
        assert!(!transparent(&DataType::Int32, &DataType::UInt64));
        assert!(!transparent(&DataType::Int64, &DataType::Int32));
    }
}
