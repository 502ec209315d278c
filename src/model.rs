//! `jitjoin model`: the NUMA cost model's predicted time of every strategy × algorithm over a
//! sweep of a plan parameter, for any target (no data is made; see
//! [`crate::compiler::plan::numa`]).

use crate::compiler::plan::numa::{Candidate, NumaMachine, Workload, candidates, choose};
use crate::ir::plan::{Algorithm, Source};
use crate::{Error, PlanFile, Target};
use std::fmt::Write as _;

/// The algorithms the model prices.
pub const ALGORITHMS: [Algorithm; 3] = [Algorithm::Hash, Algorithm::Vector, Algorithm::Radix];

/// One point of a sweep.
pub struct Point {
    pub value: u64,
    pub r_rows: u64,
    pub s_rows: u64,
    pub candidates: Vec<Candidate>,
    /// The cheapest candidate (an index into `candidates`) and why.
    pub chosen: Option<(usize, String)>,
}

/// Rows of table `t` of a plan: generated tables only (the model makes no data).
pub fn rows(p: &PlanFile, t: usize) -> Result<u64, Error> {
    match &p.plan.tables[t].source {
        Source::Generated { rows, .. } => Ok(*rows),
        Source::Bench { suite, scale, table } => Ok(crate::runtime::data::bench_rows(*suite, table, *scale)),
        Source::Memory => Err(Error::Usage(format!(
            "model: table `{}` is held in memory by the program, and the model makes no data",
            p.query.tables[t].name
        ))),
        Source::File { format, .. } => Err(Error::Usage(format!(
            "model: table `{}` is read from a {} file, and the model makes no data; give it generated rows \
             (`table {} (rows: N)`)",
            p.query.tables[t].name,
            format.name(),
            p.query.tables[t].name
        ))),
    }
}

/// Price every strategy × algorithm at each value of `param` (the plan rebuilt with
/// `PARAM=value` after `sets`): |R| is the first join's build table, |S| the probe table.
pub fn sweep(
    plan: impl Fn(&[String]) -> Result<PlanFile, Error>,
    target: &Target,
    param: &str,
    values: &[u64],
    sets: &[String],
    static_partitioned: bool,
) -> Result<Vec<Point>, Error> {
    let m = NumaMachine::of(target);
    values
        .iter()
        .map(|&v| {
            let mut s = sets.to_vec();
            s.push(format!("{param}={v}"));
            let p = plan(&s)?;
            let first = p.query.joins.first().ok_or_else(|| Error::Usage("model: the plan has no join".into()))?;
            let (r_rows, s_rows) = (rows(&p, first.build)?, rows(&p, p.query.probe)?);
            let w = Workload::study(r_rows, s_rows, static_partitioned);
            let candidates = candidates(&m, &w, &ALGORITHMS);
            let chosen = choose(&candidates).map(|(c, why)| {
                let i =
                    candidates.iter().position(|x| std::ptr::eq(x, c)).expect("the choice is one of the candidates");
                (i, why)
            });
            Ok(Point { value: v, r_rows, s_rows, candidates, chosen })
        })
        .collect()
}

pub fn label(c: &Candidate) -> String {
    format!("{} {}", c.strategy.name(), c.algorithm.name())
}

/// Predicted totals (ms) as a table: one row per point, one column per priced candidate,
/// and the winner.
pub fn table(param: &str, points: &[Point]) -> String {
    let Some(first) = points.first() else { return String::new() };
    let priced: Vec<usize> = (0..first.candidates.len()).filter(|&i| first.candidates[i].cost.is_ok()).collect();
    let short = |c: &Candidate| {
        let s = match c.strategy.name() {
            "replicate-fine" => "fine",
            "replicate-coarse" => "coarse",
            "oblivious" => "obliv",
            n => n,
        };
        format!("{s}/{}", &c.algorithm.name()[..1])
    };
    let mut out = format!("{param:>10}");
    for &i in &priced {
        let _ = write!(out, " {:>10}", short(&first.candidates[i]));
    }
    out += "  predicted ms; chosen\n";
    for p in points {
        let _ = write!(out, "{:>10}", crate::ir::size::format_size(p.value));
        for &i in &priced {
            let t = p.candidates[i].cost.as_ref().map_or(f64::NAN, |c| c.total() * 1e3);
            let _ = write!(out, " {t:>10.2}");
        }
        let chosen = p.chosen.as_ref().map_or("-".to_string(), |(i, _)| label(&p.candidates[*i]));
        let _ = writeln!(out, "  {chosen}");
    }
    let not: Vec<String> = first
        .candidates
        .iter()
        .filter_map(|c| c.cost.as_ref().err().map(|why| format!("{}: {why}", label(c))))
        .collect();
    if !not.is_empty() {
        let _ = writeln!(out, "not priced: {}", not.join("; "));
    }
    out
}

/// Every point as JSON, with each candidate's phases in seconds.
pub fn json(target: &Target, param: &str, points: &[Point]) -> serde_json::Value {
    let m = NumaMachine::of(target);
    let pts: Vec<serde_json::Value> = points
        .iter()
        .map(|p| {
            let cands: Vec<serde_json::Value> = p
                .candidates
                .iter()
                .map(|c| match &c.cost {
                    Ok(k) => serde_json::json!({
                        "strategy": c.strategy.name(),
                        "algorithm": c.algorithm.name(),
                        "numa_partition_s": k.numa_partition,
                        "build_s": k.build,
                        "replicate_s": k.replicate,
                        "probe_s": k.probe,
                        "total_s": k.total(),
                    }),
                    Err(why) => serde_json::json!({
                        "strategy": c.strategy.name(),
                        "algorithm": c.algorithm.name(),
                        "not_priced": why,
                    }),
                })
                .collect();
            let chosen = p.chosen.as_ref().map(|(i, why)| {
                let c = &p.candidates[*i];
                serde_json::json!({"strategy": c.strategy.name(), "algorithm": c.algorithm.name(), "why": why})
            });
            serde_json::json!({
                param: p.value,
                "r_rows": p.r_rows,
                "s_rows": p.s_rows,
                "chosen": chosen,
                "candidates": cands,
            })
        })
        .collect();
    serde_json::json!({
        "target": target.name,
        "machine": {
            "nodes": m.nodes,
            "cores_per_node": m.cores_per_node,
            "llc_bytes": m.llc,
            "latency_local_ns": m.lat_local_ns,
            "latency_remote_ns": m.lat_remote_ns,
            "bandwidth_local_gbs": m.bw_local,
            "bandwidth_remote_gbs": m.bw_remote,
        },
        "sweep": param,
        "points": pts,
    })
}

fn human(n: u64) -> String {
    crate::runtime::error::Bytes(n as u128).to_string()
}

/// `--nodes auto`: all cores for a plan whose first structure fits the caches; for one that
/// does not (bandwidth-bound), the nodes and threads of the calibrated read-bandwidth peak.
/// The nodes and threads to run on (None: as given), and what was decided.
pub fn auto_nodes(
    p: &crate::PlanFile,
    target: &Target,
    threads: Option<usize>,
) -> (Option<Vec<usize>>, Option<usize>, String) {
    use crate::compiler::plan::numa::{HASH_BYTES, NumaMachine};
    let m = NumaMachine::of(target);
    let r = p.query.joins.first().and_then(|j| rows(p, j.build).ok());
    let bytes = r.map_or(0.0, |r| r as f64 * HASH_BYTES);
    let caches = m.llc * m.nodes as f64;
    if bytes <= caches {
        return (None, threads, format!("the structure (about {}) fits the caches: all cores", human(bytes as u64)));
    }
    let curve = crate::runtime::host::calibrate::load().and_then(|c| c.numa).map(|n| n.bandwidth).unwrap_or_default();
    match crate::runtime::host::calibrate::bandwidth_choice(&curve) {
        Some(b) => (
            b.node.map(|n| vec![n]),
            Some(threads.unwrap_or(b.threads)),
            format!(
                "bandwidth-bound (structure about {} > caches {}): {} with {} threads, where `jitjoin calibrate` \
                 measured the most read bandwidth ({:.1} GB/s)",
                human(bytes as u64),
                human(caches as u64),
                b.node.map_or("every node".to_string(), |n| format!("node {n}")),
                b.threads,
                b.read_gbs
            ),
        ),
        None => (None, threads, "no bandwidth calibration (run `jitjoin calibrate`): all cores".to_string()),
    }
}
