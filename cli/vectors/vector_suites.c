#include "vector_suites.h"

#include <stddef.h>

const struct vector_suite vector_suites[] = {
    {"encoding", "ristretto255", vectors_ristretto255_encoding},
    {"hash_to_curve", "ristretto255", vectors_ristretto255_hash_to_curve},
    {"msm", "ristretto255", vectors_msm},
    {"bulletproofs-plus/msm", "ristretto255", vectors_msm},
    {"bulletproofs-plus/valid-proofs", NULL, vectors_bpp_valid},
    {"bulletproofs-plus/negative", NULL, vectors_bpp_negative},
    {"bulletproofs-plus/batches", NULL, vectors_bpp_batches},
    {"bulletproofs-plus/prover-rejections", NULL, vectors_bpp_rejections},
    {"bulletproofs-plus/generators", NULL, vectors_bpp_generators},
    {"bulletproofs-plus/proofs", NULL, vectors_bpp_proofs},
    {"bulletproofs-plus/spec-examples-proofs", NULL, vectors_bpp_spec_proofs},
    {"bulletproofs-plus/spec-examples-batch", NULL, vectors_bpp_spec_batch},
    {"hashes", NULL, vectors_hashes},
    {"blake3", NULL, vectors_blake3},
    {"bulletproofs-plus/merlin-ristretto", NULL, vectors_merlin_ristretto},
    {"encoding", "bls12-381-g1", vectors_bls12_381_encoding},
    {"encoding", "bls12-381-g2", vectors_bls12_381_encoding},
    {"msm", "bls12-381-g1", vectors_bls12_381_msm},
    {"msm", "bls12-381-g2", vectors_bls12_381_msm},
    {"threshold-decryption/profile-v1", NULL, vectors_bte_profile},
    {"hash_to_curve", "bls12-381-g1", vectors_bls12_381_hash_to_curve},
    {"hash_to_curve", "bls12-381-g2", vectors_bls12_381_hash_to_curve},
    {"encoding", "bls12-377-g1", vectors_bls12_377_encoding},
    {"msm", "bls12-377-g1", vectors_bls12_377_msm},
    {"bls-signatures/pairing", NULL, vectors_bls_pairing},
    {NULL, NULL, NULL},
};
