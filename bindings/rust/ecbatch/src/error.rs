//! The one error type: an `ecb_status` code with the details some operations add.
use std::ffi::CStr;
use std::fmt;

use ecbatch_sys as sys;

/// A failure reported by the C library: its status code (`ecb_status`, see
/// `include/ecbatch/status.h`) and, for batch operations, which items failed.
///
/// ```
/// let e = ecbatch::ristretto255::Scalar::from_bytes(&[0xff; 32]).unwrap_err();
/// assert_eq!(e.name(), "scalar_out_of_range");
/// assert_eq!(e.code(), ecbatch_sys::ECB_ERR_SCALAR_OUT_OF_RANGE);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    code: i32,
    detail: Detail,
}

/// What an [`Error`] adds to its status code.
///
/// ```
/// use ecbatch::Detail;
/// let d = Detail::None;
/// assert_eq!(d, Detail::None);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Detail {
    /// Nothing beyond the code.
    None,
    /// Batch verification: each invalid item's position and its own status code.
    Invalid(Vec<(usize, i32)>),
    /// A threshold-decryption protocol error with the arguments of the specification (§9):
    /// the responder index, the expected and the actual value (0 when unused).
    Protocol {
        /// the responder's index (InvalidAggregatedProof, DuplicateIndex); combine's
        /// IndexOutOfRange and IndexMismatch: the position in the arguments
        index: u32,
        /// the expected value (IndexMismatch, LengthMismatch, InsufficientResponses)
        expected: u64,
        /// the value found
        actual: u64,
    },
    /// Bytes of the wrong length, refused before the C call: which argument, the length it
    /// must have and the length it had.
    Length {
        /// the argument's name
        argument: &'static str,
        /// the required length in bytes
        expected: usize,
        /// the given length in bytes
        actual: usize,
    },
}

/// `Result` with this crate's [`Error`].
///
/// ```
/// fn f() -> ecbatch::Result<u8> { Ok(1) }
/// assert_eq!(f().unwrap(), 1);
/// ```
pub type Result<T> = std::result::Result<T, Error>;

/// The stable name the C library gives a status code ("ok", "verify_failed", ...).
///
/// ```
/// assert_eq!(ecbatch::status_name(ecbatch_sys::ECB_ERR_VERIFY_FAILED), "verify_failed");
/// ```
pub fn status_name(code: i32) -> &'static str {
    // SAFETY: ecb_status_str returns a static NUL-terminated string for every input.
    unsafe { CStr::from_ptr(sys::ecb_status_str(code)) }
        .to_str()
        .unwrap_or("unknown_status")
}

impl Error {
    /// An error with the given status code and no detail.
    ///
    /// ```
    /// let e = ecbatch::Error::from_code(ecbatch_sys::ECB_ERR_LENGTH);
    /// assert_eq!(e.name(), "wrong_length");
    /// ```
    pub fn from_code(code: i32) -> Error {
        Error {
            code,
            detail: Detail::None,
        }
    }

    pub(crate) fn with_detail(code: i32, detail: Detail) -> Error {
        Error { code, detail }
    }

    /// The `ecb_status` code (negative).
    ///
    /// ```
    /// assert_eq!(ecbatch::Error::from_code(-40).code(), -40);
    /// ```
    pub fn code(&self) -> i32 {
        self.code
    }

    /// The status code's stable name.
    ///
    /// ```
    /// assert_eq!(ecbatch::Error::from_code(-40).name(), "verify_failed");
    /// ```
    pub fn name(&self) -> &'static str {
        status_name(self.code)
    }

    /// The detail: invalid items of a batch, or a protocol error's arguments.
    ///
    /// ```
    /// assert_eq!(*ecbatch::Error::from_code(-40).detail(), ecbatch::Detail::None);
    /// ```
    pub fn detail(&self) -> &Detail {
        &self.detail
    }

    /// The positions of the invalid items of a failed batch (empty when not known).
    ///
    /// ```
    /// assert!(ecbatch::Error::from_code(-40).invalid_items().is_empty());
    /// ```
    pub fn invalid_items(&self) -> Vec<usize> {
        match &self.detail {
            Detail::Invalid(v) => v.iter().map(|&(i, _)| i).collect(),
            _ => Vec::new(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ecbatch: {}", self.name())?;
        match &self.detail {
            Detail::None => Ok(()),
            Detail::Invalid(items) => {
                write!(f, " (invalid:")?;
                for (i, code) in items {
                    write!(f, " #{} {}", i, status_name(*code))?;
                }
                write!(f, ")")
            }
            Detail::Protocol {
                index,
                expected,
                actual,
            } => write!(
                f,
                " (index {}, expected {}, actual {})",
                index, expected, actual
            ),
            Detail::Length {
                argument,
                expected,
                actual,
            } => write!(
                f,
                " ({} must be {} bytes, got {})",
                argument, expected, actual
            ),
        }
    }
}

impl std::error::Error for Error {}

/// `Ok(())` when `bytes` holds `expected` bytes, else `wrong_length` with [`Detail::Length`].
pub(crate) fn check_length(argument: &'static str, bytes: &[u8], expected: usize) -> Result<()> {
    if bytes.len() == expected {
        Ok(())
    } else {
        Err(Error::with_detail(
            sys::ECB_ERR_LENGTH,
            Detail::Length {
                argument,
                expected,
                actual: bytes.len(),
            },
        ))
    }
}

/// `Ok(())` for ECB_OK, the code as an [`Error`] otherwise.
pub(crate) fn check(code: i32) -> Result<()> {
    if code == sys::ECB_OK {
        Ok(())
    } else {
        Err(Error::from_code(code))
    }
}

/// Overwrites `bytes` with zeros in a way the optimiser keeps.
pub(crate) fn wipe_bytes(bytes: &mut [u8]) {
    for b in bytes.iter_mut() {
        // SAFETY: b is a valid, aligned &mut u8.
        unsafe { std::ptr::write_volatile(b, 0) };
    }
    std::sync::atomic::compiler_fence(std::sync::atomic::Ordering::SeqCst);
}

/// Overwrites the words of a plain-data value with zeros (scalars, shares).
pub(crate) fn wipe_words(words: &mut [u64]) {
    for w in words.iter_mut() {
        // SAFETY: w is a valid, aligned &mut u64.
        unsafe { std::ptr::write_volatile(w, 0) };
    }
    std::sync::atomic::compiler_fence(std::sync::atomic::Ordering::SeqCst);
}
