//! jitjoin's developer tools, outside the library's public interface: the differential
//! fuzzer ([`fuzz`]), which `jitjoin-dev fuzz` runs and `tests/fuzz.rs` runs on CI's budget.

pub mod fuzz;
