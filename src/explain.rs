//! `jitjoin explain`: the physical plan, each decision with the numbers behind it.

use crate::ir::Dataset;
use crate::ir::query::{ColId, OutputSpec, Query};
use crate::runtime::error::Bytes;
use jitjoin_compiler::layout::Lookup;
use jitjoin_compiler::layout::vector::Elem;
use jitjoin_compiler::layout::{Empty, HashKind, TableLayout};
use jitjoin_compiler::physical::PhysicalPlan;
use jitjoin_compiler::plan::CacheModel;
use std::fmt::Write;

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

/// Explain `q` as planned for the target named `target` (with the caches in `p`); `machine`
/// is a line of the target's other facts.
/// Bytes of a partitioned tuple of table `table` holding columns `cols` (as the driver lays
/// out a partitioned input).
fn tuple_width(q: &Query, table: usize, cols: Vec<usize>) -> u64 {
    let schema = &q.tables[table];
    let cols: Vec<_> = cols.into_iter().map(|c| (c, schema.column_type(c))).collect();
    jitjoin_compiler::layout::radix::TupleLayout::new(&cols).width as u64
}

/// One line per table read from a file: the format and path, and for Parquet and Arrow the
/// columns read of the file's and the row groups the filter leaves to read (skipped ones by
/// their min/max statistics) or the record batches.
/// What the compiled engines run instead of `q` when it reads columns holding nulls: the
/// columns derived for them, per table, and the rewritten filters and keys
/// ([`crate::ir::nulls`]).
/// How string tests became tests of dictionary codes (`lowered` is `q` after
/// [`crate::ir::strings::lower`]).
pub fn strings(q: &Query, lowered: &Query) -> String {
    let mut out = String::from(
        "strings: each string column holds codes into a sorted dictionary; its tests run as code ranges\n",
    );
    for (t, (was, now)) in q.filters.iter().zip(&lowered.filters).enumerate() {
        if let (Some(was), Some(now)) = (was, now)
            && was != now
        {
            let cols = &q.tables[t].columns;
            let _ = writeln!(out, "  table `{}`: {}", q.tables[t].name, pred_text(was, cols));
            let _ = writeln!(out, "    as codes: {}", pred_text(now, cols));
        }
    }
    out
}

pub fn nulls(q: &Query, lowered: &Query) -> String {
    let mut out = String::from("nulls: the query reads columns holding nulls; engines run it over derived columns\n");
    for (t, (was, now)) in q.tables.iter().zip(&lowered.tables).enumerate() {
        let added: Vec<String> = now.columns[was.columns.len()..].iter().map(|(n, ty)| format!("{n} {ty}")).collect();
        if !added.is_empty() {
            let _ = writeln!(out, "  table `{}`: {}", now.name, added.join(", "));
        }
        if lowered.filters[t] != q.filters[t]
            && let Some(f) = &lowered.filters[t]
        {
            let _ = writeln!(out, "    filter: {}", pred_text(f, &now.columns));
        }
    }
    for (j, (was, now)) in q.joins.iter().zip(&lowered.joins).enumerate() {
        if was.probe_keys != now.probe_keys {
            let keys: Vec<String> = now.probe_keys.iter().map(|&c| lowered.column_name(c)).collect();
            let _ =
                writeln!(out, "  join {j}: probed with {} (a null reads as a key no build row has)", keys.join(", "));
        }
    }
    out
}

/// A predicate with its columns named.
fn pred_text(p: &crate::ir::query::Pred, cols: &[(String, crate::ir::ColType)]) -> String {
    use crate::ir::query::Pred;
    let list = |ps: &[Pred], sep: &str| {
        let parts: Vec<String> = ps.iter().map(|q| format!("({})", pred_text(q, cols))).collect();
        parts.join(sep)
    };
    match p {
        Pred::Cmp { col, op, value, .. } => format!("{} {} {value}", cols[*col].0, op.symbol()),
        Pred::Between { col, lo, hi, .. } => format!("{} between {lo} and {hi}", cols[*col].0),
        Pred::In { col, values, .. } => {
            let v: Vec<String> = values.iter().map(|v| v.to_string()).collect();
            format!("{} in ({})", cols[*col].0, v.join(", "))
        }
        Pred::IsNull { col } => format!("{} is null", cols[*col].0),
        Pred::Text { col, test } => {
            use crate::ir::plan::TextTest;
            let q = |s: &String| format!("'{s}'");
            match test {
                TextTest::Cmp(op, v) => format!("{} {} {}", cols[*col].0, op.symbol(), q(v)),
                TextTest::Between(lo, hi) => format!("{} between {} and {}", cols[*col].0, q(lo), q(hi)),
                TextTest::In(vs) => {
                    format!("{} in ({})", cols[*col].0, vs.iter().map(q).collect::<Vec<_>>().join(", "))
                }
            }
        }
        Pred::And(ps) => list(ps, " and "),
        Pred::Or(ps) => list(ps, " or "),
        Pred::Not(q) => format!("not ({})", pred_text(q, cols)),
    }
}

pub fn sources(p: &crate::PlanFile) -> Result<String, crate::Error> {
    use jitjoin_ir::plan::{FileFormat, Source};
    let mut out = String::new();
    for (ti, t) in p.plan.tables.iter().enumerate() {
        let Source::File { format, path } = &t.source else { continue };
        let name = &t.name.name;
        if *format == FileFormat::Csv {
            let _ = writeln!(out, "table `{name}`: CSV {path:?}, {} columns, every row", t.columns.len());
            continue;
        }
        let filter = p.query.filters.get(ti).and_then(Option::as_ref);
        let full = p.base_dir.join(path);
        let d = jitjoin_runtime::data::files::describe(&full, *format, &t.columns, filter)?;
        let cols = t.columns.iter().map(|c| c.name.name.as_str()).collect::<Vec<_>>().join(", ");
        let _ = match format {
            FileFormat::Parquet => writeln!(
                out,
                "table `{name}`: Parquet {path:?}, {} of {} columns ({cols}), {} of {} row groups ({} rows){}",
                d.columns,
                d.file_columns,
                d.blocks,
                d.file_blocks,
                d.rows,
                if d.blocks < d.file_blocks {
                    format!("; the filter rules out {} by their min/max statistics", d.file_blocks - d.blocks)
                } else {
                    String::new()
                }
            ),
            _ => writeln!(
                out,
                "table `{name}`: Arrow {path:?}, {} of {} columns ({cols}), {} record batch(es){}",
                d.columns,
                d.file_columns,
                d.blocks,
                if d.blocks == 1 { ", read in place where the types are stored as read" } else { ", copied" }
            ),
        };
    }
    Ok(out)
}

/// What `jitjoin explain` prints for `plan` over `data` on `target` (named `name`, with the
/// facts `machine`): where the tables come from, how strings and nulls were lowered, and the
/// physical plan a run makes ([`crate::runtime::exec::settle`]), with the NUMA model's prices
/// of the first join.
pub fn explain_plan(
    plan: &crate::PlanFile,
    data: &Dataset,
    t: &crate::Target,
    workers: &crate::runtime::workers::Workers,
    name: &str,
    machine: &str,
) -> Result<String, crate::Error> {
    use crate::runtime::exec::ExecError;
    let caches = CacheModel::of(t);
    let mut eq = crate::ir::lower::lower(&plan.query, data).map_err(ExecError::from)?;
    let mut out = sources(plan)?;
    if eq.lowered_text() {
        out += &strings(&plan.query, eq.query());
    }
    if eq.lowered_nulls() {
        out += &nulls(&plan.query, eq.query());
    }
    let p = settle(&mut eq, &caches, workers)?;
    out += &explain(&p, eq.data(), &caches, name, machine);
    if workers.nodes().len() > 1 {
        out += &placement(&p, eq.data(), workers);
    }
    out += &format!("plan {:032x}\n", p.fingerprint());
    if let Some(first) = p.query.joins.first() {
        let (r, s) = (p.stats.rows[first.build], p.stats.rows[p.query.probe]);
        // The plan's widths: its hash slots at load ½, or its vector's elements.
        let widths = match &p.builds[0].lookup {
            Lookup::Hash(l) => (2.0 * l.slot_size as f64, jitjoin_compiler::plan::numa::VECTOR_BYTES),
            Lookup::Vector(v) => {
                (jitjoin_compiler::plan::numa::HASH_BYTES, if v.width() == 0 { 0.125 } else { v.width() as f64 })
            }
        };
        out += &numa_section(t, r, s, false, Some(widths));
    }
    Ok(out)
}

/// The bytes a row of the probe table the scan reads, when it reads packed columns
/// ([`jitjoin_ir::packed`]): a line per column with the width read, and the full width.
///
/// ```text
///   scan reads 7 B a row of `lineorder` (16 B at full width): `lo_orderdate` 2 B, …
/// ```
fn scan_bytes(q: &Query, pipeline: &jitjoin_compiler::plan::Pipeline, t: &crate::ir::TableData) -> Option<String> {
    let packs = jitjoin_compiler::engine::jit::probe_packs(pipeline, t);
    if packs.is_empty() {
        return None;
    }
    let cols = pipeline.probe_columns();
    let width = |c: usize| packs[c].map_or(t.columns[c].ty().width() as u64, |pk| pk.width as u64);
    let full: u64 = cols.iter().map(|&c| t.columns[c].ty().width() as u64).sum();
    let read: u64 = cols.iter().map(|&c| width(c)).sum();
    let each: Vec<String> = cols
        .iter()
        .map(|&c| {
            let name = q.column_name(ColId { table: q.probe, col: c });
            match packs[c] {
                Some(pk) => format!("`{name}` {} B", pk.width),
                None => format!("`{name}` {} B (not packed)", width(c)),
            }
        })
        .collect();
    Some(format!(
        "  scan reads {read} B a row of `{}` ({full} B at full width), packed columns (JITJOIN_PACK=0: none): {}",
        q.tables[q.probe].name,
        each.join(", ")
    ))
}

/// Where the plan means to put each structure on the workers' nodes: per join its placement
/// and every copy's nodes (as `run --format json` names them in `numa.placement`, beside the
/// pages it finds there), which table the probe splits across the nodes, and whether memory
/// is to be bound at all. Intent only: `run` reports whether the OS accepted each binding.
///
/// ```text
///   numa placement: psn on 2 nodes (memory nodes 0, 1); each structure's memory to be bound to its nodes
///     join `part`: a table per node over its key partition
///       hash table of part, node 0's copy       on node(s) 0
///       hash table of part, node 1's copy       on node(s) 1
///     probe table `lineorder`: split by the key of the join with `part` across the nodes
/// ```
pub fn placement(p: &PhysicalPlan, data: &Dataset, workers: &crate::runtime::workers::Workers) -> String {
    let q = &p.query;
    let nodes = workers.nodes();
    let all: Vec<String> = workers.memory_nodes(None).iter().map(usize::to_string).collect();
    let (which, binding) = match workers.binds_memory() {
        true => ("memory nodes", "each structure's memory to be bound to its nodes"),
        false => (
            "logical nodes",
            "memory not bound (virtual nodes, `oblivious`, or another machine's topology): the nodes are the \
             workers' groups",
        ),
    };
    let mut out = format!(
        "numa placement: {} on {} nodes ({which} {}); {binding}\n",
        workers.strategy.name(),
        nodes.len(),
        all.join(", ")
    );
    use crate::runtime::exec::numa::{intended, intended_blocks, intended_partitions, intended_shares, whole_tables};
    // One line per structure, block or share: its name and the nodes it is meant for.
    let lines = |out: &mut String, meant: Vec<(String, Vec<usize>)>| {
        for (structure, on) in meant {
            let spread = if on.len() > 1 { " (interleaved)" } else { "" };
            let on: Vec<String> = on.iter().map(usize::to_string).collect();
            let _ = writeln!(out, "    {structure:<40} on node(s) {}{spread}", on.join(","));
        }
    };
    let nodes = p.placements.nodes;
    for (j, (join, b)) in q.joins.iter().zip(&p.builds).enumerate() {
        let place = p.placements.joins[j];
        let table = &q.tables[join.build].name;
        let _ = writeln!(out, "  join `{table}`: {}", place.describe());
        lines(&mut out, intended(table, &b.lookup, place, nodes, workers));
    }
    // The rows of the tables split across the nodes, each node's block in its memory: the
    // build sides' in join order, then the probe table's (as `run` lists them).
    for (j, join) in q.joins.iter().enumerate() {
        if p.placements.joins[j].splits_build() {
            let table = &q.tables[join.build].name;
            let _ = writeln!(out, "  build table `{table}`: split across the nodes");
            lines(&mut out, intended_blocks(table, nodes, workers));
        }
    }
    if let Some(j) = p.placements.probe_split {
        let build = &q.tables[q.joins[j].build].name;
        let table = &q.tables[q.probe].name;
        let _ = writeln!(out, "  probe table `{table}`: split by the key of the join with `{build}` across the nodes");
        lines(&mut out, intended_blocks(table, nodes, workers));
    }
    // The tables read whole: each node's share of their rows in its memory.
    let whole = whole_tables(p, data, workers.strategy, workers.system_memory_nodes());
    if !whole.is_empty() {
        let names: Vec<String> = whole.iter().map(|&t| format!("`{}`", q.tables[t].name)).collect();
        let _ = writeln!(out, "  read whole, each node's share of the rows in its memory: {}", names.join(", "));
    }
    for &t in &whole {
        lines(&mut out, intended_shares(&q.tables[t].name, nodes, workers));
    }
    // The radix partitions: a split table's in its node blocks, any other's interleaved.
    let partitions = intended_partitions(p, workers);
    if !partitions.is_empty() {
        let _ = writeln!(out, "  radix partitions, written by the partitioning passes:");
        lines(&mut out, partitions);
    }
    out
}

/// The physical plan a run of `eq` with `workers` on `caches` makes, settled without running
/// the probe ([`crate::runtime::exec::settle`]): what `explain` prints.
pub fn settle(
    eq: &mut crate::ir::lower::EngineQuery<'_>,
    caches: &CacheModel,
    workers: &crate::runtime::workers::Workers,
) -> Result<PhysicalPlan, crate::Error> {
    use crate::runtime::exec;
    let setting = exec::setting(workers, caches);
    let stats = exec::gather(eq, workers, exec::Carried::Kept, setting.strategy, setting.nodes)?;
    Ok(exec::settle(eq, &stats, &setting, workers)?)
}

/// The plan `explain` prints for `plan` over `data` on `target`, with `workers`.
pub fn planned(
    plan: &crate::PlanFile,
    data: &Dataset,
    t: &crate::Target,
    workers: &crate::runtime::workers::Workers,
) -> Result<PhysicalPlan, crate::Error> {
    let mut eq = crate::ir::lower::lower(&plan.query, data).map_err(crate::runtime::exec::ExecError::from)?;
    settle(&mut eq, &CacheModel::of(t), workers)
}

/// Explain `p`, planned for the target named `target` with caches `c`; `machine` is a line of
/// the target's other facts; `data` holds the dictionaries a string grouping column's codes
/// are shown through.
pub fn explain(p: &PhysicalPlan, data: &Dataset, c: &CacheModel, target: &str, machine: &str) -> String {
    let q = &p.query;
    let mut out = String::new();
    let _ = writeln!(out, "target {target}: L2 {}, {} {}", b(c.l2), c.llc_name, b(c.llc));
    let _ = writeln!(out, "  {machine}");
    if q.joins.len() > 1 {
        let shares: Vec<String> = q
            .joins
            .iter()
            .zip(&p.stats.joins)
            .map(|(j, st)| {
                let keeps = jitjoin_compiler::plan::keeps(j.kind, st.keeps);
                format!("`{}` ~{:.0} %", q.tables[j.build].name, 100.0 * keeps)
            })
            .collect();
        let _ = writeln!(
            out,
            "join order: {} (the share of probed rows each join keeps, from its build table's filter on a sample; \
             the fewest first, as far as the keys allow)",
            shares.join(", ")
        );
    }
    for (i, ((j, build), st)) in q.joins.iter().zip(&p.builds).zip(&p.stats.joins).enumerate() {
        let s = &st.keys;
        let name = &q.tables[j.build].name;
        let range = s.range.map_or("no rows".to_string(), |(lo, hi)| format!("keys {lo} ..= {hi}"));
        let _ = writeln!(
            out,
            "join {i}: {} `{name}` ({} rows, {range}; probed by {} rows)",
            if j.null_aware { "not in join" } else { j.kind.keyword() },
            s.rows,
            st.probe_rows
        );
        let _ = writeln!(out, "  algorithm: {}", build.algorithm());
        for w in &build.why {
            let _ = writeln!(out, "    {w}");
        }
        if build.filter.is_some() {
            let _ = writeln!(out, "  filter: applied while building, so only matching rows enter the structure");
        }
        match &build.lookup {
            Lookup::Vector(v) => {
                let _ = writeln!(out, "  vector: {} = {}", v.describe(), b(v.bytes()));
                let elem = match &v.elem {
                    Elem::Bit => "nothing is carried, so one bit per key says present or absent".to_string(),
                    Elem::Value { field, width, .. } => format!(
                        "carries `{name}.{}`, whose range fits {width} B with 0 kept for absent keys",
                        q.tables[j.build].columns[field.col].0
                    ),
                    Elem::RowId { carried, width } => format!(
                        "carries {} column(s) that do not fit one narrow element, so it stores {width} B row ids and \
                         the probe reads the build table",
                        carried.len()
                    ),
                };
                let _ = writeln!(out, "  elements: {elem}");
                let _ =
                    writeln!(out, "  probe: index = key − min, range check, one element; no hashing, no key compare");
            }
            Lookup::Hash(l) => {
                let _ = writeln!(out, "  table: {}", layout_line(q, j.build, l));
                let why = match (l.hash, s.range) {
                    (HashKind::Identity { span, .. }, _) => format!(
                        "identity: the keys can be unique ({} rows ≤ {} values in range) and the range fits the table",
                        s.rows,
                        span + 1
                    ),
                    (_, Some((lo, hi))) if s.rows as i128 > hi - lo + 1 => format!(
                        "multiplicative: {} rows over {} key values must repeat, and neighbouring duplicates would \
                         form one probe cluster",
                        s.rows,
                        hi - lo + 1
                    ),
                    (_, Some(_)) => "multiplicative: the key range is wider than the table".to_string(),
                    (_, None) => "multiplicative: the table is empty".to_string(),
                };
                let _ = writeln!(out, "  hash: {why}");
                let empty = match l.empty {
                    Empty::Sentinel(v) => format!("key0 = {} (outside the key range)", v as i64),
                    Empty::Flag { .. } => {
                        "a `used` flag: the keys cover their whole type, so no sentinel value is free".into()
                    }
                };
                let _ = writeln!(out, "  empty slots: {empty}");
                let probe = match (p.facts[i].unique, l.hash) {
                    (true, HashKind::Identity { .. }) => "unique → range check and one slot, no probe loop",
                    (true, _) => "unique → stop at the first match",
                    (false, _) => "duplicates → walk to the first empty slot, every match continues the pipeline",
                };
                let _ = writeln!(out, "  keys: {probe}");
            }
        }
        let bytes = build.lookup.bytes();
        let what = build.lookup.name();
        let fits = if bytes <= c.l2 {
            format!("{what} {} ≤ L2 {}: probes hit the cache", b(bytes), b(c.l2))
        } else if bytes <= c.llc {
            format!("{what} {} > L2 {} but ≤ {} {}", b(bytes), b(c.l2), c.llc_name, b(c.llc))
        } else {
            format!("{what} {} > {} {}", b(bytes), c.llc_name, b(c.llc))
        };
        let pf = match (build.radix, build.prefetch) {
            (Some(r), _) => format!(
                "probes stay in one band of {} per partition, no prefetch",
                b((1u64 << r.shift) * build.lookup.position_bytes())
            ),
            (None, Some(rows)) => format!("prefetch {rows} rows ahead"),
            (None, None) => "no prefetch".to_string(),
        };
        let _ = writeln!(out, "  cache: {fits}; {pf}");
    }
    let sink = match &q.output {
        OutputSpec::Aggregate(a) => {
            format!("aggregate {}", a.iter().map(|a| a.alias.as_str()).collect::<Vec<_>>().join(", "))
        }
        OutputSpec::Group(g) => format!(
            "aggregate {} per group of {}",
            g.aggs.iter().map(|a| a.alias.as_str()).collect::<Vec<_>>().join(", "),
            g.keys.iter().map(|&c| q.column_name(c)).collect::<Vec<_>>().join(", ")
        ),
        OutputSpec::Emit { columns, limit } => {
            format!("emit {} column(s){}", columns.len(), limit.map_or(String::new(), |l| format!(", limit {l}")))
        }
    };
    let filter = if q.filters[q.probe].is_some() { "filter → " } else { "" };
    let joins: String = q.joins.iter().map(|j| format!("probe `{}` → ", q.tables[j.build].name)).collect();
    let part = match p.builds.iter().find(|b| b.radix.is_some()) {
        Some(b) => format!(
            "radix-partition `{}` into {} partitions by `{}`'s positions → ",
            q.tables[q.probe].name,
            b.radix.map_or(0, |r| r.fanout()),
            q.tables[b.table].name
        ),
        None => String::new(),
    };
    let _ =
        writeln!(out, "pipeline: scan `{}` → {part}{filter}{joins}{sink}, fused into one loop", q.tables[q.probe].name);
    if let Some(line) = scan_bytes(q, &p.pipeline, &data.tables[q.probe]).filter(|_| p.probe_tuples.is_none()) {
        let _ = writeln!(out, "{line}");
    }
    if let (Some((layout, why)), OutputSpec::Group(g)) = (&p.groups, &q.output) {
        let _ = writeln!(out, "  groups: {why}");
        if let jitjoin_compiler::layout::group::GroupKind::Dense { lo, width, .. } = &layout.kind {
            for ((&c, &lo), (&w, &ty)) in g.keys.iter().zip(lo).zip(width.iter().zip(&layout.keys)) {
                // A string groups by its codes: the first is shown as its word.
                let word = q.is_text(c).then(|| data.tables[c.table].dictionary(c.col)).flatten();
                let lo = match word.and_then(|d| d.word(lo as u32)) {
                    Some(w) => format!("'{w}' (code {lo})"),
                    None => jitjoin_compiler::abi::state::decode(ty, lo).to_string(),
                };
                let _ = writeln!(out, "    {}: {w} value(s) from {lo}", q.column_name(c));
            }
        }
        let order =
            if g.order.is_empty() { "by the grouping columns".to_string() } else { "as `order by` says".into() };
        let limit = g.limit.map_or(String::new(), |l| format!(", first {l} kept"));
        let _ = writeln!(out, "    each thread keeps its own groups; merged at the end, sorted {order}{limit}");
    }
    let pipeline = &p.pipeline;
    if let Some(front) = pipeline.front.staged() {
        let mut front = front.clone();
        if c.stream_ahead == 0 {
            // The engine prefetches nothing without a distance (see `Streams::new`).
            front.streamed.clear();
        }
        let join = |d: usize| format!("`{}`", q.tables[q.joins[d].build].name);
        let column = |c: usize| format!("`{}`", q.column_name(ColId { table: q.probe, col: c }));
        let _ = writeln!(out, "  {}", front.describe(pipeline, &join, &column, &b(c.stream_ahead as u64)));
    }
    let mut probe_blocks = None;
    if let (Some(side), Some(tuple)) = (p.builds.iter().find(|s| s.radix.is_some()), &p.probe_tuples) {
        let width = tuple.width as u64;
        let rows = p.stats.rows[q.probe];
        let blocks = p.probe_blocks;
        let _ = writeln!(
            out,
            "  probe side in {} block(s) of {} rows, partitioned into one reused buffer of {} ({} B tuples): \
             fresh pages {} instead of {}; each block reads the {} {} once more",
            blocks.count,
            blocks.rows,
            b(blocks.buffer_bytes(width)),
            width,
            b(blocks.buffer_bytes(width)),
            b(rows * width),
            side.lookup.name(),
            b(side.lookup.bytes()),
        );
        probe_blocks = Some((blocks, width, rows, side.buffer_pages));
    }
    // What the fresh pages of the structures, the partitioned build inputs and the probe
    // side's buffer cost at this machine's measured price per page.
    if c.fault_ns.0.is_some() {
        let cost = |bytes: u64, pages| match c.fresh_pages_ms(bytes, pages) {
            Some((ms, page)) => format!("{} in {} KiB pages ≈ {ms:.1} ms", b(bytes), page >> 10),
            None => b(bytes),
        };
        let mut items = Vec::new();
        // The largest partitioned build input whose memory the first probe block may reuse
        // (every one but a row-id vector's, which the probe still reads).
        let mut spare = 0u64;
        for (side, st) in p.builds.iter().zip(&p.stats.joins) {
            let name = &q.tables[side.table].name;
            let bytes = side.lookup.bytes();
            items.push(format!("{} of `{name}` {}", side.lookup.name(), cost(bytes, side.pages)));
            if side.radix.is_some() {
                let width = tuple_width(q, side.table, side.read_columns());
                let tuples = st.keys.rows * width;
                items.push(format!("partitions of `{name}` {}", cost(tuples, side.buffer_pages)));
                if !side.probe_reads_input() {
                    spare = spare.max(tuples);
                }
            }
        }
        if let Some((blocks, width, rows, pages)) = &probe_blocks {
            let (buffer, whole) = (blocks.buffer_bytes(*width), rows * width);
            match buffer <= spare {
                true => items.push(format!("probe buffer {}: reuses a build input's partitions", b(buffer))),
                false => items.push(format!("probe buffer {}", cost(buffer, *pages))),
            }
            items.push(format!("(unblocked, the probe side's partitions would be {})", cost(whole, *pages)));
        }
        let huge = c
            .fault_ns
            .1
            .map_or("no huge pages given".to_string(), |ns| format!("{:.0} µs per 2 MiB page", ns as f64 / 1e3));
        let small = c.fault_ns.0.unwrap_or(0) as f64 / 1e3;
        let _ = writeln!(out, "fresh pages (measured {huge}, {small:.2} µs per 4 KiB page): {}", items.join("; "));
    }
    if p.builds.iter().any(|s| s.radix.is_some()) {
        let _ = writeln!(
            out,
            "  partitioning passes prefetch their columns {} ahead (one core's bandwidth-delay product: {} ns \
             memory latency × its share of the read bandwidth, rounded up to a power of two)",
            b(c.stream_ahead as u64),
            c.latency_ns
        );
    }
    out
}

/// The NUMA cost model's candidates for the study's join at `r_rows` ⋈ `s_rows` on `t` (with
/// the plan's bytes per row in a hash table and per key in a vector, when given): the predicted
/// phase times of every strategy × algorithm, and the one `--numa auto` would take.
pub fn numa_section(
    t: &crate::Target,
    r_rows: u64,
    s_rows: u64,
    static_partitioned: bool,
    widths: Option<(f64, f64)>,
) -> String {
    use crate::compiler::plan::numa::{NumaMachine, Workload, candidates, choose};
    use crate::ir::plan::Algorithm;
    let m = NumaMachine::of(t);
    let mut w = Workload::study(r_rows, s_rows, static_partitioned);
    if let Some((hash, vector)) = widths {
        (w.hash_bytes, w.vector_bytes) = (hash, vector);
    }
    let cands = candidates(&m, &w, &[Algorithm::Hash, Algorithm::Vector, Algorithm::Radix]);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "numa: {} node(s) of {:.0} cores, {} LLC per domain, latency {:.0} ns local / {:.0} ns remote ({}), {:.0} / \
         {:.0} GB/s per node; modelled as an FK join, |R| = {r_rows}, |S| = {s_rows}, {} B per row hashed, {} B per key \
         in a vector{}",
        m.nodes,
        m.cores_per_node,
        b(m.llc as u64),
        m.lat_local_ns,
        m.lat_remote_ns,
        if m.measured { "measured" } else { "from the SLIT" },
        m.bw_local,
        m.bw_remote,
        w.hash_bytes,
        w.vector_bytes,
        if static_partitioned { ", tables pre-partitioned" } else { "" }
    );
    let _ = writeln!(
        out,
        "  {:<17} {:<7} {:>10} {:>10} {:>10} {:>10} {:>10}",
        "strategy", "algo", "partition", "build", "replicate", "probe", "total ms"
    );
    for c in &cands {
        match &c.cost {
            Ok(k) => {
                let ms = |x: f64| x * 1e3;
                let _ = writeln!(
                    out,
                    "  {:<17} {:<7} {:>10.2} {:>10.2} {:>10.2} {:>10.2} {:>10.2}",
                    c.strategy.name(),
                    c.algorithm.name(),
                    ms(k.numa_partition),
                    ms(k.build),
                    ms(k.replicate),
                    ms(k.probe),
                    ms(k.total())
                );
            }
            Err(why) => {
                let _ = writeln!(out, "  {:<17} {:<7} not priced: {why}", c.strategy.name(), c.algorithm.name());
            }
        }
    }
    if let Some((best, why)) = choose(&cands) {
        let _ = writeln!(out, "  chosen: {} with {} ({why})", best.strategy.name(), best.algorithm.name());
    }
    // Every node count (and measured thread count per node), merged packages too.
    use crate::compiler::plan::numa::{Layout, Strategy, choose_over, layouts, merged_layout};
    let mut ls = layouts(t);
    ls.extend(merged_layout(t, &Layout::all(t)));
    if ls.len() > 1
        && let Some((l, c, total)) =
            choose_over(t, &ls, &w, &[Algorithm::Hash, Algorithm::Vector, Algorithm::Radix], &Strategy::ALL)
    {
        let _ = writeln!(
            out,
            "  over {} layouts (1 … {} nodes{}): {} {} on {} at {:.2} ms (`run --nodes auto` takes the nodes and threads)",
            ls.len(),
            m.nodes,
            if ls.iter().any(Layout::merged) { ", packages merged" } else { "" },
            c.strategy.name(),
            c.algorithm.name(),
            l.describe(),
            total * 1e3
        );
    }
    out
}

/// A target's layout and memory facts on one line.
pub fn machine_facts(t: &crate::Target) -> String {
    let m = &t.machine;
    let n = m.numa_nodes as usize;
    let rows: Vec<String> = m
        .numa_distances
        .chunks(n.max(1))
        .map(|r| r.iter().map(ToString::to_string).collect::<Vec<_>>().join(" "))
        .collect();
    let pages: Vec<String> = m.page_sizes.iter().map(|&p| b(p)).collect();
    format!(
        "{} cores, {} NUMA node(s) (distances {}), {}-bit SIMD, {} B lines, L2 TLB {} entries, pages {}, memory {} ns and {} GB/s",
        m.cores,
        m.numa_nodes,
        rows.join(" / "),
        t.simd_bits(),
        t.caches.line,
        t.caches.tlb_entries,
        pages.join(" "),
        t.caches.mem_latency_ns,
        m.mem_bandwidth_gbs
    )
}
