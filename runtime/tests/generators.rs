//! Properties of the data generators, checked on the data they make.
//!
//! Generated data is exactly what the plan says, at every column type's limits: integer
//! ranges near 2^53 and at the ends of i64 and u64 drawn exactly, f64 ranges half-open even
//! where rounding reaches `hi` or `hi - lo` overflows, and the stated distributions of `dup`,
//! `foreign(hit:)` and `zipf` (chi-square and share tests with fixed seeds, so they are
//! deterministic). CSV output writes integers digit for digit.

use jitjoin_ir::{Column, Dataset, compile_text};
use jitjoin_runtime::data::csvio;
use std::collections::HashMap;
use std::path::Path;

fn load(text: &str) -> Dataset {
    let (plan, _) = compile_text("gen-test", text).unwrap_or_else(|e| panic!("{e}"));
    jitjoin_runtime::load(&plan, &[], Path::new(".")).unwrap()
}

fn ints(c: &Column) -> Vec<i128> {
    (0..c.len()).map(|r| c.int(r).unwrap()).collect()
}

#[test]
fn dense_is_a_shuffled_primary_key_at_odd_sizes() {
    for rows in [0usize, 1, 7, 63, 64, 65, 1000] {
        let d = load(&format!(
            "table R (rows: {rows}, seed: 3) {{ k i32 = dense() p i32 = k s u64 = seq() }} from R aggregate count(*) as n"
        ));
        let t = &d.tables[0];
        let mut keys = ints(&t.columns[0]);
        assert_eq!(keys, ints(&t.columns[1]), "payload = key copies the key");
        assert_eq!(ints(&t.columns[2]), (0..rows as i128).collect::<Vec<_>>(), "seq() is the row number");
        if rows >= 64 {
            assert_ne!(keys, (1..=rows as i128).collect::<Vec<_>>(), "rows={rows}: shuffled");
        }
        keys.sort();
        assert_eq!(keys, (1..=rows as i128).collect::<Vec<_>>(), "rows={rows}");
    }
}

#[test]
fn seeds_change_the_data_and_nothing_else_does() {
    let a = load("table R (rows: 1000, seed: 1) { k u32 = dense() } from R aggregate count(*) as n");
    let b = load("table R (rows: 1000, seed: 1) { k u32 = dense() } from R aggregate count(*) as n");
    let c = load("table R (rows: 1000, seed: 2) { k u32 = dense() } from R aggregate count(*) as n");
    assert_eq!(a, b);
    assert_ne!(a, c);
}

#[test]
fn foreign_keys_hit_the_requested_share() {
    let d = load(
        "table R (rows: 1000, seed: 1) { k u64 = dense() }
         table S (rows: 200K, seed: 2) { fk u64 = foreign(of: R.k, dist: uniform, hit: 0.75) }
         from S aggregate count(*) as n",
    );
    let fks = ints(&d.tables[1].columns[0]);
    let hits = fks.iter().filter(|&&k| (1..=1000).contains(&k)).count() as f64 / fks.len() as f64;
    assert!((hits - 0.75).abs() < 0.01, "hit share {hits}");
    assert!(fks.iter().all(|&k| (1..=2000).contains(&k)), "misses land just above the range");
    let mut seen = vec![false; 1001];
    for &k in fks.iter().filter(|&&k| k <= 1000) {
        seen[k as usize] = true;
    }
    assert!(seen[1..].iter().all(|&s| s), "uniform hits cover every key");
}

#[test]
fn misses_go_below_when_the_range_reaches_the_top_of_the_type() {
    let d = load(
        "table R (rows: 1, seed: 1) { k i32 = 2147483647 }
         table S (rows: 10K) { fk i32 = foreign(of: R.k, hit: 0.5) }
         from S aggregate count(*) as n",
    );
    let fks = ints(&d.tables[1].columns[0]);
    assert!(fks.contains(&(i32::MAX as i128)));
    assert!(fks.iter().all(|&k| k == i32::MAX as i128 || k == i32::MAX as i128 - 1));
}

#[test]
fn zipf_favours_small_ranks() {
    let d = load(
        "table R (rows: 10K, seed: 1) { k u32 = dense() }
         table S (rows: 100K, seed: 2) { fk u32 = foreign(of: R.k, dist: zipf(1.0), hit: 1.0) }
         from S aggregate count(*) as n",
    );
    let fks = ints(&d.tables[1].columns[0]);
    let count = |k: i128| fks.iter().filter(|&&x| x == k).count();
    assert!(fks.iter().all(|&k| (1..=10_240).contains(&k)), "10K = 10240 keys");
    // With θ = 1 over 10240 ranks, rank 1 takes 1/H(10240) ≈ 10.2% of the draws.
    let top = count(1) as f64 / fks.len() as f64;
    assert!((0.09..0.115).contains(&top), "rank 1 share {top}");
    assert!(count(1) as f64 > 1.7 * count(2) as f64, "rank 1 is about twice rank 2");
}

#[test]
fn dup_and_uniform_stay_in_their_ranges() {
    let d = load(
        "table T (rows: 50K, seed: 9) { k i64 = dup(distinct: 100) x f64 = uniform(-1.5, 2.5) y i32 = uniform(-3, 3) c u64 = 18446744073709551615 }
         from T aggregate count(*) as n",
    );
    let t = &d.tables[0];
    let ks = ints(&t.columns[0]);
    assert!(ks.iter().all(|&k| (1..=100).contains(&k)));
    assert_eq!(ks.iter().collect::<std::collections::HashSet<_>>().len(), 100);
    let Column::F64(xs) = &t.columns[1] else { panic!() };
    assert!(xs.iter().all(|&x| (-1.5..2.5).contains(&x)));
    let ys = ints(&t.columns[2]);
    assert!(ys.iter().all(|&y| (-3..=3).contains(&y)));
    assert!(ys.contains(&-3) && ys.contains(&3));
    assert!(ints(&t.columns[3]).iter().all(|&c| c == u64::MAX as i128));
}

fn data(text: &str) -> Dataset {
    let plan = jitjoin_ir::parse("gen.jj", text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    jitjoin_ir::verify("gen.jj", &plan).unwrap_or_else(|e| panic!("{e}\n{text}"));
    jitjoin_runtime::load(&plan, &[], Path::new(".")).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// The one column of a one-table, one-column plan.
fn column(ty: &str, generator: &str, rows: u64) -> Column {
    let text = format!("table T (rows: {rows}, seed: 5) {{ c {ty} = {generator} }}\nfrom T aggregate count(*) as n");
    data(&text).tables.remove(0).columns.remove(0)
}

fn floats(c: &Column) -> Vec<f64> {
    match c {
        Column::F64(v) => v.to_vec(),
        _ => panic!("not f64"),
    }
}

/// Integer `uniform(lo, hi)` draws every value of a small range and nothing outside it, at
/// 2^53 (where an f64 step would skip odd values), at both ends of every type and over whole
/// types.
#[test]
fn integer_uniform_is_exact_at_the_limits() {
    let p53 = 1i128 << 53;
    let cases: Vec<(&str, i128, i128)> = vec![
        ("i64", p53 - 3, p53 + 3),
        ("u64", p53 - 3, p53 + 3),
        ("i64", -p53 - 3, -p53 + 3),
        ("i64", i64::MIN as i128, i64::MIN as i128 + 4),
        ("i64", i64::MAX as i128 - 4, i64::MAX as i128),
        ("u64", u64::MAX as i128 - 4, u64::MAX as i128),
        ("u64", 0, 4),
        ("i32", i32::MIN as i128, i32::MIN as i128 + 4),
        ("i32", i32::MAX as i128 - 4, i32::MAX as i128),
        ("u32", u32::MAX as i128 - 4, u32::MAX as i128),
    ];
    for (ty, lo, hi) in cases {
        let v = ints(&column(ty, &format!("uniform({lo}, {hi})"), 2000));
        for x in &v {
            assert!((lo..=hi).contains(x), "{ty} uniform({lo}, {hi}) drew {x}");
        }
        for want in lo..=hi {
            assert!(v.contains(&want), "{ty} uniform({lo}, {hi}) never drew {want} in 2000 rows");
        }
    }
    // Whole types: both halves are drawn (a span of 2^64 must not wrap to an empty range).
    for (ty, lo, hi) in [
        ("i64", i64::MIN as i128, i64::MAX as i128),
        ("u64", 0, u64::MAX as i128),
        ("i32", i32::MIN as i128, i32::MAX as i128),
        ("u32", 0, u32::MAX as i128),
    ] {
        let v = ints(&column(ty, &format!("uniform({lo}, {hi})"), 4000));
        let mid = lo + (hi - lo) / 2;
        let below = v.iter().filter(|&&x| x <= mid).count();
        assert!(v.iter().all(|x| (lo..=hi).contains(x)));
        assert!((1800..=2200).contains(&below), "{ty} over its whole range: {below} of 4000 in the lower half");
    }
}

/// f64 `uniform(lo, hi)` stays in [lo, hi): where the interval holds few doubles (rounding
/// of `lo + (hi - lo)·u` reaches `hi`), where it holds one, and where `hi - lo` overflows.
#[test]
fn float_uniform_is_half_open() {
    let cases: &[(f64, f64)] = &[
        (1e15, 1e15 + 1.0),
        (1e15, 1e15 + 0.125),
        (-1e15 - 1.0, -1e15),
        (9.007199254740992e15, 9.007199254740994e15),
        (-1e308, 1e308),
        (-f64::MAX, f64::MAX),
        (0.0, 5e-324),
    ];
    for &(lo, hi) in cases {
        let v = floats(&column("f64", &format!("uniform({lo:?}, {hi:?})"), 3000));
        for &x in &v {
            assert!(x >= lo && x < hi, "uniform({lo:?}, {hi:?}) drew {x:?}");
        }
        if lo.next_up() < hi {
            // The interval holds more than one double, and more than one is drawn.
            let distinct: std::collections::HashSet<u64> = v.iter().map(|x| x.to_bits()).collect();
            assert!(distinct.len() > 1, "uniform({lo:?}, {hi:?}) drew only {distinct:?}");
        }
    }
    // A wide symmetric range is not lopsided.
    let v = floats(&column("f64", "uniform(-1e308, 1e308)", 4000));
    let neg = v.iter().filter(|x| **x < 0.0).count();
    assert!((1800..=2200).contains(&neg), "{neg} of 4000 negative");
}

/// Pearson's chi-square statistic of `counts` against `expected`.
fn chi_square(counts: &[f64], expected: &[f64]) -> f64 {
    counts.iter().zip(expected).map(|(o, e)| (o - e) * (o - e) / e).sum()
}

fn histogram(v: &[i128]) -> HashMap<i128, f64> {
    let mut h = HashMap::new();
    for &x in v {
        *h.entry(x).or_insert(0.0) += 1.0;
    }
    h
}

/// `dup(distinct: N)` draws 1..=N uniformly. The 0.999 quantile of chi-square with 19
/// degrees of freedom is 43.8.
#[test]
fn dup_is_uniform_over_its_keys() {
    let v = ints(&column("u32", "dup(distinct: 20)", 100_000));
    let h = histogram(&v);
    assert_eq!(h.len(), 20);
    assert!(h.keys().all(|k| (1..=20).contains(k)));
    let counts: Vec<f64> = (1..=20).map(|k| h[&k]).collect();
    let chi = chi_square(&counts, &[5000.0; 20]);
    assert!(chi < 43.8, "chi-square {chi:.1} over 19 degrees of freedom");
}

/// `foreign(of: R.k, hit: h)`: a share `h` of the keys lies in R.k's range [1, 1000], spread
/// uniformly over it; the rest lies outside it, so they never match.
#[test]
fn foreign_hits_the_stated_share() {
    for hit in [1.0, 0.7, 0.25, 0.0] {
        let text = format!(
            "table R (rows: 1000, seed: 1) {{ k i64 = dense() }}\n\
             table S (rows: 100000, seed: 2) {{ f i64 = foreign(of: R.k, dist: uniform, hit: {hit:?}) }}\n\
             from S join R on S.f = R.k aggregate count(*) as n"
        );
        let d = data(&text);
        let v = ints(&d.tables[1].columns[0]);
        let inside: Vec<i128> = v.iter().copied().filter(|x| (1..=1000).contains(x)).collect();
        let share = inside.len() as f64 / v.len() as f64;
        // Four standard deviations of a binomial share at 10^5 rows is at most 0.0064.
        assert!((share - hit).abs() < 0.0064, "hit: {hit}: share {share}");
        if inside.len() > 10_000 {
            // Uniform over the range: ten buckets of 100 keys; chi-square 0.999 at 9 df is 27.9.
            let mut buckets = [0.0; 10];
            for x in &inside {
                buckets[((x - 1) / 100) as usize] += 1.0;
            }
            let e = inside.len() as f64 / 10.0;
            let chi = chi_square(&buckets, &[e; 10]);
            assert!(chi < 27.9, "hit: {hit}: chi-square {chi:.1}");
        }
    }
}

/// `zipf(θ)`: key k (rank k from the smallest key) has probability k^-θ / H(N, θ). Checked
/// with chi-square over the first 20 ranks and the rest (20 df; 0.999 quantile 45.3).
#[test]
fn zipf_follows_its_law() {
    for theta in [0.5, 1.0, 1.5] {
        let text = format!(
            "table R (rows: 100, seed: 1) {{ k u64 = dense() }}\n\
             table S (rows: 200000, seed: 3) {{ f u64 = foreign(of: R.k, dist: zipf({theta:?}), hit: 1.0) }}\n\
             from S join R on S.f = R.k aggregate count(*) as n"
        );
        let d = data(&text);
        let v = ints(&d.tables[1].columns[0]);
        let h = histogram(&v);
        assert!(h.keys().all(|k| (1..=100).contains(k)), "θ = {theta}: keys outside [1, 100]");
        let norm: f64 = (1..=100).map(|k| (k as f64).powf(-theta)).sum();
        let p = |k: i128| (k as f64).powf(-theta) / norm;
        let n = v.len() as f64;
        let mut observed: Vec<f64> = (1..=20).map(|k| h.get(&k).copied().unwrap_or(0.0)).collect();
        let mut expected: Vec<f64> = (1..=20).map(|k| n * p(k)).collect();
        observed.push(n - observed.iter().sum::<f64>());
        expected.push(n - expected.iter().sum::<f64>());
        let chi = chi_square(&observed, &expected);
        assert!(chi < 45.3, "θ = {theta}: chi-square {chi:.1}");
    }
}

/// CSV keeps integers as integers: 2^53 + 1, the ends of i64 and u64, digit for digit.
#[test]
fn csv_writes_integers_exactly() {
    let text = "table T (rows: 3, seed: 1) {\n  a u64 = 18446744073709551615\n  b i64 = -9223372036854775808\n  \
                c i64 = 9007199254740993\n  d u32 = 4294967295\n  e f64 = 9007199254740993\n}\nfrom T aggregate count(*) as n";
    let d = data(text);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.csv");
    csvio::write_csv(&path, &["a", "b", "c", "d", "e"], &d.tables[0]).unwrap();
    let csv = std::fs::read_to_string(&path).unwrap();
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some("a,b,c,d,e"));
    for line in lines {
        // The f64 column holds the double nearest to 2^53 + 1, which is 2^53.
        assert_eq!(line, "18446744073709551615,-9223372036854775808,9007199254740993,4294967295,9007199254740992.0");
    }
}

/// `nulls F` makes that share of the rows null (within a few standard deviations), the same
/// rows whatever the thread count, with the generator's values left under them; 0 and 1 make
/// none and all.
#[test]
fn nulls_make_the_requested_share_of_rows_null() {
    let text = |share: &str| {
        format!(
            "table R (rows: 100000, seed: 5) {{ k u32 = dense()  v i64 = uniform(1, 9) nulls {share} }} from R \
             aggregate count(R.v) as n"
        )
    };
    let d = load(&text("0.25"));
    let t = &d.tables[0];
    assert!(t.validity(0).is_none(), "no nulls where none were asked for");
    let v = t.validity(1).expect("nulls");
    let share = v.null_count() as f64 / 100000.0;
    assert!((share - 0.25).abs() < 5.0 * (0.25f64 * 0.75 / 100000.0).sqrt(), "{share}");
    assert!(v.null_rows().all(|r| (1..=9).contains(&t.columns[1].int(r).unwrap())), "values stay under nulls");
    let again = rayon::ThreadPoolBuilder::new().num_threads(1).build().unwrap().install(|| load(&text("0.25")));
    assert_eq!(again.tables[0].validity(1), Some(v), "the same rows on one thread");
    assert!(load(&text("0")).tables[0].validity(1).is_none());
    assert_eq!(load(&text("1")).tables[0].validity(1).map(|v| v.null_count()), Some(100000));
}

/// A CSV string column reads as sorted words and codes, an empty field as a null, wherever
/// it falls; and writes back as the same text.
#[test]
fn csv_strings_read_as_a_dictionary_and_write_back() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.csv");
    let rows = ["ASIA", "EUROPE", "", "A, B", "ASIA", ""];
    let mut text = String::from("k,s\n");
    for (i, s) in rows.iter().enumerate() {
        text.push_str(&format!("{i},{}\n", if s.contains(',') { format!("\"{s}\"") } else { s.to_string() }));
    }
    std::fs::write(&path, &text).unwrap();
    let (plan, _) =
        compile_text("t", "table t (csv: \"t.csv\") { k u32  s str }\nfrom t aggregate count(*) as n").unwrap();
    let t = csvio::read_csv(&path, "t", &plan.tables[0].columns).unwrap();
    let d = t.dictionary(1).expect("a dictionary");
    assert_eq!(d.words().collect::<Vec<_>>(), ["", "A, B", "ASIA", "EUROPE"]);
    for (r, s) in rows.iter().enumerate() {
        assert_eq!(t.is_valid(1, r), !s.is_empty(), "row {r}");
        if !s.is_empty() {
            assert_eq!(d.word(t.columns[1].int(r).unwrap() as u32), Some(*s), "row {r}");
        }
    }
    let back = dir.path().join("back.csv");
    csvio::write_csv(&back, &["k", "s"], &t).unwrap();
    assert_eq!(std::fs::read_to_string(&back).unwrap(), text);
}
