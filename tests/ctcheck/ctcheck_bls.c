/* BLS signatures: the secret-handling entry points with their secrets marked, through the public
 * API (include/ecbatch/bls.h), both variants: KeyGen with a secret IKM (32 and 64 bytes, with and
 * without key_info), SkToPk, Sign (secret key and secret message) and PopProve with a secret key.
 * Each output is declassified and compared with the same call on unmarked inputs, and each
 * signature and proof is checked by the verifier. */
#include <sodium.h>
#include <string.h>

#include "ctcheck.h"
#include "ecbatch/bls.h"

static void check_keygen(uint8_t sk[32], size_t ikm_len, const char *info) {
    uint8_t ikm[64], want[32];
    size_t info_len = strlen(info);
    randombytes_buf(ikm, sizeof ikm);
    CT_EXPECT(ecb_bls_keygen(want, ikm, ikm_len, (const uint8_t *)info, info_len) == ECB_OK);
    CT_SECRET(ikm, sizeof ikm);
    ecb_status st = ecb_bls_keygen(sk, ikm, ikm_len, (const uint8_t *)info, info_len);
    CT_PUBLIC(&st, sizeof st);
    CT_EXPECT(st == ECB_OK);
    CT_PUBLIC(sk, 32);
    CT_EXPECT(memcmp(sk, want, 32) == 0);
}

static void check_variant(ecb_bls_variant v, const uint8_t sk_in[32]) {
    size_t pkn = ecb_bls_public_key_bytes(v), sgn = ecb_bls_signature_bytes(v);
    uint8_t sk[32], pk[96], want_pk[96], sig[96], want_sig[96], msg[40];
    randombytes_buf(msg, sizeof msg);
    memcpy(sk, sk_in, 32);
    CT_EXPECT(ecb_bls_sk_to_pk(v, want_pk, sk) == ECB_OK);
    CT_EXPECT(ecb_bls_sign(v, want_sig, sk, msg, sizeof msg) == ECB_OK);

    CT_SECRET(sk, sizeof sk);
    ecb_status st = ecb_bls_sk_to_pk(v, pk, sk);
    CT_PUBLIC(&st, sizeof st);
    CT_PUBLIC(pk, pkn);
    CT_EXPECT(st == ECB_OK && memcmp(pk, want_pk, pkn) == 0);

    CT_SECRET(msg, sizeof msg);
    st = ecb_bls_sign(v, sig, sk, msg, sizeof msg);
    CT_PUBLIC(&st, sizeof st);
    CT_PUBLIC(sig, sgn);
    CT_PUBLIC(msg, sizeof msg);
    CT_EXPECT(st == ECB_OK && memcmp(sig, want_sig, sgn) == 0);

    st = ecb_bls_pop_prove(v, sig, sk);
    CT_PUBLIC(&st, sizeof st);
    CT_PUBLIC(sig, sgn);
    CT_PUBLIC(sk, sizeof sk);
    CT_EXPECT(st == ECB_OK);
    CT_EXPECT(ecb_bls_pop_verify(v, pk, sig) == ECB_OK);
    CT_EXPECT(ecb_bls_verify(v, pk, msg, sizeof msg, want_sig) == ECB_OK);
}

void ctcheck_bls(void) {
    uint8_t sk[32];
    check_keygen(sk, 32, "");
    check_variant(ECB_BLS_MIN_PK, sk);
    check_keygen(sk, 64, "key info");
    check_variant(ECB_BLS_MIN_SIG, sk);
}
