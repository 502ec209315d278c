//! jitjoin embedded in a program: Arrow record batches in, a JIT-compiled join, Arrow out.
//!
//!     cargo run --release --example embed [ROWS]
//!
//! Builds a dimension table R (keys 1..=n, a payload) and a fact table S (foreign keys into R)
//! as Arrow batches, registers them (jitjoin reads their buffers in place), and runs the same
//! join three ways: SQL, the plan language, and a plan built in code. Then it prints the
//! kernels compiled for an aarch64 target, which need not run here.

use arrow_array::{RecordBatch, UInt32Array, UInt64Array};
use jitjoin::ir::plan::{AggFunc, AggItem, Algorithm, Arith, ColRef, Ident, JoinClause, JoinKind, Output, Plan};
use std::sync::Arc;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let rows: u32 = std::env::args().nth(1).map_or(Ok(1 << 20), |a| a.parse())?;
    // R: key 1..=rows, payload = 3 × key. S: 4 × rows foreign keys, every one a hit.
    let r = RecordBatch::try_from_iter([
        ("key", Arc::new(UInt32Array::from_iter_values(1..=rows)) as _),
        ("payload", Arc::new(UInt64Array::from_iter_values((1..=rows as u64).map(|k| 3 * k))) as _),
    ])?;
    let s = RecordBatch::try_from_iter([(
        "fk",
        Arc::new(UInt32Array::from_iter_values((0..4 * rows as u64).map(|i| (i * 2654435761 % rows as u64) as u32 + 1)))
            as _,
    )])?;

    let mut session = jitjoin::Session::new();
    session.register_batches("R", &[r])?;
    session.register_batches("S", &[s])?;

    // 1. SQL.
    let q = session.sql("SELECT count(*) AS n, sum(R.payload) AS total FROM S JOIN R ON S.fk = R.key")?;
    println!("as a plan:\n{}\n", q.plan_text());
    let result = q.run()?;
    println!("SQL:      {:?}  (probe {:.1} ms)", result.to_arrow()?.columns(), ms(result.report.probe));

    // 2. The plan language, naming the registered tables without declaring them.
    let q = session.plan_text("from S join R on S.fk = R.key aggregate count(*) as n, sum(R.payload) as total")?;
    println!("text:     {:?}", q.run()?.aggregates());

    // 3. A plan built in code.
    let col = |t: &str, c: &str| ColRef { table: Ident::new(t), column: Ident::new(c) };
    let plan = Plan {
        tables: Vec::new(),
        from: Ident::new("S"),
        joins: vec![JoinClause {
            kind: JoinKind::Inner,
            null_aware: false,
            table: Ident::new("R"),
            on: vec![(col("S", "fk"), col("R", "key"))],
            algorithm: Algorithm::Auto,
            span: Default::default(),
        }],
        filters: Vec::new(),
        output: Output::Aggregate(vec![AggItem {
            func: AggFunc::Max,
            arg: Some(Arith::Col(col("R", "payload"))),
            alias: Ident::new("largest"),
            span: Default::default(),
        }]),
    };
    println!("in code:  {:?}", session.plan(plan)?.run()?.aggregates());

    // Kernels for another machine: a Kunpeng 920 (aarch64, NEON), printed, not run.
    let kunpeng =
        jitjoin::target::resolve("kunpeng920", &Default::default(), &jitjoin::runtime::host::caches::host_target())?;
    let mut foreign = jitjoin::Session::new().with_target(kunpeng);
    foreign.register_batches(
        "R",
        &[RecordBatch::try_from_iter([("key", Arc::new(UInt32Array::from(vec![1, 2])) as _)])?],
    )?;
    foreign
        .register_batches("S", &[RecordBatch::try_from_iter([("fk", Arc::new(UInt32Array::from(vec![2])) as _)])?])?;
    let asm = foreign
        .sql("SELECT count(*) FROM S JOIN R ON S.fk = R.key")?
        .assembly(jitjoin::Emit::Asm(jitjoin::compiler::engine::jit::disasm::Syntax::Att))?;
    println!(
        "\naarch64 kernels: {} lines, starting\n{}",
        asm.lines().count(),
        asm.lines().take(8).collect::<Vec<_>>().join("\n")
    );
    Ok(())
}

fn ms(d: std::time::Duration) -> f64 {
    d.as_secs_f64() * 1e3
}
