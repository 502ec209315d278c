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
use datafusion::common::Result;
use datafusion::common::config::ConfigExtension;
use datafusion::common::extensions_options;
use datafusion::execution::SessionStateBuilder;
use datafusion::execution::session_state::SessionState;
use datafusion::prelude::{SessionConfig, SessionContext};
use std::sync::Arc;

extensions_options! {
    /// jitjoin's session options (`SET jitjoin.enabled = false`, or Ballista's settings).
    pub struct JitjoinConfig {
        /// Replace the subtrees jitjoin compiles; false: DataFusion's operators alone.
        pub enabled: bool, default = true
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
