//! Batched threshold decryption over BLS12-381 (TDH2 with one batch DLEQ proof per server):
//! the dealer, client, server and combiner roles, the wire formats and the files of
//! `ecbatch bte` (`public.bte`: [`PublicPolynomial::from_file_bytes`]; batch files: [`Batch`];
//! shares, ciphertexts and responses are the wire formats; docs/formats.md).
//!
//! ```
//! use ecbatch::bte::*;
//! let (public, shares) = PublicPolynomial::deal(Variant::MinPk, 2, 3).unwrap();
//! let pk = public.public_key();
//! let cts = vec![Ciphertext::encrypt(&pk, b"label", b"secret message").unwrap()];
//! let request = Request::new(&public, &cts, b"epoch 1", 1).unwrap(); // t = 2: the dealing's
//! let responses: Vec<Response> = shares.iter().map(|s| Response::respond(&request, s, 1).unwrap()).collect();
//! let indices = [0u32, 1, 2];
//! let public_shares: Vec<Point> = indices.iter().map(|&i| public.public_share(i).unwrap()).collect();
//! let all: Vec<&Response> = responses.iter().collect();
//! request.verify_responses(&indices, &public_shares, &all, 1).unwrap();
//! let plain = request.combine(&[2, 0], &[&responses[2], &responses[0]], 1).unwrap();
//! assert_eq!(plain[0].data(), b"secret message");
//! ```
use std::marker::PhantomData;
use std::ptr::NonNull;

use ecbatch_sys as sys;

use crate::error::{check, check_length, check_threads, wipe_bytes, Detail, Error, Result};

pub use crate::bte_files::Batch;

/// Where the scheme's elements live: G1 (48-byte points) or G2 (96-byte points).
///
/// ```
/// assert_eq!(ecbatch::bte::Variant::MinSig.point_bytes(), 96);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    /// every element in G1
    MinPk,
    /// every element in G2
    MinSig,
}

impl Variant {
    pub(crate) fn raw(self) -> sys::ecb_bte_variant {
        match self {
            Variant::MinPk => sys::ECB_BTE_MINPK,
            Variant::MinSig => sys::ECB_BTE_MINSIG,
        }
    }

    pub(crate) fn from_raw(v: sys::ecb_bte_variant) -> Variant {
        if v == sys::ECB_BTE_MINSIG {
            Variant::MinSig
        } else {
            Variant::MinPk
        }
    }

    /// Bytes of an encoded point: 48 (MinPk) or 96 (MinSig).
    ///
    /// ```
    /// assert_eq!(ecbatch::bte::Variant::MinPk.point_bytes(), 48);
    /// ```
    pub fn point_bytes(self) -> usize {
        // SAFETY: a plain value.
        unsafe { sys::ecb_bte_point_bytes(self.raw()) }
    }
}

/// A non-identity point of the variant's group (keys, public shares, headers).
///
/// ```
/// use ecbatch::bte::*;
/// let (public, _shares) = PublicPolynomial::deal(Variant::MinPk, 1, 1).unwrap();
/// let pk = public.public_key();
/// assert_eq!(Point::from_bytes(Variant::MinPk, &pk.to_bytes()).unwrap(), pk);
/// ```
#[derive(Clone, Copy)]
#[repr(transparent)]
pub struct Point(sys::ecb_bte_point);

impl Point {
    fn zeroed() -> Point {
        Point(sys::ecb_bte_point { opaque: [0; 40] })
    }

    /// Decodes a compressed point (`wrong_length` with [`Detail::Length`] unless bytes holds
    /// the variant's [`Variant::point_bytes`], the BLS12-381 decoder errors, `identity`).
    ///
    /// ```
    /// use ecbatch::bte::{Point, Variant};
    /// assert_eq!(Point::from_bytes(Variant::MinPk, &[0; 3]).unwrap_err().name(), "wrong_length");
    /// ```
    pub fn from_bytes(variant: Variant, bytes: &[u8]) -> Result<Point> {
        check_length("bytes", bytes, variant.point_bytes())?;
        let mut p = Point::zeroed();
        // SAFETY: bytes is readable for its length.
        check(unsafe {
            sys::ecb_bte_point_decode(&mut p.0, variant.raw(), bytes.as_ptr(), bytes.len())
        })?;
        Ok(p)
    }

    /// The compressed encoding (48 or 96 bytes).
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// let (public, _) = PublicPolynomial::deal(Variant::MinSig, 1, 1).unwrap();
    /// assert_eq!(public.public_key().to_bytes().len(), 96);
    /// ```
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = vec![0u8; self.variant().point_bytes()];
        // SAFETY: out holds the variant's point size.
        unsafe { sys::ecb_bte_point_encode(out.as_mut_ptr(), &self.0) };
        out
    }

    /// The point's variant.
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// let (public, _) = PublicPolynomial::deal(Variant::MinSig, 1, 1).unwrap();
    /// assert_eq!(public.public_key().variant(), Variant::MinSig);
    /// ```
    pub fn variant(&self) -> Variant {
        // SAFETY: a valid point.
        Variant::from_raw(unsafe { sys::ecb_bte_point_variant(&self.0) })
    }
}

impl PartialEq for Point {
    fn eq(&self, other: &Point) -> bool {
        // SAFETY: valid points.
        unsafe { sys::ecb_bte_point_equal(&self.0, &other.0) != 0 }
    }
}
impl Eq for Point {}
impl std::fmt::Debug for Point {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "bte::Point({})", crate::hex(&self.to_bytes()))
    }
}

/// Server i's secret share x_i = f(i + 1) (index 0-based). Wiped when dropped.
///
/// ```
/// use ecbatch::bte::*;
/// let (_, shares) = PublicPolynomial::deal(Variant::MinPk, 2, 3).unwrap();
/// let bytes = shares[1].to_bytes();
/// assert_eq!(Share::from_bytes(&bytes).unwrap().index(), 1);
/// ```
#[derive(Clone)]
pub struct Share(sys::ecb_bte_share);

impl Share {
    /// The 0-based server index.
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// let (_, shares) = PublicPolynomial::deal(Variant::MinPk, 1, 2).unwrap();
    /// assert_eq!(shares[1].index(), 1);
    /// ```
    pub fn index(&self) -> u32 {
        self.0.index
    }

    /// The C share, for the threshold signatures of crate::bls.
    pub(crate) fn raw(&self) -> &sys::ecb_bte_share {
        &self.0
    }

    /// The share's encoding 0x01 || varint(index) || secret (secret data: keep it safe).
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// let (_, shares) = PublicPolynomial::deal(Variant::MinPk, 1, 1).unwrap();
    /// assert_eq!(shares[0].to_bytes().len(), 1 + 1 + 32);
    /// ```
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut buf = [0u8; sys::ECB_BTE_SHARE_MAX_BYTES];
        // SAFETY: buf holds the maximum length.
        let len = unsafe { sys::ecb_bte_share_encode(buf.as_mut_ptr(), &self.0) };
        let out = buf[..len].to_vec();
        wipe_bytes(&mut buf);
        out
    }

    /// Decodes a share's encoding.
    ///
    /// ```
    /// assert!(ecbatch::bte::Share::from_bytes(&[2, 0]).is_err());
    /// ```
    pub fn from_bytes(bytes: &[u8]) -> Result<Share> {
        let mut s = sys::ecb_bte_share::default();
        // SAFETY: bytes is readable for its length.
        check(unsafe { sys::ecb_bte_share_decode(&mut s, bytes.as_ptr(), bytes.len()) })?;
        Ok(Share(s))
    }
}

impl Drop for Share {
    fn drop(&mut self) {
        wipe_bytes(&mut self.0.secret);
    }
}
impl std::fmt::Debug for Share {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Share(index {}, ..)", self.0.index)
    }
}

macro_rules! owned_handle {
    ($name:ident, $raw:ident, $free:ident) => {
        // SAFETY: the C object is immutable after creation (every function taking it reads
        // only) and owns its memory, so it may move to and be read from any thread.
        unsafe impl Send for $name {}
        unsafe impl Sync for $name {}
        impl Drop for $name {
            fn drop(&mut self) {
                // SAFETY: created by the library, freed once.
                unsafe { sys::$free(self.0.as_ptr()) };
            }
        }
        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(concat!(stringify!($name), "(..)"))
            }
        }
        impl $name {
            fn from_raw(p: *mut sys::$raw) -> Result<$name> {
                NonNull::new(p)
                    .map($name)
                    .ok_or_else(|| Error::from_code(sys::ECB_ERR_OUT_OF_MEMORY))
            }
        }
    };
}

/// The public polynomial C_0..C_{t-1} (C_0 = h is the encryption key).
///
/// ```
/// use ecbatch::bte::*;
/// let (public, shares) = PublicPolynomial::deal(Variant::MinPk, 2, 3).unwrap();
/// assert_eq!(public.threshold(), 2);
/// public.check_share(&shares[2]).unwrap();
/// let again = PublicPolynomial::from_bytes(Variant::MinPk, &public.to_bytes()).unwrap();
/// assert_eq!(again.public_key(), public.public_key());
/// ```
pub struct PublicPolynomial(NonNull<sys::ecb_bte_public>);
owned_handle!(PublicPolynomial, ecb_bte_public, ecb_bte_public_free);

impl PublicPolynomial {
    /// The C polynomial, for the threshold signatures of crate::bls.
    pub(crate) fn raw(&self) -> *const sys::ecb_bte_public {
        self.0.as_ptr()
    }

    /// Trusted-dealer key generation: t-of-n shares (1 <= t <= n <= 65536) and the public
    /// polynomial.
    ///
    /// ```
    /// use ecbatch::bte::*;
    /// assert_eq!(PublicPolynomial::deal(Variant::MinPk, 3, 2).unwrap_err().name(), "invalid_argument");
    /// ```
    pub fn deal(variant: Variant, t: u32, n: u32) -> Result<(PublicPolynomial, Vec<Share>)> {
        PublicPolynomial::deal_inner(variant, t, n, None)
    }

    /// The same from given coefficients a_0..a_{t-1} (t x 32 bytes big-endian, each < r and
    /// non-zero; `wrong_length` with [`Detail::Length`] otherwise): reproducible keys for tests
    /// and known answers.
    ///
    /// ```
    /// use ecbatch::bte::*;
    /// let mut a = [0u8; 32];
    /// a[31] = 1;
    /// let (public, shares) = PublicPolynomial::deal_from_coefficients(Variant::MinPk, 1, 2, &a).unwrap();
    /// assert_eq!(shares[1].to_bytes()[2..], a[..]);
    /// # drop(public);
    /// ```
    pub fn deal_from_coefficients(
        variant: Variant,
        t: u32,
        n: u32,
        coefficients: &[u8],
    ) -> Result<(PublicPolynomial, Vec<Share>)> {
        let expected = usize::try_from(t)
            .ok()
            .and_then(|t| t.checked_mul(32))
            .ok_or_else(|| {
                let max = (usize::MAX / 32) as u64;
                Error::range(sys::ECB_ERR_SIZE_OVERFLOW, "t", u64::from(t), 1, max)
            })?;
        check_length("coefficients", coefficients, expected)?;
        PublicPolynomial::deal_inner(variant, t, n, Some(coefficients))
    }

    fn deal_inner(
        variant: Variant,
        t: u32,
        n: u32,
        coefficients: Option<&[u8]>,
    ) -> Result<(PublicPolynomial, Vec<Share>)> {
        if n == 0 || n > sys::ECB_BTE_MAX_PARTICIPANTS {
            let max = u64::from(sys::ECB_BTE_MAX_PARTICIPANTS);
            return Err(Error::range(
                sys::ECB_ERR_INVALID_ARGUMENT,
                "n",
                u64::from(n),
                1,
                max,
            ));
        }
        let count = usize::try_from(n).map_err(|_| Error::from_code(sys::ECB_ERR_SIZE_OVERFLOW))?;
        let mut shares = vec![sys::ecb_bte_share::default(); count];
        let mut p: *mut sys::ecb_bte_public = std::ptr::null_mut();
        // SAFETY: shares holds n entries; coefficients (when given) t * 32 bytes.
        let st = unsafe {
            match coefficients {
                Some(c) => sys::ecb_bte_deal_from_coefficients(
                    &mut p,
                    shares.as_mut_ptr(),
                    variant.raw(),
                    t,
                    n,
                    c.as_ptr(),
                ),
                None => sys::ecb_bte_deal(&mut p, shares.as_mut_ptr(), variant.raw(), t, n),
            }
        };
        let out: Vec<Share> = shares.iter().map(|s| Share(*s)).collect();
        for s in shares.iter_mut() {
            wipe_bytes(&mut s.secret);
        }
        check(st)?;
        Ok((PublicPolynomial::from_raw(p)?, out))
    }

    /// The threshold t.
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// assert_eq!(PublicPolynomial::deal(Variant::MinPk, 1, 1).unwrap().0.threshold(), 1);
    /// ```
    pub fn threshold(&self) -> u32 {
        // SAFETY: a valid object.
        unsafe { sys::ecb_bte_public_threshold(self.0.as_ptr()) }
    }

    /// The dealing's n for a polynomial from [`PublicPolynomial::deal`]; `None` for a decoded
    /// one (the encoding, and the command's `public.bte`, hold no n).
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// let (p, _) = PublicPolynomial::deal(Variant::MinPk, 2, 3).unwrap();
    /// assert_eq!(p.participants(), Some(3));
    /// let decoded = PublicPolynomial::from_bytes(Variant::MinPk, &p.to_bytes()).unwrap();
    /// assert_eq!(decoded.participants(), None);
    /// ```
    pub fn participants(&self) -> Option<u32> {
        // SAFETY: a valid object.
        match unsafe { sys::ecb_bte_public_participants(self.0.as_ptr()) } {
            0 => None,
            n => Some(n),
        }
    }

    /// The variant.
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// assert_eq!(PublicPolynomial::deal(Variant::MinSig, 1, 1).unwrap().0.variant(), Variant::MinSig);
    /// ```
    pub fn variant(&self) -> Variant {
        // SAFETY: a valid object.
        Variant::from_raw(unsafe { sys::ecb_bte_public_variant(self.0.as_ptr()) })
    }

    /// The encryption key h = C_0.
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// let (p, _) = PublicPolynomial::deal(Variant::MinPk, 2, 2).unwrap();
    /// assert_eq!(p.public_key(), p.commitment(0).unwrap());
    /// ```
    pub fn public_key(&self) -> Point {
        let mut out = Point::zeroed();
        // SAFETY: a valid object and output.
        unsafe { sys::ecb_bte_public_key(self.0.as_ptr(), &mut out.0) };
        out
    }

    /// C_k for k < t.
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// let (p, _) = PublicPolynomial::deal(Variant::MinPk, 2, 2).unwrap();
    /// assert!(p.commitment(2).is_err());
    /// ```
    pub fn commitment(&self, k: u32) -> Result<Point> {
        let mut out = Point::zeroed();
        // SAFETY: a valid object and output.
        check(unsafe { sys::ecb_bte_public_commitment(self.0.as_ptr(), k, &mut out.0) })?;
        Ok(out)
    }

    /// Server index's public share h_i = x_i g (what its responses are verified against).
    /// index must be below n for a dealt polynomial ([`PublicPolynomial::participants`]), below
    /// 65536 for a decoded one: `index_out_of_range` with [`Detail::Range`] otherwise.
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// let (p, _) = PublicPolynomial::deal(Variant::MinPk, 1, 2).unwrap();
    /// assert_eq!(p.public_share(0).unwrap(), p.public_key()); // t = 1: f is constant
    /// assert_eq!(p.public_share(2).unwrap_err().to_string(), "ecbatch: index_out_of_range, \
    ///     invalid input (a participant index is at or above its bound): index = 2 is outside 0..=1");
    /// ```
    pub fn public_share(&self, index: u32) -> Result<Point> {
        let mut out = Point::zeroed();
        // SAFETY: a valid object and output.
        let st = unsafe { sys::ecb_bte_public_share_var(self.0.as_ptr(), index, &mut out.0) };
        if st == sys::ECB_ERR_INDEX_OUT_OF_RANGE {
            let n = self.participants().unwrap_or(sys::ECB_BTE_MAX_PARTICIPANTS);
            let (value, max) = (u64::from(index), u64::from(n) - 1);
            return Err(Error::range(st, "index", value, 0, max));
        }
        check(st)?;
        Ok(out)
    }

    /// Checks a share against the polynomial (`verify_failed` when it does not match).
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// let (p, _) = PublicPolynomial::deal(Variant::MinPk, 1, 1).unwrap();
    /// let (_, other) = PublicPolynomial::deal(Variant::MinPk, 1, 1).unwrap();
    /// assert_eq!(p.check_share(&other[0]).unwrap_err().name(), "verify_failed");
    /// ```
    pub fn check_share(&self, share: &Share) -> Result<()> {
        // SAFETY: valid object and share.
        check(unsafe { sys::ecb_bte_share_check(self.0.as_ptr(), &share.0) })
    }

    /// The encoding 0x01 || varint(t) || C_0 .. C_{t-1}.
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// let (p, _) = PublicPolynomial::deal(Variant::MinPk, 2, 2).unwrap();
    /// assert_eq!(p.to_bytes().len(), 2 + 2 * 48);
    /// ```
    pub fn to_bytes(&self) -> Vec<u8> {
        // SAFETY: a valid object; out holds the size the library reports.
        unsafe {
            let mut out = vec![0u8; sys::ecb_bte_public_encoded_size(self.0.as_ptr())];
            sys::ecb_bte_public_encode(out.as_mut_ptr(), self.0.as_ptr());
            out
        }
    }

    /// Decodes the encoding.
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// assert_eq!(PublicPolynomial::from_bytes(Variant::MinPk, &[1]).unwrap_err().name(), "proof_format");
    /// ```
    pub fn from_bytes(variant: Variant, bytes: &[u8]) -> Result<PublicPolynomial> {
        let mut p: *mut sys::ecb_bte_public = std::ptr::null_mut();
        // SAFETY: bytes is readable for its length.
        check(unsafe {
            sys::ecb_bte_public_decode(&mut p, variant.raw(), bytes.as_ptr(), bytes.len())
        })?;
        PublicPolynomial::from_raw(p)
    }
}

/// A ciphertext: label, masked body, header U and the proof binding them.
///
/// ```
/// use ecbatch::bte::*;
/// let (public, _) = PublicPolynomial::deal(Variant::MinPk, 1, 1).unwrap();
/// let ct = Ciphertext::encrypt(&public.public_key(), b"l", b"msg").unwrap();
/// ct.verify(&public.public_key()).unwrap();
/// let again = Ciphertext::from_bytes(Variant::MinPk, &ct.to_bytes()).unwrap();
/// assert_eq!(again.label(), b"l");
/// ```
pub struct Ciphertext(NonNull<sys::ecb_bte_ciphertext>);
owned_handle!(Ciphertext, ecb_bte_ciphertext, ecb_bte_ciphertext_free);

impl Ciphertext {
    /// Encrypts msg under pk with the associated data label (fresh randomness).
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// let (public, _) = PublicPolynomial::deal(Variant::MinPk, 1, 1).unwrap();
    /// let ct = Ciphertext::encrypt(&public.public_key(), b"", b"hi").unwrap();
    /// assert_eq!(ct.body().len(), 2);
    /// ```
    pub fn encrypt(pk: &Point, label: &[u8], msg: &[u8]) -> Result<Ciphertext> {
        let mut p: *mut sys::ecb_bte_ciphertext = std::ptr::null_mut();
        // SAFETY: the slices are readable for their lengths.
        check(unsafe {
            sys::ecb_bte_encrypt(
                &mut p,
                &pk.0,
                label.as_ptr(),
                label.len(),
                msg.as_ptr(),
                msg.len(),
            )
        })?;
        Ciphertext::from_raw(p)
    }

    /// Deterministic encryption with r = KeyGen(r_seed), s = KeyGen(s_seed) (tests, known
    /// answers; the seeds are secrets).
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// let (public, _) = PublicPolynomial::deal(Variant::MinPk, 1, 1).unwrap();
    /// let pk = public.public_key();
    /// let a = Ciphertext::encrypt_seeded(&pk, b"", b"x", &[1; 64], &[2; 64]).unwrap();
    /// let b = Ciphertext::encrypt_seeded(&pk, b"", b"x", &[1; 64], &[2; 64]).unwrap();
    /// assert_eq!(a.to_bytes(), b.to_bytes());
    /// ```
    pub fn encrypt_seeded(
        pk: &Point,
        label: &[u8],
        msg: &[u8],
        r_seed: &[u8; 64],
        s_seed: &[u8; 64],
    ) -> Result<Ciphertext> {
        let mut p: *mut sys::ecb_bte_ciphertext = std::ptr::null_mut();
        // SAFETY: the slices are readable for their lengths, the seeds 64 bytes.
        check(unsafe {
            sys::ecb_bte_encrypt_seeded(
                &mut p,
                &pk.0,
                label.as_ptr(),
                label.len(),
                msg.as_ptr(),
                msg.len(),
                r_seed.as_ptr(),
                s_seed.as_ptr(),
            )
        })?;
        Ciphertext::from_raw(p)
    }

    /// The associated data.
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// # let (public, _) = PublicPolynomial::deal(Variant::MinPk, 1, 1).unwrap();
    /// let ct = Ciphertext::encrypt(&public.public_key(), b"label", b"m").unwrap();
    /// assert_eq!(ct.label(), b"label");
    /// ```
    pub fn label(&self) -> &[u8] {
        let mut len = 0usize;
        // SAFETY: the library returns a pointer to len bytes owned by the ciphertext.
        unsafe {
            let p = sys::ecb_bte_ciphertext_label(self.0.as_ptr(), &mut len);
            slice_or_empty(p, len)
        }
    }

    /// The masked message.
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// # let (public, _) = PublicPolynomial::deal(Variant::MinPk, 1, 1).unwrap();
    /// let ct = Ciphertext::encrypt(&public.public_key(), b"", b"abc").unwrap();
    /// assert_ne!(ct.body(), b"abc");
    /// ```
    pub fn body(&self) -> &[u8] {
        let mut len = 0usize;
        // SAFETY: as label.
        unsafe {
            let p = sys::ecb_bte_ciphertext_body(self.0.as_ptr(), &mut len);
            slice_or_empty(p, len)
        }
    }

    /// The header U (what servers exponentiate).
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// # let (public, _) = PublicPolynomial::deal(Variant::MinPk, 1, 1).unwrap();
    /// let ct = Ciphertext::encrypt(&public.public_key(), b"", b"").unwrap();
    /// assert_eq!(ct.header().variant(), Variant::MinPk);
    /// ```
    pub fn header(&self) -> Point {
        let mut out = Point::zeroed();
        // SAFETY: a valid object and output.
        unsafe { sys::ecb_bte_ciphertext_header(self.0.as_ptr(), &mut out.0) };
        out
    }

    /// The variant.
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// # let (public, _) = PublicPolynomial::deal(Variant::MinSig, 1, 1).unwrap();
    /// let ct = Ciphertext::encrypt(&public.public_key(), b"", b"").unwrap();
    /// assert_eq!(ct.variant(), Variant::MinSig);
    /// ```
    pub fn variant(&self) -> Variant {
        // SAFETY: a valid object.
        Variant::from_raw(unsafe { sys::ecb_bte_ciphertext_variant(self.0.as_ptr()) })
    }

    /// Checks the ciphertext's proof (`invalid_ciphertext` when it fails).
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// let (a, _) = PublicPolynomial::deal(Variant::MinPk, 1, 1).unwrap();
    /// let (b, _) = PublicPolynomial::deal(Variant::MinPk, 1, 1).unwrap();
    /// let ct = Ciphertext::encrypt(&a.public_key(), b"", b"x").unwrap();
    /// assert_eq!(ct.verify(&b.public_key()).unwrap_err().name(), "invalid_ciphertext");
    /// ```
    pub fn verify(&self, pk: &Point) -> Result<()> {
        // SAFETY: valid objects.
        check(unsafe { sys::ecb_bte_ciphertext_verify_var(&pk.0, self.0.as_ptr()) })
    }

    /// The wire format.
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// # let (public, _) = PublicPolynomial::deal(Variant::MinPk, 1, 1).unwrap();
    /// let ct = Ciphertext::encrypt(&public.public_key(), b"", b"").unwrap();
    /// assert_eq!(ct.to_bytes()[0], 1);
    /// ```
    pub fn to_bytes(&self) -> Vec<u8> {
        // SAFETY: out holds the size the library reports.
        unsafe {
            let mut out = vec![0u8; sys::ecb_bte_ciphertext_encoded_size(self.0.as_ptr())];
            sys::ecb_bte_ciphertext_encode(out.as_mut_ptr(), self.0.as_ptr());
            out
        }
    }

    /// Decodes the wire format.
    ///
    /// ```
    /// assert!(ecbatch::bte::Ciphertext::from_bytes(ecbatch::bte::Variant::MinPk, &[1]).is_err());
    /// ```
    pub fn from_bytes(variant: Variant, bytes: &[u8]) -> Result<Ciphertext> {
        let mut p: *mut sys::ecb_bte_ciphertext = std::ptr::null_mut();
        // SAFETY: bytes is readable for its length.
        check(unsafe {
            sys::ecb_bte_ciphertext_decode(&mut p, variant.raw(), bytes.as_ptr(), bytes.len())
        })?;
        Ciphertext::from_raw(p)
    }
}

/// Checks many ciphertexts at once: true for each valid one.
///
/// ```
/// # use ecbatch::bte::*;
/// let (public, _) = PublicPolynomial::deal(Variant::MinPk, 1, 1).unwrap();
/// let cts = vec![Ciphertext::encrypt(&public.public_key(), b"", b"x").unwrap()];
/// assert_eq!(verify_ciphertexts(&public.public_key(), &cts, 1).unwrap(), vec![true]);
/// ```
pub fn verify_ciphertexts(pk: &Point, cts: &[Ciphertext], threads: u32) -> Result<Vec<bool>> {
    let ptrs: Vec<*const sys::ecb_bte_ciphertext> =
        cts.iter().map(|c| c.0.as_ptr() as *const _).collect();
    let mut valid = vec![0u8; cts.len()];
    // SAFETY: arrays of cts.len() entries.
    check(unsafe {
        sys::ecb_bte_ciphertexts_verify_var(
            &pk.0,
            ptrs.as_ptr(),
            ptrs.len(),
            threads,
            valid.as_mut_ptr(),
            std::ptr::null_mut(),
        )
    })?;
    Ok(valid.iter().map(|&v| v != 0).collect())
}

/// The batch request every party derives from the same dealing, ciphertexts and context: the
/// valid ciphertexts' positions, the digest D and the dealing's threshold t. Borrows the
/// ciphertexts.
///
/// ```
/// # use ecbatch::bte::*;
/// let (public, _) = PublicPolynomial::deal(Variant::MinPk, 1, 1).unwrap();
/// let cts = vec![Ciphertext::encrypt(&public.public_key(), b"", b"x").unwrap()];
/// let req = Request::new(&public, &cts, b"ctx", 1).unwrap();
/// assert_eq!(req.valid_indices(), &[0]);
/// assert_eq!(req.threshold(), 1);
/// ```
pub struct Request<'c> {
    raw: NonNull<sys::ecb_bte_request>,
    _cts: Vec<*const sys::ecb_bte_ciphertext>,
    _borrow: PhantomData<&'c Ciphertext>,
}

// SAFETY: the request is immutable after creation; it and the ciphertexts it points to are
// only read (the pointer array is owned and never changed).
unsafe impl<'c> Send for Request<'c> {}
unsafe impl<'c> Sync for Request<'c> {}

impl<'c> Drop for Request<'c> {
    fn drop(&mut self) {
        // SAFETY: created by ecb_bte_request_new_var, freed once.
        unsafe { sys::ecb_bte_request_free(self.raw.as_ptr()) };
    }
}

/// A recovered message and its ciphertext's position; wiped when dropped.
///
/// ```
/// # use ecbatch::bte::*;
/// let (public, shares) = PublicPolynomial::deal(Variant::MinPk, 1, 1).unwrap();
/// let cts = vec![Ciphertext::encrypt(&public.public_key(), b"", b"x").unwrap()];
/// let req = Request::new(&public, &cts, b"", 1).unwrap();
/// let r = Response::respond(&req, &shares[0], 1).unwrap();
/// let p = req.combine(&[0], &[&r], 1).unwrap();
/// assert_eq!((p[0].position(), p[0].data()), (0, &b"x"[..]));
/// ```
pub struct Plaintext {
    position: u32,
    data: Vec<u8>,
}

impl Plaintext {
    /// The position of its ciphertext in the request's input list.
    ///
    /// See [`Plaintext`] for an example.
    pub fn position(&self) -> u32 {
        self.position
    }

    /// The message.
    ///
    /// See [`Plaintext`] for an example.
    pub fn data(&self) -> &[u8] {
        &self.data
    }
}

impl Drop for Plaintext {
    fn drop(&mut self) {
        wipe_bytes(&mut self.data);
    }
}
impl std::fmt::Debug for Plaintext {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Plaintext(position {}, {} bytes)",
            self.position,
            self.data.len()
        )
    }
}

fn protocol_error(e: &sys::ecb_bte_error) -> Error {
    Error::with_detail(
        e.status,
        Detail::Protocol {
            index: e.index,
            expected: e.expected,
            actual: e.actual,
        },
    )
}

impl<'c> Request<'c> {
    /// Builds the request of the dealing `public`: checks the ciphertexts under its key
    /// (invalid ones are left out, never an error), keeps the valid ones' positions, computes
    /// the digest and takes the dealing's threshold, which [`Request::combine`] requires (a
    /// caller's threshold below it combined too few responses into a wrong plaintext). At
    /// least one ciphertext (`no_valid_ciphertexts` with [`Detail::Range`] for none: no batch
    /// file holds an empty request); threads at most 256 (0 counts as 1).
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// let (public, _) = PublicPolynomial::deal(Variant::MinPk, 2, 3).unwrap();
    /// let cts = vec![Ciphertext::encrypt(&public.public_key(), b"", b"x").unwrap()];
    /// assert_eq!(Request::new(&public, &cts, b"", 1).unwrap().threshold(), 2);
    /// assert_eq!(Request::new(&public, &[], b"", 1).unwrap_err().name(), "no_valid_ciphertexts");
    /// ```
    pub fn new(
        public: &PublicPolynomial,
        cts: &'c [Ciphertext],
        context: &[u8],
        threads: u32,
    ) -> Result<Request<'c>> {
        let max = u64::from(sys::ECB_BTE_MAX_BATCH);
        let count = u64::try_from(cts.len()).unwrap_or(u64::MAX);
        if cts.is_empty() {
            return Err(Error::range(sys::ECB_ERR_NO_VALID_CIPHERTEXTS, "cts.len()", 0, 1, max));
        }
        if count > max {
            return Err(Error::range(sys::ECB_ERR_SIZE_OVERFLOW, "cts.len()", count, 1, max));
        }
        check_threads(threads, 0)?;
        let ptrs: Vec<*const sys::ecb_bte_ciphertext> =
            cts.iter().map(|c| c.0.as_ptr() as *const _).collect();
        let mut p: *mut sys::ecb_bte_request = std::ptr::null_mut();
        // SAFETY: ptrs (kept in the request) and cts (borrowed for 'c) outlive the request.
        check(unsafe {
            sys::ecb_bte_request_from_public_var(
                &mut p,
                public.0.as_ptr(),
                ptrs.as_ptr(),
                ptrs.len(),
                context.as_ptr(),
                context.len(),
                public.threshold(),
                threads,
            )
        })?;
        let raw = NonNull::new(p).ok_or_else(|| Error::from_code(sys::ECB_ERR_OUT_OF_MEMORY))?;
        Ok(Request {
            raw,
            _cts: ptrs,
            _borrow: PhantomData,
        })
    }

    /// The positions of the valid ciphertexts, ascending.
    ///
    /// See [`Request`] for an example.
    pub fn valid_indices(&self) -> &[u32] {
        // SAFETY: the library returns valid_count entries owned by the request.
        unsafe {
            let n = sys::ecb_bte_request_valid_count(self.raw.as_ptr());
            slice_or_empty(sys::ecb_bte_request_valid_indices(self.raw.as_ptr()), n)
        }
    }

    /// The digest D binding context, count and headers.
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// let (public, _) = PublicPolynomial::deal(Variant::MinPk, 1, 1).unwrap();
    /// let cts = vec![Ciphertext::encrypt(&public.public_key(), b"", b"x").unwrap()];
    /// let a = Request::new(&public, &cts, b"a", 1).unwrap();
    /// let b = Request::new(&public, &cts, b"b", 1).unwrap();
    /// assert_ne!(a.digest(), b.digest());
    /// ```
    pub fn digest(&self) -> [u8; 32] {
        let mut out = [0u8; 32];
        // SAFETY: 32 writable bytes.
        unsafe { sys::ecb_bte_request_digest(self.raw.as_ptr(), out.as_mut_ptr()) };
        out
    }

    /// The threshold t.
    ///
    /// See [`Request`] for an example.
    pub fn threshold(&self) -> u32 {
        // SAFETY: a valid request.
        unsafe { sys::ecb_bte_request_threshold(self.raw.as_ptr()) }
    }

    /// Verifies one response against the server's public share; protocol errors carry the
    /// specification's arguments in [`Detail::Protocol`].
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// let (public, shares) = PublicPolynomial::deal(Variant::MinPk, 1, 2).unwrap();
    /// let cts = vec![Ciphertext::encrypt(&public.public_key(), b"", b"x").unwrap()];
    /// let req = Request::new(&public, &cts, b"", 1).unwrap();
    /// let r = Response::respond(&req, &shares[1], 1).unwrap();
    /// req.verify_response(1, &public.public_share(1).unwrap(), &r).unwrap();
    /// let e = req.verify_response(0, &public.public_share(0).unwrap(), &r).unwrap_err();
    /// assert_eq!(e.name(), "index_mismatch");
    /// ```
    pub fn verify_response(
        &self,
        eval_index: u32,
        public_share: &Point,
        response: &Response,
    ) -> Result<()> {
        let mut err = sys::ecb_bte_error::default();
        // SAFETY: valid objects and output.
        let st = unsafe {
            sys::ecb_bte_verify_response_var(
                self.raw.as_ptr(),
                eval_index,
                &public_share.0,
                response.0.as_ptr(),
                &mut err,
            )
        };
        if st == sys::ECB_OK {
            Ok(())
        } else if err.status == st {
            Err(protocol_error(&err))
        } else {
            Err(Error::from_code(st))
        }
    }

    /// Verifies k >= t responses at once (one combined check; fewer is `too_few` with
    /// [`Detail::Range`], since combine needs t: [`Request::verify_response`] checks one); on
    /// failure the error's [`Detail::Invalid`] lists each invalid response's position and
    /// status.
    ///
    /// See the [module](self) example.
    pub fn verify_responses(
        &self,
        eval_indices: &[u32],
        public_shares: &[Point],
        responses: &[&Response],
        threads: u32,
    ) -> Result<()> {
        let k = responses.len();
        let t = self.threshold();
        if k < usize::try_from(t).unwrap_or(usize::MAX) {
            let value = u64::try_from(k).unwrap_or(u64::MAX);
            let (min, max) = (u64::from(t), u64::from(sys::ECB_BTE_MAX_PARTICIPANTS));
            return Err(Error::range(sys::ECB_ERR_TOO_FEW, "responses.len()", value, min, max));
        }
        if eval_indices.len() != k {
            return Err(Error::counts(
                "eval_indices",
                eval_indices.len(),
                "responses",
                k,
            ));
        }
        if public_shares.len() != k {
            return Err(Error::counts(
                "public_shares",
                public_shares.len(),
                "responses",
                k,
            ));
        }
        let ptrs: Vec<*const sys::ecb_bte_response> =
            responses.iter().map(|r| r.0.as_ptr() as *const _).collect();
        let mut results = vec![sys::ecb_bte_error::default(); k];
        // SAFETY: every array holds k entries; Point is repr(transparent).
        let st = unsafe {
            sys::ecb_bte_verify_responses_var(
                self.raw.as_ptr(),
                eval_indices.as_ptr(),
                public_shares.as_ptr() as *const sys::ecb_bte_point,
                ptrs.as_ptr(),
                k,
                threads,
                results.as_mut_ptr(),
                std::ptr::null_mut(),
            )
        };
        if st == sys::ECB_OK {
            return Ok(());
        }
        let invalid: Vec<(usize, i32)> = results
            .iter()
            .enumerate()
            .filter(|(_, e)| e.status != sys::ECB_OK)
            .map(|(i, e)| (i, e.status))
            .collect();
        Err(if invalid.is_empty() {
            Error::from_code(st)
        } else {
            Error::with_detail(st, Detail::Invalid(invalid))
        })
    }

    /// Combines verified responses (`share_indices[i]` is `responses[i]`'s server, at least t of
    /// them) into the plaintexts of the valid ciphertexts, in request order. Each index must be
    /// its response's own ([`Response::index`]): `index_mismatch` otherwise, and an index of
    /// 65536 or more is `index_out_of_range` (the detail's `index` is the position in both).
    ///
    /// See the [module](self) example.
    pub fn combine(
        &self,
        share_indices: &[u32],
        responses: &[&Response],
        threads: u32,
    ) -> Result<Vec<Plaintext>> {
        let ptrs: Vec<*const sys::ecb_bte_response> =
            responses.iter().map(|r| r.0.as_ptr() as *const _).collect();
        let mut out: *mut sys::ecb_bte_plaintext = std::ptr::null_mut();
        let mut count = 0usize;
        let mut err = sys::ecb_bte_error::default();
        // SAFETY: arrays hold their counts; out receives an array freed below.
        let st = unsafe {
            sys::ecb_bte_combine_var(
                self.raw.as_ptr(),
                share_indices.as_ptr(),
                share_indices.len(),
                ptrs.as_ptr(),
                ptrs.len(),
                threads,
                &mut out,
                &mut count,
                &mut err,
            )
        };
        if st != sys::ECB_OK {
            return Err(if err.status == st {
                protocol_error(&err)
            } else {
                Error::from_code(st)
            });
        }
        // SAFETY: out holds count plaintexts with len bytes each; freed (and wiped) once.
        unsafe {
            let list = slice_or_empty(out, count);
            let result = list
                .iter()
                .map(|p| Plaintext {
                    position: p.position,
                    data: slice_or_empty(p.data, p.len).to_vec(),
                })
                .collect();
            sys::ecb_bte_plaintexts_free(out, count);
            Ok(result)
        }
    }
}

impl<'c> std::fmt::Debug for Request<'c> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Request(valid {:?})", self.valid_indices())
    }
}

/// A server's answer to a request: its partials and one aggregated proof.
///
/// ```
/// # use ecbatch::bte::*;
/// let (public, shares) = PublicPolynomial::deal(Variant::MinPk, 1, 1).unwrap();
/// let cts = vec![Ciphertext::encrypt(&public.public_key(), b"", b"x").unwrap()];
/// let req = Request::new(&public, &cts, b"", 1).unwrap();
/// let r = Response::respond(&req, &shares[0], 1).unwrap();
/// let again = Response::from_bytes(Variant::MinPk, &r.to_bytes()).unwrap();
/// assert_eq!((again.index(), again.partial_count()), (0, 1));
/// ```
pub struct Response(NonNull<sys::ecb_bte_response>);
owned_handle!(Response, ecb_bte_response, ecb_bte_response_free);

impl Response {
    /// The server with `share` answers the request (`no_valid_ciphertexts` for an empty one).
    ///
    /// See [`Response`] for an example.
    pub fn respond(request: &Request, share: &Share, threads: u32) -> Result<Response> {
        let mut p: *mut sys::ecb_bte_response = std::ptr::null_mut();
        // SAFETY: valid objects and output.
        check(unsafe { sys::ecb_bte_respond(&mut p, request.raw.as_ptr(), &share.0, threads) })?;
        Response::from_raw(p)
    }

    /// The same with the proof nonce from nonce_seed (deterministic; tests and known answers).
    ///
    /// ```
    /// # use ecbatch::bte::*;
    /// let (public, shares) = PublicPolynomial::deal(Variant::MinPk, 1, 1).unwrap();
    /// let cts = vec![Ciphertext::encrypt(&public.public_key(), b"", b"x").unwrap()];
    /// let req = Request::new(&public, &cts, b"", 1).unwrap();
    /// let a = Response::respond_seeded(&req, &shares[0], &[3; 64], 1).unwrap();
    /// let b = Response::respond_seeded(&req, &shares[0], &[3; 64], 1).unwrap();
    /// assert_eq!(a.to_bytes(), b.to_bytes());
    /// ```
    pub fn respond_seeded(
        request: &Request,
        share: &Share,
        nonce_seed: &[u8; 64],
        threads: u32,
    ) -> Result<Response> {
        let mut p: *mut sys::ecb_bte_response = std::ptr::null_mut();
        // SAFETY: valid objects and output; the seed is 64 bytes.
        check(unsafe {
            sys::ecb_bte_respond_seeded(
                &mut p,
                request.raw.as_ptr(),
                &share.0,
                nonce_seed.as_ptr(),
                threads,
            )
        })?;
        Response::from_raw(p)
    }

    /// The name of [`Response::respond`] before 0.1.0, kept until 0.2.
    #[deprecated(since = "0.1.0", note = "renamed Response::respond, as in Python")]
    pub fn new(request: &Request, share: &Share, threads: u32) -> Result<Response> {
        Response::respond(request, share, threads)
    }

    /// The name of [`Response::respond_seeded`] before 0.1.0, kept until 0.2.
    #[deprecated(since = "0.1.0", note = "renamed Response::respond_seeded")]
    pub fn new_seeded(
        request: &Request,
        share: &Share,
        nonce_seed: &[u8; 64],
        threads: u32,
    ) -> Result<Response> {
        Response::respond_seeded(request, share, nonce_seed, threads)
    }

    /// The responder's 0-based index.
    ///
    /// See [`Response`] for an example.
    pub fn index(&self) -> u32 {
        // SAFETY: a valid object.
        unsafe { sys::ecb_bte_response_index(self.0.as_ptr()) }
    }

    /// The number of partials (one per valid ciphertext).
    ///
    /// See [`Response`] for an example.
    pub fn partial_count(&self) -> usize {
        // SAFETY: a valid object.
        unsafe { sys::ecb_bte_response_partial_count(self.0.as_ptr()) }
    }

    /// The wire format.
    ///
    /// See [`Response`] for an example.
    pub fn to_bytes(&self) -> Vec<u8> {
        // SAFETY: out holds the size the library reports.
        unsafe {
            let mut out = vec![0u8; sys::ecb_bte_response_encoded_size(self.0.as_ptr())];
            sys::ecb_bte_response_encode(out.as_mut_ptr(), self.0.as_ptr());
            out
        }
    }

    /// Decodes the wire format.
    ///
    /// ```
    /// assert!(ecbatch::bte::Response::from_bytes(ecbatch::bte::Variant::MinPk, &[]).is_err());
    /// ```
    pub fn from_bytes(variant: Variant, bytes: &[u8]) -> Result<Response> {
        let mut p: *mut sys::ecb_bte_response = std::ptr::null_mut();
        // SAFETY: bytes is readable for its length.
        check(unsafe {
            sys::ecb_bte_response_decode(&mut p, variant.raw(), bytes.as_ptr(), bytes.len())
        })?;
        Response::from_raw(p)
    }
}

/// A slice from a C pointer and length, empty for NULL or 0.
unsafe fn slice_or_empty<'a, T>(p: *const T, len: usize) -> &'a [T] {
    if p.is_null() || len == 0 {
        &[]
    } else {
        std::slice::from_raw_parts(p, len)
    }
}
