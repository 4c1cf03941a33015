//! ristretto255 (RFC 9496): points, scalars mod l, hashing to the group and MSM.
//!
//! ```
//! use ecbatch::ristretto255::{Point, Scalar};
//! let p = Point::from_uniform_bytes(&[1; 64]);
//! assert_eq!(Point::from_bytes(&p.to_bytes()).unwrap(), p);
//! assert_eq!(p * &Scalar::from_u64(2), p.double());
//! ```
use std::ops::{Add, Mul, Neg, Sub};

use ecbatch_sys as sys;

use crate::decode_batch::batch_result;
use crate::error::{check, Error, Result};
use crate::msm::Msm;

/// A ristretto255 element. Public data: `Copy`, thread safe, equality by group element.
///
/// ```
/// use ecbatch::ristretto255::Point;
/// let b = Point::base();
/// let bytes = b.to_bytes();
/// assert_eq!(Point::from_bytes(&bytes).unwrap(), b);
/// assert_eq!(b + Point::identity(), b);
/// ```
#[derive(Clone, Copy)]
#[repr(transparent)]
pub struct Point(pub(crate) sys::ecb_ristretto255_point);

/// A scalar mod l (constant-time arithmetic; wiped when dropped, as it may be secret).
///
/// ```
/// use ecbatch::ristretto255::Scalar;
/// let a = Scalar::from_u64(6);
/// assert_eq!(&a * &Scalar::from_u64(7), Scalar::from_u64(42));
/// assert_eq!(Scalar::from_bytes(&a.to_bytes()).unwrap(), a);
/// ```
#[derive(Clone)]
#[repr(transparent)]
pub struct Scalar(pub(crate) sys::ecb_ristretto255_scalar);

impl Point {
    /// The identity element (encoding: 32 zero bytes).
    ///
    /// ```
    /// assert!(ecbatch::ristretto255::Point::identity().is_identity());
    /// ```
    pub fn identity() -> Point {
        let mut p = sys::ecb_ristretto255_point::default();
        // SAFETY: p is a valid output.
        unsafe { sys::ecb_ristretto255_identity(&mut p) };
        Point(p)
    }

    /// The base point B of RFC 9496 §4.4.
    ///
    /// ```
    /// assert_eq!(ecbatch::ristretto255::Point::base().to_bytes()[0], 0xe2);
    /// ```
    pub fn base() -> Point {
        let mut p = sys::ecb_ristretto255_point::default();
        // SAFETY: p is a valid output.
        unsafe { sys::ecb_ristretto255_base(&mut p) };
        Point(p)
    }

    /// Decodes the canonical 32-byte encoding (RFC 9496 §4.3.1); errors name the failed check
    /// (`non_canonical`, `negative`, `non_square`, `negative_xy`, `y_zero`).
    ///
    /// ```
    /// use ecbatch::ristretto255::Point;
    /// assert_eq!(Point::from_bytes(&[1; 32]).unwrap_err().name(), "negative");
    /// ```
    pub fn from_bytes(bytes: &[u8; 32]) -> Result<Point> {
        let mut p = sys::ecb_ristretto255_point::default();
        // SAFETY: 32 readable bytes, a valid output.
        check(unsafe { sys::ecb_ristretto255_decode(&mut p, bytes.as_ptr()) })?;
        Ok(Point(p))
    }

    /// Decodes public encodings stored back to back (32 bytes each, else `wrong_length`), eight
    /// at a time in AVX-512 IFMA lanes where the CPU has them, on up to `threads` threads.
    /// Variable time: for verifiers of public points; [`Point::from_bytes`] stays the
    /// constant-time decoder. On failure the first invalid element's status, with every invalid
    /// position in the detail.
    ///
    /// ```
    /// use ecbatch::ristretto255::Point;
    /// let b = Point::base();
    /// let mut bytes = [b.to_bytes(), b.double().to_bytes()].concat();
    /// assert_eq!(Point::decode_batch(&bytes, 2).unwrap(), vec![b, b.double()]);
    /// bytes[32] ^= 1;
    /// assert_eq!(Point::decode_batch(&bytes, 1).unwrap_err().invalid_items(), vec![1]);
    /// ```
    pub fn decode_batch(bytes: &[u8], threads: u32) -> Result<Vec<Point>> {
        if bytes.len() % 32 != 0 {
            let reason = "its length is not a multiple of 32";
            return Err(Error::argument(sys::ECB_ERR_LENGTH, "bytes", reason));
        }
        let n = bytes.len() / 32;
        let mut out = vec![Point(sys::ecb_ristretto255_point::default()); n];
        let mut statuses = vec![0; n];
        // SAFETY: out and statuses hold n items, bytes 32 n readable bytes.
        let code = unsafe {
            sys::ecb_ristretto255_decode_batch_var(
                out.as_mut_ptr() as *mut sys::ecb_ristretto255_point,
                statuses.as_mut_ptr(),
                bytes.as_ptr(),
                n,
                threads,
            )
        };
        batch_result(code, out, &statuses)
    }

    /// The canonical 32-byte encoding.
    ///
    /// ```
    /// assert_eq!(ecbatch::ristretto255::Point::identity().to_bytes(), [0; 32]);
    /// ```
    pub fn to_bytes(&self) -> [u8; 32] {
        let mut out = [0u8; 32];
        // SAFETY: 32 writable bytes, a valid point.
        unsafe { sys::ecb_ristretto255_encode(out.as_mut_ptr(), &self.0) };
        out
    }

    /// Hash to the group: the element of 64 uniform bytes (RFC 9496 §4.3.4), as libsodium's
    /// `crypto_core_ristretto255_from_hash`.
    ///
    /// ```
    /// let p = ecbatch::ristretto255::Point::from_uniform_bytes(&[7; 64]);
    /// assert!(!p.is_identity());
    /// ```
    pub fn from_uniform_bytes(bytes: &[u8; 64]) -> Point {
        let mut p = sys::ecb_ristretto255_point::default();
        // SAFETY: 64 readable bytes, a valid output.
        unsafe { sys::ecb_ristretto255_from_uniform_bytes(&mut p, bytes.as_ptr()) };
        Point(p)
    }

    /// True for the identity element.
    ///
    /// ```
    /// assert!(!ecbatch::ristretto255::Point::base().is_identity());
    /// ```
    pub fn is_identity(&self) -> bool {
        // SAFETY: a valid point.
        unsafe { sys::ecb_ristretto255_is_identity(&self.0) != 0 }
    }

    /// 2 * self.
    ///
    /// ```
    /// let b = ecbatch::ristretto255::Point::base();
    /// assert_eq!(b.double(), b + b);
    /// ```
    pub fn double(&self) -> Point {
        let mut p = sys::ecb_ristretto255_point::default();
        // SAFETY: valid input and output.
        unsafe { sys::ecb_ristretto255_double(&mut p, &self.0) };
        Point(p)
    }

    /// k * B with the base point's table, constant time in k.
    ///
    /// ```
    /// use ecbatch::ristretto255::{Point, Scalar};
    /// assert_eq!(Point::mul_base(&Scalar::from_u64(2)), Point::base().double());
    /// ```
    pub fn mul_base(k: &Scalar) -> Point {
        let mut p = sys::ecb_ristretto255_point::default();
        // SAFETY: valid input and output.
        unsafe { sys::ecb_ristretto255_base_mult(&mut p, &k.0) };
        Point(p)
    }

    /// sum `scalars[i] * points[i]` with the engine's plan on one thread (variable time: public
    /// data only). See [`Msm`] for a strategy, threads and reusable scratch.
    ///
    /// ```
    /// use ecbatch::ristretto255::{Point, Scalar};
    /// let s = Point::msm(&[Point::base(), Point::base()], &[Scalar::from_u64(1), Scalar::from_u64(2)]).unwrap();
    /// assert_eq!(s, Point::mul_base(&Scalar::from_u64(3)));
    /// ```
    pub fn msm(points: &[Point], scalars: &[Scalar]) -> Result<Point> {
        Msm::transient().ristretto255(points, scalars)
    }
}

impl PartialEq for Point {
    fn eq(&self, other: &Point) -> bool {
        // SAFETY: valid points.
        unsafe { sys::ecb_ristretto255_equal(&self.0, &other.0) != 0 }
    }
}
impl Eq for Point {}

impl std::fmt::Debug for Point {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ristretto255::Point({})", crate::hex(&self.to_bytes()))
    }
}

impl Add for Point {
    type Output = Point;
    fn add(self, rhs: Point) -> Point {
        let mut p = sys::ecb_ristretto255_point::default();
        // SAFETY: valid inputs and output.
        unsafe { sys::ecb_ristretto255_add(&mut p, &self.0, &rhs.0) };
        Point(p)
    }
}
impl Sub for Point {
    type Output = Point;
    fn sub(self, rhs: Point) -> Point {
        let mut p = sys::ecb_ristretto255_point::default();
        // SAFETY: valid inputs and output.
        unsafe { sys::ecb_ristretto255_sub(&mut p, &self.0, &rhs.0) };
        Point(p)
    }
}
impl Neg for Point {
    type Output = Point;
    fn neg(self) -> Point {
        let mut p = sys::ecb_ristretto255_point::default();
        // SAFETY: valid input and output.
        unsafe { sys::ecb_ristretto255_negate(&mut p, &self.0) };
        Point(p)
    }
}
/// Constant-time scalar multiplication.
impl<'a> Mul<&'a Scalar> for Point {
    type Output = Point;
    fn mul(self, k: &'a Scalar) -> Point {
        let mut p = sys::ecb_ristretto255_point::default();
        // SAFETY: valid inputs and output.
        unsafe { sys::ecb_ristretto255_scalar_mult(&mut p, &k.0, &self.0) };
        Point(p)
    }
}

prime_scalar! {
    raw: ecb_ristretto255_scalar, module: "ristretto255", endian: "little", order: "l", low_byte: 0,
    from_u64: ecb_ristretto255_scalar_from_u64,
    decode: ecb_ristretto255_scalar_decode,
    reduce64: ecb_ristretto255_scalar_reduce64,
    encode: ecb_ristretto255_scalar_encode,
    invert: ecb_ristretto255_scalar_invert,
    is_zero: ecb_ristretto255_scalar_is_zero,
    equal: ecb_ristretto255_scalar_equal,
    add: ecb_ristretto255_scalar_add,
    sub: ecb_ristretto255_scalar_sub,
    mul: ecb_ristretto255_scalar_mul,
    neg: ecb_ristretto255_scalar_neg,
}

scalar_random_from!(module: "ristretto255");
