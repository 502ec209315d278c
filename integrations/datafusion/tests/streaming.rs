//! A partial aggregate over one table with no join streams: each of the table's partitions is
//! read and aggregated a chunk at a time, each chunk's groups emitted for DataFusion's final
//! aggregate to merge. Small chunks make many of them; the answer stays DataFusion's.

mod common;

use datafusion::arrow::array::{ArrayRef, Int64Array, RecordBatch, StringArray};
use datafusion::datasource::MemTable;
use datafusion::execution::SessionStateBuilder;
use datafusion::physical_plan::ExecutionPlan;
use datafusion::prelude::{SessionConfig, SessionContext};
use jitjoin_datafusion::{JitjoinRule, context, jitjoin_nodes};
use std::sync::Arc;

/// S: 200,000 rows in two partitions of batches of 8,192, with nulls in `w`.
fn register(ctx: &SessionContext) {
    let rows = 200_000i64;
    let s = RecordBatch::try_from_iter([
        ("fk", Arc::new(Int64Array::from((0..rows).map(|i| i * 7919 % 110 + 1).collect::<Vec<_>>())) as ArrayRef),
        (
            "w",
            Arc::new(Int64Array::from((0..rows).map(|i| (i % 13 != 0).then_some(i % 1000)).collect::<Vec<_>>()))
                as ArrayRef,
        ),
        ("tag", Arc::new(StringArray::from((0..rows).map(|i| format!("t{}", i % 37)).collect::<Vec<_>>())) as ArrayRef),
    ])
    .unwrap();
    let batches =
        |from: usize, to: usize| (from..to).step_by(8192).map(|at| s.slice(at, 8192.min(to - at))).collect::<Vec<_>>();
    let half = s.num_rows() / 2;
    let parts = vec![batches(0, half), batches(half, s.num_rows())];
    ctx.register_table("s", Arc::new(MemTable::try_new(s.schema(), parts).unwrap())).unwrap();
}

/// The plan's one JitjoinExec's output rows (every chunk's groups, all partitions).
fn output_rows(plan: &Arc<dyn ExecutionPlan>) -> usize {
    let nodes = jitjoin_nodes(plan);
    let text = datafusion::physical_plan::displayable(plan.as_ref()).indent(false).to_string();
    assert_eq!(nodes.len(), 1, "one JitjoinExec in {text}");
    assert!(nodes[0].streams(), "a partial aggregate with no join streams");
    nodes[0].metrics().and_then(|m| m.output_rows()).expect("output rows")
}

/// Partitions whose rest the plan's one JitjoinExec handed to DataFusion's partial aggregate.
fn handed_off(plan: &Arc<dyn ExecutionPlan>) -> usize {
    let nodes = jitjoin_nodes(plan);
    let m = nodes[0].metrics().expect("metrics");
    m.sum_by_name("jitjoin_handed_off").map_or(0, |v| v.as_usize())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_partial_aggregate_streams_in_chunks_and_gives_datafusions_answer() {
    let (plain, _) = context(2, false);
    register(&plain);
    let chunked = |rows: usize| {
        let rule = Arc::new(JitjoinRule::new().with_chunk_rows(rows));
        let state = SessionStateBuilder::new()
            .with_config(SessionConfig::new().with_target_partitions(2))
            .with_default_features()
            .with_physical_optimizer_rule(rule)
            .build();

        let ctx = SessionContext::new_with_state(state);
        register(&ctx);
        ctx
    };
    let grouped =
        "SELECT s.tag, count(*) AS n, count(s.w) AS nw, sum(s.fk) AS total, max(s.w) AS hi FROM s GROUP BY s.tag";
    // Up to 37,000 groups, almost one per row in a chunk: after its first chunk, DataFusion's
    // partial aggregate takes the rest of each partition.
    let many_groups = "SELECT s.w, s.tag, count(*) AS n, sum(s.fk) AS total FROM s GROUP BY s.w, s.tag";
    let global = "SELECT count(*) AS n, count(s.w) AS nw, sum(s.w) AS total, min(s.fk) AS lo FROM s WHERE s.fk < 50";
    for sql in [grouped, global, many_groups] {
        let (_, want) = common::run(&plain, sql).await;
        // 10,000 rows a chunk (two batches end each chunk past it: 16,384 rows): seven
        // chunks per partition; and one chunk holding a whole partition.
        let (plan, got) = common::run(&chunked(10_000), sql).await;
        common::same(&want, &got, false).unwrap_or_else(|e| panic!("{sql}: {e}"));
        let many = output_rows(&plan);
        let small = handed_off(&plan);
        let (plan, got) = common::run(&chunked(1 << 20), sql).await;
        common::same(&want, &got, false).unwrap_or_else(|e| panic!("{sql}: {e}"));
        let one = output_rows(&plan);
        let large = handed_off(&plan);
        if sql == global {
            // A global aggregate: a row per chunk, 7 chunks in each of 2 partitions; with
            // large chunks, a first chunk of 65,536 rows (8 batches) and the rest.
            assert_eq!((many, one), (14, 4), "{sql}");
        } else if sql == grouped {
            // Each chunk emits its own 37 groups.
            assert_eq!((many, one), (14 * 37, 4 * 37), "{sql}");
        } else {
            // jitjoin's groups of each partition's first chunk (16,384 rows, or 65,536 with
            // large chunks), DataFusion's of the rest.
            assert_eq!((small, large), (2, 2), "{sql}: both partitions handed on");
            assert!(many <= 2 * 16_384 && many < one, "{sql}: {many} rows from small first chunks, {one} from large");
        }
        if sql != many_groups {
            assert_eq!((small, large), (0, 0), "{sql}: few groups are never handed on");
        }
    }
}

/// A filter over the scan that DataFusion's statistics (the Parquet columns' bounds) say
/// keeps less than half the rows stays DataFusion's, so that jitjoin converts only the rows
/// that pass (TPC-H Q6 keeps about 2 %); one that keeps most rows is jitjoin's (Q1 keeps
/// about 97 %). Both streams, with DataFusion's answers.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_selective_filter_over_the_scan_stays_datafusions() {
    let dir = common::tpch_parquet(0.01, "tpch-sf0.01");
    let (plain, _) = context(2, false);
    let (with, _) = context(2, true);
    for ctx in [&plain, &with] {
        jitjoin_datafusion::tpch::register_parquet(ctx, &dir).await.unwrap();
    }
    for (q, selective) in [(6, true), (1, false)] {
        let sql = common::tpch_query(q);
        let (_, want) = common::run(&plain, &sql).await;
        let (plan, got) = common::run(&with, &sql).await;
        common::same(&want, &got, true).unwrap_or_else(|e| panic!("Q{q}: {e}"));
        let nodes = jitjoin_nodes(&plan);
        let [node] = &nodes[..] else { panic!("Q{q}: {} JitjoinExec", nodes.len()) };
        assert!(node.streams(), "Q{q}");
        let filtered_input = node.children().iter().any(|c| c.name() == "FilterExec");
        assert_eq!(
            (filtered_input, node.query().contains("filter")),
            (selective, !selective),
            "Q{q}: {}",
            node.query()
        );
    }
}
