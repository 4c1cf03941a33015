/* Internal: the backend tables. A backend is what one kernel level of a group provides (the
 * engine's MSM, precomputed Straus tables, fixed-base build and MSM, the plan's descriptor
 * with its unit costs and measurement, ristretto255's prover MSMs); each instance is
 * defined in the file that instantiates the engine for that level, and one selection file per group
 * (msm_<group>_backend.c) indexes them by the cached CPU level (util/cpu.h: detected once, changed
 * only by ecb_cpu_level_set and ECBATCH_CPU). No pointer is cached, so a level change takes effect
 * at the next call. */
#ifndef ECBATCH_MSM_BACKEND_H
#define ECBATCH_MSM_BACKEND_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/msm.h"
#include "msm/fixed/msm_fixed.h"
#include "msm/plan/msm_plan.h"
#include "msm/prover/msm_r255_ct_x1_ifma.h" /* and msm_r255_ct.h: the prover MSMs of each level */
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
    /* the provers' Straus MSMs of this level (msm_r255_ct.h; run by msm_r255_prover_*) */
    const msm_r255_prover *prover;
    /* level facts the plan's answers to the protocols rest on (measured: see
     * plan/msm_request.c, which alone reads the last three) */
    unsigned decode_lanes;   /* ristretto255 batch decoding: 1 or 8 lanes (fe25519_x8_ifma.h) */
    unsigned scalar_lanes;   /* 1, or 8: the 5x52 scalar lanes (scalar25519_x8_ifma.h) may run */
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

/* ---- short Weierstrass groups (BLS12, BN254) --------------------------------------------- */

/* One struct per group (the types differ), two instances each in the group's engine file: the
 * scalar one (levels portable and adx: the 6x64 field product picks its MULX/ADX form itself,
 * fp6x64_impl.h) and the x8 one (level ifma: batches of affine additions in eight lanes,
 * msm_weierstrass_batch_x8_ifma.h). They share the engine and differ in the descriptor's unit costs and
 * in aff_lanes. The x8 instances exist where ECB_CPU_IFMA_BUILD (util/cpu.h). */
/* typedef struct NAME { ... } NAME for a group with public types JAC, AFF and SCALAR:
 *   level, desc      as msm_r255_backend's
 *   aff_lanes        affine additions per vector operation in batches: 1 or 8
 *   msm              the engine's MSM (ecb_msm_<group>_var)
 *   fixed_build, fixed_msm   the fixed-base table's build and MSM (msm_fixed_base_impl.h) */
#define MSM_WEIERSTRASS_BACKEND_TYPE(NAME, JAC, AFF, SCALAR)                                       \
    typedef struct NAME {                                                                          \
        ecb_cpu_level level;                                                                       \
        const msm_group_desc *desc;                                                                \
        unsigned aff_lanes;                                                                        \
        ecb_status (*msm)(JAC * out, const AFF *points, const SCALAR *scalars, size_t n,           \
                          const ecb_msm_options *options);                                         \
        ecb_status (*fixed_build)(msm_fixed * f, const AFF *points);                               \
        ecb_status (*fixed_msm)(JAC * out, const msm_fixed *f, const SCALAR *s, size_t n,          \
                                const ecb_msm_options *options);                                   \
    } NAME

MSM_WEIERSTRASS_BACKEND_TYPE(msm_g1_381_backend, ecb_bls12_381_g1, ecb_bls12_381_g1_affine,
                             ecb_bls12_381_scalar);
MSM_WEIERSTRASS_BACKEND_TYPE(msm_g2_381_backend, ecb_bls12_381_g2, ecb_bls12_381_g2_affine,
                             ecb_bls12_381_scalar);
MSM_WEIERSTRASS_BACKEND_TYPE(msm_g1_377_backend, ecb_bls12_377_g1, ecb_bls12_377_g1_affine,
                             ecb_bls12_377_scalar);
MSM_WEIERSTRASS_BACKEND_TYPE(msm_g1_254_backend, ecb_bn254_g1, ecb_bn254_g1_affine,
                             ecb_bn254_scalar);

extern const msm_g1_381_backend msm_g1_381_backend_scalar, msm_g1_381_backend_x8;
extern const msm_g2_381_backend msm_g2_381_backend_scalar, msm_g2_381_backend_x8;
extern const msm_g1_377_backend msm_g1_377_backend_scalar, msm_g1_377_backend_x8;
extern const msm_g1_254_backend msm_g1_254_backend_scalar, msm_g1_254_backend_x8;

/* The selected level's backends (msm_bls12_backend.c). */
const msm_g1_381_backend *msm_g1_381_selected(void);
const msm_g2_381_backend *msm_g2_381_selected(void);
const msm_g1_377_backend *msm_g1_377_selected(void);
/* BN254 G1's (msm_bn254_backend.c). */
const msm_g1_254_backend *msm_g1_254_selected(void);

#endif
