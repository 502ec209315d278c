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
//! [`crate::Column::packed`] makes one. The column keeps its full-width values, which the interpreter (the oracle), the generic
//! engine and every reader in Rust read; only kernels compiled for the packed layout read the
//! copy, with the width and the smallest value compiled in. [`PAD`] zero bytes follow the
//! last row, so that a kernel may read a whole 4- or 8-byte word at any row's first byte (a
//! 3-byte value is a 4-byte load and a mask) or 16 bytes at a turn of rows.

use crate::types::ColType;
use std::sync::Arc;

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
    pub bytes: Arc<[u8]>,
}

impl Packed {
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
