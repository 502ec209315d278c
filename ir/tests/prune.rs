//! `Pred::may_hold` decides which Parquet row groups a reader may skip: it must never say
//! "no row can match" for a range that holds a matching value. Checked against the
//! interpreter's `eval_pred` on every value of small ranges.

use jitjoin_ir::interp::eval_pred;
use jitjoin_ir::plan::CmpOp;
use jitjoin_ir::query::Pred;
use jitjoin_ir::{ColType, Column, TableData, Value};
use proptest::prelude::*;

const TY: ColType = ColType::I64;

fn leaf() -> impl Strategy<Value = Pred> {
    let v = || (-6i128..6).prop_map(Value::Int);
    let op = proptest::sample::select(&[CmpOp::Eq, CmpOp::Ne, CmpOp::Lt, CmpOp::Le, CmpOp::Gt, CmpOp::Ge][..]);
    prop_oneof![
        (op, v()).prop_map(|(op, value)| Pred::Cmp { col: 0, ty: TY, op, value }),
        (v(), v()).prop_map(|(lo, hi)| Pred::Between { col: 0, ty: TY, lo, hi }),
        proptest::collection::vec(v(), 1..4).prop_map(|vs| Pred::in_list(0, TY, vs)),
    ]
}

fn pred() -> impl Strategy<Value = Pred> {
    leaf().prop_recursive(3, 16, 3, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 2..4).prop_map(Pred::And),
            proptest::collection::vec(inner.clone(), 2..4).prop_map(Pred::Or),
            inner.prop_map(|p| Pred::Not(Box::new(p))),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn a_skipped_range_holds_no_match(p in pred(), lo in -8i128..8, len in 0i128..6) {
        let hi = lo + len;
        let values: Vec<i64> = (lo..=hi).map(|x| x as i64).collect();
        let t = TableData { name: "t".into(), rows: values.len(), columns: vec![Column::I64(values.into())], nulls: Vec::new(), dicts: Vec::new(), packed: Vec::new() };
        let matches = (0..t.rows).filter(|&r| eval_pred(&p, &t, r)).count();
        if !p.may_hold(&|_| Some((lo, hi))) {
            prop_assert_eq!(matches, 0, "{:?} said no row in {}..={} matches", p, lo, hi);
        }
        // Unknown ranges never skip.
        prop_assert!(p.may_hold(&|_| None));
    }
}

#[test]
fn ranges_that_exclude_a_filter_are_skipped() {
    let eq = |v| Pred::Cmp { col: 0, ty: TY, op: CmpOp::Eq, value: Value::Int(v) };
    assert!(!eq(5).may_hold(&|_| Some((6, 10))));
    assert!(eq(5).may_hold(&|_| Some((0, 10))));
    let between = Pred::Between { col: 0, ty: TY, lo: Value::Int(20), hi: Value::Int(30) };
    assert!(!between.may_hold(&|_| Some((0, 19))));
    assert!(between.may_hold(&|_| Some((0, 20))));
    // not (x between 0 and 100) cannot hold where every value lies in 10..=90.
    let not = Pred::Not(Box::new(Pred::Between { col: 0, ty: TY, lo: Value::Int(0), hi: Value::Int(100) }));
    assert!(!not.may_hold(&|_| Some((10, 90))));
    assert!(not.may_hold(&|_| Some((10, 190))));
}
