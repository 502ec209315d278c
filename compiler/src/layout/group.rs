//! Grouped aggregation: where a thread keeps each group's accumulators.
//!
//! Every group has a **block** of 16-byte words, laid out as the pipeline state of a global
//! aggregate ([`crate::abi::state`]): its row count, then one accumulator per aggregate.
//!
//! ```text
//!   block   word 0      rows of the group: i64, 8 bytes unused (0: no such group yet)
//!           word 1 + i  accumulator of aggregate i (initialised to its identity)
//! ```
//!
//! A thread's blocks are found in one of two ways, chosen per query from the grouping
//! columns' measured ranges ([`GroupLayout::plan`]):
//!
//! ```text
//!   dense   blocks[g], g = Σ (key_i − lo_i) · stride_i      stride_0 = 1,
//!           every combination of key values in range         stride_i+1 = stride_i · width_i
//!           has a block; the kernel computes g inline
//!
//!   hash    open addressing over the key words (linear probing, at most half full, doubled
//!           when it would not be):   keys[s · k .. s · k + k]   blocks[s]   used[s]
//!           kernels call `jj_group_find` (state) → the block's address
//! ```
//! Keys are kept as 64-bit words ([`key_bits`]: integers sign- or zero-extended), so a key
//! offset `key − lo` is one wrapping subtraction whatever the column type.

use super::hash::{MIX2, PHI64, key_bits};
use jitjoin_ir::ColType;
use jitjoin_ir::plan::AggFunc;

/// Groups a dense layout may have: past this many, or past the cache budget, a hash table.
pub const MAX_DENSE_GROUPS: u64 = 1 << 24;

/// How a thread finds a group's block.
#[derive(Clone, Debug, PartialEq, Hash)]
pub enum GroupKind {
    /// Direct-indexed: per key, its smallest value (as key bits) and how many values its
    /// range spans; `groups` is their product.
    Dense {
        lo: Vec<u64>,
        width: Vec<u64>,
        groups: u64,
    },
    Hash,
}

/// The group structure of a grouped aggregate.
#[derive(Clone, Debug, PartialEq, Hash)]
pub struct GroupLayout {
    /// The grouping columns' types, in order.
    pub keys: Vec<ColType>,
    /// 16-byte words per block: the count and one per aggregate.
    pub block_words: usize,
    pub kind: GroupKind,
}

impl GroupLayout {
    /// Choose the layout for grouping columns of types `keys` whose values lie in `ranges`
    /// (`None`: a column with no rows), for `aggs` aggregates: dense when every combination's
    /// block fits in `budget` bytes (the planner gives the measured last-level cache) and
    /// there are at most [`MAX_DENSE_GROUPS`] combinations, else a hash table. Returns the
    /// layout and why.
    pub fn plan(keys: &[ColType], ranges: &[Option<(i128, i128)>], aggs: usize, budget: u64) -> (GroupLayout, String) {
        let block_words = 1 + aggs;
        let block = 16 * block_words as u64;
        let mut groups: u64 = 1;
        let (mut lo, mut width) = (Vec::new(), Vec::new());
        for (&ty, r) in keys.iter().zip(ranges) {
            let (a, b) = r.unwrap_or((0, 0));
            let w = u64::try_from(b - a + 1).unwrap_or(u64::MAX);
            groups = groups.saturating_mul(w);
            lo.push(key_bits(ty, a));
            width.push(w);
        }
        let bytes = groups.saturating_mul(block);
        let keys = keys.to_vec();
        if groups <= MAX_DENSE_GROUPS && bytes <= budget {
            let why = format!(
                "dense group array: the keys' ranges span {groups} combinations, {} KiB of {block}-byte blocks, \
                 within the {} KiB of the measured cache",
                bytes.div_ceil(1024),
                budget >> 10
            );
            (GroupLayout { keys, block_words, kind: GroupKind::Dense { lo, width, groups } }, why)
        } else {
            let why = format!(
                "hash table of groups: the keys' ranges span {} combinations, more than a dense array of {block}-byte \
                 blocks can hold in the {} KiB of the measured cache",
                if groups == u64::MAX { "over 2^64".to_string() } else { groups.to_string() },
                budget >> 10
            );
            (GroupLayout { keys, block_words, kind: GroupKind::Hash }, why)
        }
    }

    pub fn block_bytes(&self) -> u64 {
        16 * self.block_words as u64
    }

    /// `(stride, width)` per key of a dense layout.
    pub fn strides(&self) -> Vec<(u64, u64)> {
        let GroupKind::Dense { width, .. } = &self.kind else { return Vec::new() };
        let mut s = 1u64;
        width
            .iter()
            .map(|&w| {
                let here = s;
                s = s.saturating_mul(w);
                (here, w)
            })
            .collect()
    }
}

/// An aggregate as its block sees it: the function and its argument's type (`None`: `*`).
pub type AggSlot = (AggFunc, Option<ColType>);

/// One aggregate's identity as its accumulator word.
fn identity(a: &AggSlot) -> u128 {
    match *a {
        (AggFunc::Min, Some(ColType::F64)) => f64::INFINITY.to_bits() as u128,
        (AggFunc::Max, Some(ColType::F64)) => f64::NEG_INFINITY.to_bits() as u128,
        (AggFunc::Min, Some(t)) => key_bits(t, t.int_range().expect("integer").1) as u128,
        (AggFunc::Max, Some(t)) => key_bits(t, t.int_range().expect("integer").0) as u128,
        _ => 0, // counts and sums (0 is also +0.0)
    }
}

/// A fresh block (or global state) for `aggs`: count 0, each accumulator its identity.
pub fn fresh_block(aggs: &[AggSlot]) -> Vec<u128> {
    std::iter::once(0).chain(aggs.iter().map(identity)).collect()
}

/// One thread's groups.
pub struct GroupTable {
    pub layout: GroupLayout,
    /// `slots × block_words` words.
    pub blocks: Vec<u128>,
    /// Hash: each slot's key words (`keys.len()` per slot) and whether it holds a group.
    keys: Vec<u64>,
    used: Vec<bool>,
    len: usize,
    fresh: Vec<u128>,
}

impl GroupTable {
    /// An empty table: a dense one has a fresh block for every group, a hash table 64 slots.
    pub fn new(layout: &GroupLayout, aggs: &[AggSlot]) -> GroupTable {
        let fresh = fresh_block(aggs);
        let slots = match layout.kind {
            GroupKind::Dense { groups, .. } => groups as usize,
            GroupKind::Hash => 64,
        };
        let mut t = GroupTable {
            layout: layout.clone(),
            blocks: Vec::new(),
            keys: Vec::new(),
            used: Vec::new(),
            len: 0,
            fresh,
        };
        t.allocate(slots);
        t
    }

    fn allocate(&mut self, slots: usize) {
        self.blocks = Vec::with_capacity(slots * self.fresh.len());
        for _ in 0..slots {
            self.blocks.extend_from_slice(&self.fresh);
        }
        if self.layout.kind == GroupKind::Hash {
            self.keys = vec![0; slots * self.layout.keys.len()];
            self.used = vec![false; slots];
        }
    }

    /// The slot of the group with key words `k` (one per grouping column), made if new.
    ///
    /// # Panics
    /// A dense layout's key outside its ranges: the ranges were measured on the data the
    /// kernels read, so this is a bug, and stopping beats writing out of bounds.
    pub fn slot_of(&mut self, k: &[u64]) -> usize {
        match &self.layout.kind {
            GroupKind::Dense { lo, .. } => {
                let mut g = 0u64;
                for ((&key, &lo), (stride, width)) in k.iter().zip(lo).zip(self.layout.strides()) {
                    let off = key.wrapping_sub(lo);
                    assert!(off < width, "group key outside its measured range");
                    g += off * stride;
                }
                g as usize
            }
            GroupKind::Hash => {
                if 2 * (self.len + 1) > self.slots() {
                    self.grow();
                }
                let n = k.len();
                let mask = self.slots() - 1;
                let mut s = hash_words(k) as usize & mask;
                loop {
                    if !self.used[s] {
                        self.used[s] = true;
                        self.keys[s * n..s * n + n].copy_from_slice(k);
                        self.len += 1;
                        return s;
                    }
                    if self.keys[s * n..s * n + n] == *k {
                        return s;
                    }
                    s = (s + 1) & mask;
                }
            }
        }
    }

    /// Double a hash table, moving every group.
    fn grow(&mut self) {
        let n = self.layout.keys.len();
        let bw = self.fresh.len();
        let blocks = std::mem::take(&mut self.blocks);
        let (keys, used) = (std::mem::take(&mut self.keys), std::mem::take(&mut self.used));
        let slots = used.len();
        self.allocate(2 * slots);
        self.len = 0;
        for s in (0..slots).filter(|&s| used[s]) {
            let to = self.slot_of(&keys[s * n..s * n + n]);
            self.blocks[to * bw..to * bw + bw].copy_from_slice(&blocks[s * bw..s * bw + bw]);
        }
    }

    /// Call `f` with each group this thread saw: its slot, its key words and its block (no
    /// allocation per group).
    pub fn for_each_group<'a>(&'a self, mut f: impl FnMut(usize, &[u64], &'a [u128])) {
        let bw = self.fresh.len();
        let n = self.layout.keys.len();
        let strides = self.layout.strides();
        let mut key = vec![0u64; n];
        for s in (0..self.slots()).filter(|&s| self.blocks[s * bw] != 0) {
            let block = &self.blocks[s * bw..s * bw + bw];
            match &self.layout.kind {
                GroupKind::Dense { lo, .. } => {
                    for ((k, &(stride, width)), &lo) in key.iter_mut().zip(&strides).zip(lo) {
                        *k = lo.wrapping_add(s as u64 / stride % width);
                    }
                    f(s, &key, block)
                }
                GroupKind::Hash => f(s, &self.keys[s * n..s * n + n], block),
            }
        }
    }

    /// The block of the group with key words `k`, if this thread saw it.
    pub fn find(&self, k: &[u64]) -> Option<&[u128]> {
        self.find_slot(k).map(|s| self.block(s))
    }

    /// The block in slot `s`.
    pub fn block(&self, s: usize) -> &[u128] {
        let bw = self.fresh.len();
        &self.blocks[s * bw..s * bw + bw]
    }

    /// How many slots the table has: each group's slot is below it.
    pub fn slots(&self) -> usize {
        self.blocks.len() / self.fresh.len()
    }

    /// The slot of the group with key words `k`, if this thread saw it.
    pub fn find_slot(&self, k: &[u64]) -> Option<usize> {
        if k.len() != self.layout.keys.len() {
            return None;
        }
        let bw = self.fresh.len();
        let s = match &self.layout.kind {
            GroupKind::Dense { lo, .. } => {
                let mut g = 0u64;
                for ((&key, &lo), (stride, width)) in k.iter().zip(lo).zip(self.layout.strides()) {
                    let off = key.wrapping_sub(lo);
                    if off >= width {
                        return None;
                    }
                    g += off * stride;
                }
                g as usize
            }
            GroupKind::Hash => {
                let n = k.len();
                let mask = self.slots() - 1;
                let mut s = hash_words(k) as usize & mask;
                loop {
                    if !self.used[s] {
                        return None;
                    }
                    if self.keys[s * n..s * n + n] == *k {
                        break s;
                    }
                    s = (s + 1) & mask;
                }
            }
        };
        (self.blocks[s * bw] != 0).then_some(s)
    }

    /// Groups this thread saw.
    pub fn len(&self) -> usize {
        match self.layout.kind {
            GroupKind::Hash => self.len,
            GroupKind::Dense { .. } => {
                let bw = self.fresh.len();
                (0..self.slots()).filter(|&s| self.blocks[s * bw] != 0).count()
            }
        }
    }

    /// Whether this thread saw no group.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The hash of a group's key words (the layouts' multiply-shift mix, word by word).
fn hash_words(k: &[u64]) -> u64 {
    let mut h = 0u64;
    for &w in k {
        h = (h ^ w).wrapping_mul(PHI64);
        h ^= h >> 29;
    }
    let h = h.wrapping_mul(MIX2);
    h ^ (h >> 32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dense_while_every_combination_fits_the_budget_else_hashed() {
        let keys = [ColType::I32, ColType::U64];
        // 7 years × 40 brands, 2 aggregates: 280 blocks of 48 B = 13,440 B.
        let ranges = [Some((1992, 1998)), Some((2221, 2260))];
        let (dense, why) = GroupLayout::plan(&keys, &ranges, 2, 16 << 10);
        assert_eq!(dense.kind, GroupKind::Dense { lo: vec![1992, 2221], width: vec![7, 40], groups: 280 }, "{why}");
        assert_eq!(dense.strides(), vec![(1, 7), (7, 40)]);
        let (hashed, why) = GroupLayout::plan(&keys, &ranges, 2, 8 << 10);
        assert_eq!(hashed.kind, GroupKind::Hash, "{why}");
        // A range spanning a whole 64-bit type cannot be direct-indexed, whatever the budget.
        let (wide, _) = GroupLayout::plan(&[ColType::I64], &[Some((i64::MIN as i128, i64::MAX as i128))], 1, u64::MAX);
        assert_eq!(wide.kind, GroupKind::Hash);
    }

    #[test]
    fn dense_slots_and_keys_round_trip_and_hashed_groups_survive_growth() {
        let slots = [(AggFunc::Count, None), (AggFunc::Sum, Some(ColType::I64))];
        let (layout, _) =
            GroupLayout::plan(&[ColType::I32, ColType::U32], &[Some((-3, 3)), Some((10, 14))], 2, 1 << 20);
        let mut t = GroupTable::new(&layout, &slots);
        let key = [key_bits(ColType::I32, -2), 12];
        let s = t.slot_of(&key);
        assert_eq!(s, 1 + 2 * 7);
        t.blocks[s * 3] = 1;
        let mut keys = Vec::new();
        t.for_each_group(|_, k, _| keys.push(k.to_vec()));
        assert_eq!(keys, vec![key.to_vec()]);

        let (hash, _) = GroupLayout::plan(&[ColType::U64], &[Some((0, 1 << 40))], 2, 1 << 10);
        let mut t = GroupTable::new(&hash, &slots);
        for k in 0..1000u64 {
            let s = t.slot_of(&[k * 7919]);
            t.blocks[s * 3] += 1;
            t.blocks[s * 3 + 2] += k as u128;
        }
        // Every group once, with its own block, after the table grew from 64 slots.
        let mut groups: Vec<(Vec<u64>, Vec<u128>)> = Vec::new();
        t.for_each_group(|_, k, b| groups.push((k.to_vec(), b.to_vec())));
        assert_eq!(groups.len(), 1000);
        assert!(groups.iter().all(|(k, b)| b[0] == 1 && b[2] as u64 * 7919 == k[0]));
        assert_eq!(t.slot_of(&[7919 * 5]), t.slot_of(&[7919 * 5]), "a key finds its slot again");
    }

    #[test]
    fn find_and_for_each_group_see_exactly_the_groups_made() {
        let slots = [(AggFunc::Count, None)];
        let dense = GroupLayout::plan(&[ColType::I32, ColType::U32], &[Some((-3, 3)), Some((10, 14))], 1, 1 << 20).0;
        let hash = GroupLayout::plan(&[ColType::U64], &[Some((0, 1 << 40))], 1, 1 << 10).0;
        let made: [(GroupLayout, Vec<Vec<u64>>); 2] = [
            (dense, vec![vec![key_bits(ColType::I32, -3), 10], vec![key_bits(ColType::I32, 2), 14]]),
            (hash, (0..500u64).map(|k| vec![k * 104_729]).collect()),
        ];
        for (layout, keys) in made {
            let mut t = GroupTable::new(&layout, &slots);
            for k in &keys {
                let s = t.slot_of(k);
                t.blocks[s * 2] += 1;
            }
            assert_eq!(t.len(), keys.len());
            let mut seen = Vec::new();
            t.for_each_group(|s, k, b| {
                assert_eq!(b[0], 1);
                assert_eq!(t.find_slot(k), Some(s), "a group is found at the slot it is listed at");
                assert!(std::ptr::eq(t.block(s), b));
                seen.push(k.to_vec());
            });
            seen.sort();
            let mut want = keys.clone();
            want.sort();
            assert_eq!(seen, want);
            assert!(keys.iter().all(|k| t.find(k).is_some_and(|b| b[0] == 1)));
            // Keys no row had: in a dense layout's ranges, outside them, and of another width.
            assert!(t.find(&[key_bits(ColType::I32, 0), 11]).is_none());
            assert!(t.find(&[key_bits(ColType::I32, 9), 99]).is_none());
            assert!(t.find(&[104_729 * 501]).is_none());
        }
    }
}
