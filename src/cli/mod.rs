//! The `jitjoin` command line: one file per subcommand, each parsing its arguments, calling
//! the library and printing what it returns.

pub mod bench;
pub mod common;
pub mod compile;
pub mod plot;
pub mod run;
pub mod targets;

use clap::{Parser, Subcommand};
use common::parse_table;
use jitjoin::Error;
use std::path::PathBuf;

#[derive(Parser)]
#[command(name = "jitjoin", version, about = "A code-generating JIT join compiler", long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    pub cmd: Cmd,
    /// Read table NAME from a file (.parquet, .arrow, .csv): a SQL query's tables, or a
    /// replacement for a plan's table. Repeatable.
    #[arg(long = "table", value_name = "NAME=PATH", global = true, value_parser = parse_table)]
    pub tables: Vec<(String, PathBuf)>,
}

#[derive(Subcommand)]
pub enum Cmd {
    /// Verify a plan and print its canonical text.
    Check(run::CheckArgs),
    /// Make the plan's data and run the query (`jitjoin sql q.sql` is the same).
    #[command(alias = "sql")]
    Run(run::RunArgs),
    /// Write every table of the plan as DIR/<table>.csv (or .parquet, .arrow).
    Gen(run::GenArgs),
    /// Compile the plan's kernels ahead of time for a target: DIR/<plan>.o (ELF), a C header
    /// and a JSON description of the kernels and their context blocks.
    Compile(compile::CompileArgs),
    /// Print every kernel of the plan compiled for a target (any preset, also foreign ones).
    Asm(compile::AsmArgs),
    /// Show the physical plan, each decision with its reason, for the host or a target preset.
    Explain(compile::ExplainArgs),
    /// Time engines, targets and algorithms over a sweep of a plan parameter.
    Bench(bench::BenchArgs),
    /// Measure this machine and store what `--target host` plans with: the effective last-level
    /// cache, latency from every node's cores to every node's memory, and read and copy
    /// bandwidth against the number of threads, per node and across nodes.
    Calibrate,
    /// Predict the time of every NUMA strategy and algorithm over a sweep, for any target (the
    /// cost model behind `--numa auto`; no data is made).
    Model(bench::ModelArgs),
    /// List the target presets and show the host: ISA features, cores, NUMA nodes and caches.
    Targets(targets::TargetsArgs),
}

/// Run the subcommand.
pub fn dispatch(cmd: Cmd) -> Result<(), Error> {
    match cmd {
        Cmd::Check(a) => run::check(a),
        Cmd::Run(a) => run::run(a),
        Cmd::Gen(a) => run::gen_tables(a),
        Cmd::Compile(a) => compile::compile(a),
        Cmd::Asm(a) => compile::asm(a),
        Cmd::Explain(a) => compile::explain(a),
        Cmd::Bench(a) => bench::run(a),
        Cmd::Calibrate => targets::calibrate(),
        Cmd::Model(a) => bench::model(a),
        Cmd::Targets(a) => targets::targets(a),
    }
}
