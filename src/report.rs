//! A run's report as text and as JSON: what `jitjoin run` prints, built here so that every
//! front end (the CLI, the DataFusion integration's binary) prints the same.
//!
//! ```text
//!   RunReport + ResultTable ──▶ json()  {"results": {alias: value} (global aggregates),
//!                                        "columns": [..], "types": ["DECIMAL(38,4)", ..],
//!                                        "rows": [[..]], "timings_ms": {..}, ..}
//!                          └──▶ text()  the result as a table, then timings
//! ```
//! Cells keep their type: integers and decimals are exact JSON numbers (`123141078.2283`,
//! never rounded through a double), dates are `"1995-03-15"`, strings are strings, nulls
//! `null`.

use crate::{PlanFile, RunReport};
use jitjoin_ir::types::decimal_text;
use jitjoin_ir::{ResultTable, ResultType, Value};
use serde_json::json;
use std::time::Duration;

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// A JSON number holding exactly the text `digits` (an integer or a decimal).
fn exact(digits: &str) -> serde_json::Value {
    serde_json::Value::Number(digits.parse().expect("an integer or a decimal is a JSON number"))
}

/// Cell `c` of row `r` as JSON, as its type reads.
pub fn json_cell(t: &ResultTable, r: usize, c: usize) -> serde_json::Value {
    let Some(v) = t.rows[r][c] else { return serde_json::Value::Null };
    match (t.columns[c].1, v) {
        (ResultType::Text | ResultType::Date, _) => json!(t.text(r, c)),
        (ResultType::Decimal { scale, .. }, Value::Int(i)) => exact(&decimal_text(i, scale)),
        (_, Value::Int(i)) => exact(&i.to_string()),
        (_, Value::Float(x)) if x.is_finite() => json!(x),
        (_, Value::Float(_)) => serde_json::Value::Null,
    }
}

/// The result's columns, types and rows as JSON: `{"columns": [..], "types": [..], "rows":
/// [[..]]}`.
pub fn json_table(t: &ResultTable) -> serde_json::Value {
    let rows: Vec<serde_json::Value> =
        (0..t.rows.len()).map(|r| (0..t.columns.len()).map(|c| json_cell(t, r, c)).collect()).collect();
    json!({
        "columns": t.columns.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>(),
        "types": t.columns.iter().map(|(_, ty)| ty.sql_name()).collect::<Vec<_>>(),
        "rows": rows,
    })
}

/// What `jitjoin run --format json` prints: the plan, engine, target and algorithms, the
/// result (`columns`, `types`, `rows`; a global aggregate's values also as `results`, by
/// alias), the rows out, the phases' times and the kernels compiled; `load` is the time the
/// data took to make or read.
pub fn json(p: &PlanFile, r: &RunReport, t: &ResultTable, load: Duration) -> serde_json::Value {
    let algorithms: serde_json::Map<String, serde_json::Value> =
        r.algorithms.iter().map(|(k, v)| (k.clone(), json!(v))).collect();
    let mut obj = json!({
        "plan": p.path.display().to_string(),
        "engine": r.engine.name(),
        "target": r.target,
        "threads": r.threads,
        "algorithms": algorithms,
        "rows_out": r.result.rows_out,
        "timings_ms": {
            "load": ms(load),
            "compile": ms(r.compile),
            "compile_work": ms(r.compile_work),
            "nulls": ms(r.nulls),
            "build": ms(r.build),
            "probe": ms(r.probe),
            "total": ms(r.total()),
        },
        "probe_blocks": r.probe_blocks,
        // An adaptive start: rows run on the generic engine while the kernels compiled.
        "generic_rows": { "build": r.generic_build_rows, "probe": r.generic_probe_rows },
        // The physical plan's fingerprint: `explain` prints the same for the plan it shows.
        "physical_plan": r.plan.as_ref().map(|p| format!("{:032x}", p.fingerprint())),
        "kernels": r.kernel_times.iter().map(|k| json!({
            "kernel": k.kernel,
            "compile_ms": ms(k.time),
            "cached": k.cached,
            "disk": k.disk,
            "lowered": k.lowered,
            "ahead": k.ahead,
            "tier": match (k.kernel.as_str(), k.quick) {
                ("finalize", _) => serde_json::Value::Null,
                (_, true) => "quick".into(),
                (_, false) => "default".into(),
            },
        })).collect::<Vec<_>>(),
    });
    let table = json_table(t);
    for key in ["columns", "types", "rows"] {
        obj[key] = table[key].clone();
    }
    if matches!(p.query.output, jitjoin_ir::query::OutputSpec::Aggregate(_)) && t.rows.len() == 1 {
        let results: serde_json::Map<String, serde_json::Value> =
            t.columns.iter().enumerate().map(|(c, (n, _))| (n.clone(), json_cell(t, 0, c))).collect();
        obj["results"] = serde_json::Value::Object(results);
    } else {
        obj["results"] = json!({});
    }
    if let Some(n) = &r.numa {
        let joins: serde_json::Map<String, serde_json::Value> =
            n.joins.iter().map(|(k, v)| (k.clone(), json!(v))).collect();
        obj["numa"] = json!({
            "strategy": n.strategy,
            "nodes": n.nodes,
            "system_memory_nodes": n.system_nodes,
            "static": n.static_split,
            "joins": joins,
            "copied_bytes": n.copied_bytes,
            "structure_bytes": n.structure_bytes,
            "replica_bytes": n.replica_bytes,
            "placement": n.placed.iter().map(placed_json).collect::<Vec<_>>(),
        });
        obj["timings_ms"]["numa_partition"] = json!(ms(n.numa_partition));
        obj["timings_ms"]["replicate"] = json!(ms(n.replicate));
    }
    obj
}

/// One structure's placement as JSON: the nodes meant, the binding, the sampled pages per
/// node and the share on the nodes meant.
fn placed_json(p: &jitjoin_runtime::exec::numa::Placed) -> serde_json::Value {
    let (pages, error) = match &p.pages {
        Ok(s) => (Some(s), None),
        Err(e) => (None, Some(e.clone())),
    };
    let on: serde_json::Map<String, serde_json::Value> =
        pages.iter().flat_map(|s| &s.on).map(|(n, c)| (n.to_string(), json!(c))).collect();
    json!({
        "structure": p.structure,
        "nodes": p.nodes,
        "bound": p.bound,
        "sampled_pages": pages.map_or(0, |s| s.sampled),
        "pages_on_node": on,
        "pages_unknown": pages.map_or(0, |s| s.unknown),
        "share_on_nodes": p.share(),
        "error": error,
    })
}

/// One structure's placement as a line: `hash table of part on node(s) 1: 250 of 250 pages
/// there (100.0%), 6 never touched, bound`, interleaved memory with its pages per node (`…
/// (100.0%; per node 0: 125, 1: 125)`); for memory not bound (virtual nodes), the OS nodes its
/// pages are on.
fn placed_text(p: &jitjoin_runtime::exec::numa::Placed) -> String {
    let list = |nodes: &mut dyn Iterator<Item = usize>| nodes.map(|n| n.to_string()).collect::<Vec<_>>().join(",");
    let pages = match &p.pages {
        Err(e) => format!("pages unknown ({e})"),
        Ok(s) => {
            let placed = s.sampled - s.unknown;
            let there = match (p.bound, p.share()) {
                (Some(_), Some(share)) if p.nodes.len() > 1 => {
                    // Interleaved: how evenly, node by node.
                    let each: Vec<String> = p.nodes.iter().map(|&n| format!("{n}: {}", s.on_nodes(&[n]))).collect();
                    format!(
                        "{} of {placed} pages there ({:.1}%; per node {})",
                        s.on_nodes(&p.nodes),
                        100.0 * share,
                        each.join(", ")
                    )
                }
                (Some(_), Some(share)) => {
                    format!("{} of {placed} pages there ({:.1}%)", s.on_nodes(&p.nodes), 100.0 * share)
                }
                _ => format!("{placed} pages on OS node(s) {}", list(&mut s.on.iter().map(|(n, _)| *n))),
            };
            match s.unknown {
                0 => there,
                u => format!("{there}, {u} never touched"),
            }
        }
    };
    let binding = match p.bound {
        Some(true) => "bound",
        Some(false) => "binding REFUSED by the OS",
        None => "not bound (virtual nodes, oblivious, or one memory node)",
    };
    format!("{} on node(s) {}: {pages}, {binding}", p.structure, list(&mut p.nodes.iter().copied()))
}

/// At most this many rows of a result are printed as text.
pub const SHOWN_ROWS: usize = 50;

/// What `jitjoin run` prints: the plan, engine and algorithms, the result (a global
/// aggregate's values one per line, else a header and rows, tab-separated), rows out and the
/// phases' times.
pub fn text(p: &PlanFile, r: &RunReport, t: &ResultTable, load: Duration) -> String {
    let mut out = String::new();
    let mut line = |s: String| {
        out.push_str(&s);
        out.push('\n');
    };
    line(format!("plan      {}", p.path.display()));
    line(format!("engine    {} on {} thread(s), target {}", r.engine.name(), r.threads, r.target));
    for (join, algo) in &r.algorithms {
        line(format!("join {join:<5} {algo}"));
    }
    if let Some(n) = r.numa.as_ref().filter(|n| n.nodes > 1 || n.system_nodes > 1 || n.strategy != "local") {
        line(format!(
            "numa      {} on {} node(s): {} copied between nodes, structures {} ({} in replicas)",
            n.strategy,
            n.nodes,
            human_bytes(n.copied_bytes),
            human_bytes(n.structure_bytes),
            human_bytes(n.replica_bytes)
        ));
        for (join, placement) in &n.joins {
            line(format!("          {join}: {placement}"));
        }
        for p in &n.placed {
            line(format!("          placed {}", placed_text(p)));
        }
    }
    let cell = |row: usize, c: usize| t.text(row, c).unwrap_or_else(|| "null".into());
    if matches!(p.query.output, jitjoin_ir::query::OutputSpec::Aggregate(_)) && t.rows.len() == 1 {
        let width = t.columns.iter().map(|(k, _)| k.len()).max().unwrap_or(0).max(8);
        for (c, (k, _)) in t.columns.iter().enumerate() {
            line(format!("{k:<width$}  {}", cell(0, c)));
        }
    } else {
        line(t.names().join("\t"));
        for row in 0..t.rows.len().min(SHOWN_ROWS) {
            line((0..t.columns.len()).map(|c| cell(row, c)).collect::<Vec<_>>().join("\t"));
        }
        if t.rows.len() > SHOWN_ROWS {
            line(format!("… {} more rows (write them all with --out FILE.csv)", t.rows.len() - SHOWN_ROWS));
        }
    }
    line(format!("rows out  {}", r.result.rows_out));
    let numa = r.numa.as_ref();
    line(format!(
        "time      load {:.1} ms | compile {:.1} ms{} | {}{}build {:.1} ms | {}probe {:.1} ms | total {:.1} ms",
        ms(load),
        ms(r.compile),
        match r.compile_work > r.compile {
            true => format!(" (work {:.1} ms)", ms(r.compile_work)),
            false => String::new(),
        },
        if r.nulls.is_zero() { String::new() } else { format!("nulls {:.1} ms | ", ms(r.nulls)) },
        numa.filter(|n| !n.numa_partition.is_zero())
            .map_or(String::new(), |n| format!("numa partition {:.1} ms | ", ms(n.numa_partition))),
        ms(r.build),
        numa.filter(|n| !n.replicate.is_zero())
            .map_or(String::new(), |n| format!("replicate {:.1} ms | ", ms(n.replicate))),
        ms(r.probe),
        ms(r.total())
    ));
    if r.generic_build_rows + r.generic_probe_rows > 0 {
        line(format!(
            "adaptive  the generic engine ran {} build rows and {} probe rows while the kernels compiled",
            r.generic_build_rows, r.generic_probe_rows
        ));
    }
    out
}

/// `n` bytes in binary units, as every jitjoin message writes them.
pub fn human_bytes(n: u64) -> String {
    jitjoin_runtime::error::Bytes(n as u128).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use jitjoin_runtime::exec::numa::Placed;
    use jitjoin_runtime::host::pages::PageSample;

    /// A structure interleaved over a merged node shows how its pages split between the
    /// members, so a guest can check the interleave is even; a structure on one node does not.
    #[test]
    fn interleaved_memory_shows_its_pages_per_node() {
        let placed = |nodes: Vec<usize>| Placed {
            structure: "hash table of R".into(),
            nodes,
            bound: Some(true),
            pages: Ok(PageSample { sampled: 10, on: vec![(0, 3), (1, 5), (2, 1)], unknown: 1 }),
        };
        assert_eq!(
            placed_text(&placed(vec![0, 1])),
            "hash table of R on node(s) 0,1: 8 of 9 pages there (88.9%; per node 0: 3, 1: 5), 1 never touched, bound"
        );
        assert_eq!(
            placed_text(&placed(vec![1])),
            "hash table of R on node(s) 1: 5 of 9 pages there (55.6%), 1 never touched, bound"
        );
    }
}
