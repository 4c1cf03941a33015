/* One round of batched threshold decryption through the installed library: a dealer splits a
 * key 3-of-5, clients encrypt four messages, every party derives the same request, each of the
 * five servers answers with its partials and one aggregated proof, the combiner checks all
 * answers at once and recovers the messages from three of them. Exits 0 when every message
 * comes back, 1 otherwise. Build: cc bte_threshold_decryption.c $(pkg-config --cflags --libs
 * ecbatch). */
#include <ecbatch.h>
#include <stdio.h>
#include <string.h>

enum { T = 3, N = 5, COUNT = 4 };

/* Secret shares are wiped when done (volatile stores are not optimised away). */
static void wipe(void *p, size_t len) {
    volatile unsigned char *b = p;
    while (len--)
        *b++ = 0;
}

int main(void) {
    static const char *const msgs[COUNT] = {"pay 10 to bob", "vote: no", "bid 42", "hello"};
    ecb_bte_public *pub = NULL;
    ecb_bte_share shares[N];
    ecb_bte_point pk, hi[N];
    ecb_bte_ciphertext *cts[COUNT] = {NULL};
    ecb_bte_request *req = NULL;
    ecb_bte_response *resp[N] = {NULL};
    ecb_bte_plaintext *pts = NULL;
    size_t got = 0, bad = 1;
    uint32_t idx[N];
    ecb_bte_error res[N];
    int ok = 0;

    /* dealer: shares and the public polynomial; h = C_0 encrypts */
    if (ecb_bte_deal(&pub, shares, ECB_BTE_MINSIG, T, N) != ECB_OK) goto done;
    ecb_bte_public_key(pub, &pk);
    /* clients */
    for (int j = 0; j < COUNT; j++)
        if (ecb_bte_encrypt(&cts[j], &pk, (const uint8_t *)"example", 7, (const uint8_t *)msgs[j],
                            strlen(msgs[j])) != ECB_OK)
            goto done;
    /* everyone: the request (invalid ciphertexts would be filtered out here) */
    if (ecb_bte_request_new_var(&req, &pk, (const ecb_bte_ciphertext *const *)cts, COUNT,
                                (const uint8_t *)"epoch 7", 7, T, 2) != ECB_OK)
        goto done;
    /* servers, each with its own share */
    for (uint32_t i = 0; i < N; i++) {
        if (ecb_bte_share_check(pub, &shares[i]) != ECB_OK) goto done;
        if (ecb_bte_respond(&resp[i], req, &shares[i], 1) != ECB_OK) goto done;
        idx[i] = i;
        if (ecb_bte_public_share_var(pub, i, &hi[i]) != ECB_OK) goto done;
    }
    /* combiner: all responses at once, then any T of them */
    if (ecb_bte_verify_responses_var(req, idx, hi, (const ecb_bte_response *const *)resp, N, 2, res,
                                     &bad) != ECB_OK ||
        bad != 0)
        goto done;
    const ecb_bte_response *use[T] = {resp[4], resp[1], resp[2]};
    const uint32_t use_idx[T] = {4, 1, 2};
    if (ecb_bte_combine_var(req, use_idx, T, use, T, 2, &pts, &got, NULL) != ECB_OK || got != COUNT)
        goto done;
    ok = 1;
    for (size_t p = 0; p < got; p++) {
        const char *want = msgs[pts[p].position];
        printf("ciphertext %u: \"%.*s\"\n", pts[p].position, (int)pts[p].len,
               (const char *)pts[p].data);
        ok &= pts[p].len == strlen(want) && memcmp(pts[p].data, want, pts[p].len) == 0;
    }
done:
    printf("%s\n", ok ? "threshold decryption: every message recovered" : "FAILED");
    ecb_bte_plaintexts_free(pts, got);
    for (int i = 0; i < N; i++)
        ecb_bte_response_free(resp[i]);
    ecb_bte_request_free(req);
    for (int j = 0; j < COUNT; j++)
        ecb_bte_ciphertext_free(cts[j]);
    ecb_bte_public_free(pub);
    wipe(shares, sizeof shares);
    return ok ? 0 : 1;
}
