//! # jitjoin-runtime
//!
//! Everything that touches the machine, layered so that each module imports only those below
//! it:
//!
//! ```text
//!   exec      the driver: statistics → plan → partition → build → probe → merge, over the
//!     │        compiler's one Engine interface; and the same planning for explain and asm
//!   workers   threads pinned to the host's cores (hwloc), morsel queues, NUMA placement
//!     │
//!   data      a plan's tables: seeded parallel generators, CSV files
//!     │
//!   host      the machine: topology (hwloc), caches and the host as a target,
//!             calibration, available memory
//! ```
//!
//! `settings` (what the process was told at its edge) sits beside them all.

pub mod data;
pub mod error;
pub mod exec;
pub mod host;
pub mod settings;
pub mod workers;

pub use data::load::{load, load_with};
pub use error::DataError;
