//! `JitjoinRule`: after DataFusion's own physical optimizer rules, every aggregate whose
//! subtree jitjoin can compile becomes a [`JitjoinExec`]; what it cannot compile stays
//! DataFusion's, and the rule keeps why.

use crate::exec::JitjoinExec;
use crate::translate::translate;
use datafusion::common::Result;
use datafusion::config::ConfigOptions;
use datafusion::physical_optimizer::PhysicalOptimizerRule;
use datafusion::physical_plan::ExecutionPlan;
use datafusion::physical_plan::aggregates::{AggregateExec, AggregateMode};
use datafusion::physical_plan::joins::HashJoinExec;
use std::sync::{Arc, Mutex};

/// One decision of the rule: the node, whether jitjoin took it, and why (or, when taken,
/// which parts below stayed DataFusion's).
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    pub node: String,
    pub taken: bool,
    pub why: String,
}

/// Decisions kept until taken: the latest ones.
const MAX_DECISIONS: usize = 4096;

/// The rule, with the decisions of the plans it optimized (the latest, until taken).
#[derive(Debug, Default)]
pub struct JitjoinRule {
    /// Rows per chunk of a streaming operator; `None`: from the calibrated cache.
    chunk_rows: Option<usize>,
    decisions: Mutex<Vec<Decision>>,
}

impl JitjoinRule {
    /// A rule whose operators run jitjoin on as many workers as the session has partitions
    /// (`target_partitions`: the two share the cores instead of doubling them). It does
    /// nothing when the session's `jitjoin.enabled` is false.
    pub fn new() -> JitjoinRule {
        JitjoinRule::default()
    }

    /// Streaming operators read `rows` rows per chunk instead of the size derived from the
    /// calibrated cache (tests use small chunks to run many of them).
    pub fn with_chunk_rows(mut self, rows: usize) -> JitjoinRule {
        self.chunk_rows = Some(rows.max(1));
        self
    }

    /// The decisions made so far, emptied.
    pub fn take_decisions(&self) -> Vec<Decision> {
        std::mem::take(&mut *self.decisions.lock().unwrap_or_else(|e| e.into_inner()))
    }

    fn note(&self, node: String, taken: bool, why: String) {
        let mut d = self.decisions.lock().unwrap_or_else(|e| e.into_inner());
        // A long-lived scheduler's rule plans every query and nobody takes its decisions:
        // keep the latest.
        if d.len() >= MAX_DECISIONS {
            d.drain(..MAX_DECISIONS / 2);
        }
        d.push(Decision { node, taken, why });
    }

    fn rewrite(&self, plan: Arc<dyn ExecutionPlan>, threads: usize) -> Result<Arc<dyn ExecutionPlan>> {
        if let Some(agg) = plan.downcast_ref::<AggregateExec>()
            && !matches!(agg.mode(), AggregateMode::Final | AggregateMode::FinalPartitioned)
        {
            let node = describe(&plan);
            match translate(agg) {
                Ok(t) => {
                    let why = match t.kept.is_empty() {
                        true => format!("{} join(s) compiled", t.joins),
                        false => format!("{} join(s) compiled; DataFusion's below: {}", t.joins, t.kept.join("; ")),
                    };
                    self.note(node, true, why);
                    // The leaves are DataFusion's: their own aggregates may be jitjoin's too.
                    let inputs =
                        t.leaves.iter().map(|l| self.rewrite(Arc::clone(l), threads)).collect::<Result<_>>()?;
                    let exec = JitjoinExec::new(t, plan, inputs, threads).with_chunk_rows(self.chunk_rows);
                    return Ok(Arc::new(exec));
                }
                Err(why) => self.note(node, false, why),
            }
        }
        if let Some(j) = plan.downcast_ref::<HashJoinExec>() {
            self.note(
                describe(&plan),
                false,
                format!("{} join not under an aggregate jitjoin compiles", j.join_type()),
            );
        }
        let children: Vec<Arc<dyn ExecutionPlan>> = plan.children().into_iter().cloned().collect();
        if children.is_empty() {
            return Ok(plan);
        }
        let new: Vec<Arc<dyn ExecutionPlan>> =
            children.iter().map(|c| self.rewrite(Arc::clone(c), threads)).collect::<Result<_>>()?;
        if new.iter().zip(&children).all(|(a, b)| Arc::ptr_eq(a, b)) {
            return Ok(plan);
        }
        #[allow(deprecated)]
        plan.with_new_children(new)
    }
}

/// A node as `EXPLAIN` shows it, on one line.
fn describe(plan: &Arc<dyn ExecutionPlan>) -> String {
    let text = datafusion::physical_plan::displayable(plan.as_ref()).one_line().to_string();
    text.trim().to_string()
}

impl PhysicalOptimizerRule for JitjoinRule {
    fn optimize(&self, plan: Arc<dyn ExecutionPlan>, config: &ConfigOptions) -> Result<Arc<dyn ExecutionPlan>> {
        if !crate::ballista::enabled(config) {
            return Ok(plan);
        }
        self.rewrite(plan, config.execution.target_partitions.max(1))
    }

    fn name(&self) -> &str {
        "jitjoin"
    }

    fn schema_check(&self) -> bool {
        true
    }
}
