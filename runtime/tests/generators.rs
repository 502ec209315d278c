//! Properties of the data generators, checked on the data they make.

use jitjoin_ir::{Column, Dataset, compile_text};
use std::path::Path;

fn load(text: &str) -> Dataset {
    let (plan, _) = compile_text("gen-test", text).unwrap_or_else(|e| panic!("{e}"));
    jitjoin_runtime::load(&plan, Path::new(".")).unwrap()
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
