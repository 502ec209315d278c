//! Running a query with and without jitjoin's rule and comparing the answers.

#![allow(dead_code)]

use datafusion::arrow::array::RecordBatch;
use datafusion::arrow::util::display::{ArrayFormatter, FormatOptions};
use datafusion::physical_plan::{ExecutionPlan, collect};
use datafusion::prelude::SessionContext;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The repository's root.
pub const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");

/// TPC-H query `q` in its official text (the validation parameters).
pub fn tpch_query(q: usize) -> String {
    let path = Path::new(ROOT).join(format!("examples/tpch/sql/q{q:02}.sql"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The TPC-H tables at scale factor `sf` as Parquet files, written under `name` in the tests'
/// temporary directory.
pub fn tpch_parquet(sf: f64, name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    jitjoin_datafusion::tpch::write_parquet(&dir, sf).unwrap();
    dir
}

/// The TPC-H queries whose plans hold a `JitjoinExec`, everywhere (docs/datafusion.md says
/// why the others do not). Q22's subquery over `customer` is taken too where DataFusion's
/// statistics estimate its filter selective (locally, not asserted).
pub const TPCH_TAKEN: [usize; 13] = [1, 2, 3, 4, 5, 6, 10, 11, 15, 16, 17, 18, 20];

/// The SSB queries whose plans hold a `JitjoinExec`. Flights 1 and 4 sum products and
/// differences of UInt32 columns, which DataFusion computes in 32 bits (wrapping) before
/// widening: they stay DataFusion's.
pub const SSB_TAKEN: [&str; 7] = ["2.1", "2.2", "2.3", "3.1", "3.2", "3.3", "3.4"];

/// The 13 SSB queries.
pub const SSB: [&str; 13] = ["1.1", "1.2", "1.3", "2.1", "2.2", "2.3", "3.1", "3.2", "3.3", "3.4", "4.1", "4.2", "4.3"];

/// SSB query `q`: the specification's SQL in the header of `examples/ssb/q<q>.jj`.
pub fn ssb_sql(q: &str) -> String {
    let text = std::fs::read_to_string(Path::new(ROOT).join(format!("examples/ssb/q{q}.jj"))).unwrap();
    let lines: Vec<&str> = text.lines().skip(1).take_while(|l| l.starts_with("#   ")).map(|l| &l[4..]).collect();
    lines.join("\n").trim_end().trim_end_matches(';').to_string()
}

/// The SSB tables at scale factor 0.01 as Parquet files (made once by jitjoin's generator),
/// and their names.
pub fn ssb_tables() -> (PathBuf, Vec<String>) {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("ssb-sf0.01");
    let p = jitjoin::PlanFile::load(&Path::new(ROOT).join("benches/peers/ssb_tables.jj"), &["*.scale=0.01".into()])
        .unwrap();
    let names: Vec<String> = p.plan.tables.iter().map(|t| t.name.name.clone()).collect();
    if !dir.join("lineorder.parquet").exists() {
        let data = p.make_data(Some(2)).unwrap();
        p.write_tables_as(&data, &dir, jitjoin::ir::plan::FileFormat::Parquet).unwrap();
    }
    (dir, names)
}

/// Register the SSB tables of `dir` in `ctx`.
pub async fn register_ssb(ctx: &SessionContext, dir: &Path, names: &[String]) {
    for n in names {
        let path = dir.join(format!("{n}.parquet"));
        ctx.register_parquet(n.as_str(), path.to_str().unwrap(), Default::default()).await.unwrap();
    }
}

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
