//! print ∘ parse is the identity on plans, and the printer's output is a fixed point.

use jitjoin_ir::plan::*;
use jitjoin_ir::{ColType, Logical, Value, parse};
use proptest::prelude::*;

fn round_trip(file: &str, text: &str) {
    let plan = parse(file, text).unwrap_or_else(|e| panic!("{e}"));
    let printed = plan.to_string();
    let again = parse("printed", &printed).unwrap_or_else(|e| panic!("{e}\n--- printed:\n{printed}"));
    assert_eq!(plan, again, "--- printed:\n{printed}");
    assert_eq!(printed, again.to_string(), "canonical text is a fixed point");
}

#[test]
fn every_example_round_trips() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples");
    let mut n = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "jj") {
            round_trip(&path.display().to_string(), &std::fs::read_to_string(&path).unwrap());
            n += 1;
        }
    }
    assert!(n >= 5, "found only {n} examples");
}

#[test]
fn layout_and_comments_do_not_matter() {
    let a = "table R(rows:1K){k u32=dense() p u32=k} from R aggregate count(*) as n";
    let b = "# a comment\ntable R (rows: 1024, seed: 0) {\n  k u32 = dense()   # key\n  p u32 = k\n}\nfrom R\naggregate count(*) as n\n";
    assert_eq!(parse("a", a).unwrap(), parse("b", b).unwrap());
}

#[test]
fn precedence_survives_printing() {
    round_trip(
        "p",
        "table T (rows: 1) { a i32 = 1 b i32 = 2 } from T filter T.a = 1 and (T.b = 2 or T.a < -3) filter not (T.a = 1 and T.b = 2) or T.a between -5 and 5 filter T.a not in (1, 2) and T.b = 1 aggregate count(*) as n",
    );
    round_trip(
        "p",
        "table T (rows: 1) { a i32 = 1 } from T filter T.a = 1 and (T.a = 2 and T.a = 3) aggregate count(*) as n",
    );
}

fn ident(pool: &'static [&'static str]) -> impl Strategy<Value = Ident> {
    proptest::sample::select(pool).prop_map(Ident::new)
}

const TABLES: &[&str] = &["R", "S", "T", "dim_1"];
const COLS: &[&str] = &["k", "fk", "payload", "x_2"];

fn colref() -> impl Strategy<Value = ColRef> {
    (ident(TABLES), ident(COLS)).prop_map(|(table, column)| ColRef { table, column })
}

fn value() -> impl Strategy<Value = Value> {
    prop_oneof![
        any::<i64>().prop_map(|i| Value::Int(i as i128)),
        any::<u64>().prop_map(|i| Value::Int(i as i128)),
        (-1e12f64..1e12).prop_map(Value::Float),
        any::<f64>().prop_filter("finite", |x| x.is_finite()).prop_map(Value::Float),
    ]
}

fn generator() -> impl Strategy<Value = Gen> {
    prop_oneof![
        Just(Gen::Dense),
        Just(Gen::Seq),
        any::<u64>().prop_map(|distinct| Gen::Dup { distinct }),
        (colref(), prop_oneof![Just(Dist::Uniform), (0.0f64..3.0).prop_map(Dist::Zipf)], 0.0f64..=1.0)
            .prop_map(|(of, dist, hit)| Gen::Foreign { of, dist, hit }),
        (value(), value()).prop_map(|(lo, hi)| Gen::Uniform { lo, hi }),
        ident(COLS).prop_map(Gen::Copy),
        value().prop_map(Gen::Const),
    ]
}

fn table() -> impl Strategy<Value = TableDecl> {
    let ty = proptest::sample::select(&ColType::ALL[..]);
    prop_oneof![
        (
            ident(TABLES),
            any::<u64>(),
            any::<u64>(),
            proptest::collection::vec((ident(COLS), ty.clone(), generator(), proptest::option::of(0.0f64..=1.0)), 1..4)
        )
            .prop_map(|(name, rows, seed, cols)| {
                // Every other table is partitioned by its first column.
                let partition = (seed % 2 == 0).then(|| cols[0].0.clone());
                TableDecl {
                    name,
                    source: Source::Generated { rows, seed },
                    columns: cols
                        .into_iter()
                        .map(|(name, ty, g, nulls)| ColumnDecl {
                            name,
                            ty,
                            generator: Some(g),
                            nulls,
                            logical: Logical::Number,
                        })
                        .collect(),
                    partition,
                }
            }),
        (
            ident(TABLES),
            proptest::sample::select(&FileFormat::ALL[..]),
            "[a-z/._ \"\\\\-]{0,12}",
            proptest::collection::vec((ident(COLS), ty.clone(), logical()), 0..4)
        )
            .prop_map(|(name, format, path, cols)| TableDecl {
                name,
                source: Source::File { format, path },
                columns: cols.into_iter().map(|(name, ty, l)| ColumnDecl::declared(name, ty, l)).collect(),
                partition: None,
            }),
        (
            ident(TABLES),
            proptest::sample::select(&[Suite::Ssb, Suite::Tpch][..]),
            0.001f64..1000.0,
            proptest::option::of(ident(TABLES)),
            proptest::collection::vec((ident(COLS), ty, logical()), 0..3)
        )
            .prop_map(|(name, suite, scale, of, cols)| TableDecl {
                source: Source::Bench { suite, scale, table: of.map_or_else(|| name.name.clone(), |t| t.name) },
                name,
                columns: cols.into_iter().map(|(name, ty, l)| ColumnDecl::declared(name, ty, l)).collect(),
                partition: None,
            }),
    ]
}

/// A string constant, with quotes of both kinds and backslashes among its characters.
fn word() -> impl Strategy<Value = String> {
    "[A-Za-z0-9# '\"\\\\-]{0,10}"
}

fn expr() -> impl Strategy<Value = Expr> {
    let op = proptest::sample::select(&[CmpOp::Eq, CmpOp::Ne, CmpOp::Lt, CmpOp::Le, CmpOp::Gt, CmpOp::Ge][..]);
    let leaf = prop_oneof![
        (colref(), op.clone(), value()).prop_map(|(col, op, value)| Expr::Cmp { col, op, value }),
        (colref(), value(), value()).prop_map(|(col, lo, hi)| Expr::Between { col, lo, hi }),
        (colref(), proptest::collection::vec(value(), 1..4)).prop_map(|(col, values)| Expr::In { col, values }),
        colref().prop_map(|col| Expr::IsNull { col }),
        (colref(), op, word()).prop_map(|(col, op, w)| Expr::Text { col, test: TextTest::Cmp(op, w) }),
        (colref(), word(), word()).prop_map(|(col, lo, hi)| Expr::Text { col, test: TextTest::Between(lo, hi) }),
        (colref(), proptest::collection::vec(word(), 1..4))
            .prop_map(|(col, ws)| Expr::Text { col, test: TextTest::In(ws) }),
    ];
    leaf.prop_recursive(4, 16, 2, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 2..4).prop_map(Expr::And),
            proptest::collection::vec(inner.clone(), 2..4).prop_map(Expr::Or),
            inner.prop_map(|e| Expr::Not(Box::new(e))),
        ]
    })
}

fn join() -> impl Strategy<Value = JoinClause> {
    let kind = proptest::sample::select(&[JoinKind::Inner, JoinKind::Semi, JoinKind::Anti][..]);
    let algo = proptest::sample::select(&Algorithm::ALL[..]);
    (kind, any::<bool>(), ident(TABLES), proptest::collection::vec((colref(), colref()), 1..3), algo).prop_map(
        |(kind, not_in, table, on, algorithm)| JoinClause {
            kind,
            null_aware: not_in && kind == JoinKind::Anti,
            table,
            on,
            algorithm,
            span: Span::default(),
        },
    )
}

fn arith() -> impl Strategy<Value = Arith> {
    let leaf = prop_oneof![
        colref().prop_map(Arith::Col),
        (-1000i64..1000).prop_map(|i| Arith::Const(Value::Int(i as i128), Span::default())),
        (-8.0f64..8.0).prop_map(|x| Arith::Const(Value::Float(x), Span::default())),
    ];
    leaf.prop_recursive(3, 8, 2, |inner| {
        let op = proptest::sample::select(&[ArithOp::Add, ArithOp::Sub, ArithOp::Mul][..]);
        (op, inner.clone(), inner).prop_map(|(op, l, r)| Arith::Bin { op, l: Box::new(l), r: Box::new(r) })
    })
}

fn agg_items() -> impl Strategy<Value = Vec<AggItem>> {
    let func = proptest::sample::select(&[AggFunc::Count, AggFunc::Sum, AggFunc::Min, AggFunc::Max, AggFunc::Avg][..]);
    proptest::collection::vec((func, proptest::option::of(arith()), "[a-z][a-z0-9_]{0,6}"), 1..4).prop_map(|items| {
        items
            .into_iter()
            .map(|(func, arg, alias)| AggItem {
                func,
                // Only count takes `*`.
                arg: if func == AggFunc::Count {
                    arg
                } else {
                    arg.or_else(|| Some(Arith::Col(ColRef { table: Ident::new("R"), column: Ident::new("k") })))
                },
                alias: Ident::new(format!("a_{alias}")),
                span: Span::default(),
            })
            .collect()
    })
}

/// Every kind of column: numbers, strings, decimals of every precision and scale, dates.
fn logical() -> impl Strategy<Value = Logical> {
    prop_oneof![
        Just(Logical::Number),
        Just(Logical::Text),
        Just(Logical::Date),
        (1u8..=18)
            .prop_flat_map(|p| (Just(p), 0..=p))
            .prop_map(|(precision, scale)| Logical::Decimal { precision, scale }),
    ]
}

/// A grouped aggregate's list in some order, naming some grouping columns (or none).
fn select(aggs: usize, keys: &[ColRef]) -> impl Strategy<Value = Vec<Selected>> + use<> {
    let keys = keys.to_vec();
    (proptest::collection::vec((0..keys.len(), proptest::option::of("[a-z][a-z0-9_]{0,6}")), 0..4), any::<u64>())
        .prop_map(move |(named, seed)| {
            if named.is_empty() {
                return Vec::new();
            }
            let mut out: Vec<Selected> = (0..aggs).map(Selected::Agg).collect();
            for (i, (k, name)) in named.into_iter().enumerate() {
                let at = (seed as usize).wrapping_add(i * 7) % (out.len() + 1);
                let name = name.map(|n| Ident::new(format!("k_{n}")));
                out.insert(at, Selected::Key { col: keys[k].clone(), name });
            }
            out
        })
}

fn output() -> impl Strategy<Value = Output> {
    let order_key = prop_oneof![
        colref().prop_map(OrderKey::Column),
        "[a-z][a-z0-9_]{0,6}".prop_map(|a| OrderKey::Alias(Ident::new(format!("a_{a}")))),
    ];
    let order = proptest::collection::vec(
        (order_key, any::<bool>(), any::<bool>()).prop_map(|(key, desc, nulls_last)| OrderItem {
            key,
            desc,
            nulls_last,
        }),
        0..3,
    );
    prop_oneof![
        agg_items().prop_map(Output::Aggregate),
        (agg_items(), proptest::collection::vec(colref(), 1..5), order, proptest::option::of(any::<u64>()))
            .prop_flat_map(|(aggs, keys, order, limit)| {
                let select = select(aggs.len(), &keys);
                (Just((aggs, keys, order, limit)), select)
            })
            .prop_map(|((aggs, keys, order, limit), select)| Output::Group(GroupBy {
                aggs,
                keys,
                order,
                limit,
                span: Span::default(),
                select
            })),
        (
            proptest::collection::vec((colref(), proptest::option::of("[a-z][a-z0-9_]{0,6}")), 1..4),
            proptest::option::of(any::<u64>())
        )
            .prop_map(|(cols, limit)| {
                let (columns, names): (Vec<ColRef>, Vec<Option<Ident>>) =
                    cols.into_iter().map(|(c, n)| (c, n.map(|n| Ident::new(format!("n_{n}"))))).unzip();
                let names = if names.iter().all(Option::is_none) { Vec::new() } else { names };
                Output::Emit { columns, names, limit, span: Span::default() }
            }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn random_plans_round_trip(
        tables in proptest::collection::vec(table(), 0..4),
        from in ident(TABLES),
        joins in proptest::collection::vec(join(), 0..3),
        filters in proptest::collection::vec(expr(), 0..3),
        output in output(),
    ) {
        let plan = Plan {
            tables,
            from,
            joins,
            filters: filters.into_iter().map(|expr| Filter { expr, span: Span::default() }).collect(),
            output,
        };
        let printed = plan.to_string();
        let again = parse("printed", &printed).map_err(|e| TestCaseError::fail(format!("{e}\n{printed}")))?;
        prop_assert_eq!(&plan, &again, "{}", printed);
    }
}

/// A filter tree built in code (not parsed) may be as deep as memory allows: printing,
/// measuring, verifying and dropping it must not recurse per level.
#[test]
fn hand_built_deep_filters_are_refused_without_recursion() {
    let mut plan = jitjoin_ir::parse(
        "deep.jj",
        "table R (rows: 10) { x u32 = seq() }\nfrom R\nfilter R.x = 1\naggregate count(*) as n",
    )
    .unwrap();
    let leaf = plan.filters[0].expr.clone();
    let mut e = leaf;
    for _ in 0..200_000 {
        e = Expr::Not(Box::new(e));
    }
    assert_eq!(e.depth(), 200_001);
    assert_eq!(e.columns().len(), 1);
    let text = e.to_string();
    assert!(text.starts_with("not not not") && text.ends_with("R.x = 1"));
    plan.filters[0].expr = e;
    let err = jitjoin_ir::verify("deep.jj", &plan).unwrap_err().to_string();
    assert!(err.contains("expression tree depth is 200001"), "{err}");
    drop(plan);
}
