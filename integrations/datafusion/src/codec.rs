//! `JitjoinCodec`: a [`JitjoinExec`] as bytes, for plans that travel (Ballista's scheduler
//! sends every task's plan to an executor).
//!
//! What travels is what the operator needs to compile on the other side, never machine code:
//! each executor compiles the query text for its own CPU (its kernel cache serves repeated
//! tasks).
//!
//! ```text
//!   Envelope ─┬─ jitjoin: JitjoinExecNode ── query text, used columns, joins, kept reasons,
//!             │                              schema, threads, streams, chunk rows,
//!             │                              fallback subtree + where its inputs are
//!             └─ inner:  bytes of the codec this one wraps (Ballista's shuffle nodes)
//! ```
//!
//! The operator's inputs travel as the plan's children. The fallback subtree travels as a
//! nested plan, encoded with this codec (so a shuffle reader in it is Ballista's to encode);
//! on arrival the operator's decoded inputs are put in its place, as they were before.
//!
//! Why wrap instead of `ComposedPhysicalExtensionCodec`: a composed codec hands each member
//! only itself, and the fallback subtree holds nodes of both kinds. Ballista's
//! `with_ballista_physical_extension_codec` replaces Ballista's own codec, so give it
//! [`JitjoinCodec::ballista`], which wraps Ballista's.

use crate::exec::{Fallback, JitjoinExec};
use crate::translate::Translation;
use ballista_core::serde::BallistaPhysicalExtensionCodec;
use datafusion::arrow::datatypes::Schema;
use datafusion::common::{DataFusionError, Result};
use datafusion::execution::TaskContext;
use datafusion::logical_expr::{AggregateUDF, HigherOrderUDF, ScalarUDF, WindowUDF};
use datafusion::physical_expr_common::physical_expr::proto_decode::PhysicalExprDecodeCtx;
use datafusion::physical_expr_common::physical_expr::proto_encode::PhysicalExprEncodeCtx;
use datafusion::physical_plan::{ExecutionPlan, PhysicalExpr};
use datafusion_proto::physical_plan::{
    DefaultPhysicalExtensionCodec, PhysicalExtensionCodec, PhysicalPlanDecodeContext, PhysicalProtoConverterExtension,
};
use datafusion_proto::protobuf;
use prost::Message;
use std::sync::Arc;

/// Encodes [`JitjoinExec`] and hands every other node to the codec it wraps.
#[derive(Debug)]
pub struct JitjoinCodec {
    inner: Arc<dyn PhysicalExtensionCodec>,
}

impl Default for JitjoinCodec {
    /// Over DataFusion's default codec (plans with no other extension nodes).
    fn default() -> JitjoinCodec {
        JitjoinCodec::over(Arc::new(DefaultPhysicalExtensionCodec {}))
    }
}

impl JitjoinCodec {
    /// Over `inner`, which encodes every node that is not a `JitjoinExec`.
    pub fn over(inner: Arc<dyn PhysicalExtensionCodec>) -> JitjoinCodec {
        JitjoinCodec { inner }
    }

    /// Over Ballista's codec: the one to give `with_ballista_physical_extension_codec`, the
    /// scheduler and the executors.
    pub fn ballista() -> JitjoinCodec {
        JitjoinCodec::over(Arc::new(BallistaPhysicalExtensionCodec::default()))
    }
}

#[derive(Clone, PartialEq, prost::Message)]
struct Envelope {
    #[prost(oneof = "Node", tags = "1, 2")]
    node: Option<Node>,
}

#[derive(Clone, PartialEq, prost::Oneof)]
enum Node {
    #[prost(message, boxed, tag = "1")]
    Jitjoin(Box<JitjoinExecNode>),
    #[prost(bytes, tag = "2")]
    Inner(Vec<u8>),
}

#[derive(Clone, PartialEq, prost::Message)]
struct JitjoinExecNode {
    #[prost(string, tag = "1")]
    query: String,
    /// Per input, the columns the query reads.
    #[prost(message, repeated, tag = "2")]
    used: Vec<Columns>,
    #[prost(uint64, tag = "3")]
    joins: u64,
    #[prost(string, repeated, tag = "4")]
    kept: Vec<String>,
    #[prost(message, optional, tag = "5")]
    schema: Option<protobuf::Schema>,
    #[prost(uint64, tag = "6")]
    threads: u64,
    #[prost(bool, tag = "7")]
    streams: bool,
    #[prost(uint64, optional, tag = "8")]
    chunk_rows: Option<u64>,
    #[prost(message, optional, boxed, tag = "9")]
    fallback: Option<Box<protobuf::PhysicalPlanNode>>,
    /// Per input, where it is in the fallback (child indices from its root).
    #[prost(message, repeated, tag = "10")]
    paths: Vec<Columns>,
    /// The query probing each table its inner joins may probe.
    #[prost(message, repeated, tag = "11")]
    probes: Vec<Probe>,
}

#[derive(Clone, PartialEq, prost::Message)]
struct Probe {
    #[prost(uint64, tag = "1")]
    table: u64,
    #[prost(string, tag = "2")]
    query: String,
}

/// A list of indices (columns, or a path of child indices).
#[derive(Clone, PartialEq, prost::Message)]
struct Columns {
    #[prost(uint64, repeated, tag = "1")]
    at: Vec<u64>,
}

fn indices(v: &[usize]) -> Columns {
    Columns { at: v.iter().map(|&i| i as u64).collect() }
}

fn usizes(c: &Columns) -> Vec<usize> {
    c.at.iter().map(|&i| i as usize).collect()
}

fn corrupt(what: &str) -> DataFusionError {
    DataFusionError::Internal(format!("JitjoinCodec: a JitjoinExec without {what} (bytes from another version?)"))
}

impl PhysicalExtensionCodec for JitjoinCodec {
    fn try_decode(
        &self,
        buf: &[u8],
        inputs: &[Arc<dyn ExecutionPlan>],
        ctx: &TaskContext,
        proto_converter: &dyn PhysicalProtoConverterExtension,
    ) -> Result<Arc<dyn ExecutionPlan>> {
        let envelope = Envelope::decode(buf)
            .map_err(|e| DataFusionError::Internal(format!("JitjoinCodec: undecodable node: {e}")))?;
        let node = match envelope.node {
            Some(Node::Inner(bytes)) => return self.inner.try_decode(&bytes, inputs, ctx, proto_converter),
            Some(Node::Jitjoin(node)) => *node,
            None => return Err(corrupt("a node")),
        };
        let schema = Arc::new(Schema::try_from(node.schema.as_ref().ok_or_else(|| corrupt("a schema"))?)?);
        let fallback = match node.fallback {
            Some(plan) => {
                let decoded =
                    proto_converter.proto_to_execution_plan(&plan, &PhysicalPlanDecodeContext::new(ctx, self))?;
                let paths = node.paths.iter().map(usizes).collect();
                // The nested plan decoded its own copies of the inputs: the operator's go there.
                Some(Fallback { plan: decoded, paths }.over(inputs, node.streams)?)
            }
            None => None,
        };
        let translation = Translation {
            text: node.query,
            leaves: inputs.to_vec(),
            used: node.used.iter().map(usizes).collect(),
            joins: node.joins as usize,
            kept: node.kept,
            probes: node.probes.into_iter().map(|p| (p.table as usize, p.query)).collect(),
        };
        if translation.probes.iter().any(|p| p.0 >= inputs.len()) {
            return Err(corrupt("probes among its inputs"));
        }
        let out_of_range = translation
            .used
            .iter()
            .zip(inputs)
            .any(|(cols, input)| cols.iter().any(|&c| c >= input.schema().fields().len()));
        if out_of_range || (node.streams && inputs.len() != 1) {
            return Err(corrupt("used columns within its inputs"));
        }
        if translation.used.len() != inputs.len() {
            return Err(DataFusionError::Internal(format!(
                "JitjoinCodec: a JitjoinExec reading {} inputs decoded with {}",
                translation.used.len(),
                inputs.len()
            )));
        }
        let chunk_rows = node.chunk_rows.map(|r| r as usize);
        let exec =
            JitjoinExec::from_parts(translation, schema, fallback, node.threads as usize, node.streams, chunk_rows);
        Ok(Arc::new(exec))
    }

    fn try_encode(
        &self,
        node: Arc<dyn ExecutionPlan>,
        buf: &mut Vec<u8>,
        proto_converter: &dyn PhysicalProtoConverterExtension,
    ) -> Result<()> {
        let envelope = match node.downcast_ref::<JitjoinExec>() {
            Some(exec) => {
                let t = &exec.translation;
                let (fallback, paths) = match &exec.fallback {
                    Some(f) => (
                        Some(Box::new(proto_converter.execution_plan_to_proto(&f.plan, self)?)),
                        f.paths.iter().map(|p| indices(p)).collect(),
                    ),
                    None => (None, Vec::new()),
                };
                Node::Jitjoin(Box::new(JitjoinExecNode {
                    query: t.text.clone(),
                    used: t.used.iter().map(|u| indices(u)).collect(),
                    joins: t.joins as u64,
                    kept: t.kept.clone(),
                    schema: Some(protobuf::Schema::try_from(exec.schema.as_ref())?),
                    threads: exec.threads as u64,
                    streams: exec.streams,
                    chunk_rows: exec.chunk_rows.map(|r| r as u64),
                    fallback,
                    paths,
                    probes: t
                        .probes
                        .iter()
                        .map(|(table, query)| Probe { table: *table as u64, query: query.clone() })
                        .collect(),
                }))
            }
            None => {
                let mut bytes = Vec::new();
                self.inner.try_encode(node, &mut bytes, proto_converter)?;
                Node::Inner(bytes)
            }
        };
        Envelope { node: Some(envelope) }
            .encode(buf)
            .map_err(|e| DataFusionError::Internal(format!("JitjoinCodec: {e}")))
    }

    // Functions and expressions are the inner codec's.

    fn try_decode_udf(&self, name: &str, buf: &[u8]) -> Result<Arc<ScalarUDF>> {
        self.inner.try_decode_udf(name, buf)
    }

    fn try_encode_udf(&self, node: &ScalarUDF, buf: &mut Vec<u8>) -> Result<()> {
        self.inner.try_encode_udf(node, buf)
    }

    fn try_decode_higher_order_function(&self, name: &str, buf: &[u8]) -> Result<Arc<HigherOrderUDF>> {
        self.inner.try_decode_higher_order_function(name, buf)
    }

    fn try_encode_higher_order_function(&self, node: &HigherOrderUDF, buf: &mut Vec<u8>) -> Result<()> {
        self.inner.try_encode_higher_order_function(node, buf)
    }

    fn try_decode_expr(
        &self,
        buf: &[u8],
        inputs: &[Arc<dyn PhysicalExpr>],
        ctx: &PhysicalExprDecodeCtx<'_>,
    ) -> Result<Arc<dyn PhysicalExpr>> {
        self.inner.try_decode_expr(buf, inputs, ctx)
    }

    fn try_encode_expr(
        &self,
        node: &Arc<dyn PhysicalExpr>,
        buf: &mut Vec<u8>,
        ctx: &PhysicalExprEncodeCtx<'_>,
    ) -> Result<()> {
        self.inner.try_encode_expr(node, buf, ctx)
    }

    fn try_decode_udaf(&self, name: &str, buf: &[u8]) -> Result<Arc<AggregateUDF>> {
        self.inner.try_decode_udaf(name, buf)
    }

    fn try_encode_udaf(&self, node: &AggregateUDF, buf: &mut Vec<u8>) -> Result<()> {
        self.inner.try_encode_udaf(node, buf)
    }

    fn try_decode_udwf(&self, name: &str, buf: &[u8]) -> Result<Arc<WindowUDF>> {
        self.inner.try_decode_udwf(name, buf)
    }

    fn try_encode_udwf(&self, node: &WindowUDF, buf: &mut Vec<u8>) -> Result<()> {
        self.inner.try_encode_udwf(node, buf)
    }
}
