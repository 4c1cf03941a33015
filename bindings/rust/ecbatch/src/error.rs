//! The one error type: an `ecb_status` code, its kind, and the details some operations add.
use std::ffi::CStr;
use std::fmt;

use ecbatch_sys as sys;

use crate::error_kind::{status_meaning, ErrorKind};

/// A failure: its status code (`ecb_status`, see `include/ecbatch/status.h`), the code's
/// [`ErrorKind`], and a [`Detail`] naming the argument or items at fault and the numbers
/// involved (both lengths, the index, the bound). `Display` says all of it.
///
/// ```
/// use ecbatch::{ErrorKind, ristretto255::Scalar};
/// let e = Scalar::from_bytes(&[0xff; 32]).unwrap_err();
/// assert_eq!(e.name(), "scalar_out_of_range");
/// assert_eq!(e.code(), ecbatch_sys::ECB_ERR_SCALAR_OUT_OF_RANGE);
/// assert_eq!(e.kind(), ErrorKind::InvalidInput);
/// assert_eq!(e.to_string(), "ecbatch: scalar_out_of_range, invalid input \
///     (a scalar encoding is not below the group order)");
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
    /// Two counts that must agree do not (`length_mismatch`), refused before the C call:
    /// `argument` holds `actual` items where `other` asks for `expected`.
    Counts {
        /// the argument whose count is wrong
        argument: &'static str,
        /// its count
        actual: usize,
        /// what fixes the count ("points", "rows x points", ...)
        other: &'static str,
        /// the count it must have
        expected: usize,
    },
    /// A number outside its bounds, refused before the C call: `argument` = `value`, allowed
    /// `min..=max`.
    Range {
        /// the argument's name
        argument: &'static str,
        /// the value given
        value: u64,
        /// the least value allowed
        min: u64,
        /// the greatest value allowed
        max: u64,
    },
    /// An argument refused before the C call for a reason without numbers.
    Argument {
        /// the argument's name
        argument: &'static str,
        /// why it is refused
        reason: &'static str,
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

    /// `length_mismatch`: `argument` holds `actual` items where `other` asks for `expected`.
    pub(crate) fn counts(
        argument: &'static str,
        actual: usize,
        other: &'static str,
        expected: usize,
    ) -> Error {
        let detail = Detail::Counts {
            argument,
            actual,
            other,
            expected,
        };
        Error::with_detail(sys::ECB_ERR_LENGTH_MISMATCH, detail)
    }

    /// `code` for `argument` = `value` outside `min..=max`.
    pub(crate) fn range(
        code: i32,
        argument: &'static str,
        value: u64,
        min: u64,
        max: u64,
    ) -> Error {
        let detail = Detail::Range {
            argument,
            value,
            min,
            max,
        };
        Error::with_detail(code, detail)
    }

    /// `code` for `argument`, refused for `reason`.
    pub(crate) fn argument(code: i32, argument: &'static str, reason: &'static str) -> Error {
        Error::with_detail(code, Detail::Argument { argument, reason })
    }

    /// The `ecb_status` code (negative).
    ///
    /// ```
    /// assert_eq!(ecbatch::Error::from_code(-40).code(), -40);
    /// ```
    pub fn code(&self) -> i32 {
        self.code
    }

    /// The code's kind: invalid input, invalid proof, out of memory, unsupported, system.
    ///
    /// ```
    /// let e = ecbatch::Error::from_code(ecbatch_sys::ECB_ERR_UNSUPPORTED);
    /// assert_eq!(e.kind(), ecbatch::ErrorKind::Unsupported);
    /// ```
    pub fn kind(&self) -> ErrorKind {
        ErrorKind::of(self.code)
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
    /// "ecbatch: NAME, KIND (MEANING)" and the detail: "ecbatch: wrong_length, invalid input
    /// (a buffer has the wrong length): bytes must be 32 bytes, got 31".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ecbatch: {}, {}", self.name(), self.kind().as_str())?;
        if let Some(meaning) = status_meaning(self.code) {
            write!(f, " ({})", meaning)?;
        } else {
            write!(f, " (status {})", self.code)?;
        }
        match &self.detail {
            Detail::None => Ok(()),
            Detail::Invalid(items) => {
                write!(f, ": {} invalid:", items.len())?;
                for (i, code) in items {
                    write!(f, " #{} {}", i, status_name(*code))?;
                }
                Ok(())
            }
            Detail::Protocol {
                index,
                expected,
                actual,
            } => write!(
                f,
                ": index {}, expected {}, actual {}",
                index, expected, actual
            ),
            Detail::Length {
                argument,
                expected,
                actual,
            } => write!(
                f,
                ": {} must be {} bytes, got {}",
                argument, expected, actual
            ),
            Detail::Counts {
                argument,
                actual,
                other,
                expected,
            } => write!(
                f,
                ": {} holds {} items where {} asks for {}",
                argument, actual, other, expected
            ),
            Detail::Range {
                argument,
                value,
                min,
                max,
            } => write!(f, ": {} = {} is outside {}..={}", argument, value, min, max),
            Detail::Argument { argument, reason } => write!(f, ": {}: {}", argument, reason),
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

/// `Ok(())` for a thread count in `min..=256` (ECB_MSM_MAX_THREADS, ECB_BTE_MAX_THREADS),
/// else `invalid_argument` with [`Detail::Range`] naming `threads` and the range.
pub(crate) fn check_threads(threads: u32, min: u32) -> Result<()> {
    let max = sys::ECB_MSM_MAX_THREADS;
    if (min..=max).contains(&threads) {
        Ok(())
    } else {
        let (value, lo, hi) = (u64::from(threads), u64::from(min), u64::from(max));
        Err(Error::range(sys::ECB_ERR_INVALID_ARGUMENT, "threads", value, lo, hi))
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
