//! Fixed-base MSM (`ecb_msm_fixed_*`): tables for one set of bases (protocol generators, an
//! SRS, Pedersen vectors) built once within a memory budget, used by many MSMs, and saved and
//! loaded as bytes.
use std::ptr::NonNull;

use ecbatch_sys as sys;

use crate::error::{check, Error, Result};
use crate::msm::Group;
use crate::{bls12_377, bls12_381, bn254, ristretto255};

/// A fixed-base precomputation for one group. Immutable once built: `Send + Sync`, shared by
/// threads through `&`.
///
/// ```
/// use ecbatch::bls12_381::{G1, Scalar};
/// use ecbatch::msm::{FixedBases, Group};
/// let g = G1::generator();
/// let bases: Vec<_> = (1..=4u64).map(|i| (g * &Scalar::from_u64(i)).to_affine()).collect();
/// let f = FixedBases::bls12_381_g1(&bases, 8 * 96 * bases.len()).unwrap();
/// let scalars: Vec<Scalar> = (1..=4u64).map(Scalar::from_u64).collect();
/// let want = g * &Scalar::from_u64(30); // 1 + 4 + 9 + 16
/// assert_eq!(f.msm_bls12_381_g1(&scalars, 1).unwrap(), want);
/// let again = FixedBases::load(Group::Bls12381G1, &f.save()).unwrap();
/// assert_eq!(again.msm_bls12_381_g1(&scalars, 1).unwrap(), want);
/// assert_eq!(FixedBases::load(Group::Bls12381G2, &f.save()).unwrap_err().name(), "wrong_group");
/// ```
#[derive(Debug)]
pub struct FixedBases {
    raw: NonNull<sys::ecb_msm_fixed>,
}

// SAFETY: the C object is immutable after construction and its calls only read it.
unsafe impl Send for FixedBases {}
// SAFETY: as above.
unsafe impl Sync for FixedBases {}

impl Drop for FixedBases {
    fn drop(&mut self) {
        // SAFETY: raw came from a successful _new or _load and is freed once.
        unsafe { sys::ecb_msm_fixed_free(self.raw.as_ptr()) };
    }
}

fn wrap(code: i32, raw: *mut sys::ecb_msm_fixed) -> Result<FixedBases> {
    check(code)?;
    NonNull::new(raw)
        .map(|raw| FixedBases { raw })
        .ok_or_else(|| Error::from_code(sys::ECB_ERR_OUT_OF_MEMORY))
}

fn options(threads: u32) -> sys::ecb_msm_options {
    sys::ecb_msm_options {
        strategy: sys::ECB_MSM_AUTO,
        threads,
        scratch: std::ptr::null_mut(),
        scratch_size: 0,
        window: 0,
        costs: std::ptr::null(),
        plan_used: std::ptr::null_mut(),
        inner: sys::ECB_MSM_AUTO,
    }
}

macro_rules! fixed_group {
    ($(#[$doc:meta])* $new:ident, $(#[$mdoc:meta])* $msm:ident, $module:ident, $point:ident,
     $raw_in:ident, $result:ident, $raw_out:ident, $c_new:ident, $c_msm:ident) => {
        $(#[$doc])*
        pub fn $new(points: &[$module::$point], budget_bytes: usize) -> Result<FixedBases> {
            let mut raw = std::ptr::null_mut();
            // SAFETY: points holds points.len() items of the repr(transparent) C type.
            let code = unsafe {
                sys::$c_new(
                    &mut raw,
                    points.as_ptr() as *const sys::$raw_in,
                    points.len(),
                    budget_bytes,
                )
            };
            wrap(code, raw)
        }

        $(#[$mdoc])*
        pub fn $msm(&self, scalars: &[$module::Scalar], threads: u32) -> Result<$module::$result> {
            let mut out = sys::$raw_out::default();
            let opt = options(threads);
            // SAFETY: scalars holds scalars.len() items (checked against the bases by the
            // call); self.raw is a live object.
            check(unsafe {
                sys::$c_msm(
                    &mut out,
                    self.raw.as_ptr(),
                    scalars.as_ptr() as *const _,
                    scalars.len(),
                    &opt,
                )
            })?;
            Ok($module::$result(out))
        }
    };
}

impl FixedBases {
    fixed_group!(
        /// Tables for ristretto255 bases within `budget_bytes` (at least one entry per base:
        /// 96 bytes, or 160 in the AVX-512 IFMA form; `invalid_argument` below that).
        ristretto255,
        /// sum `scalars[i] * bases[i]` over the first `scalars.len()` bases (`wrong_length`
        /// beyond the count, `wrong_group` for another group's tables) on up to `threads`
        /// threads.
        ///
        /// ```
        /// use ecbatch::ristretto255::{Point, Scalar};
        /// use ecbatch::msm::FixedBases;
        /// let b = Point::base();
        /// let f = FixedBases::ristretto255(&[b, b.double()], 1 << 16).unwrap();
        /// let s = f.msm_ristretto255(&[Scalar::from_u64(1), Scalar::from_u64(2)], 1).unwrap();
        /// assert_eq!(s, Point::mul_base(&Scalar::from_u64(5)));
        /// assert_eq!(f.msm_bls12_381_g1(&[], 1).unwrap_err().name(), "wrong_group");
        /// ```
        msm_ristretto255, ristretto255, Point, ecb_ristretto255_point, Point,
        ecb_ristretto255_point, ecb_msm_fixed_ristretto255_new, ecb_msm_fixed_ristretto255_var
    );
    fixed_group!(
        /// Tables for BLS12-381 G1 bases (96 bytes an entry).
        bls12_381_g1,
        /// The fixed-base MSM in BLS12-381 G1 (as [`FixedBases::msm_ristretto255`]).
        msm_bls12_381_g1, bls12_381, G1Affine, ecb_bls12_381_g1_affine, G1, ecb_bls12_381_g1,
        ecb_msm_fixed_bls12_381_g1_new, ecb_msm_fixed_bls12_381_g1_var
    );
    fixed_group!(
        /// Tables for BLS12-381 G2 bases (192 bytes an entry).
        bls12_381_g2,
        /// The fixed-base MSM in BLS12-381 G2.
        msm_bls12_381_g2, bls12_381, G2Affine, ecb_bls12_381_g2_affine, G2, ecb_bls12_381_g2,
        ecb_msm_fixed_bls12_381_g2_new, ecb_msm_fixed_bls12_381_g2_var
    );
    fixed_group!(
        /// Tables for BLS12-377 G1 bases (96 bytes an entry).
        bls12_377_g1,
        /// The fixed-base MSM in BLS12-377 G1.
        msm_bls12_377_g1, bls12_377, G1Affine, ecb_bls12_377_g1_affine, G1, ecb_bls12_377_g1,
        ecb_msm_fixed_bls12_377_g1_new, ecb_msm_fixed_bls12_377_g1_var
    );
    fixed_group!(
        /// Tables for BN254 G1 bases (64 bytes an entry).
        bn254_g1,
        /// The fixed-base MSM in BN254 G1.
        msm_bn254_g1, bn254, G1Affine, ecb_bn254_g1_affine, G1, ecb_bn254_g1,
        ecb_msm_fixed_bn254_g1_new, ecb_msm_fixed_bn254_g1_var
    );

    /// The number of bases.
    pub fn len(&self) -> usize {
        // SAFETY: a live object.
        unsafe { sys::ecb_msm_fixed_count(self.raw.as_ptr()) }
    }

    /// True without bases.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The table's size in bytes.
    pub fn table_size(&self) -> usize {
        // SAFETY: a live object.
        unsafe { sys::ecb_msm_fixed_table_size(self.raw.as_ptr()) }
    }

    /// The chosen window c and number of passes.
    ///
    /// ```
    /// use ecbatch::ristretto255::Point;
    /// let f = ecbatch::msm::FixedBases::ristretto255(&[Point::base(); 3], 1 << 20).unwrap();
    /// let (window, passes) = f.shape();
    /// assert!(window >= 1 && passes >= 1);
    /// assert!(f.table_size() <= 1 << 20);
    /// assert_eq!(f.len(), 3);
    /// ```
    pub fn shape(&self) -> (u32, u32) {
        let (mut window, mut passes) = (0u32, 0u32);
        // SAFETY: a live object, valid outputs (the only error is a NULL pointer).
        unsafe { sys::ecb_msm_fixed_shape(self.raw.as_ptr(), &mut window, &mut passes) };
        (window, passes)
    }

    /// The tables as bytes (header, entries, BLAKE2b-256 checksum): [`FixedBases::load`] reads
    /// them back on a machine whose kernels use the same table form.
    pub fn save(&self) -> Vec<u8> {
        // SAFETY: a live object.
        let len = unsafe { sys::ecb_msm_fixed_saved_size(self.raw.as_ptr()) };
        let mut out = vec![0u8; len];
        // SAFETY: out holds exactly the saved size.
        let code = unsafe { sys::ecb_msm_fixed_save(self.raw.as_ptr(), out.as_mut_ptr(), len) };
        debug_assert_eq!(code, sys::ECB_OK);
        out
    }

    /// Reads tables saved by [`FixedBases::save`] for `group`: `parse`, `format_version`,
    /// `wrong_group`, `unsupported` (another table form), `checksum` (corrupted),
    /// `wrong_length` or `parameters` for anything else. The checksum detects corruption, not
    /// forgery: load only bytes you saved.
    ///
    /// ```
    /// use ecbatch::ristretto255::Point;
    /// use ecbatch::msm::{FixedBases, Group};
    /// let mut bytes = FixedBases::ristretto255(&[Point::base()], 1 << 12).unwrap().save();
    /// let last = bytes.len() - 1;
    /// bytes[last] ^= 1;
    /// assert_eq!(FixedBases::load(Group::Ristretto255, &bytes).unwrap_err().name(), "checksum");
    /// ```
    pub fn load(group: Group, bytes: &[u8]) -> Result<FixedBases> {
        let mut raw = std::ptr::null_mut();
        // SAFETY: bytes is readable for its length.
        let code =
            unsafe { sys::ecb_msm_fixed_load(&mut raw, group.raw(), bytes.as_ptr(), bytes.len()) };
        wrap(code, raw)
    }
}
