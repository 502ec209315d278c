//! All 22 TPC-H queries in their official text (the validation parameters), at a small scale
//! factor, from Parquet files and from in-memory tables: DataFusion with jitjoin's rule gives
//! exactly DataFusion's answer without it (values, column names, types), and at least 12 of
//! the 22 plans hold a `JitjoinExec`. Prints which do, and what stayed DataFusion's and why.

mod common;

use jitjoin_datafusion::{context, jitjoin_nodes, tpch};

const SF: f64 = 0.01;

async fn check(source: &str) {
    let (plain, _) = context(2, false);
    let (with, rule) = context(2, true);
    let rule = rule.unwrap();
    match source {
        "parquet" => {
            let dir = common::tpch_parquet(SF, &format!("tpch-sf{SF}"));
            tpch::register_parquet(&plain, &dir).await.unwrap();
            tpch::register_parquet(&with, &dir).await.unwrap();
        }
        _ => {
            tpch::register_memory(&plain, SF, 2).unwrap();
            tpch::register_memory(&with, SF, 2).unwrap();
        }
    }
    let mut taken = Vec::new();
    let mut failures = Vec::new();
    for q in 1..=22 {
        let sql = common::tpch_query(q);
        let (_, want) = common::run(&plain, &sql).await;
        let (plan, got) = common::run(&with, &sql).await;
        let ordered = sql.to_ascii_uppercase().contains("ORDER BY");
        if let Err(e) = common::same(&want, &got, ordered) {
            failures.push(format!("Q{q}: {e}"));
        }
        let nodes = jitjoin_nodes(&plan);
        if let Some(n) = nodes.iter().find(|n| n.fell_back().is_some()) {
            failures.push(format!("Q{q}: fell back at run time: {}", n.fell_back().unwrap()));
        }
        let joins: usize = nodes.iter().map(|n| n.joins()).sum();
        println!("{source} Q{q:02}: {} JitjoinExec ({joins} joins)", nodes.len());
        for d in rule.take_decisions() {
            println!("    {} {}: {}", if d.taken { "jitjoin" } else { "DataFusion" }, d.node, d.why);
        }
        if !nodes.is_empty() {
            taken.push(q);
        }
    }
    println!("{source}: {} of 22 queries have a JitjoinExec: {taken:?}", taken.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let missing: Vec<usize> = common::TPCH_TAKEN.iter().copied().filter(|q| !taken.contains(q)).collect();
    assert!(missing.is_empty(), "TPC-H plans that no longer hold a JitjoinExec: {missing:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tpch_from_parquet_gives_datafusions_answers() {
    check("parquet").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tpch_from_memory_gives_datafusions_answers() {
    check("memory").await;
}
