//! What several subcommands share: the target, NUMA and algorithm arguments, plan loading,
//! and the small parsers of lists.

use clap::ValueEnum;
use jitjoin::{Engine, Error, PlanFile};
use std::path::PathBuf;

/// `--engine`: interp, generic or jit.
pub fn parse_engine(s: &str) -> Result<Engine, String> {
    Engine::parse(s).ok_or_else(|| format!("no engine `{s}`; use jit, generic or interp"))
}

/// `NAME=PATH`, the path made absolute (it is given relative to where jitjoin runs, while a
/// plan's own paths start at the plan's directory).
pub fn parse_table(s: &str) -> Result<(String, PathBuf), String> {
    let (name, path) = s.split_once('=').ok_or_else(|| format!("`{s}` is not NAME=PATH"))?;
    if name.is_empty() || path.is_empty() {
        return Err(format!("`{s}` is not NAME=PATH"));
    }
    let path = std::path::absolute(path).map_err(|e| format!("{path}: {e}"))?;
    Ok((name.to_string(), path))
}

/// The `--table` bindings, set once when the command line is read.
pub static TABLES: std::sync::OnceLock<Vec<(String, PathBuf)>> = std::sync::OnceLock::new();

/// Which target to compile and plan for, and what to change about it.
/// Where the workers' nodes come from and how structures are placed on them.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct NumaArgs {
    /// How join structures and tables are placed on the workers' NUMA nodes: auto (the cost
    /// model's choice for the target; `explain` shows it), oblivious, local (interleaved, the
    /// study's --basic-numa), replicate-fine, replicate-coarse, psn (partitioned per node) or
    /// rr (build side replicated to every node).
    #[arg(long, value_name = "STRATEGY", default_value = "auto", value_parser = parse_strategy)]
    pub numa: jitjoin::runtime::exec::Strategy,
    /// Split the chosen workers into N groups that act as NUMA nodes (their own replicas,
    /// partitions and morsel queues; memory binding does nothing on them).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub virtual_nodes: Option<u32>,
    /// Merge nodes into one logical node each for replication and partitioning: auto (the
    /// nodes of one package, by SLIT distance: a Kunpeng 920 socket's two dies), off, or
    /// groups such as 0,1/2,3. Not given: under `--numa auto` the cost model merges each package's nodes when it
    /// prices that cheaper; otherwise off.
    #[arg(long, value_name = "auto|off|GROUPS")]
    pub merge_nodes: Option<String>,
}

impl NumaArgs {
    /// The node groups `--merge-nodes` asks for on `target` (`None`: no merging).
    /// Whether `--numa auto` may merge nodes as the model prices it (`--merge-nodes` not given).
    pub fn merge_by_model(&self) -> bool {
        self.merge_nodes.is_none()
    }

    pub fn merge(&self, target: &jitjoin::Target) -> Result<Option<Vec<Vec<usize>>>, Error> {
        match self.merge_nodes.as_deref().unwrap_or("off") {
            "off" => Ok(None),
            "auto" => {
                let m = &target.machine;
                let groups = jitjoin::compiler::plan::numa::package_groups(&m.numa_distances, m.numa_nodes as usize);
                Ok(groups.iter().any(|g| g.len() > 1).then_some(groups))
            }
            text => text
                .split('/')
                .map(|g| parse_list(g).map(|l| l.0))
                .collect::<Result<Vec<_>, _>>()
                .map(Some)
                .map_err(|e| Error::Usage(format!("--merge-nodes {text}: {e}; write groups as 0,1/2,3"))),
        }
    }
}

pub fn parse_strategy(s: &str) -> Result<jitjoin::runtime::exec::Strategy, String> {
    jitjoin::runtime::exec::Strategy::parse(s).ok_or_else(|| {
        let names: Vec<&str> = jitjoin::runtime::exec::Strategy::ALL.iter().map(|s| s.name()).collect();
        format!("no strategy `{s}`; choose auto or one of {}", names.join(", "))
    })
}

#[derive(clap::Args, Clone, Debug, Default)]
pub struct TargetArgs {
    /// A preset from `jitjoin targets`, `host`, or a target triple (e.g.
    /// aarch64-unknown-linux-gnu: that architecture's baseline ISA).
    #[arg(long, value_name = "PRESET|TRIPLE")]
    pub target: Option<String>,
    /// Take the ISA flags and caches of this preset CPU (same architecture).
    #[arg(long, value_name = "PRESET")]
    pub cpu: Option<String>,
    /// Add or remove ISA features, e.g. +avx2,-avx512f.
    #[arg(long, value_name = "+F,-F", allow_hyphen_values = true)]
    pub features: Option<String>,
    /// The last-level cache size to plan for, e.g. 32MiB.
    #[arg(long, value_name = "SIZE")]
    l3: Option<String>,
    /// Take caches, cores and NUMA nodes from an hwloc XML topology (`lstopo FILE.xml`).
    #[arg(long, value_name = "FILE.xml")]
    pub topology: Option<PathBuf>,
}

impl TargetArgs {
    /// With `--topology`: the machine whose nodes the workers are placed on.
    pub fn machine(&self) -> Result<Option<jitjoin::runtime::workers::Machine>, Error> {
        let Some(p) = &self.topology else { return Ok(None) };
        let topo = jitjoin::runtime::host::topology::xml_topology(p).map_err(|e| Error::Usage(e.to_string()))?;
        Ok(Some(jitjoin::runtime::workers::Machine::from_topology(&topo, None)))
    }

    /// The resolved target: the host (detected, and calibrated if it never was) unless a
    /// preset or triple is named, with the overrides applied. The one place the host is
    /// resolved.
    pub fn resolve(&self) -> Result<jitjoin::Target, Error> {
        let l3 = match &self.l3 {
            Some(s) => Some(
                jitjoin::ir::size::parse_size(s.trim_end_matches("iB").trim_end_matches('B'))
                    .map_err(|e| Error::Usage(format!("--l3 {s}: {e}; write e.g. 32MiB")))?,
            ),
            None => None,
        };
        let topology = match &self.topology {
            Some(p) => {
                let topo =
                    jitjoin::runtime::host::topology::xml_topology(p).map_err(|e| Error::Usage(e.to_string()))?;
                Some(jitjoin::runtime::host::caches::facts(&topo, &p.display().to_string()))
            }
            None => None,
        };
        let o = jitjoin::target::Overrides { cpu: self.cpu.clone(), features: self.features.clone(), l3, topology };
        let host = jitjoin::runtime::host::caches::host_target();
        Ok(jitjoin::target::resolve(self.target.as_deref().unwrap_or("host"), &o, &host)?)
    }
}

#[derive(Clone, Copy, PartialEq, ValueEnum)]
pub enum AlgorithmArg {
    Auto,
    Hash,
    Radix,
    Vector,
}

impl AlgorithmArg {
    pub fn algorithm(self) -> jitjoin::ir::plan::Algorithm {
        use jitjoin::ir::plan::Algorithm;
        match self {
            AlgorithmArg::Auto => Algorithm::Auto,
            AlgorithmArg::Hash => Algorithm::Hash,
            AlgorithmArg::Radix => Algorithm::Radix,
            AlgorithmArg::Vector => Algorithm::Vector,
        }
    }
}

#[derive(Clone, Copy, PartialEq, ValueEnum)]
pub enum EmitArg {
    Clif,
    Vcode,
    Asm,
}

#[derive(Clone, Copy, PartialEq, ValueEnum)]
pub enum SyntaxArg {
    Att,
    Intel,
}

#[derive(Clone, Copy, PartialEq, ValueEnum)]
pub enum FileFormatArg {
    Csv,
    Parquet,
    Arrow,
}

impl FileFormatArg {
    pub fn format(self) -> jitjoin::ir::plan::FileFormat {
        use jitjoin::ir::plan::FileFormat as F;
        match self {
            FileFormatArg::Csv => F::Csv,
            FileFormatArg::Parquet => F::Parquet,
            FileFormatArg::Arrow => F::Arrow,
        }
    }
}

#[derive(Clone, Copy, PartialEq, ValueEnum)]
pub enum Format {
    Text,
    Json,
}

/// Comma-separated entries.
pub fn list(s: &str) -> Vec<String> {
    s.split(',').map(str::trim).filter(|x| !x.is_empty()).map(String::from).collect()
}

/// The built-in default plan: the study's foreign-key join.
pub const BUILTIN_PLAN: &str = include_str!("../../examples/fk_sum.jj");

pub fn load_plan(path: Option<&std::path::Path>, sets: &[String]) -> Result<PlanFile, Error> {
    match path {
        Some(p) => PlanFile::load_with(p, sets, TABLES.get().map_or(&[][..], Vec::as_slice)),
        None => PlanFile::from_text("builtin/fk_sum.jj".as_ref(), BUILTIN_PLAN, sets),
    }
}

/// A list of CPU or node numbers, as `numactl` writes them.
#[derive(Clone, Debug)]
pub struct List(pub Vec<usize>);

/// `--nodes`: a list, or `auto`.
#[derive(Clone, Debug)]
pub enum Nodes {
    List(Vec<usize>),
    Auto,
}

pub fn parse_nodes(s: &str) -> Result<Nodes, String> {
    if s == "auto" { Ok(Nodes::Auto) } else { parse_list(s).map(|l| Nodes::List(l.0)) }
}

/// `0-3,8,10-11` → [0, 1, 2, 3, 8, 10, 11].
pub fn parse_list(s: &str) -> Result<List, String> {
    let mut out = Vec::new();
    for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let num = |t: &str| t.trim().parse::<usize>().map_err(|_| format!("`{t}` is not a number in `{s}`"));
        match part.split_once('-') {
            Some((a, b)) => {
                let (a, b) = (num(a)?, num(b)?);
                if a > b {
                    return Err(format!("range `{part}` is empty"));
                }
                out.extend(a..=b);
            }
            None => out.push(num(part)?),
        }
    }
    if out.is_empty() {
        return Err("empty list".into());
    }
    Ok(List(out))
}

pub fn human_bytes(n: u64) -> String {
    jitjoin::runtime::error::Bytes(n as u128).to_string()
}
