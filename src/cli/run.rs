//! `jitjoin check`, `jitjoin run` (and `sql`) and `jitjoin gen`: verify a plan, run it, write
//! its tables.

use super::common::*;
use jitjoin::{Engine, Error, WorkerOptions};
use serde_json::json;
use std::path::PathBuf;
use std::time::Instant;

#[derive(clap::Args)]
pub struct CheckArgs {
    /// The plan file (default: the built-in examples/fk_sum.jj).
    pub plan: Option<PathBuf>,
    /// Override a generator parameter: TABLE.PARAM=VALUE (e.g. R.rows=2^20, S.hit=0.5).
    #[arg(long = "set", value_name = "TABLE.PARAM=VALUE")]
    pub sets: Vec<String>,
}

#[derive(clap::Args)]
pub struct RunArgs {
    /// The plan file, or a SQL query (.sql) (default: the built-in examples/fk_sum.jj).
    pub plan: Option<PathBuf>,
    #[arg(long, value_parser = parse_engine, default_value = "jit")]
    pub engine: Engine,
    /// Worker threads (default: one per chosen core; more than the cores wrap around).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=4096))]
    pub threads: Option<u32>,
    /// Run on these CPUs only, like `numactl -C` (e.g. 0-31 or 0,2,4).
    #[arg(long, value_name = "LIST", value_parser = parse_list)]
    pub cpus: Option<List>,
    /// Run on the CPUs of these NUMA nodes only (e.g. 0 or 0-1), or `auto`: for a plan
    /// whose structure exceeds the caches (bandwidth-bound), the node(s) and thread count
    /// at which `jitjoin calibrate` measured the most read bandwidth; all cores otherwise.
    #[arg(long, value_name = "LIST|auto", value_parser = parse_nodes)]
    pub nodes: Option<Nodes>,
    /// Do not pin workers to CPUs (they keep the process's CPU set).
    #[arg(long)]
    pub no_pin: bool,
    #[command(flatten)]
    pub numa: NumaArgs,
    /// Compile for and plan for this target instead of the host (it must run here; see
    /// `jitjoin targets`).
    #[command(flatten)]
    pub target: TargetArgs,
    /// Run every join with this algorithm, overriding the plan's `using` clauses.
    #[arg(long, value_enum, value_name = "ALGORITHM")]
    pub algorithm: Option<AlgorithmArg>,
    /// Partition a radix join's probe side in blocks of this many rows, one reused buffer
    /// for all (default: planned, at least twice the partitioned structure; `explain`
    /// shows it).
    #[arg(long, value_name = "ROWS", value_parser = clap::value_parser!(u64).range(1..))]
    pub probe_block_rows: Option<u64>,
    #[arg(long = "set", value_name = "TABLE.PARAM=VALUE")]
    pub sets: Vec<String>,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Write the rows of an `emit` query to this file: CSV, Parquet or Arrow IPC, by its
    /// extension (.csv, .parquet, .arrow).
    #[arg(long, value_name = "FILE.csv|.parquet|.arrow")]
    pub out: Option<PathBuf>,
}

#[derive(clap::Args)]
pub struct GenArgs {
    /// The plan file (default: the built-in examples/fk_sum.jj).
    pub plan: Option<PathBuf>,
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
    /// The files' format.
    #[arg(long = "format", value_enum, default_value_t = FileFormatArg::Csv)]
    pub file_format: FileFormatArg,
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=4096))]
    pub threads: Option<u32>,
    #[arg(long = "set", value_name = "TABLE.PARAM=VALUE")]
    pub sets: Vec<String>,
}

/// Print the plan's canonical text.
pub fn check(args: CheckArgs) -> Result<(), Error> {
    let CheckArgs { plan, sets } = args;
    let p = load_plan(plan.as_deref(), &sets)?;
    print!("{}", p.plan);
    Ok(())
}

/// Make the data, run the query, print (and write) the result.
pub fn run(args: RunArgs) -> Result<(), Error> {
    let RunArgs {
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
    } = args;
    let p = load_plan(plan.as_deref(), &sets)?.with_algorithm(algorithm.map(AlgorithmArg::algorithm));
    let threads = threads.map(|t| t as usize);
    let machine = target.machine()?;
    let target = target.resolve()?;
    let (nodes, threads, cpus) = match nodes {
        Some(Nodes::Auto) => {
            let auto = jitjoin::model::auto_nodes(&p, &target, threads, numa.numa);
            eprintln!("--nodes auto: {}", auto.why);
            (auto.nodes, auto.threads, cpus.map(|l| l.0).or(auto.cpus))
        }
        Some(Nodes::List(l)) => (Some(l), threads, cpus.map(|l| l.0)),
        None => (None, threads, cpus.map(|l| l.0)),
    };
    let workers = WorkerOptions {
        threads,
        cpus,
        nodes,
        no_pin,
        virtual_nodes: numa.virtual_nodes.map(|n| n as usize),
        numa: numa.numa,
        machine,
        merge: numa.merge(&target)?,
        merge_by_model: numa.merge_by_model(),
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

/// Write every table of the plan.
pub fn gen_tables(args: GenArgs) -> Result<(), Error> {
    let GenArgs { plan, out, file_format, threads, sets } = args;
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
