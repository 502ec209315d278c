//! Every NUMA strategy against the reference interpreter: on virtual nodes 1 to 4 with 1 to 4
//! threads, on the nodes of a 4-node XML topology, over the differential templates and sizes,
//! with every algorithm a strategy accepts. A strategy may refuse a combination only with a
//! user error that says why.

use jitjoin::ir::Dataset;
use jitjoin::ir::plan::Algorithm;
use jitjoin::runtime::exec::Strategy;
use jitjoin::runtime::workers::Machine;
use jitjoin::{Engine, PlanFile, RunReport, WorkerOptions};
use std::path::Path;

mod common;
use common::*;

fn plan(text: &str, sets: &[String]) -> PlanFile {
    PlanFile::from_text(Path::new("numa.jj"), text, sets).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// (threads, virtual nodes): every pair with at least one worker per node.
const SHAPES: [(usize, usize); 10] = [(1, 1), (2, 1), (2, 2), (3, 1), (3, 2), (3, 3), (4, 2), (4, 3), (4, 4), (4, 1)];

/// Why a strategy may refuse a plan (the message must name it).
fn may_refuse(msg: &str) -> bool {
    msg.contains("anti join cannot add up") || msg.contains("with two such joins") || msg.contains("uses `vector`")
}

fn run_or_refuse(what: &str, p: &PlanFile, data: &Dataset, engine: Engine, w: &WorkerOptions) -> Option<RunReport> {
    match jitjoin::execute(p, data, engine, w) {
        Ok(r) => Some(r),
        Err(e) if e.is_user_error() && may_refuse(&e.to_string()) => None,
        Err(e) => panic!("{what}: {e}"),
    }
}

fn check(name: &str, text: &str, sets: &[String], turn: &mut usize) {
    let p = plan(text, sets);
    let data = p.make_data(Some(2)).unwrap();
    let want = jitjoin::execute(&p, &data, Engine::Interp, &WorkerOptions::default()).unwrap();
    let full = text.contains(" limit ").then(|| {
        let unlimited = plan(&text.replace(" limit ", " # limit "), sets);
        jitjoin::execute(&unlimited, &data, Engine::Interp, &WorkerOptions::default()).unwrap().result.rows
    });
    for numa in Strategy::ALL {
        // Two shapes per strategy and size, turning through all of them over the sizes.
        for engine in [Engine::Jit, Engine::Generic] {
            *turn += 1;
            let (threads, v) = SHAPES[*turn % SHAPES.len()];
            let w = WorkerOptions { threads: Some(threads), virtual_nodes: Some(v), numa, ..Default::default() };
            let what = format!("{name} {sets:?} {} {} threads={threads} nodes={v}", numa.name(), engine.name());
            let Some(got) = run_or_refuse(&what, &p, &data, engine, &w) else { continue };
            if let Err(e) = jitjoin::compare::same(&want.result, &got.result, engine.name(), full.as_deref()) {
                panic!("{what}: {e}");
            }
            let n = got.numa.as_ref().expect("engines report their placement");
            assert_eq!((n.strategy.as_str(), n.nodes), (numa.name(), v), "{what}");
        }
        for a in [Algorithm::Hash, Algorithm::Radix, Algorithm::Vector] {
            *turn += 1;
            let (threads, v) = SHAPES[*turn % SHAPES.len()];
            let forced = p.clone().with_algorithm(Some(a));
            let w = WorkerOptions { threads: Some(threads), virtual_nodes: Some(v), numa, ..Default::default() };
            let what = format!("{name} {sets:?} {} jit {} threads={threads} nodes={v}", numa.name(), a.name());
            match jitjoin::execute(&forced, &data, Engine::Jit, &w) {
                Ok(got) => {
                    if let Err(e) = jitjoin::compare::same(&want.result, &got.result, "jit", full.as_deref()) {
                        panic!("{what}: {e}");
                    }
                }
                Err(e) if e.is_user_error() => {
                    let msg = e.to_string();
                    assert!(may_refuse(&msg) || msg.contains("memory"), "{what}: {msg}");
                }
                Err(e) => panic!("{what}: {e}"),
            }
        }
    }
}

fn sizes_and_larger(tables: &[&str], larger: &[u64]) -> Vec<Vec<String>> {
    let mut s = sizes(tables);
    s.push(tables.iter().zip(larger).map(|(t, n)| format!("{t}.rows={n}")).collect());
    s
}

#[test]
fn fk_join_under_every_strategy() {
    let mut turn = 0;
    for s in sizes_and_larger(&["S", "R"], &[50_000, 20_000]) {
        check("fk", FK, &s, &mut turn);
    }
}

#[test]
fn star_under_every_strategy() {
    let mut turn = 1;
    for s in sizes_and_larger(&["F", "A", "B", "C"], &[30_000, 3000, 200, 5000]) {
        check("star", STAR, &s, &mut turn);
    }
}

#[test]
fn chain_with_duplicates_under_every_strategy() {
    let mut turn = 2;
    for s in sizes_and_larger(&["S", "R", "T"], &[30_000, 500, 2000]) {
        check("chain", CHAIN, &s, &mut turn);
    }
}

#[test]
fn semi_anti_and_two_column_keys_under_every_strategy() {
    let mut turn = 3;
    for s in sizes_and_larger(&["O", "P", "Q"], &[30_000, 4000, 3000]) {
        check("semi_anti", SEMI_ANTI_2KEY, &s, &mut turn);
    }
    for s in sizes_and_larger(&["L", "M"], &[20_000, 3000]) {
        check("two_key", TWO_KEY_INNER, &s, &mut turn);
    }
}

#[test]
fn emit_under_every_strategy() {
    let mut turn = 4;
    for s in sizes_and_larger(&["S", "R"], &[20_000, 3000]) {
        check("emit", EMIT, &s, &mut turn);
        check(
            "emit_limit",
            &EMIT.replace("emit S.s, R.k, R.p, R.q", "emit S.s, R.k, R.p, R.q limit 10"),
            &s,
            &mut turn,
        );
    }
}

/// The nodes of a two-socket, four-node machine read from its hwloc XML: one worker per node
/// (its CPUs are not this host's, so they run unpinned), every strategy and engine.
#[test]
fn every_strategy_on_the_nodes_of_a_four_node_topology() {
    let xml = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/two-socket-four-node.xml");
    let topo = jitjoin::runtime::host::topology::xml_topology(&xml).unwrap();
    let machine = Machine::from_topology(&topo, None);
    assert_eq!(machine.node_ids().len(), 4);
    // The first CPU of every node.
    let cpus: Vec<usize> =
        machine.node_ids().iter().map(|&n| machine.cpus.iter().find(|c| c.1 == n).unwrap().0).collect();
    for (text, sets) in [
        (FK, vec!["S.rows=20000".to_string(), "R.rows=3000".to_string()]),
        (STAR, vec!["F.rows=5000".into(), "A.rows=300".into(), "B.rows=50".into(), "C.rows=700".into()]),
        (CHAIN, vec!["S.rows=3000".into(), "R.rows=65".into(), "T.rows=64".into()]),
    ] {
        let p = plan(text, &sets);
        let data = p.make_data(Some(2)).unwrap();
        let want = jitjoin::execute(&p, &data, Engine::Interp, &WorkerOptions::default()).unwrap();
        for numa in Strategy::ALL {
            for engine in [Engine::Jit, Engine::Generic] {
                let w = WorkerOptions {
                    cpus: Some(cpus.clone()),
                    numa,
                    machine: Some(machine.clone()),
                    ..Default::default()
                };
                let what = format!("{sets:?} {} {}", numa.name(), engine.name());
                let Some(got) = run_or_refuse(&what, &p, &data, engine, &w) else { continue };
                if let Err(e) = jitjoin::compare::same(&want.result, &got.result, engine.name(), None) {
                    panic!("{what}: {e}");
                }
                assert_eq!(got.numa.unwrap().nodes, 4, "{what}");
            }
        }
    }
}

/// What each strategy places where, on 2 virtual nodes: replica memory, copies between nodes.
#[test]
fn strategies_report_their_replicas_and_copies() {
    let p = plan(FK, &["S.rows=10000".into(), "R.rows=4096".into()]);
    let data = p.make_data(Some(2)).unwrap();
    let report = |numa: Strategy, a: Algorithm| {
        let w = WorkerOptions { threads: Some(2), virtual_nodes: Some(2), numa, ..Default::default() };
        jitjoin::execute(&p.clone().with_algorithm(Some(a)), &data, Engine::Jit, &w).unwrap().numa.unwrap()
    };
    let local = report(Strategy::Local, Algorithm::Vector);
    assert_eq!((local.replica_bytes, local.copied_bytes), (0, 0));
    for s in [Strategy::ReplicateFine, Strategy::ReplicateCoarse, Strategy::Rr, Strategy::Psn] {
        let r = report(s, Algorithm::Vector);
        assert_eq!(r.structure_bytes, 2 * local.structure_bytes, "{}: two full vectors", s.name());
        assert_eq!(r.replica_bytes, local.structure_bytes, "{}", s.name());
        assert!(r.copied_bytes > 0, "{}", s.name());
    }
    let coarse = report(Strategy::ReplicateCoarse, Algorithm::Vector);
    assert!(coarse.replicate > std::time::Duration::ZERO && coarse.numa_partition > std::time::Duration::ZERO);
    assert!(coarse.joins[0].1.contains("blocks copied"), "{:?}", coarse.joins);
    // Coarse-grained replication of a hash table: each node builds a sub-table for its half of
    // the keys and copies it to the other node, so each node holds both sub-tables (four
    // half-size tables, twice one shared table), and each is placed on the node whose probes
    // read it.
    let coarse_hash = report(Strategy::ReplicateCoarse, Algorithm::Hash);
    let local_hash = report(Strategy::Local, Algorithm::Hash);
    assert!(coarse_hash.joins[0].1.contains("sub-table"), "{:?}", coarse_hash.joins);
    assert_eq!(coarse_hash.structure_bytes, 2 * local_hash.structure_bytes);
    assert_eq!(coarse_hash.replica_bytes, local_hash.structure_bytes);
    assert!(coarse_hash.copied_bytes >= local_hash.structure_bytes, "{coarse_hash:?}");
    assert!(coarse_hash.replicate > std::time::Duration::ZERO);
    let tables: Vec<(&str, &[usize])> = coarse_hash
        .placed
        .iter()
        .filter(|p| p.structure.starts_with("hash table"))
        .map(|p| (p.structure.as_str(), &p.nodes[..]))
        .collect();
    assert_eq!(tables.len(), 4, "{tables:?}");
    for (n, t) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
        let name = format!("hash table of R, sub-table {t}, node {n}'s copy");
        assert!(tables.contains(&(name.as_str(), &[n][..])), "{name} on node {n}: {tables:?}");
    }
    // psn sizes each node's hash table for its share of the keys (sparse keys: a multiplicative
    // hash, whose capacity follows the rows, not the key range).
    let sparse = plan(
        "table S (rows: 10000) { fk u64 = foreign(of: R.k) }
         table R (rows: 3000, seed: 3) { k u64 = uniform(0, 1000000000000000)  p u32 = seq() }
         from S join R on S.fk = R.k using hash aggregate count(*) as n, sum(R.p) as s",
        &[],
    );
    let data = sparse.make_data(Some(2)).unwrap();
    let bytes = |numa| {
        let w = WorkerOptions { threads: Some(2), virtual_nodes: Some(2), numa, ..Default::default() };
        jitjoin::execute(&sparse, &data, Engine::Jit, &w).unwrap().numa.unwrap().structure_bytes
    };
    let (psn, shared) = (bytes(Strategy::Psn), bytes(Strategy::Local));
    assert!(psn <= shared, "two tables for about half the keys each take {psn} B, one for all {shared} B");
}

/// Every join structure, every copy, is reported with the nodes it was meant for, whether the
/// OS accepted the binding and where the kernel says its pages are: on this host's real nodes
/// it is bound and its touched pages are there; on virtual nodes no binding is asked for.
#[test]
fn every_structure_reports_its_binding_and_where_its_pages_are() {
    let p = plan(FK, &["S.rows=10000".into(), "R.rows=4096".into()]);
    let data = p.make_data(Some(2)).unwrap();
    for numa in [Strategy::Local, Strategy::ReplicateFine, Strategy::Psn] {
        for virtual_nodes in [None, Some(2)] {
            let w = WorkerOptions { threads: Some(2), virtual_nodes, numa, ..Default::default() };
            let r = jitjoin::execute(&p.clone().with_algorithm(Some(Algorithm::Hash)), &data, Engine::Jit, &w).unwrap();
            let n = r.numa.unwrap();
            let what = format!("{} on {virtual_nodes:?} virtual nodes", numa.name());
            // One structure per node that holds a copy, named after its table; under psn, each
            // node's block of R and of S too.
            let nodes = virtual_nodes.unwrap_or(1);
            let copies = if virtual_nodes.is_some() && numa != Strategy::Local { 2 } else { 1 };
            // R's and S's rows: split into blocks under psn, else in shares on more than one node.
            let blocks = if numa == Strategy::Psn || nodes > 1 { 2 * nodes } else { 0 };
            assert_eq!(n.placed.len(), copies + blocks, "{what}: {:?}", n.placed);
            for (i, placed) in n.placed.iter().enumerate() {
                let name = if i < copies { "hash table of R" } else { "rows of " };
                assert!(placed.structure.starts_with(name), "{what}: {}", placed.structure);
                let pages = placed.pages.as_ref().unwrap_or_else(|e| panic!("{what}: {e}"));
                assert!(pages.sampled > 0 && pages.unknown < pages.sampled, "{what}: {pages:?}");
                match virtual_nodes {
                    Some(_) => assert_eq!(placed.bound, None, "{what}"),
                    None => {
                        // Rows are moved only between nodes: on this host's one, nowhere.
                        let want = if i < copies { Some(true) } else { None };
                        assert_eq!(placed.bound, want, "{what}: {placed:?}");
                        assert_eq!(placed.share(), Some(1.0), "{what}: {placed:?}");
                    }
                }
            }
        }
    }
}

/// `explain` shows, before a run, the structures a run places and the nodes each is meant for,
/// exactly as the run names them beside the pages it finds (`numa.placement`): every strategy
/// on 2 virtual nodes with each algorithm, one line per structure (radix partitions included),
/// none missing and none extra.
#[test]
fn explain_shows_the_placement_a_run_measures() {
    let p = plan(FK, &["S.rows=10000".into(), "R.rows=4096".into()]);
    let data = p.make_data(Some(2)).unwrap();
    let target = jitjoin::runtime::host::caches::host_target();
    let mut checked = 0;
    for numa in Strategy::ALL.into_iter().filter(|s| *s != Strategy::Auto) {
        for a in [Algorithm::Hash, Algorithm::Vector, Algorithm::Radix] {
            let p = p.clone().with_algorithm(Some(a));
            let w = WorkerOptions { threads: Some(2), virtual_nodes: Some(2), numa, ..Default::default() };
            let what = format!("{} {a:?}", numa.name());
            let workers = jitjoin::workers_for(&p.query, &data, &target, &w).unwrap();
            let text = jitjoin::explain::explain_plan(&p, &data, &target, &workers, "host", "").unwrap();
            let Some(run) = run_or_refuse(&what, &p, &data, Engine::Jit, &w) else { continue };
            let section =
                text.split("numa placement: ").nth(1).unwrap_or_else(|| panic!("{what}: no placement\n{text}"));
            assert!(section.starts_with(&format!("{} on 2 nodes", numa.name())), "{what}: {section}");
            let placed = run.numa.unwrap().placed;
            let lines: Vec<&str> = section.lines().filter(|l| l.contains(" on node(s) ")).collect();
            assert_eq!(lines.len(), placed.len(), "{what}: {section}\n{placed:?}");
            for (line, got) in lines.iter().zip(&placed) {
                let nodes: Vec<String> = got.nodes.iter().map(usize::to_string).collect();
                let (name, on) = line.trim().split_once(" on node(s) ").unwrap();
                let on = on.trim_end_matches(" (interleaved)");
                assert_eq!((name.trim(), on), (got.structure.as_str(), nodes.join(",").as_str()), "{what}");
                checked += 1;
            }
        }
    }
    // Every strategy but `auto`, with the three algorithms; a copy per node where there are
    // copies, and a radix join's partitions.
    assert!(checked >= 16, "{checked} structures checked");
}

#[test]
fn bad_combinations_are_refused_with_the_reason() {
    let w = |numa| WorkerOptions { threads: Some(2), virtual_nodes: Some(2), numa, ..Default::default() };
    let p = plan(SEMI_ANTI_2KEY, &["O.rows=100".into(), "P.rows=100".into(), "Q.rows=100".into()])
        .with_algorithm(Some(Algorithm::Hash));
    let data = p.make_data(Some(2)).unwrap();
    let e = jitjoin::execute(&p, &data, Engine::Jit, &w(Strategy::ReplicateCoarse)).unwrap_err();
    assert!(e.to_string().contains("anti join cannot add up") && e.to_string().contains("`Q`"), "{e}");
    let e = jitjoin::execute(
        &p,
        &data,
        Engine::Jit,
        &WorkerOptions { threads: Some(2), virtual_nodes: Some(3), ..Default::default() },
    )
    .unwrap_err();
    assert!(e.is_user_error() && e.to_string().contains("--virtual-nodes 3 needs at least 3 workers"), "{e}");
}

/// The 2-socket Kunpeng 920 topology file (4 nodes of 32 cores, SLIT 10/16/25–33; hwloc's
/// synthetic description exported to XML with the preset's distances), one worker per node,
/// with and without its dies merged per socket.
#[test]
fn every_strategy_on_kunpeng_nodes_with_and_without_merging() {
    let xml = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/kunpeng920-2p.xml");
    let topo = jitjoin::runtime::host::topology::xml_topology(&xml).unwrap();
    let machine = Machine::from_topology(&topo, None);
    assert_eq!(machine.node_ids(), vec![0, 1, 2, 3]);
    let p = plan(CHAIN, &["S.rows=3000".into(), "R.rows=65".into(), "T.rows=64".into()]);
    let data = p.make_data(Some(2)).unwrap();
    let want = jitjoin::execute(&p, &data, Engine::Interp, &WorkerOptions::default()).unwrap();
    for (merge, nodes) in [(None, 4), (Some(vec![vec![0, 1], vec![2, 3]]), 2)] {
        for numa in Strategy::ALL {
            let w = WorkerOptions {
                cpus: Some(vec![0, 32, 64, 96]),
                numa,
                machine: Some(machine.clone()),
                merge: merge.clone(),
                ..Default::default()
            };
            let what = format!("{} merge={merge:?}", numa.name());
            let Some(got) = run_or_refuse(&what, &p, &data, Engine::Jit, &w) else { continue };
            if let Err(e) = jitjoin::compare::same(&want.result, &got.result, "jit", None) {
                panic!("{what}: {e}");
            }
            assert_eq!(got.numa.unwrap().nodes, nodes, "{what}");
        }
    }
}

/// Tables declared `partition: COLUMN` are stored split across the nodes when loaded: a psn
/// join on them has no partitioning pass, and every strategy still equals the interpreter.
#[test]
fn static_pre_partitioning_removes_the_partition_pass() {
    let text = FK
        .replace("table S (rows: 1)", "table S (rows: 1, partition: fk)")
        .replace("table R (rows: 1, seed: 3)", "table R (rows: 1, seed: 3, partition: key)");
    assert_ne!(text, FK);
    let mut turn = 0;
    for sets in sizes_and_larger(&["S", "R"], &[20_000, 3000]) {
        let p = plan(&text, &sets);
        for (threads, v) in [(2, 2), (3, 3), (4, 2), (1, 1)] {
            let w = |numa| WorkerOptions { threads: Some(threads), virtual_nodes: Some(v), numa, ..Default::default() };
            let (data, _) = p.make_data_on(Some(2), &w(Strategy::Local)).unwrap();
            assert_eq!(data.blocks(0).map(|b| b.ranges.len()), Some(v), "S is stored in {v} blocks");
            let want = jitjoin::execute(&p, &data, Engine::Interp, &WorkerOptions::default()).unwrap();
            for numa in Strategy::ALL {
                turn += 1;
                let engine = if turn % 2 == 0 { Engine::Jit } else { Engine::Generic };
                let what = format!("{sets:?} {} {} threads={threads} nodes={v}", numa.name(), engine.name());
                let Some(got) = run_or_refuse(&what, &p, &data, engine, &w(numa)) else { continue };
                if let Err(e) = jitjoin::compare::same(&want.result, &got.result, engine.name(), None) {
                    panic!("{what}: {e}");
                }
                let n = got.numa.unwrap();
                if numa == Strategy::Psn {
                    assert!(n.static_split && n.numa_partition.is_zero(), "{what}: {n:?}");
                }
            }
        }
    }
    // Without the property, psn splits at query time.
    let p = plan(FK, &["S.rows=5000".into(), "R.rows=300".into()]);
    let w = WorkerOptions { threads: Some(2), virtual_nodes: Some(2), numa: Strategy::Psn, ..Default::default() };
    let (data, _) = p.make_data_on(Some(2), &w).unwrap();
    let n = jitjoin::execute(&p, &data, Engine::Jit, &w).unwrap().numa.unwrap();
    assert!(!n.static_split && !n.numa_partition.is_zero(), "{n:?}");
}

#[test]
fn a_partition_column_must_exist_and_be_an_integer() {
    for (bad, why) in [("partition: nope", "has no column `nope`"), ("partition: f", "the partition key")] {
        let text = FK.replace("table R (rows: 1, seed: 3)", &format!("table R (rows: 1, seed: 3, {bad})"));
        let e = PlanFile::from_text(Path::new("p.jj"), &text, &[]).unwrap_err().to_string();
        assert!(e.contains(why) && e.contains("p.jj:"), "{bad}: {e}");
    }
}

/// Radix partitioning under psn and coarse-grained replication runs node block by node block:
/// every node's rows stay in its block, and the results equal the interpreter's.
#[test]
fn radix_partitioning_inside_each_node_block() {
    for (text, sets) in [
        (FK, vec!["S.rows=30000".to_string(), "R.rows=5000".to_string()]),
        (CHAIN, vec!["S.rows=20000".into(), "R.rows=500".into(), "T.rows=2000".into()]),
        (EMIT, vec!["S.rows=5000".into(), "R.rows=1000".into()]),
    ] {
        let p = plan(text, &sets).with_algorithm(Some(Algorithm::Radix));
        let data = p.make_data(Some(2)).unwrap();
        let want = jitjoin::execute(&p, &data, Engine::Interp, &WorkerOptions::default()).unwrap();
        for numa in [Strategy::Psn, Strategy::ReplicateCoarse] {
            for engine in [Engine::Jit, Engine::Generic] {
                for (threads, v) in [(2, 2), (3, 3), (4, 2)] {
                    let w =
                        WorkerOptions { threads: Some(threads), virtual_nodes: Some(v), numa, ..Default::default() };
                    let what = format!("{sets:?} {} {} threads={threads} nodes={v}", numa.name(), engine.name());
                    let Some(got) = run_or_refuse(&what, &p, &data, engine, &w) else { continue };
                    if let Err(e) = jitjoin::compare::same(&want.result, &got.result, engine.name(), None) {
                        panic!("{what}: {e}");
                    }
                    assert!(
                        got.algorithms.iter().any(|(_, a)| a.contains("partitions")),
                        "{what}: {:?}",
                        got.algorithms
                    );
                }
            }
        }
    }
}

/// A radix join's partitions are structures too: the run reports each, with the nodes it was
/// meant for and its sampled pages, named as `explain` names them. Under `local` each table's
/// partitions are one buffer shared by both nodes (interleaved over them); under `psn` each
/// node's block of the split table is partitioned in place, on its node.
#[test]
fn radix_partitions_are_reported_with_their_nodes() {
    let p = plan(FK, &["S.rows=20000".into(), "R.rows=4096".into()]).with_algorithm(Some(Algorithm::Radix));
    let data = p.make_data(Some(2)).unwrap();
    let partitions = |numa: Strategy| {
        let w = WorkerOptions { threads: Some(2), virtual_nodes: Some(2), numa, ..Default::default() };
        let report = jitjoin::execute(&p, &data, Engine::Jit, &w).unwrap().numa.unwrap();
        let found: Vec<(String, Vec<usize>)> = report
            .placed
            .iter()
            .filter(|s| s.structure.starts_with("partitions of"))
            .inspect(|s| {
                let pages = s.pages.as_ref().unwrap_or_else(|e| panic!("{}: {e}", s.structure));
                assert!(pages.sampled > 0, "{}: no pages sampled", s.structure);
            })
            .map(|s| (s.structure.clone(), s.nodes.clone()))
            .collect();
        found
    };
    let named = |v: &[(&str, &[usize])]| -> Vec<(String, Vec<usize>)> {
        v.iter().map(|(s, n)| (s.to_string(), n.to_vec())).collect()
    };
    assert_eq!(partitions(Strategy::Local), named(&[("partitions of R", &[0, 1]), ("partitions of S", &[0, 1])]));
    assert_eq!(
        partitions(Strategy::Psn),
        named(&[
            ("partitions of R, node 0's block", &[0]),
            ("partitions of R, node 1's block", &[1]),
            ("partitions of S, node 0's block", &[0]),
            ("partitions of S, node 1's block", &[1]),
        ])
    );
}
