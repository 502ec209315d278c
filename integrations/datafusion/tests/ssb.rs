//! The 13 Star Schema Benchmark queries in their specification's text (the headers of
//! `examples/ssb/*.jj`), over jitjoin's SSB generator's tables written as Parquet: DataFusion
//! with jitjoin's rule gives DataFusion's answer without it, and the plans of flights 2 and 3
//! hold a `JitjoinExec`.

mod common;

use jitjoin_datafusion::{context, jitjoin_nodes};
use std::path::{Path, PathBuf};

const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");

/// The specification's SQL in a plan's header.
fn ssb_sql(q: &str) -> String {
    let text = std::fs::read_to_string(Path::new(ROOT).join(format!("examples/ssb/q{q}.jj"))).unwrap();
    let lines: Vec<&str> = text.lines().skip(1).take_while(|l| l.starts_with("#   ")).map(|l| &l[4..]).collect();
    lines.join("\n").trim_end().trim_end_matches(';').to_string()
}

/// The SSB tables at scale factor 0.01 as Parquet files (made once).
fn tables() -> (PathBuf, Vec<String>) {
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

/// The queries whose plans hold a `JitjoinExec`. Flights 1 and 4 sum products and differences
/// of UInt32 columns, which DataFusion computes in 32 bits (wrapping) before widening: they
/// stay DataFusion's.
const TAKEN: [&str; 7] = ["2.1", "2.2", "2.3", "3.1", "3.2", "3.3", "3.4"];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ssb_gives_datafusions_answers_through_jitjoin() {
    let (dir, names) = tables();
    let (plain, _) = context(2, false);
    let (with, rule) = context(2, true);
    let rule = rule.unwrap();
    for ctx in [&plain, &with] {
        for n in &names {
            let path = dir.join(format!("{n}.parquet"));
            ctx.register_parquet(n.as_str(), path.to_str().unwrap(), Default::default()).await.unwrap();
        }
    }
    let mut failures = Vec::new();
    let mut taken = 0;
    for q in ["1.1", "1.2", "1.3", "2.1", "2.2", "2.3", "3.1", "3.2", "3.3", "3.4", "4.1", "4.2", "4.3"] {
        let sql = ssb_sql(q);
        let (_, want) = common::run(&plain, &sql).await;
        let (plan, got) = common::run(&with, &sql).await;
        if let Err(e) = common::same(&want, &got, sql.to_ascii_lowercase().contains("order by")) {
            failures.push(format!("Q{q}: {e}"));
        }
        let nodes = jitjoin_nodes(&plan);
        println!("SSB Q{q}: {} JitjoinExec", nodes.len());
        for d in rule.take_decisions() {
            println!("    {} {}: {}", if d.taken { "jitjoin" } else { "DataFusion" }, d.node, d.why);
        }
        if nodes.is_empty() && TAKEN.contains(&q) {
            failures.push(format!("Q{q}: no JitjoinExec"));
        }
        taken += usize::from(!nodes.is_empty());
    }
    println!("SSB: {taken} of 13 queries have a JitjoinExec");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
