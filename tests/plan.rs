//! One physical plan: what `explain` prints is the value a run runs. For every example, the
//! plan a run of each compiled engine made (after its builds said what the keys are) equals the
//! plan `explain` settles on, field by field and by fingerprint.

use jitjoin::{Engine, PlanFile, WorkerOptions};
use std::path::Path;

fn small(name: &str) -> Vec<String> {
    let s: &[&str] = match name {
        "fk_sum.jj" => &["R.rows=4K", "S.rows=64K"],
        "star.jj" | "star_groups.jj" => &["lineorder.rows=64K", "part.rows=8K"],
        "dup_keys.jj" => &["A.rows=16K", "B.rows=4K", "A.distinct=1K", "B.distinct=1K"],
        "semi_anti.jj" => &["orders.rows=16K", "shipments.rows=8K", "returns.rows=1K"],
        _ => &[],
    };
    s.iter().map(|x| x.to_string()).collect()
}

#[test]
fn explain_shows_the_plan_a_run_runs() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".jj"))
        .collect();
    names.sort();
    assert!(names.len() >= 8);
    let opts = WorkerOptions { threads: Some(2), ..Default::default() };
    let workers = jitjoin::runtime::workers::Workers::host(&opts).unwrap();
    let target = jitjoin::runtime::host::caches::host_target();
    for name in &names {
        let p = PlanFile::load(&dir.join(name), &small(name)).unwrap();
        let data = p.make_data(Some(2)).unwrap();
        let explained = jitjoin::explain::planned(&p, &data, &target, &workers).unwrap();
        for engine in [Engine::Jit, Engine::Generic] {
            let ran = jitjoin::execute_for(&p, &data, engine, &opts, &target).unwrap().plan.unwrap();
            assert_eq!(ran, explained, "{name} on {}", engine.name());
            assert_eq!(ran.fingerprint(), explained.fingerprint(), "{name}");
        }
    }
}

/// A build that finds other keys than the plan assumed makes a new plan, never an edited one:
/// a vector over duplicate keys is planned again as a hash table, and the run's answer is the
/// interpreter's.
#[test]
fn a_vector_over_duplicate_keys_is_planned_again() {
    let text = "table R (rows: 5000, seed: 2) { k u32 = dup(distinct: 3000)  v u32 = uniform(1, 9) }
                table S (rows: 20000, seed: 3) { fk u32 = foreign(of: R.k, hit: 0.9) }
                from S join R on S.fk = R.k aggregate count(*) as n, sum(R.v) as s";
    let p = PlanFile::from_text(Path::new("dup.jj"), text, &[]).unwrap();
    let data = p.make_data(Some(2)).unwrap();
    let opts = WorkerOptions { threads: Some(2), ..Default::default() };
    let want = jitjoin::execute(&p, &data, Engine::Interp, &opts).unwrap().result;
    for engine in [Engine::Jit, Engine::Generic] {
        let r = jitjoin::execute(&p, &data, engine, &opts).unwrap();
        assert_eq!(r.result.aggregates, want.aggregates, "{}", engine.name());
        let plan = r.plan.unwrap();
        assert!(plan.facts[0].vector_duplicates || !plan.facts[0].unique, "{:?}", plan.facts);
        assert!(matches!(plan.builds[0].lookup, jitjoin::compiler::layout::Lookup::Hash(_)), "{}", engine.name());
    }
}
