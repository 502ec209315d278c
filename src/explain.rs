//! `jitjoin explain`: the physical plan, each decision with the numbers behind it.

use crate::ir::query::{OutputSpec, Query};
use crate::runtime::error::Bytes;
use crate::runtime::exec::Planned;
use jitjoin_compiler::layout::{Empty, HashKind, TableLayout};
use jitjoin_compiler::prefetch;
use std::fmt::Write;

/// The caches a plan is explained against.
pub struct CacheView {
    pub name: String,
    pub l2: u64,
    /// The last level: L3, or the L2 where there is no L3.
    pub llc: u64,
    pub llc_name: &'static str,
}

fn b(n: u64) -> String {
    Bytes(n as u128).to_string()
}

fn layout_line(q: &Query, table: usize, l: &TableLayout) -> String {
    let fields: Vec<String> = l
        .keys
        .iter()
        .map(|f| (f, "key"))
        .chain(l.payload.iter().map(|f| (f, "payload")))
        .map(|(f, what)| {
            format!("{what} `{}.{}` {} @{}", q.tables[table].name, q.tables[table].columns[f.col].0, f.ty, f.offset)
        })
        .collect();
    format!(
        "{} slots × {} B = {} (load factor ≤ 1/2); slot: {}",
        l.capacity(),
        l.slot_size,
        b(l.bytes()),
        fields.join(", ")
    )
}

/// Explain `q` as planned for the caches `c`.
pub fn explain(q: &Query, p: &Planned, c: &CacheView) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "target {}: L2 {}, {} {}", c.name, b(c.l2), c.llc_name, b(c.llc));
    for (i, ((j, build), s)) in q.joins.iter().zip(&p.builds).zip(&p.stats).enumerate() {
        let name = &q.tables[j.build].name;
        let l = &build.layout;
        let range = s.range.map_or("no rows".to_string(), |(lo, hi)| format!("keys {lo} ..= {hi}"));
        let _ = writeln!(out, "join {i}: {} `{name}` ({} rows, {range})", j.kind.keyword(), s.rows);
        if j.algorithm != jitjoin_ir::plan::Algorithm::Auto && j.algorithm != jitjoin_ir::plan::Algorithm::Hash {
            let _ = writeln!(
                out,
                "  algorithm: hash — `using {}` is not implemented yet, so the hash join runs",
                j.algorithm.name()
            );
        } else {
            let _ = writeln!(out, "  algorithm: hash");
        }
        let _ = writeln!(out, "  table: {}", layout_line(q, j.build, l));
        if build.filter.is_some() {
            let _ = writeln!(out, "  filter: applied while building, so only matching rows enter the table");
        }
        let why = match (l.hash, s.range) {
            (HashKind::Identity { span, .. }, _) => format!(
                "identity: the keys can be unique ({} rows ≤ {} values in range) and the range fits the table",
                s.rows,
                span + 1
            ),
            (_, Some((lo, hi))) if s.rows as i128 > hi - lo + 1 => {
                format!(
                    "multiplicative: {} rows over {} key values must repeat, and neighbouring duplicates would form one probe cluster",
                    s.rows,
                    hi - lo + 1
                )
            }
            (_, Some(_)) => "multiplicative: the key range is wider than the table".to_string(),
            (_, None) => "multiplicative: the table is empty".to_string(),
        };
        let _ = writeln!(out, "  hash: {why}");
        let empty = match l.empty {
            Empty::Sentinel(v) => format!("key0 = {} (outside the key range)", v as i64),
            Empty::Flag { .. } => "a `used` flag: the keys cover their whole type, so no sentinel value is free".into(),
        };
        let _ = writeln!(out, "  empty slots: {empty}");
        let probe = match (p.unique[i], l.hash) {
            (true, HashKind::Identity { .. }) => "unique → range check and one slot, no probe loop",
            (true, _) => "unique → stop at the first match",
            (false, _) => "duplicates → walk to the first empty slot, every match continues the pipeline",
        };
        let _ = writeln!(out, "  keys: {probe}");
        let fits = if l.bytes() <= c.l2 {
            format!("table {} ≤ L2 {}: probes hit the cache", b(l.bytes()), b(c.l2))
        } else if l.bytes() <= c.llc {
            format!("table {} > L2 {} but ≤ {} {}", b(l.bytes()), b(c.l2), c.llc_name, b(c.llc))
        } else {
            format!("table {} > {} {}: probes go to memory", b(l.bytes()), c.llc_name, b(c.llc))
        };
        let pf = if l.bytes() >= prefetch::MIN_TABLE_BYTES {
            format!(
                "prefetch home slots {} rows ahead (tables ≥ {}; a threshold measured on the development host)",
                prefetch::CHUNK,
                b(prefetch::MIN_TABLE_BYTES)
            )
        } else {
            format!("no prefetch (tables < {})", b(prefetch::MIN_TABLE_BYTES))
        };
        let _ = writeln!(out, "  cache: {fits}; {pf}");
    }
    let sink = match &q.output {
        OutputSpec::Aggregate(a) => {
            format!("aggregate {}", a.iter().map(|a| a.alias.as_str()).collect::<Vec<_>>().join(", "))
        }
        OutputSpec::Emit { columns, limit } => {
            format!("emit {} column(s){}", columns.len(), limit.map_or(String::new(), |l| format!(", limit {l}")))
        }
    };
    let filter = if q.filters[q.probe].is_some() { "filter → " } else { "" };
    let joins: String = q.joins.iter().map(|j| format!("probe `{}` → ", q.tables[j.build].name)).collect();
    let _ = writeln!(out, "pipeline: scan `{}` → {filter}{joins}{sink}, fused into one loop", q.tables[q.probe].name);
    out
}
