//! `jitjoin-df`: DataFusion with jitjoin's rule, from the command line.
//!
//! ```text
//! jitjoin-df sql QUERY.sql --table NAME=PATH… [--threads N] [--format json] [--explain] [--no-jitjoin]
//!                            [--ballista HOST:PORT | --ballista standalone] [--scans-only]
//! jitjoin-df tpch --sf 10 --out DIR        TPC-H tables (tpchgen) as DIR/<table>.parquet
//! ```
//! DataFusion's options come from `DATAFUSION_*` variables, as in `datafusion-cli` (e.g.
//! `DATAFUSION_EXECUTION_PARQUET_PUSHDOWN_FILTERS=true`); `--threads` sets its partitions.
//! Exit status: 0 on success, 2 for a bad query, argument or file, 1 otherwise.

use clap::{Parser, Subcommand, ValueEnum};
use datafusion::arrow::array::RecordBatch;
use datafusion::arrow::util::display::{ArrayFormatter, FormatOptions};
use datafusion::common::ScalarValue;
use datafusion::physical_plan::display::DisplayableExecutionPlan;
use datafusion::physical_plan::{collect, displayable};
use datafusion::prelude::{CsvReadOptions, ParquetReadOptions};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Parser)]
#[command(name = "jitjoin-df", version, about = "DataFusion with jitjoin's compiled join operator")]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Run a SQL query with DataFusion, jitjoin taking the subtrees it compiles.
    Sql {
        /// The file holding the query.
        query: PathBuf,
        /// A table: NAME=PATH (.parquet, .arrow or .csv). Repeatable.
        #[arg(long = "table", value_name = "NAME=PATH")]
        tables: Vec<String>,
        /// DataFusion's partitions, and jitjoin's worker threads.
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=1024))]
        threads: u32,
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// Print the physical plan instead of running the query.
        #[arg(long)]
        explain: bool,
        /// Run the query, then print the physical plan with each operator's metrics (as
        /// `EXPLAIN ANALYZE`: jitjoin's collect, compile, build and probe times among them).
        #[arg(long, conflicts_with = "explain")]
        analyze: bool,
        /// DataFusion alone, for comparison.
        #[arg(long)]
        no_jitjoin: bool,
        /// Run on Ballista: the scheduler at HOST:PORT (started with `jitjoin-scheduler`, its
        /// executors with `jitjoin-executor`), or `standalone`: a scheduler and an executor in
        /// this process. Table paths must be readable by the executors.
        #[arg(long, value_name = "HOST:PORT|standalone", conflicts_with = "analyze")]
        ballista: Option<String>,
        /// Plan the query, run only the plan's scans, each to its end, and print their time
        /// (`timings_ms.scans`; `total` with the planning): what no operator above them can
        /// take off the query.
        #[arg(long, conflicts_with_all = ["analyze", "explain", "ballista"])]
        scans_only: bool,
    },
    /// Write the TPC-H tables at a scale factor as DIR/<table>.parquet (tpchgen, dbgen's rows).
    Tpch {
        #[arg(long, default_value_t = 1.0)]
        sf: f64,
        #[arg(long, value_name = "DIR")]
        out: PathBuf,
    },
}

#[derive(Clone, Copy, PartialEq, ValueEnum)]
enum Format {
    Text,
    Json,
}

/// An error with its exit status.
struct Failure(u8, String);

fn usage(e: impl std::fmt::Display) -> Failure {
    Failure(2, e.to_string())
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    // Warnings (a JitjoinExec that fell back) by default; RUST_LOG=jitjoin=debug: every run.
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn")).init();
    // The environment is read here, once (jitjoin's settings: cache directory, checked mode).
    jitjoin::runtime::settings::install(jitjoin::runtime::settings::Settings::from_env());
    let threads = match &cli.cmd {
        Cmd::Sql { threads, .. } => *threads as usize,
        Cmd::Tpch { .. } => 2,
    };
    let rt = match tokio::runtime::Builder::new_multi_thread().worker_threads(threads).enable_all().build() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("error: cannot start the runtime: {e}");
            return ExitCode::from(1);
        }
    };
    let done = rt.block_on(run(cli.cmd));
    // The kernel files this run queued, for the next process.
    jitjoin::compiler::engine::jit::disk::flush();
    match done {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure(code, msg)) => {
            eprintln!("error: {msg}");
            ExitCode::from(code)
        }
    }
}

async fn run(cmd: Cmd) -> Result<(), Failure> {
    match cmd {
        Cmd::Tpch { sf, out } => {
            jitjoin_datafusion::tpch::write_parquet(&out, sf).map_err(|e| Failure(1, e.to_string()))?;
            eprintln!("wrote the TPC-H tables at SF {sf} in {}", out.display());
            Ok(())
        }
        Cmd::Sql { query, tables, threads, format, explain, analyze, no_jitjoin, ballista, scans_only } => {
            let text = std::fs::read_to_string(&query).map_err(|e| usage(format!("{}: {e}", query.display())))?;
            let (threads, jitjoin) = (threads as usize, !no_jitjoin);
            let ctx = match ballista.as_deref() {
                None => {
                    let config = datafusion::prelude::SessionConfig::from_env()
                        .map_err(|e| usage(format!("DataFusion's options in the environment: {e}")))?
                        .with_target_partitions(threads);
                    jitjoin_datafusion::context_with(config, jitjoin).0
                }
                Some("standalone") => jitjoin_datafusion::ballista::standalone(threads, jitjoin)
                    .await
                    .map_err(|e| Failure(1, format!("cannot start Ballista in this process: {e}")))?,
                Some(at) => jitjoin_datafusion::ballista::remote(at, threads, jitjoin)
                    .await
                    .map_err(|e| usage(format!("--ballista {at}: {e}")))?,
            };
            for t in &tables {
                let (name, path) = t.split_once('=').ok_or_else(|| usage(format!("--table {t}: write NAME=PATH")))?;
                // The executors read the file: a local one by its absolute path.
                let local = match path.contains("://") {
                    true => None,
                    false => Some(std::fs::canonicalize(path).map_err(|e| usage(format!("--table {t}: {e}")))?),
                };
                let p = match &local {
                    Some(l) => l.to_str().ok_or_else(|| usage(format!("--table {t}: the path is not UTF-8")))?,
                    None => path,
                };
                let registered = if p.ends_with(".parquet") {
                    ctx.register_parquet(name, p, ParquetReadOptions::default()).await
                } else if p.ends_with(".csv") {
                    ctx.register_csv(name, p, CsvReadOptions::new()).await
                } else if p.ends_with(".arrow") {
                    ctx.register_arrow(name, p, Default::default()).await
                } else {
                    return Err(usage(format!("--table {t}: give a .parquet, .arrow or .csv file")));
                };
                registered.map_err(|e| usage(format!("--table {t}: {e}")))?;
            }
            let t0 = Instant::now();
            let df = ctx.sql(&text).await.map_err(|e| usage(format!("{}: {e}", query.display())))?;
            let plan = df.create_physical_plan().await.map_err(|e| usage(format!("{}: {e}", query.display())))?;
            let planned = t0.elapsed();
            if explain && ballista.is_some() {
                // The client holds one node that submits the query: the scheduler's plan it runs.
                let explained = ctx.sql(&format!("EXPLAIN {text}")).await.map_err(|e| Failure(1, e.to_string()))?;
                let batches = explained.collect().await.map_err(|e| Failure(1, e.to_string()))?;
                let s = datafusion::arrow::util::pretty::pretty_format_batches(&batches)
                    .map_err(|e| Failure(1, e.to_string()))?;
                println!("{s}");
                return Ok(());
            }
            if explain {
                print!("{}", displayable(plan.as_ref()).indent(true));
                return Ok(());
            }
            if scans_only {
                let (rows, took) = jitjoin_datafusion::scans_alone(&plan, &ctx.task_ctx())
                    .await
                    .map_err(|e| Failure(1, e.to_string()))?;
                let (ms, plan_ms) = (took.as_secs_f64() * 1e3, planned.as_secs_f64() * 1e3);
                match format {
                    Format::Text => println!("planned in {plan_ms:.1} ms; the scans read {rows} rows in {ms:.1} ms"),
                    Format::Json => println!(
                        "{}",
                        serde_json::json!({
                            "scan_rows": rows,
                            "timings_ms": { "plan": plan_ms, "scans": ms, "total": plan_ms + ms },
                        })
                    ),
                }
                return Ok(());
            }
            let t1 = Instant::now();
            let batches = collect(plan.clone(), ctx.task_ctx()).await.map_err(|e| Failure(1, e.to_string()))?;
            let executed = t1.elapsed();
            // Under Ballista the operators are in the executors' plans, not this one.
            let operators = ballista.is_none().then(|| jitjoin_datafusion::jitjoin_nodes(&plan).len());
            if analyze {
                print!("{}", DisplayableExecutionPlan::with_metrics(plan.as_ref()).indent(true));
                return Ok(());
            }
            match format {
                Format::Text => {
                    let s = datafusion::arrow::util::pretty::pretty_format_batches(&batches)
                        .map_err(|e| Failure(1, e.to_string()))?;
                    println!("{s}");
                    eprintln!(
                        "{} JitjoinExec operator(s); planned in {:.1} ms, ran in {:.1} ms",
                        match (operators, jitjoin) {
                            (Some(n), _) => n.to_string(),
                            (None, true) => "Ballista's executors ran the".to_string(),
                            (None, false) => "no".to_string(),
                        },
                        planned.as_secs_f64() * 1e3,
                        executed.as_secs_f64() * 1e3
                    );
                }
                Format::Json => {
                    let v = serde_json::json!({
                        "results": results_json(&plan.schema(), &batches).map_err(|e| Failure(1, e))?,
                        "jitjoin_operators": operators,
                        "timings_ms": {
                            "plan": planned.as_secs_f64() * 1e3,
                            "execute": executed.as_secs_f64() * 1e3,
                            "total": (planned + executed).as_secs_f64() * 1e3,
                        },
                    });
                    println!("{v}");
                }
            }
            Ok(())
        }
    }
}

/// `columns`, `types` and `rows` of a result, values as JSON: integers and decimals as exact
/// numbers, floats as numbers, dates and strings as strings, nulls as null.
fn results_json(
    schema: &datafusion::arrow::datatypes::SchemaRef,
    batches: &[RecordBatch],
) -> Result<serde_json::Value, String> {
    let columns: Vec<String> = schema.fields().iter().map(|f| f.name().clone()).collect();
    let types: Vec<String> = schema.fields().iter().map(|f| f.data_type().to_string()).collect();
    let mut rows = Vec::new();
    let opts = FormatOptions::default();
    for b in batches {
        let fmts: Vec<ArrayFormatter> = b
            .columns()
            .iter()
            .map(|c| ArrayFormatter::try_new(c.as_ref(), &opts))
            .collect::<Result<_, _>>()
            .map_err(|e| e.to_string())?;
        for r in 0..b.num_rows() {
            let mut row = Vec::new();
            for (c, f) in b.columns().iter().zip(&fmts) {
                let v = ScalarValue::try_from_array(c, r).map_err(|e| e.to_string())?;
                row.push(match v {
                    _ if v.is_null() => serde_json::Value::Null,
                    ScalarValue::Float64(Some(x)) => serde_json::json!(x),
                    ScalarValue::Float32(Some(x)) => serde_json::json!(x),
                    ScalarValue::Int8(_)
                    | ScalarValue::Int16(_)
                    | ScalarValue::Int32(_)
                    | ScalarValue::Int64(_)
                    | ScalarValue::UInt8(_)
                    | ScalarValue::UInt16(_)
                    | ScalarValue::UInt32(_)
                    | ScalarValue::UInt64(_)
                    | ScalarValue::Decimal128(..) => {
                        let s = f.value(r).to_string();
                        serde_json::from_str::<serde_json::Number>(&s)
                            .map(serde_json::Value::Number)
                            .unwrap_or(serde_json::Value::String(s))
                    }
                    _ => serde_json::Value::String(f.value(r).to_string()),
                });
            }
            rows.push(serde_json::Value::Array(row));
        }
    }
    Ok(serde_json::json!({ "columns": columns, "types": types, "rows": rows }))
}
