//! Merlin transcripts (STROBE-128), as dalek's Bulletproofs and tari_bulletproofs_plus use.
//!
//! Merlin frames every length in 32 bits: a label, message or challenge of 2^32 bytes or more
//! returns `too_long` and fails the transcript, whose every later call then returns
//! `transcript` (and whose challenges are zeros), so nothing is dropped silently.
//!
//! ```
//! let mut t = ecbatch::merlin::Transcript::new(b"protocol");
//! t.append_u64(b"n", 3).unwrap();
//! let mut c = [0u8; 32];
//! t.challenge_bytes(b"challenge", &mut c).unwrap();
//! ```
use ecbatch_sys as sys;

use crate::error::{check, Result};

/// A Merlin transcript. Cloning forks it; it is wiped when dropped (it may have absorbed
/// secrets while proving).
///
/// ```
/// use ecbatch::merlin::Transcript;
/// let mut a = Transcript::new(b"example");
/// let mut b = a.clone();
/// a.append_message(b"m", b"hello").unwrap();
/// b.append_message(b"m", b"hello").unwrap();
/// let (mut x, mut y) = ([0u8; 32], [0u8; 32]);
/// a.challenge_bytes(b"c", &mut x).unwrap();
/// b.challenge_bytes(b"c", &mut y).unwrap();
/// assert_eq!(x, y);
/// ```
#[derive(Clone)]
#[repr(transparent)]
pub struct Transcript(pub(crate) sys::ecb_merlin_transcript);

impl Transcript {
    /// `Transcript::new(label)`. A label of 2^32 bytes or more gives a failed transcript: its
    /// calls return `transcript`, and proofs refuse it.
    ///
    /// ```
    /// let _ = ecbatch::merlin::Transcript::new(b"Tari Bulletproofs+");
    /// ```
    pub fn new(label: &[u8]) -> Transcript {
        let mut t = sys::ecb_merlin_transcript {
            state: [0; 25],
            pos: 0,
            pos_begin: 0,
            cur_flags: 0,
        };
        // SAFETY: label is readable for its length; t is a valid output. The only error
        // (too_long) leaves t failed, which every later call reports.
        unsafe { sys::ecb_merlin_init(&mut t, label.as_ptr(), label.len()) };
        Transcript(t)
    }

    /// `append_message(label, message)` (`too_long`, `transcript`).
    ///
    /// ```
    /// ecbatch::merlin::Transcript::new(b"t").append_message(b"label", b"message").unwrap();
    /// ```
    pub fn append_message(&mut self, label: &[u8], message: &[u8]) -> Result<()> {
        // SAFETY: the slices are readable for their lengths.
        check(unsafe {
            sys::ecb_merlin_append_message(
                &mut self.0,
                label.as_ptr(),
                label.len(),
                message.as_ptr(),
                message.len(),
            )
        })
    }

    /// `append_u64(label, x)` (`too_long`, `transcript`).
    ///
    /// ```
    /// ecbatch::merlin::Transcript::new(b"t").append_u64(b"n", 64).unwrap();
    /// ```
    pub fn append_u64(&mut self, label: &[u8], x: u64) -> Result<()> {
        // SAFETY: label is readable for its length.
        check(unsafe { sys::ecb_merlin_append_u64(&mut self.0, label.as_ptr(), label.len(), x) })
    }

    /// `challenge_bytes(label, out)`: fills out (`too_long`, `transcript`: then out is not
    /// written or is zeros).
    ///
    /// ```
    /// let mut c = [0u8; 64];
    /// ecbatch::merlin::Transcript::new(b"t").challenge_bytes(b"c", &mut c).unwrap();
    /// assert_ne!(c, [0u8; 64]);
    /// ```
    pub fn challenge_bytes(&mut self, label: &[u8], out: &mut [u8]) -> Result<()> {
        // SAFETY: label readable, out writable for their lengths.
        check(unsafe {
            sys::ecb_merlin_challenge_bytes(
                &mut self.0,
                label.as_ptr(),
                label.len(),
                out.as_mut_ptr(),
                out.len(),
            )
        })
    }
}

impl std::fmt::Debug for Transcript {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Transcript(..)")
    }
}

impl Drop for Transcript {
    fn drop(&mut self) {
        // SAFETY: a valid transcript.
        unsafe { sys::ecb_merlin_wipe(&mut self.0) };
    }
}
