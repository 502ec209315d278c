//! # jitjoin-datafusion
//!
//! jitjoin as an operator inside Apache DataFusion: DataFusion parses, plans and runs every
//! query; [`JitjoinRule`] hands the subtrees jitjoin can compile (hash joins, filters,
//! projections under an aggregate) to a [`JitjoinExec`], which compiles them with Cranelift for
//! this CPU and returns Arrow batches of exactly the schema the replaced subtree had.
//!
//! ```text
//!   SQL ─▶ DataFusion logical plan ─▶ physical plan ─▶ JitjoinRule ─▶ physical plan
//!                                                       │   AggregateExec(Partial)
//!                                                       │     …HashJoinExec, FilterExec…
//!                                                       ▼   becomes
//!                                                     JitjoinExec(query text) over the
//!                                                     subtrees it reads (DataFusion's)
//! ```

pub mod ballista;
pub mod codec;
pub mod exec;
pub mod rule;
pub mod tpch;
pub mod translate;

pub use ballista::JitjoinConfig;
pub use codec::JitjoinCodec;
pub use exec::JitjoinExec;
pub use rule::{Decision, JitjoinRule};

use datafusion::execution::SessionStateBuilder;
use datafusion::prelude::{SessionConfig, SessionContext};
use std::sync::Arc;

/// A DataFusion context on `threads` partitions, with jitjoin's rule after DataFusion's own
/// (and the rule, to read its decisions) or without (`jitjoin: false`, DataFusion alone).
pub fn context(threads: usize, jitjoin: bool) -> (SessionContext, Option<Arc<JitjoinRule>>) {
    context_with(SessionConfig::new().with_target_partitions(threads.max(1)), jitjoin)
}

/// [`context`] with DataFusion's options as `config` sets them (`target_partitions` among
/// them): `jitjoin-df` reads them from `DATAFUSION_*` variables, as `datafusion-cli` does.
pub fn context_with(config: SessionConfig, jitjoin: bool) -> (SessionContext, Option<Arc<JitjoinRule>>) {
    let config = config.with_option_extension(JitjoinConfig::default());
    let mut builder = SessionStateBuilder::new().with_config(config).with_default_features();
    let rule = jitjoin.then(|| Arc::new(JitjoinRule::new()));
    if let Some(r) = &rule {
        builder = builder.with_physical_optimizer_rule(Arc::clone(r) as _);
    }
    (SessionContext::new_with_state(builder.build()), rule)
}

/// Run each leaf of `plan` (its scans), one after another, every partition of a leaf at once
/// as the plan would; the rows they gave and the time. Filters the scans were given prune
/// row groups and pages as in the whole plan; dynamic filters, which a join fills while it
/// runs, stay empty, as they do under a `JitjoinExec`. The time is the floor under any
/// operator above DataFusion's scans (`jitjoin-df sql --scans-only`).
pub async fn scans_alone(
    plan: &Arc<dyn datafusion::physical_plan::ExecutionPlan>,
    ctx: &Arc<datafusion::execution::TaskContext>,
) -> datafusion::error::Result<(usize, std::time::Duration)> {
    use futures::StreamExt;
    let mut leaves = Vec::new();
    let mut todo = vec![Arc::clone(plan)];
    while let Some(node) = todo.pop() {
        match node.children().is_empty() {
            true => leaves.push(node),
            false => todo.extend(node.children().into_iter().cloned()),
        }
    }
    let (t0, mut rows) = (std::time::Instant::now(), 0);
    for leaf in leaves {
        let mut stream = datafusion::physical_plan::execute_stream(leaf, Arc::clone(ctx))?;
        while let Some(batch) = stream.next().await {
            rows += batch?.num_rows();
        }
    }
    Ok((rows, t0.elapsed()))
}

/// Every `JitjoinExec` in `plan`.
pub fn jitjoin_nodes(plan: &Arc<dyn datafusion::physical_plan::ExecutionPlan>) -> Vec<&JitjoinExec> {
    let mut out = Vec::new();
    if let Some(j) = plan.downcast_ref::<JitjoinExec>() {
        out.push(j);
    }
    for c in plan.children() {
        out.extend(jitjoin_nodes(c));
    }
    out
}
