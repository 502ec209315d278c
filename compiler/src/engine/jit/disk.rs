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
//! The full key is stored and compared, so a hash collision is a miss; a file that is cut
//! short or altered by accident fails its checksum and is a miss. Relocations name imported
//! functions by their index in the module (the helpers every session declares first, in the
//! same order); kernels with any other relocation are not stored. The code is trusted like the
//! binary itself: whoever can write the cache directory can also replace `jitjoin`.

use cranelift_codegen::binemit::Reloc;
use cranelift_module::{ModuleReloc, ModuleRelocTarget};
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};

/// Most kernel files kept (a test suite's thousands of one-off kernels must not fill the
/// disk); a full directory drops its least recently used quarter at a store that counts
/// ([`FILES_PER_COUNT`]).
const MAX_FILES: usize = 4096;

/// Counting 4000 names took 3.6 ms here, longer than compiling most kernels, so only one
/// store in `max_files / FILES_PER_COUNT` counts the directory's files (16 at [`MAX_FILES`];
/// which ones is decided by the file name's hash), and a full directory may grow by about
/// that many files before it is trimmed.
const FILES_PER_COUNT: usize = 256;

/// Kernel code as stored.
pub struct Stored {
    pub code: Vec<u8>,
    pub align: u64,
    pub relocs: Vec<ModuleReloc>,
}

/// A directory of kernel files.
#[derive(Clone, Debug)]
pub struct DiskCache {
    dir: PathBuf,
    /// The executable's identity, the first part of every key.
    build: String,
    /// Most files kept ([`MAX_FILES`]).
    max_files: usize,
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
}

impl DiskCache {
    /// A cache in `dir` for kernels this executable compiles; `None` when the executable
    /// cannot be identified.
    pub fn new(dir: &Path) -> Option<DiskCache> {
        let exe = std::env::current_exe().ok()?;
        let meta = std::fs::metadata(&exe).ok()?;
        let mtime = meta.modified().ok()?.duration_since(std::time::UNIX_EPOCH).ok()?;
        let build = format!("{} {} {}", exe.display(), meta.len(), mtime.as_nanos());
        Some(DiskCache { dir: dir.to_path_buf(), build, max_files: MAX_FILES })
    }

    /// The file of `key`, its full key (with the executable's identity) and the hash that
    /// names it.
    fn file(&self, key: &str) -> (PathBuf, String, u64) {
        let full = format!("{}\n{key}", self.build);
        let h = hash(full.as_bytes());
        (self.dir.join(format!("{h:016x}.k")), full, h)
    }

    /// The kernel stored for `key` (the ISA and the function's hash), if any and intact.
    pub fn load(&self, key: &str) -> Option<Stored> {
        let (path, full, _) = self.file(key);
        let bytes = std::fs::read(&path).ok()?;
        let body = bytes.len().checked_sub(8)?;
        let sum = u64::from_le_bytes(bytes[body..].try_into().ok()?);
        if hash(&bytes[..body]) != sum {
            return None;
        }
        let mut r = Reader(&bytes[..body]);
        if r.take(4)? != b"JJK1" {
            return None;
        }
        let key_len = r.u32()? as usize;
        if r.take(key_len)? != full.as_bytes() {
            return None;
        }
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
        // Used now: the last to be dropped when the directory is full.
        if let Ok(f) = std::fs::File::options().write(true).open(&path) {
            let _ = f.set_modified(std::time::SystemTime::now());
        }
        Some(Stored { code, align, relocs })
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
            .filter(|e| e.path().extension().is_some_and(|x| x == "k"))
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
        let mut out = Vec::with_capacity(code.len() + key.len() + 64);
        let (path, full, name_hash) = self.file(key);
        out.extend_from_slice(b"JJK1");
        out.extend_from_slice(&(full.len() as u32).to_le_bytes());
        out.extend_from_slice(full.as_bytes());
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
        let sum = hash(&out);
        out.extend_from_slice(&sum.to_le_bytes());
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
        if std::fs::write(&tmp, &out).is_ok() && std::fs::rename(&tmp, &path).is_err() {
            let _ = std::fs::remove_file(&tmp);
        }
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
        let s = c.load("isa\nclif text").expect("stored");
        assert_eq!((s.code, s.align, s.relocs.len()), (vec![0x90; 16], 16, 1));
        let r = &s.relocs[0];
        assert_eq!((r.offset, r.kind, r.addend), (2, Reloc::Abs8, -4));
        assert!(matches!(r.name, ModuleRelocTarget::User { namespace: 0, index: 3 }));
        assert!(c.load("isa\nother clif").is_none());
        // Flip one byte of the code: the checksum fails.
        let file = std::fs::read_dir(dir.path()).unwrap().next().unwrap().unwrap().path();
        let mut bytes = std::fs::read(&file).unwrap();
        let at = bytes.len() - 20;
        bytes[at] ^= 1;
        std::fs::write(&file, &bytes).unwrap();
        assert!(c.load("isa\nclif text").is_none());
        // A full directory drops its least recently used files first.
        let small = DiskCache { max_files: 4, ..c.clone() };
        std::thread::sleep(std::time::Duration::from_millis(20));
        for k in 0..4 {
            small.store(&format!("isa\nkernel {k}"), &[0x90; 8], 8, &[]);
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        assert!(small.load("isa\nkernel 0").is_some(), "used again: now the most recent");
        small.store("isa\nkernel 4", &[0x90; 8], 8, &[]);
        let kept = |k: u32| small.load(&format!("isa\nkernel {k}")).is_some();
        assert!(kept(0) && kept(4) && !kept(1), "the least recently used went first");
        // With room for more files, only some stores count them (here one in two): the
        // directory passes its bound by a few files at most before it is trimmed.
        let many = tempfile::tempdir().unwrap();
        let c512 = DiskCache { dir: many.path().to_path_buf(), max_files: 512, ..c.clone() };
        for k in 0..700 {
            c512.store(&format!("isa\nkernel {k}"), &[0x90; 8], 8, &[]);
        }
        let n = std::fs::read_dir(many.path()).unwrap().count();
        assert!((384..=520).contains(&n), "{n} files after 700 stores into room for 512");
        // A relocation kind it does not store stores nothing.
        let odd =
            [ModuleReloc { offset: 0, kind: Reloc::S390xTlsGd64, name: ModuleRelocTarget::user(0, 1), addend: 0 }];
        c.store("isa\nodd", &[0; 8], 8, &odd);
        assert!(c.load("isa\nodd").is_none());
    }
}
