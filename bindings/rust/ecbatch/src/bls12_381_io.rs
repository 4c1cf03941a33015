//! BLS12-381 decoding straight to the affine form the MSM takes (one point, a batch on threads,
//! or unchecked raw coordinates), hashing with an augmentation prefix, and the pieces of
//! hash-to-curve (RFC 9380 §5-§7): field elements, hash_to_field, map_to_curve and
//! clear_cofactor.
use ecbatch_sys as sys;

use crate::bls12_381::{G1Affine, G2Affine, G1, G2};
use crate::decode_batch::{batch_result, count};
use crate::error::{check, Result};

/// An element of the base field Fp (48 bytes big-endian, canonical), e.g. an output of
/// [`Fp::hash_to_field`] or a `u` of RFC 9380's test vectors.
///
/// ```
/// use ecbatch::bls12_381::Fp;
/// let mut b = [0u8; 48];
/// b[47] = 5;
/// assert_eq!(Fp::from_bytes(&b).unwrap().to_bytes(), b);
/// assert_eq!(Fp::from_bytes(&[0xff; 48]).unwrap_err().name(), "non_canonical");
/// ```
#[derive(Clone, Copy)]
#[repr(transparent)]
pub struct Fp(pub(crate) sys::ecb_bls12_381_fp);

/// An element c0 + c1 u of Fp2 = Fp[u] / (u^2 + 1), the field of G2's coordinates.
///
/// ```
/// use ecbatch::bls12_381::Fp2;
/// let u = Fp2::hash_to_field(b"msg", b"dst", 1).unwrap();
/// assert_eq!(ecbatch::bls12_381::Fp2::new(u[0].c0(), u[0].c1()), u[0]);
/// ```
#[derive(Clone, Copy)]
#[repr(transparent)]
pub struct Fp2(pub(crate) sys::ecb_bls12_381_fp2);

impl Fp {
    /// Decodes 48 big-endian bytes; `non_canonical` when the integer is >= p.
    pub fn from_bytes(bytes: &[u8; 48]) -> Result<Fp> {
        let mut a = sys::ecb_bls12_381_fp::default();
        // SAFETY: 48 readable bytes, a valid output.
        check(unsafe { sys::ecb_bls12_381_fp_decode(&mut a, bytes.as_ptr()) })?;
        Ok(Fp(a))
    }

    /// The canonical 48 big-endian bytes.
    pub fn to_bytes(&self) -> [u8; 48] {
        let mut out = [0u8; 48];
        // SAFETY: 48 writable bytes, a valid element.
        unsafe { sys::ecb_bls12_381_fp_encode(out.as_mut_ptr(), &self.0) };
        out
    }

    /// hash_to_field (RFC 9380 §5.2, expand_message_xmd with SHA-256, L = 64) of the G1
    /// suites: `count` (1 or 2) elements of Fp for msg under the tag dst (non-empty).
    ///
    /// ```
    /// use ecbatch::bls12_381::{Fp, G1};
    /// let u = Fp::hash_to_field(b"abc", b"my-app-v1", 2).unwrap();
    /// let p = (G1::map_to_curve(&u[0]) + G1::map_to_curve(&u[1])).clear_cofactor();
    /// assert_eq!(p, G1::hash_to_curve(b"abc", b"my-app-v1").unwrap());
    /// ```
    pub fn hash_to_field(msg: &[u8], dst: &[u8], count: usize) -> Result<Vec<Fp>> {
        let mut u = [Fp(sys::ecb_bls12_381_fp::default()); 2];
        // SAFETY: u holds the 2 elements of the largest valid count (the C call rejects counts
        // other than 1 and 2 before writing); the slices are readable for their lengths.
        check(unsafe {
            sys::ecb_bls12_381_hash_to_field_fp(
                u.as_mut_ptr() as *mut sys::ecb_bls12_381_fp,
                count,
                msg.as_ptr(),
                msg.len(),
                dst.as_ptr(),
                dst.len(),
            )
        })?;
        Ok(u[..count].to_vec())
    }
}

impl Fp2 {
    /// c0 + c1 u.
    pub fn new(c0: Fp, c1: Fp) -> Fp2 {
        Fp2(sys::ecb_bls12_381_fp2 { c0: c0.0, c1: c1.0 })
    }

    /// The coefficient c0.
    pub fn c0(&self) -> Fp {
        Fp(self.0.c0)
    }

    /// The coefficient c1 (of u).
    pub fn c1(&self) -> Fp {
        Fp(self.0.c1)
    }

    /// hash_to_field for Fp2 (m = 2) of the G2 suites: `count` (1 or 2) elements.
    ///
    /// ```
    /// use ecbatch::bls12_381::{Fp2, G2};
    /// let u = Fp2::hash_to_field(b"abc", b"my-app-v1", 1).unwrap();
    /// let p = G2::map_to_curve(&u[0]).clear_cofactor();
    /// assert_eq!(p, G2::encode_to_curve(b"abc", b"my-app-v1").unwrap());
    /// ```
    pub fn hash_to_field(msg: &[u8], dst: &[u8], count: usize) -> Result<Vec<Fp2>> {
        let mut u = [Fp2(sys::ecb_bls12_381_fp2::default()); 2];
        // SAFETY: as in Fp::hash_to_field.
        check(unsafe {
            sys::ecb_bls12_381_hash_to_field_fp2(
                u.as_mut_ptr() as *mut sys::ecb_bls12_381_fp2,
                count,
                msg.as_ptr(),
                msg.len(),
                dst.as_ptr(),
                dst.len(),
            )
        })?;
        Ok(u[..count].to_vec())
    }
}

impl PartialEq for Fp {
    fn eq(&self, other: &Fp) -> bool {
        self.to_bytes() == other.to_bytes()
    }
}
impl Eq for Fp {}
impl PartialEq for Fp2 {
    fn eq(&self, other: &Fp2) -> bool {
        self.c0() == other.c0() && self.c1() == other.c1()
    }
}
impl Eq for Fp2 {}
impl std::fmt::Debug for Fp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "bls12_381::Fp({})", crate::hex(&self.to_bytes()))
    }
}
impl std::fmt::Debug for Fp2 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "bls12_381::Fp2({:?}, {:?})", self.c0(), self.c1())
    }
}

macro_rules! affine_io {
    ($G:ident, $A:ident, $gs:literal, $as:literal, $raw:ident, $raw_aff:ident, $fe:ident,
     $bytes:expr, $ubytes:expr, $decode:ident, $decode_u:ident, $batch:ident, $batch_u:ident,
     $unchecked:ident, $aug:ident, $map:ident, $clear:ident) => {
        impl $A {
            /// Decodes a compressed point straight to affine form (the same checks and errors
            /// as the projective decoder, no inversion).
            ///
            #[doc = concat!("```\nuse ecbatch::bls12_381::{", $gs, ", ", $as, "};\nlet g = ", $gs, "::generator();\nassert_eq!(", $as, "::from_bytes(&g.to_bytes()).unwrap(), g.to_affine());\n```")]
            pub fn from_bytes(bytes: &[u8; $bytes]) -> Result<$A> {
                let mut a = sys::$raw_aff::default();
                // SAFETY: enough readable bytes, a valid output.
                check(unsafe { sys::$decode(&mut a, bytes.as_ptr()) })?;
                Ok($A(a))
            }

            /// Decodes an uncompressed point straight to affine form.
            ///
            #[doc = concat!("```\nuse ecbatch::bls12_381::{", $gs, ", ", $as, "};\nlet g = ", $gs, "::generator();\nassert_eq!(", $as, "::from_uncompressed(&g.to_uncompressed()).unwrap(), g.to_affine());\n```")]
            pub fn from_uncompressed(bytes: &[u8; $ubytes]) -> Result<$A> {
                let mut a = sys::$raw_aff::default();
                // SAFETY: enough readable bytes, a valid output.
                check(unsafe { sys::$decode_u(&mut a, bytes.as_ptr()) })?;
                Ok($A(a))
            }

            /// UNCHECKED: loads an uncompressed encoding checking only its format (flags,
            /// coordinates below p), NOT the curve equation or the subgroup. Only for points
            /// this program validated before (its own stored bases); anything else must go
            /// through [`Self::from_uncompressed`]. A point outside the group makes every
            /// later result meaningless.
            ///
            #[doc = concat!("```\nuse ecbatch::bls12_381::{", $gs, ", ", $as, "};\nlet g = ", $gs, "::generator();\nassert_eq!(", $as, "::from_uncompressed_unchecked(&g.to_uncompressed()).unwrap(), g.to_affine());\n```")]
            pub fn from_uncompressed_unchecked(bytes: &[u8; $ubytes]) -> Result<$A> {
                let mut a = sys::$raw_aff::default();
                // SAFETY: enough readable bytes, a valid output.
                check(unsafe { sys::$unchecked(&mut a, bytes.as_ptr()) })?;
                Ok($A(a))
            }

            /// Decodes compressed points stored back to back (a multiple of the encoded size,
            /// else `wrong_length`) on up to `threads` threads. On failure the error is the
            /// status of the first invalid element, with every invalid element's position and
            /// status in its detail.
            ///
            #[doc = concat!("```\nuse ecbatch::bls12_381::{", $gs, ", ", $as, "};\nlet g = ", $gs, "::generator();\nlet mut bytes = [g.to_bytes(), g.double().to_bytes()].concat();\nlet pts = ", $as, "::decode_batch(&bytes, 2).unwrap();\nassert_eq!(pts, vec![g.to_affine(), g.double().to_affine()]);\nbytes[", stringify!($bytes), "] ^= 0x40;\nlet e = ", $as, "::decode_batch(&bytes, 1).unwrap_err();\nassert_eq!(e.invalid_items(), vec![1]);\n```")]
            pub fn decode_batch(bytes: &[u8], threads: u32) -> Result<Vec<$A>> {
                Self::batch(bytes, threads, $bytes, sys::$batch)
            }

            /// [`Self::decode_batch`] for uncompressed encodings.
            pub fn decode_batch_uncompressed(bytes: &[u8], threads: u32) -> Result<Vec<$A>> {
                Self::batch(bytes, threads, $ubytes, sys::$batch_u)
            }

            fn batch(
                bytes: &[u8],
                threads: u32,
                size: usize,
                decode: unsafe extern "C" fn(
                    *mut sys::$raw_aff,
                    usize,
                    *const u8,
                    usize,
                    std::os::raw::c_uint,
                    *mut sys::ecb_status,
                    *mut usize,
                ) -> sys::ecb_status,
            ) -> Result<Vec<$A>> {
                let n = count(bytes, size);
                let mut out = vec![$A(sys::$raw_aff::default()); n];
                let mut statuses = vec![0; n];
                // SAFETY: out and statuses hold n items; bytes is readable for its length (the
                // C call checks it against n).
                let code = unsafe {
                    decode(
                        out.as_mut_ptr() as *mut sys::$raw_aff,
                        n,
                        bytes.as_ptr(),
                        bytes.len(),
                        threads,
                        statuses.as_mut_ptr(),
                        std::ptr::null_mut(),
                    )
                };
                batch_result(code, out, &statuses)
            }
        }

        impl $G {
            /// hash_to_curve of the augmented message aug || msg (blst's `aug`: the BLS
            /// message-augmentation scheme prefixes the signer's public key), hashed without a
            /// copy.
            ///
            #[doc = concat!("```\nuse ecbatch::bls12_381::", $gs, ";\nassert_eq!(", $gs, "::hash_to_curve_aug(b\"pk\", b\"msg\", b\"dst\").unwrap(), ", $gs, "::hash_to_curve(b\"pkmsg\", b\"dst\").unwrap());\n```")]
            pub fn hash_to_curve_aug(aug: &[u8], msg: &[u8], dst: &[u8]) -> Result<$G> {
                let mut p = sys::$raw::default();
                // SAFETY: the slices are readable for their lengths.
                check(unsafe {
                    sys::$aug(
                        &mut p,
                        aug.as_ptr(),
                        aug.len(),
                        msg.as_ptr(),
                        msg.len(),
                        dst.as_ptr(),
                        dst.len(),
                    )
                })?;
                Ok($G(p))
            }

            /// map_to_curve of the suites (simplified SWU, then the isogeny): a point of the
            /// curve, in general NOT in the group until [`Self::clear_cofactor`].
            pub fn map_to_curve(u: &$fe) -> $G {
                let mut p = sys::$raw::default();
                // SAFETY: a valid element and output.
                unsafe { sys::$map(&mut p, &u.0) };
                $G(p)
            }

            /// clear_cofactor of the suites: any point of the curve to the group.
            pub fn clear_cofactor(&self) -> $G {
                let mut p = sys::$raw::default();
                // SAFETY: valid input and output.
                unsafe { sys::$clear(&mut p, &self.0) };
                $G(p)
            }
        }
    };
}

affine_io!(
    G1,
    G1Affine,
    "G1",
    "G1Affine",
    ecb_bls12_381_g1,
    ecb_bls12_381_g1_affine,
    Fp,
    48,
    96,
    ecb_bls12_381_g1_decode_affine,
    ecb_bls12_381_g1_decode_affine_uncompressed,
    ecb_bls12_381_g1_batch_decode_affine,
    ecb_bls12_381_g1_batch_decode_affine_uncompressed,
    ecb_bls12_381_g1_affine_from_raw_unchecked,
    ecb_bls12_381_g1_hash_to_curve_aug,
    ecb_bls12_381_g1_map_to_curve,
    ecb_bls12_381_g1_clear_cofactor
);

affine_io!(
    G2,
    G2Affine,
    "G2",
    "G2Affine",
    ecb_bls12_381_g2,
    ecb_bls12_381_g2_affine,
    Fp2,
    96,
    192,
    ecb_bls12_381_g2_decode_affine,
    ecb_bls12_381_g2_decode_affine_uncompressed,
    ecb_bls12_381_g2_batch_decode_affine,
    ecb_bls12_381_g2_batch_decode_affine_uncompressed,
    ecb_bls12_381_g2_affine_from_raw_unchecked,
    ecb_bls12_381_g2_hash_to_curve_aug,
    ecb_bls12_381_g2_map_to_curve,
    ecb_bls12_381_g2_clear_cofactor
);
