//! What a process is told at its edge: checked mode, the verifier, kernel dumps, where the
//! caches live and whether to measure the machine. The command line (and a test harness that
//! wants the command line's behaviour) reads them from the environment once, with
//! [`Settings::from_env`], and installs them ([`install`]); the library reads only the value.
//! A library user who installs nothing gets [`Settings::default`]: no cache directory, so no
//! calibration is stored or measured and no kernel is kept on disk.

use std::path::PathBuf;

/// A process's settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Run the JIT in checked mode: every kernel load and store bounds-checked
    /// (`JITJOIN_CHECKED=1`).
    pub checked: bool,
    /// Run Cranelift's verifier on every kernel (`JITJOIN_VERIFY=1`; always in debug builds).
    pub verify: bool,
    /// Print every kernel's machine code to stderr (`JITJOIN_DUMP=1`).
    pub dump: bool,
    /// Where the calibration and kernel files live: `$JITJOIN_CACHE_DIR`, else
    /// `$XDG_CACHE_HOME/jitjoin`, else `~/.cache/jitjoin`.
    pub cache_dir: Option<PathBuf>,
    /// Keep compiled kernels in the cache directory for later processes
    /// (`JITJOIN_KERNEL_CACHE=0` turns it off).
    pub kernel_cache: bool,
    /// Measure the machine when no calibration is stored (`JITJOIN_CALIBRATE=0` uses the
    /// nominal cache sizes instead).
    pub calibrate: bool,
    /// Give loaded tables packed copies of their integer columns for compiled scans
    /// (`jitjoin_ir::packed`; `JITJOIN_PACK=0` keeps only the full-width columns).
    pub pack: bool,
    /// How a build or probe whose kernel is not compiled yet starts: waiting for it (the
    /// default), on the generic engine when it is small (`JITJOIN_ADAPTIVE=1`), and also on
    /// the generic engine until the kernel is ready when it is larger
    /// (`JITJOIN_ADAPTIVE=switch`).
    pub adaptive: jitjoin_compiler::engine::jit::Adaptive,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            checked: false,
            verify: cfg!(debug_assertions),
            dump: false,
            cache_dir: None,
            kernel_cache: false,
            calibrate: false,
            pack: true,
            adaptive: Default::default(),
        }
    }
}

impl Settings {
    /// The settings the environment gives: the one place jitjoin reads it.
    pub fn from_env() -> Settings {
        let on = |name: &str| std::env::var_os(name).is_some_and(|v| v == "1");
        let off = |name: &str| std::env::var_os(name).is_some_and(|v| v == "0");
        let cache_dir = std::env::var_os("JITJOIN_CACHE_DIR").map(PathBuf::from).or_else(|| {
            std::env::var_os("XDG_CACHE_HOME")
                .map(|d| PathBuf::from(d).join("jitjoin"))
                .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache/jitjoin")))
        });
        Settings {
            checked: on("JITJOIN_CHECKED"),
            verify: cfg!(debug_assertions) || on("JITJOIN_VERIFY"),
            dump: std::env::var_os("JITJOIN_DUMP").is_some(),
            cache_dir,
            kernel_cache: !off("JITJOIN_KERNEL_CACHE"),
            calibrate: !off("JITJOIN_CALIBRATE"),
            pack: !off("JITJOIN_PACK"),
            adaptive: match std::env::var_os("JITJOIN_ADAPTIVE") {
                Some(v) if v == "1" => jitjoin_compiler::engine::jit::Adaptive::Small,
                Some(v) if v == "switch" => jitjoin_compiler::engine::jit::Adaptive::Switch,
                _ => jitjoin_compiler::engine::jit::Adaptive::Off,
            },
        }
    }

    /// How the JIT compiles under these settings.
    pub fn jit(&self) -> jitjoin_compiler::engine::jit::JitOptions {
        jitjoin_compiler::engine::jit::JitOptions { verify: self.verify, dump: self.dump }
    }
}

static SETTINGS: std::sync::OnceLock<Settings> = std::sync::OnceLock::new();

/// Make `s` the process's settings. The first call wins (the host target and its calibration
/// are resolved once per process, after it); returns whether this one did.
pub fn install(s: Settings) -> bool {
    SETTINGS.set(s).is_ok()
}

/// The installed settings, or the defaults.
pub fn current() -> &'static Settings {
    SETTINGS.get_or_init(Settings::default)
}
