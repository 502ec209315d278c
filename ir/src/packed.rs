//! Packed columns: an integer column stored again in as few bytes as its values need, for
//! the compiled scans to read instead of the full-width values.
//!
//! A scan that reads every row of a fact table is bound by the bytes it reads. SSB's
//! quantities (1–50) and discounts (0–10) fit a byte, its order dates (19920101–19980802) two
//! after subtracting the smallest, its keys and prices three; stored as 4-byte integers they
//! cost a 4-byte read each. A packed copy holds each value less the column's smallest in
//! `width` little-endian bytes (frame of reference, byte-aligned):
//!
//! ```text
//!   values  19920101 19920102 19980802 …           (u32, 4 bytes a row)
//!   packed  min = 19920101, width = 2
//!   bytes   00 00 | 01 00 | 59 ee | … | 0 × PAD     (value − min, little-endian)
//!   value(r) = min + (bytes[2r] | bytes[2r + 1] << 8)
//! ```
//!
//! The column keeps its full-width values, which the interpreter (the oracle), the generic
//! engine and every reader in Rust read; only kernels compiled for the packed layout read the
//! copy, with the width and the smallest value compiled in. [`PAD`] zero bytes follow the
//! last row, so that a kernel may read a whole 4- or 8-byte word at any row's first byte (a
//! 3-byte value is a 4-byte load and a mask) or 16 bytes at a turn of rows.

use crate::data::{Column, Values};
use crate::types::ColType;

/// Zero bytes after the last row's: a kernel's widest read at a row (16 bytes, a SIMD load
/// of a turn's values) stays inside the buffer.
pub const PAD: usize = 16;

/// Tables of fewer rows are not packed: their scans are short, and a kernel compiled for
/// their packed layout would differ by the data's range for little gain.
pub const MIN_ROWS: usize = 1 << 16;

/// A packed copy of an integer column (see the module docs).
#[derive(Clone, Debug, PartialEq)]
pub struct Packed {
    /// Bytes per row: 1, 2 or 3 for a 4-byte column; 1 to 4 for an 8-byte one.
    pub width: u8,
    /// The column's smallest value, which every stored offset is added to.
    pub min: i128,
    /// `rows · width` bytes of offsets, then [`PAD`] zero bytes.
    pub bytes: Values<u8>,
}

impl Packed {
    /// The packed copy of `col`, when it is an integer column whose values fit fewer bytes
    /// than its type's; `None` otherwise (a float column, an empty one, or values spanning
    /// the whole type).
    pub fn of(col: &Column) -> Option<Packed> {
        let ty = col.ty();
        if !ty.is_integer() || col.is_empty() {
            return None;
        }
        let (min, max) = match col {
            Column::I32(v) => min_max(v.iter().map(|&x| x as i128)),
            Column::I64(v) => min_max(v.iter().map(|&x| x as i128)),
            Column::U32(v) => min_max(v.iter().map(|&x| x as i128)),
            Column::U64(v) => min_max(v.iter().map(|&x| x as i128)),
            Column::F64(_) => return None,
        };
        let width = width_of((max - min) as u128)?;
        if width as usize >= ty.width() {
            return None;
        }
        let w = width as usize;
        let mut bytes = vec![0u8; col.len() * w + PAD];
        let mut put = |offsets: &mut dyn Iterator<Item = u64>| {
            for (chunk, off) in bytes.chunks_exact_mut(w).zip(offsets) {
                chunk.copy_from_slice(&off.to_le_bytes()[..w]);
            }
        };
        // The offset is exact: every value lies in min ..= max, and max − min < 2^32.
        match col {
            Column::I32(v) => put(&mut v.iter().map(|&x| (x as i128 - min) as u64)),
            Column::I64(v) => put(&mut v.iter().map(|&x| (x as i128 - min) as u64)),
            Column::U32(v) => put(&mut v.iter().map(|&x| (x as i128 - min) as u64)),
            Column::U64(v) => put(&mut v.iter().map(|&x| (x as i128 - min) as u64)),
            Column::F64(_) => unreachable!("not an integer column"),
        }
        Some(Packed { width, min, bytes: bytes.into() })
    }

    /// Rows held.
    pub fn rows(&self) -> usize {
        (self.bytes.len() - PAD) / self.width as usize
    }

    /// The value at `row`, as the column holds it.
    pub fn get(&self, row: usize) -> i128 {
        let w = self.width as usize;
        let mut word = [0u8; 8];
        word[..w].copy_from_slice(&self.bytes[row * w..row * w + w]);
        self.min + u64::from_le_bytes(word) as i128
    }

    /// The smallest value's bits in a column of `ty` (two's complement, within the type's
    /// width): what a kernel adds to each stored offset, wrapping in the type's width.
    pub fn min_bits(&self, ty: ColType) -> u64 {
        let bits = self.min as u64;
        if ty.width() >= 8 { bits } else { bits & ((1u64 << (8 * ty.width())) - 1) }
    }
}

fn min_max(mut values: impl Iterator<Item = i128>) -> (i128, i128) {
    let first = values.next().expect("a column of at least one row");
    values.fold((first, first), |(lo, hi), x| (lo.min(x), hi.max(x)))
}

/// Bytes that hold every offset up to `span`: 1 to 4, or `None` beyond 32 bits.
fn width_of(span: u128) -> Option<u8> {
    (1u8..=4).find(|&w| span < 1u128 << (8 * w as u32))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn dates_take_two_bytes_and_keys_three() {
        let dates = Column::U32((0..1000u32).map(|i| 19920101 + i * 61).collect::<Vec<_>>().into());
        let p = Packed::of(&dates).expect("packed");
        assert_eq!((p.width, p.min), (2, 19920101));
        assert_eq!(p.get(999), 19920101 + 999 * 61);
        let keys = Column::I64((0..1000i64).map(|i| -5 + i * 10_000).collect::<Vec<_>>().into());
        assert_eq!(Packed::of(&keys).map(|p| p.width), Some(3));
        let wide = Column::U32(vec![0, u32::MAX].into());
        assert_eq!(Packed::of(&wide), None);
        assert_eq!(Packed::of(&Column::F64(vec![1.0].into())), None);
    }

    proptest! {
        /// Every value reads back, in every type, and the copy is narrower than the type.
        #[test]
        fn every_value_reads_back(base in any::<i64>(), offs in proptest::collection::vec(0u64..1 << 24, 1..300),
                                  ty in 0usize..4) {
            let col = match ty {
                0 => Column::I32(offs.iter().map(|&o| (base as i32).min(i32::MAX - 0xffff) + (o as i32 & 0xffff)).collect::<Vec<_>>().into()),
                1 => Column::I64(offs.iter().map(|&o| base.saturating_add(o as i64)).collect::<Vec<_>>().into()),
                2 => Column::U32(offs.iter().map(|&o| (base as u32).min(u32::MAX - 0xffff) + (o as u32 & 0xffff)).collect::<Vec<_>>().into()),
                _ => Column::U64(offs.iter().map(|&o| (base as u64).saturating_add(o)).collect::<Vec<_>>().into()),
            };
            // Spans below 2^24 pack into fewer bytes than any of the four types.
            let p = Packed::of(&col).expect("packed");
            prop_assert!((p.width as usize) < col.ty().width());
            prop_assert_eq!(p.rows(), col.len());
            prop_assert_eq!(p.bytes.len(), col.len() * p.width as usize + PAD);
            for r in 0..col.len() {
                prop_assert_eq!(Some(p.get(r)), col.int(r));
                // What a kernel computes: the offset plus the smallest value's bits,
                // wrapping in the type's width.
                let w = col.ty().width() as u32 * 8;
                let mask = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
                let off = (p.get(r) - p.min) as u64;
                let bits = off.wrapping_add(p.min_bits(col.ty())) & mask;
                prop_assert_eq!(bits, col.int(r).unwrap() as u64 & mask);
            }
        }
    }
}
