/* Threshold decryption: the secret-handling entry points with their secrets marked, end to end
 * through the public API. Dealing from secret coefficients (shares and the public polynomial
 * are outputs), encryption with secret seeds and a secret message, and responding with a
 * secret share and a secret nonce seed (the response is public). Results are checked after
 * declassification: every share against the polynomial, the ciphertext by the verifier, the
 * response by the verifier and by combination. */
#include <sodium.h>
#include <stdlib.h>
#include <string.h>

#include "ctcheck.h"
#include "ecbatch/bte.h"

enum { T = 2, N = 3, CTS = 3 };

static void random_scalar_bytes(uint8_t out[ECB_BTE_SCALAR_BYTES]) {
    randombytes_buf(out, ECB_BTE_SCALAR_BYTES);
    out[0] &= 0x3f; /* below 2^254 < r */
    out[31] |= 1;   /* non-zero */
}

static void variant_round(ecb_bte_variant v) {
    uint8_t coeffs[T * ECB_BTE_SCALAR_BYTES];
    ecb_bte_share shares[N];
    ecb_bte_public *pub = NULL;
    for (int k = 0; k < T; k++)
        random_scalar_bytes(coeffs + k * ECB_BTE_SCALAR_BYTES);
    CT_SECRET(coeffs, sizeof coeffs);
    ecb_status st = ecb_bte_deal_from_coefficients(&pub, shares, v, T, N, coeffs);
    CT_PUBLIC(&st, sizeof st);
    CT_EXPECT(st == ECB_OK);
    if (st != ECB_OK) return;
    CT_PUBLIC(shares, sizeof shares);
    CT_PUBLIC(coeffs, sizeof coeffs);
    { /* the public polynomial is public: declassified through its encoding */
        size_t plen = ecb_bte_public_encoded_size(pub);
        uint8_t *w = malloc(plen);
        if (w == NULL) return;
        ecb_bte_public_encode(w, pub);
        CT_PUBLIC(w, plen);
        ecb_bte_public_free(pub);
        pub = NULL;
        CT_EXPECT(ecb_bte_public_decode(&pub, v, w, plen) == ECB_OK);
        free(w);
        if (pub == NULL) return;
    }
    /* share checks with the share secret */
    for (int i = 0; i < N; i++) {
        ecb_bte_share s = shares[i];
        CT_SECRET(s.secret, sizeof s.secret);
        st = ecb_bte_share_check(pub, &s);
        CT_PUBLIC(&st, sizeof st);
        CT_EXPECT(st == ECB_OK);
    }

    /* encryption: seeds and message secret */
    ecb_bte_point pk;
    ecb_bte_public_key(pub, &pk);
    ecb_bte_ciphertext *cts[CTS] = {NULL};
    static const char *const msgs[CTS] = {"attack at dawn", "", "a longer secret message here"};
    for (int j = 0; j < CTS; j++) {
        uint8_t r_seed[ECB_BTE_SEED_BYTES], s_seed[ECB_BTE_SEED_BYTES], msg[64];
        size_t len = strlen(msgs[j]);
        randombytes_buf(r_seed, sizeof r_seed);
        randombytes_buf(s_seed, sizeof s_seed);
        memcpy(msg, msgs[j], len);
        CT_SECRET(r_seed, sizeof r_seed);
        CT_SECRET(s_seed, sizeof s_seed);
        CT_SECRET(msg, sizeof msg);
        st = ecb_bte_encrypt_seeded(&cts[j], &pk, (const uint8_t *)"label", 5, msg, len, r_seed,
                                    s_seed);
        CT_PUBLIC(&st, sizeof st);
        CT_EXPECT(st == ECB_OK);
        if (st != ECB_OK) goto done;
        /* the ciphertext is public: declassified through its encoding */
        size_t clen = ecb_bte_ciphertext_encoded_size(cts[j]);
        uint8_t *w = malloc(clen);
        if (w == NULL) goto done;
        ecb_bte_ciphertext_encode(w, cts[j]);
        CT_PUBLIC(w, clen);
        ecb_bte_ciphertext_free(cts[j]);
        cts[j] = NULL;
        CT_EXPECT(ecb_bte_ciphertext_decode(&cts[j], v, w, clen) == ECB_OK);
        free(w);
        if (cts[j] == NULL) goto done;
        CT_EXPECT(ecb_bte_ciphertext_verify_var(&pk, cts[j]) == ECB_OK);
    }

    /* responding: share and nonce seed secret */
    ecb_bte_request *req = NULL;
    st = ecb_bte_request_new_var(&req, &pk, (const ecb_bte_ciphertext *const *)cts, CTS,
                                 (const uint8_t *)"ctx", 3, T, 1);
    CT_EXPECT(st == ECB_OK);
    ecb_bte_response *resp[N] = {NULL};
    ecb_bte_point hi[N];
    uint32_t idx[N];
    for (int i = 0; i < N && st == ECB_OK; i++) {
        ecb_bte_share s = shares[i];
        uint8_t nonce_seed[ECB_BTE_SEED_BYTES];
        randombytes_buf(nonce_seed, sizeof nonce_seed);
        CT_SECRET(s.secret, sizeof s.secret);
        CT_SECRET(nonce_seed, sizeof nonce_seed);
        st = ecb_bte_respond_seeded(&resp[i], req, &s, nonce_seed, i == 2 ? 2 : 1);
        CT_PUBLIC(&st, sizeof st);
        CT_EXPECT(st == ECB_OK);
        if (st != ECB_OK) break;
        /* the response is public: mark its encoding's source defined through a round trip */
        size_t len = ecb_bte_response_encoded_size(resp[i]);
        uint8_t *w = malloc(len);
        ecb_bte_response *back = NULL;
        if (w == NULL) break;
        ecb_bte_response_encode(w, resp[i]);
        CT_PUBLIC(w, len);
        ecb_bte_response_free(resp[i]);
        resp[i] = NULL;
        CT_EXPECT(ecb_bte_response_decode(&back, v, w, len) == ECB_OK);
        free(w);
        resp[i] = back;
        idx[i] = (uint32_t)i;
        ecb_bte_public_share_var(pub, (uint32_t)i, &hi[i]);
    }
    if (st == ECB_OK) {
        ecb_bte_error res[N];
        size_t bad = 1;
        CT_EXPECT(ecb_bte_verify_responses_var(req, idx, hi, (const ecb_bte_response *const *)resp,
                                               N, 1, res, &bad) == ECB_OK &&
                  bad == 0);
        ecb_bte_plaintext *pts = NULL;
        size_t got = 0;
        CT_EXPECT(ecb_bte_combine_var(req, idx, T, (const ecb_bte_response *const *)resp, T, 1,
                                      &pts, &got, NULL) == ECB_OK &&
                  got == CTS);
        for (size_t p = 0; p < got; p++)
            CT_EXPECT(pts[p].len == strlen(msgs[p]) &&
                      memcmp(pts[p].data, msgs[p], pts[p].len) == 0);
        ecb_bte_plaintexts_free(pts, got);
    }
    for (int i = 0; i < N; i++)
        ecb_bte_response_free(resp[i]);
    ecb_bte_request_free(req);
done:
    for (int j = 0; j < CTS; j++)
        ecb_bte_ciphertext_free(cts[j]);
    ecb_bte_public_free(pub);
    sodium_memzero(shares, sizeof shares);
}

void ctcheck_bte(void) {
    variant_round(ECB_BTE_MINPK);
    variant_round(ECB_BTE_MINSIG);
}
