//! Parquet and Arrow IPC files as table sources and as outputs, through arrow-rs.
//!
//! ```text
//!   plan text ── resolve_schemas ──▶ plan with every file table's columns ── verify ──▶ query
//!                 (reads only footers)                                                    │
//!   load: per file table                                                                  ▼
//!     Parquet  footer ─▶ row groups the filter may match (min/max statistics)
//!              ─▶ one task per row group, on the data threads: decode the used columns
//!                 straight into the table's columns at the row group's offset
//!     Arrow    record batches in file order, the used columns only, appended
//! ```
//!
//! Types map as Arrow's do onto jitjoin's: Int8/16/32 and Date32 (days since 1970) are `i32`,
//! UInt8/16/32 are `u32`, Int64 `i64`, UInt64 `u64`, Float32/64 `f64`. A declared column must
//! have exactly the type its file's column maps to. Nulls are kept as each column's
//! [`Validity`] (only for a column that holds one; the values under a null are whatever the
//! file had, or 0).

use crate::error::DataError;
use arrow_array::cast::AsArray;
use arrow_array::types::{
    Date32Type, Decimal32Type, Decimal64Type, Decimal128Type, Float32Type, Float64Type, Int8Type, Int16Type, Int32Type,
    Int64Type, UInt8Type, UInt16Type, UInt32Type, UInt64Type,
};
use arrow_array::{Array, ArrayRef, ArrowPrimitiveType, PrimitiveArray, RecordBatch};
use arrow_schema::{DataType, Field, Schema};
use jitjoin_ir::interp::Row;
use jitjoin_ir::plan::{ColumnDecl, FileFormat, Ident, Plan, Source};
use jitjoin_ir::query::Pred;
use jitjoin_ir::{ColType, Column, Dictionary, Logical, ResultTable, ResultType, TableData, Validity, Value};
use parquet::arrow::ProjectionMask;
use parquet::arrow::arrow_reader::statistics::StatisticsConverter;
use parquet::arrow::arrow_reader::{ArrowReaderMetadata, ArrowReaderOptions, ParquetRecordBatchReaderBuilder};
use rayon::prelude::*;
use std::fs::File;
use std::path::Path;
use std::sync::Arc;

/// Does an Arrow type hold strings (read as a `str` column: a dictionary and codes)?
pub fn is_text(dt: &DataType) -> bool {
    match dt {
        DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View => true,
        DataType::Dictionary(_, v) => is_text(v),
        _ => false,
    }
}

/// A string column made of `arrays` (one per record batch or row group) one after another:
/// its codes, its validity when a row is null, and its dictionary. An error (with the array's
/// index) for an array that holds no strings.
pub fn strings_of(arrays: &[&dyn Array]) -> Result<(Column, Option<Validity>, Dictionary), (usize, String)> {
    let mut words = crate::data::Interned::default();
    let mut nulls = Vec::new();
    for (i, a) in arrays.iter().enumerate() {
        let base = words.len();
        intern(*a, &mut words).map_err(|msg| (i, msg))?;
        // Logical nulls: a dictionary's null values count too.
        if let Some(n) = a.logical_nulls().filter(|n| n.null_count() > 0) {
            nulls.extend((0..a.len()).filter(|&r| n.is_null(r)).map(|r| base + r));
        }
    }
    let rows = words.len();
    let (codes, dict) = words.finish();
    let validity = (!nulls.is_empty()).then(|| Validity::from_nulls(rows, nulls.into_iter()));
    Ok((Column::U32(codes.into()), validity, dict))
}

/// Append each row of string array `a` to `words` (a null as the empty string; the caller
/// keeps the nulls). A dictionary array's values are interned once, not once per row; a
/// string view of at most 12 bytes holds its whole string, so equal views are equal strings
/// and each distinct view is looked up once.
fn intern(a: &dyn Array, words: &mut crate::data::Interned) -> Result<(), String> {
    fn each<'a>(words: &mut crate::data::Interned, rows: impl Iterator<Item = Option<&'a str>>) -> Result<(), String> {
        for s in rows {
            let id = words.id(s.unwrap_or(""))?;
            words.push_id(id);
        }
        Ok(())
    }
    match a.data_type() {
        DataType::Utf8 => each(words, a.as_string::<i32>().iter()),
        DataType::LargeUtf8 => each(words, a.as_string::<i64>().iter()),
        DataType::Utf8View => {
            let v = a.as_string_view();
            let mut short: std::collections::HashMap<u128, u32, foldhash::fast::RandomState> = Default::default();
            for (r, &view) in v.views().iter().enumerate() {
                // A view's low 32 bits are its length; up to 12 bytes follow inline.
                let id = if v.is_null(r) {
                    words.id("")?
                } else if (view as u32) <= 12 {
                    match short.get(&view) {
                        Some(&id) => id,
                        None => {
                            let id = words.id(v.value(r))?;
                            short.insert(view, id);
                            id
                        }
                    }
                } else {
                    words.id(v.value(r))?
                };
                words.push_id(id);
            }
            Ok(())
        }
        DataType::Dictionary(_, vt) if is_text(vt) => {
            let d = a.as_any_dictionary();
            if d.values().is_empty() {
                // No values: every row is null (a valid key would point past them).
                for _ in 0..a.len() {
                    let id = words.id("")?;
                    words.push_id(id);
                }
                return Ok(());
            }
            let mut values = crate::data::Interned::default();
            intern(d.values().as_ref(), &mut values)?;
            let ids: Vec<u32> = values.words().map(|w| words.id(w)).collect::<Result<_, _>>()?;
            let value_rows = values.rows();
            for (r, k) in d.normalized_keys().into_iter().enumerate() {
                let id = match a.is_valid(r) && d.values().is_valid(k) {
                    true => ids[value_rows[k] as usize],
                    false => words.id("")?,
                };
                words.push_id(id);
            }
            Ok(())
        }
        other => Err(format!("holds {other}, not strings")),
    }
}

/// The jitjoin type an Arrow type reads as, or why it cannot be read.
pub fn col_type(dt: &DataType) -> Result<ColType, String> {
    Ok(match dt {
        DataType::Int8 | DataType::Int16 | DataType::Int32 | DataType::Date32 => ColType::I32,
        DataType::UInt8 | DataType::UInt16 | DataType::UInt32 => ColType::U32,
        DataType::Int64 => ColType::I64,
        DataType::UInt64 => ColType::U64,
        DataType::Float32 | DataType::Float64 => ColType::F64,
        // Exact decimals as their unscaled integers: 12.34 in Decimal128(15, 2) reads as 1234.
        DataType::Decimal32(..) | DataType::Decimal64(..) => ColType::I64,
        DataType::Decimal128(p, _) if *p <= 18 => ColType::I64,
        DataType::Decimal128(p, s) => {
            return Err(format!(
                "its type Decimal128({p}, {s}) has more than 18 digits, which do not fit the i64 that holds a \
                 decimal's unscaled value"
            ));
        }
        other => {
            return Err(format!(
                "its type {other} is not supported; jitjoin reads integers (Int8-64, UInt8-64), Date32, \
                 Float32/64 and decimals of up to 18 digits"
            ));
        }
    })
}

fn file_error(path: &Path, msg: impl Into<String>) -> DataError {
    DataError::File { path: path.to_path_buf(), msg: msg.into() }
}

/// What the values of an Arrow type mean to jitjoin: strings, exact decimals (read as their
/// unscaled integers), dates, or numbers; `None` for a decimal of negative scale, which
/// jitjoin does not read.
pub fn logical_type(dt: &DataType) -> Option<Logical> {
    Some(match dt {
        _ if is_text(dt) => Logical::Text,
        DataType::Date32 => Logical::Date,
        DataType::Decimal32(p, s) | DataType::Decimal64(p, s) | DataType::Decimal128(p, s) => {
            let scale = u8::try_from(*s).ok()?;
            Logical::Decimal { precision: *p, scale }
        }
        _ => Logical::Number,
    })
}

/// The machine type and kind of a column of Arrow type `dt`, or why jitjoin cannot read it.
pub fn column_types(dt: &DataType) -> Result<(ColType, Logical), String> {
    let logical = logical_type(dt)
        .ok_or_else(|| format!("its type {dt} has a negative scale; jitjoin reads decimals of scale 0 or more"))?;
    if logical == Logical::Text {
        return Ok((ColType::U32, logical));
    }
    Ok((col_type(dt)?, logical))
}

/// Open `path` and check that it starts with `format`'s magic bytes, so that a CSV or an Arrow
/// file named as Parquet is called what it is rather than "corrupt footer".
fn open(path: &Path, format: FileFormat) -> Result<File, DataError> {
    use std::io::Read;
    let mut file = File::open(path).map_err(|source| DataError::Io { path: path.to_path_buf(), source })?;
    let mut head = [0u8; 6];
    let n = file.read(&mut head).map_err(|source| DataError::Io { path: path.to_path_buf(), source })?;
    let head = &head[..n];
    let (magic, name): (&[u8], _) = match format {
        FileFormat::Parquet => (b"PAR1", "a Parquet file"),
        FileFormat::Arrow => (b"ARROW1", "an Arrow IPC file"),
        FileFormat::Csv => return Ok(file),
    };
    if !head.starts_with(magic) {
        let looks = if head.starts_with(b"PAR1") {
            "; it looks like Parquet: use `parquet:`"
        } else if head.starts_with(b"ARROW1") {
            "; it looks like an Arrow IPC file: use `arrow:`"
        } else if head.starts_with(&[0xff, 0xff, 0xff, 0xff]) {
            "; it looks like an Arrow IPC stream, which jitjoin does not read: write the file format (Feather v2)"
        } else {
            ""
        };
        return Err(file_error(
            path,
            format!("is not {name}: it does not start with `{}`{looks}", String::from_utf8_lossy(magic)),
        ));
    }
    Ok(file)
}

/// The Arrow schema of a Parquet or Arrow file, from its footer.
pub fn file_schema(path: &Path, format: FileFormat) -> Result<Arc<Schema>, DataError> {
    let file = open(path, format)?;
    match format {
        FileFormat::Parquet => Ok(parquet_metadata(path, &file)?.schema().clone()),
        FileFormat::Arrow => {
            let rd = arrow_ipc::reader::FileReader::try_new(file, None)
                .map_err(|e| file_error(path, format!("cannot read the Arrow file: {e}")))?;
            Ok(rd.schema())
        }
        FileFormat::Csv => unreachable!("CSV files have no schema"),
    }
}

fn parquet_metadata(path: &Path, file: &File) -> Result<ArrowReaderMetadata, DataError> {
    ArrowReaderMetadata::load(file, ArrowReaderOptions::new())
        .map_err(|e| file_error(path, format!("cannot read the Parquet footer: {e}")))
}

/// The columns the plan names of table `table`, in the order first named.
fn used_columns(plan: &Plan, table: &str) -> Vec<Ident> {
    use jitjoin_ir::plan::Output;
    let mut out: Vec<Ident> = Vec::new();
    let mut add = |c: &jitjoin_ir::plan::ColRef| {
        if c.table.name == table && !out.iter().any(|o| o.name == c.column.name) {
            out.push(c.column.clone());
        }
    };
    for j in &plan.joins {
        for (a, b) in &j.on {
            add(a);
            add(b);
        }
    }
    for f in &plan.filters {
        f.expr.columns().into_iter().for_each(&mut add);
    }
    match &plan.output {
        Output::Aggregate(items) => {
            items.iter().flat_map(|a| a.arg.iter().flat_map(|e| e.columns())).for_each(&mut add)
        }
        Output::Group(g) => {
            g.keys.iter().chain(g.aggs.iter().flat_map(|a| a.arg.iter().flat_map(|e| e.columns()))).for_each(&mut add)
        }
        Output::Emit { columns, .. } => columns.iter().for_each(&mut add),
    }
    for t in &plan.tables {
        for c in &t.columns {
            if let Some(jitjoin_ir::plan::Gen::Foreign { of, .. }) = &c.generator {
                add(of);
            }
        }
    }
    if let Some(p) = plan.table(table).and_then(|t| t.partition.as_ref())
        && !out.iter().any(|o| o.name == p.name)
    {
        out.push(p.clone());
    }
    out
}

/// Give every Parquet and Arrow table of `plan` its columns, from its file's schema, before
/// the plan is verified; `base_dir` is where relative paths start.
///
/// - Declared columns are checked: each must be in the file, with the type its file's column
///   maps to.
/// - A table that declares none takes the columns of its file that the plan uses (in the
///   file's order), so only those are read; names the file lacks are left for the verifier to
///   report where they are written. A table none of whose columns is used takes its file's
///   first column, so that its rows can still be counted.
pub fn resolve_schemas(plan: &mut Plan, base_dir: &Path) -> Result<(), DataError> {
    for ti in 0..plan.tables.len() {
        let (format, path) = match &plan.tables[ti].source {
            Source::File { format, path } if format.has_schema() => (*format, base_dir.join(path)),
            Source::Bench { suite, table, .. } => {
                let (suite, table) = (*suite, table.clone());
                resolve_bench(plan, ti, suite, &table)?;
                continue;
            }
            _ => continue,
        };
        let schema = file_schema(&path, format)?;
        let table = plan.tables[ti].name.name.clone();
        let known = || schema.fields().iter().map(|f| format!("{} {}", f.name(), f.data_type())).collect::<Vec<_>>();
        if !plan.tables[ti].columns.is_empty() {
            for c in &plan.tables[ti].columns {
                let field = schema.field_with_name(&c.name.name).map_err(|_| {
                    file_error(
                        &path,
                        format!(
                            "table `{table}` declares column `{}`, which the file does not have; it has [{}]",
                            c.name.name,
                            known().join(", ")
                        ),
                    )
                })?;
                let (ty, logical) = column_types(field.data_type())
                    .map_err(|msg| file_error(&path, format!("column `{}` of table `{table}`: {msg}", c.name.name)))?;
                if (ty, logical) != (c.ty, c.logical) {
                    let reads = logical.type_name(ty);
                    return Err(file_error(
                        &path,
                        format!(
                            "column `{}` of table `{table}` is {} in the file, which reads as {reads}, but is \
                             declared {}; declare it `{} {reads}`",
                            c.name.name,
                            field.data_type(),
                            c.type_name(),
                            c.name.name
                        ),
                    ));
                }
            }
            continue;
        }
        let used = used_columns(plan, &table);
        let mut columns = Vec::new();
        for f in schema.fields() {
            let Some(at) = used.iter().find(|u| u.name == *f.name()) else { continue };
            let (ty, logical) = column_types(f.data_type())
                .map_err(|msg| file_error(&path, format!("column `{}` of table `{table}`: {msg}", f.name())))?;
            columns.push(ColumnDecl::declared(at.clone(), ty, logical));
        }
        if columns.is_empty()
            && let Some((f, (ty, logical))) =
                schema.fields().iter().find_map(|f| Some((f, column_types(f.data_type()).ok()?)))
        {
            columns.push(ColumnDecl::declared(Ident::new(f.name().clone()), ty, logical));
        }
        plan.tables[ti].columns = columns;
    }
    Ok(())
}

/// [`resolve_schemas`] for table `ti`, made by benchmark `suite`'s generator as its table
/// `table`: declared columns are checked against the benchmark's; a table that declares none
/// takes the ones the plan uses (all of them when the plan names one it lacks, so that the
/// verifier's "did you mean" knows them all).
fn resolve_bench(plan: &mut Plan, ti: usize, suite: jitjoin_ir::plan::Suite, table: &str) -> Result<(), DataError> {
    let name = plan.tables[ti].name.name.clone();
    let error = |msg: String| DataError::Generator { table: name.clone(), msg };
    let schema = crate::data::bench_schema(suite, table)
        .map_err(|known| error(format!("{} has no table `{table}`; it has {known}", suite.param())))?;
    let decl = |n: &Ident, ty: ColType, logical: Logical| ColumnDecl::declared(n.clone(), ty, logical);
    if !plan.tables[ti].columns.is_empty() {
        for c in &plan.tables[ti].columns {
            let Some(&(_, ty, logical)) = schema.iter().find(|(n, ..)| *n == c.name.name) else {
                let known: Vec<&str> = schema.iter().map(|(n, ..)| *n).collect();
                return Err(error(format!(
                    "declares column `{}`, which {}'s `{table}` does not have; it has {}",
                    c.name.name,
                    suite.param(),
                    known.join(", ")
                )));
            };
            if (c.ty, c.logical) != (ty, logical) {
                let is = logical.type_name(ty);
                return Err(error(format!(
                    "column `{}` is {is} in {}; declare it `{} {is}`",
                    c.name.name,
                    suite.param(),
                    c.name.name
                )));
            }
        }
        return Ok(());
    }
    let used = used_columns(plan, &name);
    let all = used.iter().any(|u| !schema.iter().any(|(n, ..)| *n == u.name));
    let mut columns = Vec::new();
    for &(n, ty, logical) in &schema {
        match used.iter().find(|u| u.name == n) {
            Some(at) => columns.push(decl(at, ty, logical)),
            None if all || (used.is_empty() && columns.is_empty()) => columns.push(decl(&Ident::new(n), ty, logical)),
            None => {}
        }
    }
    plan.tables[ti].columns = columns;
    Ok(())
}

/// A column's rows, borrowed for writing.
enum Dst<'a> {
    I32(&'a mut [i32]),
    I64(&'a mut [i64]),
    U32(&'a mut [u32]),
    U64(&'a mut [u64]),
    F64(&'a mut [f64]),
}

/// Split `col` into consecutive pieces of `lens` rows.
fn split<'a>(col: &'a mut Column, lens: &[usize]) -> Vec<Dst<'a>> {
    fn pieces<'a, T>(mut v: &'a mut [T], lens: &[usize], wrap: fn(&'a mut [T]) -> Dst<'a>) -> Vec<Dst<'a>> {
        lens.iter()
            .map(|&n| {
                let (head, tail) = std::mem::take(&mut v).split_at_mut(n);
                v = tail;
                wrap(head)
            })
            .collect()
    }
    match col {
        Column::I32(v) => pieces(v, lens, Dst::I32),
        Column::I64(v) => pieces(v, lens, Dst::I64),
        Column::U32(v) => pieces(v, lens, Dst::U32),
        Column::U64(v) => pieces(v, lens, Dst::U64),
        Column::F64(v) => pieces(v, lens, Dst::F64),
    }
}

/// The rows of `a` that are null, in order (empty, unallocated, when none is).
fn null_rows(a: &dyn Array) -> Vec<usize> {
    match a.logical_nulls().filter(|n| n.null_count() > 0) {
        // The set bits of the inverted bitmap, found a 64-bit word at a time.
        Some(n) => (!n.inner()).set_indices().collect(),
        None => Vec::new(),
    }
}

/// The validity of consecutive pieces of `lens` rows whose null rows (numbered within each
/// piece) are `holes`; `None` when no row is null.
fn validity_of(holes: &[&[usize]], lens: &[usize]) -> Option<Validity> {
    if holes.iter().all(|h| h.is_empty()) {
        return None;
    }
    let starts = lens.iter().scan(0, |at, &n| {
        *at += n;
        Some(*at - n)
    });
    let rows = holes.iter().zip(starts).flat_map(|(h, at)| h.iter().map(move |i| at + i));
    Some(Validity::from_nulls(lens.iter().sum(), rows))
}

/// Copy `a` (of a type [`col_type`] maps to the destination's) into `dst`, converting
/// losslessly, with 0 under each of its null rows `holes` ([`null_rows`]; whatever the reader
/// left there), so that a null's slot holds the identity of a sum and, under keys that start
/// at 1, a key no row has (see `jitjoin_ir::nulls`).
fn fill(dst: &mut Dst<'_>, a: &dyn Array, holes: &[usize]) -> Result<(), String> {
    copy_values(dst, a)?;
    for &i in holes {
        match dst {
            Dst::I32(v) => v[i] = 0,
            Dst::I64(v) => v[i] = 0,
            Dst::U32(v) => v[i] = 0,
            Dst::U64(v) => v[i] = 0,
            Dst::F64(v) => v[i] = 0.0,
        }
    }
    Ok(())
}

/// [`fill`]'s copy, the values under nulls as the reader left them.
fn copy_values(dst: &mut Dst<'_>, a: &dyn Array) -> Result<(), String> {
    fn copy<T: ArrowPrimitiveType, U: Copy>(dst: &mut [U], a: &dyn Array, f: impl Fn(T::Native) -> U) {
        for (d, &s) in dst.iter_mut().zip(a.as_primitive::<T>().values().iter()) {
            *d = f(s);
        }
    }
    if a.len() > dst_len(dst) {
        return Err(format!("gave {} rows where its metadata said {}", a.len(), dst_len(dst)));
    }
    match (dst, a.data_type()) {
        (Dst::I32(d), DataType::Int32) => d[..a.len()].copy_from_slice(a.as_primitive::<Int32Type>().values()),
        (Dst::I32(d), DataType::Date32) => d[..a.len()].copy_from_slice(a.as_primitive::<Date32Type>().values()),
        (Dst::I32(d), DataType::Int16) => copy::<Int16Type, _>(d, a, i32::from),
        (Dst::I32(d), DataType::Int8) => copy::<Int8Type, _>(d, a, i32::from),
        (Dst::U32(d), DataType::UInt32) => d[..a.len()].copy_from_slice(a.as_primitive::<UInt32Type>().values()),
        (Dst::U32(d), DataType::UInt16) => copy::<UInt16Type, _>(d, a, u32::from),
        (Dst::U32(d), DataType::UInt8) => copy::<UInt8Type, _>(d, a, u32::from),
        (Dst::I64(d), DataType::Int64) => d[..a.len()].copy_from_slice(a.as_primitive::<Int64Type>().values()),
        (Dst::U64(d), DataType::UInt64) => d[..a.len()].copy_from_slice(a.as_primitive::<UInt64Type>().values()),
        (Dst::F64(d), DataType::Float64) => d[..a.len()].copy_from_slice(a.as_primitive::<Float64Type>().values()),
        (Dst::F64(d), DataType::Float32) => copy::<Float32Type, _>(d, a, f64::from),
        (Dst::I64(d), DataType::Decimal32(..)) => copy::<Decimal32Type, _>(d, a, i64::from),
        (Dst::I64(d), DataType::Decimal64(..)) => {
            d[..a.len()].copy_from_slice(a.as_primitive::<Decimal64Type>().values())
        }
        (Dst::I64(d), DataType::Decimal128(p, _)) => {
            // The file's precision says ≤ 18 digits; a value beyond i64 breaks that promise.
            let nulls = a.nulls().filter(|n| n.null_count() > 0);
            for (i, (o, &v)) in d.iter_mut().zip(a.as_primitive::<Decimal128Type>().values().iter()).enumerate() {
                if nulls.is_some_and(|n| n.is_null(i)) {
                    *o = 0;
                    continue;
                }
                *o = i64::try_from(v)
                    .map_err(|_| format!("holds {v} at row {i}, beyond its declared {p} digits and an i64"))?;
            }
        }
        (_, other) => return Err(format!("is {other}, which does not read as its declared type")),
    }
    Ok(())
}

fn dst_len(d: &Dst<'_>) -> usize {
    match d {
        Dst::I32(v) => v.len(),
        Dst::I64(v) => v.len(),
        Dst::U32(v) => v.len(),
        Dst::U64(v) => v.len(),
        Dst::F64(v) => v.len(),
    }
}

/// Fill the pieces `dst` (one per declared column) from `batch`, whose columns are named as
/// declared; returns the rows written.
fn fill_batch(
    dst: &mut [Dst<'_>],
    decl: &[ColumnDecl],
    batch: &RecordBatch,
    at: usize,
    nulls: &mut [Vec<usize>],
) -> Result<usize, String> {
    for ((d, c), n) in dst.iter_mut().zip(decl).zip(nulls.iter_mut()) {
        let a = batch.column_by_name(&c.name.name).ok_or_else(|| format!("column `{}` is missing", c.name.name))?;
        let holes = null_rows(a.as_ref());
        fill(d, a.as_ref(), &holes).map_err(|msg| format!("column `{}` {msg}", c.name.name))?;
        n.extend(holes.iter().map(|i| at + i));
    }
    let n = batch.num_rows();
    for d in dst.iter_mut() {
        *d = match std::mem::replace(d, Dst::I32(&mut [])) {
            Dst::I32(v) => Dst::I32(&mut v[n..]),
            Dst::I64(v) => Dst::I64(&mut v[n..]),
            Dst::U32(v) => Dst::U32(&mut v[n..]),
            Dst::U64(v) => Dst::U64(&mut v[n..]),
            Dst::F64(v) => Dst::F64(&mut v[n..]),
        };
    }
    Ok(n)
}

/// What reading a Parquet file kept and skipped.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ParquetRead {
    pub row_groups: usize,
    pub skipped: usize,
}

/// An integer statistic as `i128`; `None` for nulls, floats and other types.
fn stat(a: &ArrayRef, i: usize) -> Option<i128> {
    if a.is_null(i) {
        return None;
    }
    Some(match a.data_type() {
        DataType::Int8 => a.as_primitive::<Int8Type>().value(i).into(),
        DataType::Int16 => a.as_primitive::<Int16Type>().value(i).into(),
        DataType::Int32 => a.as_primitive::<Int32Type>().value(i).into(),
        DataType::Date32 => a.as_primitive::<Date32Type>().value(i).into(),
        DataType::Int64 => a.as_primitive::<Int64Type>().value(i).into(),
        DataType::UInt8 => a.as_primitive::<UInt8Type>().value(i).into(),
        DataType::UInt16 => a.as_primitive::<UInt16Type>().value(i).into(),
        DataType::UInt32 => a.as_primitive::<UInt32Type>().value(i).into(),
        DataType::UInt64 => a.as_primitive::<UInt64Type>().value(i).into(),
        DataType::Decimal32(..) => a.as_primitive::<Decimal32Type>().value(i).into(),
        DataType::Decimal64(..) => a.as_primitive::<Decimal64Type>().value(i).into(),
        DataType::Decimal128(..) => a.as_primitive::<Decimal128Type>().value(i),
        _ => return None,
    })
}

/// Rows [`read_parquet`] will read: those of the row groups `filter` may match.
pub fn parquet_rows(path: &Path, decl: &[ColumnDecl], filter: Option<&Pred>) -> Result<u64, DataError> {
    Ok(describe(path, FileFormat::Parquet, decl, filter)?.rows)
}

/// What reading a file for a table will read, from its footer alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FileSummary {
    /// Columns read, of the file's.
    pub columns: usize,
    pub file_columns: usize,
    /// Row groups (Parquet) or record batches (Arrow) read, of the file's.
    pub blocks: usize,
    pub file_blocks: usize,
    /// Rows read, for Parquet; 0 for Arrow, whose footer does not count them.
    pub rows: u64,
}

/// [`FileSummary`] of reading `decl`'s columns of a Parquet or Arrow file, with the Parquet
/// row groups `filter` rules out skipped.
pub fn describe(
    path: &Path,
    format: FileFormat,
    decl: &[ColumnDecl],
    filter: Option<&Pred>,
) -> Result<FileSummary, DataError> {
    let file = open(path, format)?;
    match format {
        FileFormat::Parquet => {
            let meta = parquet_metadata(path, &file)?;
            let keep = row_groups(path, &meta, decl, filter)?;
            Ok(FileSummary {
                columns: decl.len(),
                file_columns: meta.schema().fields().len(),
                blocks: keep.len(),
                file_blocks: meta.metadata().num_row_groups(),
                rows: keep.iter().map(|&rg| meta.metadata().row_group(rg).num_rows().max(0) as u64).sum(),
            })
        }
        FileFormat::Arrow => {
            let rd = arrow_ipc::reader::FileReader::try_new(file, None)
                .map_err(|e| file_error(path, format!("cannot read the Arrow file: {e}")))?;
            let batches = rd.num_batches();
            Ok(FileSummary {
                columns: decl.len(),
                file_columns: rd.schema().fields().len(),
                blocks: batches,
                file_blocks: batches,
                rows: 0,
            })
        }
        FileFormat::Csv => Err(file_error(path, "a CSV file has no footer to describe")),
    }
}

/// The row groups whose statistics do not rule out `filter` (a predicate over `decl`'s
/// columns by index).
fn row_groups(
    path: &Path,
    meta: &ArrowReaderMetadata,
    decl: &[ColumnDecl],
    filter: Option<&Pred>,
) -> Result<Vec<usize>, DataError> {
    let md = meta.metadata();
    let all: Vec<usize> = (0..md.num_row_groups()).collect();
    let Some(filter) = filter else { return Ok(all) };
    let groups = md.row_groups();
    // Per declared column, its row groups' minima and maxima (when the file keeps them).
    let mut ranges: Vec<Option<(ArrayRef, ArrayRef)>> = Vec::with_capacity(decl.len());
    for c in decl {
        let conv = StatisticsConverter::try_new(&c.name.name, meta.schema(), md.file_metadata().schema_descr());
        let r = match conv {
            Ok(conv) => match (conv.row_group_mins(groups), conv.row_group_maxes(groups)) {
                (Ok(lo), Ok(hi)) => Some((lo, hi)),
                _ => None,
            },
            Err(e) => return Err(file_error(path, format!("column `{}`: {e}", c.name.name))),
        };
        ranges.push(r);
    }
    Ok(all
        .into_iter()
        .filter(|&rg| {
            filter.may_hold(&|col| {
                let (lo, hi) = ranges.get(col)?.as_ref()?;
                Some((stat(lo, rg)?, stat(hi, rg)?))
            })
        })
        .collect())
}

/// Read the declared columns of a Parquet file, skipping the row groups `filter` cannot match
/// (by their min/max statistics), and decoding one row group per task on the current rayon
/// pool, each straight into its place in the table's columns.
pub fn read_parquet(
    path: &Path,
    table: &str,
    decl: &[ColumnDecl],
    filter: Option<&Pred>,
) -> Result<(TableData, ParquetRead), DataError> {
    let file = open(path, FileFormat::Parquet)?;
    let meta = parquet_metadata(path, &file)?;
    // The filter's columns are positions in `decl`: the row groups are chosen over all of it.
    let keep = row_groups(path, &meta, decl, filter)?;
    let read = ParquetRead { row_groups: keep.len(), skipped: meta.metadata().num_row_groups() - keep.len() };
    let numbers: Vec<ColumnDecl> = decl.iter().filter(|c| !c.is_text()).cloned().collect();
    let mut numeric = decode_parquet(path, table, &meta, &keep, &numbers)?;
    if numbers.len() == decl.len() {
        return Ok((numeric, read));
    }
    // String columns: read apart (their words are interned across row groups, in order).
    let texts: Vec<&ColumnDecl> = decl.iter().filter(|c| c.is_text()).collect();
    let mask = projection(path, table, &meta, texts.iter().copied())?;
    let reader = ParquetRecordBatchReaderBuilder::new_with_metadata(
        File::open(path).map_err(|source| DataError::Io { path: path.to_path_buf(), source })?,
        meta.clone(),
    )
    .with_projection(mask)
    .with_row_groups(keep.clone())
    .with_batch_size(64 * 1024)
    .build()
    .map_err(|e| file_error(path, e.to_string()))?;
    let batches = reader
        .map(|b| b.map_err(|e| file_error(path, format!("cannot decode: {e}"))))
        .collect::<Result<Vec<RecordBatch>, _>>()?;
    let mut strings = Vec::with_capacity(texts.len());
    for c in &texts {
        let arrays: Vec<&dyn Array> = batches
            .iter()
            .map(|b| b.column_by_name(&c.name.name).map(|a| a.as_ref()))
            .collect::<Option<_>>()
            .ok_or_else(|| file_error(path, format!("column `{}` is missing from a batch", c.name.name)))?;
        strings
            .push(strings_of(&arrays).map_err(|(_, msg)| file_error(path, format!("column `{}` {msg}", c.name.name)))?);
    }
    let mut t = TableData::new(table, numeric.rows, Vec::with_capacity(decl.len()));
    let (mut nums, mut strs) = (0, strings.into_iter());
    for (i, c) in decl.iter().enumerate() {
        if c.is_text() {
            let (col, validity, dict) = strs.next().expect("one per string column");
            if col.len() != t.rows && !numbers.is_empty() {
                return Err(file_error(
                    path,
                    format!("column `{}` has {} rows, the others {}", c.name.name, col.len(), t.rows),
                ));
            }
            t.rows = col.len();
            t.columns.push(col);
            t.set_dictionary(i, dict);
            if let Some(v) = validity {
                t.set_validity(i, v);
            }
        } else {
            t.columns.push(std::mem::replace(&mut numeric.columns[nums], Column::U32(Vec::new().into())));
            if let Some(v) = numeric.validity(nums).cloned() {
                t.set_validity(i, v);
            }
            nums += 1;
        }
    }
    Ok((t, read))
}

/// The Parquet projection that reads the columns `cols` of table `table`.
fn projection<'c>(
    path: &Path,
    table: &str,
    meta: &ArrowReaderMetadata,
    cols: impl Iterator<Item = &'c ColumnDecl>,
) -> Result<ProjectionMask, DataError> {
    let roots: Vec<usize> = cols
        .map(|c| {
            meta.schema().index_of(&c.name.name).map_err(|_| {
                file_error(
                    path,
                    format!("table `{table}` declares column `{}`, which the file does not have", c.name.name),
                )
            })
        })
        .collect::<Result<_, _>>()?;
    Ok(ProjectionMask::roots(meta.metadata().file_metadata().schema_descr(), roots))
}

/// Decode the (number) columns `decl` of the row groups `keep`, one row group per task.
fn decode_parquet(
    path: &Path,
    table: &str,
    meta: &ArrowReaderMetadata,
    keep: &[usize],
    decl: &[ColumnDecl],
) -> Result<TableData, DataError> {
    let md = meta.metadata();
    let lens: Vec<usize> = keep.iter().map(|&rg| md.row_group(rg).num_rows().max(0) as usize).collect();
    let rows: usize = lens.iter().sum();
    let mask = projection(path, table, meta, decl.iter())?;
    let mut columns: Vec<Column> = decl.iter().map(|c| Column::zeroed(c.ty, rows)).collect();
    let mut per_group: Vec<Vec<Dst<'_>>> = (0..keep.len()).map(|_| Vec::with_capacity(decl.len())).collect();
    for col in columns.iter_mut() {
        for (g, piece) in split(col, &lens).into_iter().enumerate() {
            per_group[g].push(piece);
        }
    }
    let group_nulls: Vec<Vec<Vec<usize>>> = keep
        .par_iter()
        .zip(per_group.par_iter_mut())
        .map(|(&rg, dst)| {
            let at = |msg: String| file_error(path, format!("row group {rg}: {msg}"));
            // A decoder that panics on a damaged page (a bug of the library, but the file is the
            // user's) becomes an error naming the row group, like any other corrupt page.
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| decode_group(path, meta, &mask, rg, dst, decl)))
                .unwrap_or_else(|panic| {
                    let why = panic
                        .downcast_ref::<String>()
                        .map(String::as_str)
                        .or_else(|| panic.downcast_ref::<&str>().copied())
                        .unwrap_or("no message");
                    Err(at(format!("the decoder failed ({why}); the file is damaged")))
                })
        })
        .collect::<Result<_, _>>()?;
    drop(per_group);
    let mut t = TableData::new(table, rows, columns);
    for c in 0..decl.len() {
        let holes: Vec<&[usize]> = group_nulls.iter().map(|g| g[c].as_slice()).collect();
        if let Some(v) = validity_of(&holes, &lens) {
            // `fill` wrote 0 under each null.
            t.set_validity(c, v.with_zeros_under_nulls());
        }
    }
    Ok(t)
}

/// Decode row group `rg`'s projected columns into `dst`, one piece per declared column.
fn decode_group(
    path: &Path,
    meta: &ArrowReaderMetadata,
    mask: &ProjectionMask,
    rg: usize,
    dst: &mut [Dst<'_>],
    decl: &[ColumnDecl],
) -> Result<Vec<Vec<usize>>, DataError> {
    let at = |msg: String| file_error(path, format!("row group {rg}: {msg}"));
    let mut nulls = vec![Vec::new(); decl.len()];
    // Its own descriptor: clones of one share the file offset, which the reader seeks.
    let file = File::open(path).map_err(|source| DataError::Io { path: path.to_path_buf(), source })?;
    let reader = ParquetRecordBatchReaderBuilder::new_with_metadata(file, meta.clone())
        .with_projection(mask.clone())
        .with_row_groups(vec![rg])
        .with_batch_size(64 * 1024)
        .build()
        .map_err(|e| at(e.to_string()))?;
    let mut got = 0;
    for batch in reader {
        let batch = batch.map_err(|e| at(format!("cannot decode: {e}")))?;
        got += fill_batch(dst, decl, &batch, got, &mut nulls).map_err(at)?;
    }
    let want = meta.metadata().row_group(rg).num_rows().max(0) as usize;
    if got != want {
        return Err(at(format!("decoded {got} rows where its metadata says {want}")));
    }
    Ok(nulls)
}

/// Read the declared columns of an Arrow IPC file. A file of one record batch is read in
/// place (its columns are the batch's buffers, when jitjoin reads their types as stored);
/// several batches are copied into one column each, the columns in parallel.
pub fn read_arrow(path: &Path, table: &str, decl: &[ColumnDecl]) -> Result<TableData, DataError> {
    let schema = file_schema(path, FileFormat::Arrow)?;
    let file = open(path, FileFormat::Arrow)?;
    let projection: Vec<usize> = decl
        .iter()
        .map(|c| {
            schema.index_of(&c.name.name).map_err(|_| {
                file_error(
                    path,
                    format!("table `{table}` declares column `{}`, which the file does not have", c.name.name),
                )
            })
        })
        .collect::<Result<_, _>>()?;
    let reader = arrow_ipc::reader::FileReader::try_new(std::io::BufReader::new(file), Some(projection))
        .map_err(|e| file_error(path, format!("cannot read the Arrow file: {e}")))?;
    let batches = reader
        .enumerate()
        .map(|(b, batch)| batch.map_err(|e| file_error(path, format!("record batch {b}: cannot decode: {e}"))))
        .collect::<Result<Vec<RecordBatch>, _>>()?;
    let columns = decl
        .par_iter()
        .map(|c| {
            let arrays: Vec<&dyn Array> = batches
                .iter()
                .map(|b| b.column_by_name(&c.name.name).map(|a| a.as_ref()))
                .collect::<Option<_>>()
                .ok_or_else(|| file_error(path, format!("column `{}` is missing from a record batch", c.name.name)))?;
            let at = |(b, msg): (usize, String)| {
                file_error(path, format!("record batch {b}: column `{}` {msg}", c.name.name))
            };
            if c.is_text() {
                let (col, validity, dict) = strings_of(&arrays).map_err(at)?;
                return Ok((col, validity, Some(dict)));
            }
            column_of(c.ty, &arrays).map(|(col, v)| (col, v, None)).map_err(at)
        })
        .collect::<Result<Vec<(Column, Option<Validity>, Option<Dictionary>)>, _>>()?;
    let rows = batches.iter().map(RecordBatch::num_rows).sum();
    let mut dicts = Vec::new();
    let columns = columns
        .into_iter()
        .enumerate()
        .map(|(i, (c, v, d))| {
            dicts.extend(d.map(|d| (i, d)));
            (c, v)
        })
        .collect();
    let mut t = table_of(table, rows, columns);
    for (i, d) in dicts {
        t.set_dictionary(i, d);
    }
    Ok(t)
}

/// A table of columns, each with its validity if it holds a null.
pub fn table_of(name: &str, rows: usize, columns: Vec<(Column, Option<Validity>)>) -> TableData {
    let (columns, nulls): (Vec<Column>, Vec<Option<Validity>>) = columns.into_iter().unzip();
    let mut t = TableData::new(name, rows, columns);
    for (c, v) in nulls.into_iter().enumerate() {
        if let Some(v) = v {
            t.set_validity(c, v);
        }
    }
    t
}

/// One column of type `ty` holding `arrays` (one per record batch) one after another, with
/// its validity when some row is null: the array's own buffer when there is one array stored
/// as `ty` ([`shared_column`]), else a copy, widened as [`col_type`] maps the types. An error
/// (with the batch's index) when an array holds a type that does not read as `ty`.
pub fn column_of(ty: ColType, arrays: &[&dyn Array]) -> Result<(Column, Option<Validity>), (usize, String)> {
    let lens: Vec<usize> = arrays.iter().map(|a| a.len()).collect();
    let rows: usize = lens.iter().sum();
    let holes: Vec<Vec<usize>> = arrays.iter().map(|a| null_rows(*a)).collect();
    let validity = validity_of(&holes.iter().map(Vec::as_slice).collect::<Vec<_>>(), &lens);
    if let [one] = arrays
        && let Some(col) = shared_column(*one).filter(|c| c.ty() == ty)
    {
        return Ok((col, validity));
    }
    let mut col = Column::zeroed(ty, rows);
    for (b, (mut piece, a)) in split(&mut col, &lens).into_iter().zip(arrays).enumerate() {
        fill(&mut piece, *a, &holes[b]).map_err(|msg| (b, msg))?;
    }
    // A copy: `fill` wrote 0 under each null.
    Ok((col, validity.map(Validity::with_zeros_under_nulls)))
}

/// A column read one array at a time, as record batches stream in (a scan that is never held
/// whole): each array is converted into the column's own growing buffer (widened as
/// [`col_type`] maps the types, 0 under each null) or its strings interned, and the array can
/// be dropped at once. Columns built in parts (one per input partition) are joined with
/// [`ColumnBuilder::append`].
///
/// ```text
///   batch 0 ─┐  push    ┌──────────────── values (or word ids) ───────────────┐
///   batch 1 ─┼────────▶ │ rows of batch 0 │ rows of batch 1 │ …                  │ ─ finish ─▶ Column
///   …       ─┘          └─────────────────────────────────────────────────────┘    (+ nulls, dictionary)
/// ```
pub struct ColumnBuilder {
    building: Building,
    /// The null rows so far, numbered from the column's first row.
    nulls: Vec<usize>,
}

enum Building {
    Values(Column),
    Text(crate::data::Interned),
}

impl ColumnBuilder {
    /// An empty column for arrays of type `dt`, or why jitjoin cannot read that type.
    pub fn new(dt: &DataType) -> Result<ColumnBuilder, String> {
        ColumnBuilder::with_capacity(dt, 0)
    }

    /// [`ColumnBuilder::new`] with room for `rows` rows, allocated once.
    pub fn with_capacity(dt: &DataType, rows: usize) -> Result<ColumnBuilder, String> {
        let building = match is_text(dt) {
            true => Building::Text(crate::data::Interned::with_capacity(rows)),
            false => {
                let mut c = Column::zeroed(col_type(dt)?, 0);
                match &mut c {
                    Column::I32(v) => v.to_mut().reserve_exact(rows),
                    Column::I64(v) => v.to_mut().reserve_exact(rows),
                    Column::U32(v) => v.to_mut().reserve_exact(rows),
                    Column::U64(v) => v.to_mut().reserve_exact(rows),
                    Column::F64(v) => v.to_mut().reserve_exact(rows),
                }
                Building::Values(c)
            }
        };
        Ok(ColumnBuilder { building, nulls: Vec::new() })
    }

    /// [`ColumnBuilder::with_capacity`] writing into `old`'s buffer when it is a column of the
    /// same type that nothing else shares (its memory already touched: a stream of chunks
    /// reuses one buffer instead of faulting in fresh pages for each).
    pub fn reusing(dt: &DataType, old: Column, rows: usize) -> Result<ColumnBuilder, String> {
        fn reuse<T: Clone>(v: jitjoin_ir::data::Values<T>, rows: usize) -> Option<jitjoin_ir::data::Values<T>> {
            let mut v = v.into_vec()?;
            v.clear();
            v.reserve_exact(rows);
            Some(v.into())
        }
        if is_text(dt) || col_type(dt)? != old.ty() {
            return ColumnBuilder::with_capacity(dt, rows);
        }
        let column = match old {
            Column::I32(v) => reuse(v, rows).map(Column::I32),
            Column::I64(v) => reuse(v, rows).map(Column::I64),
            Column::U32(v) => reuse(v, rows).map(Column::U32),
            Column::U64(v) => reuse(v, rows).map(Column::U64),
            Column::F64(v) => reuse(v, rows).map(Column::F64),
        };
        match column {
            Some(c) => Ok(ColumnBuilder { building: Building::Values(c), nulls: Vec::new() }),
            None => ColumnBuilder::with_capacity(dt, rows),
        }
    }

    /// Rows so far.
    pub fn len(&self) -> usize {
        match &self.building {
            Building::Values(c) => c.len(),
            Building::Text(w) => w.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Append the rows of `a` (of the type the builder was made for).
    pub fn push(&mut self, a: &dyn Array) -> Result<(), String> {
        let at = self.len();
        match &mut self.building {
            Building::Text(words) => {
                intern(a, words)?;
                if let Some(n) = a.logical_nulls().filter(|n| n.null_count() > 0) {
                    self.nulls.extend((0..a.len()).filter(|&r| n.is_null(r)).map(|r| at + r));
                }
            }
            Building::Values(col) => {
                let holes = null_rows(a);
                let n = a.len();
                let mut dst = match col {
                    Column::I32(v) => Dst::I32(grow(v.to_mut(), n)),
                    Column::I64(v) => Dst::I64(grow(v.to_mut(), n)),
                    Column::U32(v) => Dst::U32(grow(v.to_mut(), n)),
                    Column::U64(v) => Dst::U64(grow(v.to_mut(), n)),
                    Column::F64(v) => Dst::F64(grow(v.to_mut(), n)),
                };
                fill(&mut dst, a, &holes)?;
                self.nulls.extend(holes.iter().map(|r| at + r));
            }
        }
        Ok(())
    }

    /// Append `other`'s rows (another part of the same column) after this one's.
    pub fn append(&mut self, other: ColumnBuilder) -> Result<(), String> {
        let at = self.len();
        match (&mut self.building, other.building) {
            (Building::Text(a), Building::Text(b)) => a.append(b)?,
            (Building::Values(a), Building::Values(b)) => match (a, &b) {
                (Column::I32(a), Column::I32(b)) => a.to_mut().extend_from_slice(b),
                (Column::I64(a), Column::I64(b)) => a.to_mut().extend_from_slice(b),
                (Column::U32(a), Column::U32(b)) => a.to_mut().extend_from_slice(b),
                (Column::U64(a), Column::U64(b)) => a.to_mut().extend_from_slice(b),
                (Column::F64(a), Column::F64(b)) => a.to_mut().extend_from_slice(b),
                (a, b) => return Err(format!("parts of one column hold {} and {}", a.ty(), b.ty())),
            },
            _ => return Err("parts of one column hold strings and numbers".into()),
        }
        self.nulls.extend(other.nulls.iter().map(|r| at + r));
        Ok(())
    }

    /// The column, its validity when a row is null (numbers hold 0 under each null) and, for
    /// strings, its sorted dictionary (the column holding each row's code).
    pub fn finish(self) -> (Column, Option<Validity>, Option<Dictionary>) {
        let rows = self.len();
        let validity = (!self.nulls.is_empty()).then(|| Validity::from_nulls(rows, self.nulls.into_iter()));
        match self.building {
            // `fill` wrote 0 under each null.
            Building::Values(c) => (c, validity.map(Validity::with_zeros_under_nulls), None),
            // A null string is the empty string's code.
            Building::Text(words) => {
                let (codes, dict) = words.finish();
                (Column::U32(codes.into()), validity, Some(dict))
            }
        }
    }
}

/// `v` longer by `n` zeros, and those new rows to write.
fn grow<T: Default + Clone>(v: &mut Vec<T>, n: usize) -> &mut [T] {
    let at = v.len();
    v.resize(at + n, T::default());
    &mut v[at..]
}

/// `a`'s values in place, when jitjoin reads its type as it is stored (Int32, Date32, Int64,
/// UInt32, UInt64, Float64): the column holds a reference to the array's buffer, which keeps
/// it alive and is never written.
pub fn shared_column(a: &dyn Array) -> Option<Column> {
    use jitjoin_ir::data::Values;
    fn share<T: ArrowPrimitiveType>(a: &dyn Array) -> Values<T::Native> {
        Values::shared(Arc::new(a.as_primitive::<T>().values().clone()))
    }
    Some(match a.data_type() {
        DataType::Int32 => Column::I32(share::<Int32Type>(a)),
        DataType::Date32 => Column::I32(share::<Date32Type>(a)),
        DataType::Int64 => Column::I64(share::<Int64Type>(a)),
        DataType::UInt32 => Column::U32(share::<UInt32Type>(a)),
        DataType::UInt64 => Column::U64(share::<UInt64Type>(a)),
        DataType::Float64 => Column::F64(share::<Float64Type>(a)),
        _ => return None,
    })
}

/// The Arrow type jitjoin writes a column of type `ty` as (and reads back as `ty`).
pub fn arrow_type(ty: ColType) -> DataType {
    match ty {
        ColType::I32 => DataType::Int32,
        ColType::I64 => DataType::Int64,
        ColType::U32 => DataType::UInt32,
        ColType::U64 => DataType::UInt64,
        ColType::F64 => DataType::Float64,
    }
}

/// An Arrow array holding `col`'s values (a copy), null where `validity` says.
pub fn to_arrow(col: &Column, validity: Option<&Validity>) -> ArrayRef {
    fn array<T: ArrowPrimitiveType>(v: &[T::Native], validity: Option<&Validity>) -> ArrayRef {
        let nulls = validity.map(|n| arrow_buffer::NullBuffer::from_iter((0..v.len()).map(|r| n.is_valid(r))));
        Arc::new(PrimitiveArray::<T>::new(v.to_vec().into(), nulls))
    }
    match col {
        Column::I32(v) => array::<Int32Type>(v, validity),
        Column::I64(v) => array::<Int64Type>(v, validity),
        Column::U32(v) => array::<UInt32Type>(v, validity),
        Column::U64(v) => array::<UInt64Type>(v, validity),
        Column::F64(v) => array::<Float64Type>(v, validity),
    }
}

/// A string column's codes `col` as an Arrow array of its words (a copy), null where
/// `validity` says; `Err` for a code past the dictionary.
pub fn strings_to_arrow(col: &Column, d: &Dictionary, validity: Option<&Validity>) -> Result<ArrayRef, String> {
    let mut b = arrow_array::builder::StringBuilder::new();
    for r in 0..col.len() {
        if validity.is_some_and(|v| !v.is_valid(r)) {
            b.append_null();
            continue;
        }
        let code = col.int(r).unwrap_or(-1);
        let word = u32::try_from(code)
            .ok()
            .and_then(|k| d.word(k))
            .ok_or_else(|| format!("row {r} holds {code}, past its dictionary of {} words", d.len()))?;
        b.append_value(word);
    }
    Ok(Arc::new(b.finish()))
}

/// A table named `name` of columns of `types` holding `rows` (e.g. an `emit` result), a
/// `None` cell as a null.
pub fn table_of_rows(name: &str, types: &[ColType], rows: &[Row]) -> TableData {
    let columns = types
        .iter()
        .enumerate()
        .map(|(c, &ty)| {
            let int = |r: &Row| match r[c] {
                Some(Value::Int(i)) => i,
                Some(Value::Float(x)) => x as i128,
                None => 0,
            };
            let float = |r: &Row| r[c].map_or(0.0, Value::as_f64);
            let column = match ty {
                ColType::I32 => Column::I32(rows.iter().map(|r| int(r) as i32).collect()),
                ColType::I64 => Column::I64(rows.iter().map(|r| int(r) as i64).collect()),
                ColType::U32 => Column::U32(rows.iter().map(|r| int(r) as u32).collect()),
                ColType::U64 => Column::U64(rows.iter().map(|r| int(r) as u64).collect()),
                ColType::F64 => Column::F64(rows.iter().map(float).collect()),
            };
            let nulls = rows.iter().enumerate().filter(|(_, r)| r[c].is_none()).map(|(i, _)| i);
            (column, Some(Validity::from_nulls(rows.len(), nulls).with_zeros_under_nulls()))
        })
        .collect();
    table_of(name, rows.len(), columns)
}

/// The Arrow type a result column of type `ty` is written as: integers as themselves, an
/// integer sum (HUGEINT) as Decimal128(38, 0), a decimal as Decimal128 of its precision and
/// scale, a date as Date32, a string as Utf8.
pub fn result_arrow_type(ty: ResultType) -> DataType {
    match ty {
        ResultType::Int(t) => arrow_type(t),
        ResultType::HugeInt => DataType::Decimal128(38, 0),
        ResultType::Float => DataType::Float64,
        ResultType::Decimal { precision, scale } => DataType::Decimal128(precision, scale as i8),
        ResultType::Date => DataType::Date32,
        ResultType::Text => DataType::Utf8,
    }
}

/// A query's result as one record batch, each column of its [`result_arrow_type`]; every
/// column is nullable (a sum over no rows is null whatever the data).
pub fn result_batch(t: &ResultTable) -> Result<RecordBatch, DataError> {
    use arrow_array::builder::{Date32Builder, Decimal128Builder, Float64Builder, StringBuilder};
    let fail = |msg: String| DataError::File { path: "result".into(), msg };
    let mut fields = Vec::with_capacity(t.columns.len());
    let mut arrays: Vec<ArrayRef> = Vec::with_capacity(t.columns.len());
    for (c, (name, ty)) in t.columns.iter().enumerate() {
        let int = |r: &Row| match r[c] {
            Some(Value::Int(i)) => Some(i),
            _ => None,
        };
        let dt = result_arrow_type(*ty);
        let array: ArrayRef = match ty {
            ResultType::Int(ColType::I32) => {
                Arc::new(arrow_array::Int32Array::from_iter(t.rows.iter().map(|r| int(r).map(|i| i as i32))))
            }
            ResultType::Int(ColType::I64) => {
                Arc::new(arrow_array::Int64Array::from_iter(t.rows.iter().map(|r| int(r).map(|i| i as i64))))
            }
            ResultType::Int(ColType::U32) => {
                Arc::new(arrow_array::UInt32Array::from_iter(t.rows.iter().map(|r| int(r).map(|i| i as u32))))
            }
            ResultType::Int(ColType::U64) => {
                Arc::new(arrow_array::UInt64Array::from_iter(t.rows.iter().map(|r| int(r).map(|i| i as u64))))
            }
            ResultType::Int(ColType::F64) | ResultType::Float => {
                let mut b = Float64Builder::with_capacity(t.rows.len());
                t.rows.iter().for_each(|r| b.append_option(r[c].map(Value::as_f64)));
                Arc::new(b.finish())
            }
            ResultType::HugeInt | ResultType::Decimal { .. } => {
                let (precision, scale) = match ty {
                    ResultType::Decimal { precision, scale } => (*precision, *scale),
                    _ => (38, 0),
                };
                let limit = jitjoin_ir::types::pow10(precision).unsigned_abs();
                let mut b = Decimal128Builder::with_capacity(t.rows.len());
                for r in &t.rows {
                    let v = int(r);
                    if let Some(v) = v.filter(|v| v.unsigned_abs() >= limit) {
                        return Err(fail(format!(
                            "column `{name}` holds {v}, more digits than the Decimal128({precision}, {scale}) it is \
                             written as holds"
                        )));
                    }
                    b.append_option(v);
                }
                Arc::new(b.finish().with_precision_and_scale(precision, scale as i8).map_err(|e| fail(e.to_string()))?)
            }
            ResultType::Date => {
                let mut b = Date32Builder::with_capacity(t.rows.len());
                t.rows.iter().for_each(|r| b.append_option(int(r).map(|d| d as i32)));
                Arc::new(b.finish())
            }
            ResultType::Text => {
                let mut b = StringBuilder::with_capacity(t.rows.len(), 0);
                match t.dicts.get(c).and_then(Option::as_ref) {
                    // A code's word, written straight from the dictionary.
                    Some(d) => {
                        for (row, r) in t.rows.iter().enumerate() {
                            match int(r).and_then(|code| u32::try_from(code).ok()).and_then(|k| d.word(k)) {
                                Some(w) => b.append_value(w),
                                None => b.append_option(t.text(row, c)),
                            }
                        }
                    }
                    None => (0..t.rows.len()).for_each(|row| b.append_option(t.text(row, c))),
                }
                Arc::new(b.finish())
            }
        };
        fields.push(Field::new(name, dt, true));
        arrays.push(array);
    }
    RecordBatch::try_new(Arc::new(Schema::new(fields)), arrays)
        .map_err(|e| fail(format!("cannot build the result: {e}")))
}

/// Write a query's result as a Parquet or Arrow IPC file (see [`result_batch`] for the types).
pub fn write_result(path: &Path, format: FileFormat, t: &ResultTable) -> Result<(), DataError> {
    let b = result_batch(t).map_err(|e| match e {
        DataError::File { msg, .. } => file_error(path, msg),
        e => e,
    })?;
    let io = |source| DataError::Write { path: path.to_path_buf(), source };
    let file = File::create(path).map_err(io)?;
    match format {
        FileFormat::Parquet => {
            let fail = |e: parquet::errors::ParquetError| io(std::io::Error::other(e));
            let mut w = parquet::arrow::ArrowWriter::try_new(file, b.schema(), None).map_err(fail)?;
            w.write(&b).map_err(fail)?;
            w.close().map_err(fail)?;
        }
        FileFormat::Arrow => {
            let fail = |e: arrow_schema::ArrowError| io(std::io::Error::other(e));
            let mut w =
                arrow_ipc::writer::FileWriter::try_new(std::io::BufWriter::new(file), &b.schema()).map_err(fail)?;
            w.write(&b).map_err(fail)?;
            w.finish().map_err(fail)?;
        }
        FileFormat::Csv => crate::data::csvio::write_result(path, t)?,
    }
    Ok(())
}

/// `t` as one record batch, its columns named `names`; a column is nullable when it holds a
/// null.
pub fn record_batch(path: &Path, names: &[&str], t: &TableData) -> Result<RecordBatch, DataError> {
    record_batch_of(path, names, &[], t)
}

/// [`record_batch`] with each column of the kind `kinds` says (shorter: numbers): a decimal as
/// Decimal128 of its precision and scale, a date as Date32, a string as Utf8.
pub fn record_batch_of(
    path: &Path,
    names: &[&str],
    kinds: &[Logical],
    t: &TableData,
) -> Result<RecordBatch, DataError> {
    let columns = &t.columns;
    let kind = |i: usize| kinds.get(i).copied().unwrap_or_default();
    let fields: Vec<Field> = names
        .iter()
        .zip(columns)
        .enumerate()
        .map(|(i, (n, c))| {
            let ty = match (t.dictionary(i), kind(i)) {
                (Some(_), _) => DataType::Utf8,
                (None, Logical::Decimal { precision, scale }) => DataType::Decimal128(precision, scale as i8),
                (None, Logical::Date) => DataType::Date32,
                (None, _) => arrow_type(c.ty()),
            };
            Field::new(*n, ty, t.validity(i).is_some())
        })
        .collect();
    let mut arrays = Vec::with_capacity(columns.len());
    for (i, c) in columns.iter().enumerate() {
        let nulls = t.validity(i).map(|n| arrow_buffer::NullBuffer::from_iter((0..c.len()).map(|r| n.is_valid(r))));
        arrays.push(match (t.dictionary(i), kind(i), c) {
            (Some(d), ..) => strings_to_arrow(c, d, t.validity(i))
                .map_err(|e| file_error(path, format!("column `{}`: {e}", names[i])))?,
            (None, Logical::Decimal { precision, scale }, Column::I64(v)) => Arc::new(
                PrimitiveArray::<Decimal128Type>::new(v.iter().map(|&x| x as i128).collect(), nulls)
                    .with_precision_and_scale(precision, scale as i8)
                    .map_err(|e| file_error(path, format!("column `{}`: {e}", names[i])))?,
            ),
            (None, Logical::Date, Column::I32(v)) => {
                Arc::new(PrimitiveArray::<Date32Type>::new(v.to_vec().into(), nulls))
            }
            (None, ..) => to_arrow(c, t.validity(i)),
        });
    }
    let schema = Arc::new(Schema::new(fields));
    if arrays.is_empty() {
        return Err(file_error(path, "a table with no columns cannot be written"));
    }
    RecordBatch::try_new(schema, arrays).map_err(|e| file_error(path, format!("cannot make a record batch: {e}")))
}

/// Rows per Parquet row group that jitjoin writes: large enough that per-group costs vanish,
/// small enough that a file of 2^27 rows splits into work for every core and that a filter
/// on a clustered column can skip groups (DuckDB writes 122,880; Spark about 128 MiB).
pub const ROW_GROUP_ROWS: usize = 1 << 20;

/// Write `t`'s columns named `names` as a Parquet file: Snappy-compressed, row groups of
/// [`ROW_GROUP_ROWS`] with min/max statistics (so a reader can skip them by filter).
pub fn write_parquet(path: &Path, names: &[&str], t: &TableData) -> Result<(), DataError> {
    write_parquet_groups(path, names, t, ROW_GROUP_ROWS)
}

/// [`write_parquet`] with row groups of `group_rows` rows (at least 1).
pub fn write_parquet_groups(path: &Path, names: &[&str], t: &TableData, group_rows: usize) -> Result<(), DataError> {
    write_parquet_batch(path, &record_batch(path, names, t)?, group_rows)
}

/// Write a table's columns of the kinds `kinds` names (see [`record_batch_of`]) as a Parquet or
/// Arrow IPC file, as [`write_parquet`] and [`write_arrow`] do.
pub fn write_table(
    path: &Path,
    format: FileFormat,
    names: &[&str],
    kinds: &[Logical],
    t: &TableData,
) -> Result<(), DataError> {
    let b = record_batch_of(path, names, kinds, t)?;
    match format {
        FileFormat::Parquet => write_parquet_batch(path, &b, ROW_GROUP_ROWS),
        FileFormat::Arrow => write_arrow_batch(path, &b),
        FileFormat::Csv => crate::data::csvio::write_csv_of(path, names, kinds, t),
    }
}

/// Write `b` as a Parquet file: Snappy-compressed, row groups of `group_rows` rows with min/max
/// statistics.
pub fn write_parquet_batch(path: &Path, b: &RecordBatch, group_rows: usize) -> Result<(), DataError> {
    use parquet::basic::Compression;
    use parquet::file::properties::WriterProperties;
    let io = |source| DataError::Write { path: path.to_path_buf(), source };
    let file = File::create(path).map_err(io)?;
    let props = WriterProperties::builder()
        .set_compression(Compression::SNAPPY)
        .set_max_row_group_row_count(Some(group_rows.max(1)))
        .build();
    let fail = |e: parquet::errors::ParquetError| io(std::io::Error::other(e));
    let mut w = parquet::arrow::ArrowWriter::try_new(file, b.schema(), Some(props)).map_err(fail)?;
    w.write(b).map_err(fail)?;
    w.close().map_err(fail)?;
    Ok(())
}

/// Write `t`'s columns named `names` as an Arrow IPC file, in record batches of 1 Mi rows.
pub fn write_arrow(path: &Path, names: &[&str], t: &TableData) -> Result<(), DataError> {
    write_arrow_batch(path, &record_batch(path, names, t)?)
}

/// Write `b` as an Arrow IPC file, in record batches of 1 Mi rows.
pub fn write_arrow_batch(path: &Path, b: &RecordBatch) -> Result<(), DataError> {
    let io = |source| DataError::Write { path: path.to_path_buf(), source };
    let file = File::create(path).map_err(io)?;
    let fail = |e: arrow_schema::ArrowError| io(std::io::Error::other(e));
    let mut w = arrow_ipc::writer::FileWriter::try_new(std::io::BufWriter::new(file), &b.schema()).map_err(fail)?;
    let mut at = 0;
    while at < b.num_rows() || at == 0 {
        let n = (b.num_rows() - at).min(1 << 20);
        w.write(&b.slice(at, n)).map_err(fail)?;
        at += n;
        if n == 0 {
            break;
        }
    }
    w.finish().map_err(fail)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use arrow_array::types::Int32Type;
    use arrow_array::{DictionaryArray, Int32Array, StringArray, StringViewArray};

    /// Each row's string (`None` for a null) as [`strings_of`] reads them back.
    fn read(arrays: &[&dyn Array]) -> Vec<Option<String>> {
        let (col, validity, dict) = strings_of(arrays).unwrap();
        let Column::U32(codes) = col else { panic!("codes are u32") };
        codes
            .iter()
            .enumerate()
            .map(|(r, &c)| validity.as_ref().is_none_or(|v| v.is_valid(r)).then(|| dict.word(c).unwrap().to_string()))
            .collect()
    }

    #[test]
    fn every_string_array_kind_reads_as_its_strings_and_nulls() {
        let long = "a string longer than twelve bytes";
        let views = StringViewArray::from(vec![Some("b"), None, Some(long), Some("b"), Some(""), Some(long)]);
        let sliced = views.slice(1, 4);
        let plain = StringArray::from(vec![Some("b"), Some("a")]);
        // Keys 0..3 over values with a duplicate and a null; a null key too.
        let values = StringArray::from(vec![Some("z"), None, Some("z"), Some("a")]);
        let dict = DictionaryArray::<Int32Type>::try_new(
            Int32Array::from(vec![Some(0), Some(1), None, Some(2), Some(3)]),
            Arc::new(values),
        )
        .unwrap();
        let empty = DictionaryArray::<Int32Type>::try_new(
            Int32Array::from(vec![None, None]),
            Arc::new(StringArray::from(Vec::<&str>::new())),
        )
        .unwrap();
        let got = read(&[&views, &sliced, &plain, &dict, &empty]);
        let s = |x: &str| Some(x.to_string());
        let want = [
            vec![s("b"), None, s(long), s("b"), s(""), s(long)],
            vec![None, s(long), s("b"), s("")],
            vec![s("b"), s("a")],
            vec![s("z"), None, None, s("z"), s("a")],
            vec![None, None],
        ]
        .concat();
        assert_eq!(got, want);
    }
}
