//! Measuring the cache a process really gets: a short pointer-chase latency sweep.
//!
//! ```text
//!   for size in 256 KiB, 512 KiB, … 64 MiB:
//!       a random cycle through the size's cache lines (one u32 "next" per 64-byte line)
//!       ns per dependent load = time of N hops / N
//!   effective last level = the largest size whose latency is below √(fastest · slowest)
//!   read bandwidth: one thread summing 256 MiB
//!   fresh pages: ns per first write to a 4 KiB page and to a 2 MiB huge page
//!   probe costs: a prefetched random read per structure size against a radix pass
//!                (crate::host::probe_cost), which `auto` weighs to choose partitioning
//! ```
//! On a dedicated machine the knee is at the nominal L3; on a shared VM it comes much earlier
//! (here: about 4–8 MiB of a nominal 32 MiB). The result is cached in
//! `$JITJOIN_CACHE_DIR` (default `$XDG_CACHE_HOME/jitjoin` or `~/.cache/jitjoin`) as
//! `calibration.json`, keyed by the CPU ([`cpu_model`]) and the nominal sizes, and refreshed by
//! `jitjoin calibrate`, which also measures latency between every pair of nodes and read and
//! copy bandwidth against the number of threads, per node and across nodes
//! ([`measure_numa`]; the second seed's `mbw` and `numactl -C` experiment): `--target host`
//! then plans with the measured latency and peak bandwidth.

pub use crate::host::probe_cost::ProbeCost;
use jitjoin_compiler::layout::memory::{Pages, TableMemory};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use std::time::Instant;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Calibration {
    /// What the measurement is valid for: CPU model, nominal L2 and L3.
    pub cpu: String,
    pub nominal_l2: u64,
    pub nominal_l3: u64,
    /// (bytes, ns per dependent load) for each size swept.
    pub latency: Vec<(u64, f64)>,
    pub effective_llc: u64,
    /// Sequential read bandwidth of one thread over 256 MiB, GB/s.
    #[serde(default)]
    pub read_gbs: f64,
    /// Latency between nodes and bandwidth against threads (`jitjoin calibrate`).
    #[serde(default)]
    pub numa: Option<NumaCalibration>,
    /// What the kernel charges for the first write to a fresh page.
    #[serde(default)]
    pub faults: Option<FaultCost>,
    /// A probe beyond the cache against partitioning first ([`crate::host::probe_cost`]).
    #[serde(default)]
    pub probe: Option<ProbeCost>,
}

/// ns per first write to a fresh anonymous page: a 4 KiB page (huge pages refused with
/// `MADV_NOHUGEPAGE`), and a 2 MiB huge page (`MADV_HUGEPAGE` on 2 MiB-aligned memory; `None`
/// where the kernel gave none). Both include the kernel clearing the page.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct FaultCost {
    pub page_4k_ns: f64,
    pub page_2m_ns: Option<f64>,
}

/// What `jitjoin calibrate` measures beyond the caches: the second seed's experiment, made
/// for every node.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct NumaCalibration {
    /// The nodes measured (OS indexes).
    pub nodes: Vec<usize>,
    /// `latency_ns[i][j]`: ns per dependent load from a core of node i to memory of node j
    /// (a pointer chase through 64 MiB).
    pub latency_ns: Vec<Vec<f64>>,
    pub bandwidth: Vec<BandwidthPoint>,
}

/// Read and copy bandwidth of `threads` threads on `node`'s cores (`None`: spread over every
/// node), each over its own 64 MiB, GB/s.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BandwidthPoint {
    pub node: Option<usize>,
    pub threads: usize,
    pub read_gbs: f64,
    pub copy_gbs: f64,
}

impl NumaCalibration {
    /// The best read bandwidth over all threads and nodes (GB/s).
    pub fn peak_read(&self) -> f64 {
        self.bandwidth.iter().map(|b| b.read_gbs).fold(0.0, f64::max)
    }
}

/// The CPU a measurement is valid for: its model name, with its family, model and stepping
/// where `/proc/cpuinfo` gives them. Virtual machines often report only a generic name ("AMD
/// EPYC" for Zen 4 and Zen 5 alike), and a calibration taken on one must not be reused on the
/// other.
pub fn cpu_model() -> String {
    let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    cpu_model_from(&info).unwrap_or_else(|| std::env::consts::ARCH.to_string())
}

/// [`cpu_model`] from the text of `/proc/cpuinfo` (its first processor).
fn cpu_model_from(info: &str) -> Option<String> {
    let first = info.split("\n\n").next().unwrap_or("");
    let field = |name: &str| {
        first
            .lines()
            .find(|l| l.split(':').next().is_some_and(|k| k.trim() == name))
            .and_then(|l| l.split_once(':'))
            .map(|(_, v)| v.trim().to_string())
    };
    let name = field("model name")?;
    Some(match (field("cpu family"), field("model"), field("stepping")) {
        (Some(f), Some(m), Some(s)) => format!("{name} (family {f}, model {m}, stepping {s})"),
        _ => name,
    })
}

/// jitjoin's cache directory, as the process's settings say ([`crate::settings`]).
pub fn cache_dir() -> Option<PathBuf> {
    crate::settings::current().cache_dir.clone()
}

/// Where the calibration is stored.
pub fn path() -> Option<PathBuf> {
    Some(cache_dir()?.join("calibration.json"))
}

/// The stored calibration, if it matches this machine.
pub fn stored() -> Option<Calibration> {
    let text = std::fs::read_to_string(path()?).ok()?;
    let c: Calibration = serde_json::from_str(&text).ok()?;
    let (l2, l3) = crate::host::topology::host_nominal();
    // A calibration from before the bandwidth, page or probe measurements existed is stale too.
    let complete = c.read_gbs > 0.0 && c.faults.is_some() && c.probe.is_some();
    (c.cpu == cpu_model() && c.nominal_l2 == l2 && c.nominal_l3 == l3 && complete).then_some(c)
}

/// The stored calibration, measured and stored first when there is none (a few seconds).
/// Settings without `calibrate` turn measuring off (the nominal sizes are used then).
pub fn load() -> Option<Calibration> {
    static ONCE: std::sync::OnceLock<Option<Calibration>> = std::sync::OnceLock::new();
    ONCE.get_or_init(|| {
        stored().or_else(|| {
            if !crate::settings::current().calibrate {
                return None;
            }
            // Measuring takes a few seconds: say so, so a first run's time is not a mystery.
            eprintln!("jitjoin: measuring this machine's caches and memory (first run here; `jitjoin targets --calibrate` redoes it) …");
            let t0 = std::time::Instant::now();
            let c = measure();
            let stored = match save(&c) {
                Ok(p) => format!("stored in {}", p.display()),
                Err(e) => format!("not stored: {e}"),
            };
            eprintln!(
                "jitjoin: measured in {:.1} s: effective last level {} KiB, one-thread read {:.1} GB/s; {stored}",
                t0.elapsed().as_secs_f64(),
                c.effective_llc >> 10,
                c.read_gbs
            );
            Some(c)
        })
    })
    .clone()
}

pub fn save(c: &Calibration) -> std::io::Result<PathBuf> {
    let p = path().ok_or_else(|| std::io::Error::other("no cache directory (set JITJOIN_CACHE_DIR)"))?;
    if let Some(d) = p.parent() {
        std::fs::create_dir_all(d)?;
    }
    std::fs::write(&p, serde_json::to_string_pretty(c).map_err(std::io::Error::other)?)?;
    Ok(p)
}

/// ns per dependent load when chasing a random cycle through `bytes` of memory, whose pages
/// are bound to `node` when one is given.
fn chase(bytes: u64, node: Option<usize>, rng: &mut impl Rng) -> f64 {
    const LINE: usize = 16; // u32s per 64-byte line
    let lines = (bytes / 64) as usize;
    let mut order: Vec<u32> = (0..lines as u32).collect();
    order.shuffle(rng);
    let mut next = vec![0u32; lines * LINE];
    if let Some(n) = node {
        bind_to_node(&next, n);
    }
    for w in 0..lines {
        next[order[w] as usize * LINE] = order[(w + 1) % lines];
    }
    let hops = (lines * 4).clamp(1 << 18, 1 << 21);
    let mut i = 0usize;
    for _ in 0..lines {
        i = next[i * LINE] as usize; // warm up: touch every line once
    }
    let t = Instant::now();
    for _ in 0..hops {
        i = next[i * LINE] as usize;
    }
    let ns = t.elapsed().as_nanos() as f64 / hops as f64;
    std::hint::black_box(i);
    ns
}

/// Sweep sizes from 256 KiB to 64 MiB.
pub fn measure() -> Calibration {
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(7);
    let latency: Vec<(u64, f64)> = (18..=26).map(|b| (1u64 << b, chase(1 << b, None, &mut rng))).collect();
    let (l2, l3) = crate::host::topology::host_nominal();
    let effective_llc = knee(&latency);
    let memory_ns = latency.last().map_or(100.0, |l| l.1);
    Calibration {
        cpu: cpu_model(),
        nominal_l2: l2,
        nominal_l3: l3,
        effective_llc,
        latency,
        read_gbs: read_bandwidth(),
        numa: None,
        faults: fault_cost(),
        probe: Some(crate::host::probe_cost::measure(effective_llc, l2, memory_ns)),
    }
}

const HUGE_PAGE: usize = 2 << 20;

/// The process's anonymous memory in transparent huge pages, KiB.
fn anon_huge_kib() -> u64 {
    let text = std::fs::read_to_string("/proc/self/smaps_rollup").unwrap_or_default();
    text.lines()
        .find_map(|l| l.strip_prefix("AnonHugePages:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

/// ns per page for first writes to `bytes` of fresh memory mapped in `pages` as structures are
/// ([`TableMemory`]), one write per `page` bytes; and whether the kernel gave huge pages.
fn first_writes(bytes: usize, page: usize, pages: Pages) -> Option<(f64, bool)> {
    let mem = TableMemory::scratch(bytes, pages).ok()?;
    let before = anon_huge_kib();
    let t = Instant::now();
    for off in (0..bytes).step_by(page) {
        mem.store(off, 1, 1);
    }
    let ns = t.elapsed().as_nanos() as f64 / (bytes / page) as f64;
    let got = anon_huge_kib().saturating_sub(before) * 1024 >= bytes as u64 / 2;
    Some((ns, got))
}

/// The cost of fresh pages: the median of 3 passes of first writes over 32 MiB of 4 KiB
/// pages and over 64 MiB of 2 MiB pages.
fn fault_cost() -> Option<FaultCost> {
    let median = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v.get(v.len() / 2).copied()
    };
    let small: Vec<f64> = (0..3).filter_map(|_| first_writes(32 << 20, 4096, Pages::Small)).map(|r| r.0).collect();
    let huge: Vec<(f64, bool)> = (0..3).filter_map(|_| first_writes(64 << 20, HUGE_PAGE, Pages::Huge)).collect();
    let page_2m_ns = match huge.iter().all(|h| h.1) && !huge.is_empty() {
        true => median(huge.iter().map(|h| h.0).collect()),
        false => None,
    };
    Some(FaultCost { page_4k_ns: median(small)?, page_2m_ns })
}

/// Threads spread over the nodes: one CPU of each node in turn, so the first k threads of the
/// across-nodes bandwidth sweep use every node evenly.
pub fn spread(nodes: &[(usize, Vec<usize>)]) -> Vec<usize> {
    let longest = nodes.iter().map(|(_, c)| c.len()).max().unwrap_or(0);
    (0..longest).flat_map(|i| nodes.iter().filter_map(move |(_, cpus)| cpus.get(i).copied())).collect()
}

/// Bind `v`'s pages to node `node` before they are first touched (best effort).
fn bind_to_node<T>(v: &[T], node: usize) {
    use hwlocality::memory::binding::{MemoryBindingFlags, MemoryBindingPolicy};
    use hwlocality::memory::nodeset::NodeSet;
    if let Some(topo) = crate::host::topology::shared_host_topology() {
        let mut set = NodeSet::new();
        set.set(node);
        let _ = topo.bind_memory_area(v, &set, MemoryBindingPolicy::Bind, MemoryBindingFlags::MIGRATE);
    }
}

/// Read and copy GB/s of one thread per CPU in `cpus`, with their buffers on `node` (or
/// their own nodes), each over `bytes`: the faster of two passes each.
fn bandwidth_on(cpus: &[usize], node: Option<usize>, bytes: usize) -> (f64, f64) {
    let words = bytes / 8;
    let run = |copy: bool| -> f64 {
        let setup = |_| {
            let src = vec![1u64; words];
            let mut dst = if copy { vec![0u64; words] } else { Vec::new() };
            if let Some(n) = node {
                bind_to_node(&src, n);
                bind_to_node(&dst, n);
            }
            // Fault the destination's pages in before the clock starts.
            dst.fill(2);
            (src, dst)
        };
        let pass = |(src, dst): &mut (Vec<u64>, Vec<u64>)| match copy {
            true => {
                dst.copy_from_slice(src);
                std::hint::black_box(&*dst);
                0
            }
            false => src.iter().copied().fold(0u64, u64::wrapping_add),
        };
        let fastest = crate::host::pinned::slowest_per_pass(cpus, 2, setup, pass).into_iter().min().unwrap_or_default();
        let moved = if copy { 2 * bytes } else { bytes } * cpus.len();
        moved as f64 / fastest.as_secs_f64().max(1e-9) / 1e9
    };
    (run(false), run(true))
}

/// Latency from every node's cores to every node's memory, and read and copy bandwidth
/// against threads per node (1 … its cores) and across every node. `progress(done, total)`
/// after each measurement.
pub fn measure_numa(mut progress: impl FnMut(usize, usize)) -> NumaCalibration {
    let nodes = crate::host::topology::node_cpus();
    let k = nodes.len();
    let per_node: usize = nodes.iter().map(|(_, c)| c.len()).sum();
    let total_cpus: usize = per_node;
    let total = k * k + per_node + if k > 1 { total_cpus } else { 0 };
    let mut done = 0;
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(11);
    let mut latency_ns = vec![vec![0.0; k]; k];
    for (i, (_, cpus)) in nodes.iter().enumerate() {
        for (j, (mem, _)) in nodes.iter().enumerate() {
            let seed: u64 = rng.random();
            latency_ns[i][j] = crate::host::pinned::on_cpu(cpus[0], || {
                let mut r = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(seed);
                chase(64 << 20, Some(*mem), &mut r)
            });
            done += 1;
            progress(done, total);
        }
    }
    let mut bandwidth = Vec::new();
    for (node, cpus) in &nodes {
        for n in 1..=cpus.len() {
            let (read_gbs, copy_gbs) = bandwidth_on(&cpus[..n], Some(*node), 64 << 20);
            bandwidth.push(BandwidthPoint { node: Some(*node), threads: n, read_gbs, copy_gbs });
            done += 1;
            progress(done, total);
        }
    }
    if k > 1 {
        // Across nodes: threads dealt round-robin over the nodes, memory on each thread's own.
        let spread = spread(&nodes);
        for n in 1..=spread.len() {
            let (read_gbs, copy_gbs) = bandwidth_on(&spread[..n], None, 64 << 20);
            bandwidth.push(BandwidthPoint { node: None, threads: n, read_gbs, copy_gbs });
            done += 1;
            progress(done, total);
        }
    }
    NumaCalibration { nodes: nodes.iter().map(|n| n.0).collect(), latency_ns, bandwidth }
}

/// GB/s of one thread summing 256 MiB of u64s (the better of two passes).
fn read_bandwidth() -> f64 {
    let words = vec![1u64; 32 << 20];
    let mut best = 0.0f64;
    for _ in 0..2 {
        let t = Instant::now();
        let sum: u64 = words.iter().copied().fold(0u64, u64::wrapping_add);
        std::hint::black_box(sum);
        best = best.max((words.len() * 8) as f64 / t.elapsed().as_secs_f64() / 1e9);
    }
    best
}

/// The largest size whose latency is below the geometric mean of the fastest and slowest.
pub fn knee(latency: &[(u64, f64)]) -> u64 {
    let lo = latency.iter().map(|l| l.1).fold(f64::INFINITY, f64::min);
    let hi = latency.iter().map(|l| l.1).fold(0.0, f64::max);
    let cut = (lo * hi).sqrt();
    latency.iter().take_while(|l| l.1 < cut).last().map_or(latency.first().map_or(0, |l| l.0), |l| l.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The multi-node parts of `calibrate` on a synthetic 2-socket Kunpeng 920: 4 nodes of 32
    /// cores each, and the across-nodes sweep dealing threads to every node in turn.
    #[test]
    fn nodes_and_spread_threads_on_a_synthetic_kunpeng() {
        let t = crate::host::topology::synthetic_topology(
            "pack:2 l3:2(size=32MiB) [numa(memory=128GiB)] group:8 l2:4(size=512KiB) l1d:1(size=64KiB) core:1 pu:1",
        )
        .unwrap();
        let nodes = crate::host::topology::cpus_per_node(&t, None);
        assert_eq!(
            nodes.iter().map(|n| (n.0, n.1.len())).collect::<Vec<_>>(),
            vec![(0, 32), (1, 32), (2, 32), (3, 32)]
        );
        assert_eq!(nodes[1].1[0], 32);
        let s = spread(&nodes);
        assert_eq!(s.len(), 128);
        assert_eq!(&s[..5], &[0, 32, 64, 96, 1]);
        let mut sorted = s.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 128, "every CPU once");
    }

    /// Two VMs that both call their CPU "AMD EPYC" are told apart by family and model.
    #[test]
    fn the_cpu_key_names_family_model_and_stepping() {
        let zen = |family: u32| {
            format!(
                "processor\t: 0\nvendor_id\t: AuthenticAMD\ncpu family\t: {family}\nmodel\t\t: 2\n\
                 model name\t: AMD EPYC\nstepping\t: 1\n\nprocessor\t: 1\ncpu family\t: 99\n"
            )
        };
        assert_eq!(cpu_model_from(&zen(26)).unwrap(), "AMD EPYC (family 26, model 2, stepping 1)");
        assert_ne!(cpu_model_from(&zen(25)), cpu_model_from(&zen(26)));
        // aarch64's cpuinfo has no model name: the caller falls back to the architecture.
        assert_eq!(cpu_model_from("processor\t: 0\nCPU implementer\t: 0x48\n"), None);
    }

    #[test]
    fn the_knee_is_where_latency_jumps() {
        let l = [(1 << 20, 4.0), (2 << 20, 5.0), (4 << 20, 9.0), (8 << 20, 60.0), (16 << 20, 120.0)];
        assert_eq!(knee(&l), 4 << 20);
        assert_eq!(knee(&[(1 << 20, 100.0), (2 << 20, 101.0)]), 1 << 20);
    }
}
