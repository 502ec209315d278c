//! Where memory lives, asked of the kernel: `move_pages(2)` in query mode (no target nodes:
//! the kernel moves nothing and reports each page's node).
//!
//! ```text
//!   bytes  |····page····|····page····|····page····|····page····| …
//!            ▲ sampled                 ▲ sampled                   (evenly spaced, at most N)
//!   status   node 2                    node 2        (-ENOENT: never touched, no node yet)
//! ```

/// The nodes of pages sampled from one memory area.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PageSample {
    /// Pages asked about.
    pub sampled: usize,
    /// Per OS node, the sampled pages found on it (ascending by node).
    pub on: Vec<(usize, usize)>,
    /// Pages the kernel gave no node for (never touched, or an error).
    pub unknown: usize,
}

impl PageSample {
    /// This sample and `other` as one (the pages of several areas).
    pub fn add(&mut self, other: &PageSample) {
        self.sampled += other.sampled;
        self.unknown += other.unknown;
        for &(n, c) in &other.on {
            match self.on.iter_mut().find(|(m, _)| *m == n) {
                Some((_, k)) => *k += c,
                None => self.on.push((n, c)),
            }
        }
        self.on.sort_unstable();
    }

    /// Sampled pages on any of `nodes`.
    pub fn on_nodes(&self, nodes: &[usize]) -> usize {
        self.on.iter().filter(|(n, _)| nodes.contains(n)).map(|(_, c)| c).sum()
    }
}

/// Ask the kernel where up to `samples` pages of `bytes` (evenly spaced over it) live. `Err`
/// says why it could not answer at all (no `move_pages` in this kernel, say).
pub fn sample(bytes: &[u8], samples: usize) -> Result<PageSample, String> {
    sample_range(bytes.as_ptr() as usize, bytes.len(), samples)
}

/// [`sample`] of the pages wholly inside `area`: a page it shares with the memory before or
/// after it (a neighbouring block of the same column) is not its own to place.
pub fn sample_within<T>(area: &[T], samples: usize) -> Result<PageSample, String> {
    let page = page_size();
    let at = area.as_ptr() as usize;
    let (start, end) = (at.div_ceil(page) * page, (at + std::mem::size_of_val(area)) / page * page);
    match end > start {
        true => sample_range(start, end - start, samples),
        false => Ok(PageSample::default()),
    }
}

/// move_pages(2)'s flag to move the pages only this process maps (linux/mempolicy.h; the
/// libc crate does not define it).
const MPOL_MF_MOVE: libc::c_int = 1 << 1;

/// Move the pages wholly inside `area` to the OS nodes `nodes` (one node, or a page to each in
/// turn: interleaved), with move_pages(2); the pages at its ends, shared with the memory
/// around it, stay where they are. Huge pages in the range are split first (one straddling
/// two areas would move whole), and the moved range keeps the policy of `nodes` (so that the
/// kernel's NUMA balancing does not move it back). An error says why the kernel refused, or
/// how many pages it could not move.
pub fn move_within<T>(area: &[T], nodes: &[usize]) -> Result<(), String> {
    let page = page_size();
    let at = area.as_ptr() as usize;
    let (start, end) = (at.div_ceil(page) * page, (at + std::mem::size_of_val(area)) / page * page);
    if end <= start || nodes.is_empty() {
        return Ok(());
    }
    let pages = (end - start) / page;
    split_huge_pages(start, end - start);
    // Grouped by target node (the kernel migrates a run of pages with one target at once): the
    // pages of node k are those whose index is k modulo the number of nodes.
    let mut addrs: Vec<*mut libc::c_void> = Vec::with_capacity(pages);
    let mut targets: Vec<libc::c_int> = Vec::with_capacity(pages);
    for (k, &node) in nodes.iter().enumerate() {
        let node = libc::c_int::try_from(node).map_err(|_| format!("node {node}"))?;
        for i in (k..pages).step_by(nodes.len()) {
            addrs.push((start + i * page) as *mut libc::c_void);
            targets.push(node);
        }
    }
    // A page is done once the kernel says it is on its target. One not yet touched has no node
    // (-ENOENT) and a read-only zero page none of its own (-EFAULT): the first write places
    // them, which the sample then shows. A busy page (-EBUSY, -EAGAIN), or one the kernel did
    // not get to (it stops at the first batch it could not move wholly, and returns how many
    // pages it left), is tried again, up to three times.
    const UNSEEN: i32 = i32::MIN;
    let mut left = Vec::new();
    for _ in 0..3 {
        let mut status = vec![UNSEEN; addrs.len()];
        // SAFETY: move_pages(2) reads `addrs.len()` addresses and as many target nodes, and
        // writes at most as many statuses: the three arrays have exactly that length. The
        // addresses are whole pages inside `area`, borrowed (so mapped) for the call; moving a
        // page keeps its contents and its virtual address. pid 0 is this process; MPOL_MF_MOVE
        // moves only pages that no other process maps.
        let rc = unsafe {
            libc::syscall(
                libc::SYS_move_pages,
                0,
                addrs.len() as libc::c_ulong,
                addrs.as_mut_ptr(),
                targets.as_ptr(),
                status.as_mut_ptr(),
                MPOL_MF_MOVE,
            )
        };
        if rc < 0 {
            return Err(format!("move_pages: {}", std::io::Error::last_os_error()));
        }
        let done = |i: usize| status[i] == targets[i] || status[i] == -libc::ENOENT || status[i] == -libc::EFAULT;
        let retry = |i: usize| (!done(i) && matches!(-status[i], libc::EBUSY | libc::EAGAIN)) || status[i] == UNSEEN;
        if let Some(i) = (0..status.len()).find(|&i| !done(i) && !retry(i)) {
            let why = match status[i] {
                s if s < 0 => std::io::Error::from_raw_os_error(-s).to_string(),
                s => format!("it stayed on node {s}"),
            };
            return Err(format!("move_pages: a page was not moved to node {}: {why}", targets[i]));
        }
        left = (0..status.len()).filter(|&i| !done(i)).collect();
        if left.is_empty() {
            // The pages are where they should be; a kernel that refuses the policy (a
            // seccomp filter that allows move_pages but not mbind, say) only leaves them to
            // NUMA balancing, which the sample would show.
            let _ = hold(start, end - start, nodes);
            return Ok(());
        }
        addrs = left.iter().map(|&i| addrs[i]).collect();
        targets = left.iter().map(|&i| targets[i]).collect();
    }
    Err(format!("move_pages: {} pages still busy after three tries", left.len()))
}

/// Split the transparent huge pages that the `len` bytes of whole pages at `start` cut
/// through, and keep new ones from forming there (one wholly inside the range moves whole
/// with it, which is right). A transparent huge
/// page (2 MiB on x86-64, the default backing of large anonymous memory on many kernels) moves
/// as one: where it straddles the boundary of two nodes' shares, moving the second share's
/// pages would carry the first share's part of it along. Measured in a 2-node guest before
/// this: a share of 1 Mi rows lost 2–79 % of its pages that way.
///
/// ```text
///   share of node 0            | share of node 1
///   ····|········ huge page ········|····        move node 1's pages: all 512 go to node 1
///   ····|·· small ··|·· small ··|···             after the split: each page goes its own way
/// ```
///
/// `MADV_NOHUGEPAGE` keeps the kernel from backing the range by huge pages again (and splits
/// the mapping at its ends); `MADV_COLD` on part of a huge page splits it into small pages,
/// as the kernel does before it ages part of one. Best effort: a kernel without either leaves
/// the pages as they are, and the sample then shows it. Both advice and the policy [`hold`]
/// sets stay with the address range after the table is freed: memory the allocator hands out
/// there later is placed the same way, without huge pages (a cost only to tables placed on
/// more than one node).
fn split_huge_pages(start: usize, len: usize) {
    for advice in [libc::MADV_NOHUGEPAGE, libc::MADV_COLD] {
        // SAFETY: the range is whole pages of memory the caller borrows (so mapped). Neither
        // advice changes the contents a read sees: NOHUGEPAGE only forbids huge pages there,
        // COLD only marks the pages less recently used (anonymous pages stay in memory, or go
        // to swap and come back unchanged).
        let _ = unsafe { libc::madvise(start as *mut libc::c_void, len, advice) };
    }
}

/// Give the `len` bytes of whole pages at `start` the policy of `nodes` (preferred for one,
/// interleaved over several). The kernel's automatic NUMA balancing moves only pages under
/// the default policy, towards the threads that read them: without this a node's share, read
/// by another node's worker that stole its morsels, could drift away after it was placed.
fn hold(start: usize, len: usize, nodes: &[usize]) -> Result<(), String> {
    let bits = nodes.iter().max().map_or(0, |&n| n + 1);
    let mut mask = vec![0 as libc::c_ulong; bits.div_ceil(libc::c_ulong::BITS as usize).max(1)];
    for &n in nodes {
        mask[n / libc::c_ulong::BITS as usize] |= 1 << (n % libc::c_ulong::BITS as usize);
    }
    let mode = if nodes.len() > 1 { libc::MPOL_INTERLEAVE } else { libc::MPOL_PREFERRED };
    // The kernel reads one bit fewer than `maxnode` says (mbind(2), NOTES), so one more.
    let maxnode = (mask.len() * libc::c_ulong::BITS as usize + 1) as libc::c_ulong;
    // SAFETY: mbind(2) reads `mask.len()` words of node mask (maxnode - 1 bits) and sets the
    // policy of whole pages of memory the caller borrows; without MPOL_MF_MOVE it moves nothing
    // and changes no contents, only where pages faulted there later are put.
    let rc = unsafe { libc::syscall(libc::SYS_mbind, start, len, mode, mask.as_ptr(), maxnode, 0 as libc::c_uint) };
    match rc {
        0 => Ok(()),
        _ => Err(format!("mbind: {}", std::io::Error::last_os_error())),
    }
}

/// [`sample`] of the `len` bytes at address `at`.
fn sample_range(at: usize, len: usize, samples: usize) -> Result<PageSample, String> {
    if len == 0 || samples == 0 {
        return Ok(PageSample::default());
    }
    let page = page_size();
    let first = at / page * page;
    let end = at + len;
    let pages = (end - first).div_ceil(page);
    let step = pages.div_ceil(samples).max(1);
    // One page from each run of `step` pages, at an offset that varies from run to run (a
    // hash of the run's index): a fixed one would alias with memory interleaved page by page
    // (every other page of one interleaved over 4 nodes is on nodes 0 and 2 only).
    let mut addrs: Vec<*mut libc::c_void> = (0..pages)
        .step_by(step)
        .map(|i| {
            let run = step.min(pages - i);
            let off = ((i as u64).wrapping_mul(jitjoin_compiler::layout::hash::PHI64) >> 32) as usize % run;
            (first + (i + off) * page) as *mut libc::c_void
        })
        .collect();
    let mut status = vec![0i32; addrs.len()];
    // SAFETY: with a null `nodes` array move_pages(2) moves nothing: it writes one int per
    // address into `status`, which has exactly `addrs.len()` of them. The addresses are pages
    // of `bytes`, borrowed (so mapped) for the call; pid 0 is this process.
    let rc = unsafe {
        libc::syscall(
            libc::SYS_move_pages,
            0,
            addrs.len() as libc::c_ulong,
            addrs.as_mut_ptr(),
            std::ptr::null::<libc::c_int>(),
            status.as_mut_ptr(),
            0,
        )
    };
    if rc != 0 {
        return Err(format!("move_pages: {}", std::io::Error::last_os_error()));
    }
    let mut out = PageSample { sampled: status.len(), ..Default::default() };
    for s in status {
        match usize::try_from(s) {
            Ok(n) => match out.on.iter_mut().find(|(m, _)| *m == n) {
                Some((_, c)) => *c += 1,
                None => out.on.push((n, 1)),
            },
            Err(_) => out.unknown += 1,
        }
    }
    out.on.sort_unstable();
    Ok(out)
}

fn page_size() -> usize {
    // SAFETY: sysconf reads a constant of the system; it has no memory effects.
    let p = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    usize::try_from(p).ok().filter(|&p| p > 0).unwrap_or(4096)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn touched_pages_have_a_node_and_untouched_ones_none() {
        let page = page_size();
        // Untouched: the kernel has no page behind these addresses yet.
        let fresh = vec![0u8; 64 * page];
        let s = sample(&fresh, 8).unwrap();
        assert!(s.sampled >= 8, "{s:?}");
        // Touched: every sampled page is on some node (this machine's only one, here).
        let mut used = vec![0u8; 64 * page];
        for p in used.chunks_mut(page) {
            p[0] = 1;
        }
        let s = sample(&used, 16).unwrap();
        assert_eq!(s.unknown, 0, "{s:?}");
        assert_eq!(s.on.iter().map(|(_, c)| c).sum::<usize>(), s.sampled);
        assert_eq!(s.on_nodes(&s.on.iter().map(|(n, _)| *n).collect::<Vec<_>>()), s.sampled);
        drop(fresh);
    }
}
