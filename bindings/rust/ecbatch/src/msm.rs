//! Multi-scalar multiplication with a chosen strategy, thread count and reusable scratch.
//!
//! All MSMs are variable time: give them public points and scalars only.
//!
//! ```
//! use ecbatch::msm::{Msm, Strategy};
//! use ecbatch::ristretto255::{Point, Scalar};
//! let mut msm = Msm::new().strategy(Strategy::Pippenger).threads(2);
//! let s = msm.ristretto255(&[Point::base()], &[Scalar::from_u64(7)]).unwrap();
//! assert_eq!(s, Point::mul_base(&Scalar::from_u64(7)));
//! ```
use std::ffi::CStr;

use ecbatch_sys as sys;

use crate::error::{check, check_threads, Error, Result};
use crate::{bls12_377, bls12_381, bn254, ristretto255};

pub use crate::msm_fixed::FixedBases;
pub use crate::msm_multi::{multi_plan, MultiMethod, MultiMsm, MultiPlan};

/// An MSM strategy (`ecb_msm_strategy`); [`Strategy::Auto`] lets the engine's plan choose.
///
/// ```
/// use ecbatch::msm::{Group, Strategy};
/// assert_eq!(Strategy::Pippenger.name(), "pippenger");
/// assert!(Strategy::Glv.is_available(Group::Bls12381G1));
/// assert!(!Strategy::Glv.is_available(Group::Ristretto255));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    /// the plan's choice
    Auto,
    /// one constant-time scalar multiplication per point (reference)
    Naive,
    /// per-point double-and-add
    DoubleAndAdd,
    /// interleaved wNAF
    Straus,
    /// Pippenger's buckets with signed digits
    Pippenger,
    /// Pippenger with affine buckets (BLS12)
    BatchAffine,
    /// endomorphism split, then Straus or a bucket method (BLS12)
    Glv,
    /// snarkVM's bucket method with 1-bit windows (BLS12-377)
    Bucket1Bit,
}

impl Strategy {
    pub(crate) fn raw(self) -> sys::ecb_msm_strategy {
        match self {
            Strategy::Auto => sys::ECB_MSM_AUTO,
            Strategy::Naive => sys::ECB_MSM_NAIVE,
            Strategy::DoubleAndAdd => sys::ECB_MSM_DOUBLE_AND_ADD,
            Strategy::Straus => sys::ECB_MSM_STRAUS,
            Strategy::Pippenger => sys::ECB_MSM_PIPPENGER,
            Strategy::BatchAffine => sys::ECB_MSM_BATCH_AFFINE,
            Strategy::Glv => sys::ECB_MSM_GLV,
            Strategy::Bucket1Bit => sys::ECB_MSM_BUCKET_1BIT,
        }
    }

    /// The library's name of the strategy ("auto", "pippenger", ...).
    ///
    /// ```
    /// assert_eq!(ecbatch::msm::Strategy::BatchAffine.name(), "batch_affine");
    /// ```
    pub fn name(self) -> &'static str {
        // SAFETY: returns a static NUL-terminated string.
        unsafe { CStr::from_ptr(sys::ecb_msm_strategy_name(self.raw())) }
            .to_str()
            .unwrap_or("unknown")
    }

    /// True when the group's engine has this strategy.
    ///
    /// ```
    /// use ecbatch::msm::{Group, Strategy};
    /// assert!(Strategy::Auto.is_available(Group::Bls12377G1));
    /// ```
    pub fn is_available(self, group: Group) -> bool {
        // SAFETY: plain values.
        unsafe { sys::ecb_msm_strategy_available(group.raw(), self.raw()) != 0 }
    }
}

/// The groups with an MSM engine.
///
/// ```
/// assert_eq!(ecbatch::msm::Group::Bls12381G1.name(), "bls12-381-g1");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    /// ristretto255
    Ristretto255,
    /// BLS12-381 G1
    Bls12381G1,
    /// BLS12-381 G2
    Bls12381G2,
    /// BLS12-377 G1
    Bls12377G1,
    /// BN254 G1
    Bn254G1,
}

impl Group {
    pub(crate) fn raw(self) -> sys::ecb_group {
        match self {
            Group::Ristretto255 => sys::ECB_GROUP_RISTRETTO255,
            Group::Bls12381G1 => sys::ECB_GROUP_BLS12_381_G1,
            Group::Bls12381G2 => sys::ECB_GROUP_BLS12_381_G2,
            Group::Bls12377G1 => sys::ECB_GROUP_BLS12_377_G1,
            Group::Bn254G1 => sys::ECB_GROUP_BN254_G1,
        }
    }

    /// The library's name of the group.
    ///
    /// ```
    /// assert_eq!(ecbatch::msm::Group::Ristretto255.name(), "ristretto255");
    /// ```
    pub fn name(self) -> &'static str {
        // SAFETY: returns a static NUL-terminated string.
        unsafe { CStr::from_ptr(sys::ecb_group_name(self.raw())) }
            .to_str()
            .unwrap_or("unknown")
    }
}

/// An MSM configuration with its own scratch memory, reused by every call (so repeated MSMs
/// allocate only when they grow). Not shared between threads: each thread keeps its own.
///
/// ```
/// use ecbatch::bls12_381::{G1, Scalar};
/// use ecbatch::msm::{Msm, Strategy};
/// let points: Vec<_> = (1..=8u64).map(|i| (G1::generator() * &Scalar::from_u64(i)).to_affine()).collect();
/// let scalars: Vec<_> = (1..=8u64).map(Scalar::from_u64).collect();
/// let mut msm = Msm::new().strategy(Strategy::Pippenger).threads(2);
/// let sum = msm.bls12_381_g1(&points, &scalars).unwrap();
/// assert_eq!(sum, G1::generator() * &Scalar::from_u64(204)); // 1 + 4 + ... + 64
/// ```
#[derive(Debug)]
pub struct Msm {
    strategy: Strategy,
    threads: u32,
    window: u32,
    scratch: Vec<u64>,
    /// the group and count the scratch was last sized for (not queried again for them)
    sized_for: Option<(Group, usize)>,
    /// false for the one-shot calls (`G1::msm`, ...): the C call allocates its own scratch
    reuse: bool,
}

impl Default for Msm {
    fn default() -> Msm {
        Msm::new()
    }
}

impl Msm {
    /// The plan's strategy on the calling thread only.
    ///
    /// ```
    /// let _ = ecbatch::msm::Msm::new();
    /// ```
    pub fn new() -> Msm {
        Msm {
            strategy: Strategy::Auto,
            threads: 1,
            window: 0,
            scratch: Vec::new(),
            sized_for: None,
            reuse: true,
        }
    }

    /// One call's settings without kept scratch: the C call allocates once itself.
    pub(crate) fn transient() -> Msm {
        Msm {
            reuse: false,
            ..Msm::new()
        }
    }

    /// Forces a strategy (`unsupported` from the call when the group lacks it).
    ///
    /// ```
    /// let _ = ecbatch::msm::Msm::new().strategy(ecbatch::msm::Strategy::Straus);
    /// ```
    pub fn strategy(mut self, strategy: Strategy) -> Msm {
        self.strategy = strategy;
        self.sized_for = None;
        self
    }

    /// Runs on this many threads (0 and 1: the calling thread; at most 256: a call with more
    /// is `invalid_argument` with [`crate::Detail::Range`]).
    ///
    /// ```
    /// let _ = ecbatch::msm::Msm::new().threads(4);
    /// ```
    pub fn threads(mut self, threads: u32) -> Msm {
        self.threads = threads;
        self.sized_for = None;
        self
    }

    /// Forces the window (Straus 2..8, bucket methods 1..20; 0: the plan's).
    ///
    /// ```
    /// let _ = ecbatch::msm::Msm::new().window(8);
    /// ```
    pub fn window(mut self, window: u32) -> Msm {
        self.window = window;
        self.sized_for = None;
        self
    }

    /// Grows the scratch to what `n` points of `group` need with these settings
    /// (`ecb_msm_scratch_size_options`, once per group and count), and returns the C options
    /// that use it.
    fn options(&mut self, group: Group, n: usize) -> Result<sys::ecb_msm_options> {
        if !self.strategy.is_available(group) {
            let reason = match self.strategy {
                Strategy::Glv => "glv needs an endomorphism: the BLS12 groups have it, not this one",
                _ => "not available for this group (Strategy::is_available says which are)",
            };
            return Err(Error::argument(sys::ECB_ERR_UNSUPPORTED, "strategy", reason));
        }
        check_threads(self.threads, 0)?;
        if self.reuse && self.sized_for != Some((group, n)) {
            self.size_scratch(group, n)?;
        }
        let scratch = if self.reuse && !self.scratch.is_empty() {
            self.scratch.as_mut_ptr() as *mut std::os::raw::c_void
        } else {
            std::ptr::null_mut()
        };
        Ok(sys::ecb_msm_options {
            strategy: self.strategy.raw(),
            threads: self.threads,
            scratch,
            scratch_size: std::mem::size_of_val(self.scratch.as_slice()),
            window: self.window,
            costs: std::ptr::null(),
            plan_used: std::ptr::null_mut(),
            inner: sys::ECB_MSM_AUTO,
        })
    }

    fn size_scratch(&mut self, group: Group, n: usize) -> Result<()> {
        let opt = sys::ecb_msm_options {
            strategy: self.strategy.raw(),
            threads: self.threads,
            scratch: std::ptr::null_mut(),
            scratch_size: 0,
            window: self.window,
            costs: std::ptr::null(),
            plan_used: std::ptr::null_mut(),
            inner: sys::ECB_MSM_AUTO,
        };
        // SAFETY: opt is valid; the query reads only its settings.
        let need = unsafe { sys::ecb_msm_scratch_size_options(group.raw(), n, &opt) };
        if need == 0 {
            // the settings are invalid for this group: let the call report why
            return Ok(());
        }
        let words = need / 8 + usize::from(need % 8 != 0);
        if self.scratch.len() < words {
            self.scratch.resize(words, 0);
        }
        self.sized_for = Some((group, n));
        Ok(())
    }

    /// sum `scalars[i] * points[i]` in ristretto255 (`length_mismatch` when the slices differ in
    /// length).
    ///
    /// ```
    /// use ecbatch::ristretto255::{Point, Scalar};
    /// let mut msm = ecbatch::msm::Msm::new();
    /// let s = msm.ristretto255(&[Point::base()], &[Scalar::from_u64(5)]).unwrap();
    /// assert_eq!(s, Point::mul_base(&Scalar::from_u64(5)));
    /// ```
    pub fn ristretto255(
        &mut self,
        points: &[ristretto255::Point],
        scalars: &[ristretto255::Scalar],
    ) -> Result<ristretto255::Point> {
        same_length(points.len(), scalars.len())?;
        let opt = self.options(Group::Ristretto255, points.len())?;
        let mut out = sys::ecb_ristretto255_point::default();
        // SAFETY: the wrappers are repr(transparent) over the C types; both slices hold n
        // items; the scratch outlives the call.
        check(unsafe {
            sys::ecb_msm_ristretto255_var(
                &mut out,
                points.as_ptr() as *const sys::ecb_ristretto255_point,
                scalars.as_ptr() as *const sys::ecb_ristretto255_scalar,
                points.len(),
                &opt,
            )
        })?;
        Ok(ristretto255::Point(out))
    }

    /// sum `scalars[i] * points[i]` in BLS12-381 G1.
    ///
    /// ```
    /// use ecbatch::bls12_381::{G1, Scalar};
    /// let mut msm = ecbatch::msm::Msm::new().strategy(ecbatch::msm::Strategy::Glv);
    /// let s = msm.bls12_381_g1(&[G1::generator().to_affine()], &[Scalar::from_u64(3)]).unwrap();
    /// assert_eq!(s, G1::generator() * &Scalar::from_u64(3));
    /// ```
    pub fn bls12_381_g1(
        &mut self,
        points: &[bls12_381::G1Affine],
        scalars: &[bls12_381::Scalar],
    ) -> Result<bls12_381::G1> {
        same_length(points.len(), scalars.len())?;
        let opt = self.options(Group::Bls12381G1, points.len())?;
        let mut out = sys::ecb_bls12_381_g1::default();
        // SAFETY: as in ristretto255.
        check(unsafe {
            sys::ecb_msm_bls12_381_g1_var(
                &mut out,
                points.as_ptr() as *const sys::ecb_bls12_381_g1_affine,
                scalars.as_ptr() as *const sys::ecb_bls12_381_scalar,
                points.len(),
                &opt,
            )
        })?;
        Ok(bls12_381::G1(out))
    }

    /// sum `scalars[i] * points[i]` in BLS12-381 G2.
    ///
    /// ```
    /// use ecbatch::bls12_381::{G2, Scalar};
    /// let s = ecbatch::msm::Msm::new().bls12_381_g2(&[G2::generator().to_affine()], &[Scalar::from_u64(1)]).unwrap();
    /// assert_eq!(s, G2::generator());
    /// ```
    pub fn bls12_381_g2(
        &mut self,
        points: &[bls12_381::G2Affine],
        scalars: &[bls12_381::Scalar],
    ) -> Result<bls12_381::G2> {
        same_length(points.len(), scalars.len())?;
        let opt = self.options(Group::Bls12381G2, points.len())?;
        let mut out = sys::ecb_bls12_381_g2::default();
        // SAFETY: as in ristretto255.
        check(unsafe {
            sys::ecb_msm_bls12_381_g2_var(
                &mut out,
                points.as_ptr() as *const sys::ecb_bls12_381_g2_affine,
                scalars.as_ptr() as *const sys::ecb_bls12_381_scalar,
                points.len(),
                &opt,
            )
        })?;
        Ok(bls12_381::G2(out))
    }

    /// sum `scalars[i] * points[i]` in BLS12-377 G1.
    ///
    /// ```
    /// use ecbatch::bls12_377::{G1, Scalar};
    /// let mut msm = ecbatch::msm::Msm::new().strategy(ecbatch::msm::Strategy::Bucket1Bit);
    /// let s = msm.bls12_377_g1(&[G1::generator().to_affine()], &[Scalar::from_u64(2)]).unwrap();
    /// assert_eq!(s, G1::generator().double());
    /// ```
    pub fn bls12_377_g1(
        &mut self,
        points: &[bls12_377::G1Affine],
        scalars: &[bls12_377::Scalar],
    ) -> Result<bls12_377::G1> {
        same_length(points.len(), scalars.len())?;
        let opt = self.options(Group::Bls12377G1, points.len())?;
        let mut out = sys::ecb_bls12_377_g1::default();
        // SAFETY: as in ristretto255.
        check(unsafe {
            sys::ecb_msm_bls12_377_g1_var(
                &mut out,
                points.as_ptr() as *const sys::ecb_bls12_377_g1_affine,
                scalars.as_ptr() as *const sys::ecb_bls12_377_scalar,
                points.len(),
                &opt,
            )
        })?;
        Ok(bls12_377::G1(out))
    }

    /// sum `scalars[i] * points[i]` in BN254 G1.
    ///
    /// ```
    /// use ecbatch::bn254::{G1, Scalar};
    /// let mut msm = ecbatch::msm::Msm::new().strategy(ecbatch::msm::Strategy::Glv);
    /// let s = msm.bn254_g1(&[G1::generator().to_affine()], &[Scalar::from_u64(2)]).unwrap();
    /// assert_eq!(s, G1::generator().double());
    /// ```
    pub fn bn254_g1(
        &mut self,
        points: &[bn254::G1Affine],
        scalars: &[bn254::Scalar],
    ) -> Result<bn254::G1> {
        same_length(points.len(), scalars.len())?;
        let opt = self.options(Group::Bn254G1, points.len())?;
        let mut out = sys::ecb_bn254_g1::default();
        // SAFETY: as in ristretto255.
        check(unsafe {
            sys::ecb_msm_bn254_g1_var(
                &mut out,
                points.as_ptr() as *const sys::ecb_bn254_g1_affine,
                scalars.as_ptr() as *const sys::ecb_bn254_scalar,
                points.len(),
                &opt,
            )
        })?;
        Ok(bn254::G1(out))
    }
}

pub(crate) fn same_length(points: usize, scalars: usize) -> Result<()> {
    if points == scalars {
        Ok(())
    } else {
        Err(Error::counts("scalars", scalars, "points", points))
    }
}
