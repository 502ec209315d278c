//! Parser for the plan language (see `docs/plan-language.md`).
//!
//! ```text
//! table R (rows: 1M, seed: 1) {
//!     key     u32 = dense()
//!     payload u32 = key
//! }
//! table S (rows: 16M) { fk u32 = foreign(of: R.key, dist: uniform, hit: 1.0) }
//! from S
//! join R on S.fk = R.key
//! aggregate count(*) as n, sum(R.payload) as total
//! ```

use crate::error::{PlanError, PlanErrorKind};
use crate::lex::{Tok, lex};
use crate::plan::*;
use crate::size::parse_size;
use crate::types::{ColType, Logical, MAX_COLUMN_PRECISION, Value};

/// Parse plan text. `file` names the source in error messages.
pub fn parse(file: &str, src: &str) -> Result<Plan, PlanError> {
    let toks = lex(file, src)?;
    let mut p = Parser { file, toks, pos: 0, depth: 0 };
    p.plan()
}

struct Parser<'a> {
    file: &'a str,
    toks: Vec<(Tok, Span)>,
    pos: usize,
    /// Open parentheses and `not`s around the expression being parsed.
    depth: usize,
}

type PResult<T> = Result<T, PlanError>;

impl Parser<'_> {
    fn peek(&self) -> &Tok {
        &self.toks[self.pos].0
    }
    fn peek_at(&self, k: usize) -> &Tok {
        &self.toks[(self.pos + k).min(self.toks.len() - 1)].0
    }
    fn span(&self) -> Span {
        self.toks[self.pos].1
    }
    fn bump(&mut self) -> (Tok, Span) {
        let t = self.toks[self.pos].clone();
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
        t
    }
    fn error_at(&self, span: Span, kind: PlanErrorKind) -> PlanError {
        PlanError::new(self.file, span, kind)
    }
    fn expected(&self, what: &str) -> PlanError {
        self.error_at(self.span(), PlanErrorKind::Syntax { expected: what.into(), found: self.peek().describe() })
    }
    fn is_kw(&self, kw: &str) -> bool {
        matches!(self.peek(), Tok::Ident(s) if s == kw)
    }
    fn eat_kw(&mut self, kw: &str) -> bool {
        let hit = self.is_kw(kw);
        if hit {
            self.bump();
        }
        hit
    }
    fn expect_kw(&mut self, kw: &str) -> PResult<Span> {
        if self.is_kw(kw) { Ok(self.bump().1) } else { Err(self.expected(&format!("`{kw}`"))) }
    }
    fn is_punct(&self, p: &str) -> bool {
        matches!(self.peek(), Tok::Punct(q) if *q == p)
    }
    fn eat_punct(&mut self, p: &str) -> bool {
        let hit = self.is_punct(p);
        if hit {
            self.bump();
        }
        hit
    }
    fn expect_punct(&mut self, p: &str) -> PResult<Span> {
        if self.is_punct(p) { Ok(self.bump().1) } else { Err(self.expected(&format!("`{p}`"))) }
    }
    fn ident(&mut self, what: &str) -> PResult<Ident> {
        match self.peek().clone() {
            Tok::Ident(name) => {
                let span = self.bump().1;
                Ok(Ident { name, span })
            }
            _ => Err(self.expected(what)),
        }
    }

    fn plan(&mut self) -> PResult<Plan> {
        let mut tables = Vec::new();
        let mut from = None;
        let mut joins = Vec::new();
        let mut filters = Vec::new();
        let mut output = None;
        loop {
            let span = self.span();
            match self.peek().clone() {
                Tok::Eof => break,
                Tok::Ident(kw) => match kw.as_str() {
                    "table" => tables.push(self.table()?),
                    "from" => {
                        self.bump();
                        if from.is_some() {
                            return Err(self.error_at(
                                span,
                                PlanErrorKind::Syntax {
                                    expected: "one `from` per plan".into(),
                                    found: "a second `from`".into(),
                                },
                            ));
                        }
                        from = Some(self.ident("the probe table's name after `from`")?);
                    }
                    "join" | "semi" | "anti" | "not" => joins.push(self.join()?),
                    "filter" => {
                        self.bump();
                        filters.push(Filter { expr: self.expr()?, span });
                    }
                    "aggregate" | "emit" => {
                        if output.is_some() {
                            return Err(self.error_at(
                                span,
                                PlanErrorKind::Syntax {
                                    expected: "one `aggregate` or `emit` per plan".into(),
                                    found: format!("a second `{kw}`"),
                                },
                            ));
                        }
                        output = Some(if kw == "aggregate" { self.aggregate()? } else { self.emit()? });
                    }
                    _ => {
                        return Err(self.expected("`table`, `from`, `join`, `filter`, `aggregate` or `emit`"));
                    }
                },
                _ => {
                    return Err(self.expected("`table`, `from`, `join`, `filter`, `aggregate` or `emit`"));
                }
            }
        }
        let end = self.span();
        let missing = |what: &str| {
            PlanError::new(self.file, end, PlanErrorKind::Syntax { expected: what.into(), found: "end of file".into() })
        };
        let from = from.ok_or_else(|| missing("`from TABLE` naming the probe table"))?;
        let output = output.ok_or_else(|| missing("`aggregate …` or `emit …`"))?;
        Ok(Plan { tables, from, joins, filters, output })
    }

    fn table(&mut self) -> PResult<TableDecl> {
        self.expect_kw("table")?;
        let name = self.ident("a table name")?;
        self.expect_punct("(")?;
        let (mut rows, mut seed, mut file, mut partition) = (None, None, None::<(FileFormat, String)>, None);
        let (mut bench, mut bench_table) = (None::<(Suite, f64, Span)>, None::<Ident>);
        let mut memory = false;
        loop {
            let p = self.ident(
                "a table parameter (`rows`, `seed`, `csv`, `parquet`, `arrow`, `memory`, `ssb`, `tpch` or `partition`)",
            )?;
            if p.name == "memory" && !self.is_punct(":") {
                // A bare flag: the embedding program supplies the rows.
                if std::mem::replace(&mut memory, true) {
                    return Err(self
                        .error_at(p.span, PlanErrorKind::DuplicateParam { table: name.name.clone(), param: p.name }));
                }
                if !self.eat_punct(",") {
                    break;
                }
                continue;
            }
            self.expect_punct(":")?;
            let dup = match p.name.as_str() {
                "rows" => rows.replace(self.size()?).is_some(),
                "seed" => seed.replace(self.size()?).is_some(),
                "partition" => partition.replace(self.ident("the column the table is partitioned by")?).is_some(),
                "table" => bench_table.replace(self.ident("the benchmark's table, e.g. `lineorder`")?).is_some(),
                other if Suite::from_param(other).is_some() => {
                    let suite = Suite::from_param(other).expect("matched");
                    let span = self.span();
                    let scale = self.value()?.as_f64();
                    if !(scale > 0.0 && scale <= 100_000.0) {
                        return Err(self.error_at(
                            span,
                            PlanErrorKind::Syntax {
                                expected: format!("a scale factor above 0 and at most 100000, e.g. `{other}: 0.01`"),
                                found: scale.to_string(),
                            },
                        ));
                    }
                    bench.replace((suite, scale, p.span)).is_some()
                }
                other => match FileFormat::from_param(other) {
                    Some(format) => match self.bump() {
                        (Tok::Str(s), _) => {
                            if let Some((first, _)) = &file
                                && *first != format
                            {
                                return Err(self.error_at(
                                    p.span,
                                    PlanErrorKind::Syntax {
                                        expected: format!(
                                            "one file per table, not `{}:` and `{other}:`",
                                            first.param()
                                        ),
                                        found: format!("`{other}:`"),
                                    },
                                ));
                            }
                            file.replace((format, s)).is_some()
                        }
                        (t, span) => {
                            return Err(self.error_at(
                                span,
                                PlanErrorKind::Syntax {
                                    expected: format!("a quoted path, e.g. `{other}: \"data/r.{other}\"`"),
                                    found: t.describe(),
                                },
                            ));
                        }
                    },
                    None => return Err(self.error_at(p.span, PlanErrorKind::UnknownTableParam(other.into()))),
                },
            };
            if dup {
                return Err(
                    self.error_at(p.span, PlanErrorKind::DuplicateParam { table: name.name.clone(), param: p.name })
                );
            }
            if !self.eat_punct(",") {
                break;
            }
        }
        self.expect_punct(")")?;
        if let Some((suite, scale, span)) = bench {
            if file.is_some() || rows.is_some() || seed.is_some() || memory {
                return Err(self.error_at(
                    span,
                    PlanErrorKind::Syntax {
                        expected: format!("`{}:` alone: the benchmark's generator makes the rows", suite.param()),
                        found: "a file, `rows:`, `seed:` or `memory` beside it".into(),
                    },
                ));
            }
            let table = bench_table.map_or_else(|| name.name.clone(), |t| t.name);
            let source = Source::Bench { suite, scale, table };
            if !self.is_punct("{") {
                return Ok(TableDecl { name, source, columns: Vec::new(), partition });
            }
            let columns = self.columns()?;
            return Ok(TableDecl { name, source, columns, partition });
        }
        if let Some(t) = bench_table {
            return Err(self.error_at(
                t.span,
                PlanErrorKind::Syntax {
                    expected: "`table:` beside `ssb:` or `tpch:`, naming the benchmark's table".into(),
                    found: "no benchmark".into(),
                },
            ));
        }
        let source = match (file, rows) {
            (None, None) if memory && seed.is_none() => Source::Memory,
            _ if memory => {
                return Err(self.error_at(
                    name.span,
                    PlanErrorKind::Syntax {
                        expected: "`memory` alone: the program supplies the rows".into(),
                        found: "a file or `rows:`/`seed:` beside it".into(),
                    },
                ));
            }
            (Some((format, path)), None) if seed.is_none() => Source::File { format, path },
            (Some((format, _)), _) => {
                return Err(self.error_at(
                    name.span,
                    PlanErrorKind::Syntax {
                        expected: format!("either `{}:` or `rows:`/`seed:`", format.param()),
                        found: "both".into(),
                    },
                ));
            }
            (None, Some(rows)) => Source::Generated { rows, seed: seed.unwrap_or(0) },
            (None, None) => {
                return Err(self.error_at(
                    name.span,
                    PlanErrorKind::Syntax {
                        expected: "`rows: N` or a file (`csv:`, `parquet:` or `arrow:` \"path\") in the table's \
                                   parameters"
                            .into(),
                        found: "neither".into(),
                    },
                ));
            }
        };
        // A Parquet or Arrow file says its columns: the block may be left out.
        if matches!(&source, Source::File { format, .. } if format.has_schema()) && !self.is_punct("{") {
            return Ok(TableDecl { name, source, columns: Vec::new(), partition });
        }
        let columns = self.columns()?;
        Ok(TableDecl { name, source, columns, partition })
    }

    /// A table's `{ COLUMNS }` block.
    fn columns(&mut self) -> PResult<Vec<ColumnDecl>> {
        self.expect_punct("{")?;
        let mut columns = Vec::new();
        while !self.eat_punct("}") {
            let cname = self.ident("a column name or `}`")?;
            let (ty, logical) = self.column_type()?;
            let generator = if self.eat_punct("=") { Some(self.gen_expr()?) } else { None };
            let nulls = if generator.is_some() && self.eat_kw("nulls") { Some(self.value()?.as_f64()) } else { None };
            columns.push(ColumnDecl { name: cname, ty, generator, nulls, logical });
            self.eat_punct(",");
        }
        Ok(columns)
    }

    /// A column's type: a machine type (`i32`, `i64`, `u32`, `u64`, `f64`), `str` (u32 codes into
    /// a dictionary), `decimal(P,S)` (an i64 holding the unscaled value) or `date` (i32 days).
    fn column_type(&mut self) -> PResult<(ColType, Logical)> {
        let ty_id = self.ident("a column type (i32, i64, u32, u64, f64, str, decimal(P,S), date)")?;
        let logical = match ty_id.name.as_str() {
            "str" => Logical::Text,
            "date" => Logical::Date,
            "decimal" => {
                self.expect_punct("(")?;
                let at = self.span();
                let precision = self.size()?;
                self.expect_punct(",")?;
                let scale = self.size()?;
                self.expect_punct(")")?;
                if !(1..=MAX_COLUMN_PRECISION as u64).contains(&precision) || scale > precision {
                    return Err(self.error_at(
                        at,
                        PlanErrorKind::BadNumber {
                            text: format!("decimal({precision},{scale})"),
                            reason: format!(
                                "a decimal column holds 1 to {MAX_COLUMN_PRECISION} digits (its unscaled value is an \
                                 i64), at most all of them after the point"
                            ),
                        },
                    ));
                }
                Logical::Decimal { precision: precision as u8, scale: scale as u8 }
            }
            name => {
                let ty = ColType::from_name(name)
                    .ok_or_else(|| self.error_at(ty_id.span, PlanErrorKind::UnknownType(ty_id.name.clone())))?;
                return Ok((ty, Logical::Number));
            }
        };
        Ok((logical.machine_type().expect("a kind of its own type"), logical))
    }

    fn gen_expr(&mut self) -> PResult<Gen> {
        let span = self.span();
        if let Tok::Ident(name) = self.peek().clone() {
            if !matches!(self.peek_at(1), Tok::Punct("(")) {
                return Ok(Gen::Copy(self.ident("a column")?));
            }
            self.bump();
            self.expect_punct("(")?;
            let generator = match name.as_str() {
                "dense" => Gen::Dense,
                "seq" => Gen::Seq,
                "dup" => {
                    self.named_arg("distinct")?;
                    Gen::Dup { distinct: self.size()? }
                }
                "uniform" => {
                    let lo = self.value()?;
                    self.expect_punct(",")?;
                    Gen::Uniform { lo, hi: self.value()? }
                }
                "foreign" => {
                    self.named_arg("of")?;
                    let of = self.colref()?;
                    let (mut dist, mut hit) = (Dist::Uniform, 1.0);
                    while self.eat_punct(",") {
                        let arg = self.ident("`dist` or `hit`")?;
                        self.expect_punct(":")?;
                        match arg.name.as_str() {
                            "dist" => dist = self.dist()?,
                            "hit" => hit = self.value()?.as_f64(),
                            _ => {
                                return Err(self.error_at(
                                    arg.span,
                                    PlanErrorKind::Syntax {
                                        expected: "`dist:` or `hit:`".into(),
                                        found: format!("`{}:`", arg.name),
                                    },
                                ));
                            }
                        }
                    }
                    Gen::Foreign { of, dist, hit }
                }
                _ => {
                    return Err(self.error_at(span, PlanErrorKind::Syntax {
                        expected: "a generator: dense(), seq(), dup(distinct: N), foreign(of: T.c, …), uniform(lo, hi), a column or a constant".into(),
                        found: format!("`{name}(`"),
                    }));
                }
            };
            self.expect_punct(")")?;
            return Ok(generator);
        }
        Ok(Gen::Const(self.value()?))
    }

    /// Accept an optional `name:` before a generator argument.
    fn named_arg(&mut self, name: &str) -> PResult<()> {
        if matches!(self.peek_at(1), Tok::Punct(":")) {
            let arg = self.ident(&format!("`{name}:`"))?;
            if arg.name != name {
                return Err(self.error_at(
                    arg.span,
                    PlanErrorKind::Syntax { expected: format!("`{name}:`"), found: format!("`{}:`", arg.name) },
                ));
            }
            self.bump();
        }
        Ok(())
    }

    fn dist(&mut self) -> PResult<Dist> {
        let d = self.ident("`uniform` or `zipf(θ)`")?;
        match d.name.as_str() {
            "uniform" => Ok(Dist::Uniform),
            "zipf" => {
                self.expect_punct("(")?;
                let theta = self.value()?.as_f64();
                self.expect_punct(")")?;
                Ok(Dist::Zipf(theta))
            }
            _ => Err(self.error_at(
                d.span,
                PlanErrorKind::Syntax { expected: "`uniform` or `zipf(θ)`".into(), found: format!("`{}`", d.name) },
            )),
        }
    }

    fn size(&mut self) -> PResult<u64> {
        match self.bump() {
            (Tok::Number(text), span) => {
                parse_size(&text).map_err(|reason| self.error_at(span, PlanErrorKind::BadNumber { text, reason }))
            }
            (Tok::Punct("-"), span) => Err(self.error_at(
                span,
                PlanErrorKind::BadNumber { text: "-".into(), reason: "a size cannot be negative".into() },
            )),
            (t, span) => Err(self.error_at(
                span,
                PlanErrorKind::Syntax { expected: "a size (e.g. 1000, 2^20, 16M)".into(), found: t.describe() },
            )),
        }
    }

    /// An integer or float constant, with an optional leading `-`. Integers may use `_`, `2^N`
    /// and `K/M/G/T` as sizes do.
    fn value(&mut self) -> PResult<Value> {
        // `date 'YYYY-MM-DD'`: the day's number counted from 1970-01-01 (Arrow's Date32).
        if self.is_kw("date") && matches!(self.peek_at(1), Tok::Str(_)) {
            self.bump();
            let (tok, span) = self.bump();
            let Tok::Str(text) = tok else { unreachable!("matched above") };
            return crate::types::days_of(&text).map(|d| Value::Int(d as i128)).ok_or_else(|| {
                self.error_at(
                    span,
                    PlanErrorKind::BadNumber { text, reason: "not a date; write date 'YYYY-MM-DD'".into() },
                )
            });
        }
        let neg = self.eat_punct("-");
        let (tok, span) = self.bump();
        let Tok::Number(text) = tok else {
            return Err(
                self.error_at(span, PlanErrorKind::Syntax { expected: "a number".into(), found: tok.describe() })
            );
        };
        let is_float = text.contains('.') || ((text.contains('e') || text.contains('E')) && !text.contains('^'));
        if is_float {
            let x: f64 = text.replace('_', "").parse().map_err(|_| {
                self.error_at(span, PlanErrorKind::BadNumber { text: text.clone(), reason: "not a number".into() })
            })?;
            if !x.is_finite() {
                return Err(self.error_at(span, PlanErrorKind::BadNumber { text, reason: "not finite".into() }));
            }
            return Ok(Value::Float(if neg { -x } else { x }));
        }
        let n = parse_size(&text).map_err(|reason| self.error_at(span, PlanErrorKind::BadNumber { text, reason }))?;
        Ok(Value::Int(if neg { -(n as i128) } else { n as i128 }))
    }

    fn colref(&mut self) -> PResult<ColRef> {
        let table = self.ident("a column as `TABLE.COLUMN`")?;
        if !self.is_punct(".") {
            return Err(self.error_at(
                table.span,
                PlanErrorKind::Syntax {
                    expected: format!("`TABLE.COLUMN` (qualify `{}` with its table)", table.name),
                    found: format!("`{}`", table.name),
                },
            ));
        }
        self.bump();
        let column = self.ident("a column name after `.`")?;
        Ok(ColRef { table, column })
    }

    fn join(&mut self) -> PResult<JoinClause> {
        let span = self.span();
        let null_aware = self.is_kw("not") && matches!(self.peek_at(1), Tok::Ident(s) if s == "in");
        let kind = if null_aware {
            self.bump();
            self.bump();
            JoinKind::Anti
        } else if self.eat_kw("semi") {
            JoinKind::Semi
        } else if self.eat_kw("anti") {
            JoinKind::Anti
        } else {
            JoinKind::Inner
        };
        self.expect_kw("join")?;
        let table = self.ident("the build table's name after `join`")?;
        self.expect_kw("on")?;
        let mut on = Vec::new();
        loop {
            let a = self.colref()?;
            self.expect_punct("=")?;
            on.push((a, self.colref()?));
            if !self.eat_kw("and") {
                break;
            }
        }
        let mut algorithm = Algorithm::Auto;
        if self.eat_kw("using") {
            let a = self.ident("an algorithm: auto, hash, radix or vector")?;
            algorithm = Algorithm::from_name(&a.name).ok_or_else(|| {
                self.error_at(
                    a.span,
                    PlanErrorKind::Syntax {
                        expected: "an algorithm: auto, hash, radix or vector".into(),
                        found: format!("`{}`", a.name),
                    },
                )
            })?;
        }
        Ok(JoinClause { kind, null_aware, table, on, algorithm, span })
    }

    fn expr(&mut self) -> PResult<Expr> {
        let mut terms = vec![self.and_expr()?];
        while self.eat_kw("or") {
            terms.push(self.and_expr()?);
        }
        Ok(if terms.len() == 1 { terms.pop().expect("one term") } else { Expr::Or(terms) })
    }

    fn and_expr(&mut self) -> PResult<Expr> {
        let mut terms = vec![self.unary()?];
        while self.eat_kw("and") {
            terms.push(self.unary()?);
        }
        Ok(if terms.len() == 1 { terms.pop().expect("one term") } else { Expr::And(terms) })
    }

    /// Enter one level of nesting (`(` or `not`), refusing to go past [`MAX_EXPR_DEPTH`].
    fn nest(&mut self, span: Span) -> PResult<()> {
        self.depth += 1;
        if self.depth >= MAX_EXPR_DEPTH {
            return Err(self.error_at(span, PlanErrorKind::TooDeep { limit: MAX_EXPR_DEPTH }));
        }
        Ok(())
    }

    fn unary(&mut self) -> PResult<Expr> {
        let span = self.span();
        if self.eat_kw("not") {
            self.nest(span)?;
            let e = Expr::Not(Box::new(self.unary()?));
            self.depth -= 1;
            return Ok(e);
        }
        if self.eat_punct("(") {
            self.nest(span)?;
            let e = self.expr()?;
            self.expect_punct(")")?;
            self.depth -= 1;
            return Ok(e);
        }
        let col = self.colref()?;
        if self.eat_kw("is") {
            let negated = self.eat_kw("not");
            self.expect_kw("null")?;
            let e = Expr::IsNull { col };
            return Ok(if negated { Expr::Not(Box::new(e)) } else { e });
        }
        if self.eat_kw("between") {
            if let Tok::Str(_) = self.peek() {
                let lo = self.string()?;
                self.expect_kw("and")?;
                return Ok(Expr::Text { col, test: TextTest::Between(lo, self.string()?) });
            }
            let lo = self.value()?;
            self.expect_kw("and")?;
            return Ok(Expr::Between { col, lo, hi: self.value()? });
        }
        let negated_in = self.is_kw("not") && matches!(self.peek_at(1), Tok::Ident(s) if s == "in");
        if negated_in {
            self.bump();
        }
        if self.eat_kw("in") {
            self.expect_punct("(")?;
            let e = if let Tok::Str(_) = self.peek() {
                let mut words = vec![self.string()?];
                while self.eat_punct(",") {
                    words.push(self.string()?);
                }
                Expr::Text { col, test: TextTest::In(words) }
            } else {
                let mut values = vec![self.value()?];
                while self.eat_punct(",") {
                    values.push(self.value()?);
                }
                Expr::In { col, values }
            };
            self.expect_punct(")")?;
            return Ok(if negated_in { Expr::Not(Box::new(e)) } else { e });
        }
        let op = match self.peek() {
            Tok::Punct("=") => CmpOp::Eq,
            Tok::Punct("<>") => CmpOp::Ne,
            Tok::Punct("<") => CmpOp::Lt,
            Tok::Punct("<=") => CmpOp::Le,
            Tok::Punct(">") => CmpOp::Gt,
            Tok::Punct(">=") => CmpOp::Ge,
            _ => return Err(self.expected("a comparison (= <> < <= > >=), `between`, `in` or `is [not] null`")),
        };
        self.bump();
        if let Tok::Str(_) = self.peek() {
            return Ok(Expr::Text { col, test: TextTest::Cmp(op, self.string()?) });
        }
        Ok(Expr::Cmp { col, op, value: self.value()? })
    }

    /// A quoted string constant, `'ASIA'` or `"ASIA"`.
    fn string(&mut self) -> PResult<String> {
        match self.bump() {
            (Tok::Str(s), _) => Ok(s),
            (t, span) => Err(self.error_at(
                span,
                PlanErrorKind::Syntax { expected: "a quoted string, e.g. 'ASIA'".into(), found: t.describe() },
            )),
        }
    }

    fn aggregate(&mut self) -> PResult<Output> {
        self.expect_kw("aggregate")?;
        let mut items = Vec::new();
        // The list in the order written, when it names grouping columns among the aggregates
        // (`aggregate T.c as c, sum(…) as s group by T.c`).
        let mut select: Vec<Selected> = Vec::new();
        loop {
            let span = self.span();
            if matches!(self.peek_at(1), Tok::Punct(".")) {
                let col = self.colref()?;
                let name = if self.eat_kw("as") { Some(self.ident("a name after `as`")?) } else { None };
                select.push(Selected::Key { col, name });
                if !self.eat_punct(",") {
                    break;
                }
                continue;
            }
            let f = self.ident("an aggregate (count, sum, min, max or avg), or a grouping column `T.c`")?;
            let func = match f.name.as_str() {
                "count" => AggFunc::Count,
                "sum" => AggFunc::Sum,
                "avg" => AggFunc::Avg,
                "min" => AggFunc::Min,
                "max" => AggFunc::Max,
                _ => {
                    return Err(self.error_at(
                        f.span,
                        PlanErrorKind::Syntax {
                            expected: "an aggregate: count, sum, min, max or avg".into(),
                            found: format!("`{}`", f.name),
                        },
                    ));
                }
            };
            self.expect_punct("(")?;
            let arg = if self.is_punct("*") {
                let star = self.bump().1;
                if func != AggFunc::Count {
                    return Err(self.error_at(
                        star,
                        PlanErrorKind::BadAggregate {
                            func: func.name().into(),
                            arg: "*".into(),
                            reason: "only count takes `*`; name a column, e.g. sum(R.payload)".into(),
                        },
                    ));
                }
                None
            } else {
                let arg = self.arith()?;
                if arg.ops() > MAX_ARITH_OPS {
                    return Err(self.error_at(
                        arg.span(),
                        PlanErrorKind::TooLarge {
                            what: "the number of operators in an aggregate's argument".into(),
                            found: arg.ops(),
                            limit: MAX_ARITH_OPS,
                            help: "aggregate a simpler expression".into(),
                        },
                    ));
                }
                Some(arg)
            };
            self.expect_punct(")")?;
            if !self.eat_kw("as") {
                let text = format!("{}({})", func.name(), arg.as_ref().map_or("*".to_string(), |c| c.to_string()));
                return Err(self.error_at(span, PlanErrorKind::MissingAlias(text)));
            }
            let alias = self.ident("an alias after `as`")?;
            select.push(Selected::Agg(items.len()));
            items.push(AggItem { func, arg, alias, span });
            if !self.eat_punct(",") {
                break;
            }
        }
        let names_keys = select.iter().any(|s| matches!(s, Selected::Key { .. }));
        if !self.is_kw("group") {
            if let Some(Selected::Key { col, .. }) = select.iter().find(|s| matches!(s, Selected::Key { .. })) {
                return Err(self.error_at(
                    col.span(),
                    PlanErrorKind::BadGroup {
                        msg: format!("{col} is in the aggregate list, but the plan has no `group by`"),
                        help: format!("add `group by {col}`, or aggregate it (e.g. `min({col}) as …`)"),
                    },
                ));
            }
            return Ok(Output::Aggregate(items));
        }
        if !names_keys {
            select.clear();
        }
        let span = self.expect_kw("group")?;
        self.expect_kw("by")?;
        let mut keys = vec![self.colref()?];
        while self.eat_punct(",") {
            keys.push(self.colref()?);
        }
        let mut order = Vec::new();
        if self.eat_kw("order") {
            self.expect_kw("by")?;
            loop {
                // `T.c` names a grouping column, a bare name an aggregate's alias.
                let key = if matches!(self.peek_at(1), Tok::Punct(".")) {
                    OrderKey::Column(self.colref()?)
                } else {
                    OrderKey::Alias(self.ident("a grouping column (`T.c`) or an aggregate's alias")?)
                };
                let desc = self.eat_kw("desc");
                if !desc {
                    self.eat_kw("asc");
                }
                let nulls_last = if self.eat_kw("nulls") {
                    if self.eat_kw("last") {
                        true
                    } else {
                        self.expect_kw("first")?;
                        false
                    }
                } else {
                    desc
                };
                order.push(OrderItem { key, desc, nulls_last });
                if !self.eat_punct(",") {
                    break;
                }
            }
        }
        let limit = if self.eat_kw("limit") { Some(self.size()?) } else { None };
        Ok(Output::Group(GroupBy { aggs: items, keys, order, limit, span, select }))
    }

    /// `term (('+' | '-') term)*`, a term being `factor ('*' factor)*`.
    fn arith(&mut self) -> PResult<Arith> {
        let mut l = self.arith_term()?;
        loop {
            let op = if self.eat_punct("+") {
                ArithOp::Add
            } else if self.eat_punct("-") {
                ArithOp::Sub
            } else {
                return Ok(l);
            };
            let r = self.arith_term()?;
            l = Arith::Bin { op, l: Box::new(l), r: Box::new(r) };
        }
    }

    fn arith_term(&mut self) -> PResult<Arith> {
        let mut l = self.arith_factor()?;
        while self.eat_punct("*") {
            let r = self.arith_factor()?;
            l = Arith::Bin { op: ArithOp::Mul, l: Box::new(l), r: Box::new(r) };
        }
        Ok(l)
    }

    /// A column, a constant, or a parenthesised argument.
    fn arith_factor(&mut self) -> PResult<Arith> {
        let span = self.span();
        match self.peek() {
            Tok::Punct("(") => {
                self.nest(span)?;
                self.bump();
                let inner = self.arith()?;
                self.expect_punct(")")?;
                self.depth -= 1;
                Ok(inner)
            }
            Tok::Number(_) | Tok::Punct("-") => Ok(Arith::Const(self.value()?, span)),
            Tok::Ident(_) => Ok(Arith::Col(self.colref()?)),
            _ => Err(self.expected("a column (`TABLE.COLUMN`), a number or `(`")),
        }
    }

    fn emit(&mut self) -> PResult<Output> {
        let span = self.expect_kw("emit")?;
        let (mut columns, mut names) = (Vec::new(), Vec::new());
        loop {
            columns.push(self.colref()?);
            names.push(if self.eat_kw("as") { Some(self.ident("a name after `as`")?) } else { None });
            if !self.eat_punct(",") {
                break;
            }
        }
        if names.iter().all(Option::is_none) {
            names.clear();
        }
        let limit = if self.eat_kw("limit") { Some(self.size()?) } else { None };
        Ok(Output::Emit { columns, names, limit, span })
    }
}
