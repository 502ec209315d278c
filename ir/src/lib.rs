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
pub mod params;
mod parse;
pub mod plan;
mod print;
pub mod query;
pub mod size;
pub mod types;
mod verify;

pub use data::{Column, Dataset, TableData};
pub use error::{PlanError, PlanErrorKind, PlanErrors};
pub use interp::{AggValue, PhaseTimes, QueryResult};
pub use parse::parse;
pub use plan::Plan;
pub use query::Query;
pub use types::{ColType, Value};
pub use verify::verify;

/// Parse and verify in one step.
pub fn compile_text(file: &str, src: &str) -> Result<(Plan, Query), PlanErrors> {
    let plan = parse(file, src)?;
    let query = verify(file, &plan)?;
    Ok((plan, query))
}

/// An order in which tables can be loaded when table `i` needs the tables `deps[i]` first
/// (its `foreign()` generators read their key ranges). `Err` holds a dependency cycle.
pub fn load_order(deps: &[Vec<usize>]) -> Result<Vec<usize>, Vec<usize>> {
    // 0 = unvisited, 1 = on the stack, 2 = done.
    fn visit(
        i: usize,
        deps: &[Vec<usize>],
        state: &mut [u8],
        stack: &mut Vec<usize>,
        out: &mut Vec<usize>,
    ) -> Result<(), Vec<usize>> {
        match state[i] {
            2 => return Ok(()),
            1 => {
                let start = stack.iter().position(|&s| s == i).unwrap_or(0);
                let mut cycle = stack[start..].to_vec();
                cycle.push(i);
                return Err(cycle);
            }
            _ => {}
        }
        state[i] = 1;
        stack.push(i);
        for &d in &deps[i] {
            visit(d, deps, state, stack, out)?;
        }
        stack.pop();
        state[i] = 2;
        out.push(i);
        Ok(())
    }
    let mut state = vec![0u8; deps.len()];
    let mut out = Vec::with_capacity(deps.len());
    for i in 0..deps.len() {
        visit(i, deps, &mut state, &mut Vec::new(), &mut out)?;
    }
    Ok(out)
}
