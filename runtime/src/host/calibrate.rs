//! Measuring the cache a process really gets: a short pointer-chase latency sweep.
//!
//! ```text
//!   for size in 256 KiB, 512 KiB, … 64 MiB:
//!       a random cycle through the size's cache lines (one u32 "next" per 64-byte line)
//!       ns per dependent load = time of N hops / N
//!   effective last level = the largest size whose latency is below √(fastest · slowest)
//!   read bandwidth: one thread summing 256 MiB
//! ```
//! On a dedicated machine the knee is at the nominal L3; on a shared VM it comes much earlier
//! (here: about 4–8 MiB of a nominal 32 MiB). The result is cached in
//! `$JITJOIN_CACHE_DIR` (default `$XDG_CACHE_HOME/jitjoin` or `~/.cache/jitjoin`) as
//! `calibration.json`, keyed by the CPU model and the nominal sizes, and refreshed by
//! `jitjoin targets --calibrate`.

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
}

fn cpu_model() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .map(|l| l.split(':').nth(1).unwrap_or("").trim().to_string())
        })
        .unwrap_or_else(|| std::env::consts::ARCH.to_string())
}

/// Where the calibration is stored.
pub fn path() -> Option<PathBuf> {
    let dir = std::env::var_os("JITJOIN_CACHE_DIR").map(PathBuf::from).or_else(|| {
        std::env::var_os("XDG_CACHE_HOME")
            .map(|d| PathBuf::from(d).join("jitjoin"))
            .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache/jitjoin")))
    })?;
    Some(dir.join("calibration.json"))
}

/// The stored calibration, if it matches this machine.
pub fn stored() -> Option<Calibration> {
    let text = std::fs::read_to_string(path()?).ok()?;
    let c: Calibration = serde_json::from_str(&text).ok()?;
    let (l2, l3) = crate::host::caches::host_nominal();
    // A calibration from before the bandwidth measurement existed (read_gbs 0) is stale too.
    (c.cpu == cpu_model() && c.nominal_l2 == l2 && c.nominal_l3 == l3 && c.read_gbs > 0.0).then_some(c)
}

/// The stored calibration, measured and stored first when there is none (about a second).
/// `JITJOIN_CALIBRATE=0` turns measuring off (the nominal sizes are used then).
pub fn load() -> Option<Calibration> {
    static ONCE: std::sync::OnceLock<Option<Calibration>> = std::sync::OnceLock::new();
    ONCE.get_or_init(|| {
        stored().or_else(|| {
            if std::env::var_os("JITJOIN_CALIBRATE").is_some_and(|v| v == "0") {
                return None;
            }
            // Measuring takes about a second: say so, so a first run's time is not a mystery.
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

/// ns per dependent load when chasing a random cycle through `bytes` of memory.
fn chase(bytes: u64, rng: &mut impl Rng) -> f64 {
    const LINE: usize = 16; // u32s per 64-byte line
    let lines = (bytes / 64) as usize;
    let mut order: Vec<u32> = (0..lines as u32).collect();
    order.shuffle(rng);
    let mut next = vec![0u32; lines * LINE];
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
    let latency: Vec<(u64, f64)> = (18..=26).map(|b| (1u64 << b, chase(1 << b, &mut rng))).collect();
    let (l2, l3) = crate::host::caches::host_nominal();
    Calibration {
        cpu: cpu_model(),
        nominal_l2: l2,
        nominal_l3: l3,
        effective_llc: knee(&latency),
        latency,
        read_gbs: read_bandwidth(),
    }
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

    #[test]
    fn the_knee_is_where_latency_jumps() {
        let l = [(1 << 20, 4.0), (2 << 20, 5.0), (4 << 20, 9.0), (8 << 20, 60.0), (16 << 20, 120.0)];
        assert_eq!(knee(&l), 4 << 20);
        assert_eq!(knee(&[(1 << 20, 100.0), (2 << 20, 101.0)]), 1 << 20);
    }
}
