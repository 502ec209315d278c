//! # jitjoin-ir: the join IR
//!
//! Plan types, the plan language's parser and printer, the verifier, and the reference
//! interpreter. No code generation and no threads live here: everything else in jitjoin builds
//! on these types, and every compiled kernel is checked against [`interp`].
//!
//! ```text
//!   text ──parse──▶ Plan ──verify──▶ Query ──▶ engines (interp | generic | jit)
//!     ▲               │
//!     └────print──────┘   (print ∘ parse round-trips)
//! ```

pub mod data;
pub mod error;
pub mod interp;
mod lex;
pub mod lower;
pub mod nulls;
pub mod packed;
pub mod params;
mod parse;
pub mod plan;
mod print;
pub mod query;
pub mod result;
pub mod size;
pub mod strings;
pub mod types;
mod verify;

pub use data::{Column, Dataset, Dictionary, NodeBlocks, TableData, Validity};
pub use error::{PlanError, PlanErrorKind, PlanErrors};
pub use interp::{AggValue, PhaseTimes, QueryResult};
pub use packed::Packed;
pub use parse::parse;
pub use plan::Plan;
pub use query::Query;
pub use result::ResultTable;
pub use types::{ColType, Logical, ResultType, Value, days_of};
pub use verify::verify;

/// Plan file contents as text. Bytes that are not UTF-8 are reported at their line and
/// column (counted in characters, as every other position in plan messages is).
pub fn plan_text<'a>(file: &str, bytes: &'a [u8]) -> Result<&'a str, PlanError> {
    std::str::from_utf8(bytes).map_err(|e| {
        let good = &bytes[..e.valid_up_to()];
        // Valid up to here, so this decodes.
        let before = std::str::from_utf8(good).unwrap_or_default();
        let line = before.matches('\n').count() + 1;
        let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        let span = plan::Span { line: line as u32, col: col as u32 };
        PlanError::new(file, span, PlanErrorKind::NotUtf8 { byte: bytes[e.valid_up_to()] })
    })
}

/// Parse and verify in one step.
pub fn compile_text(file: &str, src: &str) -> Result<(Plan, Query), PlanErrors> {
    let plan = parse(file, src)?;
    let query = verify(file, &plan)?;
    Ok((plan, query))
}

/// An order in which tables can be loaded when table `i` needs the tables `deps[i]` first
/// (its `foreign()` generators read their key ranges). `Err` holds a dependency cycle.
pub fn load_order(deps: &[Vec<usize>]) -> Result<Vec<usize>, Vec<usize>> {
    // Depth-first with an explicit stack of (table, next dependency to visit), so a long chain
    // of tables cannot overflow the thread's stack. 0 = unvisited, 1 = on the stack, 2 = done.
    let mut state = vec![0u8; deps.len()];
    let mut out = Vec::with_capacity(deps.len());
    for root in 0..deps.len() {
        if state[root] == 2 {
            continue;
        }
        state[root] = 1;
        let mut stack = vec![(root, 0usize)];
        while let Some(&mut (i, ref mut next)) = stack.last_mut() {
            let Some(&d) = deps[i].get(*next) else {
                state[i] = 2;
                out.push(i);
                stack.pop();
                continue;
            };
            *next += 1;
            match state[d] {
                2 => {}
                1 => {
                    let start = stack.iter().position(|&(s, _)| s == d).unwrap_or(0);
                    let mut cycle: Vec<usize> = stack[start..].iter().map(|&(s, _)| s).collect();
                    cycle.push(d);
                    return Err(cycle);
                }
                _ => {
                    state[d] = 1;
                    stack.push((d, 0));
                }
            }
        }
    }
    Ok(out)
}
