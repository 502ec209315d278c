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

/// What `--nodes auto` runs on: the nodes (`None`: every node), the CPUs when it runs fewer
/// threads than a node has cores (the first ones of each chosen node), the threads, and why.
pub struct AutoNodes {
    pub nodes: Option<Vec<usize>>,
    pub cpus: Option<Vec<usize>>,
    pub threads: Option<usize>,
    pub why: String,
}

/// `--nodes auto`: the cost model prices the plan's first join on every layout of the target
/// ([`crate::compiler::plan::numa::layouts`]: the k nodes nearest node 0 for k = 1 … N, and
/// every measured thread count per node where `calibrate` measured each node's bandwidth
/// against threads) with the strategy `--numa` names (every one for `auto`), and the run takes
/// the cheapest. `threads` given by the user are kept.
pub fn auto_nodes(
    p: &crate::PlanFile,
    target: &Target,
    threads: Option<usize>,
    strategy: crate::compiler::plan::numa::Strategy,
) -> AutoNodes {
    use crate::compiler::plan::numa::{Layout, Strategy, algorithms_for, choose_over, layouts};
    let keep = |why: String| AutoNodes { nodes: None, cpus: None, threads, why };
    let Some(first) = p.query.joins.first() else { return keep("no join to price: every node and core".into()) };
    let (r, s) = match (rows(p, first.build), rows(p, p.query.probe)) {
        (Ok(r), Ok(s)) => (r, s),
        _ => return keep("the model needs generated tables' rows: every node and core".into()),
    };
    let w = Workload::study(r, s, false);
    let allowed = match strategy {
        Strategy::Auto => crate::auto_strategies(&p.query),
        s => vec![s],
    };
    let ls = layouts(target);
    let Some((layout, c, total)) = choose_over(target, &ls, &w, algorithms_for(first.algorithm), &allowed) else {
        return keep("nothing priced: every node and core".into());
    };
    let everything = choose_over(target, &[Layout::all(target)], &w, algorithms_for(first.algorithm), &allowed);
    let curve = target.machine.node_read_mbs.len() == target.machine.numa_nodes as usize;
    let why = format!(
        "{} {} on {} is predicted at {:.2} ms{} ({}, {})",
        c.strategy.name(),
        c.algorithm.name(),
        layout.describe(),
        total * 1e3,
        everything.map_or(String::new(), |e| format!(", every node and core at {:.2} ms", e.2 * 1e3)),
        format_args!("|R| = {r}, |S| = {s}"),
        if curve {
            "bandwidth per node and thread count as `jitjoin calibrate` measured it"
        } else {
            "no per-node bandwidth curve (run `jitjoin calibrate`)"
        },
    );
    // The model's nodes are the target's, in the host's topology order.
    let host = crate::runtime::host::topology::node_cpus();
    let os = |i: usize| host.get(i).map_or(i, |n| n.0);
    let n = (target.machine.numa_nodes as usize).max(1);
    let chosen = layout.nodes();
    let nodes = (chosen.len() < n).then(|| chosen.iter().map(|&i| os(i)).collect::<Vec<_>>());
    let per_node = layout.threads_per_node.filter(|_| threads.is_none());
    let cpus = per_node.and_then(|t| {
        let cpus: Vec<usize> =
            chosen.iter().filter_map(|&i| host.get(i)).flat_map(|(_, c)| c.iter().copied().take(t)).collect();
        // Every core of every chosen node: no list needed.
        let all: usize = chosen.iter().filter_map(|&i| host.get(i)).map(|(_, c)| c.len()).sum();
        (!cpus.is_empty() && cpus.len() < all).then_some(cpus)
    });
    let threads = threads.or(cpus.as_ref().map(Vec::len));
    AutoNodes { nodes, cpus, threads, why }
}
