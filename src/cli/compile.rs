//! `jitjoin compile`, `jitjoin asm` and `jitjoin explain`: the plan's kernels ahead of time,
//! as listings, and the physical plan with its reasons.

use super::common::*;
use jitjoin::{Error, WorkerOptions};
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct CompileArgs {
    /// The plan file (default: the built-in examples/fk_sum.jj).
    pub plan: Option<PathBuf>,
    #[command(flatten)]
    pub target: TargetArgs,
    /// The directory to write into (created if missing).
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
    /// Run every join with this algorithm, overriding the plan's `using` clauses.
    #[arg(long, value_enum, value_name = "ALGORITHM")]
    pub algorithm: Option<AlgorithmArg>,
    #[arg(long = "set", value_name = "TABLE.PARAM=VALUE")]
    pub sets: Vec<String>,
    /// Then link the object with the reference host (host/jitjoin_host.c) and run it:
    /// natively, or for aarch64 under qemu-aarch64; prints its results as JSON.
    #[arg(long)]
    pub run: bool,
    /// With --run: the tables as CSV (DIR/<table>.csv, as `jitjoin gen` writes them);
    /// default: the plan's own data, the data it was compiled for.
    #[arg(long, value_name = "DIR", requires = "run")]
    pub data: Option<PathBuf>,
    /// With --run: threads the host program runs on.
    #[arg(long, default_value_t = 1, requires = "run", value_parser = clap::value_parser!(u32).range(1..=256))]
    pub threads: u32,
}

#[derive(clap::Args)]
pub struct AsmArgs {
    /// The plan file (default: the built-in examples/fk_sum.jj).
    pub plan: Option<PathBuf>,
    #[command(flatten)]
    pub target: TargetArgs,
    /// What to print: Cranelift's IR as generated (clif), its listing of the machine code
    /// after register allocation (vcode; AT&T syntax on x86-64), or the emitted bytes
    /// disassembled (asm).
    #[arg(long, value_enum, default_value_t = EmitArg::Vcode)]
    pub emit: EmitArg,
    /// The x86-64 syntax of `--emit asm`.
    #[arg(long, value_enum, default_value_t = SyntaxArg::Att)]
    pub syntax: SyntaxArg,
    /// Run every join with this algorithm, overriding the plan's `using` clauses.
    #[arg(long, value_enum, value_name = "ALGORITHM")]
    pub algorithm: Option<AlgorithmArg>,
    #[arg(long = "set", value_name = "TABLE.PARAM=VALUE")]
    pub sets: Vec<String>,
}

#[derive(clap::Args)]
pub struct ExplainArgs {
    /// The plan file (default: the built-in examples/fk_sum.jj).
    pub plan: Option<PathBuf>,
    #[command(flatten)]
    pub target: TargetArgs,
    /// Run every join with this algorithm, overriding the plan's `using` clauses.
    #[arg(long, value_enum, value_name = "ALGORITHM")]
    pub algorithm: Option<AlgorithmArg>,
    #[arg(long = "set", value_name = "TABLE.PARAM=VALUE")]
    pub sets: Vec<String>,
    /// Plan for this many worker threads (default: one per core of the host, or of
    /// `--topology`). The workers are the default CPUs, as `run` without `--nodes` or
    /// `--cpus` takes them.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    pub threads: Option<u32>,
    /// Where the structures go: with workers on more than one node (real or `--virtual-nodes`),
    /// `explain` shows each structure's intended nodes; `run --format json` shows where its
    /// pages landed.
    #[command(flatten)]
    pub numa: NumaArgs,
}

/// Write the object, header and JSON; with `--run`, link the reference host and run it.
pub fn compile(args: CompileArgs) -> Result<(), Error> {
    let CompileArgs { plan, target, out, algorithm, sets, run, data: csv, threads } = args;
    let (t, note) = jitjoin::aot::object_target(&target.resolve()?);
    // Before writing anything: can this machine run what --run asks for?
    let toolchain = if run { Some(jitjoin::aot::Toolchain::for_target(&t)?) } else { None };
    if let Some(tc) = &toolchain {
        tc.check()?;
        let threads = Some(threads as usize);
        jitjoin::runtime::workers::check(&WorkerOptions { threads, ..Default::default() })?;
    }
    if let Some(note) = note {
        eprintln!("{note}");
    }
    let p = load_plan(plan.as_deref(), &sets)?.with_algorithm(algorithm.map(AlgorithmArg::algorithm));
    let prefix = jitjoin::aot::symbol_prefix(&p.path);
    let data = p.make_data(None)?;
    let c = jitjoin::aot::compile(&p, &data, &t, &prefix)?;
    for f in jitjoin::aot::write(&out, &prefix, &c.object, &c.header, &c.json)? {
        eprintln!("wrote {}", f.display());
    }
    let Some(tc) = toolchain else { return Ok(()) };
    let tmp = tempfile::tempdir().map_err(|e| Error::Internal(format!("a temporary directory: {e}")))?;
    let source = tmp.path().join("jitjoin_host.c");
    std::fs::write(&source, jitjoin::aot::HOST_SOURCE).map_err(|e| Error::Internal(e.to_string()))?;
    let exe = tmp.path().join(&prefix);
    tc.link(&source, &prefix, &[&out.join(format!("{prefix}.o"))], &exe)?;
    let csv = match csv {
        Some(dir) => dir,
        None => {
            let dir = tmp.path().join("data");
            p.write_tables(&data, &dir)?;
            dir
        }
    };
    let json = out.join(format!("{prefix}.json"));
    let threads = threads.to_string();
    print!("{}", tc.run(&exe, &[json.as_os_str(), csv.as_os_str(), threads.as_ref()])?);
    Ok(())
}

/// Print every kernel's listing.
pub fn asm(args: AsmArgs) -> Result<(), Error> {
    let AsmArgs { plan, target, emit, syntax, algorithm, sets } = args;
    let t = &target.resolve()?;
    let p = load_plan(plan.as_deref(), &sets)?.with_algorithm(algorithm.map(AlgorithmArg::algorithm));
    let data = p.make_data(None)?;
    let workers = jitjoin::runtime::workers::Workers::host(&WorkerOptions::default())?;
    let listings = jitjoin::runtime::exec::listings(&p.query, &data, t, &workers)?;
    let emit = match (emit, syntax) {
        (EmitArg::Clif, _) => jitjoin::Emit::Clif,
        (EmitArg::Vcode, _) => jitjoin::Emit::Vcode,
        (EmitArg::Asm, SyntaxArg::Att) => jitjoin::Emit::Asm(jitjoin::compiler::engine::jit::disasm::Syntax::Att),
        (EmitArg::Asm, SyntaxArg::Intel) => jitjoin::Emit::Asm(jitjoin::compiler::engine::jit::disasm::Syntax::Intel),
    };
    print!("{}", jitjoin::asm_text(t, &listings, emit)?);
    Ok(())
}

/// Print the physical plan.
pub fn explain(args: ExplainArgs) -> Result<(), Error> {
    let ExplainArgs { plan, target, algorithm, sets, threads, numa } = args;
    let p = load_plan(plan.as_deref(), &sets)?.with_algorithm(algorithm.map(AlgorithmArg::algorithm));
    let t = target.resolve()?;
    let name = if t.name == "host" {
        format!("host ({})", jitjoin::host_target())
    } else {
        format!("{} ({})", t.name, t.isa.triple)
    };
    let machine = target.machine()?;
    let options = WorkerOptions {
        threads: threads.map(|n| n as usize),
        virtual_nodes: numa.virtual_nodes.map(|n| n as usize),
        numa: numa.numa,
        machine,
        merge: numa.merge(&t)?,
        merge_by_model: numa.merge_by_model(),
        ..Default::default()
    };
    jitjoin::runtime::workers::check(&options)?;
    let data = p.make_data(None)?;
    let workers = jitjoin::workers_for(&p.query, &data, &t, &options)?;
    print!("{}", jitjoin::explain::explain_plan(&p, &data, &t, &workers, &name, &jitjoin::explain::machine_facts(&t))?);
    Ok(())
}
