//! The staged front of the probe pipeline: rows go a block at a time through branch-free tests
//! that compact a selection vector, and only the rows left run the fused pipeline.
//!
//! ```text
//!   head(i): i < end ? block : exit                 (block = rows i .. i + n, n = min(B, end − i))
//!   block:   s = 0
//!            first pass, 8 rows r .. r + 8 a turn:
//!              m = Σ_l test₀(i + r + l) ≪ l;  sel[s .. s + 8] = LANES[m] + r;  s += popcnt m
//!            (the last n mod 8 rows one at a time: sel[s] = r; s += test₀(i + r))
//!            or, with a range pass, the same with test₀ = lo ≤ key ≤ hi in SIMD lanes (the
//!            kept keys' range of a join, see `Range`), and then stage 0 as a later pass
//!            the probe table's filter, then each later stage x, on the rows kept so far:
//!              t = 0; for k in 0..s: r = sel[k]; sel[t] = r; t += testₓ(i + r);  s = t
//!            for k in 0..s: the whole pipeline for row i + sel[k]
//!              (its sink's variables taken from the kernel's state before, put back after:
//!              the passes run with the registers to themselves; see `Park`)
//!            i += B ─▶ head
//!
//!   sel:   B u16 offsets in the kernel's stack frame; every store happens and the count moves
//!          by the tests, so no test branches (the count never passes the rows read: every
//!          store is inside)
//!   testₓ: join x's vector holds the row's key (range and presence; anti: does not hold it),
//!          read at the clamped index, so out-of-range keys read the always-absent guard
//!   LANES: for each 8-bit mask, its set bits' positions (`abi::LANES`, 4 KiB)
//!   ahead: the engine calls the kernel in chunks and prefetches, before each, the lines of
//!          the columns the later passes read where their rows touch most lines
//!          ([`StagedFront::streamed`]); where they touch few, the first pass runs a block
//!          ahead and the kernel prefetches their lines at the rows it kept
//!          ([`StagedFront::ahead`], see `lower`)
//! ```
//!
//! A star query's filtered dimensions each keep a fraction of the fact rows. In the fused row
//! loop every such join is a branch taken at random, mispredicted about as often as the join
//! keeps a row, and each mispredict throws away the loads in flight behind it: the columns a
//! survivor reads next are fetched one row at a time. Staged, every test is a load, a compare
//! and an add; the loads of a pass are independent of each other, so the core keeps many in
//! flight; and the rows the last pass keeps take the pipeline's branches the same way each
//! time. The pipeline tests them again (its own probes, so the staged tests only ever drop
//! rows it would drop) and computes their output as without the front.

use super::filter;
use super::scan::{ColumnPtr, Cx, load_from, to_bits64};
use crate::abi::Word;
use crate::layout::Lookup;
use crate::plan::{Pipeline, Source};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{Block, InstBuilder, MemFlagsData, StackSlotData, StackSlotKind, Value, types};
use cranelift_frontend::{FunctionBuilder, Variable};
use jitjoin_ir::plan::JoinKind;

/// Rows in a block. Its selection vector (2 B a row, 4 KiB in the kernel's frame, whose pages
/// are probed on entry) and the block's rows of a few columns (8 KiB each of 4-byte keys) stay
/// in the L1 and L2 caches between passes. Larger blocks spread each block's fixed work
/// (starting every pass, parking the sink's variables) over more rows and give a pass more
/// rows' loads to overlap: on 9 SSB queries at SF 10 (6 interleaved rounds, 2 threads, AMD
/// EPYC Zen 4 VM), 2048 rows were 1.0–1.25× faster than 512 on 8 of them, and 1024 or 4096 no
/// faster than 2048.
const BLOCK: u64 = 2048;

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

/// The probe table's columns the pipeline reads that neither the staged joins' keys nor the
/// filter are.
fn untouched(p: &Pipeline, stages: &[usize]) -> Vec<usize> {
    let mut read = Vec::new();
    if let Some(f) = &p.filter {
        crate::plan::pred_columns(f, &mut read);
    }
    for &d in stages {
        read.extend(p.joins[d].keys.iter().filter_map(|k| match k {
            Source::Probe { col, .. } => Some(*col),
            Source::Slot { .. } => None,
        }));
    }
    p.probe_columns().into_iter().filter(|c| !read.contains(c)).collect()
}

/// A probe kernel's staged front: the joins it tests (in pipeline order), the join whose kept
/// keys' range the first pass tests (otherwise the first stage's test does, on every row), and
/// the probe table's columns its later passes read that the engine prefetches.
#[derive(Clone, Debug, PartialEq)]
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
pub(super) fn front(p: &Pipeline, contiguous: &dyn Fn(usize) -> bool) -> Option<StagedFront> {
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

/// Join `d`'s test with the context words it reads (its vector and its key column) loaded
/// where the pass that uses it starts (`Cx::here`): the passes are the kernel's hottest
/// loops, and words loaded in the entry block, live through the whole kernel beside the
/// pipeline's own, were reloaded from the stack at every row.
struct Test {
    d: usize,
    table: Value,
    keys: Value,
}

impl Test {
    fn here(b: &mut FunctionBuilder, ctx: &Front<'_>, d: usize) -> Test {
        let table = ctx.cx.here(b, Word::Structure(d));
        let keys = ctx.cx.here(b, ctx.columns[key_column(ctx.pipeline, d).0].base);
        Test { d, table, keys }
    }

    /// The test for row `row + lane`: an i64 1 when the pipeline may keep the row, without a
    /// branch.
    fn at(&self, b: &mut FunctionBuilder, ctx: &Front<'_>, row: Value, lane: i64) -> Value {
        let j = &ctx.pipeline.joins[self.d];
        let Lookup::Vector(v) = &j.lookup else { unreachable!("stages test vector joins") };
        let (col, ty) = key_column(ctx.pipeline, self.d);
        let column = &ctx.columns[col];
        let mut shifted = *column;
        shifted.offset += lane as u32 * column.stride;
        // Movable, as the vector's load (see `vector::movable`): the row is inside the block.
        // Its zero-extension is a `movl` of its own on x86-64. A `uload32` instead (not
        // movable, so the turn's eight loads came first) saved 20 of the 139 instructions of
        // `star.jj`'s 8-row turn and measured 1.01× (six interleaved rounds of 11, Zen 4 VM,
        // 2026-12-02). Nor did a masked index: a vector padded to a power of two P of
        // positions read at `(k − min) & (P − 1)` (an `and` with an immediate for the compare,
        // the conditional move and the guard's register, which was spilled and reloaded every
        // row; an out-of-range key may then pass, and the pipeline's probe drops it): 0.99× on
        // `star.jj` at 2^27 rows, median of 10 interleaved pairs of 5 runs (Zen 5 VM,
        // 2026-12-03): the pass does not wait on its instructions.
        let k = load_from(b, self.keys, &shifted, row, super::vector::movable());
        let k = to_bits64(b, ty, k);
        let hit = super::vector::hit(b, v, self.table, k);
        match j.kind {
            JoinKind::Anti => b.ins().bxor_imm_u(hit, 1),
            _ => hit,
        }
    }
}

/// The range pass's test of join `d`'s key column against its kept keys' range (see
/// [`RANGE_KEEPS`]), with the words it reads loaded where the pass starts. In the key's own
/// width, lo ≤ k ≤ hi is `(k − lo) ≤ (hi − lo)` unsigned, which a signed compare (the one SIMD
/// compare every target has) gives on both sides biased by the sign bit, and
/// `(k − lo) ^ sign = k − (lo ^ sign)`:
///
/// ```text
///   out = (k − (lo ^ sign)) >s ((hi − lo) ^ sign)   per lane, 16 / width lanes to a vector
///   mask = ¬(high bits of out, lane l at bit l)      8 rows a turn: 2 (4 B keys) or 4 (8 B) vectors
/// ```
struct Range {
    keys: Value,
    column: ColumnPtr,
    lane: types::Type,
    /// lo ^ sign and (hi − lo) ^ sign, as the lane's bits.
    biased_lo: i64,
    biased_span: i64,
    /// lo and hi − lo as the lane's bits, for the rows left after the last turn.
    lo: i64,
    span: i64,
}

impl Range {
    fn here(b: &mut FunctionBuilder, ctx: &Front<'_>, d: usize) -> Range {
        let (col, ty) = key_column(ctx.pipeline, d);
        let k = ctx.pipeline.joins[d].kept_keys.expect("a range pass has its kept keys");
        let (lo, hi) = k.range;
        let (lane, bits) = match ty.width() {
            4 => (types::I32, 32),
            _ => (types::I64, 64),
        };
        // The lane's bits of a value of the column's type, zero-extended to 64 (as `iconst`
        // of a narrow type takes them).
        let word = |v: i128| ((v as u128) & (u128::MAX >> (128 - bits))) as u64 as i64;
        let sign = 1i128 << (bits - 1);
        let column = ctx.columns[col];
        Range {
            keys: ctx.cx.here(b, column.base),
            column,
            lane,
            biased_lo: word(lo ^ sign),
            biased_span: word((hi - lo) ^ sign),
            lo: word(lo),
            span: word(hi - lo),
        }
    }

    /// The 8-bit mask of rows `row .. row + 8` in the range, as an i64.
    fn eight(&self, b: &mut FunctionBuilder, row: Value) -> Value {
        let vector = self.lane.by(128 / self.lane.bits()).expect("a 128-bit vector of the lanes");
        let per = vector.lane_count() as i64;
        let width = (self.lane.bits() / 8) as i64;
        let off = b.ins().imul_imm_s(row, self.column.stride as i64);
        let addr = b.ins().iadd(self.keys, off);
        let lo = b.ins().iconst(self.lane, self.biased_lo);
        let lo = b.ins().splat(vector, lo);
        let span = b.ins().iconst(self.lane, self.biased_span);
        let span = b.ins().splat(vector, span);
        // In bounds: the turn's eight rows are inside the block. Not `aligned`: a column is
        // aligned to its element, not to a vector.
        let flags = MemFlagsData::new().with_notrap().with_readonly();
        let mut out: Option<Value> = None;
        for part in 0..8 / per {
            let at = self.column.offset as i64 + part * per * width;
            let k = b.ins().load(vector, flags, addr, at as i32);
            let x = b.ins().isub(k, lo);
            let over = b.ins().icmp(IntCC::SignedGreaterThan, x, span);
            let bits = b.ins().vhigh_bits(types::I64, over);
            out = Some(match out {
                None => bits,
                Some(m) => {
                    let moved = b.ins().ishl_imm_u(bits, part * per);
                    b.ins().bor(m, moved)
                }
            });
        }
        let out = out.expect("at least one vector a turn");
        b.ins().bxor_imm_u(out, 0xff)
    }

    /// Whether row `row` is in the range, as an i64 0 or 1.
    fn one(&self, b: &mut FunctionBuilder, row: Value) -> Value {
        let k = load_from(b, self.keys, &self.column, row, super::scan::trusted().with_readonly());
        let lo = b.ins().iconst(self.lane, self.lo);
        let x = b.ins().isub(k, lo);
        let span = b.ins().iconst(self.lane, self.span);
        let inside = b.ins().icmp(IntCC::UnsignedLessThanOrEqual, x, span);
        b.ins().uextend(types::I64, inside)
    }
}

/// The first pass's test of join `d` when its vector holds 1- or 2-byte elements and its key
/// column 4-byte keys one after the other: eight rows a turn, their indices computed four to a
/// SIMD instruction, each element read with a scalar load into a lane, and all eight tested
/// with one compare (Cranelift has no gather; this is one done by hand):
///
/// ```text
///   i = umin(k − min, guard)           4 lanes at a time, in 32 bits (see `gathers`)
///   e[l] = elem[i[l]]                  8 loads into the lanes of one vector (i8x16 or i16x8)
///   mask = high bits of (e = 0), ¬ unless anti
/// ```
///
/// Measured against this on SSB Q2.1, Q3.3 and Q4.1 at SF 10 (AMD EPYC Zen 4 VM, interleaved),
/// and no faster: each key loaded by a scalar load and clamped with `cmp`/`cmov` instead of
/// extracted from a lane (0.93–0.99×); the elements or-ed into a general register and moved to
/// a vector once (0.93–0.98×: Cranelift schedules the eight loads before the shifts, which then
/// spill); indices and elements through the stack frame (0.68–0.93×: a 16-byte load after
/// byte stores is not forwarded); two half-length insert chains (within noise). On a 20 KiB
/// vector (L1) a turn takes about 21 cycles, on Q2's 0.8 MiB one (L2) about 1.7× that.
struct Gather {
    keys: Value,
    table: Value,
    column: ColumnPtr,
    /// The vector's smallest key and its guard's index, as 32-bit lanes.
    min: i64,
    guard: i64,
    /// The element's type and the vector whose first eight lanes take them.
    elem: types::Type,
    lanes: types::Type,
    anti: bool,
}

/// Whether [`Gather`] can take join `d`'s first pass: a vector of 1- or 2-byte elements, 4-byte
/// keys whose column is `contiguous`, and indices exact in 32 bits: over the key's type,
/// `(k − min) mod 2^32 ≤ guard` holds for exactly the keys min ..= min + guard when that
/// interval lies inside the type's values (k ↦ k − min is a bijection of the type's 2^32
/// values onto 0 .. 2^32).
fn gathers(p: &Pipeline, d: usize, contiguous: &dyn Fn(usize) -> bool) -> bool {
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

impl Gather {
    fn here(b: &mut FunctionBuilder, ctx: &Front<'_>, d: usize) -> Gather {
        let Lookup::Vector(v) = &ctx.pipeline.joins[d].lookup else { unreachable!("gathers from vectors") };
        let (elem, lanes) = match v.elem {
            crate::layout::vector::Elem::Value { width: 1, .. } => (types::I8, types::I8X16),
            _ => (types::I16, types::I16X8),
        };
        let column = ctx.columns[key_column(ctx.pipeline, d).0];
        Gather {
            keys: ctx.cx.here(b, column.base),
            table: ctx.cx.here(b, Word::Structure(d)),
            column,
            min: v.min as u32 as i64,
            guard: v.guard() as u32 as i64,
            elem,
            lanes,
            anti: ctx.pipeline.joins[d].kind == JoinKind::Anti,
        }
    }

    /// The 8-bit mask of rows `row .. row + 8` the join keeps, as an i64.
    fn eight(&self, b: &mut FunctionBuilder, row: Value) -> Value {
        let off = b.ins().imul_imm_s(row, self.column.stride as i64);
        let addr = b.ins().iadd(self.keys, off);
        let min = b.ins().iconst(types::I32, self.min);
        let min = b.ins().splat(types::I32X4, min);
        let guard = b.ins().iconst(types::I32, self.guard);
        let guard = b.ins().splat(types::I32X4, guard);
        let zero = b.ins().iconst(self.elem, 0);
        let zero = b.ins().splat(self.lanes, zero);
        // In bounds: the turn's eight rows are inside the block; not `aligned` (see `Range`).
        let flags = MemFlagsData::new().with_notrap().with_readonly();
        let mut elems = zero;
        for part in 0..2u8 {
            let k = b.ins().load(types::I32X4, flags, addr, self.column.offset as i32 + 16 * part as i32);
            let i = b.ins().isub(k, min);
            let i = b.ins().umin(i, guard);
            for l in 0..4u8 {
                let x = b.ins().extractlane(i, l);
                let x = b.ins().uextend(types::I64, x);
                let x = b.ins().imul_imm_s(x, self.elem.bytes() as i64);
                let at = b.ins().iadd(self.table, x);
                // Clamped to the guard: inside the vector. Movable (see `vector::movable`), so
                // each element goes into its lane right after its load.
                let e = b.ins().load(self.elem, super::vector::movable(), at, 0);
                elems = b.ins().insertlane(elems, e, 4 * part + l);
            }
        }
        let absent = b.ins().icmp(IntCC::Equal, elems, zero);
        let bits = b.ins().vhigh_bits(types::I64, absent);
        let bits = b.ins().band_imm_u(bits, 0xff);
        match self.anti {
            true => bits,
            false => b.ins().bxor_imm_u(bits, 0xff),
        }
    }
}

/// The probe table's column that staged join `d` looks up, and its type.
fn key_column(p: &Pipeline, d: usize) -> (usize, jitjoin_ir::ColType) {
    match p.joins[d].keys[..] {
        [Source::Probe { col, ty }] => (col, ty),
        _ => unreachable!("stages test joins on one of the probe table's columns"),
    }
}

/// One pass over the `kept` rows of the block at `base` whose offsets the selection vector
/// holds (`at(k)` is the address of entry k): each entry is stored back at the count of rows
/// kept so far, which moves on by `keep(row)` (0 or 1); `kept` becomes that count.
fn compact(
    b: &mut FunctionBuilder,
    at: &dyn Fn(&mut FunctionBuilder, Value) -> Value,
    base: Value,
    kept: Variable,
    mut keep: impl FnMut(&mut FunctionBuilder, Value) -> Value,
) {
    let s = b.use_var(kept);
    let t = b.declare_var(types::I64);
    let zero = b.ins().iconst(types::I64, 0);
    b.def_var(t, zero);
    counted(b, s, |b, k, next| {
        let from = at(b, k);
        let r = b.ins().uload16(types::I64, super::scan::trusted(), from, 0);
        let row = b.ins().iadd(base, r);
        let pass = keep(b, row);
        let tv = b.use_var(t);
        let to = at(b, tv);
        b.ins().istore16(super::scan::trusted(), r, to, 0);
        let t1 = b.ins().iadd(tv, pass);
        b.def_var(t, t1);
        b.ins().jump(next, &[]);
    });
    let tv = b.use_var(t);
    b.def_var(kept, tv);
}

/// A counted loop `k = 0 .. n` whose body `body(b, k)` is lowered in a fresh block and must
/// end in the block it is given; the builder is left after the loop.
fn counted(b: &mut FunctionBuilder, n: Value, body: impl FnOnce(&mut FunctionBuilder, Value, Block)) {
    let k = b.declare_var(types::I64);
    let zero = b.ins().iconst(types::I64, 0);
    b.def_var(k, zero);
    let (head, inside, next, after) = (b.create_block(), b.create_block(), b.create_block(), b.create_block());
    b.ins().jump(head, &[]);
    b.switch_to_block(head);
    let kv = b.use_var(k);
    let more = b.ins().icmp(IntCC::UnsignedLessThan, kv, n);
    b.ins().brif(more, inside, &[], after, &[]);
    b.switch_to_block(inside);
    let kv = b.use_var(k);
    body(b, kv, next);
    b.switch_to_block(next);
    let kv = b.use_var(k);
    let k1 = b.ins().iadd_imm_s(kv, 1);
    b.def_var(k, k1);
    b.ins().jump(head, &[]);
    b.switch_to_block(after);
}

/// What the front reads: the kernel's context, the pipeline and the probe table's columns.
pub(super) struct Front<'a> {
    pub cx: &'a Cx,
    pub pipeline: &'a Pipeline,
    pub columns: &'a [ColumnPtr],
    /// `jj_prefetch_rows` (see [`StagedFront::ahead`]).
    pub prefetch_rows: cranelift_codegen::ir::FuncRef,
}

/// How the front keeps the pipeline's loop-carried variables (its sink's accumulators) out of
/// registers while its passes run: `store` puts them in the kernel's state, `load` takes them
/// back, and a `store` then a `load` changes nothing. The pipeline runs between a `load` and a
/// `store` once a block; the passes see only the state.
pub(super) struct Park<'a> {
    pub load: &'a dyn Fn(&mut FunctionBuilder),
    pub store: &'a dyn Fn(&mut FunctionBuilder),
}

/// Rows `start .. end` through the staged front (see the module's diagram), then to `exit`;
/// `rest(b, row, next)` lowers the whole pipeline for a row that passed, ending in `next`.
///
/// When there are lines to prefetch ([`StagedFront::ahead`]: those the later passes read at the
/// rows the first pass kept), the first pass runs one block ahead of the rest, so that they are
/// prefetched a block's time before they are read (otherwise each block's passes follow each
/// other):
///
/// ```text
///   j = start
///   head:  j < end ? first : mid
///   first: first pass over block j into sel₀ (fresh rows kept);
///          jj_prefetch_rows(column c at block j, its stride, sel₀, fresh)  for each c ahead
///   mid:   j ≠ start ? later : after
///   later: the later passes and the pipeline over block j − B, from sel₁ (kept rows)
///   after: j < end ? (kept = fresh; sel₁ = sel₀; j += B ─▶ head) : exit
/// ```
pub(super) fn lower(
    b: &mut FunctionBuilder,
    ctx: &Front<'_>,
    front: &StagedFront,
    [start, end]: [Value; 2],
    exit: Block,
    park: &Park<'_>,
    rest: &mut dyn FnMut(&mut FunctionBuilder, Value, Block),
) {
    super::mark(b, super::Op::Stages);
    let half_bytes = 2 * BLOCK as i64;
    let at = |b: &mut FunctionBuilder, sel: Value, k: Value| {
        let off = b.ins().ishl_imm_u(k, 1);
        b.ins().iadd(sel, off)
    };
    if front.ahead.is_empty() {
        // Nothing to prefetch: each block's passes one after the other, in one selection vector.
        let slot = b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, half_bytes as u32, 4));
        let (i, kept) = (b.declare_var(types::I64), b.declare_var(types::I64));
        b.def_var(i, start);
        let (head, block) = (b.create_block(), b.create_block());
        b.ins().jump(head, &[]);
        b.switch_to_block(head);
        let iv = b.use_var(i);
        let more = b.ins().icmp(IntCC::UnsignedLessThan, iv, end);
        b.ins().brif(more, block, &[], exit, &[]);
        b.switch_to_block(block);
        let base = b.use_var(i);
        let sel = b.ins().stack_addr(types::I64, slot, 0);
        first_pass(b, ctx, front, sel, base, end, kept, &at);
        later_passes(b, ctx, front, sel, base, kept, &at, park, rest);
        super::mark(b, super::Op::Loop);
        let iv = b.use_var(i);
        let i1 = b.ins().iadd_imm_s(iv, BLOCK as i64);
        b.def_var(i, i1);
        b.ins().jump(head, &[]);
        return;
    }
    // Two selection vectors: the block the first pass fills and the one the later passes read.
    let slot = b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 2 * half_bytes as u32, 4));
    // What waits from one block to the next lives in the frame, not in variables: live through
    // the first pass, they took the registers of its loop, which then spilled its constants.
    let words = b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 8 * Wait::COUNT as u32, 3));
    let put = |b: &mut FunctionBuilder, w: Wait, v: Value| {
        b.ins().stack_store(types::I64, v, words, 8 * w as i32);
    };
    let get = |b: &mut FunctionBuilder, w: Wait| b.ins().stack_load(types::I64, types::I64, words, 8 * w as i32);
    let j = b.declare_var(types::I64);
    b.def_var(j, start);
    let (fresh, kept) = (b.declare_var(types::I64), b.declare_var(types::I64));
    let (head, first, mid, later, after, advance) =
        (b.create_block(), b.create_block(), b.create_block(), b.create_block(), b.create_block(), b.create_block());
    b.ins().jump(head, &[]);

    b.switch_to_block(head);
    let jv = b.use_var(j);
    let more = b.ins().icmp(IntCC::UnsignedLessThan, jv, end);
    b.ins().brif(more, first, &[], mid, &[]);

    // The first pass fills the first half, the later passes read the second (a constant
    // offset in the frame, so no register holds either through the passes' loops).
    let sel_of = |b: &mut FunctionBuilder, h: i64| b.ins().stack_addr(types::I64, slot, (h * half_bytes) as i32);

    b.switch_to_block(first);
    let base = b.use_var(j);
    let sel = sel_of(b, 0);
    first_pass(b, ctx, front, sel, base, end, fresh, &at);
    let n = b.use_var(fresh);
    put(b, Wait::Fresh, n);
    for &c in &front.ahead {
        let column = &ctx.columns[c];
        let col = ctx.cx.here(b, column.base);
        let off = b.ins().imul_imm_s(base, column.stride as i64);
        let from = b.ins().iadd(col, off);
        let from = b.ins().iadd_imm_s(from, column.offset as i64);
        let stride = b.ins().iconst(types::I64, column.stride as i64);
        b.ins().call(ctx.prefetch_rows, &[from, stride, sel, n]);
    }
    b.ins().jump(mid, &[]);

    // A block waits for its later passes once the first pass has run: the one before j.
    b.switch_to_block(mid);
    let jv = b.use_var(j);
    let have = b.ins().icmp(IntCC::NotEqual, jv, start);
    b.ins().brif(have, later, &[], after, &[]);

    b.switch_to_block(later);
    let jv = b.use_var(j);
    let base = b.ins().iadd_imm_s(jv, -(BLOCK as i64));
    let n = get(b, Wait::Kept);
    b.def_var(kept, n);
    let sel = sel_of(b, 1);
    later_passes(b, ctx, front, sel, base, kept, &at, park, rest);
    b.ins().jump(after, &[]);

    b.switch_to_block(after);
    let jv = b.use_var(j);
    let more = b.ins().icmp(IntCC::UnsignedLessThan, jv, end);
    b.ins().brif(more, advance, &[], exit, &[]);

    b.switch_to_block(advance);
    super::mark(b, super::Op::Loop);
    let jv = b.use_var(j);
    let f = get(b, Wait::Fresh);
    put(b, Wait::Kept, f);
    // The first pass's entries to the second half, eight (16 bytes) at a time: up to the
    // next multiple of eight, at most B, so inside both halves.
    let groups = b.ins().iadd_imm_s(f, 7);
    let groups = b.ins().ushr_imm_u(groups, 3);
    counted(b, groups, |b, g, next| {
        let off = b.ins().ishl_imm_u(g, 4);
        let from = sel_of(b, 0);
        let from = b.ins().iadd(from, off);
        let to = sel_of(b, 1);
        let to = b.ins().iadd(to, off);
        let entries = b.ins().load(types::I16X8, super::scan::trusted(), from, 0);
        b.ins().store(super::scan::trusted(), entries, to, 0);
        b.ins().jump(next, &[]);
    });
    let j1 = b.ins().iadd_imm_s(jv, BLOCK as i64);
    b.def_var(j, j1);
    b.ins().jump(head, &[]);
}

/// The words [`lower`] keeps in the frame between blocks.
#[derive(Clone, Copy)]
enum Wait {
    /// The rows kept of the block waiting for its later passes.
    Kept,
    /// The rows the latest first pass kept.
    Fresh,
}

impl Wait {
    const COUNT: usize = 2;
}

/// The first pass over the block of rows `base .. min(base + B, end)`: its kept rows' offsets
/// into `sel`, their number into `kept`.
#[allow(clippy::too_many_arguments)]
fn first_pass(
    b: &mut FunctionBuilder,
    ctx: &Front<'_>,
    front: &StagedFront,
    sel: Value,
    base: Value,
    end: Value,
    kept: Variable,
    at: &dyn Fn(&mut FunctionBuilder, Value, Value) -> Value,
) {
    let left = b.ins().isub(end, base);
    let cap = b.ins().iconst(types::I64, BLOCK as i64);
    let n = b.ins().umin(left, cap);
    let zero = b.ins().iconst(types::I64, 0);
    b.def_var(kept, zero);
    let stages = &front.stages[..];
    let lanes = ctx.cx.here(b, Word::Lanes);
    // The entries of a turn of eight rows from `r` whose tests make the 8-bit `mask` (bit l:
    // row r + l): the mask's row of LANES (its set bits' positions) plus r, stored with one
    // 16-byte store whatever the mask (the count moves by the mask's population; the store
    // ends at most 8 entries past the turn's rows, inside the vector).
    let store_turn = |b: &mut FunctionBuilder, r: Value, mask: Value| {
        let off = b.ins().ishl_imm_u(mask, 4);
        let row_of = b.ins().iadd(lanes, off);
        let positions = b.ins().load(types::I16X8, super::scan::trusted().with_readonly(), row_of, 0);
        let r16 = b.ins().ireduce(types::I16, r);
        let first = b.ins().splat(types::I16X8, r16);
        let entries = b.ins().iadd(positions, first);
        let s = b.use_var(kept);
        let to = at(b, sel, s);
        b.ins().store(MemFlagsData::new().with_notrap(), entries, to, 0);
        let count = b.ins().popcnt(mask);
        let s1 = b.ins().iadd(s, count);
        b.def_var(kept, s1);
    };
    // The row at offset `r` (row `row`) is kept when `keep` (an i64 0 or 1).
    let keep_row = |b: &mut FunctionBuilder, r: Value, keep: Value| {
        let s = b.use_var(kept);
        let to = at(b, sel, s);
        let r16 = b.ins().ireduce(types::I16, r);
        b.ins().store(super::scan::trusted(), r16, to, 0);
        let s1 = b.ins().iadd(s, keep);
        b.def_var(kept, s1);
    };
    let turns = b.ins().ushr_imm_u(n, 3);
    let done = b.ins().band_imm_s(n, -8);
    let odd = b.ins().isub(n, done);
    // The first pass over the block's every row: eight a turn, whose mask `eight(row)` makes,
    // then the last n mod 8 rows one at a time, each kept when `one(row)`.
    let every_row = |b: &mut FunctionBuilder,
                     eight: &dyn Fn(&mut FunctionBuilder, Value) -> Value,
                     one: &dyn Fn(&mut FunctionBuilder, Value) -> Value| {
        counted(b, turns, |b, t, next| {
            let r = b.ins().ishl_imm_u(t, 3);
            let row = b.ins().iadd(base, r);
            let mask = eight(b, row);
            store_turn(b, r, mask);
            b.ins().jump(next, &[]);
        });
        counted(b, odd, |b, k, next| {
            let r = b.ins().iadd(done, k);
            let row = b.ins().iadd(base, r);
            let keep = one(b, row);
            keep_row(b, r, keep);
            b.ins().jump(next, &[]);
        });
    };
    match front.range {
        Some(d) => {
            // The range pass: the key column against the kept keys' range, eight rows a
            // turn in SIMD lanes; every stage then runs on the rows it kept.
            let range = Range::here(b, ctx, d);
            every_row(b, &|b, row| range.eight(b, row), &|b, row| range.one(b, row));
        }
        None if front.gathered => {
            let gather = Gather::here(b, ctx, stages[0]);
            // The few rows after the last turn load the test's words where they run, so that
            // nothing but the gather's words is live through the turns.
            every_row(b, &|b, row| gather.eight(b, row), &|b, row| Test::here(b, ctx, stages[0]).at(b, ctx, row, 0));
        }
        None => {
            // The first stage's test on every row, eight to a turn of the loop: their keys
            // are loaded at constant offsets from the turn's first row.
            let first = Test::here(b, ctx, stages[0]);
            let eight = |b: &mut FunctionBuilder, row: Value| {
                // Last lane first, each doubling the mask and adding its bit (one `lea` on
                // x86-64 rather than a shift and an `or`), so lane l ends at bit l.
                let mut mask = first.at(b, ctx, row, 7);
                for lane in (0..7).rev() {
                    let hit = first.at(b, ctx, row, lane);
                    let twice = b.ins().ishl_imm_u(mask, 1);
                    mask = b.ins().iadd(twice, hit);
                }
                mask
            };
            every_row(b, &eight, &|b, row| first.at(b, ctx, row, 0));
        }
    }
}

/// The passes after the first over the `kept` rows of the block at `base` whose offsets `sel`
/// holds, then the pipeline over the rows left.
#[allow(clippy::too_many_arguments)]
fn later_passes(
    b: &mut FunctionBuilder,
    ctx: &Front<'_>,
    front: &StagedFront,
    sel: Value,
    base: Value,
    kept: Variable,
    at: &dyn Fn(&mut FunctionBuilder, Value, Value) -> Value,
    park: &Park<'_>,
    rest: &mut dyn FnMut(&mut FunctionBuilder, Value, Block),
) {
    let stages = &front.stages[..];
    let at = |b: &mut FunctionBuilder, k: Value| at(b, sel, k);
    // After a range pass, the first stage is a later pass.
    if front.range.is_some() {
        super::mark(b, super::Op::Join(stages[0] as u32));
        let test = Test::here(b, ctx, stages[0]);
        compact(b, &at, base, kept, |b, row| test.at(b, ctx, row, 0));
    }
    // The probe table's filter on the rows the first join kept.
    if let Some(f) = &ctx.pipeline.filter {
        super::mark(b, super::Op::Filter);
        compact(b, &at, base, kept, |b, row| {
            let pass = filter::lower(b, ctx.cx, f, ctx.columns, row);
            b.ins().uextend(types::I64, pass)
        });
    }
    for &d in &stages[1..] {
        super::mark(b, super::Op::Join(d as u32));
        let test = Test::here(b, ctx, d);
        compact(b, &at, base, kept, |b, row| test.at(b, ctx, row, 0));
    }
    // The columns the pipeline reads that no pass has: a load of each at every row kept, with
    // nothing between them, so their cache misses overlap (the pipeline's own loads, behind
    // its branches and the sink, would take them a row at a time).
    //
    // On `star.jj` (2^27 rows, ~9 % reach this loop) the loop waits on those misses for about
    // 30 % of the kernel's samples. Prefetching its columns did not pay on the Zen 4 VM of
    // 2026-12-02, in five interleaved rounds of `jitjoin bench examples/star.jj --set
    // lineorder.rows=2^27 --reps 11` (medians of the rounds' medians):
    // - streamed whole like `StagedFront::streamed`: 212.9 ms against 214.8 ms, the prefetch
    //   loop itself taking the samples the loads gave up;
    // - at the first pass's kept rows a block ahead, like `StagedFront::ahead`: 218.8 ms.
    let touch = untouched(ctx.pipeline, stages);
    if !touch.is_empty() {
        super::mark(b, super::Op::Loop);
        let bases: Vec<Value> = touch.iter().map(|&c| ctx.cx.here(b, ctx.columns[c].base)).collect();
        let s = b.use_var(kept);
        counted(b, s, |b, k, next| {
            let from = at(b, k);
            let r = b.ins().uload16(types::I64, super::scan::trusted(), from, 0);
            let row = b.ins().iadd(base, r);
            for (&c, &column) in touch.iter().zip(&bases) {
                // Not `notrap`: Cranelift keeps a load that could trap although its value is
                // unused (this one cannot: the row is inside the block).
                load_from(b, column, &ctx.columns[c], row, MemFlagsData::new());
            }
            b.ins().jump(next, &[]);
        });
    }
    // The pipeline's variables live in registers only while it runs.
    (park.load)(b);
    let s = b.use_var(kept);
    counted(b, s, |b, k, next| {
        super::mark(b, super::Op::Loop);
        let from = at(b, k);
        let r = b.ins().uload16(types::I64, super::scan::trusted(), from, 0);
        let row = b.ins().iadd(base, r);
        rest(b, row, next);
    });
    (park.store)(b);
}
