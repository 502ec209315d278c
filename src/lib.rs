//! # jitjoin
//!
//! A code-generating JIT join compiler. This crate ties the workspace together: it loads a plan
//! file (with `--set` overrides), makes its data, runs it on an engine and reports the result.
//! The `jitjoin` binary is a thin command-line layer over these functions.
//!
//! ```no_run
//! let plan = jitjoin::PlanFile::load("examples/fk_sum.jj".as_ref(), &["R.rows=1K".into()])?;
//! let data = plan.make_data(None)?;
//! let report = jitjoin::execute(&plan, &data, jitjoin::Engine::Jit, &Default::default())?;
//! println!("{:?}", report.result.aggregates);
//! # Ok::<(), jitjoin::Error>(())
//! ```

pub mod aot;
pub mod bench;
pub mod compare;
pub mod explain;
pub mod model;
pub mod report;
pub mod session;
pub mod sql;
pub use jitjoin_ir as ir;
pub use jitjoin_runtime as runtime;

pub use compiler::target::{self, Target};
use ir::params::{SetError, apply_set};
use ir::{Dataset, Plan, PlanErrors, Query, QueryResult};
pub use jitjoin_compiler as compiler;
use runtime::DataError;
pub use runtime::workers::WorkerOptions;
pub use session::{Prepared, Results, Session, TableBuilder};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Everything that can go wrong, split into the user's errors (exit status 2) and ours (1).
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{0}")]
    Plan(#[from] PlanErrors),
    #[error("{0}")]
    Set(#[from] SetError),
    #[error("{0}")]
    Sql(#[from] sql::SqlError),
    #[error("{0}")]
    Data(#[from] DataError),
    #[error("{path}: cannot read the plan: {source}")]
    ReadPlan { path: PathBuf, source: std::io::Error },
    /// A bad combination of arguments, with what to do instead.
    #[error("{0}")]
    Usage(String),
    #[error("{0}")]
    Exec(#[from] runtime::exec::ExecError),
    #[error("{0}")]
    Workers(#[from] runtime::workers::WorkerError),
    #[error("{0}")]
    Target(#[from] compiler::target::TargetError),
    /// A result value its type cannot hold (a decimal sum beyond 38 digits).
    #[error("{0}")]
    Overflow(String),
    #[error("internal error: {0}")]
    Internal(String),
}

impl Error {
    /// True when the input (plan, arguments, data) is at fault rather than jitjoin.
    pub fn is_user_error(&self) -> bool {
        use runtime::workers::WorkerError as W;
        match self {
            Error::Internal(_) => false,
            Error::Exec(e) => e.is_user_error(),
            Error::Workers(w) => !matches!(w, W::Panic { .. }),
            _ => true,
        }
    }
}

/// A plan read from a file, with `--set` overrides applied and verified.
#[derive(Clone, Debug)]
pub struct PlanFile {
    pub path: PathBuf,
    /// Where relative CSV paths start: the plan file's directory.
    pub base_dir: PathBuf,
    pub plan: Plan,
    pub query: Query,
}

/// Write a table's columns to `path` in `format`, each of the kind `kinds` says (shorter:
/// numbers): decimals as Decimal128 (CSV: their text with the point), dates as Date32 (CSV:
/// `YYYY-MM-DD`).
pub fn write_columns(
    path: &Path,
    format: ir::plan::FileFormat,
    names: &[&str],
    kinds: &[ir::Logical],
    t: &ir::TableData,
) -> Result<(), Error> {
    Ok(runtime::data::files::write_table(path, format, names, kinds, t)?)
}

/// The format a file's extension names: `.csv`, `.parquet` (or `.pq`), `.arrow` (or
/// `.feather`, `.ipc`).
pub fn format_of(path: &Path) -> Result<ir::plan::FileFormat, Error> {
    ir::plan::FileFormat::from_extension(path).ok_or_else(|| {
        Error::Usage(format!(
            "{}: cannot tell the format from the extension; name the file .csv, .parquet or .arrow",
            path.display()
        ))
    })
}

/// Point tables of a `.jj` plan at files (`--table NAME=PATH`): the table reads the file
/// instead, and its declared columns (generators dropped) are checked against the file's.
pub fn bind_tables(plan: &mut Plan, tables: &[(String, PathBuf)]) -> Result<(), Error> {
    for (name, path) in tables {
        let known = plan.tables.iter().map(|t| t.name.name.clone()).collect::<Vec<_>>().join(", ");
        let t = plan.tables.iter_mut().find(|t| t.name.name == *name).ok_or_else(|| {
            Error::Usage(format!("--table {name}={}: the plan has no table `{name}`; it has {known}", path.display()))
        })?;
        let format = format_of(path)?;
        t.source = ir::plan::Source::File { format, path: path.to_string_lossy().into_owned() };
        if format.has_schema() {
            // The file says the columns: let it, so a generated table's declaration need not match.
            t.columns.clear();
        } else {
            t.columns.iter_mut().for_each(|c| c.generator = None);
        }
    }
    Ok(())
}

impl PlanFile {
    /// Write every table of `data` (this plan's) as `dir/<table>.csv`, as `jitjoin gen` does;
    /// the files written, with their rows.
    pub fn write_tables(&self, data: &Dataset, dir: &Path) -> Result<Vec<String>, Error> {
        self.write_tables_as(data, dir, ir::plan::FileFormat::Csv)
    }

    /// Write every table of `data` (this plan's) as `dir/<table>.<format>`: CSV, Parquet or
    /// Arrow IPC; the files written, with their rows.
    pub fn write_tables_as(
        &self,
        data: &Dataset,
        dir: &Path,
        format: ir::plan::FileFormat,
    ) -> Result<Vec<String>, Error> {
        std::fs::create_dir_all(dir).map_err(|source| DataError::Write { path: dir.to_path_buf(), source })?;
        let mut out = Vec::new();
        for (decl, t) in self.plan.tables.iter().zip(&data.tables) {
            let names: Vec<&str> = decl.columns.iter().map(|c| c.name.name.as_str()).collect();
            let kinds: Vec<ir::Logical> = decl.columns.iter().map(|c| c.logical).collect();
            let path = dir.join(format!("{}.{}", t.name, format.param()));
            write_columns(&path, format, &names, &kinds, t)?;
            out.push(format!("{} ({} rows)", path.display(), t.rows));
        }
        Ok(out)
    }

    pub fn load(path: &Path, sets: &[String]) -> Result<PlanFile, Error> {
        PlanFile::load_with(path, sets, &[])
    }

    /// Read a plan (`.jj`) or a SQL query (`.sql`), with `tables` naming files for tables
    /// (`--table NAME=PATH`): a SQL query's tables, or replacements for a plan's sources.
    pub fn load_with(path: &Path, sets: &[String], tables: &[(String, PathBuf)]) -> Result<PlanFile, Error> {
        let bytes = std::fs::read(path).map_err(|source| Error::ReadPlan { path: path.into(), source })?;
        let file = path.display().to_string();
        let text = ir::plan_text(&file, &bytes).map_err(PlanErrors::from)?;
        let base_dir = path.parent().map_or_else(|| PathBuf::from("."), Path::to_path_buf);
        let is_sql = path.extension().is_some_and(|e| e.eq_ignore_ascii_case("sql"));
        let mut plan = if is_sql {
            sql::translate(&file, text, tables, &base_dir)?
        } else {
            let mut plan = ir::parse(&file, text).map_err(PlanErrors::from)?;
            bind_tables(&mut plan, tables)?;
            plan
        };
        for s in sets {
            apply_set(&mut plan, s)?;
        }
        PlanFile::from_plan(path, plan)
    }

    /// A plan built in code (or translated from SQL), with its Parquet and Arrow tables'
    /// columns taken from their files, verified. `path` names it in messages, and its
    /// directory is where relative file paths start.
    pub fn from_plan(path: &Path, mut plan: Plan) -> Result<PlanFile, Error> {
        let file = path.display().to_string();
        let base_dir = path.parent().map_or_else(|| PathBuf::from("."), Path::to_path_buf);
        check_bench_tables(&file, &plan)?;
        runtime::data::files::resolve_schemas(&mut plan, &base_dir)?;
        let query = ir::verify(&file, &plan)?;
        Ok(PlanFile { path: path.into(), base_dir, plan, query })
    }

    pub fn from_text(path: &Path, text: &str, sets: &[String]) -> Result<PlanFile, Error> {
        let mut plan = ir::parse(&path.display().to_string(), text).map_err(PlanErrors::from)?;
        for s in sets {
            apply_set(&mut plan, s)?;
        }
        PlanFile::from_plan(path, plan)
    }

    /// The plan with every join forced onto `algorithm` (unchanged for `None`).
    pub fn with_algorithm(mut self, algorithm: Option<ir::plan::Algorithm>) -> PlanFile {
        if let Some(a) = algorithm {
            self.query.joins.iter_mut().for_each(|j| j.algorithm = a);
        }
        self
    }

    /// Generate or read the plan's tables, on `threads` threads (all cores when `None`).
    /// Generated data is the same whatever the thread count.
    pub fn make_data(&self, threads: Option<usize>) -> Result<Dataset, Error> {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads.unwrap_or(0))
            .build()
            .map_err(|e| Error::Internal(format!("cannot start data threads: {e}")))?;
        Ok(pool.install(|| runtime::load(&self.plan, &self.query.filters, &self.base_dir))?)
    }

    /// [`PlanFile::make_data`], then the tables with a `partition:` column stored split by it
    /// across the nodes of `workers` (static pre-partitioning); the data and the time that
    /// placement took.
    pub fn make_data_on(&self, threads: Option<usize>, workers: &WorkerOptions) -> Result<(Dataset, Duration), Error> {
        let mut data = self.make_data(threads)?;
        let t0 = std::time::Instant::now();
        if self.query.tables.iter().any(|t| t.partition.is_some()) {
            let pool = runtime::workers::Workers::host(workers)?;
            runtime::exec::numa::place_tables(&self.query, &mut data, &pool)?;
        }
        Ok((data, t0.elapsed()))
    }
}

/// Which engine executes the query: the one engine type of the public interface (the
/// command line's `--engine` parses into it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    /// The reference interpreter: tuple at a time, the oracle for the others.
    Interp,
    /// Precompiled Rust kernels, parameterised at run time.
    Generic,
    /// Kernels compiled for this query and target with Cranelift.
    Jit,
}

impl Engine {
    pub const ALL: [Engine; 3] = [Engine::Interp, Engine::Generic, Engine::Jit];

    /// The engine named `name` (`interp`, `generic` or `jit`).
    pub fn parse(name: &str) -> Option<Engine> {
        Engine::ALL.into_iter().find(|e| e.name() == name)
    }

    pub fn name(self) -> &'static str {
        match self {
            Engine::Interp => "interp",
            Engine::Generic => "generic",
            Engine::Jit => "jit",
        }
    }
}

/// The outcome of one run, with what ran and how long each phase took.
#[derive(Clone, Debug)]
pub struct RunReport {
    pub engine: Engine,
    pub threads: usize,
    pub target: String,
    /// Per join, named by its build table: the algorithm that ran.
    pub algorithms: Vec<(String, String)>,
    pub result: QueryResult,
    /// Time the query waited for code.
    pub compile: Duration,
    /// Time spent compiling on any thread: a kernel compiled while the builds ran is in it
    /// whole, and in `compile` only for what the probe waited.
    pub compile_work: Duration,
    /// Deriving the columns nulls are lowered to, for the compiled engines (zero when the
    /// query reads no column holding a null).
    pub nulls: Duration,
    pub build: Duration,
    pub probe: Duration,
    /// An adaptive start: rows the builds and the probe ran on the generic engine while the
    /// JIT's kernels compiled.
    pub generic_build_rows: u64,
    pub generic_probe_rows: u64,
    /// JIT kernels compiled by this run, and reused from the process's kernel cache.
    pub kernels_compiled: usize,
    pub kernels_cached: usize,
    /// How the structures were placed on the workers' nodes (not for the interpreter).
    pub numa: Option<runtime::exec::NumaReport>,
    /// The JIT kernels this run defined, each with its compile time.
    pub kernel_times: Vec<compiler::engine::KernelTime>,
    /// Blocks the partitioned probe side was cut into (1 when it was not partitioned).
    pub probe_blocks: u64,
    /// The physical plan that ran (the compiled engines'; `None` for the interpreter).
    pub plan: Option<compiler::physical::PhysicalPlan>,
}

impl RunReport {
    /// Everything after the data is in memory: compile + build + probe, lowering nulls, and a
    /// NUMA strategy's partitioning pass and block copies.
    pub fn total(&self) -> Duration {
        let numa = self.numa.as_ref().map_or(Duration::ZERO, |n| n.numa_partition + n.replicate);
        self.compile + self.nulls + self.build + self.probe + numa
    }
}

/// What `asm` prints of each kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Emit {
    /// Cranelift's IR as generated.
    Clif,
    /// Cranelift's listing after register allocation.
    Vcode,
    /// The machine code's bytes disassembled (Capstone), in this syntax on x86-64.
    Asm(compiler::engine::jit::disasm::Syntax),
}

/// Kernel listings as text, each headed by its target, flags and what it does.
pub fn asm_text(t: &Target, listings: &[compiler::engine::jit::Listing], emit: Emit) -> Result<String, Error> {
    let mut out = format!(
        "; target {} ({}): {}\n; flags: {}\n",
        t.name,
        t.isa.triple,
        t.description,
        if t.isa.flags.is_empty() { "(baseline)".to_string() } else { t.isa.flags.join(" ") }
    );
    if emit == Emit::Clif {
        let legend: Vec<String> = [
            compiler::engine::jit::Op::Loop,
            compiler::engine::jit::Op::Filter,
            compiler::engine::jit::Op::Insert,
            compiler::engine::jit::Op::Simd,
            compiler::engine::jit::Op::Stages,
            compiler::engine::jit::Op::Join(0),
            compiler::engine::jit::Op::Sink,
            compiler::engine::jit::Op::Histogram,
            compiler::engine::jit::Op::Scatter,
        ]
        .iter()
        .map(|op| format!("@{:04x} {}", op.code(), op.describe()))
        .collect();
        out += &format!("; source locations: {}; @0011 join 1, …\n", legend.join(", "));
    }
    for l in listings {
        out += &format!("\n; kernel {}\n", l.kernel);
        let words: Vec<String> = l.context_names.iter().enumerate().map(|(i, w)| format!("+{}: {w}", 8 * i)).collect();
        out += &format!(
            "; context block (first argument): {}\n",
            if words.is_empty() { "unused".to_string() } else { words.join(", ") }
        );
        match emit {
            Emit::Clif => out += &l.clif,
            Emit::Vcode => out += &l.vcode,
            Emit::Asm(syntax) => {
                out += &compiler::engine::jit::disasm::disassemble(&t.isa.triple, &l.code, &l.ops, syntax)
                    .map_err(Error::Internal)?
            }
        }
    }
    Ok(out)
}

/// The model's workload for `q`'s first join: its build rows against the probe rows, pre-
/// partitioned when both tables are stored split by their join keys (`partition:`).
pub fn model_workload(q: &Query, data: &Dataset) -> Option<compiler::plan::numa::Workload> {
    let first = q.joins.first()?;
    let stored = |t: usize, col: usize| q.tables[t].partition == Some(col);
    let split = stored(first.build, first.build_keys[0])
        && first.probe_keys[0].table == q.probe
        && stored(q.probe, first.probe_keys[0].col);
    Some(compiler::plan::numa::Workload::study(
        data.tables[first.build].rows as u64,
        data.tables[q.probe].rows as u64,
        split,
    ))
}

/// The strategies `--numa auto` may take for `q`: coarse-grained replication of a hash join
/// probes every node's sub-table, which adds up only for one such join that keeps matches.
pub fn auto_strategies(q: &Query) -> Vec<compiler::plan::numa::Strategy> {
    use compiler::plan::numa::Strategy;
    let single = q.joins.len() == 1 && q.joins[0].kind != ir::plan::JoinKind::Anti;
    Strategy::ALL.into_iter().filter(|&s| single || s != Strategy::ReplicateCoarse).collect()
}

/// What `--numa auto` takes for `q` on `target`'s nodes `layout`: the cost model's cheapest
/// strategy × algorithm for the first join (with the algorithm the plan asks for), on the
/// layout as it is and, where `may_merge`, with each package's nodes merged; the merged
/// groups when merging won, and why.
pub fn auto_strategy(
    q: &Query,
    data: &Dataset,
    target: &Target,
    layout: &compiler::plan::numa::Layout,
    may_merge: bool,
) -> (compiler::plan::numa::Strategy, Option<Vec<Vec<usize>>>, String) {
    use compiler::plan::numa::{Strategy, algorithms_for, choose_over, merged_layout};
    let (Some(first), Some(w)) = (q.joins.first(), model_workload(q, data)) else {
        return (Strategy::Local, None, "no join: local".into());
    };
    let mut layouts = vec![layout.clone()];
    layouts.extend(merged_layout(target, layout).filter(|_| may_merge));
    match choose_over(target, &layouts, &w, algorithms_for(first.algorithm), &auto_strategies(q)) {
        Some((l, c, total)) => {
            let why = format!(
                "{} {} on {} is predicted cheapest at {:.2} ms",
                c.strategy.name(),
                c.algorithm.name(),
                l.describe(),
                total * 1e3
            );
            (c.strategy, l.merged().then_some(l.groups), why)
        }
        None => (Strategy::Local, None, "nothing priced: local".into()),
    }
}

/// A run's result as its query presents it (columns in order, named and typed), or the
/// overflow of a value its type cannot hold.
pub fn result_table(p: &PlanFile, r: &RunReport) -> Result<ir::ResultTable, Error> {
    ir::ResultTable::of(&p.query, &r.result).map_err(Error::Overflow)
}

/// Write a run's result to `path` as CSV, Parquet or Arrow IPC, by its extension.
pub fn write_result(path: &Path, t: &ir::ResultTable) -> Result<(), Error> {
    Ok(runtime::data::files::write_result(path, format_of(path)?, t)?)
}

/// The host as a target name, e.g. `x86_64-linux`.
pub fn host_target() -> String {
    format!("{}-{}", std::env::consts::ARCH, std::env::consts::OS)
}

/// Run a verified plan on its data, compiling for and planning for the host CPU (resolved
/// here, once; see [`runtime::host::caches::host_target`]). `workers` says which CPUs the
/// generic and JIT engines use (the interpreter is single-threaded by design).
pub fn execute(plan: &PlanFile, data: &Dataset, engine: Engine, workers: &WorkerOptions) -> Result<RunReport, Error> {
    execute_for(plan, data, engine, workers, &runtime::host::caches::host_target())
}

/// Like [`execute`], for a resolved target the host can execute: the JIT compiles for it and
/// the planner sizes structures for its caches.
pub fn execute_for(
    plan: &PlanFile,
    data: &Dataset,
    engine: Engine,
    workers: &WorkerOptions,
    target: &Target,
) -> Result<RunReport, Error> {
    let q = &plan.query;
    match engine {
        Engine::Interp => {
            let (mut result, t) = ir::interp::run(q, data);
            if result.overflow {
                return Err(runtime::exec::ExecError::overflow(q).into());
            }
            result.dicts = ir::strings::result_dictionaries(q, data);
            Ok(RunReport {
                engine,
                threads: 1,
                target: host_target(),
                algorithms: q.joins.iter().map(|j| (q.tables[j.build].name.clone(), "interp".to_string())).collect(),
                result,
                compile: t.compile,
                compile_work: t.compile,
                nulls: Duration::ZERO,
                build: t.build,
                probe: t.probe,
                generic_build_rows: 0,
                generic_probe_rows: 0,
                kernels_compiled: 0,
                kernels_cached: 0,
                numa: None,
                kernel_times: Vec::new(),
                probe_blocks: 1,
                plan: None,
            })
        }
        Engine::Generic | Engine::Jit => {
            let pool = workers_for(q, data, target, workers)?;
            // The process's settings (installed by the command line from the environment) say
            // whether the JIT runs checked and where it keeps kernels.
            let settings = runtime::settings::current();
            let mut kernels = runtime::exec::engine_keeping_kernels(engine == Engine::Jit, target, settings)?;
            let caches = compiler::plan::CacheModel::of(target);
            let r = runtime::exec::execute(q, data, kernels.as_mut(), &pool, &caches)?;
            Ok(RunReport {
                engine,
                threads: pool.len(),
                target: if target.name == "host" {
                    host_target()
                } else {
                    format!("{} ({})", target.name, target.isa.triple)
                },
                algorithms: r.algorithms,
                result: r.result,
                compile: r.compile,
                compile_work: r.compile_work,
                nulls: r.nulls,
                build: r.build,
                probe: r.probe,
                generic_build_rows: r.generic_build_rows,
                generic_probe_rows: r.generic_probe_rows,
                kernels_compiled: r.kernels_compiled,
                kernels_cached: r.kernels_cached,
                numa: Some(r.numa),
                kernel_times: r.kernel_times,
                probe_blocks: r.probe_blocks.count,
                plan: Some(r.plan),
            })
        }
    }
}

/// The workers `options` ask for, with their NUMA strategy settled: `auto` is the model's
/// choice for `target` once the workers turn out to span more than one node (on one, every
/// strategy only adds overhead to `local`). `run` runs on them and `explain` plans for them.
pub fn workers_for(
    q: &ir::query::Query,
    data: &Dataset,
    target: &Target,
    options: &WorkerOptions,
) -> Result<runtime::workers::Workers, Error> {
    use compiler::plan::numa::Strategy;
    let auto = options.numa == Strategy::Auto;
    let mut opts = WorkerOptions { numa: if auto { Strategy::Local } else { options.numa }, ..options.clone() };
    let mut pool = runtime::workers::Workers::host(&opts)?;
    let n = target.machine.numa_nodes as usize;
    // The model's nodes are the target's; virtual nodes are groups of one node's cores, on
    // which every strategy only adds overhead.
    let nodes: Vec<usize> = pool.nodes().into_iter().filter(|&i| i < n).collect();
    if auto && nodes.len() > 1 && options.virtual_nodes.is_none() {
        let layout = compiler::plan::numa::Layout {
            groups: match &options.merge {
                Some(groups) => groups.clone(),
                None => nodes.iter().map(|&i| vec![i]).collect(),
            },
            threads_per_node: None,
        };
        let (chosen, merge, _) =
            auto_strategy(q, data, target, &layout, options.merge_by_model && options.merge.is_none());
        if chosen != Strategy::Local || merge.is_some() {
            opts.numa = chosen;
            opts.merge = merge.or(opts.merge);
            pool = runtime::workers::Workers::host(&opts)?;
        }
    }
    Ok(pool)
}

/// Every table made by a benchmark's generator names one of its tables, and declares only
/// its columns, with their types: errors at the table's or column's place in `file`.
fn check_bench_tables(file: &str, plan: &ir::plan::Plan) -> Result<(), PlanErrors> {
    use ir::plan::Source;
    use ir::{PlanError, PlanErrorKind};
    let mut errors = Vec::new();
    for t in &plan.tables {
        let Source::Bench { suite, table, .. } = &t.source else { continue };
        let schema = match runtime::data::bench_schema(*suite, table) {
            Ok(s) => s,
            Err(known) => {
                let msg = format!("{} has no table `{table}`", suite.param());
                let help = format!(
                    "its tables are {known}; name the table after one, or say which with `table: NAME` beside `{}:`",
                    suite.param()
                );
                errors.push(PlanError::new(file, t.name.span, PlanErrorKind::Bench { msg, help }));
                continue;
            }
        };
        for c in &t.columns {
            let found = schema.iter().find(|(n, ..)| *n == c.name.name);
            let (msg, help) = match found {
                None => (
                    format!("{}'s `{table}` has no column `{}`", suite.param(), c.name.name),
                    format!("its columns are {}", schema.iter().map(|(n, ..)| *n).collect::<Vec<_>>().join(", ")),
                ),
                Some(&(_, ty, logical)) if (ty, logical) != (c.ty, c.logical) => {
                    let is = logical.type_name(ty);
                    (
                        format!("column `{}` is {is} in {}'s `{table}`", c.name.name, suite.param()),
                        format!("declare it `{} {is}`, or leave the columns out", c.name.name),
                    )
                }
                Some(_) => continue,
            };
            errors.push(PlanError::new(file, c.name.span, PlanErrorKind::Bench { msg, help }));
        }
    }
    if errors.is_empty() { Ok(()) } else { Err(PlanErrors(errors)) }
}
