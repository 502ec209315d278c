//! The layering `compiler/src/lib.rs` and `runtime/src/lib.rs` draw, checked on the sources:
//! every `crate::…` path in a layer names that layer or one below it; and within every crate,
//! no two files import each other, directly or round a circle of other files.

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
    check_layers(
        "compiler",
        &[
            ("fingerprint", 0),
            ("target", 0),
            ("layout", 1),
            ("plan", 2),
            ("abi", 3),
            ("steps", 4),
            ("physical", 5),
            ("engine", 6),
        ],
    );
}

#[test]
fn runtime_layers_import_downward_only() {
    check_layers("runtime", &[("error", 0), ("settings", 0), ("host", 0), ("data", 1), ("workers", 2), ("exec", 3)]);
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

/// A file's module path in its crate: `a/b.rs` is `a::b`, `a/mod.rs` is `a`, `lib.rs` the root.
fn module_path(src: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src).unwrap();
    let mut parts: Vec<String> = rel.iter().map(|c| c.to_string_lossy().to_string()).collect();
    let last = parts.pop().unwrap();
    let stem = last.trim_end_matches(".rs").to_string();
    if !matches!(stem.as_str(), "mod" | "lib" | "main") {
        parts.push(stem);
    }
    parts
}

/// The paths a file's code names through `crate::`, `super::` and `self::` (in `use` lines,
/// brace groups expanded, and inline), each resolved from module `me` to a path from the root.
/// Comments and the file's `#[cfg(test)]` tail are left out.
fn named_paths(text: &str, me: &[String]) -> Vec<Vec<String>> {
    let code: String = text
        .split("#[cfg(test)]")
        .next()
        .unwrap_or("")
        .lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut out = Vec::new();
    let chars: Vec<char> = code.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let starts = |p: &str| p.chars().enumerate().all(|(k, c)| chars.get(i + k) == Some(&c));
        let start = ["crate::", "super::", "self::"].iter().find(|p| starts(p));
        let boundary = i == 0 || !ident(chars[i - 1]) && chars[i - 1] != ':';
        let (Some(_), true) = (start, boundary) else {
            i += 1;
            continue;
        };
        // Read `seg::seg::…`, then maybe `{ … }` groups, as a list of full paths.
        fn read(chars: &[char], mut i: usize, prefix: Vec<String>, out: &mut Vec<Vec<String>>) -> usize {
            let ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
            let mut path = prefix;
            loop {
                while i < chars.len() && chars[i].is_whitespace() {
                    i += 1;
                }
                if i < chars.len() && chars[i] == '{' {
                    i += 1;
                    loop {
                        i = read(chars, i, path.clone(), out);
                        while i < chars.len() && chars[i].is_whitespace() {
                            i += 1;
                        }
                        match chars.get(i) {
                            Some(',') => i += 1,
                            Some('}') => return i + 1,
                            _ => return i,
                        }
                        while i < chars.len() && chars[i].is_whitespace() {
                            i += 1;
                        }
                        if chars.get(i) == Some(&'}') {
                            return i + 1;
                        }
                    }
                }
                let s = i;
                while i < chars.len() && ident(chars[i]) {
                    i += 1;
                }
                if s == i {
                    out.push(path);
                    return i;
                }
                path.push(chars[s..i].iter().collect());
                if chars.get(i) == Some(&':') && chars.get(i + 1) == Some(&':') {
                    i += 2;
                } else {
                    out.push(path);
                    return i;
                }
            }
        }
        let mut raw = Vec::new();
        i = read(&chars, i, Vec::new(), &mut raw);
        for p in raw {
            // Resolve `crate`, `super` and `self` to a path from the root.
            let mut base: Vec<String> = Vec::new();
            let mut rest = p.as_slice();
            match rest.first().map(String::as_str) {
                Some("crate") => rest = &rest[1..],
                Some("self") | Some("super") => {
                    base = me.to_vec();
                    while let Some(first) = rest.first() {
                        match first.as_str() {
                            "self" => rest = &rest[1..],
                            "super" => {
                                base.pop();
                                rest = &rest[1..];
                            }
                            _ => break,
                        }
                    }
                }
                _ => continue,
            }
            base.extend(rest.iter().cloned());
            out.push(base);
        }
    }
    out
}

/// Groups of files of crate `dir` that import each other round a circle (Tarjan's strongly
/// connected components over the imports between files, where a module and the modules it
/// contains may name each other).
fn file_circles(dir: &str) -> Vec<Vec<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mods: Vec<(Vec<String>, PathBuf)> = files.iter().map(|f| (module_path(&src, f), f.clone())).collect();
    let known: BTreeSet<Vec<String>> = mods.iter().map(|m| m.0.clone()).collect();
    let nested = |a: &[String], b: &[String]| a.starts_with(b) || b.starts_with(a);
    let mut graph: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
    for (me, file) in &mods {
        let deps = graph.entry(me.clone()).or_default();
        for p in named_paths(&std::fs::read_to_string(file).unwrap(), me) {
            // The longest prefix of the path that is a module of the crate.
            let Some(target) = (0..=p.len()).rev().map(|n| p[..n].to_vec()).find(|m| known.contains(m)) else {
                continue;
            };
            if !nested(me, &target) {
                deps.insert(target);
            }
        }
    }
    // Tarjan.
    struct T<'a> {
        g: &'a BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
        index: BTreeMap<Vec<String>, usize>,
        low: BTreeMap<Vec<String>, usize>,
        stack: Vec<Vec<String>>,
        out: Vec<Vec<String>>,
    }
    fn strong(t: &mut T<'_>, v: &Vec<String>) {
        let i = t.index.len();
        t.index.insert(v.clone(), i);
        t.low.insert(v.clone(), i);
        t.stack.push(v.clone());
        for w in t.g.get(v).into_iter().flatten() {
            if !t.index.contains_key(w) {
                strong(t, w);
                let lw = t.low[w];
                let lv = t.low.get_mut(v).unwrap();
                *lv = (*lv).min(lw);
            } else if t.stack.contains(w) {
                let iw = t.index[w];
                let lv = t.low.get_mut(v).unwrap();
                *lv = (*lv).min(iw);
            }
        }
        if t.low[v] == t.index[v] {
            let mut group = Vec::new();
            while let Some(w) = t.stack.pop() {
                let done = w == *v;
                group.push(w.join("::"));
                if done {
                    break;
                }
            }
            if group.len() > 1 {
                group.sort();
                t.out.push(group);
            }
        }
    }
    let mut t = T { g: &graph, index: BTreeMap::new(), low: BTreeMap::new(), stack: Vec::new(), out: Vec::new() };
    for v in graph.keys() {
        if !t.index.contains_key(v) {
            strong(&mut t, v);
        }
    }
    t.out
}

#[test]
fn no_files_import_each_other_round_a_circle() {
    for dir in ["ir", "compiler", "runtime", "."] {
        let circles = file_circles(dir);
        assert!(circles.is_empty(), "{dir}: files that import each other: {circles:?}");
    }
}

/// The check sees a circle where there is one: two sibling files naming each other.
#[test]
fn a_circle_between_two_files_is_seen() {
    let me = vec!["abi".to_string(), "emit".to_string()];
    let paths = named_paths("use super::state::{EMIT_CAP, X};\nfn f() { crate::abi::state::decode(1) }", &me);
    assert!(paths.contains(&vec!["abi".into(), "state".into(), "EMIT_CAP".into()]), "{paths:?}");
    assert!(paths.contains(&vec!["abi".into(), "state".into(), "decode".into()]), "{paths:?}");
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("src");
    std::fs::create_dir_all(src.join("a")).unwrap();
    std::fs::write(src.join("lib.rs"), "mod a;").unwrap();
    std::fs::write(src.join("a/mod.rs"), "mod x; mod y;").unwrap();
    std::fs::write(src.join("a/x.rs"), "use super::y::Y;").unwrap();
    std::fs::write(src.join("a/y.rs"), "fn f() -> crate::a::x::X { todo!() }").unwrap();
    let rel = pathdiff(dir.path());
    assert_eq!(file_circles(&rel), vec![vec!["a::x".to_string(), "a::y".to_string()]]);
}

/// `to` as a path relative to this crate's directory.
fn pathdiff(to: &Path) -> String {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let ups = here.components().count();
    format!("{}{}", "../".repeat(ups), to.strip_prefix("/").unwrap().display())
}

/// The environment is read at the edge only: `Settings::from_env` (which the command line
/// calls once) and test code; every other library file takes the settings it is given.
#[test]
fn only_the_edge_reads_the_environment() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["ir/src", "compiler/src", "runtime/src", "src"] {
        rust_files(&root.join(dir), &mut files);
    }
    let edge = |f: &Path| {
        f.ends_with("runtime/src/settings.rs") || f == root.join("src/main.rs") || f.starts_with(root.join("src/cli"))
    };
    let mut readers = Vec::new();
    for f in files.iter().filter(|f| !edge(f)) {
        let text = std::fs::read_to_string(f).unwrap();
        // A file's own tests (a child process's marker, say) are harness, not library.
        let library = text.split("#[cfg(test)]").next().unwrap_or("");
        if library.contains("env::var") {
            readers.push(f.strip_prefix(root).unwrap().display().to_string());
        }
    }
    assert!(readers.is_empty(), "read the environment below the command line: {readers:?}");
}
