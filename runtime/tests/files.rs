//! Parquet and Arrow files as table sources: every supported Arrow type reads as its jitjoin
//! type with its values; schemas supply or check the declared columns; row groups a filter
//! rules out are skipped; and every kind of bad file is an error that names the file and the
//! column or row group.

use arrow_array::types::*;
use arrow_array::{ArrayRef, PrimitiveArray, RecordBatch, StringArray};
use arrow_schema::{DataType, Schema};
use jitjoin_ir::plan::{ColumnDecl, FileFormat, Ident, Source};
use jitjoin_ir::{ColType, Column, TableData, Validity, compile_text, parse};
use jitjoin_runtime::DataError;
use jitjoin_runtime::data::files;
use std::path::Path;
use std::sync::Arc;

fn write_batch_parquet(path: &Path, batch: &RecordBatch, group_rows: usize) {
    let props =
        parquet::file::properties::WriterProperties::builder().set_max_row_group_row_count(Some(group_rows)).build();
    let mut w = parquet::arrow::ArrowWriter::try_new(std::fs::File::create(path).unwrap(), batch.schema(), Some(props))
        .unwrap();
    w.write(batch).unwrap();
    w.close().unwrap();
}

fn write_batch_arrow(path: &Path, batch: &RecordBatch) {
    let mut w = arrow_ipc::writer::FileWriter::try_new(std::fs::File::create(path).unwrap(), &batch.schema()).unwrap();
    w.write(batch).unwrap();
    w.finish().unwrap();
}

/// A batch with one column of every supported type, 7 rows including each type's extremes.
fn every_type() -> RecordBatch {
    let cols: Vec<(&str, ArrayRef)> = vec![
        ("i8", Arc::new(PrimitiveArray::<Int8Type>::from(vec![i8::MIN, -1, 0, 1, 2, 3, i8::MAX]))),
        ("i16", Arc::new(PrimitiveArray::<Int16Type>::from(vec![i16::MIN, -1, 0, 1, 2, 3, i16::MAX]))),
        ("i32", Arc::new(PrimitiveArray::<Int32Type>::from(vec![i32::MIN, -1, 0, 1, 2, 3, i32::MAX]))),
        ("d32", Arc::new(PrimitiveArray::<Date32Type>::from(vec![-719162, -1, 0, 1, 19000, 20000, 2932896]))),
        ("i64", Arc::new(PrimitiveArray::<Int64Type>::from(vec![i64::MIN, -1, 0, 1, 2, 3, i64::MAX]))),
        ("u8", Arc::new(PrimitiveArray::<UInt8Type>::from(vec![0, 1, 2, 3, 4, 5, u8::MAX]))),
        ("u16", Arc::new(PrimitiveArray::<UInt16Type>::from(vec![0, 1, 2, 3, 4, 5, u16::MAX]))),
        ("u32", Arc::new(PrimitiveArray::<UInt32Type>::from(vec![0, 1, 2, 3, 4, 5, u32::MAX]))),
        ("u64", Arc::new(PrimitiveArray::<UInt64Type>::from(vec![0, 1, 2, 3, 4, 5, u64::MAX]))),
        ("f32", Arc::new(PrimitiveArray::<Float32Type>::from(vec![-1.5f32, 0.0, 0.25, 1e30, -1e-30, 3.0, 7.0]))),
        ("f64", Arc::new(PrimitiveArray::<Float64Type>::from(vec![-1.5f64, 0.0, 0.25, 1e300, -1e-300, 3.0, 7.0]))),
        (
            "dec",
            Arc::new(
                PrimitiveArray::<Decimal128Type>::from(vec![
                    -999_999_999_999_999_999,
                    -1,
                    0,
                    1234,
                    5,
                    6,
                    999_999_999_999_999_999,
                ])
                .with_precision_and_scale(18, 2)
                .unwrap(),
            ),
        ),
    ];
    RecordBatch::try_from_iter(cols).unwrap()
}

fn decls(schema: &Schema) -> Vec<ColumnDecl> {
    schema
        .fields()
        .iter()
        .map(|f| {
            let (ty, logical) = files::column_types(f.data_type()).unwrap();
            ColumnDecl::declared(Ident::new(f.name().clone()), ty, logical)
        })
        .collect()
}

/// Every value of `batch`'s column `c`, as jitjoin reads it.
fn expected(batch: &RecordBatch, c: usize) -> Column {
    let a = batch.column(c);
    use arrow_array::cast::AsArray;
    if let DataType::Decimal128(..) = a.data_type() {
        // The unscaled values.
        return Column::I64(a.as_primitive::<Decimal128Type>().values().iter().map(|&v| v as i64).collect());
    }
    let ty = files::col_type(a.data_type()).unwrap();
    let s = arrow_cast::cast(
        a,
        &match ty {
            ColType::I32 => DataType::Int32,
            ColType::I64 => DataType::Int64,
            ColType::U32 => DataType::UInt32,
            ColType::U64 => DataType::UInt64,
            ColType::F64 => DataType::Float64,
        },
    )
    .unwrap();
    match ty {
        ColType::I32 => Column::I32(s.as_primitive::<Int32Type>().values().to_vec().into()),
        ColType::I64 => Column::I64(s.as_primitive::<Int64Type>().values().to_vec().into()),
        ColType::U32 => Column::U32(s.as_primitive::<UInt32Type>().values().to_vec().into()),
        ColType::U64 => Column::U64(s.as_primitive::<UInt64Type>().values().to_vec().into()),
        ColType::F64 => Column::F64(s.as_primitive::<Float64Type>().values().to_vec().into()),
    }
}

#[test]
fn every_supported_type_reads_exactly_from_parquet_and_arrow() {
    let dir = tempfile::tempdir().unwrap();
    let b = every_type();
    let decl = decls(&b.schema());
    // Row groups of 3 rows: 7 rows make groups of 3, 3 and 1, decoded in parallel into place.
    write_batch_parquet(&dir.path().join("t.parquet"), &b, 3);
    write_batch_arrow(&dir.path().join("t.arrow"), &b);
    let (pq, read) = files::read_parquet(&dir.path().join("t.parquet"), "t", &decl, None).unwrap();
    assert_eq!(read, files::ParquetRead { row_groups: 3, skipped: 0 });
    let ar = files::read_arrow(&dir.path().join("t.arrow"), "t", &decl).unwrap();
    for (c, d) in decl.iter().enumerate() {
        assert_eq!(pq.columns[c], expected(&b, c), "parquet column {}", d.name.name);
        assert_eq!(ar.columns[c], expected(&b, c), "arrow column {}", d.name.name);
    }
    assert_eq!((pq.rows, ar.rows), (7, 7));
}

#[test]
fn jitjoins_own_files_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    for rows in [0usize, 1, 7, 65, 1000] {
        let cols = vec![
            Column::I32((0..rows as i32).map(|i| i * 7 - 300).collect()),
            Column::U64((0..rows as u64).map(|i| u64::MAX - i).collect()),
            Column::F64((0..rows).map(|i| i as f64 / 3.0).collect()),
        ];
        let names = ["a", "b", "c"];
        let decl: Vec<ColumnDecl> = names
            .iter()
            .zip(&cols)
            .map(|(n, c)| ColumnDecl::declared(Ident::new(*n), c.ty(), jitjoin_ir::Logical::Number))
            .collect();
        let pq = dir.path().join(format!("{rows}.parquet"));
        let ar = dir.path().join(format!("{rows}.arrow"));
        let whole = TableData::new("t", rows, cols.clone());
        files::write_parquet_groups(&pq, &names, &whole, 64).unwrap();
        files::write_arrow(&ar, &names, &whole).unwrap();
        let (t, read) = files::read_parquet(&pq, "t", &decl, None).unwrap();
        assert_eq!(t.columns, cols, "parquet, {rows} rows");
        assert_eq!(read.row_groups, rows.div_ceil(64), "{rows} rows in groups of 64");
        assert_eq!(files::read_arrow(&ar, "t", &decl).unwrap().columns, cols, "arrow, {rows} rows");
    }
}

/// A plan whose tables read `dir`'s files, with `filter`; the schema fills in the columns.
fn resolved(dir: &Path, text: &str) -> (jitjoin_ir::Plan, jitjoin_ir::Query) {
    let mut plan = parse("t.jj", text).unwrap_or_else(|e| panic!("{e}"));
    files::resolve_schemas(&mut plan, dir).unwrap_or_else(|e| panic!("{e}"));
    let q = jitjoin_ir::verify("t.jj", &plan).unwrap_or_else(|e| panic!("{e}"));
    (plan, q)
}

#[test]
fn the_schema_supplies_only_the_used_columns() {
    let dir = tempfile::tempdir().unwrap();
    write_batch_parquet(&dir.path().join("t.parquet"), &every_type(), 3);
    let (plan, _) =
        resolved(dir.path(), "table t (parquet: \"t.parquet\") from t filter t.u16 > 2 aggregate min(t.d32) as s");
    let cols: Vec<(&str, ColType)> = plan.tables[0].columns.iter().map(|c| (c.name.name.as_str(), c.ty)).collect();
    // In the file's order, only those the plan names.
    assert_eq!(cols, [("d32", ColType::I32), ("u16", ColType::U32)]);
    // A plan that names none (count(*)) still reads one column, to count the rows.
    let (plan, q) = resolved(dir.path(), "table t (parquet: \"t.parquet\") from t aggregate count(*) as n");
    assert_eq!(plan.tables[0].columns.len(), 1);
    let data = jitjoin_runtime::load(&plan, &q.filters, dir.path()).unwrap();
    assert_eq!(data.tables[0].rows, 7);
}

#[test]
fn row_groups_the_filter_rules_out_are_not_read() {
    let dir = tempfile::tempdir().unwrap();
    // 1000 rows in groups of 100; `k` ascends, so each group covers 100 consecutive keys.
    let k = Column::I64((0..1000).collect());
    let v = Column::U32((0..1000).map(|i| (i * 37 % 101) as u32).collect());
    let t = TableData::new("t", 1000, vec![k.clone(), v.clone()]);
    files::write_parquet_groups(&dir.path().join("t.parquet"), &["k", "v"], &t, 100).unwrap();
    for (filter, groups) in [
        ("t.k between 250 and 420", 3),
        ("t.k < 0", 0),
        ("t.k = 999", 1),
        ("t.k in (5, 550, 551)", 2),
        ("not (t.k >= 100)", 1),
        ("t.k < 150 or t.k > 850", 4),
        ("t.k > 450 and t.v = 3", 6),
        ("t.v = 3", 10),
    ] {
        let text = format!("table t (parquet: \"t.parquet\") from t filter {filter} aggregate sum(t.k) as s");
        let (plan, q) = resolved(dir.path(), &text);
        let decl = &plan.tables[0].columns;
        let filter_pred = q.filters[0].as_ref().unwrap();
        let (t, read) = files::read_parquet(&dir.path().join("t.parquet"), "t", decl, Some(filter_pred)).unwrap();
        assert_eq!(read, files::ParquetRead { row_groups: groups, skipped: 10 - groups }, "{filter}");
        assert_eq!(t.rows, groups * 100, "{filter}");
        // The rows the filter keeps, in the whole file and in what was read, are the same.
        let whole = jitjoin_ir::TableData {
            name: "t".into(),
            rows: 1000,
            columns: decl.iter().map(|c| if c.name.name == "k" { k.clone() } else { v.clone() }).collect(),
            nulls: Vec::new(),
            dicts: Vec::new(),
            packed: Vec::new(),
        };
        let kept = |t: &jitjoin_ir::TableData| -> Vec<i128> {
            (0..t.rows)
                .filter(|&r| jitjoin_ir::interp::eval_pred(filter_pred, t, r))
                .map(|r| t.columns[0].int(r).unwrap())
                .collect()
        };
        assert_eq!(decl[0].name.name, "k");
        assert_eq!(kept(&t), kept(&whole), "{filter}");
    }
}

#[test]
fn a_table_other_tables_draw_keys_from_is_read_whole() {
    // foreign() draws from the referenced column's whole range: pruning would shrink it.
    let dir = tempfile::tempdir().unwrap();
    let r = TableData::new("r", 1000, vec![Column::I64((1..=1000).collect())]);
    files::write_parquet_groups(&dir.path().join("r.parquet"), &["k"], &r, 100).unwrap();
    let text = "table r (parquet: \"r.parquet\")
        table s (rows: 100, seed: 1) { fk i64 = foreign(of: r.k, hit: 1.0) }
        from s join r on s.fk = r.k filter r.k < 50 aggregate count(*) as n";
    let (plan, q) = resolved(dir.path(), text);
    let data = jitjoin_runtime::load(&plan, &q.filters, dir.path()).unwrap();
    assert_eq!(data.tables[0].rows, 1000);
}

fn err(dir: &Path, text: &str) -> String {
    let mut plan = parse("t.jj", text).unwrap_or_else(|e| panic!("{e}"));
    let e = match files::resolve_schemas(&mut plan, dir) {
        Err(e) => e,
        Ok(()) => {
            let q = jitjoin_ir::verify("t.jj", &plan).unwrap_or_else(|e| panic!("{e}"));
            jitjoin_runtime::load(&plan, &q.filters, dir).expect_err(text)
        }
    };
    assert!(matches!(e, DataError::File { .. } | DataError::Io { .. }), "{e:?}");
    e.to_string()
}

#[test]
fn bad_files_are_errors_naming_file_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    write_batch_parquet(&d.join("t.parquet"), &every_type(), 3);
    write_batch_arrow(&d.join("t.arrow"), &every_type());
    std::fs::write(d.join("t.csv"), "a,b\n1,2\n").unwrap();
    let strings = RecordBatch::try_from_iter([
        ("k", Arc::new(PrimitiveArray::<Int32Type>::from(vec![1, 2])) as ArrayRef),
        ("name", Arc::new(StringArray::from(vec!["x", "y"])) as ArrayRef),
        (
            "price",
            Arc::new(PrimitiveArray::<Decimal128Type>::from(vec![150, 275]).with_precision_and_scale(38, 4).unwrap())
                as ArrayRef,
        ),
        ("n", Arc::new(PrimitiveArray::<Int64Type>::from(vec![Some(1), None])) as ArrayRef),
    ])
    .unwrap();
    write_batch_parquet(&d.join("s.parquet"), &strings, 10);
    write_batch_arrow(&d.join("s.arrow"), &strings);

    let cases: Vec<(String, &[&str])> = vec![
        ("table t (parquet: \"none.parquet\") from t aggregate count(*) as n".into(), &["none.parquet", "cannot read"]),
        ("table t (parquet: \"t.csv\") from t aggregate count(*) as n".into(), &["t.csv", "is not a Parquet file"]),
        ("table t (parquet: \"t.arrow\") from t aggregate count(*) as n".into(), &["looks like an Arrow IPC file"]),
        (
            "table t (arrow: \"t.parquet\") from t aggregate count(*) as n".into(),
            &["looks like Parquet: use `parquet:`"],
        ),
        (
            "table t (parquet: \"t.parquet\") { i32 i32 nope u32 } from t aggregate count(*) as n".into(),
            &["declares column `nope`", "it has [i8 Int8"],
        ),
        (
            "table t (arrow: \"t.arrow\") { u16 u64 } from t aggregate count(*) as n".into(),
            &["t.arrow", "column `u16` of table `t` is UInt16", "declare it `u16 u32`"],
        ),
        (
            "table s (parquet: \"s.parquet\") { name u32 } from s aggregate count(*) as n".into(),
            &[
                "column `name` of table `s` is Utf8 in the file, which reads as str, but is declared u32; declare it `name str`",
            ],
        ),
        (
            "table s (arrow: \"s.arrow\") { price i64 } from s aggregate count(*) as n".into(),
            &["column `price`", "Decimal128(38, 4) has more than 18 digits"],
        ),
    ];
    for (text, wants) in cases {
        let e = err(d, &text);
        for w in wants {
            assert!(e.contains(w), "{text}\n  gave: {e}\n  lacks: {w}");
        }
    }
}

#[test]
fn damaged_files_are_errors_not_panics() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let k = Column::I64((0..5000).map(|i| i * 31 % 977).collect());
    let good = TableData::new("good", k.len(), vec![k]);
    files::write_parquet_groups(&d.join("good.parquet"), &["k"], &good, 1000).unwrap();
    files::write_arrow(&d.join("good.arrow"), &["k"], &good).unwrap();
    let text = |f: &str, fmt: &str| format!("table t ({fmt}: \"{f}\") {{ k i64 }} from t aggregate sum(t.k) as s");
    for (name, fmt) in [("good.parquet", "parquet"), ("good.arrow", "arrow")] {
        let bytes = std::fs::read(d.join(name)).unwrap();
        // Garbage over the first page's header, over the footer, and the file cut in half.
        let mut pages = bytes.clone();
        pages[8..400].iter_mut().enumerate().for_each(|(i, b)| *b = (i * 113 % 251) as u8);
        let mut footer = bytes.clone();
        let n = footer.len();
        footer[n - 200..n - 10].iter_mut().for_each(|b| *b = 0xA5);
        let cut = bytes[..bytes.len() / 2].to_vec();
        for (what, damaged) in [("pages", pages), ("footer", footer), ("cut", cut)] {
            let f = format!("{what}-{name}");
            std::fs::write(d.join(&f), damaged).unwrap();
            let text = text(&f, fmt);
            let mut plan = parse("t.jj", &text).unwrap();
            let outcome = files::resolve_schemas(&mut plan, d).and_then(|()| {
                let q = jitjoin_ir::verify("t.jj", &plan).unwrap();
                jitjoin_runtime::load(&plan, &q.filters, d).map(|_| ())
            });
            // Each of these damages a structure the readers parse (page headers, message
            // headers, footers), so each must be detected, and named.
            match outcome {
                Err(e) => assert!(e.to_string().contains(&f), "{what} of {name}: {e}"),
                Ok(()) => panic!("{what} of {name} read without an error"),
            }
        }
    }
}

#[test]
fn tables_without_declared_columns_print_and_parse_back() {
    let text = "table t (parquet: \"t.parquet\") table u (arrow: \"u.arrow\") { k i32 } table m (memory) { k i32 } \
                from t join u on t.k = u.k semi join m on m.k = u.k aggregate count(*) as n";
    let plan = parse("t.jj", text).unwrap();
    assert!(matches!(&plan.tables[0].source, Source::File { format: FileFormat::Parquet, .. }));
    assert!(plan.tables[0].columns.is_empty());
    let printed = plan.to_string();
    assert!(printed.contains("table t (parquet: \"t.parquet\")\n"), "{printed}");
    assert!(printed.contains("table m (memory) {"), "{printed}");
    assert!(matches!(plan.tables[2].source, Source::Memory));
    assert_eq!(parse("t.jj", &printed).unwrap(), plan);
    // Without the driver's schema resolution, the verifier says what is missing and how.
    let e = compile_text("t.jj", text).unwrap_err().to_string();
    assert!(e.contains("table `t` has no columns") && e.contains("takes the file's columns"), "{e}");
}

/// Nulls survive every format: written from a table's validity (Parquet in several row groups,
/// Arrow, CSV as empty fields) and read back as the same validity, the values under them
/// aside. A null among Decimal128 values that would not fit an i64 is not read as a value.
#[test]
fn nulls_round_trip_through_parquet_arrow_and_csv() {
    let dir = tempfile::tempdir().unwrap();
    for rows in [0usize, 1, 7, 64, 65, 1000] {
        let mut t = TableData::new(
            "t",
            rows,
            vec![Column::I32((0..rows as i32).collect()), Column::F64((0..rows).map(|i| i as f64 / 2.0).collect())],
        );
        t.set_validity(0, Validity::from_fn(rows, |r| r % 3 != 1));
        t.set_validity(1, Validity::from_fn(rows, |r| r % 64 != 0));
        let names = ["a", "f"];
        let decl: Vec<ColumnDecl> = names
            .iter()
            .zip(&t.columns)
            .map(|(n, c)| ColumnDecl::declared(Ident::new(*n), c.ty(), jitjoin_ir::Logical::Number))
            .collect();
        let pq = dir.path().join(format!("{rows}.parquet"));
        let ar = dir.path().join(format!("{rows}.arrow"));
        let csv = dir.path().join(format!("{rows}.csv"));
        files::write_parquet_groups(&pq, &names, &t, 16).unwrap();
        files::write_arrow(&ar, &names, &t).unwrap();
        jitjoin_runtime::data::csvio::write_csv(&csv, &names, &t).unwrap();
        let back = [
            ("parquet", files::read_parquet(&pq, "t", &decl, None).unwrap().0),
            ("arrow", files::read_arrow(&ar, "t", &decl).unwrap()),
            ("csv", jitjoin_runtime::data::csvio::read_csv(&csv, "t", &decl).unwrap()),
        ];
        for (format, b) in back {
            assert_eq!(b.rows, rows, "{format} {rows}");
            for c in 0..2 {
                assert_eq!(b.validity(c), t.validity(c), "{format} {rows} rows, column {c}");
                // A reader that says it wrote 0 under the nulls did.
                if let Some(v) = b.validity(c).filter(|v| v.zeros_under_nulls()) {
                    assert!(v.null_rows().all(|r| b.columns[c].value(r).as_f64() == 0.0), "{format} {rows}");
                }
                for r in (0..rows).filter(|&r| t.is_valid(c, r)) {
                    assert_eq!(
                        b.columns[c].value(r),
                        t.columns[c].value(r),
                        "{format} {rows} rows, column {c} row {r}"
                    );
                }
            }
        }
    }
    let wide = RecordBatch::try_from_iter([(
        "d",
        Arc::new(
            PrimitiveArray::<Decimal128Type>::new(vec![150, i128::MAX].into(), Some(vec![true, false].into()))
                .with_precision_and_scale(18, 2)
                .unwrap(),
        ) as ArrayRef,
    )])
    .unwrap();
    write_batch_arrow(&dir.path().join("d.arrow"), &wide);
    let decl = vec![ColumnDecl::declared(
        Ident::new("d"),
        ColType::I64,
        jitjoin_ir::Logical::Decimal { precision: 18, scale: 2 },
    )];
    let t = files::read_arrow(&dir.path().join("d.arrow"), "d", &decl).unwrap();
    assert_eq!(t.columns[0].value(0), jitjoin_ir::Value::Int(150));
    assert!(!t.is_valid(0, 1));
}
