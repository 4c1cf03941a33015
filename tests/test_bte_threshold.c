/* The dealing decides the threshold and the servers (issue 34), in both variants, on a 2-of-3
 * dealing. A request built from the public polynomial takes its t: a caller's other threshold is
 * ECB_ERR_THRESHOLD_MISMATCH (threshold 1 let combine turn one response into a wrong plaintext
 * with ECB_OK), an empty ciphertext list ECB_ERR_NO_VALID_CIPHERTEXTS, and combine refuses fewer
 * than t responses. A dealt polynomial refuses public shares and share checks of servers at or
 * beyond n; a decoded one (its encoding has no n) only beyond ECB_BTE_MAX_PARTICIPANTS. Combine
 * checks every position, the last one included: an index beyond any dealing, an index that is
 * not its response's own, and a response of another request's length, each only in the last
 * position. */
#include "testlib.h"

#include "ecbatch/bte.h"

#define N 3
#define T 2

struct dealing {
    ecb_bte_variant v;
    ecb_bte_public *pub;
    ecb_bte_share shares[N];
    ecb_bte_ciphertext *cts[2];
};

static void deal(struct dealing *d, ecb_bte_variant v) {
    memset(d, 0, sizeof *d);
    d->v = v;
    CHECK(ecb_bte_deal(&d->pub, d->shares, v, T, N) == ECB_OK);
    ecb_bte_point pk;
    ecb_bte_public_key(d->pub, &pk);
    for (int j = 0; j < 2; j++)
        CHECK(ecb_bte_encrypt(&d->cts[j], &pk, (const uint8_t *)"l", 1, (const uint8_t *)"secret!",
                              7) == ECB_OK);
}

static void dealing_free(struct dealing *d) {
    for (int j = 0; j < 2; j++)
        ecb_bte_ciphertext_free(d->cts[j]);
    ecb_bte_public_free(d->pub);
    sodium_memzero(d->shares, sizeof d->shares);
}

static void expect(const ecb_bte_error *e, ecb_status st, uint32_t index, uint64_t expected,
                   uint64_t actual) {
    CHECK(e->status == st && e->index == index && e->expected == expected && e->actual == actual);
}

static void test_request_threshold(struct dealing *d) {
    const ecb_bte_ciphertext *const *cts = (const ecb_bte_ciphertext *const *)d->cts;
    ecb_bte_request *req = (ecb_bte_request *)1;
    const uint8_t *ctx = (const uint8_t *)"c";
    /* a threshold other than the dealing's, an empty list: refused, *out NULL */
    CHECK(ecb_bte_request_from_public_var(&req, d->pub, cts, 1, ctx, 1, 1, 1) ==
              ECB_ERR_THRESHOLD_MISMATCH &&
          req == NULL);
    CHECK(ecb_bte_request_from_public_var(&req, d->pub, cts, 1, ctx, 1, 0, 1) ==
          ECB_ERR_THRESHOLD_MISMATCH);
    CHECK(ecb_bte_request_from_public_var(&req, d->pub, cts, 1, ctx, 1, T + 1, 1) ==
          ECB_ERR_THRESHOLD_MISMATCH);
    CHECK(ecb_bte_request_from_public_var(&req, d->pub, cts, 0, ctx, 1, T, 1) ==
              ECB_ERR_NO_VALID_CIPHERTEXTS &&
          req == NULL);
    CHECK(ecb_bte_request_from_public_var(&req, NULL, cts, 1, ctx, 1, T, 1) ==
          ECB_ERR_NULL_POINTER);
    /* the dealing's threshold: the request has it, and combine wants that many responses */
    CHECK(ecb_bte_request_from_public_var(&req, d->pub, cts, 1, ctx, 1, T, 1) == ECB_OK);
    CHECK(ecb_bte_request_threshold(req) == T && ecb_bte_request_valid_count(req) == 1);
    ecb_bte_response *r[N];
    for (uint32_t i = 0; i < N; i++)
        CHECK(ecb_bte_respond(&r[i], req, &d->shares[i], 1) == ECB_OK);
    ecb_bte_plaintext *pts = NULL;
    size_t count = 9;
    ecb_bte_error e;
    const uint32_t one[1] = {0};
    CHECK(ecb_bte_combine_var(req, one, 1, (const ecb_bte_response *const *)r, 1, 1, &pts, &count,
                              &e) == ECB_ERR_TOO_FEW);
    expect(&e, ECB_ERR_TOO_FEW, 0, T, 1);
    CHECK(pts == NULL && count == 0);
    const uint32_t two[2] = {0, 1};
    CHECK(ecb_bte_combine_var(req, two, 2, (const ecb_bte_response *const *)r, 2, 1, &pts, &count,
                              &e) == ECB_OK);
    CHECK(count == 1 && pts[0].len == 7 && memcmp(pts[0].data, "secret!", 7) == 0);
    ecb_bte_plaintexts_free(pts, count);
    for (int i = 0; i < N; i++)
        ecb_bte_response_free(r[i]);
    ecb_bte_request_free(req);
}

static void test_servers_of_the_dealing(struct dealing *d) {
    ecb_bte_point h, before;
    CHECK(ecb_bte_public_participants(d->pub) == N);
    CHECK(ecb_bte_public_share_var(d->pub, N - 1, &h) == ECB_OK);
    before = h;
    CHECK(ecb_bte_public_share_var(d->pub, N, &h) == ECB_ERR_INDEX_OUT_OF_RANGE);
    CHECK(ecb_bte_public_share_var(d->pub, 7, &h) == ECB_ERR_INDEX_OUT_OF_RANGE);
    CHECK(ecb_bte_point_equal(&h, &before));
    ecb_bte_share beyond = d->shares[0];
    beyond.index = N;
    CHECK(ecb_bte_share_check(d->pub, &beyond) == ECB_ERR_INDEX_OUT_OF_RANGE);
    CHECK(ecb_bte_share_check(d->pub, &d->shares[N - 1]) == ECB_OK);
    /* decoded: n is unknown, every index below ECB_BTE_MAX_PARTICIPANTS has a share */
    size_t len = ecb_bte_public_encoded_size(d->pub);
    uint8_t *enc = malloc(len);
    ecb_bte_public *back = NULL;
    ecb_bte_public_encode(enc, d->pub);
    CHECK(ecb_bte_public_decode(&back, d->v, enc, len) == ECB_OK);
    CHECK(ecb_bte_public_participants(back) == 0);
    CHECK(ecb_bte_public_share_var(back, 7, &h) == ECB_OK);
    CHECK(ecb_bte_public_share_var(back, ECB_BTE_MAX_PARTICIPANTS, &h) ==
          ECB_ERR_INDEX_OUT_OF_RANGE);
    ecb_bte_public_free(back);
    free(enc);
}

/* combine's checks reach the last position (a loop stopping one short passed every other
 * test: the earlier tests put their faults before the end) */
static void test_combine_checks_the_last_position(struct dealing *d) {
    const ecb_bte_ciphertext *const *cts = (const ecb_bte_ciphertext *const *)d->cts;
    ecb_bte_request *req = NULL, *other = NULL;
    CHECK(ecb_bte_request_from_public_var(&req, d->pub, cts, 2, NULL, 0, T, 1) == ECB_OK);
    CHECK(ecb_bte_request_from_public_var(&other, d->pub, cts, 1, NULL, 0, T, 1) == ECB_OK);
    ecb_bte_response *r[N], *short_r = NULL;
    for (uint32_t i = 0; i < N; i++)
        CHECK(ecb_bte_respond(&r[i], req, &d->shares[i], 1) == ECB_OK);
    CHECK(ecb_bte_respond(&short_r, other, &d->shares[2], 1) == ECB_OK);
    const ecb_bte_response *rs[N] = {r[0], r[1], r[2]};
    ecb_bte_plaintext *pts = NULL;
    size_t count = 0;
    ecb_bte_error e;
    const uint32_t far[N] = {0, 1, ECB_BTE_MAX_PARTICIPANTS};
    CHECK(ecb_bte_combine_var(req, far, N, rs, N, 1, &pts, &count, &e) ==
          ECB_ERR_INDEX_OUT_OF_RANGE);
    expect(&e, ECB_ERR_INDEX_OUT_OF_RANGE, N - 1, ECB_BTE_MAX_PARTICIPANTS,
           ECB_BTE_MAX_PARTICIPANTS);
    const ecb_bte_response *swapped_last[N] = {r[0], r[1], r[1]};
    const uint32_t idx[N] = {0, 1, 2};
    CHECK(ecb_bte_combine_var(req, idx, N, swapped_last, N, 1, &pts, &count, &e) ==
          ECB_ERR_INDEX_MISMATCH);
    expect(&e, ECB_ERR_INDEX_MISMATCH, N - 1, 2, 1);
    const ecb_bte_response *short_last[N] = {r[0], r[1], short_r};
    CHECK(ecb_bte_combine_var(req, idx, N, short_last, N, 1, &pts, &count, &e) ==
          ECB_ERR_LENGTH_MISMATCH);
    expect(&e, ECB_ERR_LENGTH_MISMATCH, 0, 2, 1);
    CHECK(pts == NULL && count == 0);
    CHECK(ecb_bte_combine_var(req, idx, N, rs, N, 1, &pts, &count, &e) == ECB_OK && count == 2);
    ecb_bte_plaintexts_free(pts, count);
    ecb_bte_response_free(short_r);
    for (int i = 0; i < N; i++)
        ecb_bte_response_free(r[i]);
    ecb_bte_request_free(other);
    ecb_bte_request_free(req);
}

int main(void) {
    tl_init();
    for (int v = 0; v < 2; v++) {
        struct dealing d;
        deal(&d, v == 0 ? ECB_BTE_MINPK : ECB_BTE_MINSIG);
        test_request_threshold(&d);
        test_servers_of_the_dealing(&d);
        test_combine_checks_the_last_position(&d);
        dealing_free(&d);
    }
    return tl_finish("test_bte_threshold");
}
