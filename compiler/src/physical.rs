//! Physical planning: a verified [`Query`] becomes build sides and one probe pipeline.
//!
//! ```text
//!   build pipelines (one per join, run first):  scan B_j → filter_j → insert into table_j
//!   probe pipeline (fused into one loop):       scan P → filter_P → probe table_0 → … → sink
//! ```
//! Every value the probe pipeline reads after a join comes from that join's matching slot, so
//! the plan records for each value whether it is a probe-table column or a slot field.

use crate::layout::{Field, KeyStats, TableLayout};
use jitjoin_ir::ColType;
use jitjoin_ir::plan::{AggFunc, JoinKind};
use jitjoin_ir::query::{ColId, OutputSpec, Pred, Query};

/// Where the pipeline reads a value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Source {
    /// Column `col` of the probe table at the current row.
    Probe { col: usize, ty: ColType },
    /// A field of the slot that join `join` matched.
    Slot { join: usize, field: Field },
}

impl Source {
    pub fn ty(&self) -> ColType {
        match self {
            Source::Probe { ty, .. } => *ty,
            Source::Slot { field, .. } => field.ty,
        }
    }
}

/// One build side: the table it scans, its filter, and its hash table.
#[derive(Clone, Debug)]
pub struct BuildSide {
    pub table: usize,
    pub keys: Vec<(usize, ColType)>,
    pub filter: Option<Pred>,
    pub layout: TableLayout,
}

#[derive(Clone, Debug)]
pub struct ProbeJoin {
    pub kind: JoinKind,
    pub keys: Vec<Source>,
    pub layout: TableLayout,
    /// Build keys are unique (known after the build): stop at the first match.
    pub unique: bool,
}

/// An aggregate and where its per-thread accumulator lives in the probe state.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AggPlan {
    pub func: AggFunc,
    pub arg: Option<Source>,
    /// Byte offset of its 16-byte accumulator in the state.
    pub offset: u32,
}

#[derive(Clone, Debug)]
pub enum Sink {
    Aggregate(Vec<AggPlan>),
    /// Rows of 64-bit words (integers extended, f64 as bits) written to a growable buffer.
    Emit {
        columns: Vec<Source>,
        limit: u64,
    },
}

/// Per-thread state of the probe pipeline, as 16-byte words:
///
/// ```text
///   word 0        rows: i64 (result rows counted by the sink), 8 bytes unused
///   word 1 + i    accumulator of aggregate i: i128 integer sum | f64 sum | i64/u64 bits or
///                 f64 of min/max (initialised to the identity)
///   emit:         word 1 = buffer pointer, used words; word 2 = capacity in words, owner
/// ```
pub const STATE_ROWS: u32 = 0;
pub const EMIT_PTR: u32 = 16;
pub const EMIT_LEN: u32 = 24;
pub const EMIT_CAP: u32 = 32;
pub const EMIT_OWNER: u32 = 40;

#[derive(Clone, Debug)]
pub struct Pipeline {
    pub table: usize,
    pub filter: Option<Pred>,
    pub joins: Vec<ProbeJoin>,
    pub sink: Sink,
}

impl Pipeline {
    /// Words (u128) of per-thread state the sink needs.
    pub fn state_words(&self) -> usize {
        match &self.sink {
            Sink::Aggregate(aggs) => 1 + aggs.len(),
            Sink::Emit { .. } => 3,
        }
    }
}

/// Columns of each build table that the pipeline reads after its join.
fn carried(q: &Query) -> Vec<Vec<usize>> {
    let mut out = vec![Vec::new(); q.joins.len()];
    let mut note = |c: ColId| {
        if let Some(j) = q.joins.iter().position(|j| j.build == c.table && j.kind == JoinKind::Inner)
            && !out[j].contains(&c.col)
        {
            out[j].push(c.col);
        }
    };
    for j in &q.joins {
        j.probe_keys.iter().for_each(|&c| note(c));
    }
    match &q.output {
        OutputSpec::Aggregate(aggs) => aggs.iter().filter_map(|a| a.arg).for_each(&mut note),
        OutputSpec::Emit { columns, .. } => columns.iter().copied().for_each(&mut note),
    }
    out
}

/// Plan the build sides of `q`, sizing each table from `stats` (one per join).
pub fn plan_builds(q: &Query, stats: &[KeyStats]) -> Vec<BuildSide> {
    let carried = carried(q);
    q.joins
        .iter()
        .zip(stats)
        .zip(&carried)
        .map(|((j, s), carry)| {
            let keys: Vec<(usize, ColType)> = j.build_keys.iter().zip(&j.key_types).map(|(&c, &t)| (c, t)).collect();
            let carry: Vec<(usize, ColType)> = carry.iter().map(|&c| (c, q.tables[j.build].column_type(c))).collect();
            BuildSide {
                table: j.build,
                keys: keys.clone(),
                filter: q.filters[j.build].clone(),
                layout: TableLayout::new(&keys, &carry, *s),
            }
        })
        .collect()
}

/// Plan the probe pipeline over built tables; `unique[j]` says whether join j's build keys were
/// unique.
pub fn plan_pipeline(q: &Query, builds: &[BuildSide], unique: &[bool]) -> Pipeline {
    let source = |c: ColId| -> Source {
        if c.table == q.probe {
            return Source::Probe { col: c.col, ty: q.column_type(c) };
        }
        let j = q.joins.iter().position(|j| j.build == c.table).expect("verified: column of a joined table");
        Source::Slot { join: j, field: builds[j].layout.field_of(c.col).expect("carried column has a field") }
    };
    let joins = q
        .joins
        .iter()
        .enumerate()
        .map(|(i, j)| ProbeJoin {
            kind: j.kind,
            keys: j.probe_keys.iter().map(|&c| source(c)).collect(),
            layout: builds[i].layout.clone(),
            unique: unique[i],
        })
        .collect();
    let sink = match &q.output {
        OutputSpec::Aggregate(aggs) => Sink::Aggregate(
            aggs.iter()
                .enumerate()
                .map(|(i, a)| AggPlan { func: a.func, arg: a.arg.map(source), offset: 16 * (1 + i as u32) })
                .collect(),
        ),
        OutputSpec::Emit { columns, limit } => {
            Sink::Emit { columns: columns.iter().map(|&c| source(c)).collect(), limit: limit.unwrap_or(u64::MAX) }
        }
    };
    Pipeline { table: q.probe, filter: q.filters[q.probe].clone(), joins, sink }
}
