//! Errors of loading data and running queries.

use std::path::PathBuf;

/// Something wrong with a plan's data: a file, a generator's parameters, or the memory it needs.
/// These are the user's to fix (exit status 2).
#[derive(Debug, thiserror::Error)]
pub enum DataError {
    #[error("{path}: cannot read: {source}")]
    Io { path: PathBuf, source: std::io::Error },
    #[error("{path}: cannot write: {source}")]
    Write { path: PathBuf, source: std::io::Error },
    #[error("{path}:{line}: {msg}")]
    Csv { path: PathBuf, line: u64, msg: String },
    /// A Parquet or Arrow file that cannot be read as the plan declares it.
    #[error("{path}: {msg}")]
    File { path: PathBuf, msg: String },
    #[error("table `{table}`: {msg}")]
    Generator { table: String, msg: String },
    #[error(
        "the plan's tables need {needed} of memory but only {available} is available; \
         make them smaller, e.g. --set {table}.rows=…"
    )]
    TooLarge { needed: Bytes, available: Bytes, table: String },
}

/// A byte count printed in binary units.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bytes(pub u128);

impl std::fmt::Display for Bytes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let units = ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
        let mut v = self.0 as f64;
        let mut u = 0;
        while v >= 1024.0 && u + 1 < units.len() {
            v /= 1024.0;
            u += 1;
        }
        if u == 0 { write!(f, "{} B", self.0) } else { write!(f, "{v:.1} {}", units[u]) }
    }
}
