//! The host as a target: its ISA, caches and machine facts.
//!
//! For the host, the nominal sizes come from hwloc. The last level a process really gets can
//! be much smaller on a shared machine (the development VM's nominal 32 MiB L3 behaves like
//! 2–8 MiB in pointer-chase sweeps), so it is measured ([`crate::host::calibrate`]) and the
//! measurement is what the planner uses.

use jitjoin_compiler::target::{Caches, Isa, Machine, ProbeCosts, SizeCosts, Target, TopologyFacts};
use std::borrow::Cow;

/// The NUMA latency matrix of a topology, if it has one for its nodes.
fn numa_distances(topo: &hwlocality::Topology, nodes: usize) -> Option<Vec<u32>> {
    let all = topo.distances_with_type(None, hwlocality::object::types::ObjectType::NUMANode).ok()?;
    let d = all.into_iter().find(|d| d.num_objects() == nodes)?;
    Some(d.distances().iter().map(|&x| x as u32).collect())
}

/// What an hwloc topology says about caches, cores and nodes.
pub fn facts(topo: &hwlocality::Topology, source: &str) -> TopologyFacts {
    let m = crate::host::topology::describe(topo);
    TopologyFacts {
        distances: numa_distances(topo, m.numa_nodes.len()),
        l2: m.cache(2).map(|c| c.size),
        l3: m.cache(3).map(|c| c.size),
        l3_shared_by: m.cache(3).map(|c| c.shared_by as u32),
        cores: m.cores as u32,
        numa_nodes: m.numa_nodes.len().max(1) as u32,
        source: source.to_string(),
    }
}

/// The host as a target: Cranelift's detected ISA flags, hwloc's caches and layout, and the
/// measured effective last level (see [`crate::host::calibrate`]). Resolved once per process;
/// the command line does it before anything runs, so a first run's calibration happens there,
/// announced on stderr.
pub fn host_target() -> Target {
    static HOST: std::sync::OnceLock<Target> = std::sync::OnceLock::new();
    HOST.get_or_init(|| {
        let (triple, flags) = jitjoin_compiler::target::native()
            .unwrap_or_else(|_| (format!("{}-unknown-linux-gnu", std::env::consts::ARCH), Vec::new()));
        let m = crate::host::topology::shared_host_topology().map(|t| crate::host::topology::describe(&t));
        let size = |l: u8| m.as_ref().and_then(|m| m.cache(l)).map(|c| c.size);
        let calibration = crate::host::calibrate::load();
        let nodes = m.as_ref().map_or(1, |m| m.numa_nodes.len().max(1));
        Target {
            name: Cow::Borrowed("host"),
            description: Cow::Owned(
                m.as_ref().and_then(|m| m.cpu_model.clone()).unwrap_or_else(|| "this machine".to_string()),
            ),
            source: Cow::Borrowed("detected: Cranelift's native ISA detection, hwloc, and a latency sweep"),
            isa: Isa { triple: Cow::Owned(triple), flags },
            caches: Caches {
                line: m.as_ref().and_then(|m| m.cache(1)).and_then(|c| c.line).unwrap_or(64) as u32,
                l1d: size(1).unwrap_or(32 << 10),
                l2: size(2).unwrap_or(512 << 10),
                l3: size(3),
                l3_shared_by: m.as_ref().and_then(|m| m.cache(3)).map_or(1, |c| c.shared_by as u32),
                effective_llc: calibration.as_ref().map(|c| c.effective_llc),
                // The local latency of `jitjoin calibrate`, else the cache sweep's largest size.
                mem_latency_ns: calibration
                    .as_ref()
                    .and_then(|c| {
                        c.numa
                            .as_ref()
                            .and_then(|n| n.latency_ns.first()?.first().copied())
                            .or(c.latency.last().map(|l| l.1))
                    })
                    .map_or(100, |ns| ns.round() as u32),
                // hwloc does not report TLBs; the x86-64 and aarch64 parts we know have 1–3K
                // second-level entries, so assume the common 2K.
                tlb_entries: 2048,
            },
            machine: Machine {
                cores: m.as_ref().map_or(1, |m| m.cores as u32),
                numa_nodes: nodes as u32,
                page_sizes: host_page_sizes(),
                numa_distances: crate::host::topology::shared_host_topology()
                    .and_then(|t| numa_distances(&t, nodes))
                    .unwrap_or_else(|| jitjoin_compiler::target::uniform_distances(nodes as u32)),
                // `calibrate`'s matrix, when it measured every node of this topology.
                numa_latency_ns: calibration
                    .as_ref()
                    .and_then(|c| c.numa.as_ref())
                    .filter(|n| n.latency_ns.len() == nodes && n.latency_ns.iter().all(|r| r.len() == nodes))
                    .map(|n| n.latency_ns.iter().flatten().map(|&ns| ns.round().max(1.0) as u32).collect())
                    .unwrap_or_default(),
                // `calibrate`'s per-node sweep, when it measured every node of this topology.
                node_read_mbs: calibration
                    .as_ref()
                    .and_then(|c| c.numa.as_ref())
                    .filter(|n| n.nodes.len() == nodes)
                    .map(|n| {
                        n.nodes
                            .iter()
                            .map(|&node| {
                                let mut pts: Vec<_> = n.bandwidth.iter().filter(|b| b.node == Some(node)).collect();
                                pts.sort_by_key(|b| b.threads);
                                pts.iter().map(|b| (b.read_gbs * 1e3).round().max(1.0) as u32).collect()
                            })
                            .collect::<Vec<Vec<u32>>>()
                    })
                    .filter(|v| v.iter().all(|c| !c.is_empty()))
                    .unwrap_or_default(),
                mem_bandwidth_gbs: calibration.as_ref().map_or(0, |c| {
                    c.numa.as_ref().map_or(c.read_gbs, |n| n.peak_read().max(c.read_gbs)).round() as u32
                }),
                fault_4k_ns: calibration.as_ref().and_then(|c| c.faults).map(|f| f.page_4k_ns.round() as u32),
                fault_2m_ns: calibration.as_ref().and_then(|c| c.faults?.page_2m_ns).map(|ns| ns.round() as u32),
                probe_costs: calibration.as_ref().and_then(|c| c.probe.as_ref()).filter(|p| p.band.1.is_finite()).map(
                    |p| {
                        let ps = |ns: f64| (ns * 1e3).round().clamp(0.0, u32::MAX as f64) as u32;
                        ProbeCosts {
                            band_ps: ps(p.band.1),
                            sizes: p
                                .sizes
                                .iter()
                                .filter(|s| s.random_ns.is_finite() && s.partition_ns.is_finite())
                                .map(|s| SizeCosts {
                                    bytes: s.bytes,
                                    random_ps: ps(s.random_ns),
                                    partition_ps: ps(s.partition_ns),
                                })
                                .collect(),
                        }
                    },
                ),
            },
        }
    })
    .clone()
}

/// The base page size and the huge page sizes the kernel offers
/// (`/sys/kernel/mm/hugepages/hugepages-<N>kB`).
fn host_page_sizes() -> Vec<u64> {
    // SAFETY: sysconf has no preconditions.
    let base = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    let mut sizes = vec![if base > 0 { base as u64 } else { 4096 }];
    if let Ok(dir) = std::fs::read_dir("/sys/kernel/mm/hugepages") {
        for e in dir.flatten() {
            let name = e.file_name().to_string_lossy().to_string();
            if let Some(kb) = name.strip_prefix("hugepages-").and_then(|s| s.strip_suffix("kB"))
                && let Ok(kb) = kb.parse::<u64>()
            {
                sizes.push(kb << 10);
            }
        }
    }
    sizes.sort_unstable();
    sizes.dedup();
    sizes
}
