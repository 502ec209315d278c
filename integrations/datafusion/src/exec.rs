//! `JitjoinExec`: a subtree of joins, filters, projections and an aggregate that jitjoin
//! compiles, in place of DataFusion's operators.
//!
//! ```text
//!   execute(0):  every leaf, every partition at once ──▶ record batches
//!                   │ (a memory reservation for them; refused: the original subtree runs)
//!                   ▼
//!                jitjoin Session: leaf i as table t<i> (its used columns, read in place)
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
use datafusion::common::tree_node::TreeNodeRecursion;
use datafusion::common::{DataFusionError, Result};
use datafusion::execution::TaskContext;
use datafusion::execution::memory_pool::MemoryConsumer;
use datafusion::physical_expr::{EquivalenceProperties, PhysicalExpr};
use datafusion::physical_plan::execution_plan::{Boundedness, EmissionType, reset_plan_states};
use datafusion::physical_plan::metrics::{ExecutionPlanMetricsSet, MetricBuilder, MetricsSet};
use datafusion::physical_plan::stream::RecordBatchStreamAdapter;
use datafusion::physical_plan::{
    DisplayAs, DisplayFormatType, ExecutionPlan, ExecutionPlanProperties, Partitioning, PlanProperties,
    SendableRecordBatchStream,
};
use futures::StreamExt;
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

/// The operator: the translation, the replaced node's schema and, while its leaves are the
/// ones translated, the replaced subtree to fall back to.
#[derive(Debug)]
pub struct JitjoinExec {
    translation: Translation,
    schema: SchemaRef,
    original: Option<Arc<dyn ExecutionPlan>>,
    threads: usize,
    cache: Arc<PlanProperties>,
    metrics: ExecutionPlanMetricsSet,
    ran: Arc<Mutex<Ran>>,
}

impl JitjoinExec {
    /// The operator for `translation` in place of `original` (whose schema it produces),
    /// running jitjoin on `threads` workers.
    pub fn new(translation: Translation, original: Arc<dyn ExecutionPlan>, threads: usize) -> JitjoinExec {
        let schema = original.schema();
        let cache = Arc::new(PlanProperties::new(
            EquivalenceProperties::new(Arc::clone(&schema)),
            Partitioning::UnknownPartitioning(1),
            EmissionType::Final,
            Boundedness::Bounded,
        ));
        JitjoinExec {
            translation,
            schema,
            original: Some(original),
            threads: threads.max(1),
            cache,
            metrics: ExecutionPlanMetricsSet::new(),
            ran: Arc::default(),
        }
    }

    /// The jitjoin query it runs (the plan language, over tables `t<i>`).
    pub fn query(&self) -> &str {
        &self.translation.text
    }

    /// Joins jitjoin runs here.
    pub fn joins(&self) -> usize {
        self.translation.joins
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
        let same = children.iter().zip(&self.translation.leaves).all(|(a, b)| Arc::ptr_eq(a, b));
        let mut translation = self.translation.clone();
        translation.leaves = children;
        Ok(Arc::new(JitjoinExec {
            translation,
            schema: Arc::clone(&self.schema),
            // The original subtree reads the old inputs: it is a fallback only for them.
            original: if same { self.original.clone() } else { None },
            threads: self.threads,
            cache: Arc::clone(&self.cache),
            metrics: ExecutionPlanMetricsSet::new(),
            ran: Arc::default(),
        }))
    }

    fn metrics(&self) -> Option<MetricsSet> {
        Some(self.metrics.clone_inner())
    }

    fn execute(&self, partition: usize, context: Arc<TaskContext>) -> Result<SendableRecordBatchStream> {
        if partition != 0 {
            return Err(DataFusionError::Internal(format!("JitjoinExec has one partition, asked for {partition}")));
        }
        let leaves = self.translation.leaves.clone();
        let text = self.translation.text.clone();
        let used = self.translation.used.clone();
        let schema = Arc::clone(&self.schema);
        let original = self.original.clone();
        let threads = self.threads;
        let ran = Arc::clone(&self.ran);
        let m = &self.metrics;
        let times = [
            MetricBuilder::new(m).subset_time("jitjoin_collect", 0),
            MetricBuilder::new(m).subset_time("jitjoin_load", 0),
            MetricBuilder::new(m).subset_time("jitjoin_plan", 0),
            MetricBuilder::new(m).subset_time("jitjoin_compile", 0),
            MetricBuilder::new(m).subset_time("jitjoin_build", 0),
            MetricBuilder::new(m).subset_time("jitjoin_probe", 0),
            MetricBuilder::new(m).subset_time("jitjoin_output", 0),
        ];
        let compiled = MetricBuilder::new(m).counter("jitjoin_kernels_compiled", 0);
        let cached = MetricBuilder::new(m).counter("jitjoin_kernels_cached", 0);
        let rows = MetricBuilder::new(m).output_rows(0);
        let out_schema = Arc::clone(&schema);
        let fut = async move {
            let t0 = std::time::Instant::now();
            let mut tables = Vec::with_capacity(leaves.len());
            for leaf in &leaves {
                tables.push((leaf.schema(), collect(leaf, &context).await?));
            }
            times[0].add_duration(t0.elapsed());
            let bytes: usize = tables.iter().flat_map(|t| &t.1).map(RecordBatch::get_array_memory_size).sum();
            let reservation = MemoryConsumer::new("JitjoinExec").register(context.memory_pool());
            // The inputs are held already; jitjoin's structures and copies may take as much
            // again: refused by the pool, the original subtree runs instead.
            let run = match reservation.try_grow(bytes) {
                Ok(()) => {
                    let task = tokio::task::spawn_blocking(move || run(&text, &used, &tables, threads, &schema));
                    task.await.map_err(|e| format!("jitjoin's thread: {e}")).and_then(|r| r)
                }
                Err(e) => Err(format!("the memory pool refused {bytes} bytes: {e}")),
            };
            let batch = match run {
                Ok((batch, report)) => {
                    times[1].add_duration(report.load);
                    times[2].add_duration(report.plan);
                    times[3].add_duration(report.compile);
                    times[4].add_duration(report.build);
                    times[5].add_duration(report.probe);
                    times[6].add_duration(report.output);
                    compiled.add(report.kernels_compiled);
                    cached.add(report.kernels_cached);
                    ran.lock().unwrap_or_else(|e| e.into_inner()).algorithms = report.algorithms;
                    batch
                }
                Err(why) => {
                    let Some(original) = original else {
                        return Err(DataFusionError::Execution(format!("jitjoin: {why}")));
                    };
                    ran.lock().unwrap_or_else(|e| e.into_inner()).fell_back = Some(why);
                    // The leaves ran already: their stateful operators (a repartition's
                    // channels) start afresh.
                    let original = reset_plan_states(original)?;
                    let batches = collect(&original, &context).await?;
                    datafusion::arrow::compute::concat_batches(&original.schema(), &batches)?
                }
            };
            reservation.free();
            rows.add(batch.num_rows());
            Ok(batch)
        };
        Ok(Box::pin(RecordBatchStreamAdapter::new(out_schema, futures::stream::once(fut))))
    }
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
}

/// Run `text` over `tables` (leaf i as `t<i>`, its `used` columns as `c<j>`) and cast the
/// result to `schema`.
fn run(
    text: &str,
    used: &[Vec<usize>],
    tables: &[(SchemaRef, Vec<RecordBatch>)],
    threads: usize,
    schema: &SchemaRef,
) -> std::result::Result<(RecordBatch, Report), String> {
    let workers = jitjoin::WorkerOptions { threads: Some(threads), no_pin: true, ..Default::default() };
    let t0 = std::time::Instant::now();
    let mut session = jitjoin::Session::new().with_workers(workers);
    for (i, ((leaf, batches), cols)) in tables.iter().zip(used).enumerate() {
        let projected = project(leaf, batches, cols).map_err(|e| e.to_string())?;
        session.register_batches(&format!("t{i}"), &projected).map_err(|e| e.to_string())?;
    }
    let load = t0.elapsed();
    let t1 = std::time::Instant::now();
    let prepared = session.plan_text(text).map_err(|e| e.to_string())?;
    let plan = t1.elapsed();
    let results = prepared.run().map_err(|e| e.to_string())?;
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
    };
    Ok((batch, report))
}

/// A leaf's batches (of schema `leaf`) with only the columns `cols`, named `c<j>`; an empty
/// batch when there are none, so that the table has its columns.
fn project(leaf: &SchemaRef, batches: &[RecordBatch], cols: &[usize]) -> Result<Vec<RecordBatch>> {
    let fields: Vec<Field> = cols.iter().map(|&c| leaf.field(c).clone().with_name(format!("c{c}"))).collect();
    let schema = Arc::new(Schema::new(fields));
    if batches.is_empty() {
        return Ok(vec![RecordBatch::new_empty(schema)]);
    }
    let mut out = Vec::with_capacity(batches.len());
    for b in batches {
        let columns: Vec<ArrayRef> = cols.iter().map(|&c| Arc::clone(b.column(c))).collect();
        out.push(RecordBatch::try_new(Arc::clone(&schema), columns)?);
    }
    Ok(out)
}
