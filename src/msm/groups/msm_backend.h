/* Internal: the backend tables. A backend is what one group provides at the CPU levels it serves
 * (the engine's MSM, fixed-base build and MSM, the plan's descriptor with its unit costs, kernel
 * shapes and measurement, ristretto255's precomputed tables and prover MSMs); each instance is
 * defined in the file that instantiates the engine, and one selection file per group
 * (msm_<group>_backend.c) indexes them by the cached CPU level (util/cpu.h: detected once,
 * changed only by ecb_cpu_level_set and ECBATCH_CPU). No pointer is cached, so a level change
 * takes effect at the next call.
 *
 * Every group's backend struct has one form, written out below per group (the types differ),
 * with these fields first and in this order:
 *   level         the lowest CPU level the instance serves
 *   desc          the plan's descriptor at that level: sizes, strategies, unit costs, kernel
 *                 shapes (msm_shape.h), measurement
 *   msm           the engine's MSM (ecb_msm_<group>_var)
 *   fixed_build   a fixed-base table's build (msm_fixed_base_impl.h)
 *   fixed_msm     and its MSM
 * then what only that group has. The instances are named after the level they start at:
 * <struct>_portable serves portable and adx (one engine per point layout; its field product
 * picks MULX/ADX per call, docs/backends.md), <struct>_ifma the ifma level (the BLS12 and BN254
 * ones on the same engine with batches of affine additions in eight lanes; ristretto255's on
 * its own engine of vector points); the _ifma instances exist where ECB_CPU_IFMA_BUILD
 * (util/cpu.h). */
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
    ecb_cpu_level level;
    const msm_group_desc *desc;
    ecb_status (*msm)(ecb_ristretto255_point *out, const ecb_ristretto255_point *points,
                      const ecb_ristretto255_scalar *scalars, size_t n,
                      const ecb_msm_options *options);
    ecb_status (*fixed_build)(msm_fixed *f, const ecb_ristretto255_point *points);
    ecb_status (*fixed_msm)(ecb_ristretto255_point *out, const msm_fixed *f,
                            const ecb_ristretto255_scalar *s, size_t n,
                            const ecb_msm_options *options);
    /* ristretto255's own: the tables' forms and the precomputed Straus tables
     * (msm_precomputed_straus_impl.h) */
    uint32_t precomp_form; /* MSM_R255_FORM_*: the tables precomp_new builds */
    uint32_t fixed_form;   /* MSM_FIXED_FORM_R255_NIELS or MSM_FIXED_FORM_R255_IFMA */
    ecb_status (*precomp_new)(msm_precomp **out, const ecb_ristretto255_point *points, size_t n,
                              unsigned window);
    void (*precomp_free)(msm_precomp *pre);
    ecb_status (*precomp_msm)(ecb_ristretto255_point *out, const msm_precomp *pre,
                              const ecb_ristretto255_scalar *ss, size_t ns,
                              const ecb_ristretto255_point *dp, const ecb_ristretto255_scalar *ds,
                              size_t nd, const ecb_msm_options *options);
    /* the provers' Straus MSMs of this level (msm_r255_ct.h; run by msm_r255_prover_*) */
    const msm_r255_prover *prover;
    /* level facts the plan's answers to the protocols rest on (measured: see
     * plan/msm_request.c, which alone reads the last three) */
    unsigned decode_lanes;   /* ristretto255 batch decoding: 1 or 8 lanes (fe25519_x8_ifma.h) */
    unsigned scalar_lanes;   /* 1, or 8: the 5x52 scalar lanes (scalar25519_x8_ifma.h) may run */
    unsigned precomp_window; /* wNAF width of the provers' precomputed tables; 0: by count */
    int fixed_beats_precomp; /* static points: a fixed-base table beats precomputed Straus */
} msm_r255_backend;

/* msm_ristretto255.c (radix 2^64) and msm_ristretto255_ifma.c. */
extern const msm_r255_backend msm_r255_backend_portable;
extern const msm_r255_backend msm_r255_backend_ifma;

/* The selected level's backend (msm_r255_backend.c). */
const msm_r255_backend *msm_r255_selected(void);

/* The backend that runs tables of the given form at the selected level: the highest instance at
 * or below it that has the form, or NULL (tables of a level since lowered). */
const msm_r255_backend *msm_r255_precomp_runner(uint32_t form);
const msm_r255_backend *msm_r255_fixed_runner(uint32_t form);

/* ---- short Weierstrass groups (BLS12, BN254) --------------------------------------------- */

/* The common fields only; both instances of each in the group's engine file
 * (msm_bls12_381_g1.c, ...), which differ in the descriptor (msm_weierstrass_glue.h). */
typedef struct msm_g1_381_backend {
    ecb_cpu_level level;
    const msm_group_desc *desc;
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
    ecb_status (*msm)(ecb_bls12_377_g1 *out, const ecb_bls12_377_g1_affine *points,
                      const ecb_bls12_377_scalar *scalars, size_t n,
                      const ecb_msm_options *options);
    ecb_status (*fixed_build)(msm_fixed *f, const ecb_bls12_377_g1_affine *points);
    ecb_status (*fixed_msm)(ecb_bls12_377_g1 *out, const msm_fixed *f,
                            const ecb_bls12_377_scalar *s, size_t n,
                            const ecb_msm_options *options);
} msm_g1_377_backend;

typedef struct msm_g1_254_backend {
    ecb_cpu_level level;
    const msm_group_desc *desc;
    ecb_status (*msm)(ecb_bn254_g1 *out, const ecb_bn254_g1_affine *points,
                      const ecb_bn254_scalar *scalars, size_t n, const ecb_msm_options *options);
    ecb_status (*fixed_build)(msm_fixed *f, const ecb_bn254_g1_affine *points);
    ecb_status (*fixed_msm)(ecb_bn254_g1 *out, const msm_fixed *f, const ecb_bn254_scalar *s,
                            size_t n, const ecb_msm_options *options);
} msm_g1_254_backend;

extern const msm_g1_381_backend msm_g1_381_backend_portable, msm_g1_381_backend_ifma;
extern const msm_g2_381_backend msm_g2_381_backend_portable, msm_g2_381_backend_ifma;
extern const msm_g1_377_backend msm_g1_377_backend_portable, msm_g1_377_backend_ifma;
extern const msm_g1_254_backend msm_g1_254_backend_portable, msm_g1_254_backend_ifma;

/* The selected level's backends (msm_bls12_backend.c). */
const msm_g1_381_backend *msm_g1_381_selected(void);
const msm_g2_381_backend *msm_g2_381_selected(void);
const msm_g1_377_backend *msm_g1_377_selected(void);
/* BN254 G1's (msm_bn254_backend.c). */
const msm_g1_254_backend *msm_g1_254_selected(void);

#endif
