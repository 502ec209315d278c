//! `jitjoin-dev`: developer tools beside the `jitjoin` command line. `jitjoin-dev fuzz` runs
//! the differential fuzzer (random plans on every engine, algorithm, thread count and runnable
//! target, compared with the interpreter; a mismatch is shrunk into a reproducer). Exit status:
//! 0 when every plan agreed, 1 otherwise, 2 for a bad argument.

use clap::{Parser, Subcommand};
use jitjoin::Error;
use jitjoin_dev::fuzz as fuzzer;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

#[derive(Parser)]
#[command(name = "jitjoin-dev", version, about = "jitjoin's developer tools", long_about = None)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
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
        #[arg(long, value_parser = fuzzer::parse_duration)]
        time: Option<Duration>,
        /// Where reproducers of mismatches are written.
        #[arg(long, default_value = "dev/tests/fuzz/repro")]
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
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    // The environment is read here, once, as the `jitjoin` command line does.
    jitjoin::runtime::settings::install(jitjoin::runtime::settings::Settings::from_env());
    let Cmd::Fuzz { seed, plans, time, out, checked, aot_every } = cli.cmd;
    match fuzz(seed, plans, time, out, checked, aot_every) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(if e.is_user_error() { 2 } else { 1 })
        }
    }
}

/// `jitjoin-dev fuzz`: progress on stderr every ten seconds, a summary at the end, exit 1 on a
/// mismatch.
fn fuzz(
    seed: Option<u64>,
    plans: Option<u64>,
    time: Option<Duration>,
    out: PathBuf,
    checked: bool,
    aot_every: u64,
) -> Result<(), Error> {
    let seed = seed.unwrap_or_else(fuzzer::todays_seed);
    let time = time.or(plans.is_none().then(|| Duration::from_secs(120)));
    let current = std::env::temp_dir().join(format!("jitjoin-fuzz-{}.jj", std::process::id()));
    eprintln!("fuzz: seed {seed}; a crash leaves its plan in {}", current.display());
    let o =
        fuzzer::Options { seed, plans, time, out, current: Some(current), stop_on_failure: false, checked, aot_every };
    let mut last = Instant::now();
    let rep = fuzzer::run(&o, |r| {
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
