//! Layouts: where keys and payloads live in the structures joins look up, and how a table is
//! cut into radix partitions. Pure data descriptions and their arithmetic; nothing here
//! compiles or runs a kernel.
//!
//! - [`hash`]: open-addressing hash tables, their one hash function, and runs of duplicates;
//! - [`vector`]: key-indexed vectors (bitmaps, values, row ids);
//! - [`group`]: the blocks of a grouped aggregate's groups, direct-indexed or hashed;
//! - [`radix`]: partition numbers, fan-outs and the packed tuples partitions hold;
//! - [`memory`]: the zeroed, page-backed mappings every structure lives in.

pub mod group;
pub mod hash;
pub mod memory;
pub mod radix;
pub mod vector;

pub use hash::{
    CLUSTER_DUPS, DupRuns, DupSink, Empty, Field, HashKind, KeyStats, MIX2, PHI64, TableLayout, key_bits,
    multiplicative_home,
};
use vector::VectorLayout;

/// The structure a join looks its keys up in.
#[derive(Clone, Debug, PartialEq, Hash)]
pub enum Lookup {
    Hash(TableLayout),
    Vector(VectorLayout),
}

impl Lookup {
    pub fn bytes(&self) -> u64 {
        match self {
            Lookup::Hash(l) => l.bytes(),
            Lookup::Vector(v) => v.bytes(),
        }
    }

    /// Where a carried build column is read after a match.
    pub fn field_of(&self, col: usize) -> Option<Field> {
        match self {
            Lookup::Hash(l) => l.field_of(col),
            Lookup::Vector(v) => v.field_of(col),
        }
    }

    /// Positions a key can map to: slots, or vector elements.
    pub fn positions(&self) -> u64 {
        match self {
            Lookup::Hash(l) => l.capacity(),
            Lookup::Vector(v) => v.elements(),
        }
    }

    /// Bytes per position, rounded up (a bitmap counts 1).
    pub fn position_bytes(&self) -> u64 {
        match self {
            Lookup::Hash(l) => l.slot_size as u64,
            Lookup::Vector(v) => v.width().max(1) as u64,
        }
    }

    /// Position of raw key bits: the home slot, or the vector index (wrapping; only indices
    /// `≤ span` are in the vector).
    #[inline]
    pub fn position(&self, k0: u64, k1: Option<u64>) -> u64 {
        match self {
            Lookup::Hash(l) => l.home(k0, k1),
            Lookup::Vector(v) => v.index(k0),
        }
    }

    pub fn hash(&self) -> Option<&TableLayout> {
        match self {
            Lookup::Hash(l) => Some(l),
            Lookup::Vector(_) => None,
        }
    }

    pub fn name(&self) -> &'static str {
        match self {
            Lookup::Hash(_) => "hash",
            Lookup::Vector(_) => "vector",
        }
    }
}
