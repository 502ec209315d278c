//! 128-bit fingerprints of values' derived `Hash`: what the kernel caches key on (the parts a
//! kernel is lowered from, never their formatted text) and how a physical plan is named.

use std::hash::{Hash, Hasher};

/// XxHash3-128 as a `Hasher`: `finish` gives the low 64 bits, [`Fingerprinter::finish_128`]
/// all 128.
pub struct Fingerprinter(twox_hash::XxHash3_128);

impl Default for Fingerprinter {
    fn default() -> Fingerprinter {
        Fingerprinter(twox_hash::XxHash3_128::new())
    }
}

impl Hasher for Fingerprinter {
    fn write(&mut self, bytes: &[u8]) {
        self.0.write(bytes);
    }
    fn finish(&self) -> u64 {
        self.0.finish_128() as u64
    }
}

impl Fingerprinter {
    pub fn finish_128(&self) -> u128 {
        self.0.finish_128()
    }
}

/// The 128-bit fingerprint of `value`'s `Hash`.
pub fn fingerprint<T: Hash + ?Sized>(value: &T) -> u128 {
    let mut h = Fingerprinter::default();
    value.hash(&mut h);
    h.finish_128()
}
