//! The probe phase: the engine's probe over morsels of the probe input on every worker, each
//! with its own state, merged into the query's result. An `emit … limit` stops handing out
//! morsels once the rows it asked for are there.

use super::ExecError;
use crate::workers::Workers;
use jitjoin_compiler::abi::state;
use jitjoin_compiler::engine::{Built, Engine, Input, ProbeState};
use jitjoin_compiler::layout::DupRuns;
use jitjoin_compiler::layout::memory::TableMemory;
use jitjoin_compiler::plan::{Pipeline, Sink};
use jitjoin_ir::QueryResult;
use jitjoin_ir::query::{OutputSpec, Query};
use std::sync::atomic::{AtomicBool, Ordering};

/// Probe `input` through `p` over the built structures; the merged result.
#[allow(clippy::too_many_arguments)]
pub fn run(
    q: &Query,
    p: &Pipeline,
    input: &Input<'_>,
    mems: &[TableMemory],
    inputs: &[Input<'_>],
    runs: &[Option<DupRuns>],
    engine: &mut dyn Engine,
    workers: &Workers,
) -> Result<QueryResult, ExecError> {
    let rows = engine.probe(p, input, Built { mems, inputs, runs })?;
    let limit = match &p.sink {
        Sink::Emit { limit, .. } => *limit,
        Sink::Aggregate(_) => u64::MAX,
    };
    let morsels = workers.morsels(input.data().rows);
    let done = AtomicBool::new(false);
    let states = workers.run(|w| {
        let mut st = ProbeState::new(p);
        let queue = workers.queue_of(w);
        while let Some(r) = morsels.next(queue) {
            if done.load(Ordering::Relaxed) {
                break;
            }
            rows.rows(r.start, r.end, &mut st);
            if state::rows(&st.words) >= limit {
                done.store(true, Ordering::Relaxed);
            }
        }
        st
    })?;
    let aliases: Vec<String> = match &q.output {
        OutputSpec::Aggregate(aggs) => aggs.iter().map(|a| a.alias.clone()).collect(),
        OutputSpec::Emit { .. } => Vec::new(),
    };
    let (words, emitted): (Vec<_>, Vec<_>) = states.into_iter().map(|s| (s.words, s.emitted)).unzip();
    Ok(state::finish(p, &aliases, &words, &emitted))
}
