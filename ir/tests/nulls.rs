//! Nulls lowered to plain columns ([`jitjoin_ir::nulls`]) give the interpreter's answer: the
//! lowered query, run by the interpreter on the lowered data (which holds no nulls), and
//! mapped back, equals the original query on the original data, on random tables where a
//! sixth of the values are null. The compiled engines run exactly the lowered query, so this
//! checks the rewrite apart from any engine.

use jitjoin_ir::interp::{AggValue, eval_pred, eval_pred3, run};
use jitjoin_ir::{Column, Dataset, TableData, Validity, compile_text};
use proptest::prelude::*;

const TABLES: &str = "
table R (rows: 1) { k i64 = 1  a i32 = 1  f f64 = 1.0 }
table S (rows: 1) { k i64 = 1  b u32 = 1 }
table T (rows: 1) { a i32 = 1  b u32 = 1 }
table U (rows: 1) { k i64 = 1 }
";

/// Queries over every place a null can be: filters with `not`, `or` and `in`, keys of inner,
/// semi and anti joins (probe and build side), grouping columns, and every aggregate and emit.
const QUERIES: [&str; 10] = [
    "from S join R on S.k = R.k join T on R.a = T.a and S.b = T.b
     filter not (R.a between -2 and 1) or R.f < 0.5
     aggregate count(*) as n, count(T.b) as c, sum(R.a) as s, sum(R.f) as sf, min(T.b) as lo, max(S.b) as hi,
               min(R.f) as flo, max(R.f) as fhi",
    "from S semi join U on S.k = U.k filter S.b in (0, 2, 3) aggregate count(*) as n, count(S.b) as c, sum(S.b) as s",
    "from S anti join U on S.k = U.k filter not S.b = 1 aggregate count(*) as n, max(S.k) as hi, min(S.b) as lo",
    "from R anti join U on R.k = U.k join S on R.k = S.k emit R.k, R.a, R.f, S.b",
    "from R join T on R.a = T.a filter not (R.f >= 0.25 and R.k < 2) emit R.a, T.b, R.f",
    "from T join S on T.b = S.b anti join U on S.k = U.k filter T.a > 0 or not T.a < 0 aggregate sum(T.a) as s, count(S.k) as c",
    "from S not in join U on S.k = U.k aggregate count(*) as n, sum(S.b) as s, min(S.k) as lo",
    "from R not in join U on R.k = U.k filter U.k > 0 filter R.a is not null or R.f is null emit R.k, R.a",
    "from S join R on S.k = R.k filter R.f < 0.5
     aggregate count(*) as n, count(R.a) as c, sum(R.a) as s, avg(R.a) as m, avg(R.f) as mf, min(S.b) as lo
     group by S.b, R.a order by n desc, s limit 4",
    "from S join R on S.k = R.k aggregate avg(R.a) as m, avg(S.b) as mb, count(*) as n, sum(R.a * S.b) as p,
     avg(R.f - S.b) as d, sum(R.a + 1) as a1",
];

fn cell() -> impl Strategy<Value = Option<i64>> {
    proptest::option::weighted(0.83, -3i64..4)
}

/// A column of type `ty` holding `vals` (`None`: null, stored as `under`, a value that must not
/// matter: 1 would match and pass filters if it were read, 0 is what Parquet leaves, 100 is
/// no key of any table).
fn column(ty: jitjoin_ir::ColType, vals: &[Option<i64>], under: i64) -> (Column, Validity) {
    use jitjoin_ir::ColType as C;
    let v = Validity::from_fn(vals.len(), |r| vals[r].is_some());
    // Zeros under the nulls, as a reader would say it wrote them.
    let v = if under == 0 { v.with_zeros_under_nulls() } else { v };
    let x = |r: usize| vals[r].unwrap_or(under);
    let col = match ty {
        C::I32 => Column::I32((0..vals.len()).map(|r| x(r) as i32).collect()),
        C::I64 => Column::I64((0..vals.len()).map(x).collect()),
        C::U32 => Column::U32((0..vals.len()).map(|r| x(r).rem_euclid(4) as u32).collect()),
        C::U64 => Column::U64((0..vals.len()).map(|r| x(r).rem_euclid(4) as u64).collect()),
        C::F64 => Column::F64((0..vals.len()).map(|r| x(r) as f64 / 4.0).collect()),
    };
    (col, v)
}

fn same(a: &AggValue, b: &AggValue) -> bool {
    match (a, b) {
        (AggValue::Float(x), AggValue::Float(y)) => (x - y).abs() <= 1e-9 * x.abs().max(1.0),
        _ => a == b,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]
    #[test]
    fn lowered_nulls_give_the_interpreters_answer(
        which in 0..QUERIES.len(),
        cells in proptest::collection::vec(proptest::collection::vec(cell(), 3), 0..40),
        rows in proptest::collection::vec(0usize..10, 4),
        under in proptest::sample::select(vec![1i64, 0, 100]),
    ) {
        let (_, q) = compile_text("nulls", &format!("{TABLES}{}", QUERIES[which])).unwrap();
        let mut next = cells.iter().flatten().copied().cycle();
        let tables = q.tables.iter().zip(&rows).map(|(schema, &n)| {
            let mut t = TableData::new(schema.name.clone(), n, Vec::new());
            for (c, (_, ty)) in schema.columns.iter().enumerate() {
                let vals: Vec<Option<i64>> = (0..n).map(|_| next.next().unwrap_or(Some(1))).collect();
                let (col, v) = column(*ty, &vals, under);
                t.columns.push(col);
                t.set_validity(c, v);
            }
            t
        }).collect();
        let data = Dataset { tables, ..Default::default() };
        let (want, _) = run(&q, &data);
        let got = match jitjoin_ir::nulls::lower(&q, &data).unwrap() {
            None => {
                prop_assert!(!data.has_nulls() || jitjoin_ir::nulls::nullable_read(&q, &data).is_none());
                run(&q, &data).0
            }
            Some(l) => {
                prop_assert!(!l.data.has_nulls(), "the lowered data holds no nulls");
                l.restore(run(&l.query, &l.data).0)
            }
        };
        prop_assert_eq!(want.aggregates.len(), got.aggregates.len());
        for ((name, a), (_, b)) in want.aggregates.iter().zip(&got.aggregates) {
            prop_assert!(same(a, b), "{}: interpreter {} lowered {}", name, a, b);
        }
        let text = |rows: &[jitjoin_ir::interp::Row]| {
            let mut v: Vec<String> = rows.iter().map(|r| format!("{r:?}")).collect();
            v.sort();
            v
        };
        prop_assert_eq!(text(&want.rows), text(&got.rows));
    }
}

/// SQL's three-valued logic, case by case, on one row where `a` is null and `b` is 1.
#[test]
fn filters_are_three_valued() {
    let (_, q) =
        compile_text("t", "table R (rows: 1) { a i64 = 1  b i64 = 1 } from R aggregate count(*) as n").unwrap();
    let mut t = TableData::new("R", 1, vec![Column::I64(vec![1].into()), Column::I64(vec![1].into())]);
    t.set_validity(0, Validity::from_fn(1, |_| false));
    let pred = |text: &str| {
        let (_, q2) = compile_text(
            "t",
            &format!("table R (rows: 1) {{ a i64 = 1  b i64 = 1 }} from R filter {text} aggregate count(*) as n"),
        )
        .unwrap();
        q2.filters[q.probe].clone().expect("a filter")
    };
    for (text, want) in [
        ("R.a = 1", None),
        ("not R.a = 1", None),
        ("R.a = 1 or R.b = 1", Some(true)),
        ("R.a = 1 or R.b = 2", None),
        ("R.a = 1 and R.b = 2", Some(false)),
        ("R.a = 1 and R.b = 1", None),
        ("not (R.a = 1 and R.b = 2)", Some(true)),
        ("R.a in (1, 2)", None),
        ("R.a between 0 and 5", None),
    ] {
        let p = pred(text);
        assert_eq!(eval_pred3(&p, &t, 0), want, "{text}");
        assert_eq!(eval_pred(&p, &t, 0), want == Some(true), "{text}");
    }
}

/// A build key holding its type's smallest and largest value leaves no key free to stand for
/// a null probe key: an inner join filters the nulls out instead; an anti join (which must
/// keep them) keys on the probe key's validity beside it and keeps them, as the interpreter
/// does, with or without nulls among the build keys.
#[test]
fn a_build_key_spanning_its_type_leaves_no_free_key() {
    let tables = "table S (rows: 1) { k i32 = 1 } table R (rows: 1) { k i32 = 1 }";
    let mut s = TableData::new("S", 3, vec![Column::I32(vec![i32::MIN, 0, i32::MAX].into())]);
    s.set_validity(0, Validity::from_fn(3, |r| r != 1));
    let r = TableData::new("R", 3, vec![Column::I32(vec![i32::MIN, 0, i32::MAX].into())]);
    let data = Dataset { tables: vec![s, r], ..Default::default() };
    let (_, inner) =
        compile_text("n", &format!("{tables} from S join R on S.k = R.k aggregate count(*) as n")).unwrap();
    let l = jitjoin_ir::nulls::lower(&inner, &data).unwrap().expect("S.k holds a null");
    assert_eq!(l.restore(run(&l.query, &l.data).0).aggregates, run(&inner, &data).0.aggregates);
    assert_eq!(run(&inner, &data).0.aggregates[0].1, AggValue::Int(2), "the null matches nothing, not 0");
    let (_, anti) =
        compile_text("n", &format!("{tables} from S anti join R on S.k = R.k aggregate count(*) as n")).unwrap();
    let l = jitjoin_ir::nulls::lower(&anti, &data).unwrap().expect("S.k holds a null");
    assert_eq!(l.query.joins[0].probe_keys.len(), 2, "the validity is a second key");
    assert_eq!(l.restore(run(&l.query, &l.data).0).aggregates, run(&anti, &data).0.aggregates);
    assert_eq!(run(&anti, &data).0.aggregates[0].1, AggValue::Int(1), "only the null row is kept");
    // The case: u32 keys 0 and 4294967295, nulls on both sides.
    let tables = "table P (rows: 1) { k u32 = 1 } table C (rows: 1) { key u32 = 1 }";
    let mut p = TableData::new("P", 4, vec![Column::U32(vec![0, 7, u32::MAX, 0].into())]);
    p.set_validity(0, Validity::from_fn(4, |r| r != 3));
    let mut c = TableData::new("C", 3, vec![Column::U32(vec![0, u32::MAX, 0].into())]);
    c.set_validity(0, Validity::from_fn(3, |r| r != 2));
    let data = Dataset { tables: vec![p, c], ..Default::default() };
    let (_, anti) =
        compile_text("n", &format!("{tables} from P anti join C on P.k = C.key aggregate count(*) as n")).unwrap();
    let l = jitjoin_ir::nulls::lower(&anti, &data).unwrap().expect("P.k holds a null");
    assert_eq!(l.restore(run(&l.query, &l.data).0).aggregates, run(&anti, &data).0.aggregates);
    assert_eq!(run(&anti, &data).0.aggregates[0].1, AggValue::Int(2), "7 and the null are kept");
}
