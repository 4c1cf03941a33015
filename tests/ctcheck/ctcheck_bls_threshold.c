/* Threshold BLS signatures: threshold Sign (include/ecbatch/bls.h) with the share's secret marked,
 * both variants, through the public API: a 2-of-3 dealing, each share's secret marked (its index
 * is public: it is the partial's first four bytes), the partial declassified and compared with
 * the same call on the unmarked share, then verified against the polynomial; a share of 0 (the
 * identity partial) and a secret at or above r (refused: only the verdict leaves the call) go
 * through the same path. */
#include <sodium.h>
#include <string.h>

#include "ctcheck.h"
#include "ecbatch/bls.h"
#include "ecbatch/bte.h"

static void check_variant(ecb_bls_variant v, ecb_bte_variant bv) {
    ecb_bte_public *pub = NULL;
    ecb_bte_share shares[3];
    uint8_t msg[40], want[100], got[100];
    size_t pb = ecb_bls_partial_signature_bytes(v);
    randombytes_buf(msg, sizeof msg);
    CT_EXPECT(ecb_bte_deal(&pub, shares, bv, 2, 3) == ECB_OK);
    for (int i = 0; i < 3; i++) {
        ecb_bte_share s = shares[i];
        CT_EXPECT(ecb_bls_threshold_sign(v, want, &s, msg, sizeof msg) == ECB_OK);
        CT_SECRET(s.secret, sizeof s.secret);
        ecb_status st = ecb_bls_threshold_sign(v, got, &s, msg, sizeof msg);
        CT_PUBLIC(&st, sizeof st);
        CT_PUBLIC(got, pb);
        CT_EXPECT(st == ECB_OK && memcmp(got, want, pb) == 0);
        CT_EXPECT(ecb_bls_threshold_verify(v, pub, msg, sizeof msg, got, pb) == ECB_OK);
        sodium_memzero(&s, sizeof s);
    }
    /* a share of 0 signs the identity; a secret >= r is refused, the partial left zero */
    ecb_bte_share s = shares[0];
    for (int k = 0; k < 2; k++) {
        memset(s.secret, k == 0 ? 0x00 : 0xff, sizeof s.secret);
        CT_SECRET(s.secret, sizeof s.secret);
        ecb_status st = ecb_bls_threshold_sign(v, got, &s, msg, sizeof msg);
        CT_PUBLIC(&st, sizeof st);
        CT_PUBLIC(got, pb);
        CT_EXPECT(st == (k == 0 ? ECB_OK : ECB_ERR_SCALAR_OUT_OF_RANGE));
        CT_EXPECT(got[4] == (k == 0 ? 0xc0 : 0x00));
    }
    sodium_memzero(shares, sizeof shares);
    sodium_memzero(&s, sizeof s);
    ecb_bte_public_free(pub);
}

void ctcheck_bls_threshold(void) {
    check_variant(ECB_BLS_MIN_PK, ECB_BTE_MINPK);
    check_variant(ECB_BLS_MIN_SIG, ECB_BTE_MINSIG);
}
