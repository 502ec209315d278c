//! Making a plan's tables: generating them or reading their files.

use crate::data::csvio::read_csv;
use crate::data::files::{parquet_rows, read_arrow, read_parquet};
use crate::data::generate::{ColumnSpec, ForeignDomain, column_seed, generate};
use crate::error::{Bytes, DataError};
use jitjoin_ir::plan::{FileFormat, Gen, Plan, Source, Suite};
use jitjoin_ir::query::Pred;
use jitjoin_ir::{Column, Dataset, TableData, Validity};
use rayon::prelude::*;
use std::path::Path;

/// Bytes each table of `plan` will take, counted before anything is allocated.
///
/// - Generated tables and Parquet files: rows × row width (a Parquet file's rows are those
///   of the row groups its filter may match, from the footer).
/// - CSV and Arrow files: the size of the file (a decoded CSV value is never wider than its
///   text plus separator for realistic data; an Arrow file holds its values as they are in
///   memory, or compressed).
pub fn table_bytes(plan: &Plan, filters: &[Option<Pred>], base_dir: &Path) -> Result<Vec<u128>, DataError> {
    let width = |t: &jitjoin_ir::plan::TableDecl| t.columns.iter().map(|c| c.ty.width() as u128).sum::<u128>();
    plan.tables
        .iter()
        .enumerate()
        .map(|(ti, t)| {
            Ok(match &t.source {
                Source::Generated { rows, .. } => *rows as u128 * width(t),
                Source::Memory => 0,
                Source::Bench { suite, scale, table } => {
                    crate::data::bench_rows(*suite, table, *scale) as u128 * width(t)
                }
                Source::File { format: FileFormat::Parquet, path } => {
                    let filter = prunable(plan, ti).then(|| filters.get(ti)?.as_ref()).flatten();
                    parquet_rows(&base_dir.join(path), &t.columns, filter)? as u128 * width(t)
                }
                Source::File { path, .. } => std::fs::metadata(base_dir.join(path)).map_or(0, |m| m.len() as u128),
            })
        })
        .collect()
}

/// Refuse plans whose data would not fit in the memory the machine has free, naming the
/// largest table so the user knows what to shrink.
pub fn check_memory(plan: &Plan, filters: &[Option<Pred>], base_dir: &Path) -> Result<(), DataError> {
    let bytes = table_bytes(plan, filters, base_dir)?;
    let needed: u128 = bytes.iter().sum();
    let Some(available) = crate::host::mem::available_memory() else {
        return Ok(());
    };
    if needed > available as u128 * 9 / 10 {
        let largest =
            (0..bytes.len()).max_by_key(|&t| bytes[t]).map_or(String::new(), |t| plan.tables[t].name.name.clone());
        return Err(DataError::TooLarge { needed: Bytes(needed), available: Bytes(available as u128), table: largest });
    }
    Ok(())
}

/// May table `ti` be read with the row groups its filter rules out skipped? Not when a
/// `foreign()` generator draws keys from its columns' range, which must be the whole file's.
fn prunable(plan: &Plan, ti: usize) -> bool {
    !plan.foreign_deps().iter().any(|deps| deps.contains(&ti))
}

/// The smallest and largest value of an integer column over the rows that hold one (`valid`
/// says which; all when `None`): what lies under a null is no value. `None` when no row holds
/// one, or for an `f64` column.
fn min_max(c: &Column, valid: Option<&Validity>) -> Option<(i128, i128)> {
    fn mm<T: Copy + Ord + Send + Sync + Into<i128>>(v: &[T], valid: Option<&Validity>) -> Option<(i128, i128)> {
        let Some(valid) = valid else {
            let lo = v.par_iter().copied().min()?;
            let hi = v.par_iter().copied().max()?;
            return Some((lo.into(), hi.into()));
        };
        let present = || v.par_iter().enumerate().filter(|(r, _)| valid.is_valid(*r)).map(|(_, &x)| x);
        let lo = present().min()?;
        let hi = present().max()?;
        Some((lo.into(), hi.into()))
    }
    match c {
        Column::I32(v) => mm(v, valid),
        Column::I64(v) => mm(v, valid),
        Column::U32(v) => mm(v, valid),
        Column::U64(v) => mm(v, valid),
        Column::F64(_) => None,
    }
}

/// Generate or read every table of a verified plan. `base_dir` is where relative file paths
/// start (the plan file's directory). `filters` are the verified query's, per table
/// ([`jitjoin_ir::Query::filters`]; may be empty): a Parquet table skips the row groups its
/// filter cannot match, which changes no result, since the filter drops those rows anyway.
/// Runs on the current rayon pool.
pub fn load(plan: &Plan, filters: &[Option<Pred>], base_dir: &Path) -> Result<Dataset, DataError> {
    load_with(plan, filters, base_dir, &|_| None)
}

/// [`load`], with `memory` giving the rows of `memory` tables by name (tables an embedding
/// program registered; see the `jitjoin` crate's `Session`).
pub fn load_with(
    plan: &Plan,
    filters: &[Option<Pred>],
    base_dir: &Path,
    memory: &dyn Fn(&str) -> Option<TableData>,
) -> Result<Dataset, DataError> {
    check_memory(plan, filters, base_dir)?;
    let index = |name: &str| plan.tables.iter().position(|t| t.name.name == name);
    let deps = plan.foreign_deps();
    let order = jitjoin_ir::load_order(&deps).map_err(|cycle| DataError::Generator {
        table: plan.tables[cycle[0]].name.name.clone(),
        msg: "foreign() references form a cycle".into(),
    })?;

    let mut slots: Vec<Option<TableData>> = vec![None; plan.tables.len()];
    for ti in order {
        let t = &plan.tables[ti];
        let name = &t.name.name;
        let data = match &t.source {
            Source::Memory => {
                let data = memory(name).ok_or_else(|| DataError::Generator {
                    table: name.clone(),
                    msg: format!(
                        "is held by the program that embeds jitjoin (`memory`), which gave no rows for it; \
                         from the command line, read it from a file with --table {name}=PATH"
                    ),
                })?;
                let want: Vec<_> = t.columns.iter().map(|c| c.ty).collect();
                let got: Vec<_> = data.columns.iter().map(Column::ty).collect();
                if want != got || data.columns.iter().any(|c| c.len() != data.rows) {
                    return Err(DataError::Generator {
                        table: name.clone(),
                        msg: format!("declares columns of types {want:?}, but the rows given have {got:?}"),
                    });
                }
                data
            }
            Source::Bench { suite: Suite::Ssb, scale, table } => {
                crate::data::ssb::generate(name, table, *scale, &t.columns)?
            }
            Source::Bench { suite: Suite::Tpch, scale, table } => {
                crate::data::tpch::generate(name, table, *scale, &t.columns)?
            }
            Source::File { format: FileFormat::Csv, path } => read_csv(&base_dir.join(path), name, &t.columns)?,
            Source::File { format: FileFormat::Arrow, path } => read_arrow(&base_dir.join(path), name, &t.columns)?,
            Source::File { format: FileFormat::Parquet, path } => {
                let filter = prunable(plan, ti).then(|| filters.get(ti)?.as_ref()).flatten();
                read_parquet(&base_dir.join(path), name, &t.columns, filter)?.0
            }
            Source::Generated { rows, seed } => {
                let rows = usize::try_from(*rows).map_err(|_| DataError::Generator {
                    table: name.clone(),
                    msg: format!("{rows} rows do not fit this machine's address space"),
                })?;
                let mut columns: Vec<Column> = Vec::with_capacity(t.columns.len());
                let mut nulls = Vec::new();
                for (ci, c) in t.columns.iter().enumerate() {
                    let generator = c.generator.as_ref().expect("verified: generated columns have generators");
                    let copy_of = match generator {
                        Gen::Copy(src) => {
                            t.columns[..ci].iter().position(|d| d.name.name == src.name).map(|i| &columns[i])
                        }
                        _ => None,
                    };
                    let foreign = match generator {
                        Gen::Foreign { of, .. } => {
                            let ri = index(&of.table.name).expect("verified table");
                            let rt = slots[ri].as_ref().expect("load order puts referenced tables first");
                            let rc = plan.tables[ri]
                                .columns
                                .iter()
                                .position(|d| d.name.name == of.column.name)
                                .expect("verified column");
                            // Keys are drawn from the values present (never from what lies
                            // under a null). A referenced column with none (an empty table, or
                            // all null) has no keys to hit: draw every key from 1..=rows
                            // (capped to the type), none of which can match.
                            Some(match min_max(&rt.columns[rc], rt.validity(rc)) {
                                Some((lo, hi)) => ForeignDomain::new(c.ty, lo, hi),
                                None => {
                                    let hi = (rows.max(1) as i128).min(c.ty.int_range().map_or(1, |r| r.1));
                                    ForeignDomain { lo: 1, hi, miss: Some((1, hi)) }
                                }
                            })
                        }
                        _ => None,
                    };
                    let seed = column_seed(*seed, name, ci);
                    let spec = ColumnSpec { table: name, column: &c.name.name, ty: c.ty, generator, rows, seed };
                    columns.push(generate(spec, copy_of, foreign)?);
                    if let Some(share) = c.nulls {
                        nulls.push((ci, crate::data::generate::null_rows(rows, share, seed)));
                    }
                }
                let mut t = TableData::new(name.clone(), rows, columns);
                for (ci, v) in nulls {
                    t.set_validity(ci, v);
                }
                t
            }
        };
        // A `str` column decodes through its dictionary, which whatever made it must supply.
        if let Some(c) = t.columns.iter().enumerate().find(|(ci, c)| c.is_text() && data.dictionary(*ci).is_none()) {
            return Err(DataError::Generator {
                table: name.clone(),
                msg: format!(
                    "column `{}` is declared `str`, but the rows given for it hold numbers, not strings; declare \
                     it with its number type",
                    c.1.name.name
                ),
            });
        }
        slots[ti] = Some(data);
    }
    // Packed copies for the compiled scans: a pass over each table's integer columns, paid
    // once where the data is made or read. Not for the tables a program holds (`memory`),
    // which it hands over again for every query.
    if crate::settings::current().pack {
        for (t, decl) in slots.iter_mut().zip(&plan.tables) {
            if let (Some(t), false) = (t, matches!(decl.source, Source::Memory)) {
                t.pack(jitjoin_ir::packed::MIN_ROWS, |columns| columns.par_iter().map(Column::packed).collect());
            }
        }
    }
    Ok(Dataset { tables: slots.into_iter().map(|t| t.expect("every table loaded")).collect(), blocks: Vec::new() })
}
