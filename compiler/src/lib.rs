//! # jitjoin-compiler
//!
//! Turns a verified [`jitjoin_ir::Query`] into executable kernels. The crate is layered; each
//! layer imports only the layers below it, and none imports another in a circle:
//!
//! ```text
//!   engine    engine/{jit, generic}: two implementations of one Engine interface
//!     │        (partition, build, probe); jit lowers to Cranelift, generic is
//!     │        precompiled Rust, the baseline the JIT must beat
//!   physical  the physical plan: the one value planning produces (query, builds,
//!     │        placements, pipeline, steps), made anew when a build finds other facts
//!   steps     the physical plan as a step list a host follows: buffers, checks,
//!     │        partition/build/probe calls with their context blocks, the output
//!   abi       what compiled code and its callers agree on: the kernel signature, the
//!     │        context block, the probe and scatter states, the emit buffer, helpers
//!   plan      physical planning: algorithms, build sides, the fused probe pipeline
//!     │
//!   layout    hash tables, vectors, radix partitions, the memory structures live in
//!     │
//!   target    ISA flags, cache model and machine facts of the CPU planned for
//!     │        (fingerprint: 128-bit hashes of values, at the bottom beside it)
//!   jitjoin_ir (plan types, verifier, interpreter)
//! ```
//! The runtime crate drives the engines (`jitjoin_runtime::exec`) and the CLI sits on top.

pub mod abi;
pub mod engine;
pub mod fingerprint;
pub mod layout;
pub mod physical;
pub mod plan;
pub mod steps;
pub mod target;
