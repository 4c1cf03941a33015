/* The MSM engine instantiated for ristretto255 (msm_impl.h), on edwards25519 extended
 * coordinates:
 *   accumulator   ge25519_p3 (X:Y:Z:T)
 *   normalised    ge25519_niels (y+x, y-x, 2dxy): mixed addition 7M, full addition 9M
 *   doubling      p2 -> p1p1 -> p2 chains, 4S + 3M each (4S + 4M for the last)
 * The addition law is complete, and a ristretto255 element is the class of its edwards25519
 * representatives modulo the 4-torsion, so every strategy's result encodes identically.
 * Identity points are the four representatives with X = 0 or Y = 0. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>

#include "ecbatch/msm.h"
#include "group/edwards25519.h"
#include "msm/msm_internal.h"

typedef ge25519_p3 msm_pt;
typedef ge25519_niels msm_aff;
typedef ecb_ristretto255_scalar msm_scalar;
#define MSM_SCALAR_LIMBS 4

/* 1/d, tight (d = -121665/121666). */
static const fe25519 msm_r255_invd = {
    {0xf276cdc9f843, 0x3084f2a85c4bc, 0x6e73d982d775a, 0x721958b108a66, 0x40907ed214d5c}};

static inline const uint64_t *msm_scalar_limbs(const msm_scalar *k) {
    return k->v;
}
static inline void msm_pt_identity(msm_pt *r) {
    ge25519_p3_0(r);
}
static inline int msm_pt_is_identity_var(const msm_pt *p) {
    return ge25519_is_ristretto_identity_var(p);
}
static inline void msm_pt_add(msm_pt *r, const msm_pt *a, const msm_pt *b) {
    ge25519_add_p3(r, a, b);
}
static inline void msm_pt_add_aff(msm_pt *r, const msm_pt *a, const msm_aff *b) {
    ge25519_p1p1 t;
    ge25519_add_niels(&t, a, b);
    ge25519_p1p1_to_p3(r, &t);
}
static inline void msm_pt_sub_aff(msm_pt *r, const msm_pt *a, const msm_aff *b) {
    ge25519_p1p1 t;
    ge25519_sub_niels(&t, a, b);
    ge25519_p1p1_to_p3(r, &t);
}
/* (y+x, y-x, 2dxy) -> (2x : 2y : 2 : 2xy) with 2xy = 2dxy / d: one multiplication. */
static inline void msm_pt_from_aff(msm_pt *r, const msm_aff *b) {
    fe25519_sub(&r->X, &b->yplusx, &b->yminusx);
    fe25519_carry(&r->Y, b->yplusx.v[0] + b->yminusx.v[0], b->yplusx.v[1] + b->yminusx.v[1],
                  b->yplusx.v[2] + b->yminusx.v[2], b->yplusx.v[3] + b->yminusx.v[3],
                  b->yplusx.v[4] + b->yminusx.v[4]);
    fe25519_0(&r->Z);
    r->Z.v[0] = 2;
    fe25519_mul(&r->T, &b->xy2d, &msm_r255_invd);
}
/* -(x, y) = (-x, y): (-2x : 2y : 2 : -2xy). */
static inline void msm_pt_from_neg_aff(msm_pt *r, const msm_aff *b) {
    fe25519 t;
    fe25519_sub(&r->X, &b->yminusx, &b->yplusx);
    fe25519_carry(&r->Y, b->yplusx.v[0] + b->yminusx.v[0], b->yplusx.v[1] + b->yminusx.v[1],
                  b->yplusx.v[2] + b->yminusx.v[2], b->yplusx.v[3] + b->yminusx.v[3],
                  b->yplusx.v[4] + b->yminusx.v[4]);
    fe25519_0(&r->Z);
    r->Z.v[0] = 2;
    fe25519_mul(&t, &b->xy2d, &msm_r255_invd);
    fe25519_neg(&r->T, &t);
}
static inline void msm_pt_dbl_n(msm_pt *r, const msm_pt *p, unsigned k) {
    ge25519_p1p1 t;
    ge25519_p2 q;
    ge25519_p3_to_p2(&q, p);
    for (unsigned i = 1; i < k; i++) {
        ge25519_p2_dbl(&t, &q);
        ge25519_p1p1_to_p2(&q, &t);
    }
    ge25519_p2_dbl(&t, &q);
    ge25519_p1p1_to_p3(r, &t);
}
static inline void msm_pt_scalar_mult_ref(msm_pt *r, const msm_pt *p, const msm_scalar *k) {
    ecb_ristretto255_scalar_mult(r, k, p);
}
static inline void msm_pt_sample(msm_pt *r) {
    ecb_ristretto255_base(r);
}
static inline void msm_batch_to_aff(msm_aff *out, const msm_pt *in, size_t n, void *scratch) {
    ge25519_batch_to_niels(out, in, n, scratch);
}

#define MSM_FN(name) msm_r255_##name
#define MSM_DESC (&msm_ristretto255_desc)
#include "msm/msm_impl.h"

const msm_group_desc msm_ristretto255_desc = {
    .group = ECB_GROUP_RISTRETTO255,
    .name = "ristretto255",
    .max_scalar_bits = 253,
    .pt_size = sizeof(msm_pt),
    .aff_size = sizeof(msm_aff),
    .scalar_size = sizeof(msm_scalar),
    .batch_scratch = sizeof(fe25519),
    .strategies = MSM_BIT(ECB_MSM_NAIVE) | MSM_BIT(ECB_MSM_DOUBLE_AND_ADD) |
                  MSM_BIT(ECB_MSM_STRAUS) | MSM_BIT(ECB_MSM_PRECOMPUTED_STRAUS) |
                  MSM_BIT(ECB_MSM_PIPPENGER),
    .costs = {.add = 180,
              .madd = 140,
              .dbl = 130,
              .norm = 140,
              .inv = 5000,
              .set = 20,
              .digit = 5,
              .bucket = 2,
              .wnaf = 1,
              .smul = 40000,
              .point = 10,
              .thread = 40000,
              .cache_bytes = 512 * 1024,
              .cache_penalty = 30},
    .measure = msm_r255_measure,
};

/* ---- public entry points ------------------------------------------------------------------- */

struct ecb_msm_ristretto255_precomp {
    struct msm_r255_precomp *tables;
};

ecb_status ecb_msm_ristretto255_var(ecb_ristretto255_point *out,
                                    const ecb_ristretto255_point *points,
                                    const ecb_ristretto255_scalar *scalars, size_t n,
                                    const ecb_msm_options *options) {
    return msm_r255_msm(out, points, scalars, n, options);
}

ecb_status ecb_msm_ristretto255_precomp_new(ecb_msm_ristretto255_precomp **out,
                                            const ecb_ristretto255_point *points, size_t n,
                                            unsigned window) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    *out = NULL;
    ecb_msm_ristretto255_precomp *pre = malloc(sizeof *pre);
    if (pre == NULL) return ECB_ERR_OUT_OF_MEMORY;
    ecb_status st = msm_r255_precomp_new(&pre->tables, points, n, window);
    if (st != ECB_OK) {
        free(pre);
        return st;
    }
    *out = pre;
    return ECB_OK;
}

void ecb_msm_ristretto255_precomp_free(ecb_msm_ristretto255_precomp *pre) {
    if (pre == NULL) return;
    msm_r255_precomp_free(pre->tables);
    free(pre);
}

size_t ecb_msm_ristretto255_precomp_count(const ecb_msm_ristretto255_precomp *pre) {
    return pre == NULL ? 0 : pre->tables->n;
}

ecb_status ecb_msm_ristretto255_precomp_var(ecb_ristretto255_point *out,
                                            const ecb_msm_ristretto255_precomp *pre,
                                            const ecb_ristretto255_scalar *static_scalars,
                                            size_t n_static,
                                            const ecb_ristretto255_point *dyn_points,
                                            const ecb_ristretto255_scalar *dyn_scalars,
                                            size_t n_dyn, const ecb_msm_options *options) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    if (pre == NULL) {
        ge25519_p3_0(out);
        return ECB_ERR_NULL_POINTER;
    }
    return msm_r255_precomp_msm(out, pre->tables, static_scalars, n_static, dyn_points, dyn_scalars,
                                n_dyn, options);
}
