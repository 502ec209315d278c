//! The plan as written: tables with their data sources, and one query over them.
//!
//! This is the syntax tree the parser builds and the printer prints. Names are still names;
//! [`crate::verify`] resolves them into a [`crate::Query`] that the engines execute.
//!
//! Every node keeps the [`Span`] where it starts so the verifier can point at it. Spans always
//! compare equal, so `parse(print(p)) == p` holds although the printed text lays things out anew.

use crate::types::{ColType, Value};

/// Line and column (both 1-based) where a construct starts in the plan text.
#[derive(Clone, Copy, Debug, Default, Eq)]
pub struct Span {
    pub line: u32,
    pub col: u32,
}

impl PartialEq for Span {
    /// Positions are metadata, not meaning: two plans that differ only in layout are equal.
    fn eq(&self, _: &Span) -> bool {
        true
    }
}

/// A name and where it was written.
#[derive(Clone, Debug, PartialEq)]
pub struct Ident {
    pub name: String,
    pub span: Span,
}

impl Ident {
    pub fn new(name: impl Into<String>) -> Ident {
        Ident { name: name.into(), span: Span::default() }
    }
}

/// `TABLE.COLUMN`.
#[derive(Clone, Debug, PartialEq)]
pub struct ColRef {
    pub table: Ident,
    pub column: Ident,
}

impl ColRef {
    pub fn span(&self) -> Span {
        self.table.span
    }
}

impl std::fmt::Display for ColRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}", self.table.name, self.column.name)
    }
}

/// A whole plan file.
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    pub tables: Vec<TableDecl>,
    /// The probe (driving) table of the pipeline: `from S`.
    pub from: Ident,
    /// Joins in pipeline order: each adds one build table to the tables joined so far.
    pub joins: Vec<JoinClause>,
    /// Filters, each over the columns of one table; they restrict that table before it is joined.
    pub filters: Vec<Filter>,
    pub output: Output,
}

impl Plan {
    pub fn table(&self, name: &str) -> Option<&TableDecl> {
        self.tables.iter().find(|t| t.name.name == name)
    }

    /// For each table, the tables its `foreign()` generators read (by index; unknown names are
    /// left out, the verifier reports them). Generation must follow this order
    /// (see [`crate::load_order`]).
    pub fn foreign_deps(&self) -> Vec<Vec<usize>> {
        self.tables
            .iter()
            .map(|t| {
                t.columns
                    .iter()
                    .filter_map(|c| match &c.generator {
                        Some(Gen::Foreign { of, .. }) => self.tables.iter().position(|u| u.name.name == of.table.name),
                        _ => None,
                    })
                    .collect()
            })
            .collect()
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct TableDecl {
    pub name: Ident,
    pub source: Source,
    pub columns: Vec<ColumnDecl>,
}

/// Where a table's rows come from.
#[derive(Clone, Debug, PartialEq)]
pub enum Source {
    /// Rows made by the column generators: `table R (rows: 1M, seed: 7) { … }`.
    Generated { rows: u64, seed: u64 },
    /// A CSV file with a header row, path relative to the plan file: `table D (csv: "d.csv") { … }`.
    Csv { path: String },
}

/// One column: `key u32 = dense()`. `generator` is `None` exactly for CSV tables.
#[derive(Clone, Debug, PartialEq)]
pub struct ColumnDecl {
    pub name: Ident,
    pub ty: ColType,
    pub generator: Option<Gen>,
}

/// How a generated column is filled. Every generator is seeded and deterministic whatever the
/// number of threads that runs it.
#[derive(Clone, Debug, PartialEq)]
pub enum Gen {
    /// `dense()`: the keys 1..=rows, each once, in shuffled order (a primary key).
    Dense,
    /// `seq()`: the row number, 0..rows, in order.
    Seq,
    /// `dup(distinct: N)`: keys drawn uniformly from 1..=N, so each repeats about rows/N times.
    Dup { distinct: u64 },
    /// `foreign(of: R.key, dist: uniform, hit: 1.0)`: keys into the range [min, max] of another
    /// table's column; a fraction `1 - hit` of the rows is drawn outside that range instead.
    Foreign { of: ColRef, dist: Dist, hit: f64 },
    /// `uniform(lo, hi)`: values drawn uniformly from lo..=hi (integers) or [lo, hi) (f64).
    Uniform { lo: Value, hi: Value },
    /// A bare column name: a copy of that column of the same table (`payload u32 = key`).
    Copy(Ident),
    /// A bare constant: every row holds it.
    Const(Value),
}

/// Distribution of foreign keys over the referenced range.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Dist {
    Uniform,
    /// Zipf with exponent θ over the ranks; rank 1 maps to the smallest key.
    Zipf(f64),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JoinKind {
    Inner,
    Semi,
    Anti,
}

impl JoinKind {
    pub fn keyword(self) -> &'static str {
        match self {
            JoinKind::Inner => "join",
            JoinKind::Semi => "semi join",
            JoinKind::Anti => "anti join",
        }
    }
}

/// Which join algorithm to use; `auto` lets the planner choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Algorithm {
    #[default]
    Auto,
    Hash,
    Radix,
    Vector,
}

impl Algorithm {
    pub const ALL: [Algorithm; 4] = [Algorithm::Auto, Algorithm::Hash, Algorithm::Radix, Algorithm::Vector];

    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Auto => "auto",
            Algorithm::Hash => "hash",
            Algorithm::Radix => "radix",
            Algorithm::Vector => "vector",
        }
    }

    pub fn from_name(s: &str) -> Option<Algorithm> {
        Algorithm::ALL.into_iter().find(|a| a.name() == s)
    }
}

/// `join R on S.fk = R.key [and S.b = R.b] [using hash]`. Each equality is kept as written;
/// the verifier works out which side belongs to the new table `table`.
#[derive(Clone, Debug, PartialEq)]
pub struct JoinClause {
    pub kind: JoinKind,
    pub table: Ident,
    pub on: Vec<(ColRef, ColRef)>,
    pub algorithm: Algorithm,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Filter {
    pub expr: Expr,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl CmpOp {
    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Eq => "=",
            CmpOp::Ne => "<>",
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
        }
    }

    /// Apply to an ordering of `column` against `constant`.
    pub fn holds(self, ord: std::cmp::Ordering) -> bool {
        use std::cmp::Ordering::*;
        match self {
            CmpOp::Eq => ord == Equal,
            CmpOp::Ne => ord != Equal,
            CmpOp::Lt => ord == Less,
            CmpOp::Le => ord != Greater,
            CmpOp::Gt => ord == Greater,
            CmpOp::Ge => ord != Less,
        }
    }
}

/// A filter predicate: comparisons of columns with constants, combined with and/or/not.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    Cmp { col: ColRef, op: CmpOp, value: Value },
    Between { col: ColRef, lo: Value, hi: Value },
    In { col: ColRef, values: Vec<Value> },
    And(Box<Expr>, Box<Expr>),
    Or(Box<Expr>, Box<Expr>),
    Not(Box<Expr>),
}

impl Expr {
    /// Every column the expression reads, in order of appearance.
    pub fn columns(&self) -> Vec<&ColRef> {
        let mut out = Vec::new();
        self.collect_columns(&mut out);
        out
    }

    fn collect_columns<'a>(&'a self, out: &mut Vec<&'a ColRef>) {
        match self {
            Expr::Cmp { col, .. } | Expr::Between { col, .. } | Expr::In { col, .. } => out.push(col),
            Expr::And(a, b) | Expr::Or(a, b) => {
                a.collect_columns(out);
                b.collect_columns(out);
            }
            Expr::Not(e) => e.collect_columns(out),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AggFunc {
    Count,
    Sum,
    Min,
    Max,
}

impl AggFunc {
    pub fn name(self) -> &'static str {
        match self {
            AggFunc::Count => "count",
            AggFunc::Sum => "sum",
            AggFunc::Min => "min",
            AggFunc::Max => "max",
        }
    }
}

/// `sum(R.payload) as total`; `arg` is `None` for `count(*)`.
#[derive(Clone, Debug, PartialEq)]
pub struct AggItem {
    pub func: AggFunc,
    pub arg: Option<ColRef>,
    pub alias: Ident,
    pub span: Span,
}

/// What the query produces.
#[derive(Clone, Debug, PartialEq)]
pub enum Output {
    /// Global aggregates over the join result: one row.
    Aggregate(Vec<AggItem>),
    /// The chosen columns of every result row, at most `limit` of them.
    Emit { columns: Vec<ColRef>, limit: Option<u64>, span: Span },
}
