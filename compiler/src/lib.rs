//! # jitjoin-compiler
//!
//! Turns a verified [`jitjoin_ir::Query`] into executable kernels: the physical planner
//! ([`physical`]) splits it into build sides and one fused probe pipeline and lays out their
//! hash tables ([`layout`]); [`jit`] lowers them to machine code with Cranelift, and
//! [`generic`] runs the same algorithms as precompiled Rust, the baseline the JIT must beat.

pub mod emit;
pub mod generic;
pub mod jit;
pub mod layout;
pub mod memory;
pub mod physical;
pub mod prefetch;
pub mod radix;
pub mod state;
pub mod target;
pub mod vector;
