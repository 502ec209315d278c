//! Whether two results are the same answer: what every differential test, the fuzzer and
//! `jitjoin bench` (against the interpreter) ask of an engine's result.

use crate::ir::interp::{AggValue, QueryResult, Row, cell_text};

/// Float sums compared relatively: each engine adds in its own order.
fn close(a: f64, b: f64) -> bool {
    a == b || (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1.0)
}

/// Rows as exact text (f64 printed so that it parses back to the same bits), sorted.
fn sorted(rows: &[Row]) -> Vec<Vec<String>> {
    let mut r: Vec<Vec<String>> = rows.iter().map(|row| row.iter().map(cell_text).collect()).collect();
    r.sort();
    r
}

/// Rows as text whose cells are equal, or floats that are close (a group's float sum is added
/// in another order by each engine).
fn same_row(x: &[String], y: &[String]) -> bool {
    let cell = |a: &String, b: &String| {
        a == b || matches!((a.parse::<f64>(), b.parse::<f64>()), (Ok(p), Ok(q)) if a.contains('.') && close(p, q))
    };
    x.len() == y.len() && x.iter().zip(y).all(|(a, b)| cell(a, b))
}

/// Does an engine's result equal the interpreter's? Integers exactly, float sums closely (the
/// order of addition differs), rows as multisets; under `limit`, any `limit` rows of the full
/// result `full`.
pub fn same(w: &QueryResult, g: &QueryResult, engine: &str, full: Option<&[Row]>) -> Result<(), String> {
    if w.aggregates.len() != g.aggregates.len() {
        return Err(format!("{} aggregates, interpreter {}", g.aggregates.len(), w.aggregates.len()));
    }
    for ((name, a), (_, b)) in w.aggregates.iter().zip(&g.aggregates) {
        let ok = match (a, b) {
            (AggValue::Float(x), AggValue::Float(y)) => close(*x, *y),
            _ => a == b,
        };
        if !ok {
            return Err(format!("{name}: interpreter {a}, {} {b}", engine));
        }
    }
    if w.rows_out != g.rows_out {
        return Err(format!("rows_out: interpreter {}, {} {}", w.rows_out, engine, g.rows_out));
    }
    match full {
        None => {
            let (a, b) = (sorted(&w.rows), sorted(&g.rows));
            if a.len() != b.len() || !a.iter().zip(&b).all(|(x, y)| same_row(x, y)) {
                let diff = a.iter().zip(&b).position(|(x, y)| !same_row(x, y)).unwrap_or(a.len().min(b.len()));
                return Err(format!(
                    "emitted rows differ ({} vs {}); first difference at sorted row {diff}: interpreter {:?}, {} {:?}",
                    a.len(),
                    b.len(),
                    a.get(diff),
                    engine,
                    b.get(diff)
                ));
            }
        }
        Some(all) => {
            let mut pool = sorted(all);
            for row in sorted(&g.rows) {
                match pool.iter().position(|r| same_row(r, &row)) {
                    Some(i) => {
                        pool.remove(i);
                    }
                    None => return Err(format!("row {row:?} is not a row of the result")),
                }
            }
        }
    }
    Ok(())
}
