//! Threads pinned one to a CPU and started together: the harness of calibration's timed
//! passes ([`crate::host::calibrate`], [`crate::host::probe_cost`]).
//!
//! ```text
//!   thread i on cpus[i] (pinned):  input = setup(i)            untimed: allocation, faults
//!                                  for each pass:  barrier ─▶ clock ─▶ pass(input) ─▶ clock
//!   result per pass = the slowest thread's time                the pass ends with the last
//! ```

use std::sync::Barrier;
use std::time::{Duration, Instant};

/// Pin the calling thread to `cpu` when the host's topology is known. A measurement on an
/// unpinned thread is still a measurement, so a refusal is not an error.
fn pin_here(cpu: usize) {
    if let Some(t) = crate::host::topology::shared_host_topology() {
        let _ = crate::host::topology::pin_thread(&t, cpu);
    }
}

/// Run `f` on a thread pinned to `cpu`.
pub(crate) fn on_cpu<R: Send>(cpu: usize, f: impl FnOnce() -> R + Send) -> R {
    std::thread::scope(|s| {
        s.spawn(|| {
            pin_here(cpu);
            f()
        })
        .join()
        .expect("a calibration thread does not panic")
    })
}

/// Run `passes` timed passes of `pass` on one thread per CPU of `cpus`, each pinned to its
/// CPU (when the host's topology is known). Thread `i` builds its input with `setup(i)` before
/// any clock starts; every pass starts on all threads together. Returns each pass's slowest
/// thread's time, in pass order.
pub(crate) fn slowest_per_pass<S, R>(
    cpus: &[usize],
    passes: usize,
    setup: impl Fn(usize) -> S + Sync,
    pass: impl Fn(&mut S) -> R + Sync,
) -> Vec<Duration> {
    let barrier = Barrier::new(cpus.len());
    std::thread::scope(|s| {
        let threads: Vec<_> = cpus
            .iter()
            .enumerate()
            .map(|(i, &cpu)| {
                let (barrier, setup, pass) = (&barrier, &setup, &pass);
                s.spawn(move || {
                    pin_here(cpu);
                    let mut input = setup(i);
                    (0..passes)
                        .map(|_| {
                            barrier.wait();
                            let t = Instant::now();
                            std::hint::black_box(pass(&mut input));
                            t.elapsed()
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let times: Vec<Vec<Duration>> =
            threads.into_iter().map(|h| h.join().expect("a calibration thread does not panic")).collect();
        (0..passes).map(|p| times.iter().map(|t| t[p]).max().unwrap_or_default()).collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn each_pass_is_its_slowest_threads_and_inputs_persist() {
        // Thread 1 sleeps in its first pass only; the pass's time is that thread's.
        let calls = AtomicUsize::new(0);
        let times = slowest_per_pass(
            &[0, 0],
            3,
            |i| (i, 0),
            |(i, done)| {
                calls.fetch_add(1, Ordering::Relaxed);
                if *i == 1 && *done == 0 {
                    std::thread::sleep(Duration::from_millis(20));
                }
                *done += 1;
            },
        );
        assert_eq!(times.len(), 3);
        assert_eq!(calls.load(Ordering::Relaxed), 6, "three passes on each of two threads");
        assert!(times[0] >= Duration::from_millis(20), "{times:?}");
    }
}
