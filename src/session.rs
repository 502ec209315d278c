//! Embedding jitjoin: register tables (Arrow record batches, or files), prepare a query (SQL,
//! plan text, or a plan built in code) for a target, run it, and take the result as Arrow.
//!
//! ```text
//!   Session ── register_batches("R", &[batch])   R's columns are the batch's buffers (no copy)
//!      │    ── register_file("S", "s.parquet")
//!      ├── sql("SELECT …") / plan_text("from S join R …") / plan(Plan)
//!      ▼
//!   Prepared ── run() ──▶ Results ── to_arrow() ──▶ RecordBatch
//!            └─ assembly(Emit) for the session's target, whatever the host
//! ```
//!
//! ```
//! use std::sync::Arc;
//! use arrow_array::{RecordBatch, UInt32Array};
//!
//! let r = RecordBatch::try_from_iter([
//!     ("key", Arc::new(UInt32Array::from(vec![1, 2, 3])) as _),
//!     ("payload", Arc::new(UInt32Array::from(vec![10, 20, 30])) as _),
//! ])?;
//! let s = RecordBatch::try_from_iter([("fk", Arc::new(UInt32Array::from(vec![3, 1, 3, 7])) as _)])?;
//!
//! let mut session = jitjoin::Session::new();
//! session.register_batches("R", &[r])?;
//! session.register_batches("S", &[s])?;
//! let query = session.sql("SELECT count(*) AS n, sum(R.payload) AS total FROM S JOIN R ON S.fk = R.key")?;
//! let result = query.run()?.to_arrow()?;
//! assert_eq!(result.num_rows(), 1);
//! // An integer sum is exact: HUGEINT, Decimal128(38, 0) in Arrow.
//! assert_eq!(format!("{:?}", result.column_by_name("total").unwrap()), "PrimitiveArray<Decimal128(38, 0)>\n[\n  70,\n]");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::{Emit, Engine, Error, PlanFile, RunReport, Target, WorkerOptions};
use arrow_array::{Array, RecordBatch};
use jitjoin_ir::interp::{AggValue, Row};
use jitjoin_ir::plan::{ColumnDecl, Ident, Plan, Source, TableDecl};
use jitjoin_ir::{ColType, Dataset, Logical, ResultTable, TableData};
use jitjoin_runtime::data::files;
use std::path::{Path, PathBuf};

/// Tables, a target and worker settings; prepares queries over the tables.
pub struct Session {
    memory: Vec<Registered>,
    files: Vec<(String, PathBuf)>,
    target: Target,
    workers: WorkerOptions,
    /// Where relative file paths in plan text and SQL start.
    base_dir: PathBuf,
}

impl Default for Session {
    fn default() -> Session {
        Session::new()
    }
}

impl Session {
    /// A session for the host CPU (as calibrated), on all its cores.
    pub fn new() -> Session {
        Session {
            memory: Vec::new(),
            files: Vec::new(),
            target: jitjoin_runtime::host::caches::host_target(),
            workers: WorkerOptions::default(),
            base_dir: PathBuf::from("."),
        }
    }

    /// Compile for `target` (e.g. from [`crate::target::resolve`]): its ISA and caches decide
    /// the kernels and the plan. Running needs a target the host can execute; listings
    /// ([`Prepared::assembly`]) work for any.
    pub fn with_target(mut self, target: Target) -> Session {
        self.target = target;
        self
    }

    /// Run on `threads` worker threads.
    pub fn with_threads(mut self, threads: usize) -> Session {
        self.workers.threads = Some(threads.max(1));
        self
    }

    /// Run on the workers `workers` describes (threads, CPUs, pinning, NUMA strategy), e.g.
    /// unpinned when another runtime shares the cores.
    pub fn with_workers(mut self, workers: WorkerOptions) -> Session {
        self.workers = workers;
        self
    }

    /// Resolve relative file paths (in plan text, SQL and [`Session::register_file`]) from
    /// `dir` instead of the current directory.
    pub fn with_base_dir(mut self, dir: impl Into<PathBuf>) -> Session {
        self.base_dir = dir.into();
        self
    }

    /// Register record batches (one schema) as table `name`.
    ///
    /// A single batch whose columns are Int32, Int64, UInt32, UInt64, Float64 or Date32
    /// without nulls is used in place: jitjoin reads the batch's own buffers. Several batches
    /// are concatenated, and narrower types (Int8/16, UInt8/16, Float32) are widened, in
    /// copies; strings (Utf8, LargeUtf8, Utf8View, dictionaries of them) become a sorted
    /// dictionary and codes. Nulls are kept; other types are refused, naming the column.
    pub fn register_batches(&mut self, name: &str, batches: &[RecordBatch]) -> Result<(), Error> {
        let table = table_from_batches(name, batches)?;
        self.register(table);
        Ok(())
    }

    /// Register a table read batch by batch with a [`TableBuilder`] as table `name`.
    pub fn register_builder(&mut self, name: &str, builder: TableBuilder) -> Result<(), Error> {
        let table = builder.finish(name)?;
        self.register(table);
        Ok(())
    }

    /// `table` under its name, in place of any table or file registered as that before.
    fn register(&mut self, table: Registered) {
        let name = &table.data.name;
        self.files.retain(|f| &f.0 != name);
        self.memory.retain(|t| &t.data.name != name);
        self.memory.push(table);
    }

    /// Take back the in-memory table `name` (registered from a builder or batches), to reuse
    /// its memory ([`TableBuilder::reusing`]); `None` if there is none.
    pub fn take_table(&mut self, name: &str) -> Option<TableData> {
        let at = self.memory.iter().position(|t| t.data.name == name)?;
        Some(self.memory.remove(at).data)
    }

    /// Register a Parquet, Arrow IPC or CSV file (by its extension) as table `name`; it is
    /// read when a query that names it is prepared.
    pub fn register_file(&mut self, name: &str, path: impl AsRef<Path>) -> Result<(), Error> {
        let path = self.base_dir.join(path);
        crate::format_of(&path)?;
        self.memory.retain(|t| t.data.name != name);
        self.files.retain(|f| f.0 != name);
        self.files.push((name.to_string(), std::path::absolute(&path).unwrap_or(path)));
        Ok(())
    }

    /// The names of the registered tables.
    pub fn tables(&self) -> Vec<&str> {
        self.memory.iter().map(|t| t.data.name.as_str()).chain(self.files.iter().map(|f| f.0.as_str())).collect()
    }

    /// Prepare a SQL query over the registered tables (and any it declares with `CREATE`).
    pub fn sql(&self, text: &str) -> Result<Prepared<'_>, Error> {
        let path = self.base_dir.join("query.sql");
        let memory: Vec<crate::sql::MemoryTable> = self
            .memory
            .iter()
            .map(|t| crate::sql::MemoryTable {
                name: t.data.name.clone(),
                columns: t.schema(),
                rows: t.data.rows as u64,
            })
            .collect();
        let plan = crate::sql::translate_with(&path.display().to_string(), text, &self.files, &memory, &self.base_dir)?;
        self.prepare(&path, plan)
    }

    /// Prepare a query in the plan language. Registered tables need no `table` line; a plan
    /// may still declare generated and file tables of its own.
    pub fn plan_text(&self, text: &str) -> Result<Prepared<'_>, Error> {
        let path = self.base_dir.join("query.jj");
        let file = path.display().to_string();
        let plan = jitjoin_ir::parse(&file, text).map_err(jitjoin_ir::PlanErrors::from)?;
        self.plan(plan)
    }

    /// Prepare a plan built in code ([`jitjoin_ir::plan`]). Tables it names but does not
    /// declare are taken from the registered ones.
    pub fn plan(&self, mut plan: Plan) -> Result<Prepared<'_>, Error> {
        for t in &self.memory {
            if !plan.tables.iter().any(|d| d.name.name == t.data.name) {
                plan.tables.push(TableDecl {
                    name: Ident::new(t.data.name.clone()),
                    source: Source::Memory,
                    columns: t
                        .schema()
                        .into_iter()
                        .map(|(n, ty, logical)| ColumnDecl::declared(Ident::new(n), ty, logical))
                        .collect(),
                    partition: None,
                });
            }
        }
        for (name, path) in &self.files {
            if !plan.tables.iter().any(|d| d.name.name == *name) {
                let format = crate::format_of(path)?;
                let source = Source::File { format, path: path.to_string_lossy().into_owned() };
                let columns = if format.has_schema() {
                    Vec::new()
                } else {
                    jitjoin_runtime::data::csvio::infer_schema(path)?
                        .into_iter()
                        .map(|(n, ty, logical)| ColumnDecl::declared(Ident::new(n), ty, logical))
                        .collect()
                };
                plan.tables.push(TableDecl { name: Ident::new(name.clone()), source, columns, partition: None });
            }
        }
        // Only the tables the query uses are made or read.
        let used = |name: &str| {
            plan.from.name == name
                || plan.joins.iter().any(|j| j.table.name == name)
                || plan.tables.iter().any(|t| {
                    t.columns.iter().any(|c| {
                        matches!(&c.generator, Some(jitjoin_ir::plan::Gen::Foreign { of, .. }) if of.table.name == name)
                    })
                })
        };
        let keep: Vec<bool> = plan.tables.iter().map(|t| used(&t.name.name)).collect();
        let mut i = 0;
        plan.tables.retain(|_| {
            i += 1;
            keep[i - 1]
        });
        let path = self.base_dir.join("query.jj");
        self.prepare(&path, plan)
    }

    fn prepare(&self, path: &Path, plan: Plan) -> Result<Prepared<'_>, Error> {
        let plan = PlanFile::from_plan(path, plan)?;
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(self.workers.threads.unwrap_or(0))
            .build()
            .map_err(|e| Error::Internal(format!("cannot start data threads: {e}")))?;
        let memory = |name: &str| self.memory.iter().find(|t| t.data.name == name).map(|t| t.data.clone());
        let data: Dataset =
            pool.install(|| jitjoin_runtime::load_with(&plan.plan, &plan.query.filters, &plan.base_dir, &memory))?;
        Ok(Prepared { session: self, plan, data })
    }
}

/// A query ready to run: verified, its tables made or read (registered ones in place).
pub struct Prepared<'s> {
    session: &'s Session,
    plan: PlanFile,
    data: Dataset,
}

impl Prepared<'_> {
    /// The query as the plan language prints it (what `jitjoin check` shows).
    pub fn plan_text(&self) -> String {
        self.plan.plan.to_string()
    }

    /// The verified plan, for the rest of the crate's API ([`crate::execute_for`], …).
    pub fn plan_file(&self) -> &PlanFile {
        &self.plan
    }

    /// The tables as loaded (registered ones share the program's buffers).
    pub fn data(&self) -> &Dataset {
        &self.data
    }

    /// Leave a grouped result's rows in no particular order unless it has a limit, for a
    /// caller that takes the groups as a set (an engine above that aggregates or sorts them
    /// again): sorting hundreds of thousands of groups costs more than finding them.
    pub fn unordered(mut self) -> Self {
        if let jitjoin_ir::query::OutputSpec::Group(g) = &mut self.plan.query.output {
            g.ordered = false;
        }
        self
    }

    /// Compile the kernels for the session's target and run them on its workers.
    pub fn run(&self) -> Result<Results, Error> {
        self.run_on(Engine::Jit)
    }

    /// Run on `engine`: the JIT, the generic (interpreted, vectorised) engine, or the
    /// reference interpreter.
    pub fn run_on(&self, engine: Engine) -> Result<Results, Error> {
        let report = crate::execute_for(&self.plan, &self.data, engine, &self.session.workers, &self.session.target)?;
        let table = crate::result_table(&self.plan, &report)?;
        Ok(Results { report, table })
    }

    /// The generated kernels as CLIF, VCode or assembly, for the session's target (any ISA;
    /// it need not run here).
    pub fn assembly(&self, emit: Emit) -> Result<String, Error> {
        let workers = jitjoin_runtime::workers::Workers::host(&WorkerOptions::default())?;
        let listings = jitjoin_runtime::exec::listings(&self.plan.query, &self.data, &self.session.target, &workers)?;
        crate::asm_text(&self.session.target, &listings, emit)
    }
}

/// A query's result, with its timings.
pub struct Results {
    pub report: RunReport,
    /// The result as the query presents it: its columns (names, SQL types) in order, its rows.
    pub table: ResultTable,
}

impl Results {
    /// The result as one record batch, its columns the query's, in its order and with its
    /// names: counts as Int64, integer sums as Decimal128(38, 0) (exact; DuckDB's HUGEINT),
    /// decimals as Decimal128 of their precision and scale (a sum of DECIMAL(P,S) is
    /// DECIMAL(38,S)), averages and float sums as Float64, dates as Date32, strings as Utf8,
    /// min and max in their column's type; an aggregate over no rows is null.
    pub fn to_arrow(&self) -> Result<RecordBatch, Error> {
        Ok(files::result_batch(&self.table)?)
    }

    /// The engines' rows (the grouping columns, then the aggregates, for a grouped query;
    /// empty for a global aggregate), `None` for a null. [`Results::table`] has them as the
    /// query presents them.
    pub fn rows(&self) -> &[Row] {
        &self.report.result.rows
    }

    /// The aggregates by alias, in order (empty for an emit query); `AggValue::Null` for a
    /// `sum`, `min` or `max` over no rows.
    pub fn aggregates(&self) -> &[(String, AggValue)] {
        &self.report.result.aggregates
    }
}

/// A table a program registered: its rows (read in place where the layout allows) and its
/// columns' names.
#[derive(Clone)]
struct Registered {
    data: TableData,
    names: Vec<String>,
    /// What each column holds: numbers, decimals (Decimal128, read unscaled), dates (Date32).
    kinds: Vec<Logical>,
}

impl Registered {
    /// Each column's name, machine type and kind.
    fn schema(&self) -> Vec<(String, ColType, Logical)> {
        self.names.iter().zip(&self.data.columns).zip(&self.kinds).map(|((n, c), k)| (n.clone(), c.ty(), *k)).collect()
    }
}

/// A table read from a stream of record batches (one schema), each converted into jitjoin's
/// columns as it arrives so that the batch can be dropped: a scan's batches are never held
/// all at once. Types as [`Session::register_batches`] takes them. Parts read apart (one per
/// input partition, on their own threads) are joined with [`TableBuilder::append`]; the
/// table is registered with [`Session::register_builder`].
///
/// ```
/// use std::sync::Arc;
/// use arrow_array::{Int64Array, RecordBatch, StringArray};
///
/// let part = |keys: Vec<i64>, names: Vec<&str>| {
///     RecordBatch::try_from_iter([
///         ("key", Arc::new(Int64Array::from(keys)) as _),
///         ("name", Arc::new(StringArray::from(names)) as _),
///     ])
/// };
/// let (a, b) = (part(vec![1, 2], vec!["x", "y"])?, part(vec![3], vec!["x"])?);
/// let mut t = jitjoin::TableBuilder::new(&a.schema())?;
/// t.push(&a)?;
/// let mut other = jitjoin::TableBuilder::new(&b.schema())?;
/// other.push(&b)?;
/// t.append(other)?;
/// let mut session = jitjoin::Session::new();
/// session.register_builder("R", t)?;
/// let n = session.sql("SELECT count(*) AS n FROM R WHERE R.name = 'x'")?.run()?.to_arrow()?;
/// assert_eq!(format!("{:?}", n.column(0)), "PrimitiveArray<Int64>\n[\n  2,\n]");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct TableBuilder {
    names: Vec<String>,
    kinds: Vec<Logical>,
    columns: Vec<files::ColumnBuilder>,
    /// Rows so far (counted apart: a table may have no columns, as under `count(*)`).
    rows: usize,
    /// Batches pushed, to name the one with a bad value.
    batches: usize,
}

impl TableBuilder {
    /// An empty table of `schema`'s columns; an error names a column whose type jitjoin
    /// cannot read.
    pub fn new(schema: &arrow_schema::Schema) -> Result<TableBuilder, Error> {
        TableBuilder::with_capacity(schema, 0)
    }

    /// [`TableBuilder::new`] with room for `rows` rows in each column, allocated once instead
    /// of growing batch by batch.
    pub fn with_capacity(schema: &arrow_schema::Schema, rows: usize) -> Result<TableBuilder, Error> {
        let mut t = TableBuilder { names: Vec::new(), kinds: Vec::new(), columns: Vec::new(), rows: 0, batches: 0 };
        for f in schema.fields() {
            let bad = |msg: String| Error::Usage(format!("column `{}`: {msg}", f.name()));
            let kind = match files::is_text(f.data_type()) {
                true => Logical::Text,
                false => files::logical_type(f.data_type()).ok_or_else(|| bad("a decimal of negative scale".into()))?,
            };
            t.columns.push(files::ColumnBuilder::with_capacity(f.data_type(), rows).map_err(bad)?);
            t.names.push(f.name().clone());
            t.kinds.push(kind);
        }
        Ok(t)
    }

    /// [`TableBuilder::with_capacity`] writing into the columns of `old` (a table of the same
    /// schema that a session gave back with [`Session::take_table`]) where nothing else
    /// shares them: a stream of chunks reuses its memory instead of faulting in fresh pages
    /// for each chunk.
    pub fn reusing(schema: &arrow_schema::Schema, old: TableData, rows: usize) -> Result<TableBuilder, Error> {
        let mut t = TableBuilder::with_capacity(schema, 0)?;
        if old.columns.len() != t.columns.len() {
            return TableBuilder::with_capacity(schema, rows);
        }
        for ((c, f), column) in t.columns.iter_mut().zip(schema.fields()).zip(old.columns) {
            *c = files::ColumnBuilder::reusing(f.data_type(), column, rows)
                .map_err(|msg| Error::Usage(format!("column `{}`: {msg}", f.name())))?;
        }
        Ok(t)
    }

    /// Rows so far.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Append `batch`'s rows (its schema's columns in the order the builder was made with).
    /// After an error the builder holds part of the batch: drop it.
    pub fn push(&mut self, batch: &RecordBatch) -> Result<(), Error> {
        if batch.num_columns() != self.columns.len() {
            return Err(Error::Usage(format!(
                "record batch {} has {} columns, the table {}",
                self.batches,
                batch.num_columns(),
                self.columns.len()
            )));
        }
        for ((c, name), a) in self.columns.iter_mut().zip(&self.names).zip(batch.columns()) {
            c.push(a.as_ref())
                .map_err(|msg| Error::Usage(format!("record batch {}: column `{name}` {msg}", self.batches)))?;
        }
        self.rows += batch.num_rows();
        self.batches += 1;
        Ok(())
    }

    /// Append the rows of `other` (a part of the same table, read apart) after this one's.
    pub fn append(&mut self, other: TableBuilder) -> Result<(), Error> {
        if other.names != self.names || other.kinds != self.kinds {
            return Err(Error::Usage(format!(
                "parts of one table with different columns: {:?} ({:?}) and {:?} ({:?})",
                self.names, self.kinds, other.names, other.kinds
            )));
        }
        for ((c, o), name) in self.columns.iter_mut().zip(other.columns).zip(&self.names) {
            c.append(o).map_err(|msg| Error::Usage(format!("column `{name}`: {msg}")))?;
        }
        self.rows += other.rows;
        self.batches += other.batches;
        Ok(())
    }

    /// The table, named `name`.
    fn finish(self, name: &str) -> Result<Registered, Error> {
        let rows = self.rows();
        let mut columns = Vec::with_capacity(self.columns.len());
        let mut dicts = Vec::new();
        for (c, b) in self.columns.into_iter().enumerate() {
            let (column, validity, dict) = b.finish();
            columns.push((column, validity));
            if let Some(d) = dict {
                dicts.push((c, d));
            }
        }
        let mut data = files::table_of(name, rows, columns);
        for (c, d) in dicts {
            data.set_dictionary(c, d);
        }
        Ok(Registered { data, names: self.names, kinds: self.kinds })
    }
}

/// A table of `batches` (with each column's nulls): in place for one batch of native types,
/// else copied.
fn table_from_batches(name: &str, batches: &[RecordBatch]) -> Result<Registered, Error> {
    let bad = |msg: String| Error::Usage(format!("table `{name}`: {msg}"));
    let Some(first) = batches.first() else {
        return Err(bad("no record batches; give at least one (an empty one says the schema)".into()));
    };
    let schema = first.schema();
    if let Some(i) = batches.iter().position(|b| b.schema().fields() != schema.fields()) {
        return Err(bad(format!("record batch {i} has a different schema from batch 0")));
    }
    // Each column is read on its own, in parallel: strings become a sorted dictionary and a
    // code per row (a copy); other columns are shared in place when they can be, else copied.
    use rayon::prelude::*;
    type Read = (jitjoin_ir::Column, Option<jitjoin_ir::Validity>, Logical, Option<jitjoin_ir::Dictionary>);
    let read: Vec<Read> = schema
        .fields()
        .par_iter()
        .enumerate()
        .map(|(c, field)| {
            let arrays: Vec<&dyn Array> = batches.iter().map(|b| b.column(c).as_ref()).collect();
            let at = |(b, msg): (usize, String)| {
                let batch = if batches.len() > 1 { format!("record batch {b}: ") } else { String::new() };
                bad(format!("{batch}column `{}` {msg}", field.name()))
            };
            if files::is_text(field.data_type()) {
                let (column, validity, dict) = files::strings_of(&arrays).map_err(at)?;
                return Ok((column, validity, Logical::Text, Some(dict)));
            }
            let ty =
                files::col_type(field.data_type()).map_err(|msg| bad(format!("column `{}`: {msg}", field.name())))?;
            let kind = files::logical_type(field.data_type())
                .ok_or_else(|| bad(format!("column `{}`: a decimal of negative scale", field.name())))?;
            let (column, validity) = files::column_of(ty, &arrays).map_err(at)?;
            Ok((column, validity, kind, None))
        })
        .collect::<Vec<Result<Read, Error>>>()
        // The first bad column in the schema's order, whichever thread found its error first.
        .into_iter()
        .collect::<Result<_, Error>>()?;
    let names: Vec<String> = schema.fields().iter().map(|f| f.name().clone()).collect();
    let mut columns = Vec::with_capacity(read.len());
    let mut kinds = Vec::with_capacity(read.len());
    let mut dicts = Vec::new();
    for (c, (column, validity, kind, dict)) in read.into_iter().enumerate() {
        columns.push((column, validity));
        kinds.push(kind);
        if let Some(d) = dict {
            dicts.push((c, d));
        }
    }
    let rows = batches.iter().map(RecordBatch::num_rows).sum();
    let mut data = files::table_of(name, rows, columns);
    for (c, d) in dicts {
        data.set_dictionary(c, d);
    }
    Ok(Registered { data, names, kinds })
}
