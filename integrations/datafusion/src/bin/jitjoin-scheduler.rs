//! `jitjoin-scheduler`: Ballista's scheduler with jitjoin's rule and codec. It plans every
//! query (so jitjoin's rule runs here) and sends each task's plan, `JitjoinExec` included, to
//! the executors (`jitjoin-executor`), which compile it for their own CPUs.
//!
//! ```text
//! jitjoin-scheduler [--bind-host 0.0.0.0] [--port 50050] [--external-host HOST]
//!                   [--scheduling-policy push|pull] [--round-robin] [--executor-timeout-seconds S]
//! ```
//! `--port 0` takes a free port. The line `jitjoin-scheduler listening on HOST:PORT` on
//! standard output says where, once it accepts connections. SIGTERM or Ctrl-C stops it.

use ballista_scheduler::cluster::BallistaCluster;
use ballista_scheduler::config::{SchedulerConfig, TaskDistributionPolicy};
use ballista_scheduler::scheduler_process::{create_scheduler, start_grpc_service_with_listener};
use clap::Parser;
use datafusion_proto::protobuf::{LogicalPlanNode, PhysicalPlanNode};
use jitjoin_datafusion::JitjoinCodec;
use jitjoin_datafusion::ballista::{Policy, process_main};
use std::io::Write;
use std::process::ExitCode;
use std::sync::Arc;

#[derive(Parser)]
#[command(name = "jitjoin-scheduler", version, about = "Ballista's scheduler with jitjoin's compiled join operator")]
struct Cli {
    /// The address to listen on (0.0.0.0: every interface, for executors on other machines).
    #[arg(long, default_value = "0.0.0.0")]
    bind_host: String,
    /// The port to listen on; 0 takes a free one.
    #[arg(long, default_value_t = 50050)]
    port: u16,
    /// The host name executors and clients reach this scheduler by.
    #[arg(long, default_value = "localhost")]
    external_host: String,
    /// Push tasks to executors, or let them poll for work.
    #[arg(long, value_enum, default_value_t = Policy::Push)]
    scheduling_policy: Policy,
    /// Hand tasks to executors in turn rather than filling one executor's slots first.
    #[arg(long)]
    round_robin: bool,
    /// An executor silent for this long is taken for lost and its tasks run elsewhere.
    #[arg(long, default_value_t = 180)]
    executor_timeout_seconds: u64,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    process_main(|| serve(cli))
}

async fn serve(cli: Cli) -> Result<(), String> {
    let codec = Arc::new(JitjoinCodec::ballista());
    let config = SchedulerConfig {
        bind_host: cli.bind_host.clone(),
        bind_port: cli.port,
        external_host: cli.external_host.clone(),
        scheduling_policy: cli.scheduling_policy.into(),
        task_distribution: match cli.round_robin {
            true => TaskDistributionPolicy::RoundRobin,
            false => TaskDistributionPolicy::Bias,
        },
        executor_timeout_seconds: cli.executor_timeout_seconds,
        expire_dead_executor_interval_seconds: cli.executor_timeout_seconds.clamp(1, 15),
        no_executors_grace_period_seconds: cli.executor_timeout_seconds,
        // Each job's session: Ballista's defaults, jitjoin's options (the client's
        // `jitjoin.enabled` arrives with its settings) and codec, and jitjoin's rule.
        override_config_producer: Some(Arc::new(|| jitjoin_datafusion::ballista::config(2, true))),
        override_session_builder: Some(Arc::new(jitjoin_datafusion::ballista::state)),
        override_physical_codec: Some(codec),
        ..SchedulerConfig::default()
    };
    let address = format!("{}:{}", cli.bind_host, cli.port);
    let listener =
        tokio::net::TcpListener::bind(&address).await.map_err(|e| format!("cannot listen on {address}: {e}"))?;
    let bound = listener.local_addr().map_err(|e| e.to_string())?;
    let config = SchedulerConfig { bind_port: bound.port(), ..config };
    let config = Arc::new(config);
    let cluster = BallistaCluster::new_from_config(&config).await.map_err(|e| e.to_string())?;
    let scheduler = create_scheduler::<LogicalPlanNode, PhysicalPlanNode>(cluster, config)
        .await
        .map_err(|e| format!("cannot start the scheduler: {e}"))?;
    println!("jitjoin-scheduler listening on {bound}");
    let _ = std::io::stdout().flush();
    tokio::select! {
        served = start_grpc_service_with_listener(listener, scheduler) => {
            served.map_err(|e| format!("the scheduler stopped: {e}"))
        }
        why = stop() => {
            log::info!("{why}: stopping");
            Ok(())
        }
    }
}

/// SIGTERM or Ctrl-C.
async fn stop() -> &'static str {
    let mut term = match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
        Ok(s) => s,
        Err(_) => {
            let _ = tokio::signal::ctrl_c().await;
            return "Ctrl-C";
        }
    };
    tokio::select! {
        _ = term.recv() => "SIGTERM",
        _ = tokio::signal::ctrl_c() => "Ctrl-C",
    }
}
