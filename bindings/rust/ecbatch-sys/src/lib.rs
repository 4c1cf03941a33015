//! Raw declarations of the ecbatch C API (`include/ecbatch.h` and `include/ecbatch/*.h`),
//! written by hand. Every item mirrors its C namesake; the headers document the contracts.
//! Use the `ecbatch` crate for a safe interface.
//!
//! ```
//! let name = unsafe { std::ffi::CStr::from_ptr(ecbatch_sys::ecb_status_str(ecbatch_sys::ECB_ERR_ZERO)) };
//! assert_eq!(name.to_str().unwrap(), "zero");
//! ```
#![allow(non_camel_case_types, non_upper_case_globals, non_snake_case)]

use std::os::raw::{c_char, c_int, c_uint, c_void};

// ---- status.h -------------------------------------------------------------------------------

/// `ecb_status`: `ECB_OK` or a negative error code.
pub type ecb_status = c_int;
pub const ECB_OK: ecb_status = 0;
pub const ECB_ERR_NULL_POINTER: ecb_status = -1;
pub const ECB_ERR_INVALID_ARGUMENT: ecb_status = -2;
pub const ECB_ERR_LENGTH: ecb_status = -3;
pub const ECB_ERR_SIZE_OVERFLOW: ecb_status = -4;
pub const ECB_ERR_OUT_OF_MEMORY: ecb_status = -5;
pub const ECB_ERR_SCRATCH_TOO_SMALL: ecb_status = -6;
pub const ECB_ERR_UNSUPPORTED: ecb_status = -7;
pub const ECB_ERR_THREADS: ecb_status = -8;
pub const ECB_ERR_IO: ecb_status = -9;
pub const ECB_ERR_PARSE: ecb_status = -10;
pub const ECB_ERR_LENGTH_MISMATCH: ecb_status = -11;
pub const ECB_ERR_RANDOMNESS: ecb_status = -12;
pub const ECB_ERR_TOO_LONG: ecb_status = -13;
pub const ECB_ERR_FORMAT_VERSION: ecb_status = -14;
pub const ECB_ERR_WRONG_GROUP: ecb_status = -15;
pub const ECB_ERR_CHECKSUM: ecb_status = -16;
pub const ECB_ERR_NON_CANONICAL: ecb_status = -20;
pub const ECB_ERR_NEGATIVE: ecb_status = -21;
pub const ECB_ERR_NON_SQUARE: ecb_status = -22;
pub const ECB_ERR_NEGATIVE_XY: ecb_status = -23;
pub const ECB_ERR_Y_ZERO: ecb_status = -24;
pub const ECB_ERR_NOT_ON_CURVE: ecb_status = -25;
pub const ECB_ERR_NOT_IN_SUBGROUP: ecb_status = -26;
pub const ECB_ERR_BAD_FLAGS: ecb_status = -27;
pub const ECB_ERR_INFINITY_PAYLOAD: ecb_status = -28;
pub const ECB_ERR_SCALAR_OUT_OF_RANGE: ecb_status = -29;
pub const ECB_ERR_IDENTITY: ecb_status = -30;
pub const ECB_ERR_ZERO: ecb_status = -31;
pub const ECB_ERR_VERIFY_FAILED: ecb_status = -40;
pub const ECB_ERR_PROOF_FORMAT: ecb_status = -41;
pub const ECB_ERR_TRANSCRIPT: ecb_status = -42;
pub const ECB_ERR_VALUE_OUT_OF_RANGE: ecb_status = -43;
pub const ECB_ERR_PROMISE: ecb_status = -44;
pub const ECB_ERR_PARAMETERS: ecb_status = -45;
pub const ECB_ERR_DUPLICATE_INDEX: ecb_status = -46;
pub const ECB_ERR_INDEX_OUT_OF_RANGE: ecb_status = -47;
pub const ECB_ERR_TOO_FEW: ecb_status = -48;
pub const ECB_ERR_INVALID_CIPHERTEXT: ecb_status = -49;
pub const ECB_ERR_INVALID_RESPONSE: ecb_status = -50;
pub const ECB_ERR_MISMATCH: ecb_status = -51;
pub const ECB_ERR_INDEX_MISMATCH: ecb_status = -52;
pub const ECB_ERR_NO_VALID_CIPHERTEXTS: ecb_status = -53;
pub const ECB_ERR_INVALID_CIPHERTEXT_SET: ecb_status = -54;
pub const ECB_ERR_THRESHOLD_MISMATCH: ecb_status = -55;
pub const ECB_ERR_REPEATED_GENERATOR: ecb_status = -56;
pub const ECB_ERR_ZERO_INDEX: ecb_status = -57;
pub const ECB_ERR_SETUP_COUNT: ecb_status = -58;
pub const ECB_ERR_SETUP_MISMATCH: ecb_status = -59;
pub const ECB_ERR_INDEX_ORDER: ecb_status = -60;

extern "C" {
    pub fn ecb_status_str(status: ecb_status) -> *const c_char;
}

// ---- ristretto255.h -------------------------------------------------------------------------

pub const ECB_RISTRETTO255_BYTES: usize = 32;
pub const ECB_RISTRETTO255_SCALAR_BYTES: usize = 32;
pub const ECB_RISTRETTO255_UNIFORM_BYTES: usize = 64;

#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ecb_fe25519 {
    pub v: [u64; 5],
}

#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ecb_ristretto255_point {
    pub X: ecb_fe25519,
    pub Y: ecb_fe25519,
    pub Z: ecb_fe25519,
    pub T: ecb_fe25519,
}

#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ecb_ristretto255_scalar {
    pub v: [u64; 4],
}

extern "C" {
    pub fn ecb_ristretto255_decode(
        out: *mut ecb_ristretto255_point,
        input: *const u8,
    ) -> ecb_status;
    pub fn ecb_ristretto255_encode(out: *mut u8, p: *const ecb_ristretto255_point);
    pub fn ecb_ristretto255_equal(
        a: *const ecb_ristretto255_point,
        b: *const ecb_ristretto255_point,
    ) -> c_int;
    pub fn ecb_ristretto255_is_identity(p: *const ecb_ristretto255_point) -> c_int;
    pub fn ecb_ristretto255_from_uniform_bytes(out: *mut ecb_ristretto255_point, input: *const u8);
    pub fn ecb_ristretto255_identity(out: *mut ecb_ristretto255_point);
    pub fn ecb_ristretto255_base(out: *mut ecb_ristretto255_point);
    pub fn ecb_ristretto255_add(
        out: *mut ecb_ristretto255_point,
        a: *const ecb_ristretto255_point,
        b: *const ecb_ristretto255_point,
    );
    pub fn ecb_ristretto255_sub(
        out: *mut ecb_ristretto255_point,
        a: *const ecb_ristretto255_point,
        b: *const ecb_ristretto255_point,
    );
    pub fn ecb_ristretto255_double(
        out: *mut ecb_ristretto255_point,
        a: *const ecb_ristretto255_point,
    );
    pub fn ecb_ristretto255_negate(
        out: *mut ecb_ristretto255_point,
        a: *const ecb_ristretto255_point,
    );
    pub fn ecb_ristretto255_scalar_mult(
        out: *mut ecb_ristretto255_point,
        k: *const ecb_ristretto255_scalar,
        p: *const ecb_ristretto255_point,
    );
    pub fn ecb_ristretto255_base_mult(
        out: *mut ecb_ristretto255_point,
        k: *const ecb_ristretto255_scalar,
    );
    pub fn ecb_ristretto255_double_scalar_mult_var(
        out: *mut ecb_ristretto255_point,
        a: *const ecb_ristretto255_scalar,
        A: *const ecb_ristretto255_point,
        b: *const ecb_ristretto255_scalar,
    );
    pub fn ecb_ristretto255_scalar_decode(
        out: *mut ecb_ristretto255_scalar,
        input: *const u8,
    ) -> ecb_status;
    pub fn ecb_ristretto255_scalar_encode(out: *mut u8, s: *const ecb_ristretto255_scalar);
    pub fn ecb_ristretto255_scalar_reduce64(out: *mut ecb_ristretto255_scalar, input: *const u8);
    pub fn ecb_ristretto255_scalar_from_u64(out: *mut ecb_ristretto255_scalar, v: u64);
    pub fn ecb_ristretto255_scalar_add(
        out: *mut ecb_ristretto255_scalar,
        a: *const ecb_ristretto255_scalar,
        b: *const ecb_ristretto255_scalar,
    );
    pub fn ecb_ristretto255_scalar_sub(
        out: *mut ecb_ristretto255_scalar,
        a: *const ecb_ristretto255_scalar,
        b: *const ecb_ristretto255_scalar,
    );
    pub fn ecb_ristretto255_scalar_neg(
        out: *mut ecb_ristretto255_scalar,
        a: *const ecb_ristretto255_scalar,
    );
    pub fn ecb_ristretto255_scalar_mul(
        out: *mut ecb_ristretto255_scalar,
        a: *const ecb_ristretto255_scalar,
        b: *const ecb_ristretto255_scalar,
    );
    pub fn ecb_ristretto255_scalar_sqr(
        out: *mut ecb_ristretto255_scalar,
        a: *const ecb_ristretto255_scalar,
    );
    pub fn ecb_ristretto255_scalar_invert(
        out: *mut ecb_ristretto255_scalar,
        a: *const ecb_ristretto255_scalar,
    ) -> ecb_status;
    pub fn ecb_ristretto255_scalar_batch_invert(
        out: *mut ecb_ristretto255_scalar,
        input: *const ecb_ristretto255_scalar,
        n: usize,
        scratch: *mut ecb_ristretto255_scalar,
    ) -> ecb_status;
    pub fn ecb_ristretto255_scalar_is_zero(a: *const ecb_ristretto255_scalar) -> c_int;
    pub fn ecb_ristretto255_scalar_equal(
        a: *const ecb_ristretto255_scalar,
        b: *const ecb_ristretto255_scalar,
    ) -> c_int;
}

extern "C" {
    pub fn ecb_ristretto255_decode_batch_var(
        out: *mut ecb_ristretto255_point,
        status: *mut ecb_status,
        input: *const u8,
        n: usize,
        threads: c_uint,
    ) -> ecb_status;
}

// ---- bls12_381.h ----------------------------------------------------------------------------

pub const ECB_BLS12_381_G1_BYTES: usize = 48;
pub const ECB_BLS12_381_G1_UNCOMPRESSED_BYTES: usize = 96;
pub const ECB_BLS12_381_G2_BYTES: usize = 96;
pub const ECB_BLS12_381_G2_UNCOMPRESSED_BYTES: usize = 192;
pub const ECB_BLS12_381_SCALAR_BYTES: usize = 32;

#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ecb_bls12_381_fp {
    pub v: [u64; 6],
}
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ecb_bls12_381_fp2 {
    pub c0: ecb_bls12_381_fp,
    pub c1: ecb_bls12_381_fp,
}
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ecb_bls12_381_g1 {
    pub X: ecb_bls12_381_fp,
    pub Y: ecb_bls12_381_fp,
    pub Z: ecb_bls12_381_fp,
}
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ecb_bls12_381_g2 {
    pub X: ecb_bls12_381_fp2,
    pub Y: ecb_bls12_381_fp2,
    pub Z: ecb_bls12_381_fp2,
}
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ecb_bls12_381_g1_affine {
    pub x: ecb_bls12_381_fp,
    pub y: ecb_bls12_381_fp,
}
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ecb_bls12_381_g2_affine {
    pub x: ecb_bls12_381_fp2,
    pub y: ecb_bls12_381_fp2,
}
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ecb_bls12_381_scalar {
    pub v: [u64; 4],
}

extern "C" {
    pub fn ecb_bls12_381_g1_decode(out: *mut ecb_bls12_381_g1, input: *const u8) -> ecb_status;
    pub fn ecb_bls12_381_g1_decode_uncompressed(
        out: *mut ecb_bls12_381_g1,
        input: *const u8,
    ) -> ecb_status;
    pub fn ecb_bls12_381_g1_encode(out: *mut u8, p: *const ecb_bls12_381_g1);
    pub fn ecb_bls12_381_g1_encode_uncompressed(out: *mut u8, p: *const ecb_bls12_381_g1);
    pub fn ecb_bls12_381_g1_identity(out: *mut ecb_bls12_381_g1);
    pub fn ecb_bls12_381_g1_generator(out: *mut ecb_bls12_381_g1);
    pub fn ecb_bls12_381_g1_is_identity(p: *const ecb_bls12_381_g1) -> c_int;
    pub fn ecb_bls12_381_g1_equal(a: *const ecb_bls12_381_g1, b: *const ecb_bls12_381_g1) -> c_int;
    pub fn ecb_bls12_381_g1_add(
        out: *mut ecb_bls12_381_g1,
        a: *const ecb_bls12_381_g1,
        b: *const ecb_bls12_381_g1,
    );
    pub fn ecb_bls12_381_g1_double(out: *mut ecb_bls12_381_g1, a: *const ecb_bls12_381_g1);
    pub fn ecb_bls12_381_g1_negate(out: *mut ecb_bls12_381_g1, a: *const ecb_bls12_381_g1);
    pub fn ecb_bls12_381_g1_mul(
        out: *mut ecb_bls12_381_g1,
        k: *const ecb_bls12_381_scalar,
        p: *const ecb_bls12_381_g1,
    );
    pub fn ecb_bls12_381_g1_mul_var(
        out: *mut ecb_bls12_381_g1,
        k: *const ecb_bls12_381_scalar,
        p: *const ecb_bls12_381_g1,
    );
    pub fn ecb_bls12_381_g1_is_in_subgroup_var(p: *const ecb_bls12_381_g1) -> c_int;
    pub fn ecb_bls12_381_g2_decode(out: *mut ecb_bls12_381_g2, input: *const u8) -> ecb_status;
    pub fn ecb_bls12_381_g2_decode_uncompressed(
        out: *mut ecb_bls12_381_g2,
        input: *const u8,
    ) -> ecb_status;
    pub fn ecb_bls12_381_g2_encode(out: *mut u8, p: *const ecb_bls12_381_g2);
    pub fn ecb_bls12_381_g2_encode_uncompressed(out: *mut u8, p: *const ecb_bls12_381_g2);
    pub fn ecb_bls12_381_g2_identity(out: *mut ecb_bls12_381_g2);
    pub fn ecb_bls12_381_g2_generator(out: *mut ecb_bls12_381_g2);
    pub fn ecb_bls12_381_g2_is_identity(p: *const ecb_bls12_381_g2) -> c_int;
    pub fn ecb_bls12_381_g2_equal(a: *const ecb_bls12_381_g2, b: *const ecb_bls12_381_g2) -> c_int;
    pub fn ecb_bls12_381_g2_add(
        out: *mut ecb_bls12_381_g2,
        a: *const ecb_bls12_381_g2,
        b: *const ecb_bls12_381_g2,
    );
    pub fn ecb_bls12_381_g2_double(out: *mut ecb_bls12_381_g2, a: *const ecb_bls12_381_g2);
    pub fn ecb_bls12_381_g2_negate(out: *mut ecb_bls12_381_g2, a: *const ecb_bls12_381_g2);
    pub fn ecb_bls12_381_g2_mul(
        out: *mut ecb_bls12_381_g2,
        k: *const ecb_bls12_381_scalar,
        p: *const ecb_bls12_381_g2,
    );
    pub fn ecb_bls12_381_g2_mul_var(
        out: *mut ecb_bls12_381_g2,
        k: *const ecb_bls12_381_scalar,
        p: *const ecb_bls12_381_g2,
    );
    pub fn ecb_bls12_381_g2_is_in_subgroup_var(p: *const ecb_bls12_381_g2) -> c_int;
    pub fn ecb_bls12_381_g1_to_affine(
        out: *mut ecb_bls12_381_g1_affine,
        p: *const ecb_bls12_381_g1,
    );
    pub fn ecb_bls12_381_g2_to_affine(
        out: *mut ecb_bls12_381_g2_affine,
        p: *const ecb_bls12_381_g2,
    );
    pub fn ecb_bls12_381_g1_batch_to_affine(
        out: *mut ecb_bls12_381_g1_affine,
        input: *const ecb_bls12_381_g1,
        n: usize,
    );
    pub fn ecb_bls12_381_g2_batch_to_affine(
        out: *mut ecb_bls12_381_g2_affine,
        input: *const ecb_bls12_381_g2,
        n: usize,
    );
    pub fn ecb_bls12_381_g1_from_affine(
        out: *mut ecb_bls12_381_g1,
        p: *const ecb_bls12_381_g1_affine,
    );
    pub fn ecb_bls12_381_g2_from_affine(
        out: *mut ecb_bls12_381_g2,
        p: *const ecb_bls12_381_g2_affine,
    );
    pub fn ecb_bls12_381_g1_hash_to_curve(
        out: *mut ecb_bls12_381_g1,
        msg: *const u8,
        msg_len: usize,
        dst: *const u8,
        dst_len: usize,
    ) -> ecb_status;
    pub fn ecb_bls12_381_g1_encode_to_curve(
        out: *mut ecb_bls12_381_g1,
        msg: *const u8,
        msg_len: usize,
        dst: *const u8,
        dst_len: usize,
    ) -> ecb_status;
    pub fn ecb_bls12_381_g2_hash_to_curve(
        out: *mut ecb_bls12_381_g2,
        msg: *const u8,
        msg_len: usize,
        dst: *const u8,
        dst_len: usize,
    ) -> ecb_status;
    pub fn ecb_bls12_381_g2_encode_to_curve(
        out: *mut ecb_bls12_381_g2,
        msg: *const u8,
        msg_len: usize,
        dst: *const u8,
        dst_len: usize,
    ) -> ecb_status;
    pub fn ecb_bls12_381_scalar_decode(
        out: *mut ecb_bls12_381_scalar,
        input: *const u8,
    ) -> ecb_status;
    pub fn ecb_bls12_381_scalar_encode(out: *mut u8, s: *const ecb_bls12_381_scalar);
    pub fn ecb_bls12_381_scalar_reduce64(out: *mut ecb_bls12_381_scalar, input: *const u8);
    pub fn ecb_bls12_381_scalar_from_u64(out: *mut ecb_bls12_381_scalar, v: u64);
    pub fn ecb_bls12_381_scalar_add(
        out: *mut ecb_bls12_381_scalar,
        a: *const ecb_bls12_381_scalar,
        b: *const ecb_bls12_381_scalar,
    );
    pub fn ecb_bls12_381_scalar_sub(
        out: *mut ecb_bls12_381_scalar,
        a: *const ecb_bls12_381_scalar,
        b: *const ecb_bls12_381_scalar,
    );
    pub fn ecb_bls12_381_scalar_neg(out: *mut ecb_bls12_381_scalar, a: *const ecb_bls12_381_scalar);
    pub fn ecb_bls12_381_scalar_mul(
        out: *mut ecb_bls12_381_scalar,
        a: *const ecb_bls12_381_scalar,
        b: *const ecb_bls12_381_scalar,
    );
    pub fn ecb_bls12_381_scalar_invert(
        out: *mut ecb_bls12_381_scalar,
        a: *const ecb_bls12_381_scalar,
    ) -> ecb_status;
    pub fn ecb_bls12_381_scalar_batch_invert(
        out: *mut ecb_bls12_381_scalar,
        input: *const ecb_bls12_381_scalar,
        n: usize,
        scratch: *mut ecb_bls12_381_scalar,
    ) -> ecb_status;
    pub fn ecb_bls12_381_scalar_is_zero(a: *const ecb_bls12_381_scalar) -> c_int;
    pub fn ecb_bls12_381_scalar_equal(
        a: *const ecb_bls12_381_scalar,
        b: *const ecb_bls12_381_scalar,
    ) -> c_int;
}

extern "C" {
    pub fn ecb_bls12_381_g1_decode_affine(
        out: *mut ecb_bls12_381_g1_affine,
        input: *const u8,
    ) -> ecb_status;
    pub fn ecb_bls12_381_g1_decode_affine_uncompressed(
        out: *mut ecb_bls12_381_g1_affine,
        input: *const u8,
    ) -> ecb_status;
    pub fn ecb_bls12_381_g2_decode_affine(
        out: *mut ecb_bls12_381_g2_affine,
        input: *const u8,
    ) -> ecb_status;
    pub fn ecb_bls12_381_g2_decode_affine_uncompressed(
        out: *mut ecb_bls12_381_g2_affine,
        input: *const u8,
    ) -> ecb_status;
    pub fn ecb_bls12_381_g1_batch_decode_affine(
        out: *mut ecb_bls12_381_g1_affine,
        n: usize,
        input: *const u8,
        in_len: usize,
        threads: c_uint,
        statuses: *mut ecb_status,
        first_bad: *mut usize,
    ) -> ecb_status;
    pub fn ecb_bls12_381_g1_batch_decode_affine_uncompressed(
        out: *mut ecb_bls12_381_g1_affine,
        n: usize,
        input: *const u8,
        in_len: usize,
        threads: c_uint,
        statuses: *mut ecb_status,
        first_bad: *mut usize,
    ) -> ecb_status;
    pub fn ecb_bls12_381_g2_batch_decode_affine(
        out: *mut ecb_bls12_381_g2_affine,
        n: usize,
        input: *const u8,
        in_len: usize,
        threads: c_uint,
        statuses: *mut ecb_status,
        first_bad: *mut usize,
    ) -> ecb_status;
    pub fn ecb_bls12_381_g2_batch_decode_affine_uncompressed(
        out: *mut ecb_bls12_381_g2_affine,
        n: usize,
        input: *const u8,
        in_len: usize,
        threads: c_uint,
        statuses: *mut ecb_status,
        first_bad: *mut usize,
    ) -> ecb_status;
    pub fn ecb_bls12_381_g1_affine_from_raw_unchecked(
        out: *mut ecb_bls12_381_g1_affine,
        input: *const u8,
    ) -> ecb_status;
    pub fn ecb_bls12_381_g2_affine_from_raw_unchecked(
        out: *mut ecb_bls12_381_g2_affine,
        input: *const u8,
    ) -> ecb_status;
    pub fn ecb_bls12_381_g1_hash_to_curve_aug(
        out: *mut ecb_bls12_381_g1,
        aug: *const u8,
        aug_len: usize,
        msg: *const u8,
        msg_len: usize,
        dst: *const u8,
        dst_len: usize,
    ) -> ecb_status;
    pub fn ecb_bls12_381_g2_hash_to_curve_aug(
        out: *mut ecb_bls12_381_g2,
        aug: *const u8,
        aug_len: usize,
        msg: *const u8,
        msg_len: usize,
        dst: *const u8,
        dst_len: usize,
    ) -> ecb_status;
    pub fn ecb_bls12_381_hash_to_field_fp(
        u: *mut ecb_bls12_381_fp,
        count: usize,
        msg: *const u8,
        msg_len: usize,
        dst: *const u8,
        dst_len: usize,
    ) -> ecb_status;
    pub fn ecb_bls12_381_hash_to_field_fp2(
        u: *mut ecb_bls12_381_fp2,
        count: usize,
        msg: *const u8,
        msg_len: usize,
        dst: *const u8,
        dst_len: usize,
    ) -> ecb_status;
    pub fn ecb_bls12_381_g1_map_to_curve(out: *mut ecb_bls12_381_g1, u: *const ecb_bls12_381_fp);
    pub fn ecb_bls12_381_g2_map_to_curve(out: *mut ecb_bls12_381_g2, u: *const ecb_bls12_381_fp2);
    pub fn ecb_bls12_381_g1_clear_cofactor(out: *mut ecb_bls12_381_g1, p: *const ecb_bls12_381_g1);
    pub fn ecb_bls12_381_g2_clear_cofactor(out: *mut ecb_bls12_381_g2, p: *const ecb_bls12_381_g2);
    pub fn ecb_bls12_381_fp_decode(out: *mut ecb_bls12_381_fp, input: *const u8) -> ecb_status;
    pub fn ecb_bls12_381_fp_encode(out: *mut u8, a: *const ecb_bls12_381_fp);
    pub fn ecb_bls12_381_scalar_decode_le(
        out: *mut ecb_bls12_381_scalar,
        input: *const u8,
    ) -> ecb_status;
    pub fn ecb_bls12_381_scalar_encode_le(out: *mut u8, s: *const ecb_bls12_381_scalar);
    pub fn ecb_bls12_381_scalar_reduce64_le(out: *mut ecb_bls12_381_scalar, input: *const u8);
}

// ---- bls12_377.h ----------------------------------------------------------------------------

pub const ECB_BLS12_377_G1_BYTES: usize = 48;
pub const ECB_BLS12_377_G1_UNCOMPRESSED_BYTES: usize = 96;
pub const ECB_BLS12_377_SCALAR_BYTES: usize = 32;

#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ecb_bls12_377_fp {
    pub v: [u64; 6],
}
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ecb_bls12_377_g1 {
    pub X: ecb_bls12_377_fp,
    pub Y: ecb_bls12_377_fp,
    pub Z: ecb_bls12_377_fp,
}
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ecb_bls12_377_g1_affine {
    pub x: ecb_bls12_377_fp,
    pub y: ecb_bls12_377_fp,
}
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ecb_bls12_377_scalar {
    pub v: [u64; 4],
}

extern "C" {
    pub static ECB_BLS12_377_G1_GENERATOR: ecb_bls12_377_g1;
    pub static ECB_BLS12_377_G1_GENERATOR_SNARKVM: ecb_bls12_377_g1;
    pub fn ecb_bls12_377_g1_decode(out: *mut ecb_bls12_377_g1, input: *const u8) -> ecb_status;
    pub fn ecb_bls12_377_g1_encode(out: *mut u8, p: *const ecb_bls12_377_g1);
    pub fn ecb_bls12_377_g1_decode_uncompressed(
        out: *mut ecb_bls12_377_g1,
        input: *const u8,
    ) -> ecb_status;
    pub fn ecb_bls12_377_g1_encode_uncompressed(out: *mut u8, p: *const ecb_bls12_377_g1);
    pub fn ecb_bls12_377_g1_decode_ark(out: *mut ecb_bls12_377_g1, input: *const u8) -> ecb_status;
    pub fn ecb_bls12_377_g1_encode_ark(out: *mut u8, p: *const ecb_bls12_377_g1);
    pub fn ecb_bls12_377_g1_decode_ark_uncompressed(
        out: *mut ecb_bls12_377_g1,
        input: *const u8,
    ) -> ecb_status;
    pub fn ecb_bls12_377_g1_encode_ark_uncompressed(out: *mut u8, p: *const ecb_bls12_377_g1);
    pub fn ecb_bls12_377_g1_decode_snarkvm_uncompressed(
        out: *mut ecb_bls12_377_g1,
        input: *const u8,
    ) -> ecb_status;
    pub fn ecb_bls12_377_g1_encode_snarkvm_uncompressed(out: *mut u8, p: *const ecb_bls12_377_g1);
    pub fn ecb_bls12_377_g1_identity(out: *mut ecb_bls12_377_g1);
    pub fn ecb_bls12_377_g1_is_identity(p: *const ecb_bls12_377_g1) -> c_int;
    pub fn ecb_bls12_377_g1_equal(a: *const ecb_bls12_377_g1, b: *const ecb_bls12_377_g1) -> c_int;
    pub fn ecb_bls12_377_g1_add(
        out: *mut ecb_bls12_377_g1,
        a: *const ecb_bls12_377_g1,
        b: *const ecb_bls12_377_g1,
    );
    pub fn ecb_bls12_377_g1_double(out: *mut ecb_bls12_377_g1, a: *const ecb_bls12_377_g1);
    pub fn ecb_bls12_377_g1_negate(out: *mut ecb_bls12_377_g1, a: *const ecb_bls12_377_g1);
    pub fn ecb_bls12_377_g1_mul(
        out: *mut ecb_bls12_377_g1,
        k: *const ecb_bls12_377_scalar,
        p: *const ecb_bls12_377_g1,
    );
    pub fn ecb_bls12_377_g1_mul_var(
        out: *mut ecb_bls12_377_g1,
        k: *const ecb_bls12_377_scalar,
        p: *const ecb_bls12_377_g1,
    );
    pub fn ecb_bls12_377_g1_is_in_subgroup_var(p: *const ecb_bls12_377_g1) -> c_int;
    pub fn ecb_bls12_377_g1_to_affine(
        out: *mut ecb_bls12_377_g1_affine,
        p: *const ecb_bls12_377_g1,
    );
    pub fn ecb_bls12_377_g1_batch_to_affine(
        out: *mut ecb_bls12_377_g1_affine,
        input: *const ecb_bls12_377_g1,
        n: usize,
    );
    pub fn ecb_bls12_377_g1_from_affine(
        out: *mut ecb_bls12_377_g1,
        p: *const ecb_bls12_377_g1_affine,
    );
    pub fn ecb_bls12_377_scalar_decode(
        out: *mut ecb_bls12_377_scalar,
        input: *const u8,
    ) -> ecb_status;
    pub fn ecb_bls12_377_scalar_encode(out: *mut u8, s: *const ecb_bls12_377_scalar);
    pub fn ecb_bls12_377_scalar_from_u64(out: *mut ecb_bls12_377_scalar, v: u64);
}

pub type ecb_bls12_377_encoding = c_int;
pub const ECB_BLS12_377_GNARK: ecb_bls12_377_encoding = 0;
pub const ECB_BLS12_377_GNARK_UNCOMPRESSED: ecb_bls12_377_encoding = 1;
pub const ECB_BLS12_377_ARK: ecb_bls12_377_encoding = 2;
pub const ECB_BLS12_377_ARK_UNCOMPRESSED: ecb_bls12_377_encoding = 3;
pub const ECB_BLS12_377_SNARKVM_UNCOMPRESSED: ecb_bls12_377_encoding = 4;

extern "C" {
    pub fn ecb_bls12_377_encoding_bytes(enc: ecb_bls12_377_encoding) -> usize;
    pub fn ecb_bls12_377_g1_decode_affine(
        out: *mut ecb_bls12_377_g1_affine,
        input: *const u8,
        in_len: usize,
        enc: ecb_bls12_377_encoding,
    ) -> ecb_status;
    pub fn ecb_bls12_377_g1_batch_decode_affine(
        out: *mut ecb_bls12_377_g1_affine,
        n: usize,
        input: *const u8,
        in_len: usize,
        enc: ecb_bls12_377_encoding,
        threads: c_uint,
        statuses: *mut ecb_status,
        first_bad: *mut usize,
    ) -> ecb_status;
    pub fn ecb_bls12_377_g1_affine_from_raw_unchecked(
        out: *mut ecb_bls12_377_g1_affine,
        input: *const u8,
        in_len: usize,
        enc: ecb_bls12_377_encoding,
    ) -> ecb_status;
    pub fn ecb_bls12_377_scalar_decode_le(
        out: *mut ecb_bls12_377_scalar,
        input: *const u8,
    ) -> ecb_status;
    pub fn ecb_bls12_377_scalar_encode_le(out: *mut u8, s: *const ecb_bls12_377_scalar);
    pub fn ecb_bls12_377_scalar_reduce64(out: *mut ecb_bls12_377_scalar, input: *const u8);
    pub fn ecb_bls12_377_scalar_reduce64_le(out: *mut ecb_bls12_377_scalar, input: *const u8);
}

// ---- bn254.h --------------------------------------------------------------------------------

pub const ECB_BN254_G1_BYTES: usize = 32;
pub const ECB_BN254_G1_UNCOMPRESSED_BYTES: usize = 64;
pub const ECB_BN254_SCALAR_BYTES: usize = 32;

#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ecb_bn254_fp {
    pub v: [u64; 4],
}
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ecb_bn254_g1 {
    pub X: ecb_bn254_fp,
    pub Y: ecb_bn254_fp,
    pub Z: ecb_bn254_fp,
}
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ecb_bn254_g1_affine {
    pub x: ecb_bn254_fp,
    pub y: ecb_bn254_fp,
}
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ecb_bn254_scalar {
    pub v: [u64; 4],
}

pub type ecb_bn254_encoding = c_int;
pub const ECB_BN254_GNARK: ecb_bn254_encoding = 0;
pub const ECB_BN254_EIP196: ecb_bn254_encoding = 1;

extern "C" {
    pub static ECB_BN254_G1_GENERATOR: ecb_bn254_g1;
    pub fn ecb_bn254_g1_decode(out: *mut ecb_bn254_g1, input: *const u8) -> ecb_status;
    pub fn ecb_bn254_g1_encode(out: *mut u8, p: *const ecb_bn254_g1);
    pub fn ecb_bn254_g1_decode_uncompressed(out: *mut ecb_bn254_g1, input: *const u8) -> ecb_status;
    pub fn ecb_bn254_g1_encode_uncompressed(out: *mut u8, p: *const ecb_bn254_g1);
    pub fn ecb_bn254_encoding_bytes(enc: ecb_bn254_encoding) -> usize;
    pub fn ecb_bn254_g1_decode_affine(
        out: *mut ecb_bn254_g1_affine,
        input: *const u8,
        in_len: usize,
        enc: ecb_bn254_encoding,
    ) -> ecb_status;
    pub fn ecb_bn254_g1_batch_decode_affine(
        out: *mut ecb_bn254_g1_affine,
        n: usize,
        input: *const u8,
        in_len: usize,
        enc: ecb_bn254_encoding,
        threads: c_uint,
        statuses: *mut ecb_status,
        first_bad: *mut usize,
    ) -> ecb_status;
    pub fn ecb_bn254_g1_affine_from_raw_unchecked(
        out: *mut ecb_bn254_g1_affine,
        input: *const u8,
        in_len: usize,
        enc: ecb_bn254_encoding,
    ) -> ecb_status;
    pub fn ecb_bn254_g1_identity(out: *mut ecb_bn254_g1);
    pub fn ecb_bn254_g1_is_identity(p: *const ecb_bn254_g1) -> c_int;
    pub fn ecb_bn254_g1_equal(a: *const ecb_bn254_g1, b: *const ecb_bn254_g1) -> c_int;
    pub fn ecb_bn254_g1_add(out: *mut ecb_bn254_g1, a: *const ecb_bn254_g1, b: *const ecb_bn254_g1);
    pub fn ecb_bn254_g1_double(out: *mut ecb_bn254_g1, a: *const ecb_bn254_g1);
    pub fn ecb_bn254_g1_negate(out: *mut ecb_bn254_g1, a: *const ecb_bn254_g1);
    pub fn ecb_bn254_g1_mul(
        out: *mut ecb_bn254_g1,
        k: *const ecb_bn254_scalar,
        p: *const ecb_bn254_g1,
    );
    pub fn ecb_bn254_g1_mul_var(
        out: *mut ecb_bn254_g1,
        k: *const ecb_bn254_scalar,
        p: *const ecb_bn254_g1,
    );
    pub fn ecb_bn254_g1_to_affine(out: *mut ecb_bn254_g1_affine, p: *const ecb_bn254_g1);
    pub fn ecb_bn254_g1_batch_to_affine(
        out: *mut ecb_bn254_g1_affine,
        input: *const ecb_bn254_g1,
        n: usize,
    );
    pub fn ecb_bn254_g1_from_affine(out: *mut ecb_bn254_g1, p: *const ecb_bn254_g1_affine);
    pub fn ecb_bn254_scalar_decode(out: *mut ecb_bn254_scalar, input: *const u8) -> ecb_status;
    pub fn ecb_bn254_scalar_encode(out: *mut u8, s: *const ecb_bn254_scalar);
    pub fn ecb_bn254_scalar_from_u64(out: *mut ecb_bn254_scalar, v: u64);
    pub fn ecb_bn254_scalar_reduce64(out: *mut ecb_bn254_scalar, input: *const u8);
}

// ---- msm.h ----------------------------------------------------------------------------------

pub type ecb_group = c_int;
pub const ECB_GROUP_RISTRETTO255: ecb_group = 0;
pub const ECB_GROUP_BLS12_381_G1: ecb_group = 1;
pub const ECB_GROUP_BLS12_381_G2: ecb_group = 2;
pub const ECB_GROUP_BLS12_377_G1: ecb_group = 3;
pub const ECB_GROUP_BN254_G1: ecb_group = 4;
pub const ECB_GROUP_COUNT: usize = 5;

pub type ecb_msm_strategy = c_int;
pub const ECB_MSM_AUTO: ecb_msm_strategy = 0;
pub const ECB_MSM_NAIVE: ecb_msm_strategy = 1;
pub const ECB_MSM_DOUBLE_AND_ADD: ecb_msm_strategy = 2;
pub const ECB_MSM_STRAUS: ecb_msm_strategy = 3;
pub const ECB_MSM_PRECOMPUTED_STRAUS: ecb_msm_strategy = 4;
pub const ECB_MSM_PIPPENGER: ecb_msm_strategy = 5;
pub const ECB_MSM_BATCH_AFFINE: ecb_msm_strategy = 6;
pub const ECB_MSM_GLV: ecb_msm_strategy = 7;
pub const ECB_MSM_BUCKET_1BIT: ecb_msm_strategy = 8;
pub const ECB_MSM_STRATEGY_COUNT: usize = 9;

pub const ECB_MSM_MAX_POINTS: usize = 1 << 28;
pub const ECB_MSM_MAX_THREADS: c_uint = 256;

#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ecb_msm_costs {
    pub add: f64,
    pub madd: f64,
    pub dbl: f64,
    pub norm: f64,
    pub inv: f64,
    pub set: f64,
    pub digit: f64,
    pub bucket: f64,
    pub wnaf: f64,
    pub smul: f64,
    pub point: f64,
    pub thread: f64,
    pub cache_bytes: f64,
    pub cache_penalty: f64,
    pub aff_add: f64,
    pub endo_split: f64,
    pub endo_map: f64,
    pub llc_bytes: f64,
    pub llc_penalty: f64,
    pub stream: f64,
}

#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ecb_msm_plan_result {
    pub strategy: ecb_msm_strategy,
    pub inner: ecb_msm_strategy,
    pub window: c_uint,
    pub threads: c_uint,
    pub point_chunks: c_uint,
    pub n: usize,
    pub scalar_bits: c_uint,
    pub estimate_ns: f64,
    pub strategy_ns: [f64; ECB_MSM_STRATEGY_COUNT],
    pub strategy_window: [c_uint; ECB_MSM_STRATEGY_COUNT],
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ecb_msm_options {
    pub strategy: ecb_msm_strategy,
    pub threads: c_uint,
    pub scratch: *mut c_void,
    pub scratch_size: usize,
    pub window: c_uint,
    pub costs: *const ecb_msm_costs,
    pub plan_used: *mut ecb_msm_plan_result,
    pub inner: ecb_msm_strategy,
}

/// Opaque precomputed tables (`ecb_msm_ristretto255_precomp`).
#[repr(C)]
pub struct ecb_msm_ristretto255_precomp {
    _private: [u8; 0],
}

extern "C" {
    pub fn ecb_msm_costs_default(g: ecb_group, out: *mut ecb_msm_costs) -> ecb_status;
    pub fn ecb_msm_costs_load(
        path: *const c_char,
        g: ecb_group,
        out: *mut ecb_msm_costs,
    ) -> ecb_status;
    pub fn ecb_msm_costs_write(
        f: *mut c_void,
        g: ecb_group,
        costs: *const ecb_msm_costs,
    ) -> ecb_status;
    pub fn ecb_msm_costs_measure(g: ecb_group, out: *mut ecb_msm_costs) -> ecb_status;
    pub fn ecb_msm_shape_name(g: ecb_group, i: c_uint) -> *const c_char;
    pub fn ecb_msm_shape_cost(
        g: ecb_group,
        name: *const c_char,
        costs: *const ecb_msm_costs,
        unit_ns: *mut f64,
        dbl_ns: *mut f64,
    ) -> ecb_status;
    pub fn ecb_msm_shape_cost_set(
        g: ecb_group,
        name: *const c_char,
        unit_ns: f64,
        dbl_ns: f64,
    ) -> ecb_status;
    pub fn ecb_msm_plan_shape_name(
        g: ecb_group,
        p: *const ecb_msm_plan_result,
        costs: *const ecb_msm_costs,
    ) -> *const c_char;
    pub fn ecb_msm_strategy_name(s: ecb_msm_strategy) -> *const c_char;
    pub fn ecb_msm_strategy_parse(name: *const c_char, out: *mut ecb_msm_strategy) -> ecb_status;
    pub fn ecb_msm_strategy_available(g: ecb_group, s: ecb_msm_strategy) -> c_int;
    pub fn ecb_group_name(g: ecb_group) -> *const c_char;
    pub fn ecb_group_parse(name: *const c_char, out: *mut ecb_group) -> ecb_status;
    pub fn ecb_msm_plan(
        group: ecb_group,
        n: usize,
        scalar_bits: c_uint,
        threads: c_uint,
        plan: *mut ecb_msm_plan_result,
    ) -> ecb_status;
    pub fn ecb_msm_plan_ex(
        group: ecb_group,
        n: usize,
        scalar_bits: c_uint,
        threads: c_uint,
        costs: *const ecb_msm_costs,
        strategy: ecb_msm_strategy,
        window: c_uint,
        plan: *mut ecb_msm_plan_result,
    ) -> ecb_status;
    pub fn ecb_msm_scratch_size(
        group: ecb_group,
        n: usize,
        plan: *const ecb_msm_plan_result,
    ) -> usize;
    pub fn ecb_msm_scratch_size_options(
        group: ecb_group,
        n: usize,
        options: *const ecb_msm_options,
    ) -> usize;
    pub fn ecb_msm_ristretto255_var(
        out: *mut ecb_ristretto255_point,
        points: *const ecb_ristretto255_point,
        scalars: *const ecb_ristretto255_scalar,
        n: usize,
        options: *const ecb_msm_options,
    ) -> ecb_status;
    pub fn ecb_msm_ristretto255_precomp_new(
        out: *mut *mut ecb_msm_ristretto255_precomp,
        points: *const ecb_ristretto255_point,
        n: usize,
        window: c_uint,
    ) -> ecb_status;
    pub fn ecb_msm_ristretto255_precomp_free(pre: *mut ecb_msm_ristretto255_precomp);
    pub fn ecb_msm_ristretto255_precomp_count(pre: *const ecb_msm_ristretto255_precomp) -> usize;
    pub fn ecb_msm_ristretto255_precomp_var(
        out: *mut ecb_ristretto255_point,
        pre: *const ecb_msm_ristretto255_precomp,
        static_scalars: *const ecb_ristretto255_scalar,
        n_static: usize,
        dyn_points: *const ecb_ristretto255_point,
        dyn_scalars: *const ecb_ristretto255_scalar,
        n_dyn: usize,
        options: *const ecb_msm_options,
    ) -> ecb_status;
    pub fn ecb_msm_bls12_381_g1_var(
        out: *mut ecb_bls12_381_g1,
        points: *const ecb_bls12_381_g1_affine,
        scalars: *const ecb_bls12_381_scalar,
        n: usize,
        options: *const ecb_msm_options,
    ) -> ecb_status;
    pub fn ecb_msm_bls12_381_g2_var(
        out: *mut ecb_bls12_381_g2,
        points: *const ecb_bls12_381_g2_affine,
        scalars: *const ecb_bls12_381_scalar,
        n: usize,
        options: *const ecb_msm_options,
    ) -> ecb_status;
    pub fn ecb_msm_bls12_377_g1_var(
        out: *mut ecb_bls12_377_g1,
        points: *const ecb_bls12_377_g1_affine,
        scalars: *const ecb_bls12_377_scalar,
        n: usize,
        options: *const ecb_msm_options,
    ) -> ecb_status;
    pub fn ecb_msm_bn254_g1_var(
        out: *mut ecb_bn254_g1,
        points: *const ecb_bn254_g1_affine,
        scalars: *const ecb_bn254_scalar,
        n: usize,
        options: *const ecb_msm_options,
    ) -> ecb_status;
}

pub type ecb_msm_multi_method = c_int;
pub const ECB_MSM_MULTI_AUTO: ecb_msm_multi_method = 0;
pub const ECB_MSM_MULTI_INDEPENDENT: ecb_msm_multi_method = 1;
pub const ECB_MSM_MULTI_TREE: ecb_msm_multi_method = 2;
pub const ECB_MSM_MULTI_TABLE: ecb_msm_multi_method = 3;
pub const ECB_MSM_MULTI_METHOD_COUNT: usize = 4;

#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ecb_msm_multi_plan_result {
    pub method: ecb_msm_multi_method,
    pub window: c_uint,
    pub estimate_ns: f64,
    pub method_ns: [f64; ECB_MSM_MULTI_METHOD_COUNT],
    pub method_window: [c_uint; ECB_MSM_MULTI_METHOD_COUNT],
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ecb_msm_multi_options {
    pub method: ecb_msm_multi_method,
    pub threads: c_uint,
    pub costs: *const ecb_msm_costs,
    pub plan_used: *mut ecb_msm_multi_plan_result,
}

/// Opaque fixed-base precomputation (`ecb_msm_fixed`).
#[repr(C)]
pub struct ecb_msm_fixed {
    _private: [u8; 0],
}

extern "C" {
    pub fn ecb_msm_multi_plan(
        group: ecb_group,
        n: usize,
        scalar_bits: c_uint,
        m: usize,
        threads: c_uint,
        costs: *const ecb_msm_costs,
        plan: *mut ecb_msm_multi_plan_result,
    ) -> ecb_status;
    pub fn ecb_msm_multi_ristretto255_var(
        out: *mut ecb_ristretto255_point,
        points: *const ecb_ristretto255_point,
        n: usize,
        scalars: *const ecb_ristretto255_scalar,
        m: usize,
        options: *const ecb_msm_multi_options,
    ) -> ecb_status;
    pub fn ecb_msm_multi_bls12_381_g1_var(
        out: *mut ecb_bls12_381_g1,
        points: *const ecb_bls12_381_g1_affine,
        n: usize,
        scalars: *const ecb_bls12_381_scalar,
        m: usize,
        options: *const ecb_msm_multi_options,
    ) -> ecb_status;
    pub fn ecb_msm_multi_bls12_381_g2_var(
        out: *mut ecb_bls12_381_g2,
        points: *const ecb_bls12_381_g2_affine,
        n: usize,
        scalars: *const ecb_bls12_381_scalar,
        m: usize,
        options: *const ecb_msm_multi_options,
    ) -> ecb_status;
    pub fn ecb_msm_multi_bls12_377_g1_var(
        out: *mut ecb_bls12_377_g1,
        points: *const ecb_bls12_377_g1_affine,
        n: usize,
        scalars: *const ecb_bls12_377_scalar,
        m: usize,
        options: *const ecb_msm_multi_options,
    ) -> ecb_status;
    pub fn ecb_msm_multi_bn254_g1_var(
        out: *mut ecb_bn254_g1,
        points: *const ecb_bn254_g1_affine,
        n: usize,
        scalars: *const ecb_bn254_scalar,
        m: usize,
        options: *const ecb_msm_multi_options,
    ) -> ecb_status;

    pub fn ecb_msm_fixed_ristretto255_new(
        out: *mut *mut ecb_msm_fixed,
        points: *const ecb_ristretto255_point,
        n: usize,
        budget_bytes: usize,
    ) -> ecb_status;
    pub fn ecb_msm_fixed_bls12_381_g1_new(
        out: *mut *mut ecb_msm_fixed,
        points: *const ecb_bls12_381_g1_affine,
        n: usize,
        budget_bytes: usize,
    ) -> ecb_status;
    pub fn ecb_msm_fixed_bls12_381_g2_new(
        out: *mut *mut ecb_msm_fixed,
        points: *const ecb_bls12_381_g2_affine,
        n: usize,
        budget_bytes: usize,
    ) -> ecb_status;
    pub fn ecb_msm_fixed_bls12_377_g1_new(
        out: *mut *mut ecb_msm_fixed,
        points: *const ecb_bls12_377_g1_affine,
        n: usize,
        budget_bytes: usize,
    ) -> ecb_status;
    pub fn ecb_msm_fixed_bn254_g1_new(
        out: *mut *mut ecb_msm_fixed,
        points: *const ecb_bn254_g1_affine,
        n: usize,
        budget_bytes: usize,
    ) -> ecb_status;
    pub fn ecb_msm_fixed_free(f: *mut ecb_msm_fixed);
    pub fn ecb_msm_fixed_count(f: *const ecb_msm_fixed) -> usize;
    pub fn ecb_msm_fixed_table_size(f: *const ecb_msm_fixed) -> usize;
    pub fn ecb_msm_fixed_shape(
        f: *const ecb_msm_fixed,
        window: *mut c_uint,
        passes: *mut c_uint,
    ) -> ecb_status;
    pub fn ecb_msm_fixed_ristretto255_var(
        out: *mut ecb_ristretto255_point,
        f: *const ecb_msm_fixed,
        scalars: *const ecb_ristretto255_scalar,
        n: usize,
        options: *const ecb_msm_options,
    ) -> ecb_status;
    pub fn ecb_msm_fixed_bls12_381_g1_var(
        out: *mut ecb_bls12_381_g1,
        f: *const ecb_msm_fixed,
        scalars: *const ecb_bls12_381_scalar,
        n: usize,
        options: *const ecb_msm_options,
    ) -> ecb_status;
    pub fn ecb_msm_fixed_bls12_381_g2_var(
        out: *mut ecb_bls12_381_g2,
        f: *const ecb_msm_fixed,
        scalars: *const ecb_bls12_381_scalar,
        n: usize,
        options: *const ecb_msm_options,
    ) -> ecb_status;
    pub fn ecb_msm_fixed_bls12_377_g1_var(
        out: *mut ecb_bls12_377_g1,
        f: *const ecb_msm_fixed,
        scalars: *const ecb_bls12_377_scalar,
        n: usize,
        options: *const ecb_msm_options,
    ) -> ecb_status;
    pub fn ecb_msm_fixed_bn254_g1_var(
        out: *mut ecb_bn254_g1,
        f: *const ecb_msm_fixed,
        scalars: *const ecb_bn254_scalar,
        n: usize,
        options: *const ecb_msm_options,
    ) -> ecb_status;
    pub fn ecb_msm_fixed_saved_size(f: *const ecb_msm_fixed) -> usize;
    pub fn ecb_msm_fixed_save(f: *const ecb_msm_fixed, out: *mut u8, out_len: usize) -> ecb_status;
    pub fn ecb_msm_fixed_load(
        out: *mut *mut ecb_msm_fixed,
        group: ecb_group,
        input: *const u8,
        in_len: usize,
    ) -> ecb_status;
}

// ---- merlin.h -------------------------------------------------------------------------------

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ecb_merlin_transcript {
    pub state: [u64; 25],
    pub pos: u8,
    pub pos_begin: u8,
    pub cur_flags: u8,
}

extern "C" {
    pub fn ecb_merlin_init(
        t: *mut ecb_merlin_transcript,
        label: *const u8,
        label_len: usize,
    ) -> ecb_status;
    pub fn ecb_merlin_append_message(
        t: *mut ecb_merlin_transcript,
        label: *const u8,
        label_len: usize,
        message: *const u8,
        message_len: usize,
    ) -> ecb_status;
    pub fn ecb_merlin_append_u64(
        t: *mut ecb_merlin_transcript,
        label: *const u8,
        label_len: usize,
        x: u64,
    ) -> ecb_status;
    pub fn ecb_merlin_challenge_bytes(
        t: *mut ecb_merlin_transcript,
        label: *const u8,
        label_len: usize,
        out: *mut u8,
        out_len: usize,
    ) -> ecb_status;
    pub fn ecb_merlin_wipe(t: *mut ecb_merlin_transcript);
}

// ---- bulletproofs_plus.h --------------------------------------------------------------------

pub const ECB_BPP_MAX_EXTENSION_DEGREE: usize = 6;
pub const ECB_BPP_MAX_BIT_LENGTH: usize = 64;
pub const ECB_BPP_MAX_AGGREGATION: usize = 1024;
pub const ECB_BPP_MAX_ROUNDS: usize = 16;
pub const ECB_BPP_BATCH_CHUNK: usize = 256;

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ecb_bpp_pedersen_gens {
    pub extension_degree: usize,
    pub h: ecb_ristretto255_point,
    pub g: [ecb_ristretto255_point; ECB_BPP_MAX_EXTENSION_DEGREE],
    pub h_bytes: [u8; 32],
    pub g_bytes: [[u8; 32]; ECB_BPP_MAX_EXTENSION_DEGREE],
}

/// Opaque range parameters (`ecb_bpp_params`).
#[repr(C)]
pub struct ecb_bpp_params {
    _private: [u8; 0],
}

/// Opaque verifier memory held between batch verifications (`ecb_bpp_verifier`).
#[repr(C)]
pub struct ecb_bpp_verifier {
    _private: [u8; 0],
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ecb_bpp_statement {
    pub params: *const ecb_bpp_params,
    pub aggregation: usize,
    pub commitments: *const [u8; 32],
    pub commitment_points: *const ecb_ristretto255_point,
    pub minimum_value_promises: *const u64,
    pub seed_nonce: *const ecb_ristretto255_scalar,
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ecb_bpp_witness {
    pub count: usize,
    pub extension_degree: usize,
    pub values: *const u64,
    pub blindings: *const ecb_ristretto255_scalar,
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ecb_bpp_proof {
    pub extension_degree: usize,
    pub rounds: usize,
    pub d1: [ecb_ristretto255_scalar; ECB_BPP_MAX_EXTENSION_DEGREE],
    pub A: [u8; 32],
    pub A1: [u8; 32],
    pub B: [u8; 32],
    pub r1: ecb_ristretto255_scalar,
    pub s1: ecb_ristretto255_scalar,
    pub L: [[u8; 32]; ECB_BPP_MAX_ROUNDS],
    pub R: [[u8; 32]; ECB_BPP_MAX_ROUNDS],
}

pub type ecb_bpp_rng_fn = Option<unsafe extern "C" fn(ctx: *mut c_void, out: *mut u8)>;

pub type ecb_bpp_action = c_int;
pub const ECB_BPP_VERIFY_ONLY: ecb_bpp_action = 0;
pub const ECB_BPP_RECOVER_ONLY: ecb_bpp_action = 1;
pub const ECB_BPP_RECOVER_AND_VERIFY: ecb_bpp_action = 2;

#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ecb_bpp_mask {
    pub present: c_int,
    pub extension_degree: usize,
    pub blindings: [ecb_ristretto255_scalar; ECB_BPP_MAX_EXTENSION_DEGREE],
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ecb_bpp_verify_options {
    pub threads: c_uint,
    pub identify_invalid: c_int,
    pub proof_status: *mut ecb_status,
    pub strategy: ecb_msm_strategy,
}

extern "C" {
    pub fn ecb_bpp_pedersen_gens_default(
        out: *mut ecb_bpp_pedersen_gens,
        extension_degree: usize,
    ) -> ecb_status;
    pub fn ecb_bpp_pedersen_gens_custom(
        out: *mut ecb_bpp_pedersen_gens,
        h: *const ecb_ristretto255_point,
        g: *const ecb_ristretto255_point,
        extension_degree: usize,
    ) -> ecb_status;
    pub fn ecb_bpp_commit(
        out: *mut ecb_ristretto255_point,
        gens: *const ecb_bpp_pedersen_gens,
        value: u64,
        blindings: *const ecb_ristretto255_scalar,
        count: usize,
    ) -> ecb_status;
    pub fn ecb_bpp_params_create(
        out: *mut *mut ecb_bpp_params,
        bit_length: usize,
        max_aggregation: usize,
        gens: *const ecb_bpp_pedersen_gens,
    ) -> ecb_status;
    pub fn ecb_bpp_params_free(params: *mut ecb_bpp_params);
    pub fn ecb_bpp_params_bit_length(params: *const ecb_bpp_params) -> usize;
    pub fn ecb_bpp_params_max_aggregation(params: *const ecb_bpp_params) -> usize;
    pub fn ecb_bpp_params_extension_degree(params: *const ecb_bpp_params) -> usize;
    pub fn ecb_bpp_params_pedersen_gens(
        params: *const ecb_bpp_params,
    ) -> *const ecb_bpp_pedersen_gens;
    pub fn ecb_bpp_params_gi(
        params: *const ecb_bpp_params,
        i: usize,
    ) -> *const ecb_ristretto255_point;
    pub fn ecb_bpp_params_hi(
        params: *const ecb_bpp_params,
        i: usize,
    ) -> *const ecb_ristretto255_point;
    pub fn ecb_bpp_statement_check(statement: *const ecb_bpp_statement) -> ecb_status;
    pub fn ecb_bpp_proof_size(extension_degree: usize, rounds: usize) -> usize;
    pub fn ecb_bpp_proof_parse_var(
        out: *mut ecb_bpp_proof,
        input: *const u8,
        len: usize,
    ) -> ecb_status;
    pub fn ecb_bpp_proof_serialize(
        out: *mut u8,
        out_cap: usize,
        out_len: *mut usize,
        proof: *const ecb_bpp_proof,
    ) -> ecb_status;
    pub fn ecb_bpp_prove(
        proof: *mut ecb_bpp_proof,
        transcript: *mut ecb_merlin_transcript,
        statement: *const ecb_bpp_statement,
        witness: *const ecb_bpp_witness,
        rng: ecb_bpp_rng_fn,
        rng_ctx: *mut c_void,
    ) -> ecb_status;
    pub fn ecb_bpp_verify_batch_var(
        transcripts: *const ecb_merlin_transcript,
        transcript_count: usize,
        statements: *const ecb_bpp_statement,
        proofs: *const ecb_bpp_proof,
        count: usize,
        action: ecb_bpp_action,
        masks: *mut ecb_bpp_mask,
        options: *const ecb_bpp_verify_options,
    ) -> ecb_status;
    pub fn ecb_bpp_verifier_create(
        out: *mut *mut ecb_bpp_verifier,
        max_batch: usize,
        bit_length: usize,
        max_aggregation: usize,
        threads: c_uint,
    ) -> ecb_status;
    pub fn ecb_bpp_verifier_free(verifier: *mut ecb_bpp_verifier);
    pub fn ecb_bpp_verifier_verify_batch_var(
        verifier: *mut ecb_bpp_verifier,
        transcripts: *const ecb_merlin_transcript,
        transcript_count: usize,
        statements: *const ecb_bpp_statement,
        proofs: *const ecb_bpp_proof,
        count: usize,
        action: ecb_bpp_action,
        masks: *mut ecb_bpp_mask,
        options: *const ecb_bpp_verify_options,
    ) -> ecb_status;
}

// ---- bte.h ----------------------------------------------------------------------------------

pub type ecb_bte_variant = c_int;
pub const ECB_BTE_MINPK: ecb_bte_variant = 0;
pub const ECB_BTE_MINSIG: ecb_bte_variant = 1;

pub const ECB_BTE_SCALAR_BYTES: usize = 32;
pub const ECB_BTE_G1_BYTES: usize = 48;
pub const ECB_BTE_G2_BYTES: usize = 96;
pub const ECB_BTE_MAX_POINT_BYTES: usize = 96;
pub const ECB_BTE_DIGEST_BYTES: usize = 32;
pub const ECB_BTE_SEED_BYTES: usize = 64;
pub const ECB_BTE_WIRE_VERSION: u8 = 0x01;
pub const ECB_BTE_MAX_PARTICIPANTS: u32 = 65536;
pub const ECB_BTE_MAX_BATCH: u32 = 1048576;
pub const ECB_BTE_MAX_LABEL_BYTES: u32 = 16777216;
pub const ECB_BTE_MAX_BODY_BYTES: u32 = 1073741824;
pub const ECB_BTE_MAX_CONTEXT_BYTES: u32 = 16777216;
pub const ECB_BTE_MAX_THREADS: c_uint = 256;
pub const ECB_BTE_SHARE_MAX_BYTES: usize = 1 + 5 + ECB_BTE_SCALAR_BYTES;

#[repr(C)]
#[derive(Clone, Copy)]
pub struct ecb_bte_point {
    pub opaque: [u64; 40],
}

#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ecb_bte_share {
    pub index: u32,
    pub secret: [u8; ECB_BTE_SCALAR_BYTES],
}

/// Opaque public polynomial (`ecb_bte_public`).
#[repr(C)]
pub struct ecb_bte_public {
    _private: [u8; 0],
}
/// Opaque ciphertext (`ecb_bte_ciphertext`).
#[repr(C)]
pub struct ecb_bte_ciphertext {
    _private: [u8; 0],
}
/// Opaque batch request (`ecb_bte_request`).
#[repr(C)]
pub struct ecb_bte_request {
    _private: [u8; 0],
}
/// Opaque server response (`ecb_bte_response`).
#[repr(C)]
pub struct ecb_bte_response {
    _private: [u8; 0],
}

#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ecb_bte_error {
    pub status: ecb_status,
    pub index: u32,
    pub expected: u64,
    pub actual: u64,
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ecb_bte_plaintext {
    pub position: u32,
    pub len: usize,
    pub data: *mut u8,
}

extern "C" {
    pub fn ecb_bte_point_bytes(variant: ecb_bte_variant) -> usize;
    pub fn ecb_bte_variant_name(variant: ecb_bte_variant) -> *const c_char;
    pub fn ecb_bte_variant_parse(name: *const c_char, out: *mut ecb_bte_variant) -> ecb_status;
    pub fn ecb_bte_point_decode(
        out: *mut ecb_bte_point,
        variant: ecb_bte_variant,
        input: *const u8,
        len: usize,
    ) -> ecb_status;
    pub fn ecb_bte_point_encode(out: *mut u8, p: *const ecb_bte_point);
    pub fn ecb_bte_point_variant(p: *const ecb_bte_point) -> ecb_bte_variant;
    pub fn ecb_bte_point_equal(a: *const ecb_bte_point, b: *const ecb_bte_point) -> c_int;
    pub fn ecb_bte_deal(
        pub_: *mut *mut ecb_bte_public,
        shares: *mut ecb_bte_share,
        variant: ecb_bte_variant,
        t: u32,
        n: u32,
    ) -> ecb_status;
    pub fn ecb_bte_deal_from_coefficients(
        pub_: *mut *mut ecb_bte_public,
        shares: *mut ecb_bte_share,
        variant: ecb_bte_variant,
        t: u32,
        n: u32,
        coefficients: *const u8,
    ) -> ecb_status;
    pub fn ecb_bte_public_free(pub_: *mut ecb_bte_public);
    pub fn ecb_bte_public_variant(pub_: *const ecb_bte_public) -> ecb_bte_variant;
    pub fn ecb_bte_public_threshold(pub_: *const ecb_bte_public) -> u32;
    pub fn ecb_bte_public_participants(pub_: *const ecb_bte_public) -> u32;
    pub fn ecb_bte_public_key(pub_: *const ecb_bte_public, out: *mut ecb_bte_point);
    pub fn ecb_bte_public_commitment(
        pub_: *const ecb_bte_public,
        k: u32,
        out: *mut ecb_bte_point,
    ) -> ecb_status;
    pub fn ecb_bte_public_share_var(
        pub_: *const ecb_bte_public,
        index: u32,
        out: *mut ecb_bte_point,
    ) -> ecb_status;
    pub fn ecb_bte_share_check(
        pub_: *const ecb_bte_public,
        share: *const ecb_bte_share,
    ) -> ecb_status;
    pub fn ecb_bte_public_encoded_size(pub_: *const ecb_bte_public) -> usize;
    pub fn ecb_bte_public_encode(out: *mut u8, pub_: *const ecb_bte_public);
    pub fn ecb_bte_public_decode(
        pub_: *mut *mut ecb_bte_public,
        variant: ecb_bte_variant,
        input: *const u8,
        len: usize,
    ) -> ecb_status;
    pub fn ecb_bte_share_encode(out: *mut u8, share: *const ecb_bte_share) -> usize;
    pub fn ecb_bte_share_decode(
        share: *mut ecb_bte_share,
        input: *const u8,
        len: usize,
    ) -> ecb_status;
    pub fn ecb_bte_encrypt(
        out: *mut *mut ecb_bte_ciphertext,
        pk: *const ecb_bte_point,
        label: *const u8,
        label_len: usize,
        msg: *const u8,
        msg_len: usize,
    ) -> ecb_status;
    pub fn ecb_bte_encrypt_seeded(
        out: *mut *mut ecb_bte_ciphertext,
        pk: *const ecb_bte_point,
        label: *const u8,
        label_len: usize,
        msg: *const u8,
        msg_len: usize,
        r_seed: *const u8,
        s_seed: *const u8,
    ) -> ecb_status;
    pub fn ecb_bte_ciphertext_free(ct: *mut ecb_bte_ciphertext);
    pub fn ecb_bte_ciphertext_variant(ct: *const ecb_bte_ciphertext) -> ecb_bte_variant;
    pub fn ecb_bte_ciphertext_label(ct: *const ecb_bte_ciphertext, len: *mut usize) -> *const u8;
    pub fn ecb_bte_ciphertext_body(ct: *const ecb_bte_ciphertext, len: *mut usize) -> *const u8;
    pub fn ecb_bte_ciphertext_header(ct: *const ecb_bte_ciphertext, out: *mut ecb_bte_point);
    pub fn ecb_bte_ciphertext_verify_var(
        pk: *const ecb_bte_point,
        ct: *const ecb_bte_ciphertext,
    ) -> ecb_status;
    pub fn ecb_bte_ciphertexts_verify_var(
        pk: *const ecb_bte_point,
        cts: *const *const ecb_bte_ciphertext,
        n: usize,
        threads: c_uint,
        valid: *mut u8,
        valid_count: *mut usize,
    ) -> ecb_status;
    pub fn ecb_bte_ciphertext_encoded_size(ct: *const ecb_bte_ciphertext) -> usize;
    pub fn ecb_bte_ciphertext_encode(out: *mut u8, ct: *const ecb_bte_ciphertext);
    pub fn ecb_bte_ciphertext_decode(
        out: *mut *mut ecb_bte_ciphertext,
        variant: ecb_bte_variant,
        input: *const u8,
        len: usize,
    ) -> ecb_status;
    pub fn ecb_bte_request_new_var(
        out: *mut *mut ecb_bte_request,
        pk: *const ecb_bte_point,
        cts: *const *const ecb_bte_ciphertext,
        n: usize,
        context: *const u8,
        context_len: usize,
        threshold: u32,
        threads: c_uint,
    ) -> ecb_status;
    pub fn ecb_bte_request_from_public_var(
        out: *mut *mut ecb_bte_request,
        pub_: *const ecb_bte_public,
        cts: *const *const ecb_bte_ciphertext,
        n: usize,
        context: *const u8,
        context_len: usize,
        threshold: u32,
        threads: c_uint,
    ) -> ecb_status;
    pub fn ecb_bte_request_free(req: *mut ecb_bte_request);
    pub fn ecb_bte_request_valid_count(req: *const ecb_bte_request) -> usize;
    pub fn ecb_bte_request_valid_indices(req: *const ecb_bte_request) -> *const u32;
    pub fn ecb_bte_request_digest(req: *const ecb_bte_request, out: *mut u8);
    pub fn ecb_bte_request_threshold(req: *const ecb_bte_request) -> u32;
    pub fn ecb_bte_respond(
        out: *mut *mut ecb_bte_response,
        req: *const ecb_bte_request,
        share: *const ecb_bte_share,
        threads: c_uint,
    ) -> ecb_status;
    pub fn ecb_bte_respond_seeded(
        out: *mut *mut ecb_bte_response,
        req: *const ecb_bte_request,
        share: *const ecb_bte_share,
        nonce_seed: *const u8,
        threads: c_uint,
    ) -> ecb_status;
    pub fn ecb_bte_response_free(resp: *mut ecb_bte_response);
    pub fn ecb_bte_response_variant(resp: *const ecb_bte_response) -> ecb_bte_variant;
    pub fn ecb_bte_response_index(resp: *const ecb_bte_response) -> u32;
    pub fn ecb_bte_response_partial_count(resp: *const ecb_bte_response) -> usize;
    pub fn ecb_bte_response_encoded_size(resp: *const ecb_bte_response) -> usize;
    pub fn ecb_bte_response_encode(out: *mut u8, resp: *const ecb_bte_response);
    pub fn ecb_bte_response_decode(
        out: *mut *mut ecb_bte_response,
        variant: ecb_bte_variant,
        input: *const u8,
        len: usize,
    ) -> ecb_status;
    pub fn ecb_bte_verify_response_var(
        req: *const ecb_bte_request,
        eval_index: u32,
        public_share: *const ecb_bte_point,
        resp: *const ecb_bte_response,
        err: *mut ecb_bte_error,
    ) -> ecb_status;
    pub fn ecb_bte_verify_responses_var(
        req: *const ecb_bte_request,
        eval_indices: *const u32,
        public_shares: *const ecb_bte_point,
        resps: *const *const ecb_bte_response,
        k: usize,
        threads: c_uint,
        results: *mut ecb_bte_error,
        invalid_count: *mut usize,
    ) -> ecb_status;
    pub fn ecb_bte_combine_var(
        req: *const ecb_bte_request,
        share_indices: *const u32,
        index_count: usize,
        responses: *const *const ecb_bte_response,
        response_count: usize,
        threads: c_uint,
        out: *mut *mut ecb_bte_plaintext,
        out_count: *mut usize,
        err: *mut ecb_bte_error,
    ) -> ecb_status;
    pub fn ecb_bte_plaintexts_free(plaintexts: *mut ecb_bte_plaintext, count: usize);
}

// ---- include/ecbatch/pairing.h ----

pub const ECB_BLS12_381_GT_BYTES: usize = 576;
pub const ECB_BLS12_381_PAIRING_MAX_PAIRS: usize = 1 << 16;

/// An element of Fp12 (`ecb_bls12_381_gt`), in GT after a successful call. Opaque.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct ecb_bls12_381_gt {
    pub v: [u64; 72],
}

extern "C" {
    pub fn ecb_bls12_381_pairing(
        out: *mut ecb_bls12_381_gt,
        p: *const u8,
        q: *const u8,
    ) -> ecb_status;
    pub fn ecb_bls12_381_multi_pairing(
        out: *mut ecb_bls12_381_gt,
        ps: *const u8,
        ps_len: usize,
        qs: *const u8,
        qs_len: usize,
        n: usize,
    ) -> ecb_status;
    pub fn ecb_bls12_381_multi_pairing_affine(
        out: *mut ecb_bls12_381_gt,
        p: *const ecb_bls12_381_g1_affine,
        q: *const ecb_bls12_381_g2_affine,
        n: usize,
    ) -> ecb_status;
    pub fn ecb_bls12_381_g2_prepared_size() -> usize;
    pub fn ecb_bls12_381_g2_prepare(
        prepared: *mut c_void,
        prepared_len: usize,
        q: *const ecb_bls12_381_g2_affine,
    ) -> ecb_status;
    pub fn ecb_bls12_381_multi_pairing_prepared(
        out: *mut ecb_bls12_381_gt,
        p: *const ecb_bls12_381_g1_affine,
        prepared: *const *const c_void,
        prepared_len: usize,
        n: usize,
    ) -> ecb_status;
    pub fn ecb_bls12_381_gt_one(out: *mut ecb_bls12_381_gt);
    pub fn ecb_bls12_381_gt_is_one(a: *const ecb_bls12_381_gt) -> c_int;
    pub fn ecb_bls12_381_gt_equal(a: *const ecb_bls12_381_gt, b: *const ecb_bls12_381_gt) -> c_int;
    pub fn ecb_bls12_381_gt_mul(
        out: *mut ecb_bls12_381_gt,
        a: *const ecb_bls12_381_gt,
        b: *const ecb_bls12_381_gt,
    );
    pub fn ecb_bls12_381_gt_inverse(out: *mut ecb_bls12_381_gt, a: *const ecb_bls12_381_gt);
    pub fn ecb_bls12_381_gt_pow(
        out: *mut ecb_bls12_381_gt,
        a: *const ecb_bls12_381_gt,
        k: *const ecb_bls12_381_scalar,
    );
    pub fn ecb_bls12_381_gt_pow_var(
        out: *mut ecb_bls12_381_gt,
        a: *const ecb_bls12_381_gt,
        k: *const ecb_bls12_381_scalar,
    );
    pub fn ecb_bls12_381_gt_encode(out: *mut u8, a: *const ecb_bls12_381_gt);
    pub fn ecb_bls12_381_gt_decode(out: *mut ecb_bls12_381_gt, input: *const u8) -> ecb_status;
}

// ---- include/ecbatch/bls.h ----

/// The BLS ciphersuite (`ecb_bls_variant`).
pub type ecb_bls_variant = c_int;
pub const ECB_BLS_MIN_PK: ecb_bls_variant = 0;
pub const ECB_BLS_MIN_SIG: ecb_bls_variant = 1;
pub const ECB_BLS_SECRET_KEY_BYTES: usize = 32;
pub const ECB_BLS_MIN_IKM_BYTES: usize = 32;
pub const ECB_BLS_MAX_COUNT: usize = 1 << 16;
pub const ECB_BLS_MAX_THREADS: c_uint = 256;

extern "C" {
    pub fn ecb_bls_public_key_bytes(v: ecb_bls_variant) -> usize;
    pub fn ecb_bls_signature_bytes(v: ecb_bls_variant) -> usize;
    pub fn ecb_bls_keygen(
        sk: *mut u8,
        ikm: *const u8,
        ikm_len: usize,
        key_info: *const u8,
        key_info_len: usize,
    ) -> ecb_status;
    pub fn ecb_bls_sk_to_pk(v: ecb_bls_variant, pk: *mut u8, sk: *const u8) -> ecb_status;
    pub fn ecb_bls_key_validate(v: ecb_bls_variant, pk: *const u8) -> ecb_status;
    pub fn ecb_bls_sign(
        v: ecb_bls_variant,
        sig: *mut u8,
        sk: *const u8,
        msg: *const u8,
        msg_len: usize,
    ) -> ecb_status;
    pub fn ecb_bls_verify(
        v: ecb_bls_variant,
        pk: *const u8,
        msg: *const u8,
        msg_len: usize,
        sig: *const u8,
    ) -> ecb_status;
    pub fn ecb_bls_aggregate(
        v: ecb_bls_variant,
        out: *mut u8,
        sigs: *const u8,
        sigs_len: usize,
        n: usize,
    ) -> ecb_status;
    pub fn ecb_bls_fast_aggregate_verify(
        v: ecb_bls_variant,
        pks: *const u8,
        pks_len: usize,
        n: usize,
        msg: *const u8,
        msg_len: usize,
        sig: *const u8,
    ) -> ecb_status;
    pub fn ecb_bls_aggregate_verify(
        v: ecb_bls_variant,
        pks: *const u8,
        pks_len: usize,
        msgs: *const *const u8,
        msg_lens: *const usize,
        n: usize,
        sig: *const u8,
    ) -> ecb_status;
    pub fn ecb_bls_pop_prove(v: ecb_bls_variant, proof: *mut u8, sk: *const u8) -> ecb_status;
    pub fn ecb_bls_pop_verify(v: ecb_bls_variant, pk: *const u8, proof: *const u8) -> ecb_status;
    pub fn ecb_bls_batch_verify(
        v: ecb_bls_variant,
        pks: *const u8,
        pks_len: usize,
        msgs: *const *const u8,
        msg_lens: *const usize,
        sigs: *const u8,
        sigs_len: usize,
        n: usize,
        threads: c_uint,
        valid: *mut u8,
        invalid: *mut usize,
    ) -> ecb_status;
}

/// A public key that passed KeyValidate (`ecb_bls_public_key`), made by
/// `ecb_bls_public_key_decode` only. Opaque.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct ecb_bls_public_key {
    pub tag: u64,
    pub v: [u64; 24],
}

extern "C" {
    pub fn ecb_bls_public_key_decode(
        out: *mut ecb_bls_public_key,
        v: ecb_bls_variant,
        pk: *const u8,
    ) -> ecb_status;
    pub fn ecb_bls_verify_key(
        pk: *const ecb_bls_public_key,
        msg: *const u8,
        msg_len: usize,
        sig: *const u8,
    ) -> ecb_status;
    pub fn ecb_bls_fast_aggregate_verify_keys(
        pks: *const ecb_bls_public_key,
        n: usize,
        msg: *const u8,
        msg_len: usize,
        sig: *const u8,
    ) -> ecb_status;
}

// Threshold signatures over a threshold-decryption dealing (bls.h, "threshold signatures").
pub const ECB_BLS_PARTIAL_INDEX_BYTES: usize = 4;
pub const ECB_BLS_MAX_PARTIALS: usize = 1 << 16;

extern "C" {
    pub fn ecb_bls_partial_signature_bytes(v: ecb_bls_variant) -> usize;
    pub fn ecb_bls_threshold_public_key(
        v: ecb_bls_variant,
        pk: *mut u8,
        pub_: *const ecb_bte_public,
    ) -> ecb_status;
    pub fn ecb_bls_threshold_sign(
        v: ecb_bls_variant,
        partial: *mut u8,
        share: *const ecb_bte_share,
        msg: *const u8,
        msg_len: usize,
    ) -> ecb_status;
    pub fn ecb_bls_threshold_verify(
        v: ecb_bls_variant,
        pub_: *const ecb_bte_public,
        msg: *const u8,
        msg_len: usize,
        partial: *const u8,
        partial_len: usize,
    ) -> ecb_status;
    pub fn ecb_bls_threshold_batch_verify(
        v: ecb_bls_variant,
        pub_: *const ecb_bte_public,
        msg: *const u8,
        msg_len: usize,
        partials: *const u8,
        partials_len: usize,
        n: usize,
        threads: c_uint,
        valid: *mut u8,
        invalid: *mut usize,
    ) -> ecb_status;
    pub fn ecb_bls_threshold_recover(
        v: ecb_bls_variant,
        pub_: *const ecb_bte_public,
        sig: *mut u8,
        partials: *const u8,
        partials_len: usize,
        k: usize,
        threads: c_uint,
    ) -> ecb_status;
}

// ---- include/ecbatch/kzg.h ----

pub const ECB_KZG_FIELD_ELEMENTS_PER_BLOB: usize = 4096;
pub const ECB_KZG_BYTES_PER_FIELD_ELEMENT: usize = 32;
pub const ECB_KZG_BYTES_PER_BLOB: usize = 131072;
pub const ECB_KZG_BYTES_PER_COMMITMENT: usize = 48;
pub const ECB_KZG_BYTES_PER_PROOF: usize = 48;
pub const ECB_KZG_SETUP_G2_POINTS: usize = 65;
pub const ECB_KZG_SETUP_G1_BYTES: usize = 4096 * 48;
pub const ECB_KZG_SETUP_G2_BYTES: usize = 65 * 96;
pub const ECB_KZG_SETUP_TEXT_MAX_BYTES: usize = 1 << 21;
pub const ECB_KZG_MAX_BATCH: usize = 1 << 12;
pub const ECB_KZG_MAX_THREADS: c_uint = 256;
pub const ECB_KZG_TABLE_MIN_BYTES: usize = 4096 * 96;
// EIP-7594 (cells)
pub const ECB_KZG_FIELD_ELEMENTS_PER_EXT_BLOB: usize = 8192;
pub const ECB_KZG_FIELD_ELEMENTS_PER_CELL: usize = 64;
pub const ECB_KZG_CELLS_PER_EXT_BLOB: usize = 128;
pub const ECB_KZG_BYTES_PER_CELL: usize = 2048;
pub const ECB_KZG_MAX_CELL_BATCH: usize = 1 << 16;

/// Opaque loaded trusted setup (`ecb_kzg_settings`).
#[repr(C)]
pub struct ecb_kzg_settings {
    _private: [u8; 0],
}

extern "C" {
    pub fn ecb_kzg_settings_load(
        out: *mut *mut ecb_kzg_settings,
        g1_lagrange: *const u8,
        g1_lagrange_len: usize,
        g2_monomial: *const u8,
        g2_monomial_len: usize,
        g1_monomial: *const u8,
        g1_monomial_len: usize,
        threads: c_uint,
    ) -> ecb_status;
    pub fn ecb_kzg_settings_load_text(
        out: *mut *mut ecb_kzg_settings,
        text: *const c_char,
        text_len: usize,
        threads: c_uint,
    ) -> ecb_status;
    pub fn ecb_kzg_settings_load_file(
        out: *mut *mut ecb_kzg_settings,
        path: *const c_char,
        threads: c_uint,
    ) -> ecb_status;
    pub fn ecb_kzg_settings_free(s: *mut ecb_kzg_settings);
    pub fn ecb_kzg_settings_precompute(
        s: *mut ecb_kzg_settings,
        memory_budget: usize,
    ) -> ecb_status;
    pub fn ecb_kzg_settings_table_size(s: *const ecb_kzg_settings) -> usize;
    pub fn ecb_kzg_blob_to_commitment(
        out: *mut u8,
        blob: *const u8,
        blob_len: usize,
        s: *const ecb_kzg_settings,
    ) -> ecb_status;
    pub fn ecb_kzg_compute_proof(
        proof_out: *mut u8,
        y_out: *mut u8,
        blob: *const u8,
        blob_len: usize,
        z: *const u8,
        s: *const ecb_kzg_settings,
    ) -> ecb_status;
    pub fn ecb_kzg_compute_blob_proof(
        proof_out: *mut u8,
        blob: *const u8,
        blob_len: usize,
        commitment: *const u8,
        s: *const ecb_kzg_settings,
    ) -> ecb_status;
    pub fn ecb_kzg_verify_proof(
        commitment: *const u8,
        z: *const u8,
        y: *const u8,
        proof: *const u8,
        s: *const ecb_kzg_settings,
    ) -> ecb_status;
    pub fn ecb_kzg_verify_blob_proof(
        blob: *const u8,
        blob_len: usize,
        commitment: *const u8,
        proof: *const u8,
        s: *const ecb_kzg_settings,
    ) -> ecb_status;
    pub fn ecb_kzg_verify_blob_proof_batch(
        blobs: *const u8,
        blobs_len: usize,
        commitments: *const u8,
        commitments_len: usize,
        proofs: *const u8,
        proofs_len: usize,
        n: usize,
        s: *const ecb_kzg_settings,
    ) -> ecb_status;
    pub fn ecb_kzg_compute_cells(
        cells: *mut u8,
        cells_len: usize,
        blob: *const u8,
        blob_len: usize,
        s: *const ecb_kzg_settings,
    ) -> ecb_status;
    pub fn ecb_kzg_verify_cell_proof_batch(
        commitments: *const u8,
        commitments_len: usize,
        cell_indices: *const u64,
        cells: *const u8,
        cells_len: usize,
        proofs: *const u8,
        proofs_len: usize,
        n: usize,
        s: *const ecb_kzg_settings,
    ) -> ecb_status;
    pub fn ecb_kzg_compute_cells_and_proofs(
        cells: *mut u8,
        cells_len: usize,
        proofs: *mut u8,
        proofs_len: usize,
        blob: *const u8,
        blob_len: usize,
        s: *const ecb_kzg_settings,
    ) -> ecb_status;
    pub fn ecb_kzg_recover_cells_and_proofs(
        cells_out: *mut u8,
        cells_out_len: usize,
        proofs_out: *mut u8,
        proofs_out_len: usize,
        cell_indices: *const u64,
        cells: *const u8,
        cells_len: usize,
        n: usize,
        s: *const ecb_kzg_settings,
    ) -> ecb_status;
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::mem::size_of;

    // What sizeof and offsetof give for these types with gcc on x86_64 Linux.
    #[test]
    fn layouts_match_the_headers() {
        assert_eq!(size_of::<ecb_ristretto255_point>(), 160);
        assert_eq!(size_of::<ecb_bls12_381_g2>(), 288);
        assert_eq!(size_of::<ecb_bls12_381_gt>(), 576);
        assert_eq!(size_of::<ecb_bls_public_key>(), 200);
        assert_eq!(size_of::<ecb_msm_options>(), 56);
        assert_eq!(size_of::<ecb_msm_plan_result>(), 160);
        assert_eq!(size_of::<ecb_msm_costs>(), 160);
        assert_eq!(size_of::<ecb_msm_multi_plan_result>(), 64);
        assert_eq!(size_of::<ecb_msm_multi_options>(), 24);
        assert_eq!(size_of::<ecb_merlin_transcript>(), 208);
        assert_eq!(size_of::<ecb_bpp_pedersen_gens>(), 1352);
        assert_eq!(size_of::<ecb_bpp_proof>(), 1392);
        assert_eq!(size_of::<ecb_bpp_statement>(), 48);
        assert_eq!(size_of::<ecb_bpp_mask>(), 208);
        assert_eq!(size_of::<ecb_bpp_verify_options>(), 24);
        assert_eq!(size_of::<ecb_bte_share>(), 36);
        assert_eq!(size_of::<ecb_bte_error>(), 24);
        assert_eq!(size_of::<ecb_bte_plaintext>(), 24);
        let proof = std::mem::MaybeUninit::<ecb_bpp_proof>::uninit();
        let plan = std::mem::MaybeUninit::<ecb_msm_plan_result>::uninit();
        // SAFETY: only addresses are taken, nothing is read.
        unsafe {
            let base = proof.as_ptr() as usize;
            assert_eq!(
                std::ptr::addr_of!((*proof.as_ptr()).r1) as usize - base,
                304
            );
            let base = plan.as_ptr() as usize;
            assert_eq!(
                std::ptr::addr_of!((*plan.as_ptr()).estimate_ns) as usize - base,
                40
            );
        }
    }
}
