//! CPU time a hypervisor took from this machine's CPUs (`steal` in `/proc/stat`): on a shared
//! VM it is time the query's threads were runnable but did not run, which a timing alone
//! cannot tell from slow code.

use std::time::Duration;

/// `/proc/stat` counts in USER_HZ, 100 a second on every Linux architecture jitjoin targets.
const USER_HZ: u64 = 100;

/// Steal time summed over all CPUs since boot; `None` where `/proc/stat` cannot be read (not
/// Linux) or has no steal column (kernels before 2.6.11).
pub fn stolen() -> Option<Duration> {
    stolen_from(&std::fs::read_to_string("/proc/stat").ok()?)
}

/// [`stolen`] from the text of `/proc/stat`: the eighth number of its `cpu` line.
fn stolen_from(stat: &str) -> Option<Duration> {
    let line = stat.lines().find(|l| l.starts_with("cpu "))?;
    let ticks: u64 = line.split_whitespace().nth(8)?.parse().ok()?;
    Some(Duration::from_millis(ticks.checked_mul(1000 / USER_HZ)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_cpu_lines_steal_column() {
        let stat = "cpu  4705 150 1120 16250 520 0 30 77 0 0\ncpu0 2000 75 500 8000 260 0 15 40 0 0\n";
        assert_eq!(stolen_from(stat), Some(Duration::from_millis(770)));
        assert_eq!(stolen_from("cpu  4705 150 1120 16250\n"), None, "no steal column");
        assert_eq!(stolen_from("intr 5\n"), None);
        assert!(stolen().is_some(), "this Linux machine has /proc/stat with a steal column");
    }
}
