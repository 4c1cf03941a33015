/* The group-dependent half of the threshold-decryption scheme, written once and included per
 * group by bte_g1.c (MinPk, G1) and bte_g2.c (MinSig, G2), which define first:
 *
 *   BG            the group prefix (g1_381, g2_381): types BG_aff / BG_jac, functions BG_op
 *   BG_F          its coordinate field prefix (fp381, fp2_381)
 *   BG_PB         compressed point bytes (48, 96)
 *   BG_VARIANT    ECB_BTE_MINPK / ECB_BTE_MINSIG
 *   BG_OPS        the name of the exported bte_group_ops (bte_g1_ops, bte_g2_ops)
 *   BG_DECODE     the group's compressed decoder (jac out, bytes in)
 *   BG_PROOF_GENERATOR   void fn(BG_jac *): hash-to-curve of the proof-generator message
 *   BG_MUL_CT, BG_MUL_VAR  k P split by the group's endomorphism (GLV on G1, GLS on G2):
 *                 constant time / variable time
 *
 * Equations (spec §4-§8 with the profile's conventions): ciphertext proof z g = A + c U,
 * z H = B + c Ubar; response proof z g = A + c h_i, z U* = B + c Uhat; combination
 * K_p = sum_k lambda_k Y_{k,p}. Every MSM goes through the engine: msm_rows_var or, for the
 * combination's columns, msm_multi_<group>_columns_var. Constant-time
 * paths use the group's constant-time multiplication (commitments, encryption, the four
 * single products of a response) or, for a response's partials, bte_smul (many points times
 * the share, constant time in it), and wipe what depends on secrets. */
#include <pthread.h>
#include <sodium.h>
#include <stdlib.h>
#include <string.h>

#include "bte/bte_internal.h"
#include "bte/bte_keystream.h"
#include "bte/bte_labels.h"
#include "msm/many/msm_multi.h"
#include "bte/bte_smul.h"
#include "util/alloc.h"
#include "util/parallel.h"
#include "util/ct_declassify.h"

#define BG_P2(a, b) a##_##b
#define BG_P(a, b) BG_P2(a, b)
#define G_(op) BG_P(BG, op)
#define F_(op) BG_P(BG_F, op)
#define G_AFF BG_P(BG, aff)
#define G_JAC BG_P(BG, jac)
#define G_FT BG_F
#define G_MULTI BG_P(BG_P(msm_multi, BG), run)
#define G_COLUMNS(out, cols, mag, neg, k, m, threads)                                              \
    BG_P(BG_P(msm_multi, BG), columns_var)                                                         \
    (out, cols, (const msm_limbs *)(const void *)(mag), neg, k, m, threads)
#define G_SMUL BG_P(BG_P(bte_smul, BG), mul)

_Static_assert(sizeof(G_AFF) <= sizeof(bte_aff_store), "affine storage too small");
_Static_assert(sizeof(bte_limbs) == sizeof(msm_limbs), "scalar layout");

/* out[j] = sum_i k[j n + i] pts[i] for j < m: the engine's many MSMs over one set of bases
 * (include/ecbatch/msm.h, ecb_msm_multi_*_var), whose plan picks per shape. Inputs are points
 * of the group ((0, 0) the identity) and scalars below r, and the engine never fails for lack
 * of memory, so it cannot fail here. Variable time. */
static void msm_rows_var(G_JAC *out, const G_AFF *pts, size_t n, const bte_limbs *k, size_t m,
                         unsigned threads) {
    ecb_msm_multi_options o;
    memset(&o, 0, sizeof o);
    o.threads = threads;
    ecb_status st = G_MULTI(out, pts, n, (const msm_limbs *)(const void *)k, m, &o);
    (void)st;
}

/* out = sum_i k[i] pts[i] (one row). */
static void msm_one_var(G_JAC *out, const G_AFF *pts, const bte_limbs *k, size_t n,
                        unsigned threads) {
    msm_rows_var(out, pts, n, k, 1, threads);
}

/* ---- points ------------------------------------------------------------------------------- */

static const G_AFF *aff_of(const bte_point *p) {
    return (const G_AFF *)(const void *)p->aff.w;
}

/* Compressed ZCash encoding of an affine point: x with flags 0x80 and 0x20 (y the larger
 * root); the identity (0, 0) encodes as c0 00..00. Constant time. */
static void aff_encode(uint8_t out[BG_PB], const G_AFF *a) {
    uint8_t inf[BG_PB] = {0xc0};
    uint8_t mask = (uint8_t)(0 - (uint8_t)G_(aff_is_identity)(a));
    F_(encode)(out, &a->x);
    out[0] |= (uint8_t)(0x80 | (F_(is_lexlargest)(&a->y) << 5));
    for (size_t i = 0; i < BG_PB; i++)
        out[i] ^= (out[i] ^ inf[i]) & mask;
}

static void point_set(bte_point *p, const G_AFF *a) {
    memset(p, 0, sizeof *p);
    memcpy(p->aff.w, a, sizeof *a);
    aff_encode(p->enc, a);
    p->variant = BG_VARIANT;
}

static void point_jac(G_JAC *r, const bte_point *p) {
    G_(jac_from_aff)(r, aff_of(p));
}

/* jac -> bte_point through one (constant-time) inversion. */
static void point_from_jac(bte_point *p, const G_JAC *j) {
    G_AFF a;
    G_(jac_to_aff)(&a, j);
    point_set(p, &a);
}

static ecb_status point_decode(bte_point *out, const uint8_t *in) {
    G_JAC j;
    G_AFF a;
    G_FT one;
    ecb_status st = BG_DECODE(&j, in);
    if (st != ECB_OK) return st;
    if (G_(jac_is_identity)(&j)) return ECB_ERR_IDENTITY;
    F_(one)(&one);
    if (F_(equal)(&j.Z, &one)) { /* the decoder's output is normalised already */
        a.x = j.X;
        a.y = j.Y;
    } else {
        G_(jac_to_aff)(&a, &j);
    }
    memset(out, 0, sizeof *out);
    memcpy(out->aff.w, &a, sizeof a);
    memcpy(out->enc, in, BG_PB); /* the decoder accepts canonical encodings only */
    out->variant = BG_VARIANT;
    return ECB_OK;
}

static int point_equal(const bte_point *a, const bte_point *b) {
    return a->variant == b->variant && memcmp(a->enc, b->enc, BG_PB) == 0;
}

static pthread_once_t generators_once = PTHREAD_ONCE_INIT;
static bte_point generator_g, generator_h;

static void generators_init(void) {
    G_JAC j;
    G_(generator)(&j);
    point_from_jac(&generator_g, &j);
    BG_PROOF_GENERATOR(&j);
    point_from_jac(&generator_h, &j);
}

static const bte_point *generator(void) {
    pthread_once(&generators_once, generators_init);
    return &generator_g;
}

static const bte_point *proof_generator(void) {
    pthread_once(&generators_once, generators_init);
    return &generator_h;
}

/* ---- scalars ------------------------------------------------------------------------------ */

static void limbs_of(bte_limbs *out, const fr381 *s) {
    fr381_from_mont(out->v, s);
}

static void scalar_of_limbs(fr381 *out, const bte_limbs *l) {
    fr381_to_mont(out, l->v);
}

/* r = k P in constant time (k secret). */
static void mul_ct(G_JAC *r, const G_JAC *p, const fr381 *k) {
    bte_limbs l;
    limbs_of(&l, k);
    BG_MUL_CT(r, p, l.v);
    sodium_memzero(&l, sizeof l);
}

/* r = k P, public k. */
static void mul_var(G_JAC *r, const G_JAC *p, const fr381 *k) {
    bte_limbs l;
    limbs_of(&l, k);
    BG_MUL_VAR(r, p, l.v);
}

/* 1 when k1 P1 + k2 P2 + Q = identity (public data): the check of one proof equation
 * k1 P1 = -(k2 P2 + Q), arranged as lhs = rhs. */
static int equation_holds(const bte_point *p1, const fr381 *k1, const bte_point *q,
                          const bte_point *p2, const fr381 *k2) {
    G_JAC lhs, rhs, t;
    point_jac(&t, p1);
    mul_var(&lhs, &t, k1);
    point_jac(&t, p2);
    mul_var(&rhs, &t, k2);
    G_(jac_add_aff_var)(&rhs, &rhs, aff_of(q));
    return G_(jac_equal)(&lhs, &rhs);
}

/* ---- keys --------------------------------------------------------------------------------- */

static void commit_coefficients(bte_point *out, const fr381 *coeffs, size_t t) {
    G_JAC g, c;
    point_jac(&g, generator());
    for (size_t k = 0; k < t; k++) {
        mul_ct(&c, &g, &coeffs[k]);
        point_from_jac(&out[k], &c);
    }
    sodium_memzero(&c, sizeof c);
}

/* Horner's rule in the group: acc = (..(C_{t-1} x + C_{t-2}) x ..) x + C_0, x = index + 1. */
static void public_share(bte_point *out, const bte_point *commitments, size_t t, uint32_t index) {
    G_JAC acc;
    point_jac(&acc, &commitments[t - 1]);
    for (size_t k = t - 1; k-- > 0;) {
        G_(jac_mul_u64_var)(&acc, &acc, (uint64_t)index + 1);
        G_(jac_add_aff_var)(&acc, &acc, aff_of(&commitments[k]));
    }
    point_from_jac(out, &acc);
}

static int share_matches(const bte_point *hi, const fr381 *x) {
    G_JAC g, xg, h;
    point_jac(&g, generator());
    mul_ct(&xg, &g, x);
    point_jac(&h, hi);
    int eq = G_(jac_equal)(&xg, &h);
    sodium_memzero(&xg, sizeof xg);
    return eq;
}

/* ---- ciphertexts ------------------------------------------------------------------------------
 */

static void encrypt(ecb_bte_ciphertext *ct, const bte_point *pk, const uint8_t *msg, const fr381 *r,
                    const fr381 *s) {
    G_JAC g, h, pkj, pts[5]; /* U, Ubar, K, A, B */
    G_AFF aff[5];
    G_FT scratch[5];
    uint8_t k_enc[BG_PB];
    bte_transcript t;
    fr381 cr;

    point_jac(&g, generator());
    point_jac(&h, proof_generator());
    point_jac(&pkj, pk);
    mul_ct(&pts[0], &g, r);
    mul_ct(&pts[1], &h, r);
    mul_ct(&pts[2], &pkj, r);
    mul_ct(&pts[3], &g, s);
    mul_ct(&pts[4], &h, s);
    G_(jac_batch_to_aff)(aff, pts, 5, scratch);
    point_set(&ct->pt[BTE_CT_U], &aff[0]);
    point_set(&ct->pt[BTE_CT_UBAR], &aff[1]);
    point_set(&ct->pt[BTE_CT_A], &aff[3]);
    point_set(&ct->pt[BTE_CT_B], &aff[4]);
    aff_encode(k_enc, &aff[2]);
    bte_keystream_xor(ct->body, msg, ct->body_len, k_enc, BG_PB, ct->label, ct->label_len);

    bte_ct_challenge_transcript(&t, ct, pk->enc, BG_PB);
    bte_transcript_challenge(&ct->c, &t, BTE_STR(BTE_NOISE_CT));
    fr381_mul(&cr, &ct->c, r); /* z = s + c r */
    fr381_add(&ct->z, s, &cr);

    sodium_memzero(pts, sizeof pts);
    sodium_memzero(aff, sizeof aff);
    sodium_memzero(scratch, sizeof scratch);
    sodium_memzero(k_enc, sizeof k_enc);
    sodium_memzero(&cr, sizeof cr);
}

static bte_ct_stage ct_prefilter(const bte_point *pk, const ecb_bte_ciphertext *ct) {
    bte_transcript t;
    fr381 c;
    for (int k = BTE_CT_U; k <= BTE_CT_B; k++)
        if (G_(aff_is_identity)(aff_of(&ct->pt[k]))) return BTE_CT_IDENTITY;
    bte_ct_challenge_transcript(&t, ct, pk->enc, BG_PB);
    bte_transcript_challenge(&c, &t, BTE_STR(BTE_NOISE_CT));
    return fr381_equal(&c, &ct->c) ? BTE_CT_OK : BTE_CT_CHALLENGE;
}

static bte_ct_stage ct_equations(const ecb_bte_ciphertext *ct) {
    if (!equation_holds(generator(), &ct->z, &ct->pt[BTE_CT_A], &ct->pt[BTE_CT_U], &ct->c))
        return BTE_CT_EQUATION_G;
    if (!equation_holds(proof_generator(), &ct->z, &ct->pt[BTE_CT_B], &ct->pt[BTE_CT_UBAR], &ct->c))
        return BTE_CT_EQUATION_H;
    return BTE_CT_OK;
}

/* Writes R from -R: *is_identity and, if wanted, R's encoding. */
static void residual_finish(int *is_identity, uint8_t *residual_enc, const G_JAC *minus_r) {
    G_JAC r;
    G_(jac_neg)(&r, minus_r);
    *is_identity = G_(jac_is_identity)(&r);
    if (residual_enc != NULL) {
        G_AFF a;
        G_(jac_to_aff)(&a, &r);
        aff_encode(residual_enc, &a);
    }
}

/* The terms of ct_residual's MSM for candidates [lo, hi) of slice `task`: points A, B with
 * their weights, U, Ubar with alpha c and alpha' c, and the slice's sums of alpha z and
 * alpha' z (sums[2 task], sums[2 task + 1]). */
struct residual_terms {
    const ecb_bte_ciphertext *const *cts;
    const uint32_t *cand;
    const bte_limbs *weights;
    size_t q, slices;
    G_AFF *ps, *pl;
    bte_limbs *ks, *kl;
    fr381 *sums;
};

static void residual_terms_slice(void *ctx, size_t task, unsigned worker) {
    const struct residual_terms *r = ctx;
    const size_t lo = r->q * task / r->slices, hi = r->q * (task + 1) / r->slices;
    fr381 sum_g, sum_h, a, t;
    (void)worker;
    fr381_zero(&sum_g);
    fr381_zero(&sum_h);
    for (size_t p = lo; p < hi; p++) {
        const ecb_bte_ciphertext *ct = r->cts[r->cand[p]];
        r->ps[2 * p] = *aff_of(&ct->pt[BTE_CT_A]);
        r->ps[2 * p + 1] = *aff_of(&ct->pt[BTE_CT_B]);
        r->ks[2 * p] = r->weights[2 * p];
        r->ks[2 * p + 1] = r->weights[2 * p + 1];
        r->pl[2 + 2 * p] = *aff_of(&ct->pt[BTE_CT_U]);
        r->pl[2 + 2 * p + 1] = *aff_of(&ct->pt[BTE_CT_UBAR]);
        scalar_of_limbs(&a, &r->weights[2 * p]);
        fr381_mul(&t, &a, &ct->z);
        fr381_add(&sum_g, &sum_g, &t);
        fr381_mul(&t, &a, &ct->c);
        limbs_of(&r->kl[2 + 2 * p], &t);
        scalar_of_limbs(&a, &r->weights[2 * p + 1]);
        fr381_mul(&t, &a, &ct->z);
        fr381_add(&sum_h, &sum_h, &t);
        fr381_mul(&t, &a, &ct->c);
        limbs_of(&r->kl[2 + 2 * p + 1], &t);
    }
    r->sums[2 * task] = sum_g;
    r->sums[2 * task + 1] = sum_h;
}

/* R = (sum alpha z) g + (sum alpha' z) H - [sum alpha A + alpha' B] (128-bit scalars)
 *     - [sum (alpha c) U + (alpha' c) Ubar] (full scalars), as one MSM of -R over all 4 q + 2
 * points (convention 19's MSM, regrouped): the g and H sums negated, the weights of A and B
 * kept short, so that their upper windows hold no digits and the engine's windows and threads
 * span both lengths at once. The terms are set up in `threads` slices. */
static ecb_status ct_residual(int *is_identity, uint8_t *residual_enc,
                              const ecb_bte_ciphertext *const *cts, const uint32_t *cand, size_t q,
                              const bte_limbs *weights, unsigned threads) {
    size_t total = 4 * q + 2, slices = bte_slices(threads, q);
    G_AFF *pts = ecb_malloc(total * sizeof(G_AFF));
    bte_limbs *k = ecb_malloc(total * sizeof(bte_limbs) + 2 * slices * sizeof(fr381));
    if (pts == NULL || k == NULL) {
        ecb_free(pts);
        ecb_free(k);
        return ECB_ERR_OUT_OF_MEMORY;
    }
    struct residual_terms terms = {
        cts, cand,        weights, q,         slices,
        pts, pts + 2 * q, k,       k + 2 * q, (fr381 *)(void *)(k + total)};
    ecb_parallel_run(threads, slices, residual_terms_slice, &terms);
    fr381 sum_g, sum_h;
    fr381_zero(&sum_g);
    fr381_zero(&sum_h);
    for (size_t i = 0; i < slices; i++) {
        fr381_add(&sum_g, &sum_g, &terms.sums[2 * i]);
        fr381_add(&sum_h, &sum_h, &terms.sums[2 * i + 1]);
    }
    terms.pl[0] = *aff_of(generator());
    terms.pl[1] = *aff_of(proof_generator());
    fr381_neg(&sum_g, &sum_g);
    fr381_neg(&sum_h, &sum_h);
    limbs_of(&terms.kl[0], &sum_g);
    limbs_of(&terms.kl[1], &sum_h);
    G_JAC minus_r;
    msm_one_var(&minus_r, pts, k, total, threads);
    residual_finish(is_identity, residual_enc, &minus_r);
    ecb_free(pts);
    ecb_free(k);
    return ECB_OK;
}

/* ---- requests and responses --------------------------------------------------------------- */

static void request_headers(ecb_bte_request *req) {
    G_AFF *h = req->headers;
    for (size_t p = 0; p < req->m; p++)
        h[p] = *aff_of(&req->cts[req->valid[p]]->pt[BTE_CT_U]);
}

/* The four constant-time products of a response, one task each: out[i] = k[i] base[i]. */
struct respond_muls {
    G_JAC *out;
    const G_JAC *base[4];
    const fr381 *k[4];
};

static void respond_mul(void *ctx, size_t i, unsigned worker) {
    struct respond_muls *j = ctx;
    (void)worker;
    mul_ct(&j->out[i], j->base[i], j->k[i]);
}

/* The encodings of points [lo, hi) of slice `task` (published points). */
struct encode_job {
    const G_AFF *pts;
    uint8_t *enc;
    size_t n, slices;
};

static void encode_slice(void *ctx, size_t task, unsigned worker) {
    const struct encode_job *e = ctx;
    (void)worker;
    for (size_t p = e->n * task / e->slices; p < e->n * (task + 1) / e->slices; p++)
        aff_encode(e->enc + p * BG_PB, &e->pts[p]);
}

static ecb_status respond(ecb_bte_response *resp, const ecb_bte_request *req, const fr381 *x,
                          const fr381 *s, unsigned threads) {
    size_t m = req->m;
    bte_limbs *rho = ecb_malloc(m * sizeof(bte_limbs));
    if (rho == NULL) return ECB_ERR_OUT_OF_MEMORY;
    /* Y_p = x U_p for every header, constant time in x */
    bte_limbs xl;
    limbs_of(&xl, x);
    G_SMUL(resp->partials, req->headers, m, xl.v, threads);
    sodium_memzero(&xl, sizeof xl);
    ecb_ct_declassify(resp->partials, m * sizeof(G_AFF)); /* the partials are published */
    struct encode_job enc = {resp->partials, resp->partial_enc, m, bte_slices(threads, m)};
    ecb_parallel_run(threads, enc.slices, encode_slice, &enc);

    bte_transcript t;
    bte_rho_transcript(&t, req->digest, resp->index, resp->partial_enc, m, BG_PB);
    bte_rho_derive(rho, &t, m);

    G_JAC g, pts[4]; /* h_i, Uhat, A, B */
    G_JAC ustar;
    G_AFF aff[4];
    G_FT scratch[4];
    bte_point ustar_pt, hi, uhat;
    msm_one_var(&ustar, req->headers, rho, m, threads);
    point_from_jac(&ustar_pt, &ustar);
    point_jac(&g, generator());
    struct respond_muls muls = {pts, {&g, &ustar, &g, &ustar}, {x, x, s, s}};
    ecb_parallel_run(threads, 4, respond_mul, &muls); /* tasks fixed: no secret decides them */
    G_(jac_batch_to_aff)(aff, pts, 4, scratch);
    ecb_ct_declassify(aff, sizeof aff); /* h_i, Uhat, A and B are public */
    point_set(&hi, &aff[0]);
    point_set(&uhat, &aff[1]);
    point_set(&resp->A, &aff[2]);
    point_set(&resp->B, &aff[3]);

    fr381 cx;
    bte_dleq_transcript(&t, req->context, req->context_len, resp->index, hi.enc, ustar_pt.enc,
                        uhat.enc, resp->A.enc, resp->B.enc, BG_PB);
    bte_transcript_challenge(&resp->c, &t, BTE_STR(BTE_NOISE_DLEQ));
    fr381_mul(&cx, &resp->c, x); /* z = s + c x */
    fr381_add(&resp->z, s, &cx);
    ecb_ct_declassify(&resp->z, sizeof resp->z); /* z = s + c x is published */
    memcpy(resp->valid, req->valid, m * sizeof(uint32_t));

    sodium_memzero(pts, sizeof pts);
    sodium_memzero(aff, sizeof aff);
    sodium_memzero(scratch, sizeof scratch);
    sodium_memzero(&cx, sizeof cx);
    ecb_free(rho);
    return ECB_OK;
}

/* cand[q].ustar = sum_p rho[q m + p] U_p for q < k (rows of zeros for responses already
 * rejected): one engine call for all responses over the shared headers. */
static ecb_status headers_aggregates(bte_resp_candidate *cand, const ecb_bte_request *req,
                                     const bte_limbs *rho, size_t k, unsigned threads) {
    G_JAC *ustar = ecb_malloc(k * sizeof *ustar + 1);
    if (ustar == NULL) return ECB_ERR_OUT_OF_MEMORY;
    msm_rows_var(ustar, req->headers, req->m, rho, k, threads);
    for (size_t q = 0; q < k; q++)
        point_from_jac(&cand[q].ustar, &ustar[q]);
    ecb_free(ustar);
    return ECB_OK;
}

/* cand->uhat = sum rho_p Y_p of the response's partials. */
static void partials_aggregate(bte_resp_candidate *cand, const ecb_bte_request *req,
                               const ecb_bte_response *resp, const bte_limbs *rho) {
    G_JAC uhat;
    msm_one_var(&uhat, resp->partials, rho, req->m, 1);
    point_from_jac(&cand->uhat, &uhat);
}

static void aggregates(bte_resp_candidate *cand, const ecb_bte_request *req,
                       const ecb_bte_response *resp, const bte_limbs *rho) {
    G_JAC ustar;
    msm_one_var(&ustar, req->headers, rho, req->m, 1);
    point_from_jac(&cand->ustar, &ustar);
    partials_aggregate(cand, req, resp, rho);
}

static bte_resp_stage resp_equations(const bte_resp_candidate *cand) {
    const ecb_bte_response *r = cand->resp;
    if (!equation_holds(generator(), &r->z, &r->A, cand->hi, &r->c)) return BTE_RESP_EQUATION_G;
    if (!equation_holds(&cand->ustar, &r->z, &r->B, &cand->uhat, &r->c))
        return BTE_RESP_EQUATION_AGGREGATE;
    return BTE_RESP_OK;
}

/* R = (sum beta z) g + sum (gamma z) U* - [sum beta A + gamma B] (128-bit scalars)
 *     - [sum (beta c) h_i + (gamma c) Uhat] (convention 26), as one MSM of -R over all 5 q + 1
 * points, regrouped as for ciphertexts (ct_residual). */
static ecb_status resp_residual(int *is_identity, uint8_t *residual_enc,
                                const bte_resp_candidate *cand, size_t q, const bte_limbs *weights,
                                unsigned threads) {
    size_t total = 2 * q + (q + 1) + 2 * q;
    G_AFF *pts = ecb_malloc(total * sizeof(G_AFF));
    bte_limbs *k = ecb_malloc(total * sizeof(bte_limbs));
    if (pts == NULL || k == NULL) {
        ecb_free(pts);
        ecb_free(k);
        return ECB_ERR_OUT_OF_MEMORY;
    }
    G_AFF *ps = pts, *pl = pts + 2 * q, *pn = pts + 3 * q + 1;
    bte_limbs *ks = k, *kl = k + 2 * q, *kn = k + 3 * q + 1;
    fr381 sum_g, w, t;
    fr381_zero(&sum_g);
    for (size_t i = 0; i < q; i++) {
        const ecb_bte_response *r = cand[i].resp;
        ps[2 * i] = *aff_of(&r->A);
        ps[2 * i + 1] = *aff_of(&r->B);
        ks[2 * i] = weights[2 * i];
        ks[2 * i + 1] = weights[2 * i + 1];
        scalar_of_limbs(&w, &weights[2 * i]); /* beta */
        fr381_mul(&t, &w, &r->z);
        fr381_add(&sum_g, &sum_g, &t);
        fr381_mul(&t, &w, &r->c);
        pn[2 * i] = *aff_of(cand[i].hi);
        limbs_of(&kn[2 * i], &t);
        scalar_of_limbs(&w, &weights[2 * i + 1]); /* gamma */
        fr381_mul(&t, &w, &r->z);
        fr381_neg(&t, &t);
        pl[1 + i] = *aff_of(&cand[i].ustar);
        limbs_of(&kl[1 + i], &t);
        fr381_mul(&t, &w, &r->c);
        pn[2 * i + 1] = *aff_of(&cand[i].uhat);
        limbs_of(&kn[2 * i + 1], &t);
    }
    pl[0] = *aff_of(generator());
    fr381_neg(&sum_g, &sum_g);
    limbs_of(&kl[0], &sum_g);
    G_JAC minus_r;
    msm_one_var(&minus_r, pts, k, total, threads);
    residual_finish(is_identity, residual_enc, &minus_r);
    ecb_free(pts);
    ecb_free(k);
    return ECB_OK;
}

/* ---- combination ---------------------------------------------------------------------------- */

/* K_p = sum_k lambda_k Y_{k,p} for every column p: one column MSM per ciphertext, all sharing
 * the weights (msm_multi_<G>_columns_var), then D^-1 times each K_p when the weights are integers
 * over a common denominator D (the same routine with one point per column). */
static ecb_status combine_keys(uint8_t *k_enc, const ecb_bte_request *req, const bte_weights *w,
                               const ecb_bte_response *const *resps, size_t k, unsigned threads) {
    size_t m = req->m;
    const G_AFF **cols = ecb_malloc(k * sizeof *cols + 1);
    G_AFF *out = ecb_malloc(2 * m * sizeof *out + 1);
    if (cols == NULL || out == NULL) {
        ecb_free(cols);
        ecb_free(out);
        return ECB_ERR_OUT_OF_MEMORY;
    }
    for (size_t i = 0; i < k; i++)
        cols[i] = resps[i]->partials;
    G_COLUMNS(out, cols, w->mag, w->neg, k, m, threads);
    G_AFF *res = out;
    if (w->scaled) {
        const G_AFF *col = out;
        bte_limbs dinv;
        uint8_t pos = 0;
        limbs_of(&dinv, &w->dinv);
        G_COLUMNS(out + m, &col, &dinv, &pos, 1, m, threads);
        res = out + m;
    }
    for (size_t p = 0; p < m; p++)
        aff_encode(k_enc + p * BG_PB, &res[p]);
    ecb_free(cols);
    ecb_free(out);
    return ECB_OK;
}

const bte_group_ops BG_OPS = {
    BG_VARIANT,    BG_PB,           sizeof(G_AFF),       point_decode,       point_equal,
    generator,     proof_generator, commit_coefficients, public_share,       share_matches,
    encrypt,       ct_prefilter,    ct_equations,        ct_residual,        request_headers,
    respond,       aggregates,      headers_aggregates,  partials_aggregate, resp_equations,
    resp_residual, combine_keys,
};
