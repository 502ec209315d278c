//! The generic engine: the JIT's algorithms as precompiled Rust, parameterised at run time.
//!
//! It is the honest baseline the JIT must beat, so it is written the way a fast interpreted
//! engine would be (vectorised, as in Vectorwise): rows move in batches of [`BATCH`], every
//! primitive is a tight loop monomorphised per column type, and each join first computes all
//! home slots of a batch and then probes them while prefetching ahead (the planner's distance), so cache misses overlap. It shares the table layout, the uniqueness shortcut and the direct identity probe
//! with the JIT; what it cannot have is constants folded into the code and one fused loop.

pub mod partition;

use super::{Engine, EngineError, Input, Kernels, Parallel, PartitionSpec, ProbeRows, ProbeState, per_chunk};
use crate::abi::state::{STATE_OVERFLOW, STATE_ROWS, agg_offset};
use crate::layout::group::GroupTable;
use crate::layout::memory::TableMemory;
use crate::layout::vector::{Elem, VectorLayout};
use crate::layout::{CLUSTER_DUPS, DupRuns, DupSink, Empty, HashKind, Lookup, TableLayout, key_bits};
use crate::plan::{AggPlan, ArgPlan, BuildSide, Pipeline, SHORT_IN, Sink, Source};
use jitjoin_ir::interp::eval_pred;
use jitjoin_ir::plan::{AggFunc, ArithOp, CmpOp, JoinKind};
use jitjoin_ir::query::Pred;
use jitjoin_ir::{ColType, Column, TableData, Value};
use std::sync::atomic::Ordering;

/// Rows per batch.
pub const BATCH: usize = 1024;

/// Row indices in `start..end` that pass `filter`, evaluated one predicate at a time over the
/// whole batch.
pub fn select(filter: Option<&Pred>, t: &TableData, start: usize, end: usize, out: &mut Vec<u32>) {
    out.clear();
    match filter {
        None => out.extend(start as u32..end as u32),
        Some(p) => {
            let mut keep = vec![true; end - start];
            eval_batch(p, t, start, &mut keep);
            out.extend(keep.iter().enumerate().filter(|(_, k)| **k).map(|(i, _)| (start + i) as u32));
        }
    }
}

/// `keep[i] = p(row start + i)`, with a typed loop per comparison.
fn eval_batch(p: &Pred, t: &TableData, start: usize, keep: &mut [bool]) {
    fn cmp_loop<T: Copy + PartialOrd>(v: &[T], c: T, op: CmpOp, out: &mut [bool]) {
        macro_rules! go {
            ($f:expr) => {
                for (o, x) in out.iter_mut().zip(v) {
                    *o = $f(*x);
                }
            };
        }
        match op {
            CmpOp::Eq => go!(|x| x == c),
            CmpOp::Ne => go!(|x| x != c),
            CmpOp::Lt => go!(|x| x < c),
            CmpOp::Le => go!(|x| x <= c),
            CmpOp::Gt => go!(|x| x > c),
            CmpOp::Ge => go!(|x| x >= c),
        }
    }
    fn cmp(col: &Column, start: usize, op: CmpOp, c: Value, out: &mut [bool]) {
        let n = out.len();
        let int = |c: Value| match c {
            Value::Int(i) => i,
            Value::Float(x) => x as i128,
        };
        match col {
            Column::I32(v) => cmp_loop(&v[start..start + n], int(c) as i32, op, out),
            Column::I64(v) => cmp_loop(&v[start..start + n], int(c) as i64, op, out),
            Column::U32(v) => cmp_loop(&v[start..start + n], int(c) as u32, op, out),
            Column::U64(v) => cmp_loop(&v[start..start + n], int(c) as u64, op, out),
            Column::F64(v) => cmp_loop(&v[start..start + n], c.as_f64(), op, out),
        }
    }
    let n = keep.len();
    match p {
        // An engine's columns hold no nulls (the driver lowers those that do, see
        // `jitjoin_ir::nulls`).
        Pred::IsNull { .. } => keep.fill(false),
        // Never seen: the driver lowers string tests to tests of codes (`jitjoin_ir::strings`),
        // and the planner refuses a query that still has one.
        Pred::Text { .. } => keep.fill(false),
        Pred::Cmp { col, op, value, .. } => cmp(&t.columns[*col], start, *op, *value, keep),
        Pred::Between { col, lo, hi, .. } => {
            cmp(&t.columns[*col], start, CmpOp::Ge, *lo, keep);
            let mut b = vec![false; n];
            cmp(&t.columns[*col], start, CmpOp::Le, *hi, &mut b);
            keep.iter_mut().zip(&b).for_each(|(k, b)| *k &= b);
        }
        Pred::In { col, values, words, .. } if values.len() > SHORT_IN => {
            // A long list: search it per row (it is sorted in the column's order).
            let c = &t.columns[*col];
            for (i, k) in keep.iter_mut().enumerate() {
                let r = start + i;
                *k = match c {
                    Column::F64(v) => {
                        // The list holds 0.0 for either zero.
                        let x = if v[r] == 0.0 { 0.0 } else { v[r] };
                        words.binary_search_by(|w| f64::from_bits(*w).total_cmp(&x)).is_ok()
                    }
                    Column::I32(_) | Column::I64(_) => {
                        let x = c.int(r).unwrap_or_default() as i64;
                        words.binary_search_by(|w| (*w as i64).cmp(&x)).is_ok()
                    }
                    Column::U32(_) | Column::U64(_) => {
                        let x = c.int(r).unwrap_or_default() as u64;
                        words.binary_search(&x).is_ok()
                    }
                };
            }
        }
        Pred::In { col, values, .. } => {
            keep.fill(false);
            let mut b = vec![false; n];
            for v in values {
                cmp(&t.columns[*col], start, CmpOp::Eq, *v, &mut b);
                keep.iter_mut().zip(&b).for_each(|(k, b)| *k |= b);
            }
        }
        Pred::And(ps) | Pred::Or(ps) => {
            let and = matches!(p, Pred::And(_));
            eval_batch(&ps[0], t, start, keep);
            let mut b = vec![false; n];
            for q in &ps[1..] {
                eval_batch(q, t, start, &mut b);
                keep.iter_mut().zip(&b).for_each(|(k, b)| if and { *k &= b } else { *k |= b });
            }
        }
        Pred::Not(q) => {
            eval_batch(q, t, start, keep);
            keep.iter_mut().for_each(|k| *k = !*k);
        }
    }
    debug_assert!(keep.iter().enumerate().all(|(i, &k)| k == eval_pred(p, t, start + i)));
}

/// Whether the slot at byte `off` holds the keys `k0` (and `k1()`, read only for a second key
/// column), given as raw 64-bit bits.
#[inline]
fn slot_keys_equal(l: &TableLayout, m: &TableMemory, off: usize, k0: u64, k1: impl Fn() -> u64) -> bool {
    l.keys.iter().enumerate().all(|(n, f)| {
        let k = if n == 0 { k0 } else { k1() };
        m.load(off + f.offset as usize, f.ty.width()) == narrow(f.ty.width(), k)
    })
}

/// Append the raw 64-bit key bits of `col` at `rows` to `out`.
fn gather_column(col: &Column, rows: &[u32], out: &mut Vec<u64>) {
    out.clear();
    match col {
        Column::I32(v) => out.extend(rows.iter().map(|&r| v[r as usize] as i64 as u64)),
        Column::I64(v) => out.extend(rows.iter().map(|&r| v[r as usize] as u64)),
        Column::U32(v) => out.extend(rows.iter().map(|&r| v[r as usize] as u64)),
        Column::U64(v) => out.extend(rows.iter().map(|&r| v[r as usize])),
        Column::F64(v) => out.extend(rows.iter().map(|&r| v[r as usize].to_bits())),
    }
}

/// A stored word (zero-extended from its width) back to raw key bits of `ty`.
#[inline]
fn widen(ty: ColType, w: u64) -> u64 {
    if ty == ColType::I32 { w as u32 as i32 as i64 as u64 } else { w }
}

#[inline]
fn narrow(width: usize, bits: u64) -> u64 {
    if width == 4 { bits as u32 as u64 } else { bits }
}

/// Insert rows `start..end` of `t` into the side's structure; returns how many found their key
/// there already (inner joins note them in `sink`, see [`crate::layout::DupRuns`]).
pub fn build(side: &BuildSide, t: &TableData, mem: &TableMemory, start: usize, end: usize, sink: &mut DupSink) -> u64 {
    let l = match &side.lookup {
        Lookup::Hash(l) => l,
        Lookup::Vector(v) => return build_vector(side, v, t, mem, start, end),
    };
    let (ss, mask) = (l.slot_size as usize, l.mask());
    let (mut sel, mut k0s, mut k1s, mut vals) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let mut payload: Vec<Vec<u64>> = vec![Vec::new(); l.payload.len()];
    let mut dups = 0;
    let mut homes: Vec<u64> = Vec::new();
    let ahead = side.prefetch.unwrap_or(0) as usize;
    let prefetching = ahead > 0;
    let k0f = l.keys[0];
    let w0 = k0f.ty.width();
    for s in (start..end).step_by(BATCH) {
        let e = (s + BATCH).min(end);
        select(side.filter.as_ref(), t, s, e, &mut sel);
        gather_column(&t.columns[k0f.col], &sel, &mut k0s);
        if let Some(f) = l.keys.get(1) {
            gather_column(&t.columns[f.col], &sel, &mut k1s);
        }
        for (p, f) in payload.iter_mut().zip(&l.payload) {
            gather_column(&t.columns[f.col], &sel, &mut vals);
            std::mem::swap(p, &mut vals);
        }
        homes.clear();
        homes.extend((0..sel.len()).map(|i| l.home(k0s[i], l.keys.get(1).map(|_| k1s[i]))));
        if prefetching {
            homes.iter().take(ahead).for_each(|&h| mem.prefetch(h as usize * ss));
        }
        for i in 0..sel.len() {
            if prefetching && let Some(&next) = homes.get(i + ahead) {
                mem.prefetch(next as usize * ss);
            }
            let k0 = k0s[i];
            let mut h = homes[i];
            // The protocol of the JIT's build kernel (see `jit::build`): claim an empty slot, or
            // stop at the slot that holds the same keys.
            let mut seen = 0;
            let claimed = loop {
                let off = h as usize * ss;
                let won = match l.empty {
                    Empty::Sentinel(s) => {
                        let (e, k) = (narrow(w0, s), narrow(w0, k0));
                        let word = off + k0f.offset as usize;
                        let cur = mem.load(word, w0);
                        match if cur == e { mem.cas(word, w0, e, k) } else { Err(cur) } {
                            Ok(_) => true,
                            Err(cur) => {
                                cur != k && {
                                    h = (h + 1) & mask;
                                    continue;
                                }
                            }
                        }
                    }
                    Empty::Flag { offset } => {
                        let used = mem.atomic_u32(off + offset as usize);
                        let won = used.load(Ordering::Acquire) == 0
                            && used.compare_exchange(0, 2, Ordering::AcqRel, Ordering::Acquire).is_ok();
                        if !won {
                            while used.load(Ordering::Acquire) == 2 {
                                std::hint::spin_loop();
                            }
                            if !slot_keys_equal(l, mem, off, k0, || k1s[i]) {
                                h = (h + 1) & mask;
                                continue;
                            }
                        }
                        won
                    }
                };
                if won {
                    break Some(off);
                }
                // The same keys (see `jit::build`): semi and anti joins drop the row; an inner
                // join walks past up to CLUSTER_DUPS of them, then notes the row for a run.
                dups += 1;
                if side.kind != JoinKind::Inner {
                    break None;
                }
                seen += 1;
                if seen >= CLUSTER_DUPS {
                    sink.note(h, sel[i] as u64);
                    break None;
                }
                h = (h + 1) & mask;
            };
            let Some(slot) = claimed else { continue };
            let first = usize::from(matches!(l.empty, Empty::Sentinel(_)));
            for (j, f) in l.keys.iter().enumerate().skip(first) {
                let bits = if j == 0 { k0 } else { k1s[i] };
                mem.store(slot + f.offset as usize, f.ty.width(), narrow(f.ty.width(), bits));
            }
            for (p, f) in payload.iter().zip(&l.payload) {
                mem.store(slot + f.offset as usize, f.ty.width(), narrow(f.ty.width(), p[i]));
            }
            if let Empty::Flag { offset } = l.empty {
                mem.atomic_u32(slot + offset as usize).store(1, Ordering::Release);
            }
        }
    }
    dups
}

/// Insert rows `start..end` into a vector; returns how many keys were already present.
fn build_vector(side: &BuildSide, v: &VectorLayout, t: &TableData, mem: &TableMemory, start: usize, end: usize) -> u64 {
    let (mut sel, mut keys, mut vals) = (Vec::new(), Vec::new(), Vec::new());
    let mut dups = 0;
    for s in (start..end).step_by(BATCH) {
        let e = (s + BATCH).min(end);
        select(side.filter.as_ref(), t, s, e, &mut sel);
        gather_column(&t.columns[v.key.col], &sel, &mut keys);
        if let Elem::Value { field, .. } = &v.elem {
            gather_column(&t.columns[field.col], &sel, &mut vals);
        }
        for (i, &k) in keys.iter().enumerate() {
            let idx = v.index(k);
            if idx > v.span {
                continue;
            }
            let seen = match &v.elem {
                Elem::Bit => {
                    let bit = 1u64 << (idx & 63);
                    mem.fetch_or((idx >> 6) as usize * 8, bit) & bit != 0
                }
                Elem::Value { width, base, .. } => {
                    let stored = vals[i].wrapping_sub(*base).wrapping_add(1);
                    mem.cas(idx as usize * *width as usize, *width as usize, 0, stored).is_err()
                }
                Elem::RowId { width, .. } => {
                    let stored = sel[i] as u64 + 1;
                    mem.cas(idx as usize * *width as usize, *width as usize, 0, stored).is_err()
                }
            };
            dups += u64::from(seen);
        }
    }
    dups
}

/// Tuples in flight through the pipeline: a probe row and, per inner join so far, the byte
/// offset of the slot it matched (hash) or the element it read (vector).
#[derive(Default)]
struct Tuples {
    rows: Vec<u32>,
    slots: Vec<Vec<usize>>,
}

impl Tuples {
    fn len(&self) -> usize {
        self.rows.len()
    }
}

/// What the probe reads besides the probe table: per join, its structure and build table.
pub struct Built<'a> {
    pub mems: Vec<&'a TableMemory>,
    pub tables: Vec<&'a TableData>,
    /// Per join: the duplicates of an inner hash join, when its keys repeat. A tuple refers to
    /// duplicate `c` as byte offset `table bytes + c · slot size`, past the table's slots.
    pub runs: Vec<Option<&'a DupRuns>>,
}

/// Raw 64-bit bits of `src` for every tuple.
fn gather(p: &Pipeline, src: Source, t: &TableData, built: &Built<'_>, tup: &Tuples, out: &mut Vec<u64>) {
    match src {
        Source::Probe { col, .. } => gather_column(&t.columns[col], &tup.rows, out),
        Source::Slot { join, field } => {
            out.clear();
            match &p.joins[join].lookup {
                Lookup::Hash(_) => {
                    let (m, off, w) = (built.mems[join], field.offset as usize, field.ty.width());
                    match built.runs[join] {
                        None => out.extend(tup.slots[join].iter().map(|&s| widen(field.ty, m.load(s + off, w)))),
                        Some(runs) => {
                            let (table, bytes) = (m.len(), runs.bytes());
                            let dup = |s: usize| {
                                let mut word = [0u8; 8];
                                word[..w].copy_from_slice(&bytes[s - table + off..s - table + off + w]);
                                u64::from_le_bytes(word)
                            };
                            out.extend(
                                tup.slots[join]
                                    .iter()
                                    .map(|&s| widen(field.ty, if s < table { m.load(s + off, w) } else { dup(s) })),
                            );
                        }
                    }
                }
                Lookup::Vector(v) => match &v.elem {
                    Elem::Bit => unreachable!("a bitmap carries no columns"),
                    Elem::Value { base, .. } => {
                        let to_bits = |x: u64| if field.ty.width() == 4 { widen(field.ty, x as u32 as u64) } else { x };
                        out.extend(
                            tup.slots[join].iter().map(|&e| to_bits((e as u64).wrapping_sub(1).wrapping_add(*base))),
                        );
                    }
                    Elem::RowId { .. } => {
                        let rows: Vec<u32> = tup.slots[join].iter().map(|&e| (e - 1) as u32).collect();
                        gather_column(&built.tables[join].columns[field.col], &rows, out);
                    }
                },
            }
        }
    }
}

/// Buffers a thread reuses from batch to batch.
#[derive(Default)]
struct Scratch {
    k0s: Vec<u64>,
    k1s: Vec<u64>,
    homes: Vec<u64>,
}

/// Probe one join for every tuple of `input`; the tuples that go on are written to `out`.
fn probe_join(
    p: &Pipeline,
    d: usize,
    t: &TableData,
    built: &Built<'_>,
    input: &Tuples,
    out: &mut Tuples,
    sc: &mut Scratch,
) {
    let Scratch { k0s, k1s, homes } = sc;
    let j = &p.joins[d];
    let m = built.mems[d];
    gather(p, j.keys[0], t, built, input, k0s);
    if let Some(&s) = j.keys.get(1) {
        gather(p, s, t, built, input, k1s);
    }
    out.rows.clear();
    out.slots.resize_with(d + 1, Vec::new);
    out.slots.iter_mut().for_each(Vec::clear);
    let emit = |out: &mut Tuples, i: usize, slot: usize| {
        out.rows.push(input.rows[i]);
        for (o, s) in out.slots.iter_mut().zip(&input.slots) {
            o.push(s[i]);
        }
        out.slots[d].push(slot);
    };
    let l: &TableLayout = match &j.lookup {
        Lookup::Hash(l) => l,
        Lookup::Vector(v) => {
            let w = v.width() as usize;
            let ahead = j.prefetch.unwrap_or(0) as usize;
            let prefetching = ahead > 0;
            let elem = |idx: u64| -> u64 {
                match v.elem {
                    Elem::Bit => m.load((idx >> 6) as usize * 8, 8) >> (idx & 63) & 1,
                    _ => m.load(idx as usize * w, w),
                }
            };
            let prefetch = |k: u64| {
                let idx = v.index(k);
                if idx <= v.span {
                    m.prefetch(if w == 0 { (idx >> 3) as usize } else { idx as usize * w });
                }
            };
            if prefetching {
                k0s.iter().take(ahead).for_each(|&k| prefetch(k));
            }
            for (i, &k) in k0s.iter().enumerate() {
                if prefetching && let Some(&next) = k0s.get(i + ahead) {
                    prefetch(next);
                }
                let idx = v.index(k);
                let e = if idx <= v.span { elem(idx) } else { 0 };
                match j.kind {
                    JoinKind::Inner if e != 0 => emit(out, i, e as usize),
                    JoinKind::Semi if e != 0 => emit(out, i, usize::MAX),
                    JoinKind::Anti if e == 0 => emit(out, i, usize::MAX),
                    _ => {}
                }
            }
            return;
        }
    };
    let ss = l.slot_size as usize;
    // Written out rather than through `slot_keys_equal`: in this loop that helper measured 15–20%
    // slower on examples/dup_keys.jj (generic, hash).
    let key_eq = |off: usize, i: usize| -> bool {
        l.keys.iter().enumerate().all(|(n, f)| {
            let probe = if n == 0 { k0s[i] } else { k1s[i] };
            m.load(off + f.offset as usize, f.ty.width()) == narrow(f.ty.width(), probe)
        }) && match l.empty {
            Empty::Flag { offset } => m.load(off + offset as usize, 4) != 0,
            Empty::Sentinel(_) => true,
        }
    };
    let is_empty = |off: usize| match l.empty {
        Empty::Sentinel(s) => {
            let f = l.keys[0];
            m.load(off + f.offset as usize, f.ty.width()) == narrow(f.ty.width(), s)
        }
        Empty::Flag { offset } => m.load(off + offset as usize, 4) == 0,
    };
    let runs = built.runs[d];
    let direct = match (l.hash, j.unique) {
        (HashKind::Identity { min, span }, true) => Some((min as u64, span)),
        _ => None,
    };
    // Home slots of the whole batch first.
    homes.clear();
    homes.extend((0..input.len()).map(|i| match direct {
        Some((min, _)) => k0s[i].wrapping_sub(min),
        None => l.home(k0s[i], j.keys.get(1).map(|_| k1s[i])),
    }));
    // Prefetch a few tuples ahead of the probe (the planner's distance), so some misses are
    // always in flight (prefetching a whole batch at once overflows the CPU's miss buffers).
    let ahead = j.prefetch.unwrap_or(0) as usize;
    let prefetching = ahead > 0;
    if prefetching {
        for &h in homes.iter().take(ahead) {
            m.prefetch((h & l.mask()) as usize * ss);
        }
    }
    for (i, &home) in homes.iter().enumerate() {
        if prefetching && let Some(&next) = homes.get(i + ahead) {
            m.prefetch((next & l.mask()) as usize * ss);
        }
        let mut found = false;
        if let Some((_, span)) = direct {
            let h = home;
            if h <= span && key_eq(h as usize * ss, i) {
                found = true;
                if j.kind == JoinKind::Inner {
                    emit(out, i, h as usize * ss);
                }
            }
        } else {
            let mut h = home;
            let mut matches = 0;
            loop {
                let off = h as usize * ss;
                if is_empty(off) {
                    break;
                }
                if key_eq(off, i) {
                    found = true;
                    match j.kind {
                        JoinKind::Inner => emit(out, i, off),
                        JoinKind::Semi | JoinKind::Anti => break,
                    }
                    // Rows past the key's first CLUSTER_DUPS hang off its CLUSTER_DUPS-th slot.
                    if let Some(r) = runs {
                        matches += 1;
                        if matches == CLUSTER_DUPS {
                            for c in r.range(h) {
                                emit(out, i, m.len() + c * ss);
                            }
                        }
                    }
                    if j.unique {
                        break;
                    }
                }
                h = (h + 1) & l.mask();
            }
        }
        if (j.kind == JoinKind::Semi && found) || (j.kind == JoinKind::Anti && !found) {
            emit(out, i, usize::MAX);
        }
    }
}

fn decode_int(ty: ColType, bits: u64) -> i128 {
    if ty.is_signed() { bits as i64 as i128 } else { bits as i128 }
}

/// What an aggregate adds for each tuple of a batch.
enum Arg {
    /// A column's values as key bits.
    Bits(ColType, Vec<u64>),
    /// Integer arithmetic, exact.
    Int(Vec<i128>),
    /// Arithmetic with an `f64` operand.
    Float(Vec<f64>),
    /// The row itself (a count).
    Row,
}

/// The values aggregate `a` adds for the tuples `tup`; `overflow` is set when integer
/// arithmetic leaves 128 bits (the value is then wrong, and the query fails).
fn arg_values(
    p: &Pipeline,
    a: &AggPlan,
    t: &TableData,
    built: &Built<'_>,
    tup: &Tuples,
    vals: &mut Vec<u64>,
    overflow: &mut bool,
) -> Arg {
    fn eval(
        p: &Pipeline,
        arg: &ArgPlan,
        float: bool,
        t: &TableData,
        built: &Built<'_>,
        tup: &Tuples,
        overflow: &mut bool,
    ) -> Arg {
        let n = tup.len();
        match arg {
            ArgPlan::Src(s) => {
                let mut v = Vec::new();
                gather(p, *s, t, built, tup, &mut v);
                let ty = s.ty();
                match (float, ty) {
                    (true, ColType::F64) => Arg::Float(v.iter().map(|&b| f64::from_bits(b)).collect()),
                    (true, _) => Arg::Float(v.iter().map(|&b| decode_int(ty, b) as f64).collect()),
                    (false, _) => Arg::Int(v.iter().map(|&b| decode_int(ty, b)).collect()),
                }
            }
            ArgPlan::Const(c) => match (float, c) {
                (false, Value::Int(i)) => Arg::Int(vec![*i; n]),
                (_, c) => Arg::Float(vec![c.as_f64(); n]),
            },
            ArgPlan::Bin(op, l, r) => {
                match (eval(p, l, float, t, built, tup, overflow), eval(p, r, float, t, built, tup, overflow)) {
                    (Arg::Int(x), Arg::Int(y)) => Arg::Int(
                        x.iter()
                            .zip(&y)
                            .map(|(&a, &b)| {
                                let v = match op {
                                    ArithOp::Add => a.checked_add(b),
                                    ArithOp::Sub => a.checked_sub(b),
                                    ArithOp::Mul => a.checked_mul(b),
                                };
                                *overflow |= v.is_none();
                                v.unwrap_or(0)
                            })
                            .collect(),
                    ),
                    (Arg::Float(x), Arg::Float(y)) => Arg::Float(
                        x.iter()
                            .zip(&y)
                            .map(|(&a, &b)| match op {
                                ArithOp::Add => a + b,
                                ArithOp::Sub => a - b,
                                ArithOp::Mul => a * b,
                            })
                            .collect(),
                    ),
                    _ => unreachable!("both operands evaluate as the whole argument does"),
                }
            }
        }
    }
    match &a.arg {
        Some(arg) if a.func != AggFunc::Count => match arg {
            ArgPlan::Src(s) => {
                gather(p, *s, t, built, tup, vals);
                Arg::Bits(s.ty(), vals.clone())
            }
            arith => eval(p, arith, arith.is_float(), t, built, tup, overflow),
        },
        _ => Arg::Row,
    }
}

/// One value (`bits`, of type `ty`) into the accumulator `w` of a `func` aggregate (not a
/// count), held as the JIT holds it.
fn add(func: AggFunc, ty: ColType, w: &mut u128, bits: u64) {
    *w = match (func, ty) {
        (f, ColType::F64) if f.sums() => (f64::from_bits(*w as u64) + f64::from_bits(bits)).to_bits() as u128,
        (f, ty) if f.sums() => (*w as i128 + decode_int(ty, bits)) as u128,
        (func, ColType::F64) => {
            let (a, x) = (f64::from_bits(*w as u64), f64::from_bits(bits));
            (if func == AggFunc::Min { a.min(x) } else { a.max(x) }).to_bits() as u128
        }
        (func, ty) => {
            let (a, x) = (decode_int(ty, *w as u64), decode_int(ty, bits));
            key_bits(ty, if func == AggFunc::Min { a.min(x) } else { a.max(x) }) as u128
        }
    };
}

/// Run the probe pipeline over rows `start..end` of the probe table `t`, updating `state`
/// (same layout as the JIT's), appending emitted rows to `emitted` and adding to `groups`.
#[allow(clippy::too_many_arguments)]
pub fn probe(
    p: &Pipeline,
    t: &TableData,
    built: &Built<'_>,
    start: usize,
    end: usize,
    state: &mut [u128],
    emitted: &mut Vec<u64>,
    mut groups: Option<&mut GroupTable>,
) {
    let mut vals = Vec::new();
    let mut sc = Scratch::default();
    let (mut tup, mut spare) = (Tuples::default(), Tuples::default());
    let mut rows = state[(STATE_ROWS / 16) as usize] as u64;
    let mut overflow = false;
    // An integer sum that leaves 128 bits (only a sum of arithmetic can).
    let sum = |w: &mut u128, v: i128, overflow: &mut bool| {
        let s = (*w as i128).checked_add(v);
        *overflow |= s.is_none();
        *w = s.unwrap_or(0) as u128;
    };
    for s in (start..end).step_by(BATCH) {
        let e = (s + BATCH).min(end);
        select(p.filter.as_ref(), t, s, e, &mut tup.rows);
        tup.slots.clear();
        for d in 0..p.joins.len() {
            probe_join(p, d, t, built, &tup, &mut spare, &mut sc);
            std::mem::swap(&mut tup, &mut spare);
        }
        match &p.sink {
            Sink::Aggregate(aggs) => {
                for (i, a) in aggs.iter().enumerate() {
                    let w = &mut state[(agg_offset(i) / 16) as usize];
                    match arg_values(p, a, t, built, &tup, &mut vals, &mut overflow) {
                        Arg::Bits(ty, v) => v.iter().for_each(|&v| add(a.func, ty, w, v)),
                        Arg::Int(v) => v.iter().for_each(|&v| sum(w, v, &mut overflow)),
                        Arg::Float(v) => v.iter().for_each(|&v| *w = (f64::from_bits(*w as u64) + v).to_bits() as u128),
                        Arg::Row => *w = (*w as u64 + tup.len() as u64) as u128,
                    }
                }
                rows += tup.len() as u64;
            }
            Sink::Group { keys, aggs, layout } => {
                let groups = groups.as_deref_mut().expect("a grouped pipeline has its groups");
                let mut key_cols: Vec<Vec<u64>> = Vec::with_capacity(keys.len());
                for &k in keys {
                    gather(p, k, t, built, &tup, &mut vals);
                    key_cols.push(vals.clone());
                }
                // Every value first: a hash table of groups may grow (and move its blocks) as
                // rows find new groups, so each row's block is used as soon as it is found.
                let args: Vec<Arg> =
                    aggs.iter().map(|a| arg_values(p, a, t, built, &tup, &mut vals, &mut overflow)).collect();
                let mut key = vec![0u64; keys.len()];
                let bw = layout.block_words;
                for r in 0..tup.len() {
                    key.iter_mut().zip(&key_cols).for_each(|(k, c)| *k = c[r]);
                    let b = groups.slot_of(&key) * bw;
                    let block = &mut groups.blocks[b..b + bw];
                    block[0] += 1;
                    for (i, (a, arg)) in aggs.iter().zip(&args).enumerate() {
                        let w = &mut block[(agg_offset(i) / 16) as usize];
                        match arg {
                            Arg::Bits(ty, v) => add(a.func, *ty, w, v[r]),
                            Arg::Int(v) => sum(w, v[r], &mut overflow),
                            Arg::Float(v) => *w = (f64::from_bits(*w as u64) + v[r]).to_bits() as u128,
                            Arg::Row => *w += 1,
                        }
                    }
                }
                rows += tup.len() as u64;
            }
            Sink::Emit { columns, limit } => {
                let n = (tup.len() as u64).min(limit.saturating_sub(rows)) as usize;
                let mut cols: Vec<Vec<u64>> = Vec::with_capacity(columns.len());
                for &c in columns {
                    gather(p, c, t, built, &tup, &mut vals);
                    cols.push(vals.clone());
                }
                for i in 0..n {
                    emitted.extend(cols.iter().map(|c| c[i]));
                }
                rows += n as u64;
                if rows >= *limit {
                    break;
                }
            }
        }
    }
    let word = &mut state[(STATE_ROWS / 16) as usize];
    *word = rows as u128 | (*word & !(u64::MAX as u128)) | ((overflow as u128) << (8 * STATE_OVERFLOW));
}

/// The generic engine (see the module docs).
#[derive(Default)]
pub struct GenericEngine;

struct GenericBuild<'a> {
    side: &'a BuildSide,
    data: &'a TableData,
    tables: &'a [&'a TableMemory],
}

impl super::BuildRows for GenericBuild<'_> {
    fn rows(&self, table: usize, start: usize, end: usize, sink: &mut DupSink) -> u64 {
        build(self.side, self.data, self.tables[table], start, end, sink)
    }
}

struct GenericProbe<'a> {
    pipeline: &'a Pipeline,
    data: &'a TableData,
    built: Vec<Built<'a>>,
}

impl ProbeRows for GenericProbe<'_> {
    fn rows(&self, set: usize, start: usize, end: usize, state: &mut ProbeState) {
        let groups = state.groups.as_mut();
        probe(self.pipeline, self.data, &self.built[set], start, end, &mut state.words, &mut state.emitted, groups);
    }
}

impl Engine for GenericEngine {
    fn name(&self) -> &'static str {
        "generic"
    }

    fn partition<'d>(
        &mut self,
        t: &'d TableData,
        rows: std::ops::Range<usize>,
        spec: &PartitionSpec<'_>,
        par: &dyn Parallel,
        _reuse: Option<TableMemory>,
    ) -> Result<Input<'d>, EngineError> {
        let fanout = spec.radix.fanout() as usize;
        let parts = super::chunks(rows.clone(), par.threads());
        let pids = per_chunk(par, parts.len(), |c| {
            let mut p = Vec::new();
            partition::partitions(t, &spec.keys, spec.lookup, spec.radix, parts[c].clone(), &mut p);
            p
        })?;
        let out = partition::scatter_table(t, &parts, &pids, fanout, &|c| spec.keep.contains(&c), par)?;
        let tuple = spec.tuple(t);
        Ok(Input::Columns { data: TableData::new(t.name.clone(), rows.len(), out), tuple })
    }

    fn build<'a>(
        &'a mut self,
        side: &'a BuildSide,
        input: &'a Input<'a>,
        tables: &'a [&'a TableMemory],
    ) -> Result<Box<dyn super::BuildRows + 'a>, EngineError> {
        Ok(Box::new(GenericBuild { side, data: input.data(), tables }))
    }

    fn probe<'a>(
        &'a mut self,
        pipeline: &'a Pipeline,
        input: &'a Input<'a>,
        built: &'a [super::Built<'a>],
    ) -> Result<Box<dyn ProbeRows + 'a>, EngineError> {
        let built = built
            .iter()
            .map(|b| Built {
                mems: b.mems.to_vec(),
                tables: b.inputs.iter().map(Input::data).collect(),
                runs: b.runs.to_vec(),
            })
            .collect();
        Ok(Box::new(GenericProbe { pipeline, data: input.data(), built }))
    }

    fn kernels(&self) -> Kernels {
        Kernels::default()
    }
}
