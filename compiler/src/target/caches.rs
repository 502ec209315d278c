//! The memory hierarchy of a target, as the planner sizes structures for it
//! (`plan::CacheModel::of` turns it into the planner's model).

/// Cache sizes in bytes, per instance, how many cores share the last level, and the figures
/// that set prefetch distances and radix fan-outs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Caches {
    pub line: u32,
    pub l1d: u64,
    pub l2: u64,
    /// `None` where there is no L3 (Apple M2: the last level is the cluster's L2).
    pub l3: Option<u64>,
    pub l3_shared_by: u32,
    /// The last-level cache a process really gets, where it was measured (the host's
    /// calibration); the planner uses it instead of the nominal size.
    pub effective_llc: Option<u64>,
    /// Idle local DRAM latency: measured for the host, typical published figures for presets
    /// (only the prefetch distance depends on it).
    pub mem_latency_ns: u32,
    /// Second-level data TLB entries for 4 KiB pages: how many pages a partitioning pass can
    /// write to at once without TLB misses (bounds the radix fan-out).
    pub tlb_entries: u32,
}
