//! Radix partitioning (PRO style): both sides of a join are reordered by the high bits of
//! each key's position in the lookup structure, so that the build and then the probe of one
//! partition touch one cache-sized band of the table or vector.
//!
//! ```text
//!   position(k)  = home slot (hash table) | k − min (vector)
//!   partition(k) = min(position(k) ≫ shift, fan-out − 1)        fan-out = 2^bits
//!
//!   1. histogram: each chunk of rows counts its partitions         hist[chunk][p]
//!   2. prefix sums, partition-major: out[p][chunk] = Σ earlier partitions + earlier chunks
//!   3. scatter: each chunk writes its rows to its ranges, in row order within a partition
//!
//!   band of partition p = positions [p·2^shift, (p+1)·2^shift): 2^shift · element bytes
//! ```
//! Partitioned rows are *tuples*: the columns the rest of the plan reads, packed 8-byte fields
//! first and padded to a power-of-two width, so a cache line holds a whole number of them and
//! the JIT scatter can gather them in one line-sized write-combining buffer per partition
//! before writing the line out. Whatever the keys, a partition number is clamped below the
//! fan-out, so no key can write outside the histogram or the output.

use jitjoin_ir::ColType;

/// Largest fan-out of one pass on any target (the target's L2 and TLB usually bound it lower;
/// see `CacheModel::max_radix_bits`).
pub const MAX_BITS: u32 = 12;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Radix {
    pub bits: u32,
    pub shift: u32,
}

impl Radix {
    pub fn fanout(&self) -> u64 {
        1 << self.bits
    }

    #[inline]
    pub fn partition(&self, position: u64) -> u64 {
        (position >> self.shift).min(self.fanout() - 1)
    }

    /// A partitioning of positions `0..positions` into bands of at most `band` positions, with
    /// a fan-out of at most 2^`max_bits` (at least 2).
    pub fn for_positions(positions: u64, band: u64, max_bits: u32) -> Radix {
        let pos_bits = 64 - positions.max(2).saturating_sub(1).leading_zeros();
        let want = positions.div_ceil(band.max(1)).max(2).next_power_of_two().trailing_zeros();
        let bits = want.clamp(1, max_bits.max(1)).min(pos_bits);
        Radix { bits, shift: pos_bits - bits }
    }
}

/// One field of a partitioned tuple.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TupleField {
    pub col: usize,
    pub ty: ColType,
    pub offset: u32,
}

/// Row-wise layout of partitioned tuples.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TupleLayout {
    pub fields: Vec<TupleField>,
    /// A power of two ≥ 4.
    pub width: u32,
}

impl TupleLayout {
    /// Pack `cols` (column, type) 8-byte fields first.
    pub fn new(cols: &[(usize, ColType)]) -> TupleLayout {
        let mut sorted = cols.to_vec();
        sorted.sort_by_key(|&(c, t)| (t.width() != 8, c));
        sorted.dedup();
        let mut offset = 0;
        let fields = sorted
            .into_iter()
            .map(|(col, ty)| {
                let f = TupleField { col, ty, offset };
                offset += ty.width() as u32;
                f
            })
            .collect();
        TupleLayout { fields, width: offset.max(4).next_power_of_two() }
    }

    pub fn field(&self, col: usize) -> Option<TupleField> {
        self.fields.iter().copied().find(|f| f.col == col)
    }

    /// Tuples per 64-byte line (0 when a tuple is wider than a line).
    pub fn per_line(&self) -> u32 {
        64 / self.width
    }
}

/// Prefix sums of per-chunk histograms, partition-major: `out[c][p]` is where chunk `c`
/// writes its first row of partition `p`.
pub fn offsets(hist: &[Vec<u64>], fanout: usize) -> Vec<Vec<u64>> {
    let mut out = vec![vec![0; fanout]; hist.len()];
    let mut at = 0;
    for p in 0..fanout {
        for (c, h) in hist.iter().enumerate() {
            out[c][p] = at;
            at += h[p];
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fanout_follows_the_band_and_clamps() {
        let r = Radix::for_positions(1 << 25, 1 << 16, 11);
        assert_eq!(r, Radix { bits: 9, shift: 16 });
        assert_eq!(r.partition(u64::MAX), 511);
        assert_eq!(Radix::for_positions(1 << 30, 1 << 10, 11), Radix { bits: 11, shift: 19 });
        let tiny = Radix::for_positions(3, 1 << 20, 11);
        assert_eq!(tiny, Radix { bits: 1, shift: 1 });
        assert_eq!((tiny.partition(0), tiny.partition(2), tiny.partition(1 << 40)), (0, 1, 1));
    }

    #[test]
    fn tuples_pack_wide_fields_first() {
        let t = TupleLayout::new(&[(0, ColType::U32), (2, ColType::F64), (1, ColType::I32)]);
        assert_eq!(t.width, 16);
        assert_eq!(t.field(2).unwrap().offset, 0);
        assert_eq!((t.field(0).unwrap().offset, t.field(1).unwrap().offset), (8, 12));
        assert_eq!(TupleLayout::new(&[(0, ColType::U32)]).per_line(), 16);
    }

    #[test]
    fn offsets_are_partition_major() {
        let o = offsets(&[vec![1, 2], vec![3, 4]], 2);
        assert_eq!(o, vec![vec![0, 4], vec![1, 6]]);
    }
}
