//! Workers: one thread per chosen core, pinned with hwloc, grouped by NUMA node, fed with
//! morsels from a queue per node (stealing from other nodes when their own runs dry).
//!
//! Placement is a pure function of the machine ([`Machine`], read from any hwloc topology,
//! synthetic ones included) and the options, so it is tested on fake NUMA machines. The
//! threads are started and pinned once, when [`Workers`] is made, and serve every phase of the
//! query (a phase is a rayon broadcast: one call per worker, borrowing the phase's data, joined
//! before the phase returns). Spawning and pinning fresh threads per phase cost about 2 ms a
//! phase, which plans with many joins paid many times. A panicking worker becomes an error
//! when the phase joins, never a hang.

use hwlocality::Topology;
use hwlocality::cpu::binding::CpuBindingFlags;
use hwlocality::cpu::cpuset::CpuSet;
use hwlocality::memory::binding::{MemoryBindingFlags, MemoryBindingPolicy};
use hwlocality::memory::nodeset::NodeSet;
use hwlocality::object::types::ObjectType;
use jitjoin_compiler::engine::{EngineError, Parallel, Pending};
use jitjoin_compiler::layout::memory::TableMemory;
use std::ops::Range;
use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

#[derive(Debug, thiserror::Error)]
pub enum WorkerError {
    #[error("CPU {cpu} is not available to this process; available CPUs: {available}")]
    CpuUnavailable { cpu: usize, available: String },
    #[error("NUMA node {node} does not exist or has no CPUs available; nodes: {available}")]
    NodeUnavailable { node: usize, available: String },
    #[error("--threads must be at least 1")]
    NoThreads,
    #[error(
        "--threads {threads}: this process may use {cpus} core(s), and jitjoin runs at most {limit} threads \
         ({MAX_THREADS_PER_CORE} per core); use --threads {cpus} for one per core"
    )]
    TooManyThreads { threads: usize, cpus: usize, limit: usize },
    #[error(
        "--virtual-nodes {nodes} needs at least {nodes} workers, one per node, and there are {workers}; use \
         --threads {nodes} or fewer virtual nodes"
    )]
    TooFewWorkers { nodes: usize, workers: usize },
    #[error(
        "--merge-nodes: node {node} {problem}; name each node at most once, e.g. 0,1/2,3 (nodes here: {available})"
    )]
    BadMerge { node: usize, problem: &'static str, available: String },
    #[error("--merge-nodes and --virtual-nodes do not combine: virtual nodes are groups of cores already")]
    MergeVirtual,
    #[error("worker {worker} failed: {msg}")]
    Panic { worker: usize, msg: String },
    #[error("cannot start the worker threads: {0}")]
    Spawn(String),
}

/// The CPUs a process may use, one per core, with their NUMA nodes (OS indexes).
#[derive(Clone, Debug, PartialEq)]
pub struct Machine {
    pub cpus: Vec<(usize, usize)>,
}

fn ranges(v: &[usize]) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < v.len() {
        let mut j = i;
        while j + 1 < v.len() && v[j + 1] == v[j] + 1 {
            j += 1;
        }
        out.push(if i == j { v[i].to_string() } else { format!("{}-{}", v[i], v[j]) });
        i = j + 1;
    }
    out.join(",")
}

impl Machine {
    /// The first allowed PU of every core (SMT siblings are left out), from a topology.
    pub fn from_topology(topo: &Topology, allowed: Option<&CpuSet>) -> Machine {
        let nodes: Vec<(usize, CpuSet)> = topo
            .objects_with_type(ObjectType::NUMANode)
            .map(|n| (n.os_index().unwrap_or(0), n.cpuset().map(|c| c.clone_target()).unwrap_or_default()))
            .collect();
        let mut cpus = Vec::new();
        for core in topo.objects_with_type(ObjectType::Core) {
            let Some(set) = core.cpuset() else { continue };
            let pu = set.iter_set().map(usize::from).find(|&p| allowed.is_none_or(|a| a.is_set(p)));
            if let Some(pu) = pu {
                let node = nodes.iter().find(|(_, s)| s.is_set(pu)).map_or(0, |(n, _)| *n);
                cpus.push((pu, node));
            }
        }
        if cpus.is_empty() {
            // No core objects (unusual): fall back to PUs.
            for pu in topo.cpuset().iter_set().map(usize::from) {
                if allowed.is_none_or(|a| a.is_set(pu)) {
                    let node = nodes.iter().find(|(_, s)| s.is_set(pu)).map_or(0, |(n, _)| *n);
                    cpus.push((pu, node));
                }
            }
        }
        cpus.sort_by_key(|&(c, n)| (n, c));
        Machine { cpus }
    }

    pub fn node_ids(&self) -> Vec<usize> {
        let mut n: Vec<usize> = self.cpus.iter().map(|c| c.1).collect();
        n.sort();
        n.dedup();
        n
    }
}

/// Which CPUs to run on (`--threads`, `--cpus`, `--nodes`, `--no-pin`), how they form nodes
/// (`--virtual-nodes`), and how a query's structures are placed on those nodes (`--numa`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct WorkerOptions {
    pub threads: Option<usize>,
    pub cpus: Option<Vec<usize>>,
    pub nodes: Option<Vec<usize>>,
    pub no_pin: bool,
    /// Split the chosen workers into this many groups, each acting as a NUMA node (its own
    /// replicas, partitions and morsel queue); only memory binding does nothing on them.
    pub virtual_nodes: Option<usize>,
    pub numa: jitjoin_compiler::plan::numa::Strategy,
    /// Place the workers on this machine's nodes instead of the host's (an XML topology's):
    /// unpinned, since its CPUs are not this host's.
    pub machine: Option<Machine>,
    /// Merge these groups of nodes (OS indexes) into one logical node each, for replicas,
    /// partitions and morsel queues (`--merge-nodes`); memory is interleaved over a group.
    pub merge: Option<Vec<Vec<usize>>>,
    /// Under `--numa auto` with no `merge`, let the cost model merge each package's nodes
    /// when it prices that cheaper (`--merge-nodes` not given).
    pub merge_by_model: bool,
    /// Rows per block of a radix-partitioned probe side (`--probe-blocks`); `None` lets the
    /// planner choose ([`jitjoin_compiler::plan::ProbeBlocks`]).
    pub probe_block_rows: Option<usize>,
}

/// One worker: the CPU it is pinned to (`None` unpinned) and the node whose queue it serves
/// (an OS node index, or a virtual node's number).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    pub cpu: Option<usize>,
    pub node: usize,
}

/// How many workers may share a core. More threads than cores can hide latency, or test
/// oversubscription; thousands of them only cost memory and scheduling.
pub const MAX_THREADS_PER_CORE: usize = 4;

/// Refuse workers the host cannot give (too many threads, CPUs or nodes it lacks) before
/// anything is started or allocated.
pub fn check(o: &WorkerOptions) -> Result<(), WorkerError> {
    match &o.machine {
        Some(m) => place(m, &WorkerOptions { no_pin: true, ..o.clone() }).map(|_| ()),
        None => place(&host_machine(&crate::host::topology::shared_host_topology()), o).map(|_| ()),
    }
}

/// The cores this process may use, from hwloc (or the OS's count, on one node).
fn host_machine(topo: &Option<Arc<Topology>>) -> Machine {
    let allowed = topo.as_ref().and_then(|t| t.cpu_binding(CpuBindingFlags::PROCESS).ok());
    match topo {
        Some(t) => Machine::from_topology(t, allowed.as_ref()),
        None => {
            Machine { cpus: (0..std::thread::available_parallelism().map_or(1, |n| n.get())).map(|c| (c, 0)).collect() }
        }
    }
}

/// Choose the workers. CPUs fill node by node (compact), so `--threads 4` on a 4-node machine
/// stays on one node; more threads than CPUs wrap around (oversubscription).
pub fn place(m: &Machine, o: &WorkerOptions) -> Result<Vec<Slot>, WorkerError> {
    let all: Vec<usize> = {
        let mut v: Vec<usize> = m.cpus.iter().map(|c| c.0).collect();
        v.sort();
        v
    };
    let mut chosen: Vec<(usize, usize)> = m.cpus.clone();
    if let Some(nodes) = &o.nodes {
        for &n in nodes {
            if !m.cpus.iter().any(|c| c.1 == n) {
                return Err(WorkerError::NodeUnavailable { node: n, available: ranges(&m.node_ids()) });
            }
        }
        chosen.retain(|c| nodes.contains(&c.1));
    }
    if let Some(cpus) = &o.cpus {
        for &c in cpus {
            if !chosen.iter().any(|x| x.0 == c) {
                return Err(WorkerError::CpuUnavailable { cpu: c, available: ranges(&all) });
            }
        }
        chosen.retain(|x| cpus.contains(&x.0));
    }
    let n = o.threads.unwrap_or(chosen.len());
    if n == 0 || chosen.is_empty() {
        return Err(WorkerError::NoThreads);
    }
    let limit = MAX_THREADS_PER_CORE * m.cpus.len();
    if n > limit {
        return Err(WorkerError::TooManyThreads { threads: n, cpus: m.cpus.len(), limit });
    }
    // The study's NUMA-oblivious baseline leaves threads where the OS puts them.
    let pin = !o.no_pin && o.numa != jitjoin_compiler::plan::numa::Strategy::Oblivious;
    let mut slots: Vec<Slot> = (0..n)
        .map(|i| {
            let (cpu, node) = chosen[i % chosen.len()];
            Slot { cpu: pin.then_some(cpu), node }
        })
        .collect();
    if let Some(groups) = &o.merge {
        if o.virtual_nodes.is_some() {
            return Err(WorkerError::MergeVirtual);
        }
        let ids = m.node_ids();
        let mut seen = Vec::new();
        for &node in groups.iter().flatten() {
            let problem = if !ids.contains(&node) {
                "does not exist"
            } else if seen.contains(&node) {
                "is named twice"
            } else {
                seen.push(node);
                continue;
            };
            return Err(WorkerError::BadMerge { node, problem, available: ranges(&ids) });
        }
        // A merged node is named by its group's smallest member.
        for s in &mut slots {
            if let Some(g) = groups.iter().find(|g| g.contains(&s.node)) {
                s.node = *g.iter().min().expect("a group has a member");
            }
        }
    }
    if let Some(v) = o.virtual_nodes {
        if v == 0 || v > n {
            return Err(WorkerError::TooFewWorkers { nodes: v, workers: n });
        }
        // Consecutive workers form a node, as compact placement fills real nodes.
        slots.iter_mut().enumerate().for_each(|(i, s)| s.node = i * v / n);
    }
    Ok(slots)
}

/// The workers of a query: a pool of threads, each pinned once to its slot's CPU.
pub struct Workers {
    pub slots: Vec<Slot>,
    topo: Option<Arc<Topology>>,
    pool: rayon::ThreadPool,
    /// The nodes are virtual (memory binding does nothing) or placement is NUMA-oblivious.
    no_binding: bool,
    /// Merged nodes: each group's members, by the node that names it.
    merged: Vec<Vec<usize>>,
    pub strategy: jitjoin_compiler::plan::numa::Strategy,
    /// Rows per block of a partitioned probe side, when the user set them.
    pub probe_block_rows: Option<usize>,
    /// The radix partitions this run's partitioning passes wrote, and where they are.
    partitions: std::sync::Mutex<Partitions>,
}

/// What [`Parallel::place`] bound (each buffer's address and the binding's outcome) and, once
/// [`Parallel::filled`], where each table's partitions are.
#[derive(Default)]
struct Partitions {
    bound: Vec<(u64, Option<bool>)>,
    placed: Vec<Placed>,
}

impl Workers {
    /// Workers on the host, as the options ask.
    pub fn host(o: &WorkerOptions) -> Result<Workers, WorkerError> {
        if let Some(m) = &o.machine {
            return Workers::on_machine(m, o);
        }
        let topo = crate::host::topology::shared_host_topology();
        let slots = place(&host_machine(&topo), o)?;
        Workers::start(slots, topo, o)
    }

    /// Workers placed on the nodes of another machine (an hwloc XML topology): unpinned, since
    /// its CPUs are not this host's, with one morsel queue, replica and partition per node as
    /// on that machine.
    pub fn on_machine(m: &Machine, o: &WorkerOptions) -> Result<Workers, WorkerError> {
        let o = WorkerOptions { no_pin: true, ..o.clone() };
        Workers::start(place(m, &o)?, None, &o)
    }

    /// Unpinned workers on node 0 (for tests and embedding).
    pub fn unpinned(threads: usize) -> Workers {
        Workers::start(vec![Slot { cpu: None, node: 0 }; threads.max(1)], None, &WorkerOptions::default())
            .expect("starting unpinned threads only fails when the OS refuses threads")
    }

    fn start(slots: Vec<Slot>, topo: Option<Arc<Topology>>, o: &WorkerOptions) -> Result<Workers, WorkerError> {
        let warned = Arc::new(AtomicBool::new(false));
        let (cpus, pin_topo) = (slots.iter().map(|s| s.cpu).collect::<Vec<_>>(), topo.clone());
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(slots.len())
            .thread_name(|i| format!("jitjoin-worker-{i}"))
            .start_handler(move |i| {
                if let (Some(Some(cpu)), Some(t)) = (cpus.get(i), &pin_topo) {
                    pin(t, *cpu, &warned);
                }
            })
            .build()
            .map_err(|e| WorkerError::Spawn(e.to_string()))?;
        let no_binding = o.virtual_nodes.is_some() || o.numa == jitjoin_compiler::plan::numa::Strategy::Oblivious;
        let merged = o.merge.clone().unwrap_or_default();
        Ok(Workers {
            slots,
            topo,
            pool,
            no_binding,
            merged,
            strategy: o.numa,
            probe_block_rows: o.probe_block_rows,
            partitions: Default::default(),
        })
    }

    /// Whether structures' memory is bound to the workers' nodes: not on virtual nodes, nor
    /// under `oblivious`, nor on a topology read from a file (not this machine's).
    pub fn binds_memory(&self) -> bool {
        !self.no_binding && self.topology().is_some_and(|t| t.is_this_system())
    }

    /// The memory nodes of the system whose memory is bound ([`Workers::binds_memory`]): all
    /// of this machine's, not only those the workers run on (workers on one node of four still
    /// have their rows moved there); 1 where nothing is bound.
    pub fn system_memory_nodes(&self) -> usize {
        match self.topology() {
            Some(t) if self.binds_memory() => t.objects_with_type(ObjectType::NUMANode).count().max(1),
            _ => 1,
        }
    }

    pub fn len(&self) -> usize {
        self.slots.len()
    }

    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// Distinct nodes the workers serve, in order.
    pub fn nodes(&self) -> Vec<usize> {
        let mut n: Vec<usize> = self.slots.iter().map(|s| s.node).collect();
        n.sort();
        n.dedup();
        n
    }

    pub fn topology(&self) -> Option<&Arc<Topology>> {
        self.topo.as_ref()
    }

    /// Run `f(worker)` on every worker at once and collect the results in worker order.
    pub fn run<R: Send>(&self, f: impl Fn(usize) -> R + Sync) -> Result<Vec<R>, WorkerError> {
        let outs = self.pool.broadcast(|ctx| std::panic::catch_unwind(AssertUnwindSafe(|| f(ctx.index()))));
        outs.into_iter()
            .enumerate()
            .map(|(i, r)| {
                r.map_err(|p| WorkerError::Panic {
                    worker: i,
                    msg: p
                        .downcast_ref::<String>()
                        .cloned()
                        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                        .unwrap_or_else(|| "panic".into()),
                })
            })
            .collect()
    }

    /// The worker that leaves its CPU to the compile threads (which run at idle priority)
    /// while the generic engine starts a query adaptively: the last, when there are several
    /// and they take every CPU the process may use.
    pub fn donor(&self) -> Option<usize> {
        let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
        (self.len() > 1 && self.len() >= cpus).then(|| self.len() - 1)
    }

    /// Morsels over `rows` rows for these workers.
    pub fn morsels(&self, rows: usize) -> Morsels {
        Morsels::new(rows, &self.nodes(), self.len())
    }

    /// Each node's share of `rows` rows: the rows its queue hands out (first to its own
    /// workers) in [`Workers::morsels`], in [`Workers::nodes`] order.
    pub fn shares(&self, rows: usize) -> Vec<Range<usize>> {
        shares(rows, self.nodes().len())
    }

    /// Morsels over given row ranges, one per node (in [`Workers::nodes`] order).
    pub fn morsels_over(&self, ranges: &[Range<usize>]) -> Morsels {
        Morsels::over(ranges, self.len())
    }

    /// Workers serving node index `n`.
    pub fn on_node(&self, n: usize) -> usize {
        (0..self.len()).filter(|&w| self.queue_of(w) == n).count()
    }

    /// The node index (into [`Workers::nodes`]) whose queue worker `w` serves first.
    pub fn queue_of(&self, w: usize) -> usize {
        let nodes = self.nodes();
        nodes.iter().position(|&n| n == self.slots[w].node).unwrap_or(0)
    }
}

/// NUMA placement of shared structures.
///
/// A structure shared by workers on several nodes is interleaved over those nodes (the
/// study's `--basic-numa`: each node holds about 1/N of it and its caches serve that share);
/// with workers on one node it is bound to that node. Per-thread state and batch buffers are
/// allocated by the worker threads themselves, so first touch places them on the worker's
/// node. Binding is best effort: where the OS or hwloc refuses, the memory stays where first
/// touch puts it and the query runs on.
impl Workers {
    /// Bind `m` to the workers' nodes: whether hwloc accepted the binding, `None` where none
    /// is asked for (virtual nodes, `oblivious`, another machine's topology, nothing to bind).
    pub fn bind(&self, m: &TableMemory) -> Option<bool> {
        self.bind_to(m, &self.memory_nodes(None))
    }

    /// Bind `m` to the memory of node index `n` (a replica or partition of that node;
    /// interleaved over a merged node's members), as [`Workers::bind`].
    pub fn bind_node(&self, m: &TableMemory, n: usize) -> Option<bool> {
        self.bind_to(m, &self.memory_nodes(Some(n)))
    }

    /// The OS nodes whose memory [`Workers::bind_node`] (`Some(n)`) or [`Workers::bind`]
    /// (`None`) binds to.
    pub fn memory_nodes(&self, n: Option<usize>) -> Vec<usize> {
        match n {
            Some(n) => self.members(&self.nodes()[n..=n]),
            None => self.members(&self.nodes()),
        }
    }

    /// The OS nodes behind logical nodes `nodes` (merged nodes stand for their groups).
    fn members(&self, nodes: &[usize]) -> Vec<usize> {
        nodes
            .iter()
            .flat_map(|&n| self.merged.iter().find(|g| g.iter().min() == Some(&n)).cloned().unwrap_or(vec![n]))
            .collect()
    }

    /// Move the pages of `area` (rows of a table split across the nodes) to the memory of node
    /// index `n` (a page to each of a merged node's members in turn): `Some(whether the
    /// kernel moved them all)`, `None` where no binding is asked for or the machine has one
    /// memory node.
    pub fn move_to_node<T>(&self, area: &[T], n: usize) -> Option<bool> {
        // On one memory node there is nowhere else for the pages to be; workers on one node of
        // several still want their rows there.
        if area.is_empty() || self.system_memory_nodes() < 2 {
            return None;
        }
        Some(crate::host::pages::move_within(area, &self.memory_nodes(Some(n))).is_ok())
    }

    fn bind_to(&self, m: &TableMemory, nodes: &[usize]) -> Option<bool> {
        let topo = self.topology()?;
        if self.no_binding || !topo.is_this_system() || m.is_empty() {
            return None;
        }
        let mut set = NodeSet::new();
        for &n in nodes {
            set.set(n);
        }
        let policy = if nodes.len() > 1 { MemoryBindingPolicy::Interleave } else { MemoryBindingPolicy::Bind };
        Some(topo.bind_memory_area(m.as_slice(), &set, policy, MemoryBindingFlags::empty()).is_ok())
    }
}

/// Where the radix partitions of a run are: what the partitioning passes placed and filled.
impl Workers {
    /// The partitions written since the last call, each table's once (its latest: a probe side
    /// partitioned block by block reuses one buffer), and forget them.
    pub fn take_partitions(&self) -> Vec<Placed> {
        let mut log = self.partitions.lock().unwrap_or_else(|e| e.into_inner());
        log.bound.clear();
        std::mem::take(&mut log.placed)
    }

    /// Note `placed` among this run's partitions, in place of an earlier one of the same name.
    pub(crate) fn note_partitions(&self, placed: Placed) {
        let mut log = self.partitions.lock().unwrap_or_else(|e| e.into_inner());
        log.placed.retain(|p| p.structure != placed.structure);
        log.placed.push(placed);
    }

    /// Forget the partitions of table `of` noted so far (a split table's per-block passes,
    /// whose buffers are copied into node blocks and freed).
    pub(crate) fn forget_partitions(&self, of: &str) {
        let name = partitions_name(of, None);
        let mut log = self.partitions.lock().unwrap_or_else(|e| e.into_inner());
        log.placed.retain(|p| p.structure != name);
    }
}

/// The workers as the compiler's engines use them for partitioning passes. The chunks (of rows
/// in order) are split into one contiguous run per node, as the rows are into node shares
/// ([`Workers::shares`]), and each worker takes its own node's chunks first, then the others':
/// a pass over a table whose shares are on their nodes reads mostly local memory.
impl Parallel for Workers {
    fn threads(&self) -> usize {
        self.len()
    }

    fn for_each(&self, n: usize, f: &(dyn Fn(usize) + Sync)) -> Result<(), EngineError> {
        let queues = Morsels {
            queues: shares(n, self.nodes().len()).into_iter().map(|r| (AtomicUsize::new(r.start), r.end)).collect(),
            size: 1,
        };
        self.run(|w| {
            while let Some(c) = queues.next(self.queue_of(w)) {
                f(c.start);
            }
        })
        .map_err(|e| EngineError::Workers(Box::new(e)))?;
        Ok(())
    }

    fn place(&self, mem: &TableMemory) {
        let bound = self.bind(mem);
        self.partitions.lock().unwrap_or_else(|e| e.into_inner()).bound.push((mem.addr(), bound));
    }

    fn filled(&self, mem: &TableMemory, of: &str) {
        let bound = {
            let log = self.partitions.lock().unwrap_or_else(|e| e.into_inner());
            log.bound.iter().rev().find(|b| b.0 == mem.addr()).and_then(|b| b.1)
        };
        self.note_partitions(Placed {
            structure: partitions_name(of, None),
            nodes: self.memory_nodes(None),
            bound,
            pages: crate::host::pages::sample(mem.as_slice(), PAGE_SAMPLES),
        });
    }
}

/// Pin the calling thread to `cpu`; warn once per pool when the OS refuses.
fn pin(topo: &Topology, cpu: usize, warned: &AtomicBool) {
    if let Err(why) = crate::host::topology::pin_thread(topo, cpu)
        && !warned.swap(true, Ordering::Relaxed)
    {
        eprintln!("warning: cannot pin a worker to CPU {cpu} ({why}); running unpinned");
    }
}

/// How a worker takes part in a phase that an adaptive start may cut short
/// ([`jitjoin_compiler::engine::Pending`]): it runs morsels until none is left or, once it has
/// run one, until the kernel is ready. The donor ([`Workers::donor`]) runs none while a thread
/// compiles the kernel: it sleeps, so that thread has its CPU.
#[derive(Clone, Copy)]
pub struct Until<'p> {
    stop: Option<&'p Pending>,
    donor: Option<usize>,
}

impl<'p> Until<'p> {
    /// A phase that stops when `stop` is ready (runs to the end when `None`).
    pub fn new(stop: Option<&'p Pending>, workers: &Workers) -> Until<'p> {
        Until { stop, donor: stop.filter(|p| p.compiling()).and(workers.donor()) }
    }

    /// When worker `w` is the donor, sleep in short steps until the kernel is ready or
    /// `over()` (the phase has nothing left), and say so.
    pub fn donated(&self, w: usize, over: impl Fn() -> bool) -> bool {
        let Some(stop) = self.stop.filter(|_| self.donor == Some(w)) else { return false };
        while !stop.ready() && !over() {
            std::thread::sleep(std::time::Duration::from_micros(50));
        }
        true
    }

    /// Whether a worker that has run `ran` rows of the phase takes another morsel.
    pub fn goes_on(&self, ran: u64) -> bool {
        ran == 0 || !self.stop.is_some_and(Pending::ready)
    }
}

/// Morsel-driven scheduling: the rows are split into one contiguous range per node, handed
/// out in morsels of 10^4–10^5 rows (smaller for small inputs, so tests take the parallel path).
pub struct Morsels {
    queues: Vec<(AtomicUsize, usize)>,
    pub size: usize,
}

/// `rows` rows in `nodes` contiguous shares, as even as can be.
fn shares(rows: usize, nodes: usize) -> Vec<Range<usize>> {
    let k = nodes.max(1);
    (0..k).map(|i| rows * i / k..rows * (i + 1) / k).collect()
}

impl Morsels {
    pub fn new(rows: usize, nodes: &[usize], workers: usize) -> Morsels {
        Morsels::over(&shares(rows, nodes.len()), workers)
    }

    /// One queue per range (a node's rows).
    pub fn over(ranges: &[Range<usize>], workers: usize) -> Morsels {
        let rows: usize = ranges.iter().map(|r| r.len()).sum();
        let size = rows.div_ceil(4 * workers.max(1)).clamp(1, 1 << 16);
        Morsels { queues: ranges.iter().map(|r| (AtomicUsize::new(r.start), r.end)).collect(), size }
    }

    /// The next morsel for a worker of queue `q`: its own node's first, then the others'.
    pub fn next(&self, q: usize) -> Option<Range<usize>> {
        self.next_from(q).map(|(_, r)| r)
    }

    /// Like [`Morsels::next`], with the queue the morsel came from.
    pub fn next_from(&self, q: usize) -> Option<(usize, Range<usize>)> {
        let k = self.queues.len();
        (0..k).find_map(|i| self.take((q + i) % k).map(|r| ((q + i) % k, r)))
    }

    /// Whether every morsel has been handed out.
    pub fn is_empty(&self) -> bool {
        self.queues.iter().all(|(cur, end)| cur.load(Ordering::Relaxed) >= *end)
    }

    /// The next morsel of queue `q` only (no stealing).
    pub fn take(&self, q: usize) -> Option<Range<usize>> {
        let (cur, end) = self.queues.get(q)?;
        let start = cur.fetch_add(self.size, Ordering::Relaxed);
        (start < *end).then(|| start..(start + self.size).min(*end))
    }
}

/// One structure's memory: the OS nodes it was bound to, whether the OS accepted the binding,
/// and the nodes of its pages, asked of the kernel after it was filled.
#[derive(Clone, Debug, PartialEq)]
pub struct Placed {
    /// What it is: "hash table of part", "vector of date, node 1's copy", ….
    pub structure: String,
    /// The OS nodes its memory was meant for (several: interleaved over them).
    pub nodes: Vec<usize>,
    /// Whether the binding was accepted; `None` where none was asked for (virtual nodes,
    /// `oblivious`).
    pub bound: Option<bool>,
    /// Its sampled pages, or why the kernel could not say.
    pub pages: Result<crate::host::pages::PageSample, String>,
}

impl Placed {
    /// Of the sampled pages that have a node (a page never touched has none and costs
    /// nothing), the share on the nodes it was meant for; `None` when none has.
    pub fn share(&self) -> Option<f64> {
        let p = self.pages.as_ref().ok()?;
        let placed = p.sampled - p.unknown;
        (placed > 0).then(|| p.on_nodes(&self.nodes) as f64 / placed as f64)
    }
}

/// Pages sampled per structure to find where it lives.
pub const PAGE_SAMPLES: usize = 256;

/// The radix partitions of table `table`: interleaved over the workers' nodes (`None`), or
/// node `n`'s block of a table split across the nodes.
pub fn partitions_name(table: &str, block: Option<usize>) -> String {
    match block {
        None => format!("partitions of {table}"),
        Some(n) => format!("partitions of {table}, node {n}'s block"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kunpeng() -> Machine {
        let t = crate::host::topology::synthetic_topology(
            "pack:2 l3:2(size=32MiB) [numa(memory=128GiB)] group:8 l2:4(size=512KiB) l1d:1(size=64KiB) core:1 pu:1",
        )
        .unwrap();
        Machine::from_topology(&t, None)
    }

    #[test]
    fn placement_on_a_synthetic_kunpeng() {
        let m = kunpeng();
        assert_eq!(m.cpus.len(), 128);
        assert_eq!(m.node_ids(), vec![0, 1, 2, 3]);
        let s = place(&m, &WorkerOptions { nodes: Some(vec![1]), ..Default::default() }).unwrap();
        assert_eq!(s.len(), 32);
        assert!(s.iter().all(|s| s.node == 1 && (32..64).contains(&s.cpu.unwrap())));
        let s = place(&m, &WorkerOptions { threads: Some(4), ..Default::default() }).unwrap();
        assert_eq!(s.iter().map(|s| s.cpu.unwrap()).collect::<Vec<_>>(), vec![0, 1, 2, 3], "compact: one node");
        let s = place(&m, &WorkerOptions { cpus: Some(vec![0, 64]), no_pin: true, ..Default::default() }).unwrap();
        assert_eq!(s, vec![Slot { cpu: None, node: 0 }, Slot { cpu: None, node: 2 }]);
    }

    #[test]
    fn smt_siblings_are_left_out() {
        let t = crate::host::topology::synthetic_topology("pack:2 [numa(memory=256GiB)] l3:1(size=57MiB) l2:4(size=1280KiB) l1d:1(size=48KiB) core:1 pu:2(indexes=core)").unwrap();
        let m = Machine::from_topology(&t, None);
        assert_eq!(m.cpus.len(), 8, "one PU per core");
    }

    #[test]
    fn merged_nodes_share_a_queue() {
        let m = kunpeng();
        let o = |merge: Vec<Vec<usize>>| WorkerOptions {
            cpus: Some(vec![0, 32, 64, 96]),
            merge: Some(merge),
            ..Default::default()
        };
        let s = place(&m, &o(vec![vec![0, 1], vec![2, 3]])).unwrap();
        assert_eq!(s.iter().map(|s| s.node).collect::<Vec<_>>(), vec![0, 0, 2, 2]);
        let e = place(&m, &o(vec![vec![0, 1], vec![1, 2]])).unwrap_err();
        assert!(e.to_string().contains("node 1 is named twice"), "{e}");
        let e = place(&m, &o(vec![vec![0, 7]])).unwrap_err();
        assert!(e.to_string().contains("node 7 does not exist") && e.to_string().contains("0-3"), "{e}");
    }

    #[test]
    fn bad_cpus_and_nodes_name_what_exists() {
        let m = Machine { cpus: vec![(0, 0), (1, 0)] };
        let e = place(&m, &WorkerOptions { cpus: Some(vec![7]), ..Default::default() }).unwrap_err();
        assert_eq!(e.to_string(), "CPU 7 is not available to this process; available CPUs: 0-1");
        let e = place(&m, &WorkerOptions { nodes: Some(vec![3]), ..Default::default() }).unwrap_err();
        assert!(e.to_string().contains("nodes: 0"), "{e}");
        let s = place(&m, &WorkerOptions { threads: Some(3), ..Default::default() }).unwrap();
        assert_eq!(s.iter().map(|s| s.cpu.unwrap()).collect::<Vec<_>>(), vec![0, 1, 0], "more threads than cores wrap");
        let e = place(&m, &WorkerOptions { threads: Some(9), ..Default::default() }).unwrap_err();
        assert!(matches!(e, WorkerError::TooManyThreads { threads: 9, cpus: 2, limit: 8 }), "{e}");
    }

    #[test]
    fn morsels_cover_every_row_once_and_steal_across_nodes() {
        for rows in [0usize, 1, 7, 63, 64, 65, 1000, 100_000] {
            let m = Morsels::new(rows, &[0, 1, 2], 5);
            let mut seen = vec![0u8; rows];
            // Everything is taken through queue 0: the other nodes' rows are stolen.
            while let Some(r) = m.next(0) {
                r.for_each(|i| seen[i] += 1);
            }
            assert!(seen.iter().all(|&s| s == 1), "rows={rows}");
        }
    }

    #[test]
    fn a_panicking_worker_is_an_error_not_a_hang() {
        let w = Workers::unpinned(3);
        let r = w.run(|i| if i == 1 { panic!("boom") } else { i });
        assert!(matches!(r, Err(WorkerError::Panic { worker: 1, .. })), "{:?}", r.err());
    }
}
