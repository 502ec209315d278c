//! The differential fuzzer (`jitjoin_dev::fuzz`) for CI's fixed budget, and its reproducers.
//!
//! `random_plans_agree_with_the_interpreter` runs random plans for `JITJOIN_FUZZ_SECS` seconds
//! (default 90), seeded by today's date so that every day tries new plans; the seed is in
//! the test's output and in any failure (`JITJOIN_FUZZ_SEED=N` repeats it). A mismatch is
//! shrunk, printed and written under the target directory; copy it into `dev/tests/fuzz/repro/`,
//! where `every_reproducer_agrees` runs it on every configuration from then on.

use jitjoin_dev::fuzz::{self, Fuzzer, Options, Outcome};
use std::path::Path;
use std::time::Duration;

fn env_u64(name: &str) -> Option<u64> {
    std::env::var(name).ok().map(|v| v.parse().unwrap_or_else(|_| panic!("{name}={v} is not a number")))
}

#[test]
fn random_plans_agree_with_the_interpreter() {
    let seed = env_u64("JITJOIN_FUZZ_SEED").unwrap_or_else(fuzz::todays_seed);
    let secs = env_u64("JITJOIN_FUZZ_SECS").unwrap_or(90);
    eprintln!("fuzz: seed {seed}, {secs} s (JITJOIN_FUZZ_SEED={seed} repeats this run)");
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fuzz-repro");
    let o = Options {
        seed,
        plans: None,
        time: Some(Duration::from_secs(secs)),
        out,
        current: None,
        stop_on_failure: true,
        checked: false,
        aot_every: 10,
    };
    let rep = fuzz::run(&o, |_| {}).unwrap();
    eprintln!(
        "fuzz: {} plans ({} also through the object-file path), {} engine runs, {} refused, seeds {seed}..{}",
        rep.plans, rep.aot_plans, rep.runs, rep.refused, rep.next_seed
    );
    if let Some(f) = rep.failures.first() {
        panic!(
            "seed {}: {} disagrees with the interpreter: {}\nreproducer {} (copy it into dev/tests/fuzz/repro/):\n{}",
            f.seed,
            f.config,
            f.msg,
            f.reproducer.display(),
            f.text
        );
    }
    assert!(rep.plans >= 10, "only {} plans in {secs} s", rep.plans);
    assert!(rep.aot_plans >= 1, "no plan went through the object-file path");
    // The generator makes plans the language allows; a refusal is a generator bug unless rare.
    assert!(rep.refused * 20 <= rep.plans, "{} of {} plans refused: {:?}", rep.refused, rep.plans, rep.refusals);
}

/// Random plans with the JIT in checked mode (`JITJOIN_FUZZ_CHECKED_SECS`, default 20): every
/// kernel load and store is bounds-checked, and one outside its run's memory stops the test.
#[test]
fn random_plans_stay_in_bounds() {
    let seed = env_u64("JITJOIN_FUZZ_SEED").unwrap_or_else(fuzz::todays_seed) + 500_000;
    let secs = env_u64("JITJOIN_FUZZ_CHECKED_SECS").unwrap_or(20);
    eprintln!("checked fuzz: seed {seed}, {secs} s");
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fuzz-repro-checked");
    let time = Some(Duration::from_secs(secs));
    let o = Options { seed, plans: None, time, out, current: None, stop_on_failure: true, checked: true, aot_every: 0 };
    let rep = fuzz::run(&o, |_| {}).unwrap();
    eprintln!("checked fuzz: {} plans, {} engine runs, seeds {seed}..{}", rep.plans, rep.runs, rep.next_seed);
    if let Some(f) = rep.failures.first() {
        panic!("seed {}: {} disagrees with the interpreter: {}\n{}", f.seed, f.config, f.msg, f.text);
    }
    assert!(rep.plans >= 3, "only {} plans in {secs} s", rep.plans);
}

/// Every reproducer the fuzzer ever wrote runs on every configuration of every runnable
/// target and agrees with the interpreter.
#[test]
fn every_reproducer_agrees() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz/repro");
    let files = fuzz::reproducers(&dir).unwrap();
    let mut f = Fuzzer::new(false).unwrap();
    let configs = f.all_configs();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let plan = jitjoin::ir::parse(&path.display().to_string(), &text).unwrap_or_else(|e| panic!("{e}"));
        match f.check(&plan, &configs) {
            Outcome::Agree(n) => assert!(n > 0, "{}", path.display()),
            Outcome::Mismatch { config, msg } => {
                panic!("{}: {} disagrees: {msg}", path.display(), fuzz::describe(&f, &config))
            }
            Outcome::Refused(why) => panic!("{}: refused: {why}", path.display()),
        }
    }
}

/// Keys chosen to break kernels that trust them, each template with `{b}` build and `{p}`
/// probe rows: all keys equal, keys at both ends of each type, probe keys just outside a
/// vector's range, and two-column keys where only one column matches.
fn adversarial() -> Vec<(String, String)> {
    let mut v = vec![
        (
            "all keys equal".to_string(),
            "table D (rows: {b}, seed: 1) { k i64 = 5  v i64 = seq() }
             table E (rows: {b}, seed: 2) { k u32 = 4294967295 }
             table P (rows: {p}, seed: 3) { f i64 = 5  g u32 = 4294967295 }
             from P join D on P.f = D.k semi join E on P.g = E.k
             aggregate count(*) as n, sum(D.v) as s"
                .to_string(),
        ),
        (
            "one of two key columns matches".to_string(),
            "table D (rows: {b}, seed: 9) { a u32 = dense()  c i64 = 7  v i64 = seq() }
             table E (rows: {b}, seed: 4) { a u32 = uniform(100, 200)  c i64 = 7 }
             table P (rows: {p}, seed: 10) { a u32 = uniform(0, 70)  c i64 = uniform(6, 8)  x u32 = uniform(0, 3)  y i64 = 7 }
             from P join D on P.a = D.a and P.c = D.c anti join E on P.x = E.a and P.y = E.c
             emit P.a, D.v"
                .to_string(),
        ),
    ];
    for (ty, min, max) in [
        ("i32", i32::MIN as i128, i32::MAX as i128),
        ("i64", i64::MIN as i128, i64::MAX as i128),
        ("u32", 0, u32::MAX as i128),
        ("u64", 0, u64::MAX as i128),
    ] {
        v.push((
            format!("{ty} keys at both ends of the type"),
            format!(
                "table L (rows: {{b}}, seed: 4) {{ k {ty} = uniform({min}, {lo3})  v {ty} = {min} }}
                 table H (rows: {{b}}, seed: 5) {{ k {ty} = uniform({hi3}, {max})  v {ty} = {max} }}
                 table X (rows: {{b}}, seed: 6) {{ k {ty} = uniform({hi1}, {max}) }}
                 table P (rows: {{p}}, seed: 7) {{ a {ty} = uniform({min}, {lo5})  c {ty} = uniform({hi5}, {max})  w {ty} = uniform({min}, {max}) }}
                 from P join L on P.a = L.k join H on P.c = H.k anti join X on P.w = X.k
                 aggregate count(*) as n, min(L.v) as lo, max(H.v) as hi, sum(P.w) as s",
                lo3 = min + 3,
                lo5 = min + 5,
                hi3 = max - 3,
                hi5 = max - 5,
                hi1 = max - 1,
            ),
        ));
        let below = if min < 0 { "-2" } else { "0" };
        v.push((
            format!("{ty} probe keys just outside a vector"),
            format!(
                "table D (rows: {{b}}, seed: 8) {{ k {ty} = dense()  v i64 = seq() }}
                 table E (rows: {{b}}, seed: 9) {{ k {ty} = dense() }}
                 table P (rows: {{p}}, seed: 10) {{ f {ty} = uniform({below}, {{b2}})  g {ty} = {max} }}
                 from P join D on P.f = D.k anti join E on P.g = E.k
                 aggregate count(*) as n, sum(D.v) as s"
            ),
        ));
        // Group keys at both ends of the type: a direct-indexed array whose offsets wrap, and
        // a hash table over keys spread across the whole type.
        v.push((
            format!("{ty} group keys at both ends of the type"),
            format!(
                "table L (rows: {{b}}, seed: 11) {{ k {ty} = dense()  v {ty} = uniform({hi3}, {max}) }}
                 table P (rows: {{p}}, seed: 12) {{ a {ty} = uniform({min}, {lo3})  f {ty} = uniform({min}, {{b2}})  w {ty} = uniform({min}, {max}) }}
                 from P join L on P.f = L.k
                 aggregate count(*) as n, sum(P.w) as s, avg(P.a) as m, min(L.v) as lo group by P.a, L.v",
                lo3 = min + 3,
                hi3 = max - 3,
            ),
        ));
        v.push((
            format!("{ty} group keys spread over the type"),
            format!(
                "table P (rows: {{p}}, seed: 13) {{ w {ty} = uniform({min}, {max})  a {ty} = uniform({min}, {lo3}) }}
                 from P
                 aggregate count(*) as n, max(P.a) as hi, sum(P.a - P.w) as d group by P.w, P.a order by n desc limit 5",
                lo3 = min + 3,
            ),
        ));
    }
    v
}

/// The adversarial templates on every configuration with the JIT in checked mode: every kernel
/// load and store is bounds-checked, and one outside the run's memory stops the test.
#[test]
fn adversarial_keys_in_checked_mode() {
    let mut f = Fuzzer::new(true).unwrap();
    let configs = f.all_configs();
    for (name, template) in adversarial() {
        for (b, p) in [(0, 0), (1, 1), (7, 63), (64, 64), (65, 65), (65, 1000), (1000, 7)] {
            let text = template
                .replace("{b}", &b.to_string())
                .replace("{p}", &p.to_string())
                .replace("{b2}", &(b + 2).to_string());
            let plan = jitjoin::ir::parse("adversarial.jj", &text).unwrap_or_else(|e| panic!("{name}: {e}\n{text}"));
            match f.check(&plan, &configs) {
                Outcome::Agree(n) => assert!(n > 0),
                other => panic!("{name}, {b} build and {p} probe rows: {other:?}\n{text}"),
            }
        }
    }
}
