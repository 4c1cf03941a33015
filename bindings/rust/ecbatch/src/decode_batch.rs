//! Turning the statuses of a C batch decoder into this crate's `Result`.
use ecbatch_sys as sys;

use crate::error::{Detail, Error, Result};

/// `Ok(out)` when the batch call returned ECB_OK; else the call's status with every failed
/// element's position and status as [`Detail::Invalid`] (argument errors carry no detail).
pub(crate) fn batch_result<T>(code: i32, out: Vec<T>, statuses: &[i32]) -> Result<Vec<T>> {
    if code == sys::ECB_OK {
        return Ok(out);
    }
    let invalid: Vec<(usize, i32)> = statuses
        .iter()
        .enumerate()
        .filter(|&(_, &s)| s != sys::ECB_OK)
        .map(|(i, &s)| (i, s))
        .collect();
    if invalid.is_empty() {
        Err(Error::from_code(code))
    } else {
        Err(Error::with_detail(code, Detail::Invalid(invalid)))
    }
}

/// How many encodings of `size` bytes `bytes` holds, rounded up: a partial encoding makes the
/// C call's length check fail (`wrong_length`) instead of being dropped silently.
pub(crate) fn count(bytes: &[u8], size: usize) -> usize {
    (bytes.len() + size - 1) / size
}
