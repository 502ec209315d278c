//! Column types and scalar values.

use std::fmt;

/// The type of a column. Integer types may be join keys and payloads; `f64` is payload only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ColType {
    I32,
    I64,
    U32,
    U64,
    F64,
}

impl ColType {
    pub const ALL: [ColType; 5] = [ColType::I32, ColType::I64, ColType::U32, ColType::U64, ColType::F64];

    pub fn name(self) -> &'static str {
        match self {
            ColType::I32 => "i32",
            ColType::I64 => "i64",
            ColType::U32 => "u32",
            ColType::U64 => "u64",
            ColType::F64 => "f64",
        }
    }

    pub fn from_name(s: &str) -> Option<ColType> {
        ColType::ALL.into_iter().find(|t| t.name() == s)
    }

    /// Width of one value in bytes.
    pub fn width(self) -> usize {
        match self {
            ColType::I32 | ColType::U32 => 4,
            ColType::I64 | ColType::U64 | ColType::F64 => 8,
        }
    }

    pub fn is_integer(self) -> bool {
        self != ColType::F64
    }

    pub fn is_signed(self) -> bool {
        matches!(self, ColType::I32 | ColType::I64)
    }

    /// Smallest and largest value of an integer type, widened to `i128`.
    pub fn int_range(self) -> Option<(i128, i128)> {
        match self {
            ColType::I32 => Some((i32::MIN as i128, i32::MAX as i128)),
            ColType::I64 => Some((i64::MIN as i128, i64::MAX as i128)),
            ColType::U32 => Some((0, u32::MAX as i128)),
            ColType::U64 => Some((0, u64::MAX as i128)),
            ColType::F64 => None,
        }
    }

    /// Does the integer `v` fit in this type? Always true for `f64`.
    pub fn fits(self, v: i128) -> bool {
        match self.int_range() {
            Some((lo, hi)) => lo <= v && v <= hi,
            None => true,
        }
    }
}

impl fmt::Display for ColType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a column's values mean, beyond the machine type ([`ColType`]) that holds them.
/// Engines see only the machine type; the verifier (constants, arithmetic) and the result's
/// presentation ([`ResultType`]) read this.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Logical {
    /// A number, as its machine type says.
    #[default]
    Number,
    /// A string (`str`): `u32` codes into the column's dictionary ([`crate::Dictionary`]).
    Text,
    /// An exact decimal (`decimal(P,S)`) of at most `precision` digits, `scale` of them after
    /// the point, held in an `i64` as its unscaled value: 12.34 in `decimal(15,2)` is 1234.
    Decimal { precision: u8, scale: u8 },
    /// A calendar date (`date`): days since 1970-01-01 in an `i32`, as Arrow's Date32.
    Date,
}

/// The most digits a `decimal(P,S)` column holds: its unscaled value is an `i64`.
pub const MAX_COLUMN_PRECISION: u8 = 18;

/// The most digits of a decimal result (a sum's `DECIMAL(38,S)`, as DuckDB and DataFusion type
/// it): Arrow's Decimal128.
pub const MAX_RESULT_PRECISION: u8 = 38;

impl Logical {
    /// The machine type that holds values of this kind, when it decides one: `str` codes are
    /// `u32`, decimals `i64`, dates `i32`.
    pub fn machine_type(self) -> Option<ColType> {
        match self {
            Logical::Number => None,
            Logical::Text => Some(ColType::U32),
            Logical::Decimal { .. } => Some(ColType::I64),
            Logical::Date => Some(ColType::I32),
        }
    }

    /// Digits after the point: a decimal's scale, else 0.
    pub fn scale(self) -> u8 {
        match self {
            Logical::Decimal { scale, .. } => scale,
            _ => 0,
        }
    }

    /// The type's name in plan text: `str`, `decimal(15,2)`, `date`, or the machine type's.
    pub fn type_name(self, ty: ColType) -> String {
        match self {
            Logical::Number => ty.name().to_string(),
            Logical::Text => "str".to_string(),
            Logical::Decimal { precision, scale } => format!("decimal({precision},{scale})"),
            Logical::Date => "date".to_string(),
        }
    }
}

/// The type of a result column as the SQL and library surfaces present it; the names are
/// SQL's (DuckDB's), so a result can be checked against DuckDB's column by column.
///
/// ```text
///   count(*)              BIGINT            sum of integers          HUGEINT (exact, 128 bits)
///   sum of decimal(P,S)   DECIMAL(38,S)     sum of a product         DECIMAL(38, S1+S2)
///   avg(…)                DOUBLE            min, max, group keys     the column's own type
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ResultType {
    /// An integer column's type as stored (`i32` INTEGER, `i64` BIGINT, `u32` UINTEGER, `u64`
    /// UBIGINT).
    Int(ColType),
    /// An exact integer of up to 128 bits (HUGEINT): a sum of integers.
    HugeInt,
    /// A double (DOUBLE).
    Float,
    /// An exact decimal: the cell's integer is the value times 10^scale.
    Decimal { precision: u8, scale: u8 },
    /// Days since 1970-01-01 (DATE).
    Date,
    /// A string (VARCHAR): the cell holds a code of the column's dictionary.
    Text,
}

impl ResultType {
    /// The type of a column of machine type `ty` and kind `logical`.
    pub fn of_column(ty: ColType, logical: Logical) -> ResultType {
        match (logical, ty) {
            (Logical::Text, _) => ResultType::Text,
            (Logical::Date, _) => ResultType::Date,
            (Logical::Decimal { precision, scale }, _) => ResultType::Decimal { precision, scale },
            (Logical::Number, ColType::F64) => ResultType::Float,
            (Logical::Number, ty) => ResultType::Int(ty),
        }
    }

    /// The SQL name: INTEGER, BIGINT, UINTEGER, UBIGINT, HUGEINT, DOUBLE, DECIMAL(P,S), DATE,
    /// VARCHAR.
    pub fn sql_name(self) -> String {
        match self {
            ResultType::Int(ColType::I32) => "INTEGER".into(),
            ResultType::Int(ColType::I64) => "BIGINT".into(),
            ResultType::Int(ColType::U32) => "UINTEGER".into(),
            ResultType::Int(ColType::U64) => "UBIGINT".into(),
            ResultType::Int(ColType::F64) | ResultType::Float => "DOUBLE".into(),
            ResultType::HugeInt => "HUGEINT".into(),
            ResultType::Decimal { precision, scale } => format!("DECIMAL({precision},{scale})"),
            ResultType::Date => "DATE".into(),
            ResultType::Text => "VARCHAR".into(),
        }
    }

    /// The cell of a value of this type as text: a decimal with its point (`-12.30`), a date as
    /// `YYYY-MM-DD`, a double as Rust prints it, an integer in full. Strings are decoded by
    /// the caller (the cell holds a code).
    pub fn format(self, v: Value) -> String {
        match (self, v) {
            (ResultType::Decimal { scale, .. }, Value::Int(i)) => decimal_text(i, scale),
            (ResultType::Date, Value::Int(d)) => date_text(d as i64),
            (_, v) => v.to_string(),
        }
    }
}

impl fmt::Display for ResultType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.sql_name())
    }
}

/// The unscaled `v` at `scale` as a decimal's text: `decimal_text(-1230, 2)` is `-12.30`.
pub fn decimal_text(v: i128, scale: u8) -> String {
    let digits = v.unsigned_abs().to_string();
    let sign = if v < 0 { "-" } else { "" };
    if scale == 0 {
        return format!("{sign}{digits}");
    }
    let s = scale as usize;
    let padded = format!("{digits:0>width$}", width = s + 1);
    let (int, frac) = padded.split_at(padded.len() - s);
    format!("{sign}{int}.{frac}")
}

/// 10^n as an i128, for n ≤ 38.
pub fn pow10(n: u8) -> i128 {
    10i128.pow(n as u32)
}

/// The decimal text `text` (digits, an optional point and more digits, an optional leading
/// `-`) as an unscaled integer at exactly `scale` digits after the point; `None` when it has
/// more digits after the point than `scale` (it is not exactly a value of that scale) or does
/// not fit 128 bits.
pub fn decimal_at(text: &str, scale: u8) -> Option<i128> {
    let (neg, body) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let (int, frac) = body.split_once('.').unwrap_or((body, ""));
    if int.is_empty() && frac.is_empty() || !int.bytes().chain(frac.bytes()).all(|b| b.is_ascii_digit()) {
        return None;
    }
    let frac = frac.trim_end_matches('0');
    if frac.len() > scale as usize {
        return None;
    }
    let mut v: i128 = 0;
    for b in int.bytes().chain(frac.bytes()).chain(std::iter::repeat_n(b'0', scale as usize - frac.len())) {
        v = v.checked_mul(10)?.checked_add((b - b'0') as i128)?;
    }
    Some(if neg { -v } else { v })
}

/// The shortest decimal text of a float constant (what it was written as, for constants read
/// from text), or `None` for one that Rust writes with an exponent.
pub fn float_decimal_text(x: f64) -> Option<String> {
    let s = format!("{x:?}");
    (!s.contains(['e', 'E']) && x.is_finite()).then_some(s)
}

/// The date `days` after 1970-01-01 as `YYYY-MM-DD` (Hinnant's `civil_from_days`).
pub fn date_text(days: i64) -> String {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    if (0..=9999).contains(&y) { format!("{y:04}-{m:02}-{d:02}") } else { format!("{y}-{m:02}-{d:02}") }
}

/// The date `months` calendar months after `days` (days since 1970-01-01), the day of the month
/// clamped to the new month's last (as SQL's `+ INTERVAL 'N' MONTH` does: 01-31 + 1 month is
/// 02-28 or 02-29).
pub fn add_months(days: i64, months: i64) -> Option<i64> {
    let text = date_text(days);
    let mut it = text.rsplitn(3, '-');
    let (d, m, y) = (it.next()?, it.next()?, it.next()?);
    let (y, m, d): (i64, i64, i64) = (y.parse().ok()?, m.parse().ok()?, d.parse().ok()?);
    let total = y.checked_mul(12)?.checked_add(m - 1)?.checked_add(months)?;
    let (y, m) = (total.div_euclid(12), total.rem_euclid(12) + 1);
    if !(0..=9999).contains(&y) {
        return None;
    }
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let month_days = [31, if leap { 29 } else { 28 }, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    let d = d.min(month_days[m as usize - 1]);
    days_of(&format!("{y:04}-{m:02}-{d:02}"))
}

/// A constant in plan text or a value read from a column.
///
/// Integers of every column type widen losslessly to `i128`, so values of different
/// integer types compare exactly.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    Int(i128),
    Float(f64),
}

/// One row of a result: a value per column, `None` for a null.
pub type Row = Vec<Option<Value>>;

/// Hashes the value's exact bits (an `f64` by `to_bits`): equal bits hash alike, so a hash of
/// the parts a kernel is lowered from names the kernel (0.0 and -0.0, which compare equal,
/// are lowered to different constants and hash apart).
impl std::hash::Hash for Value {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        match *self {
            Value::Int(i) => (0u8, i).hash(h),
            Value::Float(x) => (1u8, x.to_bits()).hash(h),
        }
    }
}

impl Value {
    /// The value as `f64`, for comparisons against `f64` columns.
    pub fn as_f64(self) -> f64 {
        match self {
            Value::Int(i) => i as f64,
            Value::Float(x) => x,
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Int(i) => write!(f, "{i}"),
            // `{:?}` prints the shortest text that parses back to the same f64, and always
            // with a `.` or exponent, so the printer round-trips.
            Value::Float(x) => write!(f, "{x:?}"),
        }
    }
}

/// Days from 1970-01-01 to the date `YYYY-MM-DD` (Hinnant's `days_from_civil`); `None` for
/// text that is not a valid date.
pub fn days_of(text: &str) -> Option<i64> {
    let mut it = text.split('-');
    let (y, m, d) = (it.next()?, it.next()?, it.next()?);
    if it.next().is_some() || y.len() != 4 || m.len() != 2 || d.len() != 2 {
        return None;
    }
    let (y, m, d): (i64, i64, i64) = (y.parse().ok()?, m.parse().ok()?, d.parse().ok()?);
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let month_days = [31, if leap { 29 } else { 28 }, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    if !(1..=12).contains(&m) || d < 1 || d > month_days[m as usize - 1] {
        return None;
    }
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    Some(era * 146_097 + doe - 719_468)
}

#[cfg(test)]
mod date_tests {
    #[test]
    fn dates_count_days_from_1970() {
        assert_eq!(super::days_of("1970-01-01"), Some(0));
        assert_eq!(super::days_of("1992-01-01"), Some(8035));
        assert_eq!(super::days_of("1995-03-15"), Some(9204));
        assert_eq!(super::days_of("2000-02-29"), Some(11016));
        assert_eq!(super::days_of("1969-12-31"), Some(-1));
        for bad in ["1995-02-29", "1995-13-01", "1995-3-15", "95-03-15", "1995-03-15-1", "x"] {
            assert_eq!(super::days_of(bad), None, "{bad}");
        }
    }

    #[test]
    fn dates_print_back_as_they_parse() {
        for text in ["1970-01-01", "1992-01-01", "1995-03-15", "2000-02-29", "1969-12-31", "0001-01-01", "9999-12-31"] {
            let d = super::days_of(text).unwrap();
            assert_eq!(super::date_text(d), text);
        }
        for d in -719_000..2_900_000i64 {
            if d % 997 == 0 {
                assert_eq!(super::days_of(&super::date_text(d)), Some(d), "{d}");
            }
        }
    }

    #[test]
    fn months_are_added_as_sql_adds_intervals() {
        let d = |t: &str| super::days_of(t).unwrap();
        assert_eq!(super::add_months(d("1994-01-01"), 12), Some(d("1995-01-01")));
        assert_eq!(super::add_months(d("1993-10-01"), 3), Some(d("1994-01-01")));
        assert_eq!(super::add_months(d("1995-01-31"), 1), Some(d("1995-02-28")));
        assert_eq!(super::add_months(d("1996-01-31"), 1), Some(d("1996-02-29")));
        assert_eq!(super::add_months(d("1995-03-15"), -3), Some(d("1994-12-15")));
    }

    #[test]
    fn decimals_read_and_print_exactly() {
        assert_eq!(super::decimal_text(-1230, 2), "-12.30");
        assert_eq!(super::decimal_text(5, 3), "0.005");
        assert_eq!(super::decimal_text(-5, 1), "-0.5");
        assert_eq!(super::decimal_text(42, 0), "42");
        assert_eq!(super::decimal_at("12.3", 2), Some(1230));
        assert_eq!(super::decimal_at("-0.05", 2), Some(-5));
        assert_eq!(super::decimal_at("7", 2), Some(700));
        assert_eq!(super::decimal_at("0.065", 2), None);
        assert_eq!(super::decimal_at("0.060", 2), Some(6));
        assert_eq!(super::decimal_at("1e3", 2), None);
        assert_eq!(super::float_decimal_text(0.07), Some("0.07".into()));
        assert_eq!(super::float_decimal_text(1e-30), None);
    }
}
