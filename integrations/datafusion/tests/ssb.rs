//! The 13 Star Schema Benchmark queries in their specification's text (the headers of
//! `examples/ssb/*.jj`), over jitjoin's SSB generator's tables written as Parquet: DataFusion
//! with jitjoin's rule gives DataFusion's answer without it, and the plans of flights 2 and 3
//! hold a `JitjoinExec`.

mod common;

use jitjoin_datafusion::{context, jitjoin_nodes};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ssb_gives_datafusions_answers_through_jitjoin() {
    let (dir, names) = common::ssb_tables();
    let (plain, _) = context(2, false);
    let (with, rule) = context(2, true);
    let rule = rule.unwrap();
    for ctx in [&plain, &with] {
        common::register_ssb(ctx, &dir, &names).await;
    }
    let mut failures = Vec::new();
    let mut taken = 0;
    for q in common::SSB {
        let sql = common::ssb_sql(q);
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
        if nodes.is_empty() && common::SSB_TAKEN.contains(&q) {
            failures.push(format!("Q{q}: no JitjoinExec"));
        }
        taken += usize::from(!nodes.is_empty());
    }
    println!("SSB: {taken} of 13 queries have a JitjoinExec");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
