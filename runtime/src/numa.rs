//! NUMA placement of shared structures.
//!
//! A hash table shared by workers on several nodes is interleaved over those nodes (the
//! study's `--basic-numa`: each node holds about 1/N of it and its caches serve that share);
//! with workers on one node it is bound to that node. Per-thread state and batch buffers are
//! allocated by the worker threads themselves, so first touch places them on the worker's
//! node. Binding is best effort: where the OS or hwloc refuses, the memory stays where first
//! touch puts it and the query runs on.

use crate::workers::Workers;
use hwlocality::memory::binding::{MemoryBindingFlags, MemoryBindingPolicy};
use hwlocality::memory::nodeset::NodeSet;
use jitjoin_compiler::memory::TableMemory;

/// Bind a table's memory to the workers' nodes. Returns whether hwloc accepted the binding.
pub fn bind_table(workers: &Workers, m: &TableMemory) -> bool {
    let Some(topo) = workers.topology() else { return false };
    if !topo.is_this_system() || m.is_empty() {
        return false;
    }
    let nodes = workers.nodes();
    let mut set = NodeSet::new();
    for &n in &nodes {
        set.set(n);
    }
    let policy = if nodes.len() > 1 { MemoryBindingPolicy::Interleave } else { MemoryBindingPolicy::Bind };
    topo.bind_memory_area(m.as_slice(), &set, policy, MemoryBindingFlags::empty()).is_ok()
}
