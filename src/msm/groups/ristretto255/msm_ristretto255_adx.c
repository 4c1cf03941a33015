/* ristretto255's MSM engine with the MULX/ADX field multiplication (fe25519_64.h with
 * FE64_MULX) and the adx level's backend (msm_backend.h): run only when the level is adx or
 * above (msm_r255_backend.c selects it). */
#define _POSIX_C_SOURCE 200809L
#define FE64_MULX 1
#include "msm/groups/ristretto255/msm_ristretto255_glue.h"

/* This level's backend: this file's engine instance (from the glue), its tables in the
 * radix-2^64 forms. */
const msm_r255_backend msm_r255_backend_adx = {
    .level = ECB_CPU_ADX,
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
