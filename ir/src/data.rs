//! In-memory column data: what generators and CSV readers produce and engines read.
//!
//! ```text
//!   TableData { rows: n, columns: [Column::U32([k0, k1, …, k(n-1)]), Column::F64([…]), …] }
//! ```
//! One contiguous, typed array per column (columnar, like the study's key[] and payload[]),
//! so kernels read a column with a base address and a fixed stride. A column's values are its
//! own vector or, for tables a program registers from Arrow, the Arrow buffer itself
//! ([`Values`]).

use crate::packed::Packed;
use crate::types::{ColType, Value};
use std::sync::Arc;

/// A column's values: a vector of its own, or memory another owner keeps alive (an Arrow
/// buffer a program registered), read in place without a copy.
///
/// It reads as a slice. Cloning shares the values (a reference count, no copy), so a
/// dataset can be extended with columns derived from its own ([`crate::nulls`]) for the price
/// of the new columns. Writing ([`Values::to_mut`]) first copies values that are shared, with
/// another clone or with a registered buffer, so neither is ever written.
#[derive(Clone)]
pub struct Values<T: 'static>(Repr<T>);

#[derive(Clone)]
enum Repr<T: 'static> {
    Owned(Arc<Vec<T>>),
    Shared(Arc<dyn AsRef<[T]> + Send + Sync>),
}

impl<T: Clone + 'static> Values<T> {
    /// Values held by `owner`, which keeps them alive and unchanged as long as any clone of
    /// the returned value exists.
    pub fn shared(owner: Arc<dyn AsRef<[T]> + Send + Sync>) -> Values<T> {
        Values(Repr::Shared(owner))
    }

    /// The values' own buffer, when they hold one that nothing else shares (to be reused).
    pub fn into_vec(self) -> Option<Vec<T>> {
        match self.0 {
            Repr::Owned(v) => Arc::try_unwrap(v).ok(),
            Repr::Shared(_) => None,
        }
    }

    /// Whether the values are read in place from another owner's memory.
    pub fn is_shared(&self) -> bool {
        matches!(self.0, Repr::Shared(_))
    }

    /// The values as a vector of their own, copied first if they were shared.
    pub fn to_mut(&mut self) -> &mut Vec<T> {
        if let Repr::Shared(s) = &self.0 {
            self.0 = Repr::Owned(Arc::new(s.as_ref().as_ref().to_vec()));
        }
        match &mut self.0 {
            Repr::Owned(v) => Arc::make_mut(v),
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
        Values(Repr::Owned(Arc::new(v)))
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
        Values(Repr::Owned(Arc::new(iter.into_iter().collect())))
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

    /// The packed copy of this column, when it is an integer column whose values fit fewer bytes
    /// than its type's ([`crate::packed`]); `None` otherwise (a float column, an empty one, or values spanning
    /// the whole type).
    pub fn packed(&self) -> Option<Packed> {
        let col = self;
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
        let width = packed_width((max - min) as u128)?;
        if width as usize >= ty.width() {
            return None;
        }
        let w = width as usize;
        let mut bytes = vec![0u8; col.len() * w + crate::packed::PAD];
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

fn min_max(mut values: impl Iterator<Item = i128>) -> (i128, i128) {
    let first = values.next().expect("a column of at least one row");
    values.fold((first, first), |(lo, hi), x| (lo.min(x), hi.max(x)))
}

/// Bytes that hold every offset up to `span`: 1 to 4, or `None` beyond 32 bits.
fn packed_width(span: u128) -> Option<u8> {
    (1u8..=4).find(|&w| span < 1u128 << (8 * w as u32))
}

/// Which rows of a column hold a value, one bit per row (set: a value; clear: null), in
/// Arrow's bit order:
///
/// ```text
///   bits[0] = row 63 … row 1 row 0     (bit r % 64 of word r / 64)
/// ```
/// A table keeps one only for a column that holds at least one null, so code that asks
/// [`TableData::validity`] learns "no nulls" without looking at any row.
#[derive(Clone, Debug)]
pub struct Validity {
    bits: Vec<u64>,
    len: usize,
    nulls: usize,
    /// The column holds 0 (0.0) under every null: its reader wrote it there.
    zero_under_nulls: bool,
}

impl PartialEq for Validity {
    /// The same rows are null (what the column holds under them aside).
    fn eq(&self, other: &Validity) -> bool {
        self.len == other.len && self.bits == other.bits
    }
}

impl Validity {
    /// The validity of `len` rows, `valid(r)` saying whether row `r` holds a value.
    pub fn from_fn(len: usize, valid: impl Fn(usize) -> bool) -> Validity {
        let mut bits = vec![0u64; len.div_ceil(64)];
        let mut nulls = 0;
        for r in 0..len {
            if valid(r) {
                bits[r / 64] |= 1 << (r % 64);
            } else {
                nulls += 1;
            }
        }
        Validity { bits, len, nulls, zero_under_nulls: false }
    }

    /// `len` rows, null exactly at the rows `nulls` names (each below `len`, once).
    pub fn from_nulls(len: usize, nulls: impl Iterator<Item = usize>) -> Validity {
        let mut bits = vec![u64::MAX; len.div_ceil(64)];
        if let Some(last) = bits.last_mut()
            && !len.is_multiple_of(64)
        {
            *last = (1 << (len % 64)) - 1;
        }
        let mut count = 0;
        for r in nulls {
            count += (bits[r / 64] >> (r % 64) & 1) as usize;
            bits[r / 64] &= !(1 << (r % 64));
        }
        Validity { bits, len, nulls: count, zero_under_nulls: false }
    }

    /// Say that the column holds 0 (or 0.0) under every null, as a reader that wrote the
    /// zeros there knows; code looking for the values under nulls then need not read them.
    pub fn with_zeros_under_nulls(mut self) -> Validity {
        self.zero_under_nulls = true;
        self
    }

    /// Does the column hold 0 (0.0) under every null ([`Validity::with_zeros_under_nulls`])?
    /// `false` when unknown.
    pub fn zeros_under_nulls(&self) -> bool {
        self.zero_under_nulls
    }

    /// Does row `row` hold a value?
    pub fn is_valid(&self, row: usize) -> bool {
        self.bits[row / 64] >> (row % 64) & 1 == 1
    }

    /// The rows that are null, in order, found a 64-bit word at a time.
    pub fn null_rows(&self) -> impl Iterator<Item = usize> + '_ {
        let len = self.len;
        self.bits.iter().enumerate().flat_map(move |(i, &w)| {
            let mut holes = !w;
            std::iter::from_fn(move || {
                let b = holes.trailing_zeros();
                if b == 64 {
                    return None;
                }
                holes &= holes - 1;
                Some(i * 64 + b as usize)
            })
            .take_while(move |&r| r < len)
        })
    }

    /// Rows that hold no value.
    pub fn null_count(&self) -> usize {
        self.nulls
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// A string column's dictionary: its distinct strings in ascending byte order, so that the
/// order of codes is the order of strings and a range of strings is a range of codes.
///
/// ```text
///   rows:   "ASIA" "EUROPE" "ASIA" "AFRICA"      words: 0 "AFRICA"
///   codes:     1      2        1      0                 1 "ASIA"
///                                                        2 "EUROPE"
///
///   held as   text: "AFRICAASIAEUROPE"    ends: [6, 10, 16]    (word i is text[ends[i-1]..ends[i]])
/// ```
/// The words live in one buffer: making or dropping a dictionary of a million words allocates
/// twice, not a million times. Cloning shares them.
#[derive(Clone, PartialEq, Eq, Default)]
pub struct Dictionary {
    text: std::sync::Arc<str>,
    ends: std::sync::Arc<[usize]>,
}

impl std::fmt::Debug for Dictionary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.words()).finish()
    }
}

impl Dictionary {
    /// The dictionary of `strings` and each one's code, in order. `None` when there are more
    /// than 2^32 distinct strings (codes are `u32`).
    pub fn encode<'a>(strings: impl IntoIterator<Item = &'a str>) -> Option<(Dictionary, Vec<u32>)> {
        let strings: Vec<&str> = strings.into_iter().collect();
        let mut words: Vec<&str> = strings.clone();
        words.sort_unstable();
        words.dedup();
        u32::try_from(words.len()).ok()?;
        let index: std::collections::HashMap<&str, u32> =
            words.iter().enumerate().map(|(i, w)| (*w, i as u32)).collect();
        let codes = strings.iter().map(|s| index[s]).collect();
        Some((Dictionary::from_sorted(words).expect("sorted, without repeats"), codes))
    }

    /// A dictionary of words already in ascending order without repeats; `None` otherwise.
    pub fn from_sorted<S: AsRef<str>>(words: impl IntoIterator<Item = S>) -> Option<Dictionary> {
        let (mut text, mut ends) = (String::new(), Vec::new());
        for w in words {
            text.push_str(w.as_ref());
            ends.push(text.len());
        }
        Dictionary::from_parts(text, ends)
    }

    /// A dictionary of the words `text` holds one after another, word i ending at `ends[i]`;
    /// `None` unless they ascend without repeats and each end is a character boundary.
    pub fn from_parts(text: String, ends: Vec<usize>) -> Option<Dictionary> {
        let fits = u32::try_from(ends.len()).is_ok()
            && ends.windows(2).all(|e| e[0] <= e[1])
            && ends.last().is_none_or(|&e| e == text.len())
            && ends.iter().all(|&e| text.is_char_boundary(e));
        if !fits {
            return None;
        }
        let d = Dictionary { text: text.into(), ends: ends.into() };
        let ascending = (1..d.len()).all(|i| d.nth(i - 1) < d.nth(i));
        ascending.then_some(d)
    }

    /// Word `i`, which is below [`Dictionary::len`].
    fn nth(&self, i: usize) -> &str {
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.text[start..self.ends[i]]
    }

    /// The string of code `code`, `None` for a code past the end.
    pub fn word(&self, code: u32) -> Option<&str> {
        ((code as usize) < self.len()).then(|| self.nth(code as usize))
    }

    /// The words, ascending.
    pub fn words(&self) -> impl ExactSizeIterator<Item = &str> + DoubleEndedIterator + '_ {
        (0..self.len()).map(|i| self.nth(i))
    }

    /// The number of words before the first one for which `below` is false (words for which it
    /// holds come first).
    fn first_not(&self, below: impl Fn(&str) -> bool) -> u32 {
        let (mut lo, mut hi) = (0, self.len());
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if below(self.nth(mid)) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        lo as u32
    }

    /// The code of `s`, if it is a word.
    pub fn code(&self, s: &str) -> Option<u32> {
        let k = self.first_not(|w| w < s);
        (self.word(k) == Some(s)).then_some(k)
    }

    /// How many words are below `s` (the first code of a word `>= s`).
    pub fn below(&self, s: &str) -> u32 {
        self.first_not(|w| w < s)
    }

    /// How many words are at most `s` (the first code of a word `> s`).
    pub fn at_most(&self, s: &str) -> u32 {
        self.first_not(|w| w <= s)
    }

    pub fn len(&self) -> usize {
        self.ends.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct TableData {
    pub name: String,
    pub rows: usize,
    pub columns: Vec<Column>,
    /// Per column, which rows hold a value, for the columns that hold a null; shorter than
    /// `columns` (often empty) where the rest hold none. Read it with
    /// [`TableData::validity`].
    pub nulls: Vec<Option<Validity>>,
    /// Per column, the dictionary of a string column (whose codes the column holds); shorter
    /// than `columns` where the rest are not strings. Read it with [`TableData::dictionary`].
    pub dicts: Vec<Option<Dictionary>>,
    /// Per column, a copy in fewer bytes for compiled scans ([`crate::packed`]); shorter than
    /// `columns` where the rest have none. Read it with [`TableData::packed`]; made by
    /// [`TableData::pack`].
    pub packed: Vec<Option<Packed>>,
}

impl TableData {
    /// A table of `rows` rows whose columns hold no nulls.
    pub fn new(name: impl Into<String>, rows: usize, columns: Vec<Column>) -> TableData {
        TableData { name: name.into(), rows, columns, nulls: Vec::new(), dicts: Vec::new(), packed: Vec::new() }
    }

    /// The dictionary of column `col`, when it is a string column.
    pub fn dictionary(&self, col: usize) -> Option<&Dictionary> {
        self.dicts.get(col).and_then(Option::as_ref)
    }

    /// Make column `col` a string column: it holds codes into `dict`.
    pub fn set_dictionary(&mut self, col: usize, dict: Dictionary) {
        if self.dicts.len() <= col {
            self.dicts.resize(col + 1, None);
        }
        self.dicts[col] = Some(dict);
    }

    /// Which rows of column `col` hold a value; `None` when every row does.
    pub fn validity(&self, col: usize) -> Option<&Validity> {
        self.nulls.get(col).and_then(Option::as_ref)
    }

    /// Does row `row` of column `col` hold a value (not null)?
    pub fn is_valid(&self, col: usize, row: usize) -> bool {
        self.validity(col).is_none_or(|v| v.is_valid(row))
    }

    /// Say which rows of column `col` hold a value (kept only when some row holds none).
    pub fn set_validity(&mut self, col: usize, v: Validity) {
        if v.null_count() == 0 {
            if let Some(slot) = self.nulls.get_mut(col) {
                *slot = None;
            }
            return;
        }
        if self.nulls.len() <= col {
            self.nulls.resize(col + 1, None);
        }
        self.nulls[col] = Some(v);
    }

    /// Does any column hold a null?
    pub fn has_nulls(&self) -> bool {
        self.nulls.iter().any(Option::is_some)
    }

    /// The packed copy of column `col`, when it has one.
    pub fn packed(&self, col: usize) -> Option<&Packed> {
        self.packed.get(col).and_then(Option::as_ref)
    }

    /// Give every integer column whose values fit fewer bytes than its type a packed copy
    /// ([`crate::packed`]), when the table has at least `min_rows` rows (loads use
    /// [`crate::packed::MIN_ROWS`]); `each` maps the columns to their copies (a caller may run
    /// them in parallel).
    pub fn pack(&mut self, min_rows: usize, each: impl FnOnce(&[Column]) -> Vec<Option<Packed>>) {
        if self.rows >= min_rows {
            self.packed = each(&self.columns);
        }
    }

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

    /// Does any table hold a null?
    pub fn has_nulls(&self) -> bool {
        self.tables.iter().any(TableData::has_nulls)
    }
}

#[cfg(test)]
mod tests {
    use super::Validity;

    #[test]
    fn validity_lists_its_null_rows() {
        for len in [0usize, 1, 63, 64, 65, 130] {
            let null = |r: usize| r % 7 == 3 || r == 64 || r + 1 == len;
            let v = Validity::from_fn(len, |r| !null(r));
            let want: Vec<usize> = (0..len).filter(|&r| null(r)).collect();
            assert_eq!(v.null_rows().collect::<Vec<_>>(), want, "{len} rows");
            assert_eq!(v.null_count(), want.len());
            assert_eq!(Validity::from_nulls(len, want.iter().copied()), v, "{len} rows");
        }
    }
}

#[cfg(test)]
mod packed_tests {
    use super::*;
    use crate::packed::PAD;
    use proptest::prelude::*;

    #[test]
    fn dates_take_two_bytes_and_keys_three() {
        let dates = Column::U32((0..1000u32).map(|i| 19920101 + i * 61).collect::<Vec<_>>().into());
        let p = dates.packed().expect("packed");
        assert_eq!((p.width, p.min), (2, 19920101));
        assert_eq!(p.get(999), 19920101 + 999 * 61);
        let keys = Column::I64((0..1000i64).map(|i| -5 + i * 10_000).collect::<Vec<_>>().into());
        assert_eq!(keys.packed().map(|p| p.width), Some(3));
        let wide = Column::U32(vec![0, u32::MAX].into());
        assert_eq!(wide.packed(), None);
        assert_eq!(Column::F64(vec![1.0].into()).packed(), None);
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
            let p = col.packed().expect("packed");
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
