//! `JitjoinExec`: a subtree of joins, filters, projections and an aggregate that jitjoin
//! compiles, in place of DataFusion's operators.
//!
//! ```text
//!   execute(0):  every partition of every leaf at once ──▶ record batches
//!                   │ each batch's used columns converted into jitjoin's columns as it
//!                   │ arrives (strings interned), then dropped; counted against the memory
//!                   │ pool (refused: the original subtree runs)
//!                   ▼
//!                jitjoin Session: leaf i as table t<i>, its used column j as c<j>
//!                   │ the query text compiled for this CPU, run on `threads` workers
//!                   ▼
//!                result columns cast to the replaced node's schema ──▶ one batch
//! ```
//!
//! A jitjoin error at run time (a type or a size it refuses) runs the original subtree
//! instead and says so in `EXPLAIN ANALYZE`.

use crate::translate::Translation;
use datafusion::arrow::array::{ArrayRef, RecordBatch};
use datafusion::arrow::compute::{CastOptions, cast_with_options};
use datafusion::arrow::datatypes::{Field, Schema, SchemaRef};
use datafusion::common::runtime::SpawnedTask;
use datafusion::common::tree_node::TreeNodeRecursion;
use datafusion::common::{DataFusionError, Result};
use datafusion::execution::TaskContext;
use datafusion::execution::memory_pool::{MemoryConsumer, MemoryReservation};
use datafusion::physical_expr::{EquivalenceProperties, PhysicalExpr};
use datafusion::physical_plan::aggregates::{AggregateExec, AggregateMode};
use datafusion::physical_plan::execution_plan::{Boundedness, EmissionType, reset_plan_states};
use datafusion::physical_plan::metrics::{Count, ExecutionPlanMetricsSet, MetricBuilder, MetricsSet, Time};
use datafusion::physical_plan::repartition::RepartitionExec;
use datafusion::physical_plan::stream::RecordBatchStreamAdapter;
use datafusion::physical_plan::{
    DisplayAs, DisplayFormatType, Distribution, ExecutionPlan, ExecutionPlanProperties, InputDistributionRequirements,
    Partitioning, PlanProperties, SendableRecordBatchStream, replace_children_if_necessary,
};
use futures::StreamExt;
use jitjoin::ir::TableData;
use std::fmt;
use std::sync::{Arc, Mutex};

/// What a run did, for `EXPLAIN ANALYZE`.
#[derive(Clone, Debug, Default)]
struct Ran {
    /// Per join, its build table and the algorithm jitjoin chose.
    algorithms: Vec<(String, String)>,
    /// Why the original subtree ran instead.
    fell_back: Option<String>,
}

/// The operator: the translation, the replaced node's schema and the replaced subtree to fall
/// back to, over the same inputs.
#[derive(Debug)]
pub struct JitjoinExec {
    pub(crate) translation: Translation,
    pub(crate) schema: SchemaRef,
    /// The replaced subtree, its leaves the operator's inputs (at `fallback.paths`).
    pub(crate) fallback: Option<Fallback>,
    pub(crate) threads: usize,
    /// A partial aggregate over one leaf with no join: each of the leaf's partitions is read
    /// and aggregated a chunk at a time, each chunk's partial groups emitted as they are done.
    pub(crate) streams: bool,
    /// Rows per chunk when streaming; `None`: [`chunk_rows`].
    pub(crate) chunk_rows: Option<usize>,
    cache: Arc<PlanProperties>,
    metrics: ExecutionPlanMetricsSet,
    ran: Arc<Mutex<Ran>>,
}

/// The subtree a `JitjoinExec` replaced, and where in it each of the operator's inputs is
/// (child indices from its root), so that new inputs (a distributed planner's shuffle
/// readers, a decoded plan's children) are put in its place and the fallback reads what the
/// operator reads.
#[derive(Clone, Debug)]
pub(crate) struct Fallback {
    pub(crate) plan: Arc<dyn ExecutionPlan>,
    pub(crate) paths: Vec<Vec<usize>>,
}

impl Fallback {
    /// The same subtree over `inputs`.
    ///
    /// `streams`: the operator's partition p is its input's partition p, and so is the
    /// fallback's, whatever their number (Ballista gives each task its slice of the input).
    /// Otherwise the operator reads its inputs whole, and an input whose partitions differ
    /// from the one it replaces (a distributed planner coalesced it) is partitioned again as
    /// the old one was, so that the subtree's joins still see their two sides in matching
    /// partitions.
    pub(crate) fn over(&self, inputs: &[Arc<dyn ExecutionPlan>], streams: bool) -> Result<Fallback> {
        fn put(
            node: &Arc<dyn ExecutionPlan>,
            at: &mut Vec<usize>,
            paths: &[Vec<usize>],
            inputs: &[Arc<dyn ExecutionPlan>],
            streams: bool,
            placed: &mut usize,
        ) -> Result<Arc<dyn ExecutionPlan>> {
            if let Some(i) = paths.iter().position(|p| p == at) {
                *placed += 1;
                return match streams {
                    true => Ok(Arc::clone(&inputs[i])),
                    false => as_partitioned(&inputs[i], node.output_partitioning()),
                };
            }
            if !paths.iter().any(|p| p.starts_with(at)) {
                return Ok(Arc::clone(node));
            }
            let mut children = Vec::new();
            for (k, c) in node.children().into_iter().enumerate() {
                at.push(k);
                children.push(put(c, at, paths, inputs, streams, placed)?);
                at.pop();
            }
            replace_children_if_necessary(Arc::clone(node), children)
        }
        if inputs.len() != self.paths.len() {
            return Err(DataFusionError::Internal(format!(
                "JitjoinExec's fallback has {} inputs, given {}",
                self.paths.len(),
                inputs.len()
            )));
        }
        let mut placed = 0;
        let plan = put(&self.plan, &mut Vec::new(), &self.paths, inputs, streams, &mut placed)?;
        if placed != inputs.len() {
            return Err(DataFusionError::Internal(format!(
                "JitjoinExec's fallback holds {placed} of its {} inputs where they should be",
                inputs.len()
            )));
        }
        Ok(Fallback { plan, paths: self.paths.clone() })
    }

    /// Where each of `leaves` is in `plan` (the first place, depth first); `None` if one is not.
    pub(crate) fn locate(plan: &Arc<dyn ExecutionPlan>, leaves: &[Arc<dyn ExecutionPlan>]) -> Option<Vec<Vec<usize>>> {
        fn find(node: &Arc<dyn ExecutionPlan>, leaf: &Arc<dyn ExecutionPlan>, at: &mut Vec<usize>) -> bool {
            if Arc::ptr_eq(node, leaf) {
                return true;
            }
            for (k, c) in node.children().into_iter().enumerate() {
                at.push(k);
                if find(c, leaf, at) {
                    return true;
                }
                at.pop();
            }
            false
        }
        leaves
            .iter()
            .map(|leaf| {
                let mut at = Vec::new();
                find(plan, leaf, &mut at).then_some(at)
            })
            .collect()
    }
}

impl JitjoinExec {
    /// The operator for `translation` in place of `original` (whose schema it produces),
    /// running jitjoin on `threads` workers. `original` holds the translation's leaves as
    /// [`translate`](crate::translate::translate) found them; `inputs` are what the operator
    /// reads in their place (the same leaves, or leaves whose own aggregates became
    /// jitjoin's): the fallback reads them too.
    pub fn new(
        translation: Translation,
        original: Arc<dyn ExecutionPlan>,
        inputs: Vec<Arc<dyn ExecutionPlan>>,
        threads: usize,
    ) -> JitjoinExec {
        // The inputs are the leaves, or leaves rewritten in place: their partitions are the same.
        let fallback = match Fallback::locate(&original, &translation.leaves) {
            Some(paths) => Fallback { plan: Arc::clone(&original), paths }.over(&inputs, false),
            None => Err(DataFusionError::Internal("its inputs are not in the replaced subtree".into())),
        };
        let fallback = fallback
            .inspect_err(
                |e| log::warn!(target: "jitjoin", "JitjoinExec without a fallback (a refusal at run time fails): {e}"),
            )
            .ok();
        let mut translation = translation;
        translation.leaves = inputs;
        let partial = original.downcast_ref::<AggregateExec>().is_some_and(|a| *a.mode() == AggregateMode::Partial);
        // Partition p of the operator must be partition p of the replaced aggregate (its
        // fallback): the leaf reached through filters and projections, never a repartition.
        let streams = partial
            && translation.joins == 0
            && translation.leaves.len() == 1
            && fallback.as_ref().is_some_and(|f| leaf_partitions_pass_through(&f.plan, &translation.leaves[0]));
        JitjoinExec::from_parts(translation, original.schema(), fallback, threads, streams, None)
    }

    /// The operator from its parts (a decoded one: see [`crate::codec`]).
    pub(crate) fn from_parts(
        translation: Translation,
        schema: SchemaRef,
        fallback: Option<Fallback>,
        threads: usize,
        streams: bool,
        chunk_rows: Option<usize>,
    ) -> JitjoinExec {
        let cache = properties(&schema, &translation, streams);
        JitjoinExec {
            translation,
            schema,
            fallback,
            threads: threads.max(1),
            streams,
            chunk_rows,
            cache,
            metrics: ExecutionPlanMetricsSet::new(),
            ran: Arc::default(),
        }
    }

    /// Stream `rows` rows per chunk (`None`: as the calibrated cache says).
    pub fn with_chunk_rows(mut self, rows: Option<usize>) -> JitjoinExec {
        self.chunk_rows = rows;
        self
    }

    /// Does it stream (a chunk of its leaf at a time, on each of the leaf's partitions)?
    pub fn streams(&self) -> bool {
        self.streams
    }

    /// The jitjoin query it runs (the plan language, over tables `t<i>`).
    pub fn query(&self) -> &str {
        &self.translation.text
    }

    /// Joins jitjoin runs here.
    pub fn joins(&self) -> usize {
        self.translation.joins
    }

    /// After a run: per join, its build table (`t<i>`, input i) and the algorithm jitjoin chose.
    pub fn algorithms(&self) -> Vec<(String, String)> {
        self.ran.lock().unwrap_or_else(|e| e.into_inner()).algorithms.clone()
    }

    /// The query probing each table its inner joins may probe (the one with the most rows
    /// runs).
    pub fn probes(&self) -> &[(usize, String)] {
        &self.translation.probes
    }

    /// The replaced subtree the operator falls back to, over the operator's inputs.
    pub fn fallback(&self) -> Option<&Arc<dyn ExecutionPlan>> {
        self.fallback.as_ref().map(|f| &f.plan)
    }

    /// Rows per chunk when streaming, when not derived from the calibrated cache.
    pub fn chunk_rows(&self) -> Option<usize> {
        self.chunk_rows
    }

    /// jitjoin's worker threads.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Why the original subtree ran instead, after a run that fell back.
    pub fn fell_back(&self) -> Option<String> {
        self.ran.lock().unwrap_or_else(|e| e.into_inner()).fell_back.clone()
    }
}

impl DisplayAs for JitjoinExec {
    fn fmt_as(&self, t: DisplayFormatType, f: &mut fmt::Formatter) -> fmt::Result {
        let query = self.translation.text.replace('\n', " | ");
        match t {
            DisplayFormatType::TreeRender => write!(f, "joins={}", self.translation.joins),
            _ => {
                write!(f, "JitjoinExec: joins={}, query=[{query}]", self.translation.joins)?;
                let ran = self.ran.lock().unwrap_or_else(|e| e.into_inner());
                if !ran.algorithms.is_empty() {
                    let a: Vec<String> = ran.algorithms.iter().map(|(t, a)| format!("{t}: {a}")).collect();
                    write!(f, ", algorithms=[{}]", a.join(", "))?;
                }
                if let Some(why) = &ran.fell_back {
                    write!(f, ", fell back to DataFusion: {why}")?;
                }
                Ok(())
            }
        }
    }
}

impl ExecutionPlan for JitjoinExec {
    fn name(&self) -> &'static str {
        "JitjoinExec"
    }

    fn properties(&self) -> &Arc<PlanProperties> {
        &self.cache
    }

    fn children(&self) -> Vec<&Arc<dyn ExecutionPlan>> {
        self.translation.leaves.iter().collect()
    }

    fn apply_expressions(
        &self,
        _f: &mut dyn FnMut(&Arc<dyn PhysicalExpr>) -> Result<TreeNodeRecursion>,
    ) -> Result<TreeNodeRecursion> {
        Ok(TreeNodeRecursion::Continue)
    }

    fn with_new_children(self: Arc<Self>, children: Vec<Arc<dyn ExecutionPlan>>) -> Result<Arc<dyn ExecutionPlan>> {
        if children.len() != self.translation.leaves.len() {
            return Err(DataFusionError::Internal(format!(
                "JitjoinExec has {} inputs, given {}",
                self.translation.leaves.len(),
                children.len()
            )));
        }
        let mut translation = self.translation.clone();
        // The fallback reads the new inputs too (a distributed planner's shuffle readers).
        let fallback = match &self.fallback {
            Some(f) => Some(f.over(&children, self.streams)?),
            None => None,
        };
        translation.leaves = children;
        Ok(Arc::new(JitjoinExec::from_parts(
            translation,
            Arc::clone(&self.schema),
            fallback,
            self.threads,
            self.streams,
            self.chunk_rows,
        )))
    }

    /// Streaming, partition p reads partition p of its input; otherwise the operator reads
    /// every partition of every input itself, so a distributed planner must not split them
    /// among tasks (Ballista restricts the inputs of a task to its partitions unless asked
    /// for one partition).
    fn input_distribution_requirements(&self) -> InputDistributionRequirements {
        let each = match self.streams {
            true => Distribution::UnspecifiedDistribution,
            false => Distribution::SinglePartition,
        };
        InputDistributionRequirements::new(vec![each; self.translation.leaves.len()])
    }

    fn metrics(&self) -> Option<MetricsSet> {
        Some(self.metrics.clone_inner())
    }

    fn execute(&self, partition: usize, context: Arc<TaskContext>) -> Result<SendableRecordBatchStream> {
        if self.streams {
            return self.execute_streaming(partition, context);
        }
        if partition != 0 {
            return Err(DataFusionError::Internal(format!("JitjoinExec has one partition, asked for {partition}")));
        }
        let leaves = self.translation.leaves.clone();
        let (text, probes) = (self.translation.text.clone(), self.translation.probes.clone());
        let used = self.translation.used.clone();
        let schema = Arc::clone(&self.schema);
        let original = self.fallback.as_ref().map(|f| Arc::clone(&f.plan));
        let threads = self.threads;
        let ran = Arc::clone(&self.ran);
        let meters = Meters::new(&self.metrics, 0);
        let out_schema = Arc::clone(&schema);
        let fut = async move {
            let t0 = std::time::Instant::now();
            // jitjoin's columns as the leaves' batches arrive, each counted against the pool:
            // refused, the original subtree runs instead.
            let reservation = Arc::new(MemoryConsumer::new("JitjoinExec").register(context.memory_pool()));
            let tables = read_leaves(&leaves, &used, &context, &reservation).await?;
            meters.collect.add_duration(t0.elapsed());
            let run = match tables {
                Ok(tables) => {
                    let text = probing_the_largest(text, &probes, &tables);
                    let task = tokio::task::spawn_blocking(move || run(&text, tables, threads, &schema, false));
                    task.await.map_err(|e| format!("jitjoin's thread: {e}")).and_then(|r| r)
                }
                Err(why) => Err(why),
            };
            let batch = match run {
                Ok((batch, report)) => {
                    meters.add(&report);
                    report.record(0, batch.num_rows());
                    ran.lock().unwrap_or_else(|e| e.into_inner()).algorithms = report.algorithms;
                    batch
                }
                Err(why) => {
                    reservation.free();
                    let Some(original) = original else {
                        return Err(DataFusionError::Execution(format!("jitjoin: {why}")));
                    };
                    fell_back(&why);
                    ran.lock().unwrap_or_else(|e| e.into_inner()).fell_back = Some(why);
                    // The leaves ran already: their stateful operators (a repartition's
                    // channels) start afresh.
                    let original = reset_plan_states(original)?;
                    let batches = collect(&original, &context).await?;
                    datafusion::arrow::compute::concat_batches(&original.schema(), &batches)?
                }
            };
            reservation.free();
            meters.rows.add(batch.num_rows());
            Ok(batch)
        };
        Ok(Box::pin(RecordBatchStreamAdapter::new(out_schema, futures::stream::once(fut))))
    }
}

/// `input`, repartitioned when its partitions are not `want`'s: by the same hash (rows meet
/// their join partners in the same partition) or round robin to as many partitions.
fn as_partitioned(input: &Arc<dyn ExecutionPlan>, want: &Partitioning) -> Result<Arc<dyn ExecutionPlan>> {
    let have = input.output_partitioning();
    if have.partition_count() == want.partition_count() {
        return Ok(Arc::clone(input));
    }
    let to = match want {
        Partitioning::Hash(exprs, n) => Partitioning::Hash(exprs.clone(), *n),
        Partitioning::RoundRobinBatch(n) | Partitioning::UnknownPartitioning(n) => Partitioning::RoundRobinBatch(*n),
        other => {
            return Err(DataFusionError::NotImplemented(format!(
                "the fallback's input was partitioned as {other}, which cannot be made again"
            )));
        }
    };
    Ok(Arc::new(RepartitionExec::try_new(Arc::clone(input), to)?))
}

/// Is `leaf` in `plan`'s subtree with no operator between them that changes partitions
/// (a repartition, a coalesce, a merge), and with as many partitions as `plan`?
fn leaf_partitions_pass_through(plan: &Arc<dyn ExecutionPlan>, leaf: &Arc<dyn ExecutionPlan>) -> bool {
    fn reaches(node: &Arc<dyn ExecutionPlan>, leaf: &Arc<dyn ExecutionPlan>) -> bool {
        if Arc::ptr_eq(node, leaf) {
            return true;
        }
        let keeps = node.children().len() == 1
            && node.output_partitioning().partition_count()
                == node.children()[0].output_partitioning().partition_count()
            && !matches!(node.name(), "RepartitionExec" | "CoalescePartitionsExec" | "SortPreservingMergeExec");
        keeps && reaches(node.children()[0], leaf)
    }
    plan.output_partitioning().partition_count() == leaf.output_partitioning().partition_count() && reaches(plan, leaf)
}

/// The operator's properties: one partition, the whole result at the end; or, streaming, the
/// leaf's partitions, each emitting as it goes.
fn properties(schema: &SchemaRef, translation: &Translation, streams: bool) -> Arc<PlanProperties> {
    let (partitions, emission) = match translation.leaves.first() {
        Some(leaf) if streams => (leaf.output_partitioning().partition_count(), EmissionType::Incremental),
        _ => (1, EmissionType::Final),
    };
    Arc::new(PlanProperties::new(
        EquivalenceProperties::new(Arc::clone(schema)),
        Partitioning::UnknownPartitioning(partitions),
        emission,
        Boundedness::Bounded,
    ))
}

/// Where a streaming partition is.
enum Streaming {
    /// Reading the leaf's partition `chunk` rows at a time; `emitted` once a chunk's groups
    /// went out.
    Jit { input: SendableRecordBatchStream, chunk: usize, emitted: bool, done: bool, spare: Option<TableData> },
    /// The original subtree's partition answers: jitjoin refused the first chunk, or (over
    /// the rest of the partition) its groups were too many to pay.
    Original(SendableRecordBatchStream),
}

impl JitjoinExec {
    /// [`ExecutionPlan::execute`] of a streaming operator: partition `partition` of the leaf,
    /// a chunk of [`chunk_rows`] at a time converted into a jitjoin table and aggregated on
    /// one worker (DataFusion runs the partitions side by side), each chunk's partial groups
    /// one batch. The final aggregate above merges them. A chunk jitjoin refuses before any
    /// batch went out runs the original subtree's partition instead. A chunk that leaves more
    /// than one group per [`FEW_GROUPS`] rows aggregates too little to pay for converting the
    /// rows and handing the groups on: the original partial aggregate then takes the rest of
    /// the partition, as it comes ([`hand_off`]), and the final aggregate merges both (as
    /// DataFusion skips partial aggregation that does not reduce).
    fn execute_streaming(&self, partition: usize, context: Arc<TaskContext>) -> Result<SendableRecordBatchStream> {
        let leaf = &self.translation.leaves[0];
        let cols = self.translation.used[0].clone();
        let (in_schema, width) = used_schema(leaf, &cols);
        let chunk = self.chunk_rows.unwrap_or_else(|| chunk_rows(width));
        // Preallocated per chunk: the first chunk's size, within reason.
        let first = chunk.min(1 << 24);
        let batch_size = context.session_config().batch_size();
        let input = leaf.execute(partition, Arc::clone(&context))?;
        let text = Arc::new(self.translation.text.clone());
        let schema = Arc::clone(&self.schema);
        let fallback = self.fallback.clone();
        let ran = Arc::clone(&self.ran);
        let meters = Meters::new(&self.metrics, partition);
        let reservation =
            Arc::new(MemoryConsumer::new(format!("JitjoinExec[{partition}]")).register(context.memory_pool()));
        let start = Streaming::Jit { input, chunk, emitted: false, done: false, spare: None };
        let stream = futures::stream::try_unfold(start, move |state| {
            let (text, schema, in_schema, cols) =
                (Arc::clone(&text), Arc::clone(&schema), Arc::clone(&in_schema), cols.clone());
            let (fallback, ran, context, meters) =
                (fallback.clone(), Arc::clone(&ran), Arc::clone(&context), meters.clone());
            let reservation = Arc::clone(&reservation);
            async move {
                let (mut input, chunk, emitted, spare) = match state {
                    Streaming::Jit { done: true, .. } => return Ok(None),
                    Streaming::Original(mut s) => {
                        return match s.next().await {
                            Some(b) => Ok(Some((b?, Streaming::Original(s)))),
                            None => Ok(None),
                        };
                    }
                    Streaming::Jit { input, chunk, emitted, spare, .. } => (input, chunk, emitted, spare),
                };
                let t0 = std::time::Instant::now();
                // Room for a chunk and the batch that ends it; each batch counted against the
                // pool as it is converted.
                let room = first.saturating_add(batch_size);
                let mut part = match spare {
                    // The last chunk's columns: memory already faulted in.
                    Some(old) => jitjoin::TableBuilder::reusing(&in_schema, old, room),
                    None => jitjoin::TableBuilder::with_capacity(&in_schema, room),
                }
                .map_err(|e| e.to_string());
                let mut done = false;
                // The first chunk is at most PROBE_ROWS: enough to tell whether grouping
                // reduces, and little work for jitjoin when it does not.
                let limit = if emitted { chunk } else { chunk.min(PROBE_ROWS) };
                while let Ok(p) = part.as_mut() {
                    if p.rows() >= limit {
                        break;
                    }
                    let Some(batch) = input.next().await else {
                        done = true;
                        break;
                    };
                    if let Err(why) = take(p, &batch?, &cols, width, &reservation)? {
                        part = Err(why);
                    }
                }
                meters.collect.add_duration(t0.elapsed());
                if done && emitted && part.as_ref().is_ok_and(|p| p.rows() == 0) {
                    return Ok(None);
                }
                let read = part.as_ref().map_or(0, |p| p.rows());
                let run = match part {
                    Ok(part) => {
                        let task = tokio::task::spawn_blocking(move || run(&text, vec![part], 1, &schema, true));
                        task.await.map_err(|e| format!("jitjoin's thread: {e}")).and_then(|r| r)
                    }
                    Err(why) => Err(why),
                };
                reservation.free();
                match run {
                    Ok((batch, mut report)) => {
                        meters.add(&report);
                        report.record(partition, batch.num_rows());
                        meters.rows.add(batch.num_rows());
                        let few = batch.num_rows() * FEW_GROUPS <= read;
                        match (&fallback, few || done) {
                            // Grouping leaves almost as many groups as rows: DataFusion's
                            // partial aggregate takes the rest of the partition (the final
                            // aggregate above merges both).
                            (Some(f), false) => {
                                let rest = hand_off(f, input, &context)?;
                                meters.handed_off.add(1);
                                Ok(Some((batch, Streaming::Original(rest))))
                            }
                            // The rest as one chunk when there is nothing to hand it to.
                            _ => {
                                let chunk = if few { chunk } else { usize::MAX };
                                let spare = report.spare.take();
                                Ok(Some((batch, Streaming::Jit { input, chunk, emitted: true, done, spare })))
                            }
                        }
                    }
                    Err(why) => {
                        let Some(original) = fallback.map(|f| f.plan).filter(|_| !emitted) else {
                            return Err(DataFusionError::Execution(format!("jitjoin: {why}")));
                        };
                        fell_back(&why);
                        ran.lock().unwrap_or_else(|e| e.into_inner()).fell_back = Some(why);
                        drop(input);
                        let mut s = reset_plan_states(original)?.execute(partition, context)?;
                        match s.next().await {
                            Some(b) => Ok(Some((b?, Streaming::Original(s)))),
                            None => Ok(None),
                        }
                    }
                }
            }
        });
        Ok(Box::pin(RecordBatchStreamAdapter::new(Arc::clone(&self.schema), stream)))
    }
}

/// The replaced subtree (a partial aggregate over the leaf, through filters and projections)
/// over what is left of `input`, the leaf's partition: its stream.
fn hand_off(
    fallback: &Fallback,
    input: SendableRecordBatchStream,
    context: &Arc<TaskContext>,
) -> Result<SendableRecordBatchStream> {
    let rest: Arc<dyn ExecutionPlan> = Arc::new(Rest::new(input));
    let plan = fallback.over(&[rest], true)?.plan;
    reset_plan_states(plan)?.execute(0, Arc::clone(context))
}

/// The rest of a stream already begun, as a leaf of one partition that can be run once.
struct Rest {
    stream: Mutex<Option<SendableRecordBatchStream>>,
    cache: Arc<PlanProperties>,
}

impl Rest {
    fn new(stream: SendableRecordBatchStream) -> Rest {
        let cache = Arc::new(PlanProperties::new(
            EquivalenceProperties::new(stream.schema()),
            Partitioning::UnknownPartitioning(1),
            EmissionType::Incremental,
            Boundedness::Bounded,
        ));
        Rest { stream: Mutex::new(Some(stream)), cache }
    }
}

impl fmt::Debug for Rest {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("Rest")
    }
}

impl DisplayAs for Rest {
    fn fmt_as(&self, _: DisplayFormatType, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("Rest: the rest of a partition JitjoinExec began")
    }
}

impl ExecutionPlan for Rest {
    fn name(&self) -> &'static str {
        "Rest"
    }

    fn properties(&self) -> &Arc<PlanProperties> {
        &self.cache
    }

    fn children(&self) -> Vec<&Arc<dyn ExecutionPlan>> {
        Vec::new()
    }

    fn apply_expressions(
        &self,
        _f: &mut dyn FnMut(&Arc<dyn PhysicalExpr>) -> Result<TreeNodeRecursion>,
    ) -> Result<TreeNodeRecursion> {
        Ok(TreeNodeRecursion::Continue)
    }

    fn with_new_children(self: Arc<Self>, children: Vec<Arc<dyn ExecutionPlan>>) -> Result<Arc<dyn ExecutionPlan>> {
        match children.is_empty() {
            true => Ok(self),
            false => Err(DataFusionError::Internal("Rest has no inputs".into())),
        }
    }

    fn execute(&self, partition: usize, _context: Arc<TaskContext>) -> Result<SendableRecordBatchStream> {
        let taken = self.stream.lock().unwrap_or_else(|e| e.into_inner()).take();
        match (partition, taken) {
            (0, Some(s)) => Ok(s),
            _ => Err(DataFusionError::Internal(format!("the rest of a stream, asked for partition {partition} again"))),
        }
    }
}

/// Rows of a streaming partition's first chunk, at most: whether its grouping leaves fewer
/// than one group per [`FEW_GROUPS`] rows decides who aggregates the rest. Eight of
/// DataFusion's default batches; DataFusion's own probe before it skips partial aggregation
/// reads 100,000 rows.
const PROBE_ROWS: usize = 1 << 16;

/// A streaming chunk should leave at most one group per this many rows.
const FEW_GROUPS: usize = 8;

/// Rows of a leaf a streaming operator reads at a time, for rows of `width` bytes in jitjoin's
/// columns: half the calibrated last level cache, so that the kernel reads the chunk its
/// conversion just wrote while it is cached, but at least 2^17 rows, so that preparing each
/// run (a fraction of a millisecond: planning, and a kernel from the cache) stays a small
/// share of it.
fn chunk_rows(width: usize) -> usize {
    let llc = jitjoin::compiler::plan::CacheModel::of(&jitjoin::runtime::host::caches::host_target()).llc as usize;
    (llc / 2 / width.max(1)).max(1 << 17)
}

/// Every batch of every partition of `plan`, the partitions run at once.
async fn collect(plan: &Arc<dyn ExecutionPlan>, context: &Arc<TaskContext>) -> Result<Vec<RecordBatch>> {
    let n = plan.output_partitioning().partition_count();
    let mut tasks = Vec::with_capacity(n);
    for p in 0..n {
        let mut stream = plan.execute(p, Arc::clone(context))?;
        tasks.push(tokio::spawn(async move {
            let mut out = Vec::new();
            while let Some(b) = stream.next().await {
                out.push(b?);
            }
            Ok::<_, DataFusionError>(out)
        }));
    }
    let mut all = Vec::new();
    for t in tasks {
        all.extend(t.await.map_err(|e| DataFusionError::External(Box::new(e)))??);
    }
    Ok(all)
}

/// Every leaf's `used` columns (leaf i's named `c<j>` for its column j) as jitjoin tables,
/// all partitions of all leaves read at once. Each batch is converted as it arrives and then
/// dropped, so a scan is never held whole as Arrow: only jitjoin's columns stay, counted
/// against `reservation`. `Ok(Err(why))` when jitjoin cannot take the data (a type, a value,
/// the pool's refusal): the caller runs the original subtree.
async fn read_leaves(
    leaves: &[Arc<dyn ExecutionPlan>],
    used: &[Vec<usize>],
    context: &Arc<TaskContext>,
    reservation: &Arc<MemoryReservation>,
) -> Result<std::result::Result<Vec<jitjoin::TableBuilder>, String>> {
    type Part = std::result::Result<jitjoin::TableBuilder, String>;
    // Dropped (an error, a cancelled query), the tasks stop reading.
    let mut tasks: Vec<(SchemaRef, Vec<SpawnedTask<Result<Part>>>)> = Vec::with_capacity(leaves.len());
    for (leaf, cols) in leaves.iter().zip(used) {
        let (schema, width) = used_schema(leaf, cols);
        let mut parts = Vec::new();
        for p in 0..leaf.output_partitioning().partition_count() {
            let mut stream = leaf.execute(p, Arc::clone(context))?;
            let (schema, cols, reservation) = (Arc::clone(&schema), cols.clone(), Arc::clone(reservation));
            parts.push(SpawnedTask::spawn(async move {
                let mut part = match jitjoin::TableBuilder::new(&schema) {
                    Ok(t) => t,
                    Err(e) => return Ok(Err(e.to_string())),
                };
                while let Some(batch) = stream.next().await {
                    if let Err(why) = take(&mut part, &batch?, &cols, width, &reservation)? {
                        return Ok(Err(why));
                    }
                }
                Ok(Ok(part))
            }));
        }
        tasks.push((schema, parts));
    }
    let mut tables = Vec::with_capacity(tasks.len());
    let mut refused = None;
    for (schema, parts) in tasks {
        let mut table: Option<jitjoin::TableBuilder> = None;
        for t in parts {
            match t.join().await.map_err(|e| DataFusionError::External(Box::new(e)))?? {
                Ok(part) => match table.as_mut() {
                    None => table = Some(part),
                    Some(whole) => {
                        if let Err(e) = whole.append(part) {
                            refused.get_or_insert(e.to_string());
                        }
                    }
                },
                Err(why) => {
                    refused.get_or_insert(why);
                }
            }
        }
        // A leaf without partitions is an empty table (still `t<i>`, with its columns).
        match table {
            Some(t) => tables.push(t),
            None => match jitjoin::TableBuilder::new(&schema) {
                Ok(t) => tables.push(t),
                Err(e) => {
                    refused.get_or_insert(e.to_string());
                }
            },
        }
    }
    Ok(match refused {
        Some(why) => Err(why),
        None => Ok(tables),
    })
}

/// The columns `cols` of `leaf` as jitjoin reads them (column j named `c<j>`), and the bytes
/// a row of them takes in jitjoin's columns (a string is a 4-byte dictionary code).
fn used_schema(leaf: &Arc<dyn ExecutionPlan>, cols: &[usize]) -> (SchemaRef, usize) {
    use jitjoin::runtime::data::files;
    let schema = leaf.schema();
    let fields: Vec<Field> = cols.iter().map(|&c| schema.field(c).clone().with_name(format!("c{c}"))).collect();
    let width = fields
        .iter()
        .map(|f| match files::is_text(f.data_type()) {
            true => 4,
            false => files::col_type(f.data_type()).map_or(8, |t| t.width()),
        })
        .sum();
    (Arc::new(Schema::new(fields)), width)
}

/// Convert `batch`'s columns `cols` into `part`, after counting their `width` bytes a row
/// against `reservation`; `Ok(Err(why))` when the pool or jitjoin refuses them.
fn take(
    part: &mut jitjoin::TableBuilder,
    batch: &RecordBatch,
    cols: &[usize],
    width: usize,
    reservation: &MemoryReservation,
) -> Result<std::result::Result<(), String>> {
    let batch = batch.project(cols)?;
    let bytes = batch.num_rows() * width;
    if let Err(e) = reservation.try_grow(bytes) {
        return Ok(Err(format!("the memory pool refused {bytes} more bytes: {e}")));
    }
    Ok(part.push(&batch).map_err(|e| e.to_string()))
}

/// The operator's metrics for one output partition, as `EXPLAIN ANALYZE` shows them.
#[derive(Clone)]
struct Meters {
    /// Running the leaves (with the conversion of their batches).
    collect: Time,
    load: Time,
    plan: Time,
    compile: Time,
    build: Time,
    probe: Time,
    output: Time,
    compiled: Count,
    cached: Count,
    rows: Count,
    /// Streaming partitions whose rest DataFusion's partial aggregate took (too many groups).
    handed_off: Count,
}

impl Meters {
    fn new(m: &ExecutionPlanMetricsSet, partition: usize) -> Meters {
        let time = |name: &'static str| MetricBuilder::new(m).subset_time(name, partition);
        Meters {
            collect: time("jitjoin_collect"),
            load: time("jitjoin_load"),
            plan: time("jitjoin_plan"),
            compile: time("jitjoin_compile"),
            build: time("jitjoin_build"),
            probe: time("jitjoin_probe"),
            output: time("jitjoin_output"),
            compiled: MetricBuilder::new(m).counter("jitjoin_kernels_compiled", partition),
            cached: MetricBuilder::new(m).counter("jitjoin_kernels_cached", partition),
            rows: MetricBuilder::new(m).output_rows(partition),
            handed_off: MetricBuilder::new(m).counter("jitjoin_handed_off", partition),
        }
    }

    /// Add one jitjoin run's phases and kernels.
    fn add(&self, r: &Report) {
        self.load.add_duration(r.load);
        self.plan.add_duration(r.plan);
        self.compile.add_duration(r.compile);
        self.build.add_duration(r.build);
        self.probe.add_duration(r.probe);
        self.output.add_duration(r.output);
        self.compiled.add(r.kernels_compiled);
        self.cached.add(r.kernels_cached);
    }
}

/// What a jitjoin run reports back.
struct Report {
    /// Registering the leaves' columns with jitjoin (strings become dictionaries).
    load: std::time::Duration,
    /// Statistics and the physical plan, before compiling.
    plan: std::time::Duration,
    /// The result as Arrow, cast to the replaced node's schema.
    output: std::time::Duration,
    compile: std::time::Duration,
    build: std::time::Duration,
    probe: std::time::Duration,
    kernels_compiled: usize,
    kernels_cached: usize,
    algorithms: Vec<(String, String)>,
    /// Table `t0` given back after the run, for the next chunk to write into.
    spare: Option<TableData>,
}

/// The query probing the table with the most rows (of those its inner joins may probe): the
/// others become build sides. Ties keep the translation's choice.
fn probing_the_largest(text: String, probes: &[(usize, String)], tables: &[jitjoin::TableBuilder]) -> String {
    let mut best: Option<&(usize, String)> = None;
    for p in probes {
        if best.is_none_or(|b| tables[p.0].rows() > tables[b.0].rows()) {
            best = Some(p);
        }
    }
    best.map_or(text, |b| b.1.clone())
}

/// Runs of compiled kernels by every `JitjoinExec` in this process (a Ballista executor's
/// tasks included, when it runs in this process), and the runs that fell back.
static RUNS: [std::sync::atomic::AtomicUsize; 2] = [const { std::sync::atomic::AtomicUsize::new(0) }; 2];

/// How many times a `JitjoinExec` in this process ran jitjoin's kernels, and how many times
/// one fell back to DataFusion's operators.
pub fn runs() -> (usize, usize) {
    (RUNS[0].load(std::sync::atomic::Ordering::Relaxed), RUNS[1].load(std::sync::atomic::Ordering::Relaxed))
}

fn fell_back(why: &str) {
    RUNS[1].fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    log::warn!(target: "jitjoin", "JitjoinExec fell back to DataFusion's operators: {why}");
}

impl Report {
    /// Counted in [`runs`], and one line per run in the `jitjoin` log target (a Ballista executor shows it with
    /// `RUST_LOG=jitjoin=debug`): where the operator ran and what it did.
    fn record(&self, partition: usize, rows: usize) {
        RUNS[0].fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
        log::debug!(
            target: "jitjoin",
            "JitjoinExec ran: partition {partition}, {rows} rows out; compile {:.2} ms ({} kernels compiled, {} \
             cached), build {:.2} ms, probe {:.2} ms",
            ms(self.compile),
            self.kernels_compiled,
            self.kernels_cached,
            ms(self.build),
            ms(self.probe)
        );
    }
}

/// Run `text` over `tables` (leaf i as `t<i>`, its used columns as `c<j>`) and cast the
/// result to `schema`.
fn run(
    text: &str,
    tables: Vec<jitjoin::TableBuilder>,
    threads: usize,
    schema: &SchemaRef,
    reclaim: bool,
) -> std::result::Result<(RecordBatch, Report), String> {
    let workers = jitjoin::WorkerOptions { threads: Some(threads), no_pin: true, ..Default::default() };
    let t0 = std::time::Instant::now();
    let mut session = jitjoin::Session::new().with_workers(workers);
    for (i, table) in tables.into_iter().enumerate() {
        session.register_builder(&format!("t{i}"), table).map_err(|e| e.to_string())?;
    }
    let load = t0.elapsed();
    let t1 = std::time::Instant::now();
    let prepared = session.plan_text(text).map_err(|e| e.to_string())?.unordered();
    let plan = t1.elapsed();
    let results = prepared.run().map_err(|e| e.to_string())?;
    drop(prepared);
    let spare = if reclaim { session.take_table("t0") } else { None };
    let t2 = std::time::Instant::now();
    let got = results.to_arrow().map_err(|e| e.to_string())?;
    if got.num_columns() != schema.fields().len() {
        return Err(format!("jitjoin gave {} columns for {}", got.num_columns(), schema.fields().len()));
    }
    let options = CastOptions { safe: false, ..Default::default() };
    let columns: Vec<ArrayRef> = got
        .columns()
        .iter()
        .zip(schema.fields())
        .map(|(c, f)| cast_with_options(c, f.data_type(), &options))
        .collect::<std::result::Result<_, _>>()
        .map_err(|e| format!("casting jitjoin's result: {e}"))?;
    let batch = RecordBatch::try_new(Arc::clone(schema), columns).map_err(|e| e.to_string())?;
    let r = &results.report;
    let report = Report {
        load,
        plan,
        output: t2.elapsed(),
        compile: r.compile,
        build: r.build,
        probe: r.probe,
        kernels_compiled: r.kernels_compiled,
        kernels_cached: r.kernels_cached,
        algorithms: r.algorithms.clone(),
        spare,
    };
    Ok((batch, report))
}
