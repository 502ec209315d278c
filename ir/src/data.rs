//! In-memory column data: what generators and CSV readers produce and engines read.
//!
//! ```text
//!   TableData { rows: n, columns: [Column::U32([k0, k1, …, k(n-1)]), Column::F64([…]), …] }
//! ```
//! One contiguous, typed vector per column (columnar, like the study's key[] and payload[]),
//! so kernels read a column with a base address and a fixed stride.

use crate::types::{ColType, Value};

#[derive(Clone, Debug, PartialEq)]
pub enum Column {
    I32(Vec<i32>),
    I64(Vec<i64>),
    U32(Vec<u32>),
    U64(Vec<u64>),
    F64(Vec<f64>),
}

impl Column {
    pub fn zeroed(ty: ColType, len: usize) -> Column {
        match ty {
            ColType::I32 => Column::I32(vec![0; len]),
            ColType::I64 => Column::I64(vec![0; len]),
            ColType::U32 => Column::U32(vec![0; len]),
            ColType::U64 => Column::U64(vec![0; len]),
            ColType::F64 => Column::F64(vec![0.0; len]),
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
