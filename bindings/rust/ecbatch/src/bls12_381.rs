//! BLS12-381: G1 and G2 points (ZCash / IETF encodings), their affine form (the MSM input),
//! scalars mod r, hashing to the curve (RFC 9380) and MSM.
//!
//! ```
//! use ecbatch::bls12_381::{G1, G2, Scalar};
//! let p = G1::hash_to_curve(b"msg", b"my-app-v1").unwrap();
//! assert_eq!(G1::from_bytes(&p.to_bytes()).unwrap(), p);
//! assert_eq!(G2::generator() * &Scalar::from_u64(2), G2::generator().double());
//! ```
use std::ops::{Add, Mul, Neg, Sub};

use ecbatch_sys as sys;

use crate::error::{check, Result};
use crate::msm::Msm;

pub use crate::bls12_381_io::{Fp, Fp2};

/// A scalar mod r (32 bytes big-endian; wiped when dropped, as it may be secret).
///
/// ```
/// use ecbatch::bls12_381::Scalar;
/// let a = Scalar::from_u64(6);
/// assert_eq!(&a * &Scalar::from_u64(7), Scalar::from_u64(42));
/// assert_eq!(Scalar::from_bytes(&a.to_bytes()).unwrap(), a);
/// ```
#[derive(Clone)]
#[repr(transparent)]
pub struct Scalar(pub(crate) sys::ecb_bls12_381_scalar);

prime_scalar! {
    raw: ecb_bls12_381_scalar, module: "bls12_381", endian: "big", order: "r", low_byte: 31,
    from_u64: ecb_bls12_381_scalar_from_u64,
    decode: ecb_bls12_381_scalar_decode,
    reduce64: ecb_bls12_381_scalar_reduce64,
    encode: ecb_bls12_381_scalar_encode,
    invert: ecb_bls12_381_scalar_invert,
    is_zero: ecb_bls12_381_scalar_is_zero,
    equal: ecb_bls12_381_scalar_equal,
    add: ecb_bls12_381_scalar_add,
    sub: ecb_bls12_381_scalar_sub,
    mul: ecb_bls12_381_scalar_mul,
    neg: ecb_bls12_381_scalar_neg,
}

scalar_le! {
    raw: ecb_bls12_381_scalar, module: "bls12_381",
    decode_le: ecb_bls12_381_scalar_decode_le,
    encode_le: ecb_bls12_381_scalar_encode_le,
    reduce64_le: ecb_bls12_381_scalar_reduce64_le,
}

macro_rules! bls_group {
    ($(#[$doc:meta])* $G:ident, $(#[$adoc:meta])* $A:ident, $gs:expr, $as:expr, $raw:ident, $raw_aff:ident,
     $bytes:expr, $ubytes:expr, $msm:ident, $name:expr,
     $decode:ident, $decode_u:ident, $encode:ident, $encode_u:ident, $identity:ident,
     $generator:ident, $is_identity:ident, $equal:ident, $add:ident, $double:ident,
     $negate:ident, $mul:ident, $mul_var:ident, $in_subgroup:ident, $to_affine:ident,
     $batch_to_affine:ident, $from_affine:ident, $h2c:ident, $e2c:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy)]
        #[repr(transparent)]
        pub struct $G(pub(crate) sys::$raw);

        $(#[$adoc])*
        #[derive(Clone, Copy)]
        #[repr(transparent)]
        pub struct $A(pub(crate) sys::$raw_aff);

        impl $G {
            /// Bytes of the compressed encoding.
            #[doc = concat!("```\nassert_eq!(ecbatch::bls12_381::", $gs, "::BYTES, ", stringify!($bytes), ");\n```")]
            pub const BYTES: usize = $bytes;
            /// Bytes of the uncompressed encoding.
            #[doc = concat!("```\nassert_eq!(ecbatch::bls12_381::", $gs, "::UNCOMPRESSED_BYTES, ", stringify!($ubytes), ");\n```")]
            pub const UNCOMPRESSED_BYTES: usize = $ubytes;

            /// The point at infinity.
            ///
            #[doc = concat!("```\nuse ecbatch::bls12_381::{", $gs, ", ", $as, ", Scalar};\nassert!(", $gs, "::identity().is_identity());\n```")]
            pub fn identity() -> $G {
                let mut p = sys::$raw::default();
                // SAFETY: a valid output.
                unsafe { sys::$identity(&mut p) };
                $G(p)
            }

            /// The standard generator.
            ///
            #[doc = concat!("```\nuse ecbatch::bls12_381::{", $gs, ", ", $as, ", Scalar};\nassert!(", $gs, "::generator().is_in_subgroup());\n```")]
            pub fn generator() -> $G {
                let mut p = sys::$raw::default();
                // SAFETY: a valid output.
                unsafe { sys::$generator(&mut p) };
                $G(p)
            }

            /// Decodes a compressed point; errors name the failed check (`bad_flags`,
            /// `infinity_nonzero_payload`, `non_canonical`, `not_on_curve`, `not_in_subgroup`).
            ///
            #[doc = concat!("```\nuse ecbatch::bls12_381::{", $gs, ", ", $as, ", Scalar};\nlet g = ", $gs, "::generator();\nassert_eq!(", $gs, "::from_bytes(&g.to_bytes()).unwrap(), g);\nassert_eq!(", $gs, "::from_bytes(&[0; ", $gs, "::BYTES]).unwrap_err().name(), \"bad_flags\");\n```")]
            pub fn from_bytes(bytes: &[u8; $bytes]) -> Result<$G> {
                let mut p = sys::$raw::default();
                // SAFETY: enough readable bytes, a valid output.
                check(unsafe { sys::$decode(&mut p, bytes.as_ptr()) })?;
                Ok($G(p))
            }

            /// Decodes an uncompressed point.
            ///
            #[doc = concat!("```\nuse ecbatch::bls12_381::{", $gs, ", ", $as, ", Scalar};\nlet g = ", $gs, "::generator();\nassert_eq!(", $gs, "::from_uncompressed(&g.to_uncompressed()).unwrap(), g);\n```")]
            pub fn from_uncompressed(bytes: &[u8; $ubytes]) -> Result<$G> {
                let mut p = sys::$raw::default();
                // SAFETY: enough readable bytes, a valid output.
                check(unsafe { sys::$decode_u(&mut p, bytes.as_ptr()) })?;
                Ok($G(p))
            }

            /// The canonical compressed encoding.
            ///
            #[doc = concat!("```\nuse ecbatch::bls12_381::{", $gs, ", ", $as, ", Scalar};\nassert_eq!(", $gs, "::identity().to_bytes()[0], 0xc0);\n```")]
            pub fn to_bytes(&self) -> [u8; $bytes] {
                let mut out = [0u8; $bytes];
                // SAFETY: enough writable bytes, a valid point.
                unsafe { sys::$encode(out.as_mut_ptr(), &self.0) };
                out
            }

            /// The canonical uncompressed encoding.
            ///
            #[doc = concat!("```\nuse ecbatch::bls12_381::{", $gs, ", ", $as, ", Scalar};\nassert_eq!(", $gs, "::identity().to_uncompressed()[0], 0x40);\n```")]
            pub fn to_uncompressed(&self) -> [u8; $ubytes] {
                let mut out = [0u8; $ubytes];
                // SAFETY: enough writable bytes, a valid point.
                unsafe { sys::$encode_u(out.as_mut_ptr(), &self.0) };
                out
            }

            /// True for the point at infinity.
            ///
            #[doc = concat!("```\nuse ecbatch::bls12_381::{", $gs, ", ", $as, ", Scalar};\nassert!(!", $gs, "::generator().is_identity());\n```")]
            pub fn is_identity(&self) -> bool {
                // SAFETY: a valid point.
                unsafe { sys::$is_identity(&self.0) != 0 }
            }

            /// 2 * self.
            ///
            #[doc = concat!("```\nuse ecbatch::bls12_381::{", $gs, ", ", $as, ", Scalar};\nlet g = ", $gs, "::generator();\nassert_eq!(g.double(), g + g);\n```")]
            pub fn double(&self) -> $G {
                let mut p = sys::$raw::default();
                // SAFETY: valid input and output.
                unsafe { sys::$double(&mut p, &self.0) };
                $G(p)
            }

            /// k * self, variable time: public k and point only.
            ///
            #[doc = concat!("```\nuse ecbatch::bls12_381::{", $gs, ", ", $as, ", Scalar};\nlet g = ", $gs, "::generator();\nassert_eq!(g.mul_var(&Scalar::from_u64(3)), g * &Scalar::from_u64(3));\n```")]
            pub fn mul_var(&self, k: &Scalar) -> $G {
                let mut p = sys::$raw::default();
                // SAFETY: valid inputs and output.
                unsafe { sys::$mul_var(&mut p, &k.0, &self.0) };
                $G(p)
            }

            /// True when the point lies in the order-r subgroup (decoded points always do).
            ///
            #[doc = concat!("```\nuse ecbatch::bls12_381::{", $gs, ", ", $as, ", Scalar};\nassert!(", $gs, "::generator().double().is_in_subgroup());\n```")]
            pub fn is_in_subgroup(&self) -> bool {
                // SAFETY: a valid point.
                unsafe { sys::$in_subgroup(&self.0) != 0 }
            }

            /// The affine form (the MSM's input).
            ///
            #[doc = concat!("```\nuse ecbatch::bls12_381::{", $gs, ", ", $as, ", Scalar};\nlet g = ", $gs, "::generator();\nassert_eq!(g.to_affine().to_projective(), g);\n```")]
            pub fn to_affine(&self) -> $A {
                let mut a = sys::$raw_aff::default();
                // SAFETY: valid input and output.
                unsafe { sys::$to_affine(&mut a, &self.0) };
                $A(a)
            }

            /// The affine forms of many points with one inversion per 128 points.
            ///
            #[doc = concat!("```\nuse ecbatch::bls12_381::{", $gs, ", ", $as, ", Scalar};\nlet a = ", $gs, "::batch_to_affine(&[", $gs, "::generator(), ", $gs, "::identity()]);\nassert_eq!(a[1], ", $as, "::identity());\n```")]
            pub fn batch_to_affine(points: &[$G]) -> Vec<$A> {
                let mut out = vec![$A(sys::$raw_aff::default()); points.len()];
                // SAFETY: $G and $A are repr(transparent); both slices hold points.len() items.
                unsafe {
                    sys::$batch_to_affine(
                        out.as_mut_ptr() as *mut sys::$raw_aff,
                        points.as_ptr() as *const sys::$raw,
                        points.len(),
                    )
                };
                out
            }

            /// hash_to_curve (RFC 9380, the XMD:SHA-256 SSWU random-oracle suite of this group)
            /// of msg under the domain-separation tag dst (non-empty).
            ///
            #[doc = concat!("```\nuse ecbatch::bls12_381::{", $gs, ", ", $as, ", Scalar};\nlet p = ", $gs, "::hash_to_curve(b\"abc\", b\"my-app-v1\").unwrap();\nassert!(p.is_in_subgroup());\nassert_eq!(", $gs, "::hash_to_curve(b\"abc\", b\"\").unwrap_err().name(), \"invalid_argument\");\n```")]
            pub fn hash_to_curve(msg: &[u8], dst: &[u8]) -> Result<$G> {
                let mut p = sys::$raw::default();
                // SAFETY: the slices are readable for their lengths.
                check(unsafe {
                    sys::$h2c(&mut p, msg.as_ptr(), msg.len(), dst.as_ptr(), dst.len())
                })?;
                Ok($G(p))
            }

            /// encode_to_curve (RFC 9380, the nonuniform suite): cheaper, no random oracle.
            ///
            #[doc = concat!("```\nuse ecbatch::bls12_381::{", $gs, ", ", $as, ", Scalar};\nlet p = ", $gs, "::encode_to_curve(b\"abc\", b\"my-app-v1\").unwrap();\nassert_ne!(p, ", $gs, "::hash_to_curve(b\"abc\", b\"my-app-v1\").unwrap());\n```")]
            pub fn encode_to_curve(msg: &[u8], dst: &[u8]) -> Result<$G> {
                let mut p = sys::$raw::default();
                // SAFETY: the slices are readable for their lengths.
                check(unsafe {
                    sys::$e2c(&mut p, msg.as_ptr(), msg.len(), dst.as_ptr(), dst.len())
                })?;
                Ok($G(p))
            }

            /// sum `scalars[i] * points[i]` on one thread with the engine's plan (variable time:
            /// public data only). See [`Msm`] for options and reusable scratch.
            ///
            #[doc = concat!("```\nuse ecbatch::bls12_381::{", $gs, ", ", $as, ", Scalar};\nlet g = ", $gs, "::generator();\nlet s = ", $gs, "::msm(&[g.to_affine(), g.double().to_affine()], &[Scalar::from_u64(1), Scalar::from_u64(1)]).unwrap();\nassert_eq!(s, g * &Scalar::from_u64(3));\n```")]
            pub fn msm(points: &[$A], scalars: &[Scalar]) -> Result<$G> {
                Msm::transient().$msm(points, scalars)
            }
        }

        impl $A {
            /// The affine identity, written (0, 0).
            ///
            #[doc = concat!("```\nuse ecbatch::bls12_381::{", $gs, ", ", $as, ", Scalar};\nassert_eq!(", $as, "::identity().to_projective(), ", $gs, "::identity());\n```")]
            pub fn identity() -> $A {
                $G::identity().to_affine()
            }

            /// Back to the projective form.
            ///
            #[doc = concat!("```\nuse ecbatch::bls12_381::{", $gs, ", ", $as, ", Scalar};\nlet g = ", $gs, "::generator();\nassert_eq!(", $as, "::from(g).to_projective(), g);\n```")]
            pub fn to_projective(&self) -> $G {
                let mut p = sys::$raw::default();
                // SAFETY: self is a point of the group (only built from one).
                unsafe { sys::$from_affine(&mut p, &self.0) };
                $G(p)
            }

            /// The canonical compressed encoding.
            ///
            #[doc = concat!("```\nuse ecbatch::bls12_381::{", $gs, ", ", $as, ", Scalar};\nlet g = ", $gs, "::generator();\nassert_eq!(g.to_affine().to_bytes(), g.to_bytes());\n```")]
            pub fn to_bytes(&self) -> [u8; $bytes] {
                self.to_projective().to_bytes()
            }
        }

        impl From<$G> for $A {
            fn from(p: $G) -> $A {
                p.to_affine()
            }
        }
        impl From<$A> for $G {
            fn from(a: $A) -> $G {
                a.to_projective()
            }
        }

        impl PartialEq for $G {
            fn eq(&self, other: &$G) -> bool {
                // SAFETY: valid points.
                unsafe { sys::$equal(&self.0, &other.0) != 0 }
            }
        }
        impl Eq for $G {}
        impl PartialEq for $A {
            fn eq(&self, other: &$A) -> bool {
                self.to_projective() == other.to_projective()
            }
        }
        impl Eq for $A {}

        impl std::fmt::Debug for $G {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "{}({})", $name, crate::hex(&self.to_bytes()))
            }
        }
        impl std::fmt::Debug for $A {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "{}Affine({})", $name, crate::hex(&self.to_bytes()))
            }
        }

        impl Add for $G {
            type Output = $G;
            fn add(self, rhs: $G) -> $G {
                let mut p = sys::$raw::default();
                // SAFETY: valid inputs and output.
                unsafe { sys::$add(&mut p, &self.0, &rhs.0) };
                $G(p)
            }
        }
        impl Sub for $G {
            type Output = $G;
            fn sub(self, rhs: $G) -> $G {
                self + (-rhs)
            }
        }
        impl Neg for $G {
            type Output = $G;
            fn neg(self) -> $G {
                let mut p = sys::$raw::default();
                // SAFETY: valid input and output.
                unsafe { sys::$negate(&mut p, &self.0) };
                $G(p)
            }
        }
        /// Constant-time scalar multiplication.
        impl<'a> Mul<&'a Scalar> for $G {
            type Output = $G;
            fn mul(self, k: &'a Scalar) -> $G {
                let mut p = sys::$raw::default();
                // SAFETY: valid inputs and output.
                unsafe { sys::$mul(&mut p, &k.0, &self.0) };
                $G(p)
            }
        }
    };
}

bls_group!(
    /// A point of BLS12-381 G1 (public data: `Copy`, thread safe).
    ///
    /// ```
    /// use ecbatch::bls12_381::{G1, Scalar};
    /// let g = G1::generator();
    /// assert_eq!(G1::from_bytes(&g.to_bytes()).unwrap(), g);
    /// assert_eq!(g * &Scalar::from_u64(2), g.double());
    /// let h = G1::hash_to_curve(b"msg", b"QUUX-V01-CS02-with-BLS12381G1_XMD:SHA-256_SSWU_RO_").unwrap();
    /// assert!(h.is_in_subgroup());
    /// ```
    G1,
    /// An affine G1 point, the input of [`G1::msm`].
    ///
    /// ```
    /// use ecbatch::bls12_381::{G1, G1Affine};
    /// let a: G1Affine = G1::generator().into();
    /// assert_eq!(a.to_projective(), G1::generator());
    /// ```
    G1Affine, "G1", "G1Affine", ecb_bls12_381_g1, ecb_bls12_381_g1_affine, 48, 96, bls12_381_g1, "bls12_381::G1",
    ecb_bls12_381_g1_decode, ecb_bls12_381_g1_decode_uncompressed, ecb_bls12_381_g1_encode,
    ecb_bls12_381_g1_encode_uncompressed, ecb_bls12_381_g1_identity, ecb_bls12_381_g1_generator,
    ecb_bls12_381_g1_is_identity, ecb_bls12_381_g1_equal, ecb_bls12_381_g1_add,
    ecb_bls12_381_g1_double, ecb_bls12_381_g1_negate, ecb_bls12_381_g1_mul,
    ecb_bls12_381_g1_mul_var, ecb_bls12_381_g1_is_in_subgroup_var, ecb_bls12_381_g1_to_affine,
    ecb_bls12_381_g1_batch_to_affine, ecb_bls12_381_g1_from_affine,
    ecb_bls12_381_g1_hash_to_curve, ecb_bls12_381_g1_encode_to_curve
);

bls_group!(
    /// A point of BLS12-381 G2 (public data: `Copy`, thread safe).
    ///
    /// ```
    /// use ecbatch::bls12_381::{G2, Scalar};
    /// let g = G2::generator();
    /// assert_eq!(G2::from_uncompressed(&g.to_uncompressed()).unwrap(), g);
    /// assert_eq!(g.mul_var(&Scalar::from_u64(3)), g + g + g);
    /// ```
    G2,
    /// An affine G2 point, the input of [`G2::msm`].
    ///
    /// ```
    /// use ecbatch::bls12_381::{G2, Scalar};
    /// let s = G2::msm(&[G2::generator().to_affine()], &[Scalar::from_u64(2)]).unwrap();
    /// assert_eq!(s, G2::generator().double());
    /// ```
    G2Affine, "G2", "G2Affine", ecb_bls12_381_g2, ecb_bls12_381_g2_affine, 96, 192, bls12_381_g2, "bls12_381::G2",
    ecb_bls12_381_g2_decode, ecb_bls12_381_g2_decode_uncompressed, ecb_bls12_381_g2_encode,
    ecb_bls12_381_g2_encode_uncompressed, ecb_bls12_381_g2_identity, ecb_bls12_381_g2_generator,
    ecb_bls12_381_g2_is_identity, ecb_bls12_381_g2_equal, ecb_bls12_381_g2_add,
    ecb_bls12_381_g2_double, ecb_bls12_381_g2_negate, ecb_bls12_381_g2_mul,
    ecb_bls12_381_g2_mul_var, ecb_bls12_381_g2_is_in_subgroup_var, ecb_bls12_381_g2_to_affine,
    ecb_bls12_381_g2_batch_to_affine, ecb_bls12_381_g2_from_affine,
    ecb_bls12_381_g2_hash_to_curve, ecb_bls12_381_g2_encode_to_curve
);

scalar_random_from!(module: "bls12_381");
