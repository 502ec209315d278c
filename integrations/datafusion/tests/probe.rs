//! Under sort-merge joins (Ballista's default: `prefer_hash_join = false`) a join's sides are
//! the query's order, not sizes: the operator still probes its largest input, which it learns
//! once the inputs are read. TPC-H Q3 and Q10 at a small scale factor: DataFusion's answers,
//! and `lineitem` is no join's build side. (Q5's sort-merge plan joins on keys of two tables
//! at once, which stays DataFusion's, with lineitem below it.)

mod common;

use jitjoin_datafusion::{context, jitjoin_nodes, tpch};

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
fn plan_leaf(op: &jitjoin_datafusion::JitjoinExec, name: &str) -> Option<usize> {
    use datafusion::physical_plan::ExecutionPlan;
    op.children().iter().position(|c| c.schema().fields().iter().any(|f| f.name() == name))
}
