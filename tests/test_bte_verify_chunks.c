/* Verifying more responses than one engine call takes (BTE_VERIFY_CHUNK = 128 in
 * bte_responses.c): 131 MinPk responses over 3 ciphertexts are all valid, on 1 and 2 threads;
 * a response checked against another server's public share is rejected at its own position
 * in every chunk (the first, the last of the first chunk, the second chunk) and nowhere else. */
#include <stdlib.h>
#include <string.h>

#include "ecbatch/bte.h"
#include "testlib.h"

#define N 131

int main(void) {
    tl_init();
    static ecb_bte_share shares[N];
    static ecb_bte_point hi[N];
    static ecb_bte_response *resp[N];
    static ecb_bte_error results[N];
    static uint32_t idx[N];
    ecb_bte_public *pub = NULL;
    ecb_bte_point pk;
    ecb_bte_ciphertext *cts[3] = {NULL, NULL, NULL};
    ecb_bte_request *req = NULL;
    CHECK(ecb_bte_deal(&pub, shares, ECB_BTE_MINPK, 2, N) == ECB_OK);
    if (pub == NULL) return tl_finish("test_bte_verify_chunks");
    ecb_bte_public_key(pub, &pk);
    for (uint32_t i = 0; i < N; i++) {
        CHECK(ecb_bte_public_share_var(pub, i, &hi[i]) == ECB_OK);
        idx[i] = i;
    }
    for (size_t j = 0; j < 3; j++) {
        uint8_t msg[8] = {'m', (uint8_t)j}, label[4] = {'l', (uint8_t)j};
        CHECK(ecb_bte_encrypt(&cts[j], &pk, label, sizeof label, msg, sizeof msg) == ECB_OK);
    }
    const uint8_t ctx[] = "chunks";
    CHECK(ecb_bte_request_new_var(&req, &pk, (const ecb_bte_ciphertext *const *)cts, 3, ctx,
                                  sizeof ctx - 1, 2, 1) == ECB_OK);
    int ready = req != NULL;
    for (uint32_t i = 0; ready && i < N; i++) {
        uint8_t seed[64];
        tl_random(seed, sizeof seed);
        CHECK(ecb_bte_respond_seeded(&resp[i], req, &shares[i], seed, 1) == ECB_OK);
        ready = resp[i] != NULL;
    }
    for (unsigned th = 1; ready && th <= 2; th++) {
        size_t invalid = 99;
        CHECK(ecb_bte_verify_responses_var(req, idx, hi, (const ecb_bte_response *const *)resp, N,
                                           th, results, &invalid) == ECB_OK);
        CHECK(invalid == 0);
        static const uint32_t bad[] = {0, 127, 128, 130};
        for (size_t b = 0; b < 4; b++) {
            ecb_bte_point keep = hi[bad[b]];
            hi[bad[b]] = hi[(bad[b] + 1) % N];
            CHECK(ecb_bte_verify_responses_var(req, idx, hi, (const ecb_bte_response *const *)resp,
                                               N, th, results,
                                               &invalid) == ECB_ERR_INVALID_RESPONSE);
            CHECK(invalid == 1);
            for (uint32_t i = 0; i < N; i++)
                CHECK((results[i].status == ECB_OK) == (i != bad[b]));
            hi[bad[b]] = keep;
        }
    }
    for (uint32_t i = 0; i < N; i++)
        ecb_bte_response_free(resp[i]);
    ecb_bte_request_free(req);
    for (size_t j = 0; j < 3; j++)
        ecb_bte_ciphertext_free(cts[j]);
    ecb_bte_public_free(pub);
    return tl_finish("test_bte_verify_chunks");
}
