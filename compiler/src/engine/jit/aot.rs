//! Ahead-of-time output: the JIT's kernels, lowered by the same code, defined in a relocatable
//! object file (`cranelift-object`) instead of executable memory.
//!
//! ```text
//!   symbol   jj_<prefix>_<kind>_<n>     exported, the kernel signature of `crate::abi`
//!   table    jj_<prefix>_kernels        the kernels' addresses, in definition order (the
//!                                       step list's kernel numbers), read-only data
//!   imports  jj_emit_grow, jj_prefetch, jj_stream_line, jj_note_dup, jj_prefetch_rows (the
//!            host provides them; kernels call jj_emit_grow, jj_prefetch and jj_prefetch_rows
//!            through jj_…_preserving wrappers, local functions of the object);
//!            jj_group_find is declared too, and called only by grouped pipelines, which
//!            `jitjoin compile` refuses
//!   code     position-independent, so the object links into PIE executables
//! ```
//! Each kernel comes with its context layout ([`Word`]s): the host fills one address per
//! word, exactly as the JIT runtime does.

use super::{
    Backend, Body, CompileError, Defined, KernelId, declare_helpers, define_error, lower, setup_err, verifier_enabled,
};
use crate::abi::Word;
use crate::target::Target;
use cranelift_codegen::Context;
use cranelift_frontend::FunctionBuilderContext;
use cranelift_module::{DataDescription, FuncId, Linkage, Module, default_libcall_names};
use cranelift_object::{ObjectBuilder, ObjectModule};

/// A kernel in the object: its symbol and its context layout.
#[derive(Clone, Debug)]
pub struct ObjectKernel {
    pub symbol: String,
    pub context: Vec<Word>,
}

/// Kernels being written into one object file.
pub struct ObjectSession {
    module: ObjectModule,
    ctx: Context,
    fctx: FunctionBuilderContext,
    imports: [FuncId; 6],
    prefix: String,
    ids: Vec<FuncId>,
    pub kernels: Vec<ObjectKernel>,
}

impl ObjectSession {
    /// A session writing an object for `target`, with symbols `jj_<prefix>_…` (`prefix` must
    /// be a C identifier).
    pub fn new(target: &Target, prefix: &str) -> Result<ObjectSession, CompileError> {
        let isa = target.isa_with(verifier_enabled(), true).map_err(setup_err)?;
        let builder = ObjectBuilder::new(isa, format!("{prefix}.o"), default_libcall_names()).map_err(setup_err)?;
        let mut module = ObjectModule::new(builder);
        let imports = declare_helpers(&mut module)?;
        let ctx = module.make_context();
        Ok(ObjectSession {
            module,
            ctx,
            fctx: FunctionBuilderContext::new(),
            imports,
            prefix: prefix.to_string(),
            ids: Vec::new(),
            kernels: Vec::new(),
        })
    }

    /// The symbol of the table of kernel addresses.
    pub fn table_symbol(&self) -> String {
        format!("jj_{}_kernels", self.prefix)
    }

    /// The object file's bytes, with the table of the kernels' addresses.
    pub fn finish(mut self) -> Result<Vec<u8>, CompileError> {
        let symbol = self.table_symbol();
        let err = |e: &dyn std::fmt::Display| CompileError::Codegen { kernel: symbol.clone(), msg: e.to_string() };
        let table = self.module.declare_data(&symbol, Linkage::Export, false, false).map_err(|e| err(&e))?;
        let mut desc = DataDescription::new();
        // Explicit zero bytes, not zero-init: relocations into .bss would be dropped.
        desc.define(vec![0u8; 8 * self.ids.len().max(1)].into_boxed_slice());
        for (i, &id) in self.ids.iter().enumerate() {
            let f = self.module.declare_func_in_data(id, &mut desc);
            desc.write_function_addr(8 * i as u32, f);
        }
        self.module.define_data(table, &desc).map_err(|e| err(&e))?;
        self.module.finish().emit().map_err(setup_err)
    }
}

impl Backend for ObjectSession {
    fn define(&mut self, name: &str, body: Body<'_>) -> Result<Defined, CompileError> {
        let symbol = format!("jj_{}_{name}_{}", self.prefix, self.kernels.len());
        let (sig, context) = lower(&mut self.ctx, &mut self.fctx, &mut self.module, self.imports, body);
        let err = |e: &dyn std::fmt::Display| CompileError::Codegen { kernel: symbol.clone(), msg: e.to_string() };
        let id = self.module.declare_function(&symbol, Linkage::Export, &sig).map_err(|e| err(&e))?;
        self.module.define_function(id, &mut self.ctx).map_err(|e| define_error(&symbol, &self.ctx, e))?;
        self.module.clear_context(&mut self.ctx);
        self.ids.push(id);
        self.kernels.push(ObjectKernel { symbol, context: context.clone() });
        Ok(Defined { id: KernelId(self.kernels.len() - 1), context })
    }
}
