//! CSV as a source (`csv("path")`, header row, schema checked) and as an output.

use crate::data::Interned;
use crate::error::DataError;
use jitjoin_ir::interp::Row;
use jitjoin_ir::plan::ColumnDecl;
use jitjoin_ir::{ColType, Column, Dictionary, Logical, ResultTable, TableData, Value};
use std::io::Write;
use std::path::Path;

/// Longest piece of a field that error messages quote.
const QUOTE_CHARS: usize = 40;

/// `text` for an error message: whole when short, else its start and its length, so a huge
/// field does not flood the terminal.
pub fn quote(text: &str) -> String {
    match text.char_indices().nth(QUOTE_CHARS) {
        None => text.to_string(),
        Some((cut, _)) => format!("{}… ({} bytes)", &text[..cut], text.len()),
    }
}

/// Append `text` to `col`, a column of kind `logical`; an empty field is a null (appended as
/// 0): returns whether it is. A field of only spaces is no number, and no null either (DuckDB
/// refuses it too): an error. A date is `YYYY-MM-DD`; a decimal is read exactly at its scale.
fn push(col: &mut Column, text: &str, logical: Logical) -> Result<bool, String> {
    if text.is_empty() {
        let ty = col.ty();
        match col {
            Column::I32(v) => v.to_mut().push(0),
            Column::I64(v) => v.to_mut().push(0),
            Column::U32(v) => v.to_mut().push(0),
            Column::U64(v) => v.to_mut().push(0),
            Column::F64(v) => v.to_mut().push(0.0),
        }
        debug_assert_eq!(col.ty(), ty);
        return Ok(true);
    }
    let t = text.trim();
    let ty = col.ty();
    if t.is_empty() {
        return Err(format!(
            "`{}` (only spaces) is not a {}; leave the field empty for a null",
            quote(text),
            logical.type_name(ty)
        ));
    }
    match (logical, &mut *col) {
        (Logical::Date, Column::I32(v)) => {
            let days = jitjoin_ir::days_of(t)
                .and_then(|d| i32::try_from(d).ok())
                .ok_or_else(|| format!("`{}` is not a date; write YYYY-MM-DD", quote(t)))?;
            v.to_mut().push(days);
            return Ok(false);
        }
        (Logical::Decimal { precision, scale }, Column::I64(v)) => {
            let x = jitjoin_ir::types::decimal_at(t, scale)
                .filter(|x| x.unsigned_abs() < jitjoin_ir::types::pow10(precision).unsigned_abs())
                .ok_or_else(|| {
                    format!(
                        "`{}` is not a decimal({precision},{scale}): {precision} digits, {scale} after the point",
                        quote(t)
                    )
                })?;
            v.to_mut().push(x as i64);
            return Ok(false);
        }
        _ => {}
    }
    let bad = || format!("`{}` is not a {ty}", quote(t));
    match col {
        Column::I32(v) => v.to_mut().push(t.parse().map_err(|_| bad())?),
        Column::I64(v) => v.to_mut().push(t.parse().map_err(|_| bad())?),
        Column::U32(v) => v.to_mut().push(t.parse().map_err(|_| bad())?),
        Column::U64(v) => v.to_mut().push(t.parse().map_err(|_| bad())?),
        Column::F64(v) => {
            let x: f64 = t.parse().map_err(|_| bad())?;
            if !x.is_finite() {
                return Err(format!("`{}` is not a finite number", quote(t)));
            }
            v.to_mut().push(x)
        }
    }
    Ok(false)
}

/// The longest CSV line read: room for a row of the most columns a table may have
/// ([`jitjoin_ir::plan::MAX_COLUMNS`]), each a 20-digit number or a 24-character double,
/// with a wide margin. A longer line is refused before the reader buffers it.
pub const MAX_LINE: usize = 1 << 20;

/// A reader that fails on a line longer than [`MAX_LINE`], noting its number.
struct LineLimit<R> {
    inner: R,
    /// Bytes since the last newline, and newlines seen.
    run: usize,
    lines: u64,
    too_long: Option<u64>,
}

impl<R: std::io::Read> std::io::Read for LineLimit<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        let got = &buf[..n];
        match memchr::memrchr(b'\n', got) {
            Some(last) => {
                self.lines += memchr::memchr_iter(b'\n', got).count() as u64;
                self.run = n - last - 1;
            }
            None => self.run += n,
        }
        if self.run > MAX_LINE {
            self.too_long = Some(self.lines + 1);
            return Err(std::io::Error::new(std::io::ErrorKind::InvalidData, "line too long"));
        }
        Ok(n)
    }
}

/// The columns of a CSV file with a header row, typed by what every value parses as: `i64`
/// when all are integers that fit, else `u64`, else `f64` when all are finite numbers, else
/// `date` when all are `YYYY-MM-DD` dates, else `str` (an empty field is a null and says
/// nothing; a column of only nulls is `i64`). A field of only spaces in a column of numbers or
/// dates is an error naming the column and line.
pub fn infer_schema(path: &Path) -> Result<Vec<(String, ColType, Logical)>, DataError> {
    let io = |source| DataError::Io { path: path.to_path_buf(), source };
    let at = |line: u64, msg: String| DataError::Csv { path: path.to_path_buf(), line, msg };
    let file = std::fs::File::open(path).map_err(io)?;
    let mut rd = csv::ReaderBuilder::new().has_headers(true).from_reader(std::io::BufReader::new(file));
    let header: Vec<String> = match rd.headers() {
        Ok(h) => h.iter().map(|h| h.trim().to_string()).collect(),
        Err(e) => return Err(at(1, e.to_string())),
    };
    // Per column: still i64? still u64? still a number? still a date? and the first line with
    // a field of only spaces.
    let mut kinds = vec![(true, true, true, true); header.len()];
    let mut blank: Vec<Option<u64>> = vec![None; header.len()];
    let mut record = csv::StringRecord::new();
    loop {
        match rd.read_record(&mut record) {
            Ok(true) => {}
            Ok(false) => break,
            Err(e) => return Err(at(e.position().map_or(0, |p| p.line()), e.to_string())),
        }
        let line = record.position().map_or(0, |p| p.line());
        if record.len() != header.len() {
            return Err(at(line, format!("{} fields, but the header names {}", record.len(), header.len())));
        }
        for ((k, field), b) in kinds.iter_mut().zip(record.iter()).zip(blank.iter_mut()) {
            if field.is_empty() {
                continue;
            }
            let t = field.trim();
            if t.is_empty() {
                b.get_or_insert(line);
                continue;
            }
            k.0 &= t.parse::<i64>().is_ok();
            k.1 &= t.parse::<u64>().is_ok();
            k.2 &= t.parse::<f64>().is_ok_and(f64::is_finite);
            k.3 &= jitjoin_ir::days_of(t).is_some_and(|d| i32::try_from(d).is_ok());
        }
    }
    let mut out = Vec::with_capacity(header.len());
    for ((n, k), b) in header.into_iter().zip(kinds).zip(blank) {
        let (ty, logical) = match k {
            (true, ..) => (ColType::I64, Logical::Number),
            (_, true, ..) => (ColType::U64, Logical::Number),
            (_, _, true, _) => (ColType::F64, Logical::Number),
            (.., true) => (ColType::I32, Logical::Date),
            _ => (ColType::U32, Logical::Text),
        };
        if let (Some(line), false) = (b, logical == Logical::Text) {
            return Err(at(
                line,
                format!(
                    "column `{n}`: a field of only spaces is not a {}; leave the field empty for a null",
                    logical.type_name(ty)
                ),
            ));
        }
        out.push((n, ty, logical));
    }
    Ok(out)
}

/// Read a CSV file whose header names exactly the declared columns, in order. An empty field
/// is a null.
pub fn read_csv(path: &Path, table: &str, decl: &[ColumnDecl]) -> Result<TableData, DataError> {
    let io = |source| DataError::Io { path: path.to_path_buf(), source };
    let at = |line: u64, msg: String| DataError::Csv { path: path.to_path_buf(), line, msg };
    let file = std::fs::File::open(path).map_err(io)?;
    let limited = LineLimit { inner: file, run: 0, lines: 0, too_long: None };
    let mut rd =
        csv::ReaderBuilder::new().has_headers(true).flexible(true).from_reader(std::io::BufReader::new(limited));
    // A line beyond MAX_LINE stops the reader; say so, with the line, not as an I/O error.
    let fail = |rd: &csv::Reader<std::io::BufReader<LineLimit<std::fs::File>>>, e: csv::Error| match rd
        .get_ref()
        .get_ref()
        .too_long
    {
        Some(line) => at(
            line,
            format!(
                "a line longer than {} MiB, more than any row of at most {} columns needs; is this a CSV \
                 file with one row per line?",
                MAX_LINE >> 20,
                jitjoin_ir::plan::MAX_COLUMNS
            ),
        ),
        None => at(e.position().map_or(0, |p| p.line()), e.to_string()),
    };
    let header: Vec<String> = match rd.headers() {
        Ok(h) => h.iter().map(|h| h.trim().to_string()).collect(),
        Err(e) => return Err(fail(&rd, e)),
    };
    let expected: Vec<&str> = decl.iter().map(|c| c.name.name.as_str()).collect();
    if header != expected {
        return Err(at(
            1,
            format!(
                "the header names columns [{}], but table `{table}` declares [{}]; make them match, in the same order",
                header.iter().map(|h| quote(h)).collect::<Vec<_>>().join(", "),
                expected.join(", ")
            ),
        ));
    }
    let mut columns: Vec<Column> = decl.iter().map(|c| Column::zeroed(c.ty, 0)).collect();
    let mut nulls: Vec<Vec<usize>> = vec![Vec::new(); decl.len()];
    // A string column's words in the order first seen, and each row's index into them; coded
    // through the sorted words at the end.
    let mut words: Vec<Option<Interned>> = decl.iter().map(|c| c.is_text().then(Interned::default)).collect();
    let mut record = csv::StringRecord::new();
    loop {
        let more = match rd.read_record(&mut record) {
            Ok(more) => more,
            Err(e) => return Err(fail(&rd, e)),
        };
        if !more {
            break;
        }
        let line = record.position().map_or(0, |p| p.line());
        if record.len() != decl.len() {
            return Err(at(line, format!("{} fields, but table `{table}` has {} columns", record.len(), decl.len())));
        }
        for ((((col, field), d), n), w) in
            columns.iter_mut().zip(record.iter()).zip(decl).zip(nulls.iter_mut()).zip(words.iter_mut())
        {
            if let Some(w) = w {
                let row = w.rows.len();
                // An empty field is a null, as in a number column.
                if field.is_empty() {
                    n.push(row);
                }
                w.push(field).map_err(|msg| at(line, format!("column `{}`: {msg}", d.name.name)))?;
                continue;
            }
            let row = col.len();
            if push(col, field, d.logical).map_err(|msg| at(line, format!("column `{}`: {msg}", d.name.name)))? {
                n.push(row);
            }
        }
    }
    let mut dicts = Vec::new();
    for (c, w) in words.into_iter().enumerate() {
        if let Some(w) = w {
            let (codes, dict) = w.finish();
            columns[c] = Column::U32(codes.into());
            dicts.push((c, dict));
        }
    }
    let rows = columns.first().map_or(0, Column::len);
    let mut t = TableData::new(table, rows, columns);
    for (c, d) in dicts {
        t.set_dictionary(c, d);
    }
    for (c, n) in nulls.into_iter().enumerate() {
        if !n.is_empty() {
            // `push` wrote 0 for each null.
            t.set_validity(c, jitjoin_ir::Validity::from_nulls(rows, n.into_iter()).with_zeros_under_nulls());
        }
    }
    Ok(t)
}

/// Write a table as CSV with a header row, a null as an empty field.
pub fn write_csv(path: &Path, names: &[&str], t: &TableData) -> Result<(), DataError> {
    write_csv_of(path, names, &[], t)
}

/// [`write_csv`] with each column of the kind `kinds` says (shorter: numbers): a decimal as
/// its text with the point, a date as `YYYY-MM-DD`.
pub fn write_csv_of(path: &Path, names: &[&str], kinds: &[Logical], t: &TableData) -> Result<(), DataError> {
    let io = |source| DataError::Write { path: path.to_path_buf(), source };
    let file = std::fs::File::create(path).map_err(io)?;
    let dicts: Vec<Option<&Dictionary>> = (0..t.columns.len()).map(|c| t.dictionary(c)).collect();
    write_rows(std::io::BufWriter::with_capacity(1 << 20, file), names, t.rows, &dicts, kinds, |r, c| {
        t.is_valid(c, r).then(|| t.columns[c].value(r))
    })
    .map_err(io)
}

/// Write rows given as values (e.g. an `emit` result) as CSV with a header row, a null as an
/// empty field; a column with a dictionary in `dicts` holds codes, written as their words.
pub fn write_value_rows(
    path: &Path,
    names: &[String],
    rows: &[Row],
    dicts: &[Option<Dictionary>],
) -> Result<(), DataError> {
    let io = |source| DataError::Write { path: path.to_path_buf(), source };
    let file = std::fs::File::create(path).map_err(io)?;
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let dicts: Vec<Option<&Dictionary>> = dicts.iter().map(Option::as_ref).collect();
    write_rows(std::io::BufWriter::new(file), &names, rows.len(), &dicts, &[], |r, c| rows[r][c]).map_err(io)
}

/// Write a query's result as CSV with a header row: each cell as its type reads (a decimal
/// with its point, a date as `YYYY-MM-DD`, a string's word), a null as an empty field.
pub fn write_result(path: &Path, t: &ResultTable) -> Result<(), DataError> {
    let io = |source| DataError::Write { path: path.to_path_buf(), source };
    let file = std::fs::File::create(path).map_err(io)?;
    let mut wr = csv::Writer::from_writer(std::io::BufWriter::new(file));
    let fail = |e: csv::Error| io(std::io::Error::other(e));
    wr.write_record(t.names()).map_err(fail)?;
    for r in 0..t.rows.len() {
        for c in 0..t.columns.len() {
            wr.write_field(t.text(r, c).unwrap_or_default()).map_err(fail)?;
        }
        wr.write_record(None::<&[u8]>).map_err(fail)?;
    }
    wr.flush().map_err(io)
}

/// Write `rows` rows of `names.len()` cells, `value(r, c)`; column `c` holds codes of
/// `dicts[c]` when it has one (shorter `dicts`: the rest have none).
fn write_rows<W: Write>(
    w: W,
    names: &[&str],
    rows: usize,
    dicts: &[Option<&Dictionary>],
    kinds: &[Logical],
    value: impl Fn(usize, usize) -> Option<Value>,
) -> std::io::Result<()> {
    let mut wr = csv::Writer::from_writer(w);
    wr.write_record(names).map_err(std::io::Error::other)?;
    let mut ibuf = itoa::Buffer::new();
    let mut fbuf = String::new();
    for r in 0..rows {
        for (c, name) in names.iter().enumerate() {
            let dict = dicts.get(c).copied().flatten();
            match value(r, c) {
                None => wr.write_field(""),
                Some(Value::Int(code)) if dict.is_some() => {
                    let word = u32::try_from(code).ok().and_then(|k| dict?.word(k));
                    wr.write_field(word.ok_or_else(|| {
                        std::io::Error::other(format!("column `{name}` holds {code}, past its dictionary"))
                    })?)
                }
                Some(Value::Int(i)) => match kinds.get(c) {
                    Some(Logical::Decimal { scale, .. }) => wr.write_field(jitjoin_ir::types::decimal_text(i, *scale)),
                    Some(Logical::Date) => wr.write_field(jitjoin_ir::types::date_text(i as i64)),
                    _ => wr.write_field(ibuf.format(i)),
                },
                Some(Value::Float(x)) => {
                    fbuf.clear();
                    use std::fmt::Write as _;
                    let _ = write!(fbuf, "{x:?}");
                    wr.write_field(&fbuf)
                }
            }
            .map_err(std::io::Error::other)?;
        }
        wr.write_record(None::<&[u8]>).map_err(std::io::Error::other)?;
    }
    wr.flush()
}
