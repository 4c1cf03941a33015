"""Loading libecbatch and the C declarations the package uses (ctypes)."""
import ctypes
import ctypes.util
import os
import subprocess
from ctypes import (POINTER, Structure, c_char_p, c_double, c_int, c_size_t, c_uint, c_uint8,
                    c_uint32, c_uint64, c_void_p)
from typing import List, Optional


#: The library a wheel built by build_backend/ecbatch_build.py ships beside this file.
SHIPPED = os.path.join(os.path.dirname(os.path.abspath(__file__)), "libecbatch.so.0")


def _candidates() -> List[str]:
    """Where to look for the library, in order: $ECBATCH_LIBRARY (a file path), the copy the
    wheel ships in this package, the dynamic loader's own search (an installed
    libecbatch.so.0, LD_LIBRARY_PATH), ctypes.util's find_library, `pkg-config
    --variable=libdir ecbatch`, then the usual prefixes."""
    env = os.environ.get("ECBATCH_LIBRARY")
    if env:
        return [env]
    out = [SHIPPED] if os.path.exists(SHIPPED) else []
    out.append("libecbatch.so.0")
    found = ctypes.util.find_library("ecbatch")
    if found:
        out.append(found)
    try:
        libdir = subprocess.run(["pkg-config", "--variable=libdir", "ecbatch"], capture_output=True,
                                text=True, check=False).stdout.strip()
        if libdir:
            out.append(os.path.join(libdir, "libecbatch.so.0"))
    except OSError:
        pass
    for prefix in ("/usr/local/lib", "/usr/local/lib64", "/usr/lib/x86_64-linux-gnu", "/usr/lib"):
        out.append(os.path.join(prefix, "libecbatch.so.0"))
    return out


def _load() -> ctypes.CDLL:
    errors = []
    for name in _candidates():
        try:
            return ctypes.CDLL(name)
        except OSError as e:
            errors.append("%s: %s" % (name, e))
    raise ImportError("ecbatch: cannot load the C library libecbatch.so.0 (`pip install "
                      "./bindings/python` builds and ships it; or `make install` it, or set "
                      "ECBATCH_LIBRARY to its path). Tried:\n  " + "\n  ".join(errors))


lib = _load()


# ---- types (include/ecbatch/*.h) ------------------------------------------------------------

def _words(name: str, n: int) -> type:
    return type(name, (Structure,), {"_fields_": [("v", c_uint64 * n)]})


Fe25519 = _words("Fe25519", 5)
RistrettoScalar = _words("RistrettoScalar", 4)
Bls381Fp = _words("Bls381Fp", 6)
Bls381Scalar = _words("Bls381Scalar", 4)
Bls377Fp = _words("Bls377Fp", 6)
Bls377Scalar = _words("Bls377Scalar", 4)
Bn254Fp = _words("Bn254Fp", 4)
Bn254Scalar = _words("Bn254Scalar", 4)


class RistrettoPoint(Structure):
    _fields_ = [("X", Fe25519), ("Y", Fe25519), ("Z", Fe25519), ("T", Fe25519)]


class Bls381Fp2(Structure):
    _fields_ = [("c0", Bls381Fp), ("c1", Bls381Fp)]


class Bls381G1(Structure):
    _fields_ = [("X", Bls381Fp), ("Y", Bls381Fp), ("Z", Bls381Fp)]


class Bls381G2(Structure):
    _fields_ = [("X", Bls381Fp2), ("Y", Bls381Fp2), ("Z", Bls381Fp2)]


class Bls381G1Affine(Structure):
    _fields_ = [("x", Bls381Fp), ("y", Bls381Fp)]


class Bls381G2Affine(Structure):
    _fields_ = [("x", Bls381Fp2), ("y", Bls381Fp2)]


class Bls381Gt(Structure):
    _fields_ = [("v", c_uint64 * 72)]


class Bls377G1(Structure):
    _fields_ = [("X", Bls377Fp), ("Y", Bls377Fp), ("Z", Bls377Fp)]


class Bls377G1Affine(Structure):
    _fields_ = [("x", Bls377Fp), ("y", Bls377Fp)]


class Bn254G1(Structure):
    _fields_ = [("X", Bn254Fp), ("Y", Bn254Fp), ("Z", Bn254Fp)]


class Bn254G1Affine(Structure):
    _fields_ = [("x", Bn254Fp), ("y", Bn254Fp)]


class MsmPlan(Structure):
    _fields_ = [("strategy", c_int), ("inner", c_int), ("window", c_uint), ("threads", c_uint),
                ("point_chunks", c_uint), ("n", c_size_t), ("scalar_bits", c_uint),
                ("estimate_ns", c_double), ("strategy_ns", c_double * 9),
                ("strategy_window", c_uint * 9)]


class MsmOptions(Structure):
    _fields_ = [("strategy", c_int), ("threads", c_uint), ("scratch", c_void_p),
                ("scratch_size", c_size_t), ("window", c_uint), ("costs", c_void_p),
                ("plan_used", POINTER(MsmPlan)), ("inner", c_int)]


class MsmMultiPlan(Structure):
    _fields_ = [("method", c_int), ("window", c_uint), ("estimate_ns", c_double),
                ("method_ns", c_double * 4), ("method_window", c_uint * 4)]


class MsmMultiOptions(Structure):
    _fields_ = [("method", c_int), ("threads", c_uint), ("costs", c_void_p),
                ("plan_used", POINTER(MsmMultiPlan))]


class MerlinTranscript(Structure):
    _fields_ = [("state", c_uint64 * 25), ("pos", c_uint8), ("pos_begin", c_uint8),
                ("cur_flags", c_uint8)]


BPP_MAX_T = 6
BPP_MAX_ROUNDS = 16


class PedersenGens(Structure):
    _fields_ = [("extension_degree", c_size_t), ("h", RistrettoPoint),
                ("g", RistrettoPoint * BPP_MAX_T), ("h_bytes", c_uint8 * 32),
                ("g_bytes", (c_uint8 * 32) * BPP_MAX_T)]


class BppStatement(Structure):
    _fields_ = [("params", c_void_p), ("aggregation", c_size_t), ("commitments", c_void_p),
                ("commitment_points", c_void_p), ("minimum_value_promises", POINTER(c_uint64)),
                ("seed_nonce", POINTER(RistrettoScalar))]


class BppWitness(Structure):
    _fields_ = [("count", c_size_t), ("extension_degree", c_size_t),
                ("values", POINTER(c_uint64)), ("blindings", POINTER(RistrettoScalar))]


class BppProof(Structure):
    _fields_ = [("extension_degree", c_size_t), ("rounds", c_size_t),
                ("d1", RistrettoScalar * BPP_MAX_T), ("A", c_uint8 * 32), ("A1", c_uint8 * 32),
                ("B", c_uint8 * 32), ("r1", RistrettoScalar), ("s1", RistrettoScalar),
                ("L", (c_uint8 * 32) * BPP_MAX_ROUNDS), ("R", (c_uint8 * 32) * BPP_MAX_ROUNDS)]


class BppMask(Structure):
    _fields_ = [("present", c_int), ("extension_degree", c_size_t),
                ("blindings", RistrettoScalar * BPP_MAX_T)]


class BppVerifyOptions(Structure):
    _fields_ = [("threads", c_uint), ("identify_invalid", c_int), ("proof_status", POINTER(c_int)),
                ("strategy", c_int)]


class BtePoint(Structure):
    _fields_ = [("opaque", c_uint64 * 40)]


class BteShare(Structure):
    _fields_ = [("index", c_uint32), ("secret", c_uint8 * 32)]


class BteError(Structure):
    _fields_ = [("status", c_int), ("index", c_uint32), ("expected", c_uint64), ("actual", c_uint64)]


class BtePlaintext(Structure):
    _fields_ = [("position", c_uint32), ("len", c_size_t), ("data", POINTER(c_uint8))]


RNG_FN = ctypes.CFUNCTYPE(None, c_void_p, POINTER(c_uint8))

# ---- prototypes -----------------------------------------------------------------------------

P = POINTER
B = c_char_p  # byte strings in (read-only)
V = c_void_p


def _proto(name: str, restype: Optional[type], *argtypes: type) -> None:
    f = getattr(lib, name)
    f.restype = restype
    f.argtypes = list(argtypes)


_proto("ecb_status_str", c_char_p, c_int)

pt, sc = RistrettoPoint, RistrettoScalar
_proto("ecb_ristretto255_decode", c_int, P(pt), B)
_proto("ecb_ristretto255_encode", None, V, P(pt))
_proto("ecb_ristretto255_equal", c_int, P(pt), P(pt))
_proto("ecb_ristretto255_is_identity", c_int, P(pt))
_proto("ecb_ristretto255_from_uniform_bytes", None, P(pt), B)
_proto("ecb_ristretto255_identity", None, P(pt))
_proto("ecb_ristretto255_base", None, P(pt))
for op in ("add", "sub"):
    _proto("ecb_ristretto255_" + op, None, P(pt), P(pt), P(pt))
for op in ("double", "negate"):
    _proto("ecb_ristretto255_" + op, None, P(pt), P(pt))
_proto("ecb_ristretto255_scalar_mult", None, P(pt), P(sc), P(pt))
_proto("ecb_ristretto255_base_mult", None, P(pt), P(sc))
_proto("ecb_ristretto255_scalar_decode", c_int, P(sc), B)
_proto("ecb_ristretto255_scalar_encode", None, V, P(sc))
_proto("ecb_ristretto255_scalar_reduce64", None, P(sc), B)
_proto("ecb_ristretto255_scalar_from_u64", None, P(sc), c_uint64)
for op in ("add", "sub", "mul"):
    _proto("ecb_ristretto255_scalar_" + op, None, P(sc), P(sc), P(sc))
_proto("ecb_ristretto255_scalar_neg", None, P(sc), P(sc))
_proto("ecb_ristretto255_scalar_invert", c_int, P(sc), P(sc))
_proto("ecb_ristretto255_scalar_is_zero", c_int, P(sc))
_proto("ecb_ristretto255_scalar_equal", c_int, P(sc), P(sc))
_proto("ecb_ristretto255_decode_batch_var", c_int, V, V, B, c_size_t, c_uint)

for g, pt, aff in (("g1", Bls381G1, Bls381G1Affine), ("g2", Bls381G2, Bls381G2Affine)):
    pre = "ecb_bls12_381_" + g + "_"
    for d in ("decode", "decode_uncompressed"):
        _proto(pre + d, c_int, P(pt), B)
    for e in ("encode", "encode_uncompressed"):
        _proto(pre + e, None, V, P(pt))
    _proto(pre + "identity", None, P(pt))
    _proto(pre + "generator", None, P(pt))
    _proto(pre + "is_identity", c_int, P(pt))
    _proto(pre + "equal", c_int, P(pt), P(pt))
    _proto(pre + "add", None, P(pt), P(pt), P(pt))
    _proto(pre + "double", None, P(pt), P(pt))
    _proto(pre + "negate", None, P(pt), P(pt))
    _proto(pre + "mul", None, P(pt), P(Bls381Scalar), P(pt))
    _proto(pre + "mul_var", None, P(pt), P(Bls381Scalar), P(pt))
    _proto(pre + "is_in_subgroup_var", c_int, P(pt))
    _proto(pre + "to_affine", None, P(aff), P(pt))
    _proto(pre + "batch_to_affine", None, V, V, c_size_t)
    _proto(pre + "from_affine", None, P(pt), P(aff))
    _proto(pre + "hash_to_curve", c_int, P(pt), B, c_size_t, B, c_size_t)
    _proto(pre + "encode_to_curve", c_int, P(pt), B, c_size_t, B, c_size_t)
    _proto(pre + "hash_to_curve_aug", c_int, P(pt), B, c_size_t, B, c_size_t, B, c_size_t)
    for d in ("decode_affine", "decode_affine_uncompressed", "affine_from_raw_unchecked"):
        _proto(pre + d, c_int, P(aff), B)
    for d in ("batch_decode_affine", "batch_decode_affine_uncompressed"):
        _proto(pre + d, c_int, V, c_size_t, B, c_size_t, c_uint, V, V)
    _proto(pre + "clear_cofactor", None, P(pt), P(pt))
_proto("ecb_bls12_381_g1_map_to_curve", None, P(Bls381G1), P(Bls381Fp))
_proto("ecb_bls12_381_g2_map_to_curve", None, P(Bls381G2), P(Bls381Fp2))
_proto("ecb_bls12_381_hash_to_field_fp", c_int, V, c_size_t, B, c_size_t, B, c_size_t)
_proto("ecb_bls12_381_hash_to_field_fp2", c_int, V, c_size_t, B, c_size_t, B, c_size_t)
_proto("ecb_bls12_381_fp_decode", c_int, P(Bls381Fp), B)
_proto("ecb_bls12_381_fp_encode", None, V, P(Bls381Fp))

_proto("ecb_bls12_381_scalar_decode", c_int, P(Bls381Scalar), B)
_proto("ecb_bls12_381_scalar_encode", None, V, P(Bls381Scalar))
_proto("ecb_bls12_381_scalar_reduce64", None, P(Bls381Scalar), B)
_proto("ecb_bls12_381_scalar_from_u64", None, P(Bls381Scalar), c_uint64)
_proto("ecb_bls12_381_scalar_decode_le", c_int, P(Bls381Scalar), B)
_proto("ecb_bls12_381_scalar_encode_le", None, V, P(Bls381Scalar))
_proto("ecb_bls12_381_scalar_reduce64_le", None, P(Bls381Scalar), B)
for op in ("add", "sub", "mul"):
    _proto("ecb_bls12_381_scalar_" + op, None, P(Bls381Scalar), P(Bls381Scalar), P(Bls381Scalar))
_proto("ecb_bls12_381_scalar_neg", None, P(Bls381Scalar), P(Bls381Scalar))
_proto("ecb_bls12_381_scalar_invert", c_int, P(Bls381Scalar), P(Bls381Scalar))
_proto("ecb_bls12_381_scalar_is_zero", c_int, P(Bls381Scalar))
_proto("ecb_bls12_381_scalar_equal", c_int, P(Bls381Scalar), P(Bls381Scalar))

for suffix in ("", "_uncompressed", "_ark", "_ark_uncompressed", "_snarkvm_uncompressed"):
    _proto("ecb_bls12_377_g1_decode" + suffix, c_int, P(Bls377G1), B)
    _proto("ecb_bls12_377_g1_encode" + suffix, None, V, P(Bls377G1))
_proto("ecb_bls12_377_g1_identity", None, P(Bls377G1))
_proto("ecb_bls12_377_g1_is_identity", c_int, P(Bls377G1))
_proto("ecb_bls12_377_g1_equal", c_int, P(Bls377G1), P(Bls377G1))
_proto("ecb_bls12_377_g1_add", None, P(Bls377G1), P(Bls377G1), P(Bls377G1))
_proto("ecb_bls12_377_g1_double", None, P(Bls377G1), P(Bls377G1))
_proto("ecb_bls12_377_g1_negate", None, P(Bls377G1), P(Bls377G1))
_proto("ecb_bls12_377_g1_mul", None, P(Bls377G1), P(Bls377Scalar), P(Bls377G1))
_proto("ecb_bls12_377_g1_mul_var", None, P(Bls377G1), P(Bls377Scalar), P(Bls377G1))
_proto("ecb_bls12_377_g1_is_in_subgroup_var", c_int, P(Bls377G1))
_proto("ecb_bls12_377_g1_to_affine", None, P(Bls377G1Affine), P(Bls377G1))
_proto("ecb_bls12_377_g1_batch_to_affine", None, V, V, c_size_t)
_proto("ecb_bls12_377_g1_from_affine", None, P(Bls377G1), P(Bls377G1Affine))
_proto("ecb_bls12_377_scalar_decode", c_int, P(Bls377Scalar), B)
_proto("ecb_bls12_377_scalar_encode", None, V, P(Bls377Scalar))
_proto("ecb_bls12_377_scalar_from_u64", None, P(Bls377Scalar), c_uint64)
_proto("ecb_bls12_377_scalar_decode_le", c_int, P(Bls377Scalar), B)
_proto("ecb_bls12_377_scalar_encode_le", None, V, P(Bls377Scalar))
_proto("ecb_bls12_377_scalar_reduce64", None, P(Bls377Scalar), B)
_proto("ecb_bls12_377_scalar_reduce64_le", None, P(Bls377Scalar), B)
_proto("ecb_bls12_377_encoding_bytes", c_size_t, c_int)
_proto("ecb_bls12_377_g1_decode_affine", c_int, P(Bls377G1Affine), B, c_size_t, c_int)
_proto("ecb_bls12_377_g1_affine_from_raw_unchecked", c_int, P(Bls377G1Affine), B, c_size_t, c_int)
_proto("ecb_bls12_377_g1_batch_decode_affine", c_int, V, c_size_t, B, c_size_t, c_int, c_uint, V,
       V)
BLS12_377_G1_GENERATOR = Bls377G1.in_dll(lib, "ECB_BLS12_377_G1_GENERATOR")
BLS12_377_G1_GENERATOR_SNARKVM = Bls377G1.in_dll(lib, "ECB_BLS12_377_G1_GENERATOR_SNARKVM")

for suffix in ("", "_uncompressed"):
    _proto("ecb_bn254_g1_decode" + suffix, c_int, P(Bn254G1), B)
    _proto("ecb_bn254_g1_encode" + suffix, None, V, P(Bn254G1))
_proto("ecb_bn254_g1_identity", None, P(Bn254G1))
_proto("ecb_bn254_g1_is_identity", c_int, P(Bn254G1))
_proto("ecb_bn254_g1_equal", c_int, P(Bn254G1), P(Bn254G1))
_proto("ecb_bn254_g1_add", None, P(Bn254G1), P(Bn254G1), P(Bn254G1))
_proto("ecb_bn254_g1_double", None, P(Bn254G1), P(Bn254G1))
_proto("ecb_bn254_g1_negate", None, P(Bn254G1), P(Bn254G1))
_proto("ecb_bn254_g1_mul", None, P(Bn254G1), P(Bn254Scalar), P(Bn254G1))
_proto("ecb_bn254_g1_mul_var", None, P(Bn254G1), P(Bn254Scalar), P(Bn254G1))
_proto("ecb_bn254_g1_to_affine", None, P(Bn254G1Affine), P(Bn254G1))
_proto("ecb_bn254_g1_batch_to_affine", None, V, V, c_size_t)
_proto("ecb_bn254_g1_from_affine", None, P(Bn254G1), P(Bn254G1Affine))
_proto("ecb_bn254_scalar_decode", c_int, P(Bn254Scalar), B)
_proto("ecb_bn254_scalar_encode", None, V, P(Bn254Scalar))
_proto("ecb_bn254_scalar_from_u64", None, P(Bn254Scalar), c_uint64)
_proto("ecb_bn254_scalar_reduce64", None, P(Bn254Scalar), B)
_proto("ecb_bn254_encoding_bytes", c_size_t, c_int)
_proto("ecb_bn254_g1_decode_affine", c_int, P(Bn254G1Affine), B, c_size_t, c_int)
_proto("ecb_bn254_g1_affine_from_raw_unchecked", c_int, P(Bn254G1Affine), B, c_size_t, c_int)
_proto("ecb_bn254_g1_batch_decode_affine", c_int, V, c_size_t, B, c_size_t, c_int, c_uint, V, V)
BN254_G1_GENERATOR = Bn254G1.in_dll(lib, "ECB_BN254_G1_GENERATOR")

_proto("ecb_msm_strategy_name", c_char_p, c_int)
_proto("ecb_msm_strategy_parse", c_int, c_char_p, P(c_int))
_proto("ecb_msm_strategy_available", c_int, c_int, c_int)
_proto("ecb_msm_plan_ex", c_int, c_int, c_size_t, c_uint, c_uint, V, c_int, c_uint, P(MsmPlan))
_proto("ecb_msm_scratch_size", c_size_t, c_int, c_size_t, P(MsmPlan))
_proto("ecb_msm_scratch_size_options", c_size_t, c_int, c_size_t, P(MsmOptions))
_proto("ecb_msm_ristretto255_var", c_int, P(RistrettoPoint), V, V, c_size_t, P(MsmOptions))
_proto("ecb_msm_bls12_381_g1_var", c_int, P(Bls381G1), V, V, c_size_t, P(MsmOptions))
_proto("ecb_msm_bls12_381_g2_var", c_int, P(Bls381G2), V, V, c_size_t, P(MsmOptions))
_proto("ecb_msm_bls12_377_g1_var", c_int, P(Bls377G1), V, V, c_size_t, P(MsmOptions))
_proto("ecb_msm_bn254_g1_var", c_int, P(Bn254G1), V, V, c_size_t, P(MsmOptions))
_proto("ecb_msm_multi_plan", c_int, c_int, c_size_t, c_uint, c_size_t, c_uint, V, P(MsmMultiPlan))
for g in ("ristretto255", "bls12_381_g1", "bls12_381_g2", "bls12_377_g1", "bn254_g1"):
    _proto("ecb_msm_multi_%s_var" % g, c_int, V, V, c_size_t, V, c_size_t, P(MsmMultiOptions))
    _proto("ecb_msm_fixed_%s_new" % g, c_int, P(V), V, c_size_t, c_size_t)
    _proto("ecb_msm_fixed_%s_var" % g, c_int, V, V, V, c_size_t, P(MsmOptions))
_proto("ecb_kzg_settings_load", c_int, P(V), B, c_size_t, B, c_size_t, B, c_size_t, c_uint)
_proto("ecb_kzg_settings_load_text", c_int, P(V), B, c_size_t, c_uint)
_proto("ecb_kzg_settings_load_file", c_int, P(V), B, c_uint)
_proto("ecb_kzg_settings_free", None, V)
_proto("ecb_kzg_settings_precompute", c_int, V, c_size_t)
_proto("ecb_kzg_settings_table_size", c_size_t, V)
_proto("ecb_kzg_blob_to_commitment", c_int, V, B, c_size_t, V)
_proto("ecb_kzg_compute_proof", c_int, V, V, B, c_size_t, B, V)
_proto("ecb_kzg_compute_blob_proof", c_int, V, B, c_size_t, B, V)
_proto("ecb_kzg_verify_proof", c_int, B, B, B, B, V)
_proto("ecb_kzg_verify_blob_proof", c_int, B, c_size_t, B, B, V)
_proto("ecb_kzg_verify_blob_proof_batch", c_int, B, c_size_t, B, c_size_t, B, c_size_t, c_size_t, V)
_proto("ecb_kzg_compute_cells", c_int, V, c_size_t, B, c_size_t, V)
_proto("ecb_kzg_compute_cells_and_proofs", c_int, V, c_size_t, V, c_size_t, B, c_size_t, V)
_proto("ecb_kzg_recover_cells_and_proofs", c_int, V, c_size_t, V, c_size_t, P(c_uint64), B,
       c_size_t, c_size_t, V)
_proto("ecb_kzg_verify_cell_proof_batch", c_int, B, c_size_t, P(c_uint64), B, c_size_t, B,
       c_size_t, c_size_t, V)
_proto("ecb_msm_fixed_free", None, V)
_proto("ecb_msm_fixed_count", c_size_t, V)
_proto("ecb_msm_fixed_table_size", c_size_t, V)
_proto("ecb_msm_fixed_shape", c_int, V, P(c_uint), P(c_uint))
_proto("ecb_msm_fixed_saved_size", c_size_t, V)
_proto("ecb_msm_fixed_save", c_int, V, V, c_size_t)
_proto("ecb_msm_fixed_load", c_int, P(V), c_int, B, c_size_t)

_proto("ecb_merlin_init", c_int, P(MerlinTranscript), B, c_size_t)
_proto("ecb_merlin_append_message", c_int, P(MerlinTranscript), B, c_size_t, B, c_size_t)
_proto("ecb_merlin_append_u64", c_int, P(MerlinTranscript), B, c_size_t, c_uint64)
_proto("ecb_merlin_challenge_bytes", c_int, P(MerlinTranscript), B, c_size_t, V, c_size_t)
_proto("ecb_merlin_wipe", None, P(MerlinTranscript))

_proto("ecb_bpp_pedersen_gens_default", c_int, P(PedersenGens), c_size_t)
_proto("ecb_bpp_pedersen_gens_custom", c_int, P(PedersenGens), P(RistrettoPoint), V, c_size_t)
_proto("ecb_bpp_commit", c_int, P(RistrettoPoint), P(PedersenGens), c_uint64, V, c_size_t)
_proto("ecb_bpp_params_create", c_int, P(V), c_size_t, c_size_t, P(PedersenGens))
_proto("ecb_bpp_params_free", None, V)
_proto("ecb_bpp_params_bit_length", c_size_t, V)
_proto("ecb_bpp_params_max_aggregation", c_size_t, V)
_proto("ecb_bpp_params_extension_degree", c_size_t, V)
_proto("ecb_bpp_params_pedersen_gens", P(PedersenGens), V)
_proto("ecb_bpp_statement_check", c_int, P(BppStatement))
_proto("ecb_bpp_proof_size", c_size_t, c_size_t, c_size_t)
_proto("ecb_bpp_proof_parse_var", c_int, P(BppProof), B, c_size_t)
_proto("ecb_bpp_proof_serialize", c_int, V, c_size_t, P(c_size_t), P(BppProof))
_proto("ecb_bpp_prove", c_int, P(BppProof), P(MerlinTranscript), P(BppStatement), P(BppWitness),
       RNG_FN, V)
_proto("ecb_bpp_verify_batch_var", c_int, V, c_size_t, V, V, c_size_t, c_int, V,
       P(BppVerifyOptions))
_proto("ecb_bpp_verifier_create", c_int, P(V), c_size_t, c_size_t, c_size_t, c_uint)
_proto("ecb_bpp_verifier_free", None, V)
_proto("ecb_bpp_verifier_verify_batch_var", c_int, V, V, c_size_t, V, V, c_size_t, c_int, V,
       P(BppVerifyOptions))

_proto("ecb_bte_point_bytes", c_size_t, c_int)
_proto("ecb_bte_point_decode", c_int, P(BtePoint), c_int, B, c_size_t)
_proto("ecb_bte_point_encode", None, V, P(BtePoint))
_proto("ecb_bte_point_variant", c_int, P(BtePoint))
_proto("ecb_bte_point_equal", c_int, P(BtePoint), P(BtePoint))
_proto("ecb_bte_deal", c_int, P(V), V, c_int, c_uint32, c_uint32)
_proto("ecb_bte_deal_from_coefficients", c_int, P(V), V, c_int, c_uint32, c_uint32, B)
_proto("ecb_bte_public_free", None, V)
_proto("ecb_bte_public_variant", c_int, V)
_proto("ecb_bte_public_threshold", c_uint32, V)
_proto("ecb_bte_public_participants", c_uint32, V)
_proto("ecb_bte_public_key", None, V, P(BtePoint))
_proto("ecb_bte_public_commitment", c_int, V, c_uint32, P(BtePoint))
_proto("ecb_bte_public_share_var", c_int, V, c_uint32, P(BtePoint))
_proto("ecb_bte_share_check", c_int, V, P(BteShare))
_proto("ecb_bte_public_encoded_size", c_size_t, V)
_proto("ecb_bte_public_encode", None, V, V)
_proto("ecb_bte_public_decode", c_int, P(V), c_int, B, c_size_t)
_proto("ecb_bte_share_encode", c_size_t, V, P(BteShare))
_proto("ecb_bte_share_decode", c_int, P(BteShare), B, c_size_t)
_proto("ecb_bte_encrypt", c_int, P(V), P(BtePoint), B, c_size_t, B, c_size_t)
_proto("ecb_bte_encrypt_seeded", c_int, P(V), P(BtePoint), B, c_size_t, B, c_size_t, B, B)
_proto("ecb_bte_ciphertext_free", None, V)
_proto("ecb_bte_ciphertext_variant", c_int, V)
_proto("ecb_bte_ciphertext_label", P(c_uint8), V, P(c_size_t))
_proto("ecb_bte_ciphertext_body", P(c_uint8), V, P(c_size_t))
_proto("ecb_bte_ciphertext_header", None, V, P(BtePoint))
_proto("ecb_bte_ciphertext_verify_var", c_int, P(BtePoint), V)
_proto("ecb_bte_ciphertexts_verify_var", c_int, P(BtePoint), V, c_size_t, c_uint, V, P(c_size_t))
_proto("ecb_bte_ciphertext_encoded_size", c_size_t, V)
_proto("ecb_bte_ciphertext_encode", None, V, V)
_proto("ecb_bte_ciphertext_decode", c_int, P(V), c_int, B, c_size_t)
_proto("ecb_bte_request_new_var", c_int, P(V), P(BtePoint), V, c_size_t, B, c_size_t, c_uint32,
       c_uint)
_proto("ecb_bte_request_from_public_var", c_int, P(V), V, V, c_size_t, B, c_size_t, c_uint32,
       c_uint)
_proto("ecb_bte_request_free", None, V)
_proto("ecb_bte_request_valid_count", c_size_t, V)
_proto("ecb_bte_request_valid_indices", P(c_uint32), V)
_proto("ecb_bte_request_digest", None, V, V)
_proto("ecb_bte_request_threshold", c_uint32, V)
_proto("ecb_bte_respond", c_int, P(V), V, P(BteShare), c_uint)
_proto("ecb_bte_respond_seeded", c_int, P(V), V, P(BteShare), B, c_uint)
_proto("ecb_bte_response_free", None, V)
_proto("ecb_bte_response_variant", c_int, V)
_proto("ecb_bte_response_index", c_uint32, V)
_proto("ecb_bte_response_partial_count", c_size_t, V)
_proto("ecb_bte_response_encoded_size", c_size_t, V)
_proto("ecb_bte_response_encode", None, V, V)
_proto("ecb_bte_response_decode", c_int, P(V), c_int, B, c_size_t)
_proto("ecb_bte_verify_response_var", c_int, V, c_uint32, P(BtePoint), V, P(BteError))
_proto("ecb_bte_verify_responses_var", c_int, V, V, V, V, c_size_t, c_uint, V, P(c_size_t))
_proto("ecb_bte_combine_var", c_int, V, V, c_size_t, V, c_size_t, c_uint, P(P(BtePlaintext)),
       P(c_size_t), P(BteError))
_proto("ecb_bte_plaintexts_free", None, P(BtePlaintext), c_size_t)

_proto("ecb_bls12_381_pairing", c_int, P(Bls381Gt), B, B)
_proto("ecb_bls12_381_multi_pairing", c_int, P(Bls381Gt), B, c_size_t, B, c_size_t, c_size_t)
_proto("ecb_bls12_381_multi_pairing_affine", c_int, P(Bls381Gt), V, V, c_size_t)
_proto("ecb_bls12_381_g2_prepared_size", c_size_t)
_proto("ecb_bls12_381_g2_prepare", c_int, V, c_size_t, P(Bls381G2Affine))
_proto("ecb_bls12_381_multi_pairing_prepared", c_int, P(Bls381Gt), V, V, c_size_t, c_size_t)
_proto("ecb_bls12_381_gt_one", None, P(Bls381Gt))
_proto("ecb_bls12_381_gt_is_one", c_int, P(Bls381Gt))
_proto("ecb_bls12_381_gt_equal", c_int, P(Bls381Gt), P(Bls381Gt))
_proto("ecb_bls12_381_gt_mul", None, P(Bls381Gt), P(Bls381Gt), P(Bls381Gt))
_proto("ecb_bls12_381_gt_inverse", None, P(Bls381Gt), P(Bls381Gt))
_proto("ecb_bls12_381_gt_pow", None, P(Bls381Gt), P(Bls381Gt), P(Bls381Scalar))
_proto("ecb_bls12_381_gt_pow_var", None, P(Bls381Gt), P(Bls381Gt), P(Bls381Scalar))
_proto("ecb_bls12_381_gt_encode", None, V, P(Bls381Gt))
_proto("ecb_bls12_381_gt_decode", c_int, P(Bls381Gt), B)

_proto("ecb_bls_public_key_bytes", c_size_t, c_int)
_proto("ecb_bls_signature_bytes", c_size_t, c_int)
_proto("ecb_bls_keygen", c_int, V, B, c_size_t, B, c_size_t)
_proto("ecb_bls_sk_to_pk", c_int, c_int, V, B)
_proto("ecb_bls_key_validate", c_int, c_int, B)
_proto("ecb_bls_sign", c_int, c_int, V, B, B, c_size_t)
_proto("ecb_bls_verify", c_int, c_int, B, B, c_size_t, B)
_proto("ecb_bls_aggregate", c_int, c_int, V, B, c_size_t, c_size_t)
_proto("ecb_bls_fast_aggregate_verify", c_int, c_int, B, c_size_t, c_size_t, B, c_size_t, B)
_proto("ecb_bls_aggregate_verify", c_int, c_int, B, c_size_t, V, V, c_size_t, B)
_proto("ecb_bls_pop_prove", c_int, c_int, V, B)
_proto("ecb_bls_pop_verify", c_int, c_int, B, B)
_proto("ecb_bls_batch_verify", c_int, c_int, B, c_size_t, V, V, B, c_size_t, c_size_t, c_uint, V,
       P(c_size_t))
_proto("ecb_bls_partial_signature_bytes", c_size_t, c_int)
_proto("ecb_bls_threshold_public_key", c_int, c_int, V, V)
_proto("ecb_bls_threshold_sign", c_int, c_int, V, P(BteShare), B, c_size_t)
_proto("ecb_bls_threshold_verify", c_int, c_int, V, B, c_size_t, B, c_size_t)
_proto("ecb_bls_threshold_batch_verify", c_int, c_int, V, B, c_size_t, B, c_size_t, c_size_t,
       c_uint, V, P(c_size_t))
_proto("ecb_bls_threshold_recover", c_int, c_int, V, V, B, c_size_t, c_size_t, c_uint)


def wipe(obj: ctypes.Structure) -> None:
    """Overwrites a ctypes object (a scalar, share or transcript) with zeros."""
    ctypes.memset(ctypes.addressof(obj), 0, ctypes.sizeof(obj))
