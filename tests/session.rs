//! The library API: tables registered from Arrow are read in place, queries in SQL, plan
//! text and code agree with the interpreter on every engine, and results come back as Arrow
//! with their columns' types.

use arrow_array::cast::AsArray;
use arrow_array::types::{Int64Type, UInt32Type};
use arrow_array::{
    Array, ArrayRef, BooleanArray, Float32Array, Int16Array, Int64Array, RecordBatch, StringArray, UInt32Array,
};
use arrow_schema::DataType;
use jitjoin::{Engine, Session};
use std::sync::Arc;

fn batch(cols: Vec<(&str, ArrayRef)>) -> RecordBatch {
    RecordBatch::try_from_iter(cols).unwrap()
}

/// R (key 1..=n, payload), S (fk), for n rows of R and 3n of S, some keys missing.
fn tables(n: u32) -> (RecordBatch, RecordBatch) {
    let r = batch(vec![
        ("key", Arc::new(UInt32Array::from_iter_values(1..=n))),
        ("payload", Arc::new(Int64Array::from_iter_values((1..=n as i64).map(|k| k * 7 - 50)))),
    ]);
    let s = batch(vec![("fk", Arc::new(UInt32Array::from_iter_values((0..3 * n).map(|i| i * 37 % (n + 5) + 1))))]);
    (r, s)
}

#[test]
fn registered_batches_are_read_in_place_and_every_engine_agrees() {
    for n in [0u32, 1, 7, 63, 64, 65, 1000] {
        let (r, s) = tables(n);
        let mut session = Session::new().with_threads(2);
        session.register_batches("R", std::slice::from_ref(&r)).unwrap();
        session.register_batches("S", &[s]).unwrap();
        let q = session
            .sql(
                "SELECT count(*) AS n, sum(R.payload) AS total, min(R.payload) AS lo, max(R.key) AS k FROM S JOIN R \
                 ON S.fk = R.key",
            )
            .unwrap();
        // R's key column is the batch's own buffer.
        let data = q.data();
        let rt = q.plan_file().plan.tables.iter().position(|t| t.name.name == "R").unwrap();
        let key = &data.tables[rt].columns[0];
        let jitjoin::ir::Column::U32(v) = key else { panic!("key is u32") };
        assert!(v.is_shared(), "n={n}: registered in place");
        assert_eq!(v.as_ptr(), r.column(0).as_primitive::<UInt32Type>().values().as_ptr(), "n={n}: the same memory");
        let want = q.run_on(Engine::Interp).unwrap();
        for engine in [Engine::Jit, Engine::Generic] {
            let got = q.run_on(engine).unwrap();
            jitjoin::compare::same(&want.report.result, &got.report.result, engine.name(), None)
                .unwrap_or_else(|e| panic!("n={n}: {e}"));
        }
        // The same query as plan text, with the registered tables undeclared.
        let text = session
            .plan_text(
                "from S join R on S.fk = R.key aggregate count(*) as n, sum(R.payload) as total, min(R.payload) as lo, max(R.key) as k",
            )
            .unwrap();
        assert_eq!(text.run().unwrap().aggregates(), want.aggregates(), "n={n}");
        // And as Arrow: counts as Int64, integer sums as Decimal128(38, 0), min and max in their
        // column's type, over no rows null.
        let out = q.run().unwrap().to_arrow().unwrap();
        assert_eq!(out.schema().field(0).data_type(), &DataType::Int64);
        assert_eq!(out.schema().field(1).data_type(), &DataType::Decimal128(38, 0));
        assert_eq!(out.schema().field(3).data_type(), &DataType::UInt32);
        assert_eq!(out.column(3).is_null(0), (0..3 * n).all(|i| i * 37 % (n + 5) >= n), "n={n}");
        let matches = (0..3 * n).filter(|i| i * 37 % (n + 5) < n).count() as i64;
        assert_eq!(out.column(0).as_primitive::<Int64Type>().value(0), matches, "n={n}");
        assert_eq!(out.column(2).is_null(0), matches == 0, "n={n}");
    }
}

/// Batches with nulls, registered in place: a null key matches nothing, aggregates skip nulls,
/// and emitted nulls come back as Arrow nulls; every engine agrees with the interpreter.
#[test]
fn registered_nulls_follow_sql() {
    let mut session = Session::new().with_threads(2);
    let r = batch(vec![
        ("key", Arc::new(UInt32Array::from(vec![Some(1), Some(2), None, Some(4)]))),
        ("v", Arc::new(Int64Array::from(vec![Some(10), None, Some(30), None]))),
    ]);
    let s = batch(vec![("fk", Arc::new(UInt32Array::from(vec![Some(1), Some(2), Some(2), None, Some(4), Some(9)])))]);
    session.register_batches("R", &[r]).unwrap();
    session.register_batches("S", &[s]).unwrap();
    let q = session
        .sql("SELECT count(*) AS n, count(R.v) AS c, sum(R.v) AS s, min(R.v) AS lo FROM S JOIN R ON S.fk = R.key")
        .unwrap();
    for engine in [Engine::Interp, Engine::Jit, Engine::Generic] {
        let out = q.run_on(engine).unwrap().to_arrow().unwrap();
        let int = |c: usize| out.column(c).as_primitive::<Int64Type>().value(0);
        // The sum of integers is exact: HUGEINT, Decimal128(38, 0).
        let sum = out.column(2).as_primitive::<arrow_array::types::Decimal128Type>().value(0);
        // S.fk 1, 2, 2, 4 match (the null and 9 do not); R.v there: 10, null, null, null.
        assert_eq!((int(0), int(1), sum, int(3)), (4, 1, 10, 10), "{}", engine.name());
    }
    let only_nulls =
        session.sql("SELECT count(R.v) AS c, sum(R.v) AS s FROM S JOIN R ON S.fk = R.key WHERE S.fk = 2").unwrap();
    for engine in [Engine::Interp, Engine::Jit, Engine::Generic] {
        let out = only_nulls.run_on(engine).unwrap().to_arrow().unwrap();
        assert_eq!(out.column(0).as_primitive::<Int64Type>().value(0), 0, "{}", engine.name());
        assert!(out.column(1).is_null(0), "{}: a sum of nulls is null", engine.name());
    }
    let rows = session.sql("SELECT S.fk, R.v FROM S JOIN R ON S.fk = R.key LIMIT 100").unwrap();
    for engine in [Engine::Interp, Engine::Jit, Engine::Generic] {
        let out = rows.run_on(engine).unwrap().to_arrow().unwrap();
        assert_eq!(out.num_rows(), 4, "{}", engine.name());
        assert_eq!(out.column(1).null_count(), 3, "{}", engine.name());
        assert!(out.schema().field(1).is_nullable());
    }
}

#[test]
fn several_batches_and_narrow_types_are_copied() {
    let mut session = Session::new();
    let part = |lo: i16| {
        batch(vec![
            ("k", Arc::new(Int16Array::from_iter_values(lo..lo + 10))),
            ("x", Arc::new(Float32Array::from_iter_values((0..10).map(|i| i as f32 / 4.0)))),
        ])
    };
    session.register_batches("T", &[part(0), part(100), part(-5)]).unwrap();
    let q = session.sql("SELECT t.k, t.x FROM T t WHERE t.k BETWEEN 3 AND 104 LIMIT 1000").unwrap();
    let out = q.run().unwrap().to_arrow().unwrap();
    // Int16 reads as i32, Float32 as f64; the rows of each part in 3..=104: 3..=9, 100..=104, 3..=4.
    assert_eq!(out.schema().field(0).data_type(), &DataType::Int32);
    assert_eq!(out.schema().field(1).data_type(), &DataType::Float64);
    assert_eq!(out.num_rows(), 7 + 5 + 2);
    // Named as SQL names a selected column: by its own name.
    assert_eq!(out.schema().field(0).name(), "k");
}

/// Strings register as a dictionary and codes: filtered, grouped and shown as strings, the
/// same on every engine.
#[test]
fn registered_strings_are_filtered_and_grouped() {
    let mut session = Session::new();
    let t = batch(vec![
        ("k", Arc::new(UInt32Array::from(vec![1, 2, 3, 4, 5]))),
        ("s", Arc::new(StringArray::from(vec![Some("b"), Some("a"), None, Some("b"), Some("c")]))),
    ]);
    session.register_batches("T", &[t]).unwrap();
    let q = session.sql("SELECT t.s, count(*) AS n, sum(t.k) AS total FROM T t WHERE t.s >= 'b' GROUP BY t.s").unwrap();
    for engine in [Engine::Interp, Engine::Generic, Engine::Jit] {
        let out = q.run_on(engine).unwrap().to_arrow().unwrap();
        let mut rows: Vec<String> = (0..out.num_rows())
            .map(|r| {
                let s = out.column(0).as_any().downcast_ref::<StringArray>().unwrap().value(r).to_string();
                format!("{s} {:?}", out.column(1).as_any().downcast_ref::<Int64Array>().unwrap().value(r))
            })
            .collect();
        rows.sort();
        assert_eq!(rows, vec!["b 2", "c 1"], "{}", engine.name());
    }
}

#[test]
fn bad_batches_are_refused_naming_the_column() {
    let mut session = Session::new();
    let flags = batch(vec![("b", Arc::new(BooleanArray::from(vec![true])))]);
    let e = session.register_batches("T", &[flags]).unwrap_err().to_string();
    assert!(e.contains("column `b`: its type Boolean is not supported"), "{e}");
    let e = session.register_batches("T", &[]).unwrap_err().to_string();
    assert!(e.contains("no record batches"), "{e}");
    let a = batch(vec![("k", Arc::new(UInt32Array::from(vec![1])))]);
    let b = batch(vec![("k", Arc::new(Int64Array::from(vec![1])))]);
    let e = session.register_batches("T", &[a, b]).unwrap_err().to_string();
    assert!(e.contains("record batch 1 has a different schema"), "{e}");
    // A query over a table nobody registered says which.
    let e = match session.sql("SELECT count(*) FROM nowhere") {
        Err(e) => e.to_string(),
        Ok(_) => panic!("accepted"),
    };
    assert!(e.contains("no table `nowhere` is bound"), "{e}");
}

#[test]
fn files_registered_by_name_join_registered_batches() {
    let (r, _) = tables(100);
    let mut session = Session::new().with_base_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/examples"));
    session.register_file("orders", "data/orders.parquet").unwrap();
    session.register_batches("R", &[r]).unwrap();
    let q = session.sql("SELECT count(*) AS n FROM orders o JOIN R ON o.cust_id = R.key").unwrap();
    let n = q.run().unwrap().to_arrow().unwrap().column(0).as_primitive::<Int64Type>().value(0);
    // Every order's customer id is in 1..=100.
    assert_eq!(n, 12);
}

/// A table streamed in parts through a `TableBuilder` (each part read apart, as a scan's
/// partitions are) holds what registering all its batches at once holds: the same answers,
/// nulls, strings (a dictionary array among them) and decimals included.
#[test]
fn a_table_built_batch_by_batch_equals_one_registered_whole() {
    use arrow_array::{Decimal128Array, DictionaryArray, types::Int32Type};
    let part = |lo: i64, names: Vec<Option<&str>>| {
        let n = names.len();
        let keys: Vec<Option<i16>> = (0..n as i64).map(|i| (i % 4 != 3).then_some((lo + i) as i16)).collect();
        let price =
            Decimal128Array::from_iter((0..n as i64).map(|i| (i % 5 != 1).then_some(i128::from((lo + i) * 125 - 7))))
                .with_precision_and_scale(12, 2)
                .unwrap();
        RecordBatch::try_from_iter_with_nullable([
            ("k", Arc::new(Int16Array::from(keys)) as ArrayRef, true),
            ("name", Arc::new(StringArray::from(names)) as ArrayRef, true),
            ("price", Arc::new(price) as ArrayRef, true),
        ])
        .unwrap()
    };
    let batches = vec![
        part(0, vec![Some("b"), Some("a"), None, Some("b"), Some("c")]),
        part(10, vec![Some("c"), Some(""), Some("a")]),
        part(-3, vec![None, Some("zz"), Some("b"), Some("a")]),
        part(50, vec![]),
    ];
    // The same rows with the names as a dictionary array (the first batch's).
    let as_dictionary = {
        let b = &batches[0];
        let names: DictionaryArray<Int32Type> =
            vec![Some("b"), Some("a"), None, Some("b"), Some("c")].into_iter().collect();
        RecordBatch::try_new(
            Arc::new(arrow_schema::Schema::new(vec![
                b.schema().field(0).clone(),
                arrow_schema::Field::new("name", names.data_type().clone(), true),
                b.schema().field(2).clone(),
            ])),
            vec![Arc::clone(b.column(0)), Arc::new(names), Arc::clone(b.column(2))],
        )
        .unwrap()
    };
    let mut whole = Session::new();
    whole.register_batches("T", &batches).unwrap();
    let mut streamed = Session::new();
    // Two parts, as two partitions would read them, joined afterwards.
    let mut first = jitjoin::TableBuilder::new(&as_dictionary.schema()).unwrap();
    first.push(&as_dictionary).unwrap();
    first.push(&batches[1]).unwrap();
    let mut second = jitjoin::TableBuilder::new(&batches[2].schema()).unwrap();
    second.push(&batches[2]).unwrap();
    second.push(&batches[3]).unwrap();
    first.append(second).unwrap();
    assert_eq!(first.rows(), 12);
    // A table of no columns still counts its rows; a query over it is refused, naming the
    // table, rather than counting none.
    let mut counted = jitjoin::TableBuilder::new(&arrow_schema::Schema::empty()).unwrap();
    for b in &batches {
        counted.push(&b.project(&[]).unwrap()).unwrap();
    }
    assert_eq!(counted.rows(), 12);
    let mut only_rows = Session::new();
    only_rows.register_builder("C", counted).unwrap();
    let e = match only_rows.sql("SELECT count(*) AS n FROM C") {
        Err(e) => format!("{e:?}"),
        Ok(_) => panic!("a table without columns was accepted"),
    };
    assert!(e.contains("NoColumns(\"C\")"), "{e}");
    streamed.register_builder("T", first).unwrap();
    let sql = "SELECT t.name, count(*) AS n, count(t.k) AS nk, sum(t.k) AS sk, sum(t.price) AS sp, min(t.price) AS lo \
               FROM T t WHERE t.name <> 'zz' GROUP BY t.name";
    for engine in [Engine::Interp, Engine::Generic, Engine::Jit] {
        let rows = |s: &Session| {
            let out = s.sql(sql).unwrap().run_on(engine).unwrap().to_arrow().unwrap();
            let mut lines: Vec<String> = (0..out.num_rows())
                .map(|r| {
                    let cells: Vec<String> = out.columns().iter().map(|c| format!("{:?}", c.slice(r, 1))).collect();
                    cells.join(" | ").replace('\n', "")
                })
                .collect();
            lines.sort();
            lines
        };
        let (a, b) = (rows(&whole), rows(&streamed));
        assert_eq!(a, b, "{}", engine.name());
        // '', a, b, c: not zz, and not the null names (`NULL <> 'zz'` is not true).
        assert_eq!(a.len(), 4, "{a:?}");
    }
}

#[test]
fn a_table_builder_refuses_bad_input_naming_the_batch_and_column() {
    use arrow_array::Decimal128Array;
    let flags = batch(vec![("b", Arc::new(BooleanArray::from(vec![true])))]);
    let e = jitjoin::TableBuilder::new(&flags.schema()).err().unwrap().to_string();
    assert!(e.contains("column `b`: its type Boolean is not supported"), "{e}");
    let wide = |v: i128| {
        let d = Decimal128Array::from(vec![v]).with_precision_and_scale(18, 0).unwrap();
        batch(vec![("d", Arc::new(d) as ArrayRef)])
    };
    let mut t = jitjoin::TableBuilder::new(&wide(1).schema()).unwrap();
    t.push(&wide(5)).unwrap();
    let e = t.push(&wide(i128::from(i64::MAX) + 1)).unwrap_err().to_string();
    assert!(e.contains("record batch 1: column `d`") && e.contains("beyond its declared 18 digits"), "{e}");
    let e = t.push(&flags).unwrap_err().to_string();
    assert!(e.contains("column `d`"), "{e}");
}

/// A table taken back from a session after a run gives its memory to the next table built
/// like it (a stream of chunks): the numbers land in the same buffer, nulls and strings start
/// afresh, and the second run answers for the second chunk alone.
#[test]
fn a_table_taken_back_lends_its_memory_to_the_next() {
    use jitjoin::TableBuilder;
    let chunk = |lo: i64| {
        batch(vec![
            ("x", Arc::new(Int64Array::from_iter((lo..lo + 1000).map(|v| (v % 7 != 0).then_some(v))))),
            ("tag", Arc::new(StringArray::from_iter_values((lo..lo + 1000).map(|v| format!("t{}", v % 3))))),
        ])
    };
    let first = chunk(0);
    let schema = first.schema();
    let run = |builder: TableBuilder, want: &RecordBatch| {
        let mut s = Session::new().with_threads(1);
        s.register_builder("t", builder).unwrap();
        let sql = "SELECT tag, count(x) AS n, sum(x) AS total FROM t GROUP BY tag ORDER BY tag";
        let got = s.sql(sql).unwrap().run_on(Engine::Jit).unwrap().to_arrow().unwrap();
        let mut check = Session::new();
        check.register_batches("t", std::slice::from_ref(want)).unwrap();
        let expect = check.sql(sql).unwrap().run_on(Engine::Interp).unwrap().to_arrow().unwrap();
        assert_eq!(got, expect);
        s.take_table("t").expect("the table, taken back")
    };
    let mut b = TableBuilder::with_capacity(&schema, 1000).unwrap();
    b.push(&first).unwrap();
    let old = run(b, &first);
    assert!(Session::new().take_table("t").is_none());
    let at = |t: &jitjoin::ir::TableData| match &t.columns[0] {
        jitjoin::ir::Column::I64(v) => v.as_ptr(),
        other => panic!("x is {}", other.ty()),
    };
    let was = at(&old);
    let second = chunk(5000);
    let mut b = TableBuilder::reusing(&schema, old, 1000).unwrap();
    b.push(&second).unwrap();
    let again = run(b, &second);
    assert_eq!(at(&again), was, "the second chunk's numbers are written where the first's were");
}
