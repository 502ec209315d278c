//! Overriding generator parameters from outside the plan: `--set R.rows=2^20`,
//! `--set S.hit=0.5`, `--set S.fk.theta=0.9`.
//!
//! Parameters of a generated table: `rows`, `seed`. Parameters of a column's generator:
//! `distinct` (dup), `hit` and `theta` (foreign; setting `theta` makes the distribution zipf),
//! `lo` and `hi` (uniform), `value` (constant). A benchmark table's `scale` (`--set
//! lineorder.scale=10`; `--set '*.scale=10'` sets every benchmark table's). `TABLE.PARAM` addresses a column parameter when
//! exactly one column of the table has it; `TABLE.COLUMN.PARAM` always works.

use crate::plan::{Dist, Gen, Plan, Source};
use crate::size::parse_size;
use crate::types::Value;

#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum SetError {
    #[error("--set {0}: expected TABLE.PARAM=VALUE (e.g. --set R.rows=2^20)")]
    Syntax(String),
    #[error("--set {spec}: unknown table `{table}`; tables: {known}")]
    UnknownTable { spec: String, table: String, known: String },
    #[error("--set {spec}: table `{table}` has no parameter `{param}`; it has: {known}")]
    UnknownParam { spec: String, table: String, param: String, known: String },
    #[error("--set {spec}: several columns of `{table}` have `{param}` ({columns}); write {table}.COLUMN.{param}")]
    Ambiguous { spec: String, table: String, param: String, columns: String },
    #[error("--set {spec}: {reason}")]
    BadValue { spec: String, reason: String },
}

fn column_params(g: &Gen) -> &'static [&'static str] {
    match g {
        Gen::Dup { .. } => &["distinct"],
        Gen::Foreign { .. } => &["hit", "theta"],
        Gen::Uniform { .. } => &["lo", "hi"],
        Gen::Const(_) => &["value"],
        _ => &[],
    }
}

fn number(spec: &str, text: &str) -> Result<Value, SetError> {
    let bad = |reason: String| SetError::BadValue { spec: spec.into(), reason };
    let (neg, body) = match text.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, text),
    };
    if body.contains('.') || (body.contains(['e', 'E']) && !body.contains('^')) {
        let x: f64 = text.parse().map_err(|_| bad(format!("`{text}` is not a number")))?;
        return if x.is_finite() { Ok(Value::Float(x)) } else { Err(bad(format!("`{text}` is not finite"))) };
    }
    let n = parse_size(body).map_err(bad)? as i128;
    Ok(Value::Int(if neg { -n } else { n }))
}

/// Apply one `TABLE.PARAM=VALUE` (or `TABLE.COLUMN.PARAM=VALUE`) to `plan`. The plan should be
/// verified again afterwards: a new value can make it invalid (e.g. `rows` past a key type).
pub fn apply_set(plan: &mut Plan, spec: &str) -> Result<(), SetError> {
    let (path, value) = spec.split_once('=').ok_or_else(|| SetError::Syntax(spec.into()))?;
    let parts: Vec<&str> = path.trim().split('.').collect();
    let value = value.trim();
    let (table, column, param) = match parts.as_slice() {
        [t, p] => (*t, None, *p),
        [t, c, p] => (*t, Some(*c), *p),
        _ => return Err(SetError::Syntax(spec.into())),
    };
    if table == "*" && column.is_none() && param == "scale" {
        // Every benchmark table at once: they are made at one scale factor.
        let scale = number(spec, value)?.as_f64();
        if !(scale > 0.0 && scale <= 100_000.0) {
            return Err(SetError::BadValue {
                spec: spec.into(),
                reason: "a scale factor is above 0 and at most 100000".into(),
            });
        }
        let mut any = false;
        for t in &mut plan.tables {
            if let Source::Bench { scale: s, .. } = &mut t.source {
                *s = scale;
                any = true;
            }
        }
        return if any {
            Ok(())
        } else {
            Err(SetError::BadValue {
                spec: spec.into(),
                reason: "no table of the plan is made by `ssb:` or `tpch:`".into(),
            })
        };
    }
    let known_tables = plan.tables.iter().map(|t| t.name.name.clone()).collect::<Vec<_>>().join(", ");
    let t = plan.tables.iter_mut().find(|t| t.name.name == table).ok_or_else(|| SetError::UnknownTable {
        spec: spec.into(),
        table: table.into(),
        known: known_tables,
    })?;
    let bad = |reason: String| SetError::BadValue { spec: spec.into(), reason };

    if column.is_none() {
        match (&mut t.source, param) {
            (Source::Generated { rows, .. }, "rows") => {
                *rows = parse_size(value).map_err(bad)?;
                return Ok(());
            }
            (Source::Generated { seed, .. }, "seed") => {
                *seed = parse_size(value).map_err(bad)?;
                return Ok(());
            }
            (Source::Bench { scale, .. }, "scale") => {
                let x = number(spec, value)?.as_f64();
                if !(x > 0.0 && x <= 100_000.0) {
                    return Err(bad("a scale factor is above 0 and at most 100000".into()));
                }
                *scale = x;
                return Ok(());
            }
            (Source::File { format, path }, p) if p == format.param() => {
                *path = value.to_string();
                return Ok(());
            }
            _ => {}
        }
    }
    let candidates: Vec<usize> = t
        .columns
        .iter()
        .enumerate()
        .filter(|(_, c)| column.is_none_or(|name| c.name.name == name))
        .filter(|(_, c)| c.generator.as_ref().is_some_and(|g| column_params(g).contains(&param)))
        .map(|(i, _)| i)
        .collect();
    let ci = match candidates.as_slice() {
        [one] => *one,
        [] => {
            let mut known: Vec<String> = match t.source {
                Source::Generated { .. } => vec!["rows".into(), "seed".into()],
                Source::File { format, .. } => vec![format.param().into()],
                Source::Memory => Vec::new(),
                Source::Bench { .. } => vec!["scale".into()],
            };
            for c in &t.columns {
                for p in c.generator.as_ref().map_or(&[][..], column_params) {
                    known.push(format!("{}.{p}", c.name.name));
                }
            }
            let param = column.map_or(param.to_string(), |c| format!("{c}.{param}"));
            return Err(SetError::UnknownParam {
                spec: spec.into(),
                table: table.into(),
                param,
                known: known.join(", "),
            });
        }
        many => {
            let columns = many.iter().map(|&i| t.columns[i].name.name.clone()).collect::<Vec<_>>().join(", ");
            return Err(SetError::Ambiguous { spec: spec.into(), table: table.into(), param: param.into(), columns });
        }
    };
    let generator = t.columns[ci].generator.as_mut().expect("candidates have generators");
    match (generator, param) {
        (Gen::Dup { distinct }, "distinct") => *distinct = parse_size(value).map_err(bad)?,
        (Gen::Foreign { hit, .. }, "hit") => *hit = number(spec, value)?.as_f64(),
        (Gen::Foreign { dist, .. }, "theta") => *dist = Dist::Zipf(number(spec, value)?.as_f64()),
        (Gen::Uniform { lo, .. }, "lo") => *lo = number(spec, value)?,
        (Gen::Uniform { hi, .. }, "hi") => *hi = number(spec, value)?,
        (Gen::Const(v), "value") => *v = number(spec, value)?,
        _ => unreachable!("column_params lists exactly the handled pairs"),
    }
    Ok(())
}
