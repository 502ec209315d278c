//! SQL as a second front end: a query, parsed with `sqlparser`, becomes the same plan a `.jj`
//! file describes.
//!
//! ```text
//!   q.sql ── sqlparser ──▶ statements ──▶ tables (CREATE … / --table NAME=PATH)
//!                                     └─▶ the SELECT ──▶ Plan { tables, from, joins, filters, output }
//!                                                        └── then as any plan: schemas, verify
//! ```
//!
//! What maps onto the plan language:
//! - `SELECT` aggregates (`count(*)`, `count/sum/min/max(col)`) or columns (or `*`), `LIMIT`;
//!   aggregates per group with `GROUP BY` columns, `ORDER BY` grouping columns and aggregates
//!   (or their aliases), `ASC`/`DESC`, and `LIMIT`; the result has the grouping columns first;
//! - `FROM` tables, the first being the probe (driving) table; `JOIN … ON` and comma joins
//!   with equalities in `WHERE`, each later table joined to those before it (comma joins
//!   listed otherwise are reordered: the table most equalities name drives, as a star's fact
//!   table);
//!   `[LEFT] SEMI|ANTI JOIN`, `[NOT] EXISTS (SELECT … WHERE inner.col = outer.col …)` and
//!   `col [NOT] IN (SELECT col FROM …)` as semi and anti joins (`NOT IN` as a `not in join`,
//!   which keeps SQL's answer when a null is on either side);
//! - `WHERE` conditions on one table each: comparisons with constants, `BETWEEN`, `IN (…)`,
//!   `AND`, `OR`, `NOT`, `DATE 'YYYY-MM-DD'` (days since 1970, as a Date32 column holds),
//!   string constants against string columns (`=`, `<>`, `<`, `<=`, `>`, `>=`, `BETWEEN`, `IN`).
//!
//! Anything else is an error naming the construct, its line and column, and what is
//! supported.

use crate::Error;
use jitjoin_ir::plan::{
    AggFunc, AggItem, Algorithm, Arith, ArithOp, CmpOp, ColRef, ColumnDecl, Expr, FileFormat, Filter, GroupBy, Ident,
    JoinClause, JoinKind, OrderItem, OrderKey, Output, Plan, Selected, Source, Span, TableDecl, TextTest,
};
use jitjoin_ir::types::MAX_COLUMN_PRECISION;
use jitjoin_ir::{ColType, Logical, Value};
use sqlparser::ast::{
    self as sql, BinaryOperator, FunctionArg, FunctionArgExpr, FunctionArguments, GroupByExpr, JoinConstraint,
    JoinOperator, LimitClause, ObjectNamePart, OrderByKind, OrderBySort, SelectItem, SetExpr, Spanned, Statement,
    TableFactor, UnaryOperator,
};
use sqlparser::dialect::GenericDialect;
use sqlparser::parser::Parser;
use sqlparser::tokenizer::Span as TSpan;
use std::path::{Path, PathBuf};

/// A SQL construct jitjoin cannot compile, or a query it cannot bind: where, what, and the fix.
#[derive(Debug, Clone, PartialEq)]
pub struct SqlError {
    pub file: String,
    pub line: u64,
    pub col: u64,
    pub msg: String,
    pub help: Option<String>,
}

impl std::fmt::Display for SqlError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}:{}: {}", self.file, self.line, self.col, self.msg)?;
        if let Some(h) = &self.help {
            write!(f, "\n  help: {h}")?;
        }
        Ok(())
    }
}

impl std::error::Error for SqlError {}

/// What the SQL front end covers, said after an unsupported construct.
pub const SUPPORTED: &str = "jitjoin's SQL covers SELECT of aggregates (count, sum, min, max) or columns, \
     FROM with inner joins (JOIN … ON, or commas with equalities in WHERE), [NOT] EXISTS and [NOT] IN \
     subqueries and SEMI/ANTI JOIN as semi and anti joins, WHERE conditions on one table each, GROUP BY \
     columns with ORDER BY grouping columns and aggregates, and LIMIT";

type R<T> = Result<T, SqlError>;

/// A table the query can name: where its rows come from and, when known, its columns.
#[derive(Clone, Debug)]
struct Table {
    name: String,
    source: Source,
    /// Declared (CREATE TABLE with columns, a CSV file's inferred header, or a registered
    /// table's), in file order.
    declared: Option<Vec<(String, ColType, Logical)>>,
    /// Every column name the file has (for unqualified names and `*`).
    names: Vec<String>,
    /// What each column holds (numbers, strings, decimals, dates), by name: constants compared
    /// with a date column are dates, with a decimal column exact decimals.
    kinds: Vec<(String, Logical)>,
    /// Its rows, when known without reading it (a Parquet footer, a registered table): the
    /// largest table of a comma join is its probe table.
    rows: Option<u64>,
}

/// A table an embedding program holds ([`crate::Session::register_batches`]): its name, its
/// columns (name, machine type, kind) and its rows.
#[derive(Clone, Debug)]
pub struct MemoryTable {
    pub name: String,
    pub columns: Vec<(String, ColType, Logical)>,
    pub rows: u64,
}

struct Cx<'a> {
    file: &'a str,
    base_dir: &'a Path,
    tables: Vec<Table>,
}

fn span_of(s: TSpan) -> Span {
    Span { line: s.start.line as u32, col: s.start.column as u32 }
}

impl Cx<'_> {
    fn err(&self, s: TSpan, msg: impl Into<String>, help: impl Into<Option<String>>) -> SqlError {
        SqlError {
            file: self.file.into(),
            line: s.start.line.max(1),
            col: s.start.column.max(1),
            msg: msg.into(),
            help: help.into(),
        }
    }

    /// [`Cx::err`] at a position in the IR's terms.
    fn err_at(&self, s: Span, msg: impl Into<String>, help: impl Into<Option<String>>) -> SqlError {
        SqlError {
            file: self.file.into(),
            line: (s.line as u64).max(1),
            col: (s.col as u64).max(1),
            msg: msg.into(),
            help: help.into(),
        }
    }

    fn unsupported(&self, at: TSpan, what: impl std::fmt::Display) -> SqlError {
        self.err(at, format!("{what} is not supported"), Some(SUPPORTED.to_string()))
    }

    /// Bind `name` to the file at `path` (relative to the query's directory).
    fn bind_file(
        &mut self,
        at: TSpan,
        name: &str,
        path: &str,
        declared: Option<Vec<(String, ColType, Logical)>>,
    ) -> R<()> {
        let format = FileFormat::from_extension(Path::new(path)).ok_or_else(|| {
            self.err(
                at,
                format!("cannot tell the format of `{path}` from its extension"),
                Some("name a .csv, .parquet or .arrow file".to_string()),
            )
        })?;
        let full = self.base_dir.join(path);
        let data_err = |e: jitjoin_runtime::DataError| self.err(at, e.to_string(), None);
        use jitjoin_runtime::data::files;
        // A Parquet or Arrow file's schema, read once: its names and its columns' kinds.
        let schema = match format.has_schema() {
            true => Some(files::file_schema(&full, format).map_err(data_err)?),
            false => None,
        };
        let (names, kinds, declared) = match (schema, declared) {
            (_, Some(cols)) => (
                cols.iter().map(|c| c.0.clone()).collect(),
                cols.iter().map(|c| (c.0.clone(), c.2)).collect(),
                Some(cols),
            ),
            (Some(schema), None) => (
                schema.fields().iter().map(|f| f.name().clone()).collect(),
                schema
                    .fields()
                    .iter()
                    .map(|f| (f.name().clone(), files::logical_type(f.data_type()).unwrap_or_default()))
                    .collect(),
                None,
            ),
            (None, None) => {
                let cols = jitjoin_runtime::data::csvio::infer_schema(&full).map_err(data_err)?;
                (
                    cols.iter().map(|c| c.0.clone()).collect(),
                    cols.iter().map(|c| (c.0.clone(), c.2)).collect(),
                    Some(cols),
                )
            }
        };
        let rows = match format {
            FileFormat::Parquet => files::describe(&full, format, &[], None).ok().map(|d| d.rows),
            _ => None,
        };
        self.tables.retain(|t| !t.name.eq_ignore_ascii_case(name));
        self.tables.push(Table {
            name: name.to_string(),
            source: Source::File { format, path: path.to_string() },
            declared,
            names,
            kinds,
            rows,
        });
        Ok(())
    }
}

/// The jitjoin type (machine type and kind) of a SQL column type in `CREATE … (col TYPE)` or
/// `CAST(… AS TYPE)`.
fn sql_type(t: &sql::DataType) -> Option<(ColType, Logical)> {
    use sql::{DataType as D, ExactNumberInfo as E};
    let decimal = |info: &E| match *info {
        E::None => Some((18, 3)),
        E::Precision(p) => Some((p, 0)),
        E::PrecisionAndScale(p, s) => Some((p, u64::try_from(s).ok()?)),
    };
    match t {
        D::Decimal(info) | D::Numeric(info) | D::Dec(info) => {
            let (p, s) = decimal(info)?;
            if !(1..=MAX_COLUMN_PRECISION as u64).contains(&p) || s > p {
                return None;
            }
            return Some((ColType::I64, Logical::Decimal { precision: p as u8, scale: s as u8 }));
        }
        D::Date => return Some((ColType::I32, Logical::Date)),
        D::Varchar(_) | D::Text | D::String(_) | D::Char(_) | D::CharVarying(_) | D::Character(_) => {
            return Some((ColType::U32, Logical::Text));
        }
        _ => {}
    }
    let s = t.to_string().to_ascii_uppercase();
    Some((
        match s.as_str() {
            "INT" | "INTEGER" | "INT4" | "INT32" | "SMALLINT" | "TINYINT" => ColType::I32,
            "BIGINT" | "INT8" | "INT64" | "LONG" => ColType::I64,
            "INT UNSIGNED" | "INTEGER UNSIGNED" | "UINTEGER" | "UINT32" | "UINT" => ColType::U32,
            "BIGINT UNSIGNED" | "UBIGINT" | "UINT64" => ColType::U64,
            "DOUBLE" | "DOUBLE PRECISION" | "FLOAT8" | "FLOAT64" | "FLOAT" | "REAL" => ColType::F64,
            other => ColType::from_name(&other.to_ascii_lowercase())?,
        },
        Logical::Number,
    ))
}

fn single_name(n: &sql::ObjectName) -> Option<&sql::Ident> {
    match n.0.as_slice() {
        [ObjectNamePart::Identifier(i)] => Some(i),
        _ => None,
    }
}

/// Translate the SQL text of `file` into a plan. `bindings` name files for tables (paths as
/// given, relative to `base_dir` unless absolute); `CREATE` statements in the text add more.
pub fn translate(file: &str, text: &str, bindings: &[(String, PathBuf)], base_dir: &Path) -> Result<Plan, Error> {
    translate_with(file, text, bindings, &[], base_dir)
}

/// [`translate`], with `memory` naming tables an embedding program holds (their columns and
/// types), read as `memory` tables.
pub fn translate_with(
    file: &str,
    text: &str,
    bindings: &[(String, PathBuf)],
    memory: &[MemoryTable],
    base_dir: &Path,
) -> Result<Plan, Error> {
    let mut cx = Cx { file, base_dir, tables: Vec::new() };
    for t in memory {
        cx.tables.push(Table {
            name: t.name.clone(),
            source: Source::Memory,
            declared: Some(t.columns.clone()),
            names: t.columns.iter().map(|c| c.0.clone()).collect(),
            kinds: t.columns.iter().map(|c| (c.0.clone(), c.2)).collect(),
            rows: Some(t.rows),
        });
    }
    for (name, path) in bindings {
        let at = TSpan::new(sqlparser::tokenizer::Location::new(1, 1), sqlparser::tokenizer::Location::new(1, 1));
        cx.bind_file(at, name, &path.to_string_lossy(), None).map_err(|mut e| {
            e.msg = format!("--table {name}={}: {}", path.display(), e.msg);
            e
        })?;
    }
    let statements = Parser::parse_sql(&GenericDialect {}, text).map_err(|e| parse_error(file, text, e))?;
    let mut query = None;
    for st in &statements {
        match st {
            Statement::CreateTable(ct) => create_table(&mut cx, ct)?,
            Statement::Query(q) => {
                if query.replace(q).is_some() {
                    return Err(cx.err(st.span(), "a second query", Some("give one SELECT per file".into())).into());
                }
            }
            other => {
                let kw = other.to_string().split_whitespace().take(2).collect::<Vec<_>>().join(" ");
                return Err(cx.unsupported(other.span(), format!("the statement `{kw} …`")).into());
            }
        }
    }
    let Some(q) = query else {
        return Err(SqlError {
            file: file.into(),
            line: 1,
            col: 1,
            msg: "the file has no SELECT query".into(),
            help: Some("end it with the query to run, e.g. `SELECT count(*) FROM t`".into()),
        }
        .into());
    };
    Ok(select_plan(&cx, q)?)
}

fn parse_error(file: &str, text: &str, e: sqlparser::parser::ParserError) -> SqlError {
    let msg = e.to_string();
    // sqlparser ends its messages with " at Line: L, Column: C".
    let (line, col, msg) = match msg.rfind(" at Line: ") {
        Some(at) => {
            let tail = &msg[at + " at Line: ".len()..];
            let mut parts = tail.split(", Column: ");
            let line = parts.next().and_then(|l| l.trim().parse().ok()).unwrap_or(1);
            let col = parts.next().and_then(|c| c.trim().parse().ok()).unwrap_or(1);
            (line, col, msg[..at].to_string())
        }
        // At the end of the text, sqlparser gives no position: point just past the last character.
        None => {
            let line = text.lines().count().max(1) as u64;
            let col = text.lines().last().map_or(0, |l| l.chars().count()) as u64 + 1;
            (line, col, msg)
        }
    };
    let msg = msg.strip_prefix("sql parser error: ").unwrap_or(&msg).to_string();
    SqlError { file: file.into(), line, col, msg: format!("cannot parse the SQL: {msg}"), help: None }
}

/// `CREATE EXTERNAL TABLE t [(col TYPE, …)] [STORED AS PARQUET] LOCATION 'path'` or
/// `CREATE TABLE t AS SELECT * FROM read_parquet('path')` (also `read_csv`, `read_arrow`).
fn create_table(cx: &mut Cx<'_>, ct: &sql::CreateTable) -> R<()> {
    let at = ct.name.span();
    let name = single_name(&ct.name)
        .ok_or_else(|| cx.unsupported(at, format!("the qualified table name `{}`", ct.name)))?
        .value
        .clone();
    let declared = if ct.columns.is_empty() {
        None
    } else {
        let mut cols = Vec::new();
        for c in &ct.columns {
            let (ty, logical) = sql_type(&c.data_type).ok_or_else(|| {
                cx.err(
                    c.name.span,
                    format!("column `{}` has type {}, which jitjoin cannot read", c.name.value, c.data_type),
                    Some(
                        "use INTEGER, BIGINT, INTEGER UNSIGNED, BIGINT UNSIGNED, DOUBLE, DECIMAL(P,S) with P ≤ 18, \
                         DATE or VARCHAR"
                            .into(),
                    ),
                )
            })?;
            cols.push((c.name.value.clone(), ty, logical));
        }
        Some(cols)
    };
    if let Some(location) = &ct.location {
        if let Some(f) = &ct.file_format
            && !matches!(f, sql::FileFormat::PARQUET | sql::FileFormat::TEXTFILE)
        {
            return Err(cx.unsupported(at, format!("STORED AS {f}")));
        }
        return cx.bind_file(at, &name, location, declared);
    }
    if let Some(q) = &ct.query
        && let SetExpr::Select(s) = q.body.as_ref()
        && let [from] = s.from.as_slice()
        && from.joins.is_empty()
        && s.selection.is_none()
        && matches!(s.projection.as_slice(), [SelectItem::Wildcard(_)])
        && let TableFactor::Table { name: f, args: Some(args), .. } = &from.relation
        && let Some(func) = single_name(f)
        && ["read_parquet", "read_csv", "read_csv_auto", "read_arrow"]
            .contains(&func.value.to_ascii_lowercase().as_str())
        && let [sql::FunctionArg::Unnamed(FunctionArgExpr::Expr(sql::Expr::Value(v)))] = args.args.as_slice()
        && let sql::Value::SingleQuotedString(path) = &v.value
    {
        return cx.bind_file(at, &name, path, declared);
    }
    Err(cx.err(
        ct.span(),
        format!("cannot tell which file table `{name}` reads"),
        Some(
            "write `CREATE EXTERNAL TABLE t STORED AS PARQUET LOCATION 'path'` or `CREATE TABLE t AS SELECT * FROM \
             read_parquet('path')` (or read_csv, read_arrow), or bind it with --table t=PATH"
                .into(),
        ),
    ))
}

/// A column the query names: the table's index among the query's tables and the column's
/// name as the table spells it.
#[derive(Clone, Debug)]
struct Col {
    table: usize,
    name: String,
    span: Span,
}

/// The tables in scope: (alias or name, index into cx.tables).
struct Scope {
    names: Vec<(String, usize)>,
}

impl Cx<'_> {
    fn col(&self, scope: &Scope, e: &sql::Expr) -> R<Option<Col>> {
        let (qual, id) = match e {
            sql::Expr::Identifier(id) => (None, id),
            sql::Expr::CompoundIdentifier(parts) => match parts.as_slice() {
                [t, c] => (Some(t), c),
                _ => return Err(self.unsupported(e.span(), format!("the name `{e}` (write TABLE.COLUMN)"))),
            },
            sql::Expr::Nested(inner) => return self.col(scope, inner),
            _ => return Ok(None),
        };
        let find = |ti: usize| self.tables[ti].names.iter().find(|n| n.eq_ignore_ascii_case(&id.value)).cloned();
        match qual {
            Some(q) => {
                let Some(&(_, ti)) = scope.names.iter().find(|(n, _)| n.eq_ignore_ascii_case(&q.value)) else {
                    let known: Vec<&str> = scope.names.iter().map(|n| n.0.as_str()).collect();
                    return Err(self.err(
                        q.span,
                        format!("no table `{}` in this FROM", q.value),
                        Some(format!("the tables here are {}", known.join(", "))),
                    ));
                };
                let name = find(ti).ok_or_else(|| {
                    self.err(
                        id.span,
                        format!("table `{}` has no column `{}`", self.tables[ti].name, id.value),
                        Some(format!("its columns are {}", self.tables[ti].names.join(", "))),
                    )
                })?;
                Ok(Some(Col { table: ti, name, span: span_of(q.span) }))
            }
            None => {
                let hits: Vec<(usize, String)> =
                    scope.names.iter().filter_map(|&(_, ti)| Some((ti, find(ti)?))).collect();
                match hits.as_slice() {
                    [(ti, name)] => Ok(Some(Col { table: *ti, name: name.clone(), span: span_of(id.span) })),
                    [] => Err(self.err(
                        id.span,
                        format!("no table in this FROM has a column `{}`", id.value),
                        Some(format!(
                            "the tables here are {}",
                            scope.names.iter().map(|n| n.0.as_str()).collect::<Vec<_>>().join(", ")
                        )),
                    )),
                    many => Err(self.err(
                        id.span,
                        format!("column `{}` is ambiguous", id.value),
                        Some(format!(
                            "qualify it: {}",
                            many.iter()
                                .map(|(ti, n)| format!("{}.{n}", self.tables[*ti].name))
                                .collect::<Vec<_>>()
                                .join(" or ")
                        )),
                    )),
                }
            }
        }
    }

    fn col_ref(&self, c: &Col) -> ColRef {
        ColRef {
            table: Ident { name: self.tables[c.table].name.clone(), span: c.span },
            column: Ident { name: c.name.clone(), span: c.span },
        }
    }

    /// What column `c` holds: numbers, strings, decimals or dates.
    fn kind(&self, c: &Col) -> Logical {
        self.tables[c.table].kinds.iter().find(|k| k.0 == c.name).map_or(Logical::Number, |k| k.1)
    }

    /// The value of a constant expression: numbers (exact when written without an exponent),
    /// strings, `DATE 'YYYY-MM-DD'`, `CAST(… AS DATE | DECIMAL(P,S) | INTEGER | BIGINT | DOUBLE |
    /// VARCHAR)`, `INTERVAL 'N' YEAR | MONTH | DAY` (or `'N days'`), a date plus or minus an
    /// interval, and `+ - *` over numbers.
    fn fold(&self, e: &sql::Expr) -> R<Const> {
        let at = e.span();
        Ok(match e {
            sql::Expr::Value(v) => match &v.value {
                sql::Value::Number(s, _) => {
                    Const::number(s).ok_or_else(|| self.err(at, format!("`{s}` is not a number"), None))?
                }
                sql::Value::SingleQuotedString(s) => Const::Str(s.clone()),
                sql::Value::Null => return Err(self.unsupported(at, "NULL")),
                other => return Err(self.unsupported(at, format!("the constant `{other}`"))),
            },
            sql::Expr::Nested(inner) => self.fold(inner)?,
            sql::Expr::UnaryOp { op: UnaryOperator::Plus, expr } => self.fold(expr)?,
            sql::Expr::UnaryOp { op: UnaryOperator::Minus, expr } => match self.fold(expr)? {
                Const::Exact(i, s) => Const::Exact(-i, s),
                Const::Double(x) => Const::Double(-x),
                Const::Interval { months, days } => Const::Interval { months: -months, days: -days },
                _ => return Err(self.unsupported(at, format!("`{e}` (a minus before a date or a string)"))),
            },
            sql::Expr::TypedString(ts) if ts.data_type.to_string().eq_ignore_ascii_case("DATE") => {
                match &ts.value.value {
                    sql::Value::SingleQuotedString(s) => Const::Date(self.date(at, s)?),
                    _ => return Err(self.unsupported(at, format!("the constant `{e}`"))),
                }
            }
            sql::Expr::Cast { expr, data_type, format: None, .. } => {
                let v = self.fold(expr)?;
                self.cast(at, v, data_type)?
            }
            sql::Expr::Interval(iv) => self.interval(iv)?,
            sql::Expr::BinaryOp { left, op, right }
                if matches!(op, BinaryOperator::Plus | BinaryOperator::Minus | BinaryOperator::Multiply) =>
            {
                let (a, b) = (self.fold(left)?, self.fold(right)?);
                let sub = *op == BinaryOperator::Minus;
                let overflow = || self.err(at, format!("`{e}` does not fit 128 bits"), None);
                match (a, b, op) {
                    (
                        Const::Date(d),
                        Const::Interval { months, days },
                        BinaryOperator::Plus | BinaryOperator::Minus,
                    )
                    | (Const::Interval { months, days }, Const::Date(d), BinaryOperator::Plus) => {
                        let sign = if sub { -1 } else { 1 };
                        let moved = jitjoin_ir::types::add_months(d, sign * months).map(|d| d + sign * days);
                        Const::Date(moved.ok_or_else(|| self.err(at, format!("`{e}` is not a date"), None))?)
                    }
                    (Const::Exact(x, sx), Const::Exact(y, sy), BinaryOperator::Multiply) => {
                        Const::Exact(x.checked_mul(y).ok_or_else(overflow)?, sx + sy)
                    }
                    (Const::Exact(x, sx), Const::Exact(y, sy), _) => {
                        let s = sx.max(sy);
                        let up = |v: i128, from: u8| v.checked_mul(jitjoin_ir::types::pow10(s - from));
                        let (x, y) = (up(x, sx).ok_or_else(overflow)?, up(y, sy).ok_or_else(overflow)?);
                        Const::Exact(if sub { x.checked_sub(y) } else { x.checked_add(y) }.ok_or_else(overflow)?, s)
                    }
                    (a, b, op) if a.double().is_some() && b.double().is_some() => {
                        let (x, y) = (a.double().unwrap_or_default(), b.double().unwrap_or_default());
                        Const::Double(match op {
                            BinaryOperator::Plus => x + y,
                            BinaryOperator::Minus => x - y,
                            _ => x * y,
                        })
                    }
                    _ => return Err(self.unsupported(at, format!("the constant expression `{e}`"))),
                }
            }
            _ => return Err(self.unsupported(at, format!("the expression `{e}` where a constant is expected"))),
        })
    }

    /// Days since 1970-01-01 of `YYYY-MM-DD`.
    fn date(&self, at: TSpan, text: &str) -> R<i64> {
        jitjoin_ir::days_of(text.trim())
            .ok_or_else(|| self.err(at, format!("`{text}` is not a date"), Some("write DATE 'YYYY-MM-DD'".into())))
    }

    /// `CAST(v AS ty)` of a constant.
    fn cast(&self, at: TSpan, v: Const, ty: &sql::DataType) -> R<Const> {
        let Some((machine, logical)) = sql_type(ty) else {
            return Err(self.unsupported(at, format!("a cast to {ty}")));
        };
        let bad = || self.err(at, format!("cannot cast `{}` to {ty}", v.text()), None);
        Ok(match (logical, &v) {
            (Logical::Date, Const::Date(_)) => v.clone(),
            (Logical::Date, Const::Str(s)) => Const::Date(self.date(at, s)?),
            (Logical::Text, Const::Str(_)) => v.clone(),
            (Logical::Text, _) => Const::Str(v.text()),
            (Logical::Decimal { .. } | Logical::Number, _) if machine != ColType::F64 => {
                let scale = logical.scale();
                let n = match &v {
                    Const::Str(s) => Const::number(s.trim()).ok_or_else(bad)?,
                    other => other.clone(),
                };
                match n {
                    Const::Exact(x, s) => Const::Exact(round_to(x, s, scale).ok_or_else(bad)?, scale),
                    Const::Double(x) => {
                        let scaled = (x * 10f64.powi(scale as i32)).round();
                        if !scaled.is_finite() || scaled.abs() >= 1e38 {
                            return Err(bad());
                        }
                        Const::Exact(scaled as i128, scale)
                    }
                    _ => return Err(bad()),
                }
            }
            (_, _) => match &v {
                Const::Str(s) => Const::Double(s.trim().parse().map_err(|_| bad())?),
                other => Const::Double(other.double().ok_or_else(bad)?),
            },
        })
    }

    /// `INTERVAL 'N' YEAR|MONTH|WEEK|DAY`, `INTERVAL N DAY`, or `INTERVAL 'N unit'`.
    fn interval(&self, iv: &sql::Interval) -> R<Const> {
        use sql::DateTimeField as F;
        let at = iv.value.span();
        let (amount, unit) = match (self.fold(&iv.value)?, &iv.leading_field) {
            (Const::Str(s), None) => {
                let mut words = s.split_whitespace();
                let (n, u) = (words.next().unwrap_or(""), words.next().unwrap_or(""));
                (n.to_string(), u.to_ascii_lowercase())
            }
            (c, Some(f)) => (
                c.text(),
                match f {
                    F::Year | F::Years => "year",
                    F::Month | F::Months => "month",
                    F::Week(None) | F::Weeks => "week",
                    F::Day | F::Days => "day",
                    other => return Err(self.unsupported(at, format!("an interval of {other}"))),
                }
                .to_string(),
            ),
            (c, None) => (c.text(), String::new()),
        };
        let n: i64 = amount.trim().parse().map_err(|_| {
            self.err(
                at,
                format!("`{amount}` is not a whole number of {unit}s"),
                Some("write INTERVAL '3' MONTH".into()),
            )
        })?;
        Ok(match unit.trim_end_matches('s') {
            "year" => Const::Interval { months: 12 * n, days: 0 },
            "month" => Const::Interval { months: n, days: 0 },
            "week" => Const::Interval { months: 0, days: 7 * n },
            "day" => Const::Interval { months: 0, days: n },
            other => {
                return Err(self.unsupported(
                    at,
                    format!("the interval unit `{other}` (jitjoin adds years, months, weeks and days to dates)"),
                ));
            }
        })
    }

    /// A constant where a number is expected (LIMIT, arithmetic): an integer, or a decimal
    /// written with a point (exact to the digits written), or a double.
    fn constant(&self, e: &sql::Expr) -> R<Value> {
        match self.fold(e)? {
            Const::Str(s) => Err(self.err(
                e.span(),
                format!("the string '{s}' stands where a number is expected"),
                Some("compare a string column with strings; here use a number, or DATE 'YYYY-MM-DD'".into()),
            )),
            Const::Date(d) => Ok(Value::Int(d as i128)),
            Const::Interval { .. } => Err(self.err(
                e.span(),
                format!("the interval `{e}` stands where a number is expected"),
                Some("add an interval to a date: DATE '1994-01-01' + INTERVAL '1' YEAR".into()),
            )),
            n => n.value().ok_or_else(|| self.err(e.span(), format!("`{e}` is not a number jitjoin holds"), None)),
        }
    }

    /// A constant compared with column `c`: a date for a date column (`DATE '…'`, a cast, or
    /// a string of the form YYYY-MM-DD, as SQL casts it), else a number (a decimal column's
    /// constants are compared exactly, by the verifier).
    fn constant_for(&self, c: &Col, e: &sql::Expr) -> R<Value> {
        let v = self.fold(e)?;
        match (self.kind(c), v) {
            (Logical::Date, Const::Date(d)) => Ok(Value::Int(d as i128)),
            (Logical::Date, Const::Str(s)) => Ok(Value::Int(self.date(e.span(), &s)? as i128)),
            (Logical::Date, other) => Err(self.err(
                e.span(),
                format!("column `{}` holds dates; `{}` is not one", c.name, other.text()),
                Some("compare it with DATE 'YYYY-MM-DD' or CAST('YYYY-MM-DD' AS DATE)".into()),
            )),
            (_, Const::Date(_)) => Err(self.err(
                e.span(),
                format!("column `{}` does not hold dates; `{e}` is one", c.name),
                Some("compare a date column with dates".into()),
            )),
            _ => self.constant(e),
        }
    }

    /// Is `e` a string constant compared with column `c` as a string (not a date written as a
    /// string)?
    fn string_for(&self, c: &Col, e: &sql::Expr) -> Option<String> {
        if self.kind(c) == Logical::Date {
            return None;
        }
        string(e)
    }

    /// A filter condition over one table's columns, as an IR expression.
    fn condition(&self, scope: &Scope, e: &sql::Expr) -> R<Expr> {
        let cmp = |op: &BinaryOperator| match op {
            BinaryOperator::Eq => Some(CmpOp::Eq),
            BinaryOperator::NotEq => Some(CmpOp::Ne),
            BinaryOperator::Lt => Some(CmpOp::Lt),
            BinaryOperator::LtEq => Some(CmpOp::Le),
            BinaryOperator::Gt => Some(CmpOp::Gt),
            BinaryOperator::GtEq => Some(CmpOp::Ge),
            _ => None,
        };
        Ok(match e {
            sql::Expr::Nested(inner) => self.condition(scope, inner)?,
            sql::Expr::BinaryOp { left, op: op @ (BinaryOperator::And | BinaryOperator::Or), right } => {
                let and = *op == BinaryOperator::And;
                let mut out = Vec::new();
                for side in [left, right] {
                    let mut e = self.condition(scope, side)?;
                    // `a AND b AND c` is one flat list; a parenthesised group stays a node.
                    let nested = matches!(side.as_ref(), sql::Expr::Nested(_));
                    match &mut e {
                        Expr::And(es) if and && !nested => out.append(es),
                        Expr::Or(es) if !and && !nested => out.append(es),
                        _ => out.push(e),
                    }
                }
                if and { Expr::And(out) } else { Expr::Or(out) }
            }
            sql::Expr::UnaryOp { op: UnaryOperator::Not, expr } => Expr::Not(Box::new(self.condition(scope, expr)?)),
            sql::Expr::BinaryOp { left, op, right } if cmp(op).is_some() => {
                let op = cmp(op).expect("checked");
                match (self.col(scope, left)?, self.col(scope, right)?) {
                    // A string column against a string: a test of its dictionary's codes.
                    (Some(c), None) if self.string_for(&c, right).is_some() => {
                        Expr::Text { col: self.col_ref(&c), test: TextTest::Cmp(op, string(right).expect("checked")) }
                    }
                    (None, Some(c)) if self.string_for(&c, left).is_some() => Expr::Text {
                        col: self.col_ref(&c),
                        test: TextTest::Cmp(flip(op), string(left).expect("checked")),
                    },
                    (Some(c), None) => Expr::Cmp { col: self.col_ref(&c), op, value: self.constant_for(&c, right)? },
                    (None, Some(c)) => {
                        Expr::Cmp { col: self.col_ref(&c), op: flip(op), value: self.constant_for(&c, left)? }
                    }
                    (Some(_), Some(_)) => {
                        return Err(self.unsupported(
                            e.span(),
                            format!("the comparison of two columns `{e}` (other than an equality joining two tables)"),
                        ));
                    }
                    (None, None) => {
                        return Err(self.unsupported(e.span(), format!("the comparison `{e}`, which names no column")));
                    }
                }
            }
            sql::Expr::Between { expr, negated, low, high } => {
                let c = self
                    .col(scope, expr)?
                    .ok_or_else(|| self.unsupported(expr.span(), format!("BETWEEN on `{expr}`")))?;
                // An empty range (a low bound above the high one) is SQL all the same: no value
                // is in it, written as the two comparisons it means.
                let col = self.col_ref(&c);
                let b = match (self.string_for(&c, low), self.string_for(&c, high)) {
                    (Some(lo), Some(hi)) if lo > hi => Expr::And(vec![
                        Expr::Text { col: col.clone(), test: TextTest::Cmp(CmpOp::Ge, lo) },
                        Expr::Text { col, test: TextTest::Cmp(CmpOp::Le, hi) },
                    ]),
                    (Some(lo), Some(hi)) => Expr::Text { col, test: TextTest::Between(lo, hi) },
                    _ => {
                        let (lo, hi) = (self.constant_for(&c, low)?, self.constant_for(&c, high)?);
                        if lo.as_f64() > hi.as_f64() {
                            Expr::And(vec![
                                Expr::Cmp { col: col.clone(), op: CmpOp::Ge, value: lo },
                                Expr::Cmp { col, op: CmpOp::Le, value: hi },
                            ])
                        } else {
                            Expr::Between { col, lo, hi }
                        }
                    }
                };
                if *negated { Expr::Not(Box::new(b)) } else { b }
            }
            sql::Expr::In { expr, target: sql::InTarget::List(list), negated, .. } => {
                let c =
                    self.col(scope, expr)?.ok_or_else(|| self.unsupported(expr.span(), format!("IN on `{expr}`")))?;
                let words: Option<Vec<String>> = list.iter().map(|v| self.string_for(&c, v)).collect();
                let i = match words {
                    Some(words) if !words.is_empty() => Expr::Text { col: self.col_ref(&c), test: TextTest::In(words) },
                    _ => Expr::In {
                        col: self.col_ref(&c),
                        values: list.iter().map(|v| self.constant_for(&c, v)).collect::<R<Vec<_>>>()?,
                    },
                };
                if *negated { Expr::Not(Box::new(i)) } else { i }
            }
            sql::Expr::Exists { .. } | sql::Expr::In { .. } => {
                return Err(self.unsupported(
                    e.span(),
                    "a subquery inside OR or NOT (EXISTS and IN subqueries must be conditions of the WHERE's top-level AND)",
                ));
            }
            sql::Expr::IsNull(x) | sql::Expr::IsNotNull(x) => {
                let c = self.col(scope, x)?.ok_or_else(|| {
                    self.unsupported(x.span(), format!("IS [NOT] NULL on `{x}`, which is not a column"))
                })?;
                let is = Expr::IsNull { col: self.col_ref(&c) };
                if matches!(e, sql::Expr::IsNotNull(_)) { Expr::Not(Box::new(is)) } else { is }
            }
            sql::Expr::Like { .. } | sql::Expr::ILike { .. } => {
                return Err(self.unsupported(
                    e.span(),
                    format!("LIKE (`{e}`; strings compare with =, <>, <, <=, >, >=, BETWEEN and IN)"),
                ));
            }
            sql::Expr::Function(_) => {
                return Err(self.unsupported(e.span(), format!("the function call `{e}` in a condition")));
            }
            sql::Expr::Case { .. } => return Err(self.unsupported(e.span(), "CASE")),
            sql::Expr::Subquery(_) => return Err(self.unsupported(e.span(), "a scalar subquery")),
            sql::Expr::BinaryOp { op, .. } => {
                return Err(self.unsupported(e.span(), format!("the operator `{op}` (in `{e}`)")));
            }
            _ => return Err(self.unsupported(e.span(), format!("the condition `{e}`"))),
        })
    }
}

/// A constant's value, as [`Cx::fold`] computes it.
#[derive(Clone, Debug, PartialEq)]
enum Const {
    /// A number written without an exponent: its digits as an integer, and how many of them
    /// are after the point (`12.50` is 1250 at 2).
    Exact(i128, u8),
    /// A number written with an exponent (or cast to DOUBLE).
    Double(f64),
    /// Days since 1970-01-01.
    Date(i64),
    Str(String),
    /// Months and days to add to a date.
    Interval {
        months: i64,
        days: i64,
    },
}

impl Const {
    /// A number literal's value: exact without an exponent.
    fn number(s: &str) -> Option<Const> {
        if s.contains(['e', 'E']) {
            return s.parse::<f64>().ok().filter(|x| x.is_finite()).map(Const::Double);
        }
        let digits = s.split_once('.').map_or(0, |(_, f)| f.len());
        let scale = u8::try_from(digits).ok().filter(|&d| d <= jitjoin_ir::types::MAX_RESULT_PRECISION)?;
        jitjoin_ir::types::decimal_at(s, scale).map(|v| Const::Exact(v, scale))
    }

    /// The number as a plan constant: an integer, or a double whose shortest text is the
    /// decimal (the verifier reads it back exactly).
    fn value(&self) -> Option<Value> {
        match *self {
            Const::Exact(i, 0) => Some(Value::Int(i)),
            Const::Exact(i, s) => {
                let text = jitjoin_ir::types::decimal_text(i, s);
                text.parse::<f64>().ok().map(Value::Float)
            }
            Const::Double(x) => Some(Value::Float(x)),
            _ => None,
        }
    }

    fn double(&self) -> Option<f64> {
        match *self {
            Const::Exact(i, s) => Some(i as f64 / 10f64.powi(s as i32)),
            Const::Double(x) => Some(x),
            _ => None,
        }
    }

    /// The value as SQL would print it.
    fn text(&self) -> String {
        match self {
            Const::Exact(i, s) => jitjoin_ir::types::decimal_text(*i, *s),
            Const::Double(x) => format!("{x:?}"),
            Const::Date(d) => jitjoin_ir::types::date_text(*d),
            Const::Str(s) => s.clone(),
            Const::Interval { months, days } => format!("{months} months {days} days"),
        }
    }
}

/// `x` (at `from` digits after the point) at `to` digits, rounded half away from zero as SQL's
/// casts round.
fn round_to(x: i128, from: u8, to: u8) -> Option<i128> {
    use jitjoin_ir::types::pow10;
    if to >= from {
        return x.checked_mul(pow10(to - from));
    }
    let d = pow10(from - to);
    let (q, r) = (x / d, x % d);
    Some(if r.unsigned_abs() * 2 >= d.unsigned_abs() { q + x.signum() } else { q })
}

/// Is every table of `order` after the first joined to one before it by an equality?
fn joined_in_order(order: &[(usize, JoinKind, Span)], edges: &[(Col, Col, Option<usize>)]) -> bool {
    order.iter().enumerate().skip(1).all(|(pos, o)| {
        edges.iter().any(|(a, b, _)| {
            let before = |t: usize| order[..pos].iter().any(|p| p.0 == t);
            (a.table == o.0 && before(b.table)) || (b.table == o.0 && before(a.table))
        })
    })
}

/// A string constant, `'ASIA'`.
fn string(e: &sql::Expr) -> Option<String> {
    match e {
        sql::Expr::Value(v) => match &v.value {
            sql::Value::SingleQuotedString(s) => Some(s.clone()),
            _ => None,
        },
        sql::Expr::Nested(inner) => string(inner),
        _ => None,
    }
}

fn flip(op: CmpOp) -> CmpOp {
    match op {
        CmpOp::Lt => CmpOp::Gt,
        CmpOp::Le => CmpOp::Ge,
        CmpOp::Gt => CmpOp::Lt,
        CmpOp::Ge => CmpOp::Le,
        o => o,
    }
}

/// The conjuncts of a condition: `a AND (b AND c)` is [a, b, c].
fn conjuncts(e: &sql::Expr) -> Vec<&sql::Expr> {
    let mut out = Vec::new();
    let mut stack = vec![e];
    while let Some(e) = stack.pop() {
        match e {
            sql::Expr::BinaryOp { left, op: BinaryOperator::And, right } => {
                stack.push(right);
                stack.push(left);
            }
            sql::Expr::Nested(inner)
                if matches!(inner.as_ref(), sql::Expr::BinaryOp { op: BinaryOperator::And, .. }) =>
            {
                stack.push(inner)
            }
            other => out.push(other),
        }
    }
    out
}

/// The first clause of a SELECT or query that jitjoin does not compile, as (its text, where).
fn unsupported_select(s: &sql::Select) -> Option<(String, TSpan)> {
    let at = s.span();
    if s.distinct.is_some() {
        return Some(("SELECT DISTINCT".into(), at));
    }
    if s.top.is_some() {
        return Some(("TOP".into(), at));
    }
    if s.into.is_some() {
        return Some(("SELECT INTO".into(), at));
    }
    match &s.group_by {
        GroupByExpr::Expressions(_, mods) if mods.is_empty() => {}
        GroupByExpr::Expressions(..) => return Some(("GROUP BY modifiers (ROLLUP, CUBE, TOTALS…)".into(), at)),
        GroupByExpr::All(_) => return Some(("GROUP BY ALL (name the grouping columns)".into(), at)),
    }
    if let Some(h) = &s.having {
        return Some(("HAVING".into(), h.span()));
    }
    if !s.sort_by.is_empty() || !s.cluster_by.is_empty() || !s.distribute_by.is_empty() {
        return Some(("SORT/CLUSTER/DISTRIBUTE BY".into(), at));
    }
    if !s.named_window.is_empty() {
        return Some(("WINDOW".into(), at));
    }
    if let Some(q) = &s.qualify {
        return Some(("QUALIFY".into(), q.span()));
    }
    if let Some(p) = &s.prewhere {
        return Some(("PREWHERE".into(), p.span()));
    }
    if !s.lateral_views.is_empty() {
        return Some(("LATERAL VIEW".into(), at));
    }
    if !s.connect_by.is_empty() {
        return Some(("CONNECT BY".into(), at));
    }
    if s.value_table_mode.is_some() {
        return Some(("SELECT AS VALUE/STRUCT".into(), at));
    }
    if s.exclude.is_some() {
        return Some(("EXCLUDE".into(), at));
    }
    None
}

fn unsupported_query(q: &sql::Query) -> Option<(String, TSpan)> {
    let at = q.span();
    if let Some(w) = &q.with {
        return Some(("WITH (common table expressions)".into(), w.span()));
    }
    if let Some(o) = &q.order_by
        && (o.interpolate.is_some() || !matches!(o.kind, OrderByKind::Expressions(_)))
    {
        return Some((format!("`{o}`"), o.span()));
    }
    if q.fetch.is_some() {
        return Some(("FETCH".into(), at));
    }
    if !q.locks.is_empty() {
        return Some(("FOR UPDATE/SHARE".into(), at));
    }
    if q.for_clause.is_some() || q.settings.is_some() || q.format_clause.is_some() || !q.pipe_operators.is_empty() {
        return Some((format!("the clause in `{q}`"), at));
    }
    match &q.limit_clause {
        Some(LimitClause::LimitOffset { offset: Some(o), .. }) => Some(("OFFSET".into(), o.span())),
        Some(LimitClause::LimitOffset { limit_by, .. }) if !limit_by.is_empty() => Some(("LIMIT BY".into(), at)),
        Some(LimitClause::OffsetCommaLimit { offset, .. }) => Some(("LIMIT offset, count".into(), offset.span())),
        _ => None,
    }
}

/// A join being assembled: its table (index into cx.tables), kind, key pairs (probe side,
/// build side), and where it was written.
struct PendingJoin {
    table: usize,
    kind: JoinKind,
    /// From `col NOT IN (SELECT …)`: SQL's null-aware anti join (`not in join`).
    null_aware: bool,
    keys: Vec<(Col, Col)>,
    span: Span,
}

fn select_plan(cx: &Cx<'_>, q: &sql::Query) -> R<Plan> {
    if let Some((what, at)) = unsupported_query(q) {
        return Err(cx.unsupported(at, what));
    }
    let s = match q.body.as_ref() {
        SetExpr::Select(s) => s,
        SetExpr::SetOperation { op, .. } => return Err(cx.unsupported(q.body.span(), format!("{op} (set operations)"))),
        SetExpr::Values(_) => return Err(cx.unsupported(q.body.span(), "VALUES")),
        SetExpr::Query(_) => return Err(cx.unsupported(q.body.span(), "a parenthesised query")),
        other => return Err(cx.unsupported(other.span(), format!("`{other}` as a query"))),
    };
    if let Some((what, at)) = unsupported_select(s) {
        return Err(cx.unsupported(at, what));
    }

    // FROM: the tables in pipeline order, the first the probe table.
    let mut scope = Scope { names: Vec::new() };
    let mut order: Vec<(usize, JoinKind, Span)> = Vec::new();
    let mut on_conditions: Vec<(usize, &sql::Expr)> = Vec::new(); // (position in `order`, ON expr)
    let mut add = |cx: &Cx<'_>, scope: &mut Scope, f: &TableFactor, kind: JoinKind| -> R<usize> {
        let TableFactor::Table { name, alias, args, .. } = f else {
            let what = match f {
                TableFactor::Derived { .. } => "a subquery in FROM".to_string(),
                TableFactor::NestedJoin { .. } => "a parenthesised join".to_string(),
                other => format!("`{other}` in FROM"),
            };
            return Err(cx.unsupported(f.span(), what));
        };
        if args.is_some() {
            return Err(cx.unsupported(
                f.span(),
                format!("the table function `{f}` in FROM (bind files with CREATE TABLE or --table)"),
            ));
        }
        let id = single_name(name)
            .ok_or_else(|| cx.unsupported(name.span(), format!("the qualified table name `{name}`")))?;
        let ti = cx.tables.iter().position(|t| t.name.eq_ignore_ascii_case(&id.value)).ok_or_else(|| {
            let known: Vec<&str> = cx.tables.iter().map(|t| t.name.as_str()).collect();
            cx.err(
                id.span,
                format!("no table `{}` is bound", id.value),
                Some(if known.is_empty() {
                    format!(
                        "bind it: --table {}=PATH (a .parquet, .arrow or .csv file), or CREATE EXTERNAL TABLE",
                        id.value
                    )
                } else {
                    format!("the bound tables are {}; bind more with --table NAME=PATH", known.join(", "))
                }),
            )
        })?;
        if order.iter().any(|o| o.0 == ti) {
            return Err(cx.unsupported(id.span, format!("using table `{}` twice (self-joins)", id.value)));
        }
        let alias_name = match alias {
            Some(a) if !a.columns.is_empty() => {
                return Err(cx.unsupported(a.name.span, "column aliases on a table (`AS t(a, b)`)"));
            }
            Some(a) => a.name.value.clone(),
            None => cx.tables[ti].name.clone(),
        };
        scope.names.push((alias_name, ti));
        order.push((ti, kind, span_of(id.span)));
        Ok(order.len() - 1)
    };
    if s.from.is_empty() {
        return Err(cx.err(s.span(), "the query has no FROM", Some("name the table to read: FROM t".into())));
    }
    for twj in &s.from {
        add(cx, &mut scope, &twj.relation, JoinKind::Inner)?;
        for j in &twj.joins {
            let (kind, constraint) = match &j.join_operator {
                JoinOperator::Join(c) | JoinOperator::Inner(c) => (JoinKind::Inner, c),
                JoinOperator::Semi(c) | JoinOperator::LeftSemi(c) => (JoinKind::Semi, c),
                JoinOperator::Anti(c) | JoinOperator::LeftAnti(c) => (JoinKind::Anti, c),
                JoinOperator::Left(_) | JoinOperator::LeftOuter(_) => {
                    return Err(
                        cx.unsupported(j.relation.span(), "LEFT [OUTER] JOIN (only inner, semi and anti joins)")
                    );
                }
                JoinOperator::Right(_) | JoinOperator::RightOuter(_) => {
                    return Err(
                        cx.unsupported(j.relation.span(), "RIGHT [OUTER] JOIN (only inner, semi and anti joins)")
                    );
                }
                JoinOperator::FullOuter(_) => {
                    return Err(cx.unsupported(j.relation.span(), "FULL OUTER JOIN (only inner, semi and anti joins)"));
                }
                JoinOperator::CrossJoin(_) => {
                    return Err(
                        cx.unsupported(j.relation.span(), "CROSS JOIN (every join needs an equality of columns)")
                    );
                }
                other => {
                    let kind = format!("{other:?}");
                    let kind = kind.split(['(', ' ', '{']).next().unwrap_or("this");
                    return Err(cx.unsupported(j.relation.span(), format!("the join kind {kind}")));
                }
            };
            let pos = add(cx, &mut scope, &j.relation, kind)?;
            match constraint {
                JoinConstraint::On(e) => on_conditions.push((pos, e)),
                JoinConstraint::Using(_) | JoinConstraint::UsingAlias(..) => {
                    return Err(cx.unsupported(j.relation.span(), "JOIN … USING (write ON a.col = b.col)"));
                }
                JoinConstraint::Natural => {
                    return Err(cx.unsupported(j.relation.span(), "NATURAL JOIN (write ON a.col = b.col)"));
                }
                JoinConstraint::None => {
                    return Err(cx.err(
                        j.relation.span(),
                        "a JOIN without ON",
                        Some("join on an equality of columns: JOIN t ON a.col = t.col".into()),
                    ));
                }
            }
        }
    }

    // Conditions: ON clauses (belonging to their join) and WHERE.
    let mut filters: Vec<(usize, Expr, Span)> = Vec::new(); // (table index, condition, where)
    let mut edges: Vec<(Col, Col, Option<usize>)> = Vec::new(); // equalities, and the ON's join position
    let mut subjoins: Vec<PendingJoin> = Vec::new();
    let mut sub_filters: Vec<(usize, Expr, Span)> = Vec::new();
    let mut sub_tables: Vec<usize> = Vec::new();
    let mut conds: Vec<(Option<usize>, &sql::Expr)> =
        on_conditions.iter().flat_map(|&(p, e)| conjuncts(e).into_iter().map(move |c| (Some(p), c))).collect();
    if let Some(w) = &s.selection {
        conds.extend(conjuncts(w).into_iter().map(|c| (None, c)));
    }
    for (on, c) in conds {
        // An equality of columns of two tables is a join key.
        if let sql::Expr::BinaryOp { left, op: BinaryOperator::Eq, right } = c
            && let (Some(a), Some(b)) = (cx.col(&scope, left)?, cx.col(&scope, right)?)
            && a.table != b.table
        {
            edges.push((a, b, on));
            continue;
        }
        match c {
            sql::Expr::Exists { subquery, negated } if on.is_none() => {
                let kind = if *negated { JoinKind::Anti } else { JoinKind::Semi };
                subjoins.push(subquery_join(
                    cx,
                    &scope,
                    subquery,
                    None,
                    kind,
                    &order,
                    &mut sub_tables,
                    &mut sub_filters,
                )?);
            }
            sql::Expr::In { expr, target: sql::InTarget::Subquery(subquery), negated, .. } if on.is_none() => {
                let outer = cx.col(&scope, expr)?.ok_or_else(|| {
                    cx.unsupported(expr.span(), format!("IN (subquery) on `{expr}`, which is not a column"))
                })?;
                let kind = if *negated { JoinKind::Anti } else { JoinKind::Semi };
                subjoins.push(subquery_join(
                    cx,
                    &scope,
                    subquery,
                    Some(outer),
                    kind,
                    &order,
                    &mut sub_tables,
                    &mut sub_filters,
                )?);
            }
            _ => {
                let e = cx.condition(&scope, c)?;
                let tables: Vec<usize> = {
                    let mut t: Vec<usize> = e
                        .columns()
                        .iter()
                        .filter_map(|r| cx.tables.iter().position(|x| x.name == r.table.name))
                        .collect();
                    t.sort_unstable();
                    t.dedup();
                    t
                };
                match tables.as_slice() {
                    [t] => filters.push((*t, e, span_of(c.span()))),
                    _ => {
                        return Err(cx.unsupported(
                            c.span(),
                            format!("the condition `{c}` over several tables (each condition must name one table, or be an equality of two tables' columns)"),
                        ));
                    }
                }
            }
        }
    }

    // Inner joins listed in an order where a table is not joined to those before it (SSB's
    // `FROM date, customer, supplier, part, lineorder`): probe the table most equalities
    // name (the fact table of a star), then add each table as soon as it joins those before.
    // Comma joins say no order at all: when every table's rows are known (Parquet footers,
    // registered tables), the largest is the probe table, so that each join builds on a
    // smaller table (TPC-H's `FROM customer, orders, lineitem` probes lineitem).
    let comma = s.from.len() > 1 && s.from.iter().all(|t| t.joins.is_empty());
    let sizes: Option<Vec<u64>> = order.iter().map(|o| cx.tables[o.0].rows).collect();
    let by_size = comma && sizes.is_some();
    if order.iter().all(|o| o.1 == JoinKind::Inner) && (by_size || !joined_in_order(&order, &edges)) {
        let degree = |ti: usize| edges.iter().filter(|(a, b, _)| a.table == ti || b.table == ti).count();
        let first = match (&sizes, by_size) {
            (Some(rows), true) => (0..order.len()).max_by_key(|&i| (rows[i], std::cmp::Reverse(i))).expect("a table"),
            _ => (0..order.len()).max_by_key(|&i| (degree(order[i].0), std::cmp::Reverse(i))).expect("a table"),
        };
        let mut placed = vec![order[first]];
        let mut rest: Vec<_> = order.iter().enumerate().filter(|(i, _)| *i != first).map(|(_, o)| *o).collect();
        while let Some(i) = rest.iter().position(|o| {
            edges.iter().any(|(a, b, _)| {
                (a.table == o.0 && placed.iter().any(|p| p.0 == b.table))
                    || (b.table == o.0 && placed.iter().any(|p| p.0 == a.table))
            })
        }) {
            placed.push(rest.remove(i));
        }
        placed.extend(rest);
        order = placed;
    }

    // Each table after the first joins the ones before it by the equalities between them.
    let position = |ti: usize| order.iter().position(|o| o.0 == ti).expect("in scope");
    let mut joins: Vec<PendingJoin> = Vec::new();
    for (pos, &(ti, kind, span)) in order.iter().enumerate().skip(1) {
        let mut keys = Vec::new();
        for (a, b, on) in &edges {
            let (pa, pb) = (position(a.table), position(b.table));
            let (earlier, this) = if pa == pos && pb < pos {
                (b, a)
            } else if pb == pos && pa < pos {
                (a, b)
            } else {
                continue;
            };
            if kind != JoinKind::Inner && *on != Some(pos) {
                return Err(cx.err_at(
                    this.span,
                    format!(
                        "the semi or anti joined table `{}` may be compared only in its own ON",
                        cx.tables[ti].name
                    ),
                    Some("move the equality into its ON".into()),
                ));
            }
            keys.push((earlier.clone(), this.clone()));
        }
        if keys.is_empty() {
            return Err(cx.err_at(
                span,
                format!(
                    "table `{}` is not joined to the tables before it by an equality of columns",
                    cx.tables[ti].name
                ),
                Some(format!(
                    "add one, e.g. `{}.col = {}.col` (cross joins are not supported); the first table in FROM is \
                     the probe table, and each later one must be joined to those before it",
                    cx.tables[order[0].0].name, cx.tables[ti].name
                )),
            ));
        }
        joins.push(PendingJoin { table: ti, kind, null_aware: false, keys, span });
    }
    // Every equality joined the later of its two tables above; the subqueries' semi and anti
    // joins come after the inner joins, whose columns they may compare with.
    joins.extend(subjoins);

    // SELECT: aggregates, or columns.
    let output = output(cx, &scope, s, q)?;

    let mut tables: Vec<usize> = order.iter().map(|o| o.0).collect();
    tables.extend(sub_tables.iter().copied());
    let decls = tables
        .iter()
        .map(|&ti| {
            let t = &cx.tables[ti];
            TableDecl {
                name: Ident::new(t.name.clone()),
                source: t.source.clone(),
                columns: t.declared.as_ref().map_or_else(Vec::new, |cols| {
                    cols.iter().map(|(n, ty, l)| ColumnDecl::declared(Ident::new(n.clone()), *ty, *l)).collect()
                }),
                partition: None,
            }
        })
        .collect();
    // One filter line per table, in pipeline order.
    let mut plan_filters = Vec::new();
    for &ti in &tables {
        let mine: Vec<(Expr, Span)> =
            filters.iter().chain(&sub_filters).filter(|f| f.0 == ti).map(|f| (f.1.clone(), f.2)).collect();
        match mine.len() {
            0 => {}
            1 => {
                let (expr, span) = mine.into_iter().next().expect("one");
                plan_filters.push(Filter { expr, span });
            }
            _ => {
                let span = mine[0].1;
                plan_filters.push(Filter { expr: Expr::And(mine.into_iter().map(|m| m.0).collect()), span });
            }
        }
    }
    Ok(Plan {
        tables: decls,
        from: Ident { name: cx.tables[order[0].0].name.clone(), span: order[0].2 },
        joins: joins
            .into_iter()
            .map(|j| JoinClause {
                kind: j.kind,
                null_aware: j.null_aware,
                table: Ident { name: cx.tables[j.table].name.clone(), span: j.span },
                on: j.keys.iter().map(|(a, b)| (cx.col_ref(a), cx.col_ref(b))).collect(),
                algorithm: Algorithm::Auto,
                span: j.span,
            })
            .collect(),
        filters: plan_filters,
        output,
    })
}

/// `[NOT] EXISTS (SELECT … FROM t WHERE t.a = outer.b AND …)` or, with `outer` given,
/// `outer [NOT] IN (SELECT t.a FROM t WHERE …)`: a semi or anti join on `t`.
#[allow(clippy::too_many_arguments)]
fn subquery_join(
    cx: &Cx<'_>,
    outer_scope: &Scope,
    q: &sql::Query,
    outer: Option<Col>,
    kind: JoinKind,
    order: &[(usize, JoinKind, Span)],
    sub_tables: &mut Vec<usize>,
    sub_filters: &mut Vec<(usize, Expr, Span)>,
) -> R<PendingJoin> {
    if let Some((what, at)) = unsupported_query(q) {
        return Err(cx.unsupported(at, format!("{what} in a subquery")));
    }
    // `outer NOT IN (SELECT …)` keeps no row for a null on either side; `NOT EXISTS` does.
    let null_aware = kind == JoinKind::Anti && outer.is_some();
    let SetExpr::Select(s) = q.body.as_ref() else {
        return Err(cx.unsupported(q.body.span(), "a subquery that is not a SELECT"));
    };
    if let Some((what, at)) = unsupported_select(s) {
        return Err(cx.unsupported(at, format!("{what} in a subquery")));
    }
    let [twj] = s.from.as_slice() else {
        return Err(cx.unsupported(s.span(), "a subquery over several tables (one table per EXISTS or IN)"));
    };
    if !twj.joins.is_empty() {
        return Err(
            cx.unsupported(twj.joins[0].relation.span(), "a join inside a subquery (one table per EXISTS or IN)")
        );
    }
    let TableFactor::Table { name, alias, args: None, .. } = &twj.relation else {
        return Err(cx.unsupported(twj.relation.span(), format!("`{}` in a subquery's FROM", twj.relation)));
    };
    let id =
        single_name(name).ok_or_else(|| cx.unsupported(name.span(), format!("the qualified table name `{name}`")))?;
    let ti = cx.tables.iter().position(|t| t.name.eq_ignore_ascii_case(&id.value)).ok_or_else(|| {
        cx.err(
            id.span,
            format!("no table `{}` is bound", id.value),
            Some(format!("bind it: --table {}=PATH", id.value)),
        )
    })?;
    if order.iter().any(|o| o.0 == ti) || sub_tables.contains(&ti) {
        return Err(cx.unsupported(id.span, format!("using table `{}` twice (in the query and a subquery)", id.value)));
    }
    sub_tables.push(ti);
    // Inner names first: a column of the subquery's table shadows an outer one.
    let inner =
        Scope { names: vec![(alias.as_ref().map_or(cx.tables[ti].name.clone(), |a| a.name.value.clone()), ti)] };
    let resolve = |e: &sql::Expr| -> R<Option<Col>> {
        match cx.col(&inner, e) {
            Ok(Some(c)) => Ok(Some(c)),
            _ => cx.col(outer_scope, e),
        }
    };
    let mut keys = Vec::new();
    if let Some(outer) = outer {
        let [item] = s.projection.as_slice() else {
            return Err(cx.unsupported(s.span(), "an IN subquery that selects several columns"));
        };
        let e = match item {
            SelectItem::UnnamedExpr(e) | SelectItem::ExprWithAlias { expr: e, .. } => e,
            other => return Err(cx.unsupported(other.span(), format!("`{other}` as an IN subquery's column"))),
        };
        let c = cx.col(&inner, e)?.ok_or_else(|| {
            cx.unsupported(e.span(), format!("`{e}` as an IN subquery's column (select a column of its table)"))
        })?;
        keys.push((outer, c));
    }
    if let Some(w) = &s.selection {
        for c in conjuncts(w) {
            if let sql::Expr::BinaryOp { left, op: BinaryOperator::Eq, right } = c
                && let (Some(a), Some(b)) = (resolve(left)?, resolve(right)?)
                && a.table != b.table
            {
                match (a.table == ti, b.table == ti) {
                    (true, false) => keys.push((b, a)),
                    (false, true) => keys.push((a, b)),
                    _ => return Err(cx.unsupported(c.span(), format!("the correlation `{c}`"))),
                }
                continue;
            }
            let e = cx.condition(&inner, c).map_err(|mut err| {
                err.msg = format!(
                    "{} (a subquery's conditions other than its correlating equalities must name its own table)",
                    err.msg
                );
                err
            })?;
            sub_filters.push((ti, e, span_of(c.span())));
        }
    }
    if keys.is_empty() {
        return Err(cx.err(
            q.span(),
            "an EXISTS subquery that is not correlated with the outer query",
            Some("compare a column of its table with an outer one: WHERE inner.col = outer.col".into()),
        ));
    }
    Ok(PendingJoin { table: ti, kind, null_aware, keys, span: span_of(id.span) })
}

/// One entry of the SELECT list: a column (with the name the result gives it) or an
/// aggregate (its index among the aggregates).
enum Item {
    Col(Col, String),
    Agg(usize),
}

fn output(cx: &Cx<'_>, scope: &Scope, s: &sql::Select, q: &sql::Query) -> R<Output> {
    let limit = match &q.limit_clause {
        Some(LimitClause::LimitOffset { limit: Some(l), .. }) => match cx.constant(l)? {
            Value::Int(n) if n >= 0 && n <= u64::MAX as i128 => Some(n as u64),
            _ => {
                return Err(cx.err(
                    l.span(),
                    format!("LIMIT {l} is not a row count"),
                    Some("write LIMIT N with N ≥ 0".into()),
                ));
            }
        },
        _ => None,
    };
    let mut aggs = Vec::new();
    let mut items = Vec::new();
    for item in &s.projection {
        let (e, alias) = match item {
            SelectItem::UnnamedExpr(e) => (e, None),
            SelectItem::ExprWithAlias { expr, alias } => (expr, Some(alias)),
            // `*`: every column of the FROM's tables, in FROM order; `t.*`: those of `t`.
            SelectItem::Wildcard(_) | SelectItem::QualifiedWildcard(..) => {
                let only = match item {
                    SelectItem::QualifiedWildcard(sql::SelectItemQualifiedWildcardKind::ObjectName(n), _) => {
                        let id = single_name(n).ok_or_else(|| cx.unsupported(item.span(), format!("`{item}`")))?;
                        let found = scope.names.iter().find(|(a, _)| a.eq_ignore_ascii_case(&id.value));
                        Some(
                            found.map(|f| f.1).ok_or_else(|| {
                                cx.err(id.span, format!("no table `{}` in this FROM", id.value), None)
                            })?,
                        )
                    }
                    SelectItem::QualifiedWildcard(..) => return Err(cx.unsupported(item.span(), format!("`{item}`"))),
                    _ => None,
                };
                for &(_, ti) in scope.names.iter().filter(|(_, ti)| only.is_none_or(|o| o == *ti)) {
                    for n in &cx.tables[ti].names {
                        let c = Col { table: ti, name: n.clone(), span: span_of(item.span()) };
                        items.push(Item::Col(c, n.clone()));
                    }
                }
                continue;
            }
            SelectItem::ExprWithAliases { .. } => return Err(cx.unsupported(item.span(), format!("`{item}`"))),
        };
        if let sql::Expr::Function(f) = e {
            items.push(Item::Agg(aggs.len()));
            aggs.push(aggregate(cx, scope, f, alias)?);
            continue;
        }
        match cx.col(scope, e)? {
            // Named as DuckDB names it: the alias, else the column's own name.
            Some(c) => {
                let name = alias.map_or_else(|| c.name.clone(), |a| a.value.clone());
                items.push(Item::Col(c, name))
            }
            None => {
                return Err(
                    cx.unsupported(e.span(), format!("the expression `{e}` in SELECT (select columns or aggregates)"))
                );
            }
        }
    }
    let group_by = match &s.group_by {
        GroupByExpr::Expressions(es, _) => es.as_slice(),
        GroupByExpr::All(_) => &[],
    };
    if !group_by.is_empty() {
        return grouped(cx, scope, q, group_by, aggs, items, limit);
    }
    if let Some(o) = &q.order_by {
        return Err(cx.unsupported(o.span(), "ORDER BY without GROUP BY (a grouped result is ordered)"));
    }
    let cols: Vec<(&Col, &String)> = items
        .iter()
        .filter_map(|i| match i {
            Item::Col(c, n) => Some((c, n)),
            Item::Agg(_) => None,
        })
        .collect();
    match (aggs.is_empty(), cols.is_empty()) {
        (false, false) => Err(cx.err(
            s.span(),
            "SELECT has columns beside aggregates but no GROUP BY",
            Some("group by the selected columns: GROUP BY T.c, …".into()),
        )),
        (true, true) => Err(cx.err(s.span(), "SELECT names nothing", None)),
        (false, true) => {
            if limit == Some(0) {
                return Err(cx.unsupported(q.span(), "LIMIT 0 on an aggregate"));
            }
            Ok(Output::Aggregate(unique_aliases(aggs)))
        }
        (true, false) => Ok(Output::Emit {
            columns: cols.iter().map(|(c, _)| cx.col_ref(c)).collect(),
            names: cols.iter().map(|(c, n)| Some(Ident { name: (*n).clone(), span: c.span })).collect(),
            limit,
            span: span_of(s.span()),
        }),
    }
}

/// Aggregates with unique aliases: a second `sum(x)` is named `sum(x)_2`.
fn unique_aliases(aggs: Vec<AggItem>) -> Vec<AggItem> {
    let mut items: Vec<AggItem> = Vec::new();
    for mut a in aggs {
        let base = a.alias.name.clone();
        let mut n = 2;
        while items.iter().any(|i| i.alias.name == a.alias.name) {
            a.alias.name = format!("{base}_{n}");
            n += 1;
        }
        items.push(a);
    }
    items
}

/// `SELECT …, aggregates… GROUP BY keys… [ORDER BY …] [LIMIT n]`: the result's columns are the
/// SELECT list, in its order, with its names. GROUP BY names columns, SELECT aliases of
/// columns, or positions in the SELECT list (`GROUP BY 1`).
fn grouped(
    cx: &Cx<'_>,
    scope: &Scope,
    q: &sql::Query,
    group_by: &[sql::Expr],
    aggs: Vec<AggItem>,
    items: Vec<Item>,
    limit: Option<u64>,
) -> R<Output> {
    // A SELECT alias of a column, or a position in the SELECT list, as that column.
    let selected = |e: &sql::Expr| -> R<Option<Col>> {
        match e {
            sql::Expr::Value(v) if matches!(v.value, sql::Value::Number(..)) => {
                let n = match cx.constant(e)? {
                    Value::Int(n) if n >= 1 && (n as usize) <= items.len() => n as usize,
                    _ => return Err(cx.err(e.span(), format!("there is no column {e} in the SELECT list"), None)),
                };
                match &items[n - 1] {
                    Item::Col(c, _) => Ok(Some(c.clone())),
                    Item::Agg(_) => {
                        Err(cx.err(e.span(), format!("column {e} of the SELECT list is an aggregate"), None))
                    }
                }
            }
            sql::Expr::Identifier(id) if cx.col(scope, e).is_err() => Ok(items.iter().find_map(|i| match i {
                Item::Col(c, name) if name.eq_ignore_ascii_case(&id.value) => Some(c.clone()),
                _ => None,
            })),
            _ => Ok(None),
        }
    };
    let mut keys: Vec<Col> = Vec::new();
    for e in group_by {
        match selected(e)? {
            Some(c) => keys.push(c),
            None => match cx.col(scope, e)? {
                Some(c) => keys.push(c),
                None => {
                    return Err(
                        cx.unsupported(e.span(), format!("grouping by the expression `{e}` (group by columns)"))
                    );
                }
            },
        }
    }
    let same = |a: &Col, b: &Col| a.table == b.table && a.name == b.name;
    let mut select = Vec::with_capacity(items.len());
    for item in &items {
        match item {
            Item::Col(c, name) => {
                if !keys.iter().any(|k| same(k, c)) {
                    return Err(cx.err_at(
                        c.span,
                        format!("{} is selected but neither grouped by nor aggregated", cx.col_ref(c)),
                        Some(format!("add it to GROUP BY, or aggregate it (e.g. min({}))", cx.col_ref(c))),
                    ));
                }
                select
                    .push(Selected::Key { col: cx.col_ref(c), name: Some(Ident { name: name.clone(), span: c.span }) });
            }
            Item::Agg(i) => select.push(Selected::Agg(*i)),
        }
    }
    if aggs.is_empty() {
        return Err(cx.unsupported(q.span(), "GROUP BY without an aggregate (use count(*))"));
    }
    let aggs = unique_aliases(aggs);
    let mut order = Vec::new();
    if let Some(o) = &q.order_by
        && let OrderByKind::Expressions(order_items) = &o.kind
    {
        for item in order_items {
            if item.with_fill.is_some() || matches!(item.options.sort, Some(OrderBySort::Using(_))) {
                return Err(cx.unsupported(item.span(), format!("`{item}`")));
            }
            let desc = matches!(item.options.sort, Some(OrderBySort::Desc));
            // Nulls last unless NULLS FIRST says otherwise, whatever the direction (DuckDB's
            // default).
            let nulls_last = item.options.nulls_first.is_none_or(|first| !first);
            let key = match &item.expr {
                sql::Expr::Identifier(id) if aggs.iter().any(|a| a.alias.name == id.value) => {
                    OrderKey::Alias(Ident { name: id.value.clone(), span: span_of(id.span) })
                }
                sql::Expr::Function(f) => {
                    let a = aggregate(cx, scope, f, None)?;
                    let same_agg = |x: &AggItem| x.func == a.func && x.arg == a.arg;
                    match aggs.iter().find(|x| same_agg(x)) {
                        Some(x) => OrderKey::Alias(Ident { name: x.alias.name.clone(), span: span_of(f.span()) }),
                        None => {
                            return Err(cx.err(
                                f.span(),
                                format!("ORDER BY {f}: the query does not select it"),
                                Some("order by a selected aggregate or its alias".into()),
                            ));
                        }
                    }
                }
                e => match selected(e)? {
                    Some(c) => OrderKey::Column(cx.col_ref(&c)),
                    None => match cx.col(scope, e)? {
                        Some(c) => OrderKey::Column(cx.col_ref(&c)),
                        None => {
                            return Err(cx.unsupported(
                                e.span(),
                                format!("ORDER BY `{e}` (order by grouping columns and aggregates)"),
                            ));
                        }
                    },
                },
            };
            order.push(OrderItem { key, desc, nulls_last });
        }
    }
    Ok(Output::Group(GroupBy {
        aggs,
        keys: keys.iter().map(|c| cx.col_ref(c)).collect(),
        order,
        limit,
        span: span_of(q.span()),
        select,
    }))
}

fn aggregate(cx: &Cx<'_>, scope: &Scope, f: &sql::Function, alias: Option<&sql::Ident>) -> R<AggItem> {
    let at = f.span();
    let name = single_name(&f.name).map(|i| i.value.to_ascii_lowercase()).unwrap_or_default();
    let func = match name.as_str() {
        "count" => AggFunc::Count,
        "sum" => AggFunc::Sum,
        "min" => AggFunc::Min,
        "max" => AggFunc::Max,
        "avg" | "mean" => AggFunc::Avg,
        _ => return Err(cx.unsupported(at, format!("the function `{}`", f.name))),
    };
    if f.over.is_some() {
        return Err(cx.unsupported(at, "a window function (OVER)"));
    }
    if f.filter.is_some() {
        return Err(cx.unsupported(at, "FILTER on an aggregate (write the condition in WHERE)"));
    }
    if !f.within_group.is_empty() {
        return Err(cx.unsupported(at, "WITHIN GROUP"));
    }
    let FunctionArguments::List(list) = &f.args else {
        return Err(cx.unsupported(at, format!("`{f}`")));
    };
    if list.duplicate_treatment.is_some() {
        return Err(cx.unsupported(at, format!("DISTINCT inside `{f}`")));
    }
    if !list.clauses.is_empty() {
        return Err(cx.unsupported(at, format!("the clause inside `{f}`")));
    }
    let (arg, text) = match list.args.as_slice() {
        [FunctionArg::Unnamed(FunctionArgExpr::Wildcard)] if func == AggFunc::Count => (None, None),
        [FunctionArg::Unnamed(FunctionArgExpr::Expr(e))] => (Some(arith(cx, scope, e)?), Some(e.to_string())),
        _ => return Err(cx.unsupported(at, format!("`{f}` (an aggregate takes one column, or count(*))"))),
    };
    // Unnamed, an aggregate is named as DuckDB names it: `count_star()`, `sum(l_quantity)`.
    let default = match &text {
        None => "count_star()".to_string(),
        Some(t) => format!("{name}({t})"),
    };
    let alias = match alias {
        Some(a) => Ident { name: a.value.clone(), span: span_of(a.span) },
        None => Ident { name: default, span: span_of(at) },
    };
    Ok(AggItem { func, arg, alias, span: span_of(at) })
}

/// An aggregate's argument: a column, a number, or `+ - *` over them. Decimals are scaled by
/// the verifier (SQL's rules: a sum's sides are aligned to the larger scale, a product's scale
/// is the sum of its sides').
fn arith(cx: &Cx<'_>, scope: &Scope, e: &sql::Expr) -> R<Arith> {
    match e {
        sql::Expr::Nested(inner) => arith(cx, scope, inner),
        sql::Expr::BinaryOp { left, op, right } if cx.fold(e).is_err() => {
            let op = match op {
                BinaryOperator::Plus => ArithOp::Add,
                BinaryOperator::Minus => ArithOp::Sub,
                BinaryOperator::Multiply => ArithOp::Mul,
                other => return Err(cx.unsupported(e.span(), format!("the operator `{other}` in an aggregate"))),
            };
            let (l, r) = (arith(cx, scope, left)?, arith(cx, scope, right)?);
            Ok(Arith::Bin { op, l: Box::new(l), r: Box::new(r) })
        }
        _ => match cx.col(scope, e)? {
            Some(c) => Ok(Arith::Col(cx.col_ref(&c))),
            None if cx.fold(e).is_ok() => Ok(Arith::Const(cx.constant(e)?, span_of(e.span()))),
            None => Err(cx.unsupported(
                e.span(),
                format!("the expression `{e}` in an aggregate (aggregate a column, or + - * over columns and numbers)"),
            )),
        },
    }
}
