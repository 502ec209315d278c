//! A query's result as the user sees it: the query's columns, named, typed and in the order it
//! asks for (SQL's SELECT list), over the rows an engine produced.
//!
//! ```text
//!   engines ──▶ QueryResult (keys then aggregates, or the emitted columns; cells are numbers:
//!                 │           decimals unscaled, dates as days, strings as dictionary codes)
//!                 ▼ ResultTable::of(query, result)
//!               ResultTable  columns [(name, ResultType)] in the query's order, one row for a
//!                            global aggregate; every output (text, JSON, CSV, Parquet, Arrow,
//!                            the library's RecordBatch) is written from it
//! ```

use crate::data::Dictionary;
use crate::interp::{QueryResult, Row, agg_cell};
use crate::query::{OutputSpec, Query};
use crate::types::{MAX_RESULT_PRECISION, ResultType, Value, pow10};

/// The result of a query in its presented form.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct ResultTable {
    /// Name and type of each column, in the query's order.
    pub columns: Vec<(String, ResultType)>,
    /// The rows; a cell is `None` for a null. A decimal's cell is its unscaled value, a date's
    /// its day number, a string's its code in the column's dictionary.
    pub rows: Vec<Row>,
    /// Per column, the dictionary a string column's codes index.
    pub dicts: Vec<Option<Dictionary>>,
}

impl ResultTable {
    /// `r` (produced by any engine for `q`) as `q` presents it; `Err` says which column holds a
    /// value its type cannot (a decimal sum beyond 38 digits).
    pub fn of(q: &Query, r: &QueryResult) -> Result<ResultTable, String> {
        // A global aggregate's values are its one row.
        let one;
        let natural: &[Row] = match q.output {
            OutputSpec::Aggregate(_) => {
                one = [r.aggregates.iter().map(|(_, v)| agg_cell(*v)).collect()];
                &one
            }
            _ => &r.rows,
        };
        let mut rows = Vec::with_capacity(natural.len());
        for row in natural {
            let mut out = Vec::with_capacity(q.result.len());
            for c in &q.result {
                let cell = row.get(c.source).copied().flatten();
                let cell = match (cell, c.unscale) {
                    (Some(Value::Float(x)), n) if n > 0 => Some(Value::Float(x / pow10(n) as f64)),
                    (cell, _) => cell,
                };
                if let (Some(Value::Int(v)), ResultType::Decimal { precision, scale }) = (cell, c.ty)
                    && v.unsigned_abs() >= pow10(precision.min(MAX_RESULT_PRECISION)).unsigned_abs()
                {
                    return Err(format!(
                        "overflow: `{}` is {}, which a DECIMAL({precision},{scale}) does not hold",
                        c.name,
                        crate::types::decimal_text(v, scale)
                    ));
                }
                out.push(cell);
            }
            rows.push(out);
        }
        let dicts = q.result.iter().map(|c| r.dicts.get(c.source).cloned().flatten()).collect();
        Ok(ResultTable { columns: q.result.iter().map(|c| (c.name.clone(), c.ty)).collect(), rows, dicts })
    }

    /// Cell `col` of row `row` as text: a decimal with its point, a date as `YYYY-MM-DD`, a
    /// string's word; `None` for a null.
    pub fn text(&self, row: usize, col: usize) -> Option<String> {
        let v = self.rows[row][col]?;
        Some(match (&v, self.dicts.get(col).and_then(Option::as_ref)) {
            (Value::Int(code), Some(d)) => {
                u32::try_from(*code).ok().and_then(|k| d.word(k)).map_or_else(|| format!("#{code}"), str::to_string)
            }
            _ => self.columns[col].1.format(v),
        })
    }

    /// The names of the columns.
    pub fn names(&self) -> Vec<&str> {
        self.columns.iter().map(|(n, _)| n.as_str()).collect()
    }
}
