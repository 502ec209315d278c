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

/// A constant in plan text or a value read from a column.
///
/// Integers of every column type widen losslessly to `i128`, so values of different
/// integer types compare exactly.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    Int(i128),
    Float(f64),
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
}
