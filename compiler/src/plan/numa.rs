//! NUMA strategies and the cost model that chooses between them.
//!
//! The model prices the study's foreign-key join, R ⋈ S with every S row matching one R row
//! and a sum over 8-byte tuples, for each strategy × algorithm on a target's facts. It is a
//! pure function of those facts, so it runs for every preset here:
//!
//! ```text
//!   machine:  N nodes, c cores each, L = last-level cache per coherence domain (the target's
//!             effective LLC), ℓ and ℓr = the mean local and remote latency of the matrix
//!             `jitjoin calibrate` measured (the host), else ℓ = local DRAM latency and
//!             ℓr = ℓ · (mean remote SLIT distance / 10),
//!             B = DRAM bandwidth per node (per socket ÷ nodes per socket; nodes with a SLIT
//!             distance under 20 share a package), Br = B · ℓ / ℓr
//!   a random access to a structure of W bytes, with C bytes of cache and a share f remote:
//!             h = min(1, C / W), h2 = min(1, L2 / W)  the shares that hit the LLC and L2
//!             t = h2 · t_L2 + (h − h2) · t_hit + (1 − h) · ((1 − f) · ℓ + f · ℓr) / MLP
//!             plus (1 − h) · 64 B of memory traffic, local or remote
//!   a phase:  max(latency: accesses · t / cores,  bandwidth: traffic / bandwidth) + its scans
//! ```
//! What each strategy changes (W_R: the structure, 16 B per R row for a hash table at load
//! ½, 4 B per key for a vector):
//!
//! | strategy | build | copies / partition pass | probe |
//! |---|---|---|---|
//! | oblivious | one W_R on node 0, f = (N−1)/N | – | C = N·L, f = (N−1)/N, all traffic through node 0 |
//! | local | one W_R interleaved, f = (N−1)/N | – | C = N·L (each node caches its 1/N), f = (N−1)/N |
//! | replicate-fine | N writes per row, f = (N−1)/N | – | own replica: C = L, f = 0 |
//! | replicate-coarse | vector: own key range, local | split R; copy (N−1)·W_R | own replica: C = L, f = 0 |
//! |  | hash: own sub-table (W_R/N), local | split R | N lookups per row over all sub-tables |
//! | psn | local: hash W_R/N; vector the full domain | split R and S (none when static) | local: C = L over W_R/N (hash), W_R (vector) |
//! | rr | every node inserts all of R into its replica | each node reads R: (N−1)/N remote | own replica: C = L, f = 0 |
//!
//! Radix partitioning (PRO) is priced for `oblivious` and `local`: two partitioning passes
//! over R and S, then cache-resident joins. The constants below are the model's only
//! parameters; they are machine-independent and never set to make a result come out.

use crate::layout::Lookup;
use crate::plan::BuildSide;
use crate::target::Target;
use jitjoin_ir::plan::{Algorithm, JoinKind};
use jitjoin_ir::query::Query;

/// Random accesses a core keeps in flight (line fill buffers: 10–12 on Intel Skylake-SP and
/// later, more on Zen; the conservative end).
pub const MLP: f64 = 10.0;
/// A random access that hits the last-level cache, and one that hits a core's L2, amortised
/// over overlapping accesses (ns).
pub const T_HIT_NS: f64 = 5.0;
pub const T_L2_NS: f64 = 1.0;
/// Hashing and scattering one row in a partitioning pass, per core (ns).
pub const T_PART_NS: f64 = 2.0;
/// Bytes per R row in a hash table (8-byte slots at load ≤ ½), and per key in a vector.
pub const HASH_BYTES: f64 = 16.0;
pub const VECTOR_BYTES: f64 = 4.0;
/// Bytes per tuple (int32 key, int32 payload).
pub const TUPLE_BYTES: f64 = 8.0;
const LINE: f64 = 64.0;

/// A strategy that cannot place a join, and why.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("--numa {strategy} on the join of `{table}`: {why}")]
pub struct StrategyError {
    pub strategy: &'static str,
    pub table: String,
    pub why: String,
}

/// How one join's structure sits on the nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Placement {
    /// One structure for every worker.
    Shared,
    /// A replica per node; every worker inserts its rows into each.
    Fine,
    /// A replica per node; node n builds its key range, then copies it into the others.
    Blocks,
    /// A sub-table per node holding its keys; a probe looks in every one.
    SubTables,
    /// A table per node from that node's part of the split build table (psn).
    Split,
    /// A replica per node, each built from the whole table by its node's workers (rr).
    Full,
}

impl Placement {
    /// Structures the join has: one, or one per node.
    pub fn copies(self, nodes: usize) -> usize {
        if self == Placement::Shared { 1 } else { nodes }
    }

    /// Whether the build table is split by key across the nodes first.
    pub fn splits_build(self) -> bool {
        matches!(self, Placement::Blocks | Placement::SubTables | Placement::Split)
    }

    pub fn describe(self) -> &'static str {
        match self {
            Placement::Shared => "one shared structure",
            Placement::Fine => "a replica per node, every insert into each",
            Placement::Blocks => "a replica per node, key-range blocks copied between nodes",
            Placement::SubTables => "a sub-table per node, probes look in every one",
            Placement::Split => "a table per node over its key partition",
            Placement::Full => "a replica per node, each built from the whole table",
        }
    }
}

/// The placement of every join, and which join (if any) splits the probe table (psn).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Placements {
    pub joins: Vec<Placement>,
    pub probe_split: Option<usize>,
    pub nodes: usize,
}

fn refuse(q: &Query, b: &BuildSide, s: Strategy, why: &str) -> StrategyError {
    StrategyError { strategy: s.name(), table: q.tables[b.table].name.clone(), why: why.to_string() }
}

/// Choose each join's placement for `s` on `nodes` nodes.
pub fn place(q: &Query, builds: &[BuildSide], s: Strategy, nodes: usize) -> Result<Placements, StrategyError> {
    let n = builds.len();
    let mut joins = vec![Placement::Shared; n];
    let mut probe_split = None;
    match s {
        // `auto` is resolved before a run (the model needs the target); unresolved, it is local.
        Strategy::Auto | Strategy::Oblivious | Strategy::Local => {}
        Strategy::ReplicateFine => joins.fill(Placement::Fine),
        Strategy::Rr => joins.fill(Placement::Full),
        Strategy::ReplicateCoarse => {
            for i in 0..n {
                joins[i] = match builds[i].lookup {
                    Lookup::Vector(_) => Placement::Blocks,
                    Lookup::Hash(_) => Placement::SubTables,
                };
            }
            check_sub_tables(q, builds, &joins, s)?;
        }
        Strategy::Psn => {
            // The probe table is split by one join's key: the first join keyed by probe-table
            // columns. The other joins' tables go to every node whole, as rr does.
            joins.fill(Placement::Full);
            let j = q.joins.iter().position(|j| j.probe_keys[0].table == q.probe);
            if let Some(j) = j {
                joins[j] = Placement::Split;
                probe_split = Some(j);
            }
        }
    }
    Ok(Placements { joins, probe_split, nodes })
}

/// Multi-entry probing adds up what each sub-table finds. That is the join when each key
/// lives in one sub-table and the join keeps matches (inner, semi), and with one such join
/// per pipeline (two would need every pair of sub-tables).
pub fn check_sub_tables(
    q: &Query,
    builds: &[BuildSide],
    joins: &[Placement],
    s: Strategy,
) -> Result<(), StrategyError> {
    let subs: Vec<usize> = (0..joins.len()).filter(|&i| joins[i] == Placement::SubTables).collect();
    for &i in &subs {
        if q.joins[i].kind == JoinKind::Anti {
            return Err(refuse(
                q,
                &builds[i],
                s,
                "a hash table replicated coarse-grained is a sub-table per node, and an anti join cannot add up \
                 what each sub-table lacks; use replicate-fine or rr, or a vector",
            ));
        }
    }
    if subs.len() > 1 {
        return Err(refuse(
            q,
            &builds[subs[1]],
            s,
            "coarse-grained replication leaves a hash join as sub-tables that every probe visits; with two such \
             joins in one pipeline each row would visit every pair; use replicate-fine or rr, or vectors",
        ));
    }
    Ok(())
}

impl Placements {
    /// Every join on one shared structure (explain, listings).
    pub fn shared(joins: usize) -> Placements {
        Placements { joins: vec![Placement::Shared; joins], probe_split: None, nodes: 1 }
    }
}

/// How a query's structures are placed on the workers' nodes (`--numa`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Strategy {
    /// The cost model's choice for the target and the plan's sizes ([`choose`]); the driver
    /// runs it as `local` until resolved.
    #[default]
    Auto,
    /// No binding, no pinning: pages go where first touch puts them.
    Oblivious,
    /// The study's `--basic-numa`: shared structures interleaved over the workers' nodes.
    Local,
    /// Fine-grained replication (the study's algorithm 2).
    ReplicateFine,
    /// Coarse-grained replication (algorithm 3).
    ReplicateCoarse,
    /// Partitioned shared-nothing per node (PSNNPO, PSNVJ).
    Psn,
    /// R replicated to every node, S in place (RRNPO).
    Rr,
}

impl Strategy {
    /// The strategies that run (every one but `auto`), in the order `auto` prefers them when
    /// the model prices them within 1% of each other: the simplest first.
    pub const ALL: [Strategy; 6] = [
        Strategy::Local,
        Strategy::Oblivious,
        Strategy::ReplicateFine,
        Strategy::ReplicateCoarse,
        Strategy::Psn,
        Strategy::Rr,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Strategy::Auto => "auto",
            Strategy::Oblivious => "oblivious",
            Strategy::Local => "local",
            Strategy::ReplicateFine => "replicate-fine",
            Strategy::ReplicateCoarse => "replicate-coarse",
            Strategy::Psn => "psn",
            Strategy::Rr => "rr",
        }
    }

    pub fn parse(s: &str) -> Option<Strategy> {
        std::iter::once(Strategy::Auto).chain(Strategy::ALL).find(|x| x.name() == s)
    }
}

/// The join the model prices.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Workload {
    pub r_rows: u64,
    pub s_rows: u64,
    /// R and S are stored split by key across the nodes already (static pre-partitioning).
    pub static_partitioned: bool,
    /// Bytes per R row in a hash table, and per key value in a vector.
    pub hash_bytes: f64,
    pub vector_bytes: f64,
}

impl Workload {
    /// The study's join at these sizes: 8-byte tuples, 16 B per R row in a hash table at load
    /// ½, 4 B vector elements.
    pub fn study(r_rows: u64, s_rows: u64, static_partitioned: bool) -> Workload {
        Workload { r_rows, s_rows, static_partitioned, hash_bytes: HASH_BYTES, vector_bytes: VECTOR_BYTES }
    }
}

/// A machine as the model sees it (see the module docs for where each figure comes from).
#[derive(Clone, Debug, PartialEq)]
pub struct NumaMachine {
    pub nodes: usize,
    pub cores_per_node: f64,
    /// Last-level cache of one coherence domain, and L2 of one core (bytes).
    pub llc: f64,
    pub l2: f64,
    pub lat_local_ns: f64,
    pub lat_remote_ns: f64,
    /// DRAM bandwidth of one node, and from one node to the others (bytes per ns = GB/s).
    pub bw_local: f64,
    pub bw_remote: f64,
    /// Whether the latencies (and the remote bandwidth, scaled by their ratio) come from a
    /// measured matrix ([`crate::target::Machine::numa_latency_ns`]) rather than the SLIT.
    pub measured: bool,
}

/// The machine's distances in SLIT units (10 = local), row-major: the measured latency
/// matrix scaled so that the mean local latency is 10, when there is one; else the SLIT (all
/// 10 when it does not fit). Also the mean local latency in ns, and whether it was measured.
fn distances(t: &Target, n: usize) -> (Vec<f64>, f64, bool) {
    let m = &t.machine;
    let cache_lat = t.caches.mem_latency_ns.max(1) as f64;
    if n > 1 && m.numa_latency_ns.len() == n * n {
        let lat: Vec<f64> = m.numa_latency_ns.iter().map(|&x| x.max(1) as f64).collect();
        let local = (0..n).map(|i| lat[i * n + i]).sum::<f64>() / n as f64;
        return (lat.iter().map(|&x| 10.0 * x / local).collect(), local, true);
    }
    (slit(t, n).into_iter().map(f64::from).collect(), cache_lat, false)
}

/// The target's SLIT, or all 10 when it does not fit `n` nodes.
fn slit(t: &Target, n: usize) -> Vec<u32> {
    let d = &t.machine.numa_distances;
    if d.len() == n * n { d.clone() } else { vec![10; n * n] }
}

/// Mean SLIT distance from each node to the others (10 on one node).
fn mean_remote(d: &[f64], n: usize) -> f64 {
    if n <= 1 {
        return 10.0;
    }
    let sum: f64 = (0..n).flat_map(|i| (0..n).filter(move |&j| j != i).map(move |j| d[i * n + j])).sum();
    sum / (n * (n - 1)) as f64
}

/// SLIT distance below which two nodes are taken to share a package (on-chip or on-socket
/// hops: Kunpeng 920's dies are 16 apart, sockets 25–33; two-socket x86 parts report 20–32).
pub const SAME_PACKAGE: u32 = 20;

/// Nodes grouped by package: nodes closer than [`SAME_PACKAGE`] share one. These are the
/// groups `--merge-nodes auto` merges (the study's NUMA merge for multi-die ARM chips).
pub fn package_groups(d: &[u32], n: usize) -> Vec<Vec<usize>> {
    let mut group: Vec<Option<usize>> = vec![None; n];
    let mut out: Vec<Vec<usize>> = Vec::new();
    for i in 0..n {
        if group[i].is_some() {
            continue;
        }
        let g = out.len();
        let members: Vec<usize> = (i..n)
            .filter(|&j| group[j].is_none() && (j == i || d.get(i * n + j).is_some_and(|&x| x < SAME_PACKAGE)))
            .collect();
        members.iter().for_each(|&j| group[j] = Some(g));
        out.push(members);
    }
    out
}

fn packages(d: &[u32], n: usize) -> usize {
    package_groups(d, n).len().max(1)
}

impl NumaMachine {
    pub fn of(t: &Target) -> NumaMachine {
        let m = &t.machine;
        let n = (m.numa_nodes as usize).max(1);
        let (d, lat, measured) = distances(t, n);
        let remote = mean_remote(&d, n);
        let llc = t.caches.effective_llc.or(t.caches.l3).unwrap_or(t.caches.l2) as f64;
        // Which nodes share a package is the firmware's topology, not a latency.
        let bw_local = m.mem_bandwidth_gbs.max(1) as f64 * packages(&slit(t, n), n) as f64 / n as f64;
        NumaMachine {
            nodes: n,
            cores_per_node: (m.cores.max(1) as f64 / n as f64).max(1.0),
            llc,
            l2: t.caches.l2 as f64,
            lat_local_ns: lat,
            lat_remote_ns: lat * remote / 10.0,
            bw_local,
            bw_remote: bw_local * 10.0 / remote,
            measured,
        }
    }

    /// The machine with its nodes merged into `groups` (node indexes per logical node): a
    /// logical node has the cores and caches of its members, latencies averaged over the SLIT
    /// distances within and between groups.
    pub fn merged(t: &Target, groups: &[Vec<usize>]) -> NumaMachine {
        let base = NumaMachine::of(t);
        let n = base.nodes;
        let (d, lat, _) = distances(t, n);
        let k = groups.len().max(1);
        let size = n as f64 / k as f64;
        let mean = |pairs: Vec<(usize, usize)>| {
            if pairs.is_empty() {
                10.0
            } else {
                pairs.iter().map(|&(i, j)| d[i * n + j]).sum::<f64>() / pairs.len() as f64
            }
        };
        let within: Vec<(usize, usize)> =
            groups.iter().flat_map(|g| g.iter().flat_map(move |&i| g.iter().map(move |&j| (i, j)))).collect();
        let between: Vec<(usize, usize)> = groups
            .iter()
            .enumerate()
            .flat_map(|(a, g)| {
                groups
                    .iter()
                    .enumerate()
                    .filter(move |(b, _)| *b != a)
                    .flat_map(move |(_, h)| g.iter().flat_map(move |&i| h.iter().map(move |&j| (i, j))))
            })
            .collect();
        let (dl, dr) = (mean(within), mean(between));
        NumaMachine {
            nodes: k,
            cores_per_node: base.cores_per_node * size,
            llc: base.llc * size,
            l2: base.l2,
            lat_local_ns: lat * dl / 10.0,
            lat_remote_ns: lat * dr / 10.0,
            bw_local: base.bw_local * size,
            bw_remote: base.bw_local * size * 10.0 / dr,
            measured: base.measured,
        }
    }

    fn cores(&self) -> f64 {
        self.cores_per_node * self.nodes as f64
    }

    fn remote_share(&self) -> f64 {
        (self.nodes - 1) as f64 / self.nodes as f64
    }

    /// `accesses` random accesses spread over `cores` cores, to `bytes` of structure with
    /// `cache` bytes of cache, a share `f` remote, served by `nodes` nodes' memory (ns).
    fn random(&self, accesses: f64, bytes: f64, cache: f64, f: f64, cores: f64, serving: f64) -> f64 {
        let share = |c: f64| if bytes <= 0.0 { 1.0 } else { (c / bytes).min(1.0) };
        let (h, h2) = (share(cache.max(self.l2)), share(self.l2));
        let t = h2 * T_L2_NS
            + (h - h2) * T_HIT_NS
            + (1.0 - h) * ((1.0 - f) * self.lat_local_ns + f * self.lat_remote_ns) / MLP;
        let latency = accesses * t / cores;
        let misses = accesses * (1.0 - h) * LINE;
        let bandwidth = misses * (1.0 - f) / (serving * self.bw_local) + misses * f / (serving * self.bw_remote);
        latency.max(bandwidth)
    }

    /// Reading `rows` tuples sequentially on every node (ns); `serving` nodes' memory holds them.
    fn scan(&self, rows: f64, serving: f64) -> f64 {
        rows * TUPLE_BYTES / (serving * self.bw_local)
    }

    /// A pass that splits `rows` tuples by key across the nodes (ns).
    fn split(&self, rows: f64) -> f64 {
        let n = self.nodes as f64;
        let compute = rows * T_PART_NS / self.cores();
        let local = rows * 2.0 * TUPLE_BYTES / (n * self.bw_local);
        let moved = rows * TUPLE_BYTES * self.remote_share() / (n * self.bw_remote);
        compute.max(local + moved)
    }
}

/// Predicted phase times of one strategy × algorithm (seconds).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Cost {
    pub numa_partition: f64,
    pub build: f64,
    pub replicate: f64,
    pub probe: f64,
}

impl Cost {
    pub fn total(&self) -> f64 {
        self.numa_partition + self.build + self.replicate + self.probe
    }
}

/// Why a strategy × algorithm is not priced (the runtime refuses it, or the model has no
/// formula for it).
pub fn unpriced(s: Strategy, a: Algorithm) -> Option<&'static str> {
    match (s, a) {
        (Strategy::ReplicateFine | Strategy::ReplicateCoarse | Strategy::Psn | Strategy::Rr, Algorithm::Radix) => {
            Some("runs, but the model prices radix only shared (oblivious, local)")
        }
        _ => None,
    }
}

/// The predicted cost of `s` with algorithm `a` (hash, vector or radix) on `m` for `w`.
pub fn predict(m: &NumaMachine, w: &Workload, s: Strategy, a: Algorithm) -> Result<Cost, &'static str> {
    if let Some(why) = unpriced(s, a) {
        return Err(why);
    }
    let n = m.nodes as f64;
    let (r, sr) = (w.r_rows as f64, w.s_rows as f64);
    let l = m.llc;
    let f = m.remote_share();
    let all = m.cores();
    let ns = |x: f64| x * 1e-9;
    let vector = a == Algorithm::Vector;
    let bytes = if vector { r * w.vector_bytes } else { r * w.hash_bytes };
    if a == Algorithm::Radix {
        // Two passes over R and S (read and write), then joins in cache.
        let serving = if s == Strategy::Oblivious { 1.0 } else { n };
        let fr = if s == Strategy::Oblivious || s == Strategy::Local { f } else { 0.0 };
        let traffic = (r + sr) * TUPLE_BYTES * 4.0;
        let pass = (traffic * (1.0 - fr) / (serving * m.bw_local) + traffic * fr / (serving * m.bw_remote))
            .max(2.0 * (r + sr) * T_PART_NS / all);
        let join = (r + sr) * T_HIT_NS / all;
        return Ok(Cost {
            numa_partition: 0.0,
            build: ns(pass * r / (r + sr).max(1.0) + join * r / (r + sr).max(1.0)),
            replicate: 0.0,
            probe: ns(pass * sr / (r + sr).max(1.0) + join * sr / (r + sr).max(1.0)),
        });
    }
    let cost = match s {
        Strategy::Auto => return Err("auto is the model's choice among the others"),
        Strategy::Oblivious => Cost {
            numa_partition: 0.0,
            build: ns(m.random(r, bytes, n * l, f, all, 1.0) + m.scan(r, 1.0)),
            replicate: 0.0,
            probe: ns(m.random(sr, bytes, n * l, f, all, 1.0) + m.scan(sr, 1.0)),
        },
        Strategy::Local => Cost {
            numa_partition: 0.0,
            build: ns(m.random(r, bytes, n * l, f, all, n) + m.scan(r, n)),
            replicate: 0.0,
            probe: ns(m.random(sr, bytes, n * l, f, all, n) + m.scan(sr, n)),
        },
        Strategy::ReplicateFine => Cost {
            numa_partition: 0.0,
            // Every row written into all N replicas: N·W bytes in N·L of cache.
            build: ns(m.random(r * n, bytes * n, n * l, f, all, n) + m.scan(r, n)),
            replicate: 0.0,
            probe: ns(m.random(sr, bytes, l, 0.0, all, n) + m.scan(sr, n)),
        },
        Strategy::ReplicateCoarse if vector => Cost {
            numa_partition: ns(m.split(r)),
            build: ns(m.random(r, bytes / n, l, 0.0, all, n) + m.scan(r, n)),
            // Each node copies its W/N block to the N − 1 others, all nodes at once.
            replicate: ns(bytes / n * (n - 1.0) / m.bw_remote),
            probe: ns(m.random(sr, bytes, l, 0.0, all, n) + m.scan(sr, n)),
        },
        Strategy::ReplicateCoarse => Cost {
            numa_partition: ns(m.split(r)),
            build: ns(m.random(r, bytes / n, l, 0.0, all, n) + m.scan(r, n)),
            replicate: 0.0,
            // Multi-entry: every row looks in all N sub-tables (W in all), (N−1)/N remote.
            probe: ns(m.random(sr * n, bytes, l, f, all, n) + m.scan(sr, n)),
        },
        Strategy::Psn => {
            // A node's structure: its share of a hash table, or the whole key domain of a vector.
            let node_bytes = if vector { bytes } else { bytes / n };
            Cost {
                numa_partition: if w.static_partitioned { 0.0 } else { ns(m.split(r) + m.split(sr)) },
                build: ns(m.random(r, node_bytes, l, 0.0, all, n) + m.scan(r, n)),
                replicate: 0.0,
                probe: ns(m.random(sr, node_bytes, l, 0.0, all, n) + m.scan(sr, n)),
            }
        }
        Strategy::Rr => Cost {
            numa_partition: 0.0,
            // Each node's cores insert all of R into its own replica, reading R's other shares
            // from the other nodes.
            build: ns(m.random(r, bytes, l, 0.0, m.cores_per_node, 1.0)
                + r * TUPLE_BYTES * (1.0 - f) / m.bw_local
                + r * TUPLE_BYTES * f / m.bw_remote),
            replicate: 0.0,
            probe: ns(m.random(sr, bytes, l, 0.0, all, n) + m.scan(sr, n)),
        },
    };
    Ok(cost)
}

/// One priced (or refused) candidate.
#[derive(Clone, Debug)]
pub struct Candidate {
    pub strategy: Strategy,
    pub algorithm: Algorithm,
    pub cost: Result<Cost, &'static str>,
}

/// Every strategy × algorithm for `algorithms` (hash, vector, radix), priced.
pub fn candidates(m: &NumaMachine, w: &Workload, algorithms: &[Algorithm]) -> Vec<Candidate> {
    algorithms
        .iter()
        .flat_map(|&a| Strategy::ALL.into_iter().map(move |s| (s, a)))
        .map(|(s, a)| Candidate { strategy: s, algorithm: a, cost: predict(m, w, s, a) })
        .collect()
}

/// The cheapest priced candidate, and why: its total against local's. A candidate must be
/// more than 1% cheaper to displace one earlier in [`Strategy::ALL`] (the simpler).
pub fn choose(cands: &[Candidate]) -> Option<(&Candidate, String)> {
    let priced: Vec<(&Candidate, f64)> =
        cands.iter().filter_map(|c| c.cost.as_ref().ok().map(|k| (c, k.total()))).collect();
    let rank = |c: &Candidate| Strategy::ALL.iter().position(|&s| s == c.strategy).unwrap_or(usize::MAX);
    let mut order = priced.clone();
    order.sort_by_key(|p| rank(p.0));
    let best = order.iter().copied().reduce(|best, c| if c.1 < best.1 * 0.99 { c } else { best })?;
    let best = &best;
    let local = priced
        .iter()
        .filter(|(c, _)| c.strategy == Strategy::Local && c.algorithm == best.0.algorithm)
        .map(|p| p.1)
        .next();
    let why = match local {
        Some(t) if best.0.strategy != Strategy::Local => format!(
            "{} {} is predicted at {:.2} ms, {:.2}× local's {:.2} ms",
            best.0.strategy.name(),
            best.0.algorithm.name(),
            best.1 * 1e3,
            best.1 / t,
            t * 1e3
        ),
        _ => format!(
            "{} {} is predicted cheapest at {:.2} ms",
            best.0.strategy.name(),
            best.0.algorithm.name(),
            best.1 * 1e3
        ),
    };
    Some((best.0, why))
}

/// The strategy `--numa auto` runs for the study's join at these sizes on `m`, among
/// `allowed`, with the algorithms the plan allows (all three for `auto`).
pub fn auto(m: &NumaMachine, w: &Workload, algorithm: Algorithm, allowed: &[Strategy]) -> Strategy {
    let algorithms: &[Algorithm] = match algorithm {
        Algorithm::Auto => &[Algorithm::Hash, Algorithm::Vector, Algorithm::Radix],
        Algorithm::Hash => &[Algorithm::Hash],
        Algorithm::Vector => &[Algorithm::Vector],
        Algorithm::Radix => &[Algorithm::Radix],
    };
    let mut cands = candidates(m, w, algorithms);
    cands.retain(|c| allowed.contains(&c.strategy));
    choose(&cands).map_or(Strategy::Local, |(c, _)| c.strategy)
}

/// The study's findings on its five platforms (`docs/numa-model.md` sets the model's curves
/// beside them). |S| = 2^30 and |R| = 2^5 … 2^29, as in the study. Findings the model does
/// not reproduce are kept as ignored tests naming the gap.
#[cfg(test)]
mod findings {
    use super::*;

    fn machine(name: &str) -> NumaMachine {
        NumaMachine::of(crate::target::preset(name).unwrap())
    }

    fn total(m: &NumaMachine, r_log2: u32, s: Strategy, a: Algorithm, static_partitioned: bool) -> f64 {
        let w = Workload::study(1 << r_log2, 1 << 30, static_partitioned);
        predict(m, &w, s, a).unwrap().total()
    }

    /// The exponents of |R| at which `s` beats local with `a`.
    fn wins(name: &str, s: Strategy, a: Algorithm) -> Vec<u32> {
        let m = machine(name);
        (5..=29).filter(|&e| total(&m, e, s, a, false) < total(&m, e, Strategy::Local, a, false)).collect()
    }

    /// The first |R| exponent from which `s` beats local with `a` for every larger size.
    fn crossover(name: &str, s: Strategy, a: Algorithm) -> Option<u32> {
        let w = wins(name, s, a);
        (5..=29).find(|e| (*e..=29).all(|x| w.contains(&x)))
    }

    /// Finding 1, x86 part: PSNNPO overtakes NPO-local at a size that grows with the effective
    /// cache, Rome < Milan < CLX < ICX.
    #[test]
    fn psnnpo_crossover_grows_with_the_cache_on_x86() {
        let x: Vec<u32> = ["znver2", "znver3", "cascadelake", "icelake-server"]
            .iter()
            .map(|n| crossover(n, Strategy::Psn, Algorithm::Hash).unwrap_or_else(|| panic!("{n}: psn never wins")))
            .collect();
        assert!(x.windows(2).all(|w| w[0] < w[1]), "crossovers Rome, Milan, CLX, ICX: {x:?}");
        // Where the table leaves the caches, never while it fits one node's last level.
        for (n, e) in ["znver2", "znver3", "cascadelake", "icelake-server"].iter().zip(&x) {
            let m = machine(n);
            assert!((1u64 << e) as f64 * HASH_BYTES > m.llc, "{n}: 2^{e}");
        }
    }

    /// Finding 1, Kunpeng: the study's ARM(64) crosses first. The preset is the 4-node,
    /// 2-socket board: local's table is spread over 4 nodes' caches (128 MiB), so the model's
    /// crossover comes at 2^24, after Rome and Milan.
    #[test]
    #[ignore = "known gap: the 4-node Kunpeng preset aggregates 4 caches under local (docs/numa-model.md)"]
    fn psnnpo_crosses_first_on_kunpeng() {
        let k = crossover("kunpeng920", Strategy::Psn, Algorithm::Hash).unwrap();
        let rome = crossover("znver2", Strategy::Psn, Algorithm::Hash).unwrap();
        assert!(k < rome, "kunpeng 2^{k}, rome 2^{rome}");
    }

    /// Finding 2, Kunpeng: RRNPO beats NPO-local in the upper range and loses at the top
    /// (above about 2^27; the model's turn is at 2^29).
    #[test]
    fn rrnpo_loses_only_at_the_top_on_kunpeng() {
        let w = wins("kunpeng920", Strategy::Rr, Algorithm::Hash);
        assert!((24..=28).all(|e| w.contains(&e)), "rr wins at {w:?}");
        assert!(!w.contains(&29), "rr must lose at 2^29: wins at {w:?}");
    }

    /// Finding 2, x86: RRNPO loses above about 2^28. The model's replica still wins at 2^29,
    /// since it prices one node's cache against a table far larger than any cache (both miss)
    /// and rr's probes are all local; and it loses at 2^21–2^23, where each node's cores insert
    /// all of R alone.
    #[test]
    #[ignore = "known gap: rr keeps winning at 2^29 on x86 in the model (docs/numa-model.md)"]
    fn rrnpo_loses_above_2_28_on_x86() {
        for n in ["znver2", "znver3", "cascadelake", "icelake-server"] {
            let w = wins(n, Strategy::Rr, Algorithm::Hash);
            assert!(!w.contains(&29), "{n}: rr wins at {w:?}");
        }
    }

    /// Finding 3, lower edges: PSNVJ starts to beat VJ-local once the vector leaves the caches,
    /// earlier on Rome than on Milan.
    #[test]
    fn psnvj_starts_winning_earlier_on_rome_than_on_milan() {
        let rome = crossover("znver2", Strategy::Psn, Algorithm::Vector).unwrap();
        let milan = crossover("znver3", Strategy::Psn, Algorithm::Vector).unwrap();
        assert!(rome < milan, "rome 2^{rome}, milan 2^{milan}");
        assert!((1u64 << rome) as f64 * VECTOR_BYTES > machine("znver2").llc);
    }

    /// Finding 3, the band: PSNVJ wins only between about 2^21–2^23 and 2^28–2^29 on ARM, Rome and
    /// Milan, and never on CLX or ICX. The model has no upper edge (nothing in it makes a full-
    /// domain vector per node cost more than local's shared one once both miss every cache) and
    /// lets PSNVJ win by 1–8% at 2^28–2^29 on CLX and ICX.
    #[test]
    #[ignore = "known gap: no upper edge of the PSNVJ band, and narrow wins on CLX/ICX (docs/numa-model.md)"]
    fn psnvj_wins_only_in_a_middle_band() {
        for n in ["kunpeng920", "znver2", "znver3"] {
            assert!(!wins(n, Strategy::Psn, Algorithm::Vector).contains(&29), "{n}");
        }
        for n in ["cascadelake", "icelake-server"] {
            assert!(wins(n, Strategy::Psn, Algorithm::Vector).is_empty(), "{n}");
        }
    }

    /// Finding 4: on ICX the partitioning pass is about a quarter of PSNVJ's time at 2^29, and
    /// static pre-partitioning removes it.
    #[test]
    fn partitioning_share_of_psnvj_on_icelake() {
        let m = machine("icelake-server");
        let share = |e: u32| {
            let w = Workload::study(1 << e, 1 << 30, false);
            let c = predict(&m, &w, Strategy::Psn, Algorithm::Vector).unwrap();
            c.numa_partition / c.total()
        };
        assert!((0.20..=0.32).contains(&share(29)), "2^29: {:.2}", share(29));
        // Larger at 2^5 than at 2^29, as in the study (82.5% and 26.2%).
        assert!(share(5) > 0.5 && share(5) > share(29), "2^5: {:.2}", share(5));
        for e in [5, 29] {
            let w = Workload::study(1 << e, 1 << 30, true);
            let c = predict(&m, &w, Strategy::Psn, Algorithm::Vector).unwrap();
            assert_eq!(c.numa_partition, 0.0);
            assert!(c.total() < total(&m, e, Strategy::Psn, Algorithm::Vector, false));
        }
    }

    /// Finding 4 at the small end: the study measured 82.5% at 2^5; the model gives about 64%,
    /// because it prices a probe of a vector in L2 at 1 ns per row over 76 cores, against a
    /// scan the study's machine ran at a fraction of its peak bandwidth.
    #[test]
    #[ignore = "known gap: 64% instead of about 80% at 2^5 (docs/numa-model.md)"]
    fn partitioning_is_about_80_percent_at_the_small_end_on_icelake() {
        let m = machine("icelake-server");
        let w = Workload::study(1 << 5, 1 << 30, false);
        let c = predict(&m, &w, Strategy::Psn, Algorithm::Vector).unwrap();
        assert!(c.numa_partition / c.total() > 0.75);
    }

    /// Element widths are inputs: a vector of 1-byte elements stays in the caches 4× longer
    /// than one of 4 bytes (the study's advice to keep payloads narrow).
    #[test]
    fn narrower_vector_elements_cost_less_once_out_of_cache() {
        let m = machine("icelake-server");
        let at = |bytes: f64| {
            let w = Workload { vector_bytes: bytes, ..Workload::study(1 << 25, 1 << 30, false) };
            predict(&m, &w, Strategy::Local, Algorithm::Vector).unwrap().total()
        };
        assert!(at(1.0) < at(4.0), "{} vs {}", at(1.0), at(4.0));
        let small = |bytes: f64| {
            let w = Workload { vector_bytes: bytes, ..Workload::study(1 << 10, 1 << 30, false) };
            predict(&m, &w, Strategy::Local, Algorithm::Vector).unwrap().total()
        };
        assert_eq!(small(1.0), small(4.0), "both in L2");
    }

    /// The strategies differ on one node only by their overheads: local is chosen there.
    #[test]
    fn one_node_chooses_local() {
        let t = crate::target::preset("x86-64-v3").unwrap();
        let m = NumaMachine::of(t);
        for e in [10, 20, 28] {
            let w = Workload::study(1 << e, 1 << 26, false);
            assert_eq!(auto(&m, &w, Algorithm::Hash, &Strategy::ALL), Strategy::Local, "2^{e}");
        }
    }

    /// Merging a socket's two dies on the Kunpeng preset halves the logical nodes; the merged
    /// node's local latency sits between the die's and the socket neighbour's.
    #[test]
    fn merged_kunpeng_sockets() {
        let t = crate::target::preset("kunpeng920").unwrap();
        assert_eq!(package_groups(&t.machine.numa_distances, 4), vec![vec![0, 1], vec![2, 3]]);
        for x86 in ["cascadelake", "icelake-server", "znver3"] {
            let t = crate::target::preset(x86).unwrap();
            assert_eq!(package_groups(&t.machine.numa_distances, 2), vec![vec![0], vec![1]], "{x86}");
        }
        let m = NumaMachine::merged(t, &[vec![0, 1], vec![2, 3]]);
        assert_eq!(m.nodes, 2);
        assert_eq!(m.cores_per_node, 64.0);
        assert!(m.lat_local_ns > 120.0 && m.lat_local_ns < 120.0 * 1.6, "{}", m.lat_local_ns);
        assert!(m.lat_remote_ns > 120.0 * 2.5, "{}", m.lat_remote_ns);
    }

    /// A measured latency matrix replaces the SLIT: the Kunpeng preset's SLIT says remote
    /// memory is 1.6–3.3× as far, a machine that measured 100 ns local and 150 ns remote is
    /// planned with those, merged or not; the packages still come from the SLIT.
    #[test]
    fn a_measured_latency_matrix_replaces_the_slit() {
        let mut t = crate::target::preset("kunpeng920").unwrap().clone();
        let slit = NumaMachine::of(&t);
        assert!(!slit.measured && slit.lat_remote_ns > 2.0 * slit.lat_local_ns, "{slit:?}");
        t.machine.numa_latency_ns = (0..16).map(|k| if k % 5 == 0 { 100 } else { 150 }).collect();
        let m = NumaMachine::of(&t);
        assert!(m.measured);
        assert_eq!((m.lat_local_ns, m.lat_remote_ns), (100.0, 150.0));
        assert!((m.bw_remote - m.bw_local / 1.5).abs() < 1e-9, "{m:?}");
        assert_eq!(m.bw_local, slit.bw_local, "nodes per package from the SLIT");
        let merged = NumaMachine::merged(&t, &[vec![0, 1], vec![2, 3]]);
        assert_eq!((merged.lat_local_ns, merged.lat_remote_ns), (125.0, 150.0));
        // A matrix of another size (a calibration of other nodes) is not used.
        t.machine.numa_latency_ns.truncate(4);
        assert!(!NumaMachine::of(&t).measured);
    }
}
