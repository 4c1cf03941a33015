/* Threshold decryption's combined residuals (the ct_residual and resp_residual operations of
 * bte_scheme_impl.h) as linear forms in the members' misses, in both variants: every member of
 * a batch (five ciphertexts, four responses) has its proof points moved, A + a g and B + b g,
 * so that its first equation misses by -a g and its second by -b g, and the residual under
 * weights chosen here must be exactly
 *   R = -sum_p (w_2p a_p + w_2p+1 b_p) g,
 * recomputed with the public group API: each member's two equations carry their own two
 * weights, and no weight of one member or equation reaches another's miss. Weights are 128-bit
 * (as derived) and also 1 for every member, where R is the plain sum of the misses. (The
 * batches of test_bte_soundness check the same property by their verdicts: misses that cancel
 * under shared weights must still be caught.) */
#include "testlib.h"

#include "bte/bte_internal.h"
#include "ecbatch/bls12_381.h"
#include "ecbatch/bte.h"

#define N 4
#define T 3
#define CTS 5

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

/* ---- sum_i k_i P_i through the public group API, on compressed encodings -------------------- */

static void combination(const struct setup *s, uint8_t *out, const uint8_t *const *enc,
                        const bte_limbs *k, size_t count) {
    if (s->v == ECB_BTE_MINPK) {
        ecb_bls12_381_g1 acc, p, kp;
        ecb_bls12_381_g1_identity(&acc);
        for (size_t i = 0; i < count; i++) {
            CHECK(ecb_bls12_381_g1_decode(&p, enc[i]) == ECB_OK);
            ecb_bls12_381_g1_mul_var(&kp, (const ecb_bls12_381_scalar *)(const void *)&k[i], &p);
            ecb_bls12_381_g1_add(&acc, &acc, &kp);
        }
        ecb_bls12_381_g1_encode(out, &acc);
    } else {
        ecb_bls12_381_g2 acc, p, kp;
        ecb_bls12_381_g2_identity(&acc);
        for (size_t i = 0; i < count; i++) {
            CHECK(ecb_bls12_381_g2_decode(&p, enc[i]) == ECB_OK);
            ecb_bls12_381_g2_mul_var(&kp, (const ecb_bls12_381_scalar *)(const void *)&k[i], &p);
            ecb_bls12_381_g2_add(&acc, &acc, &kp);
        }
        ecb_bls12_381_g2_encode(out, &acc);
    }
}

/* pt = pt + a g */
static void move_point(const struct setup *s, bte_point *pt, const bte_limbs *a) {
    const uint8_t *enc[2] = {pt->enc, s->ops->generator()->enc};
    const bte_limbs k[2] = {{{1, 0, 0, 0}}, *a};
    uint8_t out[ECB_BTE_MAX_POINT_BYTES];
    combination(s, out, enc, k, 2);
    CHECK(s->ops->point_decode(pt, out) == ECB_OK);
}

/* The expected residual -sum (w_2p a_p + w_2p+1 b_p) g. */
static void expected_residual(const struct setup *s, uint8_t *out, const bte_limbs *w,
                              const bte_limbs *a, const bte_limbs *b, size_t q) {
    fr381 sum, x, y;
    fr381_zero(&sum);
    for (size_t p = 0; p < q; p++) {
        fr381_to_mont(&x, w[2 * p].v);
        fr381_to_mont(&y, a[p].v);
        fr381_mul(&x, &x, &y);
        fr381_add(&sum, &sum, &x);
        fr381_to_mont(&x, w[2 * p + 1].v);
        fr381_to_mont(&y, b[p].v);
        fr381_mul(&x, &x, &y);
        fr381_add(&sum, &sum, &x);
    }
    fr381_neg(&sum, &sum);
    bte_limbs m;
    fr381_from_mont(m.v, &sum);
    const uint8_t *g = s->ops->generator()->enc;
    combination(s, out, &g, &m, 1);
}

/* ---- set-up --------------------------------------------------------------------------------- */

static void setup_new(struct setup *s, ecb_bte_variant v) {
    memset(s, 0, sizeof *s);
    s->v = v;
    s->ops = bte_group(v);
    CHECK(ecb_bte_deal(&s->pub, s->shares, v, T, N) == ECB_OK);
    ecb_bte_public_key(s->pub, &s->pk);
    for (uint32_t i = 0; i < N; i++)
        ecb_bte_public_share_var(s->pub, i, &s->hi[i]);
    for (int j = 0; j < CTS; j++)
        CHECK(ecb_bte_encrypt(&s->cts[j], &s->pk, (const uint8_t *)"residual", 8,
                              (const uint8_t *)"m", 1) == ECB_OK);
    CHECK(ecb_bte_request_new_var(&s->req, &s->pk, (const ecb_bte_ciphertext *const *)s->cts, CTS,
                                  (const uint8_t *)"ctx", 3, T, 1) == ECB_OK);
    CHECK(ecb_bte_request_valid_count(s->req) == CTS);
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

/* Random scalars below 2^254 (< r), or 128-bit ones as the derived weights. */
static void random_limbs(bte_limbs *out, size_t count, int short_128) {
    for (size_t i = 0; i < count; i++) {
        tl_random(out[i].v, sizeof out[i].v);
        out[i].v[3] &= 0x3fffffffffffffffULL;
        if (short_128) out[i].v[2] = out[i].v[3] = 0;
    }
}

/* weights: 128-bit random (round 0) or all 1 (round 1) */
static void weights_of_round(bte_limbs *w, size_t count, int round) {
    if (round == 0)
        random_limbs(w, count, 1);
    else
        for (size_t i = 0; i < count; i++)
            w[i] = (bte_limbs){{1, 0, 0, 0}};
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

static ecb_bte_response *copy_resp(const ecb_bte_response *r) {
    size_t len = ecb_bte_response_encoded_size(r);
    uint8_t *b = malloc(len);
    ecb_bte_response *out = NULL;
    ecb_bte_response_encode(b, r);
    CHECK(ecb_bte_response_decode(&out, ecb_bte_response_variant(r), b, len) == ECB_OK);
    free(b);
    return out;
}

/* ---- the residuals -------------------------------------------------------------------------- */

static void ciphertext_residual(const struct setup *s) {
    ecb_bte_ciphertext *moved[CTS];
    bte_limbs a[CTS], b[CTS], w[2 * CTS];
    uint32_t cand[CTS];
    random_limbs(a, CTS, 0);
    random_limbs(b, CTS, 0);
    for (uint32_t p = 0; p < CTS; p++) {
        cand[p] = p;
        moved[p] = copy_ct(s->cts[p]);
        move_point(s, &moved[p]->pt[BTE_CT_A], &a[p]);
        move_point(s, &moved[p]->pt[BTE_CT_B], &b[p]);
        CHECK(s->ops->ct_equations(moved[p]) == BTE_CT_EQUATION_G);
    }
    for (int round = 0; round < 2; round++)
        for (unsigned th = 1; th <= 3; th += 2) {
            uint8_t got[ECB_BTE_MAX_POINT_BYTES], want[ECB_BTE_MAX_POINT_BYTES];
            int is_identity = 1;
            weights_of_round(w, 2 * CTS, round);
            CHECK(s->ops->ct_residual(&is_identity, got, (const ecb_bte_ciphertext *const *)moved,
                                      cand, CTS, w, th) == ECB_OK);
            expected_residual(s, want, w, a, b, CTS);
            CHECK(!is_identity);
            CHECK_MEM(got, want, s->ops->pb);
        }
    for (int p = 0; p < CTS; p++)
        ecb_bte_ciphertext_free(moved[p]);
}

static void response_residual(const struct setup *s) {
    ecb_bte_response *moved[N];
    bte_resp_candidate cand[N];
    bte_limbs a[N], b[N], w[2 * N], rho[CTS];
    random_limbs(a, N, 0);
    random_limbs(b, N, 0);
    for (uint32_t i = 0; i < N; i++) {
        bte_transcript tr;
        moved[i] = copy_resp(s->resp[i]);
        memset(&cand[i], 0, sizeof cand[i]);
        cand[i].resp = moved[i];
        cand[i].hi = bte_point_of_c(&s->hi[i]);
        bte_rho_transcript(&tr, s->req->digest, i, moved[i]->partial_enc, s->req->m, s->ops->pb);
        bte_rho_derive(rho, &tr, s->req->m);
        s->ops->aggregates(&cand[i], s->req, moved[i], rho);
        CHECK(s->ops->resp_equations(&cand[i]) == BTE_RESP_OK);
        move_point(s, &moved[i]->A, &a[i]);
        move_point(s, &moved[i]->B, &b[i]);
        CHECK(s->ops->resp_equations(&cand[i]) == BTE_RESP_EQUATION_G);
    }
    for (int round = 0; round < 2; round++)
        for (unsigned th = 1; th <= 3; th += 2) {
            uint8_t got[ECB_BTE_MAX_POINT_BYTES], want[ECB_BTE_MAX_POINT_BYTES];
            int is_identity = 1;
            weights_of_round(w, 2 * N, round);
            CHECK(s->ops->resp_residual(&is_identity, got, cand, N, w, th) == ECB_OK);
            expected_residual(s, want, w, a, b, N);
            CHECK(!is_identity);
            CHECK_MEM(got, want, s->ops->pb);
        }
    for (int i = 0; i < N; i++)
        ecb_bte_response_free(moved[i]);
}

int main(void) {
    tl_init();
    for (int v = 0; v < 2; v++) {
        struct setup s;
        setup_new(&s, v == 0 ? ECB_BTE_MINPK : ECB_BTE_MINSIG);
        ciphertext_residual(&s);
        response_residual(&s);
        setup_free(&s);
    }
    return tl_finish("test_bte_residual");
}
