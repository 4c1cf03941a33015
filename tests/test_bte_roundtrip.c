/* Threshold decryption end to end in both variants for many (t, n): dealing (shares checked
 * against the public polynomial), encryption, request building with tampered ciphertexts
 * filtered out, responses from every server, single and batched verification, combination
 * from several server subsets (exactly t, more than t, unsorted), and the recovered messages;
 * wire round trips of every object; identical results for 1, 2 and 3 threads. */
#include "testlib.h"

#include "ecbatch/bte.h"

#define MAX_N 9
#define MAX_CT 6

static void random_bytes(uint8_t *out, size_t len) {
    tl_random(out, len);
}

static ecb_bte_ciphertext *wire_copy_ct(const ecb_bte_ciphertext *ct, ecb_bte_variant v) {
    size_t len = ecb_bte_ciphertext_encoded_size(ct);
    uint8_t *buf = malloc(len);
    ecb_bte_ciphertext_encode(buf, ct);
    ecb_bte_ciphertext *back = NULL;
    CHECK(ecb_bte_ciphertext_decode(&back, v, buf, len) == ECB_OK);
    uint8_t *again = malloc(len);
    if (back != NULL) {
        CHECK(ecb_bte_ciphertext_encoded_size(back) == len);
        ecb_bte_ciphertext_encode(again, back);
        CHECK_MEM(again, buf, len);
    }
    free(buf);
    free(again);
    return back;
}

static ecb_bte_response *wire_copy_resp(const ecb_bte_response *r, ecb_bte_variant v) {
    size_t len = ecb_bte_response_encoded_size(r);
    uint8_t *buf = malloc(len);
    ecb_bte_response_encode(buf, r);
    ecb_bte_response *back = NULL;
    CHECK(ecb_bte_response_decode(&back, v, buf, len) == ECB_OK);
    free(buf);
    return back;
}

static void run(ecb_bte_variant v, uint32_t t, uint32_t n, size_t cts_count) {
    ecb_bte_public *pub = NULL, *pub2 = NULL;
    ecb_bte_share shares[MAX_N];
    ecb_bte_point pk, hi[MAX_N];
    CHECK(ecb_bte_deal(&pub, shares, v, t, n) == ECB_OK);
    if (pub == NULL) return;
    CHECK(ecb_bte_public_threshold(pub) == t && ecb_bte_public_variant(pub) == v);
    ecb_bte_public_key(pub, &pk);
    for (uint32_t i = 0; i < n; i++) {
        CHECK(ecb_bte_public_share_var(pub, i, &hi[i]) == ECB_OK);
        CHECK(ecb_bte_share_check(pub, &shares[i]) == ECB_OK);
        uint8_t enc[ECB_BTE_SHARE_MAX_BYTES];
        ecb_bte_share back;
        size_t len = ecb_bte_share_encode(enc, &shares[i]);
        CHECK(ecb_bte_share_decode(&back, enc, len) == ECB_OK);
        CHECK(back.index == i && memcmp(back.secret, shares[i].secret, 32) == 0);
    }
    /* a wrong share fails its check */
    ecb_bte_share bad = shares[0];
    bad.secret[31] ^= 1;
    CHECK(ecb_bte_share_check(pub, &bad) == ECB_ERR_VERIFY_FAILED);
    bad = shares[0];
    bad.index = 1; /* another server's point: a different value unless f is constant (t = 1);
                      no server of a dealing of n = 1 */
    CHECK(ecb_bte_share_check(pub, &bad) == (n < 2   ? ECB_ERR_INDEX_OUT_OF_RANGE
                                             : t > 1 ? ECB_ERR_VERIFY_FAILED
                                                     : ECB_OK));
    /* the public polynomial round-trips */
    size_t plen = ecb_bte_public_encoded_size(pub);
    uint8_t *penc = malloc(plen);
    ecb_bte_public_encode(penc, pub);
    CHECK(ecb_bte_public_decode(&pub2, v, penc, plen) == ECB_OK);
    if (pub2 != NULL) {
        ecb_bte_point a, b;
        ecb_bte_public_key(pub2, &b);
        CHECK(ecb_bte_point_equal(&pk, &b));
        CHECK(ecb_bte_public_commitment(pub2, t - 1, &a) == ECB_OK);
        CHECK(ecb_bte_public_commitment(pub, t - 1, &b) == ECB_OK && ecb_bte_point_equal(&a, &b));
        ecb_bte_public_free(pub2);
    }
    free(penc);

    /* ciphertexts: position 1 has its body tampered, position 3 (if any) its z */
    ecb_bte_ciphertext *cts[MAX_CT];
    uint8_t msgs[MAX_CT][64];
    size_t lens[MAX_CT];
    for (size_t j = 0; j < cts_count; j++) {
        lens[j] = (j * 13) % 64;
        random_bytes(msgs[j], lens[j]);
        ecb_bte_ciphertext *ct = NULL;
        uint8_t label[8] = {'l', 'a', 'b', (uint8_t)j};
        CHECK(ecb_bte_encrypt(&ct, &pk, label, j % 2 ? 4 : 0, msgs[j], lens[j]) == ECB_OK);
        CHECK(ecb_bte_ciphertext_verify_var(&pk, ct) == ECB_OK);
        cts[j] = wire_copy_ct(ct, v);
        ecb_bte_ciphertext_free(ct);
    }
    size_t blen;
    if (cts_count > 1) {
        uint8_t *body = (uint8_t *)ecb_bte_ciphertext_body(cts[1], &blen);
        CHECK(blen > 0); /* position 1 has 13 bytes */
        if (blen > 0) body[0] ^= 0x40;
        CHECK(ecb_bte_ciphertext_verify_var(&pk, cts[1]) == ECB_ERR_INVALID_CIPHERTEXT);
    }
    uint8_t valid[MAX_CT];
    size_t nvalid = 0;
    CHECK(ecb_bte_ciphertexts_verify_var(&pk, (const ecb_bte_ciphertext *const *)cts, cts_count, 2,
                                         valid, &nvalid) == ECB_OK);
    for (size_t j = 0; j < cts_count; j++)
        CHECK(valid[j] == (ecb_bte_ciphertext_verify_var(&pk, cts[j]) == ECB_OK));

    const uint8_t ctx[] = "round-trip context";
    ecb_bte_request *req[3] = {NULL, NULL, NULL};
    for (unsigned th = 1; th <= 3; th++)
        CHECK(ecb_bte_request_new_var(&req[th - 1], &pk, (const ecb_bte_ciphertext *const *)cts,
                                      cts_count, ctx, sizeof ctx - 1, t, th) == ECB_OK);
    if (req[0] == NULL || req[1] == NULL || req[2] == NULL) goto done;
    size_t m = ecb_bte_request_valid_count(req[0]);
    CHECK(m == nvalid);
    uint8_t d0[32], d1[32];
    ecb_bte_request_digest(req[0], d0);
    ecb_bte_request_digest(req[2], d1);
    CHECK_MEM(d0, d1, 32);

    /* responses; the same nonce seed gives the same response for every thread count */
    ecb_bte_response *resp[MAX_N];
    uint8_t seed[64];
    for (uint32_t i = 0; i < n; i++) {
        random_bytes(seed, sizeof seed);
        ecb_bte_response *r1 = NULL, *r3 = NULL;
        CHECK(ecb_bte_respond_seeded(&r1, req[0], &shares[i], seed, 1) == ECB_OK);
        CHECK(ecb_bte_respond_seeded(&r3, req[2], &shares[i], seed, 3) == ECB_OK);
        if (r1 == NULL || r3 == NULL) goto done;
        size_t l1 = ecb_bte_response_encoded_size(r1), l3 = ecb_bte_response_encoded_size(r3);
        uint8_t *e1 = malloc(l1), *e3 = malloc(l3);
        ecb_bte_response_encode(e1, r1);
        ecb_bte_response_encode(e3, r3);
        CHECK(l1 == l3 && memcmp(e1, e3, l1) == 0);
        free(e1);
        free(e3);
        ecb_bte_error err;
        CHECK(ecb_bte_verify_response_var(req[1], i, &hi[i], r1, &err) == ECB_OK);
        resp[i] = wire_copy_resp(r1, v);
        CHECK(ecb_bte_response_index(resp[i]) == i);
        CHECK(ecb_bte_response_partial_count(resp[i]) == m);
        ecb_bte_response_free(r1);
        ecb_bte_response_free(r3);
    }
    ecb_bte_error results[MAX_N];
    uint32_t idx[MAX_N];
    size_t invalid = 99;
    for (uint32_t i = 0; i < n; i++)
        idx[i] = i;
    CHECK(ecb_bte_verify_responses_var(req[0], idx, hi, (const ecb_bte_response *const *)resp, n, 2,
                                       results, &invalid) == ECB_OK);
    CHECK(invalid == 0);

    /* combinations: the first t, all n, and t in reverse order from the end */
    for (int variant = 0; variant < 3; variant++) {
        uint32_t sel[MAX_N];
        const ecb_bte_response *chosen[MAX_N];
        size_t k = variant == 1 ? n : t;
        for (size_t i = 0; i < k; i++) {
            sel[i] = variant == 2 ? n - 1 - (uint32_t)i : (uint32_t)i;
            chosen[i] = resp[sel[i]];
        }
        ecb_bte_plaintext *pts = NULL;
        size_t count = 0;
        ecb_bte_error err;
        CHECK(ecb_bte_combine_var(req[variant], sel, k, chosen, k, (unsigned)variant + 1, &pts,
                                  &count, &err) == ECB_OK);
        CHECK(count == m);
        for (size_t p = 0; p < count && pts != NULL; p++) {
            uint32_t j = pts[p].position;
            CHECK(j < cts_count && valid[j]);
            CHECK(pts[p].len == lens[j] && memcmp(pts[p].data, msgs[j], lens[j]) == 0);
        }
        ecb_bte_plaintexts_free(pts, count);
    }
    for (uint32_t i = 0; i < n; i++)
        ecb_bte_response_free(resp[i]);
done:
    for (int i = 0; i < 3; i++)
        ecb_bte_request_free(req[i]);
    for (size_t j = 0; j < cts_count; j++)
        ecb_bte_ciphertext_free(cts[j]);
    ecb_bte_public_free(pub);
}

int main(void) {
    tl_init();
    static const uint32_t tn[][2] = {{1, 1}, {1, 3}, {2, 3}, {3, 4},
                                     {3, 5}, {5, 5}, {4, 7}, {7, 9}};
    for (size_t i = 0; i < sizeof tn / sizeof tn[0]; i++) {
        run(ECB_BTE_MINPK, tn[i][0], tn[i][1], 2 + i % 5);
        run(ECB_BTE_MINSIG, tn[i][0], tn[i][1], 1 + (i + 2) % 6);
    }
    return tl_finish("test_bte_roundtrip");
}
