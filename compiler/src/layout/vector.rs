//! Vector-join layouts: a dense primary key indexes a plain array.
//!
//! ```text
//!   index i = key − min            0 ≤ i ≤ span, one element per key value in the range,
//!                                  and a guard at span + 1 that is always absent
//!
//!   Bit     (nothing carried: semi, anti, or an inner join read for its count)
//!           word[i / 64] bit (i % 64) = key present                 ⌈(span+2)/64⌉ × 8 B
//!   Value   (one integer column carried)
//!           elem[i] = v − base + 1 in 1, 2, 4 or 8 bytes, 0 = absent   (span+2) × w B
//!           w is the narrowest width that holds the column's range plus the absent marker
//!   RowId   (several columns, a float, or a range too wide for 8 bytes)
//!           elem[i] = row + 1 in 4 or 8 bytes, 0 = absent; carried columns are read from
//!           the build table at that row
//! ```
//! Zero means absent in every form, so a fresh zeroed mapping is an empty vector. Probes
//! check `i ≤ span` before they index, or read at min(i, span + 1) without a branch (the guard
//! answers "absent" for every key outside the range), so no key, however far outside the
//! range, reads out of bounds. The build claims elements with a CAS (a fetch-or for bits) and counts the keys it
//! finds already present: duplicates, which an inner join cannot hold in a vector.

use crate::layout::{Field, KeyStats, key_bits};
use jitjoin_ir::ColType;

/// Largest number of key values a vector may span (2^36: 64 GiB of 1-byte elements).
pub const MAX_SPAN: u64 = 1 << 36;

#[derive(Clone, Debug, PartialEq, Hash)]
pub enum Elem {
    Bit,
    Value { field: Field, width: u32, base: u64 },
    RowId { width: u32, carried: Vec<Field> },
}

#[derive(Clone, Debug, PartialEq, Hash)]
pub struct VectorLayout {
    /// The build key column.
    pub key: Field,
    /// Raw 64-bit key bits of the smallest key (see [`key_bits`]).
    pub min: u64,
    /// Largest key − smallest key.
    pub span: u64,
    pub elem: Elem,
}

/// Why a join cannot use a vector.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotVector {
    TwoKeys,
    TooWide { values: u128 },
}

impl std::fmt::Display for NotVector {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NotVector::TwoKeys => write!(f, "a vector is indexed by one key column, and this join has two"),
            NotVector::TooWide { values } => {
                write!(f, "the keys span {values} values, more than the {MAX_SPAN} a vector may index")
            }
        }
    }
}

/// Narrowest element width in {1, 2, 4, 8} that holds `values` distinct values plus 0.
fn width_for(values: u128) -> Option<u32> {
    [1u32, 2, 4, 8].into_iter().find(|&w| values < (1u128 << (8 * w)))
}

impl VectorLayout {
    /// Lay out a vector for key column `key` carrying `carried` columns, from the key's
    /// statistics; `carried_range` is the range of the single carried column, when there is
    /// exactly one integer column.
    pub fn new(
        keys: &[(usize, ColType)],
        carried: &[(usize, ColType)],
        stats: KeyStats,
        carried_range: Option<(i128, i128)>,
    ) -> Result<VectorLayout, NotVector> {
        let &[(kc, kt)] = keys else { return Err(NotVector::TwoKeys) };
        let (min, span) = match stats.range {
            None => (0, 0),
            Some((lo, hi)) => {
                let values = (hi - lo + 1) as u128;
                if values > MAX_SPAN as u128 {
                    return Err(NotVector::TooWide { values });
                }
                (key_bits(kt, lo), (hi - lo) as u64)
            }
        };
        let key = Field { col: kc, ty: kt, offset: 0 };
        let field = |&(col, ty): &(usize, ColType)| Field { col, ty, offset: 0 };
        let row_id = || Elem::RowId {
            width: if stats.rows < u32::MAX as u64 { 4 } else { 8 },
            carried: carried.iter().map(field).collect(),
        };
        let elem = match carried {
            [] => Elem::Bit,
            [c] if c.1 != ColType::F64 => match carried_range {
                None => Elem::Value { field: field(c), width: 1, base: 0 },
                Some((lo, hi)) => match width_for((hi - lo + 1) as u128) {
                    Some(width) => Elem::Value { field: field(c), width, base: key_bits(c.1, lo) },
                    None => row_id(),
                },
            },
            _ => row_id(),
        };
        Ok(VectorLayout { key, min, span, elem })
    }

    /// Elements (or bits) in the vector: one per key value in the range.
    pub fn elements(&self) -> u64 {
        self.span + 1
    }

    /// Bytes per element; 0 for a bitmap.
    pub fn width(&self) -> u32 {
        match self.elem {
            Elem::Bit => 0,
            Elem::Value { width, .. } | Elem::RowId { width, .. } => width,
        }
    }

    /// Bytes of the vector: its elements and the guard after them.
    pub fn bytes(&self) -> u64 {
        let positions = self.elements() + 1;
        match self.elem {
            Elem::Bit => positions.div_ceil(64) * 8,
            _ => positions * self.width() as u64,
        }
    }

    /// The guard's index, span + 1: never claimed, so always absent.
    pub fn guard(&self) -> u64 {
        self.span + 1
    }

    /// Where a carried column is read after a match.
    pub fn field_of(&self, col: usize) -> Option<Field> {
        match &self.elem {
            Elem::Bit => None,
            Elem::Value { field, .. } => (field.col == col).then_some(*field),
            Elem::RowId { carried, .. } => carried.iter().copied().find(|f| f.col == col),
        }
    }

    /// Index of raw key bits `k` (wrapping; only `≤ span` is a position in the vector).
    #[inline]
    pub fn index(&self, k: u64) -> u64 {
        k.wrapping_sub(self.min)
    }

    /// What the layout is, in a few words.
    pub fn describe(&self) -> String {
        match &self.elem {
            Elem::Bit => format!("bitmap of {} keys", self.elements()),
            Elem::Value { width, .. } => format!("{} elements of {width} B (payload − min + 1)", self.elements()),
            Elem::RowId { width, .. } => format!("{} row ids of {width} B", self.elements()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stats(rows: u64, lo: i128, hi: i128) -> KeyStats {
        KeyStats { rows, range: Some((lo, hi)) }
    }

    #[test]
    fn payload_width_follows_the_payload_range() {
        let k = [(0, ColType::U32)];
        let c = [(1, ColType::I32)];
        let w = |lo, hi| VectorLayout::new(&k, &c, stats(10, 1, 10), Some((lo, hi))).unwrap().width();
        assert_eq!(w(1, 255), 1);
        assert_eq!(w(1, 256), 2, "256 values plus the absent marker need 9 bits");
        assert_eq!(w(-40_000, 20_000), 2);
        assert_eq!(w(-40_000, 40_000), 4);
        assert_eq!(w(0, 1 << 40), 8);
        let v = VectorLayout::new(&k, &c, stats(10, 1, 10), Some((-5, 5))).unwrap();
        assert_eq!(
            v.elem,
            Elem::Value { field: Field { col: 1, ty: ColType::I32, offset: 0 }, width: 1, base: -5i64 as u64 }
        );
        assert_eq!(v.bytes(), 11, "ten elements and the guard");
    }

    #[test]
    fn bitmaps_row_ids_and_refusals() {
        let k = [(0, ColType::I64)];
        let v = VectorLayout::new(&k, &[], stats(3, -1, 127), None).unwrap();
        assert_eq!((v.elem.clone(), v.bytes(), v.index(-1i64 as u64)), (Elem::Bit, 24, 0));
        let two = [(1, ColType::U32), (2, ColType::F64)];
        assert!(matches!(
            VectorLayout::new(&k, &two, stats(3, 0, 9), None).unwrap().elem,
            Elem::RowId { width: 4, .. }
        ));
        let f = [(2, ColType::F64)];
        assert!(matches!(VectorLayout::new(&k, &f, stats(3, 0, 9), None).unwrap().elem, Elem::RowId { .. }));
        assert_eq!(
            VectorLayout::new(&k, &[], stats(3, i64::MIN as i128, i64::MAX as i128), None),
            Err(NotVector::TooWide { values: 1 << 64 })
        );
        assert_eq!(
            VectorLayout::new(&[(0, ColType::U32), (1, ColType::U32)], &[], stats(1, 0, 0), None),
            Err(NotVector::TwoKeys)
        );
        let empty = VectorLayout::new(&k, &[], KeyStats { rows: 0, range: None }, None).unwrap();
        assert_eq!((empty.elements(), empty.bytes()), (1, 8));
        // 64 keys fill a word: the guard takes a second.
        let full = VectorLayout::new(&k, &[], stats(64, 0, 63), None).unwrap();
        assert_eq!((full.elements(), full.bytes(), full.guard()), (64, 16, 64));
    }
}
