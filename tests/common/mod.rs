//! Plan templates and sizes shared by the differential tests of the JIT (`differential.rs`)
//! and of objects compiled ahead of time (`aot.rs`).
#![allow(dead_code)]

pub const SIZES: [u64; 7] = [0, 1, 7, 63, 64, 65, 1000];

pub fn sizes(tables: &[&str]) -> Vec<Vec<String>> {
    let mut out: Vec<Vec<String>> =
        SIZES.iter().map(|n| tables.iter().map(|t| format!("{t}.rows={n}")).collect()).collect();
    // Lopsided sizes: an empty build side, an empty probe side.
    out.push(tables.iter().enumerate().map(|(i, t)| format!("{t}.rows={}", if i == 0 { 65 } else { 0 })).collect());
    out.push(tables.iter().enumerate().map(|(i, t)| format!("{t}.rows={}", if i == 0 { 0 } else { 65 })).collect());
    // A probe side above the JIT's quick tier (2^16 rows), its build sides below it: the
    // sizes above compile every kernel in the quick tier, this one the probe kernel in the
    // default tier.
    out.push(
        tables.iter().enumerate().map(|(i, t)| format!("{t}.rows={}", if i == 0 { 70_000 } else { 1000 })).collect(),
    );
    out
}

pub const FK: &str = "
table S (rows: 1) { fk u32 = foreign(of: R.key, dist: uniform, hit: 0.8)  v i64 = uniform(-100, 100) }
table R (rows: 1, seed: 3) { key u32 = dense()  payload u32 = uniform(0, 4294967295)  f f64 = uniform(-1.0, 1.0) }
from S
join R on S.fk = R.key
aggregate count(*) as n, sum(R.payload) as total, min(R.payload) as lo, max(S.v) as hi, sum(R.f) as fs, count(R.key) as c
";

pub const STAR: &str = "
table F (rows: 1, seed: 9) { a i64 = foreign(of: A.k, dist: zipf(1.1), hit: 0.9)  b i32 = uniform(-40, 40)  c u64 = foreign(of: C.k, hit: 1.0)  m f64 = uniform(0.0, 10.0) }
table A (rows: 1, seed: 1) { k i64 = dense()  x u32 = uniform(0, 9) }
table B (rows: 1, seed: 2) { k i32 = uniform(-50, 50)  y i64 = uniform(-5, 5) }
table C (rows: 1, seed: 4) { k u64 = dense() }
from F
join A on F.a = A.k
join B on F.b = B.k
semi join C on F.c = C.k
filter A.x between 2 and 7
filter B.y <> 0 and not (B.y in (3, -3))
filter F.m < 9.5
aggregate count(*) as n, sum(B.y) as ys, min(A.x) as ax, max(F.m) as fm, sum(F.a) as fa
";

pub const CHAIN: &str = "
table S (rows: 1, seed: 5) { fk i32 = uniform(-20, 20) }
table R (rows: 1, seed: 6) { k i32 = uniform(-20, 20)  t u64 = uniform(1, 30) }
table T (rows: 1, seed: 7) { k u64 = dup(distinct: 30)  w i64 = uniform(-1000, 1000) }
from S
join R on S.fk = R.k
join T on R.t = T.k
aggregate count(*) as n, sum(T.w) as w, min(T.w) as lo, max(R.t) as hi
";

pub const SEMI_ANTI_2KEY: &str = "
table O (rows: 1, seed: 11) { c i64 = uniform(-10, 10)  d u32 = uniform(0, 5)  amt i64 = uniform(-50, 50) }
table P (rows: 1, seed: 12) { c i64 = uniform(-10, 10)  d u32 = uniform(0, 5) }
table Q (rows: 1, seed: 13) { c i64 = uniform(-12, 12) }
from O
semi join P on O.c = P.c and O.d = P.d
anti join Q on Q.c = O.c
filter O.amt >= -40
aggregate count(*) as n, sum(O.amt) as amt
";

pub const TWO_KEY_INNER: &str = "
table L (rows: 1, seed: 21) { a u32 = uniform(0, 7)  b i64 = uniform(-3, 3)  v f64 = uniform(0.0, 1.0) }
table M (rows: 1, seed: 22) { a u32 = uniform(0, 7)  b i64 = uniform(-3, 3)  w u32 = seq() }
from L
join M on L.a = M.a and L.b = M.b using hash
aggregate count(*) as n, sum(M.w) as w, sum(L.v) as v, max(M.b) as mb
";

pub const EMIT: &str = "
table S (rows: 1, seed: 31) { fk u64 = foreign(of: R.k, hit: 0.5)  s i32 = seq() }
table R (rows: 1, seed: 32) { k u64 = dup(distinct: 40)  p f64 = uniform(-1.0, 1.0)  q i32 = uniform(-9, 9) }
from S
join R on S.fk = R.k
filter R.q > -5
emit S.s, R.k, R.p, R.q
";

/// A first join that keeps about 1 % of the fact rows, then a join and a filter over two other
/// fact columns: the staged front runs its first pass a block ahead of the later passes and
/// prefetches, at the rows it kept, the lines of `F.b` and `F.q` (`StagedFront::ahead`).
pub const AHEAD: &str = "
table F (rows: 1, seed: 71) { a u32 = uniform(0, 1999)  b u32 = uniform(0, 999)  q u32 = uniform(0, 9)  v i64 = uniform(-9, 9) }
table A (rows: 1, seed: 72) { k u32 = dense()  g u32 = uniform(0, 99) }
table B (rows: 1, seed: 73) { k u32 = dense()  h u32 = uniform(0, 2) }
from F
join A on F.a = A.k
join B on F.b = B.k
filter A.g <= 1
filter B.h >= 1
filter F.q < 8
aggregate count(*) as n, sum(F.v) as s, max(F.v) as hi group by B.h
";
