//! Targets as data: the triple, the exact Cranelift ISA flags, and the machine facts that drive
//! specialisation.
//!
//! Flags are explicit lists, never Cranelift's named CPU presets: in 0.135 `x86-64-v3`,
//! `x86-64-v4` and `znver1..4` omit `has_avx`, and every VEX encoding is gated on it, so those
//! presets silently produce SSE-only code (shared/reference/cranelift-0.135.md §3).

use cranelift_codegen::isa::{self, OwnedTargetIsa};
use cranelift_codegen::settings::{self, Configurable};
use std::str::FromStr;
use target_lexicon::Triple;

/// Cache sizes in bytes, per instance, and how many cores share the last level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Caches {
    pub line: u32,
    pub l1d: u64,
    pub l2: u64,
    /// `None` where there is no L3 (Apple M2: the last level is the cluster's L2).
    pub l3: Option<u64>,
    pub l3_shared_by: u32,
}

/// One target jitjoin can compile for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    pub name: &'static str,
    pub triple: &'static str,
    pub description: &'static str,
    /// Cranelift ISA booleans to enable, exactly.
    pub flags: &'static [&'static str],
    pub caches: Caches,
    pub cores: u32,
    pub numa_nodes: u32,
    /// Where the numbers come from.
    pub source: &'static str,
}

const X86_V2: &[&str] = &["has_sse3", "has_ssse3", "has_sse41", "has_sse42", "has_popcnt", "has_cmpxchg16b"];
const X86_V3: &[&str] = &[
    "has_sse3",
    "has_ssse3",
    "has_sse41",
    "has_sse42",
    "has_popcnt",
    "has_cmpxchg16b",
    "has_avx",
    "has_avx2",
    "has_fma",
    "has_bmi1",
    "has_bmi2",
    "has_lzcnt",
];
const X86_AVX512_CLX: &[&str] = &[
    "has_sse3",
    "has_ssse3",
    "has_sse41",
    "has_sse42",
    "has_popcnt",
    "has_cmpxchg16b",
    "has_avx",
    "has_avx2",
    "has_fma",
    "has_bmi1",
    "has_bmi2",
    "has_lzcnt",
    "has_avx512f",
    "has_avx512dq",
    "has_avx512vl",
    "has_avx512vnni",
];
const X86_AVX512_ICX: &[&str] = &[
    "has_sse3",
    "has_ssse3",
    "has_sse41",
    "has_sse42",
    "has_popcnt",
    "has_cmpxchg16b",
    "has_avx",
    "has_avx2",
    "has_fma",
    "has_bmi1",
    "has_bmi2",
    "has_lzcnt",
    "has_avx512f",
    "has_avx512dq",
    "has_avx512vl",
    "has_avx512vnni",
    "has_avx512bitalg",
    "has_avx512vbmi",
];
const MIB: u64 = 1 << 20;
const KIB: u64 = 1 << 10;

/// The named presets. Cache figures are vendors' published per-instance sizes.
pub const PRESETS: &[Target] = &[
    Target {
        name: "x86-64",
        triple: "x86_64-unknown-linux-gnu",
        description: "x86-64 baseline (SSE2 only)",
        flags: &[],
        caches: Caches { line: 64, l1d: 32 * KIB, l2: 256 * KIB, l3: Some(8 * MIB), l3_shared_by: 4 },
        cores: 4,
        numa_nodes: 1,
        source: "a generic desktop-class part; ISA per the x86-64 psABI baseline",
    },
    Target {
        name: "x86-64-v2",
        triple: "x86_64-unknown-linux-gnu",
        description: "x86-64-v2 (SSE4.2, POPCNT)",
        flags: X86_V2,
        caches: Caches { line: 64, l1d: 32 * KIB, l2: 256 * KIB, l3: Some(8 * MIB), l3_shared_by: 4 },
        cores: 4,
        numa_nodes: 1,
        source: "x86-64 psABI micro-architecture level v2",
    },
    Target {
        name: "x86-64-v3",
        triple: "x86_64-unknown-linux-gnu",
        description: "x86-64-v3 (AVX2, FMA, BMI2)",
        flags: X86_V3,
        caches: Caches { line: 64, l1d: 32 * KIB, l2: 512 * KIB, l3: Some(16 * MIB), l3_shared_by: 8 },
        cores: 8,
        numa_nodes: 1,
        source: "x86-64 psABI micro-architecture level v3",
    },
    Target {
        name: "znver2",
        triple: "x86_64-unknown-linux-gnu",
        description: "AMD EPYC Rome (Zen 2), AVX2",
        flags: X86_V3,
        caches: Caches { line: 64, l1d: 32 * KIB, l2: 512 * KIB, l3: Some(16 * MIB), l3_shared_by: 4 },
        cores: 64,
        numa_nodes: 1,
        source: "AMD EPYC 7002: 16 MiB L3 per 4-core CCX (the study: 16 MB on-chip L3), 512 KiB L2 per core",
    },
    Target {
        name: "znver3",
        triple: "x86_64-unknown-linux-gnu",
        description: "AMD EPYC Milan (Zen 3), AVX2",
        flags: X86_V3,
        caches: Caches { line: 64, l1d: 32 * KIB, l2: 512 * KIB, l3: Some(32 * MIB), l3_shared_by: 8 },
        cores: 64,
        numa_nodes: 1,
        source: "AMD EPYC 7003: 32 MiB L3 per 8-core CCD (the study: 32 MB), 512 KiB L2 per core",
    },
    Target {
        name: "znver4",
        triple: "x86_64-unknown-linux-gnu",
        description: "AMD EPYC Genoa (Zen 4), AVX-512",
        flags: X86_AVX512_ICX,
        caches: Caches { line: 64, l1d: 32 * KIB, l2: MIB, l3: Some(32 * MIB), l3_shared_by: 8 },
        cores: 96,
        numa_nodes: 1,
        source: "AMD EPYC 9004: 32 MiB L3 per 8-core CCD, 1 MiB L2 per core; ISA as cranelift-native detects on Zen 4",
    },
    Target {
        name: "cascadelake",
        triple: "x86_64-unknown-linux-gnu",
        description: "Intel Xeon Cascade Lake (28 cores), AVX-512",
        flags: X86_AVX512_CLX,
        caches: Caches { line: 64, l1d: 32 * KIB, l2: MIB, l3: Some(38 * MIB + MIB / 2), l3_shared_by: 28 },
        cores: 56,
        numa_nodes: 2,
        source: "Xeon Platinum 8280: 38.5 MiB L3 per socket, 1 MiB L2 per core; 2 sockets",
    },
    Target {
        name: "icelake-server",
        triple: "x86_64-unknown-linux-gnu",
        description: "Intel Xeon Ice Lake-SP (38 cores), AVX-512",
        flags: X86_AVX512_ICX,
        caches: Caches { line: 64, l1d: 48 * KIB, l2: 1280 * KIB, l3: Some(57 * MIB), l3_shared_by: 38 },
        cores: 76,
        numa_nodes: 2,
        source: "Xeon Platinum 8368: 57 MiB L3 per socket, 1.25 MiB L2 per core; 2 sockets",
    },
    Target {
        name: "kunpeng920",
        triple: "aarch64-unknown-linux-gnu",
        description: "HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies",
        flags: &["has_lse", "has_fp16", "has_dotprod"],
        caches: Caches { line: 64, l1d: 64 * KIB, l2: 512 * KIB, l3: Some(32 * MIB), l3_shared_by: 32 },
        cores: 128,
        numa_nodes: 4,
        source: "hwloc snapshot of a 2P board (shared/reference/hwloc.md §5): 32 MiB L3 per 32-core die = node",
    },
    Target {
        name: "apple-m2",
        triple: "aarch64-apple-darwin",
        description: "Apple M2 (4 performance + 4 efficiency cores), NEON, no L3",
        flags: &["has_lse", "has_fp16", "has_dotprod", "has_i8mm"],
        caches: Caches { line: 128, l1d: 128 * KIB, l2: 16 * MIB, l3: None, l3_shared_by: 4 },
        cores: 8,
        numa_nodes: 1,
        source: "Apple M2: 16 MiB L2 per P cluster (4 MiB per E cluster), 128 B lines; an 8 MiB SLC is not a CPU cache",
    },
];

#[derive(Debug, thiserror::Error)]
pub enum TargetError {
    #[error("unknown target `{0}`; targets: {1}")]
    Unknown(String, String),
    #[error("target `{target}`: cranelift cannot build it: {msg}")]
    Isa { target: String, msg: String },
}

/// Look up a preset by name.
pub fn preset(name: &str) -> Result<&'static Target, TargetError> {
    PRESETS.iter().find(|t| t.name == name).ok_or_else(|| {
        TargetError::Unknown(name.to_string(), PRESETS.iter().map(|t| t.name).collect::<Vec<_>>().join(", "))
    })
}

impl Target {
    /// The Cranelift ISA for this target with exactly its flags.
    pub fn isa(&self, verify: bool) -> Result<OwnedTargetIsa, TargetError> {
        let err = |msg: String| TargetError::Isa { target: self.name.to_string(), msg };
        let triple = Triple::from_str(self.triple).map_err(|e| err(e.to_string()))?;
        let mut b = isa::lookup(triple).map_err(|e| err(e.to_string()))?;
        for f in self.flags {
            b.enable(f).map_err(|e| err(format!("{f}: {e}")))?;
        }
        let mut shared = settings::builder();
        for (k, v) in [
            ("opt_level", "speed"),
            ("is_pic", "false"),
            ("use_colocated_libcalls", "false"),
            ("enable_verifier", if verify { "true" } else { "false" }),
        ] {
            shared.set(k, v).map_err(|e| err(e.to_string()))?;
        }
        b.finish(settings::Flags::new(shared)).map_err(|e| err(e.to_string()))
    }

    /// Whether code for this target runs on the host: same architecture, and every ISA
    /// extension it uses is present here.
    pub fn runs_on_host(&self) -> bool {
        if !self.triple.starts_with(std::env::consts::ARCH) {
            return false;
        }
        #[cfg(target_arch = "x86_64")]
        {
            self.flags.iter().all(|f| host_has(f))
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            true
        }
    }
}

#[cfg(target_arch = "x86_64")]
fn host_has(flag: &str) -> bool {
    use std::arch::is_x86_feature_detected as has;
    match flag {
        "has_sse3" => has!("sse3"),
        "has_ssse3" => has!("ssse3"),
        "has_sse41" => has!("sse4.1"),
        "has_sse42" => has!("sse4.2"),
        "has_popcnt" => has!("popcnt"),
        "has_cmpxchg16b" => has!("cmpxchg16b"),
        "has_avx" => has!("avx"),
        "has_avx2" => has!("avx2"),
        "has_fma" => has!("fma"),
        "has_bmi1" => has!("bmi1"),
        "has_bmi2" => has!("bmi2"),
        "has_lzcnt" => has!("lzcnt"),
        "has_avx512f" => has!("avx512f"),
        "has_avx512dq" => has!("avx512dq"),
        "has_avx512vl" => has!("avx512vl"),
        "has_avx512vnni" => has!("avx512vnni"),
        "has_avx512bitalg" => has!("avx512bitalg"),
        "has_avx512vbmi" => has!("avx512vbmi"),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_builds_an_isa_with_its_flags() {
        for t in PRESETS {
            let isa = t.isa(true).unwrap_or_else(|e| panic!("{e}"));
            let enabled: Vec<String> =
                isa.isa_flags().iter().filter(|v| v.as_bool() == Some(true)).map(|v| v.name.to_string()).collect();
            for f in t.flags {
                assert!(enabled.iter().any(|e| e == f), "{}: {f} not set in {enabled:?}", t.name);
            }
            // Presets that name AVX2 must also have AVX, or Cranelift emits no VEX code.
            if t.flags.contains(&"has_avx2") {
                assert!(t.flags.contains(&"has_avx"), "{}", t.name);
            }
        }
    }

    #[test]
    fn unknown_targets_list_the_presets() {
        let e = preset("pentium4").unwrap_err().to_string();
        assert!(e.contains("unknown target `pentium4`") && e.contains("kunpeng920") && e.contains("apple-m2"), "{e}");
    }

    #[test]
    fn foreign_architectures_do_not_run_here() {
        assert!(!preset("kunpeng920").unwrap().runs_on_host() || std::env::consts::ARCH == "aarch64");
        assert!(preset("x86-64").unwrap().runs_on_host() || std::env::consts::ARCH != "x86_64");
    }
}
