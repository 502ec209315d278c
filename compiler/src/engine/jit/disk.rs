//! The kernel cache on disk: machine code a process compiled, kept for the next process.
//!
//! A one-shot `jitjoin run` otherwise compiles every kernel again (0.3–2 ms each on the
//! development VM; a star query's probe kernel alone about 2 ms). A kernel is found by the
//! same key as in the process's cache (the ISA with its flags and the 128-bit hash of the
//! kernel's function, `kernel_key`, which holds no address) prefixed with the identity of
//! the executable that compiled it (its path, size and modification time), so a rebuilt
//! jitjoin, whose Cranelift or lowering may differ, never reads an older build's code.
//!
//! ```text
//!   DIR/<64-bit hash of the key>.k:
//!     "JJK1" | key length u32 | key | alignment u64 | code length u32 | code
//!     | relocation count u32 | per relocation: offset u32, kind u8, function u32, addend i64
//!     | checksum u64 (of everything before it)
//! ```
//! A run also finds a kernel without lowering it: the engine names each kernel (or pair of
//! partitioning kernels) by everything it is lowered from, the inputs' `Debug` text (its
//! *shape*: pipeline, layouts, column types), and a shape file maps that name to the
//! kernels' keys and context layouts. Lowering a probe kernel and hashing its function took
//! 0.1–0.2 ms, a histogram kernel's 0.06; reading a shape file takes a few microseconds.
//!
//! ```text
//!   DIR/<64-bit hash of the shape>.s:
//!     "JJS1" | key length u32 | key | kernel count u32
//!     | per kernel: name length u32, name, key length u32, key (the `.k` file's, without the
//!       executable's identity), word count u32, per word: tag u8, two u64 fields
//!     | checksum u64
//! ```
//! A shape whose context holds an address (a long `in` list's) is not stored; a shape whose
//! kernel files are gone is lowered again.
//!
//! The full key is stored and compared, so a hash collision is a miss; a file that is cut
//! short or altered by accident fails its checksum and is a miss. Relocations name imported
//! functions by their index in the module (the helpers every session declares first, in the
//! same order); kernels with any other relocation are not stored. The code is trusted like the
//! binary itself: whoever can write the cache directory can also replace `jitjoin`.

use crate::abi::Word;
use cranelift_codegen::binemit::Reloc;
use cranelift_module::{ModuleReloc, ModuleRelocTarget};
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex, OnceLock, mpsc};

/// Most kernel files kept (a test suite's thousands of one-off kernels must not fill the
/// disk); a full directory drops its least recently used quarter at a store that counts
/// ([`FILES_PER_COUNT`]).
const MAX_FILES: usize = 4096;

/// Counting 4000 names took 3.6 ms here, longer than compiling most kernels, so only one
/// store in `max_files / FILES_PER_COUNT` counts the directory's files (16 at [`MAX_FILES`];
/// which ones is decided by the file name's hash), and a full directory may grow by about
/// that many files before it is trimmed.
const FILES_PER_COUNT: usize = 256;

/// Kernel files are written by one background thread, off the path of the query that compiled
/// them: a file is formatted in microseconds, but writing and renaming a query's files took
/// 0.1 ms (fk_sum) to 0.7 ms (star) of its compile time here. Until its file is written a
/// file's bytes are read from the queue ([`Writer::pending`]), so the process never compiles a
/// kernel twice for want of it; [`flush`] waits for every queued file (a command-line run
/// calls it after printing its result, so the next process finds them).
///
/// ```text
///   compiling thread ── store ──▶ pending: path → bytes ──▶ writer thread: tmp file, rename
///          ▲                        │                          │
///          └──── load reads ────────┘                          └─ then drops the path
/// ```
struct Writer {
    jobs: mpsc::Sender<(DiskCache, PathBuf, u64, Arc<Vec<u8>>)>,
    /// Files queued and not yet written, by path, with their bytes.
    pending: Mutex<HashMap<PathBuf, Arc<Vec<u8>>>>,
    /// Signalled whenever a file is written.
    written: Condvar,
}

static WRITER: OnceLock<Option<Writer>> = OnceLock::new();

/// The process's file writer; `None` where no thread could be started (files are then written
/// in line).
fn writer() -> Option<&'static Writer> {
    WRITER
        .get_or_init(|| {
            let (jobs, queue) = mpsc::channel::<(DiskCache, PathBuf, u64, Arc<Vec<u8>>)>();
            std::thread::Builder::new()
                .name("jitjoin-kernel-files".into())
                .spawn(move || {
                    for (cache, path, name_hash, bytes) in queue {
                        // A panic here must not leave the file pending: `flush` would wait
                        // for it forever.
                        let write = std::panic::AssertUnwindSafe(|| cache.write_now(&path, name_hash, &bytes));
                        let _ = std::panic::catch_unwind(write);
                        if let Some(w) = WRITER.get().and_then(Option::as_ref) {
                            let mut pending = w.pending.lock().unwrap_or_else(|e| e.into_inner());
                            // A later store of the same file queued newer bytes: they stay.
                            if pending.get(&path).is_some_and(|b| Arc::ptr_eq(b, &bytes)) {
                                pending.remove(&path);
                            }
                            w.written.notify_all();
                        }
                    }
                })
                .ok()?;
            Some(Writer { jobs, pending: Mutex::new(HashMap::new()), written: Condvar::new() })
        })
        .as_ref()
}

/// Wait until no kernel file is queued (each written, or given up on): those queued before
/// the call, and any queued meanwhile.
pub fn flush() {
    let Some(w) = WRITER.get().and_then(Option::as_ref) else { return };
    let mut pending = w.pending.lock().unwrap_or_else(|e| e.into_inner());
    while !pending.is_empty() {
        pending = w.written.wait(pending).unwrap_or_else(|e| e.into_inner());
    }
}

/// Kernel code as stored.
pub struct Stored {
    pub code: Vec<u8>,
    pub align: u64,
    pub relocs: Vec<ModuleReloc>,
}

/// One kernel of a stored shape: its name (before the session's number), its key (the
/// target's and the function's, as [`DiskCache::load`] takes it) and its context layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShapeKernel {
    pub name: String,
    pub key: String,
    pub context: Vec<Word>,
}

/// Files touched less than this long ago are not touched again when read: the least recently
/// used order only needs to be roughly right, and the touch is three more system calls.
const TOUCH_AFTER: std::time::Duration = std::time::Duration::from_secs(600);

/// A directory of kernel files.
#[derive(Clone, Debug)]
pub struct DiskCache {
    dir: PathBuf,
    /// The executable's identity, the first part of every key.
    build: String,
    /// Most files kept ([`MAX_FILES`]).
    max_files: usize,
    /// A file read this long after it was last touched is touched ([`TOUCH_AFTER`]).
    touch_after: std::time::Duration,
}

fn hash(bytes: &[u8]) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    bytes.hash(&mut h);
    h.finish()
}

fn reloc_code(r: Reloc) -> Option<u8> {
    Some(match r {
        Reloc::Abs8 => 1,
        Reloc::X86PCRel4 => 2,
        Reloc::X86CallPCRel4 => 3,
        Reloc::Abs4 => 4,
        _ => return None,
    })
}

fn reloc_of(code: u8) -> Option<Reloc> {
    Some(match code {
        1 => Reloc::Abs8,
        2 => Reloc::X86PCRel4,
        3 => Reloc::X86CallPCRel4,
        4 => Reloc::Abs4,
        _ => return None,
    })
}

/// A context word as a tag and two fields; `None` for an address ([`Word::InList`]), which
/// no later process shares.
fn word_code(w: Word) -> Option<(u8, u64, u64)> {
    Some(match w {
        Word::Column(c) => (1, c as u64, 0),
        Word::Tuples => (2, 0, 0),
        Word::Table => (3, 0, 0),
        Word::Output => (4, 0, 0),
        Word::Structure(j) => (5, j as u64, 0),
        Word::BuildColumn { join, col } => (6, join as u64, col as u64),
        Word::BuildTuples(j) => (7, j as u64, 0),
        Word::RunSlots(j) => (8, j as u64, 0),
        Word::RunCount(j) => (9, j as u64, 0),
        Word::RunStarts(j) => (10, j as u64, 0),
        Word::RunEntries(j) => (11, j as u64, 0),
        Word::Prefetch => (12, 0, 0),
        Word::Lanes => (13, 0, 0),
        Word::Packed(c) => (14, c as u64, 0),
        Word::InList { .. } => return None,
    })
}

fn word_of(tag: u8, a: u64, b: u64) -> Option<Word> {
    let (a, b) = (usize::try_from(a).ok()?, usize::try_from(b).ok()?);
    Some(match tag {
        1 => Word::Column(a),
        2 => Word::Tuples,
        3 => Word::Table,
        4 => Word::Output,
        5 => Word::Structure(a),
        6 => Word::BuildColumn { join: a, col: b },
        7 => Word::BuildTuples(a),
        8 => Word::RunSlots(a),
        9 => Word::RunCount(a),
        10 => Word::RunStarts(a),
        11 => Word::RunEntries(a),
        12 => Word::Prefetch,
        13 => Word::Lanes,
        14 => Word::Packed(a),
        _ => return None,
    })
}

/// A reader over a stored file that fails softly (a miss) at its end.
struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Option<&[u8]> {
        if self.0.len() < n {
            return None;
        }
        let (a, b) = self.0.split_at(n);
        self.0 = b;
        Some(a)
    }
    fn u32(&mut self) -> Option<u32> {
        self.take(4).map(|b| u32::from_le_bytes(b.try_into().expect("4 bytes")))
    }
    fn u64(&mut self) -> Option<u64> {
        self.take(8).map(|b| u64::from_le_bytes(b.try_into().expect("8 bytes")))
    }
    /// A string written as its length (u32) and its UTF-8 bytes.
    fn text(&mut self) -> Option<String> {
        let n = self.u32()? as usize;
        String::from_utf8(self.take(n)?.to_vec()).ok()
    }
}

fn put_text(out: &mut Vec<u8>, s: &str) {
    out.extend_from_slice(&(s.len() as u32).to_le_bytes());
    out.extend_from_slice(s.as_bytes());
}

impl DiskCache {
    /// A cache in `dir` for kernels this executable compiles; `None` when the executable
    /// cannot be identified.
    pub fn new(dir: &Path) -> Option<DiskCache> {
        let exe = std::env::current_exe().ok()?;
        let meta = std::fs::metadata(&exe).ok()?;
        let mtime = meta.modified().ok()?.duration_since(std::time::UNIX_EPOCH).ok()?;
        let build = format!("{} {} {}", exe.display(), meta.len(), mtime.as_nanos());
        Some(DiskCache { dir: dir.to_path_buf(), build, max_files: MAX_FILES, touch_after: TOUCH_AFTER })
    }

    /// The file of `key` with extension `ext`, its full key (with the executable's identity)
    /// and the hash that names it.
    fn file(&self, key: &str, ext: &str) -> (PathBuf, String, u64) {
        let full = format!("{}\n{key}", self.build);
        let h = hash(full.as_bytes());
        (self.dir.join(format!("{h:016x}.{ext}")), full, h)
    }

    /// The body of the file of `key` (after its magic and full key), if it is there, intact
    /// and of that key. A file not touched for `touch_after` ([`TOUCH_AFTER`]) is touched:
    /// used now, so the last to be dropped when the directory is full.
    fn read(&self, key: &str, ext: &str, magic: &[u8; 4]) -> Option<Vec<u8>> {
        use std::io::Read;
        let (path, full, _) = self.file(key, ext);
        let queued = WRITER
            .get()
            .and_then(Option::as_ref)
            .and_then(|w| w.pending.lock().unwrap_or_else(|e| e.into_inner()).get(&path).cloned());
        let (mut bytes, meta) = match queued {
            Some(b) => (b.to_vec(), None),
            None => {
                let mut f = std::fs::File::open(&path).ok()?;
                let meta = f.metadata().ok()?;
                let mut bytes = Vec::with_capacity(meta.len() as usize);
                f.read_to_end(&mut bytes).ok()?;
                (bytes, Some(meta))
            }
        };
        let body = bytes.len().checked_sub(8)?;
        let sum = u64::from_le_bytes(bytes[body..].try_into().ok()?);
        if hash(&bytes[..body]) != sum {
            return None;
        }
        let mut r = Reader(&bytes[..body]);
        if r.take(4)? != magic || r.text()? != full {
            return None;
        }
        let start = body - r.0.len();
        // A file still queued is about to be written: as good as touched.
        let stale = meta.is_some_and(|meta| {
            meta.modified().ok().and_then(|m| m.elapsed().ok()).is_none_or(|age| age >= self.touch_after)
        });
        if stale && let Ok(w) = std::fs::File::options().write(true).open(&path) {
            let _ = w.set_modified(std::time::SystemTime::now());
        }
        bytes.truncate(body);
        bytes.drain(..start);
        Some(bytes)
    }

    /// Queue `body` as the file of `key`, framed by `magic`, the full key and a checksum, for
    /// the writer thread ([`Writer`]); quietly nothing when the directory cannot be written.
    fn write(&self, key: &str, ext: &str, magic: &[u8; 4], body: &[u8]) {
        let (path, full, name_hash) = self.file(key, ext);
        let mut out = Vec::with_capacity(body.len() + full.len() + 16);
        out.extend_from_slice(magic);
        put_text(&mut out, &full);
        out.extend_from_slice(body);
        let sum = hash(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        let Some(w) = writer() else { return self.write_now(&path, name_hash, &out) };
        let out = Arc::new(out);
        w.pending.lock().unwrap_or_else(|e| e.into_inner()).insert(path.clone(), out.clone());
        if let Err(mpsc::SendError((_, path, _, out))) = w.jobs.send((self.clone(), path, name_hash, out)) {
            // The writer is gone (it cannot be, short of a panic there): write it here.
            self.write_now(&path, name_hash, &out);
            w.pending.lock().unwrap_or_else(|e| e.into_inner()).remove(&path);
        }
    }

    /// Write the framed bytes `out` as the file at `path` now.
    fn write_now(&self, path: &Path, name_hash: u64, out: &[u8]) {
        if std::fs::create_dir_all(&self.dir).is_err() {
            return;
        }
        self.make_room(name_hash);
        // Written whole under a temporary name, then renamed: a reader sees all or nothing.
        let tmp = self.dir.join(format!(
            ".{}.{}.tmp",
            path.file_name().and_then(|n| n.to_str()).unwrap_or("k"),
            std::process::id()
        ));
        if std::fs::write(&tmp, out).is_ok() && std::fs::rename(&tmp, path).is_err() {
            let _ = std::fs::remove_file(&tmp);
        }
    }

    /// The kernel stored for `key` (the ISA and the function's hash), if any and intact.
    pub fn load(&self, key: &str) -> Option<Stored> {
        let bytes = self.read(key, "k", b"JJK1")?;
        let mut r = Reader(&bytes);
        let align = r.u64()?;
        let code_len = r.u32()? as usize;
        let code = r.take(code_len)?.to_vec();
        let n = r.u32()? as usize;
        let mut relocs = Vec::with_capacity(n.min(1024));
        for _ in 0..n {
            let offset = r.u32()?;
            let kind = reloc_of(r.take(1)?[0])?;
            let index = r.u32()?;
            let addend = r.u64()? as i64;
            if offset as usize >= code.len() {
                return None;
            }
            relocs.push(ModuleReloc { offset, kind, name: ModuleRelocTarget::user(0, index), addend });
        }
        Some(Stored { code, align, relocs })
    }

    /// The kernels stored under `shape`, if any and intact.
    pub fn load_shape(&self, shape: &str) -> Option<Vec<ShapeKernel>> {
        let bytes = self.read(&format!("shape\n{shape}"), "s", b"JJS1")?;
        let mut r = Reader(&bytes);
        let n = r.u32()? as usize;
        let mut kernels = Vec::with_capacity(n.min(16));
        for _ in 0..n {
            let (name, key) = (r.text()?, r.text()?);
            let words = r.u32()? as usize;
            let mut context = Vec::with_capacity(words.min(1024));
            for _ in 0..words {
                let tag = r.take(1)?[0];
                context.push(word_of(tag, r.u64()?, r.u64()?)?);
            }
            kernels.push(ShapeKernel { name, key, context });
        }
        r.0.is_empty().then_some(kernels)
    }

    /// Keep `kernels` under `shape`; quietly nothing when a context holds an address, or the
    /// directory cannot be written.
    pub fn store_shape(&self, shape: &str, kernels: &[ShapeKernel]) {
        let mut out = Vec::new();
        out.extend_from_slice(&(kernels.len() as u32).to_le_bytes());
        for k in kernels {
            put_text(&mut out, &k.name);
            put_text(&mut out, &k.key);
            out.extend_from_slice(&(k.context.len() as u32).to_le_bytes());
            for &w in &k.context {
                let Some((tag, a, b)) = word_code(w) else { return };
                out.push(tag);
                out.extend_from_slice(&a.to_le_bytes());
                out.extend_from_slice(&b.to_le_bytes());
            }
        }
        self.write(&format!("shape\n{shape}"), "s", b"JJS1", &out);
    }

    /// Drop the least recently used quarter of the kernel files when there are `max_files`;
    /// only every so many stores look (the one of a file whose name hashes to a multiple of
    /// `max_files / FILES_PER_COUNT`).
    fn make_room(&self, name_hash: u64) {
        let every = (self.max_files / FILES_PER_COUNT).max(1) as u64;
        if !name_hash.is_multiple_of(every) {
            return;
        }
        // Counting names is cheaper than reading times; only a full directory has every
        // file's time read.
        if std::fs::read_dir(&self.dir).map_or(true, |d| d.count() < self.max_files) {
            return;
        }
        let Ok(dir) = std::fs::read_dir(&self.dir) else { return };
        let mut files: Vec<(std::time::SystemTime, PathBuf)> = dir
            .filter_map(Result::ok)
            .filter(|e| e.path().extension().is_some_and(|x| x == "k" || x == "s"))
            .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
            .collect();
        if files.len() < self.max_files {
            return;
        }
        files.sort();
        for (_, p) in &files[..files.len() - self.max_files * 3 / 4] {
            let _ = std::fs::remove_file(p);
        }
    }

    /// Keep a kernel's code for `key`; quietly nothing when a relocation is of a kind this
    /// cache does not store, the directory is full or cannot be written.
    pub fn store(&self, key: &str, code: &[u8], align: u64, relocs: &[ModuleReloc]) {
        let mut out = Vec::with_capacity(code.len() + 64);
        out.extend_from_slice(&align.to_le_bytes());
        out.extend_from_slice(&(code.len() as u32).to_le_bytes());
        out.extend_from_slice(code);
        out.extend_from_slice(&(relocs.len() as u32).to_le_bytes());
        for r in relocs {
            let (Some(kind), ModuleRelocTarget::User { namespace: 0, index }) = (reloc_code(r.kind), &r.name) else {
                return;
            };
            out.extend_from_slice(&r.offset.to_le_bytes());
            out.push(kind);
            out.extend_from_slice(&index.to_le_bytes());
            out.extend_from_slice(&r.addend.to_le_bytes());
        }
        self.write(key, "k", b"JJK1", &out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_kernel_loads_back_and_a_damaged_one_is_a_miss() {
        let dir = tempfile::tempdir().unwrap();
        let c = DiskCache::new(dir.path()).unwrap();
        let relocs =
            vec![ModuleReloc { offset: 2, kind: Reloc::Abs8, name: ModuleRelocTarget::user(0, 3), addend: -4 }];
        c.store("isa\nclif text", &[0x90; 16], 16, &relocs);
        // Read back from the queue or the file, whichever holds it now; after a flush the
        // file is there.
        let s = c.load("isa\nclif text").expect("stored");
        flush();
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1, "the file, and no temporary one");
        assert_eq!(c.load("isa\nclif text").map(|s| s.code), Some(s.code.clone()));
        assert_eq!((s.code, s.align, s.relocs.len()), (vec![0x90; 16], 16, 1));
        let r = &s.relocs[0];
        assert_eq!((r.offset, r.kind, r.addend), (2, Reloc::Abs8, -4));
        assert!(matches!(r.name, ModuleRelocTarget::User { namespace: 0, index: 3 }));
        assert!(c.load("isa\nother clif").is_none());
        // Flip one byte of the code: the checksum fails.
        flush();
        let file = std::fs::read_dir(dir.path()).unwrap().next().unwrap().unwrap().path();
        let mut bytes = std::fs::read(&file).unwrap();
        let at = bytes.len() - 20;
        bytes[at] ^= 1;
        std::fs::write(&file, &bytes).unwrap();
        assert!(c.load("isa\nclif text").is_none());
        // A full directory drops its least recently used files first.
        let small = DiskCache { max_files: 4, touch_after: std::time::Duration::ZERO, ..c.clone() };
        std::thread::sleep(std::time::Duration::from_millis(20));
        for k in 0..4 {
            small.store(&format!("isa\nkernel {k}"), &[0x90; 8], 8, &[]);
            flush();
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        assert!(small.load("isa\nkernel 0").is_some(), "used again: now the most recent");
        small.store("isa\nkernel 4", &[0x90; 8], 8, &[]);
        flush();
        let kept = |k: u32| small.load(&format!("isa\nkernel {k}")).is_some();
        assert!(kept(0) && kept(4) && !kept(1), "the least recently used went first");
        // With room for more files, only some stores count them (here one in two): the
        // directory passes its bound by a few files at most before it is trimmed.
        let many = tempfile::tempdir().unwrap();
        let c512 = DiskCache { dir: many.path().to_path_buf(), max_files: 512, ..c.clone() };
        for k in 0..700 {
            c512.store(&format!("isa\nkernel {k}"), &[0x90; 8], 8, &[]);
        }
        flush();
        let n = std::fs::read_dir(many.path()).unwrap().count();
        assert!((384..=520).contains(&n), "{n} files after 700 stores into room for 512");
        // A relocation kind it does not store stores nothing.
        let odd =
            [ModuleReloc { offset: 0, kind: Reloc::S390xTlsGd64, name: ModuleRelocTarget::user(0, 1), addend: 0 }];
        c.store("isa\nodd", &[0; 8], 8, &odd);
        assert!(c.load("isa\nodd").is_none());
    }

    #[test]
    fn a_stored_shape_loads_back_and_one_with_an_address_is_not_stored() {
        let dir = tempfile::tempdir().unwrap();
        let c = DiskCache::new(dir.path()).unwrap();
        let every = vec![
            Word::Column(3),
            Word::Tuples,
            Word::Table,
            Word::Output,
            Word::Structure(1),
            Word::BuildColumn { join: 2, col: 5 },
            Word::BuildTuples(4),
            Word::RunSlots(0),
            Word::RunCount(1),
            Word::RunStarts(2),
            Word::RunEntries(3),
            Word::Prefetch,
            Word::Lanes,
            Word::Packed(2),
        ];
        let kernels = vec![
            ShapeKernel { name: "histogram".into(), key: "isa\nh".into(), context: every.clone() },
            ShapeKernel { name: "scatter".into(), key: "isa\ns".into(), context: vec![] },
        ];
        c.store_shape("partition A", &kernels);
        assert_eq!(c.load_shape("partition A"), Some(kernels.clone()));
        assert_eq!(c.load_shape("partition B"), None);
        // Every word kind has its own tag: none decodes as another.
        for w in every {
            let (tag, a, b) = word_code(w).unwrap();
            assert_eq!(word_of(tag, a, b), Some(w));
        }
        assert_eq!(word_of(0, 0, 0), None);
        assert_eq!(word_of(15, 0, 0), None);
        // A long in-list's address is this process's: not stored.
        let list = ShapeKernel { context: vec![Word::InList { addr: 0x1000, len: 40 }], ..kernels[1].clone() };
        c.store_shape("probe with a list", &[list]);
        assert_eq!(c.load_shape("probe with a list"), None);
        // A damaged shape file is a miss.
        flush();
        let file = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().path())
            .find(|p| p.extension().is_some_and(|x| x == "s"));
        let file = file.expect("the shape file");
        let mut bytes = std::fs::read(&file).unwrap();
        let at = bytes.len() / 2;
        bytes[at] ^= 1;
        std::fs::write(&file, &bytes).unwrap();
        assert_eq!(c.load_shape("partition A"), None);
    }
}
