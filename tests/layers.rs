//! The layering `compiler/src/lib.rs` and `runtime/src/lib.rs` draw, checked on the sources:
//! every `crate::…` path in a layer names that layer or one below it, and the lowering modules
//! of the JIT import each other without a circle.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The top-level module a file of `src` belongs to (`lib` for lib.rs).
fn module_of(src: &Path, file: &Path) -> String {
    let rel = file.strip_prefix(src).unwrap();
    let first = rel.components().next().unwrap().as_os_str().to_string_lossy().to_string();
    first.trim_end_matches(".rs").to_string()
}

/// Top-level modules named by `crate::NAME` in `text`, outside comments.
fn crate_refs(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for line in text.lines() {
        let code = line.split("//").next().unwrap_or("");
        let mut rest = code;
        while let Some(i) = rest.find("crate::") {
            let name: String = rest[i + 7..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
            out.insert(name);
            rest = &rest[i + 7..];
        }
    }
    out
}

/// Check that every module of crate `dir` only names modules of its rank or lower.
fn check_layers(dir: &str, ranks: &[(&str, u32)]) {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir).join("src");
    let rank: BTreeMap<&str, u32> = ranks.iter().copied().collect();
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut bad = Vec::new();
    for f in &files {
        let m = module_of(&src, f);
        if m == "lib" {
            continue;
        }
        let mine = *rank.get(m.as_str()).unwrap_or_else(|| panic!("{dir}: module `{m}` has no layer"));
        for r in crate_refs(&std::fs::read_to_string(f).unwrap()) {
            let theirs = *rank.get(r.as_str()).unwrap_or_else(|| panic!("{}: `crate::{r}` has no layer", f.display()));
            if theirs > mine {
                bad.push(format!("{} ({m}) imports crate::{r}", f.display()));
            }
        }
    }
    assert!(bad.is_empty(), "imports against the layering:\n{}", bad.join("\n"));
}

#[test]
fn compiler_layers_import_downward_only() {
    check_layers("compiler", &[("target", 0), ("layout", 1), ("plan", 2), ("abi", 3), ("steps", 4), ("engine", 5)]);
}

#[test]
fn runtime_layers_import_downward_only() {
    check_layers("runtime", &[("error", 0), ("host", 0), ("data", 1), ("workers", 2), ("exec", 3)]);
}

/// The JIT's lowering modules (`super::X` among `engine/jit/*.rs`) form no circle.
#[test]
fn jit_lowering_modules_form_no_circle() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("compiler/src/engine/jit");
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for e in std::fs::read_dir(&dir).unwrap().flatten() {
        let name = e.path().file_stem().unwrap().to_string_lossy().to_string();
        if name == "mod" {
            continue;
        }
        let text = std::fs::read_to_string(e.path()).unwrap();
        let deps = graph.entry(name.clone()).or_default();
        for line in text.lines().filter(|l| !l.trim_start().starts_with("//")) {
            let mut rest = line;
            while let Some(i) = rest.find("super::") {
                let d: String = rest[i + 7..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
                if d != name && dir.join(format!("{d}.rs")).exists() {
                    deps.insert(d);
                }
                rest = &rest[i + 7..];
            }
        }
    }
    // Depth-first search for a back edge.
    fn visit(n: &str, g: &BTreeMap<String, BTreeSet<String>>, on: &mut Vec<String>, done: &mut BTreeSet<String>) {
        if done.contains(n) {
            return;
        }
        assert!(!on.iter().any(|x| x == n), "import circle: {} -> {n}", on.join(" -> "));
        on.push(n.to_string());
        for d in g.get(n).into_iter().flatten() {
            visit(d, g, on, done);
        }
        on.pop();
        done.insert(n.to_string());
    }
    let mut done = BTreeSet::new();
    for n in graph.keys() {
        visit(n, &graph, &mut Vec::new(), &mut done);
    }
    assert!(graph.contains_key("probe") && graph.contains_key("sink"), "{graph:?}");
}
