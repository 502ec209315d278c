//! End-to-end tests of the `jitjoin` binary, the contract scripts rely on: one module per
//! subcommand, sharing the helpers below.

mod bench;
mod check;
mod compile;
mod explain;
mod run;
mod targets;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub fn jitjoin(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_jitjoin")).args(args).output().expect("run jitjoin")
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

pub fn example(name: &str) -> String {
    format!("{}/examples/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// Small sizes for each example, so the interpreter runs them quickly.
pub fn small(name: &str) -> &'static [&'static str] {
    match name {
        "fk_sum.jj" => &["--set", "R.rows=4K", "--set", "S.rows=64K"],
        "star.jj" | "star_groups.jj" => &["--set", "lineorder.rows=64K", "--set", "part.rows=8K"],
        "dup_keys.jj" => {
            &["--set", "A.rows=16K", "--set", "B.rows=4K", "--set", "A.distinct=1K", "--set", "B.distinct=1K"]
        }
        "semi_anti.jj" => &["--set", "orders.rows=16K", "--set", "shipments.rows=8K", "--set", "returns.rows=1K"],
        _ => &[],
    }
}

pub fn examples() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(example(""))
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".jj") && !n.starts_with('.'))
        .collect();
    names.sort();
    assert!(names.len() >= 5);
    names
}
