/* The MSM engine's ristretto255 group glue (see msm_impl.h for the interface), included by
 * msm_ristretto255.c (portable radix-2^64 kernels) and msm_ristretto255_adx.c (MULX/ADX
 * kernels, FE64_MULX defined) with their own MSM_FN prefix. Accumulation runs on edwards25519
 * extended coordinates over the radix-2^64 field (edwards25519_64.h); inputs and the result
 * are ge25519_p3 and convert exactly:
 *   accumulator   ge64_p3 (X:Y:Z:T)
 *   normalised    ge64_niels (y+x, y-x, 2dxy): mixed addition 7M, full addition 9M
 *   doubling      p2 -> p1p1 -> p2 chains, 4S + 3M each (4S + 4M for the last)
 * The addition law is complete, and a ristretto255 element is the class of its edwards25519
 * representatives modulo the 4-torsion, so every strategy's result encodes identically.
 * Identity points are the four representatives with X = 0 or Y = 0. */
#ifndef ECBATCH_MSM_RISTRETTO255_GLUE_H
#define ECBATCH_MSM_RISTRETTO255_GLUE_H

#include <stdlib.h>

#include "ecbatch/msm.h"
#include "group/edwards25519.h"
#include "group/edwards25519_64.h"
#include "msm/msm_internal.h"
#include "msm/msm_ristretto255.h"

typedef ge25519_p3 msm_input;
typedef ge64_p3 msm_pt;
typedef ge64_niels msm_aff;
typedef ecb_ristretto255_scalar msm_scalar;
#define MSM_SCALAR_LIMBS 4

static inline const uint64_t *msm_scalar_limbs(const msm_scalar *k) {
    return k->v;
}
static inline void msm_pt_load(msm_pt *r, const msm_input *p) {
    ge64_from_ge25519(r, p);
}
static inline void msm_pt_store(msm_input *r, const msm_pt *p) {
    ge64_to_ge25519(r, p);
}
static inline int msm_input_is_identity_var(const msm_input *p) {
    return ge25519_is_ristretto_identity_var(p);
}
static inline void msm_pt_identity(msm_pt *r) {
    ge64_p3_0(r);
}
static inline int msm_pt_is_identity_var(const msm_pt *p) {
    return ge64_is_ristretto_identity_var(p);
}
static inline void msm_pt_add(msm_pt *r, const msm_pt *a, const msm_pt *b) {
    ge64_add_p3(r, a, b);
}
static inline void msm_pt_add_aff(msm_pt *r, const msm_pt *a, const msm_aff *b) {
    ge64_p1p1 t;
    ge64_add_niels(&t, a, b);
    ge64_p1p1_to_p3(r, &t);
}
static inline void msm_pt_sub_aff(msm_pt *r, const msm_pt *a, const msm_aff *b) {
    ge64_p1p1 t;
    ge64_sub_niels(&t, a, b);
    ge64_p1p1_to_p3(r, &t);
}
static inline void msm_pt_from_aff(msm_pt *r, const msm_aff *b) {
    ge64_from_niels(r, b);
}
static inline void msm_pt_from_neg_aff(msm_pt *r, const msm_aff *b) {
    ge64_from_neg_niels(r, b);
}
static inline void msm_pt_dbl_n(msm_pt *r, const msm_pt *p, unsigned k) {
    ge64_dbl_n(r, p, k);
}
/* The reference: the library's constant-time scalar multiplication, on the radix-2^51 form. */
static inline void msm_pt_scalar_mult_ref(msm_pt *r, const msm_pt *p, const msm_scalar *k) {
    ge25519_p3 a, b;
    ge64_to_ge25519(&a, p);
    ecb_ristretto255_scalar_mult(&b, k, &a);
    ge64_from_ge25519(r, &b);
}
static inline void msm_pt_sample(msm_pt *r) {
    ge25519_p3 b;
    ecb_ristretto255_base(&b);
    ge64_from_ge25519(r, &b);
}
static inline void msm_batch_to_aff(msm_aff *out, const msm_pt *in, size_t n, void *scratch) {
    ge64_batch_to_niels(out, in, n, scratch);
}

#define MSM_DESC (&msm_ristretto255_desc)
#define MSM_PRECOMP struct msm_r255_tables
#include "msm/msm_impl.h"
#include "msm/msm_fixed_base_impl.h"

#endif
