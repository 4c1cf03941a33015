/* The threshold-decryption round of `ecbatch bte demo` and of the `ecbatch demo` section:
 * dealing, encryption (one ciphertext tampered with), a request, responses (one server lies),
 * batched verification naming the liar, combination and the recovered messages. */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clock.h"
#include "bte_cli.h"
#include "demo.h"
#include "ecbatch/bte.h"

static double ms_since(uint64_t t0) {
    return (double)(bench_now_ns() - t0) / 1e6;
}

int demo_bte_round(ecb_bte_variant v, uint32_t t, uint32_t n) {
    if (t < 2 || n < t + 1 || n > 64) {
        fprintf(stderr, "ecbatch bte demo: 2 <= t < n <= 64 (one server will lie)\n");
        return 2;
    }
    static const char *const msgs[] = {"transfer 5 to alice", "vote: yes", "sealed bid: 1200",
                                       "this one gets tampered", "see you at noon"};
    const size_t count = sizeof msgs / sizeof msgs[0];
    ecb_bte_public *pub = NULL;
    ecb_bte_share shares[64];
    ecb_bte_point pk, hi[64];
    ecb_bte_ciphertext *cts[8] = {NULL};
    ecb_bte_request *req = NULL;
    ecb_bte_response *resp[64] = {NULL};
    int rc = 1;
    uint64_t t0 = bench_now_ns();
    printf("== batched threshold decryption, %s (points in %s, %zu bytes)\n",
           ecb_bte_variant_name(v), v == ECB_BTE_MINSIG ? "G2" : "G1", ecb_bte_point_bytes(v));
    if (ecb_bte_deal(&pub, shares, v, t, n) != ECB_OK) goto done;
    ecb_bte_public_key(pub, &pk);
    printf("1. dealer: %u-of-%u sharing of a random secret (%.1f ms)\n", t, n, ms_since(t0));
    uint8_t enc[ECB_BTE_MAX_POINT_BYTES];
    ecb_bte_point_encode(enc, &pk);
    bte_print_hex("   public key h = ", enc, ecb_bte_point_bytes(v));
    for (uint32_t i = 0; i < n; i++) {
        ecb_bte_public_share_var(pub, i, &hi[i]);
        if (ecb_bte_share_check(pub, &shares[i]) != ECB_OK) goto done;
    }
    printf("   every server checked its share against the public polynomial\n");

    t0 = bench_now_ns();
    for (size_t j = 0; j < count; j++)
        if (ecb_bte_encrypt(&cts[j], &pk, (const uint8_t *)"demo", 4, (const uint8_t *)msgs[j],
                            strlen(msgs[j])) != ECB_OK)
            goto done;
    size_t blen;
    uint8_t *body = (uint8_t *)ecb_bte_ciphertext_body(cts[3], &blen);
    body[0] ^= 1;
    printf("2. clients: %zu ciphertexts with Chaum-Pedersen proofs (%.1f ms); ciphertext 3's\n"
           "   body is flipped in transit\n",
           count, ms_since(t0));

    t0 = bench_now_ns();
    const char ctx[] = "block 1234";
    if (ecb_bte_request_new_var(&req, &pk, (const ecb_bte_ciphertext *const *)cts, count,
                                (const uint8_t *)ctx, sizeof ctx - 1, t, 2) != ECB_OK)
        goto done;
    size_t m = ecb_bte_request_valid_count(req);
    printf("3. request for context \"%s\": one combined check, then single checks; %zu of %zu\n"
           "   ciphertexts valid (positions",
           ctx, m, count);
    for (size_t i = 0; i < m; i++)
        printf(" %u", ecb_bte_request_valid_indices(req)[i]);
    printf(") (%.1f ms)\n", ms_since(t0));

    t0 = bench_now_ns();
    for (uint32_t i = 0; i < n; i++)
        if (ecb_bte_respond(&resp[i], req, &shares[i], 1) != ECB_OK) goto done;
    /* server 1 lies: it swaps its first partial for its second one; its proof no longer
     * matches its partials */
    ecb_bte_response *liar = resp[1];
    {
        size_t len = ecb_bte_response_encoded_size(liar), pb = ecb_bte_point_bytes(v);
        uint8_t *w = malloc(len);
        ecb_bte_response *forged = NULL;
        if (w == NULL) goto done;
        ecb_bte_response_encode(w, liar);
        /* partials start after version, index, the index list and the partial count */
        size_t off = 1 + 1 + 1 + 4 * m + 1;
        uint8_t tmp[96];
        memcpy(tmp, w + off, pb);
        memcpy(w + off, w + off + pb, pb);
        memcpy(w + off + pb, tmp, pb);
        if (ecb_bte_response_decode(&forged, v, w, len) == ECB_OK) {
            ecb_bte_response_free(resp[1]);
            resp[1] = forged;
        }
        free(w);
    }
    printf("4. servers: %u responses, each %zu partials and ONE aggregated DLEQ proof (%.1f ms);\n"
           "   server 1 lies (its first two partials swapped after proving)\n",
           n, m, ms_since(t0));

    t0 = bench_now_ns();
    uint32_t idx[64];
    ecb_bte_error res[64];
    size_t bad = 0;
    for (uint32_t i = 0; i < n; i++)
        idx[i] = i;
    ecb_bte_verify_responses_var(req, idx, hi, (const ecb_bte_response *const *)resp, n, 2, res,
                                 &bad);
    printf("5. combiner: all %u responses checked with one combined MSM equation (%.1f ms):\n", n,
           ms_since(t0));
    for (uint32_t i = 0; i < n; i++) {
        char who[32];
        snprintf(who, sizeof who, "   server %u", i);
        bte_print_error(stdout, who, &res[i]);
    }

    t0 = bench_now_ns();
    uint32_t use[64];
    const ecb_bte_response *chosen[64];
    size_t k = 0;
    for (uint32_t i = 0; i < n; i++)
        if (res[i].status == ECB_OK) use[k] = i, chosen[k++] = resp[i];
    ecb_bte_plaintext *pts = NULL;
    size_t got = 0;
    ecb_bte_error err;
    if (ecb_bte_combine_var(req, use, k, chosen, k, 2, &pts, &got, &err) != ECB_OK) {
        bte_print_error(stdout, "combine", &err);
        goto done;
    }
    printf("6. combination of %zu valid responses (Lagrange weights, one MSM per ciphertext)"
           " (%.1f ms):\n",
           k, ms_since(t0));
    for (size_t p = 0; p < got; p++)
        printf("   ciphertext %u -> \"%.*s\"\n", pts[p].position, (int)pts[p].len,
               (const char *)pts[p].data);
    /* the liar, and only the liar, is named; every valid message comes back */
    rc = bad != 1 || res[1].status != ECB_ERR_INVALID_RESPONSE || res[1].index != 1 || got != m;
    for (size_t p = 0; p < got; p++)
        if (pts[p].len != strlen(msgs[pts[p].position]) ||
            memcmp(pts[p].data, msgs[pts[p].position], pts[p].len) != 0)
            rc = 1;
    printf("%s\n", rc == 0 ? "every valid message recovered" : "MISMATCH");
    ecb_bte_plaintexts_free(pts, got);
done:
    for (uint32_t i = 0; i < n && i < 64; i++)
        ecb_bte_response_free(resp[i]);
    ecb_bte_request_free(req);
    for (size_t j = 0; j < count; j++)
        ecb_bte_ciphertext_free(cts[j]);
    ecb_bte_public_free(pub);
    sodium_memzero(shares, sizeof shares);
    if (rc != 0) fprintf(stderr, "ecbatch bte demo: failed\n");
    return rc;
}

int demo_bte(void) {
    return demo_bte_round(ECB_BTE_MINSIG, 3, 5);
}
