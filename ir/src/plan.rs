//! The plan as written: tables with their data sources, and one query over them.
//!
//! This is the syntax tree the parser builds and the printer prints. Names are still names;
//! [`crate::verify`] resolves them into a [`crate::Query`] that the engines execute.
//!
//! Every node keeps the [`Span`] where it starts so the verifier can point at it. Spans always
//! compare equal, so `parse(print(p)) == p` holds although the printed text lays things out anew.

use crate::types::{ColType, Logical, Value};

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
    /// `partition: COLUMN`: the table is stored split by that column's key across the NUMA
    /// nodes when it is loaded (static pre-partitioning), so a `psn` join on it needs no
    /// partitioning pass.
    pub partition: Option<Ident>,
}

/// Where a table's rows come from.
#[derive(Clone, Debug, PartialEq)]
pub enum Source {
    /// Rows made by the column generators: `table R (rows: 1M, seed: 7) { … }`.
    Generated { rows: u64, seed: u64 },
    /// A file, path relative to the plan file: `table D (csv: "d.csv") { … }`,
    /// `(parquet: "d.parquet")` or `(arrow: "d.arrow")`.
    ///
    /// A CSV file has a header row and its columns must be declared. A Parquet or Arrow file
    /// carries its schema: declared columns are checked against it, and a table that declares
    /// none takes the file's columns that the plan uses (see the runtime's schema resolution).
    File { format: FileFormat, path: String },
    /// Rows the program embedding jitjoin holds (Arrow record batches it registered), read in
    /// place: `table R (memory) { … }`.
    Memory,
    /// A table of a standard benchmark at a scale factor, made by its generator:
    /// `table lineorder (ssb: 10)`, or under another name `table lo (ssb: 10, table:
    /// lineorder)`. Its columns are the benchmark's; the plan may leave them out, and then the
    /// ones the query uses are made.
    Bench { suite: Suite, scale: f64, table: String },
}

/// The benchmarks whose tables jitjoin generates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Suite {
    /// The Star Schema Benchmark (O'Neil et al.): lineorder, date, customer, supplier, part.
    Ssb,
    /// TPC-H: lineitem, orders, customer, part, partsupp, supplier, nation, region.
    Tpch,
}

impl Suite {
    pub const ALL: [Suite; 2] = [Suite::Ssb, Suite::Tpch];

    /// The table parameter that names it: `ssb`, `tpch`.
    pub fn param(self) -> &'static str {
        match self {
            Suite::Ssb => "ssb",
            Suite::Tpch => "tpch",
        }
    }

    pub fn from_param(s: &str) -> Option<Suite> {
        Suite::ALL.into_iter().find(|x| x.param() == s)
    }
}

/// The formats a table can be read from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FileFormat {
    Csv,
    Parquet,
    /// The Arrow IPC file format (Feather v2).
    Arrow,
}

impl FileFormat {
    pub const ALL: [FileFormat; 3] = [FileFormat::Csv, FileFormat::Parquet, FileFormat::Arrow];

    /// The table parameter that names a file of this format, e.g. `parquet`.
    pub fn param(self) -> &'static str {
        match self {
            FileFormat::Csv => "csv",
            FileFormat::Parquet => "parquet",
            FileFormat::Arrow => "arrow",
        }
    }

    /// The format's name in prose: `CSV`, `Parquet`, `Arrow`.
    pub fn name(self) -> &'static str {
        match self {
            FileFormat::Csv => "CSV",
            FileFormat::Parquet => "Parquet",
            FileFormat::Arrow => "Arrow",
        }
    }

    /// The format a file's extension names: `.csv`, `.parquet` (or `.pq`), `.arrow` (or
    /// `.feather`, `.ipc`), in any case.
    pub fn from_extension(path: &std::path::Path) -> Option<FileFormat> {
        match path.extension()?.to_str()?.to_ascii_lowercase().as_str() {
            "csv" => Some(FileFormat::Csv),
            "parquet" | "pq" => Some(FileFormat::Parquet),
            "arrow" | "feather" | "ipc" => Some(FileFormat::Arrow),
            _ => None,
        }
    }

    pub fn from_param(s: &str) -> Option<FileFormat> {
        FileFormat::ALL.into_iter().find(|f| f.param() == s)
    }

    /// Does the file say its columns' names and types? (CSV does not.)
    pub fn has_schema(self) -> bool {
        self != FileFormat::Csv
    }
}

/// One column: `key u32 = dense()`, or `v i64 = uniform(1, 9) nulls 0.1`. `generator` is
/// `None` exactly for columns read from files.
#[derive(Clone, Debug, PartialEq)]
pub struct ColumnDecl {
    pub name: Ident,
    /// The machine type of its values: for a string column (`name str`) `u32`, the type of
    /// its dictionary codes; for `decimal(P,S)` `i64`, for `date` `i32`.
    pub ty: ColType,
    /// What the values mean: numbers, strings (held as a dictionary and `u32` codes,
    /// [`crate::Dictionary`]), exact decimals or dates.
    pub logical: Logical,
    pub generator: Option<Gen>,
    /// `nulls F` after a generator: that share of the rows (0 to 1) is null, each row chosen by
    /// a seeded hash of its number, so the same rows whatever the thread count. The values
    /// the generator made stay under the nulls.
    pub nulls: Option<f64>,
}

impl ColumnDecl {
    /// A column of a file or memory table (no generator, no nulls share) of kind `logical`,
    /// held in `ty` (or in the type the kind decides: `u32` codes for strings, `i64` for
    /// decimals, `i32` for dates).
    pub fn declared(name: Ident, ty: ColType, logical: Logical) -> ColumnDecl {
        let ty = logical.machine_type().unwrap_or(ty);
        ColumnDecl { name, ty, generator: None, nulls: None, logical }
    }

    /// Is it a string column (`str`)?
    pub fn is_text(&self) -> bool {
        self.logical == Logical::Text
    }

    /// Its type as plan text writes it: `u32`, `str`, `decimal(15,2)`, `date`.
    pub fn type_name(&self) -> String {
        self.logical.type_name(self.ty)
    }
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
    /// `not in join R on S.k = R.k`: an anti join with SQL's `S.k NOT IN (SELECT R.k …)`
    /// semantics, which differ from `anti join` (`NOT EXISTS`) only for nulls: when R's
    /// filtered rows are not empty, a null S.k, or any null R.k, keeps no row.
    pub null_aware: bool,
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

    /// The comparison that holds exactly when this one does not.
    pub fn negated(self) -> CmpOp {
        match self {
            CmpOp::Eq => CmpOp::Ne,
            CmpOp::Ne => CmpOp::Eq,
            CmpOp::Lt => CmpOp::Ge,
            CmpOp::Le => CmpOp::Gt,
            CmpOp::Gt => CmpOp::Le,
            CmpOp::Ge => CmpOp::Lt,
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

/// The most joins a plan may have (SQLite allows 64 tables in a join, MySQL 61): every join
/// is a build phase and a level of the fused probe loop.
pub const MAX_JOINS: usize = 64;

/// The most tables a plan may declare: every one is generated or read, joined or not.
pub const MAX_TABLES: usize = 256;

/// The most columns a table may have (SQLite's default column limit).
pub const MAX_COLUMNS: usize = 2000;

/// The most comparisons all filters of a plan may hold together; an `in` list counts once.
/// Each comparison is compiled into every kernel that reads its table.
pub const MAX_COMPARISONS: usize = 4096;

/// The most aggregates or emitted columns (SQLite's default column limit).
pub const MAX_OUTPUTS: usize = 2000;

/// How deeply filter expressions may nest (parentheses and `not`). Every pass over a plan
/// (parser, verifier, printer, interpreter, lowering) recurses at most this deep, so no plan
/// can overflow a thread's stack; `and`/`or` chains are flat lists and do not count.
pub const MAX_EXPR_DEPTH: usize = 256;

/// The depth of an [`Expr`] tree ([`Expr::depth`]) that text within [`MAX_EXPR_DEPTH`] can
/// produce: each parenthesis may open an `or` and an `and` level. The verifier holds plans
/// built in code (not parsed) to it.
pub const MAX_TREE_DEPTH: usize = 2 * MAX_EXPR_DEPTH + 2;

/// A string column against string constants, in the bytes' order (which is the order of an
/// order-preserving dictionary's codes, so every test is a test on codes:
/// [`crate::strings`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TextTest {
    Cmp(CmpOp, String),
    /// Both bounds included.
    Between(String, String),
    In(Vec<String>),
}

impl TextTest {
    /// Does the string `s` pass?
    pub fn holds(&self, s: &str) -> bool {
        match self {
            TextTest::Cmp(op, v) => op.holds(s.cmp(v.as_str())),
            TextTest::Between(lo, hi) => lo.as_str() <= s && s <= hi.as_str(),
            TextTest::In(vs) => vs.iter().any(|v| v == s),
        }
    }
}

/// A filter predicate: comparisons of columns with constants, combined with and/or/not.
///
/// `and` and `or` hold flat lists of two or more operands: `a and b and c` is one `And` of
/// three, so long chains are wide, not deep. A parenthesised group keeps its own node.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    Cmp {
        col: ColRef,
        op: CmpOp,
        value: Value,
    },
    Between {
        col: ColRef,
        lo: Value,
        hi: Value,
    },
    In {
        col: ColRef,
        values: Vec<Value>,
    },
    /// `T.c is null`; `T.c is not null` is its `Not`.
    IsNull {
        col: ColRef,
    },
    /// A comparison of a string column with string constants.
    Text {
        col: ColRef,
        test: TextTest,
    },
    And(Vec<Expr>),
    Or(Vec<Expr>),
    Not(Box<Expr>),
}

impl Expr {
    /// The direct operands of a combinator (none for a comparison).
    pub fn children(&self) -> &[Expr] {
        match self {
            Expr::And(es) | Expr::Or(es) => es,
            Expr::Not(e) => std::slice::from_ref(e),
            _ => &[],
        }
    }

    /// Every column the expression reads, in order of appearance. Walks without recursion.
    pub fn columns(&self) -> Vec<&ColRef> {
        let mut out = Vec::new();
        let mut stack = vec![self];
        while let Some(e) = stack.pop() {
            match e {
                Expr::Cmp { col, .. }
                | Expr::Between { col, .. }
                | Expr::In { col, .. }
                | Expr::IsNull { col }
                | Expr::Text { col, .. } => out.push(col),
                _ => stack.extend(e.children().iter().rev()),
            }
        }
        out
    }

    /// How many combinator levels the expression has (a comparison has depth 1). Walks
    /// without recursion, so it is safe on any tree, however deep.
    pub fn depth(&self) -> usize {
        let mut deepest = 0;
        let mut stack = vec![(self, 1usize)];
        while let Some((e, d)) = stack.pop() {
            deepest = deepest.max(d);
            stack.extend(e.children().iter().map(|c| (c, d + 1)));
        }
        deepest
    }
}

impl Drop for Expr {
    /// Dropping a deep tree node by node would recurse once per level; move the children out
    /// onto a heap stack instead, so a tree built by hand (not parsed) cannot overflow either.
    fn drop(&mut self) {
        let mut stack: Vec<Expr> = match self {
            Expr::And(es) | Expr::Or(es) if es.iter().any(|e| !e.children().is_empty()) => std::mem::take(es),
            Expr::Not(e) if !e.children().is_empty() => {
                vec![std::mem::replace(&mut **e, Expr::And(Vec::new()))]
            }
            _ => return,
        };
        while let Some(mut e) = stack.pop() {
            match &mut e {
                Expr::And(es) | Expr::Or(es) => stack.append(es),
                Expr::Not(inner) => stack.push(std::mem::replace(&mut **inner, Expr::And(Vec::new()))),
                _ => {}
            }
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AggFunc {
    Count,
    Sum,
    Min,
    Max,
    /// The mean: a sum divided by the count of values, always f64.
    Avg,
}

impl AggFunc {
    pub fn name(self) -> &'static str {
        match self {
            AggFunc::Count => "count",
            AggFunc::Sum => "sum",
            AggFunc::Min => "min",
            AggFunc::Max => "max",
            AggFunc::Avg => "avg",
        }
    }

    /// Does the aggregate accumulate a sum (`sum`, and `avg` until it divides)?
    pub fn sums(self) -> bool {
        matches!(self, AggFunc::Sum | AggFunc::Avg)
    }
}

/// An aggregate's argument: a column, or `+`, `-` and `*` over columns and constants
/// (`sum(lo.extendedprice * lo.discount)`, `sum(l.price * (1 - l.discount))`).
#[derive(Clone, Debug, PartialEq)]
pub enum Arith {
    Col(ColRef),
    Const(Value, Span),
    Bin { op: ArithOp, l: Box<Arith>, r: Box<Arith> },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArithOp {
    Add,
    Sub,
    Mul,
}

impl ArithOp {
    pub fn symbol(self) -> &'static str {
        match self {
            ArithOp::Add => "+",
            ArithOp::Sub => "-",
            ArithOp::Mul => "*",
        }
    }
}

/// Most operators an aggregate's argument may have.
pub const MAX_ARITH_OPS: usize = 16;

impl Arith {
    /// The column, when the argument is just one.
    pub fn col(&self) -> Option<&ColRef> {
        match self {
            Arith::Col(c) => Some(c),
            _ => None,
        }
    }

    /// Every column the argument reads, in order, with repeats.
    pub fn columns(&self) -> Vec<&ColRef> {
        match self {
            Arith::Col(c) => vec![c],
            Arith::Const(..) => Vec::new(),
            Arith::Bin { l, r, .. } => {
                let mut out = l.columns();
                out.extend(r.columns());
                out
            }
        }
    }

    /// Operators in the argument.
    pub fn ops(&self) -> usize {
        match self {
            Arith::Bin { l, r, .. } => 1 + l.ops() + r.ops(),
            _ => 0,
        }
    }

    pub fn span(&self) -> Span {
        match self {
            Arith::Col(c) => c.span(),
            Arith::Const(_, s) => *s,
            Arith::Bin { l, .. } => l.span(),
        }
    }
}

/// `sum(R.payload) as total`; `arg` is `None` for `count(*)`.
#[derive(Clone, Debug, PartialEq)]
pub struct AggItem {
    pub func: AggFunc,
    pub arg: Option<Arith>,
    pub alias: Ident,
    pub span: Span,
}

/// What the query produces.
#[derive(Clone, Debug, PartialEq)]
pub enum Output {
    /// Global aggregates over the join result: one row.
    Aggregate(Vec<AggItem>),
    /// `aggregate … group by …`: one row per group, its grouping columns then its aggregates.
    Group(GroupBy),
    /// The chosen columns of every result row, at most `limit` of them. `names` is empty, or
    /// holds each column's `as NAME` (`None`: named `T.c`).
    Emit { columns: Vec<ColRef>, names: Vec<Option<Ident>>, limit: Option<u64>, span: Span },
}

/// Most grouping columns a `group by` takes: a group's key is one 64-bit word per column (and
/// one more per column that holds nulls), kept in the thread's state for the hash table of
/// groups, and compared word by word.
pub const MAX_GROUP_KEYS: usize = 16;

/// An entry of a grouped aggregate's list as written, when it names grouping columns among the
/// aggregates: its result columns in that order.
#[derive(Clone, Debug, PartialEq)]
pub enum Selected {
    /// A grouping column, `T.c` or `T.c as name`.
    Key { col: ColRef, name: Option<Ident> },
    /// The aggregate `aggs[i]`.
    Agg(usize),
}

/// `aggregate sum(lo.revenue) as revenue group by d.year, p.brand order by d.year, revenue desc
/// limit 10`.
#[derive(Clone, Debug, PartialEq)]
pub struct GroupBy {
    pub aggs: Vec<AggItem>,
    pub keys: Vec<ColRef>,
    /// Sort keys of the result, most significant first; none: ascending by the grouping
    /// columns.
    pub order: Vec<OrderItem>,
    pub limit: Option<u64>,
    /// Where `group` stands.
    pub span: Span,
    /// The result's columns in order, when the aggregate list names grouping columns; empty:
    /// the grouping columns (named `T.c`), then the aggregates.
    pub select: Vec<Selected>,
}

/// One `order by` key: a grouping column or an aggregate's alias.
#[derive(Clone, Debug, PartialEq)]
pub struct OrderItem {
    pub key: OrderKey,
    pub desc: bool,
    /// Nulls after the values (`nulls last`) rather than before. Unsaid, nulls sort as the
    /// smallest values: first ascending, last descending.
    pub nulls_last: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub enum OrderKey {
    Column(ColRef),
    Alias(Ident),
}

impl std::fmt::Display for OrderKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OrderKey::Column(c) => write!(f, "{c}"),
            OrderKey::Alias(a) => write!(f, "{}", a.name),
        }
    }
}
