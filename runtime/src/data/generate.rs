//! Column generators: seeded, deterministic whatever the thread count, and parallel.
//!
//! Every column is cut into chunks of [`CHUNK`] rows. Chunk `c` of column `j` of a table with
//! seed `s` draws from its own generator seeded by `mix(s, table name, j, c)`, so the values
//! depend only on the plan, never on which thread fills which chunk. `dense()` needs no random
//! state at all: row `i` holds `1 + perm(i)`, where `perm` is a seeded bijection of `0..rows`
//! (see [`Permutation`]), so the keys are exactly `1..=rows` in shuffled order.

use crate::error::DataError;
use jitjoin_ir::plan::{Dist, Gen};
use jitjoin_ir::{ColType, Column, Value};
use rand::{Rng, RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use rayon::prelude::*;

/// Which of `rows` rows are null for `nulls share` (see `ColumnDecl::nulls`): row `i` is
/// null when a hash of the column's seed and `i`, as a fraction of 2^64, is below `share`.
pub fn null_rows(rows: usize, share: f64, seed: u64) -> jitjoin_ir::Validity {
    let seed = mix64(seed ^ 0x6e75_6c6c_7321);
    jitjoin_ir::Validity::from_fn(rows, |i| (mix64(seed ^ i as u64) as f64) / 18_446_744_073_709_551_616.0 >= share)
}

/// Rows per independently seeded chunk.
pub const CHUNK: usize = 1 << 16;

/// SplitMix64 finaliser: a cheap, well-mixing bijection on u64.
pub fn mix64(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The seed of one column of one table: independent of thread count and of other columns.
pub fn column_seed(table_seed: u64, table: &str, column: usize) -> u64 {
    let name = table.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ b as u64).wrapping_mul(0x100_0000_01b3));
    mix64(mix64(table_seed ^ name) ^ (column as u64).wrapping_mul(0xD6E8_FEB8_6659_FD93))
}

/// A seeded pseudo-random bijection of `0..n`.
///
/// On the power-of-two domain `0..2^k ⊇ 0..n` it applies three rounds of
/// `x ← (x·odd + c) mod 2^k; x ← x ⊕ (x ≫ ⌈k/2⌉)`, each step invertible. Values that land at
/// `n` or above are walked on (`x ← f(x)`) until they fall inside, which keeps it a bijection of
/// `0..n` and takes fewer than two steps on average because `n > 2^(k-1)`.
#[derive(Clone, Copy, Debug)]
pub struct Permutation {
    n: u64,
    mask: u64,
    shift: u32,
    mul: [u64; 3],
    add: [u64; 3],
}

impl Permutation {
    pub fn new(n: u64, seed: u64) -> Permutation {
        let k = 64 - n.saturating_sub(1).leading_zeros();
        let mask = if k == 64 { u64::MAX } else { (1u64 << k) - 1 };
        let r = |i: u64| mix64(seed ^ i.wrapping_mul(0xA24B_AED4_963E_E407));
        Permutation {
            n,
            mask,
            shift: k.div_ceil(2).max(1),
            mul: [r(1) | 1, r(2) | 1, r(3) | 1],
            add: [r(4), r(5), r(6)],
        }
    }

    #[inline]
    fn round(&self, mut x: u64) -> u64 {
        for i in 0..3 {
            x = x.wrapping_mul(self.mul[i]).wrapping_add(self.add[i]) & self.mask;
            x ^= x >> self.shift;
        }
        x
    }

    /// The image of `i < n`.
    #[inline]
    pub fn apply(&self, i: u64) -> u64 {
        let mut x = self.round(i);
        while x >= self.n {
            x = self.round(x);
        }
        x
    }
}

/// Integer column element types, converted from the generators' `i128` domain. Callers
/// guarantee the value fits (the verifier checked the generator's range against the type).
pub trait IntElem: Copy + Send + Sync + 'static {
    fn from_i128(v: i128) -> Self;
}

macro_rules! int_elem {
    ($($t:ty),*) => {$(
        impl IntElem for $t {
            #[inline]
            fn from_i128(v: i128) -> Self {
                v as $t
            }
        }
    )*};
}
int_elem!(i32, i64, u32, u64);

/// Fill `out` in parallel, chunk by chunk, each chunk with its own generator.
fn fill<T: Send>(out: &mut [T], seed: u64, f: impl Fn(&mut Xoshiro256PlusPlus, usize) -> T + Sync) {
    out.par_chunks_mut(CHUNK).enumerate().for_each(|(c, chunk)| {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(mix64(seed ^ mix64(c as u64)));
        let base = c * CHUNK;
        for (i, slot) in chunk.iter_mut().enumerate() {
            *slot = f(&mut rng, base + i);
        }
    });
}

/// A uniform draw of an offset in `0..span` (`span = 0` meaning 2^64).
#[inline]
fn below(rng: &mut Xoshiro256PlusPlus, span: u64) -> u64 {
    if span == 0 { rng.next_u64() } else { rng.random_range(0..span) }
}

/// What a foreign-key generator draws from: `[lo, hi]` for hits and `[miss_lo, miss_hi]` for
/// the `1 - hit` share of misses.
#[derive(Clone, Copy, Debug)]
pub struct ForeignDomain {
    pub lo: i128,
    pub hi: i128,
    pub miss: Option<(i128, i128)>,
}

impl ForeignDomain {
    /// Domain for keys of type `ty` referencing values in `[min, max]`; misses go just above the
    /// range if the type has room there, else just below.
    pub fn new(ty: ColType, min: i128, max: i128) -> ForeignDomain {
        let (tlo, thi) = ty.int_range().expect("foreign keys are integers");
        if min < tlo || max > thi {
            // The keys do not fit the column; `unfit` reports it before anything is drawn.
            return ForeignDomain { lo: min, hi: max, miss: None };
        }
        let span = max - min + 1;
        let miss = if max < thi {
            Some((max + 1, (max + span).min(thi)))
        } else if min > tlo {
            Some(((min - span).max(tlo), min - 1))
        } else {
            None
        };
        ForeignDomain { lo: min, hi: max, miss }
    }
}

impl ForeignDomain {
    /// Why keys of this domain cannot be stored in a column of type `ty`, if they cannot:
    /// a value outside the type would wrap into a key that was never in the referenced column.
    pub fn unfit(&self, ty: ColType) -> Option<String> {
        let (tlo, thi) = ty.int_range()?;
        (self.lo < tlo || self.hi > thi).then(|| {
            format!(
                "foreign() references keys in [{}, {}], which {ty} (holding [{tlo}, {thi}]) cannot hold; \
                 declare the column with the referenced column's type, or a wider one",
                self.lo, self.hi
            )
        })
    }
}

/// One column to generate.
#[derive(Clone, Copy, Debug)]
pub struct ColumnSpec<'a> {
    pub table: &'a str,
    pub column: &'a str,
    pub ty: ColType,
    pub generator: &'a Gen,
    pub rows: usize,
    /// This column's seed (see [`column_seed`]).
    pub seed: u64,
}

/// Generate one column. `copy_of` is the already generated source of a copy column; `foreign`
/// the domain of a `foreign()` column.
pub fn generate(
    spec: ColumnSpec<'_>,
    copy_of: Option<&Column>,
    foreign: Option<ForeignDomain>,
) -> Result<Column, DataError> {
    let ColumnSpec { table, column, ty, generator, rows, seed } = spec;
    let err = |msg: String| DataError::Generator { table: table.to_string(), msg: format!("column `{column}`: {msg}") };
    let mut col = Column::zeroed(ty, rows);
    macro_rules! each_int {
        ($v:ident, $body:expr) => {
            match &mut col {
                Column::I32($v) => $body,
                Column::I64($v) => $body,
                Column::U32($v) => $body,
                Column::U64($v) => $body,
                Column::F64(_) => unreachable!("verifier: integer generator on f64"),
            }
        };
    }
    match generator {
        Gen::Dense => {
            let perm = Permutation::new(rows as u64, seed);
            each_int!(v, fill(v, seed, |_, i| IntElem::from_i128(1 + perm.apply(i as u64) as i128)))
        }
        Gen::Seq => match &mut col {
            Column::F64(v) => fill(v, seed, |_, i| i as f64),
            _ => each_int!(v, fill(v, seed, |_, i| IntElem::from_i128(i as i128))),
        },
        Gen::Dup { distinct } => {
            let d = *distinct;
            each_int!(v, fill(v, seed, |rng, _| IntElem::from_i128(1 + below(rng, d) as i128)))
        }
        Gen::Uniform { lo, hi } => match &mut col {
            Column::F64(v) => {
                let (lo, hi) = (lo.as_f64(), hi.as_f64());
                if lo.partial_cmp(&hi) != Some(std::cmp::Ordering::Less) {
                    return Err(err(format!("uniform({lo:?}, {hi:?}) draws from [lo, hi), which is empty")));
                }
                // `lo + (hi - lo)·u` with u < 1 can still round up to `hi` when the interval holds
                // few doubles; draw again then, so every value lies in [lo, hi) as documented.
                // Each draw lands below `hi` with probability at least one half. Where `hi - lo`
                // overflows (bounds of opposite signs beyond f64::MAX / 2), the same point is
                // `lo·(1 - u) + hi·u`, whose terms cannot overflow and whose sum is at least `lo`.
                let wide = !(hi - lo).is_finite();
                fill(v, seed, |rng, _| {
                    loop {
                        let u = rng.random::<f64>();
                        let x = if wide { lo * (1.0 - u) + hi * u } else { lo + (hi - lo) * u };
                        if x < hi {
                            break x;
                        }
                    }
                })
            }
            _ => {
                let (Value::Int(lo), Value::Int(hi)) = (*lo, *hi) else {
                    return Err(err("uniform() bounds of an integer column must be integers".into()));
                };
                let span = (hi - lo + 1) as u64; // 2^64 wraps to 0 = full range
                each_int!(v, fill(v, seed, |rng, _| IntElem::from_i128(lo + below(rng, span) as i128)))
            }
        },
        Gen::Const(c) => match (&mut col, *c) {
            (Column::F64(v), c) => v.fill(c.as_f64()),
            (_, Value::Int(i)) => each_int!(v, v.fill(IntElem::from_i128(i))),
            (_, Value::Float(_)) => {
                return Err(err("a float constant in an integer column".into()));
            }
        },
        Gen::Copy(src) => {
            let src = copy_of.ok_or_else(|| err(format!("copy of `{}`, which is not generated yet", src.name)))?;
            col = src.clone();
        }
        Gen::Foreign { dist, hit, .. } => {
            let d = foreign.ok_or_else(|| err("foreign() without a domain".into()))?;
            let hit = *hit;
            if hit < 1.0 && d.miss.is_none() {
                return Err(err(format!(
                    "hit: {hit} asks for keys outside [{}, {}], but that range covers all of {ty}",
                    d.lo, d.hi
                )));
            }
            if let Some(msg) = d.unfit(ty) {
                return Err(err(msg));
            }
            // The number of keys in [lo, hi]: up to 2^64, which `span` (for `below`) writes as 0.
            let keys = d.hi - d.lo + 1;
            let span = keys as u64;
            let (mlo, mspan) = d.miss.map_or((0, 1), |(a, b)| (a, (b - a + 1) as u64));
            let zipf = match dist {
                Dist::Uniform => None,
                Dist::Zipf(theta) => {
                    Some(rand_distr::Zipf::new(keys as f64, *theta).map_err(|e| err(format!("zipf({theta}): {e}")))?)
                }
            };
            let lo = d.lo;
            let draw = |rng: &mut Xoshiro256PlusPlus| -> i128 {
                if hit < 1.0 && rng.random::<f64>() >= hit {
                    return mlo + below(rng, mspan) as i128;
                }
                match &zipf {
                    None => lo + below(rng, span) as i128,
                    Some(z) => lo + (rng.sample(z) as i128 - 1).clamp(0, keys - 1),
                }
            };
            each_int!(v, fill(v, seed, |rng, _| IntElem::from_i128(draw(rng))))
        }
    }
    Ok(col)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permutation_is_a_bijection() {
        for n in [0u64, 1, 2, 3, 7, 63, 64, 65, 1000, 4096, 5000] {
            let p = Permutation::new(n, 42);
            let mut seen = vec![false; n as usize];
            for i in 0..n {
                let x = p.apply(i) as usize;
                assert!(!seen[x], "n={n}: {x} twice");
                seen[x] = true;
            }
        }
    }

    #[test]
    fn permutation_shuffles() {
        let p = Permutation::new(1 << 16, 7);
        let fixed = (0..1 << 16).filter(|&i| p.apply(i) == i).count();
        let ascending = (1..1 << 16).filter(|&i| p.apply(i) > p.apply(i - 1)).count();
        assert!(fixed < 20, "{fixed} fixed points");
        // A random order has about half its neighbours ascending.
        assert!((28_000..37_000).contains(&ascending), "{ascending} ascending neighbours");
    }

    #[test]
    fn foreign_domain_puts_misses_outside() {
        let d = ForeignDomain::new(ColType::U32, 1, 100);
        assert_eq!(d.miss, Some((101, 200)));
        let d = ForeignDomain::new(ColType::U32, 0, u32::MAX as i128);
        assert_eq!(d.miss, None);
        let d = ForeignDomain::new(ColType::I32, 100, i32::MAX as i128);
        assert_eq!(d.miss, Some((100 - (i32::MAX as i128 - 100 + 1), 99)).map(|(a, b)| (a.max(i32::MIN as i128), b)));
    }
}
