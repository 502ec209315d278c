//! The verifier: checks a parsed [`Plan`] and resolves it into a [`Query`].
//!
//! It reports every problem it finds, each located in the plan file, rather than stopping at
//! the first.

use crate::error::{PlanError, PlanErrorKind as K, PlanErrors};
use crate::plan::*;
use crate::query::*;
use crate::types::{ColType, Logical, MAX_RESULT_PRECISION, ResultType, Value, decimal_at, float_decimal_text, pow10};
use std::collections::{HashMap, HashSet};

/// Verify `plan` (read from `file`, for messages) and resolve its names.
pub fn verify(file: &str, plan: &Plan) -> Result<Query, PlanErrors> {
    let mut v = Verifier { file, plan, errors: Vec::new(), index: HashMap::new() };
    match v.run() {
        Some(q) if v.errors.is_empty() => Ok(q),
        _ => Err(PlanErrors(v.errors)),
    }
}

struct Verifier<'a> {
    file: &'a str,
    plan: &'a Plan,
    errors: Vec<PlanError>,
    index: HashMap<&'a str, usize>,
}

/// How a table takes part in the pipeline, which decides whether its columns can be read.
#[derive(Clone, Copy, PartialEq)]
enum Role {
    Readable,
    Tested(JoinKind),
}

impl<'a> Verifier<'a> {
    fn err(&mut self, span: Span, kind: K) {
        self.errors.push(PlanError::new(self.file, span, kind));
    }

    fn table_names(&self) -> Vec<String> {
        self.plan.tables.iter().map(|t| t.name.name.clone()).collect()
    }

    fn lookup_table(&mut self, id: &Ident) -> Option<usize> {
        let found = self.index.get(id.name.as_str()).copied();
        if found.is_none() {
            let known = self.table_names();
            self.err(id.span, K::UnknownTable { name: id.name.clone(), known });
        }
        found
    }

    fn lookup_col(&mut self, c: &ColRef) -> Option<ColId> {
        let table = self.lookup_table(&c.table)?;
        let t = &self.plan.tables[table];
        match t.columns.iter().position(|d| d.name.name == c.column.name) {
            Some(col) => Some(ColId { table, col }),
            None => {
                let known = t.columns.iter().map(|d| d.name.name.clone()).collect();
                self.err(
                    c.column.span,
                    K::UnknownColumn { table: c.table.name.clone(), column: c.column.name.clone(), known },
                );
                None
            }
        }
    }

    fn ty(&self, c: ColId) -> ColType {
        self.plan.tables[c.table].columns[c.col].ty
    }

    fn is_text(&self, c: ColId) -> bool {
        self.plan.tables[c.table].columns[c.col].is_text()
    }

    fn logical(&self, c: ColId) -> Logical {
        self.plan.tables[c.table].columns[c.col].logical
    }

    /// Does `c` name a string column? `false` for a column that does not exist (not reported).
    fn names_text(&self, c: &ColRef) -> bool {
        self.index
            .get(c.table.name.as_str())
            .is_some_and(|&t| self.plan.tables[t].columns.iter().any(|d| d.name.name == c.column.name && d.is_text()))
    }

    /// Refuse a number compared with string column `c`.
    fn refuse_text(&mut self, col: &ColRef, c: ColId) -> Option<()> {
        if self.is_text(c) {
            self.err(
                col.span(),
                K::Text {
                    msg: format!("{col} is a string column, compared here with a number"),
                    help: format!("compare it with quoted strings: `{col} = 'ASIA'`"),
                },
            );
            return None;
        }
        Some(())
    }

    fn run(&mut self) -> Option<Query> {
        let plan = self.plan;
        // Sizes first: a plan beyond them is refused before any pass walks it.
        if !self.check_sizes() {
            return None;
        }
        for (i, t) in plan.tables.iter().enumerate() {
            if self.index.insert(t.name.name.as_str(), i).is_some() {
                self.err(t.name.span, K::DuplicateTable(t.name.name.clone()));
            }
        }
        for t in &plan.tables {
            self.check_table(t);
        }
        self.check_foreign_cycles();

        let probe = self.lookup_table(&plan.from);
        let mut roles: HashMap<usize, Role> = HashMap::new();
        if let Some(p) = probe {
            roles.insert(p, Role::Readable);
        }
        let mut joins = Vec::new();
        for j in &plan.joins {
            if let Some(join) = self.check_join(j, &roles) {
                roles.insert(join.build, if j.kind == JoinKind::Inner { Role::Readable } else { Role::Tested(j.kind) });
                joins.push(join);
            } else if let Some(&b) = self.index.get(j.table.name.as_str()) {
                // Keep going so later joins that use this table do not report follow-on errors.
                roles.entry(b).or_insert(Role::Readable);
            }
        }

        let mut filters: Vec<Option<Pred>> = vec![None; plan.tables.len()];
        for f in &plan.filters {
            if let Some((table, pred)) = self.check_filter(f, &roles) {
                filters[table] = Some(match filters[table].take() {
                    None => pred,
                    Some(Pred::And(mut ps)) => {
                        ps.push(pred);
                        Pred::And(ps)
                    }
                    Some(prev) => Pred::And(vec![prev, pred]),
                });
            }
        }

        let output = self.check_output(&plan.output, &roles);
        let tables = plan
            .tables
            .iter()
            .map(|t| TableSchema {
                name: t.name.name.clone(),
                columns: t.columns.iter().map(|c| (c.name.name.clone(), c.ty)).collect(),
                partition: t.partition.as_ref().and_then(|p| t.columns.iter().position(|c| c.name.name == p.name)),
                text: t.columns.iter().enumerate().filter(|(_, c)| c.is_text()).map(|(i, _)| i).collect(),
                logical: t.columns.iter().map(|c| c.logical).collect(),
            })
            .collect();
        let (output, result) = output?;
        let q = Query { tables, probe: probe?, joins, filters, output, result };
        self.check_limits(&q);
        Some(q)
    }

    fn check_table(&mut self, t: &TableDecl) {
        if t.columns.is_empty() {
            self.err(t.name.span, K::NoColumns(t.name.name.clone()));
        }
        if let Some(p) = &t.partition {
            match t.columns.iter().find(|c| c.name.name == p.name) {
                None => self.err(
                    p.span,
                    K::UnknownColumn {
                        table: t.name.name.clone(),
                        column: p.name.clone(),
                        known: t.columns.iter().map(|c| c.name.name.clone()).collect(),
                    },
                ),
                Some(c) if c.ty == ColType::F64 => {
                    self.err(p.span, K::FloatKey { col: format!("`{}.{}` (the partition key)", t.name.name, p.name) })
                }
                Some(_) => {}
            }
        }
        let mut seen = HashSet::new();
        for (ci, c) in t.columns.iter().enumerate() {
            if !seen.insert(c.name.name.as_str()) {
                self.err(c.name.span, K::DuplicateColumn { table: t.name.name.clone(), column: c.name.name.clone() });
            }
            let bad = |msg: String, help: Option<String>| K::BadGenerator {
                table: t.name.name.clone(),
                column: c.name.name.clone(),
                msg,
                help,
            };
            let rows = match (&t.source, &c.generator) {
                (Source::File { .. } | Source::Memory | Source::Bench { .. }, None) => continue,
                (Source::Bench { suite, .. }, Some(_)) => {
                    self.err(
                        c.name.span,
                        bad(
                            format!("a column of an `{}:` table takes no generator", suite.param()),
                            Some("remove `= …`; the benchmark's generator makes the values".into()),
                        ),
                    );
                    continue;
                }
                (Source::Generated { .. }, Some(_)) if c.is_text() => {
                    self.err(
                        c.name.span,
                        bad(
                            "a generated column holds numbers, not strings".into(),
                            Some(
                                "declare it with a number type; string columns come from files and the `ssb:` \
                                  and `tpch:` generators"
                                    .into(),
                            ),
                        ),
                    );
                    continue;
                }
                (Source::Memory, Some(_)) => {
                    self.err(
                        c.name.span,
                        bad(
                            "a column of a memory table takes no generator".into(),
                            Some("remove `= …`; the program supplies the values".into()),
                        ),
                    );
                    continue;
                }
                (Source::File { format, .. }, Some(_)) => {
                    self.err(
                        c.name.span,
                        bad(
                            format!("a column of a {} table takes no generator", format.name()),
                            Some("remove `= …`; the values come from the file".into()),
                        ),
                    );
                    continue;
                }
                (Source::Generated { .. }, None) => {
                    self.err(
                        c.name.span,
                        bad(
                            "has no generator".into(),
                            Some("add one, e.g. `= seq()`, `= dense()` or `= uniform(1, 100)`".into()),
                        ),
                    );
                    continue;
                }
                (Source::Generated { rows, .. }, Some(_)) => *rows,
            };
            let generator = c.generator.as_ref().expect("matched Some above");
            if let Some(share) = c.nulls
                && !(0.0..=1.0).contains(&share)
            {
                self.err(
                    c.name.span,
                    bad(
                        format!("nulls {share} is not a fraction"),
                        Some("nulls is the share of rows that are null, from 0 to 1".into()),
                    ),
                );
            }
            let int_only = |name: &str| {
                bad(
                    format!("{name} makes integers, but the column is {}", c.ty),
                    Some("declare the column as i32, i64, u32 or u64".into()),
                )
            };
            let max = c.ty.int_range().map_or(i128::MAX, |r| r.1);
            match generator {
                Gen::Dense => {
                    if !c.ty.is_integer() {
                        self.err(c.name.span, int_only("dense()"));
                    } else if rows as i128 > max {
                        self.err(
                            c.name.span,
                            bad(
                                format!("dense() over {rows} rows needs keys up to {rows}, more than {} holds", c.ty),
                                Some("use a 64-bit type or fewer rows".into()),
                            ),
                        );
                    }
                }
                Gen::Seq => {
                    if rows > 0 && (rows - 1) as i128 > max {
                        self.err(
                            c.name.span,
                            bad(
                                format!("seq() over {rows} rows goes past the largest {}", c.ty),
                                Some("use a 64-bit type or fewer rows".into()),
                            ),
                        );
                    }
                }
                Gen::Dup { distinct } => {
                    if !c.ty.is_integer() {
                        self.err(c.name.span, int_only("dup()"));
                    } else if *distinct == 0 && rows > 0 {
                        self.err(
                            c.name.span,
                            bad("dup(distinct: 0) has no keys to draw".into(), Some("use distinct: 1 or more".into())),
                        );
                    } else if *distinct as i128 > max {
                        self.err(
                            c.name.span,
                            bad(format!("dup(distinct: {distinct}) goes past the largest {}", c.ty), None),
                        );
                    }
                }
                Gen::Foreign { of, dist, hit } => {
                    if !c.ty.is_integer() {
                        self.err(c.name.span, int_only("foreign()"));
                    }
                    if !(0.0..=1.0).contains(hit) {
                        self.err(
                            c.name.span,
                            bad(
                                format!("hit: {hit} is not a fraction"),
                                Some("hit is the share of keys that find a match, from 0 to 1".into()),
                            ),
                        );
                    }
                    if let Dist::Zipf(theta) = dist
                        && !(theta.is_finite() && *theta >= 0.0)
                    {
                        self.err(
                            c.name.span,
                            bad(
                                format!("zipf({theta}) needs θ ≥ 0"),
                                Some("θ = 0 is uniform; 0.5–1.5 are the usual skews".into()),
                            ),
                        );
                    }
                    if of.table.name == t.name.name {
                        self.err(
                            of.span(),
                            bad(
                                "foreign() must reference another table".into(),
                                Some("to repeat a column of this table, write its name: `= key`".into()),
                            ),
                        );
                    } else if let Some(target) = self.lookup_col(of) {
                        let tt = self.ty(target);
                        if !tt.is_integer() {
                            self.err(
                                of.span(),
                                bad(format!("{of} is {tt}; foreign keys reference integer columns"), None),
                            );
                        }
                    }
                }
                Gen::Uniform { lo, hi } => {
                    for v in [lo, hi] {
                        self.check_constant(c.name.span, &format!("{}.{}", t.name.name, c.name.name), c.ty, v);
                    }
                    // Integers are drawn from lo..=hi, doubles from [lo, hi).
                    let empty = match (lo, hi) {
                        (Value::Int(a), Value::Int(b)) if c.ty.is_integer() => a > b,
                        _ => lo.as_f64() >= hi.as_f64(),
                    };
                    if empty {
                        let help = if c.ty.is_integer() {
                            "write the smaller bound first"
                        } else {
                            "f64 values are drawn from [lo, hi): write a smaller lo than hi"
                        };
                        self.err(c.name.span, bad(format!("uniform({lo}, {hi}) is empty"), Some(help.into())));
                    }
                }
                Gen::Copy(src) => match t.columns[..ci].iter().find(|d| d.name.name == src.name) {
                    None => {
                        let later = t.columns.iter().any(|d| d.name.name == src.name);
                        let help = if later {
                            "declare the column it copies first"
                        } else {
                            "name a column declared above this one"
                        };
                        self.err(
                            src.span,
                            bad(
                                format!("copies `{}`, which is not a column declared before it", src.name),
                                Some(help.into()),
                            ),
                        );
                    }
                    Some(d) if d.ty != c.ty => {
                        self.err(
                            src.span,
                            bad(
                                format!("copies `{}` of type {} into a {} column", src.name, d.ty, c.ty),
                                Some(format!("declare `{}` as {}", c.name.name, d.ty)),
                            ),
                        );
                    }
                    Some(_) => {}
                },
                Gen::Const(v) => self.check_constant(c.name.span, &format!("{}.{}", t.name.name, c.name.name), c.ty, v),
            }
        }
    }

    /// `foreign()` generators make tables depend on each other; the dependencies must be acyclic.
    fn check_foreign_cycles(&mut self) {
        let plan = self.plan;
        let deps = plan.foreign_deps();
        if let Err(cycle) = crate::load_order(&deps) {
            let names: Vec<&str> = cycle.iter().map(|&i| plan.tables[i].name.name.as_str()).collect();
            let t = &plan.tables[cycle[0]];
            self.err(
                t.name.span,
                K::BadGenerator {
                    table: t.name.name.clone(),
                    column: "*".into(),
                    msg: format!("foreign() references form a cycle: {}", names.join(" → ")),
                    help: Some("make one of these tables generate its keys with dense() or dup()".into()),
                },
            );
        }
    }

    fn check_constant(&mut self, span: Span, col: &str, ty: ColType, v: &Value) {
        match v {
            Value::Int(i) if !ty.fits(*i) => {
                self.err(span, K::ConstantRange { col: col.into(), ty, value: i.to_string() })
            }
            Value::Float(x) if ty.is_integer() => {
                self.err(span, K::FloatConstant { col: col.into(), ty, value: format!("{x:?}") })
            }
            _ => {}
        }
    }

    fn check_join(&mut self, j: &JoinClause, roles: &HashMap<usize, Role>) -> Option<Join> {
        let build = self.lookup_table(&j.table)?;
        let shape = |msg: String, help: Option<&str>| K::JoinShape {
            table: j.table.name.clone(),
            msg,
            help: help.map(str::to_string),
        };
        if roles.contains_key(&build) {
            let msg = if Some(&build) == self.index.get(self.plan.from.name.as_str()) {
                "it is the probe table (`from`); a table cannot join itself".to_string()
            } else {
                "the table is joined twice, which would make the join graph a cycle, not a chain or star".to_string()
            };
            self.err(
                j.table.span,
                shape(msg, Some("join each table once; copy the table under another name to join it again")),
            );
            return None;
        }
        if j.on.len() > 2 {
            self.err(j.span, shape(format!("{} key columns; jitjoin joins on one or two", j.on.len()), None));
            return None;
        }
        let (mut probe_keys, mut build_keys, mut key_types) = (Vec::new(), Vec::new(), Vec::new());
        let mut ok = true;
        for (a, b) in &j.on {
            let (Some(ca), Some(cb)) = (self.lookup_col(a), self.lookup_col(b)) else {
                ok = false;
                continue;
            };
            let (p, bc, pref, bref) = match (ca.table == build, cb.table == build) {
                (false, true) => (ca, cb, a, b),
                (true, false) => (cb, ca, b, a),
                (true, true) => {
                    self.err(
                        a.span(),
                        shape(
                            format!("`{a} = {b}` compares two columns of `{}`", j.table.name),
                            Some("one side of each equality must be a column of a table joined before"),
                        ),
                    );
                    ok = false;
                    continue;
                }
                (false, false) => {
                    self.err(
                        a.span(),
                        shape(
                            format!("`{a} = {b}` does not mention `{}`", j.table.name),
                            Some(&format!("write the condition as `OTHER.col = {}.col`", j.table.name)),
                        ),
                    );
                    ok = false;
                    continue;
                }
            };
            match roles.get(&p.table) {
                Some(Role::Readable) => {}
                Some(Role::Tested(kind)) => {
                    self.err(
                        pref.span(),
                        K::NotVisible {
                            col: pref.to_string(),
                            table: pref.table.name.clone(),
                            how: format!("{}ed", kind.keyword().trim_end_matches(" join")),
                        },
                    );
                    ok = false;
                    continue;
                }
                None => {
                    self.err(
                        pref.span(),
                        shape(
                            format!(
                                "`{}` is not joined yet, so the plan is not a left-deep chain or star",
                                pref.table.name
                            ),
                            Some(&format!(
                                "start from the probe table (`from`) and add `{}` with a join before this one",
                                pref.table.name
                            )),
                        ),
                    );
                    ok = false;
                    continue;
                }
            }
            let (pt, bt) = (self.ty(p), self.ty(bc));
            if self.is_text(p) || self.is_text(bc) {
                let col = if self.is_text(p) { pref } else { bref };
                self.err(
                    col.span(),
                    K::Text {
                        msg: format!("{col} is a string column, and join keys are integers"),
                        help: "join on the tables' integer keys (each string column has its own dictionary, so \
                               codes of two tables do not compare)"
                            .into(),
                    },
                );
                ok = false;
            } else if pt == ColType::F64 || bt == ColType::F64 {
                let col = if pt == ColType::F64 { pref } else { bref };
                self.err(col.span(), K::FloatKey { col: col.to_string() });
                ok = false;
            } else if pt != bt {
                self.err(
                    a.span(),
                    K::KeyTypeMismatch { left: pref.to_string(), left_ty: pt, right: bref.to_string(), right_ty: bt },
                );
                ok = false;
            }
            probe_keys.push(p);
            build_keys.push(bc.col);
            key_types.push(pt);
        }
        if !ok {
            return None;
        }
        if j.algorithm == Algorithm::Vector && build_keys.len() != 1 {
            self.err(
                j.span,
                K::VectorHint {
                    table: j.table.name.clone(),
                    reason: "the vector join indexes an array by one integer key; this join has two key columns".into(),
                },
            );
            return None;
        }
        if j.null_aware && (j.kind != JoinKind::Anti || build_keys.len() != 1) {
            self.err(
                j.span,
                shape(
                    "`not in join` on two key columns; SQL's NOT IN compares one column".into(),
                    Some("use `anti join` (NOT EXISTS) for two key columns"),
                ),
            );
            return None;
        }
        Some(Join {
            kind: j.kind,
            build,
            probe_keys,
            build_keys,
            key_types,
            algorithm: j.algorithm,
            null_aware: j.null_aware,
        })
    }

    fn check_filter(&mut self, f: &Filter, roles: &HashMap<usize, Role>) -> Option<(usize, Pred)> {
        let cols = f.expr.columns();
        if cols.is_empty() {
            self.err(f.span, K::Syntax { expected: "a comparison in the filter".into(), found: "none".into() });
            return None;
        }
        let mut tables: Vec<&str> = cols.iter().map(|c| c.table.name.as_str()).collect();
        tables.dedup();
        let distinct: HashSet<&str> = tables.iter().copied().collect();
        if distinct.len() > 1 {
            let mut names: Vec<&str> = distinct.into_iter().collect();
            names.sort();
            self.err(f.span, K::MixedFilter { tables: names.join(", ") });
            return None;
        }
        let table = self.lookup_table(&cols[0].table)?;
        if !roles.contains_key(&table) {
            self.err(
                cols[0].span(),
                K::JoinShape {
                    table: cols[0].table.name.clone(),
                    msg: "the filter is on a table that the query does not join".into(),
                    help: Some(format!("join `{}` or drop the filter", cols[0].table.name)),
                },
            );
            return None;
        }
        let depth = f.expr.depth();
        if depth > MAX_TREE_DEPTH {
            self.err(
                f.span,
                K::TooLarge {
                    what: "the filter's expression tree depth".into(),
                    found: depth,
                    limit: MAX_TREE_DEPTH,
                    help: "write long conditions as flat `and`/`or` lists, which have no depth limit".into(),
                },
            );
            return None;
        }
        let pred = self.bind_expr(&f.expr)?;
        Some((table, pred))
    }

    fn bind_expr(&mut self, e: &Expr) -> Option<Pred> {
        Some(match e {
            Expr::Text { col, test } => {
                let c = self.lookup_col(col)?;
                if !self.is_text(c) {
                    self.err(
                        col.span(),
                        K::Text {
                            msg: format!("{col} is {}, compared here with a string", self.ty(c)),
                            help: format!("compare it with a number (`{col} = 7`), or declare it `str`"),
                        },
                    );
                    return None;
                }
                if let TextTest::Between(lo, hi) = test
                    && lo > hi
                {
                    self.err(col.span(), K::EmptyBetween { lo: format!("'{lo}'"), hi: format!("'{hi}'") });
                }
                Pred::Text { col: c.col, test: test.clone() }
            }
            Expr::Cmp { col, op, value } => {
                let c = self.lookup_col(col)?;
                self.refuse_text(col, c)?;
                let ty = self.ty(c);
                if let Logical::Decimal { scale, .. } = self.logical(c) {
                    // Exactly: `x < 0.065` at scale 2 is `x < 7` over the unscaled values.
                    let (op, value) = match scaled(value, scale) {
                        Scaled::Exact(v) => (*op, Value::Int(v)),
                        Scaled::Between(lo, hi) => match op {
                            CmpOp::Eq => (CmpOp::Lt, Value::Int(ty.int_range().unwrap_or_default().0)),
                            CmpOp::Ne => (CmpOp::Ge, Value::Int(ty.int_range().unwrap_or_default().0)),
                            CmpOp::Lt | CmpOp::Ge => (*op, Value::Int(hi)),
                            CmpOp::Le | CmpOp::Gt => (*op, Value::Int(lo)),
                        },
                        Scaled::Unknown => {
                            self.err(col.span(), decimal_constant(col, value, scale));
                            return None;
                        }
                    };
                    self.check_constant(col.span(), &col.to_string(), ty, &value);
                    return Some(Pred::Cmp { col: c.col, ty, op, value });
                }
                self.check_constant(col.span(), &col.to_string(), ty, value);
                Pred::Cmp { col: c.col, ty, op: *op, value: *value }
            }
            Expr::IsNull { col } => Pred::IsNull { col: self.lookup_col(col)?.col },
            Expr::Between { col, lo, hi } => {
                let c = self.lookup_col(col)?;
                self.refuse_text(col, c)?;
                let ty = self.ty(c);
                if let Logical::Decimal { scale, .. } = self.logical(c) {
                    // The unscaled values from the first at or above `lo` to the last at or
                    // below `hi`.
                    let (a, b) = match (scaled(lo, scale), scaled(hi, scale)) {
                        (Scaled::Unknown, _) => {
                            self.err(col.span(), decimal_constant(col, lo, scale));
                            return None;
                        }
                        (_, Scaled::Unknown) => {
                            self.err(col.span(), decimal_constant(col, hi, scale));
                            return None;
                        }
                        (a, b) => (a.ceil(), b.floor()),
                    };
                    if lo.as_f64() > hi.as_f64() {
                        self.err(col.span(), K::EmptyBetween { lo: lo.to_string(), hi: hi.to_string() });
                    }
                    let (a, b) = (Value::Int(a), Value::Int(b));
                    self.check_constant(col.span(), &col.to_string(), ty, &a);
                    self.check_constant(col.span(), &col.to_string(), ty, &b);
                    // Between two neighbouring values of the scale: no value.
                    if let (Value::Int(x), Value::Int(y)) = (a, b)
                        && x > y
                    {
                        let min = Value::Int(ty.int_range().unwrap_or_default().0);
                        return Some(Pred::Cmp { col: c.col, ty, op: CmpOp::Lt, value: min });
                    }
                    return Some(Pred::Between { col: c.col, ty, lo: a, hi: b });
                }
                self.check_constant(col.span(), &col.to_string(), ty, lo);
                self.check_constant(col.span(), &col.to_string(), ty, hi);
                if lo.as_f64() > hi.as_f64() {
                    self.err(col.span(), K::EmptyBetween { lo: lo.to_string(), hi: hi.to_string() });
                }
                Pred::Between { col: c.col, ty, lo: *lo, hi: *hi }
            }
            Expr::In { col, values } => {
                let c = self.lookup_col(col)?;
                self.refuse_text(col, c)?;
                let ty = self.ty(c);
                if let Logical::Decimal { scale, .. } = self.logical(c)
                    && !values.is_empty()
                {
                    // Values between two of the scale's match nothing.
                    let mut exact = Vec::new();
                    for v in values {
                        match scaled(v, scale) {
                            Scaled::Exact(x) => exact.push(Value::Int(x)),
                            Scaled::Between(..) => {}
                            Scaled::Unknown => {
                                self.err(col.span(), decimal_constant(col, v, scale));
                                return None;
                            }
                        }
                    }
                    for v in &exact {
                        self.check_constant(col.span(), &col.to_string(), ty, v);
                    }
                    if exact.is_empty() {
                        let min = Value::Int(ty.int_range().unwrap_or_default().0);
                        return Some(Pred::Cmp { col: c.col, ty, op: CmpOp::Lt, value: min });
                    }
                    return Some(Pred::in_list(c.col, ty, exact));
                }
                for v in values {
                    self.check_constant(col.span(), &col.to_string(), ty, v);
                }
                if values.is_empty() {
                    self.err(
                        col.span(),
                        K::Syntax { expected: "one or more values in `in (…)`".into(), found: "none".into() },
                    );
                    return None;
                }
                Pred::in_list(c.col, ty, values.clone())
            }
            // `(a and b) and c` is one list: nesting of the same operator means nothing.
            Expr::And(es) | Expr::Or(es) => {
                let and = matches!(e, Expr::And(_));
                let mut ps = Vec::with_capacity(es.len());
                for c in es {
                    match self.bind_expr(c)? {
                        Pred::And(qs) if and => ps.extend(qs),
                        Pred::Or(qs) if !and => ps.extend(qs),
                        q => ps.push(q),
                    }
                }
                if !and {
                    ps = merge_equalities(ps);
                }
                match ps.len() {
                    0 => {
                        self.err(
                            Span::default(),
                            K::Syntax {
                                expected: "an `and`/`or` of one or more operands".into(),
                                found: "none".into(),
                            },
                        );
                        return None;
                    }
                    1 => ps.pop().expect("one operand"),
                    _ if and => Pred::And(ps),
                    _ => Pred::Or(ps),
                }
            }
            Expr::Not(a) => Pred::Not(Box::new(self.bind_expr(a)?)),
        })
    }

    /// Refuse plans with more tables or columns than [`MAX_TABLES`] and [`MAX_COLUMNS`];
    /// `false` when there is one.
    fn check_sizes(&mut self) -> bool {
        let plan = self.plan;
        let before = self.errors.len();
        if plan.tables.len() > MAX_TABLES {
            self.err(
                plan.tables[MAX_TABLES].name.span,
                K::TooLarge {
                    what: "the number of tables".into(),
                    found: plan.tables.len(),
                    limit: MAX_TABLES,
                    help: "declare only the tables the query reads".into(),
                },
            );
        }
        for t in &plan.tables {
            if t.columns.len() > MAX_COLUMNS {
                self.err(
                    t.columns[MAX_COLUMNS].name.span,
                    K::TooLarge {
                        what: format!("the number of columns of table `{}`", t.name.name),
                        found: t.columns.len(),
                        limit: MAX_COLUMNS,
                        help: "declare only the columns the query reads (a CSV file may have no more either)".into(),
                    },
                );
            }
        }
        self.errors.len() == before
    }

    /// Refuse plans beyond what jitjoin compiles (see the limits in [`crate::plan`]).
    fn check_limits(&mut self, q: &Query) {
        let plan = self.plan;
        let mut too_large = |span: Span, what: &str, found: usize, limit: usize, help: &str| {
            if found > limit {
                self.err(span, K::TooLarge { what: what.into(), found, limit, help: help.into() });
            }
        };
        too_large(
            plan.joins.get(MAX_JOINS).map_or(plan.from.span, |j| j.span),
            "the number of joins",
            q.joins.len(),
            MAX_JOINS,
            "split the query, or pre-join some tables",
        );
        let terms: usize = q.filters.iter().flatten().map(Pred::comparisons).sum();
        too_large(
            plan.filters.first().map_or(plan.from.span, |f| f.span),
            "the number of comparisons in the filters",
            terms,
            MAX_COMPARISONS,
            "write lists of values as `col in (…)`, which counts once and is searched, not compared value by value",
        );
        let outputs = match &q.output {
            OutputSpec::Aggregate(a) => a.len(),
            OutputSpec::Group(g) => g.keys.len() + g.aggs.len(),
            OutputSpec::Emit { columns, .. } => columns.len(),
        };
        let out_span = match &plan.output {
            Output::Aggregate(items) => items.get(MAX_OUTPUTS).map_or(plan.from.span, |a| a.span),
            Output::Group(g) => g.aggs.get(MAX_OUTPUTS).map_or(g.span, |a| a.span),
            Output::Emit { span, .. } => *span,
        };
        too_large(
            out_span,
            "the number of output columns",
            outputs,
            MAX_OUTPUTS,
            "compute fewer aggregates or columns per query",
        );
    }

    fn readable(&mut self, c: &ColRef, roles: &HashMap<usize, Role>) -> Option<ColId> {
        let id = self.lookup_col(c)?;
        match roles.get(&id.table) {
            Some(Role::Readable) => Some(id),
            Some(Role::Tested(kind)) => {
                let how = format!("{}ed", kind.keyword().trim_end_matches(" join"));
                self.err(c.span(), K::NotVisible { col: c.to_string(), table: c.table.name.clone(), how });
                None
            }
            None => {
                self.err(
                    c.span(),
                    K::JoinShape {
                        table: c.table.name.clone(),
                        msg: format!("{c} is read, but the query does not join `{}`", c.table.name),
                        help: Some(format!("add `join {} on …`", c.table.name)),
                    },
                );
                None
            }
        }
    }

    /// An aggregate's argument resolved, with how it computes; `None` (with errors said) when
    /// a column is not readable or the argument cannot be computed.
    ///
    /// Decimals compute exactly, as integers over their unscaled values (SQL's rules, as
    /// DuckDB's): a constant written with a point is a decimal of the digits written after it;
    /// `+` and `-` first scale the side of fewer digits after the point up to the other's; a
    /// product's scale is the sum of its sides'. Any `f64` operand makes the whole a double.
    fn calc(&mut self, e: &Arith, roles: &HashMap<usize, Role>) -> Option<(Calc, Num)> {
        match e {
            Arith::Col(c) => {
                let id = self.readable(c, roles)?;
                let num = match (self.logical(id), self.ty(id)) {
                    (Logical::Decimal { scale, .. }, _) => Num::Dec(scale),
                    (_, ColType::F64) => Num::Float,
                    _ => Num::Int,
                };
                Some((Calc::Col(id), num))
            }
            // A string column in arithmetic is refused by `check_aggs` first.
            Arith::Const(Value::Int(i), _) => Some((Calc::Const(Value::Int(*i)), Num::Int)),
            Arith::Const(Value::Float(x), _) => {
                let digits = float_decimal_text(*x).map(|t| t.split_once('.').map_or(0, |(_, f)| f.len()));
                match digits.and_then(|d| Some((decimal_at(&float_decimal_text(*x)?, d as u8)?, d as u8))) {
                    Some((v, 0)) => Some((Calc::Const(Value::Int(v)), Num::Int)),
                    Some((v, d)) => Some((Calc::Const(Value::Int(v)), Num::Dec(d))),
                    None => Some((Calc::Const(Value::Float(*x)), Num::Float)),
                }
            }
            Arith::Bin { op, l, r } => {
                let (l, r) = (self.calc(l, roles), self.calc(r, roles));
                let ((l, a), (r, b)) = (l?, r?);
                if a == Num::Float || b == Num::Float {
                    let (l, r) = (unscaled_to_float(l, a.scale()), unscaled_to_float(r, b.scale()));
                    return Some((Calc::Bin(*op, Box::new(l), Box::new(r)), Num::Float));
                }
                let up = |c: Calc, by: u8| match by {
                    0 => c,
                    by => Calc::Bin(ArithOp::Mul, Box::new(c), Box::new(Calc::Const(Value::Int(pow10(by))))),
                };
                let (sa, sb) = (a.scale(), b.scale());
                let (l, r, scale) = match op {
                    ArithOp::Mul => (l, r, sa as u32 + sb as u32),
                    _ if sa < sb => (up(l, sb - sa), r, sb as u32),
                    _ => (l, up(r, sa - sb), sa as u32),
                };
                if scale > MAX_RESULT_PRECISION as u32 {
                    self.err(
                        e.span(),
                        K::BadAggregate {
                            func: "sum".into(),
                            arg: e.to_string(),
                            reason: format!(
                                "its value has {scale} digits after the point, more than the {MAX_RESULT_PRECISION} \
                                 a decimal result holds"
                            ),
                        },
                    );
                    return None;
                }
                let num = if a == Num::Int && b == Num::Int { Num::Int } else { Num::Dec(scale as u8) };
                Some((Calc::Bin(*op, Box::new(l), Box::new(r)), num))
            }
        }
    }

    /// The aggregates resolved, each with its result's type and the digits its average's
    /// point moves (see [`ResultColumn`]).
    fn check_aggs(&mut self, items: &[AggItem], roles: &HashMap<usize, Role>) -> Option<(Vec<Agg>, Vec<AggType>)> {
        let mut aliases = HashSet::new();
        let mut aggs = Vec::new();
        let mut types = Vec::new();
        let mut ok = true;
        for a in items {
            if !aliases.insert(a.alias.name.as_str()) {
                self.err(a.alias.span, K::DuplicateAlias(a.alias.name.clone()));
                ok = false;
            }
            let arg = match &a.arg {
                None => None,
                Some(e) => {
                    if e.col().is_none() && !a.func.sums() {
                        self.err(
                            e.span(),
                            K::BadAggregate {
                                func: a.func.name().into(),
                                arg: e.to_string(),
                                reason: "only sum and avg take arithmetic; aggregate a column".into(),
                            },
                        );
                        ok = false;
                        continue;
                    }
                    // Looked up quietly: `calc` below reports a column that does not exist.
                    let strings: Vec<&ColRef> = e.columns().into_iter().filter(|c| self.names_text(c)).collect();
                    if let Some(c) = strings.first()
                        && (a.func != AggFunc::Count || e.col().is_none())
                    {
                        self.err(
                            c.span(),
                            K::BadAggregate {
                                func: a.func.name().into(),
                                arg: e.to_string(),
                                reason: format!(
                                    "{c} is a string column; strings are counted (`count({c})`) or grouped by \
                                     (`group by {c}`), not aggregated"
                                ),
                            },
                        );
                        ok = false;
                        continue;
                    }
                    if a.func.sums()
                        && let Some(c) = e.columns().into_iter().find(|c| {
                            self.index.get(c.table.name.as_str()).is_some_and(|&t| {
                                self.plan.tables[t]
                                    .columns
                                    .iter()
                                    .any(|d| d.name.name == c.column.name && d.logical == Logical::Date)
                            })
                        })
                    {
                        self.err(
                            c.span(),
                            K::BadAggregate {
                                func: a.func.name().into(),
                                arg: e.to_string(),
                                reason: format!("{c} is a date; dates are counted, grouped by or compared, not summed"),
                            },
                        );
                        ok = false;
                        continue;
                    }
                    match self.calc(e, roles) {
                        Some(c) => Some(c),
                        None => {
                            ok = false;
                            continue;
                        }
                    }
                }
            };
            let ty = match (a.func, &arg) {
                (AggFunc::Count, _) | (_, None) => (ResultType::Int(ColType::I64), 0),
                (AggFunc::Avg, Some((_, num))) => (ResultType::Float, num.scale()),
                (AggFunc::Sum, Some((_, Num::Int))) => (ResultType::HugeInt, 0),
                (AggFunc::Sum, Some((_, Num::Dec(scale)))) => {
                    (ResultType::Decimal { precision: MAX_RESULT_PRECISION, scale: *scale }, 0)
                }
                (AggFunc::Sum, Some((_, Num::Float))) => (ResultType::Float, 0),
                (AggFunc::Min | AggFunc::Max, Some((c, _))) => match c.col() {
                    Some(id) => (ResultType::of_column(self.ty(id), self.logical(id)), 0),
                    None => (ResultType::Float, 0),
                },
            };
            types.push(ty);
            aggs.push(Agg { func: a.func, arg: arg.map(|(c, _)| c), alias: a.alias.name.clone() });
        }
        ok.then_some((aggs, types))
    }

    fn column_result(&self, c: ColId, name: String, source: usize) -> ResultColumn {
        ResultColumn { source, name, ty: ResultType::of_column(self.ty(c), self.logical(c)), unscale: 0 }
    }

    fn column_name(&self, c: ColId) -> String {
        let t = &self.plan.tables[c.table];
        format!("{}.{}", t.name.name, t.columns[c.col].name.name)
    }

    /// The output resolved, with the result's columns as presented.
    fn check_output(&mut self, out: &Output, roles: &HashMap<usize, Role>) -> Option<(OutputSpec, Vec<ResultColumn>)> {
        match out {
            Output::Aggregate(items) => {
                let (aggs, types) = self.check_aggs(items, roles)?;
                let result = aggs
                    .iter()
                    .zip(types)
                    .enumerate()
                    .map(|(i, (a, (ty, unscale)))| ResultColumn { source: i, name: a.alias.clone(), ty, unscale })
                    .collect();
                Some((OutputSpec::Aggregate(aggs), result))
            }
            Output::Group(g) => {
                let aggs = self.check_aggs(&g.aggs, roles);
                let mut ok = true;
                if g.keys.len() > MAX_GROUP_KEYS {
                    self.err(
                        g.keys[MAX_GROUP_KEYS].span(),
                        K::TooLarge {
                            what: "the number of grouping columns".into(),
                            found: g.keys.len(),
                            limit: MAX_GROUP_KEYS,
                            help: "group by fewer columns".into(),
                        },
                    );
                    ok = false;
                }
                let mut keys = Vec::new();
                for c in &g.keys {
                    let Some(id) = self.readable(c, roles) else {
                        ok = false;
                        continue;
                    };
                    let ty = self.ty(id);
                    if ty == ColType::F64 {
                        self.err(
                            c.span(),
                            K::BadGroup {
                                msg: format!("group by {c}: {c} is f64, and groups are formed on integer columns"),
                                help: "group by an integer column".into(),
                            },
                        );
                        ok = false;
                    } else if keys.contains(&id) {
                        self.err(
                            c.span(),
                            K::BadGroup {
                                msg: format!("group by {c}: {c} is named twice"),
                                help: "name each grouping column once".into(),
                            },
                        );
                        ok = false;
                    }
                    keys.push(id);
                }
                let mut order = Vec::new();
                for o in &g.order {
                    let at = match &o.key {
                        OrderKey::Column(c) => {
                            let Some(id) = self.lookup_col(c) else {
                                ok = false;
                                continue;
                            };
                            keys.iter().position(|&k| k == id).ok_or(c.span())
                        }
                        OrderKey::Alias(a) => {
                            g.aggs.iter().position(|x| x.alias.name == a.name).map(|i| keys.len() + i).ok_or(a.span)
                        }
                    };
                    match at {
                        Ok(at) => order.push((at, o.desc, o.nulls_last)),
                        Err(span) => {
                            let outputs: Vec<String> = g
                                .keys
                                .iter()
                                .map(|c| c.to_string())
                                .chain(g.aggs.iter().map(|a| a.alias.name.clone()))
                                .collect();
                            self.err(
                                span,
                                K::BadGroup {
                                    msg: format!("order by {}: not in the output", o.key),
                                    help: format!(
                                        "order by a grouping column or an aggregate's alias: {}",
                                        outputs.join(", ")
                                    ),
                                },
                            );
                            ok = false;
                        }
                    }
                }
                let (aggs, types) = aggs?;
                if !ok {
                    return None;
                }
                let agg_result = |i: usize| {
                    let (ty, unscale) = types[i];
                    ResultColumn { source: keys.len() + i, name: aggs[i].alias.clone(), ty, unscale }
                };
                let mut result = Vec::new();
                if g.select.is_empty() {
                    for (i, &k) in keys.iter().enumerate() {
                        result.push(self.column_result(k, self.column_name(k), i));
                    }
                    result.extend((0..aggs.len()).map(agg_result));
                } else {
                    for s in &g.select {
                        match s {
                            Selected::Agg(i) => result.push(agg_result(*i)),
                            Selected::Key { col, name } => {
                                let id = self.lookup_col(col)?;
                                let Some(at) = keys.iter().position(|&k| k == id) else {
                                    self.err(
                                        col.span(),
                                        K::BadGroup {
                                            msg: format!("{col} is selected but neither grouped by nor aggregated"),
                                            help: format!("add it to `group by`, or aggregate it (e.g. min({col}))"),
                                        },
                                    );
                                    return None;
                                };
                                let name = name.as_ref().map_or_else(|| self.column_name(id), |n| n.name.clone());
                                result.push(self.column_result(id, name, at));
                            }
                        }
                    }
                }
                Some((OutputSpec::Group(GroupSpec { keys, aggs, order, limit: g.limit, ordered: true }), result))
            }
            Output::Emit { columns, names, limit, .. } => {
                let cols: Vec<Option<ColId>> = columns.iter().map(|c| self.readable(c, roles)).collect();
                let cols: Vec<ColId> = cols.into_iter().collect::<Option<_>>()?;
                let result = cols
                    .iter()
                    .enumerate()
                    .map(|(i, &c)| {
                        let name = match names.get(i) {
                            Some(Some(n)) => n.name.clone(),
                            _ => self.column_name(c),
                        };
                        self.column_result(c, name, i)
                    })
                    .collect();
                Some((OutputSpec::Emit { columns: cols, limit: *limit }, result))
            }
        }
    }
}

/// A constant compared with a decimal column of some scale, over the column's unscaled values.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Scaled {
    /// Exactly this unscaled value (12.3 at scale 2 is 1230).
    Exact(i128),
    /// Strictly between these two neighbouring unscaled values (0.065 at scale 2 lies between
    /// 6 and 7).
    Between(i128, i128),
    /// Not a decimal (a float written with an exponent), or beyond 128 bits.
    Unknown,
}

impl Scaled {
    /// The least unscaled value at or above the constant.
    fn ceil(self) -> i128 {
        match self {
            Scaled::Exact(v) | Scaled::Between(_, v) => v,
            Scaled::Unknown => 0,
        }
    }

    /// The greatest unscaled value at or below the constant.
    fn floor(self) -> i128 {
        match self {
            Scaled::Exact(v) | Scaled::Between(v, _) => v,
            Scaled::Unknown => 0,
        }
    }
}

/// `v` over the unscaled values of a decimal of `scale`: an integer or a float constant, read
/// exactly as its decimal text (the text it was written as).
fn scaled(v: &Value, scale: u8) -> Scaled {
    let text = match v {
        Value::Int(i) => return i.checked_mul(pow10(scale)).map_or(Scaled::Unknown, Scaled::Exact),
        Value::Float(x) => match float_decimal_text(*x) {
            Some(t) => t,
            None => return Scaled::Unknown,
        },
    };
    if let Some(x) = decimal_at(&text, scale) {
        return Scaled::Exact(x);
    }
    let digits = text.split_once('.').map_or(0, |(_, f)| f.len()) as u8;
    let Some(fine) = decimal_at(&text, digits) else { return Scaled::Unknown };
    let lo = fine.div_euclid(pow10(digits - scale));
    Scaled::Between(lo, lo + 1)
}

fn decimal_constant(col: &ColRef, v: &Value, scale: u8) -> K {
    K::Text {
        msg: format!("{col} is a decimal with {scale} digits after the point; {v} cannot be compared with it exactly"),
        help: "write the constant as a decimal number, e.g. 0.05, without an exponent".into(),
    }
}

/// An aggregate's result type, and the digits its average's point moves.
type AggType = (ResultType, u8);

/// How an aggregate's argument computes: integers, exact decimals at a scale (integers over
/// their unscaled values), or doubles.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Num {
    Int,
    Dec(u8),
    Float,
}

impl Num {
    fn scale(self) -> u8 {
        match self {
            Num::Dec(s) => s,
            _ => 0,
        }
    }
}

/// `c`, which computes unscaled decimals of `scale`, as doubles of the values themselves.
fn unscaled_to_float(c: Calc, scale: u8) -> Calc {
    match c {
        Calc::Const(Value::Int(i)) => Calc::Const(Value::Float(i as f64 / pow10(scale) as f64)),
        c if scale == 0 => c,
        c => Calc::Bin(ArithOp::Mul, Box::new(c), Box::new(Calc::Const(Value::Float(10f64.powi(-(scale as i32)))))),
    }
}

/// `c = 1 or c = 2 or c in (3, 4)` over one column becomes `c in (1, 2, 3, 4)`, which engines
/// search instead of comparing value by value; other operands keep their place.
fn merge_equalities(ps: Vec<Pred>) -> Vec<Pred> {
    let mut lists: Vec<(usize, ColType, Vec<Value>, usize)> = Vec::new();
    let mut rest: Vec<(usize, Pred)> = Vec::new();
    for (i, p) in ps.into_iter().enumerate() {
        let (col, ty, vals) = match p {
            Pred::Cmp { col, ty, op: CmpOp::Eq, value } => (col, ty, vec![value]),
            Pred::In { col, ty, ref values, .. } => (col, ty, values.clone()),
            other => {
                rest.push((i, other));
                continue;
            }
        };
        match lists.iter_mut().find(|l| l.0 == col) {
            Some(l) => l.2.extend(vals),
            None => lists.push((col, ty, vals, i)),
        }
    }
    let mut out: Vec<(usize, Pred)> = rest;
    for (col, ty, vals, at) in lists {
        let p = if vals.len() == 1 {
            Pred::Cmp { col, ty, op: CmpOp::Eq, value: vals[0] }
        } else {
            Pred::in_list(col, ty, vals)
        };
        out.push((at, p));
    }
    out.sort_by_key(|(i, _)| *i);
    out.into_iter().map(|(_, p)| p).collect()
}
