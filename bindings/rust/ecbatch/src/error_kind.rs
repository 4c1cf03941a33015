//! The kind of each `ecb_status` code and what it means, for [`crate::Error`].
use ecbatch_sys as sys;

/// What went wrong, by the status code's group: a caller's mistake or bad bytes, a proof or
/// response that is not valid, memory, an operation this build or CPU does not offer, or the
/// system (threads, files, the random source).
///
/// ```
/// use ecbatch::{ErrorKind, ristretto255::Scalar};
/// let e = Scalar::from_bytes(&[0xff; 32]).unwrap_err();
/// assert_eq!(e.kind(), ErrorKind::InvalidInput);
/// assert_eq!(ecbatch::Error::from_code(ecbatch_sys::ECB_ERR_VERIFY_FAILED).kind(),
///            ErrorKind::InvalidProof);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// An argument outside its domain, bytes of the wrong length or that do not decode
    /// (non-canonical, not on the curve, out of range), counts that disagree, indices at or
    /// above their bound, inconsistent parameters.
    InvalidInput,
    /// A proof, ciphertext or response that does not verify, or whose layout is wrong.
    InvalidProof,
    /// An allocation failed.
    OutOfMemory,
    /// The operation (e.g. an MSM strategy) is not available in this build or on this CPU.
    Unsupported,
    /// The system failed: a worker thread could not start, a file could not be read or
    /// written, the random source failed.
    System,
    /// A code this version of the binding does not know.
    Other,
}

impl ErrorKind {
    /// The kind of an `ecb_status` code.
    ///
    /// ```
    /// use ecbatch::ErrorKind;
    /// assert_eq!(ErrorKind::of(ecbatch_sys::ECB_ERR_OUT_OF_MEMORY), ErrorKind::OutOfMemory);
    /// assert_eq!(ErrorKind::of(-1000), ErrorKind::Other);
    /// ```
    pub fn of(code: i32) -> ErrorKind {
        match code {
            sys::ECB_ERR_OUT_OF_MEMORY => ErrorKind::OutOfMemory,
            sys::ECB_ERR_UNSUPPORTED => ErrorKind::Unsupported,
            sys::ECB_ERR_THREADS | sys::ECB_ERR_IO | sys::ECB_ERR_RANDOMNESS => ErrorKind::System,
            sys::ECB_ERR_VERIFY_FAILED
            | sys::ECB_ERR_PROOF_FORMAT
            | sys::ECB_ERR_INVALID_CIPHERTEXT
            | sys::ECB_ERR_INVALID_RESPONSE
            | sys::ECB_ERR_NO_VALID_CIPHERTEXTS
            | sys::ECB_ERR_INVALID_CIPHERTEXT_SET => ErrorKind::InvalidProof,
            c if status_meaning(c).is_some() => ErrorKind::InvalidInput,
            _ => ErrorKind::Other,
        }
    }

    /// The kind in words ("invalid input", ...).
    ///
    /// ```
    /// assert_eq!(ecbatch::ErrorKind::InvalidProof.as_str(), "invalid proof");
    /// ```
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorKind::InvalidInput => "invalid input",
            ErrorKind::InvalidProof => "invalid proof",
            ErrorKind::OutOfMemory => "out of memory",
            ErrorKind::Unsupported => "unsupported",
            ErrorKind::System => "system",
            ErrorKind::Other => "other",
        }
    }
}

/// What a status code means, in the words of include/ecbatch/status.h; `None` for ECB_OK and
/// codes the binding does not know.
pub(crate) fn status_meaning(code: i32) -> Option<&'static str> {
    Some(match code {
        sys::ECB_ERR_NULL_POINTER => "a required pointer argument is NULL",
        sys::ECB_ERR_INVALID_ARGUMENT => "an argument is outside its documented domain",
        sys::ECB_ERR_LENGTH => "a buffer has the wrong length",
        sys::ECB_ERR_SIZE_OVERFLOW => "a count whose byte size would overflow or exceed limits",
        sys::ECB_ERR_OUT_OF_MEMORY => "an allocation failed",
        sys::ECB_ERR_SCRATCH_TOO_SMALL => "the scratch is smaller than the size query said",
        sys::ECB_ERR_UNSUPPORTED => "the operation is not available here",
        sys::ECB_ERR_THREADS => "a worker thread could not be started",
        sys::ECB_ERR_IO => "a file could not be read or written",
        sys::ECB_ERR_PARSE => "a text or JSON input is malformed",
        sys::ECB_ERR_LENGTH_MISMATCH => "two lengths that must agree do not",
        sys::ECB_ERR_RANDOMNESS => "the random source failed",
        sys::ECB_ERR_TOO_LONG => "an input is longer than its format can encode",
        sys::ECB_ERR_FORMAT_VERSION => "saved bytes of a format version this build cannot read",
        sys::ECB_ERR_WRONG_GROUP => "an object or saved bytes of another group than asked",
        sys::ECB_ERR_CHECKSUM => "saved bytes whose checksum does not match",
        sys::ECB_ERR_NON_CANONICAL => "an integer encoding is not below its modulus",
        sys::ECB_ERR_NEGATIVE => "ristretto255: s is negative",
        sys::ECB_ERR_NON_SQUARE => "no square root: not a point's encoding",
        sys::ECB_ERR_NEGATIVE_XY => "ristretto255: x*y is negative",
        sys::ECB_ERR_Y_ZERO => "ristretto255: y = 0",
        sys::ECB_ERR_NOT_ON_CURVE => "the coordinates do not satisfy the curve equation",
        sys::ECB_ERR_NOT_IN_SUBGROUP => "the point is outside the prime-order subgroup",
        sys::ECB_ERR_BAD_FLAGS => "compression, infinity or sort flag bits are invalid",
        sys::ECB_ERR_INFINITY_PAYLOAD => "infinity flag with non-zero payload bits",
        sys::ECB_ERR_SCALAR_OUT_OF_RANGE => "a scalar encoding is not below the group order",
        sys::ECB_ERR_IDENTITY => "the identity where a non-identity point is required",
        sys::ECB_ERR_ZERO => "zero where an invertible element is required",
        sys::ECB_ERR_VERIFY_FAILED => "a proof or equation check did not hold",
        sys::ECB_ERR_PROOF_FORMAT => "a proof's layout is wrong (length, counts, fields)",
        sys::ECB_ERR_TRANSCRIPT => "a transcript operation was misused",
        sys::ECB_ERR_VALUE_OUT_OF_RANGE => "a value does not fit the proof's bit length",
        sys::ECB_ERR_PROMISE => "a minimum value promise exceeds the value",
        sys::ECB_ERR_PARAMETERS => "inconsistent protocol parameters",
        sys::ECB_ERR_DUPLICATE_INDEX => "a participant index occurs twice",
        sys::ECB_ERR_INDEX_OUT_OF_RANGE => "a participant index is at or above its bound",
        sys::ECB_ERR_TOO_FEW => "fewer shares or responses than the threshold",
        sys::ECB_ERR_INVALID_CIPHERTEXT => "a ciphertext failed its validity proof",
        sys::ECB_ERR_INVALID_RESPONSE => "a server response failed verification",
        sys::ECB_ERR_MISMATCH => "inputs that must correspond do not",
        sys::ECB_ERR_INDEX_MISMATCH => "a response's index differs from its public share's",
        sys::ECB_ERR_NO_VALID_CIPHERTEXTS => "a batch request holds no valid ciphertext",
        sys::ECB_ERR_INVALID_CIPHERTEXT_SET => "a response covers other ciphertexts than asked",
        sys::ECB_ERR_THRESHOLD_MISMATCH => "a threshold other than the dealing's",
        sys::ECB_ERR_REPEATED_GENERATOR => "a generator equal to another one of the same set",
        sys::ECB_ERR_ZERO_INDEX => "a participant index of 0 where indices count from 1",
        sys::ECB_ERR_SETUP_COUNT => "a KZG trusted setup declaring other point counts than 4096 and 65",
        sys::ECB_ERR_SETUP_MISMATCH => "a KZG trusted setup whose parts do not belong together",
        sys::ECB_ERR_INDEX_ORDER => "indices out of their required order",
        _ => return None,
    })
}
