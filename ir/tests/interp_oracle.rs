//! The interpreter is the oracle for every engine, so it is itself checked against the most
//! naive evaluation there is: nested loops over all row combinations, with SQL's nulls spelt
//! out (a null key equals nothing; aggregates skip nulls; a sum, min or max of nothing is
//! null).

use jitjoin_ir::interp::{AggValue, eval_pred, run};
use jitjoin_ir::plan::{AggFunc, JoinKind};
use jitjoin_ir::query::{OutputSpec, Query};
use jitjoin_ir::{Column, Dataset, TableData, Validity, Value, compile_text};
use proptest::prelude::*;

/// All result tuples as one row index per table, by brute force.
fn nested_loops(q: &Query, d: &Dataset) -> Vec<Vec<usize>> {
    let passes = |t: usize, r: usize| q.filters[t].as_ref().is_none_or(|p| eval_pred(p, &d.tables[t], r));
    let mut partial: Vec<Vec<usize>> = (0..d.tables[q.probe].rows)
        .filter(|&r| passes(q.probe, r))
        .map(|r| {
            let mut b = vec![usize::MAX; d.tables.len()];
            b[q.probe] = r;
            b
        })
        .collect();
    for j in &q.joins {
        let mut next = Vec::new();
        for b in partial {
            let matching: Vec<usize> = (0..d.tables[j.build].rows)
                .filter(|&r| passes(j.build, r))
                .filter(|&r| {
                    j.probe_keys.iter().zip(&j.build_keys).all(|(p, &bc)| {
                        let (pt, bt) = (&d.tables[p.table], &d.tables[j.build]);
                        pt.is_valid(p.col, b[p.table])
                            && bt.is_valid(bc, r)
                            && pt.columns[p.col].int(b[p.table]) == bt.columns[bc].int(r)
                    })
                })
                .collect();
            // `x NOT IN (SELECT y …)` spelt out: true over no rows; else false when found,
            // and unknown (dropped) for a null x or when some y is null.
            let not_in = || {
                let rows: Vec<usize> = (0..d.tables[j.build].rows).filter(|&r| passes(j.build, r)).collect();
                let x = j.probe_keys[0];
                let x_null = !d.tables[x.table].is_valid(x.col, b[x.table]);
                let y_null = rows.iter().any(|&r| !d.tables[j.build].is_valid(j.build_keys[0], r));
                rows.is_empty() || (matching.is_empty() && !x_null && !y_null)
            };
            match j.kind {
                JoinKind::Anti if j.null_aware => next.extend(not_in().then_some(b)),
                JoinKind::Inner => next.extend(matching.into_iter().map(|r| {
                    let mut b2 = b.clone();
                    b2[j.build] = r;
                    b2
                })),
                JoinKind::Semi if !matching.is_empty() => next.push(b),
                JoinKind::Anti if matching.is_empty() => next.push(b),
                _ => {}
            }
        }
        partial = next;
    }
    partial
}

const PLAN: &str = "
table R (rows: 1) { k i64 = 1  a i64 = 1  f f64 = 1.0 }
table S (rows: 1) { k i64 = 1  b i64 = 1 }
table T (rows: 1) { a i64 = 1  b i64 = 1 }
table U (rows: 1) { k i64 = 1 }
table V (rows: 1) { k i64 = 1 }
table W (rows: 1) { k i64 = 1 }
from S
join R on S.k = R.k
join T on R.a = T.a and S.b = T.b
semi join U on S.k = U.k
anti join V on R.a = V.k
not in join W on S.b = W.k
filter R.a between -2 and 3 or R.f < 0.5
aggregate count(*) as n, count(T.b) as c, sum(R.a) as s, sum(R.f) as sf, min(T.b) as lo, max(S.b) as hi, avg(R.a) as m, avg(R.f) as mf,
          sum(R.a * (S.b - 2)) as ar, avg(R.f * T.b + 1) as af
";

/// A column of `vals` (`None`: null, stored as 0) and its validity.
fn column(vals: &[Option<i64>]) -> (Column, Validity) {
    let v = Validity::from_fn(vals.len(), |r| vals[r].is_some());
    (Column::I64(vals.iter().map(|x| x.unwrap_or(0)).collect()), v)
}

fn table(name: &str, cols: Vec<(Column, Validity)>) -> TableData {
    let mut t = TableData::new(name, cols[0].0.len(), Vec::new());
    for (c, (col, v)) in cols.into_iter().enumerate() {
        t.columns.push(col);
        t.set_validity(c, v);
    }
    t
}

/// A value in -3..4, or (one time in six) a null.
fn cell() -> impl Strategy<Value = Option<i64>> {
    proptest::option::weighted(0.83, -3i64..4)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn interpreter_matches_nested_loops(
        r in proptest::collection::vec((cell(), cell(), cell()), 0..12),
        s in proptest::collection::vec((cell(), cell()), 0..12),
        t in proptest::collection::vec((cell(), cell()), 0..12),
        u in proptest::collection::vec(cell(), 0..6),
        v in proptest::collection::vec(cell(), 0..4),
        w in proptest::collection::vec(cell(), 0..3),
    ) {
        let (_, q) = compile_text("oracle", PLAN).unwrap();
        let rk: Vec<Option<i64>> = r.iter().map(|x| x.0).collect();
        let ra: Vec<Option<i64>> = r.iter().map(|x| x.1).collect();
        let rf = Validity::from_fn(r.len(), |i| r[i].2.is_some());
        let rf = (Column::F64(r.iter().map(|x| x.2.unwrap_or(0) as f64 / 4.0).collect()), rf);
        let data = Dataset { tables: vec![
            table("R", vec![column(&rk), column(&ra), rf]),
            table("S", vec![column(&s.iter().map(|x| x.0).collect::<Vec<_>>()), column(&s.iter().map(|x| x.1).collect::<Vec<_>>())]),
            table("T", vec![column(&t.iter().map(|x| x.0).collect::<Vec<_>>()), column(&t.iter().map(|x| x.1).collect::<Vec<_>>())]),
            table("U", vec![column(&u)]),
            table("V", vec![column(&v)]),
            table("W", vec![column(&w)]),
        ], ..Default::default()};
        let tuples = nested_loops(&q, &data);
        let (res, _) = run(&q, &data);
        let OutputSpec::Aggregate(aggs) = &q.output else { unreachable!() };
        for ((alias, got), a) in res.aggregates.iter().zip(aggs) {
            // The values an aggregate sees at each result tuple, nulls skipped: its column's,
            // or the arithmetic spelt out (null when an operand is).
            let col = |b: &Vec<usize>, table: usize, c: usize| {
                let t = &data.tables[table];
                t.is_valid(c, b[table]).then(|| t.columns[c].value(b[table]))
            };
            let (r, s_, t_) = (0, 1, 2);
            let vals: Vec<Value> = tuples.iter().filter_map(|b| match alias.as_str() {
                "ar" => match (col(b, r, 1)?, col(b, s_, 1)?) {
                    (Value::Int(a), Value::Int(sb)) => Some(Value::Int(a * (sb - 2))),
                    _ => unreachable!("integer columns"),
                },
                "af" => Some(Value::Float(col(b, r, 2)?.as_f64() * col(b, t_, 1)?.as_f64() + 1.0)),
                _ => a.arg.as_ref().and_then(|e| e.col()).and_then(|c| col(b, c.table, c.col)),
            }).collect();
            let want = match a.func {
                AggFunc::Count if a.arg.is_none() => AggValue::Int(tuples.len() as i128),
                AggFunc::Count => AggValue::Int(vals.len() as i128),
                _ if vals.is_empty() => AggValue::Null,
                AggFunc::Sum if a.is_float(&q) => AggValue::Float(vals.iter().map(|v| v.as_f64()).sum()),
                AggFunc::Sum => AggValue::Int(vals.iter().map(|v| match v { Value::Int(i) => *i, _ => 0 }).sum()),
                AggFunc::Min => vals.iter().map(|v| match v { Value::Int(i) => *i, _ => 0 }).min().map_or(AggValue::Null, AggValue::Int),
                AggFunc::Max => vals.iter().map(|v| match v { Value::Int(i) => *i, _ => 0 }).max().map_or(AggValue::Null, AggValue::Int),
                AggFunc::Avg => AggValue::Float(vals.iter().map(|v| v.as_f64()).sum::<f64>() / vals.len() as f64),
            };
            match (got, want) {
                (AggValue::Float(g), AggValue::Float(w)) => prop_assert!((g - w).abs() <= 1e-9 * w.abs().max(1.0), "{alias}: {g} vs {w}"),
                _ => prop_assert_eq!(*got, want, "{}", alias),
            }
        }
    }
}

/// A row's cells spelt out: `None` for a null.
type Cells = Vec<Option<i64>>;

/// The values aggregate `a` sees over `tuples`: its column's, nulls skipped.
fn seen(a: &jitjoin_ir::query::Agg, data: &Dataset, tuples: &[&Vec<usize>]) -> Vec<i64> {
    tuples
        .iter()
        .filter_map(|b| {
            let c = a.arg.as_ref()?.col()?;
            let t = &data.tables[c.table];
            t.is_valid(c.col, b[c.table]).then(|| t.columns[c.col].int(b[c.table]).unwrap() as i64)
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    /// A grouped aggregate spelt out: the tuples of each combination of key values (a null
    /// is a value of its own), their aggregates, sorted by `s` descending, then `n`, then
    /// the keys (nulls first), the first five kept.
    #[test]
    fn grouped_interpreter_matches_nested_loops(
        r in proptest::collection::vec((cell(), cell()), 0..14),
        s in proptest::collection::vec((cell(), cell()), 0..14),
    ) {
        let plan = "
            table R (rows: 1) { k i64 = 1  a i64 = 1 }
            table S (rows: 1) { k i64 = 1  b i64 = 1 }
            from S
            join R on S.k = R.k
            aggregate count(*) as n, count(R.a) as c, sum(S.b) as s, min(R.a) as lo, max(S.b) as hi, avg(R.a) as m
            group by S.b, R.a order by s desc, n limit 5";
        let (_, q) = compile_text("grouped", plan).unwrap();
        let col = |v: &[(Option<i64>, Option<i64>)], i: usize| column(&v.iter().map(|x| if i == 0 { x.0 } else { x.1 }).collect::<Vec<_>>());
        let data = Dataset { tables: vec![
            table("R", vec![col(&r, 0), col(&r, 1)]),
            table("S", vec![col(&s, 0), col(&s, 1)]),
        ], ..Default::default()};
        let OutputSpec::Group(g) = &q.output else { unreachable!() };
        let tuples = nested_loops(&q, &data);
        let key = |b: &Vec<usize>| -> Vec<Option<i64>> {
            g.keys.iter().map(|c| {
                let t = &data.tables[c.table];
                t.is_valid(c.col, b[c.table]).then(|| t.columns[c.col].int(b[c.table]).unwrap() as i64)
            }).collect()
        };
        let mut groups: std::collections::BTreeMap<Vec<Option<i64>>, Vec<&Vec<usize>>> = Default::default();
        for b in &tuples {
            groups.entry(key(b)).or_default().push(b);
        }
        let int = |x: Option<i64>| x.map(|i| Value::Int(i as i128));
        let mut want: Vec<(Cells, Vec<Option<Value>>)> = groups.iter().map(|(k, ts)| {
            let vals: Vec<Option<Value>> = g.aggs.iter().map(|a| {
                let v = seen(a, &data, ts);
                match a.func {
                    AggFunc::Count if a.arg.is_none() => int(Some(ts.len() as i64)),
                    AggFunc::Count => int(Some(v.len() as i64)),
                    AggFunc::Sum => int((!v.is_empty()).then(|| v.iter().sum())),
                    AggFunc::Min => int(v.iter().copied().min()),
                    AggFunc::Max => int(v.iter().copied().max()),
                    AggFunc::Avg => (!v.is_empty()).then(|| Value::Float(v.iter().sum::<i64>() as f64 / v.len() as f64)),
                }
            }).collect();
            (k.clone(), vals)
        }).collect();
        // Sort by s descending, then n, then the keys; Option's order puts None first: nulls
        // are the smallest values.
        let ints = |x: &Option<Value>| match x { Some(Value::Int(i)) => Some(*i), _ => None };
        want.sort_by(|x, y| ints(&y.1[2]).cmp(&ints(&x.1[2])).then(ints(&x.1[0]).cmp(&ints(&y.1[0]))).then(x.0.cmp(&y.0)));
        want.truncate(5);
        let want: Vec<Vec<Option<Value>>> = want.into_iter().map(|(k, v)| k.into_iter().map(int).chain(v).collect()).collect();
        let (res, _) = run(&q, &data);
        prop_assert_eq!(res.rows_out, want.len() as u64);
        prop_assert_eq!(res.rows, want);
    }
}

#[test]
fn empty_tables_give_zero_counts_and_null_sums_and_extremes() {
    let (_, q) = compile_text("empty", PLAN).unwrap();
    let empty = |name: &str, n: usize| TableData {
        name: name.into(),
        rows: 0,
        columns: (0..n)
            .map(
                |i| if name == "R" && i == 2 { Column::F64(Vec::new().into()) } else { Column::I64(Vec::new().into()) },
            )
            .collect(),
        nulls: Vec::new(),
        dicts: Vec::new(),
        packed: Vec::new(),
    };
    let data = Dataset {
        tables: vec![empty("R", 3), empty("S", 2), empty("T", 2), empty("U", 1), empty("V", 1), empty("W", 1)],
        ..Default::default()
    };
    let (res, _) = run(&q, &data);
    let got: Vec<AggValue> = res.aggregates.iter().map(|(_, v)| *v).collect();
    assert_eq!(
        got,
        vec![
            AggValue::Int(0),
            AggValue::Int(0),
            AggValue::Null,
            AggValue::Null,
            AggValue::Null,
            AggValue::Null,
            AggValue::Null,
            AggValue::Null,
            AggValue::Null,
            AggValue::Null
        ]
    );
    assert_eq!(res.rows_out, 1);
}

#[test]
fn emit_respects_limit() {
    let plan = "table A (rows: 1) { k u32 = 1 } table B (rows: 1) { k u32 = 1 } from A join B on A.k = B.k emit A.k, B.k limit 3";
    let (_, q) = compile_text("emit", plan).unwrap();
    let data = Dataset {
        tables: vec![
            TableData {
                name: "A".into(),
                rows: 4,
                columns: vec![Column::U32(vec![1, 1, 2, 9].into())],
                nulls: Vec::new(),
                dicts: Vec::new(),
                packed: Vec::new(),
            },
            TableData {
                name: "B".into(),
                rows: 3,
                columns: vec![Column::U32(vec![1, 1, 2].into())],
                nulls: Vec::new(),
                dicts: Vec::new(),
                packed: Vec::new(),
            },
        ],
        ..Default::default()
    };
    let (res, _) = run(&q, &data);
    assert_eq!(res.rows_out, 3);
    assert!(res.rows.iter().all(|r| r[0] == r[1]));
    let plan_all = plan.replace(" limit 3", "");
    let (_, q) = compile_text("emit", &plan_all).unwrap();
    assert_eq!(run(&q, &data).0.rows_out, 5, "1 matches twice twice, 2 once, 9 never");
}
