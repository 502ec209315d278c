//! String tests lowered to tests of dictionary codes, for engines that know only integers.
//!
//! A string column holds `u32` codes into its table's [`Dictionary`], whose words are sorted,
//! so the order of codes is the order of strings. Every test of a string against constants
//! is then a test of the code against constants found once, before the query runs, by binary
//! search in the dictionary:
//!
//! ```text
//!   words: 0 "AFRICA"  1 "AMERICA"  2 "ASIA"  3 "EUROPE"  4 "MIDDLE EAST"
//!
//!   c = 'ASIA'                  code = 2
//!   c = 'ANTARCTICA'            never (no such word)
//!   c <> 'ANTARCTICA'           always
//!   c < 'ASIA'   / c <= 'ASIA'  code < 2 / code < 3
//!   c > 'ASIA'   / c >= 'ASIA'  code >= 3 / code >= 2
//!   c between 'AM' and 'B'      code between 1 and 2   (words >= 'AM' start at 1; <= 'B' end at 2)
//!   c in ('ASIA', 'MARS')       code in (2)
//! ```
//! The interpreter does not use this: it reads each string through the dictionary
//! ([`crate::interp`]), so the lowering is checked against an independent path. A query's
//! output decodes codes only at the end: a result column read from a string column carries
//! its dictionary ([`result_dictionaries`]).

use crate::data::{Dataset, Dictionary};
use crate::plan::{CmpOp, TextTest};
use crate::query::{OutputSpec, Pred, Query};
use crate::types::{ColType, Value};

/// A string column whose data has no dictionary.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "{column} is declared `str`, but its data holds no strings (no dictionary); declare it with a number type, \
     or load it from a source of strings"
)]
pub struct TextError {
    pub column: String,
}

/// `q` with every string test replaced by a test of codes, over the same data; `None` when
/// `q` has no string test (it is then what engines run as it is).
pub fn lower(q: &Query, data: &Dataset) -> Result<Option<Query>, TextError> {
    if !q.has_text_tests() {
        return Ok(None);
    }
    let mut out = q.clone();
    for (t, f) in out.filters.iter_mut().enumerate() {
        if let Some(p) = f {
            *p = lower_pred(p, |col| {
                data.tables[t]
                    .dictionary(col)
                    .ok_or_else(|| TextError { column: format!("{}.{}", q.tables[t].name, q.tables[t].columns[col].0) })
            })?;
        }
    }
    Ok(Some(out))
}

fn lower_pred<'d>(
    p: &Pred,
    dict: impl Fn(usize) -> Result<&'d Dictionary, TextError> + Copy,
) -> Result<Pred, TextError> {
    Ok(match p {
        Pred::Text { col, test } => codes(*col, test, dict(*col)?),
        Pred::And(ps) => Pred::And(ps.iter().map(|q| lower_pred(q, dict)).collect::<Result<_, _>>()?),
        Pred::Or(ps) => Pred::Or(ps.iter().map(|q| lower_pred(q, dict)).collect::<Result<_, _>>()?),
        Pred::Not(q) => Pred::Not(Box::new(lower_pred(q, dict)?)),
        other => other.clone(),
    })
}

/// The test of codes of column `col` that holds where `test` holds of the strings.
pub fn codes(col: usize, test: &TextTest, d: &Dictionary) -> Pred {
    let cmp = |op, k: u32| Pred::Cmp { col, ty: ColType::U32, op, value: Value::Int(k as i128) };
    // A u32 is never below 0 and always at least 0.
    let never = || cmp(CmpOp::Lt, 0);
    let always = || cmp(CmpOp::Ge, 0);
    match test {
        TextTest::Cmp(op, s) => match op {
            CmpOp::Eq => d.code(s).map_or_else(never, |k| cmp(CmpOp::Eq, k)),
            CmpOp::Ne => d.code(s).map_or_else(always, |k| cmp(CmpOp::Ne, k)),
            CmpOp::Lt => cmp(CmpOp::Lt, d.below(s)),
            CmpOp::Le => cmp(CmpOp::Lt, d.at_most(s)),
            CmpOp::Gt => cmp(CmpOp::Ge, d.at_most(s)),
            CmpOp::Ge => cmp(CmpOp::Ge, d.below(s)),
        },
        TextTest::Between(lo, hi) => {
            let (first, end) = (d.below(lo), d.at_most(hi));
            if first >= end {
                never()
            } else {
                Pred::Between { col, ty: ColType::U32, lo: Value::Int(first as i128), hi: Value::Int(end as i128 - 1) }
            }
        }
        TextTest::In(words) => {
            let found: Vec<Value> = words.iter().filter_map(|w| d.code(w)).map(|k| Value::Int(k as i128)).collect();
            if found.is_empty() { never() } else { Pred::in_list(col, ColType::U32, found) }
        }
    }
}

/// Per column of the query's result rows (an `emit`'s columns, or a grouped aggregate's keys
/// then aggregates), the dictionary that decodes it when it is read from a string column.
pub fn result_dictionaries(q: &Query, data: &Dataset) -> Vec<Option<Dictionary>> {
    let of = |c: crate::query::ColId| {
        if q.is_text(c) { data.tables.get(c.table).and_then(|t| t.dictionary(c.col)).cloned() } else { None }
    };
    match &q.output {
        OutputSpec::Aggregate(_) => Vec::new(),
        OutputSpec::Emit { columns, .. } => columns.iter().map(|&c| of(c)).collect(),
        OutputSpec::Group(g) => g.keys.iter().map(|&c| of(c)).chain(g.aggs.iter().map(|_| None)).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::{Column, TableData};
    use crate::interp::eval_pred;

    /// Every test, lowered, keeps exactly the rows the interpreter's reading of the strings
    /// keeps, for constants below, between, on and above the words.
    #[test]
    fn code_tests_keep_the_rows_string_tests_keep() {
        let strings = ["ASIA", "EUROPE", "ASIA", "AFRICA", "AMERICA", "MIDDLE EAST", "", "asia"];
        let (d, coded) = Dictionary::encode(strings).unwrap();
        let mut t = TableData::new("t", strings.len(), vec![Column::U32(coded.into())]);
        t.set_dictionary(0, d.clone());
        let probes = ["", "A", "AFRICA", "AM", "ASIA", "ASIAN", "B", "EUROPE", "MIDDLE EAST", "Z", "asia", "zz"];
        let mut tests = Vec::new();
        for p in probes {
            for op in [CmpOp::Eq, CmpOp::Ne, CmpOp::Lt, CmpOp::Le, CmpOp::Gt, CmpOp::Ge] {
                tests.push(TextTest::Cmp(op, p.to_string()));
            }
            for q in probes {
                tests.push(TextTest::Between(p.to_string(), q.to_string()));
                tests.push(TextTest::In(vec![p.to_string(), q.to_string()]));
            }
        }
        for test in tests {
            let text = Pred::Text { col: 0, test: test.clone() };
            let lowered = codes(0, &test, &d);
            for (r, s) in strings.iter().enumerate() {
                assert_eq!(
                    eval_pred(&lowered, &t, r),
                    eval_pred(&text, &t, r),
                    "{test:?} on {s:?} (lowered to {lowered:?})"
                );
                assert_eq!(eval_pred(&text, &t, r), test.holds(s), "{test:?}");
            }
        }
    }

    #[test]
    fn dictionaries_sort_their_words_and_refuse_unsorted_ones() {
        let (d, codes) = Dictionary::encode(["b", "a", "c", "a"]).unwrap();
        assert_eq!(d.words().collect::<Vec<_>>(), ["a", "b", "c"]);
        assert_eq!(codes, [1, 0, 2, 0]);
        assert_eq!(Dictionary::from_sorted(["b", "a"]), None);
        assert_eq!(Dictionary::from_sorted(["a", "a"]), None);
        assert!(Dictionary::from_sorted(["a", "b"]).is_some());
    }
}
