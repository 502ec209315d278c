//! What jitjoin does not compile stays DataFusion's, with the reason, and the answer is
//! DataFusion's: one test per reason a subtree is not taken, and the run-time fallback.

mod common;

use datafusion::arrow::array::{
    ArrayRef, BooleanArray, Int64Array, RecordBatch, StringArray, TimestampSecondArray, UInt32Array,
};
use datafusion::datasource::MemTable;
use datafusion::execution::SessionStateBuilder;
use datafusion::execution::runtime_env::RuntimeEnvBuilder;
use datafusion::physical_plan::ExecutionPlan;
use datafusion::prelude::{SessionConfig, SessionContext};
use jitjoin_datafusion::{JitjoinRule, context, jitjoin_nodes};
use std::sync::Arc;

/// R: 100 keys with a value, a flag, a name, a timestamp and two UInt32s whose product passes
/// 2^32; S: 200,000 rows referencing R.
fn register(ctx: &SessionContext) {
    let n = 100i64;
    let k: Vec<i64> = (1..=n).collect();
    let r = RecordBatch::try_from_iter([
        ("k", Arc::new(Int64Array::from(k.clone())) as ArrayRef),
        ("v", Arc::new(Int64Array::from(k.iter().map(|x| x * 3 % 17).collect::<Vec<_>>())) as ArrayRef),
        ("flag", Arc::new(BooleanArray::from(k.iter().map(|x| x % 2 == 0).collect::<Vec<_>>())) as ArrayRef),
        ("name", Arc::new(StringArray::from(k.iter().map(|x| format!("n{x}")).collect::<Vec<_>>())) as ArrayRef),
        ("ts", Arc::new(TimestampSecondArray::from(k.clone())) as ArrayRef),
        ("u", Arc::new(UInt32Array::from(k.iter().map(|&x| 70_000 + x as u32).collect::<Vec<_>>())) as ArrayRef),
        ("u2", Arc::new(UInt32Array::from(vec![70_000u32; k.len()])) as ArrayRef),
    ])
    .unwrap();
    let rows = 200_000i64;
    let s = RecordBatch::try_from_iter([
        ("fk", Arc::new(Int64Array::from((0..rows).map(|i| i * 7919 % (n + 10) + 1).collect::<Vec<_>>())) as ArrayRef),
        ("w", Arc::new(Int64Array::from((0..rows).map(|i| i % 1000).collect::<Vec<_>>())) as ArrayRef),
    ])
    .unwrap();
    let half = s.num_rows() / 2;
    let parts = vec![vec![s.slice(0, half)], vec![s.slice(half, s.num_rows() - half)]];
    ctx.register_table("r", Arc::new(MemTable::try_new(r.schema(), vec![vec![r]]).unwrap())).unwrap();
    ctx.register_table("s", Arc::new(MemTable::try_new(s.schema(), parts).unwrap())).unwrap();
}

/// The answer with the rule equals DataFusion's alone; the rule's decisions, and whether the
/// plan holds a JitjoinExec.
async fn check(sql: &str) -> (Vec<jitjoin_datafusion::Decision>, bool) {
    let (plain, _) = context(2, false);
    let (with, rule) = context(2, true);
    register(&plain);
    register(&with);
    let (_, want) = common::run(&plain, sql).await;
    let (plan, got) = common::run(&with, sql).await;
    common::same(&want, &got, false).unwrap_or_else(|e| panic!("{sql}: {e}"));
    (rule.unwrap().take_decisions(), !jitjoin_nodes(&plan).is_empty())
}

fn refused(decisions: &[jitjoin_datafusion::Decision], why: &str) -> bool {
    decisions.iter().any(|d| !d.taken && d.why.contains(why))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_join_it_compiles_is_taken() {
    let (d, taken) = check("SELECT r.v, sum(s.w) AS t, count(*) AS n FROM s JOIN r ON s.fk = r.k GROUP BY r.v").await;
    assert!(taken, "{d:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_type_it_does_not_read_stays_datafusions() {
    let (d, taken) = check("SELECT min(r.ts) AS first FROM s JOIN r ON s.fk = r.k").await;
    assert!(!taken && refused(&d, "Timestamp"), "{d:?}");
}

/// A filter directly over a join side's scan stays DataFusion's, whatever its predicate (one
/// jitjoin compiles, one it does not) and whatever the join (a hash join, or a sort-merge
/// join whose sides are sorted): the scan and the filter are one input of the operator, whose
/// query filters nothing, and the answer is DataFusion's.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_filter_over_a_join_sides_scan_stays_datafusions() {
    for (filter, hash) in [("r.name LIKE 'n1%'", true), ("r.v > 3", true), ("r.v > 3", false)] {
        let sql = format!("SELECT sum(s.w) AS t FROM s JOIN r ON s.fk = r.k WHERE {filter}");
        if hash {
            let (d, taken) = check(&sql).await;
            assert!(taken, "{sql}: {d:?}");
            assert!(d.iter().any(|x| x.taken && x.why.contains("FilterExec over a scan")), "{sql}: {d:?}");
        }
        let (with, _) = context(2, true);
        register(&with);
        if !hash {
            with.sql("SET datafusion.optimizer.prefer_hash_join = false").await.unwrap();
            let (plain, _) = context(2, false);
            register(&plain);
            plain.sql("SET datafusion.optimizer.prefer_hash_join = false").await.unwrap();
            let (_, want) = common::run(&plain, &sql).await;
            let (_, got) = common::run(&with, &sql).await;
            common::same(&want, &got, false).unwrap_or_else(|e| panic!("{sql}: {e}"));
        }
        let (plan, _) = common::run(&with, &sql).await;
        let nodes = jitjoin_nodes(&plan);
        let [node] = &nodes[..] else { panic!("{sql}: {} JitjoinExec", nodes.len()) };
        assert!(!node.query().contains("filter"), "{sql}: {}", node.query());
        assert!(node.children().iter().any(|c| c.name() == "FilterExec"), "{sql}: {:?}", node.children());
        let replaced =
            datafusion::physical_plan::displayable(node.fallback().unwrap().as_ref()).indent(true).to_string();
        let join = if hash { "HashJoinExec" } else { "SortMergeJoinExec" };
        assert!(replaced.contains(join), "{sql}: replaced\n{replaced}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_aggregate_it_does_not_compile_stays_datafusions() {
    let (d, taken) = check("SELECT bit_and(s.w) AS m FROM s JOIN r ON s.fk = r.k").await;
    assert!(!taken && refused(&d, "the aggregate bit_and"), "{d:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_outer_join_stays_datafusions() {
    let (d, taken) = check("SELECT count(*) AS n, sum(r.v) AS t FROM s LEFT JOIN r ON s.fk = r.k").await;
    assert!(!taken, "{d:?}");
    assert!(
        d.iter().any(|x| !x.taken
            && x.node.contains("HashJoinExec")
            && (x.why.contains("Left") || x.why.contains("Right"))),
        "{d:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_comparison_of_two_columns_stays_datafusions() {
    let (d, taken) = check("SELECT sum(s.w) AS t FROM s JOIN r ON s.fk = r.k WHERE s.w < r.v").await;
    assert!(!taken, "{d:?}");
    assert!(refused(&d, "two tables") || refused(&d, "no join to compile"), "{d:?}");
}

/// A memory pool too small for jitjoin's inputs (but enough for DataFusion's hash join of the
/// small side): the operator refuses before running and the original subtree answers.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pool_too_small_runs_the_original_subtree() {
    let sql = "SELECT r.v, sum(s.w) AS t FROM s JOIN r ON s.fk = r.k GROUP BY r.v";
    let (plain, _) = context(2, false);
    register(&plain);
    let (_, want) = common::run(&plain, sql).await;
    let rule = Arc::new(JitjoinRule::new());
    let runtime = RuntimeEnvBuilder::new().with_memory_limit(1 << 20, 1.0).build_arc().unwrap();
    let state = SessionStateBuilder::new()
        .with_config(SessionConfig::new().with_target_partitions(2))
        .with_runtime_env(runtime)
        .with_default_features()
        .with_physical_optimizer_rule(rule.clone())
        .build();
    let ctx = SessionContext::new_with_state(state);
    register(&ctx);
    let (plan, got) = common::run(&ctx, sql).await;
    common::same(&want, &got, false).unwrap();
    let nodes = jitjoin_nodes(&plan);
    assert_eq!(nodes.len(), 1);
    let why = nodes[0].fell_back().expect("the operator fell back");
    assert!(why.contains("memory pool"), "{why}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn integer_arithmetic_datafusion_widens_after_stays_datafusions() {
    // DataFusion sums UInt32s as UInt64, as CAST(u * u2 AS UInt64): the product wraps in 32 bits
    // first, where jitjoin would compute it exactly. A column's cast alone is taken.
    let (d, taken) = check("SELECT sum(r.u * r.u2) AS t FROM s JOIN r ON s.fk = r.k").await;
    assert!(!taken, "{d:?}");
    assert!(refused(&d, "wraps in UInt32"), "{d:?}");
    let (d, taken) = check("SELECT sum(r.u) AS t FROM s JOIN r ON s.fk = r.k").await;
    assert!(taken, "{d:?}");
}
