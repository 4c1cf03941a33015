//! A Bulletproofs+ batch verifier that keeps its memory between calls
//! (`ecb_bpp_verifier_*`): allocated and touched once for the largest batch it accepts, so
//! that warm calls allocate nothing and take no page faults on their buffers.
use std::ptr::NonNull;

use ecbatch_sys as sys;

use crate::bulletproofs_plus::{run_batch, BatchOptions, Mask, Mode, RangeProof, RangeStatement};
use crate::error::{check, Error, Result};
use crate::merlin::Transcript;

/// [`verify_batch`](crate::bulletproofs_plus::verify_batch) in memory held between calls, for
/// batches of at most `max_batch` proofs with n <= `bit_length`, m <= `max_aggregation` and at
/// most `threads` threads. A larger batch is refused with `scratch_too_small` (the verifier
/// does not grow). Calls take `&mut self`: one at a time, as the C library requires; the
/// verifier may move to another thread (`Send`) but is not shared (`!Sync`).
///
/// ```
/// # use ecbatch::bulletproofs_plus::*;
/// # use ecbatch::ristretto255::Scalar;
/// # let gens = PedersenGens::new(1).unwrap();
/// # let params = RangeParams::new(8, 1, &gens).unwrap();
/// # let c = gens.commit(3, &[Scalar::from_u64(1)]).unwrap().to_bytes();
/// # let st = || RangeStatement::new(&params, vec![c], None, None).unwrap();
/// # let w = RangeWitness::new(vec![3], vec![Scalar::from_u64(1)]).unwrap();
/// let t = ecbatch::merlin::Transcript::new(b"t");
/// let proof = RangeProof::prove(&mut t.clone(), &st(), &w).unwrap();
/// let mut verifier = Verifier::new(1, 8, 1, 1).unwrap();
/// let options = BatchOptions::default();
/// for _ in 0..3 {
///     // one verifier for every batch: no allocation after its creation
///     let batch = [proof.clone()];
///     verifier.verify_batch(&[t.clone()], &[st()], &batch, Mode::VerifyOnly, &options).unwrap();
/// }
/// let two = [proof.clone(), proof];
/// let e = verifier.verify_batch(&[t], &[st(), st()], &two, Mode::VerifyOnly, &options);
/// assert_eq!(e.unwrap_err().name(), "scratch_too_small"); // above max_batch = 1
/// ```
#[derive(Debug)]
pub struct Verifier {
    raw: NonNull<sys::ecb_bpp_verifier>,
}

// SAFETY: the verifier owns plain heap memory that no thread-local state refers to; moving it
// to another thread is fine. It is not Sync: the C API allows one call at a time (and every
// call takes &mut self).
unsafe impl Send for Verifier {}

impl Verifier {
    /// A verifier for batches of at most `max_batch` proofs (>= 1) whose statements have
    /// n <= `bit_length` and m <= `max_aggregation` (powers of two up to 64 and 1024), verified
    /// on at most `threads` threads (0 counts as 1). All its memory is allocated and touched
    /// here (`invalid_argument` for bad bounds, `out_of_memory`).
    ///
    /// ```
    /// use ecbatch::bulletproofs_plus::Verifier;
    /// assert!(Verifier::new(4, 64, 1, 1).is_ok());
    /// assert_eq!(Verifier::new(0, 64, 1, 1).unwrap_err().name(), "invalid_argument");
    /// assert_eq!(Verifier::new(4, 63, 1, 1).unwrap_err().name(), "invalid_argument");
    /// ```
    pub fn new(
        max_batch: usize,
        bit_length: usize,
        max_aggregation: usize,
        threads: u32,
    ) -> Result<Verifier> {
        let mut v: *mut sys::ecb_bpp_verifier = std::ptr::null_mut();
        // SAFETY: valid output pointer; the bounds are checked by the call.
        check(unsafe {
            sys::ecb_bpp_verifier_create(&mut v, max_batch, bit_length, max_aggregation, threads)
        })?;
        NonNull::new(v)
            .map(|raw| Verifier { raw })
            .ok_or_else(|| Error::from_code(sys::ECB_ERR_OUT_OF_MEMORY))
    }

    /// [`verify_batch`](crate::bulletproofs_plus::verify_batch) in this verifier's memory:
    /// the same arguments, results, masks and named invalid proofs; `scratch_too_small` when
    /// the batch exceeds the verifier's bounds (more proofs, a larger n or m, more threads).
    ///
    /// ```
    /// use ecbatch::bulletproofs_plus::{BatchOptions, Mode, Verifier};
    /// let mut v = Verifier::new(2, 64, 1, 1).unwrap();
    /// let e = v.verify_batch(&[], &[], &[], Mode::VerifyOnly, &BatchOptions::default());
    /// assert_eq!(e.unwrap_err().name(), "invalid_argument"); // an empty batch
    /// ```
    pub fn verify_batch(
        &mut self,
        transcripts: &[Transcript],
        statements: &[RangeStatement],
        proofs: &[RangeProof],
        mode: Mode,
        options: &BatchOptions,
    ) -> Result<Vec<Option<Mask>>> {
        let v = self.raw.as_ptr();
        run_batch(transcripts, statements, proofs, mode, options, |a| {
            // SAFETY: v is a live verifier used by this call alone (&mut self); run_batch's
            // arguments are valid for the call (see BatchArgs).
            unsafe {
                sys::ecb_bpp_verifier_verify_batch_var(
                    v,
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
}

impl Drop for Verifier {
    fn drop(&mut self) {
        // SAFETY: created by ecb_bpp_verifier_create, freed once.
        unsafe { sys::ecb_bpp_verifier_free(self.raw.as_ptr()) };
    }
}
