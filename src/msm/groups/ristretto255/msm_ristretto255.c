/* ristretto255's MSM engine on the portable radix-2^64 kernels (msm_ristretto255_glue.h) and
 * the portable level's backend (msm_backend.h). The MULX/ADX level is msm_ristretto255_adx.c,
 * the AVX-512 IFMA level msm_ristretto255_ifma.c, the selection msm_r255_backend.c and the
 * public entry points msm_r255_public.c. Every level gives the same group elements (complete
 * formulas, exact conversions), so identical encodings. */
#define _POSIX_C_SOURCE 200809L
#include "msm/groups/ristretto255/msm_ristretto255_glue.h"

/* This level's backend: this file's engine instance (from the glue), its tables in the
 * radix-2^64 forms. */
const msm_r255_backend msm_r255_backend_portable = {
    .level = ECB_CPU_PORTABLE,
    .desc = &engine_desc,
    .precomp_form = MSM_R255_FORM_RADIX64,
    .fixed_form = MSM_FIXED_FORM_R255_NIELS,
    .msm = engine_msm,
    .precomp_new = engine_precomp_new,
    .precomp_free = engine_precomp_free,
    .precomp_msm = engine_precomp_msm,
    .fixed_build = engine_fixed_build,
    .fixed_msm = engine_fixed_msm,
    .prover = &msm_r255_prover_portable,
    .decode_lanes = 1,
    .scalar_lanes = 1,
};
