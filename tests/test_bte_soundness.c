/* Threshold decryption's combined checks separate their members, in both variants. Each batch
 * holds members that are each invalid but whose errors cancel in an unweighted sum, or in a sum
 * with one weight per member instead of one per equation, built at the equation level: proofs
 * made honestly (challenge from the transcript, z = s + c x) over A = s g + a g and
 * B = s X + b g, whose two equations then miss by -a g and -b g:
 *   within one member: a = t, b = -t (cancels when the member's two weights are equal);
 *   across two members, same equation: a = t and a = -t (cancels when their weights are equal);
 *   across two members, other equation: a = t and b = -t;
 *   and for ciphertexts z + delta and z - delta, which misses both equations by +-delta g and
 *   +-delta H, since g and H are the same for every ciphertext.
 * Ciphertext batches (ecb_bte_ciphertexts_verify_var, ecb_bte_request_new_var) must drop
 * exactly those members and response batches (ecb_bte_verify_responses_var) name exactly those
 * servers, for 1-3 threads. Then the weights: deterministic (spec profile point 9: every party
 * filters the same set), 2 per member, non-zero and distinct, and every one of them moves when
 * any committed part of any member changes. */
#include "testlib.h"

#include "bte/bte_internal.h"
#include "bte/bte_keygen.h"
#include "bte/bte_labels.h"
#include "ecbatch/bls12_381.h"
#include "ecbatch/bte.h"

#define N 5
#define T 3
#define CTS 4
#define LIST 6

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

static void setup_new(struct setup *s, ecb_bte_variant v) {
    memset(s, 0, sizeof *s);
    s->v = v;
    s->ops = bte_group(v);
    CHECK(ecb_bte_deal(&s->pub, s->shares, v, T, N) == ECB_OK);
    ecb_bte_public_key(s->pub, &s->pk);
    for (uint32_t i = 0; i < N; i++)
        ecb_bte_public_share_var(s->pub, i, &s->hi[i]);
    for (int j = 0; j < CTS; j++)
        CHECK(ecb_bte_encrypt(&s->cts[j], &s->pk, (const uint8_t *)"L", 1, (const uint8_t *)"msg",
                              3) == ECB_OK);
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

static void random_scalar(fr381 *out) {
    uint8_t ikm[BTE_KEYGEN_IKM_BYTES];
    tl_random(ikm, sizeof ikm);
    bte_keygen(out, ikm);
}

/* out = k X + t g through the public group API (X given as a bte point). */
static void k_x_plus_t_g(const struct setup *s, bte_point *out, const bte_point *x, const fr381 *k,
                         const fr381 *t) {
    uint8_t kb[32], tb[32], e[96];
    ecb_bls12_381_scalar ks, ts;
    fr381_encode(kb, k);
    fr381_encode(tb, t);
    CHECK(ecb_bls12_381_scalar_decode(&ks, kb) == ECB_OK);
    CHECK(ecb_bls12_381_scalar_decode(&ts, tb) == ECB_OK);
    if (s->v == ECB_BTE_MINPK) {
        ecb_bls12_381_g1 xp, g, p, q;
        CHECK(ecb_bls12_381_g1_decode(&xp, x->enc) == ECB_OK);
        ecb_bls12_381_g1_generator(&g);
        ecb_bls12_381_g1_mul(&p, &ks, &xp);
        ecb_bls12_381_g1_mul(&q, &ts, &g);
        ecb_bls12_381_g1_add(&p, &p, &q);
        ecb_bls12_381_g1_encode(e, &p);
    } else {
        ecb_bls12_381_g2 xp, g, p, q;
        CHECK(ecb_bls12_381_g2_decode(&xp, x->enc) == ECB_OK);
        ecb_bls12_381_g2_generator(&g);
        ecb_bls12_381_g2_mul(&p, &ks, &xp);
        ecb_bls12_381_g2_mul(&q, &ts, &g);
        ecb_bls12_381_g2_add(&p, &p, &q);
        ecb_bls12_381_g2_encode(e, &p);
    }
    CHECK(s->ops->point_decode(out, e) == ECB_OK);
}

/* ---- ciphertexts ---------------------------------------------------------------------------- */

/* A ciphertext whose proof is made over A = s g + a g, B = s H + b g: its g equation misses by
 * -a g, its H equation by -b g; the challenge is honest. */
static ecb_bte_ciphertext *forged_ct(const struct setup *s, const fr381 *a, const fr381 *b) {
    const bte_point *pk = bte_point_of_c(&s->pk);
    ecb_bte_ciphertext *ct = bte_ciphertext_alloc(s->v, 1, 3);
    fr381 r, sn, t;
    bte_transcript tr;
    random_scalar(&r);
    random_scalar(&sn);
    ct->label[0] = 'L';
    s->ops->encrypt(ct, pk, (const uint8_t *)"msg", &r, &sn);
    k_x_plus_t_g(s, &ct->pt[BTE_CT_A], s->ops->generator(), &sn, a);
    k_x_plus_t_g(s, &ct->pt[BTE_CT_B], s->ops->proof_generator(), &sn, b);
    bte_ct_challenge_transcript(&tr, ct, pk->enc, s->ops->pb);
    bte_transcript_challenge(&ct->c, &tr, BTE_STR(BTE_NOISE_CT));
    fr381_mul(&t, &ct->c, &r);
    fr381_add(&ct->z, &sn, &t);
    CHECK(s->ops->ct_prefilter(pk, ct) == BTE_CT_OK); /* it reaches the combined check */
    return ct;
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

/* list[j] for j in bad fails alone, and the batches drop exactly those. */
static void expect_filtered(const struct setup *s, ecb_bte_ciphertext **list, const int *bad) {
    size_t want = 0;
    for (int j = 0; j < LIST; j++) {
        want += !bad[j];
        CHECK((ecb_bte_ciphertext_verify_var(&s->pk, list[j]) == ECB_OK) == !bad[j]);
    }
    for (unsigned th = 1; th <= 3; th++) {
        uint8_t valid[LIST];
        size_t count = 0;
        CHECK(ecb_bte_ciphertexts_verify_var(&s->pk, (const ecb_bte_ciphertext *const *)list, LIST,
                                             th, valid, &count) == ECB_OK);
        CHECK(count == want);
        for (int j = 0; j < LIST; j++)
            CHECK(valid[j] == !bad[j]);
    }
    ecb_bte_request *req = NULL;
    CHECK(ecb_bte_request_new_var(&req, &s->pk, (const ecb_bte_ciphertext *const *)list, LIST,
                                  (const uint8_t *)"x", 1, T, 2) == ECB_OK);
    CHECK(ecb_bte_request_valid_count(req) == want);
    for (size_t p = 0; p < ecb_bte_request_valid_count(req); p++)
        CHECK(!bad[ecb_bte_request_valid_indices(req)[p]]);
    ecb_bte_request_free(req);
    for (int j = 0; j < LIST; j++)
        ecb_bte_ciphertext_free(list[j]);
}

static void cancelling_ciphertexts(const struct setup *s) {
    fr381 t, neg_t, zero;
    random_scalar(&t);
    fr381_neg(&neg_t, &t);
    fr381_zero(&zero);
    ecb_bte_ciphertext *list[LIST];
    /* within one ciphertext: -t g in the g equation, +t g in the H equation */
    static const int bad_within[LIST] = {0, 0, 1, 0, 0, 0};
    for (int j = 0; j < LIST; j++)
        list[j] = j == 2 ? forged_ct(s, &t, &neg_t) : copy_ct(s->cts[j % CTS]);
    CHECK(s->ops->ct_equations(list[2]) == BTE_CT_EQUATION_G);
    expect_filtered(s, list, bad_within);
    /* two ciphertexts, the g equation */
    static const int bad_pair[LIST] = {0, 1, 0, 0, 1, 0};
    for (int j = 0; j < LIST; j++)
        list[j] = j == 1   ? forged_ct(s, &t, &zero)
                  : j == 4 ? forged_ct(s, &neg_t, &zero)
                           : copy_ct(s->cts[j % CTS]);
    expect_filtered(s, list, bad_pair);
    /* two ciphertexts, one in each equation */
    static const int bad_cross[LIST] = {1, 0, 0, 0, 0, 1};
    for (int j = 0; j < LIST; j++)
        list[j] = j == 0   ? forged_ct(s, &t, &zero)
                  : j == 5 ? forged_ct(s, &zero, &neg_t)
                           : copy_ct(s->cts[j % CTS]);
    CHECK(s->ops->ct_equations(list[5]) == BTE_CT_EQUATION_H);
    expect_filtered(s, list, bad_cross);
    /* z + delta and z - delta: both equations of both miss, and the misses cancel in pairs */
    static const int bad_z[LIST] = {0, 0, 0, 1, 1, 0};
    for (int j = 0; j < LIST; j++)
        list[j] = copy_ct(s->cts[j % CTS]);
    fr381_add(&list[3]->z, &list[3]->z, &t);
    fr381_sub(&list[4]->z, &list[4]->z, &t);
    expect_filtered(s, list, bad_z);
}

/* ---- responses ------------------------------------------------------------------------------ */

static ecb_bte_response *copy_resp(const ecb_bte_response *r) {
    size_t len = ecb_bte_response_encoded_size(r);
    uint8_t *b = malloc(len);
    ecb_bte_response *out = NULL;
    ecb_bte_response_encode(b, r);
    CHECK(ecb_bte_response_decode(&out, ecb_bte_response_variant(r), b, len) == ECB_OK);
    free(b);
    return out;
}

/* The candidate of server i's response r as the verifier builds it: rho, U*, Uhat. */
static void candidate_of(const struct setup *s, bte_resp_candidate *cand, const ecb_bte_response *r,
                         uint32_t i) {
    bte_limbs rho[CTS];
    bte_transcript tr;
    memset(cand, 0, sizeof *cand);
    cand->resp = r;
    cand->hi = bte_point_of_c(&s->hi[i]);
    bte_rho_transcript(&tr, s->req->digest, i, r->partial_enc, s->req->m, s->ops->pb);
    bte_rho_derive(rho, &tr, s->req->m);
    s->ops->aggregates(cand, s->req, r, rho);
}

/* Server i's honest response with its proof made over A = s g + a g, B = s U* + b g: the g
 * equation misses by -a g, the aggregate one by -b g; the challenge is honest. */
static ecb_bte_response *forged_resp(const struct setup *s, uint32_t i, const fr381 *a,
                                     const fr381 *b) {
    ecb_bte_response *r = NULL;
    bte_resp_candidate cand;
    bte_transcript tr;
    fr381 x, sn, t;
    CHECK(ecb_bte_respond(&r, s->req, &s->shares[i], 1) == ECB_OK);
    candidate_of(s, &cand, r, i);
    CHECK(fr381_decode(&x, s->shares[i].secret) == ECB_OK);
    random_scalar(&sn);
    k_x_plus_t_g(s, &r->A, s->ops->generator(), &sn, a);
    k_x_plus_t_g(s, &r->B, &cand.ustar, &sn, b);
    bte_dleq_transcript(&tr, s->req->context, s->req->context_len, i, cand.hi->enc, cand.ustar.enc,
                        cand.uhat.enc, r->A.enc, r->B.enc, s->ops->pb);
    bte_transcript_challenge(&r->c, &tr, BTE_STR(BTE_NOISE_DLEQ));
    fr381_mul(&t, &r->c, &x);
    fr381_add(&r->z, &sn, &t);
    return r;
}

/* Exactly the servers in bad fail, alone (past the challenge, at the given stage) and in one
 * batch with the others. */
static void expect_named(const struct setup *s, ecb_bte_response **r, const int *bad,
                         const bte_resp_stage *stage) {
    uint32_t idx[N] = {0, 1, 2, 3, 4};
    size_t want = 0;
    for (uint32_t i = 0; i < N; i++) {
        ecb_bte_error e;
        bte_resp_stage got;
        want += bad[i] != 0;
        CHECK(bte_verify_one(s->req, i, bte_point_of_c(&s->hi[i]), r[i], &e, &got) ==
              (bad[i] ? ECB_ERR_INVALID_RESPONSE : ECB_OK));
        CHECK(got == stage[i]);
    }
    for (unsigned th = 1; th <= 3; th++) {
        ecb_bte_error res[N];
        size_t count = 0;
        CHECK(ecb_bte_verify_responses_var(s->req, idx, s->hi, (const ecb_bte_response *const *)r,
                                           N, th, res, &count) == ECB_ERR_INVALID_RESPONSE);
        CHECK(count == want);
        for (uint32_t i = 0; i < N; i++) {
            CHECK(res[i].status == (bad[i] ? ECB_ERR_INVALID_RESPONSE : ECB_OK));
            CHECK(res[i].index == (bad[i] ? i : 0));
        }
    }
    for (int i = 0; i < N; i++)
        ecb_bte_response_free(r[i]);
}

static void cancelling_responses(const struct setup *s) {
    fr381 t, neg_t, zero;
    random_scalar(&t);
    fr381_neg(&neg_t, &t);
    fr381_zero(&zero);
    ecb_bte_response *r[N];
    /* within server 1: -t g in the g equation, +t g in the aggregate one */
    static const int bad_within[N] = {0, 1, 0, 0, 0};
    static const bte_resp_stage st_within[N] = {BTE_RESP_OK, BTE_RESP_EQUATION_G, BTE_RESP_OK,
                                                BTE_RESP_OK, BTE_RESP_OK};
    for (uint32_t i = 0; i < N; i++)
        r[i] = i == 1 ? forged_resp(s, i, &t, &neg_t) : forged_resp(s, i, &zero, &zero);
    expect_named(s, r, bad_within, st_within);
    /* servers 0 and 3, the g equation */
    static const int bad_pair[N] = {1, 0, 0, 1, 0};
    static const bte_resp_stage st_pair[N] = {BTE_RESP_EQUATION_G, BTE_RESP_OK, BTE_RESP_OK,
                                              BTE_RESP_EQUATION_G, BTE_RESP_OK};
    for (uint32_t i = 0; i < N; i++)
        r[i] = i == 0   ? forged_resp(s, i, &t, &zero)
               : i == 3 ? forged_resp(s, i, &neg_t, &zero)
                        : forged_resp(s, i, &zero, &zero);
    expect_named(s, r, bad_pair, st_pair);
    /* servers 2 and 4, one in each equation */
    static const int bad_cross[N] = {0, 0, 1, 0, 1};
    static const bte_resp_stage st_cross[N] = {BTE_RESP_OK, BTE_RESP_OK, BTE_RESP_EQUATION_G,
                                               BTE_RESP_OK, BTE_RESP_EQUATION_AGGREGATE};
    for (uint32_t i = 0; i < N; i++)
        r[i] = i == 2   ? forged_resp(s, i, &t, &zero)
               : i == 4 ? forged_resp(s, i, &zero, &neg_t)
                        : forged_resp(s, i, &zero, &zero);
    expect_named(s, r, bad_cross, st_cross);
}

/* ---- the weights ---------------------------------------------------------------------------- */

/* 1 when the 2q weights are non-zero, not 1 and pairwise distinct. */
static int weights_distinct(const bte_limbs *w, size_t count) {
    int ok = 1;
    for (size_t i = 0; i < count; i++) {
        ok &= (w[i].v[0] | w[i].v[1]) != 0 && !(w[i].v[0] == 1 && w[i].v[1] == 0);
        ok &= w[i].v[2] == 0 && w[i].v[3] == 0; /* 128-bit */
        for (size_t j = 0; j < i; j++)
            ok &= memcmp(&w[i], &w[j], sizeof w[i]) != 0;
    }
    return ok;
}

/* 1 when every weight of a differs from its counterpart in b. */
static int all_moved(const bte_limbs *a, const bte_limbs *b, size_t count) {
    int moved = 1;
    for (size_t i = 0; i < count; i++)
        moved &= memcmp(&a[i], &b[i], sizeof a[i]) != 0;
    return moved;
}

static void ct_weights(const struct setup *s, bte_limbs *w, const ecb_bte_ciphertext *const *cts,
                       const uint32_t *cand, const bte_point *pk) {
    bte_transcript t;
    bte_ct_weights_transcript(&t, pk->enc, s->ops->pb, cts, cand, CTS);
    bte_weights_derive(w, &t, CTS);
}

static void ciphertext_weights(const struct setup *s) {
    const bte_point *pk = bte_point_of_c(&s->pk);
    uint32_t cand[CTS] = {0, 1, 2, 3};
    bte_limbs w[2 * CTS], other[2 * CTS];
    ct_weights(s, w, (const ecb_bte_ciphertext *const *)s->cts, cand, pk);
    ct_weights(s, other, (const ecb_bte_ciphertext *const *)s->cts, cand, pk);
    CHECK(memcmp(w, other, sizeof w) == 0); /* deterministic */
    CHECK(weights_distinct(w, 2 * CTS));
    fr381 one;
    fr381_one(&one);
    for (int p = 0; p < CTS; p++)
        for (int field = 0; field < 6; field++) {
            ecb_bte_ciphertext *list[CTS];
            for (int j = 0; j < CTS; j++)
                list[j] = copy_ct(s->cts[j]);
            ecb_bte_ciphertext *m = list[p], *o = s->cts[(p + 1) % CTS];
            if (field < 4)
                m->pt[field] = o->pt[field]; /* U, Ubar, A or B of another ciphertext */
            else
                fr381_add(field == 4 ? &m->c : &m->z, field == 4 ? &m->c : &m->z, &one);
            ct_weights(s, other, (const ecb_bte_ciphertext *const *)list, cand, pk);
            CHECK(all_moved(w, other, 2 * CTS));
            for (int j = 0; j < CTS; j++)
                ecb_bte_ciphertext_free(list[j]);
        }
    /* the candidates' positions and the public key are bound too */
    const ecb_bte_ciphertext *shifted[CTS + 1] = {s->cts[0], s->cts[0], s->cts[1], s->cts[2],
                                                  s->cts[3]};
    uint32_t cand_shifted[CTS] = {1, 2, 3, 4};
    ct_weights(s, other, shifted, cand_shifted, pk);
    CHECK(all_moved(w, other, 2 * CTS));
    ct_weights(s, other, (const ecb_bte_ciphertext *const *)s->cts, cand,
               bte_point_of_c(&s->hi[0]));
    CHECK(all_moved(w, other, 2 * CTS));
}

static void resp_weights(const struct setup *s, bte_limbs *w, const bte_resp_candidate *cand,
                         const uint8_t *digest) {
    bte_transcript t;
    bte_resp_weights_transcript(&t, digest, cand, N, s->ops->pb);
    bte_weights_derive(w, &t, N);
}

static void response_weights(const struct setup *s) {
    bte_resp_candidate cand[N];
    bte_limbs w[2 * N], other[2 * N];
    for (uint32_t i = 0; i < N; i++)
        candidate_of(s, &cand[i], s->resp[i], i);
    resp_weights(s, w, cand, s->req->digest);
    resp_weights(s, other, cand, s->req->digest);
    CHECK(memcmp(w, other, sizeof w) == 0);
    CHECK(weights_distinct(w, 2 * N));
    fr381 one;
    fr381_one(&one);
    for (uint32_t q = 0; q < N; q++)
        for (int field = 0; field < 8; field++) {
            bte_resp_candidate c[N];
            memcpy(c, cand, sizeof c);
            ecb_bte_response *r = copy_resp(s->resp[q]), *o = s->resp[(q + 1) % N];
            c[q].resp = r;
            switch (field) {
            case 0:
                r->index ^= 1;
                break;
            case 1:
                c[q].hi = bte_point_of_c(&s->hi[(q + 1) % N]);
                break;
            case 2:
                c[q].ustar = cand[(q + 1) % N].ustar;
                break;
            case 3:
                c[q].uhat = cand[(q + 1) % N].uhat;
                break;
            case 4:
                r->A = o->A;
                break;
            case 5:
                r->B = o->B;
                break;
            case 6:
                fr381_add(&r->c, &r->c, &one);
                break;
            case 7:
                fr381_add(&r->z, &r->z, &one);
                break;
            }
            resp_weights(s, other, c, s->req->digest);
            CHECK(all_moved(w, other, 2 * N));
            ecb_bte_response_free(r);
        }
    uint8_t digest[ECB_BTE_DIGEST_BYTES];
    memcpy(digest, s->req->digest, sizeof digest);
    digest[0] ^= 1;
    resp_weights(s, other, cand, digest);
    CHECK(all_moved(w, other, 2 * N));
}

int main(void) {
    tl_init();
    for (int v = 0; v < 2; v++) {
        struct setup s;
        setup_new(&s, (ecb_bte_variant)v);
        cancelling_ciphertexts(&s);
        cancelling_responses(&s);
        ciphertext_weights(&s);
        response_weights(&s);
        setup_free(&s);
    }
    return tl_finish("test_bte_soundness");
}
