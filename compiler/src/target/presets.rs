//! The named presets, composed the way Cranelift's meta crate composes its ISA presets: each
//! ISA level is the level below plus what it adds (x86-64-v3 = v2 + AVX, AVX2, FMA, BMI, LZCNT),
//! each part is an ISA level, a cache hierarchy and a machine. The flag lists are ours, never
//! Cranelift's named CPU presets: in 0.135 `x86-64-v3`, `x86-64-v4` and `znver1..4` omit
//! `has_avx`, and every VEX encoding is gated on it, so those presets silently produce SSE-only
//! code (cranelift-codegen-meta 0.135, `src/isa/x86.rs`).
//!
//! Cache figures are vendors' published per-instance sizes; memory latencies and L2 TLB sizes
//! are typical published figures for the micro-architecture (approximate: they only set the
//! prefetch distance and bound the radix fan-out).

use super::{Caches, Isa, Machine, Target, TargetError};
use std::borrow::Cow;
use std::sync::OnceLock;

const KIB: u64 = 1 << 10;
const MIB: u64 = 1 << 20;

/// What each x86-64 level adds to the one below it.
const X86_V2: &[&str] = &["has_sse3", "has_ssse3", "has_sse41", "has_sse42", "has_popcnt", "has_cmpxchg16b"];
const X86_V3: &[&str] = &["has_avx", "has_avx2", "has_fma", "has_bmi1", "has_bmi2", "has_lzcnt"];
/// AVX-512 as Cascade Lake has it, and what Ice Lake (and Zen 4) add.
const AVX512_CLX: &[&str] = &["has_avx512f", "has_avx512dq", "has_avx512vl", "has_avx512vnni"];
const AVX512_ICX: &[&str] = &["has_avx512bitalg", "has_avx512vbmi"];
/// Armv8.2 as the Kunpeng 920 has it, and what the Apple M2 adds.
const ARM_V82: &[&str] = &["has_lse", "has_fp16", "has_dotprod"];
const ARM_M2: &[&str] = &["has_i8mm"];

const X86: &str = "x86_64-unknown-linux-gnu";

/// An ISA level: `levels` concatenated, each adding to the ones before it.
fn isa(triple: &'static str, levels: &[&[&'static str]]) -> Isa {
    Isa { triple: Cow::Borrowed(triple), flags: levels.concat() }
}

/// 4 KiB base pages with 2 MiB and 1 GiB huge pages (x86-64, and aarch64 Linux with a 4 KiB
/// granule).
fn linux_machine(cores: u32, numa_distances: &[u32], mem_bandwidth_gbs: u32) -> Machine {
    let nodes = (numa_distances.len() as f64).sqrt() as u32;
    Machine {
        cores,
        numa_nodes: nodes,
        page_sizes: vec![4 * KIB, 2 * MIB, 1 << 30],
        numa_distances: numa_distances.to_vec(),
        numa_latency_ns: Vec::new(),
        node_read_mbs: Vec::new(),
        mem_bandwidth_gbs,
        fault_4k_ns: None,
        fault_2m_ns: None,
        probe_costs: None,
    }
}

#[allow(clippy::too_many_arguments)]
fn caches(l1d: u64, l2: u64, l3: Option<u64>, l3_shared_by: u32, latency: u32, tlb: u32) -> Caches {
    Caches { line: 64, l1d, l2, l3, l3_shared_by, effective_llc: None, mem_latency_ns: latency, tlb_entries: tlb }
}

fn target(
    name: &'static str,
    description: &'static str,
    source: &'static str,
    isa: Isa,
    caches: Caches,
    machine: Machine,
) -> Target {
    Target {
        name: Cow::Borrowed(name),
        description: Cow::Borrowed(description),
        source: Cow::Borrowed(source),
        isa,
        caches,
        machine,
    }
}

/// Every preset.
pub fn presets() -> &'static [Target] {
    static PRESETS: OnceLock<Vec<Target>> = OnceLock::new();
    PRESETS.get_or_init(|| {
        let one = &[10];
        let desktop = caches(32 * KIB, 256 * KIB, Some(8 * MIB), 4, 90, 1536);
        vec![
            target(
                "x86-64",
                "x86-64 baseline (SSE2 only)",
                "a generic desktop-class part; ISA per the x86-64 psABI baseline",
                isa(X86, &[]),
                desktop,
                linux_machine(4, one, 40),
            ),
            target(
                "x86-64-v2",
                "x86-64-v2 (SSE4.2, POPCNT)",
                "x86-64 psABI micro-architecture level v2",
                isa(X86, &[X86_V2]),
                desktop,
                linux_machine(4, one, 40),
            ),
            target(
                "x86-64-v3",
                "x86-64-v3 (AVX2, FMA, BMI2)",
                "x86-64 psABI micro-architecture level v3",
                isa(X86, &[X86_V2, X86_V3]),
                caches(32 * KIB, 512 * KIB, Some(16 * MIB), 8, 90, 1536),
                linux_machine(8, one, 50),
            ),
            target(
                "znver2",
                "AMD EPYC Rome (Zen 2), AVX2",
                "AMD EPYC 7742: 16 MiB L3 per 4-core CCX (the study: 16 MB on-chip L3), 512 KiB L2 per core; 2 \
                 sockets at NPS1 (SLIT 10/32), 8 channels of DDR4-3200 per socket",
                isa(X86, &[X86_V2, X86_V3]),
                caches(32 * KIB, 512 * KIB, Some(16 * MIB), 4, 110, 2048),
                linux_machine(128, &[10, 32, 32, 10], 204),
            ),
            target(
                "znver3",
                "AMD EPYC Milan (Zen 3), AVX2",
                "AMD EPYC 7763: 32 MiB L3 per 8-core CCD (the study: 32 MB), 512 KiB L2 per core; 2 sockets \
                 at NPS1 (SLIT 10/32), 8 channels of DDR4-3200 per socket",
                isa(X86, &[X86_V2, X86_V3]),
                caches(32 * KIB, 512 * KIB, Some(32 * MIB), 8, 100, 2048),
                linux_machine(128, &[10, 32, 32, 10], 204),
            ),
            target(
                "znver4",
                "AMD EPYC Genoa (Zen 4), AVX-512",
                "AMD EPYC 9004: 32 MiB L3 per 8-core CCD, 1 MiB L2 per core; ISA as cranelift-native detects on Zen 4",
                isa(X86, &[X86_V2, X86_V3, AVX512_CLX, AVX512_ICX]),
                caches(32 * KIB, MIB, Some(32 * MIB), 8, 110, 3072),
                linux_machine(96, one, 460),
            ),
            target(
                "cascadelake",
                "Intel Xeon Cascade Lake (28 cores), AVX-512",
                "Xeon Platinum 8280: 38.5 MiB L3 per socket, 1 MiB L2 per core; 2 sockets",
                isa(X86, &[X86_V2, X86_V3, AVX512_CLX]),
                caches(32 * KIB, MIB, Some(38 * MIB + MIB / 2), 28, 85, 1536),
                linux_machine(56, &[10, 21, 21, 10], 140),
            ),
            target(
                "icelake-server",
                "Intel Xeon Ice Lake-SP (38 cores), AVX-512",
                "Xeon Platinum 8368: 57 MiB L3 per socket, 1.25 MiB L2 per core; 2 sockets",
                isa(X86, &[X86_V2, X86_V3, AVX512_CLX, AVX512_ICX]),
                caches(48 * KIB, 1280 * KIB, Some(57 * MIB), 38, 90, 2048),
                linux_machine(76, &[10, 20, 20, 10], 204),
            ),
            target(
                "kunpeng920",
                "HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies",
                "hwloc lstopo snapshot of a 2P board (hwloc's topology archive): 32 MiB L3 per 32-core die = node",
                isa("aarch64-unknown-linux-gnu", &[ARM_V82]),
                caches(64 * KIB, 512 * KIB, Some(32 * MIB), 32, 120, 1024),
                linux_machine(128, &[10, 16, 32, 33, 16, 10, 25, 32, 32, 25, 10, 16, 33, 32, 16, 10], 187),
            ),
            target(
                "apple-m2",
                "Apple M2 (4 performance + 4 efficiency cores), NEON, no L3",
                "Apple M2: 16 MiB L2 per P cluster (4 MiB per E cluster), 128 B lines; an 8 MiB SLC is not a CPU cache",
                isa("aarch64-apple-darwin", &[ARM_V82, ARM_M2]),
                Caches { line: 128, ..caches(128 * KIB, 16 * MIB, None, 4, 100, 3072) },
                Machine { page_sizes: vec![16 * KIB], ..linux_machine(8, one, 100) },
            ),
        ]
    })
}

/// Look up a preset by name.
pub fn preset(name: &str) -> Result<&'static Target, TargetError> {
    presets().iter().find(|t| t.name == name).ok_or_else(|| {
        TargetError::Unknown(name.to_string(), presets().iter().map(|t| t.name.as_ref()).collect::<Vec<_>>().join(", "))
    })
}
