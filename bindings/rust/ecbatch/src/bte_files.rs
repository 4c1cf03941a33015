//! The files of `ecbatch bte` (docs/formats.md) that are not the library's encodings: the
//! public polynomial file (`public.bte`: a variant byte before the encoding) and the batch file
//! of `bte request` (the context and the ciphertexts). Shares, ciphertexts and responses are
//! the library's encodings: `to_bytes` / `from_bytes` read and write the command's files.
use ecbatch_sys as sys;

use crate::bte::{Ciphertext, PublicPolynomial, Request, Variant};
use crate::error::{Detail, Error, Result};

/// The batch file's leading version byte.
const BATCH_VERSION: u8 = 0x01;

/// Appends the minimal unsigned LEB128 of v (the profile's wire varint).
fn put_varint(out: &mut Vec<u8>, mut v: u32) {
    while v >= 0x80 {
        out.push((v as u8 & 0x7f) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

/// A refusal of a public or batch file's layout (`proof_format`).
fn layout(argument: &'static str, reason: &'static str) -> Error {
    Error::argument(sys::ECB_ERR_PROOF_FORMAT, argument, reason)
}

/// A cursor over a batch file.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn bytes(&mut self, n: usize, what: &'static str) -> Result<&'a [u8]> {
        if n > self.0.len() {
            return Err(layout("batch file", what));
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Ok(head)
    }

    /// One wire varint: minimal LEB128, at most 5 bytes, below 2^32 (as the C decoder).
    fn varint(&mut self, what: &'static str) -> Result<u32> {
        let mut v: u64 = 0;
        for i in 0..5 {
            let b = self.bytes(1, what)?[0];
            if i > 0 && b == 0 {
                return Err(layout("batch file", what)); // non-minimal: a zero high group
            }
            v |= u64::from(b & 0x7f) << (7 * i);
            if b & 0x80 == 0 {
                return u32::try_from(v).map_err(|_| layout("batch file", what));
            }
        }
        Err(layout("batch file", what))
    }
}

impl PublicPolynomial {
    /// The bytes of `public.bte` as `ecbatch bte keygen` writes it: the variant byte (0x00
    /// MinPk, 0x01 MinSig) and then [`to_bytes`](Self::to_bytes).
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// let (p, _) = PublicPolynomial::deal(Variant::MinSig, 2, 3).unwrap();
    /// let file = p.to_file_bytes();
    /// assert_eq!(file[0], 1);
    /// assert_eq!(&file[1..], &p.to_bytes()[..]);
    /// assert_eq!(PublicPolynomial::from_file_bytes(&file).unwrap().to_bytes(), p.to_bytes());
    /// ```
    pub fn to_file_bytes(&self) -> Vec<u8> {
        let mut out = vec![self.variant().raw() as u8];
        out.extend_from_slice(&self.to_bytes());
        out
    }

    /// Reads `public.bte` (the variant byte, then the encoding); `proof_format` with
    /// [`Detail::Argument`] for a file shorter than 2 bytes or a variant byte other than 0 or
    /// 1, else the errors of [`from_bytes`](Self::from_bytes).
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// let e = PublicPolynomial::from_file_bytes(&[2, 1, 1]).unwrap_err();
    /// assert_eq!(e.name(), "proof_format");
    /// ```
    pub fn from_file_bytes(bytes: &[u8]) -> Result<PublicPolynomial> {
        if bytes.len() < 2 {
            return Err(layout("public file", "shorter than 2 bytes"));
        }
        let variant = match i32::from(bytes[0]) {
            sys::ECB_BTE_MINPK => Variant::MinPk,
            sys::ECB_BTE_MINSIG => Variant::MinSig,
            _ => return Err(layout("public file", "variant byte is neither 0 nor 1")),
        };
        PublicPolynomial::from_bytes(variant, &bytes[1..])
    }
}

/// A batch file of `ecbatch bte request`: the request's context and its ciphertexts, as
/// 0x01 || varint(|context|) || context || varint(count) || count x (varint(len) ||
/// ciphertext). `respond`, `verify` and `combine` rebuild the request from it and the public
/// polynomial ([`Batch::request`]).
///
/// ```
/// use ecbatch::bte::*;
/// let (public, _) = PublicPolynomial::deal(Variant::MinPk, 1, 2).unwrap();
/// let ct = Ciphertext::encrypt(&public.public_key(), b"l", b"m").unwrap();
/// let batch = Batch::new(b"epoch 7".to_vec(), vec![ct]);
/// let bytes = batch.to_bytes().unwrap();
/// let again = Batch::from_bytes(Variant::MinPk, &bytes).unwrap();
/// assert_eq!(again.context(), b"epoch 7");
/// assert_eq!(again.request(&public, 1).unwrap().valid_indices(), &[0]);
/// ```
pub struct Batch {
    context: Vec<u8>,
    ciphertexts: Vec<Ciphertext>,
}

impl std::fmt::Debug for Batch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Batch(context {} bytes, {} ciphertexts)",
            self.context.len(),
            self.ciphertexts.len()
        )
    }
}

impl Batch {
    /// A batch of these ciphertexts under this context.
    pub fn new(context: Vec<u8>, ciphertexts: Vec<Ciphertext>) -> Batch {
        Batch {
            context,
            ciphertexts,
        }
    }

    /// The request's context.
    pub fn context(&self) -> &[u8] {
        &self.context
    }

    /// The ciphertexts, in the file's order (their positions in the request).
    pub fn ciphertexts(&self) -> &[Ciphertext] {
        &self.ciphertexts
    }

    /// The file's bytes; `size_overflow` with [`Detail::Range`] when the context, the count or
    /// a ciphertext is longer than a varint holds (2^32 - 1).
    pub fn to_bytes(&self) -> Result<Vec<u8>> {
        let fits = |argument: &'static str, n: usize| {
            u32::try_from(n).map_err(|_| {
                let max = u64::from(u32::MAX);
                Error::range(sys::ECB_ERR_SIZE_OVERFLOW, argument, n as u64, 0, max)
            })
        };
        let mut out = vec![BATCH_VERSION];
        put_varint(&mut out, fits("context", self.context.len())?);
        out.extend_from_slice(&self.context);
        put_varint(&mut out, fits("ciphertexts", self.ciphertexts.len())?);
        for ct in &self.ciphertexts {
            let bytes = ct.to_bytes();
            put_varint(&mut out, fits("ciphertext", bytes.len())?);
            out.extend_from_slice(&bytes);
        }
        Ok(out)
    }

    /// Decodes a batch file of `variant`, as the command does: `proof_format` with
    /// [`Detail::Argument`] for the layout (version byte, truncation, a non-minimal varint, a
    /// count outside 1..=min(ECB_BTE_MAX_BATCH, bytes left), bytes after the last ciphertext);
    /// a ciphertext that does not decode gives its status with [`Detail::Invalid`] naming its
    /// position.
    ///
    /// ```
    /// use ecbatch::bte::*;
    /// let e = Batch::from_bytes(Variant::MinPk, &[1, 0, 0]).unwrap_err();
    /// assert_eq!(e.to_string(), "ecbatch: proof_format, invalid proof (a proof's layout is \
    ///     wrong (length, counts, fields)): batch file: ciphertext count outside 1..=bytes left");
    /// ```
    pub fn from_bytes(variant: Variant, bytes: &[u8]) -> Result<Batch> {
        let mut r = Reader(bytes);
        if r.bytes(1, "empty")?[0] != BATCH_VERSION {
            return Err(layout("batch file", "version byte is not 1"));
        }
        let ctx_len = r.varint("truncated or malformed context")?;
        let context = r.bytes(ctx_len as usize, "truncated context")?.to_vec();
        let count = r.varint("truncated or malformed ciphertext count")?;
        // each ciphertext takes at least its length byte
        if count == 0 || count > sys::ECB_BTE_MAX_BATCH || count as usize > r.0.len() {
            return Err(layout(
                "batch file",
                "ciphertext count outside 1..=bytes left",
            ));
        }
        let mut ciphertexts = Vec::with_capacity(count as usize);
        for i in 0..count as usize {
            let n = r.varint("truncated ciphertext")?;
            let ct = r.bytes(n as usize, "truncated ciphertext")?;
            let ct = Ciphertext::from_bytes(variant, ct)
                .map_err(|e| Error::with_detail(e.code(), Detail::Invalid(vec![(i, e.code())])))?;
            ciphertexts.push(ct);
        }
        if !r.0.is_empty() {
            return Err(layout("batch file", "bytes after the last ciphertext"));
        }
        Ok(Batch {
            context,
            ciphertexts,
        })
    }

    /// The request the command builds from the batch: the public polynomial's key and
    /// threshold, the file's context and ciphertexts.
    pub fn request<'c>(&'c self, public: &PublicPolynomial, threads: u32) -> Result<Request<'c>> {
        Request::new(public, &self.ciphertexts, &self.context, threads)
    }
}
