//! Per-thread pipeline state: initialised to the aggregates' identities, updated by kernels
//! (JIT or generic) morsel after morsel, merged into one [`QueryResult`] at the end.

use super::emit;
use crate::layout::key_bits;
use crate::plan::{Pipeline, Sink};
use jitjoin_ir::interp::{AggValue, QueryResult};
use jitjoin_ir::plan::AggFunc;
use jitjoin_ir::{ColType, Value};

/// Per-thread state of the probe pipeline, as 16-byte words:
///
/// ```text
///   word 0        rows: i64 (result rows counted by the sink), 8 bytes unused
///   word 1 + i    accumulator of aggregate i: i128 integer sum | f64 sum | i64/u64 bits or
///                 f64 of min/max (initialised to the identity)
///   emit:         word 1 = buffer pointer, used words; word 2 = capacity in words, owner
/// ```
pub const STATE_ROWS: u32 = 0;
pub const EMIT_PTR: u32 = 16;
pub const EMIT_LEN: u32 = 24;
pub const EMIT_CAP: u32 = 32;
pub const EMIT_OWNER: u32 = 40;

/// Byte offset of aggregate `i`'s 16-byte accumulator.
pub fn agg_offset(i: usize) -> u32 {
    16 * (1 + i as u32)
}

/// Words (u128) of per-thread state `p`'s sink needs.
pub fn words(p: &Pipeline) -> usize {
    match &p.sink {
        Sink::Aggregate(aggs) => 1 + aggs.len(),
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
        for (i, a) in aggs.iter().enumerate() {
            let ty = a.arg.map(|s| s.ty());
            let init: u128 = match (a.func, ty) {
                (AggFunc::Min, Some(ColType::F64)) => f64::INFINITY.to_bits() as u128,
                (AggFunc::Max, Some(ColType::F64)) => f64::NEG_INFINITY.to_bits() as u128,
                (AggFunc::Min, Some(t)) => key_bits(t, t.int_range().expect("integer").1) as u128,
                (AggFunc::Max, Some(t)) => key_bits(t, t.int_range().expect("integer").0) as u128,
                _ => 0, // counts and sums (0 is also +0.0)
            };
            s[(agg_offset(i) / 16) as usize] = init;
        }
    }
    s
}

/// Rows the sink has consumed in this state.
pub fn rows(state: &[u128]) -> u64 {
    word_i64(state, STATE_ROWS) as u64
}

/// Merge per-thread states (and emitted rows) into the query's result; `aliases` name the
/// aggregates in order.
pub fn finish(p: &Pipeline, aliases: &[String], states: &[Vec<u128>], emitted: &[Vec<u64>]) -> QueryResult {
    let total_rows: u64 = states.iter().map(|s| rows(s)).sum();
    match &p.sink {
        Sink::Aggregate(aggs) => {
            let values: Vec<AggValue> = aggs
                .iter()
                .enumerate()
                .map(|(i, a)| {
                    let idx = (agg_offset(i) / 16) as usize;
                    let ty = a.arg.map(|s| s.ty());
                    match (a.func, ty) {
                        // SQL: a sum, min or max over no rows is null.
                        (AggFunc::Sum | AggFunc::Min | AggFunc::Max, _) if total_rows == 0 => AggValue::Null,
                        (AggFunc::Count, _) => AggValue::Int(states.iter().map(|s| s[idx] as u64 as i64 as i128).sum()),
                        (AggFunc::Sum, Some(ColType::F64)) => {
                            AggValue::Float(states.iter().map(|s| f64::from_bits(s[idx] as u64)).sum())
                        }
                        (AggFunc::Sum, _) => AggValue::Int(states.iter().map(|s| s[idx] as i128).sum()),
                        (func, Some(ty)) => {
                            let vals = states.iter().filter(|s| rows(s) > 0).map(|s| emit::decode(ty, s[idx] as u64));
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
                .collect();
            QueryResult { aggregates: aliases.iter().cloned().zip(values).collect(), rows: Vec::new(), rows_out: 1 }
        }
        Sink::Emit { columns, limit } => {
            let types: Vec<ColType> = columns.iter().map(|c| c.ty()).collect();
            let mut rows: Vec<jitjoin_ir::interp::Row> = Vec::new();
            for buf in emitted {
                for row in buf.chunks_exact(types.len()) {
                    if rows.len() as u64 >= *limit {
                        break;
                    }
                    rows.push(row.iter().zip(&types).map(|(&w, &t)| Some(emit::decode(t, w))).collect());
                }
            }
            QueryResult { aggregates: Vec::new(), rows_out: rows.len() as u64, rows }
        }
    }
}
