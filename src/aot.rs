//! `jitjoin compile`: a plan's kernels ahead of time, as a relocatable object, a C header and a
//! JSON description, written together into one directory.
//!
//! ```text
//!   DIR/<plan>.o     the kernels (ELF), symbols jj_<plan>_<kind>_<n>, helpers imported by name
//!   DIR/<plan>.h     the kernel signature, each kernel's context block, the helpers to provide
//!   DIR/<plan>.json  the step list: tables, buffers, kernels and their context blocks, steps,
//!                    output (`jitjoin_compiler::steps`); host/jitjoin_host.c follows it
//! ```
//! The files are written under temporary names and renamed into place only when all three are
//! complete, so a failure leaves nothing half-written.

use crate::Error;
use crate::runtime::exec::describe;
use crate::runtime::exec::listings::ObjectOutput;
use jitjoin_compiler::target::Target;
use std::borrow::Cow;
use std::path::{Path, PathBuf};

/// A C identifier made of a plan file's stem: letters, digits and `_`.
pub fn symbol_prefix(plan: &Path) -> String {
    let stem = plan.file_stem().map_or("plan".into(), |s| s.to_string_lossy().to_string());
    let mut s: String = stem.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
    if s.is_empty() || s.starts_with(|c: char| c.is_ascii_digit()) {
        s.insert(0, '_');
    }
    s
}

/// The target an object is written for: Apple's triple becomes Linux's, keeping the CPU's ISA
/// flags, so that the object is ELF and runs under Linux emulation. Returns the target and a
/// note saying so, when it changed.
pub fn object_target(t: &Target) -> (Target, Option<String>) {
    if !t.isa.triple.contains("apple") {
        return (t.clone(), None);
    }
    let mut elf = t.clone();
    elf.isa.triple = Cow::Borrowed("aarch64-unknown-linux-gnu");
    let note = format!(
        "{}: compiled with its ISA flags ({}) into an ELF object for aarch64 Linux, which runs under emulation; \
         no Mach-O object is written",
        t.name,
        t.isa.flags.join(" ")
    );
    (elf, Some(note))
}

/// A plan compiled ahead of time: the three files' contents.
pub struct Compiled {
    pub object: Vec<u8>,
    pub header: String,
    pub json: String,
}

/// Compile `p` (planned on `data`, the data it will run on) for `t`, symbols `jj_<prefix>_…`.
pub fn compile(p: &crate::PlanFile, data: &crate::ir::Dataset, t: &Target, prefix: &str) -> Result<Compiled, Error> {
    let workers = crate::runtime::workers::Workers::host(&crate::WorkerOptions::default())?;
    let obj = crate::runtime::exec::listings::object(&p.query, data, t, &workers, prefix)?;
    let header = header(prefix, t, &obj);
    let json = description(&p.path.display().to_string(), t, &p.query, &obj)?;
    let json = serde_json::to_string_pretty(&json).map_err(|e| Error::Internal(e.to_string()))?;
    Ok(Compiled { object: obj.object, header, json })
}

/// The C header of an object.
pub fn header(prefix: &str, t: &Target, out: &ObjectOutput) -> String {
    let flags = if t.isa.flags.is_empty() { "baseline".to_string() } else { t.isa.flags.join(" ") };
    let intro = [
        format!(
            "/* {prefix}.h: kernels of `{prefix}` compiled ahead of time by jitjoin for {} ({}; flags: {flags}).",
            t.name, t.isa.triple
        ),
        " *".to_string(),
        " * Every kernel processes rows start..end of its input and reads every address it needs".to_string(),
        " * from its context block: one uint64_t per word, in the order listed for the kernel.".to_string(),
        " * state: build, a duplicate sink (see jj_note_dup); histogram, one uint64_t counter per".to_string(),
        " * partition; scatter, the scatter state; probe, the pipeline state (16-byte words).".to_string(),
        " * A build returns how many rows met their key already; the others return 0. */".to_string(),
    ];
    let upper = prefix.to_uppercase();
    let mut h = format!(
        "{}\n#ifndef JJ_{upper}_H\n#define JJ_{upper}_H\n#include <stdint.h>\n\n\
         typedef uint64_t jj_kernel(const uint64_t *ctx, uint64_t start, uint64_t end, void *state);\n",
        intro.join("\n")
    );
    h += &format!(
        "\n/* The kernels' addresses, numbered as the step list (<plan>.json) numbers them. */\n\
         extern jj_kernel *const {}[];\n",
        out.table_symbol
    );
    for (k, o, names) in &out.kernels {
        h += &format!("\n/* {}\n * context:", k.head);
        for (i, n) in names.iter().enumerate() {
            h += &format!("\n *   [{i}] {n}");
        }
        if names.is_empty() {
            h += " (none)";
        }
        h += &format!(" */\njj_kernel {};\n", o.symbol);
    }
    h += "\n/* Helpers the kernels call; the host program provides them. */\n\
          void jj_emit_grow(void *state);\n\
          void jj_prefetch(const void *descriptors, uint64_t n, uint64_t start, uint64_t end);\n\
          void jj_stream_line(const uint64_t *src, uint64_t *dst);\n\
          void jj_note_dup(void *state, uint64_t slot, uint64_t row);\n\
          void jj_prefetch_rows(uint64_t base, uint64_t stride, const uint16_t *sel, uint64_t n);\n\n#endif\n";
    h
}

/// The JSON description of an object: the step list (tables, buffers, kernels with their
/// context blocks, steps, output; see `jitjoin_compiler::steps`), with the target it was
/// compiled for and the algorithms the planner chose.
pub fn description(
    plan: &str,
    t: &Target,
    q: &crate::ir::Query,
    out: &ObjectOutput,
) -> Result<serde_json::Value, Error> {
    let p = &out.plan;
    let algorithms: serde_json::Map<String, serde_json::Value> = p
        .builds
        .iter()
        .zip(&p.facts)
        .map(|(b, f)| (q.tables[b.table].name.clone(), describe(b, f.unique).into()))
        .collect();
    let mut v = serde_json::to_value(&out.steps).map_err(|e| Error::Internal(e.to_string()))?;
    let meta = serde_json::json!({
        "plan": plan,
        "target": t.name,
        "triple": t.isa.triple,
        "flags": t.isa.flags,
        "kernel_table": out.table_symbol,
        "algorithms": algorithms,
    });
    if let (Some(obj), serde_json::Value::Object(meta)) = (v.as_object_mut(), meta) {
        obj.extend(meta);
    }
    Ok(v)
}

/// Write the three files into `dir` (created if missing), all or nothing.
pub fn write(dir: &Path, prefix: &str, object: &[u8], header: &str, json: &str) -> Result<Vec<PathBuf>, Error> {
    if dir.exists() && !dir.is_dir() {
        return Err(Error::Usage(format!("--out {}: not a directory; name a directory to write into", dir.display())));
    }
    std::fs::create_dir_all(dir)
        .map_err(|e| Error::Usage(format!("--out {}: cannot create the directory: {e}", dir.display())))?;
    let files = [("o", object), ("h", header.as_bytes()), ("json", json.as_bytes())];
    let mut written = Vec::new();
    let fail = |e: std::io::Error, p: &Path, written: &[PathBuf]| {
        for w in written {
            let _ = std::fs::remove_file(w);
        }
        Error::Usage(format!("--out {}: cannot write {}: {e}; choose a writable directory", dir.display(), p.display()))
    };
    for (ext, bytes) in files {
        let tmp = dir.join(format!(".{prefix}.{ext}.tmp"));
        if let Err(e) = std::fs::write(&tmp, bytes) {
            return Err(fail(e, &tmp, &written));
        }
        written.push(tmp);
    }
    let mut out: Vec<PathBuf> = Vec::new();
    for ((ext, _), tmp) in files.iter().zip(&written) {
        let path = dir.join(format!("{prefix}.{ext}"));
        if let Err(e) = std::fs::rename(tmp, &path) {
            // Take back the files already in place too: all three or none.
            let placed: Vec<PathBuf> = written.iter().chain(&out).cloned().collect();
            return Err(fail(e, &path, &placed));
        }
        out.push(path);
    }
    Ok(out)
}

/// The host program's JSON output (the shape of `jitjoin run --format json`) as the result of
/// query `q`, typed as the interpreter types it, so that it is compared as an engine's is.
pub fn parse_output(json: &str, q: &crate::ir::Query) -> Result<crate::ir::interp::QueryResult, String> {
    use crate::ir::interp::AggValue;
    use crate::ir::query::OutputSpec;
    use crate::ir::{ColType, Value};
    let v: serde_json::Value =
        serde_json::from_str(json).map_err(|e| format!("the host printed no JSON ({e}): {json}"))?;
    let rows_out = v["rows_out"].as_u64().ok_or_else(|| format!("no rows_out in {json}"))?;
    let int = |x: &serde_json::Value| x.to_string().parse::<i128>().map_err(|_| format!("{x} is not an integer"));
    let float = |x: &serde_json::Value| x.as_f64().ok_or_else(|| format!("{x} is not a number"));
    let mut out =
        crate::ir::interp::QueryResult { aggregates: Vec::new(), rows: Vec::new(), rows_out, ..Default::default() };
    match &q.output {
        OutputSpec::Aggregate(aggs) => {
            for a in aggs {
                let x = &v["results"][&a.alias];
                let floats = a.func != crate::ir::plan::AggFunc::Count
                    && a.arg.as_ref().is_some_and(|c| c.ty(q) == ColType::F64);
                let value = match (x.is_null(), floats) {
                    (true, _) => AggValue::Null,
                    (false, true) => AggValue::Float(float(x)?),
                    (false, false) => AggValue::Int(int(x)?),
                };
                out.aggregates.push((a.alias.clone(), value));
            }
        }
        OutputSpec::Group(_) => return Err("a host program does not compute grouped aggregates".into()),
        OutputSpec::Emit { columns, .. } => {
            let rows = v["rows"].as_array().ok_or_else(|| format!("no rows in {json}"))?;
            for row in rows {
                let cells = row.as_array().ok_or_else(|| format!("{row} is not a row"))?;
                let typed = cells.iter().zip(columns).map(|(x, &c)| match q.column_type(c) {
                    ColType::F64 => float(x).map(|v| Some(Value::Float(v))),
                    _ => int(x).map(|v| Some(Value::Int(v))),
                });
                out.rows.push(typed.collect::<Result<_, _>>()?);
            }
        }
    }
    Ok(out)
}

/// The reference host program (`host/jitjoin_host.c`), which follows a step list.
pub const HOST_SOURCE: &str = include_str!("../host/jitjoin_host.c");

/// How to link and run code for a target on this machine: its C compiler and, for a foreign
/// architecture, the emulator with a CPU model that has the target's features.
#[derive(Clone, Debug, PartialEq)]
pub struct Toolchain {
    pub cc: String,
    pub cflags: Vec<String>,
    /// The command that runs the program (empty: run it directly).
    pub runner: Vec<String>,
    /// For messages: the Debian packages that provide `cc` and the runner.
    pub packages: Vec<(&'static str, &'static str)>,
}

impl Toolchain {
    /// The toolchain that runs `t`'s code here: natively when the host has its architecture
    /// and its ISA extensions, under `qemu-aarch64` for aarch64 on another host. An x86 preset
    /// whose extensions this CPU lacks cannot run here (qemu emulates no AVX-512).
    pub fn for_target(t: &Target) -> Result<Toolchain, Error> {
        let arch = t.isa.triple.split('-').next().unwrap_or_default();
        let common = ["-O2", "-pthread", "-std=gnu11"].map(String::from).to_vec();
        if arch == std::env::consts::ARCH {
            if !t.runs_on_host() {
                return Err(Error::Usage(format!(
                    "{}: its code uses ISA extensions this CPU lacks ({}); it would stop with SIGILL here. Run it \
                     on a CPU that has them (`jitjoin targets` marks the presets that run here)",
                    t.name,
                    t.isa.flags.join(" ")
                )));
            }
            return Ok(Toolchain {
                cc: "cc".into(),
                cflags: common,
                runner: Vec::new(),
                packages: vec![("cc", "gcc")],
            });
        }
        if arch == "aarch64" {
            // Kunpeng 920 is ARMv8.2 with LSE, FP16 and dot product: Neoverse N1 has exactly
            // those. Other aarch64 presets (M2: ARMv8.6, i8mm) get qemu's `max`.
            let model = if t.name == "kunpeng920" { "neoverse-n1" } else { "max" };
            let mut cflags = common;
            cflags.push("-static".into());
            return Ok(Toolchain {
                cc: "aarch64-linux-gnu-gcc".into(),
                cflags,
                runner: ["qemu-aarch64", "-cpu", model].map(String::from).to_vec(),
                packages: vec![
                    ("aarch64-linux-gnu-gcc", "gcc-aarch64-linux-gnu libc6-dev-arm64-cross"),
                    ("qemu-aarch64", "qemu-user"),
                ],
            });
        }
        Err(Error::Usage(format!(
            "{}: jitjoin knows no way to run {arch} code on this {} host; link the object on a {arch} machine",
            t.name,
            std::env::consts::ARCH
        )))
    }

    /// Whether the compiler and the emulator are installed; if not, which package to install.
    pub fn check(&self) -> Result<(), Error> {
        for tool in std::iter::once(&self.cc).chain(self.runner.first()) {
            let found = std::process::Command::new(tool)
                .arg("--version")
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .status();
            if found.is_err() {
                return Err(self.missing(tool));
            }
        }
        Ok(())
    }

    fn missing(&self, tool: &str) -> Error {
        let package = self.packages.iter().find(|p| p.0 == tool).map_or("its package", |p| p.1);
        Error::Usage(format!("`{tool}` is not installed; install it with `apt-get install {package}`"))
    }

    /// Compile the reference host program for plans named `prefix` into `dir/host.o`, warnings
    /// as errors, to [`link`](Self::link) with many plans' objects.
    pub fn compile_host(&self, dir: &Path, prefix: &str) -> Result<PathBuf, Error> {
        let internal = |e: std::io::Error| Error::Internal(format!("{}: {e}", dir.display()));
        let source = dir.join("jitjoin_host.c");
        std::fs::write(&source, HOST_SOURCE).map_err(internal)?;
        let object = dir.join("host.o");
        let mut cmd = std::process::Command::new(&self.cc);
        cmd.args(self.cflags.iter().filter(|f| *f != "-static"))
            .args(["-Wall", "-Wextra", "-Werror", &format!("-DJJ_PLAN={prefix}"), "-c"])
            .arg(&source)
            .arg("-o")
            .arg(&object);
        self.cc(cmd, "failed on the host program")?;
        Ok(object)
    }

    /// Compile the host program (`source`, a C file) for plan `prefix` and link it with
    /// `object` into `exe`.
    pub fn link(&self, source: &Path, prefix: &str, objects: &[&Path], exe: &Path) -> Result<(), Error> {
        let mut cmd = std::process::Command::new(&self.cc);
        cmd.args(&self.cflags).arg(format!("-DJJ_PLAN={prefix}")).arg(source).args(objects).arg("-o").arg(exe);
        self.cc(cmd, "failed to link the host program")
    }

    /// Run the C compiler as `cmd` says; a missing compiler names its package, a failure
    /// says `what` with the compiler's messages.
    fn cc(&self, mut cmd: std::process::Command, what: &str) -> Result<(), Error> {
        let out = cmd.output().map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => self.missing(&self.cc),
            _ => Error::Internal(format!("{}: {e}", self.cc)),
        })?;
        if !out.status.success() {
            return Err(Error::Internal(format!("{} {what}: {}", self.cc, String::from_utf8_lossy(&out.stderr))));
        }
        Ok(())
    }

    /// Run `exe args…` (under the emulator when there is one); its standard output, or the
    /// reason it failed: SIGILL and the host's own refusals (exit 2) are the user's to fix.
    pub fn run(&self, exe: &Path, args: &[&std::ffi::OsStr]) -> Result<String, Error> {
        let (program, pre): (&std::ffi::OsStr, &[String]) = match self.runner.split_first() {
            Some((r, rest)) => (r.as_ref(), rest),
            None => (exe.as_os_str(), &[]),
        };
        let mut cmd = std::process::Command::new(program);
        cmd.args(pre);
        if !self.runner.is_empty() {
            cmd.arg(exe);
        }
        let out = cmd.args(args).output().map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => self.missing(&program.to_string_lossy()),
            _ => Error::Internal(format!("{}: {e}", program.to_string_lossy())),
        })?;
        let stderr = String::from_utf8_lossy(&out.stderr).trim().to_string();
        match out.status.code() {
            Some(0) => Ok(String::from_utf8_lossy(&out.stdout).into_owned()),
            Some(2) | Some(132) => Err(Error::Usage(stderr)),
            _ => Err(Error::Internal(format!("the host program failed ({}): {stderr}", out.status))),
        }
    }
}
