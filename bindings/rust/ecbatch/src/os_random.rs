//! Bytes from the operating system's random source (/dev/urandom: the kernel's CSPRNG, which
//! blocks only until it is seeded at boot), with the standard library alone.
use std::fs::File;
use std::io::Read;

use ecbatch_sys as sys;

use crate::error::{wipe_bytes, Error, Result};

/// Fills `out` from /dev/urandom; `randomness` when it cannot be read (`out` is then wiped).
pub(crate) fn fill(out: &mut [u8]) -> Result<()> {
    let read = File::open("/dev/urandom").and_then(|mut f| f.read_exact(out));
    read.map_err(|_| {
        wipe_bytes(out);
        Error::from_code(sys::ECB_ERR_RANDOMNESS)
    })
}
