//! `JitjoinCodec` round-trips every `JitjoinExec` the 22 TPC-H plans hold: the decoded
//! operator has the same query, schema, settings and fallback subtree, over the decoded
//! inputs; and every whole plan, encoded and decoded, still gives DataFusion's answer.

mod common;

use datafusion::physical_plan::{ExecutionPlan, collect, displayable};
use datafusion_proto::bytes::{
    physical_plan_from_bytes_with_extension_codec, physical_plan_to_bytes_with_extension_codec,
};
use jitjoin_datafusion::{JitjoinCodec, JitjoinExec, context, tpch};
use std::sync::Arc;

const SF: f64 = 0.01;

/// Every `JitjoinExec` in `plan`, as the plan holds it.
fn operators(plan: &Arc<dyn ExecutionPlan>) -> Vec<Arc<dyn ExecutionPlan>> {
    let mut out = Vec::new();
    if plan.is::<JitjoinExec>() {
        out.push(Arc::clone(plan));
    }
    for c in plan.children() {
        out.extend(operators(c));
    }
    out
}

fn text(plan: &Arc<dyn ExecutionPlan>) -> String {
    displayable(plan.as_ref()).indent(true).to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_codec_round_trips_every_jitjoin_exec_of_tpch() {
    let dir = common::tpch_parquet(SF, &format!("tpch-sf{SF}"));
    let (plain, _) = context(2, false);
    let (with, _) = context(2, true);
    tpch::register_parquet(&plain, &dir).await.unwrap();
    tpch::register_parquet(&with, &dir).await.unwrap();
    let mut checked = 0;
    let mut failures = Vec::new();
    for q in 1..=22 {
        let sql = common::tpch_query(q);
        let (_, want) = common::run(&plain, &sql).await;
        let plan = with.sql(&sql).await.unwrap().create_physical_plan().await.unwrap();
        // Over DataFusion's codec, and over Ballista's (as the scheduler and executors use it).
        for codec in [JitjoinCodec::default(), JitjoinCodec::ballista()] {
            for node in operators(&plan) {
                let bytes = physical_plan_to_bytes_with_extension_codec(Arc::clone(&node), &codec).unwrap();
                let back = physical_plan_from_bytes_with_extension_codec(&bytes, &with.task_ctx(), &codec).unwrap();
                let (a, b) = (node.downcast_ref::<JitjoinExec>().unwrap(), back.downcast_ref::<JitjoinExec>());
                let Some(b) = b else {
                    failures.push(format!("Q{q}: decoded as {}", back.name()));
                    continue;
                };
                let same = a.query() == b.query()
                    && a.probes() == b.probes()
                    && a.joins() == b.joins()
                    && a.streams() == b.streams()
                    && a.threads() == b.threads()
                    && a.chunk_rows() == b.chunk_rows()
                    && node.schema() == back.schema()
                    && node.properties().partitioning.partition_count()
                        == back.properties().partitioning.partition_count();
                if !same {
                    failures.push(format!(
                        "Q{q}: the decoded operator differs: {:?} {:?} {:?}",
                        (a.joins(), a.streams(), a.threads(), a.chunk_rows(), node.schema()),
                        (b.joins(), b.streams(), b.threads(), b.chunk_rows(), back.schema()),
                        (&node.properties().partitioning, &back.properties().partitioning)
                    ));
                }
                // The whole subtree (the inputs are the plan's children) and the fallback.
                if text(&node) != text(&back) {
                    failures.push(format!("Q{q}: the decoded subtree differs:\n{}\n{}", text(&node), text(&back)));
                }
                match (a.fallback(), b.fallback()) {
                    (Some(x), Some(y)) if text(x) == text(y) => {}
                    (x, y) => failures.push(format!("Q{q}: fallback {:?} decoded as {:?}", x.map(text), y.map(text))),
                }
                checked += 1;
            }
            // The whole plan, decoded, runs and answers as DataFusion does.
            let bytes = physical_plan_to_bytes_with_extension_codec(Arc::clone(&plan), &codec).unwrap();
            let back = physical_plan_from_bytes_with_extension_codec(&bytes, &with.task_ctx(), &codec).unwrap();
            let batches = collect(Arc::clone(&back), with.task_ctx()).await.unwrap();
            let got = common::answer(&back.schema(), &batches);
            if let Err(e) = common::same(&want, &got, sql.to_ascii_uppercase().contains("ORDER BY")) {
                failures.push(format!("Q{q}, decoded: {e}"));
            }
            if operators(&back).iter().any(|n| n.downcast_ref::<JitjoinExec>().unwrap().fell_back().is_some()) {
                failures.push(format!("Q{q}, decoded: fell back"));
            }
        }
    }
    println!("{checked} JitjoinExec round trips");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked >= 2 * common::TPCH_TAKEN.len(), "only {checked} operators round-tripped");
}
