//! Hash-table layouts: what a slot holds, where, and how keys map to slots.
//!
//! Both engines use the same open-addressing table with linear probing. Each slot carries the
//! join keys and every build-side column the rest of the pipeline reads, so a probe that finds
//! its key never touches the build table again:
//!
//! ```text
//!   slot i = table + i·slot_size            capacity = 2^bits slots, load factor ≤ 1/2
//!   ┌──────────┬──────────┬───────────┬─────┐
//!   │ key0     │ key1?    │ payload…  │ pad │   8-byte fields first, then 4-byte ones
//!   └──────────┴──────────┴───────────┴─────┘
//!   empty slot: key0 == sentinel (a value outside the build keys' [min, max]); when the keys
//!   cover their type's whole range, or there are two key columns, a u32 `used` flag leads the
//!   slot instead: 0 empty, 2 being filled, 1 filled.
//!
//!   home slot: identity       h = (k0 − min) & mask            one key column, rows ≤ max − min + 1 < capacity
//!              multiplicative h = (mix(k0, k1) · φ64) ≫ (64 − bits)  otherwise
//!   insert: walk h, h+1, … to the first empty slot and claim it with a CAS on key0 (or `used`
//!           0 → 2, then 1 once the slot is written). Meeting the same keys: semi and anti
//!           joins drop the row (one slot per key); inner joins walk on past up to
//!           CLUSTER_DUPS equal keys, and at the last one note (slot, row) for its run
//!   probe:  walk from h until an empty slot; every slot whose keys equal the probe's matches
//!           (semi, anti: the first); the CLUSTER_DUPS-th is followed by its run, if it has one
//! ```
//! A key's first `CLUSTER_DUPS` rows stay in the table, where a probe reads them in the lines it
//! walks anyway; the rest live beside it, grouped by slot (see [`DupRuns`]), so an insert walks
//! over at most `CLUSTER_DUPS` equal keys: a build is linear in its rows whatever the
//! duplication.
//! With the identity hash, distinct keys never share a home slot. If the build keys also turn
//! out unique (counted during the build), a key's only possible slot is its home slot: the
//! probe checks the range and one slot, with no loop.

use jitjoin_ir::ColType;

/// φ·2^64, the multiplier of Fibonacci hashing.
pub const PHI64: u64 = 0x9E37_79B9_7F4A_7C15;
/// A second odd constant, to fold the second key column into the first.
pub const MIX2: u64 = 0xC2B2_AE3D_27D4_EB4F;

/// The multiplicative hash: the home slot, in a table of 2^`bits` slots, of raw key bits `k0`
/// (with a second key column `k1` folded in). The one definition the engines, prefetching and
/// layouts share; `jit::hash::home` emits the same arithmetic in CLIF.
#[inline]
pub fn multiplicative_home(k0: u64, k1: Option<u64>, bits: u32) -> u64 {
    let x = match k1 {
        None => k0,
        Some(k1) => k0 ^ k1.wrapping_mul(MIX2).rotate_left(32),
    };
    x.wrapping_mul(PHI64) >> (64 - bits)
}

/// Key statistics of a build side, measured before the table is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Hash)]
pub struct KeyStats {
    /// Rows of the build table (an upper bound on the rows that pass its filter).
    pub rows: u64,
    /// Smallest and largest value of the first key column; `None` for an empty table.
    pub range: Option<(i128, i128)>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HashKind {
    /// `(k0 − min) & mask`: collision-free for distinct keys in a range smaller than the table.
    Identity { min: i64, span: u64 },
    /// Fibonacci hashing of the (mixed) key bits.
    Multiplicative,
}

/// How an empty slot is recognised.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Empty {
    /// `key0 == value` (the bits of a value of key0's type that no build key has).
    Sentinel(u64),
    /// A u32 at `offset` is 0 in empty slots and 1 in used ones.
    Flag { offset: u32 },
}

/// One value stored in a slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Field {
    /// Column index in the build table.
    pub col: usize,
    pub ty: ColType,
    pub offset: u32,
}

#[derive(Clone, Debug, PartialEq, Hash)]
pub struct TableLayout {
    pub keys: Vec<Field>,
    /// Columns carried for later operators (key columns are read from `keys`).
    pub payload: Vec<Field>,
    pub slot_size: u32,
    pub bits: u32,
    pub hash: HashKind,
    pub empty: Empty,
}

/// Raw 64-bit form of a key value: sign-extended for signed types, zero-extended otherwise —
/// what a kernel gets by extending the loaded value to 64 bits.
pub fn key_bits(ty: ColType, v: i128) -> u64 {
    match ty {
        ColType::I32 => v as i32 as i64 as u64,
        ColType::I64 => v as i64 as u64,
        ColType::U32 => v as u32 as u64,
        ColType::U64 => v as u64,
        ColType::F64 => unreachable!("float keys are rejected by the verifier"),
    }
}

impl TableLayout {
    /// Lay out the table for a build side with key columns `keys` (column, type) that must carry
    /// `carried` columns, sized for `stats`.
    pub fn new(keys: &[(usize, ColType)], carried: &[(usize, ColType)], stats: KeyStats) -> TableLayout {
        let capacity = (stats.rows.saturating_mul(2)).max(16).next_power_of_two();
        let bits = capacity.trailing_zeros();
        let k0 = keys[0].1;
        let (tmin, tmax) = k0.int_range().expect("integer key");
        // A sentinel outside the keys' range; 0 when possible, so fresh zero pages are empty slots.
        // Two key columns take a flag instead: a builder that meets a slot being filled must be
        // able to wait until both keys are written before it compares them.
        let sentinel = match stats.range {
            _ if keys.len() > 1 => None,
            None => Some(0),
            Some((lo, hi)) if lo > 0 || hi < 0 => Some(0),
            Some((_, hi)) if hi < tmax => Some(tmax),
            Some((lo, _)) if lo > tmin => Some(tmin),
            Some(_) => None,
        };
        // Identity hashing places neighbouring keys in neighbouring slots: perfect for keys that
        // can be unique (a range at least as large as the row count), a single giant probe
        // cluster for duplicates, which must be scattered by a real hash instead. One key column
        // only: with two, unique pairs may share their first column, hence a home slot, and
        // the probe's one-slot shortcut for unique identity-hashed keys would miss all but one
        // of them (found by the fuzzer: tests/fuzz/repro/seed-2000883.jj).
        let hash = match stats.range {
            Some((lo, hi)) if keys.len() == 1 && (hi - lo) < capacity as i128 && stats.rows as i128 <= hi - lo + 1 => {
                HashKind::Identity { min: key_bits(k0, lo) as i64, span: (hi - lo) as u64 }
            }
            _ => HashKind::Multiplicative,
        };

        let mut fields: Vec<(usize, ColType, bool)> = keys.iter().map(|&(c, t)| (c, t, true)).collect();
        for &(c, t) in carried {
            if !keys.iter().any(|&(k, _)| k == c) {
                fields.push((c, t, false));
            }
        }
        let mut offset = if sentinel.is_none() { 4u32 } else { 0 };
        let mut placed: Vec<(usize, ColType, bool, u32)> = Vec::new();
        // 8-byte fields first (keeping key0 first among them when it is 8 bytes), then 4-byte ones.
        let mut order: Vec<usize> = (0..fields.len()).collect();
        order.sort_by_key(|&i| (fields[i].1.width() != 8, !fields[i].2, i));
        if sentinel.is_none() && order.iter().any(|&i| fields[i].1.width() == 8) {
            offset = 8; // keep 8-byte fields aligned after the 4-byte flag
        }
        for i in order {
            let (c, t, is_key) = fields[i];
            placed.push((c, t, is_key, offset));
            offset += t.width() as u32;
        }
        let align = if placed.iter().any(|p| p.1.width() == 8) { 8 } else { 4 };
        let slot_size = offset.div_ceil(align) * align;
        let field = |&(col, ty, _, offset): &(usize, ColType, bool, u32)| Field { col, ty, offset };
        TableLayout {
            keys: keys
                .iter()
                .map(|&(c, _)| field(placed.iter().find(|p| p.2 && p.0 == c).expect("placed key")))
                .collect(),
            payload: placed.iter().filter(|p| !p.2).map(field).collect(),
            slot_size,
            bits,
            hash,
            empty: match sentinel {
                Some(v) => Empty::Sentinel(key_bits(k0, v)),
                None => Empty::Flag { offset: 0 },
            },
        }
    }

    /// Pad the slot to the next power of two when that still fits a cache line of `line`
    /// bytes, so no slot straddles two lines (a probe of a straddling slot can miss twice, and
    /// prefetching brings in only the first line). Returns the slot size before padding when
    /// it pads.
    pub fn align_to_line(&mut self, line: u32) -> Option<u32> {
        let padded = self.slot_size.next_power_of_two();
        (padded != self.slot_size && padded <= line).then(|| std::mem::replace(&mut self.slot_size, padded))
    }

    pub fn capacity(&self) -> u64 {
        1u64 << self.bits
    }

    pub fn mask(&self) -> u64 {
        self.capacity() - 1
    }

    pub fn bytes(&self) -> u64 {
        self.capacity() * self.slot_size as u64
    }

    /// Where column `col` of the build table sits in a slot.
    pub fn field_of(&self, col: usize) -> Option<Field> {
        self.keys.iter().chain(&self.payload).copied().find(|f| f.col == col)
    }

    /// Home slot of a key, given as raw 64-bit key bits (see [`key_bits`]).
    #[inline]
    pub fn home(&self, k0: u64, k1: Option<u64>) -> u64 {
        match self.hash {
            HashKind::Identity { min, .. } => k0.wrapping_sub(min as u64) & self.mask(),
            HashKind::Multiplicative => multiplicative_home(k0, k1, self.bits),
        }
    }

    /// Whether a fresh zeroed table already reads as all-empty.
    pub fn zero_is_empty(&self) -> bool {
        matches!(self.empty, Empty::Sentinel(0) | Empty::Flag { .. })
    }
}

/// Equal keys an inner join keeps in the table before further rows go to a run (see the
/// module docs). An insert walks over at most this many equal keys. The run hangs off the
/// key's CLUSTER_DUPS-th slot, which every walk from the key's home meets in the same place
/// (walks never pass an empty slot, and filled slots keep their keys), so a probe reads run
/// offsets only at that slot, never for keys with fewer rows. 64 keeps moderate duplication
/// (`examples/dup_keys.jj`: 16 rows a key, rarely over 40) free of runs, whose probes pay a
/// counter per match (10% on its radix probe at 32); a key with millions of rows costs each
/// insert at most 64 slot reads in a few cache lines.
pub const CLUSTER_DUPS: u64 = 64;

/// What a build kernel's `state` points to: the (slot, row) pairs of rows whose key was in the
/// table already, noted by [`DupSink::note`] (JIT kernels call it through `jj_note_dup`).
#[derive(Default, Debug)]
pub struct DupSink {
    pub pairs: Vec<[u64; 2]>,
}

impl DupSink {
    pub fn note(&mut self, slot: u64, row: u64) {
        self.pairs.push([slot, row]);
    }
}

/// The duplicate rows of an inner join's hash table past each key's first [`CLUSTER_DUPS`],
/// grouped by the slot they hang off (the key's `CLUSTER_DUPS`-th):
///
/// ```text
///   slots:   the slots that have a run, ascending (one per heavily repeated key: few)
///   starts:  slots.len() + 1 u64s    run k is entries starts[k] .. starts[k+1]
///   entries: one record per row, in the slot's format (keys and payload at the same offsets),
///            so a probe reads a duplicate exactly as it reads a slot
/// ```
/// Built after the table from the (slot, row) pairs the build noted. Only slots are sorted, so
/// its size follows the duplicates, not the table.
pub struct DupRuns {
    pub slots: Vec<u64>,
    pub starts: Vec<u64>,
    pub entries: Vec<u64>,
}

impl DupRuns {
    /// Group `pairs` of (slot, row) by slot; `write(row, record)` fills a record in the slot's
    /// format (`slot_size` bytes) for a build row.
    pub fn new(l: &TableLayout, mut pairs: Vec<[u64; 2]>, mut write: impl FnMut(u64, &mut [u8])) -> DupRuns {
        pairs.sort_unstable_by_key(|p| p[0]);
        let ss = l.slot_size as usize;
        let mut entries = vec![0u64; (pairs.len() * ss).div_ceil(8)];
        let bytes: &mut [u8] = bytemuck::cast_slice_mut(&mut entries[..]);
        let (mut slots, mut starts) = (Vec::new(), Vec::new());
        for (at, p) in pairs.iter().enumerate() {
            if slots.last() != Some(&p[0]) {
                slots.push(p[0]);
                starts.push(at as u64);
            }
            write(p[1], &mut bytes[at * ss..(at + 1) * ss]);
        }
        if slots.is_empty() {
            // No runs (a replica whose rows had no duplicates while another's did): one slot no
            // home can be, so that the probe's lookup may read `slots[0]` and `starts[0..2]`
            // whatever the count.
            slots.push(u64::MAX);
            starts.push(0);
        }
        starts.push(pairs.len() as u64);
        DupRuns { slots, starts, entries }
    }

    /// Entries of slot `h`'s run (empty when it has none).
    pub fn range(&self, h: u64) -> std::ops::Range<usize> {
        match self.slots.binary_search(&h) {
            Ok(k) => self.starts[k] as usize..self.starts[k + 1] as usize,
            Err(_) => 0..0,
        }
    }

    /// The entries as bytes.
    pub fn bytes(&self) -> &[u8] {
        bytemuck::cast_slice(&self.entries[..])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stats(rows: u64, lo: i128, hi: i128) -> KeyStats {
        KeyStats { rows, range: Some((lo, hi)) }
    }

    #[test]
    fn dense_keys_get_identity_hash_and_zero_sentinel() {
        let l = TableLayout::new(&[(0, ColType::U32)], &[(1, ColType::U32)], stats(1 << 20, 1, 1 << 20));
        assert_eq!(l.slot_size, 8);
        assert_eq!(l.bits, 21);
        assert_eq!(l.hash, HashKind::Identity { min: 1, span: (1 << 20) - 1 });
        assert_eq!(l.empty, Empty::Sentinel(0));
        assert_eq!(l.home(1, None), 0);
        assert_eq!(l.field_of(1).unwrap().offset, 4);
    }

    #[test]
    fn sentinels_avoid_the_key_range() {
        let l = TableLayout::new(&[(0, ColType::I32)], &[], stats(10, -5, 5));
        assert_eq!(l.empty, Empty::Sentinel(key_bits(ColType::I32, i32::MAX as i128)));
        let l = TableLayout::new(&[(0, ColType::I32)], &[], stats(10, -5, i32::MAX as i128));
        assert_eq!(l.empty, Empty::Sentinel(key_bits(ColType::I32, i32::MIN as i128)));
        let l = TableLayout::new(&[(0, ColType::U64)], &[], stats(10, 0, u64::MAX as i128));
        assert_eq!(l.empty, Empty::Flag { offset: 0 });
        assert_eq!(l.keys[0].offset, 8);
        assert_eq!(l.slot_size, 16);
    }

    #[test]
    fn wide_fields_come_first_and_slots_are_aligned() {
        let l = TableLayout::new(
            &[(0, ColType::U32), (1, ColType::I64)],
            &[(2, ColType::F64), (3, ColType::U32)],
            stats(100, 1, 1_000_000),
        );
        assert_eq!(l.hash, HashKind::Multiplicative);
        let k0 = l.field_of(0).unwrap();
        let k1 = l.field_of(1).unwrap();
        // Two key columns: the `used` flag leads (padded to 8), then 8-byte fields, then 4-byte ones.
        assert_eq!(l.empty, Empty::Flag { offset: 0 });
        assert_eq!(
            (k1.offset, l.field_of(2).unwrap().offset, k0.offset, l.field_of(3).unwrap().offset),
            (8, 16, 24, 28)
        );
        assert_eq!(l.slot_size, 32);
        let mut padded = l.clone();
        assert_eq!((padded.align_to_line(64), padded.slot_size), (None, 32), "already a power of two");
        let l = TableLayout::new(&[(0, ColType::U64)], &[(2, ColType::F64), (3, ColType::U32)], stats(100, 1, 1 << 40));
        assert_eq!(l.slot_size, 24);
        let mut padded = l.clone();
        assert_eq!((padded.align_to_line(64), padded.slot_size), (Some(24), 32));
        let mut wide = l.clone();
        assert_eq!((wide.align_to_line(16), wide.slot_size), (None, 24), "32 B would not fit a 16 B line");
    }
}
