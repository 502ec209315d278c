//! Tokens of the plan language. `#` starts a comment that runs to the end of the line.

use crate::error::{PlanError, PlanErrorKind};
use crate::plan::Span;

#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    Ident(String),
    /// A number as written (`42`, `-` is separate, `0.5`, `1e-3`, `16M`, `2^20`); the parser
    /// reads it as a size, an integer or a float depending on where it stands.
    Number(String),
    Str(String),
    Punct(&'static str),
    Eof,
}

impl Tok {
    pub fn describe(&self) -> String {
        match self {
            Tok::Ident(s) => format!("`{s}`"),
            Tok::Number(s) => format!("number `{s}`"),
            Tok::Str(s) => format!("string \"{s}\""),
            Tok::Punct(p) => format!("`{p}`"),
            Tok::Eof => "end of file".into(),
        }
    }
}

const PUNCT: [&str; 16] = ["<=", ">=", "<>", "!=", "(", ")", "{", "}", ",", ".", ":", "=", "<", ">", "*", "+"];

pub fn lex(file: &str, src: &str) -> Result<Vec<(Tok, Span)>, PlanError> {
    let mut out = Vec::new();
    let chars: Vec<char> = src.chars().collect();
    let (mut i, mut line, mut col) = (0usize, 1u32, 1u32);
    let err = |span: Span, msg: String| PlanError::new(file, span, PlanErrorKind::Lex(msg));
    while i < chars.len() {
        let c = chars[i];
        let span = Span { line, col };
        let start = i;
        if c == '\n' {
            i += 1;
            line += 1;
            col = 1;
            continue;
        }
        if c.is_whitespace() {
            i += 1;
            col += 1;
            continue;
        }
        if c == '#' {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            continue;
        }
        if c.is_ascii_alphabetic() || c == '_' {
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            out.push((Tok::Ident(chars[start..i].iter().collect()), span));
        } else if c.is_ascii_digit() {
            while i < chars.len() {
                let d = chars[i];
                let exp_sign = (d == '-' || d == '+')
                    && matches!(chars[i - 1], 'e' | 'E')
                    && chars[start..i].iter().all(|c| !c.is_ascii_alphabetic() || *c == 'e' || *c == 'E');
                if d.is_ascii_alphanumeric() || d == '_' || d == '.' || d == '^' || exp_sign {
                    i += 1;
                } else {
                    break;
                }
            }
            out.push((Tok::Number(chars[start..i].iter().collect()), span));
        } else if c == '"' || c == '\'' {
            // `"…"` or `'…'` (SQL's quotes); a backslash escapes the quote or itself.
            let quote = c;
            i += 1;
            let mut s = String::new();
            loop {
                match chars.get(i) {
                    None | Some('\n') => {
                        return Err(err(span, format!("string is not closed; add a `{quote}`")));
                    }
                    Some(&q) if q == quote => break,
                    Some('\\') if matches!(chars.get(i + 1), Some(&q) if q == quote || q == '\\') => {
                        s.push(chars[i + 1]);
                        i += 2;
                    }
                    Some(&ch) => {
                        s.push(ch);
                        i += 1;
                    }
                }
            }
            i += 1;
            out.push((Tok::Str(s), span));
        } else if c == '-' {
            i += 1;
            out.push((Tok::Punct("-"), span));
        } else {
            let rest: String = chars[i..chars.len().min(i + 2)].iter().collect();
            match PUNCT.iter().find(|p| rest.starts_with(**p)) {
                Some(p) => {
                    i += p.len();
                    out.push((Tok::Punct(if *p == "!=" { "<>" } else { p }), span));
                }
                None => return Err(err(span, format!("unexpected character `{c}`"))),
            }
        }
        col += (i - start) as u32;
    }
    out.push((Tok::Eof, Span { line, col }));
    Ok(out)
}
