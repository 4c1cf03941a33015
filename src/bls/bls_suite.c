/* The two proof-of-possession ciphersuites of draft-irtf-cfrg-bls-signature-05 §4.2.3. */
#include "bls/bls_internal.h"

static const bls_suite suites[2] = {
    {ECB_BLS_MIN_PK, ECB_BLS12_381_G1_BYTES, ECB_BLS12_381_G2_BYTES,
     "BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_", "BLS_POP_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_"},
    {ECB_BLS_MIN_SIG, ECB_BLS12_381_G2_BYTES, ECB_BLS12_381_G1_BYTES,
     "BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_POP_", "BLS_POP_BLS12381G1_XMD:SHA-256_SSWU_RO_POP_"},
};

const bls_suite *bls_suite_of(ecb_bls_variant v) {
    if (v == ECB_BLS_MIN_PK) return &suites[0];
    if (v == ECB_BLS_MIN_SIG) return &suites[1];
    return NULL;
}

size_t ecb_bls_public_key_bytes(ecb_bls_variant v) {
    const bls_suite *s = bls_suite_of(v);
    return s == NULL ? 0 : s->pk_bytes;
}

size_t ecb_bls_signature_bytes(ecb_bls_variant v) {
    const bls_suite *s = bls_suite_of(v);
    return s == NULL ? 0 : s->sig_bytes;
}
