//! jitjoin under Ballista: the session state a client, a scheduler and an executor need.
//!
//! ```text
//!   client (jitjoin-df --ballista)      scheduler (jitjoin-scheduler)     executors (jitjoin-executor)
//!   SQL ─▶ logical plan ──────────────▶ physical plan, JitjoinRule ─┐
//!          jitjoin.enabled travels       stages, JitjoinCodec ───────┼──▶ decode, compile for this
//!          with the session's settings                              │    CPU, run, fall back here
//!   results ◀──────────────────────────────── shuffle files ◀───────┘
//! ```
//!
//! Physical planning happens on the scheduler, so the rule is the scheduler's; the client's
//! `jitjoin.enabled` setting (a [`JitjoinConfig`] option) turns it off for a session.

use crate::JitjoinRule;
use crate::codec::JitjoinCodec;
use ballista::prelude::{SessionConfigExt, SessionContextExt};
use datafusion::common::DataFusionError;
use datafusion::common::Result;
use datafusion::common::config::{ConfigEntry, ConfigExtension, ExtensionOptions};
use datafusion::execution::SessionStateBuilder;
use datafusion::execution::session_state::SessionState;
use datafusion::prelude::{SessionConfig, SessionContext};
use std::sync::Arc;

/// jitjoin's session options: `SET jitjoin.enabled = false`, or Ballista's settings, which
/// carry it from a client to the scheduler.
///
/// Written out rather than with DataFusion's `extensions_options!`: that macro lists an
/// option without its prefix (`enabled`), and Ballista sends the listed keys to the scheduler
/// as they are, where `enabled` names nothing.
#[derive(Clone, Debug, PartialEq)]
pub struct JitjoinConfig {
    /// Replace the subtrees jitjoin compiles; false: DataFusion's operators alone.
    pub enabled: bool,
}

impl Default for JitjoinConfig {
    fn default() -> JitjoinConfig {
        JitjoinConfig { enabled: true }
    }
}

impl ExtensionOptions for JitjoinConfig {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn std::any::Any {
        self
    }

    fn cloned(&self) -> Box<dyn ExtensionOptions> {
        Box::new(self.clone())
    }

    fn set(&mut self, key: &str, value: &str) -> Result<()> {
        match key {
            "enabled" => {
                self.enabled = value.trim().parse().map_err(|_| {
                    DataFusionError::Configuration(format!("jitjoin.enabled: `{value}` is not true or false"))
                })?;
                Ok(())
            }
            other => Err(DataFusionError::Configuration(format!(
                "jitjoin has no option `{other}` (it has `jitjoin.enabled`)"
            ))),
        }
    }

    fn entries(&self) -> Vec<ConfigEntry> {
        vec![ConfigEntry {
            key: format!("{}.enabled", Self::PREFIX),
            value: Some(self.enabled.to_string()),
            description: "Replace the subtrees jitjoin compiles; false: DataFusion's operators alone",
        }]
    }
}

impl ConfigExtension for JitjoinConfig {
    const PREFIX: &'static str = "jitjoin";
}

/// Is the rule on for a session with these options?
pub fn enabled(options: &datafusion::config::ConfigOptions) -> bool {
    options.extensions.get::<JitjoinConfig>().is_none_or(|c| c.enabled)
}

/// A Ballista session's configuration on `threads` partitions, with jitjoin's options and
/// its codec (wrapping Ballista's own).
///
/// Ballista's static planner: its adaptive planner (the default) plans each stage with its own
/// list of physical optimizer rules, not the session's, so jitjoin's rule would never run.
/// The setting travels with the session's other settings, with and without jitjoin alike.
pub fn config(threads: usize, jitjoin: bool) -> SessionConfig {
    let options = JitjoinConfig { enabled: jitjoin };
    SessionConfig::new_with_ballista()
        .with_target_partitions(threads.max(1))
        .with_option_extension(options)
        .with_ballista_physical_extension_codec(Arc::new(JitjoinCodec::ballista()))
        .set_bool(ADAPTIVE_PLANNER, false)
}

/// Ballista's setting for its adaptive planner.
const ADAPTIVE_PLANNER: &str = ballista_core::config::BALLISTA_ADAPTIVE_PLANNER_ENABLED;

/// Ballista's session state for `config`, with jitjoin's rule after DataFusion's physical
/// optimizer rules (the scheduler's session builder).
pub fn state(config: SessionConfig) -> Result<SessionState> {
    let state = ballista_core::utils::default_session_builder(config)?;
    Ok(SessionStateBuilder::new_from_existing(state).with_physical_optimizer_rule(Arc::new(JitjoinRule::new())).build())
}

/// How tasks reach executors (`--scheduling-policy` of both binaries).
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum Policy {
    /// The scheduler pushes tasks to executors.
    Push,
    /// Executors poll the scheduler for work.
    Pull,
}

impl From<Policy> for ballista_core::config::TaskSchedulingPolicy {
    fn from(p: Policy) -> Self {
        match p {
            Policy::Push => ballista_core::config::TaskSchedulingPolicy::PushStaged,
            Policy::Pull => ballista_core::config::TaskSchedulingPolicy::PullStaged,
        }
    }
}

/// A cluster process's `main`: logging (`RUST_LOG`, info by default), jitjoin's settings, a
/// runtime, then `serve`; its error printed, exit status 1.
pub fn process_main<F: std::future::Future<Output = std::result::Result<(), String>>>(
    serve: impl FnOnce() -> F,
) -> std::process::ExitCode {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("info")).init();
    jitjoin::runtime::settings::install(jitjoin::runtime::settings::Settings::from_env());
    let served = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
        Ok(rt) => rt.block_on(serve()),
        Err(e) => Err(format!("cannot start the runtime: {e}")),
    };
    // The kernel files queued last, for the next process.
    jitjoin::compiler::engine::jit::disk::flush();
    match served {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::ExitCode::from(1)
        }
    }
}

/// A client of the scheduler at `url` (`df://host:port`, or `host:port`).
pub async fn remote(url: &str, threads: usize, jitjoin: bool) -> Result<SessionContext> {
    let url = if url.contains("://") { url.to_string() } else { format!("df://{url}") };
    SessionContext::remote_with_state(&url, state(config(threads, jitjoin))?).await
}

/// Ballista in this process: a scheduler and one executor with `threads` task slots.
pub async fn standalone(threads: usize, jitjoin: bool) -> Result<SessionContext> {
    let config = config(threads, jitjoin).with_ballista_standalone_parallelism(threads.max(1));
    SessionContext::standalone_with_state(state(config)?).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use datafusion::config::ConfigOptions;

    /// A session's settings, listed and set again elsewhere (Ballista's way from a client to
    /// its scheduler), keep `jitjoin.enabled`.
    #[test]
    fn the_setting_survives_being_listed_and_set_again() {
        let from = config(2, false);
        let mut to = ConfigOptions::new();
        to.extensions.insert(JitjoinConfig::default());
        assert!(enabled(&to));
        for e in from.options().entries() {
            if let Some(v) = &e.value
                && e.key.starts_with("jitjoin.")
            {
                to.set(&e.key, v).unwrap();
            }
        }
        assert!(!enabled(&to));
        assert!(to.set("jitjoin.enabled", "maybe").is_err());
        assert!(to.set("jitjoin.other", "true").is_err());
    }
}
