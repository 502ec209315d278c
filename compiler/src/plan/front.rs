//! Whether a probe kernel starts with a staged front, runs in chunks that prefetch its
//! structures, or runs its rows straight through: one decision of the plan
//! ([`ProbeFront`], on [`Pipeline::front`]), which the JIT's lowering, the engine's
//! prefetching and `explain` all read. The front's lowering is `engine::jit::stages`.

use crate::layout::Lookup;
use crate::plan::{Pipeline, Source};
use jitjoin_ir::plan::JoinKind;

/// How a probe kernel takes its rows.
#[derive(Clone, Debug, Default, PartialEq, Hash)]
pub enum ProbeFront {
    /// One row at a time through the fused pipeline.
    #[default]
    Rows,
    /// In chunks, the structures of these joins (an unpartitioned structure beyond the cache,
    /// looked up by the probe table's own columns) prefetched a chunk ahead.
    Prefetched(Vec<usize>),
    /// Through the staged front's passes first.
    Staged(StagedFront),
}

impl ProbeFront {
    /// The choice for pipeline `p` over the probe table itself (`plain`) or its partitioned
    /// tuples: prefetching where the planner gave a join a prefetch distance and its keys are
    /// plain columns; otherwise a staged front where one pays ([`staged`]).
    pub fn choose(p: &Pipeline, plain: bool) -> ProbeFront {
        let prefetched: Vec<usize> = p
            .joins
            .iter()
            .enumerate()
            .filter(|(_, j)| plain && j.prefetch.is_some() && j.keys.iter().all(|k| matches!(k, Source::Probe { .. })))
            .map(|(d, _)| d)
            .collect();
        if !prefetched.is_empty() {
            return ProbeFront::Prefetched(prefetched);
        }
        staged(p, &|_| plain).map_or(ProbeFront::Rows, ProbeFront::Staged)
    }

    /// The joins whose structures the engine prefetches (none unless [`ProbeFront::Prefetched`]).
    pub fn prefetched(&self) -> &[usize] {
        match self {
            ProbeFront::Prefetched(js) => js,
            _ => &[],
        }
    }

    pub fn staged(&self) -> Option<&StagedFront> {
        match self {
            ProbeFront::Staged(f) => Some(f),
            _ => None,
        }
    }
}

/// Rows in a block. Its selection vector (2 B a row, 4 KiB in the kernel's frame, whose pages
/// are probed on entry) and the block's rows of a few columns (8 KiB each of 4-byte keys) stay
/// in the L1 and L2 caches between passes. Larger blocks spread each block's fixed work
/// (starting every pass, parking the sink's variables) over more rows and give a pass more
/// rows' loads to overlap: on 9 SSB queries at SF 10 (6 interleaved rounds, 2 threads, AMD
/// EPYC Zen 4 VM), 2048 rows were 1.0–1.25× faster than 512 on 8 of them, and 1024 or 4096 no
/// faster than 2048.
pub const BLOCK: u64 = 2048;

/// The most of the probed rows a join may keep to be a stage of its own. A later pass costs
/// each row the earlier ones kept a load, a compare and a store; the fused loop would pay a
/// mispredicted branch for about min(keeps, 1 − keeps) of them, a dozen or more cycles each.
const STAGE_KEEPS: f64 = 0.75;

/// The least selective join that still makes the front pay: some stage must drop at least
/// three rows in four, or the passes cost more than the branches they save. (The 8-row sieve
/// this front replaced was measured over 2^28 rows through a vector join: about 0.8 ns more
/// for each row that passed, 0.4 ns saved for each it rejected; even near a third.)
const FRONT_KEEPS: f64 = 0.25;

/// The most of the probe table's rows a join's kept keys' range may hold for the front to start
/// with the range pass: a compare of the key column with two constants, four or two rows to a
/// SIMD instruction, where a test reads the join's vector row by row (a dozen instructions a
/// row). The rows it keeps then take every stage's test, so it pays once it drops most rows.
const RANGE_KEEPS: f64 = 0.25;

/// A later pass's column is prefetched whole only when the rows reaching the pass touch at
/// least this share of its cache lines: below, the prefetches would mostly fetch lines no row
/// reads, and a bandwidth-bound scan pays for every one of them.
const STREAM_LINES: f64 = 0.5;

/// Bytes of a cache line, for the share of a column's lines a pass touches.
const LINE: f64 = 64.0;

/// A later pass's column is prefetched at the rows the first pass kept ([`StagedFront::ahead`])
/// only when the rows reaching its pass touch at least this share of the lines those rows
/// touch: the rest of the prefetches fetch lines no pass reads.
const AHEAD_USED: f64 = 0.5;

/// The joins that may be tested before the pipeline, in pipeline order (which puts the fewest
/// kept first): vector joins over the probe table's own key that drop a row when they miss
/// (inner over unique keys, semi) or when they hit (anti), each keeping at most
/// [`STAGE_KEEPS`] of the rows. The fewest kept first even when that join's vector is the
/// larger: on SSB Q2.x (SF 10), testing supplier's 2.4 KiB bitmap (~20 % kept) on every row
/// and part's 0.8 MiB vector (≤ 4 %) on the rows left was 0.71–0.86× as fast.
fn stages(p: &Pipeline) -> Vec<usize> {
    (0..p.joins.len())
        .filter(|&d| {
            let j = &p.joins[d];
            matches!(j.lookup, Lookup::Vector(_))
                && matches!(j.keys[..], [Source::Probe { .. }])
                && match j.kind {
                    JoinKind::Inner => j.unique,
                    JoinKind::Semi | JoinKind::Anti => true,
                }
                && j.kept() <= STAGE_KEEPS
        })
        .collect()
}

/// The stage whose kept keys' range starts the front, when one holds at most [`RANGE_KEEPS`]
/// of the probe rows (the fewest wins) and its key column is `contiguous` (its rows one after
/// the other, so four are one load). Only a join that drops the rows it misses can: an anti
/// join keeps the keys outside the range.
fn range_stage(p: &Pipeline, stages: &[usize], contiguous: &dyn Fn(usize) -> bool) -> Option<usize> {
    stages
        .iter()
        .filter(|&&d| p.joins[d].kind != JoinKind::Anti && contiguous(key_column(p, d).0))
        .filter_map(|&d| Some((d, p.joins[d].kept_keys?.probe_share)))
        .filter(|&(_, share)| share <= RANGE_KEEPS)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(d, _)| d)
}

/// The share of a column of `ty`'s cache lines that a pass reaching a share `reach` of the rows
/// (spread at random) touches.
fn lines_touched(reach: f64, ty: jitjoin_ir::ColType) -> f64 {
    1.0 - (1.0 - reach.clamp(0.0, 1.0)).powf(LINE / ty.width() as f64)
}

/// The probe table's columns a predicate compares, with their types.
fn pred_typed(f: &jitjoin_ir::query::Pred, out: &mut Vec<(usize, jitjoin_ir::ColType)>) {
    use jitjoin_ir::query::Pred;
    match f {
        Pred::Cmp { col, ty, .. } | Pred::Between { col, ty, .. } | Pred::In { col, ty, .. } => out.push((*col, *ty)),
        Pred::And(ps) | Pred::Or(ps) => ps.iter().for_each(|q| pred_typed(q, out)),
        Pred::Not(q) => pred_typed(q, out),
        Pred::IsNull { .. } | Pred::Text { .. } => {}
    }
}

/// A probe kernel's staged front: the joins it tests (in pipeline order), the join whose kept
/// keys' range the first pass tests (otherwise the first stage's test does, on every row), and
/// the probe table's columns its later passes read that the engine prefetches.
#[derive(Clone, Debug, PartialEq, Hash)]
pub struct StagedFront {
    pub stages: Vec<usize>,
    /// The range pass's join (see [`RANGE_KEEPS`]); every stage then runs on the rows kept.
    pub range: Option<usize>,
    /// Without a range pass: whether the first stage's elements are gathered into SIMD lanes
    /// (see `Gather`).
    pub gathered: bool,
    /// The filter's columns and the stages' keys that the later passes read, where the rows
    /// reaching a pass touch most of the column's lines ([`STREAM_LINES`]). A pass reads them
    /// only at the rows kept so far, and its loop body has only a few such loads in flight at
    /// a time, so those loads waited on memory one after the other (in SSB Q4.2 at SF 10 they
    /// were the kernel's three hottest instructions). The engine prefetches their lines ahead
    /// of the kernel (see `abi::prefetch::Streams`). The columns only the pipeline reads are
    /// not prefetched: the rows left by then are few, and fetching all their lines measured no
    /// faster.
    pub streamed: Vec<usize>,
    /// The probe table's columns the later passes read, not streamed, whose lines at the rows
    /// the first pass keeps are mostly read ([`AHEAD_USED`]). The first pass runs a block ahead
    /// of the later passes, and the kernel prefetches these lines at the rows it kept (a call
    /// of `jj_prefetch_rows` a block and column), so that they arrive while the first pass
    /// runs over the next block. Without, a later pass over a few rows in a thousand waited
    /// for their lines about one at a time: in SSB Q3.3 at SF 10 the second pass, over 1 % of
    /// the rows, took a fifth of the kernel's time.
    pub ahead: Vec<usize>,
}

impl StagedFront {
    /// What `explain` says of the front: `join(d)` names join d's build table, `column(c)` a
    /// probe-table column; `ahead` is how far the engine prefetches.
    pub fn describe(
        &self,
        p: &Pipeline,
        join: &dyn Fn(usize) -> String,
        column: &dyn Fn(usize) -> String,
        ahead: &str,
    ) -> String {
        let keeps = |d: usize| format!("{} (~{:.0} %)", join(d), 100.0 * p.joins[d].kept());
        let mut later: Vec<String> = Vec::new();
        let (first, simd) = match self.range.and_then(|d| Some((d, p.joins[d].kept_keys?))) {
            Some((d, k)) => {
                later.push(keeps(self.stages[0]));
                let (col, ty) = key_column(p, d);
                let first = format!(
                    "{} between {}'s kept keys {} ..= {} (~{:.0} % of the rows, on a sample)",
                    column(col),
                    join(d),
                    k.range.0,
                    k.range.1,
                    100.0 * k.probe_share
                );
                (first, format!(", {} rows to a SIMD compare", 16 / ty.width()))
            }
            None if self.gathered => {
                let width = match &p.joins[self.stages[0]].lookup {
                    Lookup::Vector(v) => v.width(),
                    Lookup::Hash(_) => unreachable!("stages test vector joins"),
                };
                (keeps(self.stages[0]), format!(", its {width}-byte elements read into SIMD lanes"))
            }
            None => (keeps(self.stages[0]), String::new()),
        };
        if p.filter.is_some() {
            later.push("the probe table's filter".into());
        }
        later.extend(self.stages[1..].iter().map(|&d| keeps(d)));
        let later = match later.is_empty() {
            true => String::new(),
            false => format!("; then {} on the rows kept so far", later.join(", ")),
        };
        let streamed = match self.streamed.is_empty() {
            true => String::new(),
            false => format!(
                "\n    the later passes' columns whose lines the kept rows mostly touch are prefetched {ahead} ahead: {}",
                self.streamed.iter().map(|&c| column(c)).collect::<Vec<_>>().join(", ")
            ),
        };
        let ahead = match self.ahead.is_empty() {
            true => String::new(),
            false => format!(
                "\n    the first pass runs a block ahead of the rest, and the lines of {} at the rows it keeps are prefetched then",
                self.ahead.iter().map(|&c| column(c)).collect::<Vec<_>>().join(", ")
            ),
        };
        format!(
            "staged front (jit): rows go {BLOCK} at a time through branch-free passes over a selection vector: \
             {first} tests every row, eight a turn{simd}{later}; the rest of the pipeline runs on the rows left \
             (a join on the probe table's key keeping at most {:.0} % of the rows starts the front, and so does a \
             compare of the key alone when the join's kept keys span at most {:.0} % of them; one keeping at most \
             {:.0} % is a stage of it){streamed}{ahead}",
            100.0 * FRONT_KEEPS,
            100.0 * RANGE_KEEPS,
            100.0 * STAGE_KEEPS,
        )
    }
}

/// The front for pipeline `p` when it pays: some stage keeps at most [`FRONT_KEEPS`] of the
/// rows, or a range pass can start it ([`range_stage`]); `contiguous(c)` says whether the probe
/// table's column `c` holds its rows one after the other.
pub fn staged(p: &Pipeline, contiguous: &dyn Fn(usize) -> bool) -> Option<StagedFront> {
    let stages = stages(p);
    let range = range_stage(p, &stages, contiguous);
    if range.is_none() && !stages.iter().any(|&d| p.joins[d].kept() <= FRONT_KEEPS) {
        return None;
    }
    // The share of the rows each pass reaches, the joins taken as independent; the filter's
    // share is not estimated (taken as 1).
    let share = |d: usize| p.joins[d].kept_keys.map_or(1.0, |k| k.probe_share);
    let mut reach = range.map_or(1.0, share);
    // The share of the rows the first pass keeps.
    let first = match range {
        Some(d) => share(d),
        None => p.joins[stages[0]].kept(),
    };
    let mut streamed: Vec<usize> = Vec::new();
    // Each column a later pass reads, at the share of the rows its first reader reaches.
    let mut reads: Vec<(usize, jitjoin_ir::ColType, f64)> = Vec::new();
    let mut offer = |cols: Vec<(usize, jitjoin_ir::ColType)>, reach: f64| {
        for (c, ty) in cols {
            if lines_touched(reach, ty) >= STREAM_LINES && !streamed.contains(&c) {
                streamed.push(c);
            }
            if !reads.iter().any(|r| r.0 == c) {
                reads.push((c, ty, reach));
            }
        }
    };
    let key = |d: usize| vec![key_column(p, d)];
    let after = |d: usize, reach: &mut f64| {
        *reach *= match range == Some(d) {
            true => p.joins[d].kept() / share(d).max(p.joins[d].kept()),
            false => p.joins[d].kept(),
        }
    };
    // With a range pass, the first stage's key is read at the rows it kept (unless it is the
    // range's own column, which that pass has just read); without, by the first pass itself.
    if range.is_some() && range != Some(stages[0]) {
        offer(key(stages[0]), reach);
    }
    after(stages[0], &mut reach);
    if let Some(f) = &p.filter {
        let mut cols = Vec::new();
        pred_typed(f, &mut cols);
        offer(cols, reach);
    }
    for &d in &stages[1..] {
        if range != Some(d) {
            offer(key(d), reach);
        }
        after(d, &mut reach);
    }
    let gathered = range.is_none() && gathers(p, stages[0], contiguous);
    // The first pass's own column is read whole by it, and the hardware prefetchers keep up:
    // streamed with the others (4 KiB ahead), `star.jj` at 2^27 rows took 1.07–1.29× the time
    // (5 interleaved pairs of 5 runs, Zen 5 VM, 2026-12-03).
    let own = key_column(p, range.unwrap_or(stages[0])).0;
    let ahead = reads
        .iter()
        .filter(|&&(c, ty, reach)| {
            c != own && !streamed.contains(&c) && lines_touched(reach, ty) >= AHEAD_USED * lines_touched(first, ty)
        })
        .map(|r| r.0)
        .collect();
    Some(StagedFront { stages, range, gathered, streamed, ahead })
}

/// Whether [`Gather`] can take join `d`'s first pass: a vector of 1- or 2-byte elements, 4-byte
/// keys whose column is `contiguous`, and indices exact in 32 bits: over the key's type,
/// `(k − min) mod 2^32 ≤ guard` holds for exactly the keys min ..= min + guard when that
/// interval lies inside the type's values (k ↦ k − min is a bijection of the type's 2^32
/// values onto 0 .. 2^32).
pub fn gathers(p: &Pipeline, d: usize, contiguous: &dyn Fn(usize) -> bool) -> bool {
    use crate::layout::vector::Elem;
    let Lookup::Vector(v) = &p.joins[d].lookup else { return false };
    let (col, ty) = key_column(p, d);
    let (min, top) = match ty {
        jitjoin_ir::ColType::I32 => (v.min as i64 as i128, i32::MAX as i128),
        jitjoin_ir::ColType::U32 => (v.min as u32 as i128, u32::MAX as i128),
        _ => return false,
    };
    matches!(v.elem, Elem::Value { width: 1 | 2, .. }) && contiguous(col) && min + v.guard() as i128 <= top
}

/// The probe table's column that staged join `d` looks up, and its type.
pub fn key_column(p: &Pipeline, d: usize) -> (usize, jitjoin_ir::ColType) {
    match p.joins[d].keys[..] {
        [Source::Probe { col, ty }] => (col, ty),
        _ => unreachable!("stages test joins on one of the probe table's columns"),
    }
}
