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

/// `--scans-only` reads every scan of a plan whole, and nothing else: Q6's is lineitem, Q3's
/// customer, orders and lineitem (at this scale no row group is pruned), with or without a
/// `JitjoinExec` above them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_scans_alone_read_each_scanned_table_once() {
    let dir = common::tpch_parquet(SF, &format!("tpch-sf{SF}"));
    for jitjoin in [false, true] {
        let (ctx, _) = context(2, jitjoin);
        tpch::register_parquet(&ctx, &dir).await.unwrap();
        let count = async |t: &str| {
            let (_, a) = common::run(&ctx, &format!("SELECT count(*) FROM {t}")).await;
            a.rows[0][0].parse::<usize>().unwrap()
        };
        let lineitem = count("lineitem").await;
        let three = count("customer").await + count("orders").await + lineitem;
        for (q, want) in [(6, lineitem), (3, three)] {
            let plan = ctx.sql(&common::tpch_query(q)).await.unwrap().create_physical_plan().await.unwrap();
            assert_eq!(!jitjoin_nodes(&plan).is_empty(), jitjoin, "Q{q}");
            let (rows, _) = jitjoin_datafusion::scans_alone(&plan, &ctx.task_ctx()).await.unwrap();
            assert_eq!(rows, want, "Q{q}'s scans, jitjoin {jitjoin}");
        }
    }
}
