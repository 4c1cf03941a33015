//! Bulletproofs+ range proofs over ristretto255, byte-compatible with tari_bulletproofs_plus
//! 0.4.1, with batch verification that names the invalid proofs.
//!
//! ```
//! use ecbatch::bulletproofs_plus::*;
//! use ecbatch::merlin::Transcript;
//! use ecbatch::ristretto255::Scalar;
//!
//! let gens = PedersenGens::new(1).unwrap();
//! let params = RangeParams::new(64, 1, &gens).unwrap();
//! let blinding = Scalar::from_bytes_wide(&[7; 64]);
//! let c = gens.commit(1000, &[blinding.clone()]).unwrap().to_bytes();
//! let statement = RangeStatement::new(&params, vec![c], None, None).unwrap();
//! let witness = RangeWitness::new(vec![1000], vec![blinding]).unwrap();
//! let start = Transcript::new(b"example");
//! let proof = RangeProof::prove(&mut start.clone(), &statement, &witness).unwrap();
//! let bytes = proof.to_bytes();
//! let parsed = RangeProof::from_bytes(&bytes).unwrap();
//! verify_batch(&[start], &[statement], &[parsed], Mode::VerifyOnly, &BatchOptions::default()).unwrap();
//! ```
use std::os::raw::c_void;
use std::ptr::NonNull;

use ecbatch_sys as sys;

use crate::error::{check, check_threads, wipe_words, Detail, Error, Result};
use crate::merlin::Transcript;
use crate::ristretto255::{Point, Scalar};

pub use crate::bpp_verifier::Verifier;

/// Pedersen generators H and G_1..G_T (T = extension degree, 1..6).
///
/// ```
/// let gens = ecbatch::bulletproofs_plus::PedersenGens::new(2).unwrap();
/// assert_eq!(gens.extension_degree(), 2);
/// assert_eq!(gens.h(), ecbatch::ristretto255::Point::base());
/// ```
#[derive(Clone)]
pub struct PedersenGens(sys::ecb_bpp_pedersen_gens);

impl PedersenGens {
    /// The default generators of degree T (1..6): H = the base point, G_k from SHA3-512
    /// (tari's).
    ///
    /// ```
    /// let e = ecbatch::bulletproofs_plus::PedersenGens::new(7).unwrap_err();
    /// assert_eq!(e.to_string(), "ecbatch: invalid_argument, invalid input (an argument is \
    ///     outside its documented domain): extension_degree = 7 is outside 1..=6");
    /// ```
    pub fn new(extension_degree: usize) -> Result<PedersenGens> {
        check_extension_degree("extension_degree", extension_degree)?;
        let mut g = std::mem::MaybeUninit::<sys::ecb_bpp_pedersen_gens>::zeroed();
        // SAFETY: g is writable; all-zero is a valid value of this plain-data struct.
        check(unsafe { sys::ecb_bpp_pedersen_gens_default(g.as_mut_ptr(), extension_degree) })?;
        // SAFETY: filled by the call.
        Ok(PedersenGens(unsafe { g.assume_init() }))
    }

    /// Caller-chosen generators H and G_1..G_T (T = g.len(), 1..6). The identity (`identity`)
    /// and a point given twice (`repeated_generator`: H equal to a G_k, or two equal G_k) are
    /// refused, with [`Detail::Argument`] naming which: each is a known relation that lets one
    /// commitment open to two values. The caller must still make sure no other relation is
    /// known (no point a known multiple of another, e.g. H = -G_1 or 2 G_1): derive each from
    /// its own label with [`Point::from_uniform_bytes`] of a hash.
    ///
    /// ```
    /// use ecbatch::bulletproofs_plus::PedersenGens;
    /// use ecbatch::ristretto255::Point;
    /// let g = PedersenGens::custom(&Point::base(), &[Point::base().double()]).unwrap();
    /// assert_eq!(g.g()[0], Point::base().double());
    /// let e = PedersenGens::custom(&Point::base(), &[Point::base()]).unwrap_err();
    /// assert_eq!(e.name(), "repeated_generator");
    /// ```
    pub fn custom(h: &Point, g: &[Point]) -> Result<PedersenGens> {
        check_extension_degree("g.len()", g.len())?;
        let mut out = std::mem::MaybeUninit::<sys::ecb_bpp_pedersen_gens>::zeroed();
        // SAFETY: Point is repr(transparent); g holds g.len() points.
        let st = unsafe {
            sys::ecb_bpp_pedersen_gens_custom(
                out.as_mut_ptr(),
                &h.0,
                g.as_ptr() as *const sys::ecb_ristretto255_point,
                g.len(),
            )
        };
        if st == sys::ECB_ERR_IDENTITY {
            let (argument, reason) = if h.is_identity() {
                ("h", "the identity")
            } else {
                ("g", "holds the identity")
            };
            return Err(Error::argument(st, argument, reason));
        }
        if st == sys::ECB_ERR_REPEATED_GENERATOR {
            let (argument, reason) = if g.contains(h) {
                ("h", "equal to a point of g: the commitments would not bind")
            } else {
                ("g", "holds a point twice: the commitments would not bind")
            };
            return Err(Error::argument(st, argument, reason));
        }
        check(st)?;
        // SAFETY: filled by the call.
        Ok(PedersenGens(unsafe { out.assume_init() }))
    }

    /// T, the number of blinding generators.
    ///
    /// ```
    /// assert_eq!(ecbatch::bulletproofs_plus::PedersenGens::new(1).unwrap().extension_degree(), 1);
    /// ```
    pub fn extension_degree(&self) -> usize {
        self.0.extension_degree
    }

    /// H, the value base.
    ///
    /// ```
    /// let _h = ecbatch::bulletproofs_plus::PedersenGens::new(1).unwrap().h();
    /// ```
    pub fn h(&self) -> Point {
        Point(self.0.h)
    }

    /// G_1..G_T, the blinding bases.
    ///
    /// ```
    /// assert_eq!(ecbatch::bulletproofs_plus::PedersenGens::new(3).unwrap().g().len(), 3);
    /// ```
    pub fn g(&self) -> Vec<Point> {
        self.0.g[..self.0.extension_degree]
            .iter()
            .map(|p| Point(*p))
            .collect()
    }

    /// The commitment `value*H + sum blindings[k]*G_{k+1}` (1..T blindings; constant time).
    ///
    /// ```
    /// use ecbatch::ristretto255::{Point, Scalar};
    /// let gens = ecbatch::bulletproofs_plus::PedersenGens::new(1).unwrap();
    /// let c = gens.commit(5, &[Scalar::from_u64(0)]).unwrap();
    /// assert_eq!(c, Point::mul_base(&Scalar::from_u64(5)));
    /// ```
    pub fn commit(&self, value: u64, blindings: &[Scalar]) -> Result<Point> {
        let mut out = sys::ecb_ristretto255_point::default();
        // SAFETY: Scalar is repr(transparent); blindings holds blindings.len() scalars.
        check(unsafe {
            sys::ecb_bpp_commit(
                &mut out,
                &self.0,
                value,
                blindings.as_ptr() as *const sys::ecb_ristretto255_scalar,
                blindings.len(),
            )
        })?;
        Ok(Point(out))
    }
}

impl std::fmt::Debug for PedersenGens {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PedersenGens(T = {})", self.0.extension_degree)
    }
}

/// Range parameters: bit length n, maximum aggregation M, the generators and shared tables.
/// Immutable after creation and safe to share between threads (the C side only reads them).
///
/// ```
/// use ecbatch::bulletproofs_plus::{PedersenGens, RangeParams};
/// let p = RangeParams::new(32, 4, &PedersenGens::new(2).unwrap()).unwrap();
/// assert_eq!((p.bit_length(), p.max_aggregation(), p.extension_degree()), (32, 4, 2));
/// ```
pub struct RangeParams(NonNull<sys::ecb_bpp_params>);

// SAFETY: ecb_bpp_params is immutable once created and documented safe to share between
// threads; it owns its memory, so moving it to another thread is fine too.
unsafe impl Send for RangeParams {}
unsafe impl Sync for RangeParams {}

impl RangeParams {
    /// Parameters for n-bit ranges (a power of two <= 64) and up to M commitments per proof
    /// (a power of two <= 1024); `invalid_argument` with [`Detail::Argument`] naming the one
    /// that is not.
    ///
    /// ```
    /// use ecbatch::bulletproofs_plus::{PedersenGens, RangeParams};
    /// let e = RangeParams::new(63, 1, &PedersenGens::new(1).unwrap()).unwrap_err();
    /// assert!(e.to_string().ends_with("bit_length: not a power of two in 1..=64"));
    /// ```
    pub fn new(
        bit_length: usize,
        max_aggregation: usize,
        gens: &PedersenGens,
    ) -> Result<RangeParams> {
        let bad = sys::ECB_ERR_INVALID_ARGUMENT;
        if !bit_length.is_power_of_two() || bit_length > 64 {
            return Err(Error::argument(bad, "bit_length", "not a power of two in 1..=64"));
        }
        if !max_aggregation.is_power_of_two() || max_aggregation > 1024 {
            let reason = "not a power of two in 1..=1024";
            return Err(Error::argument(bad, "max_aggregation", reason));
        }
        let mut p: *mut sys::ecb_bpp_params = std::ptr::null_mut();
        // SAFETY: valid output pointer and generators.
        check(unsafe { sys::ecb_bpp_params_create(&mut p, bit_length, max_aggregation, &gens.0) })?;
        NonNull::new(p)
            .map(RangeParams)
            .ok_or_else(|| Error::from_code(sys::ECB_ERR_OUT_OF_MEMORY))
    }

    /// n.
    ///
    /// ```
    /// use ecbatch::bulletproofs_plus::{PedersenGens, RangeParams};
    /// assert_eq!(RangeParams::new(8, 1, &PedersenGens::new(1).unwrap()).unwrap().bit_length(), 8);
    /// ```
    pub fn bit_length(&self) -> usize {
        // SAFETY: valid parameters.
        unsafe { sys::ecb_bpp_params_bit_length(self.0.as_ptr()) }
    }

    /// M.
    ///
    /// ```
    /// use ecbatch::bulletproofs_plus::{PedersenGens, RangeParams};
    /// assert_eq!(RangeParams::new(8, 2, &PedersenGens::new(1).unwrap()).unwrap().max_aggregation(), 2);
    /// ```
    pub fn max_aggregation(&self) -> usize {
        // SAFETY: valid parameters.
        unsafe { sys::ecb_bpp_params_max_aggregation(self.0.as_ptr()) }
    }

    /// T.
    ///
    /// ```
    /// use ecbatch::bulletproofs_plus::{PedersenGens, RangeParams};
    /// assert_eq!(RangeParams::new(8, 1, &PedersenGens::new(3).unwrap()).unwrap().extension_degree(), 3);
    /// ```
    pub fn extension_degree(&self) -> usize {
        // SAFETY: valid parameters.
        unsafe { sys::ecb_bpp_params_extension_degree(self.0.as_ptr()) }
    }

    /// A copy of the Pedersen generators.
    ///
    /// ```
    /// use ecbatch::bulletproofs_plus::{PedersenGens, RangeParams};
    /// let p = RangeParams::new(8, 1, &PedersenGens::new(1).unwrap()).unwrap();
    /// assert_eq!(p.pedersen_gens().extension_degree(), 1);
    /// ```
    pub fn pedersen_gens(&self) -> PedersenGens {
        // SAFETY: the accessor returns a valid pointer owned by the parameters.
        PedersenGens(unsafe { *sys::ecb_bpp_params_pedersen_gens(self.0.as_ptr()) })
    }
}

impl Drop for RangeParams {
    fn drop(&mut self) {
        // SAFETY: created by ecb_bpp_params_create, freed once.
        unsafe { sys::ecb_bpp_params_free(self.0.as_ptr()) };
    }
}

impl std::fmt::Debug for RangeParams {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "RangeParams(n = {}, M = {})",
            self.bit_length(),
            self.max_aggregation()
        )
    }
}

/// What a proof claims: m compressed commitments (m a power of two, <= M), each to a value in
/// [promise, promise + 2^n), optionally with a seed nonce (m = 1) that embeds the blindings.
///
/// ```
/// use ecbatch::bulletproofs_plus::{PedersenGens, RangeParams, RangeStatement};
/// let params = RangeParams::new(8, 2, &PedersenGens::new(1).unwrap()).unwrap();
/// let s = RangeStatement::new(&params, vec![[0; 32]; 3], None, None);
/// assert_eq!(s.unwrap_err().name(), "invalid_argument"); // 3 is no power of two
/// ```
pub struct RangeStatement<'p> {
    params: &'p RangeParams,
    commitments: Vec<[u8; 32]>,
    promises: Option<Vec<u64>>,
    seed_nonce: Option<Scalar>,
}

impl<'p> RangeStatement<'p> {
    /// A statement under params (checked as `ecb_bpp_statement_check` does; promises, when
    /// given, one per commitment).
    ///
    /// ```
    /// use ecbatch::bulletproofs_plus::{PedersenGens, RangeParams, RangeStatement};
    /// let params = RangeParams::new(8, 1, &PedersenGens::new(1).unwrap()).unwrap();
    /// assert!(RangeStatement::new(&params, vec![[0; 32]], Some(vec![3]), None).is_ok());
    /// ```
    pub fn new(
        params: &'p RangeParams,
        commitments: Vec<[u8; 32]>,
        minimum_value_promises: Option<Vec<u64>>,
        seed_nonce: Option<Scalar>,
    ) -> Result<RangeStatement<'p>> {
        if let Some(p) = &minimum_value_promises {
            if p.len() != commitments.len() {
                return Err(Error::counts(
                    "minimum_value_promises",
                    p.len(),
                    "commitments",
                    commitments.len(),
                ));
            }
        }
        let s = RangeStatement {
            params,
            commitments,
            promises: minimum_value_promises,
            seed_nonce,
        };
        // SAFETY: raw() borrows from s, which outlives the call.
        check(unsafe { sys::ecb_bpp_statement_check(&s.raw()) })?;
        Ok(s)
    }

    /// The commitments.
    ///
    /// ```
    /// use ecbatch::bulletproofs_plus::{PedersenGens, RangeParams, RangeStatement};
    /// let params = RangeParams::new(8, 1, &PedersenGens::new(1).unwrap()).unwrap();
    /// let s = RangeStatement::new(&params, vec![[0; 32]], None, None).unwrap();
    /// assert_eq!(s.commitments().len(), 1);
    /// ```
    pub fn commitments(&self) -> &[[u8; 32]] {
        &self.commitments
    }

    fn raw(&self) -> sys::ecb_bpp_statement {
        sys::ecb_bpp_statement {
            params: self.params.0.as_ptr(),
            aggregation: self.commitments.len(),
            commitments: self.commitments.as_ptr(),
            commitment_points: std::ptr::null(),
            minimum_value_promises: self
                .promises
                .as_ref()
                .map_or(std::ptr::null(), |p| p.as_ptr()),
            seed_nonce: self.seed_nonce.as_ref().map_or(std::ptr::null(), |s| &s.0),
        }
    }
}

impl<'p> std::fmt::Debug for RangeStatement<'p> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "RangeStatement(m = {})", self.commitments.len())
    }
}

/// The prover's openings: `values[j]` and `blindings[j*T .. j*T+T]` open commitment j. Wiped when
/// dropped.
///
/// ```
/// use ecbatch::bulletproofs_plus::RangeWitness;
/// use ecbatch::ristretto255::Scalar;
/// let w = RangeWitness::new(vec![1, 2], vec![Scalar::from_u64(3), Scalar::from_u64(4)]).unwrap();
/// assert!(RangeWitness::new(vec![1, 2], vec![Scalar::from_u64(3)]).is_err());
/// # drop(w);
/// ```
pub struct RangeWitness {
    values: Vec<u64>,
    blindings: Vec<Scalar>,
}

impl RangeWitness {
    /// Openings of values.len() commitments with blindings.len() / values.len() blindings each
    /// (`length_mismatch` when that does not divide).
    ///
    /// ```
    /// use ecbatch::bulletproofs_plus::RangeWitness;
    /// assert!(RangeWitness::new(vec![], vec![]).is_err());
    /// ```
    pub fn new(values: Vec<u64>, blindings: Vec<Scalar>) -> Result<RangeWitness> {
        if values.is_empty() {
            return Err(Error::argument(
                sys::ECB_ERR_LENGTH_MISMATCH,
                "values",
                "empty",
            ));
        }
        if blindings.len() % values.len() != 0 || blindings.is_empty() {
            return Err(Error::argument(
                sys::ECB_ERR_LENGTH_MISMATCH,
                "blindings",
                "their count is not a non-zero multiple of the values' count",
            ));
        }
        Ok(RangeWitness { values, blindings })
    }
}

impl std::fmt::Debug for RangeWitness {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RangeWitness(..)")
    }
}

impl Drop for RangeWitness {
    fn drop(&mut self) {
        wipe_words(&mut self.values);
    }
}

/// A Bulletproofs+ range proof in tari_bulletproofs_plus 0.4.1's wire format.
///
/// ```
/// use ecbatch::bulletproofs_plus::RangeProof;
/// assert_eq!(RangeProof::from_bytes(&[1, 2, 3]).unwrap_err().name(), "proof_format");
/// ```
#[derive(Clone)]
#[repr(transparent)]
pub struct RangeProof(sys::ecb_bpp_proof);

/// The caller's randomness source: 32 bytes per call.
type RngFn<'a> = &'a mut dyn FnMut(&mut [u8; 32]);

struct RngBox<'a>(RngFn<'a>);

unsafe extern "C" fn rng_trampoline(ctx: *mut c_void, out: *mut u8) {
    // SAFETY: ctx is the RngBox passed to ecb_bpp_prove, out 32 writable bytes.
    let rng = &mut *(ctx as *mut RngBox);
    (rng.0)(&mut *(out as *mut [u8; 32]));
}

impl RangeProof {
    /// Parses the wire format (`proof_format` for a bad layout, `scalar_out_of_range` for a
    /// non-canonical scalar; points are decoded by the verifier).
    ///
    /// ```
    /// assert!(ecbatch::bulletproofs_plus::RangeProof::from_bytes(&[]).is_err());
    /// ```
    pub fn from_bytes(bytes: &[u8]) -> Result<RangeProof> {
        let mut p = std::mem::MaybeUninit::<sys::ecb_bpp_proof>::zeroed();
        // SAFETY: bytes is readable for its length; p writable.
        check(unsafe {
            sys::ecb_bpp_proof_parse_var(p.as_mut_ptr(), bytes.as_ptr(), bytes.len())
        })?;
        // SAFETY: filled by the call (zeroed before: plain data).
        Ok(RangeProof(unsafe { p.assume_init() }))
    }

    /// The wire format: 1 + 32 * (T + 5 + 2 * rounds) bytes.
    ///
    /// ```
    /// # use ecbatch::bulletproofs_plus::*;
    /// # use ecbatch::ristretto255::Scalar;
    /// # let gens = PedersenGens::new(1).unwrap();
    /// # let params = RangeParams::new(8, 1, &gens).unwrap();
    /// # let c = gens.commit(3, &[Scalar::from_u64(1)]).unwrap().to_bytes();
    /// # let st = RangeStatement::new(&params, vec![c], None, None).unwrap();
    /// # let w = RangeWitness::new(vec![3], vec![Scalar::from_u64(1)]).unwrap();
    /// let proof = RangeProof::prove(&mut ecbatch::merlin::Transcript::new(b"t"), &st, &w).unwrap();
    /// assert_eq!(proof.to_bytes().len(), 1 + 32 * (1 + 5 + 2 * 3));
    /// ```
    pub fn to_bytes(&self) -> Vec<u8> {
        // SAFETY: a plain size computation.
        let size = unsafe { sys::ecb_bpp_proof_size(self.0.extension_degree, self.0.rounds) };
        let mut out = vec![0u8; size];
        let mut len = 0usize;
        // SAFETY: out holds size bytes; a parsed or proved proof always serializes.
        let st = unsafe { sys::ecb_bpp_proof_serialize(out.as_mut_ptr(), size, &mut len, &self.0) };
        debug_assert_eq!(st, sys::ECB_OK);
        out.truncate(len);
        out
    }

    /// Proves the statement for the witness, advancing transcript (the verifier starts from
    /// the transcript's state before this call). Randomness from the operating system.
    ///
    /// ```
    /// # use ecbatch::bulletproofs_plus::*;
    /// # use ecbatch::ristretto255::Scalar;
    /// # let gens = PedersenGens::new(1).unwrap();
    /// # let params = RangeParams::new(8, 1, &gens).unwrap();
    /// let c = gens.commit(300, &[Scalar::from_u64(1)]).unwrap().to_bytes();
    /// let st = RangeStatement::new(&params, vec![c], None, None).unwrap();
    /// let w = RangeWitness::new(vec![300], vec![Scalar::from_u64(1)]).unwrap();
    /// let e = RangeProof::prove(&mut ecbatch::merlin::Transcript::new(b"t"), &st, &w).unwrap_err();
    /// assert_eq!(e.name(), "value_out_of_range"); // 300 >= 2^8
    /// ```
    pub fn prove(
        transcript: &mut Transcript,
        statement: &RangeStatement,
        witness: &RangeWitness,
    ) -> Result<RangeProof> {
        RangeProof::prove_inner(transcript, statement, witness, None)
    }

    /// As [`RangeProof::prove`] with the external randomness from rng (32 bytes each call; a
    /// source of zeros gives the deterministic proofs of the shared vectors).
    ///
    /// ```
    /// # use ecbatch::bulletproofs_plus::*;
    /// # use ecbatch::ristretto255::Scalar;
    /// # let gens = PedersenGens::new(1).unwrap();
    /// # let params = RangeParams::new(8, 1, &gens).unwrap();
    /// # let c = gens.commit(3, &[Scalar::from_u64(1)]).unwrap().to_bytes();
    /// # let st = RangeStatement::new(&params, vec![c], None, None).unwrap();
    /// # let w = RangeWitness::new(vec![3], vec![Scalar::from_u64(1)]).unwrap();
    /// let t = ecbatch::merlin::Transcript::new(b"t");
    /// let a = RangeProof::prove_with_rng(&mut t.clone(), &st, &w, &mut |b| *b = [0; 32]).unwrap();
    /// let b = RangeProof::prove_with_rng(&mut t.clone(), &st, &w, &mut |b| *b = [0; 32]).unwrap();
    /// assert_eq!(a.to_bytes(), b.to_bytes());
    /// ```
    pub fn prove_with_rng(
        transcript: &mut Transcript,
        statement: &RangeStatement,
        witness: &RangeWitness,
        rng: &mut dyn FnMut(&mut [u8; 32]),
    ) -> Result<RangeProof> {
        RangeProof::prove_inner(transcript, statement, witness, Some(rng))
    }

    fn prove_inner(
        transcript: &mut Transcript,
        statement: &RangeStatement,
        witness: &RangeWitness,
        rng: Option<RngFn>,
    ) -> Result<RangeProof> {
        let w = sys::ecb_bpp_witness {
            count: witness.values.len(),
            extension_degree: witness.blindings.len() / witness.values.len(),
            values: witness.values.as_ptr(),
            blindings: witness.blindings.as_ptr() as *const sys::ecb_ristretto255_scalar,
        };
        let mut proof = std::mem::MaybeUninit::<sys::ecb_bpp_proof>::zeroed();
        let st = statement.raw();
        let mut boxed;
        let (f, ctx): (sys::ecb_bpp_rng_fn, *mut c_void) = match rng {
            Some(r) => {
                boxed = RngBox(r);
                (
                    Some(rng_trampoline),
                    &mut boxed as *mut RngBox as *mut c_void,
                )
            }
            None => (None, std::ptr::null_mut()),
        };
        // SAFETY: every pointer is valid for the call; ctx points to boxed, alive until return.
        check(unsafe {
            sys::ecb_bpp_prove(proof.as_mut_ptr(), &mut transcript.0, &st, &w, f, ctx)
        })?;
        // SAFETY: filled by the call.
        Ok(RangeProof(unsafe { proof.assume_init() }))
    }

    /// Verifies one proof (a batch of one) from the transcript state the prover started from.
    ///
    /// ```
    /// # use ecbatch::bulletproofs_plus::*;
    /// # use ecbatch::ristretto255::Scalar;
    /// # let gens = PedersenGens::new(1).unwrap();
    /// # let params = RangeParams::new(8, 1, &gens).unwrap();
    /// # let c = gens.commit(3, &[Scalar::from_u64(1)]).unwrap().to_bytes();
    /// # let st = RangeStatement::new(&params, vec![c], None, None).unwrap();
    /// # let w = RangeWitness::new(vec![3], vec![Scalar::from_u64(1)]).unwrap();
    /// let t = ecbatch::merlin::Transcript::new(b"t");
    /// let proof = RangeProof::prove(&mut t.clone(), &st, &w).unwrap();
    /// proof.verify(&t, &st).unwrap();
    /// assert!(proof.verify(&ecbatch::merlin::Transcript::new(b"other"), &st).is_err());
    /// ```
    pub fn verify(&self, transcript: &Transcript, statement: &RangeStatement) -> Result<()> {
        verify_batch(
            std::slice::from_ref(transcript),
            std::slice::from_ref(statement),
            std::slice::from_ref(self),
            Mode::VerifyOnly,
            &BatchOptions::default(),
        )
        .map(|_| ())
    }
}

impl std::fmt::Debug for RangeProof {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "RangeProof(T = {}, rounds = {})",
            self.0.extension_degree, self.0.rounds
        )
    }
}

/// What a batch verification does.
///
/// ```
/// assert_ne!(ecbatch::bulletproofs_plus::Mode::VerifyOnly, ecbatch::bulletproofs_plus::Mode::RecoverOnly);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// verify; no masks
    VerifyOnly,
    /// recover the masks of seeded proofs without verifying them
    RecoverOnly,
    /// verify, and recover masks when the whole batch verifies
    RecoverAndVerify,
}

/// `Ok(())` for an extension degree in 1..=6, else `invalid_argument` with [`Detail::Range`].
fn check_extension_degree(argument: &'static str, t: usize) -> Result<()> {
    if (1..=6).contains(&t) {
        Ok(())
    } else {
        let value = u64::try_from(t).unwrap_or(u64::MAX);
        Err(Error::range(sys::ECB_ERR_INVALID_ARGUMENT, argument, value, 1, 6))
    }
}

/// Options of [`verify_batch`].
///
/// ```
/// let o = ecbatch::bulletproofs_plus::BatchOptions { threads: 2, ..Default::default() };
/// assert!(o.identify_invalid);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BatchOptions {
    /// worker threads, 1..=256 (1: the caller only; 0 is refused, as the command refuses it)
    pub threads: u32,
    /// on failure, find exactly which proofs are invalid (bisection) for the error's detail
    pub identify_invalid: bool,
}

impl Default for BatchOptions {
    fn default() -> BatchOptions {
        BatchOptions {
            threads: 1,
            identify_invalid: true,
        }
    }
}

/// A recovered mask: the blindings a seeded proof embedded (unchecked: compare the commitment
/// when that matters). `None` in [`verify_batch`]'s result for proofs without a seed.
///
/// ```
/// let m: ecbatch::bulletproofs_plus::Mask = vec![ecbatch::ristretto255::Scalar::from_u64(1)];
/// assert_eq!(m.len(), 1);
/// ```
pub type Mask = Vec<Scalar>;

/// Verifies and/or recovers a batch in one MSM per 256 proofs. transcripts: one initial
/// transcript shared by all proofs, or one per proof. Returns the masks (per proof, `Some`
/// when recovered). On failure the error's [`Detail::Invalid`] names the invalid proofs and
/// why each failed.
///
/// ```
/// # use ecbatch::bulletproofs_plus::*;
/// # use ecbatch::ristretto255::Scalar;
/// # let gens = PedersenGens::new(1).unwrap();
/// # let params = RangeParams::new(8, 1, &gens).unwrap();
/// # let c = gens.commit(3, &[Scalar::from_u64(1)]).unwrap().to_bytes();
/// # let st = RangeStatement::new(&params, vec![c], None, None).unwrap();
/// # let st2 = RangeStatement::new(&params, vec![c], None, None).unwrap();
/// # let w = RangeWitness::new(vec![3], vec![Scalar::from_u64(1)]).unwrap();
/// let t = ecbatch::merlin::Transcript::new(b"t");
/// let good = RangeProof::prove(&mut t.clone(), &st, &w).unwrap();
/// let mut bytes = good.to_bytes();
/// bytes[1 + 32 * 5] ^= 1; // damage s1
/// let bad = RangeProof::from_bytes(&bytes).unwrap();
/// let e = verify_batch(&[t], &[st, st2], &[good, bad], Mode::VerifyOnly, &BatchOptions::default()).unwrap_err();
/// assert_eq!(e.invalid_items(), vec![1]);
/// ```
pub fn verify_batch(
    transcripts: &[Transcript],
    statements: &[RangeStatement],
    proofs: &[RangeProof],
    mode: Mode,
    options: &BatchOptions,
) -> Result<Vec<Option<Mask>>> {
    run_batch(transcripts, statements, proofs, mode, options, |a| {
        // SAFETY: run_batch's arguments are valid for the call (see BatchArgs).
        unsafe {
            sys::ecb_bpp_verify_batch_var(
                a.transcripts,
                a.transcript_count,
                a.statements,
                a.proofs,
                a.count,
                a.action,
                a.masks,
                a.options,
            )
        }
    })
}

/// One batch's arguments as the C verification functions take them: every array holds its
/// count and lives until the call returns.
pub(crate) struct BatchArgs {
    pub(crate) transcripts: *const sys::ecb_merlin_transcript,
    pub(crate) transcript_count: usize,
    pub(crate) statements: *const sys::ecb_bpp_statement,
    pub(crate) proofs: *const sys::ecb_bpp_proof,
    pub(crate) count: usize,
    pub(crate) action: sys::ecb_bpp_action,
    pub(crate) masks: *mut sys::ecb_bpp_mask,
    pub(crate) options: *const sys::ecb_bpp_verify_options,
}

/// Runs a batch through `call` (the stateless C function or a verifier's, which share
/// arguments and results) and turns its status, per-proof statuses and masks into the result
/// of [`verify_batch`].
pub(crate) fn run_batch(
    transcripts: &[Transcript],
    statements: &[RangeStatement],
    proofs: &[RangeProof],
    mode: Mode,
    options: &BatchOptions,
    call: impl FnOnce(&BatchArgs) -> sys::ecb_status,
) -> Result<Vec<Option<Mask>>> {
    let n = proofs.len();
    if n == 0 {
        let reason = "an empty batch; give at least one proof";
        return Err(Error::argument(sys::ECB_ERR_INVALID_ARGUMENT, "proofs", reason));
    }
    if statements.len() != n {
        return Err(Error::counts("statements", statements.len(), "proofs", n));
    }
    check_threads(options.threads, 1)?;
    let raw: Vec<sys::ecb_bpp_statement> = statements.iter().map(|s| s.raw()).collect();
    let mut masks = vec![sys::ecb_bpp_mask::default(); n];
    let mut status = vec![sys::ECB_OK; n];
    let opt = sys::ecb_bpp_verify_options {
        threads: options.threads,
        identify_invalid: i32::from(options.identify_invalid),
        proof_status: status.as_mut_ptr(),
        strategy: sys::ECB_MSM_AUTO,
    };
    let action = match mode {
        Mode::VerifyOnly => sys::ECB_BPP_VERIFY_ONLY,
        Mode::RecoverOnly => sys::ECB_BPP_RECOVER_ONLY,
        Mode::RecoverAndVerify => sys::ECB_BPP_RECOVER_AND_VERIFY,
    };
    // Transcript and RangeProof are repr(transparent); the statements borrow data that
    // outlives the call.
    let st = call(&BatchArgs {
        transcripts: transcripts.as_ptr() as *const sys::ecb_merlin_transcript,
        transcript_count: transcripts.len(),
        statements: raw.as_ptr(),
        proofs: proofs.as_ptr() as *const sys::ecb_bpp_proof,
        count: n,
        action,
        masks: masks.as_mut_ptr(),
        options: &opt,
    });
    let result = if st == sys::ECB_OK {
        Ok(masks
            .iter()
            .map(|m| {
                if m.present != 0 {
                    Some(
                        m.blindings[..m.extension_degree]
                            .iter()
                            .map(|b| Scalar(*b))
                            .collect(),
                    )
                } else {
                    None
                }
            })
            .collect())
    } else {
        let invalid: Vec<(usize, i32)> = status
            .iter()
            .enumerate()
            .filter(|(_, &s)| s != sys::ECB_OK)
            .map(|(i, &s)| (i, s))
            .collect();
        Err(if invalid.is_empty() {
            Error::from_code(st)
        } else {
            Error::with_detail(st, Detail::Invalid(invalid))
        })
    };
    for m in masks.iter_mut() {
        for b in m.blindings.iter_mut() {
            wipe_words(&mut b.v);
        }
    }
    result
}
