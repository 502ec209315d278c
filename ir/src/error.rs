//! Errors in plan text, each with the place it was found (`FILE:LINE:COL`) and, where there is
//! one, a hint at the fix.

use crate::plan::Span;
use crate::types::ColType;
use std::fmt;

/// What is wrong with a plan. The message says what; [`PlanErrorKind::help`] says how to fix it.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum PlanErrorKind {
    #[error("expected {expected}, found {found}")]
    Syntax { expected: String, found: String },
    #[error("{0}")]
    Lex(String),
    #[error("bad number `{text}`: {reason}")]
    BadNumber { text: String, reason: String },
    #[error("unknown column type `{0}`")]
    UnknownType(String),
    #[error("unknown table `{name}`")]
    UnknownTable { name: String, known: Vec<String> },
    #[error("table `{table}` has no column `{column}`")]
    UnknownColumn { table: String, column: String, known: Vec<String> },
    #[error("table `{0}` is declared twice")]
    DuplicateTable(String),
    #[error("column `{column}` is declared twice in table `{table}`")]
    DuplicateColumn { table: String, column: String },
    #[error("alias `{0}` is used twice")]
    DuplicateAlias(String),
    #[error("table `{0}` has no columns")]
    NoColumns(String),
    #[error("table `{table}` has parameter `{param}` twice")]
    DuplicateParam { table: String, param: String },
    #[error("unknown table parameter `{0}`")]
    UnknownTableParam(String),
    #[error("column `{table}.{column}`: {msg}")]
    BadGenerator { table: String, column: String, msg: String, help: Option<String> },
    #[error("join key types differ: {left} is {left_ty}, {right} is {right_ty}")]
    KeyTypeMismatch { left: String, left_ty: ColType, right: String, right_ty: ColType },
    #[error("join key {col} is f64; join keys must be integers (i32, i64, u32, u64)")]
    FloatKey { col: String },
    #[error("join of `{table}`: {msg}")]
    JoinShape { table: String, msg: String, help: Option<String> },
    #[error("`using vector` on the join of `{table}`: {reason}")]
    VectorHint { table: String, reason: String },
    #[error("filter reads columns of several tables ({tables}); a filter restricts one table")]
    MixedFilter { tables: String },
    #[error("constant {value} does not fit {col} of type {ty}")]
    ConstantRange { col: String, ty: ColType, value: String },
    #[error("{col} is {ty}; the constant {value} is not an integer")]
    FloatConstant { col: String, ty: ColType, value: String },
    #[error("{col} is not visible here: `{table}` is {how}")]
    NotVisible { col: String, table: String, how: String },
    #[error("{func}({arg}) is not defined: {reason}")]
    BadAggregate { func: String, arg: String, reason: String },
    #[error("aggregate {0} has no alias")]
    MissingAlias(String),
    #[error("`between {lo} and {hi}` is empty: {lo} > {hi}")]
    EmptyBetween { lo: String, hi: String },
    #[error("the filter nests parentheses and `not` {limit} levels deep, the most jitjoin accepts")]
    TooDeep { limit: usize },
    #[error("the plan is too large: {what} is {found}, jitjoin accepts at most {limit}")]
    TooLarge { what: String, found: usize, limit: usize, help: String },
    #[error("{msg}")]
    BadGroup { msg: String, help: String },
    /// A benchmark table (`ssb:`, `tpch:`) or column that the benchmark does not have, or a
    /// column declared with another type than the benchmark's.
    #[error("{msg}")]
    Bench { msg: String, help: String },
    /// A string column used as a number, or a number column as a string.
    #[error("{msg}")]
    Text { msg: String, help: String },
    #[error("the plan is not UTF-8 text: byte 0x{byte:02x} cannot start or continue a character")]
    NotUtf8 { byte: u8 },
}

fn did_you_mean(name: &str, known: &[String]) -> Option<String> {
    if known.is_empty() {
        return None;
    }
    let close = known.iter().min_by_key(|k| edit_distance(name, k)).filter(|k| edit_distance(name, k) <= 2);
    Some(match close {
        Some(k) => format!("did you mean `{k}`? known: {}", known.join(", ")),
        None => format!("known: {}", known.join(", ")),
    })
}

/// Levenshtein distance, for "did you mean" hints on short names.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != *cb);
            cur.push(sub.min(prev[j + 1] + 1).min(cur[j] + 1));
        }
        prev = cur;
    }
    prev[b.len()]
}

impl PlanErrorKind {
    /// How to fix it, when there is something useful to say.
    pub fn help(&self) -> Option<String> {
        match self {
            PlanErrorKind::UnknownType(_) => Some("column types are i32, i64, u32, u64, f64 and str".into()),
            PlanErrorKind::UnknownTable { name, known } => did_you_mean(name, known),
            PlanErrorKind::UnknownColumn { column, known, .. } => did_you_mean(column, known),
            PlanErrorKind::DuplicateTable(_) => Some("rename one of the tables".into()),
            PlanErrorKind::DuplicateAlias(_) => Some("give every aggregate its own alias".into()),
            PlanErrorKind::NoColumns(_) => Some(
                "declare its columns in `{ … }`; a Parquet or Arrow table without them takes the file's columns \
                 when it is loaded through jitjoin's driver (`jitjoin run`, `PlanFile`)"
                    .into(),
            ),
            PlanErrorKind::UnknownTableParam(_) => {
                Some("a generated table takes `rows:` and `seed:`; a file takes `csv: \"path\"`, `parquet: \"path\"` or `arrow: \"path\"`".into())
            }
            PlanErrorKind::BadGenerator { help, .. } | PlanErrorKind::JoinShape { help, .. } => help.clone(),
            PlanErrorKind::KeyTypeMismatch { left, right, .. } => {
                Some(format!("declare {left} and {right} with the same type"))
            }
            PlanErrorKind::VectorHint { .. } => Some("use `using hash` or `using auto`".into()),
            PlanErrorKind::MixedFilter { .. } => Some("write one `filter` line per table".into()),
            PlanErrorKind::ConstantRange { ty, .. } => {
                let (lo, hi) = ty.int_range().unwrap_or((0, 0));
                Some(format!("{ty} holds {lo} ..= {hi}"))
            }
            PlanErrorKind::FloatConstant { .. } => Some("compare integer columns with integer constants".into()),
            PlanErrorKind::NotVisible { .. } => {
                Some("semi and anti joins only test for a match; use `join` to read the table's columns".into())
            }
            PlanErrorKind::MissingAlias(_) => Some("name it: `… as total`".into()),
            PlanErrorKind::EmptyBetween { .. } => Some("write the smaller bound first".into()),
            PlanErrorKind::TooDeep { .. } => Some(
                "drop redundant parentheses and double `not`s; chains of `and`/`or` need none and have no limit".into(),
            ),
            PlanErrorKind::TooLarge { help, .. }
            | PlanErrorKind::BadGroup { help, .. }
            | PlanErrorKind::Text { help, .. }
            | PlanErrorKind::Bench { help, .. } => Some(help.clone()),
            PlanErrorKind::NotUtf8 { .. } => Some("save the plan as UTF-8".into()),
            _ => None,
        }
    }
}

/// One error in a plan, located in its file.
#[derive(Clone, Debug, PartialEq)]
pub struct PlanError {
    pub file: String,
    pub span: Span,
    pub kind: Box<PlanErrorKind>,
}

impl PlanError {
    pub fn new(file: &str, span: Span, kind: PlanErrorKind) -> PlanError {
        PlanError { file: file.to_string(), span, kind: Box::new(kind) }
    }
}

impl fmt::Display for PlanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}: {}", self.file, self.span.line, self.span.col, self.kind)?;
        if let Some(help) = self.kind.help() {
            write!(f, "\n  help: {help}")?;
        }
        Ok(())
    }
}

impl std::error::Error for PlanError {}

/// All the errors found in one plan (the parser stops at its first; the verifier reports all).
#[derive(Clone, Debug, PartialEq)]
pub struct PlanErrors(pub Vec<PlanError>);

impl fmt::Display for PlanErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for PlanErrors {}

impl From<PlanError> for PlanErrors {
    fn from(e: PlanError) -> PlanErrors {
        PlanErrors(vec![e])
    }
}
