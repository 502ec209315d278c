//! The physical plan: the one value planning produces, which every consumer reads (a run, a
//! listing, an object file, `explain`, the DataFusion operator).
//!
//! ```text
//!   EngineQuery (strings and nulls lowered)      Stats (measured on the data)
//!          └──────────── plan(query, stats, facts, setting) ────────────┘
//!                                   │
//!                                   ▼
//!   PhysicalPlan { query, stats, facts, builds, groups, placements,
//!                  pipeline (with its staged front), probe blocks, steps }
//!                                   │ run: walk the steps
//!                                   ▼
//!   a build finds other facts than the plan assumed (duplicate keys, runs)?
//!          └──▶ plan(query, stats, facts', setting): a new plan, never an edited one; the
//!               joins it builds alike keep their structures, the others are built again
//! ```
//! A plan is a pure function of its inputs, comparable (`==`) and hashable: `explain` prints
//! the plan a run runs, and a test checks that they are the same value.

use crate::layout::Lookup;
use crate::layout::group::GroupLayout;
use crate::layout::radix::TupleLayout;
use crate::plan::front::ProbeFront;
use crate::plan::numa::{Placement, Placements, Strategy, StrategyError, place};
use crate::plan::{
    BuildSide, CacheModel, ChoiceError, JoinStats, KeyFacts, Pipeline, ProbeBlocks, plan_builds, plan_groups,
    plan_pipeline,
};
use crate::steps::{Shapes, Steps};
use jitjoin_ir::query::Query;

/// What planning reads of the data, measured before the plan is made.
#[derive(Clone, Debug, PartialEq)]
pub struct Stats {
    /// Rows of each of the query's tables.
    pub rows: Vec<u64>,
    /// Per join, in the query's order: what the planner knows of its keys and probe side.
    pub joins: Vec<JoinStats>,
    /// The range of each grouping column over the rows its table's filter keeps (a grouped
    /// query; empty otherwise).
    pub group_ranges: Vec<Option<(i128, i128)>>,
    /// Per join: the most build rows one node holds when the build table is split by key
    /// hash across the nodes (the join `psn` splits, and under `replicate-coarse` every join:
    /// a hash join's sub-tables are sized so; `None` for the others).
    pub node_rows: Vec<Option<u64>>,
}

/// Hashes every field (the shares in [`JoinStats`] by their bits).
impl std::hash::Hash for Stats {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        let Stats { rows, joins, group_ranges, node_rows } = self;
        (rows, joins, group_ranges, node_rows).hash(h);
    }
}

/// Where a plan runs: the caches it sizes structures for, and how its structures sit on the
/// workers' nodes.
#[derive(Clone, Debug, PartialEq)]
pub struct Setting {
    pub caches: CacheModel,
    /// The NUMA strategy (resolved: `auto` has been priced already, or runs as `local`).
    pub strategy: Strategy,
    /// The workers' nodes, and the workers (each keeps its own groups).
    pub nodes: usize,
    pub threads: usize,
    /// Rows per block of a partitioned probe side, when the user set them.
    pub probe_block_rows: Option<u64>,
}

/// A query's physical plan (see the module docs).
#[derive(Clone, Debug, PartialEq, Hash)]
pub struct PhysicalPlan {
    /// The query as engines run it: strings and nulls lowered, joins in the order the
    /// pipeline probes them. Every other per-join field follows this order.
    pub query: Query,
    pub stats: Stats,
    /// What the builds found (or, before they ran, what the plan assumes).
    pub facts: Vec<KeyFacts>,
    pub builds: Vec<BuildSide>,
    /// A grouped query's group structure, and why it was chosen.
    pub groups: Option<(GroupLayout, String)>,
    pub placements: Placements,
    /// The fused probe pipeline over the built structures.
    pub pipeline: Pipeline,
    /// Per join: the tuples its partitioned build input holds (a partitioned join).
    pub build_tuples: Vec<Option<TupleLayout>>,
    /// The tuples of the partitioned probe side, when the probe table is partitioned.
    pub probe_tuples: Option<TupleLayout>,
    /// How a partitioned probe side is cut into blocks (one block otherwise).
    pub probe_blocks: ProbeBlocks,
    /// The steps a run (or a host program) follows.
    pub steps: Steps,
}

/// A query that cannot be planned as asked.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum PlanError {
    #[error(transparent)]
    Choice(#[from] ChoiceError),
    #[error(transparent)]
    Strategy(#[from] StrategyError),
}

/// The physical plan of `query` (lowered, its joins ordered) over data measured as `stats`,
/// given what builds found so far (`facts`, one per join: [`KeyFacts::ASSUMED`] before any
/// build) and where it runs.
pub fn plan(query: &Query, stats: &Stats, facts: &[KeyFacts], setting: &Setting) -> Result<PhysicalPlan, PlanError> {
    let q = query;
    let caches = &setting.caches;
    // psn gives each node a table of its share of the split join's keys: size it for the
    // largest share.
    let mut joins = stats.joins.clone();
    if setting.strategy == Strategy::Psn
        && let Some(j) = psn_join(q)
        && let Some(rows) = stats.node_rows.get(j).copied().flatten()
    {
        joins[j].keys.rows = rows;
    }
    let mut builds = plan_builds(q, &joins, facts, caches)?;
    let placements = place(q, &builds, setting.strategy, setting.nodes)?;
    // replicate-coarse gives each node a sub-table of its share of a hash join's keys, which
    // is then copied to every node: size the sub-tables (one layout, so one probe kernel) for
    // the largest share.
    if placements.joins.contains(&Placement::SubTables) {
        let mut shares = joins.clone();
        for (j, s) in shares.iter_mut().enumerate() {
            if let Some(rows) = stats.node_rows.get(j).copied().flatten() {
                s.keys.rows = rows;
            }
        }
        let resized = plan_builds(q, &shares, facts, caches)?;
        for j in 0..builds.len() {
            if placements.joins[j] == Placement::SubTables && matches!(resized[j].lookup, Lookup::Hash(_)) {
                builds[j] = resized[j].clone();
                joins[j] = shares[j];
            }
        }
    }
    let groups = plan_groups(q, &stats.group_ranges, caches);
    let unique: Vec<bool> = facts.iter().map(|f| f.unique).collect();
    let runs: Vec<bool> = facts.iter().map(|f| f.runs).collect();
    let mut pipeline = plan_pipeline(q, &builds, &unique, groups.as_ref().map(|g| &g.0));
    let tuple = |t: usize, keep: &[usize]| {
        TupleLayout::new(&keep.iter().map(|&c| (c, q.tables[t].column_type(c))).collect::<Vec<_>>())
    };
    let build_tuples: Vec<Option<TupleLayout>> =
        builds.iter().map(|b| b.radix.map(|_| tuple(b.table, &b.read_columns()))).collect();
    let probe_tuples = builds.iter().any(|b| b.radix.is_some()).then(|| tuple(q.probe, &pipeline.probe_columns()));
    pipeline.front = ProbeFront::choose(&pipeline, probe_tuples.is_none());
    let probe_blocks = match (&probe_tuples, setting.probe_block_rows) {
        (None, _) => ProbeBlocks { rows: u64::MAX, count: 1 },
        (Some(_), Some(r)) => ProbeBlocks::of(stats.rows[q.probe], r),
        (Some(t), None) => ProbeBlocks::for_builds(stats.rows[q.probe], t.width as u64, &builds),
    };
    let steps = Steps::new(&Shapes {
        query: q,
        rows: &stats.rows,
        builds: &builds,
        stats: &joins,
        unique: &unique,
        runs: &runs,
        pipeline: &pipeline,
        build_tuples: &build_tuples,
        probe_tuples: probe_tuples.as_ref(),
    });
    Ok(PhysicalPlan {
        query: q.clone(),
        stats: stats.clone(),
        facts: facts.to_vec(),
        builds,
        groups,
        placements,
        pipeline,
        build_tuples,
        probe_tuples,
        probe_blocks,
        steps,
    })
}

/// The join `psn` splits the probe table by: the first keyed by probe-table columns.
pub fn psn_join(q: &Query) -> Option<usize> {
    q.joins.iter().position(|j| j.probe_keys[0].table == q.probe)
}

impl PhysicalPlan {
    /// Whether join `j` is built differently in `other` (its structure or where it sits): a
    /// run that re-plans builds such a join again.
    pub fn rebuilds(&self, other: &PhysicalPlan, j: usize) -> bool {
        self.builds[j] != other.builds[j]
            || self.placements.joins[j] != other.placements.joins[j]
            || self.build_tuples[j] != other.build_tuples[j]
    }

    /// The shapes the plan's steps were made from, for binding kernels' contexts to them
    /// ([`Steps::bind`]).
    pub fn with_shapes<R>(&self, f: impl FnOnce(&Shapes<'_>) -> R) -> R {
        let unique: Vec<bool> = self.facts.iter().map(|x| x.unique).collect();
        let runs: Vec<bool> = self.facts.iter().map(|x| x.runs).collect();
        f(&Shapes {
            query: &self.query,
            rows: &self.stats.rows,
            builds: &self.builds,
            stats: &self.stats.joins,
            unique: &unique,
            runs: &runs,
            pipeline: &self.pipeline,
            build_tuples: &self.build_tuples,
            probe_tuples: self.probe_tuples.as_ref(),
        })
    }

    /// A 128-bit fingerprint of the whole plan (of its derived `Hash`), which `explain` and a
    /// run's report print so the two can be compared.
    pub fn fingerprint(&self) -> u128 {
        crate::fingerprint::fingerprint(self)
    }
}
