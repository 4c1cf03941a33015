//! EIP-4844 KZG commitments (the consensus specification's `deneb/polynomial-commitments.md`)
//! and EIP-7594 cells (`fulu/polynomial-commitments-sampling.md`), bytes in and out as
//! c-kzg-4844 takes them: a blob is [`BYTES_PER_BLOB`] bytes (4096 field elements of 32 bytes
//! big-endian below r), commitments and proofs 48-byte compressed G1 points, z and y 32-byte
//! field elements, a [`Cell`] 2048 bytes (64 field elements) and a cell index below 128. Every input is checked (`scalar_out_of_range` for a
//! field element >= r, the G1 decoder's statuses for points); the verifiers return `Ok(())` when
//! the proof holds and `verify_failed` when it does not. Variable time: blobs are public data.
//!
//! ```no_run
//! use ecbatch::kzg::{Settings, BYTES_PER_BLOB};
//! let s = Settings::new("trusted_setup.txt", 1).unwrap();
//! let blob = vec![0u8; BYTES_PER_BLOB];
//! let c = s.blob_to_commitment(&blob).unwrap();
//! let proof = s.compute_blob_proof(&blob, &c).unwrap();
//! s.verify_blob_proof(&blob, &c, &proof).unwrap();
//! let (cells, proofs) = s.compute_cells_and_proofs(&blob).unwrap();
//! s.verify_cell_proof_batch(&[c], &[5], &cells[5..6], &proofs[5..6]).unwrap();
//! let indices: Vec<u64> = (0..64).collect();
//! assert_eq!(s.recover_cells_and_proofs(&indices, &cells[..64]).unwrap(), (cells, proofs));
//! ```
use std::ffi::CString;
use std::path::Path;
use std::ptr::NonNull;

use ecbatch_sys as sys;

use crate::error::{check, check_length, Error, Result};

/// Bytes of a blob.
pub const BYTES_PER_BLOB: usize = sys::ECB_KZG_BYTES_PER_BLOB;
/// Bytes of a commitment or a proof (a compressed G1 point).
pub const BYTES_PER_COMMITMENT: usize = sys::ECB_KZG_BYTES_PER_COMMITMENT;
/// Bytes of a proof.
pub const BYTES_PER_PROOF: usize = sys::ECB_KZG_BYTES_PER_PROOF;
/// Bytes of a field element.
pub const BYTES_PER_FIELD_ELEMENT: usize = sys::ECB_KZG_BYTES_PER_FIELD_ELEMENT;
/// The most blobs of one batch verification.
pub const MAX_BATCH: usize = sys::ECB_KZG_MAX_BATCH;
/// Bytes of a cell (64 field elements).
pub const BYTES_PER_CELL: usize = sys::ECB_KZG_BYTES_PER_CELL;
/// Cells of an extended blob.
pub const CELLS_PER_EXT_BLOB: usize = sys::ECB_KZG_CELLS_PER_EXT_BLOB;
/// The most cells of one cell-proof batch verification.
pub const MAX_CELL_BATCH: usize = sys::ECB_KZG_MAX_CELL_BATCH;

/// A cell: 64 field elements of 32 bytes, the blob's polynomial on one coset (EIP-7594).
pub type Cell = [u8; BYTES_PER_CELL];
/// The 128 cells and the 128 cell proofs of a blob.
pub type CellsAndProofs = (Vec<Cell>, Vec<[u8; 48]>);
/// The smallest fixed-base table [`Settings::precompute`] builds (4096 x 96 bytes).
pub const TABLE_MIN_BYTES: usize = sys::ECB_KZG_TABLE_MIN_BYTES;

/// A loaded trusted setup: every point decoded and checked, the parts checked to belong to one
/// secret (`setup_mismatch` when not). Immutable: `Send + Sync`, shared by threads through `&`.
/// `threads` is the thread count of the loading and of every MSM run with it (0..=256).
#[derive(Debug)]
pub struct Settings {
    raw: NonNull<sys::ecb_kzg_settings>,
}

// SAFETY: the C object is read-only after loading and its calls only read it.
unsafe impl Send for Settings {}
// SAFETY: as above.
unsafe impl Sync for Settings {}

impl Drop for Settings {
    fn drop(&mut self) {
        // SAFETY: raw came from a successful load and is freed once.
        unsafe { sys::ecb_kzg_settings_free(self.raw.as_ptr()) };
    }
}

fn wrap(code: i32, raw: *mut sys::ecb_kzg_settings) -> Result<Settings> {
    check(code)?;
    NonNull::new(raw)
        .map(|raw| Settings { raw })
        .ok_or_else(|| Error::from_code(sys::ECB_ERR_OUT_OF_MEMORY))
}

impl Settings {
    /// Loads c-kzg-4844's `trusted_setup.txt` at path: `io`, `too_long` (over 2 MiB),
    /// `setup_count`, `parse`, a point's status, `setup_mismatch`.
    pub fn new<P: AsRef<Path>>(path: P, threads: u32) -> Result<Settings> {
        use std::os::unix::ffi::OsStrExt;
        let path = CString::new(path.as_ref().as_os_str().as_bytes())
            .map_err(|_| Error::argument(sys::ECB_ERR_INVALID_ARGUMENT, "path", "holds a NUL"))?;
        let mut raw = std::ptr::null_mut();
        // SAFETY: path is NUL-terminated; raw receives the object.
        wrap(
            unsafe { sys::ecb_kzg_settings_load_file(&mut raw, path.as_ptr(), threads) },
            raw,
        )
    }

    /// The same from the file's bytes.
    pub fn from_text(text: &[u8], threads: u32) -> Result<Settings> {
        let mut raw = std::ptr::null_mut();
        // SAFETY: text is readable for its length.
        let code = unsafe {
            sys::ecb_kzg_settings_load_text(&mut raw, text.as_ptr().cast(), text.len(), threads)
        };
        wrap(code, raw)
    }

    /// From the points' compressed bytes, back to back: 4096 G1 points in Lagrange form, 65 G2
    /// points and 4096 G1 points in monomial form (`wrong_length` otherwise).
    pub fn from_bytes(
        g1_lagrange: &[u8],
        g2_monomial: &[u8],
        g1_monomial: &[u8],
        threads: u32,
    ) -> Result<Settings> {
        let mut raw = std::ptr::null_mut();
        // SAFETY: the slices are readable for their lengths, which the call checks.
        let code = unsafe {
            sys::ecb_kzg_settings_load(
                &mut raw,
                g1_lagrange.as_ptr(),
                g1_lagrange.len(),
                g2_monomial.as_ptr(),
                g2_monomial.len(),
                g1_monomial.as_ptr(),
                g1_monomial.len(),
                threads,
            )
        };
        wrap(code, raw)
    }

    /// Builds a fixed-base table of at most `memory_budget` bytes over the Lagrange points,
    /// which the commitments and proofs then use (the same bytes as without it): 0 frees the
    /// table, a budget below [`TABLE_MIN_BYTES`] is `invalid_argument` (the old table kept).
    /// 8 x 4096 x 48 bytes give 4 entries per point; 7864320 bytes or more the one-pass table,
    /// about 1.3 times faster than the plain MSM (docs/kzg.md). Takes `&mut self`: build the
    /// table before sharing the settings.
    pub fn precompute(&mut self, memory_budget: usize) -> Result<()> {
        // SAFETY: raw is a live settings object borrowed mutably: no other call uses it.
        check(unsafe { sys::ecb_kzg_settings_precompute(self.raw.as_ptr(), memory_budget) })
    }

    /// Bytes of the fixed-base table (0 when there is none).
    pub fn table_size(&self) -> usize {
        // SAFETY: raw is a live settings object.
        unsafe { sys::ecb_kzg_settings_table_size(self.raw.as_ptr()) }
    }

    /// blob_to_kzg_commitment.
    pub fn blob_to_commitment(&self, blob: &[u8]) -> Result<[u8; 48]> {
        let mut out = [0u8; 48];
        // SAFETY: out holds 48 bytes; blob is readable for its length (checked by the call).
        check(unsafe {
            sys::ecb_kzg_blob_to_commitment(
                out.as_mut_ptr(),
                blob.as_ptr(),
                blob.len(),
                self.raw.as_ptr(),
            )
        })?;
        Ok(out)
    }

    /// compute_kzg_proof: (proof, y) with y = p(z) for the blob's polynomial p.
    pub fn compute_proof(&self, blob: &[u8], z: &[u8; 32]) -> Result<([u8; 48], [u8; 32])> {
        let (mut proof, mut y) = ([0u8; 48], [0u8; 32]);
        // SAFETY: the outputs hold 48 and 32 bytes; the inputs are readable.
        check(unsafe {
            sys::ecb_kzg_compute_proof(
                proof.as_mut_ptr(),
                y.as_mut_ptr(),
                blob.as_ptr(),
                blob.len(),
                z.as_ptr(),
                self.raw.as_ptr(),
            )
        })?;
        Ok((proof, y))
    }

    /// compute_blob_kzg_proof: the proof at the blob's Fiat-Shamir challenge (the commitment
    /// is checked as a point, not as the blob's).
    pub fn compute_blob_proof(&self, blob: &[u8], commitment: &[u8; 48]) -> Result<[u8; 48]> {
        let mut out = [0u8; 48];
        // SAFETY: out holds 48 bytes; the inputs are readable.
        check(unsafe {
            sys::ecb_kzg_compute_blob_proof(
                out.as_mut_ptr(),
                blob.as_ptr(),
                blob.len(),
                commitment.as_ptr(),
                self.raw.as_ptr(),
            )
        })?;
        Ok(out)
    }

    /// verify_kzg_proof: `Ok(())` when proof shows p(z) = y for the committed p;
    /// `verify_failed` when not, or an input's status.
    pub fn verify_proof(
        &self,
        commitment: &[u8; 48],
        z: &[u8; 32],
        y: &[u8; 32],
        proof: &[u8; 48],
    ) -> Result<()> {
        // SAFETY: every input is a fixed-size array.
        check(unsafe {
            sys::ecb_kzg_verify_proof(
                commitment.as_ptr(),
                z.as_ptr(),
                y.as_ptr(),
                proof.as_ptr(),
                self.raw.as_ptr(),
            )
        })
    }

    /// verify_blob_kzg_proof: `Ok(())` when proof shows that commitment commits to blob;
    /// `verify_failed` when not, or an input's status.
    pub fn verify_blob_proof(
        &self,
        blob: &[u8],
        commitment: &[u8; 48],
        proof: &[u8; 48],
    ) -> Result<()> {
        // SAFETY: the inputs are readable for their lengths.
        check(unsafe {
            sys::ecb_kzg_verify_blob_proof(
                blob.as_ptr(),
                blob.len(),
                commitment.as_ptr(),
                proof.as_ptr(),
                self.raw.as_ptr(),
            )
        })
    }

    /// verify_blob_kzg_proof_batch: `Ok(())` when every triple verifies (also for none);
    /// `verify_failed` when one does not (which one is not said), `size_overflow` beyond
    /// [`MAX_BATCH`], `wrong_length` for a blob of another size or lists of different lengths.
    pub fn verify_blob_proof_batch(
        &self,
        blobs: &[&[u8]],
        commitments: &[[u8; 48]],
        proofs: &[[u8; 48]],
    ) -> Result<()> {
        let mut all = Vec::with_capacity(blobs.len().min(MAX_BATCH) * BYTES_PER_BLOB);
        for b in blobs.iter().take(MAX_BATCH) {
            check_length("blobs[i]", b, BYTES_PER_BLOB)?;
            all.extend_from_slice(b);
        }
        let blob_len = blobs.len().saturating_mul(BYTES_PER_BLOB);
        // SAFETY: all holds min(n, MAX_BATCH) blobs; the call refuses n above MAX_BATCH before
        // reading, and blob_len (n blobs) then matches all's length.
        check(unsafe {
            sys::ecb_kzg_verify_blob_proof_batch(
                all.as_ptr(),
                blob_len,
                commitments.as_ptr().cast(),
                commitments.len() * 48,
                proofs.as_ptr().cast(),
                proofs.len() * 48,
                blobs.len(),
                self.raw.as_ptr(),
            )
        })
    }

    /// compute_cells: the 128 cells of the blob's extension.
    pub fn compute_cells(&self, blob: &[u8]) -> Result<Vec<Cell>> {
        let mut cells = vec![[0u8; BYTES_PER_CELL]; CELLS_PER_EXT_BLOB];
        // SAFETY: cells holds 128 cells of 2048 bytes; blob is readable for its length.
        check(unsafe {
            sys::ecb_kzg_compute_cells(
                cells.as_mut_ptr().cast(),
                CELLS_PER_EXT_BLOB * BYTES_PER_CELL,
                blob.as_ptr(),
                blob.len(),
                self.raw.as_ptr(),
            )
        })?;
        Ok(cells)
    }

    /// compute_cells_and_kzg_proofs: the 128 cells and their 128 proofs (FK20).
    pub fn compute_cells_and_proofs(&self, blob: &[u8]) -> Result<CellsAndProofs> {
        let mut cells = vec![[0u8; BYTES_PER_CELL]; CELLS_PER_EXT_BLOB];
        let mut proofs = vec![[0u8; 48]; CELLS_PER_EXT_BLOB];
        // SAFETY: the outputs hold 128 cells and 128 proofs; blob is readable for its length.
        check(unsafe {
            sys::ecb_kzg_compute_cells_and_proofs(
                cells.as_mut_ptr().cast(),
                CELLS_PER_EXT_BLOB * BYTES_PER_CELL,
                proofs.as_mut_ptr().cast(),
                CELLS_PER_EXT_BLOB * 48,
                blob.as_ptr(),
                blob.len(),
                self.raw.as_ptr(),
            )
        })?;
        Ok((cells, proofs))
    }

    /// recover_cells_and_kzg_proofs: every cell and proof from at least 64 of the cells,
    /// `cells[k]` the cell of column `cell_indices[k]`, the indices ascending: `too_few`,
    /// `size_overflow` (more than 128), `index_out_of_range`, `duplicate_index`, `index_order`,
    /// `wrong_length` (lists of different lengths), a cell's `scalar_out_of_range`.
    pub fn recover_cells_and_proofs(
        &self,
        cell_indices: &[u64],
        cells: &[Cell],
    ) -> Result<CellsAndProofs> {
        let mut out = vec![[0u8; BYTES_PER_CELL]; CELLS_PER_EXT_BLOB];
        let mut proofs = vec![[0u8; 48]; CELLS_PER_EXT_BLOB];
        // SAFETY: the outputs hold 128 cells and 128 proofs; the call reads n = the indices'
        // count of indices, and cells only after checking that cells_len (its length in bytes)
        // is n cells.
        check(unsafe {
            sys::ecb_kzg_recover_cells_and_proofs(
                out.as_mut_ptr().cast(),
                CELLS_PER_EXT_BLOB * BYTES_PER_CELL,
                proofs.as_mut_ptr().cast(),
                CELLS_PER_EXT_BLOB * 48,
                cell_indices.as_ptr(),
                cells.as_ptr().cast(),
                std::mem::size_of_val(cells),
                cell_indices.len(),
                self.raw.as_ptr(),
            )
        })?;
        Ok((out, proofs))
    }

    /// verify_cell_kzg_proof_batch: `Ok(())` when every cell k verifies against
    /// `commitments[k]`, its column `cell_indices[k]` and `proofs[k]` (also for none);
    /// `verify_failed` when one does not (which one is not said), `size_overflow` beyond
    /// [`MAX_CELL_BATCH`], `wrong_length` for lists of different lengths,
    /// `index_out_of_range` for an index of 128 or more, or an input's status.
    pub fn verify_cell_proof_batch(
        &self,
        commitments: &[[u8; 48]],
        cell_indices: &[u64],
        cells: &[Cell],
        proofs: &[[u8; 48]],
    ) -> Result<()> {
        // SAFETY: n is the indices' count; the call checks every other length against n (in
        // bytes) before reading.
        check(unsafe {
            sys::ecb_kzg_verify_cell_proof_batch(
                commitments.as_ptr().cast(),
                std::mem::size_of_val(commitments),
                cell_indices.as_ptr(),
                cells.as_ptr().cast(),
                std::mem::size_of_val(cells),
                proofs.as_ptr().cast(),
                std::mem::size_of_val(proofs),
                cell_indices.len(),
                self.raw.as_ptr(),
            )
        })
    }
}
