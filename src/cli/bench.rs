//! `jitjoin bench` and `jitjoin model`: measured and predicted times over a sweep, or a suite.

use super::common::*;
use jitjoin::{Engine, Error, PlanFile, WorkerOptions};
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct BenchArgs {
    /// The plan file (default: the built-in examples/fk_sum.jj).
    pub plan: Option<PathBuf>,
    /// The parameter to sweep, doubling from FROM to TO: TABLE.PARAM=FROM..TO
    /// (e.g. R.rows=2^10..2^20). Without it, PLAN may be a directory: a suite, every
    /// `.jj` in it run once per engine (e.g. examples/ssb --set '*.scale=10').
    #[arg(long, value_name = "TABLE.PARAM=FROM..TO")]
    pub sweep: Option<String>,
    #[arg(long = "set", value_name = "TABLE.PARAM=VALUE")]
    pub sets: Vec<String>,
    /// Engines to time, comma-separated: jit, generic, interp.
    #[arg(long, value_name = "LIST", default_value = "jit,generic")]
    pub engines: String,
    /// Targets for the JIT, comma-separated: host or presets that run here.
    #[arg(long, value_name = "LIST", default_value = "host")]
    pub targets: String,
    /// Algorithms forced on every join, comma-separated: auto, hash, radix, vector
    /// (default: the plan's own `using` choices).
    #[arg(long, value_name = "LIST")]
    pub algorithm: Option<String>,
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=4096))]
    pub threads: Option<u32>,
    /// Timed repetitions per point and configuration (after one warm-up run).
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub reps: u32,
    /// NUMA strategies to time, comma-separated: oblivious, local, replicate-fine,
    /// replicate-coarse, psn, rr.
    #[arg(long, value_name = "LIST", default_value = "local")]
    pub numa: String,
    /// Split the workers into N groups acting as NUMA nodes.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub virtual_nodes: Option<u32>,
    /// Write every measurement to this JSON file.
    #[arg(long, value_name = "FILE.json")]
    pub json: Option<PathBuf>,
    /// Plot throughput against the swept parameter (SVG, or PNG for a .png name).
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<PathBuf>,
}

#[derive(clap::Args)]
pub struct ModelArgs {
    /// The plan file (default: the built-in examples/fk_sum.jj).
    pub plan: Option<PathBuf>,
    #[command(flatten)]
    pub target: TargetArgs,
    /// The parameter to sweep, doubling from FROM to TO: TABLE.PARAM=FROM..TO
    /// (e.g. R.rows=2^5..2^29).
    #[arg(long, value_name = "TABLE.PARAM=FROM..TO")]
    pub sweep: String,
    #[arg(long = "set", value_name = "TABLE.PARAM=VALUE")]
    pub sets: Vec<String>,
    /// Price R and S as stored split by key across the nodes already (no partitioning pass).
    #[arg(long = "static")]
    pub static_partitioned: bool,
    /// Write every prediction to this JSON file.
    #[arg(long, value_name = "FILE.json")]
    pub json: Option<PathBuf>,
    /// Plot predicted time against the swept parameter (SVG, or PNG for a .png name).
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<PathBuf>,
}

/// Time a sweep, or a suite of plans.
pub fn run(args: BenchArgs) -> Result<(), Error> {
    let BenchArgs { plan, sweep, sets, engines, targets, algorithm, threads, reps, numa, virtual_nodes, json, plot } =
        args;
    let numa = list(&numa).iter().map(|s| parse_strategy(s).map_err(Error::Usage)).collect::<Result<_, _>>()?;
    let run = BenchRun { threads, reps, numa, virtual_nodes: virtual_nodes.map(|v| v as usize) };
    match sweep {
        Some(sweep) => bench(plan, sweep, sets, engines, targets, algorithm, run, json, plot),
        None => bench_suite(plan, sets, engines, run, json),
    }
}

/// Print (and write, and plot) the model's predictions.
pub fn model(args: ModelArgs) -> Result<(), Error> {
    let ModelArgs { plan, target, sweep, sets, static_partitioned, json, plot } = args;
    let t = target.resolve()?;
    let (param, values) = jitjoin::bench::parse_sweep(&sweep)?;
    let points =
        jitjoin::model::sweep(|s| load_plan(plan.as_deref(), s), &t, &param, &values, &sets, static_partitioned)?;
    print!("{}", jitjoin::model::table(&param, &points));
    if let Some(path) = &json {
        let text = serde_json::to_string_pretty(&jitjoin::model::json(&t, &param, &points))
            .map_err(|e| Error::Internal(e.to_string()))?;
        std::fs::write(path, text + "\n")
            .map_err(|source| Error::Data(jitjoin::runtime::DataError::Write { path: path.clone(), source }))?;
    }
    if let Some(path) = &plot {
        super::plot::model(path, &t, &param, &points)?;
    }
    Ok(())
}

/// How each bench configuration runs.
pub struct BenchRun {
    threads: Option<u32>,
    reps: u32,
    numa: Vec<jitjoin::runtime::exec::Strategy>,
    virtual_nodes: Option<usize>,
}

#[allow(clippy::too_many_arguments)]
pub fn bench(
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
        super::plot::bench(path, &param, &title, &all)?;
    }
    Ok(())
}

pub fn parse_engines(engines: &str) -> Result<Vec<Engine>, Error> {
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
pub fn bench_suite(
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
