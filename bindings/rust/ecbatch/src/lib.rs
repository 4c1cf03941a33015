//! Safe Rust API of ecbatch, the C library for fast multi-scalar multiplication and the batch
//! verification protocols built on it:
//!
//! - [`ristretto255`], [`bls12_381`], [`bls12_377`], [`bn254`]: points and scalars with `from_bytes` /
//!   `to_bytes`, hashing to the curve, and MSM;
//! - [`msm`]: MSM with a chosen strategy, thread count and reusable scratch;
//! - [`merlin`]: transcripts; [`bulletproofs_plus`]: tari-compatible range proofs and batch
//!   verification; [`bte`]: batched threshold decryption;
//! - [`bls`]: BLS signatures (min-pk and min-sig) and their batch verification; [`pairing`]:
//!   the BLS12-381 pairing, multi-pairings and the group GT.
//! - [`kzg`]: EIP-4844 KZG commitments (c-kzg-4844's functions on a loaded trusted setup).
//!
//! Every fallible call returns [`Result`] with the one [`Error`] type: an `ecb_status`, its
//! [`ErrorKind`] and a [`Detail`] (the argument or items at fault, lengths, index, bound).
//! Secret-bearing values (scalars, shares, witnesses, transcripts, plaintexts) are wiped when
//! dropped. Points and scalars are `Send + Sync`; so are the immutable C objects (parameters,
//! key material, ciphertexts, requests, responses); an [`msm::Msm`] holds scratch and is used
//! through `&mut`.
//!
//! # CPU features
//!
//! The C library picks its kernels once per process at run time (CPUID, and XGETBV for the
//! OS's AVX-512 state), so nothing is set at build time (no `-C target-cpu`): `ifma` (AVX2,
//! AVX-512F, AVX-512VL and AVX-512 IFMA, the AVX-512 registers saved by the OS: eight lanes of
//! 52-bit limbs), else `adx` (BMI2 MULX and ADX ADCX/ADOX, radix 2^64), else `portable` C (the
//! only level off x86-64). Every level gives identical bytes; the environment variable
//! `ECBATCH_CPU=portable|adx|ifma` caps the level for the process.
//!
//! ```
//! use ecbatch::bls12_381::{G1, Scalar};
//! let points = vec![G1::generator().to_affine(); 4];
//! let scalars: Vec<Scalar> = (1..=4u64).map(Scalar::from_u64).collect();
//! assert_eq!(G1::msm(&points, &scalars).unwrap(), G1::generator() * &Scalar::from_u64(10));
//! ```
#![deny(missing_docs)]

#[macro_use]
mod scalar;

pub mod bls;
pub mod bls12_377;
pub mod bls12_381;
pub mod bn254;
mod bls12_381_io;
mod bpp_verifier;
pub mod bte;
mod bte_files;
pub mod bulletproofs_plus;
mod decode_batch;
mod error;
mod error_kind;
pub mod kzg;
pub mod merlin;
pub mod msm;
mod msm_fixed;
mod msm_multi;
mod os_random;
pub mod pairing;
pub mod ristretto255;

pub use error::{status_name, Detail, Error, Result};
pub use error_kind::ErrorKind;

/// Lower-case hex of bytes (for Debug output).
pub(crate) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{:02x}", b)).collect()
}
