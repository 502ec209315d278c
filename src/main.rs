//! The `jitjoin` command line. Exit status: 0 on success, 2 when the plan, an argument or the
//! data is at fault, 1 for an internal error. The subcommands live in `cli/`.

mod cli;

use clap::Parser;
use cli::Cli;
use std::process::ExitCode;

fn main() -> ExitCode {
    // SAFETY: restoring the default disposition of SIGPIPE before any thread starts, so that
    // `jitjoin … | head` ends quietly, as command-line tools do, instead of panicking in
    // `println!` on a closed pipe.
    unsafe { libc::signal(libc::SIGPIPE, libc::SIG_DFL) };
    let mut cli = Cli::parse();
    // The environment is read here, once; the library reads the settings.
    jitjoin::runtime::settings::install(jitjoin::runtime::settings::Settings::from_env());
    cli::common::TABLES.set(std::mem::take(&mut cli.tables)).expect("set once");
    let done = std::panic::catch_unwind(|| cli::dispatch(cli.cmd));
    // The kernel files this run queued (written off its path), for the next process.
    jitjoin::compiler::engine::jit::disk::flush();
    match done {
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
