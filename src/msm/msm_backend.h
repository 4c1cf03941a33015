/* Internal: the backend tables. A backend is what one kernel level of a group provides (the
 * engine's MSM, precomputed Straus tables, fixed-base build and MSM, the plan's descriptor
 * with its unit costs and measurement, ristretto255's constant-time prover MSMs); each instance is
 * defined in the file that instantiates the engine for that level, and one selection file per group
 * (msm_<group>_backend.c) indexes them by the cached CPU level (util/cpu.h: detected once, changed
 * only by ecb_cpu_level_set and ECBATCH_CPU). No pointer is cached, so a level change takes effect
 * at the next call. */
#ifndef ECBATCH_MSM_BACKEND_H
#define ECBATCH_MSM_BACKEND_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/msm.h"
#include "msm/msm_fixed.h"
#include "msm/msm_internal.h"
#include "msm/msm_r255_ct_ifma.h" /* and msm_r255_ct.h: the prover MSMs of each level */
#include "util/cpu.h"

/* ---- ristretto255 ----------------------------------------------------------------------- */

/* Layouts of precomputed Straus tables: the radix-2^64 form (portable and MULX/ADX kernels
 * share it) and the IFMA form (ge4_cached entries). */
enum { MSM_R255_FORM_RADIX64 = 0, MSM_R255_FORM_IFMA = 1 };

typedef struct msm_r255_backend {
    ecb_cpu_level level;        /* the level this instance needs */
    const msm_group_desc *desc; /* sizes, strategies, this level's costs, measure */
    uint32_t precomp_form;      /* MSM_R255_FORM_*: the tables precomp_new builds */
    uint32_t fixed_form;        /* MSM_FIXED_FORM_R255_NIELS or MSM_FIXED_FORM_R255_IFMA */
    ecb_status (*msm)(ecb_ristretto255_point *out, const ecb_ristretto255_point *points,
                      const ecb_ristretto255_scalar *scalars, size_t n,
                      const ecb_msm_options *options);
    ecb_status (*precomp_new)(msm_precomp **out, const ecb_ristretto255_point *points, size_t n,
                              unsigned window);
    void (*precomp_free)(msm_precomp *pre);
    ecb_status (*precomp_msm)(ecb_ristretto255_point *out, const msm_precomp *pre,
                              const ecb_ristretto255_scalar *ss, size_t ns,
                              const ecb_ristretto255_point *dp, const ecb_ristretto255_scalar *ds,
                              size_t nd, const ecb_msm_options *options);
    ecb_status (*fixed_build)(msm_fixed *f, const ecb_ristretto255_point *points);
    ecb_status (*fixed_msm)(ecb_ristretto255_point *out, const msm_fixed *f,
                            const ecb_ristretto255_scalar *s, size_t n,
                            const ecb_msm_options *options);
    /* the provers' Straus MSMs, constant time where msm_r255_ct.h says (msm_r255_ct.c, IFMA:
     * msm_r255_ct_ifma.c); a NULL static_tables array makes public_msm_static the plain
     * public-scalar MSM */
    void (*ct_msm)(ge25519_p3 *out, const ge25519_p3 *points, const sc25519 *scalars, size_t n,
                   void *scratch);
    void (*public_msm_static)(ge25519_p3 *out, const ge25519_p3 *points,
                              const ge25519_niels *const *static_tables, const sc25519 *scalars,
                              size_t n, void *scratch);
    void (*public_mul_add)(ge25519_p3 *out, const sc25519 *x, const ge25519_p3 *p,
                           const ge25519_p3 *q);
    void (*selected_sum)(ge25519_p3 *acc, const uint8_t *bits, const ge25519_p3 *points, size_t n);
    void (*comb_msm)(ge25519_p3 *out, const ge25519_comb *const *combs, const sc25519 *scalars,
                     size_t n);
    /* level facts the layers above act on (measured: see bulletproofs_plus/verify.c and
     * generators.c where they are used) */
    unsigned decode_lanes;   /* ristretto255 batch decoding: 1 or 8 lanes (fe25519_x8.h) */
    unsigned scalar_lanes;   /* 1, or 8: the 5x52 scalar lanes (scalar25519_x8.h) may run */
    unsigned precomp_window; /* wNAF width of the provers' precomputed tables; 0: by count */
    int fixed_beats_precomp; /* static points: a fixed-base table beats precomputed Straus */
} msm_r255_backend;

/* One instance per level (msm_ristretto255.c, msm_ristretto255_adx.c,
 * msm_ristretto255_ifma.c). */
extern const msm_r255_backend msm_r255_backend_portable;
extern const msm_r255_backend msm_r255_backend_adx;
extern const msm_r255_backend msm_r255_backend_ifma;

/* The selected level's backend (msm_r255_backend.c). */
const msm_r255_backend *msm_r255_selected(void);

/* The backend that runs tables of the given form at the selected level: the highest instance at
 * or below it that has the form, or NULL (tables of a level since lowered). */
const msm_r255_backend *msm_r255_precomp_runner(uint32_t form);
const msm_r255_backend *msm_r255_fixed_runner(uint32_t form);

/* ---- BLS12 ------------------------------------------------------------------------------ */

/* One struct per group (the types differ), two instances each in the group's engine file: the
 * scalar one (levels portable and adx: the 6x64 field product picks its MULX/ADX form itself,
 * fp6x64_impl.h) and the x8 one (level ifma: batches of affine additions in eight lanes,
 * msm_weierstrass_x8.h). They share the engine and differ in the descriptor's unit costs and
 * in aff_lanes. The x8 instances exist where ECB_FP8_HAVE_IFMA (field/fp8x52.h). */
typedef struct msm_g1_381_backend {
    ecb_cpu_level level;
    const msm_group_desc *desc;
    unsigned aff_lanes; /* affine additions per vector operation in batches: 1 or 8 */
    ecb_status (*msm)(ecb_bls12_381_g1 *out, const ecb_bls12_381_g1_affine *points,
                      const ecb_bls12_381_scalar *scalars, size_t n,
                      const ecb_msm_options *options);
    ecb_status (*fixed_build)(msm_fixed *f, const ecb_bls12_381_g1_affine *points);
    ecb_status (*fixed_msm)(ecb_bls12_381_g1 *out, const msm_fixed *f,
                            const ecb_bls12_381_scalar *s, size_t n,
                            const ecb_msm_options *options);
} msm_g1_381_backend;

typedef struct msm_g2_381_backend {
    ecb_cpu_level level;
    const msm_group_desc *desc;
    unsigned aff_lanes;
    ecb_status (*msm)(ecb_bls12_381_g2 *out, const ecb_bls12_381_g2_affine *points,
                      const ecb_bls12_381_scalar *scalars, size_t n,
                      const ecb_msm_options *options);
    ecb_status (*fixed_build)(msm_fixed *f, const ecb_bls12_381_g2_affine *points);
    ecb_status (*fixed_msm)(ecb_bls12_381_g2 *out, const msm_fixed *f,
                            const ecb_bls12_381_scalar *s, size_t n,
                            const ecb_msm_options *options);
} msm_g2_381_backend;

typedef struct msm_g1_377_backend {
    ecb_cpu_level level;
    const msm_group_desc *desc;
    unsigned aff_lanes;
    ecb_status (*msm)(ecb_bls12_377_g1 *out, const ecb_bls12_377_g1_affine *points,
                      const ecb_bls12_377_scalar *scalars, size_t n,
                      const ecb_msm_options *options);
    ecb_status (*fixed_build)(msm_fixed *f, const ecb_bls12_377_g1_affine *points);
    ecb_status (*fixed_msm)(ecb_bls12_377_g1 *out, const msm_fixed *f,
                            const ecb_bls12_377_scalar *s, size_t n,
                            const ecb_msm_options *options);
} msm_g1_377_backend;

extern const msm_g1_381_backend msm_g1_381_backend_scalar, msm_g1_381_backend_x8;
extern const msm_g2_381_backend msm_g2_381_backend_scalar, msm_g2_381_backend_x8;
extern const msm_g1_377_backend msm_g1_377_backend_scalar, msm_g1_377_backend_x8;

/* The selected level's backends (msm_bls12_backend.c). */
const msm_g1_381_backend *msm_g1_381_selected(void);
const msm_g2_381_backend *msm_g2_381_selected(void);
const msm_g1_377_backend *msm_g1_377_selected(void);

/* 8 when the selected level runs BLS12 affine batches in eight lanes, else 1. */
unsigned msm_bls12_lanes(void);

#endif
