/* The Bulletproofs+ prover (spec §6), byte-compatible with tari_bulletproofs_plus 0.4.1.
 *
 * Every value derived from the witness (bits, the vectors a and b, the blinding sums) or from
 * the nonces only meets constant-time scalar arithmetic, constant-time point selection and the
 * constant-time MSM of msm/prover/msm_r255_ct.h (prove_points.c has the group computations);
 * the generators are folded with public challenges only. */
#include <sodium.h>
#include <stdlib.h>
#include <string.h>

#include "nonce.h"
#include "params.h"
#include "prover.h"
#include "transcript.h"
#include "util/alloc.h"
#include "util/ct_declassify.h"

typedef ecb_ristretto255_scalar scalar;
typedef ecb_ristretto255_point point;

static void external_bytes(struct bpp_prover *p, uint8_t out[32]) {
    if (p->ext_rng != NULL)
        p->ext_rng(p->ext_ctx, out);
    else
        randombytes_buf(out, 32);
}

/* Rebuilds the transcript RNG from the current transcript (spec §4.3). */
static void rebuild_rng(struct bpp_prover *p) {
    uint8_t ext[32];
    external_bytes(p, ext);
    bpp_rng_wipe(&p->rng);
    bpp_rng_build(&p->rng, p->t, p->witness_bytes, p->witness_len, ext);
    sodium_memzero(ext, sizeof ext);
}

/* T nonces: seeded (label, j) when the statement has a seed, random_not_zero otherwise. */
static void draw_nonces(struct bpp_prover *p, scalar *out, const char *label, uint64_t j) {
    for (size_t k = 0; k < p->T; k++) {
        if (p->st->seed_nonce != NULL)
            bpp_nonce(&out[k], p->st->seed_nonce, label, j, k);
        else
            bpp_rng_scalar_not_zero(&p->rng, &out[k]);
    }
}

/* Appends a point the prover computed to the transcript: a proof element, public from here on
 * (the proof carries it), so it is declassified before the transcript's identity check. */
static ecb_status append_proof_point(struct bpp_prover *p, const char *label,
                                     const uint8_t bytes[32]) {
    ecb_ct_declassify(bytes, 32);
    return bpp_transcript_append_point(p->t, label, bytes);
}

/* The witness checks, constant time in the values and blindings: each check runs over every
 * opening and only its outcome is revealed (declassified), in the documented order. The borrow
 * of value - promise is ((~v & p) | (~(v ^ p) & (v - p))) >> 63 (Hacker's Delight §2-12). */
static ecb_status check_witness(const struct bpp_prover *p, const ecb_bpp_witness *w) {
    const ecb_bpp_statement *st = p->st;
    if (w->count != p->m || w->extension_degree != p->T) return ECB_ERR_LENGTH_MISMATCH;
    uint64_t over = 0, short_of_promise = 0;
    int mismatch = 0;
    for (size_t j = 0; j < p->m; j++)
        if (p->n < 64) over |= w->values[j] >> p->n;
    ecb_ct_declassify(&over, sizeof over);
    if (over != 0) return ECB_ERR_VALUE_OUT_OF_RANGE;
    for (size_t j = 0; j < p->m; j++) {
        point c;
        uint8_t enc[32];
        ecb_bpp_commit(&c, &p->params->pc, w->values[j], w->blindings + j * p->T, p->T);
        ecb_ristretto255_encode(enc, &c);
        mismatch |= sodium_memcmp(enc, st->commitments[j], 32);
        sodium_memzero(&c, sizeof c);
        sodium_memzero(enc, sizeof enc);
    }
    ecb_ct_declassify(&mismatch, sizeof mismatch);
    if (mismatch != 0) return ECB_ERR_MISMATCH;
    for (size_t j = 0; j < p->m; j++) {
        uint64_t promise = st->minimum_value_promises ? st->minimum_value_promises[j] : 0;
        uint64_t v = w->values[j];
        short_of_promise |= ((~v & promise) | (~(v ^ promise) & (v - promise))) >> 63;
    }
    ecb_ct_declassify(&short_of_promise, sizeof short_of_promise);
    if (short_of_promise != 0) return ECB_ERR_PROMISE;
    return ECB_OK;
}

/* The witness bytes for rekeying (spec §4.3): per opening v as LE64, then each r_k. */
static void serialize_witness(struct bpp_prover *p, const ecb_bpp_witness *w) {
    uint8_t *q = p->witness_bytes;
    for (size_t j = 0; j < p->m; j++) {
        for (int i = 0; i < 8; i++)
            *q++ = (uint8_t)(w->values[j] >> (8 * i));
        for (size_t k = 0; k < p->T; k++, q += 32)
            ecb_ristretto255_scalar_encode(q, &w->blindings[j * p->T + k]);
    }
}

static int allocate(struct bpp_prover *p, void **block, size_t *block_size) {
    size_t N = p->N, terms = bpp_prover_terms(N, p->T);
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
                      N,
                      sizeof(scalar) * (1 + p->T + 2 * N),
                      sizeof(point) * terms,
                      sizeof(scalar) * terms,
                      sizeof(ge25519_niels *) * terms};
    size_t total = 0;
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        total += (sizes[i] + 63) & ~(size_t)63;
    uint8_t *mem = ecb_malloc(total);
    if (mem == NULL) return -1;
    void **slots[] = {(void **)&p->G,          (void **)&p->H,
                      (void **)&p->msm_points, &p->msm_scratch,
                      (void **)&p->a,          (void **)&p->b,
                      (void **)&p->ypow,       (void **)&p->msm_scalars,
                      (void **)&p->b_public,   (void **)&p->witness_bytes,
                      (void **)&p->bits,       (void **)&p->static_scalars,
                      (void **)&p->pub_points, (void **)&p->pub_scalars,
                      (void **)&p->pub_tables};
    size_t at = 0;
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        *slots[i] = mem + at;
        at += (sizes[i] + 63) & ~(size_t)63;
    }
    *block = mem;
    *block_size = total;
    return 0;
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

/* The scalars of the proof body: everything lives in struct bpp_prover or in this frame, and
 * the caller wipes both. */
struct secrets {
    scalar alpha[ECB_BPP_MAX_EXTENSION_DEGREE], dl[ECB_BPP_MAX_EXTENSION_DEGREE],
        dr[ECB_BPP_MAX_EXTENSION_DEGREE], delta[ECB_BPP_MAX_EXTENSION_DEGREE],
        eta[ECB_BPP_MAX_EXTENSION_DEGREE];
    scalar r, s, cl, cr, tmp, tmp2, bit, d;
};

static ecb_status prove_body(struct bpp_prover *p, struct secrets *x, ecb_bpp_proof *proof,
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
    bpp_commit_bits(p, &A, x->alpha);
    ecb_ristretto255_encode(proof->A, &A);

    /* 5. y, z */
    if ((status = append_proof_point(p, "A", proof->A)) != ECB_OK) return status;
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
    ecb_ristretto255_scalar_invert(&p->y_inv_pow2[0], &y); /* y is public: one inversion */
    for (size_t i = 1; i <= p->rounds; i++)
        ecb_ristretto255_scalar_sqr(&p->y_inv_pow2[i], &p->y_inv_pow2[i - 1]);
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

    /* 8. weighted inner-product rounds: the first BPP_CLASS_ROUNDS from the bits and the
     * original generators (prove_points.c), then over folded generators, stored as the true
     * ones divided by scale_g / scale_h so that each fold costs one multiplication per point */
    scalar scale_g = one, scale_h = one, fa, fold_g;
    const size_t class_rounds = p->rounds < BPP_CLASS_ROUNDS ? p->rounds : BPP_CLASS_ROUNDS;
    size_t nu = N;
    for (size_t round = 0; nu > 1; round++) {
        nu /= 2;
        y_nu = p->ypow[nu];
        y_nu_inv = p->y_inv_pow2[p->rounds - 1 - round]; /* nu = 2^(rounds - 1 - round) */
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
        if (round < class_rounds) {
            bpp_class_round_point(p, proof->L[round], round, 0, &x->cl, x->dl);
            bpp_class_round_point(p, proof->R[round], round, 1, &x->cr, x->dr);
        } else {
            ecb_ristretto255_scalar_mul(&fa, &y_nu_inv, &scale_g);
            bpp_round_point(p, proof->L[round], &x->cl, x->dl, p->a, &fa, p->G + nu, p->b + nu,
                            &scale_h, p->H, nu);
            ecb_ristretto255_scalar_mul(&fa, &y_nu, &scale_g);
            bpp_round_point(p, proof->R[round], &x->cr, x->dr, p->a + nu, &fa, p->G, p->b, &scale_h,
                            p->H + nu, nu);
        }
        if ((status = append_proof_point(p, "L", proof->L[round])) != ECB_OK ||
            (status = append_proof_point(p, "R", proof->R[round])) != ECB_OK)
            return status;
        rebuild_rng(p);
        if ((status = bpp_transcript_challenge(p->t, "e", &e)) != ECB_OK) return status;
        ecb_ristretto255_scalar_invert(&e_inv, &e);
        ecb_ristretto255_scalar_sqr(&e2, &e);
        ecb_ristretto255_scalar_sqr(&e_inv2, &e_inv);
        p->e[round] = e;
        p->e_inv[round] = e_inv;
        if (round + 1 == class_rounds) {
            bpp_level_points(p, class_rounds); /* G, H after the first rounds, scale 1 */
        } else if (round >= class_rounds) {
            /* G <- e^-1 (G_lo + e^2 y^-nu G_hi); H <- e (H_lo + e^-2 H_hi) */
            ecb_ristretto255_scalar_mul(&fold_g, &e2, &y_nu_inv);
            bpp_fold_points(p->G, nu, &fold_g);
            bpp_fold_points(p->H, nu, &e_inv2);
            ecb_ristretto255_scalar_mul(&scale_g, &scale_g, &e_inv);
            ecb_ristretto255_scalar_mul(&scale_h, &scale_h, &e);
        }
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
    if (p->rounds == 0) bpp_level_points(p, 0); /* N = 1: no round, G = Gi[0], H = Hi[0] */
    proof->rounds = p->rounds;

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
        msm_r255_prover_ct_msm(&result, pts, p->msm_scalars, t, p->msm_scratch);
        ecb_ristretto255_encode(proof->A1, &result);
        ecb_ristretto255_scalar_mul(&x->tmp, &x->r, &y);
        ecb_ristretto255_scalar_mul(&x->tmp, &x->tmp, &x->s);
        bpp_fixed_base_msm(p, &result, &x->tmp, x->eta);
        ecb_ristretto255_encode(proof->B, &result);
        sodium_memzero(p->msm_scalars, (3 + T) * sizeof(scalar));
    }
    if ((status = append_proof_point(p, "A1", proof->A1)) != ECB_OK ||
        (status = append_proof_point(p, "B", proof->B)) != ECB_OK)
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
    memset(proof, 0, sizeof *proof); /* what every error leaves */
    ecb_status status = ecb_bpp_statement_check(statement);
    if (status != ECB_OK) return status;
    if (witness->count > 0 && (witness->values == NULL || witness->blindings == NULL))
        return ECB_ERR_NULL_POINTER;
    struct bpp_prover p;
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
    for (size_t len = p.N; len > 1; len /= 2)
        p.rounds++;
    if ((status = check_witness(&p, witness)) != ECB_OK) return status;
    p.witness_len = p.m * (8 + 32 * p.T);
    void *block;
    size_t block_size;
    if (allocate(&p, &block, &block_size) != 0) return ECB_ERR_OUT_OF_MEMORY;
    serialize_witness(&p, witness);
    struct secrets x;
    status = prove_body(&p, &x, proof, witness);
    sodium_memzero(&x, sizeof x);
    bpp_rng_wipe(&p.rng);
    sodium_memzero(block, block_size);
    ecb_free(block);
    if (status != ECB_OK) memset(proof, 0, sizeof *proof);
    return status;
}
