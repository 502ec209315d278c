//! The canonical text of a plan. `parse(&plan.to_string()) == plan` for every plan the parser
//! accepts (tested in `tests/roundtrip.rs`).

use crate::plan::*;
use crate::size::format_size;
use crate::types::Value;
use std::fmt::{self, Display, Formatter};

impl Display for Plan {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        for t in &self.tables {
            writeln!(f, "{t}")?;
        }
        writeln!(f, "from {}", self.from.name)?;
        for j in &self.joins {
            writeln!(f, "{j}")?;
        }
        for flt in &self.filters {
            writeln!(f, "filter {}", flt.expr)?;
        }
        writeln!(f, "{}", self.output)
    }
}

impl Display for TableDecl {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let partition = self.partition.as_ref().map_or(String::new(), |c| format!(", partition: {}", c.name));
        match &self.source {
            Source::Generated { rows, seed } => {
                write!(f, "table {} (rows: {}, seed: {}{partition})", self.name.name, format_size(*rows), seed)?
            }
            Source::Memory => write!(f, "table {} (memory{partition})", self.name.name)?,
            Source::Bench { suite, scale, table } => {
                let of = if *table == self.name.name { String::new() } else { format!(", table: {table}") };
                write!(f, "table {} ({}: {}{of}{partition})", self.name.name, suite.param(), Value::Float(*scale))?;
                if self.columns.is_empty() {
                    return Ok(());
                }
            }
            Source::File { format, path } => {
                write!(f, "table {} ({}: {}{partition})", self.name.name, format.param(), quote(path))?;
                if self.columns.is_empty() && format.has_schema() {
                    // The file supplies the columns: `table D (parquet: "d.parquet")`.
                    return Ok(());
                }
            }
        }
        f.write_str(" {")?;
        let width = self.columns.iter().map(|c| c.name.name.len()).max().unwrap_or(0);
        for c in &self.columns {
            write!(f, "\n    {:<width$} {}", c.name.name, c.type_name())?;
            if let Some(g) = &c.generator {
                write!(f, " = {g}")?;
            }
            if let Some(share) = c.nulls {
                write!(f, " nulls {}", Value::Float(share))?;
            }
        }
        write!(f, "\n}}")
    }
}

fn quote(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

/// A string constant in SQL's quotes: `'ASIA'`.
fn squote(s: &str) -> String {
    format!("'{}'", s.replace('\\', "\\\\").replace('\'', "\\'"))
}

impl Display for Gen {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Gen::Dense => write!(f, "dense()"),
            Gen::Seq => write!(f, "seq()"),
            Gen::Dup { distinct } => write!(f, "dup(distinct: {})", format_size(*distinct)),
            Gen::Foreign { of, dist, hit } => {
                write!(f, "foreign(of: {of}, dist: {dist}, hit: {})", Value::Float(*hit))
            }
            Gen::Uniform { lo, hi } => write!(f, "uniform({lo}, {hi})"),
            Gen::Copy(c) => write!(f, "{}", c.name),
            Gen::Const(v) => write!(f, "{v}"),
        }
    }
}

impl Display for Dist {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Dist::Uniform => write!(f, "uniform"),
            Dist::Zipf(theta) => write!(f, "zipf({})", Value::Float(*theta)),
        }
    }
}

impl Display for JoinClause {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let keyword = if self.null_aware { "not in join" } else { self.kind.keyword() };
        write!(f, "{keyword} {} on ", self.table.name)?;
        for (i, (a, b)) in self.on.iter().enumerate() {
            if i > 0 {
                write!(f, " and ")?;
            }
            write!(f, "{a} = {b}")?;
        }
        if self.algorithm != Algorithm::Auto {
            write!(f, " using {}", self.algorithm.name())?;
        }
        Ok(())
    }
}

/// Binding strength, for printing only the parentheses that are needed.
fn prec(e: &Expr) -> u8 {
    match e {
        Expr::Or(..) => 1,
        Expr::And(..) => 2,
        Expr::Not(..) => 3,
        _ => 4,
    }
}

impl Display for Expr {
    /// Prints with an explicit stack rather than recursion, so any tree prints. An operand of
    /// `and`/`or` that is itself an `and`/`or` of equal or weaker binding gets parentheses, so a
    /// parenthesised group reads back as its own node.
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        enum Item<'a> {
            Expr(&'a Expr, bool),
            Text(&'static str),
        }
        let mut stack = vec![Item::Expr(self, false)];
        while let Some(item) = stack.pop() {
            let (e, parens) = match item {
                Item::Text(t) => {
                    f.write_str(t)?;
                    continue;
                }
                Item::Expr(e, parens) => (e, parens),
            };
            if parens {
                f.write_str("(")?;
                stack.push(Item::Text(")"));
            }
            match e {
                Expr::Cmp { col, op, value } => write!(f, "{col} {} {value}", op.symbol())?,
                Expr::Between { col, lo, hi } => write!(f, "{col} between {lo} and {hi}")?,
                Expr::IsNull { col } => write!(f, "{col} is null")?,
                Expr::Text { col, test } => match test {
                    TextTest::Cmp(op, v) => write!(f, "{col} {} {}", op.symbol(), squote(v))?,
                    TextTest::Between(lo, hi) => write!(f, "{col} between {} and {}", squote(lo), squote(hi))?,
                    TextTest::In(vs) => {
                        let vs: Vec<String> = vs.iter().map(|v| squote(v)).collect();
                        write!(f, "{col} in ({})", vs.join(", "))?
                    }
                },
                Expr::In { col, values } => {
                    write!(f, "{col} in (")?;
                    for (i, v) in values.iter().enumerate() {
                        write!(f, "{}{v}", if i > 0 { ", " } else { "" })?;
                    }
                    f.write_str(")")?;
                }
                Expr::And(es) | Expr::Or(es) => {
                    let p = prec(e);
                    let sep = if p == 1 { " or " } else { " and " };
                    for (i, c) in es.iter().enumerate().rev() {
                        stack.push(Item::Expr(c, prec(c) <= p));
                        if i > 0 {
                            stack.push(Item::Text(sep));
                        }
                    }
                }
                Expr::Not(c) if matches!(**c, Expr::IsNull { .. }) => {
                    let Expr::IsNull { col } = &**c else { unreachable!("matched above") };
                    write!(f, "{col} is not null")?;
                }
                Expr::Not(c) => {
                    f.write_str("not ")?;
                    stack.push(Item::Expr(c, prec(c) < 3));
                }
            }
        }
        Ok(())
    }
}

impl Display for Output {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Output::Aggregate(items) => aggregates(f, items),
            Output::Group(g) if !g.select.is_empty() => {
                write!(f, "aggregate ")?;
                for (i, s) in g.select.iter().enumerate() {
                    f.write_str(if i > 0 { ", " } else { "" })?;
                    match s {
                        Selected::Key { col, name: None } => write!(f, "{col}")?,
                        Selected::Key { col, name: Some(n) } => write!(f, "{col} as {}", n.name)?,
                        Selected::Agg(a) => aggregate(f, &g.aggs[*a])?,
                    }
                }
                group_tail(f, g)
            }
            Output::Group(g) => {
                aggregates(f, &g.aggs)?;
                group_tail(f, g)
            }
            Output::Emit { columns, names, limit, .. } => {
                write!(f, "emit ")?;
                for (i, c) in columns.iter().enumerate() {
                    write!(f, "{}{c}", if i > 0 { ", " } else { "" })?;
                    if let Some(Some(n)) = names.get(i) {
                        write!(f, " as {}", n.name)?;
                    }
                }
                if let Some(n) = limit {
                    write!(f, " limit {}", format_size(*n))?;
                }
                Ok(())
            }
        }
    }
}

/// `group by …`, `order by …` and `limit …` of a grouped aggregate.
fn group_tail(f: &mut Formatter<'_>, g: &GroupBy) -> fmt::Result {
    write!(f, " group by ")?;
    for (i, c) in g.keys.iter().enumerate() {
        write!(f, "{}{c}", if i > 0 { ", " } else { "" })?;
    }
    for (i, o) in g.order.iter().enumerate() {
        let desc = if o.desc { " desc" } else { "" };
        let nulls = match (o.nulls_last, o.desc) {
            (true, false) => " nulls last",
            (false, true) => " nulls first",
            _ => "",
        };
        write!(f, "{}{}{desc}{nulls}", if i > 0 { ", " } else { " order by " }, o.key)?;
    }
    if let Some(n) = g.limit {
        write!(f, " limit {}", format_size(n))?;
    }
    Ok(())
}

fn aggregates(f: &mut Formatter<'_>, items: &[AggItem]) -> fmt::Result {
    write!(f, "aggregate ")?;
    for (i, a) in items.iter().enumerate() {
        f.write_str(if i > 0 { ", " } else { "" })?;
        aggregate(f, a)?;
    }
    Ok(())
}

fn aggregate(f: &mut Formatter<'_>, a: &AggItem) -> fmt::Result {
    let arg = a.arg.as_ref().map_or("*".to_string(), |c| c.to_string());
    write!(f, "{}({arg}) as {}", a.func.name(), a.alias.name)
}

impl Display for Arith {
    /// Operands that are operations themselves are parenthesised, so the text parses back to
    /// the same tree.
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Arith::Col(c) => write!(f, "{c}"),
            Arith::Const(v, _) => write!(f, "{v}"),
            Arith::Bin { op, l, r } => {
                let side = |a: &Arith| match a {
                    Arith::Bin { .. } => format!("({a})"),
                    _ => a.to_string(),
                };
                write!(f, "{} {} {}", side(l), op.symbol(), side(r))
            }
        }
    }
}
