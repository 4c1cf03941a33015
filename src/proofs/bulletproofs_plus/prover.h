/* The prover's state and its group computations (prove_points.c), shared with the protocol
 * flow in prove.c. Internal. */
#ifndef ECBATCH_BPP_PROVER_H
#define ECBATCH_BPP_PROVER_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/bulletproofs_plus.h"
#include "msm/prover/msm_r255_ct.h"
#include "transcript.h"

/* Rounds at the start that work from the original generators and the secret bits instead of
 * folded generators (prove_points.c, bpp_class_round_point). */
#define BPP_CLASS_ROUNDS 3

struct bpp_prover {
    const ecb_bpp_statement *st;
    const ecb_bpp_params *params;
    ecb_merlin_transcript *t;
    ecb_bpp_rng_fn ext_rng;
    void *ext_ctx;
    size_t n, m, N, T, rounds;
    uint8_t *witness_bytes;
    size_t witness_len;
    bpp_rng rng;
    ecb_ristretto255_scalar z;
    /* challenges of the rounds so far, their inverses, and the public factors of the folds */
    ecb_ristretto255_scalar e[ECB_BPP_MAX_ROUNDS], e_inv[ECB_BPP_MAX_ROUNDS];
    ecb_ristretto255_scalar y_inv_pow2[ECB_BPP_MAX_ROUNDS + 1]; /* y^-(2^i), i <= rounds */
    /* one allocation: */
    uint8_t *bits;                           /* N secret bits of v_j - promise_j */
    ecb_ristretto255_scalar *a, *b;          /* the folded vectors */
    ecb_ristretto255_scalar *ypow;           /* y^0 .. y^(N+1) */
    ecb_ristretto255_scalar *b_public;       /* d y^(N-i) + z - 1: b = bit + b_public */
    ecb_ristretto255_point *G, *H;           /* folded generators (stored / scale factor) */
    ecb_ristretto255_scalar *static_scalars; /* 1 + T + 2N: scalars on the static table */
    ecb_ristretto255_point *msm_points;      /* bpp_prover_terms(N, T) terms */
    ecb_ristretto255_scalar *msm_scalars;
    ecb_ristretto255_point *pub_points; /* bpp_prover_terms(N, T): public terms gathered */
    ecb_ristretto255_scalar *pub_scalars;
    const ge25519_niels **pub_tables;
    void *msm_scratch;
};

/* Terms the MSM buffers hold. */
static inline size_t bpp_prover_terms(size_t N, size_t T) {
    return N + 32 + T;
}

/* out = h H + sum_k g[k] G_{k+1} with the parameters' combs (h NULL: no H term); constant
 * time in h and g. */
void bpp_fixed_base_msm(struct bpp_prover *p, ecb_ristretto255_point *out,
                        const ecb_ristretto255_scalar *h, const ecb_ristretto255_scalar *g);

/* A = sum_i (a_L[i] Gi[i] + a_R[i] Hi[i]) + sum_k alpha_k G_k (spec §6.2 step 4). */
void bpp_commit_bits(struct bpp_prover *p, ecb_ristretto255_point *A,
                     const ecb_ristretto255_scalar *alpha);

/* L (right = 0) or R (right = 1) of round k < BPP_CLASS_ROUNDS from the original generators,
 * the secret bits and the challenges e_0..e_{k-1}; see prove_points.c. */
void bpp_class_round_point(struct bpp_prover *p, uint8_t out[32], size_t k, int right,
                           const ecb_ristretto255_scalar *c, const ecb_ristretto255_scalar *nonces);

/* p->G, p->H = the generators folded `level` times (spec §6.2 step 8.6), from the original
 * generators and e_0..e_{level-1}, with scale factor 1. */
void bpp_level_points(struct bpp_prover *p, size_t level);

/* c H + sum_k nonce_k G_k + sum_i (sa[i] fa) ga[i] + sum_i (sb[i] fb) hb[i], constant time in
 * every scalar (spec §6.2 step 8.4 over folded generators). */
void bpp_round_point(struct bpp_prover *p, uint8_t out[32], const ecb_ristretto255_scalar *c,
                     const ecb_ristretto255_scalar *nonces, const ecb_ristretto255_scalar *sa,
                     const ecb_ristretto255_scalar *fa, const ecb_ristretto255_point *ga,
                     const ecb_ristretto255_scalar *sb, const ecb_ristretto255_scalar *fb,
                     const ecb_ristretto255_point *hb, size_t len);

/* g[i] = g[i] + x g[nu + i] for i < nu (public x). */
void bpp_fold_points(ecb_ristretto255_point *g, size_t nu, const ecb_ristretto255_scalar *x);

#endif
