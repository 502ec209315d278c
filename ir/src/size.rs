//! Sizes as people write them: `1000`, `1_000`, `2^20`, and binary suffixes `K M G T`
//! (`16M` = 16·2^20).

/// Parse a size. The error says what is wrong with the text.
pub fn parse_size(text: &str) -> Result<u64, String> {
    let t = text.trim().replace('_', "");
    if t.is_empty() {
        return Err("empty size".into());
    }
    if t.starts_with('-') {
        return Err("a size cannot be negative".into());
    }
    if let Some((base, exp)) = t.split_once('^') {
        let base: u64 = base.parse().map_err(|_| format!("`{base}` is not a whole number"))?;
        let exp: u32 = exp.parse().map_err(|_| format!("`{exp}` is not a whole-number exponent"))?;
        return base.checked_pow(exp).ok_or_else(|| format!("{text} does not fit in 64 bits"));
    }
    let (digits, shift) = match t.as_bytes()[t.len() - 1] {
        b'K' | b'k' => (&t[..t.len() - 1], 10),
        b'M' => (&t[..t.len() - 1], 20),
        b'G' => (&t[..t.len() - 1], 30),
        b'T' => (&t[..t.len() - 1], 40),
        _ => (&t[..], 0),
    };
    let n: u64 = digits
        .parse()
        .map_err(|_| format!("`{text}` is not a size; write a whole number, 2^N, or a number with K, M, G or T"))?;
    n.checked_mul(1u64 << shift).ok_or_else(|| format!("{text} does not fit in 64 bits"))
}

/// Print a size the way a person would write it, so that [`parse_size`] gives it back:
/// `16M` for 16·2^20, `1000` for 1000.
pub fn format_size(n: u64) -> String {
    for (shift, suffix) in [(40, 'T'), (30, 'G'), (20, 'M'), (10, 'K')] {
        if n != 0 && n.is_multiple_of(1u64 << shift) {
            return format!("{}{suffix}", n >> shift);
        }
    }
    n.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms() {
        assert_eq!(parse_size("1000"), Ok(1000));
        assert_eq!(parse_size("1_000"), Ok(1000));
        assert_eq!(parse_size("2^20"), Ok(1 << 20));
        assert_eq!(parse_size("16M"), Ok(16 << 20));
        assert_eq!(parse_size("1K"), Ok(1024));
        assert_eq!(parse_size("3G"), Ok(3 << 30));
        assert!(parse_size("-5").is_err());
        assert!(parse_size("2^70").is_err());
        assert!(parse_size("20000000T").is_err());
        assert!(parse_size("abc").is_err());
        assert!(parse_size("1.5M").is_err());
    }

    #[test]
    fn round_trip() {
        for n in [0, 1, 7, 1000, 1024, 1 << 20, 3 << 30, 5 << 40, 123_456_789, u64::MAX] {
            assert_eq!(parse_size(&format_size(n)), Ok(n), "{n}");
        }
    }
}
