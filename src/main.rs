//! The `jitjoin` command line. Exit status: 0 on success, 2 when the plan, an argument or the
//! data is at fault, 1 for an internal error.

use clap::{Parser, Subcommand, ValueEnum};
use jitjoin::{Engine, Error, PlanFile, WorkerOptions};
use serde_json::json;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

#[derive(Parser)]
#[command(name = "jitjoin", version, about = "A code-generating JIT join compiler", long_about = None)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
    /// Read table NAME from a file (.parquet, .arrow, .csv): a SQL query's tables, or a
    /// replacement for a plan's table. Repeatable.
    #[arg(long = "table", value_name = "NAME=PATH", global = true, value_parser = parse_table)]
    tables: Vec<(String, PathBuf)>,
}

/// `NAME=PATH`, the path made absolute (it is given relative to where jitjoin runs, while a
/// plan's own paths start at the plan's directory).
fn parse_table(s: &str) -> Result<(String, PathBuf), String> {
    let (name, path) = s.split_once('=').ok_or_else(|| format!("`{s}` is not NAME=PATH"))?;
    if name.is_empty() || path.is_empty() {
        return Err(format!("`{s}` is not NAME=PATH"));
    }
    let path = std::path::absolute(path).map_err(|e| format!("{path}: {e}"))?;
    Ok((name.to_string(), path))
}

/// The `--table` bindings, set once when the command line is read.
static TABLES: std::sync::OnceLock<Vec<(String, PathBuf)>> = std::sync::OnceLock::new();

#[derive(Subcommand)]
enum Cmd {
    /// Verify a plan and print its canonical text.
    Check {
        /// The plan file (default: the built-in examples/fk_sum.jj).
        plan: Option<PathBuf>,
        /// Override a generator parameter: TABLE.PARAM=VALUE (e.g. R.rows=2^20, S.hit=0.5).
        #[arg(long = "set", value_name = "TABLE.PARAM=VALUE")]
        sets: Vec<String>,
    },
    /// Make the plan's data and run the query (`jitjoin sql q.sql` is the same).
    #[command(alias = "sql")]
    Run {
        /// The plan file, or a SQL query (.sql) (default: the built-in examples/fk_sum.jj).
        plan: Option<PathBuf>,
        #[arg(long, value_enum, default_value_t = Engine::Jit)]
        engine: Engine,
        /// Worker threads (default: one per chosen core; more than the cores wrap around).
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=4096))]
        threads: Option<u32>,
        /// Run on these CPUs only, like `numactl -C` (e.g. 0-31 or 0,2,4).
        #[arg(long, value_name = "LIST", value_parser = parse_list)]
        cpus: Option<List>,
        /// Run on the CPUs of these NUMA nodes only (e.g. 0 or 0-1), or `auto`: for a plan
        /// whose structure exceeds the caches (bandwidth-bound), the node(s) and thread count
        /// at which `jitjoin calibrate` measured the most read bandwidth; all cores otherwise.
        #[arg(long, value_name = "LIST|auto", value_parser = parse_nodes)]
        nodes: Option<Nodes>,
        /// Do not pin workers to CPUs (they keep the process's CPU set).
        #[arg(long)]
        no_pin: bool,
        #[command(flatten)]
        numa: NumaArgs,
        /// Compile for and plan for this target instead of the host (it must run here; see
        /// `jitjoin targets`).
        #[command(flatten)]
        target: TargetArgs,
        /// Run every join with this algorithm, overriding the plan's `using` clauses.
        #[arg(long, value_enum, value_name = "ALGORITHM")]
        algorithm: Option<AlgorithmArg>,
        /// Partition a radix join's probe side in blocks of this many rows, one reused buffer
        /// for all (default: planned, at least twice the partitioned structure; `explain`
        /// shows it).
        #[arg(long, value_name = "ROWS", value_parser = clap::value_parser!(u64).range(1..))]
        probe_block_rows: Option<u64>,
        #[arg(long = "set", value_name = "TABLE.PARAM=VALUE")]
        sets: Vec<String>,
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// Write the rows of an `emit` query to this file: CSV, Parquet or Arrow IPC, by its
        /// extension (.csv, .parquet, .arrow).
        #[arg(long, value_name = "FILE.csv|.parquet|.arrow")]
        out: Option<PathBuf>,
    },
    /// Write every table of the plan as DIR/<table>.csv (or .parquet, .arrow).
    Gen {
        /// The plan file (default: the built-in examples/fk_sum.jj).
        plan: Option<PathBuf>,
        #[arg(long, value_name = "DIR")]
        out: PathBuf,
        /// The files' format.
        #[arg(long = "format", value_enum, default_value_t = FileFormatArg::Csv)]
        file_format: FileFormatArg,
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=4096))]
        threads: Option<u32>,
        #[arg(long = "set", value_name = "TABLE.PARAM=VALUE")]
        sets: Vec<String>,
    },
    /// Compile the plan's kernels ahead of time for a target: DIR/<plan>.o (ELF), a C header
    /// and a JSON description of the kernels and their context blocks.
    Compile {
        /// The plan file (default: the built-in examples/fk_sum.jj).
        plan: Option<PathBuf>,
        #[command(flatten)]
        target: TargetArgs,
        /// The directory to write into (created if missing).
        #[arg(long, value_name = "DIR")]
        out: PathBuf,
        /// Run every join with this algorithm, overriding the plan's `using` clauses.
        #[arg(long, value_enum, value_name = "ALGORITHM")]
        algorithm: Option<AlgorithmArg>,
        #[arg(long = "set", value_name = "TABLE.PARAM=VALUE")]
        sets: Vec<String>,
        /// Then link the object with the reference host (host/jitjoin_host.c) and run it:
        /// natively, or for aarch64 under qemu-aarch64; prints its results as JSON.
        #[arg(long)]
        run: bool,
        /// With --run: the tables as CSV (DIR/<table>.csv, as `jitjoin gen` writes them);
        /// default: the plan's own data, the data it was compiled for.
        #[arg(long, value_name = "DIR", requires = "run")]
        data: Option<PathBuf>,
        /// With --run: threads the host program runs on.
        #[arg(long, default_value_t = 1, requires = "run", value_parser = clap::value_parser!(u32).range(1..=256))]
        threads: u32,
    },
    /// Print every kernel of the plan compiled for a target (any preset, also foreign ones).
    Asm {
        /// The plan file (default: the built-in examples/fk_sum.jj).
        plan: Option<PathBuf>,
        #[command(flatten)]
        target: TargetArgs,
        /// What to print: Cranelift's IR as generated (clif), its listing of the machine code
        /// after register allocation (vcode; AT&T syntax on x86-64), or the emitted bytes
        /// disassembled (asm).
        #[arg(long, value_enum, default_value_t = EmitArg::Vcode)]
        emit: EmitArg,
        /// The x86-64 syntax of `--emit asm`.
        #[arg(long, value_enum, default_value_t = SyntaxArg::Att)]
        syntax: SyntaxArg,
        /// Run every join with this algorithm, overriding the plan's `using` clauses.
        #[arg(long, value_enum, value_name = "ALGORITHM")]
        algorithm: Option<AlgorithmArg>,
        #[arg(long = "set", value_name = "TABLE.PARAM=VALUE")]
        sets: Vec<String>,
    },
    /// Show the physical plan, each decision with its reason, for the host or a target preset.
    Explain {
        /// The plan file (default: the built-in examples/fk_sum.jj).
        plan: Option<PathBuf>,
        #[command(flatten)]
        target: TargetArgs,
        /// Run every join with this algorithm, overriding the plan's `using` clauses.
        #[arg(long, value_enum, value_name = "ALGORITHM")]
        algorithm: Option<AlgorithmArg>,
        #[arg(long = "set", value_name = "TABLE.PARAM=VALUE")]
        sets: Vec<String>,
    },
    /// Time engines, targets and algorithms over a sweep of a plan parameter.
    Bench {
        /// The plan file (default: the built-in examples/fk_sum.jj).
        plan: Option<PathBuf>,
        /// The parameter to sweep, doubling from FROM to TO: TABLE.PARAM=FROM..TO
        /// (e.g. R.rows=2^10..2^20). Without it, PLAN may be a directory: a suite, every
        /// `.jj` in it run once per engine (e.g. examples/ssb --set '*.scale=10').
        #[arg(long, value_name = "TABLE.PARAM=FROM..TO")]
        sweep: Option<String>,
        #[arg(long = "set", value_name = "TABLE.PARAM=VALUE")]
        sets: Vec<String>,
        /// Engines to time, comma-separated: jit, generic, interp.
        #[arg(long, value_name = "LIST", default_value = "jit,generic")]
        engines: String,
        /// Targets for the JIT, comma-separated: host or presets that run here.
        #[arg(long, value_name = "LIST", default_value = "host")]
        targets: String,
        /// Algorithms forced on every join, comma-separated: auto, hash, radix, vector
        /// (default: the plan's own `using` choices).
        #[arg(long, value_name = "LIST")]
        algorithm: Option<String>,
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=4096))]
        threads: Option<u32>,
        /// Timed repetitions per point and configuration (after one warm-up run).
        #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=1000))]
        reps: u32,
        /// NUMA strategies to time, comma-separated: oblivious, local, replicate-fine,
        /// replicate-coarse, psn, rr.
        #[arg(long, value_name = "LIST", default_value = "local")]
        numa: String,
        /// Split the workers into N groups acting as NUMA nodes.
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024))]
        virtual_nodes: Option<u32>,
        /// Write every measurement to this JSON file.
        #[arg(long, value_name = "FILE.json")]
        json: Option<PathBuf>,
        /// Plot throughput against the swept parameter (SVG, or PNG for a .png name).
        #[arg(long, value_name = "FILE.svg")]
        plot: Option<PathBuf>,
    },
    /// Measure this machine and store what `--target host` plans with: the effective last-level
    /// cache, latency from every node's cores to every node's memory, and read and copy
    /// bandwidth against the number of threads, per node and across nodes.
    Calibrate,
    /// Predict the time of every NUMA strategy and algorithm over a sweep, for any target (the
    /// cost model behind `--numa auto`; no data is made).
    Model {
        /// The plan file (default: the built-in examples/fk_sum.jj).
        plan: Option<PathBuf>,
        #[command(flatten)]
        target: TargetArgs,
        /// The parameter to sweep, doubling from FROM to TO: TABLE.PARAM=FROM..TO
        /// (e.g. R.rows=2^5..2^29).
        #[arg(long, value_name = "TABLE.PARAM=FROM..TO")]
        sweep: String,
        #[arg(long = "set", value_name = "TABLE.PARAM=VALUE")]
        sets: Vec<String>,
        /// Price R and S as stored split by key across the nodes already (no partitioning pass).
        #[arg(long = "static")]
        static_partitioned: bool,
        /// Write every prediction to this JSON file.
        #[arg(long, value_name = "FILE.json")]
        json: Option<PathBuf>,
        /// Plot predicted time against the swept parameter (SVG, or PNG for a .png name).
        #[arg(long, value_name = "FILE.svg")]
        plot: Option<PathBuf>,
    },
    /// Differential fuzzing: random plans run on every engine, algorithm, thread count and
    /// runnable target, compared with the interpreter; a mismatch is shrunk into a reproducer.
    Fuzz {
        /// Seed of the first plan; plan i has seed SEED + i (default: today, as days since
        /// 1970 times 10^6).
        #[arg(long)]
        seed: Option<u64>,
        /// Stop after this many plans.
        #[arg(long)]
        plans: Option<u64>,
        /// Stop after this long: 90s, 10m, 2h (default: 2m, unless --plans is given).
        #[arg(long, value_parser = jitjoin::fuzz::parse_duration)]
        time: Option<Duration>,
        /// Where reproducers of mismatches are written.
        #[arg(long, default_value = "tests/fuzz/repro")]
        out: PathBuf,
        /// Run the JIT in checked mode: every kernel load and store is bounds-checked, and an
        /// access outside the run's memory stops the process (many times slower).
        #[arg(long)]
        checked: bool,
        /// Also run every N-th plan through the object-file path (compiled ahead of time, linked
        /// with host/jitjoin_host.c); 0 never.
        #[arg(long, value_name = "N", default_value_t = 25)]
        aot_every: u64,
    },
    /// List the target presets and show the host: ISA features, cores, NUMA nodes and caches.
    Targets {
        /// Measure the host's effective cache sizes again and store them.
        #[arg(long)]
        calibrate: bool,
    },
}

/// Which target to compile and plan for, and what to change about it.
/// Where the workers' nodes come from and how structures are placed on them.
#[derive(clap::Args, Clone, Debug, Default)]
struct NumaArgs {
    /// How join structures and tables are placed on the workers' NUMA nodes: auto (the cost
    /// model's choice for the target; `explain` shows it), oblivious, local (interleaved, the
    /// study's --basic-numa), replicate-fine, replicate-coarse, psn (partitioned per node) or
    /// rr (build side replicated to every node).
    #[arg(long, value_name = "STRATEGY", default_value = "auto", value_parser = parse_strategy)]
    numa: jitjoin::runtime::exec::Strategy,
    /// Split the chosen workers into N groups that act as NUMA nodes (their own replicas,
    /// partitions and morsel queues; memory binding does nothing on them).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024))]
    virtual_nodes: Option<u32>,
    /// Merge nodes into one logical node each for replication and partitioning: auto (the
    /// nodes of one package, by SLIT distance: a Kunpeng 920 socket's two dies), off, or
    /// groups such as 0,1/2,3.
    #[arg(long, value_name = "auto|off|GROUPS", default_value = "off")]
    merge_nodes: String,
}

impl NumaArgs {
    /// The node groups `--merge-nodes` asks for on `target` (`None`: no merging).
    fn merge(&self, target: &jitjoin::Target) -> Result<Option<Vec<Vec<usize>>>, Error> {
        match self.merge_nodes.as_str() {
            "off" => Ok(None),
            "auto" => {
                let m = &target.machine;
                let groups = jitjoin::compiler::plan::numa::package_groups(&m.numa_distances, m.numa_nodes as usize);
                Ok(groups.iter().any(|g| g.len() > 1).then_some(groups))
            }
            text => text
                .split('/')
                .map(|g| parse_list(g).map(|l| l.0))
                .collect::<Result<Vec<_>, _>>()
                .map(Some)
                .map_err(|e| Error::Usage(format!("--merge-nodes {text}: {e}; write groups as 0,1/2,3"))),
        }
    }
}

fn parse_strategy(s: &str) -> Result<jitjoin::runtime::exec::Strategy, String> {
    jitjoin::runtime::exec::Strategy::parse(s).ok_or_else(|| {
        let names: Vec<&str> = jitjoin::runtime::exec::Strategy::ALL.iter().map(|s| s.name()).collect();
        format!("no strategy `{s}`; choose auto or one of {}", names.join(", "))
    })
}

#[derive(clap::Args, Clone, Debug, Default)]
struct TargetArgs {
    /// A preset from `jitjoin targets`, `host`, or a target triple (e.g.
    /// aarch64-unknown-linux-gnu: that architecture's baseline ISA).
    #[arg(long, value_name = "PRESET|TRIPLE")]
    target: Option<String>,
    /// Take the ISA flags and caches of this preset CPU (same architecture).
    #[arg(long, value_name = "PRESET")]
    cpu: Option<String>,
    /// Add or remove ISA features, e.g. +avx2,-avx512f.
    #[arg(long, value_name = "+F,-F", allow_hyphen_values = true)]
    features: Option<String>,
    /// The last-level cache size to plan for, e.g. 32MiB.
    #[arg(long, value_name = "SIZE")]
    l3: Option<String>,
    /// Take caches, cores and NUMA nodes from an hwloc XML topology (`lstopo FILE.xml`).
    #[arg(long, value_name = "FILE.xml")]
    topology: Option<PathBuf>,
}

impl TargetArgs {
    /// With `--topology`: the machine whose nodes the workers are placed on.
    fn machine(&self) -> Result<Option<jitjoin::runtime::workers::Machine>, Error> {
        let Some(p) = &self.topology else { return Ok(None) };
        let topo = jitjoin::runtime::host::topology::xml_topology(p).map_err(|e| Error::Usage(e.to_string()))?;
        Ok(Some(jitjoin::runtime::workers::Machine::from_topology(&topo, None)))
    }

    /// The resolved target: the host (detected, and calibrated if it never was) unless a
    /// preset or triple is named, with the overrides applied. The one place the host is
    /// resolved.
    fn resolve(&self) -> Result<jitjoin::Target, Error> {
        let l3 = match &self.l3 {
            Some(s) => Some(
                jitjoin::ir::size::parse_size(s.trim_end_matches("iB").trim_end_matches('B'))
                    .map_err(|e| Error::Usage(format!("--l3 {s}: {e}; write e.g. 32MiB")))?,
            ),
            None => None,
        };
        let topology = match &self.topology {
            Some(p) => {
                let topo =
                    jitjoin::runtime::host::topology::xml_topology(p).map_err(|e| Error::Usage(e.to_string()))?;
                Some(jitjoin::runtime::host::caches::facts(&topo, &p.display().to_string()))
            }
            None => None,
        };
        let o = jitjoin::target::Overrides { cpu: self.cpu.clone(), features: self.features.clone(), l3, topology };
        let host = jitjoin::runtime::host::caches::host_target();
        Ok(jitjoin::target::resolve(self.target.as_deref().unwrap_or("host"), &o, &host)?)
    }
}

#[derive(Clone, Copy, PartialEq, ValueEnum)]
enum AlgorithmArg {
    Auto,
    Hash,
    Radix,
    Vector,
}

impl AlgorithmArg {
    fn algorithm(self) -> jitjoin::ir::plan::Algorithm {
        use jitjoin::ir::plan::Algorithm;
        match self {
            AlgorithmArg::Auto => Algorithm::Auto,
            AlgorithmArg::Hash => Algorithm::Hash,
            AlgorithmArg::Radix => Algorithm::Radix,
            AlgorithmArg::Vector => Algorithm::Vector,
        }
    }
}

#[derive(Clone, Copy, PartialEq, ValueEnum)]
enum EmitArg {
    Clif,
    Vcode,
    Asm,
}

#[derive(Clone, Copy, PartialEq, ValueEnum)]
enum SyntaxArg {
    Att,
    Intel,
}

#[derive(Clone, Copy, PartialEq, ValueEnum)]
enum FileFormatArg {
    Csv,
    Parquet,
    Arrow,
}

impl FileFormatArg {
    fn format(self) -> jitjoin::ir::plan::FileFormat {
        use jitjoin::ir::plan::FileFormat as F;
        match self {
            FileFormatArg::Csv => F::Csv,
            FileFormatArg::Parquet => F::Parquet,
            FileFormatArg::Arrow => F::Arrow,
        }
    }
}

#[derive(Clone, Copy, PartialEq, ValueEnum)]
enum Format {
    Text,
    Json,
}

fn main() -> ExitCode {
    // SAFETY: restoring the default disposition of SIGPIPE before any thread starts, so that
    // `jitjoin … | head` ends quietly, as command-line tools do, instead of panicking in
    // `println!` on a closed pipe.
    unsafe { libc::signal(libc::SIGPIPE, libc::SIG_DFL) };
    let mut cli = Cli::parse();
    TABLES.set(std::mem::take(&mut cli.tables)).expect("set once");
    match std::panic::catch_unwind(|| dispatch(cli)) {
        Ok(Ok(())) => ExitCode::SUCCESS,
        Ok(Err(e)) => {
            eprintln!("error: {e}");
            ExitCode::from(if e.is_user_error() { 2 } else { 1 })
        }
        Err(_) => {
            eprintln!("error: internal error (a panic, reported above); please file a bug with the plan");
            ExitCode::from(1)
        }
    }
}

fn dispatch(cli: Cli) -> Result<(), Error> {
    match cli.cmd {
        Cmd::Check { plan, sets } => {
            let p = load_plan(plan.as_deref(), &sets)?;
            print!("{}", p.plan);
            Ok(())
        }
        Cmd::Run {
            plan,
            engine,
            threads,
            cpus,
            nodes,
            no_pin,
            numa,
            target,
            algorithm,
            probe_block_rows,
            sets,
            format,
            out,
        } => {
            let p = load_plan(plan.as_deref(), &sets)?.with_algorithm(algorithm.map(AlgorithmArg::algorithm));
            let threads = threads.map(|t| t as usize);
            let machine = target.machine()?;
            let target = target.resolve()?;
            let (nodes, threads) = match nodes {
                Some(Nodes::Auto) => {
                    let (nodes, threads, why) = auto_nodes(&p, &target, threads);
                    eprintln!("--nodes auto: {why}");
                    (nodes, threads)
                }
                Some(Nodes::List(l)) => (Some(l), threads),
                None => (None, threads),
            };
            let workers = WorkerOptions {
                threads,
                cpus: cpus.map(|l| l.0),
                nodes,
                no_pin,
                virtual_nodes: numa.virtual_nodes.map(|n| n as usize),
                numa: numa.numa,
                machine,
                merge: numa.merge(&target)?,
                probe_block_rows: probe_block_rows.map(|r| r as usize),
            };
            // Before any data is made: can this machine give these workers, and the output
            // be written?
            jitjoin::runtime::workers::check(&workers)?;
            // Before any data is made: can the output be written?
            if let Some(path) = &out {
                jitjoin::format_of(path)?;
            }
            let t0 = Instant::now();
            let (data, placement) = p.make_data_on(threads, &workers)?;
            let load = t0.elapsed() - placement;
            let steal = jitjoin::runtime::host::steal::stolen();
            let report = jitjoin::execute_for(&p, &data, engine, &workers, &target)?;
            let steal = steal.zip(jitjoin::runtime::host::steal::stolen()).map(|(a, b)| b.saturating_sub(a));
            let table = jitjoin::result_table(&p, &report)?;
            if let Some(path) = &out {
                jitjoin::write_result(path, &table)?;
            }
            match format {
                Format::Text => print!("{}", jitjoin::report::text(&p, &report, &table, load)),
                Format::Json => {
                    let mut v = jitjoin::report::json(&p, &report, &table, load);
                    if let Some(steal) = steal {
                        // Summed over every CPU of the machine, not only the workers'.
                        v["timings_ms"]["steal"] = json!(steal.as_secs_f64() * 1e3);
                    }
                    if p.query.tables.iter().any(|t| t.partition.is_some()) {
                        // Static pre-partitioning happens when the data is loaded.
                        v["timings_ms"]["placement"] = json!(placement.as_secs_f64() * 1e3);
                    }
                    println!("{v}")
                }
            }
            Ok(())
        }
        Cmd::Gen { plan, out, file_format, threads, sets } => {
            let p = load_plan(plan.as_deref(), &sets)?;
            let threads = threads.map(|t| t as usize);
            jitjoin::runtime::workers::check(&WorkerOptions { threads, ..Default::default() })?;
            let data = p.make_data(threads)?;
            std::fs::create_dir_all(&out)
                .map_err(|source| Error::Data(jitjoin::runtime::DataError::Write { path: out.clone(), source }))?;
            for path in p.write_tables_as(&data, &out, file_format.format())? {
                eprintln!("wrote {path}");
            }
            Ok(())
        }
        Cmd::Compile { plan, target, out, algorithm, sets, run, data: csv, threads } => {
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
        Cmd::Asm { plan, target, emit, syntax, algorithm, sets } => {
            let t = &target.resolve()?;
            let p = load_plan(plan.as_deref(), &sets)?.with_algorithm(algorithm.map(AlgorithmArg::algorithm));
            let data = p.make_data(None)?;
            let workers = jitjoin::runtime::workers::Workers::host(&WorkerOptions::default())?;
            let listings = jitjoin::runtime::exec::listings(&p.query, &data, t, &workers)?;
            let emit = match (emit, syntax) {
                (EmitArg::Clif, _) => jitjoin::Emit::Clif,
                (EmitArg::Vcode, _) => jitjoin::Emit::Vcode,
                (EmitArg::Asm, SyntaxArg::Att) => {
                    jitjoin::Emit::Asm(jitjoin::compiler::engine::jit::disasm::Syntax::Att)
                }
                (EmitArg::Asm, SyntaxArg::Intel) => {
                    jitjoin::Emit::Asm(jitjoin::compiler::engine::jit::disasm::Syntax::Intel)
                }
            };
            print!("{}", jitjoin::asm_text(t, &listings, emit)?);
            Ok(())
        }
        Cmd::Explain { plan, target, algorithm, sets } => {
            let p = load_plan(plan.as_deref(), &sets)?.with_algorithm(algorithm.map(AlgorithmArg::algorithm));
            let t = target.resolve()?;
            let name = if t.name == "host" {
                format!("host ({})", jitjoin::host_target())
            } else {
                format!("{} ({})", t.name, t.isa.triple)
            };
            let data = p.make_data(None)?;
            let workers = jitjoin::runtime::workers::Workers::host(&WorkerOptions::default())?;
            let caches = jitjoin::compiler::plan::CacheModel::of(&t);
            // The plan that runs: over the columns nulls are lowered to, when it reads any.
            let text = jitjoin::ir::strings::lower(&p.query, &data).map_err(jitjoin::runtime::exec::ExecError::from)?;
            let codes = text.as_ref().unwrap_or(&p.query);
            let lowered = jitjoin::ir::nulls::lower(codes, &data).map_err(jitjoin::runtime::exec::ExecError::from)?;
            let (q, d) = lowered.as_ref().map_or((codes, &data), |l| (&l.query, &l.data));
            let planned = jitjoin::runtime::exec::plan(q, d, &workers, &caches, jitjoin::runtime::exec::Carried::Kept)?;
            let machine = machine_facts(&t);
            print!("{}", jitjoin::explain::sources(&p)?);
            if let Some(t) = &text {
                print!("{}", jitjoin::explain::strings(&p.query, t));
            }
            if let Some(l) = &lowered {
                print!("{}", jitjoin::explain::nulls(codes, &l.query));
            }
            print!("{}", jitjoin::explain::explain(&planned.query, d, &planned, &name, &machine));
            if let Some(first) = planned.query.joins.first() {
                let (r, s) = (data.tables[first.build].rows as u64, data.tables[p.query.probe].rows as u64);
                // The plan's widths: its hash slots at load ½, or its vector's elements.
                let b = &planned.builds[0];
                let widths = match &b.lookup {
                    jitjoin::compiler::layout::Lookup::Hash(l) => {
                        (2.0 * l.slot_size as f64, jitjoin::compiler::plan::numa::VECTOR_BYTES)
                    }
                    jitjoin::compiler::layout::Lookup::Vector(v) => (
                        jitjoin::compiler::plan::numa::HASH_BYTES,
                        if v.width() == 0 { 0.125 } else { v.width() as f64 },
                    ),
                };
                print!("{}", jitjoin::explain::numa_section(&t, r, s, false, Some(widths)));
            }
            Ok(())
        }
        Cmd::Fuzz { seed, plans, time, out, checked, aot_every } => fuzz(seed, plans, time, out, checked, aot_every),
        Cmd::Calibrate => calibrate(),
        Cmd::Model { plan, target, sweep, sets, static_partitioned, json, plot } => {
            let t = target.resolve()?;
            let (param, values) = jitjoin::bench::parse_sweep(&sweep)?;
            let points = jitjoin::model::sweep(
                |s| load_plan(plan.as_deref(), s),
                &t,
                &param,
                &values,
                &sets,
                static_partitioned,
            )?;
            print!("{}", jitjoin::model::table(&param, &points));
            if let Some(path) = &json {
                let text = serde_json::to_string_pretty(&jitjoin::model::json(&t, &param, &points))
                    .map_err(|e| Error::Internal(e.to_string()))?;
                std::fs::write(path, text + "\n")
                    .map_err(|source| Error::Data(jitjoin::runtime::DataError::Write { path: path.clone(), source }))?;
            }
            if let Some(path) = &plot {
                jitjoin::model::plot(path, &t, &param, &points)?;
            }
            Ok(())
        }
        Cmd::Targets { calibrate } => {
            if calibrate {
                self::calibrate()?;
            }
            print_targets()
        }
        Cmd::Bench {
            plan,
            sweep,
            sets,
            engines,
            targets,
            algorithm,
            threads,
            reps,
            numa,
            virtual_nodes,
            json,
            plot,
        } => {
            let numa = list(&numa).iter().map(|s| parse_strategy(s).map_err(Error::Usage)).collect::<Result<_, _>>()?;
            let run = BenchRun { threads, reps, numa, virtual_nodes: virtual_nodes.map(|v| v as usize) };
            match sweep {
                Some(sweep) => bench(plan, sweep, sets, engines, targets, algorithm, run, json, plot),
                None => bench_suite(plan, sets, engines, run, json),
            }
        }
    }
}

fn calibrate() -> Result<(), Error> {
    use indicatif::{ProgressBar, ProgressStyle};
    use jitjoin::runtime::host::calibrate;
    use std::io::IsTerminal;
    let bar = if std::io::stderr().is_terminal() { ProgressBar::new(0) } else { ProgressBar::hidden() };
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} measurements, {elapsed}")
            .map_err(|e| Error::Internal(e.to_string()))?,
    );
    let mut c = calibrate::measure();
    let numa = calibrate::measure_numa(|done, total| {
        bar.set_length(total as u64);
        bar.set_position(done as u64);
    });
    bar.finish_and_clear();
    println!(
        "effective last level  {} (latency knee of a pointer chase, 256 KiB … 64 MiB)",
        human_bytes(c.effective_llc)
    );
    if let Some(f) = c.faults {
        let huge = f.page_2m_ns.map_or("not given by the kernel".to_string(), |ns| format!("{:.0} µs", ns / 1e3));
        println!(
            "fresh pages           4 KiB page {:.2} µs, 2 MiB huge page {huge} (first write, clearing included)",
            f.page_4k_ns / 1e3
        );
    }
    if let Some(p) = &c.probe {
        println!(
            "probe or partition    ns per row and thread, {} threads; a random read within a {} band: {:.2}",
            p.threads,
            human_bytes(p.band.0),
            p.band.1
        );
        println!(
            "  per row: partition where a random read costs more than a radix pass and a band's read \
             (`explain` adds each way's fresh pages)"
        );
        println!("{:>12} {:>14} {:>16} {:>14}", "structure", "random read", "radix pass", "per row");
        for s in &p.sizes {
            let wins = s.random_ns > s.partition_ns + p.band.1;
            println!(
                "{:>12} {:>14.2} {:>16} {:>14}",
                human_bytes(s.bytes),
                s.random_ns,
                format!("2^{} {:.2}", s.bits, s.partition_ns),
                if wins { "partition" } else { "do not" }
            );
        }
    }
    println!("latency (ns per dependent load, 64 MiB chase): rows are the cores' node, columns the memory's");
    print!("{:>8}", "");
    for n in &numa.nodes {
        print!(" {:>8}", format!("node {n}"));
    }
    println!();
    for (i, row) in numa.latency_ns.iter().enumerate() {
        print!("{:>8}", format!("node {}", numa.nodes[i]));
        for v in row {
            print!(" {v:>8.1}");
        }
        println!();
    }
    println!("{:>10} {:>8} {:>10} {:>10}", "nodes", "threads", "read GB/s", "copy GB/s");
    for b in &numa.bandwidth {
        let on = b.node.map_or("all".to_string(), |n| n.to_string());
        println!("{on:>10} {:>8} {:>10.1} {:>10.1}", b.threads, b.read_gbs, b.copy_gbs);
    }
    if let Some(best) = numa.bandwidth.iter().max_by(|a, b| a.read_gbs.total_cmp(&b.read_gbs)) {
        let most = numa.bandwidth.iter().filter(|b| b.node == best.node).map(|b| b.threads).max().unwrap_or(1);
        if best.threads < most {
            println!(
                "read bandwidth peaks at {} threads ({:.1} GB/s), below the {most} available: bandwidth-bound work \
                 runs best on fewer cores",
                best.threads, best.read_gbs
            );
        }
    }
    c.numa = Some(numa);
    let path = calibrate::save(&c).map_err(|e| Error::Internal(format!("cannot store the calibration: {e}")))?;
    println!("stored {}; `--target host` plans with it", path.display());
    Ok(())
}

/// Comma-separated entries.
fn list(s: &str) -> Vec<String> {
    s.split(',').map(str::trim).filter(|x| !x.is_empty()).map(String::from).collect()
}

/// How each bench configuration runs.
struct BenchRun {
    threads: Option<u32>,
    reps: u32,
    numa: Vec<jitjoin::runtime::exec::Strategy>,
    virtual_nodes: Option<usize>,
}

#[allow(clippy::too_many_arguments)]
fn bench(
    plan: Option<PathBuf>,
    sweep: String,
    sets: Vec<String>,
    engines: String,
    targets: String,
    algorithm: Option<String>,
    run: BenchRun,
    json: Option<PathBuf>,
    plot: Option<PathBuf>,
) -> Result<(), Error> {
    use indicatif::{ProgressBar, ProgressStyle};
    use std::io::IsTerminal;
    let BenchRun { threads, reps, numa, virtual_nodes } = run;
    let (param, values) = jitjoin::bench::parse_sweep(&sweep)?;
    let engines = parse_engines(&engines)?;
    let targets = list(&targets)
        .iter()
        .map(|t| match t.as_str() {
            "host" => Ok(jitjoin::runtime::host::caches::host_target()),
            name => {
                let p = jitjoin::target::preset(name)?;
                if !p.runs_on_host() {
                    return Err(Error::Usage(format!(
                        "--targets: `{name}` cannot run on this host; `jitjoin targets` lists the presets that do"
                    )));
                }
                Ok(p.clone())
            }
        })
        .collect::<Result<Vec<_>, Error>>()?;
    let algorithms = match &algorithm {
        None => vec![None],
        Some(a) => list(a)
            .iter()
            .map(|a| {
                jitjoin::ir::plan::Algorithm::from_name(a).map(Some).ok_or_else(|| {
                    Error::Usage(format!("--algorithm: unknown algorithm `{a}`; use auto, hash, radix or vector"))
                })
            })
            .collect::<Result<Vec<_>, _>>()?,
    };
    if engines.is_empty() || targets.is_empty() || algorithms.is_empty() || numa.is_empty() {
        return Err(Error::Usage("--engines, --targets, --algorithm and --numa need at least one entry each".into()));
    }
    let spec = jitjoin::bench::BenchSpec {
        param: param.clone(),
        values,
        sets,
        engines,
        targets,
        algorithms,
        threads: threads.map(|t| t as usize),
        reps: reps as usize,
        numa,
        virtual_nodes,
    };
    jitjoin::runtime::workers::check(&WorkerOptions { threads: spec.threads, virtual_nodes, ..Default::default() })?;
    let name = plan.as_ref().map_or("builtin/fk_sum.jj".to_string(), |p| p.display().to_string());
    let bar = if std::io::stderr().is_terminal() { ProgressBar::new(0) } else { ProgressBar::hidden() };
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} runs, {elapsed} (eta {eta})")
            .map_err(|e| Error::Internal(e.to_string()))?,
    );
    let all = jitjoin::bench::run(
        |s| load_plan(plan.as_deref(), s),
        &spec,
        |done, total| {
            bar.set_length(total);
            bar.set_position(done);
        },
    )?;
    bar.finish_and_clear();
    print!("{}", jitjoin::bench::table(&param, &all));
    if let Some(path) = &json {
        let text = serde_json::to_string_pretty(&jitjoin::bench::json(&spec, &name, &all))
            .map_err(|e| Error::Internal(e.to_string()))?;
        std::fs::write(path, text + "\n")
            .map_err(|source| Error::Data(jitjoin::runtime::DataError::Write { path: path.clone(), source }))?;
    }
    if let Some(path) = &plot {
        let title = format!("{name}: throughput against {param}");
        jitjoin::bench::plot(path, &param, &title, &all)?;
    }
    Ok(())
}

fn parse_engines(engines: &str) -> Result<Vec<Engine>, Error> {
    list(engines)
        .iter()
        .map(|e| match e.as_str() {
            "jit" => Ok(Engine::Jit),
            "generic" => Ok(Engine::Generic),
            "interp" => Ok(Engine::Interp),
            other => Err(Error::Usage(format!("--engines: unknown engine `{other}`; use jit, generic or interp"))),
        })
        .collect()
}

/// `jitjoin bench PLAN|DIR` without `--sweep`: every plan of a directory (sorted by name), or
/// the one plan, timed on each engine.
fn bench_suite(
    plan: Option<PathBuf>,
    sets: Vec<String>,
    engines: String,
    run: BenchRun,
    json: Option<PathBuf>,
) -> Result<(), Error> {
    use indicatif::{ProgressBar, ProgressStyle};
    use std::io::IsTerminal;
    let engines = parse_engines(&engines)?;
    if engines.is_empty() {
        return Err(Error::Usage("--engines needs at least one engine".into()));
    }
    let BenchRun { threads, reps, .. } = run;
    let threads = threads.map(|t| t as usize);
    jitjoin::runtime::workers::check(&WorkerOptions { threads, ..Default::default() })?;
    let paths: Vec<PathBuf> = match &plan {
        Some(dir) if dir.is_dir() => {
            let read = |source| Error::Data(jitjoin::runtime::DataError::Io { path: dir.clone(), source });
            let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
                .map_err(read)?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "jj"))
                .collect();
            v.sort();
            if v.is_empty() {
                return Err(Error::Usage(format!("bench: {} holds no .jj plan", dir.display())));
            }
            v
        }
        _ => Vec::new(),
    };
    let plans: Vec<PlanFile> = if paths.is_empty() {
        vec![load_plan(plan.as_deref(), &sets)?]
    } else {
        paths.iter().map(|p| load_plan(Some(p), &sets)).collect::<Result<_, _>>()?
    };
    let bar = if std::io::stderr().is_terminal() { ProgressBar::new(0) } else { ProgressBar::hidden() };
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} runs, {elapsed} (eta {eta})")
            .map_err(|e| Error::Internal(e.to_string()))?,
    );
    let all = jitjoin::bench::suite(&plans, &engines, threads, reps as usize, |done, total| {
        bar.set_length(total);
        bar.set_position(done);
    })?;
    bar.finish_and_clear();
    print!("{}", jitjoin::bench::suite_table(&engines, &all));
    if let Some(path) = &json {
        let text = serde_json::to_string_pretty(&jitjoin::bench::suite_json(threads, reps as usize, &all))
            .map_err(|e| Error::Internal(e.to_string()))?;
        std::fs::write(path, text + "\n")
            .map_err(|source| Error::Data(jitjoin::runtime::DataError::Write { path: path.clone(), source }))?;
    }
    Ok(())
}

/// The built-in default plan: the study's foreign-key join.
const BUILTIN_PLAN: &str = include_str!("../examples/fk_sum.jj");

fn load_plan(path: Option<&std::path::Path>, sets: &[String]) -> Result<PlanFile, Error> {
    match path {
        Some(p) => PlanFile::load_with(p, sets, TABLES.get().map_or(&[][..], Vec::as_slice)),
        None => PlanFile::from_text("builtin/fk_sum.jj".as_ref(), BUILTIN_PLAN, sets),
    }
}

/// A list of CPU or node numbers, as `numactl` writes them.
#[derive(Clone, Debug)]
struct List(Vec<usize>);

/// `--nodes`: a list, or `auto`.
#[derive(Clone, Debug)]
enum Nodes {
    List(Vec<usize>),
    Auto,
}

fn parse_nodes(s: &str) -> Result<Nodes, String> {
    if s == "auto" { Ok(Nodes::Auto) } else { parse_list(s).map(|l| Nodes::List(l.0)) }
}

/// `--nodes auto`: all cores for a plan whose first structure fits the caches; for one that
/// does not (bandwidth-bound), the nodes and threads of the calibrated read-bandwidth peak.
/// The nodes and threads to run on (None: as given), and what was decided.
fn auto_nodes(
    p: &PlanFile,
    target: &jitjoin::Target,
    threads: Option<usize>,
) -> (Option<Vec<usize>>, Option<usize>, String) {
    use jitjoin::compiler::plan::numa::{HASH_BYTES, NumaMachine};
    let m = NumaMachine::of(target);
    let r = p.query.joins.first().and_then(|j| jitjoin::model::rows(p, j.build).ok());
    let bytes = r.map_or(0.0, |r| r as f64 * HASH_BYTES);
    let caches = m.llc * m.nodes as f64;
    if bytes <= caches {
        return (
            None,
            threads,
            format!("the structure (about {}) fits the caches: all cores", human_bytes(bytes as u64)),
        );
    }
    let curve = jitjoin::runtime::host::calibrate::load().and_then(|c| c.numa).map(|n| n.bandwidth).unwrap_or_default();
    match jitjoin::runtime::host::calibrate::bandwidth_choice(&curve) {
        Some(b) => (
            b.node.map(|n| vec![n]),
            Some(threads.unwrap_or(b.threads)),
            format!(
                "bandwidth-bound (structure about {} > caches {}): {} with {} threads, where `jitjoin calibrate` \
                 measured the most read bandwidth ({:.1} GB/s)",
                human_bytes(bytes as u64),
                human_bytes(caches as u64),
                b.node.map_or("every node".to_string(), |n| format!("node {n}")),
                b.threads,
                b.read_gbs
            ),
        ),
        None => (None, threads, "no bandwidth calibration (run `jitjoin calibrate`): all cores".to_string()),
    }
}

/// `jitjoin fuzz`: progress on stderr every ten seconds, a summary at the end, exit 1 on a
/// mismatch.
fn fuzz(
    seed: Option<u64>,
    plans: Option<u64>,
    time: Option<Duration>,
    out: PathBuf,
    checked: bool,
    aot_every: u64,
) -> Result<(), Error> {
    let seed = seed.unwrap_or_else(jitjoin::fuzz::todays_seed);
    let time = time.or(plans.is_none().then(|| Duration::from_secs(120)));
    let current = std::env::temp_dir().join(format!("jitjoin-fuzz-{}.jj", std::process::id()));
    eprintln!("fuzz: seed {seed}; a crash leaves its plan in {}", current.display());
    let o = jitjoin::fuzz::Options {
        seed,
        plans,
        time,
        out,
        current: Some(current),
        stop_on_failure: false,
        checked,
        aot_every,
    };
    let mut last = Instant::now();
    let rep = jitjoin::fuzz::run(&o, |r| {
        if last.elapsed() >= Duration::from_secs(10) {
            last = Instant::now();
            eprintln!(
                "fuzz: {} plans, {} runs, {} refused, {} mismatches, {:.0} s",
                r.plans,
                r.runs,
                r.refused,
                r.failures.len(),
                r.elapsed.as_secs_f64()
            );
        }
    })?;
    println!(
        "{} plans agreed with the interpreter over {} engine runs, {} of them also through the object-file \
         path ({} refused by the verifier or the data generator); seeds {}..{}; {:.1} s",
        rep.plans - rep.failures.len() as u64,
        rep.runs,
        rep.aot_plans,
        rep.refused,
        seed,
        rep.next_seed,
        rep.elapsed.as_secs_f64()
    );
    for (why, n) in rep.refusals.iter().take(5) {
        println!("  refused {n}×: {why}");
    }
    if rep.failures.is_empty() {
        return Ok(());
    }
    for f in &rep.failures {
        println!("mismatch, seed {} on {}: {}\n  reproducer: {}", f.seed, f.config, f.msg, f.reproducer.display());
    }
    Err(Error::Internal(format!("{} plans disagreed with the interpreter", rep.failures.len())))
}

/// `0-3,8,10-11` → [0, 1, 2, 3, 8, 10, 11].
fn parse_list(s: &str) -> Result<List, String> {
    let mut out = Vec::new();
    for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let num = |t: &str| t.trim().parse::<usize>().map_err(|_| format!("`{t}` is not a number in `{s}`"));
        match part.split_once('-') {
            Some((a, b)) => {
                let (a, b) = (num(a)?, num(b)?);
                if a > b {
                    return Err(format!("range `{part}` is empty"));
                }
                out.extend(a..=b);
            }
            None => out.push(num(part)?),
        }
    }
    if out.is_empty() {
        return Err("empty list".into());
    }
    Ok(List(out))
}

fn human_bytes(n: u64) -> String {
    jitjoin::runtime::error::Bytes(n as u128).to_string()
}

/// A target's layout and memory facts on one line.
fn machine_facts(t: &jitjoin::Target) -> String {
    let m = &t.machine;
    let n = m.numa_nodes as usize;
    let rows: Vec<String> = m
        .numa_distances
        .chunks(n.max(1))
        .map(|r| r.iter().map(ToString::to_string).collect::<Vec<_>>().join(" "))
        .collect();
    let pages: Vec<String> = m.page_sizes.iter().map(|&p| human_bytes(p)).collect();
    format!(
        "{} cores, {} NUMA node(s) (distances {}), {}-bit SIMD, {} B lines, L2 TLB {} entries, pages {}, memory {} ns and {} GB/s",
        m.cores,
        m.numa_nodes,
        rows.join(" / "),
        t.simd_bits(),
        t.caches.line,
        t.caches.tlb_entries,
        pages.join(" "),
        t.caches.mem_latency_ns,
        m.mem_bandwidth_gbs
    )
}

fn print_targets() -> Result<(), Error> {
    use jitjoin::runtime::host::topology;
    println!("presets (use with --target):");
    for t in jitjoin::target::presets() {
        let l3 = t
            .caches
            .l3
            .map_or("no L3".to_string(), |b| format!("L3 {} per {} cores", human_bytes(b), t.caches.l3_shared_by));
        let runs = if t.runs_on_host() { "runs here" } else { "asm only here" };
        println!(
            "  {:<15} {:<27} L2 {:>9}, {l3}; {} — {runs}",
            t.name,
            t.isa.triple,
            human_bytes(t.caches.l2),
            t.description
        );
        println!("  {:<15} {}", "", machine_facts(t));
    }
    println!();
    let topo = topology::host_topology().map_err(|e| Error::Internal(e.to_string()))?;
    let m = topology::describe(&topo);
    println!("host      {}", jitjoin::host_target());
    if let Some(model) = &m.cpu_model {
        println!("cpu       {model}");
    }
    println!("isa       {}", topology::host_isa_features().join(" "));
    println!("packages  {}   cores {}   logical cpus {}", m.packages, m.cores, m.pus);
    for n in &m.numa_nodes {
        let mem = n.memory.map_or("?".to_string(), human_bytes);
        println!("numa      node {}: {} cpus, {mem}", n.os_index, n.cpus);
    }
    for c in &m.caches {
        let line = c.line.map_or(String::new(), |l| format!(", {l} B lines"));
        println!("L{}        {} × {}, shared by {} cpu(s){line}", c.level, c.count, human_bytes(c.size), c.shared_by);
    }
    let host = jitjoin::runtime::host::caches::host_target();
    let model = jitjoin::compiler::plan::CacheModel::of(&host);
    println!();
    println!("`--target host` resolves to: {} with {}", host.isa.triple, host.isa.flags.join(" "));
    println!("  {}", machine_facts(&host));
    println!(
        "  planned for: L2 {}, {} {} (nominal L3 {})",
        human_bytes(model.l2),
        model.llc_name,
        human_bytes(model.llc),
        host.caches.l3.map_or("none".to_string(), human_bytes)
    );
    match jitjoin::runtime::host::calibrate::stored() {
        Some(c) => {
            let sweep: Vec<String> =
                c.latency.iter().map(|(b, ns)| format!("{} {ns:.0} ns", human_bytes(*b))).collect();
            println!("  latency sweep: {}", sweep.join(", "));
        }
        None => println!("  no latency sweep stored (`jitjoin targets --calibrate` makes one)"),
    }
    Ok(())
}
