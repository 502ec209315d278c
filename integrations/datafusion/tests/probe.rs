//! Under sort-merge joins (Ballista's default: `prefer_hash_join = false`) a join's sides are
//! the query's order, not sizes: the operator still probes its largest input, which it learns
//! once the inputs are read. TPC-H Q3 and Q10 at a small scale factor: DataFusion's answers,
//! and `lineitem` is no join's build side. (Q5's sort-merge plan joins on keys of two tables
//! at once, which stays DataFusion's, with lineitem below it.)

mod common;

use datafusion::physical_plan::ExecutionPlan;
use jitjoin_datafusion::{JitjoinExec, context, jitjoin_nodes, tpch};

const SF: f64 = 0.01;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sort_merge_joins_probe_the_largest_input() {
    let dir = common::tpch_parquet(SF, &format!("tpch-sf{SF}"));
    let (plain, _) = context(2, false);
    let (with, _) = context(2, true);
    for ctx in [&plain, &with] {
        ctx.sql("SET datafusion.optimizer.prefer_hash_join = false").await.unwrap();
        tpch::register_parquet(ctx, &dir).await.unwrap();
    }
    for q in [3, 10] {
        let sql = common::tpch_query(q);
        let (_, want) = common::run(&plain, &sql).await;
        let (plan, got) = common::run(&with, &sql).await;
        common::same(&want, &got, true).unwrap_or_else(|e| panic!("Q{q}: {e}"));
        let nodes = jitjoin_nodes(&plan);
        let op = nodes.iter().find(|n| n.joins() >= 2).unwrap_or_else(|| panic!("Q{q}: no JitjoinExec with joins"));
        // It replaced sort-merge joins.
        let replaced = datafusion::physical_plan::displayable(op.fallback().unwrap().as_ref()).indent(true).to_string();
        assert!(replaced.contains("SortMergeJoinExec"), "Q{q} replaced:\n{replaced}");
        let lineitem = plan_leaf(op, "l_orderkey").unwrap_or_else(|| {
            panic!("Q{q}: no lineitem input:\n{}", datafusion::physical_plan::displayable(plan.as_ref()).indent(true))
        });
        let builds: Vec<String> = op.algorithms().into_iter().map(|(t, _)| t).collect();
        println!("Q{q}: lineitem is t{lineitem}; build sides {builds:?}");
        assert!(!builds.is_empty(), "Q{q}: the operator reported no join");
        assert!(!builds.contains(&format!("t{lineitem}")), "Q{q}: lineitem (t{lineitem}) is a build side: {builds:?}");
    }
}

/// The input of `op` with a column named `name`.
fn plan_leaf(op: &JitjoinExec, name: &str) -> Option<usize> {
    op.children().iter().position(|c| c.schema().fields().iter().any(|f| f.name() == name))
}

/// Ballista coalesces the inputs the operator reads whole (it asks for one partition of each)
/// when they have more than one.
/// Its fallback, the replaced sort-merge joins, must still see both sides of each join in
/// matching partitions: over coalesced inputs it runs, and gives as many rows as before.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_fallback_runs_over_coalesced_inputs() {
    use datafusion::physical_plan::coalesce_partitions::CoalescePartitionsExec;
    use datafusion::physical_plan::{ExecutionPlan, collect};
    use std::sync::Arc;
    let dir = common::tpch_parquet(SF, &format!("tpch-sf{SF}"));
    let (with, _) = context(2, true);
    with.sql("SET datafusion.optimizer.prefer_hash_join = false").await.unwrap();
    tpch::register_parquet(&with, &dir).await.unwrap();
    // Q10: customer is scanned whole, so its input is the hash repartition under a join's sort.
    let plan = with.sql(&common::tpch_query(10)).await.unwrap().create_physical_plan().await.unwrap();
    let op = operator(&plan).expect("a JitjoinExec with joins");
    // That input coalesced, the others not (a planner coalesces what has many partitions).
    let first = op.children().iter().position(|c| c.name() == "RepartitionExec").expect("a repartition as an input");
    let coalesced: Vec<Arc<dyn ExecutionPlan>> = op
        .children()
        .into_iter()
        .enumerate()
        .map(
            |(i, c)| if i == first { Arc::new(CoalescePartitionsExec::new(Arc::clone(c))) as _ } else { Arc::clone(c) },
        )
        .collect();
    let moved = datafusion::physical_plan::replace_children_if_necessary(Arc::clone(&op), coalesced).unwrap();
    let fallback =
        |p: &Arc<dyn ExecutionPlan>| Arc::clone(p.downcast_ref::<JitjoinExec>().unwrap().fallback().unwrap());
    // Each run afresh: the two share their inputs, whose repartitions run once.
    let rows = |p: Arc<dyn ExecutionPlan>| async {
        let p = datafusion::physical_plan::execution_plan::reset_plan_states(p).unwrap();
        let batches = collect(p, with.task_ctx()).await.unwrap_or_else(|e| panic!("the fallback: {e}"));
        batches.iter().map(|b| b.num_rows()).sum::<usize>()
    };
    // Partial groups, as many as before: the joins' partitions are the same.
    assert_eq!(rows(fallback(&moved)).await, rows(fallback(&op)).await);
}

/// The `JitjoinExec` with joins in `plan`, as the plan holds it.
fn operator(plan: &std::sync::Arc<dyn ExecutionPlan>) -> Option<std::sync::Arc<dyn ExecutionPlan>> {
    if plan.downcast_ref::<JitjoinExec>().is_some_and(|j| j.joins() >= 2) {
        return Some(std::sync::Arc::clone(plan));
    }
    plan.children().into_iter().find_map(operator)
}
