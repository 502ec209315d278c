//! Running a query with and without jitjoin's rule and comparing the answers.

#![allow(dead_code)]

use datafusion::arrow::array::RecordBatch;
use datafusion::arrow::util::display::{ArrayFormatter, FormatOptions};
use datafusion::physical_plan::{ExecutionPlan, collect};
use datafusion::prelude::SessionContext;
use std::sync::Arc;

/// A result as its column names, types and rows of cell texts.
#[derive(Debug, PartialEq)]
pub struct Answer {
    pub columns: Vec<String>,
    pub types: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

/// Run `sql` in `ctx`: the physical plan and the answer.
pub async fn run(ctx: &SessionContext, sql: &str) -> (Arc<dyn ExecutionPlan>, Answer) {
    let df = ctx.sql(sql).await.unwrap_or_else(|e| panic!("{e}\n{sql}"));
    let plan = df.create_physical_plan().await.unwrap_or_else(|e| panic!("{e}\n{sql}"));
    let batches = collect(plan.clone(), ctx.task_ctx()).await.unwrap_or_else(|e| panic!("{e}\n{sql}"));
    let answer = answer(&plan.schema(), &batches);
    (plan, answer)
}

pub fn answer(schema: &datafusion::arrow::datatypes::SchemaRef, batches: &[RecordBatch]) -> Answer {
    let columns = schema.fields().iter().map(|f| f.name().clone()).collect();
    let types = schema.fields().iter().map(|f| f.data_type().to_string()).collect();
    let mut rows = Vec::new();
    let opts = FormatOptions::default().with_null("NULL");
    for b in batches {
        let f: Vec<ArrayFormatter> =
            b.columns().iter().map(|c| ArrayFormatter::try_new(c.as_ref(), &opts).unwrap()).collect();
        for r in 0..b.num_rows() {
            rows.push(f.iter().map(|f| f.value(r).to_string()).collect());
        }
    }
    Answer { columns, types, rows }
}

/// Whether two cells are the same value: equal texts, or floats equal to 1e-9 relative (sums
/// of doubles are added in another order).
fn same_cell(a: &str, b: &str) -> bool {
    if a == b {
        return true;
    }
    match (a.parse::<f64>(), b.parse::<f64>()) {
        (Ok(x), Ok(y)) if a.contains(['.', 'e']) => (x - y).abs() <= 1e-9 * x.abs().max(y.abs()).max(1.0),
        _ => false,
    }
}

/// `got` is `want`: the same columns, types and rows (as multisets, or in order when
/// `ordered`).
pub fn same(want: &Answer, got: &Answer, ordered: bool) -> Result<(), String> {
    if want.columns != got.columns {
        return Err(format!("columns {:?}, DataFusion {:?}", got.columns, want.columns));
    }
    if want.types != got.types {
        return Err(format!("types {:?}, DataFusion {:?}", got.types, want.types));
    }
    if want.rows.len() != got.rows.len() {
        return Err(format!("{} rows, DataFusion {}", got.rows.len(), want.rows.len()));
    }
    let (mut w, mut g) = (want.rows.clone(), got.rows.clone());
    if !ordered {
        w.sort();
        g.sort();
    }
    for (i, (a, b)) in w.iter().zip(&g).enumerate() {
        if !a.iter().zip(b).all(|(x, y)| same_cell(x, y)) {
            return Err(format!("row {i}: {b:?}, DataFusion {a:?}"));
        }
    }
    Ok(())
}
