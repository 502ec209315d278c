//! Ballista in this process (`standalone`: a scheduler and an executor) with jitjoin's rule
//! and codec gives DataFusion's answers on all 22 TPC-H queries and the 13 SSB queries, and
//! the in-process executor ran jitjoin's kernels for every query whose plan takes them.

mod common;

use jitjoin_datafusion::{context, exec, tpch};

const SF: f64 = 0.01;

/// One test at a time: the first counts this process's jitjoin runs.
static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ballista_standalone_gives_datafusions_answers() {
    let _one = ONE_AT_A_TIME.lock().await;
    let dir = common::tpch_parquet(SF, &format!("tpch-sf{SF}"));
    let (ssb_dir, ssb_names) = common::ssb_tables();
    // DataFusion alone, reading Parquet strings as Ballista has it read them (Utf8, not views).
    let (plain, _) = context(2, false);
    plain.sql("SET datafusion.execution.parquet.schema_force_view_types = false").await.unwrap();
    let ballista = jitjoin_datafusion::ballista::standalone(2, true).await.unwrap();
    let mut failures = Vec::new();
    let tpch_queries = (1..=22usize)
        .map(|q| (format!("TPC-H Q{q}"), common::tpch_query(q), common::TPCH_TAKEN.contains(&q)))
        .collect::<Vec<_>>();
    let ssb_queries = common::SSB
        .iter()
        .map(|q| (format!("SSB Q{q}"), common::ssb_sql(q), common::SSB_TAKEN.contains(q)))
        .collect::<Vec<_>>();
    // TPC-H's tables, then SSB's (both have a `customer`).
    for ctx in [&plain, &ballista] {
        tpch::register_parquet(ctx, &dir).await.unwrap();
    }
    check(&plain, &ballista, &tpch_queries, &mut failures).await;
    for ctx in [&plain, &ballista] {
        for t in tpch::TABLES {
            ctx.deregister_table(t).unwrap();
        }
        common::register_ssb(ctx, &ssb_dir, &ssb_names).await;
    }
    check(&plain, &ballista, &ssb_queries, &mut failures).await;
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Each query (name, text, whose plan takes a `JitjoinExec`) on Ballista against DataFusion.
async fn check(
    plain: &datafusion::prelude::SessionContext,
    ballista: &datafusion::prelude::SessionContext,
    queries: &[(String, String, bool)],
    failures: &mut Vec<String>,
) {
    for (name, sql, taken) in queries {
        let (name, sql, taken) = (name.as_str(), sql.as_str(), *taken);
        let (_, want) = common::run(plain, sql).await;
        let before = exec::runs();
        let (_, got) = common::run(ballista, sql).await;
        let after = exec::runs();
        if let Err(e) = common::same(&want, &got, sql.to_ascii_uppercase().contains("ORDER BY")) {
            failures.push(format!("{name}: {e}"));
        }
        println!("{name}: {} jitjoin runs, {} fell back", after.0 - before.0, after.1 - before.1);
        if taken && after.0 == before.0 {
            failures.push(format!("{name}: Ballista's executor ran no JitjoinExec"));
        }
        if after.1 != before.1 {
            failures.push(format!("{name}: a JitjoinExec fell back"));
        }
    }
}

/// Every join partitioned (no side small enough to broadcast), as at large scale factors: the
/// operator's inputs are shuffle readers that Ballista coalesces for it, and its fallback
/// subtree partitions them again to keep its joins' sides in matching partitions.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_join_partitioned_gives_datafusions_answers() {
    let _one = ONE_AT_A_TIME.lock().await;
    let dir = common::tpch_parquet(SF, &format!("tpch-sf{SF}"));
    let (plain, _) = context(2, false);
    plain.sql("SET datafusion.execution.parquet.schema_force_view_types = false").await.unwrap();
    let ballista = jitjoin_datafusion::ballista::standalone(2, true).await.unwrap();
    for set in ["hash_join_single_partition_threshold", "hash_join_single_partition_threshold_rows"] {
        ballista.sql(&format!("SET datafusion.optimizer.{set} = 0")).await.unwrap();
    }
    for ctx in [&plain, &ballista] {
        tpch::register_parquet(ctx, &dir).await.unwrap();
    }
    let mut failures = Vec::new();
    let queries: Vec<(String, String, bool)> =
        [3, 5, 10, 18].iter().map(|&q| (format!("TPC-H Q{q}"), common::tpch_query(q), true)).collect();
    check(&plain, &ballista, &queries, &mut failures).await;
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Ballista gives each task of a streaming operator (a partial aggregate over one table) its
/// slice of the input's partitions. The fallback then reads the same slice, as it is: the
/// task's fallback gives what the whole one's partition gave (partitioned again, round robin,
/// it would give a part of it).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_streaming_operators_fallback_reads_its_tasks_slice() {
    use ballista_scheduler::state::task_builder::restrict_plan_to_partitions;
    use datafusion::physical_plan::execution_plan::reset_plan_states;
    use datafusion::physical_plan::{ExecutionPlan, ExecutionPlanProperties};
    use std::sync::Arc;
    let _one = ONE_AT_A_TIME.lock().await;
    let dir = common::tpch_parquet(SF, &format!("tpch-sf{SF}"));
    let (with, _) = context(2, true);
    tpch::register_parquet(&with, &dir).await.unwrap();
    let plan = with.sql(&common::tpch_query(1)).await.unwrap().create_physical_plan().await.unwrap();
    fn streaming(p: &Arc<dyn ExecutionPlan>) -> Option<Arc<dyn ExecutionPlan>> {
        if p.downcast_ref::<jitjoin_datafusion::JitjoinExec>().is_some_and(|j| j.streams()) {
            return Some(Arc::clone(p));
        }
        p.children().into_iter().find_map(streaming)
    }
    let op = streaming(&plan).expect("Q1 streams");
    assert_eq!(op.output_partitioning().partition_count(), 2);
    // The task of partition 0 (the one that holds this small file's single row group).
    let task = restrict_plan_to_partitions(Arc::clone(&op), &[0]).unwrap();
    assert_eq!(task.output_partitioning().partition_count(), 1);
    let fallback = |p: &Arc<dyn ExecutionPlan>| {
        let f = p.downcast_ref::<jitjoin_datafusion::JitjoinExec>().unwrap().fallback().unwrap();
        reset_plan_states(Arc::clone(f)).unwrap()
    };
    let partition = |p: Arc<dyn ExecutionPlan>, i: usize| {
        let ctx = with.task_ctx();
        async move {
            let batches = datafusion::physical_plan::common::collect(p.execute(i, ctx).unwrap()).await.unwrap();
            common::answer(&p.schema(), &batches)
        }
    };
    let (whole, sliced) = (partition(fallback(&op), 0).await, partition(fallback(&task), 0).await);
    assert!(!whole.rows.is_empty());
    common::same(&whole, &sliced, false).unwrap();
}
