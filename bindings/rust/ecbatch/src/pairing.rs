//! The optimal ate pairing of BLS12-381, e: G1 x G2 -> GT (blst's value byte for byte), the
//! product of many pairings with one final exponentiation, and the group [`Gt`] with its
//! 576-byte encoding (blst_bendian_from_fp12's). Pairs with the identity contribute 1.
//!
//! ```
//! use ecbatch::bls12_381::{G1, G2, Scalar};
//! use ecbatch::pairing::{self, Gt};
//! let (g1, g2) = (G1::generator(), G2::generator());
//! let e = pairing::pairing(&g1.to_bytes(), &g2.to_bytes()).unwrap();
//! let three = Scalar::from_u64(3);
//! let e3 = pairing::multi_pairing_affine(&[(g1 * &three).to_affine()], &[g2.to_affine()]).unwrap();
//! assert_eq!(e3, e.pow_var(&three));
//! assert!((e * e.inverse()).is_one());
//! assert_eq!(Gt::from_bytes(&e.to_bytes()).unwrap(), e);
//! ```
use std::fmt;
use std::ops::Mul;
use std::os::raw::c_void;

use ecbatch_sys as sys;

use crate::bls12_381::{G1Affine, G2Affine, Scalar};
use crate::error::{check, Error, Result};

/// An element of GT, the order-r subgroup of Fp12* (only built by the functions here, which
/// return elements of GT).
///
/// ```
/// use ecbatch::pairing::Gt;
/// assert!(Gt::one().is_one());
/// assert_eq!(Gt::one() * Gt::one(), Gt::one());
/// ```
#[derive(Clone, Copy)]
#[repr(transparent)]
pub struct Gt(sys::ecb_bls12_381_gt);

impl Gt {
    /// Bytes of the encoding.
    ///
    /// ```
    /// assert_eq!(ecbatch::pairing::Gt::BYTES, 576);
    /// ```
    pub const BYTES: usize = sys::ECB_BLS12_381_GT_BYTES;

    fn zeroed() -> Gt {
        Gt(sys::ecb_bls12_381_gt { v: [0; 72] })
    }

    /// The identity.
    ///
    /// ```
    /// let one = ecbatch::pairing::Gt::one().to_bytes();
    /// assert_eq!((one[47], one.iter().map(|&b| b as u32).sum::<u32>()), (1, 1));
    /// ```
    pub fn one() -> Gt {
        let mut out = Gt::zeroed();
        // SAFETY: a valid output.
        unsafe { sys::ecb_bls12_381_gt_one(&mut out.0) };
        out
    }

    /// True for the identity. Constant time.
    ///
    /// ```
    /// use ecbatch::bls12_381::{G1, G2};
    /// let e = ecbatch::pairing::pairing(&G1::identity().to_bytes(), &G2::generator().to_bytes());
    /// assert!(e.unwrap().is_one());
    /// ```
    pub fn is_one(&self) -> bool {
        // SAFETY: a valid element.
        unsafe { sys::ecb_bls12_381_gt_is_one(&self.0) != 0 }
    }

    /// Decodes 576 bytes: `non_canonical` (a coefficient at or above p) or `not_in_subgroup`
    /// (not an element of GT). Variable time.
    ///
    /// ```
    /// use ecbatch::pairing::Gt;
    /// assert_eq!(Gt::from_bytes(&[0; 576]).unwrap_err().name(), "not_in_subgroup");
    /// ```
    pub fn from_bytes(bytes: &[u8; 576]) -> Result<Gt> {
        let mut out = Gt::zeroed();
        // SAFETY: 576 readable bytes, a valid output.
        check(unsafe { sys::ecb_bls12_381_gt_decode(&mut out.0, bytes.as_ptr()) })?;
        Ok(out)
    }

    /// The 576-byte encoding: the Fp2 coefficients of w^0 .. w^5, each c0 then c1, each 48
    /// bytes big-endian (include/ecbatch/pairing.h).
    ///
    /// ```
    /// assert_eq!(ecbatch::pairing::Gt::one().to_bytes().len(), 576);
    /// ```
    pub fn to_bytes(&self) -> [u8; 576] {
        let mut out = [0u8; 576];
        // SAFETY: 576 writable bytes, a valid element.
        unsafe { sys::ecb_bls12_381_gt_encode(out.as_mut_ptr(), &self.0) };
        out
    }

    /// The inverse (the conjugate).
    ///
    /// ```
    /// use ecbatch::bls12_381::{G1, G2};
    /// let e = ecbatch::pairing::pairing(&G1::generator().to_bytes(), &G2::generator().to_bytes()).unwrap();
    /// let neg = ecbatch::pairing::pairing(&(-G1::generator()).to_bytes(), &G2::generator().to_bytes()).unwrap();
    /// assert_eq!(e.inverse(), neg);
    /// ```
    pub fn inverse(&self) -> Gt {
        let mut out = Gt::zeroed();
        // SAFETY: valid input and output.
        unsafe { sys::ecb_bls12_381_gt_inverse(&mut out.0, &self.0) };
        out
    }

    /// self^k, constant time in self and k (k may be secret).
    ///
    /// ```
    /// use ecbatch::{bls12_381::Scalar, pairing::Gt};
    /// assert!(Gt::one().pow(&Scalar::from_u64(5)).is_one());
    /// ```
    pub fn pow(&self, k: &Scalar) -> Gt {
        let mut out = Gt::zeroed();
        // SAFETY: valid inputs and output.
        unsafe { sys::ecb_bls12_381_gt_pow(&mut out.0, &self.0, &k.0) };
        out
    }

    /// self^k, variable time in k: public k only.
    ///
    /// ```
    /// use ecbatch::{bls12_381::{G1, G2, Scalar}, pairing};
    /// let e = pairing::pairing(&G1::generator().to_bytes(), &G2::generator().to_bytes()).unwrap();
    /// assert_eq!(e.pow_var(&Scalar::from_u64(2)), e * e);
    /// ```
    pub fn pow_var(&self, k: &Scalar) -> Gt {
        let mut out = Gt::zeroed();
        // SAFETY: valid inputs and output.
        unsafe { sys::ecb_bls12_381_gt_pow_var(&mut out.0, &self.0, &k.0) };
        out
    }
}

impl PartialEq for Gt {
    fn eq(&self, other: &Gt) -> bool {
        // SAFETY: valid elements.
        unsafe { sys::ecb_bls12_381_gt_equal(&self.0, &other.0) != 0 }
    }
}
impl Eq for Gt {}

impl Mul for Gt {
    type Output = Gt;
    fn mul(self, other: Gt) -> Gt {
        self.product(&other)
    }
}

impl<'a> Mul<&'a Gt> for &'a Gt {
    type Output = Gt;
    fn mul(self, other: &Gt) -> Gt {
        self.product(other)
    }
}

impl Gt {
    fn product(&self, other: &Gt) -> Gt {
        let mut out = Gt::zeroed();
        // SAFETY: valid inputs and output.
        unsafe { sys::ecb_bls12_381_gt_mul(&mut out.0, &self.0, &other.0) };
        out
    }
}

impl fmt::Debug for Gt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "pairing::Gt({})", crate::hex(&self.to_bytes()))
    }
}

/// e(p, q) of a compressed G1 and a compressed G2 point, each decoded with every check of
/// `G1::from_bytes` / `G2::from_bytes` (errors: the decoder's status, p's first).
///
/// ```
/// use ecbatch::{bls12_381::{G1, G2}, pairing};
/// let e = pairing::pairing(&G1::generator().to_bytes(), &G2::generator().to_bytes()).unwrap();
/// assert!(!e.is_one());
/// assert_eq!(pairing::pairing(&[0; 48], &G2::generator().to_bytes()).unwrap_err().name(), "bad_flags");
/// ```
pub fn pairing(p: &[u8; 48], q: &[u8; 96]) -> Result<Gt> {
    let mut out = Gt::zeroed();
    // SAFETY: 48 and 96 readable bytes, a valid output.
    check(unsafe { sys::ecb_bls12_381_pairing(&mut out.0, p.as_ptr(), q.as_ptr()) })?;
    Ok(out)
}

/// The product of e(ps[i], qs[i]) over compressed points (decoded as in [`pairing`]): one
/// Miller-loop accumulator, one final exponentiation. None gives 1. `length_mismatch` unless
/// there are as many of each, `size_overflow` beyond 65536 pairs.
///
/// ```
/// use ecbatch::{bls12_381::{G1, G2}, pairing};
/// let (g1, g2) = (G1::generator(), G2::generator());
/// let e = pairing::multi_pairing(&[g1.to_bytes(), (-g1).to_bytes()], &[g2.to_bytes(), g2.to_bytes()]);
/// assert!(e.unwrap().is_one());
/// ```
pub fn multi_pairing(ps: &[[u8; 48]], qs: &[[u8; 96]]) -> Result<Gt> {
    let n = pairs("ps", ps.len(), "qs", qs.len())?;
    let mut out = Gt::zeroed();
    // SAFETY: ps holds 48 n and qs 96 n contiguous bytes.
    check(unsafe {
        sys::ecb_bls12_381_multi_pairing(
            &mut out.0,
            ps.as_ptr() as *const u8,
            48 * n,
            qs.as_ptr() as *const u8,
            96 * n,
            n,
        )
    })?;
    Ok(out)
}

/// The product of e(p[i], q[i]) over decoded affine points (`to_affine`,
/// `batch_to_affine`, the batch decoders). The points must lie in G1 and G2: every decoder of
/// this crate checks it, and arithmetic keeps it, but points from the unchecked loaders
/// (`affine_from_raw_unchecked`) are not checked here and give meaningless values.
///
/// ```
/// use ecbatch::{bls12_381::{G1, G2, G1Affine, G2Affine}, pairing};
/// let (g1, g2) = (G1::generator(), G2::generator());
/// let e = pairing::multi_pairing_affine(&[g1.to_affine(), G1Affine::identity()],
///                                       &[g2.to_affine(), g2.to_affine()]).unwrap();
/// assert_eq!(e, pairing::pairing(&g1.to_bytes(), &g2.to_bytes()).unwrap());
/// ```
pub fn multi_pairing_affine(p: &[G1Affine], q: &[G2Affine]) -> Result<Gt> {
    let n = pairs("p", p.len(), "q", q.len())?;
    let mut out = Gt::zeroed();
    // SAFETY: G1Affine and G2Affine are repr(transparent) over the C types; n of each.
    check(unsafe {
        sys::ecb_bls12_381_multi_pairing_affine(
            &mut out.0,
            p.as_ptr() as *const sys::ecb_bls12_381_g1_affine,
            q.as_ptr() as *const sys::ecb_bls12_381_g2_affine,
            n,
        )
    })?;
    Ok(out)
}

/// A G2 point's Miller-loop lines, computed once for a point paired many times (a generator,
/// a public key): about 19.6 KB, an in-memory form of this build only.
///
/// ```
/// use ecbatch::{bls12_381::{G1, G2}, pairing::{self, PreparedG2}};
/// let q = PreparedG2::new(&G2::generator().to_affine()).unwrap();
/// let e = pairing::multi_pairing_prepared(&[G1::generator().to_affine()], &[&q]).unwrap();
/// assert_eq!(e, pairing::pairing(&G1::generator().to_bytes(), &G2::generator().to_bytes()).unwrap());
/// ```
pub struct PreparedG2(Box<[u64]>);

impl PreparedG2 {
    /// The lines of q (a point of G2, as for [`multi_pairing_affine`]; the identity pairs to
    /// 1). Errors: the C call's status (none for a point of G2).
    ///
    /// ```
    /// use ecbatch::{bls12_381::{G1, G2Affine}, pairing::{self, PreparedG2}};
    /// let q = PreparedG2::new(&G2Affine::identity()).unwrap();
    /// assert!(pairing::multi_pairing_prepared(&[G1::generator().to_affine()], &[&q]).unwrap().is_one());
    /// ```
    pub fn new(q: &G2Affine) -> Result<PreparedG2> {
        let size = prepared_size();
        let mut lines = vec![0u64; (size + 7) / 8].into_boxed_slice();
        // SAFETY: lines holds at least size writable bytes; q is a valid affine point.
        check(unsafe {
            sys::ecb_bls12_381_g2_prepare(lines.as_mut_ptr() as *mut c_void, size, &q.0)
        })?;
        Ok(PreparedG2(lines))
    }
}

/// The product of e(p[i], Q_i) with each Q_i prepared ([`PreparedG2`]): the value of
/// [`multi_pairing_affine`] on the unprepared points, without their doubling and addition
/// steps. The points p as in [`multi_pairing_affine`].
///
/// ```
/// use ecbatch::{bls12_381::{G1, G2, Scalar}, pairing::{self, PreparedG2}};
/// let g2 = PreparedG2::new(&G2::generator().to_affine()).unwrap();
/// let g = G1::generator();
/// let e = pairing::multi_pairing_prepared(&[g.to_affine(), (-(g.double())).to_affine()], &[&g2, &g2]).unwrap();
/// assert_eq!(e, pairing::multi_pairing_prepared(&[(-g).to_affine()], &[&g2]).unwrap());
/// ```
pub fn multi_pairing_prepared(p: &[G1Affine], q: &[&PreparedG2]) -> Result<Gt> {
    let n = pairs("p", p.len(), "q", q.len())?;
    let lines: Vec<*const c_void> = q.iter().map(|l| l.0.as_ptr() as *const c_void).collect();
    let mut out = Gt::zeroed();
    // SAFETY: p holds n affine points; each lines[i] is readable for prepared_size() bytes.
    check(unsafe {
        sys::ecb_bls12_381_multi_pairing_prepared(
            &mut out.0,
            p.as_ptr() as *const sys::ecb_bls12_381_g1_affine,
            lines.as_ptr(),
            prepared_size(),
            n,
        )
    })?;
    Ok(out)
}

/// The bytes of a prepared G2 point (a constant of the build).
fn prepared_size() -> usize {
    // SAFETY: a plain query.
    unsafe { sys::ecb_bls12_381_g2_prepared_size() }
}

/// The pair count, after `length_mismatch` for lists of two lengths and `size_overflow`
/// beyond ECB_BLS12_381_PAIRING_MAX_PAIRS.
fn pairs(first: &'static str, n: usize, second: &'static str, m: usize) -> Result<usize> {
    if m != n {
        return Err(Error::counts(second, m, first, n));
    }
    let max = sys::ECB_BLS12_381_PAIRING_MAX_PAIRS;
    if n > max {
        return Err(Error::range(
            sys::ECB_ERR_SIZE_OVERFLOW,
            first,
            n as u64,
            0,
            max as u64,
        ));
    }
    Ok(n)
}
