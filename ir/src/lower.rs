//! The one place a verified query becomes what engines run: its string tests lowered to tests
//! of dictionary codes ([`crate::strings`]), then its nulls lowered to derived columns
//! ([`crate::nulls`]). Planning takes an [`EngineQuery`], which only [`lower`] makes, so no
//! query reaches an engine unlowered.
//!
//! ```text
//!   Query (verified) ──strings──▶ codes ──nulls──▶ EngineQuery { query, data (+ derived
//!                                                  columns), how to restore its result }
//! ```

use crate::data::Dataset;
use crate::interp::QueryResult;
use crate::nulls::{self, NullError};
use crate::query::Query;
use crate::strings::{self, TextError};
use std::borrow::Cow;

/// Why a query cannot be lowered for the engines.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum LowerError {
    #[error(transparent)]
    Text(#[from] TextError),
    #[error(transparent)]
    Nulls(#[from] NullError),
}

/// A query as engines run it, over the data it reads (the original, or a copy with the columns
/// its nulls were lowered to).
#[derive(Clone, Debug)]
pub struct EngineQuery<'d> {
    query: Query,
    data: Cow<'d, Dataset>,
    /// How to map the lowered query's result back to the original's (when nulls were lowered).
    nulls: Option<nulls::Lowered>,
    /// Whether string tests were lowered (for `explain`).
    text: bool,
}

/// Lower `q` over `data` for the engines (a query without string tests or nulls in the columns
/// it reads is used as it is, at no cost).
pub fn lower<'d>(q: &Query, data: &'d Dataset) -> Result<EngineQuery<'d>, LowerError> {
    let text = strings::lower(q, data)?;
    let codes = text.as_ref().unwrap_or(q);
    Ok(match nulls::lower(codes, data)? {
        None => EngineQuery { query: codes.clone(), data: Cow::Borrowed(data), nulls: None, text: text.is_some() },
        Some(mut l) => {
            let query = l.query.clone();
            let data = std::mem::take(&mut l.data);
            EngineQuery { query, data: Cow::Owned(data), nulls: Some(l), text: text.is_some() }
        }
    })
}

impl<'d> EngineQuery<'d> {
    /// The query engines run.
    pub fn query(&self) -> &Query {
        &self.query
    }

    /// The data it reads.
    pub fn data(&self) -> &Dataset {
        &self.data
    }

    /// Whether it runs over columns derived from nullable ones.
    pub fn lowered_nulls(&self) -> bool {
        self.nulls.is_some()
    }

    /// Whether its string tests became tests of codes.
    pub fn lowered_text(&self) -> bool {
        self.text
    }

    /// The original query's result from the lowered one's.
    pub fn restore(&self, r: QueryResult) -> QueryResult {
        match &self.nulls {
            Some(l) => l.restore(r),
            None => r,
        }
    }

    /// The same query with its joins in another order (the planner's): `order[i]` is the
    /// index of the join that comes i-th.
    pub fn reorder_joins(&mut self, order: &[usize]) {
        let joins = order.iter().map(|&j| self.query.joins[j].clone()).collect();
        self.query.joins = joins;
    }
}
