/* The Bulletproofs+ prover (spec §6), byte-compatible with tari_bulletproofs_plus 0.4.1.
 *
 * Every value derived from the witness (bits, the vectors a and b, the blinding sums) or from
 * the nonces only meets constant-time scalar arithmetic, constant-time point selection and the
 * constant-time MSM of prover_group.h; the generators are folded with public challenges only. */
#include <sodium.h>
#include <stdlib.h>
#include <string.h>

#include "nonce.h"
#include "params.h"
#include "group/ristretto255_multi.h"
#include "transcript.h"

typedef ecb_ristretto255_scalar scalar;
typedef ecb_ristretto255_point point;

struct prover {
    const ecb_bpp_statement *st;
    const ecb_bpp_params *params;
    ecb_merlin_transcript *t;
    ecb_bpp_rng_fn ext_rng;
    void *ext_ctx;
    size_t n, m, N, T;
    uint8_t *witness_bytes;
    size_t witness_len;
    bpp_rng rng;
    /* one allocation: */
    uint8_t *bits;    /* N secret bits of v_j - promise_j */
    scalar *a, *b;    /* the folded vectors */
    scalar *ypow;     /* y^0 .. y^(N+1) */
    scalar *b_public; /* d y^(N-i) + z - 1: the public part of b */
    scalar z;
    point *G, *H;      /* the folded generators */
    point *msm_points; /* up to N + 3 + T terms */
    scalar *msm_scalars;
    void *msm_scratch;
};

#define POINT_WORDS (sizeof(point) / sizeof(uint64_t))

/* out = flag ? a : b for flag in {0, 1}, masking whole point structs (no branch on flag). */
static void point_select(point *out, const point *a, const point *b, uint64_t flag) {
    uint64_t wa[POINT_WORDS], wb[POINT_WORDS], mask = (uint64_t)0 - flag;
    memcpy(wa, a, sizeof wa);
    memcpy(wb, b, sizeof wb);
    for (size_t i = 0; i < POINT_WORDS; i++)
        wa[i] = (wa[i] & mask) | (wb[i] & ~mask);
    memcpy(out, wa, sizeof wa);
}

static void external_bytes(struct prover *p, uint8_t out[32]) {
    if (p->ext_rng != NULL)
        p->ext_rng(p->ext_ctx, out);
    else
        randombytes_buf(out, 32);
}

/* Rebuilds the transcript RNG from the current transcript (spec §4.3). */
static void rebuild_rng(struct prover *p) {
    uint8_t ext[32];
    external_bytes(p, ext);
    bpp_rng_wipe(&p->rng);
    bpp_rng_build(&p->rng, p->t, p->witness_bytes, p->witness_len, ext);
    sodium_memzero(ext, sizeof ext);
}

/* T nonces: seeded (label, j) when the statement has a seed, random_not_zero otherwise. */
static void draw_nonces(struct prover *p, scalar *out, const char *label, uint64_t j) {
    for (size_t k = 0; k < p->T; k++) {
        if (p->st->seed_nonce != NULL)
            bpp_nonce(&out[k], p->st->seed_nonce, label, j, k);
        else
            bpp_rng_scalar_not_zero(&p->rng, &out[k]);
    }
}

static ecb_status check_witness(const struct prover *p, const ecb_bpp_witness *w) {
    const ecb_bpp_statement *st = p->st;
    if (w->count != p->m || w->extension_degree != p->T) return ECB_ERR_LENGTH_MISMATCH;
    for (size_t j = 0; j < p->m; j++)
        if (p->n < 64 && (w->values[j] >> p->n) != 0) return ECB_ERR_VALUE_OUT_OF_RANGE;
    for (size_t j = 0; j < p->m; j++) {
        point c;
        uint8_t enc[32];
        ecb_bpp_commit(&c, &p->params->pc, w->values[j], w->blindings + j * p->T, p->T);
        ecb_ristretto255_encode(enc, &c);
        if (memcmp(enc, st->commitments[j], 32) != 0) return ECB_ERR_MISMATCH;
    }
    for (size_t j = 0; j < p->m; j++) {
        uint64_t promise = st->minimum_value_promises ? st->minimum_value_promises[j] : 0;
        if (promise > w->values[j]) return ECB_ERR_PROMISE;
    }
    return ECB_OK;
}

/* The witness bytes for rekeying (spec §4.3): per opening v as LE64, then each r_k. */
static void serialize_witness(struct prover *p, const ecb_bpp_witness *w) {
    uint8_t *q = p->witness_bytes;
    for (size_t j = 0; j < p->m; j++) {
        for (int i = 0; i < 8; i++)
            *q++ = (uint8_t)(w->values[j] >> (8 * i));
        for (size_t k = 0; k < p->T; k++, q += 32)
            ecb_ristretto255_scalar_encode(q, &w->blindings[j * p->T + k]);
    }
}

static int allocate(struct prover *p, void **block, size_t *block_size) {
    size_t N = p->N, terms = N + 3 + p->T;
    size_t sizes[] = {sizeof(point) * N,
                      sizeof(point) * N,
                      sizeof(point) * terms,
                      ge25519_multi_scratch_size(terms),
                      sizeof(scalar) * N,
                      sizeof(scalar) * N,
                      sizeof(scalar) * (N + 2),
                      sizeof(scalar) * terms,
                      sizeof(scalar) * N,
                      p->witness_len,
                      N};
    size_t total = 0;
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        total += (sizes[i] + 63) & ~(size_t)63;
    uint8_t *mem = malloc(total);
    if (mem == NULL) return -1;
    void **slots[] = {(void **)&p->G,          (void **)&p->H,
                      (void **)&p->msm_points, &p->msm_scratch,
                      (void **)&p->a,          (void **)&p->b,
                      (void **)&p->ypow,       (void **)&p->msm_scalars,
                      (void **)&p->b_public,   (void **)&p->witness_bytes,
                      (void **)&p->bits};
    size_t at = 0;
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        *slots[i] = mem + at;
        at += (sizes[i] + 63) & ~(size_t)63;
    }
    *block = mem;
    *block_size = total;
    return 0;
}

/* A = sum_i (a_L[i] Gi[i] + a_R[i] Hi[i]) + sum_k alpha_k G_k with a_R = a_L - 1: each term is
 * Gi[i] or -Hi[i], chosen by a secret bit (spec §6.2 step 4). */
static void commit_bits(struct prover *p, point *A, const scalar *alpha) {
    const ecb_bpp_params *params = p->params;
    point acc, neg_h, term;
    ecb_ristretto255_identity(&acc);
    for (size_t i = 0; i < p->N; i++) {
        ecb_ristretto255_negate(&neg_h, &params->hi[i]);
        point_select(&term, &params->gi[i], &neg_h, p->bits[i]);
        ecb_ristretto255_add(&acc, &acc, &term);
    }
    for (size_t k = 0; k < p->T; k++) {
        ecb_ristretto255_scalar_mult(&term, &alpha[k], &params->pc.g[k]);
        ecb_ristretto255_add(&acc, &acc, &term);
    }
    *A = acc;
    sodium_memzero(&term, sizeof term);
}

/* c H + sum_k nonce_k G_k + sum_i (sa[i] fa) ga[i] + sum_i (sb[i] fb) hb[i], constant time in
 * every scalar (spec §6.2 step 8.4); fa and fb carry the generators' scale factors. */
static void round_point(struct prover *p, uint8_t out[32], const scalar *c, const scalar *nonces,
                        const scalar *sa, const scalar *fa, const point *ga, const scalar *sb,
                        const scalar *fb, const point *hb, size_t len) {
    size_t t = 0;
    point result;
    p->msm_points[t] = p->params->pc.h;
    p->msm_scalars[t++] = *c;
    for (size_t k = 0; k < p->T; k++, t++) {
        p->msm_points[t] = p->params->pc.g[k];
        p->msm_scalars[t] = nonces[k];
    }
    for (size_t i = 0; i < len; i++, t++) {
        p->msm_points[t] = ga[i];
        ecb_ristretto255_scalar_mul(&p->msm_scalars[t], &sa[i], fa);
    }
    for (size_t i = 0; i < len; i++, t++) {
        p->msm_points[t] = hb[i];
        ecb_ristretto255_scalar_mul(&p->msm_scalars[t], &sb[i], fb);
    }
    ge25519_ct_msm(&result, p->msm_points, p->msm_scalars, t, p->msm_scratch);
    ecb_ristretto255_encode(out, &result);
    sodium_memzero(p->msm_scalars, t * sizeof(scalar));
}

/* out = sum_{i < len} bits[i] pts[i]: each term is the point or the identity, chosen without
 * branching on the secret bit. */
static void select_sum(point *out, const uint8_t *bits, const point *pts, size_t len) {
    point acc, term, zero;
    ecb_ristretto255_identity(&acc);
    ecb_ristretto255_identity(&zero);
    for (size_t i = 0; i < len; i++) {
        point_select(&term, &pts[i], &zero, bits[i]);
        ecb_ristretto255_add(&acc, &acc, &term);
    }
    *out = acc;
    sodium_memzero(&term, sizeof term);
}

/* The first round's L or R from the bits themselves (spec §6.2 step 8.4 with unfolded
 * generators): the G-side scalars are fa (bit - z) and the H-side scalars bit - 1 + q with q
 * public, so
 *   sum fa (bit_i - z) G_i + sum (bit_i' - 1 + q_i') H_i
 *     = fa S_G - z fa sum G_i + S_H + sum (q_i' - 1) H_i,
 * where S_G and S_H are sums of generators selected by secret bits. The secret sums meet only
 * public scalars (ge25519_public_msm is constant time in its points), and c, the nonces meet
 * H and G_k in a small constant-time MSM. */
static void first_round_point(struct prover *p, uint8_t out[32], const scalar *c,
                              const scalar *nonces, const uint8_t *a_bits, const scalar *fa,
                              const point *ga, const uint8_t *b_bits, const scalar *b_public,
                              const point *hb, size_t len) {
    point secret_part, s_h, result, *pts = p->msm_points;
    scalar *sc = p->msm_scalars, z_fa;
    size_t t = 0;
    pts[t] = p->params->pc.h;
    sc[t++] = *c;
    for (size_t k = 0; k < p->T; k++, t++) {
        pts[t] = p->params->pc.g[k];
        sc[t] = nonces[k];
    }
    ge25519_ct_msm(&secret_part, pts, sc, t, p->msm_scratch);
    /* public scalars: fa on S_G, -z fa on sum G_i, q - 1 on H_i */
    select_sum(&pts[0], a_bits, ga, len);
    sc[0] = *fa;
    ecb_ristretto255_identity(&pts[1]);
    for (size_t i = 0; i < len; i++)
        ecb_ristretto255_add(&pts[1], &pts[1], &ga[i]);
    ecb_ristretto255_scalar_mul(&z_fa, &p->z, fa);
    ecb_ristretto255_scalar_neg(&sc[1], &z_fa);
    for (size_t i = 0; i < len; i++) {
        pts[2 + i] = hb[i];
        sc[2 + i] = b_public[i];
    }
    ge25519_public_msm(&result, pts, sc, 2 + len, p->msm_scratch);
    select_sum(&s_h, b_bits, hb, len);
    ecb_ristretto255_add(&result, &result, &s_h);
    ecb_ristretto255_add(&result, &result, &secret_part);
    ecb_ristretto255_encode(out, &result);
    sodium_memzero(&secret_part, sizeof secret_part);
    sodium_memzero(&s_h, sizeof s_h);
    sodium_memzero(pts, (2 + len) * sizeof *pts);
    sodium_memzero(sc, (2 + len) * sizeof *sc);
}

/* g[i] = g[i] + x g[nu + i] for the stored (scaled) generator halves; the caller updates the
 * scale factor (spec §6.2 step 8.6: G <- e^-1 (G_lo + e^2 y^-nu G_hi), H <- e (H_lo + e^-2
 * H_hi)). */
static void fold_points(point *g, size_t nu, const scalar *x) {
    for (size_t i = 0; i < nu; i++)
        ge25519_public_mul_add(&g[i], x, &g[nu + i], &g[i]);
}

/* x[i] = f_lo * x[i] + f_hi * x[nu + i] for a secret vector. */
static void fold_scalars(scalar *x, size_t nu, const scalar *f_lo, const scalar *f_hi) {
    scalar u, v;
    for (size_t i = 0; i < nu; i++) {
        ecb_ristretto255_scalar_mul(&u, f_lo, &x[i]);
        ecb_ristretto255_scalar_mul(&v, f_hi, &x[nu + i]);
        ecb_ristretto255_scalar_add(&x[i], &u, &v);
    }
    sodium_memzero(&u, sizeof u);
    sodium_memzero(&v, sizeof v);
}

/* The scalars of the proof body: everything lives in struct prover or in this frame, and
 * the caller wipes both. */
struct secrets {
    scalar alpha[ECB_BPP_MAX_EXTENSION_DEGREE], dl[ECB_BPP_MAX_EXTENSION_DEGREE],
        dr[ECB_BPP_MAX_EXTENSION_DEGREE], delta[ECB_BPP_MAX_EXTENSION_DEGREE],
        eta[ECB_BPP_MAX_EXTENSION_DEGREE];
    scalar r, s, cl, cr, tmp, tmp2, bit, d;
};

static ecb_status prove_body(struct prover *p, struct secrets *x, ecb_bpp_proof *proof,
                             const ecb_bpp_witness *w) {
    const ecb_bpp_statement *st = p->st;
    const size_t n = p->n, m = p->m, N = p->N, T = p->T;
    scalar y, z, z2, e, e_inv, e2, e_inv2, one, zpow, y_nu, y_nu_inv, f_lo;
    ecb_status status;
    point A;

    /* 1. preamble and rng_0 */
    status = bpp_transcript_preamble(p->t, &p->params->pc, n, m, st->commitments,
                                     st->minimum_value_promises);
    if (status != ECB_OK) return status;
    rebuild_rng(p);

    /* 2. bits of v_j - promise_j */
    for (size_t j = 0; j < m; j++) {
        uint64_t promise = st->minimum_value_promises ? st->minimum_value_promises[j] : 0;
        uint64_t v = w->values[j] - promise;
        for (size_t i = 0; i < n; i++)
            p->bits[j * n + i] = (uint8_t)((v >> i) & 1);
    }

    /* 3-4. alpha and A */
    draw_nonces(p, x->alpha, "alpha", BPP_NONCE_NO_INDEX);
    commit_bits(p, &A, x->alpha);
    ecb_ristretto255_encode(proof->A, &A);

    /* 5. y, z */
    if ((status = bpp_transcript_append_point(p->t, "A", proof->A)) != ECB_OK) return status;
    rebuild_rng(p);
    if ((status = bpp_transcript_challenge(p->t, "y", &y)) != ECB_OK ||
        (status = bpp_transcript_challenge(p->t, "z", &z)) != ECB_OK)
        return status;
    ecb_ristretto255_scalar_sqr(&z2, &z);
    p->z = z;

    /* 6-7. y^0..y^(N+1); a = a_L - z; b = a_R + d y^(N-i) + z = bit + (d y^(N-i) + z - 1)
     * with the bracket public; alpha_hat */
    ecb_ristretto255_scalar_from_u64(&one, 1);
    p->ypow[0] = one;
    for (size_t i = 1; i < N + 2; i++)
        ecb_ristretto255_scalar_mul(&p->ypow[i], &p->ypow[i - 1], &y);
    zpow = z2; /* z^(2(j+1)) */
    for (size_t j = 0; j < m; j++) {
        x->d = zpow; /* d[j n + i] = z^(2(j+1)) 2^i */
        for (size_t i = 0; i < n; i++) {
            size_t at = j * n + i;
            ecb_ristretto255_scalar_from_u64(&x->bit, p->bits[at]);
            ecb_ristretto255_scalar_sub(&p->a[at], &x->bit, &z);
            ecb_ristretto255_scalar_mul(&x->tmp, &x->d, &p->ypow[N - at]);
            ecb_ristretto255_scalar_add(&x->tmp, &x->tmp, &z);
            ecb_ristretto255_scalar_sub(&p->b_public[at], &x->tmp, &one);
            ecb_ristretto255_scalar_add(&p->b[at], &p->b_public[at], &x->bit);
            ecb_ristretto255_scalar_add(&x->d, &x->d, &x->d);
        }
        for (size_t k = 0; k < T; k++) {
            ecb_ristretto255_scalar_mul(&x->tmp, &zpow, &w->blindings[j * T + k]);
            ecb_ristretto255_scalar_mul(&x->tmp, &x->tmp, &p->ypow[N + 1]);
            ecb_ristretto255_scalar_add(&x->alpha[k], &x->alpha[k], &x->tmp);
        }
        ecb_ristretto255_scalar_mul(&zpow, &zpow, &z2);
    }

    /* 8. weighted inner-product rounds. The stored generators are the true ones divided by
     * scale_g / scale_h, which lets each fold cost one multiplication per point. */
    scalar scale_g = one, scale_h = one, fa, fold_g, fold_h;
    memcpy(p->G, p->params->gi, N * sizeof(point));
    memcpy(p->H, p->params->hi, N * sizeof(point));
    size_t nu = N;
    for (size_t round = 0; nu > 1; round++) {
        nu /= 2;
        y_nu = p->ypow[nu];
        ecb_ristretto255_scalar_invert(&y_nu_inv, &y_nu);
        draw_nonces(p, x->dl, "dL", round);
        draw_nonces(p, x->dr, "dR", round);
        memset(&x->cl, 0, sizeof x->cl);
        memset(&x->cr, 0, sizeof x->cr);
        for (size_t i = 0; i < nu; i++) {
            ecb_ristretto255_scalar_mul(&x->tmp, &p->a[i], &p->ypow[i + 1]);
            ecb_ristretto255_scalar_mul(&x->tmp, &x->tmp, &p->b[nu + i]);
            ecb_ristretto255_scalar_add(&x->cl, &x->cl, &x->tmp);
            ecb_ristretto255_scalar_mul(&x->tmp, &p->a[nu + i], &p->ypow[nu + i + 1]);
            ecb_ristretto255_scalar_mul(&x->tmp, &x->tmp, &p->b[i]);
            ecb_ristretto255_scalar_add(&x->cr, &x->cr, &x->tmp);
        }
        if (round == 0) { /* the generators are Gi, Hi: work from the bits */
            first_round_point(p, proof->L[0], &x->cl, x->dl, p->bits, &y_nu_inv, p->G + nu,
                              p->bits + nu, p->b_public + nu, p->H, nu);
            first_round_point(p, proof->R[0], &x->cr, x->dr, p->bits + nu, &y_nu, p->G, p->bits,
                              p->b_public, p->H + nu, nu);
        } else {
            ecb_ristretto255_scalar_mul(&fa, &y_nu_inv, &scale_g);
            round_point(p, proof->L[round], &x->cl, x->dl, p->a, &fa, p->G + nu, p->b + nu,
                        &scale_h, p->H, nu);
            ecb_ristretto255_scalar_mul(&fa, &y_nu, &scale_g);
            round_point(p, proof->R[round], &x->cr, x->dr, p->a + nu, &fa, p->G, p->b, &scale_h,
                        p->H + nu, nu);
        }
        if ((status = bpp_transcript_append_point(p->t, "L", proof->L[round])) != ECB_OK ||
            (status = bpp_transcript_append_point(p->t, "R", proof->R[round])) != ECB_OK)
            return status;
        rebuild_rng(p);
        if ((status = bpp_transcript_challenge(p->t, "e", &e)) != ECB_OK) return status;
        ecb_ristretto255_scalar_invert(&e_inv, &e);
        ecb_ristretto255_scalar_sqr(&e2, &e);
        ecb_ristretto255_scalar_sqr(&e_inv2, &e_inv);
        /* G <- e^-1 (G_lo + e^2 y^-nu G_hi); H <- e (H_lo + e^-2 H_hi) */
        ecb_ristretto255_scalar_mul(&fold_g, &e2, &y_nu_inv);
        fold_h = e_inv2;
        fold_points(p->G, nu, &fold_g);
        fold_points(p->H, nu, &fold_h);
        ecb_ristretto255_scalar_mul(&scale_g, &scale_g, &e_inv);
        ecb_ristretto255_scalar_mul(&scale_h, &scale_h, &e);
        /* a <- e a_lo + e^-1 y^nu a_hi; b <- e^-1 b_lo + e b_hi */
        ecb_ristretto255_scalar_mul(&f_lo, &e_inv, &y_nu);
        fold_scalars(p->a, nu, &e, &f_lo);
        fold_scalars(p->b, nu, &e_inv, &e);
        for (size_t k = 0; k < T; k++) {
            ecb_ristretto255_scalar_mul(&x->tmp, &x->dl[k], &e2);
            ecb_ristretto255_scalar_add(&x->alpha[k], &x->alpha[k], &x->tmp);
            ecb_ristretto255_scalar_mul(&x->tmp, &x->dr[k], &e_inv2);
            ecb_ristretto255_scalar_add(&x->alpha[k], &x->alpha[k], &x->tmp);
        }
    }
    proof->rounds = 0;
    for (size_t len = N; len > 1; len /= 2)
        proof->rounds++;

    /* 9. final round: A1 = r G + s H' + (r y b + s y a) H + sum delta_k G_k, B = r y s H +
     * sum eta_k G_k */
    bpp_rng_scalar_not_zero(&p->rng, &x->r);
    bpp_rng_scalar_not_zero(&p->rng, &x->s);
    draw_nonces(p, x->delta, "d", BPP_NONCE_NO_INDEX);
    draw_nonces(p, x->eta, "eta", BPP_NONCE_NO_INDEX);
    {
        point pts[3 + ECB_BPP_MAX_EXTENSION_DEGREE], result;
        size_t t = 0;
        pts[t] = p->G[0];
        ecb_ristretto255_scalar_mul(&p->msm_scalars[t++], &x->r, &scale_g);
        pts[t] = p->H[0];
        ecb_ristretto255_scalar_mul(&p->msm_scalars[t++], &x->s, &scale_h);
        ecb_ristretto255_scalar_mul(&x->tmp, &x->r, &y);
        ecb_ristretto255_scalar_mul(&x->tmp, &x->tmp, &p->b[0]);
        ecb_ristretto255_scalar_mul(&x->tmp2, &x->s, &y);
        ecb_ristretto255_scalar_mul(&x->tmp2, &x->tmp2, &p->a[0]);
        pts[t] = p->params->pc.h;
        ecb_ristretto255_scalar_add(&p->msm_scalars[t++], &x->tmp, &x->tmp2);
        for (size_t k = 0; k < T; k++, t++) {
            pts[t] = p->params->pc.g[k];
            p->msm_scalars[t] = x->delta[k];
        }
        ge25519_ct_msm(&result, pts, p->msm_scalars, t, p->msm_scratch);
        ecb_ristretto255_encode(proof->A1, &result);
        t = 0;
        pts[t] = p->params->pc.h;
        ecb_ristretto255_scalar_mul(&x->tmp, &x->r, &y);
        ecb_ristretto255_scalar_mul(&p->msm_scalars[t++], &x->tmp, &x->s);
        for (size_t k = 0; k < T; k++, t++) {
            pts[t] = p->params->pc.g[k];
            p->msm_scalars[t] = x->eta[k];
        }
        ge25519_ct_msm(&result, pts, p->msm_scalars, t, p->msm_scratch);
        ecb_ristretto255_encode(proof->B, &result);
        sodium_memzero(p->msm_scalars, (3 + T) * sizeof(scalar));
    }
    if ((status = bpp_transcript_append_point(p->t, "A1", proof->A1)) != ECB_OK ||
        (status = bpp_transcript_append_point(p->t, "B", proof->B)) != ECB_OK)
        return status;
    rebuild_rng(p);
    if ((status = bpp_transcript_challenge(p->t, "e", &e)) != ECB_OK) return status;
    ecb_ristretto255_scalar_sqr(&e2, &e);

    /* responses: r1 = r + a e, s1 = s + b e, d1_k = eta_k + delta_k e + alpha_hat_k e^2 */
    ecb_ristretto255_scalar_mul(&x->tmp, &p->a[0], &e);
    ecb_ristretto255_scalar_add(&proof->r1, &x->r, &x->tmp);
    ecb_ristretto255_scalar_mul(&x->tmp, &p->b[0], &e);
    ecb_ristretto255_scalar_add(&proof->s1, &x->s, &x->tmp);
    for (size_t k = 0; k < T; k++) {
        ecb_ristretto255_scalar_mul(&x->tmp, &x->delta[k], &e);
        ecb_ristretto255_scalar_add(&x->tmp, &x->tmp, &x->eta[k]);
        ecb_ristretto255_scalar_mul(&x->tmp2, &x->alpha[k], &e2);
        ecb_ristretto255_scalar_add(&proof->d1[k], &x->tmp, &x->tmp2);
    }
    proof->extension_degree = T;
    return ECB_OK;
}

ecb_status ecb_bpp_prove(ecb_bpp_proof *proof, ecb_merlin_transcript *transcript,
                         const ecb_bpp_statement *statement, const ecb_bpp_witness *witness,
                         ecb_bpp_rng_fn rng, void *rng_ctx) {
    if (proof == NULL || transcript == NULL || witness == NULL) return ECB_ERR_NULL_POINTER;
    ecb_status status = ecb_bpp_statement_check(statement);
    if (status != ECB_OK) return status;
    if (witness->count > 0 && (witness->values == NULL || witness->blindings == NULL))
        return ECB_ERR_NULL_POINTER;
    struct prover p;
    memset(&p, 0, sizeof p);
    p.st = statement;
    p.params = statement->params;
    p.t = transcript;
    p.ext_rng = rng;
    p.ext_ctx = rng_ctx;
    p.n = p.params->bit_length;
    p.m = statement->aggregation;
    p.N = p.n * p.m;
    p.T = p.params->pc.extension_degree;
    if ((status = check_witness(&p, witness)) != ECB_OK) return status;
    p.witness_len = p.m * (8 + 32 * p.T);
    void *block;
    size_t block_size;
    if (allocate(&p, &block, &block_size) != 0) return ECB_ERR_OUT_OF_MEMORY;
    serialize_witness(&p, witness);
    memset(proof, 0, sizeof *proof);
    struct secrets x;
    status = prove_body(&p, &x, proof, witness);
    sodium_memzero(&x, sizeof x);
    bpp_rng_wipe(&p.rng);
    sodium_memzero(block, block_size);
    free(block);
    if (status != ECB_OK) memset(proof, 0, sizeof *proof);
    return status;
}
