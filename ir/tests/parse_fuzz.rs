//! The parser and verifier fuzzed: random bytes, mutated example plans and random token
//! streams must give a plan or errors that each name a position inside the input, never a
//! panic. CI runs a share; `JITJOIN_FUZZ_CASES=1000000 cargo test -p jitjoin-ir --release
//! --test parse_fuzz` runs a long session (each test runs that many inputs).

use jitjoin_ir::compile_text;
use proptest::prelude::*;

/// Inputs per test: `JITJOIN_FUZZ_CASES`, or a share for CI.
fn config() -> ProptestConfig {
    let cases = std::env::var("JITJOIN_FUZZ_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(20_000);
    ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::default() }
}

/// `src` is accepted, or every error points at a line and column inside it.
fn check(src: &str) {
    if let Err(errors) = compile_text("fuzz.jj", src) {
        assert!(!errors.0.is_empty(), "an error list is never empty");
        let lines = src.split('\n').count() as u32;
        for e in &errors.0 {
            let (line, col) = (e.span.line, e.span.col);
            assert!(line >= 1 && line <= lines + 1 && col >= 1, "{e} is outside the input ({lines} lines):\n{src}");
            assert!(e.to_string().starts_with("fuzz.jj:"), "{e}");
        }
    }
}

fn examples() -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples");
    let mut out: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "jj"))
        .map(|e| std::fs::read_to_string(e.path()).unwrap())
        .collect();
    out.sort();
    assert!(out.len() >= 5);
    out
}

/// Words and symbols of the plan language, and a few that are not.
const TOKENS: &[&str] = &[
    "table",
    "from",
    "join",
    "semi",
    "anti",
    "on",
    "and",
    "or",
    "not",
    "filter",
    "aggregate",
    "emit",
    "limit",
    "using",
    "hash",
    "radix",
    "vector",
    "auto",
    "as",
    "between",
    "in",
    "count",
    "sum",
    "min",
    "max",
    "rows:",
    "seed:",
    "csv",
    "dense()",
    "seq()",
    "dup(distinct: 3)",
    "foreign(of: R.k, hit: 0.5)",
    "uniform(-5, 5)",
    "zipf(1.1)",
    "u32",
    "i32",
    "u64",
    "i64",
    "f64",
    "R",
    "S",
    "R.k",
    "S.fk",
    "k",
    "fk",
    "=",
    "<>",
    "<",
    "<=",
    ">",
    ">=",
    "(",
    ")",
    "{",
    "}",
    ",",
    ".",
    ":",
    "*",
    "-",
    "0",
    "1",
    "-1",
    "4294967296",
    "18446744073709551616",
    "-9223372036854775809",
    "2^20",
    "1M",
    "1.5",
    "1e309",
    "\"a.csv\"",
    "\"",
    "#",
    "\n",
    " ",
    "\t",
    "é",
    "\u{0}",
];

/// One edit of a plan: delete a range, insert a token, or repeat a slice.
#[derive(Clone, Debug)]
enum Edit {
    Delete(usize, usize),
    Insert(usize, usize),
    Repeat(usize, usize, usize),
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (any::<usize>(), 0usize..40).prop_map(|(a, n)| Edit::Delete(a, n)),
        (any::<usize>(), 0..TOKENS.len()).prop_map(|(a, t)| Edit::Insert(a, t)),
        (any::<usize>(), 1usize..30, 1usize..4).prop_map(|(a, n, k)| Edit::Repeat(a, n, k)),
    ]
}

/// The char boundary at or before `at % (len + 1)`.
fn boundary(s: &str, at: usize) -> usize {
    let mut i = at % (s.len() + 1);
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn apply(mut s: String, edits: &[Edit]) -> String {
    for e in edits {
        match *e {
            Edit::Delete(a, n) => {
                let i = boundary(&s, a);
                let j = boundary(&s, i + n.min(s.len() - i));
                s.replace_range(i..j.max(i), "");
            }
            Edit::Insert(a, t) => {
                let i = boundary(&s, a);
                s.insert_str(i, &format!(" {} ", TOKENS[t]));
            }
            Edit::Repeat(a, n, k) => {
                let i = boundary(&s, a);
                let j = boundary(&s, i + n.min(s.len() - i)).max(i);
                let piece = s[i..j].repeat(k);
                s.insert_str(j, &piece);
            }
        }
    }
    s
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        check(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn mutated_examples_never_panic(which in any::<usize>(), edits in proptest::collection::vec(edit(), 1..6)) {
        let all = examples();
        check(&apply(all[which % all.len()].clone(), &edits));
    }

    #[test]
    fn random_token_streams_never_panic(tokens in proptest::collection::vec(0..TOKENS.len(), 0..120)) {
        let src: Vec<&str> = tokens.iter().map(|&t| TOKENS[t]).collect();
        check(&src.join(" "));
    }
}

/// Deep nesting is refused with a position, not a stack overflow: parentheses, `not`s, and
/// both mixed, far past the limit.
#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let head = "table S (rows: 10) { a u32 = seq() }\nfrom S\nfilter ";
    for n in [1_000usize, 100_000] {
        for (open, close) in [("(", ")"), ("not ", ""), ("not (", ")")] {
            let src = format!("{head}{}S.a > 1{}\naggregate count(*) as n", open.repeat(n), close.repeat(n));
            let e = compile_text("deep.jj", &src).expect_err("too deep");
            assert!(e.to_string().contains("levels deep"), "{e}");
            check(&src);
        }
    }
}
