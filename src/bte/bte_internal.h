/* Internal layout of the threshold-decryption objects and the interface between the
 * group-independent code and the per-group protocol code:
 *
 *   bte_keys.c          variants, points, dealer, public polynomials, shares
 *   bte_ciphertexts.c   encryption, single and batched ciphertext checks, requests
 *   bte_responses.c     responding, verifying one or many responses
 *   bte_combine.c       combination and plaintexts
 *   bte_wire.c          wire formats
 *   bte_transcripts.c   what each transcript commits
 *   bte_lagrange.c      Lagrange weights (field and integer forms)
 *   bte_objects.c       allocation, the variant table
 *   bte_scheme_impl.h   the group-dependent half, instantiated in bte_g1.c (bte_g1_ops, MinPk)
 *                       and bte_g2.c (bte_g2_ops, MinSig)
 *
 * The vector runner and the tests use these functions to check intermediate values (weights,
 * aggregates, residuals) against known answers. */
#ifndef ECBATCH_BTE_INTERNAL_H
#define ECBATCH_BTE_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "bte/bte_transcript.h"
#include "ecbatch/bte.h"
#include "field/bls12/fr381.h"

typedef struct bte_group_ops bte_group_ops;

/* Storage for one affine point of either group (G2 affine: 4 x 6 limbs). */
#define BTE_AFF_WORDS 24
typedef struct bte_aff_store {
    uint64_t w[BTE_AFF_WORDS];
} bte_aff_store;

/* The layout behind ecb_bte_point: the affine point and its compressed encoding. */
typedef struct bte_point {
    bte_aff_store aff;
    uint8_t enc[ECB_BTE_MAX_POINT_BYTES];
    uint32_t variant;
} bte_point;

static inline bte_point *bte_point_of(ecb_bte_point *p) {
    return (bte_point *)(void *)p;
}
static inline const bte_point *bte_point_of_c(const ecb_bte_point *p) {
    return (const bte_point *)(const void *)p;
}

/* A 255-bit scalar or a 128-bit coefficient as canonical little-endian limbs (MSM input). */
typedef struct bte_limbs {
    uint64_t v[4];
} bte_limbs;

enum { BTE_CT_U = 0, BTE_CT_UBAR = 1, BTE_CT_A = 2, BTE_CT_B = 3 };

struct ecb_bte_ciphertext {
    uint32_t variant;
    uint8_t *label; /* into the same allocation, after the struct */
    size_t label_len;
    uint8_t *body;
    size_t body_len;
    bte_point pt[4]; /* U, Ubar, A, B */
    fr381 c, z;
};

struct ecb_bte_public {
    uint32_t variant;
    uint32_t t;
    uint32_t n;             /* the dealing's servers; 0 when decoded (the encoding has no n) */
    bte_point *commitments; /* t entries, after the struct */
};

struct ecb_bte_request {
    uint32_t variant;
    uint32_t threshold;
    bte_point pk;
    const ecb_bte_ciphertext *const *cts; /* borrowed */
    size_t n;
    size_t m;
    uint32_t *valid;            /* m positions */
    void *headers;              /* m affine points (the group's affine type), contiguous */
    const uint8_t **header_enc; /* m pointers to the ciphertexts' encodings of U */
    uint8_t *context;
    size_t context_len;
    uint8_t digest[ECB_BTE_DIGEST_BYTES];
};

struct ecb_bte_response {
    uint32_t variant;
    uint32_t index;
    size_t valid_count;
    uint32_t *valid; /* valid_count positions */
    size_t m;
    void *partials;       /* m affine points, contiguous */
    uint8_t *partial_enc; /* m encodings, contiguous */
    bte_point A, B;
    fr381 c, z;
};

/* ---- objects (bte_objects.c): one allocation each ------------------------------------------ */

/* A ciphertext with room for its label and body (lengths within the limits: callers check). */
ecb_bte_ciphertext *bte_ciphertext_alloc(uint32_t variant, size_t label_len, size_t body_len);
/* A response with room for valid_count positions and m partials of the variant. */
ecb_bte_response *bte_response_alloc(const bte_group_ops *ops, size_t valid_count, size_t m);
/* ECB_ERR_INVALID_ARGUMENT when threads > ECB_BTE_MAX_THREADS, else ECB_OK. */
ecb_status bte_check_threads(unsigned threads);
/* The slices a parallel loop over n items cuts for `per` slices: per (at least 1), at most n
 * (at least 1); slice i of s holds items [n i / s, n (i + 1) / s). */
static inline size_t bte_slices(size_t per, size_t n) {
    size_t s = per < 1 ? 1 : per;
    return s > n ? (n > 0 ? n : 1) : s;
}

/* ---- group-independent transcripts (bte_transcripts.c) -------------------------------------- */

/* The ciphertext challenge transcript of profile convention 16, before the noise. */
void bte_ct_challenge_transcript(bte_transcript *t, const ecb_bte_ciphertext *ct,
                                 const uint8_t *pk_enc, size_t pb);
/* The request digest D (convention 20) of the m headers' encodings. */
void bte_request_digest(uint8_t out[32], const uint8_t *context, size_t context_len,
                        const uint8_t *const *header_enc, size_t m, size_t pb);
/* The rho transcript of responder index over m partials (convention 21), before the noise;
 * then rho[p] for p < m (128-bit blocks of noise("rho")). */
void bte_rho_transcript(bte_transcript *t, const uint8_t digest[32], uint32_t index,
                        const uint8_t *partial_enc, size_t m, size_t pb);
void bte_rho_derive(bte_limbs *rho, const bte_transcript *t, size_t m);
/* The DLEQ challenge transcript (convention 21), before the noise. */
void bte_dleq_transcript(bte_transcript *t, const uint8_t *context, size_t context_len,
                         uint32_t index, const uint8_t *hi_enc, const uint8_t *ustar_enc,
                         const uint8_t *uhat_enc, const uint8_t *a_enc, const uint8_t *b_enc,
                         size_t pb);
/* The weight transcript of the combined ciphertext check over q candidates (convention 18);
 * weights[2p] = alpha_p, weights[2p + 1] = alpha'_p. */
void bte_ct_weights_transcript(bte_transcript *t, const uint8_t *pk_enc, size_t pb,
                               const ecb_bte_ciphertext *const *cts, const uint32_t *cand,
                               size_t q);
/* The weight transcript of the combined response check (convention 25) over q candidates:
 * index, enc(h_i), enc(U*), enc(Uhat), enc(A), enc(B), c, z each (struct below). */
typedef struct bte_resp_candidate {
    const ecb_bte_response *resp;
    const bte_point *hi; /* the public share */
    bte_point ustar;     /* U* = sum rho_p U_p */
    bte_point uhat;      /* Uhat = sum rho_p Y_p (may be the identity for a bad response) */
} bte_resp_candidate;
void bte_resp_weights_transcript(bte_transcript *t, const uint8_t digest[32],
                                 const bte_resp_candidate *cand, size_t q, size_t pb);
/* 2q weights from noise("weights") of t. */
void bte_weights_derive(bte_limbs *weights, const bte_transcript *t, size_t q);

/* ---- Lagrange weights at 0 (bte_lagrange.c) ---------------------------------------------- */

/* lambda[k] = prod_{j != k} x_j / prod_{j != k} (x_j - x_k), x = indices + 1, for k distinct
 * indices (the caller has checked). One batch inversion. Returns ECB_ERR_OUT_OF_MEMORY or
 * ECB_OK. */
ecb_status bte_lagrange_at_zero(fr381 *lambda, const uint32_t *indices, size_t k);

/* The same weights as the combination uses them: lambda_k = (-1)^neg[k] mag[k] (times dinv
 * when scaled). When the exact rational weights have small numerators over a common
 * denominator D (contiguous indices: D = 1 and mag = binomials), mag holds those numerators and
 * dinv = D^-1; otherwise mag holds lambda_k mod r. Memory is O(k) plus, for the integer form
 * (at most 256 indices, each below ECB_BTE_MAX_PARTICIPANTS), one exponent per index and per
 * prime that divides an x_j or an x_j - x_i: nothing grows with the indices' values. */
typedef struct bte_weights {
    bte_limbs *mag;
    uint8_t *neg;
    int scaled;
    fr381 dinv;
} bte_weights;
ecb_status bte_combination_weights(bte_weights *w, const uint32_t *indices, size_t k);
void bte_weights_free(bte_weights *w);

/* ---- per-group protocol code (bte_scheme_impl.h) ------------------------------------------- */

/* Which check of a single ciphertext failed (profile convention 17's stages). */
typedef enum bte_ct_stage {
    BTE_CT_OK = 0,
    BTE_CT_IDENTITY = 1,
    BTE_CT_CHALLENGE = 2,
    BTE_CT_EQUATION_G = 3,
    BTE_CT_EQUATION_H = 4,
} bte_ct_stage;

/* Which check of a response failed after the structural ones (convention 23's stages). */
typedef enum bte_resp_stage {
    BTE_RESP_OK = 0,
    BTE_RESP_CHALLENGE = 1,
    BTE_RESP_EQUATION_G = 2,
    BTE_RESP_EQUATION_AGGREGATE = 3,
} bte_resp_stage;

/* The operations of one variant, called once per protocol step (never per point). Secret
 * inputs (coefficients, x, r, s) are handled in constant time; everything else is public. */
struct bte_group_ops {
    uint32_t variant;
    size_t pb;       /* point bytes */
    size_t aff_size; /* sizeof the group's affine point */
    /* Decodes a compressed point, rejecting the identity (ECB_ERR_IDENTITY). */
    ecb_status (*point_decode)(bte_point *out, const uint8_t *in);
    int (*point_equal)(const bte_point *a, const bte_point *b);
    /* The generator g and the proof generator H (spec §2.3), computed once. */
    const bte_point *(*generator)(void);
    const bte_point *(*proof_generator)(void);
    /* out[k] = coeffs[k] g for k < t. Constant time. */
    void (*commit_coefficients)(bte_point *out, const fr381 *coeffs, size_t t);
    /* out = sum_k (index + 1)^k C_k. */
    void (*public_share)(bte_point *out, const bte_point *commitments, size_t t, uint32_t index);
    /* 1 when x g = hi. Constant time in x. */
    int (*share_matches)(const bte_point *hi, const fr381 *x);
    /* Fills U, Ubar, A, B, c, z and body (label already set). Constant time in r, s, msg. */
    void (*encrypt)(ecb_bte_ciphertext *ct, const bte_point *pk, const uint8_t *msg, const fr381 *r,
                    const fr381 *s);
    /* The per-ciphertext checks before the combined one: identity, challenge. */
    bte_ct_stage (*ct_prefilter)(const bte_point *pk, const ecb_bte_ciphertext *ct);
    /* The two equations of one ciphertext. */
    bte_ct_stage (*ct_equations)(const ecb_bte_ciphertext *ct);
    /* The combined residual of convention 19 over candidates cts[cand[p]] with weights
     * (alpha_p, alpha'_p) = (weights[2p], weights[2p + 1]); *is_identity, and its encoding
     * into residual_enc when non-NULL. */
    ecb_status (*ct_residual)(int *is_identity, uint8_t *residual_enc,
                              const ecb_bte_ciphertext *const *cts, const uint32_t *cand, size_t q,
                              const bte_limbs *weights, unsigned threads);
    /* Copies the m valid headers into req->headers. */
    void (*request_headers)(ecb_bte_request *req);
    /* Fills every field of resp (allocated for req->m partials). Constant time in x and s. */
    ecb_status (*respond)(ecb_bte_response *resp, const ecb_bte_request *req, const fr381 *x,
                          const fr381 *s, unsigned threads);
    /* cand->ustar = sum rho_p U_p, cand->uhat = sum rho_p Y_p (points and encodings). */
    void (*aggregates)(bte_resp_candidate *cand, const ecb_bte_request *req,
                       const ecb_bte_response *resp, const bte_limbs *rho);
    /* cand[q].ustar = sum rho[q m + p] U_p for q < k over the request's headers, one engine
     * call for the k rows (ECB_ERR_OUT_OF_MEMORY or ECB_OK). */
    ecb_status (*headers_aggregates)(bte_resp_candidate *cand, const ecb_bte_request *req,
                                     const bte_limbs *rho, size_t k, unsigned threads);
    /* cand->uhat = sum rho_p Y_p over the response's partials. */
    void (*partials_aggregate)(bte_resp_candidate *cand, const ecb_bte_request *req,
                               const ecb_bte_response *resp, const bte_limbs *rho);
    /* The two equations of §7 for one candidate whose challenge matched. */
    bte_resp_stage (*resp_equations)(const bte_resp_candidate *cand);
    /* The combined residual of convention 26 with weights (beta_q, gamma_q) =
     * (weights[2q], weights[2q + 1]). */
    ecb_status (*resp_residual)(int *is_identity, uint8_t *residual_enc,
                                const bte_resp_candidate *cand, size_t q, const bte_limbs *weights,
                                unsigned threads);
    /* k_enc[p] = enc(sum_k lambda_k Y_{k,p}) for p < req->m (m x pb bytes), the weights as
     * bte_combination_weights gives them. */
    ecb_status (*combine_keys)(uint8_t *k_enc, const ecb_bte_request *req, const bte_weights *w,
                               const ecb_bte_response *const *resps, size_t k, unsigned threads);
};

/* §7 for one response (ecb_bte_verify_response_var without the argument checks): fills err and
 * returns its status; *stage names the failing proof check (BTE_RESP_OK when a structural
 * check failed or everything holds). */
ecb_status bte_verify_one(const ecb_bte_request *req, uint32_t eval_index, const bte_point *hi,
                          const ecb_bte_response *resp, ecb_bte_error *err, bte_resp_stage *stage);

extern const bte_group_ops bte_g1_ops;
extern const bte_group_ops bte_g2_ops;

/* The operations of a variant, or NULL for an unknown one. */
const bte_group_ops *bte_group(uint32_t variant);

#endif
