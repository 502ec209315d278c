//! The caches the planner sizes structures for: a preset's published sizes, or the host's.
//!
//! For the host, the nominal sizes come from hwloc. The last level a process really gets can
//! be much smaller on a shared machine (this VM's nominal 32 MiB L3 behaves like 4–8 MiB; see
//! `shared/reference/baselines.md`), so it is measured ([`crate::calibrate`]) and the measurement
//! is used when there is one.

use jitjoin_compiler::physical::CacheModel;
use jitjoin_compiler::target::Target;

/// The model for a preset: its L2 per core and its last level per instance.
pub fn for_target(t: &Target) -> CacheModel {
    match t.caches.l3 {
        Some(l3) => {
            CacheModel { l2: t.caches.l2, llc: l3, llc_name: format!("L3 (per {} cores)", t.caches.l3_shared_by) }
        }
        None => {
            CacheModel { l2: t.caches.l1d.max(t.caches.l2 / 8), llc: t.caches.l2, llc_name: "shared L2 (no L3)".into() }
        }
    }
}

/// The host's nominal L2 and last-level cache sizes from hwloc (0 when unknown).
pub fn host_nominal() -> (u64, u64) {
    match crate::topology::shared_host_topology() {
        Some(topo) => {
            let m = crate::topology::describe(&topo);
            let size = |l: u8| m.cache(l).map_or(0, |c| c.size);
            (size(2), size(3))
        }
        None => (0, 0),
    }
}

/// The model for the host: hwloc's L2, and the measured effective last level when a
/// calibration exists (else the nominal one).
pub fn host() -> CacheModel {
    let (l2, l3) = host_nominal();
    let l2 = if l2 == 0 { 512 << 10 } else { l2 };
    match crate::calibrate::load() {
        Some(c) => CacheModel {
            l2,
            llc: c.effective_llc,
            llc_name: format!("effective last level (measured; nominal {})", crate::error::Bytes(l3 as u128)),
        },
        None if l3 > 0 => CacheModel { l2, llc: l3, llc_name: "L3 (nominal, not measured)".into() },
        None => CacheModel { l2, llc: l2, llc_name: "L2 (no L3)".into() },
    }
}

/// The model for `target`, or for the host when `None`.
pub fn model(target: Option<&Target>) -> CacheModel {
    target.map_or_else(host, for_target)
}
