//! Per-thread pipeline state: initialised to the aggregates' identities, updated by kernels
//! (JIT or generic) morsel after morsel, merged into one [`QueryResult`] at the end.

use crate::layout::group::{AggSlot, GroupTable, fresh_block};
use crate::plan::{AggPlan, Pipeline, Sink};
use jitjoin_ir::interp::{AggValue, QueryResult, Row, agg_cell};
use jitjoin_ir::plan::AggFunc;
use jitjoin_ir::{ColType, Value};

/// Per-thread state of the probe pipeline, as 16-byte words:
///
/// ```text
///   word 0        rows: i64 (result rows counted by the sink); at byte 8, nonzero once an
///                 aggregate's integer arithmetic or sum has left 128 bits (the query fails)
///   word 1 + i    accumulator of aggregate i: i128 integer sum | f64 sum | i64/u64 bits or
///                 f64 of min/max (initialised to the identity)
///   emit:         word 1 = buffer pointer, used words; word 2 = capacity in words, owner
///   group:        word 1 = address of the blocks, of the thread's `GroupTable`;
///                 words 2… = the key words of the row being grouped (for `jj_group_find`),
///                 one per grouping column
/// ```
/// A group's block has the layout of words 0 and 1 + i of an aggregate's state
/// ([`crate::layout::group`]).
pub const STATE_ROWS: u32 = 0;
pub const STATE_OVERFLOW: u32 = 8;
pub const EMIT_PTR: u32 = 16;
pub const EMIT_LEN: u32 = 24;
pub const EMIT_CAP: u32 = 32;
pub const EMIT_OWNER: u32 = 40;
pub const GROUP_BLOCKS: u32 = 16;
pub const GROUP_TABLE: u32 = 24;
pub const GROUP_KEYS: u32 = 32;

/// Byte offset of aggregate `i`'s 16-byte accumulator.
pub fn agg_offset(i: usize) -> u32 {
    16 * (1 + i as u32)
}

/// Words (u128) of per-thread state `p`'s sink needs.
pub fn words(p: &Pipeline) -> usize {
    match &p.sink {
        Sink::Aggregate(aggs) => 1 + aggs.len(),
        Sink::Group { keys, .. } => 2 + keys.len().div_ceil(2),
        Sink::Emit { .. } => 3,
    }
}

fn word_i64(state: &[u128], byte_off: u32) -> i64 {
    let w = state[(byte_off / 16) as usize];
    (if byte_off.is_multiple_of(16) { w as u64 } else { (w >> 64) as u64 }) as i64
}

/// A fresh state for one thread.
pub fn new_state(p: &Pipeline) -> Vec<u128> {
    let mut s = vec![0u128; words(p)];
    if let Sink::Aggregate(aggs) = &p.sink {
        let slots: Vec<AggSlot> = aggs.iter().map(AggPlan::slot).collect();
        s.copy_from_slice(&fresh_block(&slots));
    }
    s
}

/// A fresh table of groups for one thread, for a grouped pipeline.
pub fn new_groups(p: &Pipeline) -> Option<GroupTable> {
    let Sink::Group { aggs, layout, .. } = &p.sink else { return None };
    let slots: Vec<AggSlot> = aggs.iter().map(AggPlan::slot).collect();
    Some(GroupTable::new(layout, &slots))
}

/// Point the group words of `state` at `groups`.
pub fn attach_groups(state: &mut [u128], groups: &mut GroupTable) {
    super::bounds::set_groups(groups.blocks.as_ptr() as u64, groups.blocks.len() * 16);
    state[(GROUP_BLOCKS / 16) as usize] =
        groups.blocks.as_mut_ptr() as u64 as u128 | ((groups as *mut GroupTable as u64 as u128) << 64);
}

/// The end of a kernel call over `state`'s groups.
pub fn detach_groups() {
    super::bounds::set_groups(0, 0);
}

/// Called by grouping kernels for a row whose key words are at [`GROUP_KEYS`] in `state`:
/// the address of its group's block, made if new.
///
/// # Safety
/// `state` must be a group pipeline state set up by [`attach_groups`] whose table is alive
/// and not otherwise borrowed while the kernel runs.
pub unsafe fn group_find(state: *mut u8) -> u64 {
    // SAFETY: per the contract, the group words of a live state point at its table, and the
    // key words hold one word per grouping column.
    unsafe {
        let words = state.cast::<u64>();
        let table = &mut *(*words.add((GROUP_TABLE / 8) as usize) as *mut GroupTable);
        let n = table.layout.keys.len();
        let keys = std::slice::from_raw_parts(words.add((GROUP_KEYS / 8) as usize), n);
        let slot = table.slot_of(keys);
        // The table may have grown: the blocks' address is the kernel's to reload.
        *words.add((GROUP_BLOCKS / 8) as usize) = table.blocks.as_mut_ptr() as u64;
        super::bounds::set_groups(table.blocks.as_ptr() as u64, table.blocks.len() * 16);
        table.blocks.as_ptr() as u64 + slot as u64 * table.layout.block_bytes()
    }
}

/// The value of one 64-bit word of type `ty` (a row's emitted word, a group's key word, a
/// minimum's or maximum's bits).
pub fn decode(ty: ColType, w: u64) -> Value {
    match ty {
        ColType::I32 => Value::Int(w as i64 as i32 as i128),
        ColType::U32 => Value::Int(w as u32 as i128),
        ColType::I64 => Value::Int(w as i64 as i128),
        ColType::U64 => Value::Int(w as i128),
        ColType::F64 => Value::Float(f64::from_bits(w)),
    }
}

/// Rows the sink has consumed in this state.
pub fn rows(state: &[u128]) -> u64 {
    word_i64(state, STATE_ROWS) as u64
}

/// Has an aggregate's integer arithmetic or sum left 128 bits in this state?
pub fn overflowed(state: &[u128]) -> bool {
    word_i64(state, STATE_OVERFLOW) != 0
}

/// The exact sum of 128-bit partial sums, or `None` past 128 bits.
fn total(parts: impl Iterator<Item = i128>) -> Option<i128> {
    parts.into_iter().try_fold(0i128, |acc, x| acc.checked_add(x))
}

/// The values of `aggs` merged over `blocks` (per-thread states or one group's blocks, each
/// its row count then its accumulators). Over no rows, `sum`, `min` and `max` are null.
/// `overflow` is set when partial sums add up past 128 bits. An iterator, so that a group's
/// values go straight into its row.
fn merge<'a>(
    aggs: &'a [AggPlan],
    blocks: &'a [&'a [u128]],
    overflow: &'a mut bool,
) -> impl Iterator<Item = AggValue> + 'a {
    let total_rows: u64 = blocks.iter().map(|s| rows(s)).sum();
    aggs.iter().enumerate().map(move |(i, a)| {
        let idx = (agg_offset(i) / 16) as usize;
        let ty = a.slot().1;
        match (a.func, ty) {
            // SQL: a sum, min or max over no rows is null.
            (AggFunc::Sum | AggFunc::Min | AggFunc::Max | AggFunc::Avg, _) if total_rows == 0 => AggValue::Null,
            // An average divides the sum by the rows it saw (its argument has no nulls:
            // they were lowered, [`jitjoin_ir::nulls`]).
            (AggFunc::Avg, Some(ColType::F64)) => {
                AggValue::Float(blocks.iter().map(|s| f64::from_bits(s[idx] as u64)).sum::<f64>() / total_rows as f64)
            }
            (AggFunc::Avg, _) => {
                let sum = total(blocks.iter().map(|s| s[idx] as i128));
                *overflow |= sum.is_none();
                AggValue::Float(sum.unwrap_or(0) as f64 / total_rows as f64)
            }
            (AggFunc::Count, _) => AggValue::Int(blocks.iter().map(|s| s[idx] as u64 as i64 as i128).sum()),
            (AggFunc::Sum, Some(ColType::F64)) => {
                AggValue::Float(blocks.iter().map(|s| f64::from_bits(s[idx] as u64)).sum())
            }
            (AggFunc::Sum, _) => {
                let sum = total(blocks.iter().map(|s| s[idx] as i128));
                *overflow |= sum.is_none();
                AggValue::Int(sum.unwrap_or(0))
            }
            (func, Some(ty)) => {
                let vals = blocks.iter().filter(|s| rows(s) > 0).map(|s| decode(ty, s[idx] as u64));
                let pick = |a: Value, b: Value| -> Value {
                    let less = match (a, b) {
                        (Value::Int(x), Value::Int(y)) => x < y,
                        (x, y) => x.as_f64() < y.as_f64(),
                    };
                    if less == (func == AggFunc::Min) { a } else { b }
                };
                match vals.reduce(pick) {
                    Some(Value::Int(i)) => AggValue::Int(i),
                    Some(Value::Float(x)) => AggValue::Float(x),
                    None => AggValue::Null,
                }
            }
            (_, None) => unreachable!("only count takes *"),
        }
    })
}

/// Merge per-thread states (and emitted rows, and tables of groups) into the query's result;
/// `aliases` name the aggregates in order. A grouped result's rows are its groups, in no
/// particular order.
pub fn finish(
    p: &Pipeline,
    aliases: &[String],
    states: &[Vec<u128>],
    emitted: &[Vec<u64>],
    groups: &[GroupTable],
) -> QueryResult {
    let mut overflow = states.iter().any(|s| overflowed(s));
    let mut result = match &p.sink {
        Sink::Aggregate(aggs) => {
            let blocks: Vec<&[u128]> = states.iter().map(Vec::as_slice).collect();
            let values = merge(aggs, &blocks, &mut overflow);
            QueryResult {
                aggregates: aliases.iter().cloned().zip(values).collect(),
                rows: Vec::new(),
                rows_out: 1,
                ..Default::default()
            }
        }
        Sink::Group { aggs, layout, .. } => {
            // Each group once, at the first thread that saw it, with the blocks of every
            // later thread that saw it (found by key in their tables: no map, no copy of
            // keys), whose slots are marked as merged: a group is looked up once per later
            // table, never in an earlier one.
            let mut rows: Vec<Row> = Vec::with_capacity(groups.iter().map(GroupTable::len).max().unwrap_or(0));
            let mut blocks: Vec<&[u128]> = Vec::with_capacity(groups.len());
            let mut merged: Vec<Vec<bool>> = groups.iter().map(|t| vec![false; t.slots()]).collect();
            for (i, t) in groups.iter().enumerate() {
                let (mine, later) = merged[i..].split_first_mut().expect("a table per thread");
                t.for_each_group(|slot, key, block| {
                    if mine[slot] {
                        return; // merged at an earlier thread's table
                    }
                    blocks.clear();
                    blocks.push(block);
                    for (u, m) in groups[i + 1..].iter().zip(later.iter_mut()) {
                        if let Some(s) = u.find_slot(key) {
                            m[s] = true;
                            blocks.push(u.block(s));
                        }
                    }
                    let keys = key.iter().zip(&layout.keys).map(|(&w, &ty)| Some(decode(ty, w)));
                    rows.push(keys.chain(merge(aggs, &blocks, &mut overflow).map(agg_cell)).collect());
                });
            }
            QueryResult { aggregates: Vec::new(), rows_out: rows.len() as u64, rows, ..Default::default() }
        }
        Sink::Emit { columns, limit } => {
            let types: Vec<ColType> = columns.iter().map(|c| c.ty()).collect();
            let mut rows: Vec<Row> = Vec::new();
            for buf in emitted {
                for row in buf.chunks_exact(types.len()) {
                    if rows.len() as u64 >= *limit {
                        break;
                    }
                    rows.push(row.iter().zip(&types).map(|(&w, &t)| Some(decode(t, w))).collect());
                }
            }
            QueryResult { aggregates: Vec::new(), rows_out: rows.len() as u64, rows, ..Default::default() }
        }
    };
    result.overflow = overflow;
    result
}
