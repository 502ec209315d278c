//! The Star Schema Benchmark's tables (O'Neil, O'Neil, Chen and Revilak, "The Star Schema
//! Benchmark", revision 3), made at any scale factor: `table lineorder (ssb: 10)`.
//!
//! ```text
//!                      date (2557 days, 1992-01-01 … 1998-12-31)
//!                        ▲ lo_orderdate = d_datekey
//!   customer ◀── lineorder (SF·6,000,000) ──▶ supplier
//!   SF·30,000     lo_custkey  │  lo_suppkey     SF·2,000
//!                  lo_partkey ▼
//!                        part (200,000·⌊1 + log2 SF⌋; below SF 1, SF·200,000)
//!
//!   hierarchies   c_region/s_region (5) ─▶ c_nation/s_nation (25) ─▶ c_city/s_city (250)
//!                 p_mfgr (5) ─▶ p_category (25) ─▶ p_brand1 (1000)
//! ```
//! Values follow the specification's domains: TPC-H's 25 nations and 5 regions, a city is
//! the nation's name cut or padded to 9 characters and a digit (`UNITED KI1`), `MFGR#m`,
//! `MFGR#mc`, `MFGR#mcbb` with m, c in 1..=5 and bb in 01..=40, quantities 1..=50, discounts
//! 0..=10 %, taxes 0..=8 %, a part's price TPC-H's formula of its key (in cents),
//! `lo_extendedprice = lo_quantity · price`, `lo_revenue = lo_extendedprice · (100 −
//! lo_discount) / 100`, `lo_supplycost = 6 · price / 10`, and order dates uniform over
//! 1992-01-01 … 1998-08-02 as TPC-H's. Simplified: every order has four lines (the queries
//! read no order key), and the text columns the 13 queries never read (names aside, e.g.
//! addresses, phone numbers, colours) are left out.
//!
//! Each value is a seeded hash of its row number and column, so a table is the same whatever
//! the thread count and whichever of its columns are made (only the ones a query reads are).

use crate::data::generate::mix64;
use crate::error::DataError;
use jitjoin_ir::plan::ColumnDecl;
use jitjoin_ir::{ColType, Column, Dictionary, TableData};
use rayon::prelude::*;

/// TPC-H's nations, each with its region's index in [`REGIONS`].
pub const NATIONS: [(&str, usize); 25] = [
    ("ALGERIA", 0),
    ("ARGENTINA", 1),
    ("BRAZIL", 1),
    ("CANADA", 1),
    ("EGYPT", 4),
    ("ETHIOPIA", 0),
    ("FRANCE", 3),
    ("GERMANY", 3),
    ("INDIA", 2),
    ("INDONESIA", 2),
    ("IRAN", 4),
    ("IRAQ", 4),
    ("JAPAN", 2),
    ("JORDAN", 4),
    ("KENYA", 0),
    ("MOROCCO", 0),
    ("MOZAMBIQUE", 0),
    ("PERU", 1),
    ("CHINA", 2),
    ("ROMANIA", 3),
    ("SAUDI ARABIA", 4),
    ("VIETNAM", 2),
    ("RUSSIA", 3),
    ("UNITED KINGDOM", 3),
    ("UNITED STATES", 1),
];
pub const REGIONS: [&str; 5] = ["AFRICA", "AMERICA", "ASIA", "EUROPE", "MIDDLE EAST"];
const SEGMENTS: [&str; 5] = ["AUTOMOBILE", "BUILDING", "FURNITURE", "HOUSEHOLD", "MACHINERY"];
const PRIORITIES: [&str; 5] = ["1-URGENT", "2-HIGH", "3-MEDIUM", "4-NOT SPECIFIED", "5-LOW"];
const SHIPMODES: [&str; 7] = ["AIR", "FOB", "MAIL", "RAIL", "REG AIR", "SHIP", "TRUCK"];
const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];
const WEEKDAYS: [&str; 7] = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/// Days from 1970-01-01 to 1992-01-01, the first day of the date dimension.
const FIRST_DAY: i64 = 8035;
/// The date dimension's days: 1992-01-01 … 1998-12-31.
pub const DAYS: usize = 2557;
/// Order dates fall in 1992-01-01 … 1998-08-02 (TPC-H's last order date).
const ORDER_DAYS: u64 = 2406;

/// The tables, each with its columns (name, type, string?) in the specification's order.
pub fn schema(table: &str) -> Option<&'static [(&'static str, ColType, bool)]> {
    use ColType::U32;
    Some(match table {
        "lineorder" => &[
            ("lo_orderkey", U32, false),
            ("lo_linenumber", U32, false),
            ("lo_custkey", U32, false),
            ("lo_partkey", U32, false),
            ("lo_suppkey", U32, false),
            ("lo_orderdate", U32, false),
            ("lo_orderpriority", U32, true),
            ("lo_shippriority", U32, false),
            ("lo_quantity", U32, false),
            ("lo_extendedprice", U32, false),
            ("lo_discount", U32, false),
            ("lo_revenue", U32, false),
            ("lo_supplycost", U32, false),
            ("lo_tax", U32, false),
            ("lo_commitdate", U32, false),
            ("lo_shipmode", U32, true),
        ],
        "date" => &[
            ("d_datekey", U32, false),
            ("d_date", U32, true),
            ("d_dayofweek", U32, true),
            ("d_month", U32, true),
            ("d_year", U32, false),
            ("d_yearmonthnum", U32, false),
            ("d_yearmonth", U32, true),
            ("d_daynuminweek", U32, false),
            ("d_daynuminmonth", U32, false),
            ("d_daynuminyear", U32, false),
            ("d_monthnuminyear", U32, false),
            ("d_weeknuminyear", U32, false),
            ("d_sellingseason", U32, true),
            ("d_lastdayinweekfl", U32, false),
            ("d_lastdayinmonthfl", U32, false),
            ("d_weekdayfl", U32, false),
        ],
        "customer" => &[
            ("c_custkey", U32, false),
            ("c_name", U32, true),
            ("c_city", U32, true),
            ("c_nation", U32, true),
            ("c_region", U32, true),
            ("c_mktsegment", U32, true),
        ],
        "supplier" => &[
            ("s_suppkey", U32, false),
            ("s_name", U32, true),
            ("s_city", U32, true),
            ("s_nation", U32, true),
            ("s_region", U32, true),
        ],
        "part" => &[
            ("p_partkey", U32, false),
            ("p_mfgr", U32, true),
            ("p_category", U32, true),
            ("p_brand1", U32, true),
            ("p_size", U32, false),
        ],
        _ => return None,
    })
}

/// The tables [`schema`] knows.
pub const TABLES: [&str; 5] = ["lineorder", "date", "customer", "supplier", "part"];

/// Rows of `table` at scale factor `scale`.
pub fn rows(table: &str, scale: f64) -> u64 {
    let times = |n: f64| ((n * scale).round() as u64).max(1);
    match table {
        "lineorder" => times(6_000_000.0),
        "date" => DAYS as u64,
        "customer" => times(30_000.0),
        "supplier" => times(2_000.0),
        "part" if scale >= 1.0 => 200_000 * (1.0 + scale.log2()).floor() as u64,
        "part" => times(200_000.0),
        _ => 0,
    }
}

/// A uniform draw from `0..n` for row `row` of the column salted `salt`.
fn draw(salt: u64, row: u64, n: u64) -> u64 {
    ((mix64(salt ^ mix64(row.wrapping_mul(0x9E37_79B9_7F4A_7C15))) as u128 * n as u128) >> 64) as u64
}

/// Salts: one per random choice, shared by the columns that derive from it (a customer's
/// nation, region and city all come from its `C_NATION` draw).
const C_NATION: u64 = 0x0c17_0001;
const C_CITY: u64 = 0x0c17_0002;
const C_SEGMENT: u64 = 0x0c17_0003;
const S_NATION: u64 = 0x5017_0001;
const S_CITY: u64 = 0x5017_0002;
const P_MFGR: u64 = 0x9a47_0001;
const P_CATEGORY: u64 = 0x9a47_0002;
const P_BRAND: u64 = 0x9a47_0003;
const P_SIZE: u64 = 0x9a47_0004;
const L_CUST: u64 = 0x1017_0001;
const L_PART: u64 = 0x1017_0002;
const L_SUPP: u64 = 0x1017_0003;
const L_DATE: u64 = 0x1017_0004;
const L_COMMIT: u64 = 0x1017_0005;
const L_PRIORITY: u64 = 0x1017_0006;
const L_QUANTITY: u64 = 0x1017_0007;
const L_DISCOUNT: u64 = 0x1017_0008;
const L_TAX: u64 = 0x1017_0009;
const L_SHIPMODE: u64 = 0x1017_000a;

/// A part's price in cents (TPC-H's `P_RETAILPRICE` formula).
pub fn price(partkey: u64) -> u64 {
    90_000 + (partkey / 10) % 20_001 + 100 * (partkey % 1_000)
}

/// The date `days` after 1970-01-01 as (year, month 1..=12, day 1..=31) (Hinnant's
/// `civil_from_days`).
fn civil(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// One day of the date dimension, `d` days after 1992-01-01.
struct Day {
    year: u32,
    month: u32,
    day: u32,
    /// 1 = Sunday … 7 = Saturday.
    weekday: u32,
    day_of_year: u32,
    last_in_month: bool,
}

fn day(d: u64) -> Day {
    let days = FIRST_DAY + d as i64;
    let (year, month, day) = civil(days);
    let (next_year, next_month, _) = civil(days + 1);
    // 1970-01-01 was a Thursday (5 when Sunday is 1).
    let weekday = ((days + 4).rem_euclid(7) + 1) as u32;
    let jan1 = (1..=366).find(|&k| civil(days - k).0 != year).expect("a year has at most 366 days") as u32;
    Day {
        year: year as u32,
        month,
        day,
        weekday,
        day_of_year: jan1,
        last_in_month: (next_year, next_month) != (year, month),
    }
}

/// `d_datekey`, yyyymmdd, of the day `d` days after 1992-01-01.
pub fn datekey(d: u64) -> u32 {
    let x = day(d);
    x.year * 10_000 + x.month * 100 + x.day
}

fn season(month: u32) -> &'static str {
    match month {
        12 => "Christmas",
        1 | 2 => "Winter",
        3..=5 => "Spring",
        6..=8 => "Summer",
        _ => "Fall",
    }
}

/// The city of nation `n` numbered `k` (0..=9): the name cut or padded to 9 characters, then
/// the digit.
fn city(n: usize, k: u64) -> String {
    format!("{:<9.9}{k}", NATIONS[n].0)
}

/// A string column whose row `r` is word `index(r)` of `domain` (which may hold repeats and
/// be in any order): coded through the sorted distinct words without making a string per row.
fn from_domain(rows: u64, domain: &[String], index: impl Fn(u64) -> usize + Sync) -> (Column, Dictionary) {
    let mut sorted: Vec<&str> = domain.iter().map(String::as_str).collect();
    sorted.sort_unstable();
    sorted.dedup();
    let rank: Vec<u32> =
        domain.iter().map(|w| sorted.binary_search(&w.as_str()).expect("a word of the domain") as u32).collect();
    let codes: Vec<u32> = (0..rows).into_par_iter().map(|r| rank[index(r)]).collect();
    let dict = Dictionary::from_sorted(sorted).expect("sorted distinct words");
    (Column::U32(codes.into()), dict)
}

/// A string column of one string per row (names: every row its own word).
fn from_rows(rows: u64, word: impl Fn(u64) -> String + Sync + Send) -> (Column, Dictionary) {
    let words: Vec<String> = (0..rows).into_par_iter().map(word).collect();
    let (dict, codes) = Dictionary::encode(words.iter().map(String::as_str)).expect("fewer than 2^32 words");
    (Column::U32(codes.into()), dict)
}

fn numbers(rows: u64, f: impl Fn(u64) -> u64 + Sync) -> Column {
    Column::U32((0..rows).into_par_iter().map(|r| f(r) as u32).collect::<Vec<u32>>().into())
}

fn words(list: &[&str]) -> Vec<String> {
    list.iter().map(|w| w.to_string()).collect()
}

/// Column `name` of `table` at scale `scale`: its values, and its dictionary when it holds
/// strings. `None` for a column the table does not have.
fn column(table: &str, name: &str, scale: f64) -> Option<(Column, Option<Dictionary>)> {
    let n = rows(table, scale);
    let text = |(c, d): (Column, Dictionary)| Some((c, Some(d)));
    let num = |c: Column| Some((c, None));
    let nations: Vec<String> = NATIONS.iter().map(|(n, _)| n.to_string()).collect();
    let regions = words(&REGIONS);
    let cities: Vec<String> = (0..250).map(|i| city(i / 10, (i % 10) as u64)).collect();
    match (table, name) {
        ("customer", "c_custkey") | ("supplier", "s_suppkey") | ("part", "p_partkey") => num(numbers(n, |r| r + 1)),
        ("customer", "c_name") => text(from_rows(n, |r| format!("Customer#{:09}", r + 1))),
        ("customer", "c_nation") => text(from_domain(n, &nations, |r| draw(C_NATION, r, 25) as usize)),
        ("customer", "c_region") => text(from_domain(n, &regions, |r| NATIONS[draw(C_NATION, r, 25) as usize].1)),
        ("customer", "c_city") => {
            text(from_domain(n, &cities, |r| (draw(C_NATION, r, 25) * 10 + draw(C_CITY, r, 10)) as usize))
        }
        ("customer", "c_mktsegment") => text(from_domain(n, &words(&SEGMENTS), |r| draw(C_SEGMENT, r, 5) as usize)),
        ("supplier", "s_name") => text(from_rows(n, |r| format!("Supplier#{:09}", r + 1))),
        ("supplier", "s_nation") => text(from_domain(n, &nations, |r| draw(S_NATION, r, 25) as usize)),
        ("supplier", "s_region") => text(from_domain(n, &regions, |r| NATIONS[draw(S_NATION, r, 25) as usize].1)),
        ("supplier", "s_city") => {
            text(from_domain(n, &cities, |r| (draw(S_NATION, r, 25) * 10 + draw(S_CITY, r, 10)) as usize))
        }
        ("part", "p_mfgr") => {
            let d: Vec<String> = (1..=5).map(|m| format!("MFGR#{m}")).collect();
            text(from_domain(n, &d, |r| draw(P_MFGR, r, 5) as usize))
        }
        ("part", "p_category") => {
            let d: Vec<String> = (0..25).map(|i| format!("MFGR#{}{}", i / 5 + 1, i % 5 + 1)).collect();
            text(from_domain(n, &d, |r| (draw(P_MFGR, r, 5) * 5 + draw(P_CATEGORY, r, 5)) as usize))
        }
        ("part", "p_brand1") => {
            let d: Vec<String> =
                (0..1000).map(|i| format!("MFGR#{}{}{:02}", i / 200 + 1, i / 40 % 5 + 1, i % 40 + 1)).collect();
            text(from_domain(n, &d, |r| {
                (draw(P_MFGR, r, 5) * 200 + draw(P_CATEGORY, r, 5) * 40 + draw(P_BRAND, r, 40)) as usize
            }))
        }
        ("part", "p_size") => num(numbers(n, |r| draw(P_SIZE, r, 50) + 1)),
        ("date", _) => date_column(name),
        ("lineorder", _) => lineorder_column(name, scale, n),
        _ => None,
    }
}

fn date_column(name: &str) -> Option<(Column, Option<Dictionary>)> {
    let n = DAYS as u64;
    let days: Vec<Day> = (0..n).map(day).collect();
    let num = |f: &dyn Fn(&Day) -> u32| Some((Column::U32(days.iter().map(f).collect::<Vec<u32>>().into()), None));
    let text = |f: &dyn Fn(&Day) -> String| {
        let words: Vec<String> = days.iter().map(f).collect();
        let (dict, codes) = Dictionary::encode(words.iter().map(String::as_str)).expect("few words");
        Some((Column::U32(codes.into()), Some(dict)))
    };
    match name {
        "d_datekey" => num(&|d| d.year * 10_000 + d.month * 100 + d.day),
        "d_date" => text(&|d| format!("{} {}, {}", MONTHS[d.month as usize - 1], d.day, d.year)),
        "d_dayofweek" => text(&|d| WEEKDAYS[d.weekday as usize - 1].to_string()),
        "d_month" => text(&|d| MONTHS[d.month as usize - 1].to_string()),
        "d_year" => num(&|d| d.year),
        "d_yearmonthnum" => num(&|d| d.year * 100 + d.month),
        "d_yearmonth" => text(&|d| format!("{}{}", &MONTHS[d.month as usize - 1][..3], d.year)),
        "d_daynuminweek" => num(&|d| d.weekday),
        "d_daynuminmonth" => num(&|d| d.day),
        "d_daynuminyear" => num(&|d| d.day_of_year),
        "d_monthnuminyear" => num(&|d| d.month),
        "d_weeknuminyear" => num(&|d| (d.day_of_year - 1) / 7 + 1),
        "d_sellingseason" => text(&|d| season(d.month).to_string()),
        "d_lastdayinweekfl" => num(&|d| u32::from(d.weekday == 7)),
        "d_lastdayinmonthfl" => num(&|d| u32::from(d.last_in_month)),
        "d_weekdayfl" => num(&|d| u32::from((2..=6).contains(&d.weekday))),
        _ => None,
    }
}

fn lineorder_column(name: &str, scale: f64, n: u64) -> Option<(Column, Option<Dictionary>)> {
    let (customers, parts, suppliers) = (rows("customer", scale), rows("part", scale), rows("supplier", scale));
    // Four lines per order: lines of one order share its customer, date and priority.
    let order = |r: u64| r / 4;
    let datekeys: Vec<u32> = (0..DAYS as u64).map(datekey).collect();
    let order_day = |r: u64| draw(L_DATE, order(r), ORDER_DAYS);
    let partkey = |r: u64| draw(L_PART, r, parts) + 1;
    let quantity = |r: u64| draw(L_QUANTITY, r, 50) + 1;
    let discount = |r: u64| draw(L_DISCOUNT, r, 11);
    let extended = |r: u64| quantity(r) * price(partkey(r));
    let num = |c: Column| Some((c, None));
    Some(match name {
        "lo_orderkey" => num(numbers(n, |r| order(r) + 1))?,
        "lo_linenumber" => num(numbers(n, |r| r % 4 + 1))?,
        "lo_custkey" => num(numbers(n, |r| draw(L_CUST, order(r), customers) + 1))?,
        "lo_partkey" => num(numbers(n, partkey))?,
        "lo_suppkey" => num(numbers(n, |r| draw(L_SUPP, r, suppliers) + 1))?,
        "lo_orderdate" => num(numbers(n, |r| datekeys[order_day(r) as usize] as u64))?,
        "lo_commitdate" => num(numbers(n, |r| datekeys[(order_day(r) + 30 + draw(L_COMMIT, r, 61)) as usize] as u64))?,
        "lo_orderpriority" => {
            let (c, d) = from_domain(n, &words(&PRIORITIES), |r| draw(L_PRIORITY, order(r), 5) as usize);
            (c, Some(d))
        }
        "lo_shippriority" => num(numbers(n, |_| 0))?,
        "lo_quantity" => num(numbers(n, quantity))?,
        "lo_extendedprice" => num(numbers(n, extended))?,
        "lo_discount" => num(numbers(n, discount))?,
        "lo_revenue" => num(numbers(n, |r| extended(r) * (100 - discount(r)) / 100))?,
        "lo_supplycost" => num(numbers(n, |r| 6 * price(partkey(r)) / 10))?,
        "lo_tax" => num(numbers(n, |r| draw(L_TAX, r, 9)))?,
        "lo_shipmode" => {
            let (c, d) = from_domain(n, &words(&SHIPMODES), |r| draw(L_SHIPMODE, r, 7) as usize);
            (c, Some(d))
        }
        _ => return None,
    })
}

/// Table `table` at scale `scale`, with the columns `decl` names (each checked by
/// [`check_columns`]), made in parallel on the current rayon pool.
pub fn generate(name: &str, table: &str, scale: f64, decl: &[ColumnDecl]) -> Result<TableData, DataError> {
    let n = rows(table, scale) as usize;
    let mut t = TableData::new(name, n, Vec::with_capacity(decl.len()));
    for (ci, c) in decl.iter().enumerate() {
        let (col, dict) = column(table, &c.name.name, scale).ok_or_else(|| DataError::Generator {
            table: name.into(),
            msg: format!("the SSB table `{table}` has no column `{}`", c.name.name),
        })?;
        t.columns.push(col);
        if let Some(d) = dict {
            t.set_dictionary(ci, d);
        }
    }
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_date_dimension_runs_from_1992_to_1998_with_the_calendar() {
        assert_eq!(datekey(0), 19920101);
        assert_eq!(datekey(DAYS as u64 - 1), 19981231);
        assert_eq!(datekey(ORDER_DAYS - 1), 19980802);
        assert_eq!(datekey(59), 19920229, "1992 is a leap year");
        let first = day(0);
        assert_eq!((first.weekday, first.day_of_year), (4, 1), "1992-01-01 was a Wednesday");
        let last = day(DAYS as u64 - 1);
        assert_eq!((last.day_of_year, last.last_in_month), (365, true));
        assert_eq!((day(365).day_of_year, day(366).day_of_year), (366, 1), "1992 has 366 days");
    }

    #[test]
    fn hierarchies_hold_row_by_row() {
        let decl = |names: &[&str]| -> Vec<ColumnDecl> {
            names
                .iter()
                .map(|n| {
                    ColumnDecl::declared(jitjoin_ir::plan::Ident::new(*n), ColType::U32, jitjoin_ir::Logical::Text)
                })
                .collect()
        };
        let word = |t: &TableData, c: usize, r: usize| -> String {
            t.dictionary(c).unwrap().word(t.columns[c].int(r).unwrap() as u32).unwrap().to_string()
        };
        let c = generate("c", "customer", 0.01, &decl(&["c_city", "c_nation", "c_region"])).unwrap();
        assert_eq!(c.rows, 300);
        for r in 0..c.rows {
            let nation = word(&c, 1, r);
            let (_, region) = NATIONS.iter().find(|(n, _)| *n == nation).unwrap();
            assert_eq!(word(&c, 2, r), REGIONS[*region]);
            assert!(word(&c, 0, r).starts_with(&format!("{nation:<9.9}")));
        }
        let p = generate("p", "part", 0.01, &decl(&["p_mfgr", "p_category", "p_brand1"])).unwrap();
        for r in 0..p.rows {
            let (m, c, b) = (word(&p, 0, r), word(&p, 1, r), word(&p, 2, r));
            assert!(c.starts_with(&m) && b.starts_with(&c) && b.len() == 9, "{m} {c} {b}");
        }
        assert_eq!(rows("part", 10.0), 800_000);
        assert_eq!(rows("part", 1.0), 200_000);
    }
}
