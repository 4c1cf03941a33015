//! Many MSMs over one set of bases (`ecb_msm_multi_*_var`): out[j] = sum_i scalars[j n + i]
//! points[i], with the engine's plan choosing between independent MSMs, tree Pippengers and a
//! table of shifted copies built once for all rows.

use ecbatch_sys as sys;

use crate::error::{check, Error, Result};
use crate::msm::Group;
use crate::{bls12_377, bls12_381, bn254, ristretto255};

/// How the rows are computed (`ecb_msm_multi_method`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MultiMethod {
    /// the plan's choice
    Auto,
    /// one engine MSM per row
    Independent,
    /// per row a Pippenger whose buckets are summed as trees of batch-affine additions (BLS12)
    Tree,
    /// shifted copies of the bases built once, then one bucket window per row
    Table,
}

impl MultiMethod {
    fn raw(self) -> sys::ecb_msm_multi_method {
        match self {
            MultiMethod::Auto => sys::ECB_MSM_MULTI_AUTO,
            MultiMethod::Independent => sys::ECB_MSM_MULTI_INDEPENDENT,
            MultiMethod::Tree => sys::ECB_MSM_MULTI_TREE,
            MultiMethod::Table => sys::ECB_MSM_MULTI_TABLE,
        }
    }

    fn from_raw(raw: sys::ecb_msm_multi_method) -> MultiMethod {
        match raw {
            sys::ECB_MSM_MULTI_INDEPENDENT => MultiMethod::Independent,
            sys::ECB_MSM_MULTI_TREE => MultiMethod::Tree,
            sys::ECB_MSM_MULTI_TABLE => MultiMethod::Table,
            _ => MultiMethod::Auto,
        }
    }
}

/// The plan for many MSMs over one set of bases.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MultiPlan {
    /// the chosen method (never `Auto`)
    pub method: MultiMethod,
    /// the window of the tree and table methods (0 for independent rows)
    pub window: u32,
    /// the estimated time in nanoseconds
    pub estimate_ns: f64,
}

/// The plan for `m` MSMs of `n` points with `scalar_bits`-bit scalars on `threads` threads,
/// with the built-in unit costs.
///
/// ```
/// use ecbatch::msm::{multi_plan, Group, MultiMethod};
/// let p = multi_plan(Group::Bls12381G1, 1000, 255, 100, 1).unwrap();
/// assert_ne!(p.method, MultiMethod::Auto);
/// assert!(p.estimate_ns > 0.0);
/// ```
pub fn multi_plan(
    group: Group,
    n: usize,
    scalar_bits: u32,
    m: usize,
    threads: u32,
) -> Result<MultiPlan> {
    let mut plan = sys::ecb_msm_multi_plan_result::default();
    // SAFETY: a valid output; NULL costs mean the built-in ones.
    check(unsafe {
        sys::ecb_msm_multi_plan(
            group.raw(),
            n,
            scalar_bits,
            m,
            threads,
            std::ptr::null(),
            &mut plan,
        )
    })?;
    Ok(MultiPlan {
        method: MultiMethod::from_raw(plan.method),
        window: plan.window,
        estimate_ns: plan.estimate_ns,
    })
}

/// Settings of a multi-MSM call: the method and the thread count. Each call returns one
/// result per row of scalars (`rows` rows of `points.len()` scalars, row-major).
///
/// ```
/// use ecbatch::bls12_381::{G1, Scalar};
/// use ecbatch::msm::{MultiMethod, MultiMsm};
/// let g = G1::generator();
/// let points = vec![g.to_affine(), g.double().to_affine()];
/// let scalars: Vec<Scalar> = [1u64, 1, 2, 3].iter().map(|&v| Scalar::from_u64(v)).collect();
/// let out = MultiMsm::new().method(MultiMethod::Table).bls12_381_g1(&points, &scalars, 2).unwrap();
/// assert_eq!(out, vec![g * &Scalar::from_u64(3), g * &Scalar::from_u64(8)]);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct MultiMsm {
    method: MultiMethod,
    threads: u32,
    plan_used: Option<MultiPlan>,
}

impl Default for MultiMsm {
    fn default() -> MultiMsm {
        MultiMsm::new()
    }
}

macro_rules! multi_call {
    ($(#[$doc:meta])* $name:ident, $module:ident, $point:ident, $raw_in:ident, $result:ident,
     $raw_out:ident, $c:ident) => {
        $(#[$doc])*
        pub fn $name(
            &mut self,
            points: &[$module::$point],
            scalars: &[$module::Scalar],
            rows: usize,
        ) -> Result<Vec<$module::$result>> {
            let n = points.len();
            // the C bound on m, checked before out is allocated (n = 0 takes any rows)
            if rows > sys::ECB_MSM_MAX_POINTS {
                return Err(Error::range(
                    sys::ECB_ERR_SIZE_OVERFLOW,
                    "rows",
                    rows as u64,
                    0,
                    sys::ECB_MSM_MAX_POINTS as u64,
                ));
            }
            if rows.checked_mul(n) != Some(scalars.len()) {
                let expected = rows.saturating_mul(n);
                return Err(Error::counts("scalars", scalars.len(), "rows x points", expected));
            }
            let mut out = vec![sys::$raw_out::default(); rows];
            let mut plan = sys::ecb_msm_multi_plan_result::default();
            let opt = self.options(&mut plan);
            // SAFETY: the wrappers are repr(transparent) over the C types; points holds n
            // items, scalars rows n, out rows; plan outlives the call.
            check(unsafe {
                sys::$c(
                    out.as_mut_ptr(),
                    points.as_ptr() as *const sys::$raw_in,
                    n,
                    scalars.as_ptr() as *const _,
                    rows,
                    &opt,
                )
            })?;
            self.record(&plan);
            Ok(out.into_iter().map($module::$result).collect())
        }
    };
}

impl MultiMsm {
    /// The plan's method on the calling thread.
    pub fn new() -> MultiMsm {
        MultiMsm {
            method: MultiMethod::Auto,
            threads: 1,
            plan_used: None,
        }
    }

    /// Forces a method (`unsupported` from the call when the group lacks it).
    pub fn method(mut self, method: MultiMethod) -> MultiMsm {
        self.method = method;
        self
    }

    /// Runs on this many threads (0 and 1: the calling thread; at most 256).
    pub fn threads(mut self, threads: u32) -> MultiMsm {
        self.threads = threads;
        self
    }

    /// The plan the last successful call ran.
    ///
    /// ```
    /// use ecbatch::ristretto255::{Point, Scalar};
    /// use ecbatch::msm::{MultiMethod, MultiMsm};
    /// let mut m = MultiMsm::new();
    /// let out = m.ristretto255(&[Point::base()], &[Scalar::from_u64(2), Scalar::from_u64(3)], 2).unwrap();
    /// assert_eq!(out[1], Point::mul_base(&Scalar::from_u64(3)));
    /// assert_eq!(m.plan_used().unwrap().method, MultiMethod::Independent);
    /// ```
    pub fn plan_used(&self) -> Option<MultiPlan> {
        self.plan_used
    }

    fn options(&self, plan: &mut sys::ecb_msm_multi_plan_result) -> sys::ecb_msm_multi_options {
        sys::ecb_msm_multi_options {
            method: self.method.raw(),
            threads: self.threads,
            costs: std::ptr::null(),
            plan_used: plan,
        }
    }

    fn record(&mut self, plan: &sys::ecb_msm_multi_plan_result) {
        self.plan_used = Some(MultiPlan {
            method: MultiMethod::from_raw(plan.method),
            window: plan.window,
            estimate_ns: plan.estimate_ns,
        });
    }

    multi_call!(
        /// `rows` MSMs over the same ristretto255 points (`length_mismatch` unless
        /// `scalars.len() == rows * points.len()`).
        ristretto255, ristretto255, Point, ecb_ristretto255_point, Point, ecb_ristretto255_point,
        ecb_msm_multi_ristretto255_var
    );
    multi_call!(
        /// `rows` MSMs over the same BLS12-381 G1 points.
        bls12_381_g1, bls12_381, G1Affine, ecb_bls12_381_g1_affine, G1, ecb_bls12_381_g1,
        ecb_msm_multi_bls12_381_g1_var
    );
    multi_call!(
        /// `rows` MSMs over the same BLS12-381 G2 points.
        bls12_381_g2, bls12_381, G2Affine, ecb_bls12_381_g2_affine, G2, ecb_bls12_381_g2,
        ecb_msm_multi_bls12_381_g2_var
    );
    multi_call!(
        /// `rows` MSMs over the same BLS12-377 G1 points.
        bls12_377_g1, bls12_377, G1Affine, ecb_bls12_377_g1_affine, G1, ecb_bls12_377_g1,
        ecb_msm_multi_bls12_377_g1_var
    );
    multi_call!(
        /// `rows` MSMs over the same BN254 G1 points.
        bn254_g1, bn254, G1Affine, ecb_bn254_g1_affine, G1, ecb_bn254_g1,
        ecb_msm_multi_bn254_g1_var
    );
}
