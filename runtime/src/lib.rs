//! # jitjoin-runtime
//!
//! Everything that touches the machine: the host's topology (via hwloc), making a plan's data
//! (seeded parallel generators and CSV files), and memory limits.

pub mod caches;
pub mod calibrate;
pub mod csvio;
pub mod error;
pub mod exec;
pub mod generate;
pub mod load;
pub mod mem;
pub mod numa;
pub mod topology;
pub mod workers;

pub use error::DataError;
pub use load::load;
