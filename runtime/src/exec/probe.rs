//! The probe phase: the engine's probe over morsels of the probe input on every worker, each
//! with its own state, merged into the query's result. Each worker looks its rows up in its
//! node's structures (replicas), in the structures of the node whose block a row is in (a
//! split probe table), or in every node's sub-tables ([`Sets`]). An `emit … limit` stops handing out
//! morsels once the rows it asked for are there.

use super::ExecError;
use crate::workers::{Until, Workers};
use jitjoin_compiler::abi::state;
use jitjoin_compiler::engine::generic::GenericEngine;
use jitjoin_compiler::engine::{Built, Engine, Input, Pending, ProbeRows, ProbeState};
use jitjoin_compiler::plan::{Pipeline, Sink};
use jitjoin_ir::QueryResult;
use jitjoin_ir::query::{OutputSpec, Query};
use std::ops::Range;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

/// Which set of structures a probe row is looked up in.
#[derive(Clone, Debug)]
pub enum Sets {
    /// The set of the worker's node (one shared set, or the node's replicas).
    Own,
    /// The set of the node whose block of the split probe table the row is in (psn).
    OfBlock(Vec<Range<usize>>),
    /// Every sub-table: node n's sets are `n·k .. n·k + k`, one per sub-table; each row is looked
    /// up in all of them.
    Each(usize),
}

/// The next block of a probe input, given the block just probed (whose memory it may reuse);
/// `None` after the last.
pub type NextBlock<'n, 'd> = dyn FnMut(&mut dyn Engine, Input<'d>) -> Result<Option<Input<'d>>, ExecError> + 'n;

/// What a probe produced.
pub struct Probed {
    pub result: QueryResult,
    /// Rows the generic engine probed while the kernel compiled (an adaptive start).
    pub generic_rows: u64,
}

/// Probe `input` through `p` over the sets of built structures in `sets` (chosen per row as
/// `choice` says), then each block `next` gives, every worker keeping its state across the
/// blocks; the merged result.
///
/// A block whose kernel is not at hand ([`Engine::pending_probe`]) is probed by the generic
/// engine, which reads the same structures and writes the same state, until the kernel is
/// ready; the kernel takes the morsels left.
#[allow(clippy::too_many_arguments)]
pub fn run<'d>(
    q: &Query,
    p: &Pipeline,
    mut input: Input<'d>,
    next: &mut NextBlock<'_, 'd>,
    sets: &[Built<'_>],
    choice: &Sets,
    engine: &mut dyn Engine,
    workers: &Workers,
) -> Result<Probed, ExecError> {
    let limit = match &p.sink {
        Sink::Emit { limit, .. } => *limit,
        Sink::Aggregate(_) | Sink::Group { .. } => u64::MAX,
    };
    let done = AtomicBool::new(false);
    let mut states: Vec<Option<ProbeState>> = (0..workers.len()).map(|_| None).collect();
    let mut generic_rows = 0;
    loop {
        let morsels = match choice {
            Sets::OfBlock(ranges) => workers.morsels_over(ranges),
            _ => workers.morsels(input.rows()),
        };
        // Morsels through `rows` on every worker, each carrying its state on, until none is
        // left, the limit is reached or, once a worker has run one, `stop` is ready (the donor
        // runs none then, [`Workers::donor`]); the rows run.
        let phase = |rows: &dyn ProbeRows, states: &mut Vec<Option<ProbeState>>, stop: Option<&Pending>| {
            let carried: Vec<Mutex<Option<ProbeState>>> = states.drain(..).map(Mutex::new).collect();
            let taken = |w: usize| carried[w].lock().unwrap_or_else(|e| e.into_inner()).take();
            let until = Until::new(stop, workers);
            let ran = workers.run(|w| {
                let mut st = taken(w).unwrap_or_else(|| ProbeState::new(p));
                let mut ran = 0;
                if until.donated(w, || morsels.is_empty() || done.load(Ordering::Relaxed)) {
                    return (st, ran);
                }
                let queue = workers.queue_of(w);
                while until.goes_on(ran) {
                    let Some((block, r)) = morsels.next_from(queue) else { break };
                    if done.load(Ordering::Relaxed) {
                        break;
                    }
                    ran += r.len() as u64;
                    match *choice {
                        Sets::Own => rows.rows(queue, r.start, r.end, &mut st),
                        Sets::OfBlock(_) => rows.rows(block, r.start, r.end, &mut st),
                        Sets::Each(k) => {
                            (queue * k..queue * k + k).for_each(|set| rows.rows(set, r.start, r.end, &mut st))
                        }
                    }
                    if state::rows(&st.words) >= limit {
                        done.store(true, Ordering::Relaxed);
                    }
                }
                (st, ran)
            })?;
            states.extend(ran.iter().map(|_| None));
            let mut total = 0;
            for (w, (st, n)) in ran.into_iter().enumerate() {
                states[w] = Some(st);
                total += n;
            }
            Ok::<u64, ExecError>(total)
        };
        // An adaptive start: the generic engine probes while the kernel compiles.
        if let Some(pending) = engine.pending_probe(p, &input, sets) {
            let mut generic = GenericEngine;
            let rows = generic.probe(p, &input, sets)?;
            generic_rows += phase(&*rows, &mut states, Some(&pending))?;
        }
        if !morsels.is_empty() && !done.load(Ordering::Relaxed) {
            let rows = engine.probe(p, &input, sets)?;
            phase(&*rows, &mut states, None)?;
        }
        if done.load(Ordering::Relaxed) {
            break;
        }
        match next(engine, input)? {
            Some(block) => input = block,
            None => break,
        }
    }
    let states: Vec<ProbeState> = states.into_iter().flatten().collect();
    let aliases: Vec<String> = match &q.output {
        OutputSpec::Aggregate(aggs) => aggs.iter().map(|a| a.alias.clone()).collect(),
        OutputSpec::Group(_) | OutputSpec::Emit { .. } => Vec::new(),
    };
    let (mut words, mut emitted, mut groups) = (Vec::new(), Vec::new(), Vec::new());
    for s in states {
        words.push(s.words);
        emitted.push(s.emitted);
        groups.extend(s.groups);
    }
    let mut result = state::finish(p, &aliases, &words, &emitted, &groups);
    if let OutputSpec::Group(g) = &q.output {
        g.arrange(&mut result.rows);
        result.rows_out = result.rows.len() as u64;
    }
    Ok(Probed { result, generic_rows })
}
