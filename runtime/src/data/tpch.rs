//! TPC-H's tables at any scale factor, made by the `tpchgen` crate (a port of the reference
//! `dbgen`, whose rows it reproduces): `table lineitem (tpch: 1)`.
//!
//! ```text
//!   region (5) ◀─ nation (25) ◀─ customer (SF·150K) ◀─ orders (SF·1.5M) ◀─ lineitem (≈ SF·6M)
//!                       ▲                                                 │ l_partkey, l_suppkey
//!                       └──────── supplier (SF·10K) ◀── partsupp ──▶ part (SF·200K)
//! ```
//! Types, as DuckDB's `dbgen` writes them: keys are `i64`, small counts (`l_linenumber`,
//! `p_size`, `ps_availqty`, `o_shippriority`) `i32`; quantities, money, discounts and taxes are
//! `decimal(15,2)` (held as their unscaled `i64`: `l_extendedprice` 17954.55 is 1795455, 0.04
//! is 4); dates are `date` (days from 1970-01-01: write `date '1995-03-15'`); text columns are
//! `str`. The rows are made in a fixed number of parts on the current rayon
//! pool and joined in order, so a table is the same whatever the thread count. Only the
//! columns a query reads are kept.

use crate::data::Interned;
use crate::error::DataError;
use jitjoin_ir::plan::ColumnDecl;
use jitjoin_ir::{ColType, Column, Logical, TableData};
use rayon::prelude::*;
use tpchgen::generators as g;

/// A column's kind: an integer of a type, a decimal(15,2), a date, or a string.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Int(ColType),
    Dec,
    Date,
    Str,
}

const I64: Kind = Kind::Int(ColType::I64);
const I32: Kind = Kind::Int(ColType::I32);
const DEC: Kind = Kind::Dec;
const DATE: Kind = Kind::Date;
const STR: Kind = Kind::Str;

impl Kind {
    /// The machine type and kind of such a column.
    fn types(self) -> (ColType, Logical) {
        match self {
            Kind::Int(ty) => (ty, Logical::Number),
            Kind::Dec => (ColType::I64, Logical::Decimal { precision: 15, scale: 2 }),
            Kind::Date => (ColType::I32, Logical::Date),
            Kind::Str => (ColType::U32, Logical::Text),
        }
    }
}

/// The tables and their columns in the specification's order.
fn columns(table: &str) -> Option<&'static [(&'static str, Kind)]> {
    Some(match table {
        "lineitem" => &[
            ("l_orderkey", I64),
            ("l_partkey", I64),
            ("l_suppkey", I64),
            ("l_linenumber", I32),
            ("l_quantity", DEC),
            ("l_extendedprice", DEC),
            ("l_discount", DEC),
            ("l_tax", DEC),
            ("l_returnflag", STR),
            ("l_linestatus", STR),
            ("l_shipdate", DATE),
            ("l_commitdate", DATE),
            ("l_receiptdate", DATE),
            ("l_shipinstruct", STR),
            ("l_shipmode", STR),
            ("l_comment", STR),
        ],
        "orders" => &[
            ("o_orderkey", I64),
            ("o_custkey", I64),
            ("o_orderstatus", STR),
            ("o_totalprice", DEC),
            ("o_orderdate", DATE),
            ("o_orderpriority", STR),
            ("o_clerk", STR),
            ("o_shippriority", I32),
            ("o_comment", STR),
        ],
        "customer" => &[
            ("c_custkey", I64),
            ("c_name", STR),
            ("c_address", STR),
            ("c_nationkey", I64),
            ("c_phone", STR),
            ("c_acctbal", DEC),
            ("c_mktsegment", STR),
            ("c_comment", STR),
        ],
        "part" => &[
            ("p_partkey", I64),
            ("p_name", STR),
            ("p_mfgr", STR),
            ("p_brand", STR),
            ("p_type", STR),
            ("p_size", I32),
            ("p_container", STR),
            ("p_retailprice", DEC),
            ("p_comment", STR),
        ],
        "partsupp" => &[
            ("ps_partkey", I64),
            ("ps_suppkey", I64),
            ("ps_availqty", I32),
            ("ps_supplycost", DEC),
            ("ps_comment", STR),
        ],
        "supplier" => &[
            ("s_suppkey", I64),
            ("s_name", STR),
            ("s_address", STR),
            ("s_nationkey", I64),
            ("s_phone", STR),
            ("s_acctbal", DEC),
            ("s_comment", STR),
        ],
        "nation" => &[("n_nationkey", I64), ("n_name", STR), ("n_regionkey", I64), ("n_comment", STR)],
        "region" => &[("r_regionkey", I64), ("r_name", STR), ("r_comment", STR)],
        _ => return None,
    })
}

/// The tables [`schema`] knows.
pub const TABLES: [&str; 8] = ["lineitem", "orders", "customer", "part", "partsupp", "supplier", "nation", "region"];

/// Table `table`'s columns as (name, machine type, kind): strings are `u32` codes, decimals
/// `i64`, dates `i32`.
pub fn schema(table: &str) -> Option<Vec<(&'static str, ColType, Logical)>> {
    Some(
        columns(table)?
            .iter()
            .map(|&(n, k)| {
                let (ty, logical) = k.types();
                (n, ty, logical)
            })
            .collect(),
    )
}

/// Rows of `table` at scale `scale`: exact for every table but lineitem, whose orders have
/// 1 to 7 lines (about 4 on average), so its figure is the expected one.
pub fn rows(table: &str, scale: f64) -> u64 {
    let n = |base: f64| (base * scale) as u64;
    match table {
        "lineitem" => n(6_000_000.0),
        "orders" => n(1_500_000.0),
        "customer" => n(150_000.0),
        "part" => n(200_000.0),
        "partsupp" => n(800_000.0),
        "supplier" => n(10_000.0),
        "nation" => 25,
        "region" => 5,
        _ => 0,
    }
}

/// One value of a row.
enum Val<'a> {
    Int(i64),
    Str(std::borrow::Cow<'a, str>),
}

fn int(v: i64) -> Val<'static> {
    Val::Int(v)
}
fn text<'a>(s: &'a str) -> Val<'a> {
    Val::Str(s.into())
}
fn shown(s: impl std::fmt::Display) -> Val<'static> {
    Val::Str(s.to_string().into())
}
fn date(d: tpchgen::dates::TPCHDate) -> Val<'static> {
    Val::Int(d.to_unix_epoch() as i64)
}

/// A column being made: integers, or interned strings.
enum Building {
    Ints(Vec<i64>),
    Words(Interned),
}

impl Building {
    fn push(&mut self, v: Val<'_>) -> Result<(), String> {
        match (self, v) {
            (Building::Ints(xs), Val::Int(x)) => xs.push(x),
            (Building::Words(w), Val::Str(s)) => w.push(&s)?,
            _ => return Err("a value of the wrong kind (a bug in the column table)".into()),
        }
        Ok(())
    }
}

/// Column `c` (an index into [`columns`]) of row `r` of `table`.
macro_rules! row_values {
    ($r:ident, $c:ident, $($i:literal => $e:expr),* $(,)?) => {
        match $c { $($i => $e,)* _ => unreachable!("a column index of the table") }
    };
}

/// Make the columns `want` (indices into [`columns`]) of part `part` of `parts` of `table`.
fn part_columns(
    table: &str,
    scale: f64,
    part: i32,
    parts: i32,
    want: &[(usize, Kind)],
) -> Result<Vec<Building>, String> {
    let mut out: Vec<Building> = want
        .iter()
        .map(|&(_, k)| if k == STR { Building::Words(Interned::default()) } else { Building::Ints(Vec::new()) })
        .collect();
    macro_rules! fill {
        ($gen:expr, |$r:ident, $c:ident| $body:expr) => {
            for $r in $gen.iter() {
                for (b, &($c, _)) in out.iter_mut().zip(want) {
                    b.push($body)?;
                }
            }
        };
    }
    match table {
        "lineitem" => fill!(g::LineItemGenerator::new(scale, part, parts), |r, c| row_values!(r, c,
            0 => int(r.l_orderkey), 1 => int(r.l_partkey), 2 => int(r.l_suppkey), 3 => int(r.l_linenumber as i64),
            4 => int(r.l_quantity * 100), 5 => int(r.l_extendedprice.into_inner()), 6 => int(r.l_discount.into_inner()),
            7 => int(r.l_tax.into_inner()), 8 => text(r.l_returnflag), 9 => text(r.l_linestatus),
            10 => date(r.l_shipdate), 11 => date(r.l_commitdate), 12 => date(r.l_receiptdate),
            13 => text(r.l_shipinstruct), 14 => text(r.l_shipmode), 15 => text(r.l_comment))),
        "orders" => fill!(g::OrderGenerator::new(scale, part, parts), |r, c| row_values!(r, c,
            0 => int(r.o_orderkey), 1 => int(r.o_custkey), 2 => shown(r.o_orderstatus),
            3 => int(r.o_totalprice.into_inner()), 4 => date(r.o_orderdate), 5 => text(r.o_orderpriority),
            6 => shown(r.o_clerk), 7 => int(r.o_shippriority as i64), 8 => text(r.o_comment))),
        "customer" => fill!(g::CustomerGenerator::new(scale, part, parts), |r, c| row_values!(r, c,
            0 => int(r.c_custkey), 1 => shown(r.c_name), 2 => shown(&r.c_address), 3 => int(r.c_nationkey),
            4 => shown(&r.c_phone), 5 => int(r.c_acctbal.into_inner()), 6 => text(r.c_mktsegment),
            7 => text(r.c_comment))),
        "part" => fill!(g::PartGenerator::new(scale, part, parts), |r, c| row_values!(r, c,
            0 => int(r.p_partkey), 1 => shown(&r.p_name), 2 => shown(r.p_mfgr), 3 => shown(r.p_brand),
            4 => text(r.p_type), 5 => int(r.p_size as i64), 6 => text(r.p_container),
            7 => int(r.p_retailprice.into_inner()), 8 => text(r.p_comment))),
        "partsupp" => fill!(g::PartSuppGenerator::new(scale, part, parts), |r, c| row_values!(r, c,
            0 => int(r.ps_partkey), 1 => int(r.ps_suppkey), 2 => int(r.ps_availqty as i64),
            3 => int(r.ps_supplycost.into_inner()), 4 => text(r.ps_comment))),
        "supplier" => fill!(g::SupplierGenerator::new(scale, part, parts), |r, c| row_values!(r, c,
            0 => int(r.s_suppkey), 1 => shown(r.s_name), 2 => shown(&r.s_address), 3 => int(r.s_nationkey),
            4 => shown(&r.s_phone), 5 => int(r.s_acctbal.into_inner()), 6 => text(&r.s_comment))),
        "nation" => fill!(g::NationGenerator::new(scale, part, parts), |r, c| row_values!(r, c,
            0 => int(r.n_nationkey), 1 => text(r.n_name), 2 => int(r.n_regionkey), 3 => text(r.n_comment))),
        "region" => fill!(g::RegionGenerator::new(scale, part, parts), |r, c| row_values!(r, c,
            0 => int(r.r_regionkey), 1 => text(r.r_name), 2 => text(r.r_comment))),
        _ => return Err(format!("TPC-H has no table `{table}`")),
    }
    Ok(out)
}

/// Parts a table is made in: a fixed number for a given size, so the rows do not depend on the
/// thread count; about 64K rows each (nation and region: one).
fn parts_of(table: &str, scale: f64) -> i32 {
    (rows(table, scale) / 65_536).clamp(1, 4096) as i32
}

/// Table `table` at scale `scale` with the columns `decl` names, named `name`.
pub fn generate(name: &str, table: &str, scale: f64, decl: &[ColumnDecl]) -> Result<TableData, DataError> {
    let error = |msg: String| DataError::Generator { table: name.into(), msg };
    let cols = columns(table).ok_or_else(|| error(format!("TPC-H has no table `{table}`")))?;
    let want: Vec<(usize, Kind)> = decl
        .iter()
        .map(|d| {
            cols.iter()
                .position(|(n, _)| *n == d.name.name)
                .map(|i| (i, cols[i].1))
                .ok_or_else(|| error(format!("TPC-H's `{table}` has no column `{}`", d.name.name)))
        })
        .collect::<Result<_, _>>()?;
    let parts = if matches!(table, "nation" | "region") { 1 } else { parts_of(table, scale) };
    let made: Vec<Vec<Building>> = (1..=parts)
        .into_par_iter()
        .map(|p| part_columns(table, scale, p, parts, &want))
        .collect::<Result<_, _>>()
        .map_err(error)?;
    let mut joined: Vec<Building> = want
        .iter()
        .map(|&(_, k)| if k == STR { Building::Words(Interned::default()) } else { Building::Ints(Vec::new()) })
        .collect();
    for part in made {
        for (whole, piece) in joined.iter_mut().zip(part) {
            match (whole, piece) {
                (Building::Ints(a), Building::Ints(b)) => a.extend(b),
                (Building::Words(a), Building::Words(b)) => a.append(b).map_err(error)?,
                _ => return Err(error("parts of different kinds (a bug)".into())),
            }
        }
    }
    let rows = match joined.first() {
        Some(Building::Ints(v)) => v.len(),
        Some(Building::Words(w)) => w.len(),
        None => 0,
    };
    let mut t = TableData::new(name, rows, Vec::with_capacity(decl.len()));
    for (c, (b, &(_, kind))) in joined.into_iter().zip(&want).enumerate() {
        match (b, kind) {
            (Building::Ints(v), Kind::Int(ColType::I32) | Kind::Date) => {
                t.columns.push(Column::I32(v.into_iter().map(|x| x as i32).collect::<Vec<_>>().into()))
            }
            (Building::Ints(v), _) => t.columns.push(Column::I64(v.into())),
            (Building::Words(w), _) => {
                let (codes, dict) = w.finish();
                t.columns.push(Column::U32(codes.into()));
                t.set_dictionary(c, dict);
            }
        }
    }
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first line item at scale 0.01 (`1|1552|93|1|17|24710.35|0.04|0.02|N|O|1996-03-13|
    /// 1996-02-12|1996-03-22|DELIVER IN PERSON|TRUCK|…` in dbgen's text) reads as unscaled
    /// decimals (17.00 is 1700, 24710.35 is 2471035), days and words; and the same whatever the
    /// thread count.
    #[test]
    fn the_first_line_item_reads_in_jitjoins_units() {
        let decl: Vec<ColumnDecl> = columns("lineitem")
            .unwrap()
            .iter()
            .filter(|(n, _)| *n != "l_comment")
            .map(|&(n, k)| ColumnDecl::declared(jitjoin_ir::plan::Ident::new(n), k.types().0, k.types().1))
            .collect();
        let t = generate("l", "lineitem", 0.01, &decl).unwrap();
        let cell = |c: usize| -> String {
            let v = t.columns[c].int(0).unwrap();
            t.dictionary(c).map_or(v.to_string(), |d| d.word(v as u32).unwrap().to_string())
        };
        let got: Vec<String> = (0..decl.len()).map(cell).collect();
        // 1996-03-13 is day 9568; 1996-02-12 9538; 1996-03-22 9577.
        let want = [
            "1",
            "1552",
            "93",
            "1",
            "1700",
            "2471035",
            "4",
            "2",
            "N",
            "O",
            "9568",
            "9538",
            "9577",
            "DELIVER IN PERSON",
            "TRUCK",
        ];
        assert_eq!(got, want);
        assert!(t.rows > 55_000 && t.rows < 65_000, "{} rows", t.rows);
        let one = rayon::ThreadPoolBuilder::new().num_threads(1).build().unwrap();
        assert_eq!(one.install(|| generate("l", "lineitem", 0.01, &decl[..3]).unwrap()).columns[..], t.columns[..3]);
    }
}
