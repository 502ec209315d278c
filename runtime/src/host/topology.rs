//! The machine as hwloc sees it: packages, NUMA nodes, cores, and the cache hierarchy.
//!
//! [`describe`] is a pure function of a [`Topology`], so it works the same on the host and on
//! hwloc synthetic or XML machines (which is how NUMA logic is tested on a one-node box).

use hwlocality::Topology;
use hwlocality::errors::{HybridError, RawHwlocError};
use hwlocality::object::attributes::ObjectAttributes;
use hwlocality::object::types::ObjectType;

#[derive(Debug, thiserror::Error)]
pub enum TopologyError {
    #[error("hwloc could not read the topology: {0}")]
    Hwloc(String),
}

/// One level of data or unified cache.
#[derive(Clone, Debug, PartialEq)]
pub struct CacheLevel {
    /// 1, 2 or 3.
    pub level: u8,
    /// Bytes per instance.
    pub size: u64,
    pub line: Option<usize>,
    /// Instances on the machine.
    pub count: usize,
    /// Logical CPUs sharing one instance.
    pub shared_by: usize,
}

#[derive(Clone, Debug, PartialEq)]
pub struct NumaNode {
    pub os_index: usize,
    pub memory: Option<u64>,
    pub cpus: usize,
}

/// What jitjoin needs to know about a machine.
#[derive(Clone, Debug, PartialEq)]
pub struct MachineInfo {
    pub cpu_model: Option<String>,
    pub packages: usize,
    pub cores: usize,
    pub pus: usize,
    pub numa_nodes: Vec<NumaNode>,
    /// Data caches from L1d outwards.
    pub caches: Vec<CacheLevel>,
}

impl MachineInfo {
    pub fn cache(&self, level: u8) -> Option<&CacheLevel> {
        self.caches.iter().find(|c| c.level == level)
    }
}

/// An hwloc failure in words. hwlocality's own text shows errno as `Some(Errno { … })`;
/// this names the entry point and the OS error as the OS describes it.
pub fn raw_hwloc_message(e: &RawHwlocError) -> String {
    match e.errno {
        Some(errno) => format!("{} failed: {}", e.api, std::io::Error::from_raw_os_error(errno.0)),
        None => format!("{} failed without an OS error", e.api),
    }
}

/// An hwlocality error that hwloc or the crate's own checks raised, in words.
pub fn hwloc_message<E: std::error::Error>(e: &HybridError<E>) -> String {
    match e {
        HybridError::Rust(r) => r.to_string(),
        HybridError::Hwloc(raw) => raw_hwloc_message(raw),
    }
}

/// Read the host's topology.
pub fn host_topology() -> Result<Topology, TopologyError> {
    Topology::new().map_err(|e| TopologyError::Hwloc(raw_hwloc_message(&e)))
}

/// The host topology, read once per process and shared (hwloc loads take about a millisecond
/// and load plugins). `None` if hwloc cannot read it.
pub fn shared_host_topology() -> Option<std::sync::Arc<Topology>> {
    static HOST: std::sync::OnceLock<Option<std::sync::Arc<Topology>>> = std::sync::OnceLock::new();
    HOST.get_or_init(|| Topology::new().ok().map(std::sync::Arc::new)).clone()
}

/// Build a topology from an hwloc synthetic description (for tests and foreign machines).
pub fn synthetic_topology(desc: &str) -> Result<Topology, TopologyError> {
    Topology::builder()
        .from_synthetic(desc)
        .map_err(|e| TopologyError::Hwloc(e.to_string()))?
        .build()
        .map_err(|e| TopologyError::Hwloc(raw_hwloc_message(&e)))
}

/// Read a topology from an hwloc XML file (`lstopo machine.xml` writes one).
pub fn xml_topology(path: &std::path::Path) -> Result<Topology, TopologyError> {
    let err = |e: &dyn std::fmt::Display| TopologyError::Hwloc(format!("{}: {e}", path.display()));
    // hwlocality 1.0.0-alpha.13 panics on a missing file rather than returning an error, so read it
    // here and hand hwloc the text.
    let xml = std::fs::read_to_string(path).map_err(|e| err(&e))?;
    let built = Topology::builder().from_xml(&xml).map_err(|e| err(&e))?.build();
    built.map_err(|e| err(&raw_hwloc_message(&e)))
}

/// Summarise a topology.
pub fn describe(topo: &Topology) -> MachineInfo {
    let count = |ty: ObjectType| topo.objects_with_type(ty).count();
    let cpus = |o: &hwlocality::object::TopologyObject| o.cpuset().and_then(|c| c.weight()).unwrap_or(0);
    let mut caches = Vec::new();
    for (level, ty) in [(1u8, ObjectType::L1Cache), (2, ObjectType::L2Cache), (3, ObjectType::L3Cache)] {
        let objs: Vec<_> = topo.objects_with_type(ty).collect();
        let Some(first) = objs.first() else { continue };
        if let Some(ObjectAttributes::Cache(c)) = first.attributes() {
            caches.push(CacheLevel {
                level,
                size: c.size().map_or(0, |s| s.get()),
                line: c.line_size().map(|l| l.get()),
                count: objs.len(),
                shared_by: cpus(first),
            });
        }
    }
    let numa_nodes = topo
        .objects_with_type(ObjectType::NUMANode)
        .map(|n| NumaNode {
            os_index: n.os_index().unwrap_or(0),
            memory: match n.attributes() {
                Some(ObjectAttributes::NUMANode(a)) => a.local_memory().map(|m| m.get()),
                _ => None,
            },
            cpus: cpus(n),
        })
        .collect();
    let cpu_model = topo
        .objects_with_type(ObjectType::Package)
        .find_map(|p| p.info("CPUModel").map(|s| s.to_string_lossy().trim().to_string()));
    MachineInfo {
        cpu_model,
        packages: count(ObjectType::Package),
        cores: count(ObjectType::Core),
        pus: count(ObjectType::PU),
        numa_nodes,
        caches,
    }
}

/// ISA features of the host CPU that matter for code generation, as their usual names.
pub fn host_isa_features() -> Vec<&'static str> {
    #[allow(unused_mut)]
    let mut out = Vec::new();
    #[cfg(target_arch = "x86_64")]
    {
        macro_rules! probe {
            ($($f:tt),*) => {$( if std::arch::is_x86_feature_detected!($f) { out.push($f); } )*};
        }
        probe!(
            "sse2",
            "sse3",
            "ssse3",
            "sse4.1",
            "sse4.2",
            "popcnt",
            "avx",
            "avx2",
            "fma",
            "bmi1",
            "bmi2",
            "lzcnt",
            "avx512f",
            "avx512dq",
            "avx512vl",
            "avx512bw",
            "avx512vbmi",
            "avx512bitalg",
            "avx512vnni"
        );
    }
    #[cfg(target_arch = "aarch64")]
    {
        macro_rules! probe {
            ($($f:tt),*) => {$( if std::arch::is_aarch64_feature_detected!($f) { out.push($f); } )*};
        }
        probe!("neon", "lse", "dotprod", "fp16");
    }
    out
}

/// Pin the calling thread to `cpu` (this system's topologies only). The error, in words, when
/// the OS refuses.
pub fn pin_thread(topo: &Topology, cpu: usize) -> Result<(), String> {
    use hwlocality::cpu::binding::CpuBindingFlags;
    use hwlocality::cpu::cpuset::CpuSet;
    if !topo.is_this_system() {
        return Ok(());
    }
    let mut set = CpuSet::new();
    set.set(cpu);
    topo.bind_cpu(&set, CpuBindingFlags::THREAD).map_err(|e| hwloc_message(&e))
}

/// The host's nominal L2 and last-level cache sizes from hwloc (0 when unknown).
pub fn host_nominal() -> (u64, u64) {
    match shared_host_topology() {
        Some(topo) => {
            let m = describe(&topo);
            (m.cache(2).map_or(0, |c| c.size), m.cache(3).map_or(0, |c| c.size))
        }
        None => (0, 0),
    }
}

/// The CPUs of every node this process may use (one per core), from the host's topology.
pub fn node_cpus() -> Vec<(usize, Vec<usize>)> {
    use hwlocality::cpu::binding::CpuBindingFlags;
    let fallback = || vec![(0, (0..std::thread::available_parallelism().map_or(1, |n| n.get())).collect())];
    let Some(topo) = shared_host_topology() else { return fallback() };
    let allowed = topo.cpu_binding(CpuBindingFlags::PROCESS).ok();
    let out = cpus_per_node(&topo, allowed.as_ref());
    if out.is_empty() { fallback() } else { out }
}

/// The first allowed PU of every core, grouped by NUMA node (OS indexes), from any topology.
pub fn cpus_per_node(
    topo: &hwlocality::Topology,
    allowed: Option<&hwlocality::cpu::cpuset::CpuSet>,
) -> Vec<(usize, Vec<usize>)> {
    use hwlocality::object::types::ObjectType;
    let mut out: Vec<(usize, Vec<usize>)> = Vec::new();
    for node in topo.objects_with_type(ObjectType::NUMANode) {
        let Some(set) = node.cpuset() else { continue };
        let cpus: Vec<usize> = topo
            .objects_with_type(ObjectType::Core)
            .filter_map(|core| {
                core.cpuset()?
                    .iter_set()
                    .map(usize::from)
                    .find(|&p| set.is_set(p) && allowed.is_none_or(|a| a.is_set(p)))
            })
            .collect();
        if !cpus.is_empty() {
            out.push((node.os_index().unwrap_or(0), cpus));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Kunpeng 920, 2 sockets × 64 cores, from hwloc's lstopo snapshot of a real board (the
    /// hwloc project's published topology archive).
    const KUNPENG920: &str = "pack:2 l3:2(size=32MiB) [numa(memory=128GiB)] group:8 l2:4(size=512KiB) l1d:1(size=64KiB) l1i:1(size=64KiB) core:1 pu:1";

    #[test]
    fn describes_a_synthetic_kunpeng() {
        let m = describe(&synthetic_topology(KUNPENG920).unwrap());
        assert_eq!(m.packages, 2);
        assert_eq!(m.cores, 128);
        assert_eq!(m.numa_nodes.len(), 4);
        assert!(m.numa_nodes.iter().all(|n| n.cpus == 32));
        assert_eq!(m.cache(3).map(|c| (c.size, c.count, c.shared_by)), Some((32 << 20, 4, 32)));
        assert_eq!(m.cache(2).map(|c| (c.size, c.shared_by)), Some((512 << 10, 1)));
        assert_eq!(m.cache(1).map(|c| c.size), Some(64 << 10));
    }

    #[test]
    fn describes_the_host() {
        let m = describe(&host_topology().unwrap());
        assert!(m.pus >= 1 && m.cores >= 1);
        assert!(!m.numa_nodes.is_empty() || m.pus > 0);
    }
}

#[cfg(test)]
mod message_tests {
    #[test]
    fn hwloc_failures_are_in_words() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("bad.xml");
        std::fs::write(&path, "<topology>not a machine</topology>").unwrap();
        let e = super::xml_topology(&path).unwrap_err().to_string();
        assert!(!e.contains("Errno") && !e.contains("Some("), "{e}");
    }
}
