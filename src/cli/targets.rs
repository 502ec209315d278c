//! `jitjoin targets` and `jitjoin calibrate`: the presets and the host, and measuring it.

use super::common::*;
use jitjoin::Error;

#[derive(clap::Args)]
pub struct TargetsArgs {
    /// Measure the host's effective cache sizes again and store them.
    #[arg(long)]
    pub calibrate: bool,
}

/// List the presets and show the host.
pub fn targets(args: TargetsArgs) -> Result<(), Error> {
    let TargetsArgs { calibrate } = args;
    if calibrate {
        self::calibrate()?;
    }
    print_targets()
}

/// Measure the host, print and store what was measured.
pub fn calibrate() -> Result<(), Error> {
    use indicatif::{ProgressBar, ProgressStyle};
    use jitjoin::runtime::host::calibrate;
    use std::io::IsTerminal;
    let bar = if std::io::stderr().is_terminal() { ProgressBar::new(0) } else { ProgressBar::hidden() };
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} measurements, {elapsed}")
            .map_err(|e| Error::Internal(e.to_string()))?,
    );
    let mut c = calibrate::measure();
    let numa = calibrate::measure_numa(|done, total| {
        bar.set_length(total as u64);
        bar.set_position(done as u64);
    });
    bar.finish_and_clear();
    println!(
        "effective last level  {} (latency knee of a pointer chase, 256 KiB … 64 MiB)",
        human_bytes(c.effective_llc)
    );
    if let Some(f) = c.faults {
        let huge = f.page_2m_ns.map_or("not given by the kernel".to_string(), |ns| format!("{:.0} µs", ns / 1e3));
        println!(
            "fresh pages           4 KiB page {:.2} µs, 2 MiB huge page {huge} (first write, clearing included)",
            f.page_4k_ns / 1e3
        );
    }
    if let Some(p) = &c.probe {
        println!(
            "probe or partition    ns per row and thread, {} threads; a random read within a {} band: {:.2}",
            p.threads,
            human_bytes(p.band.0),
            p.band.1
        );
        println!(
            "  per row: partition where a random read costs more than a radix pass and a band's read \
             (`explain` adds each way's fresh pages)"
        );
        println!("{:>12} {:>14} {:>16} {:>14}", "structure", "random read", "radix pass", "per row");
        for s in &p.sizes {
            let wins = s.random_ns > s.partition_ns + p.band.1;
            println!(
                "{:>12} {:>14.2} {:>16} {:>14}",
                human_bytes(s.bytes),
                s.random_ns,
                format!("2^{} {:.2}", s.bits, s.partition_ns),
                if wins { "partition" } else { "do not" }
            );
        }
    }
    println!("latency (ns per dependent load, 64 MiB chase): rows are the cores' node, columns the memory's");
    print!("{:>8}", "");
    for n in &numa.nodes {
        print!(" {:>8}", format!("node {n}"));
    }
    println!();
    for (i, row) in numa.latency_ns.iter().enumerate() {
        print!("{:>8}", format!("node {}", numa.nodes[i]));
        for v in row {
            print!(" {v:>8.1}");
        }
        println!();
    }
    println!("{:>10} {:>8} {:>10} {:>10}", "nodes", "threads", "read GB/s", "copy GB/s");
    for b in &numa.bandwidth {
        let on = b.node.map_or("all".to_string(), |n| n.to_string());
        println!("{on:>10} {:>8} {:>10.1} {:>10.1}", b.threads, b.read_gbs, b.copy_gbs);
    }
    if let Some(best) = numa.bandwidth.iter().max_by(|a, b| a.read_gbs.total_cmp(&b.read_gbs)) {
        let most = numa.bandwidth.iter().filter(|b| b.node == best.node).map(|b| b.threads).max().unwrap_or(1);
        if best.threads < most {
            println!(
                "read bandwidth peaks at {} threads ({:.1} GB/s), below the {most} available: bandwidth-bound work \
                 runs best on fewer cores",
                best.threads, best.read_gbs
            );
        }
    }
    c.numa = Some(numa);
    let path = calibrate::save(&c).map_err(|e| Error::Internal(format!("cannot store the calibration: {e}")))?;
    println!("stored {}; `--target host` plans with it", path.display());
    Ok(())
}

fn print_targets() -> Result<(), Error> {
    use jitjoin::runtime::host::topology;
    println!("presets (use with --target):");
    for t in jitjoin::target::presets() {
        let l3 = t
            .caches
            .l3
            .map_or("no L3".to_string(), |b| format!("L3 {} per {} cores", human_bytes(b), t.caches.l3_shared_by));
        let runs = if t.runs_on_host() { "runs here" } else { "asm only here" };
        println!(
            "  {:<15} {:<27} L2 {:>9}, {l3}; {} — {runs}",
            t.name,
            t.isa.triple,
            human_bytes(t.caches.l2),
            t.description
        );
        println!("  {:<15} {}", "", jitjoin::explain::machine_facts(t));
    }
    println!();
    let topo = topology::host_topology().map_err(|e| Error::Internal(e.to_string()))?;
    let m = topology::describe(&topo);
    println!("host      {}", jitjoin::host_target());
    if let Some(model) = &m.cpu_model {
        println!("cpu       {model}");
    }
    println!("isa       {}", topology::host_isa_features().join(" "));
    println!("packages  {}   cores {}   logical cpus {}", m.packages, m.cores, m.pus);
    for n in &m.numa_nodes {
        let mem = n.memory.map_or("?".to_string(), human_bytes);
        println!("numa      node {}: {} cpus, {mem}", n.os_index, n.cpus);
    }
    for c in &m.caches {
        let line = c.line.map_or(String::new(), |l| format!(", {l} B lines"));
        println!("L{}        {} × {}, shared by {} cpu(s){line}", c.level, c.count, human_bytes(c.size), c.shared_by);
    }
    let host = jitjoin::runtime::host::caches::host_target();
    let model = jitjoin::compiler::plan::CacheModel::of(&host);
    println!();
    println!("`--target host` resolves to: {} with {}", host.isa.triple, host.isa.flags.join(" "));
    println!("  {}", jitjoin::explain::machine_facts(&host));
    println!(
        "  planned for: L2 {}, {} {} (nominal L3 {})",
        human_bytes(model.l2),
        model.llc_name,
        human_bytes(model.llc),
        host.caches.l3.map_or("none".to_string(), human_bytes)
    );
    match jitjoin::runtime::host::calibrate::stored() {
        Some(c) => {
            let sweep: Vec<String> =
                c.latency.iter().map(|(b, ns)| format!("{} {ns:.0} ns", human_bytes(*b))).collect();
            println!("  latency sweep: {}", sweep.join(", "));
        }
        None => println!("  no latency sweep stored (`jitjoin targets --calibrate` makes one)"),
    }
    Ok(())
}
