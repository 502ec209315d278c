//! Cranelift lowering: kernels compiled for one query and one target.
//!
//! A [`JitSession`] owns one `JITModule` per query. Every kernel has the signature of
//! [`crate::abi::KernelFn`] and processes rows `start..end` of its table (a morsel or a
//! chunk). Masks, shifts, slot offsets and filter constants are `iconst`s; every address
//! comes from the context block (see [`crate::abi`]), so a kernel serves any data of its
//! layout. [`Kernel`]s borrow the session, so no function pointer outlives its code; dropping
//! the session unmaps the code.
//!
//! One lowering module per operator: `scan` (the row loop and column loads), `filter`,
//! `hash`, `build`, `probe`, `stages` (the probe's staged front: selective vector joins as
//! branch-free passes over a selection vector), `vector` (vector-join build and probe),
//! `partition` (radix histogram and scatter) and `sink` (aggregate and emit).
//!
//! # Kernel caches
//!
//! Three tiers, each keyed by a 128-bit fingerprint of a derived (or exhaustively written)
//! `Hash`, never by formatted text, so every field lowering reads is part of the key:
//!
//! ```text
//!   request ──▶ 1. the engine's memo    fingerprint(plan parts + input shapes) → kernels
//!   (phase)        skips lowering: a probe side partitioned in blocks asks for the same
//!                  kernels once a block (0.1 ms of lowering each, fk_sum: 8 blocks)
//!          ──▶ 2. the process's cache   (ISA, fingerprint(function stencil)) → code
//!                  skips Cranelift: another engine or session (bench repetitions, a SQL
//!                  session's queries) lowered an equal function
//!          ──▶ 3. the disk cache        request fingerprint → kernel keys and contexts, and
//!                  (`disk`)              function fingerprint → object code: a later process
//!                                        skips both
//! ```
//!
//! Tier 1 was two (a list of recent requests compared field by field, in front of a map keyed
//! by the requests' `Debug` text, which took 20–35 µs a request to write); hashing the request
//! costs less than that comparison did, so one map does both. Tier 2 cannot key on the
//! request: two plans that differ in a field the lowering does not read (a reason's text) give
//! the same function, and share its code.

mod ahead;
pub mod aot;
mod build;
pub mod checked;
pub mod disasm;
pub mod disk;
mod engine;
mod filter;
mod hash;
mod partition;
mod probe;
mod scan;
mod sink;
mod stages;
mod vector;

use cranelift_codegen::ir::{AbiParam, types};
use cranelift_codegen::{Context, ir};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_jit::{ArenaMemoryProvider, JITBuilder, JITModule};
use cranelift_module::{FuncId, Linkage, Module, default_libcall_names};
use std::marker::PhantomData;
use std::time::{Duration, Instant};

use crate::abi::{KernelFn, Word};
pub use crate::plan::front::StagedFront;
pub use build::BuildInputs;
pub use engine::{Adaptive, BuildKernel, GENERIC_ROWS, JitEngine, ProbeKernel, compile_partition, probe_packs};
pub use partition::PartitionInputs;
pub use probe::ProbeInputs;
use scan::Cx;

/// What can go wrong while compiling a kernel.
#[derive(Debug, thiserror::Error)]
pub enum CompileError {
    #[error("cranelift could not compile kernel `{kernel}`: {msg}")]
    Codegen { kernel: String, msg: String },
    #[error("cranelift setup failed: {0}")]
    Setup(String),
}

/// A compiled kernel as text: its CLIF (before Cranelift's optimisations), Cranelift's listing
/// of the machine code after register allocation (VCode, AT&T syntax on x86-64), and the
/// machine code's bytes (see [`disasm`]).
#[derive(Clone, Debug)]
pub struct Listing {
    pub kernel: String,
    /// The kernel's context layout: what address each word of its context block holds.
    pub context: Vec<Word>,
    /// The words as the listing prints them (the caller may name tables and columns).
    pub context_names: Vec<String>,
    pub clif: String,
    pub vcode: String,
    pub code: Vec<u8>,
    /// (start, end, operator) ranges of `code`.
    pub ops: Vec<(u32, u32, Op)>,
}

/// Which plan operator an instruction belongs to, recorded as its Cranelift source location
/// so that listings can tie machine code to the plan (`; ── join 0` in `asm --emit asm`,
/// `@0010` in CLIF).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Loop,
    Filter,
    Sink,
    Insert,
    Histogram,
    Scatter,
    Simd,
    Stages,
    Join(u32),
}

impl Op {
    pub fn code(self) -> u32 {
        match self {
            Op::Loop => 1,
            Op::Filter => 2,
            Op::Sink => 3,
            Op::Insert => 4,
            Op::Histogram => 5,
            Op::Scatter => 6,
            Op::Simd => 7,
            Op::Stages => 8,
            Op::Join(d) => 16 + d,
        }
    }

    pub fn from_code(code: u32) -> Option<Op> {
        Some(match code {
            1 => Op::Loop,
            2 => Op::Filter,
            3 => Op::Sink,
            4 => Op::Insert,
            5 => Op::Histogram,
            6 => Op::Scatter,
            7 => Op::Simd,
            8 => Op::Stages,
            c @ 16..=1039 => Op::Join(c - 16),
            _ => return None,
        })
    }

    pub fn describe(self) -> String {
        match self {
            Op::Loop => "scan: the row loop".into(),
            Op::Filter => "filter".into(),
            Op::Sink => "sink: aggregate or emit".into(),
            Op::Insert => "build: insert into the structure".into(),
            Op::Histogram => "radix: count partitions".into(),
            Op::Scatter => "radix: scatter to partitions".into(),
            Op::Simd => "4-wide SIMD front: keys and range checks".into(),
            Op::Stages => "staged front: branch-free tests into a selection vector".into(),
            Op::Join(d) => format!("join {d}: probe"),
        }
    }
}

/// Start attributing instructions to `op`.
pub(crate) fn mark(b: &mut FunctionBuilder, op: Op) {
    b.set_srcloc(ir::SourceLoc::new(op.code()));
}

/// A kernel defined in a session (compiled there, or found in the process's kernel cache).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelId(pub(crate) usize);

/// A kernel as defined: its id in the session, and its context layout (one address per word).
#[derive(Clone, Debug)]
pub struct Defined {
    pub id: KernelId,
    pub context: Vec<Word>,
}

/// A JIT module's code, kept alive by the session that compiled it and by the kernel cache's
/// entries that point into it; the last owner to go frees it.
struct ModuleOwner {
    module: std::cell::UnsafeCell<Option<JITModule>>,
}

// SAFETY: only the session that created a `ModuleOwner` touches its module (defining and
// finalizing functions, from the thread that owns the session); every other holder (cache
// entries, sessions that reuse a cached kernel) only keeps the code alive. Dropping the
// module on another thread frees its memory, which the default memory provider (plain
// mappings, itself `Send`) allows.
unsafe impl Send for ModuleOwner {}
// SAFETY: see `Send`; shared references never reach the module.
unsafe impl Sync for ModuleOwner {}

impl Drop for ModuleOwner {
    fn drop(&mut self) {
        if let Some(module) = self.module.get_mut().take() {
            // SAFETY: this is the last owner: no session and no cache entry can hand out a
            // pointer into this code any more, and kernels borrow the session that holds an
            // owner, so none is running.
            unsafe { module.free_memory() };
        }
    }
}

/// The process's kernel cache: (target fingerprint, [`kernel_key`]) → finalized code. The
/// function holds every constant a kernel is specialised on (masks, layouts, key ranges) and
/// no address, so an equal function for the same ISA is the same machine code for any data; a
/// process never compiles a kernel twice while it is cached. At most [`CACHE_ENTRIES`] are kept, oldest evicted first.
type CacheKey = (std::sync::Arc<str>, String);

/// The key a kernel file is stored under ([`disk::DiskCache::load`]): the target's and the
/// function's, one line each.
fn disk_key(key: &CacheKey) -> String {
    format!("{}\n{}", key.0, key.1)
}

#[derive(Default)]
struct KernelCache {
    map: std::collections::HashMap<CacheKey, (usize, std::sync::Arc<ModuleOwner>)>,
    order: std::collections::VecDeque<CacheKey>,
}

static CACHE: std::sync::Mutex<Option<KernelCache>> = std::sync::Mutex::new(None);

/// Kernels the cache keeps.
pub const CACHE_ENTRIES: usize = 512;

fn with_cache<R>(f: impl FnOnce(&mut KernelCache) -> R) -> R {
    let mut guard = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    f(guard.get_or_insert_with(KernelCache::default))
}

enum Def {
    /// Compiled in this session's module; `key` is set until it is published to the cache.
    Own { id: FuncId, key: Option<CacheKey> },
    /// Found in the cache: the code's address, and its module kept alive.
    Cached { code: usize, _owner: std::sync::Arc<ModuleOwner> },
}

/// A compiled kernel, valid while its session lives.
#[derive(Clone, Copy)]
pub struct Kernel<'s> {
    f: KernelFn,
    _session: PhantomData<&'s JitSession>,
}

impl Kernel<'_> {
    /// Run the kernel on rows `start..end`.
    ///
    /// # Safety
    /// `ctx` must hold one word per entry of the kernel's context layout, each the address (or
    /// count) that [`Word`] names, all alive and in bounds for rows `start..end`; `state` must
    /// point to the state the kernel's kind takes (see [`crate::abi`]).
    pub unsafe fn call(&self, ctx: &[u64], start: u64, end: u64, state: *mut u8) -> u64 {
        // SAFETY: the caller upholds the contract above; the code is finalized and mapped
        // executable for as long as the session (borrowed by `self`) lives.
        unsafe { (self.f)(ctx.as_ptr(), start, end, state) }
    }
}

// SAFETY: a kernel is a pointer to immutable, finalized machine code that only touches memory
// passed to it (context block and state); calling it from several threads at once is how the
// runtime uses it (each thread with its own state).
unsafe impl Send for Kernel<'_> {}
// SAFETY: see `Send`.
unsafe impl Sync for Kernel<'_> {}

/// Compiled kernels of one query and the module that owns their code.
pub struct JitSession {
    owner: std::sync::Arc<ModuleOwner>,
    /// The ISA's triple and flags, half of every kernel's cache key.
    target_key: std::sync::Arc<str>,
    ctx: Context,
    fctx: FunctionBuilderContext,
    /// `jj_emit_grow_preserving` (`define_preserving`).
    grow: FuncId,
    /// `jj_prefetch_preserving` (`define_preserving`).
    prefetch: FuncId,
    stream: FuncId,
    note_dup: FuncId,
    group_find: FuncId,
    /// `jj_prefetch_rows_preserving` (`define_preserving`).
    prefetch_rows: FuncId,
    /// Time the query spent turning plans into machine code so far: on its own thread, and
    /// waiting for kernels compiled on another ([`ahead`]).
    pub compile_time: Duration,
    /// Of `compile_time`, the time waited for kernels compiled ahead.
    ahead_wait: Duration,
    /// Time other threads spent compiling kernels ahead that the query took.
    ahead_work: Duration,
    /// The default tier's ISA, which a kernel compiled ahead is compiled with.
    isa: cranelift_codegen::isa::OwnedTargetIsa,
    /// Every kernel's CLIF and machine code, when `keep_listings` is set.
    pub listings: Vec<Listing>,
    pub keep_listings: bool,
    /// Print every kernel's machine code to stderr ([`JitOptions::dump`]).
    dump: bool,
    defined: Vec<Def>,
    /// Per kernel in `defined`: its name (before the session's number) and its key
    /// ([`kernel_key`]), which a shape file names it by ([`disk::ShapeKernel`]).
    names: Vec<(String, String)>,
    /// `defined[..published]` are finalized and in the cache already.
    published: usize,
    /// Kernels found in the cache instead of compiled.
    pub cache_hits: usize,
    /// Every kernel defined, with the time it took (lowering, and compiling when the cache
    /// did not have it); finalizing (linking, making code executable) is counted per call.
    pub log: Vec<crate::engine::KernelTime>,
    /// Checked mode: `jj_check`, called before every load and store ([`checked`]).
    check: Option<FuncId>,
    /// Kernels kept on disk for later processes ([`disk`]), when the session has a directory.
    pub disk: Option<disk::DiskCache>,
    /// The quick tier's ISA ([`crate::target::Target::quick_isa`]) and its half of a kernel's
    /// cache key, when the session has one.
    quick_isa: Option<(cranelift_codegen::isa::OwnedTargetIsa, std::sync::Arc<str>)>,
    /// Compile the kernels defined from now on in the quick tier (when there is one).
    pub quick: bool,
    /// The shape file [`JitSession::has_shape`] read last, by name, which the request that
    /// follows it defines its kernels from without reading it again.
    seen_shape: Option<(String, Vec<disk::ShapeKernel>)>,
}

/// The kernel caches' key for `func` (beside the ISA's): a 128-bit hash of what its code is
/// made from, the function's stencil (signature, instructions, layout, stack slots, source
/// locations) and the names its external references resolve to, which is what Cranelift's
/// own incremental cache keys on. The CLIF text it replaces had to be printed for every kernel
/// defined, 0.1–0.4 ms each (a probe kernel's text runs to tens of kilobytes), and the disk
/// cache read it back and compared it.
fn kernel_key(func: &ir::Function) -> String {
    use std::hash::Hash;
    let mut h = crate::fingerprint::Fingerprinter::default();
    func.stencil.hash(&mut h);
    for (_, name) in func.params.user_named_funcs().iter() {
        name.hash(&mut h);
    }
    format!("{:032x}", h.finish_128())
}

pub(crate) fn setup_err(e: impl std::fmt::Display) -> CompileError {
    CompileError::Setup(e.to_string())
}

/// Address space reserved for one session's code: within the ±2 GiB a `call rel32` reaches,
/// and room for about a hundred thousand kernels of a few KiB.
const CODE_ARENA: usize = 1 << 30;

/// How a session compiles, as the caller's settings say (the command line reads them from
/// the environment once; nothing below it does).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JitOptions {
    /// Check every function with Cranelift's verifier before compiling it.
    pub verify: bool,
    /// Print every kernel's machine code to stderr.
    pub dump: bool,
}

impl Default for JitOptions {
    /// The verifier in debug builds (and so in tests), no dump.
    fn default() -> JitOptions {
        JitOptions { verify: cfg!(debug_assertions), dump: false }
    }
}

/// Whether kernels are checked by Cranelift's verifier by default: in debug builds and tests.
pub fn verifier_enabled() -> bool {
    JitOptions::default().verify
}

impl JitSession {
    /// A session compiling for a named target with exactly its ISA flags. Kernels for a target
    /// the host cannot execute may be compiled and inspected, never called.
    pub(crate) fn for_target(t: &crate::target::Target, options: JitOptions) -> Result<JitSession, CompileError> {
        let mut s = JitSession::with_isa(t.isa(options.verify).map_err(setup_err)?)?;
        s.dump = options.dump;
        let quick = t.quick_isa(options.verify).map_err(setup_err)?;
        let key = isa_key(&quick);
        s.quick_isa = Some((quick, key));
        Ok(s)
    }

    fn with_isa(isa: cranelift_codegen::isa::OwnedTargetIsa) -> Result<JitSession, CompileError> {
        let target_key = isa_key(&isa);
        let mut jb = JITBuilder::with_isa(isa.clone(), default_libcall_names());
        // Kernels call the session's own `preserve_all` wrappers directly (`call rel32`), so all
        // of a session's code must lie within 2 GiB. The default provider maps each finalize's
        // code wherever mmap puts it, and in a long process (the fuzzer, after 322 plans beside
        // tables of gigabytes) a kernel landed out of reach and cranelift-jit panicked applying
        // the relocation. An arena reserves the address space once (no memory until used) and
        // hands out code from it; exhausting it is an error, not a panic.
        let arena = ArenaMemoryProvider::new_with_size(CODE_ARENA).map_err(setup_err)?;
        jb.memory_provider(Box::new(arena));
        for (name, addr, _, _) in crate::abi::helpers() {
            jb.symbol(name, addr);
        }
        jb.symbol("jj_check", crate::abi::bounds::jj_check as *const u8);
        let mut module = JITModule::new(jb);
        let [grow, prefetch, stream, note_dup, group_find, prefetch_rows] = declare_helpers(&mut module)?;
        let ctx = module.make_context();
        Ok(JitSession {
            owner: std::sync::Arc::new(ModuleOwner { module: std::cell::UnsafeCell::new(Some(module)) }),
            target_key,
            ctx,
            fctx: FunctionBuilderContext::new(),
            grow,
            prefetch,
            stream,
            note_dup,
            group_find,
            prefetch_rows,
            compile_time: Duration::ZERO,
            ahead_wait: Duration::ZERO,
            ahead_work: Duration::ZERO,
            isa,
            listings: Vec::new(),
            keep_listings: false,
            dump: false,
            defined: Vec::new(),
            names: Vec::new(),
            cache_hits: 0,
            log: Vec::new(),
            published: 0,
            check: None,
            disk: None,
            seen_shape: None,
            quick_isa: None,
            quick: false,
        })
    }

    /// The cache key's half of the tier kernels are compiled in now.
    fn in_quick_tier(&self) -> bool {
        self.quick && self.quick_isa.is_some()
    }

    fn tier_key(&self) -> &std::sync::Arc<str> {
        match &self.quick_isa {
            Some((_, key)) if self.quick => key,
            _ => &self.target_key,
        }
    }

    /// Compile every kernel from now on in checked mode: each load and store is preceded by
    /// a bounds check that traps ([`checked`], [`crate::abi::bounds`]).
    pub(crate) fn set_checked(&mut self) -> Result<(), CompileError> {
        let module = self.module();
        let mut sig = module.make_signature();
        sig.params.extend([AbiParam::new(types::I64); 2]);
        sig.returns.push(AbiParam::new(types::I64));
        self.check = Some(module.declare_function("jj_check", Linkage::Import, &sig).map_err(setup_err)?);
        Ok(())
    }

    /// Lower `body` into `ctx.func` (with checked mode's bounds checks): its signature and
    /// context layout.
    fn lower_into(&mut self, ctx: &mut Context, body: Body<'_>) -> (ir::Signature, Vec<Word>) {
        let imports = [self.grow, self.prefetch, self.stream, self.note_dup, self.group_find, self.prefetch_rows];
        // SAFETY: as in `module()`; the borrow ends before `self` is used otherwise.
        let module = unsafe { &mut *self.owner.module.get() }.as_mut().expect("the module lives as long as its owner");
        let (sig, context) = lower(ctx, &mut self.fctx, module, imports, body);
        if let Some(check) = self.check {
            let f = module.declare_func_in_func(check, &mut ctx.func);
            checked::instrument(&mut ctx.func, f);
        }
        (sig, context)
    }

    /// Time spent compiling, on the query's thread and on others: [`JitSession::compile_time`]
    /// less the waits for kernels compiled ahead, plus the work of compiling them.
    pub fn compile_work(&self) -> Duration {
        self.compile_time.saturating_sub(self.ahead_wait) + self.ahead_work
    }

    fn module(&mut self) -> &mut JITModule {
        // SAFETY: this session created the owner and is the only one that reaches its module
        // (see `ModuleOwner`); `&mut self` makes this the only reference now.
        unsafe { &mut *self.owner.module.get() }.as_mut().expect("the module lives as long as its owner")
    }
}

impl Backend for JitSession {
    /// Define one kernel: lowered by `lower`, then found in the process's kernel cache or
    /// compiled into this session's module.
    fn define(&mut self, name: &str, body: Body<'_>) -> Result<Defined, CompileError> {
        let t0 = Instant::now();
        let mut ctx = std::mem::replace(&mut self.ctx, Context::new());
        let (sig, context) = self.lower_into(&mut ctx, body);
        self.ctx = ctx;
        // SAFETY: as in `module()`; the borrow ends before `self` is used otherwise.
        let module = unsafe { &mut *self.owner.module.get() }.as_mut().expect("the module lives as long as its owner");
        let base = name;
        let name = format!("{name}_{}", self.defined.len());
        let key: CacheKey = (self.tier_key().clone(), kernel_key(&self.ctx.func));
        // Listings want Cranelift's text of every kernel, so they always compile.
        if !self.keep_listings
            && let Some((code, owner)) = with_cache(|c| c.map.get(&key).cloned())
        {
            module.clear_context(&mut self.ctx);
            self.names.push((base.to_string(), key.1.clone()));
            self.defined.push(Def::Cached { code, _owner: owner });
            self.cache_hits += 1;
            self.compile_time += t0.elapsed();
            self.log.push(crate::engine::KernelTime {
                kernel: name,
                time: t0.elapsed(),
                cached: true,
                disk: false,
                lowered: true,
                quick: self.in_quick_tier(),
                ahead: false,
            });
            return Ok(Defined { id: KernelId(self.defined.len() - 1), context });
        }
        let err = |e: &dyn std::fmt::Display| CompileError::Codegen { kernel: name.clone(), msg: e.to_string() };
        let disk_key = self.disk.as_ref().map(|_| disk_key(&key));
        if !self.keep_listings
            && let (Some(disk), Some(k)) = (&self.disk, &disk_key)
            && let Some(stored) = disk.load(k)
        {
            let id = module.declare_function(&name, Linkage::Local, &sig).map_err(|e| err(&e))?;
            module.define_function_bytes(id, stored.align, &stored.code, &stored.relocs).map_err(|e| err(&e))?;
            module.clear_context(&mut self.ctx);
            self.names.push((base.to_string(), key.1.clone()));
            self.defined.push(Def::Own { id, key: Some(key) });
            self.cache_hits += 1;
            self.compile_time += t0.elapsed();
            self.log.push(crate::engine::KernelTime {
                kernel: name,
                time: t0.elapsed(),
                cached: true,
                disk: true,
                lowered: true,
                quick: self.in_quick_tier(),
                ahead: false,
            });
            return Ok(Defined { id: KernelId(self.defined.len() - 1), context });
        }
        let clif = self.keep_listings.then(|| self.ctx.func.display().to_string());
        let dump = self.dump;
        self.ctx.set_disasm(dump || self.keep_listings);
        let id = module.declare_function(&name, Linkage::Local, &sig).map_err(|e| err(&e))?;
        // The quick tier as cranelift-jit's own `define_function` does it (compile, then the
        // bytes with their relocations); where Cranelift refuses the function there (a bug
        // of the less used single-pass allocator, say), the default tier compiles it. Debug
        // builds (the tests) report the refusal instead, so that such a bug is seen.
        let quick = match &self.quick_isa {
            Some((isa, _)) if self.quick => match self.ctx.compile(&**isa, &mut Default::default()) {
                Ok(_) => {
                    let cc = self.ctx.compiled_code().expect("just compiled");
                    let relocs = module_relocs(&self.ctx, id);
                    Some(module.define_function_bytes(id, cc.buffer.alignment as u64, cc.code_buffer(), &relocs))
                }
                Err(e) if cfg!(debug_assertions) => Some(Err(cranelift_module::ModuleError::Compilation(e.inner))),
                Err(_) => None,
            },
            _ => None,
        };
        let defined = match quick {
            Some(done) => done,
            None => module.define_function(id, &mut self.ctx),
        };
        defined.map_err(|e| define_error(&name, &self.ctx, e))?;
        if let (Some(disk), Some(k), Some(cc)) = (&self.disk, &disk_key, self.ctx.compiled_code()) {
            disk.store(k, cc.code_buffer(), cc.buffer.alignment as u64, &module_relocs(&self.ctx, id));
        }
        let vcode = self.ctx.compiled_code().and_then(|c| c.vcode.clone()).unwrap_or_default();
        let code = self.ctx.compiled_code().map(|c| c.code_buffer().to_vec()).unwrap_or_default();
        let ops = self
            .ctx
            .compiled_code()
            .map(|c| {
                c.buffer
                    .get_srclocs_sorted()
                    .iter()
                    .filter_map(|s| Op::from_code(s.loc.bits()).map(|op| (s.start, s.end, op)))
                    .collect()
            })
            .unwrap_or_default();
        if dump {
            eprintln!("==== {name}\n{vcode}");
        }
        if let Some(clif) = clif {
            let context_names = context.iter().map(ToString::to_string).collect();
            let context = context.clone();
            self.listings.push(Listing { kernel: name.clone(), context, context_names, clif, vcode, code, ops });
        }
        module.clear_context(&mut self.ctx);
        self.names.push((base.to_string(), key.1.clone()));
        self.defined.push(Def::Own { id, key: Some(key) });
        self.compile_time += t0.elapsed();
        self.log.push(crate::engine::KernelTime {
            kernel: name,
            time: t0.elapsed(),
            cached: false,
            disk: false,
            lowered: true,
            quick: self.in_quick_tier(),
            ahead: false,
        });
        Ok(Defined { id: KernelId(self.defined.len() - 1), context })
    }
}

impl JitSession {
    /// Make every kernel defined so far callable, and publish the new ones to the cache.
    pub fn finalize(&mut self) -> Result<(), CompileError> {
        let t0 = Instant::now();
        self.module().finalize_definitions().map_err(setup_err)?;
        let owner = self.owner.clone();
        // SAFETY: as in `module()`; only reads finalized addresses.
        let module = unsafe { &*self.owner.module.get() }.as_ref().expect("the module lives as long as its owner");
        // Only the kernels defined since the last call: a session that lives long (an engine
        // reused for many queries) must not walk all it ever defined at every phase.
        for d in &mut self.defined[self.published..] {
            if let Def::Own { id, key } = d
                && let Some(key) = key.take()
            {
                let code = module.get_finalized_function(*id) as usize;
                with_cache(|c| {
                    if c.map.insert(key.clone(), (code, owner.clone())).is_none() {
                        c.order.push_back(key);
                    }
                    while c.order.len() > CACHE_ENTRIES {
                        if let Some(old) = c.order.pop_front() {
                            c.map.remove(&old);
                        }
                    }
                });
            }
        }
        if self.published < self.defined.len() {
            self.log.push(crate::engine::KernelTime {
                kernel: "finalize".into(),
                time: t0.elapsed(),
                cached: false,
                disk: false,
                lowered: false,
                quick: false,
                ahead: false,
            });
        }
        self.published = self.defined.len();
        self.compile_time += t0.elapsed();
        Ok(())
    }

    /// The kernels `define` defines, found without lowering them when a process before this
    /// one stored them under `shape`, everything they are lowered from ([`disk`]); otherwise
    /// defined, and stored under `shape` for the next process. Listings always lower.
    pub(crate) fn shaped(
        &mut self,
        shape: u128,
        define: impl FnOnce(&mut JitSession) -> Result<Vec<Defined>, CompileError>,
    ) -> Result<Vec<Defined>, CompileError> {
        let Some(disk) = self.disk.clone().filter(|_| !self.keep_listings) else { return define(self) };
        let shape = self.shape_name(shape);
        if let Some(found) = self.define_stored(&disk, &shape)? {
            return Ok(found);
        }
        let defined = define(self)?;
        let kernels: Vec<disk::ShapeKernel> = defined
            .iter()
            .map(|d| {
                let (name, key) = self.names[d.id.0].clone();
                disk::ShapeKernel { name, key, context: d.context.clone() }
            })
            .collect();
        disk.store_shape(&shape, &kernels);
        Ok(defined)
    }

    /// The name a shape is stored under: the target and checked mode (which adds calls to
    /// every kernel) complete it.
    fn shape_name(&self, shape: u128) -> String {
        format!("{}\nchecked {}\n{shape:032x}", self.tier_key(), self.check.is_some())
    }

    /// Whether the kernel directory holds a shape file for `shape` (its kernels' files may
    /// still be gone); what it read is kept for [`JitSession::shaped`], which reads it next.
    pub(crate) fn has_shape(&mut self, shape: u128) -> bool {
        let name = self.shape_name(shape);
        let found = self.disk.as_ref().and_then(|d| d.load_shape(&name));
        let has = found.is_some();
        self.seen_shape = found.map(|k| (name, k));
        has
    }

    /// The kernels stored under `shape`, each from the process's cache or its own file; `None`
    /// when the shape or any of its kernels is not stored.
    fn define_stored(&mut self, disk: &disk::DiskCache, shape: &str) -> Result<Option<Vec<Defined>>, CompileError> {
        let mut t0 = Instant::now();
        let seen = self.seen_shape.take().filter(|(name, _)| name == shape).map(|(_, k)| k);
        let Some(kernels) = seen.or_else(|| disk.load_shape(shape)) else { return Ok(None) };
        /// Where a stored shape's kernel was found.
        enum Found {
            /// In the process's cache: the code's address and its module.
            Cached(usize, std::sync::Arc<ModuleOwner>),
            /// In its file on disk.
            Stored(disk::Stored),
        }
        let mut codes = Vec::with_capacity(kernels.len());
        for k in &kernels {
            let key: CacheKey = (self.tier_key().clone(), k.key.clone());
            let code = match with_cache(|c| c.map.get(&key).cloned()) {
                Some((code, owner)) => Found::Cached(code, owner),
                None => match disk.load(&disk_key(&key)) {
                    Some(stored) => Found::Stored(stored),
                    None => return Ok(None),
                },
            };
            codes.push((key, code));
        }
        let mut out = Vec::with_capacity(kernels.len());
        for (k, (key, code)) in kernels.into_iter().zip(codes) {
            let name = format!("{}_{}", k.name, self.defined.len());
            let disk_hit = matches!(code, Found::Stored(_));
            match code {
                Found::Cached(code, owner) => self.defined.push(Def::Cached { code, _owner: owner }),
                Found::Stored(stored) => {
                    let err =
                        |e: &dyn std::fmt::Display| CompileError::Codegen { kernel: name.clone(), msg: e.to_string() };
                    let module = self.module();
                    let sig = kernel_signature(module);
                    let id = module.declare_function(&name, Linkage::Local, &sig).map_err(|e| err(&e))?;
                    module
                        .define_function_bytes(id, stored.align, &stored.code, &stored.relocs)
                        .map_err(|e| err(&e))?;
                    self.defined.push(Def::Own { id, key: Some(key) });
                }
            }
            self.names.push((k.name, k.key));
            self.cache_hits += 1;
            let time = t0.elapsed();
            self.compile_time += time;
            self.log.push(crate::engine::KernelTime {
                kernel: name,
                time,
                cached: true,
                disk: disk_hit,
                lowered: false,
                quick: self.in_quick_tier(),
                ahead: false,
            });
            out.push(Defined { id: KernelId(self.defined.len() - 1), context: k.context });
            t0 = Instant::now();
        }
        Ok(Some(out))
    }

    /// Time spent finding kernels outside [`Backend::define`] (writing their shape), counted as
    /// compile time and in the time of the first kernel logged from `first` on, if any.
    pub(crate) fn charge(&mut self, first: usize, spent: Duration) {
        self.compile_time += spent;
        if let Some(k) = self.log.get_mut(first) {
            k.time += spent;
        }
    }

    /// Kernels defined in this session (compiled or found in the cache).
    pub fn kernels(&self) -> usize {
        self.defined.len()
    }

    /// A finalized kernel.
    pub fn kernel(&self, id: KernelId) -> Kernel<'_> {
        let code = match &self.defined[id.0] {
            Def::Own { id, .. } => {
                // SAFETY: as in `finalize`; only reads a finalized address.
                let module =
                    unsafe { &*self.owner.module.get() }.as_ref().expect("the module lives as long as its owner");
                module.get_finalized_function(*id)
            }
            Def::Cached { code, .. } => *code as *const u8,
        };
        // SAFETY: `id` was defined with the kernel signature (four i64 parameters, one i64
        // result, the platform's C calling convention) and finalized, so its code is
        // executable and matches `KernelFn`.
        let f = unsafe { std::mem::transmute::<*const u8, KernelFn>(code) };
        Kernel { f, _session: PhantomData }
    }
}

/// The helpers a probe kernel may call, declared in its function.
#[derive(Clone, Copy)]
pub(crate) struct Helpers {
    /// `jj_emit_grow`, through `jj_emit_grow_preserving` (`define_preserving`): an emit
    /// buffer is full.
    pub grow: ir::FuncRef,
    /// `jj_prefetch`, through `jj_prefetch_preserving` (`define_preserving`): the home slots
    /// of the next chunk.
    pub prefetch: ir::FuncRef,
    /// `jj_group_find`: the block of a hashed group.
    pub group_find: ir::FuncRef,
    /// `jj_prefetch_rows`, through `jj_prefetch_rows_preserving` (`define_preserving`): the
    /// lines of the rows a staged front's first pass kept.
    pub prefetch_rows: ir::FuncRef,
}

/// What a kernel's lowering fills in: the function builder in the entry block, the module (to
/// declare the helpers in the function), the helpers' ids (`jj_emit_grow`, `jj_prefetch`,
/// `jj_stream_line`, `jj_note_dup`, `jj_group_find` and `jj_prefetch_rows`; the first two and
/// the last through their `…_preserving` wrappers, see [`define_preserving`]), the context,
/// and the `start`, `end`, `state` parameters.
pub type Body<'a> = Box<dyn FnOnce(&mut FunctionBuilder, &mut dyn Module, [FuncId; 6], &Cx, [ir::Value; 3]) + 'a>;

/// Declare the helpers kernels import (`crate::abi::helpers`), by name, in `module`: their
/// ids in the order of [`Body`]'s (`jj_emit_grow`, `jj_prefetch` and `jj_prefetch_rows`
/// through [`define_preserving`]).
fn declare_helpers(module: &mut dyn Module) -> Result<[FuncId; 6], CompileError> {
    let mut ids = Vec::new();
    for (name, _, params, returns) in crate::abi::helpers() {
        let mut sig = module.make_signature();
        sig.params.extend(std::iter::repeat_n(AbiParam::new(types::I64), params));
        if returns {
            sig.returns.push(AbiParam::new(types::I64));
        }
        ids.push(module.declare_function(name, Linkage::Import, &sig).map_err(setup_err)?);
    }
    let [grow, prefetch, stream, note_dup, group_find, prefetch_rows]: [FuncId; 6] =
        ids.try_into().expect("six helpers");
    let preserving = define_preserving(module, prefetch_rows, 4, "jj_prefetch_rows_preserving")?;
    let prefetch = define_preserving(module, prefetch, 4, "jj_prefetch_preserving")?;
    let grow = define_preserving(module, grow, 1, "jj_emit_grow_preserving")?;
    Ok([grow, prefetch, stream, note_dup, group_find, preserving])
}

/// Define `name`, which calls `helper` (with `params` words) and preserves every register
/// (Cranelift's `preserve_all` convention). Three are defined, right after the helpers, so
/// their indices are the same in every module (the disk cache names functions by index):
/// - `jj_prefetch_rows_preserving`: a staged front calls it once a block and column from the
///   loop over its blocks. With the C convention's clobbers, every value live through that
///   loop (the first pass's constants and words) left its registers for the stack, to be
///   stored back at every turn of the first pass.
/// - `jj_prefetch_preserving`: a prefetching row loop calls it once a chunk (`ChunkHook`).
///   With the C convention's clobbers, the loop kept the structure's address on the stack,
///   reloaded and stored back at every row (a store-to-load chain through the loop): 17
///   instructions a row against 13. On the Zen 4 VM, fk_sum's probe at 2^21 ⋈ 2^26 took a
///   median 0.75× the time (8 interleaved pairs), at 2^21 and 2^22 ⋈ 2^28 0.87× (5 pairs each).
/// - `jj_emit_grow_preserving`: an emitting row loop calls it when the buffer is full. Its
///   clobbers left the loop's words and counters on the stack: `examples/csv_join.jj`'s probe
///   kernel touched the stack in 67 instructions, now only in the 14 of its prologue and
///   epilogue. An emit of 4 M of 16 M rows spent 0.94× the perf samples in the probe kernel
///   (3 interleaved pairs).
fn define_preserving(
    module: &mut dyn Module,
    helper: FuncId,
    params: usize,
    name: &str,
) -> Result<FuncId, CompileError> {
    let mut sig = module.make_signature();
    sig.call_conv = cranelift_codegen::isa::CallConv::PreserveAll;
    sig.params.extend(std::iter::repeat_n(AbiParam::new(types::I64), params));
    let id = module.declare_function(name, Linkage::Local, &sig).map_err(setup_err)?;
    let mut ctx = module.make_context();
    ctx.func.signature = sig;
    let mut fctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut ctx.func, &mut fctx);
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    b.seal_block(entry);
    use cranelift_codegen::ir::InstBuilder;
    let args = b.block_params(entry).to_vec();
    let callee = module.declare_func_in_func(helper, b.func);
    b.ins().call(callee, &args);
    b.ins().return_(&[]);
    b.finalize(module.target_config());
    module.define_function(id, &mut ctx).map_err(setup_err)?;
    module.clear_context(&mut ctx);
    Ok(id)
}

/// A failed `define_function` of kernel `name`, with Cranelift's annotated CLIF when the
/// code generator rejected it.
fn define_error(name: &str, ctx: &Context, e: cranelift_module::ModuleError) -> CompileError {
    let msg = match e {
        cranelift_module::ModuleError::Compilation(ce) => cranelift_codegen::print_errors::pretty_error(&ctx.func, ce),
        e => e.to_string(),
    };
    CompileError::Codegen { kernel: name.to_string(), msg }
}

/// Every kernel's signature ([`crate::abi::KernelFn`]): four i64 parameters (`ctx`, `start`,
/// `end`, `state`) and an i64 result.
fn kernel_signature(module: &dyn Module) -> ir::Signature {
    let mut sig = module.make_signature();
    sig.params.extend([AbiParam::new(types::I64); 4]);
    sig.returns.push(AbiParam::new(types::I64));
    sig
}

/// Build the CLIF of one kernel into `ctx.func`: the kernel signature, an entry block whose
/// parameters are `ctx`, `start`, `end` and `state`, then `body`, which reads addresses through
/// the [`Cx`] it is given. Returns the signature and the context layout.
fn lower(
    ctx: &mut Context,
    fctx: &mut FunctionBuilderContext,
    module: &mut dyn Module,
    imports: [FuncId; 6],
    body: Body<'_>,
) -> (ir::Signature, Vec<Word>) {
    let sig = kernel_signature(module);
    ctx.func.signature = sig.clone();
    let mut b = FunctionBuilder::new(&mut ctx.func, fctx);
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    let p = b.block_params(entry);
    let (cx, params) = (Cx::new(p[0], entry), [p[1], p[2], p[3]]);
    body(&mut b, module, imports, &cx, params);
    b.seal_all_blocks();
    b.finalize(module.target_config());
    (sig, cx.into_words())
}

/// The relocations of the function `ctx` just compiled (defined as `id`), as a module takes
/// them: for `define_function_bytes` and for the kernel's file on disk.
fn module_relocs(ctx: &Context, id: FuncId) -> Vec<cranelift_module::ModuleReloc> {
    let cc = ctx.compiled_code().expect("compiled");
    cc.buffer.relocs().iter().map(|r| cranelift_module::ModuleReloc::from_mach_reloc(r, &ctx.func, id)).collect()
}

/// An ISA's triple and flags: half of every kernel's cache key.
fn isa_key(isa: &cranelift_codegen::isa::OwnedTargetIsa) -> std::sync::Arc<str> {
    let flags: Vec<String> = isa.isa_flags().iter().map(ToString::to_string).collect();
    format!("{} {} {}", isa.triple(), flags.join(" "), isa.flags()).into()
}

/// Where kernels are defined: the JIT's session (compiled into memory, cached per process) or
/// an object file ([`aot::ObjectSession`]). The kernels' lowering is the same for both.
pub trait Backend {
    /// Define one kernel named after `name`.
    fn define(&mut self, name: &str, body: Body<'_>) -> Result<Defined, CompileError>;

    fn build_kernel(&mut self, inputs: &BuildInputs<'_>) -> Result<Defined, CompileError> {
        self.define(
            "build",
            Box::new(|b, module, [_, prefetch, _, note_dup, _, _], cx, params| {
                let prefetch = module.declare_func_in_func(prefetch, b.func);
                let note_dup = module.declare_func_in_func(note_dup, b.func);
                build::lower(b, cx, inputs, params, prefetch, note_dup)
            }),
        )
    }

    /// A histogram kernel: `state` points to the chunk's `fanout` u64 counters.
    fn histogram_kernel(&mut self, inputs: &PartitionInputs<'_>) -> Result<Defined, CompileError> {
        self.define("histogram", Box::new(|b, _, _, cx, params| partition::histogram(b, cx, inputs, params)))
    }

    /// A scatter kernel: `state` is laid out as [`crate::abi::scatter`] describes.
    fn scatter_kernel(&mut self, inputs: &PartitionInputs<'_>) -> Result<Defined, CompileError> {
        self.define(
            "scatter",
            Box::new(|b, module, [_, _, stream, _, _, _], cx, params| {
                let stream = module.declare_func_in_func(stream, b.func);
                partition::scatter(b, cx, inputs, params, stream)
            }),
        )
    }

    fn probe_kernel(&mut self, inputs: &ProbeInputs<'_>) -> Result<Defined, CompileError> {
        self.define(
            "probe",
            Box::new(|b, module, [grow, prefetch, _, _, group_find, prefetch_rows], cx, params| {
                let helpers = Helpers {
                    grow: module.declare_func_in_func(grow, b.func),
                    prefetch: module.declare_func_in_func(prefetch, b.func),
                    group_find: module.declare_func_in_func(group_find, b.func),
                    prefetch_rows: module.declare_func_in_func(prefetch_rows, b.func),
                };
                probe::lower(b, cx, inputs, params, helpers)
            }),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::{Backend, Body, JitOptions, JitSession};
    use cranelift_codegen::ir::{InstBuilder, types};

    /// A kernel returning `c`.
    fn constant(c: i64) -> Body<'static> {
        Box::new(move |b, _, _, _, _| {
            let v = b.ins().iconst(types::I64, c);
            b.ins().return_(&[v]);
        })
    }

    /// The kernel cache keys on the function (`kernel_key`), not on the kernel's name: a later
    /// session finds an equal function under another name, and not one that differs in a
    /// constant; each returns its own constant.
    #[test]
    fn the_kernel_cache_keys_on_the_function() {
        let Some(t) = crate::target::presets().iter().find(|t| t.runs_on_host()) else { return };
        let (a, b) = (0x5eed_0001_i64, 0x5eed_0002_i64);
        let mut first = JitSession::for_target(t, JitOptions::default()).unwrap();
        first.define("cache_key_a", constant(a)).unwrap();
        first.finalize().unwrap();
        let mut later = JitSession::for_target(t, JitOptions::default()).unwrap();
        let same = later.define("cache_key_renamed", constant(a)).unwrap();
        assert_eq!(later.cache_hits, 1, "the equal function is found in the cache");
        let other = later.define("cache_key_b", constant(b)).unwrap();
        assert_eq!(later.cache_hits, 1, "a function with another constant is compiled");
        later.finalize().unwrap();
        for (id, want) in [(same.id, a), (other.id, b)] {
            // SAFETY: the kernel reads none of its arguments.
            let got = unsafe { later.kernel(id).call(&[], 0, 0, std::ptr::null_mut()) };
            assert_eq!(got as i64, want);
        }
    }
}
