/* Malicious clients and servers, in both variants. Tampered ciphertexts (body, label, z, c, A
 * and B swapped, another ciphertext's header, an identity header) are filtered exactly as the
 * single checks filter them, for 1-3 threads. Each server misbehaviour is caught with the spec's
 * error and names the culprit, alone and in one batch with honest servers: a partial replaced
 * after proving, a proof made consistently over a wrong partial (only the aggregate equation
 * fails), z + 1, a wrong challenge, A of another server, a wrong valid-index list, a missing
 * partial, an index mismatch, an identity partial; combination rejects indices beyond any
 * dealing, duplicates, too few responses, count mismatches, short columns and indices that are
 * not their responses' own, and still recovers every message from the honest servers. */
#include "testlib.h"

#include "bte/bte_internal.h"
#include "bte/bte_labels.h"
#include "ecbatch/bls12_381.h"
#include "ecbatch/bte.h"

#define N 5
#define T 3
#define CTS 4

struct setup {
    ecb_bte_variant v;
    const bte_group_ops *ops;
    ecb_bte_public *pub;
    ecb_bte_share shares[N];
    ecb_bte_point pk, hi[N];
    ecb_bte_ciphertext *cts[CTS];
    ecb_bte_request *req;
    ecb_bte_response *resp[N];
};

static ecb_bte_response *copy_resp(const ecb_bte_response *r) {
    size_t len = ecb_bte_response_encoded_size(r);
    uint8_t *b = malloc(len);
    ecb_bte_response *out = NULL;
    ecb_bte_response_encode(b, r);
    CHECK(ecb_bte_response_decode(&out, ecb_bte_response_variant(r), b, len) == ECB_OK);
    free(b);
    return out;
}

static ecb_bte_ciphertext *copy_ct(const ecb_bte_ciphertext *c) {
    size_t len = ecb_bte_ciphertext_encoded_size(c);
    uint8_t *b = malloc(len);
    ecb_bte_ciphertext *out = NULL;
    ecb_bte_ciphertext_encode(b, c);
    CHECK(ecb_bte_ciphertext_decode(&out, ecb_bte_ciphertext_variant(c), b, len) == ECB_OK);
    free(b);
    return out;
}

static void setup_new(struct setup *s, ecb_bte_variant v) {
    memset(s, 0, sizeof *s);
    s->v = v;
    s->ops = bte_group(v);
    CHECK(ecb_bte_deal(&s->pub, s->shares, v, T, N) == ECB_OK);
    ecb_bte_public_key(s->pub, &s->pk);
    for (uint32_t i = 0; i < N; i++)
        ecb_bte_public_share_var(s->pub, i, &s->hi[i]);
    for (int j = 0; j < CTS; j++) {
        char msg[32];
        int len = snprintf(msg, sizeof msg, "message %d", j);
        CHECK(ecb_bte_encrypt(&s->cts[j], &s->pk, (const uint8_t *)"L", 1, (const uint8_t *)msg,
                              (size_t)len) == ECB_OK);
    }
    CHECK(ecb_bte_request_new_var(&s->req, &s->pk, (const ecb_bte_ciphertext *const *)s->cts, CTS,
                                  (const uint8_t *)"ctx", 3, T, 1) == ECB_OK);
    for (uint32_t i = 0; i < N; i++)
        CHECK(ecb_bte_respond(&s->resp[i], s->req, &s->shares[i], 1) == ECB_OK);
}

static void setup_free(struct setup *s) {
    for (int i = 0; i < N; i++)
        ecb_bte_response_free(s->resp[i]);
    ecb_bte_request_free(s->req);
    for (int j = 0; j < CTS; j++)
        ecb_bte_ciphertext_free(s->cts[j]);
    ecb_bte_public_free(s->pub);
}

/* ---- clients ------------------------------------------------------------------------------- */

static void tampered_ciphertexts(struct setup *s) {
    enum { K = 9 };
    ecb_bte_ciphertext *list[K];
    for (int j = 0; j < K; j++)
        list[j] = copy_ct(s->cts[j % CTS]);
    size_t len;
    ((uint8_t *)ecb_bte_ciphertext_body(list[1], &len))[2] ^= 4; /* body */
    list[2]->label[0] ^= 1;                                      /* label */
    fr381 one;
    fr381_one(&one);
    fr381_add(&list[3]->z, &list[3]->z, &one); /* z + 1 */
    fr381_add(&list[4]->c, &list[4]->c, &one); /* c + 1 */
    bte_point a = list[5]->pt[BTE_CT_A];       /* A and B swapped */
    list[5]->pt[BTE_CT_A] = list[5]->pt[BTE_CT_B];
    list[5]->pt[BTE_CT_B] = a;
    list[6]->pt[BTE_CT_U] = s->cts[0]->pt[BTE_CT_U]; /* another ciphertext's header */
    memset(&list[7]->pt[BTE_CT_UBAR].aff, 0, sizeof(bte_aff_store)); /* identity Ubar */
    static const int want[K] = {1, 0, 0, 0, 0, 0, 0, 0, 1};
    for (unsigned th = 1; th <= 3; th++) {
        uint8_t valid[K];
        size_t count;
        CHECK(ecb_bte_ciphertexts_verify_var(&s->pk, (const ecb_bte_ciphertext *const *)list, K, th,
                                             valid, &count) == ECB_OK);
        CHECK(count == 2);
        for (int j = 0; j < K; j++) {
            CHECK(valid[j] == want[j]);
            CHECK((ecb_bte_ciphertext_verify_var(&s->pk, list[j]) == ECB_OK) == want[j]);
        }
    }
    CHECK(s->ops->ct_prefilter(bte_point_of_c(&s->pk), list[7]) == BTE_CT_IDENTITY);
    CHECK(s->ops->ct_prefilter(bte_point_of_c(&s->pk), list[3]) == BTE_CT_OK);
    CHECK(s->ops->ct_equations(list[3]) == BTE_CT_EQUATION_G);
    /* a request over them keeps exactly the valid ones */
    ecb_bte_request *req = NULL;
    CHECK(ecb_bte_request_new_var(&req, &s->pk, (const ecb_bte_ciphertext *const *)list, K,
                                  (const uint8_t *)"x", 1, T, 2) == ECB_OK);
    CHECK(ecb_bte_request_valid_count(req) == 2);
    CHECK(ecb_bte_request_valid_indices(req)[0] == 0 && ecb_bte_request_valid_indices(req)[1] == 8);
    ecb_bte_request_free(req);
    /* the decoders never hand out an identity header */
    size_t wl = ecb_bte_ciphertext_encoded_size(list[0]), pb = s->ops->pb;
    uint8_t *w = malloc(wl);
    ecb_bte_ciphertext *back = NULL;
    ecb_bte_ciphertext_encode(w, list[0]);
    size_t u_off = wl - 4 * pb - 64;
    memset(w + u_off, 0, pb);
    w[u_off] = 0xc0;
    CHECK(ecb_bte_ciphertext_decode(&back, s->v, w, wl) == ECB_ERR_IDENTITY && back == NULL);
    free(w);
    for (int j = 0; j < K; j++)
        ecb_bte_ciphertext_free(list[j]);
}

/* ---- servers -------------------------------------------------------------------------------- */

/* Server i's proof, made honestly over whatever partials r holds (a server that lies about a
 * partial but proves consistently): rho, U*, Uhat = sum rho Y, A = s g, B = s U*, c, z. */
static void prove_over_partials(struct setup *s, ecb_bte_response *r, uint32_t i) {
    const ecb_bte_request *req = s->req;
    size_t m = req->m, pb = s->ops->pb;
    bte_limbs rho[CTS];
    bte_transcript tr;
    bte_resp_candidate cand;
    fr381 x, sn, t;
    uint8_t sb[32] = {0};
    memset(&cand, 0, sizeof cand);
    bte_rho_transcript(&tr, req->digest, i, r->partial_enc, m, pb);
    bte_rho_derive(rho, &tr, m);
    s->ops->aggregates(&cand, req, r, rho); /* U*, and Uhat over the lying partials */
    CHECK(fr381_decode(&x, s->shares[i].secret) == ECB_OK);
    fr381_from_u64(&sn, 12345 + i);
    fr381_encode(sb, &sn);
    /* A = s g, B = s U* through the public group API */
    if (s->v == ECB_BTE_MINPK) {
        ecb_bls12_381_g1 g, u, p;
        ecb_bls12_381_scalar k;
        ecb_bls12_381_scalar_decode(&k, sb);
        ecb_bls12_381_g1_generator(&g);
        ecb_bls12_381_g1_decode(&u, cand.ustar.enc);
        uint8_t e[48];
        ecb_bls12_381_g1_mul(&p, &k, &g);
        ecb_bls12_381_g1_encode(e, &p);
        CHECK(s->ops->point_decode(&r->A, e) == ECB_OK);
        ecb_bls12_381_g1_mul(&p, &k, &u);
        ecb_bls12_381_g1_encode(e, &p);
        CHECK(s->ops->point_decode(&r->B, e) == ECB_OK);
    } else {
        ecb_bls12_381_g2 g, u, p;
        ecb_bls12_381_scalar k;
        uint8_t e[96];
        ecb_bls12_381_scalar_decode(&k, sb);
        ecb_bls12_381_g2_generator(&g);
        ecb_bls12_381_g2_decode(&u, cand.ustar.enc);
        ecb_bls12_381_g2_mul(&p, &k, &g);
        ecb_bls12_381_g2_encode(e, &p);
        CHECK(s->ops->point_decode(&r->A, e) == ECB_OK);
        ecb_bls12_381_g2_mul(&p, &k, &u);
        ecb_bls12_381_g2_encode(e, &p);
        CHECK(s->ops->point_decode(&r->B, e) == ECB_OK);
    }
    bte_dleq_transcript(&tr, req->context, req->context_len, i, bte_point_of_c(&s->hi[i])->enc,
                        cand.ustar.enc, cand.uhat.enc, r->A.enc, r->B.enc, pb);
    bte_transcript_challenge(&r->c, &tr, BTE_STR(BTE_NOISE_DLEQ));
    fr381_mul(&t, &r->c, &x);
    fr381_add(&r->z, &sn, &t);
}

/* Replaces partial p of r by a given encoding (and its affine form). */
static void set_partial(struct setup *s, ecb_bte_response *r, size_t p, const bte_point *pt) {
    memcpy((uint8_t *)r->partials + p * s->ops->aff_size, pt->aff.w, s->ops->aff_size);
    memcpy(r->partial_enc + p * s->ops->pb, pt->enc, s->ops->pb);
}

static void expect(const ecb_bte_error *e, ecb_status st, uint32_t index, uint64_t expected,
                   uint64_t actual) {
    CHECK(e->status == st);
    CHECK(e->index == index && e->expected == expected && e->actual == actual);
}

static void lying_servers(struct setup *s) {
    ecb_bte_response *r[N];
    for (int i = 0; i < N; i++)
        r[i] = copy_resp(s->resp[i]);
    size_t m = s->req->m;
    CHECK(m == CTS);
    /* server 0: partial 1 replaced by partial 2 after proving */
    bte_point p2;
    CHECK(s->ops->point_decode(&p2, r[0]->partial_enc + 2 * s->ops->pb) == ECB_OK);
    set_partial(s, r[0], 1, &p2);
    /* server 1: proves consistently over partial 0 = g (a wrong value) */
    set_partial(s, r[1], 0, s->ops->generator());
    prove_over_partials(s, r[1], 1);
    /* server 2: z + 1 */
    fr381 one;
    fr381_one(&one);
    fr381_add(&r[2]->z, &r[2]->z, &one);
    /* server 3: honest; server 4: A of server 3 */
    r[4]->A = r[3]->A;

    ecb_bte_error e;
    bte_resp_stage stage;
    CHECK(bte_verify_one(s->req, 0, bte_point_of_c(&s->hi[0]), r[0], &e, &stage) ==
          ECB_ERR_INVALID_RESPONSE);
    CHECK(stage == BTE_RESP_CHALLENGE && e.index == 0);
    CHECK(bte_verify_one(s->req, 1, bte_point_of_c(&s->hi[1]), r[1], &e, &stage) ==
          ECB_ERR_INVALID_RESPONSE);
    CHECK(stage == BTE_RESP_EQUATION_AGGREGATE && e.index == 1);
    CHECK(bte_verify_one(s->req, 2, bte_point_of_c(&s->hi[2]), r[2], &e, &stage) ==
          ECB_ERR_INVALID_RESPONSE);
    CHECK(stage == BTE_RESP_EQUATION_G && e.index == 2);
    CHECK(ecb_bte_verify_response_var(s->req, 3, &s->hi[3], r[3], &e) == ECB_OK);
    CHECK(ecb_bte_verify_response_var(s->req, 4, &s->hi[4], r[4], &e) == ECB_ERR_INVALID_RESPONSE);
    /* all at once: the batch names servers 0, 1, 2 and 4, for every thread count */
    uint32_t idx[N] = {0, 1, 2, 3, 4};
    for (unsigned th = 1; th <= 3; th++) {
        ecb_bte_error res[N];
        size_t bad = 0;
        CHECK(ecb_bte_verify_responses_var(s->req, idx, s->hi, (const ecb_bte_response *const *)r,
                                           N, th, res, &bad) == ECB_ERR_INVALID_RESPONSE);
        CHECK(bad == 4);
        for (uint32_t i = 0; i < N; i++) {
            if (i == 3)
                expect(&res[i], ECB_OK, 0, 0, 0);
            else
                expect(&res[i], ECB_ERR_INVALID_RESPONSE, i, 0, 0);
        }
    }
    /* the structural lies */
    ecb_bte_response *w = copy_resp(s->resp[2]);
    w->valid[1] = 3; /* wrong index set */
    CHECK(ecb_bte_verify_response_var(s->req, 2, &s->hi[2], w, &e) ==
          ECB_ERR_INVALID_CIPHERTEXT_SET);
    ecb_bte_response_free(w);
    w = copy_resp(s->resp[2]);
    w->m = m - 1; /* a missing partial */
    CHECK(ecb_bte_verify_response_var(s->req, 2, &s->hi[2], w, &e) == ECB_ERR_LENGTH_MISMATCH);
    expect(&e, ECB_ERR_LENGTH_MISMATCH, 0, m, m - 1);
    CHECK(ecb_bte_verify_response_var(s->req, 1, &s->hi[1], w, &e) == ECB_ERR_INDEX_MISMATCH);
    expect(&e, ECB_ERR_INDEX_MISMATCH, 0, 1, 2);
    /* an evaluation index no dealing has comes first */
    CHECK(ecb_bte_verify_response_var(s->req, ECB_BTE_MAX_PARTICIPANTS, &s->hi[2], w, &e) ==
          ECB_ERR_INDEX_OUT_OF_RANGE);
    expect(&e, ECB_ERR_INDEX_OUT_OF_RANGE, 0, ECB_BTE_MAX_PARTICIPANTS, ECB_BTE_MAX_PARTICIPANTS);
    ecb_bte_response_free(w);
    w = copy_resp(s->resp[2]);
    memset((uint8_t *)w->partials, 0, s->ops->aff_size); /* an identity partial */
    memset(w->partial_enc, 0, s->ops->pb);
    w->partial_enc[0] = 0xc0;
    CHECK(ecb_bte_verify_response_var(s->req, 2, &s->hi[2], w, &e) == ECB_ERR_INVALID_RESPONSE);
    expect(&e, ECB_ERR_INVALID_RESPONSE, 2, 0, 0);
    /* ... which no decoder accepts */
    size_t wl = ecb_bte_response_encoded_size(w);
    uint8_t *enc = malloc(wl);
    ecb_bte_response *back = NULL;
    ecb_bte_response_encode(enc, w);
    CHECK(ecb_bte_response_decode(&back, s->v, enc, wl) == ECB_ERR_IDENTITY && back == NULL);
    free(enc);
    ecb_bte_response_free(w);

    /* combination: errors in the spec's order, then the honest servers' messages */
    ecb_bte_plaintext *pts = NULL;
    size_t count = 0;
    const ecb_bte_response *h[N] = {s->resp[3], s->resp[0], s->resp[4], s->resp[3], s->resp[2]};
    uint32_t hi_idx[N] = {3, 0, 4, 3, 2};
    CHECK(ecb_bte_combine_var(s->req, hi_idx, 3, h, 2, 1, &pts, &count, &e) ==
          ECB_ERR_LENGTH_MISMATCH);
    expect(&e, ECB_ERR_LENGTH_MISMATCH, 0, 3, 2);
    CHECK(ecb_bte_combine_var(s->req, hi_idx, 2, h, 2, 1, &pts, &count, &e) == ECB_ERR_TOO_FEW);
    expect(&e, ECB_ERR_TOO_FEW, 0, T, 2);
    CHECK(ecb_bte_combine_var(s->req, hi_idx, 4, h, 4, 1, &pts, &count, &e) ==
          ECB_ERR_DUPLICATE_INDEX);
    expect(&e, ECB_ERR_DUPLICATE_INDEX, 3, 0, 0);
    w = copy_resp(s->resp[4]);
    w->m = m - 2; /* a short column */
    const ecb_bte_response *short_set[3] = {s->resp[3], s->resp[0], w};
    CHECK(ecb_bte_combine_var(s->req, hi_idx, 3, short_set, 3, 1, &pts, &count, &e) ==
          ECB_ERR_LENGTH_MISMATCH);
    expect(&e, ECB_ERR_LENGTH_MISMATCH, 0, m, m - 2);
    ecb_bte_response_free(w);
    CHECK(pts == NULL && count == 0);
    const ecb_bte_response *good[3] = {s->resp[3], s->resp[0], s->resp[4]};
    uint32_t good_idx[3] = {3, 0, 4};
    /* ecbatch's checks around the spec's: an index no dealing has before them (it would make
     * x = index + 1 wrap, or the weights' work grow with it), each index against its
     * response's own after them (the spec trusts the pairing: a wrong plaintext with OK) */
    uint32_t far_idx[4] = {3, 0, UINT32_MAX, ECB_BTE_MAX_PARTICIPANTS};
    CHECK(ecb_bte_combine_var(s->req, far_idx, 4, good, 3, 1, &pts, &count, &e) ==
          ECB_ERR_INDEX_OUT_OF_RANGE);
    expect(&e, ECB_ERR_INDEX_OUT_OF_RANGE, 2, ECB_BTE_MAX_PARTICIPANTS, UINT32_MAX);
    uint32_t swapped_idx[3] = {3, 4, 0};
    CHECK(ecb_bte_combine_var(s->req, swapped_idx, 3, good, 3, 1, &pts, &count, &e) ==
          ECB_ERR_INDEX_MISMATCH);
    expect(&e, ECB_ERR_INDEX_MISMATCH, 1, 4, 0);
    CHECK(pts == NULL && count == 0);
    for (unsigned th = 1; th <= 3; th++) {
        CHECK(ecb_bte_combine_var(s->req, good_idx, 3, good, 3, th, &pts, &count, &e) == ECB_OK);
        CHECK(count == CTS);
        for (size_t p = 0; p < count; p++) {
            char msg[32];
            int len = snprintf(msg, sizeof msg, "message %u", pts[p].position);
            CHECK(pts[p].len == (size_t)len && memcmp(pts[p].data, msg, (size_t)len) == 0);
        }
        ecb_bte_plaintexts_free(pts, count);
        pts = NULL;
    }
    /* a lying server's partials would give garbage, never a crash */
    const ecb_bte_response *mixed[3] = {s->resp[3], r[1], s->resp[4]};
    uint32_t mixed_idx[3] = {3, 1, 4};
    CHECK(ecb_bte_combine_var(s->req, mixed_idx, 3, mixed, 3, 2, &pts, &count, &e) == ECB_OK);
    CHECK(count == CTS && (pts[0].len != 9 || memcmp(pts[0].data, "message 0", 9) != 0));
    ecb_bte_plaintexts_free(pts, count);
    /* an empty request: no response, verification and combination say so */
    ecb_bte_request *empty = NULL;
    ecb_bte_response *none = NULL;
    CHECK(ecb_bte_request_new_var(&empty, &s->pk, NULL, 0, NULL, 0, T, 1) == ECB_OK);
    CHECK(ecb_bte_respond(&none, empty, &s->shares[0], 1) == ECB_ERR_NO_VALID_CIPHERTEXTS);
    CHECK(ecb_bte_verify_response_var(empty, 3, &s->hi[3], s->resp[3], &e) ==
          ECB_ERR_NO_VALID_CIPHERTEXTS);
    CHECK(ecb_bte_combine_var(empty, good_idx, 3, good, 3, 1, &pts, &count, &e) ==
          ECB_ERR_NO_VALID_CIPHERTEXTS);
    ecb_bte_request_free(empty);
    for (int i = 0; i < N; i++)
        ecb_bte_response_free(r[i]);
}

int main(void) {
    tl_init();
    for (int v = 0; v < 2; v++) {
        struct setup s;
        setup_new(&s, (ecb_bte_variant)v);
        tampered_ciphertexts(&s);
        lying_servers(&s);
        setup_free(&s);
    }
    return tl_finish("test_bte_malicious");
}
