//! BN254 G1 (alt_bn128, Ethereum's EIP-196 curve): points in the gnark-crypto compressed and
//! EIP-196 uncompressed encodings, their affine form (the MSM input), scalars mod r and MSM.
//!
//! ```
//! use ecbatch::bn254::{Encoding, G1};
//! let g = G1::generator();
//! assert_eq!(G1::from_bytes_as(&g.to_bytes_as(Encoding::Eip196), Encoding::Eip196).unwrap(), g);
//! ```
use std::ops::{Add, Neg, Sub};

use ecbatch_sys as sys;

use crate::decode_batch::{batch_result, count};
use crate::error::{check, check_length, wipe_bytes, wipe_words, Result};
use crate::msm::Msm;

/// A scalar mod r (254 bits, 32 bytes big-endian; wiped when dropped).
///
/// ```
/// use ecbatch::bn254::Scalar;
/// let a = Scalar::from_u64(9);
/// assert_eq!(Scalar::from_bytes(&a.to_bytes()).unwrap().to_bytes(), a.to_bytes());
/// ```
#[derive(Clone)]
#[repr(transparent)]
pub struct Scalar(pub(crate) sys::ecb_bn254_scalar);

impl Scalar {
    /// The scalar v.
    ///
    /// ```
    /// assert_eq!(ecbatch::bn254::Scalar::from_u64(1).to_bytes()[31], 1);
    /// ```
    pub fn from_u64(v: u64) -> Scalar {
        let mut s = sys::ecb_bn254_scalar::default();
        // SAFETY: a valid output.
        unsafe { sys::ecb_bn254_scalar_from_u64(&mut s, v) };
        Scalar(s)
    }

    /// Decodes 32 big-endian bytes; `scalar_out_of_range` when >= r.
    ///
    /// ```
    /// assert!(ecbatch::bn254::Scalar::from_bytes(&[0xff; 32]).is_err());
    /// ```
    pub fn from_bytes(bytes: &[u8; 32]) -> Result<Scalar> {
        let mut s = sys::ecb_bn254_scalar::default();
        // SAFETY: 32 readable bytes, a valid output.
        check(unsafe { sys::ecb_bn254_scalar_decode(&mut s, bytes.as_ptr()) })?;
        Ok(Scalar(s))
    }

    /// The canonical 32-byte big-endian encoding.
    ///
    /// ```
    /// assert_eq!(ecbatch::bn254::Scalar::from_u64(0).to_bytes(), [0; 32]);
    /// ```
    pub fn to_bytes(&self) -> [u8; 32] {
        let mut out = [0u8; 32];
        // SAFETY: 32 writable bytes, a valid scalar.
        unsafe { sys::ecb_bn254_scalar_encode(out.as_mut_ptr(), &self.0) };
        out
    }
}

/// Constant time: the canonical encodings compared without an early exit (there is no C
/// equality for BN254 scalars), then wiped.
///
/// ```
/// use ecbatch::bn254::Scalar;
/// assert_eq!(Scalar::from_u64(7), Scalar::from_bytes(&Scalar::from_u64(7).to_bytes()).unwrap());
/// assert_ne!(Scalar::from_u64(7), Scalar::from_u64(8));
/// ```
impl PartialEq for Scalar {
    fn eq(&self, other: &Scalar) -> bool {
        let (mut a, mut b) = (self.to_bytes(), other.to_bytes());
        let diff = a
            .iter()
            .zip(b.iter())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y));
        wipe_bytes(&mut a);
        wipe_bytes(&mut b);
        diff == 0
    }
}
impl Eq for Scalar {}

impl std::fmt::Debug for Scalar {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("bn254::Scalar(..)")
    }
}
impl Drop for Scalar {
    fn drop(&mut self) {
        wipe_words(&mut self.0.v);
    }
}

impl Scalar {
    /// 64 big-endian bytes, any value, reduced mod r (EIP-196's ecMul scalar: 32 zero bytes,
    /// then its 32 bytes).
    ///
    /// ```
    /// let mut w = [0u8; 64];
    /// w[63] = 9;
    /// let s = ecbatch::bn254::Scalar::from_bytes_wide(&w);
    /// assert_eq!(s.to_bytes(), ecbatch::bn254::Scalar::from_u64(9).to_bytes());
    /// ```
    pub fn from_bytes_wide(bytes: &[u8; 64]) -> Scalar {
        let mut s = sys::ecb_bn254_scalar::default();
        // SAFETY: 64 readable bytes, a valid output.
        unsafe { sys::ecb_bn254_scalar_reduce64(&mut s, bytes.as_ptr()) };
        Scalar(s)
    }
}

/// The point encodings of BN254 G1 (see `include/ecbatch/bn254.h`).
///
/// ```
/// use ecbatch::bn254::{Encoding, G1};
/// let g = G1::generator();
/// let e = g.to_bytes_as(Encoding::Eip196);
/// assert_eq!(e[31], 1);
/// assert_eq!(G1::from_bytes_as(&e, Encoding::Eip196).unwrap(), g);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    /// gnark-crypto compressed, 32 bytes big-endian (the default of `to_bytes`).
    Gnark,
    /// EIP-196 uncompressed (also gnark-crypto's RawBytes), 64 bytes, the identity all zeros.
    Eip196,
}

impl Encoding {
    /// The encoded length in bytes.
    ///
    /// ```
    /// assert_eq!(ecbatch::bn254::Encoding::Eip196.len(), 64);
    /// ```
    #[allow(clippy::len_without_is_empty)]
    pub fn len(self) -> usize {
        match self {
            Encoding::Gnark => 32,
            Encoding::Eip196 => 64,
        }
    }

    fn raw(self) -> sys::ecb_bn254_encoding {
        match self {
            Encoding::Gnark => sys::ECB_BN254_GNARK,
            Encoding::Eip196 => sys::ECB_BN254_EIP196,
        }
    }
}

/// A point of BN254 G1 (public data: `Copy`, thread safe).
///
/// ```
/// use ecbatch::bn254::{G1, Scalar};
/// let g = G1::generator();
/// assert_eq!(G1::from_bytes(&g.to_bytes()).unwrap(), g);
/// assert_eq!(g.mul_var(&Scalar::from_u64(2)), g.double());
/// ```
#[derive(Clone, Copy)]
#[repr(transparent)]
pub struct G1(pub(crate) sys::ecb_bn254_g1);

/// An affine G1 point, the input of [`G1::msm`].
///
/// ```
/// use ecbatch::bn254::{G1, Scalar};
/// let s = G1::msm(&[G1::generator().to_affine()], &[Scalar::from_u64(2)]).unwrap();
/// assert_eq!(s, G1::generator().double());
/// ```
#[derive(Clone, Copy)]
#[repr(transparent)]
pub struct G1Affine(pub(crate) sys::ecb_bn254_g1_affine);

impl G1 {
    /// The point at infinity.
    ///
    /// ```
    /// assert!(ecbatch::bn254::G1::identity().is_identity());
    /// ```
    pub fn identity() -> G1 {
        let mut p = sys::ecb_bn254_g1::default();
        // SAFETY: a valid output.
        unsafe { sys::ecb_bn254_g1_identity(&mut p) };
        G1(p)
    }

    /// The generator (1, 2) (EIP-196, gnark-crypto, arkworks, libff).
    ///
    /// ```
    /// assert_eq!(ecbatch::bn254::G1::generator().to_bytes()[0], 0x80);
    /// ```
    pub fn generator() -> G1 {
        // SAFETY: a constant of the library.
        G1(unsafe { sys::ECB_BN254_G1_GENERATOR })
    }

    /// Decodes the gnark-crypto compressed encoding (32 bytes).
    ///
    /// ```
    /// assert!(ecbatch::bn254::G1::from_bytes(&[0; 32]).is_err());
    /// ```
    pub fn from_bytes(bytes: &[u8; 32]) -> Result<G1> {
        G1::from_bytes_as(bytes, Encoding::Gnark)
    }

    /// The gnark-crypto compressed encoding (32 bytes).
    ///
    /// ```
    /// assert_eq!(ecbatch::bn254::G1::identity().to_bytes()[0], 0x40);
    /// ```
    pub fn to_bytes(&self) -> [u8; 32] {
        let mut out = [0u8; 32];
        // SAFETY: 32 writable bytes, a valid point.
        unsafe { sys::ecb_bn254_g1_encode(out.as_mut_ptr(), &self.0) };
        out
    }

    /// Decodes any of the encodings (`wrong_length` with [`crate::Detail::Length`] when bytes
    /// has the wrong size for it).
    ///
    /// ```
    /// use ecbatch::bn254::{Encoding, G1};
    /// assert_eq!(G1::from_bytes_as(&[0; 5], Encoding::Eip196).unwrap_err().name(), "wrong_length");
    /// assert!(G1::from_bytes_as(&[0; 64], Encoding::Eip196).unwrap().is_identity());
    /// ```
    pub fn from_bytes_as(bytes: &[u8], encoding: Encoding) -> Result<G1> {
        check_length("bytes", bytes, encoding.len())?;
        let f = match encoding {
            Encoding::Gnark => sys::ecb_bn254_g1_decode,
            Encoding::Eip196 => sys::ecb_bn254_g1_decode_uncompressed,
        };
        let mut p = sys::ecb_bn254_g1::default();
        // SAFETY: bytes holds exactly the length the decoder reads.
        check(unsafe { f(&mut p, bytes.as_ptr()) })?;
        Ok(G1(p))
    }

    /// The canonical encoding in the given format.
    ///
    /// ```
    /// use ecbatch::bn254::{Encoding, G1};
    /// assert_eq!(G1::generator().to_bytes_as(Encoding::Eip196).len(), 64);
    /// ```
    pub fn to_bytes_as(&self, encoding: Encoding) -> Vec<u8> {
        let f = match encoding {
            Encoding::Gnark => sys::ecb_bn254_g1_encode,
            Encoding::Eip196 => sys::ecb_bn254_g1_encode_uncompressed,
        };
        let mut out = vec![0u8; encoding.len()];
        // SAFETY: out holds exactly the length the encoder writes.
        unsafe { f(out.as_mut_ptr(), &self.0) };
        out
    }

    /// True for the point at infinity.
    ///
    /// ```
    /// assert!(!ecbatch::bn254::G1::generator().is_identity());
    /// ```
    pub fn is_identity(&self) -> bool {
        // SAFETY: a valid point.
        unsafe { sys::ecb_bn254_g1_is_identity(&self.0) != 0 }
    }

    /// 2 * self.
    ///
    /// ```
    /// let g = ecbatch::bn254::G1::generator();
    /// assert_eq!(g.double(), g + g);
    /// ```
    pub fn double(&self) -> G1 {
        let mut p = sys::ecb_bn254_g1::default();
        // SAFETY: valid input and output.
        unsafe { sys::ecb_bn254_g1_double(&mut p, &self.0) };
        G1(p)
    }

    /// k * self in constant time.
    ///
    /// ```
    /// use ecbatch::bn254::{G1, Scalar};
    /// assert_eq!(G1::generator().mul(&Scalar::from_u64(2)), G1::generator().double());
    /// ```
    pub fn mul(&self, k: &Scalar) -> G1 {
        let mut p = sys::ecb_bn254_g1::default();
        // SAFETY: valid inputs and output.
        unsafe { sys::ecb_bn254_g1_mul(&mut p, &k.0, &self.0) };
        G1(p)
    }

    /// k * self, variable time: public k and point only.
    ///
    /// ```
    /// use ecbatch::bn254::{G1, Scalar};
    /// assert!(G1::generator().mul_var(&Scalar::from_u64(0)).is_identity());
    /// ```
    pub fn mul_var(&self, k: &Scalar) -> G1 {
        let mut p = sys::ecb_bn254_g1::default();
        // SAFETY: valid inputs and output.
        unsafe { sys::ecb_bn254_g1_mul_var(&mut p, &k.0, &self.0) };
        G1(p)
    }

    /// The affine form (the MSM's input).
    ///
    /// ```
    /// let g = ecbatch::bn254::G1::generator();
    /// assert_eq!(g.to_affine().to_projective(), g);
    /// ```
    pub fn to_affine(&self) -> G1Affine {
        let mut a = sys::ecb_bn254_g1_affine::default();
        // SAFETY: valid input and output.
        unsafe { sys::ecb_bn254_g1_to_affine(&mut a, &self.0) };
        G1Affine(a)
    }

    /// The affine forms of many points with one inversion per 128 points.
    ///
    /// ```
    /// use ecbatch::bn254::G1;
    /// assert_eq!(G1::batch_to_affine(&[G1::generator(); 3]).len(), 3);
    /// ```
    pub fn batch_to_affine(points: &[G1]) -> Vec<G1Affine> {
        let mut out = vec![G1Affine(sys::ecb_bn254_g1_affine::default()); points.len()];
        // SAFETY: G1 and G1Affine are repr(transparent); both slices hold points.len() items.
        unsafe {
            sys::ecb_bn254_g1_batch_to_affine(
                out.as_mut_ptr() as *mut sys::ecb_bn254_g1_affine,
                points.as_ptr() as *const sys::ecb_bn254_g1,
                points.len(),
            )
        };
        out
    }

    /// sum `scalars[i] * points[i]` on one thread with the engine's plan (variable time: public
    /// data only). See [`Msm`] for options and reusable scratch.
    ///
    /// ```
    /// use ecbatch::bn254::{G1, Scalar};
    /// assert!(G1::msm(&[], &[]).unwrap().is_identity());
    /// ```
    pub fn msm(points: &[G1Affine], scalars: &[Scalar]) -> Result<G1> {
        Msm::transient().bn254_g1(points, scalars)
    }
}

impl G1Affine {
    /// Back to the projective form.
    ///
    /// ```
    /// let g = ecbatch::bn254::G1::generator();
    /// assert_eq!(g.to_affine().to_projective(), g);
    /// ```
    pub fn to_projective(&self) -> G1 {
        let mut p = sys::ecb_bn254_g1::default();
        // SAFETY: self is a point of G1 (only built from one).
        unsafe { sys::ecb_bn254_g1_from_affine(&mut p, &self.0) };
        G1(p)
    }
}

impl G1Affine {
    /// Decodes one point in `encoding` straight to affine form (the same checks and errors as
    /// [`G1::from_bytes_as`], no inversion).
    ///
    /// ```
    /// use ecbatch::bn254::{Encoding, G1, G1Affine};
    /// let g = G1::generator();
    /// let a = G1Affine::from_bytes_as(&g.to_bytes_as(Encoding::Eip196), Encoding::Eip196).unwrap();
    /// assert_eq!(a.to_projective(), g);
    /// ```
    pub fn from_bytes_as(bytes: &[u8], encoding: Encoding) -> Result<G1Affine> {
        check_length("bytes", bytes, encoding.len())?;
        let mut a = sys::ecb_bn254_g1_affine::default();
        // SAFETY: bytes is readable for its length.
        check(unsafe {
            sys::ecb_bn254_g1_decode_affine(&mut a, bytes.as_ptr(), bytes.len(), encoding.raw())
        })?;
        Ok(G1Affine(a))
    }

    /// UNCHECKED: loads an EIP-196 encoding checking only that its coordinates are below p, NOT
    /// the curve equation: only for points this program validated before.
    ///
    /// ```
    /// use ecbatch::bn254::{Encoding, G1, G1Affine};
    /// let g = G1::generator();
    /// let e = Encoding::Eip196;
    /// assert_eq!(G1Affine::from_bytes_unchecked(&g.to_bytes_as(e), e).unwrap().to_projective(), g);
    /// assert!(G1Affine::from_bytes_unchecked(&g.to_bytes(), Encoding::Gnark).is_err());
    /// ```
    pub fn from_bytes_unchecked(bytes: &[u8], encoding: Encoding) -> Result<G1Affine> {
        check_length("bytes", bytes, encoding.len())?;
        let mut a = sys::ecb_bn254_g1_affine::default();
        // SAFETY: as in from_bytes_as.
        check(unsafe {
            sys::ecb_bn254_g1_affine_from_raw_unchecked(
                &mut a,
                bytes.as_ptr(),
                bytes.len(),
                encoding.raw(),
            )
        })?;
        Ok(G1Affine(a))
    }

    /// Decodes points in `encoding` stored back to back on up to `threads` threads; on failure
    /// the first invalid element's status, with every invalid position in the detail.
    ///
    /// ```
    /// use ecbatch::bn254::{Encoding, G1, G1Affine};
    /// let g = G1::generator();
    /// let bytes = [g.to_bytes_as(Encoding::Eip196), g.double().to_bytes_as(Encoding::Eip196)].concat();
    /// let pts = G1Affine::decode_batch(&bytes, Encoding::Eip196, 2).unwrap();
    /// assert_eq!(pts[1].to_projective(), g.double());
    /// ```
    pub fn decode_batch(bytes: &[u8], encoding: Encoding, threads: u32) -> Result<Vec<G1Affine>> {
        let n = count(bytes, encoding.len());
        let mut out = vec![G1Affine(sys::ecb_bn254_g1_affine::default()); n];
        let mut statuses = vec![0; n];
        // SAFETY: out and statuses hold n items; bytes is readable for its length.
        let code = unsafe {
            sys::ecb_bn254_g1_batch_decode_affine(
                out.as_mut_ptr() as *mut sys::ecb_bn254_g1_affine,
                n,
                bytes.as_ptr(),
                bytes.len(),
                encoding.raw(),
                threads,
                statuses.as_mut_ptr(),
                std::ptr::null_mut(),
            )
        };
        batch_result(code, out, &statuses)
    }
}

impl From<G1> for G1Affine {
    fn from(p: G1) -> G1Affine {
        p.to_affine()
    }
}
impl From<G1Affine> for G1 {
    fn from(a: G1Affine) -> G1 {
        a.to_projective()
    }
}

impl PartialEq for G1 {
    fn eq(&self, other: &G1) -> bool {
        // SAFETY: valid points.
        unsafe { sys::ecb_bn254_g1_equal(&self.0, &other.0) != 0 }
    }
}
impl Eq for G1 {}
impl std::fmt::Debug for G1 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "bn254::G1({})", crate::hex(&self.to_bytes()))
    }
}
impl std::fmt::Debug for G1Affine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "bn254::G1Affine({})",
            crate::hex(&self.to_projective().to_bytes())
        )
    }
}

impl Add for G1 {
    type Output = G1;
    fn add(self, rhs: G1) -> G1 {
        let mut p = sys::ecb_bn254_g1::default();
        // SAFETY: valid inputs and output.
        unsafe { sys::ecb_bn254_g1_add(&mut p, &self.0, &rhs.0) };
        G1(p)
    }
}
impl Neg for G1 {
    type Output = G1;
    fn neg(self) -> G1 {
        let mut p = sys::ecb_bn254_g1::default();
        // SAFETY: valid input and output.
        unsafe { sys::ecb_bn254_g1_negate(&mut p, &self.0) };
        G1(p)
    }
}
impl Sub for G1 {
    type Output = G1;
    fn sub(self, rhs: G1) -> G1 {
        self + (-rhs)
    }
}
/// Constant-time scalar multiplication, as [`G1::mul`].
///
/// ```
/// use ecbatch::bn254::{G1, Scalar};
/// assert_eq!(G1::generator() * &Scalar::from_u64(2), G1::generator().double());
/// ```
impl<'a> std::ops::Mul<&'a Scalar> for G1 {
    type Output = G1;
    fn mul(self, k: &'a Scalar) -> G1 {
        G1::mul(&self, k)
    }
}

scalar_random_from!(module: "bn254");
