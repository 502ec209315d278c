//! `jitjoin-executor`: Ballista's executor with jitjoin's codec. It decodes each task's plan
//! (a `JitjoinExec` as its query text and schemas), compiles jitjoin's kernels for this
//! machine's CPU (the kernel cache serves repeated tasks) and runs them; what jitjoin refuses
//! here runs as DataFusion's operators, on this executor.
//!
//! ```text
//! jitjoin-executor [--scheduler HOST:PORT] [--bind-host 0.0.0.0] [--external-host HOST]
//!                  [--port 50051] [--grpc-port 50052] [--concurrent-tasks N] [--work-dir DIR]
//!                  [--scheduling-policy push|pull] [--memory-pool-bytes B] [--heartbeat-seconds S]
//! ```
//! `RUST_LOG=info,jitjoin=debug` logs each `JitjoinExec` run (compile, build and probe
//! times). SIGTERM or Ctrl-C stops it: it tells the scheduler and exits.

use ballista_executor::executor_process::{ExecutorProcessConfig, start_executor_process};
use clap::Parser;
use jitjoin_datafusion::JitjoinCodec;
use jitjoin_datafusion::ballista::{Policy, process_main};
use std::process::ExitCode;
use std::sync::Arc;

#[derive(Parser)]
#[command(name = "jitjoin-executor", version, about = "Ballista's executor with jitjoin's compiled join operator")]
struct Cli {
    /// The scheduler's address.
    #[arg(long, default_value = "localhost:50050", value_name = "HOST:PORT")]
    scheduler: String,
    /// The address to listen on.
    #[arg(long, default_value = "0.0.0.0")]
    bind_host: String,
    /// The host name the scheduler and other executors reach this one by (default: the
    /// address the scheduler sees).
    #[arg(long)]
    external_host: Option<String>,
    /// Arrow Flight port (other executors and clients fetch shuffle data here).
    #[arg(long, default_value_t = 50051)]
    port: u16,
    /// gRPC port (the scheduler pushes tasks here).
    #[arg(long, default_value_t = 50052)]
    grpc_port: u16,
    /// Tasks run at once (default: the cores). Each `JitjoinExec` task runs jitjoin on as
    /// many workers as the session has partitions.
    #[arg(long, default_value_t = 0)]
    concurrent_tasks: usize,
    /// Where shuffle files go (default: a new temporary directory, removed on exit).
    #[arg(long)]
    work_dir: Option<String>,
    /// As the scheduler's.
    #[arg(long, value_enum, default_value_t = Policy::Push)]
    scheduling_policy: Policy,
    /// Seconds between heartbeats to the scheduler (below its `--executor-timeout-seconds`).
    #[arg(long, default_value_t = 60)]
    heartbeat_seconds: u64,
    /// Memory for the tasks, shared by the concurrent tasks (default: a fraction of the
    /// machine's). A `JitjoinExec` whose inputs do not fit runs DataFusion's operators.
    #[arg(long)]
    memory_pool_bytes: Option<u64>,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    process_main(|| serve(cli))
}

async fn serve(cli: Cli) -> Result<(), String> {
    let (scheduler_host, scheduler_port) = cli
        .scheduler
        .rsplit_once(':')
        .and_then(|(h, p)| Some((h.to_string(), p.parse::<u16>().ok()?)))
        .ok_or_else(|| format!("--scheduler {}: write HOST:PORT", cli.scheduler))?;
    // A temporary work directory lives as long as the executor.
    let temp = match &cli.work_dir {
        Some(_) => None,
        None => Some(tempfile::tempdir().map_err(|e| format!("cannot make a work directory: {e}"))?),
    };
    let work_dir = match (&cli.work_dir, &temp) {
        (Some(d), _) => d.clone(),
        (None, Some(t)) => t.path().to_string_lossy().into_owned(),
        (None, None) => unreachable!("a work directory is given or made"),
    };
    let config = ExecutorProcessConfig {
        bind_host: cli.bind_host,
        external_host: cli.external_host,
        port: cli.port,
        grpc_port: cli.grpc_port,
        scheduler_host,
        scheduler_port,
        vcores: cli.concurrent_tasks,
        work_dir: Some(work_dir),
        task_scheduling_policy: cli.scheduling_policy.into(),
        memory_pool_size: cli.memory_pool_bytes,
        executor_heartbeat_interval_seconds: cli.heartbeat_seconds.max(1),
        // Tasks' sessions know jitjoin's options (the client's settings name them).
        override_config_producer: Some(Arc::new(|| jitjoin_datafusion::ballista::config(2, true))),
        override_physical_codec: Some(Arc::new(JitjoinCodec::ballista())),
        ..ExecutorProcessConfig::default()
    };
    // Ballista's executor stops on SIGTERM or Ctrl-C, telling the scheduler first.
    start_executor_process(Arc::new(config)).await.map_err(|e| e.to_string())
}
