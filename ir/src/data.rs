//! In-memory column data: what generators and CSV readers produce and engines read.
//!
//! ```text
//!   TableData { rows: n, columns: [Column::U32([k0, k1, …, k(n-1)]), Column::F64([…]), …] }
//! ```
//! One contiguous, typed array per column (columnar, like the study's key[] and payload[]),
//! so kernels read a column with a base address and a fixed stride. A column's values are its
//! own vector or, for tables a program registers from Arrow, the Arrow buffer itself
//! ([`Values`]).

use crate::types::{ColType, Value};
use std::sync::Arc;

/// A column's values: a vector of its own, or memory another owner keeps alive (an Arrow
/// buffer a program registered), read in place without a copy.
///
/// It reads as a slice. Writing ([`Values::to_mut`]) first copies shared values into a
/// vector of its own, so a registered buffer is never written.
#[derive(Clone)]
pub struct Values<T: 'static>(Repr<T>);

#[derive(Clone)]
enum Repr<T: 'static> {
    Owned(Vec<T>),
    Shared(Arc<dyn AsRef<[T]> + Send + Sync>),
}

impl<T: Clone + 'static> Values<T> {
    /// Values held by `owner`, which keeps them alive and unchanged as long as any clone of
    /// the returned value exists.
    pub fn shared(owner: Arc<dyn AsRef<[T]> + Send + Sync>) -> Values<T> {
        Values(Repr::Shared(owner))
    }

    /// Whether the values are read in place from another owner's memory.
    pub fn is_shared(&self) -> bool {
        matches!(self.0, Repr::Shared(_))
    }

    /// The values as a vector of their own, copied first if they were shared.
    pub fn to_mut(&mut self) -> &mut Vec<T> {
        if let Repr::Shared(s) = &self.0 {
            self.0 = Repr::Owned(s.as_ref().as_ref().to_vec());
        }
        match &mut self.0 {
            Repr::Owned(v) => v,
            Repr::Shared(_) => unreachable!("made owned above"),
        }
    }
}

impl<T: 'static> std::ops::Deref for Values<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        match &self.0 {
            Repr::Owned(v) => v,
            Repr::Shared(s) => s.as_ref().as_ref(),
        }
    }
}

impl<T: Clone + 'static> std::ops::DerefMut for Values<T> {
    /// Writable values: shared ones are copied first ([`Values::to_mut`]).
    fn deref_mut(&mut self) -> &mut [T] {
        self.to_mut()
    }
}

impl<T: 'static> From<Vec<T>> for Values<T> {
    fn from(v: Vec<T>) -> Values<T> {
        Values(Repr::Owned(v))
    }
}

impl<T: PartialEq + 'static> PartialEq for Values<T> {
    fn eq(&self, other: &Values<T>) -> bool {
        **self == **other
    }
}

impl<T: std::fmt::Debug + 'static> std::fmt::Debug for Values<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        (**self).fmt(f)
    }
}

impl<T: 'static> FromIterator<T> for Values<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Values<T> {
        Values(Repr::Owned(iter.into_iter().collect()))
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Column {
    I32(Values<i32>),
    I64(Values<i64>),
    U32(Values<u32>),
    U64(Values<u64>),
    F64(Values<f64>),
}

impl Column {
    pub fn zeroed(ty: ColType, len: usize) -> Column {
        match ty {
            ColType::I32 => Column::I32(vec![0; len].into()),
            ColType::I64 => Column::I64(vec![0; len].into()),
            ColType::U32 => Column::U32(vec![0; len].into()),
            ColType::U64 => Column::U64(vec![0; len].into()),
            ColType::F64 => Column::F64(vec![0.0; len].into()),
        }
    }

    pub fn ty(&self) -> ColType {
        match self {
            Column::I32(_) => ColType::I32,
            Column::I64(_) => ColType::I64,
            Column::U32(_) => ColType::U32,
            Column::U64(_) => ColType::U64,
            Column::F64(_) => ColType::F64,
        }
    }

    pub fn len(&self) -> usize {
        match self {
            Column::I32(v) => v.len(),
            Column::I64(v) => v.len(),
            Column::U32(v) => v.len(),
            Column::U64(v) => v.len(),
            Column::F64(v) => v.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Integer value at `row`, widened exactly; `None` for `f64` columns.
    pub fn int(&self, row: usize) -> Option<i128> {
        match self {
            Column::I32(v) => Some(v[row] as i128),
            Column::I64(v) => Some(v[row] as i128),
            Column::U32(v) => Some(v[row] as i128),
            Column::U64(v) => Some(v[row] as i128),
            Column::F64(_) => None,
        }
    }

    pub fn value(&self, row: usize) -> Value {
        match self {
            Column::F64(v) => Value::Float(v[row]),
            _ => Value::Int(self.int(row).expect("integer column")),
        }
    }

    /// Base address and element width, for kernels that read the column directly.
    pub fn as_ptr(&self) -> *const u8 {
        match self {
            Column::I32(v) => v.as_ptr().cast(),
            Column::I64(v) => v.as_ptr().cast(),
            Column::U32(v) => v.as_ptr().cast(),
            Column::U64(v) => v.as_ptr().cast(),
            Column::F64(v) => v.as_ptr().cast(),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct TableData {
    pub name: String,
    pub rows: usize,
    pub columns: Vec<Column>,
}

impl TableData {
    /// Bytes of all its columns.
    pub fn bytes(&self) -> usize {
        self.columns.iter().map(|c| c.len() * c.ty().width()).sum()
    }
}

/// A table stored in one block of rows per NUMA node, split by the value of column `col`
/// (static pre-partitioning, a table's `partition:` parameter): node n's rows are
/// `ranges[n]`.
#[derive(Clone, Debug, PartialEq)]
pub struct NodeBlocks {
    pub col: usize,
    pub ranges: Vec<std::ops::Range<usize>>,
}

/// The data of every table of a plan, in the plan's table order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Dataset {
    pub tables: Vec<TableData>,
    /// Per table, when it is stored split across nodes (empty: none is).
    pub blocks: Vec<Option<NodeBlocks>>,
}

impl Dataset {
    /// How table `t` is split across nodes, if it is.
    pub fn blocks(&self, t: usize) -> Option<&NodeBlocks> {
        self.blocks.get(t).and_then(Option::as_ref)
    }

    pub fn bytes(&self) -> usize {
        self.tables.iter().map(TableData::bytes).sum()
    }
}
