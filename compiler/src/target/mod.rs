//! Targets as data: the triple, the exact Cranelift ISA flags, and the machine facts that drive
//! specialisation.
//!
//! Flags are explicit lists, never Cranelift's named CPU presets: in 0.135 `x86-64-v3`,
//! `x86-64-v4` and `znver1..4` omit `has_avx`, and every VEX encoding is gated on it, so those
//! presets silently produce SSE-only code (cranelift-codegen-meta 0.135, `src/isa/x86.rs`).

use cranelift_codegen::isa::{self, OwnedTargetIsa};
use cranelift_codegen::settings::{self, Configurable};
use std::borrow::Cow;
use std::str::FromStr;
use target_lexicon::Triple;

pub mod caches;
mod presets;

pub use caches::Caches;
pub use presets::{preset, presets};

/// The instruction set code is generated for: the triple, and Cranelift's ISA booleans to
/// enable, exactly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Isa {
    pub triple: Cow<'static, str>,
    pub flags: Vec<&'static str>,
}

/// Facts about the machine that neither the code generator nor the planner's layouts read:
/// shown by `jitjoin targets` and `explain`, and the inputs of NUMA placement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Machine {
    pub cores: u32,
    pub numa_nodes: u32,
    /// Page sizes the OS offers, smallest (the base page) first.
    pub page_sizes: Vec<u64>,
    /// NUMA distances (ACPI SLIT, 10 = local), row-major `numa_nodes × numa_nodes`.
    pub numa_distances: Vec<u32>,
    /// Measured ns per dependent load from node i's cores to node j's memory, row-major
    /// `numa_nodes × numa_nodes` (the host, after `jitjoin calibrate` on more than one node;
    /// empty otherwise). The NUMA model prefers it to the SLIT, which firmware fills with
    /// nominal values.
    pub numa_latency_ns: Vec<u32>,
    /// Measured sequential read bandwidth of each node's memory from its own first 1, 2, …
    /// cores, MB/s: `node_read_mbs[i][t - 1]` with t threads on node i (the host, after
    /// `jitjoin calibrate`; empty otherwise). The NUMA model reads a node's bandwidth from it,
    /// for every thread count it considers.
    pub node_read_mbs: Vec<Vec<u32>>,
    /// Peak memory bandwidth per socket in GB/s (published channel counts × transfer rate;
    /// measured sequential read for the host).
    pub mem_bandwidth_gbs: u32,
    /// ns the OS takes for the first write to a fresh 4 KiB page and to a 2 MiB huge page,
    /// clearing included: measured for the host (`None` where not measured, and for presets).
    pub fault_4k_ns: Option<u32>,
    pub fault_2m_ns: Option<u32>,
    /// What a probe beyond the cache costs against partitioning first, measured for the host
    /// (`None` for presets).
    pub probe_costs: Option<ProbeCosts>,
}

/// Per-row costs in ps, per thread with every core of a node busy (`calibrate`'s probe
/// sweep): the inputs that weigh radix partitioning against an unpartitioned probe.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProbeCosts {
    /// A random read within half the L2, not prefetched: the probe of a partition's band.
    pub band_ps: u32,
    /// Structure sizes, ascending.
    pub sizes: Vec<SizeCosts>,
}

/// At one structure size: a prefetched random read of it, and one radix pass into the
/// partitions that cut it into bands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeCosts {
    pub bytes: u64,
    pub random_ps: u32,
    pub partition_ps: u32,
}

impl ProbeCosts {
    /// ns per row at a structure of `bytes`, (random read, radix pass): interpolated in
    /// log2(bytes) between the measured sizes, and held at the nearest one outside them.
    /// `None` without measured sizes.
    pub fn at(&self, bytes: u64) -> Option<(f64, f64)> {
        let ns = |s: &SizeCosts| (s.random_ps as f64 / 1e3, s.partition_ps as f64 / 1e3);
        let (first, last) = (self.sizes.first()?, self.sizes.last()?);
        if bytes <= first.bytes {
            return Some(ns(first));
        }
        let Some(i) = self.sizes.iter().position(|s| s.bytes >= bytes) else { return Some(ns(last)) };
        let (a, b) = (&self.sizes[i - 1], &self.sizes[i]);
        let t = ((bytes as f64).log2() - (a.bytes as f64).log2()) / ((b.bytes as f64).log2() - (a.bytes as f64).log2());
        let (ra, pa) = ns(a);
        let (rb, pb) = ns(b);
        Some((ra + t * (rb - ra), pa + t * (pb - pa)))
    }
}

/// One target jitjoin can compile and plan for: three independent parts, the ISA the code
/// generator targets, the caches the planner sizes structures for, and the machine's other
/// facts. The host is an ordinary `Target`, resolved once by the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    pub name: Cow<'static, str>,
    pub description: Cow<'static, str>,
    /// Where the numbers come from.
    pub source: Cow<'static, str>,
    pub isa: Isa,
    pub caches: Caches,
    pub machine: Machine,
}

#[derive(Debug, thiserror::Error)]
pub enum TargetError {
    #[error("unknown target `{0}`; targets: {1}")]
    Unknown(String, String),
    #[error("target `{target}`: cranelift cannot build it: {msg}")]
    Isa { target: String, msg: String },
    #[error("--cpu {cpu}: {why}")]
    Cpu { cpu: String, why: String },
    #[error("--features {spec}: {why}")]
    Feature { spec: String, why: String },
}

/// Changes to a target's facts, from the command line (`--cpu`, `--features`, `--l3`,
/// `--topology`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Overrides {
    /// A preset whose ISA flags and caches replace the target's (same architecture).
    pub cpu: Option<String>,
    /// `+avx2,-avx512f`: Cranelift `has_…` flags to add or remove.
    pub features: Option<String>,
    pub l3: Option<u64>,
    /// Caches, cores and nodes read from an hwloc topology.
    pub topology: Option<TopologyFacts>,
}

/// What an hwloc topology says about a machine's caches and layout.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TopologyFacts {
    pub l2: Option<u64>,
    pub l3: Option<u64>,
    pub l3_shared_by: Option<u32>,
    pub cores: u32,
    pub numa_nodes: u32,
    /// The NUMA latency matrix, when the topology has one.
    pub distances: Option<Vec<u32>>,
    pub source: String,
}

/// 10 on the diagonal and 20 elsewhere: what a machine without a distance matrix is taken for.
pub fn uniform_distances(nodes: u32) -> Vec<u32> {
    let n = nodes.max(1) as usize;
    (0..n * n).map(|i| if i / n == i % n { 10 } else { 20 }).collect()
}

impl Target {
    /// The widest SIMD registers the ISA flags allow, in bits (Cranelift lowers at most 128-bit
    /// vectors; wider units still run them, with VEX or EVEX encodings).
    pub fn simd_bits(&self) -> u32 {
        if self.isa.flags.contains(&"has_avx512f") {
            512
        } else if self.isa.flags.contains(&"has_avx2") {
            256
        } else {
            128
        }
    }
}

fn arch_of(triple: &str) -> &str {
    triple.split('-').next().unwrap_or(triple)
}

/// Resolve `spec` (a preset name, `host`, or a target triple such as
/// `aarch64-unknown-linux-gnu`) and apply `o`. `host` is the detected host target.
pub fn resolve(spec: &str, o: &Overrides, host: &Target) -> Result<Target, TargetError> {
    let mut t = match spec {
        "host" => host.clone(),
        name if presets().iter().any(|p| p.name == name) => preset(name)?.clone(),
        triple => {
            let parsed =
                Triple::from_str(triple).map_err(|_| preset(triple).expect_err("not a preset, checked above"))?;
            isa::lookup(parsed).map_err(|e| TargetError::Isa { target: triple.to_string(), msg: e.to_string() })?;
            // A bare triple: that architecture's baseline ISA and a generic part's caches.
            let mut t = preset("x86-64")?.clone();
            t.name = Cow::Owned(triple.to_string());
            t.isa.triple = Cow::Owned(triple.to_string());
            t.description = Cow::Owned(format!("{} baseline", arch_of(triple)));
            t.source = Cow::Borrowed("the architecture's baseline ISA; caches of a generic part (x86-64 preset)");
            t
        }
    };
    let mut changes = Vec::new();
    if let Some(cpu) = &o.cpu {
        let p = preset(cpu).map_err(|e| TargetError::Cpu { cpu: cpu.clone(), why: e.to_string() })?;
        if arch_of(&p.isa.triple) != arch_of(&t.isa.triple) {
            return Err(TargetError::Cpu {
                cpu: cpu.clone(),
                why: format!("it is a {} CPU and the target is {}", arch_of(&p.isa.triple), t.isa.triple),
            });
        }
        t.isa.flags = p.isa.flags.clone();
        t.description = p.description.clone();
        t.caches = p.caches;
        t.machine = p.machine.clone();
        changes.push(format!("cpu {cpu}"));
    }
    if let Some(spec) = &o.features {
        let triple = Triple::from_str(&t.isa.triple)
            .map_err(|e| TargetError::Isa { target: t.name.to_string(), msg: e.to_string() })?;
        let builder =
            isa::lookup(triple).map_err(|e| TargetError::Isa { target: t.name.to_string(), msg: e.to_string() })?;
        let known: Vec<&'static str> = builder.iter().map(|s| s.name).filter(|n| n.starts_with("has_")).collect();
        let mut flags = t.isa.flags.clone();
        for item in spec.split(',').map(str::trim).filter(|x| !x.is_empty()) {
            let (add, name) = match item.split_at(1) {
                ("+", n) => (true, n),
                ("-", n) => (false, n),
                _ => {
                    return Err(TargetError::Feature {
                        spec: spec.clone(),
                        why: format!("`{item}` must start with + or -"),
                    });
                }
            };
            let flag = format!("has_{}", name.replace(['.', '_'], ""));
            let Some(&f) = known.iter().find(|k| k.replace('_', "") == flag.replace('_', "")) else {
                let names: Vec<&str> = known.iter().map(|k| &k[4..]).collect();
                return Err(TargetError::Feature {
                    spec: spec.clone(),
                    why: format!(
                        "unknown feature `{name}` for {}; known: {}",
                        arch_of(&t.isa.triple),
                        names.join(", ")
                    ),
                });
            };
            flags.retain(|x| *x != f);
            if add {
                flags.push(f);
            }
        }
        t.isa.flags = flags;
        changes.push(format!("features {spec}"));
    }
    if let Some(topo) = &o.topology {
        t.caches.l2 = topo.l2.unwrap_or(t.caches.l2);
        t.caches.l3 = topo.l3.or(t.caches.l3);
        t.caches.l3_shared_by = topo.l3_shared_by.unwrap_or(t.caches.l3_shared_by);
        t.machine.cores = topo.cores.max(1);
        t.machine.numa_nodes = topo.numa_nodes.max(1);
        t.machine.numa_distances = match &topo.distances {
            Some(d) => d.clone(),
            None => uniform_distances(t.machine.numa_nodes),
        };
        t.caches.effective_llc = None;
        // Measured on this machine's caches, not the topology's.
        t.machine.probe_costs = None;
        changes.push(format!("topology {}", topo.source));
    }
    if let Some(l3) = o.l3 {
        t.caches.l3 = Some(l3);
        t.caches.effective_llc = None;
        t.machine.probe_costs = None;
        changes.push(format!("l3 {} MiB", l3 as f64 / (1u64 << 20) as f64));
    }
    if !changes.is_empty() {
        t.name = Cow::Owned(format!("{} ({})", t.name, changes.join(", ")));
    }
    Ok(t)
}

/// The ISA flags Cranelift detects on the host, and its triple.
pub fn native() -> Result<(String, Vec<&'static str>), TargetError> {
    let err = |msg: String| TargetError::Isa { target: "host".into(), msg };
    let b = cranelift_native::builder().map_err(|e| err(e.to_string()))?;
    let triple = b.triple().to_string();
    let isa = b.finish(settings::Flags::new(settings::builder())).map_err(|e| err(e.to_string()))?;
    let flags = isa.isa_flags().iter().filter(|v| v.as_bool() == Some(true)).map(|v| v.name).collect();
    Ok((triple, flags))
}

impl Target {
    /// The Cranelift ISA for this target with exactly its flags.
    pub fn isa(&self, verify: bool) -> Result<OwnedTargetIsa, TargetError> {
        self.isa_with(verify, false)
    }

    /// [`Target::isa`], emitting position-independent code when `pic` (for object files that
    /// are linked into position-independent executables).
    pub fn isa_with(&self, verify: bool, pic: bool) -> Result<OwnedTargetIsa, TargetError> {
        self.isa_tier(verify, pic, false)
    }

    /// [`Target::isa`] for the quick tier: no optimisation passes and the single-pass register
    /// allocator. Measured on the development VM (Xeon, 2 vCPUs; `jitjoin run --format json`,
    /// `JITJOIN_KERNEL_CACHE=0`), against the default tier:
    ///
    /// ```text
    ///                        compile, whole query     run time at scale
    ///   fk_sum               0.98 → 0.57 ms           probe 2^26 rows 160 → 290 ms (1.8×)
    ///   star                 2.03 → 0.98 ms           probe 2^24 rows  29 →  32 ms (1.1×)
    ///   star_groups          2.12 → 1.05 ms           probe 2^24 rows  26 →  30 ms (1.15×)
    /// ```
    ///
    /// Either change alone saved about half as much (`none` 20 %, `single_pass` 35 %), so the
    /// tier takes both; it is for kernels that run over few rows ([`crate::engine::jit`]).
    pub fn quick_isa(&self, verify: bool) -> Result<OwnedTargetIsa, TargetError> {
        self.isa_tier(verify, false, true)
    }

    fn isa_tier(&self, verify: bool, pic: bool, quick: bool) -> Result<OwnedTargetIsa, TargetError> {
        let err = |msg: String| TargetError::Isa { target: self.name.to_string(), msg };
        let triple = Triple::from_str(&self.isa.triple).map_err(|e| err(e.to_string()))?;
        let mut b = isa::lookup(triple).map_err(|e| err(e.to_string()))?;
        for f in self.isa.flags.iter() {
            b.enable(f).map_err(|e| err(format!("{f}: {e}")))?;
        }
        let mut shared = settings::builder();
        for (k, v) in [
            ("opt_level", if quick { "none" } else { "speed" }),
            ("regalloc_algorithm", if quick { "single_pass" } else { "backtracking" }),
            // With the verifier (debug builds, tests): the single-pass allocator's output is
            // checked too, as wasmtime's fuzzers check it.
            ("regalloc_checker", if quick && verify { "true" } else { "false" }),
            ("is_pic", if pic { "true" } else { "false" }),
            ("use_colocated_libcalls", "false"),
            ("enable_verifier", if verify { "true" } else { "false" }),
            // A frame larger than a page (a staged front's selection vector) touches each of
            // its pages on entry, so it cannot step over the thread's guard page.
            ("enable_probestack", "true"),
            ("probestack_strategy", "inline"),
        ] {
            shared.set(k, v).map_err(|e| err(e.to_string()))?;
        }
        b.finish(settings::Flags::new(shared)).map_err(|e| err(e.to_string()))
    }

    /// Whether code for this target runs on the host: same architecture, and every ISA
    /// extension it uses is present here. A flag this check does not know counts as absent;
    /// a test holds the check total over every flag Cranelift has.
    pub fn runs_on_host(&self) -> bool {
        if arch_of(&self.isa.triple) != std::env::consts::ARCH {
            return false;
        }
        #[cfg(target_arch = "x86_64")]
        {
            self.isa.flags.iter().all(|f| host_has(f) == Some(true))
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            true
        }
    }
}

/// Whether this CPU executes the instructions Cranelift's x86-64 flag `flag` enables; `None`
/// for a flag this function does not know (a test fails for every such flag of Cranelift's).
#[cfg(target_arch = "x86_64")]
fn host_has(flag: &str) -> Option<bool> {
    use std::arch::is_x86_feature_detected as has;
    Some(match flag {
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
        "has_avx_vnni" => has!("avxvnni"),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every boolean flag Cranelift's x86-64 backend has (as `native()` may set it) must be
    /// known to the host check; otherwise a CPU with that feature could not run `host`.
    #[cfg(target_arch = "x86_64")]
    #[test]
    fn host_check_knows_every_cranelift_x86_flag() {
        let b = isa::lookup(Triple::from_str("x86_64-unknown-linux-gnu").unwrap()).unwrap();
        let flags: Vec<&str> =
            b.iter().filter(|s| matches!(s.kind, settings::SettingKind::Bool)).map(|s| s.name).collect();
        assert!(flags.contains(&"has_avx_vnni") && flags.len() >= 19, "{flags:?}");
        let unknown: Vec<&str> = flags.iter().copied().filter(|f| host_has(f).is_none()).collect();
        assert!(unknown.is_empty(), "flags the host check does not know: {unknown:?}");
        // And the host, with every flag Cranelift detects here, runs its own code.
        let (triple, detected) = native().unwrap();
        let host = Target { isa: Isa { triple: triple.into(), flags: detected }, ..preset("x86-64").unwrap().clone() };
        assert!(host.runs_on_host(), "{:?}", host.isa.flags);
    }

    #[test]
    fn every_preset_builds_an_isa_with_its_flags() {
        for t in presets() {
            let isa = t.isa(true).unwrap_or_else(|e| panic!("{e}"));
            let enabled: Vec<String> =
                isa.isa_flags().iter().filter(|v| v.as_bool() == Some(true)).map(|v| v.name.to_string()).collect();
            for f in t.isa.flags.iter() {
                assert!(enabled.iter().any(|e| e == f), "{}: {f} not set in {enabled:?}", t.name);
            }
            // Presets that name AVX2 must also have AVX, or Cranelift emits no VEX code.
            if t.isa.flags.contains(&"has_avx2") {
                assert!(t.isa.flags.contains(&"has_avx"), "{}", t.name);
            }
        }
    }

    #[test]
    fn overrides_change_flags_caches_and_names() {
        let host = preset("znver3").unwrap().clone();
        let o = Overrides { features: Some("-avx2,+avx512f".into()), l3: Some(64 << 20), ..Default::default() };
        let t = resolve("icelake-server", &o, &host).unwrap();
        assert!(!t.isa.flags.contains(&"has_avx2") && t.isa.flags.contains(&"has_avx512f"));
        assert_eq!(t.caches.l3, Some(64 << 20));
        assert!(t.name.starts_with("icelake-server (features -avx2,+avx512f, l3 64 MiB)"), "{}", t.name);
        t.isa(true).unwrap();
        let cpu =
            resolve("x86_64-unknown-linux-gnu", &Overrides { cpu: Some("znver3".into()), ..Default::default() }, &host)
                .unwrap();
        assert_eq!(
            (&cpu.isa.flags, cpu.caches),
            (&preset("znver3").unwrap().isa.flags, preset("znver3").unwrap().caches)
        );
        let e =
            resolve("x86-64", &Overrides { cpu: Some("apple-m2".into()), ..Default::default() }, &host).unwrap_err();
        assert!(e.to_string().contains("aarch64 CPU"), "{e}");
        let e =
            resolve("x86-64", &Overrides { features: Some("+neon9".into()), ..Default::default() }, &host).unwrap_err();
        assert!(e.to_string().contains("unknown feature `neon9`") && e.to_string().contains("avx2"), "{e}");
        let a = resolve(
            "aarch64-unknown-linux-gnu",
            &Overrides { features: Some("+lse".into()), ..Default::default() },
            &host,
        )
        .unwrap();
        assert_eq!((a.isa.triple.as_ref(), &a.isa.flags[..]), ("aarch64-unknown-linux-gnu", &["has_lse"][..]));
        assert!(resolve("sparc-sun-solaris", &Overrides::default(), &host).is_err());
        assert_eq!(resolve("host", &Overrides::default(), &host).unwrap(), host);
    }

    /// Probe costs measured on the host's caches do not survive caches set on the command line.
    #[test]
    fn cache_overrides_drop_the_measured_probe_costs() {
        let mut host = preset("x86-64").unwrap().clone();
        host.machine.probe_costs = Some(ProbeCosts { band_ps: 900, sizes: Vec::new() });
        assert!(resolve("host", &Overrides::default(), &host).unwrap().machine.probe_costs.is_some());
        let l3 = Overrides { l3: Some(1 << 20), ..Default::default() };
        assert_eq!(resolve("host", &l3, &host).unwrap().machine.probe_costs, None);
        let cpu = Overrides { cpu: Some("znver3".into()), ..Default::default() };
        assert_eq!(resolve("host", &cpu, &host).unwrap().machine.probe_costs, None);
        let topology = Overrides {
            topology: Some(TopologyFacts { cores: 4, numa_nodes: 1, ..Default::default() }),
            ..Default::default()
        };
        assert_eq!(resolve("host", &topology, &host).unwrap().machine.probe_costs, None);
    }

    #[test]
    fn machine_facts_are_consistent() {
        for t in presets() {
            let m = &t.machine;
            let n = m.numa_nodes as usize;
            assert_eq!(m.numa_distances.len(), n * n, "{}", t.name);
            assert!((0..n).all(|i| m.numa_distances[i * n + i] == 10), "{}: 10 on the diagonal", t.name);
            assert!(m.page_sizes.windows(2).all(|w| w[0] < w[1]) && m.mem_bandwidth_gbs > 0, "{}", t.name);
        }
        assert_eq!(preset("icelake-server").unwrap().simd_bits(), 512);
        assert_eq!(preset("znver3").unwrap().simd_bits(), 256);
        assert_eq!(preset("kunpeng920").unwrap().simd_bits(), 128);
        assert_eq!(uniform_distances(2), vec![10, 20, 20, 10]);
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
