//! The machine jitjoin runs on: its topology (hwloc), its caches and the host as a
//! [`jitjoin_compiler::target::Target`], the calibration that measures the cache a process
//! really gets, and the memory available.

pub mod caches;
pub mod calibrate;
pub mod mem;
pub mod pages;
mod pinned;
pub mod probe_cost;
pub mod steal;
pub mod topology;
