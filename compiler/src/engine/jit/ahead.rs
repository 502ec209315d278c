//! Kernels compiled ahead: lowered on the query's thread, compiled by Cranelift on another
//! while the query goes on (its builds run), and taken when the query asks for them.
//!
//! A probe kernel took 0.6–1.5 ms of Cranelift's time and the builds before it about as much
//! again, one after the other; the probe kernel needs no data, only the shapes of its inputs,
//! so it can be compiled while the builds are. What a build finds can still change the
//! kernel (runs of duplicates, a plan made again); then the probe asks for another kernel
//! than the one compiled ahead, and compiles it as it would have.
//!
//! ```text
//!   query thread:  lower probe ─ compile + run builds ─────────── take probe ─ probe
//!                      │                                             ▲ (waits for what is left)
//!   compile thread:    └─ Cranelift: probe kernel ─▶ machine code ───┘
//! ```

use super::{
    Backend, Body, CacheKey, CompileError, Def, Defined, JitSession, KernelId, disk_key, kernel_key, module_relocs,
    with_cache,
};
use crate::abi::Word;
use crate::engine::Pending;
use cranelift_codegen::{Context, ir};
use cranelift_module::{Linkage, Module};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};

/// A kernel being compiled on another thread.
pub(crate) struct Ahead {
    /// The kernel's name (before the session's number).
    base: String,
    sig: ir::Signature,
    context: Vec<Word>,
    key: CacheKey,
    quick: bool,
    /// The lowering's time, on the query's thread.
    lowered: Duration,
    /// The compiled function (or Cranelift's error, annotated) and the compile thread's time.
    done: mpsc::Receiver<(Result<Context, String>, Duration)>,
    /// Set by the compile thread once `done` holds its answer.
    ready: Arc<AtomicBool>,
}

impl Ahead {
    /// The kernel's flag, set once taking it waits for nothing.
    pub(crate) fn flag(&self) -> Pending {
        Pending { ready: self.ready.clone(), compiling: true }
    }

    /// The kernel's flag while it compiles; `None` once taking it waits for nothing.
    pub(crate) fn pending(&self) -> Option<Pending> {
        Some(self.flag()).filter(|p| !p.ready())
    }
}

/// A backend that lowers the one kernel it is asked for and starts compiling it on another
/// thread ([`Lowerer::ahead`]). The [`Defined`] it returns names no kernel; nothing is
/// started when the process's cache or the kernel directory has the kernel already.
pub(crate) struct Lowerer<'s> {
    pub session: &'s mut JitSession,
    pub ahead: Option<Ahead>,
    /// Compile at the OS's idle priority ([`background`]).
    pub idle: bool,
}

impl Backend for Lowerer<'_> {
    fn define(&mut self, name: &str, body: Body<'_>) -> Result<Defined, CompileError> {
        let t0 = Instant::now();
        let s = &mut *self.session;
        let mut ctx = Context::new();
        let (sig, context) = s.lower_into(&mut ctx, body);
        let key: CacheKey = (s.tier_key().clone(), kernel_key(&ctx.func));
        // Found in the process's cache or in its file on disk (its shape file gone), the
        // kernel is defined from there when the probe asks for it.
        let cached = with_cache(|c| c.map.contains_key(&key))
            || s.disk.as_ref().is_some_and(|d| d.load(&disk_key(&key)).is_some());
        let quick = s.in_quick_tier();
        let isa = match &s.quick_isa {
            Some((isa, _)) if quick => isa.clone(),
            _ => s.isa.clone(),
        };
        let fallback = s.isa.clone();
        let idle = self.idle;
        let (tx, done) = mpsc::channel();
        let ready = Arc::new(AtomicBool::new(false));
        let set = ready.clone();
        // As in `define`: where the quick tier's allocator refuses a function, release builds
        // compile it in the default tier, and debug builds (the tests) report it.
        let compile = move || {
            if idle {
                background();
            }
            let t = Instant::now();
            let mut ctx = ctx;
            let mut r = ctx.compile(&*isa, &mut Default::default()).map(|_| ()).map_err(|e| pretty(e.func, e.inner));
            if r.is_err() && quick && !cfg!(debug_assertions) {
                r = ctx.compile(&*fallback, &mut Default::default()).map(|_| ()).map_err(|e| pretty(e.func, e.inner));
            }
            let _ = tx.send((r.map(|()| ctx), t.elapsed()));
            set.store(true, Ordering::Release);
        };
        let started = !cached && std::thread::Builder::new().name("jitjoin-compile".into()).spawn(compile).is_ok();
        let lowered = t0.elapsed();
        s.compile_time += lowered;
        if started {
            self.ahead =
                Some(Ahead { base: name.to_string(), sig, context: context.clone(), key, quick, lowered, done, ready });
        }
        Ok(Defined { id: KernelId(usize::MAX), context })
    }
}

/// Make the calling thread run only on a CPU nothing else wants (Linux's `SCHED_IDLE`), so that
/// a worker woken on its CPU runs at once. An adaptive start compiles so: the generic engine
/// runs the query meanwhile, and one worker leaves its CPU to the compile threads
/// (`jitjoin_runtime`'s probe and build phases).
///
/// At the default priority a compile thread kept the CPU it shared with a woken worker for
/// the rest of its time slice: a cold run of 10^4 rows waited up to a millisecond at every
/// phase whose workers woke while a kernel compiled.
fn background() {
    #[cfg(target_os = "linux")]
    {
        let param = libc::sched_param { sched_priority: 0 };
        // SAFETY: `sched_setscheduler` reads `param`, a valid `sched_param` on the stack, and
        // changes only this thread's policy (pid 0 is the calling thread); failure leaves the
        // default policy, which is still correct, only slower to give way.
        unsafe { libc::sched_setscheduler(0, libc::SCHED_IDLE, &param) };
    }
}

fn pretty(func: &ir::Function, e: cranelift_codegen::CodegenError) -> String {
    cranelift_codegen::print_errors::pretty_error(func, e)
}

impl JitSession {
    /// The kernel compiled ahead as `a`, defined in this session (waiting for the compile
    /// thread when it is not done) and stored on disk as [`Backend::define`] stores one.
    pub(crate) fn take_ahead(&mut self, a: Ahead) -> Result<Defined, CompileError> {
        let t0 = Instant::now();
        let (compiled, work) =
            a.done.recv().unwrap_or_else(|_| (Err("the compile thread stopped".to_string()), Duration::ZERO));
        let waited = t0.elapsed();
        let name = format!("{}_{}", a.base, self.defined.len());
        let err = |msg: String| CompileError::Codegen { kernel: name.clone(), msg };
        let ctx = compiled.map_err(err)?;
        let module = self.module();
        let id = module.declare_function(&name, Linkage::Local, &a.sig).map_err(|e| err(e.to_string()))?;
        let cc = ctx.compiled_code().expect("compiled");
        let (align, relocs) = (cc.buffer.alignment as u64, module_relocs(&ctx, id));
        module.define_function_bytes(id, align, cc.code_buffer(), &relocs).map_err(|e| err(e.to_string()))?;
        if let Some(disk) = &self.disk {
            disk.store(&disk_key(&a.key), cc.code_buffer(), align, &relocs);
        }
        self.names.push((a.base, a.key.1.clone()));
        self.defined.push(Def::Own { id, key: Some(a.key) });
        let here = t0.elapsed();
        self.compile_time += here;
        self.ahead_wait += waited;
        self.ahead_work += work;
        self.log.push(crate::engine::KernelTime {
            kernel: name,
            time: a.lowered + work + here.saturating_sub(waited),
            cached: false,
            disk: false,
            lowered: true,
            quick: a.quick,
            ahead: true,
        });
        Ok(Defined { id: KernelId(self.defined.len() - 1), context: a.context })
    }
}
